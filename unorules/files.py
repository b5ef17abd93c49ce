"""Reading the files a user names: variant files, scenarios, game records.

Only regular files are read, and never more than a limit: a path is looked at with
``os.stat`` before it is opened (a FIFO, a device or a folder is refused, never
waited on), opened without blocking, and looked at again through the open handle (a
file swapped for a FIFO between the two looks is refused too). Every ``OSError``
becomes the caller's own error, naming the path. Text is UTF-8, with an optional
byte-order mark; a file that is not says where its first bad byte is, counting lines
by ``\\n`` only, as the variant language does.
"""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Callable
from pathlib import Path

BOM = b"\xef\xbb\xbf"


class NotUtf8(ValueError):  # the caller turns it into its own error
    """Bytes that are not UTF-8: where the first bad one is (1-based line and column)."""

    def __init__(self, byte: int, line: int, column: int) -> None:
        self.byte, self.line, self.column = byte, line, column
        super().__init__(f"byte 0x{byte:02X} at line {line}, column {column} is not UTF-8")


def _why(err: OSError) -> str:
    if err.errno == errno.ELOOP:
        return "a loop of symbolic links"
    return err.strerror or type(err).__name__


def read_bytes(path: str | Path, limit: int, error: Callable[[str], Exception], what: str) -> bytes:
    """The bytes of the regular file ``path``, at most ``limit`` of them; anything else
    raises ``error(message)``, the message saying what went wrong with the ``what``
    (the caller's error names the path)."""
    name = str(path)
    try:
        info = os.stat(name)
    except (OSError, ValueError) as err:  # ValueError: a NUL byte in the path
        raise error(f"cannot read the {what}: "
                    + (_why(err) if isinstance(err, OSError) else "the path holds a NUL character")) from None
    _check_kind(info, limit, error, what)
    try:
        fd = os.open(name, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as err:
        raise error(f"cannot read the {what}: {_why(err)}") from None
    try:
        _check_kind(os.fstat(fd), limit, error, what)
        chunks: list[bytes] = []
        left = limit + 1
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as err:
        raise error(f"cannot read the {what}: {_why(err)}") from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:  # it grew while being read
        raise error(f"the {what} is larger than {limit} bytes, the most unorules reads")
    return data


def _check_kind(info: os.stat_result, limit: int, error: Callable[[str], Exception], what: str) -> None:
    if stat.S_ISDIR(info.st_mode):
        raise error(f"it is a folder, not a {what}")
    if not stat.S_ISREG(info.st_mode):
        raise error(f"it is not a regular file (a pipe, a device or a socket), so it is not read as a {what}")
    if info.st_size > limit:
        raise error(f"the {what} is {info.st_size} bytes, larger than {limit}, the most unorules reads")


def decode(data: bytes) -> str:
    """UTF-8 text (a leading byte-order mark dropped), or :class:`NotUtf8` saying where
    the first byte that is not UTF-8 is."""
    body = data.removeprefix(BOM)
    try:
        return body.decode("utf-8")
    except UnicodeDecodeError as err:
        start = err.start
        line_start = body.rfind(b"\n", 0, start) + 1
        line = body.count(b"\n", 0, start) + 1
        # The bytes before the bad one on its line are valid UTF-8: count their characters.
        column = len(body[line_start:start].decode("utf-8")) + 1
        raise NotUtf8(body[start], line, column) from None


def read_text(path: str | Path, limit: int, error: Callable[[str], Exception], what: str) -> str:
    """``read_bytes`` then ``decode``; text that is not UTF-8 raises ``error`` too."""
    data = read_bytes(path, limit, error, what)
    try:
        return decode(data)
    except NotUtf8 as err:
        raise error(f"the {what} is not UTF-8 text: {err} (save it as UTF-8)") from None


def unwritable(path: Path) -> str:
    """Why ``path`` could not be written as a file, without creating it ('' if it could):
    a folder, a missing folder or one that may not be written to. Checked before a long
    piece of work, so that its result is not lost at the end."""
    try:
        if path.is_dir():
            return "it is a folder, not a file"
        parent = path.parent if str(path.parent) else Path(".")
        if not parent.exists():
            return f"the folder {parent} does not exist"
        if not parent.is_dir():
            return f"{parent} is not a folder"
        if not os.access(parent, os.W_OK | os.X_OK):
            return f"the folder {parent} may not be written to"
        if path.exists() and not os.access(path, os.W_OK):
            return "the file may not be written to"
    except (OSError, ValueError) as err:
        return getattr(err, "strerror", None) or str(err)
    return ""
