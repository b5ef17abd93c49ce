"""The catalogs' upkeep: find every message in the code, and add the new ones to each
language's ``.po`` file with an empty translation for a translator to fill in.

    python -m unorules.i18n.catalogs          # add new messages to every catalog
    python -m unorules.i18n.catalogs --check  # list what a catalog lacks, keeps unused or
                                              # places wrongly, exit 1 if any

A message is any literal in ``_()``, ``ngettext()``, ``pgettext()`` or ``N_()`` in
the package, so a new primitive's ``english()`` is found without being registered.
An entry no code asks for any more (its sentence was reworded or dropped) is dropped
by the update, so a translator never spends time on it; entries of the contexts in
``LOOKED_UP`` are the variants' own words (card names, colours, titles), asked for by
value at run time, and stay. Each entry's ``#:`` lines say where the code uses it; the
update rewrites them. They name files, not lines, so an edit above a sentence does not
make every catalog's references wrong.
"""

from __future__ import annotations

import hashlib
import sys
from pathlib import Path

from unorules.i18n import DOMAIN, LANGUAGES, catalog_path

PACKAGE = Path(__file__).resolve().parent.parent
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2)}
Key = tuple[str | None, str]  # (context, msgid)
# Contexts whose msgids come from variant files, not from literals in the code
# (``pgettext_or(context, value)``): extraction cannot see them, so they are never unused.
# "with" holds a subject's form after that preposition (subjects.the(who, after="with")),
# only in the languages that need one.
LOOKED_UP = frozenset({"card", "colour", "side", "status", "report", "with"})


def _source_digest() -> str:
    """A hash of every Python file of the package, its path and its bytes."""
    h = hashlib.sha256()
    for path in sorted(PACKAGE.rglob("*.py")):
        h.update(path.relative_to(PACKAGE).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return h.hexdigest()


# The last extraction, by the digest of the files it read: a check of three catalogs asks
# for it nine times, and babel's tokenizing takes half a second each, the hash milliseconds.
_EXTRACTED: dict[str, dict[Key, tuple[str | None, list[str]]]] = {}


def extract() -> dict[Key, tuple[str | None, list[str]]]:
    """Every message of the package: (context, msgid) -> (plural, where it is used)."""
    digest = _source_digest()
    if digest not in _EXTRACTED:
        _EXTRACTED.clear()
        _EXTRACTED[digest] = _extract()
    return {key: (plural, list(where)) for key, (plural, where) in _EXTRACTED[digest].items()}


def _extract() -> dict[Key, tuple[str | None, list[str]]]:
    from babel.messages.extract import extract_from_dir

    found: dict[Key, tuple[str | None, list[str]]] = {}
    for filename, lineno, message, _comments, context in extract_from_dir(
            str(PACKAGE), method_map=[("**.py", "python")], keywords=KEYWORDS,
            comment_tags=(), strip_comment_tags=True):
        if isinstance(message, tuple):
            msgid, plural = message[0], message[1]
        else:
            msgid, plural = message, None
        if not msgid:
            continue
        key = (context, msgid)
        where = f"unorules/{filename}:{lineno}"
        old = found.get(key)
        found[key] = (plural or (old[0] if old else None), [*(old[1] if old else []), where])
    return found


def missing(lang: str) -> list[tuple[Key, list[str]]]:
    """The messages ``lang``'s catalog has no translation for, with where they are used."""
    from babel.messages.pofile import read_po

    with catalog_path(lang).open("rb") as fh:
        cat = read_po(fh, locale=lang, domain=DOMAIN)
    out = []
    for (context, msgid), (_plural, where) in extract().items():
        entry = cat.get(msgid, context=context)
        strings = entry.string if entry is not None else ""
        if isinstance(strings, (tuple, list)):
            ok = all(strings)
        else:
            ok = bool(strings)
        if entry is None or not ok or entry.fuzzy:
            out.append(((context, msgid), where))
    return out


def unused(lang: str, path: Path | None = None) -> list[Key]:
    """The entries of ``lang``'s catalog (or of the .po file at ``path``) that no code
    asks for."""
    from babel.messages.pofile import read_po

    with (path or catalog_path(lang)).open("rb") as fh:
        cat = read_po(fh, locale=lang, domain=DOMAIN)
    used = extract()
    out: list[Key] = []
    for m in cat:
        msgid = m.id[0] if isinstance(m.id, (tuple, list)) else m.id
        if msgid and m.context not in LOOKED_UP and (m.context, msgid) not in used:
            out.append((m.context, msgid))
    return out


def _files(where: list[str]) -> list[str]:
    # Files, not lines: a reference to a line goes stale with every edit above it, in
    # every catalog, whoever makes the edit; the file is enough to find the sentence.
    return list(dict.fromkeys(w.rsplit(":", 1)[0] for w in where))


def _locations(where: list[str]) -> list[tuple[str, int]]:
    """Each file's first use; ``update`` writes the files only (``include_lineno=False``)."""
    first: dict[str, int] = {}
    for w in where:
        name, line = w.rsplit(":", 1)
        first.setdefault(name, int(line))
    return list(first.items())


def misplaced(lang: str, path: Path | None = None) -> list[tuple[Key, list[str]]]:
    """The entries of ``lang``'s catalog (or of the .po file at ``path``) whose ``#:``
    references do not name the files that use the message now, with where it is used."""
    from babel.messages.pofile import read_po

    with (path or catalog_path(lang)).open("rb") as fh:
        cat = read_po(fh, locale=lang, domain=DOMAIN)
    out = []
    for (context, msgid), (_plural, where) in extract().items():
        entry = cat.get(msgid, context=context)
        if entry is not None and [f for f, _line in entry.locations] != _files(where):
            out.append(((context, msgid), where))
    return out


def update(lang: str, path: Path | None = None) -> int:
    """Add the messages ``lang`` lacks to its catalog (or to the .po file at ``path``)
    with empty translations, drop the entries no code asks for and point every entry's
    references at where the code uses it; return how many were added."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    path = path or catalog_path(lang)
    if path.is_file():
        with path.open("rb") as fh:
            cat = read_po(fh, locale=lang, domain=DOMAIN)
    else:
        path.parent.mkdir(parents=True, exist_ok=True)
        cat = Catalog(locale=lang, domain=DOMAIN, project="unorules")
    added = 0
    for (context, msgid), (plural, where) in extract().items():
        entry = cat.get(msgid, context=context)
        if entry is None:
            cat.add((msgid, plural) if plural else msgid, string=("", "") if plural else "",
                    context=context, locations=_locations(where))
            added += 1
        else:
            entry.locations = _locations(where)
    for context, msgid in unused(lang, path) if path.is_file() else ():
        cat.delete(msgid, context=context)
    with path.open("wb") as fh:
        write_po(fh, cat, width=100, omit_header=False, sort_output=False, include_lineno=False)
    return added


def main(argv: list[str]) -> int:
    langs = [lang for lang in LANGUAGES if lang != "en"]
    if "--check" in argv:
        bad = 0
        for lang in langs:
            for (context, msgid), where in missing(lang):
                bad += 1
                ctx = f" (msgctxt {context!r})" if context else ""
                print(f"{catalog_path(lang)}: no translation of {msgid!r}{ctx}, used at {where[0]}")
            for context, msgid in unused(lang):
                bad += 1
                ctx = f" (msgctxt {context!r})" if context else ""
                print(f"{catalog_path(lang)}: {msgid[:60]!r}{ctx} is asked for nowhere "
                      "(run `python -m unorules.i18n.catalogs` to drop it)")
            for (context, msgid), where in misplaced(lang):
                bad += 1
                ctx = f" (msgctxt {context!r})" if context else ""
                print(f"{catalog_path(lang)}: {msgid[:60]!r}{ctx} is used at {', '.join(where)}, not in the files its "
                      "#: lines say (run `python -m unorules.i18n.catalogs` to correct them)")
        return 1 if bad else 0
    for lang in langs:
        print(f"{lang}: {update(lang)} new messages")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
