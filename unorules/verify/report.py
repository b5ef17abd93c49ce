"""What ``verify`` returns: one result per variant and property."""

from __future__ import annotations

from typing import Any

from attrs import field, frozen

PROVED = "proved"
REFUTED = "refuted"
ERROR = "error"  # the variant does not compile, or a primitive has no symbolic meaning


@frozen
class Result:
    variant: str
    prop: str
    status: str  # proved | refuted | error
    seconds: float
    detail: str  # what was proved, or the counterexample in words
    scenario: dict[str, Any] | None = field(default=None, eq=False, repr=False)  # TOML-able
    file: str | None = None  # where the counterexample scenario was written

    @property
    def ok(self) -> bool:
        return self.status == PROVED


@frozen
class Report:
    results: tuple[Result, ...]

    @property
    def ok(self) -> bool:
        return all(r.ok for r in self.results)

    def failed(self) -> tuple[Result, ...]:
        return tuple(r for r in self.results if not r.ok)

    def by_property(self) -> dict[str, Result]:
        return {r.prop: r for r in self.results}

    def __add__(self, other: Report) -> Report:
        return Report(self.results + other.results)

    def table(self) -> str:
        """The results as a fixed-width text table."""
        rows = [("variant", "property", "result", "time", "detail")]
        for r in self.results:
            rows.append((r.variant, r.prop, r.status, f"{r.seconds:.2f}s", r.detail))
        widths = [max(len(row[i]) for row in rows) for i in range(4)]
        lines = []
        for row in rows:
            lines.append("  ".join(c.ljust(w) for c, w in zip(row[:4], widths, strict=False)) + "  " + row[4])
        return "\n".join(lines)
