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


Placement = tuple[int, int, int]  # (start, split, start of the second part)


def placements(n: int, table_len: int):
    """Every way a code of `n` characters may lie in a table of `table_len` (five
    in a longer code): side by side from `i`, or split once after its first `k`
    characters, the rest starting at `j` behind a gap of one coin or more.
    Yields (i, k, j); side by side is k = n, j = i + n. The places the code
    uses are i..i+k-1 and j..j+n-k-1."""
    for i in range(table_len - n + 1):
        yield i, n, i + n
    for k in range(1, n):
        for i in range(table_len - n):
            for j in range(i + k + 1, table_len - (n - k) + 1):
                yield i, k, j


def placed(n: int, at: Placement) -> list[int]:
    """The table places a code of `n` characters uses in placement `at`."""
    i, k, j = at
    return list(range(i, i + k)) + list(range(j, j + n - k))


def within(secret: Sequence[str], table: Sequence[str]) -> bool:
    """True when `secret` lies in `table` in order: side by side, or split once
    by a gap of one or more other coins."""
    n, m = len(secret), len(table)
    if n > m:
        return False
    s, t = list(secret), list(table)
    # ends[k]: the first place where secret[:k] ends side by side (k = 0: place 0)
    first_end: list[int | None] = [0] + [None] * n
    for k in range(1, n + 1):
        for i in range(m - k + 1):
            if t[i:i + k] == s[:k]:
                first_end[k] = i + k
                break
    for k in range(0, n + 1):
        end = first_end[k]
        if end is None:
            continue
        rest = s[k:]
        if not rest:
            return True
        gap = 1 if 0 < k else 0  # after a first part, the second starts behind a gap
        for j in range(end + gap, m - len(rest) + 1):
            if t[j:j + len(rest)] == rest:
                return True
    return False


def code_matches(secret: Sequence[str], table: Sequence[str], within_: bool) -> bool:
    """Does the table show the secret code? `within_`: the five-in-a-longer-code rule."""
    if within_:
        return within(secret, table)
    return list(secret) == list(table)
