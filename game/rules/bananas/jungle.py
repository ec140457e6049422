"""A jungle: JungleTiles laid on the hex grid, and the banana trees among them.

* Laying tiles: the first tile goes anywhere; every later tile must touch the
  jungle laid so far along exactly one hex side and overlap nothing.
* Planting grounds: empty cells with at least 3 of their 6 sides against
  jungle hexes. Trees stand on planting grounds.
* A tree's base: the jungle hexes next to it (at least 3 on a planting ground;
  a jungle is only accepted when every tree has at least 2).

`generate(rng, players)` lays a random valid jungle and plants the trees; it
only uses `rng.shuffle` and `rng.choice`, so a seeded MatchRng or a
random.Random both work.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable

from game.core.hexgrid import DIRECTIONS, Hex
from .tiles import TILE_BY_ID, TREE_CAPACITY, tiles_for, trees_for

MIN_BASE = 2
PLANTING_SIDES = 3


def hx(h: Hex | None) -> list[int] | None:
    """A hex as JSON ([q, r]), None as None."""
    return None if h is None else [h.q, h.r]


@dataclass(frozen=True)
class Placement:
    tile: int
    rotation: int  # 0..5, 60-degree turns counter-clockwise
    at: Hex        # where the tile's first hex lies

    def cells(self) -> tuple[Hex, Hex, Hex]:
        return TILE_BY_ID[self.tile].cells(self.rotation, self.at)

    def numbers(self) -> tuple[int, int, int]:
        return TILE_BY_ID[self.tile].numbers

    def to_json(self) -> dict[str, Any]:
        return {"tile": self.tile, "rotation": self.rotation, "at": self.at.to_json()}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Placement":
        return cls(int(d["tile"]), int(d["rotation"]) % 6, Hex.from_json(d["at"]))


class Jungle:
    """Placed tiles (hex -> number) and planted trees (tree id -> cell).

    Once `freeze()` is called the jungle never changes again; deep copies of a
    frozen jungle share it (states are cloned often by bots)."""

    def __init__(self) -> None:
        self.placements: list[Placement] = []
        self.numbers: dict[Hex, int] = {}
        self.tile_at: dict[Hex, int] = {}
        self.trees: dict[int, Hex] = {}
        self.frozen = False
        # filled by freeze()
        self.adj: dict[Hex, tuple[Hex, ...]] = {}
        self.bases: dict[int, tuple[Hex, ...]] = {}
        self.trees_at: dict[Hex, tuple[int, ...]] = {}
        self.links: dict[int, tuple[int, ...]] = {}
        self._grounds: tuple[int, list[Hex]] = (-1, [])  # (hexes laid, planting grounds)

    def __deepcopy__(self, memo: dict) -> "Jungle":
        if self.frozen:
            return self
        twin = Jungle()
        for p in self.placements:
            twin.place(p)
        for t, c in self.trees.items():
            twin.plant(t, c)
        return twin

    # --- tiles -------------------------------------------------------------
    def contacts(self, cells: Iterable[tuple[int, int]]) -> int:
        """How many hex sides `cells` share with the jungle."""
        nums = self.numbers
        k = 0
        for q, r in cells:
            for dq, dr in DIRECTIONS:
                if (q + dq, r + dr) in nums:
                    k += 1
        return k

    def placement_error(self, p: Placement) -> str | None:
        """Why `p` may not be laid now, or None if it may."""
        if self.frozen:
            return "The jungle is finished."
        if p.tile not in TILE_BY_ID:
            return f"There is no JungleTile {p.tile}."
        if any(q.tile == p.tile for q in self.placements):
            return f"JungleTile {p.tile} is already in the jungle."
        cells = p.cells()
        if any(c in self.numbers for c in cells):
            return "A tile may not cover another tile."
        if any(c in self.trees.values() for c in cells):
            return "A tile may not cover a tree."
        if not self.placements:
            return None
        k = self.contacts(cells)
        if k == 0:
            return "A new tile must touch the jungle."
        if k > 1:
            return "A new tile must touch the jungle along exactly one side."
        return None

    def place(self, p: Placement) -> None:
        err = self.placement_error(p)
        if err:
            raise ValueError(err)
        self.placements.append(p)
        for c, n in zip(p.cells(), p.numbers()):
            self.numbers[c] = n
            self.tile_at[c] = p.tile

    def legal_placements(self, tile: int) -> list[Placement]:
        """Every way to lay `tile` now, in a fixed order (no duplicates)."""
        if self.frozen or tile not in TILE_BY_ID or any(q.tile == tile for q in self.placements):
            return []
        if not self.placements:
            return [Placement(tile, rot, Hex(0, 0)) for rot in range(6)]
        numbers = self.numbers
        blocked = set(numbers) | set(self.trees.values())
        # jungle sides of every empty cell next to the jungle: a new tile's
        # contacts are the sum over its cells (computed once, not per try)
        sides: dict[tuple[int, int], int] = {}
        for c in numbers:
            for n in c.neighbours():
                if n not in numbers:
                    sides[n] = sides.get(n, 0) + 1
        frontier = sorted(sides)
        out: list[Placement] = []
        seen: set[tuple[int, int, int]] = set()
        base_tile = TILE_BY_ID[tile]
        # plain (q, r) tuples in the inner loop: they hash and compare like Hex
        # and cost a third as much to build (this runs for every generated jungle)
        for rot in range(6):
            local = [(h.q, h.r) for h in base_tile.cells(rot)]
            for eq, er in frontier:
                for hq, hr in local:  # put this hex of the tile on the frontier cell
                    aq, ar = eq - hq, er - hr
                    key = (rot, aq, ar)
                    if key in seen:
                        continue
                    seen.add(key)
                    touching = 0
                    for cq, cr in local:
                        spot = (cq + aq, cr + ar)
                        if spot in blocked:
                            touching = -1
                            break
                        touching += sides.get(spot, 0)
                    if touching == 1:
                        out.append(Placement(tile, rot, Hex(aq, ar)))
        return out

    # --- planting grounds and trees ---------------------------------------
    def jungle_sides(self, cell: Hex) -> int:
        return sum(1 for n in cell.neighbours() if n in self.numbers)

    def planting_grounds(self) -> list[Hex]:
        """Empty cells (no tile) with at least 3 sides against the jungle; sorted."""
        if self._grounds[0] != len(self.numbers):  # hexes are only ever added
            cand = {n for c in self.numbers for n in c.neighbours() if n not in self.numbers}
            self._grounds = (len(self.numbers),
                             sorted(c for c in cand if self.jungle_sides(c) >= PLANTING_SIDES))
        return list(self._grounds[1])

    def free_grounds(self) -> list[Hex]:
        used = set(self.trees.values())
        return [g for g in self.planting_grounds() if g not in used]

    def base_of_cell(self, cell: Hex) -> tuple[Hex, ...]:
        return tuple(sorted(n for n in cell.neighbours() if n in self.numbers))

    def plant_error(self, tree: int, cell: Hex) -> str | None:
        if self.frozen:
            return "The jungle is finished."
        if tree not in TREE_CAPACITY:
            return f"There is no tree {tree}."
        if tree in self.trees:
            return f"Tree {tree} is already planted."
        if cell in self.trees.values():
            return "Another tree already stands there."
        if cell in self.numbers:
            return "Trees grow beside the path, not on it."
        if self.jungle_sides(cell) < PLANTING_SIDES:
            return "Trees need a planting ground: a gap with at least 3 jungle sides around it."
        return None

    def plant(self, tree: int, cell: Hex) -> None:
        err = self.plant_error(tree, cell)
        if err:
            raise ValueError(err)
        self.trees[tree] = cell

    # --- validation ---------------------------------------------------------
    def problems(self, players: int) -> list[str]:
        """What keeps this jungle (with its trees) from being played; [] when fine."""
        out = []
        if len(self.placements) != tiles_for(players):
            out.append(f"{players} players need {tiles_for(players)} tiles, "
                       f"not {len(self.placements)}.")
        need = trees_for(players)
        if len(self.planting_grounds()) < len(need):
            out.append(f"Only {len(self.planting_grounds())} planting grounds for "
                       f"{len(need)} trees.")
        if self.trees:
            if sorted(self.trees) != list(need):
                out.append(f"Trees {list(need)} must be planted, not {sorted(self.trees)}.")
            grounds = set(self.planting_grounds())
            for t, c in sorted(self.trees.items()):
                if c not in grounds:
                    out.append(f"Tree {t} does not stand on a planting ground.")
                if len(self.base_of_cell(c)) < MIN_BASE:
                    out.append(f"Tree {t} has fewer than {MIN_BASE} base hexes.")
        # every tile touches the jungle laid before it along exactly one side
        probe = Jungle()
        for p in self.placements:
            err = probe.placement_error(p)
            if err:
                out.append(f"Tile {p.tile}: {err}")
                break
            probe.place(p)
        return out

    def freeze(self) -> "Jungle":
        """Finish the jungle: cache adjacency and tree bases for play."""
        self.adj = {h: tuple(n for n in h.neighbours() if n in self.numbers)
                    for h in self.numbers}
        self.bases = {t: self.base_of_cell(c) for t, c in self.trees.items()}
        at: dict[Hex, list[int]] = {}
        for t in sorted(self.bases):
            for h in self.bases[t]:
                at.setdefault(h, []).append(t)
        self.trees_at = {h: tuple(ts) for h, ts in at.items()}
        # trees a lone Swing can reach from a base hex of a tree: itself, and every
        # tree whose base shares a hex with its base or touches it
        self.links = {}
        for a, ba in self.bases.items():
            sa = set(ba)
            near = sa | {n for h in ba for n in h.neighbours()}
            self.links[a] = tuple(b for b in sorted(self.bases)
                                  if b == a or near.intersection(self.bases[b]))
        self.frozen = True
        return self

    # --- data ---------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "tiles": [p.to_json() for p in self.placements],
            "hexes": [[h.q, h.r, n, self.tile_at[h]] for h, n in sorted(self.numbers.items())],
            "trees": {str(t): c.to_json() for t, c in sorted(self.trees.items())},
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Jungle":
        j = cls()
        for p in d["tiles"]:
            j.place(Placement.from_json(p))
        for t, c in sorted(d.get("trees", {}).items(), key=lambda kv: int(kv[0])):
            j.plant(int(t), Hex.from_json(c))
        return j


def from_hexes(numbers: dict[Hex, int], trees: dict[int, Hex]) -> Jungle:
    """A jungle given hex by hex (hand-made maps and test scenes), frozen.

    No tile-laying rule is checked (there are no tiles: `tile_at` is 0); a
    tree only needs a base of at least MIN_BASE hexes."""
    j = Jungle()
    for h, n in numbers.items():
        if not 1 <= n <= 6:
            raise ValueError(f"hex {tuple(h)} has number {n}: numbers are 1-6")
        j.numbers[Hex(*h)] = n
        j.tile_at[Hex(*h)] = 0
    for t, c in trees.items():
        c = Hex(*c)
        if c in j.numbers:
            raise ValueError(f"tree {t} stands on the path")
        if len(j.base_of_cell(c)) < MIN_BASE:
            raise ValueError(f"tree {t} has fewer than {MIN_BASE} base hexes")
        j.trees[t] = c
    return j.freeze()


def lay_tiles(rng: Any, tiles: list[int]) -> Jungle:
    """Lay these tiles in order, each at a random legal place."""
    j = Jungle()
    for t in tiles:
        options = j.legal_placements(t)
        j.place(rng.choice(options))
    return j


def generate(rng: Any, players: int, attempts: int = 500) -> Jungle:
    """A random valid jungle with its trees planted, frozen. Deterministic for a seeded rng."""
    n_tiles = tiles_for(players)
    need = trees_for(players)
    for _ in range(attempts):
        order = [t for t in sorted(TILE_BY_ID)]
        rng.shuffle(order)
        j = lay_tiles(rng, order[:n_tiles])
        grounds = j.planting_grounds()
        if len(grounds) < len(need):
            continue
        order_trees = list(need)
        rng.shuffle(order_trees)
        for t in order_trees:
            j.plant(t, rng.choice(j.free_grounds()))
        if not j.problems(players):
            return j.freeze()
    raise RuntimeError("could not lay a valid jungle")  # pragma: no cover
