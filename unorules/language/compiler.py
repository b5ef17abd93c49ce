"""AST -> RuleSet (the IR): resolve ``extends``, names and selectors, and check the meaning.

Every semantic error is a VariantError that names the clause (its key, file, line
and text); nothing is half-built.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from pathlib import Path
from typing import Any, cast

from unorules.cards import CardKind
from unorules.errors import VariantError
from unorules.ir import effects as fx
from unorules.ir import subjects
from unorules.ir.conditions import Cond, HoldsPose
from unorules.ir.records import ChallengeRule, ClauseInfo, DealerRule, DrawRule, Expectation, ReportRule
from unorules.ir.rules import RuleSet
from unorules.language.ast import (
    CardDef,
    ChallengeDef,
    Clause,
    Effects,
    Expect,
    ReportDef,
    Rule,
    Selector,
)
from unorules.language.bundled import bundled_path, variants
from unorules.language.parser import parse

HEADER = ("variant", "extends", "title", "about")

# Words that stand where a card kind's name may stand, so a kind named so could never
# be referred to (tests/test_grammar.py finds them from the grammar).
RESERVED_KIND_NAMES = {
    "any": "'any card'", "number": "'number cards'", "cards": "'expect 108 cards'",
}
# What a penalty or a report may do: it happens beside the turn, not as one.
SIDE_EFFECTS = (fx.Draw, fx.DrawUntilColour, fx.DiscardColour, fx.EndTurn, fx.ReleasePose, fx.Nothing)
# Effects that act on one seat; the engine cannot apply them to several.
ONE_SEAT = (fx.SwapHands, fx.HoldPose, fx.ReleasePose, fx.ChooseColour, fx.PlaysFirst)
ONLY_IN = {
    fx.PlaysFirst: ("start",),
    fx.ReturnAndTurn: ("start",),
    fx.OpenChallenge: ("on",),
    fx.DrawOrStack: ("on",),
    fx.EndTurn: ("penalty wrong_card", "report"),
}


Compiled = tuple[RuleSet, tuple[Clause, ...]]  # the rules and the merged clauses they came from


def compile_text(text: str, file: str = "<string>") -> RuleSet:
    return _compile_text(text, file, ())[0]


def compile_file(path: Path) -> RuleSet:
    return _compile_file(path, ())[0]


def _compile_text(text: str, file: str, seen: tuple[str, ...]) -> Compiled:
    clauses = parse(text, file)
    return Compiler(clauses, file, seen).build()


def _compile_file(path: Path, seen: tuple[str, ...]) -> Compiled:
    return _compile_text(path.read_text(encoding="utf-8"), str(path), seen)


def _err(cl: Clause, message: str, hint: str = "", expected: str = "") -> VariantError:
    return VariantError(
        message, file=cl.file, line=cl.line, column=cl.column, text=cl.text,
        clause=cl.key, hint=hint, expected=expected,
    )


class Compiler:
    def __init__(self, clauses: list[Clause], file: str, seen: tuple[str, ...]) -> None:
        self.file = file
        self.seen = seen
        self.own = clauses

    # --- extends and overrides ----------------------------------------------------
    def header(self, kind: str) -> Clause | None:
        found = [c for c in self.own if c.kind == kind]
        if len(found) > 1:
            raise _err(found[1], f"'{kind}' is given twice", hint=f"keep one '{kind}' line")
        return found[0] if found else None

    def build(self) -> Compiled:
        variant = self.header("variant")
        if variant is None:
            first = self.own[0] if self.own else None
            raise VariantError(
                "the file does not name its variant",
                file=self.file, line=first.line if first else 0, column=1,
                text=first.text if first else "",
                expected="a first line such as 'variant my_house_rules'",
                hint="every variant file starts with 'variant <name>'",
            )
        name = str(variant.value)
        parent_rules: RuleSet | None = None
        merged: dict[str, Clause] = {}
        extends = self.header("extends")
        if extends is not None:
            parent_rules, parent_clauses = self.load_parent(extends)
            merged = {c.key: c for c in parent_clauses}
        own_keys: dict[str, Clause] = {}
        for cl in self.own:
            if cl.kind in HEADER:
                continue
            if cl.kind == "bad_challenge":
                raise _err(
                    cl, "a challenge needs exactly one 'if accepted', one 'if guilty' and one 'if innocent' line",
                    hint="write the three outcomes on the lines right below 'challenge <card>'",
                )
            if cl.key in own_keys:
                prev = own_keys[cl.key]
                raise _err(cl, f"duplicate clause '{cl.key}' (first written on line {prev.line})",
                           hint="each clause may be written once per file; remove or merge one")
            own_keys[cl.key] = cl
            if cl.kind == "without":
                target = str(cl.value)
                if target in own_keys:
                    raise _err(cl, f"'{cl.key}' removes the clause '{target}' written on line "
                                   f"{own_keys[target].line} of this same file",
                               hint="delete that line instead; 'without' removes an inherited clause")
                if target not in merged:
                    raise _err(cl, f"there is no clause '{target}' to remove",
                               hint="'without' removes a clause inherited with 'extends'")
                del merged[target]
            else:
                merged[cl.key] = cl
        title = self.header("title")
        about = self.header("about")
        rules = Builder(list(merged.values()), self.file, variant).build(
            name=name,
            title=str(title.value) if title else name,
            about=str(about.value) if about else "",
            parent=parent_rules.name if parent_rules else None,
            parent_rules=parent_rules,
        )
        return rules, tuple(merged.values())

    def load_parent(self, cl: Clause) -> Compiled:
        pname = str(cl.value)
        if pname in self.seen:
            loop = (*self.seen[self.seen.index(pname):], pname)
            raise _err(cl, f"variant {pname!r} extends itself: {' -> '.join(loop)}",
                       hint="'extends' chains must not loop")
        local = Path(self.file).parent / f"{pname}.uno" if self.file != "<string>" else None
        path = local if local is not None and local.is_file() else bundled_path(pname)
        if path is None:
            raise _err(cl, f"unknown variant {pname!r} to extend",
                       expected="a bundled variant (" + ", ".join(variants()) + ") or a file beside this one")
        return _compile_file(path, (*self.seen, str(cl.value)))


class Builder:
    """Turns the merged clause list into the RuleSet IR."""

    def __init__(self, clauses: list[Clause], file: str, variant: Clause) -> None:
        self.clauses = clauses
        self.file = file
        self.variant = variant
        self.by_kind: dict[str, list[Clause]] = {}
        for cl in clauses:
            self.by_kind.setdefault(cl.kind, []).append(cl)

    def one(self, kind: str, what: str, example: str) -> Clause:
        found = self.by_kind.get(kind, [])
        if not found:
            raise VariantError(
                f"the variant does not say {what}",
                file=self.file, line=self.variant.line, column=1, text=self.variant.text,
                clause=kind, expected=f"a clause such as '{example}'",
            )
        return found[0]

    def maybe(self, kind: str) -> Clause | None:
        found = self.by_kind.get(kind, [])
        return found[0] if found else None

    def build(self, *, name: str, title: str, about: str, parent: str | None,
              parent_rules: RuleSet | None) -> RuleSet:
        colours_cl = self.one("colours", "its colours", "colours red, yellow, green, blue")
        colours = tuple(str(c) for c in cast(tuple[str, ...], colours_cl.value))
        if len(set(colours)) != len(colours):
            raise _err(colours_cl, "a colour is listed twice")
        players_cl = self.one("players", "how many may play", "players 2 to 10")
        lo, hi = cast(tuple[int, int], players_cl.value)
        if lo < 2 or lo > hi:
            raise _err(players_cl, f"'players {lo} to {hi}' is not a range of at least two players",
                       hint="write the smallest number first, at least 2")
        deal_cl = self.one("deal", "how many cards each player is dealt", "deal 7 cards")
        hand_size = cast(int, deal_cl.value)
        if hand_size < 1:
            raise _err(deal_cl, "every player must be dealt at least one card",
                       hint="the official rules deal 7: 'deal 7 cards'")
        kinds = self.kinds(colours)
        self.kind_names = {k.name for k in kinds}
        self.kinds_by_name = {k.name: k for k in kinds}
        aliases = self.aliases(colours)
        deck_size = sum(k.total(len(colours)) for k in kinds)
        if hand_size * hi + 1 > deck_size:
            raise _err(deal_cl, f"{hi} players with {hand_size} cards each need {hand_size * hi + 1} cards "
                                f"(with the first discard), but the deck has {deck_size}",
                       hint="deal fewer cards, allow fewer players, or add cards")
        self.aliases_map = dict(aliases)
        play = self.per_kind("play", kinds, required=True)
        require = self.per_kind("require", kinds, required=False)
        on = self.per_kind_effects("on", kinds, required=False)
        start = self.per_kind_effects("start", kinds, required=True)
        self.check_start(kinds, start)
        challenges = self.challenges(on, require)
        self.check_on(kinds, on, challenges)
        penalties = self.penalties()
        uno_cl = self.maybe("uno")
        if uno_cl is not None and "missed_uno" not in dict(penalties):
            raise _err(uno_cl, "calling UNO needs a penalty for a missed call",
                       expected="a clause such as 'penalty missed_uno: target draws 2'")
        if uno_cl is None and "missed_uno" in dict(penalties):
            cl = next(c for c in self.clauses if c.key == "penalty missed_uno")
            raise _err(cl, "a missed-UNO penalty needs the 'uno:' clause that opens the catch window")
        stacks = self.stacks(dict(on))
        self.check_conditions(
            [*self.by_kind.get("play", []), *self.by_kind.get("require", []), *self.by_kind.get("jump_in", [])]
        )
        jump = self.maybe("jump_in")
        scoring = self.one("scoring", "how rounds are scored", "scoring: winner scores the other hands")
        target = self.one("target", "when the game ends", "game ends at 500 points")
        last = self.maybe("last_card")
        empty = self.one("empty_piles", "what happens when both piles are exhausted",
                         "empty piles: draw what there is")
        rules = RuleSet(
            name=name, title=title, about=about, parent=parent, file=self.file,
            colours=colours, min_players=lo, max_players=hi, hand_size=hand_size,
            kinds=kinds, aliases=aliases, expectations=(), dealer=self.dealer(),
            play=play, require=require, on=on, start=start, challenges=challenges,
            draw=self.draw_rule(), uno=uno_cl is not None, penalties=penalties,
            reports=self.reports(), stacks=stacks,
            jump_in=jump.value.cond if jump is not None else None,  # type: ignore[union-attr]
            last_card=str(last.value) if last is not None else "draws",
            empty_piles=str(empty.value),
            scoring=str(scoring.value), target=int(target.value),  # type: ignore[arg-type]
            clauses=tuple(
                ClauseInfo(c.key, c.kind, c.text, c.file, c.line, c.notes) for c in self.clauses
            ),
            parent_rules=parent_rules,
        )
        expectations = self.expectations(rules)
        import attrs

        return attrs.evolve(rules, expectations=expectations, parent_rules=parent_rules)

    # --- cards ----------------------------------------------------------------
    def kinds(self, colours: tuple[str, ...]) -> tuple[CardKind, ...]:
        out = []
        for cl in self.by_kind.get("card", []):
            d = cl.value
            assert isinstance(d, CardDef)
            if d.count == -1:
                raise _err(cl, f"card {d.name} has no count",
                           hint="add '<n> per colour' for coloured cards or '<n> without colour' for wilds")
            if d.count == -2:
                raise _err(cl, f"card {d.name} is given both a per-colour count and a colourless count",
                           hint="a card kind is either coloured or not")
            if d.name in colours:
                raise _err(cl, f"{d.name!r} is a colour and cannot also be a card kind")
            if d.name in RESERVED_KIND_NAMES:
                raise _err(cl, f"{d.name!r} is a word of the language ({RESERVED_KIND_NAMES[d.name]}) "
                               "and cannot name a card kind", hint="choose another name")
            number: int | None = None
            if d.number:
                if not d.name.isdigit():
                    raise _err(cl, f"card {d.name} is marked 'number' but its name is not a number",
                               hint="number cards are named by their value, as in 'card 7: number, ...'")
                number = int(d.name)
            if d.points is None and number is None:
                raise _err(cl, f"card {d.name} scores 'face value' but has no face value",
                           hint="mark it 'number' or give its points, as in 'scores 20'")
            points = number if d.points is None else d.points
            assert points is not None
            out.append(CardKind(d.name, d.coloured, d.count, number, points, (), cl.line))
        if not out:
            raise VariantError("the variant has no cards", file=self.file, line=self.variant.line,
                               column=1, text=self.variant.text,
                               expected="clauses such as 'card skip: 2 per colour, scores 20'")
        return tuple(out)

    def card_clause(self, name: str) -> Clause:
        """The clause declaring a kind: where an error about the kind points (it may be
        in the parent's file)."""
        return next(c for c in self.by_kind["card"] if c.key == f"card {name}")

    def aliases(self, colours: tuple[str, ...]) -> tuple[tuple[str, str], ...]:
        out = []
        for cl in self.by_kind.get("alias", []):
            alias, kind = cast(tuple[str, str], cl.value)
            self.known(cl, kind)
            if alias in self.kind_names or alias in colours:
                raise _err(cl, f"alias {alias!r} is already the name of a card kind or colour",
                           hint="choose another alias")
            out.append((alias, kind))
        return tuple(out)

    def known(self, cl: Clause, name: str) -> str:
        if name in self.kind_names:
            return name
        real = getattr(self, "aliases_map", {}).get(name)
        if real:
            return str(real)
        import difflib

        close = difflib.get_close_matches(name, sorted(self.kind_names), n=1)
        raise _err(cl, f"unknown card kind {name!r}",
                   expected="one of: " + ", ".join(sorted(self.kind_names)),
                   hint=f"did you mean '{close[0]}'?" if close else "declare it with a 'card' clause")

    # --- per-kind resolution ----------------------------------------------------
    def resolve(self, kind: str, kinds: tuple[CardKind, ...]) -> dict[str, Clause]:
        """For each card kind, the most specific clause of this kind that covers it."""
        out: dict[str, Clause] = {}
        rank: dict[str, int] = {}
        for cl in self.by_kind.get(kind, []):
            sel = cl.value.selector  # type: ignore[union-attr]
            assert isinstance(sel, Selector)
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
                    raise _err(cl, f"card {name} is covered by two '{kind}' clauses "
                                   f"('{out[name].key}' and '{cl.key}')")
                if rank.get(name, -1) < level:
                    out[name] = cl
                    rank[name] = level
        return out

    def per_kind(self, kind: str, kinds: tuple[CardKind, ...], required: bool) -> tuple[tuple[str, Cond], ...]:
        got = self.resolve(kind, kinds)
        out = []
        for k in kinds:
            if k.name in got:
                rule = got[k.name].value
                assert isinstance(rule, Rule)
                out.append((k.name, rule.cond))
            elif required:
                card = self.card_clause(k.name)
                raise VariantError(
                    f"card {k.name} has no '{kind}' rule", file=card.file, line=card.line, column=1,
                    text=card.text, clause=f"{kind} {k.name}",
                    expected=f"'{kind} {k.name}: ...' or '{kind} any card: ...'",
                )
        return tuple(out)

    def per_kind_effects(self, kind: str, kinds: tuple[CardKind, ...], required: bool
                         ) -> tuple[tuple[str, fx.EffectList], ...]:
        got = self.resolve(kind, kinds)
        out = []
        for k in kinds:
            if k.name in got:
                cl = got[k.name]
                assert isinstance(cl.value, Effects)
                self.check_effects(cl, kind, cl.value.effects)
                out.append((k.name, cl.value.effects))
            elif required:
                card = self.card_clause(k.name)
                raise VariantError(
                    f"card {k.name} has no start rule: the rules do not say what happens when "
                    f"it is turned over to start the discard pile", file=card.file, line=card.line,
                    column=1, text=card.text, clause=f"start {k.name}",
                    expected=f"'start {k.name}: ...' (for an ordinary card: 'start {k.name}: nothing')",
                )
        return tuple(out)

    def check_effects(self, cl: Clause, place: str, effects: Iterable[fx.Effect]) -> None:
        allowed = subjects.ALLOWED[place]
        for e in effects:
            inner = e.effect if isinstance(e, fx.Guarded) else e
            for who in inner.subjects():
                if who not in allowed:
                    why = subjects.WHY_NOT.get(who, "")
                    raise _err(cl, f"'{who}' cannot be used in {place} clauses" + (f": {why}" if why else ""),
                               expected="one of: " + ", ".join(sorted(allowed)))
            places = ONLY_IN.get(type(inner))
            if places is not None and place not in places and place.split()[0] not in places:
                raise _err(cl, f"'{inner.english()}' only makes sense in "
                               + " or ".join(f"'{p}'" for p in places) + " clauses")
            if isinstance(inner, fx.LoseTurn) and inner.who not in ("next", "first"):
                raise _err(cl, f"only the next player can lose their turn, not the {inner.who}",
                           hint="write 'next loses turn'; to end a turn after a penalty, write 'turn ends'")
            if isinstance(inner, ONE_SEAT) and "others" in inner.subjects():
                raise _err(cl, "'others' cannot be used here: this effect acts on exactly one player",
                           hint="name one player: player, next, target, dealer or first")
            if isinstance(inner, (fx.OpenChallenge, fx.DrawOrStack)) and inner.who != "next":
                raise _err(cl, "only the next player can challenge or stack",
                           hint="write 'next may challenge' or 'next draws 2 or stacks'")

    def check_start(self, kinds: tuple[CardKind, ...], start: tuple[tuple[str, fx.EffectList], ...]) -> None:
        """A round must be able to start, and start with an active colour."""
        resolved = self.resolve("start", kinds)
        effects = dict(start)

        def has(kind: str, cls: type) -> bool:
            # Guarded effects do not count: their condition may not hold.
            return any(isinstance(e, cls) for e in effects[kind])

        if all(has(k.name, fx.ReturnAndTurn) for k in kinds):
            cl = resolved[kinds[0].name]
            raise _err(cl, "every card turned over at the start is sent back, so no round can start",
                       hint="let ordinary cards start the discard pile: 'start number cards: nothing'")
        for k in kinds:
            if not k.coloured and not has(k.name, fx.ChooseColour) and not has(k.name, fx.ReturnAndTurn):
                raise _err(resolved[k.name], f"card {k.name} has no colour, so when it starts the discard "
                                             "pile someone must name one",
                           hint=f"write 'start {k.name}: first chooses colour' or "
                                f"'start {k.name}: return it and turn another'")

    def check_on(self, kinds: tuple[CardKind, ...], on: tuple[tuple[str, fx.EffectList], ...],
                 challenges: tuple[ChallengeRule, ...]) -> None:
        got = dict(on)
        resolved = self.resolve("on", kinds)
        has_challenge = {c.kind for c in challenges}
        for k in kinds:
            effs = fx.flat(got.get(k.name, ()))
            where = resolved.get(k.name)
            if not k.coloured and not any(isinstance(e, fx.ChooseColour) for e in effs):
                at = where if where is not None else self.card_clause(k.name)
                raise VariantError(
                    f"card {k.name} has no colour, so playing it must name one",
                    file=at.file, line=at.line, column=1, text=at.text, clause=f"on {k.name}",
                    hint=f"add 'player chooses colour' to 'on {k.name}: ...'",
                )
            opens = any(isinstance(e, fx.OpenChallenge) for e in effs)
            if opens and k.name not in has_challenge:
                assert where is not None
                raise _err(where, f"card {k.name} may be challenged but no challenge says what happens",
                           expected=f"a 'challenge {k.name}' clause with its three outcomes")

    def challenges(self, on: tuple[tuple[str, fx.EffectList], ...],
                   require: tuple[tuple[str, Cond], ...]) -> tuple[ChallengeRule, ...]:
        out = []
        opened = {k for k, effs in on if any(isinstance(e, fx.OpenChallenge) for e in fx.flat(effs))}
        req = dict(require)
        for cl in self.by_kind.get("challenge", []):
            d = cl.value
            assert isinstance(d, ChallengeDef)
            kind = self.known(cl, d.kind)
            if kind not in req:
                raise _err(cl, f"a challenge of {kind} needs a 'require {kind}: ...' rule to judge it by",
                           hint=f"for example 'require {kind}: no card of active colour in hand'")
            if kind not in opened:
                raise _err(cl, f"nothing lets anyone challenge {kind}",
                           hint=f"add 'next may challenge' to 'on {kind}: ...', or remove this clause")
            for effs in (d.accepted, d.guilty, d.innocent):
                self.check_effects(cl, "challenge", effs)
            out.append(ChallengeRule(kind, d.accepted, d.guilty, d.innocent))
        return tuple(out)

    def penalties(self) -> tuple[tuple[str, fx.EffectList], ...]:
        out = []
        for cl in self.by_kind.get("penalty", []):
            assert isinstance(cl.value, Effects)
            self.check_effects(cl, cl.key, cl.value.effects)
            self.check_side_effects(cl, cl.value.effects)
            out.append((cl.key.split()[1], cl.value.effects))
        return tuple(out)

    def reports(self) -> tuple[ReportRule, ...]:
        out = []
        for cl in self.by_kind.get("report", []):
            d = cl.value
            assert isinstance(d, ReportDef)
            self.check_effects(cl, "report", d.effects)
            self.check_side_effects(cl, d.effects)
            for c in d.cond.walk() if d.cond is not None else ():
                if isinstance(c, HoldsPose) and c.who != "target":
                    raise _err(cl, f"a report can only ask whether its target holds a pose, not the {c.who}",
                               hint="write 'while target holds pose'")
            out.append(ReportRule(d.name, d.cond, d.effects))
        return tuple(out)

    def check_side_effects(self, cl: Clause, effects: Iterable[fx.Effect]) -> None:
        """Penalties and reports happen beside the turn: they may make players draw or
        discard, end a turn or release a pose, but not take or give a turn or a choice."""
        for e in fx.flat(tuple(effects)):
            if not isinstance(e, SIDE_EFFECTS):
                raise _err(cl, f"'{e.english()}' cannot happen in a penalty or a report",
                           expected="draws, discards, 'turn ends', 'releases pose' or 'nothing'",
                           hint="to make a penalised player lose their turn, write 'turn ends'")

    def stacks(self, on: dict[str, fx.EffectList]) -> tuple[tuple[str, str], ...]:
        out = []
        for cl in self.by_kind.get("stack", []):
            a, b = cast(tuple[str, str], cl.value)
            pair = (self.known(cl, a), self.known(cl, b))
            for kind in pair:
                if not any(isinstance(e, fx.DrawOrStack) for e in fx.flat(on.get(kind, ()))):
                    raise _err(cl, f"{kind} does not pass a draw on, so it cannot be stacked",
                               hint=f"give it a stackable draw: 'on {kind}: next draws 2 or stacks'")
            out.append(pair)
        return tuple(out)

    def check_conditions(self, clauses: Iterable[Clause]) -> None:
        """Whether someone holds a pose is a question for reports, not for playing a card."""
        for cl in clauses:
            cond = cl.value.cond if isinstance(cl.value, Rule) else None
            if cond is not None and any(isinstance(c, HoldsPose) for c in cond.walk()):
                raise _err(cl, "'holds pose' can only be asked in a report",
                           hint="write 'report pose_broken while target holds pose: ...'")

    def dealer(self) -> DealerRule:
        cl = self.maybe("dealer")
        if cl is None:
            return DealerRule(highest_draw=False, symbols_count=0, ties_draw_again=False)
        opts: dict[str, Any] = dict(cast(tuple[tuple[str, Any], ...], cl.value))
        return DealerRule(
            highest_draw=bool(opts.get("highest_draw", False)),
            symbols_count=int(opts.get("symbols_count", 0)),
            ties_draw_again=bool(opts.get("ties_draw_again", False)),
        )

    def draw_rule(self) -> DrawRule:
        cl = self.maybe("draw")
        if cl is None:
            return DrawRule()
        opts: dict[str, Any] = dict(cast(tuple[tuple[str, Any], ...], cl.value))
        return DrawRule(
            until_playable=bool(opts.get("until_playable", False)),
            after=str(opts.get("after", "may")),
            anytime=bool(opts.get("anytime", True)),
        )

    def expectations(self, rules: RuleSet) -> tuple[Expectation, ...]:
        out = []
        counts = Counter(c.kind for c in rules.deck)
        for cl in self.by_kind.get("expect", []):
            ex = cl.value
            assert isinstance(ex, Expect)
            if ex.what == "total":
                actual, what = len(rules.deck), "cards"
            elif ex.what == "per_colour":
                per = Counter(c.color for c in rules.deck if c.color is not None)
                actual = min(per.values()) if len(set(per.values())) == 1 else -1
                what = "cards per colour"
                if actual == -1:
                    raise _err(cl, f"colours have different numbers of cards: {dict(per)}")
            elif ex.what == "numbers_per_colour":
                nums = Counter(c.color for c in rules.deck
                               if c.color is not None and rules.kind_of[c.kind].number is not None)
                actual = min(nums.values()) if nums else 0
                what = "number cards per colour"
            else:
                assert ex.kind is not None
                kind = self.known(cl, ex.kind)
                actual, what = counts[kind], (f"'{kind}' cards" if kind.isdigit() else f"{kind} cards")
            if actual != ex.n:
                raise _err(cl, f"the deck has {actual} {what}, but the file expects {ex.n}",
                           hint="fix the 'card' clauses or the expectation")
            out.append(Expectation(ex.n, ex.what, ex.kind, cl.line))
        return tuple(out)
