"""The bundled variants: they load by name, hold the decks their sheets describe, record
their readings as notes, and keep every card through random complete games.

The deck counts below are taken from the rule sheets, not
from the variant files, so a wrong ``card`` line fails here even if its ``expect`` line
was changed along with it.
"""

from __future__ import annotations

import random
import re
import shutil
import sys
import tomllib
from collections import Counter
from pathlib import Path
from typing import Any

import attrs
import pytest

import unorules
from unorules.cards import Card
from unorules.engine.random_games import play
from unorules.engine.rules import Rules
from unorules.engine.state import TURN, Action, GameState
from unorules.errors import IllegalAction, ScenarioError, VariantError
from unorules.language.bundled import bundled_path
from unorules.language.parser import parse
from unorules.testing import build_position

SCENARIOS = Path(__file__).parent / "scenarios"
HEADER = {"variant", "extends", "title", "about"}

SEEDS = ("minion", "minion_penalty", "turkish", "russian")
HOUSE = ("stacking", "seven_zero", "jump_in", "draw_until_playable", "russian_custom_skip",
         "progressive_draw_two", "reverse_bounce", "big_cards", "forced_play", "no_bluffing",
         "lowest_score_wins", "casual", "first_player_duty", "uno_penalties")
OFFICIAL = ("two_player",)
BUNDLED = ("standard", *SEEDS, *HOUSE, *OFFICIAL)
PARENT = {
    "minion": "standard", "minion_penalty": "minion", "turkish": "standard", "russian": "standard",
    "stacking": "progressive_draw_two", "seven_zero": "standard", "jump_in": "standard",
    "draw_until_playable": "standard", "russian_custom_skip": "russian",
    "progressive_draw_two": "standard", "reverse_bounce": "progressive_draw_two", "big_cards": "standard",
    "forced_play": "standard", "no_bluffing": "standard", "lowest_score_wins": "standard",
    "casual": "standard", "first_player_duty": "standard", "two_player": "standard",
    "uno_penalties": "standard",
}

CLASSIC = {"number": 76, "draw_two": 8, "reverse": 8, "skip": 8, "wild": 4, "wild_draw_four": 4}
ATTACK = {"number": 72, "hit_2": 8, "reverse": 8, "skip": 8, "discard_all": 4, "trade_hands": 4, "wild": 4,
          "wild_all_hit": 2, "wild_hit_fire": 2}
FLIP_LIGHT = {"number": 72, "draw_one": 8, "reverse": 8, "skip": 8, "flip": 8, "wild": 4, "wild_draw_two": 4}
NO_MERCY = {"number": 80, "skip": 12, "reverse": 12, "draw_two": 12, "draw_four": 8, "discard_all": 12,
            "skip_everyone": 8, "wild_reverse_draw_four": 8, "wild_draw_six": 4, "wild_draw_ten": 4,
            "wild_colour_roulette": 8}
DECK_2018 = {**CLASSIC, "wild_shuffle_hands": 1, "wild_customizable": 3}
# name: (cards, kinds (a flip card by its light face), cards per colour, zeros per colour)
DECKS: dict[str, tuple[int, dict[str, int], int, int]] = {
    "standard": (108, CLASSIC, 25, 1),
    "minion": (112, {**CLASSIC, "dumb_fu": 4}, 25, 1),
    "minion_penalty": (112, {**CLASSIC, "dumb_fu": 4}, 25, 1),
    "russian": (112, {**CLASSIC, "wild_swap": 1, "wild_custom": 3}, 25, 1),
    "russian_custom_skip": (112, {**CLASSIC, "wild_swap": 1, "wild_custom": 3}, 25, 1),
    "big_cards": (116, {**CLASSIC, "skip_everyone": 4, "wild_draw_six": 2, "wild_draw_ten": 2}, 26, 1),
    "attack": (112, ATTACK, 26, 0),
    "flip": (112, FLIP_LIGHT, 26, 0),
    "no_mercy": (168, NO_MERCY, 36, 2),
    "discard_all_roulette": (114, {**CLASSIC, "discard_all": 4, "wild_colour_roulette": 2}, 26, 1),
    "shuffle_hands_2018": (112, DECK_2018, 25, 1),
    "shuffle_hands_choice": (112, DECK_2018, 25, 1),
    **{name: (108, CLASSIC, 25, 1) for name in (
        "turkish", "stacking", "seven_zero", "seven_zero_left", "jump_in", "draw_until_playable",
        "progressive_draw_two", "reverse_bounce", "forced_play", "no_bluffing", "lowest_score_wins", "casual",
        "first_player_duty", "two_player", "uno_penalties", "partners", "mercy", "multiple_cards",
        "five_rounds", "three_rounds_lowest", "teams_of_three")},
}
# Clause kinds a scenario does not name: the deck is checked against DECKS above, and flip's
# pairing of faces by tests/test_flip.py (each card one light and one dark face, the sheet's
# count of every kind on each side). A `without` line is named unless it takes away one of
# these or a clause only about cards the variant no longer has (`without on wild_draw_four`).
NOT_NAMED = ("expect", "colours", "card", "pair")


def _own_clauses(name: str) -> list:  # type: ignore[type-arg]
    path = bundled_path(name)
    assert path is not None
    return [c for c in parse(path.read_text(encoding="utf-8"), str(path)) if c.kind not in HEADER]


# --- loading -------------------------------------------------------------------------------
def test_every_variant_is_bundled() -> None:
    assert set(BUNDLED) <= set(unorules.variants())


@pytest.mark.parametrize("name", BUNDLED)
def test_loads_by_name(name: str) -> None:
    rules = unorules.load(name)
    assert rules.name == name
    assert rules.parent == PARENT.get(name)


@pytest.mark.parametrize("name", sorted(PARENT))
def test_extends_its_parent(name: str) -> None:
    path = bundled_path(name)
    assert path is not None
    clauses = parse(path.read_text(encoding="utf-8"), str(path))
    assert [c.kind for c in clauses[:2]] == ["variant", "extends"]
    assert clauses[1].name == PARENT[name]


@pytest.mark.parametrize("name", HOUSE)
def test_house_rules_are_short(name: str) -> None:
    path = bundled_path(name)
    assert path is not None and path.parent.name == "house"
    # Its rules are: the lines that translate its text for the other languages' books, and
    # the notes for its designers, do not count.
    lines = [line for line in path.read_text(encoding="utf-8").splitlines()
             if not re.match(r"\s*((title|about|note|reading)\[[a-z]{2}\]|designer) ", line)]
    assert len(lines) <= 15


# --- decks ---------------------------------------------------------------------------------
def test_every_bundled_deck_is_counted() -> None:
    assert set(DECKS) == set(unorules.variants())


@pytest.mark.parametrize("name", unorules.variants())
def test_deck_size_and_kinds(name: str) -> None:
    rules = unorules.load(name)
    total, kinds, per_colour, zeros = DECKS[name]
    assert len(rules.deck) == total
    counts = Counter(
        "number" if rules.kind_of[c.kind].number is not None else c.kind for c in rules.deck
    )
    assert dict(counts) == kinds
    colours = Counter(c.color for c in rules.deck if c.color is not None)
    assert colours == dict.fromkeys(("red", "yellow", "green", "blue"), per_colour)
    numbers = Counter((c.kind, c.color) for c in rules.deck if rules.kind_of[c.kind].number is not None)
    assert all(n == (zeros if kind == "0" else 2) for (kind, _), n in numbers.items())
    assert sum(n for (kind, _), n in numbers.items() if kind == "0") == 4 * zeros


@pytest.mark.parametrize(("name", "card", "points"), [
    ("minion", "dumb_fu", 50), ("minion", "rainbow", 50), ("minion", "banana", 50),
    ("russian", "wild_swap", 40), ("russian", "wild_custom", 40), ("russian", "wild", 50),
    ("turkish", "wild_draw_four", 50), ("turkish", "blue skip", 20), ("turkish", "red 9", 9),
])
def test_points(name: str, card: str, points: int) -> None:
    rules = unorules.load(name)
    assert rules.points(rules.card(card)) == points


def test_minion_aliases_name_the_classic_wilds() -> None:
    rules = unorules.load("minion")
    assert rules.card("rainbow") == Card("wild")
    assert rules.card("banana") == Card("wild_draw_four")
    assert str(rules.card("banana")) == "wild_draw_four"
    with pytest.raises(ValueError):
        unorules.load("standard").card("banana")


def test_russian_players_and_targets() -> None:
    rules = unorules.load("russian")
    assert (rules.min_players, rules.max_players) == (2, 10)
    assert rules.needs_target == frozenset({"wild_swap"})


# The player range of each sheet; standard's 2 to 10 for the others.
PLAYERS = {"two_player": (2, 2), "partners": (4, 4), "no_mercy": (2, 6), "mercy": (2, 6), "teams_of_three": (6, 6)}


@pytest.mark.parametrize("name", unorules.variants())
def test_player_bounds_are_refused(name: str) -> None:
    """What a `players` scenario cannot show: a table outside the range is no game of it."""
    rules = unorules.load(name)
    low, high = PLAYERS.get(name, (2, 10))
    assert (rules.min_players, rules.max_players) == (low, high)
    top = next(str(c) for c in rules.deck if rules.kind_of[c.kind].number is not None)
    for n in (low, high):
        build_position(rules, n, {"discard": [top], "hands": [[] for _ in range(n)]})
    for n in (low - 1, high + 1):
        with pytest.raises(ScenarioError, match=f"played by {low} to {high} players, not {n}"):
            build_position(rules, n, {"discard": [top], "hands": [[] for _ in range(n)]})


def test_expectations_are_checked_when_compiling() -> None:
    with pytest.raises(VariantError, match="the deck has 112 cards, but the file expects 113"):
        unorules.loads("variant x\nextends minion\nexpect 113 cards\n")
    with pytest.raises(VariantError, match="the deck has 111 cards, but an expectation inherited from minion says 112"):
        unorules.loads("variant x\nextends minion\ncard dumb_fu: 3 without colour, scores 50\n")
    with pytest.raises(VariantError, match="the deck has 2 wild_swap cards, but an expectation inherited from russian says 1"):
        unorules.loads("variant x\nextends russian\ncard wild_swap: 2 without colour, scores 40\n"
                       "expect 113 cards\n")


# --- the readings are written down ------------------------------------------------------------
@pytest.mark.parametrize("name", SEEDS)
def test_every_seed_clause_carries_its_reading(name: str) -> None:
    bare = [c.key for c in _own_clauses(name)
            if not (c.notes or c.quotes or c.readings or c.designer) and c.kind != "expect"]
    assert bare == []


def test_quotes_keep_the_sheet_text() -> None:
    quotes = [q for c in unorules.load("minion").clauses for q, _gloss in c.quotes]
    assert any('کارت "دو کارت بکش" یا "موز وحشی" بود' in q for q in quotes)


def _extends(name: str) -> str:
    path = bundled_path(name)
    assert path is not None
    header = [c for c in parse(path.read_text(encoding="utf-8"), str(path)) if c.kind == "extends"]
    assert len(header) == 1, f"{name} extends no variant"
    return str(header[0].name)


def _scenario_folder(name: str) -> Path:
    """A house rule's scenarios sit in tests/scenarios/house/NAME, the others' in tests/scenarios/NAME."""
    path = bundled_path(name)
    assert path is not None
    return SCENARIOS / "house" / name if path.parent.name == "house" else SCENARIOS / name


def _changed_clauses(name: str) -> set[str]:
    """The keys of the clauses ``name`` adds or words differently from its parent."""
    parent_rules = unorules.load(_extends(name))
    parent = {c.key: c.text for c in parent_rules.clauses}
    gone = set(parent_rules.kind_of) - set(unorules.load(name).kind_of)

    def named(c: Any) -> bool:
        if c.kind == "without":
            kind, *words = c.key.removeprefix("without ").replace(",", " ").split()
            return kind not in NOT_NAMED and not (words and set(words) <= gone)
        return c.kind not in NOT_NAMED and parent.get(c.key) != c.text

    return {c.key for c in _own_clauses(name) if named(c)}


@pytest.mark.parametrize("name", [n for n in unorules.variants() if n != "standard"])
def test_every_changed_clause_has_a_scenario(name: str) -> None:
    """A clause whose text differs from the parent's (or is new) is named by a scenario of
    the variant's own folder, for every bundled variant. The cards and the pairing of flip's
    faces are checked by the deck tests instead (NOT_NAMED)."""
    changed = _changed_clauses(name)
    assert changed, f"{name} changes nothing"
    files = sorted(_scenario_folder(name).glob("*.toml"))
    data = [tomllib.loads(p.read_text(encoding="utf-8")) for p in files]
    assert {d["variant"] for d in data} <= {name}, "a scenario in the folder is of another variant"
    named = {d["clause"] for d in data}
    assert sorted(changed - named) == []
    keys = {c.key for c in unorules.load(name).clauses} | {c.key for c in _own_clauses(name) if c.kind == "without"}
    assert sorted(named - keys) == [], "a scenario names no clause of the variant"
    # A house rule is a few lines, a whole game of the family (or a seed sheet) many.
    assert len(files) >= (3 if _scenario_folder(name).parent.name == "house" or name == "minion_penalty" else 10)


def test_a_scenario_removed_is_missed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The check above fails when a variant's only scenario of a clause is taken away."""
    shutil.copytree(SCENARIOS / "house" / "discard_all_roulette", tmp_path / "house" / "discard_all_roulette")
    monkeypatch.setattr(sys.modules[__name__], "SCENARIOS", tmp_path)
    test_every_changed_clause_has_a_scenario("discard_all_roulette")
    (only,) = [p for p in (tmp_path / "house" / "discard_all_roulette").glob("*.toml")
               if tomllib.loads(p.read_text(encoding="utf-8"))["clause"] == "start wild_colour_roulette"]
    only.unlink()
    with pytest.raises(AssertionError, match="start wild_colour_roulette"):
        test_every_changed_clause_has_a_scenario("discard_all_roulette")


def test_custom_house_rule_changes_only_the_custom_effect() -> None:
    base, house = unorules.load("russian"), unorules.load("russian_custom_skip")
    same = {"name", "title", "about", "parent", "file", "clauses", "on"}
    for f in attrs.fields(Rules):
        if f.init and f.eq and f.name not in same:
            assert getattr(base, f.name) == getattr(house, f.name), f.name
    changed = {k for k, effs in base.on if dict(house.on)[k] != effs}
    assert changed == {"wild_custom"}


def test_two_player_official_rules_need_no_file() -> None:
    """Skip, Reverse and the Draw cards give the turn back with two players in standard
    itself (tests/scenarios/standard_two_player/), so no two_player_official variant."""
    assert "two_player_official" not in unorules.variants()
    files = list((SCENARIOS / "standard_two_player").glob("*.toml"))
    assert len(files) >= 3
    assert {tomllib.loads(p.read_text(encoding="utf-8"))["variant"] for p in files} == {"standard"}


# --- wrong card and reports through the API -------------------------------------------------------
def _position(rules: Rules, hands: list[list[str]], top: str) -> GameState:
    held = [rules.card(c) for h in hands for c in h] + [rules.card(top)]
    pile = tuple((Counter(rules.deck) - Counter(held)).elements())
    return GameState(
        variant=rules.name, players=len(hands), hands=tuple(tuple(rules.card(c) for c in h) for h in hands),
        draw_pile=pile, discard_pile=(rules.card(top),), color=rules.card(top).color, direction=1,
        to_act=0, dealer=len(hands) - 1, scores=(0,) * len(hands), phase=TURN,
    )


def test_wrong_card_penalized_only_where_declared() -> None:
    for name in BUNDLED:
        rules = unorules.load(name)
        if not rules.min_players <= 3 <= rules.max_players:
            continue  # a three-player position is no state of it (partners: four only)
        s = _position(rules, [["blue 3", "red 5"], ["green 4"], ["yellow 6"]], "red 7")
        wrong = Action("play", 0, rules.card("blue 3"))
        if name == "turkish":
            after = rules.apply(s, wrong)
            assert after.hand_sizes == (3, 1, 1) and after.to_act == 1 and after.top == s.top
        else:
            with pytest.raises(IllegalAction, match="cannot be played"):
                rules.apply(s, wrong)


# --- conservation in random complete games -----------------------------------------------------
def _extra_actions(rules: Rules, s: GameState, rng: random.Random) -> list[Action]:
    """Actions the table policy rarely or never takes: wrong cards and reports."""
    out: list[Action] = []
    if s.phase == TURN:
        hand = s.hands[s.to_act]
        out.extend(Action("play", s.to_act, c, rng.choice(rules.colours)) for c in set(hand))
    out.extend(a for a in rules.legal_actions(s) if a.kind == "report")
    return out


@pytest.mark.parametrize("name", BUNDLED)
def test_random_games_keep_every_card(name: str) -> None:
    rules = unorules.load(name)
    deck = Counter(rules.deck)
    rng = random.Random(name)
    finished = 0
    for players in range(rules.min_players, rules.max_players + 1):

        def check(before: GameState, action: Action | None, after: GameState, players: int = players) -> None:
            assert Counter(after.all_cards()) == deck, (players, action)
            assert 0 <= after.to_act < players
            assert all(x >= 0 for x in after.scores)
            if not after.game_over:
                assert rules.legal_actions(after), (players, action, after.phase)
            if rng.random() < 0.05 and not after.round_over:
                for extra in _extra_actions(rules, after, rng):
                    try:
                        side = rules.apply(after, extra)
                    except IllegalAction:
                        continue
                    assert Counter(side.all_cards()) == deck, (players, extra)

        _, final = play(rules, players, seed=players, policy="table", max_actions=1500, check=check)
        finished += final.game_over
    # Most games run to the end within the cap, so the checks saw whole games.
    assert finished >= (rules.max_players - rules.min_players + 1) // 2
