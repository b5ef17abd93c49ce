"""The kernel's ``random`` policy for the Python engine, driven by a ``random.Random``.

It makes the same choices by the same rule as the kernel's (see
:mod:`unorules.kernel.machine`), only from another random stream: the two agree in
distribution, not game by game. The statistical test of the kernel
(tests/test_kernel.py) plays it through the engine beside the kernel.
"""

from __future__ import annotations

import random

from unorules.cards import Card
from unorules.engine.rules import Rules
from unorules.engine.state import CHOOSE, DRAWN, STACK, TOGETHER, TURN, Action, GameState
from unorules.ir.vocab import ActionKind

# Bound once: an enum member looked up by attribute costs five times a comparison (3.11).
PLAY = ActionKind.PLAY


def random_action(rules: Rules, state: GameState, rng: random.Random) -> Action:
    """The action the random policy takes in ``state`` (whose round is not over)."""
    risk = state.uno_at_risk
    if risk is not None and len(state.hands[risk]) == 1:
        return Action("uno", risk)  # always calls UNO, right after going down to one card
    p = state.to_act
    legal = rules.legal_actions(state)
    plays = {a.card for a in legal if a.kind == PLAY and a.player == p}
    if state.phase in (TURN, STACK):
        # The distinct playable cards held, in card-id order (the order of rules.cards).
        cards: list[Card] = sorted({c for c in state.hands[p] if c in plays}, key=rules.cards.index)
        if not cards:
            return Action("draw" if state.phase == TURN else "accept", p)
        return _play(rules, state, rng, cards[rng.randrange(len(cards))])
    if state.phase == TOGETHER:  # adds a random distinct addable card while it can
        adds: list[Card] = sorted({c for c in state.hands[p] if c in plays}, key=rules.cards.index)
        return _play(rules, state, rng, adds[rng.randrange(len(adds))]) if adds else Action("pass", p)
    if state.phase == DRAWN:
        if state.drawn is not None and state.drawn in plays:
            return _play(rules, state, rng, state.drawn)
        return Action("pass", p)
    if state.phase == CHOOSE:
        colours = rules.colours_of(state.side)
        return Action("choose", p, color=colours[rng.randrange(len(colours))])
    return Action("challenge" if rng.randrange(2) else "accept", p)


def _play(rules: Rules, state: GameState, rng: random.Random, card: Card) -> Action:
    p = state.to_act
    colours = rules.colours_of(state.side)
    colour = colours[rng.randrange(len(colours))] if card.kind in rules.needs_colour else None
    target = None
    if card.kind in rules.needs_target:
        others = [s for s in range(state.players) if s != p and not state.is_out(s)]
        target = others[rng.randrange(len(others))]
    return Action("play", p, card, colour, target)
