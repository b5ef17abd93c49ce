"""What a set of games counted: integers only, so that tallies merge exactly.

A ``Tally`` is frozen; ``Counting`` is the mutable scratch one chunk of games fills and
freezes. Merging adds counts, so any partition of the games into chunks, merged in any
order, gives the same tally.

Beside the totals a tally keeps, per batch of consecutive games
(:func:`unorules.sim.stats.batch_of`), the sums the ratio figures are made of
(:func:`sums`): the report's intervals for those figures come from how the batches
spread (the games are the independent units; the rounds and turns inside a game are
not).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import Any

import attrs
from attrs import field, frozen

from unorules.sim.stats import Hist, as_hist, hist_count, hist_total

Pairs = tuple[tuple[str, int], ...]
Batches = tuple[tuple[int, Pairs], ...]  # (batch, its sums), batches ascending

HISTS = ("turns", "actions", "rounds_per_game", "points", "draws_per_turn")


def _pairs(counts: Mapping[str, int]) -> Pairs:
    return tuple(sorted((str(k), int(v)) for k, v in counts.items() if v))


def _add_pairs(a: Pairs, b: Pairs) -> Pairs:
    c: Counter[str] = Counter(dict(a))
    c.update(dict(b))
    return _pairs(c)


def _add_hist(a: Hist, b: Hist) -> Hist:
    c: Counter[int] = Counter(dict(a))
    c.update(dict(b))
    return as_hist(c.items())


def _add_batches(a: Batches, b: Batches) -> Batches:
    out = dict(a)
    for k, sums in b:
        out[k] = _add_pairs(out[k], sums) if k in out else sums
    return tuple(sorted(out.items()))


def _batches(values: Any) -> Batches:
    return tuple(sorted((int(k), _pairs(dict(v))) for k, v in values))


def _seats(values: Any) -> tuple[int, ...]:
    return tuple(int(v) for v in values)


@frozen
class Tally:
    """Counts over games; :class:`~unorules.sim.SimulationReport` makes its figures of them."""

    players: int
    games: int = 0
    abandoned: int = 0  # games stopped at the action cap (no winner counted)
    rounds: int = 0
    game_wins: tuple[int, ...] = field(default=(), converter=_seats)
    round_wins: tuple[int, ...] = field(default=(), converter=_seats)
    first_seat_wins: int = 0  # rounds won by the seat to the dealer's left
    policy_seats: Pairs = ()  # policy -> seats it held, over finished games
    policy_wins: Pairs = ()
    policy_round_wins: Pairs = ()
    reshuffle_rounds: int = 0
    exhausted_rounds: int = 0
    turns: Hist = ()  # per round
    actions: Hist = ()  # per round
    rounds_per_game: Hist = ()
    points: Hist = ()  # score points won per round
    draws_per_turn: Hist = ()  # cards drawn per turn
    events: Pairs = ()  # what fired: plays per card kind, challenges, stacks, penalties...
    batches: Batches = field(default=(), converter=_batches)  # per batch of games: its sums()

    def with_batch(self, batch: int) -> Tally:
        """This tally, all of it counted as batch ``batch``'s."""
        return attrs.evolve(self, batches=((batch, _pairs(sums(self))),))

    def merge(self, other: Tally) -> Tally:
        if other.players != self.players:
            raise ValueError(f"cannot merge tallies of {self.players} and {other.players} players")

        def seats(a: tuple[int, ...], b: tuple[int, ...]) -> tuple[int, ...]:
            a = a or (0,) * self.players
            b = b or (0,) * self.players
            return tuple(x + y for x, y in zip(a, b, strict=True))

        return Tally(
            players=self.players,
            games=self.games + other.games,
            abandoned=self.abandoned + other.abandoned,
            rounds=self.rounds + other.rounds,
            game_wins=seats(self.game_wins, other.game_wins),
            round_wins=seats(self.round_wins, other.round_wins),
            first_seat_wins=self.first_seat_wins + other.first_seat_wins,
            policy_seats=_add_pairs(self.policy_seats, other.policy_seats),
            policy_wins=_add_pairs(self.policy_wins, other.policy_wins),
            policy_round_wins=_add_pairs(self.policy_round_wins, other.policy_round_wins),
            reshuffle_rounds=self.reshuffle_rounds + other.reshuffle_rounds,
            exhausted_rounds=self.exhausted_rounds + other.exhausted_rounds,
            **{h: _add_hist(getattr(self, h), getattr(other, h)) for h in HISTS},
            events=_add_pairs(self.events, other.events),
            batches=_add_batches(self.batches, other.batches),
        )

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "players": self.players, "games": self.games, "abandoned": self.abandoned,
            "rounds": self.rounds, "game_wins": list(self.game_wins),
            "round_wins": list(self.round_wins), "first_seat_wins": self.first_seat_wins,
            "policy_seats": dict(self.policy_seats), "policy_wins": dict(self.policy_wins),
            "policy_round_wins": dict(self.policy_round_wins), "reshuffle_rounds": self.reshuffle_rounds, "exhausted_rounds": self.exhausted_rounds,
            "events": dict(self.events),
            "batches": {str(k): dict(v) for k, v in self.batches},
        }
        for h in HISTS:
            out[h] = {str(v): c for v, c in getattr(self, h)}
        return out

    @classmethod
    def from_dict(cls, d: Mapping[str, Any]) -> Tally:
        try:
            return cls(
                players=int(d["players"]), games=int(d["games"]), abandoned=int(d["abandoned"]),
                rounds=int(d["rounds"]), game_wins=d["game_wins"], round_wins=d["round_wins"],
                first_seat_wins=int(d["first_seat_wins"]),
                policy_seats=_pairs(d["policy_seats"]), policy_wins=_pairs(d["policy_wins"]),
                policy_round_wins=_pairs(d.get("policy_round_wins", {})),
                reshuffle_rounds=int(d["reshuffle_rounds"]),
                exhausted_rounds=int(d["exhausted_rounds"]),
                events=_pairs(d["events"]),
                batches=tuple((int(k), v.items()) for k, v in d.get("batches", {}).items()),
                **{h: as_hist((int(v), int(c)) for v, c in d[h].items()) for h in HISTS},
            )
        except (KeyError, TypeError, AttributeError, ValueError) as err:
            raise ValueError(f"not a simulation tally: {err!r} (expected the 'tally' object "
                             "a report's JSON holds)") from None


def sums(t: Tally) -> dict[str, int]:
    """The sums the ratio figures read: per histogram its total and its count, the
    rounds and finished games, and every event's count."""
    out = {"rounds": t.rounds, "games": t.games - t.abandoned}
    for h in HISTS:
        hist = getattr(t, h)
        out[f"{h}.total"] = hist_total(hist)
        out[f"{h}.n"] = hist_count(hist)
    for name, k in t.events:
        out[f"event.{name}"] = k
    return out


class Counting:
    """The mutable counts of one batch; ``freeze`` makes them a Tally."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.games = 0
        self.abandoned = 0
        self.rounds = 0
        self.game_wins = [0] * players
        self.round_wins = [0] * players
        self.first_seat_wins = 0
        self.policy_seats: Counter[str] = Counter()
        self.policy_wins: Counter[str] = Counter()
        self.policy_round_wins: Counter[str] = Counter()
        self.reshuffle_rounds = 0
        self.exhausted_rounds = 0
        self.hists: dict[str, Counter[int]] = {h: Counter() for h in HISTS}
        self.events: Counter[str] = Counter()

    def freeze(self) -> Tally:
        return Tally(
            players=self.players, games=self.games, abandoned=self.abandoned, rounds=self.rounds,
            game_wins=self.game_wins, round_wins=self.round_wins,
            first_seat_wins=self.first_seat_wins,
            policy_seats=_pairs(self.policy_seats), policy_wins=_pairs(self.policy_wins),
            policy_round_wins=_pairs(self.policy_round_wins), reshuffle_rounds=self.reshuffle_rounds, exhausted_rounds=self.exhausted_rounds,
            events=_pairs(self.events),
            **{h: as_hist(c.items()) for h, c in self.hists.items()},
        )
