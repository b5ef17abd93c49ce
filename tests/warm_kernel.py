"""Compile every entry point of the numba kernel the suite calls, saying nothing, if its
disk cache lacks any of them.

The root conftest.py starts this in the background when pytest-xdist's workers run: on a
cold cache (a fresh clone, a change to unorules/kernel/) it compiles beside the workers'
collection and first tests. Without it the first worker to reach the kernel compiled it
(about 55 CPU-s cold) while the lock beside numba's cache kept any other worker that
reached it waiting, its core idle. Each entry point goes through the kernel's own
``ready``, so a worker that needs one meanwhile waits on the same lock and then loads it.
With a warm cache it reads the cache's indexes and stops: loading the compiled code
(about 12 CPU-s) is left to the workers that use it.
"""

from __future__ import annotations


def main() -> int:
    try:
        from unorules.kernel import announce, machine, vector
    except ImportError:  # no numba: the kernel's tests skip
        return 0
    entries = (machine.simulate_games, machine.trace_game, machine.tally_games, vector.reset_all,
               vector.step_all, vector.step_threads, vector.observe_all)
    if not any(announce.cold(d) for d in entries):
        return 0
    import unorules
    from unorules import kernel

    announce.set_stream(None)
    rules = unorules.load("standard")
    kernel.simulate(rules, 2, 0)
    kernel.trace(rules, 2, 0, max_actions=1)
    kernel.count_games(rules, 2, [], "random")
    try:
        from unorules.env.vector import VectorEnv
    except ImportError:  # no gymnasium: the environments' tests skip
        return 0
    for threads in (1, 2):  # one thread steps with step_all, more with step_threads
        env = VectorEnv("standard", 2, num_envs=2, threads=threads)
        env.reset(seed=0)
        env.observe_all()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
