"""Look at the physics animations: saves a contact sheet of a tower fall and a shot.

    SDL_VIDEODRIVER=dummy .venv/bin/python tests/support/physics_demo.py out.png [seed]
"""
from __future__ import annotations

import os
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))

import pygame  # noqa: E402

from game.physics import Block, shot, stack, tower_fall  # noqa: E402
from game.physics.draw import draw_frame  # noqa: E402


def colour(key) -> tuple[int, int, int]:
    if key == "shot":
        return (250, 210, 40)
    if isinstance(key, int):
        return (70 + (key * 53) % 180, 70 + (key * 97) % 180, 70 + (key * 31) % 180)
    return (120, 200, 120)


def sheet(path: str, seed: int = 1, cols: int = 8) -> None:
    blocks = stack([(i, 110 + (i * 37) % 60, 26 + (i * 11) % 25) for i in range(15)], 960, 900)
    fall = tower_fall(blocks, {4: 0.0, 9: 0.3}, seed=seed)
    planks = [Block(("plank", i), 44, 16, 1500 + (i - 1) * 46, 690) for i in range(3)]
    throw = shot((300, 850), (1500, 700), seed=seed, debris=planks, ground_y=900)
    out = pygame.Surface((cols * 480, 2 * 270))
    frame = pygame.Surface((1920, 1080))
    for row, pb in enumerate((fall, throw)):
        for c in range(cols):
            frame.fill((24, 26, 36))
            pygame.draw.line(frame, (90, 90, 90), (0, 900), (1920, 900), 2)
            draw_frame(frame, pb, pb.pose_at(pb.duration * c / (cols - 1)), colour)
            out.blit(pygame.transform.smoothscale(frame, (480, 270)), (c * 480, row * 270))
    pygame.image.save(out, path)
    print(f"tower fall {fall.duration:.2f} s, shot {throw.duration:.2f} s -> {path}")


if __name__ == "__main__":
    sheet(sys.argv[1] if len(sys.argv) > 1 else "physics-demo.png",
          int(sys.argv[2]) if len(sys.argv) > 2 else 1)
