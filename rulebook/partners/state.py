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
from rulebook.i18n import _
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
    colour_word,
    field_name,
    goal_key,
    left_of,
    partner_of,
    pawn_name,
    say,
    say_n,
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
        # Translators: a problem of a position (opened from a code); {names} are the unknown entries, quoted,
        # {entries} the entries a position has (keep these names: they are the code's).
        problems.append(say("a Partners position has no entry {names}; its entries are {entries}",
                            names=", ".join(shown(k) for k in unknown), entries=", ".join(POSITION_KEYS)))
    if position.get("game", "partners") != "partners":
        # Translators: a problem of a position; {game} is the game it names, quoted. Keep 'partners'.
        problems.append(say("this position is of the game {game}, not 'partners'", game=shown(position.get("game"))))
    missing = [key for key in POSITION_KEYS if key not in position]
    if missing:
        # Translators: a problem of a position; {entries} are the missing entries (the code's names: keep them).
        raise InvalidPosition(problems + [say("the position lacks {entries}", entries=", ".join(missing))])
    dealer = _colour(position["dealer"], "dealer", problems)
    turn = _colour(position["to_move"], "to_move", problems)
    deals = position["deals"]
    if not is_whole_number(deals) or not 1 <= deals <= DEALS_PER_DEALER:
        # Translators: a problem of a position; {most} is the most deals per dealer (3), {value} what was given.
        # Keep the entry's name deals.
        problems.append(say("deals (how often this dealer has dealt) is 1 to {most}, not {value}",
                            most=DEALS_PER_DEALER, value=shown(deals)))
        deals = 1
    phase = position["phase"]
    if phase not in PHASES:
        # Translators: a problem of a position; {phases} are the phases' code names (keep them), {value} what
        # was given. Keep the entry's name phase.
        problems.append(say("phase is one of {phases}, not {value}", phases=", ".join(PHASES), value=shown(phase)))
    pawns = _parse_pawns(position["pawns"], problems)
    hands = {colour: sorted_cards(cards) for colour, cards in
             _per_colour(position["hands"], "hands", problems, _card_list).items()}
    exchange = _per_colour(position["exchange"], "exchange", problems, _card_or_null)
    gifts = _per_colour(position["gifts"], "gifts", problems, _card_or_null)
    deck = sorted_cards(_card_list(position["deck"], "deck", problems))
    used = tuple(_card_list(position["used"], "used", problems))
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
            # Translators: a problem of a position; keep the code's words split, null and 'split'.
            problems.append(_("split must be null unless the phase is 'split' (a 7 being shared out)"))
        if len([team for team in TEAMS if all(p in state.locked for p in PAWN_IDS if colour_of_pawn(p) in team)]) > 1:
            # Translators: a problem of a position.
            problems.append(_("both teams have all their pawns locked; only one team can win"))
    if problems:
        raise InvalidPosition(problems)
    return state


def _colour(value, what: str, problems: list[str]) -> str:
    if value not in COLOURS:
        # Translators: a problem of a position; {entry} is the entry's code name (dealer, to_move: keep it),
        # {colours} the colours' code names (keep them), {value} what was given.
        problems.append(say("{entry} must be one of {colours}, not {value}", entry=what, colours=", ".join(COLOURS),
                            value=shown(value)))
        return COLOURS[0]
    return value


def _per_colour(value, name: str, problems: list[str], parse) -> dict:
    if not isinstance(value, Mapping) or set(value) != set(COLOURS):
        # Translators: a problem of a position; {entry} is the entry's code name (hands, exchange, gifts: keep it),
        # {colours} the colours' code names (keep them).
        problems.append(say("{entry} must have an entry for each of {colours}", entry=name, colours=", ".join(COLOURS)))
        return {colour: parse(None if name != "hands" else [], f"{name}.{colour}", []) for colour in COLOURS}
    return {colour: parse(value[colour], f"{name}.{colour}", problems) for colour in COLOURS}


def is_card(value) -> bool:
    return isinstance(value, str) and value in CARD_SET


def _card_list(cards, name: str, problems: list[str]) -> tuple[str, ...]:
    if not isinstance(cards, (list, tuple)):
        # Translators: a problem of a position; {entry} is the entry's code name (deck, used, hands.red: keep it),
        # {value} what was given. Keep the card code '7#2'.
        problems.append(say("{entry} must be a list of cards such as '7#2', not {value}", entry=name,
                            value=shown(cards)))
        return ()
    bad = [card for card in cards if not is_card(card)]
    if bad:
        # Translators: a problem of a position; {entry} is the entry's code name (deck, used, hands.red: keep it),
        # {values} the wrong values, quoted, {count} how many.
        problems.append(say_n("{entry} holds {values}, which is not a card of the deck",
                              "{entry} holds {values}, which are not cards of the deck", len(bad), entry=name,
                              values=", ".join(shown(card) for card in bad[:5])))
    return tuple(card for card in cards if is_card(card))


def _card_or_null(card, name: str, problems: list[str]) -> str | None:
    if card is None or is_card(card):
        return card
    # Translators: a problem of a position; {entry} is the entry's code name (exchange.red: keep it), {value} what
    # was given. Keep '7#2' and null.
    problems.append(say("{entry} must be a card such as '7#2' or null, not {value}", entry=name, value=shown(card)))
    return None


def _parse_pawns(value, problems: list[str]) -> dict[str, str]:
    if not isinstance(value, Mapping):
        # Translators: a problem of a position; keep the code's words pawns and 'yellow-1'.
        problems.append(_("pawns must map each pawn such as 'yellow-1' to where it stands"))
        return {pawn: HOME for pawn in PAWN_IDS}
    for pawn in value:
        if pawn not in PAWN_IDS:
            # Translators: a problem of a position; {text} is the wrong pawn, quoted. Keep yellow-1 and green-4.
            problems.append(say("there is no pawn {text}; the pawns are yellow-1 to green-4", text=shown(pawn)))
    pawns = {}
    for pawn in PAWN_IDS:
        where = value.get(pawn)
        colour = colour_of_pawn(pawn)
        if pawn not in value:
            # Translators: a problem of a position; {pawn} is the pawn's code (yellow-1: keep it).
            problems.append(say("pawn {pawn} is missing", pawn=pawn))
        elif not isinstance(where, str) or where not in LOCATIONS:
            # Translators: a problem of a position; {pawn} is the pawn's code (yellow-1), {value} what was given;
            # keep the places' codes in the brackets.
            problems.append(say("pawn {pawn} stands on {value}, which is not a place on this board ('home', "
                                "'field:0' to 'field:59' or a goal circle such as 'goal:red-1')", pawn=pawn,
                                value=shown(where)))
        elif where.startswith("goal:") and where.split(":")[1].rsplit("-", 1)[0] != colour:
            # Translators: a problem of a position; {pawn} is a pawn ("yellow pawn 1"), {place} the goal circle.
            problems.append(say("{pawn} stands in another colour's goal zone ({place})", pawn=pawn_name(pawn),
                                place=field_name(where)))
        elif where.startswith("field:") and start_owner(int(where[6:])) not in (None, colour):
            # Translators: a problem of a position; {pawn} is a pawn ("yellow pawn 1"), {colour} the start field's
            # colour inside a sentence ("red").
            problems.append(say("{pawn} stands on {colour}'s start field; only its owner's pawns come out there",
                                pawn=pawn_name(pawn), colour=colour_word(start_owner(int(where[6:])))))
        pawns[pawn] = where if isinstance(where, str) and where in LOCATIONS else HOME
    colours_at: dict[str, set[str]] = {}
    for pawn, where in pawns.items():
        if where != HOME:
            colours_at.setdefault(where, set()).add(colour_of_pawn(pawn))
    for where, colours in sorted(colours_at.items()):
        if len(colours) > 1:
            names = sorted(colours)
            # Translators: a problem of a position; {colours} are the colours inside a sentence ("red, blue"),
            # {place} the field ("field 7 after red's start").
            problems.append(say("pawns of {colours} share {place}; pawns of two colours never stand on one field",
                                colours=", ".join(colour_word(colour) for colour in names), place=field_name(where)))
    for where in colours_at:
        if where.startswith("goal:") and sum(1 for w in pawns.values() if w == where) > 1:
            # Translators: a problem of a position; {place} is a goal circle ("red's goal circle 2").
            problems.append(say("two pawns stand on {place}; a circle holds one pawn", place=field_name(where)))
    return pawns


def _parse_split(split, problems: list[str]) -> tuple[int, tuple[str, ...]] | None:
    if split is None:
        return None
    if not isinstance(split, Mapping) or not is_whole_number(split.get("steps_left")) \
            or not isinstance(split.get("moved"), (list, tuple)) \
            or not all(pawn in PAWN_IDS for pawn in split["moved"]):
        # Translators: a problem of a position; keep the code in braces as it is.
        problems.append(_("split must be null or like {{'steps_left': 4, 'moved': ['yellow-1']}}").format())
        return None
    return split["steps_left"], tuple(split["moved"])


def _check_cards(hands, exchange, deck, used, problems: list[str]) -> None:
    """The 56 cards, each exactly once."""
    places: dict[str, list[str]] = {}
    for colour in COLOURS:
        for card in hands[colour]:
            # Translators: where a card lies, in a list of places (a problem of a position); {colour} is a colour
            # inside a sentence ("red").
            places.setdefault(card, []).append(say("{colour}'s hand", colour=colour_word(colour)))
        if exchange[colour] is not None:
            # Translators: where a card lies, in a list of places; {colour} is a colour inside a sentence ("red").
            places.setdefault(exchange[colour], []).append(say("{colour}'s exchange choice",
                                                               colour=colour_word(colour)))
    for card in deck:
        # Translators: where a card lies, in a list of places: the cards not yet dealt.
        places.setdefault(card, []).append(_("the deck"))
    for card in used:
        # Translators: where a card lies, in a list of places: the played cards.
        places.setdefault(card, []).append(_("the used pile"))
    missing = [card for card in ALL_CARDS if card not in places]
    if missing:
        # Translators: a problem of a position; {count} is how many cards are missing, {cards} their codes
        # ("7#2, 9#1": keep them), {total} the cards of the game (56).
        problems.append(say_n("{count} card is missing ({cards}); all {total} cards must be somewhere",
                              "{count} cards are missing ({cards}); all {total} cards must be somewhere",
                              len(missing), cards=", ".join(missing[:6]) + (" …" if len(missing) > 6 else ""),
                              total=len(ALL_CARDS)))
    for card, where in places.items():
        if len(where) > 1:
            # Translators: a problem of a position; {card} is the card's code (7#2: keep it), {count} the number of
            # places, {places} the places ("red's hand, the deck").
            problems.append(say_n("card {card} lies in {count} place at once ({places})",
                                  "card {card} lies in {count} places at once ({places})", len(where), card=card,
                                  places=", ".join(where)))


def _check_round(state: State, problems: list[str]) -> None:
    """Deck size, hand sizes and whose turn it is must fit the phase."""
    dealt = 4 * HAND_SIZE * state.deals
    if len(state.deck) != len(ALL_CARDS) - dealt:
        # Translators: a problem of a position; {count} is how often this dealer has dealt, {right} the cards the
        # deck should hold, {wrong} the cards it holds.
        problems.append(say_n("after {count} deal by this dealer the deck holds {right} cards, not {wrong}",
                              "after {count} deals by this dealer the deck holds {right} cards, not {wrong}",
                              state.deals, right=len(ALL_CARDS) - dealt, wrong=len(state.deck)))
    first = left_of(state.dealer)
    if state.phase == "exchange":
        order = [first, left_of(first), left_of(left_of(first)), state.dealer]
        done = order[:order.index(state.turn)]
        for colour in COLOURS:
            chosen = state.exchange[colour] is not None
            if chosen != (colour in done):
                mover, whose = colour_word(state.turn), colour_word(colour)
                if not done:
                    # Translators: a problem of a position; {player} is who is to choose, {colour} another colour
                    # (both inside a sentence: "red").
                    problems.append(say("in the exchange nobody chose before {player}, so {colour} cannot have "
                                        "chosen a card yet", player=mover, colour=whose))
                elif colour in done:
                    # Translators: a problem of a position; {before} are the colours that chose first ("yellow,
                    # red"), {player} who is to choose now, {colour} a colour (all inside a sentence).
                    problems.append(say("in the exchange {before} chose before {player}, so {colour} must have "
                                        "chosen a card yet", before=", ".join(map(colour_word, done)), player=mover,
                                        colour=whose))
                else:
                    # Translators: a problem of a position; {before} are the colours that chose first ("yellow,
                    # red"), {player} who is to choose now, {colour} a colour (all inside a sentence).
                    problems.append(say("in the exchange {before} chose before {player}, so {colour} cannot have "
                                        "chosen a card yet", before=", ".join(map(colour_word, done)), player=mover,
                                        colour=whose))
            if len(state.hands[colour]) + chosen != HAND_SIZE:
                # Translators: a problem of a position; {colour} is a colour inside a sentence ("red"), {right} the
                # cards of a hand (4), {wrong} the cards it holds.
                problems.append(say("during the exchange {colour} holds {right} cards (the chosen one included), "
                                    "not {wrong}", colour=colour_word(colour), right=HAND_SIZE,
                                    wrong=len(state.hands[colour]) + chosen))
    else:
        if any(card is not None for card in state.exchange.values()):
            # Translators: a problem of a position.
            problems.append(_("exchange choices lie face down only during the exchange"))
        if state.winners is None and not state.hands[state.turn] and state.phase == "play":
            # Translators: a problem of a position; {colour} is a colour inside a sentence ("red").
            problems.append(say("{colour} is to move but has no cards", colour=colour_word(state.turn)))
        for colour in COLOURS:
            if len(state.hands[colour]) > HAND_SIZE:
                # Translators: a problem of a position; {colour} is a colour inside a sentence ("red"), {count} the
                # cards it holds, {most} the most a hand holds (4).
                problems.append(say("{colour} holds {count} cards, more than {most}", colour=colour_word(colour),
                                    count=len(state.hands[colour]), most=HAND_SIZE))


def _check_gifts(state: State, problems: list[str]) -> None:
    for colour in COLOURS:
        gift = state.gifts[colour]
        if gift is None:
            continue
        if state.phase == "exchange":
            # Translators: a problem of a position; keep the code's words gifts and null.
            problems.append(_("the cards given in the last exchange are forgotten when new cards are dealt, so "
                              "gifts must all be null during the exchange"))
            return
        holder = partner_of(colour)
        if gift not in state.hands[holder] and gift not in state.used:
            # Translators: a problem of a position; {colour} and {holder} are partners' colours inside a sentence
            # ("red", "green"), {card} the card ("the 7").
            problems.append(say("{colour} gave {card} to {holder}, so that card is in {holder}'s hand or on the "
                                "used pile", colour=colour_word(colour), card=card_kind(gift).the,
                                holder=colour_word(holder)))


def _check_split(state: State, problems: list[str]) -> None:
    if state.split is None:
        # Translators: a problem of a position; keep the code in braces as it is.
        problems.append(_("the phase 'split' needs split = {{'steps_left': n, 'moved': [...]}}").format())
        return
    left, moved = state.split
    if not state.used or card_kind(state.used[-1]).split == 0:
        # Translators: a problem of a position.
        problems.append(_("a 7 is being shared out, so a 7 must lie on top of the used pile"))
        return
    total = card_kind(state.used[-1]).split
    if not 1 <= left < total:
        # Translators: a problem of a position; {most} is the most steps that can be left (6), {value} what was
        # given. Keep the code's word steps_left.
        problems.append(say("steps_left of a 7 is 1 to {most}, not {value}", most=total - 1, value=left))
    if not moved or len(set(moved)) != len(moved):
        # Translators: a problem of a position.
        problems.append(_("a 7 is being shared out, so at least one pawn has moved with it already (each pawn "
                          "counted once)"))


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
