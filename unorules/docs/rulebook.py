"""The rule book: a compiled variant written out as reStructuredText for people.

Every sentence comes from the IR: conditions and effects speak through their own
``english()``, the tables are computed from the card kinds, and "Changes from
<parent>" compares the two compiled rule sets value by value. The only text taken
from the variant file is its title, its ``about`` line and its notes, each note shown
beside the rule it was written under.

The output uses plain docutils constructs only (no Sphinx roles), so it renders with
Sphinx (``unorules.docs.sphinxext``) and with any reStructuredText tool.

>>> import unorules
>>> from unorules.docs.rulebook import rulebook
>>> text = rulebook(unorules.load("standard"), verify=False)
>>> print(text.splitlines()[1])
UNO - the official rules
>>> print(text[text.index("**Draw Two**"):].splitlines()[1].strip())
The next player draws 2 cards, then loses their turn.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from unorules.cards import CardKind
from unorules.ir import effects as fx
from unorules.ir import subjects
from unorules.ir.conditions import Always, Cond
from unorules.ir.records import ChallengeRule, ClauseInfo, DealerRule, DrawRule, ReportRule
from unorules.ir.rules import RuleSet as Rules

EffectList = tuple[fx.Effect, ...]
Verifier = Callable[[Rules], Any]

# --- reStructuredText helpers ---------------------------------------------------------
def esc(text: str) -> str:
    """Escape text so reStructuredText prints it as written."""
    out = text.replace("\\", "\\\\")
    for ch in "*`|_":
        out = out.replace(ch, "\\" + ch)
    if _LIST_START.match(out):
        out = "\\" + out
    return out


# Text that reStructuredText would read as a list, a comment or a field at the start
# of a paragraph.
_LIST_START = re.compile(r"^(?:[-+*>|]\s|[0-9]+[.)]\s|[a-zA-Z#][.)]\s|\(\w+\)\s|\.\.|:)")


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def heading(text: str, ch: str) -> str:
    line = ch * max(_width(text), 3)
    return f"{text}\n{line}\n"


def indent(text: str, n: int = 3) -> str:
    pad = " " * n
    return "\n".join(pad + line if line.strip() else "" for line in text.splitlines())


def note_block(note: str) -> str:
    return ".. note::\n\n" + indent(esc(note)) + "\n"


def list_table(title: str, header: Sequence[str], rows: Iterable[Sequence[str]],
               widths: Sequence[int] | None = None) -> str:
    """A ``list-table``; cells are reStructuredText already (escape before)."""
    out = [f".. list-table:: {title}".rstrip(), "   :header-rows: 1"]
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


def definitions(items: Iterable[tuple[str, Sequence[str]]]) -> str:
    """A definition list: a term, then blocks indented under it."""
    out: list[str] = []
    for term, blocks in items:
        out.append(term)
        for i, block in enumerate(blocks):
            if i:
                out.append("")
            out.append(indent(block.rstrip("\n")))
        out.append("")
    return "\n".join(out)


def paragraphs(*parts: str) -> str:
    return "\n\n".join(p.rstrip("\n") for p in parts if p) + "\n"


# --- words ------------------------------------------------------------------------------
def display(name: str) -> str:
    """A card kind's name for people: ``wild_draw_four`` -> ``Wild Draw Four``."""
    return name if name.isdigit() else " ".join(w.capitalize() for w in name.split("_"))


def _and(items: Sequence[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]


def _runs(numbers: Sequence[int]) -> list[str]:
    """``[0, 1, 2, 3, 7]`` -> ``["0 to 3", "7"]``."""
    out: list[str] = []
    i = 0
    while i < len(numbers):
        j = i
        while j + 1 < len(numbers) and numbers[j + 1] == numbers[j] + 1:
            j += 1
        if j - i >= 2:
            out.append(f"{numbers[i]} to {numbers[j]}")
        else:
            out.extend(str(n) for n in numbers[i:j + 1])
        i = j + 1
    return out


def kinds_phrase(rules: Rules, names: Iterable[str]) -> str:
    """Card kinds in words: ``Number cards (0 to 9), Draw Two and Skip``, ``Every card``."""
    wanted = set(names)
    if wanted == {k.name for k in rules.kinds} and len(wanted) > 1:
        return "Every card"
    all_numbers = sorted(k.number for k in rules.kinds if k.number is not None)
    numbers = sorted(rules.kind_of[n].number for n in wanted  # type: ignore[type-var]
                     if rules.kind_of[n].number is not None)
    parts: list[str] = []
    if numbers:
        runs = _runs(numbers)  # type: ignore[arg-type]
        if numbers == all_numbers and len(numbers) > 1:
            parts.append(f"Number cards ({_and(runs)})")
        else:
            parts.append(("Number " if len(numbers) == 1 else "Numbers ") + _and(runs))
    parts.extend(display(k.name) for k in rules.kinds if k.name in wanted and k.number is None)
    return _and(parts)


def when(cond: Cond) -> str:
    """A condition after a verb: ``at any time`` or ``when <sentence>``."""
    return cond.english() if isinstance(cond, Always) else f"when {cond.english()}"


def sentence(effects: EffectList, place: str = "") -> str:
    """The effects' sentence, with the subjects named as they are known in ``place``."""
    return esc(named(fx.sentence(effects), place))


def named(text: str, place: str) -> str:
    """Primitive English with its subjects renamed as NOUNS says for ``place``."""
    for who, noun in subjects.NOUNS_AT.get(place, {}).items():
        general = subjects.the(who)
        text = re.sub(rf"\b{general}\b", f"the {noun}", text)
        text = re.sub(rf"\bT{general[1:]}\b", f"The {noun}", text)
    return text


def _subjects(effects: Iterable[fx.Effect]) -> list[str]:
    seen: list[str] = []
    for e in effects:
        for who in e.subjects():
            if who not in seen:
                seen.append(who)
    return seen


def who_is_who(place: str, effects: Iterable[fx.Effect]) -> str:
    """Says what the subject words of these sentences mean here."""
    roles = subjects.ROLES.get(place, {})
    renamed = subjects.NOUNS_AT.get(place, {})
    parts = [f"*{subjects.the(w)}* {'' if roles[w].startswith('counts') else 'is '}{roles[w]}"
             for w in _subjects(effects) if w in roles and w not in renamed]
    if not parts:
        return ""
    return "Here " + _and(parts) + "."


def card_text(kind: CardKind) -> str:
    count = f"{kind.count} per colour" if kind.coloured else f"{kind.count} without colour"
    points = f"scores {kind.points}" + (" (its face value)" if kind.number is not None else "")
    return f"{count}, {points}"


def dealer_text(d: DealerRule, hand_size: int) -> str:
    if d.highest_draw:
        parts = ["To choose the first dealer, every player draws a card and the highest number deals."]
        parts.append(f"A card without a number counts as {d.symbols_count}.")
        parts.append("Players who tie for the highest card draw again, until one is highest."
                     if d.ties_draw_again else
                     "Of players who tie for the highest card, the first in seat order deals.")
    else:
        parts = ["The players agree on the first dealer (the engine seats them at seat 0)."]
    parts.append("In each later round the deal passes one seat to the left.")
    parts.append(f"The dealer shuffles and deals {hand_size} cards to each player, one at a time, "
                 "starting on their left. The rest of the deck is the draw pile, face down; its top "
                 "card is turned over to start the discard pile.")
    return " ".join(parts)


def draw_text(d: DrawRule) -> str:
    return " ".join(draw_sentences(d))


def draw_sentences(d: DrawRule) -> list[str]:
    if d.random is not None:
        low, high = d.random
        return [
            "Instead of playing, a player may draw, even when they hold a card that may be played."
            if d.anytime else "A player who holds no card that may be played draws; a player who holds one must play.",
            f"Drawing takes a random number of cards, from {low} to {high}, each number as likely "
            "(as a card launcher shoots them out); they all go to the player's hand.",
            "Drawing ends the turn, even if a card that came out could be played.",
            "No other card from their hand may be played that turn.",
        ]
    return [
        "Instead of playing, a player may draw from the draw pile, even when they hold a card that may be played."
        if d.anytime else
        "A player who holds no card that may be played draws from the draw pile; "
        "a player who holds one must play instead.",
        "They keep drawing until they draw a card that may be played (or both piles run out)."
        if d.until_playable else "They draw one card.",
        "If the drawn card may be played, they must play it at once; otherwise their turn ends."
        if d.after == "must" else
        "If the drawn card may be played, they may play it at once; otherwise, or if they keep it, their turn ends.",
        "No other card from their hand may be played that turn.",
    ]


def last_card_text(rules: Rules) -> str:
    if rules.last_card == "nothing":
        return "When a player's last card is played, the round ends at once: nothing the card does happens."
    if rules.last_card == "everything":
        return ("When a player's last card is played, everything the card does still happens "
                "before the points are counted.")
    drawing = [k.name for k in rules.kinds
               if any(e.is_draw for e in fx.flat(rules.on_of.get(k.name, ())))]
    if not drawing:
        return "When a player's last card is played, the round ends at once: nothing the card does happens."
    return ("When a player's last card is played, the cards it makes others draw are still drawn "
            "before the points are counted; nothing else the card does happens. "
            f"This concerns {kinds_phrase(rules, drawing)}.")


def scoring_text(rules: Rules) -> str:
    if rules.scoring == "none":
        return ("Nothing is scored: the game is one round, and the first player to play their last "
                "card wins it.")
    if rules.scoring == "partners":
        n = rules.min_players
        pairs = ", ".join(f"seat {i} with seat {i + n // 2}" for i in range(n // 2))
        return (f"The {n} players form {n // 2} teams of two: partners sit opposite each other "
                f"({pairs}). When either partner plays "
                "their last card the round ends, and both partners score the points of the cards left "
                "in the opposing players' hands; the partner's own hand does not count. "
                f"The first team whose score reaches {rules.target} points wins the game.")
    if rules.scoring == "winner":
        return ("The first player to play their last card wins the round and scores the points of the "
                "cards left in every other player's hand (see the deck table). "
                f"The first player whose score reaches {rules.target} points wins the game.")
    return ("When a player plays their last card the round ends, and every player adds the points of "
            "the cards left in their own hand to their score: points are a penalty. "
            f"When some player's score reaches {rules.target} points the game ends, and the player with "
            "the lowest score wins (on a tie, the one in the lowest seat).")


# --- notes ------------------------------------------------------------------------------
class Notes:
    """Hands out each clause's notes once, so every note is shown exactly once."""

    def __init__(self, rules: Rules) -> None:
        self.rules = rules
        self.used: set[str] = set()

    def of(self, key: str) -> list[str]:
        out: list[str] = []
        for c in self.rules.clauses:
            if c.key == key and c.key not in self.used:
                self.used.add(c.key)
                out.extend(c.notes)
        return out

    def of_kinds(self, kind: str, names: Iterable[str]) -> list[str]:
        out: list[str] = []
        for name in names:
            c = winning_clause(self.rules, kind, name)
            if c is not None:
                out.extend(self.of(c.key))
        return out

    def rest(self, kinds: Iterable[str]) -> list[str]:
        wanted = set(kinds)
        out: list[str] = []
        for c in self.rules.clauses:
            if c.kind in wanted:
                out.extend(self.of(c.key))
        return out


def winning_clause(rules: Rules, kind: str, name: str) -> ClauseInfo | None:
    """The clause of this kind (``play``, ``on``...) that decides card kind ``name``:
    the compiler records it in the IR's provenance, so a note is shown beside the rule
    that actually applies."""
    return rules.decided(name, kind)


def _group(rules: Rules, table: dict[str, Any], default: Any = None) -> list[tuple[list[str], Any]]:
    """Card kinds grouped by equal value, in deck order."""
    groups: list[tuple[list[str], Any]] = []
    for k in rules.kinds:
        value = table.get(k.name, default)
        for names, v in groups:
            if v == value:
                names.append(k.name)
                break
        else:
            groups.append(([k.name], value))
    return groups


def _with_notes(blocks: list[str], notes: Iterable[str]) -> list[str]:
    return blocks + [note_block(n) for n in notes]


# --- the sections ---------------------------------------------------------------------------
def deck_rows(rules: Rules) -> list[tuple[str, str, str, str, int, int]]:
    """(card, name in the file, colours, count per colour, total, points) per kind."""
    aliases: dict[str, list[str]] = {}
    for alias, kind in rules.aliases:
        aliases.setdefault(kind, []).append(alias)
    n = len(rules.colours)
    rows = []
    for k in rules.kinds:
        card = display(k.name)
        if k.name in aliases:
            card += " (also called " + _and([display(a) for a in aliases[k.name]]) + ")"
        colours = ", ".join(rules.colours) if k.coloured else "none"
        per = str(k.count) if k.coloured else "\u2014"
        rows.append((card, k.name, colours, per, k.total(n), k.points))
    return rows


def section_deck(rules: Rules, notes: Notes) -> str:
    rows = deck_rows(rules)
    total = sum(r[4] for r in rows)
    assert total == len(rules.deck)
    cells = [[esc(c), f"``{name}``", esc(cols), per, str(t), str(p)] for c, name, cols, per, t, p in rows]
    cells.append(["**All cards**", "", "", "", f"**{total}**", ""])
    table = list_table(
        f"The deck: {total} cards",
        ["Card", "In the file", "Colours", "Per colour", "Total", "Points"], cells,
    )
    numbers = [k for k in rules.kinds if k.number is not None]
    intro = (f"The deck has {total} cards in {len(rules.colours)} colours "
             f"({esc(_and(list(rules.colours)))}). ")
    if numbers:
        intro += ("Number cards score their face value; the points of the other cards are in the last "
                  "column. They count at the end of a round (see Scoring).")
    parts = [intro, table]
    if rules.expectations:
        claims = [_expectation(e.n, e.what, e.kind) for e in rules.expectations]
        parts.append("The variant file declares these counts, and compiling it checks them: "
                     + esc("; ".join(claims)) + ".")
    card_notes = [n for k in rules.kinds for n in notes.of(f"card {k.name}")]
    card_notes += [n for a, _ in rules.aliases for n in notes.of(f"alias {a}")]
    card_notes += notes.rest(["card", "alias", "expect", "colours"])
    parts.extend(note_block(n) for n in card_notes)
    return heading("The cards", "-") + "\n" + paragraphs(*parts)


def _expectation(n: int, what: str, kind: str | None) -> str:
    return {
        "total": f"{n} cards in all",
        "per_colour": f"{n} cards of each colour",
        "numbers_per_colour": f"{n} number cards of each colour",
    }.get(what, f"{n} {display(kind or '')} card{'' if n == 1 else 's'}")


def section_setup(rules: Rules, notes: Notes) -> str:
    players = (f"{rules.min_players} to {rules.max_players} players" if rules.min_players != rules.max_players
               else f"exactly {rules.min_players} players")
    parts = [f"The game is for {players}.", dealer_text(rules.dealer, rules.hand_size)]
    parts.extend(note_block(n) for n in notes.of("players") + notes.of("dealer") + notes.of("deal"))
    parts.append(
        "The player after the dealer plays first, and play goes to the left (clockwise), unless "
        "the first card says otherwise. The first card counts as played by the dealer; what it does "
        "depends on its kind:"
    )
    rows: list[list[str]] = []
    all_effects: list[fx.Effect] = []
    groups = _group(rules, dict(rules.start))
    any_note = False
    for names, effects in groups:
        all_effects.extend(effects)
        ns = notes.of_kinds("start", names)
        any_note = any_note or bool(ns)
        rows.append([esc(kinds_phrase(rules, names)), sentence(effects),
                     "\n\n".join(esc(n) for n in ns)])
    header = ["First card", "What happens"]
    if any_note:
        header.append("Notes")
    else:
        rows = [r[:2] for r in rows]
    parts.append(list_table("The first card turned over", header, rows,
                            [20, 40, 40] if any_note else [25, 75]))
    parts.append(who_is_who("start", all_effects))
    parts.extend(note_block(n) for n in notes.rest(["start"]))
    return heading("Setting up", "-") + "\n" + paragraphs(*parts)


def section_play(rules: Rules, notes: Notes) -> str:
    parts = [
        "On their turn a player plays one card from their hand onto the discard pile, if it may be "
        "played, or draws (see Drawing). A card played sets the active colour to its own colour; a "
        "card without a colour names one (see What each card does). Which cards may be played:"
    ]
    items = []
    for names, cond in _group(rules, dict(rules.play)):
        items.append((f"**{esc(kinds_phrase(rules, names))}**",
                      _with_notes([esc(f"May be played {when(cond)}.")], notes.of_kinds("play", names))))
    parts.append(definitions(items))
    if rules.require:
        req_items = []
        for names, cond in _group(rules, dict(rules.require)):
            if cond is None:
                continue
            challenged = [n for n in names if n in rules.challenge_of]
            text = [esc(f"May only be played {when(cond)}.")]
            if challenged:
                text.append("A player may break this rule: it is a bluff, which only a challenge can "
                            "punish (see Challenges).")
            else:
                text.append("The rule is enforced: otherwise the card may not be played.")
            req_items.append((f"**{esc(kinds_phrase(rules, names))}**",
                              _with_notes(text, notes.of_kinds("require", names))))
        parts.append("Some cards are restricted further:")
        parts.append(definitions(req_items))
    if rules.stacks:
        pairs = [f"{display(a)} on {display(b)}" for a, b in rules.stacks]
        parts.append("**Stacking.** A player who must draw the cards of a pending draw may answer it with "
                     "a card stacked on it instead, passing the growing total on to the player after them. "
                     "Allowed: " + esc(_and(pairs)) + ".")
        parts.extend(note_block(n) for a, b in rules.stacks for n in notes.of(f"stack {a} on {b}"))
    else:
        parts.append("**Stacking** is not allowed: a player who must draw cannot pass the draw on by "
                     "playing another card.")
    if rules.jump_in is not None:
        parts.append("**Jumping in.** Out of turn, any player may play a card that may be played on the "
                     f"top card {esc(when(rules.jump_in))}. Play then goes on from the player who jumped in.")
        parts.extend(note_block(n) for n in notes.of("jump in"))
    else:
        parts.append("**Jumping in** is not allowed: nobody plays out of turn.")
    parts.extend(note_block(n) for n in notes.rest(["play", "require", "stack", "jump_in"]))
    return heading("When a card may be played", "-") + "\n" + paragraphs(*parts)


def section_effects(rules: Rules, notes: Notes) -> str:
    items = []
    everything: list[fx.Effect] = []
    for names, effects in _group(rules, dict(rules.on), ()):
        everything.extend(effects)
        items.append((f"**{esc(kinds_phrase(rules, names))}**",
                      _with_notes([sentence(effects)], notes.of_kinds("on", names))))
    parts = ["What happens when a card is played:", definitions(items), who_is_who("on", everything)]
    parts.extend(note_block(n) for n in notes.rest(["on"]))
    return heading("What each card does", "-") + "\n" + paragraphs(*parts)


def section_challenges(rules: Rules, notes: Notes) -> str:
    if not rules.challenges:
        return ""
    parts = []
    for ch in rules.challenges:
        name = display(ch.kind)
        req = rules.require_of.get(ch.kind)
        rule = f" {when(req)}" if req is not None else ""
        outcomes = [
            ("If the next player accepts it", sentence(ch.accepted, "challenge")),
            ("If they challenge and the card was played against its rule", sentence(ch.guilty, "challenge")),
            ("If they challenge and the card was played by the rule", sentence(ch.innocent, "challenge")),
        ]
        parts.append(
            f"**{esc(name)}.** When a {esc(name)} is played, the next player may accept it or challenge it. "
            f"The card may only be played{esc(rule)}; a challenge checks the hand of the player who played it "
            "against the colour that was active before it was played."
        )
        parts.append(definitions([(t, [s]) for t, s in outcomes]))
        parts.append(who_is_who("challenge", (*ch.accepted, *ch.guilty, *ch.innocent)))
        parts.extend(note_block(n) for n in notes.of(f"challenge {ch.kind}"))
    parts.extend(note_block(n) for n in notes.rest(["challenge"]))
    return heading("Challenges", "-") + "\n" + paragraphs(*parts)


# The English of each `empty piles` option the language has (the IR's Rules.empty_piles).
EMPTY_PILES = {
    "draw_what_there_is": "If both piles are exhausted, a player who must draw takes what there is, "
                          "and play goes on.",
}


def section_drawing(rules: Rules, notes: Notes) -> str:
    parts = [draw_text(rules.draw)]
    parts.extend(note_block(n) for n in notes.of("draw"))
    parts.append("When the draw pile runs out, the discard pile except its top card is shuffled and "
                 "becomes the new draw pile. " + EMPTY_PILES[rules.empty_piles])
    parts.extend(note_block(n) for n in notes.of("empty piles"))
    return heading("Drawing", "-") + "\n" + paragraphs(*parts)


def section_uno(rules: Rules, notes: Notes) -> str:
    if not rules.uno:
        return heading("Calling UNO", "-") + "\n" + paragraphs(
            "Nobody needs to call UNO in this variant: there is no penalty for a player left with one card.")
    penalty = rules.penalty_of.get("missed_uno", ())
    parts = [
        "A player who plays their next-to-last card, and so holds one card, must call UNO. Until the "
        "next player acts (plays, draws, challenges or accepts), any other player may catch a player "
        "who holds one card and has not called; calling late is safe as long as nobody has caught them.",
        "**If caught:** " + sentence(penalty, "penalty missed_uno"),
        who_is_who("penalty missed_uno", penalty),
    ]
    parts.extend(note_block(n) for n in notes.of("uno") + notes.of("penalty missed_uno"))
    return heading("Calling UNO", "-") + "\n" + paragraphs(*parts)


def _report_when(rep: ReportRule) -> str:
    return "at any time" if rep.cond is None else named(when(rep.cond), "report")


def section_penalties(rules: Rules, notes: Notes) -> str:
    rows: list[list[str]] = []
    if "missed_uno" in rules.penalty_of:
        rows.append(["Caught without having called UNO (see Calling UNO)",
                     sentence(rules.penalty_of["missed_uno"], "penalty missed_uno")])
    for ch in rules.challenges:
        rows.append([esc(f"Caught bluffing with a {display(ch.kind)} (a challenge finds the card was "
                         "played against its rule)"), sentence(ch.guilty, "challenge")])
        rows.append([esc(f"Challenging a {display(ch.kind)} that was played by the rule"), sentence(ch.innocent, "challenge")])
    wrong = rules.penalty_of.get("wrong_card")
    if wrong is not None:
        rows.append(["Playing a card that may not be played: the card goes back to the hand",
                     sentence(wrong, "penalty wrong_card")])
    for rep in rules.reports:
        rows.append([esc(f"Reported for {rep.name.replace('_', ' ')} ({_report_when(rep)})"),
                     sentence(rep.effects, "report")])
    parts: list[str] = []
    if rows:
        parts.append("Every penalty in this variant:")
        parts.append(list_table("Penalties", ["When", "What happens"], rows, [45, 55]))
    else:
        parts.append("This variant has no penalties.")
    if wrong is not None:
        parts.append(
            "**Wrong card.** A player who plays a card that may not be played takes it back, and: "
            + sentence(wrong, "penalty wrong_card") + " " + who_is_who("penalty wrong_card", wrong))
        parts.extend(note_block(n) for n in notes.of("penalty wrong_card"))
    elif rules.uno or rules.reports:
        parts.append("A card that may not be played cannot be played: the attempt is refused and "
                     "changes nothing.")
    if rules.reports:
        parts.append("**Reports.** Some things happen at the table, where the rules engine cannot see "
                     "them; any player reports them, naming the player concerned:")
        items = []
        for rep in rules.reports:
            blocks = [esc(f"May be reported {_report_when(rep)}.") + " " + sentence(rep.effects, "report"),
                      who_is_who("report", rep.effects)]
            items.append((f"**{esc(rep.name.replace('_', ' ').capitalize())}** (``{rep.name}``)",
                          _with_notes([b for b in blocks if b], notes.of(f"report {rep.name}"))))
        parts.append(definitions(items))
    parts.extend(note_block(n) for n in notes.rest(["penalty", "report"]))
    return heading("Penalties and reports", "-") + "\n" + paragraphs(*parts)


def section_scoring(rules: Rules, notes: Notes) -> str:
    parts = [last_card_text(rules)]
    parts.extend(note_block(n) for n in notes.of("last card"))
    parts.append(scoring_text(rules))
    parts.extend(note_block(n) for n in notes.of("scoring") + notes.of("game ends"))
    return heading("End of a round and scoring", "-") + "\n" + paragraphs(*parts)


# --- changes from the parent -----------------------------------------------------------------
def changes(rules: Rules, parent: Rules) -> list[str]:
    """What ``rules`` changes relative to ``parent``, one reStructuredText paragraph each.

    Computed from the two IRs, so a clause rewritten with the same meaning is no change.
    """
    out: list[str] = []

    def changed(what: str, new: str, old: str) -> None:
        out.append(f"{what}: {new} (was: {old})")

    if rules.colours != parent.colours:
        changed("**Colours**", esc(_and(list(rules.colours))), esc(_and(list(parent.colours))))
    if (rules.min_players, rules.max_players) != (parent.min_players, parent.max_players):
        changed("**Players**", f"{rules.min_players} to {rules.max_players}",
                f"{parent.min_players} to {parent.max_players}")
    if rules.hand_size != parent.hand_size:
        changed("**Cards dealt**", str(rules.hand_size), str(parent.hand_size))
    if len(rules.deck) != len(parent.deck):
        changed("**Deck size**", f"{len(rules.deck)} cards", f"{len(parent.deck)} cards")
    old_kinds = parent.kind_of
    for k in rules.kinds:
        if k.name not in old_kinds:
            text = [f"**New card: {esc(display(k.name))}** (``{k.name}``), {esc(card_text(k))}.",
                    esc(f"May be played {when(rules.play_of[k.name])}.")]
            if k.name in rules.require_of:
                text.append(esc(f"May only be played {when(rules.require_of[k.name])}."))
            text.append("When played: " + sentence(rules.on_of.get(k.name, ())))
            text.append("As the first card: " + sentence(rules.start_of[k.name]))
            out.append(" ".join(text))
        else:
            old = old_kinds[k.name]
            if (k.coloured, k.count, k.points, k.number) != (old.coloured, old.count, old.points, old.number):
                changed(f"**{esc(display(k.name))}**", esc(card_text(k)), esc(card_text(old)))
    for old in parent.kinds:
        if old.name not in rules.kind_of:
            out.append(f"**Removed card: {esc(display(old.name))}** (``{old.name}``).")
    old_alias = dict(parent.aliases)
    new_alias = dict(rules.aliases)
    for alias, kind in rules.aliases:
        if old_alias.get(alias) != kind:
            out.append(f"**New name:** {esc(display(alias))} is another name for {esc(display(kind))}.")
    for alias, kind in parent.aliases:
        if alias not in new_alias:
            out.append(f"**Name dropped:** {esc(display(alias))} no longer names {esc(display(kind))}.")
    old_ex = {(e.what, e.kind): e.n for e in parent.expectations}
    new_ex = {(e.what, e.kind): e.n for e in rules.expectations}
    for key, n in new_ex.items():
        if old_ex.get(key) != n:
            claim = esc(_expectation(n, *key))
            out.append(f"**Declared count:** {claim}" + (
                f" (was {old_ex[key]})" if key in old_ex else " (new)"))
    for key, n in old_ex.items():
        if key not in new_ex:
            out.append(f"**Declared count dropped:** {esc(_expectation(n, *key))}.")
    if rules.dealer != parent.dealer:
        changed("**Choosing the dealer**", esc(dealer_text(rules.dealer, rules.hand_size)),
                esc(dealer_text(parent.dealer, parent.hand_size)))
    shared = [k.name for k in rules.kinds if k.name in old_kinds]

    def per_kind(title: str, new: dict[str, Any], old: dict[str, Any], say: Callable[[Any], str]) -> None:
        pairs: dict[tuple[Any, Any], list[str]] = {}
        for name in shared:
            a, b = new.get(name), old.get(name)
            if a != b:
                pairs.setdefault((a, b), []).append(name)
        for (a, b), names in pairs.items():
            changed(f"**{title}, {esc(kinds_phrase(rules, names))}**", say(a), say(b))

    per_kind("When it may be played", rules.play_of, parent.play_of,
             lambda c: esc(f"may be played {when(c)}") if c is not None else "no rule")
    per_kind("Restriction", rules.require_of, parent.require_of,
             lambda c: esc(f"may only be played {when(c)}") if c is not None else "none")
    per_kind("What it does", rules.on_of, parent.on_of, lambda e: sentence(e or ()))
    per_kind("As the first card", rules.start_of, parent.start_of, lambda e: sentence(e or ()))
    _changes_challenges(out, rules, parent)
    if rules.draw != parent.draw:
        differ = [(a, b) for a, b in zip(draw_sentences(rules.draw), draw_sentences(parent.draw), strict=True)
                  if a != b]
        changed("**Drawing**", esc(" ".join(a for a, _ in differ)), esc(" ".join(b for _, b in differ)))
    if rules.uno != parent.uno:
        out.append("**Calling UNO** is " + ("now required." if rules.uno else "no longer required."))
    events = {"missed_uno": "Missed UNO", "wrong_card": "Wrong card"}
    for event in sorted(set(rules.penalty_of) | set(parent.penalty_of)):
        a, b = rules.penalty_of.get(event), parent.penalty_of.get(event)
        label = f"**Penalty, {esc(events.get(event, event))}**"
        place = f"penalty {event}"
        if b is None and a is not None:
            out.append(f"{label} (new): {sentence(a, place)}")
        elif a is None and b is not None:
            out.append(f"{label}: removed.")
        elif a != b and a is not None and b is not None:
            changed(label, sentence(a, place), sentence(b, place))
    for rep in rules.reports:
        old_rep = parent.report_of.get(rep.name)
        label = f"**Report {esc(rep.name.replace('_', ' '))}**"
        said = esc(f"may be reported {_report_when(rep)}: ") + sentence(rep.effects, "report")
        if old_rep is None:
            out.append(f"{label} (new): {said}")
        elif old_rep != rep:
            changed(label, said, esc(f"may be reported {_report_when(old_rep)}: ") + sentence(old_rep.effects, "report"))
    for old_rep in parent.reports:
        if old_rep.name not in rules.report_of:
            out.append(f"**Report {esc(old_rep.name.replace('_', ' '))}**: removed.")
    for card, on in rules.stacks:
        if (card, on) not in parent.stacks:
            out.append(f"**Stacking (new):** {esc(display(card))} may be stacked on {esc(display(on))}.")
    for card, on in parent.stacks:
        if (card, on) not in rules.stacks:
            out.append(f"**Stacking removed:** {esc(display(card))} on {esc(display(on))}.")
    if rules.jump_in != parent.jump_in:
        def jump(c: Cond | None) -> str:
            return "not allowed" if c is None else esc(f"allowed {when(c)}")
        changed("**Jumping in**", jump(rules.jump_in), jump(parent.jump_in))
    if rules.last_card != parent.last_card:
        changed("**Last card**", esc(last_card_text(rules)), esc(last_card_text(parent)))
    if rules.scoring != parent.scoring or rules.target != parent.target:
        changed("**Scoring**", esc(scoring_text(rules)), esc(scoring_text(parent)))
    return out


def _changes_challenges(out: list[str], rules: Rules, parent: Rules) -> None:
    labels = (("accepted", "if accepted"), ("guilty", "if caught bluffing"), ("innocent", "if the card was played by the rule"))

    def describe(ch: ChallengeRule) -> str:
        return "; ".join(f"{label}: {sentence(getattr(ch, field), 'challenge')}" for field, label in labels)

    for ch in rules.challenges:
        old = parent.challenge_of.get(ch.kind)
        title = f"**Challenge of {esc(display(ch.kind))}**"
        if old is None:
            out.append(f"{title} (new): {describe(ch)}")
        elif old != ch:
            parts = [f"{label}: {sentence(getattr(ch, field), 'challenge')} (was: {sentence(getattr(old, field), 'challenge')})"
                     for field, label in labels if getattr(ch, field) != getattr(old, field)]
            out.append(f"{title}: " + "; ".join(parts))
    for old in parent.challenges:
        if old.kind not in rules.challenge_of:
            enforced = "; its restriction is now enforced" if old.kind in rules.require_of else ""
            out.append(f"**Challenge of {esc(display(old.kind))}**: removed; the card can no longer be "
                       f"challenged{enforced}.")


def removal_notes(rules: Rules) -> list[tuple[str, str]]:
    """(removed clause, note) for the notes written under ``without`` lines (the IR
    keeps those lines with their notes)."""
    return [(w.key.removeprefix("without "), n) for w in rules.withouts for n in w.notes]


def section_changes(rules: Rules) -> str:
    parent = rules.parent_rules
    if parent is None:
        return ""
    items = changes(rules, parent)
    removed = [note_block(f"Without {key}: {n}") for key, n in removal_notes(rules)]
    title = heading(f"Changes from {parent.title}", "-")
    intro = (f"This variant extends ``{parent.name}`` ({esc(parent.title)}). Compared with it, after "
             "compiling both:")
    if not items:
        return title + "\n" + paragraphs(intro, "Nothing in the rules differs; only the title, the "
                                         "description or the notes do.", *removed)
    bullets = "\n".join("- " + indent(item, 2).lstrip() for item in items)
    return title + "\n" + paragraphs(intro, bullets, *removed)


# --- verification ---------------------------------------------------------------------------------
def _field(obj: Any, names: Sequence[str]) -> Any:
    for name in names:
        if isinstance(obj, dict) and name in obj:
            return obj[name]
        if hasattr(obj, name):
            return getattr(obj, name)
    return None


def verification_rows(report: Any) -> list[tuple[str, str, str]]:
    """(property, result, detail) rows from a verification report.

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
        rows.append((str(name), str(getattr(verdict, "value", verdict)), str(detail or "")))
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


def section_verification(rules: Rules, verifier: Verifier | None) -> str:
    title = heading("Verification", "-")
    unavailable = paragraphs(
        "Verification is not available here: it needs ``unorules.verify`` and the z3-solver "
        "package (``pip install 'unorules[verify]'``). Run ``unorules verify "
        f"{rules.name}`` where they are installed.")
    if verifier is None:
        return title + "\n" + unavailable
    try:
        rows = verification_rows(verifier(rules))
    except ImportError:
        return title + "\n" + unavailable
    except Exception as err:  # noqa: BLE001 - the page says the verifier failed instead of vanishing
        return title + "\n" + paragraphs(
            esc(f"The verifier could not be run on this variant: {type(err).__name__}: {err}"))
    cells = [[esc(p.replace("_", " ")), f"**{esc(r)}**" if r != "proved" else esc(r), esc(d)]
             for p, r, d in rows]
    return title + "\n" + paragraphs(
        "The verifier checked these properties of the compiled rules with Z3 when this rule book "
        "was generated:",
        list_table("Verification", ["Property", "Result", "Detail"], cells, [30, 15, 55]),
    )


# --- the whole book ---------------------------------------------------------------------------------
def rulebook(rules: Rules, *, verify: bool = True, verifier: Verifier | None = None) -> str:
    """The rule book of ``rules`` as a reStructuredText document.

    ``verify=False`` leaves the verification section out; ``verifier`` replaces
    ``unorules.verify.verify`` (which is used when importable).
    """
    notes = Notes(rules)
    top = "=" * max(_width(rules.title), 3)
    parts = [f"{top}\n{rules.title}\n{top}\n"]
    if rules.about:
        parts.append(esc(rules.about) + "\n")
    fields = [
        f":Variant: ``{rules.name}``",
        f":File: ``{Path(rules.file).name}``",
        f":Extends: ``{rules.parent}``" if rules.parent else ":Extends: nothing (a complete rule set)",
        f":Players: {rules.min_players} to {rules.max_players}",
        f":Cards: {len(rules.deck)}",
    ]
    parts.append("\n".join(fields) + "\n")
    sections: list[Callable[[Rules, Notes], str]] = [
        section_deck, section_setup, section_play, section_effects, section_challenges,
        section_drawing, section_uno, section_penalties, section_scoring,
    ]
    parts.extend(s(rules, notes) for s in sections)
    leftover = [n for c in rules.clauses for n in notes.of(c.key)]
    if leftover:
        parts.append(heading("Other notes", "-") + "\n" + paragraphs(*(note_block(n) for n in leftover)))
    parts.append(section_changes(rules))
    if verify:
        parts.append(section_verification(rules, verifier if verifier is not None else load_verifier()))
    return "\n".join(p for p in parts if p).rstrip("\n") + "\n"


def dependencies(rules: Rules) -> list[str]:
    """The variant files a rule book depends on: its own and every ancestor's."""
    out: list[str] = []
    r: Rules | None = rules
    while r is not None:
        if r.file and r.file != "<string>":
            out.append(r.file)
        r = r.parent_rules
    return out
