"""Codes bots: legal choices everywhere, memory of their code, belief and
safety of the hard bot (determinism: test_bot_budgets.py)."""
from __future__ import annotations

import random

import pytest

from game.ai.codes import Belief, CodesBot, dist_full, greedy_reply, make_bot, mcts_bot, one_step
from game.ai.codes_coop import PlaceBelief
from game.core import headless
from game.core.state import Setup
from game.rules.codes import Claim, CodesState, Flip, GuessStart, Pass, Ready, new_match
from game.rules.codes.table import layout

A, B = "suit", "value"
T5 = ["suns:2", "moons:3", "crowns:4", "suns:3", "moons:2"]
F5 = [A, A, A, B, B]  # suns moons crowns 3 2

VARIANTS = [(), ("mode=coop",), ("mode=coop_guess",), ("memory",), ("teams=2",),
            ("five_in_long", "code=7"), ("two_actions", "gentle_start"),
            ("coins=16", "code=7", "show_both", "keep_out")]


@pytest.mark.parametrize("variants", VARIANTS)
def test_bots_choose_legal_actions(variants):
    r = random.Random(str(variants))
    for k in range(3):
        n = r.randint(2, 5)
        st = new_match(Setup("codes", ("random",) * n, k, None, variants))
        bots = {kind: [make_bot(kind, s, k) for s in range(n)]
                for kind in ("random", "easy", "medium", "hard")}
        for step in range(r.randint(0, 24)):
            if st.over:
                break
            s = min(st.to_act())
            v, legal = st.view(s), st.legal_actions(s)
            kinds = ("random", "easy") + (("medium",) if step % 3 == 0 else ()) + \
                (("hard",) if step % 10 == 0 else ())
            for kind in kinds:
                assert bots[kind][s].choose(v, legal) in legal
            st.apply(s, r.choice(legal))


def test_unknown_kind():
    with pytest.raises(ValueError):
        make_bot("genius", 0, 1)


def test_mcts_bot_plays_codes():
    st = new_match(Setup("codes", ("random",) * 2, 3))
    bot = mcts_bot(st.turn, 3, iterations=20)
    legal = st.legal_actions(st.turn)
    assert bot.choose(st.view(st.turn), legal) in legal


def test_dist_and_one_step():
    target = ["suns", "3", "crowns", "3", "2"]
    assert dist_full(T5, F5, ["suns", "moons", "crowns", "3", "2"], []) == 0
    assert dist_full(T5, F5, target, ["crowns:2"]) == 1  # one flip
    assert dist_full(T5, F5, ["moons", "suns", "crowns", "3", "2"], []) == 1  # one swap
    assert one_step(T5, F5, target, [], None) == 1.0
    assert one_step(T5, F5, target, [], target) < 1.0  # no undo: that table may not come back
    assert one_step(T5, F5, ["moons", "crowns", "3", "suns", "2"], []) == 1.0  # a move
    assert one_step(T5, F5, ["2", "3", "suns", "moons", "crowns"], []) == 0.0


@pytest.mark.parametrize("kind", ["easy", "medium", "hard"])
def test_bots_take_an_immediate_win(kind):
    hits = 0
    for seed in range(5):
        st = CodesState.from_position(Setup("codes", ("x", "y"), seed), T5, F5,
                                      codes=[("suns", "3", "crowns", "3", "2"), ("4",) * 5],
                                      known=[False, True, False, False, False])
        bot = make_bot(kind, 0, seed)
        a = bot.choose(st.view(0), st.legal_actions(0))
        st.apply(0, a)
        hits += st.winners() == [0]
    assert hits >= (3 if kind == "easy" else 5)


def test_bots_remember_their_code_in_the_memory_game():
    code = ("2", "3", "crowns", "3", "2")  # flips of coins 1 and 2 away
    st = CodesState.from_position(Setup("codes", ("x", "y"), 1, None, ("memory",)), T5, F5,
                                  codes=[code, ("4",) * 5], phase="memorize")
    bot = make_bot("easy", 0, 1)
    assert bot.choose(st.view(0), st.legal_actions(0)) == Ready()
    st.apply(0, Ready())
    st.ready.add(1)
    st.phase = "play"
    other = make_bot("hard", 1, 1)
    st.apply(0, Flip(0))
    assert st.phase == "claim" and st.view(0)["my_code"] is None
    assert bot.choose(st.view(0), st.legal_actions(0)) == Pass()  # not yet
    assert other.choose(st.view(1), st.legal_actions(1)) == Pass()
    st.apply(0, Pass())
    st.apply(1, Pass())
    st.apply(1, Flip(1))  # the other player's action shows seat 0's code
    assert tuple(st.shows()) == code
    assert bot.choose(st.view(0), st.legal_actions(0)) == Claim()
    assert other.choose(st.view(1), st.legal_actions(1)) == Pass()
    st.apply(1, Pass())
    st.apply(0, Claim())
    assert st.winners() == [0]


# ---------------------------------------------------------------- bots play to win
@pytest.mark.parametrize("seats, seed", [(("easy", "easy"), 3), (("easy", "random"), 2),
                                         (("random", "hard"), 4)])
def test_seeded_bot_matches_end_with_a_winner(seats, seed):
    """No round limit: the match ends because a bot made its code, long before
    the safety stop (the first two of these run past 30 rounds, where the old
    round limit made every match a draw)."""
    m = headless.play(Setup("codes", seats, seed))
    assert m.state.end_reason == "match" and m.state.winners()


def test_the_same_seed_gives_the_same_match():
    a = headless.play(Setup("codes", ("easy", "medium"), 7))
    b = headless.play(Setup("codes", ("easy", "medium"), 7))
    assert a.record.text() == b.record.text()


def test_greedy_reply_heads_for_its_code_and_respects_no_undo():
    lay = layout(5)
    r = random.Random(1)
    target = ["suns", "3", "crowns", "3", "2"]  # one flip (coin 2) away
    assert greedy_reply(T5, F5, [], target, lay, None, False, r) == Flip(1)
    # if that table is the one that may not come back, the flip is barred
    assert greedy_reply(T5, F5, [], target, lay, target, False, r) != Flip(1)


# ---------------------------------------------------------------- the hard bot's opponent model
def _exact_threat(st, action, code):
    """Chance that after `action` the opponent can show `code` with one action."""
    from game.rules.codes import Replace
    from game.rules.codes.coins import FACES, shows
    if isinstance(action, Replace):
        pool = st.bag + [st.table[action.pos]]
        total = 0.0
        for c in pool:
            for f in FACES:
                t, fs = list(st.table), list(st.faces)
                t[action.pos], fs[action.pos] = c, f
                bag = [x for x in st.bag if x != c] + ([st.table[action.pos]] if c != st.table[action.pos] else [])
                sh = tuple(shows(x, y) for x, y in zip(t, fs))
                total += 1.0 if sh == tuple(code) else one_step(t, fs, code, bag, frozenset())
        return total / (2 * len(pool))
    twin = st.clone()
    twin.apply(0, action)
    if twin.over:
        return 1.0 if 1 in twin.winners() else 0.0
    refs = twin.protected()
    return one_step(twin.table, twin.faces, code, twin.bag, refs[0] if refs else None)


def _position(seed, mine, theirs):
    # shows: 2 3 crowns suns 2 ; every coin known to both
    return CodesState.from_position(Setup("codes", ("x", "y"), seed), T5, [B, B, A, A, B],
                                    codes=[mine, theirs], known=[True] * 5)


def _believing(seed, theirs, careful=True):
    bot = CodesBot("hard", 0, seed)
    if not careful:
        bot.p = dict(bot.p, threat=0.0, safe=None, opp_dist=0.0)
    b = Belief(5, ["suns", "moons", "crowns", "2", "3", "4"])
    for p, ch in enumerate(theirs):
        b.nudge(p, ch, 20.0)
    bot.beliefs[1] = b
    return bot


def test_hard_never_hands_a_likely_win():
    theirs = ("2", "3", "4", "suns", "moons")  # two flips away (coins 3 and 5)
    mine = ("moons", "3", "crowns", "suns", "moons")  # flipping coin 5 would also help me
    st = _position(1, mine, theirs)
    # flipping coin 5 brings me closer but leaves the opponent one flip from winning
    tempting = Flip(4)
    twin = st.clone()
    twin.apply(0, tempting)
    assert dist_full(twin.table, twin.faces, mine, twin.bag) < dist_full(st.table, st.faces, mine, st.bag)
    assert _exact_threat(st, tempting, theirs) == 1.0
    for seed in range(4):
        st = _position(seed, mine, theirs)
        bot = _believing(seed, theirs)
        a = bot.choose(st.view(0), st.legal_actions(0))
        assert _exact_threat(st, a, theirs) <= 0.3, a


def test_hard_belief_learns_from_an_opponents_actions():
    theirs = ("2", "3", "crowns", "suns", "2")
    st = CodesState.from_position(Setup("codes", ("x", "y"), 3), T5, F5,
                                  codes=[("4", "4", "4", "moons", "moons"), theirs])
    # the opponent flips three coins toward its code; seat 0 fiddles with coin 3
    for seat, a in ((0, Flip(2)), (1, Flip(0)), (0, Flip(2)), (1, Flip(1)), (0, Flip(2)), (1, Flip(3))):
        st.apply(seat, a)
    bot = CodesBot("hard", 0, 3)
    bot.choose(st.view(0), st.legal_actions(0))
    belief = bot.beliefs[1]
    best, _ = belief.best()
    assert (best[0], best[1], best[3]) == ("2", "3", "suns")
    for p, ch in ((0, "2"), (1, "3"), (3, "suns")):
        assert belief.probs(p)[belief.idx[ch]] > 0.3  # uniform would be 1/6



# ---------------------------------------------------------------- no stalls (issue 20)
STALLED = [  # each of these bot matches ran into the 200-round safety stop
    (("easy", "easy"), ("code=8",), 11301),
    (("easy", "easy"), ("coins=16", "code=4"), 11102),
    (("easy", "easy", "random"), ("gentle_start",), 12502),
    (("easy", "easy", "random", "random"), ("teams=2",), 14302),
    (("easy", "random", "easy", "random", "easy"), (), 10302),
]


@pytest.mark.parametrize("seats, variants, seed", STALLED)
def test_matches_that_stalled_end_with_a_winner(seats, variants, seed):
    """Codes that differ in every place: each bot's step toward its own code
    spoiled the other's; once a match drags on, bots use what they learnt of
    the others' codes and leave tables that survive the reply."""
    st = headless.play(Setup("codes", seats, seed, None, variants)).state
    assert st.end_reason == "match" and st.winners()
    assert st.round < st.round_cap


def test_cooperative_match_that_stalled_is_won():
    """Each bot aimed at a made-up code for the places it does not know, and so
    kept spoiling the others' places."""
    st = headless.play(Setup("codes", ("easy",) * 3, 15600, None, ("mode=coop", "code=7"))).state
    assert st.end_reason == "coop" and st.winners() == [0, 1, 2]


# ---------------------------------------------------------------- guessing (issue 20)
@pytest.mark.parametrize("seed", [16100, 16101, 16102])
def test_easy_guessers_find_the_code(seed):
    """These matches had all five easy bots guess wrong in turn in round 11."""
    st = headless.play(Setup("codes", ("easy",) * 5, seed, None, ("mode=coop_guess",))).state
    assert st.end_reason == "guess" and len(st.winners()) == 1
    assert st.failed_guesses <= 1


def test_easy_guessers_win_the_guessing_game():
    """2 to 5 easy bots, 3 seeds each: the group finds the code, and nobody
    guesses before the others' actions have told something."""
    won = wrong = 0
    rounds: list[int] = []

    def step(match, seat, action, events):
        if isinstance(action, GuessStart):
            rounds.append(match.state.round)
    for n in (2, 3, 4, 5):
        for seed in (1, 2, 3):
            st = headless.play(Setup("codes", ("easy",) * n, seed, None, ("mode=coop_guess",)),
                               on_step=step).state
            won += st.end_reason == "guess"
            wrong += st.failed_guesses
    assert won >= 11
    assert wrong <= 3
    assert min(rounds) >= 3


def _coop_view(table, my_code, held=(1, 1, 1, 1, 1)):
    return {"players": len(held), "code_length": len(my_code), "held": list(held),
            "chars": ["suns", "moons", "crowns", "2", "3", "4"], "my_positions": [0],
            "my_code": my_code, "mode": "coop_guess", "signals": None,
            "table": [{"shows": ch} for ch in table]}


def test_place_belief_reads_the_others():
    """A place every other player leaves alone round after round probably shows
    its character; a character its holder keeps taking off does not; a wrong
    guess gives away the guesser's own character."""
    table = ["2", "3", "moons", "3", "crowns"]
    hist = []
    for r in range(3):
        for s in (1, 2, 3, 4):
            if s == 4:  # place 4: changed alone every turn of seat 4
                before, after = list(table), list(table)
                after[4] = "crowns" if r % 2 else "suns"
                table = after
                hist.append({"seat": s, "action": {"kind": "replace", "pos": 4},
                             "before": before, "after": after})
            else:  # a swap of the two coins that show 3: nothing changes
                hist.append({"seat": s, "action": {"kind": "swap", "a": 1, "b": 3},
                             "before": list(table), "after": list(table)})
    view = _coop_view(table, ["2", None, None, None, None])
    b = PlaceBelief(view, 0, view["my_code"])
    b.update(view, hist)
    assert b.probs(0)["2"] == 1.0  # mine
    for p in (1, 2, 3):
        assert b.probs(p)[table[p]] > 0.9
    assert b.probs(4)[table[4]] < 0.5
    code, prob = b.best()
    assert code[:4] == ("2", "3", "moons", "3") and prob < 0.5
    guess = {"seat": 4, "action": {"kind": "guess", "chars": ["2", "3", "moons", "3", "4"]},
             "correct": False}
    b.update(view, [guess])
    assert b.probs(4)["4"] > 0.8
    assert b.best()[0] == ("2", "3", "moons", "3", "4")
    b.failed.add(("2", "3", "moons", "3", "4"))
    assert b.best(b.failed)[0] != ("2", "3", "moons", "3", "4")  # never a known wrong guess


@pytest.mark.parametrize("kind", ["easy", "medium"])
def test_with_no_end_in_sight_bots_let_one_player_through(kind):
    """After YIELD rounds every bot lets the same player through (the first in
    turn order from the start player) and shows that player's code rather
    than go on spoiling it; before that it never does, and the player let
    through plays on for itself."""
    from game.ai import codes as K
    theirs = ("2", "3", "4", "suns", "2")  # one flip away (coin 3)
    mine = ("moons", "suns", "moons", "crowns", "crowns")
    hands_over = {}
    for rnd, start in ((30, 1), (K.YIELD + K.STUBBORN, 1), (K.YIELD + K.STUBBORN, 0)):
        hits = 0
        for seed in range(5):
            st = _position(seed, mine, theirs)
            st.round, st.start = rnd, start
            bot = _believing(seed, theirs)
            bot.kind, bot.p = kind, K.PROFILES[kind]
            st.apply(0, bot.choose(st.view(0), st.legal_actions(0)))
            hits += st.winners() == [1]
        hands_over[rnd, start] = hits
    assert hands_over[30, 1] == 0
    assert hands_over[K.YIELD + K.STUBBORN, 1] >= 4
    assert hands_over[K.YIELD + K.STUBBORN, 0] == 0


def test_place_belief_made_before_the_table_is_laid_out():
    """In the memory game a bot first sees its code before the table exists;
    a wrong guess before anybody changed the table is still read."""
    b = PlaceBelief(_coop_view([], ["2", None, None, None, None]), 0, ["2", None, None, None, None])
    b.update(_coop_view([], ["2", None, None, None, None]), [])
    table = ["2", "3", "moons", "3", "crowns"]
    guess = {"seat": 2, "action": {"kind": "guess", "chars": ["2", "4", "moons", "3", "crowns"]},
             "correct": False}
    b.update(_coop_view(table, ["2", None, None, None, None]), [guess])
    assert b.probs(1)["4"] > 0.8  # the guesser knew better than the table there


def test_cooperative_bot_brings_in_the_coin_it_needs_by_a_swap_that_changes_nothing():
    """My place shows 4 and wants moons; the moons:4 coin shows 4 at a place
    the others have right. Swapping the two 4s changes nothing anybody sees
    and lets me flip moons up next turn: better than hoping for a moons coin
    from the bag (2 chances in 10)."""
    from game.rules.codes import Swap
    setup = Setup("codes", ("easy", "easy"), 1, None, ("mode=coop",))
    picks = []
    for seed in range(3):
        st = CodesState.from_position(
            setup, ["suns:4", "suns:2", "crowns:3", "moons:4", "crowns:2"], [B, B, A, B, B],
            code=("moons", "2", "crowns", "4", "2"), positions=[[0], [1, 2, 3, 4]],
            known=[True] * 5)
        bot = make_bot("easy", 0, seed)
        picks.append(bot.choose(st.view(0), st.legal_actions(0)))
    assert picks == [Swap(0, 3)] * 3
