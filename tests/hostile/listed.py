"""Listed <=> accepted: in a state, ``Rules.apply`` accepts exactly the actions that
``Rules.legal_actions(state, seat)`` lists for the action's seat.

:func:`action_space` gives the actions to try: every kind, for every seat, with its
card, colour, target and report. ``full=True`` tries every card of the variant with
every colour (None and each of every side) and every target (None and each seat): the
whole space. The default keeps what can make a difference: a play names a card of the
seat's own hand, of another hand and of no hand (``apply`` looks at the seat's hand
first), and each card is tried with the colours and targets it could take and one it
could not. :func:`differences` compares what is listed with what is accepted.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from unorules import Action, IllegalAction, Rules
from unorules.cards import Card
from unorules.engine.state import GameState


def _colours(rules: Rules) -> tuple[str, ...]:
    return tuple(dict.fromkeys(c for side in range(max(1, len(rules.sides))) for c in rules.colours_of(side)))


def action_space(rules: Rules, s: GameState, full: bool = False) -> Iterator[Action]:
    n = s.players
    colours = _colours(rules)
    seats: tuple[int | None, ...] = (None, *range(n))
    held = {c for h in s.hands for c in h}
    stranger = next((c for c in rules.cards if c not in held), None)
    for p in range(n):
        for kind in ("draw", "pass", "uno", "challenge", "accept", "next_round"):
            yield Action(kind, p)
        for colour in (None, *colours):
            yield Action("choose", p, color=colour)
        for t in seats:
            yield Action("catch", p, target=t)
        for name in (None, *(r.name for r in rules.reports)):
            for t in seats:
                yield Action("report", p, target=t, report=name)
        if full:
            for card in rules.cards:
                for colour in (None, *colours):
                    for t in seats:
                        yield Action("play", p, card, colour, t)
            continue
        own = sorted(set(s.hands[p]), key=rules.order.__getitem__)
        other = next((c for q, h in enumerate(s.hands) if q != p for c in h if c not in own), None)
        for card in [*own, *(c for c in (other, stranger) if c is not None)]:
            yield from _plays(rules, p, card, colours, seats)


def _plays(rules: Rules, p: int, card: Card, colours: Sequence[str], seats: Sequence[int | None]) -> Iterator[Action]:
    colour_ok = card.kind in rules.needs_colour
    target_ok = card.kind in rules.needs_target
    for colour in (None, *colours) if colour_ok else (None, colours[0]):
        for t in seats if target_ok else (None, (p + 1) % (len(seats) - 1)):
            yield Action("play", p, card, colour, t)


def accepted(rules: Rules, s: GameState, a: Action) -> bool:
    """Does ``apply`` take ``a``? Anything but IllegalAction is not an answer: it propagates."""
    try:
        rules.apply(s, a)
    except IllegalAction:
        return False
    return True


def differences(rules: Rules, s: GameState, full: bool = False) -> list[str]:
    """Every way the listing and ``apply`` disagree in ``s`` (empty: they agree)."""
    out: list[str] = []
    listed: set[Action] = set()
    for seat in range(s.players):
        mine = rules.legal_actions(s, seat)
        if len(set(mine)) != len(mine):
            out.append(f"p{seat}'s list names an action twice")
        for a in mine:
            if a.player != seat:
                out.append(f"p{seat}'s list holds {a}, an action of p{a.player}")
            elif not accepted(rules, s, a):
                out.append(f"listed for p{seat}, refused: {a}")
        listed.update(mine)
    for a in rules.legal_actions(s):
        if a not in listed:
            out.append(f"in the table's list, in no seat's: {a}")
    for a in action_space(rules, s, full):
        if a not in listed and accepted(rules, s, a):
            out.append(f"accepted, not listed: {a} (phase {s.phase})")
    return out
