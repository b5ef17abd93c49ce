"""Every clause class's engine part is wired the way the engine reads it.

The engine finds a kind's parts by name (unorules.engine.hooks): the phases it owns, the
action kinds it takes, the methods at the named points. A part misdeclared there is not
an error anywhere else: a phase owned twice goes to one owner silently, a phase without
``phase_actions`` lists nothing (a deadlock), an action kind nobody takes is refused in
every variant. This walks every registered class and every bundled variant's rules.
"""

from __future__ import annotations

from typing import Any, ClassVar

import pytest

import unorules
from unorules.engine import core
from unorules.engine.hooks import POINTS
from unorules.ir.mechanic import SYMBOLIC_POINTS, Clause, load_mechanics
from unorules.ir.vocab import ActionKind, Phase

# The actions of the turn structure itself (engine/core.py's own handlers).
CORE_ACTIONS = frozenset(core._HANDLERS) | {ActionKind.NEXT_ROUND}


def _defines(cls: type[Clause], name: str) -> bool:
    return getattr(cls, name, None) is not getattr(Clause, name, None)


def problems(classes: list[type[Clause]]) -> list[str]:
    """What is misdeclared among ``classes``' engine parts, in words."""
    out: list[str] = []
    phase_owner: dict[str, str] = {}
    action_owner: dict[str, str] = {}
    # The engine asks whether a class overrides a point's default: every point has one.
    out.extend(f"point {point} has no default on Clause" for point in POINTS if not hasattr(Clause, point))
    for cls in classes:
        name = cls.__name__
        for phase in cls.phases:
            if phase not in set(Phase):
                out.append(f"{name} owns '{phase}', which is no Phase")
            if phase in phase_owner:
                out.append(f"{name} and {phase_owner[phase]} both own phase '{phase}'")
            phase_owner[phase] = name
        if cls.phases and not _defines(cls, "phase_actions"):
            out.append(f"{name} owns {', '.join(cls.phases)} but lists nothing there (phase_actions)")
        if cls.phase_takes and not cls.phases:
            out.append(f"{name} takes {', '.join(sorted(cls.phase_takes))} in phases it does not own")
        if cls.phase_takes and not _defines(cls, "phase_act"):
            out.append(f"{name} takes {', '.join(sorted(cls.phase_takes))} but has no phase_act")
        for kind in cls.actions:
            if kind in action_owner:
                out.append(f"{name} and {action_owner[kind]} both take '{kind}'")
            action_owner[kind] = name
        if cls.actions and not _defines(cls, "act"):
            out.append(f"{name} takes {', '.join(sorted(cls.actions))} but has no act")
        for kind in {*cls.actions, *cls.phase_takes, *cls.refusals}:
            if kind not in set(ActionKind):
                out.append(f"{name} names action kind '{kind}', which is no ActionKind")
            elif kind in CORE_ACTIONS:
                out.append(f"{name} takes '{kind}', which the engine's turn structure takes itself")
    taken = {k for cls in classes for k in (*cls.actions, *cls.phase_takes)}
    for kind in sorted(set(ActionKind) - CORE_ACTIONS - taken):
        out.append(f"no clause kind takes the action '{kind}'")
    return out


def test_every_clause_class_is_wired() -> None:
    assert problems(sorted(load_mechanics().values(), key=lambda c: c.__name__)) == []


def test_every_action_kind_is_taken_or_refused_in_every_variant() -> None:
    """A variant takes each action kind by one of its clauses, or refuses it in words a
    class gives (never the generic 'nothing lets anyone ...')."""
    words = {k for cls in load_mechanics().values() for k in cls.refusals}
    for name in unorules.variants():
        hooks = unorules.load(name).hooks
        owned = set(hooks.action_owner) | {k for cl in hooks.phase_owner.values() for k in type(cl).phase_takes}
        left = set(ActionKind) - CORE_ACTIONS - owned - words
        assert not left, f"{name}: {sorted(left)} neither taken nor refused in words"


class _OwnsTwice(Clause):  # no phrase: never registered as a clause kind
    phases: ClassVar[Any] = {Phase.STACK: "stack again"}
    phase_takes: ClassVar[frozenset[str]] = frozenset({"accept"})


class _ListsNothing(Clause):
    phases: ClassVar[Any] = {"nowhere": "wait"}
    actions: ClassVar[frozenset[str]] = frozenset({"uno", "shout"})


@pytest.mark.parametrize(("planted", "said"), [
    (_OwnsTwice, "both own phase 'stack'"),
    (_OwnsTwice, "takes accept but has no phase_act"),
    (_ListsNothing, "which is no Phase"),
    (_ListsNothing, "lists nothing there (phase_actions)"),
    (_ListsNothing, "both take 'uno'"),
    (_ListsNothing, "'shout', which is no ActionKind"),
    (_ListsNothing, "takes shout, uno but has no act"),
])
def test_a_misdeclared_part_is_found(planted: type[Clause], said: str) -> None:
    classes = sorted(load_mechanics().values(), key=lambda c: c.__name__)
    assert not any(said in p for p in problems(classes))
    assert any(said in p for p in problems([*classes, planted])), problems([*classes, planted])


def test_an_action_kind_nobody_takes_is_found() -> None:
    classes = [c for c in load_mechanics().values() if "report" not in c.actions]
    assert "no clause kind takes the action 'report'" in problems(classes)


# --- the rule book's words are the classes' ---------------------------------------------------
def draw_options_read(source: str) -> list[str]:
    """Where ``source`` reads a draw option (a field of DrawRule) itself, as ``line: name``."""
    import ast

    import attrs

    from unorules.ir.records import DrawRule

    options = {f.name for f in attrs.fields(DrawRule)}
    return [f"{node.lineno}: {node.attr}" for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Attribute) and node.attr in options]


def test_the_rule_book_reads_no_draw_option() -> None:
    """The drawing paragraph is DrawClause.sentences: a new draw option is said there,
    beside its phrase, never by a branch in the book."""
    from pathlib import Path

    import unorules.docs

    for path in sorted(Path(unorules.docs.__file__).parent.glob("*.py")):
        assert draw_options_read(path.read_text(encoding="utf-8")) == [], path.name


def test_a_book_branching_on_a_draw_option_is_found() -> None:
    planted = "def say(d):\n    return 'keep drawing' if d.until_playable else 'one card'\n"
    assert draw_options_read(planted) == ["2: until_playable"]


# The clause kinds whose rule the book says by asking the class (its ``sentence``): the book
# reads none of the fields they decide, so a new value is said beside its phrase.
SPOKEN = ("TogetherClause", "LastCardClause", "StackClause", "JumpInClause", "KnockOutClause", "EmptyPilesClause",
          "DealerClause")


def spoken_fields() -> frozenset[str]:
    return frozenset(f for cls in load_mechanics().values() if cls.__name__ in SPOKEN for f in cls.tells)


def fields_read(source: str, names: frozenset[str]) -> list[str]:
    """Where ``source`` reads an attribute in ``names``, as ``line: name``."""
    import ast

    return [f"{node.lineno}: {node.attr}" for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Attribute) and node.attr in names]


def test_the_rule_book_reads_no_field_a_clause_kind_says() -> None:
    from pathlib import Path

    import unorules.docs

    assert len(spoken_fields()) >= len(SPOKEN)  # every name in SPOKEN is a registered kind's
    for path in sorted(Path(unorules.docs.__file__).parent.glob("*.py")):
        assert fields_read(path.read_text(encoding="utf-8"), spoken_fields()) == [], path.name


@pytest.mark.parametrize(("planted", "said"), [
    ("if r.together is not None:\n    say(r.together_kinds)\n", ["1: together", "2: together_kinds"]),
    ("x = r.last_card != 'everything'\n", ["1: last_card"]),
    ("for a, b in r.stacks:\n    say(when(r.jump_in))\n", ["1: stacks", "2: jump_in"]),
    ("say(TogetherClause.sentence(Phrased(r)))\n", []),
])
def test_a_book_reading_a_clause_kinds_field_is_found(planted: str, said: list[str]) -> None:
    assert fields_read(planted, spoken_fields()) == said


def unsaid_claims(cls: type[Clause], said: Any) -> list[str]:
    """The kinds of claim ``cls``'s phrase can write (each alternative's ``what``) that
    ``said`` gives no players' words for: the book would print the file's own text."""
    whats = {p.give["what"] for alts in cls.parts.values() for p in alts if "what" in p.give}
    return sorted(whats - set(said))


def test_every_kind_of_claim_is_said_in_players_words() -> None:
    from unorules.ir.mechanics.claim import SAID, ClaimClause

    assert unsaid_claims(ClaimClause, SAID) == []
    assert len(SAID) == 15  # every alternative's what (a card's kinds and the game's)


def test_a_claim_without_its_words_is_found() -> None:
    from unorules.docs.rulebook import Phrased
    from unorules.ir.mechanics.claim import SAID, ClaimClause

    assert unsaid_claims(ClaimClause, {k: v for k, v in SAID.items() if k != "teams"}) == ["teams"]
    # The words are the class's: the book says a claim as ClaimClause.sentence does.
    rules = unorules.load("partners")
    said = [ClaimClause.sentence(Phrased(rules), c) for c in rules.claims]
    assert "Draw Two makes the next player draw 2." in said, said


# --- closed vocabularies are compared as their enums --------------------------------------------
# The package's layers whose words are the vocabularies' (the verifier, whose readers are
# owned elsewhere, is not walked yet).
TYPED = ("ir", "engine", "kernel", "language", "bots", "web", "sim", "play", "docs")
# The names that hold a vocabulary's word, and its vocabulary (in unorules.ir.vocab): an
# action's kind, a state's phase, a subject word, a penalty event (of ``penalty_of``, or
# the one an action falls under), a challenge's outcome, what a drawn card allows, what a
# last card does, what exhausted piles give. A name holding other words (a message's
# kind, a metric's) is left alone.
HOLDERS = {"kind": "ActionKind", "phase": "Phase", "who": "Subject", "other": "Subject", "subjects": "Subject",
           "outcome": "Outcome", "penalty_of": "PenaltyEvent", "penalty": "PenaltyEvent", "after": "DrawAfter",
           "last_card": "LastCardRule", "empty_piles": "EmptyPiles"}


def _words() -> dict[str, frozenset[str]]:
    from unorules.ir import vocab

    return {name: frozenset(str(m) for m in getattr(vocab, name)) for name in set(HOLDERS.values())}


def literal_words(source: str) -> list[str]:
    """Where ``source`` compares a vocabulary's word written as a string literal (``a.kind ==
    "play"``, ``"false_uno" in rules.penalty_of``, ``penalty_of.get("missed_uno")``), as
    ``line: word``: a word misspelt there is no error anywhere, a member misspelt is one."""
    import ast

    words = _words()

    def tail(n: ast.expr) -> str | None:
        if isinstance(n, ast.Attribute):
            return n.attr
        if isinstance(n, ast.Name):
            return n.id
        return tail(n.func) if isinstance(n, ast.Call) else None

    def said(n: ast.expr, vocabulary: frozenset[str]) -> list[str]:
        items = n.elts if isinstance(n, ast.Tuple | ast.Set | ast.List) else [n]
        return [x.value for x in items if isinstance(x, ast.Constant) and x.value in vocabulary]

    def holds(n: ast.expr) -> frozenset[str]:
        name = tail(n)
        return words[HOLDERS[name]] if name in HOLDERS else frozenset()

    out: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Compare):
            sides = [node.left, *node.comparators]
            vocabulary = frozenset().union(*(holds(s) for s in sides))
            out.extend(f"{node.lineno}: {w}" for s in sides for w in said(s, vocabulary))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "get":
            out.extend(f"{node.lineno}: {w}" for arg in node.args for w in said(arg, holds(node.func.value)))
        elif isinstance(node, ast.Subscript):  # rules.penalty_of["missed_uno"]
            out.extend(f"{node.lineno}: {w}" for w in said(node.slice, holds(node.value)))
    return out


def test_no_vocabulary_word_is_compared_as_a_literal() -> None:
    from pathlib import Path

    import unorules

    root = Path(unorules.__file__).parent
    found = {str(p.relative_to(root)): got for layer in TYPED for p in sorted((root / layer).rglob("*.py"))
             if (got := literal_words(p.read_text(encoding="utf-8")))}
    assert found == {}


@pytest.mark.parametrize(("planted", "said"), [
    ("if a.kind == 'play':\n    pass\n", ["1: play"]),
    ("x = s.phase in ('turn', 'stack')\n", ["1: turn", "1: stack"]),
    ("x = rules.penalty_of.get('missed_uno')\n", ["1: missed_uno"]),
    ("x = 'others' in e.subjects()\n", ["1: others"]),
    ("x = self.who != 'player'\n", ["1: player"]),
    ("if d.after == 'must':\n    pass\n", ["1: must"]),
    ("x = rules.last_card == 'everything'\n", ["1: everything"]),
    ("x = r.empty_piles != 'draw_what_there_is'\n", ["1: draw_what_there_is"]),
    ("x = rules.penalty(view, a) != 'wrong_card'\n", ["1: wrong_card"]),
    ("run(e.rules.penalty_of['missed_uno'])\n", ["1: missed_uno"]),
    # a card's kind that is no vocabulary word, and an enum member, are left alone
    ("x = card.kind == 'skip' or a.kind == ActionKind.PLAY\n", []),
    # a word of another vocabulary than the holder's: a message's kind, a metric's
    ("x = kind in ('action', 'waive', 'next') or metric.kind == 'first'\n", []),
])
def test_a_literal_vocabulary_word_is_found(planted: str, said: list[str]) -> None:
    assert literal_words(planted) == said


# --- the kernel's part of a primitive is the primitive's --------------------------------------
PRIMITIVE_PACKAGES = ("unorules.ir.effects", "unorules.ir.conditions")
BASES = frozenset({"Cond", "Effect", "EffectList"})  # the kinds of primitive, which name none


def primitive_imports(source: str) -> list[str]:
    """The primitives ``source`` imports by name (or imports a module of, to name them
    through it), as ``line: name``: the kernel's lowering must come from the classes."""
    import ast

    out: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(PRIMITIVE_PACKAGES):
            out.extend(f"{node.lineno}: {a.name}" for a in node.names if a.name not in BASES)
        elif isinstance(node, ast.ImportFrom) and node.module == "unorules.ir":
            out.extend(f"{node.lineno}: {a.name}" for a in node.names if a.name in ("effects", "conditions"))
        elif isinstance(node, ast.Import):
            out.extend(f"{node.lineno}: {a.name}" for a in node.names if a.name.startswith(PRIMITIVE_PACKAGES))
    return out


def test_the_kernel_imports_no_primitive() -> None:
    from pathlib import Path

    import unorules.kernel

    here = Path(unorules.kernel.__file__).parent
    found = {p.name: got for p in sorted(here.glob("*.py")) if (got := primitive_imports(p.read_text(encoding="utf-8")))}
    assert found == {}


@pytest.mark.parametrize(("planted", "said"), [
    ("from unorules.ir.effects.reverse import Reverse\n", ["1: Reverse"]),
    ("from unorules.ir.conditions import Always, Cond\n", ["1: Always"]),
    ("from unorules.ir import effects as E\n", ["1: effects"]),
    ("import unorules.ir.conditions.same_face\n", ["1: unorules.ir.conditions.same_face"]),
    ("from unorules.ir.conditions.base import Cond\nfrom unorules.ir.effects.base import Effect\n", []),
])
def test_a_primitive_imported_by_name_is_found(planted: str, said: list[str]) -> None:
    assert primitive_imports(planted) == said


def test_every_primitive_says_its_kernel_part() -> None:
    """Each class declares, itself, its opcode (or its own packing) or why the kernel
    refuses it; an inherited part would lower a new primitive as its base."""
    from unorules.ir.conditions import And, Not, Or
    from unorules.ir.effects import Guarded
    from unorules.ir.primitive import load_all

    def says(cls: type) -> bool:
        return any(name in vars(cls) for name in ("kernel_op", "lowered", "kernel_refusal"))

    classes = [*load_all().values(), Not, And, Or, Guarded]
    assert [c.__name__ for c in classes if not says(c)] == []

    class Planted(Guarded):  # no phrase: never registered
        pass

    assert not says(Planted)


# --- every clause kind's kernel part: what the lowering reads of it, or why it needs none -------
def kernel_problems(classes: list[type[Clause]]) -> list[str]:
    """What is missing or wrong in ``classes``' kernel parts, in words."""
    import inspect
    import re
    from pathlib import Path

    import unorules.kernel.lower as lowering

    source = Path(lowering.__file__).read_text(encoding="utf-8")
    out: list[str] = []
    for cls in classes:
        if cls.no_rule:
            continue  # it decides no rule anyone plays by (title, notes, without, ...)
        name = cls.__name__
        if not cls.kernel_reads and not cls.kernel_none:
            out.append(f"{name} says nothing of the kernel (kernel_reads or kernel_none)")
        if cls.kernel_reads and cls.kernel_none:
            out.append(f"{name} says both what the kernel reads and that it needs nothing")
        # What a kind's own refusal reads is read for the kernel too (it decides to refuse).
        own = "".join(inspect.getsource(getattr(cls, n)) for n in vars(cls)
                      if n.startswith(("kernel_", "lowered_")) and callable(getattr(cls, n)))
        out.extend(f"{name}: the kernel's lowering reads no rules.{field}" for field in cls.kernel_reads
                   if not re.search(rf"\brules\.{re.escape(field)}\b", source + own))
    return out


def test_every_clause_class_has_its_kernel_part() -> None:
    assert kernel_problems(sorted(load_mechanics().values(), key=lambda c: c.__name__)) == []


@pytest.mark.parametrize(("planted", "said"), [
    ({"kernel_reads": ()}, "says nothing of the kernel"),
    ({"kernel_reads": ("draw", "draw_twice")}, "reads no rules.draw_twice"),
    ({"kernel_none": "nothing to play"}, "says both"),
])
def test_a_clause_class_without_its_kernel_part_is_found(planted: dict[str, Any], said: str) -> None:
    from unorules.ir.mechanics.draw import DrawClause

    omitted = type("Omitted", (DrawClause,), dict(planted))  # a copy of the draw clause, one part changed
    assert not any(said in p for p in kernel_problems([DrawClause]))
    assert any(said in p for p in kernel_problems([omitted])), kernel_problems([omitted])


def test_a_clause_kinds_refusal_refuses_the_variant(monkeypatch: pytest.MonkeyPatch) -> None:
    """The lowering asks every kind: a refusal on a class refuses each variant whose rules it
    names, in its words."""
    import unorules
    import unorules.kernel.lower as lowering
    from unorules.ir.mechanics.draw import DrawClause

    rules = unorules.load("standard")
    lowering.lower(rules)
    monkeypatch.setattr(DrawClause, "kernel_refusal", classmethod(
        lambda cls, r: "a planted refusal" if r.draw.after == "may" else ""))
    with pytest.raises(lowering.LoweringError, match="a planted refusal"):
        lowering.lower(rules)
    lowering.lower(unorules.load("russian"))  # it must play the drawn card: not refused


# --- the kernel's flags are the kinds' -----------------------------------------------------------
def flag_problems(classes: list[type[Clause]]) -> list[str]:
    """The rows of the kernel's flags table no kind fills, or more than one does."""
    from unorules.kernel.lower import FLAG_ROWS

    fillers: dict[str, list[str]] = {row: [] for row in FLAG_ROWS}
    for cls in classes:
        for row in vars(cls).get("kernel_flags", ()):  # a subclass fills none of its base's rows
            fillers.setdefault(row, []).append(cls.__name__)
    return [f"{row} is filled by {' and '.join(who) if who else 'no clause kind'}"
            + ("" if row in FLAG_ROWS else ", and is no row of the flags") for row, who in fillers.items()
            if len(who) != 1 or row not in FLAG_ROWS]


def test_every_flag_row_is_one_kinds() -> None:
    from unorules.kernel.lower import FLAG_ROWS, NFLAGS

    assert sorted(FLAG_ROWS.values()) == list(range(NFLAGS))
    assert flag_problems(list(load_mechanics().values())) == []
    # The tables a kind fills alone are tables of the machine, each one kind's.
    from unorules.kernel.lower import TABLES

    tables = [t for c in load_mechanics().values() for t in vars(c).get("kernel_tables", ())]
    assert len(tables) == len(set(tables)) and set(tables) <= set(TABLES), tables
    assert {"stack_ok", "together", "dealer_value", "card_flip", "side_colours"} <= set(tables)


def test_a_flag_row_left_or_filled_twice_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    import unorules.kernel.lower as lowering
    from unorules.ir.mechanics.uno import UnoClause

    classes = [c for c in load_mechanics().values() if c is not UnoClause]
    assert flag_problems(classes) == ["F_UNO is filled by no clause kind"]
    twice = type("Twice", (UnoClause,), {"kernel_flags": ("F_UNO",)})
    assert flag_problems([*load_mechanics().values(), twice]) == ["F_UNO is filled by UnoClause and Twice"]
    # The lowering writes what the kind says, and refuses a row that is none.
    monkeypatch.setattr(UnoClause, "lowered_flags", classmethod(lambda cls, rules, k: (7,)))
    assert lowering.lower(unorules.load("standard")).code[lowering.F_UNO] == 7
    monkeypatch.setattr(UnoClause, "kernel_flags", ("F_UNO_CALLS",))
    with pytest.raises(lowering.LoweringError, match="UnoClause fills F_UNO_CALLS, which is no row"):
        lowering.lower(unorules.load("standard"))


# --- the engine's turn structure names no mechanic -----------------------------------------------
# The state each of these mechanics keeps: its clause kind reads and writes it at its points.
MECHANIC_STATE = frozenset({"out", "uno_at_risk", "pending_draw", "challenge", "drawn", "together",
                            "statuses", "side"})


def mechanics_named(source: str) -> list[str]:
    """Where ``source`` reads or sets a mechanic's own state (an attribute, or a field by
    name: ``fields["out"]``, ``{"pending_draw": 0}``) or imports a clause kind, as ``line: name``."""
    import ast

    out: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Attribute) and node.attr in MECHANIC_STATE:
            out.append(f"{node.lineno}: {node.attr}")
        elif isinstance(node, ast.Dict | ast.Subscript):
            named = node.keys if isinstance(node, ast.Dict) else [node.slice]
            out.extend(f"{k.lineno}: {k.value}" for k in named
                       if isinstance(k, ast.Constant) and k.value in MECHANIC_STATE)
        elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("unorules.ir.mechanics"):
            out.extend(f"{node.lineno}: {a.name}" for a in node.names)
    return out


def test_the_engine_core_names_no_mechanic() -> None:
    from pathlib import Path

    from unorules.engine import core as engine_core

    assert mechanics_named(Path(engine_core.__file__).read_text(encoding="utf-8")) == []


@pytest.mark.parametrize(("planted", "said"), [
    ("if any(s.out):\n    pass\n", ["1: out"]),
    ("t.uno_at_risk = None\n", ["1: uno_at_risk"]),
    ("from unorules.ir.mechanics.knock_out import KnockOutClause\n", ["1: KnockOutClause"]),
    ('fields = {**s.__dict__, "pending_draw": 0,\n          "side": 0}\n', ["1: pending_draw", "2: side"]),
    ('fields["statuses"] = ()\n', ["1: statuses"]),
    ("x = rules.colours_of(s.side)\n", ["1: side"]),
    ("for strike in hooks.strike:\n    out = strike(s, out)\n", []),
])
def test_a_mechanic_named_in_the_engine_is_found(planted: str, said: list[str]) -> None:
    assert mechanics_named(planted) == said


# --- the compiler finds the clause kinds through the registry ------------------------------------
def test_the_compiler_handles_every_registered_kind_that_says_who_reads_it() -> None:
    from unorules.language.compiler import HANDLED

    registered = frozenset(load_mechanics().values())
    assert HANDLED == registered, sorted(k.__name__ for k in registered - HANDLED)


def test_a_kind_read_by_nothing_is_refused() -> None:
    from attrs import frozen

    from unorules.language.compiler import HANDLED, Compiler
    from unorules.language.parser import parse

    @frozen(kw_only=True)
    class Meaningless(Clause):  # no phrase: never registered
        kind: ClassVar[str] = "meaningless"

    assert not Meaningless.means()
    read: type[Clause] = type("Read", (Meaningless,), {"read_by": "the compiler's deck"})
    compiled: type[Clause] = type("Compiled", (Meaningless,), {"compile": classmethod(lambda cls, cl, c: {})})
    assert read.means() and compiled.means()
    assert Meaningless not in HANDLED
    clauses = parse("variant v\nextends standard\n")
    clauses.append(Meaningless(line=3, column=1, text="meaningless"))
    with pytest.raises(unorules.VariantError, match="does not know what a 'meaningless' clause means"):
        Compiler(clauses, "<string>", ()).build()


def test_without_uno_takes_the_penalties_the_penalty_kind_says(monkeypatch: pytest.MonkeyPatch) -> None:
    from unorules.ir.mechanics.penalty import PenaltyClause

    text = "variant v\nextends standard\nwithout uno\n"
    assert "missed_uno" not in unorules.loads(text).penalty_of
    monkeypatch.setattr(PenaltyClause, "goes_with", lambda self, removed: False)  # the omission planted
    with pytest.raises(unorules.VariantError, match="missed-UNO penalty needs the 'uno:' clause"):
        unorules.loads(text.replace("variant v", "variant v2"))


# --- every clause kind's Z3 meaning is its own --------------------------------------------------
def _exhaustive(name: str) -> Any:
    """The exhaustive check of the verifier's model on ``name``'s small tables (the quick bound)."""
    pytest.importorskip("z3")
    from unorules.verify import exhaustive

    return exhaustive.check(unorules.load(name), states=exhaustive.QUICK, verdicts=None, stop_after=1)


def symbolic_problems(classes: list[type[Clause]]) -> list[str]:
    """What is missing in ``classes``' Z3 meanings, in words: each says its symbolic part
    (a method at a point of SYMBOLIC_POINTS) or why the model reads nothing of it."""
    out = [f"symbolic point {point} has no default on Clause" for point in SYMBOLIC_POINTS
           if not hasattr(Clause, point)]
    for cls in classes:
        if cls.no_rule:
            continue  # it decides no rule anyone plays by (title, notes, without, ...)
        parts = [point for point in SYMBOLIC_POINTS if _defines(cls, point)]
        if not parts and not cls.symbolic_none:
            out.append(f"{cls.__name__} says nothing of the verifier's model (a symbolic part or symbolic_none)")
        if parts and cls.symbolic_none:
            out.append(f"{cls.__name__} has a symbolic part ({', '.join(parts)}) and says the model reads none")
    return out


def test_every_clause_class_has_its_symbolic_part() -> None:
    assert symbolic_problems(sorted(load_mechanics().values(), key=lambda c: c.__name__)) == []


@pytest.mark.parametrize(("planted", "said"), [
    ({point: getattr(Clause, point) for point in SYMBOLIC_POINTS}, "says nothing of the verifier's model"),
    ({"symbolic_none": "nothing to model"}, "and says the model reads none"),
])
def test_a_clause_class_without_its_symbolic_part_is_found(planted: dict[str, Any], said: str) -> None:
    from unorules.ir.mechanics.stack import StackClause

    omitted = type("Omitted", (StackClause,), dict(planted))  # a copy of the stack clause, one part changed
    assert not any(said in p for p in symbolic_problems([StackClause]))
    assert any(said in p for p in symbolic_problems([omitted])), symbolic_problems([omitted])


def test_a_wrong_symbolic_report_on_its_class_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model's report is ReportClause's own transition: planted there, a report that
    costs nothing (its effects dropped) is seen by the exhaustive check on minion's
    reported pose."""
    import attrs

    from unorules.ir.mechanics import report

    right = report._reported
    monkeypatch.setattr(report, "_reported", lambda rep, m, z, v, g: right(attrs.evolve(rep, effects=()), m, z, v, g))
    got = _exhaustive("minion")
    assert not got.ok and any("report" in d.describe() for d in got.disagreements), got.text()


def test_a_wrong_symbolic_catch_on_its_class_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model's catch of a missed UNO is UnoClause's own: planted there, a catch that
    takes the player caught with two cards (not one) is seen by the exhaustive check."""
    from unorules.ir.mechanics import uno

    def wrong(m: Any, z: Any, v: dict[str, Any], g: list[Any]) -> dict[str, Any]:
        g += [z.phase < m.phases["round_over"], m.seat(z, z.player), m.seat(z, z.target),
              z.player != z.target, z.hand(z.target) == 2]
        m.run(z, m.rules.penalty_of["missed_uno"])
        return {}

    monkeypatch.setattr(uno, "_caught", wrong)
    got = _exhaustive("standard")
    assert not got.ok and any("catch" in d.describe() for d in got.disagreements), got.text()


def test_a_wrong_symbolic_wrong_card_on_its_class_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model's wrong card is PenaltyClause's own: planted there, a wrong card that
    costs nothing is seen by the exhaustive check on turkish's penalty."""
    from unorules.ir.mechanics import penalty

    def wrong(m: Any, z: Any, v: dict[str, Any], g: list[Any]) -> dict[str, Any]:
        g += [z.player == z.to_act, z.z3.Or(z.phase == m.phases["turn"], z.phase == m.phases["drawn"])]
        return {}

    monkeypatch.setattr(penalty, "_wrong_card", wrong)
    got = _exhaustive("turkish")
    assert not got.ok and any("wrong card" in d.describe() for d in got.disagreements), got.text()


def test_a_wrong_symbolic_accept_on_its_class_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model's accepting of a stacked total is StackClause's own: planted there, an
    accept that draws nothing is seen by the exhaustive check on progressive_draw_two."""
    from unorules.ir.mechanics import stack

    def wrong(m: Any, z: Any, v: dict[str, Any], g: list[Any]) -> dict[str, Any]:
        g += [z.phase == m.phases["stack"], z.player == z.to_act]
        z.pending = z.z3.IntVal(0)
        m.begin_turn(z, z.seat_after(z.player))
        return {}

    monkeypatch.setattr(stack, "_accepted", wrong)
    got = _exhaustive("progressive_draw_two")
    assert not got.ok and any("accept" in d.describe() for d in got.disagreements), got.text()


def test_a_wrong_symbolic_challenge_on_its_class_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model's answers to a challenge are ChallengeClause's own: planted there, an
    outcome run for the player who answers instead of the card's player is seen by the
    exhaustive check on standard's Wild Draw Four."""
    from unorules.ir.mechanics import challenge

    right = challenge._answered

    def wrong(kind: str, outcome: str, m: Any, z: Any, v: dict[str, Any], g: list[Any]) -> dict[str, Any]:
        g.append(z.phase == m.phases["respond"])
        z.player = z.to_act
        return right(kind, outcome, m, z, v, [])

    monkeypatch.setattr(challenge, "_answered", wrong)
    got = _exhaustive("standard")
    assert not got.ok and any("challenge" in d.describe() for d in got.disagreements), got.text()


def test_a_wrong_symbolic_pass_on_its_class_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model's pass after drawing is DrawClause's own (symbolic_pass): planted there, a
    pass that passes over the next player too is seen by the exhaustive check."""
    from unorules.ir.mechanics.draw import DrawClause

    monkeypatch.setattr(DrawClause, "symbolic_pass", lambda self, m, z: z.z3.IntVal(2))
    got = _exhaustive("standard")
    assert not got.ok and any("pass" in d.describe() for d in got.disagreements), got.text()


def test_a_wrong_symbolic_knock_out_on_its_class_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model's knock-outs after every action are KnockOutClause's own: planted there, a
    part that knocks nobody out is seen by the exhaustive check on mercy."""
    from unorules.ir.mechanics.knock_out import KnockOutClause

    monkeypatch.setattr(KnockOutClause, "symbolic_after_action", lambda self, m, z: None)
    got = _exhaustive("mercy")
    assert not got.ok and got.disagreements, got.text()


def test_a_wrong_symbolic_jump_in_on_its_class_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model's jump-in guard is JumpInClause's own (symbolic_check_out_of_turn):
    planted there, one that lets a player jump in only after a draw is seen by the
    exhaustive check on jump_in."""
    from unorules.ir.mechanics.jump_in import JumpInClause

    right = JumpInClause.symbolic_check_out_of_turn
    monkeypatch.setattr(JumpInClause, "symbolic_check_out_of_turn", lambda self, m, z, kind, colour: [
        z.phase == m.phases["drawn"], *right(self, m, z, kind, colour)[1:]])
    got = _exhaustive("jump_in")
    assert not got.ok and any("jump in" in d.describe() for d in got.disagreements), got.text()


def test_a_wrong_symbolic_play_together_on_its_class_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The model's cards played together are TogetherClause's own (symbolic_after_play):
    planted there, a part that never keeps the turn for another card is seen by the
    exhaustive check on multiple_cards."""
    from unorules.ir.mechanics.together import TogetherClause

    monkeypatch.setattr(TogetherClause, "symbolic_after_play", lambda self, m, z, kind, v: None)
    got = _exhaustive("multiple_cards")
    assert not got.ok and got.disagreements, got.text()


def test_a_wrong_symbolic_stacked_card_on_its_class_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """What a card stacked does to the total is StackClause's own (symbolic_after_effects):
    planted there, a part that does nothing, so a Reverse stacked on a Draw Two no longer
    passes the total on, is seen by the exhaustive check on reverse_bounce."""
    from unorules.ir.mechanics.stack import StackClause

    monkeypatch.setattr(StackClause, "symbolic_after_effects", lambda self, m, z, way, final: None)
    got = _exhaustive("reverse_bounce")
    assert not got.ok and any("stack" in d.describe() for d in got.disagreements), got.text()


def test_a_wrong_symbolic_guilt_on_its_class_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The guilt a challenge finds is judged by ChallengeClause (symbolic_judged): planted
    there, a card never guilty is seen by the exhaustive check on standard's Wild Draw Four."""
    from unorules.ir.mechanics.challenge import ChallengeClause

    monkeypatch.setattr(ChallengeClause, "symbolic_judged", lambda self, m, kind, probe: {
        "guilt": probe.card_kind != probe.card_kind} if kind in m.rules.challenge_of else {})
    got = _exhaustive("standard")
    assert not got.ok and got.disagreements, got.text()


# --- each kind keeps its own state at the deal, and says which face is up -----------------------
def test_each_status_is_dealt_its_row(monkeypatch: pytest.MonkeyPatch) -> None:
    from unorules.ir.mechanic import Clause
    from unorules.ir.mechanics.status import StatusClause

    text = unorules.paths.variants_dir().joinpath("minion.uno").read_text(encoding="utf-8")
    rules = unorules.loads(text, "minion.uno")
    assert rules.new_game(4, seed=3).statuses == ((0,) * 4,) * len(rules.statuses) != ()
    monkeypatch.setattr(StatusClause, "at_deal", Clause.at_deal)  # the kind forgets its row
    assert unorules.loads(text + "\n", "minion.uno").new_game(4, seed=3).statuses == ()


def test_the_colours_named_are_those_of_the_face_up(monkeypatch: pytest.MonkeyPatch) -> None:
    import attrs

    from unorules.engine.core import colours_up
    from unorules.ir.mechanic import Clause
    from unorules.ir.mechanics.side import SideClause

    text = unorules.paths.variants_dir().joinpath("flip.uno").read_text(encoding="utf-8")
    dark = attrs.evolve(unorules.load("flip").new_game(2, seed=1), side=1)
    assert colours_up(unorules.loads(text, "flip.uno"), dark) == ("pink", "teal", "orange", "purple")
    monkeypatch.setattr(SideClause, "colours_up", Clause.colours_up)  # the kind forgets which face is up
    assert "red" in colours_up(unorules.loads(text + "\n", "flip.uno"), dark)


# --- every clause kind has every part ------------------------------------------------------------
def missing_parts(cls: type[Clause]) -> list[str]:
    """The parts ``cls`` lacks: its phrase, who reads its clauses (compile, read_by, or the
    reason it decides no rule), and for a kind deciding a rule, its English in the changes
    list and its kernel part. Its engine wiring is walked above; its words in every language
    are the catalogs' (``python -m unorules.i18n.catalogs --check``)."""
    out = [] if cls.phrase else ["phrase"]
    if not cls.means():
        out.append("checks (compile, read_by or no_rule)")
    if not cls.no_rule:
        if cls.changes.__func__ is Clause.changes.__func__:  # type: ignore[attr-defined]
            out.append("English (changes)")
        if not (cls.kernel_reads or cls.kernel_none):
            out.append("kernel (kernel_reads or kernel_none)")
    return out


def test_every_clause_class_has_every_part() -> None:
    classes = sorted(load_mechanics().values(), key=lambda c: c.__name__)
    assert len(classes) >= 40
    assert {c.__name__: got for c in classes if (got := missing_parts(c))} == {}


def test_a_clause_class_missing_a_part_is_found() -> None:
    from unorules.ir.mechanics.knock_out import KnockOutClause

    assert missing_parts(KnockOutClause) == []
    bare = type("Bare", (Clause,), {"phrase": '"bare"'})
    assert missing_parts(bare) == ["checks (compile, read_by or no_rule)", "English (changes)",
                                   "kernel (kernel_reads or kernel_none)"]
    assert missing_parts(type("Told", (KnockOutClause,), {"phrase": ""})) == ["phrase"]
