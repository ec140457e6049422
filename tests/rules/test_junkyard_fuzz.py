"""Random-playout fuzzing of Spank the Monkey: 1,000 matches over 2-6 players
and every optional rule. Each one must end without an exception, keep all 120
cards somewhere (pile, discard, hands, towers; each once) and the monkey
within 1-25 after every action, show every height equal to the dots in its
tower (in a whole view, built every 3rd action and at the end), and replay
from its record. The log of every action must show each card that left the
table (`cards_discarded` or `table_taken`), and a collision chain must roll
for a card again only after the card it landed on broke under it (one roll
per fall, rule text: "you only roll once"). The 10,000-match soak is `tools/soak_junkyard.py`
(figures in docs/performance.md)."""
from __future__ import annotations

import itertools
import random

from game.core.match import Match
from game.core.record import parse
from game.core.state import Setup
from game.rules.junkyard.deck import card
from game.rules.junkyard.options import OPTIONS

import pytest

from game.rules.junkyard.state import JunkyardState, max_actions, new_match

MATCHES = 1000
CHUNKS = 10                     # so pytest-xdist can share them out over both cores
# the rule text's four optional rules (the answer timer is the screen's: no rule changes)
OPTION_NAMES = [o.name for o in OPTIONS if o.choices == (False, True)]
# every subset of the four optional rules, taking turns with the player counts
MIXES = [tuple(c) for k in range(len(OPTION_NAMES) + 1)
         for c in itertools.combinations(OPTION_NAMES, k)]


def setup(i: int) -> Setup:
    return Setup("junkyard", ("random",) * (2 + i % 5), 7000 + i, None, MIXES[i % len(MIXES)])


def invariants(s: JunkyardState, n: int = 0) -> None:
    s.yard.check()                   # every card in exactly one place, the monkey in range
    assert len(s.yard.cards.all_cards()) == 120
    assert 1 <= s.yard.monkey <= 25
    if n % 3 == 0 or s.over:         # the view's heights (a whole view: every 3rd action)
        heights = s.view(None)["heights"]
        assert heights == [sum(card(f.junk).height for f in t) for t in s.yard.towers]


CHAIN = {"collision", "cards_discarded", "junk_destroyed"}


def logged(table_before: list[str], s: JunkyardState, events: list) -> None:
    """What one action's events must show (see the module's docstring)."""
    left = set(table_before) - set(s.yard.cards.table)
    shown = {c for e in events if e.kind == "cards_discarded" and e["seat"] is None
             for c in e["cards"]} | {e["card"] for e in events if e.kind == "table_taken"}
    assert left <= shown, f"cards left the table unlogged: {sorted(left - shown)}"
    last: dict[str, object] = {}            # the card's previous collision in this chain
    for e in events:
        if e.kind not in CHAIN or (e.kind == "junk_destroyed" and e.get("cause") != "collision"):
            last = {}                       # the chain is over
        elif e.kind == "collision":
            before = last.get(e["junk"])
            assert before is None or (before["onto"] in before["destroyed"]
                                      and e["junk"] not in before["destroyed"]), (
                f"{e['junk']} was rolled for twice in one fall")
            last[e["junk"]] = e


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_random_matches_end_keep_every_card_and_replay(chunk):
    ends = {"spank": 0, "pile": 0}
    for i in range(chunk, MATCHES, CHUNKS):
        rng = random.Random(i)
        if i % 10 == 0:              # a tenth with its record, replayed in full
            m = Match(setup(i))
            while not m.over:
                seat = rng.choice(sorted(m.state.to_act()))
                table = list(m.state.yard.cards.table)
                logged(table, m.state, m.apply(seat, rng.choice(m.state.legal_actions(seat))))
                invariants(m.state, len(m.record.steps))
            text = m.record.text()
            assert Match.replay(parse(text)).record.text() == text
            s = m.state
        else:
            s = new_match(setup(i))
            limit, n = max_actions(s.setup), 0
            while not s.over:
                seat = rng.choice(sorted(s.to_act()))
                table = list(s.yard.cards.table)
                logged(table, s, s.apply(seat, rng.choice(s.legal_actions(seat))))
                n += 1
                invariants(s, n)
                assert n <= limit
        assert s.end_reason is not None
        ends[s.end_reason] += 1
    assert sum(ends.values()) == MATCHES // CHUNKS and ends["spank"]
