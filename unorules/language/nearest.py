"""What the language can say that is nearest to what a writer tried to say.

When a line fails to parse inside an effect or a condition, the writer has usually
tried to say something the language has no phrase for ("target leaves pose", "next
skips"). A list of grammar tokens does not help them; the nearest phrase that exists
does. Every primitive's phrase is rendered as a sample ("target releases pose"),
with the writer's own subject word, number and name put in, and the sample with the
most words in common is offered beside the primitive's sentence from the reference.
"""

from __future__ import annotations

import difflib
import re
from functools import lru_cache

from unorules.ir.primitive import Primitive, load_all
from unorules.ir.subjects import Subject

SUBJECTS = ("player", "next", "target", "dealer", "first", "others")
# Where an effect or a condition starts on a line: after these words or marks.
_STARTS = re.compile(r"(:|,|\bif\b|\bwhile\b|\band\b|\bor\b|\bnot\b|\()")
_CONDITION_LEAD = re.compile(r"^\s*(play|require|jump in)\b")
# Words writers use for what the language says otherwise, read as the language's own
# before phrases are compared ("next skips" is nearest to "next loses turn").
SYNONYMS = {
    "skip": "loses turn", "skips": "loses turn", "skipped": "loses turn", "miss": "loses turn",
    "misses": "loses turn", "leaves": "releases", "loses_status": "releases", "gets": "holds",
    "takes": "draws", "picks": "chooses", "names": "chooses", "everyone": "others",
    "all": "others", "number": "face", "symbol": "face", "has": "holds", "passes": "pass",
    "again": "plays again", "goes": "plays", "colour": "colour", "color": "colour",
    "gives": "passes",
}


def fragment(src: str, column: int) -> tuple[str, bool] | None:
    """The effect or condition the failing column is in, and whether it is a condition;
    None when the column is not inside one (a clause keyword, a card line, ...)."""
    head = src[: max(column - 1, 0)]
    if ":" not in head and " if " not in f" {head} ":
        return None
    starts = list(_STARTS.finditer(head))
    if not starts:
        return None
    last = starts[-1]
    rest = src[last.end():]
    end = re.search(r",|\bif\b|\band\b|\bor\b|\)", rest)
    text = (rest[: end.start()] if end else rest).strip()
    if not text:
        return None
    condition = last.group(1) in ("if", "while", "and", "or", "not", "(") or (
        last.group(1) == ":" and bool(_CONDITION_LEAD.match(src)))
    return text, condition


@lru_cache(maxsize=1)
def _phrases() -> tuple[tuple[type[Primitive], tuple[str, ...]], ...]:
    out = []
    for cls in load_all().values():
        words = re.findall(r'"([^"]+)"|\b(who|INT|NAME|_colour_word)\b|\(([^)]*)\)', cls.phrase)
        sample: list[str] = []
        for quoted, slot, group in words:
            if quoted:
                sample.append(quoted)
            elif group:
                options = re.findall(r'"([^"]+)"', group)
                if options:
                    sample.append(options[0] if len(options) == 1 else "|".join(options))
            else:
                sample.append(slot)
        out.append((cls, tuple(sample)))
    return tuple(out)


def _fill(sample: tuple[str, ...], words: list[str]) -> list[str]:
    said = [w for w in words if w in SUBJECTS]
    who = said[0] if said else "next"
    # A phrase naming two players ('swaps hands with', 'passes 1 card to') takes them in
    # the writer's order, and never the same word twice unless the writer wrote it so.
    whos = iter([*said, *(w for w in ("next", "player") if w not in said)])
    number = next((w for w in words if w.isdigit()), "1" if "a" in words or "one" in words else "2")
    names = [w for w in words if w not in SUBJECTS and not w.isdigit()]
    out = []
    for w in sample:
        if "|" in w:  # one of several spellings: the plural one after a number but 1
            options = w.split("|")
            if "lose" in options:  # "next loses turn", "others lose turn"
                w = "lose" if who == Subject.OTHERS else "loses"
            else:
                w = next((o for o in options if o.endswith("s") and number != "1"), options[0])
        if w == "who":
            out.append(next(whos, who))
        elif w == "INT":
            out.append(number)
        elif w == "NAME":
            out.append(names[-1] if names else "pose")
        elif w == "_colour_word":
            out.append("colour")
        else:
            out.append(w)
    return out


def nearest(text: str, condition: bool) -> tuple[str, Primitive | type[Primitive]] | None:
    """The sample of the primitive nearest to ``text``, of the kind it was written as."""
    words = " ".join(SYNONYMS.get(w, w) for w in text.split()).split()
    kind = "condition" if condition else "effect"
    best: tuple[float, str, type[Primitive]] | None = None
    for cls, sample in _phrases():
        if cls.kind != kind:
            continue
        filled = _fill(sample, words)
        # The phrase's own words decide, not the writer's subject, number or name put into
        # it: each found counts 1, a near spelling ("trun") 0.8; their order breaks ties.
        keywords = [w for w in sample if w not in ("who", "INT", "NAME", "_colour_word")]
        content = [w for w in words if w not in SUBJECTS and not w.isdigit()]
        common = 0.0
        for k in keywords:
            options = k.split("|")
            if any(o in content for o in options):
                common += 1
            elif any(difflib.get_close_matches(o, content, n=1, cutoff=0.75) for o in options):
                common += 0.8
        score = common + difflib.SequenceMatcher(None, filled, words).ratio() / 2
        if best is None or score > best[0]:
            best = (score, " ".join(filled), cls)
    if best is None or best[0] < 1:
        return None
    return best[1], best[2]


def draw_options() -> list[str]:
    """The options a ``draw:`` line may list, as they are written (``LOW to HIGH cards at random``)."""
    from unorules.ir.mechanics.draw import DrawClause

    out = []
    for part in DrawClause.parts["draw_opt"]:
        words = [w.strip('"') for w in part.body.split()]
        ints = iter(("LOW", "HIGH"))
        out.append(" ".join(next(ints) if w == "INT" else w for w in words))
    return out


def _draw_option(src: str, column: int) -> tuple[str, str, str] | None:
    """A ``draw:`` line lists draw options, not effects: say so, with the list and the nearest."""
    if not re.match(r"\s*draw\s*:", src):
        return None
    head = src[: max(column - 1, 0)]
    start = max(head.rfind(","), head.find(":")) + 1
    end = src.find(",", max(column - 1, start))
    text = (src[start:end] if end >= 0 else src[start:]).strip()
    if not text:
        return None
    options = draw_options()
    spelled = [o.replace("LOW", "0").replace("HIGH", "4") for o in options]
    near = difflib.get_close_matches(text, spelled, n=1, cutoff=0.4)
    listed = ", ".join(f"'{o}'" for o in options)
    hint = (f"did you mean '{near[0]}'? " if near else "") + f"the draw options are {listed}"
    return f"'{text}' is not a draw option", hint, near[0] if near else ""


def explain(src: str, column: int) -> tuple[str, str, str] | None:
    """(message, hint, the nearest phrase or '') for a line that fails inside an effect or a condition: the
    construct does not exist, and the nearest one that does."""
    drawn = _draw_option(src, column)
    if drawn is not None:
        return drawn
    got = fragment(src, column)
    if got is None:
        return None
    text, condition = got
    what = "condition" if condition else "effect"
    found = nearest(text, condition)
    message = f"the language has no {what} '{text}'"
    if found is None:
        return message, f"'unorules phrases --kind {what}' prints every {what} it has, with an example", ""
    sample, cls = found
    if sample == text:
        return None  # the phrase exists: the mistake is elsewhere on the line
    return (message, f"the nearest {what} it has is '{sample}': {cls.describe().replace('``', chr(39))} "
            f"('unorules phrases --kind {what}' prints them all)", sample)
