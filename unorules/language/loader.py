"""Finding and compiling variants into the IR: the language's front door."""

from __future__ import annotations

import difflib
import os
from pathlib import Path

from unorules.errors import VariantError
from unorules.ir.rules import RuleSet
from unorules.language.bundled import bundled_path, variants
from unorules.language.compiler import compile_file, compile_text

# How long a name or a path given to load() may be; anything longer is no variant.
MAX_PATH = 4096


def bundled_file(name: str) -> Path:
    path = bundled_path(name)
    if path is None:
        close = difflib.get_close_matches(name.lower(), variants(), n=1, cutoff=0.6) if len(name) <= 80 else []
        raise VariantError(
            f"no bundled variant named {_shown(name)}",
            file=_shown(name, quote=False), expected="one of: " + ", ".join(variants()),
            hint=(f"did you mean {close[0]!r}? (a path ending in .uno loads your own file)" if close
                  else "pass a path ending in .uno to load your own file"),
        )
    return path


def _shown(text: str, quote: bool = True) -> str:
    short = text if len(text) <= 80 else text[:77] + "..."
    return repr(short) if quote else short


def _is_path(name_or_path: str | Path) -> bool:
    text = str(name_or_path)
    return isinstance(name_or_path, Path) or text.endswith(".uno") or "/" in text or "\\" in text


def load(name_or_path: str | Path) -> RuleSet:
    """Compile a bundled variant by name (matched exactly), or a ``.uno`` file by path."""
    if not isinstance(name_or_path, (str, Path)):
        raise VariantError(f"a variant is named by a text or a path, not {type(name_or_path).__name__}",
                           file="<argument>")
    text = str(name_or_path)
    if len(text) > MAX_PATH or "\0" in text:
        raise VariantError("no such variant: the name is not a bundled variant's nor a file's",
                           file=_shown(text, quote=False))
    path = Path(text) if _is_path(name_or_path) else bundled_file(text)
    return _load_file(path)


def load_beside(name: str, folder: Path | None, what: str) -> RuleSet:
    """The variant a file in ``folder`` names (a scenario, a game record): a bundled
    variant's exact name, or a ``.uno`` file inside ``folder``. Anything else, an
    absolute path or one leading out of the folder included, is refused: such a file
    may come from someone else, and must not make unorules read other files. Without a
    ``folder`` (a record read from a text), only a bundled variant is found."""
    if not isinstance(name, str):
        raise VariantError(f"the {what} names its variant with a text, not {type(name).__name__}", file=what)
    if bundled_path(name) is not None:
        return _load_file(bundled_file(name))
    if not name.endswith(".uno") or len(name) > MAX_PATH or "\0" in name:
        raise VariantError(f"the {what} names {_shown(name)}, which is neither a bundled variant nor "
                           "a .uno file beside it", file=what, expected="one of: " + ", ".join(variants())
                           + ", or a file name ending in .uno")
    if folder is None:
        raise VariantError(f"the {what} names the variant file {_shown(name)}, but it was not read from a "
                           "file, so there is no folder to find it in", file=what,
                           hint="give the rules yourself, or read the record from its file")
    if os.path.isabs(name):
        raise VariantError(f"the {what} names the variant file {_shown(name)} by an absolute path",
                           file=what, hint="a variant file a scenario or record names must be in its own folder")
    try:
        base = folder.resolve()
        path = (base / name).resolve()
    except (OSError, RuntimeError) as err:  # RuntimeError: a symbolic link loop (Python 3.11)
        raise VariantError(f"the {what} names {_shown(name)}, which cannot be looked up: {err}", file=what) from None
    if not path.is_relative_to(base):
        raise VariantError(f"the {what} names {_shown(name)}, which is outside its folder {base}",
                           file=what, hint="a variant file a scenario or record names must be in its own folder")
    return _load_file(path)


def _load_file(path: Path) -> RuleSet:
    try:
        info = path.stat()
        key = str(path.resolve())
    except (OSError, RuntimeError, ValueError) as err:
        why = getattr(err, "strerror", None) or str(err)
        raise VariantError(f"no such variant file: {_shown(str(path), quote=False)} ({why})",
                           file=_shown(str(path), quote=False)) from None
    # Kept by path while the file and every file it extends keep their modification time
    # and size: a child kept by its own file alone stayed as first compiled after the file it
    # extends was edited (a docs build or the workbench in one process served the old rules).
    own = (key, info.st_mtime_ns, info.st_size)
    kept = _COMPILED.get(key)
    if kept is not None and kept[0] == (own, *_ancestor_stamps(kept[1])):
        return kept[1]
    rules = compile_file(Path(key))  # reads the file safely
    _COMPILED.pop(key, None)
    _COMPILED[key] = ((own, *_ancestor_stamps(rules)), rules)
    while len(_COMPILED) > _KEEP:
        del _COMPILED[next(iter(_COMPILED))]
    return rules


Stamp = tuple[str, int, int]  # a file, its modification time (ns) and its size
_KEEP = 64
_COMPILED: dict[str, tuple[tuple[Stamp, ...], RuleSet]] = {}


def _ancestor_stamps(rules: RuleSet) -> tuple[Stamp, ...]:
    """The stamps of the files ``rules`` extends, nearest first (a file gone is (-1, -1))."""
    out = []
    parent = rules.parent_rules
    while parent is not None:
        if parent.file and parent.file != "<string>":
            try:
                info = os.stat(parent.file)
                out.append((parent.file, info.st_mtime_ns, info.st_size))
            except OSError:
                out.append((parent.file, -1, -1))
        parent = parent.parent_rules
    return tuple(out)


def forget() -> None:
    """Drop every compiled file kept (a test that changed the compiler)."""
    _COMPILED.clear()


def loads(text: str, file: str = "<string>") -> RuleSet:
    """Compile variant text. Raises :class:`~unorules.VariantError` on bad input."""
    if not isinstance(text, str):
        raise VariantError(f"variant text is a str, not {type(text).__name__}", file=str(file)[:200])
    return compile_text(text, file)
