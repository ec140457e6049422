"""The end of a match: every tower as it stood beside the monkey's height."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.rules.junkyard.deck import card
from game.ui import theme
from game.ui.assets import image
from game.ui.badges import draw_badge
from game.ui.widgets import draw_text, fit_size

from .faces import INK_DARK, card_colour
from .layout import DIRT

if TYPE_CHECKING:
    from .scene import JunkyardScene


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
