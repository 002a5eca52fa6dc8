"""Le Dernier Peuple's exercises (issue 21): one or more for every notebook that teaches a rule.

Every position is a worked example of the rulebook (``EXAMPLES``) or a position the notebooks build with
``build_position``; every answer is computed by the rules (``rulebook.lessons``).  A predict exercise plays the
example's moves on a copy of the position and reads what the question asks for; when a random draw follows
(Bandit, Black magic) every way it may fall is played, and the answer must be the same for all of them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction

from rulebook import i18n, lessons
from rulebook.core import CHANCE
from rulebook.i18n import N_, say, say_n
from rulebook.le_dernier_peuple.cards import (
    MOVEMENT_CARDS,
    capitalised,
    player_name,
    shifted,
    village_of,
    wheel_size,
)
from rulebook.le_dernier_peuple.examples import EXAMPLES, build_position
from rulebook.le_dernier_peuple.rules import Game, new_game
from rulebook.le_dernier_peuple.state import State

SETUP = "LE DERNIER PEUPLE, IT, 'Setup'"
MOVEMENT = "LE DERNIER PEUPLE, IT, 'Carte movimento'"
PLAY = "LE DERNIER PEUPLE, IT, 'Come si gioca'"
PICKAXE = "LE DERNIER PEUPLE, IT, 'Come si gioca', 'Carte movimento'"
REDEPLOY = "LE DERNIER PEUPLE, IT, 'Come si gioca'"   # its last paragraph
DEFENCE = "LE DERNIER PEUPLE, IT, 'Carte potere' (Difesa)"
END = "LE DERNIER PEUPLE, IT, 'Fine della partita'"


# ================================================================ naming a movement card by its face
def card_face(card_id: int) -> str:
    """A movement card as a learner sees it (its arrow, its circle, its square), never by its number: "the
    grey-arrow card +6 (square 1)", "the grey-arrow card +2 then +1 (square 6)".  No two cards look alike."""
    return MOVEMENT_CARDS[card_id].face()


# ================================================================ positions
def _example(name: str) -> Callable[[], dict]:
    return EXAMPLES[name].position


def _built(**parts) -> dict:
    """A position of the notebooks' kind: only the parts given differ from the set-up (3 players unless said)."""
    players = parts.pop("players", 3)
    return build_position(players, **parts)


def _after(position: Callable[[], dict] | dict, *moves: str) -> Callable[[], dict]:
    """The position once ``moves`` are played (luck does not decide: the learner looks first)."""
    def build() -> dict:
        game = Game.from_position(position() if callable(position) else position, auto_chance=False)
        for move in moves:
            game.play(move)
        return game.position()
    return build


def _seen(position: Callable[[], dict], *moves: str) -> tuple[str, ...]:
    """``moves`` and the draws the position's own seeded luck makes after them, as notations (to show an end)."""
    game = Game.from_position(position())
    for move in moves:
        game.play(move)
    return tuple(move.notation for move in game.history)


# ================================================================ predictions computed by the rules
def _outcomes(game: Game, moves: Sequence[str]) -> list[State]:
    """The states after ``moves`` on a copy of ``game``; a random steal that follows falls every possible way."""
    copy = Game.from_position(game.position(), auto_chance=False)
    for move in moves:
        copy.play(move)
    if copy.to_move == CHANCE and copy.state.phase == "steal":
        return [Game.apply(copy.state, outcome) for outcome, _share in copy.chance_odds()]
    return [copy.state]


def _only(values: set) -> object:
    if len(values) != 1:
        raise ValueError(f"the rules give {len(values)} different answers; a prediction needs exactly one")
    return values.pop()


def _number(measure: Callable[[State], int], moves: Sequence[str], why: str) -> Callable[[Game], lessons.Prediction]:
    """Predict the number ``measure`` reads after ``moves``; ``why`` may use {before} and {after}."""
    def predict(game: Game) -> lessons.Prediction:
        before = measure(game.state)
        after = _only({measure(state) for state in _outcomes(game, moves)})
        return lessons.Prediction(lessons.number_options(after, before), str(after),
                                  i18n.gettext(why).format(before=before, after=after))
    return predict


def _score(colour: str, moves: Sequence[str], why: str) -> Callable[[Game], lessons.Prediction]:
    def points(state: State) -> int:
        return state.scores[colour]
    return _number(points, moves, why)


def _cards(colour: str, moves: Sequence[str], why: str, held: str = "both") -> Callable[[Game], lessons.Prediction]:
    """Predict how many cards ``colour`` holds after ``moves``: "movement" cards, "power" cards or "both"."""
    def count(state: State) -> int:
        movement, power = len(state.hands[colour]), len(state.powers[colour])
        return {"movement": movement, "power": power, "both": movement + power}[held]
    return _number(count, moves, why)


def _pawn_lands(pawn: str, moves: Sequence[str], why: str) -> Callable[[Game], lessons.Prediction]:
    """Predict the terrain card ``pawn`` stands on after ``moves`` (the first plays a movement card); the other
    options are where the card's whole circle and its square would lead, and the card the pawn started from."""
    def predict(game: Game) -> lessons.Prediction:
        start = game.state.pawns[pawn]
        after = _only({state.pawns[pawn] for state in _outcomes(game, moves)})
        card = MOVEMENT_CARDS[game.find_move(moves[0]).data.card]
        others = (shifted(start, card.circle, game.state.size), card.target, start,
                  shifted(after, 1, game.state.size), shifted(after, -1, game.state.size))
        options = [after] + [place for place in dict.fromkeys(others) if place != after][:3]
        return lessons.Prediction(tuple(str(place) for place in sorted(options)), str(after),
                                  i18n.gettext(why).format(start=start, after=after))
    return predict


def _next_player(moves: Sequence[str], why: str) -> Callable[[Game], lessons.Prediction]:
    """Predict who is to play after ``moves``."""
    def predict(game: Game) -> lessons.Prediction:
        after = _only({Game.player_to_move(state) for state in _outcomes(game, moves)})
        return lessons.Prediction(tuple(capitalised(player_name(colour)) for colour in game.state.players),
                                  capitalised(player_name(after)), i18n.gettext(why))
    return predict


def _winner(moves: Sequence[str], why: str) -> Callable[[Game], lessons.Prediction]:
    """Predict who has won once ``moves`` and the draws after them are played (nobody: the game goes on)."""
    def predict(game: Game) -> lessons.Prediction:
        # Translators: Le Dernier Peuple, an option of "who has won?" when the game goes on
        nobody = i18n.gettext("Nobody yet")
        copy = Game.from_position(game.position())       # luck draws what it draws: it changes no score
        for move in moves:
            copy.play(move)
        outcome = copy.outcome
        names = [capitalised(player_name(colour)) for colour in outcome.winners] if outcome is not None else []
        # Translators: Le Dernier Peuple, winners sharing a game; {names} lists players, {last} is the last one
        answer = (say("{names} and {last}", names=", ".join(names[:-1]), last=names[-1]) if len(names) > 1
                  else names[0] if names else nobody)
        options = tuple(capitalised(player_name(colour)) for colour in game.state.players) + (nobody,)
        return lessons.Prediction(options, answer, i18n.gettext(why))
    return predict


def _wheel_size(game: Game) -> lessons.Prediction:
    players = len(game.state.players)
    size = wheel_size(players)
    # Translators: Le Dernier Peuple, why a prediction is right; {count} is the number of players, {size} the
    # number of terrain cards (keep "x", a times sign)
    return lessons.Prediction(lessons.number_options(size, 4 * (players - 1), 3 * players), str(size),
                              say_n("Each player brings four terrain cards to the wheel: {count} player, "
                                    "{count} x 4 = {size} cards.",
                                    "Each player brings four terrain cards to the wheel: {count} players, "
                                    "{count} x 4 = {size} cards.", players, size=size))


def _village(colour: str) -> Callable[[Game], lessons.Prediction]:
    def predict(game: Game) -> lessons.Prediction:
        card = village_of(colour)
        seat = game.state.players.index(colour)
        villages = [village_of(other) for other in game.state.players if other != colour][-2:]
        # Translators: Le Dernier Peuple, why a prediction is right; {player} is a colour (red), {place} the
        # seat (1 for the first), {seat} the seats before it, {card} the village's wheel card
        why = say("The wheel repeats empty, village, empty, pickaxe, one group of four per player in seating "
                  "order; {player} sits in place {place}, so its village is card 4 x {seat} + 2 = {card}.",
                  player=player_name(colour), place=seat + 1, seat=seat, card=card)
        return lessons.Prediction(lessons.number_options(card, *villages), str(card), why)
    return predict


def _redeploy_card(pawn: str, card: int) -> Callable[[Game], lessons.Prediction]:
    """Predict where luck's movement card ``card`` puts the pawn being redeployed."""
    def predict(game: Game) -> lessons.Prediction:
        after = game.apply(game.state, game.find_move(f"redeploy {pawn} {card}")).pawns[pawn]
        start, drawn = game.state.pawns[pawn], MOVEMENT_CARDS[card]
        others = (start, shifted(start, drawn.circle, game.state.size), village_of(pawn.rsplit("-", 1)[0]))
        options = sorted({after, *others})
        # Translators: Le Dernier Peuple, why a prediction is right; {card} names a movement card ("the
        # grey-arrow card +6 (square 1)"), {square} its square number, {after} a wheel card's number
        why = say("A redeployed pawn goes straight to the square number of the card drawn for it; {card} shows "
                  "{square} in its square, so the pawn goes to wheel card {after}. Its circle does not count here.",
                  card=card_face(card), square=drawn.target, after=after)
        return lessons.Prediction(tuple(str(value) for value in options), str(after), why)
    return predict


def _redeploy_chance(pawn: str, place: int) -> Callable[[Game], lessons.Prediction]:
    """Predict the chance that luck puts the pawn being redeployed on terrain card ``place``."""
    def predict(game: Game) -> lessons.Prediction:
        odds = game.chance_odds()
        chance = sum((share for move, share in odds if move.data.pawn == pawn
                      and MOVEMENT_CARDS[move.data.card].target == place), Fraction(0))
        pile = len(odds)                 # every card of the draw pile is as likely as the others
        hits = int(chance * pile)
        ways = lessons.number_options(hits, 0)
        def chance(count: int) -> str:
            # Translators: Le Dernier Peuple, an option of "how likely…?"; {count} cards in {pile} ("3 in 23")
            return say_n("{count} in {pile}", "{count} in {pile}", count, pile=pile)
        # Translators: Le Dernier Peuple, why a prediction is right; {pile} is the number of cards in the draw
        # pile, {count} how many of them show {place} (a wheel card's number) in their square
        why = say_n("Luck draws one of the {pile} movement cards of the draw pile, each as likely as the others; "
                    "{count} of them shows {place} in its square.",
                    "Luck draws one of the {pile} movement cards of the draw pile, each as likely as the others; "
                    "{count} of them show {place} in their square.", hits, pile=pile, place=place)
        return lessons.Prediction(tuple(chance(n) for n in ways), chance(hits), why)
    return predict


# ================================================================ goals of find exercises
def _gains(colour: str, points: int | None = None) -> Callable[[dict, dict], bool]:
    """Does ``colour`` score (exactly ``points``, when given)?"""
    def goal(before: dict, after: dict) -> bool:
        gained = after["scores"][colour] - before["scores"][colour]
        return gained == points if points is not None else gained > 0
    return goal


def _loses(colour: str) -> Callable[[dict, dict], bool]:
    def goal(before: dict, after: dict) -> bool:
        return after["scores"][colour] < before["scores"][colour]
    return goal


def _keeps(colour: str) -> Callable[[dict, dict], bool]:
    def goal(before: dict, after: dict) -> bool:
        return after["scores"][colour] == before["scores"][colour]
    return goal


def _power_card_gained(colour: str) -> Callable[[dict, dict], bool]:
    def goal(before: dict, after: dict) -> bool:
        return len(after["powers"][colour]) > len(before["powers"][colour])
    return goal


def _reaches(colour: str, points: int) -> Callable[[dict, dict], bool]:
    def goal(_before: dict, after: dict) -> bool:
        return after["scores"][colour] >= points
    return goal


def _scores(before: dict, after: dict) -> bool:
    """The player to move scores."""
    return _gains(before["to_move"])(before, after)


# ================================================================ what exercises may ask (issue 33)
GOALS = lessons.declare(
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("score", N_("score points"), lessons.always(_scores)),
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("gains", N_("make the named player score (the points given, if any)"), _gains),
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("loses", N_("make the named player lose a point"), _loses),
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("keeps", N_("keep the named player's points"), _keeps),
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("power-card-gained", N_("earn the named player a new power card"), _power_card_gained),
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("reaches", N_("bring the named player to the points given"), _reaches),
)
PREDICTIONS = lessons.declare(
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("score", N_("a player's points after the marked moves"), _score),
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("cards", N_("how many cards a player holds after the marked moves"), _cards),
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("pawn-lands", N_("the terrain card where a pawn lands"), _pawn_lands),
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("next-player", N_("who plays next"), _next_player),
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("winner", N_("who has won"), _winner),
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("redeploy-card", N_("where a drawn card puts a redeployed pawn"), _redeploy_card),
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("redeploy-chance", N_("the chance a redeployed pawn lands on a terrain card"), _redeploy_chance),
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("village", N_("the wheel card of a player's village"), _village),
    # Translators: Le Dernier Peuple, a goal or prediction a teacher picks from a list; it completes 'Find a
    # move to …' (goal) or 'Predict …' (prediction).
    lessons.Declared("wheel-size", N_("how many terrain cards the wheel has"), lessons.always(_wheel_size)),
)


# ================================================================ the exercises
def _power(card: str, question: str, predict: tuple, hint: str,
           moves: Sequence[str] | None = None) -> lessons.Exercise:
    """A power card's worked example as a prediction (notebook 8): play the example's card, then see."""
    example = EXAMPLES[f"power-{card}"]
    return lessons.Exercise(f"power-{card}", Game, lessons.PREDICT, question, example.cite, example.position,
                            predict=predict, then=tuple(moves or (example.move,)), hint=hint)


_EXAMPLE_CARDS = EXAMPLES["example-cards"]
_OWN_HELPER = _built(pawns={"red-1": 6, "blue-1": 5}, hands={"red": [2]}, scores={"blue": 2})
_SUPPLY_MADE = _after(_example("supply"), EXAMPLES["supply"].move)
_ATTACKED = _after(_example("defence"), EXAMPLES["defence"].move)
_NEAR_THE_END = EXAMPLES["near-the-end"]

EXERCISES = lessons.named([
    # ---------------------------------------------------------------- notebook 1: set-up and the wheel
    lessons.Exercise("setup-wheel", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'setup-wheel', its question (above the board).
                     N_("Four people sit down to play. How many terrain cards does the wheel have?"),
                     SETUP, _built(players=4), predict="wheel-size",
                     # Translators: Le Dernier Peuple exercise 'setup-wheel', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("Count the terrain cards each player brings: an empty card, a village, another empty "
                          "card and a pickaxe.")),
    lessons.Exercise("setup-village", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'setup-village', its question (above the
                     # board).
                     N_("Five people play: red, blue, green, yellow and purple, in this order clockwise. On which "
                     "terrain card is purple's village?"),
                     SETUP, _built(players=5), predict=("village", "purple"),
                     # Translators: Le Dernier Peuple exercise 'setup-village', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("Red's village is card 2, blue's card 6: every player's group of four cards comes "
                          "after the one before.")),
    # ---------------------------------------------------------------- notebook 2: movement cards
    lessons.Exercise("cards-reach", Game, lessons.TARGETS,
                     # Translators: Le Dernier Peuple exercise 'cards-reach', its question (above the board).
                     N_("Red has chosen the grey-arrow card +6 (square 1) and red pawn 1, which stands "
                        "on red's village. Click every wheel card the pawn may reach with this card, "
                        "then press Check."),
                     MOVEMENT, _EXAMPLE_CARDS.position, start=("move:12", "pawn:red-1"),
                     # Translators: Le Dernier Peuple exercise 'cards-reach', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("A movement card gives two choices: the circle number counts wheel cards clockwise from "
                          "the pawn's card (here card 2), the square number names the card to go to straight away.")),
    lessons.Exercise("cards-example", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'cards-example', its question (above the board).
                     N_("Red plays the grey-arrow card +4 (square 11) with red pawn 1, using the circle "
                        "number. On which wheel card does the pawn land?"),
                     MOVEMENT, _EXAMPLE_CARDS.position,
                     predict=("pawn-lands", "red-1", (_EXAMPLE_CARDS.move,),
                                         # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                                         (N_("The pawn starts on card {start}; +4 counts four cards clockwise, so it "
                                         "lands on card {after}."))),
                     then=(_EXAMPLE_CARDS.move,),
                     # Translators: Le Dernier Peuple exercise 'cards-example', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("Count clockwise from the pawn's card, card 2, one step per wheel card: 3, 4, and on.")),
    lessons.Exercise("cards-black-arrow", Game, lessons.LEGAL,
                     # Translators: Le Dernier Peuple exercise 'cards-black-arrow', its question (above the board).
                     N_("Red holds the black-arrow card +1 (square 6). May red move red pawn 1 with it, "
                        "one wheel card clockwise?"),
                     MOVEMENT, _built(hands={"red": [3]}), shown="play 3 red-1 circle",
                     shown_clicks=("move:3", "pawn:red-1", "wheel:3"),
                     shown_text=f"{card_face(3)} moving red pawn 1 one wheel card clockwise",
                     # Translators: Le Dernier Peuple exercise 'cards-black-arrow', its author's hint (after
                     # the rule, before the answer).
                     hint=N_("Look at the arrow: grey moves one of your own pawns, black one of somebody else's.")),
    lessons.Exercise("cards-double-stops", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'cards-double-stops', its question (above the board).
                     N_("Both red pawns stand on wheel card 1, just before red's village (card 2). Red "
                        "plays the grey-arrow card +2 then +1 (square 6) with red pawn 2. On which wheel"
                        " card does red pawn 2 end?"),
                     EXAMPLES["double-stops"].cite, _example("double-stops"),
                     predict=("pawn-lands", "red-2", (EXAMPLES["double-stops"].move,),
                                         # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                                         (N_("The first part, +2, already takes the pawn from card {start} to card "
                                         "{after}: the two red pawns now stand on both sides of red's village, "
                                         "a supply, so the second part (+1) is not made."))),
                     then=(EXAMPLES["double-stops"].move,),
                     # Translators: Le Dernier Peuple exercise 'cards-double-stops', its author's hint (after
                     # the rule, before the answer).
                     hint=N_("Make the first part of the card, then look at both sides of the nearest village before "
                          "making the second.")),
    # ---------------------------------------------------------------- notebook 3: pickaxes and power cards
    lessons.Exercise("pickaxe-find", Game, lessons.FIND,
                     # Translators: Le Dernier Peuple exercise 'pickaxe-find', its question (above the board).
                     N_("Red holds the power card Heal, the grey-arrow card +2 (square 4) and the black-"
                        "arrow card +2 (square 3). Play a move that earns red a new power card."),
                     PLAY, _built(hands={"red": [4, 6]}, powers={"red": ["heal"]}),
                     # Translators: Le Dernier Peuple exercise 'pickaxe-find', the goal in words, completing
                     # 'Find a move to …' and 'it does not …'.
                     goal=("power-card-gained", "red"), goal_text=N_("earn red a new power card"),
                     # Translators: Le Dernier Peuple exercise 'pickaxe-find', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("A power card is drawn when one of your own pawns is sent onto a pickaxe. The pickaxes are "
                          "wheel cards 4, 8 and 12, and both red pawns stand on card 2: which card leads to one?")),
    lessons.Exercise("pickaxe-double", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'pickaxe-double', its question (above the board).
                     N_("Red plays the grey-arrow card +2 then +1 (square 6) with red pawn 1, from red's"
                        " village, using the circle. How many power cards does red hold afterwards?"),
                     PICKAXE, _built(hands={"red": [7]}),
                     predict=("cards", "red", ("play 7 red-1 circle",),
                                    # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                                    (N_("A card with two small numbers makes two moves: the first (+2) stops on the "
                                    "pickaxe, card 4, which earns a power card even though the second move goes "
                                    "on. Red had {before} power cards, now {after}.")), "power"),
                     then=("play 7 red-1 circle",),
                     # Translators: Le Dernier Peuple exercise 'pickaxe-double', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("Make the two parts of the card one after the other and look at every card the pawn "
                          "stops on.")),
    lessons.Exercise("pickaxe-one-power", Game, lessons.LEGAL,
                     # Translators: Le Dernier Peuple exercise 'pickaxe-one-power', its question (above the
                     # board).
                     N_("Red has just played Heal at the start of the turn and still holds Strength. May red play "
                     "Strength too, before the movement card?"),
                     PLAY, _after(_built(hands={"red": [4]}, powers={"red": ["heal", "strength"]}), "power heal"),
                     shown="power strength", shown_clicks=("power:strength",),
                     # Translators: Le Dernier Peuple exercise 'pickaxe-one-power', the move shown, in words.
                     shown_text=N_("Strength, after Heal in the same turn"),
                     # Translators: Le Dernier Peuple exercise 'pickaxe-one-power', its author's hint (after
                     # the rule, before the answer).
                     hint=N_("A turn allows one power card, played before the movement card. How many has red played "
                          "this turn?")),
    # ---------------------------------------------------------------- notebook 4: supply
    lessons.Exercise("supply-find", Game, lessons.FIND,
                     # Translators: Le Dernier Peuple exercise 'supply-find', its question (above the board).
                     N_("Red pawn 1 waits on wheel card 1, beside red's village (card 2). Play a move that makes red "
                     "score."),
                     EXAMPLES["supply"].cite, _example("supply"), goal=("gains", "red"),
                     # Translators: Le Dernier Peuple exercise 'supply-find', the goal in words, completing
                     # 'Find a move to …' and 'it does not …'.
                     goal_text=N_("make red score"),
                     # Translators: Le Dernier Peuple exercise 'supply-find', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("Red scores a supply when its two pawns stand on the empty cards on both sides of its "
                          "own village. Red pawn 1 stands on card 1: red pawn 2 must reach card 3.")),
    lessons.Exercise("supply-score", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'supply-score', its question (above the board).
                     N_("Red moves red pawn 2 from its village to wheel card 3 with the grey-arrow card "
                        "+1 (square 1); red pawn 1 waits on wheel card 1. How many points does red have "
                        "then?"),
                     EXAMPLES["supply"].cite, _example("supply"),
                     predict=("score", "red", (EXAMPLES["supply"].move,),
                                    # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                                    (N_("Both red pawns beside red's own village make a supply, worth 2 points: red "
                                    "had {before}, now {after}."))),
                     then=(EXAMPLES["supply"].move,),
                     # Translators: Le Dernier Peuple exercise 'supply-score', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("Which event do two of your pawns make around your own village, and what is it worth?")),
    # ---------------------------------------------------------------- notebook 5: noble attack
    lessons.Exercise("noble-score", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'noble-score', its question (above the board).
                     N_("Red pawn 1 waits on card 5, beside blue's village; red moves red pawn 2 to card 7, on its "
                     "other side. Blue has 4 points: how many does blue have then?"),
                     EXAMPLES["noble-attack"].cite, _example("noble-attack"),
                     predict=("score", "blue", (EXAMPLES["noble-attack"].move,),
                                    # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                                    (N_("Two red pawns beside blue's village are a noble attack: red wins 3, the "
                                    "village's owner loses 1. Blue had {before}, now {after}."))),
                     then=(EXAMPLES["noble-attack"].move,),
                     # Translators: Le Dernier Peuple exercise 'noble-score', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("Two pawns of one player beside another player's village make a noble attack: the "
                          "attacker wins points, and the owner of the village pays for it. Blue has 4 points now.")),
    lessons.Exercise("noble-floor", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'noble-floor', its question (above the board).
                     N_("The same noble attack on blue's village, but blue has no point at all. How many points does "
                     "blue have after it?"),
                     EXAMPLES["floor"].cite, _example("floor"),
                     predict=("score", "blue", (EXAMPLES["floor"].move,),
                                    # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                                    (N_("A noble attack takes 1 point from the village's owner only if they have one: "
                                    "nobody goes below 0. Blue had {before}, so blue has {after}."))),
                     then=(EXAMPLES["floor"].move,),
                     # Translators: Le Dernier Peuple exercise 'noble-floor', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("Can a score go below zero?")),
    lessons.Exercise("noble-find", Game, lessons.FIND,
                     # Translators: Le Dernier Peuple exercise 'noble-find', its question (above the board).
                     N_("Red pawn 1 waits on card 5, beside blue's village (card 6). Play a move that makes a noble "
                     "attack on blue's village."),
                     PLAY, _built(pawns={"red-1": 5}, hands={"red": [8, 10, 11, 19]}, scores={"blue": 2}),
                     # Translators: Le Dernier Peuple exercise 'noble-find', the goal in words, completing
                     # 'Find a move to …' and 'it does not …'.
                     goal=("gains", "red", 3), goal_text=N_("make a noble attack on blue's village"),
                     # Translators: Le Dernier Peuple exercise 'noble-find', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("Red pawn 2 must arrive on card 7. Try the circle and the square of every card, and "
                          "remember that a card with two small numbers makes two moves.")),
    # ---------------------------------------------------------------- notebook 6: sneaky attack
    lessons.Exercise("sneaky-score", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'sneaky-score', its question (above the board).
                     N_("Green pawn 1 waits on card 5, beside blue's village; red moves red pawn 1 to card 7, on the "
                     "other side. How many points does green get?"),
                     EXAMPLES["sneaky-attack"].cite, _example("sneaky-attack"),
                     predict=("score", "green", (EXAMPLES["sneaky-attack"].move,),
                                    # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                                    (N_("A red pawn and a green pawn beside blue's village make red's sneaky attack: "
                                    "red +2, blue -1, and green, who helped, +1. Green had {before}, now "
                                    "{after}."))),
                     then=(EXAMPLES["sneaky-attack"].move,),
                     # Translators: Le Dernier Peuple exercise 'sneaky-score', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("In a sneaky attack the player whose pawn helped gets something too.")),
    lessons.Exercise("sneaky-by-opponent", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'sneaky-by-opponent', its question (above the board).
                     N_("Red pawn 1 waits on wheel card 5, beside blue's village. Red plays the black-"
                        "arrow card +1 (square 6) and pushes green pawn 1 from card 6 to card 7. How "
                        "many points does red have then?"),
                     EXAMPLES["sneaky-by-opponent"].cite, _example("sneaky-by-opponent"),
                     predict=("score", "red", (EXAMPLES["sneaky-by-opponent"].move,),
                                    # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                                    (N_("It is still red's sneaky attack, though red moved green's pawn: red +2, "
                                    "green +1, blue -1. Red had {before}, now {after}."))),
                     then=(EXAMPLES["sneaky-by-opponent"].move,),
                     # Translators: Le Dernier Peuple exercise 'sneaky-by-opponent', its author's hint (after
                     # the rule, before the answer).
                     hint=N_("Who makes an attack: the owner of the pawn that moved, or the player who played the "
                          "card?")),
    lessons.Exercise("sneaky-find", Game, lessons.FIND,
                     # Translators: Le Dernier Peuple exercise 'sneaky-find', its question (above the board).
                     N_("Red holds only the black-arrow card +1 (square 6). Play a move that makes blue "
                        "lose a point."),
                     EXAMPLES["sneaky-by-opponent"].cite, _example("sneaky-by-opponent"),
                     # Translators: Le Dernier Peuple exercise 'sneaky-find', the goal in words, completing
                     # 'Find a move to …' and 'it does not …'.
                     goal=("loses", "blue"), goal_text=N_("make blue lose a point"),
                     # Translators: Le Dernier Peuple exercise 'sneaky-find', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("Blue's own pawn may help an attack on blue's village too, but then blue's +1 and -1 "
                          "cancel out.")),
    lessons.Exercise("sneaky-own-helper", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'sneaky-own-helper', its question (above the
                     # board).
                     N_("Blue pawn 1 waits on card 5, beside blue's own village; red moves red pawn 1 to card 7, on "
                     "the other side. Blue has 2 points: how many does blue have then?"),
                     PLAY, _OWN_HELPER,
                     predict=("score", "blue", ("play 2 red-1 circle",),
                                    # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                                    (N_("Blue's pawn helped red's sneaky attack on blue's own village: blue gets +1 "
                                    "as the helper and -1 as the owner. Blue had {before}, still {after}."))),
                     then=("play 2 red-1 circle",),
                     # Translators: Le Dernier Peuple exercise 'sneaky-own-helper', its author's hint (after
                     # the rule, before the answer).
                     hint=N_("Blue is both the helper and the owner of the village here.")),
    # ---------------------------------------------------------------- notebook 7: redeployment
    lessons.Exercise("redeploy-card", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'redeploy-card', its question (above the board).
                     N_("Red has just made a supply, and both red pawns leave. Luck draws the grey-arrow"
                        " card +6 (square 1) for red pawn 2. Where does red pawn 2 go?"),
                     REDEPLOY, _SUPPLY_MADE, predict=("redeploy-card", "red-2", 12),
                     then=("redeploy red-2 12",),
                     # Translators: Le Dernier Peuple exercise 'redeploy-card', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("A redeployed pawn uses only one of the card's two numbers: it goes straight to the wheel "
                          "card its square names. Look at the square of the card drawn.")),
    lessons.Exercise("redeploy-chance", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'redeploy-chance', its question (above the
                     # board).
                     N_("Red has just made a supply, and luck now draws a movement card for red pawn 2 from the draw "
                     "pile. How likely is it to go back to wheel card 2, red's village?"),
                     REDEPLOY, _SUPPLY_MADE, predict=("redeploy-chance", "red-2", 2),
                     # Translators: Le Dernier Peuple exercise 'redeploy-chance', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("The draw pile holds the 24 movement cards of a 3-player game but the one red just played "
                          "(no hand holds a card): 23. Notebook 2 lists every card: count those with 2 in their "
                          "square.")),
    # ---------------------------------------------------------------- notebook 8: every power card
    # Translators: Le Dernier Peuple exercise 'power-bandit', its question (above the board).
    _power("bandit", N_("Red holds the grey-arrow card +4 (square 11) and plays Bandit on blue, who holds three movement cards. How "
                     "many movement cards does red hold then?"),
           ("cards", "red", ("power bandit blue",),
                  # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                  (N_("Bandit takes one card of blue's hand, chosen by luck; blue holds only movement cards, so red's "
                  "movement cards go from {before} to {after}, whichever card it is.")), "movement"),
           # Translators: Le Dernier Peuple exercise 'power-bandit', its author's hint (after the rule, before the answer).
           N_("Whichever card luck chooses, where does it go?"), moves=_seen(_example("power-bandit"), "power bandit blue")),
    # Translators: Le Dernier Peuple exercise 'power-barter', its question (above the board).
    _power("barter", N_("Red holds the grey-arrow card +4 (square 11), Barter and Heal; blue holds three movement cards. Red plays "
                     "Barter on blue. How many movement cards does red hold then?"),
           ("cards", "red", ("power barter blue",),
                  ("Barter swaps the two whole hands: red now holds blue's movement cards, {after} of them, and "
                  f"blue holds red's {card_face(10)[4:]} and Heal."), "movement"),
           # Translators: Le Dernier Peuple exercise 'power-barter', its author's hint (after the rule, before the answer).
           N_("After a Barter, red's hand is the hand blue had.")),
    # Translators: Le Dernier Peuple exercise 'power-defence', its question (above the board).
    _power("defence", N_("Red plays Curse on blue, who has 3 points and holds Defence. Blue answers with Defence. How "
                      "many points does blue have then?"),
           ("score", "blue", ("power curse blue", "defend"),
                  # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                  (N_("Defence cancels the power card aimed at blue: the Curse takes nothing. Blue had {before} and "
                  "keeps {after}."))),
           # Translators: Le Dernier Peuple exercise 'power-defence', its author's hint (after the rule, before the answer).
           N_("What is left of a power card that Defence cancels?"), moves=("power curse blue", "defend")),
    # Translators: Le Dernier Peuple exercise 'power-luck', its question (above the board).
    _power("luck", N_("Red holds the grey-arrow card +4 (square 11) and Luck, and plays Luck. How many cards (movement and power cards "
                   "together) does red hold then?"),
           ("cards", "red", ("power luck",),
                  # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                  (N_("Luck leaves red's hand and brings one movement card and one power card: red held {before} "
                  "cards and now holds {after}."))),
           # Translators: Le Dernier Peuple exercise 'power-luck', its author's hint (after the rule, before the answer).
           N_("Count the card played as well as the cards it brings.")),
    # Translators: Le Dernier Peuple exercise 'power-strength', its question (above the board).
    _power("strength", N_("Red has 3 points and plays Strength. How many points does red have then?"),
           # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
           ("score", "red", ("power strength",), N_("Strength is worth 2 points at once: red had {before}, now {after}.")),
           # Translators: Le Dernier Peuple exercise 'power-strength', its author's hint (after the rule, before the answer).
           N_("Strength is the stronger of the two power cards that bring points.")),
    # Translators: Le Dernier Peuple exercise 'power-heal', its question (above the board).
    _power("heal", N_("Red has 3 points and plays Heal. How many points does red have then?"),
           # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
           ("score", "red", ("power heal",), N_("Heal is worth 1 point at once: red had {before}, now {after}.")),
           # Translators: Le Dernier Peuple exercise 'power-heal', its author's hint (after the rule, before the answer).
           N_("Heal is the smaller of the two power cards that bring points.")),
    # Translators: Le Dernier Peuple exercise 'power-thief', its question (above the board).
    _power("thief", N_("Blue has 3 points, red none. Red plays Thief on blue. How many points does red have then?"),
           ("score", "red", ("power thief blue",),
                  # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                  (N_("Thief moves 1 point from the player it aims at to red, if that player has one: blue has, so red "
                  "goes from {before} to {after}."))),
           # Translators: Le Dernier Peuple exercise 'power-thief', its author's hint (after the rule, before the answer).
           N_("Thief takes from one player and gives to another.")),
    # Translators: Le Dernier Peuple exercise 'power-black-magic', its question (above the board).
    _power("black-magic", N_("Blue holds the grey-arrow card +2 (square 12) and Strength. Red plays Black magic on blue, and blue does "
                          "not answer with Defence. How many cards does blue hold then?"),
           ("cards", "blue", ("power black-magic blue", "accept"),
                  # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                  (N_("Black magic discards one card of blue's hand, chosen by luck among the movement and the power "
                  "cards: blue held {before} cards and keeps {after}."))),
           # Translators: Le Dernier Peuple exercise 'power-black-magic', its author's hint (after the rule, before the answer).
           N_("One card goes, whichever it is."),
           moves=_seen(_example("power-black-magic"), "power black-magic blue", "accept")),
    # Translators: Le Dernier Peuple exercise 'power-curse', its question (above the board).
    _power("curse", N_("Blue has 2 points. Red plays Curse on blue. How many points does blue have then?"),
           ("score", "blue", ("power curse blue",),
                  # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                  (N_("Curse takes 1 point from the player it aims at, and nobody gains it: blue had {before}, now "
                  "{after}."))),
           # Translators: Le Dernier Peuple exercise 'power-curse', its author's hint (after the rule, before the answer).
           N_("Curse takes away; does anybody receive?")),
    # Translators: Le Dernier Peuple exercise 'power-mace', its question (above the board).
    _power("mace", N_("Red plays Mace on blue, then ends the turn by drawing two cards. Who plays next?"),
           ("next-player", ("power mace blue", "draw"),
                        # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                        (N_("Play goes clockwise, red, blue, green; Mace makes blue skip the next turn, so green "
                        "plays after red."))),
           # Translators: Le Dernier Peuple exercise 'power-mace', its author's hint (after the rule, before the answer).
           N_("Mace makes a player miss a turn."), moves=("power mace blue", "draw")),
    # Translators: Le Dernier Peuple exercise 'power-switch', its question (above the board).
    _power("switch", N_("Red pawn 1 waits on card 5, beside blue's village. Red plays Switch: red pawn 2 and blue "
                     "pawn 1 (on card 7) change places. How many points does red have then?"),
           ("score", "red", ("power switch red-2 blue-1",),
                  # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                  (N_("Red's pawns now stand on both sides of blue's village, but only a pawn moved by a movement card "
                  "completes an event: no noble attack. Red had {before}, still {after}."))),
           # Translators: Le Dernier Peuple exercise 'power-switch', its author's hint (after the rule, before the answer).
           N_("Which cards complete an event: movement cards, power cards, or both?")),
    # Translators: Le Dernier Peuple exercise 'power-speed', its question (above the board).
    _power("speed", N_("Red plays Speed, then ends the turn by drawing two cards. Who plays next?"),
           ("next-player", ("power speed", "draw"),
                        # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                        N_("Speed gives red two turns in a row: after red's first turn, red plays again.")),
           # Translators: Le Dernier Peuple exercise 'power-speed', its author's hint (after the rule, before the answer).
           N_("Speed changes the order of play once."), moves=("power speed", "draw")),
    lessons.Exercise("power-curse-self", Game, lessons.LEGAL,
                     # Translators: Le Dernier Peuple exercise 'power-curse-self', its question (above the
                     # board).
                     N_("Red holds Curse. May red aim it at red, to lose a point on purpose?"),
                     EXAMPLES["power-curse"].cite, _example("power-curse"), shown="power curse red",
                     # Translators: Le Dernier Peuple exercise 'power-curse-self', the move shown, in words.
                     shown_clicks=("power:curse", "player:red"), shown_text=N_("Curse aimed at red"),
                     # Translators: Le Dernier Peuple exercise 'power-curse-self', its author's hint (after
                     # the rule, before the answer).
                     hint=N_("A power card that aims at a player names another player than the one who plays it. "
                          "Which rows can Curse be aimed at?")),
    # ---------------------------------------------------------------- notebook 9: defence
    lessons.Exercise("defence-score", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'defence-score', its question (above the
                     # board).
                     N_("Red makes a noble attack on blue's village, and blue cancels it with Defence. How many points "
                     "does red have then?"),
                     EXAMPLES["defence"].cite, _example("defence"),
                     predict=("score", "red", (EXAMPLES["defence"].move, "defend"),
                                    # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                                    (N_("A cancelled attack scores nothing for anyone: red had {before} and still has "
                                    "{after}; the pawns are redeployed all the same."))),
                     then=(EXAMPLES["defence"].move, "defend"),
                     # Translators: Le Dernier Peuple exercise 'defence-score', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("What is an attack worth once Defence has cancelled it?")),
    lessons.Exercise("defence-find", Game, lessons.FIND,
                     # Translators: Le Dernier Peuple exercise 'defence-find', its question (above the board).
                     N_("Red's noble attack on blue's village has just been made, and blue, holding Defence, decides "
                     "now. Play blue's choice that keeps blue's 4 points."),
                     # Translators: Le Dernier Peuple exercise 'defence-find', the goal in words, completing
                     # 'Find a move to …' and 'it does not …'.
                     DEFENCE, _ATTACKED, goal=("keeps", "blue"), goal_text=N_("keep blue's 4 points"),
                     # Translators: Le Dernier Peuple exercise 'defence-find', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("Blue may cancel the attack, or let it score.")),
    lessons.Exercise("defence-own-turn", Game, lessons.LEGAL,
                     # Translators: Le Dernier Peuple exercise 'defence-own-turn', its question (above the
                     # board).
                     N_("It is red's turn, and red holds Defence and Heal. May red play Defence as the power card of "
                     "this turn?"),
                     DEFENCE, _built(hands={"red": [10]}, powers={"red": ["defence", "heal"]}),
                     # Translators: Le Dernier Peuple exercise 'defence-own-turn', the move shown, in words.
                     shown="power defence", shown_clicks=("power:defence",), shown_text=N_("Defence in red's own turn"),
                     # Translators: Le Dernier Peuple exercise 'defence-own-turn', its author's hint (after
                     # the rule, before the answer).
                     hint=N_("Defence answers: it is played by a player who is attacked or aimed at by a power card. "
                          "Is anyone attacking red now?")),
    # ---------------------------------------------------------------- notebook 10: the end
    lessons.Exercise("end-winner", Game, lessons.PREDICT,
                     # Translators: Le Dernier Peuple exercise 'end-winner', its question (above the board).
                     N_("Red has 10 points and makes a supply: the grey-arrow card +1 (square 1) takes "
                        "red pawn 2 to wheel card 3. Who has won when the turn ends?"),
                     _NEAR_THE_END.cite, _NEAR_THE_END.position,
                     predict=("winner", (_NEAR_THE_END.move,),
                                     # Translators: Le Dernier Peuple, why a prediction is right (said with the verdict); {before}, {after} and {start} are numbers.
                                     (N_("A supply brings red 2 points: 10 + 2 = 12, and 12 points win at the end of "
                                     "the turn."))),
                     then=_seen(_NEAR_THE_END.position, _NEAR_THE_END.move),
                     # Translators: Le Dernier Peuple exercise 'end-winner', its author's hint (after the
                     # rule, before the answer).
                     hint=N_("A supply brings its owner 2 points, and 12 points win when the turn ends. Red has 10 "
                          "now.")),
    lessons.Exercise("end-find", Game, lessons.FIND,
                     # Translators: Le Dernier Peuple exercise 'end-find', its question (above the board).
                     N_("Red has 11 points; red pawn 1 waits on card 1, beside red's village. Play a move that brings "
                     "red to 12 points."),
                     END, _built(pawns={"red-1": 1}, hands={"red": [2, 10]}, powers={"red": ["heal", "curse"]},
                                 scores={"red": 11, "blue": 5}),
                     # Translators: Le Dernier Peuple exercise 'end-find', the goal in words, completing 'Find
                     # a move to …' and 'it does not …'.
                     goal=("reaches", "red", 12), goal_text=N_("bring red to 12 points"),
                     # Translators: Le Dernier Peuple exercise 'end-find', its author's hint (after the rule,
                     # before the answer).
                     hint=N_("A power card may bring points, and so may an event.")),
])

#: which notebook each exercise belongs to (its number in notebooks/le-dernier-peuple)
NOTEBOOKS: dict[str, int] = {
    "setup": 1, "cards": 2, "pickaxe": 3, "supply": 4, "noble": 5, "sneaky": 6, "redeploy": 7, "power": 8,
    "defence": 9, "end": 10,
}


def notebook_of(name: str) -> int:
    """The notebook (its number) whose rule the exercise ``name`` trains."""
    return NOTEBOOKS[name.split("-", 1)[0]]


def practice(seed: int, prefer: str | None = None) -> lessons.Exercise:
    """A fresh exercise from a seeded game (issue 21: practice without end)."""
    return lessons.practice(Game, new_game, seed, prefer=prefer)
