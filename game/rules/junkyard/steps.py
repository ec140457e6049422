"""The words card effects are written in: selectors and verbs, as typed values.

A card's effect in `deck.toml` is a list of steps, each a small table with a
verb under `do` and the verb's fields; `parse` turns that data into the frozen
dataclasses below (and refuses any unknown verb, field or value), so the
engine (`effects.py`) and the card texts (`wording.py`) read typed values.

Selectors, in the spirit of fireplace's (much smaller):

* a *player selector* is one word (`PLAYERS`): "me", "left" (the next player,
  who plays after you), "attacker", "defender" (of the attack in progress),
  "everyone", "opponents" (each of them), "an_opponent" / "a_player" (one the
  card's player chooses);
* a *junk selector* (`Junk`) picks junk cards in towers: whose towers
  (`owner`: me, left, attacker, defender, everyone, opponents), where in them
  (`at`: top, bottom, any), which categories (none: all), and how (`pick`:
  "choose" asks the card's player, "all" takes every match, "random" lets the
  die decide). Two fixed junk cards have a word of their own: "this" (the junk
  card this card is, or the one it reinforces) and "target" (the junk card
  under attack).

Verbs: destroy, move, swap, draw, steal, discard, recover, monkey, skip,
extra, protect, strength, strip, attack, cancel, reroll, redirect, roll,
one_of (see each class). `FIGHT_VERBS` act on the attack in progress.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, Mapping, Union

CATEGORIES = ("Furniture", "Illegal", "Organic", "Vehicle", "Machine", "Decoration", "Leisure")
PHASES = ("draw", "build", "attack", "spank", "discard")
PLAYERS = ("me", "left", "attacker", "defender", "everyone", "opponents", "an_opponent",
           "a_player")
CHOSEN_PLAYERS = ("an_opponent", "a_player")       # the card's player picks one
OWNERS = ("me", "left", "attacker", "defender", "everyone", "opponents")
PLACES = ("top", "bottom", "any")
PICKS = ("choose", "all", "random")
FIXED_JUNK = ("this", "target")


class BadEffect(ValueError):
    """Effect data that does not follow the vocabulary."""


@dataclass(frozen=True)
class Junk:
    """Junk cards in towers: `owner`'s towers, at `at`, of `categories`, picked by `pick`."""
    owner: str
    at: str = "any"
    categories: tuple[str, ...] = ()
    pick: str = "choose"
    count: int = 1          # how many to choose or draw at random (pick "all": every match)

    def __post_init__(self) -> None:
        _one_of("owner", self.owner, OWNERS)
        _one_of("at", self.at, PLACES)
        _one_of("pick", self.pick, PICKS)
        for c in self.categories:
            _one_of("category", c, CATEGORIES)
        if not 1 <= self.count <= 3:
            raise BadEffect(f"count must be 1-3, not {self.count}")


JunkSel = Union[Junk, str]          # a Junk, or one of FIXED_JUNK


class Step:
    """One verb of an effect (abstract). Subclasses are frozen dataclasses."""
    VERB: ClassVar[str] = ""
    __dataclass_fields__: ClassVar[dict[str, Any]]


@dataclass(frozen=True)
class Destroy(Step):
    """The junk cards are destroyed: they and their reinforcements are discarded."""
    VERB: ClassVar[str] = "destroy"
    junk: JunkSel


@dataclass(frozen=True)
class Move(Step):
    """The junk cards move, with their reinforcements, to `to`'s tower (top or bottom)."""
    VERB: ClassVar[str] = "move"
    junk: JunkSel
    to: str
    place: str = "top"


@dataclass(frozen=True)
class Swap(Step):
    """Two junk cards change places: `junk` with `other`, or the two `junk` gives."""
    VERB: ClassVar[str] = "swap"
    junk: JunkSel
    other: JunkSel | None = None


@dataclass(frozen=True)
class Draw(Step):
    """Each of `who` draws `n` cards from the pile."""
    VERB: ClassVar[str] = "draw"
    who: str
    n: int = 1


@dataclass(frozen=True)
class Steal(Step):
    """The card's player takes `n` random cards from the hand of each of `source`."""
    VERB: ClassVar[str] = "steal"
    source: str
    n: int = 1


@dataclass(frozen=True)
class Discard(Step):
    """Each of `who` discards `n` cards from the hand, chosen by themselves or at random."""
    VERB: ClassVar[str] = "discard"
    who: str
    n: int = 1
    how: str = "choose"


@dataclass(frozen=True)
class Recover(Step):
    """A card from the discard pile into the player's hand: the top one, one they
    choose, or this very card (a boomerang)."""
    VERB: ClassVar[str] = "recover"
    card: str = "top"


@dataclass(frozen=True)
class Monkey(Step):
    """The monkey climbs `by` steps (down if negative), never above 25 or below 1."""
    VERB: ClassVar[str] = "monkey"
    by: int


@dataclass(frozen=True)
class Skip(Step):
    """Each of `who` misses their next `phase`."""
    VERB: ClassVar[str] = "skip"
    who: str
    phase: str


@dataclass(frozen=True)
class Extra(Step):
    """Each of `who` may play one more card in `phase` this turn (build: a junk card)."""
    VERB: ClassVar[str] = "extra"
    who: str
    phase: str = "build"


@dataclass(frozen=True)
class Protect(Step):
    """Until the player's next turn other players can't attack or pick the junk
    cards (`junk`) or whole towers (`who`)."""
    VERB: ClassVar[str] = "protect"
    junk: JunkSel | None = None
    who: str | None = None


@dataclass(frozen=True)
class Strength(Step):
    """The junk cards' strength changes by `by` for as long as they stay in play."""
    VERB: ClassVar[str] = "strength"
    junk: JunkSel
    by: int


@dataclass(frozen=True)
class Strip(Step):
    """Every reinforcement falls off the junk cards and is discarded."""
    VERB: ClassVar[str] = "strip"
    junk: JunkSel


@dataclass(frozen=True)
class Attack(Step):
    """The attack in progress gets `by` added to its roll."""
    VERB: ClassVar[str] = "attack"
    by: int


@dataclass(frozen=True)
class Cancel(Step):
    """The attack in progress fails, whatever its roll."""
    VERB: ClassVar[str] = "cancel"


@dataclass(frozen=True)
class Reroll(Step):
    """The attack's die is rolled again; the new roll counts."""
    VERB: ClassVar[str] = "reroll"


@dataclass(frozen=True)
class Redirect(Step):
    """The attack in progress hits `junk` instead of its target."""
    VERB: ClassVar[str] = "redirect"
    junk: JunkSel


@dataclass(frozen=True)
class Roll(Step):
    """Roll the die: `need` or more (never a 1) runs `then`, else `otherwise`."""
    VERB: ClassVar[str] = "roll"
    need: int
    then: tuple[Step, ...]
    otherwise: tuple[Step, ...] = ()


@dataclass(frozen=True)
class OneOf(Step):
    """The card's player picks one of the `options` (lists of steps) to happen."""
    VERB: ClassVar[str] = "one_of"
    options: tuple[tuple[Step, ...], ...]


Effect = tuple[Step, ...]
VERBS: dict[str, type[Step]] = {c.VERB: c for c in (
    Destroy, Move, Swap, Draw, Steal, Discard, Recover, Monkey, Skip, Extra, Protect, Strength,
    Strip, Attack, Cancel, Reroll, Redirect, Roll, OneOf)}
FIGHT_VERBS = frozenset({"attack", "cancel", "reroll", "redirect"})
_DATA_NAMES = {"otherwise": "else"}     # `else` in the data, a Python keyword here


# --- from data ------------------------------------------------------------------
def parse(data: Any) -> Effect:
    """An effect (a list of step tables, or one table) from deck data."""
    if isinstance(data, Mapping):
        data = [data]
    if not isinstance(data, list) or not data:
        raise BadEffect(f"an effect is a non-empty list of steps, not {data!r}")
    return tuple(_step(d) for d in data)


def parse_junk(data: Any) -> JunkSel:
    if isinstance(data, str):
        _one_of("junk", data, FIXED_JUNK)
        return data
    if not isinstance(data, Mapping):
        raise BadEffect(f"a junk selector is a table or one of {FIXED_JUNK}, not {data!r}")
    extra = set(data) - {"owner", "at", "category", "pick", "count"}
    if extra:
        raise BadEffect(f"unknown junk selector fields {sorted(extra)}")
    cat = data.get("category", ())
    cats = (cat,) if isinstance(cat, str) else tuple(cat)
    if "owner" not in data:
        raise BadEffect("a junk selector needs an owner")
    return Junk(owner=_str(data["owner"]), at=_str(data.get("at", "any")), categories=cats,
                pick=_str(data.get("pick", "choose")), count=_int(data.get("count", 1)))


def _step(d: Any) -> Step:
    if not isinstance(d, Mapping) or "do" not in d:
        raise BadEffect(f"a step is a table with `do`, not {d!r}")
    cls = VERBS.get(d["do"])
    if cls is None:
        raise BadEffect(f"unknown verb {d['do']!r}")
    fields = {f.name: f for f in dataclasses.fields(cls)}
    by_data = {_DATA_NAMES.get(n, n): n for n in fields}
    unknown = set(d) - {"do"} - set(by_data)
    if unknown:
        raise BadEffect(f"{cls.VERB}: unknown fields {sorted(unknown)}")
    kw: dict[str, Any] = {}
    for key, value in d.items():
        if key == "do":
            continue
        name = by_data[key]
        kw[name] = _value(cls.VERB, name, value)
    try:
        step = cls(**kw)
    except TypeError as e:
        raise BadEffect(f"{cls.VERB}: {e}") from None
    _check(step)
    return step


def _value(verb: str, name: str, value: Any) -> Any:
    if name in ("junk", "other"):
        return parse_junk(value)
    if name in ("then", "otherwise"):
        return parse(value) if value else ()
    if name == "options":
        if not isinstance(value, list) or len(value) < 2:
            raise BadEffect("one_of needs at least two options")
        return tuple(parse(v) for v in value)
    if name in ("n", "by", "need"):
        return _int(value)
    return _str(value)


def _check(step: Step) -> None:
    """What the dataclasses' types do not say."""
    for name in ("who", "to", "source"):
        value = getattr(step, name, None)
        if value is not None:
            _one_of(name, value, PLAYERS)
    if isinstance(step, (Skip, Extra)):
        _one_of("phase", step.phase, PHASES)
    if isinstance(step, (Draw, Steal, Discard)) and not 1 <= step.n <= 3:
        raise BadEffect(f"{step.VERB}: n must be 1-3")
    if isinstance(step, Steal) and step.source in ("me", "everyone", "a_player"):
        raise BadEffect("steal: you can only steal from others")
    if isinstance(step, Discard):
        _one_of("how", step.how, ("choose", "random"))
        if step.how == "choose" and step.who != "me":
            # only the card's player picks from a hand: the pick is made last and
            # the effect happens at once, so no secret pick waits in the state
            raise BadEffect("discard: only the card's player chooses what to throw away")
    if isinstance(step, Recover):
        _one_of("card", step.card, ("top", "choose", "this"))
    if isinstance(step, Move):
        _one_of("place", step.place, ("top", "bottom"))
        if step.to in ("everyone", "opponents"):
            raise BadEffect("move: a card goes to one tower")
    if isinstance(step, Monkey) and not (step.by and -3 <= step.by <= 3):
        raise BadEffect("monkey: by must be -3..3 and not 0")
    if isinstance(step, (Strength, Attack)) and not (step.by and -4 <= step.by <= 4):
        raise BadEffect(f"{step.VERB}: by must be -4..4 and not 0")
    if isinstance(step, Roll) and not 2 <= step.need <= 6:
        raise BadEffect("roll: need must be 2-6")
    if isinstance(step, Protect) and (step.junk is None) == (step.who is None):
        raise BadEffect("protect: either junk cards or a player's tower")
    if isinstance(step, Swap):
        one = step.junk
        if step.other is None and not (isinstance(one, Junk) and one.pick != "all"
                                       and one.count == 2):
            raise BadEffect("swap: without `other`, `junk` must pick exactly two cards")
    if isinstance(step, OneOf):
        for option in step.options:
            if any(True for _ in _choosing(option)):
                raise BadEffect("one_of: an option may not ask for another choice")


def _choosing(steps: tuple[Step, ...]):
    """The steps (nested too) that would ask a player something."""
    for s in steps:
        if isinstance(s, Roll):
            yield from _choosing(s.then + s.otherwise)
        elif isinstance(s, OneOf):
            yield s
        else:
            for name in ("junk", "other"):
                sel = getattr(s, name, None)
                if isinstance(sel, Junk) and sel.pick == "choose":
                    yield s
            for name in ("who", "to", "source"):
                if getattr(s, name, None) in CHOSEN_PLAYERS:
                    yield s
            if isinstance(s, Discard) and s.how == "choose":
                yield s
            if isinstance(s, Recover) and s.card == "choose":
                yield s


def walk(steps: tuple[Step, ...]):
    """Every step, nested ones included, in order."""
    for s in steps:
        yield s
        if isinstance(s, Roll):
            yield from walk(s.then + s.otherwise)
        elif isinstance(s, OneOf):
            for option in s.options:
                yield from walk(option)


def to_data(steps: tuple[Step, ...]) -> list[dict[str, Any]]:
    """The effect as data again (parse(to_data(e)) == e)."""
    out = []
    for s in steps:
        d: dict[str, Any] = {"do": s.VERB}
        for f in dataclasses.fields(s):
            v = getattr(s, f.name)
            if v == f.default:
                continue
            key = _DATA_NAMES.get(f.name, f.name)
            if isinstance(v, Junk):
                j: dict[str, Any] = {"owner": v.owner}
                if v.at != "any":
                    j["at"] = v.at
                if v.categories:
                    j["category"] = list(v.categories)
                if v.pick != "choose":
                    j["pick"] = v.pick
                if v.count != 1:
                    j["count"] = v.count
                d[key] = j
            elif f.name in ("then", "otherwise"):
                d[key] = to_data(v)
            elif f.name == "options":
                d[key] = [to_data(o) for o in v]
            else:
                d[key] = v
        out.append(d)
    return out


def _one_of(name: str, value: Any, allowed: tuple[str, ...]) -> None:
    if value not in allowed:
        raise BadEffect(f"{name} must be one of {allowed}, not {value!r}")


def _str(v: Any) -> str:
    if not isinstance(v, str):
        raise BadEffect(f"expected a word, not {v!r}")
    return v


def _int(v: Any) -> int:
    if isinstance(v, bool) or not isinstance(v, int):
        raise BadEffect(f"expected a whole number, not {v!r}")
    return v
