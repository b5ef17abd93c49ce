"""The grammar itself: it builds strictly, every bundled file parses, keywords never collide.

"Collide" has three meanings checked here: two terminals that Lark's strict mode finds
ambiguous; two clauses that start with the same keyword (the keyword is what a reader
scans the margin for); and a card kind named like a keyword, which must either work in
every clause that names kinds or be refused where it is declared.
"""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra.lark import from_lark
from lark import Lark

import unorules
from unorules import VariantError
from unorules.language.grammar import grammar_text
from unorules.language.parser import CLAUSE_KEYWORDS, TERMINAL_WORDS, build_parser, parse
from unorules.paths import variants_dir

BUNDLED = sorted(variants_dir().rglob("*.uno"))

# A small complete variant: a card kind named K is added to it below.
MINI = """\
variant mini
players 2 to 4
colours red, blue
deal 3 cards
card 1 to 5: number, 2 per colour, scores face value
card wild: 4 without colour, scores 50
play any card: same colour or same face
play wild: always
on number cards: nothing
on wild: player chooses colour
start any card: nothing
start wild: first chooses colour
scoring: winner scores the other hands
empty piles: draw what there is
game ends at 100 points
"""


@pytest.fixture(scope="module")
def strict_parser() -> Lark:
    return Lark(grammar_text(), parser="lalr", strict=True)


def keywords(parser: Lark) -> dict[str, str]:
    """Terminal name -> the word, for every keyword of the language."""
    return {t.name: t.pattern.value for t in parser.terminals
            if t.pattern.type == "str" and t.pattern.value.replace("_", "").isalpha()}


def test_grammar_builds_strict_lalr(strict_parser: Lark) -> None:
    # strict=True turns shift/reduce conflicts and colliding terminals into errors.
    assert strict_parser.options.parser == "lalr"
    assert build_parser(strict=True).options.strict


def test_strict_mode_would_catch_a_collision() -> None:
    """The strict build above is a real check: the same grammar with one more terminal
    that matches some names builds leniently, and strictly is refused."""
    bad = grammar_text().replace(
        "?clause: variant_clause", "?clause: clause_x | variant_clause",
    ) + '\nOTHER: /[a-z]+q/\nclause_x: "zap" (NAME | OTHER) _NL\n'
    Lark(bad, parser="lalr")
    with pytest.raises(Exception, match=r"Collision between Terminals (NAME and OTHER|OTHER and NAME)"):
        Lark(bad, parser="lalr", strict=True)


@pytest.mark.parametrize("path", BUNDLED, ids=[p.stem for p in BUNDLED])
def test_bundled_variant_parses_and_compiles(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    clauses = parse(text, str(path))
    assert clauses[0].kind == "variant"
    lines = text.splitlines()
    for cl in clauses:
        # Every clause remembers where it was written, for errors and the rule book.
        assert cl.text == lines[cl.line - 1].strip(), cl
        assert cl.file == str(path)
    rules = unorules.load(path)
    assert rules.name == path.stem
    assert len(rules.deck) > 0


def test_variants_lists_every_bundled_file() -> None:
    assert sorted(unorules.variants()) == sorted(p.stem for p in BUNDLED)
    assert "standard" in unorules.variants()
    assert len(set(unorules.variants())) == len(BUNDLED), "two bundled files share a name"


def test_each_clause_starts_with_its_own_keyword(strict_parser: Lark) -> None:
    starts: dict[str, set[str]] = defaultdict(set)
    for rule in strict_parser.rules:
        if rule.origin.name.endswith("_clause") and rule.origin.name != "without_clause":
            starts[rule.expansion[0].name].add(rule.origin.name)
    words = keywords(strict_parser)
    for term, clauses in starts.items():
        assert term in words, f"{clauses} does not start with a keyword"
        assert len(clauses) == 1, f"'{words[term]}' starts several clauses: {clauses}"
    # The parser's list of clause keywords (used for 'did you mean') is complete.
    assert {words[t] for t in starts} | {"without"} == set(CLAUSE_KEYWORDS) | {"colors"}


def test_every_named_terminal_has_words(strict_parser: Lark) -> None:
    """Error messages say what was expected in words: every non-keyword terminal the
    parser can expect has them."""
    ignored = set(strict_parser.ignore_tokens)
    named = {t.name for t in strict_parser.terminals
             if t.pattern.type == "re" and t.name not in ignored and not t.name.startswith("__")}
    assert named <= set(TERMINAL_WORDS), named - set(TERMINAL_WORDS)


@pytest.mark.parametrize("word", sorted(set(keywords(build_parser()).values())))
def test_keyword_as_card_name_works_or_is_refused(word: str) -> None:
    declared = MINI + f"card {word}: 1 per colour, scores 5\n"
    try:
        unorules.loads(declared)
    except VariantError as err:
        # Refused where it is declared, with the reason.
        assert err.clause == f"card {word}"
        assert "word of the language" in err.message
        return
    used = declared + (
        f"play {word}: same colour or same face\n"
        f"on {word}: next draws 1 or stacks\n"
        f"start {word}: nothing\n"
        f"expect 2 {word}\n"
        f"alias my_{word} = {word}\n"
        f"stack {word} on {word}\n"
    )
    rules = unorules.loads(used)
    assert rules.card(f"red {word}").kind == word
    assert rules.card(f"blue my_{word}").kind == word
    assert rules.on_of[word] != ()
    assert sum(1 for c in rules.deck if c.kind == word) == 2


@pytest.mark.parametrize("word", sorted(set(keywords(build_parser()).values())))
def test_keyword_as_variant_colour_or_alias_name(word: str) -> None:
    """Where only a name can stand, a keyword is just a name."""
    text = MINI.replace("variant mini", f"variant {word}").replace(
        "colours red, blue", f"colours red, blue, x{word}") + f"alias {word} = wild\n"
    rules = unorules.loads(text)
    assert rules.name == word
    assert rules.card(word).kind == "wild"


# --- fuzzing: whatever the text, the answer is Rules or a VariantError ----------------
STANDARD_LINES = (variants_dir() / "standard.uno").read_text(encoding="utf-8").splitlines()


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(
    line=st.integers(0, len(STANDARD_LINES) - 1),
    at=st.integers(0, 80),
    edit=st.sampled_from(["delete", "insert", "replace", "drop_line", "duplicate_line"]),
    char=st.sampled_from(list(" :,\"#()=\n\tabcXYZ0179_-!")),
)
def test_edited_standard_gives_rules_or_variant_error(line: int, at: int, edit: str, char: str) -> None:
    lines = list(STANDARD_LINES)
    src = lines[line]
    pos = min(at, len(src))
    if edit == "delete":
        lines[line] = src[:pos] + src[pos + 1:]
    elif edit == "insert":
        lines[line] = src[:pos] + char + src[pos:]
    elif edit == "replace":
        lines[line] = src[:pos] + char + src[pos + 1:]
    elif edit == "drop_line":
        del lines[line]
    else:
        lines.insert(line, src)
    text = "\n".join(lines) + "\n"
    try:
        unorules.loads(text, "fuzz.uno")
    except VariantError as err:
        assert err.file == "fuzz.uno"
        assert "__ANON" not in str(err)
        if err.line:
            assert err.line <= len(text.splitlines()) + 1


@settings(max_examples=40, suppress_health_check=list(HealthCheck))
@given(from_lark(build_parser(), start="start"))
def test_grammatical_text_gives_rules_or_variant_error(text: str) -> None:
    try:
        unorules.loads(text, "gen.uno")
    except VariantError as err:
        assert "__ANON" not in str(err)


@settings(max_examples=100)
@given(st.text(max_size=200))
def test_any_text_gives_rules_or_variant_error(text: str) -> None:
    try:
        unorules.loads(text, "any.uno")
    except VariantError as err:
        assert "__ANON" not in str(err)
        assert err.file == "any.uno"


@pytest.mark.parametrize(("written", "meant"), [
    (r'plain', "plain"),
    (r'a \"quoted\" word', 'a "quoted" word'),
    (r'back\\slash', "back\\slash"),
    (r'caf\u00e9', "café"),
    (r'\x and \# stay as written', r"\x and \# stay as written"),
    ('فارسی \\"x\\"', 'فارسی "x"'),
])
def test_texts_decode_escapes(written: str, meant: str) -> None:
    # '\x' once reached Python's unicode_escape codec and came out as a traceback.
    clauses = parse(f'variant v\ntitle "{written}"\n')
    assert clauses[1].value == meant
