"""The terminal table, driven headlessly by Textual's pilot as a person would play it,
its game logic without a UI, and the ``play``/``watch`` commands."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("textual")

from click.testing import CliRunner
from textual.widgets import RichLog, Static

import unorules
from unorules import Action, GameState, PlayerView, Rules
from unorules.cli import build
from unorules.engine import random_games
from unorules.play.app import TableApp
from unorules.play.policy import Uniform
from unorules.play.session import Session, label

WANTED = {"colour", "challenge", "uno"}


async def play_as_a_person(variant: str, seed: int, save: Path | None = None) -> tuple[Session, set[str], int]:
    """Two seats, the person in seat 0 against a uniform bot, with no bot pause. The
    person calls UNO with the shortcut ``u``, challenges by typing the word, catches
    with ``c``, picks a wild's colour by moving down the action list with the arrow key,
    plays the first playable card with Enter, else draws (``d``) or passes (``s``), and
    goes on after a round with ``n``. Stops after the first round in which all three of
    WANTED happened."""
    rules = unorules.load(variant)
    # The table's own fallback bot, named, so the seeds below keep their rounds
    # whichever bots module is installed.
    session = Session(rules, 2, 0, lambda k: Uniform(seed * 10 + k), seed)
    app = TableApp(session, pause=0, save=save)
    done: set[str] = set()
    rounds = 0
    async with app.run_test(size=(140, 40)) as pilot:
        for _ in range(2000):
            await pilot.pause()
            waiting = session.waiting_for()
            if waiting == "game_over":
                break
            if waiting == "round_over":
                rounds += 1
                text = str(app.query_one("#hand", Static).render())
                assert f"Round {session.state.round} won by p{session.state.round_winner}" in text
                finished = session.state.round
                await pilot.press("n", "enter")  # the game goes on to its target
                await pilot.pause()
                assert session.state.round == finished + 1 and not session.state.round_over
                assert f"Round {finished + 1}" in str(app.query_one("#status", Static).render())
                if WANTED <= done or rounds >= 4:
                    break
                continue
            assert waiting == "human", waiting
            kinds = {a.kind for a in session.human_actions()}
            before = len(session.actions)
            if "uno" in kinds:
                await pilot.press("u", "enter")
                done.add("uno")
            elif "challenge" in kinds:
                await pilot.press(*"challenge", "enter")
                done.add("challenge")
            elif "catch" in kinds:
                await pilot.press("c", "enter")
            elif session.window_open():
                await pilot.press("w", "enter")
            else:
                offered = app._offered
                wilds = [i for i, a in enumerate(offered) if isinstance(a, Action) and a.color is not None]
                if wilds:
                    await pilot.press(*["down"] * wilds[-1], "enter")
                    done.add("colour")
                elif any(isinstance(a, Action) and a.kind == "play" for a in offered):
                    await pilot.press("enter")
                elif "pass" in kinds:
                    await pilot.press("s", "enter")
                elif "draw" in kinds:
                    await pilot.press("d", "enter")
                else:
                    await pilot.press("enter")
            await pilot.pause()
            waived = session.waiting_for() != "human" or not session.window_open()
            assert len(session.actions) > before or waived, f"the key did nothing: {app.message}"
        log = app.query_one("#log", RichLog)
        # Every action is in the log, the first one too, and each new round is marked;
        # a long entry wraps at the log's width onto lines of its own.
        lines = unwrap([line.text for line in log.lines],
                       [f"── round {e.round + 1} ──" if e.action.kind == "next_round" else e.text
                        for e in session.log])
        assert lines == [f"── round {e.round + 1} ──" if e.action.kind == "next_round" else e.text
                         for e in session.log]
        assert "── round 2 ──" in lines and lines[0].startswith("p")
    return session, done, rounds


def unwrap(shown: list[str], entries: list[str]) -> list[str]:
    """The log's screen lines joined back into one line per entry (the entries say how
    long each is); whatever is left over is one more line, so that it fails the test."""
    out, i = [], 0
    for entry in entries:
        got = ""
        while i < len(shown) and len(" ".join(got.split())) < len(entry):
            got += shown[i] if not got or got.endswith(" ") else " " + shown[i]
            i += 1
        out.append(" ".join(got.split()))
    return out + shown[i:]


@pytest.mark.parametrize(("variant", "seed"), [("standard", 8), ("minion", 5)])
def test_a_person_plays_whole_rounds(variant: str, seed: int, tmp_path: Path) -> None:
    save = tmp_path / "game.json"
    session, done, rounds = asyncio.run(play_as_a_person(variant, seed, save))
    assert rounds >= 1 and session.state.round == rounds + 1
    assert done == WANTED
    mine = [a for a in session.actions if a.player == 0]
    assert any(a.kind == "play" and a.color for a in mine)
    assert any(a.kind == "challenge" for a in mine)
    assert any(a.kind == "uno" for a in mine)
    # The saved record is the game: it replays to the table's state, and loads back.
    record = unorules.GameRecord.from_json(save.read_text(encoding="utf-8"))
    assert record.actions == tuple(session.actions)
    states = unorules.replay(session.rules, record.seed, record.actions, players=2)
    assert states[-1] == session.state
    again = Session(session.rules, 2, 0, seed=record.seed, actions=record.actions)
    assert again.state == session.state


def test_illegal_input_is_answered_not_raised() -> None:
    asyncio.run(illegal_input())


async def illegal_input() -> None:
    rules = unorules.load("standard")
    session = Session(rules, 2, 0, seed=3)
    app = TableApp(session, pause=0)
    async with app.run_test(size=(140, 40)) as pilot:
        await pilot.pause()
        assert session.waiting_for() == "human"
        before = session.state
        for typed, says in [("play red 99", "is not a card kind"), ("fly", "neither an action"),
                            ("next_round", "is not allowed"), ("w", "No window is open"),
                            ("u", "You cannot call UNO now")]:
            await pilot.press("colon", *typed, "enter")
            await pilot.pause()
            message = str(app.query_one("#message", Static).render())
            assert says in message, (typed, message)
        await pilot.press("n", "enter")
        await pilot.pause()
        assert "not over" in str(app.query_one("#message", Static).render())
        assert session.state is before


def test_session_names_the_reason_of_an_illegal_choice() -> None:
    rules = unorules.load("standard")
    session = Session(rules, 2, 0, seed=3)
    session.run_bots()
    hand = session.state.hands[0]
    unplayable = [c for c in hand if all(a.card != c for a in session.human_actions())]
    assert unplayable
    with pytest.raises(ValueError, match="is not allowed: "):
        session.choose(f"play {unplayable[0]}")
    plays = [a for a in session.human_actions() if a.kind == "play"]
    assert session.choose(str(plays[0].card)) in plays  # a card alone means playing it
    with pytest.raises(unorules.IllegalAction):
        session.play(Action("draw", 1))


class Catcher(Uniform):
    """A uniform bot that also catches a missed UNO call out of turn."""

    def interrupt(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action | None:
        return next((a for a in legal if a.kind in ("uno", "catch")), None)


def test_bots_wait_for_the_persons_uno_call_and_then_catch_a_missed_one() -> None:
    rules = unorules.load("standard")
    for seed in range(40):
        session = Session(rules, 2, 0, lambda k: Catcher(k), seed=seed)
        for _ in range(400):
            w = session.waiting_for()
            if w == "bot":
                session.run_bots()
            elif w != "human":
                break
            elif session.window_open():
                assert {a.kind for a in session.human_actions()} >= {"uno"}
                # The table waited for the call; letting it pass lets the bot catch.
                session.waive()
                session.run_bots()
                assert any(a.kind == "catch" for a in session.actions[-3:])
                return
            else:
                acts = session.human_actions()
                plays = [a for a in acts if a.kind == "play"]
                session.play((plays or list(acts))[0])
    pytest.fail("no seed gave the person an UNO window")


def test_every_label_names_one_action() -> None:
    rules = unorules.load("russian")
    session = Session(rules, 4, 0, seed=2)
    session.run_bots()
    acts = session.human_actions()
    assert len({label(a) for a in acts}) == len(acts)
    for a in acts:
        assert session.choose(label(a)) == a


def run_cli(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(build(), list(args))
    return result.exit_code, result.output


def test_watch_random_prints_a_game_and_watch_text_replays_a_record(tmp_path: Path) -> None:
    code, out = run_cli("watch", "--random", "standard", "--players", "3", "--seed", "7")
    assert code == 0 and "round 1 won by" in out and out.startswith("UNO - the official rules: 3 players")
    record = random_games.play(unorules.load("minion"), 2, 5, rounds=1)[0]
    path = tmp_path / "r.json"
    path.write_text(record.to_json(), encoding="utf-8")
    code, out = run_cli("watch", str(path), "--text")
    assert code == 0 and len(out.splitlines()) > len(record.actions)


def test_commands_report_bad_input(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{not json", encoding="utf-8")
    cases = [
        (("watch", str(bad), "--text"), 1, "is not a game record"),
        (("watch", str(tmp_path / "missing.json")), 1, "cannot read"),
        (("watch", "--random", "nosuch"), 1, "nosuch"),
        # Option values the variant or the table cannot take are usage errors, as --players 0 is.
        (("play", "standard", "--players", "11"), 2, "2 to 10 players"),
        (("play", "standard", "--bots", "nobody"), 2, "unknown policy 'nobody'"),
        (("play", "standard", "--bots", "gredy"), 2, "did you mean 'greedy'?"),
        (("play", "standard", "--seat", "4", "--players", "3"), 2, "0 to 2"),
        (("play",), 2, "name a variant"),
        (("play", "standard", "--players", "x"), 2, "not a valid integer"),
    ]
    for args, code, says in cases:
        got, out = run_cli(*args)
        assert (got, says in out) == (code, True), (args, got, out)
    tampered = json.loads(unorules.GameRecord("standard", 2, 1, (Action("pass", 0),)).to_json())
    bad.write_text(json.dumps(tampered), encoding="utf-8")
    assert run_cli("watch", str(bad), "--text")[0] == 1
    assert run_cli("play", "--load", str(bad))[0] == 1


def test_import_unorules_loads_no_ui_or_rl_library() -> None:
    code = ("import sys, unorules, unorules.cli; unorules.cli.build(); "
            "print(sorted(m for m in sys.modules if m.split('.')[0] in "
            "('textual', 'pettingzoo', 'gymnasium', 'numpy')))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "[]"


def test_watch_steps_through_a_record_forward_and_back() -> None:
    from unorules.play.watch import WatchApp
    from unorules.play.widgets import hand_text, status_text

    rules = unorules.load("minion")
    record = random_games.play(rules, 3, 4, rounds=1)[0]
    states = unorules.replay(rules, record.seed, record.actions, players=3)

    async def drive() -> None:
        app = WatchApp(rules, record, delay=60)
        async with app.run_test(size=(140, 40)) as pilot:
            board = app.query_one("#board", Static)
            await pilot.press("right", "right", "right", "left")
            await pilot.pause()
            assert app.at == 2
            text = str(board.render())
            assert f"Step 2 of {len(record.actions)}" in text and f"last: {record.actions[1]}" in text
            assert status_text(rules, states[2]).plain in text  # the state after two actions
            assert hand_text(rules, states[2].hands[1]).plain in text  # every hand is shown
            await pilot.press("pagedown", *["pagedown"] * (len(record.actions) // 50 + 1))
            await pilot.pause()
            assert app.at == len(record.actions)
            assert f"Round 1 won by p{states[-1].round_winner}" in str(board.render())

    asyncio.run(drive())


def test_play_command_builds_the_table_from_a_record_and_keeps_it(tmp_path: Path,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    from unorules.play import app as app_module

    opened: list[TableApp] = []

    def run(self: TableApp) -> None:  # the terminal UI itself is the pilot tests' business
        opened.append(self)
        self.session.run_bots()
        self.session.play(self.session.human_actions()[0])
        self.save.write_text(self.session.record().to_json(), encoding="utf-8")  # type: ignore[union-attr]

    monkeypatch.setattr(app_module.TableApp, "run", run)
    save = tmp_path / "g.json"
    code, out = run_cli("play", "minion", "--players", "3", "--seat", "1", "--seed", "4", "--save", str(save))
    assert code == 0, out
    assert f"game kept in {save}" in out
    first = opened[0].session
    assert (first.rules.name, first.players, first.seat, first.seed) == ("minion", 3, 1, 4)
    code, out = run_cli("play", "--load", str(save), "--seat", "1", "--save", str(save))
    assert code == 0, out
    again = opened[1].session
    assert again.actions[:len(first.actions)] == first.actions
    assert len(again.actions) > len(first.actions)  # it went on from where the record stopped
    code, out = run_cli("play", "standard", "--load", str(save))
    assert code == 1 and "is a game of minion, not standard" in out


# A house rule no variant folder holds: a new card, and a colour no bundled variant has.
HOUSE_RULE = """variant zapper
extends standard
colours red, yellow, green, mauve
card zap: 2 per colour, scores 20
on zap: next draws 3
start zap: nothing
expect 116 cards
expect 27 cards per colour
"""


def played(rules: unorules.Rules, seed: int, prefer: tuple[str, ...],
           never: tuple[str, ...] = ()) -> tuple[Session, list[GameState]]:
    """A 3-seat round at the table: the person takes any action of a kind in ``prefer``
    (else the last one offered, never one of a kind in ``never``), bots play the other
    seats; with every state replayed."""
    session = Session(rules, 3, 0, lambda k: Uniform(seed * 10 + k), seed)
    for _ in range(400):
        waiting = session.waiting_for()
        if waiting != "human" and waiting != "bot":
            break
        offered = tuple(a for a in session.human_actions() if a.kind not in never) if waiting == "human" else ()
        pick = next((a for a in offered if a.kind in prefer), None)
        if waiting == "bot":
            session.bot_step()
        elif pick is not None or not session.window_open():
            session.play(pick or offered[-1])
        else:
            session.waive()
    return session, unorules.replay(rules, seed, session.actions, players=3)


def grew(before: GameState, after: GameState) -> dict[int, int]:
    return {s: len(a) - len(b) for s, (b, a) in enumerate(zip(before.hands, after.hands, strict=True))}


def test_the_log_says_each_challenge_s_verdict_and_who_draws() -> None:
    """'p2 challenge' alone said nothing of what happened: the log gives the verdict and
    every hand that took cards, as the states before and after show."""
    rules = unorules.load("standard")
    verdicts = set()
    for seed in range(40):
        session, states = played(rules, seed, ("challenge", "accept"))
        for entry, before, after in zip(session.log, states[:-1], states[1:], strict=True):
            if entry.action.kind != "challenge":
                continue
            assert before.challenge is not None
            guilty = before.challenge.guilty
            verdicts.add(guilty)
            said = "was not allowed (guilty)" if guilty else "was allowed (not guilty)"
            assert said in entry.text, entry.text
            for seat, n in grew(before, after).items():
                assert (f"p{seat} draws {n}" in entry.text) == (n > 0), (entry.text, grew(before, after))
        if verdicts == {True, False}:
            break
    assert verdicts == {True, False}


def test_the_log_names_a_penalty() -> None:
    """A catch says who draws for the forgotten 'UNO' and how many, or that nobody does;
    a draw card's victim is named too. The person never says UNO; the bots catch them."""
    rules = unorules.load("standard")
    seen = {"penalty": 0, "draw two": 0}
    for seed in range(40):
        session, states = played(rules, seed, ("catch", "play"), never=("uno",))
        for entry, before, after in zip(session.log, states[:-1], states[1:], strict=True):
            took = {seat: n for seat, n in grew(before, after).items() if n > 0 and seat != entry.action.player}
            if entry.action.kind == "catch":
                seen["penalty"] += bool(took)
                assert entry.text.endswith("; nobody draws") == (not took), entry.text
            elif entry.action.kind == "play" and entry.action.card.kind == "draw_two" and took:
                seen["draw two"] += 1
            for seat, n in took.items():
                assert f"p{seat} draws {n}" in entry.text, (entry.text, took)
        if all(seen.values()):
            break
    assert all(seen.values()), seen


def test_card_labels_and_colours_come_from_what_the_cards_do() -> None:
    """A card's chip reads its number, or the rule book's mark for what it does before its
    name; any colour of the variant's list, the Flip dark side's and a house rule's own,
    is painted in the rule book's colour for it, not black on white."""
    from unorules.cards import Card
    from unorules.docs.pictures import colour_hex
    from unorules.play.widgets import card_text, colour_style, face

    flip = unorules.load("flip")
    assert face(flip, Card("draw_five", "teal")) == "+5 draw five"
    assert face(flip, Card("draw_one", "red")) == "+1 draw one"
    assert face(flip, Card("flip", "red")) == "\u21c5 flip"
    for dark in ("pink", "teal", "orange", "purple"):
        assert colour_style(dark).endswith(f" on {colour_hex(dark)}")
        assert "on white" not in colour_style(dark)
    house = unorules.loads(HOUSE_RULE)
    chip = card_text(house, Card("zap", "mauve"))
    assert chip.plain == " +3 zap " and str(chip.style).endswith(colour_hex("mauve"))
    assert face(house, Card("7", "red")) == "7"


def test_a_hand_breaks_between_cards_never_inside_one() -> None:
    from unorules.play.widgets import hand_text

    rules = unorules.load("no_mercy")
    hand = tuple(c for c in rules.deck if c.color == "red")[:14]
    text = hand_text(rules, hand, width=30, start=11)
    lines = text.plain.split("\n")
    assert len(lines) > 1 and all(len(line) <= 30 - (11 if i == 0 else 0) for i, line in enumerate(lines))
    assert all(line.startswith(" " * 11) for line in lines[1:])
    labels = {f" {face} " for face in ("+2 draw two", "\u2298 skip")}
    assert all(any(lab in line for line in lines) for lab in labels if lab in text.plain)


def test_play_s_default_bots_are_greedy(monkeypatch: pytest.MonkeyPatch) -> None:
    from unorules.play import app as app_module

    opened: list[TableApp] = []
    monkeypatch.setattr(app_module.TableApp, "run", lambda self: opened.append(self))
    code, out = run_cli("play", "standard", "--players", "3")
    assert code == 0, out
    assert {b.name for b in opened[0].session.bots.values()} == {"greedy"}
