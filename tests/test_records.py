"""Game records replay anywhere: a house rule's game saved at the table is loaded again
and watched in another folder, where its variant files are not, with its bots as they
were; records are checked as they are read, and bounded."""

from __future__ import annotations

import asyncio
import json
import shutil
from pathlib import Path

import pytest

pytest.importorskip("textual")

from click.testing import CliRunner
from textual.widgets import Static

import unorules
from unorules.cli import build
from unorules.engine.record import FORMAT, MAX_RECORD_ACTIONS, MAX_RECORD_JSON, GameRecord, read
from unorules.play import app as app_module
from unorules.play.app import TableApp
from unorules.play.session import Session

BASE = "variant my_base\nextends standard\non 7: player swaps hands with target\n"
TABLE = "variant my_table\nextends my_base\non 0: hands pass on\n"


def run_cli(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(build(), list(args))
    return result.exit_code, result.output


@pytest.fixture
def house(tmp_path: Path) -> Path:
    """A house rule in a file of its own that extends another file beside it."""
    folder = tmp_path / "house"
    folder.mkdir()
    (folder / "my_base.uno").write_text(BASE, encoding="utf-8")
    (folder / "my_table.uno").write_text(TABLE, encoding="utf-8")
    return folder


async def a_few_moves(app: TableApp, moves: int) -> None:
    """A person at the table: the first action offered (Enter) a few times."""
    async with app.run_test(size=(140, 40)) as pilot:
        for _ in range(moves):
            await pilot.pause()
            if app.session.waiting_for() != "human":
                break
            await pilot.press("enter")
        await pilot.pause()


def test_a_house_rule_game_saves_loads_and_replays_elsewhere_with_its_bots(
        house: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    opened: list[TableApp] = []

    def run(self: TableApp) -> None:
        opened.append(self)
        asyncio.run(a_few_moves(self, 6))

    monkeypatch.setattr(app_module.TableApp, "run", run)
    save = house / "house.json"
    code, out = run_cli("play", str(house / "my_table.uno"), "--players", "3", "--seed", "11",
                        "--bots", "greedy,ismcts:3", "--pause", "0", "--save", str(save))
    assert code == 0, out
    first = opened[0].session
    assert first.rules.name == "my_table" and len(first.actions) > 6
    # The record carries both files and the bots with their settings and seeds.
    data = json.loads(save.read_text(encoding="utf-8"))
    assert data["format"] == FORMAT
    assert [s["file"] for s in data["sources"]] == ["my_table.uno", "my_base.uno"]
    assert data["sources"][1]["text"] == BASE
    assert data["seats"] == [{"seat": 0, "human": True},
                             {"seat": 1, "bot": "greedy", "seed": 11001, "options": {}},
                             {"seat": 2, "bot": "ismcts", "seed": 11002, "options": {"iterations": 3}}]
    # Somewhere else, with the variant files gone:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    moved = elsewhere / "house.json"
    shutil.copy(save, moved)
    shutil.rmtree(house)
    code, out = run_cli("watch", str(moved), "--text")
    assert code == 0, out
    assert out.startswith("my_table: 3 players, seed 11")
    assert len(out.splitlines()) >= len(first.actions) + 1
    code, out = run_cli("play", "--load", str(moved), "--pause", "0")
    assert code == 0, out
    again = opened[1].session
    assert again.rules.name == "my_table"
    assert again.actions[:len(first.actions)] == first.actions
    assert {s: b.name for s, b in again.bots.items()} == {1: "greedy", 2: "ismcts"}
    assert again.bots[2].iterations == 3  # type: ignore[attr-defined]
    assert again.seats == first.seats
    # The house rule is the one played: a 0 passes the hands on, as my_table says.
    assert any("hands pass on" in c.text for c in again.rules.clauses)
    # --bots given with --load replaces the record's bots.
    code, out = run_cli("play", "--load", str(moved), "--bots", "uniform", "--pause", "0")
    assert code == 0, out
    assert {b.name for b in opened[2].session.bots.values()} == {"uniform"}


def test_the_viewer_replays_a_house_rule_record(house: Path) -> None:
    from unorules.play.watch import WatchApp

    rules = unorules.load(house / "my_table.uno")
    session = Session.with_bots(rules, 2, 0, "greedy", 3)
    session.run_bots()
    while session.waiting_for() == "human" and len(session.actions) < 30:
        session.play(session.human_actions()[0])
        session.run_bots()
    text = session.record().to_json()
    shutil.rmtree(house)
    record, replayed = read(text)
    assert replayed.name == "my_table" and record.actions == tuple(session.actions)

    async def drive() -> None:
        app = WatchApp(replayed, record, delay=60)
        async with app.run_test(size=(140, 40)) as pilot:
            await pilot.press(*["pagedown"] * (len(record.actions) // 50 + 1))
            await pilot.pause()
            assert app.at == len(record.actions)
            assert f"Step {len(record.actions)} of {len(record.actions)}" in str(app.query_one("#board", Static)
                                                                                  .render())

    asyncio.run(drive())


def test_a_record_of_a_bundled_variant_in_the_old_form_still_reads() -> None:
    rules = unorules.load("standard")
    state = rules.new_game(players=2, seed=1)
    first = rules.legal_actions(state)[0]
    from unorules.engine.notation import action_to_json

    old = json.dumps({"variant": "standard", "players": 2, "seed": 1, "actions": [action_to_json(first)]})
    record = GameRecord.from_json(old)
    assert record.actions == (first,) and record.sources == () and record.seats == ()
    new = Session.with_bots(rules, 2, 0, "random", 1).record()
    assert new.sources == () and len(new.sha256) == 64  # a bundled variant is named, with its hash
    assert GameRecord.from_json(new.to_json()) == new


def _record(house: Path) -> dict[str, object]:
    rules = unorules.load(house / "my_table.uno")
    session = Session.with_bots(rules, 2, 1, "greedy", 2)
    session.run_bots()
    loaded: dict[str, object] = json.loads(session.record().to_json())
    return loaded


@pytest.mark.parametrize(("change", "says"), [
    (lambda d: d["sources"][1].update(text=BASE.replace("7:", "8:")), "do not match its sha256"),
    (lambda d: d["sources"][0].update(file="../my_table.uno"), "with no folder"),
    (lambda d: d["sources"][0].update(file="/etc/passwd"), "ending in .uno"),
    (lambda d: d.update(sources=[{"file": "a.uno"}]), "expected file and text"),
    (lambda d: d.update(sources=d["sources"][:1], sha256=""), "unknown variant 'my_base' to extend"),
    (lambda d: d["seats"][0].update(bot="nobody"), "unknown bot 'nobody'"),
    (lambda d: d["seats"][0].update(seat=7), "expected 0 to 1"),
    (lambda d: d.update(format="unorules-game-record/9"), "this unorules reads"),
    (lambda d: d.update(players=11), "played by 2 to 10"),
    (lambda d: d["actions"].insert(0, {"kind": "pass", "player": 1}), "action 1"),
])
def test_a_tampered_record_is_refused_with_the_reason(house: Path, change: object, says: str,
                                                      tmp_path: Path) -> None:
    data = _record(house)
    change(data)  # type: ignore[operator]
    path = tmp_path / "t.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    for args in (("watch", str(path), "--text"), ("play", "--load", str(path))):
        code, out = run_cli(*args)
        assert code == 1, (args, out)
        assert says in out, (args, out)
        assert out.startswith("unorules: ") and "Traceback" not in out


def test_reading_is_bounded_and_stops_at_the_first_illegal_action(tmp_path: Path) -> None:
    """The campaign's record of 400,000 actions whose first is illegal: refused by its
    size before it is parsed; under the size limit, by its count before any action is
    read; under both, at action 1, without reading the rest."""
    actions = [{"kind": "pass", "player": 0}] + [{"kind": "draw", "player": 0}] * 399_999
    huge = json.dumps({"variant": "standard", "players": 2, "seed": 1, "actions": actions})
    assert len(huge) > MAX_RECORD_JSON
    with pytest.raises(unorules.ArgumentError, match="the most read"):
        GameRecord.from_json(huge)
    many = json.dumps({"variant": "standard", "players": 2, "seed": 1,
                       "actions": [[]] * (MAX_RECORD_ACTIONS + 1)}, separators=(",", ":"))
    assert len(many) < MAX_RECORD_JSON
    with pytest.raises(unorules.ArgumentError, match=f"more than {MAX_RECORD_ACTIONS}"):
        GameRecord.from_json(many)
    seen: list[object] = []
    first_bad = json.dumps({"variant": "standard", "players": 2, "seed": 1, "actions": actions[:90_000]})
    with pytest.raises(unorules.ArgumentError, match=r"action 1 \(.*\) is illegal there"):
        read(first_bad, keep=seen.append)
    assert len(seen) == 1  # the deal only: nothing after the bad action was played
    path = tmp_path / "big.json"
    path.write_text(huge, encoding="utf-8")
    code, out = run_cli("watch", str(path), "--text")
    assert code == 1 and "the most unorules reads" in out


# A house rule of one file: a card and a colour that no bundled variant has.
ZAPPER = """variant zapper
extends standard
colours red, yellow, green, mauve
card zap: 2 per colour, scores 20
on zap: next draws 3
start zap: nothing
expect 116 cards
expect 27 cards per colour
"""


def test_a_house_rule_game_comes_back_state_for_state(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Saved at the table, loaded again and watched in a folder without the variant file:
    every state of the game, from the deal, is the one played (not only the same actions),
    and the table goes on with the house rule's own cards."""
    from unorules.engine.record import replay
    from unorules.play import watch as watch_module

    opened: list[TableApp] = []
    watched: list[watch_module.WatchApp] = []

    def run(self: TableApp) -> None:
        opened.append(self)
        asyncio.run(a_few_moves(self, 12))

    monkeypatch.setattr(app_module.TableApp, "run", run)
    monkeypatch.setattr(watch_module.WatchApp, "run", lambda self: watched.append(self))
    home = tmp_path / "home"
    home.mkdir()
    (home / "zapper.uno").write_text(ZAPPER, encoding="utf-8")
    save = home / "zap.json"
    code, out = run_cli("play", str(home / "zapper.uno"), "--players", "3", "--seed", "5",
                        "--bots", "greedy,random", "--pause", "0", "--save", str(save))
    assert code == 0, out
    first = opened[0].session
    played = replay(first.rules, 5, first.actions, players=3)
    assert played[-1] == first.state and len(played) > 12
    assert any(c.kind == "zap" for hand in played[0].hands for c in hand)  # the house card is dealt
    assert {c.color for c in first.rules.deck} >= {"mauve"} and "blue" not in {c.color for c in first.rules.deck}
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    moved = elsewhere / "zap.json"
    shutil.copy(save, moved)
    shutil.rmtree(home)
    # Read back: the same states, one by one.
    seen: list[unorules.GameState] = []
    record, rules = read(moved.read_text(encoding="utf-8"), keep=seen.append)
    assert rules.name == "zapper" and record.actions == tuple(first.actions) and seen == played
    # watch (the viewer) steps through those same states, to the last.
    code, out = run_cli("watch", str(moved))
    assert code == 0, out
    assert watched[0].states == played
    code, out = run_cli("watch", str(moved), "--text")
    assert code == 0 and out.startswith("zapper: 3 players, seed 5"), out
    # play --load: the table is where it was, with the same bots, and plays on.
    code, out = run_cli("play", "--load", str(moved), "--pause", "0", "--save", str(moved))
    assert code == 0, out
    again = opened[1].session
    assert again.rules.name == "zapper" and again.rules.deck == first.rules.deck
    assert replay(again.rules, 5, again.actions[:len(first.actions)], players=3) == played
    assert {s: b.name for s, b in again.bots.items()} == {1: "greedy", 2: "random"}
    assert len(again.actions) > len(first.actions)
    longer = replay(again.rules, 5, again.actions, players=3)
    assert longer[-1] == again.state
    seen.clear()
    read(moved.read_text(encoding="utf-8"), keep=seen.append)
    assert seen == longer  # the record saved again holds the game played on
