"""Only a faithful log replays: every altered or malformed log gets
"replay failed: why" and exit 1, never a traceback."""
from __future__ import annotations

import json
import os

import pytest

from game.__main__ import main
from game.core.headless import play
from game.core.state import Setup


@pytest.fixture(scope="module")
def log_lines():
    m = play(Setup("codes", ("easy", "easy"), 7))
    return [json.loads(x) for x in m.record.text().splitlines()]


def first_action(lines):
    return next(i for i, ln in enumerate(lines) if ln["type"] == "action")


def _seat(value):
    def f(lines):
        lines[first_action(lines)]["seat"] = value
    return f


def _field(key, value):
    def f(lines):
        lines[0][key] = value
    return f


def _action(change):
    def f(lines):
        change(lines[first_action(lines)]["action"])
    return f


def _first_int_field(a):
    key = next(k for k, v in a.items() if k != "kind" and type(v) is int)
    a[key] = True


ALTERATIONS = {
    "a position changed to true": _action(_first_int_field),
    "a seat changed to true": _seat(True),
    "a seat changed to false": _seat(False),
    "a seat changed to 1.0": _seat(1.0),
    "a seed of 7.9": _field("seed", 7.9),
    "a seed of '7'": _field("seed", "7"),
    "no rules version": lambda lines: lines[0].pop("rules_version"),
    "an extra field in an action": _action(lambda a: a.__setitem__("extra", 1)),
    "seats as a string": _field("seats", "easy,easy"),
    "variants as a number": _field("variants", 5),
    "a level as a list": _field("level", [1]),
    "an action kind as a number": _action(lambda a: a.__setitem__("kind", 5)),
    "the result line removed": lambda lines: lines.pop(),
    "an event's whole number made a float": lambda lines: _event_number(lines, float),
    "an event's whole number made a bool": lambda lines: _event_number(lines, bool),
    "a result's score made a bool": lambda lines: lines[-1]["scores"].__setitem__(
        1, bool(lines[-1]["scores"][1])),
}


def _event_number(lines, kind):
    """The first event field holding a whole number (9 -> 9.0, 0 -> false)."""
    for ln in lines:
        if ln["type"] == "event":
            for k, v in ln.items():
                if type(v) is int:
                    ln[k] = kind(v)
                    return
    raise AssertionError("no event holds a whole number")


@pytest.mark.parametrize("name", list(ALTERATIONS))
def test_altered_logs_do_not_replay(name, log_lines, tmp_path, capsys):
    lines = json.loads(json.dumps(log_lines))
    ALTERATIONS[name](lines)
    path = tmp_path / "altered.jsonl"
    path.write_text("".join(json.dumps(ln) + "\n" for ln in lines))
    assert main(["replay", str(path)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("replay failed: ") and "Traceback" not in err


def test_the_faithful_log_replays(log_lines, tmp_path, capsys):
    path = tmp_path / "m.jsonl"
    text = "".join(json.dumps(ln) + "\n" for ln in log_lines)
    cut = text.index("\n", len(text) // 2) + 1
    path.write_text(text[:cut] + "\n   \n" + text[cut:])  # a blank line is harmless
    assert main(["replay", str(path)]) == 0
    assert "replay ok" in capsys.readouterr().out


@pytest.mark.parametrize("content", [
    '{"type":"setup"}\n{"type":"action","seat":0,"action":' + "[" * 50_000 + "]" * 50_000 + "}\n",
    "\x00\xff garbage\n",
    "",
    '[1, 2, 3]\n',
    '{"type":"setup","game":"codes","rules_version":"1","seats":["easy"],"seed":1,"level":null,'
    '"variants":[]}\n{"type":"action","seat":0,"action":{"kind":"flip","pos":[[[0]]]}}\n',
])
def test_malformed_files_say_why(content, tmp_path, capsys):
    path = tmp_path / "bad.jsonl"
    path.write_text(content, encoding="utf-8", errors="surrogateescape")
    assert main(["replay", str(path)]) == 1
    assert capsys.readouterr().err.startswith("replay failed: ")


def test_not_a_file_is_refused_without_blocking(tmp_path, capsys):
    fifo = tmp_path / "fifo"
    os.mkfifo(fifo)
    for path in (fifo, tmp_path, tmp_path / "missing.jsonl"):
        assert main(["replay", str(path)]) == 1
        assert capsys.readouterr().err.startswith("replay failed: ")


def test_headless_arguments_are_checked(tmp_path, capsys):
    base = ["headless", "--game", "codes", "--seats", "random,random"]
    assert main(base + ["--games", "0"]) == 2
    assert main(base + ["--level", "99"]) == 2
    assert main(["headless", "--game", "bananas", "--seats", "random,random",
                 "--level", "-1"]) == 2
    assert main(base + ["--log", str(tmp_path)]) == 2            # a folder
    assert main(base + ["--log", str(tmp_path / "no" / "x.jsonl")]) == 2
    err = capsys.readouterr().err
    assert "--games" in err and "no levels" in err and "Level" in err and "cannot write" in err
    assert "Traceback" not in err


def test_the_default_command_takes_the_play_options(capsys):
    assert main(["--size", "100x"]) == 2  # parsed as play options, refused before a window
    assert "--size must look like 1280x720" in capsys.readouterr().err


PUZZLE = Setup("bot255", ("easy",), 5, None, ("world=simple/01-first-steps",))


def test_a_curated_puzzle_draws_nothing_so_its_log_has_seed_0(tmp_path, capsys):
    """A Bot 255 puzzle's log replayed with any seed (nothing in it depends on
    the seed): a curated puzzle is played and logged with seed 0, and a log
    that names another seed is refused."""
    m = play(PUZZLE)
    lines = [json.loads(x) for x in m.record.text().splitlines()]
    assert lines[0]["seed"] == 0
    path = tmp_path / "puzzle.jsonl"
    path.write_text("".join(json.dumps(ln) + "\n" for ln in lines))
    assert main(["replay", str(path)]) == 0
    lines[0]["seed"] = 6
    path.write_text("".join(json.dumps(ln) + "\n" for ln in lines))
    assert main(["replay", str(path)]) == 1
    assert "seed 0, not 6" in capsys.readouterr().err


def test_a_random_puzzle_keeps_its_seed():
    m = play(Setup("bot255", ("easy",), 5, None, ("world=random",)))
    assert m.record.setup.seed == 5


def test_a_clock_action_altered_does_not_replay(tmp_path, capsys):
    """Bot 255 rules version 4: a `clock` action logs the clocks' readings, so 45 s
    made 46 s shows in what the replay logs."""
    m = play(Setup("bot255", ("easy", "easy"), 3, None, ("minutes=10", "rounds=1")))
    lines = [json.loads(x) for x in m.record.text().splitlines()]
    at = next(i for i, ln in enumerate(lines)
              if ln["type"] == "action" and ln["action"]["kind"] == "clock")
    seconds = lines[at]["action"]["seconds"]
    ticked = next(ln for ln in lines[at + 1:] if ln["type"] == "event")
    assert ticked["event"] == "clock" and ticked["seconds"] == seconds
    assert ticked["match"] == seconds          # the first tick of the match's clock
    path = tmp_path / "m.jsonl"
    path.write_text("".join(json.dumps(ln) + "\n" for ln in lines))
    assert main(["replay", str(path)]) == 0
    lines[at]["action"]["seconds"] = seconds + 1
    path.write_text("".join(json.dumps(ln) + "\n" for ln in lines))
    assert main(["replay", str(path)]) == 1
    assert "replay failed: " in capsys.readouterr().err
