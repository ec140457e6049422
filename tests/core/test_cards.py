"""Decks, hands and discards (game/core/cards.py): secrecy, conservation, running out."""
from __future__ import annotations

import copy
import json
import random

import pytest
from hypothesis import given, settings, strategies as st

from game.core.cards import Cards, sample_hidden
from game.core.events import visible
from game.core.rng import MatchRng

IDS = [f"k{i:03d}" for i in range(40)]  # "k001" is never a substring of another id's JSON token
FAST = settings(max_examples=80, deadline=None)


def ids_in(obj) -> set:
    """Card ids that appear anywhere in the JSON text of obj."""
    text = json.dumps(obj)
    return {c for c in IDS if f'"{c}"' in text}


def table(seats=3, policy="reshuffle", seed=1, ids=IDS) -> Cards:
    c = Cards(ids, seats, policy)
    c.shuffle(MatchRng(seed))
    return c


def make(deck, discard=(), hands=None, seats=2, policy="reshuffle") -> Cards:
    """A Cards with exactly these zones (deck bottom -> top)."""
    hands = hands or [[] for _ in range(seats)]
    return Cards.from_json({"on_empty": policy, "deck": list(deck), "discard": list(discard),
                            "table": [], "hands": hands})


# --- determinism --------------------------------------------------------------------
def test_same_seed_same_order_and_other_seeds_differ():
    assert table(seed=5).deck == table(seed=5).deck
    orders = {tuple(table(seed=s).deck) for s in range(10)}
    assert len(orders) == 10
    assert sorted(table(seed=5).deck) == sorted(IDS)


def test_a_whole_sequence_with_reshuffles_replays_identically():
    def run(seed):
        rng, c, log = MatchRng(seed), table(seed=seed), []
        log += c.deal(5, rng)
        for turn in range(30):
            seat = turn % 3
            log += c.draw(seat, 2, rng).events
            log += c.discard_from_hand(seat, c.hands[seat][:2])
        return [e.to_json() for e in log], c.to_json()

    a, b = run(9), run(9)
    assert a == b
    assert any(e["event"] == "reshuffle" for e in a[0])
    assert run(10) != a


# --- draws and their events ------------------------------------------------------
def test_draw_events_secret_for_the_owner_count_for_everyone_else():
    c, rng = table(), MatchRng(2)
    top3 = c.deck[-3:][::-1]
    r = c.draw(1, 3, rng)
    assert r.cards == top3 and r.complete and c.hands[1] == top3
    secret, public = r.events
    assert secret.kind == "cards_drawn" and secret.to == frozenset({1})
    assert secret["cards"] == top3 and secret["seat"] == 1
    assert public.kind == "cards_drawn_count" and public.to is None
    assert public.data == {"seat": 1, "count": 3}
    for other in (0, 2, None):
        seen = visible(r.events, other)
        assert [e.kind for e in seen] == ["cards_drawn_count"]
        assert ids_in([e.to_json() for e in seen]) == set()
    assert ids_in([e.to_json() for e in visible(r.events, 1)]) == set(top3)


def test_deal_gives_each_seat_its_cards_and_events():
    c, rng = table(seats=4), MatchRng(3)
    evs = c.deal(6, rng)
    assert [len(h) for h in c.hands] == [6] * 4 and len(c.deck) == 40 - 24
    for s in range(4):
        mine = [e for e in evs if e.kind == "cards_drawn" and e.to == frozenset({s})]
        assert len(mine) == 1 and mine[0]["cards"] == c.hands[s]
    with pytest.raises(ValueError):
        c.deal(5, rng)  # 16 left, 20 wanted
    assert len(c.deck) == 16  # and nothing moved


# --- running out ------------------------------------------------------------------
@pytest.mark.parametrize("policy", ["reshuffle", "stop"])
def test_drawing_exactly_what_is_left(policy):
    c = make(IDS[:5], IDS[5:8], policy=policy)
    r = c.draw(0, 5, MatchRng(1))
    assert r.complete and r.cards == IDS[:5][::-1]
    assert c.deck == [] and c.discard == IDS[5:8]
    assert "reshuffle" not in [e.kind for e in r.events]


def test_one_more_than_left_reshuffles_the_discard_under_the_rest():
    c = make(IDS[:5], IDS[5:8], policy="reshuffle")
    r = c.draw(0, 6, MatchRng(1))
    kinds = [e.kind for e in r.events]
    assert kinds == ["reshuffle", "cards_drawn", "cards_drawn_count"]
    assert r.events[0].data == {"count": 3} and r.events[0].to is None
    assert r.complete and r.cards[:5] == IDS[:5][::-1] and r.cards[5] in IDS[5:8]
    assert c.discard == [] and sorted(c.deck + [r.cards[5]]) == IDS[5:8]
    c.check()


def test_one_more_than_left_stops_and_reports_the_shortfall():
    c = make(IDS[:5], IDS[5:8], policy="stop")
    r = c.draw(1, 6, MatchRng(1))
    assert r.cards == IDS[:5][::-1] and r.short == 1 and not r.complete
    assert c.discard == IDS[5:8]  # untouched
    short = r.events[-1]
    assert short.kind == "deck_short" and short.to is None
    assert short.data == {"seat": 1, "wanted": 6, "short": 1}


def test_empty_deck_with_a_discard():
    c = make([], IDS[:4], policy="reshuffle")
    r = c.draw(0, 2, MatchRng(4))
    assert r.complete and set(r.cards) <= set(IDS[:4]) and len(c.deck) == 2
    s = make([], IDS[:4], policy="stop")
    r = s.draw(0, 2, MatchRng(4))
    assert r.cards == [] and r.short == 2
    assert [e.kind for e in r.events] == ["deck_short"]
    assert s.discard == IDS[:4] and s.hands == [[], []]


@pytest.mark.parametrize("policy", ["reshuffle", "stop"])
def test_empty_deck_and_empty_discard_come_up_short(policy):
    c = make([], [], hands=[[IDS[0]], []], policy=policy)
    r = c.draw(1, 3, MatchRng(4))
    assert r.cards == [] and r.short == 3
    assert [e.kind for e in r.events] == ["deck_short"]


def test_reshuffle_that_is_still_not_enough():
    c = make(IDS[:1], IDS[1:3], policy="reshuffle")
    r = c.draw(0, 5, MatchRng(4))
    assert len(r.cards) == 3 and r.short == 2 and c.deck == c.discard == []
    assert [e.kind for e in r.events] == ["reshuffle", "cards_drawn", "cards_drawn_count",
                                         "deck_short"]


def test_flip_to_discard_reshuffles_like_bot255_asks():
    c = make([], IDS[:6], policy="reshuffle")
    r = c.draw_to_discard(1, MatchRng(8))
    assert [e.kind for e in r.events] == ["reshuffle", "deck_to_discard"]
    assert len(c.deck) == 5 and c.discard == r.cards and r.events[1]["cards"] == r.cards


# --- moving cards -------------------------------------------------------------------
def test_steal_is_seen_by_the_two_seats_only():
    c, rng = table(), MatchRng(1)
    c.deal(3, rng)
    card = c.hands[0][1]
    evs = c.move(card, 0, 2)
    assert c.where(card) == ("hand", 2) and len(c.hands[0]) == 2
    assert evs[0].kind == "card_moved" and evs[0].to == frozenset({0, 2})
    assert evs[0].data == {"from_seat": 0, "to_seat": 2, "card": card}
    assert evs[1].kind == "card_moved_count" and evs[1].to is None and evs[1]["count"] == 1
    for other in (1, None):
        assert ids_in([e.to_json() for e in visible(evs, other)]) == set()
    with pytest.raises(ValueError):
        c.move(card, 0, 1)  # no longer there


def test_peek_is_for_the_peeker_and_matches_the_next_draw():
    c, rng = table(), MatchRng(1)
    cards, evs = c.peek(2, 2)
    assert evs[0].kind == "deck_peeked" and evs[0].to == frozenset({2}) and evs[0]["cards"] == cards
    assert evs[1].data == {"seat": 2, "count": 2} and ids_in(evs[1].to_json()) == set()
    assert c.draw(0, 2, rng).cards == cards
    whole, _ = c.peek(1, None)
    assert whole == c.deck[::-1]


def test_show_hand_reaches_the_owner_and_the_viewers_only():
    c, rng = table(seats=4), MatchRng(1)
    c.deal(2, rng)
    (e,) = c.show_hand(1, [3, 0, 1])
    assert e.kind == "hand_shown" and e.to == frozenset({0, 1, 3})
    assert e.data == {"seat": 1, "viewers": [0, 3], "cards": c.hands[1]}
    assert visible([e], 2) == visible([e], None) == []


def test_play_discard_take_and_return_keep_order():
    c = make(IDS[:6], hands=[IDS[6:10], []])
    assert c.play(0, IDS[6])[0].data == {"seat": 0, "card": IDS[6]}
    c.discard_from_hand(0, [IDS[7], IDS[8]])
    c.discard_from_table([IDS[6]], bottom=True)
    assert c.discard == [IDS[6], IDS[7], IDS[8]]
    assert c.take_discard(1)[0].data == {"seat": 1, "card": IDS[8]}
    evs = c.return_to_deck([IDS[9]], seat=0, top=True)
    assert c.deck[-1] == IDS[9] and evs[0].to == frozenset({0})
    assert ids_in(evs[1].to_json()) == set()
    c.return_to_deck([IDS[6], IDS[7]])  # from the discard, to the bottom, as a block
    assert c.deck[:2] == [IDS[6], IDS[7]] and c.discard == []
    c.check()


def test_bad_calls_raise_and_change_nothing():
    c = make(IDS[:4], IDS[4:6], hands=[IDS[6:8], IDS[8:10]])
    before = c.to_json()
    for bad in (lambda: c.discard_from_hand(0, [IDS[6], IDS[8]]),
                lambda: c.discard_from_hand(0, [IDS[6], IDS[6]]),
                lambda: c.play(1, IDS[6]),
                lambda: c.move(IDS[6], 0, 0),
                lambda: c.take_from_deck(0, IDS[5]),
                lambda: c.return_to_deck([IDS[4], IDS[8]]),
                lambda: c.draw(5, 1, MatchRng(1)),
                lambda: make([], []).take_discard(0)):
        with pytest.raises(ValueError):
            bad()
        assert c.to_json() == before


# --- views -----------------------------------------------------------------------------
def test_views_show_counts_not_contents():
    c, rng = table(), MatchRng(1)
    c.deal(4, rng)
    c.draw_to_discard(2, rng)
    v = c.view(1)
    assert v["hand"] == c.hands[1] and v["hand_counts"] == [4, 4, 4]
    assert v["deck_count"] == len(c.deck) and v["discard"] == c.discard
    assert c.view(None)["hand"] is None
    assert ids_in(c.view(None)) == set(c.discard)


# --- random sequences: conservation, secrecy, copies -----------------------------------
ops = st.lists(st.tuples(st.integers(0, 12), st.integers(0, 10_000), st.integers(0, 10_000)),
               max_size=60)


def random_op(c: Cards, rng: MatchRng, op: int, a: int, b: int):
    seat, other = a % c.seats, b % c.seats
    hand = c.hands[seat]

    def pick(zone):
        return zone[b % len(zone)]

    if op == 0:
        return c.draw(seat, b % 4, rng).events
    if op == 1 and hand:
        return c.discard_from_hand(seat, [pick(hand)], bottom=bool(a % 2))
    if op == 2 and hand and other != seat:
        return c.move(pick(hand), seat, other)
    if op == 3 and hand:
        return c.play(seat, pick(hand))
    if op == 4 and c.table:
        return c.discard_from_table([pick(c.table)])
    if op == 5 and c.table:
        return c.take_from_table(seat, pick(c.table))
    if op == 6 and c.discard:
        return c.take_discard(seat, pick(c.discard) if b % 2 else None)
    if op == 7 and hand:
        return c.return_to_deck([pick(hand)], seat=seat, top=bool(b % 2))
    if op == 8 and c.discard:
        return c.return_to_deck([pick(c.discard)], top=bool(a % 2))
    if op == 9:
        return c.draw_to_discard(b % 3, rng).events
    if op == 10:
        return c.draw_to_table(b % 2, rng).events
    if op == 11:
        return c.peek(seat, b % 3)[1]
    if op == 12 and c.deck:
        return c.take_from_deck(seat, pick(c.deck))
    return c.shuffle(rng)


@FAST
@given(ops, st.sampled_from(["reshuffle", "stop"]), st.integers(2, 4), st.integers(0, 99))
def test_random_sequences_conserve_cards_and_never_leak(seq, policy, seats, seed):
    c, rng = table(seats, policy, seed), MatchRng(seed)
    c.deal(3, rng)
    for op, a, b in seq:
        public_before = set(c.discard) | set(c.table)
        evs = random_op(c, rng, op, a, b)
        c.check()
        assert sorted(c.all_cards()) == IDS
        assert all(c.where(x) is not None for x in IDS)
        public = set(c.discard) | set(c.table)
        for s in [None, *range(seats)]:
            own = set() if s is None else set(c.hands[s])
            assert ids_in(c.view(s)) <= public | own
            for e in visible(evs, s):
                if e.kind.endswith("_count"):
                    assert ids_in(e.to_json()) == set()
        # public events name only cards that were face up before or after
        assert ids_in([e.to_json() for e in evs if e.to is None]) <= public | public_before
    back = Cards.from_json(json.loads(json.dumps(c.to_json())))
    assert back == c and back.view(0) == c.view(0)


@FAST
@given(ops, ops)
def test_clones_are_independent(first, second):
    c, rng = table(), MatchRng(4)
    c.deal(3, rng)
    for op, a, b in first:
        random_op(c, rng, op, a, b)
    snapshot = c.to_json()
    twin, deep = c.clone(), copy.deepcopy(c)
    assert twin == c == deep
    twin_rng = copy.deepcopy(rng)
    for op, a, b in second:
        random_op(twin, twin_rng, op, a, b)
        twin.check()
    assert c.to_json() == snapshot and deep.to_json() == snapshot
    for op, a, b in second:
        random_op(c, rng, op, a, b)
    assert c == twin  # same moves on equal copies end equal
    c.hands[0].append("sneaky")  # a raw change to one list never shows in the other
    assert "sneaky" not in twin.hands[0] and "sneaky" not in deep.all_cards()


def test_int_ids_round_trip_through_json():
    c = Cards(range(20), 2, "stop")
    c.shuffle(MatchRng(1))
    c.deal(3, MatchRng(1))
    back = Cards.from_json(json.loads(json.dumps(c.to_json())))
    assert back == c and all(isinstance(x, int) for x in back.all_cards())


def test_check_catches_a_duplicate_or_a_lost_card():
    c = table()
    c.discard.append(c.deck[0])
    with pytest.raises(AssertionError):
        c.check()
    c = table()
    c.deck.pop()
    with pytest.raises(AssertionError):
        c.check()
    with pytest.raises(AssertionError):
        Cards.from_json({"on_empty": "stop", "deck": ["a", "a"], "discard": [], "table": [],
                         "hands": [[]]})


# --- determinization --------------------------------------------------------------------
def test_sample_hidden_agrees_with_the_view_and_only_uses_it():
    c, rng = table(seats=3, seed=6), MatchRng(6)
    c.deal(5, rng)
    c.draw_to_discard(3, rng)
    c.play(2, c.hands[2][0])
    v = c.view(0)
    s = sample_hidden(v, IDS, random.Random(1))
    s.check()
    assert s.view(0) == v and sorted(s.all_cards()) == IDS
    # a different truth with the same view gives the same sample: nothing hidden was used
    other = c.clone()
    swap = other.hands[1][0]
    other.hands[1][0], other.deck[0] = other.deck[0], swap
    assert other.view(0) == v and other != c
    assert sample_hidden(other.view(0), set(IDS), random.Random(1)) == s
    assert sample_hidden(v, IDS, random.Random(2)) != s
    spectator = sample_hidden(c.view(None), IDS, random.Random(1))
    assert spectator.view(None) == c.view(None)


def test_sample_hidden_keeps_what_the_bot_learned():
    c, rng = table(seats=3, seed=2), MatchRng(2)
    c.deal(4, rng)
    known = {1: c.hands[1][:2]}
    top, _ = c.peek(0, 2)
    for k in range(5):
        s = sample_hidden(c.view(0), IDS, random.Random(k), known_hands=known, deck_top=top)
        assert s.hands[1][:2] == known[1] and s.peek(0, 2)[0] == top and s.view(0) == c.view(0)
    with pytest.raises(ValueError):
        sample_hidden(c.view(0), IDS[:-1], random.Random(0))
