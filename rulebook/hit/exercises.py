"""HIT's exercises (issue 21): one or more tasks for every notebook that teaches a rule.

Each exercise is a :class:`rulebook.lessons.Exercise` on a position of the rulebook's worked examples
(``rulebook.hit.examples.EXAMPLES``) or on a position the notebooks build with ``build_position``.  Nothing an
exercise accepts is typed in by hand: targets and find answers are the legal moves, and every prediction is
worked out by playing the move on a copy of the game.  Open one on a board with ``HitBoard.exercise(name)``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rulebook import i18n, lessons
from rulebook.hit.board import board_for, card_kind, player_name
from rulebook.hit.examples import EXAMPLES, build_position, example
from rulebook.hit.movement import field_name
from rulebook.hit.rules import Game, new_game
from rulebook.i18n import N_, _, say, say_n

# ---------------------------------------------------------------- the rulebook sections, as the tests cite them
GOAL = "HIT, DE, 'SPIELZIEL'"
SET_UP = "HIT, DE, 'Spielvorbereitung'"
TURN = "HIT, DE, '1. HANDKARTEN SPIELEN UND AUSFÜHREN'"
MOVING = "HIT, DE, 'FIGUREN BEWEGEN'"
GOAL_ENTRY = "HIT, DE, 'ZIELEINLAUF'"
HITTING = "HIT, DE, 'FIGUREN SCHLAGEN'"
COMING_OUT = "HIT, DE, 'RAUSKOMMEN'"
BUYING = "HIT, DE, '2. NEUE KARTEN AUS DEM MARKT KAUFEN'"
DRAWING = "HIT, DE, 'NACHZIEHSTAPEL LEER'"
SHIELD_KEPT = "HIT, DE, 'SONDERFALL: KARTE MIT SCHILD OBEN AUF ABLAGESTAPEL'"
MARKET = "HIT, DE, '4. KARTENMARKT AUFFÜLLEN'"
CARDS = "HIT, DE, 'ÜBERSICHT ALLER KARTEN'"
END = "HIT, DE, 'Spielende'"
VARIANTS = "HIT, DE, 'Varianten'"

# Translators: HIT, an option of the exercise "is the figure hit, or is it safe?"
HIT = N_("hit, back to a waiting field")
# Translators: HIT, an option of the exercise "is the figure hit, or is it safe?"
SAFE = N_("safe where it stands")


def _player(colour: str) -> str:
    """A HIT player's name, by colour, in the current language."""
    return player_name(colour)


def _field_words(key: str) -> str:
    """A field's name as a prediction offers it ('field 17'), in the current language."""
    kind, _, number = key.partition(":")
    if kind != "field":
        return field_name(key)
    # Translators: HIT, an option of "on which field does it end?"; {number} is the field's number
    return say("field {number}", number=number)


# ---------------------------------------------------------------- positions (as the notebooks build them)
def _game(position: dict) -> Game:
    return Game.from_position(position, auto_chance=False)


def _after(position: dict, *moves: str) -> dict:
    """The position after ``moves`` (played by the rules on a copy)."""
    game = _game(position)
    for move in moves:
        game.play(move)
    return game.position()


def first_look() -> dict:
    """Notebook 1: a figure on Red's start field, Red holding the 1 to 5."""
    return build_position(4, to_move="red", figures={"red-1": "field:0"},
                          hands={"red": ["red:start-1to5", "red:start-3coins", "red:start-6"]})


def two_players() -> dict:
    """Notebook 2: a new game for two players."""
    return new_game(seed=5, players=2).position()


def four_players() -> dict:
    """Notebook 2: a new game for four players."""
    return new_game(seed=5, players=4).position()


def whole_turn() -> dict:
    """Notebook 3: Red's figure 1 on Red's start field; Red holds the 6, the 3 and 2 coins and the 1."""
    return build_position(4, to_move="red", figures={"red-1": "field:0"},
                          hands={"red": ["red:start-6", "red:start-3coins", "red:start-1"]})


def moving() -> dict:
    """Notebook 4: red figures on fields 2 and 6, a blue one on 11; the 5, the 1 to 5, the 3 or 1 back."""
    return build_position(4, to_move="red", figures={"red-1": "field:2", "red-2": "field:6", "blue-1": "field:11"},
                          hands={"red": ["5#1", "red:start-1to5", "red:start-3or1back"]})


def unused_card() -> dict:
    """Notebook 4: Red's only figure out stands on field 38; the 7 does not fit."""
    return build_position(4, to_move="red", figures={"red-1": "field:38"},
                          hands={"red": ["7#1", "red:start-1to5", "red:start-3coins"]})


def goal_entry() -> dict:
    """Notebook 5: red figure 1 on goal field 1, figure 2 on field 37 (Red's barrier is field 39)."""
    return build_position(4, to_move="red", figures={"red-1": "goal:red-1", "red-2": "field:37"},
                          hands={"red": ["5#1", "red:start-1to5", "red:start-3coins"]})


def unused_shield() -> dict:
    """Notebook 6: Red's figure on Red's barrier field; the 4 (shield) can only be put down unused."""
    return build_position(4, to_move="red", figures={"red-1": "field:39"},
                          hands={"red": ["4#1", "red:start-3coins", "red:start-1to5"]})


def shop() -> dict:
    """Notebook 8: Red has played all cards and has 9 coins."""
    return build_position(4, to_move="red", phase="buy", coins={"red": 9},
                          discard_piles={"red": ["red:start-1", "red:start-6", "red:start-corner"]},
                          market=["4#1", "hunter#1", "8#1", "coins-3#1", "split-10#1"])


def shop_after_hunter() -> dict:
    """Notebook 8: the same shop after Red bought the hunter (4 coins left)."""
    return _after(shop(), "buy 2")


def corners() -> dict:
    """Notebook 11: the 1 to 3 corners, red figure 1 on field 5, a blue figure on corner field 10."""
    return build_position(4, to_move="red", figures={"red-1": "field:5", "blue-1": "field:10"},
                          hands={"red": ["corners-1to3#1", "red:start-3coins", "red:start-1to5"]})


def hunter_shielded() -> dict:
    """Notebook 11: the hunter; red figures on 5 and 7, a blue figure on 12, protected by the 4."""
    return build_position(4, to_move="red", figures={"red-1": "field:5", "red-2": "field:7", "blue-1": "field:12"},
                          hands={"red": ["hunter#1", "red:start-3coins", "red:start-1to5"]},
                          discard_piles={"blue": ["4#1"]})


def late_start_jump() -> dict:
    """Notebook 11: the start jump with red figure 1 on field 35, near the end of its lap."""
    return build_position(4, to_move="red", figures={"red-1": "field:35"},
                          hands={"red": ["start-jump#1", "red:start-3coins", "red:start-1to5"]})


def last_figure() -> dict:
    """Notebook 12: two red figures in the goal, the third on field 38."""
    return build_position(4, to_move="red",
                          figures={"red-1": "goal:red-2", "red-2": "goal:red-3", "red-3": "field:38"},
                          hands={"red": ["5#1", "7#1", "red:start-1to5"]})


def shield_without_shields() -> dict:
    """Notebook 12: the rulebook's shield example with the variant Mehr Schadenfreude."""
    return {**example("shield"), "variants": ["mehr-schadenfreude"]}


def _clicks(position: Callable[[], dict], move: str) -> tuple[str, ...]:
    """What "Show me" marks in a prediction about ``move``: the figure (or pile) it concerns.  Not the hand
    card: after the answer the move is played, and that place in the hand then holds another card."""
    return tuple(key for key in _game(position()).find_move(move).clicks if not key.startswith("hand:"))


# ---------------------------------------------------------------- predictions, computed by the rules
def _number(values: Callable[[Game], tuple[int, Sequence[int], str]]) -> Callable[[Game], lessons.Prediction]:
    """A prediction of a number: ``values(game)`` gives the answer, other likely answers and the reason."""
    def predict(game: Game) -> lessons.Prediction:
        answer, others, why = values(game)
        return lessons.Prediction(lessons.number_options(answer, *others), str(answer), why)
    return predict


def _played(game: Game, *moves: str) -> Game:
    """A copy of ``game`` with ``moves`` played (the exercise's game stays as it is)."""
    copy = _game(game.position())
    for move in moves:
        copy.play(move)
    return copy


def _landing(move: str) -> Callable[[Game], lessons.Prediction]:
    """Predict the field where the figure of ``move`` ends (options: the fields around it)."""
    def predict(game: Game) -> lessons.Prediction:
        landing = game.find_move(move).data.landing
        dest = int(landing.dest.partition(":")[2])
        aimed = game.position()["figures"][landing.passed] if landing.passed else landing.dest
        options = lessons.number_options(dest, int(aimed.partition(":")[2]))
        why = f"{game.find_move(move).label}."
        return lessons.Prediction(tuple(_field_words(f"field:{n}") for n in options), _field_words(landing.dest), why)
    return predict


def _fate(move: str, fig: str) -> Callable[[Game], lessons.Prediction]:
    """Predict whether ``move`` hits the opposing figure ``fig``."""
    def predict(game: Game) -> lessons.Prediction:
        hit = _played(game, move).position()["figures"][fig].startswith("wait:")
        hit_words, safe_words = i18n.gettext(HIT), i18n.gettext(SAFE)
        return lessons.Prediction((hit_words, safe_words), hit_words if hit else safe_words,
                                  f"{game.find_move(move).label}.")
    return predict


def _coins_after(*moves: str) -> Callable[[Game], lessons.Prediction]:
    """Predict the coins of the player to move after ``moves``."""
    def values(game: Game) -> tuple[int, Sequence[int], str]:
        colour = game.to_move
        before = game.position()["coins"][colour]
        after = _played(game, *moves).position()["coins"][colour]
        printed = sum(card_kind(card).coins for card in game.position()["hands"][colour])
        last = _played(game, *moves[:-1]).find_move(moves[-1]).label
        player = _player(colour)
        if after == before:
            # Translators: HIT, why a prediction of coins is right; {player} is a colour such as Red, {count} the
            # coins before, {move} the last move's label, {after} the coins after (the same)
            why = say_n("{player} had {count} coin. {move}. Nothing is paid, so {player} still has {after}.",
                        "{player} had {count} coins. {move}. Nothing is paid, so {player} still has {after}.",
                        before, player=player, move=last, after=after)
        else:
            # Translators: HIT, why a prediction of coins is right; {player} is a colour such as Red, {count} the
            # coins before, {move} the last move's label, {after} the coins after
            why = say_n("{player} had {count} coin. {move}. So {player} has {after}.",
                        "{player} had {count} coins. {move}. So {player} has {after}.",
                        before, player=player, move=last, after=after)
        return after, (before, before + printed), why
    return _number(values)


def _cards_out_of_use(game: Game) -> tuple[int, Sequence[int], str]:
    """How many hand cards can only be put down unused (notebook 5)."""
    hand = game.position()["hands"][game.to_move]
    moves = game.legal_moves()
    unused = [index for index in range(len(hand))
              if all(m.notation == f"play {index + 1}:unused" for m in moves if m.notation.startswith(f"play {index + 1}:"))]
    titles = [card_kind(hand[index]).title for index in unused]
    # Translators: HIT, the rule that ends why a prediction is right (after a colon)
    rule = _("no step may take a figure past its own barrier, and it must land exactly on a free goal field.")
    if not titles:
        # Translators: HIT, why a prediction is right; {rule} is the rule that follows the colon
        why = say("Every card can be carried out completely: {rule}", rule=rule)
    elif len(titles) == 1:
        # Translators: HIT, why a prediction is right; {card} names a card ("the 11"), {rule} the rule after the colon
        why = say("Only {card} cannot be carried out completely: {rule}", card=titles[0], rule=rule)
    else:
        # Translators: HIT, why a prediction is right; {cards} lists cards ("the 11", "the 6"), {last} is the last
        # of them, {rule} the rule after the colon
        why = say("Only {cards} and {last} cannot be carried out completely: {rule}",
                  cards=", ".join(titles[:-1]), last=titles[-1], rule=rule)
    return len(unused), (len(hand), 0), why


def _figures_each(game: Game) -> tuple[int, Sequence[int], str]:
    players, figures = len(game.state.players), game.state.board.figures
    # Translators: HIT, why a prediction is right; {count} is the number of players, {figures} of figures
    return figures, (3, 4), say_n("With {count} player each colour plays with {figures} figures.",
                                  "With {count} players each colour plays with {figures} figures.",
                                  players, figures=figures)


def _figures_to_bring_home(game: Game) -> tuple[int, Sequence[int], str]:
    figures = game.state.board.figures
    # Translators: HIT, why a prediction is right; {count} is the number of figures of each colour
    return figures, (1, 4), say_n("Here each colour has {count} figure, and a player wins only with it on a goal "
                                  "field.", "Here each colour has {count} figures, and a player wins only with all "
                                  "of them on goal fields.", figures)


def _draw_pile_at_start(game: Game) -> tuple[int, Sequence[int], str]:
    position = game.position()
    pile, hand = len(position["draw_piles"]["red"]), len(position["hands"]["red"])
    # Translators: HIT, why a prediction is right; {count} is the cards left, {cards} the start cards in all,
    # {hand} the cards drawn
    return pile, (pile + hand, 0), say_n("Red shuffled all {cards} start cards into a draw pile and drew {hand} of "
                                         "them, so {count} is left.", "Red shuffled all {cards} start cards into a "
                                         "draw pile and drew {hand} of them, so {count} are left.",
                                         pile, cards=pile + hand, hand=hand)


def _draw_pile_after(*moves: str) -> Callable[[Game], lessons.Prediction]:
    """Predict the size of the mover's draw pile after ``moves`` (drawing, perhaps reshuffling)."""
    def values(game: Game) -> tuple[int, Sequence[int], str]:
        colour, before = game.to_move, game.position()
        after = _played(game, *moves).position()
        pile, discards = len(before["draw_piles"][colour]), len(before["discard_piles"][colour])
        left, kept = len(after["draw_piles"][colour]), len(after["discard_piles"][colour])
        shuffled, drawn = discards - kept, len(after["hands"][colour]) - pile
        player = _player(colour)
        if pile:
            # Translators: HIT, the first part of why a prediction is right; {player} is a colour such as Red,
            # {count} the cards left in the draw pile
            first = say_n("{player} draws the {count} card left.", "{player} draws the {count} cards left.",
                          pile, player=player)
        else:
            # Translators: HIT, the first part of why a prediction is right (a draw pile before drawing)
            first = _("The draw pile is empty.")
        if kept:
            # Translators: HIT, the second part of why a prediction is right; {player} is a colour such as Red,
            # {count} the discarded cards shuffled, {drawn} the cards drawn, {left} the cards that remain
            then = say_n("Then {player} shuffles {count} discarded card into a new draw pile (the shield card stays "
                         "on the discard pile) and draws {drawn} from it: {left} remain.",
                         "Then {player} shuffles {count} discarded cards into a new draw pile (the shield card stays "
                         "on the discard pile) and draws {drawn} from it: {left} remain.",
                         shuffled, player=player, drawn=drawn, left=left)
        else:
            # Translators: HIT, the second part of why a prediction is right; {player} is a colour such as Red,
            # {count} the discarded cards shuffled, {drawn} the cards drawn, {left} the cards that remain
            then = say_n("Then {player} shuffles {count} discarded card into a new draw pile and draws {drawn} from "
                         "it: {left} remain.",
                         "Then {player} shuffles {count} discarded cards into a new draw pile and draws {drawn} "
                         "from it: {left} remain.", shuffled, player=player, drawn=drawn, left=left)
        why = f"{first} {then}"
        return left, (pile, discards, 0), why
    return _number(values)


def _new_market_cards(game: Game) -> tuple[int, Sequence[int], str]:
    before = game.position()
    after = _played(game, "end").position()
    turned = len(before["neutral_stack"]) - len(after["neutral_stack"])
    # Translators: HIT, why a prediction is right; {player} is a colour such as Red, {count} the cards bought,
    # {turned} the new cards turned up
    return turned, (0, 5), say_n("{player} bought {count} card this turn, so {turned} new card is turned up into the "
                                 "empty place: one for each card bought.",
                                 "{player} bought {count} cards this turn, so {turned} new cards are turned up into "
                                 "the empty places: one for each card bought.",
                                 len(before["bought"]), player=_player(game.to_move), turned=turned)


def _top_of_draw_pile(*moves: str) -> Callable[[Game], lessons.Prediction]:
    """Predict the card on top of the mover's draw pile after ``moves`` (buying)."""
    def predict(game: Game) -> lessons.Prediction:
        colour, position = game.to_move, game.position()
        top = _played(game, *moves).position()["draw_piles"][colour][0]
        cards = [card for card in position["market"] if card] + position["draw_piles"][colour][:1]
        options = tuple(dict.fromkeys(card_kind(card).title for card in cards))
        # Translators: HIT, why a prediction is right; {card} names a card ("the hunter")
        why = say("A bought card goes face down on top of your draw pile, so the card bought last lies on top: "
                  "{card}.", card=card_kind(top).title)
        return lessons.Prediction(options, card_kind(top).title, why)
    return predict


# ---------------------------------------------------------------- goals of find exercises
def _all_in_goal(before: dict, after: dict) -> bool:
    """The player to move has every figure on a goal field: they win."""
    colour = before["to_move"]
    return all(where.startswith("goal:") for fig, where in after["figures"].items() if fig.startswith(colour + "-"))


def _protected(before: dict, after: dict) -> bool:
    """A card with a shield lies on top of the mover's discard pile."""
    pile = after["discard_piles"][before["to_move"]]
    return bool(pile) and card_kind(pile[0]).shield


def _hits(before: dict, after: dict) -> bool:
    """A figure of another colour goes back to a waiting field."""
    colour = before["to_move"]
    return any(where.startswith("wait:") and not before["figures"][fig].startswith("wait:")
               for fig, where in after["figures"].items() if not fig.startswith(colour + "-"))


def _mine_where(position: dict, colour: str, kind: str) -> int:
    return sum(where.startswith(kind) for fig, where in position["figures"].items() if fig.startswith(colour + "-"))


def _reaches_goal(before: dict, after: dict) -> bool:
    """One more of the mover's figures stands on a goal field."""
    return _mine_where(after, before["to_move"], "goal:") > _mine_where(before, before["to_move"], "goal:")


def _comes_out(before: dict, after: dict) -> bool:
    """One more of the mover's figures is out of its waiting fields."""
    return _mine_where(after, before["to_move"], "wait:") < _mine_where(before, before["to_move"], "wait:")


def _start_field_free_and_the_1_kept(_before: dict, after: dict) -> bool:
    start = f"field:{board_for(len(after['players'])).start_fields['red']}"
    return start not in after["figures"].values() and "red:start-1" in after["hands"]["red"]


# ---------------------------------------------------------------- what exercises may ask (issue 33)
GOALS = lessons.declare(
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("win", N_("bring the last figure into the goal and win"), lessons.always(_all_in_goal)),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("hit", N_("hit a figure of another colour"), lessons.always(_hits)),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("reach-goal", N_("bring a figure onto a goal field"), lessons.always(_reaches_goal)),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("come-out", N_("bring a figure out"), lessons.always(_comes_out)),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("protected", N_("leave a card with a shield on top of the discard pile"),
                     lessons.always(_protected)),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("free-start-keep-1", N_("free Red's start field and keep the 1 for later"),
                     lessons.always(_start_field_free_and_the_1_kept)),
)
PREDICTIONS = lessons.declare(
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("landing", N_("the field where the figure of the marked move ends"), _landing),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("hit-or-safe", N_("whether the marked move hits a figure"), _fate),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("coins-after", N_("the coins after the marked moves"), _coins_after),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("draw-pile-after", N_("the cards left in the draw pile after the marked moves"), _draw_pile_after),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("top-of-draw-pile", N_("the card on top of the draw pile after the marked moves"),
                     _top_of_draw_pile),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("cards-out-of-use", N_("how many hand cards can only be put down unused"),
                     lessons.always(_number(_cards_out_of_use))),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("figures-each", N_("how many figures each player uses"), lessons.always(_number(_figures_each))),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("figures-to-bring-home", N_("how many figures must reach the goal to win"),
                     lessons.always(_number(_figures_to_bring_home))),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("draw-pile-at-start", N_("how many cards are left in the draw pile at the start"),
                     lessons.always(_number(_draw_pile_at_start))),
    # Translators: HIT, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("new-market-cards", N_("how many new cards the market turns up"),
                     lessons.always(_number(_new_market_cards))),
)

# ---------------------------------------------------------------- the exercises
EXERCISES = lessons.named([
    # notebook 1: goal and material
    lessons.Exercise("goal-figures", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'goal-figures', its question (above the board).
                     N_("This is a game for four players. How many of its figures must Red bring onto goal fields to win?"),
                     GOAL, four_players, predict="figures-to-bring-home",
                     # Translators: HIT exercise 'goal-figures', its author's hint (after the rule, before the
                     # answer).
                     hint=N_("Count Red's figures on the board, those on waiting fields included.")),
    lessons.Exercise("goal-first-steps", Game, lessons.TARGETS,
                     # Translators: HIT exercise 'goal-first-steps', its question (above the board).
                     N_("Red's card 1 to 5 moves red figure 1 (on Red's start field) 1 to 5 fields on, clockwise. "
                     "Click every field it can reach, then press Check."),
                     MOVING, first_look, start=("hand:1", "figure:red-1"),
                     # Translators: HIT exercise 'goal-first-steps', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("Figures run clockwise: count the fields from the figure, one to five.")),
    # notebook 2: set-up
    lessons.Exercise("setup-figures", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'setup-figures', its question (above the board).
                     N_("This game is set up for two players. How many figures does each player use?"),
                     SET_UP, two_players, predict="figures-each",
                     # Translators: HIT exercise 'setup-figures', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("Count the figures of one colour, those on waiting fields included.")),
    lessons.Exercise("setup-draw-pile", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'setup-draw-pile', its question (above the board).
                     N_("The game has just been set up. How many cards are left in Red's draw pile?"),
                     SET_UP, four_players, predict="draw-pile-at-start",
                     # Translators: HIT exercise 'setup-draw-pile', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("Everybody shuffles 6 start cards into a draw pile and draws a hand from it: count the "
                          "cards in Red's hand.")),
    # notebook 3: the turn
    lessons.Exercise("turn-order", Game, lessons.FIND,
                     # Translators: HIT exercise 'turn-order', its question (above the board).
                     N_("Red wants to bring a second figure out with the 1 later this turn. "
                     "Play a first card that makes that possible."),
                     TURN, whole_turn, goal="free-start-keep-1",
                     # Translators: HIT exercise 'turn-order', the goal in words, completing 'Find a move to
                     # …' and 'it does not …'.
                     goal_text=N_("free Red's start field and keep the 1 for later"),
                     # Translators: HIT exercise 'turn-order', its author's hint (after the rule, before the
                     # answer).
                     hint=N_("A figure can only come out onto a start field that no figure of its own colour blocks. "
                          "Red figure 1 stands on Red's start field: which card can move it away first?")),
    lessons.Exercise("turn-buy-early", Game, lessons.LEGAL,
                     # Translators: HIT exercise 'turn-buy-early', its question (above the board).
                     N_("Red has not played any card yet. May Red buy the first card of the market now?"),
                     TURN, whole_turn, shown="buy 1", shown_clicks=("market:1",),
                     # Translators: HIT exercise 'turn-buy-early', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("A turn goes in four steps: play all hand cards, buy, draw, refill the market. Count the "
                          "cards still in Red's hand.")),
    # notebook 4: playing cards and moving
    lessons.Exercise("moving-choose", Game, lessons.TARGETS,
                     # Translators: HIT exercise 'moving-choose', its question (above the board).
                     N_("Red plays the 1 to 5 with red figure 1 (on field 2). Click every field it can end on, "
                     "then press Check."),
                     MOVING, moving, start=("hand:2", "figure:red-1"),
                     # Translators: HIT exercise 'moving-choose', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("You may jump over any figure, but never end on one of your own. From field 2 the 1 to 5 "
                          "reaches fields 3 to 7; red figure 2 stands on field 6.")),
    lessons.Exercise("moving-unused", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'moving-unused', its question (above the board).
                     N_("The 7 does not fit: Red's figure is too close to its goal, so Red puts the 7 down unused. "
                     "How many coins does Red have then?"),
                     MOVING, unused_card, predict=("coins-after", "play 1:unused"), then=("play 1:unused",),
                     shown_clicks=_clicks(unused_card, "play 1:unused"),
                     # Translators: HIT exercise 'moving-unused', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("A card that cannot be carried out still pays the coins printed on it. Look at the coins "
                          "printed on the 7, and at Red's coins now.")),
    # notebook 5: the barrier and the goal
    lessons.Exercise("barrier-finish", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'barrier-finish', its question (above the board).
                     N_("Blue's last figure stands three fields before Blue's barrier; Blue holds the split 10, the 11 "
                     "and the 6. How many of these cards can only be put down unused?"),
                     GOAL_ENTRY, EXAMPLES["blue_finishes"].position, predict="cards-out-of-use",
                     then=EXAMPLES["blue_finishes"].moves,
                     # Translators: HIT exercise 'barrier-finish', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("Count the steps left: three to the barrier field, then the free goal fields. "
                          "A card must use all its steps.")),
    lessons.Exercise("barrier-no-pass", Game, lessons.LEGAL,
                     # Translators: HIT exercise 'barrier-no-pass', its question (above the board).
                     N_("May Blue play the 11 with blue figure 3?"),
                     GOAL_ENTRY, EXAMPLES["blue_finishes"].position, shown="play 2:fwd11 blue-3",
                     shown_clicks=("hand:2", "figure:blue-3"),
                     # Translators: HIT exercise 'barrier-no-pass', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("No step may take a figure past its own barrier, and a card must use all its steps. Blue "
                          "figure 3 has 3 fields to Blue's barrier, then 3 goal fields: 6 steps at most.")),
    lessons.Exercise("barrier-exact", Game, lessons.TARGETS,
                     # Translators: HIT exercise 'barrier-exact', its question (above the board).
                     N_("Red plays the 1 to 5 with red figure 2 (on field 37). Click every field where it can end, "
                     "goal fields included, then press Check."),
                     GOAL_ENTRY, goal_entry, start=("hand:2", "figure:red-2"),
                     # Translators: HIT exercise 'barrier-exact', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("After the barrier field the figure turns into its goal; it may jump over its own figure "
                          "there but not land on it. Count from field 37: field 38, the barrier field 39, then goal "
                          "fields 1 to 3; red figure 1 stands on goal field 1.")),
    # notebook 6: hitting and shields
    lessons.Exercise("hit-plain", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'hit-plain', its question (above the board).
                     N_("Red plays the neutral 5 with red figure 1 (on field 2). On which field does it end?"),
                     HITTING, EXAMPLES["plain_hit"].position, predict=("landing", "play 1:fwd5 red-1"),
                     shown_clicks=_clicks(EXAMPLES["plain_hit"].position, "play 1:fwd5 red-1"),
                     then=EXAMPLES["plain_hit"].moves,
                     # Translators: HIT exercise 'hit-plain', its author's hint (after the rule, before the
                     # answer).
                     hint=N_("Count five fields. Does the top of Blue's discard pile show a shield?")),
    lessons.Exercise("hit-shield", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'hit-shield', its question (above the board).
                     N_("The 4 on top of Blue's discard pile shows a shield. Green plays the 1 with green figure 1 "
                     "(on field 23). On which field does it end?"),
                     HITTING, EXAMPLES["shield"].position, predict=("landing", "play 1:fwd1 green-1"),
                     then=EXAMPLES["shield"].moves,
                     shown_clicks=_clicks(EXAMPLES["shield"].position, "play 1:fwd1 green-1"),
                     # Translators: HIT exercise 'hit-shield', its author's hint (after the rule, before the
                     # answer).
                     hint=N_("A figure that may not end on a protected one goes on to the next field with no figure on "
                          "it. Field 24 holds the protected blue figure, field 25 a red one.")),
    lessons.Exercise("hit-breaker", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'hit-breaker', its question (above the board).
                     N_("Blue is still protected by its 4. Red plays the neutral 6 with red figure 1 (on field 25). "
                     "Is the blue figure on field 31 hit, or is it safe?"),
                     HITTING, EXAMPLES["shield_breaker"].position, predict=("hit-or-safe", "play 1:fwd6 red-1", "blue-2"),
                     shown_clicks=_clicks(EXAMPLES["shield_breaker"].position, "play 1:fwd6 red-1"),
                     then=EXAMPLES["shield_breaker"].moves,
                     # Translators: HIT exercise 'hit-breaker', its author's hint (after the rule, before the
                     # answer).
                     hint=N_("Red's figure ends on field 31 (25 + 6), where the blue figure stands. A shield protects "
                          "it, unless the card breaks shields: look at the symbols on the neutral 6.")),
    lessons.Exercise("hit-shield-on-top", Game, lessons.FIND,
                     # Translators: HIT exercise 'hit-shield-on-top', its question (above the board).
                     N_("Make a move after which all of Red's figures are protected."),
                     HITTING, unused_shield, goal="protected",
                     # Translators: HIT exercise 'hit-shield-on-top', the goal in words, completing 'Find a
                     # move to …' and 'it does not …'.
                     goal_text=N_("leave a card with a shield on top of Red's discard pile"),
                     # Translators: HIT exercise 'hit-shield-on-top', its author's hint (after the rule,
                     # before the answer).
                     hint=N_("Only the top card of your discard pile counts, even a card put down unused. Which of "
                          "Red's three cards shows a shield, and how can it end up on top?")),
    # notebook 7: coming out
    lessons.Exercise("out-blocked", Game, lessons.LEGAL,
                     # Translators: HIT exercise 'out-blocked', its question (above the board).
                     N_("Red's figure 1 stands on Red's start field. May Red bring figure 2 out with the 1?"),
                     COMING_OUT, EXAMPLES["come_out_own_start_blocked"].position, shown="play 1:out red-2",
                     shown_clicks=("hand:1", "figure:red-2"),
                     # Translators: HIT exercise 'out-blocked', its author's hint (after the rule, before the
                     # answer).
                     hint=N_("A figure comes out onto its start field, and no move may end on your own figure. Where "
                          "does red figure 1 stand?")),
    lessons.Exercise("out-protected", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'out-protected', its question (above the board).
                     N_("A protected blue figure stands on Red's start field (field 0). Red plays the 1 to bring "
                     "figure 2 out. On which field does it end?"),
                     COMING_OUT, EXAMPLES["come_out_onto_protected"].position, predict=("landing", "play 1:out red-2"),
                     shown_clicks=_clicks(EXAMPLES["come_out_onto_protected"].position, "play 1:out red-2"),
                     then=EXAMPLES["come_out_onto_protected"].moves,
                     # Translators: HIT exercise 'out-protected', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("Coming out is a move onto your start field: a protected figure there cannot be hit. The "
                          "3 coins, with its shield, lies on top of Blue's discard pile: which field is the next "
                          "free one?")),
    lessons.Exercise("out-discard-two", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'out-discard-two', its question (above the board).
                     N_("Red puts the 7 and the 5 down without using them, to bring figure 2 out. "
                     "How many coins does Red have then?"),
                     COMING_OUT, EXAMPLES["come_out_by_discarding_two"].position,
                     predict=("coins-after", *EXAMPLES["come_out_by_discarding_two"].moves),
                     then=EXAMPLES["come_out_by_discarding_two"].moves,
                     # Translators: HIT exercise 'out-discard-two', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("Cards put down to bring a figure out are not carried out: no steps, no coins. Red has "
                          "6 coins now.")),
    # notebook 8: buying
    lessons.Exercise("buy-draw-top", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'buy-draw-top', its question (above the board).
                     N_("Red buys the hunter, then the 3 coins. Which card lies on top of Red's draw pile then?"),
                     BUYING, shop, predict=("top-of-draw-pile", "buy 2", "buy 4"), then=("buy 2", "buy 4"),
                     # Translators: HIT exercise 'buy-draw-top', its author's hint (after the rule, before the
                     # answer).
                     hint=N_("Where does a bought card go, and which of the two goes there last?")),
    lessons.Exercise("buy-too-dear", Game, lessons.LEGAL,
                     # Translators: HIT exercise 'buy-too-dear', its question (above the board).
                     N_("Red has bought the hunter and has 4 coins left. May Red buy the 8 as well?"),
                     BUYING, shop_after_hunter, shown="buy 3", shown_clicks=("market:3",),
                     # Translators: HIT exercise 'buy-too-dear', its author's hint (after the rule, before the
                     # answer).
                     hint=N_("A card is bought only for its full price. Compare the price on the 8 with Red's 4 coins.")),
    # notebook 9: drawing and reshuffling
    lessons.Exercise("draw-reshuffle", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'draw-reshuffle', its question (above the board).
                     N_("Red ends the turn with 2 cards in the draw pile and 5 on the discard pile, and draws 3 cards. "
                     "How many cards are in Red's draw pile afterwards?"),
                     DRAWING, EXAMPLES["reshuffle_mid_draw"].position,
                     predict=("draw-pile-after", *EXAMPLES["reshuffle_mid_draw"].moves),
                     then=EXAMPLES["reshuffle_mid_draw"].moves,
                     # Translators: HIT exercise 'draw-reshuffle', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("Shuffle the discard pile only when a card is needed and the draw pile is empty. Red "
                          "first draws the 2 cards left: how many more are needed, and from which pile?")),
    lessons.Exercise("draw-keep-shield", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'draw-keep-shield', its question (above the board).
                     N_("Red's draw pile is empty, and the 4 with its shield lies on top of 6 other discarded cards. Red "
                     "ends the turn and keeps the shield. How many cards are in Red's draw pile after drawing 3?"),
                     SHIELD_KEPT, EXAMPLES["shield_kept_at_reshuffle"].position,
                     predict=("draw-pile-after", *EXAMPLES["shield_kept_at_reshuffle"].moves),
                     then=EXAMPLES["shield_kept_at_reshuffle"].moves,
                     # Translators: HIT exercise 'draw-keep-shield', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("Only the shield card stays behind; every other discarded card goes into the new draw "
                          "pile. Count the cards under the 4, then take away the 3 Red draws.")),
    # notebook 10: the market
    lessons.Exercise("market-refill", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'market-refill', its question (above the board).
                     N_("Red bought two cards this turn (market places 2 and 4 are empty). How many new cards are "
                     "turned up in the market when Red ends the turn?"),
                     MARKET, EXAMPLES["market_refill"].position,
                     predict="new-market-cards", then=EXAMPLES["market_refill"].moves,
                     # Translators: HIT exercise 'market-refill', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("Count the empty places in the market.")),
    lessons.Exercise("market-empty-place", Game, lessons.LEGAL,
                     # Translators: HIT exercise 'market-empty-place', its question (above the board).
                     N_("Market place 2 is empty: Red bought its card this turn. May Red buy in place 2 again?"),
                     MARKET, EXAMPLES["market_refill"].position,
                     shown="buy 2", shown_clicks=("market:2",),
                     # Translators: HIT exercise 'market-empty-place', its author's hint (after the rule,
                     # before the answer).
                     hint=N_("A place emptied by buying stays empty until the market is refilled, at the end of the "
                          "turn. What card lies in place 2 now?")),
    # notebook 11: every card
    lessons.Exercise("card-corners", Game, lessons.TARGETS,
                     # Translators: HIT exercise 'card-corners', its question (above the board).
                     N_("Red plays the 1 to 3 corners with red figure 1 (on field 5). Click every field it can end on, "
                     "then press Check."),
                     CARDS, corners, start=("hand:1", "figure:red-1"),
                     # Translators: HIT exercise 'card-corners', its author's hint (after the rule, before the
                     # answer).
                     hint=N_("Count corner fields only; unlike the next free corner, this card counts occupied ones. "
                          "The corner fields ahead of field 5 are 8, 10, 14, 18 …")),
    lessons.Exercise("card-hunter", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'card-hunter', its question (above the board).
                     N_("Blue is protected by the 4. Red plays the hunter with red figure 1 (on field 5). "
                     "On which field does it end?"),
                     CARDS, hunter_shielded, predict=("landing", "play 1:hunt red-1"), then=("play 1:hunt red-1",),
                     shown_clicks=_clicks(hunter_shielded, "play 1:hunt red-1"),
                     # Translators: HIT exercise 'card-hunter', its author's hint (after the rule, before the
                     # answer).
                     hint=N_("The hunter heads for the nearest opponent ahead: here the blue figure on field 12. Blue "
                          "is protected: where does a figure go that may not end on a protected one?")),
    lessons.Exercise("card-start-jump", Game, lessons.LEGAL,
                     # Translators: HIT exercise 'card-start-jump', its question (above the board).
                     N_("Red's figure 1 stands on field 35, near the end of its lap. May Red play the start jump with it?"),
                     CARDS, late_start_jump, shown="play 1:start red-1", shown_clicks=("hand:1", "figure:red-1"),
                     # Translators: HIT exercise 'card-start-jump', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("The start jump takes a figure to the next start field ahead, never past its own barrier. "
                          "Is there a start field between field 35 and Red's barrier on field 39?")),
    # notebook 12: the end and the variants
    lessons.Exercise("end-win", Game, lessons.FIND,
                     # Translators: HIT exercise 'end-win', its question (above the board).
                     N_("Red has two figures on goal fields. Play a move that wins the game at once."),
                     # Translators: HIT exercise 'end-win', the goal in words, completing 'Find a move to …'
                     # and 'it does not …'.
                     END, last_figure, goal="win", goal_text=N_("bring Red's last figure into the goal"),
                     # Translators: HIT exercise 'end-win', its author's hint (after the rule, before the
                     # answer).
                     hint=N_("The last figure must land exactly on the free goal field. From field 38: the barrier "
                          "field 39 is 1 step, goal field 1 is 2 steps.")),
    lessons.Exercise("variant-no-shield", Game, lessons.PREDICT,
                     # Translators: HIT exercise 'variant-no-shield', its question (above the board).
                     N_("With the variant Mehr Schadenfreude, shields protect nothing. Green plays the 1 with green "
                     "figure 1 (on field 23). On which field does it end?"),
                     VARIANTS, shield_without_shields, predict=("landing", "play 1:fwd1 green-1"),
                     then=("play 1:fwd1 green-1",),
                     shown_clicks=_clicks(shield_without_shields, "play 1:fwd1 green-1"),
                     # Translators: HIT exercise 'variant-no-shield', its author's hint (after the rule,
                     # before the answer).
                     hint=N_("Without shields, ending on a figure of another colour always hits it.")),
])


def practice(seed: int, prefer: str | None = None) -> lessons.Exercise:
    """A fresh exercise from a seeded game (issue 21: practice without end)."""
    return lessons.practice(Game, new_game, seed, prefer=prefer)
