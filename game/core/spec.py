"""GameSpec: everything the arcade needs to know about one game, in one object.

Menus, the lobby, matches, headless play, replays, bots, help and the
conformance tests all reach a game through its spec, never by guessing
module or attribute names. Parts that live outside the pure rules (bots,
scenes, help pages, map files) are plain callables that import their module
only when called, so that reading a spec never pulls in pygame.
"""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, Protocol

from .actions import Action, ActionCodec
from .errors import BadSetup
from .state import Option, Setup, State, parse_variant

if TYPE_CHECKING:
    from game.ai.base import Bot


class MapSource(Protocol):
    """Level files for a game (Tiled maps in the game's levels folder).

    The rules never read files: a match that names a map gets the map's data
    through this object, handed to `new_match` by the spec."""

    option: str  # the setting whose value may name a map ("jungle")

    def names(self, players: int | None = None) -> tuple[str, ...]:
        """Maps offered (for a number of players, or all), sorted."""
        ...

    def title(self, name: str) -> str:
        """The map's name for people ("Snake River")."""
        ...

    def load(self, name: str, players: int) -> Any:
        """The map's domain data; raises BadSetup with a readable reason."""
        ...


class SystemActor(Protocol):
    """The table itself acting: a hidden timer, a clock. It acts as seat
    `seats.SYSTEM` through `Match.apply` like any player, so its actions are in
    the record and replays never call it.

    An actor may set `min_step`: the fewest seconds it moves time on. The app
    then gathers play time until there is that much, instead of handing it
    over a few seconds at a time."""

    def step(self, state: State, seconds: float | None) -> Action | None:
        """The action the table takes now, if any. `seconds`: play time that went
        by on the app's clock since the table last acted; None asks for the game's
        own model of table time (headless play and the conformance tests, so
        matches stay reproducible)."""
        ...


@dataclass(frozen=True)
class GameSpec:
    id: str
    name: str
    blurb: str
    min_players: int
    max_players: int
    rules_version: str
    new_match: Callable[[Setup, "MapSource | None"], State]
    codec: ActionCodec
    # (view, seat, rng) -> a full State consistent with that view, for search bots
    sample_state: Callable[[Mapping[str, Any], int | None, random.Random], State]
    # action JSON (or history entry), view, seat -> one sentence for the log
    describe_action: Callable[..., str]
    # the longest match the rules allow for this set-up (they must end before it)
    max_actions: Callable[[Setup], int]
    bots: Callable[[str, int, int], "Bot"]
    scene: Callable[[Any, Any, Any], Any]          # (app, match, seating) -> Scene
    help_pages: Callable[[], list] = field(default=lambda: [])
    options: tuple[Option, ...] = ()
    option_labels: Mapping[str, Mapping[Any, str]] = field(default_factory=dict)
    lobby_options: tuple[str, ...] = ()
    describe_event: Callable[..., str | None] | None = None
    # the option values in force for a set-up (defaults filled in, adjustments
    # made), written into the log's setup line
    settings: Callable[[Setup], Mapping[str, Any]] | None = None
    system_actor: SystemActor | None = None
    maps: MapSource | None = None
    # what a table of n players makes of the game, when that changes the game
    # (bot255: one player solves puzzles, more play cards): (the line the
    # lobby shows by its title, a hint under it or None)
    players_note: Callable[[int], tuple[str, str | None]] | None = None
    # whether Setup.level means anything to this game (bananas' seven levels);
    # a level given to any other game is refused, never quietly ignored
    has_levels: bool = False
    # whether the rules draw anything at random in this set-up (None: always);
    # a set-up that draws nothing (a curated Bot 255 puzzle) is played and
    # logged with seed 0, so a log with another seed is refused, not replayed
    seeded: Callable[[Setup], bool] | None = None

    def new(self, setup: Setup) -> State:
        """A new match of this game (the map, if the set-up names one, is loaded here)."""
        if setup.game != self.id:
            raise BadSetup(f"this is {self.name}, not {setup.game!r}")
        if not self.has_levels and setup.level not in (None, ""):
            raise BadSetup(f"{self.name} has no levels (asked for level "
                           f"{setup.level!r}).")
        seen: set[str] = set()
        for v in setup.variants:
            name = parse_variant(v)[0]
            if name in seen:
                raise BadSetup(f"The option {name!r} is given twice: "
                               "give each option once.")
            seen.add(name)
        return self.new_match(setup, self.maps)

    def option(self, name: str) -> Option:
        for o in self.options:
            if o.name == name:
                return o
        raise KeyError(name)

    def choices(self, name: str, players: int | None = None) -> tuple[Any, ...]:
        """An option's choices, with the game's maps added to the one that names maps."""
        o = self.option(name)
        if self.maps is not None and self.maps.option == name:
            extra = tuple(m for m in self.maps.names(players) if m not in o.choices)
            return tuple(o.choices) + extra
        return tuple(o.choices)

    def label(self, name: str, value: Any) -> str | None:
        """The game's own word for an option value, if it has one."""
        labels = self.option_labels.get(name) or {}
        if value in labels:
            return labels[value]
        if self.maps is not None and self.maps.option == name and isinstance(value, str):
            return self.maps.title(value)
        return None
