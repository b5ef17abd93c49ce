"""A variant file's text, read safely.

Only a regular file of at most :data:`~unorules.language.limits.FILE_BYTES` bytes is
read (see :mod:`unorules.files`); it must be UTF-8 (a byte-order mark allowed), and its
first clause must be ``variant NAME``. A file that is not a variant is refused without
quoting any of it: the path may have been written by someone else (a scenario, a game
record) to make unorules show a file the user did not mean to show.
"""

from __future__ import annotations

import re
from pathlib import Path

from unorules.errors import VariantError
from unorules.files import NotUtf8, decode, read_bytes
from unorules.language import limits

# The first line that is not blank or a comment: 'variant NAME', maybe with a comment.
_HEADER = re.compile(r"[\t ]*variant[\t ]+[a-z_][a-z0-9_]*[\t ]*(#[^\n]*)?\r?")
_BLANK = re.compile(r"[\t ]*(#[^\n]*)?\r?")
# A first line that begins as a header but is not one: the file is meant as a variant, so
# the error can say what is wrong with the line (still without quoting it).
_NEAR = re.compile(r"[\t ]*variant(?P<rest>[\t ][^\n]*)?\r?")
_NAME = re.compile(r"[\t ]+[a-z_][a-z0-9_]*")


def line_breaks(text: str) -> str:
    """``text`` with classic Mac line breaks (a lone CR, no LF anywhere) as LF.

    Such a file would otherwise read as one long line whose first clause runs into the
    next. CRLF files are read as they are (the grammar takes a CR before each LF)."""
    if "\r" in text and "\n" not in text:
        return text.replace("\r", "\n")
    return text


def read_variant(path: Path | str) -> str:
    """The text of the variant file ``path``; a VariantError naming the path otherwise."""
    file = str(path)
    data = read_bytes(file, limits.FILE_BYTES, lambda m: VariantError(m, file=file), "variant file")
    try:
        text = decode(data)
    except NotUtf8 as err:
        raise VariantError(f"the file is not UTF-8 text: {err}", file=file, line=err.line, column=err.column,
                           hint="save it as UTF-8 (the language's only encoding)") from None
    text = line_breaks(text)
    start = 0
    line = 1
    while True:
        end = text.find("\n", start)
        end = len(text) if end < 0 else end
        if _HEADER.fullmatch(text, start, end):
            return text
        near = _NEAR.fullmatch(text, start, end)
        if near is not None:
            rest = near.group("rest") or ""
            raise _bad_header(rest, file, line, 1 + (near.start("rest") - start if rest else 0))
        if not _BLANK.fullmatch(text, start, end) or end == len(text):
            raise VariantError(
                "not a variant file: its first clause is not 'variant NAME'",
                file=file, line=line, column=1,
                expected="a first line such as 'variant my_house_rules'",
                hint="every variant file starts with 'variant <name>' (the line is not shown: "
                     "the file may not be meant to be read)",
            )
        start, line = end + 1, line + 1


def _bad_header(rest: str, file: str, line: int, column: int) -> VariantError:
    """Why a first line that starts with ``variant`` is not ``variant NAME``; ``rest``
    is what follows the word, which begins at ``column``."""
    name = _NAME.match(rest)
    if name is None:
        what = ("the first line 'variant' names no variant" if not rest.strip() else
                "the variant's name on the first line is not a name of lower-case letters, "
                "digits and '_'")
        return VariantError(what, file=file, line=line, column=1,
                            expected="a first line such as 'variant my_house_rules'",
                            hint="write the name in lower case, with '_' between words")
    after = rest[name.end():]
    words = after.split()
    hint = ("'extends' is a clause of its own: put it on the next line, "
            "e.g. 'extends standard'" if words and words[0] == "extends" else
            "each clause goes on a line of its own; only a comment ('# ...') may follow the name")
    return VariantError("the first line has more after 'variant NAME'", file=file, line=line,
                        column=column + name.end() + len(after) - len(after.lstrip()),
                        expected="the end of the line after the variant's name", hint=hint)


def is_file(path: Path) -> bool:
    """Whether ``path`` is a file; a path the system cannot even look at is not one."""
    try:
        return path.is_file()
    except (OSError, ValueError):
        return False
