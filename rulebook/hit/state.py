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
        problems.append(f"unknown entries {', '.join(map(shown, unknown[:5]))}; a HIT position has "
                        f"{', '.join(POSITION_KEYS)}")
    if position.get("game", "hit") != "hit":
        problems.append(f"this position is of the game {shown(position.get('game'))}, not 'hit'")
    missing = [key for key in POSITION_KEYS if key not in position]
    if missing:
        raise InvalidPosition(problems + [f"the position lacks {', '.join(missing)}"])
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
        problems.append(f"to_move must be one of the players {', '.join(players)}, not {shown(to_move)}")
    phase = position["phase"]
    if phase not in PHASES:
        problems.append(f"phase must be one of {', '.join(PHASES)}, not {shown(phase)}")
    bought = _parse_bought(position["bought"], problems)
    split = _parse_split(position["split"], problems)
    to_draw = position["to_draw"]
    if not _is_int(to_draw) or not 0 <= to_draw <= HAND_SIZE:
        problems.append(f"to_draw must be a whole number from 0 to {HAND_SIZE}, not {shown(to_draw)}")
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
        problems.append(f"players must be a list of {min(PLAYER_COUNTS)} to {max(PLAYER_COUNTS)} colours, "
                        f"not {shown(players)}")
        return None
    expected = colours_for(len(players))
    if tuple(players) != expected:
        problems.append(f"with {len(players)} players the colours are {', '.join(expected)} in seating order, "
                        f"not {', '.join(shown(colour) for colour in players)}")
        return None
    return tuple(players)


def _parse_variants(variants, players, problems: list[str]) -> frozenset[str] | None:
    if not isinstance(variants, (list, tuple)) or any(v not in VARIANTS for v in variants):
        problems.append(f"variants must be a list drawn from {', '.join(VARIANTS)}, not {shown(variants)}")
        return None
    if "4-statt-3" in variants and players is not None and len(players) != 4:
        problems.append("the variant 4 statt 3 is for 4 players only (with 2 or 3 players each colour has 4 "
                        "figures anyway)")
        return None
    return frozenset(variants)


def _parse_figures(figures, board: Board, problems: list[str]) -> dict[str, str]:
    if not isinstance(figures, Mapping):
        problems.append(f"figures must map figure ids such as 'red-1' to fields, not {shown(figures)}")
        return {}
    expected = board.all_figure_ids()
    for fig in expected:
        if fig not in figures:
            problems.append(f"{_figure_words(fig)} is missing ({board.figures} figures per colour in this game)")
    for fig in figures:
        if fig not in expected:
            problems.append(f"there is no figure {shown(fig)} in this game (figures are {', '.join(expected)})")
    keys = board.location_keys()
    seen: dict[str, str] = {}
    result = {}
    for fig in expected:
        location = figures.get(fig)
        if fig not in figures:
            continue
        if not isinstance(location, str) or location not in keys:
            problems.append(f"figure {fig} stands on {shown(location)}, which is not a field of this board")
            continue
        kind = location.split(":")[0]
        if kind in ("goal", "wait") and colour_of_figure(location.split(":")[1]) != colour_of_figure(fig):
            problems.append(f"figure {fig} stands on {location}, a field of another colour")
        if location in seen:
            problems.append(f"figures {seen[location]} and {fig} both stand on {location}")
        seen[location] = fig
        result[fig] = location
    return result


def _parse_card_list(cards, name: str, problems: list[str]) -> tuple[str, ...]:
    if not isinstance(cards, (list, tuple)):
        problems.append(f"{name} must be a list of card ids, not {shown(cards)}")
        return ()
    bad = [card for card in cards if not is_card(card)]
    if bad:
        problems.append(f"{name} holds unknown cards: {', '.join(shown(card) for card in bad[:5])}")
    return tuple(card for card in cards if is_card(card))


def _parse_piles(piles, name: str, players, problems: list[str]) -> dict[str, tuple[str, ...]]:
    if not isinstance(piles, Mapping) or set(piles) != set(players):
        problems.append(f"{name} must map each player ({', '.join(players)}) to a list of cards, not {shown(piles)}")
        return {c: () for c in players}
    return {c: _parse_card_list(piles[c], f"{name}[{c}]", problems) for c in players}


def _parse_coins(coins, players, problems: list[str]) -> dict[str, int]:
    if not isinstance(coins, Mapping) or set(coins) != set(players):
        problems.append(f"coins must map each player ({', '.join(players)}) to a number, not {shown(coins)}")
        return {c: 0 for c in players}
    for colour in players:
        if not _is_int(coins[colour]) or not 0 <= coins[colour] <= MAX_COINS:
            problems.append(f"{colour} has {shown(coins[colour])} coins; coins are a whole number from 0 to "
                            f"{MAX_COINS}")
    return {c: coins[c] if _is_int(coins[c]) else 0 for c in players}


def _parse_market(market, problems: list[str]) -> tuple[str | None, ...]:
    if not isinstance(market, (list, tuple)) or len(market) != MARKET_SIZE:
        problems.append(f"market must be a list of {MARKET_SIZE} slots (a card id or null), not {shown(market)}")
        return (None,) * MARKET_SIZE
    result = []
    for slot, card in enumerate(market, start=1):
        if card is not None and not is_card(card):
            problems.append(f"market slot {slot} holds the unknown card {shown(card)}")
            card = None
        elif card is not None and card not in NEUTRAL_CARD_IDS:
            problems.append(f"market slot {slot} holds the start card {card}; the market has neutral cards only")
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
        problems.append(f"bought must list distinct market slots 1..{MARKET_SIZE}, not {shown(bought)}")
        return ()
    return tuple(slot - 1 for slot in bought)


def _parse_split(split, problems: list[str]) -> tuple[int, tuple[str, ...]] | None:
    if split is None:
        return None
    if not isinstance(split, Mapping) or set(split) != {"steps_left", "moved"} or not _is_int(split.get("steps_left")) \
            or not isinstance(split.get("moved"), (list, tuple)) \
            or not all(isinstance(fig, str) for fig in split["moved"]):
        problems.append(f'split must be null or {{"steps_left": 6, "moved": ["red-1"]}}, not {shown(split)}')
        return None
    return split["steps_left"], tuple(split["moved"])


def _check_cards(players, hands, draws, discards, market, neutral, box, problems: list[str]) -> None:
    """Exactly the 55 cards of the box, each once; start cards stay with their colour."""
    places: dict[str, list[str]] = {}
    for colour in players:
        for name, piles in (("hand", hands), ("draw pile", draws), ("discard pile", discards)):
            for card in piles[colour]:
                places.setdefault(card, []).append(f"{colour}'s {name}")
    for card in market:
        if card is not None:
            places.setdefault(card, []).append("the market")
    for card in neutral:
        places.setdefault(card, []).append("the neutral stack")
    for card in box:
        places.setdefault(card, []).append("the box")
    for card in ALL_CARD_IDS:
        where = places.get(card, [])
        if not where:
            problems.append(f"card {card} is missing: all {len(ALL_CARD_IDS)} cards must be somewhere")
        elif len(where) > 1:
            problems.append(f"card {card} lies in {len(where)} places at once ({', '.join(where)})")
    for card, where in places.items():
        owner = card_owner(card)
        for place in where:
            if owner is None and place == "the box":
                problems.append(f"the neutral card {card} cannot be in the box: all neutral cards are in play")
            elif owner is not None and owner in players and not place.startswith(f"{owner}'s"):
                problems.append(f"{owner}'s start card {card} lies in {place}; start cards stay with their colour")
            elif owner is not None and owner not in players and place != "the box":
                problems.append(f"{card} belongs to {owner}, who is not playing, so it must be in the box")


def _check_phase(state: State, problems: list[str]) -> None:
    """The phase, the hands and the pending decisions must fit together."""
    mover = state.current
    hand = len(state.hands[mover])
    for colour in state.players:
        if colour != mover and len(state.hands[colour]) != HAND_SIZE:
            problems.append(f"{colour} is not at turn and must hold {HAND_SIZE} cards, not "
                            f"{len(state.hands[colour])}")
    if state.phase == "play" and not 1 <= hand <= HAND_SIZE:
        problems.append(f"while {PHASE_TEXT['play']}, {mover} must hold 1 to {HAND_SIZE} cards, not {hand}")
    if state.phase in ("buy", "split") and hand > (0 if state.phase == "buy" else HAND_SIZE - 1):
        problems.append(f"while {PHASE_TEXT[state.phase]}, {mover} holds {hand} cards, too many")
    if state.phase == "split":
        _check_split(state, problems)
    elif state.split is not None:
        problems.append("split must be null unless the phase is 'split'")
    if state.phase == "shield":
        _check_shield_phase(state, problems)
    elif state.to_draw:
        problems.append("to_draw must be 0 unless the phase is 'shield'")
    if state.phase in ("play", "split") and state.bought:
        problems.append("bought must be empty before the buying step")
    for slot in state.bought:
        if state.market[slot] is not None:
            problems.append(f"market slot {slot + 1} was bought this turn, so it must be empty")
    empty = [slot for slot, card in enumerate(state.market) if card is None and slot not in state.bought]
    if empty and state.neutral:
        slots = _listed([str(slot + 1) for slot in empty])
        problems.append(f"market slot{'s' if len(empty) > 1 else ''} {slots} {'are' if len(empty) > 1 else 'is'} "
                        "empty although the neutral stack still has cards to fill it")


def _check_split(state: State, problems: list[str]) -> None:
    mover = state.current
    if state.split is None:
        problems.append("the phase 'split' needs split = {'steps_left': n, 'moved': [...]}")
        return
    left, moved = state.split
    pile = state.discards[mover]
    if not pile or card_kind(pile[0]).effect != "split":
        problems.append(f"a split is under way, so a split card must lie on top of {mover}'s discard pile")
        return
    total = card_kind(pile[0]).steps
    if not 1 <= left < total:
        problems.append(f"a split under way has 1 to {total - 1} steps left, not {left}")
    for fig in moved:
        if fig not in state.figures or colour_of_figure(fig) != mover:
            name = _figure_words(fig) if fig in state.figures else shown(fig)
            problems.append(f"the split has moved {name}, which is not a figure of {mover}")
        elif state.figures[fig].startswith("wait:"):
            problems.append(f"the split has moved {_figure_words(fig)}, but it stands on a waiting field")
    if len(set(moved)) != len(moved) or not moved:
        problems.append("a split under way has already moved at least one figure, and each one only once")


def _check_shield_phase(state: State, problems: list[str]) -> None:
    mover = state.current
    pile = state.discards[mover]
    if state.draws[mover]:
        problems.append("the shield decision comes only when the draw pile is empty")
    if len(pile) < 2 or not card_kind(pile[0]).shield or not state.shields_count():
        problems.append("the shield decision needs a shield card on top of a discard pile of 2 or more cards "
                        "(and shields must count)")
    if state.to_draw != HAND_SIZE - len(state.hands[mover]) or state.to_draw < 1:
        problems.append(f"the shield decision comes while {mover} still draws: the cards left to draw "
                        f"({state.to_draw}) are those missing from the hand "
                        f"({HAND_SIZE - len(state.hands[mover])}), at least 1")


def _listed(words: list[str]) -> str:
    """'1', '1 and 2', '1, 2 and 3'."""
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} and {words[-1]}"


def _figure_words(fig: str) -> str:
    """'red-2' → 'red figure 2'."""
    return f"{colour_of_figure(fig)} figure {figure_number(fig)}"


def _check_winner(state: State, problems: list[str]) -> None:
    finished = [c for c in state.players
                if all(state.figures[f].startswith("goal:") for f in state.board.figure_ids(c))]
    if len(finished) > 1:
        problems.append(f"{' and '.join(finished)} both have all figures in the goal; only one can win")


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

