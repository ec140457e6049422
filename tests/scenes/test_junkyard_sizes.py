"""Spank the Monkey read from a sofa (1920 x 1080): what a player decides on
(card names, strengths, heights) is drawn at 28 px or more where it fits,
the rest at 22 px or more, and every word fits its box."""
from __future__ import annotations

import pygame
import pytest

from game.input.intents import CONFIRM, KEYBOARD, LEFT, RIGHT, Intent
from game.rules.junkyard.deck import card, ids
from game.rules.junkyard.wording import rules_text
from game.scenes.junkyard import reader as R
from game.scenes.junkyard import slabs as S
from game.scenes.junkyard import table as T
from tests.scenes.test_junkyard_scene import my_turn, position, spy_table, start
from tests.support.apphost import make_app, run_until

JUNK = [i for i in ids() if card(i).type == "junk"]


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


class Spy:
    """Every draw_text of the table and reader modules: (words, size, rect, target size)."""

    def __init__(self, monkeypatch):
        from game.ui.widgets import draw_text as real
        self.calls: list[tuple[str, int, pygame.Rect, tuple[int, int]]] = []

        def spy(surf, words, size, *a, **k):
            r = real(surf, words, size, *a, **k)
            self.calls.append((words, size, r, surf.get_size()))
            return r
        spy_table(monkeypatch, "draw_text", spy, also=("reader",))


def start_scale(n: int) -> T.Geo:
    """The table's scale when a match of n players begins (the monkey at 14 - n)."""
    pic = T.YardPicture([[] for _ in range(n)], 14 - n)
    geo = T.Geo(n, max([T.MIN_DOTS] + [pic.monkey + 2]))
    return geo


@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_a_junk_card_in_a_tower_shows_its_name_and_strength_big_and_whole(monkeypatch, n):
    """Its strength at 28 px or more; its name whole (every word) at 28 px where it
    fits and never under 22 px: with 5 or 6 towers a long name on a one-dot card
    has no room for that, and the card shows its picture in place of words too
    small to read."""
    spy = Spy(monkeypatch)
    pictures: list[str] = []
    real_image = S.image

    def image(name, size):
        pictures.append(name)
        return real_image(name, size)
    monkeypatch.setattr(S, "image", image)
    geo = start_scale(n)
    assert geo.unit >= 36                       # a 1-dot card starts tall enough for 28 px
    S.slab_surface.cache_clear()
    big = named = 0
    for cid in JUNK:
        c = card(cid)
        spy.calls.clear()
        pictures.clear()
        w, h = int(geo.slab_w), int(geo.slab_h(cid))
        S.slab_surface((cid, w, h, c.strength, False))
        name = [(words, sz, r) for words, sz, r, _ in spy.calls if words in c.name]
        if name:
            named += 1
            # every word, the lines cut at a space or after a hyphen
            assert " ".join(words for words, _, _ in name).replace("- ", "-") == c.name, \
                (cid, name)
            for words, sz, r in name:           # never cut off, never too small to read
                assert sz >= S.SLAB_NAME_MIN, (cid, words, sz)
                assert r.left >= 0 and r.right <= w - 14 and r.top >= 0 and r.bottom <= h, \
                    (cid, r)
            big += min(sz for _, sz, _ in name) >= S.SLAB_NAME
        else:
            assert n >= 5 and c.height == 1, cid
            assert f"junkyard/{cid}" in pictures, cid
        strength = [sz for words, sz, _, _ in spy.calls if words == str(c.strength)]
        assert strength and strength[0] >= 28, (cid, strength)
    if n <= 3:
        assert big == len(JUNK), big             # every name at 28 px or more
    elif n == 4:
        assert named == len(JUNK) and big >= len(JUNK) * 2 // 3, big   # most at 28 px
    else:   # the rest (one-dot cards with long names) say which card by their picture
        assert named >= len(JUNK) * (3 if n == 5 else 2) // 5, named


def test_a_long_name_is_never_cut_short_on_a_tall_slab():
    pygame.font.init()
    for name in ("Mountain of Banana Peels", "Jammed Vending Machine"):
        lines, size = S.slab_name_lines(name, 134, 73, 30)
        assert " ".join(lines) == name and size >= S.SLAB_NAME_MIN, (lines, size)
    # no room at 22 px: nothing, rather than words too small to read
    assert S.slab_name_lines("Smuggled Rubber Ducks", 134, 32, 30) == ([], 0)


def test_the_zoomed_card_is_read_big_where_the_log_was(app, monkeypatch):
    for cid in ids():                          # every card's words fit the reader at 28 px
        rows = R.reader_lines(cid)
        assert all(sz >= 28 for _, sz in rows), cid
        assert R.fits(cid), cid
        assert " ".join(ln for ln, _ in rows[1:]).endswith(rules_text(card(cid))), cid
    st = position(("human", "random"), [["hay_bale"], ["golden_toilet"]],
                  hands=[["hand_grenade", "monkey_business"], ["satellite_dish"]],
                  phase="attack")
    scene = start(app, ("human", "random"), st)
    run_until(app, my_turn(scene), 600)
    app.dispatch(Intent(RIGHT, KEYBOARD))
    spy = Spy(monkeypatch)
    surf = pygame.Surface((1920, 1080))
    scene.draw_log(surf)
    said = {words: sz for words, sz, _, _ in spy.calls}
    assert said.get("Monkey Business", 0) >= 28
    assert "swap your top junk card" in " ".join(said), said


def test_the_fight_box_words_never_run_under_the_die(app, monkeypatch):
    st = position(("human", "random"), [["hay_bale"], ["golden_toilet"]],
                  hands=[["hand_grenade"], ["satellite_dish"]], dice=(5,), phase="attack")
    scene = start(app, ("human", "random"), st)
    run_until(app, my_turn(scene), 600)
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    app.dispatch(Intent(RIGHT, KEYBOARD))
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    run_until(app, lambda: scene.state.window is not None and scene.state.window.seat == 0
              and not scene.anim.busy, 900)
    t = scene.table
    assert t.dice, "the roll's die lies in the fight box"
    t.pic.in_play += ["satellite_dish", "karate_chop", "boomerang"]   # a crowded fight
    t.dice.append(T.Die(3, 0, 0))
    surf = pygame.Surface((1920, 1080))
    t.draw_fight(surf, scene.shown_view())
    box = t.fight_box()
    dx, dies = box.right - 60, []
    for d in t.dice[-2:]:
        dies.append(pygame.Rect(0, 0, d.size, d.size))
        dies[-1].center = (dx, box.y + 150)
        dx -= d.size + 16
    assert len(t.fight_lines) >= 3
    for words, size, r in t.fight_lines:
        assert size >= 22, (words, size)
        assert box.contains(r), (words, r, box)
        assert not any(r.colliderect(d) for d in dies), (words, r, dies)


def test_the_header_says_what_to_do_at_28_px_or_more_and_within_its_bar(app, monkeypatch):
    st = position(("human", "random"), [["hay_bale"], ["golden_toilet"]],
                  hands=[["hand_grenade"], ["satellite_dish"]], phase="attack")
    scene = start(app, ("human", "random"), st)
    run_until(app, my_turn(scene), 600)
    long = ("Red: Sneaky Tow Truck \u2014 pick the junk card of another player's tower that "
            "you want to tow away to the bottom of your own tower")
    from game.scenes.junkyard import header
    monkeypatch.setattr(header, "status_text", lambda table, v: (long, (255, 255, 255)))
    spy = Spy(monkeypatch)
    scene.table.draw_status(pygame.Surface((1920, 1080)), scene.shown_view())
    drawn = [(w, sz, r) for w, sz, r, _ in spy.calls]
    assert " ".join(w for w, _, _ in drawn) == long
    bar = pygame.Rect(300, 4, T.PILE_AT[0] - 324, 70)
    for words, size, r in drawn:
        assert size >= 28 and bar.inflate(0, 8).contains(r), (words, size, r)


def test_the_screen_audit_finds_nothing_on_a_turn_a_zoom_and_a_window(app):
    from tests.support.junkyard import audit_table

    def assert_screen_ok(app):
        findings = audit_table(app)
        assert not findings, findings
    st = position(("human", "random"), [["hay_bale", "golden_toilet"], ["squashy_sofa"]],
                  hands=[["hand_grenade", "monkey_business"], ["satellite_dish"]], dice=(5,),
                  phase="attack")
    scene = start(app, ("human", "random"), st)
    run_until(app, my_turn(scene), 600)
    assert_screen_ok(app)                        # Red's turn, the hand resting
    app.dispatch(Intent(RIGHT, KEYBOARD))
    assert_screen_ok(app)                        # a card zoomed, its words read big
    app.dispatch(Intent(LEFT, KEYBOARD))         # back to the grenade, aimed at the sofa
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    app.dispatch(Intent(RIGHT, KEYBOARD))
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    run_until(app, lambda: scene.state.window is not None and scene.state.window.seat == 0
              and not scene.anim.busy, 900)
    assert_screen_ok(app)                        # Red's own window: the fight box and the die


LONG_NAMES = [["smuggled_rubber_ducks", "stolen_garden_gnome"],
              ["deflated_bouncy_castle", "hay_bale"], ["christmas_tree_in_july"],
              ["jammed_vending_machine", "pirate_treasure_chest"],
              ["mountain_of_banana_peels", "squeaky_shopping_cart"],
              ["giant_rotten_pumpkin", "fake_famous_painting", "crate_of_old_bananas"]]
DEFENCES = ["satellite_dish", "big_umbrella", "bin_lid_shield", "pillow_fort", "old_mattress"]


@pytest.mark.parametrize("n", [4, 5, 6])
def test_the_screen_audit_finds_nothing_with_many_towers_of_long_names(app, n):
    """4 to 6 players, every tower of long names: each name whole and readable
    (or the card's picture), the seat names big, and the cursor aiming at a
    bottom card never covers the seat label under it."""
    from tests.support.junkyard import audit_table
    seats = ("human",) + ("random",) * (n - 1)
    st = position(seats, LONG_NAMES[:n], hands=[["hand_grenade", "monkey_business"]]
                  + [[d] for d in DEFENCES[:n - 1]], phase="attack", monkey=14 - n)
    scene = start(app, seats, st)
    run_until(app, my_turn(scene), 600)
    assert audit_table(app) == []               # Red's turn
    app.dispatch(Intent(CONFIRM, KEYBOARD))     # the grenade picked: aiming at the bottom card
    assert scene.controls.cursor_junk() is not None
    assert audit_table(app) == []
