"""Le Dernier Peuple's state, its JSON position and the checks on a described position.

A :class:`State` is an immutable value (its dicts are never changed after construction:
every rule builds new ones).  Hands are kept sorted (movement cards by id, power cards in
the data file's order) and the draw piles as sorted lists: their order is never fixed in
advance, a card is drawn at random at the moment it is drawn.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from functools import cached_property

from rulebook.core import InvalidPosition, Rng, is_whole_number, shown
from rulebook.i18n import _, pgettext, say, say_n
from rulebook.le_dernier_peuple.cards import (
    EMPTY,
    EVENT_POINTS,
    HAND_LIMIT,
    MOVEMENT_CARDS,
    PLAYER_COUNTS,
    POWER_CARDS,
    POWER_IDS,
    WINNING_SCORE,
    colours_for,
    deck_for,
    owner,
    pawn_ids,
    pawn_name,
    player_name,
    power_sorted,
    terrain,
    village_owner,
    wheel_size,
)

GAME_NAME = "le-dernier-peuple"
PHASES = ("turn", "discard", "defence", "steal", "partner", "redeploy", "over")
EVENT_KINDS = ("supply", "noble", "sneaky")


@dataclass(frozen=True)
class PowerPlay:
    """A power card on its way: played by ``player`` against ``target`` (Switch: with two pawns)."""

    card: str
    player: str
    target: str | None = None
    own_pawn: str | None = None
    other_pawn: str | None = None

    def to_json(self) -> dict:
        data = {"card": self.card, "player": self.player, "target": self.target}
        if self.card == "switch":
            data.update(own_pawn=self.own_pawn, other_pawn=self.other_pawn)
        return data


@dataclass(frozen=True)
class Event:
    """A supply, noble attack or sneaky attack completed by ``moved`` (the pawn that arrived) and ``partner``.

    ``attacker`` scores as the active player does in the text; ``victim`` is the village's owner
    (None for a supply); ``supporter`` is the owner of the other pawn of a sneaky attack.
    """

    kind: str
    village: int
    moved: str
    partner: str
    attacker: str
    victim: str | None = None
    supporter: str | None = None
    defended: bool = False

    @property
    def is_attack(self) -> bool:
        return self.kind != "supply"

    def deltas(self) -> dict[str, int]:
        """The change of each score (before the 0 floor); nothing when Defence cancelled it."""
        if self.defended:
            return {}
        points = {"supply": {"attacker": self.attacker}, "noble": {"attacker": self.attacker, "victim": self.victim},
                  "sneaky": {"attacker": self.attacker, "supporter": self.supporter, "victim": self.victim}}
        result: dict[str, int] = {}
        for role, colour in points[self.kind].items():
            result[colour] = result.get(colour, 0) + EVENT_POINTS[self.kind][role]
        return result

    def to_json(self) -> dict:
        return {"kind": self.kind, "village": self.village, "moved": self.moved, "partner": self.partner,
                "attacker": self.attacker, "victim": self.victim, "supporter": self.supporter,
                "defended": self.defended}


@dataclass(frozen=True)
class State:
    """Everything about a game of Le Dernier Peuple at one moment."""

    players: tuple[str, ...]
    scores: Mapping[str, int]
    pawns: Mapping[str, int]                 # pawn id → terrain card 1..N
    hands: Mapping[str, tuple[int, ...]]     # movement cards, sorted
    powers: Mapping[str, tuple[str, ...]]    # power cards, canonical order
    draw_pile: tuple[int, ...]               # sorted: drawn at random when drawn
    discards: tuple[int, ...]                # top card first (face up)
    power_pile: tuple[str, ...]              # canonical order
    power_discards: tuple[str, ...]          # top card first (face up)
    rng: Rng
    hidden_scores: bool = False
    turn: int = 0                            # seat of the active player
    phase: str = "turn"
    power_played: bool = False               # a power card was played this turn
    skips: Mapping[str, int] = field(default_factory=dict)   # turns each player still skips (Mace)
    extra_turns: int = 0                     # turns the active player plays after this one (Speed)
    power: PowerPlay | None = None           # phases defence (power card) and steal
    event: Event | None = None               # phases defence (attack) and redeploy
    arrived: str | None = None               # phase partner: the pawn that arrived
    redeploy: tuple[str, ...] = ()           # phase redeploy: pawns still to redeploy, in order
    # seat -> other seat -> the cards the seat saw go into that hand and knows are still there (Barter, Bandit)
    known: Mapping[str, Mapping[str, tuple]] = field(default_factory=dict)

    @property
    def active(self) -> str:
        return self.players[self.turn]

    @cached_property
    def size(self) -> int:
        return wheel_size(len(self.players))

    @cached_property
    def all_pawns(self) -> tuple[str, ...]:
        return tuple(pawn for colour in self.players for pawn in pawn_ids(colour))

    def decider(self) -> str | None:
        """Who decides now (None at a chance point)."""
        if self.phase in ("steal", "redeploy"):
            return None
        if self.phase == "defence":
            return self.power.target if self.power is not None else self.event.victim
        return self.active

    def with_changes(self, **changes) -> State:
        return replace(self, **changes)


# ---------------------------------------------------------------- position
def state_to_position(state: State) -> dict:
    return {
        "game": GAME_NAME,
        "players": list(state.players),
        "hidden_scores": state.hidden_scores,
        "active": state.active,
        "phase": state.phase,
        "scores": {c: state.scores[c] for c in state.players},
        "pawns": {p: state.pawns[p] for p in state.all_pawns},
        "hands": {c: list(state.hands[c]) for c in state.players},
        "powers": {c: list(state.powers[c]) for c in state.players},
        "draw_pile": list(state.draw_pile),
        "discards": list(state.discards),
        "power_pile": list(state.power_pile),
        "power_discards": list(state.power_discards),
        "power_played": state.power_played,
        "skips": {c: state.skips.get(c, 0) for c in state.players},
        "extra_turns": state.extra_turns,
        "power": None if state.power is None else state.power.to_json(),
        "event": None if state.event is None else state.event.to_json(),
        "arrived": state.arrived,
        "redeploy": list(state.redeploy),
        "rng": state.rng.to_json(),
        **({"known": {seat: {holder: list(cards) for holder, cards in seen.items()}
                      for seat, seen in state.known.items()}} if state.known else {}),
    }


POSITION_KEYS = ("players", "hidden_scores", "active", "phase", "scores", "pawns", "hands", "powers", "draw_pile",
                 "discards", "power_pile", "power_discards", "power_played", "skips", "extra_turns", "power",
                 "event", "arrived", "redeploy", "rng", "known")
OPTIONAL_KEYS = {"hidden_scores": False, "power_played": False, "extra_turns": 0, "power": None, "event": None,
                 "arrived": None, "redeploy": [], "phase": "turn", "known": {}}


def state_from_position(position: Mapping) -> State:
    """Parse and check a position; InvalidPosition lists every problem found."""
    problems: list[str] = []
    unknown = [key for key in position if key not in POSITION_KEYS and key != "game"]
    if unknown:
        # Translators: a problem of a described position (the editor, a position code); {entries} are the unknown
        # entries as written, {keys} the entries a position has (keep them: they are the position's notation).
        problems.append(say("unknown entries {entries}; a position has {keys}",
                            entries=", ".join(shown(k) for k in unknown), keys=", ".join(POSITION_KEYS)))
    if position.get("game", GAME_NAME) != GAME_NAME:
        # Translators: a problem of a position; {game} is the game it names, {expected} this game's code name.
        problems.append(say("this position is of the game {game}, not '{expected}'", game=shown(position.get("game")),
                            expected=GAME_NAME))
    position = {**OPTIONAL_KEYS, **position}
    if "skips" not in position and isinstance(position.get("players"), list):
        position["skips"] = {c: 0 for c in position["players"] if isinstance(c, str)}
    missing = [key for key in POSITION_KEYS if key not in position]
    if missing:
        # Translators: a problem of a position; {keys} are the missing entries (keep them: notation).
        raise InvalidPosition(problems + [say("the position lacks {keys}", keys=", ".join(missing))])
    players = _parse_players(position["players"], problems)
    if players is None:
        raise InvalidPosition(problems)
    size = wheel_size(len(players))
    scores = _parse_counts(position["scores"], "scores", players, problems)
    skips = _parse_counts(position["skips"], "skips", players, problems)
    pawns = _parse_pawns(position["pawns"], players, size, problems)
    hands = {c: tuple(sorted(cards)) for c, cards in
             _parse_per_player(position["hands"], "hands", players, _movement_list, problems).items()}
    powers = {c: power_sorted(cards) for c, cards in
              _parse_per_player(position["powers"], "powers", players, _power_list, problems).items()}
    draw_pile = tuple(sorted(_movement_list(position["draw_pile"], "draw_pile", problems)))
    discards = tuple(_movement_list(position["discards"], "discards", problems))
    power_pile = power_sorted(_power_list(position["power_pile"], "power_pile", problems))
    power_discards = tuple(_power_list(position["power_discards"], "power_discards", problems))
    _check_cards(players, hands, powers, draw_pile, discards, power_pile, power_discards, problems)
    rng = _parse_rng(position["rng"], problems)
    active = position["active"]
    if active not in players:
        # Translators: a problem of a position; "active" is an entry's name, {players} the players' notation names,
        # {given} what was written.
        problems.append(say("active must be one of the players {players}, not {given}", players=", ".join(players),
                            given=shown(active)))
        active = players[0]
    phase = position["phase"]
    if phase not in PHASES:
        # Translators: a problem of a position; "phase" is an entry's name, {phases} its possible values (keep
        # them), {given} what was written.
        problems.append(say("phase must be one of {phases}, not {given}", phases=", ".join(PHASES), given=shown(phase)))
        phase = "turn"
    for name in ("hidden_scores", "power_played"):
        if not isinstance(position[name], bool):
            # Translators: a problem of a position; {name} is an entry's name (keep it), {given} what was written.
            problems.append(say("{name} must be true or false, not {given}", name=name, given=shown(position[name])))
    extra = position["extra_turns"]
    if not is_whole_number(extra) or not 0 <= extra <= 20:
        # Translators: a problem of a position; extra_turns is an entry's name (keep it), {given} what was written.
        problems.append(say("extra_turns must be a whole number from 0 to 20, not {given}", given=shown(extra)))
        extra = 0
    power = _parse_power(position["power"], players, problems)
    event = _parse_event(position["event"], players, problems)
    arrived = position["arrived"]
    if arrived is not None and not (isinstance(arrived, str) and arrived in pawns):
        # Translators: a problem of a position; "arrived" is an entry's name (keep it), {given} what was written.
        problems.append(say("arrived must be a pawn of this game or null, not {given}", given=shown(arrived)))
        arrived = None
    redeploy = position["redeploy"]
    if not isinstance(redeploy, list) or any(not (isinstance(p, str) and p in pawns) for p in redeploy) \
            or len(set(redeploy)) != len(redeploy):
        # Translators: a problem of a position; "redeploy" is an entry's name (keep it), {given} what was written.
        problems.append(say("redeploy must list distinct pawns of this game, not {given}", given=shown(redeploy)))
        redeploy = []
    known = _parse_known(position["known"], players, hands, powers, problems)
    if problems:
        raise InvalidPosition(problems)
    state = State(players=players, scores=scores, pawns=pawns, hands=hands, powers=powers, draw_pile=draw_pile,
                  discards=discards, power_pile=power_pile, power_discards=power_discards, rng=rng,
                  hidden_scores=position["hidden_scores"], turn=players.index(active), phase=phase,
                  power_played=position["power_played"], skips=skips, extra_turns=extra, power=power, event=event,
                  arrived=arrived, redeploy=tuple(redeploy), known=known)
    _check_phase(state, problems)
    if problems:
        raise InvalidPosition(problems)
    return state


def _parse_known(known, players, hands, powers, problems: list[str]) -> dict:
    """known: seat -> other seat -> cards the seat knows to be in that hand (each card really there)."""
    if not isinstance(known, Mapping):
        # Translators: a problem of a position; "known" is an entry's name (keep it), {given} what was written.
        problems.append(say("known must map a player to a table of other players and the cards known to be in their "
                            "hands, not {given}", given=shown(known)))
        return {}
    result = {}
    for seat, seen in known.items():
        if seat not in players or not isinstance(seen, Mapping):
            # Translators: a problem of a position; "known" is an entry's name (keep it), {given} what was written.
            problems.append(say("known must map a player to a table of other players and the cards known to be in "
                                "their hands: {given} is no player of this game or has no such table",
                                given=shown(seat)))
            continue
        for holder, cards in seen.items():
            if holder not in players or holder == seat or not isinstance(cards, list):
                # Translators: a problem of a position; {player} is a player, {given} what was written as another.
                problems.append(say("known must map a player to a table of other players and the cards known to be "
                                    "in their hands: {player} cannot know cards of {given}",
                                    player=player_name(seat), given=shown(holder)))
                continue
            held = set(hands[holder]) | set(powers[holder])
            wrong = [card for card in cards if not (is_whole_number(card) or isinstance(card, str)) or card not in held]
            if wrong:
                # Translators: a problem of a position; {player} is said to know {cards} in {holder}'s hand.
                problems.append(say("{player} cannot know {cards} in {holder}'s hand: it is not there",
                                    player=player_name(seat), cards=", ".join(shown(c) for c in wrong[:3]),
                                    holder=player_name(holder)))
                continue
            if len(set(cards)) != len(cards):
                # Translators: a problem of a position; {player} is said to know a card twice in {holder}'s hand.
                problems.append(say("{player} cannot know a card twice in {holder}'s hand: it is not there",
                                    player=player_name(seat), holder=player_name(holder)))
                continue
            if cards:
                result.setdefault(seat, {})[holder] = tuple(cards)
    return result


def _parse_players(players, problems: list[str]) -> tuple[str, ...] | None:
    if not isinstance(players, list) or len(players) not in PLAYER_COUNTS:
        # Translators: a problem of a position; "players" is an entry's name (keep it); {fewest} and {most} are 3
        # and 5, {given} what was written.
        problems.append(say("players must be a list of {fewest} to {most} colours, not {given}",
                            fewest=min(PLAYER_COUNTS), most=max(PLAYER_COUNTS), given=shown(players)))
        return None
    expected = colours_for(len(players))
    if tuple(players) != expected:
        # Translators: a problem of a position; {count} is the number of players, {colours} their notation names.
        problems.append(say_n("with {count} player the colours are {colours} in seating order",
                              "with {count} players the colours are {colours} in seating order", len(players),
                              colours=", ".join(expected)))
        return None
    return expected


def _parse_counts(values, name: str, players, problems: list[str]) -> dict[str, int]:
    if not isinstance(values, Mapping) or set(values) != set(players):
        # Translators: a problem of a position; {name} is an entry's name (scores, skips: keep it), {players} the
        # players' notation names.
        problems.append(say("{name} must give each player ({players}) a whole number", name=name,
                            players=", ".join(players)))
        return {c: 0 for c in players}
    result = {}
    for colour in players:
        value = values[colour]
        if not is_whole_number(value) or not 0 <= value <= 999:
            # Translators: a problem of a position; {player} is a player, {name} the entry without its s (score, skip:
            # keep it), {given} what was written.
            problems.append(say("{player}'s {name} must be a whole number, never negative, not {given}",
                                player=player_name(colour), name=name[:-1], given=shown(value)))
            value = 0
        result[colour] = value
    return result


def _parse_pawns(pawns, players, size: int, problems: list[str]) -> dict[str, int]:
    expected = [p for c in players for p in pawn_ids(c)]
    if not isinstance(pawns, Mapping):
        # Translators: a problem of a position; "pawns" is an entry's name (keep it), {pawns} the pawns' notation
        # names, {size} the number of terrain cards.
        problems.append(say("pawns must map each pawn ({pawns}) to a terrain card 1..{size}",
                            pawns=", ".join(expected), size=size))
        return {p: 1 for p in expected}
    for pawn in pawns:
        if pawn not in expected:
            # Translators: a problem of a position; {pawn} is what was written, {pawns} the pawns' notation names.
            problems.append(say("there is no pawn {pawn} in this game (pawns are {pawns})", pawn=shown(pawn),
                                pawns=", ".join(expected)))
    result = {}
    for pawn in expected:
        card = pawns.get(pawn)
        if pawn not in pawns:
            # Translators: a problem of a position; {pawn} is a pawn ("red pawn 1").
            problems.append(say("{pawn} is missing", pawn=pawn_name(pawn)))
        elif card is None:
            # Translators: a problem of a position (the editor: a pawn set aside); {pawn} is a pawn, {size} the
            # number of terrain cards.
            problems.append(say("{pawn} is off the wheel: every pawn stands on one of the terrain cards 1 to {size}",
                                pawn=pawn_name(pawn), size=size))
        elif not is_whole_number(card) or not 1 <= card <= size:
            # Translators: a problem of a position; {pawn} is a pawn, {given} what was written, {size} the number of
            # terrain cards.
            problems.append(say("{pawn} stands on {given}, which is not a terrain card 1..{size}",
                                pawn=pawn_name(pawn), given=shown(card), size=size))
        result[pawn] = card if is_whole_number(card) and 1 <= card <= size else 1
    return result


def _parse_per_player(values, name: str, players, parse, problems: list[str]) -> dict:
    if not isinstance(values, Mapping) or set(values) != set(players):
        # Translators: a problem of a position; {name} is an entry's name (hands, powers: keep it), {players} the
        # players' notation names.
        problems.append(say("{name} must give each player ({players}) a list of cards", name=name,
                            players=", ".join(players)))
        return {c: () for c in players}
    # Translators: names a player's entry in the problems of a position; {player} is the player, {name} the entry
    # (hands, powers: keep it).
    return {c: tuple(parse(values[c], say("{player}'s {name}", player=player_name(c), name=name), problems))
            for c in players}


def _movement_list(cards, name: str, problems: list[str]) -> list[int]:
    if not isinstance(cards, list):
        # Translators: a problem of a position; {name} is an entry (draw_pile, "red's hands"), {given} what was written.
        problems.append(say("{name} must be a list of movement card numbers, not {given}", name=name,
                            given=shown(cards)))
        return []
    bad = [card for card in cards if not (is_whole_number(card) and card in MOVEMENT_CARDS)]
    if bad:
        # Translators: a problem of a position; {name} is an entry, {cards} what it holds that is no movement card.
        problems.append(say("{name} holds {cards}, which are no movement cards (1..40)", name=name,
                            cards=", ".join(shown(b) for b in bad[:5])))
    return [card for card in cards if is_whole_number(card) and card in MOVEMENT_CARDS]


def _power_list(cards, name: str, problems: list[str]) -> list[str]:
    if not isinstance(cards, list):
        # Translators: a problem of a position; {name} is an entry (power_pile, "red's powers"), {given} what was
        # written.
        problems.append(say("{name} must be a list of power card names, not {given}", name=name, given=shown(cards)))
        return []
    bad = [card for card in cards if not (isinstance(card, str) and card in POWER_CARDS)]
    if bad:
        # Translators: a problem of a position; {name} is an entry, {cards} what it holds that is no power card,
        # {names} the power cards' notation names (keep them).
        problems.append(say("{name} holds {cards}, which are no power cards ({names})", name=name,
                            cards=", ".join(shown(b) for b in bad[:5]), names=", ".join(POWER_IDS)))
    return [card for card in cards if isinstance(card, str) and card in POWER_CARDS]


def _check_cards(players, hands, powers, draw_pile, discards, power_pile, power_discards, problems) -> None:
    """Each movement card of this player count once, each of the 12 power cards once."""
    places: dict[int, list[str]] = {}
    for colour in players:
        for card in hands[colour]:
            # Translators: where a card lies, inside a problem of a position ("card 5 lies in 2 places at once
            # ({places})"); {player} is the player. Written as it reads mid-sentence, not as a heading.
            hand = pgettext("hand in a sentence", "{player}'s hand").format(player=player_name(colour))
            places.setdefault(card, []).append(hand)
    # Translators: where a card lies, in the problems of a position (the draw pile, the discards).
    for name, pile in ((_("the draw pile"), draw_pile), (_("the discards"), discards)):
        for card in pile:
            places.setdefault(card, []).append(name)
    deck = deck_for(len(players))
    for card in deck:
        where = places.get(card, [])
        if not where:
            # Translators: a problem of a position; {number} is a movement card's number, {count} how many cards a
            # game of {players} players uses.
            problems.append(say("movement card {number} is missing: all {count} cards of a {players}-player game "
                                "must be somewhere", number=card, count=len(deck), players=len(players)))
        elif len(where) > 1:
            # Translators: a problem of a position; {number} is a movement card's number, {count} in how many places
            # it lies, {places} those places ("red's hand, the discards").
            problems.append(say("movement card {number} lies in {count} places at once ({places})", number=card,
                                count=len(where), places=", ".join(where)))
    for card in places:
        if card not in deck:
            # Translators: a problem of a position; {number} is a movement card's number, {players} the fewest
            # players it is used with.
            problems.append(say("movement card {number} is only used with {players} or more players", number=card,
                                players=MOVEMENT_CARDS[card].min_players))
    counts = Counter(power_pile) + Counter(power_discards)
    for colour in players:
        counts.update(powers[colour])
    for card in POWER_IDS:
        if counts[card] != 1:
            # Translators: a problem of a position; {card} is a power card's name, {count} in how many places it is.
            problems.append(say("the power card {card} must be in exactly one place, not {count}",
                                card=POWER_CARDS[card].title, count=counts[card]))


def _parse_rng(rng, problems: list[str]) -> Rng:
    try:
        return Rng.from_json(rng)
    except InvalidPosition as error:
        problems.extend(error.problems)
        return Rng(0)


POWER_KEYS = ("card", "player", "target", "own_pawn", "other_pawn")
EVENT_KEYS = ("kind", "village", "moved", "partner", "attacker", "victim", "supporter", "defended")


def _one_of(value, allowed) -> bool:
    return isinstance(value, str) and value in allowed


def _unknown_keys(table: Mapping, keys, name: str, problems: list[str]) -> bool:
    unknown = [key for key in table if key not in keys]
    if unknown:
        # Translators: a problem of a position; {name} is an entry (power, event: keep it), {entry} the unknown
        # entry written in it, {keys} its entries (keep them).
        problems.append(say("{name} has the unknown entry {entry}; its entries are {keys}", name=name,
                            entry=shown(unknown[0]), keys=", ".join(keys)))
    return bool(unknown)


def _parse_power(power, players, problems: list[str]) -> PowerPlay | None:
    if power is None:
        return None
    if not isinstance(power, Mapping) or not _one_of(power.get("card"), POWER_CARDS) \
            or not _one_of(power.get("player"), players):
        # Translators: a problem of a position; keep the example as it is (it is notation); {example} is it.
        problems.append(say("power must be null or like {example}",
                            example='{"card": "curse", "player": "red", "target": "blue"}'))
        return None
    if _unknown_keys(power, POWER_KEYS, "power", problems):
        return None
    target = power.get("target")
    if target is not None and not _one_of(target, players):
        # Translators: a problem of a position; {given} is what was written as the power card's target.
        problems.append(say("the power card's target must be a player, not {given}", given=shown(target)))
        return None
    if target is None and POWER_CARDS[power["card"]].target != "none":
        # Translators: a problem of a position; {card} is a power card's name.
        problems.append(say("the power card {card} in progress needs its target", card=POWER_CARDS[power["card"]].title))
        return None
    pawns = (power.get("own_pawn"), power.get("other_pawn"))
    if any(pawn is not None and not isinstance(pawn, str) for pawn in pawns):
        # Translators: a problem of a position; keep "red-1" (notation).
        problems.append(_("the pawns of a Switch are written like \"red-1\""))
        return None
    return PowerPlay(power["card"], power["player"], target, *pawns)


def _parse_event(event, players, problems: list[str]) -> Event | None:
    if event is None:
        return None
    if not isinstance(event, Mapping) or any(key not in event for key in EVENT_KEYS) \
            or not _one_of(event["kind"], EVENT_KINDS) or not _one_of(event["attacker"], players) \
            or not isinstance(event["defended"], bool) or not is_whole_number(event["village"]) \
            or not all(isinstance(event[key], str) for key in ("moved", "partner")):
        # Translators: a problem of a position; "event" is an entry (keep it), {keys} its entries (keep them).
        problems.append(say("event must be null or give {keys}", keys=", ".join(EVENT_KEYS)))
        return None
    if _unknown_keys(event, EVENT_KEYS, "event", problems):
        return None
    for key in ("victim", "supporter"):
        if event[key] is not None and not _one_of(event[key], players):
            # Translators: a problem of a position; {key} is victim or supporter (keep it), {given} what was written.
            problems.append(say("the event's {key} must be a player or null, not {given}", key=key,
                                given=shown(event[key])))
            return None
    if (event["kind"] == "supply") != (event["victim"] is None) or \
            (event["kind"] == "sneaky") != (event["supporter"] is not None):
        # Translators: a problem of a position: the roles of an event do not fit its kind.
        problems.append(_("a supply has no victim, an attack has one; only a sneaky attack has a supporter"))
        return None
    return Event(event["kind"], event["village"], event["moved"], event["partner"], event["attacker"],
                 event["victim"], event["supporter"], event["defended"])


def _check_phase(state: State, problems: list[str]) -> None:
    """The phase and what it waits for must fit together."""
    phase = state.phase
    for colour in state.players:
        limit = HAND_LIMIT + (2 if phase == "discard" and colour == state.active else 0)
        if len(state.hands[colour]) > limit:
            # Translators: a problem of a position; {player} holds {count} movement cards, more than the hand limit
            # {limit} (7).
            problems.append(say_n("{player} holds {count} movement card; the hand limit is {limit}",
                                  "{player} holds {count} movement cards; the hand limit is {limit}",
                                  len(state.hands[colour]), player=player_name(colour), limit=HAND_LIMIT))
    if phase == "discard" and len(state.hands[state.active]) <= HAND_LIMIT:
        # Translators: a problem of a position; {player} is the player to play, {limit} the hand limit (7).
        problems.append(say("{player} must discard only when holding more than {limit} movement cards",
                            player=player_name(state.active), limit=HAND_LIMIT))
    if (phase in ("steal",) or (phase == "defence" and state.event is None)) != (state.power is not None):
        # Translators: a problem of a position: a power card waits to take effect at the wrong moment.
        problems.append(_("a power card waits to take effect only while its target decides about Defence or while a "
                          "random card is picked"))
    if phase == "defence" and state.power is None and state.event is None:
        # Translators: a problem of a position: a Defence decision with nothing to defend against.
        problems.append(_("a Defence decision needs a power card or an attack to defend against"))
    if state.power is not None:
        _check_power(state, problems)
    if (phase == "redeploy" or (phase == "defence" and state.power is None)) != (state.event is not None):
        # Translators: a problem of a position: an event waits at the wrong moment.
        problems.append(_("an event waits only for the Defence decision of its victim or for its pawns to be "
                          "redeployed"))
    if state.event is not None:
        _check_event(state, problems)
    if (phase == "partner") != (state.arrived is not None):
        # Translators: a problem of a position: a pawn is said to have just arrived at the wrong moment.
        problems.append(_("a pawn that has just arrived waits only while the partner completing its event is chosen"))
    if phase == "partner" and state.arrived is not None and terrain(state.pawns[state.arrived]) != EMPTY:
        # Translators: a problem of a position; {pawn} is the pawn that has just arrived ("red pawn 1").
        problems.append(say("{pawn}, which has just arrived to complete an event, must stand on an empty card",
                            pawn=pawn_name(state.arrived)))
    if (phase == "redeploy") != bool(state.redeploy):
        # Translators: a problem of a position: pawns wait to be redeployed at the wrong moment.
        problems.append(_("pawns wait to be redeployed only after the event they completed"))
    if phase == "redeploy" and not state.draw_pile:
        # Translators: a problem of a position: pawns wait to be redeployed but the draw pile is empty.
        problems.append(_("a pawn is redeployed to a card drawn from the draw pile, but the draw pile is empty (the "
                          "discards are shuffled into it first)"))
    if phase != "over" and state.power_played is False and phase in ("steal",):
        # Translators: a problem of a position: a power card takes effect, so one was played this turn.
        problems.append(_("a power card is taking effect, so the player to play has played a power card this turn"))
    if phase == "over" and max(state.scores.values()) < WINNING_SCORE:
        # Translators: a problem of a position; {goal} is the winning score (12).
        problems.append(say("the game is over only when someone has {goal} points", goal=WINNING_SCORE))


def _check_power(state: State, problems: list[str]) -> None:
    power = state.power
    if power.player != state.active:
        # Translators: a problem of a position; {player} is the player to play.
        problems.append(say("the power card in progress must be the active player's ({player})",
                            player=player_name(state.active)))
    if power.target == power.player or (power.target is None and POWER_CARDS[power.card].target != "none"):
        # Translators: a problem of a position: the power card in progress aims at its own player or at nobody.
        problems.append(_("the power card in progress must target an opponent"))
    if state.phase == "defence" and not state.powers[power.target]:
        # Translators: a problem of a position; {player} is the target of the power card.
        problems.append(say("{player} holds no power card, so there is no Defence decision",
                            player=player_name(power.target)))
    if state.phase == "steal" and power.card not in ("bandit", "black-magic"):
        # Translators: a problem of a position: only these two power cards pick a card at random.
        problems.append(_("only Bandit and Black magic pick a card at random"))
    elif state.phase == "steal" and not state.hands[power.target] + state.powers[power.target]:
        # Translators: a problem of a position; {player} is the target, {card} the power card's name (Bandit, Black
        # magic).
        problems.append(say("{player} holds no card, so {card} has none to pick at random",
                            player=player_name(power.target), card=POWER_CARDS[power.card].title))
    if power.card == "switch" and (power.own_pawn not in state.pawns or owner(power.own_pawn) != power.player
                                   or power.other_pawn not in state.pawns or owner(power.other_pawn) != power.target):
        # Translators: a problem of a position: the two pawns of a Switch in progress are wrong.
        problems.append(_("Switch needs one of the player's pawns and one of the target's pawns"))


def _check_event(state: State, problems: list[str]) -> None:
    event = state.event
    if event.moved not in state.pawns or event.partner not in state.pawns:
        # Translators: a problem of a position: the pawns of the event in progress are not in the game.
        problems.append(_("the event's pawns must be pawns of this game"))
        return
    if not 1 <= event.village <= state.size or terrain(event.village) != "village":
        # Translators: a problem of a position; {given} is what was written as the event's village.
        problems.append(say("the event's village must be a village card, not {given}", given=shown(event.village)))
    elif event.is_attack and event.victim != village_owner(event.village):
        # Translators: a problem of a position: the attacked player must own the village.
        problems.append(_("the victim of an attack is the village's owner"))
    if state.phase == "defence" and (not event.is_attack or event.victim == state.active
                                     or not state.powers.get(event.victim)):
        # Translators: a problem of a position: a Defence decision about an event that cannot be defended.
        problems.append(_("Defence is decided only against an attack, by the owner of the village, who holds a power "
                          "card and is not the player to play"))
