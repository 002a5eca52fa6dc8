"""Le Dernier Peuple's turn: set-up, the legal decisions, applying them, chance, views, explanations."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction

from rulebook import citations, core
from rulebook.core import CHANCE, IllegalMove, InvalidPosition, Move, Outcome, Rng, shown
from rulebook.i18n import _, say, say_n
from rulebook.le_dernier_peuple.cards import (
    DEFENCE,
    FIRST_PLAYER,
    HAND_LIMIT,
    MOVEMENT_CARDS,
    OWN,
    PICKAXE,
    PLAYER_COUNTS,
    POWER_CARDS,
    POWER_IDS,
    RESHUFFLE_POWER_PILE,
    START_HAND,
    WINNING_SCORE,
    MovementCard,
    capitalised,
    colours_for,
    deck_for,
    other_side,
    owner,
    pawn_ids,
    pawn_name,
    player_name,
    power_sorted,
    shifted,
    terrain,
    village_next_to,
    village_of,
    village_owner,
)
from rulebook.le_dernier_peuple.state import (
    GAME_NAME,
    Event,
    PowerPlay,
    State,
    state_from_position,
    state_to_position,
)

CIRCLE, SQUARE = "circle", "square"
OPTIONS = (CIRCLE, SQUARE)


# ================================================================ set-up
def check_options(players, hidden_scores) -> None:
    if isinstance(players, bool) or players not in PLAYER_COUNTS:
        # Translators: an error when a new game is asked for with a wrong number of players; {fewest} and {most}
        # are 3 and 5, {given} is what was asked for.
        raise ValueError(say("Le Dernier Peuple is played by {fewest} to {most} players, not {given}.",
                             fewest=min(PLAYER_COUNTS), most=max(PLAYER_COUNTS), given=shown(players)))
    if not isinstance(hidden_scores, bool):
        # Translators: an error for a programmer; hidden_scores is the option's name (keep it); {given} is the
        # wrong value.
        raise TypeError(say("hidden_scores is true or false, not {given}.", given=shown(hidden_scores)))


def initial_state(rng: Rng, players: int = 3, hidden_scores: bool = False) -> State:
    """The set-up (IT 'Setup'): the wheel of 4 x players cards, both pawns on their village, 2 movement
    cards each drawn at random, the 12 power cards in their pile."""
    check_options(players, hidden_scores)
    colours = colours_for(players)
    # Rule note: the text does not say who begins; seat 0 (red) begins (data file, 'first_player').
    state = State(players=colours, scores={c: 0 for c in colours},
                  pawns={p: village_of(c) for c in colours for p in pawn_ids(c)},
                  hands={c: () for c in colours}, powers={c: () for c in colours},
                  draw_pile=deck_for(players), discards=(), power_pile=power_sorted(POWER_IDS), power_discards=(),
                  rng=rng, hidden_scores=hidden_scores, turn=FIRST_PLAYER, skips={c: 0 for c in colours})
    for colour in colours:
        state = _draw_movement(state, colour, START_HAND)
    return state


# ================================================================ small helpers
def _replace(mapping: Mapping, key, value) -> dict:
    result = dict(mapping)
    result[key] = value
    return result


def _without(cards: tuple, card) -> tuple:
    index = cards.index(card)
    return cards[:index] + cards[index + 1:]


def _draw_movement(state: State, colour: str, count: int) -> State:
    """``colour`` draws ``count`` movement cards, each at random from the draw pile at the moment it is drawn;
    an empty draw pile is refilled with the discards first (facts file)."""
    hand, pile, discards, rng = state.hands[colour], state.draw_pile, state.discards, state.rng
    for _card in range(count):
        if not pile:
            pile, discards = tuple(sorted(discards)), ()
        if not pile:
            break
        index, rng = rng.randint(0, len(pile) - 1)
        hand, pile = tuple(sorted(hand + (pile[index],))), pile[:index] + pile[index + 1:]
    return state.with_changes(hands=_replace(state.hands, colour, hand), draw_pile=pile, discards=discards, rng=rng)


def _draw_power(state: State, colour: str) -> State:
    """``colour`` draws one power card at random (an empty pile is refilled with the used power cards)."""
    pile, used, rng = state.power_pile, state.power_discards, state.rng
    if not pile and RESHUFFLE_POWER_PILE:
        # Rule note: the text is silent on an empty power pile; the used power cards form a new one (assumed).
        pile, used = power_sorted(used), ()
    if not pile:
        return state
    index, rng = rng.randint(0, len(pile) - 1)
    hand = power_sorted(state.powers[colour] + (pile[index],))
    return state.with_changes(powers=_replace(state.powers, colour, hand), power_pile=pile[:index] + pile[index + 1:],
                              power_discards=used, rng=rng)


def _add_points(state: State, deltas: Mapping[str, int]) -> State:
    # Rule note: the changes of one event are added up per player before the 0 floor applies, so a
    # sneaky attack on your own village nets +1 and a village owner who supports an attack on it nets 0.
    scores = dict(state.scores)
    for colour, delta in deltas.items():
        scores[colour] = max(0, scores[colour] + delta)
    return state.with_changes(scores=scores)


def hand_of(state: State, colour: str) -> tuple:
    """A player's whole hand, movement cards then power cards (the positions a random steal picks from)."""
    return state.hands[colour] + state.powers[colour]


def opponents(state: State, colour: str) -> tuple[str, ...]:
    return tuple(c for c in state.players if c != colour)


# ================================================================ movement and events
@dataclass(frozen=True)
class Walk:
    """What a movement card does: where the pawns stand, the events completed, and whether the active
    player's own pawn reached a pickaxe on the way."""

    pawns: dict
    events: list
    pickaxe: bool


def walk(state: State, card: MovementCard, pawn: str, option: str) -> Walk:
    """Where the pawns stand after ``card`` moves ``pawn`` by its circle or its square, the events completed
    (the move stops at the first part that completes one) and whether a pickaxe earns a power card."""
    pawns = dict(state.pawns)
    steps = [("to", card.target)] if option == SQUARE else [("by", shift) for shift in card.parts]
    pickaxe = False
    for kind, value in steps:
        pawns[pawn] = value if kind == "to" else shifted(pawns[pawn], value, state.size)
        # Rule note 'pickaxe': each part of a double card is a move of its own (IT 'Carte movimento': "due
        # movimenti distinti"), so a pickaxe reached by the first part earns the power card too.
        pickaxe = pickaxe or (owner(pawn) == state.active and terrain(pawns[pawn]) == PICKAXE)
        # Rule note 'events-on-every-landing': every landing is checked, also a part of 0 or a square number
        # naming the card the pawn stands on (facts file, from the online version).
        events = event_candidates(state, pawns, pawn)
        if events:
            # a double card stops after a part that completes an event (IT 'Carte movimento')
            return Walk(pawns, events, pickaxe)
    return Walk(pawns, [], pickaxe)


def event_candidates(state: State, pawns: Mapping[str, int], pawn: str) -> list[Event]:
    """The events ``pawn`` completes by arriving where it stands: one per owner of a pawn waiting on the
    empty card at the other side of the village."""
    village = village_next_to(pawns[pawn])
    if village is None:
        return []
    other = other_side(pawns[pawn])
    waiting = [partner for partner in state.all_pawns if partner != pawn and pawns[partner] == other]
    # Rule note 'own-pawn-first': when one of the waiting pawns is the active player's, it takes part (a noble
    # attack or a supply: IT 'Attacco Nobile' gives its 3 points with no condition; the online version forces
    # your own pawn). The active player chooses only between other players' pawns.
    own = [partner for partner in waiting if owner(partner) == state.active]
    events, owners = [], set()
    for partner in own[:1] or waiting:
        if owner(partner) not in owners:
            owners.add(owner(partner))
            events.append(make_event(pawn, partner, village, state.active))
    return events


def make_event(moved: str, partner: str, village: int, active: str) -> Event:
    """Which event two pawns on both sides of ``village`` make (IT 'Come si gioca')."""
    mover, helper = owner(moved), owner(partner)
    # Rule note (facts file, online version): the active player is the attacker when one of the two pawns
    # is theirs (the sneaky attack made by moving an opponent's pawn); otherwise the owner of the pawn that
    # arrived scores as if they had made the event.
    attacker = active if active in (mover, helper) else mover
    holder = village_owner(village)
    if mover == helper:
        if holder == attacker:
            return Event("supply", village, moved, partner, attacker)
        return Event("noble", village, moved, partner, attacker, victim=holder)
    supporter = helper if attacker == mover else mover
    return Event("sneaky", village, moved, partner, attacker, victim=holder, supporter=supporter)


def event_text(event: Event) -> str:
    """'a noble attack on blue's village: red +3, blue -1' (in the current language)."""
    victim = player_name(event.victim) if event.victim else ""
    if event.defended:
        if event.kind == "noble":
            # Translators: an event inside move labels ("…, completing {event}"); {player} owns the village.
            return say("a noble attack on {player}'s village, cancelled by Defence: nobody scores", player=victim)
        # Translators: an event inside move labels ("…, completing {event}"); {player} owns the village.
        return say("a sneaky attack on {player}'s village, cancelled by Defence: nobody scores", player=victim)
    changes = ", ".join(f"{player_name(colour)} {delta:+d}" for colour, delta in event.deltas().items() if delta)
    if not changes:
        # Translators: how an event changes the scores, after the event's name, when nothing changes.
        changes = _("no change")
    if event.kind == "supply":
        # Translators: an event inside move labels ("…, completing {event}"); {changes} lists the scores' changes
        # ("red +2").
        return say("a supply on its village: {changes}", changes=changes)
    if event.kind == "noble":
        # Translators: an event inside move labels ("…, completing {event}"); {player} owns the village, {changes}
        # lists the scores' changes ("red +3, blue -1").
        return say("a noble attack on {player}'s village: {changes}", player=victim, changes=changes)
    # Translators: an event inside move labels ("…, completing {event}"); {player} owns the village, {changes}
    # lists the scores' changes ("red +2, green +1, blue -1").
    return say("a sneaky attack on {player}'s village: {changes}", player=victim, changes=changes)


def defence_possible(state: State, event: Event) -> bool:
    """The attacked player may react when the public information allows a Defence: they hold a power card.

    Rule note 'defence-outside-your-turn': never the active player (Defence is the only power card played
    outside one's own turn, IT 'Carte potere'); the village owner may defend also when the attack around their
    village scores for them as well (the attack is still aimed at their village)."""
    return event.is_attack and event.victim != state.active and bool(state.powers[event.victim])


# ================================================================ actions and moves
@dataclass(frozen=True)
class Action:
    """What a move does (kept in ``Move.data``)."""

    kind: str              # play | draw | power | defend | accept | discard | partner | redeploy | take
    card: int | str | None = None
    pawn: str | None = None
    option: str = ""
    target: str | None = None
    other: str | None = None
    index: int = -1


def _power_title(card: str) -> str:
    return POWER_CARDS[card].title


def _play_move(state: State, card: MovementCard, pawn: str, option: str) -> Move:
    result = walk(state, card, pawn, option)
    dest, events = result.pawns[pawn], result.events

    def label() -> str:
        start = state.pawns[pawn]
        values = {"number": card.id, "pawn": pawn_name(pawn), "start": start, "end": dest}
        if option == SQUARE:
            # Translators: a move in the move list and the list of every legal move; {number} is the movement
            # card's number, {pawn} a pawn ("red pawn 1"), {start} and {end} terrain card numbers. "square": the
            # card's square number sends the pawn straight there.
            text = say("Card {number}: {pawn} from card {start} straight to card {end} (square)", **values)
        elif events and card.double and dest != shifted(start, card.circle, state.size):
            # Translators: a move (see "Card {number}: {pawn} from card {start} straight to …"); {shift} is the first
            # part of a double card (+4), {end} the card where the pawn stops because it completes an event.
            text = say("Card {number}: {pawn} from card {start} {shift} to card {end}, where an event stops the card",
                       shift=f"{card.first:+d}", **values)
        else:
            # Translators: a move (see "Card {number}: {pawn} from card {start} straight to …"); {circle} is the
            # card's circle number ("+4", "+2 then +1"), {end} where the pawn ends. "circle": it moves by that number.
            text = say("Card {number}: {pawn} from card {start} {circle} to card {end} (circle)",
                       circle=card.circle_text(), **values)
        if result.pickaxe and terrain(dest) != PICKAXE:
            # Translators: added to a move's label when the pawn passed a pickaxe on the way (first part of a
            # double card).
            text += _(", past a pickaxe: draw a power card")
        elif result.pickaxe:
            # Translators: added to a move's label when the pawn ends on a pickaxe.
            text += _(": a pickaxe, draw a power card")
        if len(events) == 1 and defence_possible(state, events[0]):
            # the points are not yet done: the Defence pause comes first (issue 19 point 9)
            # Translators: added to a move's label; {event} is an event with its points ("a noble attack on
            # blue's village: red +3, blue -1"), {player} the attacked player, who may still cancel it.
            text += say(", completing {event} unless {player} plays Defence", event=event_text(events[0]),
                        player=player_name(events[0].victim))
        elif len(events) == 1:
            # Translators: added to a move's label; {event} is an event with its points ("a supply on its village:
            # red +2").
            text += say(", completing {event}", event=event_text(events[0]))
        elif events:
            # Translators: added to a move's label when pawns of several players wait across the village.
            text += _(", completing an event (choose the waiting pawn)")
        return text

    return Move(f"play {card.id} {pawn} {option}", label, (f"move:{card.id}", f"pawn:{pawn}", f"wheel:{dest}"),
                (f"wheel:{state.pawns[pawn]}", f"wheel:{dest}"), Action("play", card.id, pawn, option))


def movable_pawns(state: State, card: MovementCard) -> tuple[str, ...]:
    """The pawns ``card`` may move: one of the mover's own (grey arrow) or any opponent's (black arrow)."""
    mover = state.active
    return tuple(p for p in state.all_pawns if (owner(p) == mover) == (card.moves == OWN))


def _play_moves(state: State) -> list[Move]:
    moves = []
    for card_id in state.hands[state.active]:
        card = MOVEMENT_CARDS[card_id]
        for pawn in movable_pawns(state, card):
            moves += [_play_move(state, card, pawn, option) for option in OPTIONS]
    return moves


def _draw_move(state: State) -> Move:
    room = HAND_LIMIT - len(state.hands[state.active])
    count = max(0, min(2, room))

    def label() -> str:
        if count:
            # Translators: the move that moves no pawn and draws cards instead; {count} is 1 or 2.
            return say_n("Move no pawn this turn: draw {count} movement card",
                         "Move no pawn this turn: draw {count} movement cards", count)
        # Translators: the same move when the hand is full; {limit} is the hand limit, 7.
        return say("Move no pawn this turn: draw nothing (the hand holds {limit} movement cards already)",
                   limit=HAND_LIMIT)
    return Move("draw", label, ("button:draw",), (), Action("draw"))


def _power_moves(state: State) -> list[Move]:
    mover = state.active
    moves = []
    for card in state.powers[mover]:
        kind = POWER_CARDS[card].target
        if kind == "none":
            moves.append(Move(f"power {card}", lambda card=card: _power_label(card),
                              (f"power:{card}",), (), Action("power", card)))
        elif kind == "player":
            for target in opponents(state, mover):
                moves.append(Move(f"power {card} {target}", lambda card=card, target=target: _power_label(card, target),
                                  (f"power:{card}", f"player:{target}"), (), Action("power", card, target=target)))
        elif kind == "pawns":
            for mine in pawn_ids(mover):
                for theirs in state.all_pawns:
                    if owner(theirs) != mover:
                        moves.append(Move(f"power {card} {mine} {theirs}",
                                          lambda card=card, mine=mine, theirs=theirs: _switch_label(state, card, mine,
                                                                                                   theirs),
                                          (f"power:{card}", f"pawn:{mine}", f"pawn:{theirs}"), (),
                                          Action("power", card, pawn=mine, target=owner(theirs), other=theirs)))
        # Rule note: Defence is the only power card played outside one's turn, as a reaction; it is not
        # offered as the power card of one's own turn (there is nothing for it to cancel then).
    return moves


def _switch_label(state: State, card: str, mine: str, theirs: str) -> str:
    # Translators: the move that plays Switch; {card} is the card's name, {mine} and {theirs} pawns ("red pawn 1",
    # "blue pawn 2"), {mine_card} and {theirs_card} the numbers of the terrain cards they stand on.
    return say("Play the power card {card}: {mine} (card {mine_card}) and {theirs} (card {theirs_card}) change places",
               card=_power_title(card), mine=pawn_name(mine), mine_card=state.pawns[mine], theirs=pawn_name(theirs),
               theirs_card=state.pawns[theirs])


def _power_label(card: str, target: str | None = None) -> str:
    """The move that plays the power card ``card`` (against ``target``), in the current language."""
    if target is None:
        # Translators: the move that plays a power card without a target; {card} is its name ("Luck"), {effect}
        # what it does ("draw one movement card and one power card").
        return say("Play the power card {card}: {effect}", card=_power_title(card),
                   effect=POWER_CARDS[card].what_it_does())
    title, player = _power_title(card), player_name(target)
    if card == "bandit":
        # Translators: the move that plays Bandit; {card} is its name, {player} the opponent aimed at.
        return say("Play the power card {card}: take a random card from {player}'s hand", card=title, player=player)
    if card == "barter":
        # Translators: the move that plays Barter; {card} is its name, {player} the opponent aimed at.
        return say("Play the power card {card}: swap your whole hand with {player}'s", card=title, player=player)
    if card == "thief":
        # Translators: the move that plays Thief; {card} is its name, {player} the opponent aimed at.
        return say("Play the power card {card}: take 1 point from {player} (if {player} has one)", card=title,
                   player=player)
    if card == "black-magic":
        # Translators: the move that plays Black magic; {card} is its name, {player} the opponent aimed at.
        return say("Play the power card {card}: {player} discards a random card", card=title, player=player)
    if card == "curse":
        # Translators: the move that plays Curse; {card} is its name, {player} the opponent aimed at.
        return say("Play the power card {card}: {player} loses 1 point", card=title, player=player)
    # Translators: the move that plays Mace; {card} is its name, {player} the opponent aimed at.
    return say("Play the power card {card}: {player} skips their next turn", card=title, player=player)


def _turn_moves(state: State) -> list[Move]:
    # IT 'Come si gioca': first (optionally) one power card, then draw two cards or play one movement card
    moves = [] if state.power_played else _power_moves(state)
    return moves + _play_moves(state) + [_draw_move(state)]


def _discard_moves(state: State) -> list[Move]:
    hand = state.hands[state.active]
    excess = len(hand) - HAND_LIMIT
    # Translators: the move that discards a movement card over the hand limit; {card} describes it ("card 10
    # (your pawn: +4 or to card 11)"), {count} is how many cards are over the limit, {limit} the limit (7).
    return [Move(f"discard {card}", lambda card=card: say_n(
        "Discard movement {card} ({count} over the hand limit of {limit})",
        "Discard movement {card} ({count} over the hand limit of {limit})", excess,
        card=MOVEMENT_CARDS[card].describe(), limit=HAND_LIMIT),
        (f"move:{card}", "pile:discards"), (), Action("discard", card)) for card in hand]


def _defence_moves(state: State) -> list[Move]:
    target = state.decider()

    def against() -> str:
        if state.power is None:
            return event_text(state.event)
        # Translators: what Defence would cancel, inside the Defence moves; {card} is a power card's name,
        # {player} who played it.
        return say("{card} played by {player}", card=_power_title(state.power.card),
                   player=player_name(state.power.player))

    moves = []
    if DEFENCE in state.powers[target]:
        # Translators: the move that plays Defence; {player} is the defending player, {against} what is cancelled
        # ("Curse played by red", or an attack with its points).
        moves.append(Move("defend", lambda: capitalised(say("{player} plays Defence and cancels {against}",
                                                            player=player_name(target), against=against())),
                          ("power:defence",), (), Action("defend")))
    # Translators: the move that lets an attack or a power card happen; {player} is the player who could defend,
    # {against} what they let happen.
    moves.append(Move("accept", lambda: capitalised(say("{player} does not play Defence against {against}",
                                                        player=player_name(target), against=against())),
                      ("button:accept",), (), Action("accept")))
    return moves


def _partner_moves(state: State) -> list[Move]:
    pawn = state.arrived
    # Translators: the choice of the pawn that completes an event; {pawn} arrived, {partner} was waiting across
    # the village, {event} is the event with its points.
    return [Move(f"partner {event.partner}",
                 lambda event=event: capitalised(say("{pawn} and {partner} complete {event}", pawn=pawn_name(pawn),
                                                     partner=pawn_name(event.partner), event=event_text(event))),
                 (f"pawn:{event.partner}",), (), Action("partner", pawn=event.partner))
            for event in event_candidates(state, state.pawns, pawn)]


def moves_in(state: State) -> list[Move]:
    """Every decision of the player to decide (empty at a chance point or once the game is over)."""
    handler = {"turn": _turn_moves, "discard": _discard_moves, "defence": _defence_moves,
               "partner": _partner_moves}.get(state.phase)
    return handler(state) if handler else []


# ================================================================ chance points
def chance_outcomes(state: State) -> list[tuple[Move, Fraction]]:
    """Redeploying: one outcome per movement card in the draw pile; a random steal: one per hand position."""
    if state.phase == "redeploy":
        pawn = state.redeploy[0]
        share = Fraction(1, len(state.draw_pile))
        return [(Move(f"redeploy {pawn} {card}",
                      # Translators: a pawn put again on the wheel after an event; {pawn} is the pawn ("red pawn
                      # 1"), {card} the terrain card drawn for it.
                      lambda card=card: capitalised(say("{pawn} redeployed to card {card}", pawn=pawn_name(pawn),
                                                        card=MOVEMENT_CARDS[card].target)),
                      (), (f"wheel:{state.pawns[pawn]}", f"wheel:{MOVEMENT_CARDS[card].target}"),
                      Action("redeploy", card, pawn=pawn)), share) for card in state.draw_pile]
    if state.phase == "steal":
        play = state.power
        hand = hand_of(state, play.target)
        share = Fraction(1, len(hand))
        word = "take" if play.card == "bandit" else "drop"
        return [(Move(f"{word} {index + 1}", lambda index=index: _steal_label(state, index), (), (),
                      Action("take", play.card, index=index)), share) for index in range(len(hand))]
    return []


def _card_title(card: int | str) -> str:
    if isinstance(card, str):
        # Translators: a power card inside sentences ("red takes the power card Luck from …"); {card} is its name.
        return say("the power card {card}", card=_power_title(card))
    # Translators: a movement card inside sentences ("red takes movement card 10 (your pawn: …) from …"); {card}
    # describes it ("card 10 (your pawn: +4 or to card 11)").
    return say("movement {card}", card=MOVEMENT_CARDS[card].describe())


def _steal_label(state: State, index: int) -> str:
    play = state.power
    card = hand_of(state, play.target)[index]
    values = {"card": _card_title(card), "number": index + 1, "player": player_name(play.player),
              "target": player_name(play.target)}
    if play.card == "bandit":
        # Translators: what Bandit took; {player} played it, {target} was robbed, {card} is the card taken ("the
        # power card Luck"), {number} its place in the robbed hand, picked at random.
        return say("Bandit: {player} takes {card} from {target}'s hand (card {number} at random)", **values)
    # Translators: what Black magic made a player discard; {target} discards, {card} is the card ("the power card
    # Luck"), {number} its place in the hand, picked at random.
    return say("Black magic: {target} discards {card} (card {number} at random)", **values)


# ================================================================ applying
def apply(state: State, move: Move) -> State:
    action: Action = move.data
    handler = {"play": _apply_play, "draw": _apply_draw, "power": _apply_power, "defend": _apply_defend,
               "accept": _apply_accept, "discard": _apply_discard, "partner": _apply_partner,
               "redeploy": _apply_redeploy, "take": _apply_take}[action.kind]
    return _still_known(handler(state, action))


# ---------------------------------------------------------------- what each seat saw of other hands
def _still_known(state: State) -> State:
    """Forget the cards that have left the hand a seat saw them in (played, discarded, taken)."""
    if not state.known:
        return state
    known = {}
    for seat, seen in state.known.items():
        for holder, cards in seen.items():
            held = hand_of(state, holder)
            kept = tuple(card for card in cards if card in held)
            if kept:
                known.setdefault(seat, {})[holder] = kept
    return state.with_changes(known=known)


def _learn(known: Mapping, seat: str, holder: str, cards: tuple) -> dict:
    """``seat`` now knows ``cards`` to be in ``holder``'s hand too."""
    seen = dict(known.get(seat, {}))
    seen[holder] = tuple(dict.fromkeys(seen.get(holder, ()) + tuple(cards)))
    return {**known, seat: seen}


def _apply_play(state: State, action: Action) -> State:
    colour = state.active
    card = MOVEMENT_CARDS[action.card]
    state = state.with_changes(hands=_replace(state.hands, colour, _without(state.hands[colour], card.id)),
                               discards=(card.id,) + state.discards)
    result = walk(state, card, action.pawn, action.option)
    state = state.with_changes(pawns=result.pawns)
    if result.pickaxe:
        state = _draw_power(state, colour)
    events = result.events
    if not events:
        return _finish_card(state)
    if len(events) > 1:
        # Rule note: when pawns of several players wait on the other side, the active player chooses
        # which of them takes part in the event.
        return state.with_changes(phase="partner", arrived=action.pawn)
    return _resolve_event(state, events[0])


def _apply_partner(state: State, action: Action) -> State:
    event = make_event(state.arrived, action.pawn, village_next_to(state.pawns[state.arrived]), state.active)
    return _resolve_event(state.with_changes(arrived=None), event)


def _resolve_event(state: State, event: Event) -> State:
    if defence_possible(state, event):
        return state.with_changes(phase="defence", event=event)
    return _score_event(state, event)


def _score_event(state: State, event: Event) -> State:
    """Score the event, then redeploy both pawns (the pawn that arrived first)."""
    state = _add_points(state, event.deltas())
    return _ready_redeploy(state.with_changes(phase="redeploy", event=event, redeploy=(event.moved, event.partner)))


def _ready_redeploy(state: State) -> State:
    if not state.redeploy:
        return _finish_card(state.with_changes(event=None))
    if not state.draw_pile:
        state = state.with_changes(draw_pile=tuple(sorted(state.discards)), discards=())
    if not state.draw_pile:
        # cannot happen in play: at least 3 movement cards are always outside the hands
        return _finish_card(state.with_changes(event=None, redeploy=()))
    return state


def _apply_redeploy(state: State, action: Action) -> State:
    card = MOVEMENT_CARDS[action.card]
    # the drawn card's square number is where the pawn goes; the card is discarded (facts file);
    # a redeployed pawn completes no event and earns no power card
    state = state.with_changes(pawns=_replace(state.pawns, action.pawn, card.target),
                               draw_pile=_without(state.draw_pile, card.id), discards=(card.id,) + state.discards,
                               redeploy=state.redeploy[1:])
    return _ready_redeploy(state)


def _finish_card(state: State) -> State:
    """After a movement card (and its event): draw one movement card; the turn ends."""
    state = state.with_changes(phase="turn", event=None, redeploy=(), arrived=None)
    return _end_turn(_draw_movement(state, state.active, 1))


def _apply_draw(state: State, action: Action) -> State:
    # Rule note: drawing two never takes the hand above the limit of 7 movement cards.
    room = HAND_LIMIT - len(state.hands[state.active])
    return _end_turn(_draw_movement(state, state.active, max(0, min(2, room))))


def _apply_discard(state: State, action: Action) -> State:
    colour = state.active
    hand = _without(state.hands[colour], action.card)
    state = state.with_changes(hands=_replace(state.hands, colour, hand), discards=(action.card,) + state.discards)
    return state if len(hand) > HAND_LIMIT else state.with_changes(phase="turn")


# ---------------------------------------------------------------- power cards
def _apply_power(state: State, action: Action) -> State:
    colour = state.active
    state = state.with_changes(powers=_replace(state.powers, colour, _without(state.powers[colour], action.card)),
                               power_discards=(action.card,) + state.power_discards, power_played=True)
    play = PowerPlay(action.card, colour, action.target, action.pawn, action.other)
    # Rule note: the target may answer with Defence; the decision is offered whenever the target holds any
    # power card (public), not only Defence, so that the pause reveals nothing about their hand.
    if play.target is not None and state.powers[play.target]:
        return state.with_changes(phase="defence", power=play)
    return _resolve_power(state, play)


def _apply_defend(state: State, action: Action) -> State:
    target = state.decider()
    state = state.with_changes(powers=_replace(state.powers, target, _without(state.powers[target], DEFENCE)),
                               power_discards=(DEFENCE,) + state.power_discards)
    if state.power is not None:
        return state.with_changes(phase="turn", power=None)       # the power card is cancelled
    # Rule note: a defended attack scores nothing for anyone; the pawns are still redeployed (facts file).
    return _score_event(state, replace(state.event, defended=True))


def _apply_accept(state: State, action: Action) -> State:
    if state.power is not None:
        return _resolve_power(state, state.power)
    return _score_event(state, state.event)


def _resolve_power(state: State, play: PowerPlay) -> State:
    state = POWER_EFFECTS[play.card](state.with_changes(phase="turn", power=None), play)
    return _after_power(state)


def _after_power(state: State) -> State:
    """Back to the movement step, unless the hand is now over the limit (the excess is discarded)."""
    if state.phase == "turn" and len(state.hands[state.active]) > HAND_LIMIT:
        return state.with_changes(phase="discard")
    return state


def _bandit(state: State, play: PowerPlay) -> State:
    if not hand_of(state, play.target):
        return state
    return state.with_changes(phase="steal", power=play)      # a chance point over the hand's positions


def _black_magic(state: State, play: PowerPlay) -> State:
    return _bandit(state, play)


def _barter(state: State, play: PowerPlay) -> State:
    # Rule note: the text swaps "the hand of cards"; a player's hand holds movement and power cards alike
    # (both are cards in hand), so both change owner (the Barter card itself is already on the discard pile).
    mine, theirs = play.player, play.target
    # Everyone sees the two hands change places, so what anyone knew of one hand now belongs to the other; and
    # each of the two knows the whole hand it gave away (a fair computer remembers it).
    swap = {mine: theirs, theirs: mine}
    known = {seat: {swap.get(holder, holder): cards for holder, cards in seen.items() if swap.get(holder) != seat}
             for seat, seen in state.known.items()}
    known = _learn(known, mine, theirs, hand_of(state, mine))
    known = _learn(known, theirs, mine, hand_of(state, theirs))
    return state.with_changes(
        hands={**state.hands, mine: state.hands[theirs], theirs: state.hands[mine]},
        powers={**state.powers, mine: state.powers[theirs], theirs: state.powers[mine]}, known=known)


def _luck(state: State, play: PowerPlay) -> State:
    return _draw_power(_draw_movement(state, play.player, 1), play.player)


def _strength(state: State, play: PowerPlay) -> State:
    return _add_points(state, {play.player: 2})


def _heal(state: State, play: PowerPlay) -> State:
    return _add_points(state, {play.player: 1})


def _thief(state: State, play: PowerPlay) -> State:
    # Rule note: Thief may be played on a player without points (scores may be hidden); it takes nothing then.
    if state.scores[play.target] < 1:
        return state
    return _add_points(state, {play.target: -1, play.player: 1})


def _curse(state: State, play: PowerPlay) -> State:
    return _add_points(state, {play.target: -1})


def _mace(state: State, play: PowerPlay) -> State:
    return state.with_changes(skips=_replace(state.skips, play.target, state.skips[play.target] + 1))


def _switch(state: State, play: PowerPlay) -> State:
    # Rule note: pawns that change places by Switch complete no event and earn no power card: events and
    # pickaxes come from movement cards.
    pawns = dict(state.pawns)
    pawns[play.own_pawn], pawns[play.other_pawn] = state.pawns[play.other_pawn], state.pawns[play.own_pawn]
    return state.with_changes(pawns=pawns)


def _speed(state: State, play: PowerPlay) -> State:
    return state.with_changes(extra_turns=state.extra_turns + 1)


def _defence(state: State, play: PowerPlay) -> State:
    # Translators: a refusal: Defence cannot be played as the power card of one's own turn.
    raise IllegalMove(_("Defence is played only as a reaction, outside your own turn."))


#: one function per power card: what it does once it is not cancelled
POWER_EFFECTS: dict[str, Callable[[State, PowerPlay], State]] = {
    "bandit": _bandit, "barter": _barter, "defence": _defence, "luck": _luck, "strength": _strength,
    "heal": _heal, "thief": _thief, "black-magic": _black_magic, "curse": _curse, "mace": _mace,
    "switch": _switch, "speed": _speed,
}


def _apply_take(state: State, action: Action) -> State:
    play = state.power
    card = hand_of(state, play.target)[action.index]
    hands, powers = dict(state.hands), dict(state.powers)
    if isinstance(card, str):
        powers[play.target] = _without(powers[play.target], card)
    else:
        hands[play.target] = _without(hands[play.target], card)
    state = state.with_changes(hands=hands, powers=powers, phase="turn", power=None)
    if play.card == "bandit":
        # the robbed player sees which card the thief now holds; the others do not see which card went, so
        # what they knew of the robbed hand is no longer sure
        known = {seat: {holder: cards for holder, cards in seen.items()
                        if holder != play.target or seat == play.player} for seat, seen in state.known.items()}
        state = state.with_changes(known=_learn(known, play.target, play.player, (card,)))
        if isinstance(card, str):
            state = state.with_changes(powers=_replace(powers, play.player, power_sorted(powers[play.player] + (card,))))
        else:
            state = state.with_changes(hands=_replace(hands, play.player, tuple(sorted(hands[play.player] + (card,)))))
    elif isinstance(card, str):
        state = state.with_changes(power_discards=(card,) + state.power_discards)
    else:
        state = state.with_changes(discards=(card,) + state.discards)
    return _after_power(state)


# ---------------------------------------------------------------- end of the turn
def _end_turn(state: State) -> State:
    """12 points ends the game; otherwise Speed's extra turn, or the next player who does not skip (Mace)."""
    state = state.with_changes(phase="turn", power_played=False, power=None, event=None, arrived=None, redeploy=())
    if max(state.scores.values()) >= WINNING_SCORE:
        return state.with_changes(phase="over")
    if state.extra_turns:
        return state.with_changes(extra_turns=state.extra_turns - 1)
    skips = dict(state.skips)
    seat = state.turn
    while True:
        seat = (seat + 1) % len(state.players)
        colour = state.players[seat]
        if skips[colour] == 0:
            break
        skips[colour] -= 1           # this turn is skipped
    return state.with_changes(turn=seat, skips=skips)


# ================================================================ outcome and evaluation
def outcome_of(state: State) -> Outcome | None:
    if state.phase != "over":
        return None
    best = max(state.scores.values())
    # Rule note: equal highest scores at the end of the turn share the win (assumed).
    winners = tuple(c for c in state.players if state.scores[c] == best)
    return Outcome(winners, dict(state.scores), outcome_text(state))


def outcome_text(state: State) -> str | None:
    """Why the game is over, in the current language (None while it goes on).  Show this rather than a stored
    ``Outcome.reason``, which keeps the language spoken when the game first asked for it."""
    if state.phase != "over":
        return None
    best = max(state.scores.values())
    winners = [c for c in state.players if state.scores[c] == best]
    if len(winners) == 1:
        # Translators: why the game ended; {player} is the winner, {points} their score, {goal} the winning
        # score (12).
        return say("{player} has {points} points at the end of a turn ({goal} wins)", player=player_name(winners[0]),
                   points=best, goal=WINNING_SCORE)
    # Translators: joins the names of two winners sharing the win ("red and blue").
    names = _(" and ").join(player_name(colour) for colour in winners)
    # Translators: why the game ended when several players share the win; {players} are their names ("red and
    # blue"), {points} their score, {goal} the winning score (12).
    return say("{players} have {points} points at the end of a turn ({goal} wins)", players=names, points=best,
               goal=WINNING_SCORE)


def evaluate(state: State, player: str) -> float:
    """For the greedy computer: how good ``state`` is for ``player``, once the reactions pending in it are
    settled (a Defence decision, a random steal), so that a power card is judged by its effect."""
    return sum(float(weight) * _standing(settled, player) for settled, weight in _settled(state))


def _settled(state: State) -> list[tuple[State, Fraction]]:
    """The states after the pending reaction: the target defends when it holds Defence (in the state the
    computer imagines, with every unseen card dealt afresh), the random steal falls each possible way."""
    if state.phase == "defence":
        reaction = Action("defend") if DEFENCE in state.powers[state.decider()] else Action("accept")
        return _settled(apply(state, Move(reaction.kind, "", (), (), reaction)))
    if state.phase == "steal":
        return [(apply(state, move), weight) for move, weight in chance_outcomes(state)]
    return [(state, Fraction(1))]


#: what the greedy computer gives each thing besides points (a point is worth 10)
HELD_POWER_CARD = 1.0        # less than any effect worth having, so cards are played when they help
EXTRA_TURN = 8.0             # Speed
SKIPPED_TURN = 6.0           # Mace: a turn lost, by the player (-) or by an opponent (+, split among them)
OPPONENT_CARD = 1.2          # Bandit, Black magic, Barter: every card an opponent holds
READY_PAWN = 1.0             # Switch: an own pawn waiting beside an opponent's village


def _standing(state: State, player: str) -> float:
    outcome = outcome_of(state)
    if outcome is not None:
        return 1000.0 if player in outcome.winners else -1000.0
    others = opponents(state, player)
    best_other = max(state.scores[c] for c in others)
    value = 10.0 * (state.scores[player] - best_other) + HELD_POWER_CARD * len(state.powers[player])
    value += 0.5 * min(len(state.hands[player]), 5) + EXTRA_TURN * state.extra_turns * (state.active == player)
    value -= SKIPPED_TURN * state.skips[player]
    value += SKIPPED_TURN / len(others) * sum(state.skips[c] for c in others)
    value -= OPPONENT_CARD * sum(len(hand_of(state, c)) for c in others)
    value += READY_PAWN * sum(1 for pawn in state.all_pawns if owner(pawn) == player and _waits_to_attack(state, pawn))
    if state.scores[player] >= WINNING_SCORE:
        value += 100.0
    return value


def _waits_to_attack(state: State, pawn: str) -> bool:
    village = village_next_to(state.pawns[pawn])
    return village is not None and village_owner(village) != owner(pawn)


# ================================================================ views
def visible_position(state: State, viewer: str | None) -> dict:
    """What ``viewer`` sees: their own hand, every hand's size, the face-up discards, the pawns and (unless
    scores are hidden) every score.  The draw piles' contents and the generator are hidden."""
    position = state_to_position(state)
    for colour in state.players:
        if colour != viewer:
            position["hands"][colour] = [None] * len(state.hands[colour])
            position["powers"][colour] = [None] * len(state.powers[colour])
            if state.hidden_scores and state.phase != "over":
                position["scores"][colour] = None
    position["draw_pile"] = [None] * len(state.draw_pile)
    position["power_pile"] = [None] * len(state.power_pile)
    position["rng"] = None
    position.pop("known", None)
    if state.known.get(viewer):
        position["known"] = {viewer: {holder: list(cards) for holder, cards in state.known[viewer].items()}}
    position["viewer"] = viewer
    return position


def resample_hidden(state: State, viewer: str | None, rng: Rng) -> State:
    """A state ``viewer`` cannot tell from ``state``: the cards they have not seen dealt afresh among the other
    hands and the piles, hidden scores drawn afresh, a new generator."""
    others = opponents(state, viewer) if viewer in state.players else state.players
    seen = state.known.get(viewer, {})
    # the cards the viewer knows to be in a hand stay there (a fair computer remembers a Barter or a Bandit)
    kept = {c: [card for card in seen.get(c, ()) if not isinstance(card, str)] for c in others}
    kept_powers = {c: [card for card in seen.get(c, ()) if isinstance(card, str)] for c in others}
    pool = sorted(state.draw_pile + tuple(card for c in others for card in state.hands[c] if card not in kept[c]))
    pool, rng = rng.shuffled(pool)
    hands = dict(state.hands)
    for colour in others:
        count = len(state.hands[colour]) - len(kept[colour])
        hands[colour], pool = tuple(sorted(tuple(kept[colour]) + tuple(pool[:count]))), pool[count:]
    power_pool = power_sorted(state.power_pile + tuple(card for c in others for card in state.powers[c]
                                                       if card not in kept_powers[c]))
    power_pool, rng = rng.shuffled(power_pool)
    powers = dict(state.powers)
    for colour in others:
        count = len(state.powers[colour]) - len(kept_powers[colour])
        powers[colour], power_pool = power_sorted(tuple(kept_powers[colour]) + tuple(power_pool[:count])), \
            power_pool[count:]
    scores = dict(state.scores)
    if state.hidden_scores and state.phase != "over":
        for colour in others:
            scores[colour], rng = rng.randint(0, WINNING_SCORE - 1)
    return state.with_changes(hands=hands, draw_pile=tuple(sorted(pool)), powers=powers,
                              power_pile=power_sorted(power_pool), scores=scores, rng=rng.split(),
                              known={viewer: seen} if seen else {})


def public_label(state: State, move: Move, viewer: str | None) -> str:
    """How a move reads to ``viewer``: the card a Bandit takes is seen by the thief and the robbed player only."""
    action = move.data
    if isinstance(action, Action) and action.kind == "take" and action.card == "bandit":
        play = state.power
        if viewer not in (play.player, play.target):
            # Translators: what Bandit did, as the other players see it; {player} played it, {target} was robbed.
            return say("Bandit: {player} takes a random card from {target}'s hand", player=player_name(play.player),
                       target=player_name(play.target))
    return move.label


# ================================================================ explanations
PLAY_RE = re.compile(r"^play (\d+) ([a-z]+-\d+) ([a-z]+)$")
POWER_RE = re.compile(r"^power ([a-z-]+)(?: ([a-z]+(?:-\d+)?))?(?: ([a-z]+-\d+))?$")
DISCARD_RE = re.compile(r"^discard (\d+)$")
PARTNER_RE = re.compile(r"^partner ([a-z]+-\d+)$")
CHANCE_RE = re.compile(r"^(redeploy [a-z]+-\d+ \d+|take \d+|drop \d+)$")


def grammar() -> str:
    """How moves are written (the notation, the same in every language)."""
    # Translators: ends a refusal of a wrongly written move. Keep every quoted example exactly as it is: it is the
    # notation the move box reads, the same in every language.
    return _("Moves are written like 'play 10 red-1 circle', 'play 10 red-1 square', 'draw', 'power luck', "
             "'power curse blue', 'power switch red-1 blue-2', 'defend', 'accept', 'discard 12' or 'partner blue-1'")


def _sentence(text: str) -> str:
    text = capitalised(text)
    return text if text.endswith(".") else text + "."


def phase_text(phase: str) -> str:
    """What the game waits for in ``phase``, after "red is …" (in the current language)."""
    texts = {
        # Translators: what a player is doing, after "{player} is" in refusals ("Not now: red is …").
        "turn": _("choosing a power card, a movement card or to draw two cards"),
        # Translators: what a player is doing, after "{player} is" in refusals.
        "discard": _("discarding movement cards down to the hand limit"),
        # Translators: what a player is doing, after "{player} is" in refusals.
        "defence": _("deciding whether to play Defence"),
        # Translators: what is happening, after "luck is" in refusals (a random card is picked).
        "steal": _("waiting for the random card of a power card"),
        # Translators: what a player is doing, after "{player} is" in refusals.
        "partner": _("choosing which pawn completes the event"),
        # Translators: what is happening, after "luck is" in refusals (cards are drawn to redeploy pawns).
        "redeploy": _("redeploying the pawns of an event"),
        # Translators: the state of a game that has ended.
        "over": _("the game is over"),
    }
    return texts[phase]


def _phase_reason(state: State, wanted: str) -> str:
    decider = state.decider()
    # Translators: who decides while cards are drawn at random, as the subject of "… is redeploying the pawns".
    who = player_name(decider) if decider else _("luck")
    now = phase_text(state.phase)
    if state.phase == "over":
        # Translators: a refusal once the game has ended; {reason} says who won ("red has 12 points at the end …").
        return say("The game is over: {reason}", reason=outcome_text(state))
    if wanted == "turn" and state.phase != "turn":
        # Translators: a refusal; {player} is who decides now (or "luck"), {doing} what the game waits for
        # ("deciding whether to play Defence").
        return say("Not now: {player} is {doing}", player=who, doing=now)
    # Translators: a refusal; {player} is who decides now (or "luck"), {doing} what the game waits for.
    return say("That is not a decision of this moment: {player} is {doing}", player=who, doing=now)


def why_not(state: State, notation: str) -> str:
    """Why ``notation`` is not a legal move here, for a learner."""
    if not isinstance(notation, str):
        # Translators: a refusal when a move is not given as text; {grammar} shows how moves are written.
        return say("A move is written as text. {grammar}.", grammar=grammar())
    if state.phase == "over":
        return _sentence(_phase_reason(state, ""))
    text = notation.strip()
    for pattern, explain in ((PLAY_RE, _why_not_play), (POWER_RE, _why_not_power), (DISCARD_RE, _why_not_discard),
                             (PARTNER_RE, _why_not_partner)):
        match = pattern.match(text)
        if match:
            return _sentence(explain(state, *match.groups()))
    if text == "draw":
        return _sentence(_phase_reason(state, "turn"))
    if text in ("defend", "accept"):
        return _sentence(_why_not_defence(state, text))
    if CHANCE_RE.match(text):
        if state.phase in ("redeploy", "steal"):
            # Translators: a refusal of a random draw written as a move; {move} is what was written.
            return _sentence(say("Luck decides here, and {move} is not one of the possible draws", move=shown(text)))
        # Translators: a refusal of a random draw written as a move while nothing is drawn.
        return _sentence(_("That is a draw left to luck, and no card is being drawn now"))
    # Translators: a refusal of something that is no move at all; {move} is what was written, {grammar} shows how
    # moves are written.
    return say("{move} is not a move of Le Dernier Peuple. {grammar}.", move=shown(notation), grammar=grammar())


def _why_not_play(state: State, number: str, pawn: str, option: str) -> str:
    if state.phase != "turn":
        return _phase_reason(state, "turn")
    card_id = int(number)
    mover = state.active
    if card_id not in MOVEMENT_CARDS:
        # Translators: a refusal; {number} is the card number written, {count} how many movement cards there are.
        return say("There is no movement card {number}: they are numbered 1 to {count}", number=number,
                   count=len(MOVEMENT_CARDS))
    if card_id not in state.hands[mover]:
        # Translators: a refusal; {player} is the player to play, {number} the card's number.
        return say("{player} does not hold movement card {number}", player=capitalised(player_name(mover)),
                   number=card_id)
    if pawn not in state.pawns:
        # Translators: a refusal; {pawn} is what was written. Keep 'red-1': it is notation.
        return say("There is no pawn {pawn} in this game (pawns are written like 'red-1')", pawn=shown(pawn))
    card = MOVEMENT_CARDS[card_id]
    if card.moves == OWN and owner(pawn) != mover:
        # Translators: a refusal; {card} is the card's numbers ("+6 (square 1)"), {player} the player to play,
        # {pawn} the pawn they tried to move ("blue pawn 1").
        return say("The card {card} has the grey arrow: it moves one of {player}'s own pawns, not {pawn}",
                   card=card.look(), player=player_name(mover), pawn=pawn_name(pawn))
    if card.moves != OWN and owner(pawn) == mover:
        # Translators: a refusal; {card} is the card's numbers ("+6 (square 1)"), {player} the player to play,
        # {pawn} their own pawn they tried to move ("red pawn 1").
        return say("The card {card} has the black arrow: it moves an opponent's pawn, not {player}'s own {pawn}",
                   card=card.look(), player=player_name(mover), pawn=pawn_name(pawn))
    if option not in OPTIONS:
        # Translators: a refusal; keep 'circle' and 'square' in English: they are notation. {option} is what was
        # written instead.
        return say("A movement card is used by its circle or its square: write 'circle' or 'square', not {option}",
                   option=shown(option))
    # Translators: a refusal of a legal move written slightly wrong; {move} is its notation (keep it as it is).
    return say("That move is legal, but write it exactly as '{move}'", move=f"play {card_id} {pawn} {option}")


def _why_not_power(state: State, card: str, first: str | None, second: str | None) -> str:
    mover = state.active
    if card not in POWER_CARDS:
        # Translators: a refusal; {card} is what was written, {cards} the notation names of the power cards (keep).
        return say("There is no power card {card}; they are {cards}", card=shown(card), cards=", ".join(POWER_IDS))
    if card == DEFENCE:
        # Translators: a refusal; {rule} is the rulebook section it follows (language, 'heading'): the Italian
        # text is the only version the rulebook has.
        return say("Defence is not played in your own turn: it is the reaction of a player who is attacked or "
                   "targeted by a power card ({rule})", rule=citations.citation("le-dernier-peuple", "power-cards",
                                                                                short=True))
    if state.phase != "turn":
        return _phase_reason(state, "turn")
    player = capitalised(player_name(mover))
    if state.power_played:
        # Translators: a refusal; {player} is the player to play.
        return say("{player} has already played a power card this turn (one per turn)", player=player)
    if card not in state.powers[mover]:
        # Translators: a refusal; {player} is the player to play, {card} a power card's name.
        return say("{player} does not hold the power card {card}", player=player, card=_power_title(card))
    kind = POWER_CARDS[card].target
    title = _power_title(card)
    if kind == "none":
        # Translators: a refusal; {card} is the power card's name, {move} its notation (keep it as it is).
        return say("{card} has no target: write '{move}'", card=title, move=f"power {card}")
    if kind == "player":
        if first is None or second is not None:
            # Translators: a refusal; {card} is the power card's name, {move} an example of notation (keep it).
            return say("Name the opponent {card} aims at, e.g. '{move}'", card=title,
                       move=f"power {card} {opponents(state, mover)[0]}")
        if first == mover:
            # Translators: a refusal; {card} is the power card's name.
            return say("{card} aims at an opponent, not at yourself", card=title)
        # Translators: a refusal; {player} is what was written, {players} the players' notation names (keep them).
        return say("{player} is not a player of this game ({players})", player=shown(first),
                   players=", ".join(state.players))
    if first is None or second is None:
        # Translators: a refusal; {card} is the name of Switch, {move} an example of notation (keep it).
        return say("{card} names one of your pawns and an opponent's pawn, e.g. '{move}'", card=title,
                   move=f"power switch {mover}-1 {opponents(state, mover)[0]}-1")
    if first not in state.pawns or owner(first) != mover:
        # Translators: a refusal; {card} is the name of Switch, {player} the player to play, {pawn} what was written.
        return say("The first pawn of {card} must be one of {player}'s own pawns, not {pawn}", card=title,
                   player=player_name(mover), pawn=shown(first))
    # Translators: a refusal; {card} is the name of Switch, {pawn} what was written.
    return say("The second pawn of {card} must be an opponent's pawn, not {pawn}", card=title, pawn=shown(second))


def _why_not_discard(state: State, number: str) -> str:
    if state.phase != "discard":
        # Translators: a refusal; {limit} is the hand limit (7), {reason} says what the game waits for now ("not now:
        # blue is deciding whether to play Defence").
        return say("Cards are discarded only when a hand holds more than {limit} movement cards; {reason}",
                   limit=HAND_LIMIT, reason=_lower_first(_phase_reason(state, "discard")))
    # Translators: a refusal; {player} is the player to play, {number} the card's number.
    return say("{player} does not hold movement card {number}", player=capitalised(player_name(state.active)),
               number=number)


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]


def _why_not_partner(state: State, pawn: str) -> str:
    if state.phase != "partner":
        # Translators: a refusal; {reason} says what the game waits for now.
        return say("There is no choice of a partner pawn now: {reason}", reason=_phase_reason(state, "partner"))
    # Translators: a refusal; {pawn} is what was written, {card} the number of the empty card where the partner
    # must stand.
    return say("{pawn} does not stand on the empty card on the other side of the village, card {card}",
               pawn=shown(pawn), card=other_side(state.pawns[state.arrived]))


def _why_not_defence(state: State, word: str) -> str:
    if state.phase != "defence":
        # Translators: a refusal; {reason} says what the game waits for now.
        return say("Defence is decided only when a player is attacked or targeted by a power card and holds a power "
                   "card; {reason}", reason=_lower_first(_phase_reason(state, "defence")))
    # Translators: a refusal; {player} is the player deciding. Keep 'accept': it is notation.
    return say("{player} does not hold the power card Defence, so only 'accept' is possible",
               player=capitalised(player_name(state.decider())))


# ---------------------------------------------------------------- clicks
def notation_for_clicks(state: State, clicks: Sequence[str]) -> str | None:
    matches = [move.notation for move in moves_in(state) if move.made_by(clicks)]
    return matches[0] if len(matches) == 1 else None


def why_not_clicks(state: State, clicks: Sequence[str]) -> str:
    clicks = [str(click) for click in clicks]
    if not clicks:
        # Translators: the board's message before any click.
        return _("Click a card in your hand (or a button) to start a move.")
    if state.phase == "over":
        return _sentence(_phase_reason(state, ""))
    legal = moves_in(state)
    if any(move.clicks[:len(clicks)] == tuple(clicks) for move in legal):
        # Translators: the board's message in the middle of a move.
        return _("These clicks start a legal move; click on to finish it.")
    kind, _colon, rest = clicks[0].partition(":")
    if state.phase == "defence":
        # Translators: the board's message when a click does nothing during a Defence decision; {player} decides.
        # 'No Defence' is the board's button.
        return say("{player} decides now: click Defence in your hand to play it, or 'No Defence'.",
                   player=capitalised(player_name(state.decider())))
    if state.phase == "partner":
        # Translators: the board's message while the partner pawn is chosen; {card} is the empty card's number.
        return say("Click a pawn on card {card} to choose who takes part in the event.",
                   card=other_side(state.pawns[state.arrived]))
    if state.phase == "discard":
        # Translators: the board's message while discarding; {limit} is the hand limit (7).
        return say("Click a movement card of your hand, then the discard pile: {limit} movement cards at most "
                   "may stay in the hand.", limit=HAND_LIMIT)
    if state.phase != "turn":
        return _sentence(_phase_reason(state, "turn"))
    if kind == "move" and rest.isascii() and rest.isdigit() and int(rest) in state.hands[state.active]:
        card = MOVEMENT_CARDS[int(rest)]
        if len(clicks) == 1:
            # Translators: the board's message after a movement card was clicked.
            return _("Click the pawn this card moves.")
        pawn = clicks[1].partition(":")[2]
        if pawn not in state.pawns:
            # Translators: the board's message when something else than a pawn was clicked after a card.
            return _("Click a pawn next: the card moves a pawn.")
        if pawn not in movable_pawns(state, card):
            return _sentence(_why_not_play(state, rest, pawn, CIRCLE))
        targets = sorted({move.clicks[2] for move in legal if move.clicks[:2] == tuple(clicks[:2])},
                         key=lambda key: int(key.partition(":")[2]))
        # Translators: joins two terrain card numbers ("11 or 6").
        places = _(" or ").join(key.partition(":")[2] for key in targets)
        # Translators: the board's message when a wrong wheel card was clicked; {card} is the movement card named by
        # its look ("the grey-arrow card +6 (square 1)"), {pawn} the pawn, {places} the card numbers it can reach.
        return say("With {card}, {pawn} can go to card {places} only (its circle or its square).", card=card.face(),
                   pawn=pawn_name(pawn), places=places)
    if kind == "move":
        # Translators: the board's message when a movement card not in the hand was clicked.
        return _("That card is not in your hand.")
    if kind == "power":
        return _sentence(_why_not_power_clicks(state, rest, clicks[1:]))
    # Translators: the board's message when a click cannot start a move.
    return _("Start with a card of your hand: a movement card, then the pawn it moves, then where it goes.")


def _why_not_power_clicks(state: State, card: str, rest: Sequence[str]) -> str:
    """Why clicking the power card ``card`` (then ``rest``) makes no move, for a learner."""
    if card not in state.powers[state.active] or state.power_played or card == DEFENCE:
        return _why_not_power(state, card, None, None)
    title = _power_title(card)
    if POWER_CARDS[card].target == "player":
        if rest and rest[0] == f"player:{state.active}":
            return say("{card} aims at an opponent, not at yourself", card=title)
        # Translators: the board's message after a power card aimed at a player was clicked; {card} is its name.
        return say("Click the opponent {card} aims at", card=title)
    first = rest[0].partition(":")[2] if rest and rest[0].startswith("pawn:") else None
    if first in state.pawns and owner(first) == state.active:
        # Translators: the board's message during Switch; {pawn} is the player's own pawn already clicked.
        return say("Then click an opponent's pawn to change places with {pawn}", pawn=pawn_name(first))
    # Translators: the board's message after Switch was clicked; {card} is its name, {player} the player to play.
    return say("{card} starts with one of {player}'s own pawns, then an opponent's pawn", card=title,
               player=player_name(state.active))


# ================================================================ rule notes
#: Every reading the project chose where the text is open (each is a "# Rule note:" in the code, with a test).
RULE_NOTES: dict[str, str] = {
    "barter-whole-hand": "Barter swaps the whole hand: movement cards and power cards (the text says 'the hand of "
                         "cards', and power cards are held in the hand too).",
    "first-player": "The text does not say who begins: seat 0 (red) begins, then clockwise (assumed).",
    "events-on-every-landing": "Every landing of a movement card is checked for an event, also a part of 0 or a "
                               "square number naming the card the pawn stands on (the facts file defers to the "
                               "online version, which checks every landing); pawns placed by Switch or by "
                               "redeployment complete nothing.",
    "own-pawn-first": "When the active player's own pawn and another player's pawn wait on the other side of the "
                      "village, the own pawn takes part: a supply or a noble attack (IT 'Attacco Nobile' gives its 3 "
                      "points with no condition; the online version forces your own pawn).",
    "attacker": "When one of the two pawns is the active player's, the active player scores as the attacker; when "
                "neither is, the owner of the pawn that arrived does (facts file, from the online version).",
    "same-owner-not-active": "Two pawns of one opponent around a village (the active player moved one of them with "
                             "a black arrow) make a supply or a noble attack for that opponent.",
    "net-then-floor": "The points of one event are added up per player before the 0 floor: a sneaky attack on your "
                      "own village nets +1, a village owner supporting the attack on it nets 0.",
    "partner-choice": "When pawns of several other players (none of them the active player's) wait on the other "
                      "side of the village, the active player chooses which one takes part.",
    "pickaxe": "The power card is drawn when the active player's own pawn reaches a pickaxe with any part of the "
               "movement card: a double card is two moves (IT 'Carte movimento'), and the card is drawn at once, "
               "also when the second part then completes an event (the text; the online version rewards the "
               "owner of any pawn that lands there).",
    "defence-window": "A player who is attacked, or targeted by a power card, decides about Defence whenever they "
                      "hold any power card, so that the pause reveals nothing.",
    "defence-as-reaction-only": "Defence is not offered as the power card of one's own turn.",
    "defence-outside-your-turn": "Defence is never offered to the active player, even when their own village is "
                                 "attacked by a pawn they moved (IT: the only power card played outside one's own "
                                 "turn; one power card per turn). The village owner may defend an attack around "
                                 "their village also when it scores for them too: it is aimed at their village.",
    "defence-cancels-the-event": "A defended attack scores nothing for anyone; the pawns are still redeployed.",
    "hand-limit": "The limit of 7 counts movement cards; the player chooses which excess card to discard; drawing "
                  "two never goes above 7.",
    "one-power-card": "At most one power card per turn, before the movement card (a Speed turn allows one more).",
    "thief-without-points": "Thief may aim at a player without points; it then takes nothing.",
    "random-card": "Bandit and Black magic pick at random among all the target's cards, movement and power.",
    "switch": "Switch swaps one of your pawns with an opponent's; that opponent may answer with Defence.",
    "shared-win": "Equal highest scores of 12 or more at the end of a turn share the win (assumed).",
    "power-pile-reshuffle": "An empty power pile is refilled with the used power cards (assumed).",
}


# ================================================================ the session
class Game(core.Game):
    """A session of Le Dernier Peuple (see the package docstring for the API)."""

    name = GAME_NAME
    editor_module = "rulebook.le_dernier_peuple.editor"
    hidden_information = True
    greedy_samples = 3
    greedy_looks_ahead = True      # a power card is judged with the movement card that follows it

    initial_state = staticmethod(initial_state)

    @classmethod
    def state_from_position(cls, position: Mapping) -> State:
        state = state_from_position(position)
        if state.phase == "partner" and len(event_candidates(state, state.pawns, state.arrived)) < 2:
            card = other_side(state.pawns[state.arrived])
            # Translators: a problem of a described position; {card} is a terrain card's number.
            raise InvalidPosition([say("the choice of a partner needs pawns of two players on card {card}",
                                       card=card)])
        return state

    state_to_position = staticmethod(state_to_position)
    moves_in = staticmethod(moves_in)

    apply = core.apply_looking_up(apply, lambda data: isinstance(data, Action))

    @classmethod
    def player_to_move(cls, state: State) -> str:
        decider = state.decider()
        return CHANCE if decider is None else decider

    outcome_of = staticmethod(outcome_of)

    @classmethod
    def players_of(cls, state: State) -> tuple[str, ...]:
        return state.players

    chance_outcomes = staticmethod(chance_outcomes)
    why_not = staticmethod(why_not)
    notation_for_clicks = staticmethod(notation_for_clicks)
    why_not_clicks = staticmethod(why_not_clicks)
    evaluate = staticmethod(evaluate)
    visible_position = staticmethod(visible_position)
    public_label = staticmethod(public_label)
    resample_hidden = staticmethod(resample_hidden)



def new_game(seed: int | None = None, players: int = 3, hidden_scores: bool = False) -> Game:
    """A new game for 3, 4 or 5 players (``hidden_scores``: each player sees only their own score)."""
    return Game.new(seed, players=players, hidden_scores=hidden_scores)
