"""The hint button (issue 22): the Medium bot's move for the seat, from that
seat's own view only, always legal; lit up (Codes) or said in one line; on
for the first three matches of each game, switched in the lobby."""
from __future__ import annotations

import random

import pytest

from game.app.seating import Seat, Seating
from game.core import registry
from game.core.match import Match
from game.core.seats import SYSTEM
from game.core.state import Setup
from game.input.intents import HELP, KEYBOARD, Intent
from game.learn import hints
from game.scenes.codes import make_scene
from game.scenes.codes.hint import reason
from game.scenes.help import HelpScene
from game.scenes.lobby import LobbyScene
from tests.support.apphost import click, make_app, pump, run_until
from tests.support.conformance import fingerprint, playout

STOPS = (0, 4, 15, 40)   # actions of a random playout before the hint is asked


def _positions(spec):
    """(state, seat) over a few random playouts at the fewest and most players
    (Bot 255 alone is its puzzle, which keeps its own hint button)."""
    low = max(spec.min_players, 2) if spec.id == "bot255" else spec.min_players
    for players in sorted({low, spec.max_players}):
        for k, stop in enumerate(STOPS):
            seed = 100 + 10 * players + k
            m = playout(Setup(spec.id, ("random",) * players, seed), random.Random(seed),
                        stop=stop)
            if m.over:
                continue
            for seat in sorted(m.state.to_act()):
                if seat != SYSTEM:
                    yield m.state, seat, seed


@pytest.mark.parametrize("game_id", [s.id for s in registry.specs()])
def test_a_hint_is_legal_and_the_same_whatever_the_others_hide(game_id):
    spec = registry.spec(game_id)
    rng = random.Random(5)
    given = hidden_changed = 0
    for st, seat, seed in _positions(spec):
        action = hints.suggest(spec, st, seat, seed)
        if action is None:
            continue
        given += 1
        legal = st.legal_actions(seat)
        assert action in legal or hints.allowed(st, seat, action, legal)
        st.clone().apply(seat, action)  # the rules take it (IllegalAction otherwise)
        for _ in range(2):
            twin = spec.sample_state(st.view(seat), seat, rng)
            if fingerprint(twin) != fingerprint(st):
                hidden_changed += 1
            assert hints.suggest(spec, twin, seat, seed) == action, (
                f"{game_id}: seat {seat}'s hint changed when the others' secrets did")
    assert given >= 4, f"{game_id}: only {given} hints over the positions"
    assert hidden_changed, f"{game_id}: the samples never changed a hidden part"


# ---------------------------------------------------------------------- in a match
@pytest.fixture
def app():
    a = make_app(start_scene=False)
    a.settings.bot_speed = "fast"
    a.settings.animation_speed = 2.0
    return a


def codes_match(app, seed=3):
    from game.scenes.menu import MenuScene
    match = Match(Setup("codes", ("human", "easy"), seed))
    app.push(MenuScene(app))
    scene = make_scene(app, match, Seating([Seat("human", KEYBOARD), Seat("easy", None)]))
    app.push(scene)
    run_until(app, lambda: scene.controller() == 0 and not scene.anim.busy, 900)
    return scene


def test_h_in_a_codes_match_lights_the_move_and_says_why_then_h_again_opens_the_rules(app):
    scene = codes_match(app)
    app.dispatch(Intent(HELP, KEYBOARD))
    h = scene.hinter
    assert app.stack.top is scene and h.worker is not None
    h.worker.wait()
    pump(app, 2)
    assert h.shown is not None and h.shown.seat == 0
    assert h.shown.action in scene.legal(0)
    assert scene.bubble is not None and scene.bubble.text == h.shown.line
    assert h.shown.line == reason(scene.view(0), h.shown.action)
    glow = h.press()
    assert glow is not None and glow.rect.w > 0  # the next press toward the move glows
    where = getattr(h.shown.action, "pos", getattr(h.shown.action, "a",
                                                   getattr(h.shown.action, "src", None)))
    assert glow.target.startswith("coin:") and str(where) in glow.target
    app.dispatch(Intent(HELP, KEYBOARD))
    assert isinstance(app.stack.top, HelpScene)


def test_hints_off_in_the_lobby_means_h_opens_the_rules(app):
    from game.scenes.menu import MenuScene
    app.push(MenuScene(app))
    lobby = LobbyScene(app, "codes")
    app.push(lobby)
    pump(app, 2)
    button = next(b for b in lobby.menu.buttons if b.data == "hints")
    assert button.label == "Hints: On"
    click(app, button.rect.center)
    assert next(b for b in lobby.menu.buttons if b.data == "hints").label == "Hints: Off"
    assert not hints.enabled("codes") and hints.enabled("junkyard")
    app.stack.scenes.clear()
    scene = codes_match(app)
    app.dispatch(Intent(HELP, KEYBOARD))
    assert isinstance(app.stack.top, HelpScene) and scene.hinter.worker is None


def _finished(game_id: str, kinds: tuple[str, ...]) -> Match:
    m = Match(Setup(game_id, kinds, 9))
    rng = random.Random(9)
    while not m.over:
        seat = rng.choice(sorted(m.state.to_act()))
        m.apply(seat, rng.choice(m.state.legal_actions(seat)))
    return m


def test_on_for_the_first_three_matches_of_each_game_then_off(app):
    from game.scenes.menu import MenuScene
    app.push(MenuScene(app))
    for played in range(3):
        assert hints.enabled("codes"), f"after {played} matches"
        m = _finished("codes", ("human", "easy"))
        scene = make_scene(app, m, Seating([Seat("human", KEYBOARD), Seat("easy", None)]))
        assert scene.hinter.on
        app.push(scene)
        pump(app, 3)
        assert hints.played("codes") == played + 1
        app.stack.scenes[1:] = []
    assert not hints.enabled("codes")
    assert hints.enabled("junkyard")  # counted per game
    scene = make_scene(app, Match(Setup("codes", ("human", "easy"), 4)),
                       Seating([Seat("human", KEYBOARD), Seat("easy", None)]))
    assert not scene.hinter.on
    lobby = LobbyScene(app, "codes")
    assert next(b for b in lobby.menu.buttons if b.data == "hints").label == "Hints: Off"
    lobby.toggle_hints()  # the lobby may switch them on again
    assert hints.enabled("codes")


def test_a_match_of_bots_only_is_not_counted(app):
    from game.scenes.menu import MenuScene
    app.push(MenuScene(app))
    m = _finished("codes", ("easy", "easy"))
    app.push(make_scene(app, m, Seating([Seat("easy", None), Seat("easy", None)])))
    pump(app, 3)
    assert hints.played("codes") == 0


def test_a_damaged_hint_file_is_set_aside_with_a_sentence():
    hints.store_path().parent.mkdir(parents=True, exist_ok=True)
    hints.store_path().write_text("{not json", encoding="utf-8")
    data, problem = hints.read()
    assert data == {} and problem and "damaged" in problem
    assert hints.store_path().with_name("hints.json.broken").exists()
    assert hints.enabled("codes")


def test_the_line_is_the_games_words_where_it_has_no_why():
    spec = registry.spec("junkyard")
    st, seat, seed = next(_positions(spec))
    action = hints.suggest(spec, st, seat, seed)
    assert action is not None
    said = hints.line(spec, st.view(seat), action, seat)
    assert said.startswith("A good move: ") and len(said) > len("A good move: ")


def test_during_a_lesson_h_opens_the_rules_not_a_hint():
    from game.learn.launch import start_lesson
    from tests.learn.test_codes_lesson import LESSON, play_to
    app = make_app()
    assert start_lesson(app, "codes", device=KEYBOARD)
    pump(app, 2)
    scene = app.stack.top
    first = next(k for k, step in enumerate(LESSON.steps) if step.who == "you")
    play_to(app, KEYBOARD, stop_at=first)
    run_until(app, lambda: scene.ready and scene.controller() == 0, 600)
    assert scene.coach.run.step.who == "you" and scene.hinter.on
    app.dispatch(Intent(HELP, KEYBOARD))
    assert isinstance(app.stack.top, HelpScene) and scene.hinter.worker is None
