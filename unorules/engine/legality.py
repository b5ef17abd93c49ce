"""Which cards may be played, and the actions that say so: what the reference engine
and the fast paths share.

Actions are memoised per variant (``Bound.memo``), so the same legal action is the same
object every time; the fast path's ``known`` table vouches for the objects built here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from unorules.cards import Card
from unorules.engine.probe import Probe
from unorules.engine.state import TURN, Action, GameState
from unorules.engine.tables import Bound

Rules = Bound


def playable(rules: Rules, card: Card, top: Card, color: str | None, hand: tuple[Card, ...],
             players: int) -> bool:
    """May ``card`` be played from ``hand`` (which still holds it) on ``top``?"""
    kind = card.kind
    if kind in rules.local_play:
        key = (card, top, color)
        ok = rules.memo.get(key)
        if ok is None:
            ok = rules.play_of[kind].holds(Probe(card, top, color, (), players))
            rules.memo[key] = ok
    else:
        ok = rules.play_of[kind].holds(hand_probe(rules, card, top, color, hand, players))
    if not ok:
        return False
    req = rules.enforced_require.get(kind)
    if req is None:
        return True  # unrestricted, or a challengeable restriction that may be bluffed
    return req.holds(hand_probe(rules, card, top, color, hand, players))


def addable(rules: Rules, card: Card, top: Card, color: str | None, hand: tuple[Card, ...] | list[Card],
            players: int) -> bool:
    """May ``card`` (in ``hand``) be added to the cards just played together, ``top`` the last?"""
    cond = rules.together
    return (cond is not None and card.kind in rules.together_kinds
            and cond.holds(hand_probe(rules, card, top, color, hand, players)))


def hand_probe(rules: Rules, card: Card, top: Card, color: str | None, hand: tuple[Card, ...] | list[Card],
               players: int) -> Probe:
    """The probe of a play or a restriction: ``card`` from ``hand`` (which still holds it),
    with the rules, for the conditions that ask what else may be played."""
    return Probe(card, top, color, _without(hand, card), players, rules=rules)


def _without(hand: tuple[Card, ...] | list[Card], card: Card) -> tuple[Card, ...]:
    out = list(hand)
    out.remove(card)
    return tuple(out)


def playable_honestly(rules: Rules, card: Card, top: Card, color: str | None, hand: tuple[Card, ...],
                      players: int) -> bool:
    """Playable without a bluff: also keeps a restriction that only a challenge would punish.

    This is what 'must play the drawn card' and 'draw until playable' look for; a rule
    that forces a play must not force a bluff (a drawn Draw Four while holding the active
    colour may be played, but need not be, and does not stop the drawing).
    """
    if not playable(rules, card, top, color, hand, players):
        return False
    req = rules.require_of.get(card.kind)
    return req is None or req.holds(hand_probe(rules, card, top, color, hand, players))


def seat_playable(rules: Rules, hands: Sequence[Sequence[Card]], top: Card, color: str | None,
                  players: int) -> Callable[[int], bool]:
    """Whether a seat holds a card it may play on ``top`` now (what 'has a playable card' asks)."""
    def can(seat: int) -> bool:
        hand = tuple(hands[seat]) if 0 <= seat < len(hands) else ()
        return any(playable(rules, c, top, color, hand, players) for c in set(hand))
    return can


def _act(rules: Rules, kind: str, player: int, card: Card | None = None, color: str | None = None,
         target: int | None = None, report: str | None = None) -> Action:
    key = (kind, player, card, color, target, report)
    a = rules.memo.get(key)
    if a is None:
        a = Action(kind, player, card, color, target, report)
        rules.memo[key] = a
        rules.fast.known[id(a)] = a  # the memo keeps ``a`` alive, so its id stays its own
    return a


def _play_variants(rules: Rules, players: int, player: int, card: Card) -> tuple[Action, ...]:
    """Every way to play ``card`` (one per colour for wilds, one per target), memoised."""
    key = ("variants", players, player, card)
    got = rules.memo.get(key)
    if got is None:
        colours: tuple[str | None, ...] = (rules.colours_of(rules.side_of[card]) if card.kind in rules.needs_colour
                                           else (None,))
        targets: tuple[int | None, ...] = (
            tuple(p for p in range(players) if p != player) if card.kind in rules.needs_target else (None,)
        )
        got = tuple(_act(rules, "play", player, card, c, tg) for c in colours for tg in targets)
        rules.memo[key] = got
    return got


def statuses_by_name(rules: Rules, s: GameState) -> dict[str, tuple[int, ...]]:
    """Every status's counts per seat, by name (a state that names none: nobody holds one)."""
    return {st.name: row for st, row in zip(rules.statuses, s.statuses, strict=False)}


def report_probe(rules: Rules, s: GameState, reporter: int, target: int) -> Probe:
    """What a report's condition reads: the top card, no hand, who reports whom."""
    top = s.discard_pile[-1]
    return Probe(top, top, s.color, (), s.players, reporter, target, s.dealer, s.direction,
                 statuses_by_name(rules, s) if rules.statuses else {}, s.hand_sizes, rules,
                 seat_playable(rules, s.hands, top, s.color, s.players))


def out_of_turn(rules: Rules, s: GameState, tables: bool = True) -> list[Action]:
    """Actions by any player, out of turn: UNO calls and catches, reports, jump-ins.
    With ``tables`` (the fast paths' way), a report whose condition needs a status that
    nobody holds is not probed, and the cards that may jump in on the top card are read
    from a table per (top, colour); the reference path (``tables=False``) asks every
    condition of every card, and unorules.engine.differential compares the two."""
    out: list[Action] = []
    n = s.players
    risk = s.uno_at_risk
    if risk is not None and len(s.hands[risk]) == 1:
        out.append(_act(rules, "uno", risk))
        out.append(_act(rules, "catch", (risk + 1) % n, target=risk))
    if "false_uno" in rules.penalty_of and s.phase == TURN and len(s.hands[s.to_act]) >= 2:
        out.append(_act(rules, "uno", s.to_act))  # a false call: the penalty applies
    held: set[str] | None = None
    for rep in rules.reports:
        if tables and rep.cond is not None:
            need = rep.cond.needs_held()
            if need:
                if held is None:
                    held = {st.name for st, row in zip(rules.statuses, s.statuses, strict=False) if any(row)}
                if not need <= held:
                    continue
        for target in range(n):
            reporter = (target + 1) % n
            if rep.cond is None or rep.cond.holds(report_probe(rules, s, reporter, target)):
                out.append(_act(rules, "report", reporter, target=target, report=rep.name))
    jump = rules.jump_in
    if jump is not None and s.phase == TURN:
        top = s.discard_pile[-1]
        quick = rules.fast.jump_on(top, s.color) if tables and jump.local else None
        slow = rules.fast.slow
        for seat in range(n):
            if seat == s.to_act:
                continue
            hand = s.hands[seat]
            if quick is None:
                cards = {c for c in hand if jump.holds(Probe(c, top, s.color, (), n))
                         and playable(rules, c, top, s.color, hand, n)}
            else:
                cards = set(quick.intersection(hand))
                if slow:  # playability that needs the hand: asked card by card
                    cards.update(c for c in hand if c.kind in slow and jump.holds(Probe(c, top, s.color, (), n))
                                 and playable(rules, c, top, s.color, hand, n))
            if not cards:
                continue
            for card in sorted(cards, key=rules.order.__getitem__) if len(cards) > 1 else cards:
                out.extend(_play_variants(rules, s.players, seat, card))
    return out


