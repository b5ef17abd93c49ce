"""Is a state one these rules can play? Checked from the state's declarations.

Each field of :class:`~unorules.engine.state.GameState` declares its ``shape``; this
module checks every field by its shape, then what the fields say together: the cards
in all zones are the variant's deck, seats and lengths agree, and the pending data
(a drawn card, a challenge, a stacked draw, a colour to choose) fits the phase. The
first problem found is a :class:`~unorules.StateError` naming the field.
"""

from __future__ import annotations

import reprlib
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from unorules.cards import Card
from unorules.engine.state import FIELDS, GameState, HeldEffects, PendingChallenge, Phase
from unorules.errors import StateError
from unorules.ir.effects.base import flat

if TYPE_CHECKING:
    from unorules.engine.tables import Bound as Rules

MAX_RNG = (1 << 64) - 1
# Counts, scores and the round number fit in 63 bits (the kernel's integers); the limit
# also keeps a hostile number from costing time or memory wherever it is printed.
MAX_COUNT = (1 << 63) - 1


def _int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def _cards(rules: Rules, xs: object) -> bool:
    return isinstance(xs, tuple) and all(isinstance(c, Card) and c in rules.order for c in xs)


def _seat(s: GameState, x: object) -> bool:
    return _int(x) and 0 <= x < s.players  # type: ignore[operator]


def _held(rules: Rules, s: GameState, x: object) -> bool:
    return (isinstance(x, HeldEffects) and (x.place, x.kind, x.at) in rules.held_points()
            and _seat(s, x.player) and (x.target is None or _seat(s, x.target))
            and _int(x.skips) and 0 <= x.skips <= s.players)


# shape -> (the check, what it expects in words)
SHAPES: dict[str, tuple[Callable[[Any, GameState, Any], bool], str]] = {
    "variant": (lambda r, s, x: x == r.name, "the name of these rules' variant"),
    "players": (lambda r, s, x: _int(x) and r.min_players <= x <= r.max_players, "a player count the variant allows"),
    "hands": (lambda r, s, x: isinstance(x, tuple) and len(x) == s.players and all(_cards(r, h) for h in x),
              "one tuple of the variant's cards per player"),
    "cards": (lambda r, s, x: _cards(r, x), "a tuple of the variant's cards"),
    "pile": (lambda r, s, x: _cards(r, x) and len(x) >= 1, "a tuple of the variant's cards with a top card"),
    "colour?": (lambda r, s, x: x is None or x in r.colours_of(s.side), "one of the colours of the side up, or none"),
    "direction": (lambda r, s, x: _int(x) and x in (1, -1), "1 or -1"),
    "seat": (lambda r, s, x: _seat(s, x), "a seat of the table"),
    "seat?": (lambda r, s, x: x is None or _seat(s, x), "a seat of the table, or none"),
    "scores": (lambda r, s, x: isinstance(x, tuple) and len(x) == s.players
               and all(_int(v) and 0 <= v <= MAX_COUNT for v in x),
               "one whole number from 0 to 2**63 - 1 per player"),
    "phase": (lambda r, s, x: isinstance(x, str) and x in set(Phase), "one of " + ", ".join(Phase)),
    "card?": (lambda r, s, x: x is None or (isinstance(x, Card) and x in r.order), "one of the variant's cards, or none"),
    "count": (lambda r, s, x: _int(x) and 0 <= x <= MAX_COUNT, "a whole number from 0 to 2**63 - 1"),
    "challenge?": (lambda r, s, x: x is None or (isinstance(x, PendingChallenge) and _seat(s, x.player)
                                                 and x.kind in r.challenge_of and isinstance(x.guilty, bool)),
                   "none, or a pending challenge of a card the variant lets be challenged"),
    "picked": (lambda r, s, x: isinstance(x, tuple) and len(x) in (0, s.players) and all(_cards(r, h) for h in x),
               "empty, or one tuple of the variant's cards per player"),
    "held?": (lambda r, s, x: x is None or _held(r, s, x),
              "none, or the rest of a clause of the variant held while a colour is named"),
    "out": (lambda r, s, x: isinstance(x, tuple) and len(x) in (0, s.players) and all(v in (0, 1) for v in x)
            and (not x or r.knock_out > 0), "per player 0 (in) or 1 (knocked out), or empty"),
    "statuses": (lambda r, s, x: isinstance(x, tuple) and len(x) in (0, len(r.statuses))
                 and all(isinstance(row, tuple) and len(row) == s.players
                         and all(_int(v) and 0 <= v <= st.turns for v in row)
                         for st, row in zip(r.statuses, x, strict=False)),
                 "one count per seat for each status the variant declares, within its turns"),
    "rng": (lambda r, s, x: _int(x) and 0 <= x <= MAX_RNG, "a whole number from 0 to 2**64 - 1"),
    "round": (lambda r, s, x: _int(x) and 1 <= x <= MAX_COUNT, "a whole number from 1 to 2**63 - 1"),
    "side": (lambda r, s, x: _int(x) and 0 <= x < max(1, len(r.sides)),
             "0, or for a two-sided deck the index of the side up (0 or 1)"),
}


def check_state(rules: Rules, s: object) -> GameState:
    """``s`` if the engine can play it with ``rules``; otherwise a StateError naming the
    first field that is wrong and what it should be."""
    if not isinstance(s, GameState):
        raise StateError(f"expected a GameState, got {type(s).__name__}")
    variant = getattr(s, "variant", None)
    if isinstance(variant, str) and variant != rules.name:
        raise StateError(f"the state's variant: this state belongs to variant {_show(variant)}, not {rules.name!r}")
    order = ("variant", "players")  # what the other checks measure against comes first
    for f in sorted(FIELDS, key=lambda f: (f.name not in order, order.index(f.name) if f.name in order else 0)):
        ok, expected = SHAPES[f.metadata["shape"]]
        value = getattr(s, f.name, None)
        try:
            good = ok(rules, s, value)
        except Exception:  # noqa: BLE001 - a value whose own methods fail is simply not of the shape
            good = False
        if not good:
            raise StateError(f"the state's {f.name} is {_show(value)}: expected {expected}")
    _check_together(rules, s)
    _check_offers(rules, s)
    return s


def _check_offers(rules: Rules, s: GameState) -> None:
    # Last, as a whole: a state the fields allow must still offer some seat a move until
    # the game is over. A listing that fails is this state's fault (the engine lists every
    # state it makes), so it is refused like any other inconsistency.
    if s.phase == Phase.GAME_OVER:
        return
    from unorules.engine.core import legal_actions

    try:
        offered = legal_actions(rules, s)
    except StateError:
        raise
    except Exception as err:  # noqa: BLE001 - a tampered state, never an engine-made one
        raise StateError(f"the state cannot be played: listing its actions failed ({type(err).__name__})",
                         hint="compare it with a state the engine saved") from None
    if not offered:
        raise StateError(f"the state offers nobody an action (phase {s.phase}, player {s.to_act} to act), "
                         "and the game is not over", hint="compare it with a state the engine saved")


def _check_together(rules: Rules, s: GameState) -> None:
    # With the other side up, every card must lie turned over (all_cards turns them back).
    have = Counter(s.all_cards())
    want = Counter(rules.deck)
    if have != want:
        extra = sorted(str(c) for c in (have - want).elements())[:5]
        missing = sorted(str(c) for c in (want - have).elements())[:5]
        raise StateError(f"the state's cards are not the deck of {rules.name}: "
                         f"{len(s.all_cards())} cards, {len(rules.deck)} expected"
                         + (f"; extra {', '.join(extra)}" if extra else "")
                         + (f"; missing {', '.join(missing)}" if missing else ""))
    phase = s.phase
    if s.drawn is not None and (phase != Phase.DRAWN or s.drawn not in s.hands[s.to_act]):
        raise StateError("the state's drawn is set, but nobody is deciding about a card just drawn that they hold")
    if (s.challenge is None) != (phase != Phase.RESPOND):
        raise StateError("the state's challenge must be set exactly while a challenge is answered "
                         f"(phase {phase}, challenge {s.challenge})")
    if s.held is not None and phase != Phase.CHOOSE:
        raise StateError("the state's held is set, but no colour is being chosen")
    _check_picked(rules, s)
    if phase == Phase.TOGETHER and (rules.together is None or s.discard_pile[-1].kind not in rules.together_kinds):
        raise StateError("the state's phase is together, but " + (
            "this variant plays no cards together" if rules.together is None
            else f"the top card {s.discard_pile[-1]} is not one played together"))
    if phase == Phase.STACK and s.pending_draw == 0:
        raise StateError("the state's pending_draw is 0 while a stacked draw is answered")
    playing = phase not in (Phase.ROUND_OVER, Phase.GAME_OVER)
    if playing and s.color is None and phase != Phase.CHOOSE:
        raise StateError("the state's color is none, but no colour is being chosen")
    top = s.discard_pile[-1]
    if playing and (phase != Phase.CHOOSE or _picking(rules, s)) and top.color is not None and s.color != top.color:
        raise StateError(f"the state's color is {s.color}, but the top card {top} sets {top.color}")
    if playing and not all(h for seat, h in enumerate(s.hands) if not s.is_out(seat)):
        raise StateError("a hand is empty, but the round goes on")
    if any(h for seat, h in enumerate(s.hands) if s.is_out(seat)):
        raise StateError("a knocked-out player holds cards")
    if (phase == Phase.GAME_OVER) != (s.winner is not None):
        raise StateError("the state's winner must be set exactly when the game is over")
    _check_phase(rules, s)


def _picking(rules: Rules, s: GameState) -> bool:
    """The state waits for a player to pick a card (not for a colour)."""
    h = s.held
    return s.phase == Phase.CHOOSE and h is not None and rules.picks_at(h.place, h.kind, h.at)


def _check_picked(rules: Rules, s: GameState) -> None:
    if not s.picked:
        return
    if not _picking(rules, s):
        raise StateError("the state's picked is set, but nobody is picking cards for an effect that waits",
                         hint="set picked to ()")
    for seat, (hand, picks) in enumerate(zip(s.hands, s.picked, strict=True)):
        left = list(hand)
        for c in picks:
            if c not in left:
                raise StateError(f"the state's picked names {c} for player {seat}, who holds no such card "
                                 "besides those picked: a picked card stays in its holder's hand until it moves")
            left.remove(c)


def _check_phase(rules: Rules, s: GameState) -> None:
    """What the phase says against the top card, the pending data and the hands, as the
    engine leaves them: a hand-made state that says otherwise would play on from a
    moment no game reaches (a colour chosen under a number card, a round over with every
    hand full), and could leave nobody an action."""
    phase, top = s.phase, s.discard_pile[-1]
    over = phase in (Phase.ROUND_OVER, Phase.GAME_OVER)
    if (s.round_winner is not None) != over:
        raise StateError(f"the state's round_winner is {_show(s.round_winner)} in phase {phase}: "
                         "it is set exactly when the round is over",
                         hint="a round ends when its winner goes out; set both, or neither")
    if over:
        winner = s.round_winner
        assert winner is not None
        if s.to_act != winner:
            raise StateError(f"the state's to_act is {s.to_act}, but the round is over: the round's winner "
                             f"(player {winner}) is to act, to deal on", hint=f"set to_act to {winner}")
        others_out = bool(s.out) and all(s.is_out(q) for q in range(s.players) if q != winner)
        if s.is_out(winner) or (s.hands[winner] and not others_out):
            raise StateError(f"the state's round_winner is player {winner}, who holds {len(s.hands[winner])} "
                             f"card(s){' and is knocked out' if s.is_out(winner) else ''}: a round is won by "
                             "going out (or, with knock-outs, by being the last player in)",
                             hint="empty the winner's hand, or name the player who went out")
        for name in ("pending_draw", "uno_at_risk"):
            if getattr(s, name):
                raise StateError(f"the state's {name} is {_show(getattr(s, name))}, but the round is over: "
                                 "nothing is pending between rounds", hint=f"set {name} to its default")
    if not over and rules.knock_out:
        if s.is_out(s.to_act):
            raise StateError(f"the state's to_act is player {s.to_act}, who is knocked out: only a player "
                             "still in the round acts", hint="set to_act to a seat that is not out")
        full = next((q for q, h in enumerate(s.hands) if len(h) >= rules.knock_out), None)
        if full is not None:
            raise StateError(f"player {full}'s hand holds {len(s.hands[full])} cards, but in {rules.name} a "
                             f"player holding {rules.knock_out} is knocked out at once",
                             hint=f"give them fewer than {rules.knock_out} cards, or end their round")
        if sum(1 for q in range(s.players) if not s.is_out(q)) < 2:
            raise StateError("the state's out leaves one player in, but the round goes on: the last "
                             "player in wins it", hint="end the round with that player as its winner")
    if phase == Phase.CHOOSE and not _picking(rules, s) and (
            top.color is not None or top.kind not in colour_setters(rules)):
        raise StateError(f"the state's phase is choose, but the top card {top} is "
                         + ("a coloured card" if top.color is not None else "no card that has a colour named")
                         + f": in {rules.name} a colour is chosen only under "
                         + (", ".join(sorted(colour_setters(rules))) or "no card"),
                         hint="put the card that asks for a colour on top, or set the phase to turn")
    if phase == Phase.STACK and top.kind not in rules.stack_on:
        raise StateError(f"the state's phase is stack, but the top card {top} is none that may be stacked on"
                         + (f" (in {rules.name}: {', '.join(sorted(rules.stack_on))})" if rules.stack_on
                            else f" ({rules.name} stacks no draws)"),
                         hint="put a stackable draw card on top, or set the phase to turn")
    if s.pending_draw and not (rules.stack_on and phase in (Phase.STACK, Phase.RESPOND)):
        raise StateError(f"the state's pending_draw is {_show(s.pending_draw)} in phase {phase}: a draw is "
                         "pending only while stacked draws are answered"
                         + ("" if rules.stack_on else f" ({rules.name} stacks no draws)"),
                         hint="set pending_draw to 0")
    if phase == Phase.RESPOND and s.challenge is not None:
        if s.challenge.kind != top.kind:
            raise StateError(f"the state's challenge is of a {s.challenge.kind}, but the top card is {top}: "
                             "a challenge answers the card just played", hint=f"set its kind to {top.kind!r}")
        if s.challenge.player == s.to_act:
            raise StateError(f"the state's challenge is of player {s.to_act}'s card, and player {s.to_act} is "
                             "to answer it: the card's player never answers their own card",
                             hint="set to_act to the seat that answers")


def colour_setters(rules: Rules) -> frozenset[str]:
    """The kinds under which a colour may be left to choose: those with a clause (played,
    last, starting the round, a challenge's outcome) that names a colour or turns the
    deck over."""
    got: frozenset[str] | None = rules.memo.get(colour_setters)
    if got is None:
        places = ("on", "last", "start", "accepted", "guilty", "innocent")
        got = frozenset(k.name for k in rules.kinds for place in places
                        if (place in ("on", "last", "start") or k.name in rules.challenge_of)
                        and any(e.sets_colour for e in flat(rules.clause(place, k.name))))
        rules.memo[colour_setters] = got
    return got


_SHOW = reprlib.Repr()
_SHOW.maxstring = _SHOW.maxother = 40
_SHOW.maxlong = 30


def _show(value: object) -> str:
    """A short repr, safe on anything: a huge number or a value whose repr fails."""
    try:
        text = _SHOW.repr(value)
    except Exception:  # noqa: BLE001 - int('9' * 5000) cannot even be printed
        text = f"<a {type(value).__name__} that cannot be shown>"
    return text if len(text) <= 60 else text[:57] + "..."
