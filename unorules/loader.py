"""Finding and compiling variants: the front door of the library."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from unorules.errors import VariantError
from unorules.paths import variants_dir
from unorules.rules import Rules


def variants() -> tuple[str, ...]:
    """Names of the bundled variants (house rules included), sorted."""
    return tuple(sorted(p.stem for p in variants_dir().rglob("*.uno")))


def bundled_file(name: str) -> Path:
    from unorules.compiler import bundled_path

    path = bundled_path(name)
    if path is None:
        raise VariantError(
            f"no bundled variant named {name!r}",
            file=name, expected="one of: " + ", ".join(variants()),
            hint="pass a path ending in .uno to load your own file",
        )
    return path


def load(name_or_path: str | Path) -> Rules:
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
def _load_path(path: str, mtime: int) -> Rules:
    from unorules.compiler import compile_file

    return compile_file(Path(path))


def loads(text: str, file: str = "<string>") -> Rules:
    """Compile variant text. Raises :class:`~unorules.VariantError` on bad input."""
    from unorules.compiler import compile_text

    return compile_text(text, file)
