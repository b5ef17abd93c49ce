"""The rule book: a compiled variant written out as reStructuredText for players.

It reads like a printed rule sheet: what this variant changes (for one that extends
another), the object of the game, what is in the box, setting up, a turn, one block per
action card, going out and UNO, penalties, scoring, then what is for the variant's editors:
(in English) the designer appendix, and the verification appendix in the book's language. Every sentence comes from the IR: conditions and
effects speak through their own ``english()``, the tables and pictures are computed
from the card kinds. Every sentence is a message of the gettext catalogs
(``unorules.i18n``), so ``lang="fa"`` writes the same book in Persian; the variant's
own text for players (title, description, notes, readings) comes in the book's
language from the file's translations (``note[fa] "..."``). Designer notes and the
rule sheet's quotes are for the file's editors: only the designer appendix shows them.

The output uses plain docutils constructs only (no Sphinx roles), so it renders with
Sphinx (``unorules.docs.sphinxext``) and with any reStructuredText tool.

>>> import unorules
>>> from unorules.docs.rulebook import rulebook
>>> text = rulebook(unorules.load("standard"), verify=False)
>>> print(text.splitlines()[1])
UNO - the official rules
>>> "The next player draws 2 cards, then loses their turn." in text
True
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from attrs import frozen

from unorules.cards import Card, CardKind
from unorules.docs import pictures
from unorules.i18n import (
    N_,
    _,
    after_label,
    capitalize,
    current,
    join_and,
    language,
    ngettext,
    pgettext,
    pgettext_or,
    player_count,
    uncapitalize,
    variant_text,
    variant_words,
)
from unorules.ir import effects as fx
from unorules.ir import subjects
from unorules.ir.conditions import Always, Cond
from unorules.ir.mechanic import tellers
from unorules.ir.mechanics.challenge import OUTCOMES
from unorules.ir.mechanics.dealer import DealerClause
from unorules.ir.mechanics.draw import DrawClause
from unorules.ir.mechanics.jump_in import JumpInClause
from unorules.ir.mechanics.knock_out import KnockOutClause
from unorules.ir.mechanics.last_card import LastCardClause
from unorules.ir.mechanics.stack import StackClause
from unorules.ir.mechanics.together import TogetherClause
from unorules.ir.records import ChallengeRule, ClauseInfo, ReportRule
from unorules.ir.rules import RuleSet as Rules
from unorules.ir.vocab import PenaltyEvent, Subject

EffectList = tuple[fx.Effect, ...]
Verifier = Callable[[Rules], Any]


# --- reStructuredText helpers ---------------------------------------------------------
def esc(text: str) -> str:
    """Text (from a variant file or a catalog) as reStructuredText that prints it as
    written and obeys none of it.

    A variant file is untrusted input: a line break inside a ``note`` used to start a
    new line of the generated source, where ``.. include::`` or ``.. raw::`` would run.
    So every line break ends a paragraph (paragraphs are joined by a blank line and the
    caller indents the block as a whole, so no line of the text starts a construct of
    its own); whitespace runs and control characters become one space; the characters
    that make inline markup, roles, references and substitutions are escaped, as is a
    colon that could start a link (``https://``, ``mailto:``) or an ``@`` (an address);
    and a paragraph that starts like a directive, a comment, a list, a table, a title
    or a field has its first character escaped. Everything else stays as written, so
    the ``.rst`` output remains readable.
    """
    out = []
    for para in text.splitlines():
        words = _CONTROL.sub(" ", para).split()
        if not words:
            continue
        line = _INLINE.sub(r"\\\g<0>", " ".join(words))
        if not (line[0].isalnum() or line[0] == "\\"):
            line = "\\" + line
        elif (m := _ENUMERATOR.match(line)) is not None:
            line = line[:m.end(1)] + "\\" + line[m.end(1):]
        out.append(line)
    return "\n\n".join(out)


def esc_line(text: str) -> str:
    """:func:`esc` on one line (a title, a table cell): paragraphs joined by a space."""
    return esc(text).replace("\n\n", " ")


_INLINE = re.compile(r"[\\*`|_@]|:(?=\S)")
# "A. Einstein" or "iv) four" would start an enumerated list.
_ENUMERATOR = re.compile(r"^([0-9]+|[a-zA-Z]|[ivxlcdm]+|[IVXLCDM]+)[.)](?:\s|$)")
# C0 and C1 controls, and DEL: nothing a reader should see, and docutils may refuse them.
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f-\x9f]")


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def heading(text: str, ch: str) -> str:
    line = ch * max(_width(text), 3)
    return f"{text}\n{line}\n"


def indent(text: str, n: int = 3) -> str:
    pad = " " * n
    return "\n".join(pad + line if line.strip() else "" for line in text.splitlines())


def note_block(note: str, title: str | None = None) -> str:
    """A boxed note. Its title comes from the catalogs (a ``.. note::`` would print the
    site's own word, English on a Persian page)."""
    label = title if title is not None else _("Note")
    return f".. admonition:: {esc_line(label)}\n   :class: note\n\n" + indent(esc(note)) + "\n"


def list_table(title: str, header: Sequence[str], rows: Iterable[Sequence[str]],
               widths: Sequence[int] | None = None, classes: str = "") -> str:
    """A ``list-table``; cells are reStructuredText already (escape before)."""
    out = [f".. list-table:: {title}".rstrip(), "   :header-rows: 1"]
    if classes:
        out.append(f"   :class: {classes}")
    if widths:
        out.append("   :widths: " + " ".join(str(w) for w in widths))
    out.append("")
    for row in (header, *rows):
        for i, cell in enumerate(row):
            lines = cell.splitlines() or [""]
            out.append((("   * - " if i == 0 else "     - ") + lines[0]).rstrip())
            for more in lines[1:]:
                out.append(("       " + more) if more.strip() else "")
    return "\n".join(out).rstrip() + "\n"


def fields(items: Iterable[tuple[str, str]]) -> str:
    """A field list: ``:name: text`` (the text is reStructuredText already)."""
    out = []
    for name, text in items:
        if text:
            out.append(f":{esc(name)}: " + indent(text, 4).lstrip())
    return "\n".join(out) + "\n" if out else ""


def paragraphs(*parts: str) -> str:
    return "\n\n".join(p.rstrip("\n") for p in parts if p) + "\n"


# --- words ------------------------------------------------------------------------------
def official(name: str) -> str:
    """A card kind's own name for people: ``wild_draw_four`` -> ``Wild Draw Four``; the
    catalogs may give it in the book's language (context ``card``)."""
    english = name if name.isdigit() else " ".join(w.capitalize() for w in name.split("_"))
    return pgettext_or("card", english)


# The names the variant's rule sheet gives its cards (``alias banana = wild_draw_four``),
# while a book is written: players holding a "Hell Banana" look for that name, so the book
# calls the card by it and gives the official name once, in the deck table (fa F2).
_sheet_names: ContextVar[Mapping[str, str] | None] = ContextVar("unorules_sheet_names", default=None)


def display(name: str) -> str:
    """A card kind's name in this book: the sheet's own name for it (an alias that says
    something other than the official name in the book's language), else the official one."""
    alias = (_sheet_names.get() or {}).get(name)
    return official(alias) if alias is not None else official(name)


@contextmanager
def sheet_names(rules: Rules) -> Iterator[None]:
    """Call each card by its first alias that the book's language says differently (Persian
    already calls the Wild a Rainbow: no alias needed there)."""
    names: dict[str, str] = {}
    for alias, kind in rules.aliases:
        if kind not in names and official(alias) != official(kind):
            names[kind] = alias
    token = _sheet_names.set(names)
    try:
        yield
    finally:
        _sheet_names.reset(token)


def side_name(name: str) -> str:
    """A side of a two-sided deck (``light``), in the book's language (context ``side``)."""
    return pgettext_or("side", name)


def colour_name(name: str) -> str:
    """A colour, in the book's language (context ``colour``)."""
    return pgettext_or("colour", name)


def _runs(numbers: Sequence[int]) -> list[str]:
    """``[0, 1, 2, 3, 7]`` -> ``["0 to 3", "7"]``."""
    out: list[str] = []
    i = 0
    while i < len(numbers):
        j = i
        while j + 1 < len(numbers) and numbers[j + 1] == numbers[j] + 1:
            j += 1
        if j - i >= 2:
            out.append(_("{low} to {high}", low=numbers[i], high=numbers[j]))
        else:
            out.extend(str(n) for n in numbers[i:j + 1])
        i = j + 1
    return out


def kinds_phrase(rules: Rules, names: Iterable[str]) -> str:
    """Card kinds in words: ``number cards (0 to 9), Draw Two and Skip``, ``every card``."""
    wanted = set(names)
    if wanted == {k.name for k in rules.kinds} and len(wanted) > 1:
        return _("every card")
    all_numbers = sorted(k.number for k in rules.kinds if k.number is not None)
    numbers = sorted(n for k in rules.kinds if k.name in wanted and (n := k.number) is not None)
    parts: list[str] = []
    if numbers:
        runs = join_and(_runs(numbers))
        if numbers == all_numbers and len(numbers) > 1:
            parts.append(_("number cards ({numbers})", numbers=runs))
        else:
            parts.append(ngettext("number {numbers}", "numbers {numbers}", len(numbers), numbers=runs))
    parts.extend(display(k.name) for k in rules.kinds if k.name in wanted and k.number is None)
    return join_and(parts)


def when(cond: Cond) -> str:
    """A condition after a verb: ``at any time`` or ``when <sentence>``."""
    return cond.english() if isinstance(cond, Always) else _("when {condition}", condition=cond.english())


def sentence(effects: EffectList, place: str = "") -> str:
    """The effects' sentence, with the subjects named as they are known in ``place``."""
    with subjects.speaking_at(place):
        return esc(fx.sentence(effects))


def _subjects(effects: Iterable[fx.Effect]) -> list[str]:
    seen: list[str] = []
    for e in effects:
        for who in e.subjects():
            if who not in seen:
                seen.append(who)
    return seen


# A subject that means what its name says ("the next player: the one whose turn comes
# next") is not explained: the readers of every language found it printed after each card.
# At the start the dealer is not said to have played the first card: a first card without
# a colour has its colour named by the first player, and the readers found the two
# statements at odds (ru, third reading). The chosen player is the one the card's player
# chose: said so, it went in a circle (ru, third reading).
# The one who challenges is "the next player" of the challenge's own paragraph (ru, third
# reading: defined again under its table, it went in a circle too).
SELF_EVIDENT = {"on": {"player", "next", "target"}, "start": {"dealer"}, "challenge": {"next"}}


def who_is_who(place: str, effects: Iterable[fx.Effect]) -> str:
    """Says what the subject words of these sentences mean here."""
    roles = subjects.ROLES.get(place, {})
    renamed = subjects.THE_AT.get(place, {})
    plain = SELF_EVIDENT.get(place, set())
    named = [w for w in _subjects(effects) if w in roles and w not in renamed and w not in plain]
    with subjects.speaking_at(place):
        # A definition and a rule ("the dealer counts as ...") are two statements, never one
        # joined by "and" (the Russian reader found such a sentence without its verb).
        defined = [_("*{who}* is {role}", who=esc(subjects.the(w)), role=esc(_(roles[w])))
                   for w in named if not roles[w].startswith("counts")]
        counts = [_("*{who}* {role}", who=esc(subjects.the(w)), role=esc(_(roles[w])))
                  for w in named if roles[w].startswith("counts")]
    if defined and counts:
        return _("Here {roles}; {counts}.", roles=join_and(defined), counts=join_and(counts))
    if not (defined or counts):
        return ""
    return _("Here {roles}.", roles=join_and(defined or counts))


def on_sentence(rules: Rules, name: str) -> str:
    """What a card does when played. A rule the players agree before the game (``agreed``
    below it) is said as their agreement, with the file's as a suggestion: the Russian
    reader found the Wild Custom stated as a fixed effect (ru F2). A card that may be
    challenged says what it costs when it is not (fa F14: the Banana's line said only
    that it may be challenged, and its draw of 4 stood only in the challenge's table)."""
    effects = rules.on_of.get(name, ())
    c = rules.decided(name, "on")
    if c is not None and c.agreed:
        # The colour is named under any agreement (the sheet: "its agreed action happens
        # and the player names a colour"); only the rest is the table's to agree.
        colour = tuple(e for e in effects if e.sets_colour)
        rest = tuple(e for e in effects if not e.sets_colour)
        agreed = _("What the players agreed before the game happens. If they agreed nothing, we suggest: {sentence}",
                   sentence=uncapitalize(sentence(rest, "on"))) if rest else \
            _("What the players agreed before the game happens.")
        return sentences(sentence(colour, "on") if colour else "", agreed)
    said = sentence(effects, "on")
    ch = rules.challenge_of.get(name)
    if ch is not None and ch.accepted:
        said = sentences(said, "**" + esc(_("If it is not challenged:")) + "** "
                         + after_label(sentence(ch.accepted, "challenge")))
    return said


def sentences(*parts: str) -> str:
    return " ".join(p for p in parts if p)


# --- the book ---------------------------------------------------------------------------
SECTIONS = {
    "changes": N_("What this variant changes"),
    "object": N_("Object of the game"),
    "box": N_("What is in the box"),
    "setup": N_("Setting up"),
    "turn": N_("A turn"),
    "cards": N_("The action cards"),
    "uno": N_("Going out and calling UNO"),
    "penalties": N_("Penalties"),
    "scoring": N_("Scoring"),
    "designer": N_("Appendix for designers: sources and reasons"),
    "verification": N_("Appendix for designers: what the verifier checked"),
}


def quoted_title(title: str) -> str:
    """A section's title named in running text, in the quotes its language puts around it; a
    quote inside it takes the inner marks («Последняя карта и „Уно!“»)."""
    quoted = pgettext("a section named in a reference", "{title}", title=title)
    if quoted != title and quoted.startswith("«") and "«" in title:
        quoted = pgettext("a section named in a reference", "{title}",
                          title=title.replace("«", "„").replace("»", "“"))
    return quoted


class Book:
    """What the sections share: the rules, the notes not shown yet, the pictures used
    (as substitution definitions) and the prefix of the page's link targets."""

    def __init__(self, rules: Rules, anchor: str) -> None:
        self.rules = rules
        self.anchor = re.sub(r"[^a-z0-9]+", "-", anchor.lower()).strip("-")
        self.used: set[str] = set()
        self.images: dict[str, str] = {}
        self.dropped = dropped_clauses(rules)
        # What the book says about each rule, wherever it says it (see :func:`conflicts`).
        self.statements: dict[str, list[str]] = {}
        # The verifier's report when the book has one (a claim is said proved only from it).
        self.report: Any = None

    def stated(self, rule: str, text: str) -> str:
        """``text``, noted as what the book says of ``rule`` (``on skip``, ``penalty missed_uno``)."""
        said = self.statements.setdefault(rule, [])
        if text not in said:
            said.append(text)
        return text

    # Links: every section has a target; ref() links to it with its title.
    def target(self, key: str) -> str:
        return f".. _{self.anchor}-{key}:\n\n"

    def ref(self, key: str, text: str | None = None) -> str:
        # A section named in running text is quoted where the language quotes it ("см. раздел
        # «Подсчёт очков»", ru4-22); inside the link, so that a page number on paper follows the quote.
        label = text if text is not None else quoted_title(_(SECTIONS[key]))
        return f"\\ `{esc(label)} <{self.anchor}-{key}_>`_\\ "

    def section(self, key: str, *parts: str, title: str | None = None) -> str:
        name = title if title is not None else _(SECTIONS[key])
        return self.target(key) + heading(name, "-") + "\n" + paragraphs(*parts)

    # Pictures: one substitution per card kind and colour.
    def card(self, kind: CardKind, colour: str | None) -> str:
        name = f"{self.anchor}-{kind.name}-{colour or 'wild'}"
        if name not in self.images:
            # The picture's name (read aloud, shown if it cannot be drawn) in the book's language.
            alt = " ".join(card_name(Card(kind.name, colour)).split())
            svg = pictures.card_svg(self.rules, kind, colour, label=alt, name=display(kind.name))
            self.images[name] = (f".. |{name}| image:: {pictures.data_uri(svg)}\n"
                                 f"   :alt: {alt}\n"
                                 "   :class: unorules-card\n   :height: 48px\n")
        return f"|{name}|"

    def cards(self, kind: CardKind) -> str:
        if not kind.coloured:
            return self.card(kind, None)
        r = self.rules
        side = next((i for i, (name, _c) in enumerate(r.sides) if name == kind.side), 0)
        return " ".join(self.card(kind, c) for c in r.colours_of(side))

    # Notes: each clause's notes and readings (its text for players) are shown once,
    # beside the rule they explain, in the book's language.
    def notes(self, *keys: str) -> list[str]:
        out: list[str] = []
        for c in self.rules.clauses:
            if c.key in keys and c.key not in self.used:
                self.used.add(c.key)
                if c.key not in self.dropped:
                    out.extend(player_text(c))
        return out

    def notes_of(self, behaviour: str, names: Iterable[str]) -> list[str]:
        out: list[str] = []
        for name in names:
            c = self.rules.decided(name, behaviour)
            if c is not None:
                out.extend(self.notes(c.key))
        return out


def player_text(c: ClauseInfo) -> list[str]:
    """A clause's notes and readings, as boxes in the book's language."""
    return ([note_block(variant_text(n, c.translations)) for n in c.notes]
            + [note_block(variant_text(n, c.translations), _("How this book reads the sheet"))
               for n in c.readings]
            + [note_block(variant_text(n, c.translations), _("Optional rule")) for n in c.options])


def dropped_clauses(rules: Rules) -> set[str]:
    """Inherited clauses whose notes are not shown: a parent's note explains the
    parent's rules for a card, and once this file rewrites or removes a rule of that
    card, the note may say what no longer holds (standard's "only a challenge punishes"
    under a house rule without the challenge)."""
    if rules.parent_rules is None:
        return set()
    own = [c for c in rules.clauses if c.file == rules.file] + list(rules.withouts)
    names = {k.name for k in rules.kinds}
    touched: set[str] = set()
    for c in own:
        touched.update(w for w in re.split(r"[\s:,]+", c.key.removeprefix("without ")) if w in names)
    for k, _b, c in rules.decided_by:
        if c.file == rules.file:
            touched.add(k)
    out = set()
    for k, _b, c in rules.decided_by:
        if c.file != rules.file and k in touched:
            out.add(c.key)
    return out


# --- object, box, setting up ---------------------------------------------------------------
def section_object(book: Book) -> str:
    r = book.rules
    text = r.ender.objective(r)
    return book.section("object", text)


def number_runs(rules: Rules) -> list[list[CardKind]]:
    """Number kinds in runs of consecutive numbers with the same count and colouring."""
    runs: list[list[CardKind]] = []
    for k in rules.kinds:
        if k.number is None:
            continue
        last = runs[-1][-1] if runs else None
        if (last is not None and last.number is not None and k.number == last.number + 1
                and (k.count, k.coloured) == (last.count, last.coloured)
                and _plain_number(rules, k) and _plain_number(rules, last)):
            runs[-1].append(k)
        else:
            runs.append([k])
    return runs


def _plain_number(rules: Rules, kind: CardKind) -> bool:
    return not _is_action(rules, kind)


def _is_action(rules: Rules, kind: CardKind) -> bool:
    """A card with something of its own to say: an effect, a restriction, a challenge,
    another start, or no number."""
    if kind.number is None:
        return True
    effects = rules.on_of.get(kind.name, ())
    return (any(not e.is_noop for e in effects) or kind.name in rules.require_of
            or kind.name in rules.challenge_of)


def deck_rows(rules: Rules, side: int = 0) -> list[tuple[str, str, str, int, int, str]]:
    """(card, names in the file, count, total, points, points text) per row of the
    deck table: one row per run of number cards, one per other kind (of a two-sided
    deck, of the faces on ``side``)."""
    aliases: dict[str, list[str]] = {}
    for alias, kind in rules.aliases:
        aliases.setdefault(kind, []).append(alias)
    n = len(rules.colours)
    rows = []
    for group in _deck_groups(rules, side):
        first, last = group[0], group[-1]
        if first.number is not None and len(group) > 1:
            card = _("numbers {low} to {high}", low=first.number, high=last.number)
        elif first.number is not None:
            card = _("number {n}", n=first.number)
        else:
            card = display(first.name)
        # A card the book calls by its sheet's name: its official name, once, here.
        renamed = [official(k.name) for k in group if display(k.name) != official(k.name)]
        if renamed:
            card += " " + _("(in the official rules: {names})", names=join_and(renamed))
        # A language may give the alias the card's own name (Persian calls the Wild a Rainbow).
        also = [official(a) for k in group for a in aliases.get(k.name, [])
                if official(a) not in (display(k.name), official(k.name))]
        if also:
            card += " " + _("(also called {names})", names=join_and(also))
        count = (ngettext("{n} of each colour", "{n} of each colour", first.count) if first.coloured
                 else ngettext("{n} without colour", "{n} without colour", first.count))
        if len(group) > 1:
            count = _("{count}, of each number", count=count)
        total = sum(k.total(n) for k in group)
        face = first.number is not None and all(k.points == k.number for k in group)
        # A single number's face value is that number: "0 | face value" read as a joke (fa, tr
        # and ru, third reading).
        points = _("face value") if face and len(group) > 1 else str(first.points)
        rows.append((card, ", ".join(k.name for k in group), count, total, first.points, points))
    return rows


def _deck_groups(rules: Rules, side: int = 0) -> list[list[CardKind]]:
    runs = iter(number_runs(rules))
    out: list[list[CardKind]] = []
    done: set[str] = set()
    for k in rules.kinds:
        if k.name in done:
            continue
        group = next(runs) if k.number is not None else [k]
        done.update(g.name for g in group)
        group = [g for g in group if rules.on_side(g, side)]
        if group:
            out.append(group)
    return out


def section_box(book: Book) -> str:
    if book.rules.sides:
        return section_box_two_sided(book)
    r = book.rules
    rows = deck_rows(r)
    total = sum(row[3] for row in rows)
    groups = _deck_groups(r)
    cells = []
    for (card, _names, count, tot, _p, points), group in zip(rows, groups, strict=True):
        pic = " ".join(book.card(group[0], c) for c in (r.colours[:1] if group[0].coloured else (None,)))
        cells.append([pic, esc(card), esc(count), str(tot), esc(points)])
    cells.append(["", "**" + esc(_("All cards")) + "**", "", f"**{total}**", ""])
    table = list_table(_("The deck: {n} cards", n=total),
                       [_("Picture"), _("Card"), _("How many"), _("Total"), _("Points")], cells,
                       [12, 30, 30, 10, 18], classes="unorules-long")
    colours = esc(join_and([pgettext_or("colour", c) for c in r.colours]))
    # "108 cards in 4 colours" is false of a deck with wild cards (tr and ru readers).
    colourless = sum(row[3] for row, group in zip(rows, groups, strict=True) if not group[0].coloured)
    intro = (_("The deck has {n} cards: {coloured} in {k} colours ({colours}) and {colourless} without colour.",
               n=total, coloured=total - colourless, k=len(r.colours), colours=colours, colourless=colourless)
             if colourless else _("The deck has {n} cards in {k} colours: {colours}.", n=total, k=len(r.colours),
                                  colours=colours))
    # No row of one card per colour above the table: the table draws every kind and the
    # sentence names the colours, and on paper the row was left alone at a page's top,
    # apart from the table (the fa, tr and ru readers, third reading).
    parts = [intro, table,
             _("The points count at the end of a round (see {scoring}).", scoring=book.ref("scoring"))]
    keys = [f"card {k.name}" for k in r.kinds] + [f"alias {a}" for a, _k in r.aliases]
    keys += [c.key for c in r.clauses if c.kind in ("expect", "colours", "card", "alias")]
    parts.extend(book.notes(*keys))
    return book.section("box", *parts)


def section_box_two_sided(book: Book) -> str:
    """The deck of two-sided cards: a table of each side's faces, then which faces share a card."""
    r = book.rules
    (first, first_colours), (second, second_colours) = r.sides[0], r.sides[1]
    first, second = side_name(first), side_name(second)

    def colours(cols: tuple[str, ...]) -> str:
        return esc(join_and([pgettext_or("colour", c) for c in cols]))

    parts = [_("The deck has {n} cards, and every card has two faces: a {first} face in {first_colours} and a "
               "{second} face in {second_colours}. Which side is up decides everything: the cards' colours, "
               "what they do and what they score.", n=len(r.deck), first=esc(first),
               first_colours=colours(first_colours), second=esc(second), second_colours=colours(second_colours))]
    for side, (name, cols) in enumerate(r.sides):
        rows = deck_rows(r, side)
        cells = []
        for (card, _names, count, tot, _p, points), group in zip(rows, _deck_groups(r, side), strict=True):
            pic = book.card(group[0], cols[0] if group[0].coloured else None)
            cells.append([pic, esc(card), esc(count), str(tot), esc(points)])
        total = sum(row[3] for row in rows)
        cells.append(["", "**" + esc(_("All faces")) + "**", "", f"**{total}**", ""])
        # The first side's table is the deck as dealt; the other's, the same cards turned over.
        caption = (_("The deck: {n} cards, {side} faces up", n=total, side=esc(side_name(name))) if side == 0
                   else _("The {side} faces: {n}", side=esc(side_name(name)), n=total))
        parts.append(list_table(caption,
                                [_("Picture"), _("Card"), _("How many"), _("Total"), _("Points")], cells,
                                [12, 30, 30, 10, 18]))
    backs: dict[str, list[str]] = {}
    for pair in r.pairs:
        front, back = pair.face, pair.back_face
        backs.setdefault(card_name(front), []).append(card_name(back) if back is not None else "")
    pair_rows = [[esc(f), esc(join_and(b))] for f, b in backs.items()]
    parts.append(list_table(_("Which faces share a card"),
                            [_("{side} face", side=esc(capitalize(first))),
                             _("{side} faces on the back of these cards", side=esc(capitalize(second)))],
                            pair_rows, [35, 65]))
    parts.append(_("The points count at the end of a round, on the side up then (see {scoring}).",
                   scoring=book.ref("scoring")))
    keys = [f"card {k.name}" for k in r.kinds] + [f"alias {a}" for a, _k in r.aliases]
    keys += [c.key for c in r.clauses if c.kind in ("expect", "colours", "card", "alias", "side", "pair")]
    parts.extend(book.notes(*keys))
    return book.section("box", *parts)


def card_name(card: Card) -> str:
    """A face as the rule book names it: its colour, then its kind."""
    kind = display(card.kind)
    return kind if card.color is None else _("{colour} {kind}", colour=pgettext_or("colour", card.color), kind=kind)


def section_setup(book: Book) -> str:
    r = book.rules
    players = (_("{low} to {high} players", low=r.min_players, high=r.max_players)
               if r.min_players != r.max_players else ngettext("exactly {n} player", "exactly {n} players", r.min_players))
    labels = {"dealer": _("dealer"), "first": _("plays first"),
              "direction": _("play goes to the left, clockwise"),
              "dealer_mark": pgettext("seat mark", "D"),
              # A star, not "1": the books number seats from the score sheet, and a "1" on the
              # player who plays first was read as that seat's number (ru5-1, tr5).
              "first_mark": "\u2605"}
    latin = current() in ("en", "tr")  # the legend's words are drawn only in Latin script
    seat_pic = pictures.data_uri(pictures.seating_svg(min(max(r.min_players, 4), r.max_players), labels,
                                                      legend_words=latin))
    caption = esc(_("The player to the dealer's left plays first, and play goes to the left (clockwise)."))
    if not latin:
        caption += " " + esc(_("{mark}: the dealer; {first}: plays first.", mark=labels["dealer_mark"],
                               first=labels["first_mark"]))
    seating = (f".. figure:: {seat_pic}\n   :alt: {labels['direction']}\n   :width: 260px\n\n"
               f"   {caption}\n")
    parts = [_("The game is for {players}.", players=players), esc(DealerClause.sentence(r))]
    if r.sides:
        first, second = side_name(r.sides[0][0]), side_name(r.sides[1][0])
        parts.append(_("Every round is dealt {first} side up: each player holds their cards with the {first} faces "
                       "towards themselves, so the others see only the {second} faces, and the draw pile lies "
                       "{first} side down, so everyone sees the {second} face of its top card. The first card "
                       "turned over is always a {first} face.", first=esc(first), second=esc(second)))
    parts.extend(book.notes("players", "dealer", "deal"))
    parts.append(seating)
    # A lead-in ending in a colon stays on the page of its table (fa F41; the print CSS).
    parts.append(".. class:: unorules-lead\n\n" + _("What the first card turned over does depends on its kind:"))
    rows: list[list[str]] = []
    all_effects: list[fx.Effect] = []
    notes: list[str] = []
    for names, effects in _group(r, dict(r.start), kinds=r.starters):
        all_effects.extend(effects)
        said = sentence(effects, "start")
        for name in names:
            book.stated(f"start {name}", said)
        # A first card's own reading is part of its row ("with a Dumb Fu nobody holds a
        # pose"): a box under the table repeated the row (fa F18).
        told: list[str] = []
        for name in names:
            c = r.decided(name, "start")
            if c is None or c.key in book.used:
                continue
            book.used.add(c.key)
            if c.key not in book.dropped:
                told.extend(esc(variant_text(t, c.translations)) for t in c.readings)
                notes.extend(note_block(variant_text(n, c.translations)) for n in c.notes)
        rows.append([esc(capitalize(kinds_phrase(r, names))), sentences(said, *told)])
    parts.append(list_table(_("The first card turned over"), [_("First card"), _("What happens")], rows, [30, 70]))
    parts.append(who_is_who("start", all_effects))
    parts.extend(notes)
    parts.extend(book.notes(*[c.key for c in r.clauses if c.kind == "start"]))
    return book.section("setup", *parts)


def _group(rules: Rules, table: dict[str, Any], default: Any = None,
           kinds: tuple[str, ...] | None = None) -> list[tuple[list[str], Any]]:
    """Card kinds (all, or those named in ``kinds``) grouped by equal value, in deck order."""
    groups: list[tuple[list[str], Any]] = []
    for k in rules.kinds:
        if kinds is not None and k.name not in kinds:
            continue
        value = table.get(k.name, default)
        for names, v in groups:
            if v == value:
                names.append(k.name)
                break
        else:
            groups.append(([k.name], value))
    return groups


# --- a turn ----------------------------------------------------------------------------------
def common_play(rules: Rules) -> Cond | None:
    """The play condition most card kinds share (the turn's rule); the others say theirs
    in their own block."""
    counts: dict[Cond, int] = {}
    for k in rules.kinds:
        cond = rules.play_of.get(k.name)
        if cond is not None:
            counts[cond] = counts.get(cond, 0) + 1
    return max(counts, key=lambda c: counts[c]) if counts else None


def section_turn(book: Book) -> str:
    r = book.rules
    common = common_play(r)
    parts = [_("Play goes round the table. On their turn a player either plays one card from their hand "
               "onto the discard pile, or draws.")]
    if common is not None:
        names = [k.name for k in r.kinds if r.play_of.get(k.name) == common]
        others = [k.name for k in r.kinds if r.play_of.get(k.name) != common]
        text = _("A card may be played {when}.", when=esc(when(common)))
        if others:
            text += " " + _("{cards} have rules of their own (see {cards_section}).",
                            cards=esc(capitalize(kinds_phrase(r, others))), cards_section=book.ref("cards"))
        parts.append(text)
        parts.extend(book.notes_of("play", names))
    parts.append(_("A card played sets the colour to play next to its own colour; a card without a colour "
                   "lets its player name one."))
    parts.append("**" + esc(_("Drawing.")) + "** " + esc(" ".join(DrawClause.sentences(r.draw))))
    parts.extend(book.notes("draw"))
    parts.append(esc(_("When the draw pile runs out, the discard pile except its top card is shuffled and "
                       "becomes the new draw pile. If both piles are exhausted, a player who must draw "
                       "takes what there is, and play goes on.")))
    parts.extend(book.notes("empty piles"))
    words = Phrased(r)
    label, stacking = StackClause.said(words)
    parts.append("**" + esc(label) + "** " + esc(stacking))
    for key in StackClause.keys(r):
        parts.extend(book.notes(key))
    jumping = JumpInClause.sentence(words)
    if jumping:
        parts.append("**" + esc(_("Jumping in.")) + "** " + esc(jumping))
        parts.extend(book.notes("jump in"))
    together = TogetherClause.sentence(words)
    if together:
        parts.append("**" + esc(_("Several cards at once.")) + "** " + esc(together))
        parts.extend(book.notes(next(c.key for c in r.clauses if c.kind == TogetherClause.kind)))
    return book.section("turn", *parts)


# --- the action cards --------------------------------------------------------------------------
def section_cards(book: Book) -> str:
    r = book.rules
    common = common_play(r)
    blocks = []
    for k in r.kinds:
        if not _is_action(r, k):
            continue
        blocks.append(card_block(book, k, common))
    if not blocks:
        return ""
    intro = _("Everything about each card that does more than match: how many there are, when it may be "
              "played, what it does, and what happens when it is the first or the last card.")
    return book.section("cards", intro, *blocks)


def card_block(book: Book, k: CardKind, common: Cond | None) -> str:
    r = book.rules
    name = k.name
    n = len(r.colours)
    count = (ngettext("{n} of each colour ({total} in all)", "{n} of each colour ({total} in all)", k.count,
                      total=k.total(n)) if k.coloured else
             ngettext("{n} card, without colour", "{n} cards, without colour", k.count))
    if r.sides:  # of a two-sided deck: faces, on one side or on each
        count = (_("{count}, on the {side} side", count=count, side=side_name(k.side)) if k.side
                 else _("{count}, on each side", count=count))
    items: list[tuple[str, str]] = [(_("In the deck"), esc(count)), (_("Points"), str(k.points))]
    play = r.play_of.get(name)
    req = r.require_of.get(name)
    challenge = r.challenge_of.get(name)
    # "At any time" above "only when ..." says two things of one rule (all three readers
    # found it): a card playable at any time but for its restriction has the restriction
    # as its one "may be played" line.
    anytime = isinstance(play, Always) and req is not None
    if play is not None and play != common and not anytime:
        items.append((_("May be played"), esc(capitalize(when(play))) + "."))
    if req is not None:
        text = esc(_("Only {when}.", when=when(req)))
        if challenge is not None:
            text += " " + esc(_("A player may break this rule: that is a bluff, which only a challenge can punish."))
        elif PenaltyEvent.WRONG_CARD in r.penalty_of:
            # The engine takes such a play as a wrong card, with its penalty: never "refused".
            text += " " + _("A card played against it is a wrong card (see {penalties}).",
                            penalties=book.ref("penalties"))
        else:
            text += " " + esc(_("The rule is enforced: otherwise the card may not be played."))
        items.append((_("May be played") if anytime else _("Restriction"), text))
    on = r.on_of.get(name, ())
    items.append((_("When played"), book.stated(f"on {name}", on_sentence(r, name))))
    start = r.start_of.get(name)
    if start is not None:
        items.append((_("As the first card"), book.stated(f"start {name}", sentence(start, "start"))))
    last = LastCardClause.of_card(Phrased(r), name, challenged=challenge is not None)
    if last:
        items.append((_("As the last card"), esc(last)))
    # The pictures stay on the page of the card's fields (fa F41; the print CSS).
    # The values are sentences, never names: Russian goes on in lower case after the colon.
    parts = [".. class:: unorules-cards\n\n" + book.cards(k), fields((f, after_label(v)) for f, v in items)]
    if challenge is not None:
        parts.append(challenge_block(book, challenge, req))
    parts.append(who_is_who("on", on))
    keys = [c.key for b in ("card", "play", "require", "on", "start", "challenge")
            if (c := r.decided(name, b)) is not None]
    claims = [c.key for c in r.clauses if c.kind == "claim" and name in c.key.split()]
    parts.extend(book.notes(*keys, f"challenge {name}", *claims))
    return f".. _{book.anchor}-card-{name}:\n\n" + heading(display(name), "~") + "\n" + paragraphs(*parts)


def guilty_sentence(ch: ChallengeRule) -> str:
    """What a bluff caught costs, and, when it costs the challenger nothing, that the
    challenger then plays on: the challenge's table said only the first half (fa F11)."""
    said = sentence(ch.guilty, "challenge")
    if not any(Subject.NEXT in e.subjects() for e in fx.flat(ch.guilty)):
        said = sentences(said, esc(_("The player who challenged draws no card and plays their turn as usual.")))
    return said


def challenge_block(book: Book, ch: ChallengeRule, req: Cond | None) -> str:
    name = display(ch.kind)
    rule = when(req) if req is not None else _("at any time")
    head = _("**Challenge.** When a {card} is played, the next player may accept it or challenge it. The "
             "card may only be played {when}; a challenge checks the hand of the player who played it "
             "against the colour that was active before.", card=esc(name), when=esc(rule))
    # The lost challenge names its loser as the penalties table does ("the player who
    # challenged"): one rule, one sentence wherever the book states it.
    outcomes = [(_(label), book.stated(f"challenge {ch.kind} {field}",
                                       guilty_sentence(ch) if field == "guilty" else
                                       sentence(getattr(ch, field), "challenge lost" if field == "innocent"
                                                else "challenge")))
                for field, label in OUTCOMES]
    # Captioned like every other table of the book (fa F42).
    table = list_table(esc(_("Outcome of a challenge")), [_("Outcome"), _("What happens")],
                       [[esc(a), b] for a, b in outcomes], [40, 60])
    return paragraphs(head, table, who_is_who("challenge", (*ch.accepted, *ch.guilty, *ch.innocent)))


# --- UNO, penalties, scoring ------------------------------------------------------------------------
def section_uno(book: Book) -> str:
    r = book.rules
    parts = [esc(_("A player who plays their last card goes out, and the round ends.")) + " "
             + esc(LastCardClause.sentence(Phrased(r)))]
    parts.extend(book.notes("last card"))
    knock_outs = KnockOutClause.going_out(r)
    if knock_outs:
        parts.append(esc(knock_outs))
        parts.extend(book.notes("knock out"))
    if not r.uno:
        parts.append(_("Nobody needs to call UNO in this variant: there is no penalty for a player left with "
                       "one card."))
    else:
        acts = _("plays, draws, challenges or accepts") if r.challenges else _("plays or draws")
        penalty = r.penalty_of.get(PenaltyEvent.MISSED_UNO, ())
        parts.append(esc(_("A player who plays their next-to-last card, and so holds one card, must call UNO. "
                           "Until the next player acts ({acts}), any other player may catch a player who "
                           "holds one card and has not called; calling late is safe as long as nobody has "
                           "caught them.", acts=acts)))
        parts.append("**" + esc(_("If caught:")) + "** "
                     + after_label(book.stated("penalty missed_uno", sentence(penalty, "penalty missed_uno"))))
        parts.append(who_is_who("penalty missed_uno", penalty))
        false = r.penalty_of.get(PenaltyEvent.FALSE_UNO)
        if false is not None:
            parts.append(esc(_("A player who calls UNO in their turn while holding two cards or more calls it "
                               "falsely.")) + " **" + esc(_("A false call:")) + "** "
                         + after_label(book.stated("penalty false_uno", sentence(false, "penalty false_uno"))))
        parts.extend(book.notes("uno", "penalty missed_uno", "penalty false_uno"))
    return book.section("uno", *parts)


def _report_when(rep: ReportRule) -> str:
    if rep.cond is None:
        # Its own message: a report "at any time" is no card "playable at any time" (tr-3).
        return pgettext("report time", "at any time")
    with subjects.speaking_at("report"):
        return when(rep.cond)


def report_name(name: str) -> str:
    return pgettext_or("report", name.replace("_", " "))


def section_penalties(book: Book) -> str:
    r = book.rules
    rows: list[list[str]] = []
    if PenaltyEvent.MISSED_UNO in r.penalty_of:
        rows.append([esc(_("Caught without having called UNO")) + " " + _("(see {section})", section=book.ref("uno")),
                     book.stated("penalty missed_uno", sentence(r.penalty_of[PenaltyEvent.MISSED_UNO], "penalty missed_uno"))])
    for ch in r.challenges:
        ref = book.ref(f"card-{ch.kind}", display(ch.kind))
        rows.append([_("Caught bluffing with a {card}", card=ref),
                     book.stated(f"challenge {ch.kind} guilty", guilty_sentence(ch))])
        rows.append([_("Challenging a {card} that was played by the rule", card=ref),
                     book.stated(f"challenge {ch.kind} innocent", sentence(ch.innocent, "challenge lost"))])
    if PenaltyEvent.FALSE_UNO in r.penalty_of:
        rows.append([esc(_("Calling UNO falsely, with two cards or more")) + " " + _("(see {section})", section=book.ref("uno")),
                     book.stated("penalty false_uno", sentence(r.penalty_of[PenaltyEvent.FALSE_UNO], "penalty false_uno"))])
    wrong = r.penalty_of.get(PenaltyEvent.WRONG_CARD)
    if wrong is not None:
        rows.append([esc(_("Playing a card that may not be played")), wrong_card_sentence(wrong)])
    for rep in r.reports:
        # Capitalized: a report's name is lower case, and its row began so among capitals (tr,
        # third reading).
        rows.append([esc(capitalize(_("Reported for {what} ({when})", what=report_name(rep.name),
                                      when=_report_when(rep)))),
                     sentence(rep.effects, "report")])
    parts: list[str] = []
    if rows:
        # No caption: the section's own heading says "Penalties" just above (tr F9, ru F18).
        parts.append(list_table("", [_("When"), _("What happens")], rows, [45, 55]))
    else:
        parts.append(_("This variant has no penalties."))
    if wrong is not None:
        parts.append(who_is_who("penalty wrong_card", wrong))
        parts.extend(book.notes("penalty wrong_card"))
    else:
        # Not "simply not allowed ... nothing changes": a calque and the program's voice (fa F12).
        # Whose turn it is then, said: "play goes on as before" left a reader thinking the turn
        # passed (fa4-13).
        parts.append(esc(_("A player who puts down a card that may not be played takes it back and goes on with "
                           "their turn: they play another card or draw.")))
        # A bluffed card is the exception: it stays, and only a challenge punishes it (ru,
        # third reading: the sentence above read as if a caught bluff went back too).
        if r.challenges:
            parts.append(esc(_("A bluffed {cards} is the exception: it stays on the discard pile, and only a "
                               "challenge punishes it.", cards=kinds_phrase(r, [ch.kind for ch in r.challenges]))))
    if r.reports:
        # Not "where the rules cannot see them": that is the program speaking (tr F3, fa F10).
        parts.append(esc(_("Some rules concern what happens at the table, outside the turns: any player who "
                           "sees it may report it, naming the player concerned.")))
        for rep in r.reports:
            parts.append(who_is_who("report", rep.effects))
            parts.extend(book.notes(f"report {rep.name}"))
    return book.section("penalties", *parts)


def wrong_card_sentence(effects: EffectList) -> str:
    """The wrong-card penalty with the card's return: the changes list and the table's
    condition column said it apart from the penalty, or not at all (tr F6, F20)."""
    return sentences(esc(_("The card goes back to the hand of the player who played it.")), sentence(effects, "penalty wrong_card"))


def scoring_text(r: Rules) -> str:
    """How rounds are scored and the game ends: the game end's words (which ask the scoring's)."""
    return r.ender.sentence(r)


def numbers_seats(r: Rules) -> bool:
    """The scoring names seats by number: a tie broken by seat, or teams listed by seat."""
    listed = getattr(r.scorer, "numbers_seats", None)
    return bool(getattr(r.ender, "numbers_seats_on_tie", False) or getattr(r.scorer, "numbers_seats_on_tie", False)
                or (listed is not None and listed(r)))


def section_scoring(book: Book) -> str:
    r = book.rules
    text = scoring_text(r)
    if numbers_seats(r):
        # Said once, beside the rule that needs it: "the lowest-numbered seat" named no one
        # while the book never numbered the seats (fa4-4, tr4-1, ru4-1).
        text += " " + _("The seats are numbered from 1: seat 1 is the player written first on the score sheet, "
                        "and the numbers go round the table to the left, the direction of play.")
    rows = []
    for card, _n, _c, _t, _p, points in deck_rows(r):
        rows.append([esc(card), esc(points)])
    table = list_table(_("Points of the cards"), [_("Card"), _("Points")], rows, [60, 40])
    parts = [esc(text), table if not r.scorer.one_round else ""]
    parts.extend(book.notes("scoring", "game ends"))
    return book.section("scoring", *parts)


# --- what this variant changes -------------------------------------------------------------------
# RuleSet fields that are no rule a player plays by: the section never lists them.
NOT_RULES = {
    "name": "the variant's name", "title": "the rule book's title", "about": "the description under the title",
    "parent": "which variant it extends (the section's first sentence says it)",
    "file": "where the file is", "clauses": "the clauses as written, with their notes",
    "expectations": "the counts the file checks its deck against (the deck itself is a rule)",
    "mechanics": "the clauses that take part in play, whose rules are fields of their own (knock_out, ...)",
}


# RuleSet fields only the English book (the variant's editors' edition) lists: a claim is
# what the file states of its rules for the verifier to prove, and the rule it states has
# its own paragraph; the Turkish reader took "stated, and proved" for two more rules (tr F2).
DESIGNERS_ONLY = {"claims": "what the file states of its rules, for the verifier to prove"}


def changes(rules: Rules, parent: Rules, claims: tuple[str, str] | None = None) -> list[str]:
    """What ``rules`` changes relative to ``parent``, in players' words, one
    reStructuredText paragraph each. ``claims`` is the verifier's (result, detail) for the
    variant's claims, when it was run: a claim is said proved only when it was.

    Computed from the two IRs, so a clause rewritten with the same meaning is no change.
    """
    return [text for _fields, text in changed(rules, parent, claims) if text]


def changed(rules: Rules, parent: Rules,
            claims: tuple[str, str] | None = None) -> list[tuple[tuple[str, ...], str]]:
    """:func:`changes`, each paragraph with the ``RuleSet`` fields it speaks of. Every
    clause kind says its own lines (``Clause.changes``, in the order of ``told_at``), so
    every field but those in ``NOT_RULES`` in which the two differ has one
    (``tests/test_changes.py`` walks the fields and the kinds)."""
    w = ChangeList(rules, parent, claims, english=current() == "en")
    for kind in tellers():
        kind.changes(w)
    return w.out


@frozen
class Phrased:
    """This book's words for one rule set (``unorules.ir.readers.Phrasing``), as a clause
    kind's sentence names what its rule concerns."""

    rules: Rules

    def card(self, name: str) -> str:
        return display(name)

    def cards(self, names: Iterable[str]) -> str:
        return kinds_phrase(self.rules, names)

    def when(self, cond: Any) -> str:
        return when(cond)


class ChangeList:
    """The list as the clause kinds add their lines (``unorules.ir.readers.Changes``),
    with this book's words for what the lines name."""

    def __init__(self, rules: Rules, parent: Rules, claims: tuple[str, str] | None, english: bool) -> None:
        self.rules, self.parent, self.claims, self.english = rules, parent, claims, english
        self.out: list[tuple[tuple[str, ...], str]] = []

    def say(self, tags: tuple[str, ...], text: str) -> None:
        self.out.append((tags, text))

    def now(self, tags: tuple[str, ...], what: str, new: str, old: str) -> None:
        # "Deck: 112 cards Before: 108 cards" ran the two together (ru F18, fa F36).
        if not new.endswith((".", "!", "?")):
            new = _("{sentence}.", sentence=new)
        if not old.endswith((".", "!", "?")):
            old = _("{sentence}.", sentence=old)
        # The parent by its title, as the section's first line names it: "Before:" read as a
        # changelog's (ru F14, tr F5), and the book had three names for the parent (fa, third reading).
        # Quoted, not in italics: inline markup does not nest inside the bold label.
        self.say(tags, _("**{what}:** {new} **In “{parent}”:** {old}", what=what, new=after_label(new),
                         old=after_label(old), parent=esc(title_of(self.parent))))

    def also(self, tags: tuple[str, ...], said: str) -> bool:
        return self._tag_first(tags, lambda old, text: said in text)

    def also_with(self, tags: tuple[str, ...], field: str) -> bool:
        return self._tag_first(tags, lambda old, text: field in old)

    def _tag_first(self, tags: tuple[str, ...], found: Callable[[tuple[str, ...], str], bool]) -> bool:
        for i, (old, text) in enumerate(self.out):
            if found(old, text):
                self.out[i] = (old + tags, text)
                return True
        return False

    def of(self, rules: Rules) -> Phrased:
        return Phrased(rules)

    def esc(self, text: str) -> str:
        return esc(text)

    def card(self, name: str) -> str:
        return display(name)

    def official(self, name: str) -> str:
        return official(name)

    def colour(self, name: str) -> str:
        return colour_name(name)

    def side(self, name: str) -> str:
        return side_name(name)

    def cards(self, names: Iterable[str]) -> str:
        return kinds_phrase(self.rules, names)

    def when(self, cond: Any) -> str:
        return when(cond)

    def sentence(self, effects: tuple[Any, ...], place: str = "") -> str:
        if place == "penalty wrong_card":
            return wrong_card_sentence(effects)
        return sentence(effects, place)

    def new_card(self, name: str) -> str:
        """Everything a new card does, as its own block will say it."""
        rules, k = self.rules, self.rules.kind_of[name]
        parts = [on_sentence(rules, name)]
        play = rules.play_of.get(name)
        if play is not None and play != common_play(rules):
            parts.append(esc(capitalize(_("It may be played {when}.", when=when(play)))))
        if name in rules.require_of:
            parts.append(esc(_("Only {when}.", when=when(rules.require_of[name]))))
        start = rules.start_of.get(name)
        if start is not None and any(not e.is_noop for e in start):
            parts.append("**" + esc(_("As the first card")) + ":** " + after_label(sentence(start, "start")))
        if name in rules.challenge_of:
            parts.append(esc(_("It may be challenged.")))
        # How many and what it scores, too (fa F9: the Dumb Fu's 50 points were missing).
        parts.append(esc(capitalize(_("{count} in the deck, {points} points", count=k.total(len(rules.colours)),
                                      points=k.points))) + ".")
        return " ".join(parts)

    def box(self) -> str:
        return _(SECTIONS["box"])

    def report_name(self, name: str) -> str:
        return report_name(name)

    def status_name(self, name: str) -> str:
        return status_name(name)


def status_name(name: str) -> str:
    return pgettext_or("status", name.replace("_", " "))


def claims_result(report: Any) -> tuple[str, str] | None:
    """The verifier's (result, detail) for the claims property of ``report``; None when no
    report (or no claims row). A result the verifier reached by search is no proof."""
    if report is None:
        return None
    for prop, result, detail, method, _bound in verification_rows(report):
        if prop == "claims":
            if result == "proved" and method not in ("proof", "witness"):
                result = "searched"
            return result, detail
    return None


def section_changes(book: Book) -> str:
    rules = book.rules
    parent = rules.parent_rules
    if parent is None:
        return ""
    items = changes(rules, parent, claims_result(book.report))
    removed = [b for w in rules.withouts for b in player_text(w)]
    intro = _("This variant plays as {parent}, with these changes. The full rules follow.",
              # A title in running text: italics, or quotes where the script has no italics (fa F40).
              parent=_("*{title}*", title=esc(title_of(parent))))
    if not items:
        return book.section("changes", intro, _("Nothing in the rules differs; only the title, the description "
                                                 "or the notes do."), *removed)
    bullets = "\n".join("- " + indent(item, 2).lstrip() for item in items)
    if numbers_seats(rules) and (rules.ender != parent.ender or rules.scorer != parent.scorer):
        # A changed tie-break by seat is read on the first page, far from the numbering it
        # needs, which Scoring gives (ru5-1).
        bullets += "\n\n" + _("How the seats are numbered is said in {scoring}.", scoring=book.ref("scoring"))
    # A house rule's notes explain its changes, so they come with them; a variant that
    # quotes a rule sheet keeps its notes beside each rule.
    quoting = any(c.quotes for c in rules.clauses if c.file == rules.file)
    own = [] if quoting else [c.key for c in rules.clauses if c.file == rules.file]
    return book.section("changes", intro, bullets, *removed, *book.notes(*own))


# --- the designer appendix -----------------------------------------------------------------------
ASPECTS = {
    "card": N_("in the deck"), "alias": N_("its name"), "play": N_("when it may be played"),
    "require": N_("restriction"), "on": N_("when played"), "start": N_("as the first card"),
    "challenge": N_("challenge"),
}
OTHER_RULES = N_("Other rules")  # a literal of its own: extraction does not look inside nested calls
TOPICS = {
    "players": N_("Players"), "colours": N_("Colours"), "deal": N_("Dealing"), "dealer": N_("Choosing the dealer"),
    "expect": N_("The deck"), "draw": N_("Drawing"), "empty": N_("Drawing"), "uno": N_("Calling UNO"),
    "penalty": N_("Penalties"), "report": N_("Penalties"), "last": N_("The last card"),
    "scoring": N_("Scoring"), "game": N_("Scoring"), "status": N_("Statuses"), "stack": N_("Stacking"),
    "jump": N_("Jumping in"), "claim": N_("Claims"),
}


def _topic(rules: Rules, c: ClauseInfo) -> str:
    names = [k for k, _b, cl in rules.decided_by if cl is c or cl == c]
    first = c.key.split()[0]
    if c.kind in ASPECTS and names:
        return _("{cards}, {aspect}", cards=capitalize(kinds_phrase(rules, dict.fromkeys(names))),
                 aspect=_(ASPECTS[c.kind]))
    return _(TOPICS.get(first, TOPICS.get(c.kind, OTHER_RULES)))


def section_designer(book: Book) -> str:
    """The designer appendix: the rule sheet's own words each clause follows, and the
    designer notes (sources, reasons, what the verifier proves). It is written for
    whoever edits the variant file, which is English, so only the English book has it."""
    r = book.rules
    if current() != "en":
        return ""
    items = []
    for c in r.clauses:
        if c.key in book.dropped or not (c.quotes or c.designer):
            continue
        blocks = []
        for quote, gloss in c.quotes:
            text = "**" + esc(_("The sheet says:")) + "** «" + esc(quote) + "»"
            if gloss:
                text += " (" + esc(gloss) + ")"
            blocks.append(text)
        for note in c.designer:
            blocks.append("**" + esc(_("Designer's note:")) + "** " + esc(note))
        items.append(esc(_topic(r, c)) + "\n" + indent("\n\n".join(blocks)) + "\n")
    for w in r.withouts:
        for note in w.designer:
            items.append(esc(w.key) + "\n" + indent("**" + esc(_("Designer's note:")) + "** " + esc(note)) + "\n")
    if not items:
        return ""
    intro = _("For whoever edits this variant: the rule sheet's own words each rule follows, and why the rules "
              "read them as they do. Players need none of it.")
    return book.section("designer", intro, "\n".join(items))


# --- verification ---------------------------------------------------------------------------------
def _field(obj: Any, names: Sequence[str]) -> Any:
    for name in names:
        if isinstance(obj, dict) and name in obj:
            return obj[name]
        if hasattr(obj, name):
            return getattr(obj, name)
    return None


def verification_rows(report: Any) -> list[tuple[str, str, str, str, str]]:
    """(property, result, detail, method, bound) rows from a verification report.

    The report is read by duck typing (``report.results``, each with ``prop``,
    ``status`` and ``detail``, as ``unorules.verify`` returns; or a plain sequence or
    mapping of results), so the rule book does not pin the verifier's classes.
    """
    items = _field(report, ("results", "properties", "checks", "rows"))
    if items is None:
        items = report
    if isinstance(items, dict):
        items = [{"name": k, "result": v} for k, v in items.items()]
    rows = []
    for item in items:
        name = _field(item, ("prop", "property", "name", "title", "check"))
        verdict = _field(item, ("status", "result", "verdict", "outcome"))
        if isinstance(verdict, bool) or verdict is None:
            ok = _field(item, ("ok", "proved", "holds", "passed"))
            if ok is None:
                ok = verdict
            verdict = "proved" if ok else "refuted"
        detail = _field(item, ("detail", "message", "reason", "counterexample"))
        method = _field(item, ("method",)) or "proof"
        bound = _field(item, ("bound",)) or ""
        rows.append((str(name), str(getattr(verdict, "value", verdict)), str(detail or ""), str(method), str(bound)))
    return rows


def load_verifier() -> Verifier | None:
    """``unorules.verify.verify`` when the verifier and z3 are installed, else None."""
    import importlib

    try:
        module = importlib.import_module("unorules.verify")
    except ImportError:
        return None
    fn = getattr(module, "verify", None)
    return fn if callable(fn) else None


# What each property means for a player; a property the verifier adds later is shown
# by its name and the verifier's own detail.
PLAIN = {
    "deck": N_("The deck holds exactly the cards listed in the box, and every count the variant declares."),
    "deal": N_("Every allowed number of players can be dealt a hand, with a card left to turn over."),
    "conservation": N_("No card is ever lost or created: hands and piles always add up to the whole deck."),
    "no negative count": N_("No hand or pile ever has fewer than no cards."),
    "effects name real seats": N_("Every card that acts on a player acts on someone who is at the table."),
    "turn order in range": N_("The turn always passes to a player who is at the table."),
    "empty hand ends the round": N_("A player who has no cards left ends the round."),
    "no deadlock": N_("Whoever is to act always has something they may do."),
    "claims": N_("What the variant's author says a rule amounts to holds."),
    "team scoring sums": N_("When one partner goes out, both partners score alike: the points left in the "
                            "opponents' hands, and the opponents score nothing."),
    "every kind playable": N_("Every card in the deck can be played at some point."),
    "start rules": N_("Whatever card is turned over first, the round can start."),
    "legality as written": N_("Which cards may be played is exactly what the rules above say."),
    "engine agrees": N_("The checking program's model of these rules was compared with the game program, "
                        "action by action, on sample games."),
    "round winner's hand empty": N_("A round is won only by a player who has played their last card, or by the "
                                    "last player left in."),
    "a round can end": N_("At every number of players, a round can be played to its end."),
    "target reachable": N_("The score that ends the game can be reached."),
    "penalty on the rule-breaker": N_("Every penalty falls on the player who broke the rule."),
    "challenge outcomes as meant": N_("A challenge punishes the player who bluffed when the card broke its rule, "
                                      "and the challenger when it did not."),
    "cards worth playing": N_("Every card does something besides costing the player who plays it."),
    "a report settles its offence": N_("A player reported for breaking a status no longer holds it, so one "
                                       "offence is reported once."),
    "no dead clause": N_("Every rule of the variant can come into play."),
    "start cards act as played": N_("A card turned over to start the round acts as if the dealer had played it."),
    "stacked draws passed on": N_("A card put on a pending draw passes the whole draw on: it is never dropped."),
    "knock-out scores as a loss": N_("A player knocked out never scores as well as the winner, nor better than "
                                     "a player still in."),
    "text says what the rules do": N_("What the variant's own title, description and notes say about the deck, "
                                      "the colours, the teams and who wins is what the rules say."),
}


def section_verification(book: Book, verifier: Verifier | None, report: Any = None) -> str:
    r = book.rules
    unavailable = _("Verification is not available here: it needs the z3-solver package "
                    "(``pip install 'unorules[verify]'``). Run ``unorules verify {name}`` where it is installed.",
                    name=r.name)
    if report is None:
        if verifier is None:
            return book.section("verification", unavailable)
        try:
            report = verifier(r)
        except ImportError:
            return book.section("verification", unavailable)
        except Exception as err:  # noqa: BLE001 - the page says the verifier failed instead of vanishing
            # Formatted apart: an f-string inside _() makes the extractor warn on every run.
            error = f"{type(err).__name__}: {err}"
            return book.section("verification", esc(_("The verifier could not be run on this variant: {error}",
                                                      error=error)))
    rows = verification_rows(report)
    words = {"proved": _("proved"), "refuted": _("refuted"), "error": _("not checked"),
             "searched": _("searched"), "unconfirmed": _("refuted by the model only"),
             "cross-checked": _("cross-checked on the engine")}
    cells = []
    for prop, result, detail, method, bound in rows:
        # Only a proof proves: a check that tried games or positions says so, and how many.
        if (result == "proved" and method not in ("proof", "witness")) or result == "not found":
            result = "searched"  # an existence not found is said searched, in bold, with its bound
        verdict = words.get(result, result)
        if current() != "en":
            bound = ""  # the verifier's own English (seeds, counts): the verdict says enough
        if result == "searched" and bound:
            verdict = _("searched ({bound})", bound=bound)
        elif result == "cross-checked" and bound:
            verdict = _("cross-checked on the engine ({bound})", bound=bound)
        verdict = esc(verdict) if result == "proved" else f"**{esc(verdict)}**"
        what = _(PLAIN[prop]) if prop in PLAIN else prop.replace("_", " ")
        # The verifier's details are its own English (seeds, counts, bounds): a
        # translated book keeps the translated property and its verdict.
        cells.append([esc(what), verdict, esc(detail)] if current() == "en" else [esc(what), verdict])
    # For the variant's editors, in every language, after all the players' pages (the lead's
    # one rule for the four books; the fluent readers found it read as players' text).
    intro = _("For whoever edits this variant: players need none of it.") + " "
    intro += _("When this rule book was made, a program checked the rules above. **Proved** means that it "
              "holds in every possible game, for every number of players from {low} to {high}: a solver (Z3) "
              "found that no position breaks it. **Searched** means that a number of games or positions (how "
              "many is said) were tried and nothing broke it; that can find a fault, but is no proof. A **refuted** "
              "check would come with an example game that breaks the rule, to be fixed in the variant "
              "file; **not checked** means the program could not express the rule.",
              low=r.min_players, high=r.max_players)
    if current() == "en":  # the English table names each witness's seed in its detail
        intro += "\n\n" + _("A round that can end is **proved** by witnesses: at every number of players, a round "
                              "played on the game program from the deal ended, and its seed is named. "
                              "**Cross-checked** is no property of the rules: it compares the checking program's own "
                              "model of them with the game program.")
    else:  # a translated table has no details, so no seed is named (fa F1)
        intro += "\n\n" + _("A round that can end is **proved** by witnesses: at every number of players, a round "
                              "played on the game program from the deal ended. **Cross-checked** is no property of "
                              "the rules: it compares the checking program's own model of them with the game program.")
    if current() == "en":
        table = list_table(_("Checks"), [_("What was checked"), _("Result"), _("Detail")], cells, [45, 20, 35])
    else:
        table = list_table(_("Checks"), [_("What was checked"), _("Result")], cells, [70, 30])
    return book.section("verification", intro, table)


# --- the whole book ---------------------------------------------------------------------------------
def rulebook(rules: Rules, *, verify: bool = True, verifier: Verifier | None = None, lang: str = "en",
             anchor: str | None = None, report: Any = None) -> str:
    """The rule book of ``rules`` as a reStructuredText document, in ``lang``.

    ``verify=False`` leaves the verification appendix (for the variant's editors, after the
    players' pages) out; ``verifier`` replaces
    ``unorules.verify.verify`` (which is used when importable); ``report`` is a
    verification report made already (a cached one). ``anchor`` prefixes the page's
    link targets (unique across a Sphinx project).
    """
    with language(lang), variant_words(rules.name), sheet_names(rules):
        return _book(rules, verify, verifier, anchor or f"rb-{rules.name}-{lang}", report)


def title_of(rules: Rules) -> str:
    """The variant's title in the book's language (``title[fa] "..."``)."""
    return variant_text(rules.title, rules.translations)


def _sections(book: Book) -> list[str]:
    """The players' sections, in the book's order."""
    sections: list[Callable[[Book], str]] = [
        section_changes, section_object, section_box, section_setup, section_turn, section_cards,
        section_uno, section_penalties, section_scoring,
    ]
    return [s(book) for s in sections]


def _book(rules: Rules, verify: bool, verifier: Verifier | None, anchor: str, report: Any) -> str:
    book = Book(rules, anchor)
    if verify and report is None:
        # Run before the sections, so the changes list can say which claims were proved; a
        # verifier that fails is run again by the appendix, which says how it failed.
        verifier = verifier if verifier is not None else load_verifier()
        if verifier is not None:
            try:
                report = verifier(rules)
            except Exception:  # noqa: BLE001 - the appendix reports it
                report = None
    book.report = report
    title = esc_line(title_of(rules))
    top = "=" * max(_width(title), 3)
    parts = [f"{top}\n{title}\n{top}\n"]
    if rules.about:
        parts.append(esc(variant_text(rules.about, rules.translations)) + "\n")
    facts = [
        (_("Players"), player_count(rules.min_players, rules.max_players)),
        (_("Cards"), str(len(rules.deck))),
        (_("Extends"), esc(title_of(rules.parent_rules)) if rules.parent_rules is not None else ""),
    ]
    parts.append(fields(facts))
    parts.extend(_sections(book))
    leftover = [n for c in rules.clauses if c.key not in book.dropped for n in book.notes(c.key)]
    if leftover:
        parts.append(heading(_("Other notes"), "-") + "\n" + paragraphs(*leftover))
    parts.append(section_designer(book))
    # What the verifier checked is for the variant's editors: the last appendix, said so, and
    # like the designer appendix only in the English book, the language of the variant file
    # (the fluent readers fa-1 and tr-1 found it in the players' printed book again).
    if (verify or report is not None) and current() == "en":
        parts.append(section_verification(book, verifier if verifier is not None else load_verifier(), report))
    parts.extend(book.images.values())
    return "\n".join(p for p in parts if p).rstrip("\n") + "\n"


def conflicts(rules: Rules, lang: str = "en") -> dict[str, list[str]]:
    """The rules that the book of ``rules`` states in two different ways (two sections
    that put the same rule differently): empty for a consistent book."""
    with language(lang), sheet_names(rules):
        book = Book(rules, f"rb-{rules.name}-{lang}")
        _sections(book)
    return {rule: said for rule, said in book.statements.items() if len(said) > 1}


def dependencies(rules: Rules) -> list[str]:
    """The variant files a rule book depends on: its own and every ancestor's."""
    out: list[str] = []
    r: Rules | None = rules
    while r is not None:
        if r.file and r.file != "<string>":
            out.append(r.file)
        r = r.parent_rules
    return out
