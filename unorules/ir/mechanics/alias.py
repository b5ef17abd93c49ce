"""``alias NAME = KIND``: another name for a card kind."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.i18n import _, after_label
from unorules.ir.mechanic import Clause
from unorules.ir.readers import Changes


@frozen(kw_only=True)
class AliasClause(Clause):
    """Another name for a card kind (Rainbow = wild)."""

    kind: ClassVar[str] = "alias"
    read_by: ClassVar[str] = "the compiler, which resolves every card name through the aliases"
    phrase: ClassVar[str] = '"alias" NAME "=" kind'
    key_phrase: ClassVar[str] = '"alias" NAME'
    example: ClassVar[str] = "alias rainbow = wild"
    alias: str
    card: str

    @property
    def key(self) -> str:
        return f"alias {self.alias}"

    symbolic_none: ClassVar[str] = ("another name for a card kind, resolved by the compiler: the model "
                                   "reads the kinds")
    kernel_none: ClassVar[str] = "a card's other name: the kernel plays by the cards' kinds"
    tells: ClassVar[tuple[str, ...]] = ("aliases",)
    told_at: ClassVar[int] = 60

    @classmethod
    def changes(cls, w: Changes) -> None:
        r, p = w.rules, w.parent
        for alias, kind in r.aliases:
            if dict(p.aliases).get(alias) != kind:
                # A language may give the alias the card's own name (Persian calls the Wild a
                # Rainbow): then there is nothing to say, and the line is empty.
                # Labelled like every other line of the list (fa4-6: the only line without one).
                said = w.esc(_("{card} is called {alias} in this variant.", alias=w.official(alias),
                               card=w.official(kind)))
                w.say(cls.tells, _("**Card name:** {text}", text=after_label(said))
                      if w.official(alias) != w.official(kind) else "")
        for alias, _kind in p.aliases:
            if alias not in dict(r.aliases):
                w.say(cls.tells, w.esc(_("The name {alias} is not used.", alias=w.official(alias))))
