"""Verification: Z3 proofs over the compiled IR and checks that the engine agrees.

``verify(rules)`` returns a :class:`~unorules.verify.report.Report`; the command is
``unorules verify``. z3-solver (the ``[verify]`` extra) is imported only here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from unorules.verify.report import Report

MISSING_Z3 = (
    "verification needs z3-solver, the [verify] extra: pip install 'unorules[verify]'"
)


class Z3Missing(ImportError):
    """z3-solver is not installed."""


def require_z3() -> None:
    try:
        import z3  # noqa: F401
    except ImportError:
        raise Z3Missing(MISSING_Z3) from None


def verify(rules: Any, **options: Any) -> Report:
    """Prove or refute every property of ``rules`` (a Rules object, a bundled name or a path)."""
    require_z3()
    from unorules.verify.properties import verify_rules

    return verify_rules(rules, **options)


__all__ = ["MISSING_Z3", "Z3Missing", "require_z3", "verify"]
