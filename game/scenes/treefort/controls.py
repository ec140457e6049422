"""Turning input into Treefort Nations actions.

Everything offered comes from the rules: the seat's legal actions, and the
board's own refusals (`platform_refusal`) for a platform piece the player is
still moving about, so the words a child reads are the rules' words.

One step at a time, as a child would take a turn:
  pick a monkey    your monkeys that may still go this turn glow; tap one
  its go           big buttons: Walk (rolls the die), Cut, Catapult,
                   Platform, Knock down, Fire, Drop lumber, Finished
  walk             the squares the roll reaches glow; tap one (the path shows)
  platform         the piece follows the pointer / cursor, green where it
                   may stand and red with the reason where not; one press
                   turns it, another flips it, a third picks another piece
  fire             a line to each target in range with its distance and its
                   chance, in words and as a number
  brace            when your platform is under fire, your monkeys on it glow:
                   Brace braces with all of them unless some were tapped
                   (then with those); No bracing braces with none

Pad / keyboard: arrows move a cursor over the board; past the board's right
edge they reach the buttons (and back); A / Enter picks; B / Esc steps back
out of a choice, or hops between the board and the buttons (Start / P pauses). X / Tab turns a piece, the right shoulder / E flips it, the
left shoulder / Q picks another piece; in Fire the shoulders go from target
to target. Mouse / touch: tap squares and buttons; the wheel turns a piece.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from game.core.actions import Action
from game.core.grid import Cell, identify, normalise, reflect, rotate, translate
from game.input.intents import (ALT, BACK, CONFIRM, DIRECTIONS, NEXT, POINT, PRESS, PREV,
                                RELEASE, RIGHT, LEFT, WHEEL, Intent)
from game.rules.treefort import (Attack, Brace, Catapult, Cut, Demolish, Ditch, Done, PlaceCoin,
                                 PlaceMonkey, Platform, Recruit, Roll, Use, Walk)
from game.rules.treefort.shots import destroy_chance, hit_chance
from game.ui import theme
from game.ui.assets import nine_slice
from game.ui.widgets import Button, Menu, draw_text

from . import pieces
from .geometry import PANEL, Geometry

if TYPE_CHECKING:
    from .scene import TreefortScene

BUTTONS_TOP = 574
BUTTON_W, BUTTON_H, BUTTON_GAP = 128, 104, 12
PIECE_ORDER = ("monomino", "domino", "I-tromino", "L-tromino", "I-tetromino", "O-tetromino",
               "T-tetromino", "S-tetromino", "L-tetromino")
PIECE_WORDS = {"monomino": "1 square", "domino": "2 in a row", "I-tromino": "3 in a row",
               "L-tromino": "3, bent", "I-tetromino": "4 in a row", "O-tetromino": "square of 4",
               "T-tetromino": "T of 4", "S-tetromino": "zigzag of 4", "L-tetromino": "L of 4"}


class ActionButton(Button):
    """A big button with an action icon (`icon`: an `pieces.action_icon` kind, or
    "back") and a word under it. The focused one always wears the focus ring
    (a keyboard or pad player must see where they are); thinner while the
    cursor is on the board (`active` False)."""

    active = True

    def draw(self, surf: pygame.Surface, focused: bool, pressed: bool = False) -> None:
        state = "pressed" if pressed else "hover" if focused else "normal"
        r = self.rect.move(0, 3) if pressed else self.rect
        surf.blit(nine_slice(f"ui/button_{state}", r.size, 24), r)
        lines, px = label_fit(self.label, r.w - LABEL_PAD)
        pitch = px - 2           # a line's glyphs, without the font's empty leading
        words_h = len(lines) * pitch
        size = min(r.w - 40, r.h - words_h - 16)
        if size >= 24:          # the icon, when there is room above the words
            centre = (r.centerx, r.y + 6 + size // 2)
            if self.icon == "back" or self.icon is None:
                _back_arrow(surf, centre, size)
            else:
                icon = pieces.action_icon(self.icon, size)
                surf.blit(icon, icon.get_rect(center=centre))
        y = r.bottom - 8 - words_h if size >= 24 else r.centery - words_h // 2
        for line in lines:
            draw_text(surf, line, px, theme.INK, (r.centerx, y + pitch // 2), role="secondary",
                      box=r)
            y += pitch
        if self.note:
            draw_text(surf, self.note, 22, theme.BAD, (r.right - 16, r.y + 14), role="secondary",
                      box=r)
        if focused:
            # dark edge outside the ring: it shows on the light buttons and the dark panel
            pygame.draw.rect(surf, (20, 20, 20), r.inflate(16, 16), width=3, border_radius=24)
            pygame.draw.rect(surf, theme.ACCENT, r.inflate(10, 10),
                             width=5 if self.active else 3, border_radius=22)


LABEL_PAD = 20            # the button's rounded edge on each side, together
LABEL_SIZES = (26, 24, 22)   # a button's words: 22 px at the smallest


def label_fit(label: str, width: int) -> tuple[tuple[str, ...], int]:
    """A button's words in one line if they fit `width` at 22 px or more, else
    in two lines split where the halves are most even (the biggest size
    first). Words that fit in no way come back at 22 px, for the tests to
    catch."""
    from game.ui.assets import font
    for px in LABEL_SIZES:
        if font(px).size(label)[0] <= width:
            return (label,), px
    words = label.split(" ")
    if len(words) > 1:
        cut = min(range(1, len(words)),
                  key=lambda k: abs(len(" ".join(words[:k])) - len(" ".join(words[k:]))))
        two = (" ".join(words[:cut]), " ".join(words[cut:]))
        for px in LABEL_SIZES:
            if all(font(px).size(t)[0] <= width for t in two):
                return two, px
        return two, LABEL_SIZES[-1]
    return (label,), LABEL_SIZES[-1]


def _back_arrow(surf: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    """A fat arrow pointing back (left), in ink with a white edge."""
    x, y, k = centre[0], centre[1], size / 2
    pts = [(x - k * 0.9, y), (x - k * 0.1, y - k * 0.7), (x - k * 0.1, y - k * 0.3),
           (x + k * 0.85, y - k * 0.3), (x + k * 0.85, y + k * 0.3), (x - k * 0.1, y + k * 0.3),
           (x - k * 0.1, y + k * 0.7)]
    pygame.draw.polygon(surf, (90, 80, 70), pts)
    pygame.draw.polygon(surf, (255, 255, 255), pts, max(2, size // 20))


def _cell(c: Sequence[int]) -> Cell:
    return Cell(int(c[0]), int(c[1]))


class Controls:
    def __init__(self, scene: TreefortScene):
        self.scene = scene
        self.zone = "board"                # board | panel
        self.cursor: Cell | None = None
        self.mode: str | None = None       # None | platform | attack | recruit | ride
        self.menu = Menu([], sound=scene.app.play)
        self._key: tuple | None = None
        self.piece_name: str | None = None
        self.piece: frozenset[Cell] = frozenset()
        self.at = Cell(0, 0)               # where the piece's cells are translated to
        self.target_i = 0
        self.bracing: set[int] = set()
        self.ride_cell: Cell | None = None  # a square reached on foot or in a catapult
        self.hover: Cell | None = None
        self.pointer = False               # the last input came from a mouse / finger

    # ------------------------------------------------------------------ what is going on
    @property
    def geo(self) -> Geometry:
        return self.scene.geo

    def me(self) -> int | None:
        return self.scene.controller()

    def legal(self) -> set:
        me = self.me()
        return self.scene.legal(me) if me is not None else set()

    def situation(self) -> str:
        """none | coins | monkeys | brace | walk | pick | monkey: what the seat at the
        controls is deciding (the mode narrows `monkey` and `pick` further)."""
        me = self.me()
        if me is None:
            return "none"
        v = self.scene.view(None)
        if v["phase"] == "coins":
            return "coins"
        if v["phase"] == "monkeys":
            return "monkeys"
        if v.get("pending") is not None:
            return "brace"
        if v.get("roll") is not None:
            return "walk"
        if v.get("current") is None:
            return "pick"
        return "monkey"

    def monkey(self, mid: Any) -> dict | None:
        for m in self.scene.view(None)["monkeys"]:
            if m["id"] == mid:
                return m
        return None

    # ------------------------------------------------------------------ squares one may pick
    def walks(self) -> dict[Cell, list[Walk]]:
        out: dict[Cell, list[Walk]] = {}
        cur = self.monkey(self.scene.view(None).get("current"))
        for a in self.legal():
            if isinstance(a, Walk):
                end = _cell(a.path[-1]) if a.path else _cell(cur["cell"]) if cur else None
                if end is not None:
                    out.setdefault(end, []).append(a)
        return out

    def targets(self) -> list[Cell]:
        """The squares that glow now (what a tap or A picks)."""
        sit, legal = self.situation(), self.legal()
        if sit == "coins":
            return sorted(_cell(a.cell) for a in legal if isinstance(a, PlaceCoin))
        if sit == "monkeys":
            return sorted(_cell(a.cell) for a in legal if isinstance(a, PlaceMonkey))
        if sit == "walk":
            return sorted(self.walks())
        if sit == "pick":
            if self.mode == "recruit":
                return sorted(_cell(a.cell) for a in legal if isinstance(a, Recruit))
            ids = {a.monkey for a in legal if isinstance(a, Use)}
            return sorted(_cell(m["cell"]) for m in self.scene.view(None)["monkeys"]
                          if m["id"] in ids)
        if sit == "brace":
            able = self.scene.view(None)["pending"]["able"]
            return sorted(_cell(m["cell"]) for m in self.scene.view(None)["monkeys"]
                          if m["id"] in able)
        if sit == "monkey" and self.mode == "attack":
            return [t for t, _ in self.shots()]
        return []

    def shots(self) -> list[tuple[Cell, Attack]]:
        return sorted(((_cell(a.target), a) for a in self.legal() if isinstance(a, Attack)),
                      key=lambda t: (t[0].y, t[0].x))

    # ------------------------------------------------------------------ keeping up with the table
    def update(self) -> None:
        """Rebuild the buttons and put the focus where the next step is, whenever
        the table, the seat at the controls or the step changes. Any action (ours,
        a bot's) ends a half-made choice."""
        key = (self.scene.version, self.me(), self.situation(), self.mode, self.ride_cell)
        if key == self._key:
            return
        if self._key is not None and self._key[0] != key[0]:
            self.mode, self.ride_cell, self.bracing = None, None, set()
            key = (self.scene.version, self.me(), self.situation(), None, None)
        self._key = key
        self._rebuild()
        self._place_focus()

    def _place_focus(self) -> None:
        sit = self.situation()
        targets = self.targets()
        if sit == "none":
            return
        if sit in ("monkey", "brace") and self.mode is None:
            self.zone = "panel" if self.menu.buttons else "board"
            self.menu.focus = 0
            if sit == "monkey":
                cur = self.monkey(self.scene.view(None).get("current"))
                if cur:
                    self.cursor = _cell(cur["cell"])
            return
        if sit == "walk":
            cur = self.monkey(self.scene.view(None).get("current"))
            self.cursor = _cell(cur["cell"]) if cur else (targets[0] if targets else None)
            self.zone = "board"
            return
        if self.mode == "platform":
            self.zone = "board"
            return
        if targets:
            if self.cursor not in targets:
                self.cursor = targets[len(targets) // 2] if sit in ("coins", "monkeys") \
                    else targets[0]
            self.zone = "board"
        else:
            self.zone = "panel"
            self.menu.focus = 0

    def cancel(self) -> None:
        self.mode = None
        self.ride_cell = None
        self._key = None

    def on_acted(self) -> None:
        if self.mode in ("platform", "attack", "recruit", "ride"):
            self.mode = None
        self.ride_cell = None
        self.bracing = set()
        self._key = None

    # ------------------------------------------------------------------ the buttons
    def _rebuild(self) -> None:
        sit, legal = self.situation(), self.legal()
        items: list[tuple[str, str, Callable[[], None]]] = []
        do = self._do
        if sit == "pick":
            if self.mode == "recruit":
                items.append(("Back", "back", self._back))
            else:
                if any(isinstance(a, Recruit) for a in legal):
                    items.append(("New monkey", "recruit", lambda: self._set_mode("recruit")))
                items.append(("End turn", "done", lambda: do(Done())))
        elif sit == "monkey":
            cur = self.scene.view(None).get("current")
            if self.mode == "platform":
                items += [("Turn", "rotate", self.rotate), ("Flip", "flip", self.flip),
                          ("Other piece", "platform", self.next_piece),
                          ("Build here", "platform", self.build), ("Back", "back", self._back)]
            elif self.mode == "attack":
                items += [("Fire!", "attack", self.fire), ("Back", "back", self._back)]
            else:
                if Roll() in legal:
                    items.append(("Walk", "walk", lambda: do(Roll())))
                if Cut() in legal:
                    items.append(("Cut tree", "cut", lambda: do(Cut())))
                if Catapult() in legal:
                    items.append(("Catapult", "catapult", lambda: do(Catapult())))
                if any(isinstance(a, Platform) for a in legal):
                    items.append(("Platform", "platform", lambda: self._set_mode("platform")))
                if Demolish() in legal:
                    items.append(("Knock down", "demolish", lambda: do(Demolish())))
                if any(isinstance(a, Attack) for a in legal):
                    items.append(("Fire", "attack", lambda: self._set_mode("attack")))
                if isinstance(cur, int) and Ditch(cur, 1) in legal:
                    items.append(("Drop 1 wood", "ditch", partial(do, Ditch(cur, 1))))
                items.append(("Finished", "done", lambda: do(Done())))
        elif sit == "walk" and self.mode == "ride" and self.ride_cell is not None:
            for w in self.walks().get(self.ride_cell, []):
                riding = self._rides_after(w)
                items.append(("In the catapult" if riding else "On foot",
                              "catapult" if riding else "walk", partial(do, w)))
            items.append(("Back", "back", self._back))
        elif sit == "brace":
            able = self.scene.view(None)["pending"]["able"]
            picked = tuple(m for m in able if m in self.bracing)
            # nobody picked: every monkey that may brace does (an empty brace is
            # its own button, never what "Brace" means)
            items.append((f"Brace ({len(picked)})" if picked else f"Brace (all {len(able)})",
                          "brace", partial(do, Brace(picked or tuple(able)))))
            items.append(("No bracing", "done", partial(do, Brace(()))))
        buttons: list[Button] = []
        for i, (label, icon, fn) in enumerate(items):
            col, row = i % 3, i // 3
            h = BUTTON_H if len(items) <= 6 else (BUTTON_H * 2 - BUTTON_GAP) // 3
            r = pygame.Rect(PANEL.x + 6 + col * (BUTTON_W + BUTTON_GAP),
                            BUTTONS_TOP + row * (h + BUTTON_GAP), BUTTON_W, h)
            buttons.append(ActionButton(r, label, fn, icon=icon))
        focus = min(self.menu.focus, max(0, len(buttons) - 1))
        self.menu.buttons = buttons
        self.menu.focus = focus

    def _rides_after(self, w: Walk) -> bool:
        cur = self.monkey(self.scene.view(None).get("current"))
        riding = bool(cur and cur.get("riding"))
        if w.dismount >= 0:
            riding = False
        if w.mount >= 0:
            riding = True
        return riding

    def _set_mode(self, mode: str) -> None:
        self.mode = mode
        if mode == "platform":
            names = self.piece_names()
            if self.piece_name not in names:
                self.piece_name = names[0] if names else None
            self._start_piece()
        if mode == "attack":
            self.target_i = 0
            shots = self.shots()
            if shots:
                self.cursor = shots[0][0]
        self._key = None
        self.menu.focus = 0         # the step's own button (Fire!, Turn), never a left-over Back
        self.update()
        if mode in ("platform", "attack", "recruit"):
            self.zone = "board"

    def _back(self) -> None:
        self.mode = None
        self.ride_cell = None
        self._key = None
        self.menu.focus = 0
        self.update()

    def _do(self, action: Action) -> None:
        me = self.me()
        if me is not None:
            self.scene.act(me, action)

    # ------------------------------------------------------------------ platform pieces
    def piece_names(self) -> list[str]:
        names = {identify(a.cells) for a in self.legal() if isinstance(a, Platform)}
        return [n for n in PIECE_ORDER if n in names]

    def builder(self) -> dict | None:
        return self.monkey(self.scene.view(None).get("current"))

    def _start_piece(self) -> None:
        """The chosen piece in its first orientation that may stand here, covering the builder."""
        b = self.builder()
        if b is None or self.piece_name is None:
            return
        for a in sorted(self.legal(), key=lambda a: getattr(a, "cells", ())):
            if isinstance(a, Platform) and identify(a.cells) == self.piece_name:
                cells = frozenset(_cell(c) for c in a.cells)
                self.piece = normalise(cells)
                x0, y0 = min(c.x for c in cells), min(c.y for c in cells)
                self.at = Cell(x0, y0)
                self.cursor = _cell(b["cell"])
                return

    def placed(self) -> frozenset[Cell]:
        return translate(self.piece, self.at) if self.piece else frozenset()

    def piece_refusal(self) -> str | None:
        """The rules' reason this placement can't be built (None: it can)."""
        b = self.builder()
        if b is None or not self.piece:
            return "Pick a piece first."
        try:
            return self.scene.state.board.platform_refusal(b["id"], self.placed())
        except (KeyError, ValueError):
            return "That can't be built here."

    def _reorient(self, shape: frozenset[Cell]) -> None:
        """Keep the builder's square covered after a turn or a flip, where the
        rules allow it if possible."""
        b = self.builder()
        self.piece = normalise(shape)
        if b is None:
            return
        home = _cell(b["cell"])
        best = None
        for anchor in sorted(self.piece):
            at = Cell(home.x - anchor.x, home.y - anchor.y)
            cells = translate(self.piece, at)
            ok = self.scene.state.board.platform_refusal(b["id"], cells) is None
            if best is None or (ok and not best[0]):
                best = (ok, at)
            if ok:
                break
        if best is not None:
            self.at = best[1]

    def rotate(self) -> None:
        if self.piece:
            self.scene.app.play("flip")
            self._reorient(rotate(self.piece))

    def flip(self) -> None:
        if self.piece:
            self.scene.app.play("flip")
            self._reorient(reflect(self.piece))

    def next_piece(self) -> None:
        names = self.piece_names()
        if not names:
            return
        i = names.index(self.piece_name) if self.piece_name in names else -1
        self.piece_name = names[(i + 1) % len(names)]
        self.scene.app.play("swap")
        self._start_piece()

    def build(self) -> None:
        why = self.piece_refusal()
        me = self.me()
        if me is None:
            return
        if why is not None:
            self.scene.app.play("error")
            self.scene.say(why, me, 3.0)
            return
        self.scene.act(me, Platform(tuple((c.x, c.y) for c in sorted(self.placed()))))

    def move_piece(self, cell: Cell) -> None:
        """Centre the piece on a square (the pointer's), keeping its shape."""
        if not self.piece:
            return
        mid = self.centre_square()
        self.at = Cell(cell.x - mid.x, cell.y - mid.y)

    def centre_square(self) -> Cell:
        """The piece's square that the pointer holds (the one nearest its middle)."""
        return sorted(self.piece, key=lambda c: (abs(c.x * 2 + 1 - self._span(0)) +
                                                 abs(c.y * 2 + 1 - self._span(1)), c))[0]

    def _span(self, axis: int) -> int:
        return max(c[axis] for c in self.piece) + 1

    # ------------------------------------------------------------------ firing
    def shot_words(self, target: Cell) -> tuple[str, float]:
        """What a shot at `target` would be: words and the whole chance (0-1)."""
        st, v = self.scene.state, self.scene.view(None)
        mid = v.get("current")
        b = st.board
        if not isinstance(mid, int):
            return "", 0.0
        try:
            mod = b.shot_modifier(mid, target)
        except KeyError:
            return "", 0.0
        if mod is None:
            return "", 0.0
        pid = b.platform_at(target)
        if pid is None:
            victim = b.monkey_at(target)
            if victim is not None and victim.riding:
                return ("A 5 breaks its catapult, a 6 knocks it off too (1 in 3)", 1 / 3)
            return ("Only a 6 knocks a monkey off (1 in 6)", 1 / 6)
        squares = len(b.platforms[pid])
        hit, wreck = hit_chance(mod), destroy_chance(squares)
        whole = float(hit * wreck)
        return (f"Distance {mod}: hits on {mod + 1}+ ({round(100 * float(hit))}%), then breaks "
                f"{squares} square{'s' if squares != 1 else ''} on "
                f"{squares + 1}+: {round(100 * whole)}%", whole)

    def fire(self) -> None:
        shots = self.shots()
        if not shots:
            return
        target = self.cursor if self.cursor in dict(shots) else shots[0][0]
        self._do(dict(shots)[target])

    # ------------------------------------------------------------------ input
    def handle(self, seat: int | None, intent: Intent) -> bool:
        self.update()                      # input may come before this frame's update
        me = self.me()
        kind = intent.kind
        if intent.pos is not None:
            self.pointer = True
            cell = self.geo.cell_at(intent.pos)
            self.hover = cell
            if kind == POINT:
                if cell is not None and self.mode == "platform" and seat == me:
                    self.move_piece(cell)
                if cell is not None and seat == me:
                    self.cursor = cell
            if seat is None or seat != me:
                return False
            if self.menu.hit(intent.pos) is not None or kind == RELEASE:
                self.zone = "panel" if self.menu.hit(intent.pos) is not None else self.zone
                return self.menu.handle(intent)
            if kind == PRESS and cell is not None:
                self.zone = "board"
                self.tap(cell)
                return True
            if kind == WHEEL and self.mode == "platform":
                self.rotate()
                return True
            return kind != PRESS
        if kind in DIRECTIONS or kind in (CONFIRM, BACK, ALT, NEXT, PREV):
            self.pointer = False
        if seat is None or seat != me:
            return False
        if kind == BACK:
            # B steps back out of a half-made choice, else hops between the board and
            # the buttons (Start pauses)
            if self.mode is not None:
                self._back()
                return True
            if self.zone == "panel" and self.targets():
                self.zone = "board"
                return True
            if self.zone == "board" and self.menu.buttons:
                self.zone = "panel"
                self.scene.app.play("hover")
                return True
            return False
        if self.mode == "platform":
            if kind == ALT:
                self.rotate()
                return True
            if kind == NEXT:
                self.flip()
                return True
            if kind == PREV:
                self.next_piece()
                return True
        if self.mode == "attack" and kind in (NEXT, PREV):
            shots = [t for t, _ in self.shots()]
            if shots:
                i = shots.index(self.cursor) if self.cursor in shots else -1
                self.cursor = shots[(i + (1 if kind == NEXT else -1)) % len(shots)]
                self.scene.app.play("hover")
            return True
        if self.zone == "panel":
            if kind == LEFT and self._leftmost():
                self.zone = "board"
                return True
            return self.menu.handle(intent)
        # the board
        if kind in DIRECTIONS:
            dx, dy = DIRECTIONS[kind]
            if self.cursor is None:
                ts = self.targets()
                self.cursor = ts[0] if ts else min(self.geo.cells)
                return True
            nxt = self.geo.step(self.cursor, dx, dy)
            if nxt == self.cursor and kind == RIGHT and self.menu.buttons:
                self.zone = "panel"
                return True
            if self.mode == "platform":
                self.at = Cell(self.at.x + dx, self.at.y + dy)
            self.cursor = nxt
            self.scene.app.play("hover")
            return True
        if kind == CONFIRM:
            if self.mode == "platform":
                self.build()
                return True
            if self.cursor is not None:
                self.tap(self.cursor)
            elif self.menu.buttons:
                self.zone = "panel"
            return True
        return False

    def _leftmost(self) -> bool:
        b = self.menu.focused()
        return b is None or b.rect.x <= PANEL.x + 4

    def tap(self, cell: Cell) -> None:
        """A square picked (tapped, or A on the cursor): whatever it means now."""
        me = self.me()
        if me is None:
            return
        sit, legal = self.situation(), self.legal()
        v = self.scene.view(None)
        if sit == "coins":
            self.scene.act(me, PlaceCoin((cell.x, cell.y)))
        elif sit == "monkeys":
            self.scene.act(me, PlaceMonkey((cell.x, cell.y)))
        elif sit == "walk":
            options = self.walks().get(cell, [])
            if len(options) == 1:
                self.scene.act(me, options[0])
            elif len(options) > 1:
                self.mode, self.ride_cell = "ride", cell
                self._key = None
                self.menu.focus = 0
                self.update()
                self.zone = "panel"
            else:
                self.scene.app.play("error")
                self.scene.say(self._walk_refusal(cell), me, 3.0)
        elif sit == "pick":
            if self.mode == "recruit":
                self.scene.act(me, Recruit((cell.x, cell.y)))
                return
            m = next((m for m in v["monkeys"] if _cell(m["cell"]) == cell), None)
            if m is None:
                self.scene.app.play("error")
                self.scene.say("Pick one of your glowing monkeys.", me, 2.5)
                return
            self.scene.act(me, Use(m["id"]))
        elif sit == "brace":
            m = next((m for m in v["monkeys"] if _cell(m["cell"]) == cell), None)
            if m is not None and m["id"] in v["pending"]["able"]:
                self.bracing ^= {m["id"]}
                self.scene.app.play("click")
                self._rebuild()
        elif sit == "monkey":
            if self.mode == "attack":
                shots = dict(self.shots())
                if cell in shots:
                    if self.cursor == cell or self.pointer:
                        self.scene.act(me, shots[cell])
                    else:
                        self.cursor = cell
                else:
                    self.scene.app.play("error")
                    self.scene.say("Pick a target at the end of a line.", me, 2.5)
            elif self.mode == "platform":
                self.move_piece(cell)
                self.build()
            else:
                self.zone = "panel"

    def _walk_refusal(self, cell: Cell) -> str:
        v = self.scene.view(None)
        cur = self.monkey(v.get("current"))
        if cur is None:
            return "Pick a glowing square."
        if any(_cell(m["cell"]) == cell for m in v["monkeys"] if m["id"] != cur["id"]):
            return "Another monkey is standing there."
        return f"Too far: you rolled {v.get('roll')}. Pick a glowing square."

    # ------------------------------------------------------------------ what to do, in words
    def prompt(self) -> str:
        sit = self.situation()
        v = self.scene.view(None)
        if sit == "coins":
            left = (v.get("to_place") or [[]])[self.me() or 0]
            coin = left[0] if left else "tree"
            return f"Plant your {coin}: pick a square of your land ({len(left)} to go)."
        if sit == "monkeys":
            return "Put a monkey on your land (not in a tree)."
        if sit == "brace":
            return "Your platform is under fire! Pick monkeys to brace it."
        if sit == "walk":
            if self.mode == "ride":
                return "Ride in the catapult, or walk on foot?"
            return f"You rolled {v.get('roll')}: pick a glowing square."
        if sit == "pick":
            if self.mode == "recruit":
                return "Where does the new monkey start?"
            if not self.targets():
                return "All your monkeys had their go: end your turn."
            n = len(v.get("used") or ())
            return "Pick a monkey." if n == 0 else "Pick your second monkey, or end your turn."
        if sit == "monkey":
            if self.mode == "platform":
                why = self.piece_refusal()
                return why or "It fits! Build it here."
            if self.mode == "attack":
                return "Pick a target to fire at."
            return "What will this monkey do?"
        return ""


def hint_items(c: "Controls") -> list[tuple[str, str]]:
    """What the pad's or keyboard's buttons do right now, for the hint line."""
    if c.mode == "platform":
        return [(CONFIRM, "build"), (ALT, "turn"), (NEXT, "flip"), (PREV, "piece"),
                (BACK, "back")]
    if c.mode == "attack":
        return [(CONFIRM, "fire"), (NEXT, "next"), (BACK, "back")]
    if c.zone == "panel":
        return [(CONFIRM, "press"), (BACK, "board") if c.targets() else ("", "")]
    return [(CONFIRM, "pick"), (BACK, "buttons") if c.menu.buttons else ("", "")]
