"""bot255's match: a solo puzzle (one seat) or the card game (two to six).

A puzzle: the seat runs programs (every command, the puzzle's memory) until
the bot holds all 8 bits; the bot keeps its place and bits between runs, and
each run scores 1, 2, 4, ... for its first, second, third bit. A puzzle
allows PUZZLE_RUNS runs.

The card game, a turn of the rule text:
1. (optional) announce a run. Every other player then answers in a reaction
   window, all at once and whether or not they hold Steal Turn, so the window
   tells nobody who holds one. The first Steal Turn clockwise from the
   announcer takes the turn over: the announcer's turn ends at once and play
   goes on after the stealer. Otherwise the game verifies the program against
   the hand (the Verify pop-up: lines and cards used, never the program). An
   invalid program ends the turn, and each other player, clockwise, takes a
   card unseen from that hand to the bottom of the discard pile. A valid one
   runs on the player's own copy of the world.
2. draw the top card of the deck or the discard pile, or play a Steal (look
   and take; one from everyone, keep one), Swap, Search or Spy card; then
   discard down to six.
A round ends when a bot holds all 8 bits (that player deals the next round)
or, as a safety stop, after ROUND_TURNS turns a player; the match after the
agreed rounds, or at the end of the turn in which an agreed time limit runs
out (the table's clock moves on by Clock actions from seat SYSTEM, see
`clock.py`). The score is every point of every round.

Played cards wait on the table while they resolve and then go to the
discard pile. An empty deck takes the discard pile, shuffled, and turns its
top card face up as the new discard pile.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import combinations
from typing import Any

from game.core.cards import Cards
from game.core.errors import BadSetup, IllegalAction
from game.core.events import Event, event
from game.core.rng import MatchRng
from game.core.seats import SYSTEM
from game.core.state import Setup, State

from . import interpreter
from .actions import (
    CODEC,
    Blind,
    Clock,
    Discard,
    Draw,
    Give,
    Pick,
    Play,
    React,
    Run,
    program_text,
)
from .deck import DECK, HAND_LIMIT, KEPT, card, library, memory, verify
from .generator import generate
from .options import RANDOM, effective, is_code
from .program import lines_used
from .run_text import parse, suggested_runs
from .solver import solvable_problems
from .world import BITS, Bot, World

MIN_PLAYERS, MAX_PLAYERS = 1, 6
PUZZLE_MEMORY = {"simple": 16, "average": 24, "difficult": 32}
PUZZLE_RUNS = 99
ROUND_TURNS = 25            # turns a player in one round: the safety stop
DEAL = 6
PILES = ("deck", "discard")
_DRAWS = {p: Draw(p) for p in PILES}   # made once: listed at nearly every step two


@lru_cache(maxsize=4096)
def _hand_memory(hand: tuple[str, ...]) -> int:
    """memory() of a hand of card ids (asked at every turn's start, for the
    suggested programs)."""
    return memory(card(c) for c in hand)
PLAYABLE = ("steal_look", "steal_blind", "swap", "search", "spy")
MAX_CLOCK_STEP = 3600       # seconds one Clock action may move the table's clock on
CLOCK_STEP = 10             # the table's clock moves on in steps of 10 seconds or more
TURN_STEPS = ("start", "act")   # a turn's time runs out only while its player decides


def clock_actions(minutes: int) -> int:
    """How many Clock actions a time limit allows: enough to reach it in steps of
    CLOCK_STEP seconds (the time keeper never sends smaller ones)."""
    return 0 if not minutes else minutes * 60 // CLOCK_STEP + 2


def turn_clock_actions(limit: int) -> int:
    """How many Clock actions one turn allows under a turn limit of `limit` seconds
    (the turn's first may carry time from before it began, the last may come
    while a card or an answer is awaited)."""
    return 0 if not limit else limit // CLOCK_STEP + 4


@dataclass
class Player:
    bot: Bot
    points: int = 0             # every round so far
    round_points: int = 0
    runs: int = 0               # runs this round
    program: str = ""           # the last program run: its writer's secret

    def to_json(self, own: bool) -> dict[str, Any]:
        return {"bot": self.bot.to_json(), "points": self.points,
                "round_points": self.round_points, "runs": self.runs,
                "program": self.program if own else None}


@dataclass
class Choice:
    """A card being resolved that shows its player some cards to pick from."""
    why: str                    # "steal_look", "steal_blind", "search", "spy"
    seat: int
    source: Any = None          # steal_look: the seat robbed; search: the pile
    taken: dict[str, int] = field(default_factory=dict)   # steal_blind: card -> owner

    def public(self) -> dict[str, Any]:
        out = {"why": self.why, "seat": self.seat, "source": self.source}
        if self.why == "steal_blind":
            out["robbed"] = sorted(self.taken.values())
        return out


def load_world(setup: Setup, opts: Mapping[str, Any], maps: Any, rng: MatchRng
               ) -> tuple[World, int | None]:
    """The first world and, for a named puzzle, its memory."""
    name = opts["world"]
    if name == RANDOM:
        return generate(rng, opts["difficulty"]), None
    if is_code(name):
        from .world import BadWorld
        try:
            w = World.from_code(name, "Custom world")
        except BadWorld as e:
            raise BadSetup(str(e)) from None
        why = solvable_problems(w)
        if why:
            raise BadSetup(why[0])
        return w, None
    if maps is None:
        raise BadSetup(f"The puzzle {name!r} needs the game's level files.")
    loaded = maps.load(name, setup.players)
    return getattr(loaded, "world", loaded), getattr(loaded, "memory", None)


def new_match(setup: Setup, maps: Any = None) -> Bot255State:
    if not MIN_PLAYERS <= setup.players <= MAX_PLAYERS:
        raise BadSetup(f"bot255 is for 1 player (puzzles) or 2 to 6 (the card game), "
                       f"not {setup.players}.")
    opts = effective(setup)
    s = Bot255State(setup, opts)
    s.rng = MatchRng(setup.seed)
    world, mem = load_world(setup, opts, maps, s.rng)
    s.opening = s._start_round(world, mem, first=True)
    return s


def max_actions(setup: Setup) -> int:
    n = setup.players
    if n == 1:
        return PUZZLE_RUNS
    per_turn = 2 * n + 6        # run, answers, penalty picks, play, pick/give, draw, discard
    opts = effective(setup)
    rounds = int(opts["rounds"])
    turns = rounds * (ROUND_TURNS * n + 4)
    return (rounds * (ROUND_TURNS * n * per_turn + 4) + clock_actions(int(opts["minutes"]))
            + turns * turn_clock_actions(int(opts["turn_limit"])))


class Bot255State(State):
    CODEC = CODEC

    def __init__(self, setup: Setup, opts: Mapping[str, Any]):
        self.setup = setup
        self.opts = dict(opts)
        self.n = setup.players
        self.rng = MatchRng(0)
        self.world: World = None  # type: ignore[assignment]
        self.puzzle_memory = 0
        self.players: list[Player] = []
        self.cards: Cards | None = None
        self.round = 0
        self.dealer = 0
        self.turn = 0
        self.step = "start"
        self.round_turns = 0
        self.turns = 0                        # every turn of the match (the time keeper's model)
        self.clock = 0                        # seconds of play, as the table's clock says
        self.clock_actions = 0
        self.time_up = False
        self.turn_clock = 0                   # seconds of this turn, under a turn limit
        self.turn_clock_actions = 0
        self.announced: str | None = None     # the program announced (the announcer's secret)
        self.answers: dict[int, bool] = {}    # each answer is its player's secret
        self.pickers: list[int] = []          # penalty: who still takes a card
        self.choice: Choice | None = None
        self.swap_pile = ""
        self.verdicts: list[dict[str, Any] | None] = []
        self.round_winners: list[int | None] = []
        self.end_reason: str | None = None
        self._winners: list[int] = []
        self.opening: list[Event] = []

    # --- rounds ---------------------------------------------------------------------
    @property
    def puzzle(self) -> bool:
        return self.n == 1

    def _start_round(self, world: World, mem: int | None, first: bool = False) -> list[Event]:
        self.round += 1
        self.world = world
        self.players = [Player(Bot.at_start(world), points=p.points) for p in self.players] \
            or [Player(Bot.at_start(world)) for _ in range(self.n)]
        self.verdicts = [None] * self.n
        self.round_turns = 0
        ev = [event("world", round=self.round, world=world.to_json())]
        if self.puzzle:
            self.puzzle_memory = mem or PUZZLE_MEMORY[self.opts["difficulty"]]
            self.step = "puzzle"
            ev.append(event("puzzle", memory=self.puzzle_memory, runs=PUZZLE_RUNS))
            return ev
        if first:
            self.dealer = self.rng.randint(0, self.n - 1)
        self.cards = Cards([c.id for c in DECK()], self.n)
        ev.append(event("dealer", seat=self.dealer))
        ev += self.deck_cards.shuffle(self.rng)
        ev += self.deck_cards.deal(DEAL, self.rng)
        ev += self.deck_cards.draw_to_discard(1, self.rng).events
        return ev + self._start_turn((self.dealer + 1) % self.n)

    def _end_round(self, winner: int | None, why: str) -> list[Event]:
        self.round_winners.append(winner)
        ev = [event("round_over", round=self.round, winner=winner, why=why,
                    points=[p.round_points for p in self.players])]
        self.step = "between"
        if self.round >= int(self.opts["rounds"]):
            return ev + self._finish("rounds")
        if self.time_up:    # the turn the time ran out in is the last: no new round is dealt
            return ev + self._finish("time")
        self.dealer = winner if winner is not None else (self.dealer + 1) % self.n
        return ev + self._start_round(generate(self.rng, self.opts["difficulty"]), None)

    def _finish(self, why: str) -> list[Event]:
        self.step = "over"
        self.end_reason = why
        if self.puzzle:
            self._winners = [0] if why == "solved" else []
        else:
            best = max(p.points for p in self.players)
            self._winners = [s for s, p in enumerate(self.players) if p.points == best]
        return [event("match_over", why=why, points=[p.points for p in self.players],
                      winners=list(self._winners))]

    def _start_turn(self, seat: int) -> list[Event]:
        if self.time_up:
            return self._finish("time")
        self.turns += 1
        self.round_turns += 1
        if self.round_turns > ROUND_TURNS * self.n:
            return self._end_round(None, "turns")
        self.turn, self.step = seat, "start"
        self.turn_clock = self.turn_clock_actions = 0
        self.announced, self.answers, self.pickers = None, {}, []
        self.choice, self.swap_pile = None, ""
        return [event("turn", seat=seat, round=self.round)]

    def _end_turn(self) -> list[Event]:
        return self._start_turn((self.turn + 1) % self.n)

    # --- who acts -------------------------------------------------------------------------
    @property
    def over(self) -> bool:
        return self.step == "over"

    def scores(self) -> list[float]:
        return [float(p.points) for p in self.players]

    def winners(self) -> list[int]:
        return list(self._winners)

    def to_act(self) -> set[int]:
        if self.step == "over":
            return set()
        if self.step == "react":
            return {s for s in range(self.n) if s != self.turn and s not in self.answers}
        if self.step == "penalty":
            return {self.pickers[0]}
        return {0} if self.puzzle else {self.turn}

    @property
    def deck_cards(self) -> Cards:
        """The card game's cards; a puzzle has none, and a move that needs them
        is refused with a sentence, never an AssertionError (issue 20)."""
        if self.cards is None:
            raise IllegalAction("A puzzle has no cards: it is played by running programs.")
        return self.cards

    def hand(self, seat: int) -> list[str]:
        return self.deck_cards.hands[seat]

    def _may_steal(self, seat: int) -> bool:
        """Once the match's time is up the turn being played is the last, so
        there is no turn left to steal (issue 20's ruling)."""
        return not self.time_up and bool(self._holds(seat, "steal_turn"))

    def _holds(self, seat: int, kind: str) -> list[str]:
        return [c for c in self.hand(seat) if card(c).kind == kind]

    def memory_of(self, seat: int) -> int:
        if self.puzzle:
            return self.puzzle_memory
        return _hand_memory(tuple(self.hand(seat)))

    def library_of(self, seat: int) -> frozenset[str]:
        if self.puzzle:
            return frozenset({"move", "turn", "if", "else", "while", "repeat", "until"})
        return library(card(c) for c in self.hand(seat))

    # --- what may be done ----------------------------------------------------------------
    def legal_actions(self, seat: int) -> list[Any]:
        if seat not in self.to_act():
            return []
        st = self.step
        if st == "puzzle":
            return self._suggested_runs(seat, invalid=False)
        if st == "react":
            return [React(False)] + ([React(True)] if self._may_steal(seat) else [])
        if st == "penalty":
            return [Blind(i) for i in range(len(self.hand(self.turn)))]
        if st == "start":
            return self._suggested_runs(seat, invalid=True) + self._step_two(seat)
        if st == "act":
            return self._step_two(seat)
        if st == "pick":
            return [Pick(c) for c in self._pickable()]
        if st == "give":
            hand = self.hand(seat)
            room = self._pile_size(self.swap_pile) - 1
            return [Give(tuple(g)) for k in range(min(len(hand), room) + 1)
                    for g in combinations(hand, k)]
        if st == "spy_draw":
            return [Draw(p) for p in PILES if self._pile_size(p)]
        if st == "discard":
            return [Discard(c) for c in self.hand(seat)]
        return []

    def _suggested_runs(self, seat: int, invalid: bool) -> list[Run]:
        b = self.players[seat].bot
        return list(suggested_runs(self.world, b, self.memory_of(seat), invalid))

    def _pile_size(self, pile: str) -> int:
        """How many cards a pile can give (the deck: with the discards reshuffled)."""
        if pile == "deck":
            return len(self.deck_cards.deck) + len(self.deck_cards.discard)
        return len(self.deck_cards.discard) if pile == "discard" else 0

    def _step_two(self, seat: int) -> list[Any]:
        out: list[Any] = [_DRAWS[p] for p in PILES if self._pile_size(p)]
        others = [s for s in range(self.n) if s != seat and self.hand(s)]
        for c in self.hand(seat):
            kind = card(c).kind
            if kind == "steal_look":
                out += [Play(c, t) for t in others]
            elif kind == "steal_blind" and others:
                out.append(Play(c))
            elif kind in ("swap", "search"):
                out += [Play(c, -1, p) for p in PILES
                        if (self._pile_size(p) if kind == "swap" else self._pile_len(p))]
            elif kind == "spy" and any(self._pile_size(p) for p in PILES):
                out.append(Play(c))
        return out

    def _pile_len(self, pile: str) -> int:
        return len(self.deck_cards.deck if pile == "deck" else self.deck_cards.discard)

    def _pickable(self) -> list[str]:
        ch = self.choice
        if ch is None:
            return []
        if ch.why == "steal_look":
            return list(self.hand(ch.source))
        if ch.why == "steal_blind":
            return list(ch.taken)
        if ch.why == "search":
            return list(self.deck_cards.deck if ch.source == "deck" else self.deck_cards.discard)
        return []

    def check(self, seat: int, action: Any) -> None:
        if self.over:
            raise IllegalAction("The match is over.")
        if isinstance(action, Clock) or seat == SYSTEM:
            self._check_clock(seat, action)
            return
        if seat not in self.to_act():
            raise IllegalAction("It is not your turn yet.")
        if isinstance(action, Run):
            if self.step not in ("puzzle", "start"):
                raise IllegalAction("You can't run a program now.")
            program = parse(action.program)
            n = lines_used(program)
            if self.puzzle and n > self.puzzle_memory:
                raise IllegalAction(f"The program uses {n} lines but the memory holds "
                                    f"{self.puzzle_memory}.")
            return
        if isinstance(action, React) and self.step == "react" and action.steal \
                and not self._may_steal(seat):
            raise IllegalAction("The time is up: this turn is the last, no turn is left to "
                                "steal." if self.time_up else "You have no Steal Turn card.")
        if self._plainly_legal(seat, action):
            return
        if isinstance(action, Give) and self.step == "give":
            hand = self.hand(seat)
            if len(set(action.cards)) != len(action.cards) or not set(action.cards) <= set(hand):
                raise IllegalAction("Give cards from your own hand, each once.")
            if len(action.cards) + 1 > self._pile_size(self.swap_pile):
                raise IllegalAction(f"The {self.swap_pile} pile can't give that many cards.")
            return
        if action not in self.legal_actions(seat):
            raise IllegalAction(self._why_not(seat, action))

    def _plainly_legal(self, seat: int, a: Any) -> bool:
        """True for a React, Draw, Pick, Discard or Play that `legal_actions(seat)`
        lists now, without listing it all (check asks after its own refusals);
        False says nothing: the full check follows."""
        kind, step = type(a), self.step
        if kind is React:   # React(False), and React(True) when a steal is allowed
            return step == "react" and type(a.steal) is bool and (not a.steal
                                                                 or self._may_steal(seat))
        if kind is Draw:    # step two and a Spy's draw list the piles that can give a card
            return step in ("start", "act", "spy_draw") and a.pile in PILES \
                and bool(self._pile_size(a.pile))
        if kind is Pick:
            return step == "pick" and type(a.card) is str and a.card in self._pickable()
        if kind is Discard:
            return step == "discard" and type(a.card) is str and a.card in self.hand(seat)
        if kind is Play:
            return step in ("start", "act") and self._play_listed(seat, a)
        return False

    def _play_listed(self, seat: int, a: Play) -> bool:
        """Whether _step_two(seat) lists this Play (the same rules, card by card)."""
        if type(a.card) is not str or a.card not in self.hand(seat):
            return False
        kind = card(a.card).kind
        if kind == "steal_look":
            return a.pile == "" and a.target in [s for s in range(self.n)
                                                 if s != seat and self.hand(s)]
        if a.target != -1:
            return False
        if kind == "steal_blind":
            return a.pile == "" and any(self.hand(s) for s in range(self.n) if s != seat)
        if kind in ("swap", "search"):
            return a.pile in PILES and bool(self._pile_size(a.pile) if kind == "swap"
                                            else self._pile_len(a.pile))
        if kind == "spy":
            return a.pile == "" and any(self._pile_size(p) for p in PILES)
        return False

    @property
    def minutes(self) -> int:
        return int(self.opts.get("minutes", 0))

    @property
    def turn_limit(self) -> int:
        return int(self.opts.get("turn_limit", 0))

    def match_clock_runs(self) -> bool:
        return bool(self.minutes) and not self.time_up and \
            self.clock_actions < clock_actions(self.minutes)

    def turn_clock_runs(self) -> bool:
        return bool(self.turn_limit) and self.turn_clock_actions < turn_clock_actions(
            self.turn_limit)

    def _check_clock(self, seat: int, action: Any) -> None:
        if seat != SYSTEM or not isinstance(action, Clock):
            raise IllegalAction("Only the table's clock moves time on.")
        if not self.minutes and not self.turn_limit:
            raise IllegalAction("This game has no time limit.")
        if not 1 <= action.seconds <= MAX_CLOCK_STEP:
            raise IllegalAction(f"The clock moves on by 1 to {MAX_CLOCK_STEP} seconds.")
        if not self.match_clock_runs() and not self.turn_clock_runs():
            raise IllegalAction("The time is already up." if self.time_up and not self.turn_limit
                                else "The clock has moved on enough.")

    def _why_not(self, seat: int, action: Any) -> str:
        if self.puzzle:
            return "A puzzle is played by running programs."
        words = {"react": "Say whether you play Steal Turn.",
                 "penalty": "Take one card from the hand of the player whose program failed.",
                 "pick": "Pick one of the cards shown.", "give": "Choose the cards to swap.",
                 "spy_draw": "Draw a card from the deck or the discard pile.",
                 "discard": "Discard a card: you may keep six."}
        if self.step in words:
            return words[self.step]
        if isinstance(action, Play):
            if action.card not in self.hand(seat):
                return "That card is not in your hand."
            if card(action.card).kind in KEPT:
                return f"{card(action.card).name} stays in your hand: it is never played."
            if card(action.card).kind == "steal_turn":
                return "Steal Turn is played when another player announces a run."
        if isinstance(action, Draw):
            return f"The {action.pile} pile has no card to draw."
        return "That move is not allowed right now."

    # --- doing it --------------------------------------------------------------------------
    def action_to(self, seat: int, action: Any) -> frozenset[int] | None:
        if isinstance(action, (Run, React)) and not self.puzzle:
            return frozenset({seat})
        return None

    def _apply(self, seat: int, action: Any) -> list[Event]:
        ev = self._do(seat, action)
        if not isinstance(action, Clock) and self._turn_out_of_time():
            # the time ran out while others answered or picked: back with the
            # player, the turn is over
            ev += self._time_up_for_turn()
        return ev

    def _turn_out_of_time(self) -> bool:
        return bool(self.turn_limit) and self.step in TURN_STEPS and (
            self.turn_clock >= self.turn_limit
            or self.turn_clock_actions >= turn_clock_actions(self.turn_limit))

    def _time_up_for_turn(self) -> list[Event]:
        return [event("turn_time_up", seat=self.turn, limit=self.turn_limit,
                      ran=self.step == "act")] + self._end_turn()

    def _do(self, seat: int, action: Any) -> list[Event]:
        if isinstance(action, Clock):
            return self._clock(action.seconds)
        if isinstance(action, Run):
            if self.puzzle:
                return self._puzzle_run(parse(action.program))
            self.announced, self.answers = action.program, {}
            self.step = "react"
            return [event("announced", seat=seat)]
        if isinstance(action, React):
            return self._react(seat, action.steal)
        if isinstance(action, Blind):
            return self._penalty(action.index)
        if isinstance(action, Draw):
            return self._draw(seat, action.pile) + self._after_step_two(seat)
        if isinstance(action, Play):
            return self._play(seat, action)
        if isinstance(action, Give):
            return self._give(seat, action.cards)
        if isinstance(action, Pick):
            return self._pick(seat, action.card)
        if isinstance(action, Discard):
            return self.deck_cards.discard_from_hand(seat, [action.card]) + self._after_step_two(seat)
        raise IllegalAction("That move is not part of this game.")

    def _clock(self, seconds: int) -> list[Event]:
        # The event carries the clocks' new readings, so a Clock action altered in a
        # log no longer replays: its seconds show in what the replay logs.
        ev: list[Event] = [event("clock", seconds=seconds,
                                 match=self.clock + seconds if self.match_clock_runs()
                                 else self.clock,
                                 turn=self.turn_clock + seconds if self.turn_clock_runs()
                                 else self.turn_clock)]
        if self.match_clock_runs():
            self.clock += seconds
            self.clock_actions += 1
            if self.clock >= 60 * self.minutes or \
                    self.clock_actions >= clock_actions(self.minutes):
                self.time_up = True
                ev.append(event("time_up", minutes=self.minutes))
        if self.turn_clock_runs():
            self.turn_clock += seconds
            self.turn_clock_actions += 1
            if self._turn_out_of_time():      # (never once over: "over" is no turn step)
                ev += self._time_up_for_turn()
        return ev

    def _run(self, seat: int, program: list[dict[str, Any]]) -> tuple[list[Event], bool]:
        """Run a program on the seat's copy of the world; True when every bit is taken."""
        p = self.players[seat]
        r = interpreter.run(self.world, program, p.bot)
        p.bot = r.bot
        p.runs += 1
        p.points += r.points
        p.round_points += r.points
        p.program = program_text(program)
        path = [[s.bot.cell.x, s.bot.cell.y, s.bot.facing, s.what] for s in r.steps]
        ev = [event("ran", seat=seat, path=path, end=r.end, bits=r.bits, points=r.points,
                    total=p.round_points, left=len(r.bot.left(self.world))),
              event("ran_lines", to=[seat], seat=seat, lines=[s.line for s in r.steps])]
        return ev, not r.bot.left(self.world)

    def _puzzle_run(self, program: list[dict[str, Any]]) -> list[Event]:
        ev, done = self._run(0, program)
        if done:
            return ev + self._finish("solved")
        if self.players[0].runs >= PUZZLE_RUNS:
            return ev + self._finish("out_of_runs")
        return ev

    def _react(self, seat: int, steal: bool) -> list[Event]:
        self.answers[seat] = steal
        if len(self.answers) < self.n - 1:
            return []
        if self.announced is None:
            raise IllegalAction("No program was announced.")
        announcer = self.turn
        order = [(announcer + k) % self.n for k in range(1, self.n)]
        # a yes given before the time ran out during the window no longer counts
        stealers = [s for s in order if self.answers.get(s) and self._may_steal(s)]
        if stealers:
            thief = stealers[0]
            c = self._holds(thief, "steal_turn")[0]
            ev = [event("turn_stolen", seat=thief, victim=announcer, card=c)]
            ev += self.deck_cards.discard_from_hand(thief, [c])
            return ev + self._start_turn(thief)
        program = parse(self.announced)
        self.announced = None
        hand = [card(c) for c in self.hand(announcer)]
        v = verify(program, hand)
        verdict: dict[str, Any] = {"lines": v.lines, "memory": v.memory, "cards": list(v.cards),
                   "missing": list(v.missing), "valid": v.valid}
        self.verdicts[announcer] = verdict
        ev = [event("verified", seat=announcer, **verdict)]
        if not v.valid:
            self.players[announcer].program = program_text(program)
            self.pickers = [s for s in order]
            if not self.hand(announcer):
                return ev + self._end_turn()
            self.step = "penalty"
            return ev
        more, done = self._run(announcer, program)
        ev += more
        if done:
            return ev + self._end_round(announcer, "all_bits")
        self.step = "act"
        return ev

    def _penalty(self, index: int) -> list[Event]:
        picker = self.pickers.pop(0)
        c = self.hand(self.turn)[index]
        ev = [event("penalty", seat=picker, victim=self.turn, card=c)]
        ev += self.deck_cards.discard_from_hand(self.turn, [c], bottom=True)
        if self.pickers and self.hand(self.turn):
            return ev
        return ev + self._end_turn()

    def _draw(self, seat: int, pile: str) -> list[Event]:
        if pile == "discard":
            return self.deck_cards.take_discard(seat)
        res = self.deck_cards.draw(seat, 1, self.rng)
        ev = list(res.events)
        if any(e.kind == "reshuffle" for e in ev):
            ev += self.deck_cards.draw_to_discard(1, self.rng).events
        return ev + self._refill()

    def _refill(self) -> list[Event]:
        """The deck's last card taken: the discard pile, shuffled, becomes the
        deck at once and its top card is turned up as the new discard pile (the
        rule text), not at the next draw from the deck (issue 20)."""
        cards = self.deck_cards
        if cards.deck or not cards.discard:
            return []
        return cards.draw_to_discard(1, self.rng).events

    def _play(self, seat: int, a: Play) -> list[Event]:
        kind = card(a.card).kind
        ev = [event("card_used", seat=seat, card=a.card, card_kind=kind, target=a.target,
                    pile=a.pile)]
        ev += self.deck_cards.play(seat, a.card)
        if kind == "steal_look":
            self.choice = Choice("steal_look", seat, a.target)
            ev += self.deck_cards.show_hand(a.target, [seat])
            self.step = "pick"
        elif kind == "steal_blind":
            self.choice = Choice("steal_blind", seat)
            for k in range(1, self.n):
                victim = (seat + k) % self.n
                if self.hand(victim):
                    c = self.rng.choice(self.hand(victim))
                    ev += self.deck_cards.move(c, victim, seat)
                    self.choice.taken[c] = victim
            ev.append(event("cards_seen", to=[seat], seat=seat, cards=list(self.choice.taken)))
            self.step = "pick"
        elif kind == "swap":
            self.swap_pile, self.step = a.pile, "give"
        elif kind == "search":
            self.choice = Choice("search", seat, a.pile)
            if a.pile == "deck":
                ev += self.deck_cards.peek(seat, None)[1]
            self.step = "pick"
        elif kind == "spy":
            self.choice = Choice("spy", seat)
            for s in range(self.n):
                if s != seat:
                    ev += self.deck_cards.show_hand(s, [seat])
            self.step = "spy_draw"
        return ev

    def _give(self, seat: int, give: tuple[str, ...]) -> list[Event]:
        ev: list[Event] = []
        for _ in range(len(give) + 1):
            ev += self._draw(seat, self.swap_pile)
        if give:
            ev += self.deck_cards.discard_from_hand(seat, list(give))
        ev += self.deck_cards.discard_from_table(list(self.deck_cards.table))
        self.swap_pile = ""
        return ev + self._after_step_two(seat, table_done=True)

    def _pick(self, seat: int, c: str) -> list[Event]:
        if self.choice is None:
            raise IllegalAction("No card is being resolved.")
        ch = self.choice
        ev: list[Event] = []
        if ch.why == "steal_look":
            ev += self.deck_cards.move(c, ch.source, seat)
        elif ch.why == "steal_blind":
            for other, owner in ch.taken.items():
                if other != c:
                    ev += self.deck_cards.move(other, seat, owner)
            ev.append(event("kept", seat=seat, owner=ch.taken[c]))
        elif ch.source == "deck":
            ev += self.deck_cards.take_from_deck(seat, c)
            ev += self.deck_cards.shuffle(self.rng) + self._refill()
        else:
            ev += self.deck_cards.take_discard(seat, c)
        return ev + self._after_step_two(seat)

    def _after_step_two(self, seat: int, table_done: bool = False) -> list[Event]:
        ev: list[Event] = []
        self.choice = None
        if self.deck_cards.table and not table_done:
            ev += self.deck_cards.discard_from_table(list(self.deck_cards.table))
        if len(self.hand(seat)) > HAND_LIMIT:
            self.step = "discard"
            return ev
        return ev + self._end_turn()

    # --- what is seen ----------------------------------------------------------------------
    def view(self, seat: int | None) -> dict[str, Any]:
        mine = seat is not None and 0 <= seat < self.n
        v: dict[str, Any] = {
            "game": "bot255", "seats": list(self.setup.seats), "players": self.n,
            "mode": "puzzle" if self.puzzle else "cards", "options": dict(self.opts),
            "seat": seat, "round": self.round, "rounds": int(self.opts["rounds"]),
            "dealer": self.dealer, "turn": self.turn, "step": self.step,
            "to_act": sorted(self.to_act()), "round_turns": self.round_turns,
            "world": self.world.to_json(), "bits": BITS,
            "players_state": [p.to_json(seat == s) for s, p in enumerate(self.players)],
            "verdicts": [dict(x) if x else None for x in self.verdicts],
            "round_winners": list(self.round_winners), "end_reason": self.end_reason,
            "turns": self.turns, "clock": self.clock, "clock_actions": self.clock_actions,
            "time_up": self.time_up, "turn_clock": self.turn_clock,
            "turn_clock_actions": self.turn_clock_actions,
            "winners": list(self._winners), "puzzle_memory": self.puzzle_memory,
            "announced": self.step == "react",
            "my_program": self.announced if mine and seat == self.turn else None,
            "my_answer": self.answers.get(seat) if seat is not None and mine and
            self.step == "react" else None,
            "pickers": list(self.pickers),
            "choice": self.choice.public() if self.choice else None,
            "swap_pile": self.swap_pile,
            "cards": self.cards.view(seat) if self.cards is not None else None,
        }
        if mine:
            v["memory"] = self.memory_of(seat)       # type: ignore[arg-type]
            v["library"] = sorted(self.library_of(seat))     # type: ignore[arg-type]
        else:
            v["memory"], v["library"] = None, None
        v["shown"] = self._shown(seat)
        return v

    def _shown(self, seat: int | None) -> Any:
        """The cards a resolving Steal, Search or Spy lets its player see."""
        ch = self.choice
        if ch is None or seat != ch.seat:
            return None
        if ch.why == "spy":
            return {str(s): list(self.hand(s)) for s in range(self.n) if s != seat}
        if ch.why == "steal_blind":
            return {c: o for c, o in ch.taken.items()}
        return self._pickable()

    def clone(self) -> Bot255State:
        twin = Bot255State.__new__(Bot255State)
        twin.__dict__.update(self.__dict__)
        twin.rng = self.rng.__deepcopy__({})
        twin.opts = dict(self.opts)
        twin.players = [Player(p.bot, p.points, p.round_points, p.runs, p.program)
                        for p in self.players]
        twin.cards = self.cards.clone() if self.cards is not None else None
        twin.answers = dict(self.answers)
        twin.pickers = list(self.pickers)
        twin.choice = None if self.choice is None else Choice(
            self.choice.why, self.choice.seat, self.choice.source, dict(self.choice.taken))
        twin.verdicts = [dict(x) if x else None for x in self.verdicts]
        twin.round_winners = list(self.round_winners)
        twin._winners = list(self._winners)
        twin.opening = list(self.opening)
        return twin
