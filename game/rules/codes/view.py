"""What one seat (or a spectator) may see of a Codes match: the view's keys
are listed in docs/rules/codes.md."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.core.seats import seat_names

from . import coins as C
from .options import COOP

if TYPE_CHECKING:
    from .state import CodesState


def my_code(st: "CodesState", seat: int | None) -> list[str | None] | None:
    """The seat's own code as it may see it: null once memorised (memory game);
    in the cooperative games, null at the places it does not know."""
    if seat is None or not 0 <= seat < st.n:
        return None
    if st.memory and seat in st.ready and st.phase != "over":
        return None
    if st.coop:
        mine = set(st.positions[seat])
        return [ch if i in mine else None for i, ch in enumerate(st.code or ())]
    c = st.codes[seat]
    return list(c) if c is not None else None


def signals(st: "CodesState") -> list[dict[str, int]] | None:
    """Coop: each seat's public "how many of my places are right" signal."""
    if st.mode != COOP or not st.table:
        return None
    shows = st.shows()
    code = st.code or ()  # drawn before the table is laid
    return [{"right": sum(1 for p in ps if shows[p] == code[p]), "of": len(ps)}
            for ps in st.positions]


def build_view(st: "CodesState", seat: int | None) -> dict[str, Any]:
    me = seat if seat is not None and 0 <= seat < st.n else None
    over = st.phase == "over"
    return {
        "game": "codes",
        "seat": me,
        "players": st.n,
        "seats": list(st.setup.seats),
        "names": seat_names(st.n),
        "mode": st.mode,
        "phase": st.phase,
        "turn": st.turn,
        "turn_number": st.turn_number,
        "round": st.round,
        "max_rounds": st.round_cap,
        "round_limit": st.max_rounds or None,
        "start_player": st.start,
        "actions_left": 0 if over else st.per_turn - st.acted,
        "actions_per_turn": st.per_turn,
        "table": [{"shows": C.shows(c, f), "face": f, "known": c if k else None}
                  for c, f, k in zip(st.table, st.faces, st.known)],
        "bag_count": len(st.bag),
        "coins": list(st.coins),
        "chars": list(st.chars),
        "code_length": st.L,
        "secret_length": st.S,
        "my_code": my_code(st, me),
        "my_positions": list(st.positions[me]) if st.coop and me is not None else None,
        "teams": list(st.team_of) if st.team_of is not None else None,
        "out": list(st.out),
        "ready": sorted(st.ready),
        "points": st.scores(),
        "signals": signals(st),
        "held": [len(p) for p in st.positions] if st.coop else None,
        "failed_guesses": st.failed_guesses,
        "guessing": st.turn if st.phase == "guess" else None,
        "guess_tried": st.guess_tried,
        "window": list(st.window),
        "deciding": list(st.deciding),
        "my_claim": st.claims.get(me) if me is not None else None,
        "no_undo": {"turn_start": list(st.turn_start), "replaced": st.turn_replaced,
                    "before_last": None if st.before_last is None else list(st.before_last),
                    "tables": [list(t) for t in st.protected()]},
        "guess": list(st.guess) if st.phase == "guess" and me == st.turn else None,
        # last_action, history, history_count, failed
        **st.history.view(),
        "restricted": st.restricted(),
        "winners": list(st._winners),
        "over": over,
        "end_reason": st.end_reason,
        "secrets": st.secrets() if over else None,
        "options": dict(st.opts),
    }
