"""Seeded random games, for checks, statistics and benchmarks.

Two policies: ``uniform`` picks uniformly among every legal action (what the
benchmark measures); ``table`` plays like a table of careless players: it picks
among the in-turn actions, calls UNO or catches a missed call half the time, and
makes a report rarely, so variants with reports that cost cards still end.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from unorules.engine.record import GameRecord
from unorules.engine.rules import Rules
from unorules.engine.state import Action, GameState
from unorules.ir.vocab import ActionKind

# Bound once: an enum member looked up by attribute costs five times a comparison (3.11).
PLAY, UNO, CATCH, REPORT = ActionKind.PLAY, ActionKind.UNO, ActionKind.CATCH, ActionKind.REPORT

Check = Callable[[GameState, Action | None, GameState], None]


def choose(rng: random.Random, state: GameState, actions: tuple[Action, ...], policy: str) -> Action:
    if policy == "uniform":
        return actions[rng.randrange(len(actions))]
    if policy == "going_out":
        # A player trying to go out: plays whenever they can, calls UNO only on their last
        # card, and never catches, reports or jumps in (what a round's end needs, at random).
        mine = [a for a in actions if a.player == state.to_act and a.kind not in (CATCH, REPORT)]
        uno = [a for a in mine if a.kind == UNO and len(state.hands[a.player]) == 1]
        if uno:
            return uno[0]
        plays = [a for a in mine if a.kind == PLAY]
        pool = plays or [a for a in mine if a.kind != UNO] or mine or list(actions)
        return pool[rng.randrange(len(pool))]
    in_turn = [a for a in actions if a.player == state.to_act and a.kind not in (UNO, CATCH, REPORT)]
    calls = [a for a in actions if a.kind in (UNO, CATCH)]
    reports = [a for a in actions if a.kind == REPORT]
    jumps = [a for a in actions if a.kind == PLAY and a.player != state.to_act]
    if calls and rng.random() < 0.5:
        return calls[rng.randrange(len(calls))]
    if reports and rng.random() < 0.01:
        return reports[rng.randrange(len(reports))]
    if jumps and rng.random() < 0.1:
        return jumps[rng.randrange(len(jumps))]
    plays = [a for a in in_turn if a.kind == PLAY]
    if plays and rng.random() < 0.85:
        return plays[rng.randrange(len(plays))]
    pool = in_turn or list(actions)
    return pool[rng.randrange(len(pool))]


def play(rules: Rules, players: int, seed: int, *, policy: str = "table", max_actions: int = 20000,
         rounds: int | None = None, check: Check | None = None) -> tuple[GameRecord, GameState]:
    """Play one seeded game (or ``rounds`` rounds) with random actions."""
    rng = random.Random(seed)
    state = rules.new_game(players=players, seed=seed)
    if check is not None:
        check(state, None, state)
    actions: list[Action] = []
    finished_rounds = 0
    while not state.game_over and len(actions) < max_actions:
        legal = rules.legal_actions(state)
        if not legal:
            break
        if state.round_over:
            finished_rounds += 1
            if rounds is not None and finished_rounds >= rounds:
                break
        a = choose(rng, state, legal, policy)
        nxt = rules.apply(state, a)
        if check is not None:
            check(state, a, nxt)
        actions.append(a)
        state = nxt
    return GameRecord(rules.name, players, seed, tuple(actions)), state
