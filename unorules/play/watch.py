"""``unorules watch RECORD``: a game record replayed step by step, every hand shown."""

from __future__ import annotations

from typing import ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.widgets import Footer, Header, Static

from unorules.engine.record import GameRecord, replay
from unorules.engine.rules import Rules
from unorules.engine.state import GameState
from unorules.play.text import step_lines
from unorules.play.widgets import hand_text, round_end_text, status_text

__all__ = ["WatchApp", "step_lines"]


class WatchApp(App[None]):
    CSS = "#board { padding: 1 2; }"
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("right,space", "step(1)", "next"), Binding("left", "step(-1)", "back"),
        Binding("pagedown", "step(50)", "+50"), Binding("pageup", "step(-50)", "-50"),
        Binding("a", "auto", "autoplay"), Binding("q", "quit", "quit"),
    ]

    def __init__(self, rules: Rules, record: GameRecord, delay: float = 0.5) -> None:
        super().__init__()
        self.rules, self.record, self.delay = rules, record, delay
        self.states: list[GameState] = replay(rules, record.seed, record.actions, players=record.players)
        self.at = 0
        self.auto = False

    def compose(self) -> ComposeResult:
        yield Header()
        yield Static(id="board")
        yield Footer()

    def on_mount(self) -> None:
        self.title = f"unorules watch: {self.rules.title}"
        self.sub_title = f"{self.record.players} players, seed {self.record.seed}, {len(self.record.actions)} actions"
        self.set_interval(self.delay, self.tick)
        self.show()

    def show(self) -> None:
        st = self.states[self.at]
        out = Text(f"Step {self.at} of {len(self.record.actions)}", style="bold")
        if self.at:
            out.append(f"   last: {self.record.actions[self.at - 1]}")
        out.append("\n\n")
        out.append_text(status_text(self.rules, st))
        out.append("\n\n")
        if st.round_over:
            out.append_text(round_end_text(self.rules, st))
        else:
            for seat, hand in enumerate(st.hands):
                out.append(f"{'▶' if seat == st.to_act else ' '} p{seat} score {st.scores[seat]:4}  ")
                out.append_text(hand_text(self.rules, hand))
                out.append("\n")
        self.query_one("#board", Static).update(out)

    def action_step(self, by: int) -> None:
        self.at = max(0, min(len(self.states) - 1, self.at + by))
        self.show()

    def action_auto(self) -> None:
        self.auto = not self.auto

    def tick(self) -> None:
        if self.auto and self.at < len(self.states) - 1:
            self.action_step(1)
