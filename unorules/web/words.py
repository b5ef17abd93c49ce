"""The interface's words, from the same gettext catalogs as the rule books.

Each is a message of context ``interface`` in ``unorules/locale/*/LC_MESSAGES/unorules.po``
(``python -m unorules.i18n.catalogs`` finds them here); the page asks for the whole
table in its language and looks its words up by key.
"""

from __future__ import annotations

from unorules.i18n import NAMES, RTL, language, pgettext


def _table() -> dict[str, str]:
    return {
        "app": pgettext("interface", "unorules workbench"),
        "workspace": pgettext("interface", "Workspace"),
        "files": pgettext("interface", "Files"),
        "new": pgettext("interface", "New variant"),
        "new_name": pgettext("interface", "Name of the new file (letters, digits and _)"),
        "extends": pgettext("interface", "Extends"),
        "create": pgettext("interface", "Create"),
        "save": pgettext("interface", "Save"),
        "saved": pgettext("interface", "Saved"),
        "unsaved": pgettext("interface", "Unsaved changes"),
        "open_bundled": pgettext("interface", "Open a copy of a bundled variant"),
        "examples": pgettext("interface", "Examples from the language reference"),
        "insert": pgettext("interface", "Insert"),
        "effects": pgettext("interface", "Effects"),
        "conditions": pgettext("interface", "Conditions"),
        "compiles": pgettext("interface", "Compiles: {cards} cards, {low} to {high} players"),
        "error_at": pgettext("interface", "Line {line}, column {column}"),
        "error_in": pgettext("interface", "In {file}, which this file extends, line {line}"),
        "expected": pgettext("interface", "Expected"),
        "hint": pgettext("interface", "Hint"),
        "nearest": pgettext("interface", "Nearest phrase the language has"),
        "checking": pgettext("interface", "Checking..."),
        "editor": pgettext("interface", "Editor"),
        "book": pgettext("interface", "Rule book"),
        "language": pgettext("interface", "Language"),
        "pdf": pgettext("interface", "Download PDF"),
        "no_pdf": pgettext("interface", "PDF output is not available in this installation"),
        "book_stale": pgettext("interface", "The book shows the last version that compiled"),
        "book_none": pgettext("interface", "The book appears once the file compiles"),
        "verify": pgettext("interface", "Verify"),
        "run_verify": pgettext("interface", "Prove every property"),
        "cancel": pgettext("interface", "Cancel"),
        "property": pgettext("interface", "Property"),
        "result": pgettext("interface", "Result"),
        "detail": pgettext("interface", "Detail"),
        "waiting": pgettext("interface", "waiting"),
        "running": pgettext("interface", "running..."),
        "skipped": pgettext("interface", "does not apply"),
        "show_cx": pgettext("interface", "Show the counterexample"),
        "counterexample": pgettext("interface", "Counterexample"),
        "previous": pgettext("interface", "Previous"),
        "next": pgettext("interface", "Next"),
        "frame": pgettext("interface", "{n} of {total}"),
        "save_scenario": pgettext("interface", "Save as a scenario"),
        "scenario_saved": pgettext("interface", "Scenario saved as {file}"),
        "expects": pgettext("interface", "The property demands"),
        "job_done": pgettext("interface", "Finished in {seconds} s"),
        "job_failed": pgettext("interface", "Stopped: {why}"),
        "simulate": pgettext("interface", "Simulate"),
        "run_simulate": pgettext("interface", "Compare with the parent"),
        "players": pgettext("interface", "Players"),
        "games": pgettext("interface", "Games"),
        "seed": pgettext("interface", "Seed"),
        "figure": pgettext("interface", "Figure"),
        "parent": pgettext("interface", "Parent"),
        "this_variant": pgettext("interface", "This variant"),
        "difference": pgettext("interface", "Difference"),
        "p_value": pgettext("interface", "p-value"),
        "sim_note": pgettext("interface", "Random bots at every seat; 95% intervals in brackets; "
                                          "* marks a difference with p < 0.05."),
        "progress": pgettext("interface", "{which}: {done} of {total} games"),
        "play": pgettext("interface", "Play"),
        "bots": pgettext("interface", "Bots"),
        "pace": pgettext("interface", "Seconds between bot moves"),
        "start_game": pgettext("interface", "Deal a new game"),
        "play_what": pgettext("interface", "Variant"),
        "this_file": pgettext("interface", "the file in the editor"),
        "your_hand": pgettext("interface", "Your hand"),
        "your_turn": pgettext("interface", "Your turn: click a card to play it, or another action."),
        "window_open": pgettext("interface", "Out of turn: you may act now, or let it pass."),
        "let_pass": pgettext("interface", "Let it pass"),
        "out_of_turn": pgettext("interface", "Out of turn"),
        "round_over": pgettext("interface", "The round is over."),
        "game_over": pgettext("interface", "The game is over."),
        "next_round": pgettext("interface", "Next round"),
        "thinking": pgettext("interface", "The bots are playing..."),
        "log": pgettext("interface", "What happened"),
        "save_game": pgettext("interface", "Save the game"),
        "load_game": pgettext("interface", "Load a game"),
        "game_saved": pgettext("interface", "Game saved as {file}"),
        "draw_pile": pgettext("interface", "Draw pile: {n}"),
        "colour": pgettext("interface", "Colour in play: {colour}"),
        "direction": pgettext("interface", "Direction"),
        "score": pgettext("interface", "Score"),
        "pending": pgettext("interface", "Cards waiting to be drawn: {n}"),
        "drawn": pgettext("interface", "You drew {card}: play it or pass."),
        "cards": pgettext("interface", "Cards: {n}"),
        "no_change": pgettext("interface", "No figure differs: in these games the changed rules never came "
                                           "into play (random bots, for instance, never forget to call UNO)."),
        "no_parent": pgettext("interface", "This variant extends no other: there is nothing to compare."),
    }


def table(lang: str) -> dict[str, str]:
    """Every interface word in ``lang``, and the page's direction."""
    with language(lang):
        out = _table()
    out["_dir"] = "rtl" if lang in RTL else "ltr"
    out["_name"] = NAMES[lang]
    return out
