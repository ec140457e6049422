"""bot255's deck as data and what a hand lets a player program: the library,
memory (base, Memory cards, Upgrades doubling) and the Verify verdict."""
from __future__ import annotations

from collections import Counter

import pytest

from game.rules.bot255.deck import (BASE_MEMORY, DECK, BadDeck, card, library, memory, parse,
                                    verify)
from game.rules.bot255.program import if_, move, repeat, turn, until, while_


def cards(*ids):
    return [card(i) for i in ids]


def test_the_deck_file_holds_every_kind_with_unique_ids():
    deck = DECK()
    kinds = Counter(c.kind for c in deck)
    assert set(kinds) == {"code", "memory", "upgrade", "steal_look", "steal_blind",
                          "steal_turn", "swap", "search", "spy"}
    assert len({c.id for c in deck}) == len(deck)
    taught = Counter(c.teaches for c in deck if c.kind == "code")
    assert set(taught) == {"if", "else", "while", "repeat"}
    assert all(c.lines > 0 for c in deck if c.kind == "memory")
    assert card("upgrade-1").kind == "upgrade"


def test_a_bare_hand_knows_move_and_rotate_with_four_lines():
    assert library([]) == {"move", "turn"} and memory([]) == BASE_MEMORY == 4


def test_memory_cards_add_lines_and_each_upgrade_doubles_all_of_it():
    assert memory(cards("memory2-1", "memory3-1")) == 4 + 2 + 3
    assert memory(cards("memory3-1", "upgrade-1")) == (4 + 3) * 2
    assert memory(cards("upgrade-1", "upgrade-2", "memory2-1")) == (4 + 2) * 4


def test_code_cards_teach_their_command_and_repeat_teaches_both_forms():
    assert library(cards("code-if-1", "code-repeat-2")) == {"move", "turn", "if", "repeat",
                                                            "until"}
    assert library(cards("steal_turn-1", "spy-1")) == {"move", "turn"}


def test_verify_checks_lines_against_memory_and_commands_against_the_library():
    hand = cards("code-repeat-1", "memory2-1", "spy-1")
    ok = verify([repeat(8, [move()]), turn("left")], hand)
    assert ok.valid and ok.lines == 3 and ok.memory == 6 and ok.cards == ("code-repeat-1",)
    assert ok.words() == "Verified: 3 of 6 lines, 1 cards used."
    bad = verify([while_("not_wall", [move()])], hand)
    assert not bad.valid and bad.missing == ("while",)
    assert "uses while without the card" in bad.words()
    long = verify([move()] * 7, hand)
    assert not long.valid and long.words() == "Not valid: 7 lines but only 6 lines of memory."
    assert verify([until("wall", [move()])], hand).cards == ("code-repeat-1",)
    assert verify([move()] * 5, hand).cards == ("memory2-1",)     # past the base 4 lines
    assert not verify([if_("bit", [move()], [turn("left")])], cards("code-if-1")).valid


@pytest.mark.parametrize("text,why", [
    ("[[card]]\nkind = 'joker'\nname = 'J'\ncount = 1", "kind 'joker'"),
    ("[[card]]\nkind = 'spy'\nname = 'S'\ncount = 0", "count must be 1-20"),
    ("[[card]]\nkind = 'code'\nname = 'C'\ncount = 1\nteaches = 'goto'", "teaches one of"),
    ("[[card]]\nkind = 'memory'\nname = 'M'\ncount = 1\nlines = 0", "adds 1-8 lines"),
    ("[[card]]\nkind = 'spy'\nname = 'S'\ncount = 1\nlines = 2", "only memory cards"),
    ("[[card]]\nkind = 'spy'\nname = 'S'\ncount = 1\ncolour = 'red'", "unknown fields"),
    ("[[card]]\nkind = 'spy'\nname = 'S'\ncount = 1\n[[card]]\nkind = 'spy'\nname = 'T'\n"
     "count = 1", "same cards"),
    ("", "no cards"),
    ("[[card", "not valid TOML"),
])
def test_a_broken_deck_file_names_what_is_wrong(text, why):
    with pytest.raises(BadDeck, match=why):
        parse(text)
