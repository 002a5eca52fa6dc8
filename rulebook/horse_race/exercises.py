"""The horse race's exercises (issue 21): one or more for every notebook that teaches a rule.

Most decisions of the race are followed by dice or a flip, so most exercises ask to predict what the rules
make of a given roll (where the horse lands, what a gallop costs, the chance a jump succeeds), each answer
computed with the package's own functions (``landing``, ``jump_chance``, ``take_tokens``, the rules'
outcomes); the others ask for a decision (trot or gallop, how much to bet) or whether a move is allowed.
Positions are the rulebook's worked statements (``examples.EXAMPLES``) or ``build_position(...)``, as in the
notebooks.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from fractions import Fraction

from rulebook import i18n, lessons
from rulebook.core import InvalidPosition
from rulebook.horse_race.course import (
    EFFECT_DIE,
    FINISH,
    MOVEMENT_DIE,
    PUDDLE_BEHIND,
    PUDDLES,
    START,
    effect_kind,
    landing,
    player_name,
    square_name,
)
from rulebook.horse_race.examples import EXAMPLES, build_position, example
from rulebook.horse_race.rules import (
    Game,
    State,
    apply,
    chance_outcomes,
    flip_odds,
    jump_chance,
    moves_in,
    new_game,
    outcome_of,
    state_from_position,
    take_tokens,
    unseen_tokens,
)
from rulebook.i18n import N_, say, say_n

SET_UP = "Horse race, EN, 'Game set-up'"
HOW_TO_PLAY = "Horse race, EN, 'How to play'"
BLUE = "Horse race, EN, 'Blue dice: slow and steady'"
RED = "Horse race, EN, 'Red dice: full speed ahead'"
END = "Horse race, EN, 'End of the game'"


# ================================================================ helpers
def _played(game: Game, *notations: str) -> Game:
    """A copy of ``game`` with ``notations`` played (decisions, rolls and flips forced); ``game`` is untouched."""
    copy = Game.from_position(game.position(), auto_chance=False)
    for notation in notations:
        copy.play(notation)
    return copy


def _forced(position: dict, *notations: str) -> dict:
    """The position reached from ``position`` by ``notations`` (a worked statement played part of the way)."""
    game = Game.from_position(position, auto_chance=False)
    for notation in notations:
        game.play(notation)
    return game.position()


def _roll_results(position: dict | State) -> list[tuple[State, State, Fraction]]:
    """Every outcome of the dice about to be rolled in ``position``: (before, after, chance), by the rules."""
    state = position if isinstance(position, State) else state_from_position(position)
    return [(state, apply(state, move), chance) for move, chance in chance_outcomes(state)]


def _percent(chance: Fraction) -> str:
    """A chance as a whole percentage, an option's value (the same in every language); only a certainty reads
    100% and only an impossibility 0%."""
    if chance in (0, 1):
        return f"{int(chance * 100)}%"
    return f"{min(99, max(1, round(float(chance) * 100)))}%"


def _percent_words(chance: Fraction) -> str:
    """The same whole percentage as the reader's language writes it, for a sentence."""
    return lessons.option_words(_percent(chance))


def _chance_options(answer: Fraction, *others: Fraction) -> tuple[str, ...]:
    """The answer and the other chances, as percentages from the smallest to the largest (no repeats)."""
    ordered = sorted({answer, *others})
    return tuple(dict.fromkeys(_percent(chance) for chance in ordered))


def _square_options(*squares: int) -> tuple[str, ...]:
    """Squares as the board names them, in race order (no repeats)."""
    return tuple(square_name(square) for square in sorted(set(squares)))


def _name(player: str) -> str:
    """A player's name (their colour) in the current language."""
    return player_name(player)


def _tokens(count: int) -> str:
    # Translators: the horse race, a number of energy tokens inside an exercise's explanation
    return say_n("{count} token", "{count} tokens", count)


# ================================================================ positions
def start_of_race() -> dict:
    """Two players on the start with 2 tokens each, Yellow to choose (notebook 1)."""
    return build_position(2)


def trot_from_start() -> dict:
    """Yellow chose to trot on the start: the blue dice are about to be rolled (notebook 2)."""
    return build_position(2, phase="roll", dice="blue")


def gallop_on_33() -> dict:
    """Yellow on square 33, three squares from the finish line, to choose (notebook 3)."""
    return build_position(2, horses={"yellow": 33, "green": 20})


def galloping_from_33() -> dict:
    """Yellow on square 33 galloping: the red dice are about to be rolled (notebook 3)."""
    return build_position(2, horses={"yellow": 33, "green": 20}, phase="roll", dice="red")


def empty_handed() -> dict:
    """Yellow on square 5 without a token, to choose (notebook 4)."""
    return build_position(2, horses={"yellow": 5}, tokens={"yellow": 0})


def one_token_gallop() -> dict:
    """Yellow on square 5 with one token, galloping: the red dice are about to be rolled (notebook 4)."""
    return build_position(2, horses={"yellow": 5}, tokens={"yellow": 1}, phase="roll", dice="red")


def four_tokens_gallop() -> dict:
    """Yellow on the start with 4 tokens, galloping: the red dice are about to be rolled (notebook 5)."""
    return build_position(2, tokens={"yellow": 4}, phase="roll", dice="red")


def jump_with(tokens: int) -> dict:
    """Yellow galloped from the start with ``tokens`` tokens and rolled a boot and a jump: the bet (notebook 5)."""
    return _forced(build_position(2, tokens={"yellow": tokens}), "gallop", "roll red: boot, jump")


def jump_after_puddle() -> dict:
    """Yellow on square 8 with one token, galloping over the first puddle (notebook 5)."""
    return build_position(2, horses={"yellow": 8}, tokens={"yellow": 1}, phase="roll", dice="red")


def rebuilt_of_galloping() -> dict:
    """The worked statement 'rebuilt-of-galloping' just before Yellow's red dice (notebook 6)."""
    moves = EXAMPLES["rebuilt-of-galloping"].moves
    return _forced(example("rebuilt-of-galloping"), *moves[:-1])


def rebuilt_of_sleeping() -> dict:
    """The worked statement 'rebuilt-of-sleeping' played out: Yellow bets on its jump (notebook 6)."""
    return _forced(example("rebuilt-of-sleeping"), *EXAMPLES["rebuilt-of-sleeping"].moves)


def last_turn_after_crossing() -> dict:
    """Yellow is past the finish line, Green (the last seat) still to play from square 30 (notebook 7)."""
    return build_position(2, horses={"yellow": FINISH, "green": 30}, to_move="green")


def level_on_tokens() -> dict:
    """Yellow past the line with 2 tokens, Green on square 34 with 2 tokens to play, then Purple far behind
    (notebook 7; Purple plays the round's last turn, so the race is not over as soon as Green has played)."""
    return build_position(3, horses={"yellow": FINISH, "green": 34, "purple": 10},
                          tokens={"yellow": 2, "green": 2}, to_move="green")


# ================================================================ goals (find)
def _gains_on_every_roll(before: dict, after: dict) -> bool:
    """Every outcome of the chosen dice leaves the player with more tokens than before."""
    if after["phase"] != "roll":
        return False
    return all(later.tokens[state.turn] > state.tokens[state.turn] for state, later, _ in _roll_results(after))


def _never_cancelled(before: dict, after: dict) -> bool:
    """No outcome of the chosen dice leaves the horse where it stood (a cancelled move)."""
    if after["phase"] != "roll":
        return False
    return all(later.squares[state.turn] != state.squares[state.turn] for state, later, _ in _roll_results(after))


def _may_cross(before: dict, after: dict) -> bool:
    """Some outcome of the chosen dice takes the horse past the finish line."""
    if after["phase"] != "roll":
        return False
    return any(later.squares[state.turn] == FINISH for state, later, _ in _roll_results(after))


def _fewest_tokens_for(numerator: int, denominator: int) -> Callable[[dict, dict], bool]:
    """The goal of a bet: at least the chance ``numerator / denominator`` that the jump succeeds, with no smaller
    bet reaching it."""
    chance = Fraction(numerator, denominator)

    def goal(before: dict, after: dict) -> bool:
        if after["phase"] != "flip":
            return False
        state, bet = state_from_position(before), after["bet"]
        return jump_chance(state, bet) >= chance and (bet == 1 or jump_chance(state, bet - 1) < chance)
    return goal


def _may_win_alone(before: dict, after: dict) -> bool:
    """After the chosen dice the player who chose can still end the race as its only winner."""
    mover = before["to_move"]
    return _can_end_with(state_from_position(after), (mover,), depth=10, seen=set())


#: the states "may win alone" looks at before it gives up: a race within a few turns of its end has far fewer,
#: a race far from it has hundreds of thousands (a minute of thinking while a teacher waits)
WIN_SEARCH_LIMIT = 20_000


def _can_end_with(state: State, winners: tuple[str, ...], depth: int, seen: set) -> bool:
    """Whether the race can end from ``state`` within ``depth`` steps (any decision, any luck) with exactly
    ``winners``; InvalidPosition in words where the race is too far from its end to tell quickly."""
    outcome = outcome_of(state)
    if outcome is not None:
        return outcome.winners == winners
    if depth == 0 or (state, depth) in seen:
        return False
    seen.add((state, depth))
    if len(seen) > WIN_SEARCH_LIMIT:
        # Translators: the horse race, the exercise maker; the goal "give the player any chance to win alone"
        # chosen on a race that is still far from its end.
        raise InvalidPosition([say("whether a player can still win alone is worked out only for a race a few "
                                   "turns from its end; choose this goal on a later position")])
    moves = moves_in(state) or [move for move, _ in chance_outcomes(state)]
    return any(_can_end_with(apply(state, move), winners, depth - 1, seen) for move in moves)


# ================================================================ predictions
def _galloping_share(game: Game) -> lessons.Prediction:
    """The chance that one of Yellow's unseen tokens shows a galloping horse, at the start."""
    state = game.state
    chance = jump_chance(state, 1, seat=state.turn)
    galloping, sleeping = unseen_tokens(state)
    return lessons.Prediction(
        _chance_options(chance, 1 - chance, Fraction(1, 2), Fraction(1)), _percent(chance),
        # Translators: the horse race, why a prediction is right; {hidden} is the number of hidden tokens,
        # {count} how many show a galloping horse, {chance} a percentage ("67%")
        say_n("Nobody has seen a token yet, so each of Yellow's tokens is like any of the {hidden} hidden ones, and "
              "{count} of those shows a galloping horse: about {chance}.",
              "Nobody has seen a token yet, so each of Yellow's tokens is like any of the {hidden} hidden ones, and "
              "{count} of those show a galloping horse: about {chance}.", galloping, hidden=galloping + sleeping,
              chance=_percent_words(chance)))


def _landing_of(where: str, *moves: str) -> Callable[[Game], lessons.Prediction]:
    """Predict where the mover's horse stands after ``moves``; ``where`` says why, with {start}, {landing},
    {blue} and {red} filled in (the start square, the answer, the blue and red landings of the rolled symbol)."""
    def predict(game: Game) -> lessons.Prediction:
        seat, start = game.state.turn, game.state.squares[game.state.turn]
        roll = next(move for move in moves if move.startswith("roll "))
        symbol = roll.split(": ", 1)[1].split(",")[0]
        blue, red = landing(start, "blue", symbol), landing(start, "red", symbol)
        end = _played(game, *moves).state.squares[seat]
        puddle_ahead = next((puddle for puddle in PUDDLES if puddle > start), FINISH)
        candidates = (end, start, blue, red, puddle_ahead, min(start + 1, FINISH), PUDDLE_BEHIND[red], START)
        others = list(dict.fromkeys(candidates))[:4]
        text = i18n.gettext(where).format(start=square_name(start), landing=square_name(end), blue=square_name(blue),
                            red=square_name(red))
        return lessons.Prediction(_square_options(*others), square_name(end), text)
    return predict


def _tokens_after(why: str, *moves: str) -> Callable[[Game], lessons.Prediction]:
    """Predict how many tokens the mover holds after ``moves``; ``why`` with {before} and {after} filled in."""
    def predict(game: Game) -> lessons.Prediction:
        seat, before = game.state.turn, game.state.tokens[game.state.turn]
        after = _played(game, *moves).state.tokens[seat]
        _kind, number = effect_kind(moves[-1].rsplit(", ", 1)[1])
        return lessons.Prediction(lessons.number_options(after, before, before + number),
                                  str(after), i18n.gettext(why).format(before=before, after=after))
    return predict


def _reserve_after_refill(game: Game) -> lessons.Prediction:
    """EN 'How to play': a gain from an empty reserve rebuilds it from the discard first."""
    state = game.state
    _kind, gain = effect_kind(_REFILL[-1].rsplit(", ", 1)[1])
    taken, reserve, _discard = take_tokens(gain, state.reserve, state.discard)
    everything = sum(state.discard)
    return lessons.Prediction(
        lessons.number_options(reserve, 0, everything), str(reserve),
        # Translators: the horse race, why a prediction is right; {everything} discarded tokens, {taken} taken by
        # Yellow, {count} left in the reserve
        say_n("The empty reserve is rebuilt from the {everything} discarded tokens, turned carrot side up; Yellow "
              "takes {taken} of them, so {count} stays in the reserve.",
              "The empty reserve is rebuilt from the {everything} discarded tokens, turned carrot side up; Yellow "
              "takes {taken} of them, so {count} stay in the reserve.", reserve, everything=everything, taken=taken))


def _cancelling_faces(state: State) -> dict[str, Fraction]:
    """The effect faces that cancel the move about to be rolled in ``state`` (the horse stays put), with the
    chance of each."""
    faces: dict[str, Fraction] = {}
    for move, chance in chance_outcomes(state):
        after = apply(state, move)
        if after.squares[state.turn] == state.squares[state.turn]:
            face = move.data[3]
            faces[face] = faces.get(face, Fraction(0)) + chance
    return faces


def _cancelled_gallop(game: Game) -> lessons.Prediction:
    """The chance that a gallop is cancelled with the tokens the mover holds (the other options: the same with
    no token at all, and the chance of any cost face)."""
    state = game.state
    faces = _cancelling_faces(state)
    chance = sum(faces.values(), Fraction(0))
    empty = tuple(0 if seat == state.turn else held for seat, held in enumerate(state.tokens))
    with_none = sum(_cancelling_faces(replace(state, tokens=empty)).values(), Fraction(0))
    any_cost = sum((odds for move, odds in chance_outcomes(state) if effect_kind(move.data[3])[0] == "pay"),
                   Fraction(0))
    named = [face.replace("-", "−") for face in faces]
    held, cancelled = _tokens(state.tokens[state.turn]), _percent_words(chance)
    if not named:
        # Translators: the horse race, why a prediction is right; {tokens} is "1 token", {chance} a percentage
        why = say("No face of the red effect die asks for more than Yellow's {tokens}, so the move is cancelled "
                  "{chance} of the time.", tokens=held, chance=cancelled)
    else:
        # Translators: the horse race, why a prediction is right; {faces} names effect faces ("−2"), {count} how
        # many, {tokens} is "1 token", {chance} a percentage
        why = say_n("Only the {faces} face of the red effect die asks for more than Yellow's {tokens}, so the move "
                    "is cancelled {chance} of the time.",
                    "Only the {faces} faces of the red effect die ask for more than Yellow's {tokens}, so the move "
                    "is cancelled {chance} of the time.", len(named), faces=", ".join(named), tokens=held,
                    chance=cancelled)
    return lessons.Prediction(_chance_options(chance, with_none, any_cost, Fraction(0)), _percent(chance), why)


def _jump_odds(roll: str, bet: int, why: str) -> Callable[[Game], lessons.Prediction]:
    """Predict the chance that a jump with ``bet`` tokens succeeds once ``roll`` shows the jump."""
    def predict(game: Game) -> lessons.Prediction:
        state = _played(game, roll).state
        tokens = state.tokens[state.turn]
        chance = jump_chance(state, bet)
        fails = dict(flip_odds(state, bet)).get(0, Fraction(0))
        galloping, sleeping = unseen_tokens(state)
        others = [jump_chance(state, other) for other in range(1, tokens + 1)]
        others += [Fraction(galloping, galloping + sleeping), Fraction(sleeping, galloping + sleeping), Fraction(0)]
        options = _chance_options(chance, *others)
        near = sorted(options, key=lambda text: abs(int(text[:-1]) - int(_percent(chance)[:-1])))[:4]
        return lessons.Prediction(tuple(text for text in options if text in near), _percent(chance),
                                  i18n.gettext(why).format(chance=_percent_words(chance), fails=_percent_words(fails),
                                                           bet=_tokens(bet)))
    return predict


def _bets(game: Game) -> lessons.Prediction:
    """Predict how many different bets the player may make."""
    bets = [move for move in game.legal_moves() if move.notation.startswith("bet ")]
    tokens = game.state.tokens[game.state.turn]
    return lessons.Prediction(lessons.number_options(len(bets), tokens + 1, 1), str(len(bets)),
                              # Translators: the horse race, why a prediction is right; {tokens} is "3 tokens",
                              # {count} the number of bets, {most} the largest bet
                              say_n("A bet is at least one token and only the bettor's own: with {tokens} that is "
                                    "{count} different bet, 1 to {most}.",
                                    "A bet is at least one token and only the bettor's own: with {tokens} that is "
                                    "{count} different bets, 1 to {most}.", len(bets), tokens=_tokens(tokens),
                                    most=tokens))


def _who_plays_next(*moves: str) -> Callable[[Game], lessons.Prediction]:
    """EN 'End of the game': once a horse crosses the line, the round is completed."""
    def predict(game: Game) -> lessons.Prediction:
        # Translators: the horse race, an option of "who plays next?"
        over = i18n.gettext("Nobody (the race is over)")
        after = _played(game, *moves)
        answer = over if after.outcome is not None else _name(after.to_move)
        players = [_name(player) for player in game.state.players]
        if answer != over:
            # Translators: the horse race, why a prediction is right; {player} is who plays next ("Purple")
            why = say("The race goes on until the round is complete, so that everyone played equally often: "
                      "{player} still plays.", player=answer)
        else:
            # Translators: the horse race, why a prediction is right; {reason} says how the race ended
            why = say("The round is complete: {reason}", reason=after.outcome.reason)
        return lessons.Prediction((*players, over), answer, why)
    return predict


def _winner_after(*moves: str) -> Callable[[Game], lessons.Prediction]:
    """EN 'End of the game': the furthest horse wins, then the most tokens, else the win is shared."""
    def predict(game: Game) -> lessons.Prediction:
        outcome = _played(game, *moves).outcome
        players = [_name(player) for player in game.state.players]
        # Translators: the horse race, an option of "who wins?" with two players
        both = i18n.gettext("Both (a shared win)")
        # Translators: the horse race, an option of "who wins?" with three or four players
        several = i18n.gettext("Several (a shared win)")
        shared = both if len(players) == 2 else several
        answer = shared if len(outcome.winners) > 1 else _name(outcome.winners[0])
        return lessons.Prediction((*players, shared), answer, outcome.reason)
    return predict


# ================================================================ the exercises
_PUDDLES = EXAMPLES["puddles-never-count"].moves
_RED_SKIPS = EXAMPLES["red-skips-first"].moves
_CANNOT_PAY = EXAMPLES["cannot-pay"].moves
_FAILED_JUMP = EXAMPLES["failed-jump-to-start"].moves
_ROUND = EXAMPLES["round-completion"].moves
_TIE = EXAMPLES["tie-break"].moves
_REFILL = EXAMPLES["reserve-refill"].moves
_BOTH_EMPTY = EXAMPLES["both-empty"].moves
_GALLOPING_JUMP = EXAMPLES["rebuilt-of-galloping"].moves[-1]
_PUDDLE_JUMP = ("roll red: ribbon, jump", "bet 1", "flip: 0 galloping, 1 sleeping")

EXERCISES = lessons.named([
    # ------------------------------------------------ notebook 1: the material and the set-up
    lessons.Exercise(
        "setup-energy", Game, lessons.FIND,
        # Translators: the horse race exercise 'setup-energy', its question (above the board).
        N_("Yellow begins the race. Choose the dice that bring Yellow new energy tokens whatever they show."),
        BLUE, start_of_race, goal="gain-on-every-roll",
        # Translators: the horse race exercise 'setup-energy', the goal in words, completing 'Find a move to
        # …' and 'it does not …'.
        goal_text=N_("bring new energy tokens on every roll"),
        # Translators: the horse race exercise 'setup-energy', its author's hint (after the rule, before the
        # answer).
        hint=N_("One colour of dice earns energy, the other spends it. Read the effect faces: the blue die shows "
             "+1, +2 and +3; the red one blank, −1, −2 and a jump.")),
    lessons.Exercise(
        "setup-tokens", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'setup-tokens', its question (above the board).
        N_("Each player took 2 tokens without looking. Of the 24 tokens, 16 show a galloping horse on their hidden "
        "side. What is the chance that one of Yellow's tokens shows a galloping horse?"),
        SET_UP, start_of_race, predict="galloping-share",
        # Translators: the horse race exercise 'setup-tokens', its author's hint (after the rule, before the
        # answer).
        hint=N_("Nobody has looked at Yellow's tokens: they are like any other hidden token.")),
    # ------------------------------------------------ notebook 2: trotting
    lessons.Exercise(
        "trot-landing", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'trot-landing', its question (above the board).
        N_("Yellow trots from the start. The blue dice show a helmet and +2. Where does Yellow's horse land?"),
        BLUE, trot_from_start, then=("roll blue: helmet, +2",),
        # Translators: the horse race, why a prediction is right; {start}, {landing}, {blue}, {red} are squares, {before}/{after} numbers, {chance}/{fails} percentages, {bet} a number of tokens.
        predict=("landing", (N_("With the blue dice the horse goes to the next square with the symbol rolled: "
                                  "from {start} that is {landing}.")), "roll blue: helmet, +2"),
        # Translators: the horse race exercise 'trot-landing', its author's hint (after the rule, before the
        # answer).
        hint=N_("Look along the course for the first helmet after the start.")),
    lessons.Exercise(
        "trot-puddle", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'trot-puddle', its question (above the board).
        N_("Yellow's horse is on square 8 and trots. The blue dice show a ribbon and +1. Where does it land?"),
        HOW_TO_PLAY, example("puddles-never-count"), then=_PUDDLES,
        # Translators: the horse race, why a prediction is right; {start}, {landing}, {blue}, {red} are squares, {before}/{after} numbers, {chance}/{fails} percentages, {bet} a number of tokens.
        predict=("landing", (N_("Square 9 is a puddle: it shows no symbol, so it never counts; the next "
                                  "ribbon after {start} is {landing}.")), *_PUDDLES),
        # Translators: the horse race exercise 'trot-puddle', its author's hint (after the rule, before the
        # answer).
        hint=N_("A puddle shows no symbol at all.")),
    lessons.Exercise(
        "trot-no-jump", Game, lessons.LEGAL,
        # Translators: the horse race exercise 'trot-no-jump', its question (above the board).
        N_("Yellow trots. May the blue dice show a boot and an obstacle jump?"),
        BLUE, trot_from_start, shown="roll blue: boot, jump", shown_clicks=("button:roll",),
        # Translators: the horse race exercise 'trot-no-jump', its author's hint (after the rule, before the
        # answer).
        hint=N_("Think of the faces of the blue effect die.")),
    # ------------------------------------------------ notebook 3: galloping
    lessons.Exercise(
        "gallop-landing", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'gallop-landing', its question (above the board).
        N_("Yellow gallops from the start. The red dice show a ribbon and a blank. Where does Yellow's horse land?"),
        RED, example("red-skips-first"), then=_RED_SKIPS,
        # Translators: the horse race, why a prediction is right; {start}, {landing}, {blue}, {red} are squares, {before}/{after} numbers, {chance}/{fails} percentages, {bet} a number of tokens.
        predict=("landing", (N_("The red dice skip the first square with the symbol and go on to the second: "
                                  "the blue dice would stop on {blue}, the red ones go to {landing}.")), *_RED_SKIPS),
        # Translators: the horse race exercise 'gallop-landing', its author's hint (after the rule, before the
        # answer).
        hint=N_("Red is the fast pair of dice: it does not stop at the first ribbon.")),
    lessons.Exercise(
        "gallop-near-finish", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'gallop-near-finish', its question (above the board).
        N_("Yellow's horse is on square 33 and gallops. The red dice show a helmet and a blank. Where does it end?"),
        RED, galloping_from_33, then=("roll red: helmet, blank",),
        # Translators: the horse race, why a prediction is right; {start}, {landing}, {blue}, {red} are squares, {before}/{after} numbers, {chance}/{fails} percentages, {bet} a number of tokens.
        predict=("landing", (N_("Only one helmet is left after {start} (on square 36), and the red dice need a "
                                  "second one, so the horse crosses the finish line.")), "roll red: helmet, blank"),
        # Translators: the horse race exercise 'gallop-near-finish', its author's hint (after the rule, before
        # the answer).
        hint=N_("Count the helmets left ahead: the red dice need two.")),
    lessons.Exercise(
        "gallop-to-finish", Game, lessons.FIND,
        # Translators: the horse race exercise 'gallop-to-finish', its question (above the board).
        N_("Yellow's horse is on square 33. Choose the dice that can take it past the finish line this turn."),
        # Translators: the horse race exercise 'gallop-to-finish', the goal in words, completing 'Find a move
        # to …' and 'it does not …'.
        RED, gallop_on_33, goal="may-cross", goal_text=N_("take the horse past the finish line this turn"),
        # Translators: the horse race exercise 'gallop-to-finish', its author's hint (after the rule, before
        # the answer).
        hint=N_("Look at the three squares left: which dice need more symbols than there are?")),
    # ------------------------------------------------ notebook 4: energy and its costs
    lessons.Exercise(
        "cost-cannot-pay", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'cost-cannot-pay', its question (above the board).
        N_("Yellow's horse is on square 5 and Yellow holds one token. Yellow gallops: the red dice show a boot and −2. "
        "Where does the horse end?"),
        RED, example("cannot-pay"), then=_CANNOT_PAY,
        # Translators: the horse race, why a prediction is right; {start}, {landing}, {blue}, {red} are squares, {before}/{after} numbers, {chance}/{fails} percentages, {bet} a number of tokens.
        predict=("landing", (N_("The boot takes the horse towards {red}, but the −2 asks for two tokens and "
                                  "Yellow has only one: the move is cancelled and the horse goes back to {start}.")), *_CANNOT_PAY),
        # Translators: the horse race exercise 'cost-cannot-pay', its author's hint (after the rule, before
        # the answer).
        hint=N_("A cost that cannot be paid in full is not paid at all.")),
    lessons.Exercise(
        "cost-risk", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'cost-risk', its question (above the board).
        N_("Yellow holds one token and gallops. What is the chance that the red dice cancel the move?"),
        RED, one_token_gallop, predict="cancelled-gallop",
        # Translators: the horse race exercise 'cost-risk', its author's hint (after the rule, before the
        # answer).
        hint=N_("Go through the faces of the red effect die: which one asks for more than one token?")),
    lessons.Exercise(
        "cost-safe", Game, lessons.FIND,
        # Translators: the horse race exercise 'cost-safe', its question (above the board).
        N_("Yellow holds no token at all. Choose the dice that can never cancel Yellow's move."),
        # Translators: the horse race exercise 'cost-safe', the goal in words, completing 'Find a move to …'
        # and 'it does not …'.
        RED, empty_handed, goal="never-cancelled", goal_text=N_("keep the move safe on every roll"),
        # Translators: the horse race exercise 'cost-safe', its author's hint (after the rule, before the
        # answer).
        hint=N_("Which dice may ask Yellow for tokens?")),
    # ------------------------------------------------ notebook 5: the obstacle jump
    lessons.Exercise(
        "jump-odds", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'jump-odds', its question (above the board).
        N_("Yellow holds 4 tokens and gallops: the red dice will show a boot and a jump. If Yellow bets 2 tokens, "
        "what is the chance that the jump succeeds?"),
        RED, four_tokens_gallop, then=("roll red: boot, jump",),
        # Translators: the horse race, why a prediction is right; {start}, {landing}, {blue}, {red} are squares, {before}/{after} numbers, {chance}/{fails} percentages, {bet} a number of tokens.
        predict=("jump-odds", "roll red: boot, jump", 2, (N_("The jump fails only if the {bet} all show a sleeping horse, which happens about "
                           "{fails} of the time: it succeeds {chance} of the time."))),
        # Translators: the horse race exercise 'jump-odds', its author's hint (after the rule, before the
        # answer).
        hint=N_("The jump fails only when every token bet shows a sleeping horse.")),
    lessons.Exercise(
        "jump-bet", Game, lessons.FIND,
        # Translators: the horse race exercise 'jump-bet', its question (above the board).
        N_("Yellow's red dice showed a jump. Bet as few tokens as you can while giving the jump at least a 95% chance "
        "to succeed."),
        RED, jump_with(4), goal=("fewest-tokens-for", 95, 100),
        # Translators: the horse race exercise 'jump-bet', the goal in words, completing 'Find a move to …'
        # and 'it does not …'.
        goal_text=N_("reach 95% with the fewest tokens"),
        # Translators: the horse race exercise 'jump-bet', its author's hint (after the rule, before the
        # answer).
        hint=N_("Each bet button shows its chance; every token bet is discarded, whatever it shows.")),
    lessons.Exercise(
        "jump-bets", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'jump-bets', its question (above the board).
        N_("Yellow's red dice showed a jump and Yellow holds 3 tokens. How many different bets may Yellow make?"),
        RED, jump_with(3), predict="bets",
        # Translators: the horse race exercise 'jump-bets', its author's hint (after the rule, before the
        # answer).
        hint=N_("A bet is at least one token, and only Yellow's own.")),
    lessons.Exercise(
        "jump-too-many", Game, lessons.LEGAL,
        # Translators: the horse race exercise 'jump-too-many', its question (above the board).
        N_("Yellow's red dice showed a jump and Yellow holds 2 tokens. May Yellow bet 3 tokens?"),
        RED, jump_with(2), shown="bet 3", shown_clicks=("bet:3",),
        # Translators: the horse race exercise 'jump-too-many', its author's hint (after the rule, before the
        # answer).
        hint=N_("A bet is made only with the bettor's own tokens. Count Yellow's tokens.")),
    lessons.Exercise(
        "jump-fail-start", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'jump-fail-start', its question (above the board).
        N_("Yellow gallops from the start with one token: a helmet and a jump. Yellow bets the token and it shows a "
        "sleeping horse. Where does the horse end?"),
        RED, example("failed-jump-to-start"), then=_FAILED_JUMP,
        # Translators: the horse race, why a prediction is right; {start}, {landing}, {blue}, {red} are squares, {before}/{after} numbers, {chance}/{fails} percentages, {bet} a number of tokens.
        predict=("landing", (N_("Only sleeping horses: the jump fails and the horse goes back to the nearest "
                                  "puddle behind {red}; it has passed none, so it goes back to {landing}.")), *_FAILED_JUMP),
        # Translators: the horse race exercise 'jump-fail-start', its author's hint (after the rule, before
        # the answer).
        hint=N_("A failed jump sends the horse back to a puddle, if it has passed one.")),
    lessons.Exercise(
        "jump-fail-puddle", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'jump-fail-puddle', its question (above the board).
        N_("Yellow's horse is on square 8 and Yellow holds one token. Yellow gallops: a ribbon and a jump. The token "
        "bet shows a sleeping horse. Where does the horse end?"),
        RED, jump_after_puddle, then=_PUDDLE_JUMP,
        # Translators: the horse race, why a prediction is right; {start}, {landing}, {blue}, {red} are squares, {before}/{after} numbers, {chance}/{fails} percentages, {bet} a number of tokens.
        predict=("landing", (N_("The horse landed on {red}; the jump failed, so it goes back to the nearest "
                                  "puddle behind that square, {landing}, even though it passed it in this move.")), *_PUDDLE_JUMP),
        # Translators: the horse race exercise 'jump-fail-puddle', its author's hint (after the rule, before
        # the answer).
        hint=N_("Count back from where the horse landed, not from where it started.")),
    # ------------------------------------------------ notebook 6: the reserve
    lessons.Exercise(
        "reserve-refill", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'reserve-refill', its question (above the board).
        N_("The reserve is empty; the discard shows 3 galloping and 2 sleeping horses. Yellow trots: a boot and +2. "
        "How many tokens are in the reserve afterwards?"),
        HOW_TO_PLAY, example("reserve-refill"), then=_REFILL, predict="reserve-after-refill",
        # Translators: the horse race exercise 'reserve-refill', its author's hint (after the rule, before the
        # answer).
        hint=N_("Where do the tokens come from when the reserve is empty?")),
    lessons.Exercise(
        "reserve-both-empty", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'reserve-both-empty', its question (above the board).
        N_("All 24 tokens are in the players' hands: the reserve and the discard are empty. Yellow, with 6 tokens, "
        "trots: a boot and +3. How many tokens does Yellow hold then?"),
        HOW_TO_PLAY, example("both-empty"), then=_BOTH_EMPTY,
        # Translators: the horse race, why a prediction is right; {start}, {landing}, {blue}, {red} are squares, {before}/{after} numbers, {chance}/{fails} percentages, {bet} a number of tokens.
        predict=("tokens-after", (N_("There is nothing to take and nothing to rebuild the reserve from: Yellow "
                                  "gains nothing and still holds {after}.")), *_BOTH_EMPTY),
        # Translators: the horse race exercise 'reserve-both-empty', its author's hint (after the rule, before
        # the answer).
        hint=N_("The rare case: the reserve cannot be rebuilt from an empty discard.")),
    lessons.Exercise(
        "reserve-galloping", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'reserve-galloping', its question (above the board).
        N_("The reserve was rebuilt from a discard of 5 galloping horses, and both of Yellow's tokens came from it. "
        "The red dice will show a jump. What is the chance that a bet of 1 token succeeds?"),
        HOW_TO_PLAY, rebuilt_of_galloping, then=(_GALLOPING_JUMP,),
        # Translators: the horse race, why a prediction is right; {start}, {landing}, {blue}, {red} are squares, {before}/{after} numbers, {chance}/{fails} percentages, {bet} a number of tokens.
        predict=("jump-odds", _GALLOPING_JUMP, 1, (N_("Everyone saw the discard: the rebuilt reserve held only galloping horses, so every "
                           "token Yellow took from it gallops. The jump succeeds {chance} of the time."))),
        # Translators: the horse race exercise 'reserve-galloping', its author's hint (after the rule, before
        # the answer).
        hint=N_("What could a token taken from that rebuilt reserve show?")),
    lessons.Exercise(
        "reserve-sleeping", Game, lessons.FIND,
        # Translators: the horse race exercise 'reserve-sleeping', its question (above the board).
        N_("Yellow's jump: two of Yellow's 3 tokens came from a reserve rebuilt of 4 sleeping horses. Bet as few "
        "tokens as you can while giving the jump at least a 75% chance."),
        HOW_TO_PLAY, rebuilt_of_sleeping, goal=("fewest-tokens-for", 3, 4),
        # Translators: the horse race exercise 'reserve-sleeping', the goal in words, completing 'Find a move
        # to …' and 'it does not …'.
        goal_text=N_("reach 75% with the fewest tokens"),
        # Translators: the horse race exercise 'reserve-sleeping', its author's hint (after the rule, before
        # the answer).
        hint=N_("Only Yellow's old token can gallop; a bet picks Yellow's tokens at random.")),
    # ------------------------------------------------ notebook 7: the end of the race and ties
    lessons.Exercise(
        "end-round", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'end-round', its question (above the board).
        N_("Green gallops and the red dice show a helmet and a blank: Green's horse crosses the finish line. Who "
        "plays next?"),
        END, example("round-completion"), then=_ROUND[:2], predict=("who-plays-next", *_ROUND[:2]),
        # Translators: the horse race exercise 'end-round', its author's hint (after the rule, before the
        # answer).
        hint=N_("Did everyone play equally often?")),
    lessons.Exercise(
        "end-last-turn", Game, lessons.LEGAL,
        # Translators: the horse race exercise 'end-last-turn', its question (above the board).
        N_("Yellow's horse has crossed the finish line. It is Green's turn, and Green is the last to play in the "
        "round. May Green still trot?"),
        END, last_turn_after_crossing, shown="trot", shown_clicks=("button:trot",),
        # Translators: the horse race exercise 'end-last-turn', its author's hint (after the rule, before the
        # answer).
        hint=N_("Once a horse crosses the line, the round is completed so that everyone plays equally often. Has "
             "Green played as often as Yellow?")),
    lessons.Exercise(
        "end-tie", Game, lessons.PREDICT,
        # Translators: the horse race exercise 'end-tie', its question (above the board).
        N_("Yellow is past the finish line with 1 token. Green, the last to play, trots from square 34: a boot and "
        "+1. Who wins the race?"),
        END, example("tie-break"), then=_TIE, predict=("winner-after", *_TIE),
        # Translators: the horse race exercise 'end-tie', its author's hint (after the rule, before the
        # answer).
        hint=N_("How far is each horse, and how many tokens does each hold after the roll?")),
    lessons.Exercise(
        "end-win-alone", Game, lessons.FIND,
        # Translators: the horse race exercise 'end-win-alone', its question (above the board).
        N_("Yellow is past the finish line with 2 tokens. Green, on square 34 with 2 tokens, plays; Purple, far "
        "behind, ends the round. Choose the dice that give Green a chance to win alone."),
        # Translators: the horse race exercise 'end-win-alone', the goal in words, completing 'Find a move to
        # …' and 'it does not …'.
        END, level_on_tokens, goal="may-win-alone", goal_text=N_("give Green any chance to win alone"),
        # Translators: the horse race exercise 'end-win-alone', its author's hint (after the rule, before the
        # answer).
        hint=N_("Past the line, every horse is equally far: then the tokens decide.")),
])


# ================================================================ practice without end (issue 21, point 4)
GOALS = lessons.declare(
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("gain-on-every-roll", N_("bring a token on every roll"), lessons.always(_gains_on_every_roll)),
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("never-cancelled", N_("keep the move safe on every roll"), lessons.always(_never_cancelled)),
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("may-cross", N_("take the horse past the finish line this turn"), lessons.always(_may_cross)),
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("may-win-alone", N_("give the player any chance to win alone"), lessons.always(_may_win_alone)),
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("fewest-tokens-for", N_("bet the fewest tokens for the chance given"), _fewest_tokens_for),
)
def _dice_may_show(colour: str, effect: str) -> Callable[[Game], lessons.Prediction]:
    """Predict whether the dice of ``colour`` may show ``effect``: yes where their effect die has that face."""
    def predict(_game: Game) -> lessons.Prediction:
        faces = EFFECT_DIE[colour]
        # Translators: the horse race, the two answers of "May the blue dice show … ?"
        yes = i18n.pgettext("dice answer", "Yes")
        # Translators: the horse race, the two answers of "May the blue dice show … ?"
        no = i18n.pgettext("dice answer", "No")
        answer = yes if effect in faces else no
        if colour == "blue":
            # Translators: the horse race, why a prediction is right; {faces}: the six faces ("+1 · +1 · +2 …").
            why = say("The blue effect die shows {faces}.", faces=" · ".join(faces))
        else:
            # Translators: the horse race, why a prediction is right; {faces}: the six faces ("blank · -1 …").
            why = say("The red effect die shows {faces}.", faces=" · ".join(faces))
        return lessons.Prediction((yes, no), answer, why)
    return predict


PREDICTIONS = lessons.declare(
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("landing", N_("the square where the horse ends"), _landing_of),
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("tokens-after", N_("the tokens after the marked moves"), _tokens_after),
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("jump-odds", N_("the chance that the jump succeeds"), _jump_odds),
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("who-plays-next", N_("who plays next"), _who_plays_next),
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("bets", N_("how many different bets may be made"), lessons.always(_bets)),
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("winner-after", N_("who wins"), _winner_after),
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("galloping-share", N_("how many horses gallop"), lessons.always(_galloping_share)),
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("cancelled-gallop", N_("the chance that the gallop is cancelled"), lessons.always(_cancelled_gallop)),
    # Translators: the horse race, a goal or prediction a teacher picks from a list; it completes 'Find a move
    # to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("reserve-after-refill", N_("the reserve after it is refilled"), lessons.always(_reserve_after_refill)),
    # Translators: the horse race, a prediction a teacher picks from a list; it completes 'Predict …'.
    lessons.Declared("dice-may-show", N_("whether the dice may show a face"), _dice_may_show),
)


def _practice_race(seed: int, chooser: random.Random) -> Game:
    """A seeded race played on at random up to a player's choice of dice (never past its end)."""
    game = new_game(seed=seed, players=chooser.choice((2, 3, 4)), auto_chance=False)
    for _ in range(chooser.randrange(0, 30)):
        if game.is_chance_point():
            game.resolve_chance()
            continue
        game.play(chooser.choice(game.legal_moves()))
        if game.outcome is not None:
            game.undo()
            break
    while game.outcome is None and (game.is_chance_point() or game.state.phase != "choose"):
        game.resolve_chance() if game.is_chance_point() else game.play(chooser.choice(game.legal_moves()))
    return game


#: the practice's "choose the dice" questions: (the goal in a question, the goal in a verdict, the goal)
_DICE_GOALS = (
    ("gain energy whatever the dice show", "gain-on-every-roll"),
    ("be sure the move is not cancelled, whatever the dice show", "never-cancelled"),
    ("get a chance to cross the finish line this turn", "may-cross"),
)


def _settled(game: Game, dice: str, roll: str) -> bool:
    """Is the horse's square final once ``dice`` and ``roll`` are played (no bet and no flip still to come)?"""
    after = _played(game, dice, roll)
    return after.outcome is not None or after.state.phase == "choose"


def _practice_landing(seed: int, game: Game, chooser: random.Random) -> lessons.Exercise | None:
    """Where does the horse land with this roll? Asked only for a roll that settles the square (a jump roll is
    followed by a bet and a flip: where the horse ends is not known yet)."""
    seat, position = _name(game.to_move), game.position()
    dice = chooser.choice(("trot", "gallop"))
    rolls = [move.notation for move in _played(game, dice).legal_moves() if _settled(game, dice, move.notation)]
    if not rolls:
        return None
    roll = chooser.choice(rolls)
    said = roll.split(": ", 1)[1]
    return lessons.Exercise(
        f"practice-{seed}", Game, lessons.PREDICT,
        f"{seat} chooses to {dice} and the dice show {said}. Where does the horse end this turn?",
        BLUE if dice == "trot" else RED, position, then=(dice, roll),
        predict=("landing", "From {start} the horse ends on {landing}: " + _way_of(game, dice, roll), dice, roll),
        hint=f"Find the {'next' if dice == 'trot' else 'second'} square with the symbol rolled, then see whether "
             "the effect die lets the move stand.")


def _way_of(game: Game, dice: str, roll: str) -> str:
    """The roll in the rules' own words ("Red dice: boot and -1 — to square 5, pay 1 token")."""
    return _played(game, dice).find_move(roll).label + "."


def _practice_dice(seed: int, game: Game, chooser: random.Random) -> lessons.Exercise | None:
    """Choose the dice for a goal: asked only for a goal that one choice meets and the other does not."""
    seat, position = _name(game.to_move), game.position()
    goals = list(_DICE_GOALS)
    chooser.shuffle(goals)
    for question, goal in goals:
        exercise = lessons.Exercise(
            f"practice-{seed}", Game, lessons.FIND, f"{seat} wants to {question}. Choose the dice.", HOW_TO_PLAY,
            position, goal=goal)
        if 0 < len(exercise.answers(game)) < len(game.legal_moves()):
            return exercise
    return None


def _practice_dice_faces(seed: int, game: Game, chooser: random.Random) -> lessons.Exercise:
    """May the chosen dice show this?  A question about luck, so a prediction (the learner does not choose what
    the dice show); half the time the effect is one of the other dice's faces (then: no)."""
    dice = chooser.choice(("trot", "gallop"))
    colour, other = ("blue", "red") if dice == "trot" else ("red", "blue")
    faces = EFFECT_DIE[other] if chooser.random() < 0.5 else EFFECT_DIE[colour]
    symbol, effect = chooser.choice(MOVEMENT_DIE), chooser.choice(faces)
    return lessons.Exercise(
        f"practice-{seed}", Game, lessons.PREDICT,
        f"{_name(game.to_move)} chooses to {dice}. May the {colour} dice show {symbol} and {effect}?", HOW_TO_PLAY,
        game.position(), predict=("dice-may-show", colour, effect),
        hint=f"Think of the six faces of the {colour} effect die.")


def _practice_prediction(seed: int, game: Game, chooser: random.Random) -> lessons.Exercise:
    """Where the horse ends with a roll that settles it, or whether the dice may show a face."""
    if chooser.random() < 0.5:
        landing = _practice_landing(seed, game, chooser)
        if landing is not None:
            return landing
    return _practice_dice_faces(seed, game, chooser)


def practice(seed: int, prefer: str | None = None) -> lessons.Exercise:
    """A fresh exercise from a seeded race (issue 21: practice without end): where does the horse end with this
    roll, which dice meet a goal, may the dice show this.  Each kind is asked only where it has a right answer
    and a wrong one."""
    chooser = random.Random(seed)
    game = _practice_race(seed, chooser)
    if game.outcome is not None:             # a race over before anyone chose: start a fresh one
        game = new_game(seed=seed, players=2, auto_chance=False)
    # never "may it be played?": every decision of the race (trot, gallop, each bet offered) is always allowed,
    # so its answer could only be yes (issue 30)
    makers = {lessons.PREDICT: _practice_prediction, lessons.FIND: _practice_dice}
    for kind in lessons.kinds_in_order(makers, chooser, prefer):
        made = makers[kind](seed, game, chooser)
        if made is not None:
            return made
    raise AssertionError("a dice question can always be asked")
