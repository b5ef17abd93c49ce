"""Engine and compiler mutants: one planted bug each, and the checks that catch it.

Each :class:`Mutant` patches one piece of the engine (a primitive's ``run``, a Table
method, an engine function or action handler) or of the compiler, for the duration
of a ``with`` block. :func:`catches` runs the checks in order (cheapest first) and
returns the names of those that fail under the mutant:

- ``primitives``: each effect's concrete run against its Z3 meaning, on tables from
  seeded games (what ``tests/test_symbolic_agrees.py`` does with Hypothesis);
- ``engine agrees``: verify's check of whole actions and legal actions against the model;
- ``conservation``: random games keeping the exact card multiset (``unorules check``);
- ``scenarios``: the conformance scenarios, when a folder is given;
- ``verify``: the Z3 properties of freshly compiled rules (for compiler mutants);
- ``fast path agrees``: the engine's fast paths against its reference path
  (:mod:`unorules.engine.differential`), for mutants of the fast paths.

A mutant of the reference path is sought with the fast paths switched off, so that
the checks see the code it plants its bug in; a mutant of a fast path is sought with
them on.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager, nullcontext
from functools import cache
from pathlib import Path
from typing import Any

from attrs import frozen

from unorules.cards import Card
from unorules.engine import core as engine
from unorules.engine import fastpath, legality
from unorules.engine.probe import Ctx, Probe
from unorules.engine.rules import Rules
from unorules.engine.state import DRAWN, STACK
from unorules.engine.table import Table
from unorules.ir import effects as fx
from unorules.ir.mechanics.challenge import ChallengeClause
from unorules.ir.mechanics.draw import DrawClause
from unorules.ir.mechanics.uno import UnoClause


@contextmanager
def patched(obj: Any, name: str, value: Any) -> Iterator[None]:
    """Replace ``obj.name`` (or ``obj[name]`` for a dict) inside the block."""
    if isinstance(obj, dict):
        old = obj[name]
        obj[name] = value
        try:
            yield
        finally:
            obj[name] = old
        return
    old = obj.__dict__[name] if isinstance(obj, type) else getattr(obj, name)
    setattr(obj, name, value)
    try:
        yield
    finally:
        setattr(obj, name, old)


# The user property under which a test names the checks that caught its mutant.
CAUGHT_BY = "mutant caught by"


@frozen
class Mutant:
    name: str
    description: str
    patch: Callable[[], Any]  # returns a context manager
    fast: bool = False  # the bug is planted in unorules.engine.fastpath
    compiler: bool = False  # the bug is planted in the compiler: the variants are compiled under it


# --- the planted bugs ---------------------------------------------------------------------------
def _reshuffle_loses_top(self: Table) -> None:
    if len(self.discard) < 2:
        return
    pile = self.discard[:-1]
    self.shuffle(pile)
    self.discard = [pile.pop()]  # the old top card is gone
    pile.extend(self.draw)
    self.draw = pile


_draw_cards = Table.draw_cards


def _draw_invents(self: Table, seat: int, n: int) -> list[Card]:
    got = _draw_cards(self, seat, n)
    if len(got) < n:  # both piles exhausted: conjure a card
        card = self.discard[-1]
        self.hands[seat].append(card)
        got.append(card)
    return got


def _swap_drops(self: fx.SwapHands, t: Table, ctx: Ctx) -> None:
    (a,) = t.seats(self.who, ctx)
    (b,) = t.seats(self.other, ctx)
    t.hands[a], t.hands[b] = t.hands[b], t.hands[a][:-1]


_finish = engine.finish


def _skip_too_many(t: Table, ctx: Ctx) -> None:
    t.skips += 1
    _finish(t, ctx)


def _rotate_wrong_way(self: fx.RotateHands, t: Table, ctx: Ctx) -> None:
    n = t.players
    old = list(t.hands)
    for seat in range(n):
        t.hands[(seat - t.direction) % n] = old[seat]


def _wrong_colour_guilt(self: ChallengeClause, e: Any, s: Any, t: Table, card: Card, player: int) -> bool:
    hand = list(s.hands[player])
    hand.remove(card)
    req = e.rules.require_of[card.kind]
    # Judged against the colour the Draw Four named (now active), not the one active before it.
    return not req.holds(Probe(card, s.top, t.color, tuple(hand), s.players))


def _reverse_noop(self: fx.Reverse, t: Table, ctx: Ctx) -> None:
    return None


def _one_pose_at_a_time(self: fx.GiveStatus, t: Table, ctx: Ctx) -> None:
    (seat,) = t.seats(self.who, ctx)
    row = t.statuses[t.status_index(self.status)]
    row[:] = [0] * t.players  # the old single-pose table: a new status ends every other holder's
    row[seat] = self.turns


def _lose_turn_noop(self: fx.LoseTurn, t: Table, ctx: Ctx) -> None:
    return None


def _draw_one_short(self: fx.Draw, t: Table, ctx: Ctx) -> None:
    for seat in t.seats(self.who, ctx):
        t.draw_cards(seat, self.n - 1)


def _stack_adds_one_more(self: fx.DrawOrStack, t: Table, ctx: Ctx) -> None:
    if ctx.final:
        for seat in t.seats(self.who, ctx):
            t.draw_cards(seat, t.pending_draw + self.n)
        t.pending_draw = 0
        return
    t.pending_draw += self.n + 1
    t.stack_open = True


def _discard_colour_vanishes(self: fx.DiscardColour, t: Table, ctx: Ctx) -> None:
    for seat in t.seats(self.who, ctx):
        t.hands[seat] = [c for c in t.hands[seat] if c.color != t.color]


_shuffle_hands = fx.ShuffleHands.run


def _shuffle_drops(self: fx.ShuffleHands, t: Table, ctx: Ctx) -> None:
    _shuffle_hands(self, t, ctx)
    for hand in t.hands:  # one card is lost on the way
        if hand:
            hand.pop()
            break


def _until_colour_once(self: fx.DrawUntilColour, t: Table, ctx: Ctx) -> None:
    for seat in t.seats(self.who, ctx):
        t.draw_cards(seat, 1)  # stops after one card, whatever its colour


_turn_over = fx.TurnOver.run
_turn_over_symbolic = fx.TurnOver.symbolic


def _turn_over_loses(self: fx.TurnOver, t: Table, ctx: Ctx) -> None:
    _turn_over(self, t, ctx)
    t.discard.pop(0)  # the Flip just played, now at the bottom, is lost on the way


def _turn_over_keeps_order(self: fx.TurnOver, t: Table, ctx: Ctx) -> None:
    t.discard.reverse()  # undone by the real turn: each card turned over in place, the Flip stays on top
    _turn_over(self, t, ctx)


def _turn_over_model_loses(self: fx.TurnOver, z: Any) -> None:
    _turn_over_symbolic(self, z)
    z.discard = z.discard - 1  # the model believes a card leaves the discard pile


_pass = DrawClause.phase_act


def _pass_stays(self: DrawClause, e: Any, t: Table, s: Any, a: Any) -> None:
    _pass(self, e, t, s, a)
    engine.begin_turn(t, a.player)


_legal = engine.legal_actions


_draw = DrawClause.act


def _draw_always_ends_turn(self: DrawClause, e: Any, t: Table, s: Any, a: Any) -> None:
    _draw(self, e, t, s, a)
    if t.phase == DRAWN:  # even a drawn card that may be played
        engine.begin_turn(t, t.seat_after(a.player))


def _draw_never_ends_turn(self: DrawClause, e: Any, t: Table, s: Any, a: Any) -> None:
    statuses = [list(row) for row in t.statuses]
    _draw(self, e, t, s, a)
    if t.phase != DRAWN:  # the old way: even an unplayable card waits for a pass
        t.phase, t.to_act, t.statuses = DRAWN, a.player, statuses
        t.drawn = t.hands[a.player][-1] if len(t.hands[a.player]) > len(s.hands[a.player]) else None


def _no_accept_in_stack(rules: Rules, s: Any) -> Any:
    out = _legal(rules, s)
    return tuple(x for x in out if not (s.phase == STACK and x.kind == "accept")) if s.phase == STACK else out


def _no_pass_after_draw(rules: Rules, s: Any) -> Any:
    out = _legal(rules, s)
    if s.phase == DRAWN and any(x.kind == "play" for x in out):
        return tuple(x for x in out if x.kind != "pass")
    return out


_playable = legality.playable


def _restriction_ignored(rules: Rules, card: Card, top: Card, color: str | None, hand: Any, players: int) -> bool:
    cond = rules.play_of[card.kind]
    return bool(cond.holds(Probe(card, top, color, tuple(hand), players)))


def _return_keeps(self: fx.ReturnAndTurn, t: Table, ctx: Ctx) -> None:
    return None


_catch = UnoClause.catch


def _catch_punishes_catcher(self: UnoClause, e: Any, t: Table, s: Any, a: Any) -> None:
    if a.target is None or a.target != s.uno_at_risk:
        _catch(self, e, t, s, a)
        return
    t.uno_at_risk = None
    ctx = Ctx(player=a.target, target=a.player)
    for effect in e.rules.penalty_of["missed_uno"]:
        effect.run(t, ctx)


_deal = engine.deal


def _deal_short(rules: Rules, s: Any) -> Any:
    out = _deal(rules, s)
    import attrs

    hands = list(out.hands)
    hands[0] = hands[0][:-1]
    return attrs.evolve(out, hands=tuple(hands), draw_pile=out.draw_pile + out.hands[0][-1:])


def _resolve_any_wins(self: Any, clauses: Any, kinds: Any) -> dict[str, Any]:
    out: dict[str, Any] = {}
    rank: dict[str, int] = {}
    for cl in clauses:
        sel = cl.selector
        if sel.what == "kinds":
            covered, level = [self.known(cl, n) for n in sel.names], 0
        elif sel.what == "numbers":
            covered, level = [k.name for k in kinds if k.number is not None], 1
        else:
            covered, level = [k.name for k in kinds], 2  # 'any card' now beats a named kind
        for name in covered:
            if rank.get(name, -1) < level:
                out[name], rank[name] = cl, level
    return out


def _seat_after_ignores_direction(self: Table, seat: int, steps: int = 1) -> int:
    return (seat + steps) % self.players


def _patch_many(*patches: tuple[Any, str, Any]) -> Any:
    @contextmanager
    def cm() -> Iterator[None]:
        from contextlib import ExitStack

        with ExitStack() as stack:
            for obj, name, value in patches:
                stack.enter_context(patched(obj, name, value))
            yield

    return cm()


def _fast(name: str, spoil: Callable[[Any, Any, dict[str, Any]], None]) -> Any:
    """Patch fast path ``name`` so that ``spoil(state, action, fields)`` edits each state it builds."""
    real = fastpath.FAST[name]

    def mutated(rules: Rules, s: Any, a: Any) -> Any:
        n = real(rules, s, a)
        if n is not None:
            spoil(s, a, object.__getattribute__(n, "__dict__"))
        return n

    return patched(fastpath.FAST, name, mutated)


def _keeps_pose(s: Any, a: Any, d: dict[str, Any]) -> None:
    d["statuses"] = s.statuses  # the seat whose turn begins keeps its status counts


def _forgets_uno(s: Any, a: Any, d: dict[str, Any]) -> None:
    d["uno_at_risk"] = None  # going down to one card opens no UNO window


def _draws_bottom(s: Any, a: Any, d: dict[str, Any]) -> None:
    hands = list(d["hands"])
    hands[a.player] = (*hands[a.player][:-1], s.draw_pile[-1])  # the bottom card, not the top
    d["hands"] = tuple(hands)
    d["draw_pile"] = s.draw_pile[:-1]
    d["drawn"] = s.draw_pile[-1]


def _answer_skips_one_more(s: Any, a: Any, d: dict[str, Any]) -> None:
    d["to_act"] = (d["to_act"] + s.direction) % s.players


def _fast_reverse_noop(self: fx.Reverse, f: Any) -> bool:
    return True  # the direction stays


def _fast_draw_one_short(self: fx.Draw, f: Any) -> bool:
    return bool(f.draw(self.who, self.n - 1))


def _compiler() -> Any:
    from unorules.language.compiler import Builder

    return Builder


MUTANTS: tuple[Mutant, ...] = (
    Mutant("reshuffle_loses_top", "reshuffling loses the top card of the discard pile",
           lambda: patched(Table, "reshuffle", _reshuffle_loses_top)),
    Mutant("empty_draw_invents", "drawing with both piles exhausted invents a card",
           lambda: patched(Table, "draw_cards", _draw_invents)),
    Mutant("swap_drops_card", "swapping hands drops a card", lambda: patched(fx.SwapHands, "run", _swap_drops)),
    Mutant("skip_too_many", "turn order skips one seat too many", lambda: patched(engine, "finish", _skip_too_many)),
    Mutant("rotate_wrong_way", "hands pass on against the direction of play",
           lambda: patched(fx.RotateHands, "run", _rotate_wrong_way)),
    Mutant("challenge_wrong_colour", "a challenge judges the colour the Draw Four named, not the one before it",
           lambda: patched(ChallengeClause, "judged", _wrong_colour_guilt)),
    Mutant("reverse_noop", "Reverse does not change the direction", lambda: patched(fx.Reverse, "run", _reverse_noop)),
    Mutant("one_pose_at_a_time", "a new pose silently ends the pose another player still holds",
           lambda: patched(fx.GiveStatus, "run", _one_pose_at_a_time)),
    Mutant("lose_turn_noop", "nobody loses a turn", lambda: patched(fx.LoseTurn, "run", _lose_turn_noop)),
    Mutant("draw_one_short", "a draw effect draws one card too few", lambda: patched(fx.Draw, "run", _draw_one_short)),
    Mutant("stack_total_off", "a stacked draw adds one card too many",
           lambda: patched(fx.DrawOrStack, "run", _stack_adds_one_more)),
    Mutant("discard_colour_vanishes", "discarding a colour throws the cards away instead of onto the pile",
           lambda: patched(fx.DiscardColour, "run", _discard_colour_vanishes)),
    Mutant("shuffle_hands_drops", "shuffling the hands loses a card", lambda: patched(fx.ShuffleHands, "run", _shuffle_drops)),
    Mutant("until_colour_once", "'draws until active colour' stops after one card",
           lambda: patched(fx.DrawUntilColour, "run", _until_colour_once)),
    Mutant("flip_loses_card", "turning everything over loses the Flip just played",
           lambda: patched(fx.TurnOver, "run", _turn_over_loses)),
    Mutant("flip_keeps_order", "turning the discard pile over leaves its order, so the Flip stays on top",
           lambda: patched(fx.TurnOver, "run", _turn_over_keeps_order)),
    Mutant("flip_model_loses_card", "the model of turning everything over loses a card",
           lambda: patched(fx.TurnOver, "symbolic", _turn_over_model_loses)),
    Mutant("pass_stays", "passing after a draw keeps the turn", lambda: patched(DrawClause, "phase_act", _pass_stays)),
    Mutant("draw_always_ends_turn", "drawing ends the turn even when the drawn card may be played",
           lambda: patched(DrawClause, "act", _draw_always_ends_turn)),
    Mutant("draw_never_ends_turn", "a drawn card that cannot be played waits for a pass",
           lambda: patched(DrawClause, "act", _draw_never_ends_turn)),
    Mutant("no_accept_in_stack", "no 'accept' while a draw is stacked (a deadlock)",
           lambda: patched(engine, "legal_actions", _no_accept_in_stack)),
    Mutant("no_pass_after_draw", "no 'pass' after drawing a playable card that need not be played",
           lambda: patched(engine, "legal_actions", _no_pass_after_draw)),
    Mutant("restriction_ignored", "a card's restriction (Draw Four without the active colour) is not enforced",
           lambda: patched(legality, "playable", _restriction_ignored)),
    Mutant("return_keeps_card", "'return it and turn another' keeps the card",
           lambda: patched(fx.ReturnAndTurn, "run", _return_keeps)),
    Mutant("catch_punishes_catcher", "a caught missed UNO punishes the catcher",
           lambda: patched(UnoClause, "catch", _catch_punishes_catcher)),
    Mutant("deal_short", "the deal gives the first seat one card too few", lambda: patched(engine, "deal", _deal_short)),
    Mutant("seat_after_no_direction", "the next seat ignores the direction of play",
           lambda: patched(Table, "seat_after", _seat_after_ignores_direction)),
    Mutant("compiler_any_card_wins", "the compiler lets 'play any card' override a card's own play clause",
           lambda: patched(_compiler(), "resolve", _resolve_any_wins), compiler=True),
    Mutant("fast_pass_keeps_pose", "the fast pass does not count down the pose of the seat whose turn begins",
           lambda: _fast("pass", _keeps_pose), fast=True),
    Mutant("fast_draw_keeps_pose", "an unplayable drawn card passes the turn without counting down the pose",
           lambda: _fast("draw", _keeps_pose), fast=True),
    Mutant("fast_reverse_noop", "Reverse's fast meaning leaves the direction as it was",
           lambda: patched(fx.Reverse, "fast", _fast_reverse_noop), fast=True),
    Mutant("fast_draw_effect_short", "a draw effect's fast meaning draws one card too few",
           lambda: patched(fx.Draw, "fast", _fast_draw_one_short), fast=True),
    Mutant("fast_answer_skips_one_more", "after a fast challenge the turn goes one seat too far",
           lambda: _fast("challenge", _answer_skips_one_more), fast=True),
    Mutant("fast_play_forgets_uno", "the fast play opens no UNO window when a hand goes down to one card",
           lambda: _fast("play", _forgets_uno), fast=True),
    Mutant("fast_draw_from_bottom", "the fast draw takes the bottom card of the draw pile",
           lambda: _fast("draw", _draws_bottom), fast=True),
)


# --- the checks -------------------------------------------------------------------------------------
def _variants(*, compiled_now: bool = False) -> list[Rules]:
    """Every bundled variant bound afresh (the engine's tables of a binding are built under
    the mutant); compiled afresh only for a compiler mutant (``compiled_now``), which must
    show in the rules; any other finds the compiler's IR as it always is, kept by file."""
    from unorules.language.loader import variants

    # standard first: the others mostly repeat it, so most mutants are caught there.
    names = sorted(variants(), key=lambda n: (n != "standard", n))
    if compiled_now:
        return [Rules.bind(_compile(n)) for n in names]
    return [Rules.bind(_compiled(n)) for n in names]


def _compile(name: str) -> Any:
    from unorules.language.compiler import compile_file
    from unorules.language.loader import bundled_file

    return compile_file(bundled_file(name))


@cache
def _compiled(name: str) -> Any:
    return _compile(name)


def check_primitives(rules_list: list[Rules], seeds: int = 4) -> str | None:
    """Each effect (once, whichever variants use it) on tables from seeded games."""
    from unorules.engine.random_games import choose
    from unorules.ir import conditions as cd
    from unorules.verify.agreement import check_primitive

    extra: tuple[fx.Effect, ...] = (
        fx.Draw("next", 2), fx.Draw("others", 1), fx.DrawOrStack("next", 2), fx.DrawUntilColour("next"),
        fx.LoseTurn("next"), fx.Reverse(), fx.SwapHands("player", "target"), fx.RotateHands(),
        fx.ShuffleHands(), fx.DiscardColour("player"), fx.DiscardColour("others"), fx.GiveStatus("next", "pose", 2),
        fx.ReturnAndTurn(), fx.Guarded(fx.LoseTurn("next"), cd.PlayerCount(2)),
    )
    done: set[fx.Effect] = set()
    for rules in rules_list:
        own = [e for _, effs in (*rules.on, *rules.start, *rules.penalties) for e in effs]
        effects = [e for e in dict.fromkeys([*extra, *own])
                   if e not in done and set(e.statuses()) <= set(rules.status_index)]
        if not effects:
            continue
        done.update(effects)
        for seed in range(seeds):
            rng = random.Random(seed)
            state = rules.new_game(players=rules.min_players + seed % 3, seed=seed)
            for _ in range(rng.randrange(5, 60)):
                legal = rules.legal_actions(state)
                if not legal or state.round_over:
                    break
                state = rules.apply(state, choose(rng, state, legal, "table"))
            if state.round_over:
                continue
            for e in effects:
                player = state.to_act
                target = (player + 1) % state.players
                ctx = Ctx(player=player, target=target, colour=rules.colours[seed % len(rules.colours)])
                problem = check_primitive(rules, state, e, ctx)
                if problem is not None:
                    return f"{rules.name}: {problem}"
    return None


def check_engine(rules_list: list[Rules]) -> str | None:
    from unorules.verify.agreement import check_games

    for rules in rules_list:
        found = check_games(rules, games=2, max_actions=100, seed=1)
        if found:
            return f"{rules.name}: {found[0].action}: {found[0].what}"
    return None


def check_conservation(rules_list: list[Rules], games: int = 3) -> str | None:
    from unorules.engine import random_games as simulate

    for rules in rules_list:
        deck = Counter(rules.deck)
        for g in range(games):
            players = rules.min_players + g % (rules.max_players - rules.min_players + 1)
            try:
                record, _ = simulate.play(rules, players, seed=g, rounds=1, max_actions=600)
                state = rules.new_game(players=players, seed=g)
                for a in record.actions:
                    state = rules.apply(state, a)
                    if Counter(state.all_cards()) != deck:
                        return f"{rules.name}: cards not conserved after {a}"
            except Exception as err:  # noqa: BLE001 - a crash under a mutant counts as caught
                return f"{rules.name}: {type(err).__name__}: {err}"
    return None


def check_scenarios(folder: Path) -> str | None:
    from unorules.testing import run_scenario

    for p in sorted(folder.rglob("*.toml")):
        try:
            run_scenario(p)
        except Exception as err:  # noqa: BLE001 - any failure under a mutant counts
            return f"{p.name}: {str(err).splitlines()[0]}"
    return None


def check_verify(rules_list: list[Rules]) -> str | None:
    from unorules.verify.properties import verify_rules

    for rules in rules_list:
        report = verify_rules(rules, agreement_games=1, agreement_actions=60)
        if not report.ok:
            bad = report.failed()[0]
            return f"{rules.name}: {bad.prop}: {bad.detail}"
    return None


def check_fast_path(rules_list: list[Rules]) -> str | None:
    from unorules.engine import differential

    return differential.check(rules_list, games=8)


CHECKS = ("fast path agrees", "primitives", "engine agrees", "conservation", "scenarios", "verify")


# The check that catches each of these mutants, where the cheaper checks before it in the
# order above do not (from the suite's table of what caught each): 2 s instead of 13 to 20 s
# of CPU each. A hint only: were it wrong, the other checks still run after it.
CAUGHT_FIRST = {
    "fast_pass_keeps_pose": "scenarios", "fast_draw_keeps_pose": "scenarios", "compiler_any_card_wins": "scenarios",
    "flip_keeps_order": "scenarios", "until_colour_once": "scenarios", "one_pose_at_a_time": "scenarios",
    "restriction_ignored": "scenarios", "empty_draw_invents": "conservation",
}


def catches(mutant: Mutant, *, scenarios: Path | None = None, stop_at_first: bool = True) -> dict[str, str]:
    """The checks that fail under ``mutant``, with what each saw."""
    out: dict[str, str] = {}
    if not mutant.compiler:
        _variants()  # the IR kept by file is compiled before any mutant is planted
    try:
        return _catches(mutant, out, scenarios, stop_at_first)
    finally:
        _forget_bindings()


def _forget_bindings() -> None:
    """Drop what the library kept while the mutant was planted: the scenarios' variants are
    loaded through unorules.load, which keeps each compiled file and its engine binding, and
    a binding's tables keep the functions they were built with (the fast path's, the reports'
    plan). Kept, a later test loading the same file would play the mutant (seen: the
    primitives' scenarios failing after the slow mutant cases on the same worker)."""
    from unorules import api
    from unorules.language import loader

    api._BOUND.clear()
    loader.forget()


def _catches(mutant: Mutant, out: dict[str, str], scenarios: Path | None, stop_at_first: bool) -> dict[str, str]:
    with mutant.patch(), (nullcontext() if mutant.fast else fastpath.disabled()):
        rules_list = _variants(compiled_now=mutant.compiler)
        runs: list[tuple[str, Callable[[], str | None]]] = []
        if mutant.fast:
            runs.append(("fast path agrees", lambda: check_fast_path(rules_list)))
        runs += [
            ("primitives", lambda: check_primitives(rules_list)),
            ("engine agrees", lambda: check_engine(rules_list)),
            ("conservation", lambda: check_conservation(rules_list)),
        ]
        if scenarios is not None:
            runs.append(("scenarios", lambda: check_scenarios(scenarios)))
        runs.append(("verify", lambda: check_verify(rules_list)))
        # A check that does not catch the mutant runs to its end: 'engine agrees' and the fast
        # path's differential take 8 to 12 s then. The mutants that only a later check
        # catches run it first; being caught does not depend on the order, only which check
        # is named first.
        runs.sort(key=lambda run: run[0] != CAUGHT_FIRST.get(mutant.name))
        for name, run in runs:
            try:
                got = run()
            except Exception as err:  # noqa: BLE001 - a check that crashes under a mutant caught it
                got = f"crashed: {type(err).__name__}: {err}"
            if got is not None:
                out[name] = got
                if stop_at_first:
                    break
    return out
