"""Which engine plays a simulation: the compiled kernel where it can, else the Python engine.

The kernel (:mod:`unorules.kernel`) plays the same games in distribution, far faster:
it runs the ``random`` bot's rule (:class:`unorules.bots.simple.Random`) from its own
random stream, so its games are not the Python engine's game for game, but every deal
is (game ``i`` is dealt from the same derived seed), and the kernel counts every figure
of the report exactly as :func:`unorules.sim.game.play_game` does (tests/test_sim_engines.py
replays kernel games through that driver and compares the tallies).

``auto`` picks the kernel when every seat plays a policy it has, numba is installed and
the variant lowers (no primitive without an opcode); otherwise it says why and plays in
Python. ``kernel`` insists and raises instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from unorules.errors import ArgumentError
from unorules.sim.tally import Tally, _pairs

if TYPE_CHECKING:
    from unorules.engine.rules import Rules

ENGINES = ("auto", "kernel", "python")
# The bots whose rule the kernel plays (its "uniform" is another policy than the bot's).
KERNEL_POLICIES = frozenset({"random"})


def kernel_refusal(rules: Rules, players: int, policies: Sequence[str]) -> str:
    """Why the kernel cannot play this simulation ('' when it can)."""
    other = sorted(set(policies) - KERNEL_POLICIES)
    if other:
        return (f"the kernel plays only the {', '.join(sorted(KERNEL_POLICIES))} policy, "
                f"not {', '.join(other)}")
    try:
        from unorules import kernel

        kernel.check(rules, players)
    except (ValueError, ImportError) as err:  # LoweringError, KernelError are ValueErrors
        return str(err)
    return ""


def choose(rules: Rules, players: int, policies: Sequence[str], engine: str) -> tuple[str, str]:
    """The engine to use ('kernel' or 'python') and, when ``auto`` fell back, why."""
    if engine not in ENGINES:
        raise ArgumentError(f"unknown engine {engine!r}: use one of {', '.join(ENGINES)}")
    if engine == "python":
        return "python", ""
    why = kernel_refusal(rules, players, policies)
    if not why:
        return "kernel", ""
    if engine == "kernel":
        raise ArgumentError(f"--engine kernel cannot play {rules.name}: {why}")
    return "python", why


def kernel_tally(rules: Rules, players: int, seeds: Sequence[int], policy: str,
                 max_actions: int) -> Tally:
    """The tally of whole games the kernel plays from ``seeds`` (one policy at every seat)."""
    from unorules import kernel

    c = kernel.count_games(rules, players, seeds, policy, max_actions)
    finished = c.games - c.abandoned
    return Tally(
        players=players, games=c.games, abandoned=c.abandoned, rounds=c.rounds,
        game_wins=c.game_wins, round_wins=c.round_wins, first_seat_wins=c.first_seat_wins,
        policy_seats=_pairs({policy: players * finished}), policy_wins=_pairs({policy: finished}),
        policy_round_wins=_pairs({policy: c.rounds}), reshuffle_rounds=c.reshuffle_rounds,
        exhausted_rounds=c.exhausted_rounds, turns=c.turns, actions=c.actions,
        rounds_per_game=c.rounds_per_game, points=c.points, draws_per_turn=c.draws_per_turn,
        events=_pairs(dict(c.events)),
    )
