"""Turning input into Spank the Monkey actions.

Everything offered comes from the rules: the seat's legal actions and the
rule queries (`why_not_target`, `build_left`); a choice the rules would
refuse is still tried when a player insists, and the rules' sentence is
what the child reads.

Pad / keyboard: a cursor walks the hand; confirm picks the card. A card
with one thing to do does it (build, reinforce, play, defend); one with two
(play it or throw it away) offers both; an attack card then walks a cursor
over the junk cards of every tower: the ones in reach glow, the others say
why not. The buttons (Done, Spank!, Let it go) are beside the hand (down or
left from the hand); X / Tab is Done. Back puts a card back, or lets a
reaction window go by.

Mouse / touch: drag a card onto a tower (an attack onto the junk card it
hits, a junk card onto your tower, a card onto the discard pile to throw
it away), or tap a card and then a target or a button.

A choice a card asks (`view["asking"]`) is answered the same ways: junk
cards and players glow on the table, hand cards in the hand, cards from the
discard pile and a card's options in a panel.

A reaction window of a human on a shared screen (another human is present)
shows no hand: the seat's own device opens a small private panel with only
the cards it may play ("Blue: want to play a card?"); the window's pause is
the same whatever the seat holds.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.actions import Action
from game.input.intents import (
    ALT,
    BACK,
    CONFIRM,
    DOWN,
    HELP,
    KEYBOARD,
    LEFT,
    MOUSE,
    NEXT,
    POINT,
    PRESS,
    PREV,
    RELEASE,
    RIGHT,
    UP,
    Intent,
)
from game.rules.junkyard import Choose, Discard, Done, Play, Spank
from game.rules.junkyard.deck import card
from game.ui.drag import Drag
from game.ui.prompts import prompt_parts
from game.ui.widgets import Button, Menu

from .table import BUTTONS, HAND, TOWERS, ZOOM_W, H, W, _face_h

if TYPE_CHECKING:
    from .scene import JunkyardScene

DONE_WORDS = {"build": "Done building", "attack": "Done attacking", "spank": "Not now",
              "discard": "End my turn"}
PLAY_WORDS = {"junk": "Build it", "reinforcement": "Reinforce", "special": "Play it",
              "attack": "Attack!", "defense": "Defend"}
PEEK_W = 110
ZOOM_FOR = 2.5           # seconds a card stays large after the cursor moved onto it


class Controls:
    def __init__(self, scene: JunkyardScene):
        self.scene = scene
        self.zone = "hand"                 # hand | buttons | targets | seats | choice
        self.cursor = 0                    # in the hand
        self.held: str | None = None       # an attack card looking for its target
        self.tcur: str | None = None       # the junk card under the cursor
        self.scur: int | None = None       # the seat under the cursor (a player choice)
        self.picks: list[str] = []         # answers picked so far (a choice of several)
        self.hover: int | None = None      # mouse over a hand card
        self.hover_junk: str | None = None
        self.side: Menu | None = None
        self._side_key: tuple | None = None
        self.choice_menu: Menu | None = None
        self.choice_title = ""
        self._choice_key: tuple | None = None
        self.popup_for: str | None = None  # the card whose two options are offered
        self.peek_menu: Menu | None = None
        self._peeking = False
        self._peek_key: tuple | None = None
        self.drag = Drag(on_tap=self._tap, on_drop=self._drop, on_lift=self._lift)
        self._seat: int | None = None      # who the pointer acts for, for the drag's calls
        self.moved_at = -99.0              # when the hand cursor last moved

    def play(self, sound: str) -> None:
        self.scene.app.play(sound)

    # ------------------------------------------------------------------ what is going on
    def me(self) -> int | None:
        return self.scene.controller()

    def mode(self, seat: int | None = None) -> str:
        """none | turn | window | peek | ask_junk | ask_player | ask_hand | ask_discard |
        ask_option: what the seat at the controls is deciding."""
        s = self.scene
        seat = self.me() if seat is None else seat
        if seat is None:
            return "none"
        v = s.view(None)
        q = v.get("asking")
        if q is not None:
            if q["seat"] != seat:
                return "none"
            if q["kind"] == "card":
                return "ask_hand" if q.get("zone") == "hand" else "ask_discard"
            return {"junk": "ask_junk", "player": "ask_player"}.get(q["kind"], "ask_option")
        w = v.get("window")
        if w is not None:
            if w["seat"] != seat:
                return "none"
            return "window" if s.viewer == seat else "peek"
        return "turn" if v["turn"] == seat else "none"

    def asking(self) -> dict[str, Any]:
        return self.scene.view(None).get("asking") or {}

    def hand(self) -> list[str]:
        return self.scene.table.hand_cards()

    def legal(self, seat: int | None) -> set:
        return set() if seat is None else self.scene.legal(seat)

    # ------------------------------------------------------------------ life
    def update(self) -> None:
        me = self.me()
        mode = self.mode(me)
        if (me is None or mode == "none") and (
                self.held or self.picks or self.zone in ("targets", "seats", "choice")):
            self.cancel()
        n = len(self.hand())
        if n:
            self.cursor = max(0, min(self.cursor, n - 1))
        self.build_side(me, mode)
        self.build_choice(me, mode)
        self.build_peek(me, mode)
        if mode in ("ask_junk",) and self.zone != "targets":
            self.zone = "targets"
            self.tcur = self.tcur if self.tcur in self.junk_spots() else self._first_spot()
        elif mode == "ask_player" and self.zone != "seats":
            self.zone = "seats"
            opts = self.seat_options()
            self.scur = opts[0] if opts else None
        elif mode in ("ask_discard", "ask_option") and self.zone != "choice":
            self.zone = "choice"
        elif mode in ("turn", "window", "ask_hand") and self.zone in ("seats", "choice") \
                and self.popup_for is None:
            self.zone = "hand"
        if self.zone == "buttons" and self.side is None:
            self.zone = "hand"

    def cancel(self) -> None:
        self.held = None
        self.picks = []
        self.popup_for = None
        self.choice_menu = None
        self._choice_key = None
        self._peeking = False
        self.tcur = None
        self.scur = None
        if self.zone in ("targets", "seats", "choice"):
            self.zone = "hand"
        self.drag.cancel()

    def on_acted(self) -> None:
        self.cancel()
        self._side_key = None
        self._peek_key = None

    # ------------------------------------------------------------------ what the table lights
    def hand_focus(self) -> int | None:
        if self.drag.dragging is not None:
            return None
        if self.hover is not None:
            return self.hover
        if self.zone == "hand" and self.scene.viewer is not None and self.hand() and \
                self.popup_for is None:
            return min(self.cursor, len(self.hand()) - 1)
        if self.popup_for is not None and self.popup_for in self.hand():
            return self.hand().index(self.popup_for)
        if self.held is not None and self.held in self.hand():
            return self.hand().index(self.held)
        return None

    def zoom_card(self) -> str | None:
        """The hand card shown large: under the mouse, or for a moment after the
        cursor moved onto it (then it makes way for the towers it covers)."""
        i = self.hand_focus()
        cards = self.hand()
        if i is None or i >= len(cards) or self.zone in ("targets", "seats"):
            return None
        fresh = self.scene.clock - self.moved_at < ZOOM_FOR
        if self.hover is None and not fresh and self.popup_for is None:
            return None
        return cards[i]

    def lit_hand(self) -> dict[str, bool]:
        me = self.me()
        mode = self.mode(me)
        legal = self.legal(me)
        cards = self.hand()
        if mode == "ask_hand":
            opts = set(self.asking().get("options") or ())
            return {c: c in opts for c in cards}
        if mode == "window":
            return {c: Play(c) in legal for c in cards}
        if mode == "turn":
            return {c: True for c in cards if self._can_use(c, legal)}
        return {}

    def _can_use(self, cid: str, legal: set) -> bool:
        return any(isinstance(a, (Play, Discard)) and a.card == cid for a in legal)

    def picked(self, cid: str) -> bool:
        return cid in self.picks or cid == self.held or cid == self.popup_for

    def junk_spots(self) -> list[str]:
        """The junk cards the cursor walks over, bottom to top, seat by seat."""
        mode = self.mode()
        if mode == "ask_junk":
            opts = set(self.asking().get("options") or ())
            return [f.junk for t in self.scene.table.pic.towers for f in t if f.junk in opts]
        if self.held is not None:
            return [f.junk for t in self.scene.table.pic.towers for f in t]
        return []

    def _first_spot(self) -> str | None:
        spots = self.junk_spots()
        lit = self.lit_junk()
        good = [j for j in spots if lit.get(j)]
        return good[0] if good else (spots[0] if spots else None)

    def lit_junk(self) -> dict[str, bool]:
        me = self.me()
        mode = self.mode(me)
        if mode == "ask_junk":
            opts = self.asking().get("options") or ()
            return {j: j not in self.picks for j in opts}
        held = self.held or (self.drag.dragging if self._needs_target(self.drag.dragging)
                             else None)
        if held is None or me is None:
            return {}
        legal = self.legal(me)
        return {f.junk: Play(held, f.junk) in legal
                for t in self.scene.table.pic.towers for f in t}

    def lit_seats(self) -> list[int]:
        return self.seat_options() if self.mode() == "ask_player" else []

    def seat_options(self) -> list[int]:
        return [int(p) for p in self.asking().get("options") or ()]

    def cursor_junk(self) -> str | None:
        if self.drag.dragging is not None or self.hover_junk is not None:
            return self.hover_junk if self.lit_junk() else None
        return self.tcur if self.zone == "targets" else None

    def cursor_seat(self) -> int | None:
        return self.scur if self.zone == "seats" else None

    def reason_tag(self) -> tuple[str, tuple[float, float]] | None:
        """Why the card in hand can't hit the junk card under the cursor (the rules' words)."""
        me = self.me()
        held = self.held or (self.drag.dragging if self._needs_target(self.drag.dragging)
                             else None)
        spot = self.cursor_junk()
        if me is None or held is None or spot is None:
            return None
        if Play(held, spot) in self.legal(me):
            return None
        why = self.scene.state.why_not_target(me, held, spot)
        if not why:
            return None
        r = self.scene.table.card_rect(spot)
        return (why, (r.centerx, r.bottom)) if r is not None else None

    def peek_panel(self) -> Menu | None:
        return self.peek_menu

    def peeking(self) -> bool:
        return self._peeking

    # ------------------------------------------------------------------ buttons and panels
    def side_buttons(self, me: int | None, mode: str) -> list[tuple[str, Action, str | None]]:
        if me is None or mode not in ("turn", "window"):
            return []
        legal = self.legal(me)
        v = self.scene.view(None)
        out: list[tuple[str, Action, str | None]] = []
        if Spank() in legal:
            need = (v.get("spank_need") or [None] * (me + 1))[me]
            out.append((f"Spank! ({need}+)" if need else "Spank!", Spank(), "star"))
        if Done() in legal:
            words = "Let it go" if mode == "window" else DONE_WORDS.get(v["phase"], "Done")
            out.append((words, Done(), "check" if mode == "turn" else "back"))
        return out

    def build_side(self, me: int | None, mode: str) -> None:
        spec = self.side_buttons(me, mode)
        key = (me, mode, tuple(lbl for lbl, _, _ in spec))
        if key == self._side_key:
            return
        self._side_key = key
        if not spec:
            self.side = None
            return
        # tall enough for a label on two lines at 32 px ("Done / attacking")
        bh = (BUTTONS.h - 8 - 12 * (len(spec) - 1)) // max(2, len(spec))
        buttons = []
        for k, (label, act, icon) in enumerate(spec):
            r = pygame.Rect(BUTTONS.x, BUTTONS.y + 4 + k * (bh + 12), BUTTONS.w, bh)
            buttons.append(Button(r, label, partial(self.press, act), icon=icon, size=32,
                                  data=act))
        self.side = Menu(buttons, sound=self.play)

    def build_choice(self, me: int | None, mode: str) -> None:
        """The panel for a card's options, cards from the discard pile, or the
        two things a card in the hand may do."""
        q = self.asking()
        if self.popup_for is not None and mode in ("turn", "window"):
            key: tuple = ("popup", self.popup_for, tuple(sorted(map(str, self.legal(me)))))
        elif mode in ("ask_option", "ask_discard"):
            key = ("ask", q.get("key"), tuple(q.get("options") or ()), tuple(self.picks))
        else:
            if self.choice_menu is not None:
                self.choice_menu = None
                self._choice_key = None
            return
        if key == self._choice_key:
            return
        self._choice_key = key
        focus = self.choice_menu.focus if self.choice_menu is not None else 0
        if key[0] == "popup":
            self.choice_menu = self._popup_menu(me)
        elif mode == "ask_option":
            labels = list(q.get("labels") or [])
            opts = list(q.get("options") or [])
            bw, bh = 1100, 78
            buttons = []
            y0 = 470 - (len(opts) * (bh + 14)) // 2
            for i, o in enumerate(opts):
                lbl = labels[int(o)] if o.isdigit() and int(o) < len(labels) else f"Option {i + 1}"
                r = pygame.Rect((W - bw) // 2 + 150, y0 + i * (bh + 14), bw, bh)
                buttons.append(Button(r, lbl, partial(self.pick, o), size=30, data=f"opt:{o}"))
            self.choice_menu = Menu(buttons, sound=self.play)
            self.choice_title = f"{card(q['card']).name}: pick what happens"
        else:
            opts = list(q.get("options") or [])
            bw = 116
            per = max(1, min(len(opts), 11))
            x0 = TOWERS.centerx - (per * (bw + 14)) // 2
            buttons = []
            for i, o in enumerate(opts):
                row, col = divmod(i, per)
                r = pygame.Rect(x0 + col * (bw + 14), 380 + row * (_face_h(bw) + 16), bw,
                                _face_h(bw))
                buttons.append(Button(r, "", partial(self.pick, o), data=f"card:{o}"))
            self.choice_menu = Menu(buttons, sound=self.play)
            self.choice_title = f"{card(q['card']).name}: pick a card from the discard pile"
        if self.choice_menu is not None and self.choice_menu.buttons:
            self.choice_menu.focus = min(focus, len(self.choice_menu.buttons) - 1)

    def _popup_menu(self, me: int | None) -> Menu | None:
        cid = self.popup_for
        if cid is None or me is None:
            return None
        opts = self.card_options(me, cid)
        cards = self.hand()
        x = HAND.centerx
        if cid in cards:
            x = self.scene.table.hand_rects(cards)[cards.index(cid)].centerx
        buttons = []
        spec: list[tuple[str, Any]] = [(label, partial(self.press, act)) for label, act in opts]
        if len(opts) == 1:
            spec.append(("Keep it", self.keep))
        above = H - 4 - _face_h(ZOOM_W) - 18       # over the card shown large
        for k, (label, press) in enumerate(spec):
            r = pygame.Rect(0, 0, 250, 66)
            r.midbottom = (x, above - k * 78)
            r.clamp_ip(pygame.Rect(TOWERS.x, 100, TOWERS.w, HAND.y))
            buttons.append(Button(r, label, press, size=30, data=label))
        self.choice_title = ""
        return Menu(buttons, sound=self.play) if buttons else None

    def keep(self) -> None:
        self.cancel()
        self.play("click")

    def build_peek(self, me: int | None, mode: str) -> None:
        if mode != "peek" or me is None:
            self.peek_menu = None
            self._peeking = False
            self._peek_key = None
            return
        key = (me, self._peeking, tuple(sorted(map(str, self.legal(me)))))
        if key == self._peek_key:
            return
        self._peek_key = key
        buttons: list[Button] = []
        if self._peeking:
            legal = self.legal(me)
            hand = self.scene.view(me).get("hand") or []
            playable = [c for c in hand if Play(c) in legal]
            x = HAND.x + 24
            for c in playable[:5]:
                r = pygame.Rect(x, HAND.y + 34, PEEK_W, _face_h(PEEK_W))
                buttons.append(Button(r, "", partial(self.press, Play(c)), data=f"card:{c}"))
                x += PEEK_W + 16
            r = pygame.Rect(HAND.right - 250, HAND.y + 70, 230, 80)
            buttons.append(Button(r, "No, let it go", partial(self.press, Done()), size=30,
                                  data=Done()))
        else:
            r = pygame.Rect(HAND.right - 250, HAND.y + 30, 230, 74)
            buttons.append(Button(r, "Look", self.peek, icon="eye", size=32, data="look"))
            r = pygame.Rect(HAND.right - 250, HAND.y + 116, 230, 74)
            buttons.append(Button(r, "No thanks", partial(self.press, Done()), size=30,
                                  data=Done()))
        self.peek_menu = Menu(buttons, sound=self.play)

    def peek(self) -> None:
        self._peeking = True
        self._peek_key = None
        self.scene.looked()
        self.play("reveal")

    # ------------------------------------------------------------------ what a card can do
    def _needs_target(self, cid: str | None) -> bool:
        if cid is None:
            return False
        c = card(cid)
        return c.type == "attack" and c.has_bonus and self.mode() == "turn"

    def card_options(self, seat: int, cid: str) -> list[tuple[str, Action]]:
        legal = self.legal(seat)
        out: list[tuple[str, Action]] = []
        if Play(cid) in legal:
            out.append((PLAY_WORDS.get(card(cid).type, "Play it"), Play(cid)))
        if Discard(cid) in legal:
            out.append(("Throw away", Discard(cid)))
        return out

    def use_card(self, seat: int | None, cid: str) -> None:
        """Confirm (or a tap) on a hand card."""
        if seat is None:
            self.not_your_turn()
            return
        mode = self.mode(seat)
        if mode == "ask_hand":
            self.pick(cid)
            return
        if mode == "window":
            self.try_act(seat, Play(cid))
            return
        if mode != "turn":
            return
        v = self.scene.view(None)
        if self._needs_target(cid) and v["phase"] == "attack":
            self.held = cid
            self.zone = "targets"
            self.tcur = self._first_spot()
            self.play("tick")
            return
        opts = self.card_options(seat, cid)
        if len(opts) == 1 and not isinstance(opts[0][1], Discard):
            self.try_act(seat, opts[0][1])
        elif opts:              # two things to do, or a card to throw away: ask first
            self.popup_for = cid
            self.zone = "choice"
            self._choice_key = None
            self.build_choice(seat, mode)
            if self.choice_menu is not None:
                self.choice_menu.focus = 0
            self.play("tick")
        else:
            self.try_act(seat, Play(cid))   # the rules say why not

    def pick(self, option: str) -> None:
        """Answer (part of) the choice being asked."""
        me = self.me()
        q = self.asking()
        if me is None or not q or q.get("seat") != me:
            return
        need = int(q.get("need") or 1)
        if option in self.picks:
            self.picks.remove(option)
            self._choice_key = None
            self.play("click")
            return
        picks = self.picks + [option]
        if len(picks) < need:
            self.picks = picks
            self._choice_key = None
            self.play("tick")
            return
        self.try_act(me, Choose(str(q["key"]), tuple(picks)))

    def press(self, action: Action) -> None:
        self.try_act(self.me(), action)

    def try_act(self, seat: int | None, action: Action | None) -> bool:
        held_zone = self.zone
        self.cancel()
        if held_zone == "buttons":
            self.zone = "buttons"
        if action is None:
            return False
        if seat is None:
            self.not_your_turn()
            return False
        if not self.scene.ready:
            return False
        return self.scene.act(seat, action)

    def not_your_turn(self) -> None:
        s = self.scene
        if s.match.over or s.bubble is not None or s.anim.busy:
            return
        acting = sorted(s.state.to_act())
        if not acting:
            return
        who = acting[0]
        name = s.seat_name(who)
        if s.state.window is not None:
            s.say(f"Wait: {name} may play a card now.", who, 2.0)
        elif s.is_bot(who):
            s.say(f"Wait a moment: {name} is thinking.", who, 2.0)
        else:
            s.say(f"It's {name}'s turn.", who, 2.0)

    # ------------------------------------------------------------------ input
    def foreign(self, device: str | None) -> bool:
        """On a shared screen, a device that does not belong to the seat whose
        cards show (or who answers a window): it must not move that seat's
        cursor or zoom its cards."""
        s = self.scene
        owner = s.viewer if s.viewer is not None else self.me()
        if owner is None or device is None or not s.hot_seat:
            return False
        bound = s.seating.seats[owner].device
        if bound is None or device == bound:
            return False
        # one person's keyboard and mouse, unless the other one is someone else's
        return not ({device, bound} <= {KEYBOARD, MOUSE} and not s.seating.holds(device))

    def handle(self, seat: int | None, intent: Intent) -> bool:
        if not intent.is_pointer and intent.kind != BACK and self.foreign(intent.device):
            if intent.kind == CONFIRM:
                self.not_your_turn()
            return True
        if intent.is_pointer:
            return self.on_pointer(seat, intent)
        k = intent.kind
        mode = self.mode(seat) if seat is not None else "none"
        if k == ALT:
            if seat is not None and Done() in self.legal(seat) and mode in ("turn", "window"):
                self.try_act(seat, Done())
            elif seat is None:
                self.not_your_turn()
            return True
        if mode == "peek":
            return self.on_peek_key(seat, k)
        if self.zone == "choice" and self.choice_menu is not None:
            return self.on_choice_key(seat, k)
        if self.zone == "buttons" and self.side is not None:
            return self.on_buttons_key(seat, k)
        if self.zone == "targets":
            return self.on_targets_key(seat, k)
        if self.zone == "seats":
            return self.on_seats_key(seat, k)
        return self.on_hand_key(seat, k, mode)

    def on_hand_key(self, seat: int | None, k: str, mode: str) -> bool:
        cards = self.hand()
        if k in (LEFT, RIGHT, PREV, NEXT):
            d = -1 if k in (LEFT, PREV) else 1
            if cards:
                if d < 0 and self.cursor == 0 and self.side is not None and k == LEFT:
                    self.zone = "buttons"
                    self.side.focus = 0
                else:
                    self.cursor = max(0, min(len(cards) - 1, self.cursor + d))
                    self.moved_at = self.scene.clock
                self.play("hover")
            elif self.side is not None:
                self.zone = "buttons"
            return True
        if k == DOWN:
            if self.side is not None:
                self.zone = "buttons"
                self.side.focus = 0
                self.play("hover")
            return True
        if k == UP:
            return True
        if k == CONFIRM:
            if cards and self.scene.viewer is not None:
                self.use_card(seat, cards[min(self.cursor, len(cards) - 1)])
            elif seat is None:
                self.not_your_turn()
            return True
        if k == BACK:
            if self.picks:
                self.picks = []
                return True
            if mode == "window" and seat is not None:
                self.try_act(seat, Done())
                return True
        return False

    def on_buttons_key(self, seat: int | None, k: str) -> bool:
        assert self.side is not None
        if k in (UP, RIGHT):
            before = self.side.focus
            self.side.move(0, -1) if k == UP else self.side.move(1, 0)
            if self.side.focus == before:
                self.zone = "hand"
                if k == RIGHT:
                    self.cursor = 0
            return True
        if k in (DOWN, LEFT):
            self.side.handle(Intent(k, "kbd"))
            return True
        if k == CONFIRM:
            if seat is None:
                self.not_your_turn()
            else:
                self.side.handle(Intent(CONFIRM, "kbd"))
            return True
        if k == BACK:
            self.zone = "hand"
            return True
        return False

    def on_choice_key(self, seat: int | None, k: str) -> bool:
        menu = self.choice_menu
        assert menu is not None
        if k == BACK:
            if self.popup_for is not None:
                self.cancel()
                self.play("click")
                return True
            return True
        if k == CONFIRM:
            if seat is None:
                self.not_your_turn()
            else:
                menu.handle(Intent(CONFIRM, "kbd"))
            return True
        if k in (LEFT, RIGHT, UP, DOWN):
            menu.handle(Intent(k, "kbd"))
            return True
        return k in (PREV, NEXT)

    def on_peek_key(self, seat: int | None, k: str) -> bool:
        menu = self.peek_menu
        if menu is None or seat is None:
            return False
        if not self._peeking:
            if k == CONFIRM:
                self.peek()
            elif k == BACK:
                self.try_act(seat, Done())
            return True
        if k == BACK:
            self.try_act(seat, Done())
            return True
        if k in (LEFT, RIGHT, UP, DOWN):
            menu.handle(Intent(k, "kbd"))
            return True
        if k == CONFIRM:
            menu.handle(Intent(CONFIRM, "kbd"))
        return True

    def on_targets_key(self, seat: int | None, k: str) -> bool:
        spots = self.junk_spots()
        if k == BACK:
            if self.mode(seat) == "ask_junk":
                if self.picks:
                    self.picks = []
                return True
            self.cancel()
            self.play("click")
            return True
        if k in (LEFT, RIGHT, UP, DOWN, PREV, NEXT):
            self.tcur = self.step_spot(spots, self.tcur, k)
            self.play("hover")
            return True
        if k == CONFIRM:
            if seat is None:
                self.not_your_turn()
            elif self.tcur is not None:
                self.choose_junk(seat, self.tcur)
            return True
        return False

    def choose_junk(self, seat: int, junk: str) -> None:
        if self.mode(seat) == "ask_junk":
            if junk in (self.asking().get("options") or ()):
                self.pick(junk)
            return
        if self.held is not None:
            self.try_act(seat, Play(self.held, junk))

    def step_spot(self, spots: list[str], cur: str | None, k: str) -> str | None:
        """The next junk card that way: up and down a tower, left and right across them."""
        if not spots:
            return None
        pic = self.scene.table.pic
        if cur not in spots:
            return spots[0]
        where = pic.locate(cur)
        assert where is not None
        seat = where[0]
        mine = [j for j in spots if (pic.locate(j) or (-1, 0))[0] == seat]
        k2 = {PREV: LEFT, NEXT: RIGHT}.get(k, k)
        if k2 in (UP, DOWN):
            j = mine.index(cur) + (1 if k2 == UP else -1)
            return mine[j] if 0 <= j < len(mine) else cur
        d = 1 if k2 == RIGHT else -1
        n = len(pic.towers)
        for step in range(1, n + 1):
            other = (seat + d * step) % n
            there = [j for j in spots if (pic.locate(j) or (-1, 0))[0] == other]
            if there:
                y = self.scene.table.layout(seat).get(cur, (0, 0, 0))[1]
                lay = self.scene.table.layout(other)
                return min(there, key=lambda j: abs(lay.get(j, (0, 0, 0))[1] - y))
        return cur

    def on_seats_key(self, seat: int | None, k: str) -> bool:
        opts = self.seat_options()
        if not opts:
            return False
        if k in (LEFT, RIGHT, PREV, NEXT, UP, DOWN):
            d = -1 if k in (LEFT, PREV, UP) else 1
            cur = opts.index(self.scur) if self.scur in opts else 0
            self.scur = opts[(cur + d) % len(opts)]
            self.play("hover")
            return True
        if k == CONFIRM:
            if seat is None:
                self.not_your_turn()
            elif self.scur is not None:
                self.pick(str(self.scur))
            return True
        return k == BACK

    def on_pointer(self, seat: int | None, intent: Intent) -> bool:
        k, pos = intent.kind, intent.pos
        assert pos is not None
        self._seat = seat
        table = self.scene.table
        for menu in (self.peek_menu, self.choice_menu, self.side):
            if menu is not None and menu.handle(intent) and k != POINT:
                return True
        if k == POINT:
            self.drag.handle(intent)
            self.hover = table.hand_index_at(pos) if HAND.inflate(0, 60).collidepoint(pos) \
                and self.drag.dragging is None else None
            self.hover_junk = table.junk_at(pos) if (self.held or self.drag.dragging) else None
            return True
        if k == PRESS:
            i = table.hand_index_at(pos) if self.scene.viewer is not None else None
            if i is not None:
                cards = self.hand()
                self.popup_for = None
                if self.held is not None and cards[i] != self.held:
                    self.held = None
                self.drag.press(cards[i], pos)
                return True
            mode = self.mode(seat)
            junk = table.junk_at(pos)
            if junk is not None and seat is not None and (self.held or mode == "ask_junk"):
                self.choose_junk(seat, junk)
                return True
            tower = table.tower_at(pos)
            if tower is not None and mode == "ask_player" and tower in self.seat_options():
                self.pick(str(tower))
                return True
            if self.held is not None or self.popup_for is not None:
                self.cancel()
                self.play("click")
            return True
        if k == RELEASE:
            self.drag.handle(intent)
            return True
        return False

    # the drag's calls
    def _lift(self, cid: str, pos) -> None:
        self.held = None
        self.popup_for = None
        self.hover = None
        self.play("tick")

    def _drop(self, cid: str, pos) -> None:
        seat = self._seat
        table = self.scene.table
        self.hover_junk = None
        if seat is None:
            self.not_your_turn()
            return
        mode = self.mode(seat)
        discard = pygame.Rect(table.discard_xy()[0] - 60, 0, 130, 140)
        if discard.collidepoint(pos) and Discard(cid) in self.legal(seat):
            self.try_act(seat, Discard(cid))
            return
        if not TOWERS.collidepoint(pos):
            self.play("click")
            return
        if mode == "ask_hand":
            self.pick(cid)
            return
        if mode == "window":
            self.try_act(seat, Play(cid))
            return
        if self._needs_target(cid):
            junk = table.junk_at(pos)
            if junk is None:
                self.play("click")
                return
            self.try_act(seat, Play(cid, junk))
            return
        opts = self.card_options(seat, cid)
        plays = [a for _, a in opts if isinstance(a, Play)]
        self.try_act(seat, plays[0] if plays else Play(cid))

    def _tap(self, cid: str, pos) -> None:
        cards = self.hand()
        if cid in cards:
            self.cursor = cards.index(cid)
        if self.held == cid:
            self.cancel()
            return
        self.use_card(self._seat, cid)

    # ------------------------------------------------------------------ prompts
    def prompt(self, me: int | None, fam: str) -> list:
        mode = self.mode(me)
        if me is None or mode == "none":
            return []
        if fam == MOUSE:
            words = {
                "turn": "Drag a card onto a tower, or click it.",
                "window": "Click a glowing card to play it, or Let it go.",
                "peek": "Click Look to see your cards.",
                "ask_junk": "Click a glowing junk card.",
                "ask_player": "Click a glowing player.",
                "ask_hand": "Click a glowing card in your hand.",
            }.get(mode, "Click your choice.")
            if self.held is not None:
                words = "Now click the junk card to hit."
            return [("img", "ui/mouse_left"), words]
        if self.popup_for is not None:
            items = [("move", "choose"), (CONFIRM, "press"), (BACK, "back")]
        elif self.held is not None:
            items = [("move", "choose a target"), (CONFIRM, "throw it!"), (BACK, "put it back")]
        elif self.zone == "buttons":
            items = [("move", "choose"), (CONFIRM, "press"), (ALT, "done")]
        elif mode == "turn":
            items = [("move", "choose a card"), (CONFIRM, "play it"), (ALT, "done")]
            hinter = getattr(self.scene, "hinter", None)
            if hinter is not None:   # H / Y: a child must know the hint button is there
                items.append((HELP, hinter.help_words()))
        elif mode == "window":
            items = [(CONFIRM, "play the card"), (BACK, "let it go")]
        elif mode == "peek" and self._peeking:
            items = [("move", "choose"), (CONFIRM, "play it"), (BACK, "let it go")]
        elif mode == "peek":
            items = [(CONFIRM, "look"), (BACK, "no thanks")]
        else:
            items = [("move", "choose"), (CONFIRM, "pick it")]
        return prompt_parts(items, fam)
