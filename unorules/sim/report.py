"""A simulation report: the settings, the merged tally, and the figures made of it.

The report holds integers only (the tally); every figure, interval and p-value is
computed from them, so two reports of the same games are equal and serialise to the
same bytes whatever the partition they were played in. How each kind of figure gets
its interval and its test is :mod:`unorules.sim.stats`'s.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping
from typing import Any

import attrs
from attrs import field, frozen

from unorules.sim import stats
from unorules.sim.stats import Estimate, Hist
from unorules.sim.tally import Tally, sums

FORMAT = "unorules-simulation/2"  # /2: the tally keeps per-batch sums

# Kinds of figure: "rate" and "first" (k of n independent trials: Wilson, score test),
# "dist" (a mean per round or game, with a histogram), "event" (a count per round) and
# "share" (a ratio shown as a percentage): ratios of sums over games, by batches.
RATIOS = frozenset({"dist", "event", "share"})


@frozen
class Metric:
    """One line of the table: how to read it from a tally, and how to compare two.
    ``read`` gives a rate's (k, n) or a distribution's histogram; ``part`` a ratio's
    (numerator, denominator) from a tally's or a batch's sums."""

    key: str
    label: str
    kind: str
    read: Callable[[Tally], Any] = field(eq=False, repr=False)
    part: Callable[[Mapping[str, int]], tuple[int, int]] | None = field(default=None, eq=False, repr=False)


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
    """A figure of two reports side by side: the difference (second minus first), its
    95% interval, its p-value, and that p-value adjusted for every figure the two
    reports were compared on (Holm's method; ``significant`` reads it)."""

    key: str
    label: str
    first: Estimate
    second: Estimate
    difference: float
    p_value: float
    low: float = math.nan
    high: float = math.nan
    adjusted: float = math.nan

    @property
    def significant(self) -> bool:
        p = self.p_value if math.isnan(self.adjusted) else self.adjusted
        return not math.isnan(p) and p < 0.05


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
        _dist("turns", "turns per round"),
        _dist("actions", "actions per round"),
        _dist("rounds_per_game", "rounds per game"),
        _dist("points", "points per round"),
        _dist("draws_per_turn", "cards drawn per turn"),
        Metric("reshuffle", "rounds with a reshuffle", "rate", lambda t: (t.reshuffle_rounds, t.rounds)),
        Metric("exhausted", "rounds where both piles ran out", "rate",
               lambda t: (t.exhausted_rounds, t.rounds)),
    ]
    events = dict(tally.events)
    won, lost = events.get("challenges won", 0), events.get("challenges lost", 0)
    if won + lost:
        out.append(Metric("challenge_won", "challenges won", "share", lambda t: None,
                          lambda s: (s.get("event.challenges won", 0),
                                     s.get("event.challenges won", 0) + s.get("event.challenges lost", 0))))
    out += [Metric(f"event.{e}", f"{e} per round", "event", lambda t: None, _event(e))
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


def _dist(h: str, label: str) -> Metric:
    return Metric(h, label, "dist", lambda t: getattr(t, h), lambda s: (s.get(f"{h}.total", 0), s.get(f"{h}.n", 0)))


def _event(e: str) -> Callable[[Mapping[str, int]], tuple[int, int]]:
    return lambda s: (s.get(f"event.{e}", 0), s.get("rounds", 0))


def _event_order(e: str) -> tuple[int, str]:
    return (0 if e.startswith("played ") else 1, e)


def _ratio(metric: Metric, tally: Tally) -> stats.Ratio:
    assert metric.part is not None
    # One batch per batch of games; a tally made without batches counts as one.
    parts = [metric.part(dict(b)) for _, b in tally.batches] or [metric.part(sums(tally))]
    return stats.ratio(parts)


def row(metric: Metric, tally: Tally) -> Row:
    if metric.kind == "rate":
        return Row(metric.key, metric.label, metric.kind, stats.wilson(*metric.read(tally)))
    if metric.kind == "first":
        return Row(metric.key, metric.label, metric.kind,
                   stats.wilson(*metric.read(tally)).shifted(-1 / tally.players))
    estimate = _ratio(metric, tally).estimate
    if metric.kind == "dist":
        h: Hist = metric.read(tally)
        return Row(metric.key, metric.label, metric.kind, estimate,
                   stats.hist_quantile(h, 0.5), stats.hist_quantile(h, 0.9))
    return Row(metric.key, metric.label, metric.kind, estimate)


def difference(metric: Metric, a: Tally, b: Tally) -> Difference:
    ra, rb = row(metric, a), row(metric, b)
    if metric.kind in RATIOS:
        test = stats.welch(_ratio(metric, a), _ratio(metric, b))
    else:
        test = stats.rate_difference(*metric.read(a), *metric.read(b))
    return Difference(metric.key, metric.label, ra.estimate, rb.estimate, test.difference, test.p_value,
                      test.low, test.high)


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
        """Each figure of either report, with ``other`` minus ``self``, its interval and
        p-value, and the p-value adjusted for all of these comparisons (Holm)."""
        if other.players != self.players:
            raise ValueError(f"cannot compare {self.players}-player and {other.players}-player reports")
        mine = {m.key: m for m in metrics(self.tally)}
        theirs = metrics(other.tally)
        keys = list(mine) + [m.key for m in theirs if m.key not in mine]
        both = {**{m.key: m for m in theirs}, **mine}
        found = [difference(both[k], self.tally, other.tally) for k in keys]
        adjusted = stats.holm([d.p_value for d in found])
        return [attrs.evolve(d, adjusted=p) for d, p in zip(found, adjusted, strict=True)]

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
        if isinstance(d, Mapping) and d.get("format") == "unorules-simulation/1":
            raise ValueError("a simulation report of an older unorules (format unorules-simulation/1, "
                             "without the batches its intervals are made of): simulate it again")
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
