"""The arcade's window, main loop and scene stack."""
from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.input.intents import DEVICE_ADDED, DEVICE_REMOVED, Intent  # noqa: E402
from game.input.manager import InputManager  # noqa: E402

from .display import Display  # noqa: E402
from .scene import Scene, SceneStack  # noqa: E402
from .settings import Settings  # noqa: E402

STEP = 1 / 60       # fixed update step
MAX_DT = 0.25       # a long stall (dragging the window) must not fast-forward the game
TOAST_TIME = 4.0
STILL_AFTER = 3.0   # seconds without input before a screen with nothing moving goes still
STILL_FPS = 20      # how often a still screen still looks for input
SETTLE_TIME = 1.2   # a quiet screen goes still once its picture stayed the same this long
SAMPLE = 0.1        # seconds between two looks at a quiet screen's picture (each costs a copy)
# tools/bench.py's launch part: quit once the first frame is on screen, so a
# process's CPU time is exactly its start-up (not an option players see)
EXIT_AFTER_FIRST_FRAME = "MONKEY_ARCADE_EXIT_AFTER_FIRST_FRAME"


class App:
    def __init__(self, windowed: bool = False, size: tuple[int, int] | None = None,
                 start_scene: bool = True):
        t0 = time.perf_counter()
        pygame.display.init()
        pygame.font.init()
        self.settings, msg = Settings.load()
        self._settings_warned = False
        self.display = Display(fullscreen=self.settings.fullscreen and not windowed, size=size)
        self.display.open()
        self.input = InputManager(self.display.to_logical)
        from game.audio.sounds import Sounds
        self.sounds = Sounds(self.settings.volume)
        # gamepads and sound start right after the first frame is on screen
        # (start_devices): a child sees the menu sooner, and a pad plugged in
        # before we started is announced by the gamepads' first scan either way
        self._devices_started = False
        self.stack = SceneStack()
        self.clock = pygame.time.Clock()
        self.running = True
        self.time = 0.0
        self._acc = 0.0
        self.toasts: list[list] = []  # [text, seconds left]
        self.hush = False         # a title-screen demo plays without sound
        self.frames = 0
        self.draws = 0            # frames actually drawn (a still screen is not redrawn)
        self.last_input = 0.0     # app time of the last intent or window event
        self.still = False        # the screen is drawn and nothing on it moves
        self._drawn_changes = -1
        self._quiet_since: float | None = None  # app time the screen's idle decoration rests at
        self._picture: bytes | None = None      # the last quiet draw, to see whether it settled
        self._same_since = 0.0                   # app time that picture was first seen
        self._look_at = 0.0                      # app time of the next look at it
        self.first_frame_at: float | None = None
        self.started_at = t0
        self._exit_after_first_frame = os.environ.get(EXIT_AFTER_FIRST_FRAME) == "1"
        if msg:
            self.toast(msg)
        from game.app import saves
        saves.tidy()
        if start_scene:
            self.open("menu")

    # ------------------------------------------------------------------ scenes
    def make(self, name: str, **kw) -> Scene:
        """A scene by name, from the one factory (game.scenes)."""
        from game.scenes import make
        return make(self, name, **kw)

    def open(self, name: str, **kw) -> Scene:
        """Push a scene by name on top of the current one."""
        scene = self.make(name, **kw)
        self.stack.push(scene)
        return scene

    def push(self, scene: Scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()

    def replace(self, scene: Scene) -> None:
        self.stack.replace(scene)

    def to_menu(self, message: str | None = None) -> None:
        self.stack.reset(self.make("menu"))
        if message:
            self.toast(message)

    def toast(self, text: str) -> None:
        """A short message over everything (e.g. 'The blue pad was unplugged')."""
        self.toasts.append([text, TOAST_TIME])
        del self.toasts[:-3]

    def play(self, sound: str) -> None:
        if not self.hush:
            self.sounds.play(sound)

    def apply_settings(self) -> None:
        self.sounds.set_volume(self.settings.volume)
        if self.settings.fullscreen != self.display.fullscreen:
            self.display.toggle_fullscreen()
        self.save_settings()

    def save_settings(self) -> None:
        """Keep the settings; if they cannot be kept, say so once and play on."""
        msg = self.settings.save()
        if msg and not self._settings_warned:
            self._settings_warned = True
            self.toast(msg)

    def quit(self) -> None:
        self.running = False

    # ------------------------------------------------------------------ loop
    def run(self) -> int:
        while self.running:
            dt = self.clock.tick(STILL_FPS if self.still else 60) / 1000
            self.frame(dt)
        pygame.quit()
        return 0

    def frame(self, dt: float) -> None:
        """One frame: events, fixed-step updates, one draw. Tests call this directly."""
        events = pygame.event.get()
        for ev in events:
            self.handle_event(ev)
        if events:  # input, or the window was uncovered or resized: draw it again
            self.last_input = self.time
        for intent in self.input.update(dt):
            self.dispatch(intent)
        self._acc += min(dt, MAX_DT)
        while self._acc >= STEP:
            self._acc -= STEP
            self.time += STEP
            top = self.stack.top
            if top is not None:
                top.update(STEP)
            for t in self.toasts:
                t[1] -= STEP
            self.toasts = [t for t in self.toasts if t[1] > 0]
        if not self.stack.scenes:
            self.running = False
            return
        quiet = self.time - self.last_input >= STILL_AFTER and not self.toasts \
            and self.stack.changes == self._drawn_changes \
            and not any(s.animating() for s in self.stack.visible())
        self.frames += 1
        if quiet and self.still:
            return  # the picture on screen is already this one, and final
        if not quiet:
            self._quiet_since, self._picture = None, None
        elif self._quiet_since is None:
            self._quiet_since = self.time
        self.still = False
        self._drawn_changes = self.stack.changes
        self.draw()
        if quiet:
            self._settle()
        self.display.present()
        self.draws += 1
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()
            if self._exit_after_first_frame:
                # the bench's figure: this process's CPU time from its start to now
                sys.stderr.write(f"first-frame-cpu {time.process_time():.6f}\n")
                self.running = False
                return
        if not self._devices_started:
            self.start_devices()

    @property
    def show_time(self) -> float:
        """The clock of idle decoration (a bouncing focus, a blinking monkey): app
        time, stopped while nobody touches anything, so that decoration comes to
        rest and a quiet screen can settle into a still one."""
        return self.time if self._quiet_since is None else self._quiet_since

    def _settle(self) -> None:
        """A quiet screen goes still only once its picture is final: it has shown
        exactly the same pixels for SETTLE_TIME (longer than any blink or bounce
        of a scene takes to change). Whatever moves, whether or not its scene
        says so in `animating` (a curtain still falling, a help picture that
        plays, a prompt that pulses), keeps being drawn."""
        if self.time < self._look_at:
            return
        self._look_at = self.time + SAMPLE
        picture = self.display.canvas.get_buffer().raw
        if picture != self._picture:
            self._picture, self._same_since = picture, self.time
        elif self.time - self._same_since >= SETTLE_TIME:
            self.still, self._picture = True, None

    def start_devices(self) -> None:
        """Gamepads and sound (once; the first frame calls it, tests may sooner)."""
        if self._devices_started:
            return
        self._devices_started = True
        from game.input.gamepads import Gamepads
        self.input.pads = Gamepads()
        self.sounds.init()

    def handle_event(self, ev: pygame.event.Event) -> None:
        if ev.type == pygame.QUIT:
            self.quit()
            return
        if ev.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.display.resized()
            return
        if ev.type == pygame.DROPFILE:   # a match log dropped on the window
            self.last_input = self.time
            from game.theatre.launch import open_file
            open_file(self, ev.file)
            return
        if ev.type == pygame.KEYDOWN and (
                ev.key == pygame.K_F11 or (ev.key == pygame.K_RETURN and ev.mod & pygame.KMOD_ALT)):
            self.display.toggle_fullscreen()
            self.settings.fullscreen = self.display.fullscreen
            self.save_settings()
            return
        for intent in self.input.process(ev):
            self.dispatch(intent)

    def dispatch(self, intent: Intent) -> None:
        self.last_input = self.time
        if intent.kind in (DEVICE_ADDED, DEVICE_REMOVED):
            if intent.kind == DEVICE_ADDED:
                self.play("join")
            for scene in list(self.stack.scenes):  # every scene may own a seat on that pad
                scene.handle(intent)
            return
        top = self.stack.top
        if top is not None:
            top.handle(intent)

    def draw(self) -> None:
        surf = self.display.canvas
        for scene in self.stack.visible():
            scene.draw(surf)
        if self.toasts:
            from game.ui.widgets import draw_text, wrap
            y = 60
            for text, left in self.toasts:
                lines = wrap(text, 32, 1300)  # the whole message: it says why
                box = pygame.Rect(0, 0, 1400, 40 + 42 * len(lines))
                box.midtop = (surf.get_width() // 2, y)
                pygame.draw.rect(surf, (30, 30, 40), box, border_radius=30)
                pygame.draw.rect(surf, (255, 196, 40), box, width=4, border_radius=30)
                ly = box.y + 20
                for line in lines:
                    draw_text(surf, line, 32, (255, 250, 235), (box.centerx, ly),
                              anchor="midtop")
                    ly += 42
                y = box.bottom + 16


def open_window(windowed: bool = False, size: str | None = None) -> "App | int":
    """The arcade's window for a command (play, play --learn, watch): the App,
    or the exit status after a sentence on stderr (2: a size that is not
    WIDTHxHEIGHT; 1: no window could be had)."""
    wh = None
    if size:
        try:
            w, h = (int(v) for v in size.lower().split("x"))
            wh = (w, h)
        except ValueError:
            print(f"--size must look like 1280x720, not {size!r}", file=sys.stderr)
            return 2
    try:
        return App(windowed=windowed or wh is not None, size=wh)
    except pygame.error as exc:
        print(f"Monkey Arcade could not open a window: {exc}", file=sys.stderr)
        return 1


def run(windowed: bool = False, size: str | None = None) -> int:
    app = open_window(windowed, size)
    if isinstance(app, int):
        return app
    return app.run()
