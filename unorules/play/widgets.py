"""How the table draws cards, seats and actions (Rich text for Textual widgets)."""

from __future__ import annotations

from rich.text import Text

from unorules.cards import Card
from unorules.engine.rules import Rules
from unorules.engine.state import GameState

# Background per colour name; a variant's other colour names fall back to white.
STYLES = {
    "red": "bold white on red3", "yellow": "bold black on gold1", "green": "bold white on green4",
    "blue": "bold white on blue3",
}
COLOURLESS = "bold white on grey23"
SHORT = {"draw_two": "+2", "wild_draw_four": "wild +4", "reverse": "⇄ rev", "skip": "⊘ skip"}


def face(card: Card) -> str:
    return SHORT.get(card.kind, card.kind.replace("_", " "))


def card_text(card: Card, colour: str | None = None) -> Text:
    """A card as a coloured chip; ``colour`` paints a colourless card (the active colour)."""
    paint = card.color or colour
    style = STYLES.get(paint, "bold black on white") if paint else COLOURLESS
    return Text(f" {face(card)} ", style=style)


def hand_text(rules: Rules, hand: tuple[Card, ...]) -> Text:
    out = Text()
    for i, card in enumerate(sorted(hand, key=lambda c: rules.cards.index(c))):
        if i:
            out.append(" ")
        out.append_text(card_text(card))
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
    out.append_text(card_text(state.top, state.color))
    out.append("   colour ")
    out.append(f" {state.color or 'none'} ", style=STYLES.get(state.color or "", COLOURLESS))
    out.append(f"   direction {'→ clockwise' if state.direction > 0 else '← anticlockwise'}")
    out.append(f"\nRound {state.round}   draw pile {len(state.draw_pile)}   phase {state.phase}")
    if state.pending_draw:
        out.append(f"   pending draw {state.pending_draw}", style="bold red")
    if state.challenge is not None:
        out.append(f"   p{state.challenge.player}'s {state.challenge.kind} may be challenged", style="bold yellow")
    return out


def round_end_text(rules: Rules, state: GameState, before_scores: tuple[int, ...] | None = None) -> Text:
    out = Text(f"Round {state.round} won by p{state.round_winner}.", style="bold")
    if state.game_over:
        out.append(f"  The game is won by p{state.winner}!", style="bold green")
    out.append("\n")
    for seat, hand in enumerate(state.hands):
        out.append(f"p{seat} score {state.scores[seat]:4}  ({sum(rules.points(c) for c in hand):3} in hand) ")
        out.append_text(hand_text(rules, hand))
        out.append("\n")
    return out
