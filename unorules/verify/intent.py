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
from unorules.engine.state import ROUND_OVER
from unorules.errors import UnorulesError
from unorules.ir import effects as fx
from unorules.verify import counterexample as cx
from unorules.verify import solving
from unorules.verify.meanings import FULL_PILE  # a draw pile this full makes every draw happen
from unorules.verify.report import PROVED, REFUTED
from unorules.verify.symbolic import PHASE

# The properties' Prover (typed loosely here: it imports this module).
Prover = Any

if TYPE_CHECKING:
    from unorules.verify.model import Step


def _solve(*facts: Any) -> tuple[bool, Any]:
    s = solving.solver()
    s.add(*facts)
    got = solving.check(s)
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
    if "false_uno" in r.penalty_of:
        cases.append((m.false_uno(), "player", "", "the false-UNO penalty"))
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
                model = solving.smallest([*base, wrong], model, [(pre.n, m.shape.lo), (pre.total_in_hands(), 0)])
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
    if st.kind == "false_uno":
        return _false_uno_scenario(prover, st, m, why)
    if st.kind == "report":
        data = cx.step_scenario(prover.model, st, m, why, None)
        reporter = int(m.eval(st.pre.player, model_completion=True).as_long())
        return cx.expect_seat_unchanged(rules, data, reporter)
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


def _false_uno_scenario(prover: Prover, st: Step, m: Any, why: str) -> dict[str, Any] | None:
    """The model's position; the player to act calls UNO holding two cards or more; every
    other seat's hand must stay as it was (the caller pays, nobody else)."""
    rules = prover.rules
    pre = st.pre
    def val(t: Any) -> int:
        return int(m.eval(t, model_completion=True).as_long())

    n, p = val(pre.n), val(pre.player)
    take = cx.Cards(rules)
    colour = rules.colours[0]
    top = take.take(colour=colour)
    hands = [[str(take.take()) for _ in range(max(val(pre.hands[i]), 2 if i == p else 1))] for i in range(n)]
    setup = {"dealer": val(pre.dealer), "direction": val(pre.direction), "to_act": p, "color": colour,
             "discard": [str(top)], "hands": hands}
    data: dict[str, Any] = {"description": why, "variant": rules.name, "players": n, "setup": setup,
                            "step": [{"action": "uno", "player": p}]}
    got = None
    for other in range(n):
        if other != p:
            got = cx.expect_seat_unchanged(rules, {**data, "step": [dict(x) for x in data["step"]]}, other)
            if got is not None and _grew(rules, got, other):
                return got
    return got


def _grew(rules: Any, data: dict[str, Any], seat: int) -> bool:
    """Run on the engine, the scenario's step changes ``seat``'s hand."""
    from unorules.testing import build_position, step_action

    try:
        s = build_position(rules, int(data["players"]), data["setup"])
        t = rules.apply(s, step_action(rules, s, data["step"][0], "step 1"))
    except UnorulesError:
        return False
    return len(t.hands[seat]) != len(s.hands[seat])


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
        # The card's own effects must not already punish the challenger: a successful
        # challenge would still have cost them.
        st = m.play(kind, final=False)
        from unorules.engine.state import RESPOND

        post = st.post
        ok, model = _solve(*prover.premises(st), st.pre.draw >= FULL_PILE, post.phase == PHASE[RESPOND],
                           post.hand(post.to_act) > st.pre.hand(post.to_act))
        if ok:
            why = (f"playing {kind} makes the challenger draw before the challenge is answered, so even "
                   "a successful challenge costs them (the outcomes say what each answer costs)")
            return REFUTED, why, challenger_scenario(prover, st, model, why)
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
                        probe = Probe(card, top, active, rest, n)
                        if not r.play_of[kind].holds(probe):
                            continue  # not playable here: no challenge to judge
                        guilty = not req.holds(probe)
                        if guilty == want_guilty:
                            return False, (f"the engine judges {card} on {top} (active {active}) "
                                           f"{'guilty' if guilty else 'innocent'}")
    verdict = "innocent" if not want_guilty else "guilty"
    return True, f"the engine never judges a played {kind} {verdict}, whatever the top card, colour and hand"


def challenger_scenario(prover: Prover, st: Step, m: Any, why: str) -> dict[str, Any] | None:
    """The card is played from a guilty hand and challenged: the challenger's hand must end
    as it began."""
    r = prover.rules
    kind = st.name.split(" ")[1]
    model = prover.model
    resp = model.respond(kind, "guilty")
    # The respond scenario's position: the challenger's hand as in the model's play.
    data = cx.respond_scenario(model, resp, _as_respond(m, st, resp), why, None)
    if data is None:
        return None
    p = int(m.eval(st.pre.player, model_completion=True).as_long())
    direction = int(m.eval(st.pre.direction, model_completion=True).as_long())
    n = int(m.eval(st.pre.n, model_completion=True).as_long())
    challenger = (p + direction) % n
    start = len(data["setup"]["hands"][challenger])
    got = cx.expect_seat_unchanged(r, data, challenger)
    if got is not None:
        got["step"][-1]["expect"]["hand_sizes"][challenger] = start
    return got


def _as_respond(m: Any, play: Step, resp: Step) -> Any:
    """A Z3 model for the respond step's pre-state, read off the play step's model."""
    s = solving.solver()
    post, pre = play.post, resp.pre
    pairs = [(pre.n, play.pre.n), (pre.player, play.pre.player), (pre.direction, play.pre.direction),
             (pre.dealer, play.pre.dealer), (pre.colour, post.colour),
             *zip(pre.hands, play.pre.hands, strict=False)]
    for a, b in pairs:
        s.add(a == m.eval(b, model_completion=True))
    solving.check(s)
    return s.model()


# --- every kind playable ------------------------------------------------------------------
GAMES = 6  # random games the engine plays to show a kind is never played


def never_played(prover: Prover, kind: str) -> dict[str, Any]:
    """Confirm on the engine that no card of ``kind`` is ever played: no position can show
    that, so seeded random games look for one (a search: its bound is said)."""
    from unorules.engine import random_games

    r = prover.rules
    played = 0
    for g in range(GAMES):
        players = (r.min_players, r.max_players)[g % 2]
        record, _ = random_games.play(r, players, seed=8000 + g, rounds=1, max_actions=1500)
        played += sum(a.kind == "play" and a.card is not None and a.card.kind == kind for a in record.actions)
    bound = f"{GAMES} seeded rounds, up to 1500 actions each"
    if played:
        return {"confirmed": False, "confirmation": f"the engine played {played} {kind} in {bound}"}
    return {"confirmed": True, "confirmation": f"the engine never played a {kind} in {bound}"}



def playable(prover: Prover) -> tuple[Any, ...]:
    m = prover.model
    r = prover.rules
    n = z3.Int("n")
    copies = {k.name: k.count for k in r.kinds}  # of one exact card (a kind in one colour)
    in_deck = {c.kind for c in r.faces()}  # of a two-sided deck: the faces of either side
    by_sig: dict[tuple[Any, ...], list[int]] = {}
    if r.sides:
        # The round starts with the first side up; only a card of that side turning
        # everything over ever shows the other side's faces.
        first, other = r.sides[0][0], r.sides[-1][0]
        flips = [k.name for k in r.kinds if k.side in ("", first) and any(
            isinstance(e, fx.TurnOver) for e in fx.flat((*r.on_of.get(k.name, ()), *r.start_of.get(k.name, ()))))]
        hidden = [k.name for k in r.kinds if k.side == other]
        if not flips and hidden:
            why = (f"{hidden[0]} can never be played: its faces are on the {other} side, and no {first} face "
                   f"turns everything over, so the {other} side never comes up ({len(hidden)} kinds there: "
                   f"{', '.join(hidden)})")
            return (REFUTED, why, None, never_played(prover, hidden[0]))
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
        # On another kind's face first: a position there is one of ``base`` too, so the
        # common answer (playable on other cards) settles both questions with one query.
        ok_other, _ = _solve(*base, p.top_kind != ki)
        ok = ok_other or _solve(*base)[0]
        if not ok:
            if not _solve(*base[:-1])[0]:
                why = f"{k.name} can never be played: its play condition is unsatisfiable"
                return REFUTED, why, cx.unplayable_scenario(r, k.name, why)
            why = (f"{k.name} can never be played: it may only follow a card like itself, and the deck "
                   f"holds one {k.name} of each colour")
            return (REFUTED, why, None, never_played(prover, k.name))
        # Only on its own face: the first one on the pile must come from the start.
        if not ok_other:
            starts = r.start_of.get(k.name, ())
            if any(e.returns_card for e in fx.flat(starts)) and all(
                    e.returns_card for e in starts if not isinstance(e, fx.Guarded)):
                why = (f"{k.name} can never be played: it may only follow a {k.name}, no other card puts "
                       f"one on the pile, and a {k.name} turned over at the start is sent back")
                return (REFUTED, why, None, never_played(prover, k.name))
        # The deck is dealt whole at every table size: a kind never playable at one of them
        # stays in the hand of whoever is dealt it there (a Wild for two players, at six).
        # Kinds alike up to their name (the same clauses, colouring, copies and side) are
        # playable at the same table sizes: asked once.
        sig = (k.coloured, k.count, k.side, r.play_of[k.name], r.require_of.get(k.name), k.name in r.challenge_of)
        if sig not in by_sig:
            by_sig[sig] = _never_at(base, n, m.shape.lo, m.shape.hi) if m.shape.lo < m.shape.hi else []
        never = by_sig[sig]
        if never:
            at = _counts(never)
            why = (f"{k.name} can never be played with {at} players, yet the deck holds it at every table "
                   f"size: a player dealt one {'there ' if len(never) < m.shape.hi - m.shape.lo + 1 else ''}"
                   "cannot play it")
            return REFUTED, why, cx.unplayable_scenario(r, k.name, why, players=never[0])
    return PROVED, (f"each of the {len(r.kinds)} card kinds is playable, at every table size, in some "
                    "position its copies in the deck and the start rules allow"), None


def _never_at(base: list[Any], n: Any, lo: int, hi: int) -> list[int]:
    """The table sizes at which ``base`` has no model: one solver, a count at a time."""
    s = solving.solver()
    s.add(*base)
    never = []
    for c in range(lo, hi + 1):
        s.push()
        s.add(n == c)
        if solving.check(s) == z3.unsat:  # unknown counts as playable: never a guess refuted
            never.append(c)
        s.pop()
    return never


def _counts(cs: list[int]) -> str:
    """2, 3, 4, 6 as '2 to 4 or 6'."""
    runs: list[list[int]] = []
    for c in cs:
        if runs and runs[-1][-1] == c - 1:
            runs[-1].append(c)
        else:
            runs.append([c])
    words = [f"{r[0]} to {r[-1]}" if len(r) > 2 else " or ".join(map(str, r)) for r in runs]
    return " or ".join(words)


# --- a stacked total is passed on, never dropped ---------------------------------------------
def stacks_pass_on(prover: Prover) -> tuple[Any, ...] | None:
    """A card stacked on a pending total passes it on (the total, or more, still pending) or
    has it drawn; a card that drops it (a Wild that only names a colour, say) lets the
    player owed the draw off: almost always not what the stack rule means. A card that
    opens a challenge keeps it pending for the outcome; the outcomes are the challenge's."""
    m = prover.model
    r = prover.rules
    if not r.stacks:
        return None
    said = []
    for a in sorted({a for a, _ in r.stacks}):
        st = m.play(a, final=False, stacking=True)
        pre, post = st.pre, st.post
        # Drawn at once, the total comes with the card's own draw on top: a card that only
        # draws its own cards (a 'next draws 6' with no 'or stacks') lets the total lapse.
        own = sum(e.n if isinstance(e, fx.Draw) else e.low for e in fx.flat(r.on_of.get(a, ()))
                  if isinstance(e, (fx.Draw, fx.RandomDraw)))
        if own and a not in r.challenge_of and not any(e.passes_draw for e in fx.flat(r.on_of.get(a, ()))):
            # Its draw is not added to the total: the player owed the total draws the card's
            # own cards at once and still owes the total, which they may pass back.
            why = (f"a {a} stacked on a pending total makes the player owed it draw its own {own} at once, "
                   f"not added to the total (its clause 'on {a}' draws without 'or stacks'): the total stays "
                   f"owed and may be passed back")
            return REFUTED, why, None, {"method": "proof", "confirmed": True,
                                        "confirmation": f"'on {a}' has no 'or stacks' draw"}
        drawn = z3.Or(*(z3.And(pre.n > i, b - x >= pre.pending + own)
                        for i, (x, b) in enumerate(zip(pre.hands, post.hands, strict=False))))
        lapses = z3.And(pre.pending > 0, post.phase < PHASE[ROUND_OVER], post.pending < pre.pending, z3.Not(drawn))
        got = _dropped(prover, st, a, [pre.draw >= pre.pending + FULL_PILE, lapses],
                       "a {a} stacked on a pending total of {total} drops it: nobody draws it and it is not "
                       "passed on")
        if got is not None:
            return got
        said.append(a)
        if a in r.challenge_of:
            # Its challenge accepted, the stacked card acts: the total must stay pending
            # (with the card's own draw added, or passed on), not give way to the card's
            # own draw alone.
            st = m.respond(a, "accepted")
            pre, post = st.pre, st.post
            got = _dropped(prover, st, a, [pre.top_kind == m.shape.kind_index[a], pre.draw >= pre.pending + FULL_PILE,
                                           pre.pending > 0, post.phase < PHASE[ROUND_OVER], post.pending < pre.pending],
                           "a {a} stacked on a pending total of {total}, its challenge accepted, drops the total: "
                           "only the {a}'s own outcome is drawn")
            if got is not None:
                return got
    challenged = " (its challenge accepted, too)" if any(a in r.challenge_of for a in said) else ""
    return PROVED, f"a stacked {', '.join(said)} passes the pending total on{challenged}", None


def _dropped(prover: Prover, st: Step, a: str, facts: list[Any], words: str) -> tuple[Any, ...] | None:
    """Refuted, when ``facts`` can hold after ``st``: said in ``words`` (with ``{a}`` and
    ``{total}``) of the position the engine's run of the stack (its scenario) reaches, so the
    text and the replay name the same total and hands; without a run the engine accepts, of
    the smallest position (fewest players, fewest cards in hands)."""
    m = prover.model
    pre = st.pre
    facts = [*prover.premises(st), *facts]
    ok, model = _solve(*facts)
    if not ok:
        return None
    replay = stack_scenario(prover, a)
    pinned = None
    if replay is not None:
        _data, total, hands = replay
        # The model's position is abstract: a total of 1 is one it allows where only 2 and 4
        # are ever passed on. Asked at the replay's own position, it says what the engine shows.
        pinned = _solve(*facts, pre.n == len(hands), pre.pending == total,
                        *(h == x for h, x in zip(pre.hands, hands, strict=False)))[1]
    model = pinned if pinned is not None else solving.smallest(
        facts, model, [(pre.n, m.shape.lo), (pre.total_in_hands(), 0)])
    total = int(model.eval(pre.pending, model_completion=True).as_long())
    why = f"{words.format(a=a, total=total)} ({cx.describe(m, st, model)})"
    if replay is None:
        return REFUTED, why, None
    return REFUTED, why, {"description": why, **replay[0]}


def stack_scenario(prover: Prover, card_kind: str) -> tuple[dict[str, Any], int, list[int]] | None:
    """The card a stack rule lets ``card_kind`` answer is played, and ``card_kind`` stacked on
    it: the engine is watched for the total afterwards (the property's meaning). With the
    scenario, the total the engine had pending and the hands before the last step."""
    from unorules.testing import build_position, step_action

    r = prover.rules
    colour = r.colours[0]
    for under in sorted(b for b, cards in r.stack_on.items() if card_kind in cards):
        take = cx.Cards(r)
        first = take.take(Card(under, colour if r.kind_of[under].coloured else None))
        card = take.take(Card(card_kind, colour if r.kind_of[card_kind].coloured else None))
        top = take.take(colour=colour)
        hands = [[str(first), str(take.take()), str(take.take())], [str(card), str(take.take()), str(take.take())]]
        steps: list[dict[str, Any]] = [{"action": "play", "card": str(first), "player": 0},
                                       {"action": "play", "card": str(card), "player": 1}]
        for step, kind in zip(steps, (under, card_kind), strict=True):
            if kind in r.needs_colour:
                step["color"] = colour
            if kind in r.needs_target:
                step["target"] = 1 - int(step["player"])
        if card_kind in r.challenge_of:
            steps.append({"action": "accept", "player": 0})  # the stacked card's challenge accepted
        data = {"variant": r.name, "players": 2,
                "setup": {"dealer": 1, "to_act": 0, "color": colour, "discard": [str(top)], "hands": hands},
                "step": steps}
        try:
            s = build_position(r, 2, data["setup"])
            s = r.apply(s, step_action(r, s, steps[0], "step 1"))
            total = s.pending_draw
            for i, step in enumerate(steps[1:], 2):
                before = list(s.hand_sizes)
                s = r.apply(s, step_action(r, s, step, f"step {i}"))
        except UnorulesError:
            continue
        if not total:
            continue
        # What the property demands at least: the total still pending (or drawn, which the
        # verifier's own reading of the run also accepts).
        steps[-1]["expect"] = {"pending_draw": total}
        return data, total, before
    return None


# --- a knock-out is a loss ------------------------------------------------------------------------
def knock_out_scoring(prover: Prover) -> tuple[Any, ...] | None:
    """Under the variant's scoring a player knocked out (their cards under the discard pile,
    scored as an empty hand) never does as well as the round's winner, nor better than a
    player still in who lost: otherwise holding many cards pays."""
    r = prover.rules
    if not r.knock_out:
        return None
    sc = r.scorer
    for n in range(max(r.min_players, 2), r.max_players + 1):
        held = [z3.Int(f"points{i}") for i in range(n)]
        # Every scoring a knock-out may be played with scores the seats alike (partners are
        # refused with knock-outs): seat 0 winning, seat 1 knocked out stands for every pair.
        w, k = 0, 1
        gains = list(sc.gains(w, held, n))
        gains[w] = gains[w] + r.knock_out_bonus
        facts = [*(h >= 0 for h in held), held[k] == 0]
        # A knock-out scored like the win (the winner scoring something), or better
        # than a loss still in.
        if sc.lower_wins:
            win_like = gains[k] <= gains[w]
            losers = [gains[k] < gains[i] for i in range(n) if i not in (w, k)]
        else:
            win_like = z3.And(gains[k] >= gains[w], gains[w] != 0)
            losers = [gains[k] > gains[i] for i in range(n) if i not in (w, k)]
        ok, model = _solve(*facts, z3.Or(win_like, *losers))
        if ok:
            how = "scores like the round's winner" if z3.is_true(model.eval(win_like, True)) else (
                "scores better than a player still in who lost")
            pts = [int(model.eval(g, model_completion=True).as_long()) for g in gains]
            why = (f"a player knocked out {how} under '{sc.name}' scoring ({n} players, seat {w} wins, "
                   f"seat {k} knocked out: the round scores {pts}): holding many cards pays")
            return (REFUTED, why, None, _knock_out_on_engine(r))
    return PROVED, (f"a knocked-out player scores as a loss under '{sc.name}' scoring: never like the winner, "
                    "never better than a player still in"), None


def _knock_out_on_engine(rules: Any) -> dict[str, Any]:
    """Two players: the second, to act, holds one card short of the knock-out and draws; the
    round ends with the first as winner. What did each score?"""
    from unorules.engine.state import Action
    from unorules.testing import build_position

    take = cx.Cards(rules)
    colour = rules.colours[0]
    top = take.take(colour=colour)
    hands = [[str(take.take()) for _ in range(2)], [str(take.take()) for _ in range(rules.knock_out - 1)]]
    try:
        s = build_position(rules, 2, {"dealer": 0, "to_act": 1, "color": colour, "discard": [str(top)],
                                      "hands": hands})
        t = rules.apply(s, Action("draw", 1))
    except UnorulesError as err:
        return {"confirmed": False, "confirmation": f"the engine could not play the knock-out: {err}"}
    if not (t.round_over and t.is_out(1)):
        return {"confirmed": False, "confirmation": "the engine did not end the round by the knock-out"}
    got = [b - a for a, b in zip(s.scores, t.scores, strict=True)]
    sc = rules.scorer
    worse = got[1] > got[0] if sc.lower_wins else got[1] < got[0]
    if worse:
        return {"confirmed": False, "confirmation": f"on the engine the knocked-out player scored worse: {got}"}
    return {"confirmed": True, "confirmation": (f"on the engine, 2 players, seat 1 knocked out by a draw: the "
                                                f"round scored {got} (winner seat 0)")}


# --- a card is worth playing ----------------------------------------------------------------------
# Effects that cost the seat they name: cards to draw, or a status others may report.
_COSTS = (fx.Draw, fx.RandomDraw, fx.DrawUntilColour, fx.GiveStatus)


def spares_player(prover: Prover) -> tuple[Any, ...] | None:
    """A card that does nothing but cost the player who plays it (they draw, or they take a
    status the others may report) is never worth playing: the effect was meant for another
    seat ('next', 'others', 'target'), as a 'player draws 4' written for 'next draws 4'.
    Read from the clauses alone: which seats a card's effects name decides it."""
    r = prover.rules
    in_deck = {c.kind for c in r.faces()}
    looked = 0
    for k in r.kinds:
        effects = fx.flat(r.on_of.get(k.name, ()))
        if k.name not in in_deck or not effects:
            continue
        looked += 1
        costs = [e for e in effects if isinstance(e, _COSTS)]
        # Naming the colour to play next helps the player; anything else (a skip, a reverse,
        # a swap, a draw for another seat) may be what the card is for.
        rest = [e for e in effects if not isinstance(e, (*_COSTS, fx.ChooseColour))]
        if costs and not rest and all(e.subjects() == ("player",) for e in costs):
            said = ", ".join(e.english() for e in costs)
            why = (f"a {k.name} only costs the player who plays it ({said}) and does nothing to any other "
                   f"player: nobody would play it by choice (was 'next', 'others' or 'target' meant?)")
            return REFUTED, why, None, {"method": "proof", "confirmed": True,
                                        "confirmation": f"the clause 'on {k.name}' names no other seat"}
    if not looked:
        return None
    return PROVED, f"each of {looked} card kinds with an effect does something besides costing its own player", None


# --- a report settles what it reports -------------------------------------------------------------
def _asks_held(cond: Any) -> set[tuple[str, str]]:
    """The (seat, status) pairs a condition needs held, through 'and'."""
    from unorules.ir.conditions.base import And
    from unorules.ir.conditions.has_status import HasStatus

    if isinstance(cond, HasStatus):
        return {(cond.who, cond.status)}
    if isinstance(cond, And):
        return _asks_held(cond.left) | _asks_held(cond.right)
    return set()


def reports_settle(prover: Prover) -> tuple[Any, ...] | None:
    """A report made while the target holds a status releases it: otherwise the same report
    can be made again at once, its penalty paid over and over for one offence. Only a
    status the report asks of the target is meant (a report at any time, as Turkish UNO's
    offer, is the table's business)."""
    r = prover.rules
    asked = [(rep, s) for rep in r.reports for who, s in sorted(_asks_held(rep.cond)) if who == "target"]
    if not asked:
        return None
    for rep, status in asked:
        releases = {e.who for e in fx.flat(rep.effects) if isinstance(e, fx.EndStatus) and e.status == status}
        if "target" not in releases:
            also = (f" (it releases the {', '.join(sorted(releases))}'s {status} instead)" if releases else "")
            why = (f"report {rep.name} leaves the target holding {status}{also}: the same report can be made "
                   f"again at once, its penalty paid again for the one offence")
            return REFUTED, why, None, _report_again(r, rep.name)
    return PROVED, (f"each report made while the target holds a status releases it "
                    f"({', '.join(sorted({rep.name for rep, _ in asked}))})"), None


def _report_again(rules: Any, name: str) -> dict[str, Any]:
    """Seeded random play on the engine until the report is legal; made once, is the same
    report against the same player legal again?"""
    import random

    for seed in range(4):
        rng = random.Random(seed)
        state = rules.new_game(players=rules.min_players, seed=seed)
        for _ in range(600):
            legal = rules.legal_actions(state)
            if not legal:
                break
            made = [a for a in legal if a.kind == "report" and a.report == name]
            if made:
                after = rules.apply(state, made[0])
                again = made[0] in rules.legal_actions(after)
                return {"confirmed": again, "confirmation": (
                    f"on the engine (seeded game {seed}) the report was legal again right after it was made"
                    if again else "on the engine the report could not be made again at once")}
            own = [a for a in legal if a.player == state.to_act] or list(legal)
            state = rules.apply(state, own[rng.randrange(len(own))])
    return {"confirmed": False, "confirmation": "the engine never offered the report in 4 seeded games"}
