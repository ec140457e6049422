"""Two humans, every game, end to end (issue 21): seat 0 on the keyboard,
seat 1 on a virtual pad, one whole match from the table to the result, each
move pressed on its own seat's device (tests/support/two_humans.py).

What a hand-over may cost comes from the rules of a shared screen
(docs/performance.md, "Two humans on one screen"): when the player to come
holds a secret (a code, a hand, a coded program), a curtain falls and only
their own device lifts it, with one press; when nothing is secret, the
table simply waits for them: no press at all. Every curtain, left alone,
shows its whole picture, names the seat to come and that seat's button."""
from __future__ import annotations

import pytest

from tests.support.two_humans import SETUPS, play_two_humans

# Whose secrets may be on the table when the screen passes (the rules):
# Codes: each player's code, always; Bananas: only the code being put
# together in secret; Spank the Monkey: the hand in one's own turn;
# Treefort: nothing is ever hidden; Bot 255's card game: the hand and the
# program in one's own turn and the Steal Turn question, but not the penalty
# (a card taken face down from the other's hand).
CURTAINS = {"codes": "always", "bananas": "sometimes", "junkyard": "sometimes",
            "treefort": "never", "bot255": "some"}


@pytest.mark.parametrize("game", list(SETUPS))
def test_two_humans_play_a_whole_match_to_the_result(game):
    seed, level, variants = SETUPS[game]
    t = play_two_humans(game, seed, level, variants)
    assert t.problems == []
    assert t.result, "the result screen never came"
    # every action of the match was a press on one of the two devices: no
    # action by a third seat, none left out (Going Bananas leaves a trap off
    # by itself when it could catch nothing: an action without a press)
    assert t.step_seats <= {0, 1}
    if game == "bananas":
        assert 0 < t.moves <= t.steps
    else:
        assert t.moves == t.steps
    assert t.moves_per_seat[0] > 0 and t.moves_per_seat[1] > 0
    assert len(t.handovers) >= 2
    for h in t.handovers:
        # one press at a curtain, by the player to come; none when nothing is secret
        assert h.presses == (1 if h.curtain else 0), h
        assert h.left_alone_ok, h
    curtains = [h.curtain for h in t.handovers]
    if CURTAINS[game] == "always":
        assert all(curtains)
    elif CURTAINS[game] == "never":
        assert not any(curtains) and t.curtains == 0
    elif CURTAINS[game] == "sometimes":
        assert any(curtains) and not all(curtains)
    else:
        assert any(curtains)
    if t.curtains:
        assert t.wrong_device_lifted is False   # the other player's device did not lift it
    if not all(curtains):
        assert t.wrong_device_moved is False    # ... nor acted for the player to come


# ---------------------------------------------------------------- the hand-over check can fail
def _quiet_curtain(app):
    from game.app.main import SETTLE_TIME, STILL_AFTER
    from game.app.seating import Seat, Seating
    from game.input.intents import KEYBOARD, MOUSE
    from tests.support.apphost import pump
    from tests.support.two_humans import IDLE_DT
    # nobody touches anything (app time: quarter-second frames, as the driver leaves it alone)
    pump(app, int((STILL_AFTER + SETTLE_TIME + 1) / IDLE_DT), dt=IDLE_DT)
    seating = Seating([Seat("human", KEYBOARD), Seat("human", MOUSE)])
    return app.open("curtain", seat=1, seating=seating, message=None, on_reveal=lambda: None)


def test_the_check_sees_a_curtain_frozen_half_way_down(monkeypatch):
    """As before issue 21's fix: a curtain that falls on a quiet screen, taken
    for a finished picture at once, stays half drawn."""
    from game.app.main import App
    from game.scenes.curtain import CurtainScene
    from tests.support.apphost import make_app
    from tests.support.two_humans import left_alone_matches_a_fresh_draw
    app = make_app()
    monkeypatch.setattr(CurtainScene, "animating", lambda self: False)
    monkeypatch.setattr(App, "_settle", lambda self: setattr(self, "still", True))
    _quiet_curtain(app)
    problem = left_alone_matches_a_fresh_draw(app)
    assert problem is not None and "fresh draw" in problem


def test_the_check_sees_a_blank_curtain(monkeypatch):
    from game.scenes.curtain import BACKSTAGE, CurtainScene
    from tests.support.apphost import make_app
    from tests.support.two_humans import left_alone_matches_a_fresh_draw
    app = make_app()
    monkeypatch.setattr(CurtainScene, "draw", lambda self, surf: surf.fill(BACKSTAGE))
    _quiet_curtain(app)
    problem = left_alone_matches_a_fresh_draw(app)
    assert problem is not None and "blank" in problem


def test_a_whole_curtain_passes_the_check():
    from tests.support.apphost import make_app
    from tests.support.two_humans import left_alone_matches_a_fresh_draw
    app = make_app()
    _quiet_curtain(app)
    assert left_alone_matches_a_fresh_draw(app) is None
