"""tools/core_speed.py: the rule-core speed figure of docs/performance.md."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "core_speed.py"


def test_it_counts_the_actions_of_the_same_matches_every_time():
    runs = [subprocess.run([sys.executable, str(TOOL), "bot255"], cwd=ROOT, capture_output=True,
                           text=True, timeout=300) for _ in range(2)]
    assert all(r.returncode == 0 for r in runs), runs[0].stderr
    counts = [r.stdout.split(":")[1].split()[0] for r in runs]
    assert counts[0] == counts[1] and int(counts[0]) > 1000


def test_an_unknown_game_is_refused_with_the_list():
    r = subprocess.run([sys.executable, str(TOOL), "chess"], cwd=ROOT, capture_output=True,
                       text=True, timeout=120)
    assert r.returncode == 2 and "no game chess" in r.stderr and "bot255" in r.stderr
