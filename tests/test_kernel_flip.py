"""Two-sided cards on the kernel (UNO Flip): a Flip turns every pile and hand over.

The games are picked where the rule acts (Flips played, rounds ending with the dark
side up, a wild face turned up that the next player names a colour for), replayed
through the engine at 2, 4 and 10 players under both policies, and each piece of the
lowering (the card turned over, the colours of the side up, the opcode itself) is
shown catching a mutant. (tests/test_kernel.py checks that the kernel's random policy
and the engine's agree in distribution on flip.)
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import islice, pairwise
from typing import Any

import pytest

import unorules
from unorules import Rules

pytest.importorskip("numba")

from test_kernel import mismatch
from test_kernel_rules import lowered_as  # noqa: F401  (a fixture)
from tiers import split

import unorules.kernel.lower as lowering
from unorules import kernel
from unorules.ir import effects as E

FLIP = unorules.load("flip")
Lowered = Callable[[Callable[[Any], Any]], None]


def _replays(rules: Rules, players: int, seeds: range, policy: str, cap: int = 300) -> list[str]:
    return [f"seed {s}: {m}" for s in seeds if (m := mismatch(rules, players, s, policy, cap))]


def _turned_over(players: int, seeds: range, policy: str) -> tuple[int, int, int]:
    """Flips played, rounds that ended dark side up, colours named for a wild face turned up."""
    flips = dark = named = 0
    for s in seeds:
        game = kernel.trace(FLIP, players, s, policy, max_actions=300)
        acts = game.actions
        flips += sum(1 for a in acts if a.kind == "play" and a.card is not None and a.card.kind == "flip")
        dark += game.final["side"]
        named += sum(1 for a, b in pairwise(acts)
                     if a.kind == "play" and a.card is not None and a.card.kind == "flip" and b.kind == "choose")
    return flips, dark, named


# The fast tier keeps each policy once, at the two ends of the seat count (the first ten
# seeds of a wild face turned up are four players' uniform games, the whole games below four
# players' random ones); the slow tier runs all six.
@pytest.mark.parametrize(("policy", "players"), split(
    [(p, n) for p in ("random", "uniform") for n in (2, 4, 10)], {("random", 10), ("uniform", 2)}))
def test_flip_games_turn_over_and_replay_exactly(players: int, policy: str) -> None:
    seeds = range(12)
    flips, dark, _ = _turned_over(players, seeds, policy)
    assert flips and dark, f"no Flip played ({flips}) or no round ended dark side up ({dark})"
    assert not _replays(FLIP, players, seeds, policy)


def test_a_wild_face_turned_up_has_the_next_player_name_a_dark_colour_and_replays() -> None:
    # The first three seeds that show it (the search stops there: each seed is a traced game).
    seeds = list(islice((s for s in range(80) if _turned_over(4, range(s, s + 1), "uniform")[2]), 3))
    assert seeds, "no Flip turned a wild face up"
    for s in seeds:
        game = kernel.trace(FLIP, 4, s, "uniform", max_actions=300)
        flips = 0  # one round, dealt light side up: the side up is the count of Flips, mod 2
        for a, b in pairwise(game.actions):
            if a.kind == "play" and a.card is not None and a.card.kind == "flip":
                flips += 1
                if b.kind == "choose":
                    assert b.color in FLIP.colours_of(flips % 2)
    assert not [m for s in seeds if (m := mismatch(FLIP, 4, s, "uniform"))]


def test_whole_flip_games_replay_exactly() -> None:
    problems = [f"seed {s}: {m}" for s in range(3) if (m := mismatch(FLIP, 4, s, "random", 20000, True))]
    assert not problems


# More than 64 distinct cards: the playability masks and the random policy's sets take
# several words. Flip alone never probes a card (nothing it may play reads the hand) nor
# stacks; this child of it does both.
STACKED = unorules.loads("""variant flip_stacked
extends flip
without on draw_one
on draw_one: next draws 1 or stacks
stack draw_one on draw_one
without challenge wild_draw_two
without on wild_draw_two
on wild_draw_two: player chooses colour, next draws 2, next loses turn
""")


@pytest.mark.parametrize("players", split([2, 4], {2}))  # four players: the slow tier
def test_cards_probed_and_stacked_beyond_64_cards_replay_exactly(players: int) -> None:
    assert len(STACKED.cards) > 64 and "wild_draw_two" in STACKED.enforced_require
    stacks = wilds = 0
    for s in range(12):
        acts = kernel.trace(STACKED, players, s, "random", max_actions=300).actions
        stacks += sum(1 for a, b in pairwise(acts) if a.kind == b.kind == "play" and a.card is not None
                      and b.card is not None and a.card.kind == b.card.kind == "draw_one")
        wilds += sum(1 for a in acts if a.kind == "play" and a.card is not None and a.card.kind == "wild_draw_two")
    assert stacks and wilds
    assert not _replays(STACKED, players, range(12), "random")
    assert not _replays(STACKED, players, range(6), "uniform")


# --- mutants: each part of the lowering caught by the replay -------------------------------------
def test_a_flip_that_turns_no_card_over_is_caught(lowered_as: Lowered) -> None:  # noqa: F811
    def same_card(code: Any) -> None:
        at = code[lowering.O_CARD_FLIP]
        code[at:at + code[lowering.F_NCARDS]] = range(code[lowering.F_NCARDS])
    lowered_as(same_card)
    assert _replays(FLIP, 2, range(6), "random")


def test_a_dark_side_that_names_light_colours_is_caught(lowered_as: Lowered) -> None:  # noqa: F811
    def light_colours(code: Any) -> None:
        at = code[lowering.O_SIDE_COLOURS]
        code[at + 2], code[at + 3] = code[at], code[at + 1]
    lowered_as(light_colours)
    assert _replays(FLIP, 4, range(12), "uniform")


def test_a_turn_over_lowered_as_nothing_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(E.TurnOver, "lowered", lambda e, k: [lowering.E_NOTHING, 0, 0, 0])
    monkeypatch.setattr(kernel, "_PROGRAMS", {})
    monkeypatch.setattr(kernel, "_BUFFERS", {})
    assert _replays(FLIP, 2, range(6), "random")


def test_the_flip_tables_pair_every_card_with_its_other_face() -> None:
    program = lowering.lower(FLIP)
    code = program.code
    flip = [int(x) for x in code[code[lowering.O_CARD_FLIP]:][:len(program.cards)]]
    assert all(program.cards[flip[i]] is c.flipped() and flip[flip[i]] == i for i, c in enumerate(program.cards))
    sides = [int(x) for x in code[code[lowering.O_SIDE_COLOURS]:][:4]]
    assert (program.colours[sides[0]:][:sides[1]], program.colours[sides[2]:][:sides[3]]) == (
        FLIP.colours_of(0), FLIP.colours_of(1))


def test_whole_games_count_rounds_that_score_dark_faces_above_the_light_deck() -> None:
    """count_games' points histogram holds a round scored with the dark side up, whose
    faces may be worth more than the whole deck's light faces."""
    heavy = unorules.loads("variant heavy_dark\nextends flip\nwithout card wild_draw_colour\n"
                           "card wild_draw_colour: 4 without colour, scores 5000, dark side\n")
    light = sum(heavy.points(c) for c in heavy.deck)
    counts = kernel.count_games(heavy, 2, range(40))
    assert counts.games == 40 and max(v for v, _ in counts.points) > light
