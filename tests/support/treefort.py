"""Treefort Nations test boards: simple layouts built in code (the shipped
layouts are Tiled maps; these keep the rules' tests independent of them)."""
from __future__ import annotations

from typing import Any

from game.core.grid import Cell
from game.core.state import Setup
from game.rules.treefort.state import TreefortState


def row_layout(players: int, neutral: int = 1) -> dict[Cell, int | None]:
    """Seat grids of 8x8 in a row with `neutral` neutral grids in the middle."""
    keys: list[int | None] = list(range(players))
    half = players // 2
    keys = keys[:half] + [None] * neutral + keys[half:]
    return {Cell(8 * k + x, y): key for k, key in enumerate(keys)
            for x in range(8) for y in range(8)}


def new(players: int = 2, seed: int = 1, variants: tuple[str, ...] = (),
        neutral: int = 1) -> TreefortState:
    setup = Setup("treefort", ("random",) * players, seed, None, variants)
    return TreefortState.new(setup, row_layout(players, neutral))


def playing(players: int = 2, monkeys=(), coins=None, platforms=None, dice=(),
            far_tree: bool = True, seats: tuple[str, ...] | None = None,
            strict: bool = False) -> TreefortState:
    """A state in seat 0's turn with exactly these monkeys (id, seat, cell[, lumber,
    riding]), coins {cell: coin} and platforms {id: cells}, plus (far_tree) one tree
    far away on neutral ground so the match does not end for want of trees. `dice`
    are rolled first, then a seeded die (`strict`: only `dice`, and a roll more
    fails the test)."""
    from game.rules.treefort.board import Monkey
    s = new(players, 1)
    if seats is not None:
        s.setup = Setup("treefort", tuple(seats), 1)
    s.phase, s.turn = "play", 0
    s.board.coins = dict(coins or {})
    if far_tree:
        s.board.coins[Cell(12, 7)] = "penny"
    s.board.monkeys = {}
    for mid, seat, cell, *rest in monkeys:
        s.board.monkeys[mid] = Monkey(mid, seat, cell, *rest)
    s.board.platforms = {pid: frozenset(cells) for pid, cells in (platforms or {}).items()}
    s.board.next_id = 100
    if strict:
        from tests.support.junkyard import Dice
        s.rng = Dice(*dice)  # type: ignore[assignment]
    else:
        s.rng = ThenSeeded(*dice)  # type: ignore[assignment]
    return s


class ThenSeeded:
    """Scripted rolls first, then a seeded die (play goes on after the part a
    test cares about)."""

    def __init__(self, *rolls: int, seed: int = 7):
        from game.core.rng import MatchRng
        self.rolls = list(rolls)
        self.rng = MatchRng(seed)

    def die(self, sides: int = 6) -> int:
        return self.rolls.pop(0) if self.rolls and sides == 6 else self.rng.die(sides)

    def __getattr__(self, name: str) -> Any:
        return getattr(self.rng, name)

    def __deepcopy__(self, memo: Any) -> "ThenSeeded":
        import copy
        twin = ThenSeeded(*self.rolls)
        twin.rng = copy.deepcopy(self.rng)
        return twin


# ---------------------------------------------------------------------------- the scene
def start_scene(app, seats, state: TreefortState | None = None, seed: int = 3,
                variants: tuple[str, ...] = ()):
    """A Treefort scene over the menu for these seats (app.seating.Seat), on
    `state` if given (then without opening events)."""
    from game.app.seating import Seating
    from game.core.match import Match
    from game.scenes.menu import MenuScene
    from game.scenes.treefort import make_scene
    seating = Seating(list(seats))
    match = Match(Setup("treefort", tuple(s.kind for s in seating.seats), seed, None,
                        tuple(variants)))
    if state is not None:
        match.state = state
        match.opening_events = []
    app.push(MenuScene(app))
    scene = make_scene(app, match, seating)
    app.push(scene)
    return scene


def button(scene, label: str):
    """The action button whose label is (or starts with) `label`."""
    for b in scene.controls.menu.buttons:
        if b.label == label or b.label.startswith(label):
            return b
    raise AssertionError(f"no {label!r} button among "
                         f"{[b.label for b in scene.controls.menu.buttons]}")


def cell_xy(scene, cell) -> tuple[int, int]:
    x, y = scene.geo.centre(cell)
    return int(x), int(y)


def under_fire(app, defender_device: str, attacker_device: str = "mouse"):
    """Two humans: Red's catapult (monkey 1) fires at Blue's 2-square platform
    at 9,3-10,3 where Blue's monkeys 5 and 6 stand; Blue is asked to brace.
    Returns the scene, idle, at Blue's brace decision."""
    from game.app.seating import Seat
    from game.rules.treefort import Attack, Use
    from tests.support.apphost import run_until
    st = playing(monkeys=[(1, 0, Cell(7, 3), 0, True), (5, 1, Cell(10, 3)),
                          (6, 1, Cell(9, 3)), (7, 1, Cell(20, 5))],
                 platforms={50: {Cell(9, 3), Cell(10, 3)}}, dice=(6, 3),
                 seats=("human", "human"))
    scene = start_scene(app, [Seat("human", attacker_device), Seat("human", defender_device)],
                        st)
    run_until(app, lambda: scene.controller() == 0 and not scene.anim.busy, 300)
    assert scene.act(0, Use(1))
    run_until(app, lambda: not scene.anim.busy, 300)
    assert scene.act(0, Attack((9, 3)))
    run_until(app, lambda: scene.controller() == 1 and not scene.anim.busy, 300)
    assert scene.controls.situation() == "brace"
    return scene
