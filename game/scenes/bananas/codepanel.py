"""The CodePanel: a row of hex slots (the code steps), the player's dice and
action tokens underneath, and a Done button.

Mouse / touch: drag a die or token onto a step, or tap it and then tap a
step; tap a filled step to empty it. Pad / keyboard: move the cursor, press
A / Enter on a die or token to pick it up, move to a step and press again to
put it there; A on a filled step empties it; A on Done locks the code.

The panel knows where things are and what a drop would ask for (PlaceDie,
PlaceToken); the controls send it and the rules say what is allowed and why
not.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Collection, Mapping

import pygame

from game.core.actions import Action
from game.rules.bananas import PlaceDie, PlaceToken
from game.ui import theme
from game.ui.assets import image
from game.ui.widgets import draw_text, fit_size

from .board import INK, TOKEN_WORDS, die_img, token_img

PAPER = (255, 248, 224)
Colour = tuple[int, int, int]
ItemKey = tuple[str, int]   # ("die", i): the player's die i; ("token", n): the level's token n


@dataclass(frozen=True)
class Spot:
    """A place on the panel the cursor or the pointer can be on: a tray item,
    a step of the code, or Done."""
    kind: str                      # "item", "slot" or "done"
    item: ItemKey | None = None
    step: int = -1

    @staticmethod
    def of_item(key: ItemKey) -> Spot:
        return Spot("item", item=key)

    @staticmethod
    def of_step(k: int) -> Spot:
        return Spot("slot", step=k)


DONE = Spot("done")


@dataclass
class Item:
    key: ItemKey
    kind: str             # "die" or a token name
    value: int            # die value (0 for tokens)
    used: bool
    rect: pygame.Rect

    @property
    def is_die(self) -> bool:
        return self.kind == "die"


def _code(view: Mapping[str, Any], seat: int) -> list[dict[str, Any]]:
    return list((view.get("codes") or [None] * (seat + 1))[seat] or [])


def _hex_points(c: tuple[float, float], r: float) -> list[tuple[float, float]]:
    return [(c[0] + r * math.cos(math.radians(30 + 60 * i)),
             c[1] + r * math.sin(math.radians(30 + 60 * i))) for i in range(6)]


TRAY_ROW = 5         # more dice and tokens than this: dice on one row, tokens under them


def panel_height(items: int) -> int:
    """How tall the panel is for this many dice and tokens (one tray row or two)."""
    return 560 if items <= TRAY_ROW else 660


class CodePanel:
    def __init__(self, rect: pygame.Rect, steps: int, dice: int, tokens: list[str]):
        self.rect = pygame.Rect(rect)
        self.steps = steps
        r = self.rect
        gap = (r.w - 24) / steps
        self.slot_r = min(70, int(gap / 2) - 5)
        self.slots = [(int(r.x + 12 + gap * (k + 0.5)), r.y + 200) for k in range(steps)]
        self.tokens = list(tokens)
        n_items = dice + len(tokens)
        rows = [list(range(n_items))] if n_items <= TRAY_ROW else \
            [list(range(dice)), list(range(dice, n_items))]
        widest = max(len(row) for row in rows)
        step = min(96, (r.w - 24) // max(1, widest))
        size = min(84, step - 10)
        self.item_size = size
        self.tray_y = r.y + 302                         # "Your dice and tokens"
        self.item_rects: list[tuple[ItemKey, pygame.Rect]] = []
        for k, row in enumerate(rows):
            x0 = r.centerx - step * (len(row) - 1) / 2
            for j, i in enumerate(row):
                rr = pygame.Rect(0, 0, size, size)
                rr.center = (int(x0 + step * j), r.y + 362 + 112 * k)
                key: ItemKey = ("die", i) if i < dice else ("token", i - dice)
                self.item_rects.append((key, rr))
        self.done_rect = pygame.Rect(0, 0, 300, 84)
        self.done_rect.midbottom = (r.centerx, r.bottom - 20)

    # ------------------------------------------------------------------ model
    def items(self, view: Mapping[str, Any], seat: int) -> list[Item]:
        code = _code(view, seat)
        dice = view["dice"][seat]
        used_dice = {s["die"] for s in code if s.get("die") is not None}
        placed = [s["token"] for s in code if s.get("token")]
        seen: dict[str, int] = {}
        out = []
        for key, rr in self.item_rects:
            if key[0] == "die":
                i = key[1]
                if i >= len(dice):
                    continue
                out.append(Item(key, "die", dice[i], i in used_dice, rr))
            else:
                n = key[1]
                if n >= len(self.tokens):
                    continue
                tok = self.tokens[n]
                seen[tok] = seen.get(tok, 0) + 1
                out.append(Item(key, tok, 0, seen[tok] <= placed.count(tok), rr))
        return out

    def slot_rect(self, k: int) -> pygame.Rect:
        r = pygame.Rect(0, 0, self.slot_r * 2, self.slot_r * 2)
        r.center = self.slots[k]
        return r

    def hit(self, pos: tuple[float, float], view: Mapping[str, Any], seat: int) -> Spot | None:
        for it in self.items(view, seat):
            if it.rect.inflate(10, 10).collidepoint(pos):
                return Spot.of_item(it.key)
        for k, c in enumerate(self.slots):
            if math.dist(pos, c) <= self.slot_r:
                return Spot.of_step(k)
        if self.done_rect.collidepoint(pos):
            return DONE
        return None

    def focusables(self, view: Mapping[str, Any], seat: int) -> list[tuple[Spot, tuple[int, int]]]:
        out = [(Spot.of_item(it.key), it.rect.center) for it in self.items(view, seat)]
        out += [(Spot.of_step(k), c) for k, c in enumerate(self.slots)]
        out.append((DONE, self.done_rect.center))
        return out

    def item(self, view: Mapping[str, Any], seat: int, key: ItemKey | None) -> Item | None:
        return next((it for it in self.items(view, seat) if it.key == key), None)

    def action_for(self, view: Mapping[str, Any], seat: int, key: ItemKey,
                   step: int) -> Action | None:
        """What putting item `key` on `step` asks the rules for."""
        it = self.item(view, seat, key)
        if it is None:
            return None
        if it.is_die:
            return PlaceDie(step, key[1])
        return PlaceToken(step, it.kind)

    def steps_used(self, view: Mapping[str, Any], seat: int) -> int:
        return sum(1 for s in _code(view, seat) if s.get("die") is not None or s.get("token"))

    def first_slot_for(self, view: Mapping[str, Any], seat: int, key: ItemKey,
                       legal: Collection[Action]) -> int:
        """The first step the rules let this item go on (the cursor goes there)."""
        for k in range(self.steps):
            a = self.action_for(view, seat, key, k)
            if a in legal:
                return k
        return 0

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface, view: Mapping[str, Any], seat: int, colour: Colour,
             name: str, focus: Spot | None, held: ItemKey | None,
             drag_pos: tuple[int, int] | None = None, drop_slot: int | None = None,
             locked: bool = False, t: float = 0.0, show_focus: bool = True) -> None:
        r = self.rect
        pygame.draw.rect(surf, (0, 0, 0), r.move(6, 8), border_radius=28)
        pygame.draw.rect(surf, PAPER, r, border_radius=28)
        pygame.draw.rect(surf, colour, r, width=6, border_radius=28)
        title = f"{name}'s secret code"
        draw_text(surf, title, fit_size(title, 40, r.w - 50), INK, (r.centerx, r.y + 36))
        used = self.steps_used(view, seat)
        sub = ("Locked! Wait for the others." if locked else
               f"{used} of {self.steps} steps used")
        draw_text(surf, sub, fit_size(sub, 30, r.w - 40), (110, 80, 50), (r.centerx, r.y + 80))
        code = _code(view, seat)
        dice = view["dice"][seat]
        # the steps
        for k, c in enumerate(self.slots):
            if k:
                a = self.slots[k - 1][0] + self.slot_r + 4
                b = c[0] - self.slot_r - 4
                if b - a > 12:
                    mid = (a + b) // 2
                    pygame.draw.polygon(surf, (190, 160, 120), [(mid - 8, c[1] - 12), (mid - 8, c[1] + 12),
                                                                (mid + 8, c[1])])
            hot = drop_slot == k
            pygame.draw.polygon(surf, (170, 140, 100), _hex_points((c[0] + 4, c[1] + 6), self.slot_r))
            pygame.draw.polygon(surf, (255, 236, 160) if hot else (236, 226, 200),
                                _hex_points(c, self.slot_r))
            pygame.draw.polygon(surf, theme.ACCENT if hot else (150, 120, 80),
                                _hex_points(c, self.slot_r), 6 if hot else 4)
            tag = pygame.Rect(0, 0, min(100, 2 * self.slot_r + 4), 36)
            tag.midbottom = (c[0], c[1] - self.slot_r + 6)
            pygame.draw.rect(surf, colour, tag, border_radius=18)
            label = f"Step {k + 1}"
            draw_text(surf, label, fit_size(label, 26, tag.w - 8), (255, 255, 255), tag.center)
            step = code[k] if k < len(code) else {}
            die, tok = step.get("die"), step.get("token")
            s = int(self.slot_r * 1.1)
            if die is not None and tok:
                ti = token_img(tok, int(s * 0.78))
                surf.blit(ti, ti.get_rect(center=(c[0] + s // 3, c[1] + s // 4)))
                di = die_img(dice[die], colour, int(s * 0.9))
                surf.blit(di, di.get_rect(center=(c[0] - s // 6, c[1] - s // 8)))
            elif die is not None:
                di = die_img(dice[die], colour, s)
                surf.blit(di, di.get_rect(center=c))
            elif tok:
                ti = token_img(tok, s)
                surf.blit(ti, ti.get_rect(center=c))
            else:
                draw_text(surf, "empty", 24, (170, 150, 120), c)
            if show_focus and focus == Spot.of_step(k):
                pygame.draw.polygon(surf, theme.ACCENT, _hex_points(c, self.slot_r + 10), 8)
        # the tray
        draw_text(surf, "Your dice and tokens", 28, (110, 80, 50), (r.centerx, self.tray_y))
        for it in self.items(view, seat):
            if it.key == held:
                continue
            if it.used:
                pygame.draw.circle(surf, (225, 212, 185), it.rect.center, it.rect.w // 2 - 6)
                continue
            img = die_img(it.value, colour, it.rect.w) if it.is_die else token_img(it.kind, it.rect.w)
            surf.blit(img, it.rect)
            if not it.is_die:
                draw_text(surf, TOKEN_WORDS[it.kind], 24, INK, (it.rect.centerx, it.rect.bottom + 15))
            if show_focus and focus == Spot.of_item(it.key):
                pygame.draw.rect(surf, theme.ACCENT, it.rect.inflate(16, 16), width=6, border_radius=18)
        # Done
        d = self.done_rect
        hot = show_focus and focus == DONE
        pygame.draw.rect(surf, (0, 0, 0), d.move(4, 6), border_radius=26)
        pygame.draw.rect(surf, (70, 180, 90) if not locked else (150, 160, 150), d, border_radius=26)
        pygame.draw.rect(surf, INK, d, width=4, border_radius=26)
        label = "Done!" if not locked else "Locked"
        icon = image("ui/icon_lock" if locked else "ui/icon_check", (54, 54))
        surf.blit(icon, (d.x + 30, d.centery - 27))
        draw_text(surf, label, 44, (255, 255, 255), (d.centerx + 30, d.centery), shadow=True)
        if hot:
            pygame.draw.rect(surf, theme.ACCENT, d.inflate(16, 16), width=6, border_radius=30)
        # what is held (pad) or dragged (mouse)
        up = self.item(view, seat, held)
        if up is not None:
            pos: tuple[int, int]
            if drag_pos is not None:
                pos = drag_pos
            elif focus is not None and focus.kind == "slot":
                c = self.slots[focus.step]
                pos = (c[0], c[1] - self.slot_r - 30 + int(6 * math.sin(t * 6)))
            else:
                pos = (up.rect.centerx, up.rect.centery - 40 + int(6 * math.sin(t * 6)))
            img = die_img(up.value, colour, int(up.rect.w * 1.1)) if up.is_die else \
                token_img(up.kind, int(up.rect.w * 1.1))
            surf.blit(img, img.get_rect(center=pos))
