"""Parse tree -> AST: a Lark Transformer that builds frozen Clause objects."""

from __future__ import annotations

import re
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from unorules.ir import conditions as c
from unorules.ir import effects as e
from unorules.language.ast import (
    CardDef,
    ChallengeDef,
    Clause,
    Effects,
    Expect,
    ReportDef,
    Rule,
    Selector,
)

_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|.)")
_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t"}


def _unescape(m: re.Match[str]) -> str:
    code = m.group(1)
    if len(code) == 5:
        return chr(int(code[1:], 16))
    return _ESCAPES.get(code, m.group(0))


# Subjects each effect may take are checked by the compiler; the grammar accepts any.
Prop = tuple[str, Any]


@v_args(meta=True)
class ToAst(Transformer[Token, list[Clause]]):
    def __init__(self, file: str, lines: list[str]) -> None:
        super().__init__()
        self.file = file
        self.lines = lines

    def _clause(self, meta: Meta, kind: str, key: str, value: Any) -> Clause:
        text = self.lines[meta.line - 1].strip() if 0 < meta.line <= len(self.lines) else ""
        return Clause(kind, key, value, meta.line, meta.column, self.file, text)

    def start(self, meta: Meta, items: list[Any]) -> list[Clause]:
        out: list[Clause] = []
        for item in items:
            out.extend(item if isinstance(item, list) else [item])
        return out

    # --- header ---------------------------------------------------------------
    def variant_clause(self, meta: Meta, a: list[Token]) -> Clause:
        return self._clause(meta, "variant", "variant", str(a[0]))

    def extends_clause(self, meta: Meta, a: list[Token]) -> Clause:
        return self._clause(meta, "extends", "extends", str(a[0]))

    def title_clause(self, meta: Meta, a: list[str]) -> Clause:
        return self._clause(meta, "title", "title", a[0])

    def about_clause(self, meta: Meta, a: list[str]) -> Clause:
        return self._clause(meta, "about", "about", a[0])

    def note_clause(self, meta: Meta, a: list[str]) -> Clause:
        return self._clause(meta, "note", "note", a[0])

    def STRING(self, tok: Token) -> str:
        body = tok[1:-1]
        if "\\" not in body:
            return body
        # Decoded here rather than with Python's unicode_escape codec, which garbles
        # non-Latin text and raises on an escape it does not know (a "\x" in a note
        # became a traceback); an unknown escape is kept as written.
        return _ESCAPE.sub(_unescape, body)

    def INT(self, tok: Token) -> int:
        return int(tok)

    # --- table ----------------------------------------------------------------
    def players_clause(self, meta: Meta, a: list[int]) -> Clause:
        return self._clause(meta, "players", "players", (a[0], a[1]))

    def colours_clause(self, meta: Meta, a: list[Token]) -> Clause:
        return self._clause(meta, "colours", "colours", tuple(str(x) for x in a))

    def deal_clause(self, meta: Meta, a: list[int]) -> Clause:
        return self._clause(meta, "deal", "deal", a[0])

    def colour_word(self, meta: Meta, a: list[Any]) -> str:
        return "colour"

    # --- cards ----------------------------------------------------------------
    def per_colour(self, meta: Meta, a: list[Any]) -> Prop:
        return ("per_colour", a[0])

    def colourless(self, meta: Meta, a: list[Any]) -> Prop:
        return ("colourless", a[0])

    def is_number(self, meta: Meta, a: list[Any]) -> Prop:
        return ("number", True)

    def scores(self, meta: Meta, a: list[Any]) -> Prop:
        return ("points", a[0])

    def scores_face(self, meta: Meta, a: list[Any]) -> Prop:
        return ("points", None)

    def card_clause(self, meta: Meta, a: list[Any]) -> list[Clause]:
        names: tuple[str, ...] = a[0]
        props = dict(a[1:])
        counts = [k for k in ("per_colour", "colourless") if k in props]
        coloured = counts == ["per_colour"]
        count = props[counts[0]] if counts else -1  # the compiler reports a missing count
        if len(counts) > 1:
            count = -2
        return [
            self._clause(
                meta, "card", f"card {n}",
                CardDef(n, coloured, count, bool(props.get("number")), props.get("points", 0)),
            )
            for n in names
        ]

    def alias_clause(self, meta: Meta, a: list[Any]) -> Clause:
        return self._clause(meta, "alias", f"alias {a[0]}", (str(a[0]), a[1]))

    def expect_total(self, meta: Meta, a: list[Any]) -> tuple[str, str | None]:
        return ("total", None)

    def expect_per_colour(self, meta: Meta, a: list[Any]) -> tuple[str, str | None]:
        return ("per_colour", None)

    def expect_kind(self, meta: Meta, a: list[Any]) -> tuple[str, str | None]:
        return ("kind", a[0])

    def expect_numbers_per_colour(self, meta: Meta, a: list[Any]) -> tuple[str, str | None]:
        return ("numbers_per_colour", None)

    def expect_clause(self, meta: Meta, a: list[Any]) -> Clause:
        what, kind = a[1]
        ex = Expect(a[0], what, kind)
        return self._clause(meta, "expect", _expect_key(ex), ex)

    # --- dealing --------------------------------------------------------------
    def highest_draw(self, meta: Meta, a: list[Any]) -> Prop:
        return ("highest_draw", True)

    def symbols_count(self, meta: Meta, a: list[Any]) -> Prop:
        return ("symbols_count", a[0])

    def ties_draw_again(self, meta: Meta, a: list[Any]) -> Prop:
        return ("ties_draw_again", True)

    def dealer_clause(self, meta: Meta, a: list[Prop]) -> Clause:
        return self._clause(meta, "dealer", "dealer", tuple(a))

    # --- selectors ------------------------------------------------------------
    def kind(self, meta: Meta, a: list[Any]) -> str:
        return str(a[0])

    def kinds(self, meta: Meta, a: list[str]) -> tuple[str, ...]:
        return tuple(a)

    def kind_range(self, meta: Meta, a: list[int]) -> tuple[str, ...]:
        return tuple(str(i) for i in range(a[0], a[1] + 1))

    def selector(self, meta: Meta, a: list[tuple[str, ...]]) -> Selector:
        return Selector("kinds", a[0])

    def any_card(self, meta: Meta, a: list[Any]) -> Selector:
        return Selector("any")

    def number_cards(self, meta: Meta, a: list[Any]) -> Selector:
        return Selector("numbers")

    # --- rules ----------------------------------------------------------------
    def play_clause(self, meta: Meta, a: list[Any]) -> Clause:
        return self._clause(meta, "play", f"play {a[0]}", Rule(a[0], a[1]))

    def require_clause(self, meta: Meta, a: list[Any]) -> Clause:
        return self._clause(meta, "require", f"require {a[0]}", Rule(a[0], a[1]))

    def on_clause(self, meta: Meta, a: list[Any]) -> Clause:
        return self._clause(meta, "on", f"on {a[0]}", Effects(a[0], a[1]))

    def start_clause(self, meta: Meta, a: list[Any]) -> Clause:
        return self._clause(meta, "start", f"start {a[0]}", Effects(a[0], a[1]))

    def outcome(self, meta: Meta, a: list[Any]) -> tuple[str, tuple[e.Effect, ...]]:
        return (str(a[0]), a[1])

    def challenge_clause(self, meta: Meta, a: list[Any]) -> Clause:
        outs: dict[str, tuple[e.Effect, ...]] = {}
        for name, effs in a[1:]:
            outs[name] = effs
        value = ChallengeDef(
            a[0], outs.get("accepted", ()), outs.get("guilty", ()), outs.get("innocent", ()),
        )
        clause = self._clause(meta, "challenge", f"challenge {a[0]}", value)
        missing = sorted({"accepted", "guilty", "innocent"} - set(outs))
        if missing or len(a) - 1 != 3:
            return self._clause(meta, "bad_challenge", clause.key, clause)
        return clause

    def draw_one(self, meta: Meta, a: list[Any]) -> Prop:
        return ("until_playable", False)

    def draw_until_playable(self, meta: Meta, a: list[Any]) -> Prop:
        return ("until_playable", True)

    def may_play_drawn(self, meta: Meta, a: list[Any]) -> Prop:
        return ("after", "may")

    def must_play_drawn(self, meta: Meta, a: list[Any]) -> Prop:
        return ("after", "must")

    def draw_anytime(self, meta: Meta, a: list[Any]) -> Prop:
        return ("anytime", True)

    def draw_when_stuck(self, meta: Meta, a: list[Any]) -> Prop:
        return ("anytime", False)

    def draw_clause(self, meta: Meta, a: list[Prop]) -> Clause:
        return self._clause(meta, "draw", "draw", tuple(a))

    def uno_clause(self, meta: Meta, a: list[Any]) -> Clause:
        return self._clause(meta, "uno", "uno", None)

    def penalty_clause(self, meta: Meta, a: list[Any]) -> Clause:
        ev = str(a[0])
        return self._clause(meta, "penalty", f"penalty {ev}", Effects(Selector("any"), a[1]))

    def report_clause(self, meta: Meta, a: list[Any]) -> Clause:
        name = str(a[0])
        cond = a[1] if len(a) == 3 else None
        return self._clause(meta, "report", f"report {name}", ReportDef(name, cond, a[-1]))

    def stack_clause(self, meta: Meta, a: list[str]) -> Clause:
        return self._clause(meta, "stack", f"stack {a[0]} on {a[1]}", (a[0], a[1]))

    def jump_in_clause(self, meta: Meta, a: list[Any]) -> Clause:
        return self._clause(meta, "jump_in", "jump in", Rule(Selector("any"), a[0]))

    def last_draws(self, meta: Meta, a: list[Any]) -> str:
        return "draws"

    def last_everything(self, meta: Meta, a: list[Any]) -> str:
        return "everything"

    def last_nothing(self, meta: Meta, a: list[Any]) -> str:
        return "nothing"

    def last_card_clause(self, meta: Meta, a: list[str]) -> Clause:
        return self._clause(meta, "last_card", "last card", a[0])

    def winner_takes_all(self, meta: Meta, a: list[Any]) -> str:
        return "winner"

    def running_penalty(self, meta: Meta, a: list[Any]) -> str:
        return "penalty"

    def scoring_clause(self, meta: Meta, a: list[str]) -> Clause:
        return self._clause(meta, "scoring", "scoring", a[0])

    def target_clause(self, meta: Meta, a: list[int]) -> Clause:
        return self._clause(meta, "target", "game ends", a[0])

    def empty_piles_clause(self, meta: Meta, a: list[Any]) -> Clause:
        return self._clause(meta, "empty_piles", "empty piles", "draw_what_there_is")

    # --- without --------------------------------------------------------------
    def without_clause(self, meta: Meta, a: list[str]) -> Clause:
        return self._clause(meta, "without", f"without {a[0]}", a[0])

    def key_card(self, meta: Meta, a: list[Any]) -> str:
        return f"card {a[0]}"

    def key_alias(self, meta: Meta, a: list[Any]) -> str:
        return f"alias {a[0]}"

    def key_play(self, meta: Meta, a: list[Any]) -> str:
        return f"play {a[0]}"

    def key_require(self, meta: Meta, a: list[Any]) -> str:
        return f"require {a[0]}"

    def key_on(self, meta: Meta, a: list[Any]) -> str:
        return f"on {a[0]}"

    def key_start(self, meta: Meta, a: list[Any]) -> str:
        return f"start {a[0]}"

    def key_challenge(self, meta: Meta, a: list[Any]) -> str:
        return f"challenge {a[0]}"

    def key_penalty(self, meta: Meta, a: list[Any]) -> str:
        return f"penalty {a[0]}"

    def key_report(self, meta: Meta, a: list[Any]) -> str:
        return f"report {a[0]}"

    def key_stack(self, meta: Meta, a: list[Any]) -> str:
        return f"stack {a[0]} on {a[1]}"

    def key_jump_in(self, meta: Meta, a: list[Any]) -> str:
        return "jump in"

    def key_expect(self, meta: Meta, a: list[Any]) -> str:
        what, kind = a[1]
        return _expect_key(Expect(a[0], what, kind))

    # --- effects --------------------------------------------------------------
    def who(self, meta: Meta, a: list[Token]) -> str:
        return str(a[0])

    def effects(self, meta: Meta, a: list[e.Effect]) -> tuple[e.Effect, ...]:
        return tuple(a)

    def effect(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.Guarded(a[0], a[1]) if len(a) == 2 else a[0]

    def draw(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.Draw(a[0], a[1])

    def draw_or_stack(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.DrawOrStack(a[0], a[1])

    def draw_until_colour(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.DrawUntilColour(a[0])

    def lose_turn(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.LoseTurn(a[0])

    def reverse(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.Reverse()

    def choose_colour(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.ChooseColour(a[0])

    def swap_hands(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.SwapHands(a[0], a[1])

    def rotate_hands(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.RotateHands()

    def shuffle_hands(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.ShuffleHands()

    def discard_colour(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.DiscardColour(a[0])

    def hold_pose(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.HoldPose(a[0])

    def release_pose(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.ReleasePose(a[0])

    def open_challenge(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.OpenChallenge(a[0])

    def plays_first(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.PlaysFirst(a[0])

    def return_and_turn(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.ReturnAndTurn()

    def end_turn(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.EndTurn()

    def nothing(self, meta: Meta, a: list[Any]) -> e.Effect:
        return e.Nothing()

    # --- conditions -----------------------------------------------------------
    def or_(self, meta: Meta, a: list[c.Cond]) -> c.Cond:
        return c.Or(a[0], a[1])

    def and_(self, meta: Meta, a: list[c.Cond]) -> c.Cond:
        return c.And(a[0], a[1])

    def not_(self, meta: Meta, a: list[c.Cond]) -> c.Cond:
        return c.Not(a[0])

    def same_colour(self, meta: Meta, a: list[Any]) -> c.Cond:
        return c.SameColour()

    def same_face(self, meta: Meta, a: list[Any]) -> c.Cond:
        return c.SameFace()

    def always(self, meta: Meta, a: list[Any]) -> c.Cond:
        return c.Always()

    def no_active_colour_in_hand(self, meta: Meta, a: list[Any]) -> c.Cond:
        return c.NoActiveColourInHand()

    def player_count(self, meta: Meta, a: list[Any]) -> c.Cond:
        return c.PlayerCount(a[0])

    def holds_pose(self, meta: Meta, a: list[Any]) -> c.Cond:
        return c.HoldsPose(a[0])


def _expect_key(ex: Expect) -> str:
    return {
        "total": "expect cards",
        "per_colour": "expect cards per colour",
        "numbers_per_colour": "expect number cards per colour",
    }.get(ex.what, f"expect {ex.kind}")
