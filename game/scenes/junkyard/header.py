"""The top of the table: the status line (whose turn, the phase, what is asked,
in words a child reads) and the pile and discard pile beside it."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

import pygame

from game.rules.junkyard.text import choice_prompt, cname
from game.ui import theme
from game.ui.assets import text
from game.ui.widgets import draw_text, fit_size, wrap

from .faces import _face_h, card_back, card_face
from .layout import PILE_AT, W, shade

if TYPE_CHECKING:
    from .tablestate import TableState


def draw_pile(table: TableState, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
    x, y = PILE_AT
    surf.blit(shade((W - x + 10, 70), 150), (x - 10, 4))
    surf.blit(card_back(44), (x, y))
    draw_text(surf, str(v["pile"]), 34, theme.TEXT, (x + 52, y - 2), anchor="topleft",
              shadow=True)
    draw_text(surf, "pile", 22, theme.TEXT, (x + 52, y + 36), anchor="topleft", shadow=True,
              role="secondary")
    disc = v.get("discard") or []
    dx = x + 142
    if disc:
        surf.blit(card_face(disc[-1], 44), (dx, y))
    else:
        pygame.draw.rect(surf, (255, 255, 255), (dx, y, 44, _face_h(44)), 2, border_radius=6)
    draw_text(surf, "discard", 22, theme.TEXT, (dx + 52, y + 36), anchor="topleft",
              shadow=True, role="secondary")
    draw_text(surf, str(len(disc)), 34, theme.TEXT, (dx + 52, y - 2), anchor="topleft",
              shadow=True)


def status_text(table: TableState, v: Mapping[str, Any]) -> tuple[str, tuple[int, int, int]]:
    s = table.scene
    names = s.names()
    if v["over"]:
        if v["winners"]:
            who = " and ".join(names[k] for k in v["winners"])
            return f"{who} spanked the monkey and wins!", theme.ACCENT
        return "The pile is empty: the monkey wins!", theme.ACCENT
    q = v.get("asking")
    if q is not None and not s.anim.busy:
        seat = int(q["seat"])
        return (f"{names[seat]}: {cname(q['card'])} \u2014 {choice_prompt(q, v)}",
                s.seat_colour(seat))
    w = v.get("window")
    fight = v.get("fight")
    if w is not None and not s.anim.busy:
        seat = int(w["seat"])
        if w["stage"] == "defend" and fight:
            return (f"{names[seat]}: defend against {names[fight['attacker']]}'s "
                    f"{cname(fight['card'])}?", s.seat_colour(seat))
        if w["stage"] == "roll":
            return f"{names[seat]}: play a card on your roll?", s.seat_colour(seat)
        return f"{names[seat]}: a card after the roll?", s.seat_colour(seat)
    turn = table.shown_turn(v)
    if turn != int(v["turn"]):      # the story has begun the next turn: no old phase
        return f"{names[turn]}'s turn", s.seat_colour(turn)
    return f"{names[turn]}'s turn \u2014 {phase_words(table, v, turn)}", s.seat_colour(turn)


def phase_words(table: TableState, v: Mapping[str, Any], seat: int) -> str:
    s = table.scene
    phase = v["phase"]
    # "you" only to the human whose turn it is, never on a bot's turn
    you = not s.is_bot(seat) and (s.viewer == seat or not s.hot_seat)
    if phase == "build":
        if s.anim.busy or not you:
            return "Build"
        st = s.state
        junk, reinf = st.build_left(seat, "junk"), st.build_left(seat, "reinforcement")
        if junk is None:
            return "Build: as many junk and reinforcement cards as you like"
        parts = []
        if junk:
            parts.append("one junk card" if junk == 1 else f"{junk} junk cards")
        if reinf:
            parts.append("one reinforcement")
        if not parts:
            return "Build: all built! Press Done"
        return "Build: " + " and ".join(parts)
    need = (v.get("spank_need") or [None] * (seat + 1))[seat]
    if phase == "attack":
        return "Attack: throw attack cards at a tower, or press Done" if you else "Attack"
    if phase == "spank":
        if not need:
            return "Spank the monkey?"
        return f"Spank the monkey! You need {need} or more" if you else \
            f"Spank the monkey: needs {need} or more"
    if phase == "discard":
        return "Throw away up to two cards, or end your turn" if you else \
            "Throw away up to two cards"
    return phase


def draw_status(table: TableState, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
    msg, col = status_text(table, v)
    room = PILE_AT[0] - 340
    bar = pygame.Rect(300, 4, PILE_AT[0] - 324, 70)
    back = shade(bar.size, 150)
    surf.blit(back, bar)
    size = fit_size(msg, 44, room, 28)     # what to do now: never under 28 px
    lines = [msg] if text(msg, size, col).get_width() <= room else wrap(msg, 28, room)[:2]
    if len(lines) > 1:
        size = 28
    y = bar.centery - 16 * (len(lines) - 1)
    for ln in lines:
        draw_text(surf, ln, size, col, (bar.centerx, y), shadow=True)
        y += 32
