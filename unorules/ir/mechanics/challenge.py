"""``challenge CARD`` and its three outcomes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.ir.effects.base import Effect, flat
from unorules.ir.mechanic import Clause, Compiling, Part, Refused, alt
from unorules.ir.records import ChallengeRule


@frozen(kw_only=True)
class ChallengeClause(Clause):
    """A card the next player may challenge, and what happens when they accept it, and when
    the challenge finds its player guilty or innocent."""

    kind: ClassVar[str] = "challenge"
    phrase: ClassVar[str] = '"challenge" kind _NL outcome+'
    line_end: ClassVar[str] = ""
    parts: ClassVar[Mapping[str, Sequence[Part]]] = {
        "outcome": (alt('"if" OUTCOME ":" effects _NL', make=lambda name, effects: (str(name), effects)),),
    }
    key_phrase: ClassVar[str] = '"challenge" kind'
    example: ClassVar[str] = ("challenge wild_draw_four\n"
                              "  if accepted: next draws 4, next loses turn\n"
                              "  if guilty: player draws 4\n"
                              "  if innocent: next draws 6, next loses turn")
    card: str
    accepted: tuple[Effect, ...]
    guilty: tuple[Effect, ...]
    innocent: tuple[Effect, ...]

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        outs = dict(values[1:])
        if sorted(outs) != ["accepted", "guilty", "innocent"] or len(values) - 1 != 3:
            raise Refused("a challenge needs exactly one 'if accepted', one 'if guilty' and one 'if innocent' line",
                          "write the three outcomes on the lines right below 'challenge <card>'",
                          f"challenge {values[0]}")
        return cls(card=values[0], accepted=outs["accepted"], guilty=outs["guilty"],
                   innocent=outs["innocent"], **pos)

    @property
    def key(self) -> str:
        return f"challenge {self.card}"

    stage: ClassVar[int] = 1

    @classmethod
    def compile(cls, clauses: list[ChallengeClause], c: Compiling) -> dict[str, Any]:
        out = []
        opened = {k for k, effs in c.fields["on"] if any(e.opens_challenge for e in flat(effs))}
        req = dict(c.fields["require"])
        for cl in clauses:
            kind = c.known(cl, cl.card)
            if kind not in req:
                raise c.error(cl, f"a challenge of {kind} needs a 'require {kind}: ...' rule to judge it by",
                              hint=f"for example 'require {kind}: no card of active colour in hand'")
            if kind not in opened:
                raise c.error(cl, f"nothing lets anyone challenge {kind}",
                              hint=f"add 'next may challenge' to 'on {kind}: ...', or remove this clause")
            for effs in (cl.accepted, cl.guilty, cl.innocent):
                c.check_effects(cl, "challenge", effs)
                c.check_stack_outcome(cl, effs)
                c.check_held_choice(cl, "accepted", effs)
            c.decide(kind, "challenge", cl)
            out.append(ChallengeRule(kind, c.resolved(cl.accepted), c.resolved(cl.guilty), c.resolved(cl.innocent)))
        return {"challenges": tuple(out)}
