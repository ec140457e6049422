"""Spank the Monkey's words: log sentences for actions and events, the sums
behind every roll, what a choice asks, and the result lines. Pure Python:
the scene, headless logs and tests share them. `names` are the seat names in
force (they change with the colour-blind palette)."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from game.core.seats import SEAT_NAMES

from .deck import card

Names = Sequence[str]

PHASE_WORDS = {"draw": "draw", "build": "build", "attack": "attack", "spank": "spank",
               "discard": "discard"}
WHY_MISSED = {"one": "a 1 always fails", "cancelled": "the attack was stopped",
              "gone": "the target was gone", "short": "missed"}


def _names(view: Mapping[str, Any] | None, names: Names | None = None) -> Names:
    return names or (view or {}).get("names") or SEAT_NAMES


def _seat(names: Names, seat: Any) -> str:
    return names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "Someone"


def cname(cid: Any) -> str:
    """A card's name ('the' is left to the sentence)."""
    try:
        return card(str(cid)).name
    except KeyError:
        return str(cid)


def owner(view: Mapping[str, Any] | None, junk: str) -> int | None:
    for s, tower in enumerate((view or {}).get("towers") or ()):
        if any(f["junk"] == junk for f in tower):
            return s
    return None


def _signed(v: int) -> str:
    return f"+ {v}" if v >= 0 else f"- {-v}"


def roll_sum(roll: int, mods: Sequence[Sequence[Any]]) -> str:
    """'4 + 2 attack - 2 defence = 4': each bonus named by the kind of card it came from."""
    parts = [str(roll)]
    for cid, v in mods:
        kind = _known(cid).type if _known(cid) else ""
        word = {"attack": "attack", "defense": "defence", "special": "boost"}.get(kind, "")
        parts.append(f"{_signed(int(v))} {word}".rstrip())
    total = roll + sum(int(v) for _, v in mods)
    return " ".join(parts) + (f" = {total}" if mods else "")


def _known(cid: Any) -> Any:
    """The card with this id, or None (a log may name anything)."""
    try:
        return card(str(cid))
    except KeyError:
        return None


def strength_sum(parts: Sequence[Sequence[Any]] | None) -> str:
    """'5 + 1 = 6' for a junk card's strength with its reinforcements."""
    if not parts:
        return "?"
    nums = [int(v) for _, v in parts]
    total = max(1, sum(nums))
    if len(nums) == 1:
        return str(total)
    return " ".join([str(nums[0])] + [_signed(v) for v in nums[1:]]) + f" = {total}"


def attack_line(e: Mapping[str, Any], names: Names) -> str:
    """The result of an attack, every number in it:
    'Rolled 4 + 2 attack - 2 defence = 4, needs 6: missed.'"""
    target = cname(e["target"]) if e.get("target") else "the attack"
    if e.get("why") == "cancelled":
        return f"{_seat(names, e['attacker'])}'s {cname(e['card'])} was stopped."
    if e.get("why") == "gone":
        return f"{target} was already gone."
    roll = e.get("roll")
    sums = roll_sum(int(roll), e.get("mods") or []) if roll is not None else "?"
    need = e.get("strength")
    if e.get("why") == "one":
        return f"Rolled a 1: a 1 always fails. {target} stands."
    if e.get("hit"):
        return f"Rolled {sums}, needs {need}: {target} is destroyed!"
    return f"Rolled {sums}, needs {need}: missed."


def describe(action_json: Mapping[str, Any], view: Mapping[str, Any] | None = None,
             seat: int | None = None) -> str:
    """One short sentence about an action; `view` is the table before it."""
    if seat is None and view is not None:
        seat = view.get("turn")
    nm = _names(view)
    who = _seat(nm, seat)
    k = action_json.get("kind")
    if k == "play":
        cid, target = action_json.get("card", ""), action_json.get("target") or ""
        c = _known(cid)
        if c is None:
            return f"{who} played a card."
        if target:
            o = owner(view, target)
            whose = "their own" if o == seat else f"{_seat(nm, o)}'s"
            return f"{who} attacks {whose} {cname(target)} with {c.name}."
        if c.type == "junk":
            return f"{who} builds {c.name} ({c.height} {'dot' if c.height == 1 else 'dots'})."
        if c.type == "reinforcement":
            return f"{who} reinforces with {c.name} (+{c.strength})."
        if c.type == "defense":
            bonus = f" (-{c.defense})" if c.defense else ""
            return f"{who} defends with {c.name}{bonus}."
        return f"{who} plays {c.name}."
    if k == "choose":
        return f"{who} chose {', '.join(_pick_word(p, view) for p in action_json.get('picks', []))}."
    if k == "spank":
        return f"{who} tries to spank the monkey!"
    if k == "discard":
        return f"{who} throws away {cname(action_json.get('card'))}."
    if k == "done":
        window = (view or {}).get("window")
        if window:
            # not "does not defend": a defence card may still come after the roll
            return "" if window.get("stage") != "defend" else f"{who} is ready for the roll."
        phase = (view or {}).get("phase")
        return f"{who} ends the {PHASE_WORDS.get(phase, 'turn')} phase." if phase else ""
    return f"{who} did something."


def _pick_word(p: str, view: Mapping[str, Any] | None) -> str:
    if p.isdigit() and len(p) == 1:
        q = (view or {}).get("asking") or {}
        if q.get("kind") == "option":
            labels = q.get("labels") or []
            return labels[int(p)] if int(p) < len(labels) else f"option {int(p) + 1}"
        return _seat(_names(view), int(p))
    return cname(p)


def describe_event(event_json: Mapping[str, Any], view: Mapping[str, Any] | None = None,
                   names: Names | None = None) -> str | None:
    """One sentence for the log about an event, or None when the log stays quiet."""
    e = event_json
    k = e.get("event")
    nm = _names(view, names)
    name = _seat(nm, e.get("seat"))
    if k == "monkey_start":
        if e.get("roll") is not None:
            return f"The die says {e['roll']}: the monkey starts at height {e['monkey']}."
        return f"The monkey sits at height {e['monkey']}."
    if k == "first_player":
        return f"{name} goes first."
    if k == "cards_drawn_count":
        return f"{name} draws {e['count']} {'card' if e['count'] == 1 else 'cards'}."
    if k == "phase_skipped":
        return f"{name} skips the {PHASE_WORDS.get(e['phase'], e['phase'])} phase."
    if k == "attack_roll":
        return None                       # told with the result, every number at once
    if k == "attack_result":
        return attack_line(e, nm)
    if k == "attack" and e.get("target"):
        return (f"{cname(e['target'])} has strength {strength_sum(e.get('parts'))}.")
    if k == "collision":
        onto = f" onto {cname(e['onto'])} ({e['onto_strength']})" if e.get("onto") \
            else " onto the ground"
        broke = ", ".join(cname(j) for j in e.get("destroyed") or ())
        return (f"Crash! {cname(e['junk'])} ({e['strength']}) falls{onto}: rolled {e['roll']}"
                + (f", {broke} {'breaks' if len(e['destroyed']) == 1 else 'break'}."
                   if broke else ", nothing breaks."))
    if k == "junk_destroyed" and e.get("cause") is None and e.get("card"):
        return f"{cname(e['card'])} destroys {_seat(nm, e['seat'])}'s {cname(e['junk'])}."
    if k == "junk_moved":
        return (f"{cname(e['junk'])} moves from {_seat(nm, e['from_seat'])}'s tower to the "
                f"{e['place']} of {_seat(nm, e['to_seat'])}'s.")
    if k == "junk_swapped":
        return (f"{cname(e['a_junk'])} and {cname(e['b_junk'])} swap places.")
    if k == "monkey_moved":
        return f"The monkey climbs {'up' if e['by'] > 0 else 'down'} to {e['new']}."
    if k == "lively_monkey":
        if e["old"] == e["new"]:
            return None if e["roll"] not in (1, 6) else f"The monkey rolled {e['roll']} but stays at {e['new']}."
        return (f"The lively monkey rolled {e['roll']} and climbs "
                f"{'up' if e['new'] > e['old'] else 'down'} to {e['new']}.")
    if k == "monkey_scared":
        return f"The monkey is scared and climbs {'up' if e['new'] > e['old'] else 'down'} to {e['new']}."
    if k == "spank":
        verdict = "SPANK! It worked!" if e["success"] else "missed!"
        over = e["height"] - e["monkey"]
        level = "level with the monkey" if over == 0 else f"{over} above the monkey"
        return f"{name} is {level}, needs {e['need']} or more: rolled {e['roll']}, {verdict}"
    if k == "win":
        return f"{' and '.join(_seat(nm, s) for s in e['seats'])} spanked the monkey and wins!"
    if k == "monkey_wins":
        if e.get("reason") == "safety":
            return "The match went on far too long: the monkey wins."
        return "The pile is empty: the monkey wins!"
    if k == "effect_roll":
        return f"{cname(e['card'])}: rolled {e['roll']}, needs {e['need']}: " + (
            "it works!" if e["success"] else "nothing happens.")
    if k == "strength_changed":
        return f"{cname(e['junk'])} now has strength {e['strength']}."
    if k == "reinforcements_stripped" and e.get("reinforcements"):
        return f"{cname(e['junk'])} loses {', '.join(cname(r) for r in e['reinforcements'])}."
    if k == "status_added":
        return status_line(e, nm)
    if k == "card_moved_count":
        return (f"{_seat(nm, e['to_seat'])} takes {e['count']} "
                f"{'card' if e['count'] == 1 else 'cards'} from {_seat(nm, e['from_seat'])}.")
    if k == "discard_taken":
        return f"{name} takes {cname(e['card'])} back from the discard pile."
    if k == "table_taken":
        return f"{cname(e['card'])} comes back to {name}'s hand."
    if k == "cards_discarded" and e.get("seat") is not None:
        return None                           # told by the action or its effect
    if k == "attack_cancelled":
        return "The attack is stopped!"
    if k == "attack_rerolled":
        return f"Roll again: {e['old']} becomes {e['new']}."
    if k == "attack_changed":
        return f"{cname(e['card'])}: {_signed(e['by'])} to the roll."
    if k == "attack_redirected":
        return f"The attack turns to {_seat(nm, e['seat'])}'s {cname(e['junk'])}!"
    if k == "effect_missed":
        return f"{cname(e['card'])} finds nothing to do."
    return None


def status_line(e: Mapping[str, Any], names: Names) -> str:
    who = _seat(names, e["seat"])
    if e["status"] == "skip":
        return f"{who} will skip their next {PHASE_WORDS.get(e['what'], e['what'])} phase."
    if e["status"] == "extra":
        return f"{who} may build one more junk card this turn."
    if e["what"] == "tower":
        return f"{who}'s tower is protected until {_seat(names, e['player'])}'s next turn."
    return f"{cname(e['what'])} is protected until {_seat(names, e['player'])}'s next turn."


def choice_prompt(c: Any, view: Mapping[str, Any] | None) -> str:
    """What a choice asks, for the prompt: 'pick a junk card to destroy'."""
    kind = getattr(c, "KIND", None) or (c.get("kind") if isinstance(c, Mapping) else None)
    need = getattr(c, "need", None) or (c.get("need") if isinstance(c, Mapping) else 1) or 1
    many = need > 1
    if kind == "junk":
        return f"pick {need} junk cards" if many else "pick a junk card"
    if kind == "player":
        return "pick a player"
    if kind == "card":
        zone = getattr(c, "zone", None) or (c.get("zone") if isinstance(c, Mapping) else None)
        return "pick a card from the discard pile" if zone == "discard" else \
            "pick a card from your hand"
    return "pick what happens"


def result_lines(view: Mapping[str, Any], names: Names) -> list[str]:
    """The result screen's lines: who won and how high everyone got."""
    out = []
    if view.get("end_reason") == "spank":
        out.append(f"{' and '.join(_seat(names, s) for s in view['winners'])} "
                   "spanked the monkey!")
    else:
        out.append("The pile ran out: the monkey wins!")
    out.append(f"The monkey sat at height {view['monkey']}.")
    for s, h in enumerate(view.get("heights") or ()):
        out.append(f"{_seat(names, s)}: tower {h} high, {len(view['towers'][s])} junk cards.")
    return out
