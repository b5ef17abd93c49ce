"""A game record as text, one line per action (``unorules watch --text``): no UI library."""

from __future__ import annotations

from collections.abc import Iterator

from unorules.engine.record import GameRecord
from unorules.engine.rules import Rules
from unorules.ir.vocab import ActionKind


def step_lines(rules: Rules, record: GameRecord) -> list[str]:
    """The record as text, one line per action (for ``--text`` and pipes)."""
    return list(iter_lines(rules, record))


def iter_lines(rules: Rules, record: GameRecord) -> Iterator[str]:
    """:func:`step_lines` one line at a time, keeping one state (a long record is not
    held in memory as every state)."""
    before = rules.new_game(players=record.players, seed=record.seed)
    yield (f"{rules.title}: {record.players} players, seed {record.seed}, dealer p{before.dealer}, "
           f"first card {before.top}")
    for a in record.actions:
        after = rules.apply(before, a)
        yield f"  {a!s:32} top {after.top!s:18} colour {after.color!s:7} hands {list(after.hand_sizes)}"
        if a.kind != ActionKind.NEXT_ROUND and after.round_over and not before.round_over:
            yield f"round {after.round} won by p{after.round_winner}; scores {list(after.scores)}"
        before = after
    if before.game_over:
        yield f"game won by p{before.winner}"
