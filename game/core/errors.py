"""Errors every game shares: each carries a sentence a child can read."""
import re

_LONG_WORD = re.compile(r"\S{81,}")


def fit(message: str, limit: int = 400) -> str:
    """A refusal quotes what it refuses; a value of 100,000 characters (an
    edited log, a pasted argument) must not be repeated whole on the screen or
    in the terminal, so long words and long messages are cut."""
    message = _LONG_WORD.sub(lambda m: m.group()[:79] + "…", message)
    return message if len(message) <= limit else message[:limit - 1] + "…"


class IllegalAction(Exception):
    """An action the rules forbid. The state is left unchanged.

    `reason` is one short sentence for the screen ("That coin was just
    flipped: you can't flip it straight back.").
    """

    def __init__(self, reason: str):
        reason = fit(reason)
        super().__init__(reason)
        self.reason = reason


class _Sentence(ValueError):
    def __init__(self, message: object = "", *rest: object):
        super().__init__(fit(str(message)), *rest)


class BadSetup(_Sentence):
    """A match set-up the rules cannot start (wrong seat count, bad variant)."""


class BadMap(BadSetup):
    """A set-up whose map file is missing or broken: the match itself may be
    fine, and can go on once the map is mended."""


class BadRecord(_Sentence):
    """A save or log file that cannot be read or does not replay."""
