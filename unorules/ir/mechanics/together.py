"""``together CARDS: CONDITION``: cards played together in one turn."""

from __future__ import annotations

from typing import ClassVar

from attrs import frozen

from unorules.ir.conditions.base import Cond
from unorules.ir.mechanic import Clause
from unorules.ir.selector import Selector


def together_key(selector: Selector | str) -> str:
    return f"together {selector}"


@frozen(kw_only=True)
class TogetherClause(Clause):
    """``together <cards>: <condition>``: after playing such a card, the player may
    add more of them, one at a time, each meeting the condition against the card just
    laid; the last one's colour counts."""

    kind: ClassVar[str] = "together"
    phrase: ClassVar[str] = '"together" selector ":" cond'
    key_phrase: ClassVar[str] = '"together" selector'
    example: ClassVar[str] = "together number cards: same face"
    selector: Selector
    cond: Cond

    @property
    def key(self) -> str:
        return together_key(self.selector)
