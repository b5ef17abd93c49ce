"""What a variant's own text tells players, compared with what its rules do.

A designer often says the intent only in words: the ``about`` text, the title, a note
or a reading under a clause. The rule book prints those words beside the rules, so a
file whose words and rules disagree teaches players one game while the engine plays
another. Free prose cannot be proved, so only a few statements are read, each in a
narrow form that says one number or one direction and nothing else:

- the deck's size: "a 108-card deck", "a deck of 108 cards" (not in a sentence that adds
  or takes cards away or compares: "the 108-card deck plus four Dumb Fu cards" counts
  another deck; the whole sentence is read, past its semicolons);
- how many colours: "four colours", in a sentence about the deck or at a sentence's head
  (either side's count of a two-sided deck);
- team play: "teams" or "partners" at all, "two teams", "teams of three";
- who wins on the scores: "the lowest total wins", "the highest score ... wins",
  "the first to reach 500 wins" (and its number, against 'game ends at N points');
- forced play: "a player who can play must play", "drawing only without a playable
  card", "only a player with nothing to play may draw", "no drawing when you can play"
  (not a player who draws a card they can play: that is what follows a draw).

Only the file's own words are read (an inherited note describes the parent's rules,
which the file may have changed on purpose), and only the English: the translations
follow it. A sentence that names teams to deny them ("no teams", "unlike partners", "alone")
says nothing here, nor does one about another game ("in the official game", "in standard
UNO", "the classic deck has", "usually", "normally"). Each reading is a plain comparison with the compiled rules: no solver, no search.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from attrs import frozen

from unorules.verify.report import PROVED, REFUTED

_WORDS = ("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen "
          "sixteen seventeen eighteen nineteen twenty").split()
_NUMBER = r"(\d+|" + "|".join(_WORDS) + r")"
# A word inside a phrase: the reading never crosses a comma, a colon or a full stop.
_W = r"[a-z0-9'-]+"

_DECK = (re.compile(rf"\b{_NUMBER}-card deck\b", re.I), re.compile(rf"\bdeck of {_NUMBER} cards\b", re.I))
_COLOURS = re.compile(rf"\b{_NUMBER}[- ]colou?rs?\b", re.I)
# A count of colours is the deck's only in a sentence about the deck or at its head ("Five
# colours of 25 cards"): "every card of one colour" in a note is a card's effect.
_DECK_WORD = re.compile(r"\bdeck\b", re.I)
# A sentence that says cards or colours join or leave, or compares with another deck, may
# count that deck, not this one ("the standard 108-card deck plus four Dumb Fu cards", "four
# colours; this one adds a fifth", "four colours, one fewer than here").
_CHANGED = re.compile(r"\+|\b(plus|joins?|adds?|added|extra|more|less|fewer|minus|without|removed|except|instead|"
                      r"than|unlike|compared|whereas)\b", re.I)
# A clause (a sentence's part between semicolons) that speaks of another game ("In the official game the first to reach 500 wins",
# "a grown-up game usually goes to 500", "the classic deck has four colours") says nothing
# of this one, so it is not read. "The official rules, cut short: ..." names the game this
# one changes and is read: the other game's name must be placed ("in", "under", "than" it)
# or be what the clause says something of (a verb follows).
_OTHER = r"(?:official|classic|standard|original|printed|regular|ordinary|usual|normal)"
_ELSEWHERE = re.compile(
    rf"\b(?:in|under|than)\s+(?:the\s+)?{_OTHER}\b"
    rf"|\bthe\s+{_OTHER}\s+(?:{_W}\s+){{0,2}}?(?:game|deck|rules?|uno|version|edition)\s+"
    r"(?:has|have|is|are|was|were|uses?|goes|go|plays?|scores?|ends?|says?|sets?|gives?|charges?|counts?|"
    r"holds?|makes?|pays?|lets?)\b"
    r"|\b(?:usually|normally|traditionally|ordinarily|typically|commonly)\b", re.I)
_TEAMS_OF = re.compile(rf"\b(?:{_NUMBER} )?teams of {_NUMBER}\b", re.I)
_TEAMS = re.compile(rf"\b{_NUMBER} teams\b", re.I)
_TEAM_PLAY = re.compile(r"\b(teams?|partners?)\b", re.I)
_DENIED = re.compile(r"\b(no|not|without|never|nor|unlike)\b(?:\s+[a-z'-]+){0,3}\s+(teams?|partners?)\b|"
                     r"\balone\b", re.I)
_LOW = re.compile(rf"\b(lowest|fewest|smallest|least)\s+(?:{_W}\s+){{0,2}}?(total|score|sum|points)\s+"
                  rf"(?:{_W}\s+){{0,4}}?wins\b", re.I)
_HIGH = re.compile(rf"\b(highest|most|largest|biggest|greatest)\s+(?:{_W}\s+){{0,2}}?(total|score|sum|points)\s+"
                   rf"(?:{_W}\s+){{0,4}}?wins\b", re.I)
# "The first to reach 250 points wins" says who wins (the highest) and when: its number is
# the game's target, read against 'game ends at N points'.
_FIRST = re.compile(rf"\bfirst\s+(?:{_W}\s+){{0,2}}?to\s+(?:reach|score)\s+(?:(?P<n>\d+)\s+)?"
                    rf"(?:{_W}\s+){{0,3}}?wins\b", re.I)


# "A player who can play must play": drawing is allowed only without a playable card, as
# the 'draw:' line's 'only without a playable card' says. Read in three narrow forms; a
# player who draws a card they can play and must play it says what follows a draw (the
# 'must play it' of the draw line), so a word of drawing before 'can play' is not read.
_NEG = r"(?:cannot|can't|can\s+not|not|no|nothing|without|never)"
_PLAYS = r"(?:play|plays|played|playable(?:\s+cards?)?)\b"
_FORCED = re.compile(
    rf"\b(?:who|that|if)\s+(?:(?!dr[ae]w){_W}\s+){{0,4}}?can\s+play\s*,?\s+(?:{_W}\s+)?must\s+play\b"
    rf"|\bdraw(?:s|ing)?\s+(?:{_W}\s+){{0,3}}?only\s+(?:without|with\s+no|with\s+nothing\s+to|"
    rf"(?:when|if)\s+(?:they|you|he|she)\s+(?:cannot|can't|can\s+not))\s+(?:{_W}\s+){{0,2}}?{_PLAYS}"
    rf"|\bonly\s+(?:{_W}\s+){{0,3}}?(?:without|with\s+no|with\s+nothing\s+to|who\s+(?:cannot|can't))\s+"
    rf"(?:{_W}\s+){{0,2}}?{_PLAYS}\s+(?:{_W}\s+){{0,2}}?draws?\b"
    rf"|\b(?:no|not|never|cannot|can't)\s+draw(?:s|ing)?\s+(?:{_W}\s+)?(?:when|while|if|with|holding)\s+"
    rf"(?:(?!{_NEG}\b){_W}\s+){{0,4}}?{_PLAYS}", re.I)


def _int(word: str) -> int:
    return int(word) if word.isdigit() else _WORDS.index(word.lower())


@frozen
class Text:
    """One English text of the file, for players, and where it is written."""

    what: str  # about, title, note, reading
    line: int
    text: str


def own_texts(rules: Any) -> tuple[Text, ...]:
    """The file's own player texts: its title and about, and the notes and readings of the
    clauses (and 'without' lines) it writes itself."""
    own = _resolved(rules.file)
    source = _source(rules.file)
    out: list[Text] = []
    if rules.title and rules.title != rules.name:  # no 'title' line: the title is the name
        out.append(Text("title", _line_of(source, "title", rules.title, 0), rules.title))
    if rules.about:
        out.append(Text("about", _line_of(source, "about", rules.about, 0), rules.about))
    for c in (*rules.clauses, *rules.withouts):
        if _resolved(c.file) != own:
            continue
        for what, said in (("note", c.notes), ("reading", c.readings)):
            out.extend(Text(what, _line_of(source, what, t, c.line), t) for t in said)
    return tuple(sorted(out, key=lambda t: t.line))


def _resolved(file: str) -> str:
    return str(Path(file).resolve()) if file and not file.startswith("<") else file


def _source(file: str) -> list[str]:
    try:
        return Path(file).read_text(encoding="utf-8").splitlines()
    except (OSError, ValueError):  # a variant from a string: its clauses' lines are all there is
        return []


def _line_of(source: list[str], what: str, text: str, after: int) -> int:
    """The line a text is written on: the first '<what> "...' line from ``after`` holding
    its start (escapes in the file may differ further on); ``after`` when not found."""
    head = text[:24]
    for i in range(max(after - 1, 0), len(source)):
        line = source[i].lstrip()
        if line.startswith(f'{what} "') and head in line:
            return i + 1
    return after


@frozen
class Finding:
    text: Text
    said: str  # the words read, as written
    rules: str  # what the rules do instead ("" when they agree)
    hint: str


def findings(rules: Any) -> Iterator[Finding]:
    """Every statement read in the file's own text, each with what the rules do ("" if it agrees)."""
    for t in own_texts(rules):
        # The sentence is the unit: what a statement means depends on all of it ("The classic
        # deck has four colours; this one adds a fifth" counts the classic deck's colours).
        for sentence in re.split(r"(?<=[.!?])\s+", t.text):
            # Another game's clause is blanked, not dropped: the rest keeps its punctuation.
            read = ";".join("" if _ELSEWHERE.search(c) else c for c in sentence.split(";"))
            yield from _deck(rules, t, read, sentence)
            yield from _teams(rules, t, read, sentence)
            yield from _winner(rules, t, read)
            yield from _forced(rules, t, read)


def _deck(rules: Any, t: Text, s: str, sentence: str) -> Iterator[Finding]:
    # A count that agrees is kept even so (attack's "112-card deck ... adds Hit 2"); one that
    # differs in such a sentence may be the base deck's, so it says nothing.
    changed = _CHANGED.search(sentence) is not None
    size = len(rules.deck)
    for pat in _DECK:
        for m in pat.finditer(s):
            n = _int(m.group(1))
            if n != size and changed:
                continue
            yield Finding(t, m.group(0), "" if n == size else f"the deck has {size} cards",
                          f"make the deck {n} cards ('expect {n} cards' then keeps it so), or correct the text")
    counts = {len(rules.colours), *(len(cols) for _side, cols in rules.sides)}
    about_deck = _DECK_WORD.search(s) is not None
    for m in _COLOURS.finditer(s):
        head = re.split(r"[;:]", s[:m.start()])[-1]  # a clause's head, after a semicolon or a colon too
        if not about_deck and head.strip(" \"'(").lower() not in ("", "the", "in", "with"):
            continue
        n = _int(m.group(1))
        if n not in counts and changed:
            continue
        have = ", ".join(rules.colours)
        yield Finding(t, m.group(0), "" if n in counts else f"the deck has {len(rules.colours)} colours ({have})",
                      "list every colour on the 'colours' line, or correct the text")


def seated_teams(rules: Any) -> list[tuple[int, tuple[tuple[int, ...], ...]]]:
    """The teams each player count seats ((n, ()) when every player scores alone)."""
    if not rules.scorer.teams:
        return [(n, ()) for n in range(rules.min_players, rules.max_players + 1)]
    return [(n, rules.scorer.seated_at(n)) for n in range(rules.min_players, rules.max_players + 1)]


def teams_told(teams: tuple[tuple[int, ...], ...]) -> str:
    sizes = sorted({len(team) for team in teams})
    size = _WORDS[sizes[0]] if len(sizes) == 1 and sizes[0] < len(_WORDS) else "uneven size"
    seats = "; ".join(" and ".join(map(str, team)) for team in teams)
    return f"{_WORDS[len(teams)] if len(teams) < len(_WORDS) else len(teams)} teams of {size} (seats {seats})"


_TEAMS_HINT = ("seat the teams meant with a 'teams:' line ('teams: alternate seats' for two teams of every other "
               "player) and score them with 'scoring: teams score the other hands', or correct the text")


def _teams(rules: Any, t: Text, s: str, sentence: str) -> Iterator[Finding]:
    named = _TEAM_PLAY.search(s)
    if named is None or _DENIED.search(sentence):
        return
    seated = seated_teams(rules)
    alone = [n for n, teams in seated if not teams]
    if alone:
        scoring = next((c.text for c in rules.clauses if c.kind == "scoring"), f"scoring: {rules.scoring}")
        yield Finding(t, named.group(0), f"the rules have no teams: under '{scoring}' every player scores alone "
                      f"(a partner's hand counts for the winner like any other)", _TEAMS_HINT)
        return
    found = False
    for m in _TEAMS_OF.finditer(s):
        found = True
        count = _int(m.group(1)) if m.group(1) else None
        size = _int(m.group(2))
        wrong = [teams for _n, teams in seated
                 if (count is not None and len(teams) != count) or any(len(team) != size for team in teams)]
        yield Finding(t, m.group(0), f"the rules seat {teams_told(wrong[0])}" if wrong else "", _TEAMS_HINT)
    if found:
        return
    for m in _TEAMS.finditer(s):
        count = _int(m.group(1))
        wrong = [teams for _n, teams in seated if len(teams) != count]
        yield Finding(t, m.group(0), f"the rules seat {teams_told(wrong[0])}" if wrong else "", _TEAMS_HINT)


def _winner(rules: Any, t: Text, s: str) -> Iterator[Finding]:
    sc = rules.scorer
    scoring = next((c.text for c in rules.clauses if c.kind == "scoring"), "")
    for pat, low in ((_LOW, True), (_HIGH, False), (_FIRST, False)):
        for m in pat.finditer(s):
            if sc.one_round:
                does = "nothing is scored: the first player out wins the game"
            elif sc.lower_wins != low:
                # The scoring's own words say how: the winner's, a team's, or a penalty.
                does = f"under '{scoring}' the {'highest' if low else 'lowest'} total wins"
            else:
                does = ""
            hint = ("score penalties with 'scoring: each player scores their own hand, lowest wins'" if low
                    else "score the winner with 'scoring: winner scores the other hands'")
            claim = f"'claim the {'lowest' if low else 'highest'} total wins' then keeps it so"
            said = f"{hint} ({claim}), or correct the text"
            target = m.groupdict().get("n")
            if target is not None and not sc.one_round:
                # The number is quoted with the words, so it is checked with them: a quote
                # under 'proved' must hold in every part.
                ends = _target(rules, int(target))
                if ends:
                    does = f"{does}, and {ends}" if does else ends
                    if sc.lower_wins == low:
                        said = f"end the game with 'game ends at {target} points', or correct the text"
            yield Finding(t, m.group(0), does, said)


def _target(rules: Any, n: int) -> str:
    """What the game's end does instead of ending when a score reaches ``n`` ("" if it does)."""
    if not rules.ender.by_points:
        return f"the game ends after {rules.rounds} rounds whatever the scores"
    if rules.target != n:
        return f"the game ends at {rules.target} points"
    return ""


def _forced(rules: Any, t: Text, s: str) -> Iterator[Finding]:
    for m in _FORCED.finditer(s):
        draw = next((c.text for c in rules.clauses if c.kind == "draw"), "")
        does = (f"under '{draw}' a player may draw while holding a playable card" if rules.draw.anytime else "")
        yield Finding(t, m.group(0), does, "end the 'draw:' line with 'only without a playable card', or correct "
                                           "the text")


def check(rules: Any) -> tuple[Any, ...] | None:
    """The file's own text against its rules: refuted at the first statement the rules
    contradict; None when the text states nothing read here."""
    read = list(findings(rules))
    if not read:
        return None
    name = Path(rules.file).name if rules.file and not rules.file.startswith("<") else rules.name
    for f in read:
        if f.rules:
            why = (f"{name}:{f.text.line}: the {f.text.what} says '{f.said}', but {f.rules}; hint: {f.hint}")
            # No scenario can show words: the table says "by proof", not "confirmed by the engine".
            return REFUTED, why, None
    said = "; ".join(dict.fromkeys(f"'{f.said}' ({f.text.what}, line {f.text.line})" for f in read))
    return PROVED, f"what the file's own text states is what its rules do: {said}", None
