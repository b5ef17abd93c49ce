"""The table: a Textual app where one person plays a variant against bots.

The command line has the focus: type an action (``play red 5``, ``red 5``, ``draw``,
``catch -> p2``; the grey completion is taken with the right arrow) and Enter, or move
through the list of legal actions with the up and down arrows and press Enter on an
empty line. One letter is a shortcut: ``d`` draw, ``s`` pass, ``u`` UNO, ``c`` catch,
``w`` let an out-of-turn window pass, ``n`` next round, ``q`` quit. (Letters typed
straight at the list would be shortcuts, so typing never goes there: Tab goes to the
list, where the same letters work as keys, and ``:`` back.)
"""

from __future__ import annotations

from pathlib import Path
from typing import ClassVar

from rich.text import Text
from textual.app import App, ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Horizontal, Vertical
from textual.suggester import SuggestFromList
from textual.widgets import Footer, Header, Input, OptionList, RichLog, Static
from textual.widgets.option_list import Option

from unorules.engine.state import Action
from unorules.errors import IllegalAction
from unorules.ir.vocab import ActionKind
from unorules.play.session import Session, held_statuses, label
from unorules.play.widgets import hand_text, round_end_text, seats_text, status_text

SHORTCUTS = {"d": "draw", "s": "pass", "u": "uno", "c": "catch"}
# Table choices that are no engine action of the human's.
WAIVE, NEXT = "waive", "next"
Choice = Action | str


class CommandLine(Input):
    """The table's input line: up and down move through the action list."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("up", "move(-1)", "previous action", show=False),
        Binding("down", "move(1)", "next action", show=False),
    ]

    def action_move(self, by: int) -> None:
        actions = self.app.query_one("#actions", OptionList)
        if actions.option_count:
            now = actions.highlighted if actions.highlighted is not None else -by
            actions.highlighted = (now + by) % actions.option_count


class TableApp(App[None]):
    CSS = """
    #top { height: auto; }
    #seats { width: 58; border: round $accent; padding: 0 1; height: auto; }
    #centre { border: round $accent; padding: 0 1; height: auto; }
    #hand { margin-top: 1; }
    #message { margin-top: 1; color: $warning; }
    #middle { height: 1fr; }
    #actions { width: 1fr; border: round $secondary; }
    #log { width: 1fr; border: round $secondary; }
    #command { dock: bottom; margin-bottom: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("d", "shortcut('d')", "draw"), Binding("s", "shortcut('s')", "pass"),
        Binding("u", "shortcut('u')", "UNO"), Binding("c", "shortcut('c')", "catch"),
        Binding("w", "waive", "let it pass"), Binding("n", "next_round", "next round"),
        Binding("colon", "command", "command line"), Binding("q", "quit", "quit"),
    ]

    def __init__(self, session: Session, pause: float = 0.7, save: Path | None = None) -> None:
        super().__init__()
        self.session = session
        self.pause = pause
        self.save = save
        self.message = ""
        self._offered: list[Choice] = []
        self._bot_timer_set = False
        self._shown = len(session.log)  # log entries already written to the screen's log

    # --- layout --------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        yield Header(show_clock=False)
        with Horizontal(id="top"):
            yield Static(id="seats")
            with Vertical(id="centre"):
                yield Static(id="status")
                yield Static(id="hand")
                yield Static(id="message")
        with Horizontal(id="middle"):
            yield OptionList(id="actions")
            # min_width: lines wrap at the log's own width (the default, 78, is wider).
            yield RichLog(id="log", markup=False, wrap=True, min_width=20)
        yield CommandLine(placeholder="type an action (play red 5, draw, uno, catch -> p1 ...), → completes; "
                          "or ↑↓ and Enter; d s u c w n q: shortcuts", id="command")
        yield Footer()

    def on_mount(self) -> None:
        s = self.session
        self.title = f"unorules: {s.rules.title}"
        self.sub_title = f"{s.players} players, you are p{s.seat}, seed {s.seed}"
        log = self.query_one("#log", RichLog)
        for entry in s.log[-12:]:
            log.write(entry.text)
        self.query_one("#command", Input).focus()
        self.refresh_table()
        self.schedule_bots()

    # --- drawing -------------------------------------------------------------------
    def refresh_table(self) -> None:
        s = self.session
        st = s.state
        names = {seat: getattr(bot, "name", "bot") for seat, bot in s.bots.items()}
        held = held_statuses(s.rules, st.statuses, st.players)
        self.query_one("#seats", Static).update(seats_text(st, s.seat, names, held))
        self.query_one("#status", Static).update(status_text(s.rules, st))
        waiting = s.waiting_for()
        width = (self.query_one("#hand", Static).content_size.width - 1) or None
        if st.round_over:
            self.query_one("#hand", Static).update(round_end_text(s.rules, st, width=width))
        else:
            hand = Text("Your hand: ")
            hand.append_text(hand_text(s.rules, st.hands[s.seat], width, hand.cell_len))
            if st.drawn is not None and st.to_act == s.seat:
                hand.append(f"\nYou drew {st.drawn}: play it or pass.")
            self.query_one("#hand", Static).update(hand)
        prompt = {
            "human": ("UNO window: call or catch now, or w to let it pass." if s.window_open()
                      else "Your move: type it, or ↑↓ and Enter. Shortcuts (letter, Enter): "
                           "d draw, s pass, u UNO, c catch, q quit."),
            "bot": f"p{s.deciding()} is thinking...",
            "round_over": "Round over: n (or Enter) goes on to the next round.",
            "game_over": "Game over. q quits.",
        }[waiting]
        self.query_one("#message", Static).update(Text(self.message + ("\n" if self.message else "") + prompt))
        self.refresh_actions()

    def refresh_actions(self) -> None:
        s = self.session
        waiting = s.waiting_for()
        if waiting == "round_over":
            offered: list[Choice] = [NEXT]
            prompts = [f"continue to round {s.state.round + 1}"]
        else:
            offered = list(s.human_actions())
            prompts = [label(a) for a in s.human_actions()]
            if s.window_open():
                offered.append(WAIVE)
                prompts.append("let it pass (w)")
        if offered == self._offered:
            return
        self._offered = offered
        ol = self.query_one("#actions", OptionList)
        ol.clear_options()
        ol.add_options([Option(p) for p in prompts])
        if prompts:
            ol.highlighted = 0
        self.query_one("#command", Input).suggester = SuggestFromList(
            [label(a) for a in offered if isinstance(a, Action)], case_sensitive=False)

    def on_resize(self) -> None:
        self.call_after_refresh(self.refresh_table)  # the hand breaks at the new width

    # --- acting --------------------------------------------------------------------
    def act(self, action: Choice) -> None:
        s = self.session
        if action == NEXT:
            s.next_round()
        elif action == WAIVE:
            s.waive()
        elif not isinstance(action, Action):
            return
        else:
            try:
                s.play(action)
            except IllegalAction as err:
                self.say(f"Not allowed: {err.reason}")
                return
        self.after_move()

    def after_move(self) -> None:
        s = self.session
        log = self.query_one("#log", RichLog)
        for entry in s.log[self._shown:]:
            log.write(f"── round {entry.round + 1} ──" if entry.action.kind == ActionKind.NEXT_ROUND else entry.text)
        self._shown = len(s.log)
        self.message = ""
        if self.save is not None:
            self.save.write_text(s.record().to_json() + "\n", encoding="utf-8")
        self.refresh_table()
        self.schedule_bots()

    def say(self, text: str) -> None:
        self.message = text
        self.refresh_table()

    def schedule_bots(self) -> None:
        if self.session.waiting_for() != "bot" or self._bot_timer_set:
            return
        if self.pause <= 0:
            self.session.run_bots()
            self.after_move()
            return
        self._bot_timer_set = True
        self.set_timer(self.pause, self.bot_tick)

    def bot_tick(self) -> None:
        self._bot_timer_set = False
        self.session.bot_step()
        self.after_move()

    # --- input ---------------------------------------------------------------------
    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        if 0 <= event.option_index < len(self._offered):
            self.act(self._offered[event.option_index])

    def on_input_submitted(self, event: Input.Submitted) -> None:
        text = event.value.strip().lstrip(":").strip()  # ':' opens the line; typed again it is no part of the action
        event.input.value = ""
        if not text:
            chosen = self.query_one("#actions", OptionList).highlighted
            if chosen is not None and 0 <= chosen < len(self._offered):
                self.act(self._offered[chosen])
            return
        word = text.lower()
        if word in SHORTCUTS:
            self.action_shortcut(word)
            return
        if word in ("n", "next", "next round", "continue"):
            self.action_next_round()
            return
        if word in ("w", "wait", "let it pass"):
            self.action_waive()
            return
        if word in ("q", "quit"):
            self.exit()
            return
        try:
            action = self.session.choose(text)
        except ValueError as err:
            self.say(str(err))
            return
        self.act(action)

    def action_command(self) -> None:
        self.query_one("#command", Input).focus()

    def action_shortcut(self, key: str) -> None:
        kind = SHORTCUTS[key]
        matches = [a for a in self._offered if isinstance(a, Action) and a.kind == kind]
        if len(matches) == 1:
            self.act(matches[0])
        elif matches:
            self.say(f"{kind}: choose which in the list ({', '.join(label(a) for a in matches)})")
        else:
            verb = {"uno": "call UNO", "catch": "catch anyone", "pass": "pass", "draw": "draw"}[kind]
            self.say(f"You cannot {verb} now.")

    def action_waive(self) -> None:
        if self.session.waive():
            self.after_move()
        else:
            self.say("No window is open for you.")

    def action_next_round(self) -> None:
        if self.session.next_round():
            self.after_move()
        else:
            self.say("The round is not over.")
