"""The arena: bot tournaments over any registered game (`python -m game arena`).

plan (who plays whom, in which seats, on which seed) -> run (one process,
a pool of local processes, or a Ray cluster) -> results ordered by match
index -> stats -> table, CSV, JSON. Every result comes from the match's seed
alone: how the matches were spread over processes never changes a figure.
See docs/arena.md.
"""
