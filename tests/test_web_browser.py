"""The workbench in a real browser: Playwright drives Debian's Chromium (``/usr/bin/chromium``,
installed by ``.ci/run``; no browser is downloaded) against the server on loopback.

A person's sessions, clicked and typed: a mistake seen at its line and fixed, the
rule book following; a proof's counterexample stepped through and saved; a
comparison with the parent; a whole round against bots; the page in Persian, right
to left. With ``UNORULES_SCREENSHOTS=DIR`` each screen is also captured at a desktop
and a phone width into DIR (``docs/images/web`` holds the ones the docs show).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

sync_api = pytest.importorskip("playwright.sync_api")
pytest.importorskip("starlette")

from unorules.web.cli import Server  # noqa: E402

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync"]
ROOT = Path(__file__).resolve().parent.parent
SHOTS = os.environ.get("UNORULES_SCREENSHOTS")
DESKTOP = {"width": 1400, "height": 900}
PHONE = {"width": 390, "height": 844}

pytestmark = pytest.mark.skipif(not CHROMIUM.exists(), reason="needs Debian's chromium (apt-get install chromium)")


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    ws = tmp_path_factory.mktemp("browser-ws")
    (ws / "caught.uno").write_text((ROOT / "tests" / "broken" / "penalty_on_catcher.uno").read_text(encoding="utf-8"),
                                   encoding="utf-8")
    (ws / "seven_zero.uno").write_text((ROOT / "variants" / "house" / "seven_zero.uno").read_text(encoding="utf-8")
                                       .replace("variant seven_zero", "variant my_seven_zero"), encoding="utf-8")
    return ws


@pytest.fixture(scope="module")
def server(workspace: Path) -> Iterator[Server]:
    s = Server(workspace)
    s.start()
    yield s
    s.stop()


@pytest.fixture(scope="module")
def browser(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    profile = tmp_path_factory.mktemp("chromium-profile")  # a fresh user-data dir
    with sync_api.sync_playwright() as p:
        context = p.chromium.launch_persistent_context(
            str(profile), executable_path=str(CHROMIUM), args=FLAGS, headless=True, viewport=DESKTOP)
        yield context
        context.close()


@pytest.fixture()
def page(browser: Any, server: Server) -> Iterator[Any]:
    pg = browser.new_page()
    errors: list[str] = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.set_viewport_size(DESKTOP)
    pg.add_init_script("localStorage.clear()")  # each test starts as a first visit (English, no file open)
    pg.goto(server.url + "#edit")
    pg.wait_for_selector("body[data-ready='1']", timeout=30_000)
    yield pg
    pg.close()
    assert errors == [], errors


def shot(pg: Any, name: str) -> None:
    """Both widths of the screen shown now, when screenshots are asked for."""
    if not SHOTS:
        return
    folder = Path(SHOTS)
    folder.mkdir(parents=True, exist_ok=True)
    pg.evaluate("document.querySelector('#flash').className = ''")  # a passing notice hides the page
    for label, size in (("desktop", DESKTOP), ("phone", PHONE)):
        pg.set_viewport_size(size)
        pg.wait_for_timeout(300)
        pg.screenshot(path=str(folder / f"{name}-{label}.png"), full_page=label == "phone")
    pg.set_viewport_size(DESKTOP)


def until(pg: Any, js: str, timeout: float = 30_000) -> None:
    """Wait for ``js`` to be true. (Playwright's wait_for_function compiles its text with
    eval, which the page's Content-Security-Policy forbids, as it should.)"""
    waited = 0.0
    while not pg.evaluate(js):
        if waited > timeout:
            raise AssertionError(f"still not true after {timeout / 1000:.0f} s: {js}")
        pg.wait_for_timeout(100)
        waited += 100


def open_file(pg: Any, name: str) -> None:
    pg.click(f"#files button[data-file='{name}']")
    until(pg, f"document.querySelector('#file-name').textContent === '{name}'")


def tab(pg: Any, name: str) -> None:
    pg.click(f"#tabs button[data-tab='{name}']")


# --- the editor and the rule book ---------------------------------------------------------------------
def test_a_mistake_is_shown_at_its_line_and_the_fix_changes_the_book(page: Any, workspace: Path) -> None:
    pg = page
    pg.click("#new-box summary")
    pg.fill("#new-name", "skips")
    pg.click("#new-create")
    until(pg, "document.querySelector('#file-name').textContent === 'skips.uno'")
    pg.wait_for_selector("#problems.ok")
    book = pg.frame_locator("#book")
    assert "Number 7, when played" not in book.locator("body").inner_text()
    # Typed at the end of the file, as a person types: the error follows at its line.
    pg.click("#code")
    pg.keyboard.press("Control+End")
    pg.keyboard.type("on 7: next skips turn")
    lines = pg.input_value("#code").split("\n")
    line = len(lines)
    pg.wait_for_selector("#problems.bad")
    where = pg.inner_text("#problems .where")
    assert f"Line {line}, column 12" in where, where
    assert pg.inner_text("#gutter .err") == str(line)
    assert pg.inner_text("#code-view .err-line") == "on 7: next skips turn"
    assert pg.inner_text("#code-view .err-at") == "s"
    assert pg.inner_text("#problems .nearest code") == "next loses turn"
    assert "nearest effect" in pg.inner_text("#problems .hint")
    shot(pg, "editor-error")
    # Fixed: the error goes, and the rule book says what a 7 now does.
    for _ in range(len("skips turn")):
        pg.keyboard.press("Backspace")
    pg.keyboard.type("loses turn")
    pg.wait_for_selector("#problems.ok")
    until(pg, "document.querySelector('#book').srcdoc.includes('Number 7')")
    text = book.locator("body").inner_text()
    assert re.search(r"Number 7, when played: The next player[^.]* loses their turn", text), text[:2000]
    assert pg.locator("#code-view .err-line").count() == 0
    pg.click("#save")
    until(pg, "document.querySelector('#save-state').textContent === 'Saved'")
    assert "on 7: next loses turn" in (workspace / "skips.uno").read_text(encoding="utf-8")
    shot(pg, "editor")


def test_an_example_from_the_reference_is_one_click_away(page: Any) -> None:
    pg = page
    open_file(pg, "seven_zero.uno")
    pg.click("#examples-box summary")
    first = pg.locator("#examples .example").first
    example = first.locator(".row code").inner_text()
    first.locator("button").click()
    assert example in pg.input_value("#code")
    shot(pg, "examples")


def test_persian_is_right_to_left(page: Any) -> None:
    pg = page
    open_file(pg, "seven_zero.uno")
    pg.select_option("#ui-lang", "fa")
    until(pg, "document.documentElement.dir === 'rtl'")
    assert pg.evaluate("document.documentElement.lang") == "fa"
    assert pg.inner_text("#tabs button[data-tab='verify']") == "وارسی"
    assert pg.evaluate("getComputedStyle(document.body).direction") == "rtl"
    # The tabs read from the right: the first tab lies right of the second.
    first = pg.locator("#tabs button").nth(0).bounding_box()
    second = pg.locator("#tabs button").nth(1).bounding_box()
    assert first["x"] > second["x"]
    # The book follows the interface's language, and is right to left too.
    until(pg, "document.querySelector('#book').srcdoc.includes('dir=\"rtl\"')")
    assert pg.frame_locator("#book").locator("html").get_attribute("dir") == "rtl"
    # The code stays left to right: a variant file is written in the language's English words.
    assert pg.evaluate("getComputedStyle(document.querySelector('#editor')).direction") == "ltr"
    shot(pg, "editor-fa")
    tab(pg, "play")
    pg.select_option("#play-variant", "standard")
    pg.click("#play-start")
    pg.wait_for_selector("#game:not([hidden])")
    assert "بازیکن \u06f1 (شما)" in pg.inner_text("#seats")  # seats counted from 1, in Persian digits
    shot(pg, "play-fa")
    pg.select_option("#ui-lang", "en")
    until(pg, "document.documentElement.dir === 'ltr'")


# --- verify ---------------------------------------------------------------------------------------------
@pytest.mark.slow
def test_verify_shows_progress_and_steps_through_a_counterexample(page: Any, workspace: Path) -> None:
    pg = page
    open_file(pg, "caught.uno")
    tab(pg, "verify")
    pg.click("#verify-run")
    pg.wait_for_selector("#props tr.running", timeout=60_000)  # live: a property is being proved
    shot(pg, "verify-running")
    row = "#props tr[data-prop='penalty on the rule-breaker']"
    pg.wait_for_selector(f"{row}.bad", timeout=240_000)
    assert "refuted" in pg.inner_text(f"{row} .status")
    pg.click(f"{row} .show-cx")
    pg.wait_for_selector("#cx:not([hidden])")
    count = pg.inner_text("#cx-count")
    total = int(count.split(" of ")[1])
    assert count == f"1 of {total}" and total >= 2
    assert pg.inner_text("#cx-title") == "The position"
    assert pg.locator("#cx-table .seat").count() >= 2
    assert pg.locator("#cx-table img.card").count() > 2  # every hand shown with its pictures
    for i in range(2, total + 1):
        pg.click("#cx-next")
        assert pg.inner_text("#cx-count") == f"{i} of {total}"
    assert "catches" in pg.inner_text("#cx-action")
    assert "the property is broken here" in pg.inner_text("#cx-verdict")
    assert pg.is_disabled("#cx-next")
    pg.click("#cx-prev")
    assert pg.inner_text("#cx-count") == f"{total - 1} of {total}"
    pg.click("#cx-next")
    pg.click("#cx-save")
    pg.wait_for_selector("#flash.show")
    assert (workspace / "caught__penalty_on_the_rule_breaker.toml").is_file()
    pg.wait_for_selector("#verify-state:has-text('Finished')", timeout=240_000)
    shot(pg, "verify")


# --- simulate -----------------------------------------------------------------------------------------------
def test_simulate_compares_with_the_parent(page: Any) -> None:
    pg = page
    open_file(pg, "seven_zero.uno")
    tab(pg, "simulate")
    pg.fill("#sim-players", "2")
    pg.fill("#sim-games", "20")
    pg.click("#sim-run")
    pg.wait_for_selector("#sim-table tbody tr[data-key='turns']", timeout=120_000)
    row = pg.inner_text("#sim-table tbody tr[data-key='turns']")
    assert re.search(r"\d+\.\d+ \[\d+\.\d+, \d+\.\d+\]", row), row
    assert pg.locator("#sim-chart svg circle").count() >= 6
    assert pg.locator("#sim-table tbody tr[data-key='first_seat']").count() == 1
    assert pg.locator("#sim-table tbody tr[data-key='points']").count() == 1
    pg.wait_for_selector("#sim-state:has-text('Finished')")
    shot(pg, "simulate")


# --- play --------------------------------------------------------------------------------------------------
def renders(pg: Any) -> int:
    return int(pg.evaluate("+document.querySelector('#game').dataset.renders"))


def click_a_move(pg: Any) -> str:
    """One human move, as a person makes it: a playable card, else draw or pass, else what is open."""
    window = pg.locator("#window-actions button")
    uno = pg.locator("#window-actions button[data-kind='uno']")
    if uno.count():
        uno.first.click()
        return "uno"
    playable = pg.locator("#hand button.playable")
    if playable.count():
        before = renders(pg)
        playable.first.click()
        # One play of the card moves the table; several (a wild's colours, a target) ask which.
        until(pg, f"+document.querySelector('#game').dataset.renders > {before}"
                  " || document.querySelector('#choices button') !== null")
        choices = pg.locator("#choices button")
        if choices.count():
            choices.first.click()
        return "play"
    other = pg.locator("#other-actions button")
    if other.count():
        other.first.click()
        return other.first.get_attribute("data-kind") or "other"
    if window.count():
        window.last.click()
        return "window"
    prompt = pg.inner_text("#prompt")
    if "bots are playing" in prompt:  # they began between the caller's look and this one
        return "wait"
    raise AssertionError("nothing to click: " + prompt)


@pytest.mark.slow
def test_a_whole_round_against_bots_by_clicking(page: Any, workspace: Path) -> None:
    pg = page
    open_file(pg, "seven_zero.uno")
    tab(pg, "play")
    pg.fill("#play-players", "3")
    pg.select_option("#play-bots", "greedy")
    pg.fill("#play-seed", "3")
    pg.select_option("#play-pace", "0.05")
    pg.click("#play-start")
    pg.wait_for_selector("#game:not([hidden])")
    assert pg.locator("#hand img.card").count() == 7
    clicks: list[str] = []
    shown = False
    for _ in range(2000):
        before = renders(pg)  # first: a bot may move while the prompt is read
        prompt = pg.inner_text("#prompt")
        if "round is over" in prompt or "game is over" in prompt:
            break
        if "bots are playing" in prompt:  # they move one at a time, at the pace chosen
            until(pg, f"+document.querySelector('#game').dataset.renders > {before}")
            continue
        move = click_a_move(pg)
        if move != "wait":
            clicks.append(move)
        until(pg, f"+document.querySelector('#game').dataset.renders > {before}")
        if not shown and len(clicks) >= 3:
            shot(pg, "play")
            shown = True
    else:
        raise AssertionError(f"the round did not end after {len(clicks)} clicks")
    assert len(clicks) >= 5
    log = pg.inner_text("#log")
    assert "Round won by" in log
    assert "Player 1 (you) plays" in log
    assert pg.locator("#log .why").count() > 0  # the rules that made things happen
    assert "play" in clicks
    shot(pg, "play-round-over")
    pg.fill("#game-name", "round.json")
    pg.click("#game-save")
    pg.wait_for_selector("#flash.show")
    assert (workspace / "round.json").is_file()
    pg.click("#next-round")
    until(pg, "document.querySelector('#prompt').textContent.includes('Your turn')"
                         " || document.querySelector('#prompt').textContent.includes('Out of turn')")
    # The saved record loads back at the end of the round.
    pg.select_option("#game-list", "round.json")
    pg.click("#game-load")
    pg.wait_for_selector("#prompt:has-text('round is over')")
