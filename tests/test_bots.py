"""The bots: every bundled variant, every action kind, only the view, seeded."""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

import attrs
import pytest
from positions import complete
from tiers import rotated, variants

import unorules
from unorules import Action, GameState, IllegalAction, PlayerView
from unorules.bots import NAMES, Policy, make
from unorules.bots.ismcts import Ismcts
from unorules.bots.simple import Greedy
from unorules.engine.state import PendingChallenge
from unorules.sim import simulate

VARIANTS = unorules.variants()


@pytest.mark.parametrize(("bot", "name"), rotated(VARIANTS, ["uniform", "random", "greedy"]))
def test_simple_bots_play_whole_games_of_every_variant(name: str, bot: str) -> None:
    rules = unorules.load(name)
    players = min(max(3, rules.min_players), rules.max_players)
    # A game to 1000 points (No Mercy) takes about twice the actions of one to 500.
    cap = 6000 * max(1, rules.target // 500)
    # Uniform play runs most games to the cap (half of this file's time at 12 games): six
    # show every event twelve did that the other two bots' games of the variant do not
    # (passes, the missed UNO's penalty, Minion's and Turkish's reports), in every variant.
    games = 6 if bot == "uniform" else 12
    report = simulate(rules, players=players, games=games, seed=5, policies=bot, max_actions=cap)
    # The driver raises IllegalAction on any illegal choice; every game ended or hit the cap.
    assert report.tally.games == games
    assert sum(n for _, n in report.tally.events) >= games
    if bot != "uniform":
        # Uniform play may drag a round past any cap (it draws as readily as it plays,
        # and a Wild Draw Ten adds faster than it sheds); the other bots finish.
        assert report.tally.rounds > 0
        assert report.tally.abandoned == 0


@pytest.mark.parametrize("name", variants(VARIANTS))
def test_ismcts_plays_every_variant(name: str) -> None:
    rules = unorules.load(name)
    # A small budget, and search from the first move (endgame above any hand).
    players = max(2, rules.min_players)
    report = simulate(rules, players=players, games=1, seed=2,
                      policies=("ismcts:3",) + ("greedy",) * (players - 1), max_actions=4000)
    assert report.tally.games == 1


# Where each event looked for is taken (each case's events, seed 1, 6 games of up to 2,000
# actions): stacks in stacking, jump-ins in jump_in, Russian's wild_swap with challenges,
# colours, UNO calls and 7s under greedy play; minion's broken pose and the missed UNO's
# penalty, and Turkish's report offer, only under uniform play (a greedy bot never breaks a
# pose nor forgets UNO, and only a uniform bot reports). Playing every variant with every bot
# is test_simple_bots_play_whole_games_of_every_variant's.
WHERE = (("stacking", "greedy"), ("jump_in", "greedy"), ("russian", "greedy"), ("minion", "uniform"),
         ("turkish", "uniform"))


def test_every_action_kind_is_taken_somewhere() -> None:
    """Targets, reports, stacks, jump-ins, challenges, colour choices, UNO calls, catches."""
    seen: set[str] = set()
    for name, bot in WHERE:
        rules = unorules.load(name)
        players = min(max(3, rules.min_players), rules.max_players)
        # A uniform game of Turkish runs to any cap: the report is offered early in it.
        report = simulate(rules, players=players, games=6, seed=1, policies=bot, max_actions=2000)
        seen |= {e.split(" ")[0] for e, _ in report.tally.events}
        seen |= {e for e, _ in report.tally.events}
    for expected in ("stacks", "jump-ins", "challenges", "colours", "UNO", "penalty missed_uno",
                     "report offer", "report pose_broken", "played wild_swap", "played 7"):
        assert expected in seen, expected


class Spy:
    """Wraps a bot and records what it was given."""

    def __init__(self, inner: Policy) -> None:
        self.inner = inner
        self.name = inner.name
        self.given: list[tuple[object, tuple[Action, ...]]] = []

    def act(self, rules: unorules.Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action:
        self.given.append((view, legal))
        return self.inner.act(rules, view, legal)


@pytest.mark.parametrize("bot", NAMES)
def test_a_bot_sees_only_its_view_and_its_own_actions(bot: str) -> None:
    rules = unorules.load("standard")
    spy = Spy(make(bot, seed=4, **({"iterations": 2} if bot == "ismcts" else {})))
    state = rules.new_game(players=2, seed=9)
    for _ in range(60):
        if state.round_over:
            break
        seat = state.to_act
        legal = tuple(a for a in rules.legal_actions(state) if a.player == seat)
        action = spy.act(rules, rules.view(state, seat), legal)
        assert action in legal
        state = rules.apply(state, action)
    assert spy.given
    for view, legal in spy.given:
        assert isinstance(view, PlayerView) and not isinstance(view, GameState)
        assert all(a.player == view.player for a in legal)  # type: ignore[attr-defined]


def test_ismcts_determinisations_agree_with_the_view() -> None:
    rules = unorules.load("standard")
    bot = Ismcts(seed=1)
    state = rules.new_game(players=3, seed=4)
    for _ in range(25):  # some way into the round, so that piles and hands have moved
        state = rules.apply(state, rules.legal_actions(state)[-1])
    seat = state.to_act
    view = rules.view(state, seat)
    deals = [bot.determinise(rules, view) for _ in range(5)]
    for d in deals:
        assert rules.view(d, seat) == view
        assert sorted(map(str, d.all_cards())) == sorted(map(str, rules.deck))
    others = [h for d in deals for i, h in enumerate(d.hands) if i != seat]
    assert len(set(others)) > 1  # the hidden cards are dealt afresh each time


def test_ismcts_deals_show_the_backs_the_view_shows() -> None:
    """Of a two-sided deck every deal gives each hand cards whose face down is the back
    the view shows, in order, and puts on the draw pile a card with the back seen on
    top; on both sides of the deck, after play and memory have moved."""
    rules = unorules.load("flip")
    sides = set()
    for seed in range(4):
        bot = Ismcts(seed=seed, iterations=1)
        other = make("greedy", seed=seed)
        state = rules.new_game(players=2, seed=seed)
        for _ in range(120):
            if state.round_over:
                break
            legal = rules.legal_actions(state)
            to = state.to_act
            mine = tuple(a for a in legal if a.player == to)
            if to == 0:
                view = rules.view(state, 0)
                assert view.backs and view.draw_pile_back is not None
                for d in (bot.determinise(rules, view) for _ in range(3)):
                    assert rules.view(d, 0) == view
                    assert d.draw_pile[0].back_face == view.draw_pile_back
                sides.add(view.side)
                action = bot.act(rules, view, mine)
            else:
                action = other.act(rules, rules.view(state, to), mine)
            state = rules.apply(state, action)
    assert sides == {0, 1}


def test_ismcts_finds_guilt_as_the_engine_would() -> None:
    """With the bluffer's hand known (a deal that gives them the active colour), the
    reconstructed challenge is guilty; without any card of it, innocent."""
    rules = unorules.load("standard")
    bot = Ismcts(seed=0)
    wd4, red5, blue3 = rules.card("wild_draw_four"), rules.card("red 5"), rules.card("blue 3")
    base = rules.new_game(players=2, seed=1)
    blue4 = rules.card("blue 4")
    state = complete(rules, attrs.evolve(base, hands=((red5, blue3), (blue4,)), draw_pile=(),
                                         discard_pile=(rules.card("red 9"), wd4), color="green", phase="respond",
                                         to_act=1))
    assert bot.guilty(rules, state, 0) is True
    state = complete(rules, attrs.evolve(state, hands=((blue3, blue3), (blue4,)), draw_pile=()))
    assert bot.guilty(rules, state, 0) is False


def test_make_rejects_unknown_bots_and_options() -> None:
    with pytest.raises(ValueError, match="unknown bot 'clever'"):
        make("clever")
    with pytest.raises(ValueError, match="takes no options"):
        make("greedy", iterations=3)
    with pytest.raises(ValueError, match="at least one iteration"):
        make("ismcts", iterations=0)
    with pytest.raises(ValueError, match="whole number"):
        make("random", seed="x")  # type: ignore[arg-type]


def test_bots_are_seeded() -> None:
    rules = unorules.load("minion")
    a = simulate(rules, players=3, games=4, seed=8, policies="random")
    b = simulate(rules, players=3, games=4, seed=8, policies="random")
    c = simulate(rules, players=3, games=4, seed=9, policies="random")
    assert a == b and a.to_json() == b.to_json()
    assert a.tally != c.tally


def test_a_policy_that_cheats_is_stopped_with_its_name() -> None:
    """The driver checks each choice against the seat's legal actions (a mutant bot)."""
    from unorules.bots.simple import Random

    class Cheat(Random):
        name = "cheat"

        def act(self, rules: unorules.Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action:
            return Action("draw", (view.player + 1) % len(view.hand_sizes))

    from unorules.sim.game import play_game
    from unorules.sim.tally import Counting

    rules = unorules.load("standard")
    with pytest.raises(IllegalAction, match="the cheat policy chose"):
        play_game(rules, 2, 1, [Cheat(0), Cheat(1)], ["cheat", "cheat"], Counting(2), 100)


def scripted(rules: unorules.Rules, hand1: tuple[str, ...], reply: str | None) -> tuple[GameState, GameState]:
    """Seat 0 plays red 7 on red 1; seat 1 (holding ``hand1``) plays ``reply`` or draws.
    The draw pile's top holds nothing red, no 7 and no wild."""
    c = rules.card
    start = rules.new_game(players=2, seed=1)
    hands = ((c("red 5"), c("red 7"), c("blue 2")), tuple(c(x) for x in hand1))
    left = Counter(rules.deck) - Counter((*hands[0], *hands[1], c("red 1")))
    rest = [x for x in sorted(left.elements(), key=rules.order.__getitem__)
            if x.color != "red" and x.kind not in ("7", "wild", "wild_draw_four")]
    s0 = complete(rules, attrs.evolve(
        start, hands=hands, discard_pile=(c("red 1"),), draw_pile=tuple(rest), color="red", to_act=0,
        phase="turn", uno_at_risk=None))
    s1 = rules.apply(s0, Action("play", 0, c("red 7")))
    s2 = rules.apply(s1, Action("play", 1, c(reply)) if reply else Action("draw", 1))
    assert s2.to_act == 0
    return s0, s2


def after(rules: unorules.Rules, bot: Ismcts, s0: GameState, s2: GameState) -> PlayerView:
    play7 = Action("play", 0, rules.card("red 7"))
    assert bot.act(rules, rules.view(s0, 0), (play7,)) == play7
    view = rules.view(s2, 0)
    bot.act(rules, view, tuple(a for a in rules.legal_actions(s2) if a.player == 0))
    return view


def test_ismcts_believes_a_seat_that_drew_could_not_follow() -> None:
    """Seat 1 drew on a red 7 (and passed): a greedy player then held nothing red, no 7
    and no wild, the drawn card included. The deals agree but for the weight ``slip``."""
    rules = unorules.load("standard")
    s0, s2 = scripted(rules, ("green 3", "yellow 6"), None)
    assert s2.hand_sizes == (2, 3)

    def could(x: unorules.Card) -> bool:
        return x.color in ("red", None) or x.kind == "7"

    sure = Ismcts(seed=3, iterations=2, slip=1e-9)
    view = after(rules, sure, s0, s2)
    assert [len(seen.choices) for seen in sure.beliefs.seen.values()] == [2]  # the draw, the pass
    for _ in range(20):
        assert not any(could(x) for x in sure.determinise(rules, view).hands[1])
    soft = Ismcts(seed=3, iterations=2)  # slip 0.1: a few
    blind = Ismcts(seed=3, iterations=2, slip=1.0)  # as if nothing was seen
    counts = []
    for bot in (soft, blind):
        view = after(rules, bot, s0, s2)
        counts.append(sum(could(x) for _ in range(200) for x in bot.determinise(rules, view).hands[1]))
    assert 0 < counts[0] < counts[1] / 4


def test_ismcts_believes_a_seat_shed_its_costliest_playable_card() -> None:
    """Seat 1 played a red 3 on a red 7: a greedy player held no playable card worth more
    (no red action card or red number above 3, no other 7), so the deals give it fewer
    of those than the uniform prior does; a wild is still as likely as before."""
    rules = unorules.load("standard")
    s0, s2 = scripted(rules, ("red 3", "green 3", "yellow 6"), "red 3")

    def better(x: unorules.Card) -> bool:
        return (x.color == "red" and rules.points(x) > 3) or x.kind == "7"

    counts = []
    for slip in (0.1, 1.0):
        bot = Ismcts(seed=5, iterations=2, slip=slip)
        view = after(rules, bot, s0, s2)
        hands = [bot.determinise(rules, view).hands[1] for _ in range(300)]
        counts.append((sum(better(x) for h in hands for x in h), sum(x.color is None for h in hands for x in h)))
    (better_soft, wild_soft), (better_blind, wild_blind) = counts
    assert better_soft < better_blind / 3
    assert abs(wild_soft - wild_blind) < 0.35 * wild_blind + 10


@pytest.mark.parametrize("name", ["standard", "minion_penalty", "partners"])
def test_ismcts_scores_a_round_as_the_engine_does(name: str) -> None:
    """The cut-off value reads each scoring rule as the engine applies it: the score
    change of real finished rounds equals what gains_if_out says (negated under penalty
    scoring, where points count against)."""
    from unorules.bots.ismcts import gains_if_out

    rules = unorules.load(name)
    players = max(2, rules.min_players)
    checked = 0
    for seed in range(6):
        state = rules.new_game(players=players, seed=seed)
        before = state.scores
        bot = make("greedy", seed=seed)
        while not state.round_over:
            seat = state.to_act
            legal = tuple(a for a in rules.legal_actions(state) if a.player == seat)
            state = rules.apply(state, bot.act(rules, rules.view(state, seat), legal))
        held = [rules.hand_points(h) for h in state.hands]
        sign = -1 if rules.scoring == "penalty" else 1
        assert state.round_winner is not None
        got = gains_if_out(rules, state.round_winner, held)
        assert [sign * (a - b) for a, b in zip(state.scores, before, strict=True)] == got
        checked += 1
    assert checked == 6


def test_ismcts_takes_a_challenged_card_for_a_bluff_only_with_its_chance() -> None:
    """Answering a Draw Four, the deals make its player guilty about as often as the
    bluff prior allows: never with bluff 0, as the hand dictates with bluff 1."""
    rules = unorules.load("standard")
    c = rules.card
    state = rules.new_game(players=2, seed=3)
    state = complete(rules, attrs.evolve(
        state, hands=(state.hands[0][:6], state.hands[1]), draw_pile=(),
        discard_pile=(c("red 9"), c("wild_draw_four")), color="green", phase="respond",
        to_act=1, challenge=PendingChallenge(0, "wild_draw_four", True), uno_at_risk=None))
    view = rules.view(state, 1)
    honest = Ismcts(seed=1, bluff=0.0)
    trusting = Ismcts(seed=1, bluff=1.0)
    guilty_honest = sum(honest.determinise(rules, view).challenge.guilty for _ in range(40))  # type: ignore[union-attr]
    guilty_any = sum(trusting.determinise(rules, view).challenge.guilty for _ in range(40))  # type: ignore[union-attr]
    assert guilty_honest == 0
    assert guilty_any > 20  # six unseen cards hold a red one most of the time


def test_ismcts_beliefs_never_contradict_a_greedy_hand() -> None:
    """Against greedy (the model the beliefs assume), whatever a seat was seen unable to
    hold at a choice made after its last card came holds for its real hand: it held
    those very cards then. Reading a play against the card it was played on rather than
    the one under it breaks this within a round."""
    checked = 0
    for name, players in (("standard", 2), ("standard", 3), ("two_player", 2)):
        rules = unorules.load(name)
        for seed in range(3):
            me = Ismcts(seed=seed, iterations=1)
            seats = (me, *(make("greedy", seed=seed + s) for s in range(1, players)))
            state = rules.new_game(players=players, seed=seed)
            while not state.round_over:
                legal = rules.legal_actions(state)
                to = state.to_act
                action = None
                for s in range(players):
                    waiting = tuple(a for a in legal if a.player == s)
                    if s != to and waiting:
                        action = seats[s].interrupt(rules, rules.view(state, s), waiting)  # type: ignore[attr-defined]
                        if action is not None:
                            break
                if action is None:
                    action = seats[to].act(rules, rules.view(state, to), tuple(a for a in legal if a.player == to))
                    if to == 0:
                        for seat, seen in me.beliefs.seen.items():
                            last = max(seen.arrivals)
                            for t, could in seen.choices:
                                if t > last:
                                    assert not set(state.hands[seat]) & could, (name, seed, seat)
                                    checked += 1
                state = rules.apply(state, action)
    assert checked > 50


class Spendthrift(Greedy):
    """A deliberately bad policy: its wilds first, then its cheapest card."""

    name = "spendthrift"

    def best_play(self, rules: unorules.Rules, view: PlayerView, plays: Sequence[Action]) -> Action:
        coloured = {k.name: k.coloured for k in rules.kinds}

        def rank(a: Action) -> tuple[int, int, str]:
            assert a.card is not None
            return (0 if not coloured.get(a.card.kind, True) else 1, -rules.points(a.card), str(a))

        return min(plays, key=rank)


class Backwards(Ismcts):
    """A mutant whose search plays the option it valued least."""

    def choose(self, values: dict[Action, list[float]], base: Action) -> Action:
        return min(values, key=lambda a: sum(values[a]))


def rounds_against(bot: type[Ismcts], other: type[Greedy]) -> tuple[int, int]:
    """Rounds won and points gained by ``bot`` (4 deals per decision) over 6 seeded deals,
    each played from both seats."""
    rules = unorules.load("standard")
    wins = points = 0
    for seed in range(6):
        for seat in (0, 1):
            seats = [bot(seed=seed, iterations=4), other(seed)]
            if seat:
                seats.reverse()
            state = rules.new_game(players=2, seed=seed)
            while not state.round_over:
                to = state.to_act
                legal = rules.legal_actions(state)
                waiting = tuple(a for a in legal if a.player != to)
                action = seats[1 - to].interrupt(rules, rules.view(state, 1 - to), waiting) if waiting else None
                if action is None:
                    mine = tuple(a for a in legal if a.player == to)
                    action = seats[to].act(rules, rules.view(state, to), mine)
                state = rules.apply(state, action)
            wins += state.round_winner == seat
            points += state.scores[seat] - state.scores[1 - seat]
    return wins, points


def test_ismcts_search_beats_a_bad_policy_and_a_backwards_search_does_not() -> None:
    """Seeded, so it cannot flake: the search's choices carry the result. The same bot
    with its choice reversed (it plays what its rollouts valued least) loses."""
    wins, points = rounds_against(Ismcts, Spendthrift)
    assert wins > 6 and points > 0
    wins, points = rounds_against(Backwards, Spendthrift)
    assert wins < 6 and points < 0


def test_ismcts_reads_the_colour_a_wild_named() -> None:
    """Seat 1 played a wild on a blue 7 naming red: a greedy player names the colour it
    holds most, so the deals give it more red than the prior does, and they still agree
    with the view. Without the colour read (a guess never weighed by it) this fails."""
    rules = unorules.load("standard")
    c = rules.card
    start = rules.new_game(players=2, seed=1)
    hands = ((c("blue 5"), c("blue 7"), c("green 2")),
             (c("wild"), c("red 3"), c("red 8"), c("yellow 2"), c("red 0")))
    s0 = complete(rules, attrs.evolve(
        start, hands=hands, discard_pile=(c("blue 1"),), draw_pile=(), color="blue", to_act=0,
        phase="turn", uno_at_risk=None))
    play7 = Action("play", 0, c("blue 7"))
    s2 = rules.apply(rules.apply(s0, play7), Action("play", 1, c("wild"), "red"))
    assert s2.to_act == 0 and s2.color == "red"
    reds = []
    for slip in (0.1, 1.0):
        bot = Ismcts(seed=7, iterations=2, slip=slip)
        assert bot.act(rules, rules.view(s0, 0), (play7,)) == play7
        view = rules.view(s2, 0)
        bot.beliefs.observe(rules, view)
        names = [seen.names for seen in bot.beliefs.seen.values()]
        assert [[(colour, colours[0]) for _, colour, colours in n] for n in names] == [[("red", "red")]]
        deals = [bot.determinise(rules, view) for _ in range(150)]
        for d in deals[:10]:
            assert rules.view(d, 0) == view
            assert sorted(map(str, d.all_cards())) == sorted(map(str, rules.deck))
        reds.append(sum(x.color == "red" for d in deals for x in d.hands[1]))
    believed, prior = reds
    assert believed > 1.5 * prior


def test_match_odds_follow_their_model() -> None:
    """The closed form agrees with a simulation of its own model (fair rounds, points a
    won round exponential), and is fair, monotone and settled at the target."""
    import random

    from unorules.bots.match import game_odds

    rng = random.Random(5)

    def simulated(need: float, other: float, mean: float, n: int = 20000) -> float:
        won = 0
        for _ in range(n):
            a, b = need, other
            while a > 0 and b > 0:
                if rng.random() < 0.5:
                    a -= rng.expovariate(1 / mean)
                else:
                    b -= rng.expovariate(1 / mean)
            won += a <= 0
        return won / n

    for need, other in ((60, 200), (300, 120), (15, 40)):
        assert abs(game_odds(need, other, 40) - simulated(need, other, 40)) < 0.015
    assert game_odds(250, 250, 40) == pytest.approx(0.5)
    assert game_odds(100, 300, 40) + game_odds(300, 100, 40) == pytest.approx(1.0)
    assert game_odds(100, 300, 40) > game_odds(101, 300, 40) > game_odds(101, 299, 40)
    assert (game_odds(0, 10, 40), game_odds(10, 0, 40)) == (1.0, 0.0)


def test_ismcts_match_value_prizes_going_out_near_the_target() -> None:
    """At 495 points to 480, a cut-off round where seat 0 is likelier to go out first is
    worth more in the match, though the other one promises more points: the round value
    ranks them the other way round."""
    rules = unorules.load("standard")
    c = rules.card
    start = rules.new_game(players=2, seed=2)

    def position(mine: tuple[str, ...], theirs: tuple[str, ...]) -> GameState:
        return complete(rules, attrs.evolve(
            start, hands=(tuple(map(c, mine)), tuple(map(c, theirs))), draw_pile=(), scores=(495, 480)))

    likely = position(("red 5",), ("blue 1", "blue 2", "blue 3"))
    rich = position(("red 5", "red 4"), ("blue skip", "green skip"))
    by_round, by_match = Ismcts(seed=1), Ismcts(seed=1, match=True)
    assert by_round.value(rules, likely, likely)[0] < by_round.value(rules, rich, rich)[0]
    assert by_match.value(rules, likely, likely)[0] > by_match.value(rules, rich, rich)[0] + 0.05
    assert by_match.value(rules, likely, likely)[0] + by_match.value(rules, likely, likely)[1] == pytest.approx(1.0)
