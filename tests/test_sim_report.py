"""Simulation reports: known cases, exact merging whatever the partition, round trips."""

from __future__ import annotations

import concurrent.futures as cf
import csv
import io
import json
from pathlib import Path

import pytest

import unorules
from unorules.sim import SimulationReport, simulate
from unorules.sim import output as out

DATA = Path(__file__).parent / "data"


def test_a_variant_seat_zero_always_wins_reads_100_percent() -> None:
    # Two players, one card each, any card playable on anything, the dealer (seat 0,
    # there is no draw for the deal) plays first and the game ends at the first round.
    rules = unorules.load(DATA / "seat_zero_wins.uno")
    report = simulate(rules, players=2, games=300, seed=3, policies="uniform")
    win0, win1 = report.figure("seat_win.0").estimate, report.figure("seat_win.1").estimate
    assert (win0.value, win0.high, win1.value, win1.low) == (1.0, 1.0, 0.0, 0.0)
    assert 0.98 < win0.low < 1.0  # Wilson: 300 of 300 still leaves room below 100%
    assert report.figure("first_seat").estimate.value == pytest.approx(-0.5)  # the dealer's left never wins
    assert report.figure("turns").median == 1.0


def test_a_symmetric_case_covers_one_half() -> None:
    # Standard with two random bots: the dealer is drawn at random, so the seats are alike.
    report = simulate(unorules.load("standard"), players=2, games=400, seed=11, policies="random")
    for seat in (0, 1):
        e = report.figure(f"seat_win.{seat}").estimate
        assert e.low < 0.5 < e.high
    assert report.tally.game_wins[0] + report.tally.game_wins[1] == 400


def test_a_policy_match_rotates_seats() -> None:
    report = simulate(unorules.load("standard"), players=2, games=40, seed=2, policies=("greedy", "random"))
    assert report.rotate
    assert dict(report.tally.policy_seats) == {"greedy": 40, "random": 40}
    greedy = report.figure("policy_win.greedy").estimate
    assert greedy.low > 0.6  # greedy beats the random baseline
    wins = dict(report.tally.policy_round_wins)
    assert wins["greedy"] + wins["random"] == report.tally.rounds
    rate = report.figure("policy_round_win.greedy").estimate
    assert rate.value == wins["greedy"] / report.tally.rounds


def _report(**kw: object) -> SimulationReport:
    rules = unorules.load("turkish")
    return simulate(rules, players=3, games=23, seed=4, policies="random", **kw)  # type: ignore[arg-type]


def test_the_report_does_not_depend_on_the_partition() -> None:
    one = _report(chunk=50)
    assert one.to_json() == _report(chunk=1).to_json() == _report(chunk=7).to_json()
    with cf.ThreadPoolExecutor(3) as pool:
        assert _report(chunk=4, executor=pool).to_json() == one.to_json()


def test_a_process_pool_gives_the_same_bytes() -> None:
    one = _report()
    with cf.ProcessPoolExecutor(2) as pool:
        assert _report(chunk=5, executor=pool).to_json() == one.to_json()


def test_the_partition_check_catches_seeds_that_follow_the_chunk(monkeypatch: pytest.MonkeyPatch) -> None:
    """A mutant that seeds games by their place in the chunk (a classic bug) is caught."""
    from unorules.sim import run

    real, real_counting = run.derive, run.Counting
    local = [0]  # the game's place in its chunk

    def counting(players: int) -> object:
        local[0] = 0  # a new chunk starts
        return real_counting(players)

    def derive(seed: int, game: int, *seat: int) -> int:
        got = real(seed, local[0], *seat)
        if not seat:  # the game's own seed is derived after its bots'
            local[0] += 1
        return got

    monkeypatch.setattr(run, "Counting", counting)
    monkeypatch.setattr(run, "derive", derive)
    assert _report(chunk=5).to_json() != _report(chunk=7).to_json()


@pytest.mark.slow  # a cluster of two worker processes; the chunking itself is tested in one process above
def test_dask_local_cluster_matches_one_process() -> None:
    distributed = pytest.importorskip("distributed")
    one = _report()
    with distributed.LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                                  dashboard_address=None) as cluster, distributed.Client(cluster) as client:
        assert len(client.scheduler_info()["workers"]) == 2
        dask = _report(chunk=4, executor=client.get_executor())
    assert dask.to_json() == one.to_json()


def test_json_round_trip() -> None:
    report = _report()
    text = report.to_json()
    back = SimulationReport.from_json(text)
    assert back == report and back.to_json() == text
    data = json.loads(text)
    assert data["figures"]["seat_win.0"]["low"] <= data["figures"]["seat_win.0"]["value"]
    two = [report, simulate(unorules.load("standard"), players=3, games=10, seed=4, policies="random")]
    assert out.from_json(out.to_json(two)) == two
    with pytest.raises(ValueError, match="not a simulation report"):
        SimulationReport.from_json('{"format": "something else"}')
    with pytest.raises(ValueError, match="invalid JSON at line 1"):
        SimulationReport.from_json("{")


def test_csv_holds_the_same_figures() -> None:
    a = _report()
    b = simulate(unorules.load("standard"), players=3, games=10, seed=4, policies="random")
    rows = list(csv.DictReader(io.StringIO(out.to_csv([a, b]))))
    for r in (a, b):
        for fig in r.rows():
            line = next(x for x in rows if x["variant"] == r.variant and x["figure"] == fig.key)
            assert float(line["value"]) == fig.estimate.value
            assert float(line["low"]) == fig.estimate.low
    diffs = {d.key: d for d in a.compare(b)}
    line = next(x for x in rows if x["variant"] == "standard" and x["figure"] == "turns")
    assert float(line["p_value"]) == diffs["turns"].p_value


def test_comparisons_say_when_a_difference_is_significant() -> None:
    rules = unorules.load("standard")
    stacking = unorules.load("stacking")
    a = simulate(rules, players=3, games=60, seed=1, policies="greedy")
    b = simulate(stacking, players=3, games=60, seed=1, policies="greedy")
    diffs = {d.key: d for d in a.compare(b)}
    assert diffs["event.stacks"].significant  # standard never stacks, stacking does
    assert diffs["event.stacks"].first.value == 0


def test_bad_arguments_are_refused_with_a_reason() -> None:
    rules = unorules.load("standard")
    with pytest.raises(ValueError, match="2 to 10 players, not 11"):
        simulate(rules, players=11, games=1)
    with pytest.raises(ValueError, match="unknown policy 'smart'"):
        simulate(rules, players=2, games=1, policies="smart")
    with pytest.raises(ValueError, match="one policy for every seat or one per seat"):
        simulate(rules, players=3, games=1, policies=("random", "greedy"))
    with pytest.raises(ValueError, match="games must be a whole number of at least 1"):
        simulate(rules, players=2, games=0)
    with pytest.raises(ValueError, match="only ismcts takes a budget"):
        simulate(rules, players=2, games=1, policies="greedy:5")


def test_unorules_simulate_is_the_library_call_and_loads_lazily(tmp_path: Path) -> None:
    import subprocess
    import sys

    assert unorules.simulate is simulate
    code = ("import sys, unorules\n"
            "light = not any(m.startswith(('unorules.sim', 'unorules.bots', 'matplotlib', 'distributed'))"
            " for m in sys.modules)\n"
            "f = unorules.simulate\n"
            "print(light, f.__module__, 'unorules.bots' in sys.modules)\n")
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True, text=True,
                          timeout=120, check=True)
    assert done.stdout.split() == ["True", "unorules.sim.run", "False"]
    with pytest.raises(AttributeError, match="no attribute 'simulat'"):
        unorules.simulat  # type: ignore[attr-defined]  # noqa: B018


def test_rules_from_text_travel_to_worker_processes() -> None:
    """A variant compiled from text has no file for a worker to load: the rules go along."""
    rules = unorules.loads("variant quick_seven\nextends standard\non 7: player swaps hands with target\n")
    one = simulate(rules, players=3, games=6, seed=2, policies="greedy")
    with cf.ProcessPoolExecutor(2) as pool:
        assert simulate(rules, players=3, games=6, seed=2, policies="greedy", executor=pool,
                        chunk=2).to_json() == one.to_json()
    assert one.figure("event.played 7").estimate.value > 0


def test_intervals_of_ratios_come_from_the_batches_and_old_reports_are_refused() -> None:
    report = _report(chunk=5)
    assert len(report.tally.batches) == 23  # 23 games: a batch each
    turns = report.figure("turns").estimate
    assert turns.low < turns.value < turns.high
    old = json.loads(report.to_json())
    old["format"] = "unorules-simulation/1"
    with pytest.raises(ValueError, match="older unorules"):
        SimulationReport.from_dict(old)
