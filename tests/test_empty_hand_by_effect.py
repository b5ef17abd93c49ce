"""A hand emptied by the played card's own effect wins the round.

Found by verifying the docs tutorial's first draft (a Wild that discarded every card
of the named colour): the engine ended the round for any other emptied hand, but not
for the player's own, who then sat at the table with no cards while play went on.
"""

from __future__ import annotations

import unorules
from unorules.testing import build_position


def test_discarding_the_last_cards_wins_the_round() -> None:
    rules = unorules.loads("variant purge\nextends standard\non 5: player discards all of active colour\n")
    state = build_position(rules, 3, {
        "hands": [["red 5", "red 3"], ["blue 2", "green 4"], ["yellow 1", "blue 9"]],
        "draw_pile": ["blue 1", "green 7"], "discard": ["red 7"], "color": "red",
        "direction": 1, "to_act": 0, "dealer": 2, "scores": [0, 0, 0],
    })
    after = rules.apply(state, rules.action("p0 play red 5", state))
    assert after.hand_sizes == (0, 2, 2)
    assert after.round_over and after.round_winner == 0
    assert after.scores == (2 + 4 + 1 + 9, 0, 0)


def test_a_discard_that_leaves_cards_plays_on() -> None:
    rules = unorules.loads("variant purge\nextends standard\non 5: player discards all of active colour\n")
    state = build_position(rules, 2, {
        "hands": [["red 5", "red 3", "blue 8"], ["blue 2", "green 4"]],
        "draw_pile": ["blue 1"], "discard": ["red 7"], "color": "red",
        "direction": 1, "to_act": 0, "dealer": 1, "scores": [0, 0],
    })
    after = rules.apply(state, rules.action("p0 play red 5", state))
    assert after.hand_sizes == (1, 2) and not after.round_over and after.to_act == 1
