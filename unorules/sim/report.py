"""A simulation report: the settings, the merged tally, and the figures made of it.

The report holds integers only (the tally); every figure, interval and p-value is
computed from them, so two reports of the same games are equal and serialise to the
same bytes whatever the partition they were played in.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from typing import Any

from attrs import field, frozen

from unorules.sim import stats
from unorules.sim.stats import Estimate, Hist
from unorules.sim.tally import Tally

FORMAT = "unorules-simulation/1"


@frozen
class Metric:
    """One line of the table: how to read it from a tally, and how to compare two."""

    key: str
    label: str
    kind: str  # "rate" (k of n), "dist" (a histogram), "event" (k per round)
    read: Callable[[Tally], Any] = field(eq=False, repr=False)


@frozen
class Row:
    """A figure of one report: value, 95% interval, and for distributions the median and p90."""

    key: str
    label: str
    kind: str
    estimate: Estimate
    median: float | None = None
    p90: float | None = None


@frozen
class Difference:
    """A figure of two reports side by side: the difference (second minus first) and its p-value."""

    key: str
    label: str
    first: Estimate
    second: Estimate
    difference: float
    p_value: float

    @property
    def significant(self) -> bool:
        return not math.isnan(self.p_value) and self.p_value < 0.05


def metrics(tally: Tally) -> list[Metric]:
    """The table's lines for a tally (seats and events depend on what was played)."""
    n = tally.players
    finished = tally.games - tally.abandoned
    out = [Metric(f"seat_win.{s}", f"seat {s} wins the game", "rate", _seat_wins(s)) for s in range(n)]
    if len(tally.policy_seats) > 1:
        out += [Metric(f"policy_win.{p}", f"{p} wins the game (per seat held)", "rate", _policy_wins(p))
                for p, _ in tally.policy_seats]
        out += [Metric(f"policy_round_win.{p}", f"{p} wins the round (per seat held)", "rate",
                       _policy_round_wins(p))
                for p, _ in tally.policy_seats]
    out += [
        Metric("first_seat", f"first seat wins the round (minus 1/{n})", "first",
               lambda t: (t.first_seat_wins, t.rounds)),
        Metric("turns", "turns per round", "dist", lambda t: t.turns),
        Metric("actions", "actions per round", "dist", lambda t: t.actions),
        Metric("rounds_per_game", "rounds per game", "dist", lambda t: t.rounds_per_game),
        Metric("points", "points per round", "dist", lambda t: t.points),
        Metric("draws_per_turn", "cards drawn per turn", "dist", lambda t: t.draws_per_turn),
        Metric("reshuffle", "rounds with a reshuffle", "rate", lambda t: (t.reshuffle_rounds, t.rounds)),
        Metric("exhausted", "rounds where both piles ran out", "rate",
               lambda t: (t.exhausted_rounds, t.rounds)),
    ]
    events = dict(tally.events)
    won, lost = events.get("challenges won", 0), events.get("challenges lost", 0)
    if won + lost:
        out.append(Metric("challenge_won", "challenges won", "rate",
                          lambda t: (dict(t.events).get("challenges won", 0),
                                     dict(t.events).get("challenges won", 0)
                                     + dict(t.events).get("challenges lost", 0))))
    out += [Metric(f"event.{e}", f"{e} per round", "event", _event(e))
            for e in sorted(events, key=_event_order)]
    if tally.abandoned or finished < tally.games:
        out.append(Metric("abandoned", "games stopped at the action cap", "rate",
                          lambda t: (t.abandoned, t.games)))
    return out


def _seat_wins(s: int) -> Callable[[Tally], tuple[int, int]]:
    return lambda t: (t.game_wins[s] if t.game_wins else 0, t.games - t.abandoned)


def _policy_wins(p: str) -> Callable[[Tally], tuple[int, int]]:
    return lambda t: (dict(t.policy_wins).get(p, 0), dict(t.policy_seats).get(p, 0))


def _policy_round_wins(p: str) -> Callable[[Tally], tuple[int, int]]:
    # Out of the rounds it played, once per seat it held: a policy holds the same number
    # of seats in every game (seats rotate, the list does not change), so that is the
    # rounds times its seats per game.
    def read(t: Tally) -> tuple[int, int]:
        finished = t.games - t.abandoned
        seats = dict(t.policy_seats).get(p, 0)
        return dict(t.policy_round_wins).get(p, 0), t.rounds * seats // finished if finished else 0

    return read


def _event(e: str) -> Callable[[Tally], tuple[int, int]]:
    return lambda t: (dict(t.events).get(e, 0), t.rounds)


def _event_order(e: str) -> tuple[int, str]:
    return (0 if e.startswith("played ") else 1, e)


def row(metric: Metric, tally: Tally) -> Row:
    data = metric.read(tally)
    if metric.kind == "rate":
        return Row(metric.key, metric.label, metric.kind, stats.wilson(*data))
    if metric.kind == "first":
        return Row(metric.key, metric.label, metric.kind, stats.wilson(*data).shifted(-1 / tally.players))
    if metric.kind == "event":
        return Row(metric.key, metric.label, metric.kind, stats.poisson_rate(*data))
    h: Hist = data
    return Row(metric.key, metric.label, metric.kind, stats.hist_mean(h),
               stats.hist_quantile(h, 0.5), stats.hist_quantile(h, 0.9))


def difference(metric: Metric, a: Tally, b: Tally) -> Difference:
    ra, rb = row(metric, a), row(metric, b)
    da, db = metric.read(a), metric.read(b)
    if metric.kind in ("rate", "first"):
        p = stats.two_proportions(*da, *db)
    elif metric.kind == "event":
        p = stats.poisson_rates(*da, *db)
    else:
        p = stats.mann_whitney(da, db)
    return Difference(metric.key, metric.label, ra.estimate, rb.estimate,
                      rb.estimate.value - ra.estimate.value, p)


def _clean(x: float | None) -> float | None:
    return None if x is None or math.isnan(x) else x


def _strings(values: Any) -> tuple[str, ...]:
    return tuple(str(v) for v in values)


@frozen
class SimulationReport:
    """What :func:`unorules.sim.simulate` found. Frozen; ``to_json`` and ``from_json`` round-trip."""

    variant: str
    title: str
    players: int
    games: int
    seed: int
    policies: tuple[str, ...] = field(converter=_strings)  # one per seat (before rotation)
    rotate: bool
    max_actions: int
    tally: Tally
    # Who played: "python" (the engine and the bots) or "kernel" (unorules.sim.engines).
    engine: str = "python"

    def rows(self) -> list[Row]:
        return [row(m, self.tally) for m in metrics(self.tally)]

    def figure(self, key: str) -> Row:
        """One row by its key, such as ``"seat_win.0"``, ``"turns"`` or ``"event.stacks"``."""
        for m in metrics(self.tally):
            if m.key == key:
                return row(m, self.tally)
        raise KeyError(f"no figure {key!r} in this report")

    def compare(self, other: SimulationReport) -> list[Difference]:
        """Each figure the two reports share, with ``other`` minus ``self`` and a p-value."""
        if other.players != self.players:
            raise ValueError(f"cannot compare {self.players}-player and {other.players}-player reports")
        mine = {m.key: m for m in metrics(self.tally)}
        theirs = metrics(other.tally)
        keys = list(mine) + [m.key for m in theirs if m.key not in mine]
        both = {**{m.key: m for m in theirs}, **mine}
        return [difference(both[k], self.tally, other.tally) for k in keys]

    def to_dict(self) -> dict[str, Any]:
        figures: dict[str, Any] = {}
        for r in self.rows():
            f: dict[str, Any] = {"label": r.label, "value": _clean(r.estimate.value),
                                 "low": _clean(r.estimate.low), "high": _clean(r.estimate.high)}
            if r.median is not None:
                f.update(median=_clean(r.median), p90=_clean(r.p90))
            figures[r.key] = f
        return {
            "format": FORMAT, "variant": self.variant, "title": self.title, "players": self.players,
            "games": self.games, "seed": self.seed, "policies": list(self.policies),
            "rotate": self.rotate, "max_actions": self.max_actions, "engine": self.engine,
            "tally": self.tally.to_dict(), "figures": figures,
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), sort_keys=True, indent=1, allow_nan=False) + "\n"

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> SimulationReport:
        if not isinstance(d, Mapping) or d.get("format") != FORMAT:
            raise ValueError(f"not a simulation report: expected an object with \"format\": \"{FORMAT}\"")
        try:
            return cls(variant=str(d["variant"]), title=str(d["title"]), players=int(d["players"]),
                       games=int(d["games"]), seed=int(d["seed"]),
                       policies=tuple(str(p) for p in d["policies"]), rotate=bool(d["rotate"]),
                       max_actions=int(d["max_actions"]), tally=Tally.from_dict(d["tally"]),
                       engine=str(d.get("engine", "python")))
        except (KeyError, TypeError) as err:
            raise ValueError(f"not a simulation report: missing or malformed {err}") from None

    @classmethod
    def from_json(cls, text: str) -> SimulationReport:
        try:
            data = json.loads(text)
        except json.JSONDecodeError as err:
            raise ValueError(f"not a simulation report: invalid JSON at line {err.lineno}, "
                             f"column {err.colno}: {err.msg}") from None
        return cls.from_dict(data)
