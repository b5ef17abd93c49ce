"""Bots: seeded policies that see what one seat may see and pick one of its legal actions.

A policy is asked ``act(rules, view, legal)``: ``view`` is ``rules.view(state, seat)`` and
``legal`` holds only that seat's legal actions (its out-of-turn ones included: UNO calls,
catches, reports, jump-in plays). It never sees another hand or the draw order.

Out of turn a seat may also act without being asked: a policy that wants to may define
``interrupt(rules, view, legal) -> Action | None``, which a game driver (such as
:func:`unorules.sim.simulate`) calls for every seat that is not to act but holds an
action; ``None`` lets the game go on. The bots of :func:`make` all define it.

>>> import unorules
>>> from unorules import bots
>>> rules = unorules.load("standard")
>>> state = rules.new_game(players=2, seed=3)
>>> seat = state.to_act
>>> legal = rules.legal_actions(state, seat)
>>> policy = bots.make("greedy", seed=1)
>>> policy.act(rules, rules.view(state, seat), legal) in legal
True
>>> bots.NAMES
('uniform', 'random', 'greedy', 'ismcts')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from unorules.errors import ArgumentError

if TYPE_CHECKING:
    from unorules.engine.rules import Rules
    from unorules.engine.state import Action, PlayerView

NAMES: tuple[str, ...] = ("uniform", "random", "greedy", "ismcts")


@runtime_checkable
class Policy(Protocol):
    """Anything with a ``name`` that picks one of a seat's legal actions from its view."""

    name: str

    def act(self, rules: Rules, view: PlayerView, legal: tuple[Action, ...]) -> Action: ...


def parse(spec: str) -> tuple[str, dict[str, int]]:
    """A bot as the command line writes it, ``"greedy"`` or ``"ismcts:200"`` (200
    iterations per decision), as the name and options of :func:`make`. Raises
    ``ValueError`` saying what is known (and what was perhaps meant)."""
    import difflib

    if not isinstance(spec, str):
        raise ArgumentError(f"a policy is named by a text such as 'random', not {spec!r}")
    name, _, budget = spec.strip().partition(":")
    if name not in NAMES:
        close = difflib.get_close_matches(name.lower(), NAMES, n=1) if len(name) < 40 else []
        raise ArgumentError(f"unknown policy {name[:40]!r}: choose among {', '.join(NAMES)} "
                         "(ismcts:N sets its iterations per decision)"
                         + (f"; did you mean {close[0]!r}?" if close else ""))
    if not budget:
        return name, {}
    from unorules.bots.ismcts import MAX_ITERATIONS

    if name != "ismcts" or not (budget.isascii() and budget.isdigit()):
        raise ArgumentError(f"{spec[:60]!r}: only ismcts takes a budget, written ismcts:N with N from 1 "
                            f"to {MAX_ITERATIONS:,}")
    # Read no number longer than the largest allowed: a million digits cost seconds.
    if len(budget.lstrip("0")) > len(str(MAX_ITERATIONS)) or not 1 <= int(budget) <= MAX_ITERATIONS:
        raise ArgumentError(f"{spec[:30]!r}{'...' if len(spec) > 30 else ''}: ismcts needs at least one iteration "
                            f"per decision, and at most {MAX_ITERATIONS:,} (each one deals and plays out a game)")
    return name, {"iterations": int(budget)}


def make(name: str, seed: int = 0, **options: Any) -> Policy:
    """A fresh bot by name (one of ``NAMES``), its random choices drawn from ``seed``.

    ``ismcts`` takes ``iterations`` (its search budget per decision) as an option.
    """
    from unorules.bots import simple
    from unorules.engine.state import shown

    if not isinstance(name, str) or name not in NAMES:
        raise ArgumentError(f"unknown bot {shown(name)}: choose one of {', '.join(NAMES)}")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise ArgumentError(f"a bot's seed is a whole number, not {shown(seed)}")
    if name == "ismcts":
        from unorules.bots.ismcts import Ismcts

        allowed = {"iterations", "depth", "exploration", "bias", "epsilon", "bluff", "margin", "endgame", "wild",
                   "slip", "match"}
        unknown = set(options) - allowed
        if unknown:
            raise ArgumentError(f"ismcts takes the options {', '.join(sorted(allowed))}, not "
                             f"{', '.join(sorted(unknown))}")
        return Ismcts(seed=seed, **options)
    if options:
        raise ArgumentError(f"the {name} bot takes no options (got {', '.join(sorted(options))})")
    bots: dict[str, type[simple.Uniform | simple.Random | simple.Greedy]] = {
        "uniform": simple.Uniform, "random": simple.Random, "greedy": simple.Greedy}
    return bots[name](seed)


__all__ = ["NAMES", "Policy", "make", "parse"]
