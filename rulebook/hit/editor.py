"""HIT's position editor (issue 22): the changes the editor offers on a draft state, and its buttons.

What a referee at the table can change, all by clicks:

- a figure: click it, then an empty field (a loop field, or one of its colour's goal or waiting fields);
  a figure set aside goes back to a waiting field, so all figures stay on the board;
- a card: click the place it lies in, then which card, then the place it goes to (``places``: each
  player's hand, draw pile and discard pile, the market, the neutral stack); or click a card the board
  draws (a card of the large hand, a market card, the top card of a discard pile), then the place it goes
  to.  Cards only move, so the 55 cards stay whole; a start card stays with its colour, a hand takes at
  most 3 cards and the market 5;
- whose turn it is, the step of the turn (playing cards, buying, sharing out a split 10, the shield
  decision), and for a split 10 the steps left and the figures it has moved;
- each player's coins: click the player's coins on the board, then one more or one less;
- the rulebook's variants, each on or off ("Mehr Schadenfreude", "4 statt 3": each colour's fourth figure
  comes onto a waiting field or leaves the board, so the figures always fit the board);
- "Empty" (every figure waiting, every card set aside, no coins) and the starting position for 2, 3 or
  4 players.

The draft need not be a valid position: the rules' own check (``state_from_position``) says what is wrong.
What follows from the step is filled in by itself (``settled``): the cards still to draw in the shield
decision, the market slots bought (the empty ones, while buying), no split outside a split.
"""

from __future__ import annotations

from collections.abc import Callable

from rulebook import core, i18n
from rulebook.hit.board import (
    HAND_SIZE,
    KINDS,
    MARKET_SIZE,
    NEUTRAL_CARD_IDS,
    PLAYER_COUNTS,
    VARIANTS,
    card_kind,
    card_owner,
    colour_word,
    player_name,
    start_card_ids,
    upper_first,
)
from rulebook.hit.movement import field_name, figure_name
from rulebook.hit.state import PHASE_TEXT, PHASES, State, box_for, colour_of_figure
from rulebook.i18n import N_

Change = Callable[[State], State]
Palette = list[tuple[str, list[tuple[str, str]]]]

EMPTY = "board:empty"
START = "board:start"
COIN_MORE = "purse:more"
COIN_LESS = "purse:less"
PILES = ("hand", "draw", "discard")

SHARED_PLACES = ("market", "stack")

SHORT_NAMES = {
    # Translators: the editor's button of the start card "1 or come out" (short).
    "start-1": N_("1 or out"),
    # Translators: the editor's button of the start card "6 or come out" (short).
    "start-6": N_("6 or out"),
    "start-1to5": "1–5",
    # Translators: the editor's button of the start card "next free corner" (one short word).
    "start-corner": N_("corner"),
    # Translators: the editor's button of the start card "3 and 2 coins" (short).
    "start-3coins": N_("3 +2 coins"),
    # Translators: the editor's button of the start card "3 forward or 1 back" (short).
    "start-3or1back": N_("3 or ←1"),
    # Translators: the editor's button of the split 10 card (short).
    "split-10": N_("split 10"),
    # Translators: the editor's button of the card that gives 3 coins (short).
    "coins-3": N_("3 coins"),
    # Translators: the editor's button of the card that gives 5 coins (short).
    "coins-5": N_("5 coins"),
    # Translators: the editor's button of the 1 to 3 corners card (short).
    "corners-1to3": N_("1-3 corners"),
    # Translators: the editor's button of the hunter card (short).
    "hunter": N_("hunter"),
    # Translators: the editor's button of the behind card (short).
    "behind": N_("behind"),
    # Translators: the editor's button of the groups card (short).
    "groups": N_("groups"),
    # Translators: the editor's button of the barrier jump card (one short word).
    "barrier-jump": N_("barrier"),
    # Translators: the editor's button of the start jump card (short).
    "start-jump": N_("start jump"),
}
STEP_BUTTONS = {
    # Translators: the editor's button for the step of the turn "playing hand cards".
    "play": N_("Playing cards"),
    # Translators: the editor's button for the buying step.
    "buy": N_("Buying"),
    # Translators: the editor's button for the step "sharing out the split 10".
    "split": N_("Split 10"),
    # Translators: the editor's button for the shield decision.
    "shield": N_("Shield choice"),
}
NUMBER_KINDS = ("4", "5", "6", "7", "8", "11")
_NAMED_KINDS = tuple(kind for kind in KINDS if kind not in NUMBER_KINDS)
_NUMBERS_AT = _NAMED_KINDS.index("corners-1to3") + 1
#: the palette's card buttons: the plain numbers after "1-3 corners" (so that the buttons fill three rows)
KIND_BUTTON_ORDER = _NAMED_KINDS[:_NUMBERS_AT] + NUMBER_KINDS + _NAMED_KINDS[_NUMBERS_AT:]
VARIANT_BUTTONS = {
    # Translators: the editor's button of HIT's variant without shields (your rulebook's name).
    "mehr-schadenfreude": N_("Mehr Schadenfreude"),
    # Translators: the editor's button of HIT's variant with four figures each (your rulebook's name).
    "4-statt-3": N_("4 statt 3"),
}
SPLIT_START = 5          # steps left when a split is set up in the editor (the players adjust it)
SPLIT_STEPS = KINDS["split-10"].steps
SetUp = Callable[..., State]     # the game's set-up: ``set_up(rng, players=…, variants=…)``


# ------------------------------------------------------------------ places of cards
def places(state: State) -> list[str]:
    """Every place a card can lie in, as the editor names it: 'red-hand', 'red-draw', …, 'market', 'stack'."""
    return [f"{colour}-{pile}" for colour in state.players for pile in PILES] + list(SHARED_PLACES)


def place_words(place: str) -> str:
    """'red-draw' → "red's draw pile"; 'stack' → 'the neutral stack' (in the current language)."""
    if place == "market":
        # Translators: the editor: the market as a place cards go to ("Move … to the market").
        return i18n._("the market")
    if place == "stack":
        # Translators: the editor: the face-down stack of neutral cards as a place ("Move … to the neutral stack").
        return i18n._("the neutral stack")
    colour, pile = place.split("-")
    if pile == "hand":
        # Translators: the editor: a player's hand as a place; {colour} is the colour word ("red").
        return i18n.say("{colour}'s hand", colour=colour_word(colour))
    if pile == "draw":
        # Translators: the editor: a player's draw pile as a place; {colour} is the colour word ("red").
        return i18n.say("{colour}'s draw pile", colour=colour_word(colour))
    # Translators: the editor: a player's discard pile as a place; {colour} is the colour word ("red").
    return i18n.say("{colour}'s discard pile", colour=colour_word(colour))


def place_button(place: str) -> str:
    """The palette's text of a place: 'Red hand', 'Market', 'Stack' (the board shows how many cards it holds)."""
    if place == "market":
        # Translators: the editor's button of the market (locale/<lang>/ui-terms.md).
        return i18n.pgettext("HIT editor", "Market")
    if place == "stack":
        # Translators: the editor's button of the stack of neutral cards (locale/<lang>/ui-terms.md).
        return i18n.pgettext("HIT editor", "Stack")
    return _pile_buttons()[place]


def _pile_buttons() -> dict:
    """The palette's texts of the players' piles ("Red hand"), each whole: the colour agrees with the pile."""
    return {
        # Translators: the editor's button of red's hand (locale/<lang>/ui-terms.md: "Red hand").
        "red-hand": i18n.pgettext("HIT editor", "Red hand"),
        # Translators: the editor's button of red's draw pile (locale/<lang>/ui-terms.md: "Red hand").
        "red-draw": i18n.pgettext("HIT editor", "Red draw"),
        # Translators: the editor's button of red's discard pile (locale/<lang>/ui-terms.md: "Red hand").
        "red-discard": i18n.pgettext("HIT editor", "Red discard"),
        # Translators: the editor's button of blue's hand (locale/<lang>/ui-terms.md: "Red hand").
        "blue-hand": i18n.pgettext("HIT editor", "Blue hand"),
        # Translators: the editor's button of blue's draw pile (locale/<lang>/ui-terms.md: "Red hand").
        "blue-draw": i18n.pgettext("HIT editor", "Blue draw"),
        # Translators: the editor's button of blue's discard pile (locale/<lang>/ui-terms.md: "Red hand").
        "blue-discard": i18n.pgettext("HIT editor", "Blue discard"),
        # Translators: the editor's button of green's hand (locale/<lang>/ui-terms.md: "Red hand").
        "green-hand": i18n.pgettext("HIT editor", "Green hand"),
        # Translators: the editor's button of green's draw pile (locale/<lang>/ui-terms.md: "Red hand").
        "green-draw": i18n.pgettext("HIT editor", "Green draw"),
        # Translators: the editor's button of green's discard pile (locale/<lang>/ui-terms.md: "Red hand").
        "green-discard": i18n.pgettext("HIT editor", "Green discard"),
        # Translators: the editor's button of yellow's hand (locale/<lang>/ui-terms.md: "Red hand").
        "yellow-hand": i18n.pgettext("HIT editor", "Yellow hand"),
        # Translators: the editor's button of yellow's draw pile (locale/<lang>/ui-terms.md: "Red hand").
        "yellow-draw": i18n.pgettext("HIT editor", "Yellow draw"),
        # Translators: the editor's button of yellow's discard pile (locale/<lang>/ui-terms.md: "Red hand").
        "yellow-discard": i18n.pgettext("HIT editor", "Yellow discard"),
    }


def cards_in(state: State, place: str) -> tuple[str, ...]:
    """The cards of a place, top card first (the market's empty slots left out)."""
    if place == "market":
        return tuple(card for card in state.market if card is not None)
    if place == "stack":
        return state.neutral
    colour, pile = place.split("-")
    return {"hand": state.hands, "draw": state.draws, "discard": state.discards}[pile][colour]


def _with_pile(state: State, place: str, cards: tuple[str, ...]) -> State:
    colour, pile = place.split("-")
    name = {"hand": "hands", "draw": "draws", "discard": "discards"}[pile]
    return state.with_changes(**{name: {**getattr(state, name), colour: cards}})


def taken_from(state: State, place: str, card: str) -> State:
    """``state`` with ``card`` taken out of ``place`` (a market slot stays empty)."""
    if place == "market":
        return state.with_changes(market=tuple(None if slot == card else slot for slot in state.market))
    remaining = tuple(other for other in cards_in(state, place) if other != card)
    return state.with_changes(neutral=remaining) if place == "stack" else _with_pile(state, place, remaining)


def put_into(state: State, place: str, card: str) -> State:
    """``state`` with ``card`` in ``place``: at the end of a hand, in the first empty market slot, on top of
    a pile (the next card drawn, the card showing on a discard pile)."""
    if place == "market":
        slot = state.market.index(None)
        return state.with_changes(market=state.market[:slot] + (card,) + state.market[slot + 1:])
    if place == "stack":
        return state.with_changes(neutral=(card,) + state.neutral)
    old = cards_in(state, place)
    return _with_pile(state, place, old + (card,) if place.endswith("-hand") else (card,) + old)


def has_room(state: State, place: str) -> bool:
    """A hand holds at most 3 cards and the market 5; piles take any number."""
    if place == "market":
        return None in state.market
    return not place.endswith("-hand") or len(cards_in(state, place)) < HAND_SIZE


def may_lie_in(card: str, place: str) -> bool:
    """A start card stays with its colour; a neutral card may lie anywhere."""
    owner = card_owner(card)
    return owner is None or place.startswith(f"{owner}-")


def card_words(card: str) -> str:
    """"the card 'hunter'" or "red's card '1 or come out'"."""
    owner = card_owner(card)
    if owner:
        # Translators: the editor: a start card inside a sentence; {colour} is its owner's colour word ("red"),
        # {card} the card's name ("1 or come out").
        return i18n.say("{colour}'s card '{card}'", colour=colour_word(owner), card=card_kind(card).said)
    # Translators: the editor: a neutral card inside a sentence; {card} is its name ("hunter").
    return i18n.say("the card '{card}'", card=card_kind(card).said)


def kind_of(card: str) -> str:
    return card_kind(card).kind


# ------------------------------------------------------------------ what follows from the step
def settled(state: State) -> State:
    """The entries that follow from the step of the turn, filled in (the editor never asks for them)."""
    missing = HAND_SIZE - len(state.hands[state.current])
    bought = tuple(slot for slot, card in enumerate(state.market) if card is None)
    split = state.split if state.phase == "split" else None
    if split is not None:
        split = (split[0], tuple(fig for fig in split[1] if colour_of_figure(fig) == state.current))
    return state.with_changes(to_draw=max(0, missing) if state.phase == "shield" else 0,
                              bought=bought if state.phase == "buy" else (), split=split)


def _settling(change: Change) -> Change:
    return lambda state: settled(change(state))


# ------------------------------------------------------------------ the changes
def figure_edits(state: State) -> list[core.Edit]:
    """Click a figure, then an empty field it may stand on."""
    occupied = state.occupancy
    edits = []
    for fig in state.board.all_figure_ids():
        colour = colour_of_figure(fig)
        for key in _fields_for(state, colour):
            if key not in occupied:
                # Translators: an edit; {figure} is a figure ("red figure 2"), {place} a field ("field 17").
                edits.append(core.Edit(i18n.say("Move {figure} to {place}", figure=figure_name(fig),
                                                 place=field_name(key)), (f"figure:{fig}", key),
                                       _moving_figure(fig, key)))
    return edits


def _fields_for(state: State, colour: str) -> list[str]:
    board = state.board
    own = [f"{kind}:{colour}-{number}" for kind in ("goal", "wait") for number in range(1, board.figures + 1)]
    return [f"field:{number}" for number in range(board.loop)] + own


def _moving_figure(fig: str, key: str) -> Change:
    return _settling(lambda state: state.with_changes(figures={**state.figures, fig: key}))


def card_edits(state: State) -> list[core.Edit]:
    """Click the place a card lies in, which card (its kind), then the place it goes to."""
    edits = []
    for source in places(state):
        for kind in sorted({kind_of(card) for card in cards_in(state, source)}, key=list(KINDS).index):
            card = next(card for card in cards_in(state, source) if kind_of(card) == kind)
            for target in places(state):
                if target != source and may_lie_in(card, target) and has_room(state, target):
                    label = _moving_label(card, place_words(source), target)
                    edits.append(core.Edit(label, (f"pile:{source}", f"card:{kind}", f"pile:{target}"),
                                           _moving_card(source, card, target)))
    return edits


def _moving_label(card: str, source: str, target: str) -> str:
    # Translators: an edit; {card} is a card ("the card 'hunter'"), {source} where it lies ("red's hand"),
    # {target} where it goes ("the market").
    return i18n.say("Move {card} from {source} to {target}", card=card_words(card), source=source,
                    target=place_words(target))


def _moving_card(source: str, card: str, target: str) -> Change:
    return _settling(lambda state: put_into(taken_from(state, source, card), target, card))


def drawn_cards(state: State) -> list[tuple[str, str, str, str]]:
    """The cards the board draws with a key of their own, as (key, place, card, where in words): the cards
    of the hand drawn large (the mover's), the market's cards, the top card of each discard pile."""
    mover = state.current
    # Translators: where a card lies, in an edit ("Move … from {source} to …"); {number} is its place in the
    # hand, {colour} a colour word ("red").
    cards = [(f"hand:{index}", f"{mover}-hand", card,
              i18n.say("card {number} of {colour}'s hand", number=index, colour=colour_word(mover)))
             for index, card in enumerate(state.hands[mover], start=1)]
    # Translators: where a card lies, in an edit; {slot} is a market slot (1 to 5).
    cards += [(f"market:{slot}", "market", card, i18n.say("market slot {slot}", slot=slot))
              for slot, card in enumerate(state.market, start=1) if card is not None]
    # Translators: where a card lies, in an edit; {colour} is a colour word ("red").
    cards += [(f"discard:{colour}", f"{colour}-discard", state.discards[colour][0],
               i18n.say("the top of {colour}'s discard pile", colour=colour_word(colour)))
              for colour in state.players if state.discards[colour]]
    return cards


def drawn_card_edits(state: State) -> list[core.Edit]:
    """Click a card on the board, then the place it goes to (a second way next to the palette's three clicks)."""
    edits = []
    for key, source, card, where in drawn_cards(state):
        for target in places(state):
            if target != source and may_lie_in(card, target) and has_room(state, target):
                label = _moving_label(card, where, target)
                edits.append(core.Edit(label, (key, f"pile:{target}"), _moving_card(source, card, target)))
    return edits


def turn_edits(state: State) -> list[core.Edit]:
    """Whose turn it is, and the step of that turn."""
    # Translators: an edit and its button; {player} is a name ("Red").
    turns = [core.Edit(i18n.say("{player} to move", player=player_name(colour)), (f"turn:{colour}",), _setting(turn=seat))
             for seat, colour in enumerate(state.players)]
    # Translators: an edit; {step} is the step of the turn ("buying from the market").
    steps = [core.Edit(i18n.say("Set the step of the turn: {step}", step=i18n._(PHASE_TEXT[phase])), (f"step:{phase}",), _stepping(phase))
             for phase in PHASES]
    return turns + steps


def _setting(**changes) -> Change:
    return _settling(lambda state: state.with_changes(**changes))


def _stepping(phase: str) -> Change:
    def change(state: State) -> State:
        split = state.split if state.split is not None else (SPLIT_START, ())
        return settled(state.with_changes(phase=phase, split=split if phase == "split" else None))
    return change


def split_edits(state: State) -> list[core.Edit]:
    """During a split 10: one step more or less left, and which of the mover's figures it has moved."""
    if state.phase != "split" or state.split is None:
        return []
    left, moved = state.split
    # Translators: an edit while the split 10 is shared out.
    edits = [core.Edit(i18n._("One step less left of the split 10"), ("split:less",), _split_steps(-1)),
             # Translators: an edit while the split 10 is shared out.
             core.Edit(i18n._("One step more left of the split 10"), ("split:more",), _split_steps(+1))]
    for fig in state.board.figure_ids(state.current):
        # Translators: an edit; {figure} is a figure ("red figure 2").
        label = (i18n.say("Mark {figure} as not moved by the split 10", figure=figure_name(fig)) if fig in moved else
                 # Translators: an edit; {figure} is a figure ("red figure 2").
                 i18n.say("Mark {figure} as moved by the split 10", figure=figure_name(fig)))
        edits.append(core.Edit(label, (f"split:{fig}",),
                               _toggling_moved(fig)))
    return [edit for edit in edits if _steps_after(edit.clicks, left) in range(1, SPLIT_STEPS)]


def _steps_after(clicks: tuple[str, ...], left: int) -> int:
    """The steps left after a split button (the figure buttons leave them as they are)."""
    return left + {("split:less",): -1, ("split:more",): +1}.get(clicks, 0)


def _split_steps(step: int) -> Change:
    return _settling(lambda state: state.with_changes(split=(state.split[0] + step, state.split[1])))


def _toggling_moved(fig: str) -> Change:
    def change(state: State) -> State:
        left, moved = state.split
        moved = tuple(other for other in moved if other != fig) if fig in moved else moved + (fig,)
        return settled(state.with_changes(split=(left, moved)))
    return change


def coin_edits(state: State) -> list[core.Edit]:
    """Click a player's coins on the board, then one coin more or one less."""
    edits = []
    for colour in state.players:
        # Translators: an edit; {colour} is a colour word ("red").
        edits.append(core.Edit(i18n.say("Give {colour} one coin more", colour=colour_word(colour)), (f"coins:{colour}", COIN_MORE), _paying(colour, +1)))
        if state.coins[colour] > 0:
            # Translators: an edit; {colour} is a colour word ("red").
            edits.append(core.Edit(i18n.say("Take one coin from {colour}", colour=colour_word(colour)), (f"coins:{colour}", COIN_LESS),
                                   _paying(colour, -1)))
    return edits


def _paying(colour: str, amount: int) -> Change:
    return _settling(lambda state: state.with_changes(coins={**state.coins, colour: state.coins[colour] + amount}))


def board_edits(state: State, set_up: SetUp) -> list[core.Edit]:
    """Empty, the starting position, and the starting position for another number of players."""
    # Translators: an edit (the button Empty).
    edits = [core.Edit(i18n._("Empty the board: every figure waiting, every card set aside, no coins"), (EMPTY,),
                       emptied),
             # Translators: an edit (the button Starting position).
             core.Edit(i18n._("Set up the starting position"), (START,), _starting(set_up, len(state.players)))]
    for count in PLAYER_COUNTS:
        if count != len(state.players):
            # Translators: an edit; {count} is 2, 3 or 4.
            edits.append(core.Edit(i18n.say_n("Set up the starting position for {count} player",
                                              "Set up the starting position for {count} players", count), (f"board:players-{count}",),
                                   _starting(set_up, count)))
    return edits


def variant_edits(state: State) -> list[core.Edit]:
    """Each of the rulebook's variants on or off (the figures follow: see ``figures_fitted``)."""
    edits = []
    for variant in VARIANTS:
        on = variant not in state.variants
        label = _variant_label(variant, on)
        edits.append(core.Edit(label, (f"variant:{variant}",), _toggling_variant(variant)))
    return edits


def _variant_label(variant: str, on: bool) -> str:
    name = i18n._(VARIANT_BUTTONS[variant])
    if variant == "mehr-schadenfreude" and on:
        # Translators: an edit; {variant} is the variant's name ("Mehr Schadenfreude").
        return i18n.say("Play with the variant {variant} (shields protect nothing)", variant=name)
    if variant == "mehr-schadenfreude":
        # Translators: an edit; {variant} is the variant's name ("Mehr Schadenfreude").
        return i18n.say("Play without the variant {variant} (shields protect nothing)", variant=name)
    if on:
        # Translators: an edit; {variant} is the variant's name ("4 statt 3").
        return i18n.say("Play with the variant {variant} (four figures each with four players): each colour's "
                        "fourth figure comes onto a waiting field", variant=name)
    # Translators: an edit; {variant} is the variant's name ("4 statt 3").
    return i18n.say("Play without the variant {variant} (four figures each with four players): each colour's "
                    "fourth figure leaves the board", variant=name)


def _toggling_variant(variant: str) -> Change:
    def change(state: State) -> State:
        return settled(figures_fitted(state.with_changes(variants=state.variants ^ {variant})))
    return change


def figures_fitted(state: State) -> State:
    """The figures of the draft's board: a figure the board lacks (the fourth of a colour without "4 statt 3")
    leaves it, a figure it gains comes onto a free waiting field of its colour, and a figure left on a field
    the board does not use goes to one.  A split under way forgets a figure that left."""
    board = state.board
    wanted = board.all_figure_ids()
    fields = board.location_keys()
    figures = {fig: where for fig, where in state.figures.items() if fig in wanted and where in fields}
    for fig in wanted:
        if fig not in figures:
            figures[fig] = _free_waiting_field(board, fig, set(figures.values()))
    split = state.split
    if split is not None:
        split = (split[0], tuple(fig for fig in split[1] if fig in figures))
    return state.with_changes(figures=figures, split=split)


def _free_waiting_field(board, fig: str, taken: set[str]) -> str:
    """The figure's own waiting field if free, else the first free one of its colour (there always is one)."""
    colour = colour_of_figure(fig)
    keys = [f"wait:{fig}"] + [f"wait:{colour}-{number}" for number in range(1, board.figures + 1)]
    return next(key for key in keys if key not in taken)


def _starting(set_up: SetUp, players: int) -> Change:
    """The game's own set-up (its shuffles drawn from the draft's generator), keeping the variants that fit."""
    def change(state: State) -> State:
        variants = [v for v in state.variants if v != "4-statt-3" or players == 4]
        return set_up(state.rng, players=players, variants=variants)
    return change


def emptied(state: State) -> State:
    """Every figure on its waiting field, the start cards in their colour's draw pile, the neutral cards in
    the neutral stack, no hand, no discard, an empty market, no coins; the turn stays."""
    players = state.players
    return state.with_changes(figures={fig: f"wait:{fig}" for fig in state.board.all_figure_ids()},
                              hands={c: () for c in players}, draws={c: start_card_ids(c) for c in players},
                              discards={c: () for c in players}, coins={c: 0 for c in players},
                              market=(None,) * MARKET_SIZE, neutral=NEUTRAL_CARD_IDS, box=box_for(players),
                              phase="play", bought=(), split=None, to_draw=0)


def edits(rules: type[core.Game], state: State) -> list[core.Edit]:
    """Every change the editor offers on ``state`` (``rules``: the game, whose set-up "Starting position" uses)."""
    return (board_edits(state, rules.initial_state) + variant_edits(state) + turn_edits(state) + split_edits(state)
            + coin_edits(state) + figure_edits(state) + card_edits(state) + drawn_card_edits(state))


# ------------------------------------------------------------------ the buttons
def edit_palette(state: State) -> Palette:
    """The editor's buttons, by group (the first one empties the board)."""
    # Translators: headings of the editor's button groups.
    groups = [(i18n.pgettext("HIT editor", "The board"), _board_buttons(state)),
              # Translators: a heading of the editor's button groups.
              (i18n.pgettext("HIT editor", "Variants"), _variant_buttons(state)),
              # Translators: a heading of the editor's button groups.
              (i18n._("Whose turn, and the step of the turn"), _turn_buttons(state))]
    if state.phase == "split" and state.split is not None:
        # Translators: a heading of the editor's buttons; {count} is the steps of the split 10 still to share out.
        groups.append((i18n.say_n("The split 10: {count} step left; figures it moved",
                                  "The split 10: {count} steps left; figures it moved", state.split[0]),
                       _split_buttons(state)))
    # Translators: a heading of the editor's button groups (the buttons +1 coin and −1 coin follow).
    groups += [(i18n._("Coins: click a player's coins on the board, then"), _coin_buttons()),
               # Translators: a heading of the editor's button groups (the places of cards follow).
               (i18n._("Cards: click one on the board, or its place; then where to"), _place_buttons(state)),
               # Translators: a heading of the editor's button groups (the kinds of cards follow).
               (i18n._("Which card (after clicking its place)"), _kind_buttons())]
    return groups


def _ticked(text: str, on: bool) -> str:
    return text + (" ✓" if on else "")


def _board_buttons(state: State) -> list[tuple[str, str]]:
    # Translators: the editor's button that sets up a game for {count} players.
    others = [(f"board:players-{count}", i18n.say_n("{count} player", "{count} players", count))
              for count in PLAYER_COUNTS if count != len(state.players)]
    # Translators: the editor's button that empties the board (locale/<lang>/ui-terms.md).
    return [(EMPTY, i18n._("Empty")),
            # Translators: the editor's button that sets up the starting position (locale/<lang>/ui-terms.md).
            (START, i18n._("Starting position")), *others]


def _variant_buttons(state: State) -> list[tuple[str, str]]:
    return [(f"variant:{variant}", _ticked(i18n._(VARIANT_BUTTONS[variant]), variant in state.variants))
            for variant in VARIANTS]


def _turn_buttons(state: State) -> list[tuple[str, str]]:
    turns = [(f"turn:{colour}", _ticked(player_name(colour), colour == state.current)) for colour in state.players]
    return turns + [(f"step:{phase}", _ticked(i18n._(STEP_BUTTONS[phase]), phase == state.phase)) for phase in PHASES]


def _split_buttons(state: State) -> list[tuple[str, str]]:
    moved = state.split[1]
    figures = [(f"split:{fig}", upper_first(figure_name(fig)) + (" ✓" if fig in moved else ""))
               for fig in state.board.figure_ids(state.current)]
    # Translators: the editor's buttons: one step of the split 10 less or more.
    return [("split:less", i18n._("−1 step")),
            # Translators: the editor's button: one step of the split 10 more.
            ("split:more", i18n._("+1 step")), *figures]


def _coin_buttons() -> list[tuple[str, str]]:
    # Translators: the editor's button that gives one coin more (locale/<lang>/ui-terms.md).
    return [(COIN_MORE, i18n._("+1 coin")),
            # Translators: the editor's button that takes one coin (locale/<lang>/ui-terms.md).
            (COIN_LESS, i18n._("−1 coin"))]


def _place_buttons(state: State) -> list[tuple[str, str]]:
    return [(f"pile:{place}", place_button(place)) for place in places(state)]


def _kind_buttons() -> list[tuple[str, str]]:
    return [(f"card:{kind}", i18n._(SHORT_NAMES[kind]) if kind in SHORT_NAMES else kind) for kind in KIND_BUTTON_ORDER]


# Translators: the editor's help under the board.
EDIT_HELP = N_("Click a figure, then an empty field. To move a card, click it on the board (a card of the large "
             "hand, of the market, or on top of a discard pile), or click where it lies and which card (below "
             "the board); then click where it goes. Click a player's coins, then +1 or −1. The other buttons set "
             "the variants, whose turn it is and the step of the turn.")
