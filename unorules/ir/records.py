"""Pieces of the compiled rules IR that are not primitives."""

from __future__ import annotations

from attrs import frozen

from unorules.ir.conditions import Cond
from unorules.ir.effects import Effect
from unorules.ir.vocab import DrawAfter


@frozen
class DealerRule:
    """How the first dealer is found (later rounds: the deal moves one seat on)."""

    highest_draw: bool = True
    symbols_count: int = 0
    ties_draw_again: bool = True


@frozen
class DrawRule:
    until_playable: bool = False
    after: DrawAfter = DrawAfter.MAY  # MAY or MUST: play the drawn card if it is playable
    anytime: bool = True  # drawing is allowed while holding a playable card
    # (LOW, HIGH): a draw takes a random number of cards from LOW to HIGH, each as likely
    # (UNO Attack's launcher), and ends the turn; None: one card, or until playable.
    random: tuple[int, int] | None = None
    # After drawing the turn stays open: the player may draw again, play any card they may
    # play (the drawn one or another), or pass; each draw is one card.
    again: bool = False


@frozen
class ChallengeRule:
    kind: str
    accepted: tuple[Effect, ...]
    guilty: tuple[Effect, ...]
    innocent: tuple[Effect, ...]


@frozen
class Claim:
    """What the variant's designer says a rule amounts to; ``unorules verify`` proves it.

    ``acts_as``: playing ``card`` leads to the same position as playing ``like`` would.
    ``skips`` / ``passes_on``: after ``card`` the turn goes to the seat two on / one on in
    the direction of play. ``draws``: ``card`` makes the next player draw ``n`` (or owe
    them, where the draw may be stacked). ``reverses``: ``card`` turns the direction.
    ``next_names``: after ``card`` the next player is to name the colour.
    ``hands_left`` / ``hands_right`` / ``hands_on``: after ``card`` every seat holds the hand
    of the seat on its right / on its left / before it in the direction of play (the
    player's without the card played).
    These hold for ``lo`` to ``hi`` players (the variant's range where the claim names
    none). ``round_ends``: from every reachable state a round can still end.
    ``penalty``: the event ``card`` costs its rule-breaker ``n`` cards. ``start_dealer``:
    ``card`` turned over at the start lets the dealer play first."""

    what: str
    lo: int
    hi: int
    card: str
    like: str
    n: int
    text: str  # the claim as written

    def english(self) -> str:
        text = self.text.removeprefix("claim ")
        return text.replace(" players ", " players, ", 1) if text.startswith("with ") else text


@frozen
class ReportRule:
    name: str
    cond: Cond | None
    effects: tuple[Effect, ...]


@frozen
class Expectation:
    n: int
    what: str  # total | per_colour | kind | numbers_per_colour
    kind: str | None
    line: int


@frozen
class ClauseInfo:
    """A clause as written, for the rule book: its key, source, position and notes."""

    key: str
    kind: str
    text: str
    file: str
    line: int
    notes: tuple[str, ...]
    # The rule sheet's words this clause follows, each with its English ("" if none),
    # and why the file reads them so: the rule book's appendix of readings.
    quotes: tuple[tuple[str, str], ...] = ()
    readings: tuple[str, ...] = ()
    # For the file's designers (sources, reasons, what the verifier proves): the rule
    # book's designer appendix, never the players' pages.
    designer: tuple[str, ...] = ()
    # (language, English text, translation) of this clause's notes and readings.
    translations: tuple[tuple[str, str, str], ...] = ()
    # The rule is a table agreement made before the game (``agreed``): the book says so.
    agreed: bool = False
    # Optional rules a table may choose instead of this one (``optional "..."``): the book
    # prints them with the rule and lists them among what the variant changes.
    options: tuple[str, ...] = ()
