"""What a bot believes of the other hands, from the round's public history it saw.

The discard pile is public, so a bot that keeps its own successive views knows, for
each other seat, every card it played this round (with the top card and the colour it
was played on), each time it drew rather than followed, and how many cards it was given
(the deal, its draws, the cards others made it draw). A seat's cards this round are the
ones it played plus the ones it holds; each arrived in one of its *arrivals* (the deal
or a draw) before it was played. So a guess at the hidden hand, together with a guess
at which arrival brought each played card, says what the seat held at each of its past
choices.

The model of the others (an assumption of the bot): they play as a sensible greedy
player does. At a choice the seat was seen to make, each card it would then have
preferred to what it did, had it held it, lowers a guess's weight by the factor
``slip``: a card played means it held no playable coloured card worth more points (and
a colourless card played means no playable coloured card at all); a draw, or a pass
after a draw, means no playable card. A colour named (by a wild) is the colour it then
held most, ties to the first the variant lists: a guess whose hand at that moment would
have named another is kept with the chance ``slip`` (else drawn again, a few times at
most). The named colour shows as the colour to follow after the seat's last play, and
for an earlier one as the colour of the card played on it. The weight is the product
over those choices.
Against a player who plays otherwise the beliefs are only softer: ``slip`` is never 0,
and a guess is always one the view allows (its sizes, its cards from the unseen ones).

A guess is drawn in two steps: each played card takes an arrival before its play (the
earliest play first, by the weight of the cards it was held beside), then each of the
remaining arrivals, oldest first, takes an unseen card with the chance of its count
times its weight from that arrival on. Of a two-sided deck the other players see each
held card's face down (``view.backs``, in hand order, which is arrival order): the
arrival at place *i* takes only a card with that back.

What restarts a seat's history (it then knows only the seat's size): a new round, the
discard pile turned over, the deck turned over, a change that the plays seen cannot
explain (for more than two players, plays between two of the bot's choices are not
told apart by seat: only seats that drew while nobody played are kept). During a stack
(cards to draw pending) nothing is read from a play: other cards were then playable.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, TypeVar

from unorules.engine import legality
from unorules.ir.vocab import ActionKind

if TYPE_CHECKING:
    import random

    from unorules.cards import Card
    from unorules.engine.rules import Rules
    from unorules.engine.state import Action, PlayerView

T = TypeVar("T")

# Guesses drawn at most for one hand while a colour it named argues against them.
TRIES = 12


class Seen:
    """One other seat's public history since it was last restarted (the bot's scratch)."""

    __slots__ = ("arrivals", "choices", "clock", "memo", "names", "plays")

    def __init__(self, size: int) -> None:
        self.arrivals: list[int] = [0] * size  # when each card it was given came
        self.plays: list[tuple[int, Card]] = []  # when it played, and what
        self.choices: list[tuple[int, frozenset[Card]]] = []  # when it chose, and what it would have preferred
        # when it named a colour, which, and the colours it could name (first wins a tie)
        self.names: list[tuple[int, str, tuple[str, ...]]] = []
        self.clock = 0
        self.memo: dict[int, Counter[Card]] = {}

    def tick(self) -> int:
        self.clock += 1
        return self.clock

    def choose(self, could: frozenset[Card]) -> None:
        self.choices.append((self.tick(), could))
        self.memo.clear()

    def after(self, at: int) -> Counter[Card]:
        """How many of the choices after time ``at`` each card would have changed."""
        got = self.memo.get(at)
        if got is None:
            got = self.memo[at] = Counter()
            for t, could in self.choices:
                if t > at:
                    got.update(could)
        return got


class Beliefs:
    """A bot's memory of the other seats this round and the guesses it draws from it."""

    def __init__(self, slip: float) -> None:
        self.slip = slip
        self.seen: dict[int, Seen] = {}
        self.last: tuple[PlayerView, Action] | None = None
        self.bans: dict[tuple[str, Card, str | None, Card | None, int], frozenset[Card]] = {}

    def informed(self) -> bool:
        """Has any seat's history told something (a choice seen)?"""
        return any(s.choices or s.names for s in self.seen.values())

    def remember(self, view: PlayerView, action: Action) -> None:
        self.last = (view, action)

    # --- reading the views ---------------------------------------------------------
    def observe(self, rules: Rules, view: PlayerView) -> None:
        """Read what the other seats did since this bot's last choice (see the module text)."""
        last = self.last
        me, sizes = view.player, view.hand_sizes
        if last is None or last[0].round != view.round or last[0].player != me or last[0].side != view.side:
            self.restart(sizes, me)
            return
        before, mine = last
        old = before.discard_pile
        if len(view.discard_pile) < len(old) or view.discard_pile[:len(old)] != old:
            self.restart(sizes, me)  # the pile was turned over
            return
        new = list(view.discard_pile[len(old):])
        card = mine.card if mine.kind == ActionKind.PLAY and mine.player == me else None
        if card is not None:
            if not new or new[0] != card:
                self.restart(sizes, me)
                return
            new.pop(0)
        top = card or before.top
        colour = mine.color or (card.color if card is not None else before.color)
        stack = view.pending_draw > 0 or before.pending_draw > 0
        others = [s for s in range(len(sizes)) if s != me]
        for s in others:
            if s not in self.seen:
                self.seen[s] = Seen(sizes[s])
        if new and len(others) > 1:
            self.restart(sizes, me)  # whose plays they were is not told
            return
        for s in others:
            got = sizes[s] - before.hand_sizes[s] + len(new)
            if got < 0 or len(new) > before.hand_sizes[s]:
                self.seen[s] = Seen(sizes[s])
                continue
            self.read(rules, self.seen[s], new if s == others[0] else [], got, top, colour, stack,
                      len(sizes), view.color, rules.colours_of(view.side))

    def read(self, rules: Rules, seen: Seen, plays: Sequence[Card], got: int, top: Card,
             colour: str | None, stack: bool, players: int, now: str | None = None,
             colours: tuple[str, ...] = ()) -> None:
        """One seat's plays (in order) and the number of cards it was given since; ``now``
        is the colour to follow after them, ``colours`` those a card may name."""
        k = len(plays)
        # The colour each play named, where it shows: the last one's is the colour now,
        # an earlier one's the colour of the coloured card played on it.
        named: list[str | None] = [None] * k
        for i, c in enumerate(plays):
            if c.kind in rules.needs_colour:
                named[i] = now if i == k - 1 else plays[i + 1].color
        if got >= 2 or (got == 1 and k == 0 and stack):
            # Made to draw (or a draw-until rule): when in the run is not told.
            seen.arrivals.extend([seen.tick()] * got)
            for c, name in zip(plays, named, strict=True):
                self.play(seen, c, name, colours)
            return
        # got is 0 or 1: one voluntary draw at most, before the last play (the drawn card,
        # played at once) or, with no play, followed by a pass.
        ahead = plays[:-1] if got == 1 and k else plays
        for c, name in zip(ahead, named, strict=False):
            if not stack and colour is not None:
                seen.choose(self.ban(rules, top, colour, c, players))
            self.play(seen, c, name, colours)
            top, colour = c, name or c.color
        if got == 1:
            could = self.ban(rules, top, colour, None, players) if colour is not None and not stack else None
            if could is not None:
                seen.choose(could)
            seen.arrivals.append(seen.tick())
            if k:
                self.play(seen, plays[-1], named[-1], colours)
            elif could is not None:
                seen.choose(could)  # it passed: the drawn card did not fit either

    @staticmethod
    def play(seen: Seen, card: Card, named: str | None, colours: tuple[str, ...]) -> None:
        t = seen.tick()
        seen.plays.append((t, card))
        if named is not None and named in colours:
            seen.names.append((t, named, colours))

    def ban(self, rules: Rules, top: Card, colour: str, played: Card | None, players: int) -> frozenset[Card]:
        """The cards a greedy player would have played rather than ``played`` (rather
        than drawing, for None) on ``top`` and ``colour``."""
        key = (rules.name, top, colour, played, players)
        got = self.bans.get(key)
        if got is None:
            coloured = {k.name: k.coloured for k in rules.kinds}

            def rank(c: Card) -> tuple[bool, int]:
                return (coloured.get(c.kind, True), rules.points(c))

            floor = rank(played) if played is not None else None
            got = self.bans[key] = frozenset(
                c for c in rules.cards
                if (floor is None or rank(c) > floor) and legality.playable(rules, c, top, colour, (c,), players))
        return got

    def restart(self, sizes: Sequence[int], me: int) -> None:
        self.seen = {s: Seen(n) for s, n in enumerate(sizes) if s != me}

    # --- guessing ------------------------------------------------------------------
    def guess(self, seat: int, size: int, pool: Counter[Card], rng: random.Random,
              backs: Sequence[Card | None] = ()) -> list[Card]:
        """A hand of ``size`` for ``seat`` from ``pool`` (taken out of it), drawn by the
        weights of the module text."""
        seen = self.seen.get(seat)
        if seen is None or not (seen.choices or seen.names):
            return self.draw(None, [0] * size, pool, rng, backs)
        best: tuple[float, list[Card], Counter[Card]] | None = None
        for _ in range(TRIES):
            placed = self.slots(seen, rng)
            if placed is None or len(placed[0]) != size:
                return self.draw(None, [0] * size, pool, rng, backs)
            slots, played = placed
            left = pool.copy()
            hand = self.draw(seen, slots, left, rng, backs)
            # A colour named is the colour it held most then (ties to the first listed):
            # a guess that would have named another is kept with the chance ``slip``.
            w = 1.0
            for t, colour, colours in seen.names:
                then = [c for c, at in zip(hand, slots, strict=True) if at < t]
                then += [c for at, p, c in played if at < t < p]
                held = Counter(c.color for c in then)
                if max(colours, key=lambda x: (held[x], -colours.index(x))) != colour:
                    w *= self.slip
            if best is None or w > best[0]:
                best = (w, hand, left)
            if w >= 1 or rng.random() < w:
                break
        assert best is not None
        _, hand, left = best
        pool.clear()
        pool.update(left)
        return hand

    def draw(self, seen: Seen | None, slots: Sequence[int], pool: Counter[Card], rng: random.Random,
             backs: Sequence[Card | None]) -> list[Card]:
        """Each arrival in ``slots`` takes a card of ``pool`` by its count and its weight
        from that arrival on."""
        slip = self.slip
        hand: list[Card] = []
        for i, at in enumerate(slots):
            back = backs[i] if i < len(backs) else None
            cards = [c for c, n in pool.items() if n > 0 and (back is None or c.back_face == back)]
            if not cards:
                cards = [c for c, n in pool.items() if n > 0]
            bad = seen.after(at) if seen is not None else Counter()
            weights = [pool[c] * slip ** bad[c] for c in cards]
            c = pick(cards, weights, rng)
            pool[c] -= 1
            hand.append(c)
        return hand

    def slots(self, seen: Seen, rng: random.Random) -> tuple[list[int], list[tuple[int, int, Card]]] | None:
        """The arrivals left for the held cards once each played card took one (oldest
        first), with each played card's (arrival, play), or None if the history cannot
        place them."""
        free = sorted(seen.arrivals)
        slip = self.slip
        played: list[tuple[int, int, Card]] = []
        for t, c in seen.plays:
            options = [i for i, a in enumerate(free) if a < t]
            if not options:
                return None
            later = seen.after(t - 1)[c]  # the choices from its play on, which it did not see in hand
            weights = [slip ** (seen.after(free[i])[c] - later) for i in options]
            played.append((free.pop(pick(options, weights, rng)), t, c))
        return free, played


def pick(items: Sequence[T], weights: Sequence[float], rng: random.Random) -> T:
    """One of ``items`` with the chance of its weight."""
    total = sum(weights)
    x = rng.random() * total
    for item, w in zip(items, weights, strict=True):
        x -= w
        if x < 0:
            return item
    return items[-1]
