"""HIT's components read from ``rulebook/data/hit.json``: board sides, colours, cards.

Nothing here is game state.  A :class:`Board` is the geometry one game is played
on (a side of the board, the colours in play, figures per colour); a
:class:`CardKind` is what a card does.  Every assumed value comes from the data
file, where it carries a note.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

from rulebook import i18n

DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "hit.json"
DATA: dict = json.loads(DATA_FILE.read_text("utf-8"))

COLOURS: tuple[str, ...] = tuple(DATA["colours"]["value"])
PLAYER_COUNTS: tuple[int, ...] = tuple(sorted(int(count) for count in DATA["player_counts"]))
VARIANTS: tuple[str, ...] = ("mehr-schadenfreude", "4-statt-3")


class SaidNames(Mapping):
    """Names kept in English and said in the current language when looked up (``NAMES[key]``)."""

    def __init__(self, names: dict[str, str]):
        self._names = names

    def __getitem__(self, key: str) -> str:
        return i18n._(self._names[key])

    def __iter__(self):
        return iter(self._names)

    def __len__(self) -> int:
        return len(self._names)


VARIANT_NAMES = SaidNames({
    # Translators: the HIT variant "Mehr Schadenfreude" and what it changes: its name as your language's HIT
    # rulebook prints it (French "Plus méchant", Italian "Più cattiveria"), else the German name.
    "mehr-schadenfreude": i18n.N_("Mehr Schadenfreude (shields are ignored)"),
    # Translators: the HIT variant "4 statt 3" and what it changes: its name as your language's HIT rulebook
    # prints it (French "4 au lieu de 3", Italian "4 invece che 3"), else the German name.
    "4-statt-3": i18n.N_("4 statt 3 (four figures each with four players)")})
START_COINS: int = DATA["start_coins"]
HAND_SIZE: int = DATA["hand_size"]
MARKET_SIZE: int = DATA["market_size"]

SHIELD = "shield"
NO_HIT = "no-hit"
SHIELD_BREAKER = "shield-breaker"
NO_GOAL_ENTRY = "no-goal-entry"
SYMBOL_NAMES = SaidNames({
    # Translators: a HIT card symbol's name in a list of symbols; use the glossary's shield.
    SHIELD: i18n.N_("shield"),
    # Translators: a HIT card symbol's name in a list of symbols; use the glossary's no hit.
    NO_HIT: i18n.N_("no hit"),
    # Translators: a HIT card symbol's name in a list of symbols; use the glossary's shield breaker.
    SHIELD_BREAKER: i18n.N_("shield breaker"),
    # Translators: a HIT card symbol's name in a list of symbols.
    NO_GOAL_ENTRY: i18n.N_("no goal entry")})


@dataclass(frozen=True)
class CardKind:
    """What one kind of card does: its effect, steps, coins and symbols."""

    kind: str
    name: str
    effect: str
    steps: int
    coins: int
    symbols: frozenset[str]
    start_card: bool
    copies: int = 1
    cost: int | None = None
    back: int = 0

    @property
    def title(self) -> str:
        """How labels name the card, e.g. 'the 5' or 'the hunter', in the current language."""
        return card_the(self.kind)

    @property
    def said(self) -> str:
        """The card's name alone, e.g. '5' or 'hunter', in the current language."""
        return card_name(self.kind)

    @property
    def shield(self) -> bool:
        return SHIELD in self.symbols

    @property
    def no_hit(self) -> bool:
        return NO_HIT in self.symbols

    @property
    def breaker(self) -> bool:
        return SHIELD_BREAKER in self.symbols

    @property
    def no_goal_entry(self) -> bool:
        return NO_GOAL_ENTRY in self.symbols


def _card_kind(entry: dict, start_card: bool) -> CardKind:
    return CardKind(kind=entry["kind"], name=entry["name"], effect=entry["effect"],
                    steps=int(entry.get("steps", 0)), coins=int(entry.get("coins", 0)),
                    symbols=frozenset(entry.get("symbols", ())), start_card=start_card,
                    copies=int(entry.get("copies", 1)), cost=entry.get("cost"),
                    back=int(entry.get("back", 0)))


START_KINDS: tuple[CardKind, ...] = tuple(_card_kind(e, True) for e in DATA["start_cards"]["cards"])
NEUTRAL_KINDS: tuple[CardKind, ...] = tuple(_card_kind(e, False) for e in DATA["neutral_cards"]["cards"])
KINDS: dict[str, CardKind] = {kind.kind: kind for kind in START_KINDS + NEUTRAL_KINDS}


def start_card_ids(colour: str) -> tuple[str, ...]:
    """The six start cards of a colour, e.g. ``'red:start-1'``."""
    return tuple(f"{colour}:{kind.kind}" for kind in START_KINDS)


NEUTRAL_CARD_IDS: tuple[str, ...] = tuple(
    f"{kind.kind}#{copy}" for kind in NEUTRAL_KINDS for copy in range(1, kind.copies + 1))
ALL_CARD_IDS: tuple[str, ...] = tuple(card for colour in COLOURS for card in start_card_ids(colour)) \
    + NEUTRAL_CARD_IDS
TOTAL_CARDS = len(ALL_CARD_IDS)


@cache
def card_kind(card: str) -> CardKind:
    """The kind of a card id: ``'red:start-6'`` → start 6, ``'hunter#2'`` → hunter."""
    if ":" in card:
        return KINDS[card.split(":", 1)[1]]
    return KINDS[card.split("#", 1)[0]]


def card_owner(card: str) -> str | None:
    """The colour of a start card, None for a neutral card."""
    return card.split(":", 1)[0] if ":" in card else None


def is_card(card) -> bool:
    return isinstance(card, str) and card in _CARD_SET


_CARD_SET = frozenset(ALL_CARD_IDS)


@dataclass(frozen=True)
class Board:
    """The geometry of one game: a board side, the colours in play, figures each."""

    players: int
    side: str
    colours: tuple[str, ...]
    figures: int
    loop: int
    start_fields: dict
    barrier_fields: dict
    corner_fields: frozenset[int]

    @property
    def start_field_set(self) -> frozenset[int]:
        return frozenset(self.start_fields.values())

    @property
    def barrier_field_set(self) -> frozenset[int]:
        return frozenset(self.barrier_fields.values())

    @property
    def goal_count(self) -> int:
        """Goal fields used per colour (the dotted fourth is ignored with 3 figures)."""
        return self.figures

    @property
    def last_route_index(self) -> int:
        """Route index of the last goal field: loop fields 0..loop-1, then the goal."""
        return self.loop - 1 + self.goal_count

    @cached_property
    def routes(self) -> dict[str, tuple[str, ...]]:
        """Each colour's route as field keys: its start field first, round the loop, then its goal."""
        return {colour: tuple(f"field:{(self.start_fields[colour] + index) % self.loop}"
                              for index in range(self.loop))
                + tuple(f"goal:{colour}-{number}" for number in range(1, self.goal_count + 1))
                for colour in self.start_fields}

    @cached_property
    def route_indexes(self) -> dict[str, dict[str, int]]:
        return {colour: {key: index for index, key in enumerate(route)} for colour, route in self.routes.items()}

    def route_key(self, colour: str, index: int) -> str:
        """The field key at route index ``index`` of a colour (0 = its start field)."""
        return self.routes[colour][index]

    def route_index(self, colour: str, key: str) -> int | None:
        """The route index of a loop or goal field for a colour (None for waiting fields)."""
        return self.route_indexes[colour].get(key)

    def figure_ids(self, colour: str) -> tuple[str, ...]:
        return self._figure_ids[colour]

    @cached_property
    def _figure_ids(self) -> dict[str, tuple[str, ...]]:
        return {colour: tuple(f"{colour}-{number}" for number in range(1, self.figures + 1))
                for colour in self.start_fields}

    def all_figure_ids(self) -> tuple[str, ...]:
        return tuple(fig for colour in self.colours for fig in self.figure_ids(colour))

    def location_keys(self) -> frozenset[str]:
        """Every field a figure may stand on in this game."""
        keys = {f"field:{n}" for n in range(self.loop)}
        for colour in self.colours:
            for number in range(1, self.figures + 1):
                keys.add(f"goal:{colour}-{number}")
                keys.add(f"wait:{colour}-{number}")
        return frozenset(keys)


@cache
def board_for(players: int, variants: frozenset[str] = frozenset()) -> Board:
    """The board of a game with ``players`` players and the given variants."""
    setup = DATA["player_counts"][str(players)]
    side = DATA["sides"][setup["side"]]
    figures = int(setup["figures"])
    for variant, count in setup.get("figures_with_variant", {}).items():
        if variant in variants:
            figures = int(count)
    return Board(players=players, side=setup["side"], colours=tuple(setup["colours"]), figures=figures,
                 loop=int(side["loop_fields"]),
                 start_fields={c: int(n) for c, n in side["start_fields"].items()},
                 barrier_fields={c: int(n) for c, n in side["barrier_fields"].items()},
                 corner_fields=frozenset(int(n) for n in side["corner_fields"]))


def colours_for(players: int) -> tuple[str, ...]:
    return tuple(DATA["player_counts"][str(players)]["colours"])


# ---------------------------------------------------------------- words, in the current language
def _card_names() -> dict[str, str]:
    # Translators: the names of HIT's cards, alone (card faces, the editor's palette, inside "the {card}").
    # HIT's printed rulebooks name the cards only in pictures: use locale/<lang>/ui-terms.md's card names.
    return {
        # Translators: the HIT card "1 or come out" named alone (locale/<lang>/ui-terms.md).
        "start-1": i18n.pgettext("HIT card", "1 or come out"),
        # Translators: the HIT card "6 or come out" named alone (locale/<lang>/ui-terms.md).
        "start-6": i18n.pgettext("HIT card", "6 or come out"),
        # Translators: the HIT card "1 to 5" named alone (locale/<lang>/ui-terms.md).
        "start-1to5": i18n.pgettext("HIT card", "1 to 5"),
        # Translators: the HIT card "next free corner" named alone (locale/<lang>/ui-terms.md).
        "start-corner": i18n.pgettext("HIT card", "next free corner"),
        # Translators: the HIT card "3 and 2 coins" named alone (locale/<lang>/ui-terms.md).
        "start-3coins": i18n.pgettext("HIT card", "3 and 2 coins"),
        # Translators: the HIT card "3 forward or 1 back" named alone (locale/<lang>/ui-terms.md).
        "start-3or1back": i18n.pgettext("HIT card", "3 forward or 1 back"),
        # Translators: the HIT card "split 10" named alone (locale/<lang>/ui-terms.md).
        "split-10": i18n.pgettext("HIT card", "split 10"),
        # Translators: the HIT card "3 coins" named alone (locale/<lang>/ui-terms.md).
        "coins-3": i18n.pgettext("HIT card", "3 coins"),
        # Translators: the HIT card "5 coins" named alone (locale/<lang>/ui-terms.md).
        "coins-5": i18n.pgettext("HIT card", "5 coins"),
        # Translators: the HIT card "1 to 3 corners" named alone (locale/<lang>/ui-terms.md).
        "corners-1to3": i18n.pgettext("HIT card", "1 to 3 corners"),
        # Translators: the HIT card "hunter" named alone (locale/<lang>/ui-terms.md).
        "hunter": i18n.pgettext("HIT card", "hunter"),
        # Translators: the HIT card "behind" named alone (locale/<lang>/ui-terms.md).
        "behind": i18n.pgettext("HIT card", "behind"),
        # Translators: the HIT card "groups" named alone (locale/<lang>/ui-terms.md).
        "groups": i18n.pgettext("HIT card", "groups"),
        # Translators: the HIT card "barrier jump" named alone (locale/<lang>/ui-terms.md).
        "barrier-jump": i18n.pgettext("HIT card", "barrier jump"),
        # Translators: the HIT card "start jump" named alone (locale/<lang>/ui-terms.md).
        "start-jump": i18n.pgettext("HIT card", "start jump"),
    }


def card_name(kind: str) -> str:
    """A card kind's name alone ('hunter', '5'), in the current language."""
    return _card_names().get(kind, KINDS[kind].name if kind in KINDS else kind)


def card_the(kind: str) -> str:
    """A card kind named inside a sentence ('the hunter', 'the 5'), in the current language."""
    # Translators: a HIT card named inside a sentence ("Red plays {card}: …", "{card} costs 5"); {card} is
    # the card's name ("hunter", "5", "split 10"). French may say "la carte {card}".
    return i18n.say("the {card}", card=card_name(kind))


def player_name(colour: str) -> str:
    """A colour as the name of its player ("Red", "Rouge", "Rot" …), in the current language."""
    if colour == "red":
        # Translators: HIT's red player, used as a name ("Red plays the 5", "Red wins!", "Red to move").
        return i18n.pgettext("HIT player", "Red")
    if colour == "blue":
        # Translators: HIT's blue player, used as a name ("Blue plays the 5").
        return i18n.pgettext("HIT player", "Blue")
    if colour == "green":
        # Translators: HIT's green player, used as a name ("Green plays the 5").
        return i18n.pgettext("HIT player", "Green")
    if colour == "yellow":
        # Translators: HIT's yellow player, used as a name ("Yellow plays the 5").
        return i18n.pgettext("HIT player", "Yellow")
    return colour


def colour_word(colour: str) -> str:
    """A colour inside a sentence ("red's goal field 2": "red", "rouge", "Rot" …), in the current language."""
    if colour == "red":
        # Translators: HIT's red player inside a sentence, lower case in English ("red's goal field 2", "red
        # figure 1", "all 3 red figures"): as a sentence of your language names the red player.
        return i18n.pgettext("HIT colour", "red")
    if colour == "blue":
        # Translators: HIT's blue player inside a sentence ("blue's goal field 2", "blue figure 1").
        return i18n.pgettext("HIT colour", "blue")
    if colour == "green":
        # Translators: HIT's green player inside a sentence ("green's goal field 2", "green figure 1").
        return i18n.pgettext("HIT colour", "green")
    if colour == "yellow":
        # Translators: HIT's yellow player inside a sentence ("yellow's goal field 2", "yellow figure 1").
        return i18n.pgettext("HIT colour", "yellow")
    return colour


def figure_letter(colour: str) -> str:
    """The letter a figure of ``colour`` shows before its number ("R" of "R1"), in the current language."""
    if colour == "red":
        # Translators: the letter on a red HIT figure (drawn "R1" .. "R4") and in move labels: the initial
        # of your word for red; one letter, different from the other three colours' letters.
        return i18n.pgettext("HIT figure letter", "R")
    if colour == "blue":
        # Translators: the letter on a blue HIT figure ("B1"): the initial of your word for blue.
        return i18n.pgettext("HIT figure letter", "B")
    if colour == "green":
        # Translators: the letter on a green HIT figure ("G1"): the initial of your word for green (French V).
        return i18n.pgettext("HIT figure letter", "G")
    if colour == "yellow":
        # Translators: the letter on a yellow HIT figure ("Y1"): the initial of your word for yellow (French J).
        return i18n.pgettext("HIT figure letter", "Y")
    return colour[:1].upper()


def upper_first(text: str) -> str:
    """``text`` with its first letter a capital (the rest untouched: str.capitalize would lower German nouns)."""
    return text[:1].upper() + text[1:]
