"""Partners' position editor (issue 22): what two players arguing at the table may set up.

A draft is a :class:`State` that need not be a position of the game; the shared ``Game.draft_problems`` lists
what is wrong with it.  The material stays whole: the 16 pawns are always somewhere (taking a pawn off the
board sends it to its home base) and each of the 56 cards lies in exactly one place (a hand, a face-down
choice of the exchange, the deck or the used pile); an edit moves a card from one place to another, it never
makes or loses one.

Clicks (the board draws the pawns, fields, goal circles and home bases; the palette below it the rest):

- a pawn, then a field, a goal circle of its colour or its home base: the pawn goes there;
- a card of a place (``card:<place>:<kind>``), then "Put the chosen card in …" of another place (``to:<place>``);
- one click for whose turn it is, the step of the turn (exchange, play, a 7 being shared out), the dealer and
  the deal; "Mark a pawn as moved", then a pawn, for the pawns already moved with a 7 being shared out.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from rulebook import i18n
from rulebook.core import Edit, Game, Rng
from rulebook.i18n import N_, _
from rulebook.partners.board import (
    ALL_CARDS,
    CIRCLES,
    COLOURS,
    DEALS_PER_DEALER,
    HAND_SIZE,
    KINDS,
    PAWN_IDS,
    RING,
    card_kind,
    card_title,
    colour_of_pawn,
    field_name,
    goal_key,
    left_of,
    pawn_name,
    player_name,
    say,
    say_n,
    sorted_cards,
    upper_first,
)
from rulebook.partners.state import HOME, State

DECK, USED = "deck", "used"
SEVEN_STEPS = next(kind.split for kind in KINDS.values() if kind.split)
FIRST_SEVEN_LEFT = 4            # a 7 set pending: 3 steps already taken by the first pawn (the ± buttons change it)
Palette = list[tuple[str, list[tuple[str, str]]]]


# ------------------------------------------------------------------ the places of the cards
def choice_place(colour: str) -> str:
    return f"choice-{colour}"


def card_places(state: State) -> list[str]:
    """Where cards may lie in this draft: the four hands, the deck, the used pile and, during the exchange
    (or while one is left there), each player's face-down choice for the partner."""
    places = [*COLOURS, DECK, USED]
    if state.phase == "exchange" or any(card is not None for card in state.exchange.values()):
        places += [choice_place(colour) for colour in COLOURS]
    return places


def place_title(place: str) -> str:
    """Where cards lie, in the editor's labels ("Put the chosen card in {place}")."""
    if place == DECK:
        # Translators: the editor: the cards not yet dealt, inside a sentence ("Put the chosen card in the deck").
        return _("the deck")
    if place == USED:
        # Translators: the editor: the played cards, inside a sentence ("Put the chosen card in the used pile").
        return _("the used pile")
    if place in COLOURS:
        # Translators: the editor: a player's hand inside a sentence ("Put the chosen card in {place}", and the
        # heading "{place}: 3 cards", whose first letter is made a capital); {player} is a name ("red"). Write it
        # as it reads mid-sentence (French: "la main de {player}"), not as the heading "{player}'s hand".
        return i18n.pgettext("hand in a sentence", "{player}'s hand").format(player=player_name(place))
    # Translators: the editor: the card a player chose for the partner in the exchange, inside a sentence and as
    # a heading; {player} is a name ("Red").
    return say("{player}'s face-down choice", player=player_name(place.removeprefix("choice-")))


def cards_at(state: State, place: str) -> tuple[str, ...]:
    if place == DECK:
        return state.deck
    if place == USED:
        return state.used
    if place in COLOURS:
        return state.hands[place]
    card = state.exchange[place.removeprefix("choice-")]
    return () if card is None else (card,)


def with_cards(state: State, place: str, cards: tuple[str, ...]) -> State:
    """``state`` with ``cards`` in ``place`` (the used pile keeps its order, its last card on top)."""
    if place == DECK:
        return state.with_changes(deck=sorted_cards(cards))
    if place == USED:
        return state.with_changes(used=tuple(cards))
    if place in COLOURS:
        return state.with_changes(hands={**state.hands, place: sorted_cards(cards)})
    colour = place.removeprefix("choice-")
    return state.with_changes(exchange={**state.exchange, colour: cards[0] if cards else None})


def room_at(state: State, place: str) -> bool:
    """Whether a card may be put in ``place``: a hand holds at most 4 (its face-down choice included), a
    face-down choice one card."""
    if place in COLOURS:
        return len(state.hands[place]) + (state.exchange[place] is not None) < HAND_SIZE
    if place.startswith("choice-"):
        return not cards_at(state, place)
    return True


def kinds_at(state: State, place: str) -> dict[str, int]:
    """Each kind of card in ``place`` with its count, in the rules' order of the kinds."""
    counts: dict[str, int] = {}
    for card in sorted_cards(cards_at(state, place)):
        counts[card_kind(card).kind] = counts.get(card_kind(card).kind, 0) + 1
    return counts


def a_card(kind: str) -> str:
    """The card kind as the editor's labels name it ("Move a 7 from … to …")."""
    if kind == "swap":
        # Translators: a swap card in the editor's edits ("Move {card} from the deck to Red's hand").
        return i18n.pgettext("Partners card", "a swap card")
    if kind == "start":
        # Translators: the start card (♡) in the editor's edits ("Move {card} from the deck to Red's hand").
        return i18n.pgettext("Partners card", "a start card")
    if kind == "8":
        # Translators: a card in the editor's edits ("Move {card} from the deck to Red's hand"); {title} is 8♡
        # (English writes "an 8♡": your language may write it like the other cards).
        return say("an {title}", title=KINDS[kind].title)
    # Translators: a card in the editor's edits ("Move {card} from the deck to Red's hand"); {title} is the card as
    # printed: 13♡, 1/14, 7, −4, 3, 6, 9, 10 or 12.
    return say("a {title}", title=KINDS[kind].title)


def card_key(place: str, kind: str) -> str:
    return f"card:{place}:{kind}"


def _forgetting_gift(state: State, card: str) -> State:
    """A card moved is no longer the one given in this round's exchange (the record of the gift goes)."""
    return state.with_changes(gifts={colour: None if gift == card else gift for colour, gift in state.gifts.items()})


def _moving_card(kind: str, source: str, target: str) -> Callable[[State], State]:
    def change(state: State) -> State:
        cards = cards_at(state, source)
        card = [card for card in cards if card_kind(card).kind == kind][-1]    # on the used pile: the topmost
        state = with_cards(state, source, tuple(c for c in cards if c != card))
        state = with_cards(state, target, cards_at(state, target) + (card,))
        return _forgetting_gift(state, card)
    return change


def card_edits(state: State) -> list[Edit]:
    places = card_places(state)
    edits = []
    for source in places:
        for kind in kinds_at(state, source):
            for target in places:
                if target != source and room_at(state, target):
                    # Translators: an edit (the editor's list of changes); {card} is a card ("the 7"), {source}
                    # and {target} where cards lie ("the deck", "Red's hand").
                    edits.append(Edit(say("Move {card} from {source} to {target}", card=a_card(kind),
                                          source=place_title(source), target=place_title(target)),
                                      (card_key(source, kind), f"to:{target}"), _moving_card(kind, source, target)))
    return edits


# ------------------------------------------------------------------ the pawns
def place_key(pawn: str, where: str) -> str:
    """The key of the place drawn on the board (a home base is drawn per colour)."""
    return f"home:{colour_of_pawn(pawn)}" if where == HOME else where


def pawn_places(state: State, pawn: str) -> list[str]:
    """Where ``pawn`` may be put: its home base, a field no pawn of another colour holds, a free circle of its
    own goal zone (a pawn on another colour's start field is left for the position check to refuse)."""
    colour = colour_of_pawn(pawn)
    taken = {where: colour_of_pawn(other) for other, where in state.pawns.items() if where != HOME}
    fields = [f"field:{n}" for n in range(RING) if taken.get(f"field:{n}", colour) == colour]
    circles = [goal_key(colour, circle) for circle in range(1, CIRCLES + 1) if goal_key(colour, circle) not in taken]
    return [where for where in [HOME, *fields, *circles] if where != state.pawns[pawn]]


def _putting(pawn: str, where: str) -> Callable[[State], State]:
    return lambda state: state.with_changes(pawns={**state.pawns, pawn: where})


def pawn_label(pawn: str, where: str) -> str:
    if where == HOME:
        # Translators: an edit; {pawn} is a pawn ("red pawn 1").
        return say("Send {pawn} home", pawn=pawn_name(pawn))
    # Translators: an edit; {pawn} is a pawn ("red pawn 1"), {place} a field or goal circle.
    return say("Put {pawn} on {place}", pawn=pawn_name(pawn), place=field_name(where))


def pawn_edits(state: State) -> list[Edit]:
    return [Edit(pawn_label(pawn, where), (f"pawn:{pawn}", place_key(pawn, where)), _putting(pawn, where))
            for pawn in PAWN_IDS for where in pawn_places(state, pawn)]


# ------------------------------------------------------------------ whole-table changes
def emptied(state: State) -> State:
    """Everything set aside: every pawn home, every card in the deck, nothing pending."""
    return state.with_changes(pawns=dict.fromkeys(PAWN_IDS, HOME), hands={colour: () for colour in COLOURS},
                              deck=ALL_CARDS, used=(), phase="play", split=None, deals=1,
                              exchange=dict.fromkeys(COLOURS), gifts=dict.fromkeys(COLOURS))


def gathered(state: State) -> State:
    """Every card back in the deck; the pawns stay."""
    return emptied(state).with_changes(pawns=state.pawns, phase=state.phase if state.phase != "split" else "play",
                                       deals=state.deals)


def missing_in_hand(state: State, colour: str) -> int:
    return HAND_SIZE - len(state.hands[colour]) - (state.exchange[colour] is not None)


def filled_hands(state: State) -> State:
    """Each hand made up to 4 cards (its face-down choice included) with cards drawn at random from the deck."""
    deck, rng = state.rng.shuffled(state.deck)
    hands = dict(state.hands)
    for colour in COLOURS:
        wanted = max(0, missing_in_hand(state, colour))
        hands[colour], deck = sorted_cards(hands[colour] + deck[:wanted]), deck[wanted:]
    return state.with_changes(hands=hands, deck=sorted_cards(deck), rng=rng)


def set_up_edits(state: State, deal_afresh: Callable[[Rng], State]) -> list[Edit]:
    # Translators: an edit (the palette's "Empty").
    edits = [Edit(_("Set everything aside: every pawn home, every card in the deck"), ("set:empty",), emptied),
             # Translators: an edit (the palette's "Starting position").
             Edit(_("Set up as at the start: every pawn home, new cards dealt"), ("set:start",),
                  lambda draft: deal_afresh(draft.rng)),
             # Translators: an edit (the palette's "All cards to the deck").
             Edit(_("Put every card back in the deck"), ("set:gather",), gathered)]
    if state.deck and any(missing_in_hand(state, colour) > 0 for colour in COLOURS):
        # Translators: an edit (the palette's "Deal missing cards").
        edits.append(Edit(_("Deal the missing cards from the deck, at random"), ("set:fill",), filled_hands))
    return edits


# ------------------------------------------------------------------ whose turn, the step of the turn, the deal
def turn_edits(state: State) -> list[Edit]:
    # Translators: an edit; {player} is a name ("Red").
    return [Edit(say("{player} to move", player=player_name(colour)), (f"turn:{colour}",),
                 lambda draft, colour=colour: draft.with_changes(turn=colour)) for colour in COLOURS]


def choices_back_in_hand(state: State) -> State:
    """The face-down choices of an exchange taken back into their owners' hands."""
    hands = {colour: sorted_cards(state.hands[colour] + ((card,) if card else ())) for colour, card in
             state.exchange.items()}
    return state.with_changes(hands=hands, exchange=dict.fromkeys(COLOURS))


def as_exchange(state: State) -> State:
    # the gifts of the last exchange are forgotten once new cards are dealt (as in play)
    return state.with_changes(phase="exchange", split=None, gifts=dict.fromkeys(COLOURS))


def as_play(state: State) -> State:
    return choices_back_in_hand(state).with_changes(phase="play", split=None)


def as_seven(state: State) -> State:
    if state.split is not None:
        return state
    return choices_back_in_hand(state).with_changes(phase="split", split=(FIRST_SEVEN_LEFT, ()))


STEPS = {
    # Translators: an edit (the palette's "Exchange"): the step of the turn.
    "exchange": (N_("Make it the exchange: each player chooses a card for the partner"), as_exchange),
    # Translators: an edit (the palette's "Play a card"): the step of the turn.
    "play": (N_("Make it the play of a card"), as_play),
    # Translators: an edit (the palette's "A 7 shared out"): the step of the turn.
    "seven": (N_("Make it a 7 being shared out"), as_seven)}


def step_edits(state: State) -> list[Edit]:
    return [Edit(_(label), (f"step:{step}",), change) for step, (label, change) in STEPS.items()]


def _steps_left(left: int) -> Callable[[State], State]:
    return lambda state: state.with_changes(split=(left, state.split[1]))


def _toggling_moved(pawn: str) -> Callable[[State], State]:
    def change(state: State) -> State:
        left, moved = state.split
        moved = tuple(p for p in moved if p != pawn) if pawn in moved else moved + (pawn,)
        return state.with_changes(split=(left, moved))
    return change


def seven_edits(state: State) -> list[Edit]:
    """The decision pending inside a turn: how many steps of the 7 are left and which pawns have moved."""
    if state.split is None:
        return []
    left, moved = state.split
    # Translators: an edit of a 7 being shared out; {count} is the steps left.
    edits = [Edit(say_n("Leave {count} step of the 7", "Leave {count} steps of the 7", n), (key,), _steps_left(n))
             for key, n in (("seven:fewer", left - 1), ("seven:more", left + 1)) if 1 <= n < SEVEN_STEPS]
    for pawn in PAWN_IDS:
        # Translators: an edit of a 7 being shared out; {pawn} is a pawn ("red pawn 1").
        label = (say("No longer count {pawn} as moved with this 7", pawn=pawn_name(pawn)) if pawn in moved else
                 # Translators: an edit of a 7 being shared out; {pawn} is a pawn ("red pawn 1").
                 say("Count {pawn} as moved with this 7", pawn=pawn_name(pawn)))
        edits.append(Edit(label, ("seven:moved", f"pawn:{pawn}"), _toggling_moved(pawn)))
    return edits


def deal_edits(state: State) -> list[Edit]:
    dealer = left_of(state.dealer)
    # Translators: an edit; {player} is a name ("Red"). Use the glossary's word for the dealer.
    edits = [Edit(say("Make {player} the dealer", player=player_name(dealer)), ("deal:dealer",),
                  lambda draft: draft.with_changes(dealer=left_of(draft.dealer)))]
    for deals in range(1, DEALS_PER_DEALER + 1):
        # Translators: an edit; {number} is the deal (1 to 3), {total} the deals per dealer (3).
        edits.append(Edit(say("Make this the dealer's deal {number} of {total}", number=deals, total=DEALS_PER_DEALER),
                          (f"deal:{deals}",),
                          lambda draft, deals=deals: draft.with_changes(deals=deals)))
    return edits


# ------------------------------------------------------------------ the hooks
def edits(rules: type[Game], state: State) -> list[Edit]:
    """Every change on offer (``rules``: the game, whose set-up "Starting position" deals afresh)."""
    return [*set_up_edits(state, rules.initial_state), *turn_edits(state), *step_edits(state), *seven_edits(state),
            *deal_edits(state), *pawn_edits(state), *card_edits(state)]


def _ticked(text: str, chosen: bool) -> str:
    return text + (" ✓" if chosen else "")


def _seven_group(state: State) -> Palette:
    if state.split is None:
        return []
    left, moved = state.split
    # Translators: the editor palette's heading of a 7 being shared out; {steps} is the steps left ("3 steps"),
    # {count} the pawns already moved with it.
    heading = say_n("The 7: {steps} left, {count} pawn moved", "The 7: {steps} left, {count} pawns moved",
                    len(moved), steps=say_n("{count} step", "{count} steps", left))
    # Translators: the editor palette's button of a 7 being shared out: one step of the 7 fewer left.
    fewer = _("One step fewer")
    # Translators: the editor palette's button of a 7 being shared out: one step of the 7 more left.
    more = _("One step more")
    # Translators: the editor palette's button; then a click on a pawn.
    moved = _("Mark a pawn as moved")
    return [(heading, [("seven:fewer", fewer), ("seven:more", more), ("seven:moved", moved)])]


def _card_button(kind: str, count: int) -> str:
    title = card_title(kind)
    return title + (f" ×{count}" if count > 1 else "")


def _place_heading(state: State, place: str) -> str:
    count = len(cards_at(state, place))
    if place == USED and state.used:
        # Translators: the editor palette's heading of the used pile; {place} is "the used pile", {count} its
        # cards, {card} the top card as printed ("7").
        return upper_first(say_n("{place}: {count} card, {card} on top", "{place}: {count} cards, {card} on top", count,
                                 place=place_title(place), card=_card_button(card_kind(state.used[-1]).kind, 1)))
    # Translators: the editor palette's heading of a place of cards; {place} is "the deck", "Red's hand" …,
    # {count} its cards.
    return upper_first(say_n("{place}: {count} card", "{place}: {count} cards", count, place=place_title(place)))


def _card_groups(state: State) -> Palette:
    return [(_place_heading(state, place),
             # Translators: the editor palette's button after a card is chosen; {place} is "the deck", "Red's hand" …
             [(f"to:{place}", say("Put the chosen card in {place}", place=place_title(place))),
              *((card_key(place, kind), _card_button(kind, count))
                                             for kind, count in kinds_at(state, place).items())])
            for place in card_places(state)]


def edit_palette(state: State) -> Palette:
    # Translators: the editor palette's button for the step of the turn: the exchange of cards.
    exchange = _("Exchange")
    # Translators: the editor palette's button for the step of the turn: playing a card.
    play = _("Play a card")
    # Translators: the editor palette's button for the step of the turn: a 7 being shared out.
    seven = _("A 7 shared out")
    steps = {"exchange": exchange, "play": play, "split": seven}
    return [*_set_up_group(), *_step_groups(state, steps)]


def _set_up_group() -> Palette:
    # Translators: the editor palette's first heading.
    heading = _("Set up")
    # Translators: the editor palette's button that empties the table (every pawn home, every card in the deck).
    empty = _("Empty")
    # Translators: the editor palette's button that deals afresh.
    start = _("Starting position")
    # Translators: the editor palette's button that fills every hand from the deck.
    fill = _("Deal missing cards")
    # Translators: the editor palette's button that puts every card back in the deck.
    gather = _("All cards to the deck")
    return [(heading, [("set:empty", empty), ("set:start", start), ("set:fill", fill), ("set:gather", gather)])]


def _step_groups(state: State, steps: Mapping[str, str]) -> Palette:
    return [
        # Translators: the editor palette's heading of the buttons that choose who is to move.
        (_("Whose turn"), [(f"turn:{colour}", _ticked(player_name(colour), colour == state.turn))
                           for colour in COLOURS]),
        # Translators: the editor palette's heading of the buttons Exchange, Play a card, A 7 shared out.
        (_("The step of the turn"), [(f"step:{'seven' if phase == 'split' else phase}",
                                      _ticked(text, phase == state.phase)) for phase, text in steps.items()]),
        *_seven_group(state),
        # Translators: the editor palette's heading of the deal; {player} is the dealer (a name: "Red"), {number}
        # the deal (1 to 3), {total} the deals per dealer (3).
        (say("The deal: {player} deals, deal {number} of {total}", player=player_name(state.dealer),
             number=state.deals, total=DEALS_PER_DEALER),
         # Translators: the editor palette's button that makes the next player the dealer.
         [("deal:dealer", _("Next dealer")),
          # Translators: the editor palette's button choosing the dealer's deal; {number} is 1 to 3.
          *((f"deal:{n}", _ticked(say("Deal {number}", number=n), n == state.deals))
            for n in range(1, DEALS_PER_DEALER + 1))]),
        *_card_groups(state),
    ]


# Translators: the editor's help, said when a click changes nothing. 'Put the chosen card in …' is the palette's
# button: write it as you translated it.
EDIT_HELP = N_("Click a pawn, then a field, a circle of its goal zone or its home base. Cards: click a card below "
               "the board, then 'Put the chosen card in …' where it goes. The other buttons set whose turn it is, the "
               "step of the turn and the deal.")


def counts(state: State) -> Mapping[str, int]:
    """How many pawns and cards the draft holds (16 and 56 whatever the edits: the material stays whole)."""
    cards = sum(len(cards_at(state, place)) for place in [*COLOURS, DECK, USED, *map(choice_place, COLOURS)])
    return {"pawns": len(state.pawns), "cards": cards}
