"""A tiny vector-ish drawing layer on top of pygame.draw.

Shapes are drawn on a supersampled surface and smooth-scaled down at the end,
which gives clean anti-aliasing. Every shape knows how to draw itself grown by
``g`` pixels, which is how the thick cartoon outlines are made: draw the grown
shape in ink, then the shape itself in its fill colour.

All coordinates are in *output* pixels (floats are fine); the canvas scales.
"""
from __future__ import annotations

import io
import math

import pygame

from .palette import INK

_FONT_CACHE: dict = {}
_FONT_BYTES: list[bytes] = []


def set_font_bytes(data: bytes) -> None:
    _FONT_BYTES[:] = [data]
    _FONT_CACHE.clear()


def font(size: int) -> pygame.font.Font:
    """Our own MonkeyRounded font at ``size`` px (supersampled callers scale)."""
    if not pygame.font.get_init():
        pygame.font.init()
    f = _FONT_CACHE.get(size)
    if f is None:
        f = pygame.font.Font(io.BytesIO(_FONT_BYTES[0]), size)
        _FONT_CACHE[size] = f
    return f


# --------------------------------------------------------------------------
# geometry helpers
# --------------------------------------------------------------------------
def cubic(p0, p1, p2, p3, n=24):
    pts = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        pts.append((u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
                    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1]))
    return pts


def quad(p0, p1, p2, n=20):
    pts = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        pts.append((u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
                    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]))
    return pts


def arc_pts(cx, cy, rx, ry, a0, a1, n=None, rot=0.0):
    """Points on an ellipse arc; angles in degrees, y axis pointing down,
    positive angles go clockwise on screen."""
    if n is None:
        n = max(8, int(abs(a1 - a0) / 4))
    cr, sr = math.cos(math.radians(rot)), math.sin(math.radians(rot))
    out = []
    for i in range(n + 1):
        a = math.radians(a0 + (a1 - a0) * i / n)
        x, y = rx * math.cos(a), ry * math.sin(a)
        out.append((cx + x * cr - y * sr, cy + x * sr + y * cr))
    return out


def smooth_closed(points, n=12):
    """Closed Catmull-Rom spline through points -> polygon."""
    out = []
    k = len(points)
    for i in range(k):
        p0, p1, p2, p3 = points[i - 1], points[i], points[(i + 1) % k], points[(i + 2) % k]
        for j in range(n):
            t = j / n
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * ((2 * p1[c]) + (-p0[c] + p2[c]) * t +
                                    (2 * p0[c] - 5 * p1[c] + 4 * p2[c] - p3[c]) * t2 +
                                    (-p0[c] + 3 * p1[c] - 3 * p2[c] + p3[c]) * t3) for c in (0, 1)))
    return out


def smooth_open(points, n=12):
    """Open Catmull-Rom spline through points."""
    pts = [points[0]] + list(points) + [points[-1]]
    out = []
    for i in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[i - 1], pts[i], pts[i + 1], pts[i + 2]
        for j in range(n):
            t = j / n
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * ((2 * p1[c]) + (-p0[c] + p2[c]) * t +
                                    (2 * p0[c] - 5 * p1[c] + 4 * p2[c] - p3[c]) * t2 +
                                    (-p0[c] + 3 * p1[c] - 3 * p2[c] + p3[c]) * t3) for c in (0, 1)))
    out.append(points[-1])
    return out


def rot_pts(pts, angle, cx, cy):
    c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    return [(cx + (x - cx) * c - (y - cy) * s, cy + (x - cx) * s + (y - cy) * c) for x, y in pts]


def star_pts(cx, cy, r_out, r_in, n=5, rot=-90):
    pts = []
    for i in range(n * 2):
        r = r_out if i % 2 == 0 else r_in
        a = math.radians(rot + 180 * i / n)
        pts.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return pts


def rrect_pts(x, y, w, h, r, n=8):
    r = min(r, w / 2, h / 2)
    pts = []
    for cx, cy, a0 in ((x + w - r, y + r, -90), (x + w - r, y + h - r, 0),
                       (x + r, y + h - r, 90), (x + r, y + r, 180)):
        pts += arc_pts(cx, cy, r, r, a0, a0 + 90, n)
    return pts


# --------------------------------------------------------------------------
# shapes
# --------------------------------------------------------------------------
class Shape:
    def draw(self, cv: "Canvas", surf, color, g=0.0):
        raise NotImplementedError

    def bbox(self):
        """(x0, y0, x1, y1) in output px."""
        raise NotImplementedError


def _pts_bbox(pts, pad=0.0):
    xs = [p[0] for p in pts]
    ys = [p[1] for p in pts]
    return (min(xs) - pad, min(ys) - pad, max(xs) + pad, max(ys) + pad)


class Circle(Shape):
    def __init__(self, x, y, r):
        self.x, self.y, self.r = x, y, r

    def bbox(self):
        return (self.x - self.r, self.y - self.r, self.x + self.r, self.y + self.r)

    def draw(self, cv, surf, color, g=0.0):
        s = cv.ss
        pygame.draw.circle(surf, color, (round(self.x * s), round(self.y * s)), max(1, round((self.r + g) * s)))


class Ellipse(Shape):
    def __init__(self, x, y, rx, ry, rot=0.0):
        self.x, self.y, self.rx, self.ry, self.rot = x, y, rx, ry, rot

    def bbox(self):
        m = max(self.rx, self.ry)
        return (self.x - m, self.y - m, self.x + m, self.y + m)

    def draw(self, cv, surf, color, g=0.0):
        s = cv.ss
        rx, ry = self.rx + g, self.ry + g
        if self.rot % 180 == 0:
            rect = pygame.Rect(0, 0, round(2 * rx * s), round(2 * ry * s))
            rect.center = (round(self.x * s), round(self.y * s))
            pygame.draw.ellipse(surf, color, rect)
        else:
            n = max(48, int((rx + ry) * s / 6))
            pts = arc_pts(self.x, self.y, rx, ry, 0, 360, n, self.rot)
            pygame.draw.polygon(surf, color, [(x * s, y * s) for x, y in pts])


def _seg(surf, color, a, b, w):
    """Thick segment (w = full width, in surface px) with round ends."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy)
    r = w / 2
    if d > 1e-6:
        nx, ny = -dy / d * r, dx / d * r
        pygame.draw.polygon(surf, color, [(a[0] + nx, a[1] + ny), (b[0] + nx, b[1] + ny),
                                          (b[0] - nx, b[1] - ny), (a[0] - nx, a[1] - ny)])
    if r >= 0.5:
        pygame.draw.circle(surf, color, (round(a[0]), round(a[1])), round(r))
        pygame.draw.circle(surf, color, (round(b[0]), round(b[1])), round(r))


class Poly(Shape):
    def __init__(self, pts):
        self.pts = list(pts)

    def bbox(self):
        return _pts_bbox(self.pts)

    def draw(self, cv, surf, color, g=0.0):
        s = cv.ss
        sp = [(x * s, y * s) for x, y in self.pts]
        if len(sp) >= 3:
            pygame.draw.polygon(surf, color, sp)
        if g > 0:
            w = 2 * g * s
            for i in range(len(sp)):
                _seg(surf, color, sp[i - 1], sp[i], w)


class Stroke(Shape):
    """Round-capped, round-joined polyline of width ``w`` (output px)."""

    def __init__(self, pts, w):
        self.pts, self.w = list(pts), w

    def bbox(self):
        return _pts_bbox(self.pts, self.w / 2)

    def draw(self, cv, surf, color, g=0.0):
        s = cv.ss
        sp = [(x * s, y * s) for x, y in self.pts]
        w = (self.w + 2 * g) * s
        if len(sp) == 1:
            pygame.draw.circle(surf, color, (round(sp[0][0]), round(sp[0][1])), round(w / 2))
        for i in range(1, len(sp)):
            _seg(surf, color, sp[i - 1], sp[i], w)


class RRect(Shape):
    def __init__(self, x, y, w, h, r):
        self.x, self.y, self.w, self.h, self.r = x, y, w, h, r

    def bbox(self):
        return (self.x, self.y, self.x + self.w, self.y + self.h)

    def draw(self, cv, surf, color, g=0.0):
        s = cv.ss
        rect = pygame.Rect(round((self.x - g) * s), round((self.y - g) * s),
                           round((self.w + 2 * g) * s), round((self.h + 2 * g) * s))
        pygame.draw.rect(surf, color, rect, border_radius=max(0, round((self.r + g) * s)))


# --------------------------------------------------------------------------
# canvas
# --------------------------------------------------------------------------
class Canvas:
    def __init__(self, w, h, ss=4, clear=(*INK, 0)):
        self.w, self.h, self.ss = w, h, ss
        self.clear = clear
        self.surf = pygame.Surface((w * ss, h * ss), pygame.SRCALPHA)
        self.surf.fill(clear)

    # layers ---------------------------------------------------------------
    def layer(self, clear=None):
        s = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
        s.fill(self.clear if clear is None else clear)
        return s

    def blit(self, layer, alpha=None):
        if alpha is not None:
            layer = layer.copy()
            layer.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(layer, (0, 0))

    def mask_of(self, shapes):
        """White layer whose alpha is the union of shapes (for clipping)."""
        m = self.layer((255, 255, 255, 0))
        for sh in shapes:
            sh.draw(self, m, (255, 255, 255, 255))
        return m

    def clipped(self, layer, mask):
        out = layer.copy()
        out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        return out

    # drawing --------------------------------------------------------------
    def fill(self, shapes, color, surf=None):
        surf = self.surf if surf is None else surf
        if isinstance(shapes, Shape):
            shapes = [shapes]
        for sh in shapes:
            sh.draw(self, surf, color)

    def draw(self, shapes, color, outline=INK, ow=5.0, surf=None):
        """Fill shapes (a union) with a thick outline around the union."""
        surf = self.surf if surf is None else surf
        if isinstance(shapes, Shape):
            shapes = [shapes]
        if outline is not None and ow > 0:
            for sh in shapes:
                sh.draw(self, surf, outline, ow)
        for sh in shapes:
            sh.draw(self, surf, color)

    def _rect(self, shapes):
        """Supersampled pygame.Rect covering shapes (clipped to the canvas)."""
        boxes = [sh.bbox() for sh in shapes]
        x0 = min(b[0] for b in boxes)
        y0 = min(b[1] for b in boxes)
        x1 = max(b[2] for b in boxes)
        y1 = max(b[3] for b in boxes)
        s = self.ss
        r = pygame.Rect(int(math.floor(x0 * s)) - 2, int(math.floor(y0 * s)) - 2,
                        int(math.ceil((x1 - x0) * s)) + 5, int(math.ceil((y1 - y0) * s)) + 5)
        return r.clip(self.surf.get_rect())

    def _scratch(self, i):
        if not hasattr(self, "_scr"):
            self._scr = [pygame.Surface(self.surf.get_size(), pygame.SRCALPHA) for _ in range(2)]
        return self._scr[i]

    def shade(self, base_shapes, shade_shapes, color, alpha=255):
        """Paint shade_shapes clipped to base_shapes (for highlights/shadows)."""
        if isinstance(base_shapes, Shape):
            base_shapes = [base_shapes]
        if isinstance(shade_shapes, Shape):
            shade_shapes = [shade_shapes]
        rect = self._rect(base_shapes)
        if rect.w <= 0 or rect.h <= 0:
            return
        lay, mask = self._scratch(0), self._scratch(1)
        lay.fill((*color[:3], 0), rect)
        for sh in shade_shapes:
            sh.draw(self, lay, (*color[:3], alpha))
        mask.fill((255, 255, 255, 0), rect)
        for sh in base_shapes:
            sh.draw(self, mask, (255, 255, 255, 255))
        lay.blit(mask, rect.topleft, area=rect, special_flags=pygame.BLEND_RGBA_MULT)
        self.surf.blit(lay, rect.topleft, area=rect)

    def overlay(self, shapes, color, alpha):
        """Paint shapes with partial opacity (blended over what is there)."""
        if isinstance(shapes, Shape):
            shapes = [shapes]
        rect = self._rect(shapes)
        if rect.w <= 0 or rect.h <= 0:
            return
        lay = self._scratch(0)
        lay.fill((*color[:3], 0), rect)
        for sh in shapes:
            sh.draw(self, lay, (*color[:3], alpha))
        self.surf.blit(lay, rect.topleft, area=rect)

    def outline_layer(self, layer, ow=5.0, outline=INK, surf=None):
        """Blit ``layer`` with a thick outline around everything opaque in it."""
        surf = self.surf if surf is None else surf
        rad = max(1, round(ow * self.ss))
        m = pygame.mask.from_surface(layer, 127)
        disk_s = pygame.Surface((2 * rad + 1, 2 * rad + 1), pygame.SRCALPHA)
        pygame.draw.circle(disk_s, (255, 255, 255, 255), (rad, rad), rad)
        dil = m.convolve(pygame.mask.from_surface(disk_s, 127))
        o = dil.to_surface(setcolor=(*outline[:3], 255), unsetcolor=(*outline[:3], 0))
        surf.blit(o, (-rad, -rad))
        surf.blit(layer, (0, 0))

    def text(self, s, cx, cy, size, color, outline=INK, ow=0.0, anchor="center"):
        """Draw text with our font, centred at (cx, cy) in output px."""
        f = font(max(4, round(size * self.ss)))
        img = f.render(s, True, color)
        r = img.get_rect()
        # centre on the ink, not on the line box
        bb = img.get_bounding_rect()
        px, py = cx * self.ss, cy * self.ss
        if anchor == "center":
            off = (round(px - bb.centerx), round(py - bb.centery))
        elif anchor == "left":
            off = (round(px - bb.left), round(py - bb.centery))
        else:
            off = (round(px - r.centerx), round(py - r.centery))
        if outline is not None and ow > 0:
            ink = f.render(s, True, outline)
            rad = ow * self.ss
            steps = max(16, int(rad * 2))
            for i in range(steps):
                a = 2 * math.pi * i / steps
                for k in (1.0, 0.5):
                    self.surf.blit(ink, (off[0] + round(math.cos(a) * rad * k), off[1] + round(math.sin(a) * rad * k)))
        self.surf.blit(img, off)

    def blit_image(self, img, x, y, w=None, h=None):
        """Blit an output-resolution or other surface scaled into place."""
        if w is not None:
            img = pygame.transform.smoothscale(img, (round(w * self.ss), round(h * self.ss)))
        self.surf.blit(img, (round(x * self.ss), round(y * self.ss)))

    def result(self) -> pygame.Surface:
        if self.ss == 1:
            return self.surf.copy()
        return pygame.transform.smoothscale(self.surf, (self.w, self.h))


def blur(surf: pygame.Surface, factor=8, passes=2) -> pygame.Surface:
    """Cheap soft blur by repeated down/up smooth scaling."""
    w, h = surf.get_size()
    out = surf
    for _ in range(passes):
        small = pygame.transform.smoothscale(out, (max(1, w // factor), max(1, h // factor)))
        out = pygame.transform.smoothscale(small, (w, h))
    return out
