"""Finding and compiling variants into the IR: the language's front door."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from unorules.errors import VariantError
from unorules.ir.rules import RuleSet
from unorules.language.bundled import bundled_path, variants
from unorules.language.compiler import compile_file, compile_text


def bundled_file(name: str) -> Path:
    path = bundled_path(name)
    if path is None:
        raise VariantError(
            f"no bundled variant named {name!r}",
            file=name, expected="one of: " + ", ".join(variants()),
            hint="pass a path ending in .uno to load your own file",
        )
    return path


def load(name_or_path: str | Path) -> RuleSet:
    """Compile a bundled variant by name, or a ``.uno`` file by path."""
    text = str(name_or_path)
    path = Path(text)
    if isinstance(name_or_path, Path) or text.endswith(".uno") or "/" in text or "\\" in text:
        if not path.is_file():
            raise VariantError(f"no such variant file: {text}", file=text)
    else:
        path = bundled_file(text)
    return _load_path(str(path.resolve()), path.stat().st_mtime_ns)


@lru_cache(maxsize=64)
def _load_path(path: str, mtime: int) -> RuleSet:
    return compile_file(Path(path))


def loads(text: str, file: str = "<string>") -> RuleSet:
    """Compile variant text. Raises :class:`~unorules.VariantError` on bad input."""
    return compile_text(text, file)
