"""Set-up of a Going Bananas match, as agenda operations of BananasState:
the jungle (laid by the game, or by the players tile by tile and tree by
tree), the monkeys' starting hexes, rotten trees (level 4), missions and the
hidden timer (level 7). Part of `state.BananasState`; the players' answers
are decisions (decisions.py)."""
from __future__ import annotations

import copy

from .decisions import ORDERING_MISSIONS, PlaceMonkeyChoice, PlantChoice, RottenPick, TileChoice
from .jungle import Jungle, Placement, generate, hx
from .options import MAX_RELAYS, TIMER_FIRST
from .table import Table
from .tiles import TILE_BY_ID, tiles_for


class SetupPhase(Table):
    """Agenda operations for the set-up (see `state.BananasState`)."""

    def _op_jungle_ready(self) -> None:
        j = self.jungle
        if not j.frozen:
            j.freeze()
        self._emit("jungle", tiles=[p.to_json() for p in j.placements],
                   hexes=[[h.q, h.r, num, j.tile_at[h]] for h, num in sorted(j.numbers.items())],
                   trees={str(t): hx(c) for t, c in sorted(j.trees.items())},
                   bases={str(t): [hx(h) for h in b] for t, b in sorted(j.bases.items())})
        self._emit("bananas", trees={str(t): b for t, b in sorted(self.bananas.items())},
                   total=self.total)

    # ---- the players lay the jungle (option jungle=players)
    def _op_deal_tiles(self) -> None:
        """Shuffle the tiles face down; players take turns laying them, from the first
        player on, then take turns planting trees 1, 2, 3..."""
        tiles = sorted(TILE_BY_ID)
        self.rng.shuffle(tiles)
        self.pile = tiles[: tiles_for(self.n)]
        self.jungle = Jungle()
        order = self.order()
        k = len(self.pile)
        self._push(*[("lay", order[i % self.n]) for i in range(k)], ("check_grounds",),
                   *[("plant", order[(k + i) % self.n], t) for i, t in enumerate(self.tree_ids)])

    def _op_lay(self, seat: int) -> None:
        tile = self.pile.pop(0)
        t = TILE_BY_ID[tile]
        self._emit("tile_drawn", seat=seat, tile=tile, shape=t.shape, numbers=list(t.numbers))
        self.pending = TileChoice(seat, tile, tuple(self.tile_options(tile)))

    def tile_options(self, tile: int) -> list[Placement]:
        """Where the drawn tile may go (the last one: leaving enough planting
        grounds for the trees, when some place does)."""
        opts = self.jungle.legal_placements(tile)
        if not self.pile:  # the last tile: keep enough planting grounds if it can
            need = len(self.tree_ids)
            good = []
            for p in opts:
                trial = copy.deepcopy(self.jungle)
                trial.place(p)
                if len(trial.planting_grounds()) >= need:
                    good.append(p)
            opts = good or opts
        return opts

    def _op_check_grounds(self) -> None:
        """Too few planting grounds: the tiles are picked up and laid again from a
        new shuffle; after MAX_RELAYS such layings the game lays a random jungle
        and plants the trees itself (so set-up always ends)."""
        if len(self.jungle.planting_grounds()) >= len(self.tree_ids):
            return
        self.relays += 1
        by = "game" if self.relays >= MAX_RELAYS else "players"
        self._emit("jungle_relaid", grounds=len(self.jungle.planting_grounds()),
                   trees=len(self.tree_ids), relays=self.relays, by=by)
        # take the tiles back and start again (the plant ops are replaced)
        self.agenda = [op for op in self.agenda if op[0] != "plant"]
        if by == "game":
            self.pile = []
            self.jungle = generate(self.rng, self.n)
            self._push(("jungle_ready",))
        else:
            self._push(("deal_tiles",))

    def _op_plant(self, seat: int, tree: int) -> None:
        self.pending = PlantChoice(seat, tree, tuple(self.jungle.free_grounds()))
        if not self.agenda or self.agenda[0][0] != "plant":
            self._push(("jungle_ready",))

    def _op_place_monkey(self, seat: int) -> None:
        occ = self.occupied(seat)
        for _ in range(100):
            die = self.rng.die()
            free = [h for h, v in sorted(self.jungle.numbers.items()) if v == die and h not in occ]
            self._emit("monkey_roll", seat=seat, die=die, free=len(free))
            if free:
                self.phase = "setup"
                self.pending = PlaceMonkeyChoice(seat, die, tuple(free))
                return
        raise RuntimeError("no free hex for a monkey")  # pragma: no cover

    def _op_rotten_pick(self, owner: int) -> None:
        self.pending = RottenPick(self.left_of(owner), owner)

    def _op_missions_deal(self) -> None:
        """Each player draws 3 different mission trees from the 12 tokens (10 with 2
        players: no 6s); missions are public."""
        tokens = [t for t in self.tree_ids for _ in range(2)]
        for _ in range(1000):
            self.rng.shuffle(tokens)
            hands = [tokens[3 * i: 3 * i + 3] for i in range(self.n)]
            if all(len(set(h)) == 3 for h in hands):
                break
        else:  # pragma: no cover - a valid deal always turns up long before
            raise RuntimeError("no valid mission deal")
        for i, s in enumerate(self.order()):
            mission = tuple(sorted(hands[i]))
            self.missions[s] = mission
            self._emit("missions_drawn", seat=s, trees=list(mission))
        self.ordered = set()
        self.pending = ORDERING_MISSIONS

    def _op_timer_start(self) -> None:
        self.timer = self.rng.randint(*TIMER_FIRST)
        self._emit("timer_set", to=[], seconds=self.timer)

