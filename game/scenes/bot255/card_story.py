"""What each event of the bot255 card game shows, in order, so a child can
follow it: cards fly between the piles and the players, an announced run
asks for Steal Turn in a banner, the Verify pop-up shows everyone the lines
and the cards a program used (never the program), the run walks the bot on
the big world with its bits and points counting up, and a round ends with
its results.

Every picture here is display only: the rules decided it all before it
plays (the scene queues these animations after `apply`).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

import pygame

from game.core.events import Event
from game.rules.bot255.interpreter import WHY
from game.rules.bot255.world import BITS
from game.ui import theme
from game.ui.anim import Anim, ease, lerp
from game.ui.badges import draw_badge
from game.ui.widgets import dim, draw_text, fit_size, panel, wrap

from . import card_faces as faces
from .board import STEP_TIME, Geo, Playback
from .card_table import DECK, DISCARD, STAGE, STAGE_WORLD, bot_of, plural

if TYPE_CHECKING:
    from .cards import CardScene

FLY = 0.42              # seconds a card takes between two places
RUN_SECONDS = 7.0       # a long run is sped up to last about this long
VERIFY = pygame.Rect(0, 0, 1060, 600)
VERIFY.center = (STAGE.centerx + 330, STAGE.centery + 40)
ROUND = pygame.Rect(0, 0, 1160, 760)
ROUND.center = (1180, 500)


# Every event kind of the card game: (animated, told). An animated kind shows a
# picture and the log tells it as that picture begins (the header, the scores
# and the hands show the match as it was until then: `shown_view`); a kind
# told but not animated is told with the next picture of its action, or after
# the last; a silent kind is neither (secret copies, the clock, the shuffles).
# The suite checks this against the rules (test_bot255_table_flow.py).
STORY: dict[str, tuple[bool, bool]] = {
    "announced": (True, True), "turn_stolen": (True, True), "verified": (True, True),
    "ran": (True, True),                # told once the bot has walked
    "penalty": (True, True), "card_used": (True, True),
    "cards_drawn_count": (True, True),  # the deal of a round: no parade
    "deck_to_discard": (True, False), "discard_taken": (True, True),
    "cards_discarded": (True, True),    # to the bottom: the penalty's card shows it
    "card_moved_count": (True, True), "reshuffle": (True, True),
    "round_over": (True, True), "time_up": (True, True),
    "kept": (False, True), "turn_time_up": (False, True), "dealer": (False, True),
    "world": (False, True), "turn": (False, True), "match_over": (False, True),
    "deck_short": (False, True),
    "ran_lines": (False, False), "card_played": (False, False), "cards_drawn": (False, False),
    "card_moved": (False, False), "cards_seen": (False, False), "clock": (False, False),
    "deck_peeked": (False, False), "deck_peeked_count": (False, False),
    "deck_shuffled": (False, False), "hand_shown": (False, False),
}


@dataclass
class Flyer:
    start: tuple[int, int]
    end: tuple[int, int]
    cid: str | None = None      # None: face down
    label: str = ""
    k: float = 0.0


@dataclass
class RunShow:
    seat: int
    pb: Playback
    end: str
    bits_seen: int = 0


@dataclass
class Floater:
    text: str
    cell: tuple[int, int]
    age: float = 0.0


@dataclass
class Banner:
    title: str
    words: str
    colour: tuple[int, int, int]
    seat: int | None
    card: str | None = None
    low: bool = False           # at the foot of the big world (it keeps the top in view)


@dataclass
class Shows:
    """What the story puts on the screen now (display only)."""
    banner: Banner | None = None
    verdict: dict[str, Any] | None = None
    round_over: dict[str, Any] | None = None
    flyers: list[Flyer] = field(default_factory=list)


class RunAnim(Anim):
    """Walks the runner's bot along the run the rules decided."""

    def __init__(self, story: Story, seat: int, data: dict[str, Any]):
        super().__init__(0.0)
        self.story, self.seat, self.data = story, seat, data

    def begin(self, play: Callable[[str], None]) -> None:
        self.started = True
        sv = self.story.scene.shown_view(None)
        start = bot_of(sv["players_state"][self.seat]["bot"])
        path = self.data.get("path") or []
        total = sum(STEP_TIME.get(str(p[3]), 0.3) for p in path)
        speed = max(1.6, total / RUN_SECONDS)
        pb = Playback.of_run(start, path, (), speed=speed)
        self.story.run = RunShow(self.seat, pb, str(self.data.get("end", "")))
        play("slide")
        self.finished = pb.done

    def advance(self, dt: float) -> None:
        run = self.story.run
        if run is None:
            self.finished = True
            return
        run.pb.advance(dt)
        self.story.note_bits()
        self.finished = run.pb.done


class Story:
    def __init__(self, scene: CardScene):
        self.scene = scene
        self.shows = Shows()
        self.run: RunShow | None = None
        self.floaters: list[Floater] = []

    # ------------------------------------------------------------------ life
    def update(self, dt: float) -> None:
        for f in self.floaters:
            f.age += dt
        self.floaters = [f for f in self.floaters if f.age < 1.4]
        if not self.scene.anim.busy:
            # the batch has played: the table shows the match as it is now
            self.run = None
            self.shows = Shows()

    def busy(self) -> bool:
        return bool(self.floaters)

    def note_bits(self) -> None:
        """A bit taken in the run on screen: its points float up from it."""
        run = self.run
        if run is None:
            return
        got = run.pb.bits()
        while run.bits_seen < got:
            run.bits_seen += 1
            k = 0
            cell = None
            for st in run.pb.steps:
                if st.what == "bit":
                    k += 1
                    if k == run.bits_seen:
                        cell = (st.x, st.y)
                        break
            if cell is not None:
                self.floaters.append(Floater(f"+{1 << (run.bits_seen - 1)}", cell))
                self.scene.app.play("tick")

    # ------------------------------------------------------------------ places
    def seat_at(self, seat: Any) -> tuple[int, int]:
        return self.scene.seat_anchor(seat if isinstance(seat, int) else None)

    # ------------------------------------------------------------------ the animations
    def animate(self, ev: Event, seat: int | None) -> list[Anim]:
        s = self.scene
        d = ev.data
        k = ev.kind
        who = d.get("seat")
        name = s.seat_name(who) if isinstance(who, int) and who >= 0 else ""
        col = s.seat_colour(who) if isinstance(who, int) and who >= 0 else theme.TEXT
        if k == "announced":
            return [self.banner(Banner(f"{name} wants to run a program!",
                                       "Does anyone play Steal Turn?", col, who), 1.6, "reveal")]
        if k == "turn_stolen":
            robbed = s.seat_name(int(d.get("victim", 0)))
            return [self.banner(Banner(f"{name} plays Steal Turn!",
                                       f"{robbed}'s turn ends. Now it is {name}'s turn.", col,
                                       who, str(d.get("card") or "")), 2.4, "swap")]
        if k == "verified":
            return [self.verify(dict(d), 3.2 if d.get("valid") else 3.8)]
        if k == "ran":
            said = {"event": "ran", **d}
            return [RunAnim(self, int(who or 0), dict(d)),
                    Anim(0.0, start=lambda: s.run_line(said)),
                    self.after_run(dict(d), name, col)]
        if k == "penalty":
            victim = int(d.get("victim", 0))
            return [self.fly(self.seat_at(victim), DISCARD.center, str(d.get("card")),
                             sound="flip")]
        if k == "card_used":
            words = s.card_used_words(dict(d))
            return [self.banner(Banner(f"{name} plays a card!", words, col, who,
                                       str(d.get("card") or "")), 1.8, "flip")]
        if k == "cards_drawn_count":
            n = int(d.get("count") or 0)
            if seat is None and n > 1:
                return []             # the deal at the start of a round: no parade
            return [self.fly(DECK.center, self.seat_at(who), None,
                             "" if n == 1 else f"x{n}", sound="flip")]
        if k == "deck_to_discard":
            cards = d.get("cards") or []
            return [self.fly(DECK.center, DISCARD.center, str(cards[-1]) if cards else None,
                             sound="flip")]
        if k == "discard_taken":
            return [self.fly(DISCARD.center, self.seat_at(who), str(d.get("card")), sound="flip")]
        if k == "cards_discarded" and not d.get("bottom"):
            cards = d.get("cards") or []
            if not cards:
                return []
            start = self.seat_at(who) if isinstance(who, int) else STAGE.center
            n = len(cards)
            return [self.fly(start, DISCARD.center, str(cards[-1]), "" if n == 1 else f"x{n}",
                             sound="flip")]
        if k == "card_moved_count":
            return [self.fly(self.seat_at(d.get("from_seat")), self.seat_at(d.get("to_seat")),
                             None, sound="swap")]
        if k == "reshuffle":
            return [self.banner(Banner("The deck is empty!",
                                       "The face-up pile is shuffled into a new deck.",
                                       theme.TEXT, None), 1.6, "bag")]
        if k == "round_over":
            info = dict(d)
            last = int(s.view(None)["rounds"])
            r = int(d.get("round") or 0)
            info["next"] = f"Next: round {r + 1}, in a new world." if r < last and \
                d.get("why") != "time" else "That was the last round!"
            return [self.round_panel(info)]
        if k == "time_up":
            return [self.banner(Banner("Time is up!", "The game ends after this turn.",
                                       theme.ACCENT, None), 2.0, "reveal")]
        return []

    def banner(self, b: Banner, seconds: float, sound: str | None = None) -> Anim:
        def start() -> None:
            self.shows.banner = b

        def done() -> None:
            if self.shows.banner is b:
                self.shows.banner = None
        return Anim(seconds, start=start, done=done, sound=sound)

    def verify(self, d: dict[str, Any], seconds: float) -> Anim:
        def start() -> None:
            self.shows.verdict = d

        def done() -> None:
            self.shows.verdict = None
        return Anim(seconds, start=start, done=done, sound="reveal" if d.get("valid") else "error")

    def after_run(self, d: dict[str, Any], name: str, col: tuple[int, int, int]) -> Anim:
        bits, pts = int(d.get("bits") or 0), int(d.get("points") or 0)
        title = f"{name}'s bot took {plural(bits, 'bit')}: +{plural(pts, 'point')}!" if bits \
            else f"{name}'s bot took no bits this time."
        why = WHY.get(str(d.get("end")), "")
        return self.banner(Banner(title, why, col, d.get("seat"), low=True), 1.8,
                           "win" if d.get("left") == 0 else None)

    def round_panel(self, d: dict[str, Any]) -> Anim:
        def start() -> None:
            self.shows.round_over = d

        def done() -> None:
            self.shows.round_over = None
        return Anim(4.5, start=start, done=done, sound="win")

    def fly(self, a: tuple[int, int], b: tuple[int, int], cid: str | None, label: str = "",
            sound: str | None = None) -> Anim:
        f = Flyer(a, b, cid, label)

        def start() -> None:
            self.shows.flyers.append(f)

        def step(k: float) -> None:
            f.k = k

        def done() -> None:
            if f in self.shows.flyers:
                self.shows.flyers.remove(f)
        return Anim(FLY, step=step, start=start, done=done, sound=sound)

    # ------------------------------------------------------------------ drawing
    def draw_floaters(self, surf: pygame.Surface, geo: Geo) -> None:
        for f in self.floaters:
            x, y = geo.centre(*f.cell)
            rise = int(60 * ease(min(1.0, f.age / 1.2)))
            a = max(0, 255 - int(180 * max(0.0, f.age - 0.8) / 0.6))
            size = max(30, min(64, geo.cell // 2 + 10))
            img = _text(f.text, size, (255, 240, 120))
            img.set_alpha(a)
            sh = _text(f.text, size, (0, 0, 0))
            sh.set_alpha(a)
            r = img.get_rect(center=(int(x), int(y) - geo.cell // 2 - rise))
            surf.blit(sh, r.move(3, 3))
            surf.blit(img, r)

    def draw(self, surf: pygame.Surface) -> None:
        sh = self.shows
        if sh.banner is not None:
            self.draw_banner(surf, sh.banner)
        if sh.verdict is not None:
            self.draw_verdict(surf, sh.verdict)
        if sh.round_over is not None:
            self.draw_round(surf, sh.round_over)
        for f in sh.flyers:
            k = ease(f.k)
            x = lerp(f.start[0], f.end[0], k)
            y = lerp(f.start[1], f.end[1], k) - 80 * (1 - (2 * k - 1) ** 2)
            r = pygame.Rect(0, 0, 110, 160)
            r.center = (int(x), int(y))
            if f.cid:
                faces.draw_face(surf, r, f.cid)
            else:
                faces.draw_back(surf, r)
            if f.label:
                draw_text(surf, f.label, 36, theme.ACCENT, (r.centerx, r.bottom + 20),
                          shadow=True)

    def draw_banner(self, surf: pygame.Surface, b: Banner) -> None:
        box = pygame.Rect(0, 0, STAGE.w - 24, 176 if b.words else 110)
        if b.low:
            box.midbottom = (STAGE_WORLD.centerx, STAGE_WORLD.bottom - 8)
        else:
            box.midtop = (STAGE_WORLD.centerx, STAGE_WORLD.y + 12)
        pygame.draw.rect(surf, (0, 0, 0), box.move(5, 7), border_radius=28)
        pygame.draw.rect(surf, (30, 30, 44), box, border_radius=28)
        pygame.draw.rect(surf, b.colour, box, 6, border_radius=28)
        x = box.x + 30
        if b.seat is not None and isinstance(b.seat, int) and b.seat >= 0:
            draw_badge(surf, b.seat, (x + 36, box.y + 56), 68,
                       self.scene.app.settings.colour_blind)
            x += 86
        right = box.right - 24
        if b.card:
            cr = pygame.Rect(0, 0, 104, 154)
            cr.midright = (box.right - 16, box.centery)
            cr.y = max(cr.y, box.y + 8)
            faces.draw_face(surf, cr, b.card)
            right = cr.x - 14
        draw_text(surf, b.title, fit_size(b.title, 44, right - x), b.colour if b.colour !=
                  theme.TEXT else theme.TEXT, (x, box.y + 56), anchor="midleft", shadow=True)
        if b.words:
            lines = wrap(b.words, 30, right - x)
            size = 30 if len(lines) == 1 else 26
            lines = wrap(b.words, size, right - x)[:2]
            y = box.y + 112 if len(lines) == 1 else box.y + 104
            for ln in lines:
                draw_text(surf, ln, size, theme.TEXT, (x, y), anchor="midleft")
                y += size + 6

    def draw_verdict(self, surf: pygame.Surface, d: dict[str, Any]) -> None:
        """The rule text's Verify pop-up, for everyone: lines and cards, never the program."""
        s = self.scene
        dim(surf, 130)
        cards = [str(c) for c in d.get("cards") or []]
        box = VERIFY.copy()
        if not cards:
            box.h = 420
            box.center = VERIFY.center
        panel(surf, box)
        seat = int(d.get("seat", 0))
        name = s.seat_name(seat)
        draw_badge(surf, seat, (box.x + 70, box.y + 64), 76, s.app.settings.colour_blind)
        title = f"Verify {name}'s program"
        draw_text(surf, title, fit_size(title, 48, box.w - 200), theme.INK,
                  (box.x + 126, box.y + 64), anchor="midleft")
        lines, mem = int(d.get("lines") or 0), int(d.get("memory") or 0)
        over = lines > mem
        # the memory bar
        bar = pygame.Rect(box.x + 50, box.y + 130, box.w - 100, 58)
        pygame.draw.rect(surf, (20, 40, 30), bar, border_radius=29)
        fill = min(1.0, lines / max(1, mem))
        if fill > 0:
            part = pygame.Rect(bar.x, bar.y, max(bar.h, int(bar.w * fill)), bar.h)
            pygame.draw.rect(surf, theme.BAD if over else (50, 150, 80), part, border_radius=29)
        words = f"{lines} of {mem} lines of memory used"
        draw_text(surf, words, 34, theme.TEXT, bar.center, shadow=True)
        draw_text(surf, "Cards it used:" if cards else "It used no cards: moveForward and "
                  "rotate are free.", 30, theme.INK, (box.x + 50, box.y + 222), anchor="midleft")
        area = pygame.Rect(box.x + 40, box.y + 246, box.w - 80, 190)
        from .card_table import hand_rects
        for cid, r in zip(cards, hand_rects(len(cards), area, 124, 186)):
            faces.draw_face(surf, r, cid)
        ok = bool(d.get("valid"))
        if ok:
            verdict, colour = "Verified! The program is fair.", (30, 140, 60)
        elif d.get("missing"):
            verdict = f"Not valid: it uses {', '.join(d['missing'])} without the card!"
            colour = theme.BAD
        else:
            verdict, colour = "Not valid: too many lines for the memory!", theme.BAD
        strip = pygame.Rect(box.x + 30, box.bottom - 140, box.w - 60, 110)
        pygame.draw.rect(surf, (230, 248, 230) if ok else (255, 228, 222), strip,
                         border_radius=22)
        draw_text(surf, verdict, fit_size(verdict, 42, strip.w - 40), colour,
                  (strip.centerx, strip.y + 38))
        sub = "The bot runs now!" if ok else "Everyone takes one of their cards, face down."
        draw_text(surf, sub, 30, theme.INK, (strip.centerx, strip.y + 82))

    def draw_round(self, surf: pygame.Surface, d: dict[str, Any]) -> None:
        s = self.scene
        dim(surf, 150)
        box = ROUND
        panel(surf, box)
        winner = d.get("winner")
        title = f"Round {d.get('round')} is over!"
        draw_text(surf, title, 60, theme.INK, (box.centerx, box.y + 66))
        if isinstance(winner, int):
            words = f"{s.seat_name(winner)}'s bot has all {BITS} bits!"
            colour = s.seat_colour(winner)
        elif d.get("why") == "time":
            words, colour = "Time is up!", theme.INK
        else:
            words, colour = "Nobody's bot got all the bits in time.", theme.INK
        draw_text(surf, words, fit_size(words, 44, box.w - 60), _deeper(colour),
                  (box.centerx, box.y + 130))
        points = list(d.get("points") or [])
        totals = s.totals()
        n = len(points)
        row_h = min(84, (box.h - 300) // max(1, n))
        y = box.y + 190
        draw_text(surf, "This round", 28, (120, 100, 80), (box.right - 330, y), anchor="midright")
        draw_text(surf, "In all", 28, (120, 100, 80), (box.right - 60, y), anchor="midright")
        y += 30
        for i, pts in enumerate(points):
            cy = y + row_h // 2
            if i == winner:
                hl = pygame.Rect(box.x + 30, y + 4, box.w - 60, row_h - 8)
                pygame.draw.rect(surf, (255, 230, 150), hl, border_radius=18)
            draw_badge(surf, i, (box.x + 80, cy), row_h - 18, s.app.settings.colour_blind)
            draw_text(surf, s.seat_name(i), 40, theme.INK, (box.x + 130, cy), anchor="midleft")
            draw_text(surf, f"+{pts}", 40, theme.INK, (box.right - 330, cy), anchor="midright")
            total = totals[i] if i < len(totals) else pts
            draw_text(surf, str(total), 40, theme.INK, (box.right - 60, cy), anchor="midright")
            y += row_h
        nxt = d.get("next")
        if nxt:
            draw_text(surf, str(nxt), 32, (120, 100, 80), (box.centerx, box.bottom - 44))


def _text(s: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    from game.ui.assets import font
    return font(size).render(s, True, colour)


def _deeper(col: tuple[int, int, int]) -> tuple[int, int, int]:
    return (int(col[0] * 0.75), int(col[1] * 0.75), int(col[2] * 0.75))
