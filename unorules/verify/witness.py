"""The engine's side of "no dead clause": what actually fires when the engine plays.

A dead clause is a proof of absence from the model; a live one is a Z3 position where
it applies. Both are backed here on the engine that runs: a guarded effect's witness
position (from the Z3 model) is played and the engine is watched for the guard holding;
and a bounded search (seeded random games, its bound stated) records every guard that
held, every stack, report, jump-in and card played together that was offered and every status that was held,
so a clause reported dead is shown never firing within that bound, and one that fires
there is the model's mistake, not the variant's.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from attrs import define, field

from unorules.engine.rules import Rules
from unorules.engine.state import STACK, TOGETHER, Action, GameState
from unorules.errors import UnorulesError
from unorules.ir import effects as fx

GAMES = 4  # seeded games, alternately at the smallest and the largest table
ACTIONS = 300  # actions per game


@define
class Fired:
    """What the engine was seen doing."""

    guards: set[int] = field(factory=set)  # id() of the Guarded effects whose condition held
    stacks: set[tuple[str, str]] = field(factory=set)  # (card, on) offered to answer a stack
    reports: set[str] = field(factory=set)  # reports offered
    jump_in: bool = False  # a jump-in was offered
    together: bool = False  # a card was offered to add to those played together
    statuses: set[str] = field(factory=set)  # statuses some seat held


@contextmanager
def watching(fired: Fired) -> Iterator[None]:
    """Record every guarded effect whose condition holds while the engine runs. Both
    meanings the engine may take (``run`` and the fast path's ``fast``) are wrapped; the
    condition is evaluated once more beside the engine's own evaluation (conditions are
    pure), so what the engine does is unchanged."""
    run, fast = fx.Guarded.run, fx.Guarded.fast

    def run_seen(self: fx.Guarded, t: Any, ctx: Any) -> None:
        if self.cond.holds(t.probe(ctx)):
            fired.guards.add(id(self))
        run(self, t, ctx)

    def fast_seen(self: fx.Guarded, f: Any) -> bool:
        if self.cond.holds(f.probe()):
            fired.guards.add(id(self))
        return fast(self, f)

    fx.Guarded.run, fx.Guarded.fast = run_seen, fast_seen  # type: ignore[method-assign]
    try:
        yield
    finally:
        fx.Guarded.run, fx.Guarded.fast = run, fast  # type: ignore[method-assign]


def search(rules: Rules) -> tuple[Fired, str]:
    """Play ``GAMES`` seeded games of ``ACTIONS`` actions and record what fires."""
    from unorules.engine import random_games

    fired = Fired()
    names = [st.name for st in rules.statuses]
    offers = bool(rules.stacks or rules.reports or rules.jump_in is not None or rules.together is not None)

    def seen(state: GameState, action: Action | None, nxt: GameState) -> None:
        for k, row in enumerate(nxt.statuses):
            if k < len(names) and any(row):
                fired.statuses.add(names[k])
        if not offers or nxt.round_over:
            return
        for a in rules.legal_actions(nxt):
            if a.kind == "report" and a.report is not None:
                fired.reports.add(a.report)
            elif a.kind == "play" and a.card is not None:
                if nxt.phase == STACK and a.player == nxt.to_act:
                    fired.stacks.add((a.card.kind, nxt.top.kind))
                elif nxt.phase == TOGETHER and a.player == nxt.to_act:
                    fired.together = True
                elif a.player != nxt.to_act:
                    fired.jump_in = True

    counts = [rules.min_players, rules.max_players]
    with watching(fired):
        for i in range(GAMES):
            try:
                random_games.play(rules, counts[i % 2], seed=9100 + i, max_actions=ACTIONS, check=seen)
            except UnorulesError:
                continue  # a game the engine refuses is another property's finding
    return fired, f"{GAMES} seeded games at {counts[0]} and {counts[1]} players, up to {ACTIONS} actions each"


def fires_in(rules: Rules, scenario: dict[str, Any], effect: fx.Guarded) -> bool:
    """Whether playing the scenario's first action on the engine makes ``effect``'s
    condition hold (the witness of a live guarded effect)."""
    from unorules.testing import build_position, step_action

    fired = Fired()
    steps = [s for s in scenario.get("step", []) if "action" in s]
    try:
        with watching(fired):
            state = build_position(rules, int(scenario["players"]), scenario["setup"])
            if scenario["setup"].get("start"):
                return id(effect) in fired.guards
            for i, step in enumerate(steps[:2], start=1):
                state = rules.apply(state, step_action(rules, state, step, f"step {i}"))
    except (UnorulesError, ValueError, KeyError):
        return False
    return id(effect) in fired.guards
