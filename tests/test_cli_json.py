"""``--json`` of ``check``, ``verify``, ``simulate`` and ``compare``: each document matches
its schema (``unorules/schemas/``), says what the printed output says, and is alone on
standard output when written there; progress goes to standard error."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from unorules.cli import build
from unorules.commandline import schema

jsonschema = pytest.importorskip("jsonschema")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(build(), list(args))
    return result.exit_code, result.stdout, result.stderr


def valid(document: Any, name: str) -> None:
    jsonschema.Draft202012Validator.check_schema(schema(name))
    jsonschema.validate(document, schema(name))


def test_the_schemas_refuse_what_they_should() -> None:
    """The schemas are not vacuous: a document with a field renamed or a wrong type fails."""
    for name in ("check", "verify", "simulate", "compare"):
        with pytest.raises(jsonschema.ValidationError):
            jsonschema.validate({"command": name}, schema(name))
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"command": "check", "version": 1, "ok": "yes", "games": 2, "failed": 0,
                             "variants": []}, schema("check"))


def test_verify_json(tmp_path: Path) -> None:
    code, stdout, stderr = run("verify", "standard", "--games", "1", "--actions", "30", "--jobs", "1",
                               "--out", str(tmp_path), "--json", "-")
    assert code == 0, stderr
    document = json.loads(stdout)
    valid(document, "verify")
    assert document["ok"] and document["not"] == 0 and document["variants"] == ["standard"]
    props = [r["property"] for r in document["results"]]
    assert "conservation" in props and "engine agrees" in props
    assert document["proved"] == sum(r["status"] == "proved" for r in document["results"])
    # Each result was told on standard error as it was known, and the end of the variant.
    assert "verify standard: conservation: proved" in stderr
    assert "verify: [1/1] standard done" in stderr
    quiet = run("verify", "standard", "--games", "1", "--actions", "30", "--jobs", "1", "--out", str(tmp_path),
                "-q", "--json", str(tmp_path / "v.json"))
    assert quiet[0] == 0 and "verify standard:" not in quiet[2]
    assert "19 proved" in quiet[1] or " proved, " in quiet[1]  # the table still printed
    valid(json.loads((tmp_path / "v.json").read_text(encoding="utf-8")), "verify")


def test_verify_json_of_a_refuted_variant(tmp_path: Path) -> None:
    bad = tmp_path / "leaky.uno"
    bad.write_text("variant leaky\nextends standard\non skip: next loses turn, player discards 1 card\n",
                   encoding="utf-8")
    code, stdout, _ = run("verify", str(bad), "--games", "1", "--actions", "30", "--jobs", "1",
                          "--out", str(tmp_path / "cx"), "--json", "-", "-q")
    document = json.loads(stdout)
    valid(document, "verify")
    assert code == (0 if document["ok"] else 1)
    if not document["ok"]:
        assert document["not"] == sum(not r["ok"] for r in document["results"])


def test_simulate_json() -> None:
    code, stdout, stderr = run("simulate", "standard", "stacking", "--players", "3", "--games", "6",
                               "--engine", "python", "--json", "-")
    assert code == 0, stderr
    document = json.loads(stdout)
    valid(document, "simulate")
    assert [r["variant"] for r in document["reports"]] == ["standard", "stacking"]
    assert "stacking" in document["differences"]
    assert "simulate standard: 6/6 games" in stderr  # lines of progress away from a terminal


def test_compare_json_carries_the_rule_differences(tmp_path: Path) -> None:
    out = tmp_path / "c.json"
    code, stdout, stderr = run("compare", "standard", "seven_zero", "--players", "3", "--games", "4",
                               "--engine", "python", "--json", str(out), "--quiet")
    assert code == 0, stderr
    document = json.loads(out.read_text(encoding="utf-8"))
    valid(document, "compare")
    changes = document["rule_differences"]["changes"]
    assert document["rule_differences"]["parent"] == "standard"
    assert changes and all(f"  - {c}" in stdout for c in changes)  # the same lines as printed
    assert "simulate " not in stderr  # --quiet


def test_check_json_to_a_file_beside_the_printed_lines(tmp_path: Path) -> None:
    out = tmp_path / "c.json"
    code, stdout, _ = run("check", "minion", "--games", "2", "--json", str(out))
    assert code == 0
    assert stdout.startswith("ok   minion: ")
    document = json.loads(out.read_text(encoding="utf-8"))
    valid(document, "check")
    [entry] = document["variants"]
    assert entry["ok"] and entry["conserved"] and entry["paths_agree"] and entry["cards"] == 112


def test_every_schema_is_in_the_docs() -> None:
    """Each command's schema is shown in the docs (literalinclude of the shipped file), so
    the document a user parses is described where they read about the commands."""
    from unorules.commandline import SCHEMA_FOLDER

    docs = Path(__file__).resolve().parent.parent / "docs"
    text = "\n".join(p.read_text(encoding="utf-8") for p in docs.glob("*.rst"))
    shipped = sorted(p.stem for p in SCHEMA_FOLDER.glob("*.json"))
    assert shipped == ["check", "compare", "phrases", "simulate", "verify"]
    for name in shipped:
        assert f".. literalinclude:: ../unorules/schemas/{name}.json" in text, name
        assert f"``unorules {name} --json``" in text, name


def _told(target: str, *, progress: Any = None, **_: Any) -> Any:
    """A stand-in for verify_rules in the worker processes (forked after it is patched):
    two results, each told as it is known."""
    from unorules.verify.report import Report, Result

    results = []
    for prop in ("deck", "deal"):
        progress(prop, None)
        results.append(Result(target, prop, "proved", 0.0, "fine"))
        progress(prop, results[-1])
    return Report(tuple(results))


def test_verify_tells_each_result_from_its_worker_processes_before_the_variant_ends(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """'verify prints nothing until it ends' (issue 28), on the path the command takes by
    default (a worker per CPU): every result reaches the parent through the queue, each
    before its variant's end."""
    import multiprocessing

    from unorules.verify import cli as verify_cli
    from unorules.verify import properties

    if multiprocessing.get_start_method() != "fork":
        pytest.skip("the stand-in reaches the workers only when they are forked")
    monkeypatch.setattr(properties, "verify_rules", _told)
    events: list[tuple[str, ...]] = []
    verify_cli.run(["a", "b"], "out", 1, 1, 2, lambda r: events.append((r.variant, r.prop)),
                   lambda rep: events.append((rep.results[0].variant, "end")))
    for variant in ("a", "b"):
        assert events.index((variant, "deck")) < events.index((variant, "deal")) < events.index((variant, "end"))
    assert len(events) == 6
