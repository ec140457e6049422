"""A plain `pip install .` needs neither optional extra: no module of the game
imports OpenSpiel or Ray when it is imported, only when a feature that needs
one runs; and no module imports at its top the two modules that do."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
EXTRAS = ("pyspiel", "open_spiel", "ray")
# the modules that are the optional features themselves
OPTIONAL = {"game.interop.openspiel": "game/interop/openspiel.py",
            "game.arena.run_ray": "game/arena/run_ray.py"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_at_import_time(source: str, package: str) -> list[str]:
    """Modules a module of `package` imports when it is imported: its top
    level and class bodies, under any `if` or `try` there, never inside a
    function."""
    tree = ast.parse(source)
    found: list[str] = []

    def visit(nodes: list[ast.stmt]) -> None:
        for node in nodes:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                continue
            if isinstance(node, ast.Import):
                found.extend(a.name for a in node.names)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[:len(package.split(".")) - node.level + 1]
                    base = ".".join(up + ([base] if base else []))
                found.append(base)
                found.extend(f"{base}.{a.name}" for a in node.names)
            for field in ("body", "orelse", "finalbody", "handlers"):
                inner = getattr(node, field, None)
                if isinstance(inner, list):
                    visit([n for n in inner if isinstance(n, ast.stmt)] +
                          [s for h in inner if isinstance(h, ast.ExceptHandler) for s in h.body])

    visit(tree.body)
    return found


def test_no_game_module_needs_open_spiel_or_ray_to_be_imported():
    bad = []
    for path in sorted((ROOT / "game").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if rel in OPTIONAL.values():
            continue
        package = module_name(path) if path.name == "__init__.py" else \
            module_name(path).rpartition(".")[0]
        for name in imported_at_import_time(path.read_text(encoding="utf-8"), package):
            top = name.split(".")[0]
            if top in EXTRAS or name in OPTIONAL:
                bad.append(f"{rel} imports {name}")
    assert not bad, "a plain install would need an optional extra: " + "; ".join(bad)


def test_the_check_sees_imports_at_the_top_and_not_inside_functions():
    """The check above reads what it should: a top-level or guarded import
    counts, relative imports resolve, an import inside a function does not."""
    source = ("import os\ntry:\n    import ray\nexcept ImportError:\n    pass\n"
              "from . import run_ray\nfrom ..interop import openspiel\n"
              "class A:\n    import open_spiel\n"
              "def later():\n    import pyspiel\n")
    names = imported_at_import_time(source, "game.arena")
    assert {"os", "ray", "game.arena.run_ray", "game.interop.openspiel",
            "open_spiel"} <= set(names)
    assert "pyspiel" not in names
