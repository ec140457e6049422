"""Drawing a playback with pygame: the last frame shows the blocks where the rules put them."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.physics import restack, shot, stack, tower_fall  # noqa: E402
from game.physics.draw import blit_rotated, draw_frame  # noqa: E402

BG = (20, 20, 30)


@pytest.fixture
def screen():
    pygame.display.init()
    try:
        yield pygame.display.set_mode((640, 480))
    finally:
        pygame.display.quit()


def colour(key) -> tuple[int, int, int]:
    return (40 + 50 * key, 200 - 40 * key, 120) if isinstance(key, int) else (250, 220, 0)


def test_last_frame_shows_each_block_at_its_target(screen):
    blocks = stack([(i, 120 - 10 * i, 30) for i in range(4)], 320, 440)
    pb = tower_fall(blocks, [1], seed=5, off_y=480)
    targets = restack(blocks, [1])
    for t in (0.0, pb.duration / 3, pb.duration / 2):  # every frame draws
        screen.fill(BG)
        draw_frame(screen, pb, pb.pose_at(t), colour)
    screen.fill(BG)
    draw_frame(screen, pb, pb.pose_at(pb.duration), colour)
    for key, (x, y, _) in targets.items():
        assert screen.get_at((round(x), round(y)))[:3] == colour(key)
        w, h = next((b.w, b.h) for b in blocks if b.key == key)
        assert screen.get_at((round(x), round(y - h / 2 + 2)))[:3] == colour(key)   # top edge
        assert screen.get_at((round(x + w / 2 + 3), round(y)))[:3] == BG            # right side
    assert screen.get_at((320, 440 - 3 * 30 - 5))[:3] == BG  # the pile is one card lower
    assert screen.get_at((320, 440 + 10))[:3] == BG


def test_shot_and_rotated_picture(screen):
    pb = shot((40, 400), (600, 300), seed=2, radius=10, spin=0)
    screen.fill(BG)
    draw_frame(screen, pb, pb.pose_at(pb.duration), {"shot": (250, 220, 0)})
    assert screen.get_at((600 - 6, 300 - 6))[:3] == (250, 220, 0)
    assert screen.get_at((40, 400))[:3] == BG
    card = pygame.Surface((40, 20))
    card.fill((0, 200, 0))
    rect = blit_rotated(screen, card, (100, 100, 0.5))
    assert rect.center == (100, 100) and rect.width > 40
    assert screen.get_at((100, 100))[:3] == (0, 200, 0)
