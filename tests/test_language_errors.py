"""Malformed variant texts: every one must give a VariantError a person can act on.

Each case mutates one line of BASE (a complete variant written here, so these tests do
not move when the bundled files change) and checks where the error points (line,
column, the offending text), what it says, what it expected in words, its hint and,
for semantic errors, the clause it names. Every error is also checked for the
things a user must never see: Lark's internal terminal names and tracebacks.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import attrs
import pytest

import unorules
from unorules import VariantError

BASE = """\
# A complete variant; every case below breaks one thing in it.
variant base
title "Base rules"
players 2 to 10
colours red, yellow, green, blue
deal 7 cards
card 0: number, 1 per colour, scores face value
card 1 to 9: number, 2 per colour, scores face value
card draw_two: 2 per colour, scores 20
card reverse: 2 per colour, scores 20
card skip: 2 per colour, scores 20
card wild: 4 without colour, scores 50
card wild_draw_four: 4 without colour, scores 50
expect 108 cards
expect 25 cards per colour
expect 4 wild
dealer: highest draw, symbols count 0, ties draw again
play any card: same colour or same face
play wild, wild_draw_four: always
require wild_draw_four: no card of active colour in hand
on number cards: nothing
on draw_two: next draws 2, next loses turn
on skip: next loses turn
on reverse: reverse, next loses turn if 2 players
on wild: player chooses colour
on wild_draw_four: player chooses colour, next may challenge
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
note "Guilty means they held a card of the colour that was active before."
start number cards: nothing
start draw_two: first draws 2, first loses turn
start skip: first loses turn
start reverse: reverse, dealer plays first
start wild: first chooses colour
start wild_draw_four: return it and turn another
draw: one card, may play it, even with a playable card
empty piles: draw what there is
uno: call at one card, catch before the next player acts
penalty missed_uno: target draws 2
last card: draws apply
scoring: winner scores the other hands
game ends at 500 points
"""

CHALLENGE_BLOCK = """\
challenge wild_draw_four
  if accepted: next draws 4, next loses turn
  if guilty: player draws 4
  if innocent: next draws 6, next loses turn
"""

# Lark's names for terminals; none may reach a user.
RAW_TERMINALS = re.compile(r"__ANON|\b(NAME|INT|STRING|_NL|WHO|OUTCOME|PENALTY_EVENT|COMMENT|WS)\b|\$END")


def sub(old: str, new: str, text: str = BASE) -> str:
    assert text.count(old) == 1, f"the case no longer applies: {old!r} is not once in the text"
    return text.replace(old, new)


@attrs.frozen
class Case:
    id: str
    text: str
    at: str  # a snippet of the line the error must point at
    message: str  # a part of the message
    col_at: str | None = None  # where in that line the column points; None: column 1
    expected: str | None = None  # a part of ``expected``
    hint: str | None = None  # a part of ``hint``
    clause: str | None = None  # the clause a semantic error names


SYNTAX = [
    Case("missing colon", sub("on skip: next loses turn", "on skip next loses turn"),
         at="on skip next", col_at="next", message="unexpected 'next'",
         expected="':'", hint="put a ':' after the card name"),
    Case("missing comma between effects",
         sub("on draw_two: next draws 2, next loses turn", "on draw_two: next draws 2 next loses turn"),
         at="on draw_two:", col_at="next loses", message="unexpected 'next'",
         expected="','", hint="separate effects with commas"),
    Case("misspelled clause keyword", sub("deal 7 cards", "dael 7 cards"),
         at="dael", message="unexpected 'dael'", expected="'deal'", hint="did you mean 'deal'?"),
    Case("misspelled word inside a clause", sub("on skip: next loses turn", "on skip: next loses trun"),
         at="loses trun", col_at="trun", message="the language has no effect 'next loses trun'",
         expected="'next loses turn'", hint="the nearest effect it has is 'next loses turn'"),
    Case("uppercase keyword", sub("on skip: next loses turn", "On skip: next loses turn"),
         at="On skip", message="unexpected character 'O'", expected="'card'", hint="lowercase"),
    Case("uppercase card name", sub("card skip: 2 per colour", "card Skip: 2 per colour"),
         at="card Skip", col_at="Skip", message="unexpected character 'S'",
         expected="a name (lowercase letters", hint="lowercase"),
    Case("unterminated string", sub('title "Base rules"', 'title "Base rules'),
         at="title", col_at='"', message="unexpected character '\"'",
         expected='a text in "double quotes"', hint="close it with"),
    Case("number written in words", sub("players 2 to 10", "players two to ten"),
         at="players two", col_at="two", message="unexpected 'two'", expected="a whole number",
         hint="numbers are written with digits"),
    Case("deal written in words", sub("deal 7 cards", "deal seven cards"),
         at="deal seven", col_at="seven", message="unexpected 'seven'", expected="a whole number"),
    Case("stray character", sub("deal 7 cards", "deal 7 cards!"),
         at="deal 7 cards!", col_at="!", message="unexpected character '!'",
         expected="the end of the line"),
    Case("effect without its subject", sub("on skip: next loses turn", "on skip: loses turn"),
         at="on skip: loses", col_at="loses", message="the language has no effect 'loses turn'",
         expected="'next loses turn'", hint="the nearest effect it has is 'next loses turn'"),
    Case("challenge without its three outcome lines",
         sub(CHALLENGE_BLOCK, "challenge wild_draw_four\n"),
         at='note "Guilty', message="unexpected 'note'", expected="'if'",
         hint="a challenge lists its three outcomes on the lines below it"),
    Case("challenge at the end of the file without outcomes",
         sub(CHALLENGE_BLOCK, "") + "challenge wild_draw_four\n",
         at="challenge wild_draw_four", col_at=None, message="unexpected end of the file",
         expected="'if'", hint="a challenge lists its three outcomes"),
    Case("challenge outcome on the challenge line",
         sub(CHALLENGE_BLOCK, "challenge wild_draw_four: if accepted: next draws 4\n"),
         at="challenge wild_draw_four:", col_at=":", message="unexpected ':'",
         expected="the end of the line", hint="a challenge lists its three outcomes"),
    Case("note before any clause", "note \"Read me first.\"\n" + BASE.split("\n", 1)[1],
         at="note", message="a note must follow the clause it explains",
         expected="a rule clause on the line above", hint="about"),
    Case("note right after the variant line", sub("variant base\n", "variant base\nnote \"Hi.\"\n"),
         at='note "Hi."', message="a note must follow the clause it explains",
         expected="a rule clause on the line above", hint="about"),
]

SEMANTIC = [
    Case("missing count on a card", sub("card skip: 2 per colour, scores 20", "card skip: scores 20"),
         at="card skip", message="card skip has no count", hint="per colour", clause="card skip"),
    Case("card counted both ways",
         sub("card skip: 2 per colour, scores 20", "card skip: 2 per colour, 4 without colour, scores 20"),
         at="card skip", message="both a per-colour count and a colourless count", clause="card skip"),
    Case("unknown card kind", sub("on skip: next loses turn", "on skp: next loses turn"),
         at="on skp", message="unknown card kind 'skp'", expected="skip", hint="did you mean 'skip'?",
         clause="on skp"),
    Case("unknown card kind in an expectation", sub("expect 4 wild\n", "expect 4 wlid\n"),
         at="expect 4 wlid", message="unknown card kind 'wlid'", hint="did you mean 'wild'?",
         clause="expect wlid"),
    Case("duplicate clause", sub("on skip: next loses turn\n", "on skip: next loses turn\non skip: reverse\n"),
         at="on skip: reverse", message="duplicate clause 'on skip'", hint="once per file",
         clause="on skip"),
    Case("duplicate alias", BASE + "alias rainbow = wild\nalias rainbow = wild_draw_four\n",
         at="alias rainbow = wild_draw_four", message="duplicate clause 'alias rainbow'",
         clause="alias rainbow"),
    Case("alias equal to a card kind", BASE + "alias skip = wild\n",
         at="alias skip", message="alias 'skip' is already the name of a card kind",
         hint="choose another alias", clause="alias skip"),
    Case("alias of an unknown kind", BASE + "alias rainbow = wlid\n",
         at="alias rainbow", message="unknown card kind 'wlid'", hint="did you mean 'wild'?",
         clause="alias rainbow"),
    Case("card kind named after a word of the language", BASE + "card number: 1 per colour, scores 1\n",
         at="card number", message="'number' is a word of the language", hint="another name",
         clause="card number"),
    Case("colour listed twice", sub("colours red, yellow,", "colours red, red,"),
         at="colours red, red", message="a colour is listed twice", clause="colours"),
    Case("effect needing a target where none exists",
         sub("start wild: first chooses colour", "start wild: target draws 2"),
         at="start wild: target", message="'target' cannot be used in start clauses: no player is chosen",
         expected="dealer, first, next, others", clause="start wild"),
    Case("'player' in a start rule", sub("start wild: first chooses colour", "start wild: player chooses colour"),
         at="start wild: player", message="nobody has played a card at the start", clause="start wild"),
    Case("lose turn by a player who is not next", sub("on skip: next loses turn", "on skip: player loses turn"),
         at="on skip: player", message="only the next player can lose their turn",
         hint="write 'next loses turn'", clause="on skip"),
    Case("challenge opened in a start rule",
         sub("start wild: first chooses colour", "start wild: first chooses colour, next may challenge"),
         at="start wild:", message="only makes sense in 'on' clauses", clause="start wild"),
    Case("colourless card that names no colour", sub("on wild: player chooses colour", "on wild: nothing"),
         at="on wild: nothing", message="card wild has no colour, so playing it must name one",
         hint="add 'player chooses colour'", clause="on wild"),
    Case("colourless card with no 'on' clause at all", sub("on wild: player chooses colour\n", ""),
         at="card wild:", message="card wild has no colour", clause="on wild"),
    Case("missing start rule", sub("start skip: first loses turn\n", ""),
         at="card skip", message="card skip has no start rule", expected="'start skip: ...'",
         clause="start skip"),
    Case("missing play rule", sub("play any card: same colour or same face\n", ""),
         at="card 0:", message="card 0 has no 'play' rule", expected="'play any card: ...'",
         clause="play 0"),
    Case("count mismatch against expect", sub("expect 108 cards", "expect 112 cards"),
         at="expect 112 cards", message="the deck has 108 cards, but the file expects 112",
         hint="fix the 'card' clauses or the expectation", clause="expect cards"),
    Case("per-colour count mismatch", sub("expect 25 cards per colour", "expect 27 cards per colour"),
         at="expect 27", message="the deck has 25 cards per colour, but the file expects 27",
         clause="expect cards per colour"),
    Case("deal that does not fit the player range", sub("deal 7 cards", "deal 11 cards"),
         at="deal 11", message="10 players with 11 cards each need 111 cards", hint="deal fewer cards",
         clause="deal"),
    Case("players range backwards", sub("players 2 to 10", "players 5 to 3"),
         at="players 5 to 3", message="'players 5 to 3' is not a range", hint="smallest number first",
         clause="players"),
    Case("players range starting at one", sub("players 2 to 10", "players 1 to 3"),
         at="players 1 to 3", message="is not a range of at least two players", hint="at least 2",
         clause="players"),
    Case("challenge without a require rule",
         sub("require wild_draw_four: no card of active colour in hand\n", ""),
         at="challenge wild_draw_four", message="needs a 'require wild_draw_four: ...' rule",
         hint="no card of active colour in hand", clause="challenge wild_draw_four"),
    Case("challenge with two outcome lines", sub("  if innocent: next draws 6, next loses turn\n", ""),
         at="challenge wild_draw_four", message="exactly one 'if accepted', one 'if guilty' and one 'if innocent'",
         hint="three outcomes", clause="challenge wild_draw_four"),
    Case("challenge that nothing opens",
         sub("on wild_draw_four: player chooses colour, next may challenge",
             "on wild_draw_four: player chooses colour, next draws 4"),
         at="challenge wild_draw_four", message="nothing lets anyone challenge wild_draw_four",
         hint="next may challenge", clause="challenge wild_draw_four"),
    Case("'next may challenge' without a challenge clause", sub(CHALLENGE_BLOCK, ""),
         at="on wild_draw_four", message="may be challenged but no challenge says what happens",
         expected="'challenge wild_draw_four'", clause="on wild_draw_four"),
    Case("missing variant line", sub("variant base\n", ""),
         at='title "Base', message="the file does not name its variant",
         expected="variant my_house_rules", hint="'variant <name>'"),
    Case("variant named twice", sub("variant base\n", "variant base\nvariant other\n"),
         at="variant other", message="'variant' is given twice", clause="variant"),
    Case("uno without a missed-uno penalty", sub("penalty missed_uno: target draws 2\n", ""),
         at="uno: call", message="calling UNO needs a penalty for a missed call",
         expected="penalty missed_uno", clause="uno"),
    Case("missed-uno penalty without uno", sub("uno: call at one card, catch before the next player acts\n", ""),
         at="penalty missed_uno", message="needs the 'uno:' clause", clause="penalty missed_uno"),
    Case("a lost turn beside a draw passed on to be stacked",
         sub("on draw_two: next draws 2, next loses turn", "on draw_two: next draws 2 or stacks, next loses turn\n"
             "stack draw_two on draw_two"),
         at="on draw_two:", message="'the next player loses their turn' never happens here",
         hint="'next draws 2 or stacks' already means", clause="on draw_two"),
    Case("a lost turn beside a draw passed on to be stacked, in a challenge outcome",
         sub("  if accepted: next draws 4, next loses turn", "  if accepted: next draws 4 or stacks, next loses turn"),
         at="challenge wild_draw_four", message="'the next player loses their turn' never happens here",
         hint="'next draws 4 or stacks' already means", clause="challenge wild_draw_four"),
    Case("a turn kept beside a draw passed on to be stacked",
         sub("on skip: next loses turn", "on skip: next draws 1 or stacks, player plays again\nstack skip on skip"),
         at="on skip:", message="'the player plays again: every other player's turn is passed over' never happens",
         hint="leave it out", clause="on skip"),
    Case("a lost turn beside a turn kept",
         sub("on skip: next loses turn", "on skip: next loses turn, player plays again"),
         at="on skip:", message="'the next player loses their turn' never happens here: 'the player plays again",
         hint="leave the lost turn out", clause="on skip"),
    Case("a lost turn beside a first player named",
         sub("start reverse: reverse, dealer plays first", "start reverse: reverse, first loses turn, dealer plays first"),
         at="start reverse:", message="'the first player loses their turn' never happens here: 'the dealer plays "
         "first' decides who plays next", clause="start reverse"),
    Case("missing scoring", sub("scoring: winner scores the other hands\n", ""),
         at="variant base", message="does not say how rounds are scored",
         expected="scoring: winner scores the other hands", clause="scoring"),
    Case("extends an unknown variant", sub("title", "extends nonesuch\ntitle"),
         at="extends nonesuch", message="unknown variant 'nonesuch' to extend", expected="standard",
         clause="extends"),
]


def check_common(err: VariantError, source: str, file: str) -> None:
    """What every error must carry, whatever went wrong."""
    rendered = str(err)
    assert not RAW_TERMINALS.search(rendered), rendered
    assert not RAW_TERMINALS.search(err.expected), err.expected
    assert "Traceback" not in rendered
    assert err.file == file
    lines = source.splitlines()
    assert 1 <= err.line <= len(lines), rendered
    assert err.text.strip() == lines[err.line - 1].strip(), rendered
    assert err.column >= 1
    assert err.message in rendered


def check_case(case: Case, err: VariantError) -> None:
    lines = case.text.splitlines()
    want_line = next(i for i, ln in enumerate(lines, 1) if case.at in ln)
    assert err.line == want_line, str(err)
    if case.col_at is not None:
        assert err.column == lines[want_line - 1].index(case.col_at) + 1, str(err)
    assert case.message in err.message, str(err)
    if case.expected is not None:
        assert case.expected in err.expected, str(err)
    if case.hint is not None:
        assert case.hint in err.hint, str(err)
    if case.clause is not None:
        assert err.clause == case.clause, str(err)
        assert f"in clause: {case.clause}" in str(err)


def test_base_compiles() -> None:
    """Every case is one edit away from a valid variant, so its error is the edit's."""
    rules = unorules.loads(BASE, "base.uno")
    assert len(rules.deck) == 108


@pytest.mark.parametrize("case", SYNTAX, ids=[c.id for c in SYNTAX])
def test_syntax_error(case: Case) -> None:
    with pytest.raises(VariantError) as info:
        unorules.loads(case.text, "bad.uno")
    err = info.value
    check_common(err, case.text, "bad.uno")
    check_case(case, err)
    assert not err.clause, "a syntax error is found before any clause exists"
    # The 'expected' of a syntax error is words, and names real alternatives.
    assert err.expected
    assert err.expected == err.expected.strip()


@pytest.mark.parametrize("case", SEMANTIC, ids=[c.id for c in SEMANTIC])
def test_semantic_error(case: Case) -> None:
    with pytest.raises(VariantError) as info:
        unorules.loads(case.text, "bad.uno")
    err = info.value
    check_common(err, case.text, "bad.uno")
    check_case(case, err)


def test_cases_are_many_and_distinct() -> None:
    assert len(SYNTAX) + len(SEMANTIC) >= 25
    assert len({c.text for c in SYNTAX + SEMANTIC}) == len(SYNTAX) + len(SEMANTIC)


# --- errors that need files: extends ------------------------------------------------
def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / f"{name}.uno"
    path.write_text(text, encoding="utf-8")
    return path


def test_without_a_clause_that_does_not_exist(tmp_path: Path) -> None:
    write(tmp_path, "base", BASE)
    child = write(tmp_path, "child", "variant child\nextends base\nwithout on zap\n")
    with pytest.raises(VariantError) as info:
        unorules.load(child)
    err = info.value
    check_common(err, child.read_text(), str(child))
    assert (err.line, err.column, err.text) == (3, 1, "without on zap")
    assert "there is no clause 'on zap' to remove" in err.message
    assert "extends" in err.hint
    assert err.clause == "without on zap"


def test_without_a_clause_of_the_same_file() -> None:
    text = BASE + "without on skip\n"
    with pytest.raises(VariantError) as info:
        unorules.loads(text, "bad.uno")
    err = info.value
    check_common(err, text, "bad.uno")
    assert err.clause == "without on skip"
    assert err.line == len(text.splitlines())
    skip_line = BASE.splitlines().index("on skip: next loses turn") + 1
    assert f"written on line {skip_line} of this same file" in err.message
    assert "inherited" in err.hint


def test_extends_cycle(tmp_path: Path) -> None:
    a = write(tmp_path, "a", "variant a\nextends b\n")
    write(tmp_path, "b", "variant b\nextends a\n")
    with pytest.raises(VariantError) as info:
        unorules.load(a)
    err = info.value
    assert err.clause == "extends"
    assert "extends itself" in err.message
    assert "a -> b" in err.message or "b -> a" in err.message
    assert "must not loop" in err.hint
    assert err.text in ("extends a", "extends b")
    assert Path(err.file).name in ("a.uno", "b.uno")
    assert err.line == 2


def test_extends_itself(tmp_path: Path) -> None:
    c = write(tmp_path, "c", "variant c\nextends c\n")
    with pytest.raises(VariantError) as info:
        unorules.load(c)
    assert "extends itself: c -> c" in info.value.message
    assert (info.value.line, info.value.text) == (2, "extends c")


def test_error_a_without_line_causes_points_at_it(tmp_path: Path) -> None:
    """Removing a start rule leaves the parent's card without one: the error is the
    'without' line's, in the user's file, and names the parent's line it left bare."""
    write(tmp_path, "base", BASE)
    child = write(tmp_path, "child", "variant child\nextends base\nwithout start skip\n")
    with pytest.raises(VariantError) as info:
        unorules.load(child)
    err = info.value
    assert err.clause == "without start skip"
    assert Path(err.file) == child.resolve() or Path(err.file) == child
    assert (err.line, err.text) == (3, "without start skip")
    assert "card skip has no start rule" in err.message
    assert "base.uno" in err.hint and "card skip:" in err.hint


@pytest.mark.parametrize("players, message", [
    ("players 2 to 15", "turning cards over would never stop"),
    ("players 2 to 16", "need 113 cards"),
])
def test_a_childs_player_count_is_blamed_not_the_parents_deal(tmp_path: Path, players: str, message: str) -> None:
    """Only the child's 'players' line changed: the error is at that line in the child's
    file, not at the deal it inherited (which the designer did not write)."""
    child = write(tmp_path, "big", f"variant big\nextends standard\n{players}\n")
    with pytest.raises(VariantError) as info:
        unorules.load(child)
    err = info.value
    assert message in err.message
    assert Path(err.file).resolve() == child.resolve()
    assert (err.line, err.text) == (3, players)


def test_error_names_the_file(tmp_path: Path) -> None:
    bad = write(tmp_path, "broken", sub("deal 7 cards", "deal 7 cards!"))
    with pytest.raises(VariantError) as info:
        unorules.load(bad)
    assert info.value.file == str(bad.resolve())
    assert str(info.value).startswith(f"{bad.resolve()}:")


def test_unknown_bundled_variant() -> None:
    with pytest.raises(VariantError) as info:
        unorules.load("nonesuch")
    assert "standard" in info.value.expected
    assert ".uno" in info.value.hint


# --- what the command line shows ------------------------------------------------------
def test_cli_shows_the_error_without_a_traceback(tmp_path: Path) -> None:
    bad = write(tmp_path, "broken", sub("on skip: next loses turn", "on skp: next loses turn"))
    run = subprocess.run([sys.executable, "-m", "unorules", "check", str(bad)],
                         capture_output=True, text=True, timeout=120)
    out = run.stdout + run.stderr
    assert run.returncode != 0
    assert "Traceback" not in out
    assert "unknown card kind 'skp'" in out
    assert "did you mean 'skip'?" in out


@pytest.mark.parametrize(
    ("line", "glued", "word"),
    [
        ("variantfoo", "variantfoo", "variant"),
        ("on skip: nextloses turn", "nextloses", "next"),
        ("players 2to 10", "2to", "2"),
    ],
)
def test_a_keyword_glued_to_the_next_word_is_refused(line: str, glued: str, word: str) -> None:
    # Where no name may follow, Lark's contextual lexer would split 'variantfoo' into
    # 'variant' + 'foo' and accept it; the parser checks word boundaries itself.
    text = line + "\n" if line.startswith("variant") else "variant x\n" + line + "\n"
    with pytest.raises(unorules.VariantError) as info:
        unorules.loads(text)
    err = info.value
    assert err.message == f"unexpected '{glued}'"
    assert err.hint == f"put a space after '{word}'"
    assert err.text.strip() == line


@pytest.mark.parametrize(
    ("parent", "line", "message"),
    [
        # Each of these compiled once and was then silently ignored (or misread) by the engine.
        ("turkish", "penalty wrong_card: player draws 1, next loses turn",
         "cannot happen in a penalty or a report"),
        ("standard", "report offer: target draws 2, target chooses colour",
         "cannot happen in a penalty or a report"),
        ("minion", "report pose_broken while next holds pose: target draws 4, target releases pose",
         "'next' cannot be used in report clauses"),
        ("minion", "report pose_broken while target holds shield: target draws 4", "unknown status 'shield'"),
        ("stacking", "stack draw_two on skip", "skip neither passes a draw on nor answers one"),
        ("standard", "stack skip on draw_two", "no card passes a draw on, so nothing can be stacked"),
        ("minion", "play skip: target holds pose", "'holds pose' can only be asked in a report"),
    ],
)
def test_rules_the_engine_could_not_follow_are_refused(parent: str, line: str, message: str) -> None:
    text = f"variant child\nextends {parent}\n{line}\n"
    with pytest.raises(unorules.VariantError) as info:
        unorules.loads(text)
    err = info.value
    assert message in err.message
    assert err.line == 3 and err.text == line


def test_an_empty_range_is_refused() -> None:
    with pytest.raises(VariantError) as info:
        unorules.loads("variant v\nextends standard\non 9 to 1: nothing\n")
    assert info.value.line == 3 and "the range is empty" in info.value.message
    assert "'1 to 9'" in info.value.hint


# --- line breaks ----------------------------------------------------------------------------------------
CR_ONLY = "variant old_mac\rextends standard\r# a comment\ron 7: next loses turn\r"


def test_a_file_with_classic_mac_line_breaks_is_read_line_by_line(tmp_path: Path) -> None:
    # It used to be refused as "not a variant file" (from a file) or as one long line
    # ("unexpected the character '\r'", from text), though every clause in it is right.
    path = tmp_path / "old_mac.uno"
    path.write_bytes(CR_ONLY.encode("utf-8"))
    from_file = unorules.load(path)
    from_text = unorules.loads(CR_ONLY)
    lf = unorules.loads(CR_ONLY.replace("\r", "\n"))
    assert from_file.name == from_text.name == "old_mac"
    assert from_text.on == lf.on == from_file.on and from_text.clauses == lf.clauses


def test_a_mistake_in_a_classic_mac_file_is_located_on_its_own_line() -> None:
    with pytest.raises(VariantError) as got:
        unorules.loads("variant old_mac\rextends standard\ron 7: next skips turn\r")
    assert (got.value.line, got.value.column) == (3, 12), str(got.value)


def test_a_lost_turn_beside_a_draw_passed_on_only_where_it_is_not_is_kept() -> None:
    """Where the draw passed on is conditional, the lost turn acts when the condition fails."""
    text = sub("on draw_two: next draws 2, next loses turn",
               "on draw_two: next draws 2 or stacks if 2 players, next loses turn\nstack draw_two on draw_two")
    rules = unorules.loads(text, "ok.uno")
    assert len(rules.on_of["draw_two"]) == 2
    text = sub("on skip: next loses turn", "on skip: next loses turn if 3 players, player plays again if 2 players")
    assert len(unorules.loads(text, "ok.uno").on_of["skip"]) == 2
