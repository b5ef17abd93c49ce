"""The UNO family's mechanisms: partners (team scoring), random draws (the launcher),
each checked against its own reading and shown catching a fault."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

import unorules
from unorules.errors import VariantError
from unorules.ir import teams


# --- partners ---------------------------------------------------------------------------------
def test_partners_face_each_other() -> None:
    assert [teams.partner(i, 4) for i in range(4)] == [2, 3, 0, 1]
    assert teams.opposite(4) == ((0, 2), (1, 3))
    assert teams.team_gains(1, [5, 0, 7, 30], teams.opposite(4)) == [0, 12, 0, 12]


def test_partners_rule_book_names_the_teams_the_engine_scores() -> None:
    from unorules.docs.rulebook import rulebook, scoring_text

    rules = unorules.load("partners")
    assert rules.teams == teams.opposite(4)
    assert "The players form 2 teams of two, partners sitting opposite each other." in scoring_text(rules)
    # Teams the file lists are named by seat, numbered from 1 as the book numbers seats.
    listed = unorules.loads("variant x\nextends standard\nplayers 6 to 6\nscoring: teams score the other hands\n"
                            "teams: seats 0, 1 and 5; seats 2, 3 and 4\n")
    assert "The players form 2 teams: seats 1, 2 and 6 and seats 3, 4 and 5." in scoring_text(listed)
    assert "The seats are numbered from 1" in rulebook(listed, verify=False)


def _opposite(w: int) -> set[int]:
    return {w, (w + 2) % 4}


def _rounds(rules: unorules.Rules, seeds: range, players: int = 4,
            mates_of: Callable[[int], set[int]] = _opposite) -> int:
    """Play random games of ``rules`` and check every round's scores by the team rule
    written out here (``mates_of`` the round winner: their team), independently of
    unorules.ir.teams; returns the rounds checked."""
    checked = 0
    for seed in seeds:
        rnd = random.Random(seed)
        s = rules.new_game(players, seed=seed)
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
                mates = mates_of(w)
                won = sum(rules.hand_points(h) for i, h in enumerate(s.hands) if i not in mates)
                gained = [a - b for a, b in zip(s.scores, before.scores, strict=True)]
                assert gained == [won if i in mates else 0 for i in range(players)]
                checked += 1
    return checked


def test_partners_rounds_score_for_the_team() -> None:
    assert _rounds(unorules.load("partners"), range(4)) >= 4


def test_rounds_score_the_teams_a_file_lists() -> None:
    rules = unorules.loads("variant x\nextends standard\nplayers 6 to 6\nscoring: teams score the other hands\n"
                           "teams: seats 0, 1 and 5; seats 2, 3 and 4\n")
    assert _rounds(rules, range(3), 6, lambda w: {0, 1, 5} if w in (0, 1, 5) else {2, 3, 4}) >= 3


def test_partners_need_one_even_table(tmp_path: Path) -> None:
    text = "variant p\nextends standard\nplayers 4 to 6\nscoring: partners sitting opposite score the other hands\n"
    with pytest.raises(VariantError, match="one even number of players"):
        unorules.loads(text)


def test_team_scoring_property_catches_a_wrong_rule(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("z3")
    from unorules.verify import verify
    from unorules.verify.report import PROVED, REFUTED

    assert verify("partners", only=("team_scoring",)).results[0].status == PROVED

    def counts_the_partner(winner: int, points: list[object], seated: teams.Teams) -> list[object]:
        won: object = 0
        for seat in range(len(points)):
            if seat != winner:
                won = won + points[seat]  # type: ignore[operator]
        return [won if teams.same_team(seat, winner, seated) else 0 for seat in range(len(points))]

    monkeypatch.setattr(teams, "team_gains", counts_the_partner)
    (row,) = verify("partners", only=("team_scoring",)).results
    assert row.status == REFUTED and "seat 0 goes out" in row.detail


# --- random draws (UNO Attack's launcher) --------------------------------------------------------
def test_a_press_gives_every_count_from_the_seed() -> None:
    rules = unorules.load("attack")
    seen: dict[int, int] = {}
    for seed in range(200):
        s = rules.new_game(3, seed=seed)
        if s.phase != "turn":
            continue
        before = len(s.hands[s.to_act])
        after = rules.apply(s, next(a for a in rules.legal_actions(s) if a.kind == "draw"))
        got = len(after.hands[s.to_act]) - before
        seen[got] = seen.get(got, 0) + 1
        assert after.to_act != s.to_act and after.phase == "turn"  # pressing ends the turn
        # The same state and action give the same press: all randomness is the seed's.
        again = rules.apply(s, next(a for a in rules.legal_actions(s) if a.kind == "draw"))
        assert again == after
    assert sorted(seen) == [0, 1, 2, 3, 4]
    assert min(seen.values()) >= 20  # each count about a fifth of the presses


@pytest.mark.parametrize(("line", "message"), [
    ("on draw_two: next draws 4 to 0 at random", "counts down"),
    ("on draw_two: next draws 2 to 2 at random", "always draws 2"),
    ("on draw_two: next draws 0 to 50 at random", "at most 20"),
    ("draw: 3 to 1 cards at random", "smaller number first"),
    ("draw: 0 to 4 cards at random, must play it", "ends the turn"),
])
def test_random_draws_refuse_what_they_cannot_mean(line: str, message: str) -> None:
    with pytest.raises(VariantError, match=message) as err:
        unorules.loads(f"variant r\nextends standard\n{line}\n")
    assert err.value.line == 3


def test_the_kernel_lowers_random_draws() -> None:
    """(Its games replay through the engine: tests/test_kernel_rules.py.)"""
    pytest.importorskip("numpy")
    from unorules.kernel.lower import E_RANDOM_DRAW, F_DRAW_HIGH, F_DRAW_LOW, O_OPS, lower

    code = lower(unorules.load("attack")).code
    assert (code[F_DRAW_LOW], code[F_DRAW_HIGH]) == (0, 4)
    code = lower(unorules.loads("variant r\nextends standard\non skip: next draws 0 to 2 at random\n")).code
    assert E_RANDOM_DRAW in code[code[O_OPS]::4]


def test_random_draws_are_in_the_rule_book() -> None:
    from unorules.docs.rulebook import rulebook

    text = rulebook(unorules.load("attack"), verify=False)
    assert "from 0 to 4, each number as likely" in text
    assert "draws 0 to 4 cards at random" in text


# --- knock-outs (the mercy rule) ----------------------------------------------------------------
LOW_MERCY = "variant low_mercy\nextends standard\nplayers 2 to 6\nknock out at 10 cards\n"


def test_knock_outs_in_random_games() -> None:
    """Knocked-out seats hold nothing, never act, and the round ends with one left."""
    rules = unorules.loads(LOW_MERCY)
    knocked = ended_by_one = 0
    for seed in range(12):
        rnd = random.Random(seed)
        s = rules.new_game(4, seed=seed)
        for _ in range(600):
            if s.round_over:
                break
            s = rules.apply(s, rnd.choice(rules.legal_actions(s)))
            assert len(s.all_cards()) == 108
            for seat in range(4):
                if s.is_out(seat):
                    assert not s.hands[seat]
                elif not s.round_over:
                    assert len(s.hands[seat]) < 10
            if not s.round_over:
                assert not s.is_out(s.to_act)
        knocked += sum(s.out)
        ended_by_one += s.round_over and sum(s.out) == 3
    assert knocked >= 5 and ended_by_one >= 1


def test_knock_out_refusals() -> None:
    with pytest.raises(VariantError, match="more than that"):
        unorules.loads("variant k\nextends standard\nknock out at 7 cards\n")
    # 'others', a target and hands passed on know knocked-out seats (tests/test_knock_out_seats.py);
    # shuffled hands would be dealt to them too.
    unorules.loads("variant k\nextends standard\nknock out at 25 cards\non 0: hands pass on\n")
    with pytest.raises(VariantError, match="all hands are gathered"):
        unorules.loads("variant k\nextends standard\nknock out at 25 cards\n"
                       "on 5: hands are shuffled\n")


def test_the_kernel_lowers_knock_outs() -> None:
    """(Its games replay through the engine: tests/test_kernel_rules.py.)"""
    pytest.importorskip("numpy")
    from unorules.kernel.lower import F_KNOCK_OUT, lower

    assert lower(unorules.load("mercy")).code[F_KNOCK_OUT] == 25


def test_engine_agrees_catches_knocked_out_cards_put_elsewhere(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("z3")
    from unorules.ir.mechanics.knock_out import KnockOutClause
    from unorules.verify import verify
    from unorules.verify.report import REFUTED

    rules = unorules.loads(LOW_MERCY)
    assert verify(rules, only=("engine_agrees",), agreement_games=4).ok
    right = KnockOutClause.after_action

    def onto_the_draw_pile(self: KnockOutClause, t: Any) -> None:  # the knocked-out hand goes to the draw pile
        before = [list(h) for h in t.hands]
        right(self, t)
        for seat, hand in enumerate(before):
            if t.out and t.out[seat] and hand and t.discard[:len(hand)] == hand:
                del t.discard[:len(hand)]
                t.draw.extend(hand)

    monkeypatch.setattr(KnockOutClause, "after_action", onto_the_draw_pile)
    rules = unorules.loads(LOW_MERCY)  # the engine's hooks are bound when the rules are compiled
    (row,) = verify(rules, only=("engine_agrees",), agreement_games=4).results
    assert row.status == REFUTED, row.detail
