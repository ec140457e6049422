"""`python -m game watch FILE.jsonl` and a log dropped on the window: a log
that does not replay exactly, comes from an unknown or newer version, or is
not a log at all gets one sentence and nothing else happens; an older log
that still replays plays with a note."""
from __future__ import annotations

import json
import random

import pygame
import pytest

from game.__main__ import main
from game.core import registry
from game.core.state import Setup
from game.theatre.files import LogProblem, checked, read_log
from game.theatre.scene import TheatreScene
from tests.support.apphost import make_app, pump
from tests.support.conformance import playout


@pytest.fixture(scope="module")
def log_lines() -> list[str]:
    m = playout(Setup("codes", ("random", "random"), 21, None, ()), random.Random(21))
    assert m.over
    return m.record.text().splitlines()


def numbers_at(line: dict, path=()):
    """Every (path, int) in a log line, outside its "type"."""
    for k, v in (line.items() if isinstance(line, dict) else enumerate(line)):
        if type(v) is int:
            yield path + (k,), v
        elif isinstance(v, (dict, list)):
            yield from numbers_at(v, path + (k,))


def put(d, path, value):
    for k in path[:-1]:
        d = d[k]
    d[path[-1]] = value


def altered(lines: list[str], how: str) -> str:
    out = [json.loads(x) for x in lines]
    actions = [i for i, d in enumerate(out) if d["type"] == "action"]
    events = [i for i, d in enumerate(out) if d["type"] == "event" and list(numbers_at(d))]
    if how == "number":
        i = events[len(events) // 2]
        path, v = next(numbers_at(out[i]))
        put(out[i], path, v + 1)
    elif how == "swap":
        a, b = actions[2], actions[3]
        out[a], out[b] = out[b], out[a]
    elif how == "drop":
        del out[actions[len(actions) // 2]]
    elif how == "type":
        i = actions[1]
        out[i]["seat"] = float(out[i]["seat"])
    return "".join(json.dumps(d) + "\n" for d in out)


@pytest.mark.parametrize("how", ["number", "swap", "drop", "type"])
def test_an_altered_log_is_refused_with_its_sentence(how, log_lines, tmp_path, capsys):
    path = tmp_path / f"{how}.jsonl"
    path.write_text(altered(log_lines, how))
    with pytest.raises(LogProblem) as why:
        read_log(path)
    sentence = str(why.value)
    assert sentence.startswith(f"{how}.jsonl") and sentence.endswith(".")
    assert main(["watch", str(path)]) == 2
    err = capsys.readouterr().err
    assert err.strip() == sentence and "Traceback" not in err


@pytest.mark.parametrize("content, words", [
    (b"", "not a match log"),
    (b"hello, this is a shopping list\n", "not a match log"),
    (b"\x89PNG\r\n\x1a\n\x00\x00", "not text"),
    (b'{"type": "setup", "game": "chess", "rules_version": "1", "seats": ["human"], '
     b'"seed": 1, "level": null, "variants": []}\n', "a game this arcade does not have"),
])
def test_what_is_not_a_log_gets_a_sentence(content, words, tmp_path, capsys):
    path = tmp_path / "thing.jsonl"
    path.write_bytes(content)
    assert main(["watch", str(path)]) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err
    assert main(["watch", str(tmp_path / "missing.jsonl")]) == 2
    assert "There is no match log" in capsys.readouterr().err
    assert main(["watch", str(tmp_path)]) == 2
    assert "is a folder" in capsys.readouterr().err


def relabel(lines: list[str], version: str) -> str:
    head = json.loads(lines[0])
    head["rules_version"] = version
    return "\n".join([json.dumps(head), *lines[1:]]) + "\n"


def test_versions_newer_refused_older_plays_with_a_note(log_lines):
    now = registry.spec("codes").rules_version
    newer = str(int(now) + 1)
    with pytest.raises(LogProblem, match="newer Monkey Arcade"):
        checked(relabel(log_lines, newer))
    with pytest.raises(LogProblem, match="newer Monkey Arcade"):
        checked(relabel(log_lines, "next"))
    record, line, note = checked(relabel(log_lines, "0"))
    assert line.final.over and note is not None and "version 0" in note
    assert record.rules_version == now
    # an older log the current rules play differently is refused, saying so
    broken = altered(log_lines, "number").splitlines()
    with pytest.raises(LogProblem, match="older Codes rules"):
        checked(relabel(broken, "0"))


def test_a_log_dropped_on_the_window(log_lines, tmp_path):
    good, bad = tmp_path / "good.jsonl", tmp_path / "bad.jsonl"
    good.write_text("\n".join(log_lines) + "\n")
    bad.write_text(altered(log_lines, "drop"))
    app = make_app()
    menu = app.stack.top
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(bad)))
    pump(app, 2)
    assert app.stack.top is menu and "may have been changed" in app.toasts[-1][0]
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(good)))
    pump(app, 2)
    assert isinstance(app.stack.top, TheatreScene)
    assert app.stack.top.length == sum('"type":"action"' in x for x in log_lines)
