"""The statistics of a simulation report, in pure Python.

Rates get Wilson score intervals (they stay inside [0, 1] and behave at 0% and 100%,
where the textbook normal interval collapses). Means get the normal interval
mean +- 1.96 standard errors, fine for the thousands of rounds a report holds. Counts of
events per round are taken as Poisson. Comparisons: two rates by the two-proportion z
test; two distributions (round lengths, points) by the Mann-Whitney U test with the tie
correction, since they are skewed and full of ties; two event rates by a z test on
Poisson counts. Every p-value is two-sided.
"""

from __future__ import annotations

import math
from collections.abc import Iterable

from attrs import frozen

Z95 = 1.959963984540054  # the 97.5% point of the standard normal


@frozen
class Estimate:
    """A figure with its 95% interval (``low`` and ``high`` equal ``value`` when there is
    no data to estimate spread from)."""

    value: float
    low: float
    high: float

    def shifted(self, by: float) -> Estimate:
        return Estimate(self.value + by, self.low + by, self.high + by)


def normal_sf2(z: float) -> float:
    """Two-sided p-value of a standard normal statistic."""
    return math.erfc(abs(z) / math.sqrt(2.0))


def wilson(k: int, n: int) -> Estimate:
    """k successes out of n: the rate and its Wilson score interval."""
    if n <= 0:
        return Estimate(math.nan, math.nan, math.nan)
    p = k / n
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * n)) / (1 + z2 / n)
    half = Z95 * math.sqrt(p * (1 - p) / n + z2 / (4 * n * n)) / (1 + z2 / n)
    # At 0 and n the bound is exactly 0 or 1 (the formula gives it up to rounding).
    low = 0.0 if k == 0 else max(0.0, centre - half)
    high = 1.0 if k == n else min(1.0, centre + half)
    return Estimate(p, low, high)


def two_proportions(k1: int, n1: int, k2: int, n2: int) -> float:
    """p-value of the two-proportion z test (pooled); 1.0 when it cannot be computed."""
    if n1 <= 0 or n2 <= 0:
        return math.nan
    pooled = (k1 + k2) / (n1 + n2)
    se = math.sqrt(pooled * (1 - pooled) * (1 / n1 + 1 / n2))
    if se == 0:
        return 1.0
    return normal_sf2((k1 / n1 - k2 / n2) / se)


Hist = tuple[tuple[int, int], ...]  # (value, how many), values ascending


def hist_count(h: Hist) -> int:
    return sum(c for _, c in h)


def hist_mean(h: Hist) -> Estimate:
    n = hist_count(h)
    if n == 0:
        return Estimate(math.nan, math.nan, math.nan)
    total = sum(v * c for v, c in h)
    mean = total / n
    if n < 2:
        return Estimate(mean, mean, mean)
    var = (sum(v * v * c for v, c in h) - total * total / n) / (n - 1)
    half = Z95 * math.sqrt(max(var, 0.0) / n)
    return Estimate(mean, mean - half, mean + half)


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


def mann_whitney(a: Hist, b: Hist) -> float:
    """Two-sided p-value of the Mann-Whitney U test (normal approximation, ties corrected)."""
    n1, n2 = hist_count(a), hist_count(b)
    if n1 == 0 or n2 == 0:
        return math.nan
    counts: dict[int, list[int]] = {}
    for v, c in a:
        counts.setdefault(v, [0, 0])[0] += c
    for v, c in b:
        counts.setdefault(v, [0, 0])[1] += c
    rank_sum_a = 0.0
    below = 0
    ties = 0.0
    for v in sorted(counts):
        ca, cb = counts[v]
        t = ca + cb
        mid = below + (t + 1) / 2  # the average rank of a tied group
        rank_sum_a += ca * mid
        ties += t ** 3 - t
        below += t
    n = n1 + n2
    u = rank_sum_a - n1 * (n1 + 1) / 2
    var = n1 * n2 / 12 * ((n + 1) - ties / (n * (n - 1)))
    if var <= 0:
        return 1.0
    return normal_sf2((u - n1 * n2 / 2) / math.sqrt(var))


def poisson_rate(k: int, n: int) -> Estimate:
    """k events in n rounds: the rate per round with a normal interval on the Poisson count."""
    if n <= 0:
        return Estimate(math.nan, math.nan, math.nan)
    half = Z95 * math.sqrt(k)
    return Estimate(k / n, max(0.0, (k - half) / n), (k + half) / n)


def poisson_rates(k1: int, n1: int, k2: int, n2: int) -> float:
    """p-value that two Poisson rates per round are equal (z test on the difference)."""
    if n1 <= 0 or n2 <= 0:
        return math.nan
    se = math.sqrt(k1 / (n1 * n1) + k2 / (n2 * n2))
    if se == 0:
        return 1.0
    return normal_sf2((k1 / n1 - k2 / n2) / se)


def as_hist(pairs: Iterable[tuple[int, int]]) -> Hist:
    return tuple(sorted((int(v), int(c)) for v, c in pairs if c))
