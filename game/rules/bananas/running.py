"""Running code steps, as agenda operations of BananasState: dice moves chosen
hex by hex, 7nana, Down, die-down, both swings, Loop, broken code, the tree
die for lost bananas, falling bananas (level 7) and traps (level 2).

The operations ask the players through decisions (decisions.py: what each
answer does); the path search itself lives in `paths.py`, the climb rule in
`climbing.py`. The queries here (`climbable`, `down_hexes`, `swing_hexes`,
`trap_options`, `stall`) are the one copy of their rules: decisions, screens
and bots ask them.
"""
from __future__ import annotations

from typing import Any

from game.core.hexgrid import Hex

from . import paths
from .actions import DOWN, LOOP, SWING
from .climbing import NO_BANANA, OCCUPIED, SAME_TREE, TRAP, climb_verdict
from .decisions import ClimbChoice, DownChoice, PathChoice, SwingChoice, TrapChoice, TreeChoice
from .jungle import hx
from .options import TIMER_AGAIN
from .table import Table

__all__ = ["Running", "TRAP", "NO_BANANA", "OCCUPIED", "SAME_TREE"]


class Running(Table):
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
            hexes = self.down_hexes(seat, None)
            if not hexes:
                self._denied(seat, k, "down", "No free hex at the foot of the tree.")
                return
            self.pending = DownChoice(seat, k, "token", None, tuple(hexes))
            return
        if d is None and t == SWING:
            if m.tree is not None:
                self._denied(seat, k, "swing", "A monkey up a tree can't swing: climb down first.")
                return
            assert m.hex is not None
            if not self.jungle.trees_at.get(m.hex):
                self._denied(seat, k, "swing", "Your monkey is not at the foot of a tree.")
                return
            hexes = self.swing_hexes(seat)
            if not hexes:
                self._denied(seat, k, "swing", "There is no free hex to swing to.")
                return
            self.pending = SwingChoice(seat, k, tuple(hexes))
            return
        if d is None:  # pragma: no cover - a Loop step runs through _op_loop, never here
            return
        value = self.dice[seat][d]
        if m.tree is not None:  # a die brings the monkey down to a matching hex
            hexes = self.down_hexes(seat, value)
            if not hexes:
                self._denied(seat, k, "die", f"No free hex showing {value} at the foot of the tree.")
                return
            self.pending = DownChoice(seat, k, "die", value, tuple(hexes))
            return
        assert m.hex is not None
        swing = t == SWING
        target = self._longest(seat, m.hex, swing, value)
        if target == 0:
            self._denied(seat, k, "die", "Your monkey is boxed in and can't move.")
            self._emit("move_end", seat=seat, die=value, steps=0, target=0, hex=hx(m.hex),
                       number=self.number(m.hex), full=False)
            return
        self.pending = PathChoice.ask(self, seat, k, value, target, (m.hex,), swing, None)

    # ---------------------------------------------------------------- moves
    def _longest(self, seat: int, start: Hex, swing: bool, cap: int) -> int:
        """Length of the longest legal path from start, at most cap."""
        return paths.longest(self.jungle, start, self.occupied(seat), self.opp_traps(seat),
                             swing, cap)

    # ---------------------------------------------------------------- after a move
    def _end_move(self, seat: int, step: int, die: int, target: int, steps: int) -> None:
        """A die's move is over after `steps` hexes: an opponent's trap costs a
        banana; a 7nana lets the monkey climb."""
        m = self.monkeys[seat]
        h = m.hex
        assert h is not None
        num = self.number(h)
        full = steps == die
        self._emit("move_end", seat=seat, die=die, steps=steps, target=target, hex=hx(h),
                   number=num, full=full)
        if not full:
            self._broken()
        if h in self.opp_traps(seat):
            owner = self.traps.index(h)
            self._emit("trapped", seat=seat, hex=hx(h), owner=owner)
            self.lose_banana(seat, "trap")
        if die + num != 7:
            return
        ok, denied = self.climbable(seat, h, die)
        for t, reason in denied.items():
            self._emit("7nana", seat=seat, die=die, hex=hx(h), number=num, sum=7,
                       tree=t, result="denied", reason=reason)
        if ok:
            self.pending = ClimbChoice(seat, step, die, h, num, tuple(ok))

    # ---------------------------------------------------------------- queries
    def climbable(self, seat: int, h: Hex, die: int) -> tuple[list[int], dict[int, str]]:
        """The trees `seat`'s monkey may climb after a move of `die` that ends on
        `h`, and why each other tree at `h`'s foot is denied (TRAP: nobody climbs
        from a trap's hex; NO_BANANA; OCCUPIED: another monkey is up it;
        SAME_TREE: the tree it took its last banana from). No 7nana, no trees:
        ([], {}) unless `die` + the number of `h` is 7."""
        up = {m.tree for s, m in enumerate(self.monkeys) if s != seat and m.tree is not None}
        ok, denied = climb_verdict(self.jungle, h, die, {t for t in self.traps if t is not None},
                                   self.bananas, self.monkeys[seat].last_tree, up)
        return list(ok), denied

    def down_hexes(self, seat: int, value: int | None) -> list[Hex]:
        """Where `seat`'s monkey, up a tree, may come down: free base hexes of its
        tree (not another player's trap), showing `value` when a die brings it down."""
        m = self.monkeys[seat]
        if m.tree is None:
            return []
        occ = self.occupied(seat) | self.opp_traps(seat)
        return [h for h in self.jungle.bases[m.tree]
                if h not in occ and (value is None or self.number(h) == value)]

    def swing_hexes(self, seat: int) -> list[Hex]:
        """Where a lone Swing takes `seat`'s monkey from where it stands; sorted."""
        m = self.monkeys[seat]
        if m.hex is None:
            return []
        return paths.swing_landings(self.jungle, m.hex, self.occupied(seat) | self.opp_traps(seat))

    def stall(self) -> dict[str, Any] | None:
        """Why no monkey can take any of the bananas that remain without a banana
        going back to the jungle first (the `stalled` event's fields); None while
        some monkey still may, or when no banana is left on a tree (the match
        then ends at the round's end).

        A tree may only be climbed by a monkey that did not take its last banana
        from it, and bananas only move from tree to tree through the tree die.
        So the match is stalled exactly when

        * every monkey took its last banana from the same tree T,
        * the bananas left on the trees all hang on T,
        * and no banana waits for the tree die (it could land on another tree).

        A banana could still go back to the jungle through a broken Loop or a
        trap and land on another tree, but only by a player losing a banana,
        which nobody does to play on: the match ends here (ruling 20; before
        rules version 5 such positions played on, often to the round limit).
        Nothing else frees T: rotten trees strike only at a climb, a falling
        banana (Time) leaves the game, and Down or Swing never take a banana."""
        if self._over or self.round < 1 or self.loose:
            return None
        tree = self.monkeys[0].last_tree
        if tree is None or any(m.last_tree != tree for m in self.monkeys):
            return None
        left = {t: b for t, b in self.bananas.items() if b > 0}
        if not left or set(left) != {tree}:
            return None
        return {"reason": SAME_TREE, "tree": tree, "trees": {str(tree): left[tree]},
                "left": left[tree], "last_trees": [m.last_tree for m in self.monkeys]}

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
                self.pending = TreeChoice(seat, tuple(room))
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

    # ---------------------------------------------------------------- traps
    def _op_traps(self) -> None:
        self.task = None
        self.phase = "traps"
        self._push(*[("trap", s) for s in self.order()])

    def trap_options(self, seat: int) -> list[Hex]:
        """Where `seat` may put their trap at the end of this round: a hex they made
        a 7nana from this round or one showing its number (the number of the hex
        the trap is on, once placed), never where it is now, never on a monkey or
        another trap; sorted."""
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
        self.pending = TrapChoice(seat, tuple(opts))
