"""bot255's invariants: everything a legal match can never break.

`problems(state)` lists every broken invariant in words (empty when the
state is fine); the fuzz tests and `tools/soak.py bot255` call it after every
action, and `leaks(state)` checks what each seat sees.

  cards    every card of the deck in exactly one place (deck, discard, a
           hand, the table); at most six in a hand, except the acting
           player's while a draw waits for its discard or a Steal's cards
           wait for the pick; the table holds only the card being resolved;
           never an empty deck beside a discard pile (it is refilled at once)
  bots     each on its own copy of the world: on the grid, never on a wall
           or a bug; the bits it holds are the world's
  points   never negative; a round's points at most 255; a total at most
           255 a round played
  turns    the seats asked to act are players, and some are asked while the
           match goes on; a reaction window waits for everyone but the
           announcer; a puzzle's runs within its limit; an ended match names
           its reason and its winners
`keen_choice` is a random player that often runs the rules' first suggested
program (the road to the nearest bit), so its rounds end by a bot taking all
8 bits far more often than by the safety stop.

Pure Python, no pygame.
"""
from __future__ import annotations

import json
import random
from typing import Any

from game.core.seats import SYSTEM

from .actions import Clock, Run
from .clock import TIMEKEEPER
from .state import PUZZLE_RUNS, Bot255State

HAND_LIMIT = 6


def problems(s: Bot255State) -> list[str]:
    out: list[str] = []
    if s.cards is not None:
        try:
            s.cards.check()
        except AssertionError as e:
            out.append(f"cards: {e}")
        for seat, hand in enumerate(s.cards.hands):
            extra_ok = seat == s.turn and s.step in ("discard", "pick")
            if len(hand) > HAND_LIMIT and not extra_ok:
                out.append(f"cards: seat {seat} holds {len(hand)} cards")
        if s.cards.table and s.step not in ("pick", "give", "spy_draw"):
            out.append(f"cards: {s.cards.table} left on the table in step {s.step}")
        if len(s.cards.table) > 1:
            out.append(f"cards: {len(s.cards.table)} cards on the table")
        if not s.cards.deck and s.cards.discard and not s.over:
            out.append(f"cards: an empty deck beside {len(s.cards.discard)} discards")
    w = s.world
    for seat, p in enumerate(s.players):
        b = p.bot
        if not w.inside(b.cell) or b.cell in w.walls or b.cell in w.bugs:
            out.append(f"bots: seat {seat}'s bot stands on {list(b.cell)}")
        if not b.taken <= w.bits:
            out.append(f"bots: seat {seat} holds bits the world never had")
        if p.points < 0 or not 0 <= p.round_points <= 255:
            out.append(f"points: seat {seat} has {p.points} / {p.round_points}")
        if p.points > 255 * s.round:
            out.append(f"points: seat {seat} has {p.points} after {s.round} rounds")
    acting = s.to_act()
    if s.over:
        if acting or s.end_reason is None:
            out.append("turns: an ended match still asks for moves or gives no reason")
        best = max(p.points for p in s.players)
        if not s.puzzle and s.winners() != [k for k, p in enumerate(s.players)
                                            if p.points == best]:
            out.append("turns: the winners are not the players with the most points")
    else:
        if not acting or not acting <= set(range(s.n)):
            out.append(f"turns: {sorted(acting)} asked to act")
        if s.step == "react" and s.turn in acting:
            out.append("turns: the announcer answers their own announcement")
        if s.puzzle and s.players[0].runs >= PUZZLE_RUNS:
            out.append("turns: a puzzle went past its runs")
        if s.clock_actions > 0 and not s.minutes:
            out.append("turns: a clock moved in a game without a time limit")
        if s.turn_clock_actions > 0 and not s.turn_limit:
            out.append("turns: a turn's clock moved in a game without a turn limit")
        if s.turn_limit and s.step in ("start", "act") and s.turn_clock >= s.turn_limit:
            out.append("turns: a turn went on past its time")
        if s.round > int(s.opts["rounds"]):
            out.append(f"turns: round {s.round} of {s.opts['rounds']}")
    return out


def leaks(s: Bot255State) -> list[str]:
    """What a seat's view shows that it may not know: another hand, another
    player's program, another's answer in a reaction window."""
    out = []
    for seat in [None, *range(s.n)]:
        v = s.view(seat)
        text = json.dumps(v)
        if s.cards is not None:
            seen = set(s.cards.discard) | set(s.cards.table)
            seen |= {c for x in s.verdicts if x for c in x["cards"]}   # shown by Verify
            if v["shown"]:
                seen |= set(json.dumps(v["shown"]).replace('"', " ").split())
            for other in range(s.n):
                if other != seat:
                    hidden = [c for c in s.cards.hands[other] if c not in seen]
                    if any(f'"{c}"' in text for c in hidden):
                        out.append(f"seat {seat} sees a card of seat {other}")
        for other, p in enumerate(s.players):
            if other != seat and p.program and v["players_state"][other]["program"]:
                out.append(f"seat {seat} sees seat {other}'s program")
        if v["my_program"] is not None and seat != s.turn:
            out.append(f"seat {seat} sees the announced program")
    return out


def random_move(s: Bot255State, rng: random.Random, keen: bool) -> tuple[int, Any]:
    """The next move of a random match (the fuzz tests and the soak): the
    table's clock when its model of time says so, and under a turn limit now
    and then a slow player's clock, so turns run out; else a random seat's
    random (or keen) choice."""
    tick = TIMEKEEPER.step(s, None)
    if tick is None and s.turn_limit and s.turn_clock_runs() and rng.random() < 0.15:
        tick = Clock(rng.choice((10, 20, 40)))
    if tick is not None:
        return SYSTEM, tick
    seat = rng.choice(sorted(s.to_act()))
    legal = s.legal_actions(seat)
    if not legal:
        raise AssertionError(f"seat {seat} has no legal action in step {s.step}")
    return seat, keen_choice(s, seat, legal, rng) if keen else rng.choice(legal)


def keen_choice(s: Bot255State, seat: int, legal: list[Any], rng: random.Random) -> Any:
    if s.step in ("puzzle", "start") and rng.random() < 0.5:
        run = next((a for a in legal if isinstance(a, Run)), None)
        if run is not None:
            return run
    return rng.choice(legal)
