"""bot255 bots: random, easy, medium, hard. They write real programs.

Bots see only `(view, legal actions)`: their own hand (so their library and
memory), the world and every bot's place in it, never another hand or
program. Every program a bot runs comes from the synthesiser
(`rules.bot255.synth.best_program`): the most points one run can take with
the commands the hand teaches, within its memory, then the fewest lines. The
levels differ in the work the search may spend and in judgement:

- random: uniform over the legal actions (the rules' suggested programs).
- easy: a small search budget; it runs whatever takes a bit, most of the
  time, and otherwise draws the top card of the deck; it plays Steal Turn on
  a coin flip and picks cards at random.
- medium: a bigger budget; it runs when the program takes every bit left, or
  three or more, or someone is close to finishing; it draws a useful face-up
  card (a command it lacks, memory, an Upgrade), plays its Steal, Search and
  Swap cards for the cards it wants, and discards what it values least.
- hard: the full budget (hard finds a single program for all 8 bits whenever
  its library and memory allow one, see synth); it waits for the cards that
  make one long run worth 255 unless a rival is close, counts what each card
  adds to its best program, and plays Steal Turn when the announcer has few
  bits left.

Work is counted, never timed: the synthesiser's `Work`. In a reaction window
every bot decides from the table alone (how close the announcer is), the
same way whether or not it holds Steal Turn, so the answer tells nothing.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from game.ai.base import RandomBot, Work, bot_rng
from game.core.actions import Action
from game.core.grid import Cell
from game.rules.bot255.actions import (
    Blind,
    Discard,
    Draw,
    Give,
    Pick,
    Play,
    React,
    Run,
    program_text,
)
from game.rules.bot255.deck import card
from game.rules.bot255.synth import Found, best_program
from game.rules.bot255.world import BITS, Bot, World


@dataclass(frozen=True)
class Profile:
    work: int              # synthesiser work a program
    run_bits: int          # run when a program takes this many bits (or every bit left)
    careful: bool          # weighs cards and rivals; else rules of thumb and coin flips


PROFILES = {"easy": Profile(15_000, 1, False), "medium": Profile(60_000, 3, True),
            "hard": Profile(200_000, 5, True)}
# what a card is worth to a hand that lacks it (code: a command it adds)
TEACH_VALUE = {"repeat": 9.0, "while": 8.0, "if": 5.0, "else": 2.0}
PLAY_VALUE = {"steal_turn": 4.0, "steal_blind": 3.5, "steal_look": 3.0, "search": 3.0,
              "swap": 1.5, "spy": 1.0}


def _bot(d: Mapping[str, Any]) -> Bot:
    return Bot(Cell(*d["cell"]), d["facing"], frozenset(Cell(*c) for c in d["taken"]))


def card_value(cid: str, hand: Sequence[str]) -> float:
    """What a card adds to a hand (the hand may already hold it: then what it
    is worth there)."""
    c = card(cid)
    others = [card(h) for h in hand if h != cid]
    if c.kind == "code":
        if any(o.kind == "code" and o.teaches == c.teaches for o in others):
            return 0.3
        if c.teaches == "else" and not any(o.teaches == "if" for o in others):
            return 1.0
        return TEACH_VALUE.get(c.teaches or "", 1.0)
    if c.kind == "memory":
        ups = sum(1 for o in others if o.kind == "upgrade")
        return 1.2 * c.lines * 2 ** ups
    if c.kind == "upgrade":
        base = 4 + sum(o.lines for o in others if o.kind == "memory")
        return 1.0 + 0.8 * base
    return PLAY_VALUE.get(c.kind, 1.0)


class Bot255Bot:
    def __init__(self, kind: str, seat: int, seed: int = 0):
        self.kind, self.seat = kind, seat
        self.profile = PROFILES[kind]
        self.rng = bot_rng(seed, seat, kind)
        self._best: tuple[Any, Found] | None = None

    # --- programs -----------------------------------------------------------------
    def best(self, view: Mapping[str, Any]) -> Found:
        """The best program for the bot's seat now (remembered for the same position
        and hand)."""
        me = view["players_state"][self.seat]
        key = (view["round"], view["world"]["start"], tuple(me["bot"]["cell"]),
               me["bot"]["facing"], len(me["bot"]["taken"]), view["memory"],
               tuple(view["library"]))
        if self._best is None or self._best[0] != key:
            world = World.from_json(view["world"])
            found = best_program(world, _bot(me["bot"]), frozenset(view["library"]),
                                 int(view["memory"]), Work(self.profile.work))
            self._best = (key, found)
        return self._best[1]

    def _run(self, found: Found) -> Run:
        return Run(program_text(found.program))

    # --- deciding -----------------------------------------------------------------------
    def choose(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        step = view["step"]
        if step == "puzzle":
            found = self.best(view)
            return self._run(found) if found.bits else legal[0]
        if step == "react":
            return self._react(view, legal)
        if step == "penalty":
            return self.rng.choice(list(legal))
        if step == "start":
            found = self.best(view)
            if found.bits and self._should_run(view, found):
                return self._run(found)
            walk = next((a for a in legal if isinstance(a, Run)), None)
            if not found.bits and walk is not None and self.profile.careful:
                # no program reaches a bit yet: walking closer is free (step 2 follows)
                return walk
            return self._step_two(view, legal)
        if step == "act":
            return self._step_two(view, legal)
        hand = list(view["cards"]["hand"])
        if step == "pick":
            picks = [a for a in legal if isinstance(a, Pick)]
            if not self.profile.careful:
                return self.rng.choice(picks)
            return max(picks, key=lambda a: (card_value(a.card, hand + [a.card]), a.card))
        if step == "give":
            gives = [a for a in legal if isinstance(a, Give)]
            weak = tuple(c for c in hand if card_value(c, hand) < 2.0)
            fits = [a for a in gives if set(a.cards) <= set(weak)]
            return max(fits or gives, key=lambda a: (len(a.cards), a.cards))
        if step == "spy_draw":
            return self._draw(view, legal)
        if step == "discard":
            discards = [a for a in legal if isinstance(a, Discard)]
            return min(discards, key=lambda a: (card_value(a.card, hand), a.card))
        return legal[0]

    def _rivals_close(self, view: Mapping[str, Any]) -> bool:
        """Someone else is a run or two from taking the last bits."""
        for s, p in enumerate(view["players_state"]):
            if s != self.seat and BITS - len(p["bot"]["taken"]) <= 3:
                return True
        return view["round_turns"] > 12 * view["players"]

    def _should_run(self, view: Mapping[str, Any], found: Found) -> bool:
        if found.complete:
            return True
        if not self.profile.careful:
            return self.rng.random() < 0.7
        if self._rivals_close(view):
            return True
        return found.bits >= self.profile.run_bits

    def _react(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        # decided from the table alone (the same for every bot whatever it holds)
        them = view["players_state"][view["turn"]]
        left = BITS - len(them["bot"]["taken"])
        if not self.profile.careful:
            want = self.rng.random() < 0.5
        else:
            want = left <= (3 if self.kind == "medium" else 4)
        return React(True) if (want and React(True) in legal) else React(False)

    def _useful(self, cid: str, hand: Sequence[str]) -> float:
        return card_value(cid, list(hand) + [cid])

    def _draw(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        hand = view["cards"]["hand"]
        discard = view["cards"]["discard"]
        if Draw("discard") in legal and discard and self.profile.careful and \
                self._useful(discard[-1], hand) >= 4.0:
            return Draw("discard")
        if Draw("deck") in legal:
            return Draw("deck")
        return next(a for a in legal if isinstance(a, Draw))

    def _step_two(self, view: Mapping[str, Any], legal: Sequence[Action]) -> Action:
        plays = [a for a in legal if isinstance(a, Play)]
        if self.profile.careful and plays:
            hand = view["cards"]["hand"]
            counts = view["cards"]["hand_counts"]
            for a in sorted(plays, key=lambda a: a.card):
                kind = card(a.card).kind
                if kind == "steal_blind":
                    return a
                if kind == "steal_look":
                    # the fullest hand holds the most to choose from
                    best = max((p for p in plays if p.card == a.card),
                               key=lambda p: (counts[p.target], -p.target))
                    return best
                if kind == "search" and a.pile == "deck" and self.kind == "hard":
                    return a
                if kind == "swap" and a.pile == "deck" and \
                        sum(1 for c in hand if card_value(c, hand) < 2.0) >= 2:
                    return a
        draws = [a for a in legal if isinstance(a, Draw)]
        if not draws:
            return self.rng.choice(list(legal))
        return self._draw(view, legal)


def make_bot(kind: str, seat: int, seed: int) -> Any:
    if kind == "random":
        return RandomBot(seat, seed)
    if kind in PROFILES:
        return Bot255Bot(kind, seat, seed)
    raise ValueError(f"no bot255 bot of kind {kind!r}")


__all__ = ["PROFILES", "Blind", "Bot255Bot", "card_value", "make_bot"]
