"""What the towers on screen show: `YardPicture`. Between animations it is made
to agree with the rules' view (`sync`); while an action's animations play, the
story changes it event by event (`apply`), so a card lands in a tower when its
animation shows it landing."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from game.core.events import Event
from game.rules.junkyard.deck import card


@dataclass
class FloorPic:
    junk: str
    reinforcements: list[str] = field(default_factory=list)
    strength: int = 1


@dataclass
class YardPicture:
    """The towers, the monkey and the cards in play as the screen shows them."""
    towers: list[list[FloorPic]]
    monkey: int
    in_play: list[str] = field(default_factory=list)

    @classmethod
    def of(cls, view: Mapping[str, Any]) -> YardPicture:
        p = cls([], 1)
        p.sync(view)
        return p

    def clone(self) -> YardPicture:
        return YardPicture([[FloorPic(f.junk, list(f.reinforcements), f.strength) for f in t]
                            for t in self.towers], self.monkey, list(self.in_play))

    def sync(self, view: Mapping[str, Any]) -> None:
        self.towers = [[FloorPic(f["junk"], list(f["reinforcements"]), int(f["strength"]))
                        for f in t] for t in view["towers"]]
        self.monkey = int(view["monkey"])
        playing = list(view.get("fight_cards") or [])
        q = view.get("asking") or {}
        c = q.get("card")
        if c and c not in playing and card(c).type not in ("junk", "reinforcement"):
            playing.append(c)
        self.in_play = playing

    def key(self) -> tuple:
        return (tuple(tuple((f.junk, tuple(f.reinforcements), f.strength) for f in t)
                      for t in self.towers), self.monkey, tuple(self.in_play))

    def height(self, seat: int) -> int:
        return sum(card(f.junk).height for f in self.towers[seat])

    def locate(self, junk: str) -> tuple[int, int] | None:
        for s, t in enumerate(self.towers):
            for i, f in enumerate(t):
                if f.junk == junk:
                    return s, i
        return None

    def floor(self, junk: str) -> FloorPic | None:
        where = self.locate(junk)
        return None if where is None else self.towers[where[0]][where[1]]

    def apply(self, ev: Event) -> None:
        """What one event changes in the picture (the rules' numbers where the
        event carries them)."""
        k = ev.kind
        if k == "built":
            self.towers[ev["seat"]].append(FloorPic(ev["junk"], [], card(ev["junk"]).strength))
        elif k == "reinforced":
            f = self.floor(ev["junk"])
            if f is not None:
                if ev["card"] not in f.reinforcements:
                    f.reinforcements.append(ev["card"])
                f.strength = int(ev["strength"])
        elif k == "junk_destroyed":
            where = self.locate(ev["junk"])
            if where is not None:
                self.towers[where[0]].pop(where[1])
        elif k == "junk_moved":
            where = self.locate(ev["junk"])
            if where is not None:
                f = self.towers[where[0]].pop(where[1])
                to = self.towers[ev["to_seat"]]
                if ev.get("place") == "bottom":
                    to.insert(0, f)
                else:
                    to.append(f)
        elif k == "junk_swapped":
            a, b = self.locate(ev["a_junk"]), self.locate(ev["b_junk"])
            if a is not None and b is not None:
                ta, tb = self.towers[a[0]], self.towers[b[0]]
                ta[a[1]], tb[b[1]] = tb[b[1]], ta[a[1]]
        elif k == "strength_changed":
            f = self.floor(ev["junk"])
            if f is not None:
                f.strength = int(ev["strength"])
        elif k == "reinforcements_stripped":
            f = self.floor(ev["junk"])
            if f is not None:
                gone = [r for r in f.reinforcements if r in (ev.get("reinforcements") or ())]
                f.strength = max(1, f.strength - sum(card(r).strength for r in gone))
                f.reinforcements = [r for r in f.reinforcements if r not in gone]
        elif k in ("monkey_moved", "lively_monkey", "monkey_scared"):
            self.monkey = int(ev["new"])
        elif k == "monkey_start":
            self.monkey = int(ev["monkey"])
        elif k in ("card_played", "reaction"):
            c = ev["card"]
            if card(c).type not in ("junk", "reinforcement") and c not in self.in_play:
                self.in_play.append(c)
        elif k == "cards_discarded" and ev.get("seat") is None:
            self.in_play = [c for c in self.in_play if c not in ev["cards"]]
        elif k in ("table_taken",):
            self.in_play = [c for c in self.in_play if c != ev["card"]]
