"""The ``claim`` clauses: what a variant's designer says its rules amount to, proved or
refuted.

A claim about a card's effect on the turn (``draw_two skips the next player``, ``...
makes the next player draw 2``, ``... reverses the direction``, ``... passes the turn
to the next player``, ``... acts as skip``) is one Z3 query over the model's play of
the card, for every position the invariant allows and every player count the claim
names. A claim about a penalty is a query over the penalty's own transition, one about
the start card over that start rule. "A round always ends" is liveness, which the
transition-by-transition proofs cannot show: it is the progress check of
:mod:`unorules.verify.progress` (a necessary part proved, the rest searched on the
engine with its bound stated). Who wins on the scores and the teams seated are fields of
the compiled rules, read at every allowed player count. A refuted claim carries a
scenario that plays the position on the engine and expects what the claim says, where
one can be written.
"""

from __future__ import annotations

from typing import Any

import z3

from unorules.cards import Card
from unorules.engine.state import CHOOSE, ROUND_OVER, STACK, TURN
from unorules.errors import UnorulesError
from unorules.ir import effects as fx
from unorules.ir.records import Claim
from unorules.verify import counterexample as cx
from unorules.verify import solving
from unorules.verify.report import ERROR, NOT_FOUND, PROVED, REFUTED, SEARCHED
from unorules.verify.symbolic import PHASE, PHASES

# The properties' Prover (typed loosely here: it imports this module).
Prover = Any
Outcome = tuple[Any, ...]
TURN_CLAIMS = ("skips", "passes_on", "draws", "reverses", "next_names")
HAND_CLAIMS = ("hands_left", "hands_right", "hands_on")
RANK = {PROVED: 0, SEARCHED: 1}


def claims(prover: Prover) -> Outcome | None:
    """Every claim of the variant; the first refuted one is reported with its scenario."""
    if not prover.rules.claims:
        return None
    said: list[str] = []
    status, how = PROVED, {}
    for claim in prover.rules.claims:
        got = one(prover, claim)
        if got[0] not in RANK:
            return got
        said.append(got[1])
        if RANK[got[0]] > RANK[status]:
            status, how = got[0], (dict(got[3]) if len(got) > 3 else {})
    return (status, "; ".join(said), None, *([how] if how else []))


def one(prover: Prover, claim: Claim) -> Outcome:
    m = prover.model
    lo, hi = max(claim.lo, m.shape.lo), min(claim.hi, m.shape.hi)
    if lo > hi:
        return PROVED, f"{claim.english()}: does not apply ({m.shape.lo} to {m.shape.hi} players)"
    if claim.what == "acts_as":
        return acts_as(prover, claim, lo, hi)
    if claim.what in TURN_CLAIMS:
        return turn_claim(prover, claim, lo, hi)
    if claim.what in HAND_CLAIMS:
        return hands_claim(prover, claim, lo, hi)
    if claim.what == "penalty":
        return penalty_claim(prover, claim)
    if claim.what == "start_dealer":
        return start_claim(prover, claim)
    if claim.what in ("lowest_wins", "highest_wins", "teams"):
        return game_claim(prover.rules, claim)
    if claim.what == "round_ends":
        from unorules.verify.progress import round_always_ends

        got = round_always_ends(prover)
        if got[0] in (SEARCHED, NOT_FOUND):
            return got[0], f"{claim.english()}: {got[1]}", None, *got[3:]
        if got[0] == PROVED:
            return PROVED, f"{claim.english()}: {got[1]}"
        return (got[0], f"{claim.english()} does not hold: {got[1]}", *got[2:])
    return ERROR, f"{claim.english()}: the verifier knows no claim of the kind '{claim.what}'", None


def game_claim(rules: Any, claim: Claim) -> Outcome:
    """Who wins on the scores, or the teams scored: read from the compiled scoring and
    teams at every allowed player count (they are fields of the rules, not of a state),
    a refutation shown by the engine's own scoring on one round."""
    from unorules.verify.stated import seated_teams, teams_told

    sc = rules.scorer
    scoring = next((c.text for c in rules.clauses if c.kind == "scoring"), f"scoring: {rules.scoring}")
    if claim.what == "teams":
        for n, teams in seated_teams(rules):
            if not teams or any(len(team) != claim.n for team in teams):
                does = (f"nobody plays in a team, under '{scoring}' every player scores alone" if not teams
                        else f"the rules seat {teams_told(teams)}")
                return REFUTED, f"{claim.english()} does not hold: at {n} players {does}", None, _team_on_engine(
                    rules, claim, n)
        return PROVED, f"{claim.english()}: at {rules.min_players} to {rules.max_players} players, as '{scoring}' seats them"
    low = claim.what == "lowest_wins"
    if sc.one_round or sc.lower_wins != low:
        does = ("nothing is scored, the first player out wins the game" if sc.one_round
                else f"under '{scoring}' the {'highest' if low else 'lowest'} total wins")
        return REFUTED, f"{claim.english()} does not hold: {does}", None, _leader_on_engine(rules, claim)
    return PROVED, f"{claim.english()}: under '{scoring}'"


def _team_on_engine(rules: Any, claim: Claim, n: int) -> dict[str, Any]:
    """The engine's scoring of one round at ``n`` players: seat 0 goes out, a point left in every
    other hand; the seats that score are seat 0's team."""
    gains = rules.scorer.gains(0, [0] + [1] * (n - 1), n)
    team = [seat for seat in range(n) if gains[seat] > 0]
    ok = len(team) != claim.n
    return {"confirmed": ok, "confirmation": (
        f"on the engine's scoring at {n} players, seat 0 going out: seat{'s' if len(team) > 1 else ''} "
        f"{', '.join(map(str, team))} score{'' if len(team) > 1 else 's'}, a team of {len(team)}")}


def _leader_on_engine(rules: Any, claim: Claim) -> dict[str, Any]:
    """The engine's game winner on scores of 100 for seat 0 (out last) and 0 for seat 1."""
    scores = [100, 0] + [50] * (rules.min_players - 2)
    leader = rules.scorer.leader(scores, 0)
    lowest = leader == scores.index(min(scores))
    ok = lowest != (claim.what == "lowest_wins") or rules.scorer.one_round
    return {"confirmed": ok, "confirmation": (
        f"on the engine, scores {scores} with seat 0 out last: seat {leader} wins the game "
        f"({'the lowest' if lowest else 'the highest' if leader == 0 else 'not the lowest'} total)")}


def _seat(x: Any, n: Any) -> Any:
    """``x mod n`` for a seat at most two steps past the table's ends (n >= 2), linearly."""
    return z3.If(x >= n, x - n, z3.If(x < 0, x + n, x))


def _check(facts: list[Any], goal: Any) -> tuple[Any, Any]:
    return solving.solve(*facts, z3.Not(goal))


def turn_claim(prover: Prover, claim: Claim, lo: int, hi: int) -> Outcome:
    """A card's effect on the turn, right after it is played (not as the last card, the
    round going on, nobody knocked out), for every count from ``lo`` to ``hi``."""
    m = prover.model
    r = prover.rules
    kind = claim.card
    # The very step the proofs and the engine check read (built once for all three): a
    # pre-state of fresh variables, as a base of its own would be.
    st = m.play(kind, final=False)
    pre, post = st.pre, st.post
    n, p = pre.n, pre.player
    facts = [*m.invariant(pre), *st.guard, *post.constraints, n >= lo, n <= hi,
             post.phase < PHASE[ROUND_OVER]]
    if r.knock_out:
        facts += [z3.Not(pre.anyone_out()), z3.Not(post.anyone_out())]
    if "can_add" in st.inputs:
        # A card laid together keeps the turn while its player adds more: the claim is
        # about the turn passing after it, so the player adds none.
        facts.append(z3.Not(st.inputs["can_add"]))
    nxt = _seat(p + post.direction, n)
    # A draw the next player may stack on waits for their answer; taking it ends their turn.
    stacked = z3.And(post.phase == PHASE[STACK], post.to_act == nxt)
    if claim.what == "skips":
        goal = z3.Or(z3.And(post.phase == PHASE[TURN], post.to_act == _seat(p + 2 * post.direction, n)), stacked)
    elif claim.what == "passes_on":
        goal = z3.And(post.phase == PHASE[TURN], post.to_act == nxt)
    elif claim.what == "reverses":
        goal = post.direction == -pre.direction
    elif claim.what == "next_names":
        goal = z3.And(post.phase == PHASE[CHOOSE], post.to_act == nxt)
    else:
        facts.append(pre.draw >= claim.n)  # the draw pile holds the cards to draw
        goal = z3.Or(post.hand(nxt) == pre.hand(nxt) + claim.n, z3.And(stacked, post.pending == claim.n))
    got, model = _check(facts, goal)
    counts = f"{lo} players" if lo == hi else f"{lo} to {hi} players"
    if got == z3.unsat:
        return PROVED, f"{claim.english()} ({counts})"
    if got != z3.sat:
        return ERROR, f"{claim.english()}: {solving.no_answer()}", None
    # One query spans every count from lo to hi, and Z3's first model may sit anywhere in
    # it (fault_04 of campaign 24c: 10 players with hands of 24 where 2 players show it).
    model = prover.smallest(st, [*facts, z3.Not(goal)], model)
    why = f"{claim.english()} does not hold: {_turn_differs(claim, st, model)} ({cx.describe(m, st, model)})"
    return REFUTED, why, turn_scenario(prover, claim, st, model, why)


def hands_claim(prover: Prover, claim: Claim, lo: int, hi: int) -> Outcome:
    """Where every hand goes when ``card`` is played (not as the last card, the round going
    on, nobody knocked out): for each count, every seat ends up with the hand of the seat
    on its right (``left``: hands go to the left, the first direction of play), on its left
    (``right``), or before it in the direction of play after the card (``on``); the
    player's hand without the card played."""
    m = prover.model
    r = prover.rules
    kind = claim.card
    for n in range(lo, hi + 1):
        base = m.fresh(target=kind in r.needs_target, named=kind in r.needs_colour, n=n)
        st = m.play(kind, final=False, n=n, base=base)
        pre, post = st.pre, st.post
        p = pre.player
        facts = [*m.invariant(pre), *st.guard, *post.constraints, post.phase < PHASE[ROUND_OVER]]
        if r.knock_out:
            facts += [z3.Not(pre.anyone_out()), z3.Not(post.anyone_out())]
        mid = [pre.hands[i] - z3.If(p == i, 1, 0) for i in range(n)]

        def came_from(j: int, step: int, mid: list[Any] = mid, n: int = n) -> Any:
            return mid[(j - step) % n]

        if claim.what == "hands_on":
            goal = z3.And(*(post.hands[j] == z3.If(post.direction == 1, came_from(j, 1), came_from(j, -1))
                            for j in range(n)))
        else:
            step = 1 if claim.what == "hands_left" else -1
            goal = z3.And(*(post.hands[j] == came_from(j, step) for j in range(n)))
        got, model = _check(facts, goal)
        if got == z3.unsat:
            continue
        if got != z3.sat:
            return ERROR, f"{claim.english()}: {solving.no_answer()}", None
        model = prover.smallest(st, [*facts, z3.Not(goal)], model)  # the fewest cards that show it
        before = [cx._v(model, x) for x in mid]
        after = [cx._v(model, post.hands[j]) for j in range(n)]
        why = (f"{claim.english()} does not hold with {n} players: with the direction "
               f"{cx._v(model, pre.direction)}, the hands {before} (the card played) become {after} "
               f"({cx.describe(m, st, model)})")
        return REFUTED, why, hands_scenario(prover, claim, st, model, why)
    counts = f"{lo} players" if lo == hi else f"{lo} to {hi} players"
    return PROVED, f"{claim.english()} ({counts})"


def hands_scenario(prover: Prover, claim: Claim, st: Any, model: Any, why: str) -> dict[str, Any] | None:
    """The model's position played on the engine, expecting every hand where the claim
    says it goes (computed from the engine's own position before the card)."""
    data, played = _played(prover, st, model, why)
    if data is None or played is None:
        return data
    before, after = played
    n, p = before.players, before.to_act
    mid = [size - (1 if i == p else 0) for i, size in enumerate(before.hand_sizes)]
    step = {"hands_left": 1, "hands_right": -1}.get(claim.what, after.direction)
    data["step"][-1] = {"expect": {"hand_sizes": [mid[(j - step) % n] for j in range(n)]}}
    return data


def _played(prover: Prover, st: Any, model: Any, why: str) -> tuple[dict[str, Any] | None, tuple[Any, Any] | None]:
    """The model's position as a scenario, and the engine's position before and after its
    first step (None where there is no scenario or the engine refuses the position:
    confirm() then says so)."""
    from unorules.testing import build_position, step_action

    r = prover.rules
    data = cx.step_scenario(prover.model, st, model, why, None)
    if data is None:
        return None, None
    try:
        before = build_position(r, int(data["players"]), data["setup"])
        after = r.apply(before, step_action(r, before, data["step"][0], "step 1"))
    except UnorulesError:
        return data, None
    return data, (before, after)


def _turn_differs(claim: Claim, st: Any, model: Any) -> str:
    pre, post = st.pre, st.post

    def v(term: Any) -> int:
        return cx._v(model, term)

    n, p = v(pre.n), v(pre.player)
    if claim.what == "reverses":
        return f"the direction stays {v(post.direction)}"
    if claim.what == "draws":
        nxt = (p + v(post.direction)) % n
        return f"p{nxt} goes from {v(pre.hands[nxt])} to {v(post.hands[nxt])} cards"
    return f"p{v(post.to_act)} is to act next, p{p} played"


def turn_scenario(prover: Prover, claim: Claim, st: Any, model: Any, why: str) -> dict[str, Any] | None:
    """The model's position played on the engine, expecting what the claim says follows
    (computed from the engine's own position before and after, so it fails exactly where
    the engine breaks the claim)."""
    data, played = _played(prover, st, model, why)
    if data is None or played is None:
        return data
    before, after = played
    n, p = before.players, before.to_act
    nxt = (p + after.direction) % n
    expect: dict[str, Any]
    if after.phase == STACK and after.to_act == nxt and claim.what in ("skips", "draws"):
        # The next player answers a stacked draw: the claim holds if the total is right.
        expect = {"to_act": nxt, **({"pending_draw": claim.n} if claim.what == "draws" else {})}
    elif claim.what == "skips":
        expect = {"to_act": (p + 2 * after.direction) % n, "phase": "turn"}
    elif claim.what == "passes_on":
        expect = {"to_act": nxt, "phase": "turn"}
    elif claim.what == "reverses":
        expect = {"direction": -before.direction}
    elif claim.what == "next_names":
        expect = {"to_act": nxt, "phase": "choose"}
    else:
        sizes = list(after.hand_sizes)
        sizes[nxt] = before.hand_sizes[nxt] + claim.n
        expect = {"hand_sizes": sizes}
    data["step"][-1] = {"expect": expect}
    return data


def penalty_claim(prover: Prover, claim: Claim) -> Outcome:
    """The penalty's own transition: the rule-breaker (the caught player for a missed UNO,
    the player for a false call or a wrong card) ends up holding ``n`` cards more, whenever
    the draw pile holds them."""
    m = prover.model
    st = {"missed_uno": m.catch, "false_uno": m.false_uno, "wrong_card": m.wrong_card}[claim.card]()
    pre, post = st.pre, st.post
    breaker = pre.target if claim.card == "missed_uno" else pre.player
    facts = [*prover.premises(st), pre.draw >= claim.n]
    if prover.rules.knock_out:
        facts.append(z3.Not(post.anyone_out()))
    goal = post.hand(breaker) == pre.hand(breaker) + claim.n
    got, model = _check(facts, goal)
    if got == z3.unsat:
        return PROVED, claim.english()
    if got != z3.sat:
        return ERROR, f"{claim.english()}: {solving.no_answer()}", None
    model = prover.smallest(st, [*facts, z3.Not(goal)], model)  # not p9 of 10 where p1 of 2 shows it
    b = cx._v(model, breaker)
    why = (f"{claim.english()} does not hold: the rule-breaker p{b} goes from {cx._v(model, pre.hand(breaker))} "
           f"to {cx._v(model, post.hand(breaker))} cards")
    return REFUTED, why, catch_scenario(prover, claim, why) if claim.card == "missed_uno" else None


def catch_scenario(prover: Prover, claim: Claim, why: str) -> dict[str, Any] | None:
    """Seat 0 plays down to one card without calling UNO; seat 1 catches them."""
    r = prover.rules
    take = cx.Cards(r)
    colour = r.colours[0]
    n = r.min_players
    # Both cards of the colour and of kinds that do nothing when played (the catch is the point).
    quiet = [k.name for k in r.kinds if k.coloured and all(e.is_noop for e in fx.flat(r.on_of.get(k.name, ())))]
    picked: list[Card] = []
    for q in quiet:
        while len(picked) < 2 and take.pool[Card(q, colour)] > 0:
            picked.append(take.take(Card(q, colour)))
    if len(picked) < 2:
        return None
    top, played = picked[0], picked[1]
    hands = [[str(played), str(take.take())]] + [[str(take.take()), str(take.take())] for _ in range(n - 1)]
    setup = {"dealer": n - 1, "to_act": 0, "color": colour, "discard": [str(top)], "hands": hands}
    sizes = [1 + claim.n] + [2] * (n - 1)
    return {"description": why, "variant": r.name, "players": n, "setup": setup,
            "step": [{"action": "play", "card": str(played)},
                     {"action": "catch", "player": 1, "target": 0, "expect": {"hand_sizes": sizes}}]}


def start_claim(prover: Prover, claim: Claim) -> Outcome:
    """The start rule of ``card`` right after the deal: unless the card goes back, the dealer
    is the first to play."""
    m = prover.model
    st = m.start(claim.card)
    pre, post = st.pre, st.post
    again = st.extra.get("again", z3.BoolVal(False))
    goal = z3.Or(again, z3.And(post.phase == PHASE[TURN], post.to_act == pre.dealer))
    got, model = _check(prover.premises(st), goal)
    if got == z3.unsat:
        return PROVED, claim.english()
    if got != z3.sat:
        return ERROR, f"{claim.english()}: {solving.no_answer()}", None
    model = prover.smallest(st, [*prover.premises(st), z3.Not(goal)], model)
    dealer = cx._v(model, pre.dealer)
    why = f"{claim.english()} does not hold: p{cx._v(model, post.to_act)} plays first, p{dealer} dealt"
    return REFUTED, why, cx.step_scenario(m, st, model, why, {"to_act": dealer, "phase": "turn"})


def differences(vals: dict[str, tuple[Any, Any]], kind: str, other: str) -> list[str]:
    """What differs after the two cards, as a designer reads it: a phase is told by its name,
    as a scenario's expect says it ('phase 2 after flip' told nothing)."""
    def told(what: str, v: Any) -> Any:
        return PHASES[v] if what == "phase" and isinstance(v, int) and 0 <= v < len(PHASES) else v
    return [f"{what} {told(what, x)} after {kind}, {told(what, y)} after {other}"
            for what, (x, y) in vals.items() if x != y]


def acts_as(prover: Prover, claim: Claim, lo: int, hi: int) -> Outcome:
    """With each count, playing the card leads to the same position (whose turn, phase,
    piles and hands) as playing the other would, in the same position and colour."""
    m = prover.model
    kind, other = claim.card, claim.like
    r = prover.rules
    for n in range(lo, hi + 1):
        # One position for both plays, with the target and the colour named that either
        # card asks for: without them a swap with the target had no seat to swap with and
        # did nothing ('7 acts as 5' was proved in seven_zero).
        base = m.fresh(n=n, target=kind in r.needs_target or other in r.needs_target,
                       named=kind in r.needs_colour or other in r.needs_colour)
        a = m.play(kind, final=False, n=n, base=base)
        b = m.play(other, final=False, n=n, base=base)
        pa, pb = a.post, b.post
        # With two players the direction of play changes nothing; with more it does.
        direction = [pa.direction == pb.direction] if n > 2 else []
        same = z3.And(pa.to_act == pb.to_act, pa.phase == pb.phase, pa.draw == pb.draw, *direction,
                      pa.discard == pb.discard, *(x == y for x, y in zip(pa.hands, pb.hands, strict=False)))
        # The same position, the same colour for both cards: only the card differs.
        facts = [*m.invariant(a.pre), *a.guard, *b.guard, *a.post.constraints, *b.post.constraints,
                 a.inputs["card_colour"] == b.inputs["card_colour"]]
        got, model = _check(facts, same)
        if got == z3.sat:
            # The fewest cards in hand and on the pile that still tell the plays apart.
            model = solving.smallest([*facts, z3.Not(same)], model, [(a.pre.total_in_hands(), 0),
                                                                     (a.pre.discard, 1)])
            parts = {"player to act": (pa.to_act, pb.to_act), "phase": (pa.phase, pb.phase),
                     "draw pile": (pa.draw, pb.draw), "discard pile": (pa.discard, pb.discard),
                     **({"direction": (pa.direction, pb.direction)} if n > 2 else {}),
                     **{f"p{i}'s hand": (x, y) for i, (x, y) in enumerate(zip(pa.hands, pb.hands, strict=False))}}
            vals = {what: (cx._v(model, x), cx._v(model, y)) for what, (x, y) in parts.items()}
            differ = differences(vals, kind, other)
            # The pile the model chose is part of the position: a card's effect may depend on
            # what it covers (ok_04 of campaign 24c: a Skip on a Skip skips two).
            at = cx.covered(m, a, model)
            why = (f"{claim.english()} does not hold with {n} players, p{at.player} playing it with {at.top} on "
                   f"top and {at.active} in play: " + "; ".join(differ))
            return REFUTED, why, cx.claim_scenario(prover.rules, claim, why, n, at)
        if got != z3.sat and got != z3.unsat:
            return ERROR, f"{claim.english()}: {solving.no_answer()}", None
    return PROVED, claim.english()

