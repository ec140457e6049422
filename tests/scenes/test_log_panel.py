"""The log panel keeps showing the newest lines, however long the match runs."""
from __future__ import annotations

import pygame

from game.ui.log_panel import KEEP, LogPanel


def picture(panel: LogPanel, viewer=None) -> bytes:
    surf = pygame.Surface((1920, 1080))
    surf.fill((0, 0, 0))
    panel.draw(surf, viewer)
    return pygame.image.tobytes(surf.subsurface(panel.rect), "RGB")


def test_new_lines_show_after_hundreds_of_lines():
    pygame.font.init()
    panel = LogPanel(pygame.Rect(1400, 760, 500, 300), 26)
    seen = set()
    for k in range(KEEP + 60):
        panel.add(f"Line number {k}", (200, 200, 200))
        if k % 37 == 0 or k > KEEP + 50:
            pic = picture(panel)
            assert pic not in seen, f"the panel did not change after line {k}"
            seen.add(pic)
    assert len(panel.lines) == KEEP and panel.lines[-1].text == f"Line number {KEEP + 59}"


def test_private_lines_only_for_their_seats():
    pygame.font.init()
    panel = LogPanel(pygame.Rect(0, 0, 500, 300), 26)
    panel.add("Everyone sees this")
    panel.add("Red's secret", to=frozenset({0}))
    assert [ln.text for ln in panel.visible(0)] == ["Everyone sees this", "Red's secret"]
    assert [ln.text for ln in panel.visible(1)] == ["Everyone sees this"]
    assert [ln.text for ln in panel.visible(None)] == ["Everyone sees this"]
    assert picture(panel, 0) != picture(panel, 1) == picture(panel, None)
