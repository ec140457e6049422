"""Help pages for Codes, in our own words, each with a moving picture drawn with
the real coin images. `t` is the app clock: every picture loops by itself."""
from __future__ import annotations

import math

import pygame

from game.ui.motion import ease as _ease, phase as _phase
from game.ui.pages import HelpPage
from game.ui import theme
from game.ui.assets import image
from game.ui.widgets import draw_text

from .coins import CoinSprite, tick_mark

SIZE = 118
INK = theme.INK
RED = (230, 57, 70)
BLUE = (29, 119, 214)


def _row(rect: pygame.Rect, n: int = 5, y: int | None = None, size: int = SIZE):
    step = size * 1.2
    x0 = rect.centerx - step * (n - 1) / 2
    return [(x0 + i * step, y if y is not None else rect.centery) for i in range(n)]


def _coin(surf, char, xy, size=SIZE, squash=1.0, lift=0.0, scale=1.0, glow=0.0) -> None:
    CoinSprite(char, xy[0], xy[1], squash=squash, lift=lift, scale=scale, glow=glow).draw(surf, size)


def _label(surf, words, xy, size=32, colour=INK) -> None:
    draw_text(surf, words, size, colour, (int(xy[0]), int(xy[1])))


def _pen(surf, x0, x1, y) -> None:
    pygame.draw.rect(surf, (40, 90, 200), (x0, y - 11, x1 - x0 - 36, 22), border_radius=11)
    pygame.draw.polygon(surf, (235, 200, 150), [(x1 - 38, y - 11), (x1 - 38, y + 11), (x1, y)])
    pygame.draw.polygon(surf, (40, 30, 30), [(x1 - 12, y - 4), (x1 - 12, y + 4), (x1, y)])


def _note(surf, rect: pygame.Rect, code, ticks, title="Your secret code") -> None:
    pygame.draw.rect(surf, (255, 248, 214), rect, border_radius=18)
    pygame.draw.rect(surf, RED, rect, width=5, border_radius=18)
    _label(surf, title, (rect.centerx, rect.y + 28), 30)
    size = 74
    step = size * 1.2
    x0 = rect.centerx - step * (len(code) - 1) / 2
    for i, ch in enumerate(code):
        x, y = x0 + i * step, rect.y + 95
        _coin(surf, ch, (x, y), size)
        if ticks[i]:
            tick_mark(surf, (int(x + size * 0.38), int(y - size * 0.38)), 14)


# ---------------------------------------------------------------------------- pictures
def goal_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    code = ["suns", "3", "moons", "2", "crowns"]
    start = ["suns", "4", "moons", "2", "arms"]
    k = _phase(t, 6.0)
    table = list(start)
    fix1, fix2 = k > 0.35, k > 0.65
    if fix1:
        table[1] = "3"
    if fix2:
        table[4] = "crowns"
    pts = _row(rect, y=rect.y + 180)
    for i, (ch, xy) in enumerate(zip(table, pts)):
        flipping = (i == 1 and 0.25 < k < 0.35) or (i == 4 and 0.55 < k < 0.65)
        sq = abs(math.cos((k % 0.1) / 0.1 * math.pi)) if flipping else 1.0
        _coin(surf, ch, xy, squash=sq, glow=(0.6 + 0.4 * math.sin(t * 6)) if k > 0.75 else 0.0)
    _pen(surf, int(pts[0][0] - SIZE / 2), int(pts[-1][0] + SIZE / 2), rect.y + 270)
    _label(surf, "the table", (rect.centerx, rect.y + 60))
    ticks = [a == b for a, b in zip(code, table)]
    _note(surf, pygame.Rect(rect.x + 110, rect.y + 330, rect.w - 220, 170), code, ticks)
    if k > 0.75:
        _label(surf, "It matches: you win!", (rect.centerx, rect.bottom - 70), 44, (30, 140, 60))


def reading_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    table = ["2", "moons", "suns", "4", "crowns"]
    pts = _row(rect, y=rect.y + 230)
    k = _phase(t, 5.0)
    now = min(4, int(k * 6))
    for i, (ch, xy) in enumerate(zip(table, pts)):
        if i == now:
            pygame.draw.circle(surf, theme.ACCENT, (int(xy[0]), int(xy[1])), int(SIZE * 0.6), 8)
        _coin(surf, ch, xy)
        _label(surf, str(i + 1), (xy[0], xy[1] + SIZE * 0.5 + 30), 36,
               RED if i == now else INK)
    _pen(surf, int(pts[0][0] - SIZE / 2), int(pts[-1][0] + SIZE / 2), rect.y + 350)
    _label(surf, "read this way  \u2192", (rect.centerx, rect.y + 392), 30)
    _label(surf, "The pen points at the end of the code.", (rect.centerx, rect.y + 90))
    _label(surf, f"Place {now + 1}", (rect.centerx, rect.bottom - 110), 46, RED)


def flip_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 2.4)
    side = "moons" if int(t / 2.4) % 2 == 0 else "3"
    other = "3" if side == "moons" else "moons"
    c = (rect.centerx, rect.centery - 20)
    if k < 0.45:
        _coin(surf, side, c, 200)
    elif k < 0.75:
        f = (k - 0.45) / 0.3
        _coin(surf, side if f < 0.5 else other, c, 200, squash=abs(math.cos(f * math.pi)),
              lift=math.sin(f * math.pi) * 90)
    else:
        _coin(surf, other, c, 200)
    _label(surf, "One side has a picture, the other a number.", (rect.centerx, rect.y + 60), 30)
    _label(surf, "Flip!", (rect.centerx, rect.bottom - 90), 56, RED)


def swap_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    table = ["suns", "2", "moons", "4", "crowns"]
    pts = _row(rect)
    k = _ease((_phase(t, 3.0) - 0.25) / 0.5)
    odd = int(t / 3.0) % 2 == 1
    a, b = (1, 3)
    if odd:
        k = 1 - k
    for i, (ch, xy) in enumerate(zip(table, pts)):
        if i in (a, b):
            continue
        _coin(surf, ch, xy)
    ax = pts[a][0] + (pts[b][0] - pts[a][0]) * k
    bx = pts[b][0] + (pts[a][0] - pts[b][0]) * k
    _coin(surf, table[b], (bx, pts[b][1] + math.sin(k * math.pi) * 40))
    _coin(surf, table[a], (ax, pts[a][1]), lift=math.sin(k * math.pi) * 110)
    _label(surf, "Two coins trade places.", (rect.centerx, rect.y + 70))
    _label(surf, "Swap!", (rect.centerx, rect.bottom - 90), 56, RED)


def move_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    table = ["suns", "2", "moons", "4", "crowns"]
    pts = _row(rect)
    k = _ease((_phase(t, 3.2) - 0.2) / 0.55)
    if int(t / 3.2) % 2 == 1:
        k = 1 - k
    # coin 1 moves to the end; everyone else slides one place left
    for i in range(1, 5):
        x = pts[i][0] + (pts[i - 1][0] - pts[i][0]) * k
        _coin(surf, table[i], (x, pts[i][1]))
    x = pts[0][0] + (pts[4][0] - pts[0][0]) * k
    _coin(surf, table[0], (x, pts[0][1]), lift=math.sin(k * math.pi) * 130)
    _label(surf, "Take one coin out and put it in another place.", (rect.centerx, rect.y + 70), 30)
    _label(surf, "Move!", (rect.centerx, rect.bottom - 90), 56, RED)


def replace_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    bag_c = (rect.x + 130, rect.centery + 40)
    wig = 0.0
    k = _phase(t, 3.6)
    pts = _row(pygame.Rect(rect.x + 240, rect.y, rect.w - 260, rect.h), n=3, size=110)
    old, new = "4", "crowns"
    for i, xy in enumerate(pts):
        if i != 1:
            _coin(surf, ["suns", "", "2"][i], xy, 110)
    target = pts[1]
    if k < 0.3:
        f = _ease(k / 0.3)
        _coin(surf, old, (target[0] + (bag_c[0] - target[0]) * f, target[1] + (bag_c[1] - target[1]) * f),
              110, lift=math.sin(f * math.pi) * 120, scale=1 - 0.6 * f)
    elif k < 0.5:
        wig = math.sin((k - 0.3) / 0.2 * math.pi * 5)
    elif k < 0.8:
        f = _ease((k - 0.5) / 0.3)
        _coin(surf, new, (bag_c[0] + (target[0] - bag_c[0]) * f, bag_c[1] + (target[1] - bag_c[1]) * f),
              110, lift=math.sin(f * math.pi) * 140, scale=0.4 + 0.6 * f,
              squash=abs(math.cos(f * math.pi * 2)))
    else:
        _coin(surf, new, target, 110)
    bag = image("bag", (170, 170))
    if wig:
        bag = pygame.transform.rotate(bag, wig * 12)
    surf.blit(bag, bag.get_rect(center=bag_c))
    _label(surf, "Put a coin in the bag and pull out a new one.", (rect.centerx, rect.y + 70), 30)
    _label(surf, "It lands on a surprise side!", (rect.centerx, rect.y + 110), 28)
    _label(surf, "Replace!", (rect.centerx, rect.bottom - 90), 56, RED)


def no_undo_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 4.0)
    left = (rect.x + 220, rect.centery - 10)
    right = (rect.right - 220, rect.centery - 10)
    # Blue flips the moon to a 3...
    if k < 0.3:
        f = k / 0.3
        _coin(surf, "moons" if f < 0.5 else "3", left, 150, squash=abs(math.cos(f * math.pi)),
              lift=math.sin(f * math.pi) * 60)
    else:
        _coin(surf, "3", left, 150)
    _label(surf, "Blue flipped it", (left[0], left[1] + 120), 30, BLUE)
    pygame.draw.polygon(surf, INK, [(rect.centerx - 30, rect.centery - 30),
                                    (rect.centerx + 10, rect.centery - 10),
                                    (rect.centerx - 30, rect.centery + 10)])
    # ...so Red may not flip it straight back
    _coin(surf, "moons", right, 150, glow=0.0)
    if k > 0.45:
        r = 70
        c = (int(right[0]), int(right[1]))
        pygame.draw.line(surf, (220, 40, 40), (c[0] - r, c[1] - r), (c[0] + r, c[1] + r), 18)
        pygame.draw.line(surf, (220, 40, 40), (c[0] + r, c[1] - r), (c[0] - r, c[1] + r), 18)
    _label(surf, "Red can't flip it back", (right[0], right[1] + 120), 30, RED)
    _label(surf, "No undo! Try something else.", (rect.centerx, rect.bottom - 90), 44, RED)


def other_turn_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    k = _phase(t, 4.5)
    code = ["2", "moons", "suns", "4", "crowns"]
    table = list(code)
    table[2] = "3"
    done = k > 0.45
    if done:
        table[2] = "suns"
    pts = _row(rect, y=rect.y + 200)
    for i, (ch, xy) in enumerate(zip(table, pts)):
        if i == 2 and 0.25 < k < 0.45:
            f = (k - 0.25) / 0.2
            _coin(surf, "3" if f < 0.5 else "suns", xy, squash=abs(math.cos(f * math.pi)),
                  lift=math.sin(f * math.pi) * 60)
        else:
            _coin(surf, ch, xy, glow=(0.6 + 0.4 * math.sin(t * 6)) if done else 0.0)
    _label(surf, "Blue flips coin 3...", (rect.centerx, rect.y + 70), 34, BLUE)
    _note(surf, pygame.Rect(rect.x + 110, rect.y + 330, rect.w - 220, 170), code,
          [a == b for a, b in zip(code, table)], "Red's secret code")
    if done:
        _label(surf, "...and Red wins!", (rect.centerx, rect.bottom - 70), 46, RED)


def variants_picture(surf: pygame.Surface, rect: pygame.Rect, t: float) -> None:
    rows = [("memory", "Memory game"), ("gentle", "Gentle start"), ("two", "Two actions"),
            ("teams", "Teams"), ("coop", "All together"), ("guess", "Guess the code")]
    y = rect.y + 70
    for k, (kind, name) in enumerate(rows):
        cx = rect.x + 80
        bob = int(4 * math.sin(t * 3 + k))
        if kind == "memory":
            pygame.draw.circle(surf, (215, 205, 180), (cx, y + bob), 34)
            draw_text(surf, "?", 44, INK, (cx, y + bob))
        elif kind == "gentle":
            _coin(surf, "ace", (cx, y + bob), 68)
        elif kind == "two":
            _coin(surf, "2", (cx, y + bob), 68)
        elif kind == "teams":
            surf.blit(image("monkey/badge_0", (44, 44)), (cx - 46, y - 22 + bob))
            surf.blit(image("monkey/badge_2", (44, 44)), (cx + 2, y - 22 + bob))
        elif kind == "coop":
            surf.blit(image("monkey/cheer_0", (70, 70)), (cx - 35, y - 35 + bob))
        else:
            surf.blit(image("monkey/think_0", (70, 70)), (cx - 35, y - 35 + bob))
        draw_text(surf, name, 34, RED, (rect.x + 140, y), anchor="midleft")
        y += 96


PAGES = [
    HelpPage("The goal",
             "You get a secret code that only you can see. Change the coins on the table until "
             "they show YOUR code!\nRead the table from left to right, the way the pen points. "
             "A green tick on your note means that place is already right.\n"
             "You play until someone's code shows, unless you picked a round limit in the lobby.",
             goal_picture),
    HelpPage("Flip a coin",
             "Every coin has a picture on one side (sun, moon, crown or arms) and a number on the "
             "other. Flip turns a coin over.\nClick a coin and press Flip, or press X / Tab on it.",
             flip_picture),
    HelpPage("Swap two coins",
             "Two coins trade places.\nDrag one coin onto the other, or pick it up with A / Enter "
             "and drop it on the other coin.", swap_picture),
    HelpPage("Move a coin",
             "Take a coin out and put it somewhere else in the row; the others shuffle up.\n"
             "Drag it into a gap between two coins, or pick it up and drop it in a gap.",
             move_picture),
    HelpPage("Replace a coin",
             "Put a coin in the bag, give it a shake and pull out a new one. It lands with a "
             "surprise side up!\nClick a coin and press Replace, or use X / Tab.",
             replace_picture),
    HelpPage("No undo!",
             "You may not put the table back the way it was before the last player's turn "
             "(with two actions a turn: before their whole turn), and your second action may not "
             "undo your first. A replace can't be undone: after one, anything goes. The game "
             "tells you when a move is an undo - just pick something else.", no_undo_picture),
    HelpPage("Winning on someone else's turn",
             "Keep an eye on the table: another player's move can make your code! You win right "
             "away. If two players have the same code, they win together.", other_turn_picture),
    HelpPage("Other ways to play",
             "Memory: your code hides. After every change everyone may say “That's my "
             "code!” (wrong = out).\n"
             "Gentle start: flip or replace only, for 4 turns.\n"
             "Two actions: up to two moves a turn.\n"
             "Teams: teammates share one code.\n"
             "All together: each knows a few places of one code.\n"
             "Guess the code: first right guess scores most (one try a turn).\n"
             "Five in a longer code: your 5 in order, side by side or with one gap.",
             variants_picture),
]
