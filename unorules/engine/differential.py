"""The engine's fast paths checked against its reference path, action by action.

:mod:`unorules.engine.fastpath` builds the next state directly for the common actions;
the reference engine runs every action through a Table. Both must agree exactly:
the same legal actions in the same order, and for every action (legal or not) the
same next state or the same ``IllegalAction`` message. :func:`compare` plays seeded
random games with both and reports the first difference, the way ggp-base checks a
fast state machine against a prover.
"""

from __future__ import annotations

import random

from unorules.engine import core as engine
from unorules.engine import fastpath
from unorules.engine.rules import Rules
from unorules.engine.state import DRAWN, Action, GameState
from unorules.errors import IllegalAction
from unorules.ir.vocab import ActionKind


def _outcome(rules: Rules, s: GameState, a: Action, fast: bool) -> GameState | str:
    try:
        if fast:
            return engine.apply(rules, s, a)
        with fastpath.disabled():
            return engine.apply(rules, s, a)
    except IllegalAction as err:
        return f"IllegalAction: {err}"
    except Exception as err:  # noqa: BLE001 - a crash on one path only is a difference to report
        return f"{type(err).__name__}: {err}"


def _stray(rng: random.Random, rules: Rules, s: GameState) -> Action:
    """An action that is often illegal: any player, any card of their hand, any kind."""
    p = rng.randrange(s.players)
    kind = rng.choice(("play", "play", "draw", "pass", "uno"))
    if kind != ActionKind.PLAY or not s.hands[p]:
        return Action(kind, p)
    card = rng.choice(s.hands[p])
    colour = rng.choice(rules.colours_of(s.side)) if card.kind in rules.needs_colour else None
    return Action("play", p, card, colour)


def _wrong_targets(legal: tuple[Action, ...], players: int) -> list[Action]:
    return [Action(x.kind, x.player, x.card, x.color, t) for x in legal
            if x.kind == ActionKind.PLAY and x.target is not None for t in (x.player, players)]


def compare(rules: Rules, players: int, seed: int, max_actions: int = 300) -> str | None:
    """Play one seeded game through both paths; the first difference, or None."""
    rng = random.Random(seed)
    s = rules.new_game(players=players, seed=seed)
    for step in range(max_actions):
        legal = engine.legal_actions(rules, s)
        with fastpath.disabled():
            ref_legal = engine.legal_actions(rules, s)
        if legal != ref_legal:
            return (f"{rules.name}, {players} players, seed {seed}, step {step}: legal actions differ: "
                    f"fast {[str(a) for a in legal]}, reference {[str(a) for a in ref_legal]}")
        if not legal:
            return None
        roll = rng.random()
        passes = [x for x in legal if x.kind == ActionKind.PASS] if s.phase == DRAWN else []
        if roll < 0.1:
            a = _stray(rng, rules, s)
        elif passes and roll < 0.5:
            a = passes[0]  # keeping a playable drawn card is rare under a uniform pick
        else:
            own = [x for x in legal if x.player == s.to_act and x.kind != ActionKind.DRAW]
            pool = own if own and roll < 0.8 else list(legal)
            a = pool[rng.randrange(len(pool))]
        # Every legal action is tried on both paths, not only the one the game goes on
        # with: the rare ones (a pass into a posing player's turn, say) get checked
        # wherever they are possible.
        nxt: GameState | str = ""
        # A stray action equal to a legal one is still another object (no memoised
        # fields), so it is tried as well; and each play that names a target, naming the
        # player itself and a seat past the table's (the fast play leaves them to the
        # reference to refuse).
        tried = legal if any(x is a for x in legal) else (*legal, a)
        for b in (*tried, *_wrong_targets(legal, s.players)):
            fast, ref = _outcome(rules, s, b, True), _outcome(rules, s, b, False)
            if fast != ref:
                return (f"{rules.name}, {players} players, seed {seed}, step {step}, {b}: "
                        f"fast path gives {_show(fast)}; reference gives {_show(ref)}")
            if b is a:
                nxt = ref
        if isinstance(nxt, GameState):
            s = nxt
    return None


def _show(x: GameState | str) -> str:
    if isinstance(x, str):
        return x
    return (f"to_act={x.to_act} phase={x.phase} color={x.color} hands={[len(h) for h in x.hands]} "
            f"draw={len(x.draw_pile)} discard={len(x.discard_pile)} uno_at_risk={x.uno_at_risk} "
            f"statuses={x.statuses} pending_draw={x.pending_draw}")


def check(rules_list: list[Rules], games: int = 4, max_actions: int = 300) -> str | None:
    """:func:`compare` over a few player counts of every variant given."""
    for rules in rules_list:
        for g in range(games):
            players = rules.min_players + g % (rules.max_players - rules.min_players + 1)
            found = compare(rules, players, seed=g, max_actions=max_actions)
            if found:
                return found
    return None
