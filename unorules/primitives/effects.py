"""Effects: what a played card, a start card, a penalty or a report does.

Every effect names its subject with one of the words of :data:`SUBJECTS`. ``run``
is the concrete meaning over the engine's scratch :class:`~unorules.table.Table`;
``english`` is the sentence the rule book prints.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from attrs import frozen

from unorules.primitives.conditions import Cond

if TYPE_CHECKING:
    from unorules.table import Ctx, Table

SUBJECTS: dict[str, str] = {
    "player": "player",
    "next": "next player",
    "target": "chosen player",
    "dealer": "dealer",
    "first": "first player",
    "others": "other players",
}


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def the(who: str) -> str:
    if who == "others":
        return "every other player"
    return f"the {SUBJECTS[who]}"


@frozen
class Effect:
    """Base class of effects. ``needs`` lists what the action must supply."""

    needs: ClassVar[frozenset[str]] = frozenset()
    is_draw: ClassVar[bool] = False

    def run(self, t: Table, ctx: Ctx) -> None:
        raise NotImplementedError

    def english(self) -> str:
        raise NotImplementedError

    def subjects(self) -> tuple[str, ...]:
        return ()


@frozen
class Draw(Effect):
    who: str
    n: int
    is_draw: ClassVar[bool] = True

    def run(self, t: Table, ctx: Ctx) -> None:
        for seat in t.seats(self.who, ctx):
            t.draw_cards(seat, self.n)

    def english(self) -> str:
        # "every other player" takes a singular verb, like every other subject.
        return f"{the(self.who)} draws {_plural(self.n, 'card')}"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class DrawOrStack(Effect):
    """The next player faces ``n`` more cards: answer with a stackable card, or draw them all."""

    who: str
    n: int
    is_draw: ClassVar[bool] = True

    def run(self, t: Table, ctx: Ctx) -> None:
        if ctx.final:
            # The round is over: nobody can answer, so the total is drawn at once.
            for seat in t.seats(self.who, ctx):
                t.draw_cards(seat, t.pending_draw + self.n)
            t.pending_draw = 0
            return
        t.pending_draw += self.n
        t.stack_open = True

    def english(self) -> str:
        return (
            f"{the(self.who)} must either answer with a card that may be stacked on it "
            f"(passing the total on, plus {self.n}) or draw the whole total and lose their turn"
        )

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class DrawUntilColour(Effect):
    who: str
    is_draw: ClassVar[bool] = True

    def run(self, t: Table, ctx: Ctx) -> None:
        for seat in t.seats(self.who, ctx):
            while True:
                got = t.draw_cards(seat, 1)
                if not got or got[0].color == t.color:
                    break

    def english(self) -> str:
        return f"{the(self.who)} draws until they draw a card of the active colour"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class LoseTurn(Effect):
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        t.skips += 1

    def english(self) -> str:
        return f"{the(self.who)} loses their turn"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class Reverse(Effect):
    def run(self, t: Table, ctx: Ctx) -> None:
        t.direction = -t.direction

    def english(self) -> str:
        return "the direction of play reverses"


@frozen
class ChooseColour(Effect):
    who: str

    @property
    def needs_colour(self) -> bool:
        return self.who == "player"

    def run(self, t: Table, ctx: Ctx) -> None:
        if self.who == "player" and ctx.colour is not None:
            t.color = ctx.colour
        else:
            (t.chooser,) = t.seats(self.who, ctx)

    def english(self) -> str:
        return f"{the(self.who)} names the colour to play next (any colour, the current one included)"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class SwapHands(Effect):
    who: str
    other: str
    needs: ClassVar[frozenset[str]] = frozenset({"target"})

    def run(self, t: Table, ctx: Ctx) -> None:
        (a,) = t.seats(self.who, ctx)
        (b,) = t.seats(self.other, ctx)
        t.hands[a], t.hands[b] = t.hands[b], t.hands[a]

    def english(self) -> str:
        return f"{the(self.who)} swaps their whole hand with {the(self.other)}'s"

    def subjects(self) -> tuple[str, ...]:
        return (self.who, self.other)


@frozen
class RotateHands(Effect):
    def run(self, t: Table, ctx: Ctx) -> None:
        n = t.players
        old = list(t.hands)
        for seat in range(n):
            t.hands[(seat + t.direction) % n] = old[seat]

    def english(self) -> str:
        return "every player passes their hand to the next player in the direction of play"


@frozen
class ShuffleHands(Effect):
    def run(self, t: Table, ctx: Ctx) -> None:
        pool = [c for h in t.hands for c in h]
        t.shuffle(pool)
        n = t.players
        for seat in range(n):
            t.hands[seat] = []
        seat = ctx.player
        for card in pool:
            seat = (seat + t.direction) % n
            t.hands[seat].append(card)

    def english(self) -> str:
        return (
            "all hands are gathered, shuffled and dealt out again one at a time, "
            "starting with the next player"
        )


@frozen
class DiscardColour(Effect):
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        for seat in t.seats(self.who, ctx):
            keep = [c for c in t.hands[seat] if c.color != t.color]
            gone = [c for c in t.hands[seat] if c.color == t.color]
            t.hands[seat] = keep
            # The played card stays on top, so the discarded ones go beneath it.
            t.discard[-1:-1] = gone

    def english(self) -> str:
        return f"{the(self.who)} discards every card of the active colour from their hand"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class HoldPose(Effect):
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        (seat,) = t.seats(self.who, ctx)
        t.pose_holder = seat
        t.pose_turns = 2

    def english(self) -> str:
        return (
            f"{the(self.who)} strikes a pose, takes the coming turn as usual while holding it, "
            "and must hold it until their turn comes round again"
        )

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class ReleasePose(Effect):
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        t.pose_holder = None
        t.pose_turns = 0

    def english(self) -> str:
        return f"{the(self.who)} no longer has to hold the pose"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class OpenChallenge(Effect):
    who: str
    is_draw: ClassVar[bool] = True  # on a last card, the accepted outcome's draws apply

    def run(self, t: Table, ctx: Ctx) -> None:
        t.challenge_open = True

    def english(self) -> str:
        return f"{the(self.who)} may challenge it or accept it (see Challenges)"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class PlaysFirst(Effect):
    who: str

    def run(self, t: Table, ctx: Ctx) -> None:
        (t.plays_first,) = t.seats(self.who, ctx)

    def english(self) -> str:
        return f"{the(self.who)} plays first"

    def subjects(self) -> tuple[str, ...]:
        return (self.who,)


@frozen
class ReturnAndTurn(Effect):
    def run(self, t: Table, ctx: Ctx) -> None:
        t.turn_another = True

    def english(self) -> str:
        return "the card goes back into the draw pile, which is shuffled, and the next card is turned over instead"


@frozen
class EndTurn(Effect):
    def run(self, t: Table, ctx: Ctx) -> None:
        t.turn_ends = True

    def english(self) -> str:
        return "the turn passes to the next player"


@frozen
class Nothing(Effect):
    def run(self, t: Table, ctx: Ctx) -> None:
        return None

    def english(self) -> str:
        return "nothing special happens"


@frozen
class Guarded(Effect):
    """An effect that happens only when a condition holds (``... if 2 players``)."""

    effect: Effect
    cond: Cond

    @property
    def inner_needs(self) -> frozenset[str]:
        return self.effect.needs

    def run(self, t: Table, ctx: Ctx) -> None:
        if self.cond.holds(t.probe(ctx)):
            self.effect.run(t, ctx)

    def english(self) -> str:
        return f"{self.effect.english()} if {self.cond.english()}"

    def subjects(self) -> tuple[str, ...]:
        return self.effect.subjects()


EffectList = tuple[Effect, ...]


def flat(effects: tuple[Effect, ...]) -> tuple[Effect, ...]:
    """The effects with guards stripped, for static checks."""
    return tuple(e.effect if isinstance(e, Guarded) else e for e in effects)


def sentence(effects: tuple[Effect, ...]) -> str:
    """Effects as one English sentence.

    A subject repeated by the next effect is said once: "the next player draws 2
    cards, then loses their turn".
    """
    parts: list[str] = []
    prev: tuple[str, ...] = ()
    for e in effects:
        text = e.english()
        subject = () if isinstance(e, Guarded) else e.subjects()[:1]
        lead = f"{the(subject[0])} " if subject else ""
        if subject and subject == prev and text.startswith(lead):
            text = text[len(lead):]
        parts.append(text)
        prev = subject
    if not parts:
        return "Nothing happens."
    text = parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + ", then " + parts[-1]
    return text[0].upper() + text[1:] + "."
