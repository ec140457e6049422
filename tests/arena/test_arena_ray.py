"""`--ray local` plays the same tournament as this process does (one small
run, 6 matches in 6 tasks: starting a local Ray cluster alone takes seconds)."""
from __future__ import annotations

import ray  # noqa: F401  (`make test` installs the [cluster] extra: never skipped)

from game.arena.cli import main


def test_a_local_ray_cluster_gives_the_local_results(tmp_path, capsys):
    argv = ["--game", "codes", "--bots", "random,easy", "--matches", "6", "--seed",
            "3", "--variant", "max_rounds=15", "--quiet"]
    here, there = tmp_path / "here.json", tmp_path / "ray.json"
    assert main(argv + ["--procs", "1", "--json", str(here)]) == 0
    table_here = capsys.readouterr().out
    assert main(argv + ["--ray", "local", "--json", str(there)]) == 0
    assert capsys.readouterr().out == table_here
    assert there.read_bytes() == here.read_bytes()
