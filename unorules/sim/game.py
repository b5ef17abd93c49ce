"""One seeded game between policies, counted into a batch's tally.

Who acts when: at every moment each seat that is not to act but holds an action (an
UNO call, a catch, a report, a jump-in) is offered it through its policy's optional
``interrupt``: the seat at risk of a missed UNO first (its call races the catches, which
every other seat may make), then in seat order from the one after the seat to act (the
nearest reacts first); if nobody interrupts, the seat to act is asked ``act``. Every policy sees only
its own view and its own legal actions. What fired is read from consecutive states with
the public API, so a variant needs no code here.
"""

from __future__ import annotations

import hashlib
from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from unorules.errors import IllegalAction
from unorules.ir.vocab import ActionKind, Phase
from unorules.sim.tally import Counting

if TYPE_CHECKING:
    from unorules.bots import Policy
    from unorules.engine.rules import Rules
    from unorules.engine.state import Action, GameState

# The words compared at every action of every simulated game, bound once (looking a member
# up on its enum costs more than the comparison).
CATCH, CHALLENGE, DRAW, PLAY, REPORT = ActionKind.CATCH, ActionKind.CHALLENGE, ActionKind.DRAW, ActionKind.PLAY, ActionKind.REPORT
ROUND_OVER, STACK, TURN = Phase.ROUND_OVER, Phase.STACK, Phase.TURN


def derive(*parts: object) -> int:
    """A seed from its parts (a hash, so neighbouring games get unrelated seeds)."""
    digest = hashlib.sha256(repr(parts).encode()).digest()
    return int.from_bytes(digest[:8], "big") >> 1


def play_game(rules: Rules, players: int, seed: int, policies: Sequence[Policy],
              names: Sequence[str], counting: Counting, max_actions: int) -> None:
    """Play one game to its end (or ``max_actions``) and count it."""
    state = rules.new_game(players=players, seed=seed)
    rounds: list[tuple[int, ...]] = []  # per finished round: turns, actions, points, flags
    round_turns = round_actions = 0
    reshuffled = exhausted = False
    turn_draws = -1  # cards drawn in the current turn (-1: no turn begun yet)
    round_scores = sum(state.scores)
    first_seat = (state.dealer + 1) % players
    events = counting.events
    draws_hist = counting.hists["draws_per_turn"]
    done = 0
    while not state.game_over and done < max_actions:
        if state.phase == ROUND_OVER:
            state = rules.apply(state, rules.legal_actions(state)[0])  # next_round: no choice
            round_turns = round_actions = 0
            reshuffled = exhausted = False
            round_scores = sum(state.scores)
            first_seat = (state.dealer + 1) % players
            continue
        to = state.to_act
        action: Action | None = None
        seats = [(to + k) % players for k in range(1, players)]
        if state.uno_at_risk in seats:  # its call races the catches, as at a table
            seats.remove(state.uno_at_risk)
            seats.insert(0, state.uno_at_risk)
        for seat in seats:
            mine = rules.legal_actions(state, seat)
            if mine:
                hook = getattr(policies[seat], "interrupt", None)
                if hook is not None:
                    action = hook(rules, rules.view(state, seat), mine)
                    if action is not None:
                        _check(action, mine, names[seat])
                        break
        if action is None:
            mine = rules.legal_actions(state, to)
            action = policies[to].act(rules, rules.view(state, to), mine)
            _check(action, mine, names[to])
        before = state
        state = rules.apply(state, action)
        done += 1
        round_actions += 1
        kind = action.kind
        if kind == PLAY or kind == DRAW:
            if before.phase == TURN and action.player == before.to_act:
                round_turns += 1
                if turn_draws >= 0:
                    draws_hist[turn_draws] += 1
                turn_draws = 0
        drawn = sum(state.hand_sizes) - sum(before.hand_sizes) + (kind == PLAY)
        if drawn > 0 and turn_draws >= 0:
            turn_draws += drawn
        _events(events, before, state, action)
        if len(state.draw_pile) > len(before.draw_pile):
            reshuffled = True
        if not state.draw_pile and len(state.discard_pile) <= 1:
            exhausted = True
        if state.round_over:
            if turn_draws >= 0:
                draws_hist[turn_draws] += 1
                turn_draws = -1
            winner = state.round_winner
            assert winner is not None
            rounds.append((round_turns, round_actions, sum(state.scores) - round_scores,
                           int(reshuffled), int(exhausted), winner, int(winner == first_seat)))
    if not state.game_over:
        counting.abandoned += 1
        counting.games += 1
        return
    counting.games += 1
    winner = state.winner
    assert winner is not None
    counting.game_wins[winner] += 1
    counting.policy_wins[names[winner]] += 1
    counting.policy_seats.update(names)
    h = counting.hists
    h["rounds_per_game"][len(rounds)] += 1
    for turns, actions, points, resh, exh, rwin, first in rounds:
        counting.rounds += 1
        h["turns"][turns] += 1
        h["actions"][actions] += 1
        h["points"][points] += 1
        counting.reshuffle_rounds += resh
        counting.exhausted_rounds += exh
        counting.round_wins[rwin] += 1
        counting.policy_round_wins[names[rwin]] += 1
        counting.first_seat_wins += first


def _check(action: Action, mine: tuple[Action, ...], name: str) -> None:
    if action not in mine:
        raise IllegalAction(f"the {name} policy chose an action that is not one of its legal actions", action)


def _events(ev: Counter[str], before: GameState, after: GameState, a: Action) -> None:
    """Count what this action made happen."""
    kind = a.kind
    if kind == PLAY:
        assert a.card is not None
        ev[f"played {a.card.kind}"] += 1
        if before.phase == STACK:
            ev["stacks"] += 1
        if a.player != before.to_act:
            ev["jump-ins"] += 1
    elif kind == CHALLENGE:
        challenged = before.challenge.player if before.challenge is not None else None
        won = challenged is not None and after.hand_sizes[challenged] > before.hand_sizes[challenged]
        ev["challenges won" if won else "challenges lost"] += 1
    elif kind == CATCH:
        ev["penalty missed_uno"] += 1
    elif kind == REPORT:
        ev[f"report {a.report}"] += 1
    elif kind in _NAMED:
        ev[_NAMED[kind]] += 1


_NAMED = {"uno": "UNO calls", "draw": "draws", "pass": "passes", "accept": "accepts",
          "choose": "colours chosen"}
