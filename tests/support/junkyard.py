"""Spank the Monkey test positions: a state at any moment of a match, with
scripted dice, built from towers, hands and a pile named by card id."""
from __future__ import annotations

from typing import Any, Sequence

from game.core.cards import Cards
from game.core.state import Setup
from game.rules.junkyard.deck import ids
from game.rules.junkyard.model import Floor, Yard
from game.rules.junkyard.options import effective
from game.rules.junkyard.state import JunkyardState


class Dice:
    """A scripted die: hands out exactly these rolls, in order (and fails loudly
    when the rules roll more often than the test expected)."""

    def __init__(self, *rolls: int):
        self.rolls = list(rolls)

    def randint(self, a: int, b: int) -> int:
        assert self.rolls, "the rules rolled more often than the test expected"
        v = self.rolls.pop(0)
        assert a <= v <= b, (v, a, b)
        return v

    def die(self, sides: int = 6) -> int:
        return self.randint(1, sides)

    def shuffle(self, items: list) -> None:
        pass

    def __deepcopy__(self, memo: Any) -> "Dice":
        return Dice(*self.rolls)


def position(*towers: Sequence[Any], hands: Sequence[Sequence[str]] | None = None,
             pile: Sequence[str] = (), discard: Sequence[str] = (), monkey: int = 10,
             turn: int = 0, phase: str = "build", options: Sequence[str] = (),
             dice: Sequence[int] = (), pile_size: int | None = None) -> JunkyardState:
    """A state in `turn`'s `phase`: towers per seat (junk ids bottom -> top, or
    (junk, [reinforcements])), hands, the pile's top cards (top first), the
    discard (bottom -> top); every other card lies under the pile (or, with
    `pile_size`, the pile holds only that many cards and the rest are discarded)."""
    n = len(towers)
    setup = Setup("junkyard", ("human",) * n, 1, None, tuple(options))
    s = JunkyardState(setup, effective(setup))
    hands_l = [list(h) for h in (hands or [[] for _ in range(n)])]
    floors = [[Floor(f, []) if isinstance(f, str) else Floor(f[0], list(f[1])) for f in t]
              for t in towers]
    table = [c for t in floors for f in t for c in f.cards()]
    used = {*table, *discard, *pile, *(c for h in hands_l for c in h)}
    rest = [c for c in ids() if c not in used]
    disc = list(discard)
    if pile_size is not None:
        keep = max(0, pile_size - len(pile))
        disc = rest[keep:] + disc
        rest = rest[:keep]
    cards = Cards.from_json({"on_empty": "stop", "deck": rest + list(pile)[::-1],
                             "discard": disc, "table": table, "hands": hands_l})
    s.yard = Yard(cards, floors, monkey)
    s.yard.check()
    s.turn = s.first = turn
    s.turn_number = 1
    s.phase = phase
    s.rng = Dice(*dice)  # type: ignore[assignment]
    return s


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def only(events, kind: str):
    found = [e for e in events if e.kind == kind]
    assert len(found) == 1, (kind, [e.kind for e in events])
    return found[0]


def audit_table(app) -> list[str]:
    """The screen audit's findings for the app's frame, the junkyard table's
    still picture (towers, labels, pile) painted afresh so its words are read."""
    from tests.support.screen_audit import audit
    for scene in app.stack.scenes:
        table = getattr(scene, "table", None)
        if table is not None and hasattr(table, "stage"):
            table.stage.forget()
    return audit(app)
