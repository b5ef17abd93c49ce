"""Which cards may be played, and the actions that say so: what the reference engine
and the fast paths share.

Actions are memoised per variant (``Bound.memo``), so the same legal action is the same
object every time; the fast path's ``known`` table vouches for the objects built here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from unorules.cards import Card
from unorules.engine import rng
from unorules.engine.probe import Probe
from unorules.engine.state import GAME_OVER, ROUND_OVER, Action, GameState, Phase, PlayerView
from unorules.engine.tables import Bound
from unorules.ir.conditions import Cond

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
    """May ``card`` (in ``hand``) be added to the cards just played together, ``top`` the last?
    (The clause that owns the phase says: ``TogetherClause.addable``.)"""
    owner = rules.hooks.phase_owner.get(Phase.TOGETHER)
    add = getattr(owner, "addable", None)
    return bool(add is not None and add(services(rules), card, top, color, hand, players))


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
         target: int | None = None, report: str | None = None, option: int | None = None) -> Action:
    key = (kind, player, card, color, target, report, option)
    a = rules.memo.get(key)
    if a is None:
        a = Action(kind, player, card, color, target, report, option)
        rules.memo[key] = a
        rules.fast.known[id(a)] = a  # the memo keeps ``a`` alive, so its id stays its own
    return a


def _play_variants(rules: Rules, players: int, player: int, card: Card) -> tuple[Action, ...]:
    """Every way to play ``card`` (one per colour for wilds, one per target, one per printed
    action its player may pick), memoised."""
    key = ("variants", players, player, card)
    got = rules.memo.get(key)
    if got is None:
        colours: tuple[str | None, ...] = (rules.colours_of(rules.side_of[card]) if card.kind in rules.needs_colour
                                           else (None,))
        targets: tuple[int | None, ...] = (
            tuple(p for p in range(players) if p != player) if card.kind in rules.needs_target else (None,)
        )
        offers = rules.options_of.get(card.kind, 0)
        options: tuple[int | None, ...] = tuple(range(1, offers + 1)) if offers else (None,)
        got = tuple(_act(rules, "play", player, card, c, tg, None, o) for c in colours for tg in targets
                    for o in options)
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
    """Actions by any player, out of turn, as the variant's clauses offer them (UNO calls
    and catches, reports, jump-ins), in their kinds' ``listed`` order. With ``tables`` (the
    fast paths' way) a clause may read the engine's tables; the reference path
    (``tables=False``) asks every condition of every card, and
    unorules.engine.differential compares the two."""
    out: list[Action] = []
    e = rules.memo.get(Services) or services(rules)  # listed at every step: the memo read inline
    for offer in rules.hooks.out_of_turn:
        out.extend(offer(e, s, tables))
    return out


def unplayable_reason(rules: Rules, card: Card, s: GameState, hand: Sequence[Card]) -> str:
    """Why ``card`` (in ``hand``) may not be played on the top card, in words."""
    top = s.discard_pile[-1]
    cond = rules.play_of[card.kind]
    probe = hand_probe(rules, card, top, s.color, list(hand), s.players)
    if not cond.holds(probe):
        return (f"{card} cannot be played on {top} (active colour {s.color}): "
                f"it may be played when {cond.english()}")
    req = rules.require_of[card.kind]
    return f"{card} may only be played when {req.english()}"


def phase_need(rules: Rules, s: GameState) -> str:
    """What the player to act must do in ``s``, in words (the phases' owners say theirs)."""
    if s.phase == Phase.TURN:
        return " or ".join(("play a card", *rules.hooks.turn_words))
    if s.phase == Phase.CHOOSE:
        return "choose a colour"
    return rules.hooks.phase_need.get(s.phase, "wait")


def services(rules: Rules) -> Services:
    """The engine's offer to the clause kinds' engine parts, one per variant."""
    got: Services | None = rules.memo.get(Services)
    if got is None:
        got = rules.memo[Services] = Services(rules)
    return got


class Services:
    """What the engine offers a clause kind's engine part (the protocol
    :class:`unorules.ir.readers.Listing`): the functions above, for one variant."""

    __slots__ = ("rules",)

    def __init__(self, rules: Rules) -> None:
        self.rules = rules

    def playable(self, card: Card, top: Card, color: str | None, hand: Sequence[Card], players: int) -> bool:
        return playable(self.rules, card, top, color, tuple(hand), players)

    def hand_probe(self, card: Card, top: Card, color: str | None, hand: Sequence[Card], players: int) -> Probe:
        return hand_probe(self.rules, card, top, color, list(hand), players)

    def card_probe(self, card: Card, top: Card, color: str | None, players: int) -> Probe:
        return Probe(card, top, color, (), players)

    def act(self, kind: str, player: int, card: Card | None = None, color: str | None = None,
            target: int | None = None, report: str | None = None) -> Action:
        return _act(self.rules, kind, player, card, color, target, report)

    def plays(self, players: int, player: int, card: Card) -> tuple[Action, ...]:
        return _play_variants(self.rules, players, player, card)

    def allowed_on(self, cond: Cond, top: Card, color: str | None) -> frozenset[Card]:
        return self.rules.fast.allowed_on(cond, top, color)

    def meeting(self, cond: Cond, top: Card, color: str | None) -> frozenset[Card]:
        return self.rules.fast.meeting(cond, top, color)

    def playable_on(self, top: Card, color: str | None) -> frozenset[Card]:
        return self.rules.fast.playable_on(top, color)

    @property
    def slow_kinds(self) -> frozenset[str]:
        return self.rules.fast.slow

    def in_order(self, cards: Sequence[Card]) -> list[Card]:
        return sorted(set(cards), key=self.rules.order.__getitem__)

    def honest(self, card: Card, top: Card, color: str | None, hand: Sequence[Card], players: int) -> bool:
        return playable_honestly(self.rules, card, top, color, tuple(hand), players)

    def report_probe(self, s: GameState, reporter: int, target: int) -> Probe:
        return report_probe(self.rules, s, reporter, target)

    def unplayable(self, card: Card, s: GameState, hand: Sequence[Card]) -> str:
        return unplayable_reason(self.rules, card, s, hand)

    def need(self, s: GameState) -> str:
        return phase_need(self.rules, s)

    def sample_index(self, n: int, state: int) -> tuple[int, int]:
        return rng.sample_index(n, state)


def seat_extras(rules: Rules, s: GameState, seat: int, listed: Sequence[Action]) -> list[Action]:
    """What ``seat`` may do beyond the table's list (``legal_actions(state)``, which gives
    each out-of-turn moment to one seat and leaves out plays a penalty takes), as the
    variant's clause kinds give it (the point ``seat_extras``: a wrong card, a catch by any
    other seat, a report by any reporter). Together with that seat's part of the table's
    list, exactly the actions ``apply`` accepts from it."""
    if s.phase == ROUND_OVER or s.phase == GAME_OVER:
        return []
    e = rules.memo.get(Services) or services(rules)  # asked for every seat at every step: the memo read inline
    out = [a for extras in rules.hooks.seat_extras for a in extras(e, s, seat)]
    if not out:  # the common case: nothing beyond the table's list (no set to build)
        return out
    have = set(listed)
    return [a for a in out if a not in have]


def seat_actions(rules: Rules, s: GameState, table: Sequence[Action], seat: int) -> tuple[Action, ...]:
    """Every action ``seat`` may take in ``s``: its part of the table's list ``table``,
    in that order, then :func:`seat_extras`, without what a clause kind strikes (a play
    naming a knocked-out player)."""
    mine = [a for a in table if a.player == seat]
    mine.extend(seat_extras(rules, s, seat, mine))
    for strike in rules.hooks.strike:
        mine = strike(s, mine)
    return tuple(mine)


def penalty_of(rules: Rules, view: PlayerView, a: Action) -> str | None:
    """The penalty clause ``a`` (an action of ``view``'s seat) falls under, or None: the
    first the variant's clause kinds name (the point ``penalty_for``)."""
    if a.player != view.player or a.player != view.to_act:
        return None
    e = rules.memo.get(Services) or services(rules)  # the memo read inline, as above
    return next((event for judge in rules.hooks.penalty_for if (event := judge(e, view, a)) is not None), None)
