"""bot255 programs as plain text, one line a command, the way the editor shows them.

    repeat 4
      moveForward
      if bug ahead
        rotate left
      else
        moveForward
    while not wall ahead
      moveForward
    repeat until bit ahead
      rotate right

Each line is one of the editor's lines (`program.to_lines`): a command, a
header or an else. A header (if, else, while, repeat) owns the lines under it
that are indented two spaces further. The words:

    moveForward                    rotate left | rotate right
    if C        else               while C
    repeat N    (N 1-99)           repeat until C

and a condition C is `bug ahead`, `bit ahead` or `wall ahead`, or the same
with `not ` in front. Blank lines and lines starting with `#` are skipped.
Words are read without regard to case, so `moveforward` is fine too.

`format_program` writes a program (the dicts of `game.rules.bot255.program`)
as this text; `parse_program` reads it back, and says in words which line is
wrong when it can't (`program.BadProgram`, a ValueError). Formatting and then
parsing gives the same program. Pure Python: no pygame.
"""
from __future__ import annotations

from typing import Any

from .program import CONDS, MAX_TIMES, BadProgram, Program, check, to_lines

INDENT = "  "
MOVE = "moveForward"
COMMANDS_TEXT = ("moveForward, rotate left, rotate right, if C, else, while C, repeat N "
                 "or repeat until C")
CONDITIONS_TEXT = "bug ahead, bit ahead or wall ahead, with or without not in front"


# --- writing ----------------------------------------------------------------------------------
def condition_text(cond: str) -> str:
    """"not_wall" -> "not wall ahead"."""
    if cond.startswith("not_"):
        return f"not {cond[4:]} ahead"
    return f"{cond} ahead"


def line_text(head: dict[str, Any]) -> str:
    """One of the editor's lines (a command without its block) as text."""
    do = head["do"]
    if do == "move":
        return MOVE
    if do == "turn":
        return f"rotate {head['way']}"
    if do == "else":
        return "else"
    if do == "repeat":
        return f"repeat {head['times']}"
    if do == "until":
        return f"repeat until {condition_text(head['cond'])}"
    if do in ("if", "while"):
        return f"{do} {condition_text(head['cond'])}"
    raise BadProgram(f"{do!r} is not a command.")


def format_program(program: Program) -> str:
    """The program as text, one line a command, two spaces an indent, ending
    with a newline (the empty program is the empty text)."""
    check(program)
    return "".join(f"{INDENT * ind}{line_text(head)}\n" for ind, head in to_lines(program))


# --- reading ----------------------------------------------------------------------------------
def parse_condition(words: list[str], where: str) -> str:
    """["not", "wall", "ahead"] -> "not_wall"; BadProgram naming `where` otherwise."""
    ws = [w.lower() for w in words]
    negate = bool(ws) and ws[0] == "not"
    if negate:
        ws = ws[1:]
    if len(ws) == 2 and ws[1] == "ahead" and ws[0] in CONDS:
        return ("not_" if negate else "") + ws[0]
    said = " ".join(words) or "nothing"
    raise BadProgram(f"{where}: {said!r} is not a condition: say {CONDITIONS_TEXT}.")


def parse_line(text: str, where: str = "Line 1") -> dict[str, Any]:
    """One line's words (no indent) -> the editor's line dict."""
    words = text.split()
    if not words:
        raise BadProgram(f"{where} is empty.")
    first = words[0].lower()
    rest = words[1:]
    if first in ("moveforward", "move"):
        if rest:
            raise BadProgram(f"{where}: moveForward takes nothing after it.")
        return {"do": "move"}
    if first in ("rotate", "turn"):
        if len(rest) != 1 or rest[0].lower() not in ("left", "right"):
            raise BadProgram(f"{where}: say rotate left or rotate right.")
        return {"do": "turn", "way": rest[0].lower()}
    if first == "else":
        if rest:
            raise BadProgram(f"{where}: else takes nothing after it (the commands go on "
                             f"the lines under it, indented).")
        return {"do": "else"}
    if first in ("if", "while"):
        return {"do": first, "cond": parse_condition(rest, where)}
    if first == "repeat":
        if rest and rest[0].lower() == "until":
            return {"do": "until", "cond": parse_condition(rest[1:], where)}
        if rest and rest[-1].lower() == "times":
            rest = rest[:-1]
        if len(rest) != 1 or not rest[0].isdigit():
            raise BadProgram(f"{where}: say repeat and a number (repeat 4), or repeat until "
                             f"and a condition.")
        times = int(rest[0])
        if not 1 <= times <= MAX_TIMES:
            raise BadProgram(f"{where}: repeat runs 1 to {MAX_TIMES} times, not {times}.")
        return {"do": "repeat", "times": times}
    raise BadProgram(f"{where}: {words[0]!r} is not a command: the commands are "
                     f"{COMMANDS_TEXT}.")


# (line number in the text, indent level, the line)
_Line = tuple[int, int, dict[str, Any]]


def parse_program(text: str) -> Program:
    """The program the text makes; BadProgram names the line that is wrong."""
    lines: list[_Line] = []
    for n, raw in enumerate(text.splitlines(), start=1):
        body = raw.rstrip()
        stripped = body.lstrip(" ")
        if not stripped or stripped.startswith("#"):
            continue
        where = f"Line {n}"
        if stripped[0].isspace():
            raise BadProgram(f"{where} is indented with a tab: indent with two spaces a level.")
        spaces = len(body) - len(stripped)
        if spaces % len(INDENT):
            raise BadProgram(f"{where} is indented by {spaces} spaces: indent with two spaces "
                             f"a level.")
        lines.append((n, spaces // len(INDENT), parse_line(stripped, where)))
    program, i = _block(lines, 0, 0)
    if i != len(lines):   # pragma: no cover - _block stops only at a smaller indent
        raise BadProgram(f"Line {lines[i][0]} is indented further than the line above allows.")
    return check(program)


def _block(lines: list[_Line], i: int, indent: int) -> tuple[Program, int]:
    out: Program = []
    while i < len(lines):
        n, ind, head = lines[i]
        if ind < indent:
            break
        if ind > indent:
            raise BadProgram(f"Line {n} is indented too far: only the lines under an if, "
                             f"else, while or repeat are indented, two spaces more than it.")
        if head["do"] == "else":
            if not out or out[-1]["do"] != "if" or out[-1]["else"] is not None:
                raise BadProgram(f"Line {n}: else needs an if just above it, at the same "
                                 f"indent.")
            out[-1]["else"], i = _block(lines, i + 1, indent + 1)
            continue
        c = dict(head)
        i += 1
        if c["do"] in ("if", "while", "repeat", "until"):
            body, i = _block(lines, i, indent + 1)
            if c["do"] == "if":
                c["then"], c["else"] = body, None
            else:
                c["body"] = body
        out.append(c)
    return out, i
