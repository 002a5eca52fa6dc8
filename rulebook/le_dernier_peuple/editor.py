"""Le Dernier Peuple's position editor (issue 22): the changes a referee makes to set up any position.

A draft is a :class:`State` that need not be a valid position: a pawn set aside stands on ``None``, and the
rules' own check (``Game.draft_problems``) says what is wrong.  The material stays whole: a card is only ever
moved from one place (a hand, the draw pile, the discards, the power pile, the used power cards) to another,
and a pawn is on the wheel or set aside below the board.

What is clicked (the palette's keys below the board, and the board's ``pawn:…`` and ``wheel:…``):

- a pawn (on the wheel, or set aside), then a wheel card or 'Off the wheel';
- a card (``card:12``, ``card:bandit``), then where it goes (``to:red``, ``to:draw`` …);
- a power card, then the opponent it is played against (``defence:blue``: blue decides about Defence;
  ``steal:blue``: a random card of blue's is picked next); Switch: its card, then the two pawns;
- a pause of the movement step (``pending:attack``, ``pending:redeploy``: the pawn that arrived, then the pawn
  waiting on the other side of the village; ``pending:partner``: the pawn that arrived);
- one button: an empty wheel, the set-up, the player count, hidden scores, whose turn, what is pending, points,
  a skipped turn.
"""

from __future__ import annotations

from collections.abc import Callable

from rulebook.core import Edit
from rulebook.le_dernier_peuple import rules
from rulebook.le_dernier_peuple.cards import (
    EMPTY,
    MOVEMENT_CARDS,
    PLAYER_COUNTS,
    POWER_CARDS,
    POWER_IDS,
    card_name,
    colours_for,
    deck_for,
    owner,
    pawn_ids,
    pawn_name,
    power_sorted,
    terrain,
)
from rulebook.le_dernier_peuple.state import Event, PowerPlay, State

Palette = list[tuple[str, list[tuple[str, str]]]]

EMPTY_KEY = "board:empty"
START_KEY = "board:start"
OFF_WHEEL = "aside:pawn"          # the palette's button that sets a pawn aside
HIDDEN_SCORES = "option:hidden-scores"
ATTACK_KEY = "pending:attack"     # then the pawn that arrived and its partner: an attack waits for Defence
REDEPLOY_KEY = "pending:redeploy"  # then the pawn that arrived and its partner: both wait to be redeployed
PARTNER_KEY = "pending:partner"   # then the pawn that arrived: its player chooses the waiting pawn
ONE_REDEPLOYED = "pending:redeployed-one"
MOST_POINTS = 99
#: the places a card can be besides the hands: (destination key, words, which cards go there)
MOVEMENT_PILES = {"to:draw": "the draw pile", "to:discards": "the discards"}
POWER_PILES = {"to:powers": "the power pile", "to:used": "the used power cards"}
PILE_BUTTONS = {"to:draw": "Draw pile", "to:discards": "Discards", "to:powers": "Power pile",
                "to:used": "Used power cards"}


# ------------------------------------------------------------------ whole positions
def empty_draft(state: State, players: int | None = None) -> State:
    """Every pawn set aside, every movement card in the draw pile, every power card in the power pile."""
    colours = colours_for(players or len(state.players))
    return State(players=colours, scores={c: 0 for c in colours}, pawns={p: None for c in colours for p in pawn_ids(c)},
                 hands={c: () for c in colours}, powers={c: () for c in colours}, draw_pile=deck_for(len(colours)),
                 discards=(), power_pile=power_sorted(POWER_IDS), power_discards=(), rng=state.rng,
                 hidden_scores=state.hidden_scores, skips={c: 0 for c in colours})


def starting_draft(state: State) -> State:
    """The set-up of a new game with this many players (the starting hands drawn from the draft's generator)."""
    return rules.initial_state(state.rng, players=len(state.players), hidden_scores=state.hidden_scores)


def _whole_position_edits(state: State) -> list[Edit]:
    edits = [Edit("Empty the wheel: every pawn set aside, every card in its pile", (EMPTY_KEY,), empty_draft),
             Edit("Set up as at the start of a game", (START_KEY,), starting_draft)]
    for count in PLAYER_COUNTS:
        if count != len(state.players):
            edits.append(Edit(f"Play with {count} players (an empty wheel)", (f"players:{count}",),
                              lambda draft, count=count: empty_draft(draft, count)))
    hidden = not state.hidden_scores
    edits.append(Edit("Hide the scores: each player sees only their own" if hidden else "Show every player's score",
                      (HIDDEN_SCORES,), lambda draft: draft.with_changes(hidden_scores=hidden)))
    return edits


# ------------------------------------------------------------------ whose turn and what is pending
def _with_turn(seat: int) -> Callable[[State], State]:
    return lambda draft: draft.with_changes(turn=seat)


def _without_pending(draft: State, phase: str = "turn") -> State:
    """The draft at the start of a movement step (or discarding): no power card, event or pawn waits."""
    return draft.with_changes(phase=phase, power=None, event=None, arrived=None, redeploy=())


def _turn_edits(state: State) -> list[Edit]:
    edits = [Edit(f"{colour.capitalize()} to play", (f"turn:{colour}",), _with_turn(seat))
             for seat, colour in enumerate(state.players) if seat != state.turn]
    played = not state.power_played
    edits.append(Edit("A power card was played this turn" if played else "No power card played this turn yet",
                      ("pending:power",), lambda draft: draft.with_changes(power_played=played)))
    extra = 0 if state.extra_turns else 1
    edits.append(Edit("The player to play has one more turn after this one (Speed)" if extra
                      else "No extra turn", ("pending:extra",), lambda draft: draft.with_changes(extra_turns=extra)))
    if state.phase == "discard":
        edits.append(Edit("Nobody must discard", ("pending:discard",), _without_pending))
    else:
        edits.append(Edit("The player to play must discard down to the hand limit", ("pending:discard",),
                          lambda draft: _without_pending(draft, "discard")))
    if state.phase not in ("turn", "discard", "over"):
        edits.append(Edit("Drop the decision pending: back to the start of the movement step", ("pending:clear",),
                          _without_pending))
    return edits


# ------------------------------------------------------------------ the pauses inside a turn
def _played_against(card: str, player: str, target: str, phase: str, own: str | None = None,
                    other: str | None = None) -> Callable[[State], State]:
    """``player`` has just played the power card ``card`` (now on top of the used power cards) against
    ``target``: the turn waits in ``phase`` (the target's Defence decision, or the random card)."""
    def change(draft: State) -> State:
        draft = _without_pending(_moving_power(card, "to:used")(draft))
        return draft.with_changes(phase=phase, power=PowerPlay(card, player, target, own, other), power_played=True)
    return change


def _power_pending_edits(state: State) -> list[Edit]:
    """A power card of the player to play waiting for its target's Defence decision (any card aimed at an
    opponent), or for the random card Bandit takes or Black magic discards."""
    player, edits = state.active, []
    title = player.capitalize()
    for card, power in POWER_CARDS.items():
        if power.target == "player":
            for target in state.players:
                if target == player:
                    continue
                edits.append(Edit(f"{title} has played {power.name} against {target}: {target} decides whether to "
                                  "play Defence", (f"card:{card}", f"defence:{target}"),
                                  _played_against(card, player, target, "defence")))
                if card in ("bandit", "black-magic"):
                    edits.append(Edit(f"{title} has played {power.name} against {target}, with no Defence: a card of "
                                      f"{target}'s hand is picked at random next", (f"card:{card}", f"steal:{target}"),
                                      _played_against(card, player, target, "steal")))
        elif power.target == "pawns":
            for own in pawn_ids(player):
                for other in state.all_pawns:
                    if owner(other) != player:
                        edits.append(Edit(f"{title} has played {power.name} on {pawn_name(own)} and {pawn_name(other)}: "
                                          f"{owner(other)} decides whether to play Defence",
                                          (f"card:{card}", f"pawn:{own}", f"pawn:{other}"),
                                          _played_against(card, player, owner(other), "defence", own, other)))
    return edits


def _event_pending(event: Event, phase: str) -> Callable[[State], State]:
    """The event waits in ``phase``: its victim's Defence decision, or both pawns to be redeployed (each by a card
    drawn from the draw pile: an empty one takes the discards first, as the rules do)."""
    redeploy = (event.moved, event.partner) if phase == "redeploy" else ()

    def change(draft: State) -> State:
        draft = _without_pending(draft).with_changes(phase=phase, event=event, redeploy=redeploy)
        if redeploy and not draft.draw_pile:
            draft = draft.with_changes(draw_pile=tuple(sorted(draft.discards)), discards=())
        return draft
    return change


def _arrived(pawn: str) -> Callable[[State], State]:
    return lambda draft: _without_pending(draft).with_changes(phase="partner", arrived=pawn)


def _event_pending_edits(state: State) -> list[Edit]:
    """For each pawn on an empty card: it has just arrived and the player to play chooses the pawn waiting on the
    other side of the village; and for each event it completes (as the rules find them): the attack waits for its
    victim's Defence decision, or the event is done and both pawns wait to be redeployed."""
    edits = []
    for pawn in state.all_pawns:
        where = state.pawns[pawn]
        if where is None or terrain(where) != EMPTY:
            continue
        name = pawn_name(pawn)
        edits.append(Edit(f"{name.capitalize()} has just arrived on card {where}: {state.active} chooses which "
                          "waiting pawn completes the event", (PARTNER_KEY, f"pawn:{pawn}"), _arrived(pawn)))
        for event in rules.event_candidates(state, state.pawns, pawn):
            both = f"{name.capitalize()} and {pawn_name(event.partner)}"
            clicks = (f"pawn:{pawn}", f"pawn:{event.partner}")
            if event.is_attack and event.victim != state.active:     # the player to play never defends
                edits.append(Edit(f"{both} complete {rules.event_text(event)}; {event.victim} decides whether to "
                                  "play Defence", (ATTACK_KEY, *clicks), _event_pending(event, "defence")))
            edits.append(Edit(f"{both} have completed {rules.event_text(event)}; both wait to be redeployed (the "
                              "points stay as set)", (REDEPLOY_KEY, *clicks), _event_pending(event, "redeploy")))
    if state.phase == "redeploy" and len(state.redeploy) == 2:
        first, second = state.redeploy
        edits.append(Edit(f"{pawn_name(first).capitalize()} is redeployed already: only {pawn_name(second)} still "
                          "waits", (ONE_REDEPLOYED,), lambda draft: draft.with_changes(redeploy=(second,))))
    return edits


# ------------------------------------------------------------------ points and skipped turns
def _with_points(colour: str, change: int) -> Callable[[State], State]:
    return lambda draft: draft.with_changes(scores={**draft.scores, colour: draft.scores[colour] + change})


def _with_skips(colour: str, skips: int) -> Callable[[State], State]:
    return lambda draft: draft.with_changes(skips={**draft.skips, colour: skips})


def _player_edits(state: State) -> list[Edit]:
    edits = []
    for colour in state.players:
        name = colour.capitalize()
        if state.scores[colour] < MOST_POINTS:
            edits.append(Edit(f"{name} gains 1 point", (f"points:{colour}:up",), _with_points(colour, 1)))
        if state.scores[colour] > 0:
            edits.append(Edit(f"{name} loses 1 point", (f"points:{colour}:down",), _with_points(colour, -1)))
        skipping = state.skips.get(colour, 0) > 0
        edits.append(Edit(f"{name} plays the next turn" if skipping else f"{name} skips the next turn (Mace)",
                          (f"skip:{colour}",), _with_skips(colour, 0 if skipping else 1)))
    return edits


# ------------------------------------------------------------------ pawns
def _placing(pawn: str, card: int | None) -> Callable[[State], State]:
    return lambda draft: draft.with_changes(pawns={**draft.pawns, pawn: card})


def _pawn_edits(state: State) -> list[Edit]:
    edits = []
    for pawn in state.all_pawns:
        where = state.pawns[pawn]
        verb = "Put" if where is None else "Move"
        for card in range(1, state.size + 1):
            if card != where:
                edits.append(Edit(f"{verb} {pawn_name(pawn)} {'on' if where is None else 'to'} {card_name(card)}",
                                  (f"pawn:{pawn}", f"wheel:{card}"), _placing(pawn, card)))
        if where is not None:
            edits.append(Edit(f"Take {pawn_name(pawn)} off the wheel", (f"pawn:{pawn}", OFF_WHEEL),
                              _placing(pawn, None)))
    return edits


# ------------------------------------------------------------------ cards
def movement_places(state: State) -> dict[str, tuple[int, ...]]:
    """Where the movement cards are: each hand (``to:<colour>``), the draw pile and the discards."""
    places = {f"to:{colour}": state.hands[colour] for colour in state.players}
    return {**places, "to:draw": state.draw_pile, "to:discards": state.discards}


def power_places(state: State) -> dict[str, tuple[str, ...]]:
    """Where the power cards are: each hand, the power pile and the used power cards."""
    places = {f"to:{colour}": state.powers[colour] for colour in state.players}
    return {**places, "to:powers": state.power_pile, "to:used": state.power_discards}


def place_words(place: str) -> str:
    """'red's hand', 'the draw pile'."""
    piles = {**MOVEMENT_PILES, **POWER_PILES}
    return piles.get(place) or f"{place.partition(':')[2]}'s hand"


def _moving_movement(card: int, target: str) -> Callable[[State], State]:
    def change(draft: State) -> State:
        places = {place: tuple(card_ for card_ in cards if card_ != card)
                  for place, cards in movement_places(draft).items()}
        places[target] = (card,) + places[target] if target == "to:discards" else tuple(sorted(places[target] +
                                                                                                (card,)))
        hands = {colour: places[f"to:{colour}"] for colour in draft.players}
        return draft.with_changes(hands=hands, draw_pile=places["to:draw"], discards=places["to:discards"], known={})
    return change


def _moving_power(card: str, target: str) -> Callable[[State], State]:
    def change(draft: State) -> State:
        places = {place: tuple(card_ for card_ in cards if card_ != card)
                  for place, cards in power_places(draft).items()}
        places[target] = (card,) + places[target] if target == "to:used" else power_sorted(places[target] + (card,))
        powers = {colour: places[f"to:{colour}"] for colour in draft.players}
        return draft.with_changes(powers=powers, power_pile=places["to:powers"], power_discards=places["to:used"],
                                  known={})
    return change


def _card_edits(state: State) -> list[Edit]:
    edits = []
    for source, cards in movement_places(state).items():
        if source == "to:draw" and state.phase == "redeploy" and len(cards) == 1:
            continue         # a pawn waiting to be redeployed draws its card from the draw pile: keep one there
        for card in cards:
            what = f"movement {MOVEMENT_CARDS[card].describe()}"
            for target in movement_places(state):
                if target != source:
                    edits.append(Edit(f"Move {what} from {place_words(source)} to {place_words(target)}",
                                      (f"card:{card}", target), _moving_movement(card, target)))
    for source, cards in power_places(state).items():
        for card in cards:
            for target in power_places(state):
                if target != source:
                    edits.append(Edit(f"Move the power card {POWER_CARDS[card].name} from {place_words(source)} to "
                                      f"{place_words(target)}", (f"card:{card}", target),
                                      _moving_power(card, target)))
    return edits


# ------------------------------------------------------------------ the hooks
def edits(_rules: type, state: State) -> list[Edit]:
    """Every change the editor offers on the draft ``state`` (a few hundred: two clicks each, what then where)."""
    return (_whole_position_edits(state) + _turn_edits(state) + _power_pending_edits(state)
            + _event_pending_edits(state) + _player_edits(state) + _pawn_edits(state) + _card_edits(state))


def _ticked(text: str, on: bool) -> str:
    return text + (" ✓" if on else "")


def _game_buttons(state: State) -> list[tuple[str, str]]:
    counts = [(f"players:{count}", _ticked(f"{count} players", count == len(state.players))) for count in PLAYER_COUNTS]
    return [(EMPTY_KEY, "Empty"), (START_KEY, "Set up as at the start"), *counts,
            (HIDDEN_SCORES, _ticked("Hidden scores", state.hidden_scores))]


def _turn_buttons(state: State) -> list[tuple[str, str]]:
    turns = [(f"turn:{colour}", _ticked(colour.capitalize(), seat == state.turn))
             for seat, colour in enumerate(state.players)]
    pending = [("pending:power", _ticked("Power card played", state.power_played)),
               ("pending:extra", _ticked("Extra turn", bool(state.extra_turns))),
               ("pending:discard", _ticked("Must discard", state.phase == "discard"))]
    if state.phase not in ("turn", "discard", "over"):
        pending.append(("pending:clear", "Drop the pending decision"))
    return turns + pending


def _pause_buttons(state: State) -> list[tuple[str, str]]:
    """The pauses set by pawns: an attack waiting for Defence, a partner to choose, pawns to redeploy."""
    buttons = [(ATTACK_KEY, _ticked("Attack awaits Defence", state.phase == "defence" and state.event is not None)),
               (PARTNER_KEY, _ticked("Partner to choose", state.phase == "partner")),
               (REDEPLOY_KEY, _ticked("Pawns to redeploy", state.phase == "redeploy"))]
    if state.phase == "redeploy" and len(state.redeploy) == 2:
        buttons.append((ONE_REDEPLOYED, "First one redeployed"))
    return buttons


def _against_buttons(state: State) -> list[tuple[str, str]]:
    """After a power card: the opponent it is played against, deciding about Defence or robbed at random."""
    buttons = []
    for colour in state.players:
        if colour != state.active:
            pending = state.power is not None and state.power.target == colour
            buttons.append((f"defence:{colour}", _ticked(f"{colour.capitalize()} may defend",
                                                        pending and state.phase == "defence")))
            buttons.append((f"steal:{colour}", _ticked(f"Random card of {colour.capitalize()}",
                                                      pending and state.phase == "steal")))
    return buttons


def _pawn_buttons(state: State) -> list[tuple[str, str]]:
    aside = [(f"pawn:{pawn}", pawn_name(pawn).capitalize()) for pawn in state.all_pawns if state.pawns[pawn] is None]
    return aside + [(OFF_WHEEL, "Off the wheel")]


def card_button(card: int | str) -> tuple[str, str]:
    """A card as a palette button: '#12' for a movement card, the name of a power card."""
    return f"card:{card}", (f"#{card}" if isinstance(card, int) else POWER_CARDS[card].name)


def _player_group(state: State, colour: str) -> tuple[str, list[tuple[str, str]]]:
    points = state.scores[colour]
    cards = [card_button(card) for card in state.hands[colour] + state.powers[colour]]
    hand = "hand:" if cards else "no cards in hand"
    heading = f"{colour.capitalize()}: {points} point{'s' if points != 1 else ''}, {hand}"
    controls = [(f"points:{colour}:up", "+1 point"), (f"points:{colour}:down", "−1 point"),
                (f"skip:{colour}", _ticked("Skips a turn", state.skips.get(colour, 0) > 0))]
    return heading, cards + controls


def _pile_groups(state: State) -> Palette:
    piles = [("Draw pile", state.draw_pile), ("Discards (top first)", state.discards),
             ("Power pile", state.power_pile), ("Used power cards (top first)", state.power_discards)]
    return [(heading, [card_button(card) for card in cards]) for heading, cards in piles if cards]


def _destination_buttons(state: State) -> list[tuple[str, str]]:
    hands = [(f"to:{colour}", f"{colour.capitalize()}'s hand") for colour in state.players]
    return hands + list(PILE_BUTTONS.items())


def edit_palette(state: State) -> Palette:
    """The buttons below the board: the whole position first ('Empty' is the very first), then whose turn, the
    pawns set aside, each player's points and hand, the piles, and where a chosen card goes."""
    return [("The game", _game_buttons(state)),
            ("Whose turn, and what is pending", _turn_buttons(state)),
            ("Pawns: click one (on the wheel or here), then a wheel card", _pawn_buttons(state)),
            ("Pauses: click one, then the pawn that arrived, its partner", _pause_buttons(state)),
            *(_player_group(state, colour) for colour in state.players),
            *_pile_groups(state),
            ("Click a card above, then where it goes", _destination_buttons(state)),
            (f"Or a power card above, played by {state.active}, then against whom", _against_buttons(state))]


EDIT_HELP = ("Click a pawn (on the wheel or below it), then a wheel card to put it there, or 'Off the wheel'. "
             "Click a card below the board, then the hand or pile it goes to; a power card, then the opponent it "
             "is played against (Switch: then two pawns). A pause of the turn: its button, then the pawn that "
             "arrived and the pawn waiting across the village. The other buttons set whose turn it is, the points "
             "and a skipped turn.")
