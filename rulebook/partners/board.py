"""Partners' components read from ``rulebook/data/partners.json``: seats, the ring, the deck.

Nothing here is game state.  Ring positions are numbered 0..59 clockwise; colour k
(in seating order) has its start field at ``15k`` and the 14 numbered fields
``15k+1 .. 15k+14`` after it.  Every assumed value comes from the data file, where
it carries a note.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "partners.json"
DATA: dict = json.loads(DATA_FILE.read_text("utf-8"))

COLOURS: tuple[str, ...] = tuple(DATA["colours"]["value"])
BETWEEN: int = int(DATA["fields_between_start_fields"]["value"])
STRETCH: int = BETWEEN + 1                      # a start field and the numbered fields after it
RING: int = STRETCH * len(COLOURS)               # 60 positions
CIRCLES: int = int(DATA["goal_circles"]["value"])
PAWNS: int = int(DATA["pawns_per_colour"]["value"])
HAND_SIZE: int = int(DATA["hand_size"]["value"])
DEALS_PER_DEALER: int = int(DATA["deals_per_dealer"]["value"])
FIRST_DEALER: str = DATA["first_dealer"]["value"]
WALLS_BOTH_WAYS: bool = bool(DATA["walls_block_both_ways"]["value"])

TEAMS: tuple[tuple[str, str], ...] = ((COLOURS[0], COLOURS[2]), (COLOURS[1], COLOURS[3]))


@dataclass(frozen=True)
class CardKind:
    """What one kind of card does (EN 'The value of the cards')."""

    kind: str                       # the token in notations and click keys: "8", "minus4", "swap" ...
    title: str                      # as printed: "8♡", "−4"
    name: str                       # as labels name it: "the 8♡"
    copies: int
    come_out: bool = False
    forward: tuple[int, ...] = ()
    backward: int = 0
    split: int = 0
    swap: bool = False

    @property
    def the(self) -> str:
        return f"the {self.name}"

    @property
    def moves_a_pawn(self) -> bool:
        """Whether the card moves a pawn already on the board (every card but the start card)."""
        return bool(self.forward or self.backward or self.split or self.swap)


def _kind(entry: dict) -> CardKind:
    return CardKind(kind=entry["kind"], title=entry["title"], name=entry["name"], copies=int(entry["copies"]),
                    come_out=bool(entry.get("come_out")), forward=tuple(int(n) for n in entry.get("forward", ())),
                    backward=int(entry.get("backward", 0)), split=int(entry.get("split", 0)),
                    swap=bool(entry.get("swap")))


KINDS: dict[str, CardKind] = {entry["kind"]: _kind(entry) for entry in DATA["deck"]["kinds"]}
KIND_ORDER: dict[str, int] = {kind: index for index, kind in enumerate(KINDS)}
ALL_CARDS: tuple[str, ...] = tuple(f"{kind}#{copy}" for kind, info in KINDS.items()
                                   for copy in range(1, info.copies + 1))
CARD_SET = frozenset(ALL_CARDS)
PAWN_IDS: tuple[str, ...] = tuple(f"{colour}-{n}" for colour in COLOURS for n in range(1, PAWNS + 1))


@cache
def card_kind(card: str) -> CardKind:
    """The kind of a card id such as ``"13#2"``."""
    return KINDS[card.split("#")[0]]


def card_sort_key(card: str) -> tuple[int, int]:
    kind, _, copy = card.partition("#")
    return KIND_ORDER[kind], int(copy)


def sorted_cards(cards) -> tuple[str, ...]:
    """Cards in the canonical order (kinds as in the data file, then copy number)."""
    return tuple(sorted(cards, key=card_sort_key))


def seat(colour: str) -> int:
    return COLOURS.index(colour)


def partner_of(colour: str) -> str:
    return COLOURS[(seat(colour) + 2) % len(COLOURS)]


def left_of(colour: str) -> str:
    """The next player clockwise (on the left)."""
    return COLOURS[(seat(colour) + 1) % len(COLOURS)]


def team_of(colour: str) -> tuple[str, str]:
    return next(team for team in TEAMS if colour in team)


def start_field(colour: str) -> int:
    return STRETCH * seat(colour)


def entrance(colour: str) -> int:
    """The last numbered field before the colour's start field: the next step forward is goal circle 1."""
    return (start_field(colour) - 1) % RING


def start_owner(position: int) -> str | None:
    """The colour whose start field ``position`` is (None for a numbered field)."""
    return COLOURS[position // STRETCH] if position % STRETCH == 0 else None


def field_number(position: int) -> int:
    """1..14 for a numbered field (its number after the previous start field), 0 for a start field."""
    return position % STRETCH


def colour_of_pawn(pawn: str) -> str:
    return pawn.rsplit("-", 1)[0]


def pawns_of(colour: str) -> tuple[str, ...]:
    return tuple(f"{colour}-{n}" for n in range(1, PAWNS + 1))


def field_key(position: int) -> str:
    return f"field:{position}"


def goal_key(colour: str, circle: int) -> str:
    return f"goal:{colour}-{circle}"


def field_name(key: str) -> str:
    """How a location reads to a learner: 'red's start field', 'field 7 after blue's start', 'yellow goal circle 2'."""
    if key == "home" or key.startswith("home:"):
        return "home base"
    kind, _, rest = key.partition(":")
    if kind == "goal":
        colour, circle = rest.rsplit("-", 1)
        return f"{colour}'s goal circle {circle}" + (" (the innermost)" if int(circle) == CIRCLES else "")
    position = int(rest)
    owner = start_owner(position)
    if owner is not None:
        return f"{owner}'s start field"
    return f"field {field_number(position)} after {COLOURS[position // STRETCH]}'s start"


def pawn_name(pawn: str) -> str:
    colour, number = pawn.rsplit("-", 1)
    return f"{colour} pawn {number}"
