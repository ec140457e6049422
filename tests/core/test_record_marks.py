"""The log marks who may see each action, as it marks events, and records the
settings in force; a seat's copy of a log holds only what that seat may know."""
from __future__ import annotations

import json

import pytest

from game.core import record
from game.core.errors import BadRecord
from game.core.headless import play
from game.core.match import Match
from game.core.state import Setup


@pytest.fixture(scope="module")
def magic():
    """A level-4 Going Bananas match: secret coding and secret rotten-tree picks."""
    return play(Setup("bananas", ("easy", "easy", "easy"), 5, level="4"))


def actions(lines):
    return [ln for ln in lines if ln["type"] == "action"]


def test_secret_actions_are_marked_with_who_may_see_them(magic):
    lines = magic.record.lines()
    coding = [ln for ln in actions(lines) if ln["action"]["kind"] in ("place_die", "lock_code")]
    picks = [ln for ln in actions(lines) if ln["action"]["kind"] == "pick_rotten"]
    moves = [ln for ln in actions(lines) if ln["action"]["kind"] == "move_to"]
    assert coding and picks and moves
    assert all(ln["to"] == [ln["seat"]] for ln in coding)
    for ln in picks:  # everyone but the owner (the seat on the picker's left)
        assert ln["seat"] in ln["to"] and len(ln["to"]) == 2
    assert all("to" not in ln for ln in moves)  # paths are chosen in the open


@pytest.mark.parametrize("seat", [0, 1, 2, None])
def test_a_seats_copy_holds_only_what_it_may_see(magic, seat):
    full = magic.record.lines()
    mine = magic.record.lines(seat)
    assert mine[0] == full[0] and mine[-1] == full[-1]
    assert all("to" not in ln or seat in ln["to"] for ln in mine)
    hidden = [ln for ln in full if "to" in ln and seat not in ln["to"]]
    assert hidden and len(mine) == len(full) - len(hidden)
    # another seat's code never reaches this copy, even in words
    text = magic.record.text(seat)
    others = {s for s in (0, 1, 2) if s != seat}
    for ln in actions(full):
        if ln["action"]["kind"] == "place_die" and ln["seat"] in others:
            assert json.dumps(ln, separators=(",", ":")) not in text


def test_the_setup_line_holds_the_settings_in_force(magic):
    first = magic.record.lines()[0]
    assert first["settings"] == {"level": 4, "missions": True, "jungle": "random",
                                 "max_rounds": 50}
    assert first["variants"] == []  # asked for: nothing; in force: the defaults above


def _altered(m, change) -> str:
    lines = json.loads(json.dumps(m.record.lines()))
    change(lines)
    return "".join(json.dumps(ln) + "\n" for ln in lines)


def _unmark(lines):
    next(ln for ln in lines if ln["type"] == "action" and "to" in ln).pop("to")


def _mark_public(lines):
    next(ln for ln in lines if ln["type"] == "action" and "to" not in ln)["to"] = [0]


def _settings(lines):
    lines[0]["settings"]["missions"] = False


@pytest.mark.parametrize("change,why", [
    (_unmark, "who may see it differs"),
    (_mark_public, "who may see it differs"),
    (_settings, "settings in force differ"),
    (lambda lines: lines[0].__setitem__("settings", [1]), "settings are an object"),
    (lambda lines: next(ln for ln in lines if ln["type"] == "action").__setitem__("to", [True]),
     "list of seat numbers"),
])
def test_altered_marks_and_settings_do_not_replay(magic, change, why):
    with pytest.raises(BadRecord, match=why):
        Match.replay(record.parse(_altered(magic, change)))


def test_the_faithful_log_replays_with_its_marks(magic):
    again = Match.replay(record.parse(magic.record.text()))
    assert again.record.text() == magic.record.text()
