"""Spank the Monkey's help pages: every page has words and a picture, every
picture draws at any size and time (with or without the table's card
pictures), and the words are our own, never the rule text's."""
from __future__ import annotations

import hashlib
import re
from pathlib import Path

import pygame
import pytest

from game.rules.junkyard.deck import card
from game.rules.junkyard.options import OPTIONS
from game.scenes import help as help_scene
from game.scenes.junkyard import help as jh
from game.scenes.junkyard.help import cards as jh_cards
from game.scenes.junkyard.help import yard
from game.ui.assets import font
from game.ui.widgets import wrap
from tests.support.screen_audit import findings_of, record

ROOT = Path(__file__).resolve().parents[2]
SEED = ROOT.parent / "shared" / "seeds" / "spank-the-monkey.txt"
BG = (235, 225, 200)
SIZES = [pygame.Rect(120, 170, 820, 660), pygame.Rect(30, 40, 410, 300)]
TIMES = [0.4, 3.7]


def _painted(surf: pygame.Surface, rect: pygame.Rect) -> tuple[int, int]:
    """(pixels changed inside rect, pixels changed outside it) on a BG surface."""
    same = pygame.mask.from_threshold(surf, BG, (1, 1, 1, 255))
    inside = pygame.mask.Mask(surf.get_size())
    inside.draw(pygame.mask.Mask(rect.size, fill=True), rect.topleft)
    changed = same.copy()
    changed.invert()
    return changed.overlap_area(inside, (0, 0)), changed.count() - changed.overlap_area(inside,
                                                                                      (0, 0))


def test_every_page_has_a_title_words_and_a_picture():
    assert len(jh.PAGES) >= 15
    titles = [p.title for p in jh.PAGES]
    assert len(set(titles)) == len(titles)
    for page in jh.PAGES:
        assert page.title.strip() and page.text.strip() and callable(page.draw)


@pytest.mark.parametrize("page", jh.PAGES, ids=lambda p: p.title)
def test_each_picture_paints_inside_its_rectangle_at_two_sizes_and_times(page):
    assert page.draw is not None
    for rect in SIZES:
        for t in TIMES:
            surf = pygame.Surface((1000, 900))
            surf.fill(BG)
            page.draw(surf, rect, t)
            inside, outside = _painted(surf, rect)
            assert inside > rect.w * rect.h * 0.02, (page.title, rect.size, t)
            assert outside == 0, (page.title, rect.size, t)


def test_pictures_move():
    """Every picture is a little film: two moments differ somewhere."""
    rect = SIZES[0]
    for page in jh.PAGES:
        assert page.draw is not None
        shots = []
        for t in (0.5, 1.6, 2.9, 4.4, 6.1):
            surf = pygame.Surface((1000, 900))
            surf.fill(BG)
            page.draw(surf, rect, t)
            shots.append(pygame.image.tobytes(surf, "RGB"))
        assert len(set(shots)) > 1, page.title


def test_pictures_draw_without_the_card_faces(monkeypatch):
    """Until cardface.py is there (or if it fails), cards are plain stand-ins."""
    monkeypatch.setattr(jh_cards, "_cardface", lambda: None)
    surf = pygame.Surface((1000, 900))
    for page in jh.PAGES:
        assert page.draw is not None
        for t in (0.0, 2.5, 7.3):
            surf.fill(BG)
            page.draw(surf, SIZES[0], t)
    img = jh.face("hand_grenade", 120)
    assert img.get_width() == 120 and img.get_height() > 120


@pytest.mark.parametrize("index", range(len(jh.PAGES)), ids=lambda i: jh.PAGES[i].title)
def test_each_picture_passes_the_screen_audit_all_through_its_film(index):
    """Drawn where the help scene draws it (clipped to its frame), at moments
    0.6 s apart over 18 s (every picture's loop, the longest included): no
    name spills out of its block or off the picture, nothing is drawn over a
    word, no two words overlap, nothing is too small to read."""
    page = jh.PAGES[index]
    pygame.display.init()

    def frame(t: float):
        def draw(canvas: pygame.Surface) -> None:
            canvas.set_clip(help_scene.PICTURE)
            assert page.draw is not None
            page.draw(canvas, help_scene.PICTURE, t)
            canvas.set_clip(None)
        return draw
    found: dict[str, float] = {}
    for i in range(30):    # every 0.6 s: the whole loop of every picture, at half the cost
        t = 0.05 + 0.6 * i
        for f in findings_of(record(frame(t))):
            found.setdefault(f, t)
    assert not found, "\n".join(f"at {t:.2f} s: {f}" for f, t in found.items())


def test_a_long_name_takes_more_lines_on_a_tall_block_and_one_on_a_wide_one():
    pygame.font.init()
    name = card("double_decker_bus").name                 # "Double-Decker Bus"
    lines, size = yard.name_lines(name, 132, 160)        # narrow but 4 dots tall
    assert len(lines) > 1 and size >= 22
    assert "".join(lines).replace(" ", "") == name.replace(" ", "")   # cut at a hyphen or space
    assert all(font(size).size(line)[0] <= 132 for line in lines)
    lines, size = yard.name_lines(name, 400, 60)
    assert lines == (name,) and size == 28
    # one dot tall and too narrow for one line at 22 px: nothing fits, and it says so
    assert yard.name_lines("Leaky Rowboat", 140, 46) == (("Leaky Rowboat",), 22)
    # a second line is only worth it when it buys 4 px
    lines, size = yard.name_lines("Rusty Bicycle", 166, 64)
    assert lines == ("Rusty Bicycle",) and size == 24


def test_words_fit_the_help_box():
    pygame.font.init()
    lines_that_fit = help_scene.WORDS.h // int(help_scene.TEXT_SIZE * 1.3)
    for page in jh.PAGES:
        lines = wrap(page.text, help_scene.TEXT_SIZE, help_scene.WORDS.w)
        assert len(lines) <= lines_that_fit, (page.title, len(lines))


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


RUNS = Path(__file__).resolve().parents[1] / "data" / "spank_rule_text_runs.txt"


def _run_hash(words: list[str]) -> str:
    return hashlib.sha1(" ".join(words).encode()).hexdigest()[:12]


def test_no_page_copies_the_rule_text():
    """No run of 8 words of any page is a run of the rule text. The repository
    keeps only hashes of the rule text's runs (tests/data), never its words; when
    the rule text is beside the repository the hashes are checked against it."""
    runs = {ln for ln in RUNS.read_text(encoding="utf-8").split() if not ln.startswith("#")
            and len(ln) == 12}
    assert len(runs) > 1000
    if SEED.exists():
        seed = _words(SEED.read_text(encoding="utf-8"))
        assert runs == {_run_hash(seed[i:i + 8]) for i in range(len(seed) - 7)}
    for page in jh.PAGES:
        mine = _words(page.title + " " + page.text)
        copied = [" ".join(mine[i:i + 8]) for i in range(len(mine) - 7)
                  if _run_hash(mine[i:i + 8]) in runs]
        assert not copied, (page.title, copied)


def test_the_examples_match_the_deck():
    """The numbers the pages work through are the deck's own."""
    text = " ".join(p.text for p in jh.PAGES).replace(jh.NB, " ")
    assert card("pinball_machine").height == 2 and "Pinball Machine has 2 dots" in text
    assert card("neon_sign").height == 3 and "Neon Sign (3 dots)" in text
    assert card("neon_sign").strength == 2 and card("metal_fittings").strength == 4
    assert "2 + 4 = 6" in text
    assert card("hand_grenade").attack == 4 and "Hand Grenade (+4)" in text
    assert card("recycling_station").strength == 5 and "Recycling Station (strength 5)" in text
    assert card("barbed_wire").strength == 1 and "Barbed Wire (+1)" in text
    assert card("satellite_dish").defense == 2 and "Satellite Dish (-2)" in text


def test_the_extra_rules_page_names_every_lobby_setting():
    page = next(p for p in jh.PAGES if p.draw is jh.options_picture)
    for option in OPTIONS:
        assert option.label in page.text
