"""The statistics against published values, against independent brute-force versions,
and by coverage simulations: data drawn from known distributions, many times over, and
a 95% interval must cover the true value about 95% of the time (a test at 5% must
reject a true hypothesis about 5% of the time)."""

from __future__ import annotations

import math

import numpy as np
import pytest

from unorules.sim import stats

# With R repetitions a true coverage of 95% is seen within +-3 standard errors of it.
R = 1500
BAND = 3 * math.sqrt(0.95 * 0.05 / R)


def covered(hits: int) -> bool:
    return abs(hits / R - 0.95) < BAND


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


def test_student_t_matches_tables() -> None:
    # 97.5% points of t (any table): df 1, 2, 10, 30, 100.
    for df, t in ((1, 12.7062047), (2, 4.30265273), (10, 2.22813885), (30, 2.04227246), (100, 1.98397152)):
        assert stats.t_quantile975(df) == pytest.approx(t, abs=1e-6)
    assert stats.t_sf2(2.0, 10) == pytest.approx(0.0733880, abs=1e-6)
    assert stats.t_sf2(0.0, 5) == pytest.approx(1.0)
    assert stats.t_sf2(1.959963984540054, 1e9) == pytest.approx(0.05)
    assert stats.betainc(2, 3, 0.5) == pytest.approx(0.6875)  # 11/16


def _score_z_brute(k1: int, n1: int, k2: int, n2: int, delta: float) -> float:
    """The same score statistic with the restricted maximum found by a grid search."""
    best, fit = -math.inf, (0.0, 0.0)
    lo, hi = max(0.0, -delta), min(1.0, 1.0 - delta)
    for i in range(1, 20000):
        p1 = lo + (hi - lo) * i / 20000
        p2 = p1 + delta
        ll = (k1 * math.log(p1) + (n1 - k1) * math.log1p(-p1) + k2 * math.log(p2) + (n2 - k2) * math.log1p(-p2))
        if ll > best:
            best, fit = ll, (p1, p2)
    p1, p2 = fit
    return (k2 / n2 - k1 / n1 - delta) / math.sqrt(p1 * (1 - p1) / n1 + p2 * (1 - p2) / n2)


def test_the_rate_difference_inverts_the_score_test() -> None:
    for k1, n1, k2, n2 in ((81, 263, 15, 148), (40, 100, 60, 100), (3, 50, 9, 40)):
        for delta in (-0.2, -0.05, 0.1):
            assert stats._score_z(k1, n1, k2, n2, delta) == pytest.approx(
                _score_z_brute(k1, n1, k2, n2, delta), abs=2e-3)
        t = stats.rate_difference(k1, n1, k2, n2)
        assert t.low < t.difference < t.high
        for bound in (t.low, t.high):  # the bounds are where the score test stops rejecting
            assert abs(_score_z_brute(k1, n1, k2, n2, bound)) == pytest.approx(stats.Z95, abs=5e-3)
        assert (t.p_value < 0.05) == (not t.low < 0 < t.high)  # test and interval agree


def test_a_ratio_of_equal_batches_is_the_mean_of_batch_means() -> None:
    batches = [(12, 4), (20, 4), (9, 4), (15, 4), (17, 4)]
    r = stats.ratio(batches)
    means = [y / x for y, x in batches]
    sd = float(np.std(means, ddof=1))
    assert r.value == pytest.approx(np.mean(means))
    assert r.se == pytest.approx(sd / math.sqrt(len(means)))
    assert r.df == 4
    e = r.estimate
    assert e.high - e.value == pytest.approx(stats.t_quantile975(4) * r.se)
    assert math.isnan(stats.ratio([(3, 2)]).se) and math.isnan(stats.ratio([]).value)


def test_welch_matches_its_formula() -> None:
    a, b = stats.Ratio(10.0, 0.5, 9), stats.Ratio(11.5, 0.8, 19)
    t = stats.welch(a, b)
    se = math.sqrt(0.25 + 0.64)
    df = (0.25 + 0.64) ** 2 / (0.25 ** 2 / 9 + 0.64 ** 2 / 19)
    assert t.difference == 1.5
    assert t.p_value == pytest.approx(stats.t_sf2(1.5 / se, df))
    assert t.high - t.difference == pytest.approx(stats.t_quantile975(df) * se)


def test_holm_matches_a_worked_example() -> None:
    assert stats.holm([0.01, 0.04, 0.03, 0.005]) == pytest.approx([0.03, 0.06, 0.06, 0.02])
    got = stats.holm([0.5, math.nan, 0.01])
    assert got[0] == pytest.approx(0.5) and math.isnan(got[1]) and got[2] == pytest.approx(0.02)


def test_batches_do_not_depend_on_chunks() -> None:
    assert [stats.batch_of(g, 10) for g in range(10)] == list(range(10))
    got = [stats.batch_of(g, 1000) for g in range(1000)]
    assert got == sorted(got) and len(set(got)) == stats.BATCHES
    assert max(got.count(b) for b in set(got)) == min(got.count(b) for b in set(got))


# --- coverage simulations -------------------------------------------------------------
def _games(rng: np.random.Generator, games: int, mean: float, dispersion: float) -> list[tuple[int, int]]:
    """Per game (events, rounds): a random number of rounds (as in a game to a target),
    each round's events a negative binomial count of the given mean, its variance
    ``dispersion`` times the mean (overdispersed, as UNO's counts are)."""
    rounds = rng.integers(3, 16, size=games)
    shape = mean / (dispersion - 1)  # gamma-Poisson: variance = mean * dispersion
    per_round = rng.poisson(rng.gamma(shape, mean / shape, size=int(rounds.sum())))
    events = np.add.reduceat(per_round, np.concatenate(([0], np.cumsum(rounds)[:-1])))
    return list(zip(events.tolist(), rounds.tolist(), strict=True))


def _batched(games: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """Per batch of consecutive games (as a report cuts them), the sums of y and x."""
    out: dict[int, list[int]] = {}
    for g, (y, x) in enumerate(games):
        b = out.setdefault(stats.batch_of(g, len(games)), [0, 0])
        b[0] += y
        b[1] += x
    return [(y, x) for y, x in out.values()]


def test_overdispersed_counts_are_covered_where_poisson_intervals_are_not() -> None:
    rng = np.random.default_rng(1)
    mean, ours, poisson = 2.5, 0, 0
    for _ in range(R):
        games = _games(rng, 300, mean, dispersion=5.0)
        e = stats.ratio(_batched(games)).estimate
        ours += e.low < mean < e.high
        k, n = sum(y for y, _ in games), sum(x for _, x in games)
        half = stats.Z95 * math.sqrt(k) / n  # the interval this report used to print
        poisson += k / n - half < mean < k / n + half
    assert covered(ours), ours / R
    assert poisson / R < 0.75  # the Poisson interval, about 2.2 times too narrow here


def test_welch_keeps_its_size_and_covers_differences() -> None:
    rng = np.random.default_rng(2)
    rejected, hits = 0, 0
    for _ in range(R):
        a = stats.ratio(_batched(_games(rng, 200, 2.0, dispersion=3.0)))
        b = stats.ratio(_batched(_games(rng, 300, 2.0, dispersion=3.0)))
        t = stats.welch(a, b)
        rejected += t.p_value < 0.05
        c = stats.ratio(_batched(_games(rng, 300, 2.4, dispersion=3.0)))
        t = stats.welch(a, c)
        hits += t.low < 0.4 < t.high
    assert abs(rejected / R - 0.05) < BAND, rejected / R
    assert covered(hits), hits / R


def test_rate_intervals_cover_their_rates() -> None:
    rng = np.random.default_rng(3)
    single, diff, rejected = 0, 0, 0
    for _ in range(R):
        k1, k2, k3 = int(rng.binomial(300, 0.3)), int(rng.binomial(400, 0.36)), int(rng.binomial(250, 0.3))
        e = stats.wilson(k1, 300)
        single += e.low < 0.3 < e.high
        t = stats.rate_difference(k1, 300, k2, 400)
        diff += t.low < 0.06 < t.high
        rejected += stats.rate_difference(k1, 300, k3, 250).p_value < 0.05
    assert covered(single), single / R
    assert covered(diff), diff / R
    assert abs(rejected / R - 0.05) < BAND, rejected / R
