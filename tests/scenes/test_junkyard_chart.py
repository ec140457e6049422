"""The spank chart's words fit their box (seen watching a winning spank
again: "as high as the monkey" ran into "2 or more")."""
from __future__ import annotations

from game.scenes.junkyard.fight import CHART_ROWS, CHART_W
from game.ui.assets import font


def test_the_spank_charts_two_columns_never_touch():
    f = font(28)
    for left, right in CHART_ROWS:
        assert 20 + f.size(left)[0] + 24 + f.size(right)[0] + 20 <= CHART_W, left

