"""Determinization: a full BananasState consistent with what one seat sees.

Search bots call `sample_state(view, seat, rng)` to get a state they can try
actions on. Everything public comes from the view (its "machine" part says
what the match does next); the hidden parts are filled in at random with the
bot's own `rng`:

* other players' codes while coding (random legal codes),
* the seat's own rotten tree (magic cards), and every rotten tree for a
  spectator,
* the hidden timer (time level),
* the order of the face-down tiles (players laying the jungle),
* all future dice (a fresh match RNG).
"""
from __future__ import annotations

import random
from typing import Any, Mapping

from game.core.hexgrid import Hex
from game.core.rng import MatchRng
from game.core.state import Setup

from .actions import PlaceDie, PlaceToken
from .decisions import CODING, RottenPick, TileChoice, decision_from_json
from .jungle import Jungle, from_hexes
from .options import MAX_CODE_EDITS, TIMER_AGAIN, TIMER_FIRST
from .state import BananasState, Monkey
from .tiles import TILE_BY_ID, TREE_CAPACITY


def _hex(v: Any) -> Hex:
    return Hex(int(v[0]), int(v[1]))


def _hex_or_none(v: Any) -> Hex | None:
    return None if v is None else _hex(v)


def _jungle(view: Mapping[str, Any]) -> Jungle:
    """The jungle as laid; unfrozen while the players are still laying it."""
    trees = {t["tree"]: _hex(t["cell"]) for t in view["trees"]}
    if view["tiles"] or view["grounds"] is not None:
        return Jungle.from_json({"tiles": view["tiles"],
                                 "trees": {str(t): list(c) for t, c in trees.items()}})
    return from_hexes({Hex(q, r): n for q, r, n, _tile in view["hexes"]}, trees)


def _variants(opts: Mapping[str, Any]) -> tuple[str, ...]:
    out = []
    for k, v in sorted(opts.items()):
        if isinstance(v, bool):
            v = "on" if v else "off"
        out.append(f"{k}={v}")
    return tuple(out)


def sample_state(view: Mapping[str, Any], seat: int | None,
                 rng: random.Random) -> BananasState:
    mach = view["machine"]
    setup = Setup("bananas", tuple(view["seats"]), rng.getrandbits(32), None,
                  _variants(view["options"]))
    jungle = _jungle(view)
    frozen = view["grounds"] is None
    st = BananasState(setup, jungle if frozen else None)
    if not frozen:
        st.jungle = jungle
    st.rng = MatchRng(rng.getrandbits(63))
    st.tree_ids = tuple(mach["tree_ids"])
    st.capacity = {t: TREE_CAPACITY[t] for t in st.tree_ids}
    st.bananas = dict(st.capacity)
    for t in view["trees"]:
        st.bananas[t["tree"]] = t["bananas"]
    st.total = mach["total"]
    st.monkeys = [Monkey(hex=_hex_or_none(m["hex"]), tree=m["tree"], carrying=m["carrying"],
                         stash=m["stash"], last_tree=m["last_tree"]) for m in view["monkeys"]]
    st.first, st.round, st.phase = view["first"], view["round"], view["phase"]
    st.dice = [list(d) for d in view["dice"]]
    st.locked = {s for s, locked in enumerate(view["locked"]) if locked}
    if seat is not None and view["code_edits_left"] is not None:
        st.edits[seat] = MAX_CODE_EDITS - view["code_edits_left"]  # (others' are hidden: 0)
    st.clock_actions = mach["clock_actions"]
    st.relays = mach["relays"]
    st.revealed = mach["revealed"]
    st.returns = list(mach["returns"])
    st.loose = view["waiting_bananas"]
    st.agenda = [tuple(op) for op in mach["agenda"]]
    st.task = dict(mach["task"]) if mach["task"] else None
    st.traps = [_hex_or_none(t) for t in view["traps"]]
    st.nanas = [[_hex(h) for h in x] for x in mach["nanas"]]
    st.missions = [tuple(m) if m else None for m in view["missions"]]
    st.ordered = set(mach["ordered"])
    st.collected = [list(c) for c in view["collected"]]
    st.fallen = view["fallen"]
    st._over = view["over"]
    st.end_reason = view["end_reason"]
    placed = {p["tile"] for p in view["tiles"]}
    if view["pending"] is not None and view["pending"]["kind"] == TileChoice.KIND:
        placed.add(view["pending"]["tile"])  # drawn, in the player's hand
    pile = [t for t in sorted(TILE_BY_ID) if t not in placed]
    rng.shuffle(pile)
    st.pile = pile[: mach["pile"]]
    # codes: known ones as they are, hidden ones made up
    hidden = []
    for s, c in enumerate(view["codes"]):
        if c is None:
            hidden.append(s)
        else:
            st.codes[s] = [[slot["die"], slot["token"]] for slot in c]
    for s in hidden:
        for _ in range(rng.randint(0, st.n_steps + 1)):
            options = [a for a in CODING.legal(st, s) if isinstance(a, (PlaceDie, PlaceToken))]
            if not options:
                break
            a = rng.choice(options)
            if isinstance(a, PlaceDie):
                st.codes[s][a.step][0] = a.die
            else:
                st.codes[s][a.step][1] = a.token
    if st.magic:
        st.rotten = [t if t is not None else rng.choice(st.tree_ids) for t in view["rotten"]]
        if st.round == 0:
            # rotten trees still to be picked at set-up do not exist yet
            picks = {op[1] for op in st.agenda if op[0] == "rotten_pick"}
            pj = view["pending"]
            if pj is not None and pj["kind"] == RottenPick.KIND:
                picks.add(pj["owner"])
            st.rotten = [None if s in picks else t for s, t in enumerate(st.rotten)]
    if st.timed:
        st.clock = view["clock"]
        if not any(op[0] == "timer_start" for op in st.agenda):
            left = rng.randint(*TIMER_FIRST) - st.clock
            st.timer = left if left > 0 else rng.randint(1, TIMER_AGAIN[1])
    st.pending = decision_from_json(st, view["pending"])  # last: its options need the rest
    return st
