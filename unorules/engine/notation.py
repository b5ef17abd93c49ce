"""Text forms of actions, and JSON forms of states, for people and for files."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

from unorules.cards import Card
from unorules.engine.state import ACTION_KINDS, Action, GameState, PendingChallenge
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


def _cards(cs: tuple[Card, ...]) -> list[str]:
    return [str(c) for c in cs]


def state_to_json(s: GameState) -> str:
    d: dict[str, Any] = {
        "variant": s.variant, "players": s.players,
        "hands": [_cards(h) for h in s.hands],
        "draw_pile": _cards(s.draw_pile), "discard_pile": _cards(s.discard_pile),
        "color": s.color, "direction": s.direction, "to_act": s.to_act, "dealer": s.dealer,
        "scores": list(s.scores), "phase": s.phase,
        "drawn": str(s.drawn) if s.drawn is not None else None,
        "pending_draw": s.pending_draw,
        "challenge": None if s.challenge is None else {
            "player": s.challenge.player, "kind": s.challenge.kind, "guilty": s.challenge.guilty,
        },
        "uno_at_risk": s.uno_at_risk, "poses": list(s.poses),
        "round_winner": s.round_winner, "winner": s.winner, "rng": s.rng, "round": s.round,
    }
    return json.dumps(d, sort_keys=True)


def state_from_json(rules: Rules, text: str) -> GameState:
    d = json.loads(text)
    cards = rules.card

    def many(xs: list[str]) -> tuple[Card, ...]:
        return tuple(cards(x) for x in xs)

    ch = d.get("challenge")
    poses = [0] * d["players"]
    if "poses" in d:
        poses = list(d["poses"])
    elif d.get("pose_holder") is not None:  # written before every seat had its own pose
        poses[d["pose_holder"]] = d["pose_turns"]
    return GameState(
        variant=d["variant"], players=d["players"], hands=tuple(many(h) for h in d["hands"]),
        draw_pile=many(d["draw_pile"]), discard_pile=many(d["discard_pile"]), color=d["color"],
        direction=d["direction"], to_act=d["to_act"], dealer=d["dealer"],
        scores=tuple(d["scores"]), phase=d["phase"],
        drawn=cards(d["drawn"]) if d.get("drawn") else None, pending_draw=d["pending_draw"],
        challenge=PendingChallenge(ch["player"], ch["kind"], ch["guilty"]) if ch else None,
        uno_at_risk=d["uno_at_risk"], poses=tuple(poses),
        round_winner=d["round_winner"], winner=d["winner"], rng=d["rng"], round=d["round"],
    )
