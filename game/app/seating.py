"""Who sits where: each seat is a human on some device(s) or a bot."""
from __future__ import annotations

from dataclasses import dataclass, field

HUMAN = "human"


@dataclass
class Seat:
    kind: str                  # "human" or a bot kind: random, easy, medium, hard
    device: str | None = None  # bound device; None: any device may act for this human
    lost: bool = False         # its pad was unplugged: input paused until a device takes it
    claim: bool = False        # (with lost) nobody has taken this seat yet, as after Continue

    @property
    def human(self) -> bool:
        return self.kind == HUMAN


@dataclass
class Seating:
    seats: list[Seat] = field(default_factory=list)
    # people watching a recorded match (the theatre): nobody at this table acts,
    # no bot thinks, no curtain asks anyone to look away
    watching: bool = False

    @classmethod
    def from_kinds(cls, kinds) -> "Seating":
        return cls([Seat(k) for k in kinds])

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human]

    def seat_for(self, device: str, acting: set[int]) -> int | None:
        """The acting human seat this device may play for, if any."""
        bound = [i for i in sorted(acting) if self.seats[i].human and not self.seats[i].lost
                 and self.seats[i].device == device]
        if bound:
            return bound[0]
        free = [i for i in sorted(acting) if self.seats[i].human and not self.seats[i].lost
                and self.seats[i].device is None]
        return free[0] if free else None

    def ask_claims(self) -> list[int]:
        """With two or more humans on one screen, every human seat no device
        holds (after Continue, or a seat left open in the lobby) waits until a
        device takes it: otherwise anyone could move for that player."""
        humans = self.humans()
        if len(humans) < 2:
            return []
        hit = [i for i in humans if self.seats[i].device is None]
        for i in hit:
            self.seats[i].lost = self.seats[i].claim = True
        return hit

    def holds(self, device: str) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.human and s.device == device]

    def device_lost(self, device: str) -> list[int]:
        hit = [i for i, s in enumerate(self.seats) if s.human and s.device == device]
        for i in hit:
            self.seats[i].lost = True
        return hit

    def take(self, seat: int, device: str) -> None:
        s = self.seats[seat]
        s.device, s.lost, s.claim = device, False, False

    def lost_seats(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.lost]
