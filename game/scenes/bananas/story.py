"""What the table shows and tells for each Going Bananas event.

`STORY` maps every event kind the rules emit to (animation, told in the log).
Events play in order, each one's animations after the previous one's. The
sentences come from the rules' text (`text.describe_event` for the log,
`text.speech` for the bubbles), so the screen and a headless log say the same.
Kinds with neither are silent on purpose: secret coding, bookkeeping, and
what the seat cards, the board or an action's own line already show.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable

from game.core.actions import Action
from game.core.events import Event
from game.rules.bananas import ClearStep, Clock, MoveTo, PlaceDie, PlaceToken
from game.rules.bananas import text
from game.rules.bananas.decisions import ClimbChoice
from game.ui.anim import Anim, Later, call, wait

from . import pieces as P

if TYPE_CHECKING:
    from .scene import BananasScene

Show = Callable[["BananasScene", Event, "int | None"], list[Anim]]  # (scene, event, acting seat)

# Coding is secret and a move is told by where it ends; the clock is the table's
QUIET_ACTIONS = (PlaceDie, PlaceToken, ClearStep, MoveTo, Clock)


def _say(scene: BananasScene, ev: Event, seconds: float, sound: str | None = None,
         pause: float = 0.0) -> list[Anim]:
    """The table says the event's sentence (if it has one) in a bubble."""
    line = text.speech(ev.to_json(), scene.names(), scene.you())
    if line is None:
        return []
    seat = ev.get("seat")
    said = call(partial(scene.say, line, seat if isinstance(seat, int) else None, seconds),
                sound=sound)
    return [said, wait(pause)] if pause else [said]


def _spoken(seconds: float, sound: str | None = None, pause: float = 0.0) -> Show:
    def show(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
        return _say(scene, ev, seconds, sound, pause)
    return show


def _dice(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    pieces, s, values = scene.table.pieces, ev["seat"], list(ev["dice"])

    def settle() -> None:
        pieces.dice[s] = values
    return [P.roll_dice(pieces.rollers, s, values, seed=scene.version + s), call(settle)]


def _codes_revealed(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    pieces, codes = scene.table.pieces, ev["codes"]

    def show() -> None:
        pieces.codes = codes
    return [call(show), *_say(scene, ev, 2.0, "reveal", pause=0.9)]


def _running(pause: float) -> Show:
    def show(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
        pieces, now = scene.table.pieces, (ev["seat"], ev["step"])

        def mark() -> None:
            pieces.running = now
        return [call(mark), wait(pause)] if pause else [call(mark)]
    return show


def _round_end(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    pieces = scene.table.pieces

    def clear() -> None:
        pieces.running = None
    return [call(clear)]


def _move(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    table, to = scene.table, ev["hex"]
    sp = table.pieces.monkeys[ev["seat"]]
    if ev.get("swing"):
        return [Later(lambda: _swing_to(scene, sp, ev.get("tree"), to))]
    return [Later(lambda: P.hop(sp, table.spots.hex_xy(to)))]


def _swing_to(scene: BananasScene, sp: P.MonkeySprite, tree: int | None, to: list[int]) -> Anim:
    """A swing through `tree`'s top to hex `to` (straight over, without a tree)."""
    spots = scene.table.spots
    end = spots.hex_xy(to)
    return P.swing(sp, spots.tree_top(tree) if tree else end, end)


def _swing(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    sp = scene.table.pieces.monkeys[ev["seat"]]
    trees = ev.get("trees") or []
    return [Later(lambda: _swing_to(scene, sp, trees[0] if trees else None, ev["hex"]))]


def climb_offered(scene: BananasScene, ev: Event) -> bool:
    """Does a denied 7nana come with a climb offered all the same (another tree
    at the same hex's foot may be climbed)? Then the denial is not news: the
    choice tells what may be done. Asked right after the action, so the match
    waits for exactly that climb."""
    p = scene.state.pending
    return (ev.kind == "7nana" and ev.get("result") == "denied" and isinstance(p, ClimbChoice)
            and p.seat == ev.get("seat") and list(p.hex) == list(ev.get("hex") or ())
            and p.die == ev.get("die"))


def _nana(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    if ev["result"] == "climbed":
        return _say(scene, ev, 1.6, "reveal", pause=0.5)
    if ev["result"] == "denied" and not climb_offered(scene, ev):
        return _say(scene, ev, 3.0, "error", pause=0.9)
    return []


def _climb(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    table, tree = scene.table, ev["tree"]
    sp = table.pieces.monkeys[ev["seat"]]

    def take() -> None:
        table.pieces.take_from_tree(tree)
        sp.carrying = True
    return [Later(lambda: P.climb(sp, table.spots.tree_top(tree))), call(take, sound="place")]


def _rotten(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    sp = scene.table.pieces.monkeys[ev["seat"]]

    def drop_it() -> None:
        sp.carrying = False
    return [call(drop_it, sound="lose"), *_say(scene, ev, 3.0, pause=0.8)]


def _down(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    table, to = scene.table, ev["hex"]
    sp = table.pieces.monkeys[ev["seat"]]
    return [Later(lambda: P.drop(sp, table.spots.hex_xy(to)))]


def _stash(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    table, s = scene.table, ev["seat"]
    pieces = table.pieces
    sp = pieces.monkeys[s]

    def land() -> None:
        pieces.stashes[s] += 1

    def fly() -> Anim:
        sp.carrying = False
        return P.fly(pieces.flyers, (sp.x, sp.y - 30), table.stash_xy(s), done=land, sound="flip")
    return [Later(fly)]


def _trapped(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    return [P.trapped(scene.table.pieces.monkeys[ev["seat"]]), *_say(scene, ev, 2.5)]


def _lose_banana(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    if not ev["lost"]:
        return []
    table, s = scene.table, ev["seat"]
    pieces = table.pieces

    def lose() -> Anim:
        pieces.stashes[s] = max(0, pieces.stashes[s] - 1)
        return P.fly(pieces.flyers, table.stash_xy(s), table.spots.lay.rect.center, sound="lose")
    return [Later(lose)]


def _die_spot(scene: BananasScene) -> tuple[float, float]:
    """Where the tree die rolls: over the middle of the jungle's top."""
    board = scene.table.spots.lay.rect
    return (board.centerx, board.y + 80)


def _tree_die(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    flyers = scene.table.pieces.flyers
    return [P.tree_die(flyers, _die_spot(scene), ev["die"]), *_say(scene, ev, 2.5, pause=0.5),
            P.remove_flyer(flyers, "die")]


def _banana_returned(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    table, tree = scene.table, ev["tree"]

    def back() -> Anim:
        return P.fly(table.pieces.flyers, _die_spot(scene), table.spots.tree_top(tree),
                     done=partial(table.pieces.put_on_tree, tree))
    return [Later(back)]


def _trap(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    traps, s, to = scene.table.pieces.traps, ev["seat"], ev.get("hex")

    def put() -> None:
        traps[s] = to
    return [call(put, sound="place" if to is not None else "click")]


def _time_up(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    tree = ev.get("tree")
    if not tree:
        return _say(scene, ev, 2.0)
    table = scene.table

    def fall() -> Anim:
        table.pieces.take_from_tree(tree)
        x, y = table.spots.tree_top(tree)
        return P.fly(table.pieces.flyers, (x, y), (x + 20, table.spots.lay.rect.bottom + 60),
                     arc=-10, sound="lose")
    return [*_say(scene, ev, 2.5), Later(fall)]


def _monkey_roll(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    die = ev["die"]
    return [P.roll_dice(scene.table.pieces.rollers, ev["seat"], [die], seed=die),
            *_say(scene, ev, 2.0)]


def _monkey_placed(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    table, to = scene.table, ev["hex"]
    sp = table.pieces.monkeys[ev["seat"]]

    def place() -> Anim:
        sp.x, sp.y = table.spots.hex_xy(to)
        return P.pop_in(sp)
    return [Later(place)]


def _jungle_grew(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    return [call(scene.table.relayout, sound="place")]


def _nothing(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    return []


SILENT = (_nothing, False)

STORY: dict[str, tuple[Show, bool]] = {
    # the set-up
    "first_player": SILENT,          # the seat cards show who goes first
    "jungle": (_jungle_grew, False),
    "bananas": SILENT,               # the trees show them
    "monkey_roll": (_monkey_roll, False),
    "tile_drawn": SILENT,            # the tile's places glow
    "tile_laid": (_jungle_grew, False),
    "tree_planted": (_jungle_grew, False),
    "jungle_relaid": (_spoken(3.0), True),  # why the tiles come up again
    "monkey_placed": (_monkey_placed, False),
    "rotten_picked": SILENT,         # secret
    "rotten_set": SILENT,
    "missions_drawn": SILENT,        # the seat cards show them
    "missions_ordered": SILENT,
    "timer_set": SILENT,             # hidden from everyone
    # a round
    "round_start": (_spoken(1.6), True),
    "dice": (_dice, True),
    "tree_die": (_tree_die, False),
    "banana_returned": (_banana_returned, True),
    "coded": SILENT,                 # secret
    "code_locked": SILENT,           # the seat card says "Done!"
    "codes_revealed": (_codes_revealed, False),
    "step": (_running(0.25), False),
    "replay": (_running(0.0), False),
    "move": (_move, False),          # move_end tells where the move ended
    "move_end": (_spoken(2.2), True),
    "trapped": (_trapped, True),
    "lose_banana": (_lose_banana, False),
    "7nana": (_nana, True),          # told when it is denied
    "climb": (_climb, False),        # the action's own line tells it
    "rotten": (_rotten, False),
    "down": (_down, False),
    "stash": (_stash, True),
    "swing": (_swing, True),
    "denied": (_spoken(3.0, "error", pause=0.9), True),
    "loop": (_spoken(2.0, "swap", pause=0.5), False),
    "loop_denied": (_spoken(2.5, "error", pause=0.7), False),
    "loop_end": SILENT,
    "trap": (_trap, False),
    "time_up": (_time_up, True),     # told when a banana falls
    "round_end": (_round_end, False),
    "stalled": (_spoken(3.5, "error", pause=1.0), True),
    "mission_bonus": (_spoken(2.0, "reveal", pause=0.6), True),
    "game_over": SILENT,             # the result screen tells it
}


def animate(scene: BananasScene, ev: Event, seat: int | None) -> list[Anim]:
    show, _ = STORY.get(ev.kind, SILENT)
    return show(scene, ev, seat)


def log_line(scene: BananasScene, ev: Event) -> str | None:
    _, told = STORY.get(ev.kind, SILENT)
    if not told or climb_offered(scene, ev):
        return None
    return text.describe_event(ev.to_json(), scene.view(None), scene.names(), scene.you())


def action_line(scene: BananasScene, seat: int, action: Action, before: dict) -> str | None:
    if isinstance(action, QUIET_ACTIONS):
        return None
    return text.describe(action.to_json(), dict(before, names=scene.names()), seat)
