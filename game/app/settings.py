"""Player settings, kept as JSON in the user's config folder."""
from __future__ import annotations

import json
import math
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from .paths import config_dir

ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0)
BOT_SPEEDS = ("slow", "normal", "fast")
BOT_DELAY = {"slow": 1.4, "normal": 0.8, "fast": 0.25}  # seconds a bot "thinks" on screen


@dataclass
class Settings:
    fullscreen: bool = True
    volume: float = 0.7          # 0..1
    music: bool = True
    colour_blind: bool = False   # Okabe-Ito colours plus a shape per seat
    animation_speed: float = 1.0
    bot_speed: str = "normal"

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> tuple["Settings", str | None]:
        """Settings and, if the file was unusable, a message saying so."""
        p = cls.path()
        if not p.exists():
            return cls(), None
        try:
            if p.stat().st_size > 64 * 1024:
                raise ValueError("the file is far too big")
            data = json.loads(p.read_text(encoding="utf-8"))
            if not isinstance(data, dict):
                raise ValueError("not an object")
        except RecursionError:
            return cls(), "Settings could not be read (nested too deeply); using the defaults."
        except (OSError, ValueError) as exc:
            return cls(), f"Settings could not be read ({exc}); using the defaults."
        s = cls()
        for f in fields(cls):
            want, got = type(getattr(s, f.name)), data.get(f.name)
            if want is float and (type(got) is int or type(got) is float):
                try:
                    value = float(got)
                except OverflowError:  # a number too big for a float
                    continue
                if math.isfinite(value):
                    setattr(s, f.name, value)
            elif type(got) is want:
                setattr(s, f.name, got)
        s.volume = min(1.0, max(0.0, float(s.volume)))
        if s.animation_speed not in ANIMATION_SPEEDS:
            s.animation_speed = 1.0
        if s.bot_speed not in BOT_SPEEDS:
            s.bot_speed = "normal"
        return s, None

    def save(self) -> str | None:
        """None when saved; else why not (a read-only home must not stop play)."""
        from game.core.record import atomic_write   # not needed to start the arcade
        try:
            atomic_write(self.path(), json.dumps(asdict(self), indent=2))
        except OSError as exc:
            return f"Settings cannot be saved ({exc.strerror or exc}): they last until you quit."
        return None

    @property
    def bot_delay(self) -> float:
        return BOT_DELAY[self.bot_speed]
