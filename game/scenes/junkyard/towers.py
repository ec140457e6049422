"""The towers and the monkey: each tower's junk cards where their poses put them
(or flying apart while it collapses), its height flag, the shields that guard
it, the bursts where cards broke, and the monkey on its dashed line."""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, Mapping

import pygame

from game.ui import theme
from game.ui.assets import image, text
from game.ui.widgets import draw_text

from .layout import GROUND_Y, MONKEY_COL, SCALE_X, TOWERS, W
from .picture import FloorPic
from .slabs import SlabKey, piece_surface, quant, slab_surface, slab_turned, tab_surface

if TYPE_CHECKING:
    from .tablestate import TableState


def draw_monkey_line(table: TableState, surf: pygame.Surface) -> None:
    y = int(table.geo.y_of(table.pic.monkey) if table.monkey_y is None else table.monkey_y)
    for x in range(SCALE_X + 10, W - 10, 36):
        pygame.draw.line(surf, (255, 214, 60), (x, y), (x + 20, y), 4)


def draw_monkey(table: TableState, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
    s = table.scene
    y = table.geo.y_of(table.pic.monkey) if table.monkey_y is None else table.monkey_y
    pose = "cheer" if v["over"] and not v["winners"] else table.monkey_pose
    frames = 2 if pose == "think" else 4
    img = image(f"monkey/{pose}_{int(s.clock * 3) % frames}", (124, 124))
    # clear of the ruler's numbers, which it would cover
    surf.blit(img, img.get_rect(midbottom=(SCALE_X - 128, int(y) + 14)))
    tag = text(str(table.pic.monkey), 50, theme.INK)
    r = tag.get_rect(midleft=(SCALE_X + 14, int(y))).inflate(26, 6)
    pygame.draw.rect(surf, (255, 214, 60), r, border_radius=20)
    pygame.draw.rect(surf, (90, 60, 10), r, 3, border_radius=20)
    surf.blit(tag, tag.get_rect(center=r.center))
    draw_text(surf, "Monkey", 26, (255, 255, 255), (MONKEY_COL.x + 70, MONKEY_COL.y + 8),
              anchor="midtop", shadow=True, role="secondary")


def slab_key(table: TableState, f: FloorPic, guarded: bool) -> SlabKey:
    return (f.junk, int(table.geo.slab_w), max(8, int(round(table.geo.slab_h(f.junk)))),
            f.strength, guarded)


def guarded(table: TableState, v: Mapping[str, Any], seat: int) -> tuple[set[str], bool]:
    """Protected junk cards of this seat's tower, and whether the whole tower is."""
    cards, whole = set(), False
    for st in v.get("statuses") or ():
        if st["kind"] == "shield" and st["seat"] == seat:
            if st["what"] == "tower":
                whole = True
            else:
                cards.add(st["what"])
    return cards, whole


def draw_tower(table: TableState, surf: pygame.Surface, seat: int, v: Mapping[str, Any]) -> None:
    pic = table.collapsing.get(seat, table.pic)
    floors = {f.junk: f for f in pic.towers[seat]}
    safe, whole = guarded(table, v, seat)
    poses = table.tower_poses(seat)
    geo = table.geo
    col = table.scene.seat_colour(seat)
    if whole and floors:
        top = min(p[1] - geo.slab_h(k) / 2 for k, p in poses.items()) if poses else GROUND_Y
        r = pygame.Rect(0, 0, int(geo.slab_w + 50), int(GROUND_Y - top + 30))
        r.midbottom = (int(geo.xs[seat]), GROUND_Y + 4)
        pygame.draw.rect(surf, (90, 160, 240), r, 4, border_radius=30)
    for junk, pose in poses.items():
        f = floors.get(junk)
        if f is None or junk in table.hidden:
            continue
        key = slab_key(table, f, junk in safe or whole)
        x, y, a = pose
        deg = quant(a)
        ca, sa = math.cos(a), math.sin(a)
        for rid, (dx, dy, tw, th) in reversed(list(zip(f.reinforcements, geo.tabs(f)))):
            tab = tab_surface(rid, int(tw), int(th))
            if deg:
                tab = pygame.transform.rotate(tab, -deg)
            surf.blit(tab, tab.get_rect(center=(int(x + dx * ca - dy * sa),
                                                int(y + dx * sa + dy * ca))))
        img = slab_turned(key, deg) if deg else slab_surface(key)
        surf.blit(img, img.get_rect(center=(int(round(x)), int(round(y)))))
    if seat in table.collapses:
        c, t = table.collapses[seat]
        for piece, pose in c.flying(t[0]):
            f = floors.get(piece.parent)
            if f is None:
                continue
            key = slab_key(table, f, False)
            rid = ""
            if piece.part.startswith("t"):
                k = int(piece.part[1:])
                rid = f.reinforcements[k] if k < len(f.reinforcements) else ""
                if not rid:
                    continue
            img = piece_surface(key, piece.part, rid, int(piece.w), int(piece.h),
                                quant(pose[2], 6))
            surf.blit(img, img.get_rect(center=(int(pose[0]), int(pose[1]))))
    # the height flag on top
    hgt = pic.height(seat)
    if seat in table.collapses or any(k in table.poses for k in floors):
        tops = [p[1] - geo.slab_h(k) / 2 for k, p in poses.items() if k in floors]
        ty = min(tops) if tops else GROUND_Y
    else:
        ty = geo.y_of(hgt)
    draw_flag(table, surf, seat, hgt, int(geo.xs[seat]), int(ty) - 40, col)


def draw_flag(table: TableState, surf: pygame.Surface, seat: int, hgt: int, x: int, y: int,
              col: tuple[int, int, int]) -> None:
    y = max(y, TOWERS.y + 34)
    pygame.draw.line(surf, (60, 40, 22), (x, y + 10), (x, y + 40), 4)
    pygame.draw.circle(surf, (0, 0, 0), (x + 2, y + 3), 33)
    pygame.draw.circle(surf, col, (x, y), 33)
    pygame.draw.circle(surf, (255, 255, 255), (x, y), 33, 3)
    draw_text(surf, str(hgt), 46 if hgt < 100 else 34, (255, 255, 255), (x, y + 2), shadow=True)


def draw_bursts(table: TableState, surf: pygame.Surface) -> None:
    for x, y, age in table.bursts:
        k = age / 0.5
        r = int(20 + 90 * k)
        pygame.draw.circle(surf, (255, 230, 120), (int(x), int(y)), r,
                           max(2, int(12 * (1 - k))))
        for n in range(8):
            a = n * math.pi / 4 + 0.3
            pygame.draw.line(surf, (255, 250, 200), (int(x + math.cos(a) * r * 0.6),
                                                     int(y + math.sin(a) * r * 0.6)),
                             (int(x + math.cos(a) * r), int(y + math.sin(a) * r)), 4)
