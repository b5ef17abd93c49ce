"""The claims a designer writes instead of a note for issue 24's note-only intents:
'claim the lowest total wins' / 'claim the highest total wins' and 'claim teams of N'.
Each is shown refuted by a planted file and proved where the rules keep it; the
refutation is shown by the engine's own scoring."""

from __future__ import annotations

from pathlib import Path

import pytest

pytest.importorskip("z3")

import unorules
from unorules.errors import VariantError
from unorules.verify.claims import game_claim
from unorules.verify.report import PROVED, REFUTED


def _claim(tmp_path: Path, body: str) -> tuple[str, str, bool | None]:
    path = tmp_path / "planted.uno"
    path.write_text("variant planted\n" + body, encoding="utf-8")
    rules = unorules.load(str(path))
    (claim,) = [c for c in rules.claims if c.what in ("lowest_wins", "highest_wins", "teams")]
    got = game_claim(rules, claim)
    confirmed = dict(got[3])["confirmed"] if len(got) > 3 else None
    return got[0], got[1], confirmed


CASES = [
    # (what, the file after 'variant planted', status, words of the detail)
    ("lowest claimed, winner scored", "extends standard\nclaim the lowest total wins\n", REFUTED,
     "the lowest total wins does not hold: under 'scoring: winner scores the other hands' the highest total wins"),
    ("lowest claimed, penalties scored", "extends lowest_score_wins\nclaim the lowest total wins\n", PROVED,
     "the lowest total wins: under 'scoring: each player scores their own hand, lowest wins'"),
    ("highest claimed, penalties scored", "extends lowest_score_wins\nclaim the highest total wins\n", REFUTED,
     "the highest total wins does not hold: under 'scoring: each player scores their own hand, lowest wins' "
     "the lowest total wins"),
    ("highest claimed, winner scored", "extends standard\nclaim the highest total wins\n", PROVED,
     "the highest total wins: under 'scoring: winner scores the other hands'"),
    ("a total claimed, nothing scored", "extends standard\nwithout scoring\nclaim the highest total wins\n", REFUTED,
     "nothing is scored"),
    ("teams of 3 claimed, pairs seated", "extends partners\nplayers 6 to 6\nclaim teams of 3\n", REFUTED,
     "teams of 3 does not hold: at 6 players the rules seat three teams of two (seats 0 and 3; 1 and 4; 2 and 5)"),
    ("teams of 2 claimed, pairs seated", "extends partners\nplayers 6 to 6\nclaim teams of 2\n", PROVED,
     "teams of 2: at 6 to 6 players"),
    ("teams of 3 claimed, alternate seats", "extends standard\nplayers 6 to 6\nteams: alternate seats\n"
     "scoring: teams score the other hands\nclaim teams of 3\n", PROVED, "teams of 3: at 6 to 6 players"),
    ("teams claimed, every player alone", "extends partners\nscoring: winner scores the other hands\n"
     "claim teams of 2\n", REFUTED, "at 4 players nobody plays in a team"),
]


@pytest.mark.parametrize(("what", "body", "status", "said"), CASES, ids=[c[0] for c in CASES])
def test_a_game_claim_is_proved_or_refuted_by_the_rules(tmp_path: Path, what: str, body: str, status: str,
                                                         said: str) -> None:
    got, detail, confirmed = _claim(tmp_path, body)
    assert got == status and said in detail, (what, detail)
    # A refutation is shown by the engine's own scoring, never by the claim's reading alone.
    assert confirmed is (True if status == REFUTED else None), (what, confirmed)


def test_a_team_of_one_claims_nothing(tmp_path: Path) -> None:
    path = tmp_path / "planted.uno"
    path.write_text("variant planted\nextends partners\nclaim teams of 1\n", encoding="utf-8")
    with pytest.raises(VariantError) as err:
        unorules.load(str(path))
    assert err.value.line == 3 and "a team of 1 is no team" in err.value.message and "claim teams of 2" in err.value.hint


def test_an_inherited_game_claim_is_removed_by_its_key(tmp_path: Path) -> None:
    """A child of a file that claims lowest wins, going back to the winner's scoring, says
    'without claim the lowest total wins' as with any inherited claim."""
    (tmp_path / "low.uno").write_text("variant low\nextends lowest_score_wins\nclaim the lowest total wins\n",
                                      encoding="utf-8")
    child = tmp_path / "child.uno"
    child.write_text("variant child\nextends low\nscoring: winner scores the other hands\n"
                     "without claim the lowest total wins\n", encoding="utf-8")
    assert not [c for c in unorules.load(str(child)).claims if c.what == "lowest_wins"]
