"""The statistics against values worked out independently."""

from __future__ import annotations

import itertools
import math

import pytest

from unorules.sim import stats


def test_wilson_matches_published_values() -> None:
    # Newcombe (1998), table I: 81 of 263 -> 0.2553 to 0.3662; 15 of 148 -> 0.0624 to 0.1605.
    e = stats.wilson(81, 263)
    assert (round(e.low, 4), round(e.high, 4)) == (0.2553, 0.3662)
    e = stats.wilson(15, 148)
    assert (round(e.low, 4), round(e.high, 4)) == (0.0624, 0.1605)
    assert stats.wilson(0, 10).low == 0.0 and stats.wilson(10, 10).high == 1.0
    assert round(stats.wilson(0, 10).high, 4) == 0.2775
    assert math.isnan(stats.wilson(0, 0).value)


def test_two_proportions() -> None:
    # 60/100 against 40/100: z = 0.2 / sqrt(0.25 * 0.02) = 2.828..., p = 0.00468
    assert stats.two_proportions(60, 100, 40, 100) == pytest.approx(0.004678, abs=1e-5)
    assert stats.two_proportions(5, 10, 5, 10) == pytest.approx(1.0)
    assert stats.two_proportions(0, 10, 0, 10) == 1.0


def _u_brute(a: list[int], b: list[int]) -> float:
    return sum(1.0 if x > y else 0.5 if x == y else 0.0 for x, y in itertools.product(a, b))


def test_mann_whitney_agrees_with_its_definition() -> None:
    a = [3, 5, 5, 7, 9, 9, 9, 12, 4, 5]
    b = [1, 2, 5, 5, 6, 8, 3, 3, 2]
    ha = stats.as_hist((v, a.count(v)) for v in set(a))
    hb = stats.as_hist((v, b.count(v)) for v in set(b))
    n1, n2 = len(a), len(b)
    u = _u_brute(a, b)
    ties = sum((c := (a + b).count(v)) ** 3 - c for v in set(a + b))
    n = n1 + n2
    sd = math.sqrt(n1 * n2 / 12 * ((n + 1) - ties / (n * (n - 1))))
    expected = math.erfc(abs(u - n1 * n2 / 2) / sd / math.sqrt(2))
    assert stats.mann_whitney(ha, hb) == pytest.approx(expected)
    assert stats.mann_whitney(ha, ha) == pytest.approx(1.0)


def test_histogram_summaries() -> None:
    h = stats.as_hist([(1, 2), (2, 1), (10, 1)])  # 1, 1, 2, 10
    m = stats.hist_mean(h)
    assert m.value == pytest.approx(3.5)
    sd = math.sqrt(((1 - 3.5) ** 2 * 2 + (2 - 3.5) ** 2 + (10 - 3.5) ** 2) / 3)
    assert m.high - m.value == pytest.approx(stats.Z95 * sd / 2)
    assert stats.hist_quantile(h, 0.5) == 1.0
    assert stats.hist_quantile(h, 0.9) == 10.0


def test_poisson_rates() -> None:
    e = stats.poisson_rate(100, 50)
    assert e.value == 2.0 and e.low == pytest.approx((100 - stats.Z95 * 10) / 50)
    assert stats.poisson_rates(100, 50, 100, 50) == 1.0
    assert stats.poisson_rates(200, 50, 100, 50) < 1e-6
