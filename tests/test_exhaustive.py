"""The exhaustive check: the verifier's model against every reachable engine state of small
tables. Every bundled variant agrees (the slow tier at the full bound, a quick part by
default), and planted model mutants (a dropped transition case, a wrong side, a wrong end
condition, a too strong invariant, a forgotten skip) are each caught. The comparison of
each step in Python (unorules.verify.allowed) gives Z3's verdict, and a slip planted in it
is caught."""

from __future__ import annotations

import attrs
import pytest

pytest.importorskip("z3")

from model_mutants import MODEL_MUTANTS, ModelMutant

import unorules
from unorules.cli import main
from unorules.engine.state import GameState
from unorules.verify import exhaustive as ex
from unorules.verify import meanings
from unorules.verify.agreement import Agreement

SLOW = 6_000  # states per small table in the slow tier (the command's default is ex.STATES)
QUICK = ("standard", "flip", "multiple_cards", "turkish")


def _agrees(name: str, states: int) -> ex.Exhaustive:
    got = ex.check(unorules.load(name), states=states)
    assert got.ok, "\n" + got.text()
    for t in got.tables:
        assert t.states >= min(states, 50) and t.transitions > 0, t.summary()
        # Most of the model's transition classes are taken by some engine step.
        assert len(t.covered) >= len(t.uncovered), t.summary()
    return got


# The slow tier has no quick case: the breadth-first search is the same at any bound, so
# test_every_bundled_variant_agrees_on_every_small_table's SLOW states include the first
# QUICK of each table (mercy and no_mercy, once the slow tier's quick cases, are there).
@pytest.mark.parametrize("name", QUICK)
def test_quick_small_tables_agree(name: str) -> None:
    _agrees(name, ex.QUICK)


@pytest.mark.slow
@pytest.mark.parametrize("name", unorules.variants())
def test_every_bundled_variant_agrees_on_every_small_table(name: str) -> None:
    _agrees(name, SLOW)


def test_small_decks_keep_every_kind_and_face() -> None:
    for name in ("standard", "flip", "jump_in", "no_mercy"):
        rules = unorules.load(name)
        for tb in ex.small_tables(rules):
            faces = {c.kind for c in tb.rules.faces()}
            assert faces == {k.name for k in rules.kinds}, name
            assert len(tb.rules.deck) <= 45 and tb.players <= 3
            assert tb.rules.hand_size * tb.players < len(tb.rules.deck)
            if rules.pairs:
                # The sides keep as many colours each: the model reads a colour by its place.
                assert len({len(cols) for _, cols in tb.rules.sides}) == 1
    # A rule that asks for an identical card gets a second copy to be met with.
    small = ex.small_tables(unorules.load("jump_in"))[0].rules
    assert any(k.count == 2 and k.coloured for k in small.kinds)


@pytest.mark.parametrize("mutant", MODEL_MUTANTS, ids=lambda m: m.name)
def test_model_mutant_is_caught(mutant: ModelMutant) -> None:
    rules = unorules.load(mutant.variant)
    got = ex.check(rules, states=ex.QUICK, model=mutant.model, verdicts=None, stop_after=1)
    assert not got.ok, f"{mutant.name} slipped through\n{got.text()}"
    d = got.disagreements[0]
    # Reported with where it was found: the deal's seed and the actions from it.
    assert d.seed >= 0 and f"seed {d.seed}" in d.describe()


def test_a_disagreement_replays_from_its_seed() -> None:
    mutant = MODEL_MUTANTS[0]
    rules = unorules.load(mutant.variant)
    got = ex.check(rules, states=ex.QUICK, model=mutant.model, verdicts=None, stop_after=1)
    d = got.disagreements[0]
    tb = next(t for t in ex.small_tables(rules) if t.label == d.table)
    s = tb.rules.new_game(players=d.players, seed=d.seed)
    for a in d.path:
        s = tb.rules.apply(s, a)
    assert s == d.state


def test_a_statement_the_engine_contradicts_is_found(monkeypatch: pytest.MonkeyPatch) -> None:
    """The statement of 'round winner's hand empty' read as it was before knock-outs
    counted ('a round ends only with its winner's hand empty') is false under mercy: the
    check finds the round won by the last player in, holding cards."""
    rules = unorules.load("mercy")
    assert "every other player is knocked out" in meanings.winner_words(rules)
    # One small table (the slow tier checks mercy's every table): the statement as it is
    # holds there, and the old reading fails there.
    table = ex.small_tables(rules)[:1]
    got = ex.check(rules, states=ex.QUICK, tables=table, verdicts=None)
    assert got.ok, got.text()
    plain = meanings.round_ends(unorules.load("standard"))
    monkeypatch.setattr(meanings, "round_ends", lambda r: plain)
    got = ex.check(rules, states=ex.QUICK, tables=table, verdicts=None, stop_after=1)
    assert not got.ok
    assert "round winner's hand empty" in got.disagreements[0].what
    assert "holding" in got.disagreements[0].what


def test_the_round_end_statements_follow_the_variants_end_conditions() -> None:
    from unorules.verify import verify

    rows = verify("mercy", only=("winner", "round_ends")).by_property()
    assert rows["round winner's hand empty"].detail.endswith(
        "a round ends only when its winner's hand is empty or every other player is knocked out, "
        "and a player who plays their last card wins it (no other player's action empties the winner's hand)")
    assert rows["empty hand ends the round"].detail.endswith("while every player still in holds a card")
    rows = verify("standard", only=("winner",)).by_property()
    assert rows["round winner's hand empty"].detail.endswith(
        "a round ends only when its winner's hand is empty, and a player who plays their last card wins it "
        "(no other player's action empties the winner's hand)")


def test_command(capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    with pytest.raises(SystemExit) as done:
        main(["verify", "standard", "--exhaustive", "--states", "300", "--jobs", "1", "--games", "1",
              "--actions", "20", "--out", str(tmp_path)])
    out = capsys.readouterr().out
    assert done.value.code == 0, out
    assert "exhaustive check of the verifier's model" in out
    assert "0 disagreements (each a defect of the verifier)" in out
    assert "model transitions taken" in out


def test_command_json(capsys: pytest.CaptureFixture[str], tmp_path: object) -> None:
    import json

    jsonschema = pytest.importorskip("jsonschema")
    from unorules.commandline import schema

    with pytest.raises(SystemExit) as done:
        main(["verify", "standard", "--exhaustive", "--states", "200", "--jobs", "1", "--games", "1",
              "--actions", "20", "--out", str(tmp_path), "--json", "-", "-q"])
    assert done.value.code == 0
    doc = json.loads(capsys.readouterr().out)
    jsonschema.validate(doc, schema("verify"))
    (one,) = doc["exhaustive"]
    assert one["ok"] and one["states"] >= 200 and len(one["tables"]) == 3


# --- the comparison in Python against Z3's -------------------------------------------------
def _tampered(s: GameState, after: GameState) -> list[GameState]:
    """``after`` changed the way a wrong engine step would leave it: the turn at the wrong
    seat, the direction turned, a draw owed, a card from the draw pile in the first hand."""
    out = [attrs.evolve(after, to_act=(after.to_act + 1) % after.players), attrs.evolve(after, direction=-after.direction),
           attrs.evolve(after, pending_draw=after.pending_draw + 2)]
    if after.draw_pile:
        hands = list(after.hands)
        hands[0] = (*hands[0], after.draw_pile[0])
        out.append(attrs.evolve(after, hands=tuple(hands), draw_pile=after.draw_pile[1:]))
    return out


def _fast_against_z3(name: str, states: int = 80) -> tuple[int, int, int, list[str]]:
    """Every transition of the first ``states`` states (breadth first) of a small table of
    ``name``, and each tampered, compared in Python (``Checker.fast_verdict``) and by Z3
    alone: how many, how many the Python comparison decided, how many of those it
    refused, and where the two differ (the invariant of each post-state too)."""
    tb = ex.small_tables(unorules.load(name))[0]
    ag = Agreement(tb.rules)
    seen: set[GameState] = set()
    queue = [tb.rules.new_game(players=tb.players, seed=seed) for seed in range(3)]
    compared = decided = refused = 0
    differ: list[str] = []
    while queue and len(seen) < states:
        s = queue.pop(0)
        if s in seen:
            continue
        seen.add(s)
        for a in tb.rules.legal_actions(s):
            after = tb.rules.apply(s, a)
            queue.append(after)
            got = ag.comparison(s, a, after)
            if got is None:
                continue
            st, v, extra = got
            for post in (after, *_tampered(s, after)):
                # The invariant, worked out in Python, against Z3's.
                holds = ag.invariant_holds(ag.base_inputs(post, post.to_act))
                if holds is not None and holds != (ag.invariant_broken(post, fast=False) is None):
                    differ.append(f"the invariant of {post}: Python {holds}")
                compared += 1
                fast = ag.fast_verdict(st, v, post, extra)
                z3_allows = ag.compare(st, v, post, extra, fast=False) is None
                if fast is None:
                    continue
                decided += 1
                refused += not fast
                if fast != z3_allows:
                    differ.append(f"{st.name} from {s} to {post}: Python {fast}, Z3 {z3_allows}")
    return compared, decided, refused, differ


@pytest.mark.parametrize("name", ("standard", "flip", "no_mercy"))
def test_the_comparison_in_python_gives_z3s_verdict(name: str) -> None:
    """The exhaustive check compares most engine steps with the model in Python, from the
    model's terms worked out once per pre-state; on real and tampered steps (a wrong seat
    to act, a wrong direction, a card out of place) it says what Z3 says, and it decides
    most of them (no_mercy's knock-outs leave it choices to solve)."""
    compared, decided, refused, differ = _fast_against_z3(name)
    assert not differ, "\n".join(differ[:5])
    assert decided >= 0.8 * compared and refused >= 0.3 * decided, (compared, decided, refused)


@pytest.mark.parametrize("plant", ("compiled >= as >", "open values not compared"))
def test_a_wrong_comparison_in_python_is_caught(plant: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """A slip in the Python comparison (an operator translated wrongly, values left
    uncompared) makes it differ from Z3 on some step, and the test above sees it."""
    import z3

    from unorules.verify import allowed, compiled

    if plant == "compiled >= as >":
        monkeypatch.setitem(compiled._COMPARE, z3.Z3_OP_GE, " > ")
        name = "standard"
    else:
        monkeypatch.setattr(allowed, "_equal", lambda known, want, bools, guilt: True)
        name = "no_mercy"
    assert _fast_against_z3(name)[3], f"{plant} slipped through"
