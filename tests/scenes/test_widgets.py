"""Button labels always fit their buttons: shrink a little, then wrap to two lines."""
from __future__ import annotations

import pygame

from game.ui.assets import font
from game.ui.widgets import fit_size, label_lines


def setup_module(_):
    pygame.font.init()


def test_short_label_keeps_its_size_and_one_line():
    assert label_lines("Start!", 60, 400) == (("Start!",), 60)


def test_long_label_wraps_to_two_readable_lines_that_fit():
    label, width = "Way to play: Everyone for themselves", 460
    assert fit_size(label, 36, width) < 28           # one line would be too small
    lines, size = label_lines(label, 36, width)
    assert len(lines) == 2 and " ".join(lines) == label
    assert size >= 28 and all(font(size).size(line)[0] <= width for line in lines)


def test_single_long_word_shrinks_instead():
    for width in (200, 400):
        lines, size = label_lines("Supercalifragilistic", 60, width)
        assert lines == ("Supercalifragilistic",)        # one word is never broken
        assert 18 <= size < 60 and font(size).size(lines[0])[0] <= width
    assert label_lines("Supercalifragilistic", 60, 200)[1] < label_lines(
        "Supercalifragilistic", 60, 400)[1]               # less room, smaller letters


def test_a_disabled_button_says_no_and_does_nothing():
    from game.input.intents import CONFIRM, KEYBOARD, Intent
    from game.ui.widgets import Button, Menu
    pressed, sounds = [], []
    b = Button(pygame.Rect(0, 0, 200, 100), "Go", lambda: pressed.append(1), enabled=False)
    menu = Menu([b], sound=sounds.append)
    menu.handle(Intent(CONFIRM, KEYBOARD))
    assert pressed == [] and sounds == ["error"]
    b.enabled = True
    menu.handle(Intent(CONFIRM, KEYBOARD))
    assert pressed == [1] and sounds == ["error", "click"]
