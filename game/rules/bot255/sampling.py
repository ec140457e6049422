"""Determinization: a full Bot255State consistent with what one seat sees.

Other hands and the deck order are dealt again at random from the cards the
seat has not seen, except those a resolving Steal, Spy or Search shows it; a program announced by someone else becomes the empty
program, and the answers other players gave in a reaction window become
"no". The rng is the caller's own (a bot's random.Random), never the match's.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from game.core.cards import sample_hidden
from game.core.grid import Cell
from game.core.rng import MatchRng
from game.core.state import Setup

from .deck import DECK
from .options import OPTIONS
from .state import Bot255State, Choice, Player
from .world import Bot, World


def _bot(d: Mapping[str, Any]) -> Bot:
    return Bot(Cell(*d["cell"]), d["facing"], frozenset(Cell(*c) for c in d["taken"]))


def _shown_cards(view: Mapping[str, Any], seat: int | None) -> dict[str, Any]:
    """The cards a resolving card shows the seat (`view["shown"]`), pinned in
    place so the rebuilt state shows the same cards and offers the same picks:
    a Steal's hand looked at, a Spy's hands, a Search of the deck (the whole
    deck, bottom first, as `_pickable` lists it)."""
    ch, shown = view["choice"], view["shown"]
    if ch is None or shown is None or seat != ch["seat"]:
        return {}
    if ch["why"] == "steal_look":
        return {"known_hands": {int(ch["source"]): list(shown)}}
    if ch["why"] == "spy":
        return {"known_hands": {int(s): list(h) for s, h in shown.items()}}
    if ch["why"] == "search" and ch["source"] == "deck":
        return {"deck_top": list(shown)[::-1]}
    return {}   # a blind Steal's cards are in the seat's own hand; a discard pile is open


def sample_state(view: Mapping[str, Any], seat: int | None, rng: Any) -> Bot255State:
    opts = dict(view["options"])
    variants = tuple(v for v in (o.variant(opts[o.name]) for o in OPTIONS) if v is not None)
    setup = Setup("bot255", tuple(view["seats"]), rng.randrange(1 << 30), None, variants)
    s = Bot255State(setup, opts)
    s.rng = MatchRng(rng.randrange(1 << 30))
    s.world = World.from_json(view["world"])
    s.puzzle_memory = view["puzzle_memory"]
    s.players = [Player(_bot(p["bot"]), p["points"], p["round_points"], p["runs"],
                        p["program"] or "") for p in view["players_state"]]
    s.round, s.dealer, s.turn, s.step = view["round"], view["dealer"], view["turn"], view["step"]
    s.round_turns = view["round_turns"]
    s.turns, s.clock = view["turns"], view["clock"]
    s.clock_actions, s.time_up = view["clock_actions"], view["time_up"]
    s.turn_clock, s.turn_clock_actions = view["turn_clock"], view["turn_clock_actions"]
    s.verdicts = [dict(x) if x else None for x in view["verdicts"]]
    s.round_winners = list(view["round_winners"])
    s.end_reason = view["end_reason"]
    s._winners = list(view["winners"])
    s.pickers = list(view["pickers"])
    s.swap_pile = view["swap_pile"]
    if view["cards"] is None:
        return s
    s.cards = sample_hidden(view["cards"], [c.id for c in DECK()], rng,
                            **_shown_cards(view, seat))
    if s.step == "react":
        s.announced = view["my_program"] or "[]"
        s.answers = {a: False for a in range(s.n) if a != s.turn and a not in view["to_act"]}
        if seat is not None and view["my_answer"] is not None:
            s.answers[seat] = view["my_answer"]
    ch = view["choice"]
    if ch is not None:
        s.choice = Choice(ch["why"], ch["seat"], ch["source"])
        if ch["why"] == "steal_blind":
            shown = view["shown"]
            if shown is not None:
                s.choice.taken = {c: int(o) for c, o in shown.items()}
            else:   # the robber's latest cards stand for the ones taken
                hand = s.cards.hands[ch["seat"]]
                s.choice.taken = dict(zip(hand[len(hand) - len(ch["robbed"]):], ch["robbed"]))
    return s
