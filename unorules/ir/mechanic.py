"""What every clause kind of the language declares about itself, and the registry.

A clause kind (a *mechanic*: the draw rule, stacking, a challenge, jump-in, knock-outs,
scoring, ...) is one class in one module of ``unorules/ir/mechanics/``, the twin of a
primitive (:mod:`unorules.ir.primitive`). The class says, side by side:

- its phrase in the language (``phrase``: a Lark rule body, without the end of the
  line), the named alternatives it uses (``parts``), and the words ``without`` names it
  by (``key_phrase``). The grammar rules and the transformer's callbacks are built from
  these (:mod:`unorules.language.grammar`, :mod:`unorules.language.transform`): the
  phrase's values (names, numbers, selectors, conditions, effects, texts) fill the
  class's own attrs fields in order, and an alternative of a part gives keyword values;
- an example clause and the class docstring, which the language reference prints.

An instance is one clause as written: its meaning (the class's own fields, compared by
``==``) and where it was written (``line``, ``column``, ``file``, ``text`` and the
notes after it, which ``==`` ignores). Defining the class registers it.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, Protocol, Self, TypeVar

import attrs
from attrs import field, frozen

from unorules.errors import VariantError
from unorules.i18n import _, capitalize

if TYPE_CHECKING:
    from unorules.cards import Card, CardKind
    from unorules.ir.conditions.base import Cond
    from unorules.ir.effects.base import Effect
    from unorules.ir.readers import Acting, Changes, Listing, Lowering, SymModel, SymTable, Turn


@frozen
class Part:
    """One alternative of a named part of a phrase, and what it gives.

    ``make``: the alternative is a value, ``make(*values)`` (a face, an outcome).
    Otherwise it gives keyword values: ``give`` (a callable there is called with the
    alternative's own values), ``names`` (its own values, by name, in order), and what
    the parts inside it gave."""

    body: str
    give: Mapping[str, Any] = {}
    names: tuple[str, ...] = ()
    make: Callable[..., Any] | None = None


def alt(body: str, *names: str, make: Callable[..., Any] | None = None, **give: Any) -> Part:
    return Part(body, give, names, make)


@frozen
class Given:
    """What an alternative of a part gave, by keyword (the transformer merges them)."""

    values: Mapping[str, Any]


class Refused(Exception):
    """A clause's own words cannot mean anything (a card without a count): the parser
    reports it at the clause's position."""

    def __init__(self, message: str, hint: str = "", clause: str = "") -> None:
        super().__init__(message)
        self.message, self.hint, self.clause = message, hint, clause


@frozen
class SymAction:
    """A transition a clause kind adds to the verifier's model (its ``symbolic_actions``):
    an action it takes, or an answer in a phase it owns. ``name`` is what the report
    prints, ``kind`` and ``args`` what the engine check asks the model for (a report by
    its name, a challenge's outcome by the card and the outcome); ``build(m, z, v, g)``
    makes the post-state from the fresh pre-state ``z`` (inputs ``v``), adding to ``g``
    when the engine takes this path, and returns the step's extra terms; ``target`` and
    ``named``: the action names another player, a colour."""

    name: str
    kind: str
    build: Callable[[SymModel, SymTable, dict[str, Any], list[Any]], dict[str, Any]]
    args: tuple[Any, ...] = ()
    target: bool = False
    named: bool = False


# The named points of the verifier's model at which a clause kind's symbolic part stands
# (a method of that name), beside the engine's (unorules.engine.hooks.POINTS).
SYMBOLIC_POINTS: dict[str, str] = {
    # (rules) -> SymActions: the transitions this kind adds to the model.
    "symbolic_actions": "the actions it takes",
    # (m, z) -> Z3 int: a pass in a phase this kind owns (phase_takes 'pass'), by the player
    # to act: how many seats on the turn moves (a lost turn passes over one more).
    "symbolic_pass": "a pass in its phase",
    # (m, z): after every action but the deal and the start (a rule that watches the table),
    # as the engine's after_action.
    "symbolic_after_action": "after an action",
    # (m, z) -> Z3 Booleans: what holds of every reachable state by this kind's rule (the
    # proofs' induction hypothesis), beside the turn structure's own.
    "symbolic_invariant": "what every state keeps",
    # (m, z) -> Z3 Booleans: the player a play names as its target may be one (check_target).
    "symbolic_check_target": "who may be a target",
    # (m, z, kind, colour) -> Z3 Booleans: a card (its kind's number, its colour) played by
    # a player not to act may be (check_out_of_turn); a kind with this part makes the model
    # offer such plays.
    "symbolic_check_out_of_turn": "who may act",
    # (m, z, kind, probe) -> (Z3 Booleans, Z3 Boolean): a card of ``kind``, one of
    # ``symbolic_phase_cards``, played in a phase this kind owns (phase_play): when it may
    # be, and the play rule it must meet (its own, or the phase's instead).
    "symbolic_phase_play": "a play in its phase",
    # (m, z, way, final): a card's effects ran (``way``: the symbolic_way of the phase it
    # was played in, "" for a turn), as the engine's after_effects.
    "symbolic_after_effects": "after a card's effects",
    # (m, kind, probe) -> {name: Z3 term}: what a card of ``kind`` played leaves for a later
    # answer to judge (its guilt, by the hand it was played from: ``probe``), as the
    # engine's after_effects records it; the terms are the step's extras.
    "symbolic_judged": "as a card is played",
    # (m, z, kind, v) -> (Z3 Boolean, table) | None: after a card of ``kind`` played in
    # turn and its effects, where the round goes on: when the turn stays with the player,
    # and the table it then is (after_play); None when this kind never keeps it.
    "symbolic_after_play": "after a play",
}


# Clause rule name -> its class, for every class that declares a phrase.
MECHANICS: dict[str, type[Clause]] = {}
# Part rule name -> the class declaring it (a part is one rule of the whole grammar).
PARTS: dict[str, type[Clause]] = {}


@frozen(kw_only=True)
class Clause:
    """One clause of a variant file (see the module docstring). ``kind`` is its leading
    keyword, as the rule book and the compiler's messages name it."""

    kind: ClassVar[str] = ""
    phrase: ClassVar[str] = ""  # a Lark rule body; "" for a base class
    line_end: ClassVar[str] = "_NL"  # what ends the phrase ("" where the phrase says it)
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {}
    key_phrase: ClassVar[str] = ""  # what 'without' writes after it; "": cannot be removed
    example: ClassVar[str] = ""  # a clause of this kind, as a variant file writes it

    line: int = field(eq=False)
    column: int = field(eq=False)
    file: str = field(default="<string>", eq=False)
    text: str = field(default="", eq=False)
    notes: tuple[str, ...] = field(default=(), eq=False)
    quotes: tuple[tuple[str, str], ...] = field(default=(), eq=False)  # (the sheet's words, their English or "")
    readings: tuple[str, ...] = field(default=(), eq=False)
    designer: tuple[str, ...] = field(default=(), eq=False)  # for the file's designers, never shown to players
    agreed: bool = field(default=False, eq=False)  # the rule is what the table agrees before the game
    options: tuple[str, ...] = field(default=(), eq=False)  # optional rules a table may play instead
    # (language, the English text, its translation) of the notes and readings above.
    translations: tuple[tuple[str, str, str], ...] = field(default=(), eq=False)

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        if cls.__dict__.get("phrase"):
            name = rule_name(cls)
            old = MECHANICS.get(name)
            # attrs rebuilds a slotted class, so the same class may arrive twice.
            if old is not None and (old.__module__, old.__qualname__) != (cls.__module__, cls.__qualname__):
                raise TypeError(f"two clause kinds are called {name}: {old} and {cls}")
            MECHANICS[name] = cls
            for part in cls.__dict__.get("parts", {}):
                owner = PARTS.get(part)
                if owner is not None and owner.__qualname__ != cls.__qualname__:
                    raise TypeError(f"the part {part!r} of {cls} is already {owner}'s")
                PARTS[part] = cls

    # --- words -----------------------------------------------------------------
    @classmethod
    def own_fields(cls) -> tuple[str, ...]:
        """The fields the phrase fills: the class's own, not where it was written."""
        base = {f.name for f in attrs.fields(Clause)}
        return tuple(f.name for f in attrs.fields(cls) if f.name not in base)

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        """The clause from its phrase's values (in order), its parts' keyword values and its
        position; a class whose one line says several clauses returns them all."""
        named = dict(zip(cls.own_fields(), values, strict=False))
        return cls(**named, **given, **pos)

    @classmethod
    def key_of(cls, values: Sequence[Any], given: Mapping[str, Any]) -> str:
        """The key a ``without`` line names, from the values of ``key_phrase``."""
        return " ".join([cls.kind.replace("_", " "), *(str(v) for v in values)])

    # --- meaning ---------------------------------------------------------------
    # When the compiler asks the kind for its part of the rules: 0 before the cards'
    # rules ('play', 'on', 'start') are resolved, 1 and up after them, in order.
    stage: ClassVar[int] = 1

    @classmethod
    def compile(cls, clauses: list[Self], c: Compiling) -> dict[str, Any]:
        """Check this kind's clauses of the variant (there may be none) and give its part of
        the rules: fields of :class:`unorules.ir.rules.RuleSet` by name. A kind the compiler
        reads itself (the deck, the cards' rules) gives nothing here."""
        return {}

    # Who reads this kind's clauses, for a kind that gives nothing through ``compile`` and
    # decides a rule (no ``no_rule``): the compiler's own reading of the deck, the players
    # and the cards' rules, or the parser, which attaches it to another clause. A kind with
    # none of the three means nothing, and the compiler refuses its clauses.
    read_by: ClassVar[str] = ""

    @classmethod
    def means(cls) -> bool:
        """Whether a clause of this kind is read by anything (compile, read_by, no_rule)."""
        return cls.compile.__func__ is not Clause.compile.__func__ or bool(cls.read_by or cls.no_rule)  # type: ignore[attr-defined]

    def goes_with(self, removed: str) -> bool:
        """Whether ``without <removed>`` (another clause's key) takes this clause away too:
        a rule that means nothing without the one removed."""
        return False

    # --- the engine's part: methods named after the points of the turn ------------
    # (unorules.engine.hooks.POINTS). The base defines each as doing nothing; a kind
    # takes part in play by defining its own. ``fast_paths``: the engine's fast paths
    # know this kind's part (a kind whose engine part they do not know sends every
    # action of its variants to the reference engine).
    fast_paths: ClassVar[bool] = True

    def after_action(self, t: Turn) -> None:
        return None

    def first_dealer(self, e: Listing, players: int, state: int) -> tuple[int, int]:
        """Who deals the first round of a game of ``players``, and the generator's state
        after the draws it took (from ``state``)."""
        return 0, state

    def at_deal(self, fields: dict[str, Any], players: int) -> None:
        """Set the state this kind keeps in a round's ``fields`` as it is dealt (each field
        starts at the state's default: what is left as it is needs nothing here)."""
        return None

    def colours_up(self, rules: Any, s: Any) -> tuple[str, ...]:
        """The colours a card may name in state ``s`` (the kind that decides which face is up)."""
        return tuple(rules.colours)

    def fast_after_action(self, s: Any, d: dict[str, Any]) -> bool:
        """On the fast paths, after an action: True when ``after_action`` would change
        nothing in the next state's fields ``d`` (made from state ``s``)."""
        return True

    def fast_after_play(self, e: Listing, s: Any, d: dict[str, Any], card: Card, player: int) -> bool | None:
        """``after_play`` on the fast paths (a kind that has one gives this too, or its
        variants take the reference engine): ``d`` holds the next state's fields after the
        card's effects; True when the turn stays with the player, ``d`` then saying so;
        None to send the play to the reference engine."""
        return False

    def round_scored(self, t: Turn, winner: int) -> None:
        return None

    # A phase of the turn this kind's engine part owns -> what the player to act must do
    # then (the engine's refusals say it); the engine asks the owner what may be done.
    phases: ClassVar[Mapping[str, str]] = {}
    # The action kinds besides 'play' this kind takes in the phases it owns (phase_act).
    phase_takes: ClassVar[frozenset[str]] = frozenset()
    # The action kinds this kind takes in any phase (act): 'draw', 'uno', 'report'.
    actions: ClassVar[frozenset[str]] = frozenset()
    # Action kind -> the refusal when a variant without a clause of this kind is asked to
    # take it (formatted with the action's ``player`` and ``report``, and ``passes``: where
    # a pass is allowed).
    refusals: ClassVar[Mapping[str, str]] = {}
    # Where a 'pass' is allowed ("after drawing", "after playing cards together").
    passes_after: ClassVar[str] = ""
    # What a player may do in their turn besides playing a card ("draw"), for the
    # engine's refusals; the actions themselves come from ``in_turn``.
    turn_words: ClassVar[str] = ""
    # Where this kind's parts stand among the other kinds' at every point (lower first):
    # the order of the out-of-turn actions, of the refusals' words, of the answers.
    listed: ClassVar[int] = 0

    def phase_actions(self, e: Listing, s: Any) -> list[Any]:
        """The legal actions of the player to act in a phase this kind owns."""
        return []

    def phase_play(self, e: Listing, s: Any, card: Card, a: Any) -> bool:
        """A play in a phase this kind owns: raise IllegalAction if it may not be made;
        False when it breaks the card's own play rule (a wrong card, which a penalty
        may take instead of refusing it)."""
        return True

    def phase_act(self, e: Acting, t: Turn, s: Any, a: Any) -> None:
        """An action of ``phase_takes`` in a phase this kind owns (a pass, an answer)."""
        return None

    def act(self, e: Acting, t: Turn, s: Any, a: Any) -> None:
        """An action of ``actions``: raise IllegalAction if it may not be taken now."""
        return None

    # The same, on the fast paths; each may say no (None, False), and the reference
    # engine then decides (and explains a refusal).
    def fast_phase_actions(self, e: Listing, s: Any) -> list[Any] | None:
        """``phase_actions`` by the engine's tables, or None."""
        return None

    def fast_phase_play(self, e: Listing, s: Any, card: Card) -> bool:
        """True when ``phase_play`` would accept ``card`` and the play is an ordinary one
        (its effects, then after_play or the next turn)."""
        return False

    def fast_phase_pass(self, e: Listing, s: Any) -> bool:
        """True when a pass in this kind's phase only passes the turn to the next seat."""
        return False

    def in_turn(self, e: Listing, s: Any, plays: list[Any]) -> list[Any]:
        """What the player to act may do in their turn besides ``plays`` (the cards they
        may play): drawing."""
        return []

    def before_action(self, t: Turn, s: Any, a: Any) -> None:
        """Before the reference engine applies ``a`` (which may still be refused: the
        table is then dropped)."""
        return None

    def laid(self, t: Turn, s: Any, card: Card, player: int) -> None:
        """``card`` left the player's hand for the discard pile; its effects run next."""
        return None

    def after_effects(self, e: Acting, t: Turn, s: Any, card: Card, player: int, final: bool) -> None:
        """The effects of a card just played ran and the round goes on (``final``: it was
        the player's last card, whose effects handed them cards again)."""
        return None

    def awaits(self, t: Turn, player: int) -> bool:
        """After the effects of ``player``'s card or answer: True when this kind's answer
        is awaited (it then set the phase and who acts)."""
        return False

    def refused_play(self, e: Acting, t: Turn, s: Any, card: Card, a: Any) -> bool:
        """A card its player may not play, by the player to act: True when this kind takes
        the play (a wrong-card penalty) instead of refusing it."""
        return False

    def seat_extras(self, e: Listing, s: Any, seat: int) -> list[Any]:
        """What ``seat`` may do in state ``s`` that the table's list (one seat per
        out-of-turn moment, no play a penalty takes) leaves out: a wrong card, a catch."""
        return []

    def penalty_for(self, e: Listing, view: Any, a: Any) -> str | None:
        """The penalty event ``a``, by the player to act (``view`` is theirs), falls under
        in this kind's judgement, or None."""
        return None

    def after_play(self, e: Listing, t: Turn, s: Any, card: Card, player: int) -> bool:
        """A card was played and its effects ran (the round goes on): True when this kind
        keeps the turn with the player (the engine then decides nothing more)."""
        return False

    def out_of_turn(self, e: Listing, s: Any, tables: bool) -> list[Any]:
        """Actions this kind lets players take out of turn in state ``s``; with ``tables``
        (the fast paths' way) it may read the engine's tables, and the reference way
        (``tables`` False) asks every condition, which unorules.engine.differential compares."""
        return []

    def takes_out_of_turn(self, s: Any, a: Any) -> bool:
        """``a``, by a player who is not to act, is one this kind lets them take."""
        return False

    def check_out_of_turn(self, e: Listing, s: Any, card: Card, a: Any) -> None:
        """A card played out of turn: raise IllegalAction if this kind does not allow it."""
        return None

    def fast_lists(self, s: Any) -> bool:
        """True when the fast paths' list of legal actions in state ``s`` is the reference's."""
        return True

    def strike(self, s: Any, actions: list[Any]) -> list[Any]:
        """``actions``, listed in state ``s``, without those this kind rules out."""
        return actions

    def check_target(self, s: Any, a: Any) -> None:
        """A play naming ``a.target``: raise IllegalAction if this kind says they cannot be one."""
        return None

    # --- the verifier's part ----------------------------------------------------------
    # The kind's Z3 meaning for the verifier's model (unorules.verify.model, which asks
    # the variant's clauses at the points of SYMBOLIC_POINTS and names no kind itself),
    # beside its engine part; ``symbolic_none``: for a kind that changes nothing the
    # model reads, why (tests/test_mechanic_parts.py checks that each says one or the
    # other). ``symbolic_at``: where its transitions stand among the model's (the order
    # the proofs take them in).
    symbolic_none: ClassVar[str] = ""
    symbolic_at: ClassVar[int] = 0

    def symbolic_actions(self, rules: Any) -> tuple[SymAction, ...]:
        """The transitions this kind adds to the model of ``rules``."""
        return ()

    def symbolic_pass(self, m: SymModel, z: SymTable) -> Any:
        """How many seats on a pass in this kind's phase moves the turn (phase_act)."""
        return z.z3.IntVal(1)

    def symbolic_after_action(self, m: SymModel, z: SymTable) -> None:
        return None

    def symbolic_invariant(self, m: SymModel, z: SymTable) -> list[Any]:
        return []

    def symbolic_check_target(self, m: SymModel, z: SymTable) -> list[Any]:
        return []

    def symbolic_check_out_of_turn(self, m: SymModel, z: SymTable, kind: Any, colour: Any) -> list[Any]:
        return []

    # What a play in this kind's phase is called in the model's steps ("stack", "add").
    symbolic_way: ClassVar[str] = ""

    def symbolic_phase_cards(self, rules: Any) -> tuple[str, ...]:
        """The card kinds ``symbolic_phase_play`` takes (the model offers a play of each)."""
        return ()

    def symbolic_after_effects(self, m: SymModel, z: SymTable, way: str, final: bool) -> None:
        return None

    def symbolic_judged(self, m: SymModel, kind: str, probe: Any) -> dict[str, Any]:
        return {}

    def symbolic_phase_play(self, m: SymModel, z: SymTable, kind: str, probe: Any) -> tuple[list[Any], Any]:
        return [], z.z3.BoolVal(False)

    def symbolic_after_play(self, m: SymModel, z: SymTable, kind: str, v: dict[str, Any]
                            ) -> tuple[Any, SymTable] | None:
        return None

    # --- the kernel's part ------------------------------------------------------------
    # ``kernel_reads``: the RuleSet attributes unorules.kernel.lower turns into the
    # machine's flags and tables for this kind (tests/test_mechanic_parts.py checks that
    # the lowering reads each); ``kernel_none``: for a kind that decides no rule the
    # kernel plays by, why; ``kernel_refusal``: what in a variant's rules of this kind
    # the kernel cannot run (it then refuses the variant with these words).
    kernel_reads: ClassVar[tuple[str, ...]] = ()
    kernel_none: ClassVar[str] = ""

    @classmethod
    def kernel_refusal(cls, rules: Any) -> str:
        """Why the kernel cannot run ``rules`` as this kind makes them, or ""."""
        return ""

    # ``kernel_flags``: the rows of the machine's flags table this kind fills (the names of
    # unorules.kernel.lower's F_* rows), each row one kind's; ``lowered_flags`` gives their
    # values for ``rules``, in that order, asking ``k`` for the conditions' and effect
    # lists' offsets (the kinds are asked in the order of their first row).
    kernel_flags: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def lowered_flags(cls, rules: Any, k: Lowering) -> tuple[int, ...]:
        return ()

    # ``kernel_tables``: the machine's tables this kind fills alone (names of
    # unorules.kernel.lower's TABLES); ``lowered_tables`` gives them for ``rules``, in that
    # order (tables that need no condition or effect list: those are the lowering's).
    kernel_tables: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def lowered_tables(cls, rules: Any) -> tuple[list[int], ...]:
        return ()

    # --- the rule book's "what this variant changes" ------------------------------
    # ``tells``: the RuleSet fields this kind's lines in that list speak of (every field
    # that is a rule is one kind's: tests/test_changes.py walks them); ``told_at``: where
    # its lines stand in the list; ``no_rule``: for a kind that decides no rule a player
    # plays by, why it has no lines (a kind with neither is refused by the tests).
    tells: ClassVar[tuple[str, ...]] = ()
    told_at: ClassVar[int] = 0
    no_rule: ClassVar[str] = ""

    @classmethod
    def changes(cls, w: Changes) -> None:
        """Add this kind's lines for what the variant (``w.rules``) changes in its fields
        relative to the variant it extends (``w.parent``), in players' words (messages
        of :mod:`unorules.i18n`)."""
        return None

    @classmethod
    def told_if_changed(cls, w: Changes, label: str, text: Callable[[Any], str]) -> None:
        """The usual line: when any field in ``tells`` differs from the parent's,
        "**label:** now **Before:** then", each side said by ``text`` (plain words, escaped
        here). The fields compared are ``tells`` itself, never a second list to keep."""
        if any(getattr(w.rules, f) != getattr(w.parent, f) for f in cls.tells):
            w.now(cls.tells, w.esc(label), w.esc(text(w.rules)), w.esc(text(w.parent)))

    @property
    def key(self) -> str:
        """A variant that extends another replaces the parent's clause with the same key,
        and ``without <key>`` removes one."""
        return self.kind

    def where(self) -> str:
        return f"{self.file}:{self.line}"

    @classmethod
    def describe(cls) -> str:
        """The sentence the language reference prints (the class docstring's first paragraph)."""
        return " ".join((cls.__doc__ or "").strip().split("\n\n")[0].split())


C = TypeVar("C", bound=Clause)


def per_kind(w: Changes, tags: tuple[str, ...], title: str, new: Mapping[str, Any], old: Mapping[str, Any],
             say_it: Callable[[Any], str]) -> None:
    """The lines of a rule the cards' kinds have one each of (``new`` and ``old``: kind ->
    rule): one line per change, naming together every kind both variants have that the
    same change befell; ``title`` is the message naming them."""
    shared = [k.name for k in w.rules.kinds if k.name in w.parent.kind_of]
    pairs: dict[tuple[Any, Any], list[str]] = {}
    for name in shared:
        a, b = new.get(name), old.get(name)
        if a != b:
            pairs.setdefault((a, b), []).append(name)
    for (a, b), names in pairs.items():
        w.now(tags, w.esc(_(title, cards=capitalize(w.cards(names)))), say_it(a), say_it(b))


class Compiling(Protocol):
    """What a clause kind's ``compile`` may ask of the compiler about the variant it builds."""

    file: str  # the file being compiled: a fault its own lines made is reported there
    fields: dict[str, Any]  # the rules' fields decided so far (the deck's, the cards' rules, earlier stages')
    kinds: tuple[CardKind, ...]
    deck_size: int  # physical cards

    def error(self, cl: Clause, message: str, hint: str = "", expected: str = "") -> VariantError:
        """The error that refuses ``cl``, at its line."""
        ...

    def missing(self, cls: type[Clause], what: str, example: str) -> VariantError:
        """The error for a variant that has no clause of ``cls`` and needs one."""
        ...

    def known(self, cl: Clause, name: str) -> str:
        """The card kind ``name`` names (an alias resolved), or an error at ``cl``."""
        ...

    def covered(self, cl: Clause, selector: Any) -> list[str]:
        """The card kinds a selector names."""
        ...

    def check_cond(self, cl: Clause, place: str, cond: Cond | None, words_of: str = "") -> None: ...

    def check_effects(self, cl: Clause, place: str, effects: tuple[Effect, ...]) -> None: ...

    def check_side_effects(self, cl: Clause, effects: tuple[Effect, ...]) -> None: ...

    def check_stack_outcome(self, cl: Clause, effects: tuple[Effect, ...]) -> None: ...

    def check_held_choice(self, cl: Clause, place: str, effects: tuple[Effect, ...]) -> None: ...

    def resolved(self, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
        """The effects with what the statuses decide filled in."""
        ...

    def of(self, cls: type[C]) -> list[C]:
        """The variant's clauses of exactly that class."""
        ...

    def clause(self, key: str) -> Clause | None:
        """The variant's clause with that key, if it has one."""
        ...

    def written_in(self, effect: Effect) -> Clause | None:
        """The on, start or challenge clause whose effects hold ``effect``."""
        ...

    def decide(self, kind: str, behaviour: str, cl: Clause) -> None:
        """Record that ``cl`` decided ``behaviour`` of card kind ``kind`` (the rule book's provenance)."""
        ...


def rule_name(cls: type) -> str:
    """The grammar rule of a clause class: ``JumpInClause`` -> ``jump_in_clause``."""
    return re.sub(r"(?<!^)(?=[A-Z])", "_", cls.__name__).lower()


def key_rule(cls: type) -> str:
    """The rule of what ``without`` names: ``JumpInClause`` -> ``key_jump_in``."""
    return "key_" + rule_name(cls).removesuffix("_clause")


def part_rule(part: str, i: int) -> str:
    return f"{part}__{i}"


_LOADED: list[bool] = []


def load_mechanics() -> dict[str, type[Clause]]:
    """Import every clause kind's module, so that every one is registered."""
    if not _LOADED:
        pkg = importlib.import_module("unorules.ir.mechanics")
        for info in pkgutil.iter_modules(pkg.__path__):
            importlib.import_module(f"unorules.ir.mechanics.{info.name}")
        _LOADED.append(True)
    return MECHANICS


def tellers() -> tuple[type[Clause], ...]:
    """The clause kinds that say what a variant changes, in the order of their lines."""
    return tuple(sorted((c for c in load_mechanics().values() if c.tells), key=lambda c: (c.told_at, c.__name__)))


def clause_classes() -> tuple[type[Clause], ...]:
    """Every clause class, the registered kinds and their bases (the compiler must handle each)."""
    import sys

    load_mechanics()
    out: dict[str, type[Clause]] = {}
    todo = list(Clause.__subclasses__())
    while todo:
        cls = todo.pop()
        todo.extend(cls.__subclasses__())
        # attrs rebuilds slotted classes, so a class may be listed twice: keep the one the
        # module holds.
        current = getattr(sys.modules[cls.__module__], cls.__name__, None)
        if isinstance(current, type) and issubclass(current, Clause):
            out[f"{cls.__module__}.{cls.__name__}"] = current
    return tuple(out[name] for name in sorted(out))
