"""``ismcts``: information-set Monte Carlo tree search (single observer) over
determinisations of the cards the bot cannot see, played by the engine itself.

An iteration deals the unseen cards (the deck minus its own hand minus the discard
pile) at random into the other hands, by their sizes, and the draw pile, and gives
that same deal to every option at the root, so options are compared in pairs, on the
same hidden cards. Below each option one tree is shared by all deals: it chooses among
the actions a deal allows by UCB (counting how often each was available, as ISMCTS
does), adds a node, plays the round on with the greedy bot's moves, and backs up what
the round is worth to every seat (points won, as the game is won on points).

Where it searches: UNO is mostly luck early in a round, where moves differ little and
rollouts are long, so a small budget only adds noise there (measured: no gain over
greedy). The bot therefore plays its baseline move until some hand holds ``endgame``
cards or fewer, then searches, and leaves the baseline only for an option whose
paired gain is ``margin`` standard errors above zero (with several options, the best
of noisy estimates is otherwise chosen for its luck). The baseline is the greedy move,
turned against what the bot remembers: a seat seen drawing rather than following
lacks that colour, so the deals give it none, and the baseline keeps that colour
active for it when a play can. Reports are left out (a bot sees
no offence to report); UNO is always called and a missed call always caught.
"""

from __future__ import annotations

import math
import random
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import attrs

from unorules.bots.simple import IN_TURN, Greedy, first, in_turn
from unorules.cards import Card
from unorules.engine.state import Action, GameState, PendingChallenge
from unorules.errors import UnorulesError

if TYPE_CHECKING:
    from unorules.engine.rules import Rules
    from unorules.engine.state import PlayerView


class Node:
    """Statistics of one action in the shared tree (mutable: it is the search's scratch)."""

    __slots__ = ("avail", "children", "player", "visits", "wins")

    def __init__(self, player: int) -> None:
        self.player = player  # the seat whose action led here
        self.visits = 0
        self.wins = 0.0
        self.avail = 0
        self.children: dict[Action, Node] = {}


def ucb(c: Node) -> float:
    return c.wins / c.visits + 0.7 * math.sqrt(math.log(c.avail) / c.visits)


class Ismcts(Greedy):
    """ISMCTS with a budget of ``iterations`` deals per decision; rollouts stop after
    ``rollout_cap`` actions and then score the hands left (fewer points and cards, better)."""

    name = "ismcts"

    def __init__(self, seed: int = 0, iterations: int = 40, rollout_cap: int = 200,
                 margin: float = 1.5, endgame: int = 3) -> None:
        super().__init__(seed)
        if not isinstance(iterations, int) or iterations < 1:
            raise ValueError(f"ismcts needs at least one iteration, not {iterations!r}")
        if not isinstance(rollout_cap, int) or rollout_cap < 1:
            raise ValueError(f"ismcts needs a rollout cap of at least one action, not {rollout_cap!r}")
        if not isinstance(endgame, int) or endgame < 0:
            raise ValueError(f"ismcts's endgame is a number of cards, not {endgame!r}")
        self.iterations = iterations
        self.margin = margin
        self.endgame = endgame
        self.rollout_cap = rollout_cap
        self.templates: dict[tuple[str, int], GameState] = {}
        self.kinds: dict[str, dict[str, bool]] = {}
        # What this bot saw and did at its last decision, and the seats it saw unable to
        # follow (seat -> active colour, top face, hand size then): a player's memory of
        # the table, all of it from its own views.
        self.last: tuple[PlayerView, Action] | None = None
        self.voids: dict[int, tuple[str | None, str, int]] = {}

    def act(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action:
        if not legal:
            raise ValueError("a policy needs at least one legal action to choose from")
        call = first(legal, "uno") or first(legal, "catch")
        if call is not None:
            return call
        self.observe(view)
        # With a seat known to lack a colour, the colour a wild names matters: weigh them all.
        options = prune(rules, view.hand, view.hand_sizes, in_turn(view, legal), colours=bool(self.voids))
        if len(options) <= 1:
            chosen = options[0] if options else super().act(rules, view, legal)
            self.last = (view, chosen)
            return chosen
        base = self.baseline(rules, view, legal, options)
        if min(view.hand_sizes) > self.endgame:
            self.last = (view, base)
            return base
        root = Node(view.player)
        values: dict[Action, list[float]] = {a: [] for a in options}
        for _ in range(self.iterations):
            det = self.determinise(rules, view)
            for a in options:  # every option meets the same hidden cards: a paired comparison
                child = root.children.get(a)
                if child is None:
                    child = root.children[a] = Node(view.player)
                reward = self.descend(rules, child, rules.apply(det, a), det)
                values[a].append(reward[view.player])
        chosen = self.choose(values, base)
        self.last = (view, chosen)
        return chosen

    def observe(self, view: PlayerView) -> None:
        """Remember which seats showed they could not follow: between two of this bot's
        decisions nothing was played but one other seat grew by exactly one card, so it
        drew rather than play (as the bots do only when they cannot), and held nothing
        of the active colour, of the top card's face, or without colour. Forgotten when
        that seat gets more cards (new cards may follow) or the round ends."""
        last = self.last
        voids = self.voids
        for seat in list(voids):
            if view.hand_sizes[seat] > voids[seat][2]:
                del voids[seat]
        if last is None or last[0].round != view.round or last[0].player != view.player:
            if last is None or last[0].round != view.round:
                voids.clear()
            return
        before, mine = last
        played = 1 if mine.kind == "play" and mine.player == view.player else 0
        if len(view.discard_pile) != len(before.discard_pile) + played:
            return  # someone played (or the pile was turned over): nothing to learn
        grew = [s for s in range(len(view.hand_sizes)) if s != view.player
                and view.hand_sizes[s] != before.hand_sizes[s]]
        if len(grew) == 1 and view.hand_sizes[grew[0]] == before.hand_sizes[grew[0]] + 1:
            voids[grew[0]] = (view.color, view.top.kind, view.hand_sizes[grew[0]])

    def baseline(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...],
                 options: list[Action]) -> Action:
        """The greedy bot's move among the options, turned against what the bot saw: when
        the next seat could not follow a colour, leave that colour active if a play can
        (the costliest such card; a wild names it). Kept unless the search finds better."""
        g = Greedy.act(self, rules, view, legal)
        base = next((a for a in options if a == g), None) or next(
            (a for a in options if a.kind == g.kind and a.card == g.card), options[0])
        nxt = (view.player + view.direction) % len(view.hand_sizes)
        void = self.voids.get(nxt)
        if base.kind != "play" or void is None or void[0] is None:
            return base
        lacking = void[0]
        coloured = [a for a in options if a.kind == "play" and a.card is not None
                    and a.card.color == lacking]
        if coloured:
            return max(coloured, key=lambda a: rules.points(a.card) if a.card is not None else 0)
        named = [a for a in options if a.kind == "play" and a.card == base.card and a.color == lacking]
        return named[0] if named else base

    def choose(self, values: dict[Action, list[float]], base: Action) -> Action:
        """The option whose paired gain over the baseline is largest and more than one
        standard error above zero (the search must show it is better, not just lucky)."""
        best, best_gain = base, 0.0
        ref = values[base]
        n = len(ref)
        for a, vals in values.items():
            if a == base or n < 2:
                continue
            diffs = [x - y for x, y in zip(vals, ref, strict=True)]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean - self.margin * math.sqrt(var / n) > 0 and mean > best_gain:
                best, best_gain = a, mean
        return best

    # --- determinisation ----------------------------------------------------------
    def template(self, rules: Rules, players: int) -> GameState:
        key = (rules.name, players)
        got = self.templates.get(key)
        if got is None:
            got = self.templates[key] = rules.new_game(players=players, seed=0)
        return got

    def determinise(self, rules: Rules, view: PlayerView) -> GameState:
        """One full state consistent with the view, the unseen cards dealt at random."""
        rng = self.rng
        unseen = Counter(rules.deck)
        unseen.subtract(view.hand)
        unseen.subtract(view.discard_pile)
        pool = [c for c in rules.cards for _ in range(max(0, unseen[c]))]
        rng.shuffle(pool)
        hands: list[tuple[Any, ...]] = [()] * len(view.hand_sizes)
        hands[view.player] = tuple(view.hand)
        for seat, (colour, face, _) in self.voids.items():
            # A seat seen unable to follow gets cards it could not have followed with.
            size = view.hand_sizes[seat]
            fits = [i for i, c in enumerate(pool)
                    if c.color is not None and c.color != colour and c.kind != face]
            if len(fits) >= size:
                taken = set(fits[:size])
                hands[seat] = tuple(pool[i] for i in fits[:size])
                pool = [c for i, c in enumerate(pool) if i not in taken]
        at = 0
        for seat, size in enumerate(view.hand_sizes):
            if seat != view.player and (seat not in self.voids or len(hands[seat]) != size):
                hands[seat] = tuple(pool[at:at + size])
                at += size
        template = self.template(rules, len(view.hand_sizes))
        shared = {f.name for f in attrs.fields(type(template)) if f.init} & {
            f.name for f in attrs.fields(type(view))}
        fields: dict[str, Any] = {name: getattr(view, name) for name in shared}
        fields.update(hands=tuple(hands), draw_pile=tuple(pool[at:]), challenge=None,
                      rng=rng.getrandbits(62))
        state = attrs.evolve(template, **fields)
        if view.challenge_from is not None:
            state = attrs.evolve(state, challenge=PendingChallenge(
                view.challenge_from, view.top.kind, self.guilty(rules, state, view.challenge_from)))
        return state

    def guilty(self, rules: Rules, state: GameState, player: int) -> bool:
        """Would the engine find the challenged play a bluff with this dealt hand? Play
        the card again from the state just before it (its colour then taken from the card
        under it, or guessed) and read the engine's verdict."""
        top = state.discard_pile[-1]
        under = state.discard_pile[-2] if len(state.discard_pile) > 1 else None
        colour = under.color if under is not None and under.color else self.rng.choice(rules.colours)
        hands = list(state.hands)
        hands[player] = (*hands[player], top)
        before = attrs.evolve(state, hands=tuple(hands), discard_pile=state.discard_pile[:-1],
                              color=colour, phase="turn", to_act=player, pending_draw=0,
                              uno_at_risk=None, drawn=None)
        named = state.color if top.kind in rules.needs_colour else None
        try:
            after = rules.apply(before, Action("play", player, top, named))
        except (UnorulesError, ValueError):
            return self.rng.random() < 0.5
        return bool(after.challenge is not None and after.challenge.guilty)

    # --- search -------------------------------------------------------------------
    def moves(self, rules: Rules, state: GameState) -> tuple[GameState, list[Action]]:
        """Call UNO for a seat that may, then the to-act seat's in-turn actions."""
        while True:
            legal = rules.legal_actions(state)
            call = first(legal, "uno")
            if call is None:
                break
            state = rules.apply(state, call)
        to = state.to_act
        acts = [a for a in legal if a.player == to and a.kind in IN_TURN]
        return state, prune(rules, state.hands[to], state.hand_sizes, acts)

    def descend(self, rules: Rules, node: Node, state: GameState, start: GameState) -> list[float]:
        """One ISMCTS iteration below a root option: select by UCB among the actions this
        determinisation allows, expand one, roll out, back the reward up; returns it."""
        path = [node]
        rng = self.rng
        while not state.round_over:
            state, acts = self.moves(rules, state)
            if not acts:
                break
            untried = [a for a in acts if a not in node.children]
            for a in acts:
                child = node.children.get(a)
                if child is not None:
                    child.avail += 1
            if untried:
                a = untried[rng.randrange(len(untried))]
                child = node.children[a] = Node(state.to_act)
                child.avail = 1
                state = rules.apply(state, a)
                path.append(child)
                break
            kids = node.children
            a = max(acts, key=lambda x: ucb(kids[x]))
            node = node.children[a]
            path.append(node)
            state = rules.apply(state, a)
        reward = self.rollout(rules, state, rng, start)
        for n in path:
            n.visits += 1
            n.wins += reward[n.player]
        return reward

    def rollout(self, rules: Rules, state: GameState, rng: random.Random, start: GameState) -> list[float]:
        """Play on with the quick greedy moves and value the end."""
        for _ in range(self.rollout_cap):
            if state.round_over:
                break
            state, acts = self.moves(rules, state)
            if not acts:
                break
            state = rules.apply(state, self.quick(rules, state, acts))
        return self.value(rules, state, start)

    def quick(self, rules: Rules, state: GameState, acts: list[Action]) -> Action:
        """The rollout move: the greedy bot's choice, cut down to be cheap (the costliest
        coloured card first, wilds last; draw otherwise; name the colour held most;
        challenge as greedy does; stack when possible)."""
        plays = [a for a in acts if a.kind == "play"]
        if plays:
            coloured = self.coloured(rules)
            return max(plays, key=lambda a: (a.card is not None and coloured[a.card.kind],
                                             a.card is not None and rules.points(a.card)))
        if len(acts) == 1:
            return acts[0]
        chooses = [a for a in acts if a.kind == "choose"]
        if chooses:
            held = Counter(c.color for c in state.hands[state.to_act])
            return max(chooses, key=lambda a: held[a.color])
        challenge = first(acts, "challenge")
        if challenge is not None and state.challenge is not None:
            # As the greedy bot judges it: a player with h cards held the colour to follow
            # with odds 1 - (1 - 1/colours)^h; challenge when that is more likely than not.
            cards = len(state.hands[state.challenge.player])
            if 1 - (1 - 1 / len(rules.colours)) ** cards > 0.5:
                return challenge
        return first(acts, "draw") or first(acts, "accept") or first(acts, "pass") or acts[0]

    def coloured(self, rules: Rules) -> dict[str, bool]:
        got = self.kinds.get(rules.name)
        if got is None:
            got = self.kinds[rules.name] = {k.name: k.coloured for k in rules.kinds}
        return got

    def value(self, rules: Rules, end: GameState, start: GameState) -> list[float]:
        """What the round is worth to each seat, in [0, 1]: the game is won on points,
        so a seat gains what it scored (or, unfinished, the points it no longer holds)
        against the others' mean; under penalty scoring (lowest wins) points count against."""
        n = end.players
        if end.round_over:
            sign = -1 if rules.scoring == "penalty" else 1
            gain = [sign * (end.scores[s] - start.scores[s]) for s in range(n)]
        else:
            gain = [-rules.hand_points(h) - 10 * len(h) for h in end.hands]
        total = sum(gain)
        return [0.5 + 0.5 * math.tanh((g - (total - g) / (n - 1)) / 60) for g in gain]


def prune(rules: Rules, hand: Sequence[Card], sizes: Sequence[int], acts: list[Action],
          colours: bool = False) -> list[Action]:
    """One way to play each card: the colour its player holds most after it (unless
    ``colours``: then every colour stays), and the seat with the fewest cards as its
    target (the search spends its budget on which card)."""
    if not any((a.color is not None and not colours) or a.target is not None
               for a in acts if a.kind == "play"):
        return acts
    if colours:
        keep: dict[tuple[Card | None, str | None], Action] = {}
        for a in acts:
            slot = (a.card, a.color)
            got = keep.get(slot)
            if got is None or (a.target is not None and got.target is not None
                               and sizes[a.target] < sizes[got.target]):
                keep[slot] = a
        return [a for a in acts if a.kind != "play"] + [a for a in keep.values() if a.kind == "play"]
    held = Counter(c.color for c in hand)
    out: list[Action] = []
    best: dict[Card, Action] = {}
    for a in acts:
        if a.kind != "play" or a.card is None:
            out.append(a)
            continue
        key = (held[a.color] - (a.card.color == a.color), -sizes[a.target] if a.target is not None else 0)
        got = best.get(a.card)
        if got is None:
            best[a.card] = a
            out.append(a)
        else:
            old = (held[got.color] - (got.card is not None and got.card.color == got.color),
                   -sizes[got.target] if got.target is not None else 0)
            if key > old:
                best[a.card] = a
                out[out.index(got)] = a
    return out
