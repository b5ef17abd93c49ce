"""What a primitive needs from each reader that runs it, as protocols.

A primitive keeps its meanings side by side (``run`` for the engine, ``fast`` for the
engine's fast paths, ``symbolic`` for the verifier, ``english`` for the rule book). The
IR does not import those readers: it states here what it uses of them, and each reader
passes an object of its own that has it (``unorules.engine.table.Table``,
``unorules.engine.fastpath.FastPlay``, ``unorules.verify.symbolic.SymTable``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol

from unorules.cards import Card


class Words(Protocol):
    """Who the words of an effect refer to while it runs (the engine's ``Ctx``)."""

    player: int
    target: int | None
    colour: str | None
    final: bool
    option: int | None  # which of the card's printed actions the play picked (from 1)


class Probe(Protocol):
    """What a condition may look at."""

    card: Card
    top: Card
    color: str | None
    hand: tuple[Card, ...]  # the hand the card is in, without the card itself
    players: int
    # Who the condition's subject words name, and every status's count per seat.
    player: int
    target: int | None
    dealer: int
    direction: int
    statuses: Mapping[str, Sequence[int]]
    sizes: Sequence[int]  # every seat's hand size (empty where no condition may ask)
    played_on: Card | None  # in an effect's 'if': the card the played card covers, if known

    def plays(self, card: Card) -> bool:
        """``card``, from the probe's hand, meets its own play condition on the top card."""
        ...

    def can_play(self, seat: int) -> bool:
        """``seat`` holds a card it may legally play on the top card now."""
        ...


class Table(Protocol):
    """The engine's scratch copy of a state, as effects change it."""

    players: int
    hands: list[list[Card]]
    discard: list[Card]
    draw: list[Card]  # top last
    side: int  # of a two-sided deck: which side is up (0: the first)
    color: str | None
    direction: int
    pending_draw: int
    statuses: list[list[int]]  # per status the variant declares, per seat
    picked: list[list[Card]]  # per seat, the cards picked for an effect that waits ([]: none)
    # What the effects ask of the turn order.
    skips: int
    plays_first: int | None
    chooser: int | None
    turn_another: bool
    turn_ends: bool
    challenge_open: bool
    stack_open: bool

    def seats(self, who: str, ctx: Any) -> tuple[int, ...]: ...
    def is_out(self, seat: int) -> bool: ...
    def seat_after(self, seat: int, steps: int = 1) -> int: ...
    def draw_cards(self, seat: int, n: int) -> list[Card]: ...
    def shuffle(self, items: list[Card]) -> None: ...
    def random_count(self, low: int, high: int) -> int: ...
    def probe(self, ctx: Any, card: Card | None = None) -> Probe: ...
    def status_index(self, name: str) -> int: ...


class Turn(Table, Protocol):
    """The engine's scratch table as a clause kind's engine part sees it at a named point
    of the turn (:mod:`unorules.engine.hooks`)."""

    rules: Any  # the bound rules (unorules.engine.tables.Bound)
    to_act: int
    phase: str
    scores: list[int]
    round: int  # the round being played, from 1
    out: list[int]  # per seat, 1 for a seat knocked out of the round ([] where none can be)
    uno_at_risk: int | None
    challenge: Any
    held: Any

    drawn: Card | None  # the card just drawn, while it may be played

    def begin_turn(self, seat: int) -> None: ...
    def end_round(self, winner: int) -> None: ...
    def reset_outcome(self) -> None:
        """Forget what earlier effects of the action asked of the turn order."""
        ...
    def pend_challenge(self, player: int, kind: str, guilty: bool) -> None:
        """``player``'s card of ``kind`` awaits a challenge; ``guilty``: it broke its restriction."""
        ...
    def forget_lost_drawn(self) -> None:
        """A card just drawn that left the hand (a penalty beside the turn) can no longer be played."""
        ...


class Listing(Protocol):
    """What a clause kind's engine part may ask the engine about one variant: which cards
    may be played, and the engine's own action objects (unorules.engine.services)."""

    def playable(self, card: Card, top: Card, color: str | None, hand: Sequence[Card], players: int) -> bool:
        """``card`` (in ``hand``) may be played on ``top`` by its play rule and restriction."""
        ...

    def hand_probe(self, card: Card, top: Card, color: str | None, hand: Sequence[Card], players: int) -> Probe:
        """The probe of a play: ``card`` from ``hand`` (which still holds it)."""
        ...

    def card_probe(self, card: Card, top: Card, color: str | None, players: int) -> Probe:
        """The probe of ``card`` against the top card alone (no hand)."""
        ...

    def act(self, kind: str, player: int, card: Card | None = None, color: str | None = None,
            target: int | None = None, report: str | None = None) -> Any:
        """The action (the engine's memoised object)."""
        ...

    def sample_index(self, n: int, state: int) -> tuple[int, int]:
        """A uniform index below ``n`` from the game's generator at ``state``: (new state, index)."""
        ...

    def plays(self, players: int, player: int, card: Card) -> tuple[Any, ...]:
        """Every way to play ``card`` (one per colour for wilds, one per target)."""
        ...

    def allowed_on(self, cond: Any, top: Card, color: str | None) -> frozenset[Card]:
        """The fast paths' table: of the cards whose playability needs nothing else, those
        the local condition ``cond`` allows on (top, colour)."""
        ...

    def meeting(self, cond: Any, top: Card, color: str | None) -> frozenset[Card]:
        """The fast paths' table: every card of the deck the local condition ``cond``
        holds for on (top, colour), whatever its playability."""
        ...

    def playable_on(self, top: Card, color: str | None) -> frozenset[Card]:
        """The fast paths' table: the cards of the deck playable on (top, colour) whose
        playability needs nothing else (never a card of ``slow_kinds``)."""
        ...

    @property
    def slow_kinds(self) -> frozenset[str]:
        """Kinds whose playability needs the hand (never in ``allowed_on``)."""
        ...

    def in_order(self, cards: Sequence[Card]) -> list[Card]:
        """The distinct cards, in the variant's card order (how actions are listed)."""
        ...

    @property
    def rules(self) -> Any:
        """The bound rules (unorules.engine.tables.Bound)."""
        ...

    def honest(self, card: Card, top: Card, color: str | None, hand: Sequence[Card], players: int) -> bool:
        """``card`` is playable without a bluff: it also keeps a restriction only a challenge judges."""
        ...

    def report_probe(self, s: Any, reporter: int, target: int) -> Probe:
        """What a report's condition reads: the top card, no hand, who reports whom."""
        ...

    def unplayable(self, card: Card, s: Any, hand: Sequence[Card]) -> str:
        """Why ``card`` (in ``hand``) may not be played in state ``s``, in words."""
        ...

    def need(self, s: Any) -> str:
        """What the player to act must do in state ``s``, in words ("play a card or draw")."""
        ...


class Acting(Listing, Protocol):
    """What a clause kind's engine part may ask of the engine while it applies an action:
    the cards' clauses run and the turn decided as for any play."""

    def run_effects(self, t: Turn, effects: Sequence[Any], player: int, target: int | None = None) -> None:
        """Run ``effects`` in order for ``player`` (``target``: whom they name)."""
        ...

    def run_clause(self, t: Turn, place: str, kind: str, player: int) -> bool:
        """Run the clause of card ``kind`` at ``place`` (an outcome of a challenge, say) for
        ``player``; True when its rest waits for a colour to be named."""
        ...

    def finish(self, t: Turn, player: int) -> None:
        """Decide who acts next after ``player``'s effects, as after any play."""
        ...


class FastPlay(Protocol):
    """A card played in turn, as the engine's fast path lets an effect change it."""

    named: str | None
    colour: str | None
    direction: int
    skips: int
    challenge_open: bool
    pending: int
    stack_open: bool
    hands: list[tuple[Card, ...]]
    discard: tuple[Card, ...]  # bottom first, the card played on top

    player: int
    target: int | None  # the other player the play names, if it names one
    plays_first: int | None
    chooser: int | None

    def draw(self, who: str, n: int) -> bool: ...
    def draw_random(self, who: str, low: int, high: int) -> bool: ...
    def draw_until_colour(self, who: str) -> bool: ...
    def seats(self, who: str) -> tuple[int, ...] | None: ...
    def give(self, status: str, who: str, turns: int) -> bool: ...
    def turn_over(self) -> None: ...
    def probe(self) -> Probe: ...


class Lowering(Protocol):
    """What a primitive's kernel part (``lowered``), or a clause kind's flags
    (``lowered_flags``), may ask of the kernel's lowering (:mod:`unorules.kernel.lower`,
    which keeps the opcodes' numbers)."""

    def op(self, name: str) -> int:
        """The number of the opcode ``name`` (``"E_DRAW"``, ``"C_HOLDS"``)."""
        ...

    def word(self, who: str) -> int:
        """The code of a subject word."""
        ...

    def status(self, name: str) -> int:
        """The index of a status the variant declares."""
        ...

    def cond(self, cond: Any) -> int:
        """The offset of a whole condition's program (a guard's)."""
        ...

    def cond_ops(self, cond: Any) -> list[int]:
        """A condition's postfix (op, arg) pairs, to stand inside another's."""
        ...

    def effect_ops(self, effect: Any) -> list[int]:
        """An effect's ops, four ints each, to stand inside another's."""
        ...

    def effects(self, effects: Sequence[Any]) -> int:
        """The index of a whole effect list's row (a penalty's)."""
        ...

    def refuse(self, why: str) -> Exception:
        """The kernel's refusal of this primitive as written (the numbers it has), ``why``."""
        ...


class Phrasing(Protocol):
    """The rule book's words for one rule set ``rules`` (``unorules.docs.rulebook.Phrased``),
    as a clause kind's sentence names what its rule concerns: the card kinds as this book
    calls them, and conditions after a verb. Plain text, not escaped."""

    @property
    def rules(self) -> Any: ...  # the RuleSet the words are for

    def card(self, name: str) -> str: ...  # a card kind's name in running text
    def cards(self, names: Iterable[str]) -> str: ...  # "Skip and Reverse cards", "every card"
    def when(self, cond: Any) -> str: ...  # "at any time", "when ..."


class Changes(Phrasing, Protocol):
    """The rule book's "what this variant changes" list, as a clause kind's ``changes``
    adds its lines (``unorules.docs.rulebook.ChangeList``): the two rules compared, and
    the book's own words for what a line names (cards, effects, conditions; a kind's own
    sentence for a rule speaks through ``Phrasing``, the parent's through ``of``). Lines
    are reStructuredText: ``esc`` a text from the catalogs; ``sentence`` and ``new_card``
    are escaped already."""

    rules: Any  # the variant's RuleSet (the words ``card``, ``cards`` and ``when`` are for it)
    parent: Any  # the RuleSet it extends
    claims: tuple[str, str] | None  # the verifier's (result, detail) for the claims, when it ran
    english: bool  # the book is the English one (for the variant's editors too)

    def say(self, tags: tuple[str, ...], text: str) -> None:
        """A line on the fields ``tags`` ("" says nothing but still names them)."""
        ...

    def now(self, tags: tuple[str, ...], what: str, new: str, old: str) -> None:
        """A line "**what:** new **Before:** old" (each reStructuredText already)."""
        ...

    def also(self, tags: tuple[str, ...], said: str) -> bool:
        """Add ``tags`` to the first line so far whose text holds ``said`` (a line that says
        the change already); False when no line does."""
        ...

    def also_with(self, tags: tuple[str, ...], field: str) -> bool:
        """Add ``tags`` to the first line so far that speaks of the RuleSet ``field``; False
        when none does."""
        ...

    def of(self, rules: Any) -> Phrasing:
        """The book's words for ``rules`` (the parent, when a sentence says what it was)."""
        ...

    def esc(self, text: str) -> str: ...
    def official(self, name: str) -> str: ...  # a card's name as the sheet prints it
    def colour(self, name: str) -> str: ...
    def side(self, name: str) -> str: ...
    def sentence(self, effects: tuple[Any, ...], place: str = "") -> str: ...  # escaped
    def new_card(self, name: str) -> str: ...  # escaped: everything a new card does
    def box(self) -> str: ...  # the title of the section on what is in the box
    def report_name(self, name: str) -> str: ...
    def status_name(self, name: str) -> str: ...


# The verifier's symbolic table holds Z3 terms, which carry no static types: a
# primitive's ``symbolic`` meaning reads and sets them through this alias
# (unorules.verify.symbolic.SymTable and SymProbe are the objects passed).
SymTable = Any
SymProbe = Any


class SymModel(Protocol):
    """What a clause kind's symbolic part may ask of the verifier's model
    (:class:`unorules.verify.model.Model`) while it builds a transition: the turn
    structure's own steps, as :class:`Acting` gives them to the engine part. ``z`` is a
    symbolic table (SymTable) the part changes in place; seats and counts are Z3 terms."""

    @property
    def rules(self) -> Any:
        """The variant's rules (unorules.engine.rules.Rules)."""
        ...

    @property
    def shape(self) -> Any:
        """The table's form: player counts, colours, kinds (unorules.verify.symbolic.Shape)."""
        ...

    @property
    def phases(self) -> Mapping[str, int]:
        """Each phase's number in the model (the values of ``z.phase``)."""
        ...

    @property
    def points(self) -> Sequence[tuple[str, str, int]]:
        """Where a clause's rest may wait for a colour named later."""
        ...

    def begin_turn(self, z: SymTable, seat: Any) -> None:
        """``seat``'s turn begins (their statuses count down)."""
        ...

    def end_round(self, z: SymTable, winner: Any) -> None:
        """The round ends, won by ``winner`` (the game may end with it: the model has no scores)."""
        ...

    def finish(self, z: SymTable) -> None:
        """Decide who acts next after ``z.player``'s effects, as after any play."""
        ...

    def reset_outcome(self, z: SymTable) -> None:
        """Forget what earlier effects asked of the turn order."""
        ...

    def run(self, z: SymTable, effects: tuple[Any, ...], place: str = "", kind: str = "", start: int = 0) -> None:
        """The effects in order (the clause of card ``kind`` at ``place``, from ``start``:
        its rest held where a colour is named later)."""
        ...

    def seat(self, z: SymTable, s: Any) -> Any:
        """``s`` is a seat of the table."""
        ...

    def report_probe(self, z: SymTable) -> SymProbe:
        """What a report's condition reads: the top card, no hand, the reporter and the target."""
        ...

    def legal(self, kind: str, p: SymProbe) -> Any:
        """A card of ``kind`` may be played by its own rules (its play rule, and its
        restriction unless a challenge judges it), as engine.legality.playable."""
        ...

    def guilt(self, kind: str, p: SymProbe) -> Any:
        """A card of ``kind`` broke its restriction (what a challenge of it finds)."""
        ...

    def card_probe(self, z: SymTable, kind: Any, colour: Any) -> SymProbe:
        """The probe of a card (its kind's number and its colour, Z3 terms) against the top
        card alone, no hand (Listing.card_probe)."""
        ...

    def fresh_int(self, name: str) -> Any:
        """A fresh Z3 integer named after ``name`` (a value the part ties to its definition)."""
        ...

    def fresh_bool(self, name: str) -> Any:
        """A fresh Z3 Boolean named after ``name``."""
        ...

    def input_bool(self, v: dict[str, Any], name: str) -> Any:
        """A fresh Boolean input of the step (in ``v``, its inputs), named ``name``: what the
        counts cannot tell and the engine check reads off the concrete state."""
        ...
CardSeq = Sequence[Card]
