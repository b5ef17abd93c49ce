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
    return s


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
    if playing and phase != Phase.CHOOSE and top.color is not None and s.color != top.color:
        raise StateError(f"the state's color is {s.color}, but the top card {top} sets {top.color}")
    if playing and not all(h for seat, h in enumerate(s.hands) if not s.is_out(seat)):
        raise StateError("a hand is empty, but the round goes on")
    if any(h for seat, h in enumerate(s.hands) if s.is_out(seat)):
        raise StateError("a knocked-out player holds cards")
    if (phase == Phase.GAME_OVER) != (s.winner is not None):
        raise StateError("the state's winner must be set exactly when the game is over")


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
