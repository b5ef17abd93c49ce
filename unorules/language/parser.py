"""Text -> AST, with errors a person can act on.

The Lark parser is built once per process and kept (not with Lark's ``cache=True``,
which pickles to a shared temporary file). Every Lark error becomes a VariantError
with the position, the offending line, what was expected in words and a hint.
"""

from __future__ import annotations

import difflib
from functools import lru_cache

from lark import Lark, Token, Tree
from lark.exceptions import UnexpectedCharacters, UnexpectedEOF, UnexpectedInput, UnexpectedToken, VisitError

from unorules.errors import VariantError
from unorules.language import limits, nearest
from unorules.language.ast import AboutClause, Clause, ExtendsClause, NoteClause, TitleClause, VariantClause
from unorules.language.grammar import grammar_text
from unorules.language.source import line_breaks
from unorules.language.transform import transformer

# Words for the named terminals; keywords are shown as themselves.
TERMINAL_WORDS = {
    "NAME": "a name (lowercase letters, digits and _)",
    "INT": "a whole number",
    "STRING": 'a text in "double quotes"',
    "LANG": "a language tag ([fa], [tr] or [ru])",
    "_NL": "the end of the line",
    "$END": "the end of the file",
    "WHO": "who it applies to (player, next, target, dealer, first or others)",
    "OUTCOME": "accepted, guilty or innocent",
    "PENALTY_EVENT": "missed_uno, false_uno or wrong_card",
}

CLAUSE_KEYWORDS = (
    "variant", "extends", "title", "about", "note", "quote", "reading", "designer", "agreed", "optional", "players", "colours", "side",
    "deal", "card", "pair",
    "alias", "expect", "dealer", "play", "require", "on", "start", "challenge", "draw", "uno",
    "penalty", "report", "stack", "jump", "last", "scoring", "game", "teams", "empty", "status", "claim", "knock", "together",
    "without",
)

# Lark's match_examples: known mistakes and what to say about them.
HINT_EXAMPLES: dict[str, list[str]] = {
    "a card line needs a count: '<n> per colour' or '<n> without colour'": [
        "card skip: scores 20\n",
        "card wild: scores 50, number\n",
    ],
    "separate effects with commas: 'next draws 2, next loses turn'": [
        "on skip: next loses turn next draws 2\n",
        "on draw_two: next draws 2 next loses turn\n",
    ],
    "put a ':' after the card name, as in 'on skip: next loses turn'": [
        "on skip next loses turn\n",
        "start wild first chooses colour\n",
        "play wild always\n",
    ],
    "say who is affected: player, next, target, dealer, first or others ('next draws 2')": [
        "on draw_two: draws 2\n",
        "on skip: loses turn\n",
    ],
    "a challenge lists its three outcomes on the lines below it, each as "
    "'if accepted: ...', 'if guilty: ...', 'if innocent: ...'": [
        "challenge wild_draw_four: next draws 4\n",
        # No outcome lines at all: the parser trips on the next clause (or the end of
        # the file); without this example the hint guessed at that clause's keyword.
        "challenge wild_draw_four\nplay wild: always\n",
    ],
    "numbers are written with digits: 'players 2 to 10'": [
        "players two to ten\n",
    ],
}


@lru_cache(maxsize=2)
def build_parser(strict: bool = False) -> Lark:
    return Lark(
        grammar_text(),
        parser="lalr",
        propagate_positions=True,
        maybe_placeholders=False,
        strict=strict,
    )


def parse(text: str, file: str = "<string>") -> list[Clause]:
    """Parse variant text into clauses (notes attached to the clause above them)."""
    return parse_counted(text, file, limits.FILE_WORDS)[0]


def parse_counted(text: str, file: str, budget: int) -> tuple[list[Clause], int]:
    """The clauses and how many words (tokens) the text has; more than ``budget`` words
    (what is left of the limit for a variant and the files it extends) is refused.

    The language's limits (:mod:`unorules.language.limits`) are checked as the lexer
    hands over each token, before any number is converted or any tree is built; lines
    are counted by ``\\n`` only, as Lark counts them.
    """
    # Editors on some systems start UTF-8 files with a byte-order mark; it means nothing here.
    text = text.removeprefix("\ufeff")
    text = line_breaks(text)
    if len(text) > limits.FILE_BYTES or len(text.encode("utf-8", "surrogatepass")) > limits.FILE_BYTES:
        raise limits.over("file size", limits.FILE_BYTES, file=file, got=f"the text is larger than "
                          f"{limits.FILE_BYTES} bytes", hint="split it into a variant and the ones it extends")
    if not text.endswith("\n"):
        text += "\n"
    parser = build_parser()
    lines = text.split("\n")
    keywords = _keyword_types(parser)
    try:
        interactive = parser.parse_interactive(text)
        last = None
        nesting = words = total = 0
        for tok in interactive.iter_parse():
            last = tok
            kind = tok.type
            # Where no name may follow, the lexer would read 'variantfoo' as 'variant foo'.
            end = tok.end_pos
            if (kind in keywords and end is not None and end < len(text)
                    and _word_char(text[end]) and _word_char(tok.value[-1:] or " ")):
                raise _glued(tok, text, lines, file)
            words += 1
            total += 1
            if total > budget:
                raise _over(tok, lines, file, "variant length", limits.FILE_WORDS,
                            "more words and marks than that in this file and the files it extends", "")
            if kind == "_NL":
                nesting = words = 0
            elif words > limits.WORDS:
                raise _over(tok, lines, file, "line length", limits.WORDS,
                            "more than that many words and marks on one line", "split the clause")
            elif kind in _NESTING:
                nesting += 1
                if nesting > limits.NESTING:
                    raise _over(tok, lines, file, "condition nesting", limits.NESTING,
                                "more than that many 'and', 'or', 'not' and '(' in one condition",
                                "split the rule, or name the situation with a status")
            elif kind in _MEASURED:
                what, limit, size = _MEASURED[kind]
                if size(tok.value) > limit:
                    raise _over(tok, lines, file, what, limit, "", "")
        tree = interactive.feed_eof(last)  # type: ignore[no-untyped-call]
    except UnexpectedInput as first:
        # Parse again the ordinary way: its error knows what the parser would really
        # accept at that point (the interactive one reports only the LALR lookaheads).
        error: UnexpectedInput = first
        try:
            parser.parse(text)
        except UnexpectedInput as plain:
            error = plain
        raise _friendly(error, parser, text, file) from None
    if len(tree.children) > limits.CLAUSES:
        extra = tree.children[limits.CLAUSES]
        line = getattr(extra.meta, "line", 0) if isinstance(extra, Tree) else 0
        raise limits.over("clauses", limits.CLAUSES, file=file, line=line, column=1,
                          text=_line(lines, line), got="this clause is one too many")
    try:
        clauses = transformer()(file, lines).transform(tree)
    except VisitError as err:
        # A clause the transformer refused: its VariantError, not Lark's wrapper.
        if isinstance(err.orig_exc, VariantError):
            raise err.orig_exc from None
        raise
    return _attach_notes(clauses), total


def _number_size(value: str) -> int:
    # Leading zeros do not make a number larger; more digits than the limit has is
    # refused before int() is asked to read them.
    digits = value.lstrip("0")
    return limits.NUMBER + 1 if len(digits) > limits.NUMBER_DIGITS else int(digits or "0")


_NESTING = frozenset({"AND", "OR", "NOT", "LPAR"})
# token type -> (the limit's name, its value, the size of a token of that type)
_MEASURED = {
    "INT": ("largest number", limits.NUMBER, _number_size),
    "STRING": ("text length", limits.STRING, lambda v: len(v) - 2),
    "NAME": ("name length", limits.NAME, len),
}


def _line(lines: list[str], line: int) -> str:
    return lines[line - 1].rstrip("\r") if 0 < line <= len(lines) else ""


def _over(tok: Token, lines: list[str], file: str, what: str, limit: int, got: str, hint: str) -> VariantError:
    line = tok.line or 0
    return limits.over(what, limit, file=file, line=line, column=tok.column or 0,
                       text=_line(lines, line), got=got, hint=hint)


def _word_char(ch: str) -> bool:
    return ch.isalnum() or ch == "_"


@lru_cache(maxsize=1)
def _keyword_types(parser: Lark) -> frozenset[str]:
    """Terminals that are words or numbers but not names: they must end at a word boundary."""
    return frozenset(t.name for t in parser.terminals) - {"NAME", "STRING", "COMMENT", "WS", "_NL"}


def _glued(tok: Token, text: str, lines: list[str], file: str) -> VariantError:
    start = tok.start_pos or 0
    word = tok.value
    end = start
    while end < len(text) and _word_char(text[end]):
        end += 1
    line = tok.line or 0
    return VariantError(
        f"unexpected '{text[start:end]}'",
        file=file, line=line, column=tok.column or 0,
        text=_line(lines, line),
        expected=f"'{word}' followed by a space",
        hint=f"put a space after '{word}'",
    )


def _attach_notes(clauses: list[Clause]) -> list[Clause]:
    out: list[Clause] = []
    notes: dict[int, list[NoteClause]] = {}  # index in out -> its notes, attached once at the end
    for cl in clauses:
        if isinstance(cl, NoteClause):
            if not out or isinstance(out[-1], (VariantClause, ExtendsClause, TitleClause, AboutClause)):
                raise VariantError(
                    f"a {cl.style} must follow the clause it explains",
                    file=cl.file, line=cl.line, column=cl.column, text=cl.text,
                    expected="a rule clause on the line above, such as 'on skip: next loses turn'",
                    hint="to describe the whole variant, write 'about \"...\"' instead",
                )
            notes.setdefault(len(out) - 1, []).append(cl)
        else:
            out.append(cl)
    for i, extra in notes.items():
        out[i] = _with_notes(out[i], extra)
    return out


def _with_notes(cl: Clause, notes: list[NoteClause]) -> Clause:
    import attrs

    plain = [n for n in notes if not n.lang]
    translations: list[tuple[str, str, str]] = []
    for n in notes:
        if not n.lang:
            continue
        # A translation follows the text it translates (its other translations may come between).
        before = [p for p in plain if p.style == n.style and p.line < n.line]
        if not before:
            raise VariantError(
                f"a {n.style}[{n.lang}] translates the {n.style} above it, and there is none",
                file=n.file, line=n.line, column=n.column, text=n.text,
                expected=f"an untagged {n.style} \"...\" before it, for the same clause",
                hint=f"write the {n.style} in English first, then its translation on the next line")
        if any(lang == n.lang and english == before[-1].value for lang, english, _t in translations):
            raise VariantError(
                f"this {n.style} is translated into [{n.lang}] twice",
                file=n.file, line=n.line, column=n.column, text=n.text,
                expected=f"one {n.style}[{n.lang}] per {n.style}", hint="keep one of the two")
        translations.append((n.lang, before[-1].value, n.value))
    return attrs.evolve(
        cl,
        notes=(*cl.notes, *(n.value for n in plain if n.style == "note")),
        quotes=(*cl.quotes, *((n.value, n.gloss) for n in plain if n.style == "quote")),
        readings=(*cl.readings, *(n.value for n in plain if n.style == "reading")),
        designer=(*cl.designer, *(n.value for n in plain if n.style == "designer")),
        agreed=cl.agreed or any(n.style == "agreed" for n in plain),
        options=(*cl.options, *(n.value for n in plain if n.style == "optional")),
        translations=(*cl.translations, *translations),
    )


def _words(parser: Lark, names: set[str]) -> list[str]:
    words = []
    for name in sorted(names):
        if name in TERMINAL_WORDS:
            words.append(TERMINAL_WORDS[name])
            continue
        try:
            term = parser.get_terminal(name)
        except KeyError:
            words.append(name.lower())
            continue
        if term.pattern.type == "str":
            words.append(f"'{term.pattern.value}'")
        else:
            words.append(name.lower())
    return sorted(set(words))


def _friendly(err: UnexpectedInput, parser: Lark, text: str, file: str) -> VariantError:
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()  # the text ends with a newline: no line after it
    line = getattr(err, "line", 0) or 0
    column = getattr(err, "column", 0) or 0
    if isinstance(err, UnexpectedEOF):
        line, column = len(lines), len(lines[-1]) + 1 if lines else 1
    src = _line(lines, line)
    expected: set[str] = set()
    found = ""
    if isinstance(err, UnexpectedToken):
        # ``accepts`` asks the parser what it would really take here; ``expected`` can
        # include lookaheads of merged LALR states that would fail one step later.
        expected = set(getattr(err, "accepts", None) or err.expected)
        tok: Token = err.token
        found = "end of the line" if tok.type == "_NL" else (
            "end of the file" if tok.type == "$END" else f"'{tok}'"
        )
    elif isinstance(err, UnexpectedCharacters):
        expected = set(err.allowed or ())
        found = f"character {src[column - 1]!r}" if 0 < column <= len(src) else "character"
    elif isinstance(err, UnexpectedEOF):
        expected = set(err.expected)
        found = "end of the file"
    words = _words(parser, expected)
    hint = _hint(err, parser, src, column, words)
    plain = nearest.explain(src, column) if not hint.startswith(("separate", "put a")) else None
    if plain is not None:
        # Inside an effect or a condition: say the construct does not exist, and offer the
        # nearest one that does, not the grammar's tokens (a known mistake keeps its hint).
        message, near, sample = plain
        return VariantError(message, file=file, line=line, column=column, text=src,
                            expected=f"'{sample}'" if sample else "", hint=near)
    return VariantError(
        f"unexpected {found}",
        file=file, line=line, column=column, text=src,
        expected=_join(words), hint=hint,
    )


def _join(words: list[str]) -> str:
    if len(words) <= 1:
        return "".join(words)
    if len(words) > 12:
        return ", ".join(words[:12]) + f", or one of {len(words) - 12} more"
    return ", ".join(words[:-1]) + " or " + words[-1]


@lru_cache(maxsize=2)
def _example_signatures(parser: Lark) -> tuple[tuple[tuple[int, frozenset[str]], str], ...]:
    """The parser state each known mistake fails in (Lark's match_examples idea).

    Lark's own ``match_examples`` compares the depth of the parse stack too, which
    differs between the first clause of a file and later ones; comparing the LALR
    state and the acceptable tokens is what identifies the mistake. State numbers
    differ between two builds of the parser, hence one table per parser.
    """
    out = []
    for label, examples in HINT_EXAMPLES.items():
        for ex in examples:
            try:
                parser.parse("variant x\n" + ex)
            except UnexpectedToken as e:
                out.append(((e.state.position, frozenset(e.accepts or e.expected)), label))
    return tuple(out)


def _hint(err: UnexpectedInput, parser: Lark, src: str, column: int, words: list[str]) -> str:
    if isinstance(err, UnexpectedToken) and err.state is not None:
        sig = (err.state.position, frozenset(err.accepts or err.expected))
        for known, label in _example_signatures(parser):
            if known == sig:
                return label
    if isinstance(err, UnexpectedCharacters) and src[column - 1:column] == '"':
        return 'a text runs from one double quote to the next on the same line; close it with "'
    word = src[column - 1:].split(" ")[0].rstrip(":,") if column else ""
    if word and word != word.lower():
        return "names and keywords are written in lowercase"
    candidates = [w.strip("'") for w in words if w.startswith("'")]
    if column == 1 or (src[: column - 1].strip() == "" and word):
        candidates = list(CLAUSE_KEYWORDS)
    close = difflib.get_close_matches(word, candidates, n=1, cutoff=0.6) if word else []
    if close:
        return f"did you mean '{close[0]}'?"
    if column == 1 or src[: column - 1].strip() == "":
        return "every line starts with a clause keyword such as 'card', 'play', 'on' or 'start'"
    return ""
