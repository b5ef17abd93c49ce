"""Conformance scenarios: every file under tests/scenarios/ passes, and the runner fails loudly.

The scenario files are the rules' "perft". Besides running them all, this
module checks that the runner cannot pass a scenario it should fail: a wrong
expectation, an "illegal" step that is legal, a malformed file, and the CLI's exit code.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

import unorules
from unorules import testing
from unorules.engine.rules import Rules
from unorules.engine.state import Action, GameState
from unorules.errors import ScenarioError
from unorules.testing import ScenarioFailed, run_scenario

SCENARIOS = Path(__file__).parent / "scenarios"
ALL = sorted(SCENARIOS.rglob("*.toml"))
STANDARD = SCENARIOS / "standard"

# Clause kinds of standard.uno that a scenario cannot exercise on its own: the player
# range, the colour list, the compile-time count expectations, and the card
# declarations (their points are exercised by the scoring scenarios).
NOT_SCENARIO_KINDS = {"players", "colours", "expect", "card"}


def test_scenarios_are_found() -> None:
    assert len(list(STANDARD.glob("*.toml"))) >= 30


@pytest.mark.parametrize("path", ALL, ids=lambda p: str(p.relative_to(SCENARIOS)))
def test_scenario(path: Path) -> None:
    run_scenario(path)


@pytest.mark.parametrize("path", ALL, ids=lambda p: str(p.relative_to(SCENARIOS)))
def test_scenario_says_what_it_checks(path: Path) -> None:
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    assert isinstance(data.get("description"), str) and data["description"].strip()
    assert isinstance(data.get("clause"), str) and data["clause"].strip()


def test_every_standard_clause_has_a_scenario() -> None:
    rules = unorules.load("standard")
    named = {tomllib.loads(p.read_text(encoding="utf-8"))["clause"] for p in STANDARD.glob("*.toml")}
    needed = {c.key for c in rules.clauses if c.kind not in NOT_SCENARIO_KINDS}
    assert needed - named == set()


# --- a real scenario with one thing changed -----------------------------------------------
def _variant_of(path: Path, tmp_path: Path, old: str, new: str) -> Path:
    """A copy of ``path`` with the single occurrence of ``old`` replaced by ``new``."""
    text = path.read_text(encoding="utf-8")
    assert text.count(old) == 1, f"{path.name} no longer contains {old!r} exactly once"
    out = tmp_path / path.name
    out.write_text(text.replace(old, new), encoding="utf-8")
    return out


WRONG_EXPECTATIONS = [
    # (scenario, text, replacement, step, key, expected, actual)
    ("wd4_challenge_guilty.toml", 'phase = "turn", to_act = 1,', 'phase = "turn", to_act = 2,',
     2, "to_act", "2", "1"),
    ("wd4_challenge_innocent.toml", 'color = "blue", hands', 'color = "green", hands',
     2, "color", "'green'", "'blue'"),
    ("last_card_draw_two.toml", "scores = [28, 0, 0]", "scores = [20, 0, 0]",
     1, "scores", "[20, 0, 0]", "[28, 0, 0]"),
    ("start_reverse.toml", "direction = -1, phase", "direction = 1, phase",
     1, "direction", "1", "-1"),
    ("uno_catch.toml", '[["blue 5", "yellow 3", "blue 1"]', '[["blue 5", "yellow 3"]',
     2, "hands", "[['blue 5', 'yellow 3'],", "[['blue 1', 'blue 5', 'yellow 3'],"),
]


@pytest.mark.parametrize(("name", "old", "new", "step", "key", "expected", "actual"), WRONG_EXPECTATIONS,
                         ids=[w[0] for w in WRONG_EXPECTATIONS])
def test_wrong_expectation_fails_naming_step_key_and_values(
    tmp_path: Path, name: str, old: str, new: str, step: int, key: str, expected: str, actual: str
) -> None:
    run_scenario(STANDARD / name)  # the original holds
    broken = _variant_of(STANDARD / name, tmp_path, old, new)
    with pytest.raises(ScenarioFailed) as info:
        run_scenario(broken)
    msg = str(info.value)
    assert msg.startswith(f"{name}: step {step}: {key}: expected "), msg
    assert f"expected {expected}" in msg and f"got {actual}" in msg, msg


def test_wrong_reason_fails(tmp_path: Path) -> None:
    broken = _variant_of(STANDARD / "draw_only_drawn_card.toml", tmp_path,
                         'reason = "only the drawn card (red 3)"', 'reason = "only the drawn card (red 4)"')
    with pytest.raises(ScenarioFailed, match=r"step 2: reason: expected it to mention "
                                             r"'only the drawn card \(red 4\)', got 'after drawing"):
        run_scenario(broken)


def test_illegal_step_that_is_legal_fails(tmp_path: Path) -> None:
    broken = _variant_of(STANDARD / "play_match_colour.toml", tmp_path,
                         'card = "red 2"\n', 'card = "red 2"\nillegal = true\n')
    with pytest.raises(ScenarioFailed, match=r"step 1: expected p0 play red 2 to be illegal, but it was allowed"):
        run_scenario(broken)


def test_legal_step_that_is_refused_fails(tmp_path: Path) -> None:
    # Drop `illegal = true` from a refused play: the runner must report the refusal and its reason.
    broken = _variant_of(STANDARD / "play_refused_no_match.toml", tmp_path,
                         'illegal = true\nreason = "green 3 cannot be played on red 7"\n', "")
    with pytest.raises(ScenarioFailed, match=r"step 1: p0 play green 3 was refused: green 3 cannot be played"):
        run_scenario(broken)


# --- malformed files -----------------------------------------------------------------------
GOOD = """\
variant = "standard"
players = 2
[setup]
dealer = 1
to_act = 0
discard = ["red 7"]
hands = [["red 2", "blue 3"], ["green 4"]]
[[step]]
action = "play"
card = "red 2"
expect = { to_act = 1 }
"""

MALFORMED = [
    ("unknown top-level key", GOOD.replace('players = 2', 'players = 2\nplayer = 2'),
     "unknown top-level keys ['player']"),
    ("unknown setup key", GOOD.replace("dealer = 1", "dealer = 1\ncolour = \"red\""),
     "setup: unknown keys ['colour']"),
    ("unknown step key", GOOD.replace('action = "play"', 'action = "play"\ncolor_ = "red"'),
     "step 1: unknown keys ['color_']"),
    ("expectation outside expect", GOOD.replace("expect = { to_act = 1 }", "to_act = 1"),
     "put expectations inside expect"),
    ("unknown expectation", GOOD.replace("{ to_act = 1 }", "{ to_act = 1, score = 3 }"),
     "step 1: cannot expect 'score'"),
    ("bad card in a hand", GOOD.replace('"blue 3"', '"blue 33"'),
     "setup.hands:"),
    ("bad card in a step", GOOD.replace('card = "red 2"', 'card = "purple 2"'),
     "step 1.card:"),
    ("too many copies", GOOD.replace('["green 4"]', '["wild", "wild", "wild", "wild", "wild"]'),
     "lists 5 x 'wild' but the deck of standard has 4"),
    ("two copies of a single card", GOOD.replace('discard = ["red 7"]', 'discard = ["red 0", "red 0"]'),
     "lists 2 x 'red 0' but the deck of standard has 1"),
    ("wrong number of hands", GOOD.replace('hands = [["red 2", "blue 3"], ["green 4"]]', 'hands = [["red 2"]]'),
     "setup.hands: give one list of cards per player (2 lists)"),
    ("hand not a list", GOOD.replace('hands = [["red 2", "blue 3"], ["green 4"]]', 'hands = ["red 2", "green 4"]'),
     "setup.hands: give one list of cards per player"),
    ("too many players", GOOD.replace("players = 2", "players = 11"),
     "standard is played by 2 to 10 players, not 11"),
    ("empty discard", GOOD.replace('discard = ["red 7"]', "discard = []"),
     "the discard pile needs at least its top card"),
    ("unknown colour", GOOD.replace("to_act = 0", 'to_act = 0\ncolor = "purple"'),
     "setup.color: 'purple' is not a colour of standard"),
    ("seat out of range", GOOD.replace("to_act = 0", "to_act = 2"),
     "setup.to_act: 2 is not a seat of a 2-player game"),
    ("to_act with start", GOOD.replace("dealer = 1", "dealer = 1\nstart = true"),
     "with start = true, leave to_act out"),
    ("unknown action", GOOD.replace('action = "play"', 'action = "jump"'),
     "step 1: unknown action 'jump'"),
    ("reason without illegal", GOOD.replace('card = "red 2"', 'card = "red 2"\nreason = "no"'),
     "'reason' is checked only with illegal = true"),
    ("illegal without action", GOOD + "[[step]]\nillegal = true\n",
     "step 2: 'illegal' and 'reason' need an action"),
    ("missing setup", GOOD.split("[setup]")[0], "missing 'setup'"),
    ("not TOML", GOOD.replace("players = 2", "players = "), "not valid TOML"),
    ("unknown variant", GOOD.replace('"standard"', '"no_such_variant"'), "no_such_variant"),
]


def test_good_base_scenario_passes(tmp_path: Path) -> None:
    path = tmp_path / "good.toml"
    path.write_text(GOOD, encoding="utf-8")
    assert run_scenario(path).to_act == 1


@pytest.mark.parametrize(("text", "message"), [m[1:] for m in MALFORMED], ids=[m[0] for m in MALFORMED])
def test_malformed_scenario_raises_scenario_error(tmp_path: Path, text: str, message: str) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(unorules.UnorulesError) as info:
        run_scenario(path)
    assert not isinstance(info.value, ScenarioFailed), "a malformed file is not a failed expectation"
    assert message in str(info.value)


def test_malformed_scenario_errors_are_scenario_errors(tmp_path: Path) -> None:
    # Every malformed file but the unknown variant (a VariantError from load) is a ScenarioError.
    for name, text, _ in MALFORMED:
        if name == "unknown variant":
            continue
        path = tmp_path / "bad.toml"
        path.write_text(text, encoding="utf-8")
        with pytest.raises(ScenarioError):
            run_scenario(path)


def test_missing_file_is_a_scenario_error(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError, match="no such scenario file"):
        run_scenario(tmp_path / "absent.toml")


# --- the command line ----------------------------------------------------------------------
def _cli(*args: str) -> tuple[int, str]:
    from click.testing import CliRunner

    from unorules.cli import build

    result = CliRunner().invoke(build(), ["scenario", *args])
    return result.exit_code, result.output


def test_cli_passes_real_scenarios() -> None:
    code, out = _cli(str(STANDARD / "play_match_colour.toml"), str(STANDARD / "wd4_challenge_guilty.toml"))
    assert code == 0, out
    assert "2 passed, 0 failed" in out


def test_cli_runs_a_directory() -> None:
    code, out = _cli(str(STANDARD))
    assert code == 0, out
    assert f"{len(list(STANDARD.glob('*.toml')))} passed, 0 failed" in out


def test_cli_fails_with_the_message(tmp_path: Path) -> None:
    broken = _variant_of(STANDARD / "wd4_challenge_guilty.toml", tmp_path,
                         'phase = "turn", to_act = 1,', 'phase = "turn", to_act = 2,')
    code, out = _cli(str(STANDARD / "play_match_colour.toml"), str(broken))
    assert code == 1, out
    assert f"FAIL {broken}" in out
    assert "wd4_challenge_guilty.toml: step 2: to_act: expected 2, got 1" in out
    assert "1 passed, 1 failed" in out


def test_cli_reports_a_malformed_file(tmp_path: Path) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(GOOD.replace('"blue 3"', '"blue 33"'), encoding="utf-8")
    code, out = _cli(str(path))
    assert code == 1, out
    assert "setup.hands:" in out and "Traceback" not in out


def test_console_entry_point_exit_codes(tmp_path: Path) -> None:
    # The real entry point, not only the click group: exit 0 on a pass, 1 on a failure.
    import subprocess
    import sys

    ok = subprocess.run([sys.executable, "-m", "unorules", "scenario", str(STANDARD / "skip_two_players.toml")],
                        capture_output=True, text=True, check=False)
    assert ok.returncode == 0, ok.stdout + ok.stderr
    broken = _variant_of(STANDARD / "skip_two_players.toml", tmp_path, 'to_act = 1, top = "green 2"',
                         'to_act = 0, top = "green 2"')
    bad = subprocess.run([sys.executable, "-m", "unorules", "scenario", str(broken)],
                         capture_output=True, text=True, check=False)
    assert bad.returncode == 1
    assert "skip_two_players.toml: step 2: to_act: expected 0, got 1" in bad.stdout


# --- legal_actions agrees with apply on every scenario position -----------------------------
def _positions(path: Path) -> list[tuple[Rules, GameState, Action, bool]]:
    """(rules, state, action, marked illegal) before every step with an action."""
    data = testing.load_scenario(path)
    rules = testing._rules_for(path, str(data["variant"]))
    state = testing.build_position(rules, int(data["players"]), data["setup"])
    out: list[tuple[Rules, GameState, Action, bool]] = []
    for step in data.get("step", []):
        if "action" not in step:
            continue
        action = testing.step_action(rules, state, step, path.name)
        out.append((rules, state, action, bool(step.get("illegal"))))
        if not step.get("illegal"):
            state = rules.apply(state, action)
    return out


@pytest.mark.parametrize("path", ALL, ids=lambda p: str(p.relative_to(SCENARIOS)))
def test_every_listed_action_is_accepted(path: Path) -> None:
    for rules, state, _, _ in _positions(path):
        for action in rules.legal_actions(state):
            rules.apply(state, action)  # raises IllegalAction if listed but not allowed


@pytest.mark.parametrize("path", sorted(STANDARD.glob("*.toml")), ids=lambda p: p.name)
def test_steps_are_listed_exactly_when_legal(path: Path) -> None:
    # Standard has no wrong-card penalty and no jumping in, so "listed" and "accepted" agree
    # for every action of every seat, in turn or not (an UNO call included). A catch is
    # listed once per target, by one catcher, though any other seat may make it: for a
    # catch by another seat, some catch of the same target is listed exactly when the step
    # is legal (nobody catches themselves).
    checked = 0
    for rules, state, action, illegal in _positions(path):
        legal = rules.legal_actions(state)
        if action.kind == "catch":
            listed = action.player != action.target and any(
                a.kind == "catch" and a.target == action.target for a in legal)
        else:
            listed = action in legal
        assert listed == (not illegal), f"{path.name}: {action} listed={listed}, marked illegal={illegal}"
        checked += 1
    steps = tomllib.loads(path.read_text(encoding="utf-8")).get("step", [])
    assert checked == sum("action" in st for st in steps), f"{path.name}: a step with an action went unchecked"
