"""The Going Bananas table driven by synthetic mouse, keyboard and virtual-pad input."""
from __future__ import annotations


import math

import pygame
import pytest

from game.app.seating import Seat, Seating
from game.input.intents import KEYBOARD
from game.core import registry
from game.core.seats import SYSTEM
from game.core.hexgrid import Hex
from game.core.match import Match
from game.core.state import Setup
from game.rules.bananas import (BananasState, Climb, LockCode, PlaceToken, StayDown,
                                from_hexes)
from game.rules.bananas.state import Monkey
from game.scenes.bananas.codepanel import DONE
from tests.support.apphost import click, drag, key, make_app, pump, run_until, screenshot, shots_dir

OUT = shots_dir()  # pictures to look at: a temporary folder, or $MONKEY_ARCADE_SHOTS
FAST = 0.1   # seconds per frame for the long runs (15 draws a second of game time... fewer draws)


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


def start(app, seats=("human", "random"), level=None, variants=(), seed=5, state=None):
    from game.scenes.bananas import make_scene
    from game.scenes.menu import MenuScene
    kinds = tuple(s.kind if isinstance(s, Seat) else s for s in seats)
    match = Match(Setup("bananas", kinds, seed, level, tuple(variants)))
    if state is not None:
        match.state = state
        match.opening_events = []
    seating = Seating([s if isinstance(s, Seat) else Seat(s, KEYBOARD if s == "human" else None)
                       for s in seats])  # humans share the keyboard unless a test says
    app.push(MenuScene(app))
    scene = make_scene(app, match, seating)
    app.push(scene)
    return scene


def my_turn(scene, seat=0):
    return lambda: scene.controller() == seat and not scene.anim.busy


def last_action(scene):
    return scene.match.record.steps[-1].action


def offer(scene, seat=0):
    """The choices the seat has now, and the cursor among them."""
    o = scene.controls.offer(seat)
    assert o is not None
    return o


class Lazy:
    """A bot that locks an empty code and otherwise takes the first choice."""

    def __init__(self, seat):
        self.seat = seat

    def choose(self, view, legal):
        return LockCode() if LockCode() in legal else legal[0]


def position(red, blue, dice=((3, 2), (1, 1)), extra_hexes=None, trees=None, bananas=None):
    """A hand-made jungle: a row of hexes with tree 1 above hexes 1 and 4.

        (-2,0)=6  (-1,0)=2  (0,0)=1  (1,0)=4  (2,0)=3  (3,0)=5     tree 1 at (1,-1)
    """
    hexes = {Hex(-2, 0): 6, Hex(-1, 0): 2, Hex(0, 0): 1, Hex(1, 0): 4, Hex(2, 0): 3, Hex(3, 0): 5}
    hexes.update(extra_hexes or {})
    jungle = from_hexes(hexes, trees or {1: Hex(1, -1)})
    setup = Setup("bananas", ("human", "random"), 1)
    return BananasState.from_position(setup, jungle, [red, blue], dice=[list(d) for d in dice],
                                      bananas=bananas)


class Drawn:
    """What the table draws each frame: its words, its prompts' parts, the seat cards."""

    def __init__(self, monkeypatch, scene):
        import game.scenes.bananas.table as table_module
        self.words: list[str] = []
        self.sizes: dict[str, int] = {}  # the smallest size each text was drawn at
        self.prompts: list[list] = []
        self.prompt_sizes: list[int] = []
        self.cards: list = []
        real_text, real_prompt = table_module.draw_text, table_module.draw_prompt
        bar = scene.table.seat_bar
        real_bar = bar.draw

        def text(surf, words, size, *a, **kw):
            self.words.append(str(words))
            self.sizes[str(words)] = min(size, self.sizes.get(str(words), size))
            return real_text(surf, words, size, *a, **kw)

        def prompt(surf, parts, size, *a, **kw):
            self.prompts.append(list(parts))
            self.prompt_sizes.append(size)
            return real_prompt(surf, parts, size, *a, **kw)

        def cards(surf, cards, *a, **kw):
            self.cards = list(cards)
            return real_bar(surf, cards, *a, **kw)
        monkeypatch.setattr(table_module, "draw_text", text)
        monkeypatch.setattr(table_module, "draw_prompt", prompt)
        monkeypatch.setattr(bar, "draw", cards)

    def frame(self, app):
        """Run one frame; what it drew."""
        self.words, self.prompts = [], []
        pump(app)
        return self

    @property
    def parts(self) -> list:
        """Every part of the prompts drawn in the last frame."""
        return [p for ps in self.prompts for p in ps]


def code_first_die_and_lock(app, scene):
    """Mouse: drag die 1 onto step 1, then press Done."""
    run_until(app, my_turn(scene), 600)
    v = scene.view(0)
    item = next(it for it in scene.table.panel.items(v, 0) if it.key == ("die", 0))
    drag(app, item.rect.center, scene.table.panel.slots[0])
    assert last_action(scene) == {"kind": "place_die", "step": 0, "die": 0}
    click(app, scene.table.panel.done_rect.center)
    assert last_action(scene) == {"kind": "lock_code"}


# ---------------------------------------------------------------------------- whole matches
def test_level1_pad_codes_a_whole_match_against_a_bot(app):
    from game.scenes.result import ResultScene
    from tests.support.vpad import VirtualPad
    pad = VirtualPad()
    scene = start(app, seats=(Seat("human", pad.device), Seat("random")),
                  variants=("max_rounds=3",))
    pump(app, 2)
    shots = set()
    for _ in range(300):
        run_until(app, lambda: my_turn(scene)() or scene.match.over, 4000, dt=FAST)
        if scene.match.over:
            break
        kind = scene.pending_kind()
        n = scene.version
        if kind == "code":
            for _ in range(2):             # pick up a die, put it on the next free step
                pad.tap("a")
                pump(app)
                pad.tap("a")
                pump(app)
            code = scene.view(0)["codes"][0]
            assert [c["die"] for c in code[:2]] == [0, 1]
            if "code" not in shots:
                shots.add("code")
                screenshot(app, OUT / "bananas_pad_coding.png")
            pad.tap("dpdown")
            pump(app)
            assert scene.controls.code_focus == DONE
            pad.tap("a")
            pump(app)
            assert last_action(scene) == {"kind": "lock_code"}
        else:
            if kind not in shots:
                shots.add(kind)
                pump(app, 2)
                screenshot(app, OUT / f"bananas_pad_{kind}.png")
            pad.tap("a")                  # the default choice: one press
            pump(app)
        assert scene.version > n, kind
    assert scene.match.over
    run_until(app, lambda: isinstance(app.stack.top, ResultScene), 600, dt=FAST)
    assert any("banana" in ln for ln in app.stack.top.lines)
    kinds = {s.action["kind"] for s in scene.match.record.steps if s.seat == 0}
    assert {"place_monkey", "place_die", "lock_code"} <= kinds


def test_level7_match_with_clock_and_every_setup_step(app):
    from game.scenes.result import ResultScene
    from tests.support.vpad import VirtualPad
    pad = VirtualPad()
    scene = start(app, seats=(Seat("human", pad.device), Seat("random"), Seat("random")),
                  level="7", variants=("max_rounds=2",), seed=11)
    pump(app, 2)
    seen = set()
    for _ in range(400):
        run_until(app, lambda: my_turn(scene)() or scene.match.over, 6000, dt=FAST)
        if scene.match.over:
            break
        kind = scene.pending_kind()
        seen.add(kind)
        n = scene.version
        if kind == "code":
            pump(app, 60, dt=FAST)          # think for a while: the hidden timer runs
            n = scene.version
            scene.controls.code_focus = DONE
        pad.tap("a")                      # the pad accepts the default / presses Done
        pump(app)
        assert scene.version > n, kind
    assert scene.match.over
    run_until(app, lambda: isinstance(app.stack.top, ResultScene), 600, dt=FAST)
    assert {"place", "code", "missions"} <= seen
    steps = scene.match.record.steps
    assert any(s.action["kind"] == "clock" and s.seat == SYSTEM for s in steps)
    assert any(s.action["kind"] == "order_missions" and s.seat == 0 for s in steps)
    assert scene.view(None)["level"] == 7


# ---------------------------------------------------------------------------- choices
def test_path_choice_by_mouse_and_by_pad(app):
    hexes = {Hex(0, 1): 3, Hex(-1, 1): 5}
    st = position(Hex(0, 0), Hex(3, 0), dice=((1, 1), (1, 1)), extra_hexes=hexes)
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    code_first_die_and_lock(app, scene)
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "path", 600)
    cs = offer(scene).choices
    options = {c.hex for c in cs}
    assert options == {Hex(-1, 0), Hex(1, 0), Hex(0, 1), Hex(-1, 1)}
    pump(app, 2)
    screenshot(app, OUT / "bananas_path_choice.png")
    # the mouse picks one that is not the default
    target = next(c for i, c in enumerate(cs) if i != offer(scene).menu.focus)
    click(app, target.center)
    assert last_action(scene) == {"kind": "move_to", "q": target.hex.q, "r": target.hex.r}
    # next round: the pad moves the cursor and presses A
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "code", 900)
    code_first_die_and_lock(app, scene)
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "path", 600)
    cs = offer(scene).choices
    before = offer(scene).menu.focus
    for d in ("right", "left", "up", "down"):
        app.dispatch(__import__("game.input.intents", fromlist=["Intent"]).Intent(d, KEYBOARD))
        if offer(scene).menu.focus != before:
            break
    chosen = cs[offer(scene).menu.focus]
    from game.input.intents import CONFIRM, Intent
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    assert last_action(scene) == {"kind": "move_to", "q": chosen.hex.q, "r": chosen.hex.r}


def test_climb_choice_by_mouse_then_the_banana_reaches_the_stash(app):
    st = position(Hex(-2, 0), Hex(3, 0), dice=((3, 2), (1, 1)))
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    run_until(app, my_turn(scene), 600)
    v = scene.view(0)
    items = scene.table.panel.items(v, 0)
    drag(app, items[0].rect.center, scene.table.panel.slots[0])         # the 3 on step 1
    down = next(it for it in items if it.kind == "down")
    click(app, down.rect.center)                                  # tap Down ...
    click(app, scene.table.panel.slots[1])                              # ... then tap step 2
    assert last_action(scene) == {"kind": "place_token", "step": 1, "token": "down"}
    click(app, scene.table.panel.done_rect.center)
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "climb", 900)
    assert scene.table.status_text(scene.view(), 0)[0].startswith("7nana! 3 + 4 = 7")
    pump(app, 2)
    screenshot(app, OUT / "bananas_climb_choice.png")
    btn = next(c for c in offer(scene).choices if c.kind == "button" and isinstance(c.action, Climb))
    assert btn.label == "Climb tree 1!"
    click(app, btn.rect.center)
    assert last_action(scene) == {"kind": "climb", "tree": 1}
    # Down has one choice left free... or two: accept the default if asked
    for _ in range(3):
        run_until(app, lambda: (my_turn(scene)() or scene.view(None)["phase"] != "run"), 900)
        if scene.pending_kind() == "down" and scene.controller() == 0:
            key(app, pygame.K_RETURN)
        else:
            break
    run_until(app, lambda: not scene.anim.busy, 900)
    assert scene.view(None)["monkeys"][0]["stash"] == 1 and scene.table.pieces.stashes[0] == 1


def test_climb_choice_by_pad_default_and_stay(app):
    from game.input.intents import CONFIRM, RIGHT, Intent
    st = position(Hex(-2, 0), Hex(3, 0), dice=((3, 2), (1, 1)))
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    code_first_die_and_lock(app, scene)
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "climb", 900)
    cs = offer(scene).choices
    assert isinstance(cs[offer(scene).menu.focus].action, Climb)      # the default is to climb
    app.dispatch(Intent(RIGHT, KEYBOARD))
    assert isinstance(cs[offer(scene).menu.focus].action, StayDown)
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    assert last_action(scene) == {"kind": "stay_down"}


def test_an_occupied_tree_is_explained(app):
    blue = Monkey(tree=1, carrying=1, last_tree=1)
    st = position(Hex(-2, 0), blue, dice=((3, 2), (1, 1)))
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    code_first_die_and_lock(app, scene)
    run_until(app, lambda: scene.bubble is not None and "taken" in scene.bubble.text, 900)
    assert scene.bubble.text == "Tree 1 is taken: no climb for Red."
    assert "error" in app.sounds.played
    pump(app, 2)
    screenshot(app, OUT / "bananas_denied.png")
    assert any("Tree 1 is taken" in ln.text for ln in scene.log)


def test_a_refused_step_and_a_refused_click_are_explained(app):
    st = position(Hex(-2, 0), Hex(3, 0), dice=((3, 2), (1, 1)))
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    run_until(app, my_turn(scene), 600)
    scene.controls.try_code(0, PlaceToken(0, "down"))                      # Down while on the path
    click(app, scene.table.panel.done_rect.center)
    run_until(app, lambda: scene.bubble is not None and "Step 1" in scene.bubble.text, 900)
    assert scene.bubble.text == "Step 1: Your monkey is not up a tree."


def test_clicking_a_hex_that_is_not_a_choice_says_why(app):
    hexes = {Hex(0, 1): 3, Hex(-1, 1): 5}
    st = position(Hex(0, 0), Hex(3, 0), dice=((2, 1), (1, 1)), extra_hexes=hexes)
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    code_first_die_and_lock(app, scene)
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "path", 600)
    n = scene.version
    far = scene.table.lay.ipx(Hex(2, 0))                               # two hexes away
    click(app, far)
    assert scene.version == n and scene.bubble is not None
    assert "one hex at a time" in scene.bubble.text


def to_the_climb(app, scene):
    """Red (the mouse / keyboard player) codes the 3 and waits for the climb offer."""
    scene.bots[1] = Lazy(1)
    code_first_die_and_lock(app, scene)
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "climb", 900)


def test_the_winner_is_told_only_after_the_last_climb_has_played(app, monkeypatch):
    # the last banana: once Red climbs for it the round ends and so does the match
    st = position(Hex(-2, 0), Hex(3, 0), dice=((3, 2), (1, 1)), bananas={1: 1})
    scene = start(app, state=st)
    to_the_climb(app, scene)
    seen = Drawn(monkeypatch, scene)
    btn = next(c for c in offer(scene).choices if isinstance(c.action, Climb))
    click(app, btn.rect.center)
    assert scene.match.over and scene.anim.busy
    monkey = scene.table.pieces.monkeys[0]
    climbing = 0
    while scene.anim.busy:
        seen.frame(app)
        if not monkey.on_tree:  # the climb is still on its way up
            climbing += 1
            assert not any("wins" in w for w in seen.words), seen.words
            assert not any(c.won for c in seen.cards)
    assert climbing > 3
    run_until(app, lambda: any("Red wins" in w for w in seen.frame(app).words), 30)
    assert any(c.won for c in seen.cards)


def test_the_next_round_is_told_only_after_this_round_has_played(app, monkeypatch):
    st = position(Hex(-2, 0), Hex(3, 0), dice=((3, 2), (1, 1)))
    scene = start(app, state=st)
    to_the_climb(app, scene)
    seen = Drawn(monkeypatch, scene)
    stay = next(c for c in offer(scene).choices if isinstance(c.action, StayDown))
    click(app, stay.rect.center)            # the round ends; round 2 is rolled at once
    assert scene.view(None)["round"] == 2 and scene.anim.busy
    frames = 0
    while scene.anim.busy:
        seen.frame(app)
        if scene.table.pieces.rollers or (scene.bubble is not None and
                                          "Round 2" in scene.bubble.text):
            break  # round 2 is being told now
        frames += 1
        assert any("Round 1" in w for w in seen.words), seen.words
        assert not any("Round 2" in w for w in seen.words), seen.words
        assert not any("Round 2" in ln.text for ln in scene.log)         # nor the log
        assert [list(scene.table.pieces.shown_dice(k)) for k in (0, 1)] == [[3, 2], [1, 1]]
    assert frames > 0
    run_until(app, lambda: not scene.anim.busy, 900)
    assert any("Round 2" in w for w in seen.frame(app).words)
    told = [ln.text for ln in scene.log]                              # told in story order
    assert told.index("Red stayed on the path.") < told.index("Round 2.")


def test_a_climb_offered_at_two_trees_is_not_preceded_by_a_denial(app):
    # hex (1,0) is at the foot of tree 1 (above) and of tree 2 (below, no bananas left)
    st = position(Hex(-2, 0), Hex(3, 0), dice=((3, 2), (1, 1)),
                  trees={1: Hex(1, -1), 2: Hex(1, 1)}, bananas={1: 2, 2: 0})
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    code_first_die_and_lock(app, scene)
    said = []
    while not (my_turn(scene)() and scene.pending_kind() == "climb"):
        pump(app)
        if scene.bubble is not None and scene.bubble.text not in said:
            said.append(scene.bubble.text)
        assert len(said) < 20 and scene.view(None)["phase"] == "run"
    assert not any("no climb" in t or "Tree 2" in t for t in said), said
    assert not any("Tree 2" in ln.text for ln in scene.log)
    labels = [c.label for c in offer(scene).choices if c.kind == "button"]
    assert labels == ["Climb tree 1!", "Stay on the path"]
    assert {c.action for c in offer(scene).choices if c.kind == "tree"} == {Climb(1)}
    pump(app, 2)
    screenshot(app, OUT / "bananas_climb_two_trees.png")


def test_a_click_on_a_hex_the_monkey_walked_by_itself_is_not_called_crossing(app):
    # from the 6 the only way is onto the 2; there Red chooses between the 1 and the 5 below
    hexes = {Hex(0, 1): 3, Hex(-1, 1): 5}
    st = position(Hex(-2, 0), Hex(3, 0), dice=((3, 2), (1, 1)), extra_hexes=hexes)
    scene = start(app, state=st)
    scene.bots[1] = Lazy(1)
    code_first_die_and_lock(app, scene)
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "path", 900)
    assert tuple(scene.state.pending.path) == (Hex(-2, 0), Hex(-1, 0))  # walked by itself
    n = scene.version
    for h in (Hex(-2, 0), Hex(-1, 0)):
        scene.bubble = None
        click(app, scene.table.lay.ipx(h))
        assert scene.version == n
        words = scene.bubble.text if scene.bubble is not None else ""
        assert "twice" not in words and "cross" not in words, words
    assert not any("twice" in ln.text for ln in scene.log)


def test_hints_follow_the_device_of_the_seat_that_decides(app, monkeypatch):
    from game.input.intents import RIGHT, Intent
    from tests.support.vpad import VirtualPad
    pad = VirtualPad()
    st = position(Hex(-2, 0), Hex(3, 0), dice=((3, 2), (1, 1)))
    scene = start(app, seats=(Seat("human", pad.device), Seat("random")), state=st)
    scene.bots[1] = Lazy(1)
    run_until(app, my_turn(scene), 600)
    seen = Drawn(monkeypatch, scene)
    app.dispatch(Intent(RIGHT, KEYBOARD))   # someone touches the keyboard: Red still plays by pad
    assert scene.last_device == KEYBOARD and scene.hint_device(0) == pad.device
    parts = [p for ps in seen.frame(app).prompts for p in ps]
    assert ("img", "ui/pad_a") in parts and ("img", "ui/key_enter") not in parts, parts
    screenshot(app, OUT / "bananas_pad_hints.png")


def test_the_result_shows_everybodys_bananas_as_bananas(app):
    from game.scenes.bananas.board import BANANA
    from game.scenes.result import ResultScene
    st = position(Hex(-2, 0), Hex(3, 0), dice=((3, 2), (1, 1)), bananas={1: 1})
    st.monkeys[1].stash = 2                       # Blue has 2 already; Red climbs for the last
    scene = start(app, state=st)
    to_the_climb(app, scene)
    btn = next(c for c in offer(scene).choices if isinstance(c.action, Climb))
    click(app, btn.rect.center)
    run_until(app, lambda: isinstance(app.stack.top, ResultScene), 900, dt=FAST)
    pump(app, 90, dt=FAST)                        # the confetti settles
    screenshot(app, OUT / "bananas_result.png")
    area = pygame.Rect(160, 540, 1600, 340)
    surf = pygame.Surface((1920, 1080))
    scene.result_picture(surf, area)
    yellow = pygame.mask.from_threshold(surf, BANANA, (2, 2, 2, 255))
    halves = [yellow.overlap_area(pygame.mask.Mask((800, 340), fill=True), (x, 540))
              for x in (160, 960)]                # Red's column, Blue's column
    assert 0 < halves[0] < halves[1]              # 1 banana for Red, 2 for Blue
    assert scene.result_lines()                   # the words are still there for the log


# ---------------------------------------------------------------------------- from the sofa
def differs(a, b, centre, radius) -> int:
    """How many pixels of the disc of `radius` round `centre` differ between two pictures."""
    x0, y0 = int(centre[0]), int(centre[1])
    return sum(a.get_at((x0 + dx, y0 + dy))[:3] != b.get_at((x0 + dx, y0 + dy))[:3]
               for dx in range(-radius, radius + 1) for dy in range(-radius, radius + 1)
               if dx * dx + dy * dy <= radius * radius)


def save(surf, name: str) -> None:
    """A picture (not the whole canvas) to look at, in the shots folder."""
    OUT.mkdir(parents=True, exist_ok=True)
    pygame.image.save(surf, str(OUT / name))


def shipped_jungles():
    from game.maps.bananas import list_jungles
    return sorted({j.name: max(j.players) for p in (2, 3, 4) for j in list_jungles(p)}.items())


@pytest.mark.parametrize("name,players", shipped_jungles())
def test_no_tree_hides_a_hex_number_on_any_shipped_jungle(app, name, players):
    scene = start(app, seats=("random",) * players, level="2", variants=(f"jungle={name}",))
    t = scene.table
    surf = pygame.Surface((1920, 1080))
    t.draw(surf)                                   # nobody placed yet: only hexes and trees
    board = t.jungle.surface(t.board_key)
    r = int(t.lay.size * 0.3)
    hidden = [(h, n) for h, n in t.numbers.items() if differs(surf, board, t.lay.ipx(h), r)]
    save(surf, f"bananas_jungle_{name}.png")
    assert not hidden, hidden
    assert t.lay.size >= 50                        # the jungle fills the board


def test_a_trap_is_big_and_its_number_stays_readable(app):
    st = position(Hex(-2, 0), Hex(3, 0), dice=((3, 2), (1, 1)))
    st.traps[1] = Hex(0, 0)                        # Blue's trap on the 1
    scene = start(app, state=st)
    t = scene.table
    surf = pygame.Surface((1920, 1080))
    t.draw(surf)
    board = t.jungle.surface(t.board_key)
    x, y = t.lay.ipx(Hex(0, 0))
    size = t.lay.size
    assert differs(surf, board, (x, y), int(size * 0.3)) == 0      # the 1 shows in the middle
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1), (0.7, 0.7), (-0.7, -0.7)):
        ring = (x + dx * size * 0.72, y + dy * size * 0.72)         # the jaw all round the hex
        assert differs(surf, board, ring, 3) > 20, (dx, dy)
    save(surf.subsurface(pygame.Rect(x - 2 * size, y - 2 * size, 4 * size, 4 * size)),
         "bananas_trap.png")


def test_the_table_reads_from_the_sofa(app, monkeypatch):
    from game.scenes.bananas.table import BOARD
    scene = start(app, seats=("human", "random"), level="2", seed=6)
    seen = Drawn(monkeypatch, scene)
    for _ in range(5):
        run_until(app, my_turn(scene), 900, dt=FAST)
        if scene.pending_kind() == "missions":
            break
        key(app, pygame.K_RETURN)
    assert scene.pending_kind() == "missions"
    app.settings.colour_blind = True               # the cards are painted again
    seen.frame(app)
    app.settings.colour_blind = False
    seen.frame(app)
    missions = {str(t) for m in scene.view(None)["missions"] for t in m}
    assert missions and all(seen.sizes[t] >= 30 for t in missions), {t: seen.sizes.get(t) for t in missions}
    assert BOARD.w >= 0.7 * 1920                   # the jungle gets the room
    assert scene.log_panel.size >= 28 and min(seen.prompt_sizes) >= 32
    screenshot(app, OUT / "bananas_sofa.png")


# ---------------------------------------------------------------------------- laying the jungle
def to_my_tile(app, scene):
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "tile", 1200, dt=FAST)
    pump(app)


def tile_now(scene):
    return offer(scene).focused


def test_a_tile_is_turned_and_laid_by_keyboard_and_mouse(app, monkeypatch):
    scene = start(app, seats=("human", "random"), variants=("jungle=players",), seed=3)
    to_my_tile(app, scene)
    seen = Drawn(monkeypatch, scene)
    seen.frame(app)
    assert "[Q] [E]" in seen.parts and "turn" in seen.parts       # how to turn it, by keyboard
    assert ("img", "ui/key_arrows") in seen.parts and ("img", "ui/key_enter") in seen.parts
    if len(scene.state.pending.options) < 10:    # the first tile: it only turns; lay it
        key(app, pygame.K_RETURN)
        to_my_tile(app, scene)
    first = tile_now(scene)
    key(app, pygame.K_e)                         # E: a sixth of a turn clockwise
    turned = tile_now(scene)
    assert turned.turn == (first.turn - 1) % 6
    assert {h for h, _ in turned.cells} & {h for h, _ in first.cells}  # it stays where it was
    key(app, pygame.K_q)                         # Q: back
    assert tile_now(scene).turn == first.turn
    for d in (pygame.K_RIGHT, pygame.K_DOWN):    # it slides, still turned the same way
        key(app, d)
        assert tile_now(scene).turn == first.turn
    # the mouse: the Turn button, then Lay it here
    buttons = {c.role: c for c in offer(scene).choices if c.kind == "button"}
    assert set(buttons) == {"turn", "lay"}
    before = tile_now(scene)
    click(app, buttons["turn"].rect.center)
    after = tile_now(scene)
    assert after.turn == (before.turn - 1) % 6
    seen.frame(app)
    assert any("Turn the tile" in str(p) for p in seen.parts)       # mouse words now
    pump(app, 2)
    screenshot(app, OUT / "bananas_tile_turned.png")
    click(app, buttons["lay"].rect.center)
    assert last_action(scene) == {"kind": "lay_tile", "rotation": after.action.rotation,
                                  "q": after.action.q, "r": after.action.r}
    assert after.action.rotation == after.turn


def test_a_tile_is_turned_by_the_pad_shoulders(app, monkeypatch):
    from tests.support.vpad import VirtualPad
    pad = VirtualPad()
    scene = start(app, seats=(Seat("human", pad.device), Seat("random")),
                  variants=("jungle=players",), seed=3)
    to_my_tile(app, scene)
    seen = Drawn(monkeypatch, scene)
    seen.frame(app)
    assert "[LB] [RB]" in seen.parts and ("img", "ui/pad_a") in seen.parts
    first = tile_now(scene)
    pad.tap("rightshoulder")
    pump(app)
    assert tile_now(scene).turn == (first.turn - 1) % 6
    pad.tap("leftshoulder")
    pump(app)
    pad.tap("leftshoulder")
    pump(app)
    chosen = tile_now(scene)
    assert chosen.turn == (first.turn + 1) % 6
    pad.tap("a")
    pump(app)
    assert last_action(scene)["kind"] == "lay_tile"
    assert last_action(scene)["rotation"] == chosen.turn


@pytest.mark.parametrize("seed", [6, 18])
def test_the_jungle_stays_turned_the_way_the_players_laid_it(app, seed):
    scene = start(app, seats=("human", "random"), variants=("jungle=players",), seed=seed)

    def heading():
        """The on-screen direction from the first tile's first hex to its second."""
        from game.rules.bananas.jungle import Placement
        first = scene.view(None)["tiles"][0]
        a, b = Placement.from_json(first).cells()[:2]
        (xa, ya), (xb, yb) = scene.table.lay.px(a), scene.table.lay.px(b)
        return round(math.degrees(math.atan2(yb - ya, xb - xa))) % 360
    seen = set()
    for _ in range(40):
        run_until(app, lambda: my_turn(scene)(), 1500, dt=FAST)
        if scene.view(None)["tiles"]:
            seen.add(heading())
        if scene.pending_kind() not in ("tile", "plant"):
            break
        key(app, pygame.K_RETURN)
    assert scene.pending_kind() == "place"
    seen.add(heading())
    assert len(seen) == 1, seen                   # never turned, not even after the last tile
    screenshot(app, OUT / f"bananas_laid_jungle_{seed}.png")


# ---------------------------------------------------------------------------- secrets
def test_curtain_with_two_humans(app):
    from game.scenes.curtain import CurtainScene
    scene = start(app, seats=("human", "human"), seed=3)
    for _ in range(4):                          # both monkeys go on the path (nothing secret)
        run_until(app, lambda: scene.controller() is not None or
                  isinstance(app.stack.top, CurtainScene), 900)
        if isinstance(app.stack.top, CurtainScene):
            break
        key(app, pygame.K_RETURN)
    run_until(app, lambda: isinstance(app.stack.top, CurtainScene), 900)
    first = app.stack.top.seat
    assert scene.viewer is None and scene.view()["codes"] == [None, None]
    pump(app, 30)
    screenshot(app, OUT / "bananas_curtain.png")
    key(app, pygame.K_RETURN)
    run_until(app, lambda: app.stack.top is scene and scene.viewer == first, 300)
    assert scene.view()["codes"][first] is not None
    pump(app, 20)
    screenshot(app, OUT / "bananas_hotseat_coding.png")
    click(app, scene.table.panel.done_rect.center)
    assert scene.viewer is None                 # hidden at once
    run_until(app, lambda: isinstance(app.stack.top, CurtainScene), 600)
    assert app.stack.top.seat != first


# ---------------------------------------------------------------------------- pictures
def test_help_pages_draw_at_any_time():
    from game.scenes.bananas.help import PAGES
    assert len(PAGES) >= 10
    surf = pygame.Surface((1920, 1080))
    rect = pygame.Rect(120, 170, 820, 660)
    for page in PAGES:
        assert page.title and page.text and page.draw is not None
        for t in (0.0, 0.7, 1.9, 3.3, 5.2, 9.9):
            page.draw(surf, rect, t)


def _pixels_of(surf, colour) -> int:
    return pygame.mask.from_threshold(surf, colour, (1, 1, 1, 255)).count()


@pytest.mark.parametrize("level", ["2", "4", "6"])
def test_levels_draw_in_both_palettes(app, level):
    from game.core.seats import seat_colour
    scene = start(app, seats=("random", "random", "random", "random"), level=level, seed=4)
    shots = {}
    for cb in (False, True):
        app.settings.colour_blind = cb
        pump(app, 60, dt=FAST)
        shots[cb] = app.display.canvas.copy()
    assert scene.view(None)["level"] == int(level)
    for seat in range(4):  # every seat is drawn in the palette in force, not in the other
        assert _pixels_of(shots[False], seat_colour(seat, False)) > 50
        assert _pixels_of(shots[True], seat_colour(seat, True)) > 50
        assert _pixels_of(shots[True], seat_colour(seat, False)) < \
            _pixels_of(shots[False], seat_colour(seat, False)) // 4


def test_the_clock_ticks_as_the_table_and_is_not_logged(app):
    scene = start(app, seats=("human", "random"), level="7", seed=3)
    for _ in range(6):  # the human takes the default at every set-up step
        run_until(app, my_turn(scene), 900, dt=FAST)
        if scene.pending_kind() == "code":
            break
        key(app, pygame.K_RETURN)
    run_until(app, lambda: scene.view(None)["locked"][1] and not scene.anim.busy, 900, dt=FAST)
    assert scene.pending_kind() == "code"  # the human codes on; nothing else happens
    lines = len(scene.log)
    clocks = len([s for s in scene.match.record.steps if s.action["kind"] == "clock"])
    pump(app, 130, dt=0.05)  # 6.5 s of play: the table moves its clock on
    ticks = [s for s in scene.match.record.steps if s.action["kind"] == "clock"]
    assert len(ticks) > clocks and all(s.seat == SYSTEM for s in ticks)
    assert scene.view(None)["clock"] >= 5
    assert len(scene.log) == lines  # time passing is not news (a falling banana would be)


def test_missions_are_ordered_by_picking_trees_with_the_pad(app):
    from game.input.intents import CONFIRM, LEFT, Intent
    scene = start(app, seats=("human", "random"), level="2", seed=6)
    for _ in range(5):
        run_until(app, lambda: my_turn(scene)(), 900, dt=FAST)
        if scene.pending_kind() == "missions":
            break
        key(app, pygame.K_RETURN)
    assert scene.pending_kind() == "missions"
    mine = scene.view(0)["missions"][0]
    cs = offer(scene).choices
    assert cs[offer(scene).menu.focus].label == "Keep this order"
    pump(app, 2)
    screenshot(app, OUT / "bananas_missions.png")
    app.dispatch(Intent(LEFT, KEYBOARD))
    app.dispatch(Intent(CONFIRM, KEYBOARD))          # the last tree first...
    assert scene.controls.mission_pick == [mine[2]]
    app.dispatch(Intent(LEFT, KEYBOARD))
    app.dispatch(Intent(CONFIRM, KEYBOARD))          # ...then the middle one: the order is set
    assert last_action(scene) == {"kind": "order_missions", "trees": [mine[2], mine[1], mine[0]]}, \
        (scene.bubble, scene.controls.mission_pick)


def test_help_and_pause_open_over_the_table(app):
    from game.scenes.help import HelpScene
    from game.scenes.pause import PauseScene
    scene = start(app)
    run_until(app, my_turn(scene), 600, dt=FAST)
    key(app, pygame.K_h)
    if app.stack.top is scene:  # a first match: H on your turn is a hint (issue 22)...
        key(app, pygame.K_h)    # ...and H again the rules
    assert isinstance(app.stack.top, HelpScene) and app.stack.top.pages[0].title == registry.spec("bananas").help_pages()[0].title
    for _ in range(3):
        key(app, pygame.K_RIGHT)
        pump(app, 10)
    screenshot(app, OUT / "bananas_help.png")
    key(app, pygame.K_ESCAPE)
    assert app.stack.top is scene
    key(app, pygame.K_p)
    assert isinstance(app.stack.top, PauseScene)


@pytest.mark.parametrize("device", ["kbd", "mouse"])
def test_the_glow_can_empty_a_filled_step(app, device):
    # a hint may say "empty step 1" (the Medium bot's program differs from the one
    # built so far): the glow must lead there on either device
    from game.rules.bananas import ClearStep
    from game.scenes.bananas.guide import press
    from game.input.intents import CONFIRM
    st = position(Hex(0, 0), Hex(3, 0), dice=((1, 1), (1, 1)))
    scene = start(app, seats=(Seat("human", device), "random"), state=st)
    scene.bots[1] = Lazy(1)
    run_until(app, lambda: my_turn(scene)() and scene.pending_kind() == "code", 600)
    v = scene.view(0)
    item = next(it for it in scene.table.panel.items(v, 0) if it.key == ("die", 0))
    drag(app, item.rect.center, scene.table.panel.slots[0])
    assert last_action(scene) == {"kind": "place_die", "step": 0, "die": 0}
    keys = {"left": pygame.K_LEFT, "right": pygame.K_RIGHT, "up": pygame.K_UP,
            "down": pygame.K_DOWN, CONFIRM: pygame.K_RETURN, "back": pygame.K_ESCAPE}
    for _ in range(20):
        if last_action(scene) == {"kind": "clear_step", "step": 0}:
            break
        want = press(scene, ClearStep(0), "mouse" if device == "mouse" else "keyboard")
        assert want is not None
        if device == "mouse":
            click(app, want.rect.center)
        else:
            key(app, keys[sorted(want.keys)[0]])
    assert last_action(scene) == {"kind": "clear_step", "step": 0}


def test_a_press_from_the_other_player_while_one_codes_names_the_one_coding(app):
    # both code at once, one at a time on a shared screen: Red's key while Blue's
    # code panel shows must say it is Blue's turn (it said "It's Red's turn.":
    # the lowest seat still to act)
    from game.scenes.curtain import CurtainScene
    st = position(Hex(0, 0), Hex(3, 0), dice=((1, 1), (1, 1)))
    scene = start(app, seats=(Seat("human", KEYBOARD), Seat("human", "mouse")), state=st)
    run_until(app, lambda: isinstance(app.stack.top, CurtainScene), 600)
    app.stack.pop()
    # the table serves Blue (its code panel shows) while Red has yet to code
    assert sorted(scene.state.to_act()) == [0, 1]
    scene.controller = lambda: 1
    scene.viewer = 1
    scene.bubble = None
    scene.controls.not_your_turn()              # what a press by Red's keyboard says
    assert scene.bubble is not None and "Blue" in scene.bubble.text, scene.bubble
