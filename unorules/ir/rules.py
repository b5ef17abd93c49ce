"""The compiled rules of one variant: the IR every reader walks.

A ``RuleSet`` is frozen. Its fields are what the variant file says, resolved per card
kind; the lookup tables after them are derived from those fields once. It knows
nothing of any reader: the engine binds it into a playable
:class:`unorules.engine.rules.Rules`, and the verifier, the rule book and the
kernel read it as it is.
"""

from __future__ import annotations

from attrs import field, frozen

from unorules.cards import Card, CardKind
from unorules.errors import CardError
from unorules.ir.conditions import Cond
from unorules.ir.effects import Effect, flat
from unorules.ir.game_end import GameEnd, load_game_ends
from unorules.ir.mechanic import Clause
from unorules.ir.records import (
    ChallengeRule,
    Claim,
    ClauseInfo,
    DealerRule,
    DrawRule,
    Expectation,
    ReportRule,
)
from unorules.ir.scoring import Scoring, load_scorings
from unorules.ir.statuses import StatusRule
from unorules.ir.subjects import Subject
from unorules.ir.vocab import EmptyPiles, LastCardRule

EffectList = tuple[Effect, ...]


@frozen
class RuleSet:
    """A compiled variant, as data. :func:`unorules.load` returns it bound to the engine."""

    name: str
    title: str
    about: str
    parent: str | None
    file: str
    colours: tuple[str, ...]
    min_players: int
    max_players: int
    hand_size: int
    kinds: tuple[CardKind, ...]
    aliases: tuple[tuple[str, str], ...]
    expectations: tuple[Expectation, ...]
    dealer: DealerRule
    play: tuple[tuple[str, Cond], ...]
    require: tuple[tuple[str, Cond], ...]
    on: tuple[tuple[str, EffectList], ...]
    start: tuple[tuple[str, EffectList], ...]
    challenges: tuple[ChallengeRule, ...]
    draw: DrawRule
    uno: bool
    penalties: tuple[tuple[str, EffectList], ...]
    reports: tuple[ReportRule, ...]
    statuses: tuple[StatusRule, ...]
    claims: tuple[Claim, ...]
    stacks: tuple[tuple[str, str], ...]
    jump_in: Cond | None
    last_card: LastCardRule
    empty_piles: EmptyPiles  # what a player who must draw gets when both piles are exhausted
    scoring: str
    target: int
    clauses: tuple[ClauseInfo, ...]
    # A player who holds this many cards or more is out of the round (0: nobody is).
    knock_out: int = 0
    knock_out_bonus: int = 0  # the round winner's points for each player knocked out in the round
    game_end: str = "points"  # when the game is over (unorules.ir.game_end), at 'target' points
    rounds: int = 0  # the rounds a game is played over (0: the game end counts none)
    teams: tuple[tuple[int, ...], ...] = ()  # the seats of each team, for team play (unorules.ir.teams)
    # Optional rules the file offers a table instead of a rule (``optional "..."``), in English.
    options: tuple[str, ...] = ()
    # A two-sided deck (UNO Flip): each side's name and colours, the first side up
    # when a round is dealt, and the physical cards with that side up. Empty: one-sided.
    sides: tuple[tuple[str, tuple[str, ...]], ...] = ()
    pairs: tuple[Card, ...] = ()
    # 'together <cards>: <cond>': after playing one of these kinds, the player may add
    # more of them, one at a time, each meeting the condition against the card just laid.
    together: Cond | None = None
    together_kinds: frozenset[str] = frozenset()
    # The clauses whose kinds take part in play at the engine's named points of the turn
    # (unorules.engine.hooks), as compiled (names resolved), in the registry's order.
    mechanics: tuple[Clause, ...] = ()
    # Provenance: (card kind, behaviour, the clause that decided it); behaviours are
    # card, play, require, on, start and challenge. The rule book reads these.
    # Provenance is not meaning: two rule sets that say the same are equal wherever
    # their clauses were written.
    decided_by: tuple[tuple[str, str, ClauseInfo], ...] = field(default=(), eq=False)
    # The file's own 'without' lines, with their notes.
    withouts: tuple[ClauseInfo, ...] = field(default=(), eq=False)
    # (language, English text, translation) of the title and the description.
    translations: tuple[tuple[str, str, str], ...] = field(default=(), eq=False)
    parent_rules: RuleSet | None = field(default=None, eq=False, repr=False)

    deck: tuple[Card, ...] = field(init=False, eq=False, repr=False)
    cards: tuple[Card, ...] = field(init=False, eq=False, repr=False)
    kind_of: dict[str, CardKind] = field(init=False, eq=False, repr=False)
    play_of: dict[str, Cond] = field(init=False, eq=False, repr=False)
    require_of: dict[str, Cond] = field(init=False, eq=False, repr=False)
    on_of: dict[str, EffectList] = field(init=False, eq=False, repr=False)
    start_of: dict[str, EffectList] = field(init=False, eq=False, repr=False)
    challenge_of: dict[str, ChallengeRule] = field(init=False, eq=False, repr=False)
    penalty_of: dict[str, EffectList] = field(init=False, eq=False, repr=False)
    report_of: dict[str, ReportRule] = field(init=False, eq=False, repr=False)
    status_index: dict[str, int] = field(init=False, eq=False, repr=False)
    needs_target: frozenset[str] = field(init=False, eq=False, repr=False)
    needs_colour: frozenset[str] = field(init=False, eq=False, repr=False)
    options_of: dict[str, int] = field(init=False, eq=False, repr=False)  # kind -> printed actions picked among
    stack_on: dict[str, frozenset[str]] = field(init=False, eq=False, repr=False)
    names: dict[str, str] = field(init=False, eq=False, repr=False)
    order: dict[Card, int] = field(init=False, eq=False, repr=False)
    local_play: frozenset[str] = field(init=False, eq=False, repr=False)
    enforced_require: dict[str, Cond] = field(init=False, eq=False, repr=False)
    side_of: dict[Card, int] = field(init=False, eq=False, repr=False)  # the side up on a card as it lies
    starters: tuple[str, ...] = field(init=False, eq=False, repr=False)  # kinds a round may start on
    scorer: Scoring = field(init=False, eq=False, repr=False)  # the strategy 'scoring' names
    ender: GameEnd = field(init=False, eq=False, repr=False)  # the game end 'game_end' names

    def __attrs_post_init__(self) -> None:
        s = object.__setattr__
        deck: list[Card] = []
        cards: list[Card] = []
        if self.pairs:
            deck = list(self.pairs)
            # Every card as it may lie: each physical card with either side up.
            cards = list(dict.fromkeys([*deck, *(c.flipped() for c in deck)]))
        for k in () if self.pairs else self.kinds:
            if k.coloured:
                for col in self.colours:
                    cards.append(Card(k.name, col))
                    deck.extend([cards[-1]] * k.count)
            else:
                cards.append(Card(k.name))
                deck.extend([cards[-1]] * k.count)
        s(self, "deck", tuple(deck))
        s(self, "cards", tuple(cards))
        s(self, "kind_of", {k.name: k for k in self.kinds})
        s(self, "play_of", dict(self.play))
        s(self, "require_of", dict(self.require))
        s(self, "on_of", dict(self.on))
        s(self, "start_of", dict(self.start))
        s(self, "challenge_of", {c.kind: c for c in self.challenges})
        s(self, "penalty_of", dict(self.penalties))
        s(self, "report_of", {r.name: r for r in self.reports})
        s(self, "status_index", {st.name: i for i, st in enumerate(self.statuses)})
        s(self, "needs_target", frozenset(
            k for k, effs in self.on if any(Subject.TARGET in e.subjects() for e in flat(effs))
        ))
        s(self, "needs_colour", frozenset(
            k for k, effs in self.on
            if any(e.needs_colour for e in flat(effs))
        ))
        # The compiler allows one such choice per card, never guarded.
        s(self, "options_of", {k: e.offers for k, effs in self.on for e in effs if e.offers})
        stack_on: dict[str, set[str]] = {}
        for card_kind, on_kind in self.stacks:
            stack_on.setdefault(on_kind, set()).add(card_kind)
        s(self, "stack_on", {k: frozenset(v) for k, v in stack_on.items()})
        names = {k.name: k.name for k in self.kinds}
        names.update({alias: kind for alias, kind in self.aliases})
        s(self, "names", names)
        # Facts derived from the IR above that readers look up per card.
        s(self, "order", {c: i for i, c in enumerate(cards)})
        up = frozenset(deck) if self.pairs else frozenset()
        s(self, "side_of", {c: 0 if not self.pairs or c in up else 1 for c in cards})
        s(self, "starters", tuple(k.name for k in self.kinds if self.on_side(k, 0)))
        s(self, "local_play", frozenset(k for k, cond in self.play if cond.local))
        s(self, "scorer", load_scorings()[self.scoring].of(self))
        s(self, "ender", load_game_ends()[self.game_end]())
        s(self, "enforced_require", {
            k: cond for k, cond in self.require if k not in self.challenge_of
        })

    def decided(self, kind: str, behaviour: str) -> ClauseInfo | None:
        """The clause that decided ``behaviour`` (card, play, require, on, start or
        challenge) of card kind ``kind``, or None when no clause says it."""
        for k, b, clause in self.decided_by:
            if k == kind and b == behaviour:
                return clause
        return None

    def last_card_effects(self, kind: str) -> list[Effect]:
        """What still happens when a card of ``kind`` was its player's last (the
        ``last card`` clause): with ``draws apply``, only the effects that make others
        draw (the player who went out draws nothing), and a challengeable card counts as
        accepted, since nobody can answer it any more."""
        from unorules.ir.effects import Guarded

        if self.last_card == LastCardRule.NOTHING:
            return []
        everything = self.last_card == LastCardRule.EVERYTHING
        out: list[Effect] = []
        for e in self.on_of.get(kind, ()):
            inner = e.effect if isinstance(e, Guarded) else e
            if inner.opens_challenge:
                accepted = self.challenge_of[kind].accepted
                out.extend(accepted if everything else (k for x in accepted if (k := x.after_last_card()) is not None))
            elif everything:
                out.append(e)
            elif (kept := e.after_last_card()) is not None:
                out.append(kept)
        return out

    def clause(self, place: str, kind: str) -> EffectList:
        """The effects one clause runs, by where it runs: ``on`` (a card played),
        ``last`` (played as the last card), ``start`` (turned over to start the round),
        or a challenge outcome (``accepted``, ``guilty``, ``innocent``)."""
        if place == "on":
            return self.on_of.get(kind, ())
        if place == "last":
            return tuple(self.last_card_effects(kind))
        if place == "start":
            return self.start_of.get(kind, ())
        return tuple(getattr(self.challenge_of[kind], place))

    def held_points(self) -> tuple[tuple[str, str, int], ...]:
        """Every (place, kind, index) at which a clause waits for a colour named by
        someone else than the card's player in the same action: the effects from the
        index on are held in the state and run once the colour is named."""
        places = ["on", "last", "start", "accepted", "guilty", "innocent"]
        out: list[tuple[str, str, int]] = []
        for place in places:
            for k in self.kinds:
                if place in ("accepted", "guilty", "innocent") and k.name not in self.challenge_of:
                    continue
                for i, e in enumerate(self.clause(place, k.name)):
                    if defers_choice(e, place):
                        out.append((place, k.name, i + 1))
        return tuple(out)

    def waiting(self, place: str, kind: str, at: int) -> Effect:
        """The effect a held clause waits behind (the one before index ``at``), unguarded."""
        e = self.clause(place, kind)[at - 1]
        return getattr(e, "effect", e)

    def picks_at(self, place: str, kind: str, at: int) -> bool:
        """The held clause waits for picks of cards, not for a colour."""
        return self.waiting(place, kind, at).picks_cards

    # --- sides -----------------------------------------------------------------
    def colours_of(self, side: int) -> tuple[str, ...]:
        """The colours in play while side ``side`` is up (a one-sided deck: its colours)."""
        if not self.sides or not 0 <= side < len(self.sides):
            return self.colours
        return self.sides[side][1]

    def on_side(self, kind: CardKind, side: int) -> bool:
        """Faces of ``kind`` are on side ``side`` (of a one-sided deck: every kind is)."""
        return not self.sides or kind.side in ("", self.sides[side][0])

    @property
    def all_colours(self) -> tuple[str, ...]:
        """Every colour of every side."""
        return tuple(c for _, cols in self.sides for c in cols) if self.sides else self.colours

    def faces(self) -> list[Card]:
        """Every face of the deck, each alone: a two-sided card counts once per side."""
        out = [c.face for c in self.deck]
        out.extend(b for c in self.deck if (b := c.back_face) is not None)
        return out

    # --- cards ----------------------------------------------------------------
    def card(self, text: str) -> Card:
        """Parse card notation: ``"red 5"``, ``"blue skip"``, ``"wild"`` or an alias;
        a two-sided card is written face up first: ``"red 5 / pink 2"``."""
        if not isinstance(text, str):
            raise CardError(f"card notation is a text such as 'red 5', not {text!r}")
        if "/" in text:
            up, _, down = text.partition("/")
            front, back = self._face(up), self._face(down)
            if "/" in down or front.back is not None or back.back is not None:
                raise CardError(f"{text!r}: a card has two faces, written '<face> / <face>'")
            card = Card(front.kind, front.color, (back.kind, back.color))
            if card not in self.order:
                raise CardError(f"{text!r} is not a card of {self.name}: no card has these two faces")
            return card
        card = self._face(text)
        if self.pairs:
            backs = [c for c in self.cards if c.face is card]
            if len(backs) != 1:
                raise CardError(f"{text!r}: the cards of {self.name} have two faces; write both, face up "
                                "first" + (f", e.g. '{backs[0]}'" if backs else "")
                                + ("" if backs else f" ({text!r} is no face of its deck)"))
            return backs[0]
        return card

    def _face(self, text: str) -> Card:
        words = text.strip().lower().split()
        if len(words) == 2 and words[0] in self.all_colours:
            colour, name = words
        elif len(words) == 1:
            colour, name = None, words[0]
        else:
            raise CardError(
                f"{text!r} is not a card of {self.name}: write '<colour> <face>' "
                f"(colours: {', '.join(self.all_colours)}) or a colourless kind's name"
            )
        kind = self.names.get(name)
        if kind is None:
            raise CardError(
                f"{text!r}: {name!r} is not a card kind of {self.name} "
                f"(kinds: {', '.join(k.name for k in self.kinds)})"
            )
        coloured = self.kind_of[kind].coloured
        if coloured and colour is None:
            raise CardError(f"{text!r}: {kind} cards have a colour; write e.g. '{self.colours[0]} {kind}'")
        if not coloured and colour is not None:
            raise CardError(f"{text!r}: {kind} has no colour; write just '{kind}'")
        return Card(kind, colour)

    def points(self, card: Card) -> int:
        """What ``card`` scores when it is left in a hand at the end of a round."""
        kind = self.kind_of.get(card.kind) if isinstance(card, Card) else None
        if kind is None:
            raise CardError(f"{card!r} is not a card of {self.name}")
        return kind.points

    def hand_points(self, hand: tuple[Card, ...] | list[Card]) -> int:
        """What a hand scores: the sum of its cards' points."""
        return sum(self.kind_of[c.kind].points for c in hand)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.name}: {len(self.deck)} cards, {self.min_players}-{self.max_players} players>"


def defers_choice(e: Effect, place: str) -> bool:
    """The effect hands the colour choice to a later action: someone other than the card's
    player names it, or the clause runs where no colour was named (a start card, a
    challenge outcome). A colour choice is never guarded (the compiler refuses it). An
    effect that picks cards hands every pick to later actions (guarded or not: the engine
    holds the rest only when it asked for a pick)."""
    if getattr(e, "effect", e).picks_cards:
        return True
    if not e.sets_colour:
        return False
    return place not in ("on", "last") or not e.needs_colour



