"""The Spank the Monkey table on screen.

    +--------------------------------------------------------------------+
    | status: whose turn, the phase, what is asked        pile | discard  |
    | monkey  |  tower   tower   tower   ...  (a stack of junk cards per  |
    | on its  |  seat, bottom card lowest, its height in a big flag on top;|
    | junk    |  the dashed line is the monkey's height)                  |
    | pile +  |------------------------------------------------- ground ---|
    | ruler   |  seat labels: badge, name, cards in hand, statuses         |
    |  buttons | the hand (fanned)                             |    log     |
    +--------------------------------------------------------------------+

`JunkTable` draws a frame by reading what the table shows now (`TableState`,
tablestate.py: the picture of the towers, poses, flyers, dice, flashes); each
part of the frame is drawn by the module named for it:

    layout.py    the screen's places and `Geo` (height scale, columns, card places)
    picture.py   `YardPicture`: the towers as the screen shows them
    faces.py     card faces and backs; slabs.py the junk cards lying in a tower
    backdrop.py  sky, ground, the monkey's pile and the ruler; the cached `Stage`
    towers.py    the towers, their flags and the monkey; labels.py the seat labels
    header.py    the status line and the piles; fight.py the fight box and chart
    aiming.py    targets and the cursor on the towers; hand.py the hand, choices
    window.py    a reaction window; overlays.py dice, flashes, flying cards
    result.py    the end's picture of every tower

Drawing only reads. What stays still (backdrop, still towers, labels, pile) is
painted once into the stage until what it shows changes.
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Mapping

import pygame

from game.physics import Pose
from game.ui.anim import ease, lerp
from game.ui.layers import Layer

from . import aiming, fight, hand, header, labels, overlays, towers, window
from .backdrop import Stage, paint_back
from .faces import _face_h
from .layout import (
    BUTTONS,
    GROUND_Y,
    HAND,
    HAND_W,
    LOG,
    MIN_DOTS,
    PILE_AT,
    SCALE_X,
    TOWERS,
    ZOOM_W,
    H,
    W,
    Geo,
)
from .overlays import Die, Flash, Flyer
from .picture import FloorPic, YardPicture
from .result import result_picture
from .tablestate import TableState

# what the scene, the story, the controls, the guide and the tests take from here
__all__ = ["BUTTONS", "GROUND_Y", "HAND", "HAND_W", "LOG", "MIN_DOTS", "PILE_AT", "SCALE_X",
           "TOWERS", "ZOOM_W", "H", "W", "Die", "FloorPic", "Flash", "Flyer", "Geo", "JunkTable",
           "YardPicture", "_face_h", "result_picture", "tween_poses"]

if TYPE_CHECKING:
    from .scene import JunkyardScene


class JunkTable(TableState):
    """Draws the table's every frame from what it shows now (it changes nothing)."""

    def __init__(self, scene: JunkyardScene):
        super().__init__(scene)
        self.back = Layer((W, H), self._paint_back, alpha=False)
        self.back.surface(self._back_key())
        self.stage = Stage(self._paint_stage)
        self._stage_view: Mapping[str, Any] = scene.view(None)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        s = self.scene
        v = s.shown_view()
        lit = s.controls.lit_junk()
        moving = self.dynamic_seats(lit)
        self._stage_view = v
        self.stage.blit(surf, self._stage_key(v, moving))
        if self.monkey_y is not None:
            towers.draw_monkey_line(self, surf)
        towers.draw_monkey(self, surf, v)
        aiming.draw_targets_under(self, surf)
        for seat in sorted(moving):
            towers.draw_tower(self, surf, seat, v)
        towers.draw_bursts(self, surf)
        for seat in range(self.n):
            labels.draw_label_marks(self, surf, seat, v)
        self.draw_status(surf, v)
        self.draw_fight(surf, v)
        aiming.draw_targets_over(self, surf)
        hand.draw_hand(self, surf, v)
        hand.draw_buttons(self, surf)
        hand.draw_choice_panel(self, surf, v)
        window.draw_window(self, surf, v)
        fight.draw_chart(self, surf)
        overlays.draw_flashes(self, surf)
        overlays.draw_flyers(self, surf)
        hand.draw_zoom(self, surf)
        overlays.draw_prompts(self, surf, v)


    # -- what stays still is painted once: backdrop, monkey line, still towers, labels, pile
    def dynamic_seats(self, lit: Mapping[str, bool]) -> set[int]:
        """Towers drawn every frame: falling, gliding, or with cards lit for a choice."""
        out = set(self.collapses)
        if self.poses or self.hidden or lit:
            for seat, t in enumerate(self.pic.towers):
                if any(f.junk in self.poses or f.junk in self.hidden or f.junk in lit for f in t):
                    out.add(seat)
        return out

    def _stage_key(self, v: Mapping[str, Any], moving: set[int]) -> tuple:
        s = self.scene
        still = []
        for seat in range(self.n):
            if seat in moving:
                continue
            safe, whole = self.guarded(v, seat)
            still.append((seat, tuple((f.junk, tuple(f.reinforcements), f.strength)
                                      for f in self.pic.towers[seat]), frozenset(safe), whole,
                          s.seat_colour(seat)))
        seat_labels = tuple(labels.label_args(self, v, seat) for seat in range(self.n))
        disc = v.get("discard") or []
        return (self._back_key(), None if self.monkey_y is not None else self.pic.monkey,
                tuple(still), seat_labels, (v["pile"], disc[-1] if disc else None, len(disc)))

    def _paint_stage(self, surf: pygame.Surface, key: tuple) -> None:
        back, line, still, seat_labels, _ = key
        self.back.blit(surf, back)
        if line is not None:
            towers.draw_monkey_line(self, surf)
        v = self._stage_view
        for t in still:
            towers.draw_tower(self, surf, t[0], v)
        for seat, args in enumerate(seat_labels):
            surf.blit(labels.label_surface(*args), self.geo.label_rect(seat))
        header.draw_pile(self, surf, v)

    # -- the backdrop: sky, fence, ground, the monkey's junk pile and the ruler
    def _back_key(self) -> tuple:
        return (round(self.geo.unit, 3), self.geo.dots)

    def _paint_back(self, s: pygame.Surface, key: tuple) -> None:
        paint_back(s, self.geo)

    # ------------------------------------------------------------------ asked by others
    def guarded(self, v: Mapping[str, Any], seat: int) -> tuple[set[str], bool]:
        return towers.guarded(self, v, seat)

    def status_text(self, v: Mapping[str, Any]) -> tuple[str, tuple[int, int, int]]:
        return header.status_text(self, v)

    def phase_words(self, v: Mapping[str, Any], seat: int) -> str:
        return header.phase_words(self, v, seat)

    def draw_status(self, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
        header.draw_status(self, surf, v)

    def fight_box(self) -> pygame.Rect:
        return fight.fight_box(self)

    def draw_fight(self, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
        fight.draw_fight(self, surf, v)

    def clock_rect(self, seat: int) -> pygame.Rect:
        return window.clock_rect(self, seat)

    def draw_clock(self, surf: pygame.Surface, secs: int, seat: int) -> None:
        window.draw_clock(self, surf, secs, seat)


# ---------------------------------------------------------------------------- tweens
def tween_poses(table: JunkTable, start: Mapping[str, Pose], end: Mapping[str, Pose],
                k: float, lift: Mapping[str, float] | None = None) -> None:
    """Cards between two layouts: eased, with an arc for the ones in `lift`."""
    e = ease(k)
    for key, b in end.items():
        a = start.get(key, b)
        y = lerp(a[1], b[1], e)
        if lift and key in lift:
            y -= lift[key] * math.sin(math.pi * k)
        table.poses[key] = (lerp(a[0], b[0], e), y, 0.0)

