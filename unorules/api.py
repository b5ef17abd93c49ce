"""The public front door: variants compiled by the language, bound to the engine."""

from __future__ import annotations

from pathlib import Path

from unorules.engine import record
from unorules.engine.rules import Rules
from unorules.ir.rules import RuleSet
from unorules.language import loader
from unorules.language.bundled import variants

__all__ = ["load", "load_beside", "loads", "variants"]


def load(name_or_path: str | Path) -> Rules:
    """Compile a bundled variant by name, or a ``.uno`` file by path, ready to play.

    Raises :class:`~unorules.VariantError` when the name or the file is not a variant."""
    return _bound(loader.load(name_or_path))


def load_beside(name: str, folder: Path | None, what: str) -> Rules:
    """The variant a file in ``folder`` names: a bundled variant's exact name, or a
    ``.uno`` file inside ``folder``; anything else raises :class:`~unorules.VariantError`."""
    return _bound(loader.load_beside(name, folder, what))


def loads(text: str, file: str = "<string>") -> Rules:
    """Compile variant text, ready to play. Raises :class:`~unorules.VariantError` on bad input."""
    return Rules.bind(loader.loads(text, file))


# One engine binding per compiled rule set (the loader caches those by file), so the
# engine's tables fill up once; the rule set is kept beside it so its id stays its own.
_BOUND: dict[int, tuple[RuleSet, Rules]] = {}


def _bound(ir: RuleSet) -> Rules:
    got = _BOUND.get(id(ir))
    if got is None or got[0] is not ir:
        if len(_BOUND) > 64:
            _BOUND.clear()
        got = _BOUND[id(ir)] = (ir, Rules.bind(ir))
    return got[1]


def _chain(rules: RuleSet) -> list[tuple[Path, bool]]:
    """The files of a variant and of each variant it extends, with whether each is a
    bundled one; a bundled file's parents are bundled too, and end the chain."""
    from unorules.paths import variants_dir

    bundled = variants_dir().resolve()
    out: list[tuple[Path, bool]] = []
    r: RuleSet | None = rules
    while r is not None and r.file and r.file != "<string>":
        path = Path(r.file).resolve()
        out.append((path, path.is_relative_to(bundled)))
        if out[-1][1]:
            break
        r = r.parent_rules
    return out


def sources(rules: Rules) -> tuple[tuple[str, str], ...]:
    """The variant files of ``rules`` that are not bundled with unorules, each as its
    name and text, its own first: what a game record carries so that it replays where
    those files are not."""
    from unorules.language.source import read_variant

    return tuple((path.name, read_variant(path)) for path, bundled in _chain(rules) if not bundled)


def digest(rules: Rules) -> str:
    """The SHA-256 of a variant's files (its own and its parents'), as a record keeps it."""
    from unorules.language.source import read_variant

    return record.digest_of((path.name, read_variant(path)) for path, _ in _chain(rules))


def load_sources(files: tuple[tuple[str, str], ...], what: str) -> Rules:
    """Compile the variant whose files a record carries (name and text, its own first).
    They are compiled in a folder of their own, so that they find only each other and the
    bundled variants; errors name them as the record does."""
    import tempfile

    from unorules.errors import VariantError
    from unorules.language.compiler import compile_file

    with tempfile.TemporaryDirectory(prefix="unorules-record-") as folder:
        for name, text in files:
            (Path(folder) / name).write_text(text, encoding="utf-8")
        try:
            return Rules.bind(compile_file(Path(folder) / files[0][0]))
        except VariantError as err:
            raise VariantError(err.message, file=f"{what}: {Path(err.file).name}", line=err.line,
                               column=err.column, text=err.text, expected=err.expected, hint=err.hint,
                               clause=err.clause) from None


record.LOADER.append(load_beside)
record.SOURCES.append(load_sources)
record.FILES.append(sources)
record.DIGEST.append(digest)
