"""Properties over many random games of standard.

(a) Card conservation and ranges after every action of 200+ complete rounds and a set of
    complete games, across 2-10 players and both random policies.
(b) Replay determinism, also through a GameRecord JSON round trip.
(c) State JSON round trips exactly.
(d) A player's view is the same whatever the hidden cards are.

The number of random examples grows with the Hypothesis profile (``HYPOTHESIS_PROFILE=
nightly``); the seeded loops are fixed so that a CI failure names its seed.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

import attrs
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import unorules
from unorules import Action, Card, GameRecord, GameState, PlayerView, Rules
from unorules.engine import random_games as simulate
from unorules.engine.notation import state_from_json, state_to_json
from unorules.engine.state import DRAWN

STANDARD = unorules.load("standard")
DECK = Counter(STANDARD.deck)


def examples(n: int) -> int:
    """``n`` examples under the ci profile (Hypothesis's default of 100), more at night."""
    return max(1, n * settings.default.max_examples // 100)


# --- (a) invariants after every action -------------------------------------------------------
class Invariants:
    """The check ``simulate.play`` calls after every action; raises AssertionError on a breach."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.deck = Counter(rules.deck)
        self.actions = 0

    def __call__(self, before: GameState, action: Action | None, after: GameState) -> None:
        self.actions += action is not None
        where = f"after {action} (action {self.actions})"
        cards = Counter(after.all_cards())
        assert cards == self.deck, f"{where}: cards not conserved: +{cards - self.deck} -{self.deck - cards}"
        assert all(n >= 0 for n in (*after.hand_sizes, len(after.draw_pile), after.pending_draw,
                                    *(k for row in after.statuses for k in row), *after.scores)), f"{where}: negative count"
        assert len(after.hands) == len(after.scores) == after.players
        assert all(len(row) == after.players for row in after.statuses)
        assert 0 <= after.to_act < after.players, f"{where}: to_act {after.to_act}"
        assert 0 <= after.dealer < after.players, f"{where}: dealer {after.dealer}"
        assert after.direction in (1, -1)
        assert after.color is None or after.color in self.rules.colours
        assert after.discard_pile, f"{where}: no top card"
        for old, new in zip(before.scores, after.scores, strict=True):
            assert new >= old, f"{where}: a score went down: {before.scores} -> {after.scores}"
        if after.game_over:
            assert after.winner is not None and max(after.scores) >= self.rules.target
        elif after.round_over:
            assert after.round_winner is not None
        # No deadlock: simulate.play stops when nobody can act, and the callers assert
        # that the round (or game) really ended.


def play_checked(players: int, seed: int, policy: str, rounds: int | None) -> tuple[GameRecord, GameState, int]:
    check = Invariants(STANDARD)
    record, final = simulate.play(STANDARD, players, seed, policy=policy, rounds=rounds, check=check)
    assert check.actions == len(record.actions)
    return record, final, check.actions


ROUND_SEEDS = range(200)


@pytest.mark.parametrize("batch", range(20))
def test_two_hundred_random_rounds_conserve_cards(batch: int) -> None:
    """Seeds 0-199, ten per test: 2-10 players, each played to the round's end. One in ten
    picks uniformly among all legal actions (calls, catches and draws included); those
    rounds are long, so the rest play like a table of people."""
    for seed in ROUND_SEEDS[batch * 10:(batch + 1) * 10]:
        players = 2 + seed % 9
        policy = "uniform" if seed % 10 == 3 else "table"
        record, final, n = play_checked(players, seed, policy, rounds=1)
        assert final.round_over, f"seed {seed}: the round did not end in {n} actions"
        assert n > 0 and len(record.actions) == n


@pytest.mark.parametrize(("players", "seed"), [(2, 1000), (3, 1001), (4, 1002), (5, 1003), (7, 1004),
                                               (10, 1005)])
def test_complete_games_to_game_over(players: int, seed: int) -> None:
    _record, final, _n = play_checked(players, seed, "table", rounds=None)
    assert final.game_over and final.winner is not None
    assert final.scores[final.winner] == max(final.scores) >= STANDARD.target
    assert final.round > 1


@settings(max_examples=examples(15), deadline=None)
@given(players=st.integers(2, 10), seed=st.integers(0, 2**63),
       policy=st.sampled_from(["table", "table", "table", "uniform"]))
def test_random_rounds_conserve_cards(players: int, seed: int, policy: str) -> None:
    _record, final, _n = play_checked(players, seed, policy, rounds=1)
    assert final.round_over


# The checks above can fail: each broken state below is caught.
def _broken(state: GameState, how: str) -> GameState:
    if how == "card removed":
        return attrs.evolve(state, hands=(state.hands[0][1:], *state.hands[1:]))
    if how == "card duplicated":
        return attrs.evolve(state, draw_pile=(state.draw_pile[0], *state.draw_pile))
    if how == "card changed":
        return attrs.evolve(state, draw_pile=(Card("wild"), *state.draw_pile[1:]))
    if how == "to_act out of range":
        return attrs.evolve(state, to_act=state.players)
    if how == "score went down":
        return attrs.evolve(state, scores=(-1, *state.scores[1:]))
    if how == "no top card":
        return attrs.evolve(state, discard_pile=(), draw_pile=(*state.discard_pile, *state.draw_pile))
    raise AssertionError(how)


@pytest.mark.parametrize("how", ["card removed", "card duplicated", "card changed", "to_act out of range",
                                 "score went down", "no top card"])
def test_invariants_detect_a_broken_state(how: str) -> None:
    state = STANDARD.new_game(players=4, seed=3)
    check = Invariants(STANDARD)
    check(state, None, state)  # the real state passes
    with pytest.raises(AssertionError):
        check(state, Action("draw", state.to_act), _broken(state, how))


def test_simulate_passes_every_state_to_the_check() -> None:
    """A check that breaks on the 10th action stops the game there: simulate.play really
    calls it after each action, so a broken engine would be seen."""
    calls: list[Action | None] = []

    def check(before: GameState, action: Action | None, after: GameState) -> None:
        calls.append(action)
        if len(calls) == 11:
            raise AssertionError("stop")

    with pytest.raises(AssertionError, match="stop"):
        simulate.play(STANDARD, 3, seed=5, rounds=1, check=check)
    assert calls[0] is None and all(isinstance(a, Action) for a in calls[1:])


# --- (b) replay determinism ---------------------------------------------------------------------
@settings(max_examples=examples(12), deadline=None)
@given(players=st.integers(2, 10), seed=st.integers(0, 2**32))
def test_replay_is_deterministic_and_survives_json(players: int, seed: int) -> None:
    record, final = simulate.play(STANDARD, players, seed, rounds=1)
    states = unorules.replay(STANDARD, seed, record.actions, players=players)
    assert states == unorules.replay(STANDARD, seed, record.actions, players=players)
    assert states[0] == STANDARD.new_game(players=players, seed=seed)
    assert states[-1] == final
    again = GameRecord.from_json(record.to_json())
    assert again == record
    assert again.to_json() == record.to_json()
    assert unorules.replay(STANDARD, again.seed, again.actions, players=again.players)[-1] == final


def test_a_different_seed_gives_a_different_game() -> None:
    # Replay determinism is not vacuous: the seed matters.
    assert STANDARD.new_game(players=4, seed=1) != STANDARD.new_game(players=4, seed=2)


# --- (c) state JSON ------------------------------------------------------------------------------
@settings(max_examples=examples(12), deadline=None)
@given(players=st.integers(2, 10), seed=st.integers(0, 2**32), every=st.integers(1, 7))
def test_state_json_round_trip_is_exact(players: int, seed: int, every: int) -> None:
    record, _final = simulate.play(STANDARD, players, seed, rounds=2)
    states = unorules.replay(STANDARD, seed, record.actions, players=players)
    for state in states[::every]:
        text = state_to_json(state)
        back = state_from_json(STANDARD, text)
        assert back == state
        assert state_to_json(back) == text
        # The restored state plays on exactly like the original.
        legal = STANDARD.legal_actions(state)
        assert STANDARD.legal_actions(back) == legal
        if legal:
            assert STANDARD.apply(back, legal[-1]) == STANDARD.apply(state, legal[-1])


# --- (d) views hide what they must ------------------------------------------------------------------
def reshuffle_hidden(state: GameState, player: int, rnd: random.Random) -> GameState:
    """The same position as ``player`` sees it: other hands and the draw pile get a random
    exchange of their cards (sizes kept) and the draw pile a new order."""
    keep_drawn = state.phase == DRAWN and state.drawn is not None and state.to_act != player
    pool = list(state.draw_pile)
    sizes = []
    hands: list[list[Card]] = []
    for seat, hand in enumerate(state.hands):
        held = list(hand)
        if seat == player:
            hands.append(held)
            continue
        fixed = []
        if keep_drawn and seat == state.to_act:
            assert state.drawn is not None
            held.remove(state.drawn)  # the drawn card stays where it is, so the state stays whole
            fixed = [state.drawn]
        pool.extend(held)
        sizes.append(len(held))
        hands.append(fixed)
    rnd.shuffle(pool)
    k = 0
    for seat in range(state.players):
        if seat != player:
            n = sizes.pop(0)
            hands[seat] = hands[seat] + pool[k:k + n]
            k += n
    return attrs.evolve(state, hands=tuple(tuple(h) for h in hands), draw_pile=tuple(pool[k:]))


def hidden_pairs(players: int, seed: int) -> list[tuple[GameState, GameState, int]]:
    record, _final = simulate.play(STANDARD, players, seed, rounds=1)
    states = unorules.replay(STANDARD, seed, record.actions, players=players)
    rnd = random.Random(seed)
    out = []
    for state in states[:: max(1, len(states) // 15)]:
        player = rnd.randrange(players)
        other = reshuffle_hidden(state, player, rnd)
        assert Counter(other.all_cards()) == DECK and other.hand_sizes == state.hand_sizes
        assert other.hands[player] == state.hands[player]
        out.append((state, other, player))
    return out


@settings(max_examples=examples(15), deadline=None)
@given(players=st.integers(2, 10), seed=st.integers(0, 2**32))
def test_view_does_not_depend_on_hidden_cards(players: int, seed: int) -> None:
    for state, other, player in hidden_pairs(players, seed):
        assert STANDARD.view(state, player) == STANDARD.view(other, player)


def test_the_hidden_card_check_would_see_a_leak() -> None:
    """The pairs above really differ in hidden information, so a view leaking it fails."""
    pairs = hidden_pairs(4, 11)
    assert any(a != b for a, b, _p in pairs)

    def leaky(state: GameState, player: int) -> Any:
        return (STANDARD.view(state, player), state.draw_pile[:1], state.hands[(player + 1) % 4])

    assert any(leaky(a, p) != leaky(b, p) for a, b, p in pairs)


def test_player_view_has_no_field_for_hidden_cards() -> None:
    names = {f.name for f in attrs.fields(PlayerView)}
    assert not names & {"hands", "draw_pile", "rng", "challenge"}
    state = STANDARD.new_game(players=3, seed=2)
    for player in range(3):
        view = STANDARD.view(state, player)
        assert view.hand == state.hands[player]
        assert view.hand_sizes == state.hand_sizes
        assert view.draw_pile_size == len(state.draw_pile)
        for field in attrs.fields(PlayerView):
            value = getattr(view, field.name)
            if isinstance(value, tuple) and value and all(isinstance(x, Card) for x in value):
                # Only the player's own hand and the face-up discard pile hold cards.
                assert field.name in ("hand", "discard_pile"), field.name
    with pytest.raises(ValueError):
        STANDARD.view(state, 3)


def test_the_drawn_card_is_shown_only_to_the_drawer() -> None:
    state = STANDARD.new_game(players=3, seed=2)
    while state.phase != "turn":
        state = STANDARD.apply(state, STANDARD.legal_actions(state)[0])
    # A card of the active colour moved to the top of the draw pile: it may be played, so
    # the turn waits on the drawn card.
    pile = list(state.draw_pile)
    pile.insert(0, pile.pop(next(i for i, c in enumerate(pile) if c.color == state.color)))
    state = attrs.evolve(state, draw_pile=tuple(pile))
    drawn = STANDARD.apply(state, Action("draw", state.to_act))
    assert drawn.drawn is not None
    assert STANDARD.view(drawn, state.to_act).drawn == drawn.drawn
    for player in range(3):
        if player != state.to_act:
            assert STANDARD.view(drawn, player).drawn is None
