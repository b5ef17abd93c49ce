"""The language's limits: how big a variant may be.

They are part of the language (docs/language.rst lists them), and each is enforced
before the work it bounds is done: the file's size before it is read, a number's
digits and a text's length as the lexer hands them over (before ``int()``, before the
transformer), the nesting of a condition while its line is parsed (the tree is then
never deeper than the limit, so no reader recurses further), a range's length before
its card names are made, counts and the deck's size before a card is built. Over a
limit is a :class:`~unorules.VariantError` naming the limit and the line. Within them
a file compiles in well under a second and a few megabytes (see
``tests/hostile/campaign.py`` for the worst cases tried).
"""

from __future__ import annotations

from unorules.errors import VariantError

FILE_BYTES = 256 * 1024  # a variant file, in bytes (the largest bundled one is under 10 KB)
NUMBER = 100_000  # the largest number written anywhere (counts, points, draws, the target)
NUMBER_DIGITS = len(str(NUMBER))
STRING = 4_000  # characters of one quoted text (a title, an about, a note)
NAME = 64  # characters of one name (a variant, a card kind, a colour, a status, a report)
CARDS_PER_KIND = 100  # copies of one card kind, per colour or without colour
CARD_KINDS = 200
COLOURS = 16
DECK = 2_000  # cards in the whole deck
PLAYERS = 20
CLAUSES = 2_000  # clauses (notes included) in one file, and in a variant with its parents'
EFFECTS = 64  # effects in one list
NESTING = 32  # 'and', 'or', 'not' and '(' in one condition: bounds how deep it nests
FILE_WORDS = 12_000  # words and marks in a variant with every file it extends (parsing costs per word)
WORDS = 1_000  # words, numbers, texts and marks on one line (Lark builds a list of n items in n**2 steps)
EXTENDS = 16  # files in an 'extends' chain below the one loaded

# (name in the reference, value, what it counts): the table docs/language.rst shows
TABLE = (
    ("file size", FILE_BYTES, "bytes in a variant file"),
    ("largest number", NUMBER, "any number written in a file"),
    ("text length", STRING, "characters in a quoted text"),
    ("name length", NAME, "characters in a name"),
    ("cards per kind", CARDS_PER_KIND, "copies of a card kind, per colour or without colour"),
    ("card kinds", CARD_KINDS, "kinds of card in a variant"),
    ("colours", COLOURS, "colours in a variant"),
    ("deck size", DECK, "cards in the deck"),
    ("players", PLAYERS, "the most players a variant may allow"),
    ("clauses", CLAUSES, "clauses in a file, notes included, and in a variant with its parents'"),
    ("effects", EFFECTS, "effects in one effect list"),
    ("condition nesting", NESTING, "'and', 'or', 'not' and '(' in one condition"),
    ("variant length", FILE_WORDS, "words, numbers, texts and punctuation marks in a variant and the files it extends"),
    ("line length", WORDS, "words, numbers, texts and punctuation marks on one line"),
    ("extends depth", EXTENDS, "variants an 'extends' chain goes through"),
)


def over(what: str, limit: int, *, file: str, line: int = 0, column: int = 0, text: str = "",
         got: str = "", hint: str = "") -> VariantError:
    """The error for a file over one of the limits."""
    return VariantError(
        f"over the language's limit on {what} ({limit})" + (f": {got}" if got else ""),
        file=file, line=line, column=column, text=text[:200],
        expected=f"at most {limit}", hint=hint or "the limits are listed in the language reference",
    )
