"""The verification results a rule book shows, cached by the variant's content.

Proving a variant takes Z3 seconds to minutes; its result depends only on the variant
files (its own and every one it extends), on the verifier's code and on the library's
version. Those are hashed into the cache key, so rebuilding the docs of an unchanged
variant reads the result back instead of running Z3 again, and any edit to a file the
result depends on runs it afresh.
"""

from __future__ import annotations

import hashlib
import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

from unorules.ir.rules import RuleSet as Rules
from unorules.version import VERSION

Row = dict[str, str]


def default_cache_dir() -> Path:
    base = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    return Path(base) / "unorules" / "proofs"


def _module(name: str) -> Any:
    """A module of the verifier, imported by name: the rule book and the verifier are
    sibling readers of the IR, so neither imports the other statically."""
    import importlib

    return importlib.import_module(name)


def available() -> str | None:
    """None when the verifier and z3 can run, else why not."""
    try:
        _module("unorules.verify").require_z3()
    except ImportError as err:
        return str(err)
    return None


def _verifier_source() -> bytes:
    try:
        v = _module("unorules.verify")
    except ImportError:
        return b""
    folder = Path(v.__file__).parent
    return b"".join(p.read_bytes() for p in sorted(folder.glob("*.py")))


def cache_key(rules: Rules) -> str:
    """A hash of everything the proof result depends on."""
    from unorules.docs.rulebook import dependencies

    h = hashlib.sha256(VERSION.encode())
    for file in dependencies(rules):
        h.update(file.encode() + b"\0" + Path(file).read_bytes())
    if not dependencies(rules):  # a variant from a string: its clauses are its content
        h.update(repr([(c.key, c.text) for c in rules.clauses]).encode())
    h.update(_verifier_source())
    return h.hexdigest()[:32]


def properties() -> list[str]:
    """The verifier's property labels, in its order (empty when it has no list)."""
    try:
        table = getattr(_module("unorules.verify.properties"), "PROPERTIES", ())
    except ImportError:
        return []
    return [str(entry[0]) for entry in table]


def prove(rules: Rules, *, progress: Callable[[str], None] | None = None,
          cache_dir: Path | None = None) -> list[Row]:
    """Every property's (prop, status, detail), from the cache when the variant is
    unchanged; ``progress`` is told about each property as it is proved."""
    say = progress or (lambda text: None)
    path = None
    if cache_dir is not None:
        path = cache_dir / f"{rules.name}-{cache_key(rules)}.json"
        if path.is_file():
            try:
                rows: list[Row] = json.loads(path.read_text(encoding="utf-8"))
                say(f"{rules.name}: proofs unchanged, read from {path}")
                return rows
            except (OSError, ValueError):
                pass
    verify = _module("unorules.verify").verify
    labels = properties()
    if not labels:
        say(f"{rules.name}: verifying every property with Z3 ...")
    # One run for every property, told as each starts and ends: the verifier builds its
    # model of the variant once per run, so a run per property cost three to four times
    # as much (standard: 3.3 CPU-s against 0.9).
    number = {label: i for i, label in enumerate(labels, 1)}
    started: set[str] = set()

    def told(label: str, result: Any) -> None:
        where = f"{rules.name}: [{number.get(label, '?')}/{len(labels)}] {label}"
        if result is not None:
            say(f"{where}: {result.status} ({result.seconds:.1f}s)")
        elif label not in started:  # told again (None) when nothing in the variant applies
            started.add(label)
            say(f"{where} ...")

    rows = [_row(r) for r in verify(rules, progress=told if labels else None).results]
    if path is not None:
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            # Written aside and renamed: a reader in another process (a parallel docs build
            # or test worker proving the same variant) sees the whole file or none.
            part = path.with_name(f"{path.name}.{os.getpid()}.part")
            part.write_text(json.dumps(rows, ensure_ascii=False, indent=1), encoding="utf-8")
            os.replace(part, path)
        except OSError:
            say(f"{rules.name}: could not write the proof cache {path}")
    return rows


def _row(result: Any) -> Row:
    return {"prop": str(result.prop), "status": str(result.status), "detail": str(result.detail),
            "method": str(getattr(result, "method", "proof")), "bound": str(getattr(result, "bound", "") or "")}
