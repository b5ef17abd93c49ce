"""The RL encoding of one variant at one player count, derived from its compiled rules.

Every action the variant can produce gets one index; every observation is one flat
vector. Seats in both are *relative*: offset 0 is the observing seat, offset k the
seat k places after it (in seat order, whatever the direction of play), so one policy
can sit in any seat. Pure Python and numpy: no PettingZoo or Gymnasium here.
"""

from __future__ import annotations

from array import array

import numpy as np
import numpy.typing as npt
from attrs import field, frozen

from unorules.cards import Card
from unorules.engine.rules import Rules
from unorules.engine.state import Action, GameState, PlayerView
from unorules.errors import ArgumentError
from unorules.play.session import held_statuses

PHASES = ("turn", "drawn", "choose", "respond", "stack", "round_over", "game_over")
# Only a variant that plays cards together has this phase, so no other variant's
# observations change shape.
TOGETHER_PHASES = (*PHASES, "together")

# An action's key: its kind and its parameters, with the target as a seat offset.
Key = tuple[str, Card | None, str | None, int | None, str | None, int | None]

_F32 = np.dtype(np.float32)

WAIT: Key = ("wait", None, None, None, None, None)  # the env's own "let this window pass"


def key_of(action: Action, players: int) -> Key:
    offset = None if action.target is None else (action.target - action.player) % players
    return (action.kind, action.card, action.color, offset, action.report, action.option)


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
    # Where each part starts in the flat vector.
    offset: dict[str, int] = field(init=False, eq=False, repr=False)
    # An engine action's index, by the action object's id (the engine memoises its
    # actions, so the same few objects come back every step; the pair keeps the object
    # alive and proves the id is still its own).
    known: dict[int, tuple[Action, int]] = field(init=False, eq=False, repr=False)
    # For observe_state: the zero vector, the parts' offsets, the caps it clips at, the
    # statuses' count, and per card of a two-sided deck the index of its back's face.
    _zero: array[float] = field(init=False, eq=False, repr=False)
    no_mask: npt.NDArray[np.int8] = field(init=False, eq=False, repr=False)  # copy it before writing
    _at: tuple[int, ...] = field(init=False, eq=False, repr=False)
    _pair_at: tuple[int, ...] = field(init=False, eq=False, repr=False)
    _caps: tuple[float, float] = field(init=False, eq=False, repr=False)
    _status_rows: int = field(init=False, eq=False, repr=False)
    _back_index: dict[Card, int] = field(init=False, eq=False, repr=False)

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
            offers = r.options_of.get(card.kind, 0)
            options: tuple[int | None, ...] = tuple(range(1, offers + 1)) if offers else (None,)
            keys.extend(("play", card, c, t, None, o) for c in colours for t in targets for o in options)
        keys.extend((k, None, None, None, None, None) for k in ("draw", "pass", "accept"))
        if r.challenges:
            keys.append(("challenge", None, None, None, None, None))
        keys.extend(("choose", None, c, None, None, None) for c in r.all_colours)
        if any(r.picks_at(*point) for point in r.held_points()):  # cards picked for an effect
            keys.extend(("choose", card, None, None, None, None) for card in r.cards)
        if r.uno:
            keys.append(("uno", None, None, None, None, None))
            keys.extend(("catch", None, None, t, None, None) for t in offsets)
        keys.extend(("report", None, None, t, rep.name, None) for rep in r.reports for t in offsets)
        keys.append(("next_round", None, None, None, None, None))
        keys.append(WAIT)
        s = object.__setattr__
        s(self, "keys", tuple(keys))
        s(self, "index", {k: i for i, k in enumerate(keys)})
        s(self, "card_index", {c: i for i, c in enumerate(r.cards)})
        cards, deck = len(r.cards), len(r.deck)
        s(self, "phases", TOGETHER_PHASES if r.together is not None else PHASES)
        score_cap = r.ender.score_bound(r, max(sum(r.points(c) for c in r.deck),
                                               sum(r.points(c.flipped()) for c in r.deck)))
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
        starts, at = {}, 0
        for name, size in parts:
            starts[name] = at
            at += size
        s(self, "offset", starts)
        s(self, "known", {})
        s(self, "no_mask", np.zeros(len(keys), dtype=np.int8))
        s(self, "_zero", array("f", bytes(4 * at)))
        s(self, "_at", tuple(starts[name] for name in (
            "colour", "direction", "phase", "drawn", "pending_draw", "challenge_from", "uno_at_risk",
            "to_act", "hand_sizes", "statuses", "scores")))
        s(self, "_pair_at", tuple(starts[name] for name in ("side", "backs", "draw_pile_back")) if r.pairs else ())
        s(self, "_caps", (float(self.high[starts["pending_draw"]]), float(self.high[starts["scores"]])))
        s(self, "_status_rows", len(r.statuses))
        backs: dict[Card, int] = {}
        for card in r.cards:
            for c in (card, card.flipped()):
                face = c.back_face
                backs[c] = -1 if face is None else faces.get(face, -1)
        s(self, "_back_index", backs)

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
        hit = self.known.get(id(action))
        if hit is not None and hit[0] is action:
            return hit[1]
        got = self.index.get(key_of(action, self.players))
        if got is None:  # the engine produced an action this encoding has no index for: a bug here
            raise RuntimeError(f"{action} has no index in the {self.rules.name} action space")
        if len(self.known) < 1 << 16:  # the engine's own actions are a few thousand at most
            self.known[id(action)] = (action, got)
        return got

    def describe(self, i: int) -> str:
        kind, card, colour, offset, report, option = self.keys[i]
        words = [kind, *(str(x) for x in (report, card, colour) if x is not None)]
        if offset is not None:
            words.append(f"-> +{offset}")
        if option is not None:
            words.append(f"#{option}")
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

    def observe_state(self, s: GameState, seat: int) -> npt.NDArray[np.float32]:
        """``observe(rules.view(s, seat))``, read straight from the state's fields that
        the view shows ``seat`` (the view costs more to build than the vector):
        tests/test_env.py compares the two on every state of random games of every
        bundled variant, and shows the comparison catching an encoder that peeks."""
        n, r = self.players, self.rules
        (o_colour, o_direction, o_phase, o_drawn, o_pending, o_challenge, o_risk, o_to_act,
         o_sizes, o_statuses, o_scores) = self._at
        # Filled as a C float array, element by element (a numpy element store costs
        # several times a list's), then handed to numpy without a copy.
        out = array("f", self._zero)
        ci = self.card_index
        for c in s.hands[seat]:
            out[ci[c]] += 1.0
        cards = len(r.cards)
        top = s.discard_pile[-1]
        out[cards + ci[top]] = 1.0
        up = r.colours_of(s.side)
        color = s.color
        out[o_colour + (up.index(color) if color in up else len(r.colours))] = 1.0
        if s.direction > 0:
            out[o_direction] = 1.0
        out[o_phase + self.phases.index(s.phase)] = 1.0
        drawn = s.drawn if seat == s.to_act else None
        out[o_drawn + (cards if drawn is None else ci[drawn])] = 1.0
        pending_cap, score_cap = self._caps
        out[o_pending] = min(s.pending_draw, pending_cap)
        ch = s.challenge
        out[o_challenge + (n if ch is None else (ch.player - seat) % n)] = 1.0
        risk = s.uno_at_risk
        out[o_risk + (n if risk is None else (risk - seat) % n)] = 1.0
        out[o_to_act + (s.to_act - seat) % n] = 1.0
        hands, scores = s.hands, s.scores
        for k in range(n):
            q = (seat + k) % n
            out[o_sizes + k] = len(hands[q])
            out[o_scores + k] = min(scores[q], score_cap)
        rows = self._status_rows
        if rows:
            statuses = s.statuses
            for k in range(n):
                q = (seat + k) % n
                for j in range(rows):
                    if j < len(statuses) and q < len(statuses[j]) and statuses[j][q] > 0:
                        out[o_statuses + k * rows + j] = 1.0
        if r.pairs:
            o_side, o_backs, o_pile = self._pair_at
            faces, back_of = self.face_index, self._back_index
            out[o_side] = float(s.side)
            if top.back is not None:  # the hands show their backs only while a two-sided card is up
                width = len(faces)
                for k in range(1, n):
                    base = o_backs + (k - 1) * width
                    for c in hands[(seat + k) % n]:
                        at = back_of[c]
                        if at >= 0:
                            out[base + at] += 1.0
            pile = s.draw_pile
            out[o_pile + (back_of[pile[0]] if pile and back_of[pile[0]] >= 0 else len(faces))] = 1.0
        vec: npt.NDArray[np.float32] = np.frombuffer(out, dtype=_F32)
        return vec

    def mask(self, actions: tuple[Action, ...], wait: bool = False) -> npt.NDArray[np.int8]:
        m = np.zeros(self.size, dtype=np.int8)
        for a in actions:
            m[self.encode(a)] = 1
        if wait:
            m[self.index[WAIT]] = 1
        return m

