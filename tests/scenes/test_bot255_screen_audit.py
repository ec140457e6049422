"""Bot 255's screens through the shared screen audit (tests/support/screen_audit.py,
issue 21): every text fits its box, shows whole, is not overlapped and reads
at 28 px (what a player decides by) or 22 px (secondary words, the log). The
card game through a Steal Turn question, the Verify pop-up, a run, a turn and
the editor; the puzzle through its editor, a run, its end and Clear all; the
world editor; every help page."""
from __future__ import annotations

import pytest

from game.rules.bot255.actions import Run, program_text
from game.rules.bot255.program import move
from tests.scenes.test_bot255_cards import Script, my_turn, press, start, wait
from tests.support.apphost import make_app, pump
from tests.support.screen_audit import audit

HAND = ["code-repeat-1", "code-while-1", "steal_turn-1", "upgrade-1", "memory3-1", "spy-1"]


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 3.0
    return a


def findings(app) -> list[str]:
    """The audit's findings on the app's screen now. The editors keep their palette
    buttons' faces from frame to frame: forgotten first, so the audit sees them
    painted. The log panel's lines are the shared kit's (its role)."""
    for sc in app.stack.scenes:
        for ed in (getattr(sc, "editor", None),
                   getattr(getattr(sc, "controls", None), "editor", None)):
            if ed is not None:
                ed._faces.clear()
    told = [ln.text for sc in app.stack.scenes for ln in getattr(sc, "log", ())
            if hasattr(sc, "log_panel")]
    return [f for f in audit(app)
            if not (" is 26 px" in f and any(f.split("'")[1] in t for t in told))]


def test_the_card_game_passes_the_screen_audit(app):
    run4 = Run(program_text([move()] * 4))
    scene = start(app, turn=1, hands={0: HAND}, scripts={1: Script(1, start=run4),
                                                        2: Script(2)})
    seen: dict[str, list[str]] = {}
    wait(app, my_turn(scene, 0, "react"))
    pump(app, 2)
    seen["the Steal Turn question"] = findings(app)
    press(app, scene, ("react", False))
    wait(app, lambda: scene.story.shows.verdict is not None, 600)
    pump(app, 3)
    seen["Verify"] = findings(app)
    wait(app, lambda: scene.story.run is not None, 600)
    pump(app, 10)
    seen["the run"] = findings(app)
    for _ in range(300):
        pump(app, 1, 0.05)
        if my_turn(scene, 0, "start")():
            break
    pump(app, 2)
    seen["a turn"] = findings(app)
    press(app, scene, ("act", "run"))
    pump(app, 2)
    assert scene.controls.editing
    seen["the editor"] = findings(app)
    assert not any(seen.values()), {k: v for k, v in seen.items() if v}


def test_the_puzzle_passes_the_screen_audit(app):
    from tests.scenes.test_bot255_puzzle import start as puzzle, tap
    scene = puzzle(app)
    seen: dict[str, list[str]] = {}
    tap(app, scene, ("cmd", "repeat"))
    tap(app, scene, ("cmd", "move"))
    seen["the editor"] = findings(app)
    scene.editor.lines[0][1]["times"] = 8
    tap(app, scene, "run")
    pump(app, 20)
    seen["a run"] = findings(app)
    pump(app, 400)
    assert scene.match.over
    seen["the end"] = findings(app)
    tap(app, scene, "clear")
    pump(app, 2)
    seen["Clear all"] = findings(app)
    assert not any(seen.values()), {k: v for k, v in seen.items() if v}


def test_the_world_editor_passes_the_screen_audit(app):
    from tests.scenes.test_bot255_editor import build, world_editor_scene
    scene = world_editor_scene(app)
    build(app, scene)
    pump(app, 2)
    assert not findings(app)


def test_every_help_page_passes_the_screen_audit(app):
    from game.scenes.bot255.help import PAGES
    from game.scenes.menu import MenuScene
    app.push(MenuScene(app))
    app.open("help", pages=PAGES)
    pump(app, 5)
    helper = app.stack.top
    seen = {}
    for k, page in enumerate(PAGES):
        helper.page = k
        pump(app, 40)
        seen[page.title] = findings(app)
    assert not any(seen.values()), {k: v for k, v in seen.items() if v}


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_table_size_passes_the_screen_audit(app, players):
    # six players: a seat's name ran into the line under it ('Purple' over 'Easy bot')
    scene = start(app, ("human",) + ("easy",) * (players - 1), turn=0,
                  scripts={i: Script(i) for i in range(1, players)})
    wait(app, my_turn(scene, 0, "start"))
    pump(app, 3)
    assert not findings(app)


def test_a_round_s_end_a_penalty_and_a_steal_pass_the_screen_audit(app):
    from game.rules.bot255.actions import Blind
    from tests.scenes.test_bot255_cards import NO_STEAL, popup_press
    seen: dict[str, list[str]] = {}
    run8 = Run(program_text([move()] * 8))
    scene = start(app, turn=1, hands={0: NO_STEAL, 1: ["memory2-1", "memory2-2", "swap-1",
                                                       "spy-1", "search-1", "steal_look-1"]},
                  scripts={1: Script(1, start=run8), 2: Script(2)})
    wait(app, lambda: scene.story.shows.round_over is not None, 2000)
    pump(app, 10)
    seen["the round's end"] = findings(app)
    wait(app, scene.waits_for_results, 2000)
    pump(app, 3)
    seen["the game's end"] = findings(app)
    bad = Run(program_text([move()] * 9))
    scene = start(app, turn=1, hands={0: NO_STEAL, 1: ["swap-1", "spy-1", "search-1",
                                                       "steal_look-1", "memory1-1",
                                                       "steal_turn-1"]},
                  scripts={1: Script(1, start=bad), 2: Script(2, penalty=Blind(0))})
    wait(app, my_turn(scene, 0, "penalty"))
    pump(app, 3)
    seen["the penalty"] = findings(app)
    scene = start(app, turn=0, hands={0: ["memory1-1", "swap-1", "spy-1", "steal_blind-1",
                                          "search-1", "steal_look-1"],
                                      1: ["code-while-1", "memory3-1", "upgrade-1"]},
                  scripts={1: Script(1), 2: Script(2)})
    wait(app, my_turn(scene, 0, "start"))
    press(app, scene, ("card", "steal_look-1"))
    pump(app, 3)
    seen["whom to rob"] = findings(app)
    popup_press(app, scene, "Steal from Blue")
    wait(app, my_turn(scene, 0, "pick"))
    pump(app, 3)
    seen["the pick"] = findings(app)
    assert not any(seen.values()), {k: v for k, v in seen.items() if v}
