"""The UNO family's mechanisms: partners (team scoring), random draws (the launcher),
each checked against its own reading and shown catching a fault."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import unorules
from unorules.errors import VariantError
from unorules.ir import teams


# --- partners ---------------------------------------------------------------------------------
def test_partners_face_each_other() -> None:
    assert [teams.partner(i, 4) for i in range(4)] == [2, 3, 0, 1]
    assert teams.team_gains(1, [5, 0, 7, 30], 4) == [0, 12, 0, 12]


def _rounds(rules: unorules.Rules, seeds: range) -> int:
    """Play random games of ``rules`` and check every round's scores by the team rule
    written out here, independently of unorules.ir.teams; returns the rounds checked."""
    checked = 0
    for seed in seeds:
        rnd = random.Random(seed)
        s = rules.new_game(4, seed=seed)
        for _ in range(3000):
            if s.game_over:
                break
            if s.round_over:
                s = rules.apply(s, rules.legal_actions(s)[0])
                continue
            before = s
            s = rules.apply(s, rnd.choice(rules.legal_actions(s)))
            if s.round_over:
                w = s.round_winner
                assert w is not None
                mates = {w, (w + 2) % 4}
                won = sum(rules.hand_points(h) for i, h in enumerate(s.hands) if i not in mates)
                gained = [a - b for a, b in zip(s.scores, before.scores, strict=True)]
                assert gained == [won if i in mates else 0 for i in range(4)]
                checked += 1
    return checked


def test_partners_rounds_score_for_the_team() -> None:
    assert _rounds(unorules.load("partners"), range(4)) >= 4


def test_partners_need_one_even_table(tmp_path: Path) -> None:
    text = "variant p\nextends standard\nplayers 4 to 6\nscoring: partners sitting opposite score the other hands\n"
    with pytest.raises(VariantError, match="one even number of players"):
        unorules.loads(text)


def test_team_scoring_property_catches_a_wrong_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("z3")
    from unorules.verify import verify
    from unorules.verify.report import PROVED, REFUTED

    assert verify("partners", only=("team_scoring",)).results[0].status == PROVED

    def counts_the_partner(winner: int, points: list[object], players: int) -> list[object]:
        won: object = 0
        for seat in range(players):
            if seat != winner:
                won = won + points[seat]  # type: ignore[operator]
        return [won if teams.same_team(seat, winner, players) else 0 for seat in range(players)]

    monkeypatch.setattr(teams, "team_gains", counts_the_partner)
    (row,) = verify("partners", only=("team_scoring",)).results
    assert row.status == REFUTED and "seat 0 goes out" in row.detail
