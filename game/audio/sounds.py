"""Short sound effects. Silent (never crashing) when there is no audio device."""
from __future__ import annotations

import pygame

from game.resources import ASSETS


class Sounds:
    def __init__(self, volume: float = 0.7):
        self.volume = volume
        self._cache: dict[str, pygame.mixer.Sound | None] = {}
        self.ok = False
        self.played: list[str] = []  # for tests: what was asked to play, in order

    def init(self) -> None:
        try:
            pygame.mixer.init(22050, -16, 1, 512)
            self.ok = True
        except pygame.error as exc:
            import logging  # only when it is needed: start-up is not slowed by it
            logging.getLogger(__name__).info("no audio: %s", exc)

    def set_volume(self, v: float) -> None:
        self.volume = v
        for s in self._cache.values():
            if s is not None:
                s.set_volume(v)

    def play(self, name: str) -> None:
        self.played.append(name)
        del self.played[:-50]
        if not self.ok or self.volume <= 0:
            return
        snd = self._cache.get(name, False)
        if snd is False:
            try:
                snd = pygame.mixer.Sound(str(ASSETS / "sounds" / f"{name}.wav"))
                snd.set_volume(self.volume)
            except (FileNotFoundError, pygame.error):
                snd = None
            self._cache[name] = snd
        if isinstance(snd, pygame.mixer.Sound):
            snd.play()
