"""``players LOW to HIGH``: how many may play."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _, player_count
from unorules.ir.mechanic import Clause
from unorules.ir.readers import Changes, Lowering


@frozen(kw_only=True)
class PlayersClause(Clause):
    """How many players the variant is played by."""

    kind: ClassVar[str] = "players"
    read_by: ClassVar[str] = "the compiler's deal, checked against the deck"
    phrase: ClassVar[str] = '"players" INT "to" INT'
    example: ClassVar[str] = "players 2 to 10"
    low: int
    high: int

    symbolic_none: ClassVar[str] = "the player counts: the model's table ranges over them (Shape)"
    kernel_reads: ClassVar[tuple[str, ...]] = ("min_players", "max_players")
    kernel_flags: ClassVar[tuple[str, ...]] = ("F_MIN_PLAYERS", "F_MAX_PLAYERS")

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        return rules.min_players, rules.max_players

    tells: ClassVar[tuple[str, ...]] = ("min_players", "max_players")
    told_at: ClassVar[int] = 20

    @classmethod
    def changes(cls, w: Changes) -> None:
        r, p = w.rules, w.parent
        if (r.min_players, r.max_players) != (p.min_players, p.max_players):
            w.now(cls.tells, w.esc(_("Players")), player_count(r.min_players, r.max_players),
                  player_count(p.min_players, p.max_players))
