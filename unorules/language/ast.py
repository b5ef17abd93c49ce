"""The AST of a variant file: one frozen class per clause kind, with its position.

Conditions and effects are already the IR primitives (they need no resolving); what
the compiler still resolves is names: aliases, selectors and ``extends``. Every clause
has a ``key``: a variant that ``extends`` another replaces the parent's clause with the
same key, and ``without <key>`` removes one. The compiler handles every class here
and refuses any other (see ``unorules.language.compiler.HANDLED``).
"""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.conditions.base import Cond
from unorules.ir.effects.base import Effect


@frozen
class Selector:
    """Which card kinds a clause is about: named kinds, all number cards, or any card."""

    what: str  # "kinds" | "numbers" | "any"
    names: tuple[str, ...] = ()

    def __str__(self) -> str:
        if self.what == "any":
            return "any card"
        if self.what == "numbers":
            return "number cards"
        return ", ".join(self.names)


@frozen(kw_only=True)
class Clause:
    """One clause of a variant file: where it is written, its source line and the notes
    written after it. ``kind`` is its leading keyword."""

    kind: ClassVar[str] = ""
    line: int
    column: int
    file: str = "<string>"
    text: str = ""
    notes: tuple[str, ...] = ()
    quotes: tuple[tuple[str, str], ...] = ()  # (the sheet's words, their English or "")
    readings: tuple[str, ...] = ()

    @property
    def key(self) -> str:
        return self.kind

    def where(self) -> str:
        return f"{self.file}:{self.line}"


@frozen(kw_only=True)
class VariantClause(Clause):
    kind: ClassVar[str] = "variant"
    name: str


@frozen(kw_only=True)
class ExtendsClause(Clause):
    kind: ClassVar[str] = "extends"
    name: str


@frozen(kw_only=True)
class TitleClause(Clause):
    kind: ClassVar[str] = "title"
    value: str


@frozen(kw_only=True)
class AboutClause(Clause):
    kind: ClassVar[str] = "about"
    value: str


@frozen(kw_only=True)
class NoteClause(Clause):
    """``note``, ``quote`` or ``reading``: text about the clause above it."""

    kind: ClassVar[str] = "note"
    value: str
    style: str = "note"  # note | quote | reading
    gloss: str = ""  # a quote's English


@frozen(kw_only=True)
class PlayersClause(Clause):
    kind: ClassVar[str] = "players"
    low: int
    high: int


@frozen(kw_only=True)
class ColoursClause(Clause):
    kind: ClassVar[str] = "colours"
    colours: tuple[str, ...]


@frozen(kw_only=True)
class SideClause(Clause):
    """One side of a two-sided deck and its colours; the first side written is up at the deal."""

    kind: ClassVar[str] = "side"
    name: str
    colours: tuple[str, ...]

    @property
    def key(self) -> str:
        return f"side {self.name}"


FaceText = tuple[str | None, str]  # (colour or None, kind) as written


def face_text(face: FaceText) -> str:
    return face[1] if face[0] is None else f"{face[0]} {face[1]}"


@frozen(kw_only=True)
class PairClause(Clause):
    """The other faces of the cards that show ``front`` on the first side, one per card."""

    kind: ClassVar[str] = "pair"
    front: FaceText
    backs: tuple[FaceText, ...]

    @property
    def key(self) -> str:
        return f"pair {face_text(self.front)}"


@frozen(kw_only=True)
class DealClause(Clause):
    kind: ClassVar[str] = "deal"
    cards: int


@frozen(kw_only=True)
class CardClause(Clause):
    kind: ClassVar[str] = "card"
    name: str
    coloured: bool
    count: int  # per colour when coloured, in all otherwise
    number: bool
    points: int | None  # None: face value
    side: str = ""  # of a two-sided deck: the one side its faces are on ("": every side)

    @property
    def key(self) -> str:
        return f"card {self.name}"


@frozen(kw_only=True)
class AliasClause(Clause):
    kind: ClassVar[str] = "alias"
    alias: str
    card: str

    @property
    def key(self) -> str:
        return f"alias {self.alias}"


@frozen(kw_only=True)
class ExpectClause(Clause):
    kind: ClassVar[str] = "expect"
    n: int
    what: str  # "total" | "per_colour" | "kind" | "numbers_per_colour"
    card: str | None = None

    @property
    def key(self) -> str:
        return expect_key(self.what, self.card)


def expect_key(what: str, card: str | None) -> str:
    return {
        "total": "expect cards",
        "per_colour": "expect cards per colour",
        "numbers_per_colour": "expect number cards per colour",
    }.get(what, f"expect {card}")


@frozen(kw_only=True)
class DealerClause(Clause):
    kind: ClassVar[str] = "dealer"
    highest_draw: bool = False
    symbols_count: int = 0
    ties_draw_again: bool = False


@frozen(kw_only=True)
class PlayClause(Clause):
    """``play <cards>: <condition>``: when a card may be played."""

    kind: ClassVar[str] = "play"
    selector: Selector
    cond: Cond

    @property
    def key(self) -> str:
        return f"{self.kind} {self.selector}"


@frozen(kw_only=True)
class RequireClause(PlayClause):
    """``require <cards>: <condition>``: a restriction (a challenge judges it, if any)."""

    kind: ClassVar[str] = "require"


@frozen(kw_only=True)
class OnClause(Clause):
    """``on <cards>: <effects>``: what a played card does."""

    kind: ClassVar[str] = "on"
    selector: Selector
    effects: tuple[Effect, ...]

    @property
    def key(self) -> str:
        return f"{self.kind} {self.selector}"


@frozen(kw_only=True)
class StartClause(OnClause):
    """``start <cards>: <effects>``: what a card turned over at the start does."""

    kind: ClassVar[str] = "start"


@frozen(kw_only=True)
class ChallengeClause(Clause):
    kind: ClassVar[str] = "challenge"
    card: str
    accepted: tuple[Effect, ...]
    guilty: tuple[Effect, ...]
    innocent: tuple[Effect, ...]

    @property
    def key(self) -> str:
        return f"challenge {self.card}"


@frozen(kw_only=True)
class DrawClause(Clause):
    kind: ClassVar[str] = "draw"
    until_playable: bool = False
    after: str = "may"  # "may" | "must"
    anytime: bool = True
    random: tuple[int, int] | None = None  # LOW to HIGH cards at random, then the turn ends


@frozen(kw_only=True)
class UnoClause(Clause):
    kind: ClassVar[str] = "uno"


@frozen(kw_only=True)
class PenaltyClause(Clause):
    kind: ClassVar[str] = "penalty"
    event: str
    effects: tuple[Effect, ...]

    @property
    def key(self) -> str:
        return f"penalty {self.event}"


@frozen(kw_only=True)
class ReportClause(Clause):
    kind: ClassVar[str] = "report"
    name: str
    cond: Cond | None
    effects: tuple[Effect, ...]

    @property
    def key(self) -> str:
        return f"report {self.name}"


@frozen(kw_only=True)
class StackClause(Clause):
    kind: ClassVar[str] = "stack"
    card: str
    on: str

    @property
    def key(self) -> str:
        return f"stack {self.card} on {self.on}"


@frozen(kw_only=True)
class StatusClause(Clause):
    """``status NAME: ends after N turn starts of its holder``: a per-player status."""

    kind: ClassVar[str] = "status"
    name: str
    turns: int

    @property
    def key(self) -> str:
        return f"status {self.name}"


@frozen(kw_only=True)
class ClaimClause(Clause):
    """``claim ...``: the designer's intent, which ``unorules verify`` proves or refutes.

    ``what``: ``acts_as`` (``like`` the other card), ``skips``, ``passes_on``, ``draws``
    (``n`` cards), ``reverses``, ``hands_left`` / ``hands_right`` / ``hands_on`` (every
    hand goes to the next seat to the left, to the right, or in the direction of play)
    (a card's effect on the turn, with ``players`` players,
    or that many or more when ``at_least``, or every count when None); ``round_ends``;
    ``penalty`` (the event ``card`` costs ``n`` cards); ``start_dealer`` (the card
    ``card`` turned over at the start lets the dealer play first)."""

    kind: ClassVar[str] = "claim"
    what: str = "acts_as"
    players: int | None = None
    at_least: bool = False
    card: str = ""
    like: str = ""
    n: int = 0

    @property
    def key(self) -> str:
        return claim_key(self.what, self.players, self.at_least, self.card, self.like, self.n)


CLAIM_WORDS = {
    "acts_as": "acts as {like}",
    "skips": "skips the next player",
    "passes_on": "passes the turn to the next player",
    "draws": "makes the next player draw {n}",
    "reverses": "reverses the direction",
    "next_names": "lets the next player name the colour",
    "hands_left": "passes every hand left",
    "hands_right": "passes every hand right",
    "hands_on": "passes every hand on",
}


def claim_key(what: str, players: int | None, at_least: bool, card: str, like: str, n: int) -> str:
    """The claim as one canonical line (the key ``without claim ...`` names)."""
    if what == "round_ends":
        return "claim a round always ends"
    if what == "penalty":
        return f"claim penalty {card} costs {n} card{'' if n == 1 else 's'}"
    if what == "start_dealer":
        return f"claim when {card} starts the round the dealer plays first"
    count = "" if players is None else f"with {players} {'or more ' if at_least else ''}players "
    return f"claim {count}{card} " + CLAIM_WORDS[what].format(like=like, n=n)


@frozen(kw_only=True)
class JumpInClause(Clause):
    kind: ClassVar[str] = "jump_in"
    cond: Cond

    @property
    def key(self) -> str:
        return "jump in"


@frozen(kw_only=True)
class TogetherClause(Clause):
    """``together <cards>: <condition>``: after playing such a card, the player may
    add more of them, one at a time, each meeting the condition against the card just
    laid; the last one's colour counts."""

    kind: ClassVar[str] = "together"
    selector: Selector
    cond: Cond

    @property
    def key(self) -> str:
        return together_key(self.selector)


def together_key(selector: Selector | str) -> str:
    return f"together {selector}"


@frozen(kw_only=True)
class KnockOutClause(Clause):
    kind: ClassVar[str] = "knock_out"
    cards: int  # a player who holds this many cards or more is out of the round
    bonus: int = 0  # points the round's winner scores for each player knocked out in it

    @property
    def key(self) -> str:
        return "knock out"


@frozen(kw_only=True)
class LastCardClause(Clause):
    kind: ClassVar[str] = "last_card"
    rule: str  # "draws" | "everything" | "nothing"

    @property
    def key(self) -> str:
        return "last card"


@frozen(kw_only=True)
class ScoringClause(Clause):
    kind: ClassVar[str] = "scoring"
    rule: str  # "winner" | "penalty" | "partners"


@frozen(kw_only=True)
class TargetClause(Clause):
    kind: ClassVar[str] = "target"
    points: int

    @property
    def key(self) -> str:
        return "game ends"


@frozen(kw_only=True)
class EmptyPilesClause(Clause):
    kind: ClassVar[str] = "empty_piles"
    rule: str

    @property
    def key(self) -> str:
        return "empty piles"


@frozen(kw_only=True)
class WithoutClause(Clause):
    kind: ClassVar[str] = "without"
    target: str  # the key of the clause it removes

    @property
    def key(self) -> str:
        return f"without {self.target}"


def clause_classes() -> tuple[type[Clause], ...]:
    """Every clause class (the compiler must handle each one)."""
    # attrs rebuilds slotted classes, so a class may be listed twice: keep the one the
    # module holds.
    import sys

    out: dict[str, type[Clause]] = {}
    todo = list(Clause.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        current = getattr(sys.modules[cls.__module__], cls.__name__, None)
        if isinstance(current, type) and issubclass(current, Clause):
            out[cls.__name__] = current
    return tuple(out[name] for name in sorted(out))
