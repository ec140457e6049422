"""Going Bananas actions: small frozen dataclasses with a stable JSON form.

Code steps and dice are 0-based indices (the screen shows them 1-based).
Hexes are axial (q, r). A decision with many choices is a chain of these:
coding is PlaceDie / PlaceToken / ClearStep ... LockCode; a die's path is one
MoveTo per hex.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.actions import Action, ActionCodec
from game.core.hexgrid import Hex

DOWN, SWING, LOOP = "down", "swing", "loop"
TOKENS = (DOWN, SWING, LOOP)


class AtHex:
    """For actions that name a hex by their `q` and `r` fields."""

    q: int  # (declared again as fields by each action)
    r: int

    @property
    def hex(self) -> Hex:
        return Hex(self.q, self.r)


@dataclass(frozen=True)
class PlaceMonkey(AtHex, Action):
    """Set-up: put your monkey on this hex (its number matches your roll)."""
    KIND: ClassVar[str] = "place_monkey"
    q: int
    r: int


@dataclass(frozen=True)
class PlaceDie(Action):
    """Coding: put movement die `die` (an unused one) on code step `step`."""
    KIND: ClassVar[str] = "place_die"
    step: int
    die: int


@dataclass(frozen=True)
class PlaceToken(Action):
    """Coding: put an unused action token ("down", "swing", "loop") on `step`.
    A Swing on a step that holds a die goes under the die."""
    KIND: ClassVar[str] = "place_token"
    step: int
    token: str


@dataclass(frozen=True)
class ClearStep(Action):
    """Coding: take everything off code step `step`."""
    KIND: ClassVar[str] = "clear_step"
    step: int


@dataclass(frozen=True)
class LockCode(Action):
    """Coding: "Done!" The code cannot change any more this round."""
    KIND: ClassVar[str] = "lock_code"


@dataclass(frozen=True)
class MoveTo(AtHex, Action):
    """Running: the next hex of a die's path, or where a Swing, a Down or a
    die used to climb down lands."""
    KIND: ClassVar[str] = "move_to"
    q: int
    r: int


@dataclass(frozen=True)
class Climb(Action):
    """Running, after a 7nana: climb this tree and take a banana."""
    KIND: ClassVar[str] = "climb"
    tree: int


@dataclass(frozen=True)
class StayDown(Action):
    """Running, after a 7nana: do not climb; stay on the hex."""
    KIND: ClassVar[str] = "stay_down"


@dataclass(frozen=True)
class ChooseTree(Action):
    """Tree die showed 6 with 2 players: put the returning banana on this tree."""
    KIND: ClassVar[str] = "choose_tree"
    tree: int


ALL_ACTIONS: tuple[type[Action], ...] = (PlaceMonkey, PlaceDie, PlaceToken, ClearStep, LockCode,
                                         MoveTo, Climb, StayDown, ChooseTree)
CODEC = ActionCodec(*ALL_ACTIONS)

LOCK = LockCode()
STAY = StayDown()


def move_to(h: Hex) -> MoveTo:
    return MoveTo(h.q, h.r)


@dataclass(frozen=True)
class PlaceTrap(AtHex, Action):
    """End of round (Traps): put your trap on this hex, or move it here."""
    KIND: ClassVar[str] = "place_trap"
    q: int
    r: int


@dataclass(frozen=True)
class NoTrap(Action):
    """End of round (Traps): keep your trap off the path (or take it off)."""
    KIND: ClassVar[str] = "no_trap"


@dataclass(frozen=True)
class OrderMissions(Action):
    """Missions: your three mission trees, first objective first."""
    KIND: ClassVar[str] = "order_missions"
    trees: tuple[int, ...]


@dataclass(frozen=True)
class PickRotten(Action):
    """Magic cards: secretly mark the rotten tree of the player on your right."""
    KIND: ClassVar[str] = "pick_rotten"
    tree: int


@dataclass(frozen=True)
class Clock(Action):
    """Time level: `seconds` of play went by (the app or the headless runner sends
    these, from any seat, at any time; they are recorded so replays agree)."""
    KIND: ClassVar[str] = "clock"
    seconds: int


@dataclass(frozen=True)
class LayTile(Action):
    """Set-up with "jungle=players": lay the tile you drew, turned `rotation` x 60
    degrees, its first hex on (q, r)."""
    KIND: ClassVar[str] = "lay_tile"
    rotation: int
    q: int
    r: int


@dataclass(frozen=True)
class PlantTree(AtHex, Action):
    """Set-up with "jungle=players": plant the next tree on this planting ground."""
    KIND: ClassVar[str] = "plant_tree"
    q: int
    r: int


ALL_ACTIONS = ALL_ACTIONS + (PlaceTrap, NoTrap, OrderMissions, PickRotten, Clock, LayTile,
                             PlantTree)
CODEC = ActionCodec(*ALL_ACTIONS)
NO_TRAP = NoTrap()
