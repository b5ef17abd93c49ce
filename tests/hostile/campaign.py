"""The hostile-input campaign: mutated variant files, tampered saved states and records,
and wrong actions, each run under a time and memory budget.

    python tests/hostile/campaign.py [--variants 10000] [--states 10000] [--actions 100000]
                                     [--listed 1000] [--edges 12] [--workers 2] [--seed 0]

Each kind of case runs in worker processes limited with ``resource.setrlimit``
(address space: the worker's own size after its imports plus ``--memory`` MB) and
timed per case in CPU seconds (``--seconds``; CPU time, so a loaded machine does not
count against the library). A case fails the campaign when it raises anything but
the library's own errors (``UnorulesError``), runs over its budget (``MemoryError``,
the CPU timer, or a worker that stops answering: a hang), or when a state that should
have been refused is accepted: a tampering that always breaks a state (an extra card,
``direction = 0``, a phase that does not exist...) must be refused, and any state or
variant that is accepted is played for a few actions with every state checked again
and every card conserved. An action that is refused must leave the state as it was.
``--listed`` states have every seat's ``legal_actions(state, seat)`` compared with what
``apply`` accepts over the action space (tests/hostile/listed.py), ``--edges`` runs the
entry-point arguments issue 27 found (the kernel's, the environments', the bots').

The test suite runs a small campaign (``tests/hostile/test_campaign.py``); the figures
in issue 11's closing note come from the command above.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing as mp
import os
import random
import resource
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import attrs

import unorules
from unorules import Action, GameRecord, UnorulesError
from unorules.cards import Card
from unorules.engine.notation import state_from_json, state_to_json
from unorules.paths import variants_dir


class OverBudget(Exception):
    pass


class Accepted(Exception):
    """Something that should have been refused was accepted."""


def _alarm(signum: int, frame: Any) -> None:
    raise OverBudget("over the CPU time budget")


# --- variant files --------------------------------------------------------------------------
SOURCES = sorted(variants_dir().rglob("*.uno"))
TEXTS = [p.read_bytes() for p in SOURCES]
BREAKS = ["\f", "\v", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029", "\r", "\r\n", "\x00"]


def _mutate_line(rng: random.Random, line: str, words: list[str]) -> str:
    how = rng.randrange(12)
    parts = line.split(" ")
    if how == 0:  # a huge or odd number
        k = rng.randrange(len(parts))
        parts[k] = rng.choice(["9" * rng.choice([6, 7, 40, 4300, 4301, 20000]), "0" * 50 + "7", "-1",
                               "100000", "100001", "1_000", "\uff11\uff12", "\u0663"])
    elif how == 1:  # deep nesting
        depth = rng.choice([31, 32, 33, 100, 500, 5000])
        return rng.choice(["play wild: " + "not " * depth + "always",
                           "play wild: " + " and ".join(["always"] * depth),
                           "play wild: " + "(" * depth + "always" + ")" * depth,
                           "on skip: next loses turn if " + " or ".join(["same colour"] * depth)])
    elif how == 2:  # a long line or a long text
        n = rng.choice([4000, 4001, 100_000, 300_000])
        return rng.choice([f'note "{"x" * n}"', f'title "{"y" * n}"', "card " + "a" * n + ": 1 per colour",
                           "on " + ", ".join(["skip"] * (n // 6)) + ": nothing"])
    elif how == 3:  # an odd line break inside
        k = rng.randrange(len(line) + 1)
        return line[:k] + rng.choice(BREAKS) + line[k:]
    elif how == 4:  # a word swapped for another of the language
        parts[rng.randrange(len(parts))] = rng.choice(words)
    elif how == 5:  # a big range
        return rng.choice(["card 1 to 100000: number, 1 per colour", "on 1 to 99999: nothing",
                           "card 9 to 1: number, 1 per colour", "card 1 to 200: number, 100 per colour",
                           "card 1 to 201: number, 1 per colour", "players 2 to 100000",
                           "colours " + ", ".join(f"c{i}" for i in range(rng.choice([16, 17, 500])))])
    elif how == 6:  # extends something
        return "extends " + rng.choice(["standard", "nothing_here", "a" * 300, "etc", "passwd", "minion"])
    elif how == 7:
        return line * rng.choice([2, 50])
    elif how == 8:
        return line[: rng.randrange(len(line) + 1)]
    elif how == 9:  # many effects
        return "on skip: " + ", ".join(["next loses turn"] * rng.choice([64, 65, 1000]))
    elif how == 10:
        return line.upper()
    else:
        return ""
    return " ".join(parts)


def variant_case(rng: random.Random) -> tuple[str, bytes]:
    """(how it was made, the bytes of a mutated variant file)."""
    i = rng.randrange(len(TEXTS))
    data = TEXTS[i]
    how = rng.randrange(10)
    if how == 0:  # bytes that are not UTF-8, somewhere
        k = rng.randrange(len(data) + 1)
        bad = rng.choice([b"\xff", b"\xc3\x28", b"\xe9", b"\xed\xa0\x80", b"\xf8\x88\x80\x80\x80", os.urandom(8)])
        return "bytes", data[:k] + bad + data[k:]
    if how == 1:  # another encoding
        text = data.decode("utf-8")
        return "encoding", rng.choice([text.encode("utf-16"), text.encode("utf-32"),
                                       text.encode("latin-1", "replace"), b"\xef\xbb\xbf" + data])
    if how == 2:  # random bytes flipped
        b = bytearray(data)
        for _ in range(rng.randint(1, 20)):
            b[rng.randrange(len(b))] = rng.randrange(256)
        return "flips", bytes(b)
    if how == 3:  # not a variant at all
        return "other", rng.choice([b"root:x:0:0:root:/root:/bin/bash\n", b"", b"\n\n# only a comment\n",
                                    os.urandom(rng.randrange(1, 4000)), b"variant\n", b"variant " + b"x" * 70])
    lines = data.decode("utf-8").split("\n")
    words = sorted({w for t in TEXTS for w in t.decode("utf-8").split()})[:4000]
    for _ in range(rng.randint(1, 4)):
        k = rng.randrange(len(lines))
        lines[k] = _mutate_line(rng, lines[k], words)
    text = "\n".join(lines)
    if len(text) > 400_000:
        text = text[:400_000]
    return f"lines:{SOURCES[i].stem}", text.encode("utf-8", "surrogatepass")


def play_a_little(rules: unorules.Rules, seed: int, actions: int) -> int:
    """A short random game; every state is checked in full and every card kept."""
    deck = Counter(rules.deck)
    state = rules.new_game(players=rules.min_players, seed=seed)
    rng = random.Random(seed)
    n = 0
    for n in range(actions):  # noqa: B007
        rules.check(attrs.evolve(state))  # a copy: checked in full
        if Counter(state.all_cards()) != deck:
            raise Accepted("cards not conserved")
        legal = rules.legal_actions(state)
        if not legal:
            break
        state = rules.apply(state, rng.choice(legal))
    return n


def run_variant(case: tuple[str, bytes], folder: Path, seed: int) -> str:
    how, data = case
    path = folder / f"case{seed % 7}.uno"
    path.write_bytes(data)
    try:
        rules = unorules.load(path)
    except UnorulesError as err:
        text = str(err)
        if how == "other" and data.startswith(b"root:") and "root:x" in text:
            raise Accepted("a file that is not a variant was quoted") from None
        return "refused"
    finally:
        path.unlink()
    play_a_little(rules, seed, 30)
    return "compiled"


# --- states -------------------------------------------------------------------------------
BUNDLED = [unorules.load(n) for n in unorules.variants()]


def some_state(rng: random.Random) -> tuple[unorules.Rules, Any]:
    rules = rng.choice(BUNDLED)
    players = rng.randint(rules.min_players, min(rules.max_players, 6))
    state = rules.new_game(players=players, seed=rng.randrange(1 << 30))
    for _ in range(rng.randrange(120)):
        legal = rules.legal_actions(state)
        if not legal:
            break
        state = rules.apply(state, rng.choice(legal))
    return rules, state


# Tamperings of a state's JSON. The first group always makes a state these rules cannot
# play; the second may or may not (moving a card between zones keeps the deck).
def _breaks(rng: random.Random, d: dict[str, Any], rules: unorules.Rules) -> str:
    n = d["players"]
    card = rng.choice([str(c) for c in rules.cards])
    kinds: list[tuple[str, Callable[[], None]]] = [
        ("extra card", lambda: d["hands"][rng.randrange(n)].append(card)),
        ("five extra", lambda: [h.extend([card] * 5) for h in d["hands"]]),
        ("lost card", lambda: d["draw_pile"].pop() if d["draw_pile"] else d["hands"][0].clear()),
        ("direction", lambda: d.update(direction=rng.choice([0, 2, -2, True, 1.0, "1", None, 10**5000]))),
        ("to_act", lambda: d.update(to_act=rng.choice([n, -1, 10**30, True, None, "0", 0.0]))),
        ("dealer", lambda: d.update(dealer=rng.choice([n, -1, 10**30, None, [0]]))),
        ("players", lambda: d.update(players=rng.choice([0, 1, n + 1, -n, 10**9, None, "2"]))),
        ("phase", lambda: d.update(phase=rng.choice(["banana", "", None, 3, "TURN", "turn "]))),
        ("uno_at_risk", lambda: d.update(uno_at_risk=rng.choice([n, 9, -1, "0", 1.5]))),
        ("scores", lambda: d.update(scores=rng.choice([[-1] * n, [0] * (n + 1), [1.5] * n, None, [10**20] * n]))),
        ("rng", lambda: d.update(rng=rng.choice([-1, 1 << 64, 1 << 200, 1.0, None, "7"]))),
        ("round", lambda: d.update(round=rng.choice([0, -3, 1 << 70, None, 2.5]))),
        ("color", lambda: d.update(color=rng.choice(["purple", "", 5, ["red"], "RED"]))),
        ("discard empty", lambda: (d["draw_pile"].extend(d["discard_pile"]), d.update(discard_pile=[]))),
        ("variant", lambda: d.update(variant=rng.choice(["other", "", None, 7]))),
        ("hands shape", lambda: d.update(hands=rng.choice([None, 5, "red 5", [None] * n, d["hands"][:-1]]))),
        ("card name", lambda: d["hands"][0].append(rng.choice(["purple 5", "", 7, None, "red  ", "x" * 9999]))),
        ("missing field", lambda: d.pop(rng.choice(sorted(d)))),
        ("extra field", lambda: d.update({rng.choice(["extra", "__class__", "hand"]): 1})),
        ("pending_draw", lambda: d.update(pending_draw=rng.choice([-2, 1 << 64, 1.5, None]))),
        ("statuses", lambda: d.update(statuses=rng.choice([[[0] * (n + 1)], [[-1] * n], [[99] * n] * 5, 7]))),
        ("challenge", lambda: d.update(challenge=rng.choice([{"player": 0}, {"player": n, "kind": "x", "guilty": 1},
                                                             [0, "wild", True], "yes"]))),
        ("winner", lambda: d.update(winner=rng.choice([n, -1, "0"]))),
        ("drawn", lambda: d.update(drawn=rng.choice(["purple 1", 5, [card]]))),
    ]
    name, do = rng.choice(kinds)
    do()
    return name


def _may_keep(rng: random.Random, d: dict[str, Any], rules: unorules.Rules) -> str:
    n = d["players"]
    kinds: list[tuple[str, Callable[[], None]]] = [
        ("swap between hands", lambda: _swap(rng, d["hands"][rng.randrange(n)], d["hands"][rng.randrange(n)])),
        ("hand and pile", lambda: _swap(rng, d["hands"][rng.randrange(n)], d["draw_pile"])),
        ("hand and discard", lambda: _swap(rng, d["hands"][rng.randrange(n)], d["discard_pile"])),
        ("shuffle pile", lambda: rng.shuffle(d["draw_pile"])),
        ("phase", lambda: d.update(phase=rng.choice(["turn", "drawn", "choose", "respond", "stack",
                                                     "round_over", "game_over"]))),
        ("to_act", lambda: d.update(to_act=rng.randrange(n))),
        ("direction", lambda: d.update(direction=-d["direction"])),
        ("color", lambda: d.update(color=rng.choice([*rules.colours, None]))),
        ("uno_at_risk", lambda: d.update(uno_at_risk=rng.choice([None, *range(n)]))),
        ("pending_draw", lambda: d.update(pending_draw=rng.choice([0, 1, 2, 4, 1000]))),
        ("drawn", lambda: d.update(drawn=rng.choice([None, *d["hands"][d["to_act"] % n][:1]]))),
        ("winner", lambda: d.update(winner=rng.choice([None, 0]))),
        ("scores", lambda: d.update(scores=[rng.choice([0, 499, 500, 10**12]) for _ in range(n)])),
        ("rng", lambda: d.update(rng=rng.choice([0, (1 << 64) - 1]))),
        ("challenge", lambda: d.update(challenge=rng.choice(
            [None, *({"player": p, "kind": c.kind, "guilty": g} for p in range(n)
                     for c in rules.challenges for g in (True, False))]))),
        ("statuses", lambda: d.update(statuses=[])),
    ]
    name, do = rng.choice(kinds)
    for _ in range(rng.randint(1, 3)):
        do()
    return name


def _swap(rng: random.Random, a: list[str], b: list[str]) -> None:
    if a and b:
        i, j = rng.randrange(len(a)), rng.randrange(len(b))
        a[i], b[j] = b[j], a[i]


def run_state(rng: random.Random, seed: int) -> str:
    rules, state = some_state(rng)
    d = json.loads(state_to_json(state))
    form = rng.randrange(10)
    if form == 0:  # not a state's JSON at all
        text = rng.choice(["null", "[]", "{}", "7", '"x"', "[" * 100_000 + "]" * 100_000, "{" * 50_000,
                           "1" * 5000, '{"players": ' + "9" * 5000 + "}", "NaN", "\ud800", "x" * (2 << 20)])
        try:
            state_from_json(rules, text)
        except UnorulesError:
            return "refused"
        raise Accepted(f"not a state's JSON, accepted: {text[:40]!r}")
    always = form < 6
    how = _breaks(rng, d, rules) if always else _may_keep(rng, d, rules)
    try:
        text = json.dumps(d)
    except ValueError:  # a number json will not write
        return "refused"
    try:
        loaded = state_from_json(rules, text)
    except UnorulesError:
        return "refused"
    if always:
        raise Accepted(f"{how}: a broken state was accepted")
    play_from(rules, loaded, seed)
    # The same tampering as a GameState built by hand goes through the public API too.
    return "accepted"


def run_state_object(rng: random.Random, seed: int) -> str:
    """A GameState tampered with attrs.evolve, given to the public methods."""
    rules, state = some_state(rng)
    n = state.players
    card = rng.choice(rules.cards)
    change = rng.choice([
        {"direction": 0}, {"to_act": n}, {"players": n + 1}, {"phase": "banana"}, {"hands": ()},
        {"hands": tuple((*h, card) for h in state.hands)}, {"discard_pile": ()}, {"scores": (-1,) * n},
        {"uno_at_risk": n}, {"draw_pile": (*state.draw_pile, Card("nope", None))}, {"rng": -1},
        {"hands": None}, {"scores": 7}, {"statuses": ((9,) * n,) * 3}, {"round": 0}, {"color": "mauve"},
    ])
    bad = attrs.evolve(state, **change)
    method = rng.choice(["apply", "legal_actions", "view", "check"])
    try:
        if method == "apply":
            rules.apply(bad, Action("draw", 0))
        elif method == "legal_actions":
            rules.legal_actions(bad)
        elif method == "view":
            rules.view(bad, 0)
        else:
            rules.check(bad)
    except UnorulesError:
        return "refused"
    raise Accepted(f"{change} accepted by {method}")


def play_from(rules: unorules.Rules, state: Any, seed: int) -> None:
    deck = Counter(rules.deck)
    rng = random.Random(seed)
    for _ in range(20):
        if Counter(state.all_cards()) != deck:
            raise Accepted("a loaded state lost cards")
        legal = rules.legal_actions(state)
        if not legal:
            if not state.game_over:
                raise Accepted(f"a loaded state in phase {state.phase!r} has no legal action")
            return
        state = rules.apply(state, rng.choice(legal))
        rules.check(attrs.evolve(state))


def run_record(rng: random.Random, seed: int) -> str:
    rules, _ = some_state(rng)
    good = {"variant": rules.name, "players": rules.min_players, "seed": 1, "actions": [{"kind": "draw", "player": 0}]}
    bad = rng.choice([
        "{}", "[]", "null", "x", json.dumps({**good, "variant": "/etc/passwd"}),
        json.dumps({**good, "variant": "../../etc/passwd.uno"}), json.dumps({**good, "variant": "*"}),
        json.dumps({**good, "players": "3"}), json.dumps({**good, "actions": [None]}),
        json.dumps({**good, "actions": [{"kind": "play", "player": 0, "card": "purple 9"}]}),
        json.dumps({**good, "actions": [{"kind": 5, "player": 0}]}), json.dumps({**good, "extra": 1}),
        json.dumps({**good, "seed": 10**40}), "[" * 100_000,
        json.dumps({k: v for k, v in good.items() if k != rng.choice(sorted(good))}),
    ])
    try:
        record = GameRecord.from_json(bad)
    except UnorulesError:
        return "refused"
    try:
        unorules.replay(rules, record.seed, record.actions, players=record.players)
    except UnorulesError:
        return "refused"
    return "accepted"


# --- actions --------------------------------------------------------------------------------
def wrong_actions(rng: random.Random, rules: unorules.Rules, state: Any) -> Iterator[Any]:
    n = state.players
    legal = list(rules.legal_actions(state)) or [Action("draw", 0)]
    other = Card("7", "purple")
    for _ in range(10):
        base = rng.choice(legal)
        yield rng.choice([
            None, 0, "p0 draw", {"kind": "draw", "player": 0}, (base.kind, base.player), Action,
            attrs.evolve(base, player=rng.choice([n, -1, 10**40, True, None, 1.0, "0"])),
            attrs.evolve(base, kind=rng.choice(["banana", "", None, 3, "PLAY", "play "])),
            attrs.evolve(base, card=rng.choice([other, "red 5", 5, Card("skip", None), *rules.cards[:3]])),
            attrs.evolve(base, color=rng.choice(["purple", "", 5, "RED", *rules.colours])),
            attrs.evolve(base, target=rng.choice([n, -1, 10**40, base.player, True, "1", 0])),
            attrs.evolve(base, report=rng.choice(["nothing", "", 3, "offer"])),
            Action(rng.choice(["draw", "pass", "uno", "challenge", "accept", "next_round"]), base.player,
                   rng.choice([None, base.card]), rng.choice([None, "red"]), rng.choice([None, 0])),
            Action("catch", rng.randrange(-1, n + 1), None, None, rng.randrange(-1, n + 1)),
        ])


def run_actions(rng: random.Random, seed: int, per_state: int) -> Counter[str]:
    rules, state = some_state(rng)
    before = state_to_json(state)
    deck = Counter(rules.deck)
    out: Counter[str] = Counter()
    made = 0
    while made < per_state:
        for a in wrong_actions(rng, rules, state):
            made += 1
            try:
                after = rules.apply(state, a)
            except UnorulesError:
                out["refused"] += 1
                if state_to_json(state) != before:
                    raise Accepted("a refused action changed the state") from None
                continue
            out["allowed"] += 1
            if Counter(after.all_cards()) != deck:
                raise Accepted(f"{a} lost cards")
            rules.check(attrs.evolve(after))
    return out


# --- listed <=> accepted ---------------------------------------------------------------------
def run_listed(rng: random.Random, seed: int) -> Counter[str]:
    """A random state of a random variant, every seat's list against ``apply`` over the
    action space of tests/hostile/listed.py: any difference fails the case."""
    import listed

    rules, state = some_state(rng)
    found = listed.differences(rules, state)
    if found:
        raise Accepted(f"{rules.name}: {found[0]}" + (f" (and {len(found) - 1} more)" if len(found) > 1 else ""))
    return Counter({"states": 1, "actions tried": sum(1 for _ in listed.action_space(rules, state))})


# --- entry points ----------------------------------------------------------------------------
def edge_cases() -> list[tuple[str, Callable[[], Any]]]:
    """The entry-point arguments issue 27 found answered with foreign exceptions."""
    from unorules import bots, kernel
    from unorules.env.aec import raw_env
    from unorules.env.single import SingleSeatEnv

    std = unorules.load("standard")

    def env() -> Any:
        e = raw_env("standard", players=2)
        e.reset(seed=1)
        return e

    def single() -> Any:
        g = SingleSeatEnv("standard", players=2)
        g.reset(seed=1)
        return g

    return [
        ("kernel games=10**11", lambda: kernel.simulate(std, 2, 10**11)),
        ("kernel max_actions=2**70", lambda: kernel.simulate(std, 2, 1, max_actions=2**70)),
        ("kernel trace max_actions=2**70", lambda: kernel.trace(std, 2, 0, max_actions=2**70)),
        ("kernel count seed 2**70", lambda: kernel.count_games(std, 2, [2**70])),
        ("env players='2'", lambda: raw_env("standard", players="2")),  # type: ignore[arg-type]
        ("env observe('player_9')", lambda: env().observe("player_9")),
        ("env step(10**6)", lambda: env().step(10**6)),
        ("env step(1.5)", lambda: env().step(1.5)),  # type: ignore[arg-type]
        ("SingleSeatEnv.step(10**6)", lambda: single().step(10**6)),
        ("SingleSeatEnv.step(-1)", lambda: single().step(-1)),
        ("bots.parse ismcts:<20 digits>", lambda: bots.parse("ismcts:" + "9" * 20)),
        ("bots.parse ismcts:<100,000 digits>", lambda: bots.parse("ismcts:" + "9" * 100_000)),
    ]


def run_edge(rng: random.Random, seed: int) -> str:
    name, call = edge_cases()[seed % len(edge_cases())]
    try:
        call()
    except UnorulesError:
        return "refused"
    raise Accepted(f"{name}: accepted")


# --- the harness ----------------------------------------------------------------------------
def _limit(memory_mb: int) -> None:
    base = _vm_bytes()
    budget = base + memory_mb * (1 << 20)
    resource.setrlimit(resource.RLIMIT_AS, (budget, budget))


def _vm_bytes() -> int:
    with open("/proc/self/statm", encoding="ascii") as f:
        return int(f.read().split()[0]) * os.sysconf("SC_PAGE_SIZE")


def worker(kind: str, seeds: list[int], seconds: float, memory_mb: int, out: Any) -> None:
    os.nice(10) if os.nice(0) < 10 else None
    _limit(memory_mb)
    signal.signal(signal.SIGPROF, _alarm)
    folder = Path(tempfile.mkdtemp(prefix="unorules-hostile-"))
    tally: Counter[str] = Counter()
    worst = (0.0, "")
    for seed in seeds:
        rng = random.Random(seed)
        t0 = time.process_time()
        signal.setitimer(signal.ITIMER_PROF, seconds)
        label = ""
        try:
            if kind == "variants":
                case = variant_case(rng)
                label = case[0]
                tally[run_variant(case, folder, seed)] += 1
            elif kind == "states":
                r = rng.random()
                label = "state"
                tally[run_state(rng, seed) if r < 0.8 else run_state_object(rng, seed) if r < 0.9
                      else run_record(rng, seed)] += 1
            elif kind == "listed":
                label = "listed"
                tally.update(run_listed(rng, seed))
            elif kind == "edges":
                label = "edge"
                tally[run_edge(rng, seed)] += 1
            else:
                label = "actions"
                tally.update(run_actions(rng, seed, 50))
        except UnorulesError as err:
            tally["refused"] += 1
            del err
        except OverBudget:
            tally["FAIL over time"] += 1
            out.put(("fail", kind, seed, label, "over the CPU time budget"))
        except MemoryError:
            tally["FAIL over memory"] += 1
            out.put(("fail", kind, seed, label, "over the memory budget"))
        except Accepted as err:
            tally["FAIL accepted"] += 1
            out.put(("fail", kind, seed, label, str(err)))
        except BaseException as err:  # noqa: BLE001 - a foreign exception is what the campaign looks for
            tally["FAIL foreign"] += 1
            out.put(("fail", kind, seed, label, "".join(traceback.format_exception_only(err)).strip()[:300]))
        finally:
            signal.setitimer(signal.ITIMER_PROF, 0)
        dt = time.process_time() - t0
        if dt > worst[0]:
            worst = (dt, f"{label} seed {seed}")
        out.put(("tick", kind, 1))
    out.put(("done", kind, dict(tally), worst, _peak_mb()))


def _peak_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


def campaign(counts: dict[str, int], workers: int, seed: int, seconds: float, memory_mb: int,
             hang: float = 120.0, quiet: bool = False) -> dict[str, Any]:
    """Run the campaign; returns the tallies, the failures and the worst case per kind."""
    ctx = mp.get_context("fork")
    q = ctx.Queue()
    procs = []
    for kind, n in counts.items():
        per = [list(range(seed + w, seed + n, workers)) for w in range(workers)]
        for seeds in per:
            if seeds:
                p = ctx.Process(target=worker, args=(kind, seeds, seconds, memory_mb, q))
                p.start()
                procs.append(p)
    result: dict[str, Any] = {"tally": {k: Counter() for k in counts}, "failures": [], "worst": {},
                              "peak_mb": {}, "hangs": 0, "cases": Counter()}
    done = 0
    last = time.monotonic()
    while done < len(procs):
        try:
            msg = q.get(timeout=5)
        except Exception:  # noqa: BLE001 - queue.Empty
            if time.monotonic() - last > hang:
                result["hangs"] += sum(p.is_alive() for p in procs)
                for p in procs:
                    p.kill()
                break
            continue
        last = time.monotonic()
        if msg[0] == "tick":
            result["cases"][msg[1]] += 1
            if not quiet and sum(result["cases"].values()) % 1000 == 0:
                print(f"  {dict(result['cases'])}", flush=True)
        elif msg[0] == "fail":
            result["failures"].append(msg[1:])
        else:
            _, kind, tally, worst, peak = msg
            result["tally"][kind].update(tally)
            result["worst"][kind] = max(result["worst"].get(kind, (0.0, "")), tuple(worst))
            result["peak_mb"][kind] = max(result["peak_mb"].get(kind, 0.0), peak)
            done += 1
    for p in procs:
        p.join(timeout=5)
    dead = [p for p in procs if p.exitcode not in (0, None)]
    result["hangs"] += 0
    result["crashed_workers"] = len(dead)
    return result


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--variants", type=int, default=10_000)
    ap.add_argument("--states", type=int, default=10_000)
    ap.add_argument("--actions", type=int, default=100_000, help="wrong actions (50 per state)")
    ap.add_argument("--listed", type=int, default=1_000, help="states whose every seat's list is compared "
                    "with apply over the action space (some hundreds of actions each)")
    ap.add_argument("--edges", type=int, default=len(edge_cases()), help="entry-point cases (cycled)")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--seconds", type=float, default=2.0, help="CPU seconds per case")
    ap.add_argument("--memory", type=int, default=200, help="MB a worker may grow past its size after imports")
    args = ap.parse_args()
    t0 = time.time()
    res = campaign({"variants": args.variants, "states": args.states, "actions": max(1, args.actions // 50),
                    "listed": args.listed, "edges": args.edges},
                   args.workers, args.seed, args.seconds, args.memory)
    print(f"campaign in {time.time() - t0:.0f}s, seed {args.seed}, {args.workers} workers, "
          f"budget {args.seconds} CPU s and {args.memory} MB per case")
    for kind, tally in res["tally"].items():
        worst = res["worst"].get(kind, (0.0, ""))
        print(f"  {kind:9} {dict(sorted(tally.items()))}  slowest {worst[0]:.2f} CPU s ({worst[1]}), "
              f"worker peak RSS {res['peak_mb'].get(kind, 0):.0f} MB")
    print(f"  hangs: {res['hangs']}, crashed workers: {res['crashed_workers']}, failures: {len(res['failures'])}")
    for f in res["failures"][:40]:
        print("  FAIL", *f)
    return 1 if res["failures"] or res["hangs"] or res["crashed_workers"] else 0


if __name__ == "__main__":
    raise SystemExit(main())
