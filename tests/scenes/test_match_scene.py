"""The generic match scene, with a tiny made-up game: routing, bots off the main
thread, illegal actions, autosave, animations, unplugged pads, curtains, log
privacy, pause / help and the result."""
from __future__ import annotations

from dataclasses import dataclass

import pytest

from game.app import saves
from game.app.seating import Seat, Seating
from game.core.actions import Action, ActionCodec
from game.core.errors import IllegalAction
from game.core.events import event
from game.core.match import Match
from game.core.state import Setup, State
from game.input.intents import (ALT, CONFIRM, DEVICE_REMOVED, HELP, KEYBOARD, MOUSE, PAUSE,
                                Intent)
from game.scenes.match_scene import MatchScene
from game.ui.anim import Anim, Animator, Together, wait
from tests.support.fakegames import fake_spec
from tests.support.apphost import make_app, pump, run_until

TOY = "toy_match"


# ---------------------------------------------------------------------------- the toy game
@dataclass(frozen=True)
class Say(Action):
    KIND = "say"
    n: int


CODEC = ActionCodec(Say)


class ToyState(State):
    CODEC = CODEC
    GAME_ID = TOY

    def __init__(self, setup):
        self.setup = setup
        self.turn = 0
        self.said: list[int] = []
        self.target = int(setup.option("target", 6))
        self.opening = [event("secret", to=[s], seat=s, value=s + 1) for s in range(setup.players)]

    def to_act(self):
        return set() if self.over else {self.turn}

    def legal_actions(self, seat):
        return [Say(1), Say(2)] if seat in self.to_act() else []

    def check(self, seat, action):
        if seat != self.turn:
            raise IllegalAction("Wait for your turn.")
        if isinstance(action, Say) and action.n == 3:
            raise IllegalAction("Three is too many!")
        super().check(seat, action)

    def _apply(self, seat, action):
        self.said.append(action.n)
        evs = [event("said", seat=seat, n=action.n),
               event("whisper", to=[seat], seat=seat, text="psst")]
        self.turn = (self.turn + 1) % self.setup.players
        return evs

    def view(self, seat):
        return {"turn": self.turn, "said": list(self.said),
                "secret": seat + 1 if seat is not None else None}

    @property
    def over(self):
        return len(self.said) >= self.target

    def scores(self):
        return [float(self.said[s::self.setup.players].count(2)) for s in range(self.setup.players)]

    def winners(self):
        return [0] if self.over else []


class FirstBot:
    def __init__(self, seat):
        self.seat = seat
        self.threads: list[str] = []

    def choose(self, view, legal):
        import threading
        self.threads.append(threading.current_thread().name)
        return legal[0]


class BrokenBot:
    seat = 1

    def choose(self, view, legal):
        raise RuntimeError("oops")


def _make_bot(kind, seat, seed):
    return FirstBot(seat)


def _describe(action_json, view=None, seat=None):
    return f"said {action_json['n']}"


class ToyScene(MatchScene):
    public_actions = True

    def holds_secret(self, seat):
        return True

    def on_input(self, seat, intent):
        if seat is None or not self.ready:
            return False
        if intent.kind == CONFIRM:
            return self.act(seat, Say(1))
        if intent.kind == ALT:
            self.act(seat, Say(3))
            return True
        return False

    def animate_event(self, ev, seat, action):
        return [wait(0.3)] if ev.kind == "said" else []

    def describe_event(self, ev):
        if ev.kind == "whisper":
            return f"{self.seat_name(ev['seat'])} hears a secret"
        return None

    def result_lines(self):
        return ["toy over"]


@pytest.fixture(autouse=True)
def toy_game(register_game):
    register_game(fake_spec(TOY, ToyState, CODEC, name="Toy", bots=_make_bot,
                            describe=_describe, scene=ToyScene))


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


def start(app, seats, target=6, devices=None, cls=None):
    kinds = [s.kind if isinstance(s, Seat) else s for s in seats]
    setup = Setup(TOY, tuple(kinds), 1, None, (f"target={target}",))
    match = Match(setup)
    seating = Seating([s if isinstance(s, Seat) else Seat(s, KEYBOARD if s == "human" else None)
                       for s in seats])  # humans share the keyboard unless a test says
    from game.scenes.menu import MenuScene
    app.push(MenuScene(app))
    scene = (cls or ToyScene)(app, match, seating)
    app.push(scene)
    return scene


def idle(scene):
    return lambda: scene.ready and not scene.anim.busy and scene.worker is None


# ---------------------------------------------------------------------------- animator
def test_animator_plays_groups_in_order_and_together():
    log = []
    an = Animator()
    an.add(Anim(0.1, start=lambda: log.append("a"), done=lambda: log.append("a!")))
    an.add(Together(Anim(0.2, done=lambda: log.append("b!")), Anim(0.1, done=lambda: log.append("c!"))))
    an.add(Anim(0, start=lambda: log.append("d")))
    for _ in range(30):
        an.update(1 / 60)
    assert log == ["a", "a!", "c!", "b!", "d"] and not an.busy


# ---------------------------------------------------------------------------- routing and bots
def test_input_goes_to_the_bound_seat_and_bots_take_their_time(app):
    app.settings.bot_speed = "slow"
    scene = start(app, [Seat("human", KEYBOARD), Seat("easy")])
    run_until(app, idle(scene), 60)
    app.dispatch(Intent(CONFIRM, "pad:42"))   # not this seat's device: nothing happens
    assert scene.version == 0
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    assert scene.version == 1 and scene.state.turn == 1
    assert saves.exists()  # autosaved after the action
    # the animation plays before the bot even starts
    assert scene.anim.busy and scene.worker is None
    frames = run_until(app, lambda: scene.version == 2, 400)
    assert frames / 60 >= 0.3 / 2 + app.settings.bot_delay - 0.05
    bot = scene.bots[1]
    assert bot.threads and all(name.startswith("bot-") for name in bot.threads)
    assert any("said 1" in ln.text for ln in scene.log)


def test_illegal_action_explains_and_changes_nothing(app):
    scene = start(app, ["human", "easy"])
    run_until(app, idle(scene), 60)
    before = scene.state.view(0)
    app.dispatch(Intent(ALT, KEYBOARD))
    assert scene.bubble is not None and scene.bubble.text == "Three is too many!"
    assert "error" in app.sounds.played
    assert scene.version == 0 and scene.state.view(0) == before and not saves.exists()


def test_broken_bot_never_stalls_the_table(app):
    scene = start(app, ["human", "easy"])
    scene.bots[1] = BrokenBot()
    run_until(app, idle(scene), 60)
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    run_until(app, lambda: scene.version == 2, 300)


def test_bots_alone_play_to_the_result(app):
    from game.scenes.result import ResultScene
    scene = start(app, ["easy", "easy"], target=4)
    run_until(app, lambda: isinstance(app.stack.top, ResultScene), 900)
    assert scene.match.over and app.stack.top.lines == ["toy over"]
    assert not saves.exists()  # a finished match leaves no save behind


# ---------------------------------------------------------------------------- pads
def test_unplugged_pad_pauses_the_match_until_someone_takes_the_seat(app):
    scene = start(app, [Seat("human", "pad:7"), Seat("easy")])
    run_until(app, idle(scene), 60)
    app.dispatch(Intent(DEVICE_REMOVED, "pad:7", value="Pad"))
    msg = scene.lost_banner_text()
    assert msg.startswith("Red's controller was unplugged") and "take Red's seat" in msg
    pump(app, 5)
    app.dispatch(Intent(CONFIRM, KEYBOARD))      # takes the seat, does not act
    assert scene.version == 0
    assert scene.seating.seats[0].device == KEYBOARD and not scene.seating.seats[0].lost
    assert scene.lost_banner_text() is None
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    assert scene.version == 1


def test_bots_wait_while_a_seat_is_lost(app):
    scene = start(app, [Seat("human", "pad:7"), Seat("easy")])
    run_until(app, idle(scene), 60)
    app.dispatch(Intent(CONFIRM, "pad:7"))
    app.dispatch(Intent(DEVICE_REMOVED, "pad:7", value="Pad"))
    pump(app, 120)
    assert scene.version == 1  # nothing moves while Red is away
    app.dispatch(Intent(CONFIRM, "pad:8"))
    run_until(app, lambda: scene.version == 2, 200)


# ---------------------------------------------------------------------------- overlays
def test_pause_and_help(app):
    from game.scenes.help import HelpScene
    from game.scenes.pause import PauseScene
    scene = start(app, ["human", "easy"])
    app.dispatch(Intent(PAUSE, KEYBOARD))
    assert isinstance(app.stack.top, PauseScene) and app.stack.top.game_scene is scene
    app.dispatch(Intent(PAUSE, KEYBOARD))
    assert app.stack.top is scene
    app.dispatch(Intent(HELP, KEYBOARD))
    if app.stack.top is scene:  # on Red's turn in a first match H is a hint (issue 22)...
        assert scene.hinter.worker is not None or scene.hinter.shown is not None
        app.dispatch(Intent(HELP, KEYBOARD))  # ...and H again opens the rules
    assert isinstance(app.stack.top, HelpScene)


def test_curtain_only_when_two_humans_share_the_screen(app):
    from game.scenes.curtain import CurtainScene
    one = start(app, ["human", "easy"])
    pump(app, 30)
    assert app.stack.top is one and one.viewer == 0
    app2 = app
    app2.stack.scenes.clear()
    two = start(app2, ["human", "human"])
    run_until(app2, lambda: isinstance(app2.stack.top, CurtainScene), 60)
    assert two.viewer is None and app2.stack.top.seat == 0
    # reveal: Red sees, and acts
    pump(app2, 40)
    app2.dispatch(Intent(CONFIRM, KEYBOARD))
    run_until(app2, lambda: app2.stack.top is two, 120)
    assert two.viewer == 0
    app2.dispatch(Intent(CONFIRM, KEYBOARD))
    assert two.version == 1
    assert two.viewer is None  # Red is done: Red's secrets leave the screen at once
    # Red's private log line is told with its animation, and for Red's eyes only
    assert not any("hears a secret" in ln.text for ln in two.log)
    run_until(app2, lambda: any("hears a secret" in ln.text for ln in two.log), 60)
    assert not any("hears a secret" in ln.text for ln in two.visible_log())
    run_until(app2, lambda: isinstance(app2.stack.top, CurtainScene), 120)
    assert app2.stack.top.seat == 1
    two.viewer = 0
    assert any("hears a secret" in ln.text for ln in two.visible_log())
    two.viewer = 1
    assert not any("hears a secret" in ln.text for ln in two.visible_log())


def test_worker_runs_off_the_main_thread(app):
    import threading
    slow_started = threading.Event()
    release = threading.Event()

    class SlowBot:
        seat = 1
        hold = True  # the test lets it go itself: pumping frames must not wait for it

        def choose(self, view, legal):
            slow_started.set()
            release.wait(10)  # thinks until the test lets it go
            return legal[0]

    scene = start(app, ["human", "easy"])
    scene.bots[1] = SlowBot()
    run_until(app, idle(scene), 60)
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    run_until(app, slow_started.is_set, 200)
    frames = app.frames
    pump(app, 3)  # frames keep coming while the bot thinks
    assert app.frames == frames + 3
    assert scene.thinking_seat == 1 and not scene.worker.done
    n = scene.version
    release.set()
    # game time decides, not the machine: once let go, the bot's thread answers
    # before the next frame, however busy the cores are
    assert scene.worker.wait(10)
    run_until(app, lambda: scene.version > n, 200)
    assert scene.match.record.steps[-1].seat == 1


# ---------------------------------------------------------------------------- seats and devices
class OpenToyScene(ToyScene):
    def holds_secret(self, seat):
        return False  # no curtain: any device could reach any seat if binding failed


def test_a_bound_seat_takes_input_only_from_its_device(app):
    scene = start(app, [Seat("human", KEYBOARD), Seat("human", MOUSE)], cls=OpenToyScene)
    run_until(app, idle(scene), 60)
    assert scene.controller() == 0
    app.dispatch(Intent(CONFIRM, MOUSE))            # Blue's mouse on Red's turn
    app.dispatch(Intent(CONFIRM, "pad:41"))         # a pad nobody joined with
    assert scene.version == 0
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    assert scene.version == 1
    run_until(app, idle(scene), 120)
    app.dispatch(Intent(CONFIRM, KEYBOARD))         # Red's keyboard on Blue's turn
    assert scene.version == 1 and scene.controller() == 1
    app.dispatch(Intent(CONFIRM, MOUSE))
    assert scene.version == 2


def test_one_player_alone_plays_with_keyboard_and_mouse(app):
    scene = start(app, [Seat("human", KEYBOARD), Seat("easy")], cls=OpenToyScene)
    run_until(app, idle(scene), 60)
    app.dispatch(Intent(CONFIRM, MOUSE))            # the same person's other hand
    assert scene.version == 1


def test_after_continue_each_seat_is_claimed_by_a_device(app):
    from tests.support.vpad import VirtualPad
    scene = start(app, [Seat("human"), Seat("human"), Seat("easy")], cls=OpenToyScene)
    pads = [VirtualPad(name="Red pad"), VirtualPad(name="Blue pad")]
    pump(app, 2)
    assert [s.lost for s in scene.seating.seats] == [True, True, False]
    assert scene.lost_banner_text().startswith("Red, take your seat")
    app.dispatch(Intent(CONFIRM, pads[0].device))
    assert scene.seating.seats[0].device == pads[0].device
    assert scene.lost_banner_text().startswith("Blue, take your seat")
    app.dispatch(Intent(CONFIRM, pads[0].device))   # one controller, one player
    assert scene.seating.seats[1].lost and "already plays Red" in app.toasts[-1][0]
    app.dispatch(Intent(CONFIRM, pads[1].device))
    assert scene.seating.lost_seats() == [] and scene.lost_banner_text() is None
    run_until(app, idle(scene), 60)
    app.dispatch(Intent(CONFIRM, pads[1].device))   # Blue's pad on Red's turn: nothing
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    assert scene.version == 0
    app.dispatch(Intent(CONFIRM, pads[0].device))
    assert scene.version == 1
    for p in pads:
        p.detach()


def test_hints_follow_the_device_of_the_seat_whose_turn_it_is(app):
    scene = start(app, [Seat("human", KEYBOARD), Seat("human", "pad:7")], cls=OpenToyScene)
    scene.last_device = "pad:7"
    assert scene.hint_device(0) == KEYBOARD
    assert scene.hint_device(1) == "pad:7"
    scene.last_device = MOUSE                       # Red reached for the mouse
    assert scene.hint_device(0) == MOUSE and scene.hint_device(1) == "pad:7"


def test_hints_for_two_people_on_keyboard_and_mouse_follow_each_seat(app):
    scene = start(app, [Seat("human", KEYBOARD), Seat("human", MOUSE)], cls=OpenToyScene)
    scene.last_device = KEYBOARD                    # Red just played on the keyboard
    assert scene.hint_device(1) == MOUSE            # Blue's turn: Blue's mouse
    scene.last_device = MOUSE
    assert scene.hint_device(0) == KEYBOARD


def test_the_screen_tells_an_action_only_once_its_animations_have_played(app):
    scene = start(app, [Seat("human", KEYBOARD), Seat("easy")], cls=OpenToyScene)
    run_until(app, idle(scene), 60)
    app.dispatch(Intent(CONFIRM, KEYBOARD))
    assert scene.view()["said"] == [1]               # the rules have moved on...
    pump(app, 2)
    assert scene.anim.busy and scene.shown_view()["said"] == []  # ...the screen has not yet
    run_until(app, lambda: not scene.anim.busy, 120)
    assert scene.shown_view() == scene.view() and scene.view()["said"][:1] == [1]


def _bananas_at_a_trap_with_no_banana_left():
    """A level-2 Going Bananas match (random legal moves, seed 1) stopped where
    the end of a round asks for traps but no banana is on a tree or waiting."""
    import random
    from tests.support.bananas import quick_pick, setup
    m = Match(setup(2, 1, "level=2"))
    rng = random.Random(1)
    for _ in range(5000):
        st = m.state
        p = st.pending
        if p is not None and p.KIND == "trap" and sum(st.bananas.values()) == 0 \
                and st.loose == 0:
            return m
        seat = min(st.to_act())
        m.apply(seat, quick_pick(rng, st.legal_actions(seat)))
    raise AssertionError("the playout never reached such a trap decision")


def test_going_bananas_asks_for_no_trap_once_no_banana_is_left():
    from game.app.launch import show_game
    match = _bananas_at_a_trap_with_no_banana_left()
    app = make_app()
    seating = Seating([Seat("human", KEYBOARD), Seat("human", MOUSE)])
    show_game(app, match.spec.scene(app, match, seating))
    # nobody touches anything: the traps cannot matter any more, the game ends
    run_until(app, lambda: match.over, max_frames=600)
    assert match.state.end_reason == "trees_empty"
