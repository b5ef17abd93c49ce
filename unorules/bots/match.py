"""The chance to win a two-seat game played to a target score, from the points each
seat still needs: what a round is worth in a match, as opposed to its point swing.

The model (an assumption, deliberately simple): each round is won by either seat with
even odds, and the points a won round brings are exponential with mean ``mean``. So a
seat needing ``a`` more points must win 1 + Poisson(a / mean) more rounds, and it wins
the game if it wins that many before the other seat wins its own number: a negative
binomial race over fair rounds. Near the target this is far from linear in points (a
seat needing 10 gains nothing from scoring 200 rather than 20), which is the point.

Values are computed on a grid of ``STEP`` points and read between grid points by
bilinear interpolation, so that a few points more or less still count.
"""

from __future__ import annotations

import math

STEP = 5.0
_RACE: list[list[float]] = []  # _RACE[m][o]: the chance to win m fair rounds before losing o
_CACHE: dict[tuple[float, int, int], float] = {}
_SUMS: dict[tuple[float, int], list[float]] = {}


def _race(n: int) -> list[list[float]]:
    """The race table, at least ``n`` by ``n``."""
    global _RACE
    if len(_RACE) < n:
        n = max(n, 2 * len(_RACE))
        t = [[0.0] * n for _ in range(n)]
        for m in range(n):
            for o in range(n):
                t[m][o] = 1.0 if m == 0 < o else 0.0 if o == 0 else 0.5 * t[m - 1][o] + 0.5 * t[m][o - 1]
        _RACE = t
    return _RACE


def poisson(lam: float) -> list[float]:
    """P(N = k) for k up to where the tail is negligible."""
    p = math.exp(-lam)
    out = [p]
    for k in range(1, int(lam + 8 * math.sqrt(lam) + 12)):
        p *= lam / k
        out.append(p)
    return out


def _sums(mean: float, j: int, n: int) -> list[float]:
    """For the other seat needing j steps: per m < n, the sum over o of P(o) race(m + 1, o + 1)."""
    key = (mean, j)
    got = _SUMS.get(key)
    if got is None or len(got) < n:
        po = poisson(j * STEP / mean)
        t = _race(max(n, len(po)) + 2)
        got = _SUMS[key] = [sum(p * t[m + 1][o + 1] for o, p in enumerate(po)) for m in range(n)]
    return got


def _grid(mean: float, i: int, j: int) -> float:
    key = (mean, i, j)
    got = _CACHE.get(key)
    if got is None:
        pm = poisson(i * STEP / mean)
        sums = _sums(mean, j, len(pm))
        got = _CACHE[key] = sum(p * sums[m] for m, p in enumerate(pm))
    return got


def game_odds(need: float, other: float, mean: float) -> float:
    """The chance that a seat needing ``need`` more points wins the game before the seat
    needing ``other`` (a seat at or past the target has won), rounds bringing ``mean``
    points on average."""
    if need <= 0:
        return 1.0
    if other <= 0:
        return 0.0
    x, y = need / STEP, other / STEP
    i, j = int(x), int(y)
    fx, fy = x - i, y - j
    g = _grid
    return ((1 - fx) * ((1 - fy) * g(mean, i, j) + fy * g(mean, i, j + 1))
            + fx * ((1 - fy) * g(mean, i + 1, j) + fy * g(mean, i + 1, j + 1)))
