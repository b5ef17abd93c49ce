"""What the verifier's statements mean on the engine: each property's concrete reading.

A property is proved over the model; its statement is a sentence a designer reads. The
sentence is made here, from the variant's own rules (how a round can end, who may be
out), beside the test it stands for on a concrete engine state or step, so the two
cannot say different things. The exhaustive check (:mod:`unorules.verify.exhaustive`)
runs the tests of every property the verifier reports proved on every state and step
it enumerates: a failure is a proof whose statement the engine contradicts.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import Any

from attrs import frozen

from unorules.engine.state import RESPOND, STACK, TURN, Action, GameState

StateTest = Callable[[Any, GameState, tuple[Action, ...]], str | None]
StepTest = Callable[[Any, GameState, Action, GameState], str | None]


# --- how a round ends ---------------------------------------------------------------------
def round_ends(rules: Any) -> list[tuple[str, Callable[[GameState, int], bool]]]:
    """Every way a round of ``rules`` can end, as words and as a test of the state it ends
    in (with the round's winner): an empty hand, and with knock-outs the last player in."""
    ends: list[tuple[str, Callable[[GameState, int], bool]]] = [
        ("its winner's hand is empty", lambda s, w: not s.hands[w])]
    if rules.knock_out:
        ends.append(("every other player is knocked out",
                     lambda s, w: all(s.is_out(i) for i in range(s.players) if i != w)))
    return ends


def winner_words(rules: Any) -> str:
    return ("a round ends only when " + " or ".join(w for w, _ in round_ends(rules))
            + ", and a player who plays their last card wins it (no other player's action empties "
            "the winner's hand)")


def holding_words(rules: Any) -> str:
    who = "every player still in" if rules.knock_out else "every player"
    return f"a round goes on only while {who} holds a card"


# --- the tests ------------------------------------------------------------------------------
def _conserved(rules: Any, s: GameState, legal: tuple[Action, ...]) -> str | None:
    want = Counter(rules.deck)
    got = Counter(s.all_cards())
    if got == want:
        return None
    lost = want - got
    extra = got - want
    return f"the zones hold {len(s.all_cards())} cards, not the deck's {len(rules.deck)}" + (
        f" (missing {', '.join(map(str, lost))})" if lost else "") + (
        f" (extra {', '.join(map(str, extra))})" if extra else "")


def _nonnegative(rules: Any, s: GameState, legal: tuple[Action, ...]) -> str | None:
    return None if s.discard_pile and s.pending_draw >= 0 else "the discard pile is empty or a total negative"


def _ranges(rules: Any, s: GameState, legal: tuple[Action, ...]) -> str | None:
    n = s.players
    if not (0 <= s.to_act < n and 0 <= s.dealer < n and s.direction in (1, -1)):
        return f"p{s.to_act} to act, p{s.dealer} dealing, direction {s.direction} at {n} players"
    for st, row in zip(rules.statuses, s.statuses, strict=False):
        if any(not 0 <= k <= st.turns for k in row):
            return f"status {st.name} counts {row}, beyond its {st.turns} turns"
    if s.round_over:
        return None
    if s.pending_draw and s.phase not in (STACK, RESPOND):
        return f"{s.pending_draw} cards stay owed in phase {s.phase}"
    if s.phase == TURN and s.color is None:
        return "a turn begins without an active colour"
    if s.is_out(s.to_act):
        return f"p{s.to_act}, knocked out, is to act"
    return None


def _held(rules: Any, s: GameState, legal: tuple[Action, ...]) -> str | None:
    if s.round_over:
        return None
    empty = [i for i in range(s.players) if not s.hands[i] and not s.is_out(i)]
    return f"the round goes on with p{empty[0]}'s hand empty" if empty else None


def _deadlock(rules: Any, s: GameState, legal: tuple[Action, ...]) -> str | None:
    return None if legal or s.game_over else f"no legal action in phase {s.phase}"


def _last_card(s: GameState, a: Action, nxt: GameState) -> bool:
    """``a`` plays its player's last card (and the engine took it: it lies on the pile)."""
    return (a.kind == "play" and a.card is not None and len(s.hands[a.player]) == 1
            and s.hands[a.player][0] == a.card and len(nxt.discard_pile) > len(s.discard_pile)
            and a.card in nxt.discard_pile[len(s.discard_pile) - 1:])


def _winner(rules: Any, s: GameState, a: Action, nxt: GameState) -> str | None:
    if not s.round_over and _last_card(s, a, nxt) and (not nxt.round_over or nxt.round_winner != a.player):
        return (f"p{a.player} played their last card, {a.card}, and "
                + (f"p{nxt.round_winner} won the round" if nxt.round_over else "the round went on")
                + f" (hands {list(nxt.hand_sizes)})")
    if s.round_over or not nxt.round_over:
        return None
    w = nxt.round_winner
    if w is None:
        return "a round ended without a winner"
    if w != a.player and len(nxt.hands[w]) < len(s.hands[w]):
        return (f"p{a.player}'s {a.kind} emptied p{w}'s hand, and p{w} won the round without playing their "
                f"last card (hands {list(s.hand_sizes)} -> {list(nxt.hand_sizes)})")
    if any(test(nxt, w) for _, test in round_ends(rules)):
        return None
    return (f"the round ended with p{w} winning holding {len(nxt.hands[w])} cards "
            f"(hands {list(nxt.hand_sizes)}{', out ' + str(list(nxt.out)) if nxt.out else ''})")


FULL_PILE = 30  # the draw pile the statement about stacked totals assumes beyond the total


def _passed_on(rules: Any, s: GameState, a: Action, nxt: GameState) -> str | None:
    """A card stacked on a pending total leaves it pending (or more), or someone draws it;
    stated (and proved) for a draw pile holding the total and FULL_PILE cards more, so that
    no draw comes up short."""
    if not s.pending_draw or nxt.round_over or len(s.draw_pile) < s.pending_draw + FULL_PILE:
        return None
    if nxt.pending_draw >= s.pending_draw:
        return None
    if s.phase == RESPOND and a.kind == "accept" and s.discard_pile[-1].kind in {x for x, _ in rules.stacks}:
        # A stacked card's challenge accepted: the card acts, and the total with it.
        return (f"p{a.player} accepted the {s.discard_pile[-1].kind} stacked on a pending total of "
                f"{s.pending_draw}, which then stood at {nxt.pending_draw} (hands {list(s.hand_sizes)} -> "
                f"{list(nxt.hand_sizes)})")
    if s.phase != STACK or a.kind != "play" or a.player != s.to_act:
        return None
    if any(len(nxt.hands[i]) - len(s.hands[i]) >= s.pending_draw for i in range(s.players)):
        return None
    return (f"p{a.player} stacked {a.card} on a pending total of {s.pending_draw}, which then stood at "
            f"{nxt.pending_draw} with nobody drawing it (hands {list(s.hand_sizes)} -> {list(nxt.hand_sizes)})")


STATE_TESTS: dict[str, StateTest] = {
    "conservation": _conserved,
    "no negative count": _nonnegative,
    "turn order in range": _ranges,
    "empty hand ends the round": _held,
    "no deadlock": _deadlock,
}
STEP_TESTS: dict[str, StepTest] = {
    "round winner's hand empty": _winner,
    "stacked draws passed on": _passed_on,
}


@frozen
class Tests:
    state: tuple[tuple[str, StateTest], ...]
    step: tuple[tuple[str, StepTest], ...]


def applicable(rules: Any, verdicts: dict[str, str] | None) -> Tests:
    """The tests of the properties ``verdicts`` reports proved (of all, if None)."""
    def keep(label: str) -> bool:
        return verdicts is None or verdicts.get(label) == "proved"

    return Tests(tuple((k, f) for k, f in STATE_TESTS.items() if keep(k)),
                 tuple((k, f) for k, f in STEP_TESTS.items() if keep(k)))
