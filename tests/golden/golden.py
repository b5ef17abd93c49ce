"""Golden data that pins the engine's behaviour, in the spirit of chess perft files.

For every bundled variant, several player counts and seeds:

- ``perft``: the number of leaves of the game tree ``DEPTH`` actions deep from the dealt
  state, every legal action followed (out-of-turn ones included);
- ``traces``: seeded random games, with a hash of every state on the way (a chain: each
  hash covers the one before) and the final state in full.

States are written in a canonical form defined here (not by the library's JSON, whose
shape may change), so the data outlives refactors of the state's fields. Regenerate with

    python tests/golden/golden.py

only when the engine's behaviour is meant to change, and say why in the commit.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))

import unorules  # noqa: E402

DEPTH = 4
PLAYERS = (2, 3, 4)
SEEDS = (0, 1, 2)
TRACE_SEEDS = (0, 1, 2, 3)
TRACE_ACTIONS = 400


def cards(cs: Any) -> list[str]:
    return [str(c) for c in cs]


def statuses(state: Any) -> list[list[int]]:
    """Per declared status, per seat: the count the engine keeps (Minion's pose; the
    other bundled variants declare none)."""
    return [list(row) for row in state.statuses]


def canonical(state: Any) -> dict[str, Any]:
    ch = state.challenge
    return {
        "variant": state.variant, "players": state.players,
        "hands": [cards(h) for h in state.hands], "draw_pile": cards(state.draw_pile),
        "discard_pile": cards(state.discard_pile), "color": state.color,
        "direction": state.direction, "to_act": state.to_act, "dealer": state.dealer,
        "scores": list(state.scores), "phase": str(state.phase),
        "drawn": None if state.drawn is None else str(state.drawn),
        "pending_draw": state.pending_draw,
        "challenge": None if ch is None else [ch.player, ch.kind, ch.guilty],
        "uno_at_risk": state.uno_at_risk, "statuses": statuses(state),
        "round_winner": state.round_winner, "winner": state.winner, "rng": state.rng,
        "round": state.round,
    }


def digest(state: Any, before: str = "") -> str:
    text = before + json.dumps(canonical(state), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:16]


def perft(rules: Any, state: Any, depth: int) -> int:
    if depth == 0:
        return 1
    return sum(perft(rules, rules.apply(state, a), depth - 1) for a in rules.legal_actions(state))


def trace(rules: Any, players: int, seed: int) -> dict[str, Any]:
    """A seeded game whose actions are picked by a small generator of its own (so the
    data depends on nothing but the engine): uniform among the legal actions, with a
    bias towards plays so that rounds end."""
    state = rules.new_game(players=players, seed=seed)
    pick = (seed * 2654435761 + 12345) & 0xFFFFFFFF
    hashes = [digest(state)]
    for _ in range(TRACE_ACTIONS):
        legal = rules.legal_actions(state)
        if not legal:
            break
        pick = (pick * 1103515245 + 12345) & 0x7FFFFFFF
        plays = [a for a in legal if a.kind == "play" and a.player == state.to_act]
        pool = plays if plays and pick % 4 else list(legal)
        action = pool[(pick >> 8) % len(pool)]
        state = rules.apply(state, action)
        hashes.append(digest(state, hashes[-1]))
    return {"players": players, "seed": seed, "actions": len(hashes) - 1, "hashes": hashes,
            "final": canonical(state)}


def players_for(rules: Any) -> list[int]:
    return [n for n in (*PLAYERS, rules.max_players) if rules.min_players <= n <= rules.max_players]


def make(name: str) -> dict[str, Any]:
    rules = unorules.load(name)
    counts = [
        {"players": n, "seed": seed, "depth": DEPTH,
         "leaves": perft(rules, rules.new_game(players=n, seed=seed), DEPTH)}
        for n in sorted(set(players_for(rules))) for seed in SEEDS
    ]
    traces = [trace(rules, n, seed) for n in sorted(set(players_for(rules))) for seed in TRACE_SEEDS]
    return {"variant": name, "perft": counts, "traces": traces}


def path_of(name: str) -> Path:
    return HERE / f"{name}.json"


def main() -> None:
    for name in unorules.variants():
        data = make(name)
        path_of(name).write_text(json.dumps(data, indent=1, sort_keys=True) + "\n", encoding="utf-8")
        print(f"{name}: {sum(c['leaves'] for c in data['perft'])} leaves, {len(data['traces'])} traces")


if __name__ == "__main__":
    main()
