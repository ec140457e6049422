"""bot255's match rules: the solo puzzle and every part of the card game, one
scenario at a time (a line world of 8 bits makes the points easy to check)."""
from __future__ import annotations

import json

import pytest

from game.core.errors import BadSetup, IllegalAction
from game.core.match import Match
from game.core.record import parse as parse_record
from game.core.state import Setup
from game.rules.bot255 import state as S
from game.rules.bot255.actions import (
    Blind,
    Discard,
    Draw,
    Give,
    Pick,
    Play,
    React,
    Run,
    program_text,
)
from game.rules.bot255.deck import DECK, card
from game.rules.bot255.program import if_, move, repeat, turn, while_
from game.rules.bot255.text import describe_event
from game.rules.bot255.world import World
from tests.support.bot255 import hand

LINE = "10x1:Eoooooooo."          # the bot faces east along a row of 8 bits
FOUR = [move()] * 4


def run(program) -> Run:
    return Run(program_text(program))


def new(players: int = 3, world: str = LINE, seed: int = 1, **opts) -> S.Bot255State:
    variants = (f"world={world}",) + tuple(f"{k}={v}" for k, v in opts.items())
    return S.new_match(Setup("bot255", ("human",) * players, seed, None, variants))


def announce(s, program, steal=()) -> list:
    """The seat to act announces a run; the others answer (`steal`: who plays Steal Turn)."""
    seat = s.turn
    ev = s.apply(seat, run(program))
    for k in range(1, s.n):
        other = (seat + k) % s.n
        ev += s.apply(other, React(other in steal))
    return ev


def kinds(ev) -> list[str]:
    return [e.kind for e in ev]


# --- the solo puzzle ------------------------------------------------------------------------
def test_a_puzzle_scores_each_run_and_the_bot_keeps_its_place():
    s = new(1)
    assert s.step == "puzzle" and s.to_act() == {0} and s.puzzle_memory == 16
    ev = s.apply(0, run([move(), move(), move()]))
    ran = next(e for e in ev if e.kind == "ran")
    assert ran["bits"] == 3 and ran["points"] == 1 + 2 + 4 and ran["left"] == 5
    assert s.players[0].bot.cell == (3, 0)
    ev = s.apply(0, run([move(), move()]))          # the next run starts at x = 3
    assert next(e for e in ev if e.kind == "ran")["points"] == 1 + 2
    assert s.players[0].points == 7 + 3 and not s.over
    ev = s.apply(0, run([repeat(9, [move()])]))
    assert s.over and s.end_reason == "solved" and s.winners() == [0]
    assert s.scores() == [7 + 3 + 1 + 2 + 4]


def test_one_run_of_all_eight_bits_is_worth_255():
    s = new(1)
    s.apply(0, run([while_("not_wall", [move()])]))
    assert s.scores() == [255.0] and s.over


def test_a_puzzle_refuses_a_program_longer_than_its_memory_and_keeps_going():
    s = new(1)
    with pytest.raises(IllegalAction, match="17 lines but the memory holds 16"):
        s.apply(0, run([turn("left")] * 17))
    assert s.players[0].runs == 0


def test_a_puzzle_ends_after_its_runs():
    s = new(1)
    for _ in range(S.PUZZLE_RUNS):
        s.apply(0, run([turn("left")]))
    assert s.over and s.end_reason == "out_of_runs" and s.winners() == []


def test_a_bug_ahead_stops_the_run_and_the_step_is_not_made():
    s = new(1, world="10x2:Eooxoooooo/..........")
    ev = s.apply(0, run([repeat(9, [move()])]))
    ran = next(e for e in ev if e.kind == "ran")
    assert ran["end"] == "bug" and ran["bits"] == 2 and s.players[0].bot.cell == (2, 0)
    assert ran["path"][-1] == [2, 0, "east", "bug"]
    assert "A bug is ahead" in describe_event(ran.to_json())


def test_broken_worlds_and_unknown_settings_are_refused_with_a_reason():
    with pytest.raises(BadSetup, match="one bot"):
        new(1, world="10x1:ooooooooo.")
    with pytest.raises(BadSetup, match="exactly 8 bits"):
        new(1, world="10x1:Eooooooo..")
    with pytest.raises(BadSetup, match="reach"):
        new(1, world="10x1:Eoooo#oooo")
    with pytest.raises(BadSetup, match="no setting"):
        S.new_match(Setup("bot255", ("human",), 1, None, ("colour=red",)))
    with pytest.raises(BadSetup, match="1 player"):
        S.new_match(Setup("bot255", ("human",) * 7, 1))


# --- dealing and a turn ------------------------------------------------------------------
def test_the_deal_six_cards_each_one_face_up_and_the_player_after_the_dealer_starts():
    s = new(4)
    assert all(len(h) == 6 for h in s.cards.hands)
    assert len(s.cards.discard) == 1
    assert len(s.cards.deck) == len(DECK()) - 24 - 1
    assert s.turn == (s.dealer + 1) % 4 and s.step == "start"


def test_drawing_from_either_pile_ends_the_turn():
    s = new(3)
    first, top = s.turn, s.cards.discard[-1]
    s.apply(first, Draw("discard"))
    assert top in s.cards.hands[first] and not s.cards.discard
    assert s.step == "discard"                    # seven cards: one must go
    s.apply(first, Discard(top))
    assert s.turn == (first + 1) % 3 and s.cards.discard == [top]
    second = s.turn
    hand(s, second, "spy", "spy", "swap", "swap", "search", "search")
    s.apply(second, Draw("deck"))
    assert len(s.cards.hands[second]) == 7 and s.step == "discard"
    with pytest.raises(IllegalAction, match="keep six"):
        s.apply(second, Draw("deck"))
    s.apply(second, Discard(s.cards.hands[second][0]))
    assert len(s.cards.hands[second]) == 6 and s.turn == (second + 1) % 3


def test_an_empty_discard_pile_cannot_be_drawn_from():
    s = new(2)
    s.cards.deck.extend(s.cards.discard)
    s.cards.discard.clear()
    assert Draw("discard") not in s.legal_actions(s.turn)
    with pytest.raises(IllegalAction, match="no card"):
        s.apply(s.turn, Draw("discard"))


def test_an_empty_deck_reshuffles_the_discards_and_turns_one_face_up():
    s = new(2)
    seat = s.turn
    s.cards.discard.extend(s.cards.deck)
    s.cards.deck.clear()
    before = len(s.cards.discard)
    ev = s.apply(seat, Draw("deck"))
    assert "reshuffle" in kinds(ev) and "deck_to_discard" in kinds(ev)
    assert len(s.cards.discard) == 1 and len(s.cards.deck) == before - 2


def test_kept_cards_are_never_played_and_steal_turn_waits_for_an_announcement():
    s = new(2)
    seat = s.turn
    h = hand(s, seat, "code-repeat", "memory2", "upgrade", "steal_turn")
    for c in h:
        with pytest.raises(IllegalAction):
            s.apply(seat, Play(c))
    assert not any(isinstance(a, Play) for a in s.legal_actions(seat))


# --- running in the card game ----------------------------------------------------------------
def test_an_announced_run_waits_for_every_other_player_then_runs():
    s = new(3)
    seat = s.turn
    hand(s, seat)
    ev = s.apply(seat, run(FOUR))
    assert kinds(ev) == ["announced"] and s.step == "react"
    assert s.to_act() == {(seat + 1) % 3, (seat + 2) % 3}
    s.apply((seat + 2) % 3, React(False))
    assert s.to_act() == {(seat + 1) % 3}
    ev = s.apply((seat + 1) % 3, React(False))
    v = next(e for e in ev if e.kind == "verified")
    assert v["valid"] and v["lines"] == 4 and v["memory"] == 4 and v["cards"] == []
    ran = next(e for e in ev if e.kind == "ran")
    assert ran["points"] == 15 and s.step == "act" and s.turn == seat
    s.apply(seat, Draw("deck"))
    assert s.turn == (seat + 1) % 3


def test_the_verify_shows_lines_and_cards_but_never_the_program():
    s = new(2)
    seat = s.turn
    h = hand(s, seat, "code-repeat", "memory2", "code-while")
    prog = [repeat(4, [move()])]      # the while card is not shown: it is not used
    ev = announce(s, prog)
    v = next(e for e in ev if e.kind == "verified")
    assert v["cards"] == [h[0]] and v["valid"] and v.to is None
    other = 1 - seat
    seen = json.dumps([e.to_json() for e in ev if e.visible_to(other)])
    assert "while" not in seen and program_text(prog) not in seen
    assert program_text(prog) not in json.dumps(s.view(other))
    assert s.view(seat)["players_state"][seat]["program"] == program_text(prog)


def test_all_eight_bits_end_the_round_the_winner_deals_and_scores_add_up():
    s = new(2, rounds=2)
    seat = s.turn
    hand(s, seat, "code-while")
    ev = announce(s, [while_("not_wall", [move()])])
    assert "round_over" in kinds(ev) and s.round == 2 and s.round_winners == [seat]
    assert s.dealer == seat and s.turn == 1 - seat
    assert s.players[seat].points == 255 and s.players[seat].round_points == 0
    assert all(len(h) == 6 for h in s.cards.hands) and len(s.cards.discard) == 1
    assert s.players[seat].bot.taken == frozenset()
    assert s.world.to_code() != LINE            # the next world is a new random one


def test_the_match_ends_after_the_agreed_rounds_and_the_most_points_win():
    s = new(2, rounds=1)
    seat = s.turn
    hand(s, seat, "code-while")
    announce(s, [while_("not_wall", [move()])])
    assert s.over and s.end_reason == "rounds" and s.winners() == [seat]


def test_a_round_stops_after_its_safety_limit_of_turns():
    s = new(2, rounds=1)
    for _ in range(S.ROUND_TURNS * 2):
        seat = s.turn
        if s.over:
            break
        s.apply(seat, Draw("deck"))
        if s.step == "discard":
            s.apply(seat, Discard(s.cards.hands[seat][0]))
    assert s.over and s.round_winners == [None]


# --- Steal Turn --------------------------------------------------------------------------------
def test_steal_turn_ends_the_announcers_turn_and_the_first_clockwise_stealer_plays():
    s = new(4)
    a = s.turn
    c, d = (a + 2) % 4, (a + 3) % 4
    hand(s, c, "steal_turn", "memory2")
    hand(s, d, "steal_turn")
    ev = announce(s, FOUR, steal={c, d})
    stolen = next(e for e in ev if e.kind == "turn_stolen")
    assert stolen["seat"] == c and stolen["victim"] == a
    assert s.turn == c and s.step == "start" and s.players[a].runs == 0
    assert not any(card(x).kind == "steal_turn" for x in s.cards.hands[c])
    assert any(card(x).kind == "steal_turn" for x in s.cards.hands[d])   # d keeps its card
    s.apply(c, Draw("deck"))
    assert s.turn == d                        # play goes on after the stealer


def test_the_reaction_window_looks_the_same_whoever_holds_steal_turn():
    views = []
    for holder in (True, False):
        s = new(3)
        a = s.turn
        b = (a + 1) % 3
        hand(s, b, "steal_turn") if holder else hand(s, b, "spy")
        s.apply(a, run(FOUR))
        v = s.view((a + 2) % 3)
        views.append((sorted(s.to_act()), v["step"], v["to_act"], v["cards"]["hand_counts"]))
    assert views[0] == views[1]
    s = new(3)
    b = (s.turn + 1) % 3
    hand(s, b, "spy")
    s.apply(s.turn, run(FOUR))
    with pytest.raises(IllegalAction, match="no Steal Turn"):
        s.apply(b, React(True))


def test_answers_and_programs_are_secret_in_the_record():
    m = Match(Setup("bot255", ("human",) * 2, 3, None, (f"world={LINE}",)))
    a = m.state.turn
    m.apply(a, run(FOUR))
    m.apply(1 - a, React(False))
    marks = [step for step in m.record.text().splitlines() if '"run"' in step or '"react"' in
             step]
    assert len(marks) == 2 and all('"to"' in line for line in marks)
    again = Match.replay(parse_record(m.record.text()))
    assert again.record.text() == m.record.text()


# --- an invalid program ------------------------------------------------------------------------
@pytest.mark.parametrize("program, why", [
    ([move()] * 5, "lines of memory"),
    ([if_("bug", [turn("left")])], "without the card"),
])
def test_an_invalid_program_ends_the_turn_and_each_other_player_takes_a_card(program, why):
    s = new(3)
    a = s.turn
    h = hand(s, a, "spy", "swap", "search")
    ev = announce(s, program)
    v = next(e for e in ev if e.kind == "verified")
    assert not v["valid"] and why in describe_event(v.to_json())
    assert "ran" not in kinds(ev) and s.step == "penalty"
    assert s.to_act() == {(a + 1) % 3}
    assert s.legal_actions((a + 1) % 3) == [Blind(0), Blind(1), Blind(2)]
    s.apply((a + 1) % 3, Blind(2))
    assert s.cards.discard[0] == h[2]                  # the bottom of the discard pile
    s.apply((a + 2) % 3, Blind(0))
    assert s.cards.discard[0] == h[0] and s.cards.hands[a] == [h[1]]
    assert s.turn == (a + 1) % 3 and s.step == "start"


# --- Steal, Swap, Search, Spy ----------------------------------------------------------------
def test_steal_look_shows_one_hand_to_the_thief_who_takes_one_card():
    s = new(3)
    a = s.turn
    t = (a + 2) % 3
    hand(s, a, "steal_look")
    victim = hand(s, t, "upgrade", "code-if")
    ev = s.apply(a, Play(s.cards.hands[a][0], t))
    shown = next(e for e in ev if e.kind == "hand_shown")
    assert shown.to == frozenset({a, t}) and shown["cards"] == victim
    assert s.view(a)["shown"] == victim and s.view((a + 1) % 3)["shown"] is None
    assert s.legal_actions(a) == [Pick(victim[0]), Pick(victim[1])]
    s.apply(a, Pick(victim[0]))
    assert victim[0] in s.cards.hands[a] and s.cards.hands[t] == [victim[1]]
    assert not s.cards.table and card(s.cards.discard[-1]).kind == "steal_look"
    assert s.turn == (a + 1) % 3


def test_steal_blind_takes_one_from_everyone_keeps_one_and_gives_the_rest_back():
    s = new(3)
    a = s.turn
    b, c = (a + 1) % 3, (a + 2) % 3
    hand(s, a, "steal_blind")
    hb = hand(s, b, "upgrade")
    hc = hand(s, c, "code-if")
    s.apply(a, Play(s.cards.hands[a][0]))
    assert s.view(a)["shown"] == {hb[0]: b, hc[0]: c}
    assert s.view(b)["choice"]["robbed"] == sorted([b, c]) and s.view(b)["shown"] is None
    s.apply(a, Pick(hb[0]))
    assert s.cards.hands[a] == [hb[0]] and s.cards.hands[b] == [] and s.cards.hands[c] == hc


def test_swap_gives_cards_and_draws_as_many_plus_one_for_the_swap():
    s = new(2)
    a = s.turn
    h = hand(s, a, "swap", "spy", "search", "code-if")
    top = list(s.cards.deck[-3:])
    s.apply(a, Play(h[0], -1, "deck"))
    assert s.step == "give" and h[0] in s.cards.table
    with pytest.raises(IllegalAction, match="own hand"):
        s.apply(a, Give((h[1], h[1])))
    s.apply(a, Give((h[2], h[1])))
    assert sorted(s.cards.hands[a]) == sorted([h[3], *top])
    assert s.cards.discard[-3:] == [h[2], h[1], h[0]] or set(s.cards.discard[-3:]) == \
        {h[0], h[1], h[2]}


def test_search_looks_through_a_pile_takes_one_and_shuffles_the_deck():
    s = new(2)
    a = s.turn
    hand(s, a, "search")
    deck = list(s.cards.deck)
    ev = s.apply(a, Play(s.cards.hands[a][0], -1, "deck"))
    peek = next(e for e in ev if e.kind == "deck_peeked")
    assert peek.to == frozenset({a}) and sorted(peek["cards"]) == sorted(deck)
    want = next(c for c in deck if card(c).kind == "upgrade")
    ev = s.apply(a, Pick(want))
    assert want in s.cards.hands[a] and "deck_shuffled" in kinds(ev)
    s2 = new(2)
    a2 = s2.turn
    hand(s2, a2, "search")
    top = s2.cards.discard[-1]
    s2.apply(a2, Play(s2.cards.hands[a2][0], -1, "discard"))
    s2.apply(a2, Pick(top))
    assert top in s2.cards.hands[a2]


def test_spy_shows_every_hand_to_the_spy_then_draws():
    s = new(3)
    a = s.turn
    hand(s, a, "spy")
    ev = s.apply(a, Play(s.cards.hands[a][0]))
    shown = [e for e in ev if e.kind == "hand_shown"]
    assert {e["seat"] for e in shown} == {(a + 1) % 3, (a + 2) % 3}
    assert all(a in e.to for e in shown)
    assert s.step == "spy_draw" and set(s.view(a)["shown"]) == {str((a + 1) % 3),
                                                                str((a + 2) % 3)}
    s.apply(a, Draw("deck"))
    assert len(s.cards.hands[a]) == 1 and s.turn == (a + 1) % 3


# --- what each seat sees ---------------------------------------------------------------------
def test_views_hide_hands_libraries_and_programs():
    s = new(3)
    a = s.turn
    s.apply(a, run(FOUR))
    for seat in range(3):
        v = s.view(seat)
        assert v["cards"]["hand"] == s.cards.hands[seat]
        assert (v["memory"] is not None) and v["library"] is not None
        text = json.dumps(v)
        for other in range(3):
            if other != seat:
                assert all(c not in text for c in s.cards.hands[other]
                           if c not in s.cards.discard)
        assert (v["my_program"] is not None) == (seat == a)
    spectator = s.view(None)
    assert spectator["cards"]["hand"] is None and spectator["memory"] is None


def test_the_world_code_round_trips():
    w = World.from_code(LINE)
    assert w.to_code() == LINE and len(w.bits) == 8 and w.facing == "east"


# --- the time limit ----------------------------------------------------------------------------
def test_a_time_limit_ends_the_match_at_the_end_of_the_turn_it_runs_out_in():
    from game.core.seats import SYSTEM
    from game.rules.bot255.actions import Clock
    from game.rules.bot255.clock import TIMEKEEPER
    s = new(2, rounds=5, minutes=10)
    assert TIMEKEEPER.step(s, None) is None          # no time has passed at the table yet
    with pytest.raises(IllegalAction, match="table's clock"):
        s.apply(s.turn, Clock(30))
    with pytest.raises(IllegalAction, match="1 to 3600"):
        s.apply(SYSTEM, Clock(0))
    s.apply(SYSTEM, Clock(590))
    assert not s.time_up
    seat = s.turn
    ev = s.apply(SYSTEM, TIMEKEEPER.step(s, 12.0) or Clock(12))
    assert s.time_up and "time_up" in kinds(ev) and not s.over
    with pytest.raises(IllegalAction, match="already up"):
        s.apply(SYSTEM, Clock(30))
    hand(s, seat)
    announce(s, FOUR)                 # the turn in which the time ran out is played out
    s.apply(seat, Draw("deck"))
    if s.step == "discard":
        s.apply(seat, Discard(s.cards.hands[seat][0]))
    assert s.over and s.end_reason == "time" and s.winners() == [seat]
    assert "Time is up" in describe_event({"event": "match_over", "why": "time",
                                           "winners": [seat]})


def test_without_a_time_limit_the_clock_never_moves():
    from game.core.seats import SYSTEM
    from game.rules.bot255.actions import Clock
    from game.rules.bot255.clock import TIMEKEEPER
    s = new(2)
    assert TIMEKEEPER.step(s, 999.0) is None
    with pytest.raises(IllegalAction, match="no time limit"):
        s.apply(SYSTEM, Clock(30))


def test_a_turn_limit_ends_a_turn_that_runs_out_while_its_player_decides():
    from game.core.seats import SYSTEM
    from game.rules.bot255.actions import Clock
    from game.rules.bot255.clock import TIMEKEEPER
    s = new(3, turn_limit=60)
    assert TIMEKEEPER.step(s, None) is None          # headless turns never run out
    assert TIMEKEEPER.step(s, 5.0) is None           # less than a step of the clock
    first = s.turn
    hands = [len(h) for h in s.cards.hands]
    s.apply(SYSTEM, Clock(40))
    assert s.turn == first and s.turn_clock == 40
    ev = s.apply(SYSTEM, TIMEKEEPER.step(s, 20.0))   # 60 s: the turn ends, no card taken
    assert kinds(ev)[:3] == ["clock", "turn_time_up", "turn"]
    assert (ev[0]["seconds"], ev[0]["turn"]) == (20, 60)
    ev = ev[1:]
    assert ev[0]["seat"] == first and ev[0]["ran"] is False
    assert s.turn == (first + 1) % 3 and s.step == "start" and s.turn_clock == 0
    assert [len(h) for h in s.cards.hands] == hands
    assert describe_event(ev[0].to_json(), names=["Red", "Blue", "Green"]) == \
        f"{['Red', 'Blue', 'Green'][first]}'s time for the turn is up."
    from game.rules.bot255.audit import problems
    assert not problems(s)


def test_a_turn_limit_waits_for_the_answers_then_ends_the_turn_after_the_run():
    from game.core.seats import SYSTEM
    from game.rules.bot255.actions import Clock
    s = new(2, turn_limit=60)
    seat = s.turn
    hand(s, seat)
    s.apply(seat, run(FOUR))                         # announced: the other player answers
    assert s.step == "react"
    s.apply(SYSTEM, Clock(70))                       # out of time, but nobody is rushed
    assert s.step == "react" and s.turn == seat
    ev = s.apply(1 - seat, React(False))             # the run goes ahead, then time is up
    assert s.players[seat].round_points == 15
    late = kinds(ev).index("turn_time_up")
    assert kinds(ev)[:late] and "ran" in kinds(ev)[:late] and ev[late]["ran"] is True
    assert s.turn == 1 - seat and s.step == "start"


def test_the_match_and_the_turn_limits_count_the_same_clock():
    from game.core.seats import SYSTEM
    from game.rules.bot255.actions import Clock
    s = new(2, rounds=5, minutes=10, turn_limit=120)
    s.apply(SYSTEM, Clock(60))
    assert s.clock == 60 and s.turn_clock == 60
    turns = 0
    while not s.over:                                # the turns run out one after another
        s.apply(SYSTEM, Clock(120))
        turns += 1
        assert turns < 10
    assert s.end_reason == "time" and s.clock >= 600
    with pytest.raises(IllegalAction, match="over"):
        s.apply(SYSTEM, Clock(10))


def test_a_turn_limit_is_for_the_card_game_and_bounds_the_match():
    alone = S.effective(Setup("bot255", ("human",), 1, None, ("turn_limit=60",)))
    assert alone["turn_limit"] == 0
    with pytest.raises(BadSetup):
        new(2, turn_limit=45)
    short = S.max_actions(Setup("bot255", ("human",) * 3, 1, None, ()))
    timed = S.max_actions(Setup("bot255", ("human",) * 3, 1, None, ("turn_limit=60",)))
    assert timed > short
