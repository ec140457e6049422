"""A set-up the game cannot use is refused with its reason, never quietly
played some other way (issue 20: `--level 3` played normally for three games,
and a repeated `--variant` silently took the last value)."""
from __future__ import annotations

import pytest

from game.__main__ import main
from game.core import registry
from game.core.errors import BadSetup
from game.core.match import Match
from game.core.state import Setup


def _seats(spec):
    return ("random",) * spec.min_players if spec.min_players > 1 else ("random", "random")


@pytest.mark.parametrize("game_id", [s.id for s in registry.specs() if not s.has_levels])
@pytest.mark.parametrize("level", ["3", "abc"])
def test_a_level_is_refused_by_a_game_without_levels(game_id, level):
    spec = registry.spec(game_id)
    with pytest.raises(BadSetup, match="has no levels"):
        Match(Setup(game_id, _seats(spec), 1, level))


@pytest.mark.parametrize("game_id", [s.id for s in registry.specs()])
def test_an_option_given_twice_is_refused(game_id):
    spec = registry.spec(game_id)
    option = spec.options[0]
    twice = (f"{option.name}={option.default}", f"{option.name}={option.default}")
    with pytest.raises(BadSetup, match="given twice"):
        Match(Setup(game_id, _seats(spec), 1, None, twice))


def test_the_command_line_says_why_and_fails(capsys):
    assert main(["headless", "--game", "junkyard", "--seats", "easy,easy", "--level", "3"]) == 2
    assert "Spank the Monkey has no levels" in capsys.readouterr().err
    assert main(["headless", "--game", "codes", "--seats", "easy,easy",
                 "--variant", "code=5", "--variant", "code=6"]) == 2
    assert "'code' is given twice" in capsys.readouterr().err


def test_a_long_value_is_not_repeated_whole(capsys):
    assert main(["headless", "--game", "treefort", "--seats", "easy,easy",
                 "--level", "x" * 100_000]) == 2
    err = capsys.readouterr().err
    assert "has no levels" in err and len(err) < 200


def test_bananas_still_takes_its_levels():
    m = Match(Setup("bananas", ("random", "random"), 1, "2"))
    assert m.state.view(None)  # a real match of level 2


def test_every_refusal_cuts_a_huge_value():
    from game.core.errors import BadRecord, IllegalAction
    huge = "y" * 100_000
    for exc in (IllegalAction(f"No such card {huge!r}."), BadSetup(f"Seat 1 is {huge!r}."),
                BadRecord(f"line 2: {huge}")):
        assert len(str(exc)) < 120 and str(exc).startswith(str(exc)[:8])
    spaced = "word " * 50_000
    assert len(str(BadSetup(spaced))) <= 400
    short = "That coin was just flipped: you can't flip it straight back."
    assert str(IllegalAction(short)) == short and IllegalAction(short).reason == short
