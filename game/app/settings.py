"""Player settings, kept as JSON in the user's config folder."""
from __future__ import annotations

import math
from pathlib import Path

from .paths import config_dir

ANIMATION_SPEEDS = (0.5, 1.0, 1.5, 2.0)
BOT_SPEEDS = ("slow", "normal", "fast")
BOT_DELAY = {"slow": 1.4, "normal": 0.8, "fast": 0.25}  # seconds a bot "thinks" on screen


# Each setting and its default. Settings is a plain class over this table, not a
# dataclass, and json is imported only to read or write a file: both were
# start-up work before the title screen's first frame (issue 20).
DEFAULTS: dict[str, object] = {
    "fullscreen": True,
    "volume": 0.7,              # 0..1
    "music": True,
    "colour_blind": False,      # Okabe-Ito colours plus a shape per seat
    "animation_speed": 1.0,
    "bot_speed": "normal",
    "attract": True,            # a bot match plays on a title screen left alone for a minute
}


class Settings:
    fullscreen: bool
    volume: float
    music: bool
    colour_blind: bool
    animation_speed: float
    bot_speed: str
    attract: bool

    def __init__(self, **values: object) -> None:
        unknown = set(values) - set(DEFAULTS)
        if unknown:
            raise TypeError(f"no such setting: {', '.join(sorted(unknown))}")
        for name, default in DEFAULTS.items():
            setattr(self, name, values.get(name, default))

    def as_dict(self) -> dict[str, object]:
        return {name: getattr(self, name) for name in DEFAULTS}

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Settings) and self.as_dict() == other.as_dict()

    def __repr__(self) -> str:
        return f"Settings({', '.join(f'{k}={v!r}' for k, v in self.as_dict().items())})"

    @staticmethod
    def path() -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls) -> tuple["Settings", str | None]:
        """Settings and, if the file was unusable, a message saying so."""
        p = cls.path()
        if not p.exists():
            return cls(), None
        import json
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
        for name in DEFAULTS:
            want, got = type(getattr(s, name)), data.get(name)
            if want is float and (type(got) is int or type(got) is float):
                try:
                    value = float(got)
                except OverflowError:  # a number too big for a float
                    continue
                if math.isfinite(value):
                    setattr(s, name, value)
            elif type(got) is want:
                setattr(s, name, got)
        s.volume = min(1.0, max(0.0, float(s.volume)))
        if s.animation_speed not in ANIMATION_SPEEDS:
            s.animation_speed = 1.0
        if s.bot_speed not in BOT_SPEEDS:
            s.bot_speed = "normal"
        return s, None

    def save(self) -> str | None:
        """None when saved; else why not (a read-only home must not stop play)."""
        import json

        from game.core.record import atomic_write   # not needed to start the arcade
        try:
            atomic_write(self.path(), json.dumps(self.as_dict(), indent=2))
        except OSError as exc:
            return f"Settings cannot be saved ({exc.strerror or exc}): they last until you quit."
        return None

    @property
    def bot_delay(self) -> float:
        return BOT_DELAY[self.bot_speed]
