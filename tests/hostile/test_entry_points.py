"""Entry points refuse bad arguments with the library's own error, before they allocate or
loop by them (issue 27.4): the kernel's games, max_actions and seeds, the environments'
players, agents and actions, the bots' budget. Each case below raised a foreign exception
(numpy's MemoryError, numba's TypingError, TypeError, KeyError, IndexError) or ran
without bound before. No kernel code is compiled here: every check comes first."""

from __future__ import annotations

import tracemalloc
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import unorules
from unorules import ArgumentError, UnorulesError, bots, kernel
from unorules.errors import whole_number

STANDARD = unorules.load("standard")


def peak_mb(call: Callable[[], Any]) -> tuple[BaseException | None, float]:
    """What ``call`` raised, and the most memory it held meanwhile (numpy's buffers included)."""
    tracemalloc.start()
    err: BaseException | None = None
    try:
        call()
    except BaseException as e:  # noqa: BLE001 - the test looks at what it was
        err = e
    peak = tracemalloc.get_traced_memory()[1] / 1e6
    tracemalloc.stop()
    return err, peak


KERNEL: list[tuple[str, Callable[[], Any], str]] = [
    ("games=10**11", lambda: kernel.simulate(STANDARD, 2, 10**11), "games must be a whole number from 0 to 10,000,000"),
    ("games=-1", lambda: kernel.simulate(STANDARD, 2, -1), "games must be a whole number from 0"),
    ("games=2.0", lambda: kernel.simulate(STANDARD, 2, 2.0), "games must be a whole number"),  # type: ignore[arg-type]
    ("max_actions=2**70", lambda: kernel.simulate(STANDARD, 2, 1, max_actions=2**70), "max_actions must be a whole number from 1"),
    ("trace max_actions=2**70", lambda: kernel.trace(STANDARD, 2, 0, max_actions=2**70), "max_actions must be"),
    ("count max_actions=10**7", lambda: kernel.count_games(STANDARD, 2, [1], max_actions=10**7),
     "max_actions must be a whole number from 1 to 1,000,000"),
    ("count seed 2**70", lambda: kernel.count_games(STANDARD, 2, [2**70]), "a seed must be a whole number from"),
    ("count seeds a text", lambda: kernel.count_games(STANDARD, 2, "123"), "seeds must be a sequence"),  # type: ignore[arg-type]
    ("seed 2**63", lambda: kernel.simulate(STANDARD, 2, 1, seed=2**63), "64 bits"),
    ("players '2'", lambda: kernel.simulate(STANDARD, "2", 1), "players must be a whole number"),  # type: ignore[arg-type]
]


@pytest.mark.parametrize(("what", "call", "said"), KERNEL, ids=[k[0] for k in KERNEL])
def test_the_kernel_refuses_before_it_allocates(what: str, call: Callable[[], Any], said: str) -> None:
    err, peak = peak_mb(call)
    assert isinstance(err, kernel.KernelError) and said in str(err), repr(err)
    assert peak < 50, f"{what}: {peak:.0f} MB held before refusing"


def _env(**kw: Any) -> Any:
    from unorules.env.aec import raw_env

    return raw_env("standard", **kw)


def _reset(e: Any) -> Any:
    e.reset(seed=1)
    return e


def _single(**kw: Any) -> Any:
    from unorules.env.single import SingleSeatEnv

    return SingleSeatEnv("standard", **kw)


def _single_reset() -> Any:
    g = _single(players=2)
    g.reset(seed=1)
    return g


ENV: list[tuple[str, Callable[[], Any], str]] = [
    ("players='2'", lambda: _env(players="2"), "players must be a whole number, at least 0, not '2'"),
    ("players=2.0", lambda: _env(players=2.0), "players must be a whole number"),
    ("players=10**40", lambda: _env(players=10**40), "played by 2 to 10 players"),
    ("rounds=0", lambda: _env(players=2, rounds=0), "rounds must be a whole number, at least 1"),
    ("max_steps='many'", lambda: _env(players=2, max_steps="many"), "max_steps must be a whole number"),
    ("observe('player_9')", lambda: _reset(_env(players=2)).observe("player_9"), "no agent 'player_9'"),
    ("observe(0)", lambda: _reset(_env(players=2)).observe(0), "no agent 0"),
    ("action_space('x')", lambda: _env(players=2).action_space("x"), "no agent 'x'"),
    ("step(10**6)", lambda: _reset(_env(players=2)).step(10**6), "an action must be a whole number from 0 to"),
    ("step(1.5)", lambda: _reset(_env(players=2)).step(1.5), "an action must be a whole number"),
    ("step('x')", lambda: _reset(_env(players=2)).step("x"), "an action must be a whole number"),
    ("single seat='0'", lambda: _single(players=2, seat="0"), "seat must be a whole number"),
    ("single seat=5", lambda: _single(players=2, seat=5), "seat must be a whole number from 0 to 1"),
    ("SingleSeatEnv.step(10**6)", lambda: _single_reset().step(10**6), "an action must be a whole number from 0 to"),
    ("SingleSeatEnv.step(-1)", lambda: _single_reset().step(-1), "an action must be a whole number from 0 to"),
    ("SingleSeatEnv.step(None)", lambda: _single_reset().step(None), "an action must be a whole number"),
    ("SingleSeatEnv.step(2**70)", lambda: _single_reset().step(2**70), "a number of about 22 digits"),
]


def _vector(**kw: Any) -> Any:
    from unorules.env.vector import VectorEnv

    return VectorEnv("standard", **{"players": 2, "num_envs": 2, **kw})


ENV += [  # refused before the kernel is asked for anything (nothing compiles)
    ("VectorEnv num_envs=10**11", lambda: _vector(num_envs=10**11), "num_envs must be a whole number from 1 to 100,000"),
    ("VectorEnv max_steps=2**70", lambda: _vector(max_steps=2**70), "max_steps must be a whole number from 1"),
    ("VectorEnv players='2'", lambda: _vector(players="2"), "players must be a whole number"),
]


@pytest.mark.parametrize(("what", "call", "said"), ENV, ids=[k[0] for k in ENV])
def test_the_environments_refuse_bad_arguments(what: str, call: Callable[[], Any], said: str) -> None:
    pytest.importorskip("pettingzoo")
    with pytest.raises(ArgumentError, match=said.replace("(", r"\(").replace(")", r"\)")):
        call()


def test_the_wrapped_env_takes_no_bool_for_an_index() -> None:
    pytest.importorskip("pettingzoo")
    from unorules.env.aec import env

    e = env("standard", 2)
    e.reset(seed=3)
    with pytest.raises(ArgumentError, match="action index from 0 to"):
        e.step(True)  # was index 1


def test_a_numpy_index_is_still_an_index() -> None:
    pytest.importorskip("pettingzoo")
    e = _reset(_env(players=2))
    legal = int(np.flatnonzero(e.observe(e.agent_selection)["action_mask"])[0])
    e.step(np.int64(legal))
    assert len(e.log) == 1


@pytest.mark.parametrize("spec", ["ismcts:99999999999999999999", "ismcts:1000001", "ismcts:0", "ismcts:" + "9" * 100_000,
                                  "ismcts:\u0663", "greedy:5", "ismcts:-3"],
                         ids=["20 digits", "1000001", "0", "100000 digits", "arabic digit", "greedy:5", "-3"])
def test_bots_parse_refuses_a_budget_out_of_bounds(spec: str) -> None:
    err, peak = peak_mb(lambda: bots.parse(spec))
    assert isinstance(err, ArgumentError), repr(err)
    assert len(str(err)) < 200 and peak < 5


def test_bots_parse_and_make_take_the_largest_budget() -> None:
    assert bots.parse("ismcts:1000000") == ("ismcts", {"iterations": 1_000_000})
    assert bots.parse("ismcts:007") == ("ismcts", {"iterations": 7})
    with pytest.raises(ArgumentError, match="at least one iteration per decision, and at most 1,000,000"):
        bots.make("ismcts", iterations=10**20)


@pytest.mark.parametrize("depth", [10_001, 10**5000, -1, True, 2.5], ids=["10001", "huge", "-1", "bool", "float"])
def test_ismcts_refuses_a_rollout_depth_out_of_bounds(depth: object) -> None:
    # A depth of 10**12 was taken, and every iteration then played on for as long as the
    # round lasted: the depth is a cost bound like the budget.
    err, peak = peak_mb(lambda: bots.make("ismcts", depth=depth))
    assert isinstance(err, ArgumentError), repr(err)
    assert "from 0 to 10,000" in str(err) and len(str(err)) < 200 and peak < 5


def test_ismcts_takes_the_largest_depth() -> None:
    assert bots.make("ismcts", depth=10_000).depth == 10_000


@pytest.mark.parametrize("value", ["3", 3.0, True, None, [3], 10**5000, -(10**5000)],
                         ids=["text", "float", "bool", "None", "list", "huge", "-huge"])
def test_whole_number_refuses_what_is_no_whole_number_in_range(value: object) -> None:
    with pytest.raises(UnorulesError) as err:
        whole_number(value, "players", 2, 10)
    assert str(err.value).startswith("players must be") and len(str(err.value)) < 120
    assert whole_number(np.int32(4), "players", 2, 10) == 4


def _simulate(**kw: Any) -> Any:
    from unorules.sim import simulate

    return simulate(STANDARD, **{"players": 2, "games": 1, "engine": "python", **kw})


SIM: list[tuple[str, Callable[[], Any], str]] = [
    # 10**11 games made a list of 2 * 10**9 chunks before the first game was played.
    ("games=10**11", lambda: _simulate(games=10**11), "games must be a whole number of at least 1 and at most"),
    ("players='2'", lambda: _simulate(players="2"), "players must be a whole number"),
    ("max_actions=2**70", lambda: _simulate(max_actions=2**70), "max_actions must be"),
    ("chunk=2**70", lambda: _simulate(chunk=2**70), "chunk must be"),
    ("10**8 games in chunks of 1", lambda: _simulate(games=10**8, chunk=1), "more than 1,000,000 chunks"),
    ("engine='bogus'", lambda: _simulate(engine="bogus"), "unknown engine 'bogus'"),
    ("bots.make seed='x'", lambda: bots.make("random", seed="x"), "seed is a whole number"),  # type: ignore[arg-type]
    ("bots.make unknown", lambda: bots.make("x" * 10**6), "unknown bot"),
]


@pytest.mark.parametrize(("what", "call", "said"), SIM, ids=[k[0] for k in SIM])
def test_simulate_and_bots_refuse_before_they_allocate(what: str, call: Callable[[], Any], said: str) -> None:
    err, peak = peak_mb(call)
    assert isinstance(err, ArgumentError) and said in str(err), repr(err)
    assert len(str(err)) < 300 and peak < 50, f"{what}: {peak:.0f} MB"
