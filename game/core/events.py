"""Events: what `apply` reports, in order, for screens, logs and replays.

An event is a kind plus JSON-ready fields. An event that holds a secret names
the seats allowed to see it (`to`); everyone else never receives it, neither
on screen nor through a bot's input.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Iterable


@dataclass(frozen=True)
class Event:
    kind: str
    data: dict[str, Any] = field(default_factory=dict)
    to: frozenset[int] | None = None  # None: public

    def visible_to(self, seat: int | None) -> bool:
        return self.to is None or (seat is not None and seat in self.to)

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"event": self.kind}
        out.update(self.data)
        if self.to is not None:
            out["to"] = sorted(self.to)
        return out


_new = object.__new__


def event(kind: str, to: Iterable[int] | None = None, **data: Any) -> Event:
    # Built without the dataclass's __init__, which sets each field of a frozen
    # dataclass through object.__setattr__ (most of the cost, and every
    # action makes a few events): the same object as Event(kind, data, to),
    # its fields set in the same order.
    e = _new(Event)
    fields = e.__dict__
    fields["kind"] = kind
    fields["data"] = data
    fields["to"] = None if to is None else frozenset(to)
    return e


def visible(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events one seat (or a spectator, None) may see."""
    return [e for e in events if e.visible_to(seat)]
