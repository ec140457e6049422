"""The deck as data: `deck.toml` read once into frozen `Card` values.

`DECK()` is every card in the file's order; `card(id)` looks one up. Loading
checks every field (types, ranges, categories, the effect vocabulary) and
raises `BadCard` naming the card, so a broken deck never reaches a match.
The file ships beside this module as package data and is read through
importlib.resources (no path, no wall clock, the same bytes every time).
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from typing import Any, Mapping

from . import steps as S
from .steps import CATEGORIES, BadEffect, Effect, JunkSel

JUNK, REINFORCEMENT, ATTACK, DEFENSE, SPECIAL = (
    "junk", "reinforcement", "attack", "defense", "special")
TYPES = (JUNK, REINFORCEMENT, ATTACK, DEFENSE, SPECIAL)
KINDS = ("hand", "throwing", "sneak")
DEFENSE_WHEN = ("before_roll", "after_roll")
SPECIAL_WHEN = ("my_turn", "my_roll")
TRIGGERS = ("play", "miss")
DECK_SIZE = 120
HEIGHTS = range(1, 5)          # dots on a junk card
STRENGTHS = range(1, 7)        # a junk card's own strength: 1 falls to anything, 6 to a six
BONUSES = range(0, 5)          # reinforcement, attack and defense bonuses
_SLUG = re.compile(r"^[a-z][a-z0-9_]{2,31}$")

# The fields each type may carry (besides id, name, type, flavour, effect).
_FIELDS = {
    JUNK: {"category", "height", "strength"},
    REINFORCEMENT: {"strength"},
    ATTACK: {"kind", "attack", "reach", "trigger"},
    DEFENSE: {"defense", "when"},
    SPECIAL: {"when"},
}


class BadCard(ValueError):
    """A card in the deck file that breaks the deck's rules."""


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    type: str
    flavour: str = ""
    category: str | None = None   # junk
    height: int = 0               # junk: dots
    strength: int = 0             # junk: its strength; reinforcement: the bonus
    kind: str | None = None       # attack: hand, throwing or sneak
    attack: int = 0               # attack bonus (0: none)
    defense: int = 0              # defense bonus, subtracted from the roll
    when: str | None = None       # defense: before/after_roll; special: my_turn/my_roll
    trigger: str = "play"         # when the effect happens: on play, or after a missed attack
    reach: JunkSel | None = None  # sneak attacks with a bonus: what they may hit
    effect: Effect = ()

    @property
    def has_bonus(self) -> bool:
        """An attack that rolls with a bonus (defense bonuses may lower it)."""
        return self.type == ATTACK and (self.kind != "sneak" or self.reach is not None)

    @property
    def text(self) -> str:
        """The card's one line: its flavour, then what it does (from the data)."""
        from .wording import card_text
        return card_text(self)


def parse_card(d: Mapping[str, Any]) -> Card:
    """One card from its table in the deck file (checked)."""
    cid = d.get("id")
    if not isinstance(cid, str) or not _SLUG.match(cid):
        raise BadCard(f"bad id {cid!r}: a short lower-case slug")
    try:
        return _parse(cid, d)
    except (BadEffect, TypeError, ValueError) as e:
        raise BadCard(f"{cid}: {e}") from None


def _parse(cid: str, d: Mapping[str, Any]) -> Card:
    kind = d.get("type")
    if kind not in TYPES:
        raise ValueError(f"type must be one of {TYPES}")
    allowed = {"id", "name", "type", "flavour", "effect"} | _FIELDS[kind]
    unknown = set(d) - allowed
    if unknown:
        raise ValueError(f"a {kind} card has no {sorted(unknown)}")
    name = d.get("name")
    if not isinstance(name, str) or not 3 <= len(name) <= 28:
        raise ValueError("a name of 3-28 letters")
    flavour = d.get("flavour", "")
    if not isinstance(flavour, str) or len(flavour) > 60:
        raise ValueError("flavour is a short line (60 letters at most)")
    effect = S.parse(d["effect"]) if "effect" in d else ()
    fight = any(s.VERB in S.FIGHT_VERBS for s in S.walk(effect))
    card = Card(cid, name, kind, flavour, effect=effect)

    if kind == JUNK:
        card = _with(card, category=_pick(d, "category", CATEGORIES),
                     height=_num(d, "height", HEIGHTS), strength=_num(d, "strength", STRENGTHS))
    elif kind == REINFORCEMENT:
        card = _with(card, strength=_num(d, "strength", range(1, 5)))
    elif kind == ATTACK:
        akind = _pick(d, "kind", KINDS)
        reach = S.parse_junk(d["reach"]) if "reach" in d else None
        trigger = d.get("trigger", "play")
        if trigger not in TRIGGERS:
            raise ValueError(f"trigger must be one of {TRIGGERS}")
        if akind == "sneak":
            bonus = _num(d, "attack", BONUSES) if "attack" in d else 0
            if (bonus > 0) != (reach is not None):
                raise ValueError("a sneak attack with a bonus says what it reaches; "
                                 "one without a bonus has none")
            if reach is None and not effect:
                raise ValueError("a sneak attack without a bonus needs an effect")
            if reach is not None and (effect or isinstance(reach, str)
                                      or reach.pick != "choose"):
                raise ValueError("a sneak attack's reach is a choice of junk cards, nothing more")
        else:
            bonus = _num(d, "attack", BONUSES)
            if reach is not None:
                raise ValueError("only sneak attacks have a reach")
            if effect and trigger == "play":
                raise ValueError("hand and throwing attacks act by their roll; "
                                 "their effects come on a trigger")
        if trigger != "play" and not effect:
            raise ValueError("a trigger without an effect")
        card = _with(card, kind=akind, attack=bonus, reach=reach, trigger=trigger)
    elif kind == DEFENSE:
        bonus = _num(d, "defense", BONUSES)
        if bonus == 0 and not effect:
            raise ValueError("a defense card without a bonus needs an effect")
        card = _with(card, defense=bonus, when=d.get("when", "before_roll"))
        if card.when not in DEFENSE_WHEN:
            raise ValueError(f"when must be one of {DEFENSE_WHEN}")
    else:
        if not effect:
            raise ValueError("a special card needs an effect")
        card = _with(card, when=_pick(d, "when", SPECIAL_WHEN))

    if fight and not (kind == DEFENSE or (kind == SPECIAL and card.when == "my_roll")):
        raise ValueError("only defense cards and specials played on a roll change an attack")
    if kind == SPECIAL and card.when == "my_roll" and not fight:
        raise ValueError("a special played on a roll must change the attack")
    if any(getattr(s, "junk", None) == "this" for s in S.walk(effect)) \
            and kind not in (JUNK, REINFORCEMENT):
        raise ValueError('"this" junk card: only on junk and reinforcement cards')
    if any(getattr(s, "junk", None) == "target" for s in S.walk(effect)) and not fight:
        raise ValueError('"target": only while an attack is in progress')
    if any(isinstance(s, S.Recover) and s.card == "this" for s in S.walk(effect)) \
            and card.trigger != "miss":
        raise ValueError("a card can only take itself back after it was used")
    return card


def _with(card: Card, **kw: Any) -> Card:
    from dataclasses import replace
    return replace(card, **kw)


def _num(d: Mapping[str, Any], key: str, allowed: range) -> int:
    v = d.get(key)
    if isinstance(v, bool) or not isinstance(v, int) or v not in allowed:
        raise ValueError(f"{key} must be a whole number {allowed.start}-{allowed.stop - 1}")
    return v


def _pick(d: Mapping[str, Any], key: str, allowed: tuple[str, ...]) -> str:
    v = d.get(key)
    if v not in allowed:
        raise ValueError(f"{key} must be one of {allowed}")
    return str(v)


def parse_deck(text: str) -> tuple[Card, ...]:
    """The whole deck from the file's text: 120 cards, unique ids and names."""
    data = tomllib.loads(text)
    if set(data) != {"card"}:
        raise BadCard("the deck file holds only [[card]] tables")
    cards = tuple(parse_card(d) for d in data["card"])
    for attr in ("id", "name"):
        seen: set[str] = set()
        for c in cards:
            key = getattr(c, attr).casefold()
            if key in seen:
                raise BadCard(f"two cards share the {attr} {getattr(c, attr)!r}")
            seen.add(key)
    if len(cards) != DECK_SIZE:
        raise BadCard(f"the deck has {len(cards)} cards, not {DECK_SIZE}")
    return cards


@lru_cache(maxsize=1)
def DECK() -> tuple[Card, ...]:  # noqa: N802 (a constant, read lazily)
    here = files(__name__.rpartition(".")[0])
    return parse_deck(here.joinpath("deck.toml").read_text(encoding="utf-8"))


@lru_cache(maxsize=1)
def _by_id() -> dict[str, Card]:
    return {c.id: c for c in DECK()}


def card(cid: str) -> Card:
    """The card with this id (KeyError if there is none)."""
    return _by_id()[cid]


def ids() -> list[str]:
    return [c.id for c in DECK()]
