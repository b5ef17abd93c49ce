"""``unorules simulate`` on the compiled kernel: the same report type, counted the same way.

* exact counting: whole games the kernel plays are replayed through the Python driver
  (:func:`unorules.sim.game.play_game`, with bots that play the kernel's recorded
  actions), and the driver's tally equals the kernel's, field by field;
* a report does not depend on the chunking or the workers;
* ``auto`` falls back to the Python engine, with a message, for a policy or a variant
  the kernel cannot play; ``kernel`` refuses them; ``python`` is the Python engine;
* the kernel's report and the Python engine's agree in distribution (the report's own
  two-sample tests), and those tests tell another policy apart.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

import unorules
from unorules import Action, Rules

pytest.importorskip("numba")

from unorules import kernel
from unorules.kernel import lower as lowering
from unorules.sim import SimulationReport, output, simulate
from unorules.sim.engines import kernel_tally
from unorules.sim.game import derive, play_game
from unorules.sim.tally import Counting, Tally


class Script:
    """Bots that play back one recorded game: each seat, when asked, plays the next
    recorded action if it is that seat's (next_round is the driver's own)."""

    def __init__(self, actions: Sequence[Action]) -> None:
        self.actions = [a for a in actions if a.kind != "next_round"]
        self.at = 0

    def seat(self, seat: int) -> Any:
        script = self

        class Seat:
            name = "random"

            def interrupt(self, rules: Rules, view: Any, legal: tuple[Action, ...]) -> Action | None:
                nxt = script.peek()
                return script.take() if nxt is not None and nxt.player == seat else None

            def act(self, rules: Rules, view: Any, legal: tuple[Action, ...]) -> Action:
                nxt = script.peek()
                assert nxt is not None and nxt.player == seat, f"seat {seat} asked to act, script has {nxt}"
                return script.take()

        return Seat()

    def peek(self) -> Action | None:
        return self.actions[self.at] if self.at < len(self.actions) else None

    def take(self) -> Action:
        self.at += 1
        return self.actions[self.at - 1]


def driver_tally(rules: Rules, players: int, seeds: Sequence[int], cap: int) -> Tally:
    counting = Counting(players)
    for seed in seeds:
        script = Script(kernel.play(rules, players, seed, whole_game=True, max_actions=3 * cap))
        play_game(rules, players, seed, [script.seat(s) for s in range(players)], ["random"] * players,
                  counting, cap)
    return counting.freeze()


@pytest.mark.parametrize(("name", "players", "cap"), [
    ("standard", 2, 20000), ("standard", 4, 20000), ("seven_zero", 4, 20000), ("stacking", 3, 20000),
    ("russian", 4, 20000), ("turkish", 2, 20000), ("jump_in", 3, 20000), ("draw_until_playable", 2, 20000),
    ("partners", 4, 20000), ("minion_penalty", 3, 20000),
    ("minion", 3, 20000), ("flip", 4, 20000), ("standard", 3, 900),  # a cap that stops some games: abandoned ones
])
def test_the_kernel_counts_what_the_python_driver_counts(name: str, players: int, cap: int) -> None:
    if name not in unorules.variants():
        pytest.skip(f"{name} is not bundled")
    rules = unorules.load(name)
    try:
        lowering.lower(rules)
    except kernel.LoweringError as err:
        pytest.skip(f"the kernel refuses {name}: {err}")
    seeds = [derive(7, g) for g in range(6)]
    mine = kernel_tally(rules, players, seeds, "random", cap)
    theirs = driver_tally(rules, players, seeds, cap)
    assert mine.games == 6
    assert mine == theirs, "\n".join(
        f"{f}: kernel {getattr(mine, f)!r} driver {getattr(theirs, f)!r}"
        for f in Tally.__attrs_attrs__.__dict__ if getattr(mine, f) != getattr(theirs, f))  # type: ignore[attr-defined]
    if cap == 900:
        assert 0 < mine.abandoned < mine.games


def test_a_counting_bug_would_be_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison above sees a wrong count: the kernel's figures against the
    driver's for games other than the kernel played (a wrong seed) differ."""
    rules = unorules.load("standard")
    seeds = [derive(7, g) for g in range(3)]
    assert kernel_tally(rules, 2, [s + 1 for s in seeds], "random", 20000) != driver_tally(rules, 2, seeds, 20000)


def test_the_report_does_not_depend_on_chunks_or_workers() -> None:
    import concurrent.futures as cf

    rules = unorules.load("standard")
    one = simulate(rules, players=2, games=300, seed=4, engine="kernel", chunk=300)
    ticks: list[tuple[int, int]] = []
    many = simulate(rules, players=2, games=300, seed=4, engine="kernel", chunk=7,
                    progress=lambda d, t: ticks.append((d, t)))
    with cf.ProcessPoolExecutor(2) as pool:
        pooled = simulate(rules, players=2, games=300, seed=4, engine="kernel", chunk=40, executor=pool)
    assert isinstance(one, SimulationReport) and one.engine == "kernel"
    assert one == many == pooled and one.to_json() == pooled.to_json()
    assert len(ticks) == 43 and ticks[-1] == (300, 300)
    assert SimulationReport.from_json(one.to_json()) == one


def test_auto_plays_the_kernel_when_it_can_and_says_why_when_it_cannot(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = unorules.load("standard")
    told: list[str] = []
    assert simulate(rules, players=2, games=3, engine="auto", notice=told.append).engine == "kernel"
    assert not told
    greedy = simulate(rules, players=2, games=3, policies="greedy", notice=told.append)
    assert greedy.engine == "python" and "only the random policy, not greedy" in told[-1]
    with pytest.raises(ValueError, match=r"--engine kernel cannot play standard.*greedy"):
        simulate(rules, players=2, games=3, policies="greedy", engine="kernel")
    assert simulate(rules, players=2, games=3, engine="python").engine == "python"
    # A variant with a primitive the kernel has no opcode for: auto falls back, naming it.
    monkeypatch.delattr(unorules.ir.effects.Reverse, "kernel_op")
    fallback = simulate(rules, players=2, games=3, notice=told.append)
    assert fallback.engine == "python" and "Reverse" in told[-1] and "Python engine plays" in told[-1]
    with pytest.raises(ValueError, match="Reverse"):
        simulate(rules, players=2, games=3, engine="kernel")


def test_the_command_line_chooses_the_engine_and_tells_of_a_fallback() -> None:
    from click.testing import CliRunner

    from unorules.cli import build

    runner = CliRunner()
    main = build()
    res = runner.invoke(main, ["simulate", "standard", "--players", "2", "--games", "20", "--json", "-",
                               "--no-progress"])
    assert res.exit_code == 0, res.output
    assert [r.engine for r in output.from_json(res.stdout)] == ["kernel"]
    res = runner.invoke(main, ["simulate", "standard", "--players", "2", "--games", "2", "--policy", "greedy",
                               "--no-progress"])
    assert res.exit_code == 0 and "the Python engine plays, because" in res.stderr
    assert "engine python" in res.stdout
    res = runner.invoke(main, ["simulate", "standard", "--players", "2", "--games", "2", "--policy", "greedy",
                               "--engine", "kernel", "--no-progress"])
    assert res.exit_code != 0 and "cannot play standard" in res.output and "Traceback" not in res.output


def test_kernel_and_python_reports_agree_in_distribution() -> None:
    rules = unorules.load("standard")
    k = simulate(rules, players=2, games=3000, seed=1, engine="kernel")
    p = simulate(rules, players=2, games=60, seed=2, engine="python")
    diffs = {d.key: d for d in k.compare(p)}
    figures = ("seat_win.0", "first_seat", "turns", "actions", "rounds_per_game", "points",
               "draws_per_turn", "event.draws", "event.played wild")
    print("kernel n=3000 games / python n=60 games:",
          ", ".join(f"{f} p={diffs[f].p_value:.3f}" for f in figures))
    # Fixed seeds: the same figures every run.
    assert all(diffs[f].p_value > 0.001 for f in figures), {f: diffs[f].p_value for f in figures}
    # And the same tests tell another policy apart.
    u = simulate(rules, players=2, games=40, seed=2, policies="greedy", engine="python")
    assert k.compare(u)[[d.key for d in k.compare(u)].index("turns")].p_value < 1e-6
