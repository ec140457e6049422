"""The Going Bananas table: the hex jungle, the monkeys, the code panels.

Flow of a round on screen: dice roll on every seat card; everyone codes in
secret on their CodePanel (with more than one human, the curtain hides each
panel from the others, one human at a time; bots code meanwhile); when all
are done the codes are shown side by side and run step by step. When a step
needs a decision (the next hex of a die's path, where a Down or a Swing
lands, whether to climb after a 7nana, where to put a trap) the legal
choices glow on the board with a sensible default under the cursor: one
press accepts it.

The pictures that move (`self.monkeys`, `self.tree_shown`, `self.stash_shown`)
are a copy of the table that the event animations change; whenever nothing
is animating they are put back in line with the rules' view.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any

import pygame

from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.core.hexgrid import Hex
from game.input.intents import (ALT, BACK, CONFIRM, DOWN, LEFT, MOUSE, NEXT, POINT, PREV, PRESS,
                                RELEASE, RIGHT, UP, Intent)
from game.rules.bananas import (ChooseTree, Climb, ClearStep, Clock, LockCode, MoveTo, NoTrap,
                                OrderMissions, PickRotten, PlaceDie, PlaceMonkey, PlaceToken,
                                PlaceTrap, StayDown)
from game.rules.bananas import paths as bpaths
from game.rules.bananas.actions import LayTile, PlantTree
from game.scenes.match_scene import MatchScene
from game.ui.anim import Anim, Later, call, wait
from game.ui.badges import draw_badge
from game.ui.prompts import device_family, draw_prompt, prompt_parts
from game.ui import theme
from game.ui.assets import image, text
from game.ui.widgets import draw_text, fit_size

from . import anim as A
from .board import (INK, TOKEN_WORDS, banana_img, die_img, hex_mark, layout_for, monkey_img,
                    render_board, token_img, trap_img, tree_banana_spots, tree_img)
from .codepanel import CodePanel

W, H = 1920, 1080
SEAT_BAR = pygame.Rect(20, 8, 1880, 142)
STATUS_Y = 184
BOARD = pygame.Rect(20, 214, 1230, 700)
CHOICE_BAR = pygame.Rect(20, 924, 1230, 92)
SIDE = pygame.Rect(1270, 200, 630, 560)
LOG = pygame.Rect(1270, 776, 630, 240)
PROMPT_Y = 1048
TAP_SLOP = 14
HEX_KINDS = ("place", "path", "down", "swing", "trap", "plant")


@dataclass
class Choice:
    action: Action | None
    center: tuple[int, int]
    label: str = ""
    kind: str = "hex"            # hex | button | tree | tile
    hex: Hex | None = None
    rect: pygame.Rect | None = None
    cells: list = field(default_factory=list)


def _hx(v) -> Hex:
    return Hex(int(v[0]), int(v[1]))


class BananasScene(MatchScene):
    public_actions = True
    log_rect = LOG
    log_size = 24
    bubble_pos = (635, 968)

    # ------------------------------------------------------------------ set-up
    def on_start(self, fresh: bool) -> None:
        v = self.view(None)
        self.n = v["players"]
        self.lay = None
        self._board = None
        self._board_key = None
        self.monkeys = [A.MonkeySprite(s, visible=False) for s in range(self.n)]
        self.tree_shown: dict[int, int] = {}
        self.stash_shown: list[int] = [0] * self.n
        self.flyers: list[A.Flyer] = []
        self.rollers: dict[int, A.Roller] = {}
        self.running_shown: tuple[int, int] | None = None
        self.shown_codes: list | None = None   # the codes being run (kept while they animate)
        self.dice_shown: list | None = None
        self.panel = CodePanel(SIDE, v["steps"], len(v["dice"][0]) if v["dice"][0] else
                               (3 if v["level"] >= 5 else 2), v["tokens"])
        self.focus: tuple | None = None        # code panel cursor
        self.held: tuple | None = None         # code panel: item picked up
        self.drag: dict | None = None
        self.choice_focus = 0
        self._choices: tuple[Any, list[Choice]] | None = None
        self.mission_pick: list[int] = []
        self._keep_bubble = False
        self._nana_goal: tuple[int, Hex] | None = None
        self.hover_hex: Hex | None = None
        self._seatbar = None
        self._seatbar_key = None
        self.ensure_board()
        if fresh:
            for ev in self.match.opening_events:
                for a in self.animate_event(ev, None, None) or ():
                    self.anim.add(a)
        self.sync_sprites(force=True)
        if fresh:
            for sp in self.monkeys:
                sp.visible = False

    # ------------------------------------------------------------------ geometry
    def ensure_board(self) -> None:
        v = self.view(None)
        grounds = tuple(tuple(g) for g in (v.get("grounds") or ()))
        p = self.state.pending or {}
        extra: list = []
        if p.get("kind") == "tile":
            for pl in p.get("options", []):
                extra += list(pl.cells())
        if p.get("kind") == "plant":
            grounds = tuple(tuple(h) for h in p.get("options", ()))
        key = (len(v["hexes"]), len(v["trees"]), grounds, self.app.settings.colour_blind,
               len(extra))
        if key == self._board_key and self._board is not None:
            return
        lv = dict(v)
        lv["grounds"] = list(grounds) + [list(h) for h in extra]
        self.lay = layout_for(lv, BOARD)
        self.numbers = {Hex(q, r): n for q, r, n, _t in v["hexes"]}
        self._board = render_board(v, self.lay, (W, H), self.app.settings.colour_blind, grounds)
        self._board_key = key
        self.sync_sprites(force=True)

    def hex_xy(self, h) -> tuple[float, float]:
        return self.lay.px(h)

    def tree_size(self) -> int:
        return int(self.lay.size * 1.75)

    def tree_rect(self, tree: int) -> pygame.Rect | None:
        for t in self.view(None)["trees"]:
            if t["tree"] == tree:
                x, y = self.lay.ipx(t["cell"])
                img = tree_img(tree, self.tree_size())
                return img.get_rect(midbottom=(x, y + int(self.lay.size * 0.62)))
        return None

    def tree_top(self, tree: int) -> tuple[float, float]:
        r = self.tree_rect(tree)
        if r is None:
            return (BOARD.centerx, BOARD.centery)
        return (r.centerx, r.y + r.h * 0.42)

    def monkey_size(self) -> int:
        return max(36, int(self.lay.size * 1.22))

    def card_rect(self, seat: int) -> pygame.Rect:
        cw = min(470, SEAT_BAR.w // self.n)
        x0 = SEAT_BAR.centerx - cw * self.n // 2
        return pygame.Rect(x0 + seat * cw + 6, SEAT_BAR.y + 6, cw - 12, SEAT_BAR.h - 10)

    def stash_xy(self, seat: int) -> tuple[int, int]:
        r = self.card_rect(seat)
        return (r.x + 128, r.bottom - 30)

    # ------------------------------------------------------------------ model helpers
    def pending_kind(self) -> str | None:
        p = self.state.pending
        return p["kind"] if p else None

    def holds_secret(self, seat: int) -> bool:
        p = self.state.pending
        if not p or seat not in self.state.to_act():
            return False
        return p["kind"] in ("code", "rotten")

    def sync_sprites(self, force: bool = False) -> None:
        """Make the pictures agree with the rules' view."""
        if self.lay is None:
            return
        v = self.view(None)
        for s, m in enumerate(v["monkeys"]):
            sp = self.monkeys[s]
            if m["tree"] is not None:
                sp.x, sp.y = self.tree_top(m["tree"])
                sp.on_tree = True
                sp.visible = True
            elif m["hex"] is not None:
                sp.x, sp.y = self.hex_xy(m["hex"])
                sp.on_tree = False
                sp.visible = True
            else:
                sp.visible = False
            sp.carrying = m["carrying"] is not None
            sp.lift, sp.scale, sp.shake = 0.0, 1.0, 0.0
        self.tree_shown = {t["tree"]: t["bananas"] for t in v["trees"]}
        self.stash_shown = [m["stash"] for m in v["monkeys"]]
        self.flyers.clear()
        self.rollers.clear()
        self.dice_shown = None
        if v["phase"] != "run":
            self.running_shown = None
            self.shown_codes = None

    # ------------------------------------------------------------------ events -> animations
    def name(self, seat) -> str:
        return self.seat_name(seat) if isinstance(seat, int) else "Someone"

    def animate_event(self, ev: Event, seat: int | None, action: Action | None) -> list[Anim]:
        k = ev.kind
        out: list[Anim] = []
        s = ev.get("seat")
        if k == "dice":
            vals = list(ev["dice"])

            def new_dice() -> None:
                if self.dice_shown is not None and s < len(self.dice_shown):
                    self.dice_shown[s] = vals
            out.append(A.roll_dice(self.rollers, s, vals, seed=self.version + s))
            out.append(call(new_dice))
        elif k == "round_start":
            r = ev["round"]
            out.append(call(lambda: self.say(f"Round {r}! New dice for everyone.", None, 1.6)))
        elif k == "codes_revealed":
            codes = ev["codes"]
            out.append(call(lambda: setattr(self, "shown_codes", codes)))
            out.append(call(lambda: self.say("Everyone is done! Now the codes run, step by step.",
                                             None, 2.0), sound="reveal"))
            out.append(wait(0.9))
        elif k == "step":
            st = ev["step"]
            out.append(call(lambda: setattr(self, "running_shown", (s, st))))
            out.append(wait(0.25))
        elif k == "replay":
            st = ev["step"]
            out.append(call(lambda: setattr(self, "running_shown", (s, st))))
        elif k == "move":
            sp = self.monkeys[s]
            to = ev["hex"]
            if ev.get("swing"):
                tree = ev.get("tree")
                out.append(Later(lambda: A.swing(sp, self.tree_top(tree) if tree else self.hex_xy(to),
                                                 self.hex_xy(to))))
            else:
                out.append(Later(lambda: A.hop(sp, self.hex_xy(to))))
        elif k == "swing":
            sp = self.monkeys[s]
            to = ev["hex"]
            trees = ev.get("trees") or []
            out.append(Later(lambda: A.swing(sp, self.tree_top(trees[0]) if trees else self.hex_xy(to),
                                             self.hex_xy(to))))
        elif k == "move_end":
            if not ev["full"] and ev["steps"] > 0:
                nm, st, die = self.name(s), ev["steps"], ev["die"]
                out.append(call(lambda: self.say(f"{nm} could only go {st} of {die} hexes.", s, 2.2)))
        elif k == "7nana":
            nm = self.name(s)
            if ev["result"] == "climbed":
                d, num = ev["die"], ev["number"]
                out.append(call(lambda: self.say(f"7nana! {d} + {num} = 7", s, 1.6), sound="reveal"))
                out.append(wait(0.5))
            elif ev["result"] == "denied":
                msg = self.nana_denied(ev)
                out.append(call(lambda: self.say(msg, s, 3.0), sound="error"))
                out.append(wait(0.9))
        elif k == "climb":
            sp = self.monkeys[s]
            tree = ev["tree"]

            def take() -> None:
                self.tree_shown[tree] = max(0, self.tree_shown.get(tree, 1) - 1)
                sp.carrying = True
            out.append(Later(lambda: A.climb(sp, self.tree_top(tree))))
            out.append(call(take, sound="place"))
        elif k == "rotten":
            nm, tree = self.name(s), ev["tree"]
            out.append(call(lambda: (setattr(self.monkeys[s], "carrying", False),
                                     self.say(f"Yuck! Tree {tree} was {nm}'s rotten tree: "
                                              f"the banana goes back.", s, 3.0)), sound="lose"))
            out.append(wait(0.8))
        elif k == "down":
            sp = self.monkeys[s]
            to = ev["hex"]
            out.append(Later(lambda: A.drop(sp, self.hex_xy(to))))
        elif k == "stash":
            sp = self.monkeys[s]

            def land() -> None:
                self.stash_shown[s] += 1

            def start_fly():
                sp.carrying = False
                return A.fly(self.flyers, (sp.x, sp.y - 30), self.stash_xy(s), done=land,
                             sound="flip")
            out.append(Later(start_fly))
        elif k == "denied":
            msg = self.denied_text(ev)
            out.append(call(lambda: self.say(msg, s, 3.0), sound="error"))
            out.append(wait(0.9))
        elif k == "trapped":
            nm, owner = self.name(s), self.name(ev["owner"])
            out.append(A.trapped(self.monkeys[s]))
            out.append(call(lambda: self.say(f"Snap! {nm} walked into {owner}'s trap.", s, 2.5)))
        elif k == "lose_banana":
            if ev["lost"]:
                def lose() -> Anim:
                    self.stash_shown[s] = max(0, self.stash_shown[s] - 1)
                    return A.fly(self.flyers, self.stash_xy(s), (BOARD.centerx, BOARD.centery),
                                 sound="lose")
                out.append(Later(lose))
        elif k == "tree_die":
            val, res, tree = ev["die"], ev["result"], ev.get("tree")
            at = (BOARD.centerx, BOARD.y + 80)
            out.append(A.tree_die(self.flyers, at, val))
            msg = {"placed": f"Tree die: {val}. The banana goes back on tree {val}.",
                   "full": f"Tree die: {val}. Tree {tree} is full: we roll again next round.",
                   "no_tree": f"Tree die: {val}. There is no tree {val}: we roll again next round.",
                   "choose": f"Tree die: 6! {self.name(s)} picks the tree."}.get(res, "")
            out.append(call(lambda: self.say(msg, s, 2.5)))
            out.append(wait(0.5))
            out.append(A.remove_flyer(self.flyers, "die"))
        elif k == "banana_returned":
            tree = ev["tree"]

            def back() -> Anim:
                def land() -> None:
                    self.tree_shown[tree] = self.tree_shown.get(tree, 0) + 1
                return A.fly(self.flyers, (BOARD.centerx, BOARD.y + 80), self.tree_top(tree),
                             done=land)
            out.append(Later(back))
        elif k == "loop":
            nm = self.name(s)
            reps = " and ".join(str(r + 1) for r in ev["replays"])
            out.append(call(lambda: self.say(f"Loop! {nm} plays step{'s' if len(ev['replays']) > 1 else ''} "
                                             f"{reps} again.", s, 2.0), sound="swap"))
            out.append(wait(0.5))
        elif k == "loop_denied":
            nm = self.name(s)
            out.append(call(lambda: self.say(f"The loop broke! {nm} gives a banana back.", s, 2.5),
                            sound="error"))
            out.append(wait(0.7))
        elif k == "trap":
            out.append(call(lambda: None, sound="place"))
        elif k == "time_up":
            tree = ev.get("tree")
            if tree:
                def fall() -> Anim:
                    self.tree_shown[tree] = max(0, self.tree_shown.get(tree, 1) - 1)
                    x, y = self.tree_top(tree)
                    return A.fly(self.flyers, (x, y), (x + 20, BOARD.bottom + 60), arc=-10,
                                 sound="lose")
                out.append(call(lambda: self.say(f"Time! A ripe banana fell off tree {tree}.", None,
                                                 2.5)))
                out.append(Later(fall))
            else:
                out.append(call(lambda: self.say("Time! The tree die found no banana to drop.", None,
                                                 2.0)))
        elif k == "monkey_roll":
            nm, die, free = self.name(s), ev["die"], ev["free"]
            out.append(A.roll_dice(self.rollers, s, [die], seed=die))
            if free:
                out.append(call(lambda: self.say(f"{nm} rolled a {die}: the monkey starts on a {die}.",
                                                 s, 2.0)))
        elif k == "monkey_placed":
            sp = self.monkeys[s]
            to = ev["hex"]

            def place() -> Anim:
                sp.x, sp.y = self.hex_xy(to)
                return A.pop_in(sp)
            out.append(Later(place))
        elif k == "round_end":
            out.append(call(lambda: setattr(self, "running_shown", None)))
        elif k in ("tile_laid", "tree_planted", "jungle"):
            out.append(call(self.ensure_board, sound="place"))
        return out

    def nana_denied(self, ev: Event) -> str:
        t, nm = ev.get("tree"), self.name(ev["seat"])
        return {"occupied": f"Tree {t} is taken: no climb for {nm}.",
                "no_banana": f"Tree {t} has no bananas left: no climb.",
                "same_tree": f"{nm} just had a banana from tree {t}: not the same tree twice in a row.",
                "trap": "A trap sits on that hex: nobody can 7nana from it."}.get(
                    ev.get("reason"), "No climb this time.")

    def denied_text(self, ev: Event) -> str:
        s = ev["seat"]
        reason = ev["reason"]
        if self.is_bot(s) or self.hot_seat:
            reason = reason.replace("Your monkey", f"{self.name(s)}'s monkey")
        return f"Step {ev['step'] + 1}: {reason}"

    # ------------------------------------------------------------------ words
    def describe_action(self, seat: int, action: Action, before: dict) -> str | None:
        if isinstance(action, (PlaceDie, PlaceToken, ClearStep, MoveTo, Clock)):
            return None
        from game.rules.bananas import describe
        names = [self.seat_name(i) for i in range(before.get("players", 0))]
        return describe(action.to_json(), dict(before, names=names), seat)

    def describe_event(self, ev: Event) -> str | None:
        k = ev.kind
        s = ev.get("seat")
        nm = self.name(s) if s is not None else ""
        if k == "dice":
            return f"{nm} rolled {' and '.join(str(d) for d in ev['dice'])}."
        if k == "move_end":
            return f"{nm} moved {ev['steps']} hex{'es' if ev['steps'] != 1 else ''} to a {ev['number']}."
        if k == "7nana":
            if ev["result"] == "denied":
                return self.nana_denied(ev)
            return None
        if k == "stash":
            return f"{nm} put a banana in the stash ({ev['stash']})."
        if k == "denied":
            return self.denied_text(ev)
        if k == "trapped":
            return f"{nm} fell into {self.name(ev['owner'])}'s trap!"
        if k == "banana_returned":
            return f"A banana went back to tree {ev['tree']}."
        if k == "swing":
            return f"{nm} swung to a {ev['number']}."
        if k == "time_up" and ev.get("tree"):
            return f"Time! A banana fell off tree {ev['tree']}."
        if k == "round_start":
            return f"Round {ev['round']}."
        return None

    def think_time(self, seat: int, legal: list[Action]) -> float:
        base = self.app.settings.bot_delay
        if self.pending_kind() == "code":
            return min(0.05, base)  # secret: nothing to watch
        if self.pending_kind() == "path":
            return base * 0.5
        return base

    def curtain_message(self, seat: int) -> str:
        p = self.state.pending or {}
        if p.get("kind") == "rotten":
            return (f"{self.seat_name(seat)} picks {self.seat_name(p['owner'])}'s secret rotten tree! "
                    f"{self.seat_name(p['owner'])}, look away.")
        return f"{self.seat_name(seat)} codes in secret! Everyone else, look away."

    def explain(self, seat: int, action: Action, exc: IllegalAction) -> str:
        return exc.reason

    def result_lines(self) -> list[str]:
        v = self.view(None)
        out = []
        for s, m in enumerate(v["monkeys"]):
            bonus = v["mission_bonus"][s]
            held = 1 if m["carrying"] is not None else 0
            parts = [f"{m['stash']} in the stash"]
            if held:
                parts.append("1 still up a tree")
            if bonus:
                parts.append(f"+{bonus} for missions")
            n = int(v['scores'][s])
            out.append(f"{self.seat_name(s)}: {n} banana{'s' if n != 1 else ''} ({', '.join(parts)})")
        return out

    def queue_events(self, seat, action, events) -> None:
        if any(e.kind == "dice" for e in events) and self.dice_shown is None:
            self.dice_shown = [list(d) for d in self._dice_before]
        super().queue_events(seat, action, events)

    def act(self, seat: int, action: Action) -> bool:
        self._dice_before = [list(d) for d in self.view(None)["dice"]]
        return super().act(seat, action)

    def on_acted(self, seat: int, action: Action, events: list[Event]) -> None:
        if not isinstance(action, Clock) and not (self.pending_kind() == "code" and seat != self.viewer):
            # a bot coding meanwhile must not drop what the player holds
            self.held = None
            self.drag = None
        self._choices = None
        if any(e.kind == "round_start" for e in events):
            self.focus = None  # a new code: the cursor starts on the first die again
            self.held = None
        if isinstance(action, OrderMissions):
            self.mission_pick = []
        if any(e.kind in ("tile_laid", "jungle", "tree_planted") for e in events):
            self.ensure_board()

    def on_viewer_changed(self) -> None:
        self.held = None
        self.focus = None
        self._choices = None

    # ------------------------------------------------------------------ choices (not coding)
    def choices(self, seat: int | None) -> list[Choice]:
        key = (self.version, seat, tuple(self.mission_pick))
        if self._choices is not None and self._choices[0] == key:
            return self._choices[1]
        out = self._build_choices(seat) if seat is not None else []
        same_decision = self._choices is not None and self._choices[0][:2] == key[:2]
        self._choices = (key, out)
        if not same_decision:  # a new decision: the cursor starts on the default
            self.choice_focus = self.default_choice(seat, out) if out else 0
        self.choice_focus = min(self.choice_focus, max(0, len(out) - 1))
        return out

    def _buttons(self, specs: list[tuple[str, Action | None]]) -> list[Choice]:
        n = len(specs)
        if not n:
            return []
        bw = min(380, (CHOICE_BAR.w - 20) // n - 16)
        x0 = CHOICE_BAR.centerx - (bw + 16) * n / 2 + 8
        out = []
        for i, (label, act) in enumerate(specs):
            r = pygame.Rect(int(x0 + i * (bw + 16)), CHOICE_BAR.y + 6, bw, CHOICE_BAR.h - 12)
            out.append(Choice(act, r.center, label, "button", rect=r))
        return out

    def _build_choices(self, seat: int) -> list[Choice]:
        p = self.state.pending
        if p is None:
            return []
        kind = p["kind"]
        legal = self.state.legal_actions(seat)
        out: list[Choice] = []
        if kind in HEX_KINDS:
            for a in legal:
                if isinstance(a, (MoveTo, PlaceMonkey, PlaceTrap, PlantTree)):
                    h = Hex(a.q, a.r)
                    x, y = self.lay.ipx(h)
                    out.append(Choice(a, (x, y), "", "hex", hex=h))
            if kind == "trap":
                out += self._buttons([("No trap", NoTrap())])
            return out
        if kind == "climb":
            specs = [(f"Climb tree {a.tree}!", a) for a in legal if isinstance(a, Climb)]
            specs.append(("Stay on the path", StayDown()))
            out = self._buttons(specs)
            for a in legal:
                if isinstance(a, Climb):
                    r = self.tree_rect(a.tree)
                    if r is not None:
                        out.append(Choice(a, r.center, "", "tree", rect=r))
            return out
        if kind in ("tree", "rotten"):
            trees = [a for a in legal if isinstance(a, (ChooseTree, PickRotten))]
            out = self._buttons([(f"Tree {a.tree}", a) for a in trees])
            for a in trees:
                r = self.tree_rect(a.tree)
                if r is not None:
                    out.append(Choice(a, r.center, "", "tree", rect=r))
            return out
        if kind == "missions":
            mine = list((self.view(seat)["missions"] or [None] * (seat + 1))[seat] or [])
            specs: list[tuple[str, Action | None]] = []
            for t in mine:
                n = self.mission_pick.index(t) + 1 if t in self.mission_pick else None
                specs.append((f"Tree {t}" + (f"  ({n})" if n else ""), PickMission(t)))
            order = self.mission_pick + [t for t in mine if t not in self.mission_pick]
            specs.append(("Keep this order" if not self.mission_pick else "Done",
                          OrderMissions(tuple(order))))
            out = self._buttons(specs)
            for t in mine:  # the trees on the board can be tapped too
                r = self.tree_rect(t)
                if r is not None:
                    out.append(Choice(PickMission(t), r.center, "", "tree", rect=r))
            return out
        if kind == "tile":
            for a in legal:
                if isinstance(a, LayTile):
                    from game.rules.bananas.jungle import Placement
                    pl = Placement(p["tile"], a.rotation, Hex(a.q, a.r))
                    cells = list(pl.cells())
                    xs = [self.lay.px(c) for c in cells]
                    cx = int(sum(x for x, _ in xs) / 3)
                    cy = int(sum(y for _, y in xs) / 3)
                    out.append(Choice(a, (cx, cy), "", "tile", cells=list(zip(cells, pl.numbers()))))
            return out
        return self._buttons([("OK", legal[0])]) if legal else []

    def default_choice(self, seat: int | None, out: list[Choice]) -> int:
        p = self.state.pending or {}
        if p.get("kind") == "path" and seat is not None:
            best = self.best_next(seat)
            for i, c in enumerate(out):
                if c.hex == best:
                    return i
        if p.get("kind") == "missions":  # "Keep this order"
            return next((i for i, c in enumerate(out) if isinstance(c.action, OrderMissions)), 0)
        return 0

    def best_next(self, seat: int) -> Hex | None:
        """The next hex of a path that ends in a climbable 7nana, if there is one
        (its end is remembered in `_nana_goal` to show it on the board)."""
        self._nana_goal = None
        st = self.state
        p = st.pending
        if not p or p.get("kind") != "path":
            return None
        j = st.jungle
        blocked = st.occupied(seat)
        traps = st.opp_traps(seat)
        die, target = p["die"], p["target"]
        path = list(p["path"])
        m = st.monkeys[seat]
        found: list[Hex] = []

        def good_end(h: Hex) -> bool:
            if die + j.numbers[h] != 7 or h in st.traps:
                return False
            return any(st.bananas.get(t, 0) > 0 and not st.tree_taken(t, seat) and m.last_tree != t
                       for t in j.trees_at.get(h, ()))

        budget = [4000]  # the jungle is small; this only guards against surprises

        def dfs(cur: Hex, visited: set, sw: bool, left: int, first: Hex | None) -> bool:
            budget[0] -= 1
            if budget[0] < 0:
                return False
            if left == 0 or (first is not None and cur in traps):
                if left == 0 and good_end(cur):
                    found.append(first)
                    self._nana_goal = (self.version, cur)
                    return True
                return False
            for nxt, by_swing in bpaths.moves(j, cur, visited, blocked, sw, traps):
                visited.add(nxt)
                ok = dfs(nxt, visited, sw and not by_swing, left - 1, first or nxt)
                visited.discard(nxt)
                if ok:
                    return True
            return False

        remaining = target - (len(path) - 1)
        dfs(path[-1], set(path), p["swing"], remaining, None)
        return found[0] if found else None

    def choose(self, seat: int | None, c: Choice) -> None:
        if seat is None:
            self.not_your_turn()
            return
        if isinstance(c.action, PickMission):
            self.pick_mission(seat, c.action.tree)
            return
        if c.action is not None and self.ready:
            self.act(seat, c.action)

    def pick_mission(self, seat: int, tree: int) -> None:
        mine = list((self.view(seat)["missions"] or [None] * (seat + 1))[seat] or [])
        if tree in self.mission_pick:
            self.mission_pick.remove(tree)
        else:
            self.mission_pick.append(tree)
        self.app.play("tick")
        if len(self.mission_pick) >= len(mine) - 1:
            order = self.mission_pick + [t for t in mine if t not in self.mission_pick]
            self.mission_pick = []
            self.act(seat, OrderMissions(tuple(order)))

    def not_your_turn(self) -> None:
        if self.match.over or self.bubble is not None:
            return
        acting = sorted(self.state.to_act())
        if not acting:
            return
        s = acting[0]
        if self.is_bot(s):
            self.say(f"Wait a moment: {self.seat_name(s)} is thinking.", s, 1.6)
        elif self.hot_seat and self.viewer is None:
            return
        else:
            self.say(f"It's {self.seat_name(s)}'s turn.", s, 1.6)

    # ------------------------------------------------------------------ input
    def on_input(self, seat: int | None, intent: Intent) -> bool:
        kind = self.pending_kind()
        coding = kind == "code" and seat is not None and seat == self.viewer_or(seat)
        if intent.is_pointer:
            if coding:
                return self.code_pointer(seat, intent)
            return self.choice_pointer(seat, intent)
        if coding:
            return self.code_key(seat, intent.kind)
        return self.choice_key(seat, intent.kind)

    def viewer_or(self, seat: int) -> int:
        return self.viewer if self.viewer is not None else seat

    # -- choices
    def choice_pointer(self, seat: int | None, intent: Intent) -> bool:
        k, pos = intent.kind, intent.pos
        if k == POINT:
            if self.lay is not None and BOARD.collidepoint(pos):
                self.hover_hex = self.lay.hex_at(pos)
            else:
                self.hover_hex = None
            cs = self.choices(seat)
            i = self.choice_at(cs, pos)
            if i is not None and i != self.choice_focus:
                self.choice_focus = i
            return True
        if k == PRESS:
            cs = self.choices(seat)
            i = self.choice_at(cs, pos)
            if i is None:
                # a hex that is not a choice: let the rules say why
                if seat is not None and self.ready and self.pending_kind() in HEX_KINDS \
                        and self.lay is not None and BOARD.collidepoint(pos):
                    h = self.lay.hex_at(pos)
                    if tuple(h) in {tuple(x[:2]) for x in self.view(None)["hexes"]}:
                        self.act(seat, self.hex_action(h))
                elif seat is None and BOARD.collidepoint(pos):
                    self.not_your_turn()
                return True
            c = cs[i]
            if c.kind == "tile" and self.choice_focus != i:
                self.choice_focus = i
                self.app.play("tick")
                return True
            self.choice_focus = i
            self.choose(seat, c)
            return True
        return k == RELEASE

    def hex_action(self, h: Hex) -> Action:
        kind = self.pending_kind()
        if kind == "place":
            return PlaceMonkey(h.q, h.r)
        if kind == "trap":
            return PlaceTrap(h.q, h.r)
        if kind == "plant":
            return PlantTree(h.q, h.r)
        return MoveTo(h.q, h.r)

    def choice_at(self, cs: list[Choice], pos) -> int | None:
        hexes = [i for i, c in enumerate(cs) if c.kind == "hex"]
        for i, c in enumerate(cs):
            if c.kind in ("button", "tree") and c.rect is not None and c.rect.collidepoint(pos):
                return i
        if self.lay is None:
            return None
        h = self.lay.hex_at(pos)
        for i in hexes:
            if cs[i].hex == h:
                return i
        tiles = [i for i, c in enumerate(cs) if c.kind == "tile" and any(cc == h for cc, _ in c.cells)]
        if tiles:
            if self.choice_focus in tiles:
                return self.choice_focus
            return tiles[0]
        return None

    def choice_key(self, seat: int | None, k: str) -> bool:
        cs = self.choices(seat)
        if k in (LEFT, RIGHT, UP, DOWN, PREV, NEXT):
            if not cs:
                return True
            if self.pending_kind() == "tile" or k in (PREV, NEXT):
                d = -1 if k in (LEFT, UP, PREV) else 1
                self.choice_focus = (self.choice_focus + d) % len(cs)
            else:
                self.choice_focus = self.nearest(cs, self.choice_focus, k)
            self.app.play("hover")
            return True
        if k == CONFIRM:
            if seat is None:
                self.not_your_turn()
                return True
            if cs and self.ready:
                self.choose(seat, cs[min(self.choice_focus, len(cs) - 1)])
            return True
        return k == ALT

    @staticmethod
    def nearest(cs: list[Choice], cur: int, k: str) -> int:
        dx, dy = {LEFT: (-1, 0), RIGHT: (1, 0), UP: (0, -1), DOWN: (0, 1)}[k]
        c0 = cs[min(cur, len(cs) - 1)].center
        best, score = cur, None
        for i, c in enumerate(cs):
            if i == cur:
                continue
            vx, vy = c.center[0] - c0[0], c.center[1] - c0[1]
            along = vx * dx + vy * dy
            if along <= 0:
                continue
            across = abs(vx * dy) + abs(vy * dx)
            sc = along + 2 * across
            if score is None or sc < score:
                best, score = i, sc
        return best

    # -- coding
    def code_key(self, seat: int, k: str) -> bool:
        v = self.view(seat)
        focs = self.panel.focusables(v, seat)
        keys = [f[0] for f in focs]
        if self.focus not in keys:
            self.focus = self.default_focus(v, seat)
        if k in (LEFT, RIGHT, UP, DOWN):
            cur = dict(focs)[self.focus]
            dx, dy = {LEFT: (-1, 0), RIGHT: (1, 0), UP: (0, -1), DOWN: (0, 1)}[k]
            best, score = None, None
            for key, c in focs:
                if key == self.focus:
                    continue
                if self.held is not None and key[0] == "item":
                    continue  # holding something: only steps (and Done) to go to
                vx, vy = c[0] - cur[0], c[1] - cur[1]
                along = vx * dx + vy * dy
                if along <= 0:
                    continue
                sc = along + 2 * (abs(vx * dy) + abs(vy * dx))
                if score is None or sc < score:
                    best, score = key, sc
            if best is not None:
                self.focus = best
                self.app.play("hover")
            return True
        if k in (PREV, NEXT):
            i = keys.index(self.focus) + (1 if k == NEXT else -1)
            self.focus = keys[i % len(keys)]
            self.app.play("hover")
            return True
        if k == CONFIRM:
            self.code_press(seat, self.focus)
            return True
        if k == BACK:
            if self.held is not None:
                self.held = None
                self.app.play("click")
                return True
            return False
        if k == ALT:
            if self.focus and self.focus[0] == "slot":
                self.try_code(seat, ClearStep(self.focus[1]))
            return True
        return False

    def default_focus(self, v: dict, seat: int) -> tuple:
        for it in self.panel.items(v, seat):
            if not it.used:
                return ("item", it.key)
        return ("done",)

    def code_press(self, seat: int, key: tuple | None) -> None:
        if key is None or not self.ready:
            return
        v = self.view(seat)
        if key[0] == "item":
            it = self.panel.item(v, seat, key[1])
            if it is None or it.used:
                self.app.play("error")
                return
            self.held = key[1]
            self.app.play("tick")
            k = self.panel.first_slot_for(v, seat, key[1], self.legal(seat))
            self.focus = ("slot", k)
            return
        if key[0] == "slot":
            step = key[1]
            if self.held is not None:
                act = self.panel.action_for(v, seat, self.held, step)
                self.held = None
                if act is not None and self.try_code(seat, act):
                    nxt = self.default_focus(self.view(seat), seat)
                    self.focus = nxt
                return
            code = (v.get("codes") or [])[seat] or []
            if step < len(code) and (code[step].get("die") is not None or code[step].get("token")):
                self.try_code(seat, ClearStep(step))
            else:
                self.app.play("click")
            return
        if key[0] == "done":
            self.held = None
            self.try_code(seat, LockCode())

    def try_code(self, seat: int, action: Action) -> bool:
        if not self.ready:
            return False
        if isinstance(action, PlaceToken) and action.token in ("down", "loop"):
            code = (self.view(seat).get("codes") or [])[seat] or []
            if action.step < len(code) and code[action.step].get("die") is not None:
                self.app.play("error")
                self.say(f"A die can't sit on a {TOKEN_WORDS[action.token]} token: "
                         f"empty step {action.step + 1} first.", seat, 2.5)
                self._keep_bubble = True
                return False
        ok = self.act(seat, action)
        if ok:
            self.app.play("place" if not isinstance(action, LockCode) else "click")
        return ok

    def code_pointer(self, seat: int, intent: Intent) -> bool:
        k, pos = intent.kind, intent.pos
        v = self.view(seat)
        if k == POINT:
            if self.drag is not None:
                self.drag["pos"] = pos
                if not self.drag["moving"] and math.dist(pos, self.drag["start"]) > TAP_SLOP:
                    self.drag["moving"] = True
                    self.held = self.drag["key"]
            return True
        if k == PRESS:
            hit = self.panel.hit(pos, v, seat)
            if hit is None:
                self.held = None
                return True
            if hit[0] == "item":
                it = self.panel.item(v, seat, hit[1])
                if it is None or it.used:
                    return True
                self.drag = {"key": hit[1], "start": pos, "pos": pos, "moving": False}
                self.focus = hit
                return True
            if hit[0] == "slot":
                self.focus = hit
                self.code_press(seat, hit)
                return True
            if hit[0] == "done":
                self.focus = hit
                self.code_press(seat, hit)
            return True
        if k == RELEASE:
            d, self.drag = self.drag, None
            if d is None:
                return True
            if d["moving"]:
                hit = self.panel.hit(pos, v, seat)
                self.held = None
                if hit and hit[0] == "slot":
                    act = self.panel.action_for(v, seat, d["key"], hit[1])
                    if act is not None:
                        self.try_code(seat, act)
                else:
                    self.app.play("click")
                return True
            # a tap: pick it up (tap a step next), or put it down again
            if self.held == d["key"]:
                self.held = None
            else:
                self.held = d["key"]
                self.app.play("tick")
            return True
        return False

    # ------------------------------------------------------------------ update
    def on_update(self, dt: float) -> None:
        if not self.anim.busy:
            self.sync_sprites()
            self.ensure_board()
        if self.controller() is None:
            self.held = None
        elif self.bubble is not None and not self._keep_bubble:
            # the player has to decide now: the story so far makes way quickly
            self.bubble.left = min(self.bubble.left, 1.2)
        if self.bubble is None:
            self._keep_bubble = False

    def on_illegal(self, seat: int, action: Action, exc: IllegalAction) -> None:
        self._keep_bubble = True  # a "why not" stays up its full time

    # ------------------------------------------------------------------ drawing
    def draw(self, surf: pygame.Surface) -> None:
        ctl = self.controller()
        self.draw_table(surf)
        self.draw_log(surf)
        buttons = ctl is not None and self.pending_kind() != "code" and any(
            c.kind == "button" for c in self.choices(ctl))
        self.bubble_pos = (635, 300) if buttons else (635, 950)  # never over the buttons
        self.draw_bubble(surf)
        self.draw_choice_bar(surf, ctl)
        self.draw_prompts(surf, self.view(), ctl)
        self.draw_banner(surf)

    def draw_table(self, surf: pygame.Surface) -> None:
        v = self.view()
        surf.blit(self._board, (0, 0))
        ctl = self.controller()
        self.draw_seat_bar(surf, v)
        self.draw_status(surf, v, ctl)
        self.draw_highlights(surf, v, ctl)
        self.draw_trees(surf, v)
        self.draw_traps(surf, v)
        self.draw_monkeys(surf, v)
        self.draw_flyers(surf)
        self.draw_side(surf, v, ctl)

    def draw_trees(self, surf: pygame.Surface, v: dict) -> None:
        ts = self.tree_size()
        bsz = max(18, int(ts * 0.34))
        rotten = v.get("rotten") or []
        for t in v["trees"]:
            tree = t["tree"]
            r = self.tree_rect(tree)
            surf.blit(tree_img(tree, ts), r)
            n = self.tree_shown.get(tree, t["bananas"])
            for i, (bx, by) in enumerate(tree_banana_spots(tree, ts)[:n]):
                b = banana_img(bsz)
                surf.blit(b, b.get_rect(center=(int(r.x + bx), int(r.y + by))))
            if n > 3:
                draw_text(surf, f"x{n}", 24, theme.TEXT, (r.right, r.y + 20), shadow=True)
            if tree in self.mission_pick:
                c = (r.centerx, r.y + 6)
                pygame.draw.circle(surf, theme.ACCENT, c, 20)
                pygame.draw.circle(surf, INK, c, 20, 3)
                draw_text(surf, str(self.mission_pick.index(tree) + 1), 26, INK, c)
            bad = [s for s, x in enumerate(rotten) if x == tree]
            for k, s in enumerate(bad):
                c = (r.x + 10 + 22 * k, r.bottom - 14)
                pygame.draw.circle(surf, (90, 60, 30), c, 13)
                pygame.draw.circle(surf, self.seat_colour(s), c, 13, 4)
                draw_text(surf, "x", 20, (255, 255, 255), c)

    def draw_traps(self, surf: pygame.Surface, v: dict) -> None:
        cb = self.app.settings.colour_blind
        sz = int(self.lay.size * 0.9)
        for s, h in enumerate(v["traps"]):
            if h is None:
                continue
            x, y = self.lay.ipx(h)
            img = trap_img(s, cb, sz)
            surf.blit(img, img.get_rect(center=(x + int(self.lay.size * 0.4), y + int(self.lay.size * 0.35))))

    def draw_monkeys(self, surf: pygame.Surface, v: dict) -> None:
        cb = self.app.settings.colour_blind
        ms = self.monkey_size()
        order = sorted(range(self.n), key=lambda s: (self.monkeys[s].on_tree, self.monkeys[s].y))
        turn = self.animating_seat
        for s in order:
            sp = self.monkeys[s]
            if not sp.visible:
                continue
            size = max(8, int(ms * sp.scale))
            img = monkey_img(s, cb, ms) if size == ms else pygame.transform.scale(monkey_img(s, cb, ms),
                                                                                  (size, size))
            x = sp.x + sp.shake * 10
            y = sp.y - sp.lift - (6 if sp.on_tree else 4)
            if s == turn:
                pygame.draw.circle(surf, theme.ACCENT, (int(sp.x), int(sp.y)), ms // 2 + 8, 5)
            surf.blit(img, img.get_rect(center=(int(x), int(y))))
            if sp.carrying:
                b = banana_img(max(16, ms // 2))
                surf.blit(b, b.get_rect(center=(int(x + ms * 0.38), int(y + ms * 0.3))))
            elif not sp.on_tree and sp.lift == 0 and not self.anim.busy:
                h = self.lay.hex_at((sp.x, sp.y))
                num = self.numbers.get(h)
                if num:  # the number under the monkey stays readable
                    c = (int(sp.x - ms * 0.42), int(sp.y + ms * 0.36))
                    pygame.draw.circle(surf, (255, 252, 235), c, 15)
                    pygame.draw.circle(surf, INK, c, 15, 2)
                    draw_text(surf, str(num), 22, INK, c)

    def draw_flyers(self, surf: pygame.Surface) -> None:
        for f in self.flyers:
            if f.kind == "banana":
                b = banana_img(int(self.lay.size * 0.9))
                surf.blit(b, b.get_rect(center=(int(f.x), int(f.y))))
            else:
                d = die_img(max(1, f.value), (250, 250, 250), 96)
                surf.blit(d, d.get_rect(center=(int(f.x), int(f.y))))
                draw_text(surf, "tree die", 24, theme.TEXT, (int(f.x), int(f.y) + 66), shadow=True)

    def draw_highlights(self, surf: pygame.Surface, v: dict, ctl: int | None) -> None:
        p = self.state.pending
        if p is None or self.anim.busy:
            return
        size = self.lay.size
        # the path walked so far
        if p["kind"] == "path":
            for h in p["path"][1:]:
                x, y = self.lay.ipx(h)
                pygame.draw.circle(surf, self.seat_colour(p["seat"]), (x, y + int(size * 0.5)), 7)
            left = p["target"] - (len(p["path"]) - 1)
            sp = self.monkeys[p["seat"]]
            tag = f"{left} more" if left != 1 else "1 more"
            draw_text(surf, tag, 26, theme.TEXT, (int(sp.x), int(sp.y) - self.monkey_size() // 2 - 16),
                      shadow=True)
        if ctl is None:
            # somebody else decides: show their options faintly
            if p["kind"] in HEX_KINDS and p.get("seat") is not None and "options" in (v.get("pending") or {}):
                mark = hex_mark(int(size) - 3, (255, 255, 255), 3)
                for h in v["pending"]["options"]:
                    x, y = self.lay.px(h)
                    surf.blit(mark, mark.get_rect(center=(int(x), int(y))))
            return
        cs = self.choices(ctl)
        col = self.seat_colour(ctl)
        glow = hex_mark(int(size) - 3, theme.ACCENT, 6)
        fill = hex_mark(int(size) - 3, theme.ACCENT, 0, 60 + 40 * (int(self.clock * 3) % 2))
        focus = min(self.choice_focus, len(cs) - 1) if cs else -1
        for i, c in enumerate(cs):
            if c.kind == "hex":
                surf.blit(fill, fill.get_rect(center=c.center))
                surf.blit(glow, glow.get_rect(center=c.center))
            elif c.kind == "tree" and c.rect is not None:
                pygame.draw.rect(surf, theme.ACCENT, c.rect.inflate(8, 8), 5, border_radius=16)
            elif c.kind == "tile" and i == focus:
                for cell, num in c.cells:
                    x, y = self.lay.ipx(cell)
                    pygame.draw.polygon(surf, (200, 230, 150), self.lay.corners(cell, 3))
                    pygame.draw.polygon(surf, col, self.lay.corners(cell, 3), 5)
                    draw_text(surf, str(num), int(size * 0.6), INK, (x, y))
        goal = self._nana_goal
        if goal is not None and goal[0] == self.version and p["kind"] == "path":
            gx, gy = self.lay.ipx(goal[1])
            bob = int(5 * math.sin(self.clock * 4))
            b = banana_img(int(size * 0.8))
            surf.blit(b, b.get_rect(center=(gx + int(size * 0.45), gy - int(size * 0.55) + bob)))
            draw_text(surf, "7!", 26, theme.ACCENT, (gx - int(size * 0.45), gy - int(size * 0.6) + bob),
                      shadow=True)
        if 0 <= focus < len(cs):
            c = cs[focus]
            if c.kind in ("hex", "tree"):
                big = hex_mark(int(size) + 4, col, 8)
                surf.blit(big, big.get_rect(center=c.center))
                bob = int(8 * math.sin(self.clock * 6))
                hand = image("ui/cursor", (60, 60))
                surf.blit(hand, (c.center[0] + int(size * 0.3), c.center[1] + int(size * 0.2) + bob))

    def draw_choice_bar(self, surf: pygame.Surface, ctl: int | None) -> None:
        if ctl is None or self.pending_kind() == "code":
            return
        cs = self.choices(ctl)
        fam = device_family(self.last_device)
        focus = min(self.choice_focus, len(cs) - 1) if cs else -1
        for i, c in enumerate(cs):
            if c.kind != "button":
                continue
            r = c.rect
            picked = isinstance(c.action, PickMission) and c.action.tree in self.mission_pick
            bg = (255, 236, 160) if picked else theme.PANEL
            pygame.draw.rect(surf, (0, 0, 0), r.move(4, 6), border_radius=24)
            pygame.draw.rect(surf, bg, r, border_radius=24)
            pygame.draw.rect(surf, self.seat_colour(ctl), r, 5, border_radius=24)
            icon = None
            if isinstance(c.action, (Climb, ChooseTree, PickRotten, PickMission)):
                icon = banana_img(44)
            x = r.centerx
            if icon is not None:
                lab = text(c.label, 36, INK)
                total = 50 + lab.get_width()
                surf.blit(icon, (r.centerx - total // 2, r.centery - 22))
                x = r.centerx - total // 2 + 50 + lab.get_width() // 2
            draw_text(surf, c.label, fit_size(c.label, 36, r.w - 70), INK, (x, r.centery))
            if i == focus and fam != MOUSE:
                pygame.draw.rect(surf, theme.ACCENT, r.inflate(14, 14), 6, border_radius=28)

    # -- seats
    def draw_seat_bar(self, surf: pygame.Surface, v: dict) -> None:
        acting = set(v["to_act"])
        ts = self.thinking_seat
        key = (tuple(self.stash_shown), str(self.dice_shown or v["dice"]), tuple(v["locked"]),
               v["first"], tuple(sorted(acting)), v["phase"], self.app.settings.colour_blind,
               tuple(tuple(c) for c in v["collected"]), str(v["missions"]), tuple(v["winners"]),
               ts, self.animating_seat, tuple(m["carrying"] is not None for m in v["monkeys"]),
               tuple(v["mission_bonus"]), self.shown_codes is None)
        if self._seatbar is None or self._seatbar_key != key or self.rollers:
            bar = pygame.Surface((W, SEAT_BAR.bottom + 4), pygame.SRCALPHA)
            for s in range(self.n):
                self._draw_seat(bar, s, v, acting)
            self._seatbar = bar
            self._seatbar_key = key if not self.rollers else None
        surf.blit(self._seatbar, (0, 0))
        if ts is not None:
            r = self.card_rect(ts)
            frame = int(self.clock * 3) % 2
            surf.blit(image(f"monkey/think_{frame}", (56, 56)), (r.right - 192, r.y + 2))

    def _draw_seat(self, bar: pygame.Surface, s: int, v: dict, acting: set) -> None:
        r = self.card_rect(s)
        col = self.seat_colour(s)
        cb = self.app.settings.colour_blind
        now = (s == self.animating_seat) or (s in acting and v["phase"] != "code")
        bg = (255, 250, 235, 240) if now else (20, 40, 30, 210)
        ink = INK if now else theme.TEXT
        pygame.draw.rect(bar, bg, r, border_radius=22)
        pygame.draw.rect(bar, col, r, width=6 if now else 3, border_radius=22)
        draw_badge(bar, s, (r.x + 50, r.y + 46), 80, cb)
        name = self.seat_name(s)
        draw_text(bar, name, 32, col if not now else tuple(max(0, c - 50) for c in col),
                  (r.x + 98, r.y + 10), anchor="topleft")
        sub = self.bot_label(s) if self.is_bot(s) else "Player"
        if v["first"] == s:
            sub += "  \u2022 goes first"
        draw_text(bar, sub, 22, ink, (r.x + 98, r.y + 48), anchor="topleft")
        # bananas in the stash
        bx, by = self.stash_xy(s)
        bar.blit(banana_img(46), (bx - 60, by - 24))
        draw_text(bar, f"x {self.stash_shown[s]}", 34, ink, (bx - 10, by), anchor="midleft")
        # dice of this round
        roll = self.rollers.get(s)
        dice = roll.faces if roll else (self.dice_shown[s] if self.dice_shown else v["dice"][s])
        code = (v.get("codes") or [None] * self.n)[s]
        used = {c["die"] for c in code or [] if c.get("die") is not None}
        dx = r.x + 200
        dsz = 44 if len(dice) <= 2 else 40
        for i, d in enumerate(dice):
            if 1 <= d <= 6:
                bar.blit(die_img(d, col, dsz, faded=(i in used and v["phase"] == "run")),
                         (dx + i * (dsz + 5), r.bottom - 52))
        # coding status
        tag = None
        if v["phase"] == "code" and self.shown_codes is None:
            tag = "Done!" if v["locked"][s] else ("coding..." if s in acting else None)
        if tag:
            tr = pygame.Rect(0, 0, 120, 34)
            tr.topright = (r.right - 12, r.y + 12)
            pygame.draw.rect(bar, theme.GOOD if tag == "Done!" else (90, 90, 90), tr, border_radius=17)
            draw_text(bar, tag, 22, (255, 255, 255), tr.center)
        # missions: three little tree numbers, ticked when collected
        mis = (v.get("missions") or [None] * self.n)[s]
        if mis:
            got = v["collected"][s]
            mx = r.right - 31 * len(mis) - 8
            for i, t in enumerate(mis):
                c = (mx + 31 * i + 14, r.bottom - 30)
                done = t in got
                pygame.draw.circle(bar, (60, 150, 60) if done else (235, 225, 200), c, 14)
                pygame.draw.circle(bar, INK, c, 14, 2)
                draw_text(bar, str(t), 20, (255, 255, 255) if done else INK, c)
        if s in v["winners"]:
            bar.blit(image("ui/icon_trophy", (44, 44)), (r.right - 54, r.y + 44))

    # -- status line
    def status_text(self, v: dict, ctl: int | None) -> tuple[str, tuple]:
        if v["over"]:
            w = v["winners"]
            who = " and ".join(self.seat_name(s) for s in w)
            return (f"{who} {'win' if len(w) > 1 else 'wins'} with the most bananas!", theme.ACCENT)
        p = self.state.pending or {}
        kind = p.get("kind")
        if self.animating_seat is not None:
            return (f"Watch {self.seat_name(self.animating_seat)}'s monkey!",
                    self.seat_colour(self.animating_seat))
        if self.anim.busy:
            return ("", theme.TEXT)
        if kind == "code":
            if ctl is not None:
                locked = v["locked"][ctl]
                if locked:
                    return ("Your code is locked. Wait for the others...", theme.TEXT)
                return (f"{self.seat_name(ctl)}: plan 3 moves in secret, then press Done!"
                        if v["steps"] == 3 else
                        f"{self.seat_name(ctl)}: plan {v['steps']} moves in secret, then press Done!",
                        self.seat_colour(ctl))
            return ("Everyone is coding in secret...", theme.TEXT)
        seat = p.get("seat")
        if seat is None and kind == "missions":
            if ctl is not None:
                return (f"{self.seat_name(ctl)}: tap your mission trees in the order you will "
                        f"visit them", self.seat_colour(ctl))
            return ("Everyone orders their missions...", theme.TEXT)
        if seat is None:
            return ("", theme.TEXT)
        nm = self.seat_name(seat)
        col = self.seat_colour(seat)
        mine = ctl == seat
        you = nm if not mine else nm
        if not mine:
            if self.is_bot(seat):
                return (f"{nm} is thinking...", col)
            return (f"{nm}'s turn", col)
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
            return (f"{you}: pick {self.seat_name(p['owner'])}'s rotten tree (secret!)", col)
        if kind == "tile":
            return (f"{you}: lay the jungle tile. Choose a place, then press again", col)
        if kind == "plant":
            return (f"{you}: plant tree {p['tree']} on a glowing spot", col)
        return (f"{you}: your turn", col)

    def draw_status(self, surf: pygame.Surface, v: dict, ctl: int | None) -> None:
        msg, col = self.status_text(v, ctl)
        if msg:
            draw_text(surf, msg, fit_size(msg, 40, BOARD.w - 40), col, (BOARD.centerx, STATUS_Y),
                      shadow=True)
        tag = (f"Round {v['round']}  \u2022  Level {v['level']}" if v["round"] else
               f"Getting ready  \u2022  Level {v['level']}")
        draw_text(surf, tag, 26, theme.MUTED, (SIDE.right - 10, STATUS_Y), anchor="midright")

    # -- the side: a code panel, or everybody's codes
    def draw_side(self, surf: pygame.Surface, v: dict, ctl: int | None) -> None:
        if v["phase"] == "code" and not (self.anim.busy and self.shown_codes is not None):
            seat = self.viewer if self.viewer is not None else None
            if seat is not None and (self.view(seat).get("codes") or [None])[seat] is not None:
                sv = self.view(seat)
                drop = None
                if self.drag and self.drag.get("moving"):
                    hit = self.panel.hit(self.drag["pos"], sv, seat)
                    drop = hit[1] if hit and hit[0] == "slot" else None
                fam = device_family(self.last_device)
                focus = self.focus if self.focus is not None else self.default_focus(sv, seat)
                self.panel.draw(surf, sv, seat, self.seat_colour(seat), self.seat_name(seat),
                                focus if fam != MOUSE else None, self.held,
                                self.drag["pos"] if self.drag and self.drag.get("moving") else None,
                                drop, locked=sv["locked"][seat], t=self.clock,
                                show_focus=ctl == seat)
                return
            self.draw_secret_note(surf, v)
            return
        self.draw_codes(surf, v)

    def draw_secret_note(self, surf: pygame.Surface, v: dict) -> None:
        r = SIDE
        pygame.draw.rect(surf, (0, 0, 0), r.move(6, 8), border_radius=28)
        pygame.draw.rect(surf, (255, 248, 224), r, border_radius=28)
        pygame.draw.rect(surf, (150, 120, 80), r, 5, border_radius=28)
        draw_text(surf, "Codes are secret", 40, INK, (r.centerx, r.y + 50))
        surf.blit(image("ui/icon_eye_closed", (110, 110)), (r.centerx - 55, r.y + 100))
        y = r.y + 250
        for s in range(self.n):
            done = v["locked"][s]
            draw_badge(surf, s, (r.x + 80, y), 60, self.app.settings.colour_blind)
            draw_text(surf, f"{self.seat_name(s)}: {'done!' if done else 'coding...'}", 32,
                      theme.GOOD if done else INK, (r.x + 130, y), anchor="midleft")
            y += 76

    def draw_getting_ready(self, surf: pygame.Surface, v: dict) -> None:
        r = SIDE
        pygame.draw.rect(surf, (0, 0, 0), r.move(6, 8), border_radius=28)
        pygame.draw.rect(surf, (255, 248, 224), r, border_radius=28)
        pygame.draw.rect(surf, (150, 120, 80), r, 5, border_radius=28)
        draw_text(surf, "Getting ready", 40, INK, (r.centerx, r.y + 40))
        lines = ["Every monkey starts on the path.",
                 "Then everyone plans moves in secret.",
                 "Most bananas wins!"]
        if v.get("missions") and any(v["missions"]):
            lines[2] = "Missions: bananas from your 3 trees"
        y = r.y + 100
        for ln in lines:
            draw_text(surf, ln, 30, INK, (r.centerx, y))
            y += 44
        y += 20
        cb = self.app.settings.colour_blind
        for s in range(self.n):
            draw_badge(surf, s, (r.x + 70, y + 30), 60, cb)
            m = v["monkeys"][s]
            mis = (v.get("missions") or [None] * self.n)[s]
            words = "on the path" if m["hex"] is not None else "getting ready..."
            if mis:
                words += "  • missions: " + " ".join(str(t) for t in mis)
            draw_text(surf, f"{self.seat_name(s)}: {words}", fit_size(f"{self.seat_name(s)}: {words}", 30, r.w - 140),
                      INK, (r.x + 115, y + 30), anchor="midleft")
            y += 74

    def draw_codes(self, surf: pygame.Surface, v: dict) -> None:
        """Everybody's code (drawn into a cached picture: it changes once per step)."""
        key = (str(self.shown_codes), str(v.get("codes")), self.running_shown, v["phase"],
               tuple(v["order"]), sum(t["bananas"] for t in v["trees"]),
               self.app.settings.colour_blind, str(v["monkeys"]), str(v.get("missions")))
        cache = getattr(self, "_side_cache", None)
        if cache is None or cache[0] != key:
            box = SIDE.inflate(20, 20)
            pic = getattr(self, "_side_pic", None)
            if pic is None:
                pic = self._side_pic = pygame.Surface((W, H), pygame.SRCALPHA)
            pic.fill((0, 0, 0, 0), box)
            self._draw_codes(pic, v)
            cache = (key, pic.subsurface(box).copy(), box.topleft)
            self._side_cache = cache
        surf.blit(cache[1], cache[2])

    def _draw_codes(self, surf: pygame.Surface, v: dict) -> None:
        r = SIDE
        if v["phase"] == "setup" and self.shown_codes is None:
            self.draw_getting_ready(surf, v)
            return
        pygame.draw.rect(surf, (0, 0, 0), r.move(6, 8), border_radius=28)
        pygame.draw.rect(surf, (255, 248, 224), r, border_radius=28)
        pygame.draw.rect(surf, (150, 120, 80), r, 5, border_radius=28)
        codes = self.shown_codes if self.shown_codes is not None else (v.get("codes") or [])
        running = self.shown_codes is not None or v["phase"] in ("run", "traps", "over")
        shown = [c is not None for c in codes]
        title = "Everybody's code" if any(shown) and running else "The jungle"
        draw_text(surf, title, 38, INK, (r.centerx, r.y + 36))
        rows = v["order"]
        rh = min(120, (r.h - 130) // max(1, len(rows)))
        y = r.y + 80
        steps = v["steps"]
        cb = self.app.settings.colour_blind
        for s in rows:
            col = self.seat_colour(s)
            row = pygame.Rect(r.x + 16, y, r.w - 32, rh - 10)
            if self.running_shown and self.running_shown[0] == s:
                pygame.draw.rect(surf, (255, 236, 160), row, border_radius=18)
            pygame.draw.rect(surf, col, row, 3, border_radius=18)
            draw_badge(surf, s, (row.x + 44, row.centery), min(70, rh - 26), cb)
            code = codes[s] if s < len(codes) else None
            sx0 = row.x + 110
            cell = min(96, (row.w - 120) // steps)
            for k in range(steps):
                c = (sx0 + cell * k + cell // 2, row.centery)
                now = self.running_shown == (s, k)
                rad = cell // 2 - 4
                pts = [(c[0] + rad * math.cos(math.radians(30 + 60 * i)),
                        c[1] + rad * math.sin(math.radians(30 + 60 * i))) for i in range(6)]
                pygame.draw.polygon(surf, (236, 226, 200), pts)
                pygame.draw.polygon(surf, theme.ACCENT if now else (150, 120, 80), pts, 6 if now else 3)
                if code is None or not running:
                    draw_text(surf, "?" if v["phase"] == "code" else str(k + 1), 28, (150, 130, 100), c)
                    continue
                st = code[k] if k < len(code) else {}
                sz = int(cell * 0.62)
                if st.get("value") is not None:
                    di = die_img(st["value"], col, sz)
                    if st.get("token"):
                        ti = token_img(st["token"], int(sz * 0.75))
                        surf.blit(ti, ti.get_rect(center=(c[0] + sz // 3, c[1] + sz // 3)))
                    surf.blit(di, di.get_rect(center=(c[0] - 4, c[1] - 4)))
                elif st.get("token"):
                    ti = token_img(st["token"], sz)
                    surf.blit(ti, ti.get_rect(center=c))
            y += rh
        draw_text(surf, "Bananas left on the trees: "
                  f"{sum(t['bananas'] for t in v['trees'])}", 26, INK, (r.centerx, r.bottom - 28))

    # -- prompts
    def draw_prompts(self, surf: pygame.Surface, v: dict, ctl: int | None) -> None:
        fam = device_family(self.last_device)
        kind = self.pending_kind()
        if ctl is None or v["over"]:
            parts = prompt_parts([("help", "help"), ("pause", "pause")], fam)
        elif kind == "code":
            if fam == MOUSE:
                parts = [("img", "ui/mouse_left"), "Drag a die or token onto a step.  Tap a step "
                         "to empty it.  Then press Done!"]
            elif self.held is not None:
                parts = prompt_parts([("move", "choose a step"), ("confirm", "put it here"),
                                      ("back", "put it back")], fam)
            else:
                parts = prompt_parts([("move", "choose"), ("confirm", "pick up / place"),
                                      (ALT, "empty a step"), ("help", "help")], fam)
        elif fam == MOUSE:
            parts = [("img", "ui/mouse_left"), "Click a glowing hex or a button."]
        else:
            parts = prompt_parts([("move", "choose"), ("confirm", "OK"), ("help", "help")], fam)
        draw_prompt(surf, parts, 28, theme.TEXT, (640, PROMPT_Y), shadow=True)


@dataclass(frozen=True)
class PickMission:
    """Screen-only: tapping a mission tree while ordering missions (not a rules action)."""
    tree: int
