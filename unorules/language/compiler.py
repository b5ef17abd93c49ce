"""AST -> RuleSet (the IR): resolve ``extends``, names and selectors, and check the meaning.

Every semantic error is a VariantError that names the clause (its key, file, line
and text); nothing is half-built. Which clause a primitive may appear in, and which
subject words it takes, is read from the primitive's class (see
:mod:`unorules.ir.primitive`); the subject words' places from
:mod:`unorules.ir.subjects`. The compiler handles every registered clause kind that says
who reads it (:data:`HANDLED`) and refuses any other.
"""

from __future__ import annotations

import difflib
from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any, TypeVar

from unorules.cards import Card, CardKind
from unorules.errors import VariantError
from unorules.ir import subjects
from unorules.ir.conditions.base import Cond
from unorules.ir.effects.base import Effect, EffectList, Guarded, flat
from unorules.ir.mechanic import load_mechanics, rule_name
from unorules.ir.primitive import Primitive
from unorules.ir.records import (
    ChallengeRule,
    ClauseInfo,
    Expectation,
)
from unorules.ir.rules import RuleSet, defers_choice
from unorules.ir.statuses import StatusRule
from unorules.ir.subjects import Subject
from unorules.language import ast as a
from unorules.language import limits
from unorules.language.bundled import bundled_path, variants
from unorules.language.parser import parse_counted
from unorules.language.source import is_file, read_variant

C = TypeVar("C", bound=a.Clause)

HEADER = (a.VariantClause, a.ExtendsClause, a.TitleClause, a.AboutClause)
# Every clause kind the compiler reads: the registered kinds that say who reads them
# (Clause.means); a clause of any other class is refused, so a new clause kind cannot
# compile silently without meaning anything.
HANDLED: frozenset[type[a.Clause]] = frozenset(k for k in load_mechanics().values() if k.means())

# Words that stand where a card kind's name may stand, so a kind named so could never
# be referred to (tests/test_grammar.py finds them from the grammar).
RESERVED_KIND_NAMES = {
    "any": "'any card'", "number": "'number cards'", "cards": "'expect 108 cards'",
}

Compiled = tuple[RuleSet, tuple[a.Clause, ...]]  # the rules and the merged clauses they came from


def compile_text(text: str, file: str = "<string>") -> RuleSet:
    return _compile_text(text, file, ())[0]


def compile_file(path: Path) -> RuleSet:
    return _compile_file(path, ())[0]


def _compile_text(text: str, file: str, seen: tuple[str, ...], budget: int = limits.FILE_WORDS) -> Compiled:
    # ``budget``: the words the limit leaves for this file and its parents
    clauses, words = parse_counted(text, file, budget)
    return Compiler(clauses, file, seen, budget - words).build()


def _compile_file(path: Path, seen: tuple[str, ...], budget: int = limits.FILE_WORDS) -> Compiled:
    return _compile_text(read_variant(path), str(path), seen, budget)


def _start_target(who: str, place: str) -> str:
    """What a start card that would hit a chosen player may say instead."""
    if who != Subject.TARGET or place != "start":
        return ""
    return ("nobody chooses a player for a card turned over to start: name the seat it hits, "
            "e.g. 'first draws 2' (the player after the dealer) or 'dealer draws 2'")


def _err(cl: a.Clause, message: str, hint: str = "", expected: str = "") -> VariantError:
    return VariantError(
        message, file=cl.file, line=cl.line, column=cl.column, text=cl.text,
        clause=cl.key, hint=hint, expected=expected,
    )


def info(cl: a.Clause) -> ClauseInfo:
    """The clause as the IR keeps it: key, kind, text, file, line and notes."""
    return ClauseInfo(cl.key, cl.kind, cl.text, cl.file, cl.line, cl.notes, cl.quotes, cl.readings,
                      cl.designer, cl.translations, agreed=cl.agreed, options=cl.options)


class Compiler:
    def __init__(self, clauses: list[a.Clause], file: str, seen: tuple[str, ...],
                 budget: int = limits.FILE_WORDS) -> None:
        self.file = file
        self.seen = seen
        self.own = clauses
        self.budget = budget  # words left for the files this one extends

    # --- extends and overrides ----------------------------------------------------
    def header(self, cls: type[C]) -> C | None:
        found = [c for c in self.own if isinstance(c, cls) and not getattr(c, "lang", "")]
        if len(found) > 1:
            raise _err(found[1], f"'{cls.kind}' is given twice", hint=f"keep one '{cls.kind}' line")
        return found[0] if found else None

    def build(self) -> Compiled:
        for cl in self.own:
            if type(cl) not in HANDLED:
                raise _err(cl, f"the compiler does not know what a '{cl.kind}' clause means",
                           hint="this is a bug in unorules: a clause kind was added without its meaning")
        variant = self.header(a.VariantClause)
        if variant is None:
            first = self.own[0] if self.own else None
            raise VariantError(
                "the file does not name its variant",
                file=self.file, line=first.line if first else 0, column=1,
                text=first.text if first else "",
                expected="a first line such as 'variant my_house_rules'",
                hint="every variant file starts with 'variant <name>'",
            )
        parent_rules: RuleSet | None = None
        merged: dict[str, a.Clause] = {}
        extends = self.header(a.ExtendsClause)
        if extends is not None:
            if len(self.seen) >= limits.EXTENDS:
                raise limits.over("extends depth", limits.EXTENDS, file=extends.file, line=extends.line,
                                  column=extends.column, text=extends.text,
                                  got=" -> ".join((*self.seen[-3:], extends.name)) + " goes deeper")
            parent_rules, parent_clauses = self.load_parent(extends)
            merged = {c.key: c for c in parent_clauses}
        own_keys: dict[str, a.Clause] = {}
        withouts: list[a.WithoutClause] = []
        for cl in self.own:
            if isinstance(cl, HEADER):
                continue
            if cl.key in own_keys:
                prev = own_keys[cl.key]
                raise _err(cl, f"duplicate clause '{cl.key}' (first written on line {prev.line})",
                           hint="each clause may be written once per file; remove or merge one")
            own_keys[cl.key] = cl
            if isinstance(cl, a.WithoutClause):
                if cl.target in own_keys:
                    raise _err(cl, f"'{cl.key}' removes the clause '{cl.target}' written on line "
                                   f"{own_keys[cl.target].line} of this same file",
                               hint="delete that line instead; 'without' removes an inherited clause")
                if cl.target not in merged:
                    raise _err(cl, f"there is no clause '{cl.target}' to remove",
                               hint="'without' removes a clause inherited with 'extends'")
                del merged[cl.target]
                # The inherited rules that mean nothing without it go with it (the UNO penalties
                # with 'without uno'); the file's own are its to remove.
                for key in [k for k, c in merged.items() if c.goes_with(cl.target) and k not in own_keys]:
                    del merged[key]
                withouts.append(cl)
            else:
                merged[cl.key] = cl
        if len(merged) > limits.CLAUSES:
            raise limits.over("clauses", limits.CLAUSES, file=self.file, line=variant.line, column=1,
                              text=variant.text, got=f"with its parents' the variant has {len(merged)}")
        title = self.header(a.TitleClause)
        about = self.header(a.AboutClause)
        try:
            rules = self._build(merged, variant, title, about, parent_rules, withouts)
        except VariantError as err:
            raise self.all_left_standing(err, merged, variant, title, about, parent_rules, withouts) from None
        return rules, tuple(merged.values())

    def all_left_standing(self, err: VariantError, merged: dict[str, a.Clause], variant: a.VariantClause,
                          title: a.TitleClause | None, about: a.AboutClause | None,
                          parent_rules: RuleSet | None, withouts: list[a.WithoutClause]) -> VariantError:
        """One error for every inherited clause this file's 'without' lines leave unable to
        stand (a removed card kind that a parent's play, on, require, challenge, start and
        expect clauses still name), found by building again without each one blamed: one
        error a run made a writer remove two wilds in eight runs."""
        blamed: list[tuple[a.WithoutClause | None, VariantError]] = []
        trial = dict(merged)
        while len(blamed) < limits.CLAUSES and err.clause is not None:
            w = self.standing_after(err, withouts, set(trial))
            # An inherited count of the deck that the removed cards break is one more line to write.
            counted = (w is None and bool(blamed) and err.file != self.file and err.clause in trial
                       and err.clause.startswith("expect "))
            if w is None and not counted:
                break
            blamed.append((w, err))
            del trial[err.clause]
            try:
                self._build(trial, variant, title, about, parent_rules, withouts)
            except VariantError as again:
                err = again
                continue
            break
        if len(blamed) < 2:
            return self.blame_without(blamed[0][1] if blamed else err, withouts, set(merged))
        first = blamed[0][0]
        assert first is not None
        by_line: dict[int, list[VariantError]] = {}
        for w, e in blamed:
            by_line.setdefault(w.line if w is not None else 0, []).append(e)
        parts = []
        for w in withouts:
            if w.line in by_line:
                clauses = ", ".join(f"'{e.text}' ({Path(e.file).name}:{e.line})" for e in by_line[w.line])
                parts.append(f"'{w.text}' leaves inherited clauses that still name what it removes unable "
                             f"to stand: {clauses}")
        parts += [f"{e.message} ({Path(e.file).name}:{e.line})" for e in by_line.get(0, [])]
        lines = "; ".join(f"'without {e.text if e.clause and e.clause.startswith('expect ') else e.clause}'"
                          for _w, e in blamed)
        return _err(first, "; ".join(parts),
                    hint=f"remove them too, one line each ({lines}), or replace them in this file")

    def standing_after(self, err: VariantError, withouts: list[a.WithoutClause],
                       kept: set[str]) -> a.WithoutClause | None:
        """The 'without card KIND' line whose kind the inherited clause ``err`` is in still names, if any."""
        if err.file == self.file or err.clause not in kept:
            return None
        words = set((err.clause or "").split())
        for w in withouts:
            target = w.target.split()
            if target[0] == "card" and target[-1] in words:
                return w
        return None

    def blame_without(self, err: VariantError, withouts: list[a.WithoutClause], kept: set[str]) -> VariantError:
        """An error in an inherited clause that one of this file's 'without' lines caused
        (a card removed that a parent's rule still names) is the 'without' line's: point there."""
        if err.file == self.file or not withouts:
            return err
        words = set((err.clause or "").split())
        for w in withouts:
            target = w.target.split()
            if target[-1] in words or (err.clause or " ").split()[0] == target[0]:
                where = f"{Path(err.file).name}:{err.line}"
                if err.clause in kept:  # an inherited clause still names what was removed
                    return _err(w, f"'{w.text}' leaves the inherited clause '{err.text}' ({where}) "
                                   f"unable to stand: {err.message}",
                                hint=f"remove that clause too ('without {err.clause}') or replace it in this file")
                return _err(w, f"after '{w.text}', {err.message}", expected=err.expected,
                            hint=f"say it in this file (the inherited line was {where}: '{err.text}')")
        return err

    def _build(self, merged: dict[str, a.Clause], variant: a.VariantClause, title: a.TitleClause | None,
               about: a.AboutClause | None, parent_rules: RuleSet | None,
               withouts: list[a.WithoutClause]) -> RuleSet:
        return Builder(list(merged.values()), self.file, variant).build(
            name=variant.name,
            title=title.value if title else variant.name,
            about=about.value if about else "",
            parent=parent_rules.name if parent_rules else None,
            parent_rules=parent_rules,
            withouts=tuple(info(w) for w in withouts),
            translations=self.header_translations(title, about),
        )

    def header_translations(self, title: a.TitleClause | None,
                            about: a.AboutClause | None) -> tuple[tuple[str, str, str], ...]:
        """(language, English, translation) of the title and the description, from their tagged lines."""
        out: list[tuple[str, str, str]] = []
        for cls, plain in ((a.TitleClause, title), (a.AboutClause, about)):
            for cl in self.own:
                if not isinstance(cl, cls) or not cl.lang:
                    continue
                if plain is None:
                    raise _err(cl, f"'{cl.kind}[{cl.lang}]' translates the '{cl.kind}' line, and there is none",
                               hint=f"write the {cl.kind} in English first: {cl.kind} \"...\"")
                if any(lang == cl.lang and english == plain.value for lang, english, _t in out):
                    raise _err(cl, f"'{cl.kind}' is translated into [{cl.lang}] twice", hint="keep one of the two")
                out.append((cl.lang, plain.value, cl.value))
        return tuple(out)

    def load_parent(self, cl: a.ExtendsClause) -> Compiled:
        pname = cl.name
        if pname in self.seen:
            loop = (*self.seen[self.seen.index(pname):], pname)
            raise _err(cl, f"variant {pname!r} extends itself: {' -> '.join(loop)}",
                       hint="'extends' chains must not loop")
        local = Path(self.file).parent / f"{pname}.uno" if self.file != "<string>" else None
        path = local if local is not None and is_file(local) else bundled_path(pname)
        if path is None:
            near = [*variants(), *(f.stem for f in local.parent.glob("*.uno"))] if local is not None else variants()
            close = difflib.get_close_matches(pname, near, n=1, cutoff=0.6) if len(pname) <= 80 else []
            raise _err(cl, f"unknown variant {pname!r} to extend",
                       expected="a bundled variant (" + ", ".join(variants()) + ") or a file beside this one",
                       hint=f"did you mean {close[0]!r}?" if close else "")
        return _compile_file(path, (*self.seen, pname), self.budget)


class Builder:
    """Turns the merged clause list into the RuleSet IR."""

    def __init__(self, clauses: list[a.Clause], file: str, variant: a.VariantClause) -> None:
        self.clauses = clauses
        self.file = file
        self.variant = variant
        self.kind_names: set[str] = set()
        self.aliases_map: dict[str, str] = {}
        # (card kind, behaviour) -> the clause that decided it, for the IR's provenance.
        self.decided: dict[tuple[str, str], a.Clause] = {}
        self.status_rules: dict[str, StatusRule] = {}
        self.two_sided = False
        self.fields: dict[str, Any] = {}
        self.kinds: tuple[CardKind, ...] = ()
        self.deck_size = 0

    def check_statuses(self, cl: a.Clause, prim: Primitive) -> None:
        for name in prim.statuses():
            if name not in self.status_rules:
                close = difflib.get_close_matches(name, sorted(self.status_rules), n=1)
                raise _err(cl, f"unknown status {name!r}",
                           expected="one of: " + ", ".join(sorted(self.status_rules)) if self.status_rules else "",
                           hint=f"did you mean '{close[0]}'?" if close else
                           f"declare it: 'status {name}: ends after 2 turn starts of its holder'")

    def effects(self, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
        """The effects with what the statuses decide filled in."""
        return tuple(e.resolved(self.status_rules) for e in effects)

    def of(self, cls: type[C]) -> list[C]:
        return [cl for cl in self.clauses if type(cl) is cls]

    def one(self, cls: type[C], what: str, example: str) -> C:
        found = self.of(cls)
        if not found:
            raise self.missing(cls, what, example)
        return found[0]

    # --- what a clause kind's compile asks (ir.mechanic.Compiling) ----------------
    def run_stage(self, mechanics: list[type[a.Clause]], which: Callable[[int], bool]) -> None:
        """Let every clause kind of those stages check its clauses and give its fields."""
        for kind in mechanics:
            if which(kind.stage):
                got = kind.compile(self.of(kind), self)
                self.fields["mechanics"] = (*self.fields.get("mechanics", ()), *got.pop("mechanics", ()))
                self.fields.update(got)

    def error(self, cl: a.Clause, message: str, hint: str = "", expected: str = "") -> VariantError:
        return _err(cl, message, hint=hint, expected=expected)

    def missing(self, cls: type[a.Clause], what: str, example: str) -> VariantError:
        return VariantError(
            f"the variant does not say {what}",
            file=self.file, line=self.variant.line, column=1, text=self.variant.text,
            clause=cls.kind, expected=f"a clause such as '{example}'",
        )

    def covered(self, cl: a.Clause, selector: a.Selector) -> list[str]:
        if selector.what == "kinds":
            return [self.known(cl, n) for n in selector.names]
        if selector.what == "numbers":
            return [k.name for k in self.kinds if k.number is not None]
        return [k.name for k in self.kinds]

    def resolved(self, effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
        return self.effects(effects)

    def clause(self, key: str) -> a.Clause | None:
        return next((cl for cl in self.clauses if cl.key == key), None)

    def decide(self, kind: str, behaviour: str, cl: a.Clause) -> None:
        self.decided[(kind, behaviour)] = cl

    def maybe(self, cls: type[C]) -> C | None:
        found = self.of(cls)
        return found[0] if found else None

    def build(self, *, name: str, title: str, about: str, parent: str | None,
              parent_rules: RuleSet | None, withouts: tuple[ClauseInfo, ...],
              translations: tuple[tuple[str, str, str], ...] = ()) -> RuleSet:
        colours_cl = self.one(a.ColoursClause, "its colours", "colours red, yellow, green, blue")
        colours = colours_cl.colours
        if len(colours) > limits.COLOURS:
            raise limits.over("colours", limits.COLOURS, file=colours_cl.file, line=colours_cl.line,
                              column=colours_cl.column, text=colours_cl.text, got=f"{len(colours)} colours")
        if len(set(colours)) != len(colours):
            raise _err(colours_cl, "a colour is listed twice")
        players_cl = self.one(a.PlayersClause, "how many may play", "players 2 to 10")
        lo, hi = players_cl.low, players_cl.high
        if lo < 2 or lo > hi:
            raise _err(players_cl, f"'players {lo} to {hi}' is not a range of at least two players",
                       hint="write the smallest number first, at least 2")
        if hi > limits.PLAYERS:
            raise limits.over("players", limits.PLAYERS, file=players_cl.file, line=players_cl.line,
                              column=players_cl.column, text=players_cl.text, got=f"up to {hi} players")
        deal_cl = self.one(a.DealClause, "how many cards each player is dealt", "deal 7 cards")
        hand_size = deal_cl.cards
        if hand_size < 1:
            raise _err(deal_cl, "every player must be dealt at least one card",
                       hint="the official rules deal 7: 'deal 7 cards'")
        sides = self.sides(colours_cl)
        self.two_sided = bool(sides)
        kinds = self.card_kinds(colours, sides)
        self.kind_names = {k.name for k in kinds}
        aliases = self.aliases(colours)
        self.aliases_map = dict(aliases)
        pairs = self.pairs(kinds, sides)
        deck_size = len(pairs) if sides else sum(k.total(len(colours)) for k in kinds)
        if deck_size > limits.DECK:  # counted from the kinds: no card has been made yet
            biggest = max(kinds, key=lambda k: k.total(len(colours)))
            big = self.card_clause(biggest.name)
            raise limits.over("deck size", limits.DECK, file=big.file, line=big.line, column=big.column,
                              text=big.text, got=f"the cards declared make {deck_size} "
                                                f"({biggest.total(len(colours))} of them {biggest.name})")
        if hand_size * hi + 1 > deck_size:
            raise _err(self.own(deal_cl, players_cl), f"{hi} players with {hand_size} cards each need {hand_size * hi + 1} cards "
                                f"(with the first discard), but the deck has {deck_size}",
                       hint="deal fewer cards, allow fewer players, or add cards")
        self.aliases_map = dict(aliases)
        self.deck_size = deck_size
        self.kinds = kinds
        self.fields = {
            "name": name, "title": title, "about": about, "parent": parent, "file": self.file,
            "colours": colours, "min_players": lo, "max_players": hi, "hand_size": hand_size,
            "kinds": kinds, "aliases": aliases, "expectations": (),
            "sides": tuple((sd.name, sd.colours) for sd in sides), "pairs": pairs,
        }
        mechanics = sorted(load_mechanics().values(), key=lambda m: (m.stage, rule_name(m)))
        self.run_stage(mechanics, lambda stage: stage == 0)
        self.status_rules = {st.name: st for st in self.fields["statuses"]}
        play = self.per_kind_conds(a.PlayClause, kinds, required=True)
        require = self.per_kind_conds(a.RequireClause, kinds, required=False)
        on = self.per_kind_effects(a.OnClause, kinds, required=False)
        # Of a two-sided deck only the first side's faces are ever turned up at the start.
        starters = tuple(k for k in kinds if not sides or k.side in ("", sides[0].name))
        start = self.per_kind_effects(a.StartClause, starters, required=True)
        self.check_start(starters, start)
        self.check_start_stops(starters, start, len(colours), hi, hand_size, self.own(deal_cl, players_cl))
        self.fields.update(play=play, require=require, on=on, start=start)
        self.run_stage(mechanics, lambda stage: stage == 1)
        self.check_on(kinds, on, self.fields["challenges"])
        self.run_stage(mechanics, lambda stage: stage > 1)
        rules = RuleSet(
            **self.fields,
            clauses=tuple(info(c) for c in self.clauses),
            options=tuple(o for c in self.clauses for o in c.options),
            decided_by=tuple(sorted((k, b, info(cl)) for (k, b), cl in self.decided.items())),
            withouts=withouts, translations=translations,
            parent_rules=parent_rules,
        )
        import attrs

        return attrs.evolve(rules, expectations=self.expectations(rules), parent_rules=parent_rules)

    # --- sides of a two-sided deck ----------------------------------------------------
    def sides(self, colours_cl: a.ColoursClause) -> list[a.SideClause]:
        sides = self.of(a.SideClause)
        if not sides:
            return []
        if len(sides) != 2:
            raise _err(sides[-1] if len(sides) > 2 else sides[0],
                       f"a two-sided deck has two sides, not {len(sides)}",
                       hint="write one 'side' line for each side, e.g. 'side light: colours red, ...' "
                            "and 'side dark: colours pink, ...'")
        if sides[0].colours != colours_cl.colours:
            raise _err(sides[0], "the first side is up when a round is dealt, so its colours are the "
                                 f"variant's colours ({', '.join(colours_cl.colours)})",
                       hint=f"write 'colours {', '.join(sides[0].colours)}' or list the colours in that order")
        if sides[0].name == sides[1].name:
            raise _err(sides[1], f"both sides are called {sides[0].name!r}", hint="give each side its own name")
        for sd in sides:
            if len(set(sd.colours)) != len(sd.colours):
                raise _err(sd, "a colour is listed twice")
            if len(sd.colours) != len(colours_cl.colours):
                raise _err(sd, f"each side has as many colours as the other ({len(colours_cl.colours)})",
                           hint="a colour of one side stands where the same place's colour of the other does")
        shared = set(sides[0].colours) & set(sides[1].colours)
        if shared:
            raise _err(sides[1], f"{', '.join(sorted(shared))} is a colour of both sides",
                       hint="a card's colour must tell which side it is on: give each side its own colours")
        return sides

    def side_faces(self, kinds: Sequence[CardKind], side: a.SideClause) -> Counter[Card]:
        """The faces the 'card' clauses put on ``side``, each alone, with their counts."""
        out: Counter[Card] = Counter()
        for k in kinds:
            if k.side not in ("", side.name):
                continue
            for col in side.colours if k.coloured else (None,):
                out[Card(k.name, col)] += k.count
        return out

    def pairs(self, kinds: Sequence[CardKind], sides: list[a.SideClause]) -> tuple[Card, ...]:
        """The physical cards, first side up, from the 'pair' lines; every face the 'card'
        clauses declare is on exactly one of them."""
        pair_cls = self.of(a.PairClause)
        if not sides:
            if pair_cls:
                raise _err(pair_cls[0], "'pair' gives the other faces of two-sided cards, but the deck has "
                                        "one side", hint="declare the sides first: 'side light: colours ...'")
            return ()
        front, back = sides
        want_front, want_back = self.side_faces(kinds, front), self.side_faces(kinds, back)
        got_front: Counter[Card] = Counter()
        got_back: Counter[Card] = Counter()
        out: list[Card] = []
        for cl in pair_cls:
            up = self.face(cl, cl.front, front, want_front)
            for b in cl.backs:
                down = self.face(cl, b, back, want_back)
                if up.color is None and down.color is None:
                    raise _err(cl, f"{up} with {down}: a card without a colour on both faces could not "
                                   "tell which side is up", hint="pair a colourless face with a coloured one")
                out.append(Card(up.kind, up.color, (down.kind, down.color)))
                got_front[up] += 1
                got_back[down] += 1
        for side, want, got in ((front, want_front, got_front), (back, want_back, got_back)):
            for face in want:
                if got[face] != want[face]:
                    raise _err(self.miscount_at(face, side, pair_cls), f"the 'pair' lines give {got[face]} "
                               f"cards with the {side.name} face {face}, but the 'card' clauses declare "
                               f"{want[face]}",
                               hint="every physical card is one 'pair' line's face and one of its other faces")
        return tuple(out)

    def miscount_at(self, face: Card, side: a.SideClause, pair_cls: Sequence[a.PairClause]) -> a.Clause:
        """Where a miscounted face is reported: a clause of the file being compiled if the
        face's 'card' clause or one of its 'pair' lines is there (a variant extending a
        two-sided one changes a count, and the error must point at that change, not at
        the parent's pairs), else the last pair line giving the face."""
        card_cl = self.card_clause(face.kind)
        mention = [cl for cl in pair_cls if self.gives(cl, face)]
        for cl in (card_cl, *reversed(mention)):
            if cl.file == self.file:
                return cl
        return mention[-1] if mention else pair_cls[-1] if pair_cls else side

    def gives(self, cl: a.PairClause, face: Card) -> bool:
        for colour, name in (cl.front, *cl.backs):
            if colour == face.color and self.aliases_map.get(name, name) == face.kind:
                return True
        return False

    def face(self, cl: a.PairClause, face: a.FaceText, side: a.SideClause, known: Counter[Card]) -> Card:
        colour, name = face
        kind = self.aliases_map.get(name, name)
        card = Card(kind, colour)
        if card not in known:
            raise _err(cl, f"{a.face_text(face)!r} is no face of the {side.name} side",
                       expected=f"a card of the {side.name} side (colours {', '.join(side.colours)}), as the "
                                "'card' clauses declare it",
                       hint="a pair line is '<first-side face> with <other face>, <other face>, ...'")
        return card

    # --- cards ----------------------------------------------------------------
    def card_kinds(self, colours: tuple[str, ...], sides: Sequence[a.SideClause] = ()) -> tuple[CardKind, ...]:
        out: list[CardKind] = []
        side_names = [sd.name for sd in sides]
        for cl in self.of(a.CardClause):
            if cl.side and cl.side not in side_names:
                raise _err(cl, f"card {cl.name} is on side {cl.side!r}, but the deck has "
                               + (f"the sides {', '.join(side_names)}" if side_names else "one side"),
                           hint="declare the sides with 'side <name>: colours ...'" if not side_names
                           else f"write '{side_names[0]} side' or '{side_names[1]} side', or neither for both")
            if len(out) == limits.CARD_KINDS:
                raise limits.over("card kinds", limits.CARD_KINDS, file=cl.file, line=cl.line,
                                  column=cl.column, text=cl.text, got=f"card {cl.name} is one too many")
            if cl.count > limits.CARDS_PER_KIND:
                raise limits.over("cards per kind", limits.CARDS_PER_KIND, file=cl.file, line=cl.line,
                                  column=cl.column, text=cl.text, got=f"{cl.count} of card {cl.name}")
            if cl.name in colours:
                raise _err(cl, f"{cl.name!r} is a colour and cannot also be a card kind")
            if cl.name in RESERVED_KIND_NAMES:
                raise _err(cl, f"{cl.name!r} is a word of the language ({RESERVED_KIND_NAMES[cl.name]}) "
                               "and cannot name a card kind", hint="choose another name")
            number: int | None = None
            if cl.number:
                if not cl.name.isdigit():
                    raise _err(cl, f"card {cl.name} is marked 'number' but its name is not a number",
                               hint="number cards are named by their value, as in 'card 7: number, ...'")
                number = int(cl.name)
            if cl.points is None and number is None:
                raise _err(cl, f"card {cl.name} scores 'face value' but has no face value",
                           hint="mark it 'number' or give its points, as in 'scores 20'")
            points = number if cl.points is None else cl.points
            assert points is not None
            self.decided[(cl.name, "card")] = cl
            out.append(CardKind(cl.name, cl.coloured, cl.count, number, points, (), cl.line, cl.side))
        if not out:
            raise VariantError("the variant has no cards", file=self.file, line=self.variant.line,
                               column=1, text=self.variant.text,
                               expected="clauses such as 'card skip: 2 per colour, scores 20'")
        return tuple(out)

    def card_clause(self, name: str) -> a.CardClause:
        """The clause declaring a kind: where an error about the kind points (it may be
        in the parent's file)."""
        return next(c for c in self.of(a.CardClause) if c.name == name)

    def aliases(self, colours: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
        out = []
        for cl in self.of(a.AliasClause):
            self.known(cl, cl.card)
            if cl.alias in self.kind_names or cl.alias in colours:
                raise _err(cl, f"alias {cl.alias!r} is already the name of a card kind or colour",
                           hint="choose another alias")
            out.append((cl.alias, cl.card))
        return tuple(out)

    def known(self, cl: a.Clause, name: str) -> str:
        if name in self.kind_names:
            return name
        real = self.aliases_map.get(name)
        if real:
            return real
        close = difflib.get_close_matches(name, sorted(self.kind_names), n=1)
        raise _err(cl, f"unknown card kind {name!r}",
                   expected="one of: " + ", ".join(sorted(self.kind_names)),
                   hint=f"did you mean '{close[0]}'?" if close else "declare it with a 'card' clause")

    # --- per-kind resolution ----------------------------------------------------
    def resolve(self, clauses: Sequence[a.PlayClause | a.OnClause], kinds: tuple[CardKind, ...]
                ) -> dict[str, a.PlayClause | a.OnClause]:
        """For each card kind, the most specific of these clauses that covers it."""
        out: dict[str, a.PlayClause | a.OnClause] = {}
        rank: dict[str, int] = {}
        for cl in clauses:
            sel = cl.selector
            if sel.what == "kinds":
                covered = [self.known(cl, n) for n in sel.names]
                level = 2
            elif sel.what == "numbers":
                covered = [k.name for k in kinds if k.number is not None]
                level = 1
            else:
                covered = [k.name for k in kinds]
                level = 0
            for name in covered:
                if rank.get(name, -1) == level and level == 2:
                    raise _err(cl, f"card {name} is covered by two '{cl.kind}' clauses "
                                   f"('{out[name].key}' and '{cl.key}')")
                if rank.get(name, -1) < level:
                    out[name] = cl
                    rank[name] = level
        return out

    def per_kind_conds(self, cls: type[a.PlayClause], kinds: tuple[CardKind, ...], required: bool
                       ) -> tuple[tuple[str, Cond], ...]:
        clauses = self.of(cls)
        for cl in clauses:
            self.check_cond(cl, cls.kind, cl.cond)
        got = self.resolve(clauses, kinds)
        out = []
        for k in kinds:
            rule = got.get(k.name)
            if isinstance(rule, a.PlayClause):
                self.decided[(k.name, cls.kind)] = rule
                out.append((k.name, rule.cond))
            elif required:
                card = self.card_clause(k.name)
                raise VariantError(
                    f"card {k.name} has no '{cls.kind}' rule", file=card.file, line=card.line, column=1,
                    text=card.text, clause=f"{cls.kind} {k.name}",
                    expected=f"'{cls.kind} {k.name}: ...' or '{cls.kind} any card: ...'",
                )
        return tuple(out)

    def per_kind_effects(self, cls: type[a.OnClause], kinds: tuple[CardKind, ...], required: bool
                         ) -> tuple[tuple[str, EffectList], ...]:
        got = self.resolve(self.of(cls), kinds)
        out = []
        for k in kinds:
            cl = got.get(k.name)
            if isinstance(cl, a.OnClause):
                self.check_effects(cl, cls.kind, cl.effects)
                self.check_stack_outcome(cl, cl.effects)
                self.check_turn_named(cl, cl.effects)
                self.check_held_choice(cl, cls.kind, cl.effects)
                self.check_colour_order(cl, k, cl.effects)
                self.decided[(k.name, cls.kind)] = cl
                out.append((k.name, self.effects(cl.effects)))
            elif required:
                card = self.card_clause(k.name)
                raise VariantError(
                    f"card {k.name} has no start rule: the rules do not say what happens when "
                    f"it is turned over to start the discard pile", file=card.file, line=card.line,
                    column=1, text=card.text, clause=f"start {k.name}",
                    expected=f"'start {k.name}: ...' (for an ordinary card: 'start {k.name}: nothing')",
                )
        return tuple(out)

    # --- where a primitive may be written ----------------------------------------
    def check_place(self, cl: a.Clause, place: str, prim: Primitive, what: str) -> None:
        places = prim.places
        if places is not None and place not in places and place.split()[0] not in places:
            raise _err(cl, prim.place_refused(place), hint=prim.who_hint)

    def check_cond(self, cl: a.Clause, place: str, cond: Cond | None, words_of: str = "") -> None:
        """``place`` is where the condition is written ("play", "report", "guard"...);
        its subject words are those of ``words_of`` (the clause an effect's ``if`` is in)."""
        allowed = subjects.ALLOWED.get(words_of or place)
        for c in cond.walk() if cond is not None else ():
            if not c.phrase:
                continue  # a connective: and, or, not
            self.check_statuses(cl, c)
            self.check_place(cl, place, c, c.english())
            for who in c.subjects():
                if allowed is not None and who not in allowed:
                    why = subjects.WHY_NOT.get(who, "")
                    raise _err(cl, f"'{who}' cannot be used in {words_of or place} clauses"
                               + (f": {why}" if why else ""), expected="one of: " + ", ".join(sorted(allowed)))
                if c.who_may_be is not None and who not in c.who_may_be:
                    raise _err(cl, c.who_refused(who), hint=c.who_hint)

    def check_effects(self, cl: a.Clause, place: str, effects: Iterable[Effect]) -> None:
        allowed = subjects.ALLOWED[place]
        effects = tuple(effects)
        # A play names one of the card's printed actions by its number: one choice per card.
        picks = [e for e in flat(effects) if e.offers]
        if len(picks) > 1:
            raise _err(cl, "a card offers one choice of its printed actions, and this clause writes "
                           f"{len(picks)}: a play names only one of them",
                       hint="put every action the player may pick in one 'player chooses one of: ... or ...'")
        for e in effects:
            inner = e.effect if isinstance(e, Guarded) else e
            if isinstance(e, Guarded):
                # 'guard on', 'guard start', ...: a condition may be allowed in the 'if' of
                # some clauses only ('places' names them; plain 'guard' allows every one).
                self.check_cond(cl, f"guard {place}", e.cond, words_of=place)
                if place == "start":
                    self.check_start_guard(cl, e.cond)
                if inner.offers:
                    raise _err(cl, f"'{inner.english()}' cannot depend on a condition: the player picks one "
                                   "of the card's actions whenever it is played",
                               hint="give a condition to an action inside the choice instead, or write the "
                                    "choice without 'if'")
                if inner.sets_colour:
                    # Where the condition fails the card would name no colour (and the
                    # engine would ask for one and ignore it): a card names its colour always.
                    raise _err(cl, f"'{inner.english()}' cannot depend on a condition: a card that "
                                   "names a colour must name it whenever it is played",
                               hint="write the colour choice without 'if', or give the card a "
                                    "colour of its own")
            for who in inner.subjects():
                if who not in allowed:
                    why = subjects.WHY_NOT.get(who, "")
                    raise _err(cl, f"'{who}' cannot be used in {place} clauses" + (f": {why}" if why else ""),
                               expected="one of: " + ", ".join(sorted(allowed)), hint=_start_target(who, place))
            self.check_statuses(cl, inner)
            if inner.needs_sides and not self.two_sided:
                raise _err(cl, f"'{cl.text}' needs cards with two faces, but this deck's cards have one",
                           hint="declare the two sides ('side light: colours ...', 'side dark: colours ...') "
                                "and which faces share a card ('pair ...')")
            what, hint = inner.problem()
            if what:
                raise _err(cl, what, hint=hint)
            self.check_place(cl, place, inner, inner.english())
            if inner.who_may_be is not None:
                bad = [w for w in inner.subjects() if w not in inner.who_may_be]
                if bad:
                    raise _err(cl, inner.who_refused(bad[0]), hint=inner.who_hint)
            if inner.one_seat and Subject.OTHERS in inner.subjects():
                raise _err(cl, "'others' cannot be used here: this effect acts on exactly one player",
                           hint="name one player: player, next, target, dealer or first")

    def check_start_guard(self, cl: a.Clause, cond: Cond) -> None:
        """At the start the card asked about is the top card itself, so a condition that
        compares a card with the top card (or the active colour) says nothing there."""
        for c in cond.walk():
            if c.phrase and c.local and type(c).__name__ != "Always":
                raise _err(cl, f"'{c.english()}' compares a card with the top card, but at the start "
                               "the card is the top card itself, so it cannot decide anything here",
                           hint="ask about the players instead, e.g. 'first draws 2 if not first has a "
                                "playable card' or '... if 2 players'")

    def check_colour_order(self, cl: a.Clause, kind: CardKind, effects: tuple[Effect, ...]) -> None:
        """A card without a colour of its own makes the colour active only when its player
        names it: an effect that reads the active colour before that reads the colour of the
        card beneath, which the card was played to change."""
        inner = flat(effects)
        # Named by the player in the play, or by another in a later action: either way
        # what reads the colour before the choice reads the old one.
        named = next((i for i, e in enumerate(inner) if e.sets_colour), None)
        if kind.coloured or named is None:
            return
        early = [e for e in inner[:named] if e.reads_colour]
        if early:
            who = "its player names" if inner[named].needs_colour else "is named"
            raise _err(cl, f"'{early[0].english()}' comes before the colour choice, so it reads the colour "
                           f"that was active before this {kind.name}, not the one that {who}",
                       hint="put 'player chooses colour' first" if inner[named].needs_colour
                       else "put the colour choice first (e.g. 'next chooses colour')")

    def check_stack_outcome(self, cl: a.Clause, effects: tuple[Effect, ...]) -> None:
        """A draw passed on to be stacked is answered in a stack of its own: the same card
        cannot also open a challenge, nor hand the colour choice to someone else, or the
        pending total outlives its stack (the next turn would begin with it still owed)."""
        inner = flat(effects)
        if not any(e.passes_draw for e in inner):
            return
        # An unconditional draw passed on always opens the stack, and the stack decides the
        # turn: the player who takes the total loses it, the one who stacks passes it on. A
        # lost turn (or a turn kept) beside it never acts, though the rule book would say it.
        if any(e.passes_draw and not isinstance(e, Guarded) for e in effects):
            moved = next((e for e in inner if e.moves_turn), None)
            if moved is not None:
                n = getattr(next(e for e in inner if e.passes_draw), "n", 2)
                raise _err(cl, f"'{moved.english()}' never happens here: the draw passed on to be stacked "
                               "decides the turn (the player who draws the total loses their turn, and one "
                               "who stacks passes it on)",
                           hint=f"leave it out: 'next draws {n} or stacks' already means the player who "
                                "takes the total loses their turn")
        if any(e.opens_challenge for e in inner):
            raise _err(cl, "a card cannot both pass its draw on to be stacked and open a challenge",
                       hint="keep 'next may challenge' here and write 'or stacks' in the challenge's "
                            "'if accepted' outcome ('if accepted: next draws 4 or stacks')")
        if any(e.sets_colour and not e.needs_colour for e in inner):
            raise _err(cl, "a card that passes its draw on to be stacked cannot leave the colour "
                           "choice to another player (the stack would wait behind the choice)",
                       hint="let the player who plays it choose: 'player chooses colour'")

    def check_turn_named(self, cl: a.Clause, effects: tuple[Effect, ...]) -> None:
        """An effect that names who plays next (the player again, the dealer first) decides the
        turn whatever turns were lost beside it: a lost turn in the same clause never happens,
        though the rule book would say it."""
        inner = flat(effects)
        if any(e.sets_colour and not e.needs_colour for e in inner):
            return  # the rest waits for another player's colour, and is the held choice's matter
        named = next((e for e in effects if e.names_next and not isinstance(e, Guarded)), None)
        lost = next((e for e in inner if e.moves_turn and not e.names_next), None)
        if named is not None and lost is not None:
            raise _err(cl, f"'{lost.english()}' never happens here: '{named.english()}' decides who plays "
                           "next, whatever turns were lost",
                       hint="leave the lost turn out, or give it and the other a condition each "
                            "('... if 2 players')")

    def check_held_choice(self, cl: a.Clause, place: str, effects: tuple[Effect, ...]) -> None:
        """The effects after a colour named in a later action wait in the state and run
        once it is named, for the card's player: that player, the seats around them and the
        turns already lost are kept, but not a challenge to answer, the action's target,
        or a second choice."""
        inner = flat(effects)
        held = [i for i, e in enumerate(inner) if defers_choice(e, place)]
        if not held:
            return
        if len(held) > 1:
            raise _err(cl, "a clause can ask for the colour only once",
                       hint="keep one 'chooses colour'")
        if any(e.opens_challenge for e in inner):
            raise _err(cl, "a card whose colour is named in a later action cannot also open a challenge "
                           "(the challenge would wait behind the colour choice)",
                       hint="let the player who plays it choose: 'player chooses colour'")
        picked = [e for e in inner[held[0] + 1:] if e.offers]
        if picked:
            raise _err(cl, f"'{picked[0].english()}' comes after a colour named in a later action, when the "
                           "play that picked the action is over",
                       hint="put the choice of actions before the colour choice")
        later = [e for e in inner[held[0] + 1:] if Subject.TARGET in e.subjects()]
        if later:
            raise _err(cl, f"'{later[0].english()}' comes after a colour named in a later action, when the "
                           "play that named the target is over",
                       hint="put the effect on the target before the colour choice")
        asks = [e for e in effects[held[0] + 1:]
                if isinstance(e, Guarded) and any(c.reads_the_play for c in e.cond.walk())]
        if asks:
            raise _err(cl, f"'{asks[0].english()}' comes after a colour named in a later action, when the "
                           "play it asks about is over",
                       hint="put the effect that asks about the play before the colour choice")

    def written_in(self, effect: Effect) -> a.Clause | None:
        """The on, start or challenge clause whose effects hold ``effect``."""
        for cl in [*self.of(a.OnClause), *self.of(a.StartClause)]:
            if effect in flat(cl.effects):
                return cl
        for ch in self.of(a.ChallengeClause):
            if effect in flat((*ch.accepted, *ch.guilty, *ch.innocent)):
                return ch
        return None

    def check_side_effects(self, cl: a.Clause, effects: Iterable[Effect]) -> None:
        """Penalties and reports happen beside the turn: they may make players draw or
        discard, end a turn or end a status, but not take or give a turn or a choice."""
        for e in flat(tuple(effects)):
            if not e.side_effect:
                raise _err(cl, f"'{e.english()}' cannot happen in a penalty or a report",
                           expected="draws, discards, 'turn ends', a status released or 'nothing'",
                           hint="to make a penalised player lose their turn, write 'turn ends'")

    def check_start(self, kinds: tuple[CardKind, ...], start: tuple[tuple[str, EffectList], ...]) -> None:
        """A round must be able to start, and start with an active colour."""
        resolved = self.resolve(self.of(a.StartClause), kinds)
        effects = dict(start)

        # Guarded effects do not count: their condition may not hold.
        def returns(kind: str) -> bool:
            return any(e.returns_card for e in effects[kind])

        def names_colour(kind: str) -> bool:
            return any(e.sets_colour for e in effects[kind])

        if all(returns(k.name) for k in kinds):
            cl = resolved[kinds[0].name]
            raise _err(cl, "every card turned over at the start is sent back, so no round can start",
                       hint="let ordinary cards start the discard pile: 'start number cards: nothing'")
        for k in kinds:
            if not k.coloured and not names_colour(k.name) and not returns(k.name):
                raise _err(resolved[k.name], f"card {k.name} has no colour, so when it starts the discard "
                                             "pile someone must name one",
                           hint=f"write 'start {k.name}: first chooses colour' or "
                                f"'start {k.name}: return it and turn another'")

    def own(self, *clauses: a.Clause) -> a.Clause:
        """Of the clauses that together make a fault, the first written in this file (else
        the first): a child that only raised the player count is told about its own
        'players' line, not about the parent's deal."""
        return next((cl for cl in clauses if cl.file == self.file), clauses[0])

    def check_start_stops(self, kinds: tuple[CardKind, ...], start: tuple[tuple[str, EffectList], ...],
                          colours: int, hi: int, hand_size: int, deal_cl: a.Clause) -> None:
        """Turning cards over at the start stops for every deal: a card that surely stays
        (no start rule sends it back, not even under a condition) must be left outside the
        hands however the cards fall, so there must be more of them than are dealt out."""
        effects = dict(start)
        stay = [k for k in kinds if not any(e.returns_card for e in flat(effects[k.name]))]
        stayers = sum(k.total(colours) for k in stay)
        dealt = hi * hand_size
        if stayers <= dealt:
            back = [k.name for k in kinds if k not in stay]
            # Point at the file's own line that made it so: a start rule sending cards back,
            # else its players or deal line (any of them may be inherited).
            resolved = self.resolve(self.of(a.StartClause), kinds)
            own = [resolved[k] for k in back if k in resolved and resolved[k].file == self.file]
            at = own[0] if own else deal_cl
            raise _err(at, f"with {hi} players, {dealt} cards are dealt out, and only {stayers} cards "
                                f"can stay when turned over at the start (the start rules of "
                                f"{', '.join(back)} send those back): a deal can hold every card that "
                                "stays, and turning cards over would never stop",
                       hint="deal fewer cards, allow fewer players, or let more cards start the "
                            "discard pile ('start number cards: nothing')")

    def check_on(self, kinds: tuple[CardKind, ...], on: tuple[tuple[str, EffectList], ...],
                 challenges: tuple[ChallengeRule, ...]) -> None:
        got = dict(on)
        resolved = self.resolve(self.of(a.OnClause), kinds)
        has_challenge = {c.kind for c in challenges}
        for k in kinds:
            effs = flat(got.get(k.name, ()))
            where = resolved.get(k.name)
            if not k.coloured and not any(e.sets_colour for e in effs):
                at: a.Clause = where if where is not None else self.card_clause(k.name)
                raise VariantError(
                    f"card {k.name} has no colour, so playing it must name one",
                    file=at.file, line=at.line, column=1, text=at.text, clause=f"on {k.name}",
                    hint=f"add 'player chooses colour' to 'on {k.name}: ...'",
                )
            if any(e.opens_challenge for e in effs) and k.name not in has_challenge:
                assert where is not None
                raise _err(where, f"card {k.name} may be challenged but no challenge says what happens",
                           expected=f"a 'challenge {k.name}' clause with its three outcomes")

    def expectations(self, rules: RuleSet) -> tuple[Expectation, ...]:
        out = []
        # Of a two-sided deck, each side's faces count (26 per colour on either side).
        faces = rules.faces()
        counts = Counter(c.kind for c in faces)
        for cl in self.of(a.ExpectClause):
            if cl.what == "total":
                actual, what = len(rules.deck), "cards"
            elif cl.what == "per_colour":
                per = Counter(c.color for c in faces if c.color is not None)
                if len(set(per.values())) != 1:
                    raise _err(cl, f"colours have different numbers of cards: {dict(per)}")
                actual, what = min(per.values()), "cards per colour"
            elif cl.what == "numbers_per_colour":
                nums = Counter(c.color for c in faces
                               if c.color is not None and rules.kind_of[c.kind].number is not None)
                actual = min(nums.values()) if nums else 0
                what = "number cards per colour"
            else:
                assert cl.card is not None
                kind = self.known(cl, cl.card)
                actual, what = counts[kind], (f"'{kind}' cards" if kind.isdigit() else f"{kind} cards")
            if actual != cl.n:
                inherited = cl.file != self.file
                raise _err(cl, f"the deck has {actual} {what}, but "
                               + (f"an expectation inherited from {Path(cl.file).stem} says {cl.n}" if inherited
                                  else f"the file expects {cl.n}"),
                           hint=(f"this file changes the deck: write 'expect {actual} {cl.text.split(None, 2)[2]}' "
                                 f"to replace the inherited line, or '{('without ' + cl.text)}' to drop it")
                           if inherited else "fix the 'card' clauses or the expectation")
            out.append(Expectation(cl.n, cl.what, cl.card, cl.line))
        return tuple(out)


