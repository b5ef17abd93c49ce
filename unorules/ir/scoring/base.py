"""The base of scoring strategies (see the package docstring)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.readers import Turn

# Name -> strategy class, for every class that declares a name.
SCORINGS: dict[str, type[Scoring]] = {}


@frozen
class Scoring:
    """How a round is scored and when the game is over.

    ``name`` is what :attr:`unorules.ir.rules.RuleSet.scoring` says; ``phrase`` the words
    after ``scoring:`` (a Lark rule body; "" for the strategy of a variant without
    scoring); ``order`` where the words stand among the alternatives.
    """

    name: ClassVar[str] = ""
    phrase: ClassVar[str] = ""
    order: ClassVar[int] = 0
    # Lower totals are better: a reader that values points negates them.
    lower_wins: ClassVar[bool] = False
    # The game is one round: nothing is scored.
    one_round: ClassVar[bool] = False

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("name"):
            SCORINGS[cls.name] = cls

    def gains(self, winner: int, held: Sequence[Any], players: int) -> list[Any]:
        """What each seat adds to its score when ``winner`` goes out, the seats holding
        ``held`` points (plain ints for the engine, Z3 terms for the verifier)."""
        raise NotImplementedError

    # --- the engine's part ----------------------------------------------------------
    def score(self, t: Turn, winner: int) -> None:
        """The round is won by ``winner``: add what each seat scores."""
        gains = self.gains(winner, [t.rules.hand_points(h) for h in t.hands], t.players)
        for seat, g in enumerate(gains):
            t.scores[seat] += g

    def result(self, t: Turn, winner: int) -> tuple[bool, int]:
        """Whether the game is over once the round is scored, and who wins it then."""
        return t.scores[winner] >= t.rules.target, winner

    def check(self, lo: int, hi: int) -> tuple[str, str]:
        """What is wrong with this strategy for a table of ``lo`` to ``hi`` players, and a
        hint, or ("", "")."""
        return ("", "")
