"""UNO Flip (variants/flip.uno): two-sided cards, the side up, the views of the other faces."""

from __future__ import annotations

import random
from collections import Counter

import attrs
import pytest

import unorules
from unorules import Action
from unorules.cards import Card
from unorules.engine.notation import parse_action, state_from_json, state_to_json
from unorules.engine.random_games import choose
from unorules.errors import VariantError

FLIP = unorules.load("flip")

# The sheet's table, per side: (kind, faces on that side, points).
LIGHT = {"number": (72, None), "draw_one": (8, 10), "reverse": (8, 20), "skip": (8, 20), "flip": (8, 20),
         "wild": (4, 40), "wild_draw_two": (4, 50)}
DARK = {"number": (72, None), "draw_five": (8, 20), "reverse": (8, 20), "skip_everyone": (8, 30),
        "flip": (8, 20), "wild": (4, 40), "wild_draw_colour": (4, 60)}


def _kind(card: Card) -> str:
    return "number" if FLIP.kind_of[card.kind].number is not None else card.kind


@pytest.mark.parametrize(("side", "table"), [(0, LIGHT), (1, DARK)], ids=["light", "dark"])
def test_deck_is_112_cards_with_the_sheets_faces(side: int, table: dict[str, tuple[int, int | None]]) -> None:
    assert len(FLIP.deck) == 112
    faces = [c.face if side == 0 else c.back_face for c in FLIP.deck]
    assert all(f is not None for f in faces)
    got = Counter(_kind(f) for f in faces if f is not None)
    assert got == {k: n for k, (n, _p) in table.items()}
    colours = FLIP.sides[side][1]
    assert {f.color for f in faces if f is not None} == {*colours, None}
    for f in faces:
        assert f is not None
        points = table[_kind(f)][1]
        assert FLIP.kind_of[f.kind].points == (FLIP.kind_of[f.kind].number if points is None else points)
    # Neither side has a zero; every coloured face comes 2 of each kind per colour.
    assert "0" not in FLIP.kind_of
    per = Counter((f.kind, f.color) for f in faces if f is not None and f.color is not None)
    assert set(per.values()) == {2}


def test_pairing_is_the_files_data() -> None:
    # Every card is one light face with one dark face; eight turn a wild face up when flipped.
    dark = FLIP.sides[1][1]
    assert all(c.back is not None and c.color in (*FLIP.colours, None) and c.back[1] in (*dark, None)
               for c in FLIP.deck)
    assert sum(1 for c in FLIP.deck if c.color is not None and c.back is not None and c.back[1] is None) == 8
    assert not any(c.color is None and c.back is not None and c.back[1] is None for c in FLIP.deck)
    assert Counter(str(c) for c in FLIP.deck)["blue 1 / purple skip_everyone"] == 2
    for c in FLIP.cards:
        assert FLIP.card(str(c)) is c
        assert c.flipped().flipped() is c


BASE = "variant t\nextends flip\n"


@pytest.mark.parametrize(("text", "says"), [
    (BASE + "without pair blue 2\n", "the 'pair' lines give 0 cards with the light face blue 2"),
    (BASE + "pair blue 2 with orange 8, orange 8\n", "the 'pair' lines give"),
    (BASE + "pair blue 2 with red 8, pink 6\n", "'red 8' is no face of the dark side"),
    (BASE + "side dark: colours pink, teal, orange, red\n", "red is a colour of both sides"),
    (BASE + "side dark: colours pink, teal, orange\n", "as many colours as the other"),
    (BASE + "card draw_five: 2 per colour, scores 20, grey side\n", "on side 'grey'"),
    ("variant t\nextends standard\non skip: everything turns over\n", "needs cards with two faces"),
    (BASE + "without card wild_draw_colour\ncard wild_draw_colour: 4 without colour, scores 60, light side\n",
     "'wild_draw_colour' is no face of the dark side"),
])
def test_the_compiler_checks_the_two_sides(text: str, says: str) -> None:
    with pytest.raises(VariantError, match=None) as err:
        unorules.loads(text)
    assert says in str(err.value), str(err.value)


@pytest.mark.parametrize(("text", "line", "clause"), [
    (BASE + "card wild: 2 without colour, scores 40\n", 3, "card wild"),
    (BASE + "card reverse: 1 per colour, scores 20\n", 3, "card reverse"),
    (BASE + "pair wild with pink 5, pink flip, purple 7\n", 3, "pair wild"),
])
def test_a_miscount_points_at_the_childs_own_line(text: str, line: int, clause: str) -> None:
    # The count changed in the file being written is the mistake; the parent's pair lines
    # are only where it shows.
    with pytest.raises(VariantError) as err:
        unorules.loads(text)
    assert (err.value.line, err.value.clause) == (line, clause), str(err.value)
    assert "the 'pair' lines give" in str(err.value)


def test_a_card_wild_on_both_faces_is_refused() -> None:
    text = (BASE + "without pair wild\nwithout pair blue reverse\n"
            "pair wild with pink 5, pink flip, purple 7, wild\npair blue reverse with orange 4, teal 3\n")
    with pytest.raises(VariantError) as err:
        unorules.loads(text)
    assert "could not tell which side is up" in str(err.value)


def _games(seeds: range, actions: int = 400) -> list[tuple[unorules.GameState, Action | None]]:
    out = []
    for seed in seeds:
        rng = random.Random(seed)
        state = FLIP.new_game(players=2 + seed % 5, seed=seed)
        for _ in range(actions):
            legal = FLIP.legal_actions(state)
            if not legal or state.round_over:
                break
            a = choose(rng, state, legal, "table")
            out.append((state, a))
            state = FLIP.apply(state, a)
        out.append((state, None))
    return out


GAMES = _games(range(6))


def test_random_games_flip_and_every_card_lies_on_the_side_up() -> None:
    sides = Counter(s.side for s, _a in GAMES)
    assert sides[0] and sides[1], "the games never turned over"
    deck = Counter(FLIP.deck)
    for s, _a in GAMES:
        assert Counter(s.all_cards()) == deck
        zones = [*s.draw_pile, *s.discard_pile, *(c for h in s.hands for c in h)]
        assert {FLIP.side_of[c] for c in zones} == {s.side}
        if not s.round_over and s.color is not None:
            assert s.color in FLIP.colours_of(s.side)


def test_a_view_shows_the_others_only_the_back_faces() -> None:
    for s, _a in GAMES[::7]:
        for p in range(s.players):
            v = FLIP.view(s, p)
            assert v.hand == s.hands[p] and v.side == s.side
            for q in range(s.players):
                want = () if q == p else tuple(c.back_face for c in s.hands[q])
                assert v.backs[q] == want
                # a back is one face alone: nothing of the face up comes with it
                assert all(b is not None and b.back is None for b in v.backs[q])
            assert v.draw_pile_back == (s.draw_pile[0].back_face if s.draw_pile else None)
            # Whole cards (both faces) are only the viewer's own and the public discard pile's:
            # every other card in the view is a face alone.
            for f in attrs.fields(type(v)):
                if f.name not in ("hand", "drawn", "discard_pile"):
                    assert all(c.back is None for c in _cards_in(getattr(v, f.name))), f.name


def _cards_in(value: object) -> set[Card]:
    if isinstance(value, Card):
        return {value}
    if isinstance(value, tuple):
        return set().union(*(_cards_in(x) for x in value)) if value else set()
    return set()


def test_a_one_sided_view_has_no_backs() -> None:
    rules = unorules.load("standard")
    v = rules.view(rules.new_game(players=3, seed=1), 0)
    assert v.backs == () and v.draw_pile_back is None and v.side == 0


def test_dark_side_states_and_actions_have_text_forms() -> None:
    dark = next(s for s, _a in GAMES if s.side == 1 and not s.round_over)
    assert state_from_json(FLIP, state_to_json(dark)) == dark
    a = parse_action(FLIP, "p0 play wild / teal 3 red")
    assert a.card is FLIP.card("wild / teal 3") and a.color == "red"
    assert FLIP.card("blue 1") is FLIP.card("blue 1 / purple skip_everyone")  # one back: the face alone will do
    with pytest.raises(unorules.CardError, match="write both"):
        FLIP.card("red 5")  # two red 5s with different backs


def test_a_state_turned_over_by_hand_is_refused() -> None:
    s = next(s for s, _a in GAMES if s.side == 0 and not s.round_over)
    with pytest.raises(unorules.StateError):
        FLIP.legal_actions(attrs.evolve(s, side=1))  # the cards still show their light faces


def test_the_kernel_lowers_flip_with_its_turn_over_opcode() -> None:
    pytest.importorskip("numpy")
    from unorules.kernel.lower import E_TURN_OVER, O_LISTS, O_OPS, lower

    code = lower(FLIP).code  # tests/test_kernel_flip.py replays its games through the engine
    assert E_TURN_OVER in code[code[O_OPS]:code[O_LISTS]:4]
