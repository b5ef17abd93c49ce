"""The three simple bots: ``uniform``, ``random`` and ``greedy``.

Everything they know about the variant comes from the IR: card points and whether a
kind has a colour (``rules.kinds``), the colours, which plays name a colour or a target
(they show in the legal actions). A bot holds a seeded ``random.Random``: the one
mutable thing in it, so that a game replays exactly from its seeds.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from unorules.errors import ArgumentError
from unorules.ir.vocab import ActionKind, PenaltyEvent, Phase

if TYPE_CHECKING:
    from unorules.engine.rules import Rules
    from unorules.engine.state import Action, PlayerView

# The action kinds the bots compare at every decision, bound once (looking a member up on
# its enum costs more than the comparison).
PLAY, DRAW, PASS, CHOOSE, CHALLENGE, ACCEPT, UNO, CATCH, REPORT, NEXT_ROUND = (
    ActionKind.PLAY, ActionKind.DRAW, ActionKind.PASS, ActionKind.CHOOSE, ActionKind.CHALLENGE, ActionKind.ACCEPT,
    ActionKind.UNO, ActionKind.CATCH, ActionKind.REPORT, ActionKind.NEXT_ROUND)
# Actions of the seat to act that make the game go on (everything else may be done
# out of turn by anyone: UNO calls, catches, reports, jump-in plays).
IN_TURN = frozenset({PLAY, DRAW, PASS, CHOOSE, CHALLENGE, ACCEPT, NEXT_ROUND})


def in_turn(view: PlayerView, legal: Sequence[Action]) -> list[Action]:
    """The seat's in-turn actions (empty unless it is to act)."""
    if view.to_act != view.player:
        return []
    return [a for a in legal if a.kind in IN_TURN]


def by_the_rules(rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> tuple[Action, ...]:
    """The seat's actions but the wrong cards a ``penalty wrong_card`` takes (legal, and
    listed, only because the penalty takes them): no bot plays one on purpose. All of
    them when nothing else is left."""
    if PenaltyEvent.WRONG_CARD not in rules.penalty_of:
        return legal
    kept = tuple(a for a in legal if a.kind != PLAY or rules.penalty(view, a) != PenaltyEvent.WRONG_CARD)
    return kept or legal


def first(legal: Sequence[Action], kind: str) -> Action | None:
    for a in legal:
        if a.kind == kind:
            return a
    return None


def call(legal: Sequence[Action], sizes: Sequence[int]) -> Action | None:
    """The UNO call worth making: by a player down to one card. A variant may punish a
    false call (``penalty false_uno``), so an 'uno' by a bigger hand is never a free one."""
    for a in legal:
        if a.kind == UNO and sizes[a.player] == 1:
            return a
    return None


class Bot:
    """Shared plumbing: a name, a seeded generator, and the out-of-turn default."""

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.rng = random.Random(seed)

    def pick(self, options: Sequence[Action]) -> Action:
        return options[self.rng.randrange(len(options))]

    def interrupt(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action | None:
        # Calling UNO costs nothing and saves a penalty: every bot calls it.
        return call(legal, view.hand_sizes)

    def __repr__(self) -> str:
        return f"<{self.name} bot, seed {self.seed}>"


class Uniform(Bot):
    """Uniform among the seat's legal actions when asked. Out of turn, at each chance, it
    acts half the time, uniformly among its calls, catches and jump-ins: reports are left
    to its own turns, or, open at every moment to every seat, they would never stop."""

    name = "uniform"

    def interrupt(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action | None:
        options = [a for a in legal if a.kind != REPORT]
        if not options or self.rng.random() < 0.5:
            return None
        return self.pick(options)

    def act(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action:
        if not legal:
            raise ArgumentError("a policy needs at least one legal action to choose from")
        legal = by_the_rules(rules, view, legal)
        return self.pick(legal)


class Random(Bot):
    """The usual baseline (RLCard's random agent): a random playable card, else draw.

    A card is drawn uniformly among the distinct playable cards, then its colour and
    target uniformly; a playable drawn card is played; UNO is always called; a
    challenge is made or accepted at random; it never reports, catches or jumps in.
    """

    name = "random"

    def act(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action:
        if not legal:
            raise ArgumentError("a policy needs at least one legal action to choose from")
        legal = by_the_rules(rules, view, legal)
        uno = call(legal, view.hand_sizes)
        if uno is not None:
            return uno
        mine = in_turn(view, legal)
        if not mine:
            return self.pick(legal)
        plays = [a for a in mine if a.kind == PLAY]
        if plays:
            cards = sorted({a.card for a in plays}, key=str)
            card = cards[self.rng.randrange(len(cards))]
            return self.pick([a for a in plays if a.card == card])
        for kind in (DRAW, NEXT_ROUND):
            a = first(mine, kind)
            if a is not None:
                return a
        if view.phase == Phase.STACK:
            return first(mine, ACCEPT) or self.pick(mine)
        return self.pick(mine)  # choose a colour, challenge or accept, pass


class Greedy(Bot):
    """A heuristic a person would recognise.

    Shed the costliest cards first (action cards before numbers), colourless wilds last;
    name the colour it holds most; aim a targeted card at the seat with fewest cards;
    challenge when the player of the card more likely than not held a card of the colour
    it had to follow; stack rather than draw; call UNO, catch a missed call, jump in with
    its costliest card. It never reports: a report stands for something a table saw
    (an offer, a broken pose), and a bot never sees one.
    """

    name = "greedy"

    def interrupt(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action | None:
        shout = call(legal, view.hand_sizes) or first(legal, CATCH)
        if shout is not None:
            return shout
        jumps = [a for a in legal if a.kind == PLAY]
        return self.best_play(rules, view, jumps) if jumps else None

    def act(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action:
        if not legal:
            raise ArgumentError("a policy needs at least one legal action to choose from")
        legal = by_the_rules(rules, view, legal)
        shout = call(legal, view.hand_sizes) or first(legal, CATCH)
        if shout is not None:
            return shout
        mine = in_turn(view, legal)
        if not mine:
            return self.interrupt(rules, view, legal) or self.pick(legal)
        plays = [a for a in mine if a.kind == PLAY]
        if plays:
            return self.best_play(rules, view, plays)
        nxt = first(mine, NEXT_ROUND) or first(mine, DRAW)
        if nxt is not None:
            return nxt
        chooses = [a for a in mine if a.kind == CHOOSE]
        if chooses:
            best = self.best_colour(rules, view.hand, view.side)
            return next((a for a in chooses if a.color == best), chooses[0])
        challenge, accept = first(mine, CHALLENGE), first(mine, ACCEPT)
        if challenge is not None and accept is not None:
            return challenge if guilt_odds(rules, view) > 0.5 else accept
        return accept or first(mine, PASS) or self.pick(mine)

    def best_colour(self, rules: Rules, hand: Sequence[object], side: int = 0) -> str:
        held = Counter(getattr(c, "color", None) for c in hand)
        colours = rules.colours_of(side)  # of a two-sided deck: the side up
        # Most held first; ties go to the first colour of the variant (deterministic).
        return max(colours, key=lambda col: (held[col], -colours.index(col)))

    def best_play(self, rules: Rules, view: PlayerView, plays: Sequence[Action]) -> Action:
        held = Counter(c.color for c in view.hand)
        coloured = {k.name: k.coloured for k in rules.kinds}

        def rank(a: Action) -> tuple[int, int, int]:
            card = a.card
            assert card is not None
            wild = not coloured.get(card.kind, True)
            return (0 if wild else 1, rules.points(card), held[card.color] if card.color else 0)

        card = max(plays, key=rank).card
        ways = [a for a in plays if a.card == card]
        rest = list(view.hand)
        if card in rest:
            rest.remove(card)
        colour = self.best_colour(rules, rest, view.side)
        sizes = view.hand_sizes

        def way(a: Action) -> tuple[int, int]:
            aim = -sizes[a.target] if a.target is not None else 0
            return (1 if a.color in (None, colour) else 0, aim)

        return max(ways, key=way)


def guilt_odds(rules: Rules, view: PlayerView) -> float:
    """How likely the player of the card under challenge held a card of the colour that
    was to be followed: 1 - P(none of their h cards has it), the unseen cards being dealt
    at random (a challengeable card is one that may be played only without that colour)."""
    player = view.challenge_from
    if player is None or len(view.discard_pile) < 2:
        return 0.0
    colour = view.discard_pile[-2].color or view.color
    unseen = Counter(c.flipped() for c in rules.deck) if view.side else Counter(rules.deck)  # the side up
    unseen.subtract(Counter(view.hand))
    unseen.subtract(Counter(view.discard_pile))
    total = sum(n for n in unseen.values() if n > 0)
    if total <= 0 or colour is None:
        return 0.0
    share = sum(n for c, n in unseen.items() if n > 0 and c.color == colour) / total
    return 1.0 - (1.0 - share) ** view.hand_sizes[player]
