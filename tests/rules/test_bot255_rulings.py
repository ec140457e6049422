"""Issue 20's Bot 255 findings, each on a constructed table: the deck is
refilled the moment its last card is taken, no Steal Turn once the time is
up, no new round dealt after the time is up, a rebuilt state shows the cards
the seat was shown, and bad input to a puzzle is refused with a sentence."""
from __future__ import annotations

import random

import pytest

from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.seats import SYSTEM
from game.core.state import Setup
from game.rules.bot255 import state as S
from game.rules.bot255.actions import Clock, Draw, Give, Pick, Play, React, Run, program_text
from game.rules.bot255.program import move
from game.rules.bot255.sampling import sample_state
from tests.support.bot255 import hand

LINE = "10x1:Eoooooooo."          # the bot faces east along a row of 8 bits


def new(players: int = 2, seed: int = 1, **opts) -> S.Bot255State:
    variants = ("world=" + LINE,) + tuple(f"{k}={v}" for k, v in opts.items())
    return S.new_match(Setup("bot255", ("human",) * players, seed, None, variants))


def last_card_in_deck(s) -> None:
    c = s.cards
    c.discard[:0] = c.deck[:-1]
    del c.deck[:-1]
    assert len(c.deck) == 1 and len(c.discard) > 1


def kinds(ev) -> list[str]:
    return [e.kind for e in ev]


# --- 1. the deck refills the moment its last card is taken -----------------------------------
def test_drawing_the_last_card_reshuffles_the_discards_at_once_with_one_face_up():
    s = new()
    seat = s.turn
    hand(s, seat, "memory1")
    last_card_in_deck(s)
    total = len(s.cards.discard)
    ev = s.apply(seat, Draw("deck"))
    assert kinds(ev).index("reshuffle") > kinds(ev).index("cards_drawn")
    assert len(s.cards.discard) == 1 and len(s.cards.deck) == total - 1


def test_searching_out_the_last_card_refills_the_deck_before_anyone_searches_again():
    s = new()
    seat = s.turn
    search = hand(s, seat, "search")[0]
    last_card_in_deck(s)
    s.apply(seat, Play(search, -1, "deck"))
    (only,) = [a for a in s.legal_actions(seat)]
    ev = s.apply(seat, only)
    assert "reshuffle" in kinds(ev)
    # the refill comes the moment the card is taken: one card turned up, then the
    # played Search leaves the table for the new discard pile
    assert len(s.cards.discard) == 2 and s.cards.discard[-1] == search and s.cards.deck


def test_swapping_for_the_deck_s_last_card_refills_it():
    s = new()
    seat = s.turn
    swap = hand(s, seat, "swap")[0]
    last_card_in_deck(s)
    s.apply(seat, Play(swap, -1, "deck"))
    s.apply(seat, Give(()))
    assert s.cards.deck and s.cards.discard   # never an empty deck beside a full pile


# --- 2. no Steal Turn once the time is up ----------------------------------------------------
def time_up(s) -> None:
    s.apply(SYSTEM, Clock(600))
    assert s.time_up and not s.over


def test_once_the_time_is_up_steal_turn_cannot_be_played_and_the_run_goes_ahead():
    s = new(minutes=10)
    seat, other = s.turn, 1 - s.turn
    hand(s, seat)
    steal = hand(s, other, "steal_turn")[0]
    time_up(s)
    s.apply(seat, Run(program_text([move()] * 4)))
    assert s.legal_actions(other) == [React(False)]
    with pytest.raises(IllegalAction, match="time is up"):
        s.apply(other, React(True))
    ev = s.apply(other, React(False))
    assert "ran" in kinds(ev) and steal in s.cards.hands[other]


def test_a_steal_said_before_the_time_ran_out_in_the_window_no_longer_counts():
    s = new(players=3, minutes=10)
    seat = s.turn
    thief, third = (seat + 1) % 3, (seat + 2) % 3
    hand(s, seat)
    steal = hand(s, thief, "steal_turn")[0]
    s.apply(seat, Run(program_text([move()] * 4)))
    s.apply(thief, React(True))
    time_up(s)
    ev = s.apply(third, React(False))
    assert "turn_stolen" not in kinds(ev) and "ran" in kinds(ev)
    assert steal in s.cards.hands[thief] and s.turn == seat and not s.over


# --- 3. a round won after the time is up ends the match ---------------------------------------
def test_a_round_won_after_the_time_is_up_ends_the_match_without_dealing_another():
    s = new(rounds=5, minutes=10)
    seat = s.turn
    hand(s, seat, "memory3", "memory3")          # 4 + 6 lines: room for 8 moves
    time_up(s)
    s.apply(seat, Run(program_text([move()] * 8)))
    ev = s.apply(1 - seat, React(False))
    assert "round_over" in kinds(ev) and "world" not in kinds(ev) and "dealer" not in kinds(ev)
    assert s.over and s.end_reason == "time" and s.round == 1


# --- 5. a rebuilt state shows what the seat was shown -----------------------------------------
def same_for(s, seat: int, rng: random.Random) -> None:
    v = s.view(seat)
    for _ in range(3):
        twin = sample_state(v, seat, rng)
        assert twin.view(seat) == v
        assert twin.legal_actions(seat) == s.legal_actions(seat)


@pytest.mark.parametrize("kind, target, pile", [("steal_look", 1, ""), ("spy", -1, ""),
                                                ("search", -1, "deck"),
                                                ("search", -1, "discard"),
                                                ("steal_blind", -1, "")])
def test_a_state_rebuilt_from_a_view_shows_the_cards_shown_and_the_same_picks(kind, target, pile):
    s = new(players=3)
    seat = s.turn
    c = hand(s, seat, kind)[0]
    s.apply(seat, Play(c, (seat + target) % 3 if target > 0 else -1, pile))
    assert s.view(seat)["shown"]
    rng = random.Random(5)
    for who in (seat, (seat + 1) % 3, None):
        same_for(s, who, rng) if who is not None else sample_state(s.view(None), None, rng)


# --- 6. bad input to a puzzle is refused with a sentence --------------------------------------
@pytest.mark.parametrize("action", [Play("steal", -1, ""), Draw("deck"), Pick("x"), Give(()),
                                    React(True)])
def test_a_puzzle_refuses_card_moves_with_a_sentence(action):
    m = Match(Setup("bot255", ("human",), 1))
    assert not m.state.allows(0, action)
    with pytest.raises(IllegalAction, match="puzzle"):
        m.apply(0, action)


def test_a_puzzle_log_with_a_card_move_fails_replay_with_its_reason():
    from game.core.record import BadRecord, action_line, dumps, parse
    m = Match(Setup("bot255", ("human",), 1))
    text = m.record.text() + dumps(action_line(0, Play("steal", -1, "").to_json()))
    with pytest.raises(BadRecord, match="illegal on replay: A puzzle"):
        Match.replay(parse(text + "\n"))
