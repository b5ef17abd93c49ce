"""The base of game ends (see the package docstring)."""

from __future__ import annotations

from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.readers import Turn
from unorules.ir.scoring.base import Scoring

# Name -> game end class, for every class that declares a name.
GAME_ENDS: dict[str, type[GameEnd]] = {}


@frozen
class GameEnd:
    """When the game is over, and who wins it then.

    ``name`` is what :attr:`unorules.ir.rules.RuleSet.game_end` says; ``phrase`` the words
    after ``game ends`` (a Lark rule body, its ``INT`` the clause's number); ``order``
    where the words stand among the alternatives.

    Its meanings, side by side: the engine's (:meth:`result`, asking the scoring strategy
    what the scores mean), the compiler's (:meth:`compile`), the verifier's (``by_points``:
    whether the game's end needs points to be reached, which *target reachable* proves;
    :meth:`reachable` otherwise), the environments' (:meth:`score_bound`),
    the kernel's (``kernel``: the machine's number for it, or why the kernel refuses it)
    and the rule book's (:meth:`objective`, :meth:`sentence`).
    """

    name: ClassVar[str] = ""
    phrase: ClassVar[str] = ""
    order: ClassVar[int] = 0
    # The game ends when a score reaches the target (what the verifier proves reachable).
    by_points: ClassVar[bool] = False
    # What a game without scoring lacks for this end (the compiler's message).
    needs: ClassVar[str] = "points"
    # The machine's number for this game end, or why the kernel refuses it.
    kernel: ClassVar[int | str] = "the kernel has no game end of this kind"

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("name"):
            GAME_ENDS[cls.name] = cls

    # --- the compiler's part --------------------------------------------------------
    def compile(self, n: int, scoring: Scoring) -> tuple[dict[str, Any], str, str]:
        """The rule fields of ``game ends ...`` with its number ``n`` under ``scoring``, and
        what is wrong with the line and a hint (or "", "")."""
        raise NotImplementedError

    # --- the engine's part ----------------------------------------------------------
    def result(self, t: Turn, winner: int, scoring: Scoring) -> tuple[bool, int]:
        """Whether the game is over once the round ``winner`` won is scored, and who wins it then."""
        raise NotImplementedError

    def reachable(self, rules: Any) -> str:
        """Why the game's end is reached without points (``by_points`` False): the verifier's
        *target reachable* proves it so."""
        raise NotImplementedError

    def score_bound(self, rules: Any, most: int) -> int:
        """The highest a score can be when the game ends, a round adding at most ``most``
        (the observation space's bound on scores)."""
        raise NotImplementedError

    # --- the rule book's part -------------------------------------------------------
    def objective(self, rules: Any) -> str:
        """The book's first words: what a player aims at."""
        return str(rules.scorer.objective(rules))

    def sentence(self, rules: Any) -> str:
        """How a round is scored and when the game ends, in one paragraph."""
        return str(rules.scorer.sentence(rules))
