"""Le Dernier Peuple's components, read from ``rulebook/data/``: the wheel, the movement and power cards.

Nothing here is game state.  The wheel has 4 terrain cards per player, numbered 1..N
clockwise: card ``n`` is a village when ``n % 4 == 2`` (seat ``k`` owns card ``4k + 2``),
a pickaxe when ``n % 4 == 0`` and empty otherwise, so every village has an empty card on
each side.  Every assumed value comes from ``le_dernier_peuple.json`` with its note.
"""

from __future__ import annotations

import csv
import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

DATA_DIR = Path(__file__).resolve().parent.parent / "data"
DATA_FILE = DATA_DIR / "le_dernier_peuple.json"
DATA: dict = json.loads(DATA_FILE.read_text("utf-8"))
CARDS_FILE = DATA_DIR / DATA["movement_cards_file"]["value"]

COLOURS: tuple[str, ...] = tuple(DATA["colours"]["value"])
PLAYER_COUNTS: tuple[int, ...] = tuple(DATA["player_counts"]["value"])
FIRST_PLAYER: int = DATA["first_player"]["value"]
START_HAND: int = DATA["start_hand"]["value"]
HAND_LIMIT: int = DATA["hand_limit"]["value"]
WINNING_SCORE: int = DATA["winning_score"]["value"]
EVENT_POINTS: dict[str, dict[str, int]] = DATA["event_points"]["value"]
RESHUFFLE_POWER_PILE: bool = DATA["power_pile_reshuffle"]["value"]

VILLAGE, PICKAXE, EMPTY = "village", "pickaxe", "empty"
OWN, OPPONENT = "own", "opponent"


# ---------------------------------------------------------------- movement cards
@dataclass(frozen=True)
class MovementCard:
    """One movement card: which pawns it moves, its circle number (one or two parts) and its square number."""

    id: int
    min_players: int
    moves: str                  # "own" (grey arrow down) or "opponent" (black arrow up)
    first: int                  # the circle's first (or only) part: + clockwise, - counter-clockwise
    second: int | None          # the second small number of a double card
    target: int                 # the square number: the terrain card the pawn may go to directly

    @property
    def circle(self) -> int:
        """The circle number: the whole shift (both parts of a double card)."""
        return self.first + (self.second or 0)

    @property
    def double(self) -> bool:
        return self.second is not None

    @property
    def parts(self) -> tuple[int, ...]:
        """The shifts made one after the other when the circle is used."""
        return (self.first, self.second) if self.second is not None else (self.first,)

    def circle_text(self) -> str:
        if self.double:
            return f"{self.first:+d} then {self.second:+d}"
        return f"{self.first:+d}"

    def look(self) -> str:
        """The card's numbers as a learner sees them: "+6 (square 1)", "+2 then +1 (square 6)"."""
        return f"{self.circle_text().replace('-', '−')} (square {self.target})"

    def face(self) -> str:
        """The card named by what a learner sees on it, never by its number: "the grey-arrow card +6 (square 1)".
        No two cards look alike."""
        return f"the {'grey' if self.moves == OWN else 'black'}-arrow card {self.look()}"

    def describe(self) -> str:
        """'card 10 (own pawn: +4 or to card 11)'."""
        whose = "your pawn" if self.moves == OWN else "an opponent's pawn"
        return f"card {self.id} ({whose}: {self.circle_text()} or to card {self.target})"


def _read_cards() -> dict[int, MovementCard]:
    cards = {}
    with CARDS_FILE.open(encoding="utf-8", newline="") as handle:
        for row in csv.DictReader(handle):
            card = MovementCard(int(row["id"]), int(row["min_players"]), row["moves"], int(row["first_shift"]),
                                int(row["second_shift"]) if row["second_shift"].strip() else None,
                                int(row["target_card"]))
            cards[card.id] = card
    return cards


MOVEMENT_CARDS: dict[int, MovementCard] = _read_cards()


@cache
def deck_for(players: int) -> tuple[int, ...]:
    """The movement cards used with ``players`` players (24, 32 or 40), by id."""
    return tuple(sorted(card.id for card in MOVEMENT_CARDS.values() if card.min_players <= players))


# ---------------------------------------------------------------- power cards
@dataclass(frozen=True)
class PowerCard:
    id: str
    italian: str
    name: str
    target: str        # none | player | pawns | reaction
    effect: str

    def describe(self) -> str:
        return f"{self.name} ({self.italian}): {self.effect}"


POWER_CARDS: dict[str, PowerCard] = {entry["id"]: PowerCard(**entry) for entry in DATA["power_cards"]["value"]}
POWER_IDS: tuple[str, ...] = tuple(POWER_CARDS)
POWER_ORDER: dict[str, int] = {card: index for index, card in enumerate(POWER_IDS)}
DEFENCE = "defence"


def power_sorted(cards) -> tuple[str, ...]:
    """Power cards in the canonical order of the data file (hands and piles keep it)."""
    return tuple(sorted(cards, key=POWER_ORDER.__getitem__))


# ---------------------------------------------------------------- the wheel and the players
def colours_for(players: int) -> tuple[str, ...]:
    return COLOURS[:players]


def wheel_size(players: int) -> int:
    return 4 * players


def terrain(card: int) -> str:
    """What terrain card ``card`` (1..N) shows."""
    return VILLAGE if card % 4 == 2 else PICKAXE if card % 4 == 0 else EMPTY


def village_of(colour: str) -> int:
    return 4 * COLOURS.index(colour) + 2


def village_owner(card: int) -> str:
    return COLOURS[(card - 2) // 4]


def village_next_to(card: int) -> int | None:
    """The village beside an empty card (each empty card touches exactly one village)."""
    if terrain(card) != EMPTY:
        return None
    return card + 1 if card % 4 == 1 else card - 1


def other_side(card: int) -> int:
    """The empty card on the other side of the village beside the empty card ``card``."""
    return 2 * village_next_to(card) - card


def shifted(card: int, shift: int, size: int) -> int:
    """The terrain card ``shift`` cards clockwise (negative: counter-clockwise) from ``card``."""
    return (card - 1 + shift) % size + 1


def pawn_ids(colour: str) -> tuple[str, str]:
    return f"{colour}-1", f"{colour}-2"


def owner(pawn: str) -> str:
    return pawn.rsplit("-", 1)[0]


def pawn_name(pawn: str) -> str:
    """'red pawn 1'."""
    colour, number = pawn.rsplit("-", 1)
    return f"{colour} pawn {number}"


def card_name(card: int) -> str:
    """'card 7 (empty)', 'card 6 (blue's village)'."""
    kind = terrain(card)
    return f"card {card} ({village_owner(card)}'s village)" if kind == VILLAGE else f"card {card} ({kind})"
