"""Partners' components read from ``rulebook/data/partners.json``: seats, the ring, the deck.

Nothing here is game state.  Ring positions are numbered 0..59 clockwise; colour k
(in seating order) has its start field at ``15k`` and the 14 numbered fields
``15k+1 .. 15k+14`` after it.  Every assumed value comes from the data file, where
it carries a note.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from rulebook import i18n

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
        """The card named inside a sentence ("the 8♡", "the swap card"), in the current language."""
        return card_the(self.kind)

    @property
    def said(self) -> str:
        """The card named alone, without article ("8♡", "swap card"), in the current language."""
        return card_said(self.kind)

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


#: Italian and Spanish fuse a preposition with the article of the place or pawn that follows it ("su la casella" is
#: "sulla casella", "a el espacio" is "al espacio"); the place names carry their article, so the sentences fuse them
_FUSED = {
    "it": re.compile(r"\b(su|a|di|da|in) (?:(il|la|lo|i|le|gli)\b ?|(l'))"),
    "es": re.compile(r"\b(a|de) (el)\b ?()"),
}
_PREPOSITION = {"it": {"su": "su", "a": "a", "di": "de", "da": "da", "in": "ne"}, "es": {"a": "a", "de": "de"}}
_ARTICLE = {"it": {"il": "l ", "la": "lla ", "lo": "llo ", "i": "i ", "le": "lle ", "gli": "gli ", "l'": "ll'"},
            "es": {"el": "l "}}


def _fused(text: str) -> str:
    language = i18n.current()
    if language not in _FUSED:
        return text

    def fuse(match) -> str:
        preposition = _PREPOSITION[language][match.group(1)]
        article = match.group(2) or match.group(3)
        if language == "it" and article == "il":        # su il -> sul, a il -> al, di il -> del, in il -> nel
            return {"ne": "nel "}.get(preposition, preposition.rstrip("e") + ("el " if preposition == "de" else "l "))
        return preposition + _ARTICLE[language][article]
    return _FUSED[language].sub(fuse, text)


def say(message: str, /, **values) -> str:
    """``i18n.say`` for Partners' sentences: in Italian and Spanish a preposition and a place's article are fused."""
    return _fused(i18n.say(message, **values))


def say_n(singular: str, plural: str, count: int, /, **values) -> str:
    """``i18n.say_n`` for Partners' sentences (see ``say``)."""
    return _fused(i18n.say_n(singular, plural, count, **values))


def card_title(kind: str) -> str:
    """A card kind as printed, in short texts ("7", "8♡", the swap card's word: "swap", "échangeur")."""
    if kind == "swap":
        # Translators: the swap card's word in short texts: a hand listed ("8♡, 13♡, swap"), the side panel ("gave
        # swap"), the editor's buttons ("swap ×4"). Use the glossary's word for the swap card.
        return i18n.pgettext("Partners card button", "swap")
    return KINDS[kind].title


def card_face(kind: str) -> str:
    """What the face of a card shows big in its middle (the swap card: a word of at most 4 letters, or a sign)."""
    if kind == "swap":
        # Translators: the big text in the middle of the swap card's face: 4 letters at most (the card is narrow);
        # a sign such as ⇄ where your word is longer.
        return i18n.pgettext("Partners card face", "swap")
    return KINDS[kind].title


def player_name(colour: str) -> str:
    """A colour as the name of its player ("Yellow", "Jaune", "Gelb" …), in the current language."""
    if colour == "yellow":
        # Translators: Partners' yellow player, used as a name ("Yellow to move", "Yellow & Blue", "Yellow's
        # start field"); the colour word as your notebooks name the player.
        return i18n.pgettext("Partners player", "Yellow")
    if colour == "red":
        # Translators: Partners' red player, used as a name ("Red to move", "Red & Green").
        return i18n.pgettext("Partners player", "Red")
    if colour == "blue":
        # Translators: Partners' blue player, used as a name ("Blue to move", "Yellow & Blue").
        return i18n.pgettext("Partners player", "Blue")
    # Translators: Partners' green player, used as a name ("Green to move", "Red & Green").
    return i18n.pgettext("Partners player", "Green")


def colour_word(colour: str) -> str:
    """A colour as a word inside a sentence ("red's start field": "red", "rouge", "Rot" …)."""
    if colour == "yellow":
        # Translators: Partners' yellow player inside a sentence, lower case in English ("yellow's start field",
        # "yellow's goal circle 2"): write it as a sentence of your language names the yellow player.
        return i18n.pgettext("Partners colour", "yellow")
    if colour == "red":
        # Translators: Partners' red player inside a sentence ("red's start field").
        return i18n.pgettext("Partners colour", "red")
    if colour == "blue":
        # Translators: Partners' blue player inside a sentence ("blue's start field").
        return i18n.pgettext("Partners colour", "blue")
    # Translators: Partners' green player inside a sentence ("green's start field").
    return i18n.pgettext("Partners colour", "green")


def player_initial(colour: str) -> str:
    """The letter a pawn of ``colour`` shows on the board before its number ("Y" of "Y1")."""
    if colour == "yellow":
        # Translators: the letter on a yellow Partners pawn (drawn "Y1" .. "Y4"): the initial of your word for
        # yellow (French J, German G); one letter, different from the other three colours' letters.
        return i18n.pgettext("Partners pawn letter", "Y")
    if colour == "red":
        # Translators: the letter on a red Partners pawn (drawn "R1" .. "R4"): the initial of your word for red.
        return i18n.pgettext("Partners pawn letter", "R")
    if colour == "blue":
        # Translators: the letter on a blue Partners pawn (drawn "B1" .. "B4"): the initial of your word for blue.
        return i18n.pgettext("Partners pawn letter", "B")
    # Translators: the letter on a green Partners pawn (drawn "G1" .. "G4"): the initial of your word for green
    # (French V, Italian V).
    return i18n.pgettext("Partners pawn letter", "G")


def card_the(kind: str) -> str:
    """A card kind named inside a sentence, in the current language ("the 8♡", "the swap card")."""
    if kind == "swap":
        # Translators: Partners' swap card named inside a sentence ("Play {card}: …", "{card} needs two
        # pawns"); use the glossary's word for the swap card.
        return i18n.pgettext("Partners card", "the swap card")
    if kind == "start":
        # Translators: Partners' start card (printed with only the start symbol ♡) named inside a sentence ("the start card").
        return i18n.pgettext("Partners card", "the start card")
    # Translators: a Partners card named inside a sentence ("Play {card}: …"); {title} is the card as printed:
    # 8♡, 13♡, 1/14, 7, −4, 3, 6, 9, 10 or 12.
    return say("the {title}", title=KINDS[kind].title)


def card_said(kind: str) -> str:
    """A card kind named alone, in the current language ("8♡", "swap card", "start card")."""
    if kind == "swap":
        # Translators: Partners' swap card named alone (a screen reader reading a card); the glossary's word.
        return i18n.pgettext("Partners card", "swap card")
    if kind == "start":
        # Translators: Partners' start card named alone (a screen reader reading a card).
        return i18n.pgettext("Partners card", "start card")
    return KINDS[kind].title


def upper_first(text: str) -> str:
    """``text`` with its first letter a capital (the rest untouched: str.capitalize would lower German nouns)."""
    return text[:1].upper() + text[1:]


def field_name(key: str) -> str:
    """How a location reads to a learner: 'red's start field', 'field 7 after blue's start', 'yellow's goal
    circle 2', in the current language."""
    if key == "home" or key.startswith("home:"):
        return i18n.term("partners", "home")
    kind, _, rest = key.partition(":")
    if kind == "goal":
        colour, circle = rest.rsplit("-", 1)
        if int(circle) == CIRCLES:
            # Translators: the innermost circle of a colour's goal zone, in sentences ("to {place}"); {colour}
            # is a player's name (yellow), {circle} its number (4).
            return say("{colour}'s goal circle {circle} (the innermost)", colour=colour_word(colour), circle=circle)
        # Translators: a circle of a colour's goal zone, in sentences ("move … to {place}"); {colour} is a
        # player's name (yellow), {circle} the circle's number, 1 the outermost.
        return say("{colour}'s goal circle {circle}", colour=colour_word(colour), circle=circle)
    position = int(rest)
    owner = start_owner(position)
    if owner is not None:
        # Translators: a colour's starting space on the ring, in sentences; {colour} is a player's name (red).
        return say("{colour}'s start field", colour=colour_word(owner))
    # Translators: a numbered field of the ring, in sentences; {number} is the number printed on it (1 to 14),
    # {colour} the player whose start field comes just before it (blue).
    return say("field {number} after {colour}'s start", number=field_number(position),
               colour=colour_word(COLOURS[position // STRETCH]))


def pawn_name(pawn: str) -> str:
    """A pawn in sentences ("yellow pawn 2"), in the current language, in the Partners rulebook's word (its own
    context: Le Dernier Peuple's pawns are another word in French)."""
    colour, number = pawn.rsplit("-", 1)
    if colour == "yellow":
        # Translators: a yellow pawn of Partners in sentences ("move {pawn} by 3 steps"); {number} is 1 to 4. Use
        # the Partners glossary's word for pawn (French: pièce), in the form that starts a sentence or follows a verb.
        name = i18n.pgettext("Partners pawn", "yellow pawn {number}")
    elif colour == "red":
        # Translators: a red pawn of Partners in sentences; {number} is 1 to 4 (the Partners glossary's pawn).
        name = i18n.pgettext("Partners pawn", "red pawn {number}")
    elif colour == "blue":
        # Translators: a blue pawn of Partners in sentences; {number} is 1 to 4 (the Partners glossary's pawn).
        name = i18n.pgettext("Partners pawn", "blue pawn {number}")
    else:
        # Translators: a green pawn of Partners in sentences; {number} is 1 to 4 (the Partners glossary's pawn).
        name = i18n.pgettext("Partners pawn", "green pawn {number}")
    return name.format(number=number)
