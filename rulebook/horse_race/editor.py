"""The horse race's position editor (issue 22): set up any moment of a race by clicks, as two players arguing
over a rule would set it up at the table.

What the editor changes, and the clicks that change it (``Game.edits`` lists them as :class:`core.Edit`):

- **Horses.**  Click a horse below the board, then a square: it stands there (a horse out of the race joins
  it there, with no tokens).  Or click a square, then another: a horse on the first one moves (several
  horses on it: the board asks which).  "Out of the race" as the second click takes a horse and its seat out
  (its tokens go back to the box).
- **Energy tokens.**  The 24 tokens are always somewhere: in the box (set aside, not in the game), the
  reserve, in front of a player, or face up on the discard (galloping or sleeping).  Click where a token
  comes from, then where it goes; "Rest to reserve" puts every token left in the box into the reserve.
- **Whose turn** and **what is pending** in the turn: the dice to choose, the blue or red dice chosen and
  about to be rolled, a jump waiting for its bet, or a bet about to be flipped (more or fewer tokens bet).
- **Empty** (every horse on the start, every token in the box) and **Set up as at the start**.

A draft need not be a position: ``Game.draft_problems`` lists what is wrong with it in the rules' words.
Changing where tokens are forgets what the history said about the faces of the hidden tokens (after a
rebuilt reserve): in the edited position every unseen token is as likely as any other to be galloping.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from rulebook import i18n
from rulebook.core import Edit
from rulebook.horse_race.course import (
    ALL_PLAYERS,
    FINISH,
    GALLOPING_TOKENS,
    SLEEPING_TOKENS,
    START,
    START_TOKENS,
    TOTAL_TOKENS,
    player_name,
    square_name,
)
from rulebook.horse_race.rules import State
from rulebook.i18n import N_, _

# the palette's keys (the board draws the squares' own keys: "square:12", "square:start", "square:finish")
EMPTY, SET_UP = "race:empty", "race:start"
OUT_OF_RACE = "race:out"
REST_TO_RESERVE = "tokens:fill"
BOX, RESERVE, GALLOPING, SLEEPING = "box", "reserve", "galloping", "sleeping"
SQUARES = tuple(range(START, FINISH + 1))

#: the decision or the luck pending in a turn, as the palette offers it: (key, button text)
PENDING = (
    # Translators: a button of the horse race editor: the player to move is to choose the dice.
    ("choose", N_("Choosing the dice")),
    # Translators: a button of the horse race editor: the blue dice (trot) are about to be rolled.
    ("trot", N_("Blue dice to roll")),
    # Translators: a button of the horse race editor: the red dice (gallop) are about to be rolled.
    ("gallop", N_("Red dice to roll")),
    # Translators: a button of the horse race editor: a jump waits for its bet.
    ("bet", N_("A jump to bet on")),
    # Translators: a button of the horse race editor: bet tokens are about to be flipped.
    ("flip", N_("A bet to flip")),
)


# ------------------------------------------------------------------ words
def _name(player: str) -> str:
    return player_name(player)


def _tokens(count: int) -> str:
    # Translators: {count} energy tokens inside a sentence of the horse race editor.
    return i18n.say_n("{count} token", "{count} tokens", count)


def _place_words(place: str) -> str:
    """Where a token is: 'the box', 'the reserve', "Yellow's tokens", 'the discard, galloping side up'."""
    if place == BOX:
        # Translators: where an energy token can be in the horse race editor (set aside, out of the game),
        # inside "Move a token from {origin} to {target}".
        return i18n.pgettext("horse race token place", "the box")
    if place == RESERVE:
        # Translators: where an energy token can be (the glossary's reserve), inside "Move a token from … to …".
        return i18n.pgettext("horse race token place", "the reserve")
    if place == GALLOPING:
        # Translators: where an energy token can be: discarded face up showing a galloping horse.
        return i18n.pgettext("horse race token place", "the discard, galloping horse up")
    if place == SLEEPING:
        # Translators: where an energy token can be: discarded face up showing a sleeping horse.
        return i18n.pgettext("horse race token place", "the discard, sleeping horse up")
    # Translators: where an energy token can be: in front of {player} ("Yellow").
    return i18n.say("{player}'s tokens", player=_name(place))


def square_key(square: int) -> str:
    return "square:start" if square == START else ("square:finish" if square == FINISH else f"square:{square}")


# ------------------------------------------------------------------ the tokens and where they are
def tokens_in_box(state: State) -> int:
    """The tokens set aside: the game's 24 less those in the reserve, in front of the players and discarded."""
    return TOTAL_TOKENS - state.reserve - sum(state.tokens) - sum(state.discard)


def token_places(state: State) -> dict[str, int]:
    """Every place a token can be, with how many it holds (the box first)."""
    return ({BOX: tokens_in_box(state), RESERVE: state.reserve} | dict(zip(state.players, state.tokens))
            | {GALLOPING: state.discard[0], SLEEPING: state.discard[1]})


def _room_in(state: State, place: str) -> bool:
    """Whether a token may go to ``place``: the discard shows no more galloping (or sleeping) horses than the
    game has."""
    if place == GALLOPING:
        return state.discard[0] < GALLOPING_TOKENS
    if place == SLEEPING:
        return state.discard[1] < SLEEPING_TOKENS
    return True


def _with_count(state: State, place: str, count: int) -> State:
    """``state`` with ``count`` tokens in ``place`` (the box is what is left over); what the history said about
    the hidden tokens' faces no longer holds."""
    if place == RESERVE:
        state = replace(state, reserve=count)
    elif place == GALLOPING:
        state = replace(state, discard=(count, state.discard[1]))
    elif place == SLEEPING:
        state = replace(state, discard=(state.discard[0], count))
    elif place != BOX:
        seat = state.seat(place)
        state = replace(state, tokens=state.tokens[:seat] + (count,) + state.tokens[seat + 1:])
    return replace(state, token_history=())


def _moving_token(origin: str, target: str, count: int = 1) -> Callable[[State], State]:
    def change(state: State) -> State:
        places = token_places(state)
        state = _with_count(state, origin, places[origin] - count)
        return _with_count(state, target, places[target] + count)
    return change


def _token_edits(state: State) -> list[Edit]:
    places = token_places(state)
    edits = []
    for origin, count in places.items():
        if count == 0:
            continue
        for target in places:
            if target != origin and _room_in(state, target):
                # Translators: an edit of the horse race editor; {origin} and {target} are places of energy
                # tokens ("the box", "the reserve", "Yellow's tokens").
                edits.append(Edit(i18n.say("Move a token from {origin} to {target}", origin=_place_words(origin),
                                           target=_place_words(target)),
                                  (f"tokens:{origin}", f"tokens:{target}"), _moving_token(origin, target)))
    box = places[BOX]
    if box:
        # Translators: an edit of the horse race editor; {count} energy tokens are in the box.
        edits.append(Edit(i18n.say_n("Put the {count} token left in the box into the reserve",
                                     "Put the {count} tokens left in the box into the reserve", box),
                          (REST_TO_RESERVE,), _moving_token(BOX, RESERVE, box)))
    return edits


# ------------------------------------------------------------------ the horses
def _placing(seat: int, square: int) -> Callable[[State], State]:
    def change(state: State) -> State:
        return replace(state, squares=state.squares[:seat] + (square,) + state.squares[seat + 1:])
    return change


def _joining(player: str, square: int) -> Callable[[State], State]:
    """``player`` joins the race on ``square`` with no tokens, in its seat's place in the order of play."""
    def change(state: State) -> State:
        seat = sum(ALL_PLAYERS.index(other) < ALL_PLAYERS.index(player) for other in state.players)
        return replace(state, players=state.players[:seat] + (player,) + state.players[seat:],
                       squares=state.squares[:seat] + (square,) + state.squares[seat:],
                       tokens=state.tokens[:seat] + (0,) + state.tokens[seat:],
                       turn=state.turn + (seat <= state.turn), token_history=())
    return change


def _leaving(seat: int) -> Callable[[State], State]:
    """The horse of ``seat`` leaves the race; its tokens go back to the box, the turn stays with the same
    player (or passes to the next one, if the leaving player had it)."""
    def change(state: State) -> State:
        players = state.players[:seat] + state.players[seat + 1:]
        turn = state.turn - (seat < state.turn)
        return replace(state, players=players, squares=state.squares[:seat] + state.squares[seat + 1:],
                       tokens=state.tokens[:seat] + state.tokens[seat + 1:], turn=turn % len(players),
                       token_history=())
    return change


def _horse_edits(state: State) -> list[Edit]:
    edits = []
    for seat, (player, at) in enumerate(zip(state.players, state.squares)):
        horse = f"horse:{player}"
        for square in SQUARES:
            if square != at:
                edits.append(Edit(_put_words(player, square), (horse, square_key(square)), _placing(seat, square)))
                # Translators: an edit of the horse race editor; {player} is "Yellow", {origin} and {target}
                # squares' names ("square 3", "the start", "past the finish line").
                edits.append(Edit(i18n.say("Move {player}'s horse from {origin} to {target}", player=_name(player),
                                           origin=square_name(at), target=square_name(square)),
                                  (square_key(at), square_key(square)), _placing(seat, square)))
        if len(state.players) > 1:
            # Translators: an edit of the horse race editor: {player} leaves the race, its energy tokens go to the
            # box.
            edits.append(Edit(i18n.say("Take {player} out of the race, with the tokens back in the box",
                                       player=_name(player)), (horse, OUT_OF_RACE), _leaving(seat)))
    return edits


def _put_words(player: str, square: int) -> str:
    if square == FINISH:
        # Translators: an edit of the horse race editor; {player}'s horse is put past the finish line.
        return i18n.say("Put {player}'s horse past the finish line", player=_name(player))
    # Translators: an edit of the horse race editor; {player}'s horse is put on {square} ("square 3", "the start").
    return i18n.say("Put {player}'s horse on {square}", player=_name(player), square=square_name(square))


def _join_words(player: str, square: int) -> str:
    if square == FINISH:
        # Translators: an edit of the horse race editor; {player} joins the race past the finish line.
        return i18n.say("{player} joins the race past the finish line", player=_name(player))
    # Translators: an edit of the horse race editor; {player} joins the race on {square} ("square 3", "the start").
    return i18n.say("{player} joins the race on {square}", player=_name(player), square=square_name(square))


def _joining_edits(state: State) -> list[Edit]:
    return [Edit(_join_words(player, square), (f"horse:{player}", square_key(square)), _joining(player, square))
            for player in ALL_PLAYERS if player not in state.players for square in SQUARES]


# ------------------------------------------------------------------ whose turn, what is pending
def _turn_to(seat: int) -> Callable[[State], State]:
    return lambda state: replace(state, turn=seat)


def _pending(phase: str, dice: str | None = None, bet: int = 0) -> Callable[[State], State]:
    return lambda state: replace(state, phase=phase, dice=dice, bet=bet)


def pending_key(state: State) -> str:
    """The palette key of what is pending in ``state``'s turn."""
    if state.phase == "roll":
        return "trot" if state.dice == "blue" else "gallop"
    return state.phase


def pending_words(state: State) -> str:
    """What is pending, in words: "Yellow chose to gallop: the red dice are to be rolled"."""
    mover, key = _name(state.mover), pending_key(state)
    if key == "choose":
        # Translators: what is pending in the horse race editor (an edit and the board's note); {player} is "Yellow".
        return i18n.say("{player} is to choose trot or gallop", player=mover)
    if key == "trot":
        # Translators: what is pending in the horse race editor; {player} chose to trot.
        return i18n.say("{player} chose to trot: the blue dice are to be rolled", player=mover)
    if key == "gallop":
        # Translators: what is pending in the horse race editor; {player} chose to gallop.
        return i18n.say("{player} chose to gallop: the red dice are to be rolled", player=mover)
    if key == "bet":
        # Translators: what is pending in the horse race editor; {player} rolled the obstacle jump.
        return i18n.say("{player} rolled a jump and is to bet on it", player=mover)
    # Translators: what is pending in the horse race editor; {player} bet {count} energy tokens on the jump.
    return i18n.say_n("{player} bet {count} token on the jump: they are to be flipped",
                      "{player} bet {count} tokens on the jump: they are to be flipped", state.bet, player=mover)


def _turn_edits(state: State) -> list[Edit]:
    # Translators: an edit of the horse race editor: it becomes {player}'s turn.
    edits = [Edit(i18n.say("{player} to move", player=_name(player)), (f"turn:{player}",), _turn_to(seat))
             for seat, player in enumerate(state.players) if seat != state.turn]
    changes = {"choose": _pending("choose"), "trot": _pending("roll", "blue"), "gallop": _pending("roll", "red"),
               "bet": _pending("bet"), "flip": _pending("flip", bet=1)}
    for key, change in changes.items():
        if key != pending_key(state):
            edits.append(Edit(pending_words(change(state)), (f"pending:{key}",), change))
    return edits + _bet_size_edits(state)


def _bet_size_edits(state: State) -> list[Edit]:
    """While a bet is to be flipped: one token more (up to the mover's tokens) or one fewer (at least 1)."""
    if state.phase != "flip":
        return []
    edits = []
    if state.bet < max(1, state.tokens[state.turn]):
        edits.append(Edit(_bets_instead(state.mover, state.bet + 1), ("pending:more",),
                          _pending("flip", bet=state.bet + 1)))
    if state.bet > 1:
        edits.append(Edit(_bets_instead(state.mover, state.bet - 1), ("pending:fewer",),
                          _pending("flip", bet=state.bet - 1)))
    return edits


def _bets_instead(player: str, bet: int) -> str:
    # Translators: an edit of the horse race editor: {player} bets {count} energy tokens on the jump instead.
    return i18n.say_n("{player} bets {count} token instead", "{player} bets {count} tokens instead", bet,
                      player=_name(player))


# ------------------------------------------------------------------ the whole race
def emptied(state: State) -> State:
    """Every horse on the start, every token in the box, the first seat to choose its dice."""
    count = len(state.players)
    return replace(state, squares=(START,) * count, tokens=(0,) * count, reserve=0, discard=(0, 0), turn=0,
                   phase="choose", dice=None, bet=0, token_history=())


def set_up(state: State) -> State:
    """EN 'Game set-up' for the seats in the race (at least two): horses on the start, 2 tokens each, the rest
    in the reserve, the first seat begins."""
    players = state.players if len(state.players) > 1 else ALL_PLAYERS[:2]
    count = len(players)
    return replace(emptied(state), players=players, squares=(START,) * count, tokens=(START_TOKENS,) * count,
                   reserve=TOTAL_TOKENS - START_TOKENS * count)


def _whole_race_edits(_state: State) -> list[Edit]:
    # Translators: an edit of the horse race editor (the button "Empty").
    empty = _("Put every horse on the start and every token in the box")
    # Translators: an edit of the horse race editor (the button "Set up as at the start").
    start = _("Set up the race as at the start")
    return [Edit(empty, (EMPTY,), emptied), Edit(start, (SET_UP,), set_up)]


def edits(_rules: type, state: State) -> list[Edit]:
    """Every change the editor offers on the draft ``state``."""
    return (_whole_race_edits(state) + _horse_edits(state) + _joining_edits(state) + _token_edits(state)
            + _turn_edits(state))


# ------------------------------------------------------------------ the palette
def _tick(chosen: bool) -> str:
    return " ✓" if chosen else ""


def _horse_buttons(state: State) -> list[tuple[str, str]]:
    # Translators: a button of the horse race editor: {player}'s horse is not in the race.
    buttons = [(f"horse:{player}", _name(player) if player in state.players else i18n.say("{player} (out)",
                                                                                          player=_name(player)))
               for player in ALL_PLAYERS]
    # Translators: a button of the horse race editor: take a horse out of the race.
    return buttons + ([(OUT_OF_RACE, _("Out of the race"))] if len(state.players) > 1 else [])


def _place_button(place: str, count: int) -> str:
    if place == BOX:
        # Translators: a button of the horse race editor: the box of energy tokens set aside, with {count} in it.
        return i18n.say_n("Box {count}", "Box {count}", count)
    if place == RESERVE:
        # Translators: a button of the horse race editor: the reserve (the glossary's word) with {count} tokens.
        return i18n.say_n("Reserve {count}", "Reserve {count}", count)
    if place == GALLOPING:
        # Translators: a button of the horse race editor: {count} discarded tokens showing a galloping horse.
        return i18n.say_n("Discard galloping {count}", "Discard galloping {count}", count)
    if place == SLEEPING:
        # Translators: a button of the horse race editor: {count} discarded tokens showing a sleeping horse.
        return i18n.say_n("Discard sleeping {count}", "Discard sleeping {count}", count)
    # Translators: a button of the horse race editor: {player}'s energy tokens, {count} of them.
    return i18n.say_n("{player} {count}", "{player} {count}", count, player=_name(place))


def _token_buttons(state: State) -> list[tuple[str, str]]:
    buttons = [(f"tokens:{place}", _place_button(place, count)) for place, count in token_places(state).items()]
    # Translators: a button of the horse race editor: every token left in the box goes into the reserve.
    return buttons + ([(REST_TO_RESERVE, _("Rest to reserve"))] if tokens_in_box(state) else [])


def _pending_buttons(state: State) -> list[tuple[str, str]]:
    now = pending_key(state)
    buttons = [(f"pending:{key}", _pending_text(key, text, state.bet if key == "flip" and now == "flip" else 0)
                + _tick(key == now)) for key, text in PENDING]
    # Translators: a button of the horse race editor: one energy token more bet on the jump.
    more = _("Bet +1")
    # Translators: a button of the horse race editor: one energy token fewer bet on the jump.
    fewer = _("Bet −1")
    texts = {"pending:more": more, "pending:fewer": fewer}
    return buttons + [(edit.clicks[0], texts[edit.clicks[0]]) for edit in _bet_size_edits(state)]


def _pending_text(key: str, text: str, bet: int) -> str:
    if bet:
        # Translators: the horse race editor's button "A bet to flip" once chosen; {count} energy tokens are bet.
        return i18n.say_n("A bet to flip of {count}", "A bet to flip of {count}", bet)
    return _(text)


def edit_palette(state: State) -> list[tuple[str, list[tuple[str, str]]]]:
    turns = [(f"turn:{player}", _name(player) + _tick(seat == state.turn)) for seat, player in enumerate(state.players)]
    # Translators: the horse race editor's palette, the button that empties the board.
    empty = _("Empty")
    # Translators: the horse race editor's palette: the race as the rules set it up.
    start = _("Set up as at the start")
    headings = (
                # Translators: a heading of the horse race editor's palette, above Empty and Set up.
                _("The race"),
                # Translators: a heading of the horse race editor's palette, above the horses' buttons.
                _("Horses: click one, then a square"),
                # Translators: a heading of the horse race editor's palette.
                _("Energy tokens: click where one is, then where it goes"),
                # Translators: a heading of the horse race editor's palette.
                _("Whose turn"),
                # Translators: a heading of the horse race editor's palette.
                _("What is pending in the turn"))
    return [(headings[0], [(EMPTY, empty), (SET_UP, start)]),
            (headings[1], _horse_buttons(state)),
            (headings[2], _token_buttons(state)),
            (headings[3], turns),
            (headings[4], _pending_buttons(state))]


# Translators: the horse race editor's help, said when a click changes nothing.
EDIT_HELP = N_("Click a horse below the board and then a square (or a square and then another square) to move a "
             "horse; click where an energy token is and then where it goes; the buttons below set whose turn it "
             "is and what is pending in the turn.")
