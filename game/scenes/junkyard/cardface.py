"""Spank the Monkey card pictures, drawn from the deck data at run time.

`card_face(id, w)` is a whole card (w wide, round(w * 1.4) tall): a frame in
the card's colour (junk: its category's), the name on top, the picture from
assets/images/junkyard/<id>.png, the card's numbers as big icons, and from
200 px wide its rule line in small type. `card_back(w)` is the back,
`card_mini(id, w, h)` a short strip for a card standing in a tower.

The numbers are never baked into the pictures: they are read from the deck
(`game.rules.junkyard.deck.card`) every time a face is drawn, so the deck can
be tuned without redrawing the art. Works headless (no display surface).
"""
from __future__ import annotations

import functools

import pygame

from game.rules.junkyard.deck import Card, card
from game.ui import assets
from game.ui.motion import mix as _mix

# The one table of card colours: the card art (tools/art/junkyard/parts.py) reads it too.
CATEGORY_COLOURS: dict[str, tuple[int, int, int]] = {
    "Furniture": (170, 104, 52),
    "Illegal": (70, 66, 84),
    "Organic": (62, 164, 64),
    "Vehicle": (38, 104, 212),
    "Machine": (124, 134, 152),
    "Decoration": (228, 92, 168),
    "Leisure": (246, 146, 30),
}
TYPE_COLOURS: dict[str, tuple[int, int, int]] = {
    "reinforcement": (142, 76, 190),
    "attack": (222, 52, 52),
    "defense": (26, 168, 184),
    "special": (246, 200, 36),
}
INK = (38, 28, 44)
WHITE = (255, 255, 255)
PANEL = (255, 248, 230)
TEXT_INK = (52, 40, 56)
RATIO = 1.4
KIND_WORDS = {"hand": "HAND", "throwing": "THROW", "sneak": "SNEAK"}

Colour = tuple[int, int, int]


def colour(c: Card) -> Colour:
    """The card's frame colour: its category's for junk, its type's otherwise."""
    if c.type == "junk" and c.category is not None:
        return CATEGORY_COLOURS.get(c.category, (150, 150, 150))
    return TYPE_COLOURS.get(c.type, (150, 150, 150))


def _light(c: Colour) -> bool:
    return c[0] * 0.3 + c[1] * 0.59 + c[2] * 0.11 > 170


# --------------------------------------------------------------------------
# text helpers
# --------------------------------------------------------------------------
def _outlined(s: str, size: int, col: Colour, edge: Colour = INK, ow: int | None = None) -> pygame.Surface:
    """Text with a solid outline `ow` px thick (readable on any colour)."""
    return _outlined_cached(s, max(6, size), col, edge, max(1, size // 9) if ow is None else ow)


@functools.lru_cache(maxsize=1024)
def _outlined_cached(s: str, size: int, col: Colour, edge: Colour, ow: int) -> pygame.Surface:
    fg = assets.text(s, size, col)
    bg = assets.text(s, size, edge)
    out = pygame.Surface((fg.get_width() + 2 * ow, fg.get_height() + 2 * ow), pygame.SRCALPHA)
    for dx in range(-ow, ow + 1):
        for dy in range(-ow, ow + 1):
            if dx * dx + dy * dy <= ow * ow + ow:
                out.blit(bg, (ow + dx, ow + dy))
    out.blit(fg, (ow, ow))
    return out


def _ink_box(surf: pygame.Surface) -> pygame.Rect:
    return surf.get_bounding_rect()


def _blit_centred(dst: pygame.Surface, img: pygame.Surface, centre: tuple[float, float]) -> None:
    """Centre the visible ink of img (not its line box) on centre."""
    bb = _ink_box(img)
    dst.blit(img, (round(centre[0] - bb.centerx), round(centre[1] - bb.centery)))


@functools.lru_cache(maxsize=256)
def _cap_middle(size: int) -> float:
    """How far below the top of a rendered line the middle of its capitals is."""
    bb = assets.text("H", size, INK).get_bounding_rect()
    return bb.y + bb.h / 2


def _blit_line(dst: pygame.Surface, img: pygame.Surface, size: int, ow: int, centre: tuple[float, float]) -> None:
    """Centre a line of (outlined) text on its capitals, so descenders do not lift it."""
    bb = img.get_bounding_rect()
    dst.blit(img, (round(centre[0] - bb.centerx), round(centre[1] - ow - _cap_middle(size))))


def _wrap(words: list[str], size: int, width: int) -> list[str]:
    f = assets.font(size)
    lines: list[str] = []
    cur = ""
    for word in words:
        trial = word if not cur else cur + " " + word
        if f.size(trial)[0] <= width or not cur:
            cur = trial
        else:
            lines.append(cur)
            cur = word
    if cur:
        lines.append(cur)
    return lines


def _fit_name(name: str, box: pygame.Rect) -> tuple[list[str], int]:
    """The name's lines and font size: one line if that is big enough, else two."""
    top = max(8, round(box.h * 0.66))
    best: tuple[list[str], int] = ([name], 6)
    for size in range(top, 5, -1):
        if assets.font(size).size(name)[0] + size // 4 <= box.w:
            best = ([name], size)
            break
    words = name.split()
    if len(words) > 1 and best[1] < top * 0.85:
        for size in range(max(8, round(box.h * 0.44)), 5, -1):
            if size <= best[1]:
                break
            f = assets.font(size)
            # the most even split into two lines
            splits = [(" ".join(words[:i]), " ".join(words[i:])) for i in range(1, len(words))]
            a, b = min(splits, key=lambda ab: max(f.size(ab[0])[0], f.size(ab[1])[0]))
            if max(f.size(a)[0], f.size(b)[0]) + size // 4 <= box.w and \
                    2 * size * 1.08 <= box.h + size * 0.1:
                best = ([a, b], size)
                break
    return best


def _draw_name(dst: pygame.Surface, name: str, box: pygame.Rect, frame: Colour) -> None:
    lines, size = _fit_name(name, box)
    col, edge = (WHITE, INK) if not _light(frame) else (INK, WHITE)
    ow = max(1, size // 8)
    step = size * 1.02
    for i, s in enumerate(lines):
        y = box.centery + (i - (len(lines) - 1) / 2) * step
        _blit_line(dst, _outlined(s, size, col, edge, ow), size, ow, (box.centerx, y))


def _fit_text(s: str, box: pygame.Rect, top: int) -> tuple[list[str], int]:
    words = s.split()
    for size in range(max(9, min(top, box.h // 3)), 6, -1):
        lines = _wrap(words, size, box.w)
        if len(lines) * assets.font(size).get_linesize() * 0.95 <= box.h:
            return lines, size
    return _wrap(words, 7, box.w), 7


def _draw_text(dst: pygame.Surface, s: str, box: pygame.Rect, top: int) -> None:
    lines, size = _fit_text(s, box, top)
    step = assets.font(size).get_linesize() * 0.95
    y = box.centery - step * len(lines) / 2
    for line in lines:
        img = assets.text(line, size, TEXT_INK)
        dst.blit(img, (box.centerx - img.get_width() // 2, round(y)))
        y += step


# --------------------------------------------------------------------------
# icons (pictures from the art pipeline; the numbers are drawn here)
# --------------------------------------------------------------------------
def _icon(name: str, d: int) -> pygame.Surface:
    return assets.image(f"junkyard/icon_{name}", (max(1, d), max(1, d)))


def _icon_number(dst: pygame.Surface, icon: str, s: str, centre: tuple[float, float], d: int,
                 scale: float = 0.62, dy: float = 0.0) -> None:
    """A big icon with a number on it."""
    img = _icon(icon, d)
    dst.blit(img, img.get_rect(center=(round(centre[0]), round(centre[1]))))
    size = max(8, round(d * scale))
    _blit_centred(dst, _outlined(s, size, WHITE, INK, max(2, size // 8)),
                  (centre[0], centre[1] + dy * d))


def _dots(dst: pygame.Surface, n: int, box: pygame.Rect) -> None:
    """n height dots (1-4) as big as fit: a row, or two rows when that is bigger."""
    row = min(box.h * 0.86, box.w / 4.3)
    grid = min(box.h / 2.2, box.w / 2.2)
    if grid > row * 1.15:
        d = round(grid)
        per_row = 2
    else:
        d = round(row)
        per_row = 4
    rows = [min(per_row, n - i) for i in range(0, n, per_row)]
    gap = d * 0.14
    total_h = len(rows) * d + (len(rows) - 1) * gap
    y = box.centery - total_h / 2 + d / 2
    img = _icon("dot", d)
    for k in rows:
        total_w = k * d + (k - 1) * gap
        x = box.centerx - total_w / 2 + d / 2
        for _ in range(k):
            dst.blit(img, img.get_rect(center=(round(x), round(y))))
            x += d + gap
        y += d + gap


def _stats(dst: pygame.Surface, c: Card, box: pygame.Rect) -> None:
    """The card's numbers as big icons inside box."""
    d = min(box.h, round(box.w * 0.46))
    big = min(box.h, round(box.w * 0.6))
    if c.type == "junk":
        left = pygame.Rect(box.x, box.y, box.w - d - box.w // 20, box.h)
        _dots(dst, c.height, left.inflate(-box.w // 20, -box.h // 10))
        _icon_number(dst, "shield", str(c.strength), (box.right - d / 2, box.centery), d, 0.6, -0.02)
    elif c.type == "reinforcement":
        _icon_number(dst, "shield_plus", f"+{c.strength}", box.center, big, 0.5, -0.02)
    elif c.type == "attack":
        kind = c.kind or "hand"
        bonus = c.attack if c.has_bonus else 0
        if bonus > 0:
            ki = round(d * 0.86)
            word = _outlined(KIND_WORDS.get(kind, ""), max(8, d // 5), WHITE, INK, max(1, d // 36))
            kx = box.x + box.w * 0.28
            img = _icon(kind, ki)
            dst.blit(img, img.get_rect(center=(round(kx), round(box.centery - word.get_height() * 0.35))))
            _blit_centred(dst, word, (kx, box.centery + ki * 0.42))
            _icon_number(dst, "burst", f"+{bonus}", (box.x + box.w * 0.72, box.centery), d, 0.42)
        else:
            word = _outlined(KIND_WORDS.get(kind, ""), max(8, d // 5), WHITE, INK, max(1, d // 36))
            img = _icon(kind, d)
            dst.blit(img, img.get_rect(center=(box.centerx, round(box.centery - word.get_height() * 0.3))))
            _blit_centred(dst, word, (box.centerx, box.centery + d * 0.4))
    elif c.type == "defense":
        if c.defense > 0:
            _icon_number(dst, "defense", f"-{c.defense}", box.center, big, 0.5, -0.02)
        else:  # no bonus: it does something else (a star says "read me")
            img = _icon("defense", big)
            dst.blit(img, img.get_rect(center=box.center))
            st = _icon("star", round(big * 0.56))
            dst.blit(st, st.get_rect(center=box.center))
    else:
        img = _icon("star", big)
        dst.blit(img, img.get_rect(center=box.center))


# --------------------------------------------------------------------------
# the card
# --------------------------------------------------------------------------
def _frame(w: int, h: int, col: Colour) -> pygame.Surface:
    """The rounded card in its colour with a dark edge (drawn big, scaled down: smooth)."""
    k = 3
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    rad = round(w * 0.08 * k)
    pygame.draw.rect(big, INK, big.get_rect(), border_radius=rad)
    edge = max(k, round(w * 0.014 * k))
    pygame.draw.rect(big, col, big.get_rect().inflate(-2 * edge, -2 * edge), border_radius=rad - edge)
    return pygame.transform.smoothscale(big, (w, h))


def _panel(dst: pygame.Surface, r: pygame.Rect, fill: Colour, w: int) -> None:
    ow = max(1, round(w * 0.012))
    rad = max(2, round(w * 0.035))
    pygame.draw.rect(dst, INK, r.inflate(2 * ow, 2 * ow), border_radius=rad + ow)
    pygame.draw.rect(dst, fill, r, border_radius=rad)


@functools.lru_cache(maxsize=384)
def card_face(card_id: str, w: int) -> pygame.Surface:
    """The whole card `w` px wide (height round(w * 1.4)), numbers from the deck.

    Cached per (card, width): draw at a few fixed widths and scale for animations."""
    c = card(card_id)
    w = max(40, int(w))
    h = round(w * RATIO)
    col = colour(c)
    out = _frame(w, h, col)
    m = round(w * 0.06)
    show_text = w >= 200
    name_box = pygame.Rect(m // 2, round(w * 0.03), w - m, round(w * (0.17 if show_text else 0.21)))
    pic_w = round(w * (0.72 if show_text else 0.86))
    pic_h = round(pic_w * 0.7)
    pic = pygame.Rect((w - pic_w) // 2, name_box.bottom + round(w * 0.01), pic_w, pic_h)
    _draw_name(out, c.name, name_box, col)
    _panel(out, pic, PANEL, w)
    out.blit(assets.image(f"junkyard/{c.id}", pic.size), pic.topleft)
    gap = round(w * 0.035)
    bottom = h - round(w * (0.045 if show_text else 0.05))
    if show_text:
        stats = pygame.Rect(m, pic.bottom + round(w * 0.02), w - 2 * m, round(w * 0.21))
        text = pygame.Rect(m, stats.bottom + round(w * 0.02), w - 2 * m, bottom - stats.bottom - round(w * 0.02))
        _panel(out, text, PANEL, w)
        _draw_text(out, c.text, text.inflate(-round(w * 0.03), -round(w * 0.015)), round(w * 0.062))
    else:
        stats = pygame.Rect(m, pic.bottom + gap, w - 2 * m, bottom - pic.bottom - gap)
    _stats(out, c, stats)
    return out


@functools.lru_cache(maxsize=32)
def card_back(w: int) -> pygame.Surface:
    """The back of every card, `w` px wide."""
    w = max(40, int(w))
    return assets.image("junkyard/back", (w, round(w * RATIO)))


@functools.lru_cache(maxsize=1024)
def card_mini(card_id: str, w: int, h: int) -> pygame.Surface:
    """A short strip for a card standing in a tower: name, dots and strength."""
    c = card(card_id)
    w, h = max(20, int(w)), max(8, int(h))
    col = colour(c)
    k = 3
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    rad = round(min(h * 0.3, w * 0.1) * k)
    pygame.draw.rect(big, INK, big.get_rect(), border_radius=rad)
    edge = max(k, round(h * 0.07 * k))
    pygame.draw.rect(big, col, big.get_rect().inflate(-2 * edge, -2 * edge), border_radius=max(0, rad - edge))
    out = pygame.transform.smoothscale(big, (w, h))
    pad = max(2, h // 6)
    right = w - pad
    s = min(h - 2 * pad + 2, w // 3)
    number = ""
    if c.type == "junk":
        number, icon = str(c.strength), "shield"
    elif c.type == "reinforcement":
        number, icon = f"+{c.strength}", "shield_plus"
    if number:
        _icon_number(out, icon, number, (right - s / 2, h / 2), s, 0.58 if len(number) == 1 else 0.46)
        right -= s + pad // 2
    if c.type == "junk" and c.height:
        d = max(3, min(round(h * 0.34), (w // 3) // 4))
        gap = max(1, d // 5)
        img = _icon("dot", d)
        for i in range(c.height):
            x = right - d // 2 - i * (d + gap)
            out.blit(img, img.get_rect(center=(round(x), h // 2)))
        right -= c.height * (d + gap) + pad
    box = pygame.Rect(pad * 2, 0, max(4, right - pad * 2), h)
    size = max(6, round(h * 0.5))
    smallest = max(6, round(h * 0.4))
    name = c.name
    while size > smallest and assets.font(size).size(name)[0] > box.w:
        size -= 1
    while len(name) > 3 and assets.font(size).size(name)[0] > box.w:
        name = name[:-3].rstrip() + ".."   # still too long: cut it short
    edgec = INK if not _light(col) else WHITE
    fg = WHITE if not _light(col) else INK
    img = _outlined(name, size, fg, edgec, max(1, size // 9))
    if img.get_width() > box.w + 4:
        img = img.subsurface((0, 0, box.w + 4, img.get_height())).copy()
    bb = img.get_bounding_rect()
    out.blit(img, (box.x - bb.x, round(h / 2 - bb.centery)))
    return out
