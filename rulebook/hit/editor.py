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

from rulebook import core
from rulebook.hit.board import (
    HAND_SIZE,
    KINDS,
    MARKET_SIZE,
    NEUTRAL_CARD_IDS,
    PLAYER_COUNTS,
    VARIANTS,
    card_kind,
    card_owner,
    start_card_ids,
)
from rulebook.hit.movement import field_name, figure_name
from rulebook.hit.state import PHASE_TEXT, PHASES, State, box_for, colour_of_figure

Change = Callable[[State], State]
Palette = list[tuple[str, list[tuple[str, str]]]]

EMPTY = "board:empty"
START = "board:start"
COIN_MORE = "purse:more"
COIN_LESS = "purse:less"
PILES = ("hand", "draw", "discard")
PILE_WORDS = {"hand": "hand", "draw": "draw pile", "discard": "discard pile"}
SHARED_PLACES = ("market", "stack")
SHARED_WORDS = {"market": "the market", "stack": "the neutral stack"}
SHORT_NAMES = {"start-1": "1 or out", "start-6": "6 or out", "start-1to5": "1–5", "start-corner": "corner",
               "start-3coins": "3 +2 coins", "start-3or1back": "3 or ←1", "split-10": "split 10",
               "coins-3": "3 coins", "coins-5": "5 coins", "corners-1to3": "1-3 corners",
               "barrier-jump": "barrier", "start-jump": "start jump"}
STEP_BUTTONS = {"play": "Playing cards", "buy": "Buying", "split": "Split 10", "shield": "Shield choice"}
NUMBER_KINDS = ("4", "5", "6", "7", "8", "11")
_NAMED_KINDS = tuple(kind for kind in KINDS if kind not in NUMBER_KINDS)
_NUMBERS_AT = _NAMED_KINDS.index("corners-1to3") + 1
#: the palette's card buttons: the plain numbers after "1-3 corners" (so that the buttons fill three rows)
KIND_BUTTON_ORDER = _NAMED_KINDS[:_NUMBERS_AT] + NUMBER_KINDS + _NAMED_KINDS[_NUMBERS_AT:]
VARIANT_BUTTONS = {"mehr-schadenfreude": "Mehr Schadenfreude", "4-statt-3": "4 statt 3"}
VARIANT_EFFECTS = {"mehr-schadenfreude": "shields protect nothing",
                   "4-statt-3": "four figures each with four players"}
FOURTH_FIGURE = {True: "each colour's fourth figure comes onto a waiting field",
                 False: "each colour's fourth figure leaves the board"}
SPLIT_START = 5          # steps left when a split is set up in the editor (the players adjust it)
SPLIT_STEPS = KINDS["split-10"].steps
SetUp = Callable[..., State]     # the game's set-up: ``set_up(rng, players=…, variants=…)``


# ------------------------------------------------------------------ places of cards
def places(state: State) -> list[str]:
    """Every place a card can lie in, as the editor names it: 'red-hand', 'red-draw', …, 'market', 'stack'."""
    return [f"{colour}-{pile}" for colour in state.players for pile in PILES] + list(SHARED_PLACES)


def place_words(place: str) -> str:
    """'red-draw' → "red's draw pile"; 'stack' → 'the neutral stack'."""
    if place in SHARED_WORDS:
        return SHARED_WORDS[place]
    colour, pile = place.split("-")
    return f"{colour}'s {PILE_WORDS[pile]}"


def place_button(place: str) -> str:
    """The palette's text of a place: 'Red hand', 'Market', 'Stack' (the board shows how many cards it holds)."""
    if place in SHARED_PLACES:
        return place.capitalize()
    colour, pile = place.split("-")
    return f"{colour.capitalize()} {pile}"


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
    whose = f"{owner}'s" if owner else "the"
    return f"{whose} card '{card_kind(card).name}'"


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
                edits.append(core.Edit(f"Move {figure_name(fig)} to {field_name(key)}", (f"figure:{fig}", key),
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
                    label = f"Move {card_words(card)} from {place_words(source)} to {place_words(target)}"
                    edits.append(core.Edit(label, (f"pile:{source}", f"card:{kind}", f"pile:{target}"),
                                           _moving_card(source, card, target)))
    return edits


def _moving_card(source: str, card: str, target: str) -> Change:
    return _settling(lambda state: put_into(taken_from(state, source, card), target, card))


def drawn_cards(state: State) -> list[tuple[str, str, str, str]]:
    """The cards the board draws with a key of their own, as (key, place, card, where in words): the cards
    of the hand drawn large (the mover's), the market's cards, the top card of each discard pile."""
    mover = state.current
    cards = [(f"hand:{index}", f"{mover}-hand", card, f"card {index} of {mover}'s hand")
             for index, card in enumerate(state.hands[mover], start=1)]
    cards += [(f"market:{slot}", "market", card, f"market slot {slot}")
              for slot, card in enumerate(state.market, start=1) if card is not None]
    cards += [(f"discard:{colour}", f"{colour}-discard", state.discards[colour][0],
               f"the top of {colour}'s discard pile") for colour in state.players if state.discards[colour]]
    return cards


def drawn_card_edits(state: State) -> list[core.Edit]:
    """Click a card on the board, then the place it goes to (a second way next to the palette's three clicks)."""
    edits = []
    for key, source, card, where in drawn_cards(state):
        for target in places(state):
            if target != source and may_lie_in(card, target) and has_room(state, target):
                label = f"Move {card_words(card)} from {where} to {place_words(target)}"
                edits.append(core.Edit(label, (key, f"pile:{target}"), _moving_card(source, card, target)))
    return edits


def turn_edits(state: State) -> list[core.Edit]:
    """Whose turn it is, and the step of that turn."""
    turns = [core.Edit(f"{colour.capitalize()} to move", (f"turn:{colour}",), _setting(turn=seat))
             for seat, colour in enumerate(state.players)]
    steps = [core.Edit(f"Set the step of the turn: {PHASE_TEXT[phase]}", (f"step:{phase}",), _stepping(phase))
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
    edits = [core.Edit("One step less left of the split 10", ("split:less",), _split_steps(-1)),
             core.Edit("One step more left of the split 10", ("split:more",), _split_steps(+1))]
    for fig in state.board.figure_ids(state.current):
        done = "not moved" if fig in moved else "moved"
        edits.append(core.Edit(f"Mark {figure_name(fig)} as {done} by the split 10", (f"split:{fig}",),
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
        edits.append(core.Edit(f"Give {colour} one coin more", (f"coins:{colour}", COIN_MORE), _paying(colour, +1)))
        if state.coins[colour] > 0:
            edits.append(core.Edit(f"Take one coin from {colour}", (f"coins:{colour}", COIN_LESS),
                                   _paying(colour, -1)))
    return edits


def _paying(colour: str, amount: int) -> Change:
    return _settling(lambda state: state.with_changes(coins={**state.coins, colour: state.coins[colour] + amount}))


def board_edits(state: State, set_up: SetUp) -> list[core.Edit]:
    """Empty, the starting position, and the starting position for another number of players."""
    edits = [core.Edit("Empty the board: every figure waiting, every card set aside, no coins", (EMPTY,),
                       emptied),
             core.Edit("Set up the starting position", (START,), _starting(set_up, len(state.players)))]
    for count in PLAYER_COUNTS:
        if count != len(state.players):
            edits.append(core.Edit(f"Set up the starting position for {count} players", (f"board:players-{count}",),
                                   _starting(set_up, count)))
    return edits


def variant_edits(state: State) -> list[core.Edit]:
    """Each of the rulebook's variants on or off (the figures follow: see ``figures_fitted``)."""
    edits = []
    for variant in VARIANTS:
        on = variant not in state.variants
        label = (f"{'Play with' if on else 'Play without'} the variant {VARIANT_BUTTONS[variant]} "
                 f"({VARIANT_EFFECTS[variant]})")
        if variant == "4-statt-3":
            label += f": {FOURTH_FIGURE[on]}"
        edits.append(core.Edit(label, (f"variant:{variant}",), _toggling_variant(variant)))
    return edits


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
    groups = [("The board", _board_buttons(state)), ("Variants", _variant_buttons(state)),
              ("Whose turn, and the step of the turn", _turn_buttons(state))]
    if state.phase == "split" and state.split is not None:
        groups.append((f"The split 10: {state.split[0]} steps left; figures it moved", _split_buttons(state)))
    groups += [("Coins: click a player's coins on the board, then", _coin_buttons()),
               ("Cards: click one on the board, or its place; then where to", _place_buttons(state)),
               ("Which card (after clicking its place)", _kind_buttons())]
    return groups


def _ticked(text: str, on: bool) -> str:
    return text + (" ✓" if on else "")


def _board_buttons(state: State) -> list[tuple[str, str]]:
    others = [(f"board:players-{count}", f"{count} players") for count in PLAYER_COUNTS
              if count != len(state.players)]
    return [(EMPTY, "Empty"), (START, "Starting position"), *others]


def _variant_buttons(state: State) -> list[tuple[str, str]]:
    return [(f"variant:{variant}", _ticked(VARIANT_BUTTONS[variant], variant in state.variants))
            for variant in VARIANTS]


def _turn_buttons(state: State) -> list[tuple[str, str]]:
    turns = [(f"turn:{colour}", _ticked(colour.capitalize(), colour == state.current)) for colour in state.players]
    return turns + [(f"step:{phase}", _ticked(STEP_BUTTONS[phase], phase == state.phase)) for phase in PHASES]


def _split_buttons(state: State) -> list[tuple[str, str]]:
    moved = state.split[1]
    figures = [(f"split:{fig}", f"{fig.replace('-', ' ').capitalize()}" + (" ✓" if fig in moved else ""))
               for fig in state.board.figure_ids(state.current)]
    return [("split:less", "−1 step"), ("split:more", "+1 step"), *figures]


def _coin_buttons() -> list[tuple[str, str]]:
    return [(COIN_MORE, "+1 coin"), (COIN_LESS, "−1 coin")]


def _place_buttons(state: State) -> list[tuple[str, str]]:
    return [(f"pile:{place}", place_button(place)) for place in places(state)]


def _kind_buttons() -> list[tuple[str, str]]:
    return [(f"card:{kind}", SHORT_NAMES.get(kind, kind)) for kind in KIND_BUTTON_ORDER]


EDIT_HELP = ("Click a figure, then an empty field. To move a card, click it on the board (a card of the large "
             "hand, of the market, or on top of a discard pile), or click where it lies and which card (below "
             "the board); then click where it goes. Click a player's coins, then +1 or −1. The other buttons set "
             "the variants, whose turn it is and the step of the turn.")
