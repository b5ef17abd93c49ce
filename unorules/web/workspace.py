"""The workspace: the one folder the web application reads and writes.

A browser page names files by a path relative to the workspace (``house/mine.uno``).
Every name is checked before anything touches the disk: it must be relative, made of
plain parts (no ``..``, no hidden part, no drive or backslash), end in one of the
suffixes the application keeps (variant files, game records, scenarios), and resolve,
symbolic links followed, to a place inside the workspace. A name that fails any of
these is a :class:`OutsideWorkspace` error and nothing is read or written. Reads go
through :mod:`unorules.files` (regular files only, bounded size); writes go to a
temporary file in the same folder, renamed over the old one.
"""

from __future__ import annotations

import os
import re
import tempfile
from pathlib import Path, PurePosixPath

from attrs import frozen

from unorules.errors import UnorulesError
from unorules.files import NotUtf8, decode, read_bytes
from unorules.language import limits

SUFFIXES = (".uno", ".json", ".toml")
MAX_BYTES = {".uno": limits.FILE_BYTES, ".json": 16 << 20, ".toml": 1 << 20}
MAX_NAME = 255
MAX_FILES = 2000  # listed at most (a workspace is a folder of a person's variants, not a disk)
_PART = re.compile(r"[A-Za-z0-9_][A-Za-z0-9_.\- ]*")


class OutsideWorkspace(UnorulesError):
    """A name that is not a file the workspace may hold (outside it, or of a kind it keeps not)."""


@frozen
class Entry:
    name: str  # relative, with forward slashes
    size: int


class Workspace:
    def __init__(self, root: Path) -> None:
        self.root = root.resolve()
        if not self.root.is_dir():
            raise OutsideWorkspace(f"the workspace {root} is not a folder")

    # --- names -------------------------------------------------------------------
    def path(self, name: object) -> Path:
        """The file ``name`` names inside the workspace; OutsideWorkspace otherwise."""
        if not isinstance(name, str) or not name or len(name) > MAX_NAME or "\0" in name or "\\" in name:
            raise OutsideWorkspace("a file is named by a path inside the workspace, such as 'mine.uno'")
        pure = PurePosixPath(name)
        if pure.is_absolute() or any(not _PART.fullmatch(part) for part in pure.parts):
            raise OutsideWorkspace(f"{name[:80]!r} is not a path inside the workspace: use plain names "
                                   "such as 'house/mine.uno', with no '..', no leading '/' and no hidden parts")
        if pure.suffix not in SUFFIXES:
            raise OutsideWorkspace(f"{name[:80]!r}: the workspace keeps only {', '.join(SUFFIXES)} files")
        try:
            path = (self.root / pure).resolve()
        except (OSError, RuntimeError) as err:  # RuntimeError: a loop of symbolic links
            raise OutsideWorkspace(f"{name[:80]!r} cannot be looked up: {err}") from None
        if not path.is_relative_to(self.root):
            raise OutsideWorkspace(f"{name[:80]!r} leads outside the workspace")
        return path

    def name_of(self, path: Path) -> str:
        return path.relative_to(self.root).as_posix()

    # --- reading and writing -------------------------------------------------------
    def read(self, name: object) -> str:
        path = self.path(name)
        data = read_bytes(path, MAX_BYTES[path.suffix], OutsideWorkspace, f"file {name}")
        try:
            return decode(data)
        except NotUtf8 as err:
            raise OutsideWorkspace(f"{name} is not UTF-8 text: {err}") from None

    def write(self, name: object, text: str) -> str:
        path = self.path(name)
        data = text.encode("utf-8")
        if len(data) > MAX_BYTES[path.suffix]:
            raise OutsideWorkspace(f"{name}: {len(data)} bytes is over the {MAX_BYTES[path.suffix]} this "
                                   "kind of file may hold")
        if path.exists() and not path.is_file():
            raise OutsideWorkspace(f"{name} is not a regular file")
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            if not path.parent.resolve().is_relative_to(self.root):
                raise OutsideWorkspace(f"{name!r} leads outside the workspace")
            fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".unorules-", suffix=".tmp")
            try:
                with os.fdopen(fd, "wb") as fh:
                    fh.write(data)
                os.replace(tmp, path)
            except BaseException:
                Path(tmp).unlink(missing_ok=True)
                raise
        except OSError as err:
            raise OutsideWorkspace(f"cannot write {name}: {err.strerror or err}") from None
        return self.name_of(path)

    def files(self, suffix: str | None = None) -> list[Entry]:
        """The files the workspace keeps (of one suffix), sorted; links leading out are left out."""
        out: list[Entry] = []
        for dirpath, dirnames, filenames in os.walk(self.root):
            dirnames[:] = sorted(d for d in dirnames if _PART.fullmatch(d) and not d.startswith("."))
            for f in sorted(filenames):
                if len(out) >= MAX_FILES:
                    return out
                p = Path(dirpath) / f
                if not f.endswith(SUFFIXES) or (suffix and not f.endswith(suffix)):
                    continue
                try:
                    real = p.resolve()
                    if real.is_relative_to(self.root) and real.is_file():
                        out.append(Entry(self.name_of(p), real.stat().st_size))
                except (OSError, RuntimeError):
                    continue
        return out

    def check_extends(self, path: Path, text: str) -> None:
        """Refuse a variant whose ``extends`` chain reaches a file outside the workspace:
        the compiler looks for ``NAME.uno`` beside the file first, so a link there named
        like the parent would make it read a file elsewhere."""
        folder = path.parent
        for _ in range(limits.EXTENDS + 1):
            found = _EXTENDS.search(text)
            if found is None:
                return
            beside = folder / f"{found.group(1)}.uno"
            try:
                if not (beside.exists() or beside.is_symlink()):
                    return  # a bundled variant: the package's own file
                real = beside.resolve()
            except (OSError, RuntimeError):
                raise OutsideWorkspace(f"{beside.name}, which this variant extends, cannot be looked up") from None
            if not real.is_relative_to(self.root):
                raise OutsideWorkspace(f"{self.name_of(beside)}, which this variant extends, leads outside the "
                                       "workspace")
            text = self.read(self.name_of(beside))
            folder = real.parent


_EXTENDS = re.compile(r"^[\t ]*extends[\t ]+([a-z_][a-z0-9_]*)", re.M)
