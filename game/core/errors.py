"""Errors every game shares: each carries a sentence a child can read."""


class IllegalAction(Exception):
    """An action the rules forbid. The state is left unchanged.

    `reason` is one short sentence for the screen ("That coin was just
    flipped: you can't flip it straight back.").
    """

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class BadSetup(ValueError):
    """A match set-up the rules cannot start (wrong seat count, bad variant)."""


class BadRecord(ValueError):
    """A save or log file that cannot be read or does not replay."""
