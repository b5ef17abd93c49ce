"""What ``verify`` returns: one result per variant and property."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from attrs import field, frozen

PROVED = "proved"
REFUTED = "refuted"
ERROR = "error"  # the variant does not compile, or a primitive has no symbolic meaning
SEARCHED = "searched"  # no violation found within a stated bound: evidence, not a proof
# An existence statement ("a round can end") whose witness a directed search did not find
# within its bound: neither proved nor refuted, and not to be shipped on as if proved.
NOT_FOUND = "not found"
UNCONFIRMED = "unconfirmed"  # the model found a violation the engine does not reproduce
# The verifier's own model compared with the engine on seeded games, within ``bound``:
# a check of the verifier, not a property of the rules.
CROSS_CHECKED = "cross-checked"
OK = (PROVED, SEARCHED, CROSS_CHECKED)


@frozen
class Result:
    variant: str
    prop: str
    status: str  # proved | refuted | error | searched | not found | unconfirmed | cross-checked
    seconds: float
    detail: str  # what was proved, or the counterexample in words
    scenario: dict[str, Any] | None = field(default=None, eq=False, repr=False)  # TOML-able
    file: str | None = None  # where the counterexample scenario was written
    # How the property was checked: "proof" (Z3, for every state and player count),
    # "search" (an explicit search over the engine, within ``bound``), "sample" (seeded
    # random games, within ``bound``), "witness" (an existence shown at every player count
    # by named rounds the engine replays). Only a proof or a witness proves; the rule
    # book prints the bound.
    method: str = "proof"
    bound: str | None = None
    # A refutation's counterexample run on the engine: True when it reproduces the
    # violation (then ``confirmation`` says what the engine did), None when not run.
    confirmed: bool | None = None
    confirmation: str = ""

    @property
    def ok(self) -> bool:
        return self.status in OK

    @property
    def verdict(self) -> str:
        """The result as the table prints it: a refutation says how it was confirmed."""
        if self.status == REFUTED and self.confirmed:
            return f"refuted (confirmed by scenario {Path(self.file).name})" if self.file else "refuted (confirmed by the engine)"
        if self.status == REFUTED:
            return "refuted (by proof; no scenario can show it)" if self.confirmed is None else "refuted (not confirmed)"
        if self.status == NOT_FOUND:
            return f"searched, not found ({self.bound})" if self.bound else "searched, not found"
        if self.status == SEARCHED and self.bound:
            return f"searched ({self.bound})"
        if self.status == CROSS_CHECKED and self.bound:
            return f"cross-checked on the engine ({self.bound})"
        return self.status


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
            rows.append((r.variant, r.prop, r.verdict, f"{r.seconds:.2f}s", r.detail))
        widths = [max(len(row[i]) for row in rows) for i in range(4)]
        lines = []
        for row in rows:
            lines.append("  ".join(c.ljust(w) for c, w in zip(row[:4], widths, strict=False)) + "  " + row[4])
        return "\n".join(lines)
