"""Going Bananas words: the log sentences for events, what the table says out
loud, the curtain and the result lines. Pure Python, the names in force."""
from __future__ import annotations

import subprocess
import sys

from game.rules.bananas.text import (curtain_message, describe_event, result_lines, speech,
                                     step_denied)
from tests.support.playouts import bananas_events

NAMES = ["Red", "Blue", "Green"]
CB = ["Vermilion", "Blue", "Green"]  # the colour-blind palette's names


playout_events = bananas_events


# ---------------------------------------------------------------- log sentences
def test_events_are_told_with_the_names_in_force():
    assert describe_event({"event": "dice", "seat": 1, "dice": [4, 2]}, None, NAMES) == \
        "Blue rolled 4 and 2."
    assert describe_event({"event": "dice", "seat": 0, "dice": [3]}, None, CB) == \
        "Vermilion rolled 3."
    assert describe_event({"event": "move_end", "seat": 0, "steps": 1, "number": 5, "die": 3,
                           "full": False}, None, NAMES) == "Red moved 1 hex to a 5."
    assert describe_event({"event": "move_end", "seat": 2, "steps": 3, "number": 4, "die": 3,
                           "full": True}, None, NAMES) == "Green moved 3 hexes to a 4."
    assert describe_event({"event": "stash", "seat": 1, "tree": 4, "stash": 2}, None, NAMES) == \
        "Blue put a banana in the stash (2)."
    assert describe_event({"event": "trapped", "seat": 0, "owner": 2}, None, NAMES) == \
        "Red fell into Green's trap!"
    assert describe_event({"event": "round_start", "round": 3, "first": 1}, None, NAMES) == \
        "Round 3."
    view = {"names": CB}
    assert describe_event({"event": "swing", "seat": 0, "number": 6}, view) == \
        "Vermilion swung to a 6."                                            # from the view
    assert describe_event({"event": "swing", "seat": 0, "number": 6}, view, NAMES) == \
        "Red swung to a 6."                                                  # names given win


def test_a_7nana_is_told_only_when_it_is_denied_and_says_why():
    ev = {"event": "7nana", "seat": 1, "die": 3, "number": 4, "tree": 2, "result": "denied"}
    assert describe_event(dict(ev, reason="occupied"), None, NAMES) == \
        "Tree 2 is taken: no climb for Blue."
    assert describe_event(dict(ev, reason="no_banana"), None, NAMES) == \
        "Tree 2 has no bananas left: no climb."
    assert describe_event(dict(ev, reason="same_tree"), None, NAMES) == \
        "Blue just had a banana from tree 2: not the same tree twice in a row."
    assert "trap" in (describe_event(dict(ev, reason="trap"), None, NAMES) or "")
    assert describe_event(dict(ev, result="climbed"), None, NAMES) is None
    assert describe_event(dict(ev, result="stayed"), None, NAMES) is None


def test_a_refused_step_names_the_monkey_unless_it_is_yours():
    ev = {"event": "denied", "seat": 1, "step": 0, "what": "down",
          "reason": "Your monkey is not up a tree.", "replay": False}
    assert describe_event(ev, None, NAMES) == "Step 1: Blue's monkey is not up a tree."
    assert describe_event(ev, None, NAMES, you=1) == "Step 1: Your monkey is not up a tree."
    assert step_denied(ev, NAMES, you=0) == "Step 1: Blue's monkey is not up a tree."
    assert speech(ev, NAMES, you=1) == "Step 1: Your monkey is not up a tree."


def test_falling_bananas_are_news_and_time_passing_is_not():
    assert describe_event({"event": "time_up", "tree": 3, "die": 3}, None, NAMES) == \
        "Time! A banana fell off tree 3."
    assert describe_event({"event": "time_up", "tree": None, "die": 6}, None, NAMES) is None
    for kind in ("timer_set", "coded", "code_locked", "step", "move", "climb", "game_over",
                 "rotten_picked", "missions_drawn"):
        assert describe_event({"event": kind, "seat": 0}, None, NAMES) is None, kind


def test_every_event_of_random_matches_can_be_told_and_spoken():
    told, spoken = set(), set()
    for seed, level in enumerate((1, 2, 3, 4, 5, 7)):
        for ev in playout_events(seed, level):
            for line in (describe_event(ev, None, NAMES), speech(ev, NAMES)):
                assert line is None or (line and "{" not in line and "None" not in line), \
                    (ev, line)
            if describe_event(ev, None, NAMES):
                told.add(ev["event"])
            if speech(ev, NAMES):
                spoken.add(ev["event"])
    assert {"dice", "move_end", "round_start", "stash"} <= told
    assert {"round_start", "codes_revealed"} <= spoken


# ---------------------------------------------------------------- said out loud
def test_the_table_says_what_happens():
    assert speech({"event": "round_start", "round": 2}, NAMES) == \
        "Round 2! New dice for everyone."
    assert speech({"event": "move_end", "seat": 0, "steps": 2, "die": 4, "full": False},
                  NAMES) == "Red could only go 2 of 4 hexes."
    assert speech({"event": "move_end", "seat": 0, "steps": 4, "die": 4, "full": True},
                  NAMES) is None
    assert speech({"event": "7nana", "seat": 0, "die": 3, "number": 4, "result": "climbed"},
                  NAMES) == "7nana! 3 + 4 = 7"
    assert speech({"event": "loop", "seat": 2, "replays": [0, 1]}, NAMES) == \
        "Loop! Green plays steps 1 and 2 again."
    assert speech({"event": "loop", "seat": 2, "replays": [0]}, NAMES) == \
        "Loop! Green plays step 1 again."
    assert speech({"event": "tree_die", "seat": 1, "die": 6, "result": "choose", "tree": None},
                  NAMES) == "Tree die: 6! Blue picks the tree."
    assert speech({"event": "tree_die", "seat": 1, "die": 5, "result": "full", "tree": 5},
                  NAMES) == "Tree die: 5. Tree 5 is full: we roll again next round."
    assert speech({"event": "monkey_roll", "seat": 1, "die": 2, "free": 0}, NAMES) is None


def test_the_curtain_hides_a_rotten_pick_from_its_owner():
    assert curtain_message({"kind": "code", "seats": [0, 1]}, 1, NAMES) == \
        "Blue codes in secret! Everyone else, look away."
    assert curtain_message({"kind": "rotten", "seat": 2, "owner": 0}, 2, NAMES) == \
        "Green picks Red's secret rotten tree! Red, look away."


def test_result_lines_count_every_banana():
    view = {"monkeys": [{"stash": 3, "carrying": 4}, {"stash": 1, "carrying": None}],
            "mission_bonus": [0, 3], "scores": [4.0, 4.0]}
    assert result_lines(view, NAMES) == [
        "Red: 4 bananas (3 in the stash, 1 still up a tree)",
        "Blue: 4 bananas (1 in the stash, +3 for missions)"]
    view = {"monkeys": [{"stash": 1, "carrying": None}], "mission_bonus": [0], "scores": [1.0]}
    assert result_lines(view, NAMES) == ["Red: 1 banana (1 in the stash)"]


# ---------------------------------------------------------------- wiring
def test_the_spec_names_these_words():
    from game.games.bananas import SPEC
    assert SPEC.describe_event is describe_event


def test_the_words_need_no_pygame():
    code = "import sys; import game.rules.bananas.text; assert 'pygame' not in sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


# ---------------------------------------------------------------- the end, and a walked move
def test_the_mission_bonus_and_a_stalled_end_are_told():
    bonus = {"event": "mission_bonus", "seat": 1, "trees": [2, 4, 5], "collected": [2, 4, 5],
             "in_order": True, "bonus": 3}
    assert describe_event(bonus, None, NAMES) == \
        "Blue got bananas from all 3 mission trees, in order: +3!"
    assert speech(dict(bonus, in_order=False, bonus=1), CB) == \
        "Blue got bananas from all 3 mission trees: +1!"
    stalled = {"event": "stalled", "reason": "same_tree", "tree": 4, "trees": {"4": 2},
               "left": 2, "last_trees": [4, 4, 4]}
    words = describe_event(stalled, None, NAMES)
    assert words == speech(stalled, NAMES)
    assert words is not None and "tree 4" in words and "2 bananas are" in words
    assert "1 banana is" in (describe_event(dict(stalled, left=1), None, NAMES) or "")


def test_a_hex_already_walked_is_never_called_crossing():
    from game.rules.bananas.text import passed_hex
    for here in (True, False):
        words = passed_hex(here)
        assert "twice" not in words and "cross" not in words and "glowing" in words
    assert passed_hex(True) != passed_hex(False)
