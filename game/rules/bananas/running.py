"""Running code steps, as agenda operations of BananasState: dice moves chosen
hex by hex, 7nana, Down, die-down, both swings, Loop, broken code, the tree
die for lost bananas, falling bananas (level 7) and traps (level 2). Mixed
into `state.BananasState`; the path search itself lives in `paths.py`."""
from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex

from . import paths
from .actions import DOWN, LOOP, SWING
from .jungle import hx
from .options import TIMER_AGAIN


class Running:
    """Agenda operations that run the code (see `state.BananasState`)."""

    # ---------------------------------------------------------------- steps
    def slot(self, seat: int, k: int) -> tuple[int | None, str | None]:
        d, t = self.codes[seat][k]
        return d, t

    def _op_step(self, k: int, seat: int) -> None:
        d, t = self.slot(seat, k)
        self.task = {"seat": seat, "step": k, "full": True, "replay": None}
        self._emit("step", seat=seat, step=k, die=None if d is None else self.dice[seat][d],
                   token=t)
        if t == LOOP:
            self._push(("loop", seat, k))
        else:
            self._push(("slot", seat, k))

    def _op_loop(self, seat: int, k: int) -> None:
        """Loop at step k: replay steps 0..k-1 in order; the first one that can't run in
        full ends the loop, and the player loses a banana."""
        self._emit("loop", seat=seat, step=k, replays=list(range(k)))
        ops: list[tuple] = []
        for j in range(k):
            ops += [("slot", seat, j, k), ("loop_check", seat, k, j)]
        self._push(*ops, ("loop_end", seat, k))

    def _op_loop_check(self, seat: int, k: int, j: int) -> None:
        assert self.task is not None
        if self.task["full"]:
            return
        # drop the rest of this loop, then pay for it
        while self.agenda and self.agenda[0][0] in ("slot", "loop_check") \
                and self.agenda[0][1] == seat:
            self.agenda.pop(0)
        self.task["loop_ok"] = False
        self._emit("loop_denied", seat=seat, step=k, failed_step=j)
        self.lose_banana(seat, "loop")

    def _op_loop_end(self, seat: int, k: int) -> None:
        assert self.task is not None
        ok = self.task.get("loop_ok", True)
        self._emit("loop_end", seat=seat, step=k, ok=ok)
        self.task["replay"] = None

    def _broken(self) -> None:
        if self.task is not None:
            self.task["full"] = False

    def _denied(self, seat: int, step: int, what: str, reason: str) -> None:
        self._broken()
        self._emit("denied", seat=seat, step=step, what=what, reason=reason,
                   replay=self.task is not None and self.task.get("replay") is not None)

    def _op_slot(self, seat: int, k: int, loop_step: int | None = None) -> None:
        d, t = self.slot(seat, k)
        m = self.monkeys[seat]
        if self.task is not None:
            self.task["full"] = True
            self.task["replay"] = loop_step
        if loop_step is not None:
            self._emit("replay", seat=seat, step=k, loop_step=loop_step,
                       die=None if d is None else self.dice[seat][d], token=t)
        if d is None and t is None:
            return
        if d is None and t == DOWN:
            if m.tree is None:
                self._denied(seat, k, "down", "Your monkey is not up a tree.")
                return
            if not self._down_hexes(seat, None):
                self._denied(seat, k, "down", "No free hex at the foot of the tree.")
                return
            self.pending = {"kind": "down", "seat": seat, "step": k, "by": "token", "die": None}
            return
        if d is None and t == SWING:
            if m.tree is not None:
                self._denied(seat, k, "swing", "A monkey up a tree can't swing: climb down first.")
                return
            assert m.hex is not None
            if not self.jungle.trees_at.get(m.hex):
                self._denied(seat, k, "swing", "Your monkey is not at the foot of a tree.")
                return
            if not self._swing_hexes(seat):
                self._denied(seat, k, "swing", "There is no free hex to swing to.")
                return
            self.pending = {"kind": "swing", "seat": seat, "step": k}
            return
        if d is None:  # pragma: no cover - a Loop step runs through _op_loop, never here
            return
        value = self.dice[seat][d]
        if m.tree is not None:  # a die brings the monkey down to a matching hex
            if not self._down_hexes(seat, value):
                self._denied(seat, k, "die", f"No free hex showing {value} at the foot of the tree.")
                return
            self.pending = {"kind": "down", "seat": seat, "step": k, "by": "die", "die": value}
            return
        assert m.hex is not None
        swing = t == SWING
        target = self._longest(seat, m.hex, swing, value)
        if target == 0:
            self._denied(seat, k, "die", "Your monkey is boxed in and can't move.")
            self._emit("move_end", seat=seat, die=value, steps=0, target=0, hex=hx(m.hex),
                       number=self.number(m.hex), full=False)
            return
        self.pending = {"kind": "path", "seat": seat, "step": k, "die": value, "target": target,
                        "path": [m.hex], "swing": swing, "swung": None}

    # ---------------------------------------------------------------- hex choices
    def _hex_options(self) -> list[Hex]:
        """The hexes the pending choice may pick (cached in the pending dict)."""
        p = self.pending
        assert p is not None
        if "options" not in p:
            p["options"] = self._compute_hex_options(p)
        return p["options"]

    def _compute_hex_options(self, p: dict[str, Any]) -> list[Hex]:
        seat = p["seat"]
        kind = p["kind"]
        if kind == "place":
            occ = self.occupied(seat)
            return [h for h, v in sorted(self.jungle.numbers.items())
                    if v == p["die"] and h not in occ]
        if kind == "down":
            return self._down_hexes(seat, p["die"])
        if kind == "swing":
            return self._swing_hexes(seat)
        return paths.next_hexes(self.jungle, p["path"], p["target"], self.occupied(seat),
                                self.opp_traps(seat), p["swing"])

    def _hex_choice(self, h: Hex) -> None:
        p = self.pending
        assert p is not None
        seat, kind = p["seat"], p["kind"]
        m = self.monkeys[seat]
        if kind == "down":
            self.pending = None
            self._come_down(seat, h, p["by"], p["die"])
            return
        if kind == "swing":
            self.pending = None
            frm = m.hex
            assert frm is not None
            m.hex = h
            self._emit("swing", seat=seat, step=p["step"], **{"from": hx(frm)}, hex=hx(h),
                       number=self.number(h), trees=self._swing_trees(frm, h))
            return
        # one hex of a path
        cur = p["path"][-1]
        walk = h in self.jungle.adj[cur]
        via = None
        if not walk:
            p["swing"] = False
            via = self._swing_trees(cur, h, single=True)[0]
            p["swung"] = via
        p["path"].append(h)
        p.pop("options", None)
        m.hex = h
        self._emit("move", seat=seat, **{"from": hx(cur)}, hex=hx(h), number=self.number(h),
                   swing=not walk, tree=via)
        if len(p["path"]) - 1 >= p["target"] or h in self.opp_traps(seat):
            self.pending = None
            self._end_move(seat, p)

    def _swing_trees(self, a: Hex, b: Hex, single: bool = False) -> list[int]:
        return paths.swing_trees(self.jungle, a, b, single)

    def _longest(self, seat: int, start: Hex, swing: bool, cap: int) -> int:
        """Length of the longest legal path from start, at most cap."""
        return paths.longest(self.jungle, start, self.occupied(seat), self.opp_traps(seat),
                             swing, cap)

    # ---------------------------------------------------------------- after a move
    def _end_move(self, seat: int, p: dict[str, Any]) -> None:
        m = self.monkeys[seat]
        h = m.hex
        assert h is not None
        steps = len(p["path"]) - 1
        die = p["die"]
        num = self.number(h)
        full = steps == die
        self._emit("move_end", seat=seat, die=die, steps=steps, target=p["target"], hex=hx(h),
                   number=num, full=full)
        if not full:
            self._broken()
        if h in self.opp_traps(seat):
            owner = self.traps.index(h)
            self._emit("trapped", seat=seat, hex=hx(h), owner=owner)
            self.lose_banana(seat, "trap")
        if die + num != 7:
            return
        trees = self.jungle.trees_at.get(h, ())
        ok = []
        for t in trees:
            reason = None
            if h in self.traps:
                reason = "trap"
            elif self.bananas[t] == 0:
                reason = "no_banana"
            elif self.tree_taken(t, seat):
                reason = "occupied"
            elif m.last_tree == t:
                reason = "same_tree"
            if reason:
                self._emit("7nana", seat=seat, die=die, hex=hx(h), number=num, sum=7,
                           tree=t, result="denied", reason=reason)
            else:
                ok.append(t)
        if ok:
            self.pending = {"kind": "climb", "seat": seat, "step": p["step"], "die": die,
                            "hex": h, "number": num, "trees": ok}

    def _climb(self, seat: int, tree: int, p: dict[str, Any]) -> None:
        m = self.monkeys[seat]
        self._emit("7nana", seat=seat, die=p["die"], hex=hx(p["hex"]), number=p["number"],
                   sum=p["die"] + p["number"], tree=tree, result="climbed")
        self.nanas[seat].append(p["hex"])
        m.hex = None
        m.tree = tree
        m.carrying = tree
        m.last_tree = tree
        self.bananas[tree] -= 1
        if tree not in self.collected[seat]:
            self.collected[seat].append(tree)
        self._emit("climb", seat=seat, tree=tree, left=self.bananas[tree])
        if self.magic and self.rotten[seat] == tree:
            # the banana is rotten: it goes back through the tree die, and the
            # player on the left marks a new rotten tree
            m.carrying = None
            self.loose += 1
            self._emit("rotten", seat=seat, tree=tree)
            self._push(("tree_die", seat, "rotten"), ("rotten_pick", seat))

    def _down_hexes(self, seat: int, value: int | None) -> list[Hex]:
        m = self.monkeys[seat]
        if m.tree is None:
            return []
        occ = self.occupied(seat) | self.opp_traps(seat)
        return [h for h in self.jungle.bases[m.tree]
                if h not in occ and (value is None or self.number(h) == value)]

    def _swing_hexes(self, seat: int) -> list[Hex]:
        m = self.monkeys[seat]
        if m.hex is None:
            return []
        return paths.swing_landings(self.jungle, m.hex, self.occupied(seat) | self.opp_traps(seat))

    def _come_down(self, seat: int, h: Hex, by: str, die: int | None) -> None:
        m = self.monkeys[seat]
        tree = m.tree
        m.tree = None
        m.hex = h
        self._emit("down", seat=seat, tree=tree, hex=hx(h), number=self.number(h), by=by, die=die)
        if m.carrying is not None:
            t = m.carrying
            m.carrying = None
            m.stash += 1
            self._emit("stash", seat=seat, tree=t, stash=m.stash)

    # ---------------------------------------------------------------- lost bananas
    def lose_banana(self, seat: int, reason: str) -> bool:
        """Take a banana from `seat`'s stash back to the jungle via the tree die.

        Returns False (and nothing happens) when the stash is empty."""
        m = self.monkeys[seat]
        if m.stash == 0:
            self._emit("lose_banana", seat=seat, reason=reason, lost=False, stash=0)
            return False
        m.stash -= 1
        self.loose += 1
        self._emit("lose_banana", seat=seat, reason=reason, lost=True, stash=m.stash)
        self._push(("tree_die", seat, reason))
        return True

    def _op_tree_die(self, seat: int, reason: str) -> None:
        die = self.rng.die()
        if self.n == 2 and die == 6:
            room = [t for t in self.tree_ids if self.bananas[t] < self.capacity[t]]
            self._emit("tree_die", seat=seat, die=die, reason=reason, result="choose",
                       tree=None)
            if len(room) == 1:
                self._return_to(seat, room[0])
            else:
                self.pending = {"kind": "tree", "seat": seat, "trees": room}
            return
        if die not in self.capacity:
            self._emit("tree_die", seat=seat, die=die, reason=reason, result="no_tree", tree=None)
            self.returns.append(seat)
        elif self.bananas[die] >= self.capacity[die]:
            self._emit("tree_die", seat=seat, die=die, reason=reason, result="full", tree=die)
            self.returns.append(seat)
        else:
            self._emit("tree_die", seat=seat, die=die, reason=reason, result="placed", tree=die)
            self._return_to(seat, die)

    def _return_to(self, seat: int, tree: int) -> None:
        self.bananas[tree] += 1
        self.loose -= 1
        self._emit("banana_returned", seat=seat, tree=tree, bananas=self.bananas[tree])

    def _tick(self, seconds: int) -> None:
        """Time level: the clock moves on; each time the hidden timer runs out a banana
        falls from the tree the tree die shows (nothing falls from an empty or missing
        tree) and the timer is set again."""
        self.clock += seconds
        if self.timer is None:
            return
        self.timer -= seconds
        while self.timer <= 0:
            die = self.rng.die()
            fell = die in self.bananas and self.bananas[die] > 0
            if fell:
                self.bananas[die] -= 1
                self.fallen += 1
            self._emit("time_up", clock=self.clock, die=die, tree=die if fell else None,
                       fell=fell, left=self.bananas.get(die))
            again = self.rng.randint(*TIMER_AGAIN)
            self.timer += again
            self._emit("timer_set", to=[], seconds=again)
        p = self.pending
        if p is not None and p["kind"] == "climb":
            # a banana fell while the player was deciding whether to climb
            gone = [t for t in p["trees"] if self.bananas[t] == 0]
            for t in gone:
                self._emit("7nana", seat=p["seat"], die=p["die"], hex=hx(p["hex"]),
                           number=p["number"], sum=7, tree=t, result="denied",
                           reason="no_banana")
            p["trees"] = [t for t in p["trees"] if t not in gone]
            if not p["trees"]:
                self.pending = None
                self._pump()

    # ---------------------------------------------------------------- traps
    def _op_traps(self) -> None:
        self.task = None
        self.phase = "traps"
        self._push(*[("trap", s) for s in self.order()])

    def trap_options(self, seat: int) -> list[Hex]:
        cur = self.traps[seat]
        nums = self.jungle.numbers
        cand = set(self.nanas[seat])
        if cur is None:
            wanted = {nums[h] for h in self.nanas[seat]}
        else:
            wanted = {nums[cur]}
        cand |= {h for h, v in nums.items() if v in wanted}
        cand.discard(cur)  # never in the same place two rounds running
        cand -= self.occupied()
        cand -= self.opp_traps(seat)
        return sorted(cand)

    def _op_trap(self, seat: int) -> None:
        cur = self.traps[seat]
        if cur is None and not self.nanas[seat]:
            return
        opts = self.trap_options(seat)
        if not opts:
            if cur is not None:
                self.traps[seat] = None
                self._emit("trap", seat=seat, hex=None, number=None, previous=hx(cur),
                           reason="cannot_move")
            return
        self.pending = {"kind": "trap", "seat": seat, "options": opts}

    def _set_trap(self, seat: int, h: Hex | None) -> None:
        cur = self.traps[seat]
        self.traps[seat] = h
        if h is None and cur is None:
            self._emit("trap", seat=seat, hex=None, number=None, previous=None, reason="kept")
            return
        self._emit("trap", seat=seat, hex=hx(h), number=None if h is None else self.number(h),
                   previous=hx(cur), reason="removed" if h is None else
                   ("moved" if cur is not None else "placed"))

