"""Where the grammar and the bundled variants are.

In a wheel they are installed inside the package (``unorules/grammars``,
``unorules/variants``); in a checkout or an editable install they are the
top-level ``grammars/`` and ``variants/`` folders beside the package.
"""

from __future__ import annotations

from pathlib import Path

_HERE = Path(__file__).resolve().parent


def _find(name: str) -> Path:
    for base in (_HERE, _HERE.parent):
        candidate = base / name
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"unorules cannot find its {name}/ folder near {_HERE}")


def grammar_path() -> Path:
    return _find("grammars") / "unorules.lark"


def variants_dir() -> Path:
    return _find("variants")
