"""Lesson files (issue 22): short sentences, moves the rules allow, a record
that replays, and clear sentences for a bad file or an unknown game."""
from __future__ import annotations

import tomllib

import pytest

from game.core.headless import run_replay
from game.learn import lesson as L
from game.learn.launch import refusal

FILES = sorted(L.LESSONS.glob("*.toml"))


def test_there_is_a_lesson_for_codes():
    assert L.path("codes") in FILES


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_sentence_of_every_lesson_has_at_most_twelve_words(path):
    raw = tomllib.loads(path.read_text(encoding="utf-8"))  # the file itself, not the parser
    said = [s["say"] for s in raw["step"]] + list(raw.get("hints", {}).values())
    assert said
    too_long = [s for s in said if len(s.split()) > L.MAX_WORDS]
    assert too_long == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_every_move_of_a_lesson_is_legal_and_the_child_wins(path):
    match = L.check(L.load(path.stem))
    if match.over:
        assert match.state.winners() == [L.HUMAN_SEAT]
    else:  # a long game's lesson hands over mid-match (Treefort): the child leads alone
        scores = match.state.scores()
        assert scores[L.HUMAN_SEAT] > max(s for i, s in enumerate(scores) if i != L.HUMAN_SEAT)


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.stem)
def test_a_lessons_record_replays(path, tmp_path):
    match = L.check(L.load(path.stem))
    log = tmp_path / f"{path.stem}.jsonl"
    match.record.save(log)
    assert run_replay(str(log)) == 0


def test_the_codes_lesson_is_three_to_five_turns_teaching_each_move_once():
    lesson = L.load("codes")
    moves = [s for s in lesson.steps if s.who != "coach"]
    assert 3 <= len([s for s in moves if s.who == "you"]) <= 5
    kinds = [s.action["kind"] for s in moves]
    assert sorted(kinds) == ["flip", "flip", "move", "replace", "swap"]
    # each of the child's moves puts right what it teaches: one more picture
    # for a flip, two for a swap, the last ones for the move
    from game.core.match import Match
    match = Match(lesson.setup())
    run = L.Run(lesson, match)
    right = []
    while not run.done:
        if run.step.who != "coach":
            was = _right(match)
            match.apply(run.seat(), run.expected())
            if run.step.who == "you":
                right.append(_right(match) - was)
        run.advance()
    assert right == [1, 2, 5 - 3]


def _right(match) -> int:
    st = match.state
    return sum(a == b for a, b in zip(st.codes[L.HUMAN_SEAT], st.shows()))


def test_a_move_the_rules_refuse_is_a_clear_lesson_error():
    lesson = L.load("codes")
    steps = list(lesson.steps)
    i = next(k for k, s in enumerate(steps) if s.who == "you")
    steps[i] = L.Step("you", steps[i].say, "wave", {"kind": "flip", "pos": 9})
    bad = L.Lesson(lesson.game, lesson.seed, lesson.seats, tuple(steps))
    with pytest.raises(L.LessonError, match=f"Step {i + 1}: "):
        L.check(bad)


def test_a_sentence_too_long_or_a_broken_file_is_refused_in_words():
    data = {"game": "codes", "seed": 1, "seats": ["human", "easy"],
            "step": [{"who": "coach", "say": "one two three four five six seven eight nine "
                      "ten eleven twelve thirteen"}]}
    with pytest.raises(L.LessonError, match="more than 12 words"):
        L.parse(data)
    with pytest.raises(L.LessonError, match="needs game, seed, seats and steps"):
        L.parse({"game": "codes"})


def test_an_unknown_game_or_a_game_without_a_lesson_is_refused_clearly(monkeypatch, tmp_path):
    assert "no game called 'chess'" in refusal("chess")
    assert refusal("codes") is None
    # every game has its lesson now: a lessons folder without the game's file
    from game.core import registry
    from game.learn import files
    monkeypatch.setattr(files, "LESSONS", tmp_path)
    without = registry.menu()[0]
    assert not L.has_lesson(without.id)
    assert refusal(without.id) == f"{without.title} has no lesson yet."


def test_play_learn_refuses_an_unknown_game_in_a_sentence(capsys):
    from game.__main__ import main
    assert main(["play", "--learn", "chess"]) == 2
    err = capsys.readouterr().err
    assert "no game called 'chess'" in err and "Traceback" not in err
