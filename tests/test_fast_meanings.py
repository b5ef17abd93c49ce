"""Each primitive's fast meaning (``Effect.fast``) agrees with its concrete ``run``.

The differential check compares whole actions; this compares single primitives,
including subjects and guards no bundled card uses in a fast play. States come from
seeded random games of every bundled variant; the top of the discard pile stands for
the card just played. Where ``fast`` accepts, it must leave exactly what ``run`` leaves
on a Table; where it declines, the engine takes the reference path, so declining is
always safe, but the effects listed in MUST_ACCEPT must be accepted somewhere.
"""

from __future__ import annotations

import random

import pytest

import unorules
from unorules.engine.fastpath import FastPlay
from unorules.engine.probe import Ctx
from unorules.engine.random_games import choose
from unorules.engine.state import TURN, GameState
from unorules.engine.table import Table
from unorules.ir import conditions as cd
from unorules.ir import effects as fx
from unorules.ir.effects.pass_hands_left import PassHandsLeft
from unorules.ir.effects.pass_hands_right import PassHandsRight

EFFECTS: tuple[fx.Effect, ...] = (
    fx.Draw("player", 3), fx.Draw("next", 2), fx.Draw("others", 1), fx.Draw("dealer", 1),
    fx.Draw("first", 2), fx.Draw("target", 4), fx.Draw("next", 0), fx.Draw("next", 200),
    fx.LoseTurn("next"), fx.Reverse(), fx.ChooseColour("player"), fx.ChooseColour("next"),
    fx.OpenChallenge("next"), fx.Nothing(), fx.GiveStatus("next", "pose", 2), fx.SwapHands("player", "next"),
    fx.SwapHands("player", "target"),
    fx.Guarded(fx.LoseTurn("next"), cd.PlayerCount(2)),
    fx.Guarded(fx.Draw("next", 2), cd.NoActiveColourInHand()),
    fx.Guarded(fx.Reverse(), cd.Not(cd.SameColour())),
    fx.RandomDraw("next", 0, 4), fx.RandomDraw("others", 1, 3), fx.PlaysAgain("player"), fx.PlaysFirst("dealer"),
    fx.DrawUntilColour("next"), fx.TurnOver(), fx.DrawOrStack("next", 2),
    fx.RotateHands(), PassHandsLeft(), PassHandsRight(), fx.DiscardColour("player"), fx.DiscardColour("others"),
)
MUST_ACCEPT = {
    fx.Draw("player", 3), fx.Draw("next", 2), fx.Draw("others", 1), fx.Draw("dealer", 1),
    fx.Draw("first", 2), fx.Draw("next", 0), fx.LoseTurn("next"), fx.Reverse(),
    fx.ChooseColour("player"), fx.ChooseColour("next"), fx.OpenChallenge("next"), fx.Nothing(),
    fx.Guarded(fx.LoseTurn("next"), cd.PlayerCount(2)),
    fx.Guarded(fx.Draw("next", 2), cd.NoActiveColourInHand()),
    fx.RandomDraw("next", 0, 4), fx.RandomDraw("others", 1, 3), fx.PlaysAgain("player"), fx.PlaysFirst("dealer"),
    fx.DrawUntilColour("next"), fx.DrawOrStack("next", 2),
    fx.RotateHands(), PassHandsLeft(), PassHandsRight(), fx.DiscardColour("player"), fx.DiscardColour("others"),
    # with a target the play names
    fx.SwapHands("player", "next"), fx.SwapHands("player", "target"), fx.Draw("target", 4),
}


def _states(name: str) -> list[GameState]:
    rules = unorules.load(name)
    out = []
    for seed in range(6):
        rng = random.Random(seed)
        s = rules.new_game(players=min(max(2 + seed % 4, rules.min_players), rules.max_players), seed=seed)
        for _ in range(rng.randrange(3, 80)):
            if s.round_over:
                break
            s = rules.apply(s, choose(rng, s, rules.legal_actions(s), "table"))
        if s.phase == TURN:
            out.append(s)
    return out


@pytest.mark.parametrize("name", unorules.variants())
def test_fast_meaning_agrees_with_run(name: str) -> None:
    rules = unorules.load(name)
    accepted: set[fx.Effect] = set()
    # FastPlay knows no knocked-out seats: the fast paths run only while nobody is out
    # (KnockOutClause.fast_after_action), so its meanings are asked only there.
    states = [s for s in _states(name) if not any(s.out)]
    assert states, f"{name}: no state to compare on"
    for s in states:
        p = s.to_act
        named = rules.colours[s.round % len(rules.colours)]
        # Without a target, and naming the seat before the player's (the next one's only at 2).
        for e, target in ((e, t) for e in EFFECTS for t in (None, (p - 1) % s.players)):
            hands = list(s.hands)
            f = FastPlay(rules, s, p, s.discard_pile[-1], named, hands, s.color, target=target)
            if not e.fast(f):
                continue
            accepted.add(e)
            t = Table(rules, s)
            e.run(t, Ctx(player=p, target=target, colour=named))
            where = f"{name}, {e}, player {p} of {s.players}, target {target}"
            assert f.hands == [tuple(h) for h in t.hands], where
            assert f.draw_pile == tuple(reversed(t.draw)), where
            assert (f.direction, f.colour, f.skips, f.challenge_open, f.plays_first, f.rng, f.side) == (
                t.direction, t.color, t.skips, t.challenge_open, t.plays_first, t.rng, t.side), where
            assert f.discard == tuple(t.discard), where
            # Nothing else a Table records may have changed: the fast path has no place for it.
            assert (t.chooser, t.turn_another, t.turn_ends) == (f.chooser, False, False), where
            assert (t.stack_open, t.pending_draw) == (f.stack_open, f.pending), where
            assert [tuple(row) for row in t.statuses] == [
                f.statuses[k] if k < len(f.statuses) else (0,) * s.players for k in range(len(rules.statuses))], where
    if name == "standard":
        assert MUST_ACCEPT <= accepted, MUST_ACCEPT - accepted
    if name == "flip":
        assert fx.TurnOver() in accepted
    if name == "minion":
        assert fx.GiveStatus("next", "pose", 2) in accepted


def test_a_wrong_fast_meaning_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Not vacuous: a Reverse whose fast meaning forgets to turn is reported."""
    monkeypatch.setattr(fx.Reverse, "fast", lambda self, f: True)
    with pytest.raises(AssertionError, match="Reverse"):
        test_fast_meaning_agrees_with_run("standard")


def test_a_wrong_status_fast_meaning_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Not vacuous for statuses: a GiveStatus whose fast meaning gives one turn too few."""
    monkeypatch.setattr(fx.GiveStatus, "fast", lambda self, f: f.give(self.status, self.who, self.turns - 1))
    with pytest.raises(AssertionError, match="GiveStatus"):
        test_fast_meaning_agrees_with_run("minion")


@pytest.mark.parametrize("effect", ["RotateHands", "DiscardColour", "SwapHands"])
def test_a_wrong_hand_fast_meaning_is_caught(effect: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not vacuous for hands passed on, colours discarded and hands swapped: a rotation the
    wrong way, a discard that keeps the cards in the hand, a swap that keeps them."""
    def wrong_way(self: fx.RotateHands, f: FastPlay) -> bool:
        old = list(f.hands)
        f.hands[:] = [old[(seat + self.step(f.direction)) % len(old)] for seat in range(len(old))]
        return True

    def kept(self: fx.Effect, f: FastPlay) -> bool:
        return True

    monkeypatch.setattr(getattr(fx, effect), "fast", wrong_way if effect == "RotateHands" else kept)
    with pytest.raises(AssertionError, match=effect):
        test_fast_meaning_agrees_with_run("standard")
