"""The compiled interpreter: whole rounds (deal, policy, RNG, rules, scoring) in numba.

It knows opcodes (:mod:`unorules.kernel.lower`), never a variant. Every function
mirrors one piece of the Python engine (``unorules.engine`` and its Table) step for
step, reading and writing the same zones in the same order, so that a game played
here replays exactly through the engine; the differential test
(tests/test_kernel.py) holds the two together.

Two arrays go everywhere: ``c``, the lowered program (flags, table offsets,
tables), and ``st``, the whole state of the game being played: the scalars (the
``G_*`` rows, among them the offsets of the other regions), hand lengths, the
statuses (a count per status per seat), scores, the draw pile (top last), the
discard pile (bottom first), the hands (seat-major, ``st[G_D]`` slots each) and
scratch space. One array rather than a
dozen keeps each call cheap (numba counts references to every array argument).
The game's generator state (SplitMix64, as :mod:`unorules.rng`) and the policy's
are two rows of ``st``, stored as the int64 with the same bits. An action is six
ints (kind, player, card, colour, target, report), -1 for "none".

Random numbers (one SplitMix64 output r each). The policy has its own stream,
started at mix(seed_state(seed) XOR 0xD1B54A32D192ED03), so the game's generator
state stays the engine's.

* ``uniform`` (policy 0): every decision lists the legal actions in the engine's
  order and takes the one at r % count.
* ``random`` (policy 1): in a turn it lists its distinct playable cards in card-id
  order (the order of ``Rules.cards``); with m > 0 of them it plays the one at r % m, then names a colour with a
  second number (r % colours) if the card needs one, then a target with a third
  (the (r % k)-th of the k other seats still in, in seat order) if it needs one; with
  none it draws (no number). Cards played together (``together ...``): while it
  holds distinct addable cards (card-id order) it adds the one at r % m (colour and
  target as below), and passes when it holds none. After drawing, it plays a playable drawn card
  (colour and target as above) and passes otherwise. Facing a pending draw it
  stacks like a turn and otherwise accepts; a colour to name costs one number
  (r % colours); a challenge to answer costs one (challenge when r is odd). Right
  after a play that leaves it one card it calls UNO (no number). It never
  catches, reports or jumps in (nor calls a false UNO: under ``penalty false_uno``
  only the uniform policy, which lists it among the legal actions, makes one).
  "colours" are those of the side up (``Rules.colours_of(side)``, in their order).

A two-sided deck (UNO Flip) draws nothing more: a card id is a card as it lies
(``Rules.cards`` holds both ways up), the deck is dealt first side up, and turning
everything over rewrites every id in the piles and hands to the card turned over
(``card_flip``), reversing the piles' order, as TurnOver.run does. The hot loop
then reads the face up from the same tables as for one-sided cards.

The game's stream also gives a random draw's count (a card launcher's press, ``draws
L to H at random``, or the draw rule ``L to H cards at random``): L + r % (H - L + 1),
one number per seat drawing, taken before that seat's cards are drawn, as
Table.random_count.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit
from numba.cpython.unsafe.numbers import trailing_zeros as _tz

from unorules.kernel.lower import (
    C_ALWAYS,
    C_AND,
    C_END,
    C_HAS_PLAYABLE,
    C_HOLDS,
    C_IDENTICAL,
    C_NO_ACTIVE,
    C_NO_OTHER,
    C_NOT,
    C_PLAYERS,
    C_SAME_COLOUR,
    C_SAME_FACE,
    C_STATUS,
    E_CHOOSE_COLOUR,
    E_DISCARD_COLOUR,
    E_DRAW,
    E_DRAW_OR_STACK,
    E_DRAW_UNTIL_COLOUR,
    E_END_STATUS,
    E_END_TURN,
    E_GIVE_STATUS,
    E_GUARD,
    E_HOLD,
    E_LOSE_TURN,
    E_NOTHING,
    E_OPEN_CHALLENGE,
    E_PLAYS_FIRST,
    E_RANDOM_DRAW,
    E_RETURN_AND_TURN,
    E_REVERSE,
    E_ROTATE_HANDS,
    E_SHUFFLE_HANDS,
    E_SWAP_HANDS,
    E_TURN_OVER,
    F_DEALER_HIGHEST,
    F_DECK,
    F_DRAW_ANYTIME,
    F_DRAW_HIGH,
    F_DRAW_LOW,
    F_DRAW_MUST,
    F_DRAW_UNTIL,
    F_FALSE_UNO,
    F_HAND_SIZE,
    F_JUMP_IN,
    F_KNOCK_OUT,
    F_KO_BONUS,
    F_MISSED_UNO,
    F_NCARDS,
    F_NCOLOURS,
    F_NKINDS,
    F_NO_OTHER,
    F_NREPORTS,
    F_NSTATUSES,
    F_SCORING,
    F_TARGET,
    F_TIES_AGAIN,
    F_TOGETHER,
    F_UNO,
    O_ACCEPTED,
    O_CARD_COLOUR,
    O_CARD_FLIP,
    O_CARD_KIND,
    O_CARD_POINTS,
    O_CONDS,
    O_DEALER_VALUE,
    O_DECK,
    O_ENFORCED,
    O_GUILTY,
    O_INNOCENT,
    O_LAST,
    O_LISTS,
    O_NEEDS_COLOUR,
    O_NEEDS_TARGET,
    O_ON,
    O_OPS,
    O_PLAY,
    O_REPORT_COND,
    O_REPORT_LIST,
    O_REQUIRE,
    O_SIDE_COLOURS,
    O_STACK_OK,
    O_START,
    O_START_NOOP,
    O_TOGETHER,
    W_DEALER,
    W_NEXT,
    W_OTHERS,
    W_PLAYER,
    W_TARGET,
)

# The compiled functions run without numba's reference counting (_nrt=False): every
# array call otherwise counted references atomically, two thirds of the time. Only the
# entry points (buffers, simulate_games, trace_game, tally_games) allocate, with it.
#
# Nothing is inlined by numba (no inline="always"): LLVM inlines the small callees
# itself when it links them into their caller, and the games run as fast (0.996x in
# one interleaved run), while numba's own inlining retyped a copy of every callee at
# every call site: the first compilation took 151 s of CPU and 1.4 GB, and takes 27 s
# and 377 MB without it (every entry point, an empty cache).
_jit: Any = njit
trailing_zeros: Any = _tz  # the count of trailing zero bits (an LLVM intrinsic)
# error_model="numpy": no zero-division checks (no divisor here is ever 0).
fast = _jit(cache=True, _nrt=False, error_model="numpy")

# lower.opcode_fingerprint() of the opcodes this file is written against. numba keys
# its disk cache to this file only: when the opcodes in lower.py change, this line
# must change too (unorules.kernel refuses to run otherwise), which recompiles.
OPCODES = "e0cf3c95d31faa02"

# Phases (the engine's phase strings, in kernel codes).
TURN, DRAWN, CHOOSE, RESPOND, STACK, TOGETHER, ROUND_OVER, GAME_OVER = range(8)
PHASES = ("turn", "drawn", "choose", "respond", "stack", "together", "round_over", "game_over")
# Action kinds.
A_PLAY, A_DRAW, A_PASS, A_CHOOSE, A_UNO, A_CATCH, A_CHALLENGE, A_ACCEPT, A_REPORT, A_NEXT_ROUND = range(10)
KINDS = ("play", "draw", "pass", "choose", "uno", "catch", "challenge", "accept", "report", "next_round")

# Rows of st: the game's scalars, then the offsets of st's regions.
(G_PLAYERS, G_COLOR, G_DIR, G_TO_ACT, G_DEALER, G_PHASE, G_DRAWN, G_PENDING, G_CH_PLAYER, G_CH_KIND,
 G_CH_GUILTY, G_UNO, G_ROUND_WINNER, G_WINNER, G_DL, G_DC, G_SKIPS, G_PLAYS_FIRST, G_CHOOSER,
 G_TURN_ANOTHER, G_TURN_ENDS, G_CH_OPEN, G_STACK_OPEN, G_RS, G_PS,
 G_D, G_HL, G_STATUS, G_SCORES, G_DRAW, G_DISC, G_TMP, G_CNT, G_ACT, G_HANDS, G_TMP2, G_PT, G_STAMP,
 G_NSTATUSES, G_MAGIC, G_MAXD, G_PM, G_PMW, G_OUT, G_NOUT, G_CANPLAY, G_PO, G_SIDE, G_COL0, G_NCOL,
 G_HELD, G_HOLD_LIST, G_HOLD_AT, G_HOLD_PLAYER, G_HOLD_TARGET, G_HOLD_SKIPS, G_SM) = range(57)
NG = 57
# G_HOLD_*: the rest of a clause held while another player names the colour (the engine's
# HeldEffects): its effect list (-1: nothing held), the index in it to go on from, the
# card's player and target, and the turns lost so far.
# G_PM: per (top, active colour or none), G_PMW words of the cards playable there, then
# G_PMW words of those to probe each time (fill_table); G_HELD: G_PMW words of scratch,
# a set of card ids (the random policy's, when they do not fit one register).
# G_SIDE: the side up of a two-sided deck (0 one-sided); G_COL0, G_NCOL: the first colour
# id of that side and how many it has (a colour is named among those alone).
# G_OUT: per seat, 1 once knocked out of the round (G_NOUT of them); G_CANPLAY: per seat,
# whether it holds a playable card, filled in by a guard that asks; G_PO: every kind's
# play condition alone over (top, active colour or none, card), for "no other playable card".
# G_SM: per top card, G_PMW words of the cards that may answer its pending draw (O_STACK_OK
# over card ids), so that the random policy's stacking masks the hand as a turn does.

M1 = np.uint64(0xBF58476D1CE4E5B9)
M2 = np.uint64(0x94D049BB133111EB)
GAMMA = np.uint64(0x9E3779B97F4A7C15)
SEED_ADD = np.uint64(0x632BE59BD9B4E019)
POLICY_STREAM = np.uint64(0xD1B54A32D192ED03)
# Constant arguments as plain int64: a literal argument would make numba compile
# one more specialisation of the callee for it.
NONE = np.int64(-1)
NOSTAT = np.int64(-2)
ZERO = np.int64(0)
ONE = np.int64(1)
S30 = np.uint64(30)
S27 = np.uint64(27)
S31 = np.uint64(31)
S32 = np.uint64(32)
MASK32 = np.uint64(0xFFFFFFFF)
ALL64 = np.uint64(0xFFFFFFFFFFFFFFFF)
# Divisors below this (and below st[G_MAXD]) take the multiply-only remainder.
MAXD = 65536


# --- the generator (unorules.rng) ------------------------------------------------------
@fast
def mix(z):
    z = (z ^ (z >> S30)) * M1
    z = (z ^ (z >> S27)) * M2
    return z ^ (z >> S31)


@fast
def next_u64(st, row):
    s = np.uint64(st[row]) + GAMMA
    st[row] = np.int64(s)
    return mix(s)


@fast
def _mod(a, d, m):
    """a % d for a below 2**48 and d below 2**16, m = (2**64 - 1) // d + 1 (Lemire's
    fastmod, exact when 64 bits cover a's 48 and d's 16): the high 64 bits of
    (m * a mod 2**64) * d, the 128-bit product taken in 32-bit halves."""
    low = m * a
    return ((low >> S32) * d + (((low & MASK32) * d) >> S32)) >> S32


@fast
def rem(st, r, n):
    """r % n for a uint64 r, exactly: a hardware 64-bit division costs some 20 ns here,
    so for a divisor with a tabulated magic number (st[G_MAGIC]) the remainder is made of
    two fastmods: r = hi * 2**32 + lo, r % n = ((hi % n) * 2**32 + lo) % n, whose
    dividend is below 2**48 as n < 2**16. tests/test_kernel.py checks it against %."""
    if n < st[G_MAXD]:
        m = np.uint64(st[st[G_MAGIC] + n])
        d = np.uint64(n)
        h = _mod(r >> S32, d, m)
        return np.int64(_mod((h << S32) | (r & MASK32), d, m))
    return np.int64(r % np.uint64(n))


@fast
def fill_magic(st):
    """The magic numbers of rem() for every divisor below st[G_MAXD]."""
    for n in range(1, st[G_MAXD]):
        st[st[G_MAGIC] + n] = np.int64(ALL64 // np.uint64(n) + np.uint64(1))  # 0 for n = 1, as it should


@fast
def popcount(x):
    """The set bits of a uint64 (SWAR)."""
    x = x - ((x >> np.uint64(1)) & np.uint64(0x5555555555555555))
    x = (x & np.uint64(0x3333333333333333)) + ((x >> np.uint64(2)) & np.uint64(0x3333333333333333))
    x = (x + (x >> np.uint64(4))) & np.uint64(0x0F0F0F0F0F0F0F0F)
    return np.int64((x * np.uint64(0x0101010101010101)) >> np.uint64(56))


@fast
def below(st, row, n):
    """A number below n from one output (r % n, as rng.sample_index)."""
    return rem(st, next_u64(st, row), n)


@fast
def seed_state(seed):
    return mix(np.uint64(seed) * GAMMA + SEED_ADD + GAMMA)


@fast
def shuffle(st, at, n):
    """rng.shuffle of st[at:at + n]: for i from n - 1 down to 1, swap item i with item r % (i + 1).
    The generator's state stays in a register until the end (a store to st would make
    every later load of st wait for it)."""
    s = np.uint64(st[G_RS])
    a = st[at:at + n]
    for i in range(n - 1, 0, -1):
        s += GAMMA
        j = rem(st, mix(s), i + 1)
        x = a[i]
        a[i] = a[j]
        a[j] = x
    st[G_RS] = np.int64(s)


# --- conditions --------------------------------------------------------------------------
@fast
def holds(c, st, ci, card, top, seat, excl, player, target):
    """Evaluate the condition at offset ci for the probe (card, top, active colour, the
    hand of ``seat`` without one ``excl`` card (seat -1: an empty hand), players, and
    who its subject words name: ``player`` and ``target`` (-1: none); ``player`` -2 is
    a probe that sees no statuses, as the engine's playability probes). The postfix
    stack of booleans lives in the bits of one integer."""
    kind = c[O_CARD_KIND]
    colour = c[O_CARD_COLOUR]
    color = st[G_COLOR]
    bits = 0
    i = c[O_CONDS] + ci
    while True:
        op = c[i]
        if op == C_END:
            return (bits & 1) == 1
        if op == C_ALWAYS:
            b = 1
        elif op == C_SAME_COLOUR:
            b = 1 if c[colour + card] >= 0 and c[colour + card] == color else 0
        elif op == C_SAME_FACE:
            b = 1 if c[kind + card] == c[kind + top] else 0
        elif op == C_NO_ACTIVE:
            b = 1
            if seat >= 0:
                h = st[G_HANDS] + seat * st[G_D]
                n = 0
                for j in range(st[st[G_HL] + seat]):
                    if c[colour + st[h + j]] == color:
                        n += 1
                if excl >= 0 and c[colour + excl] == color:
                    n -= 1
                b = 1 if n == 0 else 0
        elif op == C_IDENTICAL:
            b = 1 if card == top else 0
        elif op == C_HOLDS:
            b = 0
            word = c[i + 1] & 7
            if player != NOSTAT and not (word == W_TARGET and target < 0):
                want = c[i + 1] >> 4
                exact = (c[i + 1] >> 3) & 1
                b = 1
                for k in range(st[G_PLAYERS] - 1 if word == W_OTHERS else 1):
                    size = st[st[G_HL] + seat_of(st, word, k, player, target)]
                    if (exact and size != want) or (not exact and size < want):
                        b = 0
        elif op == C_PLAYERS:
            b = 1 if st[G_PLAYERS] == c[i + 1] else 0
        elif op == C_STATUS:
            b = 0
            word = c[i + 1] & 7
            if player != NOSTAT and not (word == W_TARGET and target < 0):
                row = st[G_STATUS] + (c[i + 1] >> 3) * st[G_PLAYERS]
                b = 1
                for k in range(st[G_PLAYERS] - 1 if word == W_OTHERS else 1):
                    if st[row + seat_of(st, word, k, player, target)] <= 0:
                        b = 0
        elif op == C_HAS_PLAYABLE:
            b = 0
            word = c[i + 1]
            if player != NOSTAT and not (word == W_TARGET and target < 0):
                b = 1
                for k in range(st[G_PLAYERS] - 1 if word == W_OTHERS else 1):
                    if st[st[G_CANPLAY] + seat_of(st, word, k, player, target)] == 0:
                        b = 0
        elif op == C_NO_OTHER:
            # The hand holds no card of another kind whose play condition alone holds.
            b = 1
            if seat >= 0:
                h = st[G_HANDS] + seat * st[G_D]
                mine = c[kind + card]
                row = st[G_PO] + (top * (c[F_NCOLOURS] + 1) + color + 1) * c[F_NCARDS]
                for j in range(st[st[G_HL] + seat]):
                    y = st[h + j]
                    if c[kind + y] != mine and st[row + y] == 1:
                        b = 0
                        break
        elif op == C_NOT:
            b = 1 - (bits & 1)
            bits >>= 1
        else:  # C_AND, C_OR
            right = bits & 1
            bits >>= 1
            left = bits & 1
            bits >>= 1
            b = (left & right) if op == C_AND else (left | right)
        bits = (bits << 1) | b
        i += 2


@fast
def playable_probe(c, st, card, top, seat):
    """engine.playable: may ``seat`` play ``card`` (in its hand) on ``top``?"""
    k = c[c[O_CARD_KIND] + card]
    if not holds(c, st, c[c[O_PLAY] + k], card, top, seat, card, NOSTAT, NONE):
        return False
    req = c[c[O_ENFORCED] + k]
    return req < 0 or holds(c, st, req, card, top, seat, card, NOSTAT, NONE)


@fast
def playable(c, st, card, top, seat):
    """playable_probe, read from the table of (card, top, colour) answers where the
    conditions do not look at the hand (see fill_table): from its bit masks when there
    are at most 64 distinct cards (they fit in the first cache level), else from the
    word of the masks that holds the card's bit."""
    if st[G_PMW] == 1:
        at = st[G_PM] + (top * (c[F_NCOLOURS] + 1) + st[G_COLOR] + 1) * 2
        bit = np.uint64(1) << np.uint64(card)
        if (np.uint64(st[at]) & bit) != np.uint64(0):
            return True
        if (np.uint64(st[at + 1]) & bit) != np.uint64(0):
            return playable_probe(c, st, card, top, seat)
        return False
    w = st[G_PMW]
    at = st[G_PM] + (top * (c[F_NCOLOURS] + 1) + st[G_COLOR] + 1) * 2 * w + (card >> 6)
    bit = np.uint64(1) << np.uint64(card & 63)
    if (np.uint64(st[at]) & bit) != np.uint64(0):
        return True
    if (np.uint64(st[at + w]) & bit) != np.uint64(0):
        return playable_probe(c, st, card, top, seat)
    return False


@fast
def reads_hand(c, ci):
    """Does the condition at offset ci look at the hand?"""
    if ci < 0:
        return False
    i = c[O_CONDS] + ci
    while c[i] != C_END:
        if c[i] == C_NO_ACTIVE or c[i] == C_NO_OTHER:
            return True
        i += 2
    return False


@fast
def fill_table(c, st):
    """Tabulate playable_probe over (card, top, active colour or none) for the players
    of st, where neither the kind's play condition nor its enforced requirement reads
    the hand; 2 marks the entries to evaluate each time."""
    ncards = c[F_NCARDS]
    ncol = c[F_NCOLOURS]
    pt = st[G_PT]
    keep = st[G_COLOR]
    if c[F_NO_OTHER]:  # play conditions alone (the lowering made sure none reads the hand)
        for t in range(ncards):
            for col in range(-1, ncol):
                st[G_COLOR] = col
                row = st[G_PO] + (t * (ncol + 1) + col + 1) * ncards
                for x in range(ncards):
                    ci = c[c[O_PLAY] + c[c[O_CARD_KIND] + x]]
                    st[row + x] = 1 if holds(c, st, ci, x, t, NONE, NONE, NOSTAT, NONE) else 0
    for x in range(ncards):
        k = c[c[O_CARD_KIND] + x]
        dynamic = reads_hand(c, c[c[O_PLAY] + k]) or reads_hand(c, c[c[O_ENFORCED] + k])
        for t in range(ncards):
            for col in range(-1, ncol):
                at = pt + (x * ncards + t) * (ncol + 1) + col + 1
                if dynamic:
                    st[at] = 2
                else:
                    st[G_COLOR] = col
                    st[at] = 1 if playable_probe(c, st, x, t, NONE) else 0
    st[G_COLOR] = keep
    # The same answers as two bit masks over card ids per (top, colour), G_PMW words
    # each: the cards playable there, and the cards to probe each time.
    pm = st[G_PM]
    w = st[G_PMW]
    for t in range(ncards):
        for col in range(-1, ncol):
            at = pm + (t * (ncol + 1) + col + 1) * 2 * w
            for k in range(w):
                yes = np.uint64(0)
                probe = np.uint64(0)
                for x in range(64 * k, min(ncards, 64 * k + 64)):
                    v = st[pt + (x * ncards + t) * (ncol + 1) + col + 1]
                    if v == 1:
                        yes |= np.uint64(1) << np.uint64(x - 64 * k)
                    elif v == 2:
                        probe |= np.uint64(1) << np.uint64(x - 64 * k)
                st[at + k] = np.int64(yes)
                st[at + w + k] = np.int64(probe)
    kind = c[O_CARD_KIND]
    for t in range(ncards):
        row = c[O_STACK_OK] + c[kind + t] * c[F_NKINDS]
        for k in range(w):
            ok = np.uint64(0)
            for x in range(64 * k, min(ncards, 64 * k + 64)):
                if c[row + c[kind + x]] == 1:
                    ok |= np.uint64(1) << np.uint64(x - 64 * k)
            st[st[G_SM] + t * w + k] = np.int64(ok)


@fast
def honest(c, st, card, top, seat):
    """engine.playable_honestly: playable without a bluff."""
    if not playable(c, st, card, top, seat):
        return False
    req = c[c[O_REQUIRE] + c[c[O_CARD_KIND] + card]]
    return req < 0 or holds(c, st, req, card, top, seat, card, NOSTAT, NONE)


@fast
def addable(c, st, card, top, seat):
    """legality.addable: may ``card`` be added to the cards just played together?"""
    if c[F_TOGETHER] < 0 or not c[c[O_TOGETHER] + c[c[O_CARD_KIND] + card]]:
        return False
    return holds(c, st, c[F_TOGETHER], card, top, seat, card, NOSTAT, NONE)


# --- piles and seats ------------------------------------------------------------------------
@fast
def wrap(x, n):
    """x % n (Python's, never negative), without a division for x within one round of the table."""
    if x >= n:
        x -= n
        if x >= n:
            x %= n
    elif x < 0:
        x += n
        if x < 0:
            x %= n
    return x


@fast
def seat_after(st, seat, steps):
    """Table.seat_after: knocked-out seats are passed over."""
    if st[G_NOUT] == 0:
        return wrap(seat + steps * st[G_DIR], st[G_PLAYERS])
    n = st[G_PLAYERS]
    for _ in range(steps):
        seat = wrap(seat + st[G_DIR], n)
        while st[st[G_OUT] + seat] != 0:
            seat = wrap(seat + st[G_DIR], n)
    return seat


@fast
def seat_of(st, who, k, player, target):
    """The k-th seat a subject word names (table.seats_for)."""
    if who == W_PLAYER:
        return player
    if who == W_NEXT:
        return wrap(player + st[G_DIR], st[G_PLAYERS])
    if who == W_TARGET:
        return target
    if who == W_DEALER:
        return st[G_DEALER]
    return wrap(player + (k + 1) * st[G_DIR], st[G_PLAYERS])  # W_OTHERS


@fast
def seat_in(st, who, k, player, target):
    """The k-th seat an effect's subject word names (Table.seats): "next" passes over
    knocked-out seats, as a condition's does not."""
    if who == W_NEXT and st[G_NOUT] > 0:
        return seat_after(st, player, ONE)
    return seat_of(st, who, k, player, target)


@fast
def top_card(st):
    return st[st[G_DISC] + st[G_DC] - 1]


@fast
def reshuffle(st):
    """Table.reshuffle: the discard pile but its top becomes a shuffled draw pile under
    whatever the draw pile still holds."""
    dc = st[G_DC]
    if dc < 2:
        return
    disc, draw, tmp = st[G_DISC], st[G_DRAW], st[G_TMP]
    m = dc - 1
    for i in range(m):
        st[tmp + i] = st[disc + i]
    st[disc] = st[disc + dc - 1]
    st[G_DC] = 1
    shuffle(st, tmp, m)
    dl = st[G_DL]
    for i in range(dl - 1, -1, -1):
        st[draw + m + i] = st[draw + i]
    for i in range(m):
        st[draw + i] = st[tmp + i]
    st[G_DL] = dl + m


@fast
def draw_cards(st, seat, n):
    """Table.draw_cards: up to n cards; returns how many were drawn."""
    got = 0
    h = st[G_HANDS] + seat * st[G_D]
    hl = st[G_HL] + seat
    for _ in range(n):
        if st[G_DL] == 0:
            reshuffle(st)
            if st[G_DL] == 0:
                break
        st[G_DL] -= 1
        st[h + st[hl]] = st[st[G_DRAW] + st[G_DL]]
        st[hl] += 1
        got += 1
    return got


@fast
def reset_outcome(st):
    st[G_SKIPS] = 0
    st[G_PLAYS_FIRST] = -1
    st[G_CHOOSER] = -1
    st[G_TURN_ANOTHER] = 0
    st[G_TURN_ENDS] = 0
    st[G_CH_OPEN] = 0
    st[G_STACK_OPEN] = 0


@fast
def can_play(c, st, seat, top, adding):
    """legality.seat_playable: does the seat hold a card it may play on ``top``? With
    ``adding``: one it may add to the cards played together, ``top`` the last."""
    h = st[G_HANDS] + seat * st[G_D]
    for j in range(st[st[G_HL] + seat]):
        x = st[h + j]
        if addable(c, st, x, top, seat) if adding else playable(c, st, x, top, seat):
            return True
    return False


@fast
def set_side(c, st, side):
    st[G_SIDE] = side
    st[G_COL0] = c[c[O_SIDE_COLOURS] + 2 * side]
    st[G_NCOL] = c[c[O_SIDE_COLOURS] + 2 * side + 1]


@fast
def turn_over(c, st, player, target):
    """TurnOver: both piles turned over as stacks (their order reversed), every card of
    them and of the hands (in hand order) its other face up, then the other side up; the
    new top's colour is in play, and a wild face has the next player name it."""
    flip = c[O_CARD_FLIP]
    for pile, size in ((st[G_DISC], st[G_DC]), (st[G_DRAW], st[G_DL])):
        for i in range((size + 1) // 2):
            x = st[pile + i]
            st[pile + i] = c[flip + st[pile + size - 1 - i]]
            st[pile + size - 1 - i] = c[flip + x]
    H = st[G_HANDS]
    D = st[G_D]
    for s in range(st[G_PLAYERS]):
        for j in range(st[st[G_HL] + s]):
            st[H + s * D + j] = c[flip + st[H + s * D + j]]
    set_side(c, st, 1 - st[G_SIDE])
    st[G_COLOR] = c[c[O_CARD_COLOUR] + top_card(st)]
    if st[G_COLOR] < 0:
        st[G_CHOOSER] = seat_in(st, W_NEXT, ZERO, player, target)


# --- effects ------------------------------------------------------------------------------------
@fast
def run(c, st, li, player, target, colour, final):
    """Run effect list li with the context (player, target, colour named, final card);
    1 when the rest of it is held (see run_from)."""
    return run_from(c, st, li, ZERO, player, target, colour, final)


@fast
def passed_over(st, who, seat):
    """'others' names the other seats still in (Table.seats): a knocked-out one is passed over."""
    return who == W_OTHERS and st[G_NOUT] > 0 and st[st[G_OUT] + seat] != 0


@fast
def run_from(c, st, li, start, player, target, colour, final):
    """Run effect list li from its effect ``start`` on. At an E_HOLD after an effect that
    handed the colour choice to a later action, the rest is held (G_HOLD_*) and 1 returned."""
    ops = c[O_OPS]
    ccol = c[O_CARD_COLOUR]
    row = c[O_LISTS] + 2 * li
    first = c[row]
    i = first + start
    end = first + c[row + 1]
    n = st[G_PLAYERS]
    D = st[G_D]
    H = st[G_HANDS]
    HL = st[G_HL]
    tmp = st[G_TMP]
    while i < end:
        o = ops + 4 * i
        op, a, b = c[o], c[o + 1], c[o + 2]
        i += 1
        if op == E_NOTHING:
            continue
        count = n - 1 if (a == W_OTHERS and op != E_GUARD) else 1
        if op == E_GUARD:
            top = top_card(st)
            if c[o + 3]:  # the condition asks who holds a playable card
                for s in range(n):
                    st[st[G_CANPLAY] + s] = 1 if can_play(c, st, s, top, ZERO) else 0
            if not holds(c, st, a, top, top, player, NONE, player, target):
                i += b
        elif op == E_DRAW:
            for k in range(count):
                seat = seat_in(st, a, k, player, target)
                if not passed_over(st, a, seat):
                    draw_cards(st, seat, b)
        elif op == E_DRAW_OR_STACK:
            if final:
                total = st[G_PENDING] + b
                for k in range(count):
                    seat = seat_in(st, a, k, player, target)
                    if not passed_over(st, a, seat):
                        draw_cards(st, seat, total)
                st[G_PENDING] = 0
            else:
                st[G_PENDING] += b
                st[G_STACK_OPEN] = 1
        elif op == E_DRAW_UNTIL_COLOUR:
            for k in range(count):
                seat = seat_in(st, a, k, player, target)
                if passed_over(st, a, seat):
                    continue
                while True:
                    if draw_cards(st, seat, ONE) == 0:
                        break
                    if c[ccol + st[H + seat * D + st[HL + seat] - 1]] == st[G_COLOR]:
                        break
        elif op == E_LOSE_TURN:
            for k in range(count):  # passing over every other player still in
                if not passed_over(st, a, seat_in(st, a, k, player, target)):
                    st[G_SKIPS] += 1
        elif op == E_REVERSE:
            st[G_DIR] = -st[G_DIR]
        elif op == E_CHOOSE_COLOUR:
            if a == W_PLAYER and colour >= 0:
                st[G_COLOR] = colour
            else:
                st[G_CHOOSER] = seat_in(st, a, 0, player, target)
        elif op == E_HOLD:
            if st[G_CHOOSER] >= 0:
                st[G_HOLD_LIST] = li
                st[G_HOLD_AT] = i - first
                st[G_HOLD_PLAYER] = player
                st[G_HOLD_TARGET] = target
                st[G_HOLD_SKIPS] = st[G_SKIPS]
                return 1
        elif op == E_SWAP_HANDS:
            x = seat_in(st, a, 0, player, target)
            y = seat_in(st, b, 0, player, target)
            if x != y:
                lx = st[HL + x]
                for j in range(lx):
                    st[tmp + j] = st[H + x * D + j]
                for j in range(st[HL + y]):
                    st[H + x * D + j] = st[H + y * D + j]
                for j in range(lx):
                    st[H + y * D + j] = st[tmp + j]
                st[HL + x] = st[HL + y]
                st[HL + y] = lx
        elif op == E_ROTATE_HANDS:
            t2 = st[G_TMP2]
            for s in range(n):  # copy every hand (length first), then deal them one seat on
                st[t2 + s * (D + 1)] = st[HL + s]
                for j in range(st[HL + s]):
                    st[t2 + s * (D + 1) + 1 + j] = st[H + s * D + j]
            # a: 0 in the direction of play, 1 to the left, 2 to the right.
            step = st[G_DIR] if a == 0 else (1 if a == 1 else -1)
            for s in range(n):
                if st[G_NOUT] > 0 and st[st[G_OUT] + s] != 0:
                    continue  # a knocked-out seat holds nothing, and is passed over
                d = wrap(s + step, n)
                while st[G_NOUT] > 0 and st[st[G_OUT] + d] != 0:
                    d = wrap(d + step, n)
                st[HL + d] = st[t2 + s * (D + 1)]
                for j in range(st[HL + d]):
                    st[H + d * D + j] = st[t2 + s * (D + 1) + 1 + j]
        elif op == E_SHUFFLE_HANDS:
            m = ZERO
            for s in range(n):
                for j in range(st[HL + s]):
                    st[tmp + m] = st[H + s * D + j]
                    m += 1
                st[HL + s] = 0
            shuffle(st, tmp, m)
            # a: 0 from the next player, else 1 + the subject word of the first seat dealt to.
            seat = player if a == 0 else wrap(seat_in(st, a - 1, 0, player, target) - st[G_DIR], n)
            for j in range(m):
                seat = wrap(seat + st[G_DIR], n)
                st[H + seat * D + st[HL + seat]] = st[tmp + j]
                st[HL + seat] += 1
        elif op == E_DISCARD_COLOUR:
            col = colour if b else st[G_COLOR]  # b: the colour the action named
            for k in range(count):
                seat = seat_in(st, a, k, player, target)
                if passed_over(st, a, seat):
                    continue
                keep = 0
                gone = 0
                for j in range(st[HL + seat]):
                    x = st[H + seat * D + j]
                    if c[ccol + x] != col:
                        st[H + seat * D + keep] = x
                        keep += 1
                    else:
                        st[tmp + gone] = x
                        gone += 1
                st[HL + seat] = keep
                # The played card stays on top: the discarded ones go beneath it.
                disc = st[G_DISC]
                top = st[disc + st[G_DC] - 1]
                for j in range(gone):
                    st[disc + st[G_DC] - 1 + j] = st[tmp + j]
                st[G_DC] += gone
                st[disc + st[G_DC] - 1] = top
        elif op == E_GIVE_STATUS:
            st[st[G_STATUS] + b * n + seat_in(st, a, 0, player, target)] = c[o + 3]
        elif op == E_END_STATUS:
            st[st[G_STATUS] + b * n + seat_in(st, a, 0, player, target)] = 0
        elif op == E_OPEN_CHALLENGE:
            st[G_CH_OPEN] = 1
        elif op == E_PLAYS_FIRST:
            st[G_PLAYS_FIRST] = seat_in(st, a, 0, player, target)
        elif op == E_RETURN_AND_TURN:
            st[G_TURN_ANOTHER] = 1
        elif op == E_END_TURN:
            st[G_TURN_ENDS] = 1
        elif op == E_RANDOM_DRAW:  # b to c[o + 3] cards, each count as likely, per seat
            for k in range(count):
                seat = seat_in(st, a, k, player, target)
                if not passed_over(st, a, seat):
                    draw_cards(st, seat, b + below(st, G_RS, c[o + 3] - b + 1))
        elif op == E_TURN_OVER:
            turn_over(c, st, player, target)
    return 0


@njit(cache=True)
def forget_lost_drawn(st):
    """engine._forget_lost_drawn: a discarded drawn card leaves only the pass."""
    d = st[G_DRAWN]
    if d < 0:
        return
    p = st[G_TO_ACT]
    h = st[G_HANDS] + p * st[G_D]
    for j in range(st[st[G_HL] + p]):
        if st[h + j] == d:
            return
    st[G_DRAWN] = -1


# --- the turn structure (engine.finish, begin_turn, end_round) -------------------------------------
@fast
def begin_turn(st, seat):
    st[G_PHASE] = TURN
    st[G_TO_ACT] = seat
    st[G_DRAWN] = -1
    for k in range(st[G_NSTATUSES]):  # the seat's statuses count its turn starts down
        p = st[G_STATUS] + k * st[G_PLAYERS] + seat
        if st[p] > 0:
            st[p] -= 1


@fast
def finish(st, player):
    if st[G_CHOOSER] >= 0:
        st[G_PHASE] = CHOOSE
        st[G_TO_ACT] = st[G_CHOOSER]
        return
    if st[G_CH_OPEN]:
        st[G_PHASE] = RESPOND
        st[G_TO_ACT] = seat_after(st, player, 1)
        return
    if st[G_STACK_OPEN]:
        st[G_PHASE] = STACK
        st[G_TO_ACT] = seat_after(st, player, 1)
        return
    if st[G_PLAYS_FIRST] >= 0:
        nxt = st[G_PLAYS_FIRST]
    else:
        nxt = seat_after(st, player, 1 + st[G_SKIPS])
    begin_turn(st, nxt)


@fast
def end_round(c, st, winner):
    pts = c[O_CARD_POINTS]
    n = st[G_PLAYERS]
    S = st[G_SCORES]
    H = st[G_HANDS]
    D = st[G_D]
    HL = st[G_HL]
    if c[F_SCORING] == 1:  # each hand against itself
        for s in range(n):
            for j in range(st[HL + s]):
                st[S + s] += c[pts + st[H + s * D + j]]
        best = 0
        high = st[S]
        for s in range(n):
            high = max(high, st[S + s])
            if st[S + s] < st[S + best]:
                best = s
        over = high >= c[F_TARGET]
        game_winner = best
    elif c[F_SCORING] == 3:  # no scores: the game is the one round
        over = True
        game_winner = winner
    elif c[F_SCORING] == 2:  # the winner's team (seat i and i + n/2) scores the other hands
        half = n // 2
        won = 0
        for s in range(n):
            if s != winner and (s + half) % n != winner:
                for j in range(st[HL + s]):
                    won += c[pts + st[H + s * D + j]]
        for s in range(n):
            if s == winner or (s + half) % n == winner:
                st[S + s] += won
        over = st[S + winner] >= c[F_TARGET]
        game_winner = winner
    else:
        for s in range(n):
            if s != winner:
                for j in range(st[HL + s]):
                    st[S + winner] += c[pts + st[H + s * D + j]]
        st[S + winner] += c[F_KO_BONUS] * st[G_NOUT]  # for each player knocked out in the round
        over = st[S + winner] >= c[F_TARGET]
        game_winner = winner
    st[G_ROUND_WINNER] = winner
    st[G_PHASE] = GAME_OVER if over else ROUND_OVER
    st[G_WINNER] = game_winner if over else -1
    st[G_TO_ACT] = winner
    st[G_DRAWN] = -1
    st[G_PENDING] = 0
    st[G_CH_PLAYER] = -1
    st[G_UNO] = -1
    st[G_HOLD_LIST] = -1
    for s in range(n * st[G_NSTATUSES]):
        st[st[G_STATUS] + s] = 0


# --- dealing (engine.new_game, pick_dealer, deal, start_rule) ----------------------------------------
@fast
def copy(src, at, dst, to, n):
    """dst[to:to + n] = src[at:at + n], through views: indexed from 0 by the loop, the
    stores need no check for a negative index (a slice assignment would allocate)."""
    a = src[at:at + n]
    b = dst[to:to + n]
    for i in range(n):
        b[i] = a[i]


@fast
def new_game(c, st, players, seed):
    deck = c[O_DECK]
    nd = c[F_DECK]
    tmp = st[G_TMP]
    t2 = st[G_TMP2]
    kind = c[O_CARD_KIND]
    st[:G_D] = -1
    st[G_PLAYERS] = players
    st[G_RS] = np.int64(seed_state(seed))
    dealer = 0
    if c[F_DEALER_HIGHEST]:
        values = c[O_DEALER_VALUE]
        # Scratch: contenders at t2, their values after them.
        nc = players
        for s in range(players):
            st[t2 + s] = s
        while True:
            copy(c, deck, st, tmp, nd)
            left = nd
            best = -(1 << 62)
            for k in range(nc):
                i = below(st, G_RS, left)
                x = st[tmp + i]
                st[tmp + i] = st[tmp + left - 1]
                st[tmp + left - 1] = x
                left -= 1
                v = c[values + c[kind + x]]
                st[t2 + players + k] = v
                best = max(best, v)
            m = 0
            for k in range(nc):
                if st[t2 + players + k] == best:
                    st[t2 + m] = st[t2 + k]
                    m += 1
            nc = m
            if nc == 1 or not c[F_TIES_AGAIN]:
                dealer = st[t2]
                break
    for s in range(players):
        st[st[G_SCORES] + s] = 0
    deal(c, st, dealer)


@fast
def next_round(c, st):
    """engine._next_round: the dealer's left deals the next round; scores and the
    generator go on."""
    players = st[G_PLAYERS]
    dealer = (st[G_DEALER] + 1) % players
    rs, ps = st[G_RS], st[G_PS]
    st[:G_D] = -1
    st[G_PLAYERS] = players
    st[G_RS], st[G_PS] = rs, ps
    deal(c, st, dealer)


@fast
def deal(c, st, dealer):
    """engine.deal and start_rule."""
    deck = c[O_DECK]
    nd = c[F_DECK]
    kind = c[O_CARD_KIND]
    players = st[G_PLAYERS]
    for s in range(players * st[G_NSTATUSES]):
        st[st[G_STATUS] + s] = 0
    for s in range(players):
        st[st[G_OUT] + s] = 0
    st[G_NOUT] = 0
    st[G_HOLD_LIST] = -1
    st[G_DEALER] = dealer
    set_side(c, st, ZERO)  # every round is dealt with the first side up
    # deal: shuffle the whole deck (where the draw pile lives); the cards come off the
    # end of the shuffled list, and what is left is the draw pile, top last.
    draw = st[G_DRAW]
    copy(c, deck, st, draw, nd)
    shuffle(st, draw, nd)
    h = c[F_HAND_SIZE]
    H = st[G_HANDS]
    D = st[G_D]
    for k in range(players):
        seat = (dealer + 1 + k) % players
        for m in range(h):
            st[H + seat * D + m] = st[draw + nd - 1 - k - m * players]
        st[st[G_HL] + seat] = h
    dl = nd - h * players - 1
    st[G_DL] = dl
    top = st[draw + nd - 1 - h * players]
    disc = st[G_DISC]
    st[disc] = top
    st[G_DC] = 1
    st[G_COLOR] = c[c[O_CARD_COLOUR] + top]
    st[G_DIR] = 1
    st[G_TO_ACT] = (dealer + 1) % players
    st[G_PHASE] = TURN
    st[G_PENDING] = 0
    reset_outcome(st)
    if c[c[O_START_NOOP] + c[kind + top]]:
        return
    # start_rule: the card turned over counts as played by the dealer.
    while True:
        top = top_card(st)
        st[G_COLOR] = c[c[O_CARD_COLOUR] + top]
        reset_outcome(st)
        run(c, st, c[c[O_START] + c[kind + top]], dealer, NONE, NONE, ZERO)
        if not st[G_TURN_ANOTHER] or st[G_DL] == 0:
            break
        st[G_DC] -= 1
        st[draw + st[G_DL]] = top
        st[G_DL] += 1
        shuffle(st, draw, st[G_DL])
        st[G_DL] -= 1
        st[disc + st[G_DC]] = st[draw + st[G_DL]]
        st[G_DC] += 1
    finish(st, dealer)


# --- applying an action (engine._apply_reference and its handlers) -----------------------------------
@fast
def apply(c, st, kind, player, card, colour, target, report):
    """engine._apply_reference: the action, then knock-outs."""
    act(c, st, kind, player, card, colour, target, report)
    if c[F_KNOCK_OUT] > 0:
        knock_outs(c, st)


@fast
def knock_outs(c, st):
    """engine.knock_outs: a seat holding F_KNOCK_OUT cards or more is out, its cards
    under the discard pile (in hand order), unless it is the last one in; the last one
    in wins; a knocked-out player to act hands the turn on, what they were to answer
    dropped."""
    if st[G_PHASE] >= ROUND_OVER:
        return
    n = st[G_PLAYERS]
    out = st[G_OUT]
    hl = st[G_HL]
    hit = False
    for s in range(n):
        if st[out + s] == 0 and st[hl + s] >= c[F_KNOCK_OUT]:
            hit = True
            if n - st[G_NOUT] == 1:
                break
            st[out + s] = 1
            st[G_NOUT] += 1
            m = st[hl + s]
            disc = st[G_DISC]
            dc = st[G_DC]
            for j in range(dc - 1, -1, -1):
                st[disc + m + j] = st[disc + j]
            h = st[G_HANDS] + s * st[G_D]
            for j in range(m):
                st[disc + j] = st[h + j]
            st[G_DC] = dc + m
            st[hl + s] = 0
            if st[G_UNO] == s:
                st[G_UNO] = -1
    if not hit:
        return
    if n - st[G_NOUT] == 1:
        for s in range(n):
            if st[out + s] == 0:
                end_round(c, st, s)
                return
    if st[out + st[G_TO_ACT]]:
        st[G_CH_PLAYER] = -1
        st[G_PENDING] = 0
        st[G_HOLD_LIST] = -1
        begin_turn(st, seat_after(st, st[G_TO_ACT], ONE))


@fast
def act(c, st, kind, player, card, colour, target, report):
    # The outcome fields are cleared where effects run (plays, catches; challenges and
    # reports clear them again): draws, passes and colour choices never read them.
    if kind <= A_CHOOSE or kind == A_CHALLENGE or kind == A_ACCEPT:  # in turn
        if player != st[G_UNO]:
            st[G_UNO] = -1  # the next player's first action closes the catch window
    if kind == A_PLAY:
        reset_outcome(st)
        before = st[G_PHASE]
        stacking = before == STACK
        k = c[c[O_CARD_KIND] + card]
        top = top_card(st)
        guilty = 0
        req = c[c[O_REQUIRE] + k]
        if req >= 0 and c[c[O_ACCEPTED] + k] >= 0:
            guilty = 0 if holds(c, st, req, card, top, player, card, NOSTAT, NONE) else 1
        h = st[G_HANDS] + player * st[G_D]
        hl = st[G_HL] + player
        # The first copy leaves the hand, the cards after it move up one: in one pass with
        # no branch on where the copy is (found is 0 before it, 1 from it on).
        found = 0
        for m in range(st[hl]):
            x = st[h + m]
            st[h + m - found] = x
            found |= 1 if x == card else 0
        st[hl] -= 1
        st[st[G_DISC] + st[G_DC]] = card
        st[G_DC] += 1
        if c[c[O_CARD_COLOUR] + card] >= 0:
            st[G_COLOR] = c[c[O_CARD_COLOUR] + card]
        st[G_TO_ACT] = player
        left = st[hl]
        if left == 1 and c[F_UNO]:
            st[G_UNO] = player
        elif st[G_UNO] == player:
            st[G_UNO] = -1
        st[G_DRAWN] = -1
        if left == 0:
            # As the engine: the last card's effects may hand its player cards; then a
            # hand left empty wins, and with none the round goes on.
            run(c, st, c[c[O_LAST] + k], player, target, colour, ONE)
            if st[hl] == 0:
                end_round(c, st, player)
                return
        else:
            li = c[c[O_ON] + k]
            if c[c[O_LISTS] + 2 * li + 1] > 0:  # most cards do nothing more: no call
                run(c, st, li, player, target, colour, ZERO)
            if st[G_CH_OPEN]:
                st[G_CH_PLAYER] = player
                st[G_CH_KIND] = k
                st[G_CH_GUILTY] = guilty
        if left and stacking and not st[G_STACK_OPEN] and st[G_CHOOSER] < 0:
            if not st[G_CH_OPEN]:
                st[G_STACK_OPEN] = 1  # a card that adds nothing passes the total on
        elif not st[G_STACK_OPEN]:
            st[G_PENDING] = 0
        for s in range(st[G_PLAYERS]):
            if st[st[G_HL] + s] == 0 and st[st[G_OUT] + s] == 0:  # a knocked-out seat holds none
                end_round(c, st, s)
                return
        if (c[F_TOGETHER] >= 0 and c[c[O_TOGETHER] + k] and (before == TURN or before == DRAWN or before == TOGETHER)
                and can_play(c, st, player, card, ONE)):
            st[G_PHASE] = TOGETHER  # the turn stays: the player may add another card
            st[G_TO_ACT] = player
            return
        finish(st, player)
    elif kind == A_DRAW and c[F_DRAW_HIGH] >= 0:  # a random count, and the turn ends
        low = c[F_DRAW_LOW]
        draw_cards(st, player, low + below(st, G_RS, c[F_DRAW_HIGH] - low + 1))
        if st[G_UNO] == player:
            st[G_UNO] = -1
        begin_turn(st, seat_after(st, player, ONE))
    elif kind == A_DRAW:
        top = top_card(st)
        drawn = -1
        while True:
            if draw_cards(st, player, ONE) == 0:
                break
            drawn = st[st[G_HANDS] + player * st[G_D] + st[st[G_HL] + player] - 1]
            if not c[F_DRAW_UNTIL] or honest(c, st, drawn, top, player):
                break
        if st[G_UNO] == player:
            st[G_UNO] = -1
        if drawn < 0 or not playable(c, st, drawn, top, player):
            begin_turn(st, seat_after(st, player, 1))
            return
        st[G_PHASE] = DRAWN
        st[G_DRAWN] = drawn
    elif kind == A_PASS:
        begin_turn(st, seat_after(st, player, 1))
    elif kind == A_CHOOSE:
        st[G_COLOR] = colour
        li = st[G_HOLD_LIST]
        if li < 0:
            begin_turn(st, player)
            return
        # The card's clause goes on where it stopped, for the player who played it.
        by = st[G_HOLD_PLAYER]
        st[G_HOLD_LIST] = -1
        reset_outcome(st)
        st[G_SKIPS] = st[G_HOLD_SKIPS]
        if not run_from(c, st, li, st[G_HOLD_AT], by, st[G_HOLD_TARGET], NONE, ZERO):
            for s in range(st[G_PLAYERS]):
                if st[st[G_HL] + s] == 0 and st[st[G_OUT] + s] == 0:  # a hand the rest emptied wins
                    end_round(c, st, s)
                    return
        finish(st, by)
    elif kind == A_ACCEPT and st[G_PHASE] == STACK:
        draw_cards(st, player, st[G_PENDING])
        st[G_PENDING] = 0
        begin_turn(st, seat_after(st, player, 1))
    elif kind == A_ACCEPT or kind == A_CHALLENGE:
        k = st[G_CH_KIND]
        if kind == A_ACCEPT:
            li = c[c[O_ACCEPTED] + k]
        elif st[G_CH_GUILTY]:
            li = c[c[O_GUILTY] + k]
        else:
            li = c[c[O_INNOCENT] + k]
        by = st[G_CH_PLAYER]
        st[G_CH_PLAYER] = -1
        reset_outcome(st)
        run(c, st, li, by, NONE, NONE, ZERO)
        if not st[G_STACK_OPEN]:
            st[G_PENDING] = 0
        finish(st, by)
    elif kind == A_UNO:
        if st[G_UNO] == player and st[st[G_HL] + player] == 1:
            st[G_UNO] = -1
        else:  # the legal actions offer no other call than a false one
            run(c, st, c[F_FALSE_UNO], player, NONE, NONE, ZERO)
    elif kind == A_CATCH:
        reset_outcome(st)
        st[G_UNO] = -1
        run(c, st, c[F_MISSED_UNO], player, target, NONE, ZERO)
        forget_lost_drawn(st)
    elif kind == A_REPORT:
        phase = st[G_PHASE]
        reset_outcome(st)
        run(c, st, c[c[O_REPORT_LIST] + report], player, target, NONE, ZERO)
        forget_lost_drawn(st)
        if st[G_TURN_ENDS] and target == st[G_TO_ACT] and (phase == TURN or phase == DRAWN):
            begin_turn(st, seat_after(st, target, 1))


# --- legal actions (engine.legal_actions_reference, in its order) -------------------------------------
@fast
def _add(out, n, kind, player, card, colour, target, report):
    out[n, 0] = kind
    out[n, 1] = player
    out[n, 2] = card
    out[n, 3] = colour
    out[n, 4] = target
    out[n, 5] = report
    return n + 1


@fast
def _variants(c, st, out, n, player, card, in_turn):
    """Every way to play ``card``: one per colour for a wild, one per target (in turn, a
    seat still in: the engine filters the player to act's plays, not jump-ins)."""
    k = c[c[O_CARD_KIND] + card]
    named = c[c[O_NEEDS_COLOUR] + k]
    for col in range(st[G_COL0], st[G_COL0] + st[G_NCOL]) if named else range(-1, 0):
        if c[c[O_NEEDS_TARGET] + k]:
            for tg in range(st[G_PLAYERS]):
                if tg != player and not (in_turn and st[G_NOUT] > 0 and st[st[G_OUT] + tg] != 0):
                    n = _add(out, n, A_PLAY, player, card, col, tg, -1)
        else:
            n = _add(out, n, A_PLAY, player, card, col, -1, -1)
    return n


@fast
def _holding(c, st, seat):
    """Count the copies of each card in the seat's hand (at st[G_CNT])."""
    cnt = st[G_CNT]
    for x in range(c[F_NCARDS]):
        st[cnt + x] = 0
    h = st[G_HANDS] + seat * st[G_D]
    for j in range(st[st[G_HL] + seat]):
        st[cnt + st[h + j]] += 1


@fast
def legal(c, st, out):
    """Every legal action into ``out``, in the order engine.legal_actions gives them; the count."""
    phase = st[G_PHASE]
    if phase >= ROUND_OVER:
        return 0
    p = st[G_TO_ACT]
    top = top_card(st)
    kind = c[O_CARD_KIND]
    ncards = c[F_NCARDS]
    players = st[G_PLAYERS]
    cnt = st[G_CNT]
    n = ZERO
    if phase == TURN:
        _holding(c, st, p)
        for x in range(ncards):
            if st[cnt + x] > 0 and playable(c, st, x, top, p):
                n = _variants(c, st, out, n, p, x, ONE)
        if c[F_DRAW_ANYTIME] or n == 0:
            n = _add(out, n, A_DRAW, p, -1, -1, -1, -1)
    elif phase == DRAWN:
        d = st[G_DRAWN]
        if d >= 0 and playable(c, st, d, top, p):
            n = _variants(c, st, out, n, p, d, ONE)
        if d < 0 or not c[F_DRAW_MUST] or not honest(c, st, d, top, p):
            n = _add(out, n, A_PASS, p, -1, -1, -1, -1)
    elif phase == CHOOSE:
        for col in range(st[G_COL0], st[G_COL0] + st[G_NCOL]):
            n = _add(out, n, A_CHOOSE, p, -1, col, -1, -1)
    elif phase == RESPOND:
        n = _add(out, n, A_CHALLENGE, p, -1, -1, -1, -1)
        n = _add(out, n, A_ACCEPT, p, -1, -1, -1, -1)
    elif phase == TOGETHER:
        _holding(c, st, p)
        for x in range(ncards):
            if st[cnt + x] > 0 and addable(c, st, x, top, p):
                n = _variants(c, st, out, n, p, x, ONE)
        n = _add(out, n, A_PASS, p, -1, -1, -1, -1)
    else:  # STACK
        _holding(c, st, p)
        row = c[O_STACK_OK] + c[kind + top] * c[F_NKINDS]
        for x in range(ncards):
            if st[cnt + x] > 0 and c[row + c[kind + x]] and playable(c, st, x, top, p):
                n = _variants(c, st, out, n, p, x, ONE)
        n = _add(out, n, A_ACCEPT, p, -1, -1, -1, -1)
    # Out of turn: UNO calls and catches, reports, jump-ins.
    risk = st[G_UNO]
    if risk >= 0 and st[st[G_HL] + risk] == 1:
        n = _add(out, n, A_UNO, risk, -1, -1, -1, -1)
        n = _add(out, n, A_CATCH, (risk + 1) % players, -1, -1, risk, -1)
    if c[F_FALSE_UNO] >= 0 and phase == TURN and st[st[G_HL] + p] >= 2:
        n = _add(out, n, A_UNO, p, -1, -1, -1, -1)  # a false call, which the penalty punishes
    for r in range(c[F_NREPORTS]):
        cond = c[c[O_REPORT_COND] + r]
        for tg in range(players):
            if cond < 0 or holds(c, st, cond, top, top, NONE, NONE, (tg + 1) % players, tg):
                n = _add(out, n, A_REPORT, (tg + 1) % players, -1, -1, tg, r)
    ji = c[F_JUMP_IN]
    if ji >= 0 and phase == TURN:
        for seat in range(players):
            if seat == p:
                continue
            _holding(c, st, seat)
            for x in range(ncards):
                if st[cnt + x] > 0 and holds(c, st, ji, x, top, NONE, NONE, NOSTAT, NONE) and playable(c, st, x, top, seat):
                    n = _variants(c, st, out, n, seat, x, ZERO)
    return n


# --- the random policy ------------------------------------------------------------------------------
@fast
def _choices(c, st, p, card):
    """The random policy plays ``card``: a colour, then a target, as the card needs."""
    k = c[c[O_CARD_KIND] + card]
    act = st[G_ACT]
    st[act] = A_PLAY
    st[act + 1] = p
    st[act + 2] = card
    st[act + 3] = st[G_COL0] + below(st, G_PS, st[G_NCOL]) if c[c[O_NEEDS_COLOUR] + k] else -1
    st[act + 4] = -1
    if c[c[O_NEEDS_TARGET] + k]:
        if st[G_NOUT] == 0:
            t = below(st, G_PS, st[G_PLAYERS] - 1)
            st[act + 4] = t if t < p else t + 1
        else:  # the t-th other seat still in
            t = below(st, G_PS, st[G_PLAYERS] - 1 - st[G_NOUT])
            for s in range(st[G_PLAYERS]):
                if s != p and st[st[G_OUT] + s] == 0:
                    if t == 0:
                        st[act + 4] = s
                        break
                    t -= 1


@fast
def random_policy(c, st):
    """Write the random policy's action at st[G_ACT] (see the module docstring)."""
    act = st[G_ACT]
    for x in range(2, 6):
        st[act + x] = -1
    risk = st[G_UNO]
    if risk >= 0 and st[st[G_HL] + risk] == 1:
        st[act] = A_UNO
        st[act + 1] = risk
        return
    phase = st[G_PHASE]
    p = st[G_TO_ACT]
    st[act + 1] = p
    top = top_card(st)
    if phase == TURN or phase == STACK:
        # The distinct playable cards, in card-id order (Rules.cards). With at most 64
        # distinct cards they are bits of a register: the hand's set, masked by the
        # playable cards on this top and colour (fill_table), the k-th bit chosen.
        h = st[G_HANDS] + p * st[G_D]
        n = st[st[G_HL] + p]
        if st[G_PMW] == 1:
            held = np.uint64(0)
            for x in st[h:h + n]:  # iterating a view: no negative-index check per card
                held |= np.uint64(1) << np.uint64(x)
            if phase == STACK:  # only the cards that may answer the pending draw
                held &= np.uint64(st[st[G_SM] + top])
            at = st[G_PM] + (top * (c[F_NCOLOURS] + 1) + st[G_COLOR] + 1) * 2
            cand = held & np.uint64(st[at])
            rest = held & np.uint64(st[at + 1])  # cards whose playability reads the hand
            while rest != np.uint64(0):
                one = np.int64(trailing_zeros(rest))
                rest &= rest - np.uint64(1)
                if playable_probe(c, st, one, top, p):
                    cand |= np.uint64(1) << np.uint64(one)
            m = popcount(cand)
            if m == 0:
                st[act] = A_DRAW if phase == TURN else A_ACCEPT
                return
            for _ in range(below(st, G_PS, m)):
                cand &= cand - np.uint64(1)
            _choices(c, st, p, np.int64(trailing_zeros(cand)))
            return
        # More distinct cards: the same sets, G_PMW words each, the hand's at st[G_HELD]
        # (then the candidates, word by word).
        w = st[G_PMW]
        hs = st[G_HELD]
        for k in range(w):
            st[hs + k] = 0
        for x in st[h:h + n]:
            st[hs + (x >> 6)] |= np.int64(np.uint64(1) << np.uint64(x & 63))
        at = st[G_PM] + (top * (c[F_NCOLOURS] + 1) + st[G_COLOR] + 1) * 2 * w
        sm = st[G_SM] + top * w
        m = 0
        for k in range(w):
            held = np.uint64(st[hs + k])
            if phase == STACK:
                held &= np.uint64(st[sm + k])
            cand = held & np.uint64(st[at + k])
            rest = held & np.uint64(st[at + w + k])
            while rest != np.uint64(0):
                bit = np.int64(trailing_zeros(rest))
                rest &= rest - np.uint64(1)
                if playable_probe(c, st, 64 * k + bit, top, p):
                    cand |= np.uint64(1) << np.uint64(bit)
            st[hs + k] = np.int64(cand)
            m += popcount(cand)
        if m == 0:
            st[act] = A_DRAW if phase == TURN else A_ACCEPT
            return
        j = below(st, G_PS, m)
        for k in range(w):
            cand = np.uint64(st[hs + k])
            here = popcount(cand)
            if j < here:
                for _ in range(j):
                    cand &= cand - np.uint64(1)
                _choices(c, st, p, 64 * k + np.int64(trailing_zeros(cand)))
                return
            j -= here
    elif phase == DRAWN:
        d = st[G_DRAWN]
        if d >= 0 and playable(c, st, d, top, p):
            _choices(c, st, p, d)
        else:
            st[act] = A_PASS
    elif phase == CHOOSE:
        st[act] = A_CHOOSE
        st[act + 3] = st[G_COL0] + below(st, G_PS, st[G_NCOL])
    elif phase == TOGETHER:  # adds one of its distinct addable cards (card-id order) while it can
        _holding(c, st, p)
        cnt = st[G_CNT]
        tmp = st[G_TMP]
        m = 0
        for x in range(c[F_NCARDS]):
            if st[cnt + x] > 0 and addable(c, st, x, top, p):
                st[tmp + m] = x
                m += 1
        if m == 0:
            st[act] = A_PASS
            return
        _choices(c, st, p, st[tmp + below(st, G_PS, m)])
    else:  # RESPOND
        st[act] = A_CHALLENGE if (next_u64(st, G_PS) & np.uint64(1)) == np.uint64(1) else A_ACCEPT


@fast
def decide(c, st, out, policy):
    """Write the policy's action at st[G_ACT]; returns (legal actions counted, index
    taken): (0, -1) under the random policy, (-1, -1) when nothing is legal."""
    if policy != 0:
        random_policy(c, st)
        return ZERO, NONE
    m = legal(c, st, out)
    if m == 0:
        return NONE, NONE
    j = below(st, G_PS, m)
    act = st[G_ACT]
    for x in range(6):
        st[act + x] = out[j, x]
    return m, j


# --- whole rounds ----------------------------------------------------------------------------------
@fast
def play_round(c, st, out, players, seed, policy, cap, rec, record, whole):
    """Deal and play one round (with ``whole``, the whole game: next_round is an action
    then); returns (actions, turns). With ``record``, row i of rec holds action i and,
    for the uniform policy, how many legal actions there were and the index of the one
    taken (0 and -1 for the random policy)."""
    new_game(c, st, players, seed)
    st[G_PS] = np.int64(mix(seed_state(seed) ^ POLICY_STREAM))
    act = st[G_ACT]
    nact = 0
    turns = 0
    while nact < cap:
        if st[G_PHASE] >= ROUND_OVER:
            if not whole or st[G_PHASE] == GAME_OVER:
                break
            if record:
                rec[nact, 0] = A_NEXT_ROUND
                rec[nact, 1] = st[G_TO_ACT]
                for x in range(2, 6):
                    rec[nact, x] = -1
                rec[nact, 6] = 1
                rec[nact, 7] = 0
            next_round(c, st)
            nact += 1
            continue
        m, j = decide(c, st, out, policy)
        if m < 0:
            break
        k = st[act]
        if st[act + 1] == st[G_TO_ACT] and k != A_UNO and k != A_CATCH and k != A_REPORT:
            turns += 1
        if record:
            for x in range(6):
                rec[nact, x] = st[act + x]
            rec[nact, 6] = m
            rec[nact, 7] = j
        apply(c, st, st[act], st[act + 1], st[act + 2], st[act + 3], st[act + 4], st[act + 5])
        nact += 1
    return nact, turns


@njit(cache=True)
def buffers(c, players, policy):
    """The state array for games of ``players`` and the legal-action buffer (uniform policy)."""
    nd = c[F_DECK]
    ncards = c[F_NCARDS]
    maxd = min(MAXD, nd + ncards + 64)
    words = (ncards + 63) // 64
    sizes = (players, players * max(1, c[F_NSTATUSES]), players, nd, nd, nd + 1, ncards, 6, players * nd, (players + 1) * (nd + 1),
             ncards * ncards * (c[F_NCOLOURS] + 1), maxd,
             2 * words * ncards * (c[F_NCOLOURS] + 1), players, players,
             ncards * ncards * (c[F_NCOLOURS] + 1) if c[F_NO_OTHER] else 0, words, ncards * words)
    st = np.zeros(NG + sum(sizes), np.int64)
    st[G_D] = nd
    st[G_MAXD] = maxd
    st[G_PMW] = words
    at = NG
    rows = (G_HL, G_STATUS, G_SCORES, G_DRAW, G_DISC, G_TMP, G_CNT, G_ACT, G_HANDS, G_TMP2, G_PT, G_MAGIC, G_PM,
            G_OUT, G_CANPLAY, G_PO, G_HELD, G_SM)
    for i in range(len(rows)):  # (numba's zip has no strict=)
        st[rows[i]] = at
        at += sizes[i]
    st[G_PLAYERS] = players
    st[G_NSTATUSES] = c[F_NSTATUSES]
    fill_magic(st)
    fill_table(c, st)
    maxa = 16
    if policy == 0:
        maxa += c[F_NCARDS] * c[F_NCOLOURS] * players * (players + 1) + c[F_NREPORTS] * players + 1
    return st, np.zeros((maxa, 6), np.int64)


@njit(cache=True)
def simulate_games(c, st0, out0, players, seed, games, policy, cap, winners, turns, actions, points):
    """Rounds from seeds seed, seed + 1, ...; st0 and out0 as buffers() made them (copied:
    the playability and remainder tables are made once per program and player count)."""
    st = st0.copy()
    out = out0.copy()
    rec = np.zeros((1, 8), np.int64)
    # False, but not a literal: a literal would compile play_round (the longest
    # compilation here) once more, apart from trace_game's.
    no = games < 0
    for i in range(games):
        nact, nturns = play_round(c, st, out, players, seed + i, policy, cap, rec, no, no)
        winners[i] = st[G_ROUND_WINNER] if st[G_PHASE] >= ROUND_OVER else -1
        turns[i] = nturns
        actions[i] = nact
        for s in range(players):
            points[i, s] = st[st[G_SCORES] + s]


@njit(cache=True)
def trace_game(c, players, seed, policy, cap, rec, whole):
    """One recorded round (or game); returns (actions, the final state array)."""
    st, out = buffers(c, players, policy)
    nact, _ = play_round(c, st, out, players, seed, policy, cap, rec, cap > 0, whole)  # True, not a literal
    return nact, st


# --- whole games, counted as unorules.sim counts them --------------------------------------------
# Rows of the event counts after one per card kind (plays of it), then one per report.
(EV_STACKS, EV_JUMP_INS, EV_CH_WON, EV_CH_LOST, EV_MISSED_UNO, EV_UNO, EV_DRAWS, EV_PASSES,
 EV_ACCEPTS, EV_CHOSEN) = range(10)
NEV = 10
# Rows of the scalar counts.
T_GAMES, T_ABANDONED, T_ROUNDS, T_FIRST_SEAT, T_RESHUFFLE, T_EXHAUSTED, T_OVERFLOW = range(7)


@fast
def _hand_total(st):
    t = 0
    for s in range(st[G_PLAYERS]):
        t += st[st[G_HL] + s]
    return t


@fast
def _bump(hist, v, scal):
    if 0 <= v < len(hist):
        hist[v] += 1
    else:
        scal[T_OVERFLOW] += 1


@njit(cache=True)
def tally_games(c, st0, out0, players, seeds, policy, cap, scal, game_wins, round_wins, events, h_turns,
                h_actions, h_rounds, h_points, h_draws, rounds):
    """Play a whole game (to the target score, or ``cap`` actions) from each seed and
    add what unorules.sim.game.play_game counts to the arrays: a turn is a play or a draw
    by the seat to act in the turn phase; cards drawn in a turn are the rises of the
    total of the hands over its actions (a play counts one back); a round reshuffled
    if the draw pile grew after an action, and was exhausted if after one the draw pile
    was empty with at most one card discarded. Events and draws per turn count every
    action; the rest only games that finished. ``rounds`` is scratch, a row per round
    of a game (turns, actions, points, reshuffled, exhausted, winner, first seat won).
    """
    st = st0.copy()
    out = out0.copy()
    act = st[G_ACT]
    nk = c[F_NKINDS]
    kind_of = c[O_CARD_KIND]
    for g in range(len(seeds)):
        seed = seeds[g]
        new_game(c, st, players, seed)
        st[G_PS] = np.int64(mix(seed_state(seed) ^ POLICY_STREAM))
        nround = 0
        r_turns = 0
        r_actions = 0
        resh = 0
        exh = 0
        turn_draws = -1
        first = (st[G_DEALER] + 1) % players
        base = 0
        for s in range(players):
            base += st[st[G_SCORES] + s]
        done = 0
        while st[G_PHASE] != GAME_OVER and done < cap:
            if st[G_PHASE] == ROUND_OVER:
                next_round(c, st)
                r_turns = 0
                r_actions = 0
                resh = 0
                exh = 0
                base = 0
                for s in range(players):
                    base += st[st[G_SCORES] + s]
                first = (st[G_DEALER] + 1) % players
                continue
            if decide(c, st, out, policy)[0] < 0:
                break
            k = st[act]
            p = st[act + 1]
            phase = st[G_PHASE]
            to_act = st[G_TO_ACT]
            dl = st[G_DL]
            held = _hand_total(st)
            challenged = st[G_CH_PLAYER]
            before = st[st[G_HL] + challenged] if challenged >= 0 else 0
            apply(c, st, k, p, st[act + 2], st[act + 3], st[act + 4], st[act + 5])
            done += 1
            r_actions += 1
            if (k == A_PLAY or k == A_DRAW) and phase == TURN and p == to_act:
                r_turns += 1
                if turn_draws >= 0:
                    _bump(h_draws, turn_draws, scal)
                turn_draws = 0
            drawn = _hand_total(st) - held + (1 if k == A_PLAY else 0)
            if drawn > 0 and turn_draws >= 0:
                turn_draws += drawn
            if k == A_PLAY:
                events[c[kind_of + st[act + 2]]] += 1
                if phase == STACK:
                    events[nk + EV_STACKS] += 1
                if p != to_act:
                    events[nk + EV_JUMP_INS] += 1
            elif k == A_CHALLENGE:
                won = challenged >= 0 and st[st[G_HL] + challenged] > before
                events[nk + (EV_CH_WON if won else EV_CH_LOST)] += 1
            elif k == A_CATCH:
                events[nk + EV_MISSED_UNO] += 1
            elif k == A_REPORT:
                events[nk + NEV + st[act + 5]] += 1
            elif k == A_UNO:
                events[nk + EV_UNO] += 1
            elif k == A_DRAW:
                events[nk + EV_DRAWS] += 1
            elif k == A_PASS:
                events[nk + EV_PASSES] += 1
            elif k == A_ACCEPT:
                events[nk + EV_ACCEPTS] += 1
            elif k == A_CHOOSE:
                events[nk + EV_CHOSEN] += 1
            if st[G_DL] > dl:
                resh = 1
            if st[G_DL] == 0 and st[G_DC] <= 1:
                exh = 1
            if st[G_PHASE] >= ROUND_OVER:
                if turn_draws >= 0:
                    _bump(h_draws, turn_draws, scal)
                    turn_draws = -1
                w = st[G_ROUND_WINNER]
                total = 0
                for s in range(players):
                    total += st[st[G_SCORES] + s]
                if nround < len(rounds):
                    rounds[nround, 0] = r_turns
                    rounds[nround, 1] = r_actions
                    rounds[nround, 2] = total - base
                    rounds[nround, 3] = resh
                    rounds[nround, 4] = exh
                    rounds[nround, 5] = w
                    rounds[nround, 6] = 1 if w == first else 0
                else:
                    scal[T_OVERFLOW] += 1
                nround += 1
        scal[T_GAMES] += 1
        if st[G_PHASE] != GAME_OVER:
            scal[T_ABANDONED] += 1
            continue
        game_wins[st[G_WINNER]] += 1
        _bump(h_rounds, nround, scal)
        for r in range(min(nround, len(rounds))):
            scal[T_ROUNDS] += 1
            _bump(h_turns, rounds[r, 0], scal)
            _bump(h_actions, rounds[r, 1], scal)
            _bump(h_points, rounds[r, 2], scal)
            scal[T_RESHUFFLE] += rounds[r, 3]
            scal[T_EXHAUSTED] += rounds[r, 4]
            round_wins[rounds[r, 5]] += 1
            scal[T_FIRST_SEAT] += rounds[r, 6]
