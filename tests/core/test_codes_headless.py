"""Codes through the public headless contract: play, log, replay, tampering."""
from __future__ import annotations

import json

import pytest

from game.__main__ import main
from game.core.errors import BadRecord
from game.core.headless import play
from game.core.match import Match
from game.core.record import load
from game.core.state import Setup


def test_headless_games_and_logs(tmp_path, capsys):
    log = tmp_path / "codes.jsonl"
    rc = main(["headless", "--game", "codes", "--seats", "random,easy,random", "--seed", "3",
               "--games", "3", "--log", str(log), "--variant", "two_actions",
               "--variant", "max_rounds=20"])
    assert rc == 0
    out = capsys.readouterr().out
    assert "3 matches of codes" in out
    files = sorted(tmp_path.glob("codes-*.jsonl"))
    assert [f.name for f in files] == ["codes-0.jsonl", "codes-1.jsonl", "codes-2.jsonl"]
    for f in files:
        lines = [json.loads(x) for x in f.read_text().splitlines()]
        assert lines[0]["type"] == "setup" and lines[0]["game"] == "codes"
        assert lines[0]["variants"] == ["two_actions", "max_rounds=20"]
        assert lines[-1]["type"] == "result"
        assert {x["type"] for x in lines} == {"setup", "event", "action", "result"}
        assert main(["replay", str(f)]) == 0
    assert "replay ok" in capsys.readouterr().out


def test_single_game_log_and_replay(tmp_path, capsys):
    log = tmp_path / "one.jsonl"
    assert main(["headless", "--game", "codes", "--seats", "medium,random", "--seed", "9",
                 "--log", str(log)]) == 0
    assert "seed 9" in capsys.readouterr().out
    assert main(["replay", str(log)]) == 0


def _tamper(path, pred, change):
    lines = [json.loads(x) for x in path.read_text().splitlines()]
    for line in lines:
        if pred(line):
            change(line)
            break
    else:
        raise AssertionError("nothing to tamper with")
    path.write_text("".join(json.dumps(x) + "\n" for x in lines))


@pytest.mark.parametrize("what", ["table_draw", "coin_drawn", "replace", "result", "secret_code"])
def test_tampered_logs_fail(tmp_path, capsys, what):
    log = tmp_path / "t.jsonl"
    # replaces happen in most random matches; find a seed with one
    for seed in range(1, 50):
        m = play(Setup("codes", ("random", "random"), seed))
        if any(s.action["kind"] == "replace" for s in m.record.steps):
            break
    m.record.save(log)
    assert main(["replay", str(log)]) == 0
    if what == "result":
        _tamper(log, lambda x: x["type"] == "result", lambda x: x.update(winners=[0, 1]))
    elif what == "replace":
        _tamper(log, lambda x: x.get("event") == "replace",
                lambda x: x.update(shows="moons" if x["shows"] != "moons" else "suns"))
    elif what == "coin_drawn":
        _tamper(log, lambda x: x.get("event") == "coin_drawn",
                lambda x: x.update(coin="suns:2" if x["coin"] != "suns:2" else "suns:3"))
    elif what == "table_draw":
        _tamper(log, lambda x: x.get("event") == "table_draw",
                lambda x: x.update(pos=x["pos"] + 1))
    else:
        _tamper(log, lambda x: x.get("event") == "secret_code",
                lambda x: x.update(code=list(reversed(x["code"])) if x["code"] != x["code"][::-1]
                                   else ["arms"] * 5))
    with pytest.raises(BadRecord):
        Match.replay(load(log))
    assert main(["replay", str(log)]) == 1
    assert "replay failed" in capsys.readouterr().err


def test_tampered_action_fails(tmp_path):
    m = play(Setup("codes", ("random", "random"), 4))
    log = tmp_path / "a.jsonl"
    m.record.save(log)
    # an action that cannot be legal: a coin place that does not exist
    _tamper(log, lambda x: x["type"] == "action", lambda x: x.update(action={"kind": "flip", "pos": 99}))
    assert main(["replay", str(log)]) == 1


def test_bad_headless_setups_fail(capsys):
    assert main(["headless", "--game", "codes", "--seats", "random", "--seed", "1"]) != 0
    assert main(["headless", "--game", "codes", "--seats", "random,random", "--seed", "1",
                 "--variant", "nonsense"]) != 0
    assert main(["headless", "--game", "codes", "--seats", "human,random"]) != 0


@pytest.mark.parametrize("variants", [("memory",), ("mode=coop",), ("mode=coop_guess",),
                                      ("teams=2", "two_actions"), ("five_in_long", "code=8")])
def test_every_bot_kind_finishes_variants(variants):
    seats = ("easy", "medium", "random", "easy")
    m = play(Setup("codes", seats, 21, None, variants + ("max_rounds=20",)))
    assert m.over
    twin = Match.replay(m.record)
    assert twin.record.text() == m.record.text()
