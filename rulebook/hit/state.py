"""HIT's game state, its JSON position and the checks on a described position.

A :class:`State` is an immutable value (its dicts are never changed after
construction: every rule builds new ones).  It holds every hidden card: hands,
the order of every draw pile and the neutral stack, and the random generator.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, fields
from functools import cached_property, lru_cache

from rulebook import i18n
from rulebook.core import InvalidPosition, Rng, shown
from rulebook.hit.board import (
    ALL_CARD_IDS,
    COLOURS,
    HAND_SIZE,
    MARKET_SIZE,
    NEUTRAL_CARD_IDS,
    PLAYER_COUNTS,
    VARIANTS,
    Board,
    board_for,
    card_kind,
    card_owner,
    colour_word,
    colours_for,
    is_card,
    start_card_ids,
)
from rulebook.i18n import N_

PHASES = ("play", "split", "buy", "shield")
PHASE_TEXT = {
    # Translators: a step of a HIT turn, inside a sentence ("Set the step of the turn: {step}").
    "play": N_("playing hand cards"),
    # Translators: a step of a HIT turn, inside a sentence.
    "split": N_("splitting the 10 steps of the split card"),
    # Translators: a step of a HIT turn, inside a sentence.
    "buy": N_("buying from the market"),
    # Translators: a step of a HIT turn, inside a sentence.
    "shield": N_("deciding about the shield card on top of the discard pile"),
}


@dataclass(frozen=True)
class State:
    """Everything about a HIT game at one moment (piles listed top card first)."""

    players: tuple[str, ...]
    variants: frozenset[str]
    figures: Mapping[str, str]            # figure id → location key
    hands: Mapping[str, tuple[str, ...]]
    draws: Mapping[str, tuple[str, ...]]
    discards: Mapping[str, tuple[str, ...]]
    coins: Mapping[str, int]
    market: tuple[str | None, ...]
    neutral: tuple[str, ...]
    box: tuple[str, ...]
    rng: Rng
    turn: int = 0                          # seat of the player whose turn it is
    phase: str = "play"
    bought: tuple[int, ...] = ()           # market slots (0-based) bought this turn
    split: tuple[int, tuple[str, ...]] | None = None   # (steps left, figures moved)
    to_draw: int = 0                       # cards still to draw (shield phase)

    # ----------------------------------------------------------- derived
    @cached_property
    def board(self) -> Board:
        return board_for(len(self.players), self.variants)

    @property
    def current(self) -> str:
        return self.players[self.turn]

    @cached_property
    def occupancy(self) -> dict[str, str]:
        """Location key → figure id, for every figure."""
        return {location: fig for fig, location in self.figures.items()}

    @cached_property
    def winner(self) -> str | None:
        """The colour whose figures all stand on goal fields, if any."""
        for colour in self.players:
            if all(self.figures[fig].startswith("goal:") for fig in self.board.figure_ids(colour)):
                return colour
        return None

    def shields_count(self) -> bool:
        return "mehr-schadenfreude" not in self.variants

    def protected(self, colour: str) -> bool:
        """Whether the top card of ``colour``'s discard pile shows a shield (and shields count)."""
        pile = self.discards[colour]
        return bool(pile) and self.shields_count() and card_kind(pile[0]).shield

    def with_changes(self, **changes) -> State:
        fields = {name: getattr(self, name) for name in STATE_FIELDS}   # cached properties stay behind
        fields.update(changes)
        return State(**fields)


STATE_FIELDS = tuple(f.name for f in fields(State))


@lru_cache(maxsize=1024)   # bounded: junk clicks may bring any text
def colour_of_figure(fig: str) -> str:
    return fig.rsplit("-", 1)[0]


@lru_cache(maxsize=1024)   # bounded: junk clicks may bring any text
def figure_number(fig: str) -> int:
    return int(fig.rsplit("-", 1)[1])


# ---------------------------------------------------------------- position
def state_to_position(state: State) -> dict:
    """The JSON-able position (every pile listed top card first)."""
    return {
        "game": "hit",
        "players": list(state.players),
        "variants": [v for v in VARIANTS if v in state.variants],
        "to_move": state.current,
        "phase": state.phase,
        "figures": {fig: state.figures[fig] for fig in state.board.all_figure_ids()},
        "hands": {c: list(state.hands[c]) for c in state.players},
        "draw_piles": {c: list(state.draws[c]) for c in state.players},
        "discard_piles": {c: list(state.discards[c]) for c in state.players},
        "coins": {c: state.coins[c] for c in state.players},
        "market": list(state.market),
        "neutral_stack": list(state.neutral),
        "box": list(state.box),
        "bought": [slot + 1 for slot in state.bought],
        "split": None if state.split is None else {"steps_left": state.split[0],
                                                   "moved": list(state.split[1])},
        "to_draw": state.to_draw,
        "rng": state.rng.to_json(),
    }


#: far more coins than a game can bring (the bank is unlimited, but a sane position has fewer)
MAX_COINS = 999

POSITION_KEYS = ("players", "variants", "to_move", "phase", "figures", "hands", "draw_piles",
                 "discard_piles", "coins", "market", "neutral_stack", "box", "bought", "split", "to_draw",
                 "rng")


def _is_int(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def state_from_position(position: Mapping) -> State:
    """Parse and check a position; InvalidPosition lists every problem found."""
    problems: list[str] = []
    unknown = sorted(str(key) for key in set(position) - set(POSITION_KEYS) - {"game"})
    if unknown:
        # Translators: a problem of a HIT position (the editor and loading show it); {entries} and {keys}
        # are the position's entry names: keep them.
        problems.append(i18n.say("unknown entries {entries}; a HIT position has {keys}",
                                 entries=", ".join(map(shown, unknown[:5])), keys=", ".join(POSITION_KEYS)))
    if position.get("game", "hit") != "hit":
        # Translators: a problem of a HIT position (the editor and loading show it); {game} is the game
        # named in it; 'hit' is a code: keep it.
        problems.append(i18n.say("this position is of the game {game}, not 'hit'", game=shown(position.get("game"))))
    missing = [key for key in POSITION_KEYS if key not in position]
    if missing:
        # Translators: a problem of a HIT position (the editor and loading show it); {keys} are entry names:
        # keep them.
        raise InvalidPosition(problems + [i18n.say("the position lacks {keys}", keys=", ".join(missing))])
    players = _parse_players(position["players"], problems)
    variants = _parse_variants(position["variants"], players, problems)
    if players is None or variants is None:
        raise InvalidPosition(problems)
    board = board_for(len(players), variants)
    figures = _parse_figures(position["figures"], board, problems)
    hands = _parse_piles(position["hands"], "hands", players, problems)
    draws = _parse_piles(position["draw_piles"], "draw_piles", players, problems)
    discards = _parse_piles(position["discard_piles"], "discard_piles", players, problems)
    coins = _parse_coins(position["coins"], players, problems)
    market = _parse_market(position["market"], problems)
    neutral = _parse_card_list(position["neutral_stack"], "neutral_stack", problems)
    box = _parse_card_list(position["box"], "box", problems)
    rng = _parse_rng(position["rng"], problems)
    to_move = position["to_move"]
    if to_move not in players:
        # Translators: a problem of a HIT position (the editor and loading show it); 'to_move' and the colours
        # {players} are codes: keep them; {value} is the value found.
        problems.append(i18n.say("to_move must be one of the players {players}, not {value}", players=", ".join(players),
                                 value=shown(to_move)))
    phase = position["phase"]
    if phase not in PHASES:
        # Translators: a problem of a HIT position (the editor and loading show it); 'phase' and {phases} are
        # codes: keep them; {value} is the value found.
        problems.append(i18n.say("phase must be one of {phases}, not {value}", phases=", ".join(PHASES), value=shown(phase)))
    bought = _parse_bought(position["bought"], problems)
    split = _parse_split(position["split"], problems)
    to_draw = position["to_draw"]
    if not _is_int(to_draw) or not 0 <= to_draw <= HAND_SIZE:
        # Translators: a problem of a HIT position (the editor and loading show it); 'to_draw' is a code: keep it;
        # {count} is the largest number allowed, {value} the value found.
        problems.append(i18n.say_n("to_draw must be a whole number from 0 to {count}, not {value}",
                                   "to_draw must be a whole number from 0 to {count}, not {value}", HAND_SIZE,
                                   value=shown(to_draw)))
    _check_cards(players, hands, draws, discards, market, neutral, box, problems)
    if to_move in players and phase in PHASES:
        state = State(players=players, variants=variants, figures=figures, hands=hands, draws=draws,
                      discards=discards, coins=coins, market=market, neutral=neutral, box=box, rng=rng,
                      turn=players.index(to_move), phase=phase, bought=bought, split=split, to_draw=to_draw)
        _check_phase(state, problems)
        if len(figures) == len(board.all_figure_ids()):
            _check_winner(state, problems)
    if problems:
        raise InvalidPosition(problems)
    return state


def _parse_players(players, problems: list[str]) -> tuple[str, ...] | None:
    if not isinstance(players, (list, tuple)) or len(players) not in PLAYER_COUNTS:
        # Translators: a problem of a HIT position (the editor and loading show it); 'players' is a code: keep
        # it; {low} and {high} are the fewest and most players, {value} the value found.
        problems.append(i18n.say("players must be a list of {low} to {high} colours, not {value}", low=min(PLAYER_COUNTS),
                                 high=max(PLAYER_COUNTS), value=shown(players)))
        return None
    expected = colours_for(len(players))
    if tuple(players) != expected:
        # Translators: a problem of a HIT position (the editor and loading show it); {count} is the number of
        # players, {expected} and {given} lists of colour codes (keep them).
        problems.append(i18n.say_n("with {count} player the colours are {expected} in seating order, not {given}",
                                   "with {count} players the colours are {expected} in seating order, not {given}",
                                   len(players), expected=", ".join(expected),
                                   given=", ".join(shown(colour) for colour in players)))
        return None
    return tuple(players)


def _parse_variants(variants, players, problems: list[str]) -> frozenset[str] | None:
    if not isinstance(variants, (list, tuple)) or any(v not in VARIANTS for v in variants):
        # Translators: a problem of a HIT position (the editor and loading show it); 'variants' and {variants}
        # are codes: keep them; {value} is the value found.
        problems.append(i18n.say("variants must be a list drawn from {variants}, not {value}", variants=", ".join(VARIANTS),
                                 value=shown(variants)))
        return None
    if "4-statt-3" in variants and players is not None and len(players) != 4:
        # Translators: a problem of a HIT position (the editor and loading show it); "4 statt 3" is the
        # variant's German name.
        problems.append(i18n._("the variant 4 statt 3 is for 4 players only (with 2 or 3 players each colour has 4 "
                               "figures anyway)"))
        return None
    return frozenset(variants)


def _parse_figures(figures, board: Board, problems: list[str]) -> dict[str, str]:
    if not isinstance(figures, Mapping):
        # Translators: a problem of a HIT position (the editor and loading show it); 'figures' and 'red-1' are
        # codes: keep them; {value} is the value found.
        problems.append(i18n.say("figures must map figure ids such as 'red-1' to fields, not {value}", value=shown(figures)))
        return {}
    expected = board.all_figure_ids()
    for fig in expected:
        if fig not in figures:
            # Translators: a problem of a HIT position (the editor and loading show it); {figure} is a
            # figure ("red figure 2"), {count} the figures each colour has.
            problems.append(i18n.say_n("{figure} is missing ({count} figure per colour in this game)",
                                                        "{figure} is missing ({count} figures per colour in this game)",
                                                        board.figures, figure=_figure_words(fig)))
    for fig in figures:
        if fig not in expected:
            # Translators: a problem of a HIT position (the editor and loading show it); {figure} is the id
            # found, {figures} the ids of this game (keep them).
            problems.append(i18n.say("there is no figure {figure} in this game (figures are {figures})", figure=shown(fig),
                                     figures=", ".join(expected)))
    keys = board.location_keys()
    seen: dict[str, str] = {}
    result = {}
    for fig in expected:
        location = figures.get(fig)
        if fig not in figures:
            continue
        if not isinstance(location, str) or location not in keys:
            # Translators: a problem of a HIT position (the editor and loading show it); {figure} is a figure
            # id ('red-2'), {value} the place found.
            problems.append(i18n.say("figure {figure} stands on {value}, which is not a field of this board", figure=fig,
                                     value=shown(location)))
            continue
        kind = location.split(":")[0]
        if kind in ("goal", "wait") and colour_of_figure(location.split(":")[1]) != colour_of_figure(fig):
            # Translators: a problem of a HIT position (the editor and loading show it); {figure} is a figure
            # id ('red-2'), {field} a field code ('goal:blue-1'): keep them.
            problems.append(i18n.say("figure {figure} stands on {field}, a field of another colour", figure=fig,
                                     field=location))
        if location in seen:
            # Translators: a problem of a HIT position (the editor and loading show it); {first} and {second}
            # are figure ids, {field} a field code ('field:3'): keep them.
            problems.append(i18n.say("figures {first} and {second} both stand on {field}", first=seen[location],
                                     second=fig, field=location))
        seen[location] = fig
        result[fig] = location
    return result


def _parse_card_list(cards, name: str, problems: list[str]) -> tuple[str, ...]:
    if not isinstance(cards, (list, tuple)):
        # Translators: a problem of a HIT position (the editor and loading show it); {name} is an entry name
        # ('neutral_stack', 'hands[red]'): keep it; {value} is the value found.
        problems.append(i18n.say("{name} must be a list of card ids, not {value}", name=name, value=shown(cards)))
        return ()
    bad = [card for card in cards if not is_card(card)]
    if bad:
        # Translators: a problem of a HIT position (the editor and loading show it); {name} is an entry name
        # ('neutral_stack'): keep it; {cards} the unknown card ids.
        problems.append(i18n.say("{name} holds unknown cards: {cards}", name=name,
                                 cards=", ".join(shown(card) for card in bad[:5])))
    return tuple(card for card in cards if is_card(card))


def _parse_piles(piles, name: str, players, problems: list[str]) -> dict[str, tuple[str, ...]]:
    if not isinstance(piles, Mapping) or set(piles) != set(players):
        # Translators: a problem of a HIT position (the editor and loading show it); {name} is an entry name
        # ('hands'), {players} colour codes: keep them; {value} is the value found.
        problems.append(i18n.say("{name} must map each player ({players}) to a list of cards, not {value}", name=name,
                                 players=", ".join(players), value=shown(piles)))
        return {c: () for c in players}
    return {c: _parse_card_list(piles[c], f"{name}[{c}]", problems) for c in players}


def _parse_coins(coins, players, problems: list[str]) -> dict[str, int]:
    if not isinstance(coins, Mapping) or set(coins) != set(players):
        # Translators: a problem of a HIT position (the editor and loading show it); 'coins' and the colour
        # codes {players} stay as they are; {value} is the value found.
        problems.append(i18n.say("coins must map each player ({players}) to a number, not {value}",
                                 players=", ".join(players), value=shown(coins)))
        return {c: 0 for c in players}
    for colour in players:
        if not _is_int(coins[colour]) or not 0 <= coins[colour] <= MAX_COINS:
            # Translators: a problem of a HIT position (the editor and loading show it); {colour} is the colour
            # word ("red"), {value} the value found, {count} the most coins allowed.
            problems.append(i18n.say_n("{colour} has {value} coins; coins are a whole number from 0 to {count}",
                                       "{colour} has {value} coins; coins are a whole number from 0 to {count}",
                                       MAX_COINS, colour=colour_word(colour), value=shown(coins[colour])))
    return {c: coins[c] if _is_int(coins[c]) else 0 for c in players}


def _parse_market(market, problems: list[str]) -> tuple[str | None, ...]:
    if not isinstance(market, (list, tuple)) or len(market) != MARKET_SIZE:
        # Translators: a problem of a HIT position (the editor and loading show it); 'market' and 'null' are
        # codes: keep them; {count} is the number of slots, {value} the value found.
        problems.append(i18n.say_n("market must be a list of {count} slots (a card id or null), not {value}",
                                   "market must be a list of {count} slots (a card id or null), not {value}",
                                   MARKET_SIZE, value=shown(market)))
        return (None,) * MARKET_SIZE
    result = []
    for slot, card in enumerate(market, start=1):
        if card is not None and not is_card(card):
            # Translators: a problem of a HIT position (the editor and loading show it); {number} is the slot,
            # {card} what it holds.
            problems.append(i18n.say("market slot {number} holds the unknown card {card}", number=slot, card=shown(card)))
            card = None
        elif card is not None and card not in NEUTRAL_CARD_IDS:
            # Translators: a problem of a HIT position (the editor and loading show it); {number} is the slot,
            # {card} a card id.
            problems.append(i18n.say("market slot {number} holds the start card {card}; the market has neutral cards only",
                                     number=slot, card=card))
        result.append(card)
    return tuple(result)


def _parse_rng(rng, problems: list[str]) -> Rng:
    try:
        return Rng.from_json(rng if isinstance(rng, Mapping) else {})
    except InvalidPosition as error:
        problems.extend(error.problems)
        return Rng(0)


def _parse_bought(bought, problems: list[str]) -> tuple[int, ...]:
    if not isinstance(bought, (list, tuple)) or not all(_is_int(s) and 1 <= s <= MARKET_SIZE for s in bought) \
            or len(set(bought)) != len(bought):
        # Translators: a problem of a HIT position (the editor and loading show it); 'bought' is a code: keep
        # it; {count} is the number of market slots, {value} the value found.
        problems.append(i18n.say_n("bought must list distinct market slots 1..{count}, not {value}",
                                   "bought must list distinct market slots 1..{count}, not {value}", MARKET_SIZE,
                                   value=shown(bought)))
        return ()
    return tuple(slot - 1 for slot in bought)


def _parse_split(split, problems: list[str]) -> tuple[int, tuple[str, ...]] | None:
    if split is None:
        return None
    if not isinstance(split, Mapping) or set(split) != {"steps_left", "moved"} or not _is_int(split.get("steps_left")) \
            or not isinstance(split.get("moved"), (list, tuple)) \
            or not all(isinstance(fig, str) for fig in split["moved"]):
        example = '{"steps_left": 6, "moved": ["red-1"]}'
        # Translators: a problem of a HIT position (the editor and loading show it); 'split' and 'null' are
        # codes, {example} a value in the position's notation: keep them; {value} is the value found.
        problems.append(i18n.say("split must be null or {example}, not {value}", example=example, value=shown(split)))
        return None
    return split["steps_left"], tuple(split["moved"])


def _check_cards(players, hands, draws, discards, market, neutral, box, problems: list[str]) -> None:
    """Exactly the 55 cards of the box, each once; start cards stay with their colour."""
    places: dict[str, list[tuple[str | None, str]]] = {}     # card -> (owner colour or None, kind of place)
    for colour in players:
        for name, piles in (("hand", hands), ("draw pile", draws), ("discard pile", discards)):
            for card in piles[colour]:
                places.setdefault(card, []).append((colour, name))
    for card in market:
        if card is not None:
            places.setdefault(card, []).append((None, "market"))
    for card in neutral:
        places.setdefault(card, []).append((None, "neutral"))
    for card in box:
        places.setdefault(card, []).append((None, "box"))
    for card in ALL_CARD_IDS:
        where = places.get(card, [])
        if not where:
            # Translators: a problem of a HIT position (the editor and loading show it); {card} is a card id,
            # {count} the number of cards in the game.
            problems.append(i18n.say_n("card {card} is missing: all {count} cards must be somewhere",
                                       "card {card} is missing: all {count} cards must be somewhere", len(ALL_CARD_IDS),
                                       card=card))
        elif len(where) > 1:
            # Translators: a problem of a HIT position (the editor and loading show it); {card} is a card id,
            # {count} how many places, {places} the places ("red's hand, the market").
            problems.append(i18n.say_n("card {card} lies in {count} places at once ({places})",
                                       "card {card} lies in {count} places at once ({places})", len(where), card=card,
                                       places=", ".join(map(_place_words, where))))
    for card, where in places.items():
        owner = card_owner(card)
        for place in where:
            if owner is None and place[1] == "box":
                # Translators: a problem of a HIT position (the editor and loading show it); {card} is a card
                # id.
                problems.append(i18n.say("the neutral card {card} cannot be in the box: all neutral cards are in play",
                                         card=card))
            elif owner is not None and owner in players and place[0] != owner:
                # Translators: a problem of a HIT position (the editor and loading show it); {colour} is the
                # colour word ("red"), {card} a card id, {place} where it lies ("blue's hand").
                problems.append(i18n.say("{colour}'s start card {card} lies in {place}; start cards stay with their "
                                         "colour", colour=colour_word(owner), card=card, place=_place_words(place)))
            elif owner is not None and owner not in players and place[1] != "box":
                # Translators: a problem of a HIT position (the editor and loading show it); {card} is a card
                # id, {colour} the colour word ("yellow").
                problems.append(i18n.say("{card} belongs to {colour}, who is not playing, so it must be in the box",
                                         card=card, colour=colour_word(owner)))


def _place_words(place: tuple[str | None, str]) -> str:
    """Where a card lies, in words ("red's hand", "the market"), in the current language."""
    colour, kind = place
    if kind == "hand":
        # Translators: where a HIT card lies, in a position's problem; {colour} is the colour word ("red").
        return i18n.pgettext("HIT place", "{colour}'s hand").format(colour=colour_word(colour))
    if kind == "draw pile":
        # Translators: where a HIT card lies, in a position's problem; {colour} is the colour word ("red").
        return i18n.pgettext("HIT place", "{colour}'s draw pile").format(colour=colour_word(colour))
    if kind == "discard pile":
        # Translators: where a HIT card lies, in a position's problem; {colour} is the colour word ("red").
        return i18n.pgettext("HIT place", "{colour}'s discard pile").format(colour=colour_word(colour))
    if kind == "market":
        # Translators: where a HIT card lies, in a position's problem.
        return i18n.pgettext("HIT place", "the market")
    if kind == "neutral":
        # Translators: where a HIT card lies, in a position's problem.
        return i18n.pgettext("HIT place", "the neutral stack")
    # Translators: where a HIT card lies, in a position's problem (the cards not in play).
    return i18n.pgettext("HIT place", "the box")


def _check_phase(state: State, problems: list[str]) -> None:
    """The phase, the hands and the pending decisions must fit together."""
    mover = state.current
    hand = len(state.hands[mover])
    for colour in state.players:
        if colour != mover and len(state.hands[colour]) != HAND_SIZE:
            # Translators: a problem of a HIT position (the editor and loading show it); {colour} is the colour
            # word ("blue"), {count} the hand size, {held} the cards it holds.
            problems.append(i18n.say_n("{colour} is not at turn and must hold {count} cards, not {held}",
                                       "{colour} is not at turn and must hold {count} cards, not {held}", HAND_SIZE,
                                       colour=colour_word(colour), held=len(state.hands[colour])))
    if state.phase == "play" and not 1 <= hand <= HAND_SIZE:
        # Translators: a problem of a HIT position (the editor and loading show it); {colour} is the colour word
        # ("red"), {count} the hand size, {held} the cards it holds.
        problems.append(i18n.say_n("while playing hand cards, {colour} must hold 1 to {count} cards, not {held}",
                                   "while playing hand cards, {colour} must hold 1 to {count} cards, not {held}",
                                   HAND_SIZE, colour=colour_word(mover), held=hand))
    if state.phase == "buy" and hand > 0:
        # Translators: a problem of a HIT position (the editor and loading show it); {colour} is the colour word
        # ("red"), {count} the cards it holds.
        problems.append(i18n.say_n("while buying from the market, {colour} holds {count} cards, too many",
                                   "while buying from the market, {colour} holds {count} cards, too many", hand,
                                   colour=colour_word(mover)))
    if state.phase == "split" and hand > HAND_SIZE - 1:
        # Translators: a problem of a HIT position (the editor and loading show it); {colour} is the colour word
        # ("red"), {count} the cards it holds.
        problems.append(i18n.say_n("while splitting the 10 steps of the split card, {colour} holds {count} cards, "
                                   "too many", "while splitting the 10 steps of the split card, {colour} holds "
                                   "{count} cards, too many", hand, colour=colour_word(mover)))
    if state.phase == "split":
        _check_split(state, problems)
    elif state.split is not None:
        # Translators: a problem of a HIT position (the editor and loading show it); 'split', 'null' and
        # the phase 'split' are codes: keep them.
        problems.append(i18n._("split must be null unless the phase is 'split'"))
    if state.phase == "shield":
        _check_shield_phase(state, problems)
    elif state.to_draw:
        # Translators: a problem of a HIT position (the editor and loading show it); 'to_draw' and 'shield'
        # are codes: keep them.
        problems.append(i18n._("to_draw must be 0 unless the phase is 'shield'"))
    if state.phase in ("play", "split") and state.bought:
        # Translators: a problem of a HIT position (the editor and loading show it); 'bought' is a code: keep
        # it.
        problems.append(i18n._("bought must be empty before the buying step"))
    for slot in state.bought:
        if state.market[slot] is not None:
            # Translators: a problem of a HIT position (the editor and loading show it); {number} is the slot.
            problems.append(i18n.say("market slot {number} was bought this turn, so it must be empty", number=slot + 1))
    empty = [slot for slot, card in enumerate(state.market) if card is None and slot not in state.bought]
    if empty and state.neutral:
        slots = _listed([str(slot + 1) for slot in empty])
        # Translators: a problem of a HIT position (the editor and loading show it); {slots} lists the empty
        # slots ("1 and 3"), {count} how many.
        problems.append(i18n.say_n("market slot {slots} is empty although the neutral stack still has cards to fill it",
                                   "market slots {slots} are empty although the neutral stack still has cards to fill "
                                   "it", len(empty), slots=slots))


def _check_split(state: State, problems: list[str]) -> None:
    mover = state.current
    if state.split is None:
        example = "{'steps_left': n, 'moved': [...]}"
        # Translators: a problem of a HIT position (the editor and loading show it); 'split' is a code and
        # {example} a value in the position's notation: keep them.
        problems.append(i18n.say("the phase 'split' needs split = {example}", example=example))
        return
    left, moved = state.split
    pile = state.discards[mover]
    if not pile or card_kind(pile[0]).effect != "split":
        # Translators: a problem of a HIT position (the editor and loading show it); {colour} is the colour word
        # ("red").
        problems.append(i18n.say("a split is under way, so a split card must lie on top of {colour}'s discard pile",
                                 colour=colour_word(mover)))
        return
    total = card_kind(pile[0]).steps
    if not 1 <= left < total:
        # Translators: a problem of a HIT position (the editor and loading show it); {count} is the most steps
        # that may be left, {left} the steps found.
        problems.append(i18n.say_n("a split under way has 1 to {count} steps left, not {left}",
                                   "a split under way has 1 to {count} steps left, not {left}", total - 1, left=left))
    for fig in moved:
        if fig not in state.figures or colour_of_figure(fig) != mover:
            name = _figure_words(fig) if fig in state.figures else shown(fig)
            # Translators: a problem of a HIT position (the editor and loading show it); {figure} is a figure
            # ("blue figure 2") or the id found, {colour} the colour word of the player to move.
            problems.append(i18n.say("the split has moved {figure}, which is not a figure of {colour}", figure=name,
                                     colour=colour_word(mover)))
        elif state.figures[fig].startswith("wait:"):
            # Translators: a problem of a HIT position (the editor and loading show it); {figure} is a figure
            # ("red figure 2").
            problems.append(i18n.say("the split has moved {figure}, but it stands on a waiting field",
                                     figure=_figure_words(fig)))
    if len(set(moved)) != len(moved) or not moved:
        # Translators: a problem of a HIT position.
        problems.append(i18n._("a split under way has already moved at least one figure, and each one only once"))


def _check_shield_phase(state: State, problems: list[str]) -> None:
    mover = state.current
    pile = state.discards[mover]
    if state.draws[mover]:
        # Translators: a problem of a HIT position.
        problems.append(i18n._("the shield decision comes only when the draw pile is empty"))
    if len(pile) < 2 or not card_kind(pile[0]).shield or not state.shields_count():
        # Translators: a problem of a HIT position.
        problems.append(i18n._("the shield decision needs a shield card on top of a discard pile of 2 or more cards "
                               "(and shields must count)"))
    if state.to_draw != HAND_SIZE - len(state.hands[mover]) or state.to_draw < 1:
        # Translators: a problem of a HIT position (the editor and loading show it); {colour} is the colour word
        # ("red"), {count} the cards left to draw, {missing} the cards missing from the hand.
        problems.append(i18n.say_n("the shield decision comes while {colour} still draws: the cards left to draw "
                                   "({count}) are those missing from the hand ({missing}), at least 1",
                                   "the shield decision comes while {colour} still draws: the cards left to draw "
                                   "({count}) are those missing from the hand ({missing}), at least 1", state.to_draw,
                                   colour=colour_word(mover), missing=HAND_SIZE - len(state.hands[mover])))


def _listed(words: list[str]) -> str:
    """'1', '1 and 2', '1, 2 and 3'."""
    # Translators: a list in a sentence; {items} are the first items with commas, {last} the last one.
    return words[0] if len(words) == 1 else i18n.say("{items} and {last}", items=", ".join(words[:-1]), last=words[-1])


def _figure_words(fig: str) -> str:
    """'red-2' → 'red figure 2'."""
    # Translators: a HIT figure inside a sentence ("red figure 2"); {colour} is the colour word ("red"),
    # {number} the figure's number (1 to 4).
    return i18n.say("{colour} figure {number}", colour=colour_word(colour_of_figure(fig)), number=figure_number(fig))


def _check_winner(state: State, problems: list[str]) -> None:
    finished = [c for c in state.players
                if all(state.figures[f].startswith("goal:") for f in state.board.figure_ids(c))]
    if len(finished) > 1:
        # Translators: a problem of a HIT position (the editor and loading show it); {players} lists the
        # colour words ("red and blue").
        problems.append(i18n.say("{players} both have all figures in the goal; only one can win",
                                 players=_listed([colour_word(colour) for colour in finished])))


def start_cards_of(players: tuple[str, ...]) -> dict[str, tuple[str, ...]]:
    return {colour: start_card_ids(colour) for colour in players}


def box_for(players: tuple[str, ...]) -> tuple[str, ...]:
    """The start cards of the colours not in play (they stay in the box)."""
    return tuple(card for colour in COLOURS if colour not in players for card in start_card_ids(colour))


def card_counts(state: State) -> Counter:
    """How often each card occurs anywhere (every card must occur exactly once)."""
    counts: Counter = Counter()
    for colour in state.players:
        counts.update(state.hands[colour])
        counts.update(state.draws[colour])
        counts.update(state.discards[colour])
    counts.update(card for card in state.market if card is not None)
    counts.update(state.neutral)
    counts.update(state.box)
    return counts

