"""The bot255 puzzle screen: one player, one world, the 255 scoring.

The world is on the left (board.py) with the counters above it (Moves,
Bits, Points, a timer that can be hidden, the speed) and the run controls
under it; the code editor (editor.py) is on the right.

* Run sends Run(program) through the match like any action; the rules run
  it and say what the bot did (the "ran" event's path and the "ran_lines"
  event's lines), and the screen walks the bot along that path, lighting the
  line being carried out. While it runs, Run is Pause (and then Play).
* Step does the same but shows one line a press; Step back goes back through
  the run already decided (display only: nothing is undone); To the end
  skips the rest of the showing. After a run, Step back reviews it.
* When the bot stops, the interpreter's sentence says why ("A bug is ahead:
  the bot stopped."), and the bot keeps its square and bits for the next run.
* Hint asks the rules' synthesiser (`synth.hint`, a work budget, never a
  clock) for the next useful line: the palette button for it glows.
* Load offers the last program run, and for curated puzzles the worked
  solutions (on request, never shown unasked).
* A solved puzzle goes to the result screen like any match.

The rules decide everything: the scene only asks them (apply, view, synth).
"""
from __future__ import annotations

import json
import logging
import threading
from typing import Any

import pygame

from game.ai.base import Work
from game.core.actions import Action
from game.core.errors import IllegalAction
from game.core.events import Event
from game.input.intents import MOUSE, Intent
from game.rules.bot255 import interpreter, synth
from game.rules.bot255.actions import Run, program_text
from game.rules.bot255.program import COMMANDS, from_lines, to_lines
from game.rules.bot255.text import limit_advice
from game.rules.bot255.world import BITS, Bot, World
from game.scenes.match_scene import MatchScene
from game.ui import theme
from game.ui.anim import Anim
from game.ui.prompts import device_family, draw_prompt
from game.ui.widgets import Button, draw_text, fit_size, wrap

from .board import BoardPainter, BotPose, Playback, draw_bit
from .editor import Choice, Editor, line_kind, line_words

log = logging.getLogger(__name__)

# half for the best program, half for the player's own road: the first half
# is the hard bot's budget, which takes every curated puzzle's 8 bits within
# its memory (with half of this, 9 of the 10 difficult ones). It runs beside
# the screen, about half a second.
HINT_WORK = 400_000


def where(lines: list[tuple[int, dict[str, Any]]], indent: int) -> str:
    """Where a line added at the end with `indent` goes, in words: inside the
    block it joins, or back out at the left edge ("" where nobody would
    wonder: beside the last line, or the first line of all)."""
    if not lines or indent == lines[-1][0] and indent == 0:
        return ""
    if indent == 0:
        return ", all the way left (not inside a block)"
    for ind, above in reversed(lines):
        if ind == indent - 1:
            return f", inside \"{line_words(above)}\""
    return ""
EDITOR = pygame.Rect(944, 14, 952, 1052)
BOARD = pygame.Rect(24, 170, 890, 606)
MESSAGE = pygame.Rect(24, 780, 890, 110)     # three lines at 28 px: advice is long
SPEEDS = (("Slow", 0.5), ("Normal", 1.0), ("Fast", 2.5), ("Zoom", 6.0))
COUNTER_GAP = 14           # pixels at least between a counter's label and its number
GOOD_WORDS = (90, 230, 120)
BAD_WORDS = (255, 130, 110)


def bot_of(d: dict[str, Any]) -> Bot:
    """A Bot from its JSON form in a view."""
    from game.core.grid import Cell
    return Bot(Cell(*d["cell"]), d["facing"], frozenset(Cell(*c) for c in d["taken"]))


def moves_in(path: list[Any]) -> int:
    return sum(1 for p in path if p[3] != "check")


class PlaybackAnim(Anim):
    """Holds the match's animations while a run is shown; the playback has
    its own clock (pause, step, speed)."""

    def __init__(self, scene: PuzzleScene, make: Any):
        super().__init__(0.0)
        self.scene = scene
        self.make = make
        self.pb: Playback | None = None

    def begin(self, play: Any) -> None:
        self.started = True
        self.pb = self.make()
        self.finished = self.pb is None or self.pb.done

    def advance(self, dt: float) -> None:
        if self.pb is not None:
            self.pb.advance(dt)
        self.finished = self.pb is None or self.pb.done


class PuzzleScene(MatchScene):
    bubble_pos = (640, 480)
    over_delay = 2.6
    log_rect = pygame.Rect(-2000, -2000, 10, 10)     # no log: the message line says it
    # a lesson's coach: on the lower program paper, below a lesson's few lines,
    # over no button and not over the world
    coach_rect = pygame.Rect(EDITOR.x + 8, 636, EDITOR.w - 16, 290)

    # ------------------------------------------------------------------ start
    def on_start(self, fresh: bool) -> None:
        v = self.view(0)
        self.world = World.from_json(v["world"])
        self.memory = int(v["puzzle_memory"] or v["memory"] or 16)
        self.painter = BoardPainter()
        self.playback: Playback | None = None
        self.live = False               # the playback shows the run the rules just decided
        self.step_mode = False
        self.run_lines: list[Any] = []  # the editor's lines when the shown run was sent
        self.run_end: dict[str, Any] | None = None   # the "ran" event of the shown run
        self.base = (0, 0, 0)           # points, bits, moves before the shown run
        self.speed = 1
        self.show_timer = True
        self.elapsed = 0.0
        self.message = "Write a program for the bot, then press Run!"
        self.message_colour: tuple[int, int, int] = theme.TEXT
        self.queued_run: bool | None = None   # a run to send once the old showing ends (step?)
        self.want_result = False        # the result screen opens when the player asks
        self.hint_job: threading.Thread | None = None
        self.hint_answer: Any = None
        self.limit_advice: str | None = None
        self.draw_failures = 0
        self.world_key = self._world_option()
        self._build_buttons()
        library = v.get("library") or sorted(COMMANDS)
        self.editor = Editor(EDITOR, self.memory, library, sound=self.app.play,
                             load_choices=self.load_choices,
                             tools=[("Hint", "help", self.ask_hint, "hint")],
                             outside=self.buttons)
        last = v["players_state"][0].get("program")
        if last and not fresh:
            try:
                self.editor.set_lines(to_lines(json.loads(last)))
            except (ValueError, KeyError, TypeError):
                pass
        self.editor._rebuild(focus_key=("cmd", "move"))

    def _world_option(self) -> str:
        opts = self.view(0).get("options") or {}
        return str(opts.get("world", "random"))

    def _build_buttons(self) -> None:
        y, h = 920, 146
        self.b_run = Button(pygame.Rect(24, y, 272, h), "Run", self.press_run, icon="play",
                            size=50, data="run")
        self.b_step = Button(pygame.Rect(312, y, 190, h), "Step", self.press_step, size=40,
                             data="step")
        self.b_back = Button(pygame.Rect(518, y, 200, h), "Step back", self.press_back,
                             size=36, data="step_back")
        self.b_end = Button(pygame.Rect(734, y, 180, h), "To the end", self.press_end, size=34,
                            data="to_end")
        self.b_timer = Button(pygame.Rect(704, 16, 210, 66), "Show time", self.toggle_timer,
                              icon="eye", size=30, data="timer")
        self.b_speed = Button(pygame.Rect(704, 92, 210, 66), "Normal", self.next_speed, size=30,
                              data="speed")
        self.buttons = [self.b_run, self.b_step, self.b_back, self.b_end, self.b_timer,
                        self.b_speed]
        # Shown when the puzzle ends, on the board: never where a button was, so a
        # click meant for Step back can't start something else (issue 21)
        self.end_buttons = [
            Button(pygame.Rect(84, 600, 370, 120), "Next puzzle", self.next_puzzle,
                   icon="play", size=40, data="next_puzzle"),
            Button(pygame.Rect(484, 600, 370, 120), "See the results", self.ask_result,
                   icon="star", size=36, data="results")]

    # ------------------------------------------------------------------ words
    def title(self) -> str:
        name = self.world_key
        if name == "random":
            diff = (self.view(0).get("options") or {}).get("difficulty", "simple")
            return f"A random {diff} world"
        if ":" in name:
            return "Your own world"
        try:
            label = self.spec.label("world", name)
        except Exception:  # noqa: BLE001 - a map file gone since the match began
            label = None
        return label or self.world.name or name

    def say_line(self, words: str, colour: tuple[int, int, int] = theme.TEXT) -> None:
        self.message, self.message_colour = words, colour

    # ------------------------------------------------------------------ the rules, shown
    def queue_events(self, seat, action, events, was=None, told=None) -> None:
        before = (was if was is not None else self.state).view(0)
        lines: list[int] = next((e.get("lines") for e in events if e.kind == "ran_lines"), [])
        self._pending = (bot_of(before["players_state"][0]["bot"]), list(lines),
                         int(before["players_state"][0]["points"]))
        program = action.to_json().get("program") if action is not None else None
        if self.watching and isinstance(program, str):
            # the theatre: the editor shows the program that ran, line by line lit
            try:
                self.editor.set_lines(to_lines(json.loads(program)))
            except (ValueError, KeyError, TypeError):
                pass
        super().queue_events(seat, action, events, was, told)

    def animate_event(self, ev: Event, seat: int | None, action: Action | None) -> list[Anim]:
        if ev.kind != "ran":
            return []
        start, lines, points = self._pending
        data = dict(ev.data)

        def make() -> Playback:
            return self.start_playback(start, data, lines, points)
        return [PlaybackAnim(self, make)]

    def start_playback(self, start: Bot, ran: dict[str, Any], lines: list[int],
                       points: int) -> Playback:
        pb = Playback.of_run(start, ran["path"], lines, speed=SPEEDS[self.speed][1],
                             paused=self.step_mode)
        self.playback, self.live, self.run_end = pb, True, ran
        self.base = (points, len(start.taken), self._moves_before())
        if self.step_mode:
            pb.forward()
            self.say_line("Step by step: press Step for the next line.")
        else:
            self.say_line("The bot is running your program...")
        self.app.play("slide")
        return pb

    def _moves_before(self) -> int:
        """Moves of every run before the last one (from the match's record)."""
        runs = [[e for e in st.events if e.get("event") == "ran"] for st in self.match.record.steps]
        flat = [e for r in runs for e in r]
        return sum(moves_in(e.get("path") or []) for e in flat[:-1])

    def total_moves(self) -> int:
        return sum(moves_in(e.get("path") or []) for st in self.match.record.steps
                   for e in st.events if e.get("event") == "ran")

    def on_update(self, dt: float) -> None:
        pb = self.playback
        if pb is not None and not self.live and pb.playing:
            pb.advance(dt * self.app.settings.animation_speed)     # a review playing
        if self.live and pb is not None and pb.done and not self.anim.busy:
            self.live = False
            self.finished_run()
        if self.queued_run is not None and not self.live and self.ready:
            step, self.queued_run = self.queued_run, None
            self.send_run(step)
        if not self.match.over and self.curtain_for is None:
            self.elapsed += dt
        self._poll_hint()
        self._sync_buttons()
        if pb is not None and self.editor.lines == self.run_lines:
            self.editor.set_highlight(pb.line() if (self.live or not pb.done) else None)
        else:
            self.editor.set_highlight(None)

    def finished_run(self) -> None:
        ran = self.run_end or {}
        end = ran.get("end", interpreter.DONE)
        why = interpreter.WHY.get(end, "")
        bits, pts, left = int(ran.get("bits", 0)), int(ran.get("points", 0)), int(ran.get("left", 0))
        got = f" +{pts} point{'s' if pts != 1 else ''} for {bits} bit{'s' if bits != 1 else ''}." \
            if bits else ""
        advice = self._limit_advice() if end == interpreter.LIMIT else None
        if end == interpreter.ALL_BITS:
            self.say_line(f"{why}{got}", GOOD_WORDS)
        elif advice is not None:
            self.say_line(f"{advice}{got}", theme.ACCENT)
        elif end == interpreter.BUG:
            self.say_line(f"{why}{got} Change the program and run again from here.", BAD_WORDS)
            self.app.play("error")
        elif left:
            self.say_line(f"{why}{got} {left} bit{'s' if left != 1 else ''} to go: "
                          f"the next run starts from here.", theme.TEXT)
        else:
            self.say_line(f"{why}{got}", theme.TEXT)

    def _limit_advice(self) -> str | None:
        """What to change after a run that stopped on the step limit (the same
        run again from where it began: a try-out that counts for nothing)."""
        try:
            program = from_lines(self.run_lines)
            return limit_advice(program, interpreter.run(self.world, program, self._pending[0]))
        except Exception as exc:  # noqa: BLE001 - advice must never stop the game
            log.warning("no step-limit advice: %r", exc)
            return None

    def explain(self, seat: int, action: Action, exc: IllegalAction) -> str:
        return exc.reason

    def on_illegal(self, seat: int, action: Action, exc: IllegalAction) -> None:
        self.say_line(exc.reason, BAD_WORDS)

    def on_over(self) -> None:
        v = self.view(0)
        if v.get("end_reason") == "solved":
            pts = v["players_state"][0]["points"]
            self.say_line(f"All {BITS} bits! {pts} points!", GOOD_WORDS)
        ed = self.editor
        if not any(b in ed.outside for b in self.end_buttons):
            ed.outside.extend(self.end_buttons)
            ed._rebuild(focus_key="next_puzzle")

    def show_result(self) -> None:
        """Only when asked (See the results): a result screen coming by itself
        put Play again under a pointer on its way to Step back (issue 21)."""
        if self.want_result:
            super().show_result()

    def ask_result(self) -> None:
        self.want_result = True
        super().show_result()

    def next_world(self) -> list[str]:
        """The next puzzle's variants: the next curated puzzle after this one,
        else a new random world of the same difficulty."""
        setup = self.match.setup
        rest = [v for v in setup.variants if not v.startswith("world=")]
        name = self.world_key
        try:
            names = [c for c in self.spec.choices("world", 1) if c != "random"]
        except Exception:  # noqa: BLE001 - no puzzle list: a random world
            names = []
        if name in names and names.index(name) + 1 < len(names):
            return [v for v in rest if not v.startswith("difficulty=")] + \
                [f"world={names[names.index(name) + 1]}"]
        if ":" in name:           # a drawn world: a random one of its size
            return rest
        kind = name.split("/", 1)[0]
        if kind in ("simple", "average", "difficult"):     # after the last of a set
            rest = [v for v in rest if not v.startswith("difficulty=")] + \
                ([f"difficulty={kind}"] if kind != "simple" else [])
        return rest + ["world=random"]

    def next_puzzle(self) -> None:
        from game.app.launch import start_match
        from game.app.seating import Seat, Seating
        seats = Seating([Seat(s.kind, s.device, s.lost) for s in self.seating.seats])
        start_match(self.app, "bot255", seats, self.match.setup.level, tuple(self.next_world()))

    def result_lines(self) -> list[str]:
        v = self.view(0)
        me = v["players_state"][0]
        runs = int(me.get("runs", 0))
        out = []
        if v.get("end_reason") == "solved":
            out.append(f"Solved: all {BITS} bits!")
        else:
            out.append("Out of runs: try the puzzle again.")
        out.append(f"{me['points']} points in {runs} run{'s' if runs != 1 else ''}")
        out.append(f"{self.total_moves()} moves")
        if self.show_timer:
            out.append(f"Time {self.clock_text()}")
        return out

    def nobody_headline(self) -> str | None:
        return "Out of runs this time"

    def win_headline(self) -> str | None:
        return "Puzzle solved!"

    def result_picture(self, surf: pygame.Surface, area: pygame.Rect) -> None:
        v = self.view(0)
        me = v["players_state"][0]
        side = min(area.h, area.w // 2)
        board_area = pygame.Rect(area.x, area.y, side + 120, area.h)
        trail = self.playback.trail() if self.playback is not None else []
        bot = bot_of(me["bot"])
        self.painter.draw(surf, board_area, self.world, [BotPose.of(bot.cell, bot.facing)],
                          taken=bot.taken, trail=trail, t=self.app.time)
        y = area.y + 20
        x = board_area.right + 40
        for line in self.result_lines():
            draw_text(surf, line, fit_size(line, 40, area.right - x), theme.TEXT, (x, y),
                      anchor="topleft", shadow=True)
            y += 56

    # ------------------------------------------------------------------ the buttons
    def _sync_buttons(self) -> None:
        pb = self.playback
        showing = pb is not None and not pb.done
        if showing and pb is not None and pb.playing and not pb._stop_at:
            self.b_run.label, self.b_run.icon = "Pause", "pause"
        elif showing and not self.edited():
            self.b_run.label, self.b_run.icon = "Play", "play"
        else:
            self.b_run.label, self.b_run.icon = "Run", "play"
        over = self.match.over
        self.b_run.enabled = not over
        self.b_step.enabled = not over
        self.b_back.enabled = pb is not None and (pb.index > 0 or pb.k > 0)
        self.b_end.enabled = showing
        self.b_timer.label = self.clock_text() if self.show_timer else "Show time"
        self.b_timer.icon = "eye" if not self.show_timer else "eye_closed"
        self.b_speed.label = f"Speed: {SPEEDS[self.speed][0]}"
        hint = self.editor.button("hint")
        if hint is not None:
            hint.enabled = not over and self.hint_job is None
            hint.label = "Thinking..." if self.hint_job is not None else "Hint"

    def clock_text(self) -> str:
        s = int(self.elapsed)
        return f"{s // 60}:{s % 60:02d}"

    def toggle_timer(self) -> None:
        self.show_timer = not self.show_timer

    def next_speed(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)
        if self.playback is not None:
            self.playback.speed = SPEEDS[self.speed][1]

    def edited(self) -> bool:
        """The program is not the one the run on show was sent with."""
        return self.playback is not None and self.editor.lines != self.run_lines

    def _run_the_new_program(self, step: bool) -> bool:
        """After an edit, Play and Step run the program as it is now (issue 21:
        Play went on showing the old run, saying the bot ran "your program"):
        the old showing ends at once, then the new program is sent."""
        pb = self.playback
        if pb is None or pb.done or not self.edited() or self.match.over:
            return False
        pb.skip()
        if self.live:                 # the match waits for the showing: send it after
            self.queued_run = step
        else:
            self.send_run(step)
        return True

    def press_run(self) -> None:
        pb = self.playback
        if self._run_the_new_program(step=False):
            return
        if pb is not None and not pb.done:
            if pb.playing and not pb._stop_at:
                pb.pause()
                self.say_line("Paused: Step goes on one line, Play goes on running.")
            else:
                pb.play()
                self.say_line("The bot is running your program...")
            return
        self.send_run(step=False)

    def press_step(self) -> None:
        pb = self.playback
        if self._run_the_new_program(step=True):
            return
        if pb is not None and not pb.done:
            pb.forward()
            return
        self.send_run(step=True)

    def press_back(self) -> None:
        pb = self.playback
        if pb is None:
            return
        if pb.index == 0 and pb.k <= 0:
            self.app.play("error")
            return
        pb.back()
        if not self.live:
            self.say_line("Looking back at the last run: Play or To the end to finish.")

    def press_end(self) -> None:
        if self.playback is not None:
            self.playback.skip()

    def send_run(self, step: bool) -> None:
        if self.match.over:
            return
        if not self.ready:
            return
        program, why = self.editor.program()
        if why is not None or program is None:
            self.app.play("error")
            self.say(f"Fix the red line first: {why}")
            self.say_line(str(why), BAD_WORDS)
            return
        if not program:
            self.app.play("error")
            self.say("Add some commands first: tap moveForward!")
            return
        self.step_mode = step
        self.run_lines = [(i, dict(h)) for i, h in self.editor.lines]
        self.act(0, Run(program_text(program)))

    # ------------------------------------------------------------------ hint and load
    def ask_hint(self) -> None:
        if self.match.over or self.hint_job is not None:
            return
        program, why = self.editor.program()
        if why is not None or program is None:
            self.app.play("error")
            self.say(f"Fix the red line first: {why}")
            return
        if self.editor.used >= self.memory:
            self.app.play("error")
            self.say("The memory is full: change a line instead of adding one.")
            return
        v = self.view(0)
        bot = bot_of(v["players_state"][0]["bot"])
        world, memory = self.world, self.memory
        # a try-out that counts for nothing: when no line helps, a program that
        # runs into the step limit needs changing (issue 21: "press Run!" for a spin)
        self.limit_advice = limit_advice(program, interpreter.run(world, program, bot)) \
            if program else None
        box: dict[str, Any] = {}

        def think() -> None:
            try:
                box["line"] = synth.hint_line(world, bot, program, memory, Work(HINT_WORK))
            except Exception as exc:  # noqa: BLE001 - a hint must never take the game down
                log.warning("hint failed: %r", exc)
                box["line"] = None
        self.hint_answer = box
        self.hint_job = threading.Thread(target=think, daemon=True)
        self.hint_job.start()
        self.say_line("The bot is thinking of a hint...")

    def _poll_hint(self) -> None:
        job = self.hint_job
        if job is None or job.is_alive():
            return
        self.hint_job = None
        self.show_hint(self.hint_answer.get("line"))

    def show_hint(self, hinted: tuple[int, dict[str, Any]] | None) -> None:
        ed = self.editor
        if hinted is None and self.limit_advice is not None:
            self.say_line(f"Hint: {self.limit_advice}", theme.ACCENT)
            self.say(self.limit_advice)
            return
        if hinted is None:
            self.say_line("No new line would help from here. Try changing a line, or Run it!",
                          theme.ACCENT)
            self.say("No new line would help from here: try changing a line, or press Run!")
            return
        indent, line = hinted
        kind = line_kind(line)
        glow: set[Any] = {("cmd", kind)}
        cond = line.get("cond")
        if isinstance(cond, str):
            ed.negate = cond.startswith("not_")
            ed.cond = cond[4:] if ed.negate else cond
            glow.add(("cond", ed.cond))
        if line.get("do") == "repeat":
            ed.times = int(line["times"])
        if ed.lines:
            ed.selected = len(ed.lines) - 1
            ed.show_line(ed.selected)
            ed._rebuild()
        self.say_line(f"Hint: add \"{line_words(line)}\" at the end{where(ed.lines, indent)}. "
                      "Its button glows.", theme.ACCENT)
        ed.glow = glow
        ed.hinted = (indent, dict(line))
        self.app.play("reveal")

    def load_choices(self) -> list[Choice]:
        out: list[Choice] = []
        last = self.view(0)["players_state"][0].get("program")
        if last:
            try:
                lines = to_lines(json.loads(last))
                out.append(Choice("My last program", lines, f"{len(lines)} lines"))
            except (ValueError, KeyError, TypeError):
                pass
        for k, prog in enumerate(self.solutions(), start=1):
            lines = to_lines(prog)
            out.append(Choice(f"Show solution {k}", lines, f"{len(lines)} lines"))
        if self.editor.lines:
            out.append(Choice("Start again: no lines", []))
        return out

    def solutions(self) -> list[Any]:
        """The worked solutions of a curated puzzle (none for other worlds)."""
        name = self.world_key
        if name == "random" or ":" in name:
            return []
        try:
            from game.maps.bot255 import worked_solutions
            return list(worked_solutions().get(name, []))
        except Exception as exc:  # noqa: BLE001 - no solutions file, or a broken one: offer none
            log.warning("no worked solutions: %s", exc)
            return []

    # ------------------------------------------------------------------ input
    def on_input(self, seat: int | None, intent: Intent) -> bool:
        return self.editor.handle(intent)

    def lesson_press(self, action: Action, family: str) -> Any:
        """The lesson's glow protocol (docs/learn.md): the next press toward `action`."""
        from .guide import press
        return press(self, action, family)

    def lesson_reset(self) -> None:
        from .guide import reset
        reset(self)

    def animating(self) -> bool:
        pb = self.playback
        if self.waiting_at_the_end():       # the end panel waits for a press: nothing moves
            return self.bubble is not None or (pb is not None and pb.playing)
        return super().animating() or self.hint_job is not None or \
            (pb is not None and pb.playing) or (self.show_timer and not self.match.over)

    def waiting_at_the_end(self) -> bool:
        return self.match.over and not self.anim.busy and self.over_timer is not None \
            and self.over_timer >= self.over_delay and not self.want_result

    # ------------------------------------------------------------------ drawing
    def draw_log(self, surf: pygame.Surface) -> None:
        pass

    def draw_table(self, surf: pygame.Surface) -> None:
        try:
            self._draw(surf)
        except Exception:   # never a traceback in front of a player
            self.draw_failures += 1
            if self.draw_failures < 4:
                log.exception("drawing the puzzle failed")

    def shown(self) -> tuple[BotPose, frozenset, list, int, int, int]:
        """What the board shows now: the bot, its bits, the trail, and the
        points, bits and moves counted so far."""
        pb = self.playback
        if pb is not None:
            pts, bits, moves = self.base
            return (pb.pose(), pb.taken(), pb.trail(), pts + pb.points(), bits + pb.bits(),
                    moves + pb.moves())
        me = self.view(0)["players_state"][0]
        bot = bot_of(me["bot"])
        return (BotPose.of(bot.cell, bot.facing), bot.taken, [], int(me["points"]),
                len(bot.taken), self.total_moves())

    def _draw(self, surf: pygame.Surface) -> None:
        surf.fill(theme.BG)
        t = self.app.time
        pose, taken, trail, points, bits, moves = self.shown()
        marks = []
        pb = self.playback
        if pb is not None and pb.done and self.run_end and self.run_end.get("end") == "bug":
            end = pb.steps[-1] if pb.steps else None
            if end is not None:
                from .board import _forward
                dx, dy = _forward(pose.angle)
                marks.append(((end.x + round(dx), end.y + round(dy)), (255, 60, 40)))
        self.painter.draw(surf, BOARD, self.world, [pose], taken=taken, trail=trail, t=t,
                          marks=marks)
        # title and counters
        title = self.title()
        draw_text(surf, title, fit_size(title, 48, 660), theme.ACCENT, (28, 50), anchor="midleft",
                  shadow=True)
        for r, label, value, icon in self.counters(moves, bits, points):
            self._counter(surf, r, label, value, icon)
        # the message
        size = self.message_size()
        lines = wrap(self.message, size, MESSAGE.w - 20)[:3]
        y = MESSAGE.centery - (size + 4) * (len(lines) - 1) // 2
        for ln in lines:
            draw_text(surf, ln, size, self.message_colour, (MESSAGE.x + 6, y), anchor="midleft",
                      shadow=True)
            y += size + 4
        if self.match.over and not self.anim.busy:
            self._draw_end(surf)
        self.editor.draw(surf, t, show_focus=True)
        self._draw_prompt(surf)

    def _counter(self, surf: pygame.Surface, r: pygame.Rect, label: str, value: str,
                 icon: str | None) -> tuple[pygame.Rect, pygame.Rect]:
        """A counter box; the label and the number never touch ("Points255",
        issue 21): the label gives way to 22 px, then the number shrinks."""
        from game.ui.assets import font
        pygame.draw.rect(surf, (14, 34, 26), r, border_radius=18)
        pygame.draw.rect(surf, (70, 120, 96), r, 3, border_radius=18)
        x = r.x + 14
        if icon == "bit":
            draw_bit(surf, pygame.Rect(x - 6, r.centery - 24, 48, 48), self.app.time)
            x += 44
        elif icon == "star":
            from game.ui.assets import image
            surf.blit(image("ui/icon_star", (38, 38)), (x, r.centery - 19))
            x += 44
        room = r.right - 14 - x - COUNTER_GAP
        lsize = 24 if font(24).size(label)[0] + font(40).size(value)[0] <= room else 22
        vsize = fit_size(value, 40, room - font(lsize).size(label)[0], smallest=22)
        a = draw_text(surf, label, lsize, theme.MUTED, (x, r.centery), anchor="midleft",
                      role="secondary")
        b = draw_text(surf, value, vsize, theme.TEXT, (r.right - 14, r.centery),
                      anchor="midright")
        return a, b

    def _draw_end(self, surf: pygame.Surface) -> None:
        """The puzzle's end, over the board, behind Next puzzle and See the results."""
        box = pygame.Rect(54, 430, 830, 320)
        pygame.draw.rect(surf, (14, 34, 26), box, border_radius=24)
        pygame.draw.rect(surf, theme.ACCENT, box, 4, border_radius=24)
        solved = self.view(0).get("end_reason") == "solved"
        words = f"All {BITS} bits!" if solved else "Out of runs this time"
        draw_text(surf, words, fit_size(words, 56, box.w - 60), theme.ACCENT,
                  (box.centerx, box.y + 80), shadow=True)

    def message_size(self) -> int:
        """The largest size at which the message takes three lines at most."""
        for size in (32, 30, 28, 26):
            if len(wrap(self.message, size, MESSAGE.w - 20)) <= 3:
                return size
        return 24

    @staticmethod
    def counters(moves: int, bits: int, points: int) -> list[tuple[pygame.Rect, str, str,
                                                                     str | None]]:
        return [(pygame.Rect(24, 94, 208, 66), "Moves", str(moves), None),
                (pygame.Rect(244, 94, 196, 66), "Bits", f"{bits}/{BITS}", "bit"),
                (pygame.Rect(452, 94, 240, 66), "Points", str(points), "star")]

    def _draw_prompt(self, surf: pygame.Surface) -> None:
        """For pads and keys: what the buttons do, under the message."""
        fam = device_family(self.last_device) if self.last_device else MOUSE
        if fam == MOUSE or self.editor.pointer:
            return
        if fam == "pad":
            parts = [("img", "ui/pad_a"), "add / press", "  LB RB indent", ("img", "ui/pad_x"),
                     "delete", ("img", "ui/pad_b"), "un-select", ("img", "ui/pad_y"), "help"]
        else:
            parts = [("img", "ui/key_enter"), "add / press", "  Q E indent", "  Tab delete",
                     ("img", "ui/key_esc"), "un-select", "  H help"]
        draw_prompt(surf, parts, 22, theme.MUTED, (MESSAGE.centerx, 904))


def make_puzzle_scene(app: Any, match: Any, seating: Any) -> PuzzleScene:
    return PuzzleScene(app, match, seating)

