"""Why a hinted move is good, in one short line a child can read (issue 22).

One module a game (`reasons/<game id>.py`), each with
`reason(view, action, seat) -> str | None`: the line is worked out from the
suggested action and that seat's own view only, and says only what that seat
can know is true. Where no such line can be given honestly the module says
None and the hint falls back to the move in the game's own words. Pure: no
pygame. Codes keeps its own (`game/scenes/codes/hint.py`).
"""
