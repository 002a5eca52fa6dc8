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

from rulebook import i18n
from rulebook.i18n import N_, _, say

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
            # Translators: a double movement card's circle, two moves one after the other; {first} and {second}
            # are signed numbers such as +4 and -1.
            return say("{first} then {second}", first=f"{self.first:+d}", second=f"{self.second:+d}")
        return f"{self.first:+d}"

    def look(self) -> str:
        """The card's numbers as a learner sees them: "+6 (square 1)", "+2 then +1 (square 6)"."""
        # Translators: a movement card's numbers as a learner sees them; {circle} is the circle number ("+6",
        # "+2 then +1"), {square} the square number (the terrain card the pawn may go straight to).
        return say("{circle} (square {square})", circle=self.circle_text().replace("-", "−"), square=self.target)

    def face(self) -> str:
        """The card named by what a learner sees on it, never by its number: "the grey-arrow card +6 (square 1)".
        No two cards look alike."""
        if self.moves == OWN:
            # Translators: a movement card named by what is drawn on it, inside sentences ("With {card}, red pawn 1
            # can go to …"); {look} is its numbers ("+6 (square 1)"). The grey arrow: it moves your own pawn.
            return say("the grey-arrow card {look}", look=self.look())
        # Translators: like "the grey-arrow card {look}", for a card with the black arrow (it moves an opponent's
        # pawn); {look} is its numbers ("+6 (square 1)").
        return say("the black-arrow card {look}", look=self.look())

    def describe(self) -> str:
        """'card 10 (own pawn: +4 or to card 11)'."""
        if self.moves == OWN:
            # Translators: a movement card in move labels ("Discard movement card 10 (your pawn: …)"); {number} is
            # its number, {circle} its circle ("+4", "+2 then +1"), {square} the terrain card it may send a pawn to.
            return say("card {number} (your pawn: {circle} or to card {square})", number=self.id,
                       circle=self.circle_text(), square=self.target)
        # Translators: like "card {number} (your pawn: …)" for a card that moves an opponent's pawn; {number} is its
        # number, {circle} its circle ("+4"), {square} the terrain card it may send a pawn to.
        return say("card {number} (an opponent's pawn: {circle} or to card {square})", number=self.id,
                   circle=self.circle_text(), square=self.target)


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

    @property
    def title(self) -> str:
        """The card's name in the current language (the glossary's word)."""
        return i18n.term("le_dernier_peuple", self.id.replace("-", "_"))

    def what_it_does(self) -> str:
        """What the card does, in the current language (the English is the data file's ``effect``)."""
        return _(POWER_EFFECTS_TEXT[self.id])

    def describe(self) -> str:
        return f"{self.name} ({self.italian}): {self.effect}"


#: what each power card does, for the move labels (the same English as the data file's "effect", a test checks it)
POWER_EFFECTS_TEXT = {
    # Translators: what the power card Bandit does, after "Play the power card Bandit: ".
    "bandit": N_("take a random card from the hand of an opponent of your choice"),
    # Translators: what the power card Barter does.
    "barter": N_("swap your whole hand with an opponent's"),
    # Translators: what the power card Defence does.
    "defence": N_("played out of turn by the player who is attacked or targeted: cancels that power card or that "
                  "attack"),
    # Translators: what the power card Luck does, after "Play the power card Luck: ".
    "luck": N_("draw one movement card and one power card"),
    # Translators: what the power card Strength does, after "Play the power card Strength: ".
    "strength": N_("gain 2 points"),
    # Translators: what the power card Heal does, after "Play the power card Heal: ".
    "heal": N_("gain 1 point"),
    # Translators: what the power card Thief does.
    "thief": N_("take 1 point from an opponent of your choice (if they have one)"),
    # Translators: what the power card Black magic does.
    "black-magic": N_("an opponent of your choice discards a random card"),
    # Translators: what the power card Curse does.
    "curse": N_("an opponent of your choice loses 1 point"),
    # Translators: what the power card Mace does.
    "mace": N_("an opponent of your choice skips their next turn"),
    # Translators: what the power card Switch does.
    "switch": N_("swap the places of one of your pawns and an opponent's pawn"),
    # Translators: what the power card Speed does, after "Play the power card Speed: ".
    "speed": N_("play two turns in a row: another turn follows this one"),
}


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


def player_name(colour: str) -> str:
    """A player's colour as their name in the current language ("red", "rouge", "Rot" …), as it stands inside a
    sentence (``capitalised`` for the start of one)."""
    return _(PLAYER_NAMES[colour])


def capitalised(text: str) -> str:
    """``text`` with its first letter a capital (the start of a sentence or a label)."""
    return text[:1].upper() + text[1:]


#: the players' names: each seat's colour (translated by ``player_name``)
PLAYER_NAMES = {
    # Translators: the player with the red pawns, used as a name inside sentences ("red's hand", "red wins");
    # write it as your language writes a player's colour in the middle of a sentence.
    "red": N_("red"),
    # Translators: the player with the blue pawns (see "red").
    "blue": N_("blue"),
    # Translators: the player with the green pawns (see "red").
    "green": N_("green"),
    # Translators: the player with the yellow pawns (see "red").
    "yellow": N_("yellow"),
    # Translators: the player with the purple pawns (see "red").
    "purple": N_("purple"),
}

#: a pawn's name per colour (the colour agrees with the word for pawn in some languages)
PAWN_NAMES = {
    # Translators: a Le Dernier Peuple pawn in sentences ("red pawn 1 from card 6 …"); {number} is 1 or 2. The
    # sentence may begin with it (the first letter is then made a capital).
    "red": N_("red pawn {number}"),
    # Translators: a blue pawn, like "red pawn {number}"; {number} is 1 or 2.
    "blue": N_("blue pawn {number}"),
    # Translators: a green pawn, like "red pawn {number}"; {number} is 1 or 2.
    "green": N_("green pawn {number}"),
    # Translators: a yellow pawn, like "red pawn {number}"; {number} is 1 or 2.
    "yellow": N_("yellow pawn {number}"),
    # Translators: a purple pawn, like "red pawn {number}"; {number} is 1 or 2.
    "purple": N_("purple pawn {number}"),
}


def pawn_name(pawn: str) -> str:
    """'red pawn 1' (in the current language)."""
    colour, number = pawn.rsplit("-", 1)
    return say(PAWN_NAMES[colour], number=number)


def card_name(card: int) -> str:
    """'card 7 (empty)', 'card 6 (blue's village)'."""
    kind = terrain(card)
    if kind == VILLAGE:
        # Translators: a village terrain card (the editor's "Move red pawn 1 to card 6 (blue's village)"); {number}
        # is its number, {player} its owner's name ("blue").
        return say("card {number} ({player}'s village)", number=card, player=player_name(village_owner(card)))
    if kind == PICKAXE:
        # Translators: a pickaxe terrain card (the editor's "Move red pawn 1 to card 8 (pickaxe)"); {number} is its
        # number.
        return say("card {number} (pickaxe)", number=card)
    # Translators: an empty terrain card (the editor's "Move red pawn 1 to card 7 (empty)"); {number} is its number.
    return say("card {number} (empty)", number=card)
