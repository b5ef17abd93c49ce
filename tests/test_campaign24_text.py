"""'text says what the rules do': the file's own title, about, notes and readings read
narrowly (the deck's size, the colours, the teams, who wins on the scores) and compared
with the compiled rules. Each statement is shown caught when the rules contradict it and
left alone when they agree, and each loose reading that would cry wolf is shown not read.
No solver is involved, so these run in the fast tier."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

pytest.importorskip("z3")

import unorules
from unorules.verify import verify
from unorules.verify.report import PROVED, REFUTED
from unorules.verify.stated import check

HERE = Path(__file__).parent


def _check(tmp_path: Path, body: str) -> tuple[str, str] | None:
    path = tmp_path / "planted.uno"
    path.write_text(body, encoding="utf-8")
    got = check(unorules.load(str(path)))
    return None if got is None else (got[0], got[1])


def _line(body: str, detail: str) -> str:
    """The line of the file a finding points at ('planted.uno:N: ...')."""
    name, line, _rest = detail.split(":", 2)
    assert name == "planted.uno", detail
    return body.splitlines()[int(line) - 1]


THREE_COLOURS = ("colours red, yellow, green\nwithout expect 108 cards\nwithout expect 25 cards per colour\n"
                 "without expect 19 number cards per colour\n")

FIVE_COLOURS = "colours red, yellow, green, blue, purple\nwithout expect 108 cards\n"

# (what is planted, the file's lines after 'variant planted', the words the refutation quotes)
CAUGHT = [
    ("deck size", 'extends standard\nabout "The classic 108-card deck."\n' + THREE_COLOURS,
     "the about says '108-card deck', but the deck has 83 cards"),
    ("deck size, other form", 'extends standard\n' + THREE_COLOURS + 'note "Play with a deck of 108 cards."\n',
     "the note says 'deck of 108 cards', but the deck has 83 cards"),
    ("colours", 'extends standard\nabout "A deck in four colours."\n' + THREE_COLOURS,
     "the about says 'four colours', but the deck has 3 colours (red, yellow, green)"),
    ("colours at a text's head", 'extends standard\n' + THREE_COLOURS + 'note "Four colours of 25 cards each."\n',
     "the note says 'Four colours', but the deck has 3 colours"),
    ("team count", 'extends partners\nplayers 6 to 6\nnote "Two teams of three."\n',
     "the note says 'Two teams of three', but the rules seat three teams of two (seats 0 and 3; 1 and 4; 2 and 5)"),
    ("teams named, none scored", 'extends partners\nscoring: winner scores the other hands\n'
                                 'note "The team of the player who goes out scores the opposing hands."\n',
     "the note says 'team', but the rules have no teams: under 'scoring: winner scores the other hands'"),
    ("lowest wins, winner scored", 'extends standard\ngame ends at 250 points\nnote "The lowest total wins."\n',
     "the note says 'lowest total wins', but under 'scoring: winner scores the other hands' the highest total wins"),
    ("lowest wins, teams scored", 'extends partners\ngame ends at 250 points\nnote "The team with the lowest total '
                                  'wins."\n',
     "the note says 'lowest total wins', but under 'scoring: partners sitting opposite score the other hands' the "
     "highest total wins; hint"),
    ("highest wins, penalties scored", 'extends lowest_score_wins\nabout "The highest score at the end wins."\n',
     "the about says 'highest score at the end wins', but under 'scoring: each player scores their own hand, "
     "lowest wins' the lowest total wins"),
    ("first to reach wins, penalties scored", 'extends lowest_score_wins\ntitle "The first to reach 500 wins"\n',
     "the title says 'first to reach 500 wins', but under"),
    # The game this one changes, named but not placed: what follows is this game's (campaign 24c's
    # fault_05 words; a sentence about the official game itself is not read, below).
    ("the game changed, named", 'extends lowest_score_wins\nabout "The official rules, cut short for a lunch '
                                'break: the first to reach 500 wins."\n',
     "the about says 'first to reach 500 wins', but under"),
    ("this game's clause beside another game's", 'extends lowest_score_wins\ngame ends at 500 points\n'
                                                 'note "The first to reach 500 wins; a grown-up game usually goes '
                                                 'to 500 too."\n',
     "the note says 'first to reach 500 wins', but under"),
    # A sentence split at a semicolon is still read at the clause's head when nothing in it adds or compares.
    ("colours at a clause's head", 'extends standard\n' + THREE_COLOURS + 'note "Four colours; a Skip skips the '
                                   'next player."\n', "the note says 'Four colours', but the deck has 3 colours"),
    # The number a first-to-reach statement says is the game's end (campaign 24c's fault_05: a zero dropped).
    ("the target said, another written", 'extends standard\ngame ends at 25 points\nabout "The first to '
                                         'reach 250 points wins."\n',
     "the about says 'first to reach 250 points wins', but the game ends at 25 points; hint: end the game with "
     "'game ends at 250 points', or correct the text"),
    ("a target said of a game of rounds", 'extends standard\ngame ends after 3 rounds, highest total wins\n'
                                          'note "The first player to reach 500 wins."\n',
     "the note says 'first player to reach 500 wins', but the game ends after 3 rounds whatever the scores"),
    # Forced play said in words, a free draw written (campaign 24c's fault_08, its title and about).
    ("forced play, drawing free", 'extends standard\nabout "A player who can play must play."\n',
     "the about says 'who can play must play', but under 'draw: one card, may play it, even with a playable "
     "card' a player may draw while holding a playable card; hint: end the 'draw:' line with 'only without a "
     "playable card', or correct the text"),
    ("no drawing when able to play", 'extends standard\ntitle "No drawing when you can play"\n',
     "the title says 'No drawing when you can play', but under"),
    ("drawing only without a playable card", 'extends standard\ngame ends at 500 points\nnote "Drawing is '
                                             'allowed only without a playable card."\n',
     "the note says 'Drawing is allowed only without a playable card', but under"),
    ("only the stuck may draw", 'extends standard\nabout "Only a player with nothing to play may draw."\n',
     "the about says 'Only a player with nothing to play may draw', but under"),
    ("a score said of a game without scoring", 'extends standard\nwithout scoring\n'
                                               'about "The fewest points left wins."\n',
     "nothing is scored"),
]


@pytest.mark.parametrize(("what", "body", "said"), CAUGHT, ids=[c[0] for c in CAUGHT])
def test_a_statement_the_rules_contradict_is_caught(tmp_path: Path, what: str, body: str, said: str) -> None:
    body = "variant planted\n" + body
    got = _check(tmp_path, body)
    assert got is not None and got[0] == REFUTED, what
    assert said in got[1], got[1]
    # The line is the text's own: the one whose words were read, and it says them.
    words = re.search(r"the (about|title|note|reading) says '([^']+)'", got[1])
    assert words is not None, got[1]
    line = _line(body, got[1])
    assert line.startswith(words.group(1) + " ") and words.group(2) in line, (line, got[1])
    assert "; hint: " in got[1]


# The same statements where the rules agree, and readings too loose to take.
AGREES = [
    ("deck size agrees", 'extends standard\nabout "A deck of 83 cards in three colours."\n' + THREE_COLOURS, PROVED),
    ("two-sided: a side's colours", 'extends flip\nabout "Each side of the deck in four colours."\n', PROVED),
    ("teams of three seated", 'extends standard\nplayers 6 to 6\nteams: alternate seats\n'
                              'scoring: teams score the other hands\nnote "Two teams of three."\n', PROVED),
    ("three teams of two meant", 'extends partners\nplayers 6 to 6\nnote "Three teams of two, partners opposite."\n',
     PROVED),
    ("lowest wins, penalties scored", 'extends lowest_score_wins\ngame ends at 250 points\nnote "When someone reaches 500 the lowest total '
                                      'wins."\n', PROVED),
    ("the target agrees", 'extends standard\ngame ends at 250 points\nnote "The first to reach 250 points '
                          'wins."\n', PROVED),
    ("forced play kept", 'extends forced_play\nabout "If you can play, you must play."\n', PROVED),
    # Not read: what follows a draw (the draw line's 'must play it'), and a free draw said
    # of a card that may be played ...
    ("a drawn card to be played", 'extends standard\nabout "A player who draws a card they can play must play '
                                  'it."\n', None),
    ("a drawn card played only if it matches", 'extends standard\nabout "The drawn card may be played only if it '
                                               'matches."\n', None),
    ("no drawing without a playable card", 'extends standard\nabout "A player may not draw while holding no '
                                           'playable card."\n', None),
    # ... a count of a hand or of a part of the deck, not the deck's size...
    ("a hand's count and the classic cards", 'extends standard\n' + THREE_COLOURS
     + 'about "The classic 108 cards, less blue; a player who holds 25 cards is in trouble."\n', None),
    # ... a tie broken by the lowest seat, in a game the highest total wins ...
    ("the lowest seat wins a tie", 'extends standard\ngame ends at 250 points\nnote "On a tie the player in the lowest seat wins."\n', None),
    # ... a base deck the sentence adds cards or colours to (its colours, which agree, are kept) ...
    ("a base deck added to", 'extends minion\nabout "The standard 108-card deck in four colours, plus four Dumb Fu '
                             'cards."\n', PROVED),
    ("a colour added", 'extends standard\nabout "A deck in four colours and one more, purple."\n'
                       'colours red, yellow, green, blue, purple\nwithout expect 108 cards\n', None),
    # ... the sentence, not its part before a semicolon, is what adds or compares (campaign 24c's ok_08) ...
    ("a colour added after a semicolon", 'extends standard\n' + FIVE_COLOURS + 'note "Four colours were '
                                         'enough; this deck adds a fifth."\n', None),
    ("a deck compared", 'extends standard\n' + FIVE_COLOURS + 'note "Four colours: one fewer than here."\n', None),
    # ... a colour counted in a card's effect, not in the deck ...
    ("a card's colour", 'extends standard\ngame ends at 250 points\nnote "A Skip makes the next player discard '
                        'every card of one colour."\n', None),
    # ... what another game does (campaign 24c's ok_05 and ok_08: the official game, the classic deck) ...
    ("the official game's winner", 'extends lowest_score_wins\ngame ends at 500 points\nnote "In the official '
                                   'game the winner of each round scores the other hands, and the first to reach '
                                   '500 wins."\n', None),
    ("standard UNO's winner", 'extends lowest_score_wins\ngame ends at 500 points\nnote "In standard UNO the '
                              'highest score wins."\n', None),
    ("the classic deck's colours", 'extends standard\n' + THREE_COLOURS + 'note "The classic deck has four '
                                   'colours."\n', None),
    ("what a deck usually has", 'extends standard\n' + THREE_COLOURS + 'note "A deck usually comes in four '
                                'colours."\n', None),
    ("a game normally played", 'extends lowest_score_wins\ngame ends at 500 points\nnote "Normally the first '
                               'to reach 500 wins."\n', None),
    # ... and teams named only to say there are none.
    ("teams denied", 'extends standard\ngame ends at 250 points\nnote "There are no teams here."\n', None),
    ("partners unlike", 'extends standard\ngame ends at 250 points\nnote "Unlike partners UNO, each player '
                        'scores for themselves."\n', None),
    ("alone", 'extends standard\ngame ends at 250 points\nnote "Every partner of the old rules now scores '
              'alone."\n', None),
]


@pytest.mark.parametrize(("what", "body", "status"), AGREES, ids=[c[0] for c in AGREES])
def test_a_statement_the_rules_keep_or_a_loose_reading_is_not_flagged(tmp_path: Path, what: str, body: str,
                                                                       status: str | None) -> None:
    got = _check(tmp_path, "variant planted\n" + body)
    assert (got[0] if got else None) == status, (what, got)


def test_inherited_text_is_the_parent_s_and_is_not_read(tmp_path: Path) -> None:
    """partners' note 'the first team to reach 500 wins' stays in a child that scores
    penalties: the parent's words about its own rules, which the child changed on purpose."""
    got = _check(tmp_path, "variant planted\nextends partners\n"
                           "scoring: each player scores their own hand, lowest wins\n")
    assert got is None


def test_the_finding_names_the_line_what_it_says_what_the_rules_do_and_a_hint() -> None:
    (row,) = verify(str(HERE / "campaign24" / "fault_30.uno"), only=("stated",)).results
    assert row.prop == "text says what the rules do" and row.status == REFUTED
    assert row.verdict == "refuted (by proof; no scenario can show it)"  # words: nothing to play on the engine
    assert row.detail == ("fault_30.uno:6: the about says '108-card deck', but the deck has 83 cards; hint: make "
                          "the deck 108 cards ('expect 108 cards' then keeps it so), or correct the text")


CORRECT = [p for folder in ("campaign24", "campaign24b", "campaign24c")
           for p in sorted((HERE / folder).glob("ok_*.uno"))]


def test_no_bundled_variant_nor_correct_campaign_file_is_flagged() -> None:
    flagged = []
    for name in [*unorules.variants(), *map(str, CORRECT)]:
        got = check(unorules.load(name))
        if got is not None and got[0] != PROVED:
            flagged.append(f"{name}: {got[1]}")
    assert not flagged, "\n".join(flagged)
    assert len(unorules.variants()) >= 33 and len(CORRECT) == 29


# The campaigns' faults whose intent was said only in words, and what the check reads in each.
FORMERLY_BLIND = [
    ("campaign24/fault_12.uno", "fault_12.uno:7: the note says 'team', but the rules have no teams"),
    ("campaign24/fault_13.uno", "fault_13.uno:7: the note says 'Two teams of three', but the rules seat three "
                                "teams of two (seats 0 and 3; 1 and 4; 2 and 5)"),
    ("campaign24/fault_27.uno", "fault_27.uno:7: the note says 'lowest total wins', but under 'scoring: winner "
                                "scores the other hands' the highest total wins"),
    ("campaign24/fault_30.uno", "fault_30.uno:6: the about says '108-card deck', but the deck has 83 cards"),
    ("campaign24b/fault_07.uno", "fault_07.uno:6: the title says 'two teams', but the rules seat three teams of two"),
]


@pytest.mark.parametrize(("path", "said"), FORMERLY_BLIND, ids=[p for p, _ in FORMERLY_BLIND])
def test_a_campaign_fault_said_only_in_words_is_caught_by_its_words(path: str, said: str) -> None:
    got = check(unorules.load(str(HERE / path)))
    assert got is not None and got[0] == REFUTED and got[1].startswith(said), got


def test_the_reference_example_is_what_verify_says(tmp_path: Path) -> None:
    """docs/language.rst's example under 'What the file's words say', written to its file:
    the comment under it is the check's finding, word for word."""
    page = (HERE.parent / "docs" / "language.rst").read_text(encoding="utf-8")
    block = page.split("What the file's words say\n", 1)[1].split(".. code-block:: none\n\n", 1)[1]
    lines = [line[3:] for line in block.split("\n\n", 1)[0].splitlines()]
    rules = [line for line in lines if not line.startswith("#")]
    said = " ".join(line[2:] for line in lines if line.startswith("#"))
    path = tmp_path / "fault_13.uno"
    path.write_text("\n".join(rules) + "\n", encoding="utf-8")
    got = check(unorules.load(str(path)))
    assert got is not None and said == f"unorules verify: {got[1]}"


def test_a_winner_contradicted_points_at_the_claim_that_keeps_it() -> None:
    """fault_27's hint names the scoring meant and the claim that would have said it."""
    got = check(unorules.load(str(HERE / "campaign24" / "fault_27.uno")))
    assert got is not None and got[1].endswith(
        "hint: score penalties with 'scoring: each player scores their own hand, lowest wins' ('claim the lowest "
        "total wins' then keeps it so), or correct the text")
    # The claim it names compiles and is proved where that scoring is written.
    rules = unorules.loads("variant kept\nextends minion\nscoring: each player scores their own hand, lowest wins\n"
                           "claim the lowest total wins\n")
    from unorules.verify.claims import game_claim

    (claim,) = [c for c in rules.claims if c.what == "lowest_wins"]
    assert game_claim(rules, claim)[0] == PROVED
