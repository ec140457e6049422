"""Help pages for Going Bananas, in our own words, each with a moving picture
drawn with the same pictures as the table (hexes, trees, monkeys, dice,
tokens). `t` is the app clock: every picture loops by itself."""
from __future__ import annotations

import math

import pygame

from game.core.hexgrid import Hex
from game.ui.motion import ease as _ease, phase as _phase, lerp_point as _lerp
from game.ui.pages import HelpPage
from game.ui import theme
from game.ui.widgets import draw_text

from .board import (INK, TILE_COLOURS, Layout, banana_img, die_img, monkey_img,
                    number_disc, token_img, trap_ring_img, tree_banana_spots, tree_img)

RED = (230, 57, 70)
BLUE = (29, 119, 214)


def _label(surf, words, xy, size=32, colour=INK) -> None:
    draw_text(surf, words, size, colour, (int(xy[0]), int(xy[1])))


class Mini:
    """A little jungle for a picture: hexes with numbers and trees."""

    def __init__(self, rect: pygame.Rect, hexes: dict, trees: dict, max_size=70.0):
        self.hexes = {Hex(*h): n for h, n in hexes.items()}
        self.trees = {t: Hex(*c) for t, c in trees.items()}
        self.lay = Layout(list(self.hexes) + list(self.trees.values()), rect.inflate(-60, -120),
                          max_size)
        self.lay.rot = 0
        # keep the picture unturned: recentre for rotation 0
        cells = list(self.hexes) + list(self.trees.values())
        from game.core.hexgrid import hex_to_pixel
        pts = [hex_to_pixel(h, self.lay.size) for h in cells]
        cx = (min(p[0] for p in pts) + max(p[0] for p in pts)) / 2
        cy = (min(p[1] for p in pts) + max(p[1] for p in pts)) / 2
        self.lay.origin = (rect.centerx - cx, rect.centery - cy + 20)

    def xy(self, h) -> tuple[float, float]:
        return self.lay.px(Hex(*h))

    def draw(self, surf, glow=(), bananas=None) -> None:
        """The hexes and trees; their numbers wait for `numbers`, after the pieces."""
        self.standing: list[tuple[float, float]] = []
        for h in self.hexes:
            pygame.draw.polygon(surf, (60, 90, 40), self.lay.corners(h, 0))
            pygame.draw.polygon(surf, TILE_COLOURS[1], self.lay.corners(h, 3))
            if tuple(h) in glow:
                pygame.draw.polygon(surf, theme.ACCENT, self.lay.corners(h, 3), 6)
        for t, c in self.trees.items():
            self.tree(surf, t, (bananas or {}).get(t, 2))

    def numbers(self, surf) -> None:
        """The hex numbers, drawn last: a child decides by them, so no tree, trap or
        banana hides one. A monkey standing on a hex shows its number at its foot
        (as on the table); one passing by walks under the number."""
        s = self.lay.size
        ms = self.lay.size * 1.2
        for h, n in self.hexes.items():
            x, y = self.lay.px(h)
            for mx, my in self.standing:
                if math.hypot(mx - x, my - y) < s * 0.5:
                    x, y = mx - ms * 0.4, my + ms * 0.34
                    break
            number_disc(surf, (int(x), int(y)), s, n, False)

    def tree_rect(self, t) -> pygame.Rect:
        x, y = self.lay.ipx(self.trees[t])
        img = tree_img(t, int(self.lay.size * 1.75))
        return img.get_rect(midbottom=(x, y + int(self.lay.size * 0.62)))

    def tree_top(self, t) -> tuple[float, float]:
        r = self.tree_rect(t)
        return r.centerx, r.y + r.h * 0.42

    def tree(self, surf, t, n) -> None:
        size = int(self.lay.size * 1.75)
        r = self.tree_rect(t)
        surf.blit(tree_img(t, size), r)
        for bx, by in tree_banana_spots(t, size)[:n]:
            b = banana_img(int(size * 0.34))
            surf.blit(b, b.get_rect(center=(int(r.x + bx), int(r.y + by))))

    def monkey(self, surf, seat, xy, carrying=False) -> None:
        ms = int(self.lay.size * 1.2)
        img = monkey_img(seat, False, ms)
        surf.blit(img, img.get_rect(center=(int(xy[0]), int(xy[1]) - 4)))
        self.standing.append((xy[0], xy[1]))
        if carrying:
            b = banana_img(ms // 2)
            surf.blit(b, b.get_rect(center=(int(xy[0] + ms * 0.38), int(xy[1] + ms * 0.3))))


def _walk(mini: Mini, path, k: float) -> tuple[float, float]:
    """Where a monkey walking `path` is at k (0..1), with a little hop per hex."""
    n = len(path) - 1
    f = min(n - 1e-6, max(0.0, k * n))
    i = int(f)
    a, b = mini.xy(path[i]), mini.xy(path[i + 1])
    x, y = _lerp(a, b, _ease(f - i))
    return x, y - math.sin(math.pi * (f - i)) * 22


LINE = {(0, 0): 3, (1, 0): 6, (2, 0): 1, (3, 0): 5, (4, 0): 2}
LINE_TREE = {4: (3, -1)}


# ---------------------------------------------------------------------------- pictures
def goal_picture(surf, rect, t) -> None:
    mini = Mini(rect, LINE, LINE_TREE)
    k = _phase(t, 4.0)
    got = 0 if k < 0.5 else 1
    mini.draw(surf, bananas={4: 3 - got})
    mini.monkey(surf, 0, mini.xy((3, 0)) if k < 0.35 else mini.tree_top(4) if k < 0.6 else mini.xy((4, 0)),
                carrying=0.35 <= k < 0.6)
    mini.numbers(surf)
    surf.blit(banana_img(70), (rect.x + 40, rect.y + 30))
    _label(surf, f"x {got + 2}", (rect.x + 160, rect.y + 65), 44)
    _label(surf, "Most bananas wins!", (rect.centerx, rect.bottom - 60), 44, RED)


def coding_picture(surf, rect, t) -> None:
    k = _phase(t, 5.0)
    slots = [(rect.x + 160 + 250 * i, rect.y + 200) for i in range(3)]
    items = [("die", 5), ("token", "down"), ("die", 4)]
    for i, c in enumerate(slots):
        pts = [(c[0] + 90 * math.cos(math.radians(30 + 60 * j)), c[1] + 90 * math.sin(math.radians(30 + 60 * j)))
               for j in range(6)]
        pygame.draw.polygon(surf, (236, 226, 200), pts)
        pygame.draw.polygon(surf, (150, 120, 80), pts, 4)
        _label(surf, f"Step {i + 1}", (c[0], c[1] - 120), 30)
        placed = k > 0.2 + 0.22 * i
        kind, val = items[i]
        home = (rect.x + 200 + 200 * i, rect.y + 470)
        f = _ease((k - (0.05 + 0.22 * i)) / 0.15)
        pos = _lerp(home, c, f) if not placed else c
        img = die_img(val, RED, 110) if kind == "die" else token_img(val, 110)
        surf.blit(img, img.get_rect(center=(int(pos[0]), int(pos[1]))))
    _label(surf, "Drag dice and tokens onto the steps", (rect.centerx, rect.y + 40), 32)
    if k > 0.85:
        _label(surf, "Done!  (it stays secret)", (rect.centerx, rect.bottom - 60), 42, (30, 140, 60))


def moving_picture(surf, rect, t) -> None:
    mini = Mini(rect, LINE, LINE_TREE)
    mini.draw(surf)
    k = _phase(t, 4.0)
    path = [(0, 0), (1, 0), (2, 0), (3, 0)]
    step = min(3, int(max(0.0, k - 0.15) / 0.6 * 3 + 0.999)) if k > 0.15 else 0
    mini.monkey(surf, 0, _walk(mini, path, _ease((k - 0.15) / 0.6)))
    mini.numbers(surf)
    surf.blit(die_img(3, RED, 100), (rect.x + 40, rect.y + 30))
    _label(surf, f"{step} of 3 hexes", (rect.centerx, rect.bottom - 60), 42, RED)


def nana_picture(surf, rect, t) -> None:
    mini = Mini(rect, LINE, LINE_TREE)
    k = _phase(t, 5.0)
    mini.draw(surf, glow={(3, 0)} if k > 0.4 else (), bananas={4: 3 if k < 0.65 else 2})
    path = [(1, 0), (2, 0), (3, 0)]
    if k < 0.65:
        mini.monkey(surf, 0, _walk(mini, path, _ease(k / 0.4)))
    else:
        mini.monkey(surf, 0, mini.tree_top(4), carrying=True)
    mini.numbers(surf)
    surf.blit(die_img(2, RED, 100), (rect.x + 40, rect.y + 30))
    if k > 0.4:
        _label(surf, "2 + 5 = 7   7nana!", (rect.centerx, rect.bottom - 60), 48, RED)


def down_picture(surf, rect, t) -> None:
    mini = Mini(rect, LINE, LINE_TREE)
    k = _phase(t, 4.0)
    mini.draw(surf, bananas={4: 2})
    top, land = mini.tree_top(4), mini.xy((4, 0))
    if k < 0.3:
        mini.monkey(surf, 0, top, carrying=True)
    else:
        mini.monkey(surf, 0, _lerp(top, land, _ease((k - 0.3) / 0.2)))
    if k > 0.5:
        f = _ease((k - 0.5) / 0.3)
        b = banana_img(60)
        pos = _lerp(land, (rect.x + 70, rect.y + 60), f)
        surf.blit(b, b.get_rect(center=(int(pos[0]), int(pos[1] - math.sin(math.pi * f) * 80))))
    mini.numbers(surf)
    surf.blit(token_img("down", 100), (rect.right - 140, rect.y + 30))
    _label(surf, "Down: the banana goes in your stash", (rect.centerx, rect.bottom - 60), 34, RED)


def swing_picture(surf, rect, t) -> None:
    hexes = {(0, 0): 3, (1, 0): 6, (2, 0): 1, (3, 0): 5, (3, -1): 4}
    mini = Mini(rect, hexes, {2: (2, -1)})
    mini.draw(surf)
    k = _phase(t, 3.5)
    mini.monkey(surf, 1, mini.xy((2, 0)))  # blue is in the way
    a, b = mini.xy((1, 0)), mini.xy((3, -1))
    via = mini.tree_top(2)
    f = _ease(min(1.0, k / 0.6))
    c = (via[0], via[1] - 90)
    x = (1 - f) ** 2 * a[0] + 2 * (1 - f) * f * c[0] + f * f * b[0]
    y = (1 - f) ** 2 * a[1] + 2 * (1 - f) * f * c[1] + f * f * b[1]
    mini.monkey(surf, 0, (x, y))
    mini.numbers(surf)
    surf.blit(token_img("swing", 100), (rect.right - 140, rect.y + 30))
    _label(surf, "Swing past a monkey or a trap!", (rect.centerx, rect.bottom - 60), 36, RED)


def loop_picture(surf, rect, t) -> None:
    k = _phase(t, 4.0)
    slots = [(rect.x + 160 + 250 * i, rect.y + 260) for i in range(3)]
    content = [die_img(3, RED, 100), token_img("swing", 100), token_img("loop", 100)]
    now = int(k * 5) % 5
    order = [0, 1, 2, 0, 1]
    for i, c in enumerate(slots):
        pts = [(c[0] + 90 * math.cos(math.radians(30 + 60 * j)), c[1] + 90 * math.sin(math.radians(30 + 60 * j)))
               for j in range(6)]
        pygame.draw.polygon(surf, (236, 226, 200), pts)
        hot = order[now] == i
        pygame.draw.polygon(surf, theme.ACCENT if hot else (150, 120, 80), pts, 8 if hot else 4)
        surf.blit(content[i], content[i].get_rect(center=c))
        _label(surf, f"Step {i + 1}", (c[0], c[1] - 120), 30)
    pygame.draw.arc(surf, RED, pygame.Rect(slots[0][0], slots[0][1] + 60, slots[2][0] - slots[0][0], 160),
                    math.pi, 2 * math.pi, 6)
    _label(surf, "Loop plays steps 1 and 2 again!", (rect.centerx, rect.bottom - 70), 36, RED)


def trap_picture(surf, rect, t) -> None:
    mini = Mini(rect, LINE, LINE_TREE)
    mini.draw(surf)
    k = _phase(t, 4.0)
    tx, ty = mini.xy((2, 0))
    # the table's open ring around the hex: its teeth show round the monkey in it
    img = trap_ring_img(1, False, int(mini.lay.size * 1.72))
    surf.blit(img, img.get_rect(center=(int(tx), int(ty))))
    path = [(0, 0), (1, 0), (2, 0)]
    pos = _walk(mini, path, _ease(k / 0.5))
    shake = math.sin(t * 40) * 6 if k > 0.5 else 0
    mini.monkey(surf, 0, (pos[0] + shake, pos[1]))
    mini.numbers(surf)
    if k > 0.55:
        _label(surf, "Snap! Stop here and lose a banana", (rect.centerx, rect.bottom - 60), 36, RED)


def missions_picture(surf, rect, t) -> None:
    k = _phase(t, 6.0)
    trees = [5, 1, 3]
    for i, tr in enumerate(trees):
        x = rect.x + 170 + 240 * i
        img = tree_img(tr, 150)
        r = img.get_rect(midbottom=(x, rect.y + 360))
        surf.blit(img, r)
        _label(surf, ["1st", "2nd", "3rd"][i], (x, rect.y + 90), 38)
        if k > 0.2 + 0.2 * i:
            pygame.draw.circle(surf, (60, 150, 60), (x, rect.y + 410), 30)
            pygame.draw.lines(surf, (255, 255, 255), False,
                              [(x - 14, rect.y + 410), (x - 4, rect.y + 422), (x + 16, rect.y + 398)], 6)
    _label(surf, "All three: +1.  In order: +3!", (rect.centerx, rect.bottom - 70), 40, RED)


def magic_picture(surf, rect, t) -> None:
    k = _phase(t, 4.0)
    img = tree_img(4, 220)
    r = img.get_rect(midbottom=(rect.centerx, rect.y + 460))
    surf.blit(img, r)
    for bx, by in tree_banana_spots(4, 220)[:2]:
        b = banana_img(70)
        surf.blit(b, b.get_rect(center=(int(r.x + bx), int(r.y + by))))
    if k > 0.3:
        pygame.draw.circle(surf, (90, 60, 30), (r.right - 20, r.y + 40), 34)
        pygame.draw.circle(surf, BLUE, (r.right - 20, r.y + 40), 34, 6)
        _label(surf, "x", (r.right - 20, r.y + 40), 40, (255, 255, 255))
    _label(surf, "Blue's rotten tree: everyone knows but Blue!", (rect.centerx, rect.bottom - 70), 32, RED)


def time_picture(surf, rect, t) -> None:
    k = _phase(t, 3.0)
    img = tree_img(5, 220)
    r = img.get_rect(midbottom=(rect.centerx, rect.y + 470))
    surf.blit(img, r)
    spots = tree_banana_spots(5, 220)
    for bx, by in spots[:2]:
        b = banana_img(70)
        surf.blit(b, b.get_rect(center=(int(r.x + bx), int(r.y + by))))
    bx, by = spots[2]
    fall = _ease(max(0.0, (k - 0.4) / 0.4))
    b = banana_img(70)
    surf.blit(b, b.get_rect(center=(int(r.x + bx), int(r.y + by + fall * 260))))
    c = (rect.x + 120, rect.y + 120)
    pygame.draw.circle(surf, (255, 255, 255), c, 70)
    pygame.draw.circle(surf, INK, c, 70, 6)
    a = -math.pi / 2 + k * 2 * math.pi
    pygame.draw.line(surf, RED, c, (c[0] + 55 * math.cos(a), c[1] + 55 * math.sin(a)), 6)
    _label(surf, "When time runs out, a banana falls!", (rect.centerx, rect.bottom - 50), 34, RED)


PAGES = [
    HelpPage("Going Bananas",
             "Every monkey wants bananas! Each round you plan your monkey's moves in secret, "
             "then everybody's plan runs at the same time. Whoever has the most bananas "
             "when the trees are empty wins. If no monkey can ever get the bananas that are "
             "left, the game stops right away.", goal_picture),
    HelpPage("Dice and coding",
             "Everyone gets new dice each round. Put your dice and tokens on the steps of your "
             "code: step 1 runs first. A step can also stay empty. Press Done when you are happy "
             "(after 40 changes in a round, Done is all that is left). "
             "Nobody sees your code until everyone is done.", coding_picture),
    HelpPage("Moving",
             "A die moves your monkey exactly that many hexes, one next to the other. "
             "You pick the way while it runs: the glowing hexes are where you may go. "
             "Never the same hex twice, and never through another monkey. No stopping early: "
             "if the whole way is impossible, your monkey goes as far as it can.",
             moving_picture),
    HelpPage("7nana!",
             "Stop next to a tree where the die and the hex add up to 7: that's a 7nana! "
             "Your monkey may climb up and grab a banana. Not if another monkey sits there, "
             "and not the same tree twice in a row.", nana_picture),
    HelpPage("Down",
             "A banana only counts once you come down. Use the Down token, or a die that shows "
             "the number of a free hex at the tree's foot.", down_picture),
    HelpPage("Swing",
             "Swing from the foot of a tree to another spot around it, or to a tree right next "
             "to it. Put Swing under a die to jump across a tree while you move: you fly over "
             "monkeys and traps!", swing_picture),
    HelpPage("Loop (level 3)",
             "Loop plays all the steps before it again, with the same dice and tokens. Careful: "
             "if a replayed step doesn't work, the loop breaks and you give a banana back.",
             loop_picture),
    HelpPage("Traps (level 2)",
             "After a 7nana you may set your trap on that hex, or on any hex with the same "
             "number. A monkey that walks into another player's trap stops there and loses a "
             "banana, but it only walks in when it can't make its whole move another way. "
             "Nobody can 7nana from a trap. It moves every round.", trap_picture),
    HelpPage("Missions",
             "You get three mission trees. Pick the order you want to visit them. Bananas from "
             "all three give +1 at the end, and +3 if you got them in your order.",
             missions_picture),
    HelpPage("Magic cards (level 4)",
             "The player on your left secretly marks your rotten tree. A banana from it goes "
             "straight back into the jungle! Then a new rotten tree is picked.", magic_picture),
    HelpPage("Time (level 7)",
             "A hidden timer ticks. When it runs out, the tree die is rolled and a banana falls "
             "from that tree. Then the timer starts again. Hurry!", time_picture),
]
