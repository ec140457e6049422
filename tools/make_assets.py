#!/usr/bin/env python3
"""Regenerate every art, font and sound asset of Monkey Arcade.

    python tools/make_assets.py                 # everything into game/assets/
    python tools/make_assets.py --out /tmp/a    # somewhere else
    python tools/make_assets.py --only sounds,coins
    python tools/make_assets.py --contact out/contact_sheet.png

All outputs are made by the code in tools/art/ (nothing is downloaded or
copied) and are deterministic: the same bytes on every run.
Groups: font, coins, suits, bag, monkey, ui, games, background, sounds, junkyard.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from collections import Counter
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(1, str(ROOT))      # tools/art/junkyard/ reads the game's deck and card colours

import pygame  # noqa: E402

from art import canvas, coins, font, junkyard, monkey, palette, scenes, sounds, ui  # noqa: E402

from game.ui.assets import UNCOMPRESSED  # noqa: E402  (which pictures ship as .bmp)

GROUPS = ["font", "coins", "suits", "bag", "monkey", "ui", "games", "background", "sounds", "junkyard"]

MONKEY_FRAMES = {"idle": 4, "cheer": 4, "think": 2, "wave": 4}


def plan():
    """Map of group -> list of (relative path, producer). Producers return a
    pygame.Surface or bytes."""
    p: dict[str, list] = {g: [] for g in GROUPS}
    p["font"].append(("fonts/MonkeyRounded.ttf", lambda: FONT_BYTES[0]))
    p["font"].append(("fonts/LICENSE.txt", lambda: font.LICENSE.encode("utf-8")))
    for s in palette.SUITS:
        p["coins"].append((f"images/coins/suit_{s}.png", lambda s=s: coins.suit_coin(s)))
    for v in palette.VALUES:
        p["coins"].append((f"images/coins/value_{v}.png", lambda v=v: coins.value_coin(v)))
    p["coins"].append(("images/coins/edge.png", coins.coin_edge))
    p["coins"].append(("images/coins/shadow.png", coins.coin_shadow))
    for s in palette.SUITS:
        p["suits"].append((f"images/suits/{s}.png", lambda s=s: coins.suit_symbol(s)))
    p["bag"].append(("images/bag.png", coins.bag))
    for name, n in MONKEY_FRAMES.items():
        for i in range(n):
            p["monkey"].append((f"images/monkey/{name}_{i}.png", lambda name=name, i=i: monkey.monkey_frame(name, i)))
    for i in range(len(palette.SEAT_COLOURS)):
        p["monkey"].append((f"images/monkey/badge_{i}.png", lambda i=i: monkey.badge(i)))
    for st in ("normal", "hover", "pressed", "disabled"):
        p["ui"].append((f"images/ui/button_{st}.png", lambda st=st: ui.button(st)))
    p["ui"].append(("images/ui/panel.png", ui.panel))
    p["ui"].append(("images/ui/cursor.png", ui.cursor))
    for k, f in ui.INPUT_GLYPHS.items():
        p["ui"].append((f"images/ui/{k}.png", f))
    for k, f in ui.ICONS.items():
        p["ui"].append((f"images/ui/icon_{k}.png", f))
    for i in range(6):
        p["ui"].append((f"images/ui/confetti_{i}.png", lambda i=i: ui.confetti(i)))
    for k, f in scenes.CARDS.items():
        p["games"].append((f"images/games/{k}.png", lambda f=f: card_size(f())))
    p["background"].append(("images/bg_jungle.png", lambda: few_colours(scenes.background())))
    p["background"].append(("images/ui/title.png", scenes.title))
    p["background"].append(("images/ui/app_icon.png", scenes.app_icon))
    for k in sounds.SOUNDS:
        p["sounds"].append((f"sounds/{k}.wav", lambda k=k: sounds.render(k)))
    for c in junkyard_deck():
        p["junkyard"].append((f"images/junkyard/{c.id}.png", lambda c=c: junkyard.picture(c)))
    p["junkyard"].append(("images/junkyard/back.png", junkyard.back))
    for k, f in junkyard.ICONS.items():
        p["junkyard"].append((f"images/junkyard/icon_{k}.png", f))
    return {g: [(shipped(rel), f) for rel, f in items] for g, items in p.items()}


def shipped(rel: str) -> str:
    """The file name a picture ships under: the title screen's are .bmp."""
    if rel.startswith("images/") and rel.endswith(".png") and rel[7:-4] in UNCOMPRESSED:
        return rel[:-4] + ".bmp"
    return rel


# The menu draws a game's card picture 312 wide (its 340x330 card less the
# margins and title) at the art's own 3:2 aspect: shipped at that size, the title
# screen scales nothing (issue 20).
CARD_SIZE = (312, 208)


def card_size(surf: pygame.Surface) -> pygame.Surface:
    return pygame.transform.smoothscale(surf, CARD_SIZE)


def few_colours(surf: pygame.Surface) -> pygame.Surface:
    """The picture as a 256-colour palette picture: the title screen's background
    has about 400 colours, the 256 commonest cover 99.9% of its pixels (the rest
    take the nearest of them), and a palette picture is a quarter of a
    true-colour one to read and blits to the screen unconverted."""
    w, h = surf.get_size()
    rgb = pygame.image.tobytes(surf, "RGB")
    counts = Counter(rgb[i:i + 3] for i in range(0, len(rgb), 3))
    pal = [c for c, _ in counts.most_common(256)]
    index = {c: i for i, c in enumerate(pal)}
    for c in counts:
        if c not in index:
            index[c] = min(range(len(pal)),
                           key=lambda i: sum((a - b) ** 2 for a, b in zip(c, pal[i])))
    out = pygame.image.frombytes(bytes(index[rgb[i:i + 3]] for i in range(0, len(rgb), 3)),
                                 (w, h), "P")
    out.set_palette([tuple(c) for c in pal])
    return out


def junkyard_deck():
    """The Spank the Monkey deck, read from the game's own data file."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.rules.junkyard.deck import DECK
    return DECK()


FONT_BYTES: list[bytes] = []


def all_paths() -> list[str]:
    return [rel for items in plan().values() for rel, _ in items]


def write(out: Path, rel: str, obj) -> None:
    path = out / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(obj, (bytes, bytearray)):
        data = bytes(obj)
        if path.exists() and path.read_bytes() == data:
            return
        path.write_bytes(data)
    else:
        tmp = path.with_suffix(".tmp" + path.suffix)
        pygame.image.save(obj, str(tmp))
        data = tmp.read_bytes()
        if path.exists() and path.read_bytes() == data:
            tmp.unlink()
        else:
            os.replace(tmp, path)


def contact_sheet(out: Path, dest: Path) -> None:
    """Everything on one image (for eyeballing; not an asset)."""
    imgs = []
    for rel in all_paths():
        if rel.endswith((".png", ".bmp")) and "bg_jungle" not in rel:
            imgs.append((rel, pygame.image.load(str(out / rel))))
    cell, pad = 140, 8
    cols = 12
    rows = (len(imgs) + cols - 1) // cols
    f = canvas.font(13)
    sheet = pygame.Surface((cols * (cell + pad) + pad, rows * (cell + pad + 16) + pad + 420))
    sheet.fill((214, 210, 220))
    for i, (rel, im) in enumerate(imgs):
        x = pad + (i % cols) * (cell + pad)
        y = pad + (i // cols) * (cell + pad + 16)
        bgc = (240, 238, 244) if (i // cols) % 2 == 0 else (70, 120, 90)
        pygame.draw.rect(sheet, bgc, (x, y, cell, cell))
        w, h = im.get_size()
        k = min(cell / w, cell / h, 1.0)
        im2 = pygame.transform.smoothscale(im, (max(1, round(w * k)), max(1, round(h * k)))) if k < 1 else im
        sheet.blit(im2, (x + (cell - im2.get_width()) // 2, y + (cell - im2.get_height()) // 2))
        label = f.render(Path(rel).stem[:22], True, (30, 30, 40))
        sheet.blit(label, (x, y + cell + 1))
    # coins at play size
    y0 = rows * (cell + pad + 16) + pad
    x = pad
    for rel in all_paths():
        if "/coins/suit_" in rel or "/coins/value_" in rel:
            im = pygame.transform.smoothscale(pygame.image.load(str(out / rel)), (96, 96))
            sheet.blit(im, (x, y0))
            x += 100
    big = canvas.font(40)
    sheet.blit(big.render("Monkey Arcade: Hello 123! Bananas & coins ← → ✓ ×", True, (30, 30, 40)), (pad, y0 + 110))
    sheet.blit(canvas.font(24).render("The quick brown fox jumps over the lazy dog. 0123456789 ?!", True,
                                      (30, 30, 40)), (pad, y0 + 170))
    bg = pygame.image.load(str(out / shipped("images/bg_jungle.png")))
    sheet.blit(pygame.transform.smoothscale(bg, (384, 216)), (pad, y0 + 205))
    dest.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(sheet, str(dest))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", default=str(ROOT / "game" / "assets"),
                    help="output directory (default: game/assets/)")
    ap.add_argument("--only", default="", help="comma-separated groups: " + ",".join(GROUPS))
    ap.add_argument("--contact", default="", help="also write a contact sheet PNG to this path")
    ap.add_argument("-q", "--quiet", action="store_true")
    args = ap.parse_args(argv)

    only = [g.strip() for g in args.only.split(",") if g.strip()] or GROUPS
    bad = [g for g in only if g not in GROUPS]
    if bad:
        ap.error(f"unknown group(s): {', '.join(bad)}; choose from {', '.join(GROUPS)}")
    out = Path(args.out)
    t0 = time.perf_counter()
    pygame.font.init()
    try:  # same maths on every CPU (the SIMD paths give the same bytes today)
        pygame.transform.set_smoothscale_backend("GENERIC")
    except (ValueError, pygame.error):
        pass
    # The font is always built (fast): other art uses it for numerals and labels.
    FONT_BYTES[:] = [font.build_font_bytes()]
    canvas.set_font_bytes(FONT_BYTES[0])
    count = 0
    for group, items in plan().items():
        if group not in only:
            continue
        tg = time.perf_counter()
        for rel, producer in items:
            write(out, rel, producer())
            count += 1
        if not args.quiet:
            print(f"{group:11s} {len(items):3d} files  {time.perf_counter() - tg:5.2f}s")
    if args.contact:
        contact_sheet(out, Path(args.contact))
    if not args.quiet:
        print(f"wrote {count} files to {out} in {time.perf_counter() - t0:.2f}s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
