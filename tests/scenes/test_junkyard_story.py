"""Spank the Monkey's story: the log, the header and the words over the table
tell an event only when its picture shows it, for every event kind; and the
words a child reads say the right thing (no "you" on a bot's turn, no
contradiction between two lines, a result table that means something)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.rules.junkyard import text
from game.rules.junkyard.deck import card
from game.scenes.junkyard import story
from tests.scenes.test_junkyard_scene import start
from tests.support.apphost import make_app, pump

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


def documented_kinds() -> set[str]:
    doc = (ROOT / "docs" / "log-format.md").read_text()
    part = doc.split("## Spank the Monkey", 1)[1].split("\n## ", 1)[0]
    part = part.split("### Opening events", 1)[1]
    return set(re.findall(r"^\| `([a-z_]+)` \|", part, re.M))


def emitted_kinds(*paths: Path) -> set[str]:
    kinds: set[str] = set()
    for path in paths or (ROOT / "game" / "rules" / "junkyard").glob("*.py"):
        kinds |= set(re.findall(r'(?:event|emit)\(\s*"([a-z_]+)"', path.read_text()))
    return kinds


def test_every_event_kind_has_a_story_entry():
    rules, doc = emitted_kinds(), documented_kinds()
    assert {"spank", "attack_roll", "collision", "turn", "effect_roll"} <= rules  # parsed right
    assert rules <= set(story.STORY), rules - set(story.STORY)
    assert doc <= set(story.STORY), doc - set(story.STORY)
    cards = emitted_kinds(ROOT / "game" / "core" / "cards.py")   # the shared card piles'
    stale = set(story.STORY) - rules - doc - cards
    assert not stale, stale
    assert story.LATE <= {k for k, (_, told) in story.STORY.items() if told}


def tumbling(scene) -> bool:
    t = scene.table
    dice = list(t.dice) + [f.die for f in t.flashes if f.die is not None]
    return any(d.age < d.roll_for for d in dice)


def test_a_whole_match_tells_no_event_before_its_picture_shows_it(app):
    """Every event kind, in bots' matches: a line is told only once its event's
    animation has begun and never while that event's die still tumbles; the
    header names the turn the table shows ("Purple's turn!"), never the old one."""
    seen: set[str] = set()
    problems: list[str] = []
    for seed in (5, 11):
        scene = start(app, ("easy", "medium", "easy"), seed=seed)
        begun: set[int] = set()
        animated: set[int] = set()
        current: list = [None]               # the event whose animation plays now
        line_of: dict[str, int] = {}         # a line -> its event, for animated events
        told: set[int] = set()
        told_now: list[tuple[str, int]] = []   # told in this frame
        real_animate, real_line, real_add = scene.animate_event, scene.teller.event_line, \
            scene.add_log

        def animate(ev, seat, action, begun=begun, animated=animated,
                    real_animate=real_animate):
            anims = real_animate(ev, seat, action)
            seen.add(ev.kind)
            if anims:
                animated.add(id(ev))
            for a in anims[:1]:
                first = a.begin

                def begin(play, first=first, ev=ev):
                    begun.add(id(ev))
                    current[0] = ev
                    return first(play)
                a.begin = begin
            return anims

        def event_line(ev, real_line=real_line, line_of=line_of, animated=animated):
            line = real_line(ev)
            # an event without a picture of its own is told after the one before it
            if line is not None and id(ev) in animated:
                line_of[line[0]] = id(ev)
            return line

        def add_log(words, *rest, real_add=real_add, line_of=line_of, told=told,
                    told_now=told_now):
            key = line_of.pop(words, None)
            if key is not None:
                told.add(key)
                told_now.append((words, key))
            return real_add(words, *rest)
        scene.animate_event = animate
        scene.teller.event_line = event_line
        scene.add_log = add_log
        for _ in range(40000):
            pump(app, 1, 0.05)
            # a line is told just before its picture begins, in the same frame
            problems.extend(f"told before its picture: {w}" for w, k in told_now
                            if k not in begun)
            told_now.clear()
            ev = current[0]
            if ev is not None and id(ev) in told and tumbling(scene):
                problems.append(f"{ev.kind} told while its die tumbles")
            turn_flash = [f.text for f in scene.table.flashes if f.text.endswith("'s turn!")]
            if turn_flash:
                header, _ = scene.table.status_text(scene.shown_view())
                name = turn_flash[-1][:-len("'s turn!")]
                if not header.startswith(name):
                    problems.append(f"header {header!r} under {turn_flash[-1]!r}")
            if scene.match.over and not scene.anim.busy:
                break
        assert scene.match.over
    assert {"spank", "attack_result", "turn", "junk_destroyed"} <= seen
    assert not problems, sorted(set(problems))[:8]


# ---------------------------------------------------------------------------- words
def test_a_bot_s_turn_is_never_worded_for_you(app):
    from tests.scenes.test_junkyard_scene import position
    st = position(("human", "easy"), [["hay_bale"], ["golden_toilet"]],
                  hands=[["hand_grenade"], ["satellite_dish"]], phase="spank", turn=1,
                  monkey=card("golden_toilet").height)
    scene = start(app, ("human", "easy"), st)
    v = scene.view(None)
    for phase in ("build", "attack", "spank", "discard"):
        words = scene.table.phase_words(dict(v, phase=phase), 1)
        assert "you" not in words.lower().split() and "your" not in words.lower(), words
    assert "needs" in scene.table.phase_words(dict(v, phase="spank"), 1)
    mine = dict(v, phase="spank", spank_need=[2, 2])
    assert "You need 2" in scene.table.phase_words(mine, 0)


def test_letting_the_first_defence_window_go_does_not_say_no_defence():
    """A defence card may still come after the roll: the first line must not deny it."""
    before = {"window": {"seat": 1, "stage": "defend"}, "turn": 0,
              "names": ["Red", "Blue"]}
    line = text.describe({"kind": "done"}, before, 1)
    assert "not defend" not in line and line.startswith("Blue")
    later = text.describe({"kind": "play", "card": "satellite_dish"}, before, 1)
    assert "defends" in later


def test_the_result_table_shows_tower_heights_not_zero_or_one(app):
    from tests.scenes.test_junkyard_scene import position
    st = position(("human", "easy"), [["hay_bale", "golden_toilet"], ["squashy_sofa"]],
                  hands=[[], []], phase="spank")
    scene = start(app, ("human", "easy"), st)
    title, values = scene.result_column()
    assert "height" in title.lower()
    assert values == scene.view(None)["heights"] and values[0] > 1
    from game.scenes.result import ResultScene
    rs = ResultScene(app, scene.match, scene.seating, column=scene.result_column())
    assert rs.column_title == title and rs.scores == values
