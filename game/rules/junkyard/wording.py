"""Card text made from card data, so what a card says is what it does.

`card_text(card)` is the card's one line: its flavour, then its rule text
(`rules_text`): the kind of attack or defence with its bonus, when a special
may be played, and every step of its effect in short imperative sentences
for a young reader ("Destroy an opponent's top junk card."). Numbers are
shown on the card as big icons too; the text repeats bonuses, never dots.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import steps as S

if TYPE_CHECKING:
    from .deck import Card

NUMBERS = {1: "one", 2: "two", 3: "three"}
_DO = {"draw": "draw cards", "build": "build", "attack": "attack",
       "spank": "spank the monkey", "discard": "throw cards away"}
_EXTRA = {"build": "build one more junk card", "draw": "draw one more card",
          "attack": "play one more attack card", "spank": "try to spank the monkey once more",
          "discard": "throw away one more card"}
# who: (subject, does-form?, their)
_WHO = {
    "me": ("You", False, "your"),
    "left": ("The player on your left", True, "their"),
    "attacker": ("The attacker", True, "their"),
    "defender": ("The defender", True, "their"),
    "everyone": ("Every player", True, "their"),
    "opponents": ("Every opponent", True, "their"),
    "an_opponent": ("An opponent you pick", True, "their"),
    "a_player": ("A player you pick", True, "their"),
}
_HANDS = {"left": "the hand of the player on your left", "attacker": "the attacker's hand",
          "defender": "the defender's hand", "opponents": "every opponent's hand",
          "an_opponent": "an opponent's hand"}


def card_text(card: Card) -> str:
    return " ".join(p for p in (card.flavour, rules_text(card)) if p)


def rules_text(card: Card) -> str:
    this = "the junk card it is on" if card.type == "reinforcement" else "this card"
    effect = effect_text(card.effect, this)
    if card.type == "reinforcement":
        return _join(f"+{card.strength} strength.", effect)
    if card.type == "attack":
        if card.kind == "hand":
            head = f"Hand attack +{card.attack}: hit the junk card at your height."
        elif card.kind == "throwing":
            bonus = f" +{card.attack}" if card.attack else ""
            head = f"Throwing attack{bonus}: hit any junk card."
        elif card.reach is not None:
            head = f"Sneak attack +{card.attack}: hit {junk_phrase(card.reach, this)}."
        else:
            head = "Sneak attack."
        if card.trigger == "miss":
            effect = f"If it misses: {_lower(effect)}"
        return _join(head, effect)
    if card.type == "defense":
        head = f"Defense -{card.defense}." if card.defense else ""
        when = "You may play it after the roll." if card.when == "after_roll" else ""
        return _join(head, effect, when)
    if card.type == "special":
        when = "Play on your turn:" if card.when == "my_turn" else "Play after your attack roll:"
        return _join(when, _lower(effect))
    return effect


def effect_text(steps: tuple[S.Step, ...], this: str = "this card") -> str:
    return " ".join(step_text(s, this) for s in steps)


def step_text(s: S.Step, this: str = "this card") -> str:
    def j(sel: S.JunkSel) -> str:
        return junk_phrase(sel, this)

    if isinstance(s, S.Destroy):
        return f"Destroy {j(s.junk)}."
    if isinstance(s, S.Move):
        where = "your tower" if s.to == "me" else _tower(s.to)
        return f"Move {j(s.junk)} to the {s.place} of {where}."
    if isinstance(s, S.Swap):
        if s.other is None:
            return f"Swap {j(s.junk)}."
        return f"Swap {j(s.junk)} with {j(s.other)}."
    if isinstance(s, S.Draw):
        return _who(s.who, "draw", "draws", _cards(s.n))
    if isinstance(s, S.Steal):
        return f"Take {_cards(s.n, 'random card')} from {_HANDS[s.source]}."
    if isinstance(s, S.Discard):
        if s.how == "random":
            what = _cards(s.n, "random card")
        else:
            what = _cards(s.n) + ("" if s.who == "me" else " of their choice")
        return _who(s.who, "throw away", "throws away", what)
    if isinstance(s, S.Recover):
        return {"top": "Take the top card of the discard pile.",
                "choose": "Take any card you like from the discard pile.",
                "this": "Take this card back into your hand."}[s.card]
    if isinstance(s, S.Monkey):
        n = abs(s.by)
        return f"The monkey climbs {'up' if s.by > 0 else 'down'} {n} step{'s' * (n != 1)}."
    if isinstance(s, S.Skip):
        subj, _, their = _WHO[s.who]
        return f"{subj} can't {_DO[s.phase]} on {their} next turn."
    if isinstance(s, S.Extra):
        subj, _, _ = _WHO[s.who]
        return f"{subj} may {_EXTRA[s.phase]} this turn."
    if isinstance(s, S.Protect):
        what = j(s.junk) if s.junk is not None else _tower(s.who or "me")
        return f"Protect {what}: nobody else can attack or touch it until your next turn."
    if isinstance(s, S.Strength):
        return f"Give {j(s.junk)} {s.by:+d} strength."
    if isinstance(s, S.Strip):
        return f"Knock every reinforcement off {j(s.junk)}."
    if isinstance(s, S.Attack):
        return f"{s.by:+d} to your attack roll."
    if isinstance(s, S.Cancel):
        return "The attack fails."
    if isinstance(s, S.Reroll):
        return "The attack die is rolled again."
    if isinstance(s, S.Redirect):
        return f"The attack hits {j(s.junk)} instead."
    if isinstance(s, S.Roll):
        text = f"Roll the die: on {s.need} or more, {_lower(effect_text(s.then, this))}"
        if s.otherwise:
            text += f" If not, {_lower(effect_text(s.otherwise, this))}"
        return text
    if isinstance(s, S.OneOf):
        options = [_lower(effect_text(o, this)).rstrip(".") for o in s.options]
        return f"Pick one: {', or '.join(options)}."
    raise ValueError(f"no words for {s!r}")


def junk_phrase(sel: S.JunkSel, this: str = "this card") -> str:
    """`sel` as words: "your top junk card", "every Illegal junk card in every tower"."""
    if sel == "this":
        return this
    if sel == "target":
        return "the junk card under attack"
    assert isinstance(sel, S.Junk)
    cats = "".join(f"{c} " for c in [" or ".join(sel.categories)] if sel.categories)
    at = "" if sel.at == "any" else f"{sel.at} "
    single = sel.owner not in ("everyone", "opponents")
    if sel.pick == "all":
        if sel.at == "any":
            return f"every {cats}junk card in {_tower(sel.owner)}"
        if single:
            return f"{_poss(sel.owner)} {at}{cats}junk card"
        whose = "every tower's" if sel.owner == "everyone" else "every opponent's"
        return f"{whose} {at}{cats}junk card"
    if sel.pick == "random":
        return f"a random {at}{cats}junk card from {_tower(sel.owner)}"
    if sel.count > 1:
        return f"{NUMBERS[sel.count]} of {_poss(sel.owner, many=True)} {at}{cats}junk cards"
    if sel.owner == "everyone":
        return f"any tower's {at}{cats}junk card" if at else f"any {cats}junk card"
    if sel.owner == "opponents":
        return f"an opponent's {at}{cats}junk card"
    if not at:
        return f"one of {_poss(sel.owner)} {cats}junk cards"
    return f"{_poss(sel.owner)} {at}{cats}junk card"


def _poss(owner: str, many: bool = False) -> str:
    return {"me": "your", "left": "the left player's", "attacker": "the attacker's",
            "defender": "the defender's",
            "everyone": "all the towers'" if many else "every tower's",
            "opponents": "your opponents'" if many else "an opponent's"}[owner]


def _tower(owner: str) -> str:
    return {"me": "your tower", "left": "the tower of the player on your left",
            "attacker": "the attacker's tower", "defender": "the defender's tower",
            "everyone": "every tower", "opponents": "your opponents' towers",
            "an_opponent": "an opponent's tower", "a_player": "any tower"}[owner]


def _who(who: str, verb: str, verbs: str, what: str) -> str:
    subj, third, _ = _WHO[who]
    if who == "me":
        return f"{verb.capitalize()} {what}."
    return f"{subj} {verbs if third else verb} {what}."


def _cards(n: int, noun: str = "card") -> str:
    return f"a {noun}" if n == 1 else f"{n} {noun}s"


def _lower(text: str) -> str:
    return text[:1].lower() + text[1:]


def _join(*parts: str) -> str:
    return " ".join(p for p in parts if p)
