"""What the table kit's text drawing put on screen, for the screen audit.

Off by default: `LOG` is None and every drawing function pays one module-level
None check. The audit (tests/support/screen_audit.py) sets a `TextLog`
(game/ui/textaudit.py), draws a frame and reads back each text: its words, its
ink rectangle on the surface it was drawn on, its font size in px (on the
1920x1080 canvas), its role and the box it belongs to when the caller named one
(a button's or a panel's rect).

Roles say how small a text may be: "decide" (a number or word a player needs in
order to decide: 28 px or more), "secondary" and "log" (22 px or more). Text
whose caller says nothing is taken as "decide": a small label must say it is one.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:   # the classes live apart: start-up never defines them
    from .textaudit import TextLog

DECIDE, SECONDARY, LOG_ROLE = "decide", "secondary", "log"
ROLES = (DECIDE, SECONDARY, LOG_ROLE)


LOG: TextLog | None = None
