"""Sound effects synthesised from sines, noise and envelopes (no numpy).

All sounds are 16-bit mono 22050 Hz, normalised, with short fades so there
are no clicks. Noise uses seeded ``random.Random`` so output is deterministic.
"""
from __future__ import annotations

import array
import io
import math
import random
import sys
import wave

SR = 22050
TAU = 2 * math.pi


# --------------------------------------------------------------------------
# building blocks (operate on lists of floats)
# --------------------------------------------------------------------------
def silence(dur):
    return [0.0] * int(dur * SR)


def mix_into(dst, src, at=0.0, gain=1.0):
    i0 = int(at * SR)
    need = i0 + len(src)
    if need > len(dst):
        dst.extend([0.0] * (need - len(dst)))
    for i, v in enumerate(src):
        dst[i0 + i] += v * gain
    return dst


def tone(f0, dur, f1=None, partials=((1, 1.0),), attack=0.005, decay=None, release=0.03,
         vib=0.0, vib_rate=5.5, curve="exp"):
    """A pitched tone gliding f0 -> f1 with additive partials and an envelope.

    decay: None = sustain then release; number = exponential decay time constant.
    """
    n = int(dur * SR)
    f1 = f0 if f1 is None else f1
    out = [0.0] * n
    phase = 0.0
    for i in range(n):
        t = i / SR
        u = i / max(1, n - 1)
        if curve == "exp":
            f = f0 * (f1 / f0) ** u
        else:
            f = f0 + (f1 - f0) * u
        if vib:
            f *= 1 + vib * math.sin(TAU * vib_rate * t)
        phase += TAU * f / SR
        s = 0.0
        for k, a in partials:
            s += a * math.sin(phase * k)
        env = min(1.0, t / attack) if attack > 0 else 1.0
        if decay is not None:
            env *= math.exp(-t / decay)
        rem = dur - t
        if rem < release:
            env *= max(0.0, rem / release)
        out[i] = s * env
    return out


def bell(f, dur, decay=0.25, ratios=((1, 1.0), (2.76, 0.45), (5.4, 0.25), (8.93, 0.12))):
    """Inharmonic metallic ting."""
    n = int(dur * SR)
    out = [0.0] * n
    for r, a in ratios:
        if f * r > SR * 0.42:   # keep partials well below Nyquist (no aliasing)
            continue
        d = decay / (1 + r * 0.35)
        w = TAU * f * r / SR
        for i in range(n):
            out[i] += a * math.sin(w * i) * math.exp(-i / SR / d)
    atk = int(0.002 * SR)
    for i in range(min(atk, n)):
        out[i] *= i / atk
    return out


def noise(dur, seed, lp=0.2, hp=0.0, env=None):
    """Filtered white noise. lp/hp are one-pole coefficients (0..1)."""
    rnd = random.Random(seed)
    n = int(dur * SR)
    out = [0.0] * n
    y = 0.0
    prev_x = 0.0
    hp_y = 0.0
    for i in range(n):
        x = rnd.uniform(-1, 1)
        y += lp * (x - y)
        v = y
        if hp:
            hp_y = hp * (hp_y + v - prev_x)
            prev_x = v
            v = hp_y
        e = env(i / SR, dur) if env else 1.0
        out[i] = v * e
    return out


def sweep_noise(dur, seed, lp0, lp1, env):
    """Noise whose low-pass opens/closes over time (whooshes)."""
    rnd = random.Random(seed)
    n = int(dur * SR)
    out = [0.0] * n
    y1 = y2 = 0.0
    for i in range(n):
        u = i / max(1, n - 1)
        a = lp0 + (lp1 - lp0) * u
        x = rnd.uniform(-1, 1)
        y1 += a * (x - y1)
        y2 += a * (y1 - y2)
        out[i] = y2 * env(i / SR, dur)
    return out


def finish(buf, peak=0.85, fade_in=0.004, fade_out=0.015, max_dur=1.95):
    """Trim, normalise and apply click-free fades."""
    buf = list(buf[: int(max_dur * SR)])
    # trim trailing near-silence
    m = max((abs(v) for v in buf), default=0.0) or 1.0
    end = len(buf)
    while end > 1 and abs(buf[end - 1]) < m * 0.002:
        end -= 1
    buf = buf[: max(end + int(0.01 * SR), int(0.02 * SR))]
    g = peak / m
    buf = [v * g for v in buf]
    n_in = max(1, int(fade_in * SR))
    n_out = max(1, int(fade_out * SR))
    for i in range(min(n_in, len(buf))):
        buf[i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_in)
    L = len(buf)
    for i in range(min(n_out, L)):
        buf[L - 1 - i] *= 0.5 - 0.5 * math.cos(math.pi * i / n_out)
    buf[0] = 0.0
    buf[-1] = 0.0
    return buf


def to_wav_bytes(buf) -> bytes:
    a = array.array("h", (max(-32767, min(32767, int(round(v * 32767)))) for v in buf))
    if sys.byteorder == "big":
        a.byteswap()
    bio = io.BytesIO()
    with wave.open(bio, "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(SR)
        w.writeframes(a.tobytes())
    return bio.getvalue()


def note(name):
    """Frequency of a note like 'C5', 'F#4'."""
    names = {"C": 0, "C#": 1, "D": 2, "D#": 3, "E": 4, "F": 5, "F#": 6, "G": 7, "G#": 8, "A": 9,
             "A#": 10, "B": 11}
    pitch, octave = name[:-1], int(name[-1])
    midi = 12 * (octave + 1) + names[pitch]
    return 440.0 * 2 ** ((midi - 69) / 12)


SOFT = ((1, 1.0), (2, 0.25), (3, 0.08))
BRASS = ((1, 1.0), (2, 0.55), (3, 0.35), (4, 0.18), (5, 0.08))


# --------------------------------------------------------------------------
# the sounds
# --------------------------------------------------------------------------
def s_click():
    b = tone(1400, 0.06, 900, SOFT, attack=0.001, decay=0.018, release=0.01)
    mix_into(b, noise(0.012, 1, lp=0.6, env=lambda t, d: 1 - t / d), 0, 0.25)
    return finish(b)


def s_hover():
    b = tone(1700, 0.05, 2100, ((1, 1.0),), attack=0.006, decay=0.02, release=0.015)
    return finish(b, peak=0.45)


def s_flip():
    b = sweep_noise(0.22, 2, 0.02, 0.25, lambda t, d: math.sin(math.pi * t / d) ** 2)
    b = [v * 0.5 for v in b]
    mix_into(b, bell(2093, 0.55, 0.22), 0.12, 0.8)
    mix_into(b, bell(3136, 0.35, 0.12), 0.125, 0.35)
    return finish(b)


def s_slide():
    env = lambda t, d: min(1, t / 0.03) * (1 - t / d) ** 1.5
    b = noise(0.28, 3, lp=0.08, env=env)
    mix_into(b, tone(160, 0.28, 120, SOFT, attack=0.02, decay=0.12), 0, 0.15)
    return finish(b, peak=0.7)


def s_swap():
    b = tone(520, 0.09, 820, SOFT, attack=0.004, release=0.02)
    mix_into(b, tone(820, 0.1, 520, SOFT, attack=0.004, release=0.03), 0.1)
    return finish(b, peak=0.75)


def s_bag():
    rnd = random.Random(44)
    env_pts = [rnd.uniform(0.3, 1.0) for _ in range(12)]

    def env(t, d):
        u = t / d * (len(env_pts) - 1)
        i = int(u)
        f = u - i
        a = env_pts[i] * (1 - f) + env_pts[min(i + 1, len(env_pts) - 1)] * f
        return a * math.sin(math.pi * t / d)
    b = noise(0.42, 5, lp=0.25, hp=0.9, env=env)
    b = [v * 0.8 for v in b]
    mix_into(b, bell(2637, 0.3, 0.09), 0.3, 0.45)
    mix_into(b, bell(3520, 0.25, 0.07), 0.38, 0.3)
    return finish(b, peak=0.75)


def s_place():
    b = tone(220, 0.14, 130, SOFT, attack=0.001, decay=0.05, release=0.02)
    mix_into(b, noise(0.02, 6, lp=0.3, env=lambda t, d: 1 - t / d), 0, 0.35)
    return finish(b)


def s_join():
    b = []
    for i, n in enumerate(("C5", "E5", "G5", "C6")):
        mix_into(b, tone(note(n), 0.16, None, SOFT, attack=0.005, decay=0.09, release=0.04), i * 0.065)
    mix_into(b, tone(500, 0.25, 1200, ((1, 1.0),), attack=0.01, decay=0.1), 0, 0.25)
    return finish(b, peak=0.8)


def s_leave():
    b = []
    for i, n in enumerate(("G5", "E5", "C5")):
        mix_into(b, tone(note(n), 0.16, None, SOFT, attack=0.005, decay=0.09, release=0.04), i * 0.075)
    mix_into(b, tone(900, 0.28, 400, ((1, 1.0),), attack=0.01, decay=0.12), 0, 0.2)
    return finish(b, peak=0.75)


def s_error():
    b = tone(330, 0.16, 300, SOFT, attack=0.01, release=0.05)
    mix_into(b, tone(247, 0.24, 220, SOFT, attack=0.01, decay=0.16, release=0.06), 0.15)
    return finish(b, peak=0.7)


def s_win():
    b = []
    seq = [("C5", 0.0, 0.14), ("E5", 0.13, 0.14), ("G5", 0.26, 0.14), ("C6", 0.39, 0.2),
           ("G5", 0.6, 0.12), ("C6", 0.72, 0.75)]
    for n, at, d in seq:
        mix_into(b, tone(note(n), d, None, BRASS, attack=0.012, release=0.05, vib=0.004), at, 0.55)
    for n in ("E5", "G5"):
        mix_into(b, tone(note(n), 0.75, None, SOFT, attack=0.03, release=0.25, vib=0.003), 0.72, 0.35)
    for i, n in enumerate(("C7", "E7", "G7", "C7", "G7")):
        mix_into(b, bell(note(n), 0.3, 0.08), 0.8 + i * 0.09, 0.12)
    return finish(b, peak=0.85)


def s_lose():
    b = []
    seq = [("G4", 0.0, 0.24), ("F#4", 0.26, 0.24), ("F4", 0.52, 0.24)]
    for n, at, d in seq:
        mix_into(b, tone(note(n), d, None, BRASS, attack=0.02, release=0.06), at, 0.6)
    mix_into(b, tone(note("E4"), 0.6, note("D#4"), BRASS, attack=0.02, release=0.2, vib=0.012, vib_rate=6),
             0.78, 0.6)
    # soften: simple low-pass
    y = 0.0
    for i in range(len(b)):
        y += 0.35 * (b[i] - y)
        b[i] = y
    return finish(b, peak=0.75)


def s_tick():
    b = tone(2600, 0.03, 2200, ((1, 1.0),), attack=0.0005, decay=0.006, release=0.005)
    mix_into(b, noise(0.008, 7, lp=0.7, env=lambda t, d: 1 - t / d), 0, 0.2)
    return finish(b, peak=0.5, fade_in=0.0008, fade_out=0.004)


def s_curtain():
    env = lambda t, d: math.sin(math.pi * t / d) ** 1.5
    b = sweep_noise(0.7, 8, 0.03, 0.18, env)
    return finish(b, peak=0.7)


def s_reveal():
    b = []
    for i, n in enumerate(("G5", "C6", "E6", "G6")):
        mix_into(b, bell(note(n), 0.6, 0.2), i * 0.08, 0.5)
    mix_into(b, sweep_noise(0.3, 9, 0.05, 0.4, lambda t, d: math.sin(math.pi * t / d)), 0, 0.25)
    return finish(b, peak=0.8)


def s_pause():
    b = tone(880, 0.09, None, SOFT, attack=0.004, release=0.03)
    mix_into(b, tone(660, 0.14, None, SOFT, attack=0.004, decay=0.08, release=0.04), 0.09)
    return finish(b, peak=0.7)


SOUNDS = {
    "click": s_click, "hover": s_hover, "flip": s_flip, "slide": s_slide, "swap": s_swap,
    "bag": s_bag, "place": s_place, "join": s_join, "leave": s_leave, "error": s_error,
    "win": s_win, "lose": s_lose, "tick": s_tick, "curtain": s_curtain, "reveal": s_reveal,
    "pause": s_pause,
}


def render(name) -> bytes:
    return to_wav_bytes(SOUNDS[name]())
