"""The screen audit: does every text on this screen fit, show whole and read big enough?

    from tests.support.screen_audit import audit, assert_screen_ok

    findings = audit(app)          # or audit(scene): one frame drawn, findings in words
    assert_screen_ok(app)          # AssertionError listing every finding
    assert_screen_ok(app, allow=("Memory:",))   # findings naming these words pass

One frame of the app (every visible scene, toasts) or of one scene is drawn onto
a recording canvas while `game.ui.textlog.LOG` is on. Texts come from
`draw_text` (which knows its role and box) and from any blit of a picture that
`text()` rendered; pictures painted on other surfaces (cards, layers, the log)
are followed onto the canvas when they are blitted, copied, scaled or turned
(a text scaled by half counts at half its font size). Rules:

- a text drawn for a box (a button's label) stays inside it;
- no text is cut off by the edge or the clip rectangle of what it is drawn on;
- no picture is drawn over a text's letters afterwards (a full-screen shade or
  backdrop is an overlay: what was beneath it is no longer on this screen);
- no two texts' letters overlap (a text's own drop shadow excepted);
- a "decide" text (the default) is 28 px or more, "secondary" and "log" 22 px.

While the frame is drawn, `pygame.Surface` makes recording surfaces,
`pygame.transform`'s scalings and turns carry texts along, and every cached layer,
log panel and lru-cached picture of game/ui and game/scenes paints afresh, so
nothing painted in an earlier frame escapes the audit. A turned text is checked
by its bounds, and not for overlaps.
"""
from __future__ import annotations

import contextlib
import functools
import math
import sys
from typing import Iterable

import pygame

from game.ui import textlog
from game.ui.textaudit import Drawn, TextLog
from game.ui.textlog import DECIDE

MIN_PX = {textlog.DECIDE: 28, textlog.SECONDARY: 22, textlog.LOG_ROLE: 22}
LOGICAL = (1920, 1080)
_REAL = pygame.Surface


class _AnySurface(type):
    # while pygame.Surface is RecordingSurface, `isinstance(x, pygame.Surface)`
    # must still hold for the plain surfaces fonts and image loading make
    def __instancecheck__(cls, obj) -> bool:
        return isinstance(obj, _REAL)


class RecordingSurface(_REAL, metaclass=_AnySurface):
    """A surface that carries the texts of what is blitted onto it."""

    def blit(self, source, dest=(0, 0), area=None, special_flags=0):
        done = super().blit(source, dest, area, special_flags)
        if textlog.LOG is not None:
            _blitted(textlog.LOG, self, source, dest, area)
        return done

    def blits(self, blit_sequence, doreturn=True):
        out = [self.blit(*item) for item in blit_sequence]
        return out if doreturn else None

    def fblits(self, blit_sequence, special_flags=0):
        for src, dest in blit_sequence:
            self.blit(src, dest, None, special_flags)

    def subsurface(self, *rect):
        """A part of a picture with texts on it comes back as a copy of that part that
        carries them: the game code here only ever reads such a part (or copies it)."""
        sub = super().subsurface(*rect)
        log = textlog.LOG
        if log is None or not log.by_surface.get(id(self)):
            return sub
        x, y = sub.get_offset()
        part = RecordingSurface(sub.get_size(), pygame.SRCALPHA)
        part.blit(sub, (0, 0), special_flags=pygame.BLEND_RGBA_ADD)
        here = log.on(part)
        for d in log.by_surface[id(self)]:
            moved = d.moved(-x, -y)
            moved.clip = (moved.clip or part.get_rect()).clip(part.get_rect())
            here.append(moved)
        return part

    # a copy shows the same texts
    def copy(self):
        return _carry(self, super().copy())

    def convert(self, *a):
        return _carry(self, super().convert(*a))

    def convert_alpha(self, *a):
        return _carry(self, super().convert_alpha(*a))


def _carry(src: pygame.Surface, out: pygame.Surface) -> pygame.Surface:
    log = textlog.LOG
    if log is not None and log.by_surface.get(id(src)):
        log.on(out).extend(log.by_surface[id(src)])
    return out


def _scaled(d: Drawn, fx: float, fy: float) -> Drawn:
    def r(rect: pygame.Rect) -> pygame.Rect:
        return pygame.Rect(round(rect.x * fx), round(rect.y * fy), round(rect.w * fx),
                           round(rect.h * fy))
    mask = d.mask
    if mask is not None:
        w, h = round(mask.get_size()[0] * fx), round(mask.get_size()[1] * fy)
        mask = mask.scale((w, h)) if w > 0 and h > 0 else None
    return Drawn(d.text, round(d.size * fy), r(d.ink), d.role, r(d.box) if d.box else None,
                 r(d.clip) if d.clip else None, d.covered, mask,
                 (round(d.at[0] * fx), round(d.at[1] * fy)), d.tilted)


def _turned(d: Drawn, angle: float, zoom: float, src: tuple[int, int],
            out: tuple[int, int]) -> Drawn:
    """`d` on a picture turned by `angle` degrees (anticlockwise) and zoomed: its
    rectangles become the bounds of their turned corners."""
    c, s = math.cos(math.radians(angle)) * zoom, math.sin(math.radians(angle)) * zoom
    cx, cy, ox, oy = src[0] / 2, src[1] / 2, out[0] / 2, out[1] / 2

    def r(rect: pygame.Rect) -> pygame.Rect:
        pts = [((x - cx) * c + (y - cy) * s + ox, -(x - cx) * s + (y - cy) * c + oy)
               for x, y in ((rect.left, rect.top), (rect.right, rect.top),
                            (rect.left, rect.bottom), (rect.right, rect.bottom))]
        xs, ys = [p[0] for p in pts], [p[1] for p in pts]
        return pygame.Rect(round(min(xs)), round(min(ys)), round(max(xs) - min(xs)),
                           round(max(ys) - min(ys)))
    square = round(angle) % 90 == 0
    return Drawn(d.text, round(d.size * zoom), r(d.ink), d.role, r(d.box) if d.box else None,
                 r(d.clip) if d.clip else None, d.covered, None, (0, 0), d.tilted or not square)


def _following(name: str, real):
    """pygame.transform.`name`, carrying the texts of the picture it scales or turns."""
    def transformed(surface, *a, **kw):
        out = real(surface, *a, **kw)
        log = textlog.LOG
        drawn = log.by_surface.get(id(surface)) if log is not None else None
        if log is not None and drawn:
            (sw, sh), (ow, oh) = surface.get_size(), out.get_size()
            if name in ("rotate", "rotozoom"):
                angle = float(a[0] if a else kw.get("angle", 0))
                zoom = float(a[1] if len(a) > 1 else kw.get("scale", 1)) \
                    if name == "rotozoom" else 1.0
                log.on(out).extend(_turned(d, angle, zoom, (sw, sh), (ow, oh)) for d in drawn)
            elif sw and sh:
                log.on(out).extend(_scaled(d, ow / sw, oh / sh) for d in drawn)
        return out
    return transformed


TRANSFORMS = ("scale", "smoothscale", "scale_by", "smoothscale_by", "rotate", "rotozoom")


def _topleft(dest) -> tuple[int, int]:
    if isinstance(dest, pygame.Rect):
        return dest.topleft
    return int(dest[0]), int(dest[1])


def _blitted(log: TextLog, target: pygame.Surface, src: pygame.Surface, dest, area) -> None:
    x, y = _topleft(dest)
    dx, dy = (x - area[0], y - area[1]) if area is not None else (x, y)
    shows = target.get_clip()
    if area is not None:
        shows = shows.clip(pygame.Rect(area).move(dx, dy))
    here = log.on(target)
    known = log.rendered.get(id(src))
    if known is not None:                     # a picture of text, blitted by its caller
        _, s, size = known
        if log.expect is not None and log.expect[:3] == (id(target), s, size) \
                and abs(x - log.expect[3][0]) <= 4 and abs(y - log.expect[3][1]) <= 4:
            return                              # its caller recorded it already
        ink = src.get_bounding_rect().move(dx, dy)
        if s.strip() and ink.w:
            here.append(Drawn(s, size, ink, DECIDE, None, shows,
                              mask=pygame.mask.from_surface(src), at=(dx, dy)))
        return
    _cover(here, target, src, (dx, dy), shows)
    for d in log.by_surface.get(id(src), ()):
        moved = d.moved(dx, dy)
        moved.clip = moved.clip.clip(shows) if moved.clip is not None else shows
        here.append(moved)


def _cover(here: list[Drawn], target: pygame.Surface, src: pygame.Surface,
           at: tuple[int, int], shows: pygame.Rect) -> None:
    """A picture blitted over texts already on `target`: mark or drop what it hides."""
    span = src.get_rect(topleft=at).clip(shows)
    hit = [d for d in here if d.ink.colliderect(span)]
    if not hit:
        return
    pic = pygame.mask.from_surface(src)
    whole = span.contains(target.get_rect()) and pic.count() >= 0.95 * src.get_width() \
        * src.get_height()
    if not whole:   # a see-through shade over part of the table hides no letters
        pic = pygame.mask.from_surface(src, 200)
    for d in hit:
        if d.mask is None:
            continue
        under = pic.overlap_area(d.mask, (d.at[0] - at[0], d.at[1] - at[1]))
        if whole and under:
            here.remove(d)                     # beneath an overlay: not on this screen
        elif under >= 6:
            d.covered = True


@functools.lru_cache(maxsize=1)
def _cache_owners() -> tuple:
    from game.ui.layers import Layer
    from game.ui.log_panel import LogPanel
    return Layer, LogPanel


@contextlib.contextmanager
def _paint_afresh():
    """Every cached picture that may hold text is painted afresh in this frame:
    each layer and log panel the frame draws forgets its cache at its first
    use (they are caught at use: finding them among all of Python's objects
    cost more than the frame), and the lru-cached pictures are cleared."""
    layer, log_panel = _cache_owners()
    fresh: set[int] = set()
    surface, draw = layer.surface, log_panel.draw

    def layer_surface(self, key):
        if id(self) not in fresh:
            fresh.add(id(self))
            self.forget()
        return surface(self, key)

    def panel_draw(self, *args, **kwargs):
        if id(self) not in fresh:
            fresh.add(id(self))
            self._cache = None
        return draw(self, *args, **kwargs)

    _clear_lru_caches()
    layer.surface, log_panel.draw = layer_surface, panel_draw
    try:
        yield
    finally:
        layer.surface, log_panel.draw = surface, draw


def _clear_lru_caches() -> None:
    for name, mod in list(sys.modules.items()):
        if not name.startswith(("game.scenes", "game.ui")) or name == "game.ui.assets":
            continue
        for value in list(vars(mod).values()):
            if isinstance(value, functools._lru_cache_wrapper) \
                    and getattr(value, "__module__", "") == name:
                value.cache_clear()


def record(draw) -> list[Drawn]:
    """The texts left on a 1920x1080 canvas by `draw(canvas)`."""
    if textlog.LOG is not None:
        raise RuntimeError("the screen audit is already recording")
    log = textlog.LOG = TextLog()
    pygame.Surface = RecordingSurface        # type: ignore[misc]
    real = {name: getattr(pygame.transform, name) for name in TRANSFORMS}
    for name, fn in real.items():
        setattr(pygame.transform, name, _following(name, fn))
    try:
        canvas = RecordingSurface(LOGICAL)
        with _paint_afresh():
            draw(canvas)
        return list(log.on(canvas))
    finally:
        pygame.Surface = _REAL                 # type: ignore[misc]
        for name, fn in real.items():
            setattr(pygame.transform, name, fn)
        textlog.LOG = None


def record_app(app) -> list[Drawn]:
    def draw(canvas):
        real, app.display.canvas = app.display.canvas, canvas
        try:
            app.draw()
        finally:
            app.display.canvas = real
    return record(draw)


def _shadow(a: Drawn, b: Drawn) -> bool:
    """b is a's drop shadow, outline or copy: same words, a few pixels apart."""
    near = max(4, a.size // 8)    # an outline is drawn as shadows all around
    return a.text == b.text and a.size == b.size and \
        abs(a.ink.x - b.ink.x) <= near and abs(a.ink.y - b.ink.y) <= near


def findings_of(drawn: Iterable[Drawn]) -> list[str]:
    """Plain-words findings: which text, which rule, the sizes."""
    out: list[str] = []
    shown: list[Drawn] = []
    for d in drawn:
        if d.clip is not None and not d.ink.colliderect(d.clip):
            continue                           # wholly outside what shows: not on screen
        shown.append(d)
        least = MIN_PX.get(d.role, 28)
        if d.size < least:
            what = "a word or number a player decides by" if d.role == DECIDE else \
                f"{d.role} text"
            hint = " (mark it role='secondary' if nobody decides by it)" \
                if d.role == DECIDE and d.size >= 22 else ""
            out.append(f"'{d.text}' is {d.size} px: {what} needs {least} px or more{hint}")
        if d.box is not None and not d.box.contains(d.ink):
            out.append(f"'{d.text}' ({d.size} px) runs out of its box: its letters span "
                       f"{_r(d.ink)}, the box is {_r(d.box)}")
        if d.clip is not None and not d.clip.contains(d.ink):
            out.append(f"'{d.text}' ({d.size} px) is cut off: its letters span {_r(d.ink)}, "
                       f"only {_r(d.clip)} shows")
        if d.covered:
            out.append(f"'{d.text}' ({d.size} px) at {_r(d.ink)} is partly covered by a "
                       "picture drawn over it")
    for i, a in enumerate(shown):
        for b in shown[i + 1:]:
            both = a.ink.clip(b.ink)
            if both.w > 1 and both.h > 1 and not (a.tilted or b.tilted) and not _shadow(a, b):
                out.append(f"'{a.text}' ({a.size} px, {_r(a.ink)}) and '{b.text}' "
                           f"({b.size} px, {_r(b.ink)}) overlap")
    return list(dict.fromkeys(out))


def _r(r: pygame.Rect) -> str:
    return f"{r.w}x{r.h} at ({r.x}, {r.y})"


def audit(app_or_scene) -> list[str]:
    """Draw one frame of an App (every visible scene) or of one scene; the findings."""
    if hasattr(app_or_scene, "stack"):
        return findings_of(record_app(app_or_scene))
    return findings_of(record(app_or_scene.draw))


def assert_screen_ok(app_or_scene, allow: Iterable[str] = ()) -> None:
    """AssertionError naming every finding, except those containing an `allow` string."""
    allowed = tuple(allow)
    bad = [f for f in audit(app_or_scene) if not any(a in f for a in allowed)]
    if bad:
        top = getattr(getattr(app_or_scene, "stack", None), "top", app_or_scene)
        raise AssertionError(f"screen audit of {type(top).__name__}: {len(bad)} finding(s):\n"
                             + "\n".join(f"- {f}" for f in bad))
