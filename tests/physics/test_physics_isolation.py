"""Physics stays where it belongs: no pygame in `game.physics`, no physics in headless play."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def run_python(code: str, tmp_path: Path) -> dict:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONPATH=str(ROOT))
    out = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])


def test_importing_physics_does_not_import_pygame(tmp_path):
    got = run_python("""
        import json, sys
        import game.physics
        pb = game.physics.tower_fall(game.physics.stack([("a", 50, 20), ("b", 50, 20)], 100, 200),
                                     ["a"], seed=1)
        print(json.dumps({"pygame": sorted(m for m in sys.modules if m.startswith("pygame")),
                          "final": len(pb.final)}))
    """, tmp_path)
    assert got == {"pygame": [], "final": 2}


def test_headless_play_and_replay_never_touch_physics(tmp_path):
    got = run_python("""
        import contextlib, io, json, sys
        from game.core.headless import play, run_replay  # noqa: F401
        from game.__main__ import main
        codes = []
        with contextlib.redirect_stdout(io.StringIO()):
            for game in ("codes", "bananas"):
                log = f"{game}.jsonl"
                codes.append(main(["headless", "--game", game, "--seats", "random,random",
                                   "--seed", "1", "--log", log]))
                codes.append(main(["replay", log]))
        print(json.dumps({"codes": codes,
                          "physics": sorted(m for m in sys.modules
                                            if m == "pymunk" or m.startswith(("pymunk.", "game.physics")))}))
    """, tmp_path)
    assert got == {"codes": [0, 0, 0, 0], "physics": []}
