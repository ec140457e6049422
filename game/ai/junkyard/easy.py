"""The easy bot: rules of thumb (see the package's docstring)."""
from __future__ import annotations

from typing import Any

from game.ai.base import bot_rng
from game.ai.junkyard.boards import _locate
from game.core.actions import Action
from game.rules.junkyard.actions import Done, Play, Spank
from game.rules.junkyard.deck import ATTACK, DEFENSE, JUNK, REINFORCEMENT, SPECIAL, card


class EasyBot:
    kind = "easy"

    def __init__(self, seat: int, seed: int):
        self.seat = seat
        self.rng = bot_rng(seed, seat, "easy")
        self.last_work: dict[str, int] = {"work": 0}

    def choose(self, view: dict[str, Any], legal: list[Action]) -> Action:
        me, r = self.seat, self.rng
        if view["window"] is not None:
            coin = r.random() < 0.5          # always flipped: the same work either way
            pick = r.random()
            plays = [a for a in legal if isinstance(a, Play) and card(a.card).type == DEFENSE]
            fight = view["fight"] or {}
            if coin and plays and fight.get("attacker") != me:
                return plays[int(pick * len(plays))]
            return Done()
        if view["asking"] is not None:
            return r.choice(legal)
        phase = view["phase"]
        plays = [a for a in legal if isinstance(a, Play)]
        if phase == "build":
            junk = [a for a in plays if card(a.card).type == JUNK]
            if junk:
                return max(junk, key=lambda a: (card(a.card).height, a.card))
            reinf = [a for a in plays if card(a.card).type == REINFORCEMENT]
            if reinf:
                return reinf[0]
        if phase == "spank" and Spank() in legal:
            return Spank()
        specials = [a for a in plays if card(a.card).type == SPECIAL]
        if specials and r.random() < 0.15:
            return r.choice(specials)
        if phase == "attack":
            attacks = [a for a in plays if card(a.card).type == ATTACK and (
                not a.target or (_locate(view, a.target) or (me, 0))[0] != me)]
            if attacks and r.random() < 0.5:
                return r.choice(attacks)
        return Done()
