"""The work jobs do, each in its own process (see :mod:`unorules.web.jobs`): proving a
variant property by property, and comparing it with its parent in simulated games.

Each function takes the job's arguments (JSON values) and ``emit``, which sends one
event to the page. The variant is compiled here from the text the server read from
the workspace, named by its path there so that ``extends`` finds the files beside it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

Emit = Callable[[dict[str, Any]], None]

# The figures the comparison shows, in this order (keys of unorules.sim's report).
FIGURES = ("turns", "first_seat", "points", "rounds_per_game", "draws_per_turn")


def _rules(args: dict[str, Any]) -> Any:
    from unorules import api

    return api.loads(str(args["text"]), str(args["file"]))


def verify(args: dict[str, Any], emit: Emit) -> None:
    """Every property, one event as each starts and one as each ends; a refutation's
    counterexample comes with its positions to step through."""
    from unorules.verify import require_z3

    require_z3()
    from unorules.verify.properties import PROPERTIES, verify_rules
    from unorules.verify.report import Result
    from unorules.web.table import frames

    rules = _rules(args)
    lang = str(args.get("lang", "en"))
    emit({"type": "properties", "labels": [label for label, _ in PROPERTIES]})

    from unorules.i18n import language, pgettext

    with language(lang):  # the verdicts in the interface's words; the verifier's details are English
        said = {"proved": pgettext("interface", "proved"), "refuted": pgettext("interface", "refuted"),
                "error": pgettext("interface", "not checked"), "searched": pgettext("interface", "searched"),
                "not found": pgettext("interface", "searched"),
                "unconfirmed": pgettext("interface", "refuted by the model only"),
                "cross-checked": pgettext("interface", "cross-checked on the engine")}

    def progress(label: str, result: Result | None) -> None:
        if result is None:
            emit({"type": "start", "prop": label})
            return
        verdict = result.verdict if lang == "en" else said.get(result.status, result.status)
        event: dict[str, Any] = {
            "type": "result", "prop": label, "status": result.status, "verdict": verdict,
            "full_verdict": result.verdict,
            "ok": result.ok, "detail": result.detail, "seconds": round(result.seconds, 2),
            "method": result.method, "bound": result.bound or "",
        }
        if result.scenario is not None:
            event["scenario"] = result.scenario
            event["frames"] = frames(rules, result.scenario, lang)
        emit(event)

    verify_rules(rules, progress=progress)


def labels(players: int) -> dict[str, str]:
    """The comparison's figures in the interface's language (the simulator names them in English)."""
    from unorules.i18n import pgettext

    out = {
        "turns": pgettext("interface", "turns per round"),
        "first_seat": pgettext("interface", "first seat's edge in rounds won (over 1/{n})", n=players),
        "points": pgettext("interface", "points per round"),
        "rounds_per_game": pgettext("interface", "rounds per game"),
        "draws_per_turn": pgettext("interface", "cards drawn per turn"),
    }
    for s in range(players):
        out[f"seat_win.{s}"] = pgettext("interface", "player {n} wins the game", n=s + 1)
    from unorules.web.table import native

    return {k: native(v) for k, v in out.items()}


def _finite(x: float) -> float | None:
    return None if x is None or math.isnan(x) or math.isinf(x) else float(x)


def simulate(args: dict[str, Any], emit: Emit) -> None:
    """The variant against its parent: the same seeded games played under each, and the
    differences of the figures with their intervals and p-values."""
    from unorules.engine.rules import Rules
    from unorules.errors import ArgumentError
    from unorules.sim import simulate as run

    rules = _rules(args)
    if rules.parent_rules is None:
        raise ArgumentError(f"{rules.name} extends no variant: there is no parent to compare it with "
                            "(add a line such as 'extends standard')")
    parent = Rules.bind(rules.parent_rules)
    players, games, seed = int(args["players"]), int(args["games"]), int(args.get("seed", 0))
    reports = []
    for which, r in (("parent", parent), ("variant", rules)):
        def progress(done: int, total: int, which: str = which) -> None:
            emit({"type": "progress", "which": which, "done": done, "total": total})

        # The Python engine plays: the kernel's first compilation takes minutes, which a
        # quick comparison in a page must not wait for.
        reports.append(run(r, players=players, games=games, seed=seed, policies="random", engine="python",
                           progress=progress, chunk=10))
    first, second = reports
    from unorules.i18n import language

    with language(str(args.get("lang", "en"))):
        words = labels(players)
    rows = []
    differences = {d.key: d for d in first.compare(second)}
    keys = [k for k in (*FIGURES, *(f"seat_win.{s}" for s in range(players))) if k in differences]
    for key in keys:
        d = differences[key]
        rows.append({"key": key, "label": words.get(key, d.label),
                     "parent": [_finite(d.first.value), _finite(d.first.low), _finite(d.first.high)],
                     "variant": [_finite(d.second.value), _finite(d.second.low), _finite(d.second.high)],
                     "difference": _finite(d.difference), "p": _finite(d.p_value), "significant": d.significant})
    emit({"type": "comparison", "parent": parent.name, "variant": rules.name, "players": players,
          "games": games, "seed": seed, "rounds": [first.tally.rounds, second.tally.rounds], "rows": rows})
