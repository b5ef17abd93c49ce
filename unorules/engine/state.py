"""Game states, actions and player views: frozen values.

The state's fields are declared once, here, each with what a player may see of it
(:data:`PUBLIC`, :data:`OWNER` or :data:`HIDDEN`) and how it appears in a
:class:`PlayerView`; :func:`view_of`, the engine's scratch table
(:mod:`unorules.engine.table`) and the JSON form (:mod:`unorules.engine.notation`)
are derived from these declarations.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import attrs
from attrs import field, frozen

from unorules.cards import Card
from unorules.ir.vocab import ActionKind as ActionKind
from unorules.ir.vocab import Phase as Phase

TURN, DRAWN, CHOOSE, RESPOND, STACK, ROUND_OVER, GAME_OVER, TOGETHER = Phase

# What the player to act may do in each phase; UNO calls, catches, reports and
# jump-ins (OUT_OF_TURN) come from any player whenever their window is open.
PHASE_ACTIONS: dict[Phase, frozenset[ActionKind]] = {
    Phase.TURN: frozenset({ActionKind.PLAY, ActionKind.DRAW}),
    Phase.DRAWN: frozenset({ActionKind.PLAY, ActionKind.PASS}),
    Phase.CHOOSE: frozenset({ActionKind.CHOOSE}),
    Phase.RESPOND: frozenset({ActionKind.CHALLENGE, ActionKind.ACCEPT}),
    Phase.STACK: frozenset({ActionKind.PLAY, ActionKind.ACCEPT}),
    Phase.ROUND_OVER: frozenset({ActionKind.NEXT_ROUND}),
    Phase.GAME_OVER: frozenset(),
    Phase.TOGETHER: frozenset({ActionKind.PLAY, ActionKind.PASS}),
}
OUT_OF_TURN = frozenset({ActionKind.UNO, ActionKind.CATCH, ActionKind.REPORT})
ACTION_KINDS = tuple(ActionKind)
# The fields each kind of action may carry besides its kind and player.
ACTION_FIELDS: dict[ActionKind, frozenset[str]] = {
    ActionKind.PLAY: frozenset({"card", "color", "target", "option"}),
    ActionKind.DRAW: frozenset(),
    ActionKind.PASS: frozenset(),
    ActionKind.CHOOSE: frozenset({"color", "card"}),  # a colour, or a card picked for an effect
    ActionKind.UNO: frozenset(),
    ActionKind.CATCH: frozenset({"target"}),
    ActionKind.CHALLENGE: frozenset(),
    ActionKind.ACCEPT: frozenset(),
    ActionKind.REPORT: frozenset({"target", "report"}),
    ActionKind.NEXT_ROUND: frozenset(),
}

# Who may see a field of the state.
PUBLIC = "public"  # everyone
OWNER = "owner"  # only the seat it belongs to (a hand; the card just drawn)
HIDDEN = "hidden"  # nobody (the draw order, a challenge's verdict, the generator)

ViewPart = tuple[str, Callable[[Any, int], Any]]  # (view field, value for a seat)


# The converters make lists tuples; a value they cannot (a number, None) is kept as
# given, so that Rules' check names the field instead of a TypeError from attrs.
def _hands(hands: Iterable[Iterable[Card]]) -> tuple[tuple[Card, ...], ...]:
    try:
        return tuple(map(tuple, hands))
    except TypeError:
        return hands  # type: ignore[return-value]


def _cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    try:
        return tuple(cards)
    except TypeError:
        return cards  # type: ignore[return-value]


def _ints(values: Iterable[int]) -> tuple[int, ...]:
    try:
        return tuple(values)
    except TypeError:
        return values  # type: ignore[return-value]


def _rows(rows: Iterable[Iterable[int]]) -> tuple[tuple[int, ...], ...]:
    return _hands(rows)  # type: ignore[arg-type, return-value]


def _same(name: str) -> tuple[ViewPart, ...]:
    return ((name, lambda s, p: getattr(s, name)),)


def declared(seen: str, shape: str, *, view: tuple[ViewPart, ...] | None = None, codec: str = "plain",
             zone: str = "", **kwargs: Any) -> Any:
    """An attrs field of GameState with its declaration: who sees it (``seen``), what
    kind of value it holds (``shape``, which :mod:`unorules.engine.validate` checks), what
    it puts in a view (default: itself, for a public field; nothing otherwise), how JSON
    writes it (``codec``), and how the engine's scratch table holds it (``zone``: "list",
    "rows" or "" for as is)."""
    return field(metadata={"seen": seen, "shape": shape, "view": view, "codec": codec, "zone": zone}, **kwargs)


@frozen
class PendingChallenge:
    """A challengeable card waiting for the next player's answer.

    ``guilty`` is decided when the card is played (the hand is checked against the
    colour active before it); it is hidden from every view.
    """

    player: int
    kind: str
    guilty: bool


def _backs(s: GameState, p: int) -> tuple[tuple[Card | None, ...], ...]:
    # Two-sided cards are held with the face up towards their holder: every other
    # player sees each card's other face, and nothing more of it. One-sided: nothing.
    if s.discard_pile and s.discard_pile[-1].back is None:
        return ()
    return tuple(() if q == p else tuple(c.back_face for c in h) for q, h in enumerate(s.hands))


def _draw_back(s: GameState, p: int) -> Card | None:
    # The draw pile lies face down: everyone sees the other face of its top card.
    return s.draw_pile[0].back_face if s.draw_pile else None


@frozen
class HeldEffects:
    """The rest of a clause, waiting while someone else than the card's player names the
    colour: the effects of clause ``place`` of card ``kind`` from index ``at`` on run once
    the colour is named, for ``player`` (and ``target``), with the turns already lost
    (``skips``). Public: everybody knows what the card still does."""

    place: str
    kind: str
    at: int
    player: int
    target: int | None = None
    skips: int = 0


def _picks(s: GameState, p: int) -> tuple[tuple[Card | None, ...], ...]:
    # Everyone sees how many cards each seat picked (each pick is an action at the table),
    # and only the picker which ones: another seat's picks show as None.
    return tuple(row if q == p else (None,) * len(row) for q, row in enumerate(s.picked))


def _challenge_from(s: GameState, p: int) -> int | None:
    return s.challenge.player if s.challenge is not None else None


# The key, beside the fields in a state's __dict__, of the rules that checked it (or
# made it): ``Rules`` checks a state it did not make once, in full, and then trusts
# it. Nothing else sets it: a state built with GameState(...) or attrs.evolve, or
# copied or unpickled, has none (see GameState.__getstate__), so it is checked.
CHECKED_BY = "_checked_by"


# Not slotted: a dict-backed frozen attrs class is built about twice as fast (attrs
# fills __dict__ directly), and the engine builds one per action.
@frozen(slots=False)
class GameState:
    """One moment of a game. Use ``Rules.apply`` to get the next one."""

    variant: str = declared(PUBLIC, "variant")
    players: int = declared(PUBLIC, "players")
    # Zones given as lists (a hand-built state) are made tuples: every reader, and the
    # engine's fast paths, rely on it.
    hands: tuple[tuple[Card, ...], ...] = declared(
        OWNER, "hands", converter=_hands, codec="hands", zone="rows",
        view=(("hand", lambda s, p: s.hands[p]), ("hand_sizes", lambda s, p: s.hand_sizes), ("backs", _backs)))
    draw_pile: tuple[Card, ...] = declared(  # top first
        HIDDEN, "cards", converter=_cards, codec="cards",
        view=(("draw_pile_size", lambda s, p: len(s.draw_pile)), ("draw_pile_back", _draw_back)))
    discard_pile: tuple[Card, ...] = declared(PUBLIC, "pile", converter=_cards, codec="cards", zone="list")  # bottom first
    color: str | None = declared(PUBLIC, "colour?")
    direction: int = declared(PUBLIC, "direction")
    to_act: int = declared(PUBLIC, "seat")
    dealer: int = declared(PUBLIC, "seat")
    scores: tuple[int, ...] = declared(PUBLIC, "scores", converter=_ints, zone="list")
    phase: str = declared(PUBLIC, "phase", default=TURN)
    drawn: Card | None = declared(  # only its drawer sees the card just drawn
        OWNER, "card?", default=None, codec="card", view=(("drawn", lambda s, p: s.drawn if p == s.to_act else None),))
    pending_draw: int = declared(PUBLIC, "count", default=0)
    challenge: PendingChallenge | None = declared(  # who played it is public, the verdict is not
        HIDDEN, "challenge?", default=None, codec="challenge", view=(("challenge_from", _challenge_from),))
    uno_at_risk: int | None = declared(PUBLIC, "seat?", default=None)
    # Per status the variant declares (in its order), per seat: how many of that seat's
    # turn starts are left before the status ends (0: not held). Empty: nobody holds any.
    statuses: tuple[tuple[int, ...], ...] = declared(PUBLIC, "statuses", default=(), converter=_rows, zone="rows")
    round_winner: int | None = declared(PUBLIC, "seat?", default=None)
    winner: int | None = declared(PUBLIC, "seat?", default=None)
    rng: int = declared(HIDDEN, "rng", default=0)
    round: int = declared(PUBLIC, "round", default=1)
    # Per seat, 1 when the player is out of the game for the rest of the round (knocked
    # out: ``knock out at N cards``); empty: nobody is out.
    out: tuple[int, ...] = declared(PUBLIC, "out", default=(), converter=_ints, zone="list")
    # While a colour is named by someone else than the card's player: what the card's
    # clause does after the choice (the draw until that colour, a lost turn).
    held: HeldEffects | None = declared(PUBLIC, "held?", default=None, codec="held")
    # Of a two-sided deck (UNO Flip): which side is up, 0 for the first (every card in
    # every zone shows that side's face). A one-sided deck stays at 0.
    side: int = declared(PUBLIC, "side", default=0)
    # While an effect waits for players to pick cards of their own hands (cards passed on,
    # say): per seat, the cards it picked so far, still in its hand. Only their holder sees
    # them. Empty: nobody is picking.
    picked: tuple[tuple[Card, ...], ...] = declared(
        OWNER, "picked", default=(), converter=_hands, codec="hands", zone="rows",
        view=(("picks", _picks),))

    def __getstate__(self) -> dict[str, Any]:
        # A copy or a pickle carries the fields only: the copy is checked afresh.
        return {k: v for k, v in self.__dict__.items() if k != CHECKED_BY}

    @property
    def top(self) -> Card:
        """The top card of the discard pile."""
        return self.discard_pile[-1]

    @property
    def round_over(self) -> bool:
        """The round has ended (someone went out); the game may have ended too."""
        return self.phase in (ROUND_OVER, GAME_OVER)

    @property
    def game_over(self) -> bool:
        """The game has ended: someone reached the target; ``winner`` names the winner."""
        return self.phase == GAME_OVER

    @property
    def hand_sizes(self) -> tuple[int, ...]:
        """How many cards each seat holds, in seat order."""
        return tuple(len(h) for h in self.hands)

    def is_out(self, seat: int) -> bool:
        """The seat has been knocked out of this round (``knock out at N cards``)."""
        return bool(self.out) and self.out[seat] == 1

    def holders(self, status: int) -> tuple[int, ...]:
        """The seats holding the variant's ``status``-th status, in seat order."""
        row = self.statuses[status] if status < len(self.statuses) else ()
        return tuple(i for i, k in enumerate(row) if k > 0)

    def all_cards(self) -> list[Card]:
        """Every card in every zone (for conservation checks), each as the deck has it:
        with a two-sided deck's other side up, turned back over, so a flip moves no card."""
        out = list(self.draw_pile)
        out.extend(self.discard_pile)
        for h in self.hands:
            out.extend(h)
        return [c.flipped() for c in out] if self.side else out


FIELDS: tuple[attrs.Attribute[Any], ...] = tuple(attrs.fields(GameState))

_new = object.__new__
_set = object.__setattr__


def state_of(fields: dict[str, Any]) -> GameState:
    """The GameState with these fields (all of them, already tuples), without attrs'
    __init__: the engine builds one per action, and twenty arguments were a large part
    of its cost. ``fields`` becomes the state's own dict: do not touch it afterwards.
    A mark of trust copied along with another state's fields is dropped: only the
    rules' public methods grant it."""
    fields.pop(CHECKED_BY, None)
    state: GameState = _new(GameState)
    _set(state, "__dict__", fields)
    return state


def shown(x: object, form: Callable[[object], str] = repr) -> str:
    """``form(x)`` kept short, and safe on anything: a number too long to print, a
    value whose own str or repr fails (an action or a state may come from anywhere)."""
    try:
        if isinstance(x, int) and x.bit_length() > 64:
            return f"<a {x.bit_length()}-bit number>"
        text = form(x)
    except Exception:  # noqa: BLE001 - the value's own methods failed
        return f"<a {type(x).__name__} that cannot be shown>"
    return text if len(text) <= 40 else text[:37] + "..."


@frozen
class Action:
    """One thing a player does. ``str(action)`` reads like a scenario step."""

    kind: str
    player: int
    card: Card | None = None
    color: str | None = None
    target: int | None = None
    report: str | None = None
    # Which of the actions printed on the card its player picks (from 1), for a card that
    # offers a choice (``player chooses one of: ...``).
    option: int | None = None

    def __str__(self) -> str:
        # Every part through shown(): this also names malformed actions in error messages.
        parts = [f"p{shown(self.player, str)}", shown(self.kind, str)]
        if self.report is not None:
            parts.append(shown(self.report, str))
        if self.card is not None:
            parts.append(shown(self.card, str))
        if self.color is not None:
            parts.append(shown(self.color, str))
        if self.target is not None:
            parts.append(f"-> p{shown(self.target, str)}")
        if self.option is not None:
            parts.append(f"#{shown(self.option, str)}")
        return " ".join(parts)


@frozen
class PlayerView:
    """What one player may see: built from the state's field declarations
    (``Rules.view``). It has no field for another hand or the draw order."""

    player: int
    variant: str
    players: int
    hand: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    draw_pile_size: int
    discard_pile: tuple[Card, ...]
    color: str | None
    direction: int
    to_act: int
    dealer: int
    scores: tuple[int, ...]
    phase: str
    drawn: Card | None
    pending_draw: int
    challenge_from: int | None
    uno_at_risk: int | None
    statuses: tuple[tuple[int, ...], ...]  # public: everyone sees who holds a status
    round_winner: int | None
    winner: int | None
    round: int = field(default=1)
    out: tuple[int, ...] = field(default=())  # per seat, 1: knocked out this round
    held: HeldEffects | None = field(default=None)  # what the card does once the colour is named
    side: int = field(default=0)  # of a two-sided deck: which side is up
    # Of a two-sided deck: per seat, the faces the others see of that seat's hand (the
    # face down of each card, in hand order); the viewer's own entry is empty. One-sided: ().
    backs: tuple[tuple[Card | None, ...], ...] = field(default=())
    draw_pile_back: Card | None = field(default=None)  # what shows of the draw pile's top card
    # While an effect waits for picks: per seat, the cards it picked (another seat's as None).
    picks: tuple[tuple[Card | None, ...], ...] = field(default=())

    @property
    def top(self) -> Card:
        return self.discard_pile[-1]


def view_parts() -> tuple[ViewPart, ...]:
    """Every (view field, value) a view is made of, read from the field declarations:
    a public field is itself unless it says otherwise, an owner's or a hidden one shows
    only what its declaration gives."""
    out: list[ViewPart] = []
    for f in FIELDS:
        parts = f.metadata["view"]
        if parts is None:
            parts = _same(f.name) if f.metadata["seen"] == PUBLIC else ()
        out.extend(parts)
    return tuple(out)


_VIEW = view_parts()


def view_of(s: GameState, player: int) -> PlayerView:
    """What ``player`` may see of ``s``."""
    return PlayerView(player=player, **{name: value(s, player) for name, value in _VIEW})
