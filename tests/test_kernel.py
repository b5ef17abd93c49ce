"""The compiled kernel against the Python engine.

* differential: kernel games in every bundled variant at 2, 4 and 10 players, under
  both policies, replayed through the engine: every action is legal, the kernel saw
  as many legal actions as the engine (and, under the uniform policy, picked the one
  at the same index), and the final states are equal field by field, the
  generator's state included;
* mutants of the lowering are caught by that replay;
* lowering refuses a primitive it has no opcode for, naming it;
* statistics: the kernel's random policy and the same policy played by the engine
  (from another random stream) agree on round lengths and seat wins (two-sample
  tests), and the same tests tell a different policy apart.

The first run compiles the kernel (numba caches it on disk for the next runs).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from tiers import cover, split, variants

import unorules
from unorules import Action, Rules, UnorulesError

pytest.importorskip("numba")

import unorules.kernel.lower as lowering
from unorules import kernel
from unorules.ir import conditions as C
from unorules.ir import effects as E
from unorules.ir.mechanic import tellers
from unorules.kernel.policies import random_action

VARIANTS = unorules.variants()
SEEDS = {"random": range(4), "uniform": range(2)}
CAP = 300  # actions per uniform round: some variants' uniform rounds hardly end


def refused_by_kernel(name: str) -> bool:
    """The kernel refuses the variant, naming what it cannot run (a primitive in
    its kernel_refusal, a rule it does not know)."""
    try:
        lowering.lower(unorules.load(name))
    except kernel.LoweringError:
        return True
    return False


def cases() -> Iterator[tuple[str, int]]:
    for name in VARIANTS:
        rules = unorules.load(name)
        if refused_by_kernel(name):
            continue
        for players in (2, 4, 10):
            if rules.min_players <= players <= rules.max_players:
                yield name, players


def mismatch(rules: Rules, players: int, seed: int, policy: str, cap: int = CAP, whole: bool = False) -> str:
    """Replay one kernel round (or game) through the engine; '' when they agree, else what differs."""
    game = kernel.trace(rules, players, seed, policy, max_actions=cap, whole_game=whole)
    state = rules.new_game(players=players, seed=seed)
    for i, a in enumerate(game.actions):
        legal = rules.legal_actions(state)
        if a not in legal:
            return f"action {i} ({a}) is not legal in the engine"
        if policy == "uniform":
            if game.legal_counts[i] != len(legal):
                return f"before action {i}: kernel saw {game.legal_counts[i]} legal actions, engine {len(legal)}"
            if legal[game.picks[i]] != a:
                return f"action {i}: the kernel's legal actions are in another order"
        state = rules.apply(state, a)
    for name, value in game.final.items():
        if name == "challenge_from":
            engine_value: Any = state.challenge.player if state.challenge else None
        else:
            engine_value = getattr(state, name)
        if engine_value != value:
            return f"final {name}: kernel {value!r}, engine {engine_value!r}"
    return ""


# The fast tier replays the cover's variants (tests/tiers.py) at each player count, the slow every one.
@pytest.mark.parametrize(("name", "players"), split(cases(), lambda c: c[0] in cover()))
@pytest.mark.parametrize("policy", ["random", "uniform"])
def test_kernel_games_replay_exactly_through_the_engine(name: str, players: int, policy: str) -> None:
    rules = unorules.load(name)
    problems = [f"seed {s}: {m}" for s in SEEDS[policy] if (m := mismatch(rules, players, s, policy))]
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("name", variants(VARIANTS))
def test_whole_kernel_games_replay_exactly_through_the_engine(name: str) -> None:
    """Games to the target score, the next_round actions among them."""
    if refused_by_kernel(name):
        pytest.skip(f"the kernel refuses {name}")
    rules = unorules.load(name)
    players = min(max(rules.min_players, 3), rules.max_players)
    problems = [f"seed {s}: {m}" for s in range(2) if (m := mismatch(rules, players, s, "random", 20000, True))]
    assert not problems, "\n".join(problems)
    game = kernel.trace(rules, players, 0, "random", max_actions=20000, whole_game=True)
    assert game.final["phase"] == "game_over"
    # Unscored games are one round; the others took several here.
    assert (rules.scoring == "none") != any(a.kind == "next_round" for a in game.actions)


PRIMITIVE_VARIANTS = sorted((Path(__file__).parent / "scenarios" / "primitives").glob("*.uno"))


@pytest.mark.parametrize("path", PRIMITIVE_VARIANTS, ids=lambda p: p.stem)
@pytest.mark.parametrize("policy", ["random", "uniform"])
def test_primitive_scenario_variants_replay_exactly(path: Path, policy: str) -> None:
    """The variants written to exercise one primitive each (not bundled) replay too, or
    the kernel refuses them by the name of a primitive whose class refuses (kernel_refusal)."""
    rules = unorules.loads(path.read_text(encoding="utf-8"), file=str(path))
    try:
        lowering.lower(rules)
    except kernel.LoweringError as err:
        # Refused by a primitive's class, or by the clause kind whose rule it cannot run.
        assert any(f"refuses {cls.__name__} (" in str(err) for cls in lowering.primitive_classes()
                   if "kernel_refusal" in vars(cls)) or any(
            str(err) == kind.kernel_refusal(rules) for kind in tellers()), str(err)
        return
    problems = [f"{players}p seed {s}: {m}" for players in (2, 4) for s in range(3)
                if (m := mismatch(rules, players, s, policy))]
    assert not problems, "\n".join(problems)


def test_every_bundled_variant_and_player_count_is_covered() -> None:
    covered = {name for name, _ in cases()}
    assert covered | {name for name in VARIANTS if refused_by_kernel(name)} == set(VARIANTS)
    assert ("standard", 10) in set(cases())


def test_play_returns_the_traced_actions_and_replay_reproduces_the_final_state() -> None:
    rules = unorules.load("seven_zero")
    actions = kernel.play(rules, 3, 11)
    assert actions == list(kernel.trace(rules, 3, 11).actions)
    final = unorules.replay(rules, 11, actions, players=3)[-1]
    assert final.round_over and final.round_winner is not None and not final.hands[final.round_winner]


# --- mutants ------------------------------------------------------------------------------
def _first_mismatch(rules: Rules, players: int, seeds: Sequence[int], policy: str = "random") -> str:
    for seed in seeds:
        m = mismatch(rules, players, seed, policy)
        if m:
            return f"seed {seed}: {m}"
    return ""


MUTANTS = {
    # A Reverse lowered as nothing at all.
    "reverse does nothing": (E.Reverse, lambda e, k: [lowering.E_NOTHING, 0, 0, 0]),
    # Draw one card fewer than the rules say.
    "draw one fewer": (E.Draw, lambda e, k: [lowering.E_DRAW, lowering.WORDS[e.who], e.n - 1, 0]),
}


@pytest.mark.parametrize("mutant", sorted(MUTANTS))
def test_a_mutant_of_the_lowering_is_caught(mutant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    rules = unorules.load("standard")
    assert not _first_mismatch(rules, 4, range(6))
    primitive, lowered = MUTANTS[mutant]
    monkeypatch.setattr(primitive, "lowered", lowered)
    caught = _first_mismatch(rules, 4, range(6))
    assert caught, f"mutant {mutant!r} survived the replay"
    print(f"mutant {mutant!r} caught: {caught}")


def test_a_mutant_condition_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = unorules.load("standard")
    # "same face" lowered as "same colour": numbers of another colour are no longer playable.
    monkeypatch.setattr(C.SameFace, "lowered", lambda c, k: [lowering.C_SAME_COLOUR, 0])
    assert _first_mismatch(rules, 2, range(6))


# --- what the kernel cannot run -------------------------------------------------------------
def test_every_primitive_class_declares_its_opcode_or_its_refusal() -> None:
    from unorules.ir.primitive import load_all

    classes = [*load_all().values(), C.Not, C.And, C.Or, E.Guarded]
    assert len(classes) > 4, "no primitive registered"
    lowered = {c for c in classes if "kernel_op" in vars(c) or "lowered" in vars(c)}
    refused = {c for c in classes if c.kernel_refusal and "kernel_refusal" in vars(c)}
    assert not lowered & refused, "a primitive is both lowered and refused"
    missing = set(classes) - lowered - refused
    assert not missing, f"primitives without an opcode or a refusal: {sorted(c.__name__ for c in missing)}"
    for cls in lowered:  # every opcode named is one the kernel has
        if "kernel_op" in vars(cls):
            assert isinstance(getattr(lowering, cls.kernel_op, None), int), (cls.__name__, cls.kernel_op)


def test_a_subclass_does_not_inherit_its_bases_opcode(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hands passing left is a rotation of its own (one seat, to the left): without its own
    part the kernel refuses it rather than lower it as its base, RotateHands."""
    monkeypatch.delattr(E.PassHandsLeft, "lowered")
    rules = unorules.loads("variant probe\nextends standard\non 7: hands pass left\n", file="probe.uno")
    with pytest.raises(kernel.LoweringError, match="no opcode for the effect PassHandsLeft"):
        lowering.lower(rules)


def test_lowering_refuses_a_refused_primitive_by_name(monkeypatch: pytest.MonkeyPatch) -> None:
    """A class's refusal wins over its opcode; shown on the language's own primitives,
    so the next refusal meets a tested path."""
    monkeypatch.setattr(E.Reverse, "kernel_refusal", "a planted refusal")
    with pytest.raises(kernel.LoweringError, match="refuses Reverse") as err:
        lowering.lower(unorules.load("standard"))
    assert "a planted refusal" in str(err.value) and "Python engine" in str(err.value)
    monkeypatch.setattr(C.SameFace, "kernel_refusal", "a planted refusal")
    monkeypatch.delattr(E.Reverse, "kernel_refusal")
    with pytest.raises(kernel.LoweringError, match="refuses SameFace"):
        lowering.lower(unorules.load("standard"))


# A primitive the kernel has no opcode for: one of the language's own, with its
# opcode taken away (a new class would join the registry other tests walk).
def test_lowering_refuses_an_effect_without_an_opcode(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = unorules.load("standard")
    monkeypatch.delattr(E.Reverse, "kernel_op")
    with pytest.raises(kernel.LoweringError) as err:
        lowering.lower(rules)
    assert "Reverse" in str(err.value) and "the direction of play reverses" in str(err.value)
    assert isinstance(err.value, UnorulesError) and isinstance(err.value, ValueError)
    with pytest.raises(kernel.LoweringError, match="Reverse"):
        kernel.simulate(rules, 2, 1)


def test_lowering_refuses_a_condition_without_an_opcode(monkeypatch: pytest.MonkeyPatch) -> None:
    rules = unorules.load("minion")
    monkeypatch.delattr(C.HasStatus, "lowered")
    with pytest.raises(kernel.LoweringError, match=r"HasStatus \(the chosen player must still be holding a pose\)"):
        lowering.lower(rules)
    assert lowering.lower(unorules.load("standard"))  # a variant without it still lowers


def test_the_machine_refuses_opcodes_it_was_not_written_for(monkeypatch: pytest.MonkeyPatch) -> None:
    from unorules.kernel import machine

    assert machine.OPCODES == lowering.opcode_fingerprint()
    # Renumbering an opcode in lower.py alone would leave numba's cached machine stale.
    monkeypatch.setattr(lowering, "E_REVERSE", lowering.E_REVERSE + 100)
    with pytest.raises(kernel.KernelError, match="other opcodes"):
        kernel.simulate(unorules.load("standard"), 2, 1)


def test_bad_arguments_get_the_kernels_error() -> None:
    rules = unorules.load("standard")
    for kwargs, words in (
        ({"players": 11}, "2 to 10 players"),
        ({"policy": "greedy"}, "unknown policy"),
        ({"games": -1}, "games"),
        ({"seed": 1.5}, "seed must be a whole number"),
        ({"max_actions": 0}, "max_actions"),
    ):
        args: dict[str, Any] = {"players": 2, "games": 1, "seed": 0, "policy": "random", **kwargs}
        with pytest.raises(kernel.KernelError, match=words):
            kernel.simulate(rules, **args)


def test_a_report_is_deterministic_and_read_only() -> None:
    rules = unorules.load("minion_penalty")
    one = kernel.simulate(rules, 4, 300, seed=5)
    two = kernel.simulate(rules, 4, 300, seed=5)
    assert one.games == 300 and one.finished == 300
    for field in ("winners", "turns", "actions", "points"):
        assert (getattr(one, field) == getattr(two, field)).all()
        assert not getattr(one, field).flags.writeable
    assert (one.turns <= one.actions).all() and (one.points.sum(axis=1) > 0).all()
    # Game i is dealt from seed + i: a later batch starts where this one's game 100 did.
    later = kernel.simulate(rules, 4, 200, seed=105)
    assert (later.actions == one.actions[100:]).all()


def test_a_uniform_round_that_hits_the_cap_has_no_winner() -> None:
    rules = unorules.load("turkish")  # a report any player may make at any time: rounds drag on
    report = kernel.simulate(rules, 2, 20, seed=0, policy="uniform", max_actions=50)
    assert (report.actions <= 50).all()
    assert ((report.winners == -1) == (report.actions == 50)).all()


# --- statistics ------------------------------------------------------------------------------
def ks_two_sample(a: Sequence[int], b: Sequence[int]) -> tuple[float, float]:
    """Kolmogorov-Smirnov: (D, asymptotic p-value)."""
    xs, ys = sorted(a), sorted(b)
    n, m = len(xs), len(ys)
    i = j = 0
    d = 0.0
    for v in sorted(set(xs) | set(ys)):
        while i < n and xs[i] <= v:
            i += 1
        while j < m and ys[j] <= v:
            j += 1
        d = max(d, abs(i / n - j / m))
    en = math.sqrt(n * m / (n + m))
    lam = (en + 0.12 + 0.11 / en) * d
    p = 2 * sum((-1) ** (k - 1) * math.exp(-2 * k * k * lam * lam) for k in range(1, 101))
    return d, min(1.0, max(0.0, p))


def chi2_two_sample(a: Sequence[int], b: Sequence[int], cells: int) -> tuple[float, float]:
    """Chi-square test of homogeneity of two samples of seats: (statistic, p-value)."""
    ca = [sum(1 for x in a if x == k) for k in range(cells)]
    cb = [sum(1 for x in b if x == k) for k in range(cells)]
    n, m = len(a), len(b)
    stat = 0.0
    used = 0
    for k in range(cells):
        tot = ca[k] + cb[k]
        if tot == 0:
            continue
        used += 1
        for obs, size in ((ca[k], n), (cb[k], m)):
            exp = tot * size / (n + m)
            stat += (obs - exp) ** 2 / exp
    return stat, _chi2_sf(stat, used - 1)


def _chi2_sf(x: float, df: int) -> float:
    """P(chi2_df > x): the regularized upper incomplete gamma Q(df/2, x/2), by its series."""
    if df <= 0:
        return 1.0
    s, z = df / 2, x / 2
    term = total = 1 / s
    k = 1
    while term > 1e-15 * total:
        term *= z / (s + k)
        total += term
        k += 1
    lower = math.exp(-z + s * math.log(z) - math.lgamma(s)) * total if z > 0 else 0.0
    return max(0.0, 1 - lower)


def engine_rounds(rules: Rules, players: int, games: int, policy: str) -> tuple[list[int], list[int]]:
    """Round lengths (actions) and winners of ``games`` rounds the engine plays."""
    lengths, winners = [], []
    for seed in range(games):
        rng = random.Random(10_000 + seed)
        state = rules.new_game(players=players, seed=10_000 + seed)
        n = 0
        while not state.round_over:
            if policy == "random":
                a: Action = random_action(rules, state, rng)
            else:
                legal = rules.legal_actions(state)
                a = legal[rng.randrange(len(legal))]
            state = rules.apply(state, a)
            n += 1
        lengths.append(n)
        winners.append(state.round_winner if state.round_winner is not None else -1)
    return lengths, winners


@pytest.mark.parametrize(("name", "players"), [("standard", 2), ("standard", 4), ("minion", 3), ("attack", 4), ("first_player_duty", 2), ("uno_penalties", 3), ("multiple_cards", 2),
                                             ("flip", 2), ("flip", 4)])
def test_kernel_and_engine_agree_in_distribution(name: str, players: int) -> None:
    rules = unorules.load(name)
    k = kernel.simulate(rules, players, 4000, seed=0, policy="random")
    lengths, winners = engine_rounds(rules, players, 600, "random")
    d, p_len = ks_two_sample(list(k.actions), lengths)
    chi, p_win = chi2_two_sample(list(k.winners), winners, players)
    print(f"{name} {players}p: kernel n={k.games}, engine n={len(lengths)}; round length KS D={d:.4f} "
          f"p={p_len:.3f}; seat wins chi2={chi:.2f} p={p_win:.3f}")
    # Fixed seeds: these figures are the same on every run, so the test cannot flake.
    assert p_len > 0.01 and p_win > 0.01


def test_the_two_sample_tests_tell_another_policy_apart() -> None:
    rules = unorules.load("standard")
    k = kernel.simulate(rules, 2, 2000, seed=0, policy="random")
    lengths, _ = engine_rounds(rules, 2, 100, "uniform")  # drawing at will makes rounds long
    d, p = ks_two_sample(list(k.actions), lengths)
    print(f"kernel random vs engine uniform: KS D={d:.3f} p={p:.2g}")
    assert p < 1e-6
    # And seat wins: the kernel's winners against a sample where seat 0 always wins.
    _, p_win = chi2_two_sample(list(k.winners), [0] * 300, 2)
    assert p_win < 1e-6


def test_the_machines_remainder_is_the_hardware_one() -> None:
    """rem() replaces r % n (a slow 64-bit division) by multiplications: the same number
    for every divisor the tables hold, on random and extreme 64-bit values."""
    import numpy as np
    from numba import njit

    from unorules.kernel import machine

    @njit(cache=False)
    def differences(st: Any, values: Any) -> int:  # pragma: no cover (compiled)
        bad = 0
        for n in range(1, st[machine.G_MAXD] + 3):  # the last ones take the % path
            for r in values:
                if machine.rem(st, r, n) != np.int64(r % np.uint64(n)):
                    bad += 1
        return bad

    program = lowering.lower(unorules.load("standard"))
    st, _ = machine.buffers(program.code, 4, 1)
    rng = np.random.default_rng(5)
    values = np.concatenate([rng.integers(0, 2**63, 400, dtype=np.uint64) * np.uint64(2) + np.uint64(1),
                             np.array([0, 1, 2**32 - 1, 2**32, 2**32 + 1, 2**48 - 1, 2**48, 2**63, 2**64 - 2, 2**64 - 1],
                                      dtype=np.uint64)])
    assert st[machine.G_MAXD] > 100
    assert differences(st, values) == 0
    st[st[machine.G_MAGIC] + 7] = st[st[machine.G_MAGIC] + 8]  # a wrong magic number for 7: caught
    assert differences(st, values) > 0
