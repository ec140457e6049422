"""Shell pieces that need no window: letterboxing, settings, saves, scene stack."""
from __future__ import annotations

import json

import pytest


from game.app import saves  # noqa: E402
from game.app.display import letterbox  # noqa: E402
from game.app.scene import Scene, SceneStack  # noqa: E402
from game.app.seating import Seating  # noqa: E402
from game.app.settings import Settings  # noqa: E402


@pytest.fixture(autouse=True)
def home(tmp_path, monkeypatch):
    monkeypatch.setenv("MONKEY_ARCADE_HOME", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize("window,expect", [
    ((1920, 1080), (0, 0, 1920, 1080)),
    ((1280, 720), (0, 0, 1280, 720)),
    ((1000, 1000), (0, 219, 1000, 562)),     # bars above and below
    ((3000, 1080), (540, 0, 1920, 1080)),    # bars left and right
    ((333, 700), (0, 256, 333, 187)),
])
def test_letterbox_keeps_16_9_and_centres(window, expect):
    assert tuple(letterbox(window)) == expect


def test_settings_persist_and_survive_garbage(home):
    s, msg = Settings.load()
    assert msg is None and s.fullscreen is True
    s.volume, s.colour_blind, s.bot_speed = 0.3, True, "fast"
    s.save()
    again, msg = Settings.load()
    assert msg is None and (again.volume, again.colour_blind, again.bot_speed) == (0.3, True, "fast")
    Settings.path().write_text("{broken", encoding="utf-8")
    fresh, msg = Settings.load()
    assert fresh == Settings() and "could not be read" in msg
    Settings.path().write_text(json.dumps({"volume": 7, "bot_speed": "warp", "fullscreen": "yes"}))
    odd, msg = Settings.load()
    assert msg is None and odd.volume == 1.0 and odd.bot_speed == "normal" and odd.fullscreen is True


def test_corrupt_save_is_set_aside_with_a_message(home):
    saves.save_path().parent.mkdir(parents=True, exist_ok=True)
    saves.save_path().write_bytes(b"\x00\x01 not a save")
    match, msg = saves.resume()
    assert match is None and "could not be continued" in msg and "kept as" in msg
    assert not saves.exists()
    kept = list(saves.save_path().parent.glob("autosave-broken-*.jsonl"))
    assert len(kept) == 1 and kept[0].read_bytes() == b"\x00\x01 not a save"


def test_missing_save_says_so(home):
    assert saves.resume() == (None, "There is no saved match.")


class Probe(Scene):
    def __init__(self, log, name, opaque=True):
        super().__init__(None)
        self.log, self.name, self.opaque = log, name, opaque

    def enter(self): self.log.append(f"enter {self.name}")
    def exit(self): self.log.append(f"exit {self.name}")
    def pause(self): self.log.append(f"pause {self.name}")
    def resume(self): self.log.append(f"resume {self.name}")


def test_scene_stack_lifecycle_and_overlays():
    log: list[str] = []
    st = SceneStack()
    game, pause, curtain = Probe(log, "game"), Probe(log, "pause", False), Probe(log, "curtain")
    st.push(game)
    st.push(pause)
    assert st.visible() == [game, pause]       # an overlay shows the game beneath
    st.push(curtain)
    assert st.visible() == [curtain]           # an opaque curtain hides everything
    st.pop()
    st.pop()
    assert log == ["enter game", "pause game", "enter pause", "pause pause", "enter curtain",
                   "exit curtain", "resume pause", "exit pause", "resume game"]
    st.reset(Probe(log, "menu"))
    assert log[-2:] == ["exit game", "enter menu"] and len(st.scenes) == 1


def test_seating_routes_devices_to_acting_seats():
    s = Seating.from_kinds(["human", "human", "easy"])
    s.take(0, "pad:3")
    assert s.seat_for("pad:3", {0}) == 0
    assert s.seat_for("pad:3", {1}) == 1      # seat 1 is unbound: any device may play it
    assert s.seat_for("kbd", {0}) is None     # seat 0 belongs to its pad
    assert s.seat_for("kbd", {2}) is None     # bots are never driven by devices
    assert s.device_lost("pad:3") == [0] and s.seat_for("pad:3", {0}) is None
    s.take(0, "kbd")
    assert s.seat_for("kbd", {0}) == 0 and s.lost_seats() == []
