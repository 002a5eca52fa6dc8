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
from rulebook.i18n import N_, _, pgettext, say, say_n
from rulebook.le_dernier_peuple import rules
from rulebook.le_dernier_peuple.cards import (
    EMPTY,
    MOVEMENT_CARDS,
    PLAYER_COUNTS,
    POWER_CARDS,
    POWER_IDS,
    capitalised,
    card_name,
    colours_for,
    deck_for,
    owner,
    pawn_ids,
    pawn_name,
    player_name,
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
MOVEMENT_PILES = {
    # Translators: the editor, where a card goes or comes from ("Move … from the draw pile to red's hand").
    "to:draw": N_("the draw pile"),
    # Translators: the editor, where a card goes or comes from ("Move … from red's hand to the discards").
    "to:discards": N_("the discards"),
}
POWER_PILES = {
    # Translators: the editor, where a power card goes or comes from ("Move the power card Luck from the power pile
    # to red's hand").
    "to:powers": N_("the power pile"),
    # Translators: the editor, where a power card goes or comes from (the power cards already played).
    "to:used": N_("the used power cards"),
}
PILE_BUTTONS = {
    # Translators: the editor's button: a chosen card goes to the draw pile.
    "to:draw": N_("Draw pile"),
    # Translators: the editor's button: a chosen card goes to the discards.
    "to:discards": N_("Discards"),
    # Translators: the editor's button: a chosen power card goes to the power pile.
    "to:powers": N_("Power pile"),
    # Translators: the editor's button: a chosen power card goes to the used power cards.
    "to:used": N_("Used power cards"),
}


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
    # Translators: the editor's change made by its button "Empty".
    edits = [Edit(_("Empty the wheel: every pawn set aside, every card in its pile"), (EMPTY_KEY,), empty_draft),
             # Translators: the editor's change made by its button "Set up as at the start".
             Edit(_("Set up as at the start of a game"), (START_KEY,), starting_draft)]
    for count in PLAYER_COUNTS:
        if count != len(state.players):
            # Translators: the editor's change to another number of players; {count} is 3, 4 or 5.
            edits.append(Edit(say_n("Play with {count} player (an empty wheel)", "Play with {count} players (an empty "
                                    "wheel)", count), (f"players:{count}",),
                              lambda draft, count=count: empty_draft(draft, count)))
    hidden = not state.hidden_scores
    if hidden:
        # Translators: the editor's change that hides the scores.
        label = _("Hide the scores: each player sees only their own")
    else:
        # Translators: the editor's change that shows every score again.
        label = _("Show every player's score")
    edits.append(Edit(label, (HIDDEN_SCORES,), lambda draft: draft.with_changes(hidden_scores=hidden)))
    return edits


# ------------------------------------------------------------------ whose turn and what is pending
def _with_turn(seat: int) -> Callable[[State], State]:
    return lambda draft: draft.with_changes(turn=seat)


def _without_pending(draft: State, phase: str = "turn") -> State:
    """The draft at the start of a movement step (or discarding): no power card, event or pawn waits."""
    return draft.with_changes(phase=phase, power=None, event=None, arrived=None, redeploy=())


def _turn_edits(state: State) -> list[Edit]:
    # Translators: the editor's change of whose turn it is; {player} is the player ("Red").
    edits = [Edit(say("{player} to play", player=capitalised(player_name(colour))), (f"turn:{colour}",),
                  _with_turn(seat)) for seat, colour in enumerate(state.players) if seat != state.turn]
    played = not state.power_played
    if played:
        # Translators: the editor's change: a power card was played this turn (one per turn).
        label = _("A power card was played this turn")
    else:
        # Translators: the editor's change: no power card was played this turn yet.
        label = _("No power card played this turn yet")
    edits.append(Edit(label, ("pending:power",), lambda draft: draft.with_changes(power_played=played)))
    extra = 0 if state.extra_turns else 1
    if extra:
        # Translators: the editor's change: the extra turn given by Speed.
        label = _("The player to play has one more turn after this one (Speed)")
    else:
        # Translators: the editor's change: no extra turn (Speed).
        label = _("No extra turn")
    edits.append(Edit(label, ("pending:extra",), lambda draft: draft.with_changes(extra_turns=extra)))
    if state.phase == "discard":
        # Translators: the editor's change: the player to play no longer has to discard.
        edits.append(Edit(_("Nobody must discard"), ("pending:discard",), _without_pending))
    else:
        # Translators: the editor's change: the player to play holds too many movement cards and must discard.
        edits.append(Edit(_("The player to play must discard down to the hand limit"), ("pending:discard",),
                          lambda draft: _without_pending(draft, "discard")))
    if state.phase not in ("turn", "discard", "over"):
        # Translators: the editor's change that removes a pause (Defence decision, partner, redeployment).
        edits.append(Edit(_("Drop the decision pending: back to the start of the movement step"), ("pending:clear",),
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
    title = capitalised(player_name(player))
    for card, power in POWER_CARDS.items():
        if power.target == "player":
            for target in state.players:
                if target == player:
                    continue
                # Translators: the editor's pause after a power card; {player} played {card} (its name) against
                # {target}, who now decides about Defence.
                edits.append(Edit(say("{player} has played {card} against {target}: {target} decides whether to "
                                      "play Defence", player=title, card=power.title, target=player_name(target)),
                                  (f"card:{card}", f"defence:{target}"),
                                  _played_against(card, player, target, "defence")))
                if card in ("bandit", "black-magic"):
                    # Translators: the editor's pause after Bandit or Black magic; {player} played {card} against
                    # {target}, and a random card of {target}'s hand is picked next.
                    edits.append(Edit(say("{player} has played {card} against {target}, with no Defence: a card of "
                                          "{target}'s hand is picked at random next", player=title, card=power.title,
                                          target=player_name(target)), (f"card:{card}", f"steal:{target}"),
                                      _played_against(card, player, target, "steal")))
        elif power.target == "pawns":
            for own in pawn_ids(player):
                for other in state.all_pawns:
                    if owner(other) != player:
                        # Translators: the editor's pause after Switch; {player} played {card} on two pawns, {own}
                        # and {other}; {target} owns {other} and decides about Defence.
                        edits.append(Edit(say("{player} has played {card} on {own} and {other}: {target} decides "
                                              "whether to play Defence", player=title, card=power.title,
                                              own=pawn_name(own), other=pawn_name(other),
                                              target=player_name(owner(other))),
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
        # Translators: the editor's pause; {pawn} has just arrived on the empty card {card}, and {player} (the player
        # to play) chooses which waiting pawn completes the event.
        edits.append(Edit(capitalised(say("{pawn} has just arrived on card {card}: {player} chooses which waiting pawn "
                                          "completes the event", pawn=name, card=where,
                                          player=player_name(state.active))),
                          (PARTNER_KEY, f"pawn:{pawn}"), _arrived(pawn)))
        for event in rules.event_candidates(state, state.pawns, pawn):
            pawns = {"pawn": name, "partner": pawn_name(event.partner), "event": rules.event_text(event)}
            clicks = (f"pawn:{pawn}", f"pawn:{event.partner}")
            if event.is_attack and event.victim != state.active:     # the player to play never defends
                # Translators: the editor's pause; {pawn} and {partner} complete {event} (an attack with its points),
                # and {player}, the attacked player, decides about Defence.
                edits.append(Edit(capitalised(say("{pawn} and {partner} complete {event}; {player} decides whether "
                                                  "to play Defence", player=player_name(event.victim), **pawns)),
                                  (ATTACK_KEY, *clicks), _event_pending(event, "defence")))
            # Translators: the editor's pause; {pawn} and {partner} have completed {event} (with its points) and wait
            # to be redeployed.
            edits.append(Edit(capitalised(say("{pawn} and {partner} have completed {event}; both wait to be "
                                              "redeployed (the points stay as set)", **pawns)),
                              (REDEPLOY_KEY, *clicks), _event_pending(event, "redeploy")))
    if state.phase == "redeploy" and len(state.redeploy) == 2:
        first, second = state.redeploy
        # Translators: the editor's change: of the two pawns to redeploy, {first} already is; {second} still waits.
        edits.append(Edit(capitalised(say("{first} is redeployed already: only {second} still waits",
                                          first=pawn_name(first), second=pawn_name(second))),
                          (ONE_REDEPLOYED,), lambda draft: draft.with_changes(redeploy=(second,))))
    return edits


# ------------------------------------------------------------------ points and skipped turns
def _with_points(colour: str, change: int) -> Callable[[State], State]:
    return lambda draft: draft.with_changes(scores={**draft.scores, colour: draft.scores[colour] + change})


def _with_skips(colour: str, skips: int) -> Callable[[State], State]:
    return lambda draft: draft.with_changes(skips={**draft.skips, colour: skips})


def _player_edits(state: State) -> list[Edit]:
    edits = []
    for colour in state.players:
        name = capitalised(player_name(colour))
        if state.scores[colour] < MOST_POINTS:
            # Translators: the editor's change of a score; {player} is the player.
            edits.append(Edit(say("{player} gains 1 point", player=name), (f"points:{colour}:up",),
                              _with_points(colour, 1)))
        if state.scores[colour] > 0:
            # Translators: the editor's change of a score; {player} is the player.
            edits.append(Edit(say("{player} loses 1 point", player=name), (f"points:{colour}:down",),
                              _with_points(colour, -1)))
        skipping = state.skips.get(colour, 0) > 0
        if skipping:
            # Translators: the editor's change: {player} no longer skips a turn.
            label = say("{player} plays the next turn", player=name)
        else:
            # Translators: the editor's change: {player} skips a turn because of Mace.
            label = say("{player} skips the next turn (Mace)", player=name)
        edits.append(Edit(label, (f"skip:{colour}",), _with_skips(colour, 0 if skipping else 1)))
    return edits


# ------------------------------------------------------------------ pawns
def _placing(pawn: str, card: int | None) -> Callable[[State], State]:
    return lambda draft: draft.with_changes(pawns={**draft.pawns, pawn: card})


def _placing_label(pawn: str, where: int | None, card: int) -> str:
    if where is None:
        # Translators: the editor's change that puts a pawn set aside on the wheel; {pawn} is the pawn, {card} a
        # terrain card ("card 7 (empty)").
        return say("Put {pawn} on {card}", pawn=pawn_name(pawn), card=card_name(card))
    # Translators: the editor's change that moves a pawn; {pawn} is the pawn, {card} a terrain card ("card 6 (blue's
    # village)").
    return say("Move {pawn} to {card}", pawn=pawn_name(pawn), card=card_name(card))


def _pawn_edits(state: State) -> list[Edit]:
    edits = []
    for pawn in state.all_pawns:
        where = state.pawns[pawn]
        for card in range(1, state.size + 1):
            if card != where:
                edits.append(Edit(_placing_label(pawn, where, card), (f"pawn:{pawn}", f"wheel:{card}"),
                                  _placing(pawn, card)))
        if where is not None:
            # Translators: the editor's change that sets a pawn aside; {pawn} is the pawn ("red pawn 1").
            edits.append(Edit(say("Take {pawn} off the wheel", pawn=pawn_name(pawn)), (f"pawn:{pawn}", OFF_WHEEL),
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
    if place in piles:
        return _(piles[place])
    # Translators: the editor, a player's hand inside a sentence ("Move card 5 from {source} to {target}"), as
    # where a card goes or comes from; {player} is the player. Write it as it reads mid-sentence (French: "la
    # main de {player}"), not as the heading "{player}'s hand".
    return pgettext("hand in a sentence", "{player}'s hand").format(player=player_name(place.partition(":")[2]))


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
            what = MOVEMENT_CARDS[card].describe()
            for target in movement_places(state):
                if target != source:
                    # Translators: the editor's change that moves a movement card; {card} describes it ("card 10
                    # (your pawn: +4 or to card 11)"), {source} and {target} are hands or piles ("red's hand").
                    edits.append(Edit(say("Move movement {card} from {source} to {target}", card=what,
                                          source=place_words(source), target=place_words(target)),
                                      (f"card:{card}", target), _moving_movement(card, target)))
    for source, cards in power_places(state).items():
        for card in cards:
            for target in power_places(state):
                if target != source:
                    # Translators: the editor's change that moves a power card; {card} is its name, {source} and
                    # {target} are hands or piles ("the power pile").
                    edits.append(Edit(say("Move the power card {card} from {source} to {target}",
                                          card=POWER_CARDS[card].title, source=place_words(source),
                                          target=place_words(target)), (f"card:{card}", target),
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
    # Translators: the editor's buttons choosing the number of players; {count} is 3, 4 or 5.
    counts = [(f"players:{count}", _ticked(say_n("{count} player", "{count} players", count), count == len(state.players)))
              for count in PLAYER_COUNTS]
    # Translators: the editor's button that empties the wheel.
    return [(EMPTY_KEY, _("Empty")),
            # Translators: the editor's button that sets up a new game.
            (START_KEY, _("Set up as at the start")), *counts,
            # Translators: the editor's button that hides the scores (each player sees only their own).
            (HIDDEN_SCORES, _ticked(_("Hidden scores"), state.hidden_scores))]


def _turn_buttons(state: State) -> list[tuple[str, str]]:
    turns = [(f"turn:{colour}", _ticked(capitalised(player_name(colour)), seat == state.turn))
             for seat, colour in enumerate(state.players)]
    # Translators: the editor's buttons of what is pending in the turn: a power card was played, Speed's extra turn,
    # the player must discard.
    pending = [("pending:power", _ticked(_("Power card played"), state.power_played)),
               # Translators: the editor's button: Speed's extra turn.
               ("pending:extra", _ticked(_("Extra turn"), bool(state.extra_turns))),
               # Translators: the editor's button: the player to play must discard.
               ("pending:discard", _ticked(_("Must discard"), state.phase == "discard"))]
    if state.phase not in ("turn", "discard", "over"):
        # Translators: the editor's button that removes the pause of the turn.
        pending.append(("pending:clear", _("Drop the pending decision")))
    return turns + pending


def _pause_buttons(state: State) -> list[tuple[str, str]]:
    """The pauses set by pawns: an attack waiting for Defence, a partner to choose, pawns to redeploy."""
    # Translators: the editor's buttons of the pauses set by pawns (each is then followed by clicks on pawns).
    buttons = [(ATTACK_KEY, _ticked(_("Attack awaits Defence"), state.phase == "defence" and state.event is not None)),
               # Translators: the editor's button: the pawn completing an event is to be chosen.
               (PARTNER_KEY, _ticked(_("Partner to choose"), state.phase == "partner")),
               # Translators: the editor's button: the pawns of an event wait to be redeployed.
               (REDEPLOY_KEY, _ticked(_("Pawns to redeploy"), state.phase == "redeploy"))]
    if state.phase == "redeploy" and len(state.redeploy) == 2:
        # Translators: the editor's button: the first of the two pawns is already redeployed.
        buttons.append((ONE_REDEPLOYED, _("First one redeployed")))
    return buttons


def _against_buttons(state: State) -> list[tuple[str, str]]:
    """After a power card: the opponent it is played against, deciding about Defence or robbed at random."""
    buttons = []
    for colour in state.players:
        if colour != state.active:
            pending = state.power is not None and state.power.target == colour
            name = capitalised(player_name(colour))
            # Translators: the editor's buttons after a power card: {player} may defend; a random card of {player}.
            buttons.append((f"defence:{colour}", _ticked(say("{player} may defend", player=name),
                                                        pending and state.phase == "defence")))
            # Translators: the editor's button after Bandit or Black magic: a random card of {player} is picked.
            buttons.append((f"steal:{colour}", _ticked(say("Random card of {player}", player=name),
                                                      pending and state.phase == "steal")))
    return buttons


def _pawn_buttons(state: State) -> list[tuple[str, str]]:
    aside = [(f"pawn:{pawn}", capitalised(pawn_name(pawn))) for pawn in state.all_pawns if state.pawns[pawn] is None]
    # Translators: the editor's button that sets a chosen pawn aside.
    return aside + [(OFF_WHEEL, _("Off the wheel"))]


def card_button(card: int | str) -> tuple[str, str]:
    """A card as a palette button: '#12' for a movement card, the name of a power card."""
    return f"card:{card}", (f"#{card}" if isinstance(card, int) else POWER_CARDS[card].title)


def _player_group(state: State, colour: str) -> tuple[str, list[tuple[str, str]]]:
    points = state.scores[colour]
    cards = [card_button(card) for card in state.hands[colour] + state.powers[colour]]
    name = capitalised(player_name(colour))
    if cards:
        # Translators: the editor's heading of a player's group, before the cards of their hand; {player} is the
        # player, {count} their points.
        heading = say_n("{player}: {count} point, hand:", "{player}: {count} points, hand:", points, player=name)
    else:
        # Translators: the editor's heading of a player's group with an empty hand; {player} is the player, {count}
        # their points.
        heading = say_n("{player}: {count} point, no cards in hand", "{player}: {count} points, no cards in hand",
                        points, player=name)
    # Translators: the editor's buttons of a player: one point more, one point less, skips a turn (Mace).
    controls = [(f"points:{colour}:up", _("+1 point")),
                # Translators: the editor's button: one point less.
                (f"points:{colour}:down", _("−1 point")),
                # Translators: the editor's button: the player skips a turn (Mace).
                (f"skip:{colour}", _ticked(_("Skips a turn"), state.skips.get(colour, 0) > 0))]
    return heading, cards + controls


def _pile_groups(state: State) -> Palette:
    # Translators: the editor's headings of the piles' cards (top first: the first card is the top one).
    piles = [(_("Draw pile"), state.draw_pile),
             # Translators: the editor's heading of the discards (the first card is the top one).
             (_("Discards (top first)"), state.discards),
             (_("Power pile"), state.power_pile),
             # Translators: the editor's heading of the used power cards (the first card is the top one).
             (_("Used power cards (top first)"), state.power_discards)]
    return [(heading, [card_button(card) for card in cards]) for heading, cards in piles if cards]


def _destination_buttons(state: State) -> list[tuple[str, str]]:
    # Translators: the editor's button of a player's hand, where a chosen card goes; {player} is the player.
    hands = [(f"to:{colour}", say("{player}'s hand", player=capitalised(player_name(colour))))
             for colour in state.players]
    return hands + [(key, _(text)) for key, text in PILE_BUTTONS.items()]


def edit_palette(state: State) -> Palette:
    """The buttons below the board: the whole position first ('Empty' is the very first), then whose turn, the
    pawns set aside, each player's points and hand, the piles, and where a chosen card goes."""
    # Translators: the editor's group headings below the board; {player} is the player to play.
    return [(_("The game"), _game_buttons(state)),
            # Translators: the editor's group heading: whose turn it is and what waits.
            (_("Whose turn, and what is pending"), _turn_buttons(state)),
            # Translators: the editor's group heading of the pawns set aside.
            (_("Pawns: click one (on the wheel or here), then a wheel card"), _pawn_buttons(state)),
            # Translators: the editor's group heading of the pauses set by pawns.
            (_("Pauses: click one, then the pawn that arrived, its partner"), _pause_buttons(state)),
            *(_player_group(state, colour) for colour in state.players),
            *_pile_groups(state),
            # Translators: the editor's group heading of where a chosen card goes.
            (_("Click a card above, then where it goes"), _destination_buttons(state)),
            # Translators: the editor's group heading of the opponents a power card is played against; {player} is
            # the player to play.
            (say("Or a power card above, played by {player}, then against whom", player=player_name(state.active)),
             _against_buttons(state))]


# Translators: the editor's help, said when a click changes nothing.
EDIT_HELP = N_("Click a pawn (on the wheel or below it), then a wheel card to put it there, or 'Off the wheel'. "
               "Click a card below the board, then the hand or pile it goes to; a power card, then the opponent it "
               "is played against (Switch: then two pawns). A pause of the turn: its button, then the pawn that "
               "arrived and the pawn waiting across the village. The other buttons set whose turn it is, the points "
               "and a skipped turn.")
