"""Partners' game state, its JSON position and the checks on a described position.

A :class:`State` is an immutable value (its dicts are never changed after
construction: every rule builds new ones).  It holds every hidden card: the
hands, the face-down exchange choices, the deck (kept as an unordered, sorted
set of cards: the deal draws from it with the state's generator at the moment
of dealing), and the random generator.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property

from rulebook.core import InvalidPosition, Rng, is_whole_number, shown
from rulebook.partners.board import (
    ALL_CARDS,
    CARD_SET,
    CIRCLES,
    COLOURS,
    DEALS_PER_DEALER,
    HAND_SIZE,
    PAWN_IDS,
    RING,
    TEAMS,
    card_kind,
    colour_of_pawn,
    field_name,
    goal_key,
    left_of,
    partner_of,
    pawn_name,
    sorted_cards,
    start_field,
    start_owner,
)

PHASES = ("exchange", "play", "split")
HOME = "home"


@dataclass(frozen=True)
class State:
    """Everything about a Partners game at one moment."""

    pawns: Mapping[str, str]                    # pawn id → "home" | "field:N" | "goal:<colour>-<i>"
    hands: Mapping[str, tuple[str, ...]]        # colour → cards, canonically sorted
    deck: tuple[str, ...]                       # the cards not yet dealt, sorted (their order is not decided)
    used: tuple[str, ...]                       # the used pile, oldest first (the last is on top)
    dealer: str
    deals: int                                  # how many times this dealer has dealt (1..3)
    phase: str                                  # exchange | play | split
    turn: str                                   # whose decision it is
    exchange: Mapping[str, str | None]          # the face-down card each player has chosen to give
    gifts: Mapping[str, str | None]             # the card each player gave in this round's exchange
    rng: Rng
    split: tuple[int, tuple[str, ...]] | None = None   # (steps left, pawns already moved) of a 7

    # ----------------------------------------------------------- derived
    @cached_property
    def occupancy(self) -> dict[str, tuple[str, ...]]:
        """Location key → the pawns standing there (home bases excluded)."""
        found: dict[str, list[str]] = {}
        for pawn in PAWN_IDS:
            where = self.pawns[pawn]
            if where != HOME:
                found.setdefault(where, []).append(pawn)
        return {key: tuple(pawns) for key, pawns in found.items()}

    @cached_property
    def locked(self) -> frozenset[str]:
        """Pawns locked in their goal: on a circle with every circle further in taken."""
        return locked_pawns(self.pawns)

    @cached_property
    def winners(self) -> tuple[str, ...] | None:
        """The team whose 8 pawns are all locked, if any."""
        for team in TEAMS:
            if all(pawn in self.locked for colour in team for pawn in PAWN_IDS if colour_of_pawn(pawn) == colour):
                return team
        return None

    def with_changes(self, **changes) -> State:
        return replace(self, **changes)


def is_locked(pawns: Mapping[str, str], pawn: str) -> bool:
    """Whether ``pawn`` is locked: on a goal circle with every circle further in taken."""
    where = pawns[pawn]
    if not where.startswith("goal:"):
        return False
    colour, circle = where[5:].rsplit("-", 1)
    inner = {goal_key(colour, c) for c in range(int(circle) + 1, CIRCLES + 1)}
    return len(inner) == sum(1 for other in pawns.values() if other in inner)


def locked_pawns(pawns: Mapping[str, str]) -> frozenset[str]:
    taken = {where: pawn for pawn, where in pawns.items() if where.startswith("goal:")}
    locked = set()
    for colour in COLOURS:
        for circle in range(CIRCLES, 0, -1):
            pawn = taken.get(goal_key(colour, circle))
            if pawn is None:
                break
            locked.add(pawn)
    return frozenset(locked)


# ---------------------------------------------------------------- position
POSITION_KEYS = ("dealer", "deals", "phase", "to_move", "pawns", "hands", "exchange", "gifts", "deck", "used",
                 "split", "rng")


def state_to_position(state: State) -> dict:
    """The JSON-able position (the used pile oldest first, its last card on top)."""
    return {
        "game": "partners",
        "dealer": state.dealer,
        "deals": state.deals,
        "phase": state.phase,
        "to_move": state.turn,
        "pawns": {pawn: state.pawns[pawn] for pawn in PAWN_IDS},
        "hands": {colour: list(state.hands[colour]) for colour in COLOURS},
        "exchange": {colour: state.exchange[colour] for colour in COLOURS},
        "gifts": {colour: state.gifts[colour] for colour in COLOURS},
        "deck": list(state.deck),
        "used": list(state.used),
        "split": None if state.split is None else {"steps_left": state.split[0], "moved": list(state.split[1])},
        "rng": state.rng.to_json(),
    }


def location_keys() -> frozenset[str]:
    keys = {HOME} | {f"field:{n}" for n in range(RING)}
    keys |= {goal_key(colour, circle) for colour in COLOURS for circle in range(1, CIRCLES + 1)}
    return frozenset(keys)


LOCATIONS = location_keys()


def state_from_position(position: Mapping) -> State:
    """Parse and check a position; InvalidPosition lists every problem found."""
    problems: list[str] = []
    unknown = [key for key in position if key not in POSITION_KEYS and key != "game"]
    if unknown:
        problems.append(f"a Partners position has no entry {', '.join(shown(k) for k in unknown)}; its entries "
                        f"are {', '.join(POSITION_KEYS)}")
    if position.get("game", "partners") != "partners":
        problems.append(f"this position is of the game {shown(position.get('game'))}, not 'partners'")
    missing = [key for key in POSITION_KEYS if key not in position]
    if missing:
        raise InvalidPosition(problems + [f"the position lacks {', '.join(missing)}"])
    dealer = _colour(position["dealer"], "the dealer", problems)
    turn = _colour(position["to_move"], "to_move", problems)
    deals = position["deals"]
    if not is_whole_number(deals) or not 1 <= deals <= DEALS_PER_DEALER:
        problems.append(f"deals (how often this dealer has dealt) is 1 to {DEALS_PER_DEALER}, not {shown(deals)}")
        deals = 1
    phase = position["phase"]
    if phase not in PHASES:
        problems.append(f"phase is one of {', '.join(PHASES)}, not {shown(phase)}")
    pawns = _parse_pawns(position["pawns"], problems)
    hands = {colour: sorted_cards(cards) for colour, cards in
             _per_colour(position["hands"], "hands", problems, _card_list).items()}
    exchange = _per_colour(position["exchange"], "exchange", problems, _card_or_null)
    gifts = _per_colour(position["gifts"], "gifts", problems, _card_or_null)
    deck = sorted_cards(_card_list(position["deck"], "the deck", problems))
    used = tuple(_card_list(position["used"], "the used pile", problems))
    split = _parse_split(position["split"], problems)
    try:
        rng = Rng.from_json(position["rng"])
    except InvalidPosition as error:
        problems.extend(error.problems)
        rng = Rng(0)
    _check_cards(hands, exchange, deck, used, problems)
    if not problems:
        state = State(pawns=pawns, hands=hands, deck=deck, used=used, dealer=dealer, deals=deals, phase=phase,
                      turn=turn, exchange=exchange, gifts=gifts, rng=rng, split=split)
        _check_round(state, problems)
        _check_gifts(state, problems)
        if phase == "split":
            _check_split(state, problems)
        elif split is not None:
            problems.append("split must be null unless the phase is 'split' (a 7 being shared out)")
        if len([team for team in TEAMS if all(p in state.locked for p in PAWN_IDS if colour_of_pawn(p) in team)]) > 1:
            problems.append("both teams have all their pawns locked; only one team can win")
    if problems:
        raise InvalidPosition(problems)
    return state


def _colour(value, what: str, problems: list[str]) -> str:
    if value not in COLOURS:
        problems.append(f"{what} must be one of {', '.join(COLOURS)}, not {shown(value)}")
        return COLOURS[0]
    return value


def _per_colour(value, name: str, problems: list[str], parse) -> dict:
    if not isinstance(value, Mapping) or set(value) != set(COLOURS):
        problems.append(f"{name} must have an entry for each of {', '.join(COLOURS)}")
        return {colour: parse(None if name != "hands" else [], f"{name} of {colour}", []) for colour in COLOURS}
    return {colour: parse(value[colour], f"{name} of {colour}", problems) for colour in COLOURS}


def is_card(value) -> bool:
    return isinstance(value, str) and value in CARD_SET


def _card_list(cards, name: str, problems: list[str]) -> tuple[str, ...]:
    if not isinstance(cards, (list, tuple)):
        problems.append(f"{name} must be a list of cards such as '7#2', not {shown(cards)}")
        return ()
    bad = [card for card in cards if not is_card(card)]
    if bad:
        problems.append(f"{name} holds {', '.join(shown(card) for card in bad[:5])}, which "
                        f"{'is not a card' if len(bad) == 1 else 'are not cards'} of the deck")
    return tuple(card for card in cards if is_card(card))


def _card_or_null(card, name: str, problems: list[str]) -> str | None:
    if card is None or is_card(card):
        return card
    problems.append(f"{name} must be a card such as '7#2' or null, not {shown(card)}")
    return None


def _parse_pawns(value, problems: list[str]) -> dict[str, str]:
    if not isinstance(value, Mapping):
        problems.append("pawns must map each pawn such as 'yellow-1' to where it stands")
        return {pawn: HOME for pawn in PAWN_IDS}
    for pawn in value:
        if pawn not in PAWN_IDS:
            problems.append(f"there is no pawn {shown(pawn)}; the pawns are yellow-1 to green-4")
    pawns = {}
    for pawn in PAWN_IDS:
        where = value.get(pawn)
        colour = colour_of_pawn(pawn)
        if pawn not in value:
            problems.append(f"pawn {pawn} is missing")
        elif not isinstance(where, str) or where not in LOCATIONS:
            problems.append(f"pawn {pawn} stands on {shown(where)}, which is not a place on this board "
                            "('home', 'field:0' to 'field:59' or a goal circle such as 'goal:red-1')")
        elif where.startswith("goal:") and where.split(":")[1].rsplit("-", 1)[0] != colour:
            problems.append(f"{pawn_name(pawn)} stands in another colour's goal zone ({field_name(where)})")
        elif where.startswith("field:") and start_owner(int(where[6:])) not in (None, colour):
            problems.append(f"{pawn_name(pawn)} stands on {start_owner(int(where[6:]))}'s start field; "
                            "only its owner's pawns come out there")
        pawns[pawn] = where if isinstance(where, str) and where in LOCATIONS else HOME
    colours_at: dict[str, set[str]] = {}
    for pawn, where in pawns.items():
        if where != HOME:
            colours_at.setdefault(where, set()).add(colour_of_pawn(pawn))
    for where, colours in sorted(colours_at.items()):
        if len(colours) > 1:
            problems.append(f"pawns of {' and '.join(sorted(colours))} share {field_name(where)}; pawns of two colours never "
                            "stand on one field")
    for where in colours_at:
        if where.startswith("goal:") and sum(1 for w in pawns.values() if w == where) > 1:
            problems.append(f"two pawns stand on {field_name(where)}; a circle holds one pawn")
    return pawns


def _parse_split(split, problems: list[str]) -> tuple[int, tuple[str, ...]] | None:
    if split is None:
        return None
    if not isinstance(split, Mapping) or not is_whole_number(split.get("steps_left")) \
            or not isinstance(split.get("moved"), (list, tuple)) \
            or not all(pawn in PAWN_IDS for pawn in split["moved"]):
        problems.append("split must be null or like {'steps_left': 4, 'moved': ['yellow-1']}")
        return None
    return split["steps_left"], tuple(split["moved"])


def _check_cards(hands, exchange, deck, used, problems: list[str]) -> None:
    """The 56 cards, each exactly once."""
    places: dict[str, list[str]] = {}
    for colour in COLOURS:
        for card in hands[colour]:
            places.setdefault(card, []).append(f"{colour}'s hand")
        if exchange[colour] is not None:
            places.setdefault(exchange[colour], []).append(f"{colour}'s exchange choice")
    for card in deck:
        places.setdefault(card, []).append("the deck")
    for card in used:
        places.setdefault(card, []).append("the used pile")
    missing = [card for card in ALL_CARDS if card not in places]
    if missing:
        problems.append(f"{len(missing)} card{'s are' if len(missing) > 1 else ' is'} missing "
                        f"({', '.join(missing[:6])}{' …' if len(missing) > 6 else ''}); all {len(ALL_CARDS)} "
                        "cards must be somewhere")
    for card, where in places.items():
        if len(where) > 1:
            problems.append(f"card {card} lies in {len(where)} places at once ({', '.join(where)})")


def _check_round(state: State, problems: list[str]) -> None:
    """Deck size, hand sizes and whose turn it is must fit the phase."""
    dealt = 4 * HAND_SIZE * state.deals
    if len(state.deck) != len(ALL_CARDS) - dealt:
        problems.append(f"after {state.deals} deal{'s' if state.deals > 1 else ''} by this dealer the deck holds "
                        f"{len(ALL_CARDS) - dealt} cards, not {len(state.deck)}")
    first = left_of(state.dealer)
    if state.phase == "exchange":
        order = [first, left_of(first), left_of(left_of(first)), state.dealer]
        done = order[:order.index(state.turn)]
        for colour in COLOURS:
            chosen = state.exchange[colour] is not None
            if chosen != (colour in done):
                problems.append(f"in the exchange {', '.join(done) or 'nobody'} chose before {state.turn}, so "
                                f"{colour} {'must' if colour in done else 'cannot'} have chosen a card yet")
            if len(state.hands[colour]) + chosen != HAND_SIZE:
                problems.append(f"during the exchange {colour} holds {HAND_SIZE} cards (the chosen one included), "
                                f"not {len(state.hands[colour]) + chosen}")
    else:
        if any(card is not None for card in state.exchange.values()):
            problems.append("exchange choices lie face down only during the exchange")
        if state.winners is None and not state.hands[state.turn] and state.phase == "play":
            problems.append(f"{state.turn} is to move but has no cards")
        for colour in COLOURS:
            if len(state.hands[colour]) > HAND_SIZE:
                problems.append(f"{colour} holds {len(state.hands[colour])} cards, more than {HAND_SIZE}")


def _check_gifts(state: State, problems: list[str]) -> None:
    for colour in COLOURS:
        gift = state.gifts[colour]
        if gift is None:
            continue
        if state.phase == "exchange":
            problems.append("the cards given in the last exchange are forgotten when new cards are dealt, so "
                            "gifts must all be null during the exchange")
            return
        holder = partner_of(colour)
        if gift not in state.hands[holder] and gift not in state.used:
            problems.append(f"{colour} gave {card_kind(gift).the} to {holder}, so that card is in {holder}'s hand "
                            "or on the used pile")


def _check_split(state: State, problems: list[str]) -> None:
    if state.split is None:
        problems.append("the phase 'split' needs split = {'steps_left': n, 'moved': [...]}")
        return
    left, moved = state.split
    if not state.used or card_kind(state.used[-1]).split == 0:
        problems.append("a 7 is being shared out, so a 7 must lie on top of the used pile")
        return
    total = card_kind(state.used[-1]).split
    if not 1 <= left < total:
        problems.append(f"steps_left of a 7 is 1 to {total - 1}, not {left}")
    if not moved or len(set(moved)) != len(moved):
        problems.append("a 7 is being shared out, so at least one pawn has moved with it already (each pawn "
                        "counted once)")


def card_counts(state: State) -> Counter:
    """How often each card occurs anywhere (every card exactly once in a sound state)."""
    counts: Counter = Counter()
    for colour in COLOURS:
        counts.update(state.hands[colour])
        if state.exchange[colour] is not None:
            counts[state.exchange[colour]] += 1
    counts.update(state.deck)
    counts.update(state.used)
    return counts


def start_key(colour: str) -> str:
    return f"field:{start_field(colour)}"
