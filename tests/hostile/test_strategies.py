"""Hypothesis attacks every input unorules takes: variant text and files, saved states
and records, actions. Whatever it draws, the answer is the library's own error or a
result that works; never another exception."""

from __future__ import annotations

import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

import attrs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import unorules
from unorules import Action, GameRecord, UnorulesError, VariantError
from unorules.cards import Card
from unorules.engine.notation import state_from_json, state_to_json
from unorules.engine.state import FIELDS
from unorules.language import limits

STANDARD = unorules.load("standard")
BASE = "variant t\nextends standard\n"
BREAKS = ["\f", "\v", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029", "\r", "\x00", "\t"]
SETTINGS = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])

huge = st.integers(min_value=limits.NUMBER + 1, max_value=10**4000) | st.integers(-(10**40), -1)
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(10**30), 10**30) | st.floats() | st.text(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)


def compiles_or_refuses(text: str) -> unorules.Rules | None:
    try:
        return unorules.loads(text)
    except UnorulesError:
        return None


def playable(rules: unorules.Rules, state: Any, seed: int = 0, steps: int = 15) -> None:
    deck = Counter(rules.deck)
    rng = random.Random(seed)
    for _ in range(steps):
        assert Counter(state.all_cards()) == deck
        legal = rules.legal_actions(state)
        if not legal:
            assert state.game_over
            return
        state = rules.apply(state, rng.choice(legal))


# --- variant text -----------------------------------------------------------------------------
@SETTINGS
@given(n=huge, where=st.sampled_from(["deal {} cards", "card skip: {} per colour", "players 2 to {}",
                                       "game ends at {} points", "on skip: next draws {}", "card 1 to {}: 1 per colour",
                                       "expect {} cards", "status x: ends after {} turn starts of its holder"]))
def test_huge_numbers(n: int, where: str) -> None:
    try:
        unorules.loads(BASE + where.format(n) + "\n")
    except UnorulesError as err:
        assert "largest number" in str(err) or n < 0


@SETTINGS
@given(n=st.integers(0, 300_000), what=st.sampled_from(['title "{}"', 'note "{}"', "alias {} = skip",
                                                        "# {}", "on skip: nothing # {}"]))
def test_long_lines(n: int, what: str) -> None:
    text = BASE + "on draw_two: next draws 2\n" + what.format("x" * n) + "\n"
    rules = compiles_or_refuses(text)
    if rules is None:
        return
    assert n <= limits.STRING or what.startswith("#") or "# " in what


@SETTINGS
@given(depth=st.integers(0, 3000), form=st.sampled_from(["not", "and", "or", "paren", "guard"]))
def test_deep_nesting(depth: int, form: str) -> None:
    cond = {"not": "not " * depth + "always", "and": " and ".join(["always"] * (depth + 1)),
            "or": " or ".join(["always"] * (depth + 1)), "paren": "(" * depth + "always" + ")" * depth,
            "guard": "not " * depth + "same colour"}[form]
    clause = f"on skip: next loses turn if {cond}" if form == "guard" else f"play wild: {cond}"
    over = depth > limits.NESTING  # each 'not', 'and', 'or' or '(' is one level
    try:
        unorules.loads(BASE + clause + "\n")
    except VariantError as err:
        assert over == ("condition nesting" in err.message), err
    else:
        assert not over


@SETTINGS
@given(junk=st.binary(min_size=1, max_size=40), at=st.floats(0, 1), name=st.sampled_from(["standard", "minion"]))
def test_non_utf8_files(tmp_path_factory: Any, junk: bytes, at: float, name: str) -> None:
    data = (Path(unorules.load(name).file)).read_bytes()
    k = int(at * len(data))
    path = tmp_path_factory.mktemp("bytes") / "x.uno"
    path.write_bytes(data[:k] + junk + data[k:])
    try:
        unorules.load(path)
    except UnorulesError as err:
        if "not UTF-8" in str(err):
            assert err.line >= 1 and err.column >= 1  # type: ignore[attr-defined]


@SETTINGS
@given(brk=st.sampled_from(BREAKS), at=st.integers(0, 60))
def test_odd_line_breaks(brk: str, at: int) -> None:
    body = "on skip: next loses turn\non reverse: direction reverses\nplay wild: always\n"
    text = BASE + body[:at] + brk + body[at:] + "on draw_two: next drawz 2\n"
    try:
        unorules.loads(text)
    except UnorulesError as err:
        lines = text.split("\n")
        assert 1 <= err.line <= len(lines)  # type: ignore[attr-defined]
        if err.text:  # type: ignore[attr-defined]
            assert err.text.strip() in lines[err.line - 1]  # type: ignore[attr-defined]


# --- saved states and records --------------------------------------------------------------
def _state(seed: int) -> Any:
    state = STANDARD.new_game(players=3, seed=seed)
    rng = random.Random(seed)
    for _ in range(seed % 40):
        state = STANDARD.apply(state, rng.choice(STANDARD.legal_actions(state)))
    return state


@SETTINGS
@given(seed=st.integers(0, 200), field=st.sampled_from([f.name for f in FIELDS]), value=json_values)
def test_tampered_json_states(seed: int, field: str, value: Any) -> None:
    state = _state(seed)
    d = json.loads(state_to_json(state))
    d[field] = value
    try:
        loaded = state_from_json(STANDARD, json.dumps(d))
    except UnorulesError:
        return
    except ValueError:  # json.dumps of a float NaN is fine; nothing else should get here
        raise
    playable(STANDARD, loaded, seed)


@SETTINGS
@given(seed=st.integers(0, 200), value=json_values | st.text(max_size=200))
def test_not_a_state_at_all(seed: int, value: Any) -> None:
    text = value if isinstance(value, str) else json.dumps(value)
    try:
        state_from_json(STANDARD, text)
    except UnorulesError:
        return
    raise AssertionError(f"accepted {text!r}")


@SETTINGS
@given(field=st.sampled_from(["variant", "players", "seed", "actions", "extra"]), value=json_values)
def test_tampered_records(field: str, value: Any) -> None:
    d: dict[str, Any] = {"variant": "standard", "players": 3, "seed": 1, "actions": [{"kind": "draw", "player": 1}]}
    d[field] = value
    try:
        record = GameRecord.from_json(json.dumps(d))
        unorules.replay(STANDARD, record.seed, record.actions, players=record.players)
    except UnorulesError:
        return


# --- wrong actions -----------------------------------------------------------------------------
actions = st.one_of(
    json_values, st.builds(Card, st.text(max_size=8), st.none() | st.text(max_size=6)),
    st.builds(Action, st.text(max_size=10) | st.sampled_from(["play", "draw", "pass", "uno", "catch", "report"]),
              st.integers(-5, 10) | huge | st.booleans() | st.none(),
              st.none() | st.sampled_from(STANDARD.cards) | st.builds(Card, st.text(max_size=5)),
              st.none() | st.text(max_size=6) | st.sampled_from(STANDARD.colours),
              st.none() | st.integers(-3, 6) | huge, st.none() | st.text(max_size=6)),
)


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 200), action=actions)
def test_wrong_actions_leave_the_state_alone(seed: int, action: Any) -> None:
    state = _state(seed)
    before = state_to_json(state)
    try:
        after = STANDARD.apply(state, action)
    except UnorulesError:
        assert state_to_json(state) == before
        return
    STANDARD.check(attrs.evolve(after))


@SETTINGS
@given(text=st.text(max_size=40) | st.sampled_from(["p\uff11 draw", "p\u0661 draw", "p" + "9" * 5000 + " draw",
                                                     "p0 catch -> p\uff12", "p0 play " + "x" * 2000]))
def test_action_notation(text: str) -> None:
    try:
        a = STANDARD.action(text)
    except UnorulesError:
        return
    assert str(a.player).isascii()
