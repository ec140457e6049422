"""The bot255 card game's table: where everything is and how it is drawn.

    +---------+------------------------------------------------------------+
    | players | header: the round, and what to do now, in words            |
    | (each:  +------------------------------+--------------+--------------+
    |  name,  | the acting player's world,   | deck  face-up| Run a program|
    |  small  | big (a run walks here)       |              | Draw / Take  |
    |  world, |                              +--------------+--------------+
    |  points,|                              | the log                     |
    |  bits,  +------------------------------+-----------------------------+
    |  cards) | your commands and memory (the player at the screen)        |
    |         | your hand: big cards                                       |
    +---------+------------------------------------------------------------+

While a human writes a program the editor (editor.py) takes the right half
and their own world, cards and buttons the left half. Drawing never changes
the match: everything comes from the scene's views (`shown_view` while
animations play), the story's pictures (card_story.py) and the controls'
menus (card_controls.py).
"""
from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from game.core.grid import Cell
from game.input.intents import BACK, CONFIRM, HELP, MOUSE
from game.rules.bot255.world import BITS, Bot, World
from game.ui import theme
from game.ui.assets import image
from game.ui.badges import draw_badge
from game.ui.layers import Layer
from game.ui.prompts import device_family, draw_prompt, prompt_parts
from game.ui.widgets import draw_text, fit_size, wrap

from . import card_faces as faces
from .board import BoardPainter, BotPose, draw_bit
from .editor import KIND_COLOUR, draw_icon

if TYPE_CHECKING:
    from .cards import CardScene

W, H = 1920, 1080
PLAYERS = pygame.Rect(16, 16, 424, 1048)
HEADER = pygame.Rect(456, 16, 1448, 80)
STAGE = pygame.Rect(456, 108, 780, 580)
STAGE_WORLD = pygame.Rect(STAGE.x + 16, STAGE.y + 74, STAGE.w - 32, STAGE.h - 90)
PILES = pygame.Rect(1252, 108, 340, 300)
DECK = pygame.Rect(1262, 116, 150, 214)
DISCARD = pygame.Rect(1430, 116, 150, 214)
ACTIONS = pygame.Rect(1604, 108, 300, 300)
LOG = pygame.Rect(1252, 420, 652, 268)
KIT = pygame.Rect(456, 700, 1448, 52)
HAND = pygame.Rect(456, 760, 1448, 306)
CARD_W, CARD_H = 200, 300
OVERLAY = pygame.Rect(456, 108, 1448, 640)
# the editor screen
EDITOR = pygame.Rect(960, 16, 944, 1048)
EDIT_WORLD = pygame.Rect(16, 92, 928, 470)
EDIT_CARDS = pygame.Rect(16, 606, 928, 196)
EDIT_KIT = pygame.Rect(16, 812, 928, 52)
EDIT_NOTE = pygame.Rect(16, 870, 928, 56)

DARK = (14, 34, 26)
DARK_EDGE = (70, 120, 96)
GOOD_WORDS = (110, 235, 130)
BAD_WORDS = (255, 140, 120)
CMD_SHOWN = ("move", "left", "right", "repeat", "until", "if", "else", "while")
CMD_WORDS = {"move": "moveForward", "left": "rotate left", "right": "rotate right",
             "repeat": "repeat N", "until": "repeat until", "if": "if", "else": "else",
             "while": "while"}


def bot_of(d: dict[str, Any]) -> Bot:
    """A Bot from its JSON form in a view."""
    return Bot(Cell(*d["cell"]), d["facing"], frozenset(Cell(*c) for c in d["taken"]))


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


class PanelLayout(NamedTuple):
    small: bool          # five or six players: two rows of numbers
    badge: int
    area: pygame.Rect    # the mini-map
    tx: int              # where the name and the "who" line start
    who_size: int
    name_size: int


def panel_layout(r: pygame.Rect, who: str, name: str) -> PanelLayout:
    """Where a player panel's parts go: the mini-map gives way to the words, so
    "Medium bot, deals" never runs under it (issue 21)."""
    from game.ui.assets import font
    small = r.h < 200
    badge = 46 if small else min(56, r.h // 3)
    tx = r.x + 20 + badge
    name_size = 30 if small else 36
    need = max(font(22).size(who)[0], font(30).size(name)[0], 150)
    side = max(100, min(r.h - 34, 196, r.right - 20 - 8 - tx - need))
    area = pygame.Rect(r.right - side - 20, r.y + (r.h - side) // 2, side, side)
    room = area.x - tx - 8
    return PanelLayout(small, badge, area, tx, 22,
                       fit_size(name, name_size, room, smallest=28))


def player_rects(n: int) -> list[pygame.Rect]:
    gap = 12
    h = min(250, (PLAYERS.h - gap * (n - 1)) // max(1, n))
    return [pygame.Rect(PLAYERS.x, PLAYERS.y + i * (h + gap), PLAYERS.w, h) for i in range(n)]


def hand_rects(n: int, area: pygame.Rect = HAND, most_w: int = CARD_W,
               h: int = CARD_H) -> list[pygame.Rect]:
    """Where each of n cards lies in a row, centred in `area`."""
    if n <= 0:
        return []
    gap = 14
    w = min(most_w, (area.w - gap * (n - 1)) // n)
    h = min(h, int(w * 1.5), area.h)
    total = n * w + (n - 1) * gap
    x0 = area.centerx - total // 2
    y = area.bottom - h
    return [pygame.Rect(x0 + i * (w + gap), y, w, h) for i in range(n)]


def grid_rects(n: int, area: pygame.Rect, most_w: int = 190, ratio: float = 1.45,
               gap: int = 14) -> list[pygame.Rect]:
    """n cards in as few rows as fit `area`, each as big as it can be."""
    if n <= 0:
        return []
    best: tuple[int, int] | None = None
    for rows in range(1, 7):
        cols = math.ceil(n / rows)
        w = min(most_w, (area.w - gap * (cols - 1)) // cols,
                int(((area.h - gap * (rows - 1)) // rows) / ratio))
        if best is None or w > best[1]:
            best = (rows, w)
    assert best is not None
    rows, w = best
    w = max(24, w)
    cols = math.ceil(n / rows)
    h = int(w * ratio)
    out = []
    top = area.centery - (rows * h + (rows - 1) * gap) // 2
    for i in range(n):
        r, c = divmod(i, cols)
        in_row = min(cols, n - r * cols)
        x0 = area.centerx - (in_row * w + (in_row - 1) * gap) // 2
        out.append(pygame.Rect(x0 + c * (w + gap), top + r * (h + gap), w, h))
    return out


class CardTable:
    def __init__(self, scene: CardScene):
        self.scene = scene
        self.small = BoardPainter()
        self.big = BoardPainter()
        self.editing_painter = BoardPainter()
        self._world: tuple[Any, World] | None = None
        self._panels: dict[int, Layer] = {}

    # ------------------------------------------------------------------ what is shown
    def world(self, v: dict[str, Any]) -> World:
        """The round's world (from the view's JSON), kept while it is the same."""
        key = (v["round"], str(v["world"]))
        if self._world is None or self._world[0] != key:
            self._world = (key, World.from_json(v["world"]))
        return self._world[1]

    def stage_seat(self) -> int:
        run = self.scene.story.run
        if run is not None:
            return run.seat
        return int(self.scene.shown_view(None)["turn"])

    def seat_shown(self, seat: int) -> tuple[BotPose, frozenset[Cell], list[Any], int, int]:
        """A seat's bot as shown now: its pose, bits, trail, and its points (round, total)."""
        sv = self.scene.shown_view(None)
        ps = sv["players_state"][seat]
        colour = self.scene.bot_colour(seat)
        run = self.scene.story.run
        if run is not None and run.seat == seat:
            pb = run.pb
            return (pb.pose(colour), pb.taken(), pb.trail(), int(ps["round_points"]) +
                    pb.points(), int(ps["points"]) + pb.points())
        bot = bot_of(ps["bot"])
        return (BotPose.of(bot.cell, bot.facing, colour), bot.taken, [], int(ps["round_points"]),
                int(ps["points"]))

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        s = self.scene
        surf.fill(theme.BG)
        if s.controls.editing:
            self.draw_editing(surf)
            return
        v = s.shown_view(None)
        self.draw_header(surf, v)
        self.draw_players(surf, v)
        self.draw_stage(surf, v)
        self.draw_piles(surf, v)
        s.draw_log(surf)
        self.draw_kit(surf, KIT)
        self.draw_hand(surf)
        s.controls.draw_buttons(surf)

    def draw_header(self, surf: pygame.Surface, v: dict[str, Any]) -> None:
        s = self.scene
        rounds = f"Round {v['round']} of {v['rounds']}"
        minutes = int(v["options"].get("minutes", 0) or 0)
        if v["time_up"]:
            rounds += "   Time is up: the match ends with this turn"
        elif minutes:
            # the rules' clock, plus the play time the scene is still gathering for it
            left = max(0, int(60 * minutes - v["clock"] - s.system_time))
            rounds += f"   Time left {left // 60}:{left % 60:02d}"
        limit = int(v["options"].get("turn_limit", 0) or 0)
        if limit and v["step"] in ("start", "act"):
            left = max(0, int(limit - v["turn_clock"] - s.system_time))
            rounds += f"   This turn: {left // 60}:{left % 60:02d} left"
        draw_text(surf, rounds, 30, theme.MUTED, (HEADER.x + 8, HEADER.y + 20), anchor="midleft")
        self.draw_hints(surf, (HEADER.right - 330, HEADER.y + 20), editing=False)
        words, colour = s.headline()
        size = fit_size(words, 48, HEADER.w - 20, 28)
        draw_text(surf, words, size, colour, (HEADER.x + 8, HEADER.y + 60), anchor="midleft",
                  shadow=True)

    def draw_hints(self, surf: pygame.Surface, center: tuple[int, int], editing: bool) -> None:
        """The buttons to press, in the pictures of the device at the screen (none
        for a mouse or a finger: what to tap is on the screen)."""
        s = self.scene
        who = s.viewer if s.viewer is not None else s.controls.me()
        dev = s.hint_device(who)
        fam = device_family(dev)
        if s.controls.pointer or dev is None and s.last_device is None or fam == MOUSE:
            return
        if editing:
            if fam == "pad":
                parts: list[Any] = [("img", "ui/pad_a"), "press", "  LB RB indent",
                                    ("img", "ui/pad_x"), "delete", ("img", "ui/pad_b"), "back"]
            else:
                parts = [("img", "ui/key_enter"), "press", "  Q E indent", "  Tab delete",
                         ("img", "ui/key_esc"), "back"]
        else:
            parts = prompt_parts([("move", "move"), (CONFIRM, "choose"), (BACK, "back"),
                                  (HELP, s.hinter.help_words())], fam)
        draw_prompt(surf, parts, 22 if editing else 24, theme.MUTED, center)

    def draw_players(self, surf: pygame.Surface, v: dict[str, Any]) -> None:
        """A panel per player: each painted again only when what it shows changes."""
        s = self.scene
        n = len(v["players_state"])
        world = self.world(v)
        counts = v["cards"]["hand_counts"]
        turn = int(v["turn"])
        for i, r in enumerate(player_rects(n)):
            acting = i == turn and not s.match.over
            pose, taken, _trail, rpts, total = self.seat_shown(i)
            who = "Player" if not s.is_bot(i) else s.bot_label(i)
            if int(v["dealer"]) == i:
                who += ", deals"
            k = int(counts[i]) if i < len(counts) else 0
            key = (i, r.size, acting, s.seat_name(i), s.seat_colour(i), who, total, rpts,
                   tuple(sorted(taken)), pose, world, k, s.status_of(i),
                   s.app.settings.colour_blind)
            layer = self._panels.get(i)
            if layer is None or layer.size != r.size:
                layer = self._panels[i] = Layer(r.size, self._paint_player)
            layer.blit(surf, key, r.topleft)
            if acting:
                tip = (r.right + 4, r.centery)
                bob = int(3 * math.sin(s.app.time * 5))
                pygame.draw.polygon(surf, theme.ACCENT, [(tip[0] + 10 + bob, tip[1]),
                                                         (tip[0] - 2 + bob, tip[1] - 14),
                                                         (tip[0] - 2 + bob, tip[1] + 14)])

    def _paint_player(self, surf: pygame.Surface, key: Any) -> None:
        (i, _size, acting, name, col, who, total, rpts, taken, pose, world, k, status,
         cb) = key
        r = surf.get_rect()
        if acting:
            pygame.draw.rect(surf, theme.PANEL, r, border_radius=22)
            pygame.draw.rect(surf, col, r, 7, border_radius=22)
        else:
            pygame.draw.rect(surf, DARK, r, border_radius=22)
            pygame.draw.rect(surf, col, r, 3, border_radius=22)
        ink = theme.INK if acting else theme.TEXT
        soft = (110, 95, 75) if acting else theme.MUTED
        lay = panel_layout(r, who, name)
        area, small, badge, tx = lay.area, lay.small, lay.badge, lay.tx
        self.small.draw(surf, area, world, [pose], taken=taken, t=0.0)
        draw_badge(surf, i, (r.x + 12 + badge // 2, r.y + 10 + badge // 2), badge, cb)
        room = area.x - tx - 8
        draw_text(surf, name, lay.name_size, col if not acting
                  else _deeper(col), (tx, r.y + 10 + badge // 2 - 11), anchor="midleft")
        # the line under the name starts below the name's letters, descenders too
        who_y = r.y + 10 + badge // 2 - 11 + lay.name_size // 2 + 14
        draw_text(surf, who, lay.who_size, soft, (tx, who_y),
                  anchor="midleft", role="secondary")
        x = r.x + 16
        if small:
            top = r.y + 22 + badge
            rows = [top, top, top + max(34, (r.bottom - 8 - top) // 2)]
        else:
            rows = [r.y + 24 + badge + j * max(30, (r.h - 36 - badge) // 3) for j in range(3)]
        surf.blit(image("ui/icon_star", (30, 30)), (x, rows[0]))
        r0 = draw_text(surf, str(total), 34 if not small else 30, ink, (x + 38, rows[0] + 15),
                       anchor="midleft")
        if rpts and total != rpts and not small:
            draw_text(surf, f"+{rpts}", 22, soft, (r0.right + 6, rows[0] + 17),
                      anchor="midleft", role="secondary")
        bx = max(r0.right + 18, x + 96) if small else x
        draw_bit(surf, pygame.Rect(bx - 4, rows[1] - 4, 38, 38), 0.0, glow=False)
        draw_text(surf, f"{len(taken)}/{BITS}" if small else f"{len(taken)}/{BITS} bits",
                  30 if small else 28, ink, (bx + 38, rows[1] + 15), anchor="midleft")
        if status:
            draw_text(surf, status, fit_size(status, 26, room + 20, 22), theme.ACCENT if not
                      acting else (170, 110, 0), (x, rows[2] + 15), anchor="midleft",
                      role="secondary")
        else:
            for j in range(min(k, 7)):
                faces.draw_back(surf, pygame.Rect(x + j * 9, rows[2] + 1, 22, 30))
            draw_text(surf, plural(k, "card"), 26, ink, (x + 30 + 9 * min(k, 7), rows[2] + 15),
                      anchor="midleft", role="secondary")

    def draw_stage(self, surf: pygame.Surface, v: dict[str, Any]) -> None:
        s = self.scene
        seat = self.stage_seat()
        col = s.seat_colour(seat)
        pygame.draw.rect(surf, DARK, STAGE, border_radius=24)
        pygame.draw.rect(surf, col, STAGE, 5, border_radius=24)
        draw_badge(surf, seat, (STAGE.x + 44, STAGE.y + 38), 52, s.app.settings.colour_blind)
        pose, taken, trail, rpts, _total = self.seat_shown(seat)
        x = STAGE.right - 20
        words = plural(rpts, "point")
        r = draw_text(surf, words, 34, theme.TEXT, (x, STAGE.y + 38), anchor="midright")
        surf.blit(image("ui/icon_star", (36, 36)), (r.x - 44, STAGE.y + 20))
        bits = f"{len(taken)}/{BITS} bits"
        r2 = draw_text(surf, bits, 34, theme.TEXT, (r.x - 70, STAGE.y + 38), anchor="midright")
        draw_bit(surf, pygame.Rect(r2.x - 48, STAGE.y + 15, 46, 46), s.app.time, glow=False)
        room = r2.x - 60 - (STAGE.x + 80)
        title = f"{s.seat_name(seat)}'s world"
        draw_text(surf, title, fit_size(title, 40, room), col, (STAGE.x + 80, STAGE.y + 38),
                  anchor="midleft", shadow=True)
        world = self.world(v)
        marks = []
        run = s.story.run
        if run is not None and run.pb.done and run.end == "bug" and run.pb.steps:
            last = run.pb.steps[-1]        # the bug it stopped before: ringed in red
            a = math.radians(pose.angle)
            marks.append(((last.x + round(math.sin(a)), last.y - round(math.cos(a))),
                          (255, 60, 40)))
        geo = self.big.draw(surf, STAGE_WORLD, world, [pose], taken=taken, trail=trail,
                            t=s.app.time, marks=marks)
        s.story.draw_floaters(surf, geo)

    def draw_piles(self, surf: pygame.Surface, v: dict[str, Any]) -> None:
        s = self.scene
        cards = v["cards"]
        glow = s.controls.pile_glow()
        pygame.draw.rect(surf, DARK, PILES, border_radius=22)
        n = int(cards["deck_count"])
        for k in range(min(3, max(0, n - 1)), 0, -1):
            faces.draw_back(surf, DECK.move(k * 3, -k * 3), logo=False)
        if n:
            faces.draw_back(surf, DECK)
        else:
            _empty(surf, DECK)
        top = cards["discard"][-1] if cards["discard"] else None
        if top is not None:
            if len(cards["discard"]) > 1:
                pygame.draw.rect(surf, faces.EDGE, DISCARD.move(4, -4), border_radius=14)
            faces.draw_face(surf, DISCARD, top)
        else:
            _empty(surf, DISCARD)
        for pile, rect in (("deck", DECK), ("discard", DISCARD)):
            if pile in glow:
                k = 6 + int(4 * math.sin(s.app.time * 6))
                pygame.draw.rect(surf, theme.ACCENT, rect.inflate(2 * k, 2 * k), 6,
                                 border_radius=18)
        draw_text(surf, f"Deck: {n}", 28, theme.TEXT, (DECK.centerx, DECK.bottom + 30))
        # the face-up card's name at a size to decide by (its face is small)
        name = faces.look(str(top)).title if top is not None else "Face-up"
        draw_text(surf, name, 28, theme.TEXT, (DISCARD.centerx, DISCARD.bottom + 30))
        draw_text(surf, f"face up, {plural(len(cards['discard']), 'card')}", 22, theme.MUTED,
                  (DISCARD.centerx, DISCARD.bottom + 58), role="secondary")

    def draw_kit(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        """The commands the player at the screen may use, and their memory."""
        s = self.scene
        me = s.viewer
        pygame.draw.rect(surf, DARK, area, border_radius=area.h // 2)
        if me is None:
            draw_text(surf, "Cards are secret: you see yours on your turn.", 28, theme.MUTED,
                      area.center)
            return
        # as shown: a card's command and memory arrive with the card, not before it
        v = s.shown_view(me)
        lib = set(v.get("library") or ())
        mem = int(v.get("memory") or 0)
        from game.ui.assets import font
        words = f"Memory: {plural(mem, 'line')}"
        mem_rect = draw_text(surf, words, 30, theme.ACCENT, (area.right - 24, area.centery),
                             anchor="midright")
        # the chips stop short of the memory (issue 21: they ran under it): with the
        # commands' words if they fit, else the pictures alone, else no "You can use:"
        kinds = [k for k in CMD_SHOWN if ("turn" if k in ("left", "right") else k) in lib]
        limit = mem_rect.left - 24
        label = "You can use:"
        lw = font(26).size(label)[0] + 24

        def width(with_words: bool) -> int:
            return sum(40 + (font(24).size(CMD_WORDS[k])[0] + 18 if with_words else 6)
                       for k in kinds)
        x = area.x + 22
        with_words = x + lw + width(True) <= limit
        if x + lw + width(with_words) <= limit:
            draw_text(surf, label, 26, theme.MUTED, (x, area.centery), anchor="midleft",
                      role="secondary")
            x += lw
        self.kit_icons: list[pygame.Rect] = []
        for kind in kinds:
            ic = pygame.Rect(x, area.centery - 17, 34, 34)
            if ic.right > limit:
                break
            self.kit_icons.append(ic)
            pygame.draw.rect(surf, KIND_COLOUR.get(kind, (90, 90, 90)), ic, border_radius=8)
            draw_icon(surf, kind, ic.inflate(-6, -6), (255, 255, 255))
            x = ic.right + 6
            if with_words:
                r = draw_text(surf, CMD_WORDS[kind], 24, theme.TEXT, (x, area.centery),
                              anchor="midleft", role="secondary")
                x = r.right + 18
            else:
                x += 6

    def draw_hand(self, surf: pygame.Surface) -> None:
        s = self.scene
        c = s.controls
        hand = c.hand()
        if s.viewer is None:
            for k, r in enumerate(hand_rects(5)):
                faces.draw_back(surf, r.move(0, 20))
            return
        if not hand:
            draw_text(surf, "No cards in your hand.", 34, theme.MUTED, HAND.center)
            return
        t = s.app.time
        focus = c.focused_card()
        marks = c.card_marks()
        for cid, r in zip(hand, c.hand_card_rects()):
            lift = 0
            mark = marks.get(cid)
            if mark == "chosen":
                lift = 26
            elif cid == focus:
                lift = 14
            rr = r.move(0, -lift)
            if mark in ("play", "discard"):
                k = 5 + int(4 * math.sin(t * 5))
                colour = (90, 230, 120) if mark == "play" else (255, 120, 100)
                pygame.draw.rect(surf, colour, rr.inflate(2 * k, 2 * k), border_radius=20)
            faces.draw_face(surf, rr, cid)
            if mark == "play":
                dot = (rr.right - 12, rr.y + 12)
                pygame.draw.circle(surf, (20, 90, 40), dot, 24)
                pygame.draw.circle(surf, (60, 190, 90), dot, 21)
                pygame.draw.polygon(surf, (255, 255, 255), [(dot[0] - 7, dot[1] - 11),
                                                            (dot[0] - 7, dot[1] + 11),
                                                            (dot[0] + 11, dot[1])])
            elif mark == "chosen":
                pygame.draw.circle(surf, theme.GOOD, (rr.right - 18, rr.y + 18), 20)
                pygame.draw.lines(surf, (255, 255, 255), False,
                                  [(rr.right - 29, rr.y + 18), (rr.right - 21, rr.y + 27),
                                   (rr.right - 8, rr.y + 10)], 5)
            if cid == focus and c.show_focus():
                pygame.draw.rect(surf, theme.ACCENT, rr.inflate(14, 14), 6, border_radius=20)

    # ------------------------------------------------------------------ the editor screen
    def draw_editing(self, surf: pygame.Surface) -> None:
        s = self.scene
        c = s.controls
        me = c.editing_seat
        if me is None:
            return
        v = s.view(me)
        col = s.seat_colour(me)
        draw_badge(surf, me, (48, 48), 60, s.app.settings.colour_blind)
        draw_text(surf, f"{s.seat_name(me)}'s program", 46, col, (90, 48), anchor="midleft",
                  shadow=True)
        self.draw_hints(surf, (700, 68), editing=True)
        world = self.world(v)
        pb = c.preview
        ps = v["players_state"][me]
        colour = s.bot_colour(me)
        if pb is not None:
            pose, taken, trail = pb.pose(colour), pb.taken(), pb.trail()
        else:
            bot = bot_of(ps["bot"])
            pose, taken, trail = BotPose.of(bot.cell, bot.facing, colour), bot.taken, []
        pygame.draw.rect(surf, DARK, EDIT_WORLD.inflate(8, 8), border_radius=20)
        self.editing_painter.draw(surf, EDIT_WORLD.inflate(-20, -20), world, [pose], taken=taken,
                                  trail=trail, t=s.app.time)
        bits = f"{len(taken)}/{BITS} bits"
        draw_text(surf, bits, 30, theme.TEXT, (EDIT_WORLD.right - 8, EDIT_WORLD.bottom + 20),
                  anchor="midright", shadow=True)
        if pb is not None:
            words = "Trying it: nothing counts until you press Run it!"
            draw_text(surf, words, 26, theme.ACCENT, (EDIT_WORLD.x + 8, EDIT_WORLD.bottom + 20),
                      anchor="midleft", shadow=True, role="secondary")
        else:
            words = "Your bot starts here. Try it shows the way it goes."
            draw_text(surf, words, 26, theme.MUTED, (EDIT_WORLD.x + 8, EDIT_WORLD.bottom + 20),
                      anchor="midleft", role="secondary")
        hand = list(v["cards"]["hand"] or [])
        for cid, r in zip(hand, hand_rects(len(hand), EDIT_CARDS, 140, 196)):
            faces.draw_face(surf, r, cid)
        self.draw_kit(surf, EDIT_KIT)
        note, good = c.editor_note()
        if note:
            lines = wrap(note, 28, EDIT_NOTE.w - 20)[:2]
            y = EDIT_NOTE.centery - 16 * (len(lines) - 1)
            for ln in lines:
                draw_text(surf, ln, 28, GOOD_WORDS if good else BAD_WORDS, (EDIT_NOTE.x + 10, y),
                          anchor="midleft", shadow=True)
                y += 32
        ed = c.editor
        if ed is not None:
            ed.draw(surf, s.app.time, show_focus=c.show_focus())


def _deeper(col: tuple[int, int, int]) -> tuple[int, int, int]:
    return (int(col[0] * 0.7), int(col[1] * 0.7), int(col[2] * 0.7))


def _empty(surf: pygame.Surface, r: pygame.Rect) -> None:
    pygame.draw.rect(surf, (40, 70, 56), r, border_radius=14)
    pygame.draw.rect(surf, DARK_EDGE, r, 3, border_radius=14)
    draw_text(surf, "empty", 24, theme.MUTED, r.center)
