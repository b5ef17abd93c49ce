"""``optional "..."``: a rule a table may play instead of the one above it."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from attrs import frozen

from unorules.i18n import _, after_label, variant_text
from unorules.ir.mechanic import Clause
from unorules.ir.mechanics.note import NoteClause, tagged
from unorules.ir.readers import Changes


@frozen(kw_only=True)
class OptionalClause(NoteClause):
    """An optional rule the rule sheet offers beside the clause above (Minion's "another way
    to score"): text for players, translated like a note (``optional[fa] "..."``). The file
    plays the clause above; the book prints the option with it, under its own title, and
    lists it among what the variant changes, since a table reading only that list would
    otherwise never learn the option exists. It changes nothing in play."""

    phrase: ClassVar[str] = '"optional" LANG? STRING'
    read_by: ClassVar[str] = "the parser, which attaches it to the clause above as a note"
    example: ClassVar[str] = 'optional "For a short game, play to 250 points instead."'
    no_rule: ClassVar[str] = ""
    symbolic_none: ClassVar[str] = ("another rule a table may play instead, in words; the model plays the "
                                   "variant's own")
    kernel_none: ClassVar[str] = "another rule a table may play instead, in words; the variant plays its own"
    tells: ClassVar[tuple[str, ...]] = ("options",)
    told_at: ClassVar[int] = 990  # after the rules it offers options for

    @classmethod
    def assemble(cls, values: Sequence[Any], given: Mapping[str, Any], pos: Mapping[str, Any]
                 ) -> Clause | list[Clause]:
        lang, text = tagged(values, "optional")
        return NoteClause(value=text, style="optional", lang=lang, **pos)

    @classmethod
    def changes(cls, w: Changes) -> None:
        # An option goes with its clause: a file that rewrites the clause drops the option
        # (minion_penalty plays Minion's other way to score), and the line that says the
        # rewritten rule says that too.
        for c in w.parent.clauses:
            for text in c.options:
                if text not in w.rules.options and not w.also_with(cls.tells, c.kind):
                    w.say(cls.tells, _("**No longer offered:** {text}",
                                       text=w.esc(after_label(variant_text(text, c.translations)))))
        inherited = set(w.parent.options)
        for c in w.rules.clauses:
            for text in c.options:
                if text not in inherited:
                    w.say(cls.tells, _("**Optional rule:** {text}",
                                       text=w.esc(after_label(variant_text(text, c.translations)))))
