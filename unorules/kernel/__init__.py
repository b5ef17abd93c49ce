"""A compiled simulation kernel driven by the rules IR (optional extra ``unorules[kernel]``).

:func:`simulate` plays many seeded rounds of any variant the kernel can lower and
returns a :class:`KernelReport`; :func:`play` plays one and returns its actions,
which :func:`unorules.replay` turns into exactly the state the kernel ended in.

How it works: :mod:`unorules.kernel.lower` turns the rules (a ``RuleSet``, or
the ``Rules`` that :func:`unorules.load` returns) into integer opcode tables;
:mod:`unorules.kernel.machine` is a numba-compiled interpreter of those tables that runs the whole round (dealer draw, deal, policy, rules, scoring) in
machine code. It reproduces the engine's random stream exactly: the engine
shuffles with a SplitMix64-driven Fisher-Yates (:mod:`unorules.engine.rng`) that the
kernel runs too. Compiled code is cached on disk (numba ``cache=True``), so only
the first call in a fresh checkout pays for compilation.

A "game" here is one round, as in RLCard's UnoGame: from the dealer draw to the
first player out of cards (``points`` are the scores that round gives).

Policies (see :mod:`unorules.kernel.machine` for exactly how each reads its random
numbers; the policy has its own stream, apart from the game's):

* ``"uniform"``: uniformly among all legal actions (every player's: UNO calls,
  catches, reports and jump-ins too);
* ``"random"``: plays uniformly among its distinct playable cards when it has one,
  otherwise draws; plays a playable drawn card; names colours and targets at
  random; always calls UNO; accepts or challenges at random; never catches,
  reports or jumps in.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from unorules.engine.state import Action
from unorules.errors import ArgumentError, need_extra, whole_number
from unorules.kernel import lower as lowering
from unorules.kernel.announce import ready, set_stream
from unorules.kernel.lower import LoweringError, Program
from unorules.kernel.lower import lower as _lower

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt

    from unorules.ir.rules import RuleSet

__all__ = ["GameCounts", "KernelError", "KernelGame", "KernelReport", "LoweringError", "check", "count_games", "play",
           "set_stream", "simulate", "trace"]

POLICIES = ("uniform", "random")
# A round stops after this many actions unless told otherwise: under the uniform
# policy some variants (a report any player may make at any time, say) rarely end.
MAX_ACTIONS = 5000


class KernelError(ArgumentError):
    """Bad arguments to the kernel, or the kernel's extra is not installed."""


def _machine() -> Any:
    try:
        from unorules.kernel import machine
    except ImportError as err:  # numba (or numpy) missing
        raise KernelError(
            f"the simulation kernel needs numba ({err}); install it with: pip install 'unorules[kernel]'"
        ) from err
    global _CHECKED
    # The fingerprint (a digest) is remade only when one of lower.py's numbers changed.
    numbers = tuple(v for v in vars(lowering).values() if isinstance(v, int))
    if _CHECKED == numbers:
        return machine
    if machine.OPCODES != lowering.opcode_fingerprint():
        raise KernelError(
            "unorules/kernel/machine.py was written against other opcodes than lower.py defines: "
            f"set machine.OPCODES to {lowering.opcode_fingerprint()!r} once the machine reads the new ones"
        )
    _CHECKED = numbers
    return machine


_CHECKED: tuple[int, ...] = ()


@frozen
class KernelReport:
    """What :func:`simulate` measured, one entry per game (round), game i dealt from seed + i.

    ``winners``: the seat that went out (-1 if the round hit ``max_actions``);
    ``turns``: actions taken by the player to act (plays, draws, passes, colour
    choices, challenge answers); ``actions``: every action, out-of-turn ones (UNO
    calls, catches, reports, jump-ins) included; ``points``: games x players, the
    scores after the round. The arrays are read-only numpy arrays.
    """

    variant: str
    players: int
    seed: int
    policy: str
    winners: npt.NDArray[np.int64] = field(eq=False, repr=False)
    turns: npt.NDArray[np.int64] = field(eq=False, repr=False)
    actions: npt.NDArray[np.int64] = field(eq=False, repr=False)
    points: npt.NDArray[np.int64] = field(eq=False, repr=False)

    @property
    def games(self) -> int:
        return len(self.winners)

    @property
    def finished(self) -> int:
        """How many rounds ended with a player out of cards."""
        return int((self.winners >= 0).sum())


@frozen
class KernelGame:
    """One recorded round: its actions; under the uniform policy, how many legal
    actions there were before each and the index of the one taken (0 and -1 under
    the random policy); and the final state's fields, as GameState names them."""

    actions: tuple[Action, ...]
    legal_counts: tuple[int, ...]
    picks: tuple[int, ...]
    final: dict[str, Any] = field(eq=False)


# The most one call takes: the kernel's buffers grow with both (a record of 8 numbers per
# action, a histogram slot per action; 4 to 13 numbers per game), so a bound keeps a
# hostile number from exhausting memory before anything is played.
MAX_ACTIONS_LIMIT = 1_000_000
MAX_GAMES = 10_000_000


def _whole(value: object, what: str, low: int, high: int | None = None, hint: str = "") -> int:
    try:
        return whole_number(value, what, low, high, hint)
    except ArgumentError as err:
        raise KernelError(str(err)) from None


def _check(rules: RuleSet, players: int, seed: int, policy: str, max_actions: int) -> Program:
    # Before the lowering imports numpy: without the extra, the error names it (and is an
    # ImportError, so a caller that falls back to the Python engine on one still does).
    need_extra("kernel", "the simulation kernel")
    _whole(players, "players", 0)
    _whole(seed, "seed", -(1 << 63), (1 << 63) - 1, "it must fit in 64 bits, signed")
    _whole(max_actions, "max_actions", 1, MAX_ACTIONS_LIMIT)
    if policy not in POLICIES:
        raise KernelError(f"unknown policy {policy!r}: use one of {', '.join(POLICIES)}")
    if not rules.min_players <= players <= rules.max_players:
        raise KernelError(
            f"{rules.name} is played by {rules.min_players} to {rules.max_players} players, not {players}"
        )
    if rules.hand_size * players + 1 > len(rules.deck):
        raise KernelError(f"{players} hands of {rules.hand_size} and a start card need more than "
                          f"the {len(rules.deck)} cards of {rules.name}")
    return _lowered(rules)


# Lowered programs by the identity of their rules, and the machine's prepared buffers
# by program, player count and policy: a simulation in many short calls (the progress
# bar's chunks) lowers once and tabulates playability once.
_PROGRAMS: dict[int, tuple[Any, tuple[int, ...], Program]] = {}
_BUFFERS: dict[tuple[int, int, int], tuple[Any, Any, Any]] = {}


def _lowered(rules: RuleSet) -> Program:
    # The primitives' kernel parts are part of the key: a test may swap one.
    guard = lowering.kernel_parts()
    hit = _PROGRAMS.get(id(rules))
    if hit is not None and hit[0] is rules and hit[1] == guard:
        return hit[2]
    program = _lower(rules)
    if len(_PROGRAMS) >= 64:
        _PROGRAMS.clear()
    _PROGRAMS[id(rules)] = (rules, guard, program)
    return program


def _buffers(m: Any, program: Program, players: int, policy: int) -> tuple[Any, Any]:
    key = (id(program.code), players, policy)
    hit = _BUFFERS.get(key)
    if hit is None or hit[0] is not program.code:
        if len(_BUFFERS) >= 64:
            _BUFFERS.clear()
        st, out = m.buffers(program.code, players, policy)
        hit = _BUFFERS[key] = (program.code, st, out)
    return hit[1], hit[2]


def check(rules: RuleSet, players: int) -> None:
    """Raise :class:`LoweringError` or :class:`KernelError` unless the kernel can play
    ``rules`` with ``players`` (numba installed, every primitive lowered)."""
    _check(rules, players, 0, "random", MAX_ACTIONS)
    _machine()


def simulate(rules: RuleSet, players: int, games: int, seed: int = 0, policy: str = "random",
             max_actions: int = MAX_ACTIONS) -> KernelReport:
    """Play ``games`` rounds in the kernel, round i dealt from seed ``seed + i``: at most
    ``MAX_GAMES`` in one call, each of at most ``max_actions`` (``MAX_ACTIONS_LIMIT``)."""
    import numpy as np

    program = _check(rules, players, seed, policy, max_actions)
    games = _whole(games, "games", 0, MAX_GAMES, "in one call; simulate more in parts")
    if not -(1 << 63) <= seed + games < (1 << 63):
        raise KernelError("seed + games must fit in 64 bits (signed)")
    m = _machine()
    winners = np.zeros(games, np.int64)
    turns = np.zeros(games, np.int64)
    actions = np.zeros(games, np.int64)
    points = np.zeros((games, players), np.int64)
    st, out = _buffers(m, program, players, POLICIES.index(policy))
    ready(m.simulate_games, "simulate", "playing rounds", lambda: m.simulate_games(
        program.code, st, out, players, seed, 0, POLICIES.index(policy), max_actions, winners[:0], turns[:0],
        actions[:0], points[:0]), m.apply)
    m.simulate_games(program.code, st, out, players, seed, games, POLICIES.index(policy), max_actions,
                     winners, turns, actions, points)
    for a in (winners, turns, actions, points):
        a.flags.writeable = False
    return KernelReport(rules.name, players, seed, policy, winners, turns, actions, points)


def trace(rules: RuleSet, players: int, seed: int, policy: str = "random",
          max_actions: int = MAX_ACTIONS, whole_game: bool = False) -> KernelGame:
    """Play one round in the kernel and record it (see :class:`KernelGame`); with
    ``whole_game``, the whole game to the target score, its ``next_round`` actions
    among the recorded ones (and counted in ``max_actions``)."""
    import numpy as np

    program = _check(rules, players, seed, policy, max_actions)
    m = _machine()
    rec = np.zeros((max_actions, 8), np.int64)
    ready(m.trace_game, "trace", "recording rounds", lambda: m.trace_game(
        program.code, players, seed, POLICIES.index(policy), 0, rec, bool(whole_game)), m.apply)
    nact, st = m.trace_game(program.code, players, seed, POLICIES.index(policy), max_actions, rec,
                            bool(whole_game))
    g = [int(x) for x in st]
    cards, colours = program.cards, program.colours

    def card(i: int) -> Any:
        return None if i < 0 else cards[i]

    def colour(i: int) -> str | None:
        return None if i < 0 else colours[i]

    def opt(i: int) -> int | None:
        return None if i < 0 else int(i)

    actions = tuple(
        Action(m.KINDS[int(r[0])], int(r[1]), card(int(r[2])), colour(int(r[3])), opt(int(r[4])),
               None if r[5] < 0 else program.reports[int(r[5])])
        for r in rec[:nact]
    )
    hands = tuple(
        tuple(cards[x] for x in g[g[m.G_HANDS] + s * g[m.G_D]:][:g[g[m.G_HL] + s]]) for s in range(players)
    )
    final = {
        "players": players,
        "hands": hands,
        "draw_pile": tuple(cards[x] for x in reversed(g[g[m.G_DRAW]:][:g[m.G_DL]])),
        "discard_pile": tuple(cards[x] for x in g[g[m.G_DISC]:][:g[m.G_DC]]),
        "color": colour(g[m.G_COLOR]),
        "direction": g[m.G_DIR],
        "to_act": g[m.G_TO_ACT],
        "dealer": g[m.G_DEALER],
        "scores": tuple(g[g[m.G_SCORES]:][:players]),
        "phase": m.PHASES[g[m.G_PHASE]],
        "drawn": card(g[m.G_DRAWN]),
        "pending_draw": g[m.G_PENDING],
        "uno_at_risk": opt(g[m.G_UNO]),
        "round_winner": opt(g[m.G_ROUND_WINNER]),
        "winner": opt(g[m.G_WINNER]),
        "rng": g[m.G_RS] & ((1 << 64) - 1),  # the int64 with the generator state's bits
        "statuses": tuple(tuple(g[g[m.G_STATUS] + k * players:][:players]) for k in range(g[m.G_NSTATUSES])),
        "challenge_from": opt(g[m.G_CH_PLAYER]),
        "out": tuple(g[g[m.G_OUT]:][:players]) if program.code[lowering.F_KNOCK_OUT] else (),
        "side": g[m.G_SIDE],
    }
    return KernelGame(actions, tuple(int(x) for x in rec[:nact, 6]), tuple(int(x) for x in rec[:nact, 7]),
                      final)


def play(rules: RuleSet, players: int, seed: int, policy: str = "random",
         max_actions: int = MAX_ACTIONS, whole_game: bool = False) -> list[Action]:
    """The actions of one round (or game) the kernel plays; ``unorules.replay(rules,
    seed, actions, players)`` reproduces its final state exactly."""
    return list(trace(rules, players, seed, policy, max_actions, whole_game).actions)


def vector_parts(rules: RuleSet, players: int) -> tuple[Program, Any, Any, Any]:
    """For :mod:`unorules.env.vector`: the lowered program, a working state array and a
    legal-action buffer for it, and the compiled vector module (numba is loaded here)."""
    program = _check(rules, players, 0, "uniform", MAX_ACTIONS)
    m = _machine()
    from unorules.kernel import vector

    st, out = m.buffers(program.code, players, 0)
    return program, st, out, vector


@frozen
class GameCounts:
    """What :func:`count_games` counted over whole games, as ``unorules.sim`` counts them
    (its ``Tally`` is made of these; see :func:`unorules.kernel.machine.tally_games`).

    ``events`` maps an event's name (``"played <kind>"``, ``"stacks"``, ``"report
    <name>"``...) to its count; the ``h_*`` fields are histograms as (value, count) pairs.
    """

    players: int
    games: int
    abandoned: int
    rounds: int
    first_seat_wins: int
    reshuffle_rounds: int
    exhausted_rounds: int
    game_wins: tuple[int, ...]
    round_wins: tuple[int, ...]
    events: tuple[tuple[str, int], ...]
    turns: tuple[tuple[int, int], ...]
    actions: tuple[tuple[int, int], ...]
    rounds_per_game: tuple[tuple[int, int], ...]
    points: tuple[tuple[int, int], ...]
    draws_per_turn: tuple[tuple[int, int], ...]


# Names of the fixed events, in the order of machine.EV_* (after one per card kind).
EVENTS = ("stacks", "jump-ins", "challenges won", "challenges lost", "penalty missed_uno", "UNO calls",
          "draws", "passes", "accepts", "colours chosen")


def count_games(rules: RuleSet, players: int, seeds: Sequence[int], policy: str = "random",
                max_actions: int = 20000) -> GameCounts:
    """Play a whole game (to the target score, at most ``max_actions`` actions, next_round
    not counted) from each seed in the kernel and count it."""
    import numpy as np

    program = _check(rules, players, 0, policy, max_actions)
    if isinstance(seeds, (str, bytes)) or not hasattr(seeds, "__len__"):
        raise KernelError(f"seeds must be a sequence of whole numbers, not {type(seeds).__name__}")
    _whole(len(seeds), "the number of seeds", 0, MAX_GAMES, "in one call; count more in parts")
    seeds_array = (np.array([_whole(s, "a seed", -(1 << 63), (1 << 63) - 1, "it must fit in 64 bits, signed")
                             for s in seeds], dtype=np.int64) if len(seeds) else np.zeros(0, np.int64))
    m = _machine()
    code = program.code
    nk = int(code[lowering.F_NKINDS])
    # A round scores at most the whole deck with one side up (two-sided: either side),
    # and the knock-out bonus for every other seat.
    deck = [int(code[code[lowering.O_DECK] + i]) for i in range(int(code[lowering.F_DECK]))]
    points, flip = int(code[lowering.O_CARD_POINTS]), int(code[lowering.O_CARD_FLIP])
    deck_points = max(sum(int(code[points + x]) for x in deck),
                      sum(int(code[points + int(code[flip + x])]) for x in deck))
    deck_points += int(code[lowering.F_KO_BONUS]) * (players - 1)
    scal = np.zeros(7, np.int64)
    game_wins = np.zeros(players, np.int64)
    round_wins = np.zeros(players, np.int64)
    events = np.zeros(nk + len(EVENTS) + len(program.reports), np.int64)
    h_turns = np.zeros(max_actions + 1, np.int64)
    h_actions = np.zeros(max_actions + 1, np.int64)
    h_rounds = np.zeros(max_actions + 2, np.int64)
    h_points = np.zeros(deck_points + 1, np.int64)
    h_draws = np.zeros(4 * int(code[lowering.F_DECK]) + 16, np.int64)
    rounds = np.zeros((max_actions + 1, 7), np.int64)
    st, out = _buffers(m, program, players, POLICIES.index(policy))
    ready(m.tally_games, "count", "counting whole games", lambda: m.tally_games(
        code, st, out, players, seeds_array[:0], POLICIES.index(policy), max_actions, scal, game_wins, round_wins,
        events, h_turns, h_actions, h_rounds, h_points, h_draws, rounds), m.apply)
    m.tally_games(code, st, out, players, seeds_array, POLICIES.index(policy), max_actions, scal, game_wins,
                  round_wins, events, h_turns, h_actions, h_rounds, h_points, h_draws, rounds)
    if scal[m.T_OVERFLOW]:
        raise KernelError(f"a count of {rules.name} outgrew the kernel's table for it "
                          "(play it with the Python engine)")
    kinds = [k.name for k in rules.kinds]
    names = [f"played {k}" for k in kinds] + list(EVENTS) + [f"report {r}" for r in program.reports]

    def hist(a: npt.NDArray[np.int64]) -> tuple[tuple[int, int], ...]:
        return tuple((int(v), int(a[v])) for v in np.flatnonzero(a))

    return GameCounts(
        players=players, games=int(scal[m.T_GAMES]), abandoned=int(scal[m.T_ABANDONED]),
        rounds=int(scal[m.T_ROUNDS]), first_seat_wins=int(scal[m.T_FIRST_SEAT]),
        reshuffle_rounds=int(scal[m.T_RESHUFFLE]), exhausted_rounds=int(scal[m.T_EXHAUSTED]),
        game_wins=tuple(int(x) for x in game_wins), round_wins=tuple(int(x) for x in round_wins),
        events=tuple((names[i], int(events[i])) for i in np.flatnonzero(events)),
        turns=hist(h_turns), actions=hist(h_actions), rounds_per_game=hist(h_rounds),
        points=hist(h_points), draws_per_turn=hist(h_draws),
    )
