"""``ismcts``: information-set Monte Carlo tree search (single observer) over
determinisations of the cards the bot cannot see, played by the engine itself.

Its budget is ``iterations`` deals per decision. Each deal gives the unseen cards (the
deck minus its own hand and the discard pile) to the other hands, by their sizes, as
the bot believes them (below), and the rest in random order to the draw pile, and is played
with *every* option at the root, so that options are compared in pairs on the same
hidden cards and the luck of the deal cancels out. Below each option one tree is
shared by all deals: at each node it chooses among the actions the deal allows by UCB
(counting how often each was available, as ISMCTS does) with a progressive bias
towards the rollout policy's move, adds one node, plays on with that policy for at
most ``depth`` actions, and backs up what it reaches for every seat.

Where it searches: early in a round UNO is mostly luck, moves differ little and
rollouts are long, so search there costs much and gains nothing measurable. The bot
plays its baseline (below) until some hand holds ``endgame`` cards or fewer, or a
challenge is to be answered; then it searches, and leaves the baseline only for an
option whose mean paired gain over it is ``margin`` standard errors above zero (the
best of several noisy estimates is otherwise chosen for its luck).

The baseline is the greedy bot's move, except that a challengeable card is accepted
unless the search shows a challenge pays (greedy challenges on the odds of a random
hand, and loses two cards each time against a player who does not bluff). The
rollout policy is the greedy rule read off the dealt state: the costliest coloured
card first, ties to the colour held most, wilds last, the colour held most named, the
seat with fewest cards targeted, a challenge when the odds favour it; with the chance
``epsilon`` a random card instead, so that rollouts do not all agree.

The value of a round to each seat, in [0, 1]: the game is won on points, so a seat
gains what it scored against the others' mean. A rollout cut off at ``depth`` is
valued by the same measure in expectation: each seat goes out first with a chance
that falls with its hand size, and then scores as the variant's scoring rule says; a
colourless card counts ``wild`` of a card (it can always be played). With ``match``
(two seats, the winner scoring) a round is worth instead the chance to win the game
from the scores it leaves, as :mod:`unorules.bots.match` models it: near the target
going out first counts, the points less.

What it believes of the hidden hands, all from its own views, is
:mod:`unorules.bots.beliefs`: the other seats' public history this round (what each
played, on what, when it drew rather than followed), read through a model of how they
choose (roughly as the greedy bot does, each card that model would have preferred and
a deal gives them lowering the deal's weight by the factor ``slip``). Of a two-sided
deck each dealt hand shows the backs the view shows, and the draw pile the back seen on
its top. A card under challenge is taken for a bluff only with the chance ``bluff`` (players
seldom bluff, and the other bots never do): a deal whose hand would make it one is
kept with that chance, otherwise dealt again.

Out-of-turn actions are not searched: UNO is always called and a missed call always
caught (in the rollouts as well); reports are left out (a bot sees no offence to
report).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import attrs

from unorules.bots.beliefs import Beliefs
from unorules.bots.match import game_odds
from unorules.bots.simple import (
    ACCEPT,
    CATCH,
    CHALLENGE,
    CHOOSE,
    DRAW,
    IN_TURN,
    PASS,
    PLAY,
    Greedy,
    by_the_rules,
    call,
    first,
    in_turn,
)
from unorules.cards import Card
from unorules.engine.state import Action, GameState, PendingChallenge, shown, state_of
from unorules.errors import ArgumentError, UnorulesError

if TYPE_CHECKING:
    from unorules.engine.rules import Rules
    from unorules.engine.state import PlayerView

class Node:
    """Statistics of one action in the shared tree (mutable: it is the search's scratch)."""

    __slots__ = ("avail", "bias", "children", "player", "visits", "wins")

    def __init__(self, player: int, bias: float) -> None:
        self.player = player  # the seat whose action led here
        self.visits = 0
        self.wins = 0.0
        self.avail = 0
        self.bias = bias  # the rollout policy's liking for this action, in [0, 1]
        self.children: dict[Action, Node] = {}


# A search budget beyond this would take hours a decision: refused, not run without bound.
MAX_ITERATIONS = 1_000_000
# A rollout longer than any real round (they end in hundreds of actions, the longest seen in
# thousands) only multiplies the cost of every iteration: refused like the budget.
MAX_DEPTH = 10_000


class Ismcts(Greedy):
    """ISMCTS with a budget of ``iterations`` determinisations per decision; each
    rollout stops after ``depth`` actions and is valued by the hands left."""

    name = "ismcts"

    def __init__(self, seed: int = 0, iterations: int = 20, depth: int = 24,
                 exploration: float = 0.7, bias: float = 0.1, epsilon: float = 0.1,
                 bluff: float = 0.02, margin: float = 1.5, endgame: int = 4, wild: float = 0.5,
                 slip: float = 0.1, match: bool = False) -> None:
        super().__init__(seed)
        if not isinstance(iterations, int) or isinstance(iterations, bool) or not 1 <= iterations <= MAX_ITERATIONS:
            raise ArgumentError(f"ismcts needs at least one iteration per decision, and at most "
                                f"{MAX_ITERATIONS:,}, not {shown(iterations)}")
        if not isinstance(depth, int) or isinstance(depth, bool) or not 0 <= depth <= MAX_DEPTH:
            raise ArgumentError(f"ismcts's rollout depth is a number of actions from 0 to {MAX_DEPTH:,}, "
                                f"not {shown(depth)}")
        for what, value in (("exploration", exploration), ("bias", bias), ("margin", margin)):
            if not isinstance(value, (int, float)) or isinstance(value, bool) or value < 0:
                raise ArgumentError(f"ismcts's {what} is a number of at least 0, not {value!r}")
        if not isinstance(slip, (int, float)) or isinstance(slip, bool) or not 0 < slip <= 1:
            raise ArgumentError(f"ismcts's slip is a weight above 0 and at most 1, not {slip!r}")
        if not isinstance(match, bool):
            raise ArgumentError(f"ismcts's match is True or False (value a round by the chance to win the game), "
                             f"not {match!r}")
        for what, value in (("epsilon", epsilon), ("bluff", bluff)):
            if not isinstance(value, (int, float)) or isinstance(value, bool) or not 0 <= value <= 1:
                raise ArgumentError(f"ismcts's {what} is a chance between 0 and 1, not {value!r}")
        self.iterations = iterations
        self.depth = depth
        self.exploration = float(exploration)
        self.bias = float(bias)
        self.epsilon = float(epsilon)
        self.bluff = float(bluff)
        self.margin = float(margin)
        self.wild = float(wild)
        self.endgame = endgame
        self.templates: dict[tuple[str, int], dict[str, Any]] = {}
        self.tables: dict[str, tuple[dict[str, bool], dict[Card, int]]] = {}
        self.match = match
        self.means: dict[str, float] = {}
        # What this bot saw and did at its last decision, and what it learnt of the
        # other hands: a player's memory of the table, all of it from its own views.
        self.beliefs = Beliefs(slip)

    def act(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action:
        if not legal:
            raise ArgumentError("a policy needs at least one legal action to choose from")
        legal = by_the_rules(rules, view, legal)
        shout = call(legal, view.hand_sizes) or first(legal, CATCH)
        if shout is not None:
            return shout
        self.beliefs.observe(rules, view)
        # With a seat known to lack some cards, the colour a wild names matters: weigh them all.
        options = prune(rules, view.hand, view.hand_sizes, in_turn(view, legal),
                        colours=self.beliefs.informed())
        if len(options) <= 1:
            chosen = options[0] if options else Greedy.act(self, rules, view, legal)
        else:
            base = self.baseline(rules, view, legal, options)
            # A challenge is searched whenever it comes (rare, and costly to misjudge).
            if min(view.hand_sizes) > self.endgame and not any(a.kind == CHALLENGE for a in options):
                chosen = base
            else:
                chosen = self.search(rules, view, options, base)
        self.beliefs.remember(view, chosen)
        return chosen

    # --- search -----------------------------------------------------------------------
    def baseline(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...],
                 options: list[Action]) -> Action:
        """The greedy bot's move among the options, but a challengeable card is accepted
        (the search must show that a challenge pays). Leaving on top a card the next seat
        could not follow, or naming its missing colour, was tried and measured worse
        than greedy's own choice (46.6% of rounds against greedy, 800 rounds)."""
        accept = first(options, ACCEPT)
        if accept is not None and first(options, CHALLENGE) is not None:
            return accept  # players seldom bluff
        g = Greedy.act(self, rules, view, legal)
        return next((a for a in options if a == g), None) or next(
            (a for a in options if a.kind == g.kind and a.card == g.card), options[0])

    def search(self, rules: Rules, view: PlayerView, options: list[Action], liked: Action) -> Action:
        """Every root option meets every deal (a paired comparison, so that the luck of
        the deal cancels out), each with its own tree below it; the option whose mean
        gain over the rollout policy's own choice is largest, and more than ``margin``
        standard errors above zero, is played; otherwise that choice is."""
        me = view.player
        prepared = self.prepare(rules, view)
        trees = {a: Node(me, 1.0 if a == liked else 0.0) for a in options}
        values: dict[Action, list[float]] = {a: [] for a in options}
        for _ in range(self.iterations):
            deal = self.determinise(rules, view, prepared)
            for a in options:
                values[a].append(self.descend(rules, trees[a], rules.apply(deal, a), deal)[me])
        return self.choose(values, liked)

    def choose(self, values: dict[Action, list[float]], base: Action) -> Action:
        best, best_gain = base, 0.0
        ref = values[base]
        n = len(ref)
        if n < 2:
            return max(values, key=lambda a: sum(values[a]))
        for a, vals in values.items():
            if a == base:
                continue
            diffs = [x - y for x, y in zip(vals, ref, strict=True)]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean - self.margin * math.sqrt(var / n) > 0 and mean > best_gain:
                best, best_gain = a, mean
        return best

    def descend(self, rules: Rules, node: Node, state: GameState, start: GameState) -> list[float]:
        """One ISMCTS iteration below a root option (``node``, ``state`` just after it):
        select by UCB among the actions this deal allows, expand one, roll out, back the
        values up; returns them."""
        rng = self.rng
        path = [node]
        c, b = self.exploration, self.bias
        while not state.round_over:
            state, acts = self.moves(rules, state)
            if not acts:
                break
            kids = node.children
            for a in acts:
                child = kids.get(a)
                if child is not None:
                    child.avail += 1
            untried = [a for a in acts if a not in kids]
            if untried:
                liked = self.rollout_move(rules, state, acts, explore=False)
                a = liked if liked in untried else untried[rng.randrange(len(untried))]
                child = kids[a] = Node(state.to_act, 1.0 if a == liked else 0.0)
                child.avail = 1
                path.append(child)
                state = rules.apply(state, a)
                break
            best = acts[0]
            best_score = -1.0
            for x in acts:
                k = kids[x]
                n = k.visits
                score = k.wins / n + c * math.sqrt(math.log(k.avail) / n) + b * k.bias / (n + 1)
                if score > best_score:
                    best, best_score = x, score
            node = kids[best]
            path.append(node)
            state = rules.apply(state, best)
        value = self.rollout(rules, state, start)
        for n_ in path:
            n_.visits += 1
            n_.wins += value[n_.player]
        return value

    def moves(self, rules: Rules, state: GameState, prune_: bool = True) -> tuple[GameState, list[Action]]:
        """Call UNO for a seat that may, then the seat to act's in-turn actions (pruned
        as at the root, unless ``prune_`` is false: the rollout policy picks its own way)."""
        while True:
            legal = rules.legal_actions(state)
            uno = call(legal, state.hand_sizes)
            if uno is None:
                break
            state = rules.apply(state, uno)
        to = state.to_act
        acts = [a for a in legal if a.player == to and a.kind in IN_TURN]
        return state, prune(rules, state.hands[to], state.hand_sizes, acts) if prune_ else acts

    def rollout(self, rules: Rules, state: GameState, start: GameState) -> list[float]:
        """Play on with the rollout policy for at most ``depth`` actions and value the end."""
        for _ in range(self.depth):
            if state.round_over:
                break
            state, acts = self.moves(rules, state, prune_=False)
            if not acts:
                break
            state = rules.apply(state, self.rollout_move(rules, state, acts, explore=True))
        return self.value(rules, state, start)

    def rollout_move(self, rules: Rules, state: GameState, acts: list[Action], explore: bool) -> Action:
        """The greedy rule on the dealt state (see the module text)."""
        if len(acts) == 1:
            return acts[0]
        coloured, points = self.table(rules)
        hand = state.hands[state.to_act]
        plays = [a for a in acts if a.kind == PLAY]
        if plays:
            if explore and self.epsilon and self.rng.random() < self.epsilon:
                card = plays[self.rng.randrange(len(plays))].card
            else:
                held = Counter(c.color for c in hand)
                best = max(plays, key=lambda a: (coloured[a.card.kind], points[a.card], held[a.card.color])
                           if a.card else (False, 0, 0))
                card = best.card
            ways = [a for a in plays if a.card == card]
            if len(ways) == 1:
                return ways[0]
            held = Counter(c.color for c in hand if c is not card)
            sizes = state.hand_sizes
            return max(ways, key=lambda a: (held[a.color] if a.color else 0,
                                            -sizes[a.target] if a.target is not None else 0))
        chooses = [a for a in acts if a.kind == CHOOSE]
        if chooses:
            held = Counter(c.color for c in hand)
            return max(chooses, key=lambda a: held[a.color])
        challenge = first(acts, CHALLENGE)
        if challenge is not None and state.challenge is not None:
            # As the greedy bot judges it: a player with h cards held the colour to follow
            # with odds 1 - (1 - 1/colours)^h; challenge when that is more likely than not.
            cards = len(state.hands[state.challenge.player])
            if 1 - (1 - 1 / len(rules.colours)) ** cards > 0.5:
                return challenge
        return first(acts, DRAW) or first(acts, ACCEPT) or first(acts, PASS) or acts[0]

    def table(self, rules: Rules) -> tuple[dict[str, bool], dict[Card, int]]:
        got = self.tables.get(rules.name)
        if got is None:
            got = self.tables[rules.name] = ({k.name: k.coloured for k in rules.kinds},
                                             {c: rules.points(c) for c in rules.cards})
        return got

    def value(self, rules: Rules, end: GameState, start: GameState) -> list[float]:
        """What the round is worth to each seat, in [0, 1] (see the module text)."""
        n = end.players
        if self.match and n == 2 and rules.scorer.winner_scores and rules.ender.by_points:
            return self.match_value(rules, end)
        if end.round_over:
            sign = -1 if rules.scorer.lower_wins else 1
            gain = [float(sign * (end.scores[s] - start.scores[s])) for s in range(n)]
        else:
            gain = [0.0] * n
            for chance, gains in self.outs(rules, end):
                for s, g in enumerate(gains):
                    gain[s] += chance * g
        total = sum(gain)
        return [0.5 + 0.5 * math.tanh((g - (total - g) / (n - 1)) / 80) for g in gain]

    def outs(self, rules: Rules, end: GameState) -> list[tuple[float, list[float]]]:
        """Of a round cut off: per seat, the chance it goes out first (falling with its
        hand size, a colourless card ``wild`` of a card) and what each seat then gains."""
        coloured, points = self.table(rules)
        w = self.wild
        held = [sum(points[c] if coloured[c.kind] else w * points[c] for c in h) for h in end.hands]
        odds = [math.exp(-0.5 * sum(1 if coloured[c.kind] else w for c in h)) for h in end.hands]
        z = sum(odds)
        return [(odds[out] / z, gains_if_out(rules, out, held)) for out in range(end.players)]

    def match_value(self, rules: Rules, end: GameState) -> list[float]:
        """Two seats, the winner scoring: each seat's chance to win the game from the
        scores the round leaves (expected over who goes out, if it was cut off)."""
        target, mean = rules.target, self.round_points(rules)
        scores = end.scores
        if end.round_over:
            p = game_odds(target - scores[0], target - scores[1], mean)
        else:
            p = sum(chance * game_odds(target - scores[0] - g[0], target - scores[1] - g[1], mean)
                    for chance, g in self.outs(rules, end))
        return [p, 1 - p]

    def round_points(self, rules: Rules) -> float:
        """The points a won round brings on average, as the match value assumes: the
        cards of half a dealt hand (the loser's hand is about that at the end)."""
        got = self.means.get(rules.name)
        if got is None:
            deck = rules.deck
            got = self.means[rules.name] = max(1.0, rules.hand_size / 2 * sum(map(rules.points, deck)) / len(deck))
        return got

    # --- determinisation ----------------------------------------------------------
    def template(self, rules: Rules, players: int) -> dict[str, Any]:
        key = (rules.name, players)
        got = self.templates.get(key)
        if got is None:
            state = rules.new_game(players=players, seed=0)
            view = rules.view(state, 0)
            shared = {f.name for f in attrs.fields(type(state)) if f.init} & {
                f.name for f in attrs.fields(type(view))}
            got = self.templates[key] = {"fields": dict(state.__dict__), "shared": tuple(sorted(shared))}
        return got

    def prepare(self, rules: Rules, view: PlayerView) -> tuple[dict[str, Any], list[Card], int]:
        """What every deal of this decision shares: the state's fields the view gives,
        the unseen cards (shuffled once), and how many of them a deal must shuffle."""
        # Of a two-sided deck, every card lies with the view's side up.
        unseen = Counter(c.flipped() for c in rules.deck) if view.side else Counter(rules.deck)
        unseen.subtract(view.hand)
        unseen.subtract(view.discard_pile)
        pool = [c for c in rules.cards for _ in range(max(0, unseen[c]))]
        self.rng.shuffle(pool)
        t = self.template(rules, len(view.hand_sizes))
        fields = dict(t["fields"])
        for name in t["shared"]:
            fields[name] = getattr(view, name)
        fields["challenge"] = None
        hidden = sum(view.hand_sizes) - len(view.hand)
        # The hidden hands and the cards a rollout may draw are shuffled afresh at each
        # deal (a partial Fisher-Yates); the rest of the pile keeps the decision's shuffle.
        return fields, pool, min(len(pool), hidden + 4 * self.depth + 8)

    def determinise(self, rules: Rules, view: PlayerView,
                    prepared: tuple[dict[str, Any], list[Card], int] | None = None) -> GameState:
        """One full state consistent with the view and the bot's memory, the unseen
        cards dealt at random (``prepared``: see :meth:`prepare`)."""
        if prepared is None:
            prepared = self.prepare(rules, view)
        state = self.deal(rules, view, prepared)
        if view.challenge_from is not None:
            for _ in range(40):  # a bluff is kept with the chance ``bluff``, else dealt again
                challenge = state.challenge
                if challenge is None or not challenge.guilty or self.rng.random() < self.bluff:
                    break
                state = self.deal(rules, view, prepared)
        return state

    def deal(self, rules: Rules, view: PlayerView, prepared: tuple[dict[str, Any], list[Card], int]) -> GameState:
        base, shuffled, k = prepared
        rng = self.rng
        rnd = rng.random
        left = Counter(shuffled)
        hands: list[tuple[Card, ...]] = [()] * len(view.hand_sizes)
        hands[view.player] = tuple(view.hand)
        for seat, size in enumerate(view.hand_sizes):
            if seat != view.player:
                backs = view.backs[seat] if view.backs else ()
                hands[seat] = tuple(self.beliefs.guess(seat, size, left, rng, backs))
        pool = []  # the cards no hand took, in the decision's shuffled order
        for c in shuffled:
            if left[c] > 0:
                left[c] -= 1
                pool.append(c)
        m = len(pool)
        for i in range(min(k, m)):
            j = i + int(rnd() * (m - i))
            pool[i], pool[j] = pool[j], pool[i]
        if view.draw_pile_back is not None and pool and pool[0].back_face != view.draw_pile_back:
            j = next((i for i, c in enumerate(pool) if c.back_face == view.draw_pile_back), 0)
            pool[0], pool[j] = pool[j], pool[0]
        fields = dict(base)
        fields["hands"] = tuple(hands)
        if view.picks:  # an effect waits for picks: another seat's are cards of its dealt hand
            fields["picked"] = tuple(tuple(row) if seat == view.player else tuple(rng.sample(hands[seat], len(row)))
                                     for seat, row in enumerate(view.picks))
        fields["draw_pile"] = tuple(pool)
        fields["rng"] = self.rng.getrandbits(62)
        state = state_of(fields)
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
        colour = (under.color if under is not None and under.color
                  else self.rng.choice(rules.colours_of(state.side)))
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


def gains_if_out(rules: Rules, winner: int, held: Sequence[float]) -> list[float]:
    """What each seat's score would gain (lower is better under penalty scoring: then
    negated) if ``winner`` went out now, the others holding ``held`` points."""
    # The scoring's own gains, the hand of the seat going out counted as empty (as it will be).
    sc = rules.scorer
    gains = sc.gains(winner, [0.0 if s == winner else h for s, h in enumerate(held)], len(held))
    return [-float(g) if sc.lower_wins else float(g) for g in gains]


def prune(rules: Rules, hand: Sequence[Card], sizes: Sequence[int], acts: list[Action],
          colours: bool = False) -> list[Action]:
    """One way to play each card: the colour its player holds most after it (unless
    ``colours``: then every colour stays), and the seat with the fewest cards as its
    target (the search spends its budget on which card)."""
    if not any((a.color is not None and not colours) or a.target is not None
               for a in acts if a.kind == PLAY):
        return acts
    if colours:
        keep: dict[tuple[Card | None, str | None], Action] = {}
        for a in acts:
            slot = (a.card, a.color)
            got = keep.get(slot)
            if got is None or (a.target is not None and got.target is not None
                               and sizes[a.target] < sizes[got.target]):
                keep[slot] = a
        return [a for a in acts if a.kind != PLAY] + [a for a in keep.values() if a.kind == PLAY]
    held = Counter(c.color for c in hand)
    out: list[Action] = []
    best: dict[Card, Action] = {}
    for a in acts:
        if a.kind != PLAY or a.card is None:
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
