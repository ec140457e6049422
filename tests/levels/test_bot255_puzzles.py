"""bot255's curated puzzle sets (game/levels/bot255/<set>/*.tmx): ten or more a
set, every map loads, is solvable and says its title, set and memory; every
worked solution in solutions.toml takes all 8 bits within the memory when the
interpreter runs it; the text form of programs round-trips; a bad `memory`
is refused in words; the maps are what tools/make_bot255_levels.py writes; and
Tiled's own renderer draws every map. (No synthesiser here: it is slow.)"""
from __future__ import annotations

import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.maps import bot255 as maps
from game.maps.bot255 import (DEFAULT_MEMORY, LEVELS_DIR, SETS, SOLUTIONS_FILE, TILE, TILESET,
                              list_worlds, load_puzzle, load_world, puzzle_title, puzzles,
                              worked_solutions, world_tmx)
from game.maps.tiled import RASTERIZER_MISSING, LevelError, find_rasterizer, png_size, rasterize
from game.rules.bot255 import interpreter
from game.rules.bot255.program import (CONDITIONS, BadProgram, check, if_, lines_used, move,
                                       repeat, turn, until, while_)
from game.rules.bot255.solver import solvable_problems
from game.rules.bot255.text_program import format_program, parse_program

ROOT = Path(__file__).resolve().parents[2]
MAPS = [p for s in SETS for p in sorted((LEVELS_DIR / s).glob("*.tmx"))]
# the sizes each set is drawn in (each way)
SIZES = {"simple": (5, 7), "average": (7, 9), "difficult": (9, 10)}


def key(path: Path) -> str:
    return f"{path.parent.name}/{path.stem}"


# ---------------------------------------------------------------------------
# the sets

@pytest.mark.parametrize("set_name", SETS)
def test_every_set_has_ten_puzzles_in_play_order(set_name):
    files = list_worlds(set_name)
    assert len(files) >= 10
    numbers = [int(re.match(r"^(\d\d)-[a-z0-9]+(-[a-z0-9]+)*$", p.stem).group(1))  # type: ignore[union-attr]
               for p in files]
    assert numbers == list(range(1, len(files) + 1))
    got = puzzles(set_name)                         # none left out as broken
    assert [p.path for p in got] == files
    assert len({p.title for p in got}) == len(got)
    assert list_worlds() == MAPS                    # every set, simple first


@pytest.mark.parametrize("path", MAPS, ids=key)
def test_every_curated_map_loads_and_is_solvable(path):
    pz = load_puzzle(path)
    set_name = path.parent.name
    assert (pz.name, pz.set, pz.path) == (path.stem, set_name, path)
    assert pz.title.strip() and pz.title == pz.world.name == puzzle_title(key(path))
    assert load_world(path) == pz.world
    assert solvable_problems(pz.world) == []
    assert len(pz.world.bits) == 8
    lo, hi = SIZES[set_name]
    assert lo <= pz.world.width <= hi and lo <= pz.world.height <= hi
    # the map says its set and memory itself (no default)
    text = path.read_text(encoding="utf-8")
    assert f'<property name="difficulty" value="{set_name}"/>' in text
    m = re.search(r'<property name="memory" type="int" value="(\d+)"/>', text)
    assert m is not None and int(m.group(1)) == pz.memory
    assert 4 <= pz.memory <= 99
    # Tiled 1.8 format, the tileset one folder up
    assert 'version="1.8"' in text and 'orientation="orthogonal"' in text
    assert f'tilewidth="{TILE}" tileheight="{TILE}"' in text
    assert f'<tileset firstgid="1" source="../{TILESET}.tsx"/>' in text


def test_simple_sets_have_few_bugs():
    assert all(len(p.world.bugs) <= 4 for p in puzzles("simple"))


# ---------------------------------------------------------------------------
# worked solutions

SOLUTION_DATA = tomllib.loads(SOLUTIONS_FILE.read_text(encoding="utf-8"))
SOLUTION_TEXTS = [(f"{s}/{name}", k, sol) for s, entries in SOLUTION_DATA.items()
                  for name, sols in entries.items() for k, sol in enumerate(sols, start=1)]


def test_every_curated_puzzle_has_worked_solutions_and_nothing_else_has():
    sols = worked_solutions()
    assert sorted(sols) == sorted(key(p) for p in MAPS)
    assert all(len(v) >= 1 for v in sols.values())


@pytest.mark.parametrize("name,k,sol", SOLUTION_TEXTS, ids=lambda v: str(v) if
                         not isinstance(v, dict) else "")
def test_every_worked_solution_takes_all_bits_within_the_memory(name, k, sol):
    pz = load_puzzle(LEVELS_DIR / f"{name}.tmx")
    program = parse_program(sol["program"])
    assert program in worked_solutions()[name]
    assert sol["by"] in ("hand", "synthesiser")
    assert lines_used(program) == sol["lines"] <= pz.memory
    r = interpreter.run(pz.world, program)
    assert r.bits == 8 and r.end == interpreter.ALL_BITS and r.points == 255, r.why()
    # the text is written exactly as the formatter writes it
    assert format_program(program) == sol["program"]


def test_the_solutions_file_holds_the_tools_hand_solutions():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import make_bot255_levels as tool
    finally:
        sys.path.remove(str(ROOT / "tools"))
    assert sorted(f"{lv.set}/{lv.name}" for lv in tool.LEVELS) == sorted(key(p) for p in MAPS)
    for lv in tool.LEVELS:
        hand = [s["program"] for s in SOLUTION_DATA[lv.set][lv.name] if s["by"] == "hand"]
        assert hand == list(lv.solutions), lv.name


def test_the_generator_reproduces_the_committed_maps(tmp_path):
    r = subprocess.run([sys.executable, str(ROOT / "tools" / "make_bot255_levels.py"),
                        "--out", str(tmp_path)], capture_output=True, text=True, cwd=ROOT,
                       check=False)
    assert r.returncode == 0, r.stdout + r.stderr
    for p in MAPS:
        made = tmp_path / p.parent.name / p.name
        assert made.read_bytes() == p.read_bytes(), f"{key(p)} differs: rerun the tool"
    assert sorted(tmp_path.glob("*/*.tmx")) == sorted(tmp_path / p.parent.name / p.name
                                                      for p in MAPS)


def test_a_broken_solutions_file_is_refused_in_words(tmp_path):
    bad = tmp_path / "solutions.toml"
    bad.write_text("[[simple.01-first-steps]]\nby = 'hand'\nprogram = '''\nmoveForward\n  moveForward\n'''\n")
    with pytest.raises(LevelError, match=r"simple/01-first-steps, solution 1: Line 2 is "
                                         r"indented too far"):
        worked_solutions(bad)
    bad.write_text("[[simple.01-first-steps]]\nby = 'hand'\nprogram = 'jump'\n")
    with pytest.raises(LevelError, match="'jump' is not a command"):
        worked_solutions(bad)
    bad.write_text("[[easy.x]]\nprogram = 'moveForward'\n")
    with pytest.raises(LevelError, match="'easy' is not a puzzle set"):
        worked_solutions(bad)
    bad.write_text("[simple\n")
    with pytest.raises(LevelError, match="solutions.toml: is not valid TOML"):
        worked_solutions(bad)


# ---------------------------------------------------------------------------
# the text form of programs

EXAMPLE = """\
repeat 4
  moveForward
  if bug ahead
    rotate left
  else
    moveForward
while not wall ahead
  moveForward
repeat until bit ahead
  rotate right
"""


def test_the_text_form_by_hand():
    p = parse_program(EXAMPLE)
    assert p == [repeat(4, [move(), if_("bug", [turn("left")], [move()])]),
                 while_("not_wall", [move()]), until("bit", [turn("right")])]
    assert format_program(p) == EXAMPLE
    # blank lines, comments, other cases and "repeat N times" are read too
    loose = "# go!\n\nREPEAT 2 times\n  MoveForward   \n\n  rotate Right\n"
    assert parse_program(loose) == [repeat(2, [move(), turn("right")])]
    assert parse_program("") == [] and format_program([]) == ""
    # a header with nothing under it, and an empty else, survive the trip
    empty = [if_("not_bug", [], []), while_("bit", [])]
    assert parse_program(format_program(empty)) == empty


@pytest.mark.parametrize("text,why", [
    ("  moveForward", r"^Line 1 is indented too far"),
    ("moveForward\n   moveForward", r"^Line 2 is indented by 3 spaces"),
    ("repeat 2\n\tmoveForward", r"^Line 2 is indented with a tab"),
    ("jump", r"^Line 1: 'jump' is not a command"),
    ("moveForward now", r"^Line 1: moveForward takes nothing"),
    ("rotate around", r"^Line 1: say rotate left or rotate right"),
    ("repeat 0\n  moveForward", r"^Line 1: repeat runs 1 to 99 times, not 0"),
    ("repeat 100", r"^Line 1: repeat runs 1 to 99 times"),
    ("repeat lots", r"^Line 1: say repeat and a number"),
    ("if bug", r"^Line 1: 'bug' is not a condition"),
    ("while not tree ahead", r"^Line 1: 'not tree ahead' is not a condition"),
    ("\n\nelse\n  moveForward", r"^Line 3: else needs an if just above it"),
    ("if wall ahead\n  rotate left\nelse\nelse", r"^Line 4: else needs an if"),
    ("if wall ahead\nmoveForward\nelse", r"^Line 3: else needs an if"),
    ("else now", r"^Line 1: else takes nothing after it"),
])
def test_bad_text_names_the_line(text, why):
    with pytest.raises(BadProgram, match=why):
        parse_program(text)


def programs(depth: int = 2) -> st.SearchStrategy:
    cond = st.sampled_from(CONDITIONS)
    leaf = st.one_of(st.just(move()), st.sampled_from(["left", "right"]).map(turn))
    if depth == 0:
        return st.lists(leaf, max_size=4)
    inner = programs(depth - 1)
    cmd = st.one_of(
        leaf,
        st.builds(if_, cond, inner, st.one_of(st.none(), inner)),
        st.builds(while_, cond, inner),
        st.builds(until, cond, inner),
        st.builds(repeat, st.integers(1, 99), inner))
    return st.lists(cmd, max_size=4)


@settings(max_examples=150, deadline=None)
@given(programs())
def test_format_then_parse_gives_the_same_program(program):
    check(program)
    text = format_program(program)
    assert parse_program(text) == program
    assert len(text.splitlines()) == lines_used(program)


# ---------------------------------------------------------------------------
# memory and set properties

@pytest.fixture
def kit(tmp_path):
    """A copy of the tileset one folder up, and a writer for test puzzles."""
    for f in (f"{TILESET}.tsx", f"{TILESET}.png"):
        shutil.copyfile(LEVELS_DIR / f, tmp_path / f)
    base = load_puzzle(MAPS[0]).world

    def write(set_name: str = "simple", memory: str | None = None, typed: bool = True,
              difficulty: str = "simple") -> Path:
        text = world_tmx(base, difficulty, f"../{TILESET}.tsx")
        if memory is not None:
            kind = ' type="int"' if typed else ""
            text = text.replace(" </properties>",
                                f'  <property name="memory"{kind} value="{memory}"/>\n'
                                " </properties>")
        p = tmp_path / set_name / "01-test.tmx"
        p.parent.mkdir(exist_ok=True)
        p.write_text(text, encoding="utf-8")
        return p
    return write


@pytest.mark.parametrize("memory,typed", [
    ("lots", True), ("lots", False), ("12.5", False), ("3", True), ("100", True), ("-4", False),
    ("true", False), ("", True)])
def test_a_bad_memory_is_refused_in_words(kit, memory, typed):
    p = kit(memory=memory, typed=typed)
    with pytest.raises(LevelError) as err:
        load_puzzle(p)
    msg = str(err.value)
    assert msg.startswith("01-test.tmx: the map property 'memory' (the lines of program memory "
                          "the puzzle allows) must be a whole number from 4 to 99, not ")
    with pytest.raises(LevelError, match="property 'memory'"):
        load_world(p)                               # a broken map, whoever reads it
    assert maps.world_or_problem(p)[1] == msg


def test_memory_is_read_or_defaults_to_the_sets(kit, tmp_path):
    assert load_puzzle(kit(memory="4")).memory == 4
    assert load_puzzle(kit(memory=" 99 ", typed=False)).memory == 99
    for s in SETS:
        pz = load_puzzle(kit(set_name=s, difficulty=s))
        assert (pz.set, pz.memory) == (s, DEFAULT_MEMORY[s])
    # a custom world: no difficulty, in a folder of no set
    pz = load_puzzle(kit(set_name="mine", difficulty=""))
    assert (pz.set, pz.memory) == ("custom", max(DEFAULT_MEMORY.values()))
    # the folder names the set when the map does not
    pz = load_puzzle(kit(set_name="average", difficulty=""))
    assert (pz.set, pz.memory) == ("average", 24)
    with pytest.raises(ValueError, match="whole number from 4 to 99, not 2"):
        world_tmx(pz.world, "simple", memory=2)


def test_a_bad_difficulty_is_refused(kit, tmp_path, monkeypatch):
    with pytest.raises(LevelError, match="'difficulty' must be one of simple, average, "
                                         "difficult, not 'hard'"):
        load_puzzle(kit(difficulty="hard"))
    # a curated map in the wrong set's folder
    monkeypatch.setattr(maps, "LEVELS_DIR", tmp_path)
    with pytest.raises(LevelError, match="lies in the average set but its property "
                                         "'difficulty' says 'simple'"):
        load_puzzle(kit(set_name="average", difficulty="simple"))
    with pytest.raises(ValueError, match="not a puzzle set"):
        puzzles("hard")


def test_a_title_for_menus_never_fails():
    assert puzzle_title("simple/01-first-steps") == "First Steps"
    assert puzzle_title("simple/42-no-such-map") == "No such map"


# ---------------------------------------------------------------------------
# Tiled's own renderer

@pytest.mark.parametrize("path", MAPS, ids=key)
def test_tiled_renders_every_puzzle(path, tmp_path):
    if find_rasterizer() is None:
        pytest.fail(RASTERIZER_MISSING)
    png = tmp_path / (path.stem + ".png")
    assert rasterize(path, png) is None
    w = load_world(path)
    assert png_size(png) == (w.width * TILE, w.height * TILE)
