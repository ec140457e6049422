"""Bot 255's screens (issue 21): every word drawn is 22 px or more on the
1920x1080 canvas and inside it (the icons' marks are drawn as pictures),
through the card game's turn, editor, Steal Turn question, Verify and run,
the puzzle's run, end and Clear all question, and the world editor."""
from __future__ import annotations

import importlib
import sys

import pytest

from game.rules.bot255.actions import Run, program_text
from game.rules.bot255.program import move
from tests.scenes.test_bot255_cards import Script, my_turn, press, start, wait
from tests.support.apphost import make_app, pump

MODULES = ("card_table", "card_controls", "card_story", "card_faces", "cards", "board",
           "editor_drawing", "puzzle", "world_editor")
STEAL = ["code-repeat-1", "code-while-1", "steal_turn-1", "upgrade-1", "memory3-1", "spy-1"]


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 3.0
    return a


@pytest.fixture
def words(monkeypatch) -> list[tuple[str, int, str, object]]:
    import game.ui.widgets as widgets
    real = widgets.draw_text
    seen: list[tuple[str, int, str, object]] = []

    def spy(surf, s, size, colour, pos, anchor="center", shadow=False, **kw):
        r = real(surf, s, size, colour, pos, anchor, shadow, **kw)
        # the caller's frame alone (inspect.stack() read every frame's source lines:
        # most of this file's half minute)
        caller = sys._getframe(1)
        where = f"{caller.f_code.co_filename.rsplit('/', 1)[-1]}:{caller.f_lineno}"
        seen.append((s, size, where, r))
        return r
    for name in MODULES:
        mod = importlib.import_module(f"game.scenes.bot255.{name}")
        if hasattr(mod, "draw_text"):
            monkeypatch.setattr(mod, "draw_text", spy)
    return seen


def too_small(seen) -> list[tuple[str, int, str]]:
    import pygame
    canvas = pygame.Rect(0, 0, 1920, 1080)
    return sorted({(s, size, where) for s, size, where, r in seen
                   if size < 22 or not canvas.contains(r)})


def small_labels(buttons) -> list[tuple[str, int]]:
    """Button labels a player decides by, drawn under 28 px (as Button.draw fits them)."""
    from game.ui.widgets import label_lines
    out = []
    for b in buttons:
        if not b.label or b.image_name:
            continue
        room = b.rect.w - 36 - (int(b.size * 1.3) + 14 if b.icon else 0)
        size = label_lines(b.label, b.size, room)[1]
        if size < 28:
            out.append((b.label, size))
    return out


def test_the_card_game_s_words_are_big_enough(app, words):
    run4 = Run(program_text([move()] * 4))
    scene = start(app, turn=1, hands={0: STEAL}, scripts={1: Script(1, start=run4),
                                                         2: Script(2)})
    wait(app, my_turn(scene, 0, "react"))           # Red holds Steal Turn: asked
    pump(app, 2)
    scene.controls.build()
    assert not small_labels(scene.controls.menu.buttons)
    press(app, scene, ("react", False))
    for _ in range(200):                            # Verify, the run, the next turns
        pump(app, 1, 0.05)
        if my_turn(scene, 0, "start")():
            break
    pump(app, 2)
    press(app, scene, ("act", "run"))               # the editor with the hand's cards
    pump(app, 2)
    assert scene.controls.editing
    assert not too_small(words), too_small(words)
    scene.controls.build()
    assert not small_labels(scene.controls.editor.menu.buttons), \
        small_labels(scene.controls.editor.menu.buttons)


def test_the_puzzle_s_words_are_big_enough(app, words):
    from tests.scenes.test_bot255_puzzle import start as puzzle, tap
    scene = puzzle(app)
    tap(app, scene, ("cmd", "repeat"))
    scene.editor.lines[0][1]["times"] = 8
    tap(app, scene, ("cmd", "move"))
    tap(app, scene, "run")
    pump(app, 400)                                   # solved: the end panel
    assert scene.match.over
    assert not small_labels(scene.editor.menu.buttons), small_labels(scene.editor.menu.buttons)
    tap(app, scene, "clear")                         # the question
    pump(app, 2)
    assert not too_small(words), too_small(words)
    assert not small_labels(scene.editor.popup.buttons)


def test_the_world_editor_s_words_are_big_enough(app, words):
    from tests.scenes.test_bot255_editor import build, world_editor_scene
    scene = world_editor_scene(app)
    build(app, scene)
    pump(app, 2)
    assert not too_small(words), too_small(words)
    assert not small_labels(scene.menu.buttons), small_labels(scene.menu.buttons)


def test_every_help_page_s_words_fit_their_box(app):
    from game.scenes.bot255.help import PAGES
    from game.scenes.help import TEXT_SIZE, WORDS
    from game.ui.widgets import wrap
    room = (WORDS.h - TEXT_SIZE) // int(TEXT_SIZE * 1.3) + 1     # lines the help draws
    for page in PAGES:
        assert len(wrap(page.text, TEXT_SIZE, WORDS.w)) <= room, page.title


def test_the_result_s_rounds_keep_their_columns_apart(app, words):
    """Six players, a round won with all bits: "+255 all bits!" stays in its column."""
    import pygame
    scene = start(app, ("easy",) * 6, turn=0)
    scene.rounds_played = lambda: [                    # type: ignore[method-assign]
        {"round": 1, "winner": 2, "points": [255, 127, 255, 63, 31, 255]},
        {"round": 2, "winner": None, "points": [3, 1, 0, 7, 15, 1]}]
    words.clear()
    scene.result_picture(pygame.Surface((1920, 1080)), pygame.Rect(160, 300, 1600, 600))
    rows: dict[int, list] = {}
    for s, size, where, r in words:
        if where.startswith("cards.py"):
            rows.setdefault(r.centery, []).append((s, r))
    assert rows
    for row in rows.values():
        row.sort(key=lambda t: t[1].x)
        for (a, ra), (b, rb) in zip(row, row[1:]):
            assert rb.left - ra.right >= 12, (a, b)
