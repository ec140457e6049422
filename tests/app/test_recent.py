"""The recent finished matches (game/app/recent.py, issue 23): kept one file per
match in their own folder, the last 50, listed from the first and last lines;
a broken file is set aside and a folder that cannot be written is a sentence."""
from __future__ import annotations

import datetime as dt
import errno
import random

import pytest

from game.app import recent, saves
from game.core.match import Match
from game.core.record import Record, result_line
from game.core.state import Setup

SHORT = {"codes": ("max_rounds=4",), "bananas": ("max_rounds=3",)}


def played(game: str = "codes", seed: int = 1, seats=("human", "easy")) -> Match:
    """A finished match of random legal moves."""
    r = random.Random(seed)
    m = Match(Setup(game, seats, seed, "1" if game == "bananas" else None, SHORT.get(game, ())))
    while not m.over:
        s = min(m.state.to_act())
        m.apply(s, r.choice(m.state.legal_actions(s)))
    return m


def bare(seed: int, winners=(1,)) -> Record:
    """A finished record with no moves: enough for the folder's bookkeeping."""
    return Record(Setup("codes", ("human", "easy"), seed, None, ()), "1",
                  result=result_line([0, 1], list(winners)))


class Clock:
    """recent's clock, a second further on each time it is read."""

    def __init__(self, monkeypatch):
        self.t = dt.datetime(2026, 5, 4, 10, 0, 0)
        monkeypatch.setattr(recent, "_now", self)

    def __call__(self) -> dt.datetime:
        self.t += dt.timedelta(seconds=1)
        return self.t


def files() -> list[str]:
    return sorted(p.name for p in recent.folder().iterdir())


def test_a_kept_match_is_listed_with_its_game_date_seats_winner_and_length(monkeypatch):
    clock = Clock(monkeypatch)
    kept = [played("codes", 3), played("junkyard", 4, ("human", "easy", "hard")),
            played("treefort", 5, ("easy", "easy"))]
    for m in kept:
        assert recent.keep(m.record) is None
    got = recent.entries()
    assert [e.game for e in got] == ["treefort", "junkyard", "codes"]   # newest first
    for e, m in zip(got, reversed(kept)):
        assert e.length == len(m.record.steps) and e.length > 0
        assert e.seats == m.setup.seats and e.winners == tuple(m.state.winners())
        assert e.path.read_text() == m.record.text()    # the whole log, secrets and all
    tf = got[0]
    assert tf.title == "Treefort Nations" and tf.who == "Easy bot and Easy bot"
    assert tf.when == clock.t and tf.date == tf.when.strftime("%-d %b %Y, %H:%M")
    jy = got[1]
    assert jy.who == "Red, Easy bot and Hard bot"
    words = {0: "Red", 1: "Blue (Easy bot)", 2: "Green (Hard bot)"}
    assert jy.winner == (" and ".join(words[w] for w in jy.winners) or "Nobody")
    # the matches have their own folder: the autosave is neither written nor read
    assert not saves.save_path().exists()
    assert recent.folder() != saves.save_path().parent


def test_dates_read_as_words():
    now = dt.datetime(2026, 11, 28, 15, 0)
    assert recent.when_words(dt.datetime(2026, 11, 28, 9, 5), now) == "Today, 09:05"
    assert recent.when_words(dt.datetime(2026, 11, 27, 23, 59), now) == "Yesterday, 23:59"
    assert recent.when_words(dt.datetime(2026, 3, 2, 18, 12), now) == "2 Mar 2026, 18:12"


def test_keeping_the_same_match_twice_is_one_file(monkeypatch):
    Clock(monkeypatch)
    m = played("codes", 8)
    assert recent.keep(m.record) is None
    before = files()
    assert recent.keep(m.record) is None                # a second later: still the one file
    assert files() == before and len(before) == 1
    assert recent.keep(played("codes", 9).record) is None   # another match: another file
    assert len(files()) == 2
    # a copy that was set aside as broken does not count as kept
    recent.set_aside(recent.folder() / before[0], "a test")
    assert recent.keep(m.record) is None
    assert len(recent.entries()) == 2 and len(files()) == 3


def test_an_unfinished_match_is_not_kept():
    m = Match(Setup("codes", ("human", "easy"), 1, None, ()))
    assert recent.keep(m.record) is None
    assert not recent.folder().exists() and recent.entries() == []


def test_the_limit_holds_after_60_matches_and_the_oldest_go(monkeypatch):
    Clock(monkeypatch)
    for seed in range(60):
        assert recent.keep(bare(seed)) is None
    got = recent.entries()
    assert len(got) == recent.LIMIT == 50 and len(files()) == 50
    # the fifty newest, newest first
    assert [int(e.path.name.split("-")[3]) for e in got] == list(range(59, 9, -1))


def test_the_length_counts_actions_across_reads_of_any_size(monkeypatch):
    m = played("junkyard", 2, ("easy", "hard"))
    assert recent.keep(m.record) is None
    for chunk in (7, 16, 17, 4096):    # an action line cut between two reads counts once
        monkeypatch.setattr(recent, "CHUNK", chunk)
        recent._SEEN.clear()
        assert recent.entries()[0].length == len(m.record.steps)


def test_the_list_reads_only_the_first_and_last_lines(monkeypatch):
    """Fifty long logs must not delay the list: no replay, no parse of the middle."""
    m = played("codes", 4)
    recent.keep(m.record)
    p = recent.entries()[0].path
    lines = p.read_text().splitlines(keepends=True)
    p.write_text(lines[0] + '{"not a log line\n' * 5000 + "".join(lines[1:]))
    recent._SEEN.clear()

    def refuse(*a, **k):
        raise AssertionError("the list replayed or parsed the log")
    monkeypatch.setattr(Match, "replay", classmethod(refuse))
    monkeypatch.setattr("game.core.record.parse", refuse)
    (e,) = recent.entries()
    assert (e.game, e.winners) == ("codes", tuple(m.state.winners()))


@pytest.mark.parametrize("damage", ["garbage", "cut short", "unknown game", "empty",
                                    "setup only", "bad winners"])
def test_a_broken_file_is_set_aside_and_the_list_still_opens(monkeypatch, damage):
    Clock(monkeypatch)
    good = played("codes", 5)
    recent.keep(good.record)
    recent.keep(bare(77))
    victim = recent.entries()[0].path           # the newest: bare(77)
    text = bare(77).text()
    broken = {"garbage": "\x00\xffnot json at all\n",
              "cut short": text.splitlines(keepends=True)[0] + '{"type":"ev',
              "unknown game": text.replace('"game":"codes"', '"game":"chess"'),
              "empty": "",
              "setup only": text.splitlines(keepends=True)[0],
              "bad winners": text.replace('"winners":[1]', '"winners":["Blue"]')}[damage]
    victim.write_bytes(broken.encode("utf-8", "surrogateescape"))
    recent._SEEN.clear()
    got, notes = recent.scan()
    assert [e.length for e in got] == [len(good.record.steps)]   # the good one still lists
    assert len(notes) == 1 and notes[0].startswith("A finished match could not be listed: ")
    aside = victim.with_name(recent.BROKEN + victim.name)
    assert f"It was kept as {aside.name}." in notes[0]
    assert aside.read_bytes() == broken.encode("utf-8", "surrogateescape")   # not lost
    assert not victim.exists()
    assert recent.scan() == (got, [])            # set aside once; the list stays clean
    assert recent.keep(bare(78)) is None and len(recent.entries()) == 2


def test_a_data_folder_that_cannot_be_written_gives_a_sentence_never_a_crash(arcade_home):
    # The tests may run as root, where a read-only folder is still written:
    # here the matches folder's place is taken by a file, which stops anyone.
    recent.folder().write_text("not a folder")
    msg = recent.keep(played("codes", 6).record)
    assert msg is not None and msg.startswith("This match could not be kept to watch again: "
                                              f"the folder {recent.folder()} cannot be written (")
    got, notes = recent.scan()
    assert got == [] and notes == [f"Finished matches cannot be kept: {recent.folder()} is a "
                                   "file, not a folder."]
    assert recent.folder().read_text() == "not a folder"


def test_a_read_only_data_folder_gives_a_sentence(monkeypatch):
    # chmod does not stop root: the refusal a read-only disk gives is made by hand
    def refuse(path, text):
        raise OSError(errno.EROFS, "Read-only file system")
    monkeypatch.setattr("game.core.record.atomic_write", refuse)
    msg = recent.keep(played("codes", 6).record)
    assert msg == (f"This match could not be kept to watch again: the folder {recent.folder()} "
                   "cannot be written (Read-only file system).")


def test_a_folder_that_cannot_be_listed_gives_a_sentence(monkeypatch, arcade_home):
    recent.folder().mkdir()

    def refuse(self):
        raise PermissionError(errno.EACCES, "Permission denied")
    monkeypatch.setattr(type(recent.folder()), "iterdir", refuse)
    assert recent.scan() == ([], [f"The finished matches cannot be read: {recent.folder()} "
                                  "(Permission denied)."])


def test_delete_removes_only_that_match_and_a_failure_is_a_sentence(monkeypatch):
    Clock(monkeypatch)
    for seed in (1, 2, 3):
        recent.keep(bare(seed))
    first, second, third = recent.entries()
    assert recent.delete(second) is None
    assert recent.entries() == [first, third]
    assert recent.delete(second) is None             # gone already: nothing to say

    def refuse(self, missing_ok=False):
        raise PermissionError(errno.EACCES, "Permission denied")
    monkeypatch.setattr(type(first.path), "unlink", refuse)
    assert recent.delete(first) == (f"That match could not be deleted: the folder "
                                    f"{recent.folder()} cannot be written (Permission denied).")


def test_reading_a_kept_match_gives_its_record_and_changes_no_file():
    m = played("junkyard", 7, ("human", "medium"))
    recent.keep(m.record)
    (e,) = recent.entries()
    before = (e.path.read_bytes(), e.path.stat().st_mtime_ns)
    record, problem = recent.read(e)
    assert problem is None and record is not None and record.text() == m.record.text()
    assert Match.replay(record).record.text() == m.record.text()
    assert (e.path.read_bytes(), e.path.stat().st_mtime_ns) == before


def test_a_kept_match_that_no_longer_reads_says_so_and_is_set_aside():
    recent.keep(played("codes", 2).record)
    (e,) = recent.entries()
    lines = e.path.read_text().splitlines(keepends=True)
    e.path.write_text(lines[0] + "{broken\n" + "".join(lines[1:]))   # the list still peeks it
    assert recent.entries()[0].path == e.path
    record, problem = recent.read(e)
    assert record is None and problem.startswith("That match cannot be watched: it no longer "
                                                 "reads (")
    assert "not valid JSON" in problem and problem.endswith(f"kept as broken-{e.path.name}.")
    assert recent.entries() == [] and not e.path.exists()


def test_a_game_id_that_is_not_a_plain_word_is_named_plainly_and_counts_in_the_limit(monkeypatch):
    Clock(monkeypatch)
    odd = Record(Setup("Codes-2", ("human", "easy"), 1, None, ()), "1",
                 result=result_line([0, 1], [1]))
    assert recent.keep(odd) is None
    (name,) = files()
    assert recent.NAME.match(name) and "-codes_2-1-" in name
    for seed in range(recent.LIMIT):
        recent.keep(bare(seed))
    assert len(files()) == recent.LIMIT and name not in files()   # the oldest went
