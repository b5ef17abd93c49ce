"""Counterexamples as scenario files (the TOML format of docs/scenarios.rst).

A scenario written here states what the property demands (for example
``expect = { cards = 108 }``, or that a card is playable), so running it with
``unorules scenario`` fails for as long as the fault is there and passes once it is
fixed. Positions come from a Z3 model (counts, seats, colours), filled with real
cards of the deck, or, for the engine check, from the concrete state itself.
"""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path
from typing import Any

import z3
from attrs import frozen

from unorules.cards import Card
from unorules.engine.rules import Rules
from unorules.engine.state import TURN, Action, GameState
from unorules.errors import UnorulesError
from unorules.ir.records import Claim
from unorules.verify.model import Model, Step
from unorules.verify.symbolic import PHASES


def _v(m: Any, term: Any) -> int:
    got = m.eval(term, model_completion=True)
    return int(got.as_long()) if z3.is_int_value(got) else int(bool(z3.is_true(got)))


def describe(model: Model, st: Step, m: Any) -> str:
    pre = st.pre
    n = _v(m, pre.n)
    hands = [_v(m, h) for h in pre.hands[:n]]
    parts = [f"{n} players", f"hands {hands}", f"draw pile {_v(m, pre.draw)}", f"discard {_v(m, pre.discard)}",
             f"player p{_v(m, pre.player)}"]
    if pre.target is not None:
        parts.append(f"target p{_v(m, pre.target)}")
    post = st.post
    parts.append(f"after: hands {[_v(m, h) for h in post.hands[:n]]}, draw pile {_v(m, post.draw)}, "
                 f"discard {_v(m, post.discard)}, p{_v(m, post.to_act)} to act in phase "
                 f"{PHASES[min(max(_v(m, post.phase), 0), len(PHASES) - 1)]}")
    return "; ".join(parts)


class Cards:
    """Takes real cards out of the deck for a position."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.pool = Counter(rules.deck)

    def take(self, want: Card | None = None, colour: str | None = "", kind: str | None = None) -> Card:
        if want is not None and self.pool[want] > 0:
            self.pool[want] -= 1
            return want
        if want is not None:  # of a two-sided deck: a card showing that face
            same = next((c for c, left in self.pool.items() if left > 0 and c.face is want.face), None)
            if same is not None:
                self.pool[same] -= 1
                return same
        numbers = {k.name for k in self.rules.kinds if k.number is not None}
        for prefer_number in (True, False):
            for c, left in self.pool.items():
                if left <= 0:
                    continue
                if colour != "" and c.color != colour:
                    continue
                if kind is not None and c.kind != kind:
                    continue
                if prefer_number and c.kind not in numbers:
                    continue
                self.pool[c] -= 1
                return c
        for c, left in self.pool.items():  # nothing fits: any card left
            if left > 0:
                self.pool[c] -= 1
                return c
        raise ValueError("the deck is used up")


def _colour(rules: Rules, i: int) -> str | None:
    return rules.colours[i] if 0 <= i < len(rules.colours) else None


def step_scenario(model: Model, st: Step, m: Any, why: str, expect: dict[str, Any] | None) -> dict[str, Any] | None:
    """A scenario for a refuted transition: the position of the model, the action, and
    what the property demands afterwards."""
    rules = model.rules
    if st.kind == "respond":
        return respond_scenario(model, st, m, why, expect)
    if st.kind not in ("play", "draw", "start", "report", "pass", "false_uno"):
        return None
    pre = st.pre
    n = _v(m, pre.n)
    take = Cards(rules)
    kinds = model.shape.kinds
    top = Card(kinds[_v(m, pre.top_kind)], _colour(rules, _v(m, pre.top_colour)))
    player = _v(m, pre.player)
    hands: list[list[Card]] = [[] for _ in range(n)]
    step: dict[str, Any] = {"action": {"pass": "draw", "false_uno": "uno"}.get(st.kind, st.kind)}
    if st.kind == "start":
        top = Card(kinds[_v(m, pre.top_kind)], _colour(rules, _v(m, pre.top_colour)))
    discard_top = take.take(top)
    if st.kind == "play":
        kind = st.name.split(" ")[1] if not st.name.startswith("jump") else st.name.split(" ")[2]
        card = take.take(Card(kind, _colour(rules, _v(m, st.inputs["card_colour"]))))
        hands[player].append(card)
        for i in range(-1, len(rules.colours)):
            for _ in range(_v(m, st.inputs.get(f"hc{i}", z3.IntVal(0)))):
                hands[player].append(take.take(colour=_colour(rules, i)))
        step["card"] = str(card)
        if pre.named is not None:
            step["color"] = rules.colours[_v(m, pre.named) % len(rules.colours)]
        if pre.target is not None:
            step["target"] = _v(m, pre.target)
        if st.post.picked is not None:
            step["option"] = _v(m, st.post.picked)
    if st.kind == "report":
        step.update({"player": player, "kind": st.name.split(" ", 1)[1], "target": _v(m, pre.target)})
    # A hand the step shrinks by more than the card played loses cards of the colour then
    # active (a discard of that colour, say): its first cards are of it, the rest not.
    active = _colour(rules, _v(m, st.post.colour))
    others = [c for c in rules.colours if c != active]
    for i in range(n):
        drop = _v(m, pre.hands[i]) - _v(m, st.post.hands[i]) - (st.kind == "play" and i == player)
        while len(hands[i]) < _v(m, pre.hands[i]):
            if active is not None and drop > 0:
                hands[i].append(take.take(colour=active))
                drop -= 1
            else:
                hands[i].append(take.take(colour=others[len(hands[i]) % len(others)] if active and others else ""))
    discard = [take.take() for _ in range(_v(m, pre.discard) - 1)] + [discard_top]
    colour = _colour(rules, _v(m, pre.colour))
    # Cards drawn and discarded in the same step (draw 1, then discard the active colour):
    # the discard grows by more than the hands shrink, so the top of the draw pile is
    # listed, that many cards of the active colour.
    shrunk = sum(max(0, _v(m, pre.hands[i]) - _v(m, st.post.hands[i])) for i in range(n))
    drawn_and_gone = _v(m, st.post.discard) - _v(m, pre.discard) - shrunk
    listed = [take.take(colour=active) for _ in range(drawn_and_gone)] if active and drawn_and_gone > 0 else []
    setup: dict[str, Any] = {
        "dealer": _v(m, pre.dealer), "direction": _v(m, pre.direction),
        "discard": [str(c) for c in discard], "hands": [[str(c) for c in h] for h in hands],
    }
    if listed:
        setup["draw_pile"] = [str(c) for c in listed]
    if st.kind == "start":
        setup["start"] = True
    else:
        setup["to_act"] = player
        if colour is not None:
            setup["color"] = colour
    steps: list[dict[str, Any]] = [step]
    if st.kind == "pass":
        # A pass follows only a drawn card that may be played: one of the active colour.
        drawn = take.take(colour=colour) if colour is not None else take.take(kind=top.kind)
        setup["draw_pile"] = [str(drawn)]
        steps.append({"action": "pass"})
    if st.kind == "start":
        steps = []
    steps.append({"expect": expect or {}})
    return {"description": why, "variant": rules.name, "players": n, "setup": setup, "step": steps}


def respond_scenario(model: Model, st: Step, m: Any, why: str,
                     expect: dict[str, Any] | None) -> dict[str, Any] | None:
    """A refuted challenge outcome: the card is played in the model's position (the hand
    made guilty or innocent as the outcome needs) and the next player answers."""
    rules = model.rules
    kind, outcome = st.name.split(" ", 1)[1].split(": ")
    pre = st.pre
    n = _v(m, pre.n)
    p = _v(m, pre.player)
    direction = _v(m, pre.direction)
    take = Cards(rules)
    named = _colour(rules, _v(m, pre.colour)) or rules.colours[0]
    k = rules.kind_of[kind]
    old = named if k.coloured else next(c for c in rules.colours if c != named)
    card = take.take(Card(kind, named if k.coloured else None))
    top = take.take(colour=old)
    hands: list[list[Card]] = [[] for _ in range(n)]
    hands[p].append(card)
    others = [c for c in rules.colours if c != old]
    for i in range(_v(m, pre.hands[p])):
        # Guilty: one card of the colour that was active; the rest of the colour named.
        colour = old if (outcome == "guilty" and i == 0) else (named if named != old else others[0])
        hands[p].append(take.take(colour=colour))
    for i in range(n):
        while len(hands[i]) < _v(m, pre.hands[i]):
            hands[i].append(take.take())
    play: dict[str, Any] = {"action": "play", "card": str(card), "player": p}
    if kind in rules.needs_colour:
        play["color"] = named
    if kind in rules.needs_target:
        play["target"] = _v(m, pre.target) if pre.target is not None else (p + direction) % n
    answer = {"action": "accept" if outcome == "accepted" else "challenge", "player": (p + direction) % n}
    setup: dict[str, Any] = {"dealer": _v(m, pre.dealer), "direction": direction, "to_act": p, "color": old,
                             "discard": [str(top)], "hands": [[str(c) for c in h] for h in hands]}
    return {"description": why, "variant": rules.name, "players": n, "setup": setup,
            "step": [play, {**answer, "expect": expect or {}}]}


def expect_seat_unchanged(rules: Rules, data: dict[str, Any] | None, seat: int) -> dict[str, Any] | None:
    """Make the last step expect that its action leaves ``seat``'s hand as it was (every
    other hand as the engine leaves it): what a property says of a seat that must not be
    punished. None when the engine cannot run the steps."""
    from unorules.testing import build_position, step_action

    if data is None:
        return None
    data["step"] = [st for st in data["step"] if "action" in st]
    if not data["step"]:
        return None
    try:
        state = build_position(rules, int(data["players"]), data["setup"])
        before = state
        for i, step in enumerate(data["step"], start=1):
            before = state
            state = rules.apply(state, step_action(rules, state, step, f"step {i}"))
    except UnorulesError:
        return None
    sizes = list(state.hand_sizes)
    sizes[seat] = before.hand_sizes[seat]
    data["step"][-1]["expect"] = {"hand_sizes": sizes}
    return data


@frozen
class Played:
    """Where the model plays a card: the card it covers on the pile (a condition may read
    it: 'played on same face'), the colour in play, the played card's colour, the seat that
    plays, the direction and the seat the play names (None: it names none)."""

    top: Card
    active: str
    colour: str | None
    player: int
    direction: int
    target: int | None


def covered(model: Model, st: Step, m: Any) -> Played:
    """The model's position for the play ``st`` (see ``Played``)."""
    rules = model.rules
    pre = st.pre
    top = Card(model.shape.kinds[_v(m, pre.top_kind)], _colour(rules, _v(m, pre.top_colour)))
    return Played(top, _colour(rules, _v(m, pre.colour)) or rules.colours[0],
                  _colour(rules, _v(m, st.inputs["card_colour"])), _v(m, pre.player), _v(m, pre.direction),
                  None if pre.target is None else _v(m, pre.target))


def claim_scenario(rules: Rules, claim: Claim, why: str, n: int, at: Played | None = None) -> dict[str, Any] | None:
    """Play the claim's card with its number of players, and expect what playing the card
    it claims to act as leads to (found by playing that one in the same position). ``at``
    is the model's position (``covered``), so the replay lays the card where the model
    found the two apart; without it, p0 plays on the first card of the first colour."""
    from unorules.testing import build_position

    take = Cards(rules)
    colour = rules.colours[0] if at is None else at.active
    top = take.take(colour=colour) if at is None else take.take(at.top)
    own = colour if at is None or at.colour is None else at.colour
    p, direction = (0, 1) if at is None else (at.player, at.direction)
    target = (p + 1) % n if at is None or at.target is None else at.target

    def card_of(kind: str) -> Card:
        return take.take(Card(kind, own if rules.kind_of[kind].coloured else None))

    card, like = card_of(claim.card), card_of(claim.like)
    # Hands of different sizes (the player's card, then 2, 3, ... more), so that cards
    # moving between hands (a swap, hands passed on) show in the hands' sizes.
    rest = [[str(take.take()) for _ in range(2 + i)] for i in range(n)]

    def play(c: Card) -> tuple[dict[str, Any], dict[str, Any]]:
        hands = [list(h) for h in rest]
        hands[p] = [str(c), *hands[p]]
        setup = {"dealer": (p - 1) % n, "direction": direction, "to_act": p, "color": colour,
                 "discard": [str(top)], "hands": hands}
        step: dict[str, Any] = {"action": "play", "card": str(c)}
        if c.kind in rules.needs_colour:
            step["color"] = colour
        if c.kind in rules.needs_target:
            step["target"] = target
        return setup, step

    setup, step = play(card)
    like_setup, like_step = play(like)
    try:
        state = build_position(rules, n, like_setup)
        after = rules.apply(state, Action("play", p, like, like_step.get("color"), like_step.get("target")))
    except UnorulesError:
        return None
    # The whole position the claim compares: whose turn, the phase, the piles and the hands.
    expect: dict[str, Any] = {"to_act": after.to_act, "phase": after.phase, "hand_sizes": list(after.hand_sizes),
                              "draw_pile_size": len(after.draw_pile), "discard_size": len(after.discard_pile)}
    if n > 2:
        expect["direction"] = after.direction
    return {"description": why, "variant": rules.name, "players": n, "setup": setup,
            "step": [step, {"expect": expect}]}


def unplayable_scenario(rules: Rules, kind: str, why: str, players: int | None = None) -> dict[str, Any] | None:
    """The most favourable position: the same card on top, its colour active (with
    ``players`` at the table, by default the fewest the variant seats)."""
    take = Cards(rules)
    colour = rules.colours[0] if rules.kind_of[kind].coloured else None
    card = take.take(Card(kind, colour))
    top = take.take(Card(kind, colour))
    players = players or rules.min_players
    hands = [[str(take.take()), str(take.take())] for _ in range(players)]
    hands[0].insert(0, str(card))
    step: dict[str, Any] = {"action": "play", "card": str(card)}
    if kind in rules.needs_colour:
        step["color"] = rules.colours[0]
    if kind in rules.needs_target:
        step["target"] = 1
    return {"description": why, "variant": rules.name, "players": players,
            "setup": {"dealer": players - 1, "to_act": 0, "color": colour or rules.colours[0],
                      "discard": [str(top)], "hands": hands},
            "step": [step], REFUSAL_CONFIRMS: True}


def legality_scenario(rules: Rules, model: Model, kind: str, p: Any, v: dict[str, Any], m: Any,
                      why: str) -> dict[str, Any] | None:
    """A position where the compiled rule and the written one disagree; it expects what
    the written rule says."""
    take = Cards(rules)
    kinds = model.shape.kinds
    colour = _colour(rules, _v(m, p.colour)) or rules.colours[0]
    card = take.take(Card(kind, _colour(rules, _v(m, p.card_colour))))
    top = take.take(Card(kinds[_v(m, p.top_kind)], _colour(rules, _v(m, p.top_colour))))
    hand = [str(card)]
    for i in range(-1, len(rules.colours)):
        for _ in range(min(_v(m, v[f"hc{i}"]), 10)):
            hand.append(str(take.take(colour=_colour(rules, i))))
    if len(hand) == 1:
        hand.append(str(take.take()))
    players = max(rules.min_players, min(_v(m, p.n), rules.max_players))
    hands = [hand] + [[str(take.take()), str(take.take())] for _ in range(players - 1)]
    compiled = z3.is_true(m.eval(model.legal(kind, p), model_completion=True))
    step: dict[str, Any] = {"action": "play", "card": str(card)}
    if kind in rules.needs_colour:
        step["color"] = rules.colours[0]
    if kind in rules.needs_target:
        step["target"] = 1
    if compiled:
        step["illegal"] = True  # the rule as written forbids it
    return {"description": why, "variant": rules.name, "players": players,
            "setup": {"dealer": players - 1, "to_act": 0, "color": colour, "discard": [str(top)], "hands": hands},
            "step": [step], REFUSAL_CONFIRMS: not compiled}


def mismatch_scenario(rules: Rules, mm: Any) -> dict[str, Any] | None:
    """The engine's own position (when a scenario can set it up) and the model's values."""
    s: GameState = mm.state
    if (s.phase != TURN or s.pending_draw or s.challenge is not None or any(any(row) for row in s.statuses)
            or s.drawn is not None):
        return None
    setup: dict[str, Any] = {
        "dealer": s.dealer, "to_act": s.to_act, "direction": s.direction,
        "discard": [str(c) for c in s.discard_pile], "draw_pile": [str(c) for c in s.draw_pile],
        "hands": [[str(c) for c in h] for h in s.hands], "scores": list(s.scores),
    }
    if s.color is not None:
        setup["color"] = s.color
    exp = mm.expected
    if mm.action is None:
        card = exp.get("card")
        if card is None:
            return None
        step: dict[str, Any] = {"action": "play", "card": card, "player": s.to_act}
        if not exp.get("legal", True):
            step["illegal"] = True
        return {"description": mm.what, "variant": rules.name, "players": s.players, "setup": setup,
                "step": [step], REFUSAL_CONFIRMS: bool(exp.get("legal", True))}
    a = mm.action
    step = {"action": a.kind, "player": a.player}
    if a.card is not None:
        step["card"] = str(a.card)
    if a.color is not None:
        step["color"] = a.color
    if a.target is not None:
        step["target"] = a.target
    if a.report is not None:
        step["kind"] = a.report
    try:
        after = rules.apply(s, a)
    except Exception:  # noqa: BLE001 - the engine crashes here: running the step shows it
        return {"description": mm.what, "variant": rules.name, "players": s.players, "setup": setup,
                "step": [step]}
    expect: dict[str, Any] = {"cards": len(rules.deck)}
    sizes = list(after.hand_sizes)
    changed = False
    for k, val in exp.items():
        if not isinstance(val, int) or isinstance(val, bool):
            continue
        if k.startswith("hand") and k[4:].isdigit() and int(k[4:]) < len(sizes):
            sizes[int(k[4:])] = val
            changed = True
        elif k == "to_act":
            expect["to_act"] = val
        elif k == "draw":
            expect["draw_pile_size"] = val
        elif k == "discard":
            expect["discard_size"] = val
        elif k == "direction":
            expect["direction"] = val
        elif k == "pending":
            expect["pending_draw"] = val
        elif k == "phase":
            expect["phase"] = PHASES[val]
        elif k == "colour":
            expect["color"] = _colour(rules, val) or ""
    if changed:
        expect["hand_sizes"] = sizes
    return {"description": mm.what, "variant": rules.name, "players": s.players, "setup": setup,
            "step": [step, {"expect": expect}]}


def to_toml(data: dict[str, Any]) -> str:
    """Just enough TOML for a scenario: top-level keys, [setup], [[step]] with inline tables."""
    lines = []
    for key in ("description", "variant", "players"):
        if key in data:
            lines.append(f"{key} = {_toml(data[key])}")
    lines += ["", "[setup]"]
    for k, v in data["setup"].items():
        lines.append(f"{k} = {_toml(v)}")
    for st in data.get("step", []):
        lines += ["", "[[step]]"]
        for k, v in st.items():
            lines.append(f"{k} = {_toml(v)}")
    return "\n".join(lines) + "\n"


def _toml(v: Any) -> str:
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, int):
        return str(v)
    if isinstance(v, str):
        return '"' + v.replace("\\", "\\\\").replace('"', '\\"') + '"'
    if isinstance(v, list):
        return "[" + ", ".join(_toml(x) for x in v) + "]"
    if isinstance(v, dict):
        return "{ " + ", ".join(f"{k} = {_toml(x)}" for k, x in v.items()) + " }"
    raise TypeError(type(v))


def write(folder: Path, rules: Rules, prop: str, data: dict[str, Any]) -> Path:
    """Write the scenario as ``<folder>/<variant>__<property>.toml``; a variant read from a
    file is named by its path so the scenario finds it again."""
    folder.mkdir(parents=True, exist_ok=True)
    data = dict(data)
    from unorules.language.bundled import bundled_path

    bundled = bundled_path(rules.name)
    source = Path(rules.file)
    if (bundled is None or bundled.resolve() != source.resolve()) and source.is_file():
        # A scenario names its variant beside itself: a copy of the file goes with it.
        beside = folder / f"{rules.name}.uno"
        if source.resolve() != beside.resolve():
            beside.write_text(source.read_text(encoding="utf-8"), encoding="utf-8")
        data["variant"] = beside.name
    slug = re.sub(r"[^a-z0-9]+", "_", prop.lower()).strip("_")
    path = folder / f"{rules.name}__{slug}.toml"
    path.write_text(to_toml(data), encoding="utf-8")
    return path


# --- confirming a counterexample on the engine ---------------------------------------------
REFUSAL_CONFIRMS = "_refusal_confirms"  # a scenario whose point is that the engine refuses a play


def confirm(rules: Rules, data: dict[str, Any], prop: str | None = None) -> tuple[bool, str]:
    """Run a counterexample scenario on the engine (in memory, as ``unorules scenario`` would):
    (True, what the engine did against the property) only when the run shows the property's
    own violation, else (False, why not). The violation is read by the property's concrete
    meaning (:mod:`unorules.verify.meanings`) where it has one, on the state and the step the
    scenario ends with; otherwise by the scenario's last expectation, the one the property
    states. A position the engine refuses to set up, an action it refuses (unless refusing
    is the point), an earlier step's expectation failing, an engine crash, or a run that
    meets the property, shows nothing of it: the counterexample was the model's alone."""
    from unorules.errors import IllegalAction, ScenarioError
    from unorules.testing import ScenarioFailed, build_position, check_expect, step_action
    from unorules.verify import meanings

    state_test = meanings.STATE_TESTS.get(prop or "")
    step_test = meanings.STEP_TESTS.get(prop or "")
    steps = data.get("step", [])
    try:
        state = build_position(rules, int(data["players"]), data["setup"], "setup")
    except (UnorulesError, ValueError) as err:
        return False, f"the engine cannot set up the position: {str(err).splitlines()[0]}"
    last = max((i for i, st in enumerate(steps, start=1) if st.get("expect")), default=0)
    before: GameState | None = None
    action: Action | None = None
    for i, step in enumerate(steps, start=1):
        where = f"step {i}"
        try:
            if "action" in step:
                action = step_action(rules, state, step, where)
                if step.get("illegal"):
                    try:
                        rules.apply(state, action)
                    except IllegalAction:
                        pass
                    else:
                        return True, f"{where}: the engine allows {action}, which the rules as written forbid"
                else:
                    try:
                        before, state = state, rules.apply(state, action)
                    except IllegalAction as err:
                        if data.get(REFUSAL_CONFIRMS):
                            return True, f"{where}: the engine refuses {action}: {err.reason}"
                        return False, f"{where}: the engine refuses {action}: {err.reason}"
            if state_test is not None or step_test is not None:
                continue  # the property's own meaning decides, after the last step
            check_expect(rules, state, step.get("expect", {}), where)
        except ScenarioFailed as err:
            if i != last:
                return False, f"an earlier step than the property's own failed: {err}"
            return True, str(err)
        except ScenarioError as err:
            return False, f"the scenario is malformed: {err}"
        except UnorulesError as err:
            return False, f"{where}: {type(err).__name__}: {str(err).splitlines()[0]}"
        except Exception as err:  # noqa: BLE001 - a crash is the engine's defect, not this property's violation
            return False, f"{where}: the engine raised {type(err).__name__}: {err} (not this property's violation)"
    if state_test is not None or step_test is not None:
        said = None
        if step_test is not None and before is not None and action is not None:
            said = step_test(rules, before, action, state)
        if said is None and state_test is not None:
            try:
                legal = rules.legal_actions(state)
            except UnorulesError:
                legal = ()  # the engine's own state check refuses what the engine made: read it as it is
            said = state_test(rules, state, legal)
        if said is not None:
            return True, f"{prop}: {said}"
        return False, f"the engine's run meets '{prop}' (the counterexample was the model's alone)"
    if not any(st.get("expect") for st in steps):
        return False, "the scenario states nothing the engine could break"
    return False, "the engine ran every step and met every expectation"
