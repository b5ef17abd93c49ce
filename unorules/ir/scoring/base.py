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
    """How a round is scored, and who leads the game on the scores.

    ``name`` is what :attr:`unorules.ir.rules.RuleSet.scoring` says; ``phrase`` the words
    after ``scoring:`` (a Lark rule body; "" for the strategy of a variant without
    scoring); ``order`` where the words stand among the alternatives. When the game is
    over is the game end's (:mod:`unorules.ir.game_end`), which asks the strategy
    :meth:`reached` and :meth:`leader`.

    Its meanings, side by side: the engine's (:meth:`score`, :meth:`reached`,
    :meth:`leader`), the verifier's (:meth:`gains` takes Z3 terms as well as ints; ``teams``
    asks for the proof that partners score alike), the kernel's (``kernel``: the machine's
    number for it, ``lower.SCORINGS``, or why the kernel refuses it), the rule book's
    (:meth:`objective`, :meth:`sentence`), the compiler's
    (:meth:`check`, ``winner_scores``, ``knock_outs``) and the bots' (``lower_wins``).
    """

    name: ClassVar[str] = ""
    phrase: ClassVar[str] = ""
    order: ClassVar[int] = 0
    # Lower totals are better: a reader that values points negates them.
    lower_wins: ClassVar[bool] = False
    # The game is one round: nothing is scored.
    one_round: ClassVar[bool] = False
    # The machine's number for this strategy (its F_SCORING), or why the kernel refuses it.
    kernel: ClassVar[int | str] = "the kernel has no scoring of this kind"
    # The points go to teams: the verifier proves that both partners score alike.
    teams: ClassVar[bool] = False
    # The round's winner alone scores (a bonus for each player knocked out is theirs).
    winner_scores: ClassVar[bool] = False
    # Why players knocked out of a round cannot be scored so ("": they can).
    knock_outs: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("name"):
            SCORINGS[cls.name] = cls

    # Further phrases that mean this strategy (each an alternative of ``scoring:``).
    also: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def of(cls, rules: Any) -> Scoring:
        """The strategy as ``rules`` play it (a strategy that reads more of the rules than
        its name, such as the teams, takes it from them)."""
        return cls()

    def said(self, phrase: str) -> Scoring:
        """The strategy as the clause ``phrase`` (its ``phrase`` or one of ``also``) says it."""
        return self

    def lowering(self) -> int | str:
        """The machine's number for the strategy as these rules play it, or why the kernel refuses it."""
        return self.kernel

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

    def reached(self, scores: Sequence[int], winner: int, target: int) -> bool:
        """Whether the scores, once the round ``winner`` won is scored, reach ``target``."""
        return scores[winner] >= target

    def leader(self, scores: Sequence[int], winner: int) -> int:
        """The seat that wins the game if it ends on these scores, ``winner`` having won
        the last round."""
        return winner

    def check(self, lo: int, hi: int) -> tuple[str, str]:
        """What is wrong with this strategy for a table of ``lo`` to ``hi`` players, and a
        hint, or ("", "")."""
        return ("", "")

    # --- the rule book's part -------------------------------------------------------
    def objective(self, rules: Any) -> str:
        """The book's first words: what a player aims at, the game ending at the target."""
        raise NotImplementedError

    def sentence(self, rules: Any) -> str:
        """How a round is scored and when the game ends at the target, in one paragraph."""
        raise NotImplementedError

    def round_sentence(self, rules: Any) -> str:
        """How a round is scored, the game's end left to the game end's words."""
        raise NotImplementedError
