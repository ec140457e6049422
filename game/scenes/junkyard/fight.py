"""The fight box: the cards in play, the target and its strength, the roll, who
may react, and the dice; and the spank chart of the rule sheet."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

import pygame

from game.rules.junkyard.text import cname
from game.ui import theme
from game.ui.assets import text
from game.ui.widgets import draw_text, fit_size

from .faces import card_face
from .layout import (
    DIE_COLUMN,
    FIGHT_CARDS,
    FIGHT_H,
    FIGHT_MIN,
    FIGHT_W,
    GROUND_Y,
    SCALE_X,
    TOWERS,
    shade,
)
from .overlays import die_surface

if TYPE_CHECKING:
    from .tablestate import TableState


def fight_box(table: TableState) -> pygame.Rect:
    r = pygame.Rect(0, 0, FIGHT_W, FIGHT_H)
    tr = table.card_rect(table.target) if table.target else None
    r.midtop = (TOWERS.centerx, 84)
    if tr is not None and tr.top < r.bottom + 20:
        r.midbottom = (TOWERS.centerx, GROUND_Y - 20)
    return r


def draw_fight(table: TableState, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
    s = table.scene
    playing = [c for c in table.pic.in_play if c not in table.hidden]
    window = None if s.anim.busy else s.view(None).get("window")
    if not playing and not table.dice and window is None:
        return
    box = fight_box(table)
    table.fight_lines = []
    surf.blit(shade(box.size, 225), box)
    pygame.draw.rect(surf, theme.ACCENT, box, 3, border_radius=18)
    dice = table.dice[-2:]
    die_left = box.right - DIE_COLUMN
    if len(dice) > 1:
        die_left = min(die_left, box.right - 60 - dice[-1].size - 16 - dice[0].size // 2 - 10)
    rows: list[tuple[str, int, tuple[int, int, int]]] = []
    tgt = table.target
    if tgt and table.pic.locate(tgt):
        where = table.pic.locate(tgt)
        f = table.pic.floor(tgt)
        who = s.names()[where[0]] if where else "?"
        rows.append((f"\u2192 {who}'s {cname(tgt)}", 32, theme.TEXT))
        if f is not None:
            rows.append((f"strength {f.strength}", 30, (255, 170, 160)))
            if table.roll_words and table.dice:
                rows.append((f"rolled {table.roll_words}", 30, (255, 170, 160)))
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
        fight_words(table, surf, words, size, col, (x + 10, box.y + 44 + 42 * k), room)
    if window is not None:
        seat = int(window["seat"])
        name = s.seat_name(seat)
        words = {"defend": f"{name} may defend\u2026",
                 "roll": f"{name} may play a card on the roll\u2026",
                 "after": f"{name} may play a card after the roll\u2026",
                 }.get(window["stage"], "")
        # a row of its own under the cards, clear of the die's column
        fight_words(table, surf, words, 30, s.seat_colour(seat), (box.x + 20, box.y + 196),
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


def fight_words(table: TableState, surf: pygame.Surface, words: str, size: int,
                col: tuple[int, int, int], at: tuple[int, int], room: int) -> None:
    """A line of the fight box, as big as fits its room (22 px at the least)."""
    size = fit_size(words, size, room, FIGHT_MIN)
    table.fight_lines.append((words, size, pygame.Rect(at[0], at[1] - size // 2,
                                                      text(words, size, col).get_width(),
                                                      size)))
    draw_text(surf, words, size, col, at, anchor="midleft", shadow=True)


CHART_ROWS = [("level", "2 or more"), ("1 higher", "3 or more"),
              ("2 higher", "4 or more"), ("3 higher", "5 or more"), ("4 higher", "6"),
              ("5 or more higher", "no spank")]
# the fight box stands just right of it: the rows' words are short ("level" as
# the fight box says "level with the monkey") so that both columns fit 480 px
CHART_W = 480


def draw_chart(table: TableState, surf: pygame.Surface) -> None:
    """The spank chart of the rule sheet, the spanker's row lit."""
    if table.chart is None:
        return
    over, _ = table.chart
    rows = CHART_ROWS
    box = pygame.Rect(SCALE_X + 24, 100, CHART_W, 44 + 40 * len(rows))
    surf.blit(shade(box.size, 235), box)
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
