"""``unorules phrases``: the language's effects, conditions and subject words, readable from
a checkout or an install (the reference's generated pages are built only by Sphinx), and
named by the compiler's hint when a phrase does not exist."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import unorules
from unorules import VariantError
from unorules.cli import build
from unorules.commandline import schema
from unorules.docs.reference import phrase_forms
from unorules.ir import subjects
from unorules.ir.primitive import load_all
from unorules.paths import variants_dir

jsonschema = pytest.importorskip("jsonschema")

STANDARD = (variants_dir() / "standard.uno").read_text(encoding="utf-8")


def run(*args: str) -> tuple[int, str, str]:
    result = CliRunner().invoke(build(), list(args))
    return result.exit_code, result.stdout, result.stderr


def test_every_primitive_and_subject_is_printed_with_its_example() -> None:
    code, out, err = run("phrases")
    assert code == 0, err
    for cls in load_all().values():
        if cls.kind not in ("effect", "condition"):
            continue
        assert f"{cls.kind:9} {' | '.join(phrase_forms(cls))}\n" in out, cls.__name__
        if cls.example:
            assert f"example: {cls.example}\n" in out, cls.__name__
    for word in subjects.NOUN:
        assert f"subject   {word}\n" in out


def test_the_json_lists_the_same_and_matches_its_schema() -> None:
    code, out, err = run("phrases", "--json", "-")
    assert code == 0, err
    document = json.loads(out)  # standard output has nothing else
    jsonschema.Draft202012Validator.check_schema(schema("phrases"))
    jsonschema.validate(document, schema("phrases"))
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"command": "phrases", "version": 1, "phrases": [{"kind": "effect"}]},
                            schema("phrases"))
    got = {(p["kind"], p["phrase"][0]) for p in document["phrases"]}
    want = {(cls.kind, phrase_forms(cls)[0]) for cls in load_all().values() if cls.kind in ("effect", "condition")}
    assert want <= got and {("subject", w) for w in subjects.NOUN} <= got
    # Where a condition may be written is said: a hand's size only in an effect's 'if' or a report.
    holds = next(p for p in document["phrases"] if p["phrase"][0] == "WHO holds N card")
    assert holds["only_in"] == ["guard", "report"]


def test_one_kind() -> None:
    code, out, _ = run("phrases", "--kind", "subject", "--json", "-")
    assert code == 0
    assert {p["kind"] for p in json.loads(out)["phrases"]} == {"subject"}
    code, _, err = run("phrases", "--kind", "effects")
    assert code == 2 and "effects" in err


@pytest.mark.parametrize(("line", "kind"), [
    ("on skip: next loses trun", "effect"),  # a nearest effect is found
    ("on skip: xyzzy plugh", "effect"),  # none is
    ("on skip: next loses turn if next quux", "condition"),
])
def test_the_compilers_hint_names_the_command(line: str, kind: str) -> None:
    assert "on skip: next loses turn\n" in STANDARD
    with pytest.raises(VariantError) as caught:
        unorules.loads(STANDARD.replace("on skip: next loses turn\n", line + "\n"))
    hint = caught.value.hint
    assert f"'unorules phrases --kind {kind}'" in hint, str(caught.value)
    # ... and the command it names works as written.
    code, out, _ = run("phrases", "--kind", kind)
    assert code == 0 and out.startswith(kind)
