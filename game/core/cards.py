"""Draw piles, discards, hands and cards in play for the card games.

One `Cards` object holds every card of a match in exactly one zone:

  deck     the draw pile, face down: a list bottom -> top (the last id is next)
  discard  face up, public: bottom -> top (the last id is the top card)
  table    cards in play, face up, public; games keep their own structure
           (towers, ...) over these ids
  hands    one list per seat, secret to everyone but the owner

Cards are plain ids (str or int); what a card does lives in each game. The
object keeps no RNG: calls that shuffle take one (the match's `MatchRng`, or a
bot's `random.Random` in a determinized copy), so a clone never shares a
stream. Read the zones freely; change them only through the methods, which
keep every card in one place and return the events. A call naming a card that
is not where it says raises ValueError and changes nothing (rules check
legality first). Several cards given as a list land as a block, in the order
given, bottom -> top; drawn and peeked cards are listed top card first.

Running out (`on_empty`, the game's choice): "reshuffle" shuffles the discard
and puts it under the deck when a draw needs more cards than the deck holds;
"stop" draws what is there. A draw that still comes up short says so in
`DrawResult.short` and in a public `deck_short` event, never by raising.

Events (public unless a `to` is given):
  deck_shuffled        {count}
  reshuffle            {count}                 that many discards went under the deck
  cards_drawn          {seat, cards}           to the drawer only
  cards_drawn_count    {seat, count}
  deck_short           {seat, wanted, short}   seat is None for flips
  deck_to_discard      {cards}                 flipped face up from the deck
  deck_to_table        {cards}
  cards_discarded      {seat, cards, bottom}   seat None: from the table
  discard_taken        {seat, card}
  card_played          {seat, card}            hand -> table
  table_taken          {seat, card}            table -> hand
  card_moved           {from_seat, to_seat, card}   to those two seats only
  card_moved_count     {from_seat, to_seat, count}
  cards_returned       {seat, cards, top}      from a hand: to that seat only;
                                               seat None: public, from table/discard
  cards_returned_count {seat, count, top}      only for cards from a hand
  deck_peeked          {seat, cards}           to the peeker only
  deck_peeked_count    {seat, count}
  hand_shown           {seat, viewers, cards}  to the owner and the viewers
Every draw is checkable from the drawer's copy of the log (`cards_drawn`);
other seats and spectators see only `cards_drawn_count`.

Search bots: `sample_hidden(state.view(seat), all_ids, rng)` deals the ids that
seat cannot see at random into the other hands and the deck, giving a full
`Cards` that agrees with the view.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Iterable, Mapping, Sequence, Union

from .events import Event, event

CardId = Union[str, int]
POLICIES = ("reshuffle", "stop")


@dataclass(frozen=True)
class DrawResult:
    cards: list      # the cards taken, top card first
    events: list     # list[Event], in order
    short: int = 0   # how many of the wanted cards the deck could not give

    @property
    def complete(self) -> bool:
        return self.short == 0


class Cards:
    __slots__ = ("deck", "discard", "table", "hands", "on_empty", "_ids")

    def __init__(self, cards: Iterable[CardId], seats: int, on_empty: str = "reshuffle"):
        if on_empty not in POLICIES:
            raise ValueError(f"on_empty must be one of {POLICIES}, not {on_empty!r}")
        self.deck: list = list(cards)
        self.discard: list = []
        self.table: list = []
        self.hands: list[list] = [[] for _ in range(seats)]
        self.on_empty = on_empty
        self._ids = frozenset(self.deck)
        if len(self._ids) != len(self.deck):
            raise ValueError("card ids must be unique")

    # --- looking ------------------------------------------------------------
    @property
    def seats(self) -> int:
        return len(self.hands)

    def all_cards(self) -> list:
        return [*self.deck, *self.discard, *self.table, *(c for h in self.hands for c in h)]

    def where(self, card: CardId) -> tuple[str, int | None] | None:
        """("deck"|"discard"|"table", None) or ("hand", seat); None if not in the game."""
        for name in ("deck", "discard", "table"):
            if card in getattr(self, name):
                return name, None
        for seat, hand in enumerate(self.hands):
            if card in hand:
                return "hand", seat
        return None

    def check(self) -> None:
        """Raise AssertionError unless every card is in exactly one place."""
        cards = self.all_cards()
        if len(cards) != len(set(cards)) or set(cards) != self._ids:
            raise AssertionError("cards were created, lost or duplicated")

    def view(self, seat: int | None) -> dict[str, Any]:
        """What `seat` (None: a spectator) may see: its own hand, counts for the rest."""
        return {
            "seat": seat,
            "on_empty": self.on_empty,
            "deck_count": len(self.deck),
            "discard": list(self.discard),
            "table": list(self.table),
            "hand_counts": [len(h) for h in self.hands],
            "hand": None if seat is None else list(self.hands[self._seat(seat)]),
        }

    def peek(self, seat: int, n: int | None = 1) -> tuple[list, list[Event]]:
        """The top `n` cards (the whole deck if None), shown to `seat` only."""
        self._seat(seat)
        k = len(self.deck) if n is None else max(0, min(n, len(self.deck)))
        cards = self.deck[len(self.deck) - k:][::-1]
        return cards, [event("deck_peeked", to=[seat], seat=seat, cards=list(cards)),
                       event("deck_peeked_count", seat=seat, count=k)]

    def show_hand(self, seat: int, viewers: Iterable[int]) -> list[Event]:
        """Let `viewers` look at `seat`'s hand (steal after a look, spy)."""
        viewers = sorted({self._seat(v) for v in viewers} - {self._seat(seat)})
        return [event("hand_shown", to=[seat, *viewers], seat=seat, viewers=viewers,
                      cards=list(self.hands[seat]))]

    # --- the deck -----------------------------------------------------------
    def shuffle(self, rng) -> list[Event]:
        rng.shuffle(self.deck)
        return [event("deck_shuffled", count=len(self.deck))]

    def draw(self, seat: int, n: int, rng) -> DrawResult:
        """Draw `n` cards into `seat`'s hand (rng is used only to reshuffle)."""
        self._seat(seat)
        events: list[Event] = []
        cards, short = self._take_top(n, rng, events)
        self.hands[seat].extend(cards)
        if cards:
            events.append(event("cards_drawn", to=[seat], seat=seat, cards=list(cards)))
            events.append(event("cards_drawn_count", seat=seat, count=len(cards)))
        if short:
            events.append(event("deck_short", seat=seat, wanted=n, short=short))
        return DrawResult(cards, events, short)

    def deal(self, n: int, rng) -> list[Event]:
        """`n` cards to every seat, seat 0 first. Not enough cards is a setup error."""
        spare = len(self.discard) if self.on_empty == "reshuffle" else 0
        if n * self.seats > len(self.deck) + spare:
            raise ValueError(f"not enough cards to deal {n} to {self.seats} seats")
        return [e for s in range(self.seats) for e in self.draw(s, n, rng).events]

    def draw_to_discard(self, n: int, rng) -> DrawResult:
        return self._flip(n, rng, "discard", "deck_to_discard")

    def draw_to_table(self, n: int, rng) -> DrawResult:
        return self._flip(n, rng, "table", "deck_to_table")

    def take_from_deck(self, seat: int, card: CardId) -> list[Event]:
        """A chosen card out of the deck into a hand (after a search): a secret draw."""
        self._need(self.deck, [card], "the deck")
        self.deck.remove(card)
        self.hands[self._seat(seat)].append(card)
        return [event("cards_drawn", to=[seat], seat=seat, cards=[card]),
                event("cards_drawn_count", seat=seat, count=1)]

    def return_to_deck(self, cards: Sequence[CardId], seat: int | None = None,
                       top: bool = False) -> list[Event]:
        """Cards from `seat`'s hand (secret), or from the table/discard (seat None,
        public), onto the bottom (or the top) of the deck."""
        cards = list(cards)
        if seat is None:
            self._need(self.table + self.discard, cards, "the table or the discard")
            for c in cards:
                (self.table if c in self.table else self.discard).remove(c)
        else:
            self._need(self.hands[self._seat(seat)], cards, f"seat {seat}'s hand")
            for c in cards:
                self.hands[seat].remove(c)
        if top:
            self.deck.extend(cards)
        else:
            self.deck[:0] = cards
        if seat is None:
            return [event("cards_returned", seat=None, cards=cards, top=top)]
        return [event("cards_returned", to=[seat], seat=seat, cards=cards, top=top),
                event("cards_returned_count", seat=seat, count=len(cards), top=top)]

    # --- hands, discard and table --------------------------------------------
    def discard_from_hand(self, seat: int, cards: Sequence[CardId],
                          bottom: bool = False) -> list[Event]:
        cards = list(cards)
        self._need(self.hands[self._seat(seat)], cards, f"seat {seat}'s hand")
        for c in cards:
            self.hands[seat].remove(c)
        self._to_discard(cards, bottom)
        return [event("cards_discarded", seat=seat, cards=cards, bottom=bottom)]

    def discard_from_table(self, cards: Sequence[CardId], bottom: bool = False) -> list[Event]:
        cards = list(cards)
        self._need(self.table, cards, "the table")
        for c in cards:
            self.table.remove(c)
        self._to_discard(cards, bottom)
        return [event("cards_discarded", seat=None, cards=cards, bottom=bottom)]

    def take_discard(self, seat: int, card: CardId | None = None) -> list[Event]:
        """The top discard (or a chosen one, after a search) into a hand."""
        if card is None:
            if not self.discard:
                raise ValueError("the discard pile is empty")
            card = self.discard[-1]
        self._need(self.discard, [card], "the discard")
        self.discard.remove(card)
        self.hands[self._seat(seat)].append(card)
        return [event("discard_taken", seat=seat, card=card)]

    def play(self, seat: int, card: CardId) -> list[Event]:
        """A card from a hand face up onto the table."""
        self._need(self.hands[self._seat(seat)], [card], f"seat {seat}'s hand")
        self.hands[seat].remove(card)
        self.table.append(card)
        return [event("card_played", seat=seat, card=card)]

    def take_from_table(self, seat: int, card: CardId) -> list[Event]:
        self._need(self.table, [card], "the table")
        self.table.remove(card)
        self.hands[self._seat(seat)].append(card)
        return [event("table_taken", seat=seat, card=card)]

    def move(self, card: CardId, from_seat: int, to_seat: int) -> list[Event]:
        """One card from a hand to another (a steal): only those two see which."""
        if self._seat(from_seat) == self._seat(to_seat):
            raise ValueError("a card must move between two different hands")
        self._need(self.hands[from_seat], [card], f"seat {from_seat}'s hand")
        self.hands[from_seat].remove(card)
        self.hands[to_seat].append(card)
        return [event("card_moved", to=[from_seat, to_seat], from_seat=from_seat,
                      to_seat=to_seat, card=card),
                event("card_moved_count", from_seat=from_seat, to_seat=to_seat, count=1)]

    # --- saving and copying ---------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {"on_empty": self.on_empty, "deck": list(self.deck),
                "discard": list(self.discard), "table": list(self.table),
                "hands": [list(h) for h in self.hands]}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> "Cards":
        out = cls([], len(d["hands"]), d["on_empty"])
        out.deck, out.discard, out.table = list(d["deck"]), list(d["discard"]), list(d["table"])
        out.hands = [list(h) for h in d["hands"]]
        out._ids = frozenset(out.all_cards())
        out.check()
        return out

    def clone(self) -> "Cards":
        twin = Cards.__new__(Cards)
        twin.deck, twin.discard, twin.table = self.deck[:], self.discard[:], self.table[:]
        twin.hands = [h[:] for h in self.hands]
        twin.on_empty, twin._ids = self.on_empty, self._ids  # ids: immutable, shared
        return twin

    def __deepcopy__(self, memo) -> "Cards":
        return self.clone()

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Cards) and self.to_json() == other.to_json()

    def __repr__(self) -> str:
        return (f"Cards(deck={len(self.deck)}, discard={len(self.discard)}, "
                f"table={len(self.table)}, hands={[len(h) for h in self.hands]})")

    # --- inside -----------------------------------------------------------------
    def _seat(self, seat: int) -> int:
        if not isinstance(seat, int) or not 0 <= seat < len(self.hands):
            raise ValueError(f"no seat {seat!r}")
        return seat

    @staticmethod
    def _need(zone: list, cards: list, name: str) -> None:
        if len(set(cards)) != len(cards):
            raise ValueError("the same card was named twice")
        missing = [c for c in cards if c not in zone]
        if missing:
            raise ValueError(f"{missing} not in {name}")

    def _to_discard(self, cards: list, bottom: bool) -> None:
        if bottom:
            self.discard[:0] = cards
        else:
            self.discard.extend(cards)

    def _take_top(self, n: int, rng, events: list[Event]) -> tuple[list, int]:
        if n < 0:
            raise ValueError("cannot draw a negative number of cards")
        if n > len(self.deck) and self.on_empty == "reshuffle" and self.discard:
            pile, self.discard = self.discard, []
            rng.shuffle(pile)
            self.deck[:0] = pile  # under what is left: those are still drawn first
            events.append(event("reshuffle", count=len(pile)))
        cut = max(0, len(self.deck) - n)
        cards = self.deck[cut:][::-1]
        del self.deck[cut:]
        return cards, n - len(cards)

    def _flip(self, n: int, rng, zone: str, kind: str) -> DrawResult:
        events: list[Event] = []
        cards, short = self._take_top(n, rng, events)
        getattr(self, zone).extend(cards)  # after the take: a reshuffle replaces the discard
        if cards:
            events.append(event(kind, cards=list(cards)))
        if short:
            events.append(event("deck_short", seat=None, wanted=n, short=short))
        return DrawResult(cards, events, short)


def sample_hidden(view: Mapping[str, Any], all_ids: Iterable[CardId], rng,
                  known_hands: Mapping[int, Sequence[CardId]] | None = None,
                  deck_top: Sequence[CardId] = ()) -> Cards:
    """A full `Cards` that agrees with `view` (from `Cards.view`), the unseen
    cards dealt at random with the bot's own `rng` (random.Random or MatchRng).

    `known_hands` {seat: cards} and `deck_top` (top card first, from a peek)
    pin cards the bot has learned from events; the rest is random.
    """
    seat, counts = view["seat"], view["hand_counts"]
    hands: list[list] = [[] for _ in counts]
    if seat is not None:
        hands[seat] = list(view["hand"])
    for s, cards in (known_hands or {}).items():
        if s != seat:
            hands[s] = list(cards)
    seen = {*view["discard"], *view["table"], *deck_top, *(c for h in hands for c in h)}
    # a fixed order before shuffling, so a set of str ids gives the same sample in every process
    unknown = sorted((c for c in set(all_ids) if c not in seen),
                     key=lambda c: (isinstance(c, str), c))
    rng.shuffle(unknown)
    for s, n in enumerate(counts):
        while len(hands[s]) < n and unknown:
            hands[s].append(unknown.pop())
    if len(unknown) != view["deck_count"] - len(deck_top) or any(
            len(h) != n for h, n in zip(hands, counts)):
        raise ValueError("the view does not match these card ids")
    return Cards.from_json({"on_empty": view["on_empty"], "deck": unknown + list(deck_top)[::-1],
                            "discard": view["discard"], "table": view["table"], "hands": hands})
