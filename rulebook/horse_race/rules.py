"""The horse race's turn: the state, positions, decisions, chance points, explanations, the Game session.

A turn: the player to move chooses the blue dice (trot) or the red dice (gallop) — a decision; the two
dice of that colour are rolled — a chance point; the movement die is applied, then the effect die.  A
red jump asks for a bet — a decision — and the bet tokens are flipped — a chance point.

Nobody ever sees a token before it is bet, so a state holds no hidden faces for anyone to peek at: a
player's tokens and the reserve are counts, and ``token_history`` is the public history of the hidden
tokens since the reserve was first rebuilt from the discard (before it the counts say everything).  What
it says about their faces (``knowledge``, a table of possibilities, see ``knowledge.py``) is computed from
it when odds are asked, and a flip's odds follow from it exactly, as in the physical game.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from fractions import Fraction
from functools import lru_cache

from rulebook import citations, core, i18n
from rulebook.core import CHANCE, InvalidPosition, Move, Outcome, Rng, shown
from rulebook.horse_race import knowledge as hidden_tokens
from rulebook.horse_race.course import (
    ALL_PLAYERS,
    COLOUR_OF_GAIT,
    COURSE,
    FINISH,
    GAIT,
    GALLOPING_TOKENS,
    LANDING,
    PLAYER_COUNTS,
    PUDDLE,
    PUDDLE_BEHIND,
    ROLL_ODDS,
    SLEEPING_TOKENS,
    START,
    START_TOKENS,
    SYMBOLS,
    TOTAL_TOKENS,
    dice_name,
    effect_kind,
    player_name,
    player_names,
    square_name,
    symbol_name,
)
from rulebook.i18n import N_, _

PHASES = ("choose", "roll", "bet", "flip")


def phase_text(phase: str) -> str:
    """What the rule asks in ``phase``, as the end of a sentence ("now Yellow must …", "Luck decides: …")."""
    if phase == "choose":
        # Translators: the horse race, what the player must do now, the end of "now Yellow must …"; trot and
        # gallop are the glossary's words, blue and red the dice's colours.
        return _("choose the dice: trot (blue) or gallop (red)")
    if phase == "roll":
        # Translators: the horse race, what happens now (after "Luck decides:").
        return _("the dice are rolled")
    if phase == "bet":
        # Translators: the horse race, what the player must do now, the end of "now Yellow must …".
        return _("the red effect die shows a jump: bet energy tokens on it")
    # Translators: the horse race, what happens now (after "Luck decides:"): the tokens bet on a jump are
    # turned over.
    return _("the bet tokens are flipped")
FIXED_RNG = Rng(0)   # for states built by hand (tests, the explorer's checks)
SYMBOL_INDEX = {symbol: index for index, symbol in enumerate(SYMBOLS)}


# ================================================================ the state
@dataclass(frozen=True)
class State:
    """Everything about a moment of the race; every value is public except the generator.

    ``squares`` and ``tokens`` are per seat (in ``players`` order); ``discard`` counts the face-up
    tokens (galloping, sleeping); ``turn`` is the seat whose turn it is; ``dice`` is the colour
    chosen (phase "roll" only) and ``bet`` the tokens bet (phase "flip" only, else 0).
    ``token_history`` is what happened to the hidden tokens since the reserve was first rebuilt from the
    discard (empty before); ``knowledge`` what it says about their faces (None while every hidden token
    is alike), computed once per history.
    """

    players: tuple[str, ...]
    squares: tuple[int, ...]
    tokens: tuple[int, ...]
    reserve: int
    discard: tuple[int, int]
    turn: int = 0
    phase: str = "choose"
    dice: str | None = None
    bet: int = 0
    rng: Rng = FIXED_RNG
    token_history: hidden_tokens.TokenHistory = ()

    @property
    def knowledge(self) -> hidden_tokens.Knowledge:
        return hidden_tokens.known(self.token_history)[0]

    @property
    def mover(self) -> str:
        """The player whose turn it is."""
        return self.players[self.turn]

    def seat(self, player: str) -> int:
        return self.players.index(player)


def unseen_tokens(state: State) -> tuple[int, int]:
    """(galloping, sleeping) among the tokens nobody has seen: in the reserve and in front of the players."""
    return GALLOPING_TOKENS - state.discard[0], SLEEPING_TOKENS - state.discard[1]


def pile_sizes(state: State) -> tuple[int, ...]:
    """How many hidden tokens each pile holds: the reserve, then each seat's tokens."""
    return (state.reserve,) + state.tokens


def flip_odds(state: State, bet: int, seat: int | None = None) -> list[tuple[int, Fraction]]:
    """Every (galloping horses shown, exact probability) when ``bet`` of the tokens of ``seat`` (the mover
    unless given) are flipped, from what the public history says about them (EN 'How to play')."""
    seat = state.turn if seat is None else seat
    return list(_flip_odds(state.token_history, unseen_tokens(state), seat, state.tokens[seat], bet))


@lru_cache(maxsize=4096)
def _flip_odds(history: hidden_tokens.TokenHistory, hidden: tuple[int, int], seat: int, size: int, bet: int
               ) -> tuple[tuple[int, Fraction], ...]:
    """The odds of a flip, once per history (the knowledge it leads to holds long fractions, slow to compare)."""
    return hidden_tokens.flip_odds(hidden_tokens.known(history)[0], hidden, hidden_tokens.pool_of(seat), size, bet)


def jump_chance(state: State, bet: int, seat: int | None = None) -> Fraction:
    """The exact chance that a jump with ``bet`` tokens of ``seat`` (the mover unless given) succeeds: at
    least one galloping horse among them."""
    return 1 - dict(flip_odds(state, bet, seat)).get(0, Fraction(0))


def expected_galloping(state: State, seat: int) -> Fraction:
    """How many galloping horses the tokens of ``seat`` hold on average, from the public history."""
    if state.knowledge is None:
        galloping, sleeping = unseen_tokens(state)
        return Fraction(galloping * state.tokens[seat], galloping + sleeping) if galloping + sleeping else Fraction(0)
    return sum((count * chance for count, chance in
                hidden_tokens.galloping_in(state.knowledge, hidden_tokens.pool_of(seat))), Fraction(0))


def finished(state: State) -> tuple[str, ...]:
    """The players whose horse is past the finish line."""
    return tuple(player for player, square in zip(state.players, state.squares) if square == FINISH)


# ================================================================ set-up
def initial_state(rng: Rng, players: int = 4) -> State:
    """EN 'Game set-up': the shuffled reserve carrot side up, 2 unseen tokens each, horses on the start.

    The reserve is only counted: its tokens are unseen, so shuffling it changes nothing anyone knows.
    """
    count = check_player_count(players)
    seats = ALL_PLAYERS[:count]
    # Rule note: the youngest player begins; the rules cannot know ages, so the first seat (yellow) begins.
    return State(players=seats, squares=(START,) * count, tokens=(START_TOKENS,) * count,
                 reserve=TOTAL_TOKENS - START_TOKENS * count, discard=(0, 0), rng=rng)


def check_player_count(players) -> int:
    if isinstance(players, bool) or players not in PLAYER_COUNTS:
        # Translators: the error when a horse race is asked for with a wrong number of players; {low} and {high}
        # are 2 and 4, {given} what was asked for.
        raise ValueError(i18n.say("The horse race is played by {low} to {high} players, not {given}.",
                                  low=min(PLAYER_COUNTS), high=max(PLAYER_COUNTS), given=shown(players)))
    return players


# ================================================================ the turn
def _next_turn(state: State, squares, tokens, reserve: int, discard: tuple[int, int], token_events=()) -> State:
    """The turn passes to the next player (clockwise = seat order), after ``token_events`` (see
    ``knowledge.TokenHistory``) happened to the hidden tokens."""
    history = hidden_tokens.recorded(state.token_history, (pile_sizes(state), state.discard), token_events)
    return replace(state, squares=tuple(squares), tokens=tuple(tokens), reserve=reserve, discard=discard,
                   turn=(state.turn + 1) % len(state.players), phase="choose", dice=None, bet=0,
                   token_history=history)


def take_tokens(count: int, reserve: int, discard: tuple[int, int]) -> tuple[int, int, tuple[int, int]]:
    """Take ``count`` tokens from the reserve: (tokens taken, reserve, discard) afterwards.

    EN 'How to play': an empty reserve is rebuilt from the discard, turned carrot side up and
    shuffled; with both empty, the player takes nothing more.
    """
    taken = min(count, reserve)
    reserve -= taken
    # Rule note: the reserve is rebuilt when a token must be taken from it and it is empty (not as soon
    # as it runs empty), so discarded tokens stay face up until they are needed.
    if taken < count and discard != (0, 0):
        reserve, discard = discard[0] + discard[1], (0, 0)
        more = min(count - taken, reserve)
        taken, reserve = taken + more, reserve - more
    # Rule note: with the reserve and the discard both empty, the tokens still owed are not gained
    # (the rare case of EN 'How to play'); the tokens already taken are kept.
    return taken, reserve, discard


# One function per kind of effect face: (state, seat, landing square, n) -> the state after the effect.
def _gain(state: State, seat: int, landing: int, count: int) -> State:
    """Blue effect: move, then take 1, 2 or 3 tokens from the reserve without looking."""
    taken, reserve, discard = take_tokens(count, state.reserve, state.discard)
    squares, tokens = list(state.squares), list(state.tokens)
    squares[seat], tokens[seat] = landing, tokens[seat] + taken
    return _next_turn(state, squares, tokens, reserve, discard, _gain_events(state, seat, count, taken))


def _gain_events(state: State, seat: int, count: int, taken: int) -> list[tuple]:
    """What happens to the hidden tokens when ``seat`` takes ``taken`` of the ``count`` tokens it gains: the
    reserve's tokens, then (if it ran empty) the reserve rebuilt from the discard and more of its tokens."""
    before_rebuild = min(count, state.reserve)
    events = [("take", seat, before_rebuild)] if before_rebuild else []
    if count > state.reserve and state.discard != (0, 0):
        events.append(("rebuild",))
        if taken > before_rebuild:
            events.append(("take", seat, taken - before_rebuild))
    return events


def _pay(state: State, seat: int, landing: int, cost: int) -> State:
    """Red -1 / -2: pay that many tokens back into the reserve to keep the move; else it is cancelled."""
    squares, tokens = list(state.squares), list(state.tokens)
    reserve = state.reserve
    # Rule note: a player who cannot pay the whole cost pays nothing and the move is cancelled: the horse
    # turns round and goes back to the square it started from (EN 'How to play', NB).
    events = []
    if tokens[seat] >= cost:
        # Rule note (unseen-tokens-are-counts): the paid tokens are any of the player's (nobody can tell
        # them apart) and they join the reserve's pile.
        events.append(("pay", seat, cost))
        squares[seat], tokens[seat], reserve = landing, tokens[seat] - cost, reserve + cost
    return _next_turn(state, squares, tokens, reserve, state.discard, events)


def _blank(state: State, seat: int, landing: int, _n: int) -> State:
    """Red blank face: no constraint, the horse keeps its move."""
    squares = list(state.squares)
    squares[seat] = landing
    return _next_turn(state, squares, state.tokens, state.reserve, state.discard)


def _jump(state: State, seat: int, landing: int, _n: int) -> State:
    """Red jump: the horse moves, then its player bets at least one token; with none the move is cancelled."""
    if state.tokens[seat] == 0:
        return _next_turn(state, state.squares, state.tokens, state.reserve, state.discard)
    squares = list(state.squares)
    squares[seat] = landing
    return replace(state, squares=tuple(squares), phase="bet", dice=None)


EFFECTS = {"gain": _gain, "pay": _pay, "blank": _blank, "jump": _jump}


def roll_result(state: State, colour: str, symbol: str, face: str) -> State:
    """The state after the ``colour`` dice show ``symbol`` and ``face``: movement first, then the effect."""
    seat = state.turn
    landing = LANDING[colour][state.squares[seat]][SYMBOL_INDEX[symbol]]
    kind, number = effect_kind(face)
    return EFFECTS[kind](state, seat, landing, number)


def flip_result(state: State, galloping: int, sleeping: int) -> State:
    """The bet tokens show their faces and are discarded; with only sleeping horses the horse goes back."""
    seat = state.turn
    squares, tokens = list(state.squares), list(state.tokens)
    tokens[seat] -= galloping + sleeping
    discard = (state.discard[0] + galloping, state.discard[1] + sleeping)
    if galloping == 0:
        # Rule note: the horse goes back to the nearest puddle behind the square it landed on (it may be a
        # puddle it passed in this very move); before the first puddle, back to the start.
        squares[seat] = PUDDLE_BEHIND[squares[seat]]
    return _next_turn(state, squares, tokens, state.reserve, discard, [("flip", seat, galloping, sleeping)])


# ================================================================ moves
def _trot_label() -> str:
    # Translators: the horse race's move "trot" in the list of legal moves (the glossary's trot, blue dice).
    return _("Trot: roll the blue dice (slow, gains energy)")


def _gallop_label() -> str:
    # Translators: the horse race's move "gallop" in the list of legal moves (the glossary's gallop, red dice).
    return _("Gallop: roll the red dice (fast, costs energy or a jump)")


def _choice_moves() -> tuple[Move, Move]:
    return (Move("trot", _trot_label, ("button:trot",), data=("choose", "blue")),
            Move("gallop", _gallop_label, ("button:gallop",), data=("choose", "red")))


CHOICES = _choice_moves()


def _percent(chance: Fraction) -> str:
    """A chance to one decimal, as the reader's language writes it; only a certainty reads 100%."""
    if chance == 1:
        return i18n.percent(1, digits=0)
    return i18n.percent(chance) if float(chance) < 0.9995 else ">" + i18n.percent(0.999)


#: the board has room for this many bet buttons: a horse with more tokens bets from this number up with the last
#: button, which opens the list of those bets (few horses ever hold so many)
BET_BUTTONS = 12


def bet_click(bet: int, tokens: int) -> str:
    """The click that bets ``bet`` of ``tokens``: its own button, or the last one, shared by the largest bets."""
    return f"bet:{BET_BUTTONS}+" if tokens > BET_BUTTONS and bet >= BET_BUTTONS else f"bet:{bet}"


def bet_moves(state: State) -> list[Move]:
    """Bet 1 … all of the mover's tokens on the jump, each labelled with its exact chance of success."""
    def label(bet: int):
        # Translators: the horse race's move "bet" in the list of legal moves; {count} is how many energy tokens
        # are bet on the obstacle jump, {chance} the chance the jump succeeds ("62.5%").
        return lambda: i18n.say_n("Bet {count} token on the jump ({chance} to succeed)",
                                  "Bet {count} tokens on the jump ({chance} to succeed)", bet,
                                  chance=_percent(jump_chance(state, bet)))
    tokens = state.tokens[state.turn]
    return [Move(f"bet {bet}", label(bet), (bet_click(bet, tokens),), data=("bet", bet)) for bet in range(1, tokens + 1)]


def roll_notation(colour: str, symbol: str, face: str) -> str:
    return f"roll {colour}: {symbol}, {face}"


def _roll_label(colour: str, symbol: str, face: str, start: int, tokens: int):
    def label() -> str:
        landing = LANDING[colour][start][SYMBOL_INDEX[symbol]]
        kind, number = effect_kind(face)
        where, back = square_name(landing), square_name(start)
        dice = _dice_faces(colour, symbol_name(symbol), face)
        if kind == "gain":
            # Translators: a roll outcome of the horse race (the chooser of what luck shows); {dice} is what the
            # dice show ("Blue dice: boot and +2"), {square} where the horse goes ("square 5"), {count} the
            # energy tokens taken from the reserve.
            return i18n.say_n("{dice} — to {square}, take {count} token", "{dice} — to {square}, take {count} tokens",
                              number, dice=dice, square=where)
        if kind == "blank":
            # Translators: a roll outcome of the horse race; {dice} is what the dice show, {square} where the
            # horse goes; the effect die is blank.
            return i18n.say("{dice} — to {square}, no cost", dice=dice, square=where)
        if _cancelled(face, tokens):
            if kind == "pay":
                # Translators: a roll outcome of the horse race; {dice} is what the dice show, {count} the energy
                # tokens the player cannot pay, {square} where the horse started ("the start").
                return i18n.say_n("{dice} — cannot pay {count}: the move is cancelled, back to {square}",
                                  "{dice} — cannot pay {count}: the move is cancelled, back to {square}", number,
                                  dice=dice, square=back)
            # Translators: a roll outcome of the horse race: a jump with no energy token to bet; {dice} is what
            # the dice show, {square} where the horse started.
            return i18n.say("{dice} — no token to bet: the move is cancelled, back to {square}", dice=dice,
                            square=back)
        if kind == "pay":
            # Translators: a roll outcome of the horse race; {dice} is what the dice show, {square} where the
            # horse goes, {count} the energy tokens it pays back to the reserve.
            return i18n.say_n("{dice} — to {square}, pay {count} token", "{dice} — to {square}, pay {count} tokens",
                              number, dice=dice, square=where)
        # Translators: a roll outcome of the horse race; {dice} is what the dice show, {square} where the horse
        # goes before the obstacle jump.
        return i18n.say("{dice} — to {square}, then jump the obstacle", dice=dice, square=where)
    return label


def _dice_faces(colour: str, symbol: str, face: str) -> str:
    """What the two dice of ``colour`` show, for a roll outcome's label ("Blue dice: boot and +2")."""
    effect = _face_words(face) if face in ("blank", "jump") else face
    if colour == "blue":
        # Translators: the start of a horse race roll outcome; {symbol} is the movement die's face ("boot"),
        # {effect} the effect die's face ("+2", "blank").
        return i18n.say("Blue dice: {symbol} and {effect}", symbol=symbol, effect=effect)
    # Translators: the start of a horse race roll outcome; {symbol} is the movement die's face ("helmet"),
    # {effect} the effect die's face ("-1", "jump").
    return i18n.say("Red dice: {symbol} and {effect}", symbol=symbol, effect=effect)


def _cancelled(face: str, tokens: int) -> bool:
    """Whether a player with ``tokens`` cannot obey this effect face (a cost above them, or a jump with none)."""
    kind, number = effect_kind(face)
    return (kind == "pay" and tokens < number) or (kind == "jump" and tokens == 0)


#: more tokens than any cost on the dice: beyond it, the tokens in hand change no roll outcome
ENOUGH_TOKENS = 1 + max([effect_kind(face)[1] for _, face, _ in ROLL_ODDS["red"] + ROLL_ODDS["blue"]
                         if effect_kind(face)[0] == "pay"] + [1])


def roll_outcomes(state: State) -> list[tuple[Move, Fraction]]:
    """The chance point of the roll: every combination of faces of the two dice, with its probability."""
    seat = state.turn
    return list(_roll_outcomes(state.dice, state.squares[seat], min(state.tokens[seat], ENOUGH_TOKENS)))


@lru_cache(maxsize=512)   # 2 colours × 38 squares × 4 token levels at most
def _roll_outcomes(colour: str, start: int, tokens: int) -> tuple[tuple[Move, Fraction], ...]:
    """The outcomes of rolling the ``colour`` dice from ``start`` with ``tokens`` in hand (made once, reused)."""
    outcomes = []
    for symbol, face, probability in ROLL_ODDS[colour]:
        landing = LANDING[colour][start][SYMBOL_INDEX[symbol]]
        path = (_square_key(start), _square_key(landing))
        if _cancelled(face, tokens):
            path += (_square_key(start),)   # the horse turns round and goes back
        # every outcome shares the board's "roll" button: a board stopped at the roll offers them in a chooser
        move = Move(roll_notation(colour, symbol, face), _roll_label(colour, symbol, face, start, tokens),
                    ("button:roll",), path, data=("roll", colour, symbol, face))
        outcomes.append((move, probability))
    return tuple(outcomes)


def flip_notation(galloping: int, sleeping: int) -> str:
    return f"flip: {galloping} galloping, {sleeping} sleeping"


def _flip_label(square: int, galloping: int, sleeping: int):
    def label() -> str:
        if galloping:
            # Translators: a flip outcome of the horse race (the chooser of what luck shows); {count} tokens show
            # a galloping horse, {sleeping} a sleeping horse.
            return i18n.say_n("Flipped {count} galloping and {sleeping} sleeping: the jump succeeds",
                              "Flipped {count} galloping and {sleeping} sleeping: the jump succeeds", galloping,
                              sleeping=sleeping)
        # Translators: a flip outcome of the horse race with no galloping horse; {count} tokens show a sleeping
        # horse, {square} is where the horse goes back to ("square 4", "the start").
        return i18n.say_n("Flipped 0 galloping and {count} sleeping: the jump fails, back to {square}",
                          "Flipped 0 galloping and {count} sleeping: the jump fails, back to {square}", sleeping,
                          square=square_name(PUDDLE_BEHIND[square]))
    return label


def flip_outcomes(state: State) -> list[tuple[Move, Fraction]]:
    """The chance point of the flip: how many galloping horses the bet tokens show, with its exact probability
    from what the public history says about the mover's tokens."""
    return list(_flip_outcomes(tuple(flip_odds(state, state.bet)), state.bet, state.squares[state.turn]))


@lru_cache(maxsize=4096)
def _flip_outcomes(odds: tuple[tuple[int, Fraction], ...], bet: int, square: int
                   ) -> tuple[tuple[Move, Fraction], ...]:
    outcomes = []
    for galloping, probability in odds:
        sleeping = bet - galloping
        move = Move(flip_notation(galloping, sleeping), _flip_label(square, galloping, sleeping), ("button:flip",),
                    data=("flip", galloping, sleeping))
        outcomes.append((move, probability))
    return tuple(outcomes)


def _square_key(square: int) -> str:
    return "square:start" if square == START else ("square:finish" if square == FINISH else f"square:{square}")


def moves_in(state: State) -> list[Move]:
    """The decisions of the player to move (empty at a chance point and once the race is over)."""
    if outcome_of(state) is not None:
        return []
    if state.phase == "choose":
        return list(CHOICES)
    if state.phase == "bet":
        return bet_moves(state)
    return []


def chance_outcomes(state: State) -> list[tuple[Move, Fraction]]:
    if state.phase == "roll":
        return roll_outcomes(state)
    if state.phase == "flip":
        return flip_outcomes(state)
    return []


def apply(state: State, move: Move) -> State:
    """The state after a decision or a chance outcome (one of ``moves_in`` or ``chance_outcomes``)."""
    kind, *details = move.data
    if kind == "choose":
        return replace(state, phase="roll", dice=details[0])
    if kind == "roll":
        return roll_result(state, *details)
    if kind == "bet":
        return replace(state, phase="flip", bet=details[0])
    return flip_result(state, *details)


# ================================================================ the end
def outcome_of(state: State) -> Outcome | None:
    """EN 'End of the game': once a horse is past the line, the round is completed (the turn comes back
    to the first seat); the furthest horse wins, then the most tokens, else the win is shared."""
    if state.phase != "choose" or state.turn != 0 or FINISH not in state.squares:
        return None
    # Assumed (data 'equal_at_the_finish'): every horse past the line is equally far.
    best = max(state.squares)
    leaders = [seat for seat, square in enumerate(state.squares) if square == best]
    most = max(state.tokens[seat] for seat in leaders)
    winners = tuple(state.players[seat] for seat in leaders if state.tokens[seat] == most)
    scores = {player: square for player, square in zip(state.players, state.squares)}
    return Outcome(winners, scores, _result_reason(state, leaders, winners, most))


def _result_reason(state: State, leaders: list[int], winners: tuple[str, ...], most: int) -> str:
    where = square_name(state.squares[leaders[0]])
    if len(leaders) == 1:
        # Translators: why the horse race ended as it did; {player} is the winner ("Yellow"), {square} where
        # its horse is ("past the finish line").
        return i18n.say("{player} is furthest along ({square}).", player=player_names(winners), square=where)
    tied = player_names([state.players[seat] for seat in leaders])
    if len(winners) == 1:
        # Translators: why the horse race ended as it did; {players} are the tied players ("Yellow and
        # Green"), {square} where their horses are, {player} the winner, {count} its energy tokens.
        return i18n.say_n("{players} are equally far ({square}); {player} has the most energy tokens ({count}).",
                          "{players} are equally far ({square}); {player} has the most energy tokens ({count}).",
                          most, players=tied, square=where, player=player_names(winners))
    # Translators: why the horse race ended as it did; {players} are the tied players, {square} where their
    # horses are, {winners} the players sharing the win ("Yellow and Green"), {count} their energy tokens each.
    return i18n.say_n("{players} are equally far ({square}) and {winners} have {count} energy tokens each: a shared win.",
                      "{players} are equally far ({square}) and {winners} have {count} energy tokens each: a shared "
                      "win.", most, players=tied, square=where, winners=player_names(winners))


def outcome_reason(state: State) -> str | None:
    """The outcome's reason said in the language spoken now (a game keeps the reason made when first asked)."""
    outcome = outcome_of(state)
    if outcome is None:
        return None
    best = max(state.squares)
    leaders = [seat for seat, square in enumerate(state.squares) if square == best]
    most = max(state.tokens[seat] for seat in leaders)
    return _result_reason(state, leaders, outcome.winners, most)


def player_to_move(state: State) -> str:
    return CHANCE if state.phase in ("roll", "flip") else state.mover


# ================================================================ positions
def state_to_position(state: State) -> dict:
    return {
        "game": "horse-race",
        "players": list(state.players),
        "horses": dict(zip(state.players, state.squares)),
        "tokens": dict(zip(state.players, state.tokens)),
        "reserve": state.reserve,
        "discard": {"galloping": state.discard[0], "sleeping": state.discard[1]},
        "to_move": state.mover,
        "phase": state.phase,
        "dice": state.dice,
        "bet": state.bet if state.phase == "flip" else None,
        "rng": state.rng.to_json(),
    } | _knowledge_entry(state)


def _knowledge_entry(state: State) -> dict:
    """The optional entry 'token_history': after the reserve was rebuilt from the discard, what happened to the
    hidden tokens since (the exact odds of every flip follow from it, see ``knowledge.py``)."""
    if not state.token_history:
        return {}
    _, tokens, discard = state.token_history[0]
    first = dict(zip(state.players, tokens)) | {"discard": {"galloping": discard[0], "sleeping": discard[1]}}
    since = [["rebuild"] if event == ("rebuild",) else [event[0], state.players[event[1]], *event[2:]]
             for event in state.token_history[1:]]
    return {"token_history": {"first_rebuild": first, "since": since}}


POSITION_KEYS = ("game", "players", "horses", "tokens", "reserve", "discard", "to_move", "phase", "dice", "bet",
                 "rng", "token_history")
OPTIONAL_KEYS = ("game", "token_history")


def state_from_position(position: Mapping) -> State:
    """Read a position (see the package docstring); InvalidPosition lists every problem."""
    problems: list[str] = []
    if not isinstance(position, Mapping):
        # Translators: a problem of a horse race position that is not a table; {given} is what was given.
        raise InvalidPosition([i18n.say("a position is a table of entries, not {given}", given=shown(position))])
    # Translators: a problem of a horse race position; {key} is an unknown entry's name (keep it as it is).
    problems += [i18n.say("{key} is not part of a horse race position", key=shown(key))
                 for key in position if key not in POSITION_KEYS]
    # Translators: a problem of a horse race position; {key} is a missing entry's name (keep it as it is).
    problems += [i18n.say("the position has no {key}", key=shown(key))
                 for key in POSITION_KEYS if key not in position and key not in OPTIONAL_KEYS]
    if position.get("game", "horse-race") != "horse-race":
        # Translators: a problem of a horse race position; {game} is the game named instead (keep 'horse-race').
        problems.append(i18n.say("this position is of the game {game}, not 'horse-race'",
                                 game=shown(position.get("game"))))
    if problems:
        raise InvalidPosition(problems)
    players = _parse_players(position["players"], problems)
    squares = _parse_per_player(position["horses"], players, "horses", _square_problem, problems)
    tokens = _parse_per_player(position["tokens"], players, "tokens", _count_problem, problems)
    # Translators: which count of a horse race position is wrong (before ": " and the problem).
    reserve = _parse_count(position["reserve"], _("the reserve"), problems)
    discard = _parse_discard(position["discard"], problems)
    rng = _parse_rng(position["rng"], problems)
    turn, phase, dice, bet = _parse_turn(position, players, problems)
    if problems:
        raise InvalidPosition(problems)
    state = State(players, squares, tokens, reserve, discard, turn, phase, dice, bet, rng)
    state = _parse_token_history(position.get("token_history"), state, problems)
    if problems:
        raise InvalidPosition(problems)
    problems += consistency_problems(state)
    if problems:
        raise InvalidPosition(problems)
    return state


TOKEN_EVENTS = {"take": 1, "pay": 1, "flip": 2, "rebuild": -1}   # how many counts follow the player (rebuild: no player)


def _parse_token_history(entry, state: State, problems: list[str]) -> State:
    """'token_history': absent before the reserve is first rebuilt, then the players' tokens and the discard
    just before that rebuild, and every event since, e.g.
    {"first_rebuild": {"yellow": 3, "green": 4, "discard": {"galloping": 5, "sleeping": 2}},
     "since": [["take", "green", 2], ["pay", "yellow", 1], ["flip", "yellow", 1, 0], ["rebuild"]]}."""
    if entry is None:
        return state
    example = ('{"first_rebuild": {"yellow": 3, "green": 4, "discard": {"galloping": 5, "sleeping": 2}}, '
               '"since": [["take", "green", 2], ["flip", "green", 1, 0]]}')
    if not isinstance(entry, Mapping) or set(entry) != {"first_rebuild", "since"} \
            or not isinstance(entry["first_rebuild"], Mapping) or not isinstance(entry["since"], (list, tuple)):
        # Translators: a problem of a horse race position; {example} is an example in the position's notation
        # (keep it and 'token_history' as they are), {given} what was given.
        problems.append(i18n.say("'token_history' is written like {example}, not {given}", example=example,
                                 given=shown(entry)))
        return state
    first = dict(entry["first_rebuild"])
    discard = _parse_discard(first.pop("discard", None), problems)
    tokens = _parse_per_player(first, state.players, "first_rebuild", _count_problem, problems)
    events = [_parse_token_event(event, state.players, problems) for event in entry["since"]]
    if problems:
        return state
    history = (("first rebuild", tokens, discard),) + tuple(events)
    impossible = hidden_tokens.history_problems(history)
    problems += impossible
    if not impossible and hidden_tokens.known(history)[1] != (pile_sizes(state), state.discard):
        # Translators: a problem of a horse race position's token history.
        problems.append(_("the token history does not end with the reserve, the players' tokens and the discard "
                          "of the position"))
    return replace(state, token_history=history)


def _parse_token_event(event, players: tuple[str, ...], problems: list[str]) -> tuple:
    """One event of 'token_history' ("since"), as the rules keep it: ("take", seat, 2), ("rebuild",) …"""
    if isinstance(event, (list, tuple)) and event and event[0] in TOKEN_EVENTS:
        kind, counts = event[0], TOKEN_EVENTS[event[0]]
        if counts < 0 and len(event) == 1:
            return ("rebuild",)
        if counts > 0 and len(event) == 2 + counts and event[1] in players and \
                all(core.is_whole_number(count) and 0 <= count <= TOTAL_TOKENS for count in event[2:]) and \
                sum(event[2:]) >= 1:
            return (kind, players.index(event[1])) + tuple(event[2:])
    # Translators: a problem of a horse race position; keep the notation in brackets as it is; {given} is what
    # was given.
    problems.append(i18n.say("an event of 'token_history' reads like ['take', 'green', 2], ['pay', 'green', 1], "
                             "['flip', 'green', 1, 0] or ['rebuild'], not {given}", given=shown(event)))
    return ("rebuild",)


def _parse_players(players, problems: list[str]) -> tuple[str, ...]:
    if not isinstance(players, (list, tuple)) or not all(isinstance(p, str) for p in players):
        # Translators: a problem of a horse race position (keep 'players'); {given} is what was given.
        problems.append(i18n.say("'players' is a list of colours in the order of play, not {given}",
                                 given=shown(players)))
        return ()
    unknown = [player for player in players if player not in ALL_PLAYERS]
    # Translators: a problem of a horse race position; {given} is an unknown colour, {colours} the colours of the
    # position's notation (keep them as they are).
    problems += [i18n.say("{given} is not a horse of this game (they are {colours})", given=shown(player),
                          colours=", ".join(ALL_PLAYERS)) for player in unknown]
    if len(set(players)) != len(players):
        # Translators: a problem of a horse race position (keep 'players').
        problems.append(_("each horse plays once: 'players' names a colour twice"))
    if len(players) not in PLAYER_COUNTS:
        # Translators: a problem of a horse race position; {count} players were given.
        problems.append(i18n.say_n("the race has 2 to 4 players, not {count}", "the race has 2 to 4 players, not {count}",
                                   len(players)))
    return tuple(players) if not unknown else ()


def _square_problem(value) -> str | None:
    if not core.is_whole_number(value) or not START <= value <= FINISH:
        # Translators: a problem of a horse race position; {finish} is 37, {given} what was given.
        return i18n.say("a horse stands on 0 (the start) to {finish} (past the finish line), not {given}",
                        finish=FINISH, given=shown(value))
    return None


def _count_problem(value) -> str | None:
    if not core.is_whole_number(value) or not 0 <= value <= TOTAL_TOKENS:
        # Translators: a problem of a horse race position; {total} is 24, {given} what was given.
        return i18n.say("a number of tokens is a whole number from 0 to {total}, not {given}", total=TOTAL_TOKENS,
                        given=shown(value))
    return None


def _parse_per_player(table, players: tuple[str, ...], name: str, problem_of, problems: list[str]) -> tuple:
    if not isinstance(table, Mapping):
        # Translators: a problem of a horse race position; {name} is an entry's name (keep it), {given} its value.
        problems.append(i18n.say("{name} is a table from each player to a number, not {given}", name=shown(name),
                                 given=shown(table)))
        return ()
    values = []
    for player in players:
        if player not in table:
            # Translators: a problem of a horse race position; {name} is an entry's name, {player} a colour of the
            # position's notation (keep both as they are).
            problems.append(i18n.say("{name} has no entry for {player}", name=shown(name), player=player))
            continue
        problem = problem_of(table[player])
        if problem:
            # Translators: a problem of a horse race position; {name} is an entry's name, {player} a colour of the
            # notation (keep both), {problem} what is wrong with its value.
            problems.append(i18n.say("{name} of {player}: {problem}", name=name, player=player, problem=problem))
        values.append(table[player])
    # Translators: a problem of a horse race position; {name} is an entry's name, {player} a colour that does not
    # play (keep both as they are).
    problems += [i18n.say("{name} names {player}, who does not play", name=shown(name), player=shown(key))
                 for key in table if key not in players]
    return tuple(values)


def _parse_count(value, name: str, problems: list[str]) -> int:
    problem = _count_problem(value)
    if problem:
        # Translators: a problem of a horse race position; {name} says which count ("the reserve"), {problem}
        # what is wrong with it.
        problems.append(i18n.say("{name}: {problem}", name=name, problem=problem))
        return 0
    return value


def _parse_discard(discard, problems: list[str]) -> tuple[int, int]:
    if not isinstance(discard, Mapping) or set(discard) != {"galloping", "sleeping"}:
        # Translators: a problem of a horse race position; keep 'discard' and {example} as they are; {given} is
        # what was given.
        problems.append(i18n.say("'discard' is written like {example}, not {given}",
                                 example="{'galloping': 2, 'sleeping': 1}", given=shown(discard)))
        return 0, 0
    # Translators: which count of a horse race position is wrong (before ": " and the problem).
    galloping = _parse_count(discard["galloping"], _("the discarded galloping horses"), problems)
    # Translators: which count of a horse race position is wrong (before ": " and the problem).
    sleeping = _parse_count(discard["sleeping"], _("the discarded sleeping horses"), problems)
    if galloping > GALLOPING_TOKENS:
        # Translators: a problem of a horse race position; only {count} tokens show a galloping horse, {given}
        # were discarded.
        problems.append(i18n.say_n("only {count} token shows a galloping horse, not {given}",
                                   "only {count} tokens show a galloping horse, not {given}", GALLOPING_TOKENS,
                                   given=galloping))
    if sleeping > SLEEPING_TOKENS:
        # Translators: a problem of a horse race position; only {count} tokens show a sleeping horse, {given}
        # were discarded.
        problems.append(i18n.say_n("only {count} token shows a sleeping horse, not {given}",
                                   "only {count} tokens show a sleeping horse, not {given}", SLEEPING_TOKENS,
                                   given=sleeping))
    return galloping, sleeping


def _parse_rng(rng, problems: list[str]) -> Rng:
    try:
        return Rng.from_json(rng)
    except InvalidPosition as error:
        problems += error.problems
        return Rng(0)


def _parse_turn(position: Mapping, players: tuple[str, ...], problems: list[str]):
    to_move, phase, dice, bet = position["to_move"], position["phase"], position["dice"], position["bet"]
    turn = 0
    if players and to_move not in players:
        # Translators: a problem of a horse race position (keep 'to_move'); {players} are colours of the notation,
        # {given} what was given.
        problems.append(i18n.say("'to_move' must be one of the players ({players}), not {given}",
                                 players=", ".join(players), given=shown(to_move)))
    elif players:
        turn = players.index(to_move)
    if phase not in PHASES:
        # Translators: a problem of a horse race position (keep 'phase'); {phases} are the notation's phases,
        # {given} what was given.
        problems.append(i18n.say("'phase' is one of {phases}, not {given}", phases=", ".join(PHASES),
                                 given=shown(phase)))
    if phase == "roll" and dice not in GAIT:
        # Translators: a problem of a horse race position (keep the words in quotes); {given} is what was given.
        problems.append(i18n.say("in the phase 'roll' the chosen 'dice' are 'blue' or 'red', not {given}",
                                 given=shown(dice)))
    if phase != "roll" and dice is not None:
        # Translators: a problem of a horse race position (keep the words in quotes).
        problems.append(_("'dice' names the chosen colour only in the phase 'roll' (it is empty otherwise)"))
    if phase == "flip" and not (core.is_whole_number(bet) and bet >= 1):
        # Translators: a problem of a horse race position (keep the words in quotes); {given} is what was given.
        problems.append(i18n.say("in the phase 'flip' the 'bet' is at least 1 token, not {given}", given=shown(bet)))
    if phase != "flip" and bet is not None:
        # Translators: a problem of a horse race position (keep the words in quotes).
        problems.append(_("'bet' is given only in the phase 'flip' (it is empty otherwise)"))
    return turn, phase, dice, (bet if phase == "flip" and core.is_whole_number(bet) else 0)


def consistency_problems(state: State) -> list[str]:
    """What makes a well-formed state impossible in play (tokens not adding up, a finished horse moving …)."""
    problems = []
    total = state.reserve + sum(state.tokens) + sum(state.discard)
    if total != TOTAL_TOKENS:
        # Translators: a problem of a horse race position; {count} energy tokens are counted, {total} is 24.
        problems.append(i18n.say_n("the reserve, the players' tokens and the discard hold {count} token, but the game "
                                   "has exactly {total}",
                                   "the reserve, the players' tokens and the discard hold {count} tokens, but the "
                                   "game has exactly {total}", total, total=TOTAL_TOKENS))
    mover, square = state.turn, state.squares[state.turn]
    if state.phase in ("bet", "flip"):
        if state.tokens[mover] < max(1, state.bet):
            # Translators: a problem of a horse race position; {player} has {count} energy tokens, fewer than the
            # {bet} a jump asks for.
            problems.append(i18n.say_n("{player} has {count} token, too few to bet {bet}",
                                       "{player} has {count} tokens, too few to bet {bet}", state.tokens[mover],
                                       player=player_name(state.mover), bet=max(1, state.bet)))
        if square == START or (square != FINISH and COURSE[square - 1] == PUDDLE):
            if square == START:
                # Translators: a problem of a horse race position: a jump cannot happen on the start square.
                problems.append(_("during a jump the horse stands where the movement die took it, never on the "
                                  "start"))
            else:
                # Translators: a problem of a horse race position; {square} is a puddle ("square 4").
                problems.append(i18n.say("during a jump the horse stands where the movement die took it, never on "
                                         "{square}", square=square_name(square)))
    if FINISH in state.squares and not (state.phase == "choose" and mover == 0):
        # the race ends when the turn comes back to the first seat, so a horse past the line never plays again
        last_to_play = mover if state.phase in ("bet", "flip") else mover - 1
        for seat, at in enumerate(state.squares):
            if at == FINISH and seat > last_to_play:
                # Translators: a problem of a horse race position; {player}'s horse finished, so {mover} cannot play.
                problems.append(i18n.say("{player}'s horse is past the finish line, so the race ends before {mover} "
                                         "plays again", player=player_name(state.players[seat]),
                                         mover=player_name(state.mover)))
    return problems


# ================================================================ explanations
_BET = re.compile(r"^bet (\S+)$")


def why_not(state: State, notation: str) -> str:
    """Why ``notation`` is not a legal move here, for a learner."""
    if not isinstance(notation, str):
        # Translators: the horse race's refusal of a move that is not text; {given} is what was given. Keep
        # 'trot', 'gallop' and 'bet 2' as they are (the notation the move box reads).
        return i18n.say("A move is written as text such as 'trot', 'gallop' or 'bet 2', not {given}.",
                        given=shown(notation))
    mover = player_name(state.mover)
    if state.phase in ("roll", "flip"):
        return _why_not_chance(state, notation)
    if notation.startswith(("roll ", "flip")):
        # Translators: the horse race's refusal of a roll or flip written by hand; {player} is the player to
        # move ("Yellow"), {task} what the rule asks now ("choose the dice: trot (blue) or gallop (red)").
        return i18n.say("Luck decides the dice and the flips, when they happen; now {player} must {task}.",
                        player=mover, task=phase_text(state.phase))
    bet = _BET.match(notation)
    if state.phase == "choose":
        if bet:
            # Translators: the horse race's refusal of a bet before any jump; {player} is the player to move.
            # {rule} is the rulebook section it follows (language, 'heading'), cited in the reader's rulebook.
            return i18n.say("There is nothing to bet on yet: {player} first chooses trot or gallop, and only a jump "
                            "on the red effect die asks for a bet ({rule}).", player=mover, rule=_rule("red-dice"))
        # Translators: the horse race's refusal of an unknown move; {move} is what was written, {player} the
        # player to move, {task} what the rule asks. Keep 'trot' and 'gallop' (the notation).
        return i18n.say("{move} is not a move: {player} must {task} — write 'trot' or 'gallop'.",
                        move=shown(notation), player=mover, task=phase_text("choose"))
    # phase "bet"
    if notation in GAIT.values() or notation in COLOUR_OF_GAIT:
        # Translators: the horse race's refusal of trot or gallop while a jump waits for its bet; {player} is
        # the player to move, {count} their energy tokens; {rule} is the rulebook section it follows
        # (language, 'heading'), cited in the reader's rulebook.
        return i18n.say_n("The dice are already rolled and the red effect die shows a jump, so {player} cannot "
                          "choose the dice again: now {player} bets between 1 and {count} tokens ({rule}).",
                          "The dice are already rolled and the red effect die shows a jump, so {player} cannot "
                          "choose the dice again: now {player} bets between 1 and {count} tokens ({rule}).",
                          state.tokens[state.turn], player=mover, rule=_rule("red-dice"))
    if bet:
        return _why_not_bet(state, bet.group(1))
    # Translators: the horse race's refusal of an unknown move while a jump waits for its bet; {move} is what
    # was written, {player} the player to move. Keep 'bet 1' (the notation).
    return i18n.say("{move} is not a move: {player} must bet on the jump, e.g. 'bet 1'.", move=shown(notation),
                    player=mover)


def _rule(section: str) -> str:
    """A section of the rulebook (rulebook/data/citations.json), cited in the reader's version ("EN 'How to
    play'")."""
    return citations.citation("horse-race", section, short=True)


def _why_not_bet(state: State, amount: str) -> str:
    tokens = state.tokens[state.turn]
    if not (amount.isascii() and amount.isdigit()):
        # Translators: the horse race's refusal of a bet that is not a number; {given} is what was written.
        # Keep 'bet 2' (the notation).
        return i18n.say("A bet is a number of tokens, like 'bet 2', not {given}.", given=shown(amount))
    if int(amount) == 0:
        # Translators: the horse race's refusal of a bet of 0; {rule} is the rulebook section it follows
        # (language, 'heading'), cited in the reader's rulebook.
        return i18n.say("A jump needs a bet of at least 1 token ({rule}).", rule=_rule("red-dice"))
    # Translators: the horse race's refusal of a bet above the player's tokens; {player} is the player,
    # {count} their energy tokens, {rule} the rulebook section it follows (language, 'heading').
    return i18n.say_n("{player} has only {count} token, so the bet is 1 to {count} ({rule}: bet some of your own "
                      "tokens).",
                      "{player} has only {count} tokens, so the bet is 1 to {count} ({rule}: bet some of your own "
                      "tokens).", tokens, player=player_name(state.mover), rule=_rule("red-dice"))


def _why_not_chance(state: State, notation: str) -> str:
    outcomes = [move.notation for move, _chance in chance_outcomes(state)]
    mover = player_name(state.mover)
    if state.phase == "roll":
        prefix = f"roll {state.dice}: "
        if notation.startswith("roll ") and not notation.startswith(prefix):
            # Translators: the horse race's refusal of a roll of the other dice; {player} is the player,
            # {dice} the dice they chose ("the red dice"), {example} a roll in notation (keep it as it is).
            return i18n.say("{player} chose {dice}, so the roll reads like '{example}'.", player=mover,
                            dice=dice_name(state.dice), example=outcomes[0])
        if notation.startswith(prefix):
            # Translators: the horse race's refusal of a roll no die can show; {dice} is the dice rolled ("the red
            # dice"), {symbols} the movement die's faces ("boot, ribbon, helmet"), {faces} the effect die's
            # faces ("+1, +2, blank").
            return i18n.say("{dice} cannot show that: the movement die shows {symbols} and the effect die {faces}.",
                            dice=_capitalised(dice_name(state.dice)), symbols=", ".join(SYMBOLS),
                            faces=", ".join(dict.fromkeys(face for _symbol, face, _odds in ROLL_ODDS[state.dice])))
        # Translators: the horse race's refusal of a decision while the dice roll; {dice} is the dice rolled
        # ("the red dice"), {example} a roll in notation (keep it as it is).
        return i18n.say("Luck decides now: {dice} are rolled (an outcome reads like '{example}').",
                        dice=dice_name(state.dice), example=outcomes[0])
    if notation.startswith("flip"):
        # Translators: the horse race's refusal of an impossible flip; {count} is how many tokens {player} bet,
        # {flips} the possible flips in notation (keep them as they are).
        return i18n.say_n("{count} of {player}'s tokens is flipped: the possible flips are {flips}.",
                          "{count} of {player}'s tokens are flipped: the possible flips are {flips}.", state.bet,
                          player=mover, flips=", ".join(outcomes))
    # Translators: the horse race's refusal of a decision while the bet tokens are flipped; {example} is a flip
    # in notation (keep it as it is).
    return i18n.say("Luck decides now: the bet tokens are flipped (an outcome reads like '{example}').",
                    example=outcomes[0])


def _capitalised(text: str) -> str:
    return text[:1].upper() + text[1:]


def notation_for_clicks(state: State, clicks: Sequence[str]) -> str | None:
    if len(clicks) != 1:
        return None
    click = clicks[0]
    if click in ("button:trot", "button:gallop"):
        return click.split(":", 1)[1]
    if click.startswith("bet:") and click[4:].isdigit():   # (the shared last button names several bets)
        return f"bet {click[4:]}"
    return None


def why_not_clicks(state: State, clicks: Sequence[str]) -> str:
    """Why these clicks make no move, naming the rule: a button of the other phase says what the rule asks
    now, a square says that horses move only by the dice."""
    mover = player_name(state.mover)
    if state.phase == "roll":
        # Translators: the horse race's message when something is clicked while the dice roll; {what} says what
        # happens ("the dice are rolled"); 'Roll' is the board's button (write its word).
        return i18n.say("Luck decides now ({what}): click 'Roll' to choose what luck shows.",
                        what=phase_text(state.phase))
    if state.phase == "flip":
        # Translators: the horse race's message when something is clicked while the bet tokens are flipped;
        # {what} says what happens; 'Flip' is the board's button that turns the bet tokens over (write its word).
        return i18n.say("Luck decides now ({what}): click 'Flip' to choose what luck shows.",
                        what=phase_text(state.phase))
    notation = notation_for_clicks(state, clicks[-1:]) if clicks else None
    if notation is not None:
        return why_not(state, notation)
    if state.phase == "choose":
        # Translators: the horse race's message when a square or horse is clicked; {player} is the player to
        # move; 'Trot' and 'Gallop' are the board's buttons (write their words); {rule} is the rulebook section
        # it follows (language, 'heading'), cited in the reader's rulebook.
        return i18n.say("Horses move only by the dice ({rule}: choose the blue or the red dice): {player} "
                        "clicks 'Trot' (blue dice) or 'Gallop' (red dice).", player=mover, rule=_rule("how-to-play"))
    # Translators: the horse race's message when something other than a bet button is clicked during a jump;
    # {player} is the player to move, {count} their energy tokens, {rule} the rulebook section it follows.
    return i18n.say_n("The red effect die shows a jump ({rule}: bet at least 1 token): "
                      "{player} clicks one of the bet buttons (1 to {count} tokens).",
                      "The red effect die shows a jump ({rule}: bet at least 1 token): "
                      "{player} clicks one of the bet buttons (1 to {count} tokens).", state.tokens[state.turn],
                      player=mover, rule=_rule("red-dice"))


# ================================================================ moves and turns in plain words
def _face_words(face: str) -> str:
    kind, number = effect_kind(face)
    if kind == "blank":
        # Translators: the horse race's blank effect die face, in a turn's sentence ("helmet and blank").
        return i18n.pgettext("horse race effect face", "blank")
    if kind == "jump":
        # Translators: the horse race's jump effect die face (the obstacle jump), in a turn's sentence.
        return i18n.pgettext("horse race effect face", "jump")
    return f"+{number}" if kind == "gain" else f"−{number}"


def _tokens(count: int) -> str:
    # Translators: {count} of the horse race's energy tokens inside a sentence ("takes 2 tokens").
    return i18n.say_n("{count} token", "{count} tokens", count)


def _gait_sentence(player: str, colour: str) -> str:
    if colour == "blue":
        # Translators: the horse race's move list: {player} chose to trot ("Yellow trots").
        return i18n.say("{player} trots", player=player_name(player))
    # Translators: the horse race's move list: {player} chose to gallop ("Yellow gallops").
    return i18n.say("{player} gallops", player=player_name(player))


def move_sentence(state: State, move: Move) -> str:
    """``move`` played from ``state`` as a short sentence naming the player, for the move list:
    "Yellow gallops", "Yellow: helmet and jump, to square 5", "Yellow bets 2 tokens", "Yellow's jump succeeds"."""
    player = player_name(state.mover)
    kind, *details = move.data
    if kind == "choose":
        if details[0] == "blue":
            # Translators: the horse race's move list: {player} chose to trot with the blue dice.
            return i18n.say("{player} trots (blue dice)", player=player)
        # Translators: the horse race's move list: {player} chose to gallop with the red dice.
        return i18n.say("{player} gallops (red dice)", player=player)
    if kind == "bet":
        # Translators: the horse race's move list: {player} bets {count} energy tokens on the obstacle jump.
        return i18n.say_n("{player} bets {count} token on the jump", "{player} bets {count} tokens on the jump",
                          details[0], player=player)
    after = apply(state, move)
    if kind == "roll":
        # Translators: the horse race's move list, a roll; {player} is the player, {symbol} the movement die's
        # face ("helmet"), {effect} the effect die's face ("+2", "jump"), {result} what came of it ("to square 5,
        # takes 2 tokens").
        return i18n.say("{player}: {symbol} and {effect}, {result}", player=player, symbol=symbol_name(details[1]),
                        effect=_face_words(details[2]), result=_roll_result(state, after, *details))
    galloping, sleeping = details
    if galloping and sleeping:
        # Translators: the horse race's move list, a successful flip; {player} is the player, {count} tokens show
        # a galloping horse, {sleeping} a sleeping horse.
        return i18n.say_n("{player} flips {count} galloping, {sleeping} sleeping: the jump succeeds",
                          "{player} flips {count} galloping, {sleeping} sleeping: the jump succeeds", galloping,
                          player=player, sleeping=sleeping)
    if galloping:
        # Translators: the horse race's move list, a successful flip; {count} tokens of {player} show a
        # galloping horse (and none a sleeping one).
        return i18n.say_n("{player} flips {count} galloping: the jump succeeds",
                          "{player} flips {count} galloping: the jump succeeds", galloping, player=player)
    # Translators: the horse race's move list, a failed flip; {count} tokens of {player} show a sleeping horse,
    # {square} is where the horse goes back to ("square 4", "the start").
    return i18n.say_n("{player} flips {count} sleeping: the jump fails, back to {square}",
                      "{player} flips {count} sleeping: the jump fails, back to {square}", sleeping, player=player,
                      square=square_name(after.squares[state.turn]))


def _roll_result(before: State, after: State, colour: str, symbol: str, face: str) -> str:
    """What the roll did, in words: "to square 5, takes 2 tokens", "cannot pay 2: stays on square 3" …"""
    seat = before.turn
    start, landing = before.squares[seat], LANDING[colour][before.squares[seat]][SYMBOL_INDEX[symbol]]
    kind, number = effect_kind(face)
    if _cancelled(face, before.tokens[seat]):
        if kind == "pay":
            # Translators: what a roll did in the horse race's move list (after "Yellow: helmet and −2, "); the
            # player cannot pay {count} energy tokens, the horse stays on {square} ("square 3", "the start").
            return i18n.say_n("cannot pay {count}: the move is cancelled, stays on {square}",
                              "cannot pay {count}: the move is cancelled, stays on {square}", number,
                              square=square_name(start))
        # Translators: what a roll did in the horse race's move list: a jump with no energy token to bet, the
        # horse stays on {square}.
        return i18n.say("no token to bet: the move is cancelled, stays on {square}", square=square_name(start))
    if landing == FINISH:
        return _result_over_the_line(kind, number, after.tokens[seat] - before.tokens[seat],
                                     before.discard != after.discard)
    where = square_name(landing)
    if kind == "gain":
        taken = after.tokens[seat] - before.tokens[seat]
        if not taken:
            # Translators: what a roll did in the horse race's move list: the horse goes to {square}, but the
            # reserve and the discard are empty.
            return i18n.say("to {square}, no token left to take", square=where)
        if before.discard != after.discard:
            # Translators: what a roll did in the horse race's move list: the horse goes to {square}, the player
            # takes {count} energy tokens and the empty reserve was rebuilt from the discard.
            return i18n.say_n("to {square}, takes {count} token (the reserve is rebuilt from the discard)",
                              "to {square}, takes {count} tokens (the reserve is rebuilt from the discard)", taken,
                              square=where)
        # Translators: what a roll did in the horse race's move list: the horse goes to {square}, the player takes
        # {count} energy tokens from the reserve.
        return i18n.say_n("to {square}, takes {count} token", "to {square}, takes {count} tokens", taken,
                          square=where)
    if kind == "blank":
        # Translators: what a roll did in the horse race's move list: the horse goes to {square} at no cost.
        return i18n.say("to {square}, no cost", square=where)
    if kind == "pay":
        # Translators: what a roll did in the horse race's move list: the horse goes to {square}, the player pays
        # {count} energy tokens back to the reserve.
        return i18n.say_n("to {square}, pays {count} token", "to {square}, pays {count} tokens", number,
                          square=where)
    # Translators: what a roll did in the horse race's move list: the horse goes to {square} and must jump the
    # obstacle.
    return i18n.say("to {square}, jumps the obstacle", square=where)


def _result_over_the_line(kind: str, number: int, taken: int, rebuilt: bool) -> str:
    """What a roll that crosses the finish line did, in words (the same shapes as ``_roll_result``)."""
    if kind == "gain":
        if not taken:
            # Translators: what a roll did in the horse race's move list: the horse crosses the finish line, but
            # the reserve and the discard are empty.
            return _("over the finish line, no token left to take")
        if rebuilt:
            # Translators: what a roll did: the horse crosses the finish line, the player takes {count} energy
            # tokens and the empty reserve was rebuilt from the discard.
            return i18n.say_n("over the finish line, takes {count} token (the reserve is rebuilt from the discard)",
                              "over the finish line, takes {count} tokens (the reserve is rebuilt from the discard)",
                              taken)
        # Translators: what a roll did: the horse crosses the finish line, the player takes {count} energy tokens.
        return i18n.say_n("over the finish line, takes {count} token", "over the finish line, takes {count} tokens",
                          taken)
    if kind == "blank":
        # Translators: what a roll did: the horse crosses the finish line at no cost.
        return _("over the finish line, no cost")
    if kind == "pay":
        # Translators: what a roll did: the horse crosses the finish line, the player pays {count} energy tokens.
        return i18n.say_n("over the finish line, pays {count} token", "over the finish line, pays {count} tokens",
                          number)
    # Translators: what a roll did: the horse crosses the finish line and must jump the obstacle.
    return _("over the finish line, jumps the obstacle")


def turn_sentence(state: State, moves: Sequence[Move]) -> str:
    """One turn (its decision, roll, bet and flip, as far as played) from ``state`` in one short sentence:
    "Green gallops: helmet and jump, to square 14, bet 2: success"."""
    sentence = ""
    roll = bet = None
    flip = None
    player = state.mover
    for move in moves:
        kind, *details = move.data
        if kind == "choose":
            sentence = _gait_sentence(player, details[0])
        elif kind == "roll":
            sentence = sentence or _gait_sentence(player, details[0])   # a turn shown from its roll on
            roll = (details, _roll_result(state, apply(state, move), *details),
                    effect_kind(details[2])[0] == "jump" and not _cancelled(details[2], state.tokens[state.turn]),
                    apply(state, move).squares[state.turn])
        elif kind == "bet":
            bet = details[0]
        else:
            flip = (details[0], square_name(apply(state, move).squares[state.turn]))
        state = apply(state, move)
    if roll is None:
        return sentence
    (_colour, symbol, face), result, jumped, landing = roll
    if bet is None or not jumped:
        # Translators: one turn of the horse race in a line; {turn} is "Yellow gallops", {symbol} the movement
        # die's face, {effect} the effect die's face, {result} what came of it ("to square 5, takes 2 tokens").
        return i18n.say("{turn}: {symbol} and {effect}, {result}", turn=sentence, symbol=symbol_name(symbol),
                        effect=_face_words(face), result=result)
    where = _to_words(landing)
    if flip is None:
        # Translators: one turn of the horse race in a line, a jump whose tokens are not flipped yet; {turn} is
        # "Yellow gallops", {symbol} and {effect} the dice's faces, {result} where the horse went ("to square
        # 5"), {count} the energy tokens bet.
        return i18n.say_n("{turn}: {symbol} and {effect}, {result}, bet {count}",
                          "{turn}: {symbol} and {effect}, {result}, bet {count}", bet, turn=sentence,
                          symbol=symbol_name(symbol), effect=_face_words(face), result=where)
    if flip[0]:
        # Translators: one turn of the horse race in a line, a successful jump; {turn} is "Yellow gallops",
        # {symbol} and {effect} the dice's faces, {result} where the horse went, {count} the energy tokens bet.
        return i18n.say_n("{turn}: {symbol} and {effect}, {result}, bet {count}: success",
                          "{turn}: {symbol} and {effect}, {result}, bet {count}: success", bet, turn=sentence,
                          symbol=symbol_name(symbol), effect=_face_words(face), result=where)
    # Translators: one turn of the horse race in a line, a failed jump; {turn} is "Yellow gallops", {symbol} and
    # {effect} the dice's faces, {result} where the horse went, {count} the energy tokens bet, {square} where the
    # horse goes back to.
    return i18n.say_n("{turn}: {symbol} and {effect}, {result}, bet {count}: only sleeping horses, back to {square}",
                      "{turn}: {symbol} and {effect}, {result}, bet {count}: only sleeping horses, back to {square}",
                      bet, turn=sentence, symbol=symbol_name(symbol), effect=_face_words(face), result=where,
                      square=flip[1])


def _to_words(landing: int) -> str:
    """Where a jumping horse went, for a turn's sentence: "to square 5" or "over the finish line"."""
    if landing == FINISH:
        # Translators: where a jumping horse went, in a turn's line of the horse race ("…, over the finish line,
        # bet 2: success").
        return _("over the finish line")
    # Translators: where a jumping horse went, in a turn's line of the horse race ("…, to square 5, bet 2:
    # success"); {square} is a square's name.
    return i18n.say("to {square}", square=square_name(landing))


# ================================================================ the computer's rating
def evaluate(state: State, player: str) -> float:
    """How good ``state`` looks for ``player``: progress, energy in hand, the lead over the best rival."""
    outcome = outcome_of(state)
    if outcome is not None:
        return 1000.0 if player in outcome.winners else -1000.0
    seat = state.seat(player)
    tokens = state.tokens[seat]
    energy = 1.5 * min(tokens, 3) + 0.5 * max(0, tokens - 3)
    rivals = max(square for other, square in enumerate(state.squares) if other != seat)
    return state.squares[seat] + energy - 0.3 * rivals


# ================================================================ rule notes
#: Every reading the project chose where the rulebook is open (each is a "# Rule note:" in the code and
#: has a test); the notebooks show them where they matter.
RULE_NOTES: dict[str, str] = {
    # Translators: a rule note of the horse race (how the project reads the rulebook where it is open),
    # printed by a notebook.
    "youngest-begins": N_("The youngest player begins; the rules cannot know ages, so the first seat (yellow) begins."),
    # Translators: a rule note of the horse race (how the project reads the rulebook where it is open),
    # printed by a notebook.
    "refill-when-needed": N_("The reserve is rebuilt from the discard when a token must be taken from it and it is "
                             "empty; until then the discarded tokens stay face up."),
    # Translators: a rule note of the horse race (how the project reads the rulebook where it is open),
    # printed by a notebook.
    "partial-gain": N_("When the reserve and the discard run dry during a gain, the player keeps the tokens already "
                       "taken and gains no more."),
    # Translators: a rule note of the horse race (how the project reads the rulebook where it is open),
    # printed by a notebook.
    "pay-all-or-nothing": N_("A player who cannot pay the whole cost (-1 or -2) pays nothing, and the move is "
                             "cancelled."),
    # Translators: a rule note of the horse race (how the project reads the rulebook where it is open),
    # printed by a notebook.
    "puddle-behind-landing": N_("A failed jump takes the horse back to the nearest puddle behind the square it landed "
                                "on, which may be a puddle it passed in the same move; before the first puddle, back "
                                "to the start."),
    # Translators: a rule note of the horse race (how the project reads the rulebook where it is open),
    # printed by a notebook.
    "effect-after-finish": N_("A horse that crosses the line still obeys its effect die: a cost it cannot pay or a "
                              "failed jump takes it back, and then it has not crossed."),
    # Translators: a rule note of the horse race (how the project reads the rulebook where it is open),
    # printed by a notebook.
    "finish-beyond-course": N_("When no square with the rolled symbol is left ahead (for red: fewer than two), the "
                               "horse crosses the finish line (assumed)."),
    # Translators: a rule note of the horse race (how the project reads the rulebook where it is open),
    # printed by a notebook.
    "round-completion": N_("Once a horse crosses the line, the players after it in this round still play; the race "
                           "ends when the last seat has played, so everyone played equally often."),
    # Translators: a rule note of the horse race (how the project reads the rulebook where it is open),
    # printed by a notebook.
    "equal-past-the-line": N_("All horses past the finish line count as equally far (assumed); the energy tokens "
                              "decide between them."),
    # Translators: a rule note of the horse race (how the project reads the rulebook where it is open),
    # printed by a notebook.
    "unseen-tokens-are-counts": N_("Nobody looks at a token before it is bet, so a flip's odds follow from what "
                                   "everyone saw: until the reserve is first rebuilt, every hidden token is as likely "
                                   "as any other to show a galloping horse; the rebuilt reserve holds exactly the "
                                   "faces of the discard it was made from, so the tokens taken from it follow that "
                                   "discard. A player's tokens are one pile that nobody can tell apart, so a bet or "
                                   "a payment takes any of them, and paid tokens join the reserve's pile."),
}


def rule_note(name: str) -> str:
    """One of ``RULE_NOTES`` in the language spoken now."""
    return _(RULE_NOTES[name])


# ================================================================ the session
class Game(core.Game):
    """A horse race session (see the package docstring for the API)."""

    name = "horse-race"
    editor_module = "rulebook.horse_race.editor"
    hidden_information = False

    initial_state = staticmethod(initial_state)
    state_from_position = staticmethod(state_from_position)
    state_to_position = staticmethod(state_to_position)
    moves_in = staticmethod(moves_in)
    chance_outcomes = staticmethod(chance_outcomes)

    apply = core.apply_looking_up(
        apply, lambda data: isinstance(data, tuple) and bool(data) and data[0] in ("choose", "roll", "bet", "flip"))

    player_to_move = staticmethod(player_to_move)
    outcome_of = staticmethod(outcome_of)

    @classmethod
    def players_of(cls, state: State) -> tuple[str, ...]:
        return state.players

    why_not = staticmethod(why_not)
    notation_for_clicks = staticmethod(notation_for_clicks)
    why_not_clicks = staticmethod(why_not_clicks)
    evaluate = staticmethod(evaluate)

    @classmethod
    def public_label(cls, state: State, move: Move, viewer: str | None) -> str:
        """Every move reads as a sentence naming its player (nothing is hidden in the race)."""
        return move_sentence(state, move)



def new_game(seed: int | None = None, players: int = 4, *, auto_chance: bool = True) -> Game:
    """A new race for 2, 3 or 4 players (seeded: the same seed gives the same race)."""
    check_player_count(players)
    return Game.new(seed, players=players, auto_chance=auto_chance)
