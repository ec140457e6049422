"""Determinization: a full JunkyardState consistent with what one seat sees.

Search bots call `sample_state(view, seat, rng)`: the other hands and the
pile order are dealt again at random from the cards that seat has not seen;
everything on the table is as the view shows it. The rng is the bot's own
(a random.Random), never the match's.
"""
from __future__ import annotations

from typing import Any, Mapping

from game.core.cards import sample_hidden
from game.core.rng import MatchRng
from game.core.state import Setup

from .deck import ids
from .model import Fight, Floor, Status, Yard
from .options import OPTIONS
from .state import Asking, JunkyardState, Window


def _asking(d: Mapping[str, Any] | None) -> Asking | None:
    if d is None:
        return None
    return Asking(d["card"], d["player"], d["junk"], d["then"],
                  {k: list(v) for k, v in d["answers"].items()}, d["only"])


def sample_state(view: Mapping[str, Any], seat: int | None, rng: Any) -> JunkyardState:
    opts = dict(view["options"])
    variants = tuple(v for v in (o.variant(opts[o.name]) for o in OPTIONS) if v is not None)
    setup = Setup("junkyard", tuple(view["seats"]), rng.randrange(1 << 30), None, variants)
    s = JunkyardState(setup, opts)
    s.rng = MatchRng(rng.randrange(1 << 30))
    f = view["fight"]
    s.yard = Yard(
        sample_hidden(view["cards"], ids(), rng),
        [[Floor(x["junk"], list(x["reinforcements"]), x["extra"]) for x in t]
         for t in view["towers"]],
        view["monkey"], [Status(**st) for st in view["statuses"]], view["stamp"],
        None if f is None else Fight(f["attacker"], f["defender"], f["card"], f["target"],
                                     [(m[0], m[1]) for m in f["mods"]], f["roll"],
                                     f["cancelled"]))
    s.turn, s.first, s.turn_number = view["turn"], view["first"], view["turn_number"]
    s.phase = view["phase"]
    s.played = dict(view["played"])
    s.discards = view["discards"]
    s.back = list(view["back"])
    w = view["window"]
    s.window = None if w is None else Window(w["seat"], w["stage"])
    s.windows = list(view["windows"])
    s.fight_cards = list(view["fight_cards"])
    s.asking = _asking(view["asking_state"])
    s.sneak = _asking(view["sneak"])
    s._winners = list(view["winners"])
    s.end_reason = view["end_reason"]
    return s


