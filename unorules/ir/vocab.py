"""The language's and the game's closed vocabularies, declared once; every reader derives
from these (the engine's phases and actions, the verifier's model, the kernel's tables,
the grammar's penalty events).

Each is a ``StrEnum``: a member is its word as a string too (``state.phase == "turn"``).
"""

from __future__ import annotations

from enum import StrEnum

from unorules.ir.subjects import Subject

__all__ = ["IN_TURN", "ActionKind", "DrawAfter", "EmptyPiles", "LastCardRule", "Outcome", "PenaltyEvent", "Phase",
           "Subject"]


class Phase(StrEnum):
    """Whose decision the game waits for, and what kind. A phase is its name as a
    string too (``state.phase == "turn"``)."""

    TURN = "turn"  # to_act plays or draws
    DRAWN = "drawn"  # to_act drew and may play the drawn card or pass
    CHOOSE = "choose"  # to_act names a colour (a wild turned over at the start)
    RESPOND = "respond"  # to_act challenges or accepts a challengeable card
    STACK = "stack"  # to_act stacks on a pending draw or accepts it
    ROUND_OVER = "round_over"
    GAME_OVER = "game_over"
    TOGETHER = "together"  # to_act may add a card to those just played together, or pass


class ActionKind(StrEnum):
    PLAY = "play"
    DRAW = "draw"
    PASS = "pass"
    CHOOSE = "choose"
    UNO = "uno"
    CATCH = "catch"
    CHALLENGE = "challenge"
    ACCEPT = "accept"
    REPORT = "report"
    NEXT_ROUND = "next_round"


# The actions a player takes in their own turn; the others (UNO calls, catches, reports)
# may be taken by anyone, and 'next_round' by the round's winner.
IN_TURN: frozenset[str] = frozenset({ActionKind.PLAY, ActionKind.DRAW, ActionKind.PASS, ActionKind.CHOOSE,
                                     ActionKind.CHALLENGE, ActionKind.ACCEPT})


class PenaltyEvent(StrEnum):
    """What a ``penalty`` clause may punish."""

    MISSED_UNO = "missed_uno"  # caught with one card, not having called UNO
    WRONG_CARD = "wrong_card"  # a card played that may not be played
    FALSE_UNO = "false_uno"  # UNO called with two cards or more


class DrawAfter(StrEnum):
    """What the ``draw:`` clause lets a player do with a playable card just drawn."""

    MAY = "may"  # play it at once, or keep it
    MUST = "must"  # play it at once
    NEVER = "never"  # keep it: drawing ends the turn (compiled to a press that gives one card)


class LastCardRule(StrEnum):
    """What a player's last card still does (``last card: ...``), the round ending at once."""

    DRAWS = "draws"  # the cards it makes others draw are drawn; nothing else happens
    EVERYTHING = "everything"  # all its effects happen
    NOTHING = "nothing"  # none of them


class EmptyPiles(StrEnum):
    """What a player who must draw gets when the draw pile and the discard pile are both
    exhausted (``empty piles: ...``)."""

    DRAW_WHAT_THERE_IS = "draw_what_there_is"  # what there is, and play goes on


class Outcome(StrEnum):
    """How a challenge ends: each ``challenge`` clause says what happens in each."""

    ACCEPTED = "accepted"  # the challenged player's card is not challenged
    GUILTY = "guilty"  # challenged, and its play broke the card's restriction
    INNOCENT = "innocent"  # challenged, and its play kept it

