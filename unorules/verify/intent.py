"""What a rule designer means, beyond what the engine needs to run.

- A penalty falls on the seat that broke the rule: the player caught missing UNO, the
  player who played a wrong card, the player reported; never, instead, on the player
  who caught or reported them.
- A challenge's guilty outcome punishes the player who played the card, its innocent
  outcome the challenger, and both can happen (the restriction can be kept and broken).
- Every card kind can be played in a reachable position: its play condition, the
  copies in the deck (a card answering only its own face needs another of it on top)
  and the start rules (the first of a kind that only follows itself must start the pile).

Each is a Z3 query over the model; a refutation is shown on the engine where a
position can be set up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import z3

from unorules.cards import Card
from unorules.ir import effects as fx
from unorules.verify import counterexample as cx
from unorules.verify.report import PROVED, REFUTED
from unorules.verify.symbolic import PHASE

if TYPE_CHECKING:
    from unorules.verify.model import Step
    from unorules.verify.properties import Prover

FULL_PILE = 30  # a draw pile this full makes every penalty's draw happen


def _solve(*facts: Any) -> tuple[bool, Any]:
    s = z3.Solver()
    s.set("timeout", 20000)
    s.add(*facts)
    got = s.check()
    return got == z3.sat, (s.model() if got == z3.sat else None)


def _grows(st: Step, seat: Any) -> Any:
    return st.post.hand(seat) > st.pre.hand(seat)


def _skipped(st: Step, seat: Any) -> Any:
    """``seat`` was to act next and is passed over."""
    from unorules.engine.state import TURN

    post = st.post
    return z3.And(post.phase == PHASE[TURN], post.to_act != seat)


# --- penalties ---------------------------------------------------------------------------
def penalties(prover: Prover) -> tuple[Any, ...] | None:
    m = prover.model
    r = prover.rules
    cases: list[tuple[Step, str, str, str]] = []  # step, breaker, bystander, words
    if "missed_uno" in r.penalty_of:
        cases.append((m.catch(), "target", "player", "the missed-UNO penalty"))
    if "wrong_card" in r.penalty_of:
        cases.append((m.wrong_card(), "player", "", "the wrong-card penalty"))
    for rep in r.reports:
        cases.append((m.report(rep.name), "target", "player", f"the report {rep.name}"))
    if not cases:
        return None
    said = []
    for st, breaker, bystander, words in cases:
        pre = st.pre
        seat = {"player": pre.player, "target": pre.target}
        broke = seat[breaker]
        base = [*prover.premises(st), pre.draw >= FULL_PILE]
        if bystander:
            others = [seat[bystander]]
        else:
            others = [z3.IntVal(i) for i in range(m.shape.hi)]
        for other in others:
            wrong = z3.And(other != broke, other < pre.n, _grows(st, other), z3.Not(_grows(st, broke)))
            ok, model = _solve(*base, wrong)
            if ok:
                who = {"target": "the player who broke the rule", "player": "the player who broke the rule"}[breaker]
                victim = ("the player who caught them" if bystander == "player" and st.kind == "catch"
                          else "the player who reported them" if bystander == "player" else "another player")
                why = f"{words} falls on {victim}, not on {who}: their hand grows, the rule-breaker's does not"
                return REFUTED, why, penalty_scenario(prover, st, model, why)
        said.append(f"{words} falls on the rule-breaker")
    return PROVED, "; ".join(said), None


def penalty_scenario(prover: Prover, st: Step, m: Any, why: str) -> dict[str, Any] | None:
    """A catch: the caught player plays down to one card without calling UNO, the catcher
    catches; the expectation is that the catcher's hand stays as it was."""
    rules = prover.rules
    if st.kind != "catch" or not rules.uno:
        return None
    take = cx.Cards(rules)
    colour = rules.colours[0]
    n = min(max(rules.min_players, 3), rules.max_players)
    caught, catcher = 0, 1
    top = take.take(colour=colour, kind=next((k.name for k in rules.kinds if k.number is not None), None))
    first = take.take(Card(top.kind, colour))
    hands = [[str(first), str(take.take())]] + [[str(take.take()), str(take.take())] for _ in range(n - 1)]
    setup = {"dealer": n - 1, "to_act": caught, "color": colour, "discard": [str(top)], "hands": hands}
    steps: list[dict[str, Any]] = [{"action": "play", "card": str(first), "player": caught},
                                   {"action": "catch", "player": catcher, "target": caught}]
    data = {"description": why, "variant": rules.name, "players": n, "setup": setup, "step": steps}
    return cx.expect_seat_unchanged(rules, data, catcher)


# --- challenges --------------------------------------------------------------------------
def challenges(prover: Prover) -> tuple[Any, ...] | None:
    m = prover.model
    r = prover.rules
    if not r.challenges:
        return None
    said = []
    for ch in r.challenges:
        kind = ch.kind
        # Both outcomes possible: the restriction can be kept and can be broken.
        n = z3.Int("n")
        p, v = m.probe(n)
        base = [n >= m.shape.lo, n <= m.shape.hi, *m.probe_valid(p, v), p.card_kind == m.shape.kind_index[kind],
                m.legal(kind, p)]
        for guilty in (True, False):
            ok, _ = _solve(*base, m.guilt(kind, p) == guilty)
            if not ok:
                never = "innocent" if guilty is False else "guilty"
                why = (f"a challenged {kind} is never {never}: the restriction "
                       f"'{r.require_of[kind].english()}' {'always' if never == 'innocent' else 'never'} "
                       f"{'breaks' if never == 'innocent' else 'fails'}, so challenging it "
                       f"{'always wins' if never == 'innocent' else 'never wins'}")
                got = _confirm_verdict(prover, kind, guilty)
                return (REFUTED, why, None, {"confirmed": got[0], "confirmation": got[1]})
        # Guilty punishes the player who played; innocent punishes the challenger.
        for outcome, victim, words in (("guilty", "player", "the player who played it"),
                                       ("innocent", "challenger", "the challenger")):
            st = m.respond(kind, outcome)
            pre = st.pre
            challenger = pre.to_act
            hit = pre.player if victim == "player" else challenger
            spared = challenger if victim == "player" else pre.player
            punished = z3.Or(_grows(st, hit), *([_skipped(st, hit)] if victim == "challenger" else []))
            wrong = z3.And(z3.Not(punished), _grows(st, spared))
            ok, model = _solve(*prover.premises(st), pre.draw >= FULL_PILE, wrong)
            if ok:
                other = "the challenger" if victim == "player" else "the player who played it"
                why = (f"challenge {kind}: the {outcome} outcome punishes {other} instead of {words}")
                data = cx.respond_scenario(m, st, model, why, None)
                spared_seat = int(model.eval(spared, model_completion=True).as_long())
                return REFUTED, why, cx.expect_seat_unchanged(r, data, spared_seat)
        said.append(f"{kind}: guilty punishes the player, innocent the challenger; both can happen")
    return PROVED, "; ".join(said), None


def _confirm_verdict(prover: Prover, kind: str, want_guilty: bool) -> tuple[bool, str]:
    """Ask the engine: played from the most favourable hands, is the card ever judged as
    the property says it cannot be?"""
    from unorules.engine.probe import Probe

    r = prover.rules
    req = r.require_of[kind]
    k = r.kind_of[kind]
    colours: list[str | None] = list(r.colours) if k.coloured else [None]
    rests: list[tuple[Card, ...]] = [()]
    for c in r.colours:
        rests.append((Card(next(x.name for x in r.kinds if x.coloured), c),))
    wild = next((x.name for x in r.kinds if not x.coloured), None)
    if wild is not None:
        rests.append((Card(wild, None),))
    for colour in colours:
        card = Card(kind, colour)
        for top in {Card(x.name, c if x.coloured else None) for x in r.kinds for c in r.colours}:
            for active in r.colours:
                for rest in rests:
                    for n in range(r.min_players, r.max_players + 1):
                        guilty = not req.holds(Probe(card, top, active, rest, n))
                        if guilty == want_guilty:
                            return False, (f"the engine judges {card} on {top} (active {active}) "
                                           f"{'guilty' if guilty else 'innocent'}")
    verdict = "innocent" if not want_guilty else "guilty"
    return True, f"the engine never judges a played {kind} {verdict}, whatever the top card, colour and hand"


# --- every kind playable ------------------------------------------------------------------
def playable(prover: Prover) -> tuple[Any, ...]:
    m = prover.model
    r = prover.rules
    n = z3.Int("n")
    copies = {k.name: k.count for k in r.kinds}  # of one exact card (a kind in one colour)
    in_deck = {c.kind for c in r.deck}
    for k in r.kinds:
        if k.name not in in_deck:
            why = f"{k.name} can never be played: the deck holds no {k.name}"
            return REFUTED, why, None, {"confirmed": True, "confirmation": f"the engine's deck has no {k.name}"}
        p, v = m.probe(n)
        ki = m.shape.kind_index[k.name]
        base = [n >= m.shape.lo, n <= m.shape.hi, *m.probe_valid(p, v), p.card_kind == ki, m.legal(k.name, p)]
        # The top card is another card than this one: the same card needs a second copy.
        same = z3.And(p.top_kind == ki, p.top_colour == p.card_colour)
        base.append(z3.Implies(same, z3.BoolVal(copies[k.name] >= 2)))
        ok, _ = _solve(*base)
        if not ok:
            why = (f"{k.name} can never be played: its play condition is unsatisfiable"
                   if not _solve(*base[:-1])[0] else
                   f"{k.name} can never be played: it may only follow a card like itself, and the deck "
                   f"holds one {k.name} of each colour")
            return REFUTED, why, cx.unplayable_scenario(r, k.name, why)
        # Only on its own face: the first one on the pile must come from the start.
        ok_other, _ = _solve(*base, p.top_kind != ki)
        if not ok_other:
            starts = r.start_of.get(k.name, ())
            if any(e.returns_card for e in fx.flat(starts)) and all(
                    e.returns_card for e in starts if not isinstance(e, fx.Guarded)):
                why = (f"{k.name} can never be played: it may only follow a {k.name}, no other card puts "
                       f"one on the pile, and a {k.name} turned over at the start is sent back")
                return REFUTED, why, cx.unplayable_scenario(r, k.name, why)
    return PROVED, (f"each of the {len(r.kinds)} card kinds is playable in some position its copies in "
                    "the deck and the start rules allow"), None
