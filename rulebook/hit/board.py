"""HIT's components read from ``rulebook/data/hit.json``: board sides, colours, cards.

Nothing here is game state.  A :class:`Board` is the geometry one game is played
on (a side of the board, the colours in play, figures per colour); a
:class:`CardKind` is what a card does.  Every assumed value comes from the data
file, where it carries a note.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache, cached_property
from pathlib import Path

DATA_FILE = Path(__file__).resolve().parent.parent / "data" / "hit.json"
DATA: dict = json.loads(DATA_FILE.read_text("utf-8"))

COLOURS: tuple[str, ...] = tuple(DATA["colours"]["value"])
PLAYER_COUNTS: tuple[int, ...] = tuple(sorted(int(count) for count in DATA["player_counts"]))
VARIANTS: tuple[str, ...] = ("mehr-schadenfreude", "4-statt-3")
VARIANT_NAMES = {"mehr-schadenfreude": "Mehr Schadenfreude (shields are ignored)",
                 "4-statt-3": "4 statt 3 (four figures each with four players)"}
START_COINS: int = DATA["start_coins"]
HAND_SIZE: int = DATA["hand_size"]
MARKET_SIZE: int = DATA["market_size"]

SHIELD = "shield"
NO_HIT = "no-hit"
SHIELD_BREAKER = "shield-breaker"
NO_GOAL_ENTRY = "no-goal-entry"
SYMBOL_NAMES = {SHIELD: "shield", NO_HIT: "no hit", SHIELD_BREAKER: "shield breaker",
                NO_GOAL_ENTRY: "no goal entry"}


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
        """How labels name the card, e.g. 'the 5' or 'the hunter'."""
        return f"the {self.name}"

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
