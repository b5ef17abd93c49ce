"""The engine's fast paths (unorules.engine.fastpath) agree with its reference path, and are taken."""

from __future__ import annotations

from collections import Counter
from typing import Any

import attrs
import pytest

import unorules
from unorules.engine import core as engine
from unorules.engine import differential, fastpath
from unorules.engine.state import TURN
from unorules.ir.mechanics.stack import StackClause

VARIANTS = unorules.variants()


@pytest.mark.parametrize("name", VARIANTS)
def test_fast_and_reference_paths_agree(name: str) -> None:
    """Legal actions and the outcome of every action, legal or stray, action by action."""
    rules = unorules.load(name)
    for seed in range(6):
        players = rules.min_players + seed % (rules.max_players - rules.min_players + 1)
        assert differential.compare(rules, players, seed=seed, max_actions=250) is None


def test_a_wrong_fast_path_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison is not vacuous: a fast pass that forgets to move the turn on is named."""
    real = fastpath.FAST["pass"]

    def stays(rules: Any, s: Any, a: Any) -> Any:
        n = real(rules, s, a)
        if n is not None:
            object.__getattribute__(n, "__dict__")["to_act"] = s.to_act
        return n

    monkeypatch.setitem(fastpath.FAST, "pass", stays)
    found = differential.compare(unorules.load("standard"), 2, seed=0)
    assert found is not None
    assert "pass: fast path gives to_act=" in found and "reference gives to_act=" in found


def test_fast_paths_carry_most_actions(monkeypatch: pytest.MonkeyPatch) -> None:
    """Plays, draws and passes take the fast path (a guard against it silently
    never firing, which an IR change once caused)."""
    taken: Counter[str] = Counter()
    for kind, real in list(fastpath.FAST.items()):
        def counting(rules: Any, s: Any, a: Any, real: Any = real, kind: str = kind) -> Any:
            n = real(rules, s, a)
            taken[kind if n is not None else "reference"] += 1
            return n
        monkeypatch.setitem(fastpath.FAST, kind, counting)
    rules = unorules.load("standard")
    state = rules.new_game(players=2, seed=3)
    while not state.round_over:
        legal = rules.legal_actions(state)
        own = [a for a in legal if a.player == state.to_act and a.kind != "draw"] or list(legal)
        # After a draw the pass comes last: take it, so that passes are made too.
        state = rules.apply(state, own[-1] if state.phase == "drawn" else own[0])
    assert taken["play"] and taken["draw"] and taken["pass"], taken
    assert taken["play"] + taken["draw"] + taken["pass"] > taken["reference"], taken


def test_fast_kinds_are_read_from_the_rules() -> None:
    numbers = {str(n) for n in range(10)}
    actions = {"draw_two", "skip", "reverse", "wild", "wild_draw_four"}
    assert fastpath.simple_kinds(unorules.load("standard")) == numbers | actions
    # Without a challenge the Draw Four's restriction is enforced, which needs the hand:
    # its plays are fast, their playability asked of legality.playable.
    turkish = unorules.load("turkish")
    assert "wild_draw_four" in fastpath.simple_kinds(turkish) and "wild_draw_four" in turkish.fast.slow
    # seven_zero gives 7 a swap with a target and 0 a rotation, which the fast paths
    # know (SwapHands.fast, reading the target the play names; RotateHands.fast).
    assert fastpath.simple_kinds(unorules.load("seven_zero")) == numbers | actions
    # stacking's Draw Two opens a stack, which the fast paths know (DrawOrStack.fast).
    assert "draw_two" in fastpath.simple_kinds(unorules.load("stacking"))


def test_disabled_switches_the_fast_paths_off(monkeypatch: pytest.MonkeyPatch) -> None:
    def boom(*args: Any) -> Any:
        raise AssertionError("fast path used while disabled")

    for kind in list(fastpath.FAST):
        monkeypatch.setitem(fastpath.FAST, kind, boom)
    monkeypatch.setattr(fastpath, "legal", boom)
    rules = unorules.load("standard")
    state = next(g for g in (rules.new_game(players=2, seed=k) for k in range(50)) if g.phase == TURN)
    with fastpath.disabled():
        for _ in range(20):
            state = rules.apply(state, rules.legal_actions(state)[0])
    assert fastpath.enabled
    while state.phase != TURN:
        with fastpath.disabled():
            state = rules.apply(state, rules.legal_actions(state)[0])
    with pytest.raises(AssertionError, match="fast path used while disabled"):
        engine.legal_actions(rules, state)  # switched back on: the fast path is asked again


def test_check_command_reports_a_disagreement() -> None:
    """`unorules check` runs the comparison too, so a variant whose fast path goes wrong
    fails it (here the fast draw takes the bottom card: the deck is still conserved)."""
    from mutants import MUTANTS

    from unorules.cli import check_variant

    assert check_variant("standard", games=2)[0]
    (bottom,) = [m for m in MUTANTS if m.name == "fast_draw_from_bottom"]
    with bottom.patch():
        ok, message = check_variant("standard", games=2)
    assert not ok
    assert message.startswith("fast and reference paths disagree: standard, ")


def _both(rules: Any, s: Any, a: Any) -> tuple[Any, Any]:
    from unorules.engine.differential import _outcome

    return _outcome(rules, s, a, True), _outcome(rules, s, a, False)


def test_hand_built_odd_states_agree() -> None:
    """States no game produces but a user may build: both paths still agree (found by review)."""
    import attrs

    from unorules.engine.state import Action

    rules = unorules.load("standard")
    s = rules.new_game(players=3, seed=4)
    while s.phase != TURN:
        s = rules.apply(s, rules.legal_actions(s)[0])
    p = s.to_act
    odd = [
        attrs.evolve(s, statuses=[[-1 if i == (p + 1) % 3 else 0 for i in range(3)]]),  # a negative count
        attrs.evolve(s, hands=[list(h) for h in s.hands], draw_pile=list(s.draw_pile)),  # lists
        attrs.evolve(s, to_act=7),  # no such seat
    ]
    assert isinstance(odd[1].hands[0], tuple) and isinstance(odd[1].draw_pile, tuple)
    for state in odd:
        actions = [Action("draw", p), Action("pass", p), *(Action("play", p, c, "red" if c.color is None else None)
                                                            for c in s.hands[p])]
        for a in actions:
            fast, ref = _both(rules, state, a)
            assert fast == ref, (a, fast, ref)


def test_copied_rules_still_check_actions() -> None:
    """The skipped type checks are for the very action objects legal_actions built; a
    copied Rules carries their ids, but never vouches for another object."""
    import copy

    from unorules.engine.state import Action
    from unorules.errors import IllegalAction

    rules = unorules.load("standard")
    s = rules.new_game(players=2, seed=1)
    rules.legal_actions(s)
    twin = copy.deepcopy(rules)
    with pytest.raises(IllegalAction, match="player must be a seat number"):
        twin.apply(s, Action("draw", "zero"))  # type: ignore[arg-type]


def _first_difference(name: str, seeds: range, fresh: bool = False) -> str | None:
    """The first disagreement of the two paths over ``seeds``; ``fresh``: on a new binding
    of the variant, whose tables (read from the rules once per binding) are built anew."""
    rules = attrs.evolve(unorules.load(name)) if fresh else unorules.load(name)
    for seed in seeds:
        players = rules.min_players + seed % (min(rules.max_players, 4) - rules.min_players + 1)
        found = differential.compare(rules, players, seed=seed, max_actions=250)
        if found is not None:
            return found
    return None


def test_a_wrong_jump_in_table_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    """The jump-in table (Tables.allowed_on) against every card asked: a table that forgets
    the jump-in condition offers jump-ins the reference does not."""
    from unorules.engine.tables import Tables

    monkeypatch.setattr(Tables, "allowed_on", lambda self, cond, top, color: self.playable_on(top, color))
    found = _first_difference("jump_in", range(6), fresh=True)  # the clause keeps the table it read
    assert found is not None and "legal actions differ" in found


def test_a_wrong_report_shortcut_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    """A report skipped while nobody holds the status it asks about: a condition that
    names the wrong status to wait for skips reports the reference offers."""
    from unorules.ir.conditions.has_status import HasStatus

    assert _first_difference("minion", range(6)) is None
    monkeypatch.setattr(HasStatus, "needs_held", lambda self: frozenset({"no such status"}))
    found = _first_difference("minion", range(20), fresh=True)
    assert found is not None and "report" in found


def _found(name: str, seeds: int = 12, players: int = 2) -> str | None:
    rules = unorules.load(name)
    for seed in range(seeds):
        found = differential.compare(rules, players, seed=seed, max_actions=400)
        if found:
            return found
    return None


def _knock_out_never_checks(self: Any, s: Any, d: Any) -> bool:
    return not any(s.out)  # forgets that a hand of N cards knocks its holder out


def _random_draw_keeps_rng(self: Any, f: Any) -> bool:
    state = f.rng
    done = bool(fastpath.FastPlay.draw_random(f, self.who, self.low, self.high))
    f.rng = state  # the generator does not move on
    return done


def _turn_over_keeps_draw_order(self: Any, f: Any) -> bool:
    pile = f.draw_pile
    fastpath.FastPlay.turn_over(f)
    f.draw_pile = tuple(fastpath.flipped_of(f.rules)[c] for c in pile)  # not reversed
    return bool(f.colour is not None)


def _honest_always(*args: Any) -> bool:
    return True  # a drawn Draw Four is taken for an honest play even while the colour is held


def _pose_one_turn_short(self: Any, f: Any) -> bool:
    return bool(f.give(self.status, self.who, self.turns - 1))


PLANTED = {
    "minion": (2, "unorules.ir.effects.give_status.GiveStatus.fast", _pose_one_turn_short),
    "attack": (2, "unorules.ir.effects.random_draw.RandomDraw.fast", _random_draw_keeps_rng),
    "flip": (2, "unorules.ir.effects.turn_over.TurnOver.fast", _turn_over_keeps_draw_order),
    "draw_until_playable": (2, "unorules.engine.fastpath._honest", _honest_always),
}


def _drawn_cards_stay_on_the_pile(self: Any, who: str, count: Any) -> bool:
    pile = self.draw_pile
    done = bool(fastpath.FastPlay._each_draws(self, who, count))
    self.draw_pile = pile  # the drawn cards are dealt twice
    return done


def _stops_before_the_colour(self: Any, who: str) -> bool:
    colour = self.colour

    def count(pile: Any, state: int) -> tuple[int, int] | None:
        k = next((i for i, c in enumerate(pile) if c.color == colour), None)
        return (k, state) if k else None  # the card of the colour is left on the pile

    return bool(self._each_draws(who, count))


# The draws' one per-seat loop (FastPlay._each_draws) and each count it is given.
PLANTED_DRAWS = {
    "each_draws": ("standard", "unorules.engine.fastpath.FastPlay._each_draws", _drawn_cards_stay_on_the_pile),
    "until_colour": ("flip", "unorules.engine.fastpath.FastPlay.draw_until_colour", _stops_before_the_colour),
    # and the pass after drawing, the draw kind's (DrawClause.fast_phase_pass): a drawn card
    # that must be played is passed on anyway
    "pass_after_draw": ("forced_play", "unorules.ir.mechanics.draw.DrawClause.fast_phase_pass",
                        lambda self, e, s: True),
}


@pytest.mark.parametrize("plant", sorted(PLANTED_DRAWS))
def test_planted_faults_in_the_fast_draws_are_caught(plant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    name, target, fault = PLANTED_DRAWS[plant]
    assert _found(name) is None
    monkeypatch.setattr(target, fault)
    found = _found(name)
    assert found is not None and ("differ" in found or "fast path gives" in found), found


@pytest.mark.parametrize("name", sorted(PLANTED))
def test_planted_faults_in_the_new_fast_paths_are_caught(name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The fast paths of knock-outs, random draws, two-sided cards and forced draws are
    compared too: a fault planted in each is found by the differential check."""
    players, target, fault = PLANTED[name]
    assert _found(name, players=players) is None
    monkeypatch.setattr(target, fault)
    found = _found(name, players=players)
    assert found is not None and ("differ" in found or "fast path gives" in found), found


def _swaps_with_the_next_seat(self: Any, f: Any) -> bool:
    p = f.player
    q = (p + 1) % f.state.players  # not the target the play names
    f.hands[p], f.hands[q] = f.hands[q], f.hands[p]
    return True


def _own_seat_allowed(rules: Any, s: Any, a: Any) -> Any:
    if a.kind == "play" and a.card is not None and a.card.kind in rules.needs_target and a.target == a.player:
        # the fast play forgets that the target is another player: it takes the play
        # as though it named the next seat, and swaps nothing
        return fastpath._play(rules, s, attrs.evolve(a, target=(a.player + 1) % s.players))
    return fastpath._play(rules, s, a)


# Plays that name a target (a 7 swapping hands): the target the effect reads, and the
# target the fast play takes.
PLANTED_TARGETS = {
    "swap": ("seven_zero", "unorules.ir.effects.swap_hands.SwapHands.fast", _swaps_with_the_next_seat),
    "own seat": ("no_mercy", "unorules.engine.fastpath.FAST", None),
}


@pytest.mark.parametrize("plant", sorted(PLANTED_TARGETS))
def test_planted_faults_in_the_fast_target_plays_are_caught(plant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    name, target, fault = PLANTED_TARGETS[plant]
    assert _found(name, players=3) is None
    if fault is None:
        monkeypatch.setitem(fastpath.FAST, "play", _own_seat_allowed)
    else:
        monkeypatch.setattr(target, fault)
    found = _found(name, players=3)
    assert found is not None and ("differ" in found or "fast path gives" in found or "Illegal" in found), found


def test_plays_that_name_a_target_take_the_fast_path() -> None:
    """A 7 of seven_zero and of no_mercy swaps hands on the fast path now, with the seat
    the play names (at 3 players, not always the next one)."""
    import random

    from unorules.engine.random_games import choose

    for name in ("seven_zero", "no_mercy"):
        rules = unorules.load(name)
        rng = random.Random(0)
        swaps = 0
        for seed in range(20):
            s = rules.new_game(players=3, seed=seed)
            while not s.round_over and not any(s.out):
                legal = rules.legal_actions(s)
                for a in legal:
                    if a.card is not None and a.card.kind == "7" and a.target is not None and len(s.hands[a.player]) > 1:
                        nxt = fastpath.apply(rules, s, a)
                        assert nxt is not None, (name, str(a))
                        mine = list(s.hands[a.player])
                        mine.remove(a.card)
                        assert sorted(map(str, nxt.hands[a.target])) == sorted(map(str, mine)), name
                        assert nxt.hands[a.player] == s.hands[a.target], name
                        swaps += 1
                s = rules.apply(s, choose(rng, s, legal, "table"))
        assert swaps > 10, (name, swaps)


def test_knock_outs_random_draws_and_forced_draws_take_the_fast_path(monkeypatch: pytest.MonkeyPatch) -> None:
    """mercy, attack, forced_play and draw_until_playable play mostly on the fast paths now."""
    import random

    from unorules.engine.random_games import choose

    for name in ("mercy", "attack", "forced_play", "draw_until_playable", "flip"):
        rules = unorules.load(name)
        assert rules.hooks.fast, name
        taken: Counter[bool] = Counter()
        real = fastpath.apply

        def counting(r: Any, s: Any, a: Any, real: Any = real, taken: Counter[bool] = taken) -> Any:
            n = real(r, s, a)
            taken[n is not None] += 1
            return n

        monkeypatch.setattr(fastpath, "apply", counting)
        rng = random.Random(0)
        for seed in range(4):
            s = rules.new_game(players=2, seed=seed)
            for _ in range(300):
                if s.round_over:
                    break
                s = rules.apply(s, choose(rng, s, rules.legal_actions(s), "table"))
        assert taken[True] > 4 * taken[False], (name, taken)
        monkeypatch.undo()


def test_a_knock_out_the_fast_check_misses_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """A player at 24 cards draws the 25th: the fast path must give way to the knock-out."""
    import attrs

    rules = unorules.load("mercy")
    s = rules.new_game(players=3, seed=1)
    while s.phase != TURN:
        s = rules.apply(s, rules.legal_actions(s)[0])
    p = s.to_act
    more = 24 - len(s.hands[p])
    hands = [h + s.draw_pile[:more] if i == p else h for i, h in enumerate(s.hands)]
    s = attrs.evolve(s, hands=hands, draw_pile=s.draw_pile[more:])
    draw = engine.legal_actions(rules, s)[-1]
    assert draw.kind == "draw"
    fast, ref = _both(rules, s, draw)
    assert fast == ref and ref.out[p] == 1  # type: ignore[union-attr]
    monkeypatch.setattr("unorules.ir.mechanics.knock_out.KnockOutClause.fast_after_action", _knock_out_never_checks)
    rules = attrs.evolve(rules)  # the engine parts are bound when the rules are
    fast, ref = _both(rules, s, draw)
    assert fast != ref and not fast.out[p]  # type: ignore[union-attr]


def _taken(monkeypatch: pytest.MonkeyPatch, which: Any, *names: str) -> Counter[bool]:
    """The differential games of each variant named (no difference allowed): of the actions
    ``which(state, action)`` picks, how many took the fast path (True) and how many not."""
    taken: Counter[bool] = Counter()
    real = fastpath.apply

    def counting(r: Any, s: Any, a: Any) -> Any:
        n = real(r, s, a)
        if which(s, a):
            taken[n is not None] += 1
        return n

    with monkeypatch.context() as m:
        m.setattr(fastpath, "apply", counting)
        for name in names:
            assert _found(name) is None, name
    return taken


def _never_keeps(self: Any, e: Any, s: Any, d: Any, card: Any, player: int) -> bool:
    return False  # forgets that a card to add keeps the turn with the player


def _lists_no_card(self: Any, e: Any, s: Any) -> list[Any]:
    return [e.act("pass", s.to_act)]  # offers only the pass after cards played together


def _adds_any_number(self: Any, e: Any, s: Any, card: Any) -> bool:
    return bool(card.kind in self.kinds)  # forgets the condition ("same face") on added cards


@pytest.mark.parametrize("fault", [_never_keeps, _lists_no_card, _adds_any_number])
def test_cards_played_together_take_the_fast_path_and_its_faults_are_caught(
        fault: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    """multiple_cards: a number card, the cards added to it and the pass after them are
    fast; a fault planted in each of TogetherClause's fast meanings is found."""
    import attrs

    from unorules.ir.mechanics.together import TogetherClause

    rules = unorules.load("multiple_cards")
    taken = _taken(monkeypatch, lambda s, a: s.phase == "together" or (
        a.card is not None and a.card.kind in rules.together_kinds), "multiple_cards")
    assert taken[True] > 10 * taken[False], taken
    monkeypatch.setattr(TogetherClause, {_never_keeps: "fast_after_play", _lists_no_card: "fast_phase_actions",
                                         _adds_any_number: "fast_phase_play"}[fault], fault)
    rules = attrs.evolve(rules)  # the engine parts are bound when the rules are
    found = None
    for seed in range(12):
        found = differential.compare(rules, 2, seed=seed, max_actions=400)
        if found:
            break
    assert found is not None and ("differ" in found or "fast path gives" in found), found


def _stack_adds_nothing(self: Any, f: Any) -> bool:
    f.stack_open = True  # passes the draw on without adding its own cards
    return True


def _accept_one_short(rules: Any, s: Any, a: Any) -> Any:
    n = _REAL_ACCEPT(rules, s, a)
    if n is not None and s.pending_draw:
        d = object.__getattribute__(n, "__dict__")
        p = a.player
        d["hands"] = tuple(h[:-1] if i == p else h for i, h in enumerate(d["hands"]))
    return n


def _stack_lists_no_card(self: Any, e: Any, s: Any) -> Any:
    return [a for a in _REAL_STACK_LEGAL(self, e, s) if a.kind != "play"]


_REAL_ACCEPT = fastpath._accept_total
_REAL_STACK_LEGAL = StackClause.fast_phase_actions
STACK_FAULTS = {
    "unorules.ir.effects.draw_or_stack.DrawOrStack.fast": _stack_adds_nothing,
    "unorules.engine.fastpath._accept_total": _accept_one_short,
    "unorules.ir.mechanics.stack.StackClause.fast_phase_actions": _stack_lists_no_card,
}


@pytest.mark.parametrize("target", sorted(STACK_FAULTS))
def test_stacked_draws_take_the_fast_path_and_its_faults_are_caught(
        target: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """stacking and no_mercy: a draw passed on, the cards stacked on it and accepting the
    total are fast; a fault planted in each fast meaning is found."""
    taken = _taken(monkeypatch, lambda s, a: s.phase == "stack", "stacking", "no_mercy")
    assert taken[True] > 3 * taken[False], taken
    monkeypatch.setattr(target, STACK_FAULTS[target])
    found = _found("stacking")
    assert found is not None and ("differ" in found or "fast path gives" in found), found


def test_a_fast_play_that_ignores_an_enforced_restriction_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """turkish and no_bluffing: a Draw Four (its restriction enforced, no challenge) is
    played on the fast path, its playability asked of the hand; a fast path that takes it
    for playable whatever the hand is found."""
    import types

    from unorules.engine import legality

    for name in ("turkish", "no_bluffing"):
        rules = unorules.load(name)
        slow = sorted(rules.fast.slow)
        assert slow == ["wild_draw_four"], slow
        assert _found(name) is None
    lax = types.SimpleNamespace(**{k: getattr(legality, k) for k in dir(legality) if not k.startswith("__")})
    lax.playable = lambda *args: True
    monkeypatch.setattr(fastpath, "legality", lax)
    found = _found("turkish", seeds=20)
    assert found is not None and ("differ" in found or "fast path gives" in found), found


def _the_player_names_it(self: Any, f: Any) -> bool:
    f.chooser = f.player  # the card's own player names the colour, not the one the card says
    return True


HELD_FAULTS = {
    "unorules.ir.effects.choose_colour.ChooseColour.fast": _the_player_names_it,
    "unorules.engine.fastpath.defers_choice": lambda e, place: False,  # the rest of the clause runs at once
}


@pytest.mark.parametrize("target", sorted(HELD_FAULTS))
def test_a_colour_named_by_another_player_takes_the_fast_path_and_its_faults_are_caught(
        target: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """no_mercy's Colour Roulette: the next player names the colour, then draws until it
    comes; the play, the naming and the rest of the clause are fast, and a fault planted in
    the waiting (who names it, where the clause stops) is found."""
    taken = _taken(monkeypatch, lambda s, a: s.phase == "choose", "no_mercy")
    assert taken[True] > 3 * taken[False], taken
    monkeypatch.setattr(target, HELD_FAULTS[target])
    found = _found("no_mercy")
    assert found is not None and ("differ" in found or "fast path gives" in found), found


def test_a_challenge_outcome_that_hands_the_colour_on_agrees() -> None:
    """An outcome where the next player names the colour: the fast answer must give way
    (before af46d1e it took the turn on at once, 'to_act=1 phase=turn' against 'phase=choose')."""
    rules = unorules.loads("variant chooser_outcome\nextends standard\nchallenge wild_draw_four\n"
                           "  if accepted: next draws 4, next chooses colour, next loses turn\n"
                           "  if guilty: player draws 4\n  if innocent: next draws 6, next loses turn\n")
    for seed in range(6):
        assert differential.compare(rules, 2 + seed % 3, seed=seed, max_actions=300) is None
