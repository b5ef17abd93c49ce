"""Charts of simulation reports (matplotlib, the [sim] extra): the distribution of round
lengths and the seat win rates with their 95% intervals, one colour per variant."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from unorules.sim.report import SimulationReport


def plot(reports: Sequence[SimulationReport], path: Path) -> None:
    """Write the chart to ``path`` (its suffix, .svg or .png, picks the format)."""
    try:
        import matplotlib
    except ImportError:
        raise ValueError("plots need matplotlib: pip install 'unorules[sim]'") from None
    if path.suffix.lower() not in (".svg", ".png"):
        raise ValueError(f"{path}: a plot is written as .svg or .png")
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, (left, right) = plt.subplots(1, 2, figsize=(11, 4.2), layout="constrained")
    width = 0.8 / len(reports)
    for i, r in enumerate(reports):
        hist = dict(r.tally.turns)
        rounds = max(1, sum(hist.values()))
        top = max(hist, default=0)
        step = 5  # turns per bin: single values are too noisy to compare shapes
        xs = list(range(0, top + step, step))
        ys = [100 * sum(hist.get(v, 0) for v in range(x, x + step)) / rounds for x in xs]
        left.step(xs, ys, where="post", label=r.variant)
        seats = list(range(r.players))
        rows = [r.figure(f"seat_win.{s}").estimate for s in seats]
        xs2 = [s - 0.4 + width * (i + 0.5) for s in seats]
        vals = [100 * e.value for e in rows]
        err = [[100 * (e.value - e.low) for e in rows], [100 * (e.high - e.value) for e in rows]]
        right.bar(xs2, vals, width=width, yerr=err, capsize=3, label=r.variant)
    first = reports[0]
    left.set(xlabel="turns in the round", ylabel="% of rounds (bins of 5 turns)",
             title="Round length")
    left.legend()
    right.axhline(100 / first.players, color="grey", linewidth=0.8, linestyle="--")
    right.set(xlabel="seat", ylabel="% of games won (95% interval)", title="Seat win rates",
              xticks=list(range(first.players)))
    right.legend()
    fig.suptitle(f"{first.players} players, {first.games} games per variant, policy "
                 f"{','.join(sorted(set(first.policies)))}")
    # A fixed date and no hash salt keep the file the same from one run to the next.
    fig.savefig(path, metadata={"Date": None} if path.suffix.lower() == ".svg" else None)
    plt.close(fig)
