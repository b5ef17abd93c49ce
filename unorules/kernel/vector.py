"""The compiled half of the vectorized environment (:mod:`unorules.env.vector`).

N games of one program step together: each game's changing part of the machine's
state array (``st[:st[G_PT]]`` and the knock-out rows) lives in a row of ``D``; one
working ``st`` (with the tables :func:`machine.buffers` built once) takes each game in
turn, so that 1,024 games cost megabytes, not the tables' copies. For every game it
applies the chosen action with the machine's own ``apply``, lists the legal actions
with its own ``legal`` once per state, picks the seat to decide as the AEC environment
does (the seat to act, unless another seat holds an out-of-turn window: the seat at
risk of a missed UNO first, then in seat order after the seat to act, each once per
state until it waits), and writes that seat's mask and observation in the layout of
:class:`unorules.env.spaces.Encoding`. The Python side builds the tables (``vt``) from
that Encoding, so the indices and the layout have one author.

``vt`` holds the header rows ``V_*`` and then the tables; every function here reads it.
"""

from __future__ import annotations

from typing import Any

import numpy as np
from numba import njit, prange

from unorules.kernel.lower import F_NREPORTS, O_REPORT_COND
from unorules.kernel.machine import (
    A_CATCH,
    A_PLAY,
    A_REPORT,
    A_UNO,
    G_CH_PLAYER,
    G_COL0,
    G_COLOR,
    G_D,
    G_DC,
    G_DIR,
    G_DISC,
    G_DL,
    G_DRAW,
    G_DRAWN,
    G_HANDS,
    G_HL,
    G_NCOL,
    G_NSTATUSES,
    G_OUT,
    G_PENDING,
    G_PHASE,
    G_PT,
    G_SCORES,
    G_SIDE,
    G_STATUS,
    G_TO_ACT,
    G_UNO,
    NONE,
    ROUND_OVER,
    apply,
    holds,
    legal,
    new_game,
    next_u64,
    top_card,
)

# Header rows of vt.
(V_N, V_NCARDS, V_COLSLOT, V_NCOL, V_NREP, V_A, V_OBS, V_WAIT, V_SIGN, V_MAX_STEPS, V_PENDING_CAP,
 V_SCORE_CAP, V_NFACES, V_O_COLOUR, V_O_DIR, V_O_PHASE, V_O_DRAWN, V_O_PENDING, V_O_CH, V_O_RISK,
 V_O_TO_ACT, V_O_SIZES, V_O_STATUSES, V_O_SCORES, V_O_SIDE, V_O_BACKS, V_O_PILE, V_T_PHASE, V_T_BACK,
 V_T_TOPBACK, V_T_PLAY, V_T_OTHER, V_T_DEC, V_DYN) = range(34)
NV = 34
# Columns of the decoding table (per action index): kind, card, colour, seat offset, report.
DEC = 5
# Columns of meta, per game: the seat deciding, the seats that let this state's window
# pass (bits), env steps this episode, the SplitMix64 state of its episode seeds, the
# current deal's seed. Of flags: terminated, truncated (this step).
M_SEAT, M_WAITED, M_STEPS, M_STREAM, M_SEED = range(5)
NM = 5
X_TERM, X_TRUNC = range(2)

_jit: Any = njit
fast = _jit(cache=True, _nrt=False, error_model="numpy")
S33 = np.uint64(33)


@fast
def index_of(vt, n, kind, player, card, colour, target, report):
    """The Encoding index of a machine action (-1: none, a bug of the tables)."""
    off = 0 if target < 0 else (target - player) % n
    ncol1 = vt[V_NCOL] + 1
    if kind == A_PLAY:
        return vt[vt[V_T_PLAY] + (card * ncol1 + colour + 1) * n + off]
    return vt[vt[V_T_OTHER] + ((kind * ncol1 + colour + 1) * n + off) * (vt[V_NREP] + 1) + report + 1]


@fast
def observe(c, st, vt, ob, seat):
    """Encoding.observe_state(state, seat) into ``ob`` (a float32 row)."""
    n = vt[V_N]
    cards = vt[V_NCARDS]
    for i in range(vt[V_OBS]):
        ob[i] = 0.0
    hands = st[G_HANDS]
    d = st[G_D]
    hl = st[G_HL]
    h = hands + seat * d
    for j in range(st[hl + seat]):
        ob[st[h + j]] += 1.0
    top = st[st[G_DISC] + st[G_DC] - 1]
    ob[cards + top] = 1.0
    col = st[G_COLOR]
    c0 = st[G_COL0]
    if c0 <= col < c0 + st[G_NCOL]:
        ob[vt[V_O_COLOUR] + col - c0] = 1.0
    else:
        ob[vt[V_O_COLOUR] + vt[V_COLSLOT]] = 1.0
    if st[G_DIR] > 0:
        ob[vt[V_O_DIR]] = 1.0
    ob[vt[V_O_PHASE] + vt[vt[V_T_PHASE] + st[G_PHASE]]] = 1.0
    drawn = st[G_DRAWN] if seat == st[G_TO_ACT] else -1
    ob[vt[V_O_DRAWN] + (cards if drawn < 0 else drawn)] = 1.0
    ob[vt[V_O_PENDING]] = min(st[G_PENDING], vt[V_PENDING_CAP])
    ch = st[G_CH_PLAYER]
    ob[vt[V_O_CH] + (n if ch < 0 else (ch - seat) % n)] = 1.0
    risk = st[G_UNO]
    ob[vt[V_O_RISK] + (n if risk < 0 else (risk - seat) % n)] = 1.0
    ob[vt[V_O_TO_ACT] + (st[G_TO_ACT] - seat) % n] = 1.0
    scores = st[G_SCORES]
    for k in range(n):
        q = (seat + k) % n
        ob[vt[V_O_SIZES] + k] = st[hl + q]
        ob[vt[V_O_SCORES] + k] = min(st[scores + q], vt[V_SCORE_CAP])
    rows = st[G_NSTATUSES]
    for k in range(n):
        q = (seat + k) % n
        for j in range(rows):
            if st[st[G_STATUS] + j * n + q] > 0:
                ob[vt[V_O_STATUSES] + k * rows + j] = 1.0
    if vt[V_O_SIDE] >= 0:
        faces = vt[V_NFACES]
        back = vt[V_T_BACK]
        ob[vt[V_O_SIDE]] = st[G_SIDE]
        if vt[vt[V_T_TOPBACK] + top]:
            for k in range(1, n):
                base = vt[V_O_BACKS] + (k - 1) * faces
                q = (seat + k) % n
                hq = hands + q * d
                for j in range(st[hl + q]):
                    at = vt[back + st[hq + j]]
                    if at >= 0:
                        ob[base + at] += 1.0
        dl = st[G_DL]
        pile = vt[back + st[st[G_DRAW] + dl - 1]] if dl > 0 else -1
        ob[vt[V_O_PILE] + (faces if pile < 0 else pile)] = 1.0


@fast
def catchable(st, risk, seat):
    """Whether ``seat`` may catch ``risk`` (any other seat may, not only the one the
    table's list names: engine.legality.seat_extras)."""
    return risk >= 0 and risk != seat and st[st[G_HL] + risk] == 1


@fast
def offer(c, st, out, m, vt, mask, seat, p):
    """``seat``'s offer into ``mask`` (the AEC environment's _offer): the seat to act gets
    every action ``Rules.legal_actions(state, seat)`` gives it, another seat its window
    (UNO calls, catches, jump-ins) and ``wait``. Returns the count, or -1 when an action
    has no index (a bug of the tables)."""
    n = vt[V_N]
    out_at = st[G_OUT]
    for i in range(vt[V_A]):
        mask[i] = 0
    got = 0
    for i in range(m):
        if out[i, 1] != seat:
            continue
        k = out[i, 0]
        if seat != p and not (k == A_UNO or k == A_CATCH or k == A_PLAY):
            continue
        tg = out[i, 4]
        if k == A_PLAY and tg >= 0 and st[out_at + tg] != 0:  # a play naming a knocked-out seat is none
            continue
        x = index_of(vt, n, k, seat, out[i, 2], out[i, 3], tg, out[i, 5])
        if x < 0:
            return -1
        got += 1 - mask[x]
        mask[x] = 1
    risk = st[G_UNO]
    if catchable(st, risk, seat):
        x = index_of(vt, n, A_CATCH, seat, NONE, NONE, risk, NONE)
        got += 1 - mask[x]
        mask[x] = 1
    if seat == p:  # a report is no window: it waits for its reporter's turn
        top = top_card(st)
        for r in range(c[F_NREPORTS]):
            cond = c[c[O_REPORT_COND] + r]
            for tg in range(n):
                if tg != seat and (cond < 0 or holds(c, st, cond, top, top, NONE, NONE, seat, tg)):
                    x = index_of(vt, n, A_REPORT, seat, NONE, NONE, tg, r)
                    got += 1 - mask[x]
                    mask[x] = 1
    if seat != p and got:
        mask[vt[V_WAIT]] = 1
    return got


@fast
def settle(c, st, out, vt, mask, ob, waited):
    """List the legal actions once, pick the seat to decide (the AEC environment's
    _select: the seat at risk of a missed UNO first, then seat order after the seat to
    act, each seat with a window once per state until it waits), write its mask and
    observation; returns the seat, or -1 when it is offered nothing (a stuck state) and
    -2 when an action has no index (a bug)."""
    n = vt[V_N]
    m = legal(c, st, out)
    p = st[G_TO_ACT]
    seat = p
    risk = st[G_UNO]
    for j in range(n):
        s = risk if j == 0 else (p + j) % n
        if s < 0 or s == p or (j > 0 and s == risk) or (waited >> s) & 1:
            continue
        got = offer(c, st, out, m, vt, mask, s, p)
        if got < 0:
            return -2
        if got > 0:
            seat = s
            break
    if seat == p:
        got = offer(c, st, out, m, vt, mask, p, p)
        if got < 0:
            return -2
        if got == 0:
            return -1
    observe(c, st, vt, ob, seat)
    return seat


@fast
def move(src, dst, n):
    """dst[:n] = src[:n] through views (no negative-index checks, no allocation)."""
    for i in range(n):
        dst[i] = src[i]


@fast
def swap(st, row, n, into):
    """Copy one game's changing state between the working array and its row of D, in
    the direction ``into`` (1: row to st): the scalars and the small per-seat rows, the
    piles and hands only as far as they are filled (the rest of a zone is never read
    before it is written), the knock-out rows. The scratch zones are not kept: a game
    moves about 0.2 KB each way instead of 8 KB, which the memory bus was paying for."""
    src = row if into else st
    draw, disc, hands, d, hl = st[G_DRAW], st[G_DISC], st[G_HANDS], st[G_D], st[G_HL]
    if into:
        move(row, st, draw)  # G_* scalars (the offsets are every game's own too), HL, statuses, scores
    else:
        move(st, row, draw)
    dl, dc = src[G_DL], src[G_DC]
    a, b = (row, st) if into else (st, row)
    move(a[draw:draw + dl], b[draw:draw + dl], dl)
    move(a[disc:disc + dc], b[disc:disc + dc], dc)
    for s in range(n):
        at = hands + s * d
        k = src[hl + s]
        move(a[at:at + k], b[at:at + k], k)
    o = st[G_OUT]
    dyn = st[G_PT]
    if into:
        move(row[dyn:dyn + 2 * n], st[o:o + 2 * n], 2 * n)
    else:
        move(st[o:o + 2 * n], row[dyn:dyn + 2 * n], 2 * n)


@fast
def load(st, D, g, n):
    swap(st, D[g], n, 1)


@fast
def store(st, D, g, n):
    swap(st, D[g], n, 0)


@fast
def begin(c, st, out, vt, g, masks, obs, meta, flags):
    """A new episode for game g: the next seed of its stream, a new game, its first
    decision; a game whose state offers nothing is truncated and dealt again."""
    n = vt[V_N]
    row = meta[g]
    while True:
        seed = np.int64(next_u64(row, M_STREAM) >> S33)
        row[M_SEED] = seed
        new_game(c, st, n, seed)
        row[M_STEPS] = 0
        row[M_WAITED] = 0
        s = settle(c, st, out, vt, masks[g], obs[g], 0)
        if s != -1:
            row[M_SEAT] = s
            return s
        flags[g, X_TRUNC] = True


@njit(cache=True)
def reset_all(c, st, out, vt, D, masks, obs, meta, flags):
    """Every game's first episode from its stream (meta[g, M_STREAM] set by the caller);
    returns -1, or a game whose action had no index."""
    n = vt[V_N]
    for g in range(len(meta)):
        if begin(c, st, out, vt, g, masks, obs, meta, flags) == -2:
            return g
        store(st, D, g, n)
    return -1


@fast
def refused(vt, actions, masks):
    """-1 if every game's action index is in range and its mask allows it, else
    -2 - (the first game whose is not): checked before any game moves."""
    size = vt[V_A]
    for g in range(len(actions)):
        a = actions[g]
        if a < 0 or a >= size or masks[g, a] == 0:
            return -2 - g
    return -1


@fast
def step_range(c, st, out, vt, D, actions, masks, obs, meta, rewards, flags, before, lo, hi):
    """Games lo to hi - 1 take their actions (see step_all), through the working array st."""
    n = vt[V_N]
    wait = vt[V_WAIT]
    dec = vt[V_T_DEC]
    sign = vt[V_SIGN]
    for g in range(lo, hi):
        load(st, D, g, n)
        m = meta[g]
        for s in range(n):
            rewards[g, s] = 0.0
        term = False
        trunc = False
        m[M_STEPS] += 1
        a = actions[g]
        seat = m[M_SEAT]
        if a == wait:
            m[M_WAITED] |= 1 << seat
        else:
            m[M_WAITED] = 0
            row = dec + a * DEC
            off = vt[row + 3]
            target = -1 if off < 0 else (seat + off) % n
            was_over = st[G_PHASE] >= ROUND_OVER
            sc = st[G_SCORES]
            for s in range(n):
                before[s] = st[sc + s]
            apply(c, st, vt[row], seat, vt[row + 1], vt[row + 2], target, vt[row + 4])
            if st[G_PHASE] >= ROUND_OVER and not was_over:
                for s in range(n):
                    rewards[g, s] = sign * (st[sc + s] - before[s])
                term = True
        if not term and m[M_STEPS] >= vt[V_MAX_STEPS]:
            trunc = True
        got = -1
        if not term and not trunc:
            got = settle(c, st, out, vt, masks[g], obs[g], m[M_WAITED])
            if got == -1:  # nothing offered to anyone: the episode cannot go on
                trunc = True
        flags[g, X_TERM] = term
        flags[g, X_TRUNC] = trunc
        if term or trunc:
            got = begin(c, st, out, vt, g, masks, obs, meta, flags)
        if got == -2:
            return g
        m[M_SEAT] = got
        store(st, D, g, n)
    return -1


@njit(cache=True)
def step_all(c, st, out, vt, D, actions, masks, obs, meta, rewards, flags, before):
    """Game g takes action index actions[g]; rewards and flags (terminated, truncated)
    per game; a finished game starts its next episode at once (its observation and mask
    are the new episode's). Returns -1; -2 - g, with nothing changed, if game g's action
    is out of range or its mask forbids it; or g >= 0 if game g's kernel action had no
    index (a bug)."""
    bad = refused(vt, actions, masks)
    if bad != -1:
        return bad
    return step_range(c, st, out, vt, D, actions, masks, obs, meta, rewards, flags, before, 0, len(meta))


@njit(cache=True, parallel=True)
def step_threads(c, sts, outs, vt, D, actions, masks, obs, meta, rewards, flags, befores, res):
    """step_all with the games cut into len(sts) consecutive blocks, one per thread, each
    through its own working array (a game's state is its row of D alone, so the blocks
    share nothing and the result is step_all's); res[k]: block k's return value."""
    t = sts.shape[0]
    n = len(meta)
    bad = refused(vt, actions, masks)
    if bad != -1:
        for k in range(t):
            res[k] = bad
        return
    for k in prange(t):
        res[k] = step_range(c, sts[k], outs[k], vt, D, actions, masks, obs, meta, rewards, flags, befores[k],
                            k * n // t, (k + 1) * n // t)


@njit(cache=True)
def observe_all(c, st, vt, D, out):
    """Every seat's observation of every game into out (games x seats x observation),
    each relative to its own seat, as Encoding.observe_state(state, seat)."""
    n = vt[V_N]
    for g in range(D.shape[0]):
        load(st, D, g, n)
        for s in range(n):
            observe(c, st, vt, out[g, s], s)
