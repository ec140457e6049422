"""Bot 255 test helpers shared by the rules tests."""
from __future__ import annotations

from game.rules.bot255.deck import DECK


def hand(s, seat: int, *kinds: str) -> list[str]:
    """Give a seat exactly these cards (by kind, or "code-while"/"memory3"-style
    prefixes), taken from wherever they are; its old hand goes to the deck."""
    cards = s.cards
    cards.deck.extend(cards.hands[seat])
    cards.hands[seat] = []
    for want in kinds:
        free = [c.id for c in DECK() if c.id.startswith(want) and c.id not in cards.hands[seat]]
        cid = min(free, key=lambda c: cards.where(c)[0] == "hand")
        for zone in (cards.deck, cards.discard, cards.table, *cards.hands):
            if cid in zone:
                if zone in cards.hands:     # another hand gets a plain card instead
                    spare = next(c for c in cards.deck if not c.startswith(kinds))
                    cards.deck.remove(spare)
                    zone.append(spare)
                zone.remove(cid)
        cards.hands[seat].append(cid)
    cards.check()
    return list(cards.hands[seat])
