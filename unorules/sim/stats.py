"""The statistics of a simulation report, in pure Python.

Two kinds of figure, each with its interval and its test from one method:

- A **rate of independent trials** (a seat wins the game; a round has a reshuffle):
  the Wilson score interval, and for two reports the score test of equal rates (the
  pooled two-proportion z test) with the interval of their difference got by inverting
  that same score test (Miettinen and Nurminen's method, without their n/(n-1)
  factor), so the difference's interval leaves out 0 exactly when p < 0.05.
- A **ratio of sums over games** (turns per round, points per round, cards drawn per
  turn, events per round, challenges won): the games are the independent units, not
  the rounds or turns inside them (the turns of a round share its hands, and a round's
  count of events varies far more than a Poisson count would). The games are cut into
  batches of consecutive games (:func:`batch_of`); the ratio's standard error is the
  batches' spread around it (the method of batch means, the delta method for a ratio),
  its interval and test use Student's t with one degree of freedom less than the
  batches, and a difference of two reports is Welch's test and interval, with the
  Welch-Satterthwaite degrees of freedom.

A table of many differences tests many hypotheses: :func:`holm` adjusts their
p-values (Holm's step-down method), which is what the table's ``*`` reads.

Every p-value is two-sided. tests/test_sim_stats.py checks the functions against
published values and by coverage simulations.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterable, Sequence

from attrs import frozen

Z95 = 1.959963984540054  # the 97.5% point of the standard normal
BATCHES = 40  # batches of consecutive games a report keeps (fewer when it has fewer games)


@frozen
class Estimate:
    """A figure with its 95% interval (``low`` and ``high`` equal ``value`` when there is
    no data to estimate spread from)."""

    value: float
    low: float
    high: float

    def shifted(self, by: float) -> Estimate:
        return Estimate(self.value + by, self.low + by, self.high + by)


NAN = Estimate(math.nan, math.nan, math.nan)


@frozen
class Test:
    """A difference (second minus first), its 95% interval and its two-sided p-value."""

    difference: float
    low: float
    high: float
    p_value: float


def normal_sf2(z: float) -> float:
    """Two-sided p-value of a standard normal statistic."""
    return math.erfc(abs(z) / math.sqrt(2.0))


# --- Student's t --------------------------------------------------------------------
def _betacf(a: float, b: float, x: float) -> float:
    """The continued fraction of the incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    qab, qap, qam = a + b, a + 1.0, a - 1.0
    c, d = 1.0, 1.0 - qab * x / qap
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 400):
        m2 = 2 * m
        aa = m * (b - m) * x / ((qam + m2) * (a + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        h *= d * c
        aa = -(a + m) * (qab + m) * x / ((a + m2) * (qap + m2))
        d = 1.0 + aa * d
        d = 1.0 / (d if abs(d) > tiny else tiny)
        c = 1.0 + aa / c
        c = c if abs(c) > tiny else tiny
        delta = d * c
        h *= delta
        if abs(delta - 1.0) < 1e-15:
            break
    return h


def betainc(a: float, b: float, x: float) -> float:
    """The regularized incomplete beta function I_x(a, b)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    ln = math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x)
    if x < (a + 1.0) / (a + b + 2.0):
        return math.exp(ln) * _betacf(a, b, x) / a
    return 1.0 - math.exp(ln) * _betacf(b, a, 1.0 - x) / b


def t_sf2(t: float, df: float) -> float:
    """Two-sided p-value of Student's t with ``df`` degrees of freedom (normal past 1e7)."""
    if math.isnan(t) or math.isnan(df) or df <= 0:
        return math.nan
    if math.isinf(t):
        return 0.0
    if df > 1e7:
        return normal_sf2(t)
    return betainc(df / 2.0, 0.5, df / (df + t * t))


@functools.lru_cache(maxsize=4096)
def t_quantile975(df: float) -> float:
    """The 97.5% point of Student's t with ``df`` degrees of freedom."""
    if math.isnan(df) or df <= 0:
        return math.nan
    if df > 1e7:
        return Z95
    lo, hi = Z95, 1.0
    while t_sf2(hi, df) > 0.05:
        hi *= 2.0
    for _ in range(60):  # bisection: t_sf2 falls as t grows
        mid = (lo + hi) / 2.0
        if t_sf2(mid, df) > 0.05:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2.0


# --- rates of independent trials ----------------------------------------------------
def wilson(k: int, n: int) -> Estimate:
    """k successes out of n: the rate and its Wilson score interval."""
    if n <= 0:
        return NAN
    p = k / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    # At 0 and n the bound is exactly 0 or 1 (the formula gives it up to rounding).
    low = 0.0 if k == 0 else max(0.0, centre - half)
    high = 1.0 if k == n else min(1.0, centre + half)
    return Estimate(p, low, high)


def two_proportions(k1: int, n1: int, k2: int, n2: int) -> float:
    """p-value of the score test of equal rates (the pooled two-proportion z test);
    1.0 when both rates are 0 or both 1."""
    if n1 <= 0 or n2 <= 0:
        return math.nan
    return normal_sf2(_score_z(k1, n1, k2, n2, 0.0))


def _score_z(k1: int, n1: int, k2: int, n2: int, delta: float) -> float:
    """The score statistic of ``p2 - p1 = delta`` (Farrington and Manning): the observed
    difference less ``delta``, over its standard error at the rates that fit the data
    best under that hypothesis (the root of a cubic, in closed form)."""
    p1, p2 = k1 / n1, k2 / n2
    # In the textbook's terms, the hypothesis is pA - pB = d with A the second sample.
    a_hat, b_hat, na, nb, d = p2, p1, n2, n1, delta
    theta = nb / na
    a = 1.0 + theta
    b = -(1.0 + theta + a_hat + theta * b_hat + d * (theta + 2.0))
    c = d * d + d * (2.0 * a_hat + theta + 1.0) + a_hat + theta * b_hat
    dd = -a_hat * d * (1.0 + d)
    v = b ** 3 / (27.0 * a ** 3) - b * c / (6.0 * a * a) + dd / (2.0 * a)
    u2 = b * b / (9.0 * a * a) - c / (3.0 * a)
    u = math.copysign(math.sqrt(max(u2, 0.0)), v)
    if u == 0.0:
        pa = -b / (3.0 * a)
    else:
        w = (math.pi + math.acos(max(-1.0, min(1.0, v / u ** 3)))) / 3.0
        pa = 2.0 * u * math.cos(w) - b / (3.0 * a)
    pa = min(1.0, max(0.0, pa))
    pb = min(1.0, max(0.0, pa - d))
    var = pa * (1.0 - pa) / na + pb * (1.0 - pb) / nb
    diff = a_hat - b_hat - d
    if var <= 0.0:
        return 0.0 if abs(diff) < 1e-12 else math.copysign(math.inf, diff)
    return diff / math.sqrt(var)


def rate_difference(k1: int, n1: int, k2: int, n2: int) -> Test:
    """The second rate minus the first, its score interval and the score test's p-value."""
    if n1 <= 0 or n2 <= 0:
        return Test(math.nan, math.nan, math.nan, math.nan)
    d = k2 / n2 - k1 / n1

    def bound(lo: float, hi: float, inside_at_lo: bool) -> float:
        # |z| < Z95 holds on one side of the bound: bisect for where it stops holding.
        for _ in range(80):
            mid = (lo + hi) / 2.0
            inside = abs(_score_z(k1, n1, k2, n2, mid)) < Z95
            if inside == inside_at_lo:
                lo = mid
            else:
                hi = mid
        return (lo + hi) / 2.0

    low = -1.0 if abs(_score_z(k1, n1, k2, n2, -1.0)) < Z95 else bound(-1.0, d, False)
    high = 1.0 if abs(_score_z(k1, n1, k2, n2, 1.0)) < Z95 else bound(d, 1.0, True)
    return Test(d, min(low, d), max(high, d), two_proportions(k1, n1, k2, n2))


# --- ratios of sums over games, by batches ------------------------------------------
def batch_of(game: int, games: int) -> int:
    """The batch of game ``game`` (of ``games``): consecutive games, BATCHES batches at
    most, the same whatever the chunks the games were played in."""
    return game * min(BATCHES, games) // games


@frozen
class Ratio:
    """A ratio of sums with its standard error and degrees of freedom."""

    value: float
    se: float
    df: float

    @property
    def estimate(self) -> Estimate:
        if math.isnan(self.se):
            return Estimate(self.value, self.value, self.value) if not math.isnan(self.value) else NAN
        half = t_quantile975(self.df) * self.se
        return Estimate(self.value, self.value - half, self.value + half)


def ratio(batches: Sequence[tuple[int, int]]) -> Ratio:
    """Sum of y over sum of x, from per-batch sums ``(y, x)``: the standard error from
    the batches' residuals around the ratio, with len(batches) - 1 degrees of freedom
    (NaN with fewer than two batches that hold data)."""
    used = [(y, x) for y, x in batches if x > 0]
    total_x = sum(x for _, x in used)
    if total_x == 0:
        return Ratio(math.nan, math.nan, math.nan)
    r = sum(y for y, _ in used) / total_x
    b = len(used)
    if b < 2:
        return Ratio(r, math.nan, math.nan)
    resid = sum((y - r * x) ** 2 for y, x in used)
    return Ratio(r, math.sqrt(b / (b - 1) * resid) / total_x, float(b - 1))


def welch(first: Ratio, second: Ratio) -> Test:
    """Second minus first: Welch's interval and test, Welch-Satterthwaite degrees of freedom."""
    d = second.value - first.value
    v1, v2 = first.se ** 2, second.se ** 2
    se = math.sqrt(v1 + v2)
    if math.isnan(se):
        return Test(d, math.nan, math.nan, math.nan)
    if se == 0.0:
        return Test(d, d, d, 1.0 if d == 0 else 0.0)
    df = (v1 + v2) ** 2 / ((v1 * v1 / first.df if v1 else 0.0) + (v2 * v2 / second.df if v2 else 0.0))
    half = t_quantile975(df) * se
    return Test(d, d - half, d + half, t_sf2(d / se, df))


# --- many comparisons ---------------------------------------------------------------
def holm(p_values: Sequence[float]) -> list[float]:
    """Holm's step-down adjusted p-values (NaN stays NaN and does not count)."""
    order = sorted((p, i) for i, p in enumerate(p_values) if not math.isnan(p))
    m = len(order)
    out = [math.nan] * len(p_values)
    running = 0.0
    for rank, (p, i) in enumerate(order):
        running = max(running, min(1.0, (m - rank) * p))
        out[i] = running
    return out


# --- histograms ---------------------------------------------------------------------
Hist = tuple[tuple[int, int], ...]  # (value, how many), values ascending


def hist_count(h: Hist) -> int:
    return sum(c for _, c in h)


def hist_total(h: Hist) -> int:
    return sum(v * c for v, c in h)


def hist_quantile(h: Hist, q: float) -> float:
    """The smallest value with at least a share q of the data at or below it."""
    n = hist_count(h)
    if n == 0:
        return math.nan
    need = q * n
    seen = 0
    for v, c in h:
        seen += c
        if seen >= need:
            return float(v)
    return float(h[-1][0])


def as_hist(pairs: Iterable[tuple[int, int]]) -> Hist:
    return tuple(sorted((int(v), int(c)) for v, c in pairs if c))
