"""Text forms of actions, and JSON forms of states, for people and for files."""

from __future__ import annotations

import json
from enum import StrEnum
from typing import TYPE_CHECKING, Any

from unorules.engine.state import ACTION_KINDS, FIELDS, Action, GameState, PendingChallenge
from unorules.errors import ArgumentError

if TYPE_CHECKING:
    from unorules.engine.tables import Bound as Rules


def parse_action(rules: Rules, text: str, state: GameState | None = None) -> Action:
    """Parse ``"p1 play wild green"``, ``"p0 catch -> p2"``, ``"p2 report offer -> p1"``."""
    words = text.split()
    if not words:
        raise ArgumentError("empty action")
    player = None
    if words[0].startswith("p") and words[0][1:].isdigit():
        player = int(words.pop(0)[1:])
    elif state is not None:
        player = state.to_act
    if player is None or not words:
        raise ArgumentError(f"{text!r}: write '<pN> <action> ...', for example 'p1 play red 5'")
    kind = words.pop(0)
    if kind not in ACTION_KINDS:
        raise ArgumentError(f"{text!r}: unknown action {kind!r} (actions: {', '.join(ACTION_KINDS)})")
    target = None
    if "->" in words:
        i = words.index("->")
        tgt = words[i + 1] if i + 1 < len(words) else ""
        if not (tgt.startswith("p") and tgt[1:].isdigit()):
            raise ArgumentError(f"{text!r}: a target is written '-> pN'")
        target = int(tgt[1:])
        del words[i:i + 2]
    report = words.pop(0) if kind == "report" and words else None
    color = None
    if words and words[-1] in rules.colours and (kind in ("choose",) or len(words) >= 2 or (
            len(words) == 1 and kind != "play")):
        color = words.pop()
    card = rules.card(" ".join(words)) if words else None
    return Action(kind, player, card, color, target, report)


def action_to_json(a: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": a.kind, "player": a.player}
    if a.card is not None:
        out["card"] = str(a.card)
    for key in ("color", "target", "report"):
        if getattr(a, key) is not None:
            out[key] = getattr(a, key)
    return out


def action_from_json(rules: Rules, d: dict[str, Any]) -> Action:
    card = rules.card(d["card"]) if d.get("card") is not None else None
    return Action(d["kind"], int(d["player"]), card, d.get("color"), d.get("target"), d.get("report"))


# How JSON writes each field of the state, by the codec its declaration names.
def _write(codec: str, value: Any) -> Any:
    if codec == "cards":
        return [str(c) for c in value]
    if codec == "hands":
        return [[str(c) for c in h] for h in value]
    if codec == "card":
        return None if value is None else str(value)
    if codec == "challenge":
        return None if value is None else {"player": value.player, "kind": value.kind, "guilty": value.guilty}
    if isinstance(value, tuple):
        return [list(v) if isinstance(v, tuple) else v for v in value]
    return str(value) if isinstance(value, StrEnum) else value


def _read(rules: Rules, codec: str, value: Any) -> Any:
    if codec == "cards":
        return tuple(rules.card(x) for x in value)
    if codec == "hands":
        return tuple(tuple(rules.card(x) for x in h) for h in value)
    if codec == "card":
        return None if value is None else rules.card(value)
    if codec == "challenge":
        return None if value is None else PendingChallenge(value["player"], value["kind"], value["guilty"])
    return value


def state_to_json(s: GameState) -> str:
    """The state as JSON: every declared field, written by its codec."""
    d = {f.name: _write(f.metadata["codec"], getattr(s, f.name)) for f in FIELDS}
    return json.dumps(d, sort_keys=True)


def state_from_json(rules: Rules, text: str) -> GameState:
    """The state :func:`state_to_json` wrote."""
    from unorules.engine.validate import check_state

    d = json.loads(text)
    state = GameState(**{f.name: _read(rules, f.metadata["codec"], d[f.name]) for f in FIELDS if f.name in d})
    return check_state(rules, state)
