"""Piecepack coins for Codes: characters, coin sets, the bag, code tests.

A coin has a suit face (showing only its suit) and a value face (showing only
its value). A *character* is whatever a coin shows. A coin id is
"<suit>:<value>", e.g. "moons:3".
"""
from __future__ import annotations

from typing import Iterable, Sequence

SUITS = ("suns", "moons", "crowns", "arms")
VALUES = ("null", "ace", "2", "3", "4", "5")
CHARS = SUITS + VALUES
SUIT, VALUE = "suit", "value"
FACES = (SUIT, VALUE)

# Default coin sets (used unless the "random coins" option is on).
DEFAULT_SETS = {
    9: (("suns", "moons", "crowns"), ("2", "3", "4")),
    16: (("suns", "moons", "crowns", "arms"), ("ace", "2", "3", "4")),
}

# Display names for on-screen sentences.
CHAR_NAMES = {"suns": "sun", "moons": "moon", "crowns": "crown", "arms": "arms",
              "null": "blank", "ace": "ace", "2": "2", "3": "3", "4": "4", "5": "5"}


def coin_id(suit: str, value: str) -> str:
    return f"{suit}:{value}"


def split(coin: str) -> tuple[str, str]:
    s, _, v = coin.partition(":")
    return s, v


_SHOWS = {(f"{s}:{v}", face): (s if face == "suit" else v)
          for s in SUITS for v in VALUES for face in ("suit", "value")}


def shows(coin: str, face: str) -> str:
    """The character a coin shows with `face` up."""
    return _SHOWS[coin, face]


def other(face: str) -> str:
    return VALUE if face == SUIT else SUIT


def has_char(coin: str, ch: str) -> bool:
    s, v = split(coin)
    return ch == s or ch == v


def face_of(coin: str, ch: str) -> str:
    """The face of `coin` that shows `ch` (which it must carry)."""
    s, v = split(coin)
    if ch == s:
        return SUIT
    if ch == v:
        return VALUE
    raise ValueError(f"{coin} does not carry {ch}")


def is_suit(ch: str) -> bool:
    return ch in SUITS


def coin_set(suits: Sequence[str], values: Sequence[str]) -> tuple[str, ...]:
    """All coins of these suits and values, in a canonical order."""
    return tuple(coin_id(s, v) for s in suits for v in values)


def set_chars(coins: Iterable[str]) -> tuple[str, ...]:
    """Characters carried by these coins, suits first, in the canonical order."""
    present: set[str] = set()
    for c in coins:
        present.update(split(c))
    return tuple(ch for ch in CHARS if ch in present)


def formable(code: Sequence[str], coins: Iterable[str]) -> bool:
    """Can distinct coins from `coins` show `code` side by side? (Hall matching.)"""
    pool = list(coins)
    if len(code) > len(pool):
        return False
    match: dict[int, int] = {}  # coin index -> code position

    def augment(pos: int, seen: set[int]) -> bool:
        for ci, c in enumerate(pool):
            if ci in seen or not has_char(c, code[pos]):
                continue
            seen.add(ci)
            if ci not in match or augment(match[ci], seen):
                match[ci] = pos
                return True
        return False

    return all(augment(p, set()) for p in range(len(code)))


def is_subsequence(short: Sequence[str], long: Sequence[str]) -> bool:
    """True when `short` appears in order within `long` (gaps allowed)."""
    it = iter(long)
    return all(any(ch == x for x in it) for ch in short)


def code_matches(secret: Sequence[str], table: Sequence[str], within: bool) -> bool:
    """Does the table show the secret code? `within`: the five-in-a-longer-code rule."""
    if within:
        return is_subsequence(secret, table)
    return list(secret) == list(table)
