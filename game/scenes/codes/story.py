"""What the table shows and tells for each Codes event.

`STORY` maps every event kind the rules emit to (animation, told in the log).
Events play in order, each one's animations after the previous one's; the
sentences come from the rules' text (`text.describe_event` for the log,
`text.speech` for the bubbles), so the screen and a headless log say the same.
Kinds with neither are silent on purpose: hidden draws, the opening deal's
bookkeeping, and events whose action already told everything.
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Callable

from game.core.actions import Action
from game.core.events import Event
from game.rules.codes import Claim, Flip, GuessChar, Move, Pass, Replace, Swap
from game.rules.codes import text
from game.ui.anim import Anim, Later, call, wait

from .coins import CoinSprite, flip_anim, into_bag_anim, out_of_bag_anim, slide_anim

if TYPE_CHECKING:
    from .scene import CodesScene

Show = Callable[["CodesScene", Event, "int | None"], list[Anim]]  # (scene, event, acting seat)

TOLD_BY_EVENTS = (Flip, Swap, Move, Replace, GuessChar)  # their events tell what came out
SECRET_UNTIL_TOLD = (Claim, Pass)  # a window's decisions: the claims are told when it closes


def _hinted(*fields: str) -> Callable[[Show], Show]:
    """A table action by a bot: first its coins glow, so children see what it picked."""
    def wrap(show: Show) -> Show:
        def shown(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
            anims = show(scene, ev, seat)
            if seat is not None and scene.is_bot(seat):
                anims.insert(0, scene.table.coins.hint_anim(tuple(ev[f] for f in fields), seat))
            return anims
        return shown
    return wrap


def _deal(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
    coins, slot = scene.table.coins, scene.table.row.slot_xy(ev["pos"])
    sp = CoinSprite(ev["shows"], visible=False)
    return [Later(lambda: [coins.bag.wiggle_anim(0.3),
                           out_of_bag_anim(sp, coins.bag.center, slot, 0.45),
                           call(lambda: coins.put(ev["pos"], sp))])]


def _redeal(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
    coins = scene.table.coins
    return [Later(lambda: [into_bag_anim(s, coins.bag.center, 0.5) for s in coins.sprites]),
            coins.bag.wiggle_anim(0.4),
            call(lambda: coins.sprites.clear()),
            *_say(scene, ev)]


@_hinted("pos")
def _flip(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
    coins = scene.table.coins  # its sprites are looked up when the flip plays, not now
    return [Later(lambda: flip_anim(coins.sprites[ev["pos"]], ev["after"]))]


@_hinted("a", "b")
def _swap(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
    coins, row = scene.table.coins, scene.table.row
    a, b = ev["a"], ev["b"]
    perm = list(range(row.n))
    perm[a], perm[b] = perm[b], perm[a]
    return [Later(lambda: [
                slide_anim(coins.sprites[a], row.slot_xy(b), 0.5, arc=110, sound="swap"),
                slide_anim(coins.sprites[b], row.slot_xy(a), 0.5, arc=-40)]),
            call(lambda: coins.permute(perm))]


@_hinted("src")
def _move(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
    coins, row = scene.table.coins, scene.table.row
    src, dst = ev["src"], ev["dst"]
    perm = list(range(row.n))
    perm.insert(dst, perm.pop(src))

    def slide_all() -> list[Anim]:  # the moved coin arcs over; the others make room
        anims = [slide_anim(coins.sprites[src], row.slot_xy(dst), 0.6, arc=130, sound="slide")]
        for new_i, old_i in enumerate(perm):
            if old_i != src and old_i != new_i:
                anims.append(slide_anim(coins.sprites[old_i], row.slot_xy(new_i), 0.45))
        return anims
    return [Later(slide_all), call(lambda: coins.permute(perm))]


@_hinted("pos")
def _replace(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
    coins, pos = scene.table.coins, ev["pos"]
    slot = scene.table.row.slot_xy(pos)
    sp = CoinSprite(ev["shows"], visible=False)
    return [Later(lambda: into_bag_anim(coins.sprites[pos], coins.bag.center, 0.45)),
            coins.bag.wiggle_anim(0.45),
            call(lambda: coins.put(pos, sp)),
            Later(lambda: out_of_bag_anim(sp, coins.bag.center, slot, 0.55))]


def _say(scene: CodesScene, ev: Event) -> list[Anim]:
    return [call(partial(scene.say, line)) for line in text.speech(ev.to_json(), scene.names())]


def _claim(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
    said, verdict = text.speech(ev.to_json(), scene.names())
    who = ev["seat"]
    return [call(lambda: scene.say(said, who)), wait(1.2),
            call(lambda: scene.say(verdict, who), sound="win" if ev["correct"] else "error"),
            wait(1.0)]


def _guess(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
    (verdict,) = text.speech(ev.to_json(), scene.names())
    return [call(lambda: scene.say(verdict, ev["seat"]), sound="win" if ev["correct"] else "error"),
            wait(1.2)]


def _window(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
    """The memory game's claim window: a reminder when a player at the screen is asked."""
    if any(not scene.is_bot(s) for s in ev["seats"]):
        return [call(lambda: scene.say(text.WINDOW_PROMPT, None, 3.0))]
    return []


def _memorized(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
    return _say(scene, ev)


def _turn(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
    if seat is not None and not scene.is_bot(seat):
        return [wait(0.1)]  # a breath after a player's move before the next turn shows
    return []


def _nothing(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
    return []


SILENT = (_nothing, False)

STORY: dict[str, tuple[Show, bool]] = {
    # the opening (and, in the memory game, the deal after everyone is ready)
    "coins": SILENT,
    "start": SILENT,
    "teams": SILENT,
    "secret_code": SILENT,       # the note shows it
    "position_dealt": SILENT,    # the stars on the felt show it
    "code_char": SILENT,
    "code_redraw": SILENT,
    "memorize": SILENT,          # the status line asks for it
    "coin_drawn": SILENT,        # hidden from everyone
    "table_redraw": (_redeal, True),
    "table_draw": (_deal, False),
    "turn": (_turn, False),      # the seat cards and status line show it
    # actions
    "flip": (_flip, True),
    "swap": (_swap, True),
    "move": (_move, True),
    "replace": (_replace, True),
    "end_turn": SILENT,          # the action's own line tells it
    "ready": SILENT,
    "memorized": (_memorized, False),
    "claim_window": (_window, False),  # everyone still in decides: claim or not
    "claim": (_claim, True),
    "guess_start": SILENT,
    "guess_char": SILENT,        # secret until the guess is whole
    "guess_cancel": SILENT,
    "guess": (_guess, True),
    "out": (_nothing, True),
    "match": SILENT,             # `win` follows and tells it
    "win": (_nothing, True),
    "draw": (_nothing, True),
    "reveal": SILENT,            # the result screen shows the codes
}


def animate(scene: CodesScene, ev: Event, seat: int | None) -> list[Anim]:
    show, _ = STORY.get(ev.kind, SILENT)
    return show(scene, ev, seat)


def log_line(scene: CodesScene, ev: Event) -> str | None:
    _, told = STORY.get(ev.kind, SILENT)
    if not told:
        return None
    return text.describe_event(ev.to_json(), scene.view(None), scene.names())


def action_line(scene: CodesScene, seat: int, action: Action, before: dict) -> str | None:
    if isinstance(action, TOLD_BY_EVENTS + SECRET_UNTIL_TOLD):
        return None
    return text.describe(action.to_json(), dict(before, names=scene.names()), seat)
