"""End to end through the real App: menu -> lobby (a virtual gamepad joins, a bot
fills the other seat) -> a Codes match played on the pad -> result -> menu;
pause and resume; autosave, quit, Continue resumes the same state; a corrupt
save is set aside with a message."""
from __future__ import annotations


import pygame

from game.app import saves
from game.rules.codes import Flip, Move, Replace, Swap
from tests.support.apphost import key, make_app, pump, run_until, screenshot, shots_dir
from tests.support.vpad import VirtualPad

OUT = shots_dir()  # pictures to look at: a temporary folder, or $MONKEY_ARCADE_SHOTS


def top(app):
    return app.stack.top


def codes_scene(app):
    from game.scenes.codes.scene import CodesScene
    return app.stack.find(CodesScene)


def tap(app, pad, button, frames=2):
    pad.tap(button)
    pump(app, frames)


# ---------------------------------------------------------------------------- a pad player
def score(code, chars):
    return sum(1 for c, t in zip(code, chars) if c == t)


def best_action(scene, seat):
    """A simple greedy player: the legal action that matches most of the secret code."""
    v = scene.state.view(seat)
    code = v["my_code"]
    chars = [c["shows"] for c in v["table"]]
    best, best_score = None, -1
    for a in scene.legal(seat):
        new = list(chars)
        if isinstance(a, Flip):
            # the other side is unknown: count it as a maybe
            new[a.pos] = "?"
            s = score(code, new) + (0.4 if code[a.pos] != chars[a.pos] else -1)
        elif isinstance(a, Swap):
            new[a.a], new[a.b] = new[a.b], new[a.a]
            s = score(code, new)
        elif isinstance(a, Move):
            new.insert(a.dst, new.pop(a.src))
            s = score(code, new)
        elif isinstance(a, Replace):
            new[a.pos] = "?"
            s = score(code, new) + 0.2
        else:
            continue
        if s > best_score:
            best, best_score = a, s
    return best


def walk_cursor(app, pad, scene, to):
    for _ in range(40):
        if scene.controls.cursor == to:
            return
        tap(app, pad, "dpright" if scene.controls.cursor < to else "dpleft", 1)
    c = scene.controls
    raise AssertionError(f"the cursor never got there (at {c.cursor}, zone {c.zone})")


def walk_target(app, pad, scene, t):
    for _ in range(40):
        if scene.controls.target == t:
            return
        tap(app, pad, "dpright" if scene.controls.target < t else "dpleft", 1)
    raise AssertionError("the target never got there")


def pad_perform(app, pad, scene, action):
    """Do `action` with the pad the way a child would: cursor, wheel, pick up, drop."""
    if isinstance(action, (Flip, Replace)):
        walk_cursor(app, pad, scene, action.pos)
        tap(app, pad, "x")
        assert scene.controls.wheel == action.pos
        if isinstance(action, Replace):
            tap(app, pad, "dpdown")
        tap(app, pad, "a")
    elif isinstance(action, Swap):
        walk_cursor(app, pad, scene, action.a)
        tap(app, pad, "a")
        assert scene.controls.held == action.a
        walk_target(app, pad, scene, 2 * action.b + 1)
        tap(app, pad, "a")
    elif isinstance(action, Move):
        walk_cursor(app, pad, scene, action.src)
        tap(app, pad, "x")
        tap(app, pad, "dpright")
        tap(app, pad, "a")
        assert scene.controls.held == action.src and scene.controls.hold_mode == "move"
        gap = action.dst if action.dst < action.src else action.dst + 1
        walk_target(app, pad, scene, 2 * gap)
        tap(app, pad, "a")


def my_turn(scene):
    return scene.controller() == 0 and not scene.anim.busy


def play_turns(app, pad, turns, stop=lambda: False):
    """Let the pad play `turns` of its own turns (or until `stop()`)."""
    for _ in range(turns):
        scene = codes_scene(app)
        run_until(app, lambda: stop() or (codes_scene(app) is not None and my_turn(codes_scene(app))),
                  3000)
        if stop():
            return
        scene = codes_scene(app)
        n = scene.version
        pad_perform(app, pad, scene, best_action(scene, 0))
        assert scene.version == n + 1, scene.bubble.text if scene.bubble else "no action"


# ---------------------------------------------------------------------------- the flow
def test_menu_lobby_match_pause_continue_result_menu():
    from game.scenes.codes.scene import CodesScene
    from game.scenes.lobby import LobbyScene
    from game.scenes.menu import MenuScene
    from game.scenes.pause import PauseScene
    from game.scenes.result import ResultScene

    pad = VirtualPad()
    app = make_app()
    app.settings.animation_speed = 2.0
    app.settings.bot_speed = "fast"
    pump(app, 3)
    assert isinstance(top(app), MenuScene)
    # the pad walks right along the game cards to Codes, the last one
    for _ in range(4):
        tap(app, pad, "dpright")
    assert top(app).menu.focused().data.id == "codes"
    tap(app, pad, "a")
    assert isinstance(top(app), LobbyScene)
    lobby = top(app)
    tap(app, pad, "a")                                   # the pad joins seat 1
    assert lobby.seats[0].kind == "human" and lobby.seats[0].device == pad.device
    assert lobby.seats[1].kind == "easy"                 # a bot fills the other seat
    # the pad sets a round limit (Codes has none by default) so the match surely ends
    lobby.menu.focus = next(i for i, b in enumerate(lobby.menu.buttons)
                            if b.data == ("opt", "max_rounds"))
    while lobby.values["max_rounds"] != 20:
        tap(app, pad, "a")
    lobby.menu.focus = next(i for i, b in enumerate(lobby.menu.buttons) if b.data == "start")
    tap(app, pad, "a")
    scene = top(app)
    assert isinstance(scene, CodesScene)
    assert scene.seating.seats[0].device == pad.device
    screenshot(app, OUT / "codes_flow_start.png")

    # two turns on the pad, then pause and resume
    play_turns(app, pad, 2)
    tap(app, pad, "start")
    assert isinstance(top(app), PauseScene)
    tap(app, pad, "b")
    assert top(app) is scene

    # autosave, quit to the menu, Continue: the very same match
    run_until(app, lambda: my_turn(scene), 3000)
    assert saves.exists()
    before = scene.state.view(0)
    steps = scene.version
    tap(app, pad, "start")
    pause = top(app)
    pause.menu.focus = next(i for i, b in enumerate(pause.menu.buttons) if b.data == "Quit to menu")
    tap(app, pad, "a")
    assert isinstance(top(app), MenuScene) and saves.exists()
    assert top(app).menu.focused().label == "Continue"
    tap(app, pad, "a")
    again = top(app)
    assert isinstance(again, CodesScene) and again is not scene
    assert again.version == steps and again.state.view(0) == before

    # play on to the end of the match
    play_turns(app, pad, 40, stop=lambda: codes_scene(app) is None or codes_scene(app).match.over)
    run_until(app, lambda: isinstance(top(app), ResultScene), 600)
    assert not saves.exists()
    screenshot(app, OUT / "codes_flow_result.png")
    result = top(app)
    result.menu.focus = next(i for i, b in enumerate(result.menu.buttons) if b.data == "menu")
    tap(app, pad, "a")
    assert isinstance(top(app), MenuScene) and len(app.stack.scenes) == 1


def test_corrupt_save_is_set_aside_and_the_menu_still_works():
    from game.scenes.lobby import LobbyScene
    from game.scenes.menu import MenuScene
    saves.save_path().parent.mkdir(parents=True, exist_ok=True)
    saves.save_path().write_bytes(b"\x00\xff garbage \x13\x37 not json")
    app = make_app()
    pump(app, 2)
    menu = top(app)
    assert menu.menu.focused().label == "Continue"
    key(app, pygame.K_RETURN)
    assert isinstance(top(app), MenuScene)
    assert any("could not be continued" in t[0] for t in app.toasts)
    assert not saves.exists()
    assert list(saves.save_path().parent.glob("autosave-broken-*"))
    # Continue is gone and the games still open
    labels = [b.label for b in top(app).menu.buttons]
    assert "Continue" not in labels
    top(app).menu.focus = next(i for i, b in enumerate(top(app).menu.buttons)
                               if getattr(b.data, "id", None) == "codes")
    key(app, pygame.K_RETURN)
    assert isinstance(top(app), LobbyScene)
