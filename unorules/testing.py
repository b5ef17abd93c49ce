"""Conformance scenarios: a variant, a fixed position, and steps with expectations.

The format is described in docs/scenarios.rst. ``run_scenario(path)`` returns the final state when every
step holds and raises :class:`ScenarioFailed` naming the step, the key, the expected
and the actual value when one does not; a malformed file raises
:class:`~unorules.errors.ScenarioError`.
"""

from __future__ import annotations

import tomllib
from collections import Counter
from collections.abc import Callable
from pathlib import Path
from typing import Any

from unorules.api import load_beside
from unorules.cards import Card
from unorules.engine.rules import Rules
from unorules.engine.state import ACTION_KINDS, TURN, Action, GameState
from unorules.errors import IllegalAction, ScenarioError
from unorules.files import read_text

SETUP_KEYS = {"dealer", "to_act", "direction", "color", "discard", "draw_pile", "hands", "scores",
              "start", "seed", "side", "round"}
STEP_KEYS = {"player", "action", "card", "color", "target", "option", "kind", "illegal", "reason", "expect"}
TOP_KEYS = {"variant", "players", "setup", "step", "description", "clause"}
MAX_SCENARIO_BYTES = 1 << 20  # the largest scenario file read (the bundled ones are under 3 KB)


class ScenarioFailed(ScenarioError, AssertionError):
    """A step of a scenario did not hold."""


def _multiset(cards: list[Card] | tuple[Card, ...]) -> list[str]:
    return sorted(str(c) for c in cards)


EXPECT: dict[str, Callable[[GameState], Any]] = {
    "to_act": lambda s: s.to_act,
    "color": lambda s: s.color,
    "direction": lambda s: s.direction,
    "top": lambda s: str(s.top),
    "hand_sizes": lambda s: list(s.hand_sizes),
    "hands": lambda s: [_multiset(h) for h in s.hands],
    "draw_pile_size": lambda s: len(s.draw_pile),
    "discard_size": lambda s: len(s.discard_pile),
    "scores": lambda s: list(s.scores),
    "round_over": lambda s: s.round_over,
    "game_over": lambda s: s.game_over,
    "winner": lambda s: s.winner,
    "round_winner": lambda s: s.round_winner,
    "phase": lambda s: s.phase,
    "dealer": lambda s: s.dealer,
    "pending_draw": lambda s: s.pending_draw,
    "uno_at_risk": lambda s: s.uno_at_risk,
    "round": lambda s: s.round,
    "out": lambda s: list(s.out),  # per seat, 1: knocked out of the round
    "cards": lambda s: len(s.all_cards()),  # every zone together: the deck size, if conserved
}


# The type each scalar key must have; TOML gives ints, strings and booleans directly.
_TYPES: dict[str, tuple[type, str]] = {
    "variant": (str, "a variant name"), "players": (int, "a whole number"),
    "description": (str, "a text"), "clause": (str, "a clause key"),
    "seed": (int, "a whole number"), "dealer": (int, "a seat number"), "to_act": (int, "a seat number"),
    "direction": (int, "1 or -1"), "start": (bool, "true or false"), "color": (str, "a colour name"),
    "side": (str, "the name of a side of the deck"), "round": (int, "a round number, from 1"),
    "player": (int, "a seat number"), "card": (str, "card notation such as \"red 5\""),
    "target": (int, "a seat number"), "kind": (str, "a report name"), "action": (str, "an action name"),
    "option": (int, "the number of one of the card's actions, from 1"),
    "illegal": (bool, "true or false"), "reason": (str, "a text"),
}


def _check_types(table: dict[str, Any], where: str) -> None:
    for key, value in table.items():
        want = _TYPES.get(key)
        # bool is an int in Python; a seat number written `true` is still wrong.
        if want is not None and (not isinstance(value, want[0])
                                 or (want[0] is int and isinstance(value, bool))):
            raise ScenarioError(f"{where}.{key}: expected {want[1]}, got {value!r}")
    scores = table.get("scores")
    if scores is not None and not (isinstance(scores, list) and all(
            isinstance(x, int) and not isinstance(x, bool) for x in scores)):
        raise ScenarioError(f"{where}.scores: expected a list of whole numbers, got {scores!r}")


def _normalise(key: str, value: Any) -> Any:
    if key == "hands":
        return [sorted(h) for h in value]
    return value


def load_scenario(path: str | Path) -> dict[str, Any]:
    p = Path(path)
    if not p.exists() and not p.is_symlink():
        raise ScenarioError(f"{p}: no such scenario file")
    text = read_text(p, MAX_SCENARIO_BYTES, lambda m: ScenarioError(f"{p}: {m}"), "scenario")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise ScenarioError(f"{p}: not valid TOML: {err}") from None
    except RecursionError:
        raise ScenarioError(f"{p}: not a scenario: its tables or lists nest too deeply to read") from None
    unknown = set(data) - TOP_KEYS
    if unknown:
        raise ScenarioError(f"{p}: unknown top-level keys {sorted(unknown)} (allowed: {sorted(TOP_KEYS)})")
    for key in ("variant", "players", "setup"):
        if key not in data:
            raise ScenarioError(f"{p}: missing '{key}'")
    return data


def _rules_for(path: Path, variant: str) -> Rules:
    """The rules a scenario names: a bundled variant, or a .uno file in the scenario's
    own folder (never a file elsewhere: a scenario may come from someone else)."""
    return load_beside(variant, path.parent, f"scenario {path.name}")


def build_position(rules: Rules, players: int, setup: dict[str, Any], where: str = "setup") -> GameState:
    """The GameState a scenario's [setup] describes."""
    from unorules.engine.core import apply_start_rule

    if not isinstance(setup, dict):
        raise ScenarioError(f"{where}: [setup] must be a table of keys, not {setup!r}")
    _check_types(setup, where)
    unknown = set(setup) - SETUP_KEYS
    if unknown:
        raise ScenarioError(f"{where}: unknown keys {sorted(unknown)} (allowed: {sorted(SETUP_KEYS)})")

    def cards(key: str, xs: list[str]) -> tuple[Card, ...]:
        if not isinstance(xs, list):
            raise ScenarioError(f"{where}.{key}: a list of cards such as [\"red 7\"], not {xs!r}")
        out = []
        for x in xs:
            try:
                out.append(rules.card(x))
            except ValueError as err:
                raise ScenarioError(f"{where}.{key}: {err}") from None
        return tuple(out)

    if not rules.min_players <= players <= rules.max_players:
        raise ScenarioError(f"{where}: {rules.name} is played by {rules.min_players} to "
                            f"{rules.max_players} players, not {players}")
    hands_raw = setup.get("hands")
    if (not isinstance(hands_raw, list) or len(hands_raw) != players
            or not all(isinstance(h, list) for h in hands_raw)):
        raise ScenarioError(f"{where}.hands: give one list of cards per player ({players} lists)")
    hands = tuple(cards("hands", h) for h in hands_raw)
    discard = cards("discard", setup.get("discard", []))
    if not discard:
        raise ScenarioError(f"{where}.discard: the discard pile needs at least its top card")
    listed_draw = cards("draw_pile", setup.get("draw_pile", []))
    side = _side(rules, setup, where)
    # With the other side up, cards are written as they lie: the deck holds them turned back.
    used = Counter(c.flipped() if side else c for c in (*discard, *listed_draw))
    for h in hands:
        used += Counter(c.flipped() if side else c for c in h)
    rest = Counter(rules.deck)
    for card, n in used.items():
        if n > rest[card]:
            raise ScenarioError(f"{where}: lists {n} x '{card}' but the deck of {rules.name} has {rest[card]}")
        rest[card] -= n
    remaining = [c.flipped() if side else c for c in rules.deck if rest[c] > 0 and not rest.subtract({c: 1})]
    from unorules.engine import rng

    seed_state = rng.seed_state(int(setup.get("seed", 0)))
    seed_state = rng.shuffle(remaining, seed_state)
    dealer = int(setup.get("dealer", 0))
    start = bool(setup.get("start", False))
    color = setup.get("color", discard[-1].color)
    if color is not None and color not in rules.colours_of(side):
        raise ScenarioError(f"{where}.color: {color!r} is not a colour of {rules.name}")
    top = discard[-1]
    # A coloured top card fixes the active colour: any other is a position no game reaches,
    # which the engine would refuse at the first step with a message naming no key.
    if "color" in setup and top.color is not None and color != top.color:
        raise ScenarioError(f"{where}.color: {color!r} disagrees with the top card {top}, which sets "
                            f"{top.color}; leave color out (it follows the top card), or give it under a "
                            "card without a colour, such as a wild")
    if start and "to_act" in setup:
        raise ScenarioError(f"{where}: with start = true, leave to_act out (the start rule decides it)")
    to_act = int(setup.get("to_act", (dealer + 1) % players))
    for key, v in (("dealer", dealer), ("to_act", to_act)):
        if not 0 <= v < players:
            raise ScenarioError(f"{where}.{key}: {v} is not a seat of a {players}-player game")
    direction = int(setup.get("direction", 1))
    if direction not in (1, -1):
        raise ScenarioError(f"{where}.direction: 1 (to the left) or -1")
    scores = tuple(int(x) for x in setup.get("scores", [0] * players))
    if len(scores) != players:
        raise ScenarioError(f"{where}.scores: one score per player")
    round_no = int(setup.get("round", 1))
    if round_no < 1:
        raise ScenarioError(f"{where}.round: rounds are counted from 1, not {round_no}")
    state = GameState(
        variant=rules.name, players=players, hands=hands,
        draw_pile=listed_draw + tuple(remaining), discard_pile=discard, color=color,
        direction=direction, to_act=to_act, dealer=dealer, scores=scores, phase=TURN, rng=seed_state,
        side=side, round=round_no,
    )
    return apply_start_rule(rules, state) if start else state


def _side(rules: Rules, setup: dict[str, Any], where: str) -> int:
    name = setup.get("side")
    if name is None:
        return 0
    names = [n for n, _ in rules.sides]
    if name not in names:
        raise ScenarioError(f"{where}.side: {name!r} is not a side of {rules.name}'s cards"
                            + (f" (sides: {', '.join(names)})" if names else " (its cards have one side)"))
    return names.index(name)


def step_action(rules: Rules, state: GameState, step: dict[str, Any], where: str) -> Action:
    kind = step["action"]
    if kind not in ACTION_KINDS:
        raise ScenarioError(f"{where}: unknown action {kind!r} (actions: {', '.join(ACTION_KINDS)})")
    card = None
    if "card" in step:
        try:
            card = rules.card(step["card"])
        except ValueError as err:
            raise ScenarioError(f"{where}.card: {err}") from None
    return Action(
        kind=kind, player=int(step.get("player", state.to_act)), card=card,
        color=step.get("color"), target=step.get("target"), report=step.get("kind"), option=step.get("option"),
    )


def expectations(rules: Rules) -> dict[str, Callable[[GameState], Any]]:
    """What a scenario may expect of a state of ``rules``: the keys of EXPECT, and for
    each status the variant declares, NAMEs (its count per seat: turn starts left before
    it ends) and NAME_holders (the seats holding it)."""
    out = dict(EXPECT)
    if rules.sides:
        names = [n for n, _ in rules.sides]
        out["side"] = lambda s: names[s.side]
        # What the player to act sees of every hand (their own: nothing of its backs).
        out["backs"] = lambda s: [_multiset(tuple(c for c in h if c is not None))
                                  for h in rules.view(s, s.to_act).backs]
        out["draw_pile_back"] = lambda s: str(rules.view(s, s.to_act).draw_pile_back)
    for k, st in enumerate(rules.statuses):
        out[f"{st.name}s"] = _counts(k)
        out[f"{st.name}_holders"] = _holders(k)
    return out


def _counts(k: int) -> Callable[[GameState], Any]:
    return lambda s: list(s.statuses[k]) if k < len(s.statuses) else [0] * s.players


def _holders(k: int) -> Callable[[GameState], Any]:
    return lambda s: list(s.holders(k))


def check_expect(rules: Rules, state: GameState, expect: dict[str, Any], where: str) -> None:
    known = expectations(rules)
    for key, want in expect.items():
        if key not in known:
            raise ScenarioError(f"{where}: cannot expect {key!r} (known: {', '.join(sorted(known))})")
        got = _normalise(key, known[key](state))
        try:
            want_n = _normalise(key, want)
        except TypeError:
            raise ScenarioError(f"{where}: expect.{key}: {want!r} is not the right shape "
                                f"(the state has {got!r})") from None
        if got != want_n:
            raise ScenarioFailed(f"{where}: {key}: expected {want_n!r}, got {got!r}")


def run_scenario(path: str | Path) -> GameState:
    """Run one scenario file; return the final state, or raise ScenarioFailed/ScenarioError."""
    p = Path(path)
    data = load_scenario(p)
    _check_types(data, p.name)
    rules = _rules_for(p, str(data["variant"]))
    players = int(data["players"])
    state = build_position(rules, players, data["setup"], f"{p.name}: setup")
    steps = data.get("step", [])
    if not isinstance(steps, list) or not all(isinstance(st, dict) for st in steps):
        raise ScenarioError(f"{p.name}: steps are written as [[step]] tables")
    for i, step in enumerate(steps, start=1):
        where = f"{p.name}: step {i}"
        _check_types(step, where)
        unknown = set(step) - STEP_KEYS
        if unknown:
            # An expectation key outside `expect` would be silently ignored: refuse it.
            misplaced = sorted(unknown & set(expectations(rules)))
            hint = f" (put expectations inside expect = {{ ... }}: {', '.join(misplaced)})" if misplaced else ""
            raise ScenarioError(f"{where}: unknown keys {sorted(unknown)}{hint}")
        if "action" not in step and ({"illegal", "reason"} & set(step)):
            raise ScenarioError(f"{where}: 'illegal' and 'reason' need an action in the same step")
        if "reason" in step and not step.get("illegal"):
            raise ScenarioError(f"{where}: 'reason' is checked only with illegal = true")
        if "action" in step:
            action = step_action(rules, state, step, where)
            if step.get("illegal"):
                try:
                    rules.apply(state, action)
                except IllegalAction as err:
                    if "reason" in step and step["reason"] not in err.reason:
                        raise ScenarioFailed(
                            f"{where}: reason: expected it to mention {step['reason']!r}, got {err.reason!r}"
                        ) from None
                else:
                    raise ScenarioFailed(f"{where}: expected {action} to be illegal, but it was allowed")
            else:
                try:
                    state = rules.apply(state, action)
                except IllegalAction as err:
                    raise ScenarioFailed(f"{where}: {action} was refused: {err.reason}") from None
        expect = step.get("expect", {})
        if not isinstance(expect, dict):
            raise ScenarioError(f"{where}.expect: a table such as {{ to_act = 2 }}")
        check_expect(rules, state, expect, where)
    return state
