"""Why a hinted move is good (issue 22), for Going Bananas, Spank the Monkey,
Treefort Nations and Bot 255's card game: in seeded matches played by the
hint itself (the Medium bot), each line says something the rules then
confirm about the suggested move, is the same whatever the other seats
hide, and fits the hint's bubble."""
from __future__ import annotations

import random
import re
from typing import Any, Callable, Iterator

import pygame
import pytest

from game.app.scene import Scene
from game.core import registry
from game.core.hexgrid import Hex
from game.core.match import Match
from game.core.seats import SYSTEM
from game.core.state import Setup
from game.learn import hints
from game.ui.banners import draw_bubble
from game.ui.widgets import wrap
from tests.support.conformance import fingerprint
from tests.support.screen_audit import audit

GAMES = ("bananas", "junkyard", "treefort", "bot255")
SEATS = {"bananas": 2, "junkyard": 3, "treefort": 2, "bot255": 3}
SEEDS = (11, 12, 13)
STEPS = 160          # decisions of each seeded match looked at
MAX_WORDS = 12


Moment = tuple[Any, int, Any, str | None]
_PLAYED: dict[tuple[str, int], list[Moment]] = {}


@pytest.fixture(scope="module", autouse=True)
def _played_once():
    """Each seeded match is played once for all the tests of this module (the
    hint, a Medium bot's search, is nearly all of their time), then let go."""
    yield
    _PLAYED.clear()


def hinted(game_id: str, seed: int) -> list[Moment]:
    """(state, seat, hinted action, its reason) at every decision of a seeded
    match in which every seat plays its hint; each state is a copy of the
    match's at that moment, only read (a test changes a clone of it)."""
    if (game_id, seed) not in _PLAYED:
        _PLAYED[game_id, seed] = list(_play(game_id, seed))
    return _PLAYED[game_id, seed]


def _play(game_id: str, seed: int) -> Iterator[Moment]:
    spec = registry.spec(game_id)
    m = Match(Setup(game_id, ("medium",) * SEATS[game_id], seed))
    actor = spec.system_actor
    n = 0
    while not m.over and n < STEPS:
        if actor is not None:
            tick = actor.step(m.state, None)
            if tick is not None:
                m.apply(SYSTEM, tick)
                continue
        seat = min(s for s in m.state.to_act() if s != SYSTEM)
        action = hints.suggest(spec, m.state, seat, seed)
        assert action is not None, f"{game_id}: no hint for seat {seat}"
        why = hints.reason(game_id, m.state.view(seat), action, seat)
        yield m.state.clone(), seat, action, why
        m.apply(seat, action)
        n += 1


def after(state: Any, seat: int, action: Any) -> tuple[Any, list[Any]]:
    twin = state.clone()
    return twin, twin.apply(seat, action)


def number(why: str, pattern: str) -> int:
    found = re.search(pattern, why)
    assert found, f"{why!r} does not say {pattern!r}"
    return int(found.group(1))


# ---------------------------------------------------------------------- what the rules confirm
def confirm_junkyard(st: Any, seat: int, a: Any, why: str) -> None:
    from game.rules.junkyard.actions import Discard, Done, Play, Spank
    from game.rules.junkyard.deck import ATTACK, DEFENSE, JUNK, REINFORCEMENT, card
    from game.rules.junkyard.state import spank_need
    y = st.yard
    owner = {f.junk: (s, k) for s in range(st.n) for k, f in enumerate(y.towers[s])}
    if "dot" in why:
        assert isinstance(a, Play) and card(a.card).type == JUNK
        assert card(a.card).height == number(why, r"(\d) dots? taller")
    elif why == "This card takes you up to the monkey!":
        assert isinstance(a, Play) and card(a.card).type == JUNK
        assert spank_need(y.height(seat), y.monkey) is None
        twin, _ = after(st, seat, a)   # built, with whatever the card does to the monkey
        assert spank_need(twin.yard.height(seat), twin.yard.monkey) is not None
    elif "stronger" in why:
        assert isinstance(a, Play) and card(a.card).type == REINFORCEMENT
        assert card(a.card).strength == number(why, r"(\d) stronger")
    elif "spank" in why and "high enough" in why:
        assert isinstance(a, Spank) and spank_need(y.height(seat), y.monkey) is not None
    elif why == "This card is at your height: knock it down!":
        assert isinstance(a, Play) and card(a.card).kind == "hand"
        target_seat = owner[a.target][0]
        assert y.height(seat) > 0 and y.hand_reach(seat, target_seat).junk == a.target
    elif why.startswith("Hit their bottom card"):
        assert isinstance(a, Play) and card(a.card).type == ATTACK
        assert y.height(seat) == 0 and owner[a.target][1] == 0
    elif why.startswith("Hit a low card"):
        s, k = owner[a.target]
        assert isinstance(a, Play) and k < len(y.towers[s]) - 1
    elif why == "Knock the tallest tower lower!":
        s = owner[a.target][0]
        assert s != seat and y.height(s) == max(y.height(o) for o in range(st.n) if o != seat)
    elif why == "Knock this card down to slow them.":
        assert isinstance(a, Play) and owner[a.target][0] != seat
    elif why == "This defence can save your card.":
        assert isinstance(a, Play) and card(a.card).type == DEFENSE
        assert owner[y.fight.target][0] == seat
    elif why.startswith("Keep your defence"):
        assert isinstance(a, Done) and owner[y.fight.target][0] == seat
        assert any(card(c).type == DEFENSE for c in st.view(seat)["hand"])
    elif why.startswith("Keep four cards"):
        assert isinstance(a, Discard) and len(st.view(seat)["hand"]) - 1 <= 4
    elif why == "This card is the least help to you now.":
        assert isinstance(a, Discard)
    else:
        pytest.fail(f"an unchecked line: {why!r}")


def confirm_bananas(st: Any, seat: int, a: Any, why: str) -> None:
    from game.rules.bananas.actions import DOWN, Climb, LockCode, MoveTo, PlaceDie, PlaceToken, \
        PlaceTrap
    from game.rules.bananas.paths import ends
    sums = re.search(r"(\d) \+ (\d) = 7!$", why)

    def climbs_from(path: list[Hex], target: int, die: int, swing: bool) -> set[int]:
        """The numbers of the hexes where the rules let this move end and climb."""
        if len(path) - 1 >= target:
            stops = [path[-1]]
        else:
            stops = ends(st.jungle, path, target, st.occupied(seat), st.opp_traps(seat), swing)
        return {st.number(h) for h in stops if st.climbable(seat, h, die)[0]}

    if why.startswith("This way reaches a banana tree"):
        p = st.pending
        assert isinstance(a, MoveTo) and sums and int(sums.group(1)) == p.die
        path = list(p.path) + [a.hex]
        assert int(sums.group(2)) in climbs_from(path, p.target, p.die, p.swing)
    elif re.match(r"Your \d can reach", why):
        assert isinstance(a, PlaceDie) and sums
        value = st.dice[seat][a.die]
        assert int(sums.group(1)) == value == number(why, r"^Your (\d)")
        assert int(sums.group(2)) in climbs_from([st.monkeys[seat].hex], value, value, False)
    elif why == "Climb up: this tree has a banana!":
        assert isinstance(a, Climb) and st.bananas[a.tree] > 0
    elif why.startswith("Down brings"):
        me = st.monkeys[seat]
        assert isinstance(a, PlaceToken) and a.token == DOWN
        assert me.tree is not None and me.carrying is not None
        assert not any(d is not None or t for d, t in st.codes[seat][:a.step])
    elif why.startswith("Your code is ready"):
        assert isinstance(a, LockCode)
    elif why.startswith("Your trap"):
        assert isinstance(a, PlaceTrap)
    else:
        pytest.fail(f"an unchecked line: {why!r}")


def confirm_treefort(st: Any, seat: int, a: Any, why: str) -> None:
    from game.rules.treefort.actions import Attack, Brace, Catapult, Cut, Platform, Recruit, \
        Use, Walk
    b = st.board
    trees = set(b.coins) - {c for cells in b.platforms.values() for c in cells}
    if isinstance(a, Use):
        m = b.monkeys[a.monkey]
        facts = {"rides a catapult": bool(m.riding), "stands on a tree": m.cell in trees,
                 "with wood": m.lumber > 0, "carries wood": m.lumber > 0,
                 "needs wood": m.lumber == 0}
        said = [k for k in facts if k in why]
        assert said and all(facts[k] for k in said), why
    elif why.startswith("Cut this tree"):
        m = b.monkeys[st.current]
        twin, _ = after(st, seat, a)
        assert isinstance(a, Cut) and twin.board.monkeys[st.current].lumber > m.lumber
        assert ("need wood" in why) == (m.lumber == 0)
    elif why.startswith("Build here"):
        twin, _ = after(st, seat, a)
        grew = twin.scores()[seat] - st.scores()[seat]
        assert isinstance(a, Platform) and grew == number(why, r"by (\d+) square")
    elif why.startswith("Walk to this tree"):
        assert isinstance(a, Walk) and a.path[-1] in trees
    elif why.startswith("Nobody holds this fort"):
        end = a.path[-1]
        assert isinstance(a, Walk) and b.controller(b.fort_of(end)) is None
        twin, _ = after(st, seat, a)
        assert twin.board.controller(twin.board.fort_of(end)) == seat
    elif why.startswith("Climb into this catapult"):
        assert isinstance(a, Walk) and a.mount >= 0
    elif why.startswith("Fire at this fort"):
        assert isinstance(a, Attack) and any(a.target in c for c in b.platforms.values())
    elif why.startswith("Fire at this monkey"):
        assert isinstance(a, Attack) and any(m.cell == a.target for m in b.monkeys.values())
    elif why.startswith("Build a catapult"):
        assert isinstance(a, Catapult)
    elif why.startswith("Brace"):
        assert isinstance(a, Brace) and a.monkeys
    elif why.startswith("A new monkey"):
        assert isinstance(a, Recruit)
    else:
        pytest.fail(f"an unchecked line: {why!r}")


def confirm_bot255(st: Any, seat: int, a: Any, why: str) -> None:
    from game.rules.bot255.actions import Discard, Draw, Pick, Play, React, Run
    from game.rules.bot255.deck import card
    from game.rules.bot255.world import BITS
    if why.startswith("This program"):
        assert isinstance(a, Run)
        twin, events = after(st, seat, a)
        while twin.step == "react":   # nobody steals the turn: the program runs
            events += twin.apply(min(twin.to_act()), React(False))
        ran = next(e for e in events if e.kind == "ran" and e.data["seat"] == seat)
        assert ran.data["points"] == number(why, r"(\d+) points?!")
        if "every bit left" in why:
            assert ran.data["left"] == 0
        else:
            assert ran.data["bits"] == number(why, r"up (\d) bits?")
    elif why.startswith("They have only"):
        assert isinstance(a, React) and a.steal
        left = BITS - len(st.players[st.turn].bot.taken)
        assert left == number(why, r"only (\d) bits?")
    elif isinstance(a, (Pick, Draw)):
        cid = a.card if isinstance(a, Pick) else st.cards.discard[-1]
        kind = card(cid).kind
        assert (("new command" in why and kind == "code") or ("More memory" in why and kind ==
                "memory") or ("Upgrade" in why and kind == "upgrade")), why
    elif isinstance(a, Play):
        assert card(a.card).kind in ("steal_look", "steal_blind", "search", "swap")
    elif why.startswith("This card helps your bot least"):
        assert isinstance(a, Discard)
    else:
        pytest.fail(f"an unchecked line: {why!r}")


CONFIRM: dict[str, Callable[[Any, int, Any, str], None]] = {
    "junkyard": confirm_junkyard, "bananas": confirm_bananas,
    "treefort": confirm_treefort, "bot255": confirm_bot255}


# ---------------------------------------------------------------------- the tests
@pytest.mark.parametrize("game_id", GAMES)
def test_the_line_says_what_the_rules_confirm_about_the_hinted_move(game_id):
    said: dict[str, int] = {}
    for seed in SEEDS:
        for st, seat, action, why in hinted(game_id, seed):
            if why is None:
                continue
            CONFIRM[game_id](st, seat, action, why)
            said[why] = said.get(why, 0) + 1
    assert len(said) >= 5, f"{game_id}: only {sorted(said)}"


@pytest.mark.parametrize("game_id", GAMES)
def test_the_line_is_the_same_whatever_the_other_seats_hide(game_id):
    spec = registry.spec(game_id)
    rng = random.Random(7)
    checked = changed = 0
    for st, seat, action, why in hinted(game_id, SEEDS[0]):
        if why is None:
            continue
        for _ in range(2):
            twin = spec.sample_state(st.view(seat), seat, rng)
            changed += fingerprint(twin) != fingerprint(st)
            assert hints.reason(game_id, twin.view(seat), action, seat) == why, (
                f"{game_id}: the line changed when the other seats' secrets did")
        checked += 1
    assert checked >= 5 and changed


def test_other_hands_swapped_change_no_spank_the_monkey_line():
    """A direct check besides the sampler: the other players' hands traded
    for cards from the pile leave the line as it was."""
    checked = 0
    for st, seat, action, why in hinted("junkyard", SEEDS[1]):
        if why is None:
            continue
        twin = st.clone()
        cards = twin.yard.cards
        for other in range(twin.n):
            if other != seat and cards.hands[other] and cards.deck:
                k = min(len(cards.hands[other]), len(cards.deck))
                cards.hands[other][:k], cards.deck[:k] = cards.deck[:k], cards.hands[other][:k]
        assert twin.view(seat)["hand"] == st.view(seat)["hand"]
        assert hints.reason("junkyard", twin.view(seat), action, seat) == why
        checked += 1
    assert checked >= 5


class Sketch(Scene):
    def __init__(self, paint):
        self.paint = paint

    def draw(self, surf: pygame.Surface) -> None:
        surf.fill((20, 40, 30))
        self.paint(surf)


def _bubbles() -> dict[str, list[tuple[int, int]]]:
    from game.scenes.bananas.scene import BUBBLE_HIGH, BUBBLE_LOW
    from game.scenes.bot255.cards import CardScene
    from game.scenes.junkyard.scene import JunkyardScene
    from game.scenes.treefort.scene import TreefortScene
    return {"bananas": [BUBBLE_HIGH, BUBBLE_LOW], "bot255": [CardScene.bubble_pos],
            "junkyard": [JunkyardScene.bubble_pos], "treefort": [TreefortScene.bubble_pos]}


# the longest numbers each line can carry, beside the lines the matches gave
WIDEST = {"bot255": ["This program takes every bit left: 255 points!",
                     "This program picks up 7 bits: 127 points!",
                     "They have only 8 bits left: steal their turn!"],
          "treefort": ["Build here: your fort grows by 44 squares."],
          "bananas": ["This way reaches a banana tree: 6 + 1 = 7!",
                      "Your 6 can reach a banana tree: 6 + 1 = 7!"],
          "junkyard": ["This card makes your tower 4 dots taller."]}


@pytest.mark.parametrize("game_id", GAMES)
def test_every_line_is_short_and_fits_the_hint_bubble(game_id):
    lines = set(WIDEST[game_id])
    for seed in SEEDS[:1]:
        lines |= {why for *_, why in hinted(game_id, seed) if why}
    pygame.display.init()
    for why in sorted(lines):
        assert len(why.split()) <= MAX_WORDS, f"{why!r} has more than {MAX_WORDS} words"
        assert len(wrap(why, 38, 860)) <= 2, f"{why!r} takes more than two lines"
        for pos in _bubbles()[game_id]:
            found = audit(Sketch(lambda s, w=why, p=pos: draw_bubble(s, w, p, (200, 80, 40))))
            assert found == [], f"{why!r} at {pos}: {found}"


def test_a_junk_card_that_moves_the_monkey_is_judged_with_the_monkey_moved():
    """The Out-of-Tune Piano sends the monkey up a step as it is built: a
    piano that only reaches where the monkey was does not take you up to it;
    the Crate of Old Bananas brings the monkey down to meet you."""
    from game.learn.reasons.junkyard import reason
    from game.rules.junkyard.actions import Play
    from game.rules.junkyard.deck import card
    from game.rules.junkyard.state import new_match
    view = new_match(Setup("junkyard", ("medium", "medium"), 1)).view(0)
    piano, crate = card("out_of_tune_piano"), card("crate_of_old_bananas")
    view["monkey"] = 10
    view["heights"] = [10 - piano.height, 0]
    assert reason(view, Play(piano.id), 0) == \
        f"This card makes your tower {piano.height} dot{'s' * (piano.height > 1)} taller."
    view["heights"] = [9 - crate.height, 0]
    assert reason(view, Play(crate.id), 0) == "This card takes you up to the monkey!"
