"""Every arcade game as an OpenSpiel (pyspiel) Python game.

Importing this module registers each game of the registry as `arcade_<id>`
(`arcade_codes`, `arcade_bananas`, ...). Nothing here knows any particular
game: all of it goes through the game's `GameSpec` and the State protocol,
so a game that joins the registry is wrapped by itself (`register_all()`
wraps games registered after this import, such as tests' stand-ins).

    import pyspiel
    import game.interop.openspiel  # noqa: F401  (registers the games)
    game = pyspiel.load_game("arcade_codes", {"players": 3, "seed": 7})

Parameters: `players` (default 2, or the game's only count), `seed`
(default 0), and every option the game's spec declares, with the spec's
default; a value other than the default becomes the Setup variant
"name=value", as the lobby writes it.

Chance. Every random draw of a match (deals, dice, shuffles) comes from the
rules' own RNG seeded once at the start. So a match opens with one chance
node of WORLDS equally likely outcomes: outcome k starts the match with seed
`seed + k` (outcome 0 is the match `python -m game headless --seed SEED`
plays), and nothing after it is chance. The game type says
EXPLICIT_STOCHASTIC because that is what the game is: players do not know
the draw, and each episode of an RL loop or of random_sim_test deals anew
(DETERMINISTIC would pass random_sim_test too, but every episode would be
the same deal and a player could in principle compute the hidden cards from
the seed parameter).

Actions. At each decision the acting seat's `legal_actions` are written as
JSON (the codec's form, keys sorted), sorted by that text, and numbered from
0: action id i is "the i-th move of this decision in that order", so an id
means different moves in different states. `action_to_string` gives the
JSON. `num_distinct_actions` is ACTION_IDS, a bound on any decision's choices
(the largest seen in random play is about 120); a decision with more raises.

Seat by seat. When several seats must act at once (secret simultaneous
phases: coding in Going Bananas, a reaction window), OpenSpiel sees a
sequential game: the lowest seat of `to_act()` acts first, exactly as the
headless runner (`game/core/headless.py`) plays them. Each secret choice is
marked by the rules (`State.action_to`) with the seats that may see it, so
the seats acting after it never see it: their strings are the same whatever
it was.

The table's own actor (`spec.system_actor`: Going Bananas' hidden timer,
Bot 255's clock) is asked once before every decision with `step(state,
None)`, the game's own model of table time, as the headless runner asks it;
what it does is applied as seat SYSTEM and logged, but it is no OpenSpiel
move: nobody chooses it, and it follows from the state.

Strings. `observation_string(p)`: the seat's `view(p)` as compact JSON with
sorted keys. `information_state_string(p)`: that view, then the number of
log lines seat p has seen and a digest chained over every one of them (the
opening events, every action line and event the rules let that seat see,
with their `to` marks) -- perfect recall in a string whose length does not
grow with the match. `state.seen(p)` gives those lines themselves, as the
JSON Lines log has them. An observer asked for no private information
(PrivateInfoType.NONE) gives the spectator's view (`view(None)`) and the
public lines.

Returns are `state.scores()` once the match is over (0 before: rewards come
at the end), within +-SCORE_BOUND since no game declares its range. The
longest game is `spec.max_actions(setup)`, which bounds the seats' and the
table's actions together.
"""
from __future__ import annotations

import hashlib
import json
from dataclasses import replace
from typing import Any, NamedTuple

from game.core import registry
from game.core.errors import BadSetup
from game.core.record import action_line, event_line
from game.core.seats import SYSTEM
from game.core.spec import GameSpec
from game.core.state import Setup, State

try:
    import pyspiel
except ImportError as exc:  # the optional extra is not installed
    raise ImportError("The OpenSpiel adapter needs the open_spiel package: "
                      "pip install 'monkey-arcade[openspiel]'") from exc

PREFIX = "arcade_"
WORLDS = 1000        # outcomes of the opening chance node (match seeds seed..seed+999)
ACTION_IDS = 1024    # num_distinct_actions: more than any decision offers
SCORE_BOUND = 1e6    # the utility range OpenSpiel asks for; no game scores near it
_CHANCE = [(k, 1.0 / WORLDS) for k in range(WORLDS)]
_REGISTERED: dict[str, GameSpec] = {}   # short name -> the spec it wraps


def _text(obj: Any) -> str:
    return json.dumps(obj, sort_keys=True, separators=(",", ":"))


class _Seen(NamedTuple):
    """One seat's copy of the log so far: its length, a digest chained over
    its lines, and the lines as a linked list (clones share it)."""
    length: int = 0
    digest: str = ""
    lines: tuple | None = None   # (line, earlier lines) or None

    def add(self, line: str) -> "_Seen":
        digest = hashlib.blake2b((self.digest + line).encode(), digest_size=16).hexdigest()
        return _Seen(self.length + 1, digest, (line, self.lines))


class _Table:
    """The match behind an OpenSpiel state: the rules' state, each seat's copy
    of the log (index -1: the spectator's) and per-decision caches.

    pyspiel clones a Python state by deep-copying its attributes, so this
    one object copies itself with the rules' own `clone()` and shares what
    never changes."""

    __slots__ = ("spec", "setup", "state", "seen", "_seat", "_legal", "_views")

    def __init__(self, spec: GameSpec, setup: Setup):
        self.spec, self.setup = spec, setup
        self.state: State | None = None   # None: the chance node has not drawn the seed
        self.seen: tuple[_Seen, ...] = ()
        self._forget()

    def _forget(self) -> None:
        self._seat: int | None = None
        self._legal: list[tuple[str, Any]] | None = None
        self._views: dict[int | None, str] = {}

    def __deepcopy__(self, memo: dict) -> "_Table":
        t = _Table(self.spec, self.setup)
        if self.state is not None:
            t.state = self.state.clone()
        t.seen = self.seen
        t._seat, t._legal, t._views = self._seat, self._legal, dict(self._views)
        return t

    # --- playing ------------------------------------------------------------
    def start(self, seed: int) -> None:
        self.state = self.spec.new(replace(self.setup, seed=seed))
        self.seen = (_Seen(),) * (self.setup.players + 1)
        self._log([(e.to, _text(event_line(e))) for e in self.state.opening])
        self._tick()

    def seat(self) -> int:
        """The seat that decides now: the lowest of `to_act()`, as headless play."""
        if self._seat is None:
            assert self.state is not None
            waiting = self.state.to_act()
            if not waiting:
                raise RuntimeError(f"{self.spec.name}: the match is not over "
                                   "but nobody is to act")
            self._seat = min(waiting)
        return self._seat

    def legal(self) -> list[tuple[str, Any]]:
        """This decision's actions as (JSON, action), sorted by the JSON."""
        if self._legal is None:
            assert self.state is not None
            seat = self.seat()
            by_text = {_text(a.to_json()): a for a in self.state.legal_actions(seat)}
            if len(by_text) > ACTION_IDS:
                raise RuntimeError(f"{self.spec.name} offers {len(by_text)} moves at once, "
                                   f"more than the adapter's {ACTION_IDS} action ids")
            self._legal = sorted(by_text.items())
        return self._legal

    def play(self, index: int) -> None:
        legal = self.legal()
        if not 0 <= index < len(legal):
            raise ValueError(f"action {index} is not one of this decision's "
                             f"{len(legal)} moves (0..{len(legal) - 1})")
        self._act(self.seat(), legal[index][1])
        self._tick()

    def _tick(self) -> None:
        """The table's own actor, once before a decision, as headless play asks it."""
        actor = self.spec.system_actor
        assert self.state is not None
        if actor is not None and not self.state.over:
            action = actor.step(self.state, None)
            if action is not None:
                self._act(SYSTEM, action)

    def _act(self, seat: int, action: Any) -> None:
        assert self.state is not None
        to, events = self.state.apply_marked(seat, action)
        self._forget()
        line = _text(action_line(seat, action.to_json(), to))
        if to is not None and seat != SYSTEM:
            to = to | {seat}   # a seat always knows what it did itself
        self._log([(to, line)] + [(e.to, _text(event_line(e))) for e in events])

    def _log(self, lines: list[tuple[frozenset[int] | None, str]]) -> None:
        """Add log lines to the copy of each seat that may see them; the
        spectator's copy (index -1) holds the public ones."""
        seen = list(self.seen)
        for to, line in lines:
            if to is None:
                seen = [s.add(line) for s in seen]
            else:
                for s in to:
                    if 0 <= s < self.setup.players:
                        seen[s] = seen[s].add(line)
        self.seen = tuple(seen)

    # --- seeing -------------------------------------------------------------
    def view(self, seat: int | None) -> str:
        got = self._views.get(seat)
        if got is None:
            assert self.state is not None
            got = self._views[seat] = _text(self.state.view(seat))
        return got


class ArcadeState(pyspiel.State):
    """One match of an arcade game, as OpenSpiel plays it (see the module doc)."""

    def __init__(self, game: "ArcadeGame"):
        super().__init__(game)
        self._table = _Table(game.spec, game.setup)  # built lazily: pyspiel's Clone makes one
        self._seed = game.setup.seed

    # --- OpenSpiel's State API ---------------------------------------------
    def current_player(self) -> int:
        t = self._table
        if t.state is None:
            return int(pyspiel.PlayerId.CHANCE)
        if t.state.over:
            return int(pyspiel.PlayerId.TERMINAL)
        return t.seat()

    def _legal_actions(self, player: int) -> list[int]:
        return list(range(len(self._table.legal())))

    def chance_outcomes(self) -> list[tuple[int, float]]:
        return list(_CHANCE) if self._table.state is None else []

    def _apply_action(self, action: int) -> None:
        t = self._table
        if t.state is None:
            if not 0 <= action < WORLDS:
                raise ValueError(f"the opening draw is 0..{WORLDS - 1}, not {action}")
            t.start(self._seed + action)
        else:
            t.play(action)

    def _action_to_string(self, player: int, action: int) -> str:
        t = self._table
        if player == pyspiel.PlayerId.CHANCE:
            return f"match seed {self._seed + action}"
        if t.state is not None and not t.state.over and player == t.seat() \
                and 0 <= action < len(t.legal()):
            return t.legal()[action][0]
        return f"move {action}"

    def is_terminal(self) -> bool:
        return self._table.state is not None and self._table.state.over

    def returns(self) -> list[float]:
        t = self._table
        if t.state is None or not t.state.over:
            return [0.0] * t.setup.players
        scores = [float(s) for s in t.state.scores()]
        if any(abs(s) > SCORE_BOUND for s in scores):
            raise RuntimeError(f"{t.spec.name} scored {scores}, outside the adapter's "
                               f"utility range of +-{SCORE_BOUND:g}")
        return scores

    def __str__(self) -> str:
        t = self._table
        if t.state is None:
            return f"{t.spec.name}: the match seed is not drawn yet"
        return f"{t.spec.name}, {t.seen[-1].length} public log lines\n{t.view(None)}"

    # --- what a seat knows --------------------------------------------------
    def describe(self, seat: int | None, recall: bool) -> str:
        """The observation (recall=False) or information state string of a
        seat (None: a spectator); see the module doc."""
        t = self._table
        if t.state is None:
            return "the match seed is not drawn yet"
        seen = t.seen[-1 if seat is None else seat]
        text = t.view(seat)
        return f"{text}\nlog {seen.length} lines {seen.digest}" if recall else text

    def seen(self, seat: int | None) -> list[dict[str, Any]]:
        """The log lines this seat (None: a spectator) has seen, in order."""
        t = self._table
        if t.state is None:
            return []
        out = []
        node = t.seen[-1 if seat is None else seat].lines
        while node is not None:
            out.append(json.loads(node[0]))
            node = node[1]
        return out[::-1]

    @property
    def rules_state(self) -> State | None:
        """The arcade's own State (None before the opening draw): read it, never change it."""
        return self._table.state


class _Observer:
    """OpenSpiel's observer for an arcade game: strings only (no tensors: the
    games' views are nested JSON, not fixed-size arrays)."""

    def __init__(self, iig_obs_type: Any = None, params: Any = None):
        if params:
            raise ValueError(f"the arcade's observers take no parameters, not {params}")
        iig = iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False)
        private = iig.private_info
        if not iig.public_info or private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("the arcade's games offer a seat's view or the spectator's "
                             "(public information, with one seat's secrets or none)")
        self.recall = bool(iig.perfect_recall)
        self.spectator = private == pyspiel.PrivateInfoType.NONE
        self.tensor = None
        self.dict: dict[str, Any] = {}

    def set_from(self, state: ArcadeState, player: int) -> None:
        pass  # no tensor to fill

    def string_from(self, state: ArcadeState, player: int) -> str:
        return state.describe(None if self.spectator else player, self.recall)


class ArcadeGame(pyspiel.Game):
    """An arcade game with its parameters (players, seed, the spec's options).
    Each game is a subclass naming its spec (`register`)."""

    SPEC: GameSpec

    def __init__(self, params: dict[str, Any] | None = None):
        params = dict(params or {})
        self.spec = spec = self.SPEC
        self.setup = _setup(spec, params)
        try:
            spec.new(self.setup)   # refuses a set-up the game cannot play, with its reason
            longest = spec.max_actions(self.setup)
        except BadSetup as exc:
            raise ValueError(f"{PREFIX}{spec.id}: {exc}") from None
        info = pyspiel.GameInfo(
            num_distinct_actions=ACTION_IDS, max_chance_outcomes=WORLDS,
            num_players=self.setup.players, min_utility=-SCORE_BOUND,
            max_utility=SCORE_BOUND, utility_sum=None, max_game_length=longest)
        super().__init__(_game_type(spec), info, params)

    def new_initial_state(self) -> ArcadeState:
        return ArcadeState(self)

    def max_chance_nodes_in_history(self) -> int:
        return 1

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> _Observer:
        return _Observer(iig_obs_type, params)


def _default_players(spec: GameSpec) -> int:
    return min(max(2, spec.min_players), spec.max_players)


def _setup(spec: GameSpec, params: dict[str, Any]) -> Setup:
    """The Setup the parameters ask for, or ValueError with a sentence."""
    players = params.get("players", _default_players(spec))
    seed = params.get("seed", 0)
    name = PREFIX + spec.id
    if type(players) is not int or not spec.min_players <= players <= spec.max_players:
        raise ValueError(f"{name}: players is {spec.min_players} to {spec.max_players}, "
                         f"not {players!r}")
    if type(seed) is not int:
        raise ValueError(f"{name}: seed is a whole number, not {seed!r}")
    unknown = sorted(set(params) - {"players", "seed"} - {o.name for o in spec.options})
    if unknown:
        raise ValueError(f"{name} has no parameter {unknown[0]!r}")
    variants = []
    for o in spec.options:
        value = params.get(o.name, o.default)
        choices = spec.choices(o.name, players)
        if not any(type(c) is type(value) and c == value for c in choices):
            raise ValueError(f"{name}: {o.name} is one of "
                             f"{', '.join(map(str, choices))}, not {value!r}")
        variant = o.variant(value)
        if variant is not None:
            variants.append(variant)
    return Setup(spec.id, ("random",) * players, seed, None, tuple(variants))


def _game_type(spec: GameSpec) -> Any:
    params: dict[str, Any] = {"players": _default_players(spec), "seed": 0}
    for o in spec.options:
        if o.name in params:
            raise ValueError(f"{spec.name} has an option called {o.name!r}, "
                             "a name OpenSpiel's parameters already use")
        if type(o.default) not in (bool, int, float, str):
            raise ValueError(f"{spec.name}'s option {o.name!r} defaults to "
                             f"{o.default!r}, which OpenSpiel cannot take as a parameter")
        params[o.name] = o.default
    kinds = pyspiel.GameType
    return pyspiel.GameType(
        short_name=PREFIX + spec.id,
        long_name=f"Monkey Arcade: {spec.name}",
        dynamics=kinds.Dynamics.SEQUENTIAL,
        chance_mode=kinds.ChanceMode.EXPLICIT_STOCHASTIC,
        information=kinds.Information.IMPERFECT_INFORMATION,
        utility=kinds.Utility.GENERAL_SUM,
        reward_model=kinds.RewardModel.TERMINAL,
        max_num_players=spec.max_players,
        min_num_players=spec.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=False,
        provides_observation_string=True,
        provides_observation_tensor=False,
        parameter_specification=params)


def register(game_id: str) -> str:
    """Wrap one game of the registry (once); returns its OpenSpiel name."""
    spec = registry.spec(game_id)
    name = PREFIX + spec.id
    if name not in _REGISTERED:
        # A class, not a closure: pyspiel keeps its creator until after Python
        # has shut down, and a class (which refers to itself) is never freed
        # then, where freeing a closure aborts the interpreter at exit.
        cls = type(f"ArcadeGame_{spec.id}", (ArcadeGame,), {"SPEC": spec})
        pyspiel.register_game(_game_type(spec), cls)
        _REGISTERED[name] = spec
    return name


def register_all() -> list[str]:
    """Wrap every game of the registry not wrapped yet; the OpenSpiel names of all."""
    return [register(spec.id) for spec in registry.specs()]


register_all()
