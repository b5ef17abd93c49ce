"""How the table draws cards, seats and actions (Rich text for Textual widgets)."""

from __future__ import annotations

from rich.text import Text

from unorules.cards import Card
from unorules.docs.pictures import colour_hex
from unorules.docs.pictures import face as mark
from unorules.engine.rules import Rules
from unorules.engine.state import GameState

COLOURLESS = "bold white on grey23"


def _contrast(hex_colour: str) -> str:
    """Black or white, whichever reads better on the colour (its relative luminance)."""
    r, g, b = (int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5))
    return "black" if 0.2126 * r + 0.7152 * g + 0.0722 * b > 0.5 else "white"


def colour_style(name: str | None) -> str:
    """How the table paints a colour: the rule book's own colour for that name (any name
    of any variant's list, the dark side's included), its text in black or white."""
    if not name:
        return COLOURLESS
    background = colour_hex(name)
    return f"bold {_contrast(background)} on {background}"


def face(rules: Rules, card: Card) -> str:
    """A card's label: its number, or the mark the rule book's pictures draw for what it
    does (``+2``, ``⇄``, ``⊘`` ...) before its name, so that a card of any variant
    reads both as it acts and as it is typed."""
    kind = rules.kind_of.get(card.kind)
    name = card.kind.replace("_", " ")
    if kind is None or kind.number is not None:
        return name
    shown = mark(rules, kind)
    # The pictures fall back to the name's initials; the name itself says more here.
    if not shown or shown == "".join(w[0] for w in card.kind.split("_")).upper()[:3]:
        return name
    return f"{shown} {name}"


def card_text(rules: Rules, card: Card, colour: str | None = None) -> Text:
    """A card as a coloured chip; ``colour`` paints a colourless card (the active colour)."""
    return Text(f" {face(rules, card)} ", style=colour_style(card.color or colour))


def hand_text(rules: Rules, hand: tuple[Card, ...], width: int | None = None, start: int = 0) -> Text:
    """The hand as chips in the deck's order. Given the ``width`` it is shown in (and the
    column ``start`` it begins at), it breaks between cards, never inside one, and each
    further line begins at ``start``."""
    out = Text()
    column = start
    for i, card in enumerate(sorted(hand, key=lambda c: rules.cards.index(c))):
        chip = card_text(rules, card)
        if i and width and column + 1 + chip.cell_len > width and column > start:
            out.append("\n" + " " * start)
            column = start
        elif i:
            out.append(" ")
            column += 1
        out.append_text(chip)
        column += chip.cell_len
    return out if hand else Text("(no cards)", style="dim")


def seats_text(state: GameState, me: int, names: dict[int, str], held: tuple[tuple[str, ...], ...]) -> Text:
    out = Text()
    for seat in range(state.players):
        turn = seat == state.to_act and not state.round_over
        who = "you" if seat == me else names.get(seat, "bot")
        line = Text(f"{'▶' if turn else ' '} p{seat} {who:<8}", style="bold" if turn else "")
        size = len(state.hands[seat])
        line.append(f"{size:3} card{'s' if size != 1 else ' '}  score {state.scores[seat]:4}")
        if state.uno_at_risk == seat and size == 1:
            line.append("  UNO?", style="bold red")
        for status in held[seat]:
            line.append(f"  {status}", style="magenta")
        if seat == state.dealer:
            line.append("  (dealer)", style="dim")
        out.append_text(line)
        out.append("\n")
    return out


def status_text(rules: Rules, state: GameState) -> Text:
    out = Text("Top card ")
    out.append_text(card_text(rules, state.top, state.color))
    out.append("   colour ")
    out.append(f" {state.color or 'none'} ", style=colour_style(state.color))
    out.append(f"   direction {'→ clockwise' if state.direction > 0 else '← anticlockwise'}")
    out.append(f"\nRound {state.round}   draw pile {len(state.draw_pile)}   phase {state.phase}")
    if state.pending_draw:
        out.append(f"   pending draw {state.pending_draw}", style="bold red")
    if state.challenge is not None:
        out.append(f"   p{state.challenge.player}'s {state.challenge.kind} may be challenged", style="bold yellow")
    return out


def round_end_text(rules: Rules, state: GameState, before_scores: tuple[int, ...] | None = None,
                   width: int | None = None) -> Text:
    out = Text(f"Round {state.round} won by p{state.round_winner}.", style="bold")
    if state.game_over:
        out.append(f"  The game is won by p{state.winner}!", style="bold green")
    out.append("\n")
    for seat, hand in enumerate(state.hands):
        line = f"p{seat} score {state.scores[seat]:4}  ({sum(rules.points(c) for c in hand):3} in hand) "
        out.append(line)
        out.append_text(hand_text(rules, hand, width, len(line)))
        out.append("\n")
    return out
