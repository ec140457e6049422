"""MonkeyRounded: an original rounded display/body font, built from strokes.

Every glyph is described as centre-line strokes (lines and elliptical arcs) on a
1000-unit em. Each stroke is turned into the outline of a thick, round-capped
pen stroke; overlapping contours are merged by the renderer's non-zero fill.
The result is a bold, friendly, monoline typeface that stays readable from a
sofa. Run through ``tools/make_assets.py``; the output is deterministic.
"""
from __future__ import annotations

import io
import math

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

UPM = 1000
R = 62            # half the stroke width (stroke = 124 units)
SB = 52           # side bearing on each side of the ink
CAP = 700         # cap height (outer edge)
XH = 530          # x-height (outer edge)
ASC = 750         # ascender (outer edge)
DESC = -230       # descender (outer edge)

# centre-line heights
B = R                 # baseline stroke centre
T = XH - R            # x-height stroke centre
M = (B + T) / 2       # lowercase middle
CT = CAP - R          # cap stroke centre
CM = (B + CT) / 2     # capital middle
AT = ASC - R          # ascender centre
D = DESC + R          # descender centre

SPLIT_DEG = 32        # polyline corners sharper than this get a round join
STEP = 22             # arc sampling step in font units

FAMILY = "Monkey Rounded"
VERSION = "1.000"
FIXED_TIME = 3_786_825_600  # 2024-01-01 in Mac epoch seconds (deterministic)


# --------------------------------------------------------------------------
# glyph description helpers
# --------------------------------------------------------------------------
class G:
    """A glyph under construction: strokes (polylines) and dots."""

    def __init__(self):
        self.strokes: list[list[tuple[float, float]]] = []
        self.dots: list[tuple[float, float, float]] = []
        self._cur: list | None = None

    # path building -------------------------------------------------------
    def M(self, x, y):
        self._cur = [(float(x), float(y))]
        self.strokes.append(self._cur)
        return self

    def L(self, x, y):
        if self._cur is None:
            return self.M(x, y)
        self._cur.append((float(x), float(y)))
        return self

    def line(self, *pts):
        """Polyline through the given (x, y) pairs as a new stroke."""
        self.M(*pts[0])
        for p in pts[1:]:
            self.L(*p)
        return self

    def A(self, cx, cy, rx, ry, a0, a1):
        """Elliptical arc from angle a0 to a1 (degrees, ccw positive)."""
        span = math.radians(a1 - a0)
        length = abs(span) * (rx + ry) / 2
        n = max(3, int(math.ceil(length / STEP)))
        pts = []
        for i in range(n + 1):
            a = math.radians(a0) + span * i / n
            pts.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
        if self._cur is None:
            self.M(*pts[0])
        elif _dist(self._cur[-1], pts[0]) > 0.5:
            self._cur.append(pts[0])
        self._cur.extend(pts[1:])
        return self

    def arc(self, cx, cy, rx, ry, a0, a1):
        self._cur = None
        return self.A(cx, cy, rx, ry, a0, a1)

    def ring(self, cx, cy, rx, ry):
        """Closed ellipse stroke."""
        self._cur = None
        self.A(cx, cy, rx, ry, 90, 450)
        self._cur[-1] = self._cur[0]
        self._cur = None
        return self

    def dot(self, x, y, r=R * 1.18):
        self.dots.append((float(x), float(y), float(r)))
        self._cur = None
        return self

    def end(self):
        self._cur = None
        return self


def _dist(a, b):
    return math.hypot(a[0] - b[0], a[1] - b[1])


# --------------------------------------------------------------------------
# stroke -> outline
# --------------------------------------------------------------------------
def _dedupe(pts):
    out = [pts[0]]
    for p in pts[1:]:
        if _dist(p, out[-1]) > 0.5:
            out.append(p)
    return out


def _split(pts):
    """Split a polyline at sharp corners."""
    pieces, cur = [], [pts[0]]
    for i in range(1, len(pts) - 1):
        cur.append(pts[i])
        a = math.atan2(pts[i][1] - pts[i - 1][1], pts[i][0] - pts[i - 1][0])
        b = math.atan2(pts[i + 1][1] - pts[i][1], pts[i + 1][0] - pts[i][0])
        turn = abs((math.degrees(b - a) + 180) % 360 - 180)
        if turn > SPLIT_DEG:
            pieces.append(cur)
            cur = [pts[i]]
    cur.append(pts[-1])
    pieces.append(cur)
    return pieces


def _unit(dx, dy):
    d = math.hypot(dx, dy) or 1.0
    return dx / d, dy / d


def _tangents(pts, closed):
    n = len(pts)
    ts = []
    for i in range(n):
        if closed:
            a, b = pts[i - 1], pts[(i + 1) % n]
        else:
            a = pts[max(0, i - 1)]
            b = pts[min(n - 1, i + 1)]
        ts.append(_unit(b[0] - a[0], b[1] - a[1]))
    return ts


def _area(poly):
    s = 0.0
    for i in range(len(poly)):
        x0, y0 = poly[i - 1]
        x1, y1 = poly[i]
        s += x0 * y1 - x1 * y0
    return s / 2


def _cap(center, start_vec, mid_vec, r):
    """Quadratic segments for a half circle: returns list of (ctrl, on) pairs."""
    cx, cy = center
    nx, ny = start_vec
    tx, ty = mid_vec
    segs = []
    k = 1 / math.cos(math.radians(22.5))
    for i in range(4):
        a_mid = math.radians(45 * i + 22.5)
        a_end = math.radians(45 * (i + 1))
        ctrl = (cx + r * k * (math.cos(a_mid) * nx + math.sin(a_mid) * tx),
                cy + r * k * (math.cos(a_mid) * ny + math.sin(a_mid) * ty))
        on = (cx + r * (math.cos(a_end) * nx + math.sin(a_end) * tx),
              cy + r * (math.cos(a_end) * ny + math.sin(a_end) * ty))
        segs.append((ctrl, on))
    return segs


class Contour:
    """A contour as a list of (point, on_curve) entries."""

    def __init__(self, pts):
        self.pts = pts

    def poly(self):
        return [p for p, _ in self.pts]

    def reversed(self):
        # Reverse keeping on/off structure (valid for implied-on sequences).
        return Contour(list(reversed(self.pts)))


def _open_stroke(pts, r):
    ts = _tangents(pts, False)
    left = [(p[0] - t[1] * r, p[1] + t[0] * r) for p, t in zip(pts, ts)]
    right = [(p[0] + t[1] * r, p[1] - t[0] * r) for p, t in zip(pts, ts)]
    smooth = len(pts) > 2
    out = []
    # left side forward
    out.append((left[0], True))
    for p in left[1:-1]:
        out.append((p, not smooth))
    out.append((left[-1], True))
    # end cap: from +n through +t to -n
    t = ts[-1]
    n = (-t[1], t[0])
    for ctrl, on in _cap(pts[-1], n, t, r):
        out.append((ctrl, False))
        out.append((on, True))
    out.pop()  # last cap point equals right[-1]
    out.append((right[-1], True))
    for p in reversed(right[1:-1]):
        out.append((p, not smooth))
    out.append((right[0], True))
    t = ts[0]
    n = (t[1], -t[0])  # -normal
    for ctrl, on in _cap(pts[0], n, (-t[0], -t[1]), r):
        out.append((ctrl, False))
        out.append((on, True))
    out.pop()  # equals left[0]
    return [Contour(out)]


def _closed_stroke(pts, r):
    pts = pts[:-1]
    ts = _tangents(pts, True)
    left = [(p[0] - t[1] * r, p[1] + t[0] * r) for p, t in zip(pts, ts)]
    right = [(p[0] + t[1] * r, p[1] - t[0] * r) for p, t in zip(pts, ts)]
    return [Contour([(p, False) for p in left]), Contour([(p, False) for p in right])]


def _dot(x, y, r):
    k = 1 / math.cos(math.radians(22.5))
    pts = []
    for i in range(8):
        a = math.radians(45 * i)
        am = math.radians(45 * i + 22.5)
        pts.append(((x + r * math.cos(a), y + r * math.sin(a)), True))
        pts.append(((x + r * k * math.cos(am), y + r * k * math.sin(am)), False))
    return Contour(pts)


def _has_corner(pts):
    ring = pts[:-1] if _dist(pts[0], pts[-1]) < 0.5 else pts
    n = len(ring)
    for i in range(n):
        a, b, c = ring[i - 1], ring[i], ring[(i + 1) % n]
        t1 = math.atan2(b[1] - a[1], b[0] - a[0])
        t2 = math.atan2(c[1] - b[1], c[0] - b[0])
        if abs((math.degrees(t2 - t1) + 180) % 360 - 180) > SPLIT_DEG:
            return True
    return False


def outline(g: G, r=R):
    contours = []
    for stroke in g.strokes:
        if not stroke:
            continue
        pts = _dedupe(stroke)
        closed = len(pts) > 3 and _dist(stroke[0], stroke[-1]) < 0.5
        if closed and _has_corner(pts):
            closed = False  # a closed polyline with corners: stroke it as an open path
        if closed:
            outer, inner = _closed_stroke(pts + [pts[0]], r)
            if abs(_area(outer.poly())) < abs(_area(inner.poly())):
                outer, inner = inner, outer
            if _area(outer.poly()) > 0:
                outer = outer.reversed()
            if _area(inner.poly()) < 0:
                inner = inner.reversed()
            contours += [outer, inner]
            continue
        if len(pts) == 1:
            c = _dot(pts[0][0], pts[0][1], r)
        else:
            for piece in _split(pts):
                for c in _open_stroke(piece, r):
                    contours.append(c if _area(c.poly()) < 0 else c.reversed())
            continue
        contours.append(c if _area(c.poly()) < 0 else c.reversed())
    for x, y, rr in g.dots:
        c = _dot(x, y, rr)
        contours.append(c if _area(c.poly()) < 0 else c.reversed())
    return contours


def bounds(contours):
    xs = [p[0] for c in contours for p, _ in c.pts]
    ys = [p[1] for c in contours for p, _ in c.pts]
    return min(xs), min(ys), max(xs), max(ys)


# --------------------------------------------------------------------------
# the designs
# --------------------------------------------------------------------------
def _bowl(g, cx, rx=195):
    """A round lowercase bowl centred at cx."""
    return g.ring(cx, M, rx, (T - B) / 2)


def design() -> dict[str, G]:
    gl: dict[str, G] = {}

    def new(ch):
        g = G()
        gl[ch] = g
        return g

    h = (T - B) / 2  # lowercase bowl vertical radius

    # ---------------- lowercase ----------------
    g = new("a"); _bowl(g, 190, 190); g.line((380, T), (380, B))
    g = new("b"); g.line((0, AT), (0, B)); _bowl(g, 195, 195)
    g = new("c"); g.arc(205, M, 205, h, 42, 318)
    g = new("d"); _bowl(g, 195, 195); g.line((390, AT), (390, B))
    g = new("e"); g.line((14, M - 6), (400, M - 6)); g.M(400, M - 6).A(205, M, 195, h, 0, 312)
    g = new("f"); g.M(90, B).L(90, 540).A(225, 540, 135, AT - 540, 180, 60); g.line((0, T), (260, T))
    g = new("g"); _bowl(g, 190, 190)
    g.M(380, T).L(380, -20).A(195, -20, 185, -20 - D, 0, -155)
    g = new("h"); g.line((0, AT), (0, B)); g.arc(190, 280, 190, T - 280, 180, 0); g.L(380, B)
    g = new("i"); g.line((0, T), (0, B)); g.dot(0, XH + 125, R * 1.22)
    g = new("j"); g.M(130, T).L(130, -40).A(10, -40, 120, -40 - D, 0, -150); g.dot(130, XH + 125, R * 1.22)
    g = new("k"); g.line((0, AT), (0, B)); g.line((330, T), (12, 215)); g.line((145, 300), (350, B))
    g = new("l"); g.M(0, AT).L(0, 200).A(135, 200, 135, 200 - B, 180, 285)
    g = new("m")
    g.line((0, T), (0, B)); g.arc(150, 300, 150, T - 300, 180, 0); g.L(300, B)
    g.arc(450, 300, 150, T - 300, 180, 0); g.L(600, B)
    g = new("n"); g.line((0, T), (0, B)); g.arc(190, 280, 190, T - 280, 180, 0); g.L(380, B)
    g = new("o"); _bowl(g, 205, 205)
    g = new("p"); g.line((0, T), (0, D)); _bowl(g, 195, 195)
    g = new("q"); _bowl(g, 195, 195); g.line((390, T), (390, D))
    g = new("r"); g.line((0, T), (0, B)); g.arc(195, 270, 195, T - 270, 180, 62)
    g = new("s")
    uy = T - 103
    ly = B + 103
    g.A(185, uy, 158, 103, 32, 270)
    g.A(185, ly, 170, 103, 90, -150)
    g = new("t"); g.M(100, 640).L(100, 190).A(230, 190, 130, 190 - B, 180, 285); g.line((0, T), (270, T))
    g = new("u"); g.M(0, T).L(0, 250).A(190, 250, 190, 250 - B, 180, 360).L(380, T); g.line((380, T), (380, B))
    g = new("v"); g.line((0, T), (200, B), (400, T))
    g = new("w"); g.line((0, T), (150, B), (310, 360), (470, B), (620, T))
    g = new("x"); g.line((0, T), (370, B)); g.line((370, T), (0, B))
    g = new("y"); g.line((0, T), (195, 90)); g.line((390, T), (115, D))
    g = new("z"); g.line((0, T), (360, T), (0, B), (370, B))

    # ---------------- uppercase ----------------
    capr = (CT - B) / 2
    g = new("A"); g.line((0, B), (240, CT), (480, B)); g.line((85, 240), (395, 240))
    g = new("B")
    g.line((0, B), (0, CT), (190, CT)); g.A(190, CT - 137, 150, 137, 90, -90).L(0, CT - 274)
    g.M(0, CT - 274).L(210, CT - 274).A(210, (CT - 274 + B) / 2, 170, (CT - 274 - B) / 2, 90, -90).L(0, B)
    g = new("C"); g.arc(290, CM, 290, capr, 45, 315)
    g = new("D"); g.line((0, B), (0, CT), (180, CT)); g.A(180, CM, 270, capr, 90, -90).L(0, B)
    g = new("E"); g.line((410, CT), (0, CT), (0, B), (410, B)); g.line((0, CM), (330, CM))
    g = new("F"); g.line((410, CT), (0, CT), (0, B)); g.line((0, CM), (330, CM))
    g = new("G"); g.arc(295, CM, 295, capr, 40, 360).L(590, 250); g.line((350, 330), (590, 330))
    g = new("H"); g.line((0, CT), (0, B)); g.line((450, CT), (450, B)); g.line((0, CM), (450, CM))
    g = new("I"); g.line((0, CT), (280, CT)); g.line((140, CT), (140, B)); g.line((0, B), (280, B))
    g = new("J"); g.M(340, CT).L(340, 240).A(170, 240, 170, 240 - B, 0, -170)
    g = new("K"); g.line((0, CT), (0, B)); g.line((420, CT), (12, 290)); g.line((160, 420), (440, B))
    g = new("L"); g.line((0, CT), (0, B), (390, B))
    g = new("M"); g.line((0, B), (0, CT), (280, 230), (560, CT), (560, B))
    g = new("N"); g.line((0, B), (0, CT), (460, B), (460, CT))
    g = new("O"); g.ring(310, CM, 310, capr)
    g = new("P"); g.line((0, B), (0, CT), (200, CT)); g.A(200, CT - 160, 170, 160, 90, -90).L(0, CT - 320)
    g = new("Q"); g.ring(310, CM, 310, capr); g.line((380, 190), (600, B - 30))
    g = new("R"); g.line((0, B), (0, CT), (200, CT)); g.A(200, CT - 160, 170, 160, 90, -90).L(0, CT - 320)
    g.line((190, CT - 320), (430, B))
    g = new("S")
    g.A(250, CT - 145, 225, 145, 30, 270).A(250, B + 145, 235, 145, 90, -155)
    g = new("T"); g.line((0, CT), (500, CT)); g.line((250, CT), (250, B))
    g = new("U"); g.M(0, CT).L(0, 280).A(230, 280, 230, 280 - B, 180, 360).L(460, CT)
    g = new("V"); g.line((0, CT), (250, B), (500, CT))
    g = new("W"); g.line((0, CT), (180, B), (360, 470), (540, B), (720, CT))
    g = new("X"); g.line((0, CT), (460, B)); g.line((460, CT), (0, B))
    g = new("Y"); g.line((0, CT), (240, 330), (480, CT)); g.line((240, 330), (240, B))
    g = new("Z"); g.line((0, CT), (440, CT), (0, B), (450, B))

    # ---------------- digits (tabular) ----------------
    g = new("0"); g.ring(230, CM, 230, capr)
    g = new("1"); g.line((30, 520), (210, CT), (210, B)); g.line((30, B), (390, B))
    g = new("2"); g.arc(210, 450, 195, CT - 450, 160, -35).L(10, B).L(420, B)
    g = new("3"); g.arc(205, CT - 150, 185, 150, 155, -90)
    g.A(205, (CT - 300 + B) / 2, 210, (CT - 300 - B) / 2, 90, -150)
    g = new("4"); g.line((320, B), (320, CT), (0, 230), (450, 230))
    g = new("5"); g.M(400, CT).L(55, CT).A(215, 220, 205, 220 - B, 136, 136)
    g.A(215, 220, 205, 220 - B, 136, -150)
    g = new("6"); g.ring(225, 215, 205, 215 - B); g.arc(430, 215, 410, CT - 215, 98, 180)
    g = new("7"); g.line((0, CT), (420, CT), (130, B))
    g = new("8"); g.ring(215, CT - 143, 170, 143); g.ring(215, (CT - 286 + B) / 2, 200, (CT - 286 - B) / 2)
    g = new("9"); g.ring(225, CT - (215 - B), 205, 215 - B); g.arc(20, CT - (215 - B), 410, CT - 215, -82, 0)

    # ---------------- punctuation & symbols ----------------
    g = new("."); g.dot(0, 80, R * 1.25)
    g = new(","); g.dot(0, 80, R * 1.25); g.line((30, 80), (-40, -130))
    g = new(":"); g.dot(0, 80, R * 1.25); g.dot(0, 430, R * 1.25)
    g = new(";"); g.dot(0, 80, R * 1.25); g.line((30, 80), (-40, -130)); g.dot(0, 430, R * 1.25)
    g = new("!"); g.line((0, CT), (0, 270)); g.dot(0, 80, R * 1.25)
    g = new("?"); g.arc(185, 470, 185, CT - 470, 160, -70).L(188, 250); g.dot(185, 80, R * 1.25)
    g = new("'"); g.line((0, CT), (0, 480))
    g = new('"'); g.line((0, CT), (0, 480)); g.line((180, CT), (180, 480))
    g = new("-"); g.line((0, 290), (250, 290))
    g = new("+"); g.line((0, 300), (380, 300)); g.line((190, 110), (190, 490))
    g = new("="); g.line((0, 200), (380, 200)); g.line((0, 400), (380, 400))
    g = new("/"); g.line((0, -40), (330, CT + 20))
    g = new("\\"); g.line((330, -40), (0, CT + 20))
    g = new("("); g.arc(330, 300, 330, 420, 125, 235)
    g = new(")"); g.arc(-330, 300, 330, 420, 55, -55)
    g = new("["); g.line((170, AT), (0, AT), (0, -100), (170, -100))
    g = new("]"); g.line((0, AT), (170, AT), (170, -100), (0, -100))
    g = new("{")
    g.M(200, AT).A(200, AT - 90, 90, 90, 90, 180).L(110, 390).A(20, 390, 90, 90, 0, -90)
    g.M(20, 300).A(20, 210, 90, 90, 90, 0).L(110, 0).A(200, 0, 90, 90 + 10, 180, 270)
    g = new("}")
    g.M(0, AT).A(0, AT - 90, 90, 90, 90, 0).L(90, 390).A(180, 390, 90, 90, 180, 270)
    g.M(180, 300).A(180, 210, 90, 90, 90, 180).L(90, 0).A(0, 0, 90, 100, 0, -90)
    g = new("|"); g.line((0, AT), (0, -120))
    g = new("%"); g.ring(100, 520, 100, 120); g.ring(440, 180, 100, 120); g.line((30, B), (510, CT))
    g = new("&")
    g.M(480, B).L(167, 440).A(230, 530, 110, 110, 235, -50).L(112, 296)
    g.A(235, 205, 175, 145, 147, 360 + 5)
    g.line((398, 225), (490, 330))
    g = new("#"); g.line((130, 20), (190, 680)); g.line((320, 20), (380, 680))
    g.line((20, 230), (490, 230)); g.line((20, 470), (490, 470))
    g = new("*")
    cx, cy, rr = 160, 500, 150
    for a in (90, 210, 330):
        g.line((cx, cy), (cx + rr * math.cos(math.radians(a)), cy + rr * math.sin(math.radians(a))))
    for a in (30, 150, 270):
        g.line((cx, cy), (cx + rr * math.cos(math.radians(a)), cy + rr * math.sin(math.radians(a))))
    g = new("<"); g.line((360, 520), (0, 300), (360, 80))
    g = new(">"); g.line((0, 520), (360, 300), (0, 80))
    g = new("_"); g.line((0, -110), (460, -110))
    g = new("@")
    g.ring(330, 310, 112, 122)
    g.M(442, 440).L(442, 230).A(542, 230, 100, 100, 180, 360).L(642, 330)
    g.A(342, 330, 300, 330, 0, 252)
    g = new("^"); g.line((0, 420), (190, CT), (380, 420))
    g = new("~"); g.arc(115, 300, 115, 90, 180, 0).A(345, 300, 115, 90, 180, 360)
    g = new("`"); g.line((0, CT + 20), (110, 560))
    g = new("$")
    g.A(230, CT - 165, 200, 105, 30, 270).A(230, 165, 210, 105, 90, -155)
    g.line((235, CT + 60), (235, -20))
    g = new("°"); g.ring(120, 560, 110, 110)
    g = new("•"); g.dot(0, 320, R * 2.2)
    g = new("·"); g.dot(0, 320, R * 1.25)
    g = new("…"); g.dot(0, 80, R * 1.25); g.dot(240, 80, R * 1.25); g.dot(480, 80, R * 1.25)
    g = new("–"); g.line((0, 290), (450, 290))
    g = new("—"); g.line((0, 290), (860, 290))
    g = new("\u2018"); g.dot(60, 560, R * 1.25); g.line((30, 560), (100, CT + 70))
    g = new("\u2019"); g.dot(0, 610, R * 1.25); g.line((30, 610), (-40, 400))
    g = new("\u201c")
    for dx in (0, 200):
        g.dot(60 + dx, 560, R * 1.25); g.line((30 + dx, 560), (100 + dx, CT + 70))
    g = new("\u201d")
    for dx in (0, 200):
        g.dot(dx, 610, R * 1.25); g.line((30 + dx, 610), (-40 + dx, 400))

    # arrows, times, check
    g = new("\u2190"); g.line((0, 300), (620, 300)); g.line((240, 540), (0, 300), (240, 60))
    g = new("\u2192"); g.line((620, 300), (0, 300)); g.line((380, 540), (620, 300), (380, 60))
    g = new("\u2191"); g.line((260, -20), (260, 660)); g.line((20, 420), (260, 660), (500, 420))
    g = new("\u2193"); g.line((260, 660), (260, -20)); g.line((20, 220), (260, -20), (500, 220))
    g = new("\u00d7"); g.line((0, 110), (380, 490)); g.line((380, 110), (0, 490))
    g = new("\u2713"); g.line((0, 330), (190, B + 10), (560, CT))
    return gl


# --------------------------------------------------------------------------
# font assembly
# --------------------------------------------------------------------------
def _glyph_name(ch):
    if ch.isascii() and ch.isalnum():
        return ch if not ch.isdigit() else {
            "0": "zero", "1": "one", "2": "two", "3": "three", "4": "four",
            "5": "five", "6": "six", "7": "seven", "8": "eight", "9": "nine"}[ch]
    return "uni%04X" % ord(ch)


def _draw(pen, contours, dx):
    for c in contours:
        pts = [((round(p[0] + dx), round(p[1])), on) for p, on in c.pts]
        # drop consecutive duplicates (after rounding)
        clean = []
        for p in pts:
            if clean and clean[-1][0] == p[0]:
                if p[1]:
                    clean[-1] = p
                continue
            clean.append(p)
        if len(clean) > 1 and clean[0][0] == clean[-1][0]:
            clean.pop()
        if all(not on for _, on in clean):
            pen.qCurveTo(*[p for p, _ in clean], None)
            pen.closePath()
            continue
        # rotate so the contour starts on an on-curve point
        k = next(i for i, (_, on) in enumerate(clean) if on)
        clean = clean[k:] + clean[:k]
        pen.moveTo(clean[0][0])
        offs = []
        for p, on in clean[1:] + [clean[0]]:
            if on:
                if offs:
                    pen.qCurveTo(*offs, p)
                    offs = []
                else:
                    pen.lineTo(p)
            else:
                offs.append(p)
        pen.closePath()


def build_font_bytes() -> bytes:
    designs = design()
    chars = sorted(designs, key=ord)
    outlines = {ch: outline(designs[ch]) for ch in chars}

    digit_w = max(bounds(outlines[d])[2] - bounds(outlines[d])[0] for d in "0123456789")

    glyph_order = [".notdef", "space", "uni00A0"]
    glyphs, metrics, cmap = {}, {}, {32: "space", 0xA0: "uni00A0"}

    # .notdef: a rounded box outline
    pen = TTGlyphPen(None)
    nd = G()
    nd.line((0, B), (380, B), (380, CT), (0, CT), (0, B))
    _draw(pen, outline(nd, R * 0.6), SB + 40)
    glyphs[".notdef"] = pen.glyph()
    metrics[".notdef"] = (380 + 2 * SB + 80, SB)
    space_w = 270
    for name in ("space", "uni00A0"):
        glyphs[name] = TTGlyphPen(None).glyph()
        metrics[name] = (space_w, 0)

    for ch in chars:
        name = _glyph_name(ch)
        glyph_order.append(name)
        cmap[ord(ch)] = name
        cs = outlines[ch]
        x0, _, x1, _ = bounds(cs)
        w = x1 - x0
        if ch.isdigit():
            extra = (digit_w - w) / 2
            dx = SB + extra - x0
            adv = digit_w + 2 * SB
        else:
            dx = SB - x0
            adv = w + 2 * SB
        pen = TTGlyphPen(None)
        _draw(pen, cs, dx)
        glyph = pen.glyph()
        if glyph.numberOfContours > 0:
            glyph.flags[0] |= 0x40  # OVERLAP_SIMPLE: contours overlap on purpose
        glyphs[name] = glyph
        metrics[name] = (int(round(adv)), 0)

    fb = FontBuilder(UPM, isTTF=True)
    fb.updateHead(created=FIXED_TIME, modified=FIXED_TIME, fontRevision=1.0)
    fb.setupGlyphOrder(glyph_order)
    fb.setupCharacterMap(cmap)
    fb.setupGlyf(glyphs)
    glyf = fb.font["glyf"]
    hm = {}
    for name in glyph_order:
        adv, _ = metrics[name]
        g = glyf[name]
        lsb = getattr(g, "xMin", 0) if g.numberOfContours else 0
        hm[name] = (adv, lsb)
    fb.setupHorizontalMetrics(hm)
    ascent, descent = 950, -270
    fb.setupHorizontalHeader(ascent=ascent, descent=descent, lineGap=0)
    names = {
        "familyName": FAMILY,
        "styleName": "Regular",
        "uniqueFontIdentifier": "MonkeyArcade:MonkeyRounded:" + VERSION,
        "fullName": FAMILY,
        "psName": "MonkeyRounded-Regular",
        "version": "Version " + VERSION,
        "copyright": "Original work of the Monkey Arcade project, generated by tools/art/font.py",
        "licenseDescription": "See assets/fonts/LICENSE.txt",
        "designer": "Monkey Arcade project",
    }
    fb.setupNameTable(names, mac=False)
    fb.setupOS2(
        version=4,
        sTypoAscender=ascent, sTypoDescender=descent, sTypoLineGap=0,
        usWinAscent=ascent, usWinDescent=-descent,
        sxHeight=XH, sCapHeight=CAP, usWeightClass=700, fsType=0,
        achVendID="MNKY", fsSelection=0x40 | 0x80,  # REGULAR | USE_TYPO_METRICS
        ulUnicodeRange1=0b1 | (1 << 1) | (1 << 31), ulUnicodeRange2=(1 << (37 - 32)) | (1 << (38 - 32)),
        ulUnicodeRange3=0, ulUnicodeRange4=0,
        ulCodePageRange1=1, ulCodePageRange2=0,
    )
    fb.setupPost(keepGlyphNames=False, underlinePosition=-150, underlineThickness=R)
    fb.font["head"].macStyle = 0
    buf = io.BytesIO()
    fb.save(buf)
    return buf.getvalue()


def coverage() -> str:
    return "".join(sorted(design(), key=ord))


LICENSE = """MonkeyRounded.ttf
=================

MonkeyRounded is original work of the Monkey Arcade project. It was not copied
from, traced from or derived from any other font. Every glyph is described as
centre-line strokes in tools/art/font.py and the font file is generated by
tools/make_assets.py with fontTools.

You may use, copy, modify and redistribute it under the same terms as the rest
of the Monkey Arcade project.
"""
