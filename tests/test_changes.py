"""The rule book's "What this variant changes" is complete: derived from the rules.

``unorules.docs.rulebook.changed`` tags each paragraph with the ``RuleSet`` fields it
speaks of. The tests walk the fields: whenever a variant differs from its parent in a
field that is a rule (every field but ``NOT_RULES``), the section has a paragraph on
it. Every such field has a planted variant here that changes it alone, so a field
added to the IR without a line in the section fails; and an omission planted in the
section is caught.
"""

from __future__ import annotations

import re

import attrs
import pytest

import unorules
from unorules.docs import rulebook as rb
from unorules.i18n import after_label, language, variant_text
from unorules.ir.mechanic import Clause, load_mechanics, tellers
from unorules.ir.readers import Changes
from unorules.ir.rules import RuleSet
from unorules.language.loader import loads

pytest.importorskip("docutils")

BASE = "variant planted\nextends standard\n"
# A variant that differs from its parent in (at least) this field.
PLANTS: dict[str, str] = {
    "colours": "colours red, yellow, green, blue, purple\nwithout expect 108 cards\nwithout expect 25 cards per colour\n",
    "min_players": "players 3 to 10\n",
    "max_players": "players 2 to 6\n",
    "hand_size": "deal 5 cards\n",
    "kinds": "card skip: 2 per colour, scores 25\n",
    "aliases": "alias banana = wild_draw_four\n",
    "dealer": "dealer: highest draw, symbols count 10, ties draw again\n",
    "play": "play skip: always\n",
    "require": "require wild: no card of active colour in hand\n",
    "on": "on skip: next draws 1, next loses turn\n",
    "start": "start skip: nothing\n",
    "challenges": "without challenge wild_draw_four\n"
                  "on wild_draw_four: player chooses colour, next draws 4, next loses turn\n",
    "draw": "draw: until playable, must play it, even with a playable card\n",
    "uno": "without uno\n",
    "penalties": "penalty missed_uno: target draws 4\nwithout claim penalty missed_uno costs 2 cards\n",
    "reports": "report offer: target draws 2\n",
    "statuses": "status pose: ends after 2 turn starts of its holder\n"
                "on wild: player chooses colour, next holds pose\n",
    "claims": "claim a round always ends\n",
    "stacks": "on draw_two: next draws 2 or stacks\nstack draw_two on draw_two\n",
    "jump_in": "jump in: identical card\n",
    "last_card": "last card: everything applies\n",
    "scoring": "scoring: each player scores their own hand, lowest wins\n",
    "target": "game ends at 300 points\n",
    "game_end": "game ends after 5 rounds, highest total wins\n",
    "rounds": "game ends after 5 rounds, highest total wins\n",
    "teams": "players 4 to 4\nscoring: teams score the other hands\nteams: seats 0 and 1; seats 2 and 3\n",
    "knock_out": "knock out at 25 cards\nplayers 2 to 6\n",
    "knock_out_bonus": "knock out at 25 cards, winner scores 250 for each player out\nplayers 2 to 6\n",
    "together": "together number cards: same face\n",
    "together_kinds": "together number cards: same face\n",
    "options": 'game ends at 500 points\noptional "For a short game, play to 250 points instead."\n',
}
# Fields a plant cannot change alone: the bundled variant that changes them instead,
# or why none can.
BUNDLED = {"sides": "flip", "pairs": "flip"}
FIXED = {"empty_piles": "the language has one rule for it ('empty piles: draw what there is')"}


def rule_fields() -> list[str]:
    """The fields of a RuleSet that take part in its meaning (equality) and are rules."""
    return [f.name for f in attrs.fields(RuleSet) if f.eq and f.init and f.name not in rb.NOT_RULES]


def differing(rules: RuleSet, parent: RuleSet) -> set[str]:
    return {f for f in rule_fields() if getattr(rules, f) != getattr(parent, f)}


def unmentioned(rules: RuleSet, parent: RuleSet) -> set[str]:
    said = {tag for tags, _text in rb.changed(rules, parent) for tag in tags}
    return differing(rules, parent) - said


def test_every_rule_field_has_a_plant() -> None:
    missing = set(rule_fields()) - set(PLANTS) - set(BUNDLED) - set(FIXED)
    assert not missing, (f"RuleSet fields the changes section was never shown to describe: {sorted(missing)}; "
                         "give changed() a paragraph for each and a plant here")


# --- every clause kind says its own lines --------------------------------------------------------
def untold(classes: list[type[Clause]]) -> list[str]:
    """What is wrong among ``classes``' English for the list, in words: a kind that
    neither says lines nor says why it decides no rule, a kind that names fields but has
    no lines of its own, a field no kind (or two) speaks of."""
    found = []
    rules = set(rule_fields())
    owner: dict[str, list[str]] = {}
    for cls in classes:
        if not cls.tells and not cls.no_rule:
            found.append(f"{cls.__name__} says no line of what a variant changes and not why it decides no rule "
                         "(give it 'tells' and 'changes', or 'no_rule')")
        if cls.tells and "changes" not in cls.__dict__:
            found.append(f"{cls.__name__} tells {cls.tells} but has no 'changes' of its own")
        if cls.tells and cls.no_rule:
            found.append(f"{cls.__name__} tells {cls.tells} and says it decides no rule")
        for f in cls.tells:
            if f not in rules:
                found.append(f"{cls.__name__} tells {f!r}, which is no rule field of a RuleSet")
            owner.setdefault(f, []).append(cls.__name__)
    for f in sorted(rules):
        if len(owner.get(f, [])) != 1:
            found.append(f"the field {f!r} is told by {owner.get(f, 'no clause kind')} (exactly one kind tells a field)")
    return found


def registered() -> list[type[Clause]]:
    # The package's own kinds: other tests plant stand-ins that stay registered.
    return [c for c in load_mechanics().values() if c.__module__.startswith("unorules.")]


def test_every_clause_kind_says_its_changes() -> None:
    assert untold(registered()) == []
    assert set(tellers()) == {c for c in registered() if c.tells}


class _Mute(Clause):  # no phrase: never registered; a new kind that forgot its English
    kind = "mute"


class _Silent(Clause):  # names its field but says nothing of it
    kind = "silent"
    tells = ("uno",)


@pytest.mark.parametrize(("planted", "said"), [
    (_Mute, "_Mute says no line of what a variant changes"),
    (_Silent, "_Silent tells ('uno',) but has no 'changes' of its own"),
])
def test_a_kind_without_its_english_is_found(planted: type[Clause], said: str) -> None:
    classes = registered()
    assert not any(said in p for p in untold(classes))
    assert any(said in p for p in untold([*classes, planted])), untold([*classes, planted])


def test_a_field_nobody_tells_is_found() -> None:
    classes = [c for c in registered() if "uno" not in c.tells]
    assert "the field 'uno' is told by no clause kind (exactly one kind tells a field)" in untold(classes)


@pytest.mark.parametrize("name", ["uno", "knock_out", "side"])
def test_a_kind_that_forgets_its_line_is_caught(monkeypatch: pytest.MonkeyPatch, name: str) -> None:
    """A kind's ``changes`` that says nothing: the plants of its fields find the gap."""
    cls = load_mechanics()[f"{name}_clause"]

    def quiet(cls: type[Clause], w: Changes) -> None:
        return None

    monkeypatch.setattr(cls, "changes", classmethod(quiet))
    plants = [f for f in cls.tells if f in PLANTS]
    for field in plants:
        rules = loads(BASE + PLANTS[field])
        assert rules.parent_rules is not None
        assert field in unmentioned(rules, rules.parent_rules)
    if not plants:  # the bundled variant that changes it
        rules = unorules.load(BUNDLED[cls.tells[0]])
        assert rules.parent_rules is not None
        assert cls.tells[0] in unmentioned(rules, rules.parent_rules)


@pytest.mark.parametrize("field", sorted(PLANTS))
def test_a_planted_change_is_in_the_section(field: str) -> None:
    rules = loads(BASE + PLANTS[field])
    assert rules.parent_rules is not None
    assert field in differing(rules, rules.parent_rules), f"the plant does not change {field}"
    assert unmentioned(rules, rules.parent_rules) == set()


@pytest.mark.parametrize("name", unorules.variants())
@pytest.mark.parametrize("lang", ["en", "fa"])
def test_every_bundled_variant_says_everything_it_changes(name: str, lang: str) -> None:
    from unorules.i18n import language

    rules = unorules.load(name)
    if rules.parent_rules is None:
        pytest.skip("standard extends nothing")
    with language(lang):
        left = unmentioned(rules, rules.parent_rules)
    # A translated book is for players: the claims (the file's statements for the verifier) are not listed.
    assert left == (set() if lang == "en" else left & set(rb.DESIGNERS_ONLY))


def test_a_translated_book_lists_no_claim() -> None:
    """tr F2: the Turkish list showed the claim lines as two more rules."""
    from unorules.i18n import language

    turkish = unorules.load("turkish")
    assert turkish.parent_rules is not None
    with language("tr"):
        text = " ".join(rb.changes(turkish, turkish.parent_rules))
        assert rb._("Stated, and proved for every game:") not in text
        assert rb._("No longer stated:") not in text
    assert "Stated:" in " ".join(rb.changes(turkish, turkish.parent_rules))  # English, without a report


def test_flip_says_its_cards_have_two_faces() -> None:
    flip = unorules.load("flip")
    assert flip.parent_rules is not None
    text = " ".join(rb.changes(flip, flip.parent_rules))
    assert "Every card has two faces" in text and "light" in text and "dark" in text


@pytest.mark.parametrize("lang", ["en", "fa", "tr", "ru"])
def test_minion_lists_its_optional_scoring(lang: str) -> None:
    # The Persian reader's third reading (fa3-3): the sheet's other way to score was printed
    # with the scoring rule only, so a table reading "what this variant changes" never
    # learnt it existed.
    rules = unorules.load("minion")
    with language(lang):
        lines = [text for tags, text in rb.changed(rules, rules.parent_rules) if "options" in tags]
        said = rb.esc(after_label(variant_text(rules.options[0],
                                               next(c.translations for c in rules.clauses if c.options))))
    assert len(lines) == 1 and said in lines[0], lines


def test_an_omission_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """Let the section say nothing of the statuses (Minion's new pose is said with the new
    card that gives it): the walk notices."""
    real = rb.changed

    def forgetful(rules: RuleSet, parent: RuleSet) -> list[tuple[tuple[str, ...], str]]:
        return [(tuple(t for t in tags if t != "statuses"), text) for tags, text in real(rules, parent)]

    monkeypatch.setattr(rb, "changed", forgetful)
    minion = unorules.load("minion")
    assert minion.parent_rules is not None
    assert unmentioned(minion, minion.parent_rules) == {"statuses"}


# --- one rule, one statement -------------------------------------------------------------------------
@pytest.mark.parametrize("lang", ["en", "fa", "tr", "ru"])
def test_no_book_states_a_rule_two_ways(lang: str) -> None:
    """Where two sections state the same rule (a card's effect in its block and in the
    penalties table, a start card in the setup table and in its block), they say the same."""
    found = {name: c for name in unorules.variants() if (c := rb.conflicts(unorules.load(name), lang))}
    assert not found, found


def test_the_consistency_check_catches_two_statements(monkeypatch: pytest.MonkeyPatch) -> None:
    """Let the penalties table name a caught player as a report names its target: the
    UNO section and the table then put the missed-UNO penalty two ways."""
    real_sentence, real_section = rb.sentence, rb.section_penalties

    def sloppy(effects: tuple[object, ...], place: str = "") -> str:
        return real_sentence(effects, "report" if place == "penalty missed_uno" else place)  # type: ignore[arg-type]

    def penalties(book: rb.Book) -> str:
        monkeypatch.setattr(rb, "sentence", sloppy)
        try:
            return real_section(book)
        finally:
            monkeypatch.setattr(rb, "sentence", real_sentence)

    monkeypatch.setattr(rb, "section_penalties", penalties)
    found = rb.conflicts(unorules.load("standard"))
    assert list(found) == ["penalty missed_uno"] and len(found["penalty missed_uno"]) == 2, found


# --- the variant's own text agrees with its rules -------------------------------------------------
def player_text(rules: RuleSet) -> list[str]:
    dropped = rb.dropped_clauses(rules)
    return [rules.about, *(t for c in rules.clauses if c.key not in dropped for t in (*c.notes, *c.readings, *c.options))]


def disagreements(rules: RuleSet, texts: list[str]) -> list[str]:
    """Player texts that say what the rules do not: a knocked-out player 'out of the
    game' when the game has more rounds, a knock-out at another count than the rule's."""
    import re

    found = []
    for text in texts:
        if rules.knock_out and rules.scoring != "none" and re.search(r"out of the game", text):
            found.append(f"{text!r}: a knocked-out player is out of the round, and plays the next")
        for m in re.finditer(r"holds (\d+) cards or more", text):
            if rules.knock_out and int(m.group(1)) != rules.knock_out:
                found.append(f"{text!r}: the knock-out is at {rules.knock_out} cards")
    return found


@pytest.mark.parametrize("name", unorules.variants())
def test_the_variants_text_agrees_with_its_rules(name: str) -> None:
    rules = unorules.load(name)
    assert disagreements(rules, player_text(rules)) == []


def test_the_agreement_check_catches_the_old_no_mercy_note() -> None:
    old = ("A player who ever holds 25 cards or more is out of the game, checked after every action (so one "
           "drawing finishes the draw first).")
    rules = unorules.load("no_mercy")
    assert disagreements(rules, [old]) and disagreements(rules, [old.replace("25", "30")])


def repeated_sentences(name: str, lang: str) -> list[str]:
    """Sentences the changes list says on both sides of a line ("new ... In the parent: old")."""
    from unorules.docs.rulebook import changes
    from unorules.i18n import language

    rules = unorules.load(name)
    with language(lang):
        lines = changes(rules, rules.parent_rules)
    out = []
    for line in lines:
        halves = re.split(r"\*\*[^*]*(?:“|«)[^*]*(?:”|»)[^*]*:\*\*", line)
        if len(halves) == 2:
            first = set(re.split(r"(?<=[.!?])\s+", halves[0].split(":**", 1)[-1].strip()))
            out += [s for s in re.split(r"(?<=[.!?])\s+", halves[1].strip()) if s in first]
    return out


@pytest.mark.parametrize("lang", ["en", "fa", "tr", "ru"])
def test_a_changed_game_end_is_not_hidden_among_unchanged_sentences(lang: str) -> None:
    """fa4-8: five_rounds' scoring line said its unchanged round rule twice, word for word."""
    for name in ("five_rounds", "three_rounds_lowest"):
        assert not repeated_sentences(name, lang), (name, lang)


def test_the_repeat_check_catches_the_old_line(monkeypatch: pytest.MonkeyPatch) -> None:
    from unorules.ir.mechanics import scoring

    monkeypatch.setattr(scoring, "unshared", lambda new, old: (new, old))
    assert repeated_sentences("five_rounds", "en")
