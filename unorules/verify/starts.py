"""A start card acts as if the dealer had played it.

A coloured card turned over at the start counts as played by the dealer: whoever it makes
draw (or discard) is whoever it would make draw if the dealer played it, and a card that
hands out cards treats the player it makes draw as its play does (skipped, or not). Random
draws are compared as draws: press for press where the two rules press alike, else by what
every seat can be given (every press at its least, and at its most), so the start rule gives
the cards the play can give, and only those (how likely each count is, is not compared). The detail names every coloured start card the check leaves out, and why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import z3

from unorules.cards import Card
from unorules.engine.state import TURN
from unorules.ir import effects as fx
from unorules.verify import counterexample as cx
from unorules.verify import solving
from unorules.verify.report import PROVED, REFUTED
from unorules.verify.symbolic import PHASE

Prover = Any  # the properties' Prover (it imports this module)

if TYPE_CHECKING:
    from unorules.verify.model import Step


# The model's choices that cannot make the start and the play differ by themselves: random
# draws (paired below), the game's end, and the knock-outs' seats and counts, which their
# constraints fix (nobody is out right after the deal).
_DECIDED = ("game_over", "random_draw", "seat_after_out", "knocked_out", "hand_after", "out_after",
            "discard_after", "after_knocked_out", "last_left")


def _left_out(r: Any, kind: Any) -> str:
    """Why the check does not compare ``kind``'s start rule with its play ('' if it does)."""
    starts = r.start_of.get(kind.name, ())
    if not kind.coloured:
        # A Wild's start rule is its own: the first player names the colour, and may be
        # spared the Wild's draw.
        return "a Wild's start rule is its own"
    if any(e.returns_card for e in fx.flat(starts)):
        return "sent back at the start"
    if kind.name in r.challenge_of:
        return "its play opens a challenge"
    if any(e.passes_draw for e in fx.flat(r.on_of.get(kind.name, ()))):
        return "its draw passed on is drawn when the stack is answered"
    if not any(e.subjects() for e in fx.flat(starts)):
        # A card that does nothing played either acts as played; one that does is left out.
        return "its start rule does nothing" if any(e.subjects() for e in fx.flat(r.on_of.get(kind.name, ()))) \
            else "-"
    return ""


def _hands_out(r: Any, kind: str) -> bool:
    """The card makes someone draw, played or turned over: then who keeps the turn is part of it."""
    return any(e.is_draw for e in fx.flat((*r.on_of.get(kind, ()), *r.start_of.get(kind, ()))))


def _differ(st: Step, pl: Step) -> Any:
    """The start leaves the hands otherwise than the dealer's play (who played it aside)."""
    pre = st.pre
    return z3.Or(*(z3.And(pre.n > i, a != b + z3.If(pre.dealer == i, 1, 0))
                   for i, (a, b) in enumerate(zip(st.post.hands, pl.post.hands, strict=False))))


def _draws(st: Step) -> list[Any]:
    return [c for c in st.post.choices if str(c).startswith("random_draw")]


def _solve(*facts: Any) -> tuple[bool, Any]:
    s = solving.solver()
    s.add(*facts)
    got = solving.check(s)
    return got == z3.sat, (s.model() if got == z3.sat else None)


def start_as_played(prover: Prover) -> tuple[Any, ...]:
    """Every coloured start card against the dealer's play of it: the hands it changes, and
    for a card that hands out cards, who acts next."""
    m = prover.model
    r = prover.rules
    compared: list[str] = []
    left: dict[str, list[str]] = {}
    for k in r.kinds:
        why_not = _left_out(r, k)
        if why_not:
            if k.name in r.start_of and k.coloured and why_not != "-":
                left.setdefault(why_not, []).append(k.name)
            continue
        base = m.fresh()
        st = m.start(k.name, base=base)
        pl = m.play(k.name, final=False, base=base)
        other = [c for c in (*st.post.choices, *pl.post.choices) if not str(c).startswith(_DECIDED)]
        if other:
            # A pick among the card's actions (ChooseAction) is its player's, made in the play only.
            picked = any(str(c).startswith("chosen_action") for c in other)
            left.setdefault("its player picks one of its actions as they play it; nobody picks at the start"
                            if picked else "a draw until something: the two draws need not be alike",
                            []).append(k.name)
            continue
        pre = st.pre
        facts = [*prover.premises(st), *pl.guard, *pl.post.constraints, pre.player == pre.dealer,
                 pl.post.phase == PHASE[TURN], pl.inputs["card_colour"] == pre.top_colour,
                 *(o == 0 for o in (pre.out if m.shape.knock_out else ())),  # nobody is out after the deal
                 # A player the start rule brings to the knock-out count is out only when the
                 # next action ends (on the engine as in the model), one the play brings there at
                 # once: the two are compared where the play knocks nobody out.
                 *(z3.Not(c) for c in pl.post.choices if str(c).startswith("knocked_out"))]
        if m.shape.knock_out and not _solve(*facts)[0]:
            left.setdefault("played by the dealer, it knocks a player out", []).append(k.name)
            continue
        compared.append(k.name)
        if _hands_out(r, k.name):
            # Who acts next does not depend on what the draws give: asked with the draws free.
            turn = z3.Or(st.post.phase != pl.post.phase,
                         z3.And(st.post.phase == PHASE[TURN], st.post.to_act != pl.post.to_act))
            ok, model = _solve(*facts, turn)
            if ok:
                return _refuted(prover, k.name, st, pl, prover.smallest(st, [*facts, turn], model), True)
        a, b = _draws(st), _draws(pl)
        if len(a) != len(b):
            # Presses that cannot be paired: each seat's draw is a range, and the ranges agree
            # when every press at its least and every press at its most give the same hands.
            for end in ("low", "high"):
                got = _at_the_end(prover, k.name, end)
                if got is not None:
                    return got
            continue
        # The same presses in the same order give the same cards: a start rule that hands
        # them to other seats than the play, or more or fewer, changes the hands otherwise.
        same, differ = [x == y for x, y in zip(a, b, strict=True)], _differ(st, pl)
        ok, model = _solve(*facts, *same, differ)
        if ok:
            return _refuted(prover, k.name, st, pl, prover.smallest(st, [*facts, *same, differ], model), False)
    said = "a card turned over at the start hands out cards as it would played by the dealer"
    if compared:
        said += f" ({', '.join(compared)})"
    if any(_hands_out(r, k) for k in compared):
        said += "; one that hands out cards keeps or passes the turn as played"
    if left:
        said += "; not compared: " + "; ".join(f"{', '.join(ks)} ({why})" for why, ks in left.items())
    return PROVED, said, None


def _at_the_end(prover: Prover, kind: str, end: str) -> tuple[Any, ...] | None:
    """The start and the play of ``kind`` compared with every random draw at its ``end``
    ('low' or 'high'), on a full draw pile: refuted when they hand out cards otherwise."""
    import attrs

    from unorules.engine.rules import Rules
    from unorules.verify.meanings import FULL_PILE

    r = prover.rules

    def fixed(effects: tuple[Any, ...]) -> tuple[Any, ...]:
        out = []
        for e in effects:
            inner = e.effect if isinstance(e, fx.Guarded) else e
            if isinstance(inner, fx.RandomDraw):
                inner = fx.Draw(inner.who, getattr(inner, end))
                e = attrs.evolve(e, effect=inner) if isinstance(e, fx.Guarded) else inner
            out.append(e)
        return tuple(out)

    at = Rules.bind(attrs.evolve(r, on=tuple((k, fixed(effs) if k == kind else effs) for k, effs in r.on),
                                 start=tuple((k, fixed(effs) if k == kind else effs) for k, effs in r.start)))
    other = type(prover)(at, prover.games, prover.actions, type(prover.model))
    m = other.model
    base = m.fresh()
    st, pl = m.start(kind, base=base), m.play(kind, final=False, base=base)
    pre = st.pre
    facts = [*other.premises(st), *pl.guard, *pl.post.constraints, pre.player == pre.dealer,
             pl.post.phase == PHASE[TURN], pl.inputs["card_colour"] == pre.top_colour, pre.draw >= FULL_PILE,
             *(o == 0 for o in (pre.out if m.shape.knock_out else ())),
             *(z3.Not(c) for c in pl.post.choices if str(c).startswith("knocked_out"))]
    ok, model = _solve(*facts, _differ(st, pl))
    if not ok:
        return None
    got = _refuted(other, kind, st, pl, other.smallest(st, [*facts, _differ(st, pl)], model), False)
    most = "fewest" if end == "low" else "most"
    # No scenario: the engine's presses are random, and a run shows one draw, not the range.
    return got[0], f"{got[1]} (every random draw giving its {most} cards)", None


def _refuted(prover: Prover, kind: str, st: Step, pl: Step, model: Any, turn: bool) -> tuple[Any, ...]:
    pre = st.pre

    def val(x: Any) -> int:
        return int(model.eval(x, model_completion=True).as_long())

    n, dealer = val(pre.n), val(pre.dealer)
    hs = [val(h) for h in pre.hands[:n]]
    a = [val(h) - x for h, x in zip(st.post.hands, hs, strict=False)][:n]
    if turn:
        first, after = val(st.post.to_act), val(pl.post.to_act)
        start_turn = f"p{first} plays first" if val(st.post.phase) == PHASE[TURN] else f"p{first} must answer"
        why = (f"start {kind}: turned over at the start, {start_turn} (dealer p{dealer}), but played by the dealer "
               f"p{after} plays next: the start rule does not treat the player it makes draw as the card does "
               "(a lost turn missing, or one too many?)")
        return REFUTED, why, start_scenario(prover, kind, n, why, turn=True)
    b = [val(h) - x + (i == dealer) for i, (h, x) in enumerate(zip(pl.post.hands, hs, strict=False))][:n]
    why = (f"start {kind}: turned over at the start it can change the hands by {a} (dealer p{dealer}), but "
           f"played by the dealer it changes them by {b}" + (" or by no such amounts" if a == b else "")
           + ": the start rule does not act as the card")
    return REFUTED, why, start_scenario(prover, kind, n, why)


def start_scenario(prover: Prover, kind: str, n: int, why: str, turn: bool = False) -> dict[str, Any] | None:
    """Turn ``kind`` over at the start; expect the hands (and, with ``turn``, the seat to
    act) the engine gives when the dealer plays it from the same position. A card with
    random draws is only compared on who acts: its hands depend on the draws."""
    from unorules.engine.state import Action
    from unorules.errors import UnorulesError
    from unorules.testing import build_position

    r = prover.rules
    take = cx.Cards(r)
    colour = r.colours[0]
    card = take.take(Card(kind, colour if r.kind_of[kind].coloured else None))
    hands = [[str(take.take()) for _ in range(3)] for _ in range(n)]
    dealer = n - 1
    setup: dict[str, Any] = {"dealer": dealer, "start": True, "discard": [str(card)], "hands": hands}
    try:
        played = [list(h) for h in hands]
        played[dealer] = [str(card), *played[dealer]]
        under = take.take(colour=colour)
        s = build_position(r, n, {"dealer": dealer, "to_act": dealer, "color": colour,
                                  "discard": [str(under)], "hands": played})
        named = colour if kind in r.needs_colour else None
        target = (dealer + 1) % n if kind in r.needs_target else None
        after = r.apply(s, Action("play", dealer, card, named, target))
    except UnorulesError:
        return None
    random = any(isinstance(e, fx.RandomDraw) for e in fx.flat((*r.on_of.get(kind, ()), *r.start_of.get(kind, ()))))
    expect: dict[str, Any] = {} if random else {"hand_sizes": list(after.hand_sizes)}
    if turn:
        expect["to_act"] = after.to_act
    if not expect:
        return None
    return {"description": why, "variant": r.name, "players": n, "setup": setup, "step": [{"expect": expect}]}
