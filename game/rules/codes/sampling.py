"""Determinization: a full CodesState consistent with what one seat sees.

Search bots call `sample_state(view, seat, rng)` to get a state in which
hidden coin sides, the bag and other seats' secrets are filled in at random
(or from the bot's own beliefs), so they can try actions on it.
"""
from __future__ import annotations

import random
from typing import Any, Callable, Iterable, Mapping, Sequence

from game.core.rng import MatchRng
from game.core.state import Setup

from . import coins as C
from .history import History
from .options import COMPETE, COOP, OPTIONS
from .state import CodesState



def sample_table(view: Mapping[str, Any], rng: random.Random) -> list[str]:
    """Coins for the table: known coins as they are, the rest consistent with what shows."""
    coins = list(view["coins"])
    table = view["table"]
    fixed = {i: t["known"] for i, t in enumerate(table) if t["known"]}
    used = set(fixed.values())
    cands: dict[int, list[str]] = {}
    for i, t in enumerate(table):
        if i in fixed:
            continue
        ch = t["shows"]
        cands[i] = [c for c in coins if c not in used and C.shows(c, t["face"]) == ch]
    order = sorted(cands, key=lambda i: (len(cands[i]), rng.random()))
    out = dict(fixed)
    taken = set(used)

    def fill(k: int) -> bool:
        if k == len(order):
            return True
        i = order[k]
        opts = [c for c in cands[i] if c not in taken]
        rng.shuffle(opts)
        for c in opts:
            out[i] = c
            taken.add(c)
            if fill(k + 1):
                return True
            taken.discard(c)
        return False

    if not fill(0):
        raise ValueError("no coins fit what the table shows")
    return [out[i] for i in range(len(table))]


def past_tables(view: Mapping[str, Any]) -> list[tuple[str, ...]]:
    """Every table the seat has seen since play started (shows only)."""
    seen: list[tuple[str, ...]] = []
    for h in view["history"]:
        if "before" in h:
            if not seen:
                seen.append(tuple(h["before"]))
            seen.append(tuple(h["after"]))
    now = tuple(t["shows"] for t in view["table"])
    if now and (not seen or seen[-1] != now):
        seen.append(now)
    return seen


def ruled_out(view: Mapping[str, Any], seat: int,
              past: Iterable[Sequence[str]] | None = None) -> list[tuple[str, ...]]:
    """Tables that cannot be `seat`'s code: the game (or a wrong claim) would have
    said so. `past`: tables seen before the view's recent history (a view lists
    only its last lines; a bot remembers the rest)."""
    opts = view["options"]
    if opts["mode"] == COMPETE and not opts["memory"]:
        return [tuple(t) for t in past or ()] + past_tables(view)
    return [tuple(h.get("shows") or h["action"].get("chars") or ())
            for h in view["failed"] if h["seat"] == seat]


def random_code(coins: Sequence[str], length: int, rng: random.Random) -> tuple[str, ...]:
    """A secret drawn the way the rules draw one."""
    drawn = rng.sample(list(coins), length)
    return tuple(C.shows(c, rng.choice(C.FACES)) for c in drawn)


def sample_state(view: Mapping[str, Any], seat: int | None, rng: random.Random | None = None,
                 *, my_code: Sequence[str] | None = None,
                 codes: Mapping[int, Sequence[str]] | None = None,
                 code: Sequence[str] | None = None,
                 code_sampler: Callable[[int, random.Random], Sequence[str]] | None = None,
                 past: Iterable[Sequence[str]] | None = None) -> CodesState:
    """A full state consistent with `view` (what `seat` sees).

    my_code: the seat's own secret when the view no longer shows it (memory
    game). codes: secrets to use for given seats (compete). code: the whole
    shared code (coop). code_sampler(seat, rng): draws an opponent's secret
    (e.g. from a belief); otherwise opponents get random secrets that fit
    what has happened (`past`: tables seen before the view's recent history,
    see `ruled_out`).
    """
    rng = rng or random.Random(0)
    opts = dict(view["options"])
    variants = tuple(v for v in (o.variant(opts[o.name]) for o in OPTIONS) if v)
    setup = Setup("codes", tuple(view["seats"]), rng.getrandbits(63), None, variants)
    st = CodesState(setup, opts)
    st.rng = MatchRng(rng.getrandbits(63))
    st.coins = tuple(view["coins"])
    st.chars = tuple(view["chars"])
    st.table = sample_table(view, rng) if view["table"] else []
    st.faces = [t["face"] for t in view["table"]]
    st.known = [t["known"] is not None for t in view["table"]]
    st.bag = [c for c in st.coins if c not in st.table]
    st.phase = view["phase"]
    st.turn = view["turn"]
    st.turn_number = view["turn_number"]
    st.round = view["round"]
    st.start = view["start_player"]
    st.acted = 0 if view["over"] else view["actions_per_turn"] - view["actions_left"]
    st.out = list(view["out"])
    st.ready = set(view["ready"])
    st.points = list(view["points"])
    st.failed_guesses = view["failed_guesses"]
    st.guess = list(view["guess"] or ())
    st.guess_tried = view["guess_tried"]
    st.history = History.from_view(view)
    undo = view["no_undo"]
    st.turn_start = tuple(undo["turn_start"])
    st.turn_replaced = undo["replaced"]
    st.before_last = None if undo["before_last"] is None else tuple(undo["before_last"])
    st.window = list(view["window"])
    st.deciding = list(view["deciding"])
    # decisions already made in the window are secret: the seat's own is known,
    # the others are taken as passes
    st.claims = {s: False for s in st.window if s not in st.deciding}
    if seat is not None and view["my_claim"] is not None:
        st.claims[seat] = view["my_claim"]
    st._winners = list(view["winners"])
    st.end_reason = view["end_reason"]
    mine = list(my_code) if my_code is not None else view["my_code"]
    if st.coop:
        st.positions, st.code = _sample_coop(view, seat, mine, code, rng)
        if view["over"] and view["secrets"]:
            st.code = tuple(view["secrets"]["code"])
            st.positions = [list(p) for p in view["secrets"]["positions"]]
        # A spectator in the guess phase cannot know the partial guess.
        return st
    if view["over"] and view["secrets"]:
        st.codes = [tuple(c) for c in view["secrets"]["codes"]]
        return st
    teams = view["teams"]
    holder_code: dict[Any, tuple[str, ...]] = {}
    if seat is not None and mine is not None and None not in mine:
        holder_code[teams[seat] if teams else seat] = tuple(mine)
    given = dict(codes or {})
    for s in range(st.n):
        key = teams[s] if teams else s
        if s in given:
            holder_code[key] = tuple(given[s])
        if key in holder_code:
            st.codes[s] = holder_code[key]
            continue
        if code_sampler is not None:
            c = tuple(code_sampler(s, rng))
        else:
            bad = set(ruled_out(view, s, past))
            for _ in range(30):
                c = random_code(st.coins, st.S, rng)
                if not any(C.code_matches(c, t, st.within) for t in bad):
                    break
        holder_code[key] = c
        st.codes[s] = c
    return st


def _sample_coop(view: Mapping[str, Any], seat: int | None, mine: Sequence[str | None] | None,
                 full: Sequence[str] | None, rng: random.Random
                 ) -> tuple[list[list[int]], tuple[str, ...]]:
    n, L = view["players"], view["code_length"]
    coins = view["coins"]
    chars = view["chars"]
    held = view["held"]
    my_pos = list(view["my_positions"] or []) if seat is not None else []
    shows = [t["shows"] for t in view["table"]]
    signals = view["signals"] if view["options"]["mode"] == COOP else None
    for _ in range(60):
        free = [p for p in range(L) if p not in my_pos]
        rng.shuffle(free)
        positions: list[list[int]] = [[] for _ in range(n)]
        for s in range(n):
            if s == seat:
                positions[s] = list(my_pos)
            else:
                positions[s], free = free[: held[s]], free[held[s]:]
        if full is not None:
            return [sorted(p) for p in positions], tuple(full)
        code: list[str | None] = [None] * L
        if mine is not None:
            for p in my_pos:
                code[p] = mine[p]
        for s in range(n):
            ps = [p for p in positions[s] if code[p] is None]
            # Every seat's signal is public, the seat's own too: in the memory
            # game the seat no longer sees its characters, but its signal still
            # says how many of its places the table shows right.
            signalled = bool(signals and shows)
            right: set[int] = set()
            if signals and shows:
                known = sum(1 for p in positions[s] if code[p] is not None and code[p] == shows[p])
                right = set(rng.sample(ps, max(0, min(signals[s]["right"] - known, len(ps)))))
            for p in ps:
                if p in right:
                    code[p] = shows[p]
                else:
                    choices = [c for c in chars if not (signalled and c == shows[p])]
                    code[p] = rng.choice(choices or list(chars))
        if C.formable(code, coins):  # type: ignore[arg-type]
            break
    return [sorted(p) for p in positions], tuple(code)  # type: ignore[arg-type]
