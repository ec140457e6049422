"""Treefort Nations' buttons and what they send: bracing (Brace braces with
every monkey that may, unless the player picked some; No bracing is its own
button) and a keyboard / pad focus that always shows."""
from __future__ import annotations

import pygame
import pytest

from game.core.grid import Cell
from game.input.intents import KEYBOARD, MOUSE, POINT, Intent
from game.ui import theme
from tests.support.apphost import click, make_app, pump, run_until
from tests.support.treefort import button, cell_xy, under_fire

C = Cell


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


def test_brace_with_nobody_picked_braces_with_every_monkey_and_the_platform_holds(app):
    scene = under_fire(app, MOUSE)
    labels = [b.label for b in scene.controls.menu.buttons]
    assert "No bracing" in labels and any(lb.startswith("Brace") for lb in labels)
    click(app, button(scene, "Brace").rect.center)
    pump(app)
    assert scene.match.record.steps[-1].action == {"kind": "brace", "monkeys": [5, 6]}
    run_until(app, lambda: not scene.anim.busy, 900, dt=1 / 30)
    shot = [e for e in scene.match.record.steps[-1].events if e["event"] == "shot_platform"][0]
    assert shot["hit"] and shot["sturdiness"] == 4 and not shot["destroyed"]   # it held
    assert {m["id"] for m in scene.view(None)["monkeys"]} == {1, 5, 6, 7}


def test_brace_with_one_picked_braces_with_that_one_and_no_bracing_braces_with_none(app):
    scene = under_fire(app, MOUSE)
    click(app, cell_xy(scene, C(10, 3)))             # pick monkey 5 only
    pump(app)
    assert scene.controls.bracing == {5}
    assert button(scene, "Brace").label == "Brace (1)"
    click(app, button(scene, "Brace").rect.center)
    pump(app)
    assert scene.match.record.steps[-1].action == {"kind": "brace", "monkeys": [5]}

    again = under_fire(app, MOUSE)
    click(app, button(again, "No bracing").rect.center)
    pump(app)
    assert again.match.record.steps[-1].action == {"kind": "brace", "monkeys": []}


def ring_shows(surf, rect, colour) -> bool:
    """The focus ring round `rect`: its colour on the ring's four sides."""
    ring = rect.inflate(10, 10)
    spots = [(ring.centerx, ring.top + 2), (ring.centerx, ring.bottom - 3),
             (ring.left + 2, ring.centery), (ring.right - 3, ring.centery)]
    return all(tuple(surf.get_at(p))[:3] == tuple(colour)[:3] for p in spots)


def test_the_keyboard_focus_on_the_brace_buttons_always_shows(app):
    import pygame
    scene = under_fire(app, KEYBOARD)
    # the other player last used the mouse on the board: the keyboard's focus still shows
    app.dispatch(Intent(POINT, MOUSE, pos=cell_xy(scene, C(3, 3))))
    pump(app)
    assert scene.controls.pointer
    surf = pygame.Surface((1920, 1080))
    scene.draw(surf)
    focused = scene.controls.menu.focused()
    assert focused is not None and focused.label.startswith("Brace")
    assert ring_shows(surf, focused.rect, theme.ACCENT)


def test_choosing_fire_with_the_keyboard_puts_the_focus_on_fire_not_on_back(app):
    from game.app.seating import Seat
    from game.rules.treefort import Use
    from tests.support.apphost import key
    from tests.support.treefort import playing, start_scene
    st = playing(monkeys=[(1, 0, C(7, 3), 0, True), (5, 1, C(10, 3)), (6, 1, C(20, 5))],
                 platforms={50: {C(9, 3), C(10, 3)}}, seats=("human", "random"))
    scene = start_scene(app, [Seat("human", KEYBOARD), Seat("random")], st)
    run_until(app, lambda: scene.controller() == 0 and not scene.anim.busy, 300)
    assert scene.act(0, Use(1))
    run_until(app, lambda: scene.controller() == 0 and not scene.anim.busy, 300)
    c = scene.controls
    assert c.zone == "panel"
    while c.menu.focused().label != "Fire":
        key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert c.mode == "attack"
    assert c.menu.focused().label == "Fire!"


def test_while_the_braced_shot_flies_the_header_is_the_shooters_not_brace(app, monkeypatch):
    import game.scenes.treefort.scene as scene_module
    scene = under_fire(app, MOUSE)
    said: list[str] = []
    real = scene_module.draw_text

    def record(surf, words, *a, **kw):
        said.append(str(words))
        return real(surf, words, *a, **kw)
    monkeypatch.setattr(scene_module, "draw_text", record)
    click(app, button(scene, "No bracing").rect.center)
    frames = 0
    while scene.anim.busy and frames < 600:
        said.clear()
        pump(app, 1, dt=1 / 30)
        frames += 1
        if scene.anim.busy:
            assert "Blue: brace?" not in said and "Red's turn" in said, said[:3]
    assert frames > 3


def test_the_mouse_glow_turns_the_piece_before_it_builds(app):
    # two humans' play under Xvfb: a mouse tapped the platform's square for ever
    # while the piece stood the other way round ("That hangs off the board")
    from game.app.seating import Seat
    from game.rules.treefort import Platform
    from game.core.grid import identify, normalise
    from game.scenes.treefort.guide import press
    from tests.support.treefort import playing, start_scene
    st = playing(monkeys=[(1, 0, Cell(3, 3), 4), (2, 1, Cell(20, 3))],
                 coins={Cell(3, 3): "quarter"})
    scene = start_scene(app, [Seat("human", MOUSE), Seat("human", KEYBOARD)], state=st)
    run_until(app, lambda: scene.controller() == 0 and not scene.anim.busy, 300)
    from game.rules.treefort import Use
    scene.last_device = MOUSE
    assert scene.act(0, Use(1))
    run_until(app, lambda: scene.controller() == 0 and not scene.anim.busy, 300)
    legal = [a for a in scene.match.state.legal_actions(0)
             if isinstance(a, Platform) and len(a.cells) == 4]
    # a piece that stands otherwise than it comes: the glow must turn or flip it first
    ls = [a for a in legal if identify(a.cells) == "L-tetromino"]
    want = next(a for a in reversed(ls) if normalise(a.cells) != normalise(ls[0].cells))
    done = len(scene.match.record.steps)
    for _ in range(16):
        if len(scene.match.record.steps) > done:
            break
        p = press(scene, want, MOUSE)
        assert p is not None
        click(app, p.rect.center)
        run_until(app, lambda: not scene.anim.busy, 300)
    assert scene.match.record.steps[done].action == want.to_json()
