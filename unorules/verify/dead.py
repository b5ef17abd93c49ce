"""Dead clauses: rules that can never apply.

A clause written but never applicable is almost always a designer's mistake (a
condition no position meets, a stack nobody can be offered, a report nobody can
make). Each check asks Z3 for a reachable position, for some allowed player count,
in which the clause applies; a clause with none is reported with what stops it.
Finding none is a proof of absence: no scenario can show it, so such a result is
reported as proved dead, not confirmed by a scenario.
"""

from __future__ import annotations

from typing import Any

import z3

from unorules.engine.state import STACK
from unorules.ir import effects as fx
from unorules.verify import counterexample as cx
from unorules.verify import solving, witness
from unorules.verify.report import ERROR, PROVED, REFUTED
from unorules.verify.symbolic import PHASE

# The properties' Prover (typed loosely here: it imports this module).
Prover = Any


def _sat(*facts: Any) -> bool:
    s = solving.solver()
    s.add(*facts)
    return bool(solving.check(s) != z3.unsat)  # unknown counts as alive: never report a clause dead on a guess


def _guarded(rules: Any) -> list[tuple[Any, str]]:
    """Every guarded effect of the IR, with the clause it is written in."""
    out: list[tuple[Any, str]] = []
    seen: set[int] = set()

    def add(effects: tuple[Any, ...], where: str) -> None:
        for e in effects:
            if isinstance(e, fx.Guarded) and id(e) not in seen:
                seen.add(id(e))
                out.append((e, where))

    for kind, effs in rules.on:
        add(effs, f"on {kind}")
    for kind, effs in rules.start:
        add(effs, f"start {kind}")
    for ch in rules.challenges:
        for outcome in ("accepted", "guilty", "innocent"):
            add(getattr(ch, outcome), f"challenge {ch.kind} ({outcome})")
    for event, effs in rules.penalties:
        add(effs, f"penalty {event}")
    for rep in rules.reports:
        add(rep.effects, f"report {rep.name}")
    return out


def _own(rules: Any, where: str) -> bool:
    """The clause is written in the variant's own file (an inherited clause the variant's
    player range makes moot, such as standard's two-player Reverse in a four-player game,
    is the parent's business)."""
    words = where.split(" ")
    info = None
    if words[0] in ("on", "start", "challenge"):
        info = rules.decided(words[1], words[0])
    else:
        key = " ".join(words[:2])
        info = next((c for c in rules.clauses if c.key == key), None)
    return info is None or info.file == rules.file


SELECTED = ("play", "require", "on", "start", "challenge")  # clauses a card selects for itself


def _unselected(rules: Any, in_deck: set[str]) -> list[tuple[Any, list[tuple[str, Any]]]]:
    """The variant's own clauses that decide nothing for any card in the deck, each with
    the (kind, clause) pairs that decide instead (empty: it names no card of the deck)."""
    def where(c: Any) -> tuple[str, int, str]:
        return (c.file, c.line, c.key)

    chosen = {(b, where(c)) for k, b, c in rules.decided_by if k in in_deck}
    out = []
    for info in rules.clauses:
        if info.kind not in SELECTED or info.file != rules.file or (info.kind, where(info)) in chosen:
            continue
        covers = [(k, c) for k, b, c in rules.decided_by
                  if b == info.kind and k in in_deck and _covers(rules, info, k) and where(c) != where(info)]
        out.append((info, covers))
    return out


def _covers(rules: Any, info: Any, kind: str) -> bool:
    """The clause's selector names ``kind`` (any card, number cards, or the kind by name)."""
    sel = info.key.split(" ", 1)[1] if " " in info.key else ""
    if sel == "any card":
        return True
    if sel == "number cards":
        return rules.kind_of[kind].number is not None
    names = {rules.names.get(x.strip(), x.strip()) for x in sel.split(",")}
    return kind in names


def dead_clauses(prover: Prover) -> tuple[Any, ...]:
    m = prover.model
    r = prover.rules
    dead: list[str] = []
    checked = 0
    # Guarded effects: the condition holds in some transition that runs it.
    alive: set[int] = set()
    terms: dict[int, list[tuple[Any, Any]]] = {}
    for st in prover.steps:
        for e, holds in st.post.guards:
            terms.setdefault(id(e), []).append((st, holds))
    in_deck = {c.kind for c in r.faces()}  # of a two-sided deck: the faces of either side
    witnessed = 0
    dead_guards: list[tuple[Any, str]] = []
    for e, where in _guarded(r):
        checked += 1
        for st, holds in terms.get(id(e), []):
            got, model = solving.solve(*prover.premises(st), holds)
            if got != z3.unsat:
                alive.add(id(e))
                # Back the proof on the engine: the witness position, played, fires the guard.
                scenario = cx.step_scenario(m, st, model, where, None) if got == z3.sat else None
                witnessed += scenario is not None and witness.fires_in(r, scenario, e)
                break
        else:
            kind = where.split(" ")[1]
            if where.startswith(("on ", "start ")) and kind not in in_deck:
                continue  # the card itself never comes up: 'every kind playable' says so
            if _own(r, where) and (id(e) in terms or where.startswith(("penalty", "report", "challenge"))):
                dead_guards.append((e, where))
                dead.append(f"'{e.english()}' in '{where}' never applies: no reachable position "
                            f"with {m.shape.lo} to {m.shape.hi} players meets '{e.cond.english()}'")
    # A knock-out threshold no hand reaches: one card is on the discard pile, and while the
    # round goes on another player still in holds at least one, so a hand holds at most the
    # deck less two (the compiler bounds it by the deck only).
    if r.knock_out:
        checked += 1
        most = len(r.deck) - 2
        if r.knock_out > most:
            dead.append(f"knock out at {r.knock_out} cards never happens: of the {len(r.deck)} cards one is on the "
                        f"discard pile and another player still in holds one, so a hand holds at most {most}")
    # Clauses no card selects: of the clauses that may cover a card, each card takes the
    # most specific (named kinds over 'number cards' over 'any card'); one that every card it
    # covers overrides is never read.
    for info, covers in _unselected(r, in_deck):
        checked += 1
        by: dict[str, list[str]] = {}
        for k, c in covers:
            by.setdefault(c.text, []).append(k)
        why = "; ".join(f"{', '.join(ks)} by '{text}'" for text, ks in by.items()) or "the deck holds no card it names"
        dead.append(f"'{info.text}' applies to no card: each card it covers takes a more specific "
                    f"{info.kind} clause ({why})" if covers else f"'{info.text}' applies to no card: {why}")
    # Statuses: some action leaves a seat holding one it did not hold before.
    for rule in r.statuses:
        checked += 1
        held = False
        for st in prover.steps:
            pre, post = st.pre.statuses[rule.name], st.post.statuses[rule.name]
            if any(not a.eq(b) for a, b in zip(pre, post, strict=False)) and _sat(
                    *prover.premises(st), z3.Or(*(z3.And(a == 0, b > 0) for a, b in zip(pre, post, strict=False)))):
                held = True
                break
        if not held:
            dead.append(f"status {rule.name} is never held once an action is over: nothing gives it, or it "
                        f"{rule.english().split(' ', 2)[2]} and its holder's turn begins at once")
    # Reports: their condition can be met.
    for rep in r.reports:
        checked += 1
        st = m.report(rep.name)
        if not _sat(*prover.premises(st)):
            dead.append(f"report {rep.name} can never be made: no reachable position meets "
                        f"'{rep.cond.english() if rep.cond is not None else 'its condition'}'")
    # Stacks: the card stacked on is played and opens a stack, and the stacking card exists.
    for a, b in r.stacks:
        checked += 1
        if a not in in_deck or b not in in_deck:
            dead.append(f"stack {a} on {b} is never offered: the deck holds no {a if a not in in_deck else b}")
            continue
        # Playing it (in turn or on a stack), or the answer to its challenge, opens a stack.
        steps = [m.play(b, final=False)]
        if b in {x for x, _ in r.stacks}:
            steps.append(m.play(b, final=False, stacking=True))
        if b in r.challenge_of:
            steps += [m.respond(b, o) for o in ("accepted", "guilty", "innocent")]
        sh = m.shape
        # The stack left open shows the b played, with a face of the stacking kind on the
        # side then up (of a two-sided deck, the two may never be up together).
        opens = [st for st in steps if _sat(*prover.premises(st), st.post.phase == PHASE[STACK])]
        if not opens:
            dead.append(f"stack {a} on {b} is never offered: playing {b} never leaves a draw to stack on")
        elif not any(_sat(*prover.premises(st), st.post.phase == PHASE[STACK],
                          st.post.top_kind == sh.kind_index[b], sh.on_side(z3.IntVal(sh.kind_index[a]), st.post.side))
                     for st in opens):
            sides = " or ".join(name for name, _ in r.sides if r.kind_of[b].side in ("", name))
            dead.append(f"stack {a} on {b} is never offered: a {b} is played with the {sides} side up, "
                        f"where no {a} shows (its faces are on the {r.kind_of[a].side} side)")
    # Jump-in: some card can jump in.
    if r.jump_in is not None:
        checked += 1
        if not any(_sat(*prover.premises(st)) for st in prover.steps if st.name.startswith("jump in")):
            dead.append(f"jump in is never possible: no card meets '{r.jump_in.english()}'")
    # Cards played together: some card can be added to one just played (the engine only
    # enters that phase while the hand holds such a card, so a condition no pair of
    # cards meets leaves the clause without effect).
    if r.together is not None:
        checked += 1
        if not any(_sat(*prover.premises(st)) for st in prover.each_step(prefix="add ")):
            kinds = ", ".join(sorted(r.together_kinds))
            dead.append(f"together is never possible: no card can be added to a {kinds} just played, "
                        f"as '{r.together.english()}' asks")
    # Restrictions: a 'require' that never forbids anything restricts nothing.
    for kind, req in r.require:
        checked += 1
        n = z3.Int("n")
        p, v = m.probe(n)
        base = [n >= m.shape.lo, n <= m.shape.hi, *m.probe_valid(p, v), p.card_kind == m.shape.kind_index[kind],
                r.play_of[kind].symbolic(p)]
        if not _sat(*base, z3.Not(req.symbolic(p))):
            dead.append(f"require {kind}: '{req.english()}' never forbids a {kind} its play clause allows")
    # The bounded engine search: a dead clause never fires there; a live one may be seen.
    # A restriction's witness is the Z3 position it forbids; the others fire on the engine.
    others = len(r.stacks) + len(r.reports) + (r.jump_in is not None) + (r.together is not None) + len(r.statuses)
    if not dead and not others and witnessed == len(alive):
        return PROVED, (f"each of {checked} conditions, stacks, reports and windows applies in some position "
                        f"(all {witnessed} shown firing on the engine by a witness position)"), None
    fired, bound = witness.search(r)
    wrong = [where for e, where in dead_guards if id(e) in fired.guards]
    wrong += [f"stack {a} on {b}" for a, b in r.stacks if (a, b) in fired.stacks and any(
        d.startswith(f"stack {a} on {b} ") for d in dead)]
    wrong += [f"report {x.name}" for x in r.reports if x.name in fired.reports and any(
        d.startswith(f"report {x.name} ") for d in dead)]
    if fired.together and any(d.startswith("together is never") for d in dead):
        wrong.append("together")
    if wrong:
        return ERROR, (f"the model finds {', '.join(wrong)} dead, but the engine fired it ({bound}): "
                       "the verifier's own error"), None
    if dead:
        return (REFUTED, "; ".join(dead) + f" (proved; the engine never fired it either: {bound})", None,
                {"method": "proof", "confirmed": True,
                 "confirmation": f"never fired on the engine in {bound}"})
    seen = (len(fired.guards & alive) + len(fired.stacks) + len(fired.reports) + fired.jump_in
            + fired.together + len(fired.statuses))
    return PROVED, (f"each of {checked} conditions, stacks, reports and windows applies in some position "
                    f"(proved; {witnessed} shown firing by a witness position on the engine, {seen} seen in "
                    f"{bound})"), None
