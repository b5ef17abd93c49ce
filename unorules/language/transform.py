"""Parse tree -> AST: a Lark Transformer that builds one typed clause per line.

Clause rules have a callback each here; every primitive's rule gets its callback from
the registry (:func:`transformer`), which builds the primitive's class from its
phrase's words. A clause that cannot mean anything (a card without a count, a
challenge without its three outcomes) is a :class:`~unorules.VariantError` here, with
its position.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from functools import lru_cache
from typing import Any

from lark import Token, Transformer, v_args
from lark.tree import Meta

from unorules.errors import VariantError
from unorules.ir.conditions.base import And, Cond, Not, Or
from unorules.ir.effects.base import Effect, Guarded
from unorules.ir.primitive import Primitive, load_all
from unorules.language import ast as a
from unorules.language import limits

_ESCAPE = re.compile(r"\\(u[0-9a-fA-F]{4}|.)")
_ESCAPES = {'"': '"', "\\": "\\", "n": "\n", "t": "\t"}


def _unescape(m: re.Match[str]) -> str:
    code = m.group(1)
    if len(code) == 5:
        return chr(int(code[1:], 16))
    return _ESCAPES.get(code, m.group(0))


Prop = tuple[str, Any]


@v_args(meta=True)
class Clauses(Transformer[Token, list[a.Clause]]):
    """Parse tree -> clauses; the primitives' rules are added by :func:`transformer`."""

    def __init__(self, file: str, lines: list[str]) -> None:
        super().__init__()
        self.file = file
        self.lines = lines

    def _pos(self, meta: Meta) -> dict[str, Any]:
        text = self.lines[meta.line - 1].strip() if 0 < meta.line <= len(self.lines) else ""
        return {"line": meta.line, "column": meta.column, "file": self.file, "text": text}

    def _error(self, meta: Meta, message: str, hint: str, clause: str) -> VariantError:
        pos = self._pos(meta)
        return VariantError(message, file=self.file, line=pos["line"], column=pos["column"],
                            text=pos["text"], hint=hint, clause=clause)

    def start(self, meta: Meta, items: list[Any]) -> list[a.Clause]:
        out: list[a.Clause] = []
        for item in items:
            out.extend(item if isinstance(item, list) else [item])
        return out

    # --- header ---------------------------------------------------------------
    def variant_clause(self, meta: Meta, x: list[Token]) -> a.Clause:
        return a.VariantClause(name=str(x[0]), **self._pos(meta))

    def extends_clause(self, meta: Meta, x: list[Token]) -> a.Clause:
        return a.ExtendsClause(name=str(x[0]), **self._pos(meta))

    def title_clause(self, meta: Meta, x: list[str]) -> a.Clause:
        return a.TitleClause(value=x[0], **self._pos(meta))

    def about_clause(self, meta: Meta, x: list[str]) -> a.Clause:
        return a.AboutClause(value=x[0], **self._pos(meta))

    def note_clause(self, meta: Meta, x: list[str]) -> a.Clause:
        return a.NoteClause(value=x[0], **self._pos(meta))

    def quote_clause(self, meta: Meta, x: list[str]) -> a.Clause:
        return a.NoteClause(value=x[0], style="quote", gloss=x[1] if len(x) > 1 else "", **self._pos(meta))

    def reading_clause(self, meta: Meta, x: list[str]) -> a.Clause:
        return a.NoteClause(value=x[0], style="reading", **self._pos(meta))

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
    def players_clause(self, meta: Meta, x: list[int]) -> a.Clause:
        return a.PlayersClause(low=x[0], high=x[1], **self._pos(meta))

    def colours_clause(self, meta: Meta, x: list[Token]) -> a.Clause:
        return a.ColoursClause(colours=tuple(str(c) for c in x), **self._pos(meta))

    def side_clause(self, meta: Meta, x: list[Token]) -> a.Clause:
        return a.SideClause(name=str(x[0]), colours=tuple(str(c) for c in x[1:]), **self._pos(meta))

    def coloured_face(self, meta: Meta, x: list[Any]) -> a.FaceText:
        return (str(x[0]), x[1])

    def plain_face(self, meta: Meta, x: list[Any]) -> a.FaceText:
        return (None, x[0])

    def pair_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.PairClause(front=x[0], backs=tuple(x[1:]), **self._pos(meta))

    def deal_clause(self, meta: Meta, x: list[int]) -> a.Clause:
        return a.DealClause(cards=x[0], **self._pos(meta))

    def colour_word(self, meta: Meta, x: list[Any]) -> str:
        return "colour"

    # --- cards ----------------------------------------------------------------
    def per_colour(self, meta: Meta, x: list[Any]) -> Prop:
        return ("per_colour", x[0])

    def colourless(self, meta: Meta, x: list[Any]) -> Prop:
        return ("colourless", x[0])

    def is_number(self, meta: Meta, x: list[Any]) -> Prop:
        return ("number", True)

    def scores(self, meta: Meta, x: list[Any]) -> Prop:
        return ("points", x[0])

    def scores_face(self, meta: Meta, x: list[Any]) -> Prop:
        return ("points", None)

    def on_side(self, meta: Meta, x: list[Any]) -> Prop:
        return ("side", str(x[0]))

    def card_clause(self, meta: Meta, x: list[Any]) -> list[a.Clause]:
        names: tuple[str, ...] = x[0]
        props = dict(x[1:])
        counts = [k for k in ("per_colour", "colourless") if k in props]
        label = ", ".join(names)
        if not counts:
            raise self._error(meta, f"card {label} has no count",
                              "add '<n> per colour' for coloured cards or '<n> without colour' for wilds",
                              f"card {label}")
        if len(counts) > 1:
            raise self._error(meta, f"card {label} is given both a per-colour count and a colourless count",
                              "a card kind is either coloured or not", f"card {label}")
        return [
            a.CardClause(name=n, coloured=counts[0] == "per_colour", count=props[counts[0]],
                         number=bool(props.get("number")), points=props.get("points", 0),
                         side=props.get("side", ""), **self._pos(meta))
            for n in names
        ]

    def alias_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.AliasClause(alias=str(x[0]), card=x[1], **self._pos(meta))

    def expect_total(self, meta: Meta, x: list[Any]) -> tuple[str, str | None]:
        return ("total", None)

    def expect_per_colour(self, meta: Meta, x: list[Any]) -> tuple[str, str | None]:
        return ("per_colour", None)

    def expect_kind(self, meta: Meta, x: list[Any]) -> tuple[str, str | None]:
        return ("kind", x[0])

    def expect_numbers_per_colour(self, meta: Meta, x: list[Any]) -> tuple[str, str | None]:
        return ("numbers_per_colour", None)

    def expect_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        what, card = x[1]
        return a.ExpectClause(n=x[0], what=what, card=card, **self._pos(meta))

    # --- dealing --------------------------------------------------------------
    def highest_draw(self, meta: Meta, x: list[Any]) -> Prop:
        return ("highest_draw", True)

    def symbols_count(self, meta: Meta, x: list[Any]) -> Prop:
        return ("symbols_count", x[0])

    def ties_draw_again(self, meta: Meta, x: list[Any]) -> Prop:
        return ("ties_draw_again", True)

    def dealer_clause(self, meta: Meta, x: list[Prop]) -> a.Clause:
        return a.DealerClause(**dict(x), **self._pos(meta))

    # --- selectors ------------------------------------------------------------
    def kind(self, meta: Meta, x: list[Any]) -> str:
        return str(x[0])

    def kinds(self, meta: Meta, x: list[str]) -> tuple[str, ...]:
        return tuple(x)

    def kind_range(self, meta: Meta, x: list[int]) -> tuple[str, ...]:
        if x[0] > x[1]:
            raise self._error(meta, f"'{x[0]} to {x[1]}' names no card: the range is empty",
                              f"write the smaller number first: '{x[1]} to {x[0]}'", "")
        if x[1] - x[0] + 1 > limits.CARD_KINDS:
            pos = self._pos(meta)
            raise limits.over("card kinds", limits.CARD_KINDS, file=self.file, line=pos["line"],
                              column=pos["column"], text=pos["text"],
                              got=f"'{x[0]} to {x[1]}' names {x[1] - x[0] + 1} kinds")
        return tuple(str(i) for i in range(x[0], x[1] + 1))

    def selector(self, meta: Meta, x: list[tuple[str, ...]]) -> a.Selector:
        return a.Selector("kinds", x[0])

    def any_card(self, meta: Meta, x: list[Any]) -> a.Selector:
        return a.Selector("any")

    def number_cards(self, meta: Meta, x: list[Any]) -> a.Selector:
        return a.Selector("numbers")

    # --- rules ----------------------------------------------------------------
    def play_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.PlayClause(selector=x[0], cond=x[1], **self._pos(meta))

    def require_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.RequireClause(selector=x[0], cond=x[1], **self._pos(meta))

    def on_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.OnClause(selector=x[0], effects=x[1], **self._pos(meta))

    def start_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.StartClause(selector=x[0], effects=x[1], **self._pos(meta))

    def outcome(self, meta: Meta, x: list[Any]) -> tuple[str, tuple[Effect, ...]]:
        return (str(x[0]), x[1])

    def challenge_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        outs: dict[str, tuple[Effect, ...]] = {}
        for name, effs in x[1:]:
            outs[name] = effs
        if sorted(outs) != ["accepted", "guilty", "innocent"] or len(x) - 1 != 3:
            raise self._error(
                meta, "a challenge needs exactly one 'if accepted', one 'if guilty' and one 'if innocent' line",
                "write the three outcomes on the lines right below 'challenge <card>'", f"challenge {x[0]}")
        return a.ChallengeClause(card=x[0], accepted=outs["accepted"], guilty=outs["guilty"],
                                 innocent=outs["innocent"], **self._pos(meta))

    def draw_one(self, meta: Meta, x: list[Any]) -> Prop:
        return ("until_playable", False)

    def draw_until_playable(self, meta: Meta, x: list[Any]) -> Prop:
        return ("until_playable", True)

    def may_play_drawn(self, meta: Meta, x: list[Any]) -> Prop:
        return ("after", "may")

    def must_play_drawn(self, meta: Meta, x: list[Any]) -> Prop:
        return ("after", "must")

    def draw_anytime(self, meta: Meta, x: list[Any]) -> Prop:
        return ("anytime", True)

    def draw_when_stuck(self, meta: Meta, x: list[Any]) -> Prop:
        return ("anytime", False)

    def draw_random(self, meta: Meta, x: list[Any]) -> Prop:
        return ("random", (int(x[0]), int(x[1])))

    def draw_clause(self, meta: Meta, x: list[Prop]) -> a.Clause:
        return a.DrawClause(**dict(x), **self._pos(meta))

    def uno_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.UnoClause(**self._pos(meta))

    def penalty_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.PenaltyClause(event=str(x[0]), effects=x[1], **self._pos(meta))

    def report_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.ReportClause(name=str(x[0]), cond=x[1] if len(x) == 3 else None, effects=x[-1],
                              **self._pos(meta))

    def stack_clause(self, meta: Meta, x: list[str]) -> a.Clause:
        return a.StackClause(card=x[0], on=x[1], **self._pos(meta))

    def status_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.StatusClause(name=str(x[0]), turns=x[1], **self._pos(meta))

    # A claim is read into the keyword arguments of ClaimClause.
    def claim_card(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        who = x[0] if len(x) == 3 else {}
        return {**who, "card": x[-2], **x[-1]}

    def round_claim(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"what": "round_ends"}

    def penalty_claim(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"what": "penalty", "card": str(x[0]), "n": x[1]}

    def start_claim(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"what": "start_dealer", "card": x[0]}

    def claim_exactly(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"players": x[0]}

    def claim_at_least(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"players": x[0], "at_least": True}

    def claim_acts_as(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"what": "acts_as", "like": x[0]}

    def claim_skips(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"what": "skips"}

    def claim_passes_on(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"what": "passes_on"}

    def claim_draws(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"what": "draws", "n": x[0]}

    def claim_reverses(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"what": "reverses"}

    def claim_next_names(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"what": "next_names"}

    def claim_hands_left(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"what": "hands_left"}

    def claim_hands_right(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"what": "hands_right"}

    def claim_hands_on(self, meta: Meta, x: list[Any]) -> dict[str, Any]:
        return {"what": "hands_on"}

    def claim_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.ClaimClause(**x[0], **self._pos(meta))

    def key_claim(self, meta: Meta, x: list[Any]) -> str:
        c = {"what": "acts_as", "players": None, "at_least": False, "card": "", "like": "", "n": 0, **x[0]}
        return a.claim_key(c["what"], c["players"], c["at_least"], c["card"], c["like"], c["n"])

    def key_status(self, meta: Meta, x: list[Any]) -> str:
        return f"status {x[0]}"

    def together_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.TogetherClause(selector=x[0], cond=x[1], **self._pos(meta))

    def key_together(self, meta: Meta, x: list[Any]) -> str:
        return a.together_key(x[0])

    def jump_in_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.JumpInClause(cond=x[0], **self._pos(meta))

    def last_draws(self, meta: Meta, x: list[Any]) -> str:
        return "draws"

    def last_everything(self, meta: Meta, x: list[Any]) -> str:
        return "everything"

    def last_nothing(self, meta: Meta, x: list[Any]) -> str:
        return "nothing"

    def last_card_clause(self, meta: Meta, x: list[str]) -> a.Clause:
        return a.LastCardClause(rule=x[0], **self._pos(meta))

    def winner_takes_all(self, meta: Meta, x: list[Any]) -> str:
        return "winner"

    def running_penalty(self, meta: Meta, x: list[Any]) -> str:
        return "penalty"

    def partners_opposite(self, meta: Meta, x: list[Any]) -> str:
        return "partners"

    def scoring_clause(self, meta: Meta, x: list[str]) -> a.Clause:
        return a.ScoringClause(rule=x[0], **self._pos(meta))

    def target_clause(self, meta: Meta, x: list[int]) -> a.Clause:
        return a.TargetClause(points=x[0], **self._pos(meta))

    def empty_piles_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.EmptyPilesClause(rule="draw_what_there_is", **self._pos(meta))

    # --- without --------------------------------------------------------------
    def without_clause(self, meta: Meta, x: list[str]) -> a.Clause:
        return a.WithoutClause(target=x[0], **self._pos(meta))

    def key_card(self, meta: Meta, x: list[Any]) -> str:
        return f"card {x[0]}"

    def key_alias(self, meta: Meta, x: list[Any]) -> str:
        return f"alias {x[0]}"

    def key_side(self, meta: Meta, x: list[Any]) -> str:
        return f"side {x[0]}"

    def key_pair(self, meta: Meta, x: list[Any]) -> str:
        return f"pair {a.face_text(x[0])}"

    def key_play(self, meta: Meta, x: list[Any]) -> str:
        return f"play {x[0]}"

    def key_require(self, meta: Meta, x: list[Any]) -> str:
        return f"require {x[0]}"

    def key_on(self, meta: Meta, x: list[Any]) -> str:
        return f"on {x[0]}"

    def key_start(self, meta: Meta, x: list[Any]) -> str:
        return f"start {x[0]}"

    def key_challenge(self, meta: Meta, x: list[Any]) -> str:
        return f"challenge {x[0]}"

    def key_penalty(self, meta: Meta, x: list[Any]) -> str:
        return f"penalty {x[0]}"

    def key_report(self, meta: Meta, x: list[Any]) -> str:
        return f"report {x[0]}"

    def key_stack(self, meta: Meta, x: list[Any]) -> str:
        return f"stack {x[0]} on {x[1]}"

    def key_jump_in(self, meta: Meta, x: list[Any]) -> str:
        return "jump in"

    def key_uno(self, meta: Meta, x: list[Any]) -> str:
        return "uno"

    def key_dealer(self, meta: Meta, x: list[Any]) -> str:
        return "dealer"

    def key_draw(self, meta: Meta, x: list[Any]) -> str:
        return "draw"

    def key_scoring(self, meta: Meta, x: list[Any]) -> str:
        return "scoring"

    def key_knock_out(self, meta: Meta, x: list[Any]) -> str:
        return "knock out"

    def knock_out_clause(self, meta: Meta, x: list[Any]) -> a.Clause:
        return a.KnockOutClause(cards=int(x[0]), bonus=int(x[1]) if len(x) > 1 else 0, **self._pos(meta))

    def key_expect(self, meta: Meta, x: list[Any]) -> str:
        what, card = x[1]
        return a.expect_key(what, card)

    # --- effects and conditions --------------------------------------------------
    def who(self, meta: Meta, x: list[Token]) -> str:
        return str(x[0])

    def effects(self, meta: Meta, x: list[Effect]) -> tuple[Effect, ...]:
        if len(x) > limits.EFFECTS:
            pos = self._pos(meta)
            raise limits.over("effects", limits.EFFECTS, file=self.file, line=pos["line"],
                              column=pos["column"], text=pos["text"], got=f"a list of {len(x)} effects")
        return tuple(x)

    def effect(self, meta: Meta, x: list[Any]) -> Effect:
        return Guarded(x[0], x[1]) if len(x) == 2 else x[0]

    def or_(self, meta: Meta, x: list[Cond]) -> Cond:
        return Or(x[0], x[1])

    def and_(self, meta: Meta, x: list[Cond]) -> Cond:
        return And(x[0], x[1])

    def not_(self, meta: Meta, x: list[Cond]) -> Cond:
        return Not(x[0])


def _builder(cls: type[Primitive]) -> Callable[[Any, Meta, list[Any]], Primitive]:
    """The transformer's callback for a primitive's rule: the class, built from the
    phrase's subject words, numbers and names in order (keywords are not kept)."""

    def build(self: Any, meta: Meta, children: list[Any]) -> Primitive:
        return cls(*(str(x) if isinstance(x, Token) else x for x in children))

    build.__name__ = cls.__name__
    return build


@lru_cache(maxsize=1)
def transformer() -> type[Clauses]:
    """The transformer class: :class:`Clauses` plus one callback per registered primitive
    (Lark finds a rule's callback by the rule's name)."""
    methods = {name: v_args(meta=True)(_builder(cls)) for name, cls in load_all().items()}
    return type("ToAst", (Clauses,), methods)
