"""Text forms of actions, and JSON forms of states, for people and for files."""

from __future__ import annotations

import json
import re
from enum import StrEnum
from typing import TYPE_CHECKING, Any

import attrs

from unorules.engine.state import (
    ACTION_KINDS,
    FIELDS,
    Action,
    GameState,
    HeldEffects,
    PendingChallenge,
    shown,
)
from unorules.errors import ArgumentError, StateError, UnorulesError
from unorules.ir.vocab import ActionKind

if TYPE_CHECKING:
    from unorules.engine.tables import Bound as Rules


def parse_action(rules: Rules, text: str, state: GameState | None = None) -> Action:
    """Parse ``"p1 play wild green"``, ``"p0 catch -> p2"``, ``"p2 report offer -> p1"``,
    ``"p0 play red skip_or_reverse #2"`` (the second action printed on the card)."""
    if not isinstance(text, str):
        raise ArgumentError(f"action text is a str such as 'p1 play red 5', not {type(text).__name__}")
    if len(text) > MAX_ACTION_TEXT:
        raise ArgumentError(f"action text of {len(text)} characters: no action is longer than {MAX_ACTION_TEXT}")
    words = text.split()
    if not words:
        raise ArgumentError("empty action")
    player = None
    if _seat(words[0]):
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
        if not _seat(tgt):
            raise ArgumentError(f"{text!r}: a target is written '-> pN'")
        target = int(tgt[1:])
        del words[i:i + 2]
    option = None
    picked = [w for w in words if w.startswith("#")]
    if picked:
        if len(picked) > 1 or _OPTION.fullmatch(picked[0]) is None:
            raise ArgumentError(f"{text!r}: the action picked on the card is written once, '#N' (N from 1)")
        option = int(picked[0][1:])
        words.remove(picked[0])
    report = words.pop(0) if kind == ActionKind.REPORT and words else None
    color = None
    if words and words[-1] in rules.colours and (kind in (ActionKind.CHOOSE,) or len(words) >= 2 or (
            len(words) == 1 and kind != ActionKind.PLAY)):
        color = words.pop()
    card = rules.card(" ".join(words)) if words else None
    return Action(kind, player, card, color, target, report, option)


MAX_ACTION_TEXT = 1000
_SEAT = re.compile(r"p[0-9]{1,9}")  # ASCII digits only: a full-width digit makes no seat
_OPTION = re.compile(r"#[1-9][0-9]{0,8}")


def _seat(word: str) -> bool:
    return _SEAT.fullmatch(word) is not None


def action_to_json(a: Action) -> dict[str, Any]:
    out: dict[str, Any] = {"kind": a.kind, "player": a.player}
    if a.card is not None:
        out["card"] = str(a.card)
    for key in ("color", "target", "report", "option"):
        if getattr(a, key) is not None:
            out[key] = getattr(a, key)
    return out


ACTION_KEYS = ("kind", "player", "card", "color", "target", "report", "option")


def action_from_json(rules: Rules, d: Any) -> Action:
    """The action :func:`action_to_json` wrote. Anything else is an ArgumentError naming
    what is wrong; the action's legality is the engine's to judge."""
    if not isinstance(d, dict):
        raise ArgumentError(f"an action is a JSON object such as {{\"kind\": \"draw\", \"player\": 1}}, "
                            f"not {shown(d)}")
    unknown = sorted(str(k) for k in d if k not in ACTION_KEYS)
    if unknown:
        raise ArgumentError(f"an action has no field {shown(unknown[0])} (fields: {', '.join(ACTION_KEYS)})")
    for key in ("kind", "player"):
        if key not in d:
            raise ArgumentError(f"an action needs its {key!r}: {shown(d)}")
    kinds = {"kind": str, "card": str, "color": str, "report": str}
    for key, value in d.items():
        want = kinds.get(key)
        if value is not None and ((want is str and not isinstance(value, str))
                                  or (key in ("player", "target", "option") and (type(value) is not int))):
            raise ArgumentError(f"an action's {key} is {shown(value)}: expected "
                                + ("a seat number" if key in ("player", "target") else
                                   "the number of one of the card's actions" if key == "option" else "a text"))
    card = rules.card(d["card"]) if d.get("card") is not None else None
    return Action(d["kind"], d["player"], card, d.get("color"), d.get("target"), d.get("report"), d.get("option"))


def _list(value: Any) -> list[Any]:
    if not isinstance(value, list):
        raise TypeError(value)
    return value


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
    if codec == "held":
        return None if value is None else attrs.asdict(value)
    if isinstance(value, tuple):
        return [list(v) if isinstance(v, tuple) else v for v in value]
    return str(value) if isinstance(value, StrEnum) else value


def _read(rules: Rules, codec: str, value: Any) -> Any:
    if codec == "cards":
        return tuple(rules.card(x) for x in _list(value))
    if codec == "hands":
        return tuple(tuple(rules.card(x) for x in _list(h)) for h in _list(value))
    if codec == "card":
        return None if value is None else rules.card(value)
    if codec == "challenge":
        if value is None:
            return None
        if not isinstance(value, dict) or sorted(value) != ["guilty", "kind", "player"]:
            raise TypeError(value)
        return PendingChallenge(value["player"], value["kind"], value["guilty"])
    if codec == "held":
        if value is None:
            return None
        if not isinstance(value, dict) or sorted(value) != ["at", "kind", "place", "player", "skips", "target"]:
            raise TypeError(value)
        return HeldEffects(**value)
    return value


def state_to_json(s: GameState) -> str:
    """The state as JSON: every declared field, written by its codec."""
    d = {f.name: _write(f.metadata["codec"], getattr(s, f.name)) for f in FIELDS}
    return json.dumps(d, sort_keys=True)


MAX_STATE_JSON = 1 << 20  # characters: a state of the largest deck the language allows is well under


def loads_json(text: object, what: str, limit: int, error: type[Exception]) -> Any:
    """JSON text read with bounds: at most ``limit`` characters, nesting Python's decoder
    can follow; anything else is ``error`` saying what ``what`` was expected."""
    if isinstance(text, (bytes, bytearray)):
        try:
            text = bytes(text).decode("utf-8")
        except UnicodeDecodeError as err:
            raise error(f"{what} is not UTF-8 text (byte {err.start})") from None
    if not isinstance(text, str):
        raise error(f"{what} is JSON text, not {type(text).__name__}")
    if len(text) > limit:
        raise error(f"{what} is {len(text)} characters: more than {limit}, the most read")
    try:
        return json.loads(text)
    except RecursionError:
        raise error(f"{what} is not one: its JSON nests too deeply") from None
    except ValueError as err:  # json.JSONDecodeError, or a number too long to read
        raise error(f"{what} is not valid JSON: {str(err)[:160]}") from None


def state_from_json(rules: Rules, text: str) -> GameState:
    """The state :func:`state_to_json` wrote: every field, and nothing else. Anything
    else, or a state these rules cannot play, is a :class:`~unorules.StateError`
    naming the field."""
    from unorules.engine.validate import check_state

    d = loads_json(text, "a saved state", MAX_STATE_JSON, StateError)
    if not isinstance(d, dict):
        raise StateError(f"a saved state is a JSON object of its fields, not {shown(d)}")
    names = [f.name for f in FIELDS]
    missing = [n for n in names if n not in d]
    if missing:
        raise StateError(f"the saved state has no field {missing[0]!r} (a state has {', '.join(names)})")
    unknown = sorted(str(k) for k in d if k not in names)
    if unknown:
        raise StateError(f"the saved state has a field {shown(unknown[0])} that no state has")
    values = {}
    for f in FIELDS:
        try:
            values[f.name] = _read(rules, f.metadata["codec"], d[f.name])
        except (UnorulesError, TypeError, KeyError, AttributeError) as err:
            detail = err.args[0] if isinstance(err, UnorulesError) and err.args else "not of the right shape"
            raise StateError(f"the state's {f.name} is {shown(d[f.name])}: {detail}") from None
    return check_state(rules, GameState(**values))
