"""The bot255 code editor and the custom world editor, driven headless.

Code editor: lines added, indented (tapping the sides of a line, or LB / RB
on a pad), selected, de-selected and deleted with the mouse and with a
virtual pad; conditions and repeat counts; a limited palette. World editor:
a world built with taps, its problems in words, refused while unsolvable,
tested as a puzzle, saved and loaded back; an unwritable folder and a broken
file are messages. The lobby's button for it, and the help pages."""
from __future__ import annotations

import pygame
import pytest

from game.app.seating import Seat, Seating
from game.core.grid import Cell
from game.core.match import Match
from game.core.state import Setup
from game.input.intents import MOUSE
from game.scenes.bot255 import make_scene, open_world_editor, world_editor
from game.scenes.bot255.editor import SIDE, Editor
from game.scenes.bot255.puzzle import PuzzleScene
from game.scenes.bot255.world_editor import WorldEditorScene
from tests.support.apphost import click, drag, make_app, pump, screenshot, shots_dir

OUT = shots_dir()
ROW = "9x2:Eoooooooo/........."


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.animation_speed = 2.0
    return a


@pytest.fixture(autouse=True)
def fresh_draft():
    world_editor.DRAFT = None
    yield
    world_editor.DRAFT = None


def puzzle(app, device=MOUSE) -> PuzzleScene:
    from game.scenes.menu import MenuScene
    match = Match(Setup("bot255", ("human",), 5, None, (f"world={ROW}",)))
    app.push(MenuScene(app))
    scene = make_scene(app, match, Seating([Seat("human", device)]))
    app.push(scene)
    pump(app, 2)
    return scene


def tap(app, ed: Editor, data) -> None:
    click(app, ed.button(data).rect.center)
    pump(app)


def side(ed: Editor, i: int, where: str) -> tuple[int, int]:
    r = ed._row_rect(i)
    x = {"left": r.x + SIDE // 2, "right": r.right - SIDE // 2, "middle": r.centerx}[where]
    return x, r.centery


def words(ed: Editor) -> list[tuple[int, str]]:
    from game.scenes.bot255.editor import line_words
    return [(ind, line_words(h)) for ind, h in ed.lines]


# ---------------------------------------------------------------------------- mouse / touch
def test_mouse_adds_indents_selects_and_deletes_lines(app):
    ed = puzzle(app).editor
    tap(app, ed, ("cmd", "if"))                    # if bug ahead, selected
    tap(app, ed, ("cmd", "left"))                  # goes under it, indented
    tap(app, ed, ("cmd", "else"))                  # back out to the if
    tap(app, ed, ("cmd", "move"))
    assert words(ed) == [(0, "if bug ahead"), (1, "rotate left"), (0, "else"),
                         (1, "moveForward")]
    assert ed.program()[1] is None and ed.selected == 3
    # the left side of a line indents it less, the right side more
    click(app, side(ed, 3, "left"))
    assert ed.lines[3][0] == 0
    assert "else" in (ed.program()[1] or "") or ed.program()[1] is None
    click(app, side(ed, 3, "right"))
    assert ed.lines[3][0] == 1
    click(app, side(ed, 3, "right"))               # no deeper than under the line above
    assert ed.lines[3][0] == 1 and "error" in app.sounds.played
    # the middle selects and de-selects
    click(app, side(ed, 1, "middle"))
    assert ed.selected == 1
    click(app, side(ed, 1, "middle"))
    assert ed.selected is None
    tap(app, ed, ("cmd", "right"))                 # nothing selected: at the top
    assert words(ed)[0] == (0, "rotate right") and ed.selected == 0
    click(app, side(ed, 3, "middle"))              # select the else...
    tap(app, ed, "delete")                         # ...and delete it
    assert [w for _, w in words(ed)] == ["rotate right", "if bug ahead", "rotate left",
                                         "moveForward"]
    assert ed.program()[1] is None                  # both lines belong to the if
    click(app, side(ed, 1, "middle"))              # now take the if away:
    tap(app, ed, "delete")                         # its lines are indented under nothing
    _, why = ed.program()
    assert why is not None and why.startswith("Line 2 is pushed in")
    assert ed.bad_line() == 1
    pump(app, 2)
    screenshot(app, OUT / "bot255_editor_bad_line.png")
    click(app, side(ed, 1, "left"))
    click(app, side(ed, 2, "left"))
    assert ed.program()[1] is None
    assert words(ed) == [(0, "rotate right"), (0, "rotate left"), (0, "moveForward")]


def test_conditions_and_counts_change_the_selected_line(app):
    ed = puzzle(app).editor
    tap(app, ed, ("cmd", "while"))
    assert ed.lines[0][1] == {"do": "while", "cond": "bug"}
    tap(app, ed, ("cond", "wall"))
    tap(app, ed, ("not",))
    assert ed.lines[0][1] == {"do": "while", "cond": "not_wall"}
    tap(app, ed, ("cmd", "repeat"))
    tap(app, ed, ("times", 1))
    tap(app, ed, ("times", 1))
    assert ed.lines[1] == (1, {"do": "repeat", "times": 4})
    tap(app, ed, ("cmd", "until"))                 # the palette keeps "not wall"
    assert ed.lines[2] == (2, {"do": "until", "cond": "not_wall"})
    click(app, side(ed, 0, "middle"))              # selecting a line shows its condition
    assert ed.selected == 0 and ed.cond == "wall" and ed.negate


def test_a_repeat_count_goes_round_so_for_ever_is_one_tap_away(app):
    # "repeat 99" is the bots' "for ever": stepping up to it from 2 took 97 taps
    ed = puzzle(app).editor
    tap(app, ed, ("cmd", "repeat"))
    tap(app, ed, ("times", -1))
    assert ed.lines[0] == (0, {"do": "repeat", "times": 1})
    tap(app, ed, ("times", -1))
    assert ed.lines[0] == (0, {"do": "repeat", "times": 99})
    tap(app, ed, ("times", 1))
    assert ed.lines[0] == (0, {"do": "repeat", "times": 1})


def test_a_long_program_scrolls_and_the_wheel_and_a_drag_move_it(app):
    ed = puzzle(app).editor
    for _ in range(20):
        tap(app, ed, ("cmd", "move"))
    assert ed.scroll > 0                           # the newest line is in view
    top = ed.scroll
    pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False,
                                         precise_x=0.0, precise_y=1.0, touch=False))
    pump(app)
    assert ed.scroll <= top
    x = ed.list_rect.centerx
    drag(app, (x, ed.list_rect.top + 20), (x, ed.list_rect.bottom - 20))
    assert ed.scroll == 0


def test_the_palette_shows_only_the_library(app):
    ed = Editor(pygame.Rect(0, 0, 900, 1000), 4, library={"move", "turn"})
    kinds = [b.data for b in ed.palette]
    assert kinds == [("cmd", "move"), ("cmd", "left"), ("cmd", "right")]
    ed2 = Editor(pygame.Rect(0, 0, 900, 1000), 8, library={"move", "turn", "repeat", "until"})
    assert ("cmd", "if") not in [b.data for b in ed2.palette]
    assert ("cond", "bug") in [b.data for b in ed2.palette]     # repeat until needs them
    assert ("times", 1) in [b.data for b in ed2.palette]


# ---------------------------------------------------------------------------- pad
def test_a_pad_moves_over_lines_indents_deletes_and_unselects(app):
    from tests.support.vpad import VirtualPad
    pad = VirtualPad()
    scene = puzzle(app, pad.device)
    ed = scene.editor

    def press(b: str, times: int = 1) -> None:
        for _ in range(times):
            pad.tap(b)
            pump(app)
    press("a", 3)                                   # moveForward x3 (focus starts on it)
    assert words(ed) == [(0, "moveForward")] * 3
    press("rightshoulder")                          # RB: indent the selected line
    assert ed.lines[2][0] == 1 and ed.bad_line() == 2       # under a line that owns nothing
    press("rightshoulder")                          # never more than one deeper than above
    assert ed.lines[2][0] == 1 and "error" in app.sounds.played
    press("leftshoulder")                           # LB: back out
    assert ed.lines[2][0] == 0 and ed.program()[1] is None
    press("dpright", 3)                             # over to "repeat 2 times"
    assert ed.menu.focused().data == ("cmd", "repeat")
    press("b")                                      # B: un-select: the next line goes on top
    assert ed.selected is None
    press("a")
    assert words(ed)[0] == (0, "repeat 2")
    press("dpdown", 3)                              # down through the palette to the lines
    assert ed.menu.focused().data == ("line", 0)
    press("dpdown")
    assert ed.menu.focused().data == ("line", 1)
    press("dpright")                                # right on a line: indent it
    assert ed.lines[1][0] == 1
    press("dpleft")
    assert ed.lines[1][0] == 0
    press("leftshoulder")                           # LB at the left edge: stays
    assert ed.lines[1][0] == 0
    press("dpright")
    press("a")                                      # A on a line selects it
    assert ed.selected == 1
    press("x")                                      # X deletes the focused line
    assert len(ed.lines) == 3 and words(ed)[0] == (0, "repeat 2")
    pump(app, 2)
    screenshot(app, OUT / "bot255_editor_pad.png")
    press("dpdown", 6)                              # off the last line to the buttons
    assert ed.menu.focused().data in ("delete", "load", "hint")


# ---------------------------------------------------------------------------- world editor
def world_editor_scene(app) -> WorldEditorScene:
    from game.scenes.menu import MenuScene
    app.push(MenuScene(app))
    scene = open_world_editor(app)
    pump(app, 2)
    return scene


def cell_at(scene: WorldEditorScene, x: int, y: int) -> tuple[int, int]:
    cx, cy = scene.geo().centre(x, y)
    return int(cx), int(cy)


def use(app, scene: WorldEditorScene, tool: str, cells) -> None:
    click(app, scene.button(("tool", tool)).rect.center)
    for c in cells:
        click(app, cell_at(scene, *c))


def build(app, scene: WorldEditorScene) -> None:
    """A 6 x 6 world: a wall, a bug, eight bits, the bot facing south."""
    use(app, scene, "wall", [(2, 2), (3, 2)])
    use(app, scene, "bit", [(1, 0), (2, 0), (3, 0), (4, 0), (5, 5), (0, 5), (1, 4)])
    use(app, scene, "bug", [(5, 2)])
    use(app, scene, "bot", [(0, 0)])               # the bot is there: tapping turns it


def test_a_world_is_built_refused_while_unsolvable_tested_saved_and_loaded(app, arcade_home):
    scene = world_editor_scene(app)
    build(app, scene)
    d = scene.draft
    assert d.bot == (Cell(0, 0), "south")
    assert d.problems() == ["A world has exactly 8 bits; this one has 7."]
    click(app, scene.button("save").rect.center)
    assert scene.message.startswith("Not saved: A world has exactly 8 bits")
    # an eighth bit, shut in by walls and a bug: unsolvable, refused with the reason
    use(app, scene, "bit", [(5, 0)])
    use(app, scene, "wall", [(5, 1)])
    use(app, scene, "bug", [(4, 0)])
    assert d.count("bit") == 7                     # the bug took the place of a bit
    use(app, scene, "bit", [(3, 3)])
    assert d.problems() and "can't reach" in d.problems()[0]
    pump(app, 2)
    screenshot(app, OUT / "bot255_world_unsolvable.png")
    click(app, scene.button("test").rect.center)
    assert "can't reach" in scene.message and isinstance(app.stack.top, WorldEditorScene)
    assert "row 1, column 6" in scene.message and "[" not in scene.message   # issue 21
    click(app, scene.button("save").rect.center)
    assert scene.message.startswith("Not saved: The bot can't reach")
    use(app, scene, "eraser", [(5, 1)])           # open the way
    assert d.problems() == []
    pump(app, 2)
    screenshot(app, OUT / "bot255_world_ready.png")
    click(app, scene.button("save").rect.center)
    saved = arcade_home / "bot255" / "worlds" / "world-01.tmx"
    assert scene.message == 'Saved as "My world 1".' and saved.is_file()
    code = d.world().to_code()
    # a new world, then the saved one loaded back
    click(app, scene.button("new").rect.center)
    assert scene.draft.count("bit") == 0
    click(app, scene.button("load").rect.center)
    assert scene.popup is not None and scene.popup.buttons[0].label == "My world 1"
    pump(app, 2)
    screenshot(app, OUT / "bot255_world_load.png")
    click(app, scene.popup.buttons[0].rect.center)
    assert scene.draft.world().to_code() == code and scene.draft.path == saved
    # Test: a one-seat puzzle whose set-up carries the world's code
    click(app, scene.button("test").rect.center)
    pump(app, 2)
    top = app.stack.top
    assert isinstance(top, PuzzleScene)
    assert top.match.setup.variants == (f"world={code}",)
    assert top.world.to_code() == code
    # the draft is still there when the editor opens again
    again = open_world_editor(app)
    assert again.draft.world().to_code() == code


def test_an_unwritable_folder_is_a_message(app, arcade_home):
    (arcade_home / "bot255").write_text("not a folder")      # worlds/ can't be made in it
    scene = world_editor_scene(app)
    build(app, scene)
    use(app, scene, "bit", [(3, 3)])
    assert scene.draft.problems() == []
    click(app, scene.button("save").rect.center)
    assert scene.message.startswith("Not saved: The world could not be saved")
    click(app, scene.button("load").rect.center)              # nothing to list: no crash
    assert scene.popup_title == "No saved worlds yet"


def test_a_broken_saved_file_is_a_message(app, arcade_home):
    folder = arcade_home / "bot255" / "worlds"
    folder.mkdir(parents=True)
    (folder / "world-01.tmx").write_text("<map> this is not a world")
    scene = world_editor_scene(app)
    click(app, scene.button("load").rect.center)
    b = scene.popup.buttons[0]
    assert "can't be read" in b.label
    click(app, b.rect.center)
    assert scene.popup is None and "world-01.tmx" in scene.message
    assert scene.draft.count("bit") == 0                      # nothing loaded


def test_a_pad_draws_a_world(app):
    from tests.support.vpad import VirtualPad
    pad = VirtualPad()
    scene = world_editor_scene(app)

    def press(b: str, times: int = 1) -> None:
        for _ in range(times):
            pad.tap(b)
            pump(app)
    press("dpright")
    press("a")                                      # a wall at (1, 0)
    assert scene.draft.things == {Cell(1, 0): "wall"}
    press("rightshoulder")                          # RB: the next tool, bits
    assert scene.tool == "bit"
    press("dpdown")
    press("a")
    assert scene.draft.things[Cell(1, 1)] == "bit"
    press("x")                                      # X turns the bot
    assert scene.draft.bot == (Cell(0, 0), "south")
    press("dpright", 6)                             # off the grid to the buttons
    assert scene.zone == "panel"
    pump(app, 2)
    screenshot(app, OUT / "bot255_world_pad.png")


def test_the_lobby_offers_the_world_editor_when_the_map_source_does(app, monkeypatch):
    from game.core import registry
    from game.scenes.lobby import LobbyScene
    from game.scenes.menu import MenuScene
    spec = registry.spec("bot255")
    monkeypatch.setattr(spec.maps, "editor_label", "Make a world", raising=False)
    monkeypatch.setattr(spec.maps, "open_editor", open_world_editor, raising=False)
    app.push(MenuScene(app))
    lobby = LobbyScene(app, "bot255")
    app.push(lobby)
    pump(app, 2)
    b = next(b for b in lobby.menu.buttons if b.data == "map_editor")
    assert b.label == "Make a world"
    screenshot(app, OUT / "bot255_lobby.png")
    click(app, b.rect.center)
    pump(app)
    assert isinstance(app.stack.top, WorldEditorScene)


def test_the_lobby_says_what_the_seats_make_and_one_seat_starts_a_puzzle(app):
    from game.scenes.lobby import EMPTY, LobbyScene
    from game.scenes.menu import MenuScene
    app.push(MenuScene(app))
    lobby = LobbyScene(app, "bot255")
    app.push(lobby)
    pump(app, 2)
    assert lobby.players_note() == ("2 players: the card game",
                                    "For a puzzle alone, set the other seats to No player.")
    for _ in range(8):                           # seat 2's button, round to "No player"
        if lobby.seats[1].kind == EMPTY:
            break
        b = next(b for b in lobby.menu.buttons if b.data == ("kind", 1))
        click(app, b.rect.center)
        pump(app)
    assert lobby.seats[1].kind == EMPTY
    assert lobby.players_note()[0] == "1 player: solve a puzzle"
    pump(app, 2)
    screenshot(app, OUT / "bot255_lobby_alone.png")
    click(app, next(b for b in lobby.menu.buttons if b.data == "start").rect.center)
    pump(app, 3)
    assert isinstance(app.stack.top, PuzzleScene)


# ---------------------------------------------------------------------------- help
def test_every_help_page_draws(app):
    from game.scenes.bot255.help import PAGES, WORLD_EDITOR_PAGE
    from game.scenes.help import PICTURE, HelpScene
    assert WORLD_EDITOR_PAGE in PAGES and len(PAGES) >= 15
    surf = pygame.Surface((1920, 1080))
    for page in PAGES:
        assert page.title and page.text and page.draw is not None
        for t in (0.0, 1.7, 5.3):
            page.draw(surf, PICTURE.copy(), t)
    help_scene = HelpScene(app, list(PAGES))
    app.push(help_scene)
    for k in (0, 3, 6, 7, 13):
        help_scene.page = k
        pump(app, 2)
        screenshot(app, OUT / f"bot255_help_{k:02d}.png")


def test_saved_worlds_are_listed_as_playable_world_codes(app, arcade_home):
    from game.scenes.bot255 import custom_worlds
    scene = world_editor_scene(app)
    build(app, scene)
    use(app, scene, "bit", [(3, 3)])
    click(app, scene.button("save").rect.center)
    code = scene.draft.world().to_code()
    assert custom_worlds.playable() == {code: "My world 1"}
    folder = custom_worlds.worlds_dir()
    (folder / "world-02.tmx").write_text("broken")
    assert custom_worlds.playable() == {code: "My world 1"}     # a broken file is left out


def ten_worlds(arcade_home):
    """world-01 (titled with spaces) to world-10 (the newest), titled W1..W9."""
    import os
    import random

    from game.maps.bot255 import save_world
    from game.rules.bot255.generator import generate
    folder = arcade_home / "bot255" / "worlds"
    folder.mkdir(parents=True)
    for i in range(10):
        p = folder / f"world-{i + 1:02}.tmx"
        assert save_world(generate(random.Random(i), "simple", "   " if i == 0 else f"W{i}"),
                          p) is None
        os.utime(p, (1_000_000 + i, 1_000_000 + i))     # world-10 is the newest
    return folder


def listed(scene):
    return [b.label for b in scene.popup.buttons if isinstance(b.data, tuple)]


def test_load_reaches_every_saved_world_page_by_page(app, arcade_home):
    """Load listed only the 7 newest worlds while the lobby offered them all;
    a title of spaces gave a blank button."""
    folder = ten_worlds(arcade_home)
    scene = world_editor_scene(app)
    click(app, scene.button("load").rect.center)
    worlds = [b for b in scene.popup.buttons if isinstance(b.data, tuple)]
    assert [b.label for b in worlds] == [f"W{i}" for i in range(9, 2, -1)]
    assert scene.popup_title == "Your worlds (1 of 2)"
    more = next(b for b in scene.popup.buttons if b.data == "page_more")
    pump(app, 2)
    screenshot(app, OUT / "bot255_world_load_pages.png")
    click(app, more.rect.center)
    worlds = [b for b in scene.popup.buttons if isinstance(b.data, tuple)]
    assert [b.label for b in worlds] == ["W2", "W1", "world-01"]   # spaces: its file's name
    assert scene.popup_title == "Your worlds (2 of 2)"
    assert not any(b.data == "page_more" for b in scene.popup.buttons)
    click(app, worlds[-1].rect.center)
    assert scene.popup is None and scene.draft.path == folder / "world-01.tmx"
    click(app, scene.button("load").rect.center)
    back_to_first = [b for b in scene.popup.buttons if b.data == "page_more"]
    assert back_to_first and not any(b.data == "page_back" for b in scene.popup.buttons)


def test_load_pages_turn_with_the_wheel_keys_and_a_pad(app, arcade_home):
    """Paging Load by mouse wheel, keyboard (Page Down/Up, or the arrows to More
    and Enter) and a pad's shoulders, with synthetic events."""
    from tests.support.apphost import key
    from tests.support.vpad import VirtualPad
    ten_worlds(arcade_home)
    scene = world_editor_scene(app)
    click(app, scene.button("load").rect.center)
    first = listed(scene)

    def wheel(y: int) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False,
                                             precise_x=0.0, precise_y=float(y), touch=False))
        pump(app)
    wheel(-1)                                       # down: the next page
    assert listed(scene) == ["W2", "W1", "world-01"]
    wheel(-1)                                       # no page after the last
    assert scene.load_page == 1
    wheel(1)
    assert listed(scene) == first
    key(app, pygame.K_PAGEDOWN)
    assert scene.load_page == 1
    key(app, pygame.K_PAGEUP)
    assert scene.load_page == 0
    for _ in range(len(first)):                     # the arrows reach More, Enter turns
        key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)
    assert scene.popup.focused().data == "page_more"
    key(app, pygame.K_RETURN)
    assert scene.load_page == 1
    pad = VirtualPad()
    pump(app, 2)
    pad.tap("leftshoulder")
    pump(app)
    assert scene.load_page == 0 and scene.popup is not None
    pad.tap("rightshoulder")
    pump(app)
    assert scene.load_page == 1
    pad.tap("b")
    pump(app)
    assert scene.popup is None and scene.load_page is None
