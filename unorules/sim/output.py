"""Reports for people and machines: the side-by-side table, JSON and CSV of one or more
reports (each later report compared with the first)."""

from __future__ import annotations

import csv
import io
import json
import math
from collections.abc import Sequence
from typing import Any

from unorules.sim.report import Difference, Row, SimulationReport

SET_FORMAT = "unorules-simulation-set/1"


def fmt(r: Row | None) -> str:
    if r is None:
        return "-"
    e = r.estimate
    if math.isnan(e.value):
        return "n/a"
    if math.isnan(e.low):
        return f"{100 * e.value:.1f}%" if r.kind in PERCENT else f"{e.value:.3f}"
    if r.kind in PERCENT:
        return f"{100 * e.value:+.1f}% [{100 * e.low:+.1f}, {100 * e.high:+.1f}]" if r.kind == "first" else (
            f"{100 * e.value:.1f}% [{100 * e.low:.1f}, {100 * e.high:.1f}]")
    if r.kind == "dist":
        return f"{e.value:.2f} [{e.low:.2f}, {e.high:.2f}]\nmedian {r.median:g}, p90 {r.p90:g}"
    return f"{e.value:.3f} [{e.low:.3f}, {e.high:.3f}]"


PERCENT = ("rate", "first", "share")


def fmt_diff(d: Difference | None, kind: str) -> str:
    """The difference, its 95% interval and its p-value (unadjusted); ``*`` when it is
    below 0.05 after Holm's adjustment for every figure of the comparison."""
    if d is None or math.isnan(d.difference):
        return "-"
    if kind in PERCENT:
        value = f"{100 * d.difference:+.1f} pts"
        interval = "" if math.isnan(d.low) else f" [{100 * d.low:+.1f}, {100 * d.high:+.1f}]"
    else:
        value = f"{d.difference:+.3g}"
        interval = "" if math.isnan(d.low) else f" [{d.low:+.3g}, {d.high:+.3g}]"
    p = "n/a" if math.isnan(d.p_value) else (f"{d.p_value:.2g}" if d.p_value >= 1e-4 else "<1e-4")
    return f"{value}{interval} (p={p}){' *' if d.significant else ''}"


def table_rows(reports: Sequence[SimulationReport]) -> tuple[list[str], list[list[str]]]:
    """Header and rows of the side-by-side table (figure, then each variant and its difference)."""
    header = ["figure"]
    for i, r in enumerate(reports):
        header.append(r.variant)
        if i:
            header.append(f"{r.variant} - {reports[0].variant}")
    rows_of = [{row.key: row for row in r.rows()} for r in reports]
    diffs = [{d.key: d for d in reports[0].compare(r)} for r in reports[1:]]
    keys: list[str] = []
    labels: dict[str, str] = {}
    kinds: dict[str, str] = {}
    for rows in rows_of:
        for k, row in rows.items():
            if k not in labels:
                keys.append(k)
                labels[k], kinds[k] = row.label, row.kind
    out = []
    for k in keys:
        line = [labels[k]]
        for i, rows in enumerate(rows_of):
            line.append(fmt(rows.get(k)))
            if i:
                line.append(fmt_diff(diffs[i - 1].get(k), kinds[k]))
        out.append(line)
    return header, out


def render_table(reports: Sequence[SimulationReport]) -> Any:
    """A rich Table (the [cli] extra) of the reports side by side."""
    from rich.table import Table

    first = reports[0]
    pol = ",".join(first.policies) + (" (rotated)" if first.rotate else "")
    engines = ", ".join(f"{r.variant} {r.engine}" for r in reports) if len({r.engine for r in reports}) > 1 \
        else first.engine
    table = Table(title=f"{first.players} players, {first.games} games per variant, seed {first.seed}, "
                        f"policies {pol}, engine {engines}",
                  caption="95% intervals in brackets; differences are against the first variant, "
                          "with their 95% intervals and two-sided p-values (not adjusted); * when the "
                          "p-value adjusted for every figure of that comparison (Holm) is below 0.05")
    header, rows = table_rows(reports)
    for i, h in enumerate(header):
        table.add_column(h, justify="left" if i == 0 else "right", overflow="fold")
    for line in rows:
        table.add_row(*line)
    return table


def to_json(reports: Sequence[SimulationReport], extra: dict[str, Any] | None = None) -> str:
    """The reports and their differences from the first; ``extra`` adds fields (the
    rule differences ``unorules compare`` writes)."""
    data: dict[str, Any] = {"format": SET_FORMAT, "reports": [r.to_dict() for r in reports], **(extra or {})}
    data["differences"] = {
        r.variant: [{"figure": d.key, "label": d.label, "difference": _num(d.difference),
                     "low": _num(d.low), "high": _num(d.high), "p_value": _num(d.p_value),
                     "p_adjusted": _num(d.adjusted), "significant": d.significant}
                    for d in reports[0].compare(r)]
        for r in reports[1:]
    }
    return json.dumps(data, sort_keys=True, indent=1, allow_nan=False) + "\n"


def from_json(text: str) -> list[SimulationReport]:
    """The reports of a JSON file written by ``to_json`` (or a single report's JSON)."""
    try:
        data = json.loads(text)
    except json.JSONDecodeError as err:
        raise ValueError(f"invalid JSON at line {err.lineno}, column {err.colno}: {err.msg}") from None
    if isinstance(data, dict) and data.get("format") == SET_FORMAT:
        return [SimulationReport.from_dict(d) for d in data.get("reports", [])]
    return [SimulationReport.from_dict(data)]


def _num(x: float) -> float | None:
    return None if math.isnan(x) else x


CSV_FIELDS = ["variant", "figure", "label", "value", "low", "high", "median", "p90",
              "difference", "difference_low", "difference_high", "p_value", "p_adjusted"]


def to_csv(reports: Sequence[SimulationReport]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(CSV_FIELDS)
    for i, r in enumerate(reports):
        diffs = {d.key: d for d in reports[0].compare(r)} if i else {}
        for row in r.rows():
            d = diffs.get(row.key)
            w.writerow([r.variant, row.key, row.label, _cell(row.estimate.value), _cell(row.estimate.low),
                        _cell(row.estimate.high), _cell(row.median), _cell(row.p90),
                        _cell(d.difference if d else None), _cell(d.low if d else None),
                        _cell(d.high if d else None), _cell(d.p_value if d else None),
                        _cell(d.adjusted if d else None)])
    return buf.getvalue()


def _cell(x: float | None) -> str:
    return "" if x is None or math.isnan(x) else repr(float(x))
