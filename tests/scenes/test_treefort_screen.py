"""The Treefort table on the 1920 x 1080 canvas: what a player decides on
(lumber, scores, the die) is drawn at 28 px or more, the log and the other
words at 22 px or more, every word inside its box (button labels included),
and the 8-player octagon gets the biggest squares the screen's height allows."""
from __future__ import annotations

import random

import pygame
import pytest

from game.app.seating import Seat
from game.core.match import Match
from game.core.state import Setup
from game.input.intents import KEYBOARD
from game.rules.treefort import Attack, Catapult, Cut, Done, Platform, Roll, Use, Walk
from game.scenes.treefort.controls import ActionButton
from game.scenes.treefort.geometry import BOARD_AREA, PANEL
from tests.support.apphost import make_app
from tests.support.treefort import start_scene

MODULES = ("scene", "controls", "board_view", "hints", "story", "lens")
LABELS = ("New monkey", "End turn", "Back", "Turn", "Flip", "Other piece", "Build here", "Fire!",
          "Walk", "Cut tree", "Catapult", "Platform", "Knock down", "Fire", "Drop 1 wood",
          "Finished", "In the catapult", "On foot", "Brace (all 3)", "Brace (2)", "No bracing")


@pytest.fixture
def app():
    return make_app(start_scene=False)


class Drawn:
    """Every word the Treefort table draws: (words, size, rect, module)."""

    def __init__(self, monkeypatch):
        import importlib
        self.texts: list[tuple[str, int, pygame.Rect, str]] = []
        for name in MODULES:
            mod = importlib.import_module(f"game.scenes.treefort.{name}")
            real = mod.draw_text

            def record(surf, words, size, *a, _real=real, _name=name, **kw):
                rect = _real(surf, words, size, *a, **kw)
                self.texts.append((str(words), size, rect, _name))
                return rect
            monkeypatch.setattr(mod, "draw_text", record)


def test_every_button_label_fits_its_button_at_22_px_or_more(monkeypatch):
    drawn = Drawn(monkeypatch)
    surf = pygame.Surface((1920, 1080))
    for h in (104, 65):                     # two rows of buttons, or three
        for label in LABELS:
            drawn.texts.clear()
            b = ActionButton(pygame.Rect(100, 100, 128, h), label, lambda: None, icon="walk")
            b.draw(surf, focused=False)
            assert drawn.texts, label
            for words, size, rect, _ in drawn.texts:
                assert size >= 22, (label, h, size)
                assert b.rect.inflate(-8, -4).contains(rect), (label, h, words, rect)


def keen(state, seat, rng):
    legal = state.legal_actions(seat)
    for kind in (Attack, Platform, Catapult, Cut):
        got = [a for a in legal if isinstance(a, kind)]
        if got:
            return rng.choice(got)
    walks = [a for a in legal if isinstance(a, Walk)]
    if walks:
        trees = {tuple(t[:2]) for t in state.view(None)["coins"]}
        onto = [w for w in walks if w.path and tuple(w.path[-1]) in trees]
        return rng.choice(onto or walks)
    if Roll() in legal:
        return Roll()
    uses = [a for a in legal if isinstance(a, Use)]
    return rng.choice(uses) if uses else Done() if Done() in legal else rng.choice(legal)


def an_8_player_match_at_seat_0s_monkey():
    """Eight keen players after a few rounds, at Red's monkey's go (buttons out)."""
    match = Match(Setup("treefort", ("random",) * 8, 7, None, ("coins=8",)))
    rng = random.Random(1)
    for _ in range(3000):
        v = match.state.view(None)
        if (v["phase"] == "play" and v["turns"] > 40 and match.state.to_act() == {0}
                and v["current"] is not None and v["roll"] is None and v["forts"]
                and any(m["lumber"] for m in v["monkeys"])):
            return match.state
        seat = min(match.state.to_act())
        match.apply(seat, keen(match.state, seat, rng))
    raise AssertionError("no such moment")


def test_the_8_player_table_draws_numbers_at_28_px_and_words_at_22_inside_the_screen(
        app, monkeypatch):
    st = an_8_player_match_at_seat_0s_monkey()
    seats = [Seat("human", KEYBOARD)] + [Seat("random") for _ in range(7)]
    scene = start_scene(app, seats, st, seed=7, variants=("coins=8",))
    scene.last_device = KEYBOARD
    scene.controls.update()
    # the octagon is 32 squares high: squares as big as the board's height allows
    assert scene.geo.rows == 32 and scene.geo.size == BOARD_AREA.h // 32 >= 33
    drawn = Drawn(monkeypatch)
    surf = pygame.Surface((1920, 1080))
    scene.draw(surf)
    screen = surf.get_rect()
    assert drawn.texts
    for words, size, rect, where in drawn.texts:
        assert size >= 22, (words, size, where)
        if words.strip().isdigit():                           # lumber, scores, fort squares
            assert size >= 28, (words, size, where)
        assert screen.contains(rect), (words, rect)
        if where in ("scene", "hints", "controls"):
            assert PANEL.contains(rect), (words, rect)
    board_digits = [w for w, _, _, where in drawn.texts if where == "board_view" and w.isdigit()]
    carried = {str(m["lumber"]) for m in st.view(None)["monkeys"] if m["lumber"]}
    assert carried <= set(board_digits)                       # every monkey's lumber shows
    assert scene.hint_rows()                                  # the keyboard's hints are there


def test_the_square_under_the_pointer_is_told_in_28_px_words(app, monkeypatch):
    """On the octagon's 33 px squares a tree's coin and a monkey's lumber are
    small pictures: the square under the pointer says them at 28 px."""
    from game.input.intents import MOUSE, POINT, Intent
    from tests.support.treefort import cell_xy
    st = an_8_player_match_at_seat_0s_monkey()
    seats = [Seat("human", MOUSE)] + [Seat("random") for _ in range(7)]
    scene = start_scene(app, seats, st, seed=7, variants=("coins=8",))
    scene.controls.update()
    v = scene.view(None)
    covered = {tuple(c) for p in v["platforms"] for c in p["cells"]}
    x, y, coin = next(t for t in v["coins"] if (t[0], t[1]) not in covered)
    carrier = next(m for m in v["monkeys"] if m["lumber"] and tuple(m["cell"]) not in covered)
    drawn = Drawn(monkeypatch)
    surf = pygame.Surface((1920, 1080))
    for cell, want in (((x, y), f"{coin.capitalize()} tree"),
                       (tuple(carrier["cell"]), f"{carrier['lumber']} lumber")):
        scene.controls.handle(0, Intent(POINT, MOUSE, pos=cell_xy(scene, cell)))
        drawn.texts.clear()
        scene.draw(surf)
        said = [(w, s, r) for w, s, r, where in drawn.texts if want in w]
        assert said and all(s >= 28 for _, s, _ in said), (want, drawn.texts[-5:])
        assert all(BOARD_AREA.contains(r) for _, _, r in said)


def test_a_long_prompt_is_drawn_whole_inside_its_box_above_the_key_hints(app, monkeypatch):
    st = an_8_player_match_at_seat_0s_monkey()
    seats = [Seat("human", KEYBOARD)] + [Seat("random") for _ in range(7)]
    scene = start_scene(app, seats, st, seed=7, variants=("coins=8",))
    scene.last_device = KEYBOARD
    scene.controls.update()
    words = ("Distance 2: hits on 3+ (67%), then breaks 2 squares on 3+: 44%, "
             "and the monkeys on it fall with it")
    monkeypatch.setattr(scene, "prompt_words", lambda v: words)
    drawn = Drawn(monkeypatch)
    surf = pygame.Surface((1920, 1080))
    scene.draw(surf)
    area = scene.prompt_area()
    lines = [(w, s, r) for w, s, r, where in drawn.texts
             if where == "scene" and r.colliderect(area) and w in words]
    assert " ".join(w for w, _, _ in lines) == words          # every word of it, in order
    rows = scene.hint_rows()
    assert rows
    for _, size, rect in lines:
        assert size >= 22 and area.contains(rect)
        assert rect.bottom <= min(r.rect.top for r in rows)    # above the hints


@pytest.mark.parametrize("seat_kind,phase", [("random", "play"), ("medium", "play"),
                                             ("random", "monkeys")])
def test_the_header_names_a_bot_without_running_into_the_die(app, monkeypatch, seat_kind,
                                                             phase):
    st = an_8_player_match_at_seat_0s_monkey()
    st.phase = phase
    st.roll = 4                                         # the die shows in the header
    st.turn = 3                                         # Yellow's: the longest name
    scene = start_scene(app, [Seat(seat_kind) for _ in range(8)], st, seed=7,
                        variants=("coins=8",))
    drawn = Drawn(monkeypatch)
    surf = pygame.Surface((1920, 1080))
    scene.draw(surf)
    die = pygame.Rect(PANEL.right - 84, PANEL.y + 14, 70, 70)
    header = [(w, s, r) for w, s, r, where in drawn.texts
              if where == "scene" and r.top < PANEL.y + 100]
    assert any("Yellow" in w for w, _, _ in header)
    assert any("bot" in w.lower() for w, _, _ in header)      # it says it is a bot
    for w, s, r in header:
        assert not r.colliderect(die) and PANEL.contains(r), (w, r)
        assert s >= 22


def audit_findings(scene) -> list[str]:
    """The shared screen audit's findings on the scene, leaving out the size of
    the log's own lines (the shared log panel draws them at 22 px without
    saying they are the log: not this table's words)."""
    import re as _re
    from tests.support.screen_audit import audit
    logged = " ".join(ln.text for ln in scene.log)
    out = []
    for f in audit(scene):
        quoted = _re.match(r"'(.*)' is 22 px: a word or number", f)
        if quoted and quoted.group(1) in logged:
            continue
        out.append(f)
    return out


def test_the_screen_audit_finds_nothing_wrong_on_the_treefort_table(app):
    from game.input.intents import MOUSE, POINT, Intent
    from tests.support.treefort import cell_xy, under_fire
    st = an_8_player_match_at_seat_0s_monkey()
    seats = [Seat("human", KEYBOARD)] + [Seat("random") for _ in range(7)]
    scene = start_scene(app, seats, st, seed=7, variants=("coins=8",))
    scene.last_device = KEYBOARD
    scene.add_log("Red's monkey walks 3 of 4, ending in their own land (top left).")
    scene.controls.update()
    assert audit_findings(scene) == []                     # a monkey's go, keyboard hints
    v = scene.view(None)
    carrier = next(m for m in v["monkeys"] if m["lumber"])
    scene.controls.handle(0, Intent(POINT, MOUSE, pos=cell_xy(scene, carrier["cell"])))
    assert audit_findings(scene) == []                     # the lens over the board
    braced = under_fire(app, KEYBOARD)
    braced.last_device = KEYBOARD
    assert audit_findings(braced) == []                    # the brace buttons


@pytest.mark.parametrize("step", ["attack", "platform", "walk"])
def test_the_screen_audit_finds_nothing_wrong_while_aiming_building_or_walking(app, step):
    from game.core.grid import Cell
    from game.rules.treefort import Roll
    from tests.support.apphost import run_until
    from tests.support.treefort import playing
    C = Cell
    st = playing(monkeys=[(1, 0, C(7, 3), 0, True), (2, 0, C(3, 3), 4), (5, 1, C(10, 3)),
                          (6, 1, C(20, 5), 2)],
                 coins={C(3, 3): "quarter"}, platforms={50: {C(9, 3), C(10, 3)}},
                 seats=("human", "random"))
    scene = start_scene(app, [Seat("human", KEYBOARD), Seat("random")], st)
    scene.last_device = KEYBOARD
    run_until(app, lambda: scene.controller() == 0 and not scene.anim.busy, 300)
    assert scene.act(0, Use(1 if step == "attack" else 2))
    run_until(app, lambda: scene.controller() == 0 and not scene.anim.busy, 300)
    if step == "walk":
        assert scene.act(0, Roll())
        run_until(app, lambda: scene.controller() == 0 and not scene.anim.busy, 300)
    else:
        scene.controls._set_mode(step)
    if step == "attack":
        scene.controls.cursor = C(9, 3)
        assert "Distance" in scene.prompt_words(scene.view(None))    # the shot's chances
    scene.add_log("Red rolls a 4 to walk.")
    assert audit_findings(scene) == []
