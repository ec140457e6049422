"""A bot's decision computed off the main thread, so frames keep coming while it
thinks. The worker gets the seat's own view and legal actions, nothing else."""
from __future__ import annotations

import threading
from typing import Any

from game.core.actions import Action


class BotWorker:
    """Computes one bot decision on a daemon thread from the seat's own view."""

    def __init__(self, bot: Any, seat: int, view: dict, legal: list[Action], key: Any):
        self.bot, self.seat, self.view, self.legal, self.key = bot, seat, view, legal, key
        self.result: Action | None = None
        self.error: BaseException | None = None
        self.elapsed = 0.0
        self._done = threading.Event()
        self.thread = threading.Thread(target=self._run, name=f"bot-{seat}", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self.result = self.bot.choose(self.view, self.legal)
        except BaseException as exc:  # a bot bug must never freeze the table
            self.error = exc
        finally:
            self._done.set()

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)
