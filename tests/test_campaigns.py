"""Hypothesis campaigns: long random games of every bundled variant, and the parser fuzzed.

- ``GameMachine`` (a RuleBasedStateMachine) plays traces of at least 200 actions of a
  bundled variant and checks after every action the exact card multiset, the ranges,
  scores that never fall within a game, and that round and game ends agree with
  each other and with the legal actions.
- The grammar is fuzzed with ``hypothesis.extra.lark.from_lark`` (every terminal given
  an ``explicit`` strategy that pads keywords with spaces and draws names, numbers and
  texts a variant file would use), and the real variant files are mutated line by
  line and word by word: every input compiles or raises ``VariantError`` with a
  position, never any other exception.

The ``ci`` profile keeps the campaigns short; ``HYPOTHESIS_PROFILE=nightly`` scales
them with its ``max_examples``.
"""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path
from typing import Any

import attrs
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.extra.lark import from_lark
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, rule

import unorules
from unorules import GameState, Rules, VariantError
from unorules.engine.state import CHOOSE, GAME_OVER, ROUND_OVER
from unorules.language.parser import build_parser
from unorules.paths import variants_dir

VARIANTS = unorules.variants()
RULES = {name: unorules.load(name) for name in VARIANTS}
PROFILE_EXAMPLES = settings().max_examples  # 100 under ci, more under nightly


def _scaled(fraction: int, least: int) -> int:
    return max(least, PROFILE_EXAMPLES // fraction)


class GameMachine(RuleBasedStateMachine):
    """One seeded game of a bundled variant, driven action by action."""

    rules: Rules
    state: GameState

    @initialize(name=st.sampled_from(VARIANTS), seed=st.integers(0, 2**32), data=st.data())
    def start(self, name: str, seed: int, data: st.DataObject) -> None:
        self.rules = RULES[name]
        players = data.draw(st.integers(self.rules.min_players, self.rules.max_players), label="players")
        self.state = self.rules.new_game(players=players, seed=seed)
        self.deck = Counter(self.rules.deck)
        self.best: tuple[int, ...] = self.state.scores
        self.steps = 0

    @rule(data=st.data())
    def act(self, data: st.DataObject) -> None:
        legal = self.rules.legal_actions(self.state)
        if not legal:
            assert self.state.game_over, f"no legal action in phase {self.state.phase}"
            return
        # Mostly the player to act (so rounds end), sometimes anyone (calls, catches, reports).
        own = [a for a in legal if a.player == self.state.to_act]
        pool = own if own and data.draw(st.integers(0, 9), label="who") else list(legal)
        a = pool[data.draw(st.integers(0, len(pool) - 1), label="action")]
        before = self.state
        self.state = self.rules.apply(self.state, a)
        self.steps += 1
        if a.kind == "next_round":
            assert before.round_over and not before.game_over
            assert self.state.round == before.round + 1
            assert self.state.dealer == (before.dealer + 1) % before.players

    @invariant()
    def exact_cards(self) -> None:
        if hasattr(self, "state"):
            assert Counter(self.state.all_cards()) == self.deck

    @invariant()
    def ranges(self) -> None:
        if not hasattr(self, "state"):
            return
        s = self.state
        n = s.players
        assert 0 <= s.to_act < n and 0 <= s.dealer < n
        assert s.direction in (1, -1)
        assert s.pending_draw >= 0
        assert all(len(row) == n and all(0 <= k <= st.turns for k in row)
                   for st, row in zip(self.rules.statuses, s.statuses, strict=True))
        assert len(s.hands) == n and len(s.scores) == n and s.discard_pile
        if s.color is None:
            assert s.phase in (CHOOSE, ROUND_OVER, GAME_OVER), f"no active colour in phase {s.phase}"
        else:
            assert s.color in self.rules.colours

    @invariant()
    def scores_never_fall(self) -> None:
        if not hasattr(self, "state"):
            return
        s = self.state
        assert all(x >= 0 for x in s.scores)
        assert all(now >= was for now, was in zip(s.scores, self.best, strict=True))
        self.best = s.scores

    @invariant()
    def round_and_game_end(self) -> None:
        if not hasattr(self, "state"):
            return
        s = self.state
        assert s.round_over == (s.phase in (ROUND_OVER, GAME_OVER))
        assert s.game_over == (s.phase == GAME_OVER)
        assert (s.winner is not None) == s.game_over
        if s.round_over:
            assert s.round_winner is not None
            assert not s.hands[s.round_winner], "the round's winner holds no card"
        else:
            assert all(s.hands), "a round goes on only while every player holds a card"
        if s.game_over:
            assert max(s.scores) >= self.rules.target
            assert self.rules.legal_actions(s) == ()


GameMachine.TestCase.settings = settings(
    max_examples=_scaled(20, 5), stateful_step_count=220, deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
)
test_long_games = GameMachine.TestCase


# --- the parser, fuzzed --------------------------------------------------------------------
NAMES = sorted({
    *VARIANTS, "standard", "skip", "reverse", "draw_two", "wild", "wild_draw_four", "dumb_fu",
    "wild_swap", "rainbow", "banana", "red", "green", "blue", "yellow", "offer", "pose_broken",
    "mirror", "x", "house_rule", "_",
})


def _terminal_strategies() -> dict[str, st.SearchStrategy[str]]:
    out: dict[str, st.SearchStrategy[str]] = {}
    for t in build_parser().terminals:
        if t.pattern.type == "str":
            out[t.name] = st.just(f" {t.pattern.value} ")
    out["NAME"] = st.sampled_from(NAMES).map(lambda s: f" {s} ")
    out["INT"] = st.integers(0, 12).map(lambda i: f" {i} ")
    out["STRING"] = st.sampled_from(['"a note"', '""', '"say \\"it\\""', '"ünïcode ✓"']).map(lambda s: f" {s} ")
    out["WHO"] = st.sampled_from(["player", "next", "target", "dealer", "first", "others"]).map(lambda s: f" {s} ")
    out["OUTCOME"] = st.sampled_from(["accepted", "guilty", "innocent"]).map(lambda s: f" {s} ")
    out["PENALTY_EVENT"] = st.sampled_from(["missed_uno", "wrong_card"]).map(lambda s: f" {s} ")
    out["_NL"] = st.sampled_from(["\n", "\n  ", "\n# a comment\n"])
    out["COMMENT"] = st.just(" ")  # an ignored comment would swallow the rest of its line
    out["WS"] = st.just(" ")
    return out


PROGRAMS = from_lark(build_parser(), explicit=_terminal_strategies())
HEADERS = st.sampled_from(["", "variant fuzz\n", "variant fuzz\nextends standard\n",
                           "variant fuzz\nextends minion\n"])


def compiles_or_says_where(text: str) -> Rules | None:
    """Compile; a refusal must be a VariantError that points at a line."""
    try:
        return unorules.loads(text, file="fuzz.uno")
    except VariantError as err:
        lines = text.split("\n")  # the language counts lines by \n only
        if lines[-1] == "":
            lines.pop()
        has_clauses = any(line.strip() and not line.strip().startswith("#") for line in lines)
        assert err.line >= 1 or not has_clauses, f"no position: {err}"
        assert err.line <= max(len(lines), 1) or err.file != "fuzz.uno", f"line {err.line} past the end: {err}"
        return None


@settings(max_examples=_scaled(1, 60), deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much])
@given(header=HEADERS, body=PROGRAMS)
def test_generated_programs(header: str, body: str) -> None:
    compiles_or_says_where(header + body)


SOURCES = [p for p in sorted(variants_dir().rglob("*.uno"))]
WORDS = sorted({w for p in SOURCES for w in p.read_text(encoding="utf-8").split()
                if not w.startswith('"')} | {"0", "99", "-1", "x", ":", ",", "if", "not", "("})


@st.composite
def mutated(draw: Any) -> tuple[Path, str]:
    path = draw(st.sampled_from(SOURCES))
    lines = path.read_text(encoding="utf-8").splitlines()
    for _ in range(draw(st.integers(1, 4))):
        if not lines:
            break
        i = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["delete", "duplicate", "swap", "word", "truncate"]))
        if how == "delete":
            del lines[i]
        elif how == "duplicate":
            lines.insert(i, lines[i])
        elif how == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif how == "truncate":
            lines[i] = lines[i][: draw(st.integers(0, len(lines[i])))]
        else:
            words = lines[i].split(" ")
            k = draw(st.integers(0, len(words) - 1))
            words[k] = draw(st.sampled_from(WORDS))
            lines[i] = " ".join(words)
    return path, "\n".join(lines) + "\n"


@settings(max_examples=_scaled(1, 100), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(case=mutated())
def test_mutated_variant_files(case: tuple[Path, str]) -> None:
    path, text = case
    # Written beside the original so that 'extends' finds its parent as it would.
    try:
        rules = unorules.loads(text, file=str(path))
    except VariantError as err:
        assert err.line >= 1 or not text.strip(), f"no position: {err}"
        return
    # A mutant that compiles is a variant the engine can play: every state of a short
    # seeded game passes the full check (a copy is not trusted) and keeps every card.
    deck = Counter(rules.deck)
    state = rules.new_game(players=rules.min_players, seed=0)
    rng = random.Random(0)
    for _ in range(40):
        assert rules.check(attrs.evolve(state)) == state
        assert Counter(state.all_cards()) == deck
        legal = rules.legal_actions(state)
        if not legal:
            break
        state = rules.apply(state, rng.choice(legal))
