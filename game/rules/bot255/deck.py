"""bot255's deck as data: `deck.toml` read once into frozen `Card` values,
and what a hand of cards lets a player program.

Every card has an id (its kind and a number, "memory3-2"), so a record names
cards exactly. `library(hand)` is the commands a hand teaches (moveForward
and rotate are known from the start); `memory(hand)` its lines (4 to start,
plus each Memory card, then doubled by each Upgrade); `verify(program, hand)`
is the rule text's Verify pop-up: the lines and the cards a program uses, and
whether it is a valid solution for that hand.
"""
from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from typing import Any, Iterable

from .program import Program, commands_used, lines_used

KINDS = ("code", "memory", "upgrade", "steal_look", "steal_blind", "steal_turn", "swap",
         "search", "spy")
KEPT = ("code", "memory", "upgrade")        # stay in the hand when used
TEACHABLE = ("if", "else", "while", "repeat")
BASE_LIBRARY = frozenset({"move", "turn"})
BASE_MEMORY = 4
HAND_LIMIT = 6


class BadDeck(ValueError):
    """A deck file that breaks the deck's rules, naming the card."""


@dataclass(frozen=True)
class Card:
    id: str
    kind: str
    name: str
    teaches: str | None = None     # code cards
    lines: int = 0                 # memory cards

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "name": self.name,
                "teaches": self.teaches, "lines": self.lines}


def parse(text: str) -> tuple[Card, ...]:
    """Every card the deck file describes, in file order (BadDeck when broken)."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as e:
        raise BadDeck(f"The deck file is not valid TOML ({e}).") from None
    out: list[Card] = []
    for i, d in enumerate(data.get("card", [])):
        where = f"card table {i + 1}"
        kind = d.get("kind")
        if kind not in KINDS:
            raise BadDeck(f"{where}: kind {kind!r} is not one of {', '.join(KINDS)}.")
        count = d.get("count")
        if type(count) is not int or not 1 <= count <= 20:
            raise BadDeck(f"{where}: count must be 1-20, not {count!r}.")
        name = d.get("name")
        if type(name) is not str or not name:
            raise BadDeck(f"{where}: a card needs a name.")
        teaches, lines = d.get("teaches"), d.get("lines", 0)
        if kind == "code" and teaches not in TEACHABLE:
            raise BadDeck(f"{where}: a code card teaches one of {', '.join(TEACHABLE)}.")
        if kind != "code" and teaches is not None:
            raise BadDeck(f"{where}: only code cards teach a command.")
        if kind == "memory" and (type(lines) is not int or not 1 <= lines <= 8):
            raise BadDeck(f"{where}: a memory card adds 1-8 lines, not {lines!r}.")
        if kind != "memory" and lines:
            raise BadDeck(f"{where}: only memory cards add lines.")
        extra = set(d) - {"kind", "count", "name", "teaches", "lines"}
        if extra:
            raise BadDeck(f"{where}: unknown fields {sorted(extra)}.")
        tag = f"{kind}-{teaches}" if teaches else f"{kind}{lines}" if lines else kind
        for k in range(count):
            out.append(Card(f"{tag}-{k + 1}", kind, name, teaches, lines))
    ids = [c.id for c in out]
    if len(set(ids)) != len(ids):
        raise BadDeck("Two card tables make the same cards: give each kind and value one table.")
    if not out:
        raise BadDeck("The deck file has no cards.")
    return tuple(out)


@lru_cache(maxsize=1)
def DECK() -> tuple[Card, ...]:
    return parse(files(__package__).joinpath("deck.toml").read_text(encoding="utf-8"))


@lru_cache(maxsize=None)
def card(card_id: str) -> Card:
    for c in DECK():
        if c.id == card_id:
            return c
    raise KeyError(card_id)


# --- what a hand lets you program ------------------------------------------------------
def library(hand: Iterable[Card]) -> frozenset[str]:
    """The commands a hand teaches: moveForward and rotate, and each Code card's
    (a Repeat card gives both repeat N and repeat until)."""
    out = set(BASE_LIBRARY)
    for c in hand:
        if c.kind == "code" and c.teaches:
            out.add(c.teaches)
            if c.teaches == "repeat":
                out.add("until")
    return frozenset(out)


def memory(hand: Iterable[Card]) -> int:
    """Lines of memory: 4, plus every Memory card, doubled by each Upgrade."""
    cards = list(hand)
    lines = BASE_MEMORY + sum(c.lines for c in cards if c.kind == "memory")
    return lines * 2 ** sum(1 for c in cards if c.kind == "upgrade")


@dataclass(frozen=True)
class Verdict:
    """The Verify pop-up: what everyone may see about a program (never the program)."""
    lines: int                   # lines the program uses
    memory: int                  # lines the hand allows
    cards: tuple[str, ...]       # the ids of the cards the program uses (code, memory, upgrade)
    missing: tuple[str, ...]     # commands used that the hand does not teach
    valid: bool

    def words(self) -> str:
        if self.valid:
            return f"Verified: {self.lines} of {self.memory} lines, {len(self.cards)} cards used."
        if self.missing:
            return (f"Not valid: the program uses {', '.join(self.missing)} without the "
                    f"card for it.")
        return f"Not valid: {self.lines} lines but only {self.memory} lines of memory."


def verify(program: Program, hand: Iterable[Card]) -> Verdict:
    cards = list(hand)
    used = commands_used(program)
    lib = library(cards)
    missing = tuple(sorted(used - lib))
    n, mem = lines_used(program), memory(cards)
    shown = []
    for c in cards:
        if c.kind == "code" and c.teaches in used | ({"repeat"} if "until" in used else set()):
            shown.append(c.id)
        elif c.kind in ("memory", "upgrade") and n > BASE_MEMORY:
            shown.append(c.id)
    return Verdict(n, mem, tuple(shown), missing, not missing and n <= mem)
