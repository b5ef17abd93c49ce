"""``game ends after N rounds, highest total wins`` (or lowest): a game of a fixed length.

A reading for players: the rounds are counted from the first deal, and the game ends
when the N-th round ends, whatever the scores (a total past 500 does not end it early).
The totals then decide; on a tie the player in the lowest seat wins, as everywhere else
in the library. Which total is best must agree with the scoring: points that are a
penalty (``each player scores their own hand``) make the lowest total the best, points
that are won (the winner or partners scoring the other hands) the highest.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import ngettext
from unorules.ir.game_end.base import GameEnd
from unorules.ir.readers import Turn
from unorules.ir.scoring.base import Scoring


@frozen
class AfterRounds(GameEnd):
    """The game ends when its N-th round ends; the best total wins (on a tie, the lowest seat)."""

    needs: ClassVar[str] = "totals"
    kernel: ClassVar[int | str] = ("the machine counts no rounds: its game ends only at a target score "
                                   "or after one round")
    lower: ClassVar[bool] = False  # the lowest total wins
    numbers_seats_on_tie: ClassVar[bool] = True  # its sentence breaks a tie by seat number

    def compile(self, n: int, scoring: Scoring) -> tuple[dict[str, Any], str, str]:
        words = "lowest" if self.lower else "highest"
        if n < 1:
            return {}, f"a game of {n} rounds is never played", "write at least 1, e.g. 'game ends after 5 rounds'"
        if scoring.lower_wins != self.lower:
            scored = "are a penalty" if scoring.lower_wins else "are won"
            best = "highest" if self.lower else "lowest"
            return ({}, f"under this variant's scoring points {scored}, so the {words} total would win by "
                        "doing worst", f"write '{best} total wins'")
        return {"target": 0, "game_end": self.name, "rounds": n}, "", ""

    def result(self, t: Turn, winner: int, scoring: Scoring) -> tuple[bool, int]:
        if t.round < t.rules.rounds:
            return False, winner
        return True, self.best(t.scores)

    def best(self, scores: Sequence[Any]) -> int:
        """The seat with the best total, the lowest seat on a tie."""
        sign = 1 if self.lower else -1
        return min(range(len(scores)), key=lambda i: (sign * scores[i], i))

    def reachable(self, rules: Any) -> str:
        return (f"the game ends after {rules.rounds} rounds whatever the scores: round {rules.rounds} ends "
                "it as soon as it ends, so no target must be reached")

    def score_bound(self, rules: Any, most: int) -> int:
        return int(rules.rounds) * most

    def objective(self, rules: Any) -> str:
        if self.lower:
            return ngettext("Get rid of your cards, round after round: the game is played over {n} round, and "
                            "the lowest total at its end wins.",
                            "Get rid of your cards, round after round: the game is played over {n} rounds, and "
                            "the lowest total at their end wins.", rules.rounds)
        return ngettext("Get rid of your cards, round after round: the game is played over {n} round, and "
                        "the highest total at its end wins.",
                        "Get rid of your cards, round after round: the game is played over {n} rounds, and "
                        "the highest total at their end wins.", rules.rounds)

    def sentence(self, rules: Any) -> str:
        if self.lower:
            end = ngettext("The game ends when its {n} round ends, whatever the scores: the player with the "
                           "lowest total wins (on a tie, the tied player in the lowest-numbered seat).",
                           "The game ends when its {n} rounds have ended, whatever the scores: the player with "
                           "the lowest total wins (on a tie, the tied player in the lowest-numbered seat).",
                           rules.rounds)
        else:
            end = ngettext("The game ends when its {n} round ends, whatever the scores: the player with the "
                           "highest total wins (on a tie, the tied player in the lowest-numbered seat).",
                           "The game ends when its {n} rounds have ended, whatever the scores: the player with "
                           "the highest total wins (on a tie, the tied player in the lowest-numbered seat).",
                           rules.rounds)
        return f"{rules.scorer.round_sentence(rules)} {end}"


@frozen
class RoundsHighest(AfterRounds):
    """The game ends after N rounds, and the highest total wins (points won)."""

    name: ClassVar[str] = "rounds, highest wins"
    phrase: ClassVar[str] = '"after" INT ("round" | "rounds") "," "highest" "total" "wins"'
    order: ClassVar[int] = 1


@frozen
class RoundsLowest(AfterRounds):
    """The game ends after N rounds, and the lowest total wins (points are a penalty)."""

    name: ClassVar[str] = "rounds, lowest wins"
    phrase: ClassVar[str] = '"after" INT ("round" | "rounds") "," "lowest" "total" "wins"'
    order: ClassVar[int] = 2
    lower: ClassVar[bool] = True
