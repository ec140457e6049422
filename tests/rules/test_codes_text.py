"""Codes words: the log sentences for events, what the table says out loud, why
an undo is refused, the result lines. Pure Python, the names in force."""
from __future__ import annotations

import subprocess
import sys

from game.rules.codes import text
from game.rules.codes.text import (char_word, code_words, describe_event, result_lines, speech,
                                   undo_refused)
from tests.support.playouts import codes_events

NAMES = ["Red", "Blue", "Green"]
CB = ["Vermilion", "Blue", "Green"]  # the colour-blind palette's names


playout_events = codes_events


# ---------------------------------------------------------------- log sentences
def test_table_actions_tell_what_came_out():
    flip = {"event": "flip", "seat": 1, "pos": 2, "before": "suns", "after": "ace", "coin": "suns:ace"}
    assert describe_event(flip, None, NAMES) == "Blue flipped coin 3: now it shows an ace."
    assert describe_event({"event": "swap", "seat": 0, "a": 0, "b": 4}, None, NAMES) == \
        "Red swapped coins 1 and 5."
    assert describe_event({"event": "move", "seat": 2, "src": 4, "dst": 0}, None, NAMES) == \
        "Green moved coin 5 to place 1."
    rep = {"event": "replace", "seat": 0, "pos": 0, "shows": "arms", "removed_shows": "3"}
    assert describe_event(rep, None, NAMES) == "Red put coin 1 in the bag and drew arms."


def test_the_names_in_force_are_used():
    ev = {"event": "swap", "seat": 0, "a": 1, "b": 2}
    assert describe_event(ev, None, CB).startswith("Vermilion swapped")
    view = {"names": CB}
    assert describe_event(ev, view).startswith("Vermilion")        # from the view
    assert describe_event(ev, view, NAMES).startswith("Red")      # names given win


def test_endings():
    assert describe_event({"event": "win", "seats": [2]}, None, NAMES) == "Green wins!"
    assert describe_event({"event": "win", "seats": [0, 2]}, None, NAMES) == "Red and Green win!"
    assert describe_event({"event": "draw", "reason": "round_limit"}, None, NAMES) == \
        "Out of rounds: nobody wins this time."
    assert "nobody wins" in describe_event({"event": "draw", "reason": "safety_stop"}, None, NAMES)
    assert describe_event({"event": "draw", "reason": "all_out"}, None, NAMES) == \
        "Everyone is out: nobody wins this time."


def test_claims_guesses_and_outs():
    assert describe_event({"event": "claim", "seat": 1, "correct": True}, None, NAMES) == \
        "Blue was right!"
    assert describe_event({"event": "claim", "seat": 1, "correct": False}, None, NAMES) == \
        "It wasn't Blue's code: Blue is out."
    right = {"event": "guess", "seat": 0, "chars": ["suns", "2"], "correct": True, "points": 4}
    assert describe_event(right, None, NAMES) == "Red guessed sun  2: right! +4 points."
    wrong = dict(right, correct=False, points=0)
    assert describe_event(wrong, None, NAMES) == "Red guessed sun  2: wrong, Red is out."
    # the claim or guess line already said "out"
    assert describe_event({"event": "out", "seat": 1, "reason": "claim"}, None, NAMES) is None
    assert describe_event({"event": "out", "seat": 1, "reason": "guess"}, None, NAMES) is None
    assert describe_event({"event": "out", "seat": 1, "reason": "other"}, None, NAMES) == \
        "Blue is out."


def test_quiet_events_have_no_sentence():
    for kind in ("turn", "coin_drawn", "secret_code", "guess_char", "reveal", "match", "start"):
        assert describe_event({"event": kind, "seat": 0}, None, NAMES) is None


def test_every_event_of_random_matches_can_be_told_and_hides_nothing():
    """No event crashes the words, and a guessed picture is never told before the
    guess is whole (guess_char stays silent)."""
    told = set()
    for seed, variants in enumerate([(), ("mode=coop",), ("mode=coop_guess",), ("memory",),
                                     ("teams=2",), ("five_in_long", "code=7"), ("two_actions",)]):
        for ev in playout_events(seed, variants, n=4 if "teams=2" in variants else 3):
            line = describe_event(ev, None, NAMES)
            assert line is None or (line and "{" not in line and "None" not in line), line
            if line:
                told.add(ev["event"])
            if ev["event"] == "guess_char":
                assert line is None
    assert {"flip", "swap", "move", "replace"} <= told


def test_the_spec_names_these_words():
    from game.games.codes import SPEC
    assert SPEC.describe_event is describe_event


def test_the_words_need_no_pygame():
    code = ("import sys; import game.rules.codes.text, game.rules.codes.places; "
            "assert 'pygame' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


# ---------------------------------------------------------------- the rest
def test_characters_and_codes_read_out():
    assert [char_word(c) for c in ("suns", "ace", "arms", "null", "2")] == \
        ["a sun", "an ace", "arms", "a blank", "a 2"]
    assert code_words(["moons", None, "5"]) == "moon  ?  5"


def test_speech_bubbles():
    said, verdict = speech({"event": "claim", "seat": 0, "correct": True}, NAMES)
    assert said == "Red says: \u201cThe table shows my code!\u201d"
    assert verdict == "Yes! It really is Red's code!"
    assert "out" in speech({"event": "claim", "seat": 2, "correct": False}, NAMES)[1]
    assert speech({"event": "guess", "seat": 1, "chars": ["3"], "correct": True, "points": 5},
                  CB) == ["Blue guessed 3 \u2014 right! 5 points!"]
    assert speech({"event": "memorized"}, NAMES) == ["Everyone knows their code. Let's play!"]
    assert len(speech({"event": "table_redraw"}, NAMES)) == 1
    assert speech({"event": "turn", "seat": 0}, NAMES) == []


def test_undo_refused_names_who_made_the_move():
    flip = {"seat": 1, "action": {"kind": "flip", "pos": 2}}
    assert undo_refused(flip, 0, NAMES) == (
        "Blue just flipped that coin. You can't flip it straight back \u2014 try something else!")
    assert undo_refused(flip, 1, NAMES).startswith("You just flipped")
    swap = {"seat": 2, "action": {"kind": "swap", "a": 0, "b": 1}}
    assert undo_refused(swap, 0, CB).startswith("Green just moved those coins.")
    assert undo_refused(None, 0, NAMES) == (
        "That would put the table back the way it was before the last turn. Try something else!")
    end = {"seat": 1, "action": {"kind": "end_turn"}}  # a two-action turn, undone as a whole
    assert undo_refused(end, 0, NAMES).startswith("That would put the table back the way it was "
                                                  "before Blue's turn.")


def test_result_lines_one_per_team_then_the_table():
    table = [{"shows": c} for c in ("suns", "2", "moons")]
    view = {"players": 4, "teams": [0, 1, 0, 1], "table": table,
            "secrets": {"codes": [["suns"], ["2"], ["suns"], ["2"]], "code": None}}
    assert result_lines(view, NAMES + ["Yellow"]) == [
        "Red & Green's code: sun", "Blue & Yellow's code: 2", "The table showed: sun  2  moon"]
    coop = {"players": 2, "teams": None, "table": table,
            "secrets": {"codes": None, "code": ["suns", "2", "moons"]}}
    assert result_lines(coop, NAMES)[0] == "The secret code was: sun  2  moon"
    alone = {"players": 2, "teams": None, "table": table,
             "secrets": {"codes": [["moons"], None], "code": None}}
    assert result_lines(alone, CB)[0] == "Vermilion's code: moon"


def test_actions_are_still_described():
    assert text.describe({"kind": "end_turn"}, {"names": NAMES, "turn": 1}) == \
        "Blue stopped after one action."
