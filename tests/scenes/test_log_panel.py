"""The log panel keeps showing the newest lines, however long the match runs."""
from __future__ import annotations

import pygame

from game.ui.log_panel import KEEP, LogPanel


def picture(panel: LogPanel, viewer=None, style=None) -> bytes:
    surf = pygame.Surface((1920, 1080))
    surf.fill((0, 0, 0))
    panel.draw(surf, viewer, style)
    return pygame.image.tobytes(surf.subsurface(panel.rect), "RGB")


def test_new_lines_show_after_hundreds_of_lines():
    pygame.font.init()
    panel = LogPanel(pygame.Rect(1400, 760, 500, 300), 26)
    seen = set()
    for k in range(KEEP + 60):
        panel.add(f"Line number {k}", (200, 200, 200))
        if k % 37 == 0 or k > KEEP + 50:
            pic = picture(panel)
            assert pic not in seen, f"the panel did not change after line {k}"
            seen.add(pic)
    assert len(panel.lines) == KEEP and panel.lines[-1].text == f"Line number {KEEP + 59}"


def test_private_lines_only_for_their_seats():
    pygame.font.init()
    panel = LogPanel(pygame.Rect(0, 0, 500, 300), 26)
    panel.add("Everyone sees this")
    panel.add("Red's secret", to=frozenset({0}))
    assert [ln.text for ln in panel.visible(0)] == ["Everyone sees this", "Red's secret"]
    assert [ln.text for ln in panel.visible(1)] == ["Everyone sees this"]
    assert [ln.text for ln in panel.visible(None)] == ["Everyone sees this"]
    assert picture(panel, 0) != picture(panel, 1) == picture(panel, None)


def _lines(scene):
    return [(ln.text, ln.to, ln.seat) for ln in scene.log]


def test_continue_tells_the_same_log_as_the_match_told_live():
    from game.app.seating import Seat, Seating
    from game.core.state import Setup
    from game.core.match import Match
    from game.core.record import parse
    from tests.support.apphost import make_app, run_until
    app = make_app()
    app.settings.bot_speed = "fast"
    app.settings.animation_speed = 2.0
    seats = ("easy", "medium", "easy")
    match = Match(Setup("codes", seats, 7, None, ("two_actions",)))
    live = match.spec.scene(app, match, Seating([Seat(k) for k in seats]))
    app.push(live)
    run_until(app, lambda: live.version >= 12, 6000)
    told = _lines(live)
    assert len(told) >= 10 and any(seat == 1 for _, _, seat in told)
    again = Match.replay(parse(live.match.record.text()))
    resumed = live.spec.scene(app, again, Seating([Seat("easy"), Seat("medium"), Seat("easy")]))
    assert _lines(resumed)[:len(told)] == told


def test_lines_of_a_seat_start_with_its_badge():
    panel = LogPanel(pygame.Rect(0, 0, 500, 200), 26)
    panel.add("Red flips a coin", (200, 40, 40), seat=0)
    with_badge = picture(panel)
    plain = LogPanel(pygame.Rect(0, 0, 500, 200), 26)
    plain.add("Red flips a coin", (200, 40, 40))
    assert picture(plain) != with_badge
    cb = LogPanel(pygame.Rect(0, 0, 500, 200), 26)
    cb.add("Red flips a coin", (200, 40, 40), seat=0)
    assert picture(cb, style=True) not in (with_badge, picture(plain))  # the shaped badge
