"""The core contracts, exercised with a toy game (see toygame.py)."""
from __future__ import annotations

import json
import os

import pytest

from game.core.errors import BadRecord, IllegalAction
from game.core.events import event, visible
from game.core.headless import play
from game.core.match import Match
from game.core.record import atomic_write, load, parse
from game.core.state import Option, Setup, parse_variant

import toygame


@pytest.fixture(autouse=True)
def toy_registered(register_game):
    register_game(toygame.spec())


def setup(seed=3, seats=("random", "random"), variants=()):
    return Setup("toy", seats, seed, None, variants)


def test_variants_parse_to_typed_values():
    assert parse_variant("memory") == ("memory", True)
    assert parse_variant("length=7") == ("length", 7)
    assert parse_variant("mode=coop") == ("mode", "coop")
    assert parse_variant("show=false") == ("show", False)
    s = setup(variants=("target=20", "fast"))
    assert s.options() == {"target": 20, "fast": True}
    assert Setup.from_json(json.loads(json.dumps(s.to_json()))) == s


def test_option_writes_a_variant_only_when_not_default():
    o = Option("length", "Code length", "How long codes are.", (5, 6, 7), 5)
    assert o.variant(5) is None and o.variant(7) == "length=7"
    b = Option("memory", "Memory", "Remember your code.")
    assert b.variant(False) is None and b.variant(True) == "memory"


def test_codec_round_trips_tuples():
    a = toygame.Hold((1, 2, 3))
    back = toygame.CODEC.from_json(json.loads(json.dumps(a.to_json())))
    assert back == a and hash(back) == hash(a)
    with pytest.raises(BadRecord):
        toygame.CODEC.from_json({"kind": "jump"})


def test_private_events_reach_only_their_seats():
    evs = [event("a", x=1), event("b", to=[1], y=2), event("c", to=[])]
    assert [e.kind for e in visible(evs, 0)] == ["a"]
    assert [e.kind for e in visible(evs, 1)] == ["a", "b"]
    assert [e.kind for e in visible(evs, None)] == ["a"]
    assert evs[1].to_json() == {"event": "b", "y": 2, "to": [1]}


def test_illegal_action_leaves_state_unchanged():
    m = Match(setup())
    before = (m.state.view(0), len(m.record.steps))
    with pytest.raises(IllegalAction) as err:
        m.apply(1, toygame.Roll())
    assert err.value.reason == "Wait for your turn."
    assert (m.state.view(0), len(m.record.steps)) == before


def test_allows_says_no_to_what_apply_refuses_seat_true_or_a_float_seat():
    # True == 1 and 1.0 == 1, so "is it among the legal actions" alone said yes
    m = Match(setup())
    m.apply(0, toygame.Roll())
    st = m.state
    assert st.allows(1, toygame.Roll()) and st.allows(1, toygame.Hold())
    for seat in (True, 1.0, "1", None, [1]):
        assert not st.allows(seat, toygame.Roll())
        with pytest.raises(IllegalAction):
            st.apply(seat, toygame.Roll())
    assert not st.allows(1, toygame.Hold(dice=[]))  # a list where the codec says tuple
    assert not st.allows(0, toygame.Roll())  # not that seat's turn: check says no


def test_same_seed_same_match_and_replay_reproduces(tmp_path):
    a, b = play(setup(seed=11)), play(setup(seed=11))
    assert a.record.text() == b.record.text()
    path = tmp_path / "m.jsonl"
    a.record.save(path)
    again = Match.replay(load(path))
    assert again.record.text() == a.record.text()
    lines = [json.loads(x) for x in path.read_text().splitlines()]
    assert lines[0]["type"] == "setup" and lines[0]["rules_version"] == "t1"
    assert lines[-1]["type"] == "result" and lines[-1]["winners"] == a.state.winners()
    assert {ln["type"] for ln in lines} == {"setup", "event", "action", "result"}


@pytest.mark.parametrize("field", ["die", "total"])
def test_tampered_events_are_rejected(tmp_path, field):
    m = play(setup(seed=5))
    lines = m.record.text().splitlines()
    i = next(i for i, ln in enumerate(lines) if '"event":"roll"' in ln)
    d = json.loads(lines[i])
    d[field] += 1
    lines[i] = json.dumps(d)
    with pytest.raises(BadRecord, match="events differ"):
        Match.replay(parse("\n".join(lines)))


def test_tampered_secret_and_result_are_rejected():
    m = play(setup(seed=6))
    text = m.record.text()
    first = text.splitlines()[1]
    assert '"event":"secret"' in first
    d = json.loads(first)
    d["value"] = d["value"] % 6 + 1
    with pytest.raises(BadRecord, match="opening"):
        Match.replay(parse(text.replace(first, json.dumps(d))))
    lines = text.splitlines()
    res = json.loads(lines[-1])
    res["winners"] = [9]
    with pytest.raises(BadRecord, match="result"):
        Match.replay(parse("\n".join(lines[:-1] + [json.dumps(res)])))


def test_illegal_recorded_action_is_rejected():
    m = play(setup(seed=7))
    lines = m.record.text().splitlines()
    i = next(i for i, ln in enumerate(lines) if '"type":"action"' in ln)
    d = json.loads(lines[i])
    d["seat"] = 1 - d["seat"]
    lines[i] = json.dumps(d)
    with pytest.raises(BadRecord, match="illegal on replay: Wait for your turn"):
        Match.replay(parse("\n".join(lines)))


@pytest.mark.parametrize("text,message", [
    ("", "empty"),
    ("{not json", "line 1: not valid JSON"),
    ('{"type": "action", "seat": 0}', "first line must be the setup"),
    ('{"type": "setup", "game": "toy"}', "broken setup"),
    ('{"type":"setup","game":"toy","rules_version":"t1","seats":["random","random"],"seed":1,'
     '"level":null,"variants":[]}\n{"type":"dance"}', "unknown line type"),
    ('{"type":"setup","game":"nope","rules_version":"1","seats":["random"],"seed":1,'
     '"level":null,"variants":[]}', "no game called"),
])
def test_broken_logs_give_clear_messages(text, message):
    with pytest.raises(BadRecord) as err:
        Match.replay(parse(text))
    if message:
        assert message in str(err.value)


def test_unreadable_file_is_a_bad_record(tmp_path):
    p = tmp_path / "x.jsonl"
    p.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(BadRecord):
        load(p)
    with pytest.raises(BadRecord):
        load(tmp_path / "missing.jsonl")


def test_atomic_write_replaces_whole_file_and_leaves_no_temp(tmp_path):
    p = tmp_path / "sub" / "f.txt"
    atomic_write(p, "one")
    atomic_write(p, "two")
    assert p.read_text() == "two"
    assert os.listdir(p.parent) == ["f.txt"]


def test_cli_headless_and_replay(tmp_path, capsys):
    from game.__main__ import main
    log = tmp_path / "toy.jsonl"
    assert main(["headless", "--game", "toy", "--seats", "random,random", "--seed", "2",
                 "--log", str(log)]) == 0
    assert main(["replay", str(log)]) == 0
    assert "replay ok" in capsys.readouterr().out
    log.write_text(log.read_text().replace('"die":', '"die":1'), encoding="utf-8")
    assert main(["replay", str(log)]) == 1
    assert main(["headless", "--game", "toy", "--seats", "random,random", "--seed", "2",
                 "--games", "4", "--log", str(tmp_path / "many.jsonl")]) == 0
    out = capsys.readouterr().out
    assert "4 matches of toy" in out and "actions/s" in out
    assert sorted(p.name for p in tmp_path.glob("many-*.jsonl")) == [
        f"many-{k}.jsonl" for k in range(4)]


def test_cli_rejects_human_seats_and_unbuilt_games(capsys):
    from game.__main__ import main
    assert main(["headless", "--game", "toy", "--seats", "human,random"]) == 2
    from game.core import registry
    registry.menu()
    registry.coming_soon("soon", "Soon Game", "Not built yet.")
    try:
        assert main(["headless", "--game", "soon", "--seats", "random,random"]) == 2
    finally:
        registry.unregister("soon")
    assert "coming soon" in capsys.readouterr().err
