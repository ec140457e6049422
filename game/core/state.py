"""The State protocol every game's rules implement (see docs/architecture.md).

Shaped after OpenSpiel's State: who acts, what they may do, apply, and what
each seat may see. Rules subclass `State`; everything else (bots, scenes,
logs, saves) talks to games only through this surface.
"""
from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import Any, ClassVar, Sequence

from .actions import Action, ActionCodec, well_formed
from .errors import IllegalAction
from .events import Event
from .seats import SYSTEM


def parse_variant(text: str) -> tuple[str, Any]:
    """'name' -> (name, True); 'name=7' -> (name, 7); 'name=abc' -> (name, 'abc')."""
    name, sep, raw = text.partition("=")
    if not sep:
        return name, True
    if raw.lstrip("-").isdigit():
        return name, int(raw)
    if raw.lower() in ("true", "false"):
        return name, raw.lower() == "true"
    return name, raw


@dataclass(frozen=True)
class Setup:
    game: str
    seats: tuple[str, ...]  # per seat: "human", "random", "easy", "medium", "hard"
    seed: int = 0
    level: str | None = None
    variants: tuple[str, ...] = ()

    @property
    def players(self) -> int:
        return len(self.seats)

    def options(self) -> dict[str, Any]:
        return dict(parse_variant(v) for v in self.variants)

    def option(self, name: str, default: Any = None) -> Any:
        return self.options().get(name, default)

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "seats": list(self.seats),
            "seed": self.seed,
            "level": self.level,
            "variants": list(self.variants),
        }

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> "Setup":
        return cls(
            game=str(d["game"]),
            seats=tuple(str(s) for s in d["seats"]),
            seed=int(d["seed"]),
            level=d.get("level"),
            variants=tuple(str(v) for v in d.get("variants") or ()),
        )


@dataclass(frozen=True)
class Option:
    """One lobby setting of a game, written into Setup.variants when not default."""

    name: str
    label: str
    help: str
    choices: tuple[Any, ...] = (False, True)
    default: Any = False

    def variant(self, value: Any) -> str | None:
        if value == self.default:
            return None
        if value is True:
            return self.name
        return f"{self.name}={value}"


class State(ABC):
    """Base class for one game's match state."""

    CODEC: ClassVar[ActionCodec]   # this game's actions: anything else is refused
    setup: Setup
    # What the set-up itself did (deals, first rolls) before anyone acted.
    opening: Sequence[Event] = ()

    # --- who acts and what they may do -----------------------------------
    @abstractmethod
    def to_act(self) -> set[int]:
        """Seats that must act now (several during secret simultaneous phases)."""

    @abstractmethod
    def legal_actions(self, seat: int) -> list[Action]:
        """Legal actions for `seat`; empty if it is not that seat's move."""

    def allows(self, seat: Any, action: Any) -> bool:
        """Would `apply` take this action from this seat? The same gate and the
        same `check` as `apply`, so the two never disagree: `action in
        legal_actions(seat)` alone would take Flip(pos=0.0) or seat True, since
        0.0 == 0 and True == 1. (A decision that holds free text, a bot255
        program, cannot be listed whole: such a game's `check` decides.)"""
        if self._malformed(seat, action) is not None:
            return False
        try:
            self.check(seat, action)
        except IllegalAction:
            return False
        return True

    def check(self, seat: int, action: Action) -> None:
        """Raise IllegalAction with a readable reason if `action` is illegal.

        The default accepts exactly `legal_actions(seat)`; games override it to
        explain *why* something is not allowed.
        """
        if seat not in self.to_act():
            raise IllegalAction("It is not your turn yet.")
        if action not in self.legal_actions(seat):
            raise IllegalAction("That move is not allowed right now.")

    def apply(self, seat: int, action: Action) -> list[Event]:
        """Apply a legal action and return the events it caused, in order.

        Whatever comes in (a log may be edited, a caller may be wrong): a seat
        that is not a player or the table, an object that is not one of this
        game's actions, or a field of the wrong type (True or 1.0 for an index)
        is refused here, before the game's own `check`, and nothing changes."""
        return self.apply_marked(seat, action)[1]

    def apply_marked(self, seat: int, action: Action) -> tuple[frozenset[int] | None, list[Event]]:
        """`apply`, also saying who may see the action (`action_to`, asked on
        the state before the action, once it is known to be legal)."""
        why = self._malformed(seat, action)
        if why is not None:
            raise IllegalAction(why)
        self.check(seat, action)
        to = self.action_to(seat, action)
        return to, self._apply(seat, action)

    def _malformed(self, seat: Any, action: Any) -> str | None:
        """Why this is no seat or no action of this game at all, or None: the
        gate in front of every game's `check`, for `apply` and `allows` alike."""
        if type(seat) is not int or not (seat == SYSTEM or 0 <= seat < self.setup.players):
            return "There is no such player."
        if not well_formed(action, self.CODEC):
            return "That move is not part of this game."
        return None

    @abstractmethod
    def _apply(self, seat: int, action: Action) -> list[Event]:
        """Apply an action already checked by `check`."""

    def action_to(self, seat: int, action: Action) -> frozenset[int] | None:
        """Who may see this action (asked before it is applied): None when
        everyone may, else the seats, as an event's `to`. The record marks the
        action line with it, so a seat's copy of a log can be filtered."""
        return None

    # --- what is seen -----------------------------------------------------
    @abstractmethod
    def view(self, seat: int | None) -> dict[str, Any]:
        """JSON-ready picture of the match as `seat` (None: a spectator) may know it."""

    # --- results ------------------------------------------------------------
    @property
    @abstractmethod
    def over(self) -> bool: ...

    @abstractmethod
    def scores(self) -> list[float]: ...

    @abstractmethod
    def winners(self) -> list[int]: ...

    def clone(self) -> "State":
        return copy.deepcopy(self)
