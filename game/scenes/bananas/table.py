"""The Going Bananas table on screen: the jungle, the trees and their bananas,
the traps, the monkeys, the seat cards, the status line, the code panel (or
everybody's code), the glowing choices, the choice bar and the prompts.

`BananasTable` keeps the geometry (`spots`: where hexes and trees are, worked
out from the jungle once per layout) and the pieces that move (`pieces`, see
pieces.py); `update` puts them back in line with the rules' view whenever
nothing is animating. `draw` only reads: the scene, its view, its controls.
It decides from `view()` (the choices on offer) and tells from `shown_view()`
(header, seat cards, status, side), so nothing shows before its animation.
Pictures that change rarely (the jungle, the seat cards, everybody's code)
are cached layers keyed by what they show.

Read from a sofa: the board takes three quarters of the width, the side
column (code panel, then the log at 28 px) the rest; hex numbers are drawn
again over tree crowns and inside traps (a trap is a ring round its hex).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Hashable, Mapping

import pygame

from game.core.hexgrid import Hex
from game.input.intents import ALT, CONFIRM, MOUSE
from game.rules.bananas import ChooseTree, Climb, PickRotten
from game.rules.bananas.decisions import PlantChoice, TileChoice
from game.ui import theme
from game.ui.assets import image, text
from game.ui.badges import draw_badge
from game.ui.layers import Layer
from game.ui.prompts import device_family, draw_prompt, prompt_parts
from game.ui.seat_bar import SeatBar, SeatCard
from game.ui.widgets import draw_text, fit_size, wrap

from .board import (INK, BoardKey, Layout, banana_img, die_img, hex_mark, monkey_img, number_disc,
                    numbers_under_trees, paint_board, plaque_img, token_img, trap_ring_img,
                    tree_banana_spots, tree_img, turn_icon)
from .codepanel import CodePanel, panel_height
from .pieces import Pieces

if TYPE_CHECKING:
    from .controls import Offer
    from .scene import BananasScene

W, H = 1920, 1080
SEAT_BAR = pygame.Rect(20, -4, 1880, 154)  # the kit's cards then stand at y 14..146
CARD_WIDTH = 470
STATUS_Y = 180
BOARD = pygame.Rect(16, 200, 1404, 740)    # three quarters of the width: the jungle is the game
CHOICE_BAR = pygame.Rect(16, 946, 1404, 80)
SIDE_X, SIDE_Y, SIDE_W = 1436, 200, 468    # the side: a code panel, everybody's code...
LOG_BOTTOM = 1066                          # ... and the log under it
LOG = pygame.Rect(SIDE_X, 860, SIDE_W, LOG_BOTTOM - 860)
PROMPT_Y = 1052
TRAP = 1.72        # a trap's size, in hex sizes: a ring round the hex, its number inside
PAPER = (255, 248, 224)
PAPER_EDGE = (150, 120, 80)
HEX_KINDS = ("place", "path", "down", "swing", "trap", "plant")  # decisions answered by a hex

Colour = tuple[int, int, int]
CodeRow = tuple[tuple[int | None, str | None], ...]  # a seat's code: (die value, token) per step


@dataclass(frozen=True)
class CardKey:
    """What Going Bananas adds to one seat card (part of the cards' cache key)."""
    colour: Colour
    stash: int
    dice: tuple[int, ...]
    faded: tuple[int, ...]       # dice already on the code being run
    tag: str | None              # "Done!" or "coding..." while everyone codes
    missions: tuple[int, ...] | None
    collected: tuple[int, ...]
    colour_blind: bool = False   # the kit draws the seat's shape in the top-right corner


@dataclass(frozen=True)
class SideKey:
    """Everything the side shows between coding phases (the key of its picture)."""
    ready: bool                  # still setting up: the "getting ready" page
    codes: tuple[CodeRow | None, ...]
    running: bool
    now: tuple[int, int] | None  # (seat, step) being run
    order: tuple[int, ...]
    steps: int
    phase: str
    left: int                    # bananas on the trees
    names: tuple[str, ...]
    colour_blind: bool
    on_path: tuple[bool, ...]
    missions: tuple[tuple[int, ...] | None, ...]


def side_rect(items: int) -> pygame.Rect:
    """The side picture, as tall as the code panel needs for this many dice and tokens."""
    return pygame.Rect(SIDE_X, SIDE_Y, SIDE_W, panel_height(items))


def log_rect(side: pygame.Rect) -> pygame.Rect:
    """The log fills the side column under the side picture."""
    top = side.bottom + 16
    return pygame.Rect(SIDE_X, top, SIDE_W, LOG_BOTTOM - top)


def _code_row(code: Any) -> CodeRow | None:
    if code is None:
        return None
    return tuple((st.get("value"), st.get("token")) for st in code)


class BananasTable:
    def __init__(self, scene: BananasScene):
        self.scene = scene
        v = scene.view(None)
        self.n: int = v["players"]
        self.pieces = Pieces(self.n)
        n_dice = scene.state.n_dice
        self.side_rect = side_rect(n_dice + len(v["tokens"]))
        self.side_box = self.side_rect.inflate(20, 20)   # the side picture with its shadow
        self.log_rect = log_rect(self.side_rect)
        self.panel = CodePanel(self.side_rect, v["steps"], n_dice, v["tokens"])
        self.jungle = Layer((W, H), self._paint_jungle, alpha=False)
        self.seat_bar = SeatBar(SEAT_BAR, decorate=self._decorate_card, card_width=CARD_WIDTH)
        self.side = Layer(self.side_box.size, self._paint_side)
        self.board_key = self._board_key()
        self.spots = self.board_key.spots(BOARD)
        self.numbers = {Hex(q, r): n for q, r, n, _t in self.board_key.hexes}
        self.under_trees = numbers_under_trees(self.spots, self.numbers)
        self.pieces.sync(v, self.spots)
        self.jungle.surface(self.board_key)  # paint now, not in the first frame

    # ------------------------------------------------------------------ life
    def update(self) -> None:
        if not self.scene.anim.busy:
            self.relayout()
            self.pieces.sync(self.scene.view(None), self.spots)

    def relayout(self) -> None:
        """Fit the board to the jungle again if it changed (tiles laid, trees planted)."""
        key = self._board_key()
        if key == self.board_key:
            return
        self.board_key = key
        self.spots = key.spots(BOARD)
        self.numbers = {Hex(q, r): n for q, r, n, _t in key.hexes}
        self.under_trees = numbers_under_trees(self.spots, self.numbers)
        self.pieces.sync(self.scene.view(None), self.spots)

    def _board_key(self) -> BoardKey:
        s = self.scene
        v = s.view(None)
        p = s.state.pending
        grounds: list[Any] = list(v.get("grounds") or ())
        extra: list[Hex] = []
        if isinstance(p, TileChoice):  # room for every place the tile may go
            extra = [c for pl in p.options for c in pl.cells()]
        if isinstance(p, PlantChoice):
            grounds = list(p.options)
        # a jungle the players laid stays turned the way they laid it
        laid = v["options"].get("jungle") == "players"
        return BoardKey.of(v, grounds, extra, s.app.settings.colour_blind, turn=not laid)

    # ------------------------------------------------------------------ geometry
    @property
    def lay(self) -> Layout:
        return self.spots.lay

    def card_rect(self, seat: int) -> pygame.Rect:
        return self.seat_bar.card(seat, self.n)

    def stash_xy(self, seat: int) -> tuple[int, int]:
        """Where a seat's stash is drawn: bananas fly there."""
        r = self.card_rect(seat)
        return (r.x + 128, r.bottom - 28)

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        """Decide from the view (the choices on offer), tell from the shown view:
        while an action's animations play, the header, the seat cards (dice,
        stash, missions, the winner), the status and the side show the match as
        it was before that action, so nothing is announced before it is seen."""
        s = self.scene
        v = s.view()
        sv = s.shown_view()
        ctl = s.controller()
        offer = s.controls.offer(ctl)
        self.jungle.blit(surf, self.board_key)
        self.draw_seat_bar(surf, sv)
        self.draw_status(surf, sv, ctl)
        self.draw_highlights(surf, v, ctl, offer)
        self.draw_trees(surf, v)
        self.draw_traps(surf)
        self.draw_monkeys(surf)
        self.draw_flyers(surf)
        self.draw_side(surf, sv, ctl)
        self.draw_choice_bar(surf, ctl, offer)
        self.draw_prompts(surf, v, ctl)

    def _paint_jungle(self, surf: pygame.Surface, key: BoardKey) -> None:
        paint_board(surf, key.layout(BOARD), key)

    # -- the jungle's pieces
    def draw_trees(self, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
        s = self.scene
        ts = self.spots.tree_size
        bsz = max(18, int(ts * 0.34))
        rotten = v.get("rotten") or []
        pick = s.controls.mission_pick
        for t in v["trees"]:
            tree = t["tree"]
            r = self.spots.tree_rect(tree)
            if r is None:
                continue
            surf.blit(tree_img(tree, ts), r)
            n = self.pieces.on_trees.get(tree, t["bananas"])
            for bx, by in tree_banana_spots(tree, ts)[:n]:
                b = banana_img(bsz)
                surf.blit(b, b.get_rect(center=(int(r.x + bx), int(r.y + by))))
            if n > 3:
                draw_text(surf, f"x{n}", 24, theme.TEXT, (r.right, r.y + 20), shadow=True)
            if tree in pick:  # where this tree comes in the missions' order
                c = (r.centerx, r.y + 6)
                pygame.draw.circle(surf, theme.ACCENT, c, 20)
                pygame.draw.circle(surf, INK, c, 20, 3)
                draw_text(surf, str(pick.index(tree) + 1), 26, INK, c)
            for k, owner in enumerate(o for o, x in enumerate(rotten) if x == tree):
                c = (r.x + 10 + 22 * k, r.bottom - 14)
                pygame.draw.circle(surf, (90, 60, 30), c, 13)
                pygame.draw.circle(surf, s.seat_colour(owner), c, 13, 4)
                draw_text(surf, "x", 20, (255, 255, 255), c)
        for t in v["trees"]:  # nor a neighbour's crown the tree's own number
            r = self.spots.tree_rect(t["tree"])
            if r is not None:
                pl = plaque_img(t["tree"], ts)
                surf.blit(pl, pl.get_rect(midbottom=(r.centerx, r.bottom - 1)))
        cb = s.app.settings.colour_blind
        for h, num in self.under_trees:  # a crown never hides a hex's number
            number_disc(surf, self.lay.ipx(h), self.lay.size, num, cb)

    def draw_traps(self, surf: pygame.Surface) -> None:
        """Each trap as a ring of teeth round its hex: the number shows in the middle."""
        cb = self.scene.app.settings.colour_blind
        lay = self.lay
        sz = int(lay.size * TRAP)
        for s, h in enumerate(self.pieces.traps):
            if h is None:
                continue
            img = trap_ring_img(s, cb, sz)
            surf.blit(img, img.get_rect(center=lay.ipx(h)))

    def draw_monkeys(self, surf: pygame.Surface) -> None:
        s = self.scene
        cb = s.app.settings.colour_blind
        ms = self.spots.monkey_size
        monkeys = self.pieces.monkeys
        for sp in sorted(monkeys, key=lambda m: (m.on_tree, m.y)):
            if not sp.visible:
                continue
            size = max(8, int(ms * sp.scale))
            img = monkey_img(sp.seat, cb, ms)
            if size != ms:
                img = pygame.transform.scale(img, (size, size))
            x = sp.x + sp.shake * 10
            y = sp.y - sp.lift - (6 if sp.on_tree else 4)
            if sp.seat == s.animating_seat:
                pygame.draw.circle(surf, theme.ACCENT, (int(sp.x), int(sp.y)), ms // 2 + 8, 5)
            surf.blit(img, img.get_rect(center=(int(x), int(y))))
            if sp.carrying:
                b = banana_img(max(16, ms // 2))
                surf.blit(b, b.get_rect(center=(int(x + ms * 0.38), int(y + ms * 0.3))))
            elif not sp.on_tree and sp.lift == 0 and not s.anim.busy:
                num = self.numbers.get(self.lay.hex_at((sp.x, sp.y)))
                if num:  # the number under the monkey stays readable, at its foot
                    c = (int(sp.x - ms * 0.4), int(sp.y + ms * 0.34))
                    number_disc(surf, c, max(46.0, self.lay.size * 0.75), num,
                                s.app.settings.colour_blind)

    def draw_flyers(self, surf: pygame.Surface) -> None:
        for f in self.pieces.flyers:
            if f.kind == "banana":
                b = banana_img(int(self.lay.size * 0.9))
                surf.blit(b, b.get_rect(center=(int(f.x), int(f.y))))
            else:
                d = die_img(max(1, f.value), (250, 250, 250), 96)
                surf.blit(d, d.get_rect(center=(int(f.x), int(f.y))))
                draw_text(surf, "tree die", 24, theme.TEXT, (int(f.x), int(f.y) + 66), shadow=True)

    # -- the choices on the board
    def draw_highlights(self, surf: pygame.Surface, v: Mapping[str, Any], ctl: int | None,
                        offer: Offer | None) -> None:
        s = self.scene
        p = v.get("pending")
        if p is None or s.anim.busy:
            return
        lay = self.lay
        size = lay.size
        if p["kind"] == "path":  # the path walked so far, and how far is left
            for h in p["path"][1:]:
                x, y = lay.ipx(h)
                pygame.draw.circle(surf, s.seat_colour(p["seat"]), (x, y + int(size * 0.5)), 7)
            left = p["target"] - (len(p["path"]) - 1)
            sp = self.pieces.monkeys[p["seat"]]
            draw_text(surf, f"{left} more", 26, theme.TEXT,
                      (int(sp.x), int(sp.y) - self.spots.monkey_size // 2 - 16), shadow=True)
        if ctl is None or offer is None:
            # somebody else decides: show their options faintly
            if p["kind"] in HEX_KINDS and p.get("seat") is not None and "options" in p:
                mark = hex_mark(int(size) - 3, (255, 255, 255), 3)
                for h in p["options"]:
                    surf.blit(mark, mark.get_rect(center=lay.ipx(h)))
            return
        col = s.seat_colour(ctl)
        glow = hex_mark(int(size) - 3, theme.ACCENT, 6)
        fill = hex_mark(int(size) - 3, theme.ACCENT, 0, 60 + 40 * (int(s.clock * 3) % 2))
        focus = offer.menu.focus if offer.choices else -1
        cb = s.app.settings.colour_blind
        for i, c in enumerate(offer.choices):
            if c.kind == "hex":
                surf.blit(fill, fill.get_rect(center=c.center))
                surf.blit(glow, glow.get_rect(center=c.center))
                if c.hex in self.numbers:  # the glow never washes the number out
                    number_disc(surf, c.center, lay.size, self.numbers[c.hex], cb)
            elif c.kind == "tree" and c.rect is not None:
                pygame.draw.rect(surf, theme.ACCENT, c.rect.inflate(8, 8), 5, border_radius=16)
        if 0 <= focus < len(offer.choices) and offer.choices[focus].kind == "tile":
            self.draw_tile(surf, offer, focus, col)
        if offer.goal is not None:  # the suggested move ends in a 7nana
            gx, gy = lay.ipx(offer.goal)
            bob = int(5 * math.sin(s.clock * 4))
            b = banana_img(int(size * 0.8))
            surf.blit(b, b.get_rect(center=(gx + int(size * 0.45), gy - int(size * 0.55) + bob)))
            draw_text(surf, "7!", 26, theme.ACCENT,
                      (gx - int(size * 0.45), gy - int(size * 0.6) + bob), shadow=True)
        cur = offer.focused
        if cur is not None and cur.kind in ("hex", "tree"):
            big = hex_mark(int(size) + 4, col, 8)
            surf.blit(big, big.get_rect(center=cur.center))
            bob = int(8 * math.sin(s.clock * 6))
            hand = image("ui/cursor", (60, 60))
            surf.blit(hand, (cur.center[0] + int(size * 0.3),
                             cur.center[1] + int(size * 0.2) + bob))

    def draw_tile(self, surf: pygame.Surface, offer: Offer, focus: int, col: Colour) -> None:
        """The tile being laid: faint where it may go turned as it is, and the tile
        itself under the cursor, its numbers as they will lie on the jungle."""
        s = self.scene
        lay = self.lay
        cur = offer.choices[focus]
        places = {cell for i in s.controls.tile_places(offer) for cell, _ in offer.choices[i].cells}
        mark = hex_mark(int(lay.size) - 4, (255, 255, 255), 0, 50)
        edge = hex_mark(int(lay.size) - 4, (255, 255, 255), 3, 160)
        for cell in places:
            surf.blit(mark, mark.get_rect(center=lay.ipx(cell)))
            surf.blit(edge, edge.get_rect(center=lay.ipx(cell)))
        bob = int(4 * math.sin(s.clock * 5))
        cb = s.app.settings.colour_blind
        for cell, num in cur.cells:
            pts = [(x + 6, y + bob + 12) for x, y in lay.corners(cell, 2)]
            pygame.draw.polygon(surf, (0, 0, 0), pts)
        for cell, num in cur.cells:
            pygame.draw.polygon(surf, (186, 222, 130), [(x, y + bob) for x, y in lay.corners(cell, 2)])
        for cell, num in cur.cells:
            pts = [(x, y + bob) for x, y in lay.corners(cell, 2)]
            pygame.draw.polygon(surf, col, pts, 6)
        for cell, num in cur.cells:
            x, y = lay.ipx(cell)
            number_disc(surf, (x, y + bob), lay.size, num, cb)

    def draw_choice_bar(self, surf: pygame.Surface, ctl: int | None, offer: Offer | None) -> None:
        if ctl is None or offer is None:
            return
        s = self.scene
        pick = s.controls.mission_pick
        mouse = device_family(s.hint_device(ctl)) == MOUSE
        for i, c in enumerate(offer.choices):
            r = c.rect
            if c.kind != "button" or r is None:
                continue
            picked = c.mission is not None and c.mission in pick
            pygame.draw.rect(surf, (0, 0, 0), r.move(4, 6), border_radius=24)
            pygame.draw.rect(surf, (255, 236, 160) if picked else theme.PANEL, r, border_radius=24)
            pygame.draw.rect(surf, s.seat_colour(ctl), r, 5, border_radius=24)
            x = r.centerx
            icon: pygame.Surface | None = None
            if c.mission is not None or isinstance(c.action, (Climb, ChooseTree, PickRotten)):
                icon = banana_img(44)
            elif c.role:
                icon = turn_icon(48) if c.role == "turn" else image("ui/icon_check", (48, 48))
            if icon is not None:
                lab = text(c.label, 36, INK)
                total = icon.get_width() + 6 + lab.get_width()
                surf.blit(icon, (r.centerx - total // 2, r.centery - icon.get_height() // 2))
                x = r.centerx - total // 2 + icon.get_width() + 6 + lab.get_width() // 2
            draw_text(surf, c.label, fit_size(c.label, 36, r.w - 70), INK, (x, r.centery))
            if i == offer.menu.focus and not mouse:
                pygame.draw.rect(surf, theme.ACCENT, r.inflate(14, 14), 6, border_radius=28)

    # -- seats
    def lit_seats(self, v: Mapping[str, Any]) -> list[int]:
        """Seats shown acting now: the one whose move plays, or whoever decides."""
        s = self.scene
        return [k for k in range(self.n) if k == s.animating_seat or
                (k in v["to_act"] and v["phase"] != "code")]

    def draw_seat_bar(self, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
        s = self.scene
        cb = s.app.settings.colour_blind
        cards = []
        for k in range(self.n):
            role = s.bot_label(k) if s.is_bot(k) else "Player"
            if v["first"] == k:
                role += "  \u2022 goes first"
            cards.append(SeatCard(s.seat_name(k), role, won=k in v["winners"]))
        self.seat_bar.draw(surf, cards, self.lit_seats(v), cb, self._card_keys(v))
        if s.thinking_seat is not None:  # at the card's foot, clear of the missions
            r = self.card_rect(s.thinking_seat)
            frame = int(s.clock * 3) % 2
            surf.blit(image(f"monkey/think_{frame}", (60, 60)), (r.right - 70, r.bottom - 66))

    def _card_keys(self, v: Mapping[str, Any]) -> tuple[CardKey, ...]:
        s = self.scene
        acting = set(v["to_act"])
        missions = v.get("missions") or [None] * self.n
        out = []
        shown = self.pieces.codes  # the codes revealed, while they run
        if shown is None and v["phase"] == "run":
            shown = v.get("codes")
        for k in range(self.n):
            code = (shown or [None] * self.n)[k] or []
            faded = tuple(c["die"] for c in code if c.get("die") is not None)
            tag = None
            if v["phase"] == "code" and self.pieces.codes is None:
                tag = "Done!" if v["locked"][k] else ("coding..." if k in acting else None)
            out.append(CardKey(s.seat_colour(k), self.pieces.stashes[k],
                               tuple(self.pieces.shown_dice(k)), faded, tag,
                               tuple(missions[k]) if missions[k] else None,
                               tuple(v["collected"][k]), s.app.settings.colour_blind))
        return tuple(out)

    @staticmethod
    def _decorate_card(bar: pygame.Surface, seat: int, r: pygame.Rect, lit: bool,
                       keys: Hashable) -> None:
        assert isinstance(keys, tuple)
        k: CardKey = keys[seat]
        ink = theme.INK if lit else theme.TEXT
        # bananas in the stash
        bar.blit(banana_img(42), (r.x + 106, r.bottom - 50))
        draw_text(bar, f"x {k.stash}", 32, ink, (r.x + 152, r.bottom - 28), anchor="midleft")
        # dice of this round
        dsz = 44 if len(k.dice) <= 2 else 40
        for i, d in enumerate(k.dice):
            if 1 <= d <= 6:
                bar.blit(die_img(d, k.colour, dsz, faded=i in k.faded),
                         (r.x + 214 + i * (dsz + 5), r.bottom - dsz - 8))
        if k.tag:  # coding status, on the foot of the badge
            tr = pygame.Rect(0, 0, 100, 30)
            tr.center = (r.x + 54, r.bottom - 16)
            pygame.draw.rect(bar, theme.GOOD if k.tag == "Done!" else (90, 90, 90), tr,
                             border_radius=15)
            pygame.draw.rect(bar, (255, 255, 255), tr, 2, border_radius=15)
            draw_text(bar, k.tag, fit_size(k.tag, 24, tr.w - 10), (255, 255, 255), tr.center)
        if k.missions:  # the mission trees, in order, filled in once collected
            rad, gap = 22, 48
            right = r.right - (46 if k.colour_blind else 12) - rad
            for i, t in enumerate(k.missions):
                c = (right - gap * (len(k.missions) - 1 - i), r.y + 32)
                done = t in k.collected
                pygame.draw.circle(bar, (60, 150, 60) if done else (250, 240, 215), c, rad)
                pygame.draw.circle(bar, INK, c, rad, 3)
                draw_text(bar, str(t), 32, (255, 255, 255) if done else INK, c)

    # -- the status line
    def status_text(self, v: Mapping[str, Any], ctl: int | None) -> tuple[str, Colour]:
        s = self.scene
        if v["over"]:
            w = v["winners"]
            who = " and ".join(s.seat_name(k) for k in w)
            return (f"{who} {'win' if len(w) > 1 else 'wins'} with the most bananas!", theme.ACCENT)
        p = v.get("pending") or {}
        kind = p.get("kind")
        if s.animating_seat is not None:
            return (f"Watch {s.seat_name(s.animating_seat)}'s monkey!",
                    s.seat_colour(s.animating_seat))
        if s.anim.busy:
            return ("", theme.TEXT)
        if kind == "code":
            if ctl is None:
                return ("Everyone is coding in secret...", theme.TEXT)
            if v["locked"][ctl]:
                return ("Your code is locked. Wait for the others...", theme.TEXT)
            return (f"{s.seat_name(ctl)}: plan {v['steps']} moves in secret, then press Done!",
                    s.seat_colour(ctl))
        seat = p.get("seat")
        if seat is None and kind == "missions":
            if ctl is not None:
                return (f"{s.seat_name(ctl)}: tap your mission trees in the order you will "
                        f"visit them", s.seat_colour(ctl))
            return ("Everyone orders their missions...", theme.TEXT)
        if seat is None:
            return ("", theme.TEXT)
        you = s.seat_name(seat)
        col = s.seat_colour(seat)
        if ctl != seat:
            return (f"{you} is thinking..." if s.is_bot(seat) else f"{you}'s turn", col)
        if kind == "path":
            left = p["target"] - (len(p["path"]) - 1)
            return (f"{you}: move your monkey. Pick the next hex ({left} to go)", col)
        if kind == "place":
            return (f"{you}: you rolled a {p['die']}. Put your monkey on a {p['die']}", col)
        if kind == "down":
            return (f"{you}: climb down. Pick a free hex at the tree's foot", col)
        if kind == "swing":
            return (f"{you}: swing! Pick where your monkey lands", col)
        if kind == "climb":
            return (f"7nana! {p['die']} + {p['number']} = 7. {you}: climb the tree?", col)
        if kind == "trap":
            return (f"{you}: put your trap on a glowing hex, or no trap", col)
        if kind == "tree":
            return (f"{you}: the tree die shows 6. Pick a tree for the banana", col)
        if kind == "rotten":
            return (f"{you}: pick {s.seat_name(p['owner'])}'s rotten tree (secret!)", col)
        if kind == "tile":
            return (f"{you}: lay your jungle tile. Slide it, turn it, then lay it!", col)
        if kind == "plant":
            return (f"{you}: plant tree {p['tree']} on a glowing spot", col)
        return (f"{you}: your turn", col)

    def draw_status(self, surf: pygame.Surface, v: Mapping[str, Any], ctl: int | None) -> None:
        msg, col = self.status_text(v, ctl)
        if msg:
            draw_text(surf, msg, fit_size(msg, 42, BOARD.w - 40), col, (BOARD.centerx, STATUS_Y),
                      shadow=True)
        tag = (f"Round {v['round']}  \u2022  Level {v['level']}" if v["round"] else
               f"Getting ready  \u2022  Level {v['level']}")
        draw_text(surf, tag, fit_size(tag, 30, SIDE_W - 10), theme.MUTED,
                  (self.side_rect.right - 6, STATUS_Y), anchor="midright")

    # -- the side: a code panel, or everybody's codes
    def draw_side(self, surf: pygame.Surface, v: Mapping[str, Any], ctl: int | None) -> None:
        s = self.scene
        if v["phase"] != "code" or (s.anim.busy and self.pieces.codes is not None):
            self.side.blit(surf, self._side_key(v), self.side_box.topleft)
            return
        seat = s.viewer
        if seat is None or (s.view(seat).get("codes") or [None])[seat] is None:
            self.draw_secret_note(surf, v)
            return
        c = s.controls
        sv = s.view(seat)
        drag_pos = c.drag.pos if c.drag.dragging is not None else None
        hit = self.panel.hit(drag_pos, sv, seat) if drag_pos is not None else None
        mouse = device_family(s.hint_device(seat)) == MOUSE
        focus = c.code_focus if c.code_focus is not None else c.default_focus(seat)
        self.panel.draw(surf, sv, seat, s.seat_colour(seat), s.seat_name(seat),
                        None if mouse else focus, c.held, drag_pos,
                        hit.step if hit is not None and hit.kind == "slot" else None,
                        locked=sv["locked"][seat], t=s.clock, show_focus=ctl == seat)

    @staticmethod
    def _paper(surf: pygame.Surface, r: pygame.Rect) -> None:
        pygame.draw.rect(surf, (0, 0, 0), r.move(6, 8), border_radius=28)
        pygame.draw.rect(surf, PAPER, r, border_radius=28)
        pygame.draw.rect(surf, PAPER_EDGE, r, 5, border_radius=28)

    def draw_secret_note(self, surf: pygame.Surface, v: Mapping[str, Any]) -> None:
        s = self.scene
        r = self.side_rect
        self._paper(surf, r)
        draw_text(surf, "Codes are secret", 40, INK, (r.centerx, r.y + 50))
        surf.blit(image("ui/icon_eye_closed", (110, 110)), (r.centerx - 55, r.y + 100))
        y = r.y + 250
        for k in range(self.n):
            done = v["locked"][k]
            draw_badge(surf, k, (r.x + 80, y), 60, s.app.settings.colour_blind)
            draw_text(surf, f"{s.seat_name(k)}: {'done!' if done else 'coding...'}", 32,
                      theme.GOOD if done else INK, (r.x + 130, y), anchor="midleft")
            y += 76

    def _side_key(self, v: Mapping[str, Any]) -> SideKey:
        s = self.scene
        shown = self.pieces.codes
        codes = shown if shown is not None else (v.get("codes") or [])
        missions = v.get("missions") or [None] * self.n
        return SideKey(
            ready=v["phase"] == "setup" and shown is None,
            codes=tuple(_code_row(c) for c in codes),
            running=shown is not None or v["phase"] in ("run", "traps", "over"),
            now=self.pieces.running, order=tuple(v["order"]), steps=v["steps"],
            phase=v["phase"], left=sum(self.pieces.on_trees.values()),
            names=tuple(s.names()), colour_blind=s.app.settings.colour_blind,
            on_path=tuple(m["hex"] is not None for m in v["monkeys"]),
            missions=tuple(tuple(m) if m else None for m in missions))

    def _paint_side(self, surf: pygame.Surface, key: SideKey) -> None:
        r = self.side_rect.move(-self.side_box.x, -self.side_box.y)
        self._paper(surf, r)
        if key.ready:
            self._paint_getting_ready(surf, r, key)
        else:
            self._paint_codes(surf, r, key)

    @staticmethod
    def _paint_getting_ready(surf: pygame.Surface, r: pygame.Rect, key: SideKey) -> None:
        draw_text(surf, "Getting ready", 40, INK, (r.centerx, r.y + 40))
        lines = ["Every monkey starts on the path.",
                 "Then everyone plans moves in secret.",
                 "Most bananas wins!"]
        if any(key.missions):
            lines[2] = "Missions: bananas from your 3 trees"
        y = r.y + 92
        for ln in lines:
            for part in wrap(ln, 30, r.w - 40):
                draw_text(surf, part, 30, INK, (r.centerx, y))
                y += 38
            y += 6
        y += 10
        rh = min(74, (r.bottom - 20 - y) // max(1, len(key.names)))
        for k, name in enumerate(key.names):
            draw_badge(surf, k, (r.x + 48, y + rh // 2), min(60, rh - 8), key.colour_blind)
            words = "on the path" if key.on_path[k] else "getting ready..."
            line = f"{name}: {words}"  # (the missions are on the seat cards)
            draw_text(surf, line, fit_size(line, 30, r.w - 100), INK, (r.x + 88, y + rh // 2),
                      anchor="midleft")
            y += rh

    @staticmethod
    def _paint_codes(surf: pygame.Surface, r: pygame.Rect, key: SideKey) -> None:
        shown = [c is not None for c in key.codes]
        title = "Everybody's code" if any(shown) and key.running else "The jungle"
        draw_text(surf, title, 38, INK, (r.centerx, r.y + 36))
        rh = min(120, (r.h - 130) // max(1, len(key.order)))
        y = r.y + 80
        for s in key.order:
            col = theme.seat_colour(s, key.colour_blind)
            row = pygame.Rect(r.x + 16, y, r.w - 32, rh - 10)
            if key.now is not None and key.now[0] == s:
                pygame.draw.rect(surf, (255, 236, 160), row, border_radius=18)
            pygame.draw.rect(surf, col, row, 3, border_radius=18)
            draw_badge(surf, s, (row.x + 44, row.centery), min(70, rh - 26), key.colour_blind)
            code = key.codes[s] if s < len(key.codes) else None
            cell = min(96, (row.w - 120) // key.steps)
            for k in range(key.steps):
                c = (row.x + 110 + cell * k + cell // 2, row.centery)
                now = key.now == (s, k)
                rad = cell // 2 - 4
                pts = [(c[0] + rad * math.cos(math.radians(30 + 60 * i)),
                        c[1] + rad * math.sin(math.radians(30 + 60 * i))) for i in range(6)]
                pygame.draw.polygon(surf, (236, 226, 200), pts)
                pygame.draw.polygon(surf, theme.ACCENT if now else PAPER_EDGE, pts,
                                    6 if now else 3)
                if code is None or not key.running:
                    draw_text(surf, "?" if key.phase == "code" else str(k + 1), 30,
                              (150, 130, 100), c)
                    continue
                value, token = code[k] if k < len(code) else (None, None)
                sz = int(cell * 0.62)
                if value is not None:
                    di = die_img(value, col, sz)
                    if token:
                        ti = token_img(token, int(sz * 0.75))
                        surf.blit(ti, ti.get_rect(center=(c[0] + sz // 3, c[1] + sz // 3)))
                    surf.blit(di, di.get_rect(center=(c[0] - 4, c[1] - 4)))
                elif token:
                    ti = token_img(token, sz)
                    surf.blit(ti, ti.get_rect(center=c))
            y += rh
        left = f"Bananas left on the trees: {key.left}"
        draw_text(surf, left, fit_size(left, 30, r.w - 30), INK, (r.centerx, r.bottom - 30))

    # -- prompts
    @staticmethod
    def tile_prompt(fam: str) -> list[Any]:
        """How to slide, turn and lay a jungle tile with this kind of device."""
        if fam == MOUSE:
            return [("img", "ui/mouse_left"),
                    "Tap a place for the tile.  Turn the tile, then Lay it here!"]
        turn = "[LB] [RB]" if fam == "pad" else "[Q] [E]"
        return (prompt_parts([("move", "slide")], fam) + ["   ", turn, "turn", "   "]
                + prompt_parts([(CONFIRM, "lay it")], fam))

    def deciding(self, v: Mapping[str, Any]) -> int | None:
        """The seat whose turn or choice it is (the first of several), if any."""
        acting = v["to_act"]
        return acting[0] if acting else None

    def draw_prompts(self, surf: pygame.Surface, v: Mapping[str, Any], ctl: int | None) -> None:
        s = self.scene
        fam = device_family(s.hint_device(ctl if ctl is not None else self.deciding(v)))
        parts: list[Any]
        if ctl is None or v["over"]:
            parts = prompt_parts([("help", "help"), ("pause", "pause")], fam)
        elif s.pending_kind() == "code":
            if fam == MOUSE:
                parts = [("img", "ui/mouse_left"), "Drag a die or token onto a step.  Tap a step "
                         "to empty it.  Then press Done!"]
            elif s.controls.held is not None:
                parts = prompt_parts([("move", "choose a step"), ("confirm", "put it here"),
                                      ("back", "put it back")], fam)
            else:
                parts = prompt_parts([("move", "choose"), ("confirm", "pick up / place"),
                                      (ALT, "empty a step"), ("help", s.hinter.help_words())],
                                     fam)
        elif s.pending_kind() == "tile":
            parts = self.tile_prompt(fam)
        elif fam == MOUSE:
            parts = [("img", "ui/mouse_left"), "Click a glowing hex or a button."]
        else:
            parts = prompt_parts([("move", "choose"), ("confirm", "OK"),
                                  ("help", s.hinter.help_words())], fam)
        size = theme.FONT_SIZES["small"]
        draw_prompt(surf, parts, size, theme.TEXT, (BOARD.centerx, PROMPT_Y), shadow=True)
