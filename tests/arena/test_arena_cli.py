"""`python -m game arena` end to end: refusals, and results that depend on
the seeds alone (never on how many processes played them)."""
from __future__ import annotations

import json
import shlex
import sys

import pytest

from game.__main__ import main as game_main
from game.arena import run_ray
from game.arena.cli import main

SMALL = ["--game", "codes", "--bots", "random,easy", "--matches", "4", "--seed", "11",
         "--quiet"]


@pytest.mark.parametrize("argv, words", [
    (["--game", "chess", "--bots", "easy"], "no game called 'chess'"),
    (["--game", "codes", "--bots", "easy,genius"], "no bot called 'genius'"),
    (["--game", "codes", "--pairing", "easy:genius"], "no bot called 'genius'"),
    (["--game", "codes", "--bots", "easy", "--matches", "0"], "--matches must be 1 or more"),
    (["--game", "codes", "--bots", "easy", "--variant", "nonsense=3"], "no setting"),
    (["--game", "codes", "--bots", "easy", "--variant", "code=99"], "too long"),
    (["--game", "codes", "--bots", "easy", "--players", "9"], "not 9"),
    (["--game", "codes", "--pairing", "easy"], "seats 1"),
    (["--game", "codes"], "Name the bots"),
    (["--game", "codes", "--bots", "easy", "--procs", "0"], "--procs must be 1 or more"),
    (["--game", "codes", "--bots", "easy", "--level", "3"], "has no levels"),
    (["--game", "codes", "--bots", "easy", "--ray", "127.0.0.1:1"],
     "No Ray cluster answers at 127.0.0.1:1"),
    (["--game", "codes", "--bots", "easy", "--ray", "not an address"], "--ray takes local"),
    (["--game", "codes", "--bots", "easy", "--json", "/no/such/folder/x.json"],
     "cannot write"),
])
def test_bad_options_get_a_sentence_and_status_2(argv, words, capsys):
    assert main(argv + ["--matches", "1"] if "--matches" not in argv else argv) == 2
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err
    assert err.startswith("arena: ") and err.count("\n") == 1


def test_argparse_mistakes_also_exit_2(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["--game", "codes", "--bots", "easy", "--matches", "many"])
    assert stop.value.code == 2
    assert "invalid int value: 'many'" in capsys.readouterr().err


def test_without_ray_the_sentence_names_the_extra(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "ray", None)  # import ray now fails
    assert main(SMALL + ["--ray", "local"]) == 2
    err = capsys.readouterr().err
    assert "pip install 'monkey-arcade[cluster]'" in err and "Traceback" not in err


def test_one_and_two_processes_give_the_same_json_and_table(tmp_path, capsys):
    one, two = tmp_path / "one.json", tmp_path / "two.json"
    assert main(SMALL + ["--procs", "1", "--json", str(one)]) == 0
    table_one = capsys.readouterr().out
    assert main(SMALL + ["--procs", "2", "--json", str(two), "--csv",
                         str(tmp_path / "m.csv")]) == 0
    assert capsys.readouterr().out == table_one
    assert one.read_bytes() == two.read_bytes()
    doc = json.loads(one.read_text())
    assert [m["seed"] for m in doc["matches"]] == [11, 12, 13, 14]
    assert [m["seats"] for m in doc["matches"]] == [["random", "easy"], ["easy", "random"]] * 2
    assert doc["summary"]["bots"]["easy"]["matches"] == 4
    rows = (tmp_path / "m.csv").read_text().splitlines()
    assert rows[0].startswith("index,lineup,seed,seats") and len(rows) == 5


def test_a_listed_seed_replays_the_same_match_headless(tmp_path, capsys):
    out = tmp_path / "t.json"
    assert main(["--game", "codes", "--pairing", "easy:random", "--matches", "2", "--seed",
                 "5", "--variant", "max_rounds=20", "--quiet", "--json", str(out)]) == 0
    capsys.readouterr()
    for m in json.loads(out.read_text())["matches"]:
        argv = shlex.split(m["replay"])
        assert argv[:3] == ["python", "-m", "game"]
        assert game_main(argv[3:]) == 0
        said = capsys.readouterr().out
        assert (f"seed {m['seed']}: winners {[w + 1 for w in m['winners']]} scores "
                f"{m['scores']} after {m['actions']} actions") in said


def test_a_match_that_fails_is_named_and_the_status_is_1(monkeypatch, capsys):
    from game.core import headless
    real = headless.play

    def flaky(setup, *a, **k):
        if setup.seed == 12:
            raise RuntimeError("went past its maximum")
        return real(setup, *a, **k)

    monkeypatch.setattr(headless, "play", flaky)
    assert main(SMALL + ["--procs", "1"]) == 1
    out = capsys.readouterr().out
    assert "FAILED match 1: python -m game headless --game codes --seats easy,random " \
           "--seed 12: RuntimeError: went past its maximum" in out
    assert "1 matches failed" in out


def test_unreachable_addresses_are_refused_before_ray_is_asked():
    assert run_ray.unreachable("local") is None
    assert "10.0.0.5:6379" in run_ray.unreachable("10.0.0.5")
    assert "No Ray cluster answers" in run_ray.unreachable("ray://127.0.0.1:1")
