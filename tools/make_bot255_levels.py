#!/usr/bin/env python3
"""Write bot255's Tiled tileset: game/levels/bot255/world.png and world.tsx.

    python tools/make_bot255_levels.py              # into game/levels/bot255/
    python tools/make_bot255_levels.py --out DIR    # somewhere else

The tileset image is drawn here with pygame, one 48 x 48 tile a kind, in the
order of game.maps.bot255.TILE_IDS: a brick wall, a green bit (a chip with a
"1"), a red bug, and the bot facing north, east, south and west (a round robot
with its eye and an arrow the way it faces). world.tsx gives each tile its
type (wall, bit, bug, bot) and the bot tiles their `facing`. The output is
deterministic. The curated worlds are written by `game.maps.bot255.world_tmx`.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

import pygame  # noqa: E402  (tools may draw; the game's rules and maps never import pygame)

from game.maps.bot255 import TILE, TILE_IDS, TILESET  # noqa: E402
from game.rules.bot255.world import FACINGS  # noqa: E402

OUT = ROOT / "game" / "levels" / "bot255"
INK = (38, 28, 44)
BRICK, MORTAR = (176, 84, 60), (120, 60, 48)
BIT, BIT_DARK = (70, 200, 90), (30, 120, 50)
BUG, BUG_DARK = (220, 50, 60), (130, 20, 30)
BOT, BOT_DARK = (90, 150, 230), (40, 80, 150)
WHITE = (255, 255, 255)


def wall() -> pygame.Surface:
    s = pygame.Surface((TILE, TILE))
    s.fill(MORTAR)
    h = TILE // 4
    for row in range(4):
        shift = 0 if row % 2 == 0 else TILE // 4
        for k in range(-1, 3):
            x = k * (TILE // 2) + shift
            pygame.draw.rect(s, BRICK, (x + 2, row * h + 2, TILE // 2 - 3, h - 3),
                             border_radius=2)
    return s


def bit() -> pygame.Surface:
    s = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    r = pygame.Rect(9, 9, TILE - 18, TILE - 18)
    for i in range(3):   # the chip's legs on each side
        y = r.top + 6 + i * 9
        pygame.draw.line(s, INK, (r.left - 5, y), (r.right + 4, y), 3)
        x = r.left + 6 + i * 9
        pygame.draw.line(s, INK, (x, r.top - 5), (x, r.bottom + 4), 3)
    pygame.draw.rect(s, BIT, r, border_radius=5)
    pygame.draw.rect(s, BIT_DARK, r, 3, border_radius=5)
    # a "1" drawn as strokes (no font: the same pixels everywhere)
    cx = r.centerx
    pygame.draw.line(s, WHITE, (cx, r.top + 6), (cx, r.bottom - 6), 4)
    pygame.draw.line(s, WHITE, (cx, r.top + 6), (cx - 5, r.top + 11), 4)
    pygame.draw.line(s, WHITE, (cx - 5, r.bottom - 6), (cx + 5, r.bottom - 6), 4)
    return s


def bug() -> pygame.Surface:
    s = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    c = TILE // 2
    for dy in (-8, 0, 8):   # six legs
        pygame.draw.line(s, INK, (c - 16, c + dy - 3), (c + 16, c + dy + 3), 3)
        pygame.draw.line(s, INK, (c - 16, c + dy + 3), (c + 16, c + dy - 3), 3)
    pygame.draw.ellipse(s, BUG, (c - 11, c - 13, 22, 28))
    pygame.draw.ellipse(s, BUG_DARK, (c - 11, c - 13, 22, 28), 3)
    pygame.draw.line(s, BUG_DARK, (c, c - 10), (c, c + 13), 2)
    pygame.draw.circle(s, INK, (c, c - 15), 6)                       # head
    pygame.draw.line(s, INK, (c - 3, c - 19), (c - 8, c - 23), 2)    # feelers
    pygame.draw.line(s, INK, (c + 3, c - 19), (c + 8, c - 23), 2)
    for x, y in ((c - 5, c - 3), (c + 5, c + 5), (c - 4, c + 8)):    # spots
        pygame.draw.circle(s, INK, (x, y), 3)
    return s


def bot(facing: str) -> pygame.Surface:
    s = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    c = TILE // 2
    pygame.draw.circle(s, BOT, (c, c), 17)
    pygame.draw.circle(s, BOT_DARK, (c, c), 17, 3)
    pygame.draw.circle(s, WHITE, (c, c - 3), 7)                      # the eye
    pygame.draw.circle(s, INK, (c, c - 3), 3)
    # the arrow at the front, drawn pointing north and turned to the facing
    arrow = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    pygame.draw.polygon(arrow, INK, [(c, 1), (c - 8, 11), (c + 8, 11)])
    pygame.draw.polygon(arrow, (255, 210, 60), [(c, 4), (c - 5, 10), (c + 5, 10)])
    angle = -90 * FACINGS.index(facing)
    s.blit(pygame.transform.rotate(arrow, angle), (0, 0))
    return s


def tileset_image() -> pygame.Surface:
    tiles = {"wall": wall(), "bit": bit(), "bug": bug(),
             **{f"bot-{f}": bot(f) for f in FACINGS}}
    img = pygame.Surface((TILE * len(tiles), TILE), pygame.SRCALPHA)
    for name, tid in TILE_IDS.items():
        img.blit(tiles[name], (tid * TILE, 0))
    return img


def tileset_xml() -> str:
    n = len(TILE_IDS)
    out = ['<?xml version="1.0" encoding="UTF-8"?>',
           f'<tileset version="1.8" tiledversion="1.8.2" name="{TILESET}" tilewidth="{TILE}" '
           f'tileheight="{TILE}" tilecount="{n}" columns="{n}">',
           f' <image source="{TILESET}.png" width="{TILE * n}" height="{TILE}"/>']
    for name, tid in TILE_IDS.items():
        kind, _, facing = name.partition("-")
        if facing:
            out += [f' <tile id="{tid}" type="{kind}">', '  <properties>',
                    f'   <property name="facing" value="{facing}"/>', '  </properties>',
                    ' </tile>']
        else:
            out.append(f' <tile id="{tid}" type="{kind}"/>')
    out.append('</tileset>')
    return "\n".join(out) + "\n"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=OUT)
    args = ap.parse_args()
    pygame.init()
    args.out.mkdir(parents=True, exist_ok=True)
    pygame.image.save(tileset_image(), str(args.out / f"{TILESET}.png"))
    (args.out / f"{TILESET}.tsx").write_text(tileset_xml(), encoding="utf-8")
    print(f"wrote {args.out / (TILESET + '.png')} and {TILESET}.tsx")
    return 0


if __name__ == "__main__":
    sys.exit(main())
