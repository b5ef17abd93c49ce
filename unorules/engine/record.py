"""Game records: (variant, players, seed, actions) replays to the same states.

A record is meant to be replayed anywhere, so it carries what the replay needs: the
text of every variant file that is not bundled with unorules (a house rule's own file,
and the files beside it that it extends), with a hash of them, and who sat at each seat
(a person, or a bot with its settings and seed). A bundled variant is named, with the
hash of its files as they were.

Reading one is checked as it goes and bounded: at most :data:`MAX_RECORD_JSON`
characters and :data:`MAX_RECORD_ACTIONS` actions, and every action is applied to the
state before it as it is read, so that the first action that is no action, or not a
legal one there, is reported at once (with its number) and nothing after it is read.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path
from typing import TYPE_CHECKING, Any

from attrs import field, frozen

from unorules.engine.state import Action, GameState, shown
from unorules.errors import ArgumentError, IllegalAction, UnorulesError

if TYPE_CHECKING:
    from unorules.engine.rules import Rules

# How a record finds its rules, installed by the package's API layer (the engine does
# not read variant files): LOADER from the variant it names, a bundled variant's name or
# a .uno file in the record's own folder (``unorules.api.load_beside``); SOURCES from
# the variant files it carries (``unorules.api.load_sources``); FILES the other way, a
# variant's files that are not bundled (``unorules.api.sources``).
LOADER: list[Callable[[str, Path | None, str], Rules]] = []
SOURCES: list[Callable[[tuple[tuple[str, str], ...], str], Rules]] = []
FILES: list[Callable[[Rules], tuple[tuple[str, str], ...]]] = []
DIGEST: list[Callable[[Rules], str]] = []

FORMAT = "unorules-game-record/2"
MAX_RECORD_JSON = 8 << 20  # characters: a hundred thousand actions and more
MAX_RECORD_ACTIONS = 100_000  # a game to 500 points between uniform bots takes some thousands
MAX_SOURCES = 16  # variant files a record may carry (its extends chain is at most this deep)
RECORD_KEYS = ("actions", "players", "seed", "variant")
OPTIONAL_KEYS = ("format", "seats", "sha256", "sources")
SEAT_KEYS = ("bot", "human", "options", "seat", "seed")


@frozen
class Seat:
    """Who played a seat: a person (``bot`` empty) or a bot, written as the command line
    writes it (``greedy``, ``ismcts:200``), with its seed and its other settings."""

    seat: int
    bot: str = ""
    seed: int = 0
    options: tuple[tuple[str, int | float | bool | str], ...] = ()

    @property
    def human(self) -> bool:
        return not self.bot

    def to_dict(self) -> dict[str, Any]:
        if self.human:
            return {"seat": self.seat, "human": True}
        return {"seat": self.seat, "bot": self.bot, "seed": self.seed, "options": dict(self.options)}

    @classmethod
    def from_dict(cls, d: object, players: int) -> Seat:
        if not isinstance(d, dict):
            raise ArgumentError(f"a seat of the game record is a JSON object, not {shown(d)}")
        unknown = sorted(str(k) for k in d if k not in SEAT_KEYS)
        if unknown:
            raise ArgumentError(f"a seat of the game record has a field {shown(unknown[0])} that no seat has")
        seat = d.get("seat")
        if type(seat) is not int or not 0 <= seat < players:
            raise ArgumentError(f"a seat of the game record is {shown(seat)}: expected 0 to {players - 1}")
        if d.get("human") is True:
            return cls(seat)
        bot, seed, options = d.get("bot"), d.get("seed", 0), d.get("options", {})
        if not isinstance(bot, str) or not bot or len(bot) > 40:
            raise ArgumentError(f"seat {seat} of the game record is neither a person (human: true) nor a bot "
                                f"named by a short text: {shown(bot)}")
        if type(seed) is not int or not -(1 << 63) <= seed < 1 << 64:
            raise ArgumentError(f"seat {seat}'s seed in the game record is {shown(seed)}: expected a whole number")
        if not isinstance(options, dict) or len(options) > 16 or not all(
                isinstance(k, str) and len(k) <= 40 and isinstance(v, (int, float, bool, str))
                and (not isinstance(v, str) or len(v) <= 100) for k, v in options.items()):
            raise ArgumentError(f"seat {seat}'s options in the game record are {shown(options)}: expected a few "
                                "named numbers or texts")
        return cls(seat, bot, seed, tuple(sorted(options.items())))


@frozen
class GameRecord:
    """A whole game as its inputs: the variant, the player count, the seed and every
    action. :func:`replay` turns it back into every state.

    ``sources`` are the variant files it was played with that are not bundled (name and
    text, the variant's own file first), ``sha256`` their digest (or a bundled
    variant's), ``seats`` who sat where: what replaying it anywhere needs."""

    variant: str
    players: int
    seed: int
    actions: tuple[Action, ...]
    sources: tuple[tuple[str, str], ...] = field(default=(), repr=False)
    sha256: str = ""
    seats: tuple[Seat, ...] = ()

    @classmethod
    def of(cls, rules: Rules, players: int, seed: int, actions: Iterable[Action],
           seats: Iterable[Seat] = ()) -> GameRecord:
        """The record of a game of ``rules``, carrying its variant files."""
        sources = FILES[0](rules) if FILES else ()
        digest = digest_of(sources) if sources else (DIGEST[0](rules) if DIGEST else "")
        return cls(rules.name, players, seed, tuple(actions), sources, digest, tuple(seats))

    def to_json(self) -> str:
        """The record as JSON (actions in their JSON form)."""
        from unorules.engine.notation import action_to_json

        d: dict[str, Any] = {
            "format": FORMAT, "variant": self.variant, "players": self.players, "seed": self.seed,
            "actions": [action_to_json(a) for a in self.actions],
        }
        if self.sources:
            d["sources"] = [{"file": name, "text": text} for name, text in self.sources]
        if self.sha256:
            d["sha256"] = self.sha256
        if self.seats:
            d["seats"] = [s.to_dict() for s in self.seats]
        return json.dumps(d, sort_keys=True)

    @classmethod
    def from_json(cls, text: str, rules: Rules | None = None, folder: Path | None = None) -> GameRecord:
        """The record :meth:`to_json` wrote. Unless ``rules`` are given, its variant is
        compiled from the files it carries, or else loaded by the name it gives: a
        bundled variant, or a ``.uno`` file in ``folder`` (the record file's own).
        Every action is applied as it is read: anything that is not a record, or an
        action that is not legal where it stands, is an :class:`~unorules.ArgumentError`
        (or the variant's :class:`~unorules.VariantError`) saying which."""
        return read(text, rules, folder)[0]


def digest_of(sources: Iterable[tuple[str, str]]) -> str:
    """The SHA-256 of variant files, each as name and text."""
    h = hashlib.sha256()
    for name, text in sources:
        h.update(name.encode() + b"\0" + text.encode() + b"\0")
    return h.hexdigest()


def read(text: str, rules: Rules | None = None, folder: Path | None = None,
         keep: Callable[[GameState], None] | None = None) -> tuple[GameRecord, Rules]:
    """The record in ``text`` and its rules, checked as :meth:`GameRecord.from_json`
    says; ``keep`` is given every state of the replay, the deal first."""
    from unorules.engine.notation import action_from_json, loads_json

    d = loads_json(text, "a game record", MAX_RECORD_JSON, ArgumentError)
    if not isinstance(d, dict):
        raise ArgumentError(f"a game record is a JSON object with {', '.join(RECORD_KEYS)}, not {shown(d)}")
    for key in RECORD_KEYS:
        if key not in d:
            raise ArgumentError(f"the game record has no {key!r} (a record has {', '.join(RECORD_KEYS)})")
    unknown = sorted(str(k) for k in d if k not in RECORD_KEYS + OPTIONAL_KEYS)
    if unknown:
        raise ArgumentError(f"the game record has a field {shown(unknown[0])} that no record has")
    if "format" in d and d["format"] != FORMAT:
        raise ArgumentError(f"the game record's format is {shown(d['format'])}; this unorules reads {FORMAT!r}")
    variant, players, seed, actions = d["variant"], d["players"], d["seed"], d["actions"]
    if not isinstance(variant, str) or len(variant) > 200:
        raise ArgumentError(f"the game record's variant is {shown(variant)}: expected a variant's name")
    for key, value in (("players", players), ("seed", seed)):
        if type(value) is not int or not -(1 << 63) <= value < 1 << 64:
            raise ArgumentError(f"the game record's {key} is {shown(value)}: expected a whole number")
    if not isinstance(actions, list):
        raise ArgumentError(f"the game record's actions are {shown(actions)}: expected a list")
    if len(actions) > MAX_RECORD_ACTIONS:
        raise ArgumentError(f"the game record has {len(actions)} actions: more than {MAX_RECORD_ACTIONS}, "
                            "the most read")
    sources = _sources(d.get("sources", []))
    digest = d.get("sha256", "")
    if not isinstance(digest, str) or len(digest) > 64:
        raise ArgumentError(f"the game record's sha256 is {shown(digest)}: expected a hex digest")
    if sources and digest and digest != digest_of(sources):
        raise ArgumentError("the game record's variant files do not match its sha256: they were changed "
                            "after the record was written")
    seats_raw = d.get("seats", [])
    if not isinstance(seats_raw, list) or len(seats_raw) > 64:
        raise ArgumentError(f"the game record's seats are {shown(seats_raw)}: expected a list, one per seat")
    if rules is not None:
        r = rules
    elif sources:
        r = SOURCES[0](sources, "game record")
    else:
        r = LOADER[0](variant, folder, "game record")
    if not sources and rules is None and r.name != variant and not variant.endswith(".uno"):
        raise ArgumentError(f"the game record names {variant!r} but its rules are {r.name!r}")
    if not r.min_players <= players <= r.max_players:
        raise ArgumentError(f"the game record's players is {players}: {r.name} is played by {r.min_players} "
                            f"to {r.max_players}")
    seats = tuple(Seat.from_dict(s, players) for s in seats_raw)
    if len({s.seat for s in seats}) != len(seats):
        raise ArgumentError("the game record names a seat twice")
    note = ""
    if digest and not sources and DIGEST and DIGEST[0](r) != digest:
        note = f" (the record was written with another version of {r.name}'s rules)"
    state = r.new_game(players=players, seed=seed)
    if keep is not None:
        keep(state)
    out = []
    for i, a in enumerate(actions, start=1):
        try:
            action = action_from_json(r, a)
            state = r.apply(state, action)
        except IllegalAction as err:
            raise ArgumentError(f"the game record's action {i} ({shown(a)}) is illegal there: {err.reason}{note}"
                                ) from None
        except UnorulesError as err:
            raise ArgumentError(f"the game record's action {i}: {err}{note}") from None
        out.append(action)
        if keep is not None:
            keep(state)
    record = GameRecord(variant if not sources else r.name, players, seed, tuple(out), sources, digest, seats)
    return record, r


def _sources(raw: object) -> tuple[tuple[str, str], ...]:
    if not isinstance(raw, list) or len(raw) > MAX_SOURCES:
        raise ArgumentError(f"the game record's sources are {shown(raw)}: expected a list of at most "
                            f"{MAX_SOURCES} variant files")
    out = []
    for item in raw:
        name = item.get("file") if isinstance(item, Mapping) else None
        text = item.get("text") if isinstance(item, Mapping) else None
        if not isinstance(item, Mapping) or set(item) != {"file", "text"}:
            raise ArgumentError(f"a source of the game record is {shown(item)}: expected file and text")
        if (not isinstance(name, str) or not name.endswith(".uno") or "/" in name or "\\" in name
                or name.startswith(".") or len(name) > 200 or "\0" in name):
            raise ArgumentError(f"a source of the game record is named {shown(name)}: expected a file name "
                                "ending in .uno, with no folder")
        if not isinstance(text, str):
            raise ArgumentError(f"the game record's source {name} is {shown(text)}: expected its text")
        out.append((name, text))
    if len({n for n, _ in out}) != len(out):
        raise ArgumentError("the game record carries a variant file twice")
    return tuple(out)


def replay(rules: Rules, seed: int, actions: Iterable[Action], players: int = 4) -> list[GameState]:
    """Every state of the game, from the deal through each action."""
    state = rules.new_game(players=players, seed=seed)
    states = [state]
    for a in actions:
        state = rules.apply(state, a)
        states.append(state)
    return states
