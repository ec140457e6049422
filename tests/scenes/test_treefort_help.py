"""Treefort Nations' help pages: every page has words and a moving picture that
stays inside its rectangle at any size; the tables in the pictures are the
rules' own numbers (trees.supports, shots.py); the words are our own, never
the rule text's."""
from __future__ import annotations

import hashlib
import itertools
import re
from pathlib import Path

import pygame
import pytest

from game.rules.treefort import OPTION_LABELS
from game.rules.treefort.setup import PILES, PLACEMENTS
from game.rules.treefort.shots import (CATAPULT_HIT, MONKEY_HIT, OUT_OF_RANGE,
                                       distance_modifier, in_range, platform_destroyed,
                                       platform_hit)
from game.rules.treefort.state import MONKEYS, STALL_ROUNDS
from game.rules.treefort.trees import COINS, LUMBER, MAX_PLATFORM, supports
from game.scenes import help as help_scene
from game.scenes.treefort import help as th
from game.ui.widgets import wrap

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT.parent / "shared" / "seeds" / "treefort-nations.txt"
RUNS = Path(__file__).resolve().parents[1] / "data" / "treefort_rule_text_runs.txt"
BG = (235, 225, 200)
SIZES = [pygame.Rect(120, 170, 820, 660), pygame.Rect(30, 40, 410, 330),
         pygame.Rect(5, 5, 990, 500), pygame.Rect(200, 100, 300, 600)]
TIMES = [0.0, 0.4, 3.7, 8.9]


def _painted(surf: pygame.Surface, rect: pygame.Rect) -> tuple[int, int]:
    """(pixels changed inside rect, pixels changed outside it) on a BG surface."""
    same = pygame.mask.from_threshold(surf, BG, (1, 1, 1, 255))
    inside = pygame.mask.Mask(surf.get_size())
    inside.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    changed = same.copy()
    changed.invert()
    into = changed.overlap_area(inside, (0, 0))
    return into, changed.count() - into


def _page(draw) -> th.HelpPage:
    return next(p for p in th.PAGES if p.draw is draw)


def _canvas(draw, t: float) -> pygame.Surface:
    """A picture at the help scene's own size, on the scene's paper."""
    surf = pygame.Surface(th.BASE)
    surf.fill(BG)
    draw(surf, surf.get_rect(), t)
    return surf


def test_every_page_has_a_title_words_and_a_picture():
    assert len(th.PAGES) >= 20
    titles = [p.title for p in th.PAGES]
    assert len(set(titles)) == len(titles)
    for page in th.PAGES:
        assert page.title.strip() and page.text.strip() and callable(page.draw)
    assert len({p.draw for p in th.PAGES}) == len(th.PAGES)


@pytest.mark.parametrize("page", th.PAGES, ids=lambda p: p.title)
def test_each_picture_paints_inside_its_rectangle_at_any_size_and_time(page):
    assert page.draw is not None
    for rect in SIZES:
        for t in TIMES:
            surf = pygame.Surface((1000, 900))
            surf.fill(BG)
            page.draw(surf, rect, t)
            inside, outside = _painted(surf, rect)
            assert inside > rect.w * rect.h * 0.02, (page.title, rect.size, t)
            assert outside == 0, (page.title, rect.size, t)


@pytest.mark.parametrize("page", th.PAGES, ids=lambda p: p.title)
def test_pictures_move(page):
    """Every picture is a little film: moments apart differ somewhere."""
    shots = {pygame.image.tobytes(_canvas(page.draw, t), "RGB")
             for t in (0.5, 1.6, 2.9, 4.4, 6.1, 7.7)}
    assert len(shots) > 1, page.title


def test_pictures_respect_a_clip_already_set():
    """The help scene clips to the picture; a picture leaves the clip as it was."""
    surf = pygame.Surface((1000, 900))
    clip = pygame.Rect(100, 100, 500, 400)
    surf.set_clip(clip)
    for page in th.PAGES:
        assert page.draw is not None
        page.draw(surf, pygame.Rect(120, 170, 820, 660), 1.0)
        assert surf.get_clip() == clip


def test_words_fit_the_help_box():
    pygame.font.init()
    lines_that_fit = help_scene.WORDS.h // int(help_scene.TEXT_SIZE * 1.3)
    for page in th.PAGES:
        lines = wrap(page.text, help_scene.TEXT_SIZE, help_scene.WORDS.w)
        assert len(lines) <= lines_that_fit, (page.title, len(lines))


# ---------------------------------------------------------------------------- our own words
def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _run_hash(words: list[str]) -> str:
    return hashlib.sha1(" ".join(words).encode()).hexdigest()[:12]


def test_no_page_copies_the_rule_text():
    """No run of 8 words of any page is a run of the rule text. The repository
    keeps only hashes of the rule text's runs (tests/data), never its words; when
    the rule text is beside the repository the hashes are checked against it."""
    runs = {ln for ln in RUNS.read_text(encoding="utf-8").split() if not ln.startswith("#")
            and len(ln) == 12}
    assert len(runs) > 2000
    if SEED.exists():
        seed = _words(SEED.read_text(encoding="utf-8"))
        assert runs == {_run_hash(seed[i:i + 8]) for i in range(len(seed) - 7)}
    for page in th.PAGES:
        mine = _words(page.title + " " + page.text)
        copied = [" ".join(mine[i:i + 8]) for i in range(len(mine) - 7)
                  if _run_hash(mine[i:i + 8]) in runs]
        assert not copied, (page.title, copied)


# ---------------------------------------------------------------------------- the support table
def test_support_rows_are_the_rules_table():
    rows = th.support_rows()
    for label, coins, ok in rows:
        assert ok == [supports(coins, n) for n in range(1, MAX_PLATFORM + 1)], label
    # every single tree, two pennies, any other pair and three trees have a row
    shown = {tuple(sorted(coins)) for _, coins, _ in rows}
    for coin in COINS:
        assert (coin,) in shown
    assert ("penny", "penny") in shown
    assert any(len(c) == 2 and c != ("penny", "penny") for c in shown)
    assert any(len(c) >= 3 for c in shown)


def test_the_support_rows_stand_for_every_case_they_name():
    """'any other two' and 'three or more' hold for every such group of trees."""
    rows = {label: ok for label, _, ok in th.support_rows()}
    for pair in itertools.combinations_with_replacement(COINS, 2):
        if pair != ("penny", "penny"):
            assert [supports(pair, n) for n in range(1, 5)] == rows["any other two"], pair
    for k in (3, 4):
        for group in itertools.combinations_with_replacement(COINS, k):
            assert [supports(group, n) for n in range(1, 5)] == rows["three or more"], group


def test_the_support_page_words_agree_with_the_rules():
    text = _page(th.support_picture).text
    for coin in COINS:       # "a penny alone holds 1 square, a nickel 2, ..."
        most = max(n for n in range(1, 5) if supports((coin,), n))
        assert most == LUMBER[coin]
        assert re.search(rf"{coin}( alone holds)? {most}\b", text), coin
    assert all(supports(p, 3) for p in itertools.combinations_with_replacement(COINS, 2))
    assert "unless both are pennies" in text and not supports(("penny", "penny"), 4)


def test_the_support_picture_draws_the_tables_ticks_and_crosses():
    surf = _canvas(th.support_picture, 0.0)
    green, red = pygame.Color(*th.GOOD), pygame.Color(*th.BAD)
    for i, (label, _, ok) in enumerate(th.support_rows()):
        for n in range(1, MAX_PLATFORM + 1):
            x, y = th.support_mark_at(i, n)
            pixel = surf.get_at((x, y - int(th.MARK_R * 0.7)))
            assert pixel == (green if ok[n - 1] else red), (label, n, pixel)


# ---------------------------------------------------------------------------- the attack tables
def test_the_attack_tables_are_the_rules_numbers():
    hit = th.hit_grid()
    assert len(hit) == OUT_OF_RANGE - 1            # every modifier still in range
    for m, row in enumerate(hit, start=1):
        assert in_range(m)
        assert row == [platform_hit(r, m) for r in range(1, 7)]
        assert row == [r - m > 0 for r in range(1, 7)]
    smash = th.smash_grid()
    for s, row in enumerate(smash, start=1):
        assert row == [platform_destroyed(d, s) for d in range(1, 7)]
    # the last row stands for every sturdiness from 6 up ("6+")
    for s in range(6, 13):
        assert [platform_destroyed(d, s) for d in range(1, 7)] == smash[-1]


def test_the_attack_table_picture_colours_its_cells_from_the_rules():
    surf = _canvas(th.attack_table_picture, 0.0)      # before any cell is outlined
    green = pygame.Color(*th.GOOD)
    for at, grid in ((th.HIT_TABLE_AT, th.hit_grid()), (th.SMASH_TABLE_AT, th.smash_grid())):
        for i, row in enumerate(grid):
            for j, ok in enumerate(row):
                c = th.table_cell(*at, i, j).center
                assert (surf.get_at(c) == green) == ok, (at, i, j)


def test_the_attack_examples_play_by_the_rules():
    for mod, roll, sturdy, damage in th.ATTACK_EXAMPLES:
        assert 1 <= mod < OUT_OF_RANGE and 1 <= roll <= 6 and 1 <= damage <= 6
        assert sturdy >= 1
    outcomes = {(platform_hit(r, m), platform_destroyed(d, s))
                for m, r, s, d in th.ATTACK_EXAMPLES}
    assert (True, True) in outcomes and (True, False) in outcomes


def test_monkey_shots_follow_the_rules():
    for roll in range(1, 7):
        on_foot = th.monkey_shot(roll, riding=False)
        riding = th.monkey_shot(roll, riding=True)
        assert on_foot == ("monkey" if roll == MONKEY_HIT else "missed")
        assert riding == ("monkey" if roll == MONKEY_HIT else
                          "catapult" if roll == CATAPULT_HIT else "missed")
    text = _page(th.monkey_shot_picture).text
    assert f"only hit by a {MONKEY_HIT}" in text and f"a {CATAPULT_HIT} breaks" in text


def test_the_range_table_is_the_rules_modifier():
    for label, high, mods in th.range_rows():
        for between, m in enumerate(mods):
            want = distance_modifier(between, high)
            assert m == (want if in_range(want) else None), (label, between)
    platform, ground = th.range_rows()
    assert platform[1] and not ground[1]
    assert platform[2][0] == ground[2][0] == 1           # point-blank is still 1
    assert ground[2][2] == 2 * platform[2][2]            # doubled from the ground


# ---------------------------------------------------------------------------- the rest of the words
def test_walking_picture_asks_the_rules_where_to_go():
    reach, path = th.walk_scene()
    assert len(path) <= th.WALK_ROLL and path[-1] == th.WALK_GOAL
    assert th.WALK_BLOCK not in reach                    # another monkey's square
    assert not set(th.WALK_FORT) & reach                 # the fort an opponent holds
    assert set(path) <= reach
    for a, b in zip((th.WALK_ME,) + path, path):        # orthogonal steps only
        assert abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def test_the_numbers_in_the_words_are_the_rules():
    text = " ".join(p.text for p in th.PAGES)
    for coin in COINS:
        assert f"{coin} {LUMBER[coin]}" in text
    assert f"{STALL_ROUNDS} whole rounds" in text
    assert f"{MONKEYS} is the most monkeys" in text
    options = _page(th.options_picture).text
    for n in PILES:
        assert str(n) in options
    assert len(OPTION_LABELS["placement"]) == len(PLACEMENTS)


def test_the_controls_page_names_every_way_to_play_and_the_keys_are_the_real_ones():
    import pygame
    from game.input import gamepads, manager
    from game.input.intents import ALT, NEXT, PREV
    text = _page(th.controls_picture).text
    for words in ("Tap", "arrows", "Enter", "Tab turns", "E flips", "Q picks", "Esc", "stick",
                  "d-pad", "A to pick", "X turns", "RB flips", "LB picks", "B goes back"):
        assert words in text, words
    # the keys and buttons the page names do what the Treefort controls listen for
    keys = manager.KEYS
    assert (keys[pygame.K_TAB], keys[pygame.K_e], keys[pygame.K_q]) == (ALT, NEXT, PREV)
    pad = gamepads.BUTTONS
    assert (pad[pygame.CONTROLLER_BUTTON_X], pad[pygame.CONTROLLER_BUTTON_RIGHTSHOULDER],
            pad[pygame.CONTROLLER_BUTTON_LEFTSHOULDER]) == (ALT, NEXT, PREV)


def test_the_board_thumbnails_come_from_the_shipped_boards():
    for n in th.BOARD_THUMBS:
        owners = th.board_owners(n)
        assert owners, n
        seats = {o for _, _, o in owners if o is not None}
        assert seats == set(range(n))
