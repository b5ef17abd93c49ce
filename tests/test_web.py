"""The web application's server: what it refuses (foreign pages and hosts, paths outside
the workspace, bad requests), and what its routes answer, through a real uvicorn on
loopback. The browser tests are in test_web_browser.py."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

httpx = pytest.importorskip("httpx")
pytest.importorskip("starlette")
pytest.importorskip("uvicorn")

from unorules.web.cli import Server  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
BROKEN = ROOT / "tests" / "broken" / "penalty_on_catcher.uno"
MINE = "variant mine\nextends standard\ntitle \"Mine\"\non 7: player swaps hands with target\n"


@pytest.fixture(scope="module")
def folders(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    base = tmp_path_factory.mktemp("web")
    ws, outside = base / "workspace", base / "outside"
    ws.mkdir()
    outside.mkdir()
    (outside / "secret.uno").write_text("variant secret\nextends standard\n", encoding="utf-8")
    (outside / "secret.json").write_text("{}", encoding="utf-8")
    (ws / "mine.uno").write_text(MINE, encoding="utf-8")
    (ws / "caught.uno").write_text(BROKEN.read_text(encoding="utf-8"), encoding="utf-8")
    (ws / "leak.uno").symlink_to(outside / "secret.uno")
    # A folder whose variant files include one leading out: nothing in it may compile.
    (ws / "leaky").mkdir()
    (ws / "leaky" / "house.uno").write_text("variant house\nextends standard\n", encoding="utf-8")
    (ws / "leaky" / "standard.uno").symlink_to(outside / "secret.uno")
    return ws, outside


@pytest.fixture(scope="module")
def server(folders: tuple[Path, Path]) -> Iterator[Server]:
    s = Server(folders[0])
    s.start()
    yield s
    s.stop()


@pytest.fixture()
def client(server: Server) -> Iterator[Any]:
    with httpx.Client(base_url=server.url, timeout=60) as c:
        yield c


def origin(server: Server) -> str:
    return server.url.rstrip("/")


# --- refusals: foreign pages and hosts --------------------------------------------------------
def test_a_foreign_origin_is_refused(client: Any, server: Server) -> None:
    for method, path, body in (("GET", "/api/files", None), ("POST", "/api/check", {"name": "mine.uno"}),
                               ("PUT", "/api/file", {"name": "mine.uno", "text": "x"}), ("GET", "/", None)):
        got = client.request(method, path, json=body, headers={"Origin": "http://evil.example"})
        assert got.status_code == 403, (method, path)
        assert "not from this application" in got.text
    # The file the refused PUT named is unchanged.
    assert (server.app.state.app.workspace.root / "mine.uno").read_text(encoding="utf-8") == MINE


def test_the_servers_own_origin_is_served(client: Any, server: Server) -> None:
    got = client.get("/api/files", headers={"Origin": origin(server)})
    assert got.status_code == 200
    assert "mine.uno" in [f["name"] for f in got.json()["files"]]


def test_another_host_name_is_refused(client: Any, server: Server) -> None:
    # DNS rebinding: a name that resolves to 127.0.0.1 arrives with its own Host header.
    got = client.get("/api/files", headers={"Host": f"evil.example:{server.bound}"})
    assert got.status_code == 403
    assert "not to this server's own address" in got.text
    assert client.get("/api/files", headers={"Host": "127.0.0.1:1"}).status_code == 403
    assert client.get("/api/files", headers={"Host": f"localhost:{server.bound}"}).status_code == 200


def test_a_cross_site_fetch_without_origin_is_refused(client: Any) -> None:
    got = client.get("/api/files", headers={"Sec-Fetch-Site": "cross-site"})
    assert got.status_code == 403
    assert client.get("/api/files", headers={"Sec-Fetch-Site": "same-origin"}).status_code == 200


def test_a_form_post_is_refused(client: Any) -> None:
    # A page elsewhere can post a form without asking first; the server reads JSON only.
    got = client.post("/api/file", data={"name": "mine.uno", "text": "x"})
    assert got.status_code in (400, 405)
    got = client.post("/api/check", content=b'{"name": "mine.uno"}', headers={"content-type": "text/plain"})
    assert got.status_code == 400
    assert "JSON" in got.json()["error"]


def test_the_page_forbids_scripts_from_elsewhere(client: Any) -> None:
    got = client.get("/")
    csp = got.headers["content-security-policy"]
    assert "default-src 'self'" in csp and "script-src 'self'" in csp
    page = got.text
    assert "http://" not in page and "https://" not in page  # every asset is the package's own
    for asset in ("/static/app.js", "/static/highlight.js", "/static/app.css"):
        text = client.get(asset).text
        assert "https://" not in text and "http://" not in text.replace('"http://www.w3.org/2000/svg"', "")


# --- refusals: outside the workspace -------------------------------------------------------------
OUTSIDE = ["../outside/secret.uno", "/etc/passwd", "a/../../outside/secret.uno", "..", ".hidden.uno",
           "leak.uno", "mine.py", "C:\\x.uno", "", "x\0.uno", "a" * 300 + ".uno"]


@pytest.mark.parametrize("name", OUTSIDE)
def test_a_path_outside_the_workspace_is_refused(client: Any, folders: tuple[Path, Path], name: str) -> None:
    _, outside = folders
    before = sorted(p.name for p in outside.iterdir())
    got = client.get("/api/file", params={"name": name})
    assert got.status_code == 403, got.text
    assert got.json()["outside"] is True
    assert "secret" not in got.text.replace(name, "")  # nothing of the file is shown
    for method, path, body in (("PUT", "/api/file", {"name": name, "text": "variant x\n"}),
                               ("POST", "/api/check", {"name": name, "text": "variant x\nextends standard\n"}),
                               ("POST", "/api/verify", {"name": name}),
                               ("POST", "/api/table/load", {"name": name})):
        got = client.request(method, path, json=body)
        assert got.status_code == 403, (method, name, got.text)
    assert sorted(p.name for p in outside.iterdir()) == before
    assert (outside / "secret.uno").read_text(encoding="utf-8") == "variant secret\nextends standard\n"


def test_a_link_beside_the_file_leading_out_is_refused(client: Any) -> None:
    # 'extends standard' would find standard.uno beside house.uno, a link out of the workspace.
    got = client.post("/api/check", json={"name": "leaky/house.uno", "text": "variant house\nextends standard\n"})
    assert got.status_code == 403
    assert "leads outside the workspace" in got.json()["error"]
    got = client.post("/api/check", json={"name": "mine.uno", "text": "variant mine\nextends leak\n"})
    assert got.status_code == 403
    # A link elsewhere in the folder that the variant does not extend is no matter.
    assert client.post("/api/check", json={"name": "mine.uno", "text": MINE}).json()["ok"] is True


def test_the_file_list_leaves_out_links_leading_out(client: Any) -> None:
    names = [f["name"] for f in client.get("/api/files").json()["files"]]
    assert "mine.uno" in names and "leak.uno" not in names and "leaky/standard.uno" not in names


def test_saving_writes_inside_the_workspace_only(client: Any, folders: tuple[Path, Path]) -> None:
    ws, _ = folders
    got = client.put("/api/file", json={"name": "house/new.uno", "text": "variant new\nextends standard\n"})
    assert got.status_code == 200
    assert (ws / "house" / "new.uno").read_text(encoding="utf-8") == "variant new\nextends standard\n"
    assert not list((ws / "house").glob(".unorules-*"))  # the temporary file is gone


# --- the editor's routes -------------------------------------------------------------------------------
def test_a_mistake_is_located_with_its_hint_and_nearest_phrase(client: Any) -> None:
    text = "variant mine\nextends standard\non 7: next skips turn\n"
    got = client.post("/api/check", json={"name": "mine.uno", "text": text, "lang": "en"}).json()
    assert got.get("ok") is False, got
    err = got["errors"][0]
    assert (err["line"], err["column"], err["in_file"]) == (3, 12, True)
    assert err["nearest"] == "next loses turn"
    assert "nearest effect" in err["hint"]
    assert "book" not in got


def test_a_fixed_file_gets_its_rule_book(client: Any) -> None:
    got = client.post("/api/check", json={"name": "mine.uno", "text": MINE, "lang": "en"}).json()
    assert got["ok"] and got["summary"]["cards"] == 108
    assert "Mine" in got["book"] and "data:image/svg+xml" in got["book"]
    fa = client.post("/api/check", json={"name": "mine.uno", "text": MINE, "lang": "fa"}).json()["book"]
    assert '<html dir="rtl"' in fa


def test_an_error_in_the_parent_points_at_the_parent(client: Any, folders: tuple[Path, Path]) -> None:
    ws, _ = folders
    (ws / "kids").mkdir(exist_ok=True)
    (ws / "kids" / "base.uno").write_text("variant base\nextends standard\non 7: next skips turn\n", encoding="utf-8")
    got = client.post("/api/check", json={"name": "kids/child.uno",
                                          "text": "variant child\nextends base\n"}).json()
    err = got["errors"][0]
    assert err["in_file"] is False and err["file"] == "base.uno" and err["line"] == 3


def test_over_the_request_limit_is_refused(client: Any) -> None:
    got = client.post("/api/check", json={"name": "mine.uno", "text": "x" * (2 << 20)})
    assert got.status_code == 400
    assert "bytes this server reads" in got.json()["error"]


def test_the_interface_words_exist_in_every_language(client: Any) -> None:
    english = client.get("/api/words", params={"lang": "en"}).json()
    for lang in ("fa", "tr", "ru"):
        words = client.get("/api/words", params={"lang": lang}).json()
        assert set(words) == set(english)
        same = [k for k in english if not k.startswith("_") and words[k] == english[k]]
        assert same == [], f"{lang}: untranslated {same}"
    assert client.get("/api/words", params={"lang": "fa"}).json()["_dir"] == "rtl"
    assert client.get("/api/words", params={"lang": "xx"}).status_code == 400


def test_info_lists_variants_examples_and_words(client: Any) -> None:
    info = client.get("/api/info").json()
    assert "standard" in [b["name"] for b in info["bundled"]]
    assert {"on", "card", "penalty"} <= set(info["vocabulary"]["clauses"])
    assert {"draws", "loses"} <= set(info["vocabulary"]["words"])
    assert any(e["example"].startswith("on ") for e in info["examples"])


def test_a_new_file_extends_a_bundled_variant(client: Any, folders: tuple[Path, Path]) -> None:
    got = client.post("/api/new", json={"name": "fresh", "parent": "stacking"})
    assert got.status_code == 200
    assert "extends stacking" in (folders[0] / "fresh.uno").read_text(encoding="utf-8")
    assert client.post("/api/new", json={"name": "fresh", "parent": "stacking"}).status_code == 400
    assert client.post("/api/new", json={"name": "../x", "parent": "stacking"}).status_code == 400
    assert client.post("/api/new", json={"name": "y", "parent": "../../etc"}).status_code == 400
    copied = client.post("/api/new", json={"name": "copied", "parent": "minion", "copy": True}).json()["text"]
    assert copied.lstrip().startswith("#") or "variant copied" in copied
    assert "variant copied" in copied


# --- jobs ------------------------------------------------------------------------------------------------
def wait(client: Any, job: dict[str, Any], seconds: float = 240) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    events: list[dict[str, Any]] = []
    end = time.monotonic() + seconds
    got = job
    while time.monotonic() < end:
        got = client.get(f"/api/jobs/{job['id']}", params={"since": len(events)}).json()
        events += got["events"]
        if got["state"] != "running":
            return got, events
        time.sleep(0.2)
    raise AssertionError(f"job {job['id']} still running after {seconds} s")


def test_verify_reports_each_property_and_a_counterexample_to_step_through(client: Any) -> None:
    job = client.post("/api/verify", json={"name": "caught.uno", "lang": "en"}).json()
    end, events = wait(client, job)
    assert end["state"] == "done", end
    labels = events[0]["labels"]
    results = {e["prop"]: e for e in events if e["type"] == "result"}
    started = [e["prop"] for e in events if e["type"] == "start"]
    assert started[0] == labels[0] and set(results) <= set(labels)
    bad = results["penalty on the rule-breaker"]
    assert bad["status"] == "refuted" and not bad["ok"]
    frames = bad["frames"]
    assert frames[0]["title"] == "The position" and len(frames) >= 2
    assert frames[-1]["broken"] is True
    assert "catches" in frames[-1]["action"]
    assert all(len(s["cards"]) == s["count"] for s in frames[0]["position"]["seats"])
    # ... and saved beside the variant as a scenario that names it, which then fails as the fault is there.
    saved = client.post("/api/scenario", json={"name": "caught.uno", "prop": bad["prop"],
                                               "scenario": bad["scenario"]}).json()["file"]
    assert saved == "caught__penalty_on_the_rule_breaker.toml"
    ws = Path(client.get("/api/info").json()["workspace"])
    run = subprocess.run([sys.executable, "-m", "unorules", "scenario", str(ws / saved)], capture_output=True,
                         text=True, check=False)
    assert run.returncode == 1 and "FAIL" in run.stdout, run.stdout + run.stderr


def test_a_job_can_be_cancelled_and_its_process_ends(client: Any, server: Server) -> None:
    job = client.post("/api/simulate", json={"name": "mine.uno", "players": 4, "games": 2000}).json()
    time.sleep(1.0)
    assert client.post(f"/api/jobs/{job['id']}/cancel", json={}).json()["cancelled"] is True
    got = client.get(f"/api/jobs/{job['id']}").json()
    assert got["state"] == "cancelled"
    process = server.app.state.app.jobs.jobs[job["id"]].process
    assert process.poll() is not None  # ended, not left running


def test_a_job_past_its_time_bound_is_stopped() -> None:
    from unorules.web.jobs import Jobs

    jobs = Jobs()
    try:
        job = jobs.start("simulate", "unorules.web.tasks:simulate",
                         {"text": MINE, "file": "/nowhere/mine.uno", "players": 4, "games": 2000}, seconds=2)
        end = time.monotonic() + 60
        while job.running() and time.monotonic() < end:
            time.sleep(0.2)
        assert job.json()["state"] == "timed out", job.json()
        assert job.process.poll() is not None
    finally:
        jobs.close()


def test_the_worker_runs_only_the_jobs_it_knows() -> None:
    order = json.dumps({"target": "os:system", "args": {"command": "echo hacked"}})
    got = subprocess.run([sys.executable, "-m", "unorules.web.worker"], input=order + "\n", capture_output=True,
                         text=True, check=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    end = json.loads(got.stdout.splitlines()[-1])
    assert end == {"type": "end", "state": "failed", "message": "no such job: os:system"}
    assert "hacked" not in got.stdout


def test_a_new_job_of_a_kind_replaces_the_running_one(client: Any) -> None:
    first = client.post("/api/simulate", json={"name": "mine.uno", "players": 4, "games": 2000}).json()
    second = client.post("/api/simulate", json={"name": "mine.uno", "players": 2, "games": 5}).json()
    assert client.get(f"/api/jobs/{first['id']}").json()["state"] == "cancelled"
    end, events = wait(client, second)
    assert end["state"] == "done", end
    comparison = next(e for e in events if e["type"] == "comparison")
    keys = [r["key"] for r in comparison["rows"]]
    assert {"turns", "first_seat", "points"} <= set(keys)
    turns = comparison["rows"][keys.index("turns")]
    assert turns["parent"][1] <= turns["parent"][0] <= turns["parent"][2]
    assert comparison["parent"] == "standard" and comparison["games"] == 5


def test_bad_job_arguments_are_refused(client: Any) -> None:
    for body in ({"name": "mine.uno", "players": 99}, {"name": "mine.uno", "games": 10**9},
                 {"name": "mine.uno", "players": "4"}):
        assert client.post("/api/simulate", json=body).status_code == 400


# --- the table --------------------------------------------------------------------------------------------
def test_a_round_against_bots_through_the_routes(client: Any, folders: tuple[Path, Path]) -> None:
    t = client.post("/api/table", json={"name": "mine.uno", "players": 3, "bots": "greedy", "seed": 4}).json()
    assert t["variant"] == "mine" and len(t["position"]["seats"]) == 3
    moves = 0
    while t["waiting"] in ("human", "bot") and moves < 2000:
        if t["waiting"] == "bot":  # the page lets the bots move one at a time
            t = client.post(f"/api/table/{t['id']}/step", json={}).json()
        else:
            assert t["actions"], t
            choice = next((a for a in t["actions"] if a["kind"] == "play"), t["actions"][0])
            t = client.post(f"/api/table/{t['id']}/act", json={"kind": "action", "index": choice["index"],
                                                                "version": t["version"]}).json()
        moves += 1
    assert t["waiting"] in ("round_over", "game_over"), t["waiting"]
    full = client.get(f"/api/table/{t['id']}").json()
    assert any("Round won by" in line["text"] for line in full["log"])
    assert any(line["why"] for line in full["log"])  # a played card's rule is said
    # Saved in another folder, the record carries its variant's file and loads again at the same position.
    assert client.post(f"/api/table/{t['id']}/save", json={"name": "records/mine-game.json"}).status_code == 200
    record = json.loads((folders[0] / "records" / "mine-game.json").read_text(encoding="utf-8"))
    assert record["variant"] == "mine" and record["sources"][0]["text"] == MINE
    assert [s.get("bot") for s in record["seats"]] == [None, "greedy", "greedy"]
    again = client.post("/api/table/load", json={"name": "records/mine-game.json"}).json()
    assert again["position"]["seats"][0]["cards"] == full["position"]["seats"][0]["cards"]
    assert again["record_actions"] == full["record_actions"]
    assert client.post(f"/api/table/{t['id']}/save", json={"name": "../x.json"}).status_code == 403


def play_until(client: Any, t: dict[str, Any], found: Any, limit: int = 3000) -> dict[str, Any] | None:
    """Step the bots and make the first in-turn move until ``found(t)`` is true."""
    for _ in range(limit):
        if found(t):
            return t
        if t["waiting"] == "bot":
            t = client.post(f"/api/table/{t['id']}/step", json={}).json()
        elif t["waiting"] == "human":
            mine = [a for a in t["actions"] if not a["out_of_turn"]] or t["actions"]
            t = client.post(f"/api/table/{t['id']}/act", json={"kind": "action", "index": mine[-1]["index"],
                                                                "version": t["version"]}).json()
        elif t["waiting"] == "round_over":
            t = client.post(f"/api/table/{t['id']}/act", json={"kind": "next"}).json()
        else:
            return None
    return None


def test_a_jump_in_is_offered_between_bot_moves(client: Any) -> None:
    # Bots move one step per request, so a jump-in is a button while another seat is to act.
    t = client.post("/api/table", json={"bundled": "jump_in", "players": 4, "bots": "uniform", "seed": 1}).json()
    got = play_until(client, t, lambda t: t["waiting"] == "bot" and any(
        a["kind"] == "play" and a["out_of_turn"] for a in t["actions"]))
    assert got is not None, "no jump-in came up"
    jump = next(a for a in got["actions"] if a["kind"] == "play" and a["out_of_turn"])
    after = client.post(f"/api/table/{got['id']}/act", json={"kind": "action", "index": jump["index"],
                                                             "version": got["version"]}).json()
    line = after["log"][-1]["text"]
    assert line.startswith("Player 1 (you) jumps in with"), line
    assert after["position"]["top"]["name"] in line


def test_a_stale_action_is_refused_and_changes_nothing(client: Any) -> None:
    t = client.post("/api/table", json={"bundled": "standard", "players": 2, "bots": "uniform", "seed": 2}).json()
    got = client.post(f"/api/table/{t['id']}/act", json={"kind": "action", "index": 999})
    assert got.status_code == 400
    assert client.get(f"/api/table/{t['id']}").json()["record_actions"] == t["record_actions"]
    # An action chosen on a table that has moved on since is refused.
    moved = play_until(client, t, lambda x: x["version"] > t["version"])
    assert moved is not None
    if t["actions"]:
        got = client.post(f"/api/table/{t['id']}/act", json={"kind": "action", "index": t["actions"][0]["index"],
                                                             "version": t["version"]})
        assert got.status_code == 400 and "moved on" in got.json()["error"]
    assert client.post("/api/table", json={"bundled": "standard", "players": 11}).status_code == 400
    assert client.post("/api/table", json={"bundled": "../standard"}).status_code == 400


# --- lightness --------------------------------------------------------------------------------------------
def test_import_unorules_loads_no_web_framework() -> None:
    code = "import sys, unorules; print(sorted(m for m in ('starlette', 'uvicorn', 'anyio', 'unorules.web') if m in sys.modules))"
    got = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                         env={**os.environ, "PYTHONPATH": str(ROOT)})
    assert got.stdout.strip() == "[]"


# --- the command ------------------------------------------------------------------------------------------
def test_unorules_serve_serves_the_folder_on_loopback(tmp_path: Path) -> None:
    import socket

    (tmp_path / "mine.uno").write_text(MINE, encoding="utf-8")
    with socket.socket() as s:  # a free port, given to the command
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "unorules", "serve", str(tmp_path), "--port", str(port),
                             "--no-open"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert proc.stdout is not None
        line = proc.stdout.readline()
        assert f"http://127.0.0.1:{port}/" in line and str(tmp_path) in line, line
        with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as c:
            assert "mine.uno" in [f["name"] for f in c.get("/api/files").json()["files"]]
            assert c.get("/", headers={"Origin": "http://evil.example"}).status_code == 403
        # Bound to loopback only: the listening socket's address is 127.0.0.1, not 0.0.0.0.
        ours = [line for line in Path("/proc/net/tcp").read_text().splitlines()[1:]
                if line.split()[1].endswith(f":{port:04X}") and line.split()[3] == "0A"]
        assert ours and all(line.split()[1] == f"0100007F:{port:04X}" for line in ours), ours
    finally:
        proc.terminate()
        proc.wait(timeout=20)


def test_unorules_serve_refuses_a_missing_folder(tmp_path: Path) -> None:
    got = subprocess.run([sys.executable, "-m", "unorules", "serve", str(tmp_path / "nowhere"), "--no-open"],
                         capture_output=True, text=True, check=False, timeout=60)
    assert got.returncode != 0
    assert "Traceback" not in got.stderr


# --- hostile requests ---------------------------------------------------------------------------------------
HOSTILE: list[Any] = [None, 0, -1, 2**70, 1.5, "", "x" * 5000, [], {}, {"a": 1}, True, "../../etc/passwd",
                      "mine.uno", "\u202e.uno", "caught.uno\0"]


def test_no_request_gets_a_traceback(client: Any, server: Server) -> None:
    t = client.post("/api/table", json={"bundled": "standard", "players": 2, "bots": "uniform"}).json()
    routes = ["/api/check", "/api/new", "/api/verify", "/api/simulate", "/api/scenario", "/api/table",
              "/api/table/load", f"/api/table/{t['id']}/act", f"/api/table/{t['id']}/save",
              f"/api/table/{t['id']}/step", "/api/jobs/nothing/cancel", "/api/table/nothing/act"]
    keys = ["name", "text", "lang", "parent", "players", "games", "seed", "bots", "bundled", "index", "kind",
            "version", "prop", "scenario", "since", "copy"]
    seen = set()
    for i, route in enumerate(routes):
        for j, value in enumerate(HOSTILE):
            body = {k: HOSTILE[(j + n + i) % len(HOSTILE)] for n, k in enumerate(keys)}
            body["name"] = value
            got = client.post(route, json=body)
            seen.add(got.status_code)
            assert got.status_code in (200, 400, 403, 404, 405, 429), (route, body, got.status_code, got.text)
            assert "Traceback" not in got.text
            if got.status_code != 200:
                assert got.json()["error"]
    for path in ("/api/file?name=", "/api/jobs/x?since=-5", "/api/table/x?since=abc", "/api/words?lang=",
                 "/api/book.pdf?name=mine.uno&lang=zz", "/static/../unorules/web/server.py",
                 "/static/%2e%2e/server.py"):
        got = client.get(path)
        assert got.status_code in (200, 400, 403, 404), (path, got.status_code)
        assert "def create_app" not in got.text
    jobs = server.app.state.app.jobs
    for job in list(jobs.jobs.values()):  # what the hostile bodies started
        jobs.cancel(job.id)
    assert 400 in seen


# --- the PDF rule book -------------------------------------------------------------------------------------
def test_the_pdf_button_follows_the_docs_readers_writer(client: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    import types

    from unorules.web import book

    calls: list[tuple[str, str]] = []

    def to_pdf(rst: str, lang: str) -> bytes:
        calls.append((rst[:200], lang))
        return b"%PDF-1.7 made from the book"

    writer = types.SimpleNamespace(to_pdf=to_pdf, check_available=lambda lang: None)
    real = book._module
    monkeypatch.setattr(book, "_module", lambda name: writer if name == "unorules.docs.pdf" else real(name))
    assert client.get("/api/info").json()["pdf"] is True
    got = client.get("/api/book.pdf", params={"name": "mine.uno", "lang": "fa"})
    assert got.status_code == 200 and got.content.startswith(b"%PDF")
    assert got.headers["content-type"] == "application/pdf"
    assert 'filename="mine-fa.pdf"' in got.headers["content-disposition"]
    assert calls and calls[0][1] == "fa" and "Mine" in calls[0][0]
    assert client.get("/api/book.pdf", params={"name": "../outside/secret.uno"}).status_code == 403
    # Without a writer, the button is greyed out and the route says why.
    monkeypatch.setattr(book, "_module", lambda name: None if name == "unorules.docs.pdf" else real(name))
    assert client.get("/api/info").json()["pdf"] is False
    got = client.get("/api/book.pdf", params={"name": "mine.uno", "lang": "en"})
    assert got.status_code == 400 and "PDF" in got.json()["error"]


def test_a_real_pdf_where_the_installation_writes_one(client: Any, tmp_path: Path) -> None:
    from unorules.web import book

    if not book.pdf_available():
        pytest.skip("no PDF writer here (the docs reader's unorules.docs.pdf with WeasyPrint and fonts)")
    got = client.get("/api/book.pdf", params={"name": "mine.uno", "lang": "fa"})
    assert got.status_code == 200 and got.content.startswith(b"%PDF")
    if shutil.which("pdftotext") is None:  # .ci/run installs poppler: this only skips elsewhere
        pytest.skip("poppler's pdftotext is not installed: the PDF's text cannot be read back")
    # Read back as a reader would: the file's own rule (the 7 swaps hands) in Persian words,
    # and its title, on real pages.
    pdf = tmp_path / "mine-fa.pdf"
    pdf.write_bytes(got.content)
    text = subprocess.run(["pdftotext", "-enc", "UTF-8", str(pdf), "-"], capture_output=True, text=True,
                          check=True, timeout=60).stdout
    assert "Mine" in text
    persian = sum("\u0600" <= ch <= "\u06ff" for ch in text)
    assert persian > 500, text[:400]
    info = subprocess.run(["pdfinfo", str(pdf)], capture_output=True, text=True, check=True, timeout=60).stdout
    pages = int(next(line.split()[-1] for line in info.splitlines() if line.startswith("Pages:")))
    assert pages >= 2, info
