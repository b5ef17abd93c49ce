"""The RL encoding of one variant at one player count, derived from its compiled rules.

Every action the variant can produce gets one index; every observation is one flat
vector. Seats in both are *relative*: offset 0 is the observing seat, offset k the
seat k places after it (in seat order, whatever the direction of play), so one policy
can sit in any seat. Pure Python and numpy: no PettingZoo or Gymnasium here.
"""

from __future__ import annotations

import numpy as np
import numpy.typing as npt
from attrs import field, frozen

from unorules.cards import Card
from unorules.engine.rules import Rules
from unorules.engine.state import Action, PlayerView
from unorules.errors import ArgumentError
from unorules.play.session import held_statuses

PHASES = ("turn", "drawn", "choose", "respond", "stack", "round_over", "game_over")
# Only a variant that plays cards together has this phase, so no other variant's
# observations change shape.
TOGETHER_PHASES = (*PHASES, "together")

# An action's key: its kind and its parameters, with the target as a seat offset.
Key = tuple[str, Card | None, str | None, int | None, str | None]

WAIT: Key = ("wait", None, None, None, None)  # the env's own "let this window pass"


def key_of(action: Action, players: int) -> Key:
    offset = None if action.target is None else (action.target - action.player) % players
    return (action.kind, action.card, action.color, offset, action.report)


@frozen
class Encoding:
    """Action indices and observation layout for ``rules`` at ``players`` seats."""

    rules: Rules
    players: int
    keys: tuple[Key, ...] = field(init=False)
    index: dict[Key, int] = field(init=False, eq=False, repr=False)
    card_index: dict[Card, int] = field(init=False, eq=False, repr=False)
    # Of a two-sided deck: every face alone, as the backs of other hands and of the draw
    # pile show them. One-sided: empty.
    face_index: dict[Card, int] = field(init=False, eq=False, repr=False)
    parts: tuple[tuple[str, int], ...] = field(init=False)
    phases: tuple[str, ...] = field(init=False, repr=False)
    high: npt.NDArray[np.float32] = field(init=False, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        r, n = self.rules, self.players
        if not r.min_players <= n <= r.max_players:
            raise ArgumentError(f"{r.name} is played by {r.min_players} to {r.max_players} players, not {n}")
        offsets = tuple(range(1, n))
        keys: list[Key] = []
        for card in r.cards:
            colours: tuple[str | None, ...] = (r.colours_of(r.side_of[card]) if card.kind in r.needs_colour
                                               else (None,))
            targets: tuple[int | None, ...] = offsets if card.kind in r.needs_target else (None,)
            keys.extend(("play", card, c, t, None) for c in colours for t in targets)
        keys.extend((k, None, None, None, None) for k in ("draw", "pass", "accept"))
        if r.challenges:
            keys.append(("challenge", None, None, None, None))
        keys.extend(("choose", None, c, None, None) for c in r.all_colours)
        if r.uno:
            keys.append(("uno", None, None, None, None))
            keys.extend(("catch", None, None, t, None) for t in offsets)
        keys.extend(("report", None, None, t, rep.name) for rep in r.reports for t in offsets)
        keys.append(("next_round", None, None, None, None))
        keys.append(WAIT)
        s = object.__setattr__
        s(self, "keys", tuple(keys))
        s(self, "index", {k: i for i, k in enumerate(keys)})
        s(self, "card_index", {c: i for i, c in enumerate(r.cards)})
        cards, deck = len(r.cards), len(r.deck)
        s(self, "phases", TOGETHER_PHASES if r.together is not None else PHASES)
        score_cap = r.target + max(sum(r.points(c) for c in r.deck), sum(r.points(c.flipped()) for c in r.deck))
        parts: tuple[tuple[str, int], ...] = (
            ("hand", cards), ("top", cards), ("colour", len(r.colours) + 1), ("direction", 1),
            ("phase", len(self.phases)), ("drawn", cards + 1), ("pending_draw", 1), ("challenge_from", n + 1),
            ("uno_at_risk", n + 1), ("to_act", n), ("hand_sizes", n),
            ("statuses", n * len(r.statuses)), ("scores", n),
        )
        faces = {c: i for i, c in enumerate(dict.fromkeys(r.faces()))} if r.pairs else {}
        s(self, "face_index", faces)
        if r.pairs:
            # The side up, the faces the other hands show their observer (per seat offset,
            # counts by face) and the face the draw pile shows (the last slot: none).
            parts += (("side", 1), ("backs", (n - 1) * len(faces)), ("draw_pile_back", len(faces) + 1))
        s(self, "parts", parts)
        caps = {"hand": deck, "pending_draw": 4 * deck, "hand_sizes": deck, "scores": score_cap, "backs": deck}
        s(self, "high", np.concatenate([np.full(size, caps.get(name, 1), dtype=np.float32)
                                        for name, size in parts]))

    @property
    def status_names(self) -> tuple[str, ...]:
        return tuple(rule.name for rule in self.rules.statuses)

    @property
    def size(self) -> int:
        return len(self.keys)

    @property
    def obs_size(self) -> int:
        return sum(size for _, size in self.parts)

    def encode(self, action: Action) -> int:
        got = self.index.get(key_of(action, self.players))
        if got is None:  # the engine produced an action this encoding has no index for: a bug here
            raise RuntimeError(f"{action} has no index in the {self.rules.name} action space")
        return got

    def describe(self, i: int) -> str:
        kind, card, colour, offset, report = self.keys[i]
        words = [kind, *(str(x) for x in (report, card, colour) if x is not None)]
        if offset is not None:
            words.append(f"-> +{offset}")
        return " ".join(words)

    def observe(self, view: PlayerView) -> npt.NDArray[np.float32]:
        """The flat observation of ``view`` (what its seat may see, nothing more)."""
        n, me, r = self.players, view.player, self.rules
        out: list[npt.NDArray[np.float32]] = []

        def onehot(size: int, at: int | None) -> npt.NDArray[np.float32]:
            v = np.zeros(size, dtype=np.float32)
            if at is not None:
                v[at] = 1.0
            return v

        def rel(seat: int | None) -> int | None:
            return None if seat is None else (seat - me) % n

        hand = np.zeros(len(r.cards), dtype=np.float32)
        for c in view.hand:
            hand[self.card_index[c]] += 1
        out.append(hand)
        out.append(onehot(len(r.cards), self.card_index[view.top]))
        up = r.colours_of(view.side)  # a colour is its place among the colours of the side up
        colour = up.index(view.color) if view.color in up else len(r.colours)
        out.append(onehot(len(r.colours) + 1, colour))
        out.append(np.array([1.0 if view.direction > 0 else 0.0], dtype=np.float32))
        out.append(onehot(len(self.phases), self.phases.index(str(view.phase))))
        out.append(onehot(len(r.cards) + 1, len(r.cards) if view.drawn is None else self.card_index[view.drawn]))
        out.append(np.array([view.pending_draw], dtype=np.float32))
        cf, risk = rel(view.challenge_from), rel(view.uno_at_risk)
        out.append(onehot(n + 1, n if cf is None else cf))
        out.append(onehot(n + 1, n if risk is None else risk))
        out.append(onehot(n, rel(view.to_act)))
        order = [(me + k) % n for k in range(n)]
        out.append(np.array([view.hand_sizes[s] for s in order], dtype=np.float32))
        held = held_statuses(r, view.statuses, n)  # per seat (in observer order), per status: held
        out.append(np.array([name in held[s] for s in order for name in self.status_names], dtype=np.float32))
        out.append(np.array([view.scores[s] for s in order], dtype=np.float32))
        if r.pairs:
            faces = self.face_index
            out.append(np.array([float(view.side)], dtype=np.float32))
            backs = np.zeros((n - 1, len(faces)), dtype=np.float32)
            for k, seat in enumerate(order[1:]):
                for face in view.backs[seat] if view.backs else ():
                    if face is not None:
                        backs[k, faces[face]] += 1
            out.append(backs.reshape(-1))
            out.append(onehot(len(faces) + 1, len(faces) if view.draw_pile_back is None
                              else faces[view.draw_pile_back]))
        vec = np.concatenate(out)
        # Never outside the declared space: a score past the cap is clipped, not a crash.
        clipped: npt.NDArray[np.float32] = np.minimum(vec, self.high)
        return clipped

    def mask(self, actions: tuple[Action, ...], wait: bool = False) -> npt.NDArray[np.int8]:
        m = np.zeros(self.size, dtype=np.int8)
        for a in actions:
            m[self.encode(a)] = 1
        if wait:
            m[self.index[WAIT]] = 1
        return m

