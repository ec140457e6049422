"""bot255 programs as data.

A program is a list of commands; each command is a JSON-ready dict:

    {"do": "move"}                                   moveForward
    {"do": "turn", "way": "left" | "right"}          rotate
    {"do": "if", "cond": C, "then": [...], "else": [...] | None}
    {"do": "while", "cond": C, "body": [...]}
    {"do": "repeat", "times": N, "body": [...]}      repeat N times (N 1-99)
    {"do": "until", "cond": C, "body": [...]}        repeat until C

and a condition C is "bug", "bit" or "wall" (ahead of the bot), or the same
with "not_" in front.

The editor shows a program as lines, each with its indent, the way the rule
text's code window does: a header (if, else, while, repeat) owns the lines
below it that are indented further. `to_lines` and `from_lines` go between
the two forms; `from_lines` says in words what is wrong with lines that don't
make a program ("else needs an if just above it, at the same indent").

Memory counts every line: each command, each header and each else.
"""
from __future__ import annotations

from typing import Any

CONDS = ("bug", "bit", "wall")
CONDITIONS = CONDS + tuple(f"not_{c}" for c in CONDS)
MAX_TIMES = 99
# the commands a card can teach (moveForward and rotate are known from the start)
COMMANDS = ("move", "turn", "if", "else", "while", "repeat", "until")
HEADERS = ("if", "while", "repeat", "until")
Program = list[dict[str, Any]]


class BadProgram(ValueError):
    """Lines or data that do not make a program, with the reason in words."""


# --- building commands (tests, bots, the editor) ------------------------------------------------
def move() -> dict[str, Any]:
    return {"do": "move"}


def turn(way: str) -> dict[str, Any]:
    return {"do": "turn", "way": way}


def if_(cond: str, then: Program, else_: Program | None = None) -> dict[str, Any]:
    return {"do": "if", "cond": cond, "then": then, "else": else_}


def while_(cond: str, body: Program) -> dict[str, Any]:
    return {"do": "while", "cond": cond, "body": body}


def repeat(times: int, body: Program) -> dict[str, Any]:
    return {"do": "repeat", "times": times, "body": body}


def until(cond: str, body: Program) -> dict[str, Any]:
    return {"do": "until", "cond": cond, "body": body}


def loop_while(cond: str, body: Program, lib: frozenset[str]) -> dict[str, Any] | None:
    """A loop running `body` while `cond` holds, in whichever form the library has."""
    if "while" in lib:
        return while_(cond, body)
    if "until" in lib:
        return until(cond[4:] if cond.startswith("not_") else "not_" + cond, body)
    return None


def copy_command(c: dict[str, Any]) -> dict[str, Any]:
    """A deep copy of a command (its blocks copied too)."""
    out = dict(c)
    for k in ("then", "else", "body"):
        if out.get(k) is not None:
            out[k] = [copy_command(x) for x in out[k]]
    return out


# --- checking --------------------------------------------------------------------------
def check(program: Any) -> Program:
    """The program itself when it is well formed; else BadProgram with the reason.
    Anything may come in (a saved file, a log, a bot): nothing is trusted."""
    _check_block(program, "the program")
    return program


def _check_block(block: Any, where: str) -> None:
    if type(block) is not list:
        raise BadProgram(f"{where} is not a list of commands.")
    for c in block:
        _check_command(c)


def _check_command(c: Any) -> None:
    if type(c) is not dict or type(c.get("do")) is not str:
        raise BadProgram(f"{c!r} is not a command.")
    do = c["do"]
    keys = set(c)
    if do == "move":
        want = {"do"}
    elif do == "turn":
        want = {"do", "way"}
        if c.get("way") not in ("left", "right"):
            raise BadProgram("rotate turns left or right.")
    elif do in ("if", "while", "until"):
        want = {"do", "cond", "then", "else"} if do == "if" else {"do", "cond", "body"}
        if c.get("cond") not in CONDITIONS:
            raise BadProgram(f"{c.get('cond')!r} is not a condition.")
        if do == "if":
            _check_block(c.get("then"), "an if's commands")
            if c.get("else") is not None:
                _check_block(c["else"], "an else's commands")
        else:
            _check_block(c.get("body"), f"a {do}'s commands")
    elif do == "repeat":
        want = {"do", "times", "body"}
        t = c.get("times")
        if type(t) is not int or not 1 <= t <= MAX_TIMES:
            raise BadProgram(f"repeat runs 1 to {MAX_TIMES} times, not {t!r}.")
        _check_block(c.get("body"), "a repeat's commands")
    else:
        raise BadProgram(f"{do!r} is not a command.")
    if keys != want:
        raise BadProgram(f"a {do} command has the parts {sorted(want)}, not {sorted(keys)}.")


# --- memory and library ------------------------------------------------------------------------
def lines_used(program: Program) -> int:
    """Memory: every command, header and else is one line."""
    n = 0
    for c in program:
        n += 1
        if c["do"] == "if":
            n += lines_used(c["then"])
            if c["else"] is not None:
                n += 1 + lines_used(c["else"])
        elif c["do"] in ("while", "repeat", "until"):
            n += lines_used(c["body"])
    return n


def commands_used(program: Program) -> set[str]:
    """The library commands a program needs ("else" apart from "if")."""
    out: set[str] = set()
    for c in program:
        out.add(c["do"])
        if c["do"] == "if":
            out |= commands_used(c["then"])
            if c["else"] is not None:
                out.add("else")
                out |= commands_used(c["else"])
        elif c["do"] in ("while", "repeat", "until"):
            out |= commands_used(c["body"])
    return out


# --- the editor's lines --------------------------------------------------------------------------
def to_lines(program: Program, indent: int = 0) -> list[tuple[int, dict[str, Any]]]:
    """The program as the editor shows it: (indent, line) pairs, where a line is
    the command without its block ({"do": "else"} for an else)."""
    out: list[tuple[int, dict[str, Any]]] = []
    for c in program:
        head = {k: v for k, v in c.items() if k not in ("then", "else", "body")}
        out.append((indent, head))
        if c["do"] == "if":
            out += to_lines(c["then"], indent + 1)
            if c["else"] is not None:
                out.append((indent, {"do": "else"}))
                out += to_lines(c["else"], indent + 1)
        elif c["do"] in ("while", "repeat", "until"):
            out += to_lines(c["body"], indent + 1)
    return out


def condition_words(cond: str) -> str:
    """"not_wall" -> "not wall ahead"."""
    if cond.startswith("not_"):
        return f"not {cond[4:]} ahead"
    return f"{cond} ahead"


def line_words(head: dict[str, Any]) -> str:
    """One line as the rule text writes it ("repeat until bit ahead")."""
    do = head.get("do")
    if do == "move":
        return "moveForward"
    if do == "turn":
        return f"rotate {head.get('way')}"
    if do == "repeat":
        return f"repeat {head.get('times')}"
    if do == "until":
        return f"repeat until {condition_words(str(head.get('cond')))}"
    if do in ("if", "while"):
        return f"{do} {condition_words(str(head.get('cond')))}"
    return str(do)


def from_lines(lines: list[tuple[int, dict[str, Any]]]) -> Program:
    """The program the editor's lines make; BadProgram says which line is wrong."""
    program, i = _block(lines, 0, 0)
    if i != len(lines):
        raise _pushed_in(lines, i)
    return check(program)


def _pushed_in(lines: list[tuple[int, dict[str, Any]]], i: int) -> BadProgram:
    """A line pushed in (indented) with no if, else, while or repeat to hold it,
    in words a child reads (issue 21: "nothing above to belong to" was not)."""
    if i == 0:
        return BadProgram("Line 1 is pushed in to the right, but no line above it can hold "
                          "it: move it all the way left.")
    ind, above = lines[i - 1]
    if lines[i][0] == ind + 1 and above.get("do") not in HEADERS + ("else",):
        return BadProgram(f"Line {i + 1} is pushed in under \"{line_words(above)}\", which "
                          f"can't hold lines: only if, else, while and repeat can. Move it "
                          f"one step left.")
    return BadProgram(f"Line {i + 1} is pushed in further than the line above it: move it "
                      f"left.")


def _block(lines: list[tuple[int, dict[str, Any]]], i: int, indent: int) -> tuple[Program, int]:
    out: Program = []
    while i < len(lines):
        ind, head = lines[i]
        if ind < indent:
            break
        if ind > indent:
            raise _pushed_in(lines, i)
        do = head.get("do")
        if do == "else":
            if not out or out[-1]["do"] != "if" or out[-1]["else"] is not None:
                raise BadProgram(f"Line {i + 1}: else needs an if just above it, "
                                 f"at the same indent.")
            out[-1]["else"], i = _block(lines, i + 1, indent + 1)
            continue
        c = dict(head)
        i += 1
        if do in HEADERS:
            body, i = _block(lines, i, indent + 1)
            if do == "if":
                c["then"], c["else"] = body, None
            else:
                c["body"] = body
        out.append(c)
    return out, i
