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

from rulebook.core import Edit
from rulebook.horse_race.course import (
    ALL_PLAYERS,
    FINISH,
    GALLOPING_TOKENS,
    SLEEPING_TOKENS,
    START,
    START_TOKENS,
    TOTAL_TOKENS,
    square_name,
)
from rulebook.horse_race.rules import State

# the palette's keys (the board draws the squares' own keys: "square:12", "square:start", "square:finish")
EMPTY, SET_UP = "race:empty", "race:start"
OUT_OF_RACE = "race:out"
REST_TO_RESERVE = "tokens:fill"
BOX, RESERVE, GALLOPING, SLEEPING = "box", "reserve", "galloping", "sleeping"
SQUARES = tuple(range(START, FINISH + 1))

#: the decision or the luck pending in a turn, as the palette offers it: (key, button text)
PENDING = (("choose", "Choosing the dice"), ("trot", "Blue dice to roll"), ("gallop", "Red dice to roll"),
           ("bet", "A jump to bet on"), ("flip", "A bet to flip"))


# ------------------------------------------------------------------ words
def _name(player: str) -> str:
    return player.capitalize()


def _tokens(count: int) -> str:
    return f"{count} token{'' if count == 1 else 's'}"


def _on(square: int) -> str:
    """'on square 12', 'on the start', 'past the finish line'."""
    return square_name(square) if square == FINISH else f"on {square_name(square)}"


def _place_words(place: str) -> str:
    """Where a token is: 'the box', 'the reserve', "Yellow's tokens", 'the discard, galloping side up'."""
    if place in (BOX, RESERVE):
        return f"the {place}"
    if place in (GALLOPING, SLEEPING):
        return f"the discard, {place} horse up"
    return f"{_name(place)}'s tokens"


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
                edits.append(Edit(f"Move a token from {_place_words(origin)} to {_place_words(target)}",
                                  (f"tokens:{origin}", f"tokens:{target}"), _moving_token(origin, target)))
    box = places[BOX]
    if box:
        edits.append(Edit(f"Put the {_tokens(box)} left in the box into the reserve", (REST_TO_RESERVE,),
                          _moving_token(BOX, RESERVE, box)))
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
                edits.append(Edit(f"Put {_name(player)}'s horse {_on(square)}", (horse, square_key(square)),
                                  _placing(seat, square)))
                edits.append(Edit(f"Move {_name(player)}'s horse from {square_name(at)} to {square_name(square)}",
                                  (square_key(at), square_key(square)), _placing(seat, square)))
        if len(state.players) > 1:
            edits.append(Edit(f"Take {_name(player)} out of the race, with the tokens back in the box",
                              (horse, OUT_OF_RACE), _leaving(seat)))
    return edits


def _joining_edits(state: State) -> list[Edit]:
    return [Edit(f"{_name(player)} joins the race {_on(square)}", (f"horse:{player}", square_key(square)),
                 _joining(player, square))
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
    mover = _name(state.mover)
    return {"choose": f"{mover} is to choose trot or gallop",
            "trot": f"{mover} chose to trot: the blue dice are to be rolled",
            "gallop": f"{mover} chose to gallop: the red dice are to be rolled",
            "bet": f"{mover} rolled a jump and is to bet on it",
            "flip": f"{mover} bet {_tokens(state.bet)} on the jump: they are to be flipped"}[pending_key(state)]


def _turn_edits(state: State) -> list[Edit]:
    edits = [Edit(f"{_name(player)} to move", (f"turn:{player}",), _turn_to(seat))
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
        edits.append(Edit(f"{_name(state.mover)} bets {_tokens(state.bet + 1)} instead", ("pending:more",),
                          _pending("flip", bet=state.bet + 1)))
    if state.bet > 1:
        edits.append(Edit(f"{_name(state.mover)} bets {_tokens(state.bet - 1)} instead", ("pending:fewer",),
                          _pending("flip", bet=state.bet - 1)))
    return edits


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
    return [Edit("Put every horse on the start and every token in the box", (EMPTY,), emptied),
            Edit("Set up the race as at the start", (SET_UP,), set_up)]


def edits(_rules: type, state: State) -> list[Edit]:
    """Every change the editor offers on the draft ``state``."""
    return (_whole_race_edits(state) + _horse_edits(state) + _joining_edits(state) + _token_edits(state)
            + _turn_edits(state))


# ------------------------------------------------------------------ the palette
def _tick(chosen: bool) -> str:
    return " ✓" if chosen else ""


def _horse_buttons(state: State) -> list[tuple[str, str]]:
    buttons = [(f"horse:{player}", _name(player) + ("" if player in state.players else " (out)"))
               for player in ALL_PLAYERS]
    return buttons + ([(OUT_OF_RACE, "Out of the race")] if len(state.players) > 1 else [])


def _token_buttons(state: State) -> list[tuple[str, str]]:
    names = {BOX: "Box", RESERVE: "Reserve", GALLOPING: "Discard galloping", SLEEPING: "Discard sleeping"}
    buttons = [(f"tokens:{place}", f"{names.get(place, _name(place))} {count}")
               for place, count in token_places(state).items()]
    return buttons + ([(REST_TO_RESERVE, "Rest to reserve")] if tokens_in_box(state) else [])


def _pending_buttons(state: State) -> list[tuple[str, str]]:
    now = pending_key(state)
    buttons = [(f"pending:{key}", text + (f" of {state.bet}" if key == "flip" and now == "flip" else "") + _tick(
        key == now)) for key, text in PENDING]
    texts = {"pending:more": "Bet +1", "pending:fewer": "Bet −1"}
    return buttons + [(edit.clicks[0], texts[edit.clicks[0]]) for edit in _bet_size_edits(state)]


def edit_palette(state: State) -> list[tuple[str, list[tuple[str, str]]]]:
    turns = [(f"turn:{player}", _name(player) + _tick(seat == state.turn)) for seat, player in enumerate(state.players)]
    return [("The race", [(EMPTY, "Empty"), (SET_UP, "Set up as at the start")]),
            ("Horses: click one, then a square", _horse_buttons(state)),
            ("Energy tokens: click where one is, then where it goes", _token_buttons(state)),
            ("Whose turn", turns),
            ("What is pending in the turn", _pending_buttons(state))]


EDIT_HELP = ("Click a horse below the board and then a square (or a square and then another square) to move a "
             "horse; click where an energy token is and then where it goes; the buttons below set whose turn it "
             "is and what is pending in the turn.")
