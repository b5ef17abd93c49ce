"""The compiler: extends/override/without, selectors, aliases, card notation, points, the deck."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import attrs
import pytest

import unorules
from unorules import Card, Rules, VariantError
from unorules.ir import conditions as c
from unorules.ir import effects as fx
from unorules.ir.records import ClauseInfo

COLOURS = ("red", "yellow", "green", "blue")


def child(body: str, name: str = "kid") -> Rules:
    return unorules.loads(f"variant {name}\nextends standard\n{body}")


def clause(rules: Rules, key: str) -> ClauseInfo:
    found = [cl for cl in rules.clauses if cl.key == key]
    assert len(found) == 1, (key, found)
    return found[0]


# --- extends, override, without ------------------------------------------------------
def test_child_replacing_one_clause_keeps_the_rest(standard: Rules) -> None:
    kid = child("on skip: next draws 1, next loses turn\n")
    assert kid.on_of["skip"] == (fx.Draw("next", 1), fx.LoseTurn("next"))
    assert standard.on_of["skip"] == (fx.LoseTurn("next"),)
    for kind in standard.kind_of:
        if kind != "skip":
            assert kid.on_of.get(kind) == standard.on_of.get(kind), kind
        assert kid.play_of[kind] == standard.play_of[kind]
        assert kid.start_of[kind] == standard.start_of[kind]
    assert kid.deck == standard.deck
    assert kid.challenges == standard.challenges
    assert kid.penalties == standard.penalties
    assert (kid.scoring, kid.target, kid.hand_size) == (standard.scoring, standard.target, standard.hand_size)
    assert kid.parent == "standard"
    assert kid.name == "kid"
    # The replaced clause is the child's own, written where the child wrote it.
    assert clause(kid, "on skip").file == "<string>"
    assert clause(kid, "on draw_two").file == clause(standard, "on draw_two").file
    assert {cl.key for cl in kid.clauses} == {cl.key for cl in standard.clauses}


def test_single_clauses_are_overridden_too(standard: Rules) -> None:
    kid = child("deal 5 cards\ngame ends at 200 points\nplayers 3 to 6\n")
    assert (kid.hand_size, kid.target, kid.min_players, kid.max_players) == (5, 200, 3, 6)
    assert kid.colours == standard.colours


def test_notes_are_inherited_with_their_clause(standard: Rules) -> None:
    claim = "claim with 2 players reverse acts as skip"
    note = clause(standard, claim).notes
    assert note and "two players" in note[0]
    kept = child("on skip: next draws 1, next loses turn\n")
    assert clause(kept, claim).notes == note
    # Replacing the clause replaces its notes: the parent's note explained the old rule.
    replaced = child(claim + "\n")
    assert clause(replaced, claim).notes == ()
    annotated = child('on reverse: reverse\nnote "House rule: no skip with two."\nnote "Second line."\n')
    assert clause(annotated, "on reverse").notes == ("House rule: no skip with two.", "Second line.")


def test_without_removes_one_inherited_clause(standard: Rules) -> None:
    kid = child(
        "without challenge wild_draw_four\n"
        "without require wild_draw_four\n"
        "on wild_draw_four: player chooses colour, next draws 4, next loses turn\n"
    )
    assert "wild_draw_four" in standard.challenge_of
    assert kid.challenge_of == {}
    assert "wild_draw_four" not in kid.require_of
    assert "challenge wild_draw_four" not in {cl.key for cl in kid.clauses}
    assert kid.on_of["wild_draw_four"][-1] == fx.LoseTurn("next")
    assert kid.on_of["skip"] == standard.on_of["skip"]


def test_without_leaves_what_depends_on_it_checked() -> None:
    # The challenge still needs the restriction it judges by.
    with pytest.raises(VariantError) as info:
        child("without require wild_draw_four\n")
    assert info.value.clause == "without require wild_draw_four"
    assert "leaves the inherited clause 'challenge wild_draw_four'" in info.value.message
    assert "without challenge wild_draw_four" in info.value.hint


def test_parent_expectations_bind_the_child_until_overridden() -> None:
    extra = "card swap: 1 per colour, scores 20\non swap: reverse\nstart swap: nothing\n"
    with pytest.raises(VariantError) as info:
        child(extra)
    assert info.value.clause == "expect cards"
    assert "112" in info.value.message and "108" in info.value.message
    assert info.value.file.endswith("standard.uno")
    kid = child(extra + "expect 112 cards\nexpect 26 cards per colour\n")
    assert len(kid.deck) == 112
    assert Counter(card.kind for card in kid.deck)["swap"] == 4


def test_extends_a_file_beside_the_child(tmp_path: Path) -> None:
    (tmp_path / "mid.uno").write_text("variant mid\nextends standard\ndeal 6 cards\n", encoding="utf-8")
    (tmp_path / "leaf.uno").write_text("variant leaf\nextends mid\ngame ends at 100 points\n",
                                       encoding="utf-8")
    leaf = unorules.load(tmp_path / "leaf.uno")
    assert (leaf.parent, leaf.hand_size, leaf.target) == ("mid", 6, 100)
    assert len(leaf.deck) == 108


# --- selectors ----------------------------------------------------------------------
SELECTORS = """\
variant sel
players 2 to 4
colours red, blue
deal 3 cards
card 1 to 5: number, 2 per colour, scores face value
card skip: 2 per colour, scores 20
card wild: 2 without colour, scores 50
on 3: reverse
on any card: next draws 1
on number cards: nothing
on wild: player chooses colour
play any card: same colour or same face
play wild: always
start any card: nothing
start wild: first chooses colour
scoring: winner scores the other hands
empty piles: draw what there is
game ends at 100 points
"""


def test_selector_precedence_named_kind_over_numbers_over_any_card() -> None:
    # Written least specific in the middle on purpose: order in the file does not matter.
    rules = unorules.loads(SELECTORS)
    assert rules.on_of["3"] == (fx.Reverse(),)
    for n in "1245":
        assert rules.on_of[n] == (fx.Nothing(),)
    assert rules.on_of["skip"] == (fx.Draw("next", 1),)
    assert rules.on_of["wild"] == (fx.ChooseColour("player"),)
    assert rules.play_of["wild"] == c.Always()
    assert rules.play_of["skip"] == c.Or(c.SameColour(), c.SameFace())


def test_selector_precedence_holds_across_extends(standard: Rules) -> None:
    # The child's 'any card' does not override the parent's more specific clauses.
    kid = child("on any card: next draws 1\n")
    assert kid.on_of["5"] == standard.on_of["5"] == (fx.Nothing(),)
    assert kid.on_of["skip"] == standard.on_of["skip"]
    # but a child's named clause beats the parent's 'number cards'.
    kid7 = child("on 7: reverse\n")
    assert kid7.on_of["7"] == (fx.Reverse(),)
    assert kid7.on_of["6"] == (fx.Nothing(),)


def test_two_named_clauses_for_one_kind_are_refused() -> None:
    text = SELECTORS.replace("on 3: reverse\n", "on 3: reverse\non 2 to 4: next draws 1\n")
    with pytest.raises(VariantError) as info:
        unorules.loads(text)
    assert "card 3 is covered by two 'on' clauses" in info.value.message
    assert info.value.clause == "on 2, 3, 4"


# --- aliases and card notation --------------------------------------------------------
ALIASES = "alias rainbow = wild\nalias banana = wild_draw_four\nalias stop = skip\n"


def test_aliases_resolve_in_card_notation_when_declared(standard: Rules) -> None:
    kid = child(ALIASES)
    assert kid.card("rainbow") == Card("wild") == kid.card("wild")
    assert kid.card("banana") == Card("wild_draw_four")
    assert kid.card("red stop") == Card("skip", "red")
    assert str(kid.card("rainbow")) == "wild"  # a card prints by its kind's name
    for text in ("rainbow", "banana", "red stop"):
        with pytest.raises(ValueError, match="not a card kind"):
            standard.card(text)


def test_aliases_work_in_clauses() -> None:
    text = SELECTORS.replace("on wild: player chooses colour", "alias rainbow = wild\non rainbow: player chooses colour")
    rules = unorules.loads(text)
    assert rules.on_of["wild"] == (fx.ChooseColour("player"),)
    assert rules.card("rainbow") == Card("wild")


def test_card_notation_round_trips(standard: Rules) -> None:
    assert len(standard.cards) == 4 * 13 + 2
    for card in standard.cards:
        assert standard.card(str(card)) == card
    assert standard.card("red 5") == Card("5", "red")
    assert standard.card("blue skip") == Card("skip", "blue")
    assert standard.card("green draw_two") == Card("draw_two", "green")
    assert standard.card("wild_draw_four") == Card("wild_draw_four")
    assert standard.card("  Yellow   7 ") == Card("7", "yellow")


@pytest.mark.parametrize(("text", "says"), [
    ("purple 5", "'<colour> <face>'"),
    ("red 10", "not a card kind"),
    ("red wild", "wild has no colour"),
    ("skip", "skip cards have a colour"),
    ("5", "have a colour"),
    ("", "'<colour> <face>'"),
    ("red 5 blue", "'<colour> <face>'"),
    ("rainbow", "not a card kind"),
])
def test_card_notation_errors(standard: Rules, text: str, says: str) -> None:
    with pytest.raises(ValueError) as info:
        standard.card(text)
    assert says in str(info.value)
    assert repr(text) in str(info.value)


# --- points and the deck -------------------------------------------------------------
def test_points(standard: Rules) -> None:
    for n in range(10):
        assert standard.points(standard.card(f"red {n}")) == n
    for face in ("skip", "reverse", "draw_two"):
        assert standard.points(standard.card(f"blue {face}")) == 20
    assert standard.points(standard.card("wild")) == 50
    assert standard.points(standard.card("wild_draw_four")) == 50
    hand = [standard.card(x) for x in ("red 5", "wild", "blue skip")]
    assert standard.hand_points(hand) == 75
    assert sum(standard.points(card) for card in standard.deck) == 4 * (2 * 45 + 6 * 20) + 8 * 50


def test_standard_deck(standard: Rules) -> None:
    deck = standard.deck
    assert len(deck) == 108
    per_colour = Counter(card.color for card in deck)
    assert per_colour == {**dict.fromkeys(COLOURS, 25), None: 8}
    kinds = Counter(card.kind for card in deck)
    assert kinds["0"] == 4
    for n in range(1, 10):
        assert kinds[str(n)] == 8
    for face in ("draw_two", "reverse", "skip"):
        assert kinds[face] == 8
    assert kinds["wild"] == 4
    assert kinds["wild_draw_four"] == 4
    assert sum(kinds.values()) == 108
    copies = Counter(deck)
    assert copies[Card("0", "red")] == 1
    assert copies[Card("7", "green")] == 2
    assert copies[Card("skip", "blue")] == 2
    assert all(card.color in COLOURS for card in deck if standard.kind_of[card.kind].coloured)
    numbers = [k for k in standard.kinds if k.number is not None]
    assert [k.number for k in numbers] == list(range(10))
    assert [e.n for e in standard.expectations] == [108, 25, 19, 4, 4]


def test_rules_are_frozen_and_compile_the_same_twice(standard: Rules) -> None:
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        standard.name = "other"  # type: ignore[misc]
    text = (Path(standard.file)).read_text(encoding="utf-8")
    again = unorules.loads(text, standard.file)
    assert again == standard
    assert again.deck == standard.deck
    assert unorules.load("standard") is unorules.load("standard"), "bundled variants are cached"


def test_a_kept_file_is_compiled_again_when_a_file_it_extends_changes(tmp_path: Path) -> None:
    """One process (a docs build, the workbench) loading a house rule again after its
    parent file was edited gets the edited rules, not those kept from before."""
    (tmp_path / "base.uno").write_text("variant base\nextends standard\non skip: next loses turn\n", encoding="utf-8")
    (tmp_path / "child.uno").write_text("variant child\nextends base\n", encoding="utf-8")
    first = unorules.load(tmp_path / "child.uno")
    assert unorules.load(tmp_path / "child.uno") is first  # nothing changed: kept
    (tmp_path / "base.uno").write_text("variant base\nextends standard\non skip: next draws 1, next loses turn\n",
                                       encoding="utf-8")
    again = unorules.load(tmp_path / "child.uno")
    assert dict(again.on)["skip"] != dict(first.on)["skip"]
    assert unorules.load(tmp_path / "child.uno") is again
    (tmp_path / "base.uno").unlink()  # the parent gone: compiled again, and refused at its line
    with pytest.raises(unorules.VariantError, match="unknown variant 'base'"):
        unorules.load(tmp_path / "child.uno")
