"""CodesState: the whole match of Codes, every variant included.

Phases: "memorize" (memory variant only, everyone at once), "play",
"claim" (memory variant: after every change to the table, every player
still in decides at once whether to claim), "guess" (a cooperative-guessing
player is entering a guess), "over".
See docs/rules/codes.md for the rules and rulings, docs/log-format.md for
the events.
"""
from __future__ import annotations

import copy
from typing import Any, Iterable, Sequence

from game.core.actions import Action
from game.core.errors import BadSetup
from game.core.events import Event, event
from game.core.rng import MatchRng
from game.core.state import Setup, State

from . import coins as C
from .actions import (CLAIM, CODEC, END_TURN, GUESS_CANCEL, GUESS_START, PASS, READY, Claim,
                      EndTurn, Flip, GuessCancel, GuessChar, GuessStart, Move, Pass, Ready, Replace,
                      Swap)
# the refusals live in checking.py; screens and tests read their sentences here
from .checking import (GENTLE_REASON, GENTLE_TURNS, UNDO_OWN_REASON,  # noqa: F401
                       UNDO_REASON, UNDO_TURN_REASON)
from .checking import check as check_action
from .history import History
from .options import COMPETE, COOP, COOP_GUESS, FIVE, SAFETY_ROUNDS, effective
from .table import apply_perm, layout
from .view import build_view

MIN_PLAYERS, MAX_PLAYERS = 2, 8
_TABLE_TYPES = frozenset((Flip, Swap, Move, Replace))
SECRET_IN_LONG = FIVE  # secret length in the five-in-a-longer-code variant


class CodesState(State):
    CODEC = CODEC

    # ------------------------------------------------------------------ build
    def __init__(self, setup: Setup, opts: dict[str, Any] | None = None):
        """An empty shell; use `new_match` or `from_position`."""
        n = setup.players
        if not MIN_PLAYERS <= n <= MAX_PLAYERS:
            raise BadSetup(f"Codes needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {n}.")
        self.setup = setup
        self.opts = effective(setup) if opts is None else dict(opts)
        self.n = n
        self.mode: str = self.opts["mode"]
        self.coop = self.mode != COMPETE
        self.memory: bool = self.opts["memory"]
        self.within: bool = self.opts["five_in_long"]
        self.L: int = self.opts["code"]
        self.S: int = SECRET_IN_LONG if self.within else self.L
        self.per_turn = 2 if self.opts["two_actions"] else 1
        self.max_rounds: int = self.opts["max_rounds"]  # 0: no round limit
        # the round after which the match stops: the limit, or the safety stop
        self.round_cap: int = self.max_rounds or SAFETY_ROUNDS
        # The game spots a match itself, except in the memory game (players
        # claim) and the guessing game (players guess).
        self.auto_detect = self.mode == COOP or (self.mode == COMPETE and not self.memory)
        self.rng = MatchRng(setup.seed)
        self.coins: tuple[str, ...] = ()
        self.chars: tuple[str, ...] = ()
        self.table: list[str] = []
        self.faces: list[str] = []
        self.known: list[bool] = []
        self.bag: list[str] = []
        nt = self.opts["teams"]
        self.team_of: list[int] | None = [s % nt for s in range(n)] if nt else None
        self.codes: list[tuple[str, ...] | None] = [None] * n  # compete: per seat (shared by teammates)
        self.code: tuple[str, ...] | None = None  # coop: the shared code
        self.positions: list[list[int]] = [[] for _ in range(n)]  # coop: places each seat knows
        self.phase = "play"
        self.start = 0
        self.turn = 0
        self.turn_number = 1
        self.round = 1
        self.acted = 0
        self.ready: set[int] = set()
        self.out: list[int] = []
        self._winners: list[int] = []
        self.end_reason: str | None = None
        self.points = [0] * n
        self.failed_guesses = 0
        self.guess: list[str] = []
        self.guess_tried = False  # coop_guess: a guess was started this turn (one per turn)
        # no undo: what the table showed when this turn began, whether this turn
        # had a replace, and the table from before the previous turn (None when
        # that turn cannot be undone: it changed nothing or had a replace)
        self.turn_start: tuple[str, ...] = ()
        self.turn_replaced = False
        self.before_last: tuple[str, ...] | None = None
        # memory game: the claim window after a change to the table
        self.window: list[int] = []      # every seat in the window, in turn order from the actor
        self.deciding: list[int] = []    # those still to decide
        self.claims: dict[int, bool] = {}  # the decisions so far (secret until all are in)
        self.history = History(n)
        self.opening: list[Event] = []

    @classmethod
    def new(cls, setup: Setup) -> "CodesState":
        st = cls(setup)
        ev = st.opening
        rng = st.rng
        k = 4 if st.opts["coins"] == 16 else 3
        if st.opts["random_coins"]:
            suits = sorted(rng.sample(C.SUITS, k), key=C.SUITS.index)
            values = sorted(rng.sample(C.VALUES, k), key=C.VALUES.index)
        else:
            suits, values = (list(x) for x in C.DEFAULT_SETS[k * k])
        st.coins = C.coin_set(suits, values)
        st.chars = C.set_chars(st.coins)
        st.bag = list(st.coins)
        ev.append(event("coins", coins=list(st.coins), suits=suits, values=values,
                        random=st.opts["random_coins"]))
        st.start = st.turn = rng.randint(0, st.n - 1)
        ev.append(event("start", seat=st.start))
        if st.team_of is not None:
            ev.append(event("teams", teams=list(st.team_of)))
        if st.coop:
            st._deal_coop(ev)
        else:
            st._deal_codes(ev)
        if st.memory:
            st.phase = "memorize"
            ev.append(event("memorize", seats=list(range(st.n))))
        else:
            st._start_play(ev)
        return st

    @classmethod
    def from_position(cls, setup: Setup, table: Sequence[str], faces: Sequence[str],
                      codes: Sequence[Sequence[str]] | None = None,
                      code: Sequence[str] | None = None,
                      positions: Sequence[Sequence[int]] | None = None,
                      coins: Sequence[str] | None = None, turn: int = 0, start: int | None = None,
                      phase: str = "play", known: Sequence[bool] | None = None,
                      turn_number: int = 1) -> "CodesState":
        """A state set up by hand (tests, puzzles): no opening events.

        `codes` gives each seat's secret (compete/teams); `code` and
        `positions` give the shared code and each seat's places (coop).
        """
        st = cls(setup)
        k = 4 if st.opts["coins"] == 16 else 3
        st.coins = tuple(coins) if coins is not None else C.coin_set(*C.DEFAULT_SETS[k * k])
        st.chars = C.set_chars(st.coins)
        if len(table) != st.L or len(faces) != st.L:
            raise ValueError(f"the table needs {st.L} coins")
        if len(set(table)) != len(table) or not set(table) <= set(st.coins):
            raise ValueError("table coins must be distinct coins of the set")
        st.table, st.faces = list(table), list(faces)
        st.known = list(known) if known is not None else [False] * st.L
        st.bag = [c for c in st.coins if c not in table]
        if st.coop:
            st.code = tuple(code or ())
            st.positions = [sorted(p) for p in (positions or [[] for _ in range(st.n)])]
        else:
            secrets = [tuple(c) for c in (codes or [])]
            if len(secrets) != st.n or any(len(c) != st.S for c in secrets):
                raise ValueError(f"give {st.n} secret codes of {st.S} characters")
            st.codes = list(secrets)
        st.start = turn if start is None else start
        st.turn = turn
        st.turn_number = turn_number
        st.phase = phase
        st.turn_start = tuple(st.shows())
        return st

    def _draw(self) -> tuple[str, str]:
        coin = self.rng.choice(self.bag)
        self.bag.remove(coin)
        return coin, self.rng.choice(C.FACES)

    def _return(self, coin: str) -> None:
        self.bag.append(coin)
        self.bag.sort(key=self.coins.index)

    def order_from(self, first: int) -> list[int]:
        return [(first + k) % self.n for k in range(self.n)]

    def members(self, seat: int) -> list[int]:
        if self.team_of is None:
            return [seat]
        return [s for s in range(self.n) if self.team_of[s] == self.team_of[seat]]

    def _deal_codes(self, ev: list[Event]) -> None:
        for seat in self.order_from(self.start):
            if self.codes[seat] is not None:
                continue  # a teammate already wrote the team's code
            drawn = self.rng.sample(self.bag, self.S)  # the bag keeps its coins: all go back
            faces = [self.rng.choice(C.FACES) for _ in drawn]
            code = tuple(C.shows(c, f) for c, f in zip(drawn, faces))
            group = self.members(seat)
            for s in group:
                self.codes[s] = code
            ev.append(event("secret_code", to=group, seat=seat,
                            team=None if self.team_of is None else self.team_of[seat],
                            code=list(code), coins=drawn, faces=faces))

    def _deal_coop(self, ev: list[Event]) -> None:
        places = list(range(self.L))
        self.rng.shuffle(places)
        order = self.order_from(self.start)
        for i, p in enumerate(places):
            seat = order[i % self.n]
            self.positions[seat].append(p)
            ev.append(event("position_dealt", to=[seat], seat=seat, position=p))
        for s in range(self.n):
            self.positions[s].sort()
        while True:
            code: list[str | None] = [None] * self.L
            for i, p in enumerate(places):  # in the order the places were dealt
                seat = order[i % self.n]
                coin, face = self.rng.choice(self.coins), self.rng.choice(C.FACES)
                code[p] = C.shows(coin, face)
                ev.append(event("code_char", to=[seat], seat=seat, position=p,
                                char=code[p], coin=coin, face=face))
            if C.formable(code, self.coins):  # type: ignore[arg-type]
                self.code = tuple(code)  # type: ignore[arg-type]
                return
            ev.append(event("code_redraw", reason="no coins can show that code"))

    def _secret_on_table(self, shows: Sequence[str]) -> list[int]:
        """Seats whose secret the table shows (coop: every seat, or none)."""
        if self.coop:
            return list(range(self.n)) if tuple(shows) == self.code else []
        if not self.within:  # code_matches without the within rule, once per table
            now = tuple(shows)
            return [s for s, code in enumerate(self.codes) if code == now]
        return [s for s in range(self.n) if C.code_matches(self._secret(s), shows, self.within)]

    def _secret(self, seat: int) -> tuple[str, ...]:
        code = self.codes[seat]
        assert code is not None, "the secret codes are dealt before play"
        return code

    def _start_play(self, ev: list[Event]) -> None:
        """Lay out the table code. It is checked before anybody sees it: a table
        that shows a secret code goes back into the bag unseen (its draws stay
        in the log as hidden events) and only a public `table_redraw` says so."""
        while True:
            for pos in range(self.L):
                coin, face = self._draw()
                self.table.append(coin)
                self.faces.append(face)
                self.known.append(False)
                ev.append(event("coin_drawn", to=[], pos=pos, coin=coin, face=face))
            if not self._secret_on_table(self.shows()):
                break
            ev.append(event("table_redraw", reason="the table showed a secret code"))
            for coin in self.table:
                self._return(coin)
            self.table, self.faces, self.known = [], [], []
        for pos, (coin, face) in enumerate(zip(self.table, self.faces)):
            ev.append(event("table_draw", pos=pos, shows=C.shows(coin, face), face=face))
        self.phase = "play"
        self.turn_start = tuple(self.shows())
        ev.append(event("turn", seat=self.turn, turn_number=self.turn_number, round=self.round))

    # ------------------------------------------------------------ queries
    def shows(self) -> list[str]:
        return list(map(C._SHOWS.__getitem__, zip(self.table, self.faces)))

    def flipped(self) -> list[str | None]:
        """What each coin would show turned over, for coins everybody has seen both
        sides of (None for the others)."""
        sh = C._SHOWS
        return [sh[c, C.other(f)] if k else None
                for c, f, k in zip(self.table, self.faces, self.known)]

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def winners(self) -> list[int]:
        return list(self._winners)

    def scores(self) -> list[float]:
        if self.mode == COOP_GUESS:
            return list(self.points)
        return [1 if s in self._winners else 0 for s in range(self.n)]

    def restricted(self) -> bool:
        return (self.opts["gentle_start"] and self.phase == "play"
                and self.turn_number <= GENTLE_TURNS)

    def to_act(self) -> set[int]:
        if self.phase == "over":
            return set()
        if self.phase == "memorize":
            return {s for s in range(self.n) if s not in self.ready and s not in self.out}
        if self.phase == "claim":
            return set(self.deciding)
        return {self.turn}

    def can_claim(self) -> bool:
        """Claims (and their windows) are for the memory game of everyone for themselves."""
        return self.memory and self.mode == COMPETE

    def protected(self) -> list[tuple[str, ...]]:
        """The visible tables no flip, swap or move may make now (no undo): the
        table from before the previous player's turn, unless that turn changed
        nothing or had a replace; and with two actions per turn, during the
        second one, the table from before this turn's first action, unless
        that was a replace."""
        out = []
        if self.before_last is not None:
            out.append(self.before_last)
        if self.acted == 1 and self.per_turn == 2 and not self.turn_replaced:
            out.append(self.turn_start)
        return out

    def barred(self) -> frozenset[Action]:
        """The table actions the no-undo rule bars now."""
        refs = self.protected()
        if not refs:  # nothing protected: no need to look at the table
            return frozenset()
        return layout(self.L).barred_at(self.table, self.faces, self.known, refs,
                                        self.shows, self.flipped)

    def legal_actions(self, seat: int) -> list[Action]:
        if seat not in self.to_act():
            return []
        if self.phase == "memorize":
            return [READY]
        if self.phase == "claim":
            return [CLAIM, PASS]
        if self.phase == "guess":
            return [GuessChar(ch) for ch in self.chars] + [GUESS_CANCEL]
        out: list[Action] = list(layout(self.L).legal(self.restricted(), self.barred()))
        if self.acted:
            out.append(END_TURN)
        elif self.mode == COOP_GUESS and not self.guess_tried:
            out.append(GUESS_START)
        return out

    def action_to(self, seat: int, action: Action) -> frozenset[int] | None:
        """A claim or a pass in a window, and a guessed character, are secret
        until the window closes or the guess is whole."""
        if isinstance(action, (Claim, Pass, GuessChar)):
            return frozenset((seat,))
        return None

    # ------------------------------------------------------------ checking
    def check(self, seat: int, action: Action) -> None:
        check_action(self, seat, action)

    # ------------------------------------------------------------ applying
    def _apply(self, seat: int, action: Action) -> list[Event]:
        ev: list[Event] = []
        if type(action) in _TABLE_TYPES:  # most actions: straight there
            self._table_action(seat, action, ev)
        elif isinstance(action, Ready):
            self._ready(seat, ev)
        elif isinstance(action, (Claim, Pass)):
            self._decide(seat, isinstance(action, Claim), ev)
        elif isinstance(action, GuessStart):
            self.phase, self.guess = "guess", []
            self.guess_tried = True
            ev.append(event("guess_start", seat=seat))
        elif isinstance(action, GuessChar):
            self._guess_char(seat, action.char, ev)
        elif isinstance(action, GuessCancel):
            self.phase, self.guess = "play", []
            ev.append(event("guess_cancel", seat=seat))
        elif isinstance(action, EndTurn):
            self._log(seat, action)
            ev.append(event("end_turn", seat=seat))
            self._next_turn(ev)
        else:
            self._table_action(seat, action, ev)
        return ev

    def _log(self, seat: int, action: Action | dict, **extra: Any) -> None:
        a = action if isinstance(action, dict) else action.to_json()
        self.history.add({"seat": seat, "action": a, **extra})

    def _ready(self, seat: int, ev: list[Event]) -> None:
        self.ready.add(seat)
        self._log(seat, READY)
        ev.append(event("ready", seat=seat))
        if not self.to_act():
            ev.append(event("memorized"))
            self._start_play(ev)

    def _table_action(self, seat: int, action: Action, ev: list[Event]) -> None:
        before = self.shows()
        lay = layout(self.L)
        if isinstance(action, Flip):
            p = action.pos
            was = before[p]
            self.faces[p] = C.other(self.faces[p])
            self.known[p] = True  # both sides have now been seen by everyone
            ev.append(event("flip", seat=seat, pos=p, before=was,
                            after=C.shows(self.table[p], self.faces[p]), coin=self.table[p]))
        elif isinstance(action, (Swap, Move)):
            perm = lay.perm[action]
            self.table = apply_perm(self.table, perm)
            self.faces = apply_perm(self.faces, perm)
            self.known = apply_perm(self.known, perm)
            if isinstance(action, Swap):
                ev.append(event("swap", seat=seat, a=action.a, b=action.b))
            else:
                ev.append(event("move", seat=seat, src=action.src, dst=action.dst))
        else:
            self._replace(seat, action.pos, ev)  # type: ignore[attr-defined]
            self.turn_replaced = True  # a replace is never undone
        after = self.shows()
        self._log(seat, action, before=before, after=after)
        self.acted += 1
        if self.auto_detect:
            found = self._secret_on_table(after)
            if found:
                ev.append(event("match", seats=found, shows=after))
                self._finish(found, "coop" if self.coop else "match", ev)
                return
        if self.can_claim():
            self._open_window(seat, ev)
            return
        if self.acted >= self.per_turn:
            self._next_turn(ev, after)

    def _replace(self, seat: int, p: int, ev: list[Event]) -> None:
        old, old_face = self.table[p], self.faces[p]
        keep_out = self.opts["keep_out"]
        if not keep_out:
            self._return(old)
        coin, face = self._draw()
        if keep_out:
            self._return(old)
        self.table[p], self.faces[p] = coin, face
        both = self.opts["show_both"]
        self.known[p] = both
        ev.append(event("replace", seat=seat, pos=p,
                        removed_shows=C.shows(old, old_face), removed_face=old_face,
                        shows=C.shows(coin, face), face=face, kept_out=keep_out,
                        removed=old if both else None, drawn=coin if both else None))
        ev.append(event("coin_drawn", to=[], pos=p, coin=coin, face=face))

    # -- the memory game's claim window
    def _open_window(self, actor: int, ev: list[Event]) -> None:
        """After a change to the table everyone still in decides, all at once and in
        secret, whether to claim; every seat gets the same window."""
        self.window = [s for s in self.order_from(actor) if s not in self.out]
        self.deciding = list(self.window)
        self.claims = {}
        self.phase = "claim"
        ev.append(event("claim_window", seats=list(self.window)))

    def _decide(self, seat: int, claim: bool, ev: list[Event]) -> None:
        self.claims[seat] = claim
        self.deciding.remove(seat)
        if not self.deciding:
            self._close_window(ev)

    def _close_window(self, ev: list[Event]) -> None:
        """Every claim is judged in turn order from the player who changed the
        table. A right claim wins for the claimer's team (several right claims:
        they all win); a wrong one puts the claimer out."""
        shows = self.shows()
        claimers = [s for s in self.window if self.claims.get(s)]
        self.window, self.deciding, self.claims = [], [], {}
        self.phase = "play"
        right: list[int] = []
        for s in claimers:
            ok = C.code_matches(self._secret(s), shows, self.within)
            self._log(s, CLAIM, correct=ok, shows=shows)
            ev.append(event("claim", seat=s, correct=ok, shows=shows))
            if ok:
                right.append(s)
        for s in claimers:
            if s not in right:
                self._put_out(s, "claim", ev, end=not right)
        if right:
            self._finish([m for s in right for m in self.members(s)], "claim", ev)
            return
        if self.over:
            return
        if self.turn in self.out or self.acted >= self.per_turn:
            self._next_turn(ev)

    def _guess_char(self, seat: int, ch: str, ev: list[Event]) -> None:
        self.guess.append(ch)
        ev.append(event("guess_char", to=[seat], seat=seat, index=len(self.guess) - 1, char=ch))
        if len(self.guess) < self.L:
            return
        guess, self.guess = self.guess, []
        self.phase = "play"
        right = tuple(guess) == self.code
        pts = max(1, 5 - self.failed_guesses) if right else 0
        self._log(seat, {"kind": "guess", "chars": guess}, correct=right)
        ev.append(event("guess", seat=seat, chars=guess, correct=right,
                        failed_before=self.failed_guesses, points=pts))
        if right:
            self.points[seat] = pts
            self._finish([seat], "guess", ev)
        else:
            self.failed_guesses += 1
            self._put_out(seat, "guess", ev)
            if not self.over:
                self._next_turn(ev)

    def _put_out(self, seat: int, reason: str, ev: list[Event], end: bool = True) -> None:
        """`seat` is out; with `end`, the match ends when everybody is."""
        self.out.append(seat)
        ev.append(event("out", seat=seat, reason=reason))
        if end and len(self.out) == self.n:
            self._finish([], "all_out", ev)

    def _next_turn(self, ev: list[Event], shows: Sequence[str] | None = None) -> None:
        """The next seat's turn; `shows`: what the table shows now, when the
        caller has it already."""
        # the turn that ends: can the next one undo it? (not if it changed nothing
        # or had a replace)
        self.before_last = self.turn_start if self.acted and not self.turn_replaced else None
        cur = (self.turn - self.start) % self.n
        nxt = self.turn
        for k in range(1, self.n + 1):
            nxt = (self.turn + k) % self.n
            if nxt not in self.out:
                break
        if (nxt - self.start) % self.n <= cur:
            self.round += 1
            if self.round > self.round_cap:
                self.round = self.round_cap
                self._finish([], "round_limit" if self.max_rounds else "safety_stop", ev)
                return
        self.turn = nxt
        self.turn_number += 1
        self.acted = 0
        self.turn_start = tuple(self.shows() if shows is None else shows)
        self.turn_replaced = False
        self.guess_tried = False
        ev.append(event("turn", seat=nxt, turn_number=self.turn_number, round=self.round))

    def _finish(self, winners: Iterable[int], reason: str, ev: list[Event]) -> None:
        self.phase = "over"
        self._winners = sorted(set(winners))
        self.end_reason = reason
        self.acted = 0
        self.window, self.deciding, self.claims = [], [], {}
        if self.mode != COOP_GUESS:
            self.points = [1 if s in self._winners else 0 for s in range(self.n)]
        if self._winners:
            ev.append(event("win", seats=self._winners, reason=reason,
                            points=list(self.points)))
        else:
            ev.append(event("draw", reason=reason))
        ev.append(event("reveal", **self.secrets()))

    def secrets(self) -> dict[str, Any]:
        if self.coop:
            return {"code": list(self.code or ()), "positions": [list(p) for p in self.positions],
                    "codes": None}
        return {"code": None, "positions": None,
                "codes": [list(c) if c else None for c in self.codes]}

    # ------------------------------------------------------------ viewing
    def view(self, seat: int | None) -> dict[str, Any]:
        return build_view(self, seat)

    # ------------------------------------------------------------ cloning
    def clone(self) -> "CodesState":
        twin = copy.copy(self)
        twin.rng = copy.deepcopy(self.rng)
        twin.table = list(self.table)
        twin.faces = list(self.faces)
        twin.known = list(self.known)
        twin.bag = list(self.bag)
        twin.codes = list(self.codes)
        twin.positions = [list(p) for p in self.positions]
        twin.ready = set(self.ready)
        twin.out = list(self.out)
        twin._winners = list(self._winners)
        twin.points = list(self.points)
        twin.guess = list(self.guess)
        twin.window = list(self.window)
        twin.deciding = list(self.deciding)
        twin.claims = dict(self.claims)
        twin.history = self.history.copy()
        twin.opening = list(self.opening)
        twin.opts = dict(self.opts)
        if self.team_of is not None:
            twin.team_of = list(self.team_of)
        return twin


def new_match(setup: Setup) -> CodesState:
    if setup.game != "codes":
        raise BadSetup(f"this is the Codes rules module, not {setup.game!r}")
    return CodesState.new(setup)


def max_actions(setup: Setup) -> int:
    """No match may take more actions than this. Everyone says "ready" once
    (memory game). Then every round each seat has at most one turn of: one
    guess (started once a turn: one character per place, or fewer and a
    cancel), two table actions each followed by a claim window of one decision
    per seat (memory game), and a stop. The round limit, or with none the
    safety stop, ends the match."""
    opts = effective(setup)
    n = setup.players
    window = n if opts["memory"] and opts["mode"] == COMPETE else 0
    per_turn = (1 + opts["code"]) + 2 * (1 + window) + 1
    rounds = opts["max_rounds"] or SAFETY_ROUNDS
    return n + rounds * n * per_turn
