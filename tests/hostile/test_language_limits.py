"""Every hostile variant text the attack on the language found: each gets the
language's own error, naming the limit and the line, and nothing else."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import unorules
from unorules.errors import VariantError
from unorules.language import limits

BASE = "variant t\nextends standard\n"


def refused(text: str) -> VariantError:
    with pytest.raises(VariantError) as got:
        unorules.loads(text)
    return got.value


@pytest.mark.parametrize(("clause", "limit"), [
    ("deal " + "9" * 4301 + " cards", "largest number"),
    ("deal " + "9" * 4300 + " cards", "largest number"),
    ("deal 100001 cards", "largest number"),
    ("card skip: 1000000000000000000000000000000 per colour", "largest number"),
    ("card 7: number, 999999999 per colour", "largest number"),
    ("card 1 to 999999999: number, 1 per colour", "largest number"),
    ("on 1 to 999999999: nothing", "largest number"),
    ("card 7: number, 101 per colour", "cards per kind"),
    ("card 1 to 1000: number, 1 per colour", "card kinds"),
    ("card 1 to 201: number, 1 per colour", "card kinds"),
    ("card 1 to 100: number, 100 per colour", "deck size"),
    ("players 2 to 21", "players"),
    ("colours " + ", ".join(f"c{i}" for i in range(17)), "colours"),
    ("play wild: " + "not " * 500 + "always", "condition nesting"),
    ("play wild: " + " and ".join(["always"] * 500), "condition nesting"),
    ("play wild: " + "(" * 40 + "always" + ")" * 40, "condition nesting"),
    ("on skip: " + ", ".join(["next loses turn"] * 65), "effects"),
    ('title "' + "x" * 4001 + '"', "text length"),
    ("alias " + "a" * 65 + " = skip", "name length"),
])
def test_over_a_limit_names_it_and_the_line(clause: str, limit: str) -> None:
    err = refused(BASE + clause + "\n")
    assert f"limit on {limit} " in err.message
    assert err.line == 3


def test_limits_allow_their_own_value() -> None:
    ok = BASE + "play wild: " + " and ".join(["always"] * (limits.NESTING + 1)) + "\n"
    assert unorules.loads(ok).name == "t"  # 32 'and's: at the limit, not over it
    assert unorules.loads(BASE + 'title "' + "x" * limits.STRING + '"\n').title == "x" * limits.STRING


def test_empty_range_is_refused() -> None:
    assert "the range is empty" in refused(BASE + "card 9 to 1: number, 1 per colour\n").message


def test_file_size_and_clause_count() -> None:
    assert "limit on file size" in refused(BASE + 'title "' + "x" * 20_000_000 + '"\n').message
    notes = BASE + "on skip: next loses turn\n" + 'note "x"\n' * (limits.CLAUSES + 1)
    err = refused(notes)
    assert "limit on clauses" in err.message and err.line == limits.CLAUSES + 1


def test_extends_chain(tmp_path: Path) -> None:
    for i in range(400):
        parent = f"c{i + 1}" if i < 399 else "standard"
        (tmp_path / f"c{i}.uno").write_text(f"variant c{i}\nextends {parent}\n", encoding="utf-8")
    with pytest.raises(VariantError, match="limit on extends depth") as got:
        unorules.load(tmp_path / "c0.uno")
    assert got.value.line == 2
    unorules.load(tmp_path / f"c{400 - limits.EXTENDS}.uno")  # a chain of the limit's length loads


@pytest.mark.parametrize("brk", ["\f", "\v", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"])
def test_line_numbers_count_newlines_only(brk: str) -> None:
    err = refused(f"variant t\nextends standard\n# a{brk}b\non skip: next loses tur\n")
    assert (err.line, err.text) == (4, "on skip: next loses tur")


@pytest.mark.parametrize(("data", "line", "column"), [
    ('variant t\nextends standard\ntitle "caf\xe9"\n'.encode("latin-1"), 3, 11),
    ("variant t\n".encode("utf-16"), 1, 1),
    (b"variant t\n\xc3\x28", 2, 1),
    (b"variant t\nnote \"\xe2\x9c\x93\xff\"", 2, 8),
])
def test_not_utf8_says_where(tmp_path: Path, data: bytes, line: int, column: int) -> None:
    path = tmp_path / "bad.uno"
    path.write_bytes(data)
    with pytest.raises(VariantError, match="not UTF-8") as got:
        unorules.load(path)
    assert (got.value.file, got.value.line, got.value.column) == (str(path), line, column)


def test_bom_is_allowed(tmp_path: Path) -> None:
    path = tmp_path / "bom.uno"
    path.write_bytes(b"\xef\xbb\xbfvariant bom\nextends standard\n")
    assert unorules.load(path).name == "bom"


@pytest.mark.parametrize("name", ["*", "s*", "?tandard", "[s]tandard", "a" * 252, "a" * 5000 + ".uno", "x\0y"])
def test_names_are_matched_exactly(name: str) -> None:
    with pytest.raises(VariantError):
        unorules.load(name)


def test_a_file_that_is_not_a_variant_is_not_quoted(tmp_path: Path) -> None:
    secret = tmp_path / "secret.uno"
    secret.write_text("root:x:0:0:root:/root:/bin/bash\n", encoding="utf-8")
    with pytest.raises(VariantError) as got:
        unorules.load(secret)
    assert "root" not in str(got.value).replace(str(tmp_path), "") and "not a variant file" in str(got.value)


@pytest.mark.parametrize(("first", "column", "words"), [
    ("variant mine extends standard", 14, "'extends' is a clause of its own"),
    ("  variant mine   two words", 18, "each clause goes on a line of its own"),
    ("variant My_Rules", 1, "lower case"),
    ("variant", 1, "names no variant"),
])
def test_a_first_line_meant_as_a_header_says_what_is_wrong(tmp_path: Path, first: str, column: int,
                                                           words: str) -> None:
    # A newcomer's "variant mine extends standard" used to be told the file is not a
    # variant at all; the line begins as a header, so the error says what to change.
    path = tmp_path / "mine.uno"
    path.write_text(f"# my table\n{first}\nextends standard\n", encoding="utf-8")
    with pytest.raises(VariantError) as got:
        unorules.load(path)
    assert "not a variant file" not in str(got.value) and words in str(got.value)
    assert (got.value.line, got.value.column) == (2, column)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs FIFOs")
def test_only_regular_files_are_read(tmp_path: Path) -> None:
    fifo = tmp_path / "fifo.uno"
    os.mkfifo(fifo)
    loop = tmp_path / "loop.uno"
    loop.symlink_to(loop)
    for path, words in ((fifo, "not a regular file"), (loop, "symbolic link"),
                        (tmp_path, "folder"), (tmp_path / "none.uno", "no such")):
        with pytest.raises(VariantError, match=words):
            unorules.load(path)


def test_words_on_a_line_and_blank_lines_cost_little() -> None:
    err = refused(BASE + "on " + ", ".join(["skip"] * 40000) + ": nothing\n")
    assert "limit on line length" in err.message and err.line == 3
    assert unorules.loads(BASE + "\n" * 200_000 + "on skip: next loses turn\n").name == "t"
