"""Gamepads through real SDL events from virtual pads (tests/support/vpad.py)."""
from __future__ import annotations

import pygame
import pytest

from game.app.scene import Scene
from game.app.seating import Seating
from game.input.gamepads import REPEAT_DELAY, REPEAT_EVERY, Gamepads, Pad
from game.input.intents import (ALT, BACK, CONFIRM, DEVICE_ADDED, DEVICE_REMOVED, DOWN, HELP,
                                LEFT, NEXT, PAUSE, PREV, RIGHT, UP, Intent)
from tests.support.apphost import capture, make_app, pump
from tests.support.vpad import VirtualPad


@pytest.fixture
def pads():
    pygame.display.init()
    pygame.event.clear()
    return Gamepads()


def feed(g: Gamepads) -> list[Intent]:
    """Everything SDL has queued, through the pads; plus what update(0) announces."""
    out: list[Intent] = []
    for ev in pygame.event.get():
        out += g.process(ev)
    return out + g.update(0.0)


def kinds(intents) -> list[str]:
    return [i.kind for i in intents]


def hold_for(g: Gamepads, seconds: float, dt: float = 1 / 60) -> list[tuple[float, str]]:
    """(time, kind) of every intent from update() while `seconds` pass in steps of dt."""
    out, t = [], 0.0
    for _ in range(round(seconds / dt)):
        t += dt
        out += [(t, i.kind) for i in g.update(dt)]
    return out


def test_pygame_is_ce():
    assert getattr(pygame, "IS_CE", False), "plain pygame replaced pygame-ce"


# ---------------------------------------------------------------- hot-plug
def test_attach_gives_one_device_added_and_the_rest_burst_is_silent(pads):
    pad = VirtualPad(name="Blue Pad")
    events = pygame.event.get()
    types = [e.type for e in events]
    # Both ADDED events and the at-rest axis burst (sticks 0, triggers -1) really arrive...
    assert pygame.CONTROLLERDEVICEADDED in types and pygame.JOYDEVICEADDED in types
    assert {round(e.value) for e in events if e.type == pygame.JOYAXISMOTION} == {0, -1}
    out = []
    for ev in events:
        out += pads.process(ev)
    out += feed(pads) + pads.update(1.0)
    # ...and the pad is announced exactly once, by its name, as a controller.
    assert out == [Intent(DEVICE_ADDED, pad.device, value="Blue Pad")]
    assert pads.pads[pad.instance_id].is_controller


def test_pads_plugged_in_before_start_are_announced_once():
    pygame.display.init()
    pad = VirtualPad(name="Early Bird")  # its ADDED events are still queued
    g = Gamepads()
    assert g.update(0.0) == [Intent(DEVICE_ADDED, pad.device, value="Early Bird")]
    assert feed(g) == []  # the queued JOYDEVICEADDED / CONTROLLERDEVICEADDED change nothing


def test_detach_gives_device_removed_once_and_silences_the_pad(pads):
    pad = VirtualPad(name="Red Pad")
    feed(pads)
    pad.press("dpdown")
    pad.axis("leftx", 1.0)
    assert kinds(feed(pads)) == [DOWN, RIGHT]
    pad.detach()
    out = feed(pads)
    assert out == [Intent(DEVICE_REMOVED, pad.device, value="Red Pad")]
    assert pads.pads == {}
    assert pads.update(5.0) == []  # nothing held any more repeats
    # Late events for the vanished instance are ignored, not a crash.
    iid = pad.instance_id
    for ev in (pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=iid, button=0),
               pygame.event.Event(pygame.JOYHATMOTION, instance_id=iid, hat=0, value=(0, 1))):
        assert pads.process(ev) == []
    with pytest.raises(RuntimeError):
        pad.tap("a")


def test_replugged_pad_gets_a_new_instance_id_and_a_new_device_added(pads):
    first = VirtualPad(name="Pad")
    feed(pads)
    first.detach()
    assert kinds(feed(pads)) == [DEVICE_REMOVED]
    again = VirtualPad(name="Pad")
    assert again.instance_id != first.instance_id
    assert feed(pads) == [Intent(DEVICE_ADDED, again.device, value="Pad")]
    again.tap("a")
    assert feed(pads) == [Intent(CONFIRM, again.device)]


def test_pads_coming_and_going_within_one_frame_are_all_found(pads):
    # ADDED events carry a device *index*, which shifts when another pad leaves.
    a = VirtualPad(name="A")
    feed(pads)
    b = VirtualPad(name="B")        # queued as index 1...
    a.detach()                      # ...but by the time we read it, B is index 0
    c = VirtualPad(name="C")
    # (SDL itself rewrites and even drops queued ADDED events here; the order is its own)
    out = feed(pads)
    assert sorted(out, key=repr) == sorted([Intent(DEVICE_ADDED, b.device, value="B"),
                                            Intent(DEVICE_ADDED, c.device, value="C"),
                                            Intent(DEVICE_REMOVED, a.device, value="A")], key=repr)
    b.tap("a")
    c.tap("b")
    assert feed(pads) == [Intent(CONFIRM, b.device), Intent(BACK, c.device)]


def test_losing_window_focus_lets_go_of_held_directions(pads):
    pad = VirtualPad()
    feed(pads)
    pad.press("dpup")
    pad.axis("leftx", -1.0)
    assert kinds(feed(pads)) == [UP, LEFT]
    pygame.event.post(pygame.event.Event(pygame.WINDOWFOCUSLOST, window=None))
    assert feed(pads) == [] and pads.update(1.0) == []  # SDL may never tell us of the release
    pad.axis("leftx", -0.9)                             # back in focus, still pushing
    assert kinds(feed(pads)) == [LEFT]


def test_two_pads_are_two_devices(pads):
    one, two = VirtualPad(name="One"), VirtualPad(name="Two")
    added = feed(pads)
    assert sorted(i.device for i in added) == sorted({one.device, two.device})
    assert one.device != two.device
    two.tap("a")
    one.tap("b")
    assert feed(pads) == [Intent(CONFIRM, two.device), Intent(BACK, one.device)]


# ---------------------------------------------------------------- buttons
@pytest.mark.parametrize("button,kind", [
    ("a", CONFIRM), ("b", BACK), ("x", ALT), ("y", HELP), ("start", PAUSE), ("back", HELP),
    ("leftshoulder", PREV), ("rightshoulder", NEXT),
    ("dpup", UP), ("dpdown", DOWN), ("dpleft", LEFT), ("dpright", RIGHT),
])
def test_controller_buttons(pads, button, kind):
    pad = VirtualPad()
    feed(pads)
    pad.tap(button)
    assert feed(pads) == [Intent(kind, pad.device)]


def test_guide_and_stick_clicks_mean_nothing(pads):
    pad = VirtualPad()
    feed(pads)
    for b in ("guide", "leftstick", "rightstick"):
        pad.tap(b)
    assert feed(pads) == [] and pads.update(1.0) == []


def test_dpad_repeats_while_held_and_stops_on_release(pads):
    pad = VirtualPad()
    feed(pads)
    pad.press("dpright")
    assert kinds(feed(pads)) == [RIGHT]
    got = hold_for(pads, 1.0)
    times = [t for t, _ in got]
    assert {k for _, k in got} == {RIGHT}
    # first repeat after REPEAT_DELAY, then every REPEAT_EVERY: 0.35, 0.47 ... 0.95
    assert len(got) == 6
    assert REPEAT_DELAY - 0.02 < times[0] < REPEAT_DELAY + 0.02
    assert all(abs((b - a) - REPEAT_EVERY) < 0.02 for a, b in zip(times, times[1:]))
    pad.release("dpright")
    assert feed(pads) == [] and hold_for(pads, 1.0) == []


def test_two_dpad_directions_held_repeat_independently(pads):
    pad = VirtualPad()
    feed(pads)
    pad.press("dpup")
    pad.press("dpleft")
    assert kinds(feed(pads)) == [UP, LEFT]
    pad.release("dpup")
    assert feed(pads) == []
    assert {k for _, k in hold_for(pads, 1.0)} == {LEFT}


def test_a_long_stall_gives_one_repeat_not_a_burst(pads):
    pad = VirtualPad()
    feed(pads)
    pad.press("dpdown")
    feed(pads)
    assert kinds(pads.update(3.0)) == [DOWN]
    assert pads.update(REPEAT_EVERY / 2) == []


# ---------------------------------------------------------------- stick
@pytest.mark.parametrize("axis,sign,kind", [
    ("leftx", 1, RIGHT), ("leftx", -1, LEFT), ("lefty", 1, DOWN), ("lefty", -1, UP)])
def test_stick_deadzone_hysteresis_and_repeat(pads, axis, sign, kind):
    pad = VirtualPad()
    feed(pads)
    pad.axis(axis, 0.45 * sign)               # inside the dead zone
    assert feed(pads) == [] and pads.update(1.0) == []
    pad.axis(axis, 0.9 * sign)                # pushed: one intent, then repeats
    assert kinds(feed(pads)) == [kind]
    assert kinds(pads.update(REPEAT_DELAY + 0.01)) == [kind]
    pad.axis(axis, 0.4 * sign)                # eased off, but above the release line: held
    assert feed(pads) == []
    assert kinds(pads.update(REPEAT_EVERY + 0.01)) == [kind]
    pad.axis(axis, 0.2 * sign)                # let go: no more repeats
    assert feed(pads) == [] and pads.update(1.0) == []
    pad.axis(axis, 0.45 * sign)               # back up to 0.45 is not a new push
    assert feed(pads) == []
    pad.axis(axis, 1.0 * sign)
    assert kinds(feed(pads)) == [kind]
    pad.axis(axis, 0.0)                       # straight back to the centre
    assert feed(pads) == [] and pads.update(1.0) == []


def test_stick_flick_across_switches_direction(pads):
    pad = VirtualPad()
    feed(pads)
    pad.axis("leftx", 1.0)
    pad.axis("leftx", -1.0)
    assert kinds(feed(pads)) == [RIGHT, LEFT]
    assert {k for _, k in hold_for(pads, 1.0)} == {LEFT}


def test_stick_holds_one_direction_the_dominant_one(pads):
    pad = VirtualPad()
    feed(pads)
    pad.axis("leftx", 0.9)
    pad.axis("lefty", -0.6)   # drifting up while pushed right: still just right
    assert kinds(feed(pads)) == [RIGHT]
    pad.axis("leftx", 0.1)    # rolled round to up
    assert kinds(feed(pads)) == [UP]
    assert {k for _, k in hold_for(pads, 1.0)} == {UP}


def test_stick_and_dpad_together_both_stop_on_their_own_release(pads):
    pad = VirtualPad()
    feed(pads)
    pad.press("dpright")
    pad.axis("leftx", 1.0)
    assert kinds(feed(pads)) == [RIGHT, RIGHT]
    pad.axis("leftx", 0.0)
    feed(pads)
    assert len(pads.update(REPEAT_DELAY + 0.01)) == 1  # the d-pad alone
    pad.release("dpright")
    feed(pads)
    assert pads.update(1.0) == []


def test_triggers_and_right_stick_are_ignored(pads):
    pad = VirtualPad()
    feed(pads)
    for axis in ("lefttrigger", "righttrigger", "rightx", "righty"):
        pad.axis(axis, 1.0)
    pad.axis("lefttrigger", -1.0)
    assert feed(pads) == [] and pads.update(1.0) == []


# ---------------------------------------------------------------- joystick fallback
def test_plain_joystick_fallback_with_a_real_virtual_joystick(pads):
    stick = VirtualPad(kind="joystick", name="Retro Stick")
    events = pygame.event.get()
    assert pygame.JOYDEVICEADDED in {e.type for e in events}
    assert pygame.CONTROLLERDEVICEADDED not in {e.type for e in events}
    out = []
    for ev in events:
        out += pads.process(ev)
    assert out == [Intent(DEVICE_ADDED, stick.device, value="Retro Stick")]
    assert not pads.pads[stick.instance_id].is_controller
    for button, kind in ((0, CONFIRM), (1, BACK), (2, ALT), (3, HELP), (4, PREV), (5, NEXT),
                         (7, PAUSE)):
        stick.tap(button)
        assert feed(pads) == [Intent(kind, stick.device)], button
    stick.tap(9)
    assert feed(pads) == []
    stick.hat("up")
    assert kinds(feed(pads)) == [UP]
    stick.hat("rightup")                      # rolling onto the diagonal adds right only
    assert kinds(feed(pads)) == [RIGHT]
    stick.hat("right")
    assert feed(pads) == []
    assert {k for _, k in hold_for(pads, 1.0)} == {RIGHT}
    stick.hat("centred")
    assert feed(pads) == [] and pads.update(1.0) == []
    stick.axis(0, -1.0)
    assert kinds(feed(pads)) == [LEFT]
    stick.axis(0, 0.0)
    stick.axis(1, 1.0)
    assert kinds(feed(pads)) == [DOWN]
    stick.detach()
    assert kinds(feed(pads)) == [DEVICE_REMOVED] and pads.update(1.0) == []


def J(t, **kw):
    return pygame.event.Event(t, instance_id=70, **kw)


def test_joystick_axis_resting_off_centre_is_a_trigger_not_a_stick(pads):
    pads.pads[70] = Pad(70, "Odd Pad", None, False)
    # Axis 1 first reports -1 (its rest): whatever it does later is not a direction.
    assert pads.process(J(pygame.JOYAXISMOTION, joy=0, axis=1, value=-1.0)) == []
    assert pads.process(J(pygame.JOYAXISMOTION, joy=0, axis=1, value=1.0)) == []
    assert pads.process(J(pygame.JOYAXISMOTION, joy=0, axis=1, value=-1.0)) == []
    # Axis 0 rests at 0: a normal stick.
    assert pads.process(J(pygame.JOYAXISMOTION, joy=0, axis=0, value=0.01)) == []
    assert kinds(pads.process(J(pygame.JOYAXISMOTION, joy=0, axis=0, value=0.8))) == [RIGHT]
    assert pads.process(J(pygame.JOYAXISMOTION, joy=0, axis=3, value=0.9)) == []  # other axes
    # Controller events for a plain joystick are not its business.
    assert pads.process(J(pygame.CONTROLLERBUTTONDOWN, button=0)) == []
    assert kinds(pads.process(J(pygame.JOYDEVICEREMOVED))) == [DEVICE_REMOVED]


def test_odd_and_unknown_pad_events_never_crash(pads):
    pad = VirtualPad()
    feed(pads)
    odd = [
        pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=9999, button=0),
        pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=9999, axis=0, value=32767),
        pygame.event.Event(pygame.JOYAXISMOTION, instance_id=9999, axis=0, value=1.0),
        pygame.event.Event(pygame.JOYDEVICEADDED, device_index=57),
        pygame.event.Event(pygame.JOYDEVICEADDED, device_index="nope"),
        pygame.event.Event(pygame.CONTROLLERDEVICEADDED),
        pygame.event.Event(pygame.JOYDEVICEREMOVED, instance_id=4242),
        pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED),
        pygame.event.Event(pygame.CONTROLLERDEVICEREMAPPED, instance_id=pad.instance_id),
        pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=pad.instance_id),  # no button
        pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=pad.instance_id, axis=0,
                           value="left"),
        pygame.event.Event(pygame.USEREVENT, instance_id=pad.instance_id),
    ]
    for ev in odd:
        assert pads.process(ev) == [], ev
    assert list(pads.pads) == [pad.instance_id]
    pad.tap("a")
    assert kinds(feed(pads)) == [CONFIRM]


# ---------------------------------------------------------------- through the App
class Recorder(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.seen: list[Intent] = []

    def handle(self, intent):
        self.seen.append(intent)


def test_app_sends_pad_comings_and_goings_to_every_scene_and_buttons_to_the_top():
    app = make_app(start_scene=False)
    below, top = Recorder(app), Recorder(app)
    app.push(below)
    app.push(top)
    seen = capture(app)
    pad = VirtualPad(name="Green Pad")
    pump(app, 2)
    pad.tap("a")
    pad.press("dpleft")
    pump(app, 30)                    # 0.5 s: one press, two repeats
    pad.detach()
    pump(app, 30)
    assert kinds(seen) == [DEVICE_ADDED, CONFIRM, LEFT, LEFT, LEFT, DEVICE_REMOVED]
    assert {i.device for i in seen} == {pad.device}
    assert kinds(below.seen) == [DEVICE_ADDED, DEVICE_REMOVED]
    assert kinds(top.seen) == kinds(seen)
    assert app.sounds.played.count("join") == 1
    assert app.running


# ---------------------------------------------------------------- seats
def test_seating_binds_loses_and_takes_back_seats():
    seating = Seating.from_kinds(["human", "human", "easy"])
    everyone = {0, 1, 2}
    assert seating.humans() == [0, 1]
    assert seating.seat_for("kbd", everyone) == 0          # the first free human seat
    seating.take(0, "kbd")
    assert seating.seat_for("kbd", everyone) == 0          # bound
    assert seating.seat_for("pad:3", everyone) == 1        # next free one
    assert seating.seat_for("pad:3", {0}) is None          # seat 0 belongs to the keyboard
    assert seating.seat_for("pad:3", {2}) is None          # bots are never played by a device
    seating.take(1, "pad:3")
    assert seating.seat_for("pad:3", {0, 1}) == 1
    assert seating.seat_for("pad:9", everyone) is None     # no free seat left
    # The pad is unplugged mid-match: its seat waits, nobody else plays it by accident.
    assert seating.device_lost("pad:3") == [1]
    assert seating.lost_seats() == [1]
    assert seating.seat_for("pad:3", {1}) is None
    assert seating.seat_for("kbd", {1}) is None
    assert seating.device_lost("pad:77") == [] and seating.lost_seats() == [1]
    # Another pad (a new instance id) takes the seat back; the old id means nothing now.
    seating.take(1, "pad:4")
    assert seating.lost_seats() == []
    assert seating.seat_for("pad:4", {1}) == 1
    assert seating.seat_for("pad:3", {1}) is None
    assert seating.seats[0].device == "kbd" and not seating.seats[0].lost
    assert seating.seats[2].device is None and not seating.seats[2].human


def test_device_lost_reaches_every_seat_of_that_device():
    seating = Seating.from_kinds(["human", "human", "human"])
    seating.take(0, "pad:5")
    seating.take(2, "pad:5")          # one pad can play two seats (hot-seat)
    assert seating.device_lost("pad:5") == [0, 2]
    assert seating.seat_for("kbd", {0, 1, 2}) == 1
    seating.take(0, "kbd")
    assert seating.lost_seats() == [2]



@pytest.mark.parametrize("order", [(0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0)])
def test_every_pad_still_answers_after_others_leave_and_new_ones_come(pads, order):
    # pygame-ce caches a Controller per device index: after an unplug the pad
    # that moves down to the freed index must not be mistaken for the old one,
    # and a pad plugged in afterwards must be heard.
    live = []
    for n in range(3):
        live.append(VirtualPad(name=f"P{n}"))
        feed(pads)
    gone = []
    for k, i in enumerate(order[:2]):
        live[i].detach()
        gone.append(live[i])
        feed(pads)
        fresh = VirtualPad(name=f"New{k}")
        added = feed(pads)
        assert added == [Intent(DEVICE_ADDED, fresh.device, value=f"New{k}")]
        live.append(fresh)
        for pad in live:
            if pad in gone:
                continue
            pad.tap("a")
            assert feed(pads) == [Intent(CONFIRM, pad.device)], f"{pad.device} is not heard"
    assert sorted(pads.pads) == sorted(p.instance_id for p in live if p not in gone)
