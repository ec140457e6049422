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

`YardPicture` is what the towers on screen show. Between animations it is
made to agree with the rules' view (`sync`); while an action's animations
play, the story changes it event by event (`apply`), so a card lands in a
tower when its animation shows it landing. `Geo` says where everything is
(the height scale, each tower's column, each card's place), `CardArt` paints
cards (card faces come from cardface.py; plain pictures stand in until it
exists) and `JunkTable.draw` only reads. The picture of the sky, the ground
and the monkey's junk pile is a cached layer.
"""
from __future__ import annotations

import functools
import importlib
import logging
import math
import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Hashable, Iterable, Mapping, Sequence

import pygame

from game.core.events import Event
from game.input.intents import MOUSE
from game.physics import Pose
from game.rules.junkyard.deck import card
from game.rules.junkyard.text import choice_prompt, cname, roll_sum
from game.ui import theme
from game.ui.anim import ease, lerp
from game.ui.assets import font, image, text
from game.ui.badges import draw_badge, draw_shape
from game.ui.layers import Layer
from game.ui.prompts import device_family, draw_prompt, prompt_parts
from game.ui.widgets import Menu, draw_text, fit_size, wrap

from .collapse import Collapse

if TYPE_CHECKING:
    from .scene import JunkyardScene

log = logging.getLogger(__name__)

W, H = 1920, 1080
STATUS_Y = 38
GROUND_Y = 770
SCALE_TOP = 120                 # where the top mark of the height scale is
SCALE_X = 286                   # the ruler between the monkey's pile and the towers
MONKEY_COL = pygame.Rect(10, 84, 270, GROUND_Y - 84)
TOWERS = pygame.Rect(300, 84, 1610, GROUND_Y - 84)
LABEL_Y = 802                   # centre of the seat labels under the ground
PROMPT_Y = 846
HAND = pygame.Rect(300, 868, 880, 212)
BUTTONS = pygame.Rect(16, 866, 268, 206)
LOG = pygame.Rect(1196, 866, 712, 206)
PILE_AT = (1640, 8)
HAND_W = 124                    # a card in the hand
ZOOM_W = 168                    # the card under the cursor, raised out of the hand below the
                                # seat labels (its words are read big in reader.py)
FIGHT_W, FIGHT_H = 900, 250     # the fight box: cards in play, target, roll, window
FIGHT_CARDS = 3                 # card faces shown in it (then "+2")
FIGHT_MIN = 22                  # its words' least size
DIE_COLUMN = 130                # its right edge, where the dice land
SLAB_W = 430
MIN_DOTS = 16                   # the scale grows with the monkey and the towers: a 1-dot
                                # card starts 40 px tall, tall enough for its name (28 px)
SKY = (120, 186, 226)
DIRT = (120, 92, 60)
CATEGORY_COLOURS = {
    "Furniture": (205, 160, 110), "Illegal": (170, 135, 205), "Organic": (140, 196, 100),
    "Vehicle": (222, 120, 104), "Machine": (140, 170, 198), "Decoration": (236, 160, 200),
    "Leisure": (240, 196, 90),
}
TYPE_COLOURS = {"junk": (205, 160, 110), "reinforcement": (150, 160, 175),
                "attack": (225, 90, 80), "defense": (80, 150, 225), "special": (170, 110, 210)}
TYPE_WORDS = {"junk": "Junk", "reinforcement": "Reinforce", "attack": "Attack",
              "defense": "Defence", "special": "Special"}
STAGE_WORDS = {"defend": "defend", "roll": "a card on the roll", "after": "a card after the roll"}


# ---------------------------------------------------------------------------- the picture
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


# ---------------------------------------------------------------------------- geometry
class Geo:
    """Where things are for `n` towers and a scale of `dots` steps."""

    def __init__(self, n: int, dots: int = MIN_DOTS):
        self.n = n
        self.dots = max(MIN_DOTS, dots)
        self.unit = (GROUND_Y - SCALE_TOP) / self.dots
        self.col_w = TOWERS.w / n
        self.xs = [TOWERS.x + self.col_w * (i + 0.5) for i in range(n)]
        self.slab_w = float(int(min(SLAB_W, self.col_w - 64)))

    def y_of(self, height: float) -> float:
        return GROUND_Y - height * self.unit

    def slab_h(self, cid: str) -> float:
        return card(cid).height * self.unit

    def layout(self, tower: Sequence[FloorPic], seat: int) -> dict[str, Pose]:
        """Each junk card's centre, bottom card on the ground, no gaps."""
        out: dict[str, Pose] = {}
        top = float(GROUND_Y)
        x = self.xs[seat]
        for f in tower:
            h = self.slab_h(f.junk)
            out[f.junk] = (x, top - h / 2, 0.0)
            top -= h
        return out

    def tabs(self, f: FloorPic) -> tuple[tuple[float, float, float, float], ...]:
        """(dx, dy, w, h) of each reinforcement peeking out behind the card's right edge."""
        h = self.slab_h(f.junk)
        th = max(18.0, min(h - 6, 34.0))
        out = []
        for k in range(len(f.reinforcements)):
            w = 44.0       # its last 30 px peek out: room for "+4"
            dx = self.slab_w / 2 - w / 2 + 30 + 30 * k
            out.append((dx, 0.0, w, th))
        return tuple(out)

    def label_rect(self, seat: int) -> pygame.Rect:
        w = int(min(self.col_w - 12, 320))
        r = pygame.Rect(0, 0, w, 56)
        r.center = (int(self.xs[seat]), LABEL_Y)
        return r

    def column(self, seat: int) -> pygame.Rect:
        x = int(TOWERS.x + self.col_w * seat)
        return pygame.Rect(x, TOWERS.y, int(self.col_w), GROUND_Y - TOWERS.y + 60)


# ---------------------------------------------------------------------------- card pictures
@functools.lru_cache(maxsize=1)
def _cardface() -> Any:
    """cardface.py (card_face, card_back), or None while it does not exist yet."""
    try:
        return importlib.import_module("game.scenes.junkyard.cardface")
    except Exception as exc:  # missing or broken: plain pictures stand in
        log.info("card faces unavailable (%r): plain cards instead", exc)
        return None


def card_face(cid: str, w: int) -> pygame.Surface:
    mod = _cardface()
    if mod is not None:
        try:
            surf = mod.card_face(cid, w)
            if isinstance(surf, pygame.Surface):
                return surf
        except Exception as exc:
            log.warning("card_face(%s) failed: %r", cid, exc)
    return plain_face(cid, w)


def card_back(w: int) -> pygame.Surface:
    mod = _cardface()
    if mod is not None:
        try:
            surf = mod.card_back(w)
            if isinstance(surf, pygame.Surface):
                return surf
        except Exception as exc:
            log.warning("card_back failed: %r", exc)
    return plain_back(w)


def _face_h(w: int) -> int:
    return int(round(w * 1.4))


@functools.lru_cache(maxsize=256)
def plain_face(cid: str, w: int) -> pygame.Surface:
    """A card with its name, kind and numbers (until cardface.py draws real ones)."""
    c = card(cid)
    h = _face_h(w)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    col = CATEGORY_COLOURS.get(c.category or "", TYPE_COLOURS[c.type])
    pygame.draw.rect(s, (250, 246, 232), r, border_radius=max(6, w // 12))
    pygame.draw.rect(s, col, r.inflate(-w // 12, -w // 12), border_radius=max(4, w // 14))
    pygame.draw.rect(s, (60, 40, 22), r, width=max(2, w // 50), border_radius=max(6, w // 12))
    lines = wrap(c.name, max(14, w // 7), w - w // 6)[:3]
    y = int(h * 0.1)
    for ln in lines:
        draw_text(s, ln, max(14, w // 7), theme.INK, (w // 2, y), anchor="midtop")
        y += int(w / 6)
    draw_text(s, TYPE_WORDS[c.type], max(12, w // 9), (70, 50, 30), (w // 2, int(h * 0.55)))
    big = max(18, w // 4)
    if c.type == "junk":
        words = f"{c.strength}"
        _dots(s, c.height, (w // 2, int(h * 0.68)), max(3, w // 22))
    elif c.type == "reinforcement":
        words = f"+{c.strength}"
    elif c.type == "attack":
        words = f"+{c.attack}" if c.attack else (c.kind or "")
    elif c.type == "defense":
        words = f"-{c.defense}" if c.defense else "stop"
    else:
        words = "!"
    draw_text(s, words, big, theme.INK, (w // 2, int(h * 0.84)))
    return s


def _dots(s: pygame.Surface, n: int, center: tuple[int, int], r: int) -> None:
    x0 = center[0] - (n - 1) * r * 3 // 2
    for k in range(n):
        pygame.draw.circle(s, (40, 28, 18), (x0 + k * r * 3, center[1]), r)


@functools.lru_cache(maxsize=8)
def plain_back(w: int) -> pygame.Surface:
    h = _face_h(w)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, (110, 70, 40), r, border_radius=max(6, w // 12))
    pygame.draw.rect(s, (160, 110, 60), r.inflate(-w // 8, -w // 8), border_radius=max(4, w // 14))
    pygame.draw.rect(s, (60, 40, 22), r, width=max(2, w // 50), border_radius=max(6, w // 12))
    m = image("monkey/badge_0", (w // 2, w // 2))
    s.blit(m, m.get_rect(center=r.center))
    return s


# a junk card lying in a tower: its picture at this size and strength
SlabKey = tuple[str, int, int, int, bool]


def card_colour(cid: str) -> tuple[int, int, int]:
    """The card's frame colour, as on its face (cardface.py), else our own."""
    mod = _cardface()
    if mod is not None:
        try:
            col = mod.colour(card(cid))
            return (int(col[0]), int(col[1]), int(col[2]))
        except Exception:  # noqa: BLE001 - a missing helper: our own colours
            pass
    c = card(cid)
    return CATEGORY_COLOURS.get(c.category or "", TYPE_COLOURS.get(c.type, (200, 180, 150)))


INK_DARK = (38, 28, 44)
CREAM = (255, 248, 230)


SLAB_NAME = 28          # a junk card's name in a tower: read from the sofa
SLAB_NAME_MIN = 22      # the least a long name shrinks to, on one or two lines


def slab_name_size(h: int) -> int:
    """The name's size in a slab `h` px tall (a very thin slab, past 25 dots, less)."""
    size = SLAB_NAME + 4
    while size > 10 and font(size).get_height() > h - 1:    # the line inside the slab
        size -= 2       # even sizes: fit_size steps by 2 and must meet SLAB_NAME
    return size


def slab_name_lines(name: str, room: int, panel_h: int, top: int) -> tuple[list[str], int]:
    """The name on one line, or more when the slab is tall enough, as big as fits
    (up to `top`), never with a word left out; ([], 0) when it would take less
    than SLAB_NAME_MIN: the slab then shows the card's picture instead of words
    too small to read (a long name on a one-dot card, 5 or 6 towers wide)."""
    one = fit_size(name, top, room, SLAB_NAME_MIN)
    best: tuple[list[str], int] = ([], 0)
    if text(name, one, INK_DARK).get_width() <= room:
        best = ([name], one)
        if one >= min(SLAB_NAME, top):
            return best
    forms = [name] + ([name.replace("-", "- ")] if "-" in name else [])   # or cut at a hyphen
    if " " in forms[-1]:
        hi = min(top, (panel_h - 6) // 2) // 2 * 2     # even sizes, as fit_size steps
        lo = max(SLAB_NAME_MIN, best[1] + 2)           # more lines only when bigger than one
        for size in range(hi, lo - 1, -2):
            for form in forms:
                # two lines, three on a tall slab; a hyphen left inside a line closes up
                lines = [ln.replace("- ", "-") for ln in wrap(form, size, room)]
                if len(lines) * size + 6 <= panel_h and \
                        max(text(ln, size, INK_DARK).get_width() for ln in lines) <= room:
                    return lines, size
    return best


@functools.lru_cache(maxsize=1024)
def slab_surface(key: SlabKey) -> pygame.Surface:
    """A junk card lying in a tower: its strength now (red shield; green when
    raised, orange when lowered), its picture, its name and its height dots."""
    cid, w, h, strength, guarded = key
    c = card(cid)
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    rad = max(3, min(10, h // 3))
    col = card_colour(cid)
    pygame.draw.rect(s, INK_DARK, r, border_radius=rad)
    pygame.draw.rect(s, col, r.inflate(-4, -4), border_radius=max(2, rad - 1))
    br = int(max(9, min(h / 2 - 2, 21)))
    bx, by = 5 + br, h // 2
    dots_w = 14
    panel = pygame.Rect(bx + br + 4, 4 if h >= 26 else 3, 0, 0)
    panel.w = w - panel.x - dots_w - 4
    panel.h = h - 2 * panel.y
    pygame.draw.rect(s, CREAM, panel, border_radius=max(2, rad - 3))
    x = panel.x + 3
    top = slab_name_size(h)
    art_w = int((panel.h - 4) * 1.3)
    # the card's picture only when the name still fits beside it at its size
    if panel.h >= 30 and text(c.name, top, INK_DARK).get_width() <= panel.right - x - art_w - 12:
        side = panel.h - 4
        art = image(f"junkyard/{cid}", (art_w, side))
        s.blit(art, (x, panel.y + 2))
        x += art.get_width() + 4
    room = panel.right - x - 4
    lines, size = slab_name_lines(c.name, room, panel.h, top)
    if not lines and panel.h >= 12:     # no room to read the name: its picture says which card
        art = image(f"junkyard/{cid}", (min(room, int((panel.h - 4) * 1.3)), panel.h - 4))
        s.blit(art, art.get_rect(center=(x + room // 2, panel.centery)))
    line_step = size + 2
    yy = h / 2 - line_step * (len(lines) - 1) / 2
    for ln in lines:
        # 28 px where it fits; a long name on a narrow slab (4 players and more) at 22
        # px or more labels the card, while its strength, what a fight is decided
        # by, stays big
        draw_text(s, ln, size, INK_DARK, (x + room // 2, round(yy)),
                  role=None if size >= SLAB_NAME else "secondary")
        yy += line_step
    step = h / max(1, c.height)
    dr = max(2, min(5, int(step / 3)))
    for k in range(c.height):
        pygame.draw.circle(s, INK_DARK, (w - 4 - dots_w // 2, int(step * (k + 0.5))), dr)
    # the strength, in a shield on the left
    base = c.strength
    fill = (200, 50, 45) if strength == base else \
        (40, 160, 70) if strength > base else (235, 130, 30)
    pygame.draw.circle(s, INK_DARK, (bx + 1, by + 2), br)
    pygame.draw.circle(s, fill, (bx, by), br)
    pygame.draw.circle(s, (255, 255, 255), (bx, by), br, 2)
    digits = max(int(br * 1.6), min(30, slab_name_size(h)))   # 28 px as soon as it fits
    draw_text(s, str(strength), digits, (255, 255, 255), (bx, round(h / 2)))
    if guarded:
        pygame.draw.rect(s, (70, 150, 240), r, 4, border_radius=rad)
    return s


@functools.lru_cache(maxsize=2048)
def slab_turned(key: SlabKey, deg: int) -> pygame.Surface:
    return pygame.transform.rotate(slab_surface(key), -deg)


@functools.lru_cache(maxsize=256)
def tab_surface(rid: str, w: int, h: int) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, (150, 165, 185), r, border_radius=6)
    pygame.draw.rect(s, (40, 50, 70), r, width=2, border_radius=6)
    v = card(rid).strength
    # secondary: the shield beside it shows the whole strength at 28 px
    draw_text(s, f"+{v}", max(14, min(22, h - 4)), (20, 30, 50), (w - 15, h // 2),
              role="secondary")
    return s


@functools.lru_cache(maxsize=2048)
def piece_surface(key: SlabKey, part: str, rid: str, w: int, h: int, deg: int) -> pygame.Surface:
    if part.startswith("t"):
        src = tab_surface(rid, w, h)
    else:
        full = slab_surface(key)
        q = int(part[1])
        fw, fh = full.get_size()
        r = pygame.Rect((fw // 2) * (q % 2), (fh // 2) * (q // 2), fw // 2, fh // 2)
        src = full.subsurface(r).copy()
        pygame.draw.lines(src, (60, 40, 22), False,
                          [(0, r.h - 1), (r.w // 3, r.h // 2), (r.w - 1, r.h - 1)], 2)
    return pygame.transform.rotate(src, -deg) if deg else src


def quant(angle: float, step: int = 2) -> int:
    """An angle in radians as whole degrees, in steps (rotations are cached by it)."""
    d = int(round(math.degrees(angle) / step)) * step
    return ((d + 180) % 360) - 180


# ---------------------------------------------------------------------------- dice
@functools.lru_cache(maxsize=64)
def die_surface(value: int, size: int, deg: int = 0) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, (0, 0, 0, 90), r.move(3, 4), border_radius=size // 5)
    pygame.draw.rect(s, (252, 252, 248), r.inflate(-4, -4), border_radius=size // 5)
    pygame.draw.rect(s, (40, 40, 40), r.inflate(-4, -4), width=3, border_radius=size // 5)
    pip = {1: [(2, 2)], 2: [(1, 1), (3, 3)], 3: [(1, 1), (2, 2), (3, 3)],
           4: [(1, 1), (3, 1), (1, 3), (3, 3)], 5: [(1, 1), (3, 1), (2, 2), (1, 3), (3, 3)],
           6: [(1, 1), (3, 1), (1, 2), (3, 2), (1, 3), (3, 3)]}
    for gx, gy in pip.get(value, []):
        pygame.draw.circle(s, (200, 40, 40) if value == 1 else (30, 30, 30),
                           (int(size * gx / 4), int(size * gy / 4)), max(3, size // 11))
    return pygame.transform.rotate(s, deg) if deg else s


@dataclass
class Die:
    """A die on the table: tumbling until `roll_for` seconds have passed, then `value`."""
    value: int
    x: float
    y: float
    size: int = 84
    roll_for: float = 0.7
    age: float = 0.0
    seed: int = 0

    def face(self) -> tuple[int, int]:
        if self.age >= self.roll_for:
            return self.value, 0
        k = int(self.age / 0.07)
        rng = random.Random(self.seed * 131 + k)
        return rng.randint(1, 6), rng.choice((-24, -12, 12, 24))


@dataclass
class Flash:
    """Words over the table for a while (a roll's sum, a crash)."""
    text: str
    x: float
    y: float
    left: float
    colour: tuple[int, int, int] = theme.INK
    edge: tuple[int, int, int] = theme.ACCENT
    size: int = 34
    big: bool = False
    die: Die | None = None


@dataclass
class Flyer:
    """A card moving across the table (face up, or a back when `cid` is None)."""
    cid: str | None
    x: float
    y: float
    w: int
    alpha: int = 255
    caption: str = ""


# ---------------------------------------------------------------------------- the table
class JunkTable:
    def __init__(self, scene: JunkyardScene):
        self.scene = scene
        v = scene.view(None)
        self.n = v["players"]
        self.pic = YardPicture.of(v)
        self.dots = MIN_DOTS
        self.geo = Geo(self.n, self.dots)
        self.fit_scale([self.pic])
        self.poses: dict[str, Pose] = {}          # animated cards (tweens)
        self.hidden: set[str] = set()             # cards not drawn (flying elsewhere)
        self.collapses: dict[int, tuple[Collapse, list[float]]] = {}   # seat -> (collapse, [t])
        self.collapsing: dict[int, YardPicture] = {}   # the tower frozen while it falls
        self.bursts: list[list[float]] = []       # [x, y, age] puffs where cards broke
        self.flyers: list[Flyer] = []
        self.flashes: list[Flash] = []
        self.told_turn: int | None = None   # the turn the story has shown begin (table header)
        self.fight_lines: list[tuple[str, int, pygame.Rect]] = []   # drawn last frame (tests)
        self.dice: list[Die] = []
        self.monkey_y: float | None = None        # the climbing monkey, while it climbs
        self.monkey_pose = "idle"
        self.target: str | None = None            # the junk card under attack (crosshair)
        self.roll_words = ""                      # the attack roll's sum, once the die lands
        self.chart: tuple[int, int] | None = None  # a spank: (steps above the monkey, roll needed)
        self.back = Layer((W, H), self._paint_back, alpha=False)
        self.back.surface(self._back_key())
        self.stage = Stage(self._paint_stage)
        self._stage_view: Mapping[str, Any] = v

    # ------------------------------------------------------------------ keeping up
    def fit_scale(self, pictures: Iterable[YardPicture]) -> None:
        """Grow the height scale when a tower (or the monkey) gets near its top;
        it never shrinks during a match, so a falling tower keeps its scale."""
        need = max([MIN_DOTS] + [p.height(s) + 3 for p in pictures for s in range(self.n)]
                   + [p.monkey + 2 for p in pictures])
        if need > self.dots:
            self.dots = need
            self.geo = Geo(self.n, self.dots)

    def update(self, dt: float) -> None:
        s = self.scene
        speed = s.app.settings.animation_speed
        if not s.anim.busy:
            v = s.view()
            if self.pic.key() != YardPicture.of(v).key():
                self.pic.sync(v)
            self.fit_scale([self.pic])
            self.poses.clear()
            self.hidden.clear()
            self.collapses.clear()
            self.collapsing.clear()
            self.flyers.clear()
            self.monkey_y = None
            fight = v.get("fight") or {}
            self.target = fight.get("target")
            roll = fight.get("roll")
            self.roll_words = "" if roll is None else roll_sum(int(roll), fight.get("mods") or [])
            if self.target is None or self.pic.locate(self.target) is None:
                self.target = None
                self.dice.clear()
        step = dt * speed
        for f in self.flashes:
            f.left -= step
            if f.die is not None:
                f.die.age += step
        self.flashes = [f for f in self.flashes if f.left > 0]
        for d in self.dice:
            d.age += step
        for b in self.bursts:
            b[2] += step
        self.bursts = [b for b in self.bursts if b[2] < 0.5]

    def layout(self, seat: int, pic: YardPicture | None = None) -> dict[str, Pose]:
        p = self.pic if pic is None else pic
        return self.geo.layout(p.towers[seat], seat)

    def tower_poses(self, seat: int) -> dict[str, Pose]:
        """Where each card of the tower is drawn now."""
        if seat in self.collapses:
            c, t = self.collapses[seat]
            poses = c.poses(t[0])
            return {k: p for k, p in poses.items() if isinstance(k, str) and c.shown(k, t[0])}
        out = self.layout(seat)
        for k in out:
            if k in self.poses:
                out[k] = self.poses[k]
        return out

    def card_rect(self, junk: str) -> pygame.Rect | None:
        """The (upright) rect of a junk card in a tower, for hit tests and highlights."""
        where = self.pic.locate(junk)
        if where is None:
            return None
        pose = self.tower_poses(where[0]).get(junk)
        if pose is None:
            return None
        w, h = self.geo.slab_w, self.geo.slab_h(junk)
        return pygame.Rect(int(pose[0] - w / 2), int(pose[1] - h / 2), int(w), int(h))

    def junk_at(self, pos: tuple[int, int]) -> str | None:
        for s, t in enumerate(self.pic.towers):
            for f in t:
                r = self.card_rect(f.junk)
                if r is not None and r.inflate(0, 4).collidepoint(pos):
                    return f.junk
        return None

    def tower_at(self, pos: tuple[int, int]) -> int | None:
        """The seat whose column (tower, flag or label) is under `pos`."""
        x, y = pos
        if not (TOWERS.y <= y <= LABEL_Y + 30 and TOWERS.x <= x < TOWERS.right):
            return None
        return min(self.n - 1, int((x - TOWERS.x) // self.geo.col_w))

    def top_y(self, seat: int) -> float:
        return self.geo.y_of(self.pic.height(seat))

    # ------------------------------------------------------------------ the hand
    def hand_cards(self) -> list[str]:
        """The hand the screen shows (the viewer's), without cards already played."""
        s = self.scene
        if s.viewer is None:
            return []
        now = s.view().get("hand") or []
        shown = s.shown_view().get("hand") or []
        return [c for c in shown if c in now] if s.anim.busy else list(now)

    def hand_rects(self, cards: Sequence[str] | None = None) -> list[pygame.Rect]:
        cards = self.hand_cards() if cards is None else cards
        n = len(cards)
        if not n:
            return []
        h = _face_h(HAND_W)
        step = min(HAND_W + 14, (HAND.w - HAND_W) / max(1, n - 1))
        x0 = HAND.centerx - (HAND_W + step * (n - 1)) / 2
        mid = (n - 1) / 2
        arc = 36 / max(1.0, mid) ** 2      # a fan: the outer cards a little lower
        return [pygame.Rect(int(x0 + i * step), HAND.y + 20 + int(arc * (i - mid) ** 2), HAND_W, h)
                for i in range(n)]

    def hand_index_at(self, pos: tuple[int, int]) -> int | None:
        rects = self.hand_rects()
        focus = self.scene.controls.hand_focus()
        order = list(range(len(rects)))
        if focus is not None and focus < len(rects):  # the raised card is on top
            order.remove(focus)
            order.append(focus)
        for i in reversed(order):
            r = rects[i].move(0, -26) if i == focus else rects[i]
            if r.collidepoint(pos):
                return i
        return None

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        s = self.scene
        v = s.shown_view()
        lit = s.controls.lit_junk()
        moving = self.dynamic_seats(lit)
        self._stage_view = v
        self.stage.blit(surf, self._stage_key(v, moving))
        if self.monkey_y is not None:
            self.draw_monkey_line(surf)
        self.draw_monkey(surf, v)
        self.draw_targets_under(surf)
        for seat in sorted(moving):
            self.draw_tower(surf, seat, v)
        self.draw_bursts(surf)
        for seat in range(self.n):
            self.draw_label_marks(surf, seat, v)
        self.draw_status(surf, v)
        self.draw_fight(surf, v)
        self.draw_targets_over(surf)
        self.draw_hand(surf, v)
        self.draw_buttons(surf)
        self.draw_choice_panel(surf, v)
        self.draw_window(surf, v)
        self.draw_chart(surf)
        self.draw_flashes(surf)
        self.draw_flyers(surf)
        self.draw_zoom(surf)
        self.draw_prompts(surf, v)

    def draw_chart(self, surf: pygame.Surface) -> None:
        """The spank chart of the rule sheet, the spanker's row lit."""
        if self.chart is None:
            return
        over, _ = self.chart
        rows = [("as high as the monkey", "2 or more"), ("1 higher", "3 or more"),
                ("2 higher", "4 or more"), ("3 higher", "5 or more"), ("4 higher", "6"),
                ("5 or more higher", "no spank")]
        box = pygame.Rect(SCALE_X + 24, 100, 480, 44 + 40 * len(rows))
        surf.blit(_shade(box.size, 235), box)
        pygame.draw.rect(surf, theme.ACCENT, box, 3, border_radius=18)
        draw_text(surf, "Spank chart", 30, theme.ACCENT, (box.centerx, box.y + 22), shadow=True)
        for k, (left, right) in enumerate(rows):
            y = box.y + 62 + 40 * k
            lit = k == min(over, 5)
            if lit:
                pygame.draw.rect(surf, theme.ACCENT, (box.x + 8, y - 18, box.w - 16, 36),
                                 border_radius=12)
            ink = theme.INK if lit else theme.TEXT
            draw_text(surf, left, 28, ink, (box.x + 20, y), anchor="midleft")
            draw_text(surf, right, 28, ink, (box.right - 20, y), anchor="midright")

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
        towers = []
        for seat in range(self.n):
            if seat in moving:
                continue
            safe, whole = self.guarded(v, seat)
            towers.append((seat, tuple((f.junk, tuple(f.reinforcements), f.strength)
                                       for f in self.pic.towers[seat]), frozenset(safe), whole,
                           s.seat_colour(seat)))
        labels = tuple(self.label_args(v, seat) for seat in range(self.n))
        disc = v.get("discard") or []
        return (self._back_key(), None if self.monkey_y is not None else self.pic.monkey,
                tuple(towers), labels, (v["pile"], disc[-1] if disc else None, len(disc)))

    def _paint_stage(self, surf: pygame.Surface, key: tuple) -> None:
        back, line, towers, labels, _ = key
        self.back.blit(surf, back)
        if line is not None:
            self.draw_monkey_line(surf)
        v = self._stage_view
        for t in towers:
            self.draw_tower(surf, t[0], v)
        for seat, args in enumerate(labels):
            surf.blit(_label_surface(*args), self.geo.label_rect(seat))
        self.draw_pile(surf, v)

    # -- the backdrop: sky, fence, ground, the monkey's junk pile and the ruler
    def _back_key(self) -> tuple:
        return (round(self.geo.unit, 3), self.geo.dots)

    def _paint_back(self, s: pygame.Surface, key: tuple) -> None:
        geo = self.geo
        for y in range(0, GROUND_Y, 8):
            k = y / GROUND_Y
            s.fill((int(lerp(92, 170, k)), int(lerp(160, 214, k)), int(lerp(214, 236, k))),
                   (0, y, W, 8))
        rng = random.Random(7)
        for _ in range(9):  # clouds
            cx, cy = rng.randint(320, 1880), rng.randint(110, 420)
            for k in range(4):
                pygame.draw.circle(s, (236, 244, 250), (cx + k * 34 - 50, cy + (k % 2) * 10),
                                   30 + 6 * (k % 2))
        for x in range(300, W, 64):  # the junkyard fence
            pygame.draw.rect(s, (150, 150, 150), (x, GROUND_Y - 120, 6, 120))
        pygame.draw.line(s, (140, 140, 140), (300, GROUND_Y - 110), (W, GROUND_Y - 110), 3)
        for x in range(300, W, 22):
            pygame.draw.line(s, (165, 165, 165), (x, GROUND_Y - 110), (x + 22, GROUND_Y - 60), 1)
            pygame.draw.line(s, (165, 165, 165), (x + 22, GROUND_Y - 110), (x, GROUND_Y - 60), 1)
        s.fill(DIRT, (0, GROUND_Y, W, H - GROUND_Y))
        s.fill((92, 70, 46), (0, GROUND_Y, W, 8))
        for _ in range(160):
            x, y = rng.randint(0, W), rng.randint(GROUND_Y + 10, H)
            pygame.draw.circle(s, (104, 80, 52), (x, y), rng.randint(2, 5))
        # the monkey's junk pile, up to the top of the scale
        top = geo.y_of(geo.dots)
        pile = [(MONKEY_COL.x, GROUND_Y), (MONKEY_COL.x + 30, top + 120), (SCALE_X - 96, top + 30),
                (SCALE_X - 40, top + 70), (SCALE_X - 6, GROUND_Y)]
        pygame.draw.polygon(s, (96, 84, 70), pile)
        for _ in range(70):
            jy = rng.uniform(top + 60, GROUND_Y - 10)
            k = (jy - top) / (GROUND_Y - top)
            jx = rng.uniform(MONKEY_COL.x + 30 - 20 * k, SCALE_X - 30)
            col = rng.choice([(130, 110, 90), (80, 90, 110), (150, 80, 60), (110, 130, 90),
                              (170, 150, 110), (70, 70, 70)])
            if rng.random() < 0.4:
                pygame.draw.circle(s, (40, 40, 40), (int(jx), int(jy)), rng.randint(9, 16), 6)
            else:
                pygame.draw.rect(s, col, (int(jx), int(jy), rng.randint(16, 46),
                                          rng.randint(8, 22)),
                                 border_radius=3)
        # the ruler: every step, a bold number every fifth
        ruler = (SCALE_X - 4, int(top) - 6, 12, GROUND_Y - int(top) + 6)
        pygame.draw.rect(s, (250, 240, 210), ruler)
        pygame.draw.rect(s, (60, 40, 22), ruler, 2)
        for hgt in range(1, geo.dots + 1):
            y = int(geo.y_of(hgt))
            major = hgt % 5 == 0
            pygame.draw.line(s, (40, 28, 18), (SCALE_X - (20 if major else 12), y),
                             (SCALE_X + 6, y),
                             3 if major else 2)
            if major or geo.unit >= 28:
                size = 30 if major else 22
                draw_text(s, str(hgt), size, (255, 255, 255) if major else (235, 235, 220),
                          (SCALE_X - 24, y), anchor="midright", shadow=major,
                          role=None if major else "secondary")

    # -- the monkey and its height
    def draw_monkey_line(self, surf: pygame.Surface) -> None:
        y = int(self.geo.y_of(self.pic.monkey) if self.monkey_y is None else self.monkey_y)
        for x in range(SCALE_X + 10, W - 10, 36):
            pygame.draw.line(surf, (255, 214, 60), (x, y), (x + 20, y), 4)

    def draw_monkey(self, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
        s = self.scene
        y = self.geo.y_of(self.pic.monkey) if self.monkey_y is None else self.monkey_y
        pose = "cheer" if v["over"] and not v["winners"] else self.monkey_pose
        frames = 2 if pose == "think" else 4
        img = image(f"monkey/{pose}_{int(s.clock * 3) % frames}", (124, 124))
        # clear of the ruler's numbers, which it would cover
        surf.blit(img, img.get_rect(midbottom=(SCALE_X - 128, int(y) + 14)))
        tag = text(str(self.pic.monkey), 50, theme.INK)
        r = tag.get_rect(midleft=(SCALE_X + 14, int(y))).inflate(26, 6)
        pygame.draw.rect(surf, (255, 214, 60), r, border_radius=20)
        pygame.draw.rect(surf, (90, 60, 10), r, 3, border_radius=20)
        surf.blit(tag, tag.get_rect(center=r.center))
        draw_text(surf, "Monkey", 26, (255, 255, 255), (MONKEY_COL.x + 70, MONKEY_COL.y + 8),
                  anchor="midtop", shadow=True, role="secondary")

    # -- towers
    def slab_key(self, f: FloorPic, guarded: bool) -> SlabKey:
        return (f.junk, int(self.geo.slab_w), max(8, int(round(self.geo.slab_h(f.junk)))),
                f.strength, guarded)

    def guarded(self, v: Mapping[str, Any], seat: int) -> tuple[set[str], bool]:
        """Protected junk cards of this seat's tower, and whether the whole tower is."""
        cards, whole = set(), False
        for st in v.get("statuses") or ():
            if st["kind"] == "shield" and st["seat"] == seat:
                if st["what"] == "tower":
                    whole = True
                else:
                    cards.add(st["what"])
        return cards, whole

    def draw_tower(self, surf: pygame.Surface, seat: int, v: Mapping[str, Any]) -> None:
        pic = self.collapsing.get(seat, self.pic)
        floors = {f.junk: f for f in pic.towers[seat]}
        safe, whole = self.guarded(v, seat)
        poses = self.tower_poses(seat)
        geo = self.geo
        col = self.scene.seat_colour(seat)
        if whole and floors:
            top = min(p[1] - geo.slab_h(k) / 2 for k, p in poses.items()) if poses else GROUND_Y
            r = pygame.Rect(0, 0, int(geo.slab_w + 50), int(GROUND_Y - top + 30))
            r.midbottom = (int(geo.xs[seat]), GROUND_Y + 4)
            pygame.draw.rect(surf, (90, 160, 240), r, 4, border_radius=30)
        for junk, pose in poses.items():
            f = floors.get(junk)
            if f is None or junk in self.hidden:
                continue
            key = self.slab_key(f, junk in safe or whole)
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
        if seat in self.collapses:
            c, t = self.collapses[seat]
            for piece, pose in c.flying(t[0]):
                f = floors.get(piece.parent)
                if f is None:
                    continue
                key = self.slab_key(f, False)
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
        if seat in self.collapses or any(k in self.poses for k in floors):
            tops = [p[1] - geo.slab_h(k) / 2 for k, p in poses.items() if k in floors]
            ty = min(tops) if tops else GROUND_Y
        else:
            ty = geo.y_of(hgt)
        self.draw_flag(surf, seat, hgt, int(geo.xs[seat]), int(ty) - 40, col)

    def draw_flag(self, surf: pygame.Surface, seat: int, hgt: int, x: int, y: int,
                  col: tuple[int, int, int]) -> None:
        y = max(y, TOWERS.y + 34)
        pygame.draw.line(surf, (60, 40, 22), (x, y + 10), (x, y + 40), 4)
        pygame.draw.circle(surf, (0, 0, 0), (x + 2, y + 3), 33)
        pygame.draw.circle(surf, col, (x, y), 33)
        pygame.draw.circle(surf, (255, 255, 255), (x, y), 33, 3)
        draw_text(surf, str(hgt), 46 if hgt < 100 else 34, (255, 255, 255), (x, y + 2), shadow=True)

    def draw_bursts(self, surf: pygame.Surface) -> None:
        for x, y, age in self.bursts:
            k = age / 0.5
            r = int(20 + 90 * k)
            pygame.draw.circle(surf, (255, 230, 120), (int(x), int(y)), r,
                               max(2, int(12 * (1 - k))))
            for n in range(8):
                a = n * math.pi / 4 + 0.3
                pygame.draw.line(surf, (255, 250, 200), (int(x + math.cos(a) * r * 0.6),
                                                         int(y + math.sin(a) * r * 0.6)),
                                 (int(x + math.cos(a) * r), int(y + math.sin(a) * r)), 4)

    # -- seat labels under the ground
    def label_args(self, v: Mapping[str, Any], seat: int) -> tuple:
        s = self.scene
        r = self.geo.label_rect(seat)
        lit = self.shown_turn(v) == seat and not v["over"]
        won = seat in (v.get("winners") or ())
        return (r.w, r.h, seat, s.seat_name(seat), s.seat_colour(seat),
                s.app.settings.colour_blind, lit or won,
                s.bot_label(seat) if s.is_bot(seat) else "Player",
                int(v["hand_counts"][seat]), tuple(self.status_chips(v, seat)), won)

    def draw_label_marks(self, surf: pygame.Surface, seat: int, v: Mapping[str, Any]) -> None:
        """What moves on a seat's label: the turn arrow, the thinking monkey."""
        s = self.scene
        r = self.geo.label_rect(seat)
        lit = self.shown_turn(v) == seat and not v["over"]
        if lit and not s.anim.busy and not v["over"]:
            k = int(4 * abs(math.sin(s.clock * 4)))
            pygame.draw.rect(surf, theme.ACCENT, r.inflate(8 + k, 8 + k), 4, border_radius=26)
        if s.thinking_seat == seat:
            frame = int(s.clock * 3) % 2
            surf.blit(image(f"monkey/think_{frame}", (58, 58)), (r.right - 44, r.y - 50))

    def status_chips(self, v: Mapping[str, Any], seat: int) -> list[str]:
        out = []
        for st in v.get("statuses") or ():
            if st["seat"] != seat:
                continue
            if st["kind"] == "skip":
                out.append(f"skips {st['what']}")
            elif st["kind"] == "extra":
                out.append("+1 build")
            elif st["kind"] == "shield" and st["what"] == "tower":
                out.append("protected")
        return out

    def shown_turn(self, v: Mapping[str, Any]) -> int:
        """Whose turn the screen shows: the rules' turn as the story has told it so far."""
        if self.told_turn is not None and self.scene.anim.busy:
            return self.told_turn
        return int(v["turn"])

    # -- the pile and the discard pile
    def draw_pile(self, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
        x, y = PILE_AT
        surf.blit(_shade((W - x + 10, 70), 150), (x - 10, 4))
        surf.blit(card_back(44), (x, y))
        draw_text(surf, str(v["pile"]), 34, theme.TEXT, (x + 52, y - 2), anchor="topleft",
                  shadow=True)
        draw_text(surf, "pile", 22, theme.TEXT, (x + 52, y + 36), anchor="topleft", shadow=True,
                  role="secondary")
        disc = v.get("discard") or []
        dx = x + 142
        if disc:
            surf.blit(card_face(disc[-1], 44), (dx, y))
        else:
            pygame.draw.rect(surf, (255, 255, 255), (dx, y, 44, _face_h(44)), 2, border_radius=6)
        draw_text(surf, "discard", 22, theme.TEXT, (dx + 52, y + 36), anchor="topleft",
                  shadow=True, role="secondary")
        draw_text(surf, str(len(disc)), 34, theme.TEXT, (dx + 52, y - 2), anchor="topleft",
                  shadow=True)

    def discard_xy(self) -> tuple[float, float]:
        return (PILE_AT[0] + 164, PILE_AT[1] + 31)

    def pile_xy(self) -> tuple[float, float]:
        return (PILE_AT[0] + 22, PILE_AT[1] + 31)

    def seat_xy(self, seat: int) -> tuple[float, float]:
        r = self.geo.label_rect(seat)
        return (r.centerx, r.centery)

    # -- the line at the top
    def status_text(self, v: Mapping[str, Any]) -> tuple[str, tuple[int, int, int]]:
        s = self.scene
        names = s.names()
        if v["over"]:
            if v["winners"]:
                who = " and ".join(names[k] for k in v["winners"])
                return f"{who} spanked the monkey and wins!", theme.ACCENT
            return "The pile is empty: the monkey wins!", theme.ACCENT
        q = v.get("asking")
        if q is not None and not s.anim.busy:
            seat = int(q["seat"])
            return (f"{names[seat]}: {cname(q['card'])} \u2014 {choice_prompt(q, v)}",
                    s.seat_colour(seat))
        w = v.get("window")
        fight = v.get("fight")
        if w is not None and not s.anim.busy:
            seat = int(w["seat"])
            if w["stage"] == "defend" and fight:
                return (f"{names[seat]}: defend against {names[fight['attacker']]}'s "
                        f"{cname(fight['card'])}?", s.seat_colour(seat))
            if w["stage"] == "roll":
                return f"{names[seat]}: play a card on your roll?", s.seat_colour(seat)
            return f"{names[seat]}: a card after the roll?", s.seat_colour(seat)
        turn = self.shown_turn(v)
        if turn != int(v["turn"]):      # the story has begun the next turn: no old phase
            return f"{names[turn]}'s turn", s.seat_colour(turn)
        return f"{names[turn]}'s turn \u2014 {self.phase_words(v, turn)}", s.seat_colour(turn)

    def phase_words(self, v: Mapping[str, Any], seat: int) -> str:
        s = self.scene
        phase = v["phase"]
        # "you" only to the human whose turn it is, never on a bot's turn
        you = not s.is_bot(seat) and (s.viewer == seat or not s.hot_seat)
        if phase == "build":
            if s.anim.busy or not you:
                return "Build"
            st = s.state
            junk, reinf = st.build_left(seat, "junk"), st.build_left(seat, "reinforcement")
            if junk is None:
                return "Build: as many junk and reinforcement cards as you like"
            parts = []
            if junk:
                parts.append("one junk card" if junk == 1 else f"{junk} junk cards")
            if reinf:
                parts.append("one reinforcement")
            if not parts:
                return "Build: all built! Press Done"
            return "Build: " + " and ".join(parts)
        need = (v.get("spank_need") or [None] * (seat + 1))[seat]
        if phase == "attack":
            return "Attack: throw attack cards at a tower, or press Done" if you else "Attack"
        if phase == "spank":
            if not need:
                return "Spank the monkey?"
            return f"Spank the monkey! You need {need} or more" if you else \
                f"Spank the monkey: needs {need} or more"
        if phase == "discard":
            return "Throw away up to two cards, or end your turn" if you else \
                "Throw away up to two cards"
        return phase

    def draw_status(self, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
        msg, col = self.status_text(v)
        room = PILE_AT[0] - 340
        bar = pygame.Rect(300, 4, PILE_AT[0] - 324, 70)
        shade = _shade(bar.size, 150)
        surf.blit(shade, bar)
        size = fit_size(msg, 44, room, 28)     # what to do now: never under 28 px
        lines = [msg] if text(msg, size, col).get_width() <= room else wrap(msg, 28, room)[:2]
        if len(lines) > 1:
            size = 28
        y = bar.centery - 16 * (len(lines) - 1)
        for ln in lines:
            draw_text(surf, ln, size, col, (bar.centerx, y), shadow=True)
            y += 32

    # -- the fight: the attack card, the target, the defence cards, the die
    def fight_box(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, FIGHT_W, FIGHT_H)
        tr = self.card_rect(self.target) if self.target else None
        r.midtop = (TOWERS.centerx, 84)
        if tr is not None and tr.top < r.bottom + 20:
            r.midbottom = (TOWERS.centerx, GROUND_Y - 20)
        return r

    def draw_fight(self, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
        s = self.scene
        playing = [c for c in self.pic.in_play if c not in self.hidden]
        window = None if s.anim.busy else s.view(None).get("window")
        if not playing and not self.dice and window is None:
            return
        box = self.fight_box()
        self.fight_lines = []
        surf.blit(_shade(box.size, 225), box)
        pygame.draw.rect(surf, theme.ACCENT, box, 3, border_radius=18)
        dice = self.dice[-2:]
        die_left = box.right - DIE_COLUMN
        if len(dice) > 1:
            die_left = min(die_left, box.right - 60 - dice[-1].size - 16 - dice[0].size // 2 - 10)
        rows: list[tuple[str, int, tuple[int, int, int]]] = []
        tgt = self.target
        if tgt and self.pic.locate(tgt):
            where = self.pic.locate(tgt)
            f = self.pic.floor(tgt)
            who = s.names()[where[0]] if where else "?"
            rows.append((f"\u2192 {who}'s {cname(tgt)}", 32, theme.TEXT))
            if f is not None:
                rows.append((f"strength {f.strength}", 30, (255, 170, 160)))
                if self.roll_words and self.dice:
                    rows.append((f"rolled {self.roll_words}", 30, (255, 170, 160)))
        # as many cards as leave the words their room at FIGHT_MIN, clear of the dice
        need = max([text(w, FIGHT_MIN, c).get_width() for w, _, c in rows] + [0])
        fit = max(0, (die_left - box.x - 16 - need - 20 - 40) // 122)
        shown = playing[:min(FIGHT_CARDS, fit)]
        x = box.x + 16
        for c in shown:
            surf.blit(card_face(c, 110), (x, box.y + 20))
            x += 122
        if len(playing) > len(shown):
            draw_text(surf, f"+{len(playing) - len(shown)}", 28, theme.TEXT, (x + 16, box.y + 90),
                      shadow=True)
            x += 40
        room = die_left - x - 10     # the words never run under the dice
        for k, (words, size, col) in enumerate(rows):
            self.fight_words(surf, words, size, col, (x + 10, box.y + 44 + 42 * k), room)
        if window is not None:
            seat = int(window["seat"])
            name = s.seat_name(seat)
            words = {"defend": f"{name} may defend\u2026",
                     "roll": f"{name} may play a card on the roll\u2026",
                     "after": f"{name} may play a card after the roll\u2026",
                     }.get(window["stage"], "")
            # a row of its own under the cards, clear of the die's column
            self.fight_words(surf, words, 30, s.seat_colour(seat), (box.x + 20, box.y + 196),
                             die_left - box.x - 30)
            if s.is_bot(seat) or s.seconds_left() is not None:
                bar = pygame.Rect(box.x + 20, box.y + 222, die_left - box.x - 30, 12)
                pygame.draw.rect(surf, (60, 60, 60), bar, border_radius=6)
                pygame.draw.rect(surf, s.seat_colour(seat),
                                 (bar.x, bar.y, int(bar.w * s.window_left()), bar.h),
                                 border_radius=6)
        dx = box.right - 60
        for d in dice:
            value, deg = d.face()
            img = die_surface(value, d.size, deg)
            surf.blit(img, img.get_rect(center=(dx, box.y + 150)))
            dx -= d.size + 16

    def fight_words(self, surf: pygame.Surface, words: str, size: int,
                    col: tuple[int, int, int], at: tuple[int, int], room: int) -> None:
        """A line of the fight box, as big as fits its room (22 px at the least)."""
        size = fit_size(words, size, room, FIGHT_MIN)
        self.fight_lines.append((words, size, pygame.Rect(at[0], at[1] - size // 2,
                                                          text(words, size, col).get_width(),
                                                          size)))
        draw_text(surf, words, size, col, at, anchor="midleft", shadow=True)

    # -- targets: the junk cards a held card (or a choice) may pick
    def draw_targets_under(self, surf: pygame.Surface) -> None:
        c = self.scene.controls
        for junk, ok in c.lit_junk().items():
            r = self.card_rect(junk)
            if r is None:
                continue
            colour = theme.ACCENT if junk in c.picks else (90, 230, 110) if ok else (120, 120, 120)
            pygame.draw.rect(surf, colour, r.inflate(16, 12), border_radius=12)
        for seat in c.lit_seats():
            r = self.geo.label_rect(seat).inflate(14, 14)
            pygame.draw.rect(surf, (90, 230, 110), r, border_radius=24)

    def draw_targets_over(self, surf: pygame.Surface) -> None:
        s, c = self.scene, self.scene.controls
        if self.target and self.pic.locate(self.target):
            r = self.card_rect(self.target)
            if r is not None:
                k = 6 * math.sin(s.clock * 6)
                pygame.draw.rect(surf, (255, 60, 50), r.inflate(18 + k, 14 + k), 5,
                                 border_radius=14)
                cx, cy = r.center
                pygame.draw.circle(surf, (255, 60, 50), (cx, cy), 16, 4)
                pygame.draw.line(surf, (255, 60, 50), (cx - 26, cy), (cx + 26, cy), 4)
                pygame.draw.line(surf, (255, 60, 50), (cx, cy - 20), (cx, cy + 20), 4)
        spot = c.cursor_junk()
        if spot is not None:
            r = self.card_rect(spot)
            if r is not None:
                me = s.controller()
                col = s.seat_colour(me) if me is not None else theme.ACCENT
                pygame.draw.rect(surf, col, r.inflate(22, 18), 6, border_radius=14)
                pygame.draw.rect(surf, (255, 255, 255), r.inflate(30, 26), 2, border_radius=16)
                if device_family(s.hint_device(me)) != MOUSE:
                    bob = int(6 * math.sin(s.clock * 5))
                    hand = image("ui/cursor", (60, 60))
                    tip = (r.right - 20 + bob, r.centery - 4)
                    if tip[1] + 60 > GROUND_Y:  # pointing up from below: clear of the seat label
                        hand = pygame.transform.flip(hand, False, True)
                        tip = (tip[0], tip[1] - 52)
                    surf.blit(hand, tip)
        why = c.reason_tag()
        if why is not None:
            words, at = why
            lines = wrap(words, 28, 460)
            box = pygame.Rect(0, 0, 490, 20 + 36 * len(lines))
            box.midtop = (int(at[0]), int(at[1]) + 16)
            r = self.card_rect(c.cursor_junk() or "")
            if r is not None and r.top - box.h - 24 > 90:
                box.midbottom = (r.centerx, r.top - 20)
            box.clamp_ip(pygame.Rect(TOWERS.x, 80, TOWERS.w, GROUND_Y - 40))
            pygame.draw.rect(surf, (255, 250, 235), box, border_radius=16)
            pygame.draw.rect(surf, theme.BAD, box, 4, border_radius=16)
            y = box.y + 12
            for ln in lines:
                draw_text(surf, ln, 28, theme.INK, (box.centerx, y), anchor="midtop")
                y += 36
        seat = c.cursor_seat()
        if seat is not None:
            r = self.geo.label_rect(seat).inflate(24, 24)
            me = s.controller()
            pygame.draw.rect(surf, s.seat_colour(me) if me is not None else theme.ACCENT, r, 6,
                             border_radius=26)

    # -- the hand
    def draw_hand(self, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
        s, c = self.scene, self.scene.controls
        cards = self.hand_cards()
        if s.viewer is None:
            seat = self.shown_turn(v)
            if v["over"]:
                return
            n = int(v["hand_counts"][seat]) if not c.peeking() else 0
            if n and not s.is_bot(seat):
                back = card_back(96)
                step = min(60, 700 // max(1, n))
                x0 = HAND.centerx - (96 + step * (n - 1)) // 2
                for k in range(n):
                    surf.blit(back, (x0 + k * step, HAND.y + 40))
                draw_text(surf, f"{s.seat_name(seat)}'s cards are hidden", 28, theme.TEXT,
                          (HAND.centerx, HAND.y + 14), shadow=True)
            return
        rects = self.hand_rects(cards)
        focus = c.hand_focus()
        lit = c.lit_hand()
        dragging = c.drag.dragging
        for i, (cid, r) in enumerate(zip(cards, rects)):
            if i == focus or cid == dragging:
                continue
            self._hand_card(surf, cid, r, lit.get(cid), False)
        if focus is not None and focus < len(cards) and cards[focus] != dragging:
            self._hand_card(surf, cards[focus], rects[focus].move(0, -26), lit.get(cards[focus]),
                            True)
        if not cards:
            draw_text(surf, "No cards in your hand", 30, theme.TEXT, HAND.center, shadow=True)

    def _hand_card(self, surf: pygame.Surface, cid: str, r: pygame.Rect, lit: bool | None,
                   focused: bool) -> None:
        s, c = self.scene, self.scene.controls
        if lit:
            pygame.draw.rect(surf, (90, 230, 110), r.inflate(12, 12), border_radius=14)
        if c.picked(cid):
            pygame.draw.rect(surf, theme.ACCENT, r.inflate(16, 16), border_radius=16)
        surf.blit(card_face(cid, HAND_W), r)
        if lit is False:
            surf.blit(_shade(r.size, 110), r)
        if focused:
            me = s.controller()
            col = s.seat_colour(me) if me is not None else theme.ACCENT
            pygame.draw.rect(surf, col, r.inflate(10, 10), 5, border_radius=14)

    def draw_zoom(self, surf: pygame.Surface) -> None:
        """The card under the cursor, raised out of the hand (never over the seat
        labels or the towers; reader.py reads its words big); or the card in the air."""
        c = self.scene.controls
        d = c.drag
        if d.dragging is not None and d.pos is not None:
            face = card_face(d.dragging, HAND_W)
            surf.blit(face, face.get_rect(center=d.pos))
            return
        cid = c.zoom_card()
        if cid is None:
            return
        cards = self.hand_cards()
        if cid not in cards:
            return
        r = self.hand_rects(cards)[cards.index(cid)]
        face = card_face(cid, ZOOM_W)
        fr = face.get_rect(midbottom=(r.centerx, H - 4))
        fr.clamp_ip(pygame.Rect(BUTTONS.right + 6, 0, LOG.x - BUTTONS.right - 12, H))
        surf.blit(_shade(fr.inflate(12, 12).size, 120), fr.inflate(12, 12).move(6, 8))
        surf.blit(face, fr)
        me = self.scene.controller()
        col = self.scene.seat_colour(me) if me is not None else theme.ACCENT
        pygame.draw.rect(surf, col, fr.inflate(10, 10), 5, border_radius=16)

    # -- the buttons beside the hand
    def draw_buttons(self, surf: pygame.Surface) -> None:
        s, c = self.scene, self.scene.controls
        if c.side is None:
            return
        fam = device_family(s.hint_device(s.controller()))
        show = c.zone == "buttons" and fam != MOUSE
        for i, b in enumerate(c.side.buttons):
            b.draw(surf, show and i == c.side.focus)

    # -- choices: options as buttons, or cards from the discard pile
    def draw_choice_panel(self, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
        c = self.scene.controls
        menu: Menu | None = c.choice_menu
        if menu is None:
            return
        area = menu_area(menu)
        surf.blit(_shade(area.size, 190), area)
        pygame.draw.rect(surf, theme.ACCENT, area, 4, border_radius=20)
        q = v.get("asking") or {}
        title = c.choice_title
        if title:
            draw_text(surf, title, fit_size(title, 34, area.w - 40), theme.TEXT,
                      (area.centerx, area.y + 28), shadow=True)
        for i, b in enumerate(menu.buttons):
            if isinstance(b.data, str) and b.data.startswith("card:"):
                cid = b.data[5:]
                face = card_face(cid, b.rect.w)
                surf.blit(face, b.rect)
                if c.picked(cid):
                    pygame.draw.rect(surf, theme.ACCENT, b.rect.inflate(10, 10), 6,
                                     border_radius=12)
                if i == menu.focus:
                    pygame.draw.rect(surf, (255, 255, 255), b.rect.inflate(16, 16), 5,
                                     border_radius=14)
            else:
                b.draw(surf, i == menu.focus)
        del q

    # -- a reaction window: who may play, and the countdown
    def draw_window(self, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
        s, c = self.scene, self.scene.controls
        w = s.view(None).get("window")
        if w is None or s.anim.busy or v["over"] or s.view(None).get("asking"):
            return
        seat = int(w["seat"])
        r = self.geo.label_rect(seat)
        secs = s.seconds_left()
        if s.is_bot(seat) or secs is not None:
            left = s.window_left()
            bar = pygame.Rect(r.x + 20, r.bottom - 9, r.w - 40, 7)
            pygame.draw.rect(surf, (30, 30, 30), bar.inflate(4, 4), border_radius=5)
            pygame.draw.rect(surf, s.seat_colour(seat), (bar.x, bar.y, int(bar.w * left), bar.h),
                             border_radius=4)
        if secs is not None:
            self.draw_clock(surf, secs, seat)
        if c.peek_panel() is not None:
            self.draw_peek(surf, seat)

    def clock_rect(self, seat: int) -> pygame.Rect:
        r = self.geo.label_rect(seat)
        c = pygame.Rect(0, 0, 96, 96)
        c.midbottom = (r.centerx, r.top - 8)
        c.clamp_ip(pygame.Rect(0, 80, W, H - 80))
        return c

    def draw_clock(self, surf: pygame.Surface, secs: int, seat: int) -> None:
        """The answer timer's countdown, big enough to read from the sofa."""
        c = self.clock_rect(seat)
        pygame.draw.circle(surf, (24, 24, 30), c.center, c.w // 2)
        pygame.draw.circle(surf, (230, 70, 50) if secs <= 3 else self.scene.seat_colour(seat),
                           c.center, c.w // 2, 6)
        draw_text(surf, str(secs), 52, theme.TEXT, c.center, shadow=True)

    def draw_peek(self, surf: pygame.Surface, seat: int) -> None:
        """A human deciding in a window on a shared screen: a small private panel."""
        s, c = self.scene, self.scene.controls
        panel = c.peek_panel()
        assert panel is not None
        area = pygame.Rect(HAND.x, HAND.y - 10, HAND.w, HAND.h + 10)
        pygame.draw.rect(surf, (40, 26, 30), area, border_radius=20)
        pygame.draw.rect(surf, s.seat_colour(seat), area, 5, border_radius=20)
        name = s.seat_name(seat)
        if not c.peeking():
            draw_text(surf, f"{name}: want to play a card?", 38, theme.TEXT,
                      (area.x + 330, area.y + 46), shadow=True)
            draw_text(surf, f"Only {name} looks!", 30, theme.ACCENT, (area.x + 330, area.y + 92),
                      shadow=True)
            fam = device_family(s.seating.seats[seat].device or s.hint_device(seat))
            parts = prompt_parts([("confirm", "look"), ("back", "no thanks")], fam)
            draw_prompt(surf, parts, 30, theme.TEXT, (area.x + 330, area.y + 150), shadow=True)
            for i, b in enumerate(panel.buttons):
                b.draw(surf, i == panel.focus)
            return
        draw_text(surf, f"{name}'s cards \u2014 everyone else, look away!", 28, theme.ACCENT,
                  (area.centerx, area.y + 22), shadow=True)
        for i, b in enumerate(panel.buttons):
            if isinstance(b.data, str) and b.data.startswith("card:"):
                surf.blit(card_face(b.data[5:], b.rect.w), b.rect)
                if i == panel.focus:
                    pygame.draw.rect(surf, s.seat_colour(seat), b.rect.inflate(12, 12), 5,
                                     border_radius=12)
            else:
                b.draw(surf, i == panel.focus)
        if not any(isinstance(b.data, str) and b.data.startswith("card:") for b in panel.buttons):
            draw_text(surf, "No card you can play now.", 30, theme.TEXT,
                      (area.x + 300, area.y + 110), shadow=True)

    # -- words and dice over the table
    def draw_flashes(self, surf: pygame.Surface) -> None:
        for f in self.flashes:
            if not f.text and f.die is not None:      # a die alone, where something was rolled
                value, deg = f.die.face()
                die = die_surface(value, f.die.size, deg)
                surf.blit(die, die.get_rect(center=(int(f.x), int(f.y))))
                continue
            dsz = f.die.size + 16 if f.die else 0
            img = _flash_surface(f.text, f.size, f.big, f.edge, f.colour, dsz)
            box = img.get_rect(center=(int(f.x), int(f.y)))
            box.clamp_ip(pygame.Rect(SCALE_X + 10, 76, W - SCALE_X - 20, GROUND_Y - 70))
            surf.blit(img, box)
            if f.die is not None:
                value, deg = f.die.face()
                die = die_surface(value, f.die.size, deg)
                surf.blit(die, die.get_rect(midleft=(box.x + 10, box.centery - 3)))

    def draw_flyers(self, surf: pygame.Surface) -> None:
        for f in self.flyers:
            img = card_face(f.cid, f.w) if f.cid else card_back(f.w)
            if f.alpha < 255:
                img = img.copy()
                img.set_alpha(f.alpha)
            r = img.get_rect(center=(int(f.x), int(f.y)))
            surf.blit(img, r)
            if f.caption:
                draw_text(surf, f.caption, 34, theme.TEXT, (r.centerx, r.bottom + 24), shadow=True)

    def draw_prompts(self, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
        s = self.scene
        me = s.controller()
        fam = device_family(s.hint_device(me))
        parts = s.controls.prompt(me, fam)
        if parts:
            draw_prompt(surf, parts, 26, theme.TEXT, (HAND.centerx + 200, PROMPT_Y), shadow=True)


def menu_area(menu: Menu) -> pygame.Rect:
    rs = [b.rect for b in menu.buttons]
    r = rs[0].unionall(rs[1:]) if len(rs) > 1 else pygame.Rect(rs[0])
    return r.inflate(40, 40).move(0, -20).inflate(0, 40)


@functools.lru_cache(maxsize=64)
def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(s, (10, 14, 20, alpha), s.get_rect(), border_radius=18)
    return s


@functools.lru_cache(maxsize=128)
def _flash_surface(words: str, size: int, big: bool, edge: tuple[int, int, int],
                   colour: tuple[int, int, int], die: int) -> pygame.Surface:
    """Words in a box (with room on the left for a die), shadow included."""
    lines = wrap(words, size, 640 if big else 380)
    step = int(size * 1.2)
    wdt = max(text(ln, size, colour).get_width() for ln in lines) + 40
    box = pygame.Rect(0, 0, wdt + die, max(die + 10, 20 + step * len(lines)))
    s = pygame.Surface((box.w + 4, box.h + 6), pygame.SRCALPHA)
    pygame.draw.rect(s, (0, 0, 0), box.move(4, 6), border_radius=18)
    pygame.draw.rect(s, (255, 250, 235), box, border_radius=18)
    pygame.draw.rect(s, edge, box, 5, border_radius=18)
    y = box.centery - step * (len(lines) - 1) // 2
    for ln in lines:
        draw_text(s, ln, size, colour, (box.x + die + (box.w - die) // 2, y))
        y += step
    return s


@functools.lru_cache(maxsize=128)
def _label_surface(w: int, h: int, seat: int, name: str, col: tuple[int, int, int], cb: bool,
                   lit: bool, role: str, cards: int, chips: tuple[str, ...],
                   won: bool = False) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    r = s.get_rect()
    pygame.draw.rect(s, (255, 250, 235, 240) if lit else (20, 30, 26, 220), r, border_radius=22)
    pygame.draw.rect(s, col, r, 5 if lit else 3, border_radius=22)
    draw_badge(s, seat, (8 + 22, h // 2), 44, cb)
    ink = theme.INK if lit else theme.TEXT
    name_col = tuple(max(0, c - 50) for c in col) if lit else col
    room = w - 60 - 64
    # the font's own top margin is ~6 px: start above the edge so the two lines never touch
    draw_text(s, name, fit_size(name, 28, room, 22), name_col, (58, -3), anchor="topleft")
    sub = chips[0] if chips else role
    chip = (40, 110, 220) if sub == "protected" else (60, 150, 60) if sub.startswith("+") \
        else (200, 60, 40)
    draw_text(s, sub, fit_size(sub, 22 if not chips else 28, room, 22), chip if chips else ink,
              (58, h - 1), anchor="bottomleft", role=None if chips else "secondary")
    if cb:
        draw_shape(s, theme.seat_shape(seat), (w - 80, 16), 9, col)
    back = card_back(28)
    s.blit(back, (w - 62, (h - back.get_height()) // 2))
    draw_text(s, str(cards), 30, ink, (w - 10, h // 2), anchor="midright")
    if won:
        s.blit(image("ui/icon_trophy", (40, 40)), (w - 110, (h - 40) // 2))
    return s


class Stage:
    """A full-screen picture kept until its key changes, repainted in place (one
    surface in the screen's format for the whole match: no new surface, no
    conversion, when what it shows changes)."""

    def __init__(self, paint: Callable[[pygame.Surface, Any], None]):
        self.paint = paint
        self.redraws = 0
        self._key: Any = None
        self._surface: pygame.Surface | None = None

    def forget(self) -> None:
        """Paint afresh next time (the screen audit reads what is painted)."""
        self._surface = None
        self._key = None

    def blit(self, surf: pygame.Surface, key: Hashable) -> None:
        if self._surface is None:
            self._surface = pygame.Surface((W, H))
            if pygame.display.get_surface() is not None:
                self._surface = self._surface.convert()
            self._key = None
        if self._key != key or self._key is None:
            self.paint(self._surface, key)
            self._key = key
            self.redraws += 1
        surf.blit(self._surface, (0, 0))


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


def result_picture(scene: JunkyardScene, surf: pygame.Surface, area: pygame.Rect) -> None:
    """The end: every tower as it stood, beside the monkey at its height (the
    dashed line); the winner's tower carries the trophy, or the monkey cheers."""
    v = scene.view(None)
    n = v["players"]
    winners = set(v["winners"])
    if v["winners"]:
        who = " and ".join(scene.seat_name(s) for s in v["winners"])
        title = f"{who} spanked the monkey!"
    else:
        title = "The pile ran out: the monkey wins!"
    draw_text(surf, title, fit_size(title, 40, area.w), theme.ACCENT, (area.centerx, area.y + 22),
              shadow=True)
    body = pygame.Rect(area.x, area.y + 50, area.w, area.h - 50)
    heights = v["heights"]
    top = max([v["monkey"] + 1] + [h + 1 for h in heights])
    ground = body.bottom - 30
    unit = max(2.0, min(28.0, (ground - body.y - 60) / top))   # room for the trophy
    left = body.x + 190
    cw = (body.right - left) / max(1, n)
    w = int(min(190, cw - 30))
    my = int(ground - v["monkey"] * unit)
    for x in range(left - 40, body.right, 30):
        pygame.draw.line(surf, (255, 214, 60), (x, my), (x + 16, my), 3)
    msize = int(max(48, min(110, unit * 4)))
    m = image("monkey/cheer_0" if not winners else "monkey/think_0", (msize, msize))
    surf.blit(m, m.get_rect(midbottom=(body.x + 70, my + 8)))
    draw_text(surf, str(v["monkey"]), 40, (255, 214, 60), (body.x + 150, my), shadow=True)
    pygame.draw.line(surf, DIRT, (body.x, ground), (body.right, ground), 5)
    for s in range(n):
        cx = left + cw * (s + 0.5)
        y = float(ground)
        for f in v["towers"][s]:
            # plain blocks: the heights are the story here, and names this small
            # could not be read (the table showed them big all match long)
            h = card(f["junk"]).height * unit
            r = pygame.Rect(int(cx - w / 2), int(round(y - h)), w, max(2, int(h) - 1))
            pygame.draw.rect(surf, card_colour(f["junk"]), r, border_radius=4)
            pygame.draw.rect(surf, INK_DARK, r, 2, border_radius=4)
            y -= h
        col = scene.seat_colour(s)
        draw_badge(surf, s, (int(cx - 50), ground + 18), 32, scene.app.settings.colour_blind)
        draw_text(surf, f"{scene.seat_name(s)}: {heights[s]}", 28, col, (int(cx) - 28, ground + 18),
                  anchor="midleft", shadow=True)
        if s in winners:
            surf.blit(image("ui/icon_trophy", (48, 48)), (int(cx - 24), int(y) - 54))
