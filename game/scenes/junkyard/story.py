"""What the table shows and tells for each Spank the Monkey event.

`STORY` maps every event kind the rules emit to (animation, told in the log).
Events play in order, each one's animations after the previous one's; the
picture of the towers (`table.pic`) changes as each animation shows it. The
sentences are the rules' (`text.describe_event`, `text.attack_line`), so
the screen and a headless log say the same numbers.

A falling tower is one animation for a whole chain: `plan` looks at all the
events of an action before any plays, groups each tower's destroyed (or
moved-away) cards with the collisions that follow, and starts the physics
(`collapse.CollapseJob`) at once, from the picture the tower will have when
its turn comes; the scene spreads that work over the frames before the
collapse is shown. The chain's other events then play nothing of their own
(their log lines follow the collapse).
"""
from __future__ import annotations

import logging
import math
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Callable

from game.core.actions import Action
from game.core.events import Event
from game.physics import Pose
from game.rules.junkyard import Done, text
from game.rules.junkyard.deck import card
from game.rules.junkyard.text import cname, status_line
from game.ui.anim import Anim, Later, Together, call, ease, lerp, wait

from .collapse import FIRST_BURST, Collapse, CollapseJob, Crash, Slab, seed_for
from .table import (
    GROUND_Y,
    HAND_W,
    SCALE_X,
    TOWERS,
    Die,
    Flash,
    Flyer,
    YardPicture,
    tween_poses,
)

SPANK_X = SCALE_X + 910     # the spank's die and words, clear of the chart (to x + 504)

if TYPE_CHECKING:
    from .scene import JunkyardScene

log = logging.getLogger(__name__)

Show = Callable[["JunkyardScene", Event, "int | None"], list[Anim]]
CHAIN = ("collision",)
MID = (TOWERS.centerx, 400)


# ---------------------------------------------------------------------------- planning
@dataclass
class Group:
    """One tower's collapse: cards burst or taken away, then the rules' collisions."""
    seat: int
    start: int
    before: YardPicture
    burst: list[str] = field(default_factory=list)
    moved: list[str] = field(default_factory=list)
    crashes: list[Crash] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    job: CollapseJob | None = None
    result: Collapse | None = None
    skip: set[int] = field(default_factory=set)     # events another animation applies


@dataclass
class Batch:
    events: list[Event]
    index: dict[int, int] = field(default_factory=dict)
    groups: dict[int, list[Group]] = field(default_factory=dict)   # start index -> groups
    quiet: set[int] = field(default_factory=set)                   # shown by a group
    played: set[int] = field(default_factory=set)                  # card_played to show

    def at(self, ev: Event) -> int:
        return self.index.get(id(ev), -1)

    def jobs(self) -> list[CollapseJob]:
        return [g.job for gs in self.groups.values() for g in gs
                if g.job is not None and not g.job.finished]


def plan(scene: JunkyardScene, events: list[Event]) -> Batch:
    table = scene.table
    b = Batch(list(events), {id(e): i for i, e in enumerate(events)})
    pic = table.pic.clone()
    pics = [pic.clone()]
    open_: dict[int, Group] = {}
    groups: list[Group] = []
    seen_cards: set[str] = set()

    last_start = -1     # the index of the event that started the latest group

    def group(seat: int, i: int, fresh: bool) -> Group:
        nonlocal last_start
        g = open_.get(seat)
        if g is None or (fresh and g.crashes):
            # cards of several towers destroyed one right after the other (one
            # card's effect) fall together: their groups start at the first one
            start = last_start if last_start >= 0 and all(
                events[j].kind in ("junk_destroyed", "cards_discarded")
                for j in range(last_start, i)) else i
            g = Group(seat, start, pic.clone())
            groups.append(g)
            open_[seat] = g
            last_start = start
            if start != i:
                b.quiet.add(i)
        elif i != g.start:
            b.quiet.add(i)
        return g

    for i, ev in enumerate(events):
        k = ev.kind
        if k == "card_played" and ev["card"] not in seen_cards:
            seen_cards.add(ev["card"])
            b.played.add(i)
        if k == "junk_destroyed" and ev.get("cause") != "collision":
            g = group(ev["seat"], i, True)
            g.burst.append(ev["junk"])
            g.events.append(ev)
        elif k == "junk_destroyed":
            g = group(ev["seat"], i, False)
            g.events.append(ev)
        elif k == "junk_moved":
            src = pic.locate(ev["junk"])
            seat = src[0] if src is not None else ev["from_seat"]
            last_start = -1
            g = group(seat, i, True)
            b.quiet.discard(i)      # its own flight plays here
            g.moved.append(ev["junk"])
            g.events.append(ev)
            last_start = -1
        elif k == "collision":
            g = group(ev["seat"], i, False)
            g.crashes.append(Crash(ev["junk"], ev.get("onto"), int(ev["roll"]),
                                   tuple(ev.get("destroyed") or ()), ev.get("strength"),
                                   ev.get("onto_strength")))
        if k not in ("junk_destroyed", "cards_discarded"):
            last_start = -1
        pic.apply(ev)
        pics.append(pic.clone())
    table.fit_scale(pics)
    for g in groups:
        b.groups.setdefault(g.start, []).append(g)
        if g.crashes or g.burst:
            g.job = _job(scene, g)
    return b


def _job(scene: JunkyardScene, g: Group) -> CollapseJob | None:
    table = scene.table
    geo = table.geo
    tower = g.before.towers[g.seat]
    start = geo.layout(tower, g.seat)
    after = g.before.clone()
    for ev in g.events:
        after.apply(ev)
    final = geo.layout(after.towers[g.seat], g.seat)
    slabs = [Slab(f.junk, geo.slab_w, geo.slab_h(f.junk), start[f.junk][0], start[f.junk][1],
                  geo.tabs(f)) for f in tower if f.junk not in g.moved]
    if not slabs:
        return None
    try:
        return CollapseJob(slabs, dict.fromkeys(g.burst, FIRST_BURST), g.crashes, final,
                           seed=seed_for(g.seat, g.burst + g.moved, g.crashes), ground_y=GROUND_Y)
    except (KeyError, ValueError) as exc:  # the picture is out of step: no physics, a jump
        log.warning("no collapse for seat %d: %r", g.seat, exc)
        return None


# ---------------------------------------------------------------------------- helpers
def _flash(scene: JunkyardScene, words: str, at: tuple[float, float], seconds: float,
           edge=None, size: int = 32, big: bool = False, die: Die | None = None) -> Anim:
    def show() -> None:
        scene.table.flashes.append(Flash(words, at[0], at[1], seconds,
                                         edge=edge or (255, 196, 40), size=size, big=big, die=die))
    return call(show)


def _fly(scene: JunkyardScene, cid: str | None, a: tuple[float, float], b: tuple[float, float],
         seconds: float, w0: int = HAND_W, w1: int = HAND_W, caption: str = "",
         fade: bool = False, hold: float = 0.0, arc: float = 60.0,
         sound: str | None = "flip") -> Anim:
    """A card travelling from a to b (growing from w0 to w1), then held `hold` seconds."""
    table = scene.table
    f = Flyer(cid, a[0], a[1], w0, caption=caption)
    total = seconds + hold

    def begin() -> None:
        table.flyers.append(f)

    def step(k: float) -> None:
        t = min(1.0, k * total / seconds) if seconds else 1.0
        e = ease(t)
        f.x = lerp(a[0], b[0], e)
        f.y = lerp(a[1], b[1], e) - arc * math.sin(math.pi * t)
        f.w = int(lerp(w0, w1, e))
        if fade:
            f.alpha = int(255 * (1 - 0.7 * e))

    def end() -> None:
        if f in table.flyers:
            table.flyers.remove(f)
    return Anim(total, step=step, start=begin, done=end, sound=sound)


def _apply(scene: JunkyardScene, ev: Event) -> Anim:
    return call(partial(scene.table.pic.apply, ev))


def _hand_xy(scene: JunkyardScene, seat: int, cid: str) -> tuple[float, float]:
    """Where a card leaves from: the viewer's hand, else the seat's label."""
    table = scene.table
    if scene.viewer == seat:
        shown = scene.shown_view().get("hand") or []
        if cid in shown:
            r = table.hand_rects(shown)[shown.index(cid)]
            return r.center
    return table.seat_xy(seat)


def _in_play_xy(scene: JunkyardScene, cid: str) -> tuple[float, float]:
    table = scene.table
    box = table.fight_box()
    playing = [c for c in table.pic.in_play if c not in table.hidden]
    k = playing.index(cid) if cid in playing else len(playing)
    return (box.x + 16 + 55 + 122 * min(k, 4), box.y + 28 + 77)


def _relayout(scene: JunkyardScene, evs: list[Event], seats: list[int], seconds: float,
              drop: dict[str, float] | None = None, arc: float = 0.0,
              sound: str | None = None) -> Anim:
    """The towers of `seats` change by `evs`: every card glides to its new place
    (a new card drops in from `drop[junk]` pixels above)."""
    table = scene.table
    state: dict[str, dict[str, Pose]] = {}

    def make() -> Anim:
        old: dict[str, Pose] = {}
        for s in range(table.n):
            old.update(table.layout(s))
        for ev in evs:
            table.pic.apply(ev)
        new: dict[str, Pose] = {}
        for s in seats:
            new.update(table.layout(s))
        start = {k: old.get(k, (p[0], p[1] - (drop or {}).get(k, 0.0), 0.0))
                 for k, p in new.items()}
        for k, p in new.items():
            if k not in old and drop and k in drop:
                start[k] = (p[0], p[1] - drop[k], 0.0)
        state["a"], state["b"] = start, new
        lift = {k: arc for k in new if k in old and old[k][0] != new[k][0]} if arc else None
        tween_poses(table, start, new, 0.0, lift)

        def step(k: float) -> None:
            tween_poses(table, state["a"], state["b"], k, lift)

        def done() -> None:
            for key in state["b"]:
                table.poses.pop(key, None)
        return Anim(seconds, step=step, done=done, sound=sound)
    return Later(make)


# ---------------------------------------------------------------------------- events
def _card_played(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    b = scene.batch
    if b is None or b.at(ev) not in b.played:
        return []
    cid, who = ev["card"], ev["seat"]
    c = card(cid)
    table = scene.table
    bot = scene.is_bot(who) or scene.viewer != who
    caption = f"{scene.seat_name(who)}: {c.name}"
    hold = 0.9 if bot else 0.35

    def go() -> list[Anim]:
        a = _hand_xy(scene, who, cid)
        out = [_fly(scene, cid, a, MID, 0.35, HAND_W, 230, caption, hold=hold, arc=20)]
        if c.type == "junk":
            y = table.top_y(who)
            out.append(_fly(scene, cid, MID, (table.geo.xs[who], y - 40), 0.3, 230, 90,
                            fade=True, arc=0, sound=None))
        elif c.type == "reinforcement":
            y = table.top_y(who)
            out.append(_fly(scene, cid, MID, (table.geo.xs[who] + table.geo.slab_w / 2,
                                              y + 20), 0.3, 230, 60, fade=True, arc=0, sound=None))
        else:
            out.append(_fly(scene, cid, MID, _in_play_xy(scene, cid), 0.3, 230, 110, arc=0,
                            sound=None))
        return out
    # the flights play one after the other
    return [Later(lambda: go()[0]), Later(lambda: go()[1]), _apply(scene, ev)]


def _built(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    return [_relayout(scene, [ev], [ev["seat"]], 0.35, drop={ev["junk"]: 150.0}, sound="place")]


def _reinforced(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    return [call(partial(scene.table.pic.apply, ev), sound="place"), wait(0.25)]


def _attack(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    def aim() -> None:
        scene.table.target = ev.get("target")
    return [call(aim, sound="swap"), wait(0.5)]


def _die_at(scene: JunkyardScene) -> tuple[float, float]:
    box = scene.table.fight_box()
    return (box.right - 60, box.y + 150)


def _attack_roll(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    table = scene.table

    def roll() -> None:
        x, y = _die_at(scene)
        table.dice[:] = [Die(int(ev["roll"]), x, y, seed=scene.version)]
        table.roll_words = ""

    def said() -> None:
        table.roll_words = text.roll_sum(int(ev["roll"]), ev.get("mods") or [])
    return [call(roll, sound="bag"), wait(0.75), call(said), wait(0.4)]


def _rerolled(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    table = scene.table
    die = Die(int(ev["new"]), 0, 0, seed=scene.version + 7)

    def roll() -> None:
        die.x, die.y = _die_at(scene)
        table.dice[:] = [die]
    return [call(roll, sound="bag"), wait(die.roll_for + 0.05), _told(scene, ev),
            *_say(scene, ev, 1.6)]


# Told only once their die has landed: the log, the header and the words over
# the table never run ahead of the tumbling die.
LATE = frozenset({"spank", "effect_roll", "attack_rerolled"})


def _told(scene: JunkyardScene, ev: Event) -> Anim:
    """The log line of a LATE event, at the moment its picture shows the outcome."""
    def tell() -> None:
        line = scene.teller.event_line(ev)
        scene.teller.tell([line])
    return call(tell)


def _say(scene: JunkyardScene, ev: Event, seconds: float, at: tuple[float, float] | None = None,
         pause: float = 0.6) -> list[Anim]:
    line = text.describe_event(ev.to_json(), scene.view(None), scene.names())
    if not line:
        return []
    box = scene.table.fight_box()
    return [_flash(scene, line, at or (box.centerx, box.bottom + 50), seconds), wait(pause)]


def _attack_result(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    table = scene.table
    line = text.attack_line(ev.to_json(), scene.names())
    box = table.fight_box()
    hit = bool(ev.get("hit"))
    edge = (230, 60, 50) if hit else (120, 160, 220)
    return [_flash(scene, line, (box.centerx, box.bottom + 60), 3.2, edge=edge, size=36, big=True),
            call(lambda: None, sound="reveal" if hit else "error"), wait(1.6)]


def _redirected(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    def aim() -> None:
        scene.table.target = ev.get("junk")
    return [call(aim), *_say(scene, ev, 2.0)]


def _collapse_group(scene: JunkyardScene, g: Group) -> Anim:
    table = scene.table

    def make() -> Anim | None:
        seat = g.seat
        if g.job is None:
            return _relayout(scene, g.events, [seat], 0.5, sound="lose")
        res = g.job.result()
        g.result = res
        t = [0.0]
        shown_marks: set[int] = set()
        shown_bursts: set[str] = set()

        def begin() -> None:
            table.collapsing[seat] = g.before.clone()
            table.collapses[seat] = (res, t)

        def step(k: float) -> None:
            t[0] = k * res.duration
            for key, at in res.bursts.items():
                if t[0] >= at and key not in shown_bursts:
                    shown_bursts.add(key)
                    s = res.slabs[key]
                    pose = res.poses(at).get(key, (s.x, s.y, 0.0))
                    table.bursts.append([pose[0], pose[1], 0.0])
                    scene.app.play("lose")
            for n, m in enumerate(res.marks):
                if t[0] >= m.at and n not in shown_marks:
                    shown_marks.add(n)
                    c = m.crash
                    broke = ", ".join(cname(j) for j in c.destroyed)
                    verb = "breaks" if len(c.destroyed) == 1 else "break"
                    words = f"Crash! Rolled {c.roll}: {broke} {verb}!" if broke else \
                        f"Crash! Rolled {c.roll}: nothing breaks."
                    # the die where the cards meet, the words in the sky above the tower
                    dx = m.x + table.geo.slab_w / 2 + 40
                    table.flashes.append(Flash("", dx, m.y, 2.2, edge=(230, 120, 40),
                                               die=Die(c.roll, dx, m.y, size=56, roll_for=0.0)))
                    top = min(sl.y - sl.h / 2 for sl in res.slabs.values())
                    table.flashes.append(Flash(words, m.x, max(130.0, top - 120), 2.2,
                                               edge=(230, 120, 40), size=26))
                    scene.app.play("place")

        def done() -> None:
            table.collapses.pop(seat, None)
            table.collapsing.pop(seat, None)
            for ev in g.events:
                if id(ev) not in g.skip:
                    table.pic.apply(ev)
            for key in list(table.poses):
                if key in res.slabs:
                    table.poses.pop(key, None)
        return Anim(res.duration, step=step, start=begin, done=done)
    return Later(make)


def _destroyed(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    b = scene.batch
    i = b.at(ev) if b is not None else -1
    if b is None or i in b.quiet or i not in b.groups:
        if b is None:
            return [_apply(scene, ev)]
        return []
    return [Together(*[_collapse_group(scene, g) for g in b.groups[i]]), wait(0.3)]


def _collision(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    return _destroyed(scene, ev, seat)


def _moved(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    """A card moves to another tower (top or bottom): it glides there; the
    tower it left falls into the hole at the same time, if anything was above."""
    b = scene.batch
    groups = b.groups.get(b.at(ev), []) if b is not None else []
    seats = sorted({int(ev["from_seat"]), int(ev["to_seat"])})
    if not groups:
        return [_relayout(scene, [ev], seats, 0.7, arc=160.0, sound="swap")]
    for g in groups:
        g.skip.add(id(ev))
    return [Together(_relayout(scene, [ev], [int(ev["to_seat"])], 0.7, arc=160.0, sound="swap"),
                     *[_collapse_group(scene, g) for g in groups]), wait(0.2)]


def _swapped(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    return [_relayout(scene, [ev], [ev["a_seat"], ev["b_seat"]], 0.8, arc=120.0, sound="swap")]


def _changed(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    table = scene.table
    r = table.card_rect(ev["junk"])
    at = (r.right + 120, r.centery) if r is not None else MID
    by = ev.get("by")
    words = f"{cname(ev['junk'])}: strength {ev['strength']}" if by is None else \
        f"{cname(ev['junk'])}: {by:+d} strength"
    return [_apply(scene, ev), _flash(scene, words, at, 1.6, size=28), wait(0.5)]


def _stripped(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    return [_apply(scene, ev), *_say(scene, ev, 1.8, pause=0.5)]


def _monkey(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    table = scene.table
    old, new = int(ev["old"]), int(ev["new"])
    lines = _say(scene, ev, 1.8, at=(700, table.geo.y_of(max(old, new)) + 40), pause=0.0)
    if old == new:
        return lines + [wait(0.4)]

    def step(k: float) -> None:
        e = ease(k)
        table.monkey_y = lerp(table.geo.y_of(old), table.geo.y_of(new), e) - 20 * math.sin(
            math.pi * k * 3) ** 2

    def done() -> None:
        table.monkey_y = None
        table.pic.apply(ev)
    return lines + [Anim(0.8, step=step, done=done, sound="slide")]


def _spank(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    """The big moment: the chart beside the monkey, the die, the verdict."""
    table = scene.table
    who = ev["seat"]
    over = ev["height"] - ev["monkey"]
    level = "level with the monkey" if over == 0 else f"{over} above the monkey"
    my = table.geo.y_of(ev["monkey"])
    at = (SPANK_X, max(300.0, min(my - 150, 520.0)))
    die = Die(int(ev["roll"]), at[0], at[1], size=90, roll_for=1.1, seed=scene.version)
    first = f"{scene.seat_name(who)} is {level}: needs {ev['need']} or more!"
    verdict = "SPANK! It worked!" if ev["success"] else "Missed! The monkey laughs."

    def begin() -> None:
        table.chart = (over, int(ev["need"]))
        table.monkey_pose = "think"

    def land() -> None:
        table.monkey_pose = "think" if ev["success"] else "cheer"
        if ev["success"]:
            table.bursts.append([SCALE_X - 110, my - 60, 0.0])

    def end() -> None:
        table.chart = None
        table.monkey_pose = "idle"
    return [call(begin, sound="bag"), _flash(scene, first, at, 1.6, size=34, big=True, die=die),
            wait(1.7), _told(scene, ev),
            _flash(scene, f"Rolled {ev['roll']}: {verdict}", at, 2.4, size=40, big=True,
                   edge=(230, 60, 50) if ev["success"] else (120, 160, 220)),
            call(land, sound="win" if ev["success"] else "error"), wait(1.6), call(end)]


def _effect_roll(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    box = scene.table.fight_box()
    at = (box.centerx, box.bottom + 60)
    tumbling = Die(int(ev["roll"]), at[0], at[1], size=76, roll_for=0.8, seed=scene.version)
    landed = Die(int(ev["roll"]), at[0], at[1], size=76, roll_for=0.0)
    line = text.describe_event(ev.to_json(), scene.view(None), scene.names()) or ""
    return [_flash(scene, "", at, 0.85, die=tumbling), call(lambda: None, sound="bag"),
            wait(0.85), _told(scene, ev), _flash(scene, line, at, 1.8, die=landed, big=True),
            wait(1.2)]


def _status(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    x, y = scene.table.seat_xy(int(ev["seat"]))
    line = status_line(ev.to_json(), scene.names())
    return [_flash(scene, line, (x, y - 90), 2.0, size=28), wait(0.7)]


def _phase_skipped(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    x, y = scene.table.seat_xy(int(ev["seat"]))
    line = text.describe_event(ev.to_json(), scene.view(None), scene.names()) or ""
    return [_flash(scene, line, (x, y - 90), 1.8, size=28), wait(0.7)]


def _turn(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    who = int(ev["seat"])
    x, y = scene.table.seat_xy(who)

    def header() -> None:
        scene.table.told_turn = who
    return [call(header), _flash(scene, f"{scene.seat_name(who)}'s turn!", (x, y - 80), 1.0, size=32,
                   edge=scene.seat_colour(who)), wait(0.3)]


def _drawn(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    table = scene.table
    n = min(3, int(ev.get("count") or 0))
    if not n:
        return []
    to = table.seat_xy(int(ev["seat"]))
    return [Together(*[_fly(scene, None, table.pile_xy(), to, 0.35 + 0.08 * k, 48, 60, arc=40,
                            sound="flip" if k == 0 else None) for k in range(n)])]


def _discarded(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    table = scene.table
    cid = ev["card"]
    return [Later(lambda: _fly(scene, cid, _hand_xy(scene, int(ev["seat"]), cid),
                               table.discard_xy(), 0.45, HAND_W, 48, arc=80))]


def _to_discard(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    table = scene.table
    cards = list(ev.get("cards") or ())
    if ev.get("seat") is not None:
        b = scene.batch
        if b is not None and any(e.kind == "discarded" for e in b.events):
            return []       # the action's own card: `discarded` shows it
        src = table.seat_xy(int(ev["seat"]))
        return [Together(*[_fly(scene, c, src, table.discard_xy(), 0.45, 90, 48, arc=60,
                                sound="flip" if k == 0 else None) for k, c in enumerate(cards)])]

    def go() -> Anim | None:
        playing = [c for c in cards if c in table.pic.in_play]
        if not playing:
            return None
        flights = [_fly(scene, c, _in_play_xy(scene, c), table.discard_xy(), 0.4, 110, 48,
                        arc=30, sound="flip" if k == 0 else None) for k, c in enumerate(playing)]
        for c in playing:
            table.hidden.add(c)
        return Together(*flights)

    def done() -> None:
        table.pic.apply(ev)
        for c in cards:
            table.hidden.discard(c)
        table.dice.clear()
        if table.target and table.pic.locate(table.target) is None:
            table.target = None
    return [Later(go), call(done)]


def _fight_over(scene: JunkyardScene) -> Anim:
    def clear() -> None:
        scene.table.target = None
        scene.table.dice.clear()
    return call(clear)


def _taken(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    table = scene.table
    cid = ev["card"]
    src = table.discard_xy() if ev.kind == "discard_taken" else _in_play_xy(scene, cid)
    return [Later(lambda: _fly(scene, cid, src, table.seat_xy(int(ev["seat"])), 0.5, 60, 90)),
            _apply(scene, ev)]


def _moved_cards(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    table = scene.table
    n = min(3, int(ev.get("count") or 0))
    a, b = table.seat_xy(int(ev["from_seat"])), table.seat_xy(int(ev["to_seat"]))
    return [Together(*[_fly(scene, None, a, b, 0.5 + 0.1 * k, 60, 60, arc=90,
                            sound="swap" if k == 0 else None) for k in range(max(1, n))])]


def _first(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    who = int(ev["seat"])
    x, y = scene.table.seat_xy(who)
    return [_flash(scene, f"{scene.seat_name(who)} goes first!", (x, y - 90), 1.6,
                   edge=scene.seat_colour(who)), wait(0.6)]


def _game_over(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    return [_fight_over(scene), wait(0.4)]


def _pile_empty(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    return [_flash(scene, "The pile is empty!", scene.table.pile_xy(), 2.0), wait(0.6)]


def _spoken(seconds: float) -> Show:
    def show(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
        return _say(scene, ev, seconds)
    return show


def _applied(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    return [_apply(scene, ev)]


def _nothing(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    return []


SILENT = (_nothing, False)

STORY: dict[str, tuple[Show, bool]] = {
    # the opening
    "deck_shuffled": SILENT,
    "monkey_start": (_applied, True),
    "first_player": (_first, True),
    # a turn
    "turn": (_turn, False),
    "cards_drawn": SILENT,                # secret: the hand shows it
    "cards_drawn_count": (_drawn, True),
    "deck_short": (_pile_empty, False),
    "pile_empty": (_pile_empty, False),
    "phase": SILENT,                      # the line at the top says it
    "phase_skipped": (_phase_skipped, True),
    "turn_end": SILENT,
    # building
    "card_played": (_card_played, False),  # the action's own line tells it
    "built": (_built, False),
    "reinforced": (_reinforced, False),
    # an attack
    "attack": (_attack, True),            # the target's strength, part by part
    "window": SILENT,                     # the countdown under the seat shows it
    "window_closed": SILENT,
    "reaction": (_applied, False),
    "attack_roll": (_attack_roll, False),  # told with the result, every number at once
    "attack_rerolled": (_rerolled, True),
    "attack_changed": (_spoken(1.8), True),
    "attack_cancelled": (_spoken(2.0), True),
    "attack_redirected": (_redirected, True),
    "attack_result": (_attack_result, True),
    "miss_effect": SILENT,
    "junk_destroyed": (_destroyed, True),   # told when a card did it
    "collision": (_collision, True),
    # cards
    "junk_moved": (_moved, True),
    "junk_swapped": (_swapped, True),
    "strength_changed": (_changed, True),
    "reinforcements_stripped": (_stripped, True),
    "monkey_moved": (_monkey, True),
    "lively_monkey": (_monkey, True),
    "monkey_scared": (_monkey, True),
    "status_added": (_status, True),
    "effect_roll": (_effect_roll, True),
    "effect_missed": (_spoken(1.8), True),
    "option_chosen": SILENT,
    "chosen": SILENT,                     # the action's own line tells it
    "card_moved": SILENT,                 # secret: which card
    "card_moved_count": (_moved_cards, True),
    "discard_taken": (_taken, True),
    "table_taken": (_taken, True),
    "discarded": (_discarded, False),     # the action's own line tells it
    "cards_discarded": (_to_discard, False),
    "hand_shown": SILENT,
    "deck_peeked": SILENT,
    "deck_peeked_count": SILENT,
    # the end
    "spank": (_spank, True),
    "win": (_game_over, True),
    "monkey_wins": (_game_over, True),
}


def animate(scene: JunkyardScene, ev: Event, seat: int | None) -> list[Anim]:
    show, _ = STORY.get(ev.kind, SILENT)
    try:
        return show(scene, ev, seat)
    except Exception as exc:  # a picture must never stop the match: the table resyncs
        log.warning("no animation for %s: %r", ev.kind, exc)
        return []


def log_line(scene: JunkyardScene, ev: Event) -> str | None:
    _, told = STORY.get(ev.kind, SILENT)
    if not told or (ev.kind in LATE and scene.queueing):
        return None     # a LATE event's own animation tells it (`_told`)
    return text.describe_event(ev.to_json(), scene.view(None), scene.names())


def action_line(scene: JunkyardScene, seat: int, action: Action, before: dict) -> str | None:
    if isinstance(action, Done) and before.get("window") and \
            (before.get("window") or {}).get("stage") != "defend":
        return None
    line = text.describe(action.to_json(), dict(before, names=scene.names()), seat)
    return line or None

