"""The horse race (trot or gallop), 2 to 4 players: the rules.

A dice race by Amaya Louis, Thierry Saeys & Erwan Morin (title and publisher not identified; the
project calls it "Horse race").  Each turn a player trots with the blue dice (slow, gains energy
tokens) or gallops with the red dice (fast, costs tokens or asks for an obstacle jump with a bet of
hidden energy tokens).  Once a horse crosses the finish line the round is completed; the horse
furthest along wins, then the most tokens.  The course, the dice and the tokens were pictures lost
from the rulebook text: they live in ``rulebook/data/horse_race.json``, each assumed value with a note.

Package layout: ``course`` (the material read from the data file, movement tables, dice odds),
``rules`` (state, turn, chance points, positions, explanations, the Game), ``knowledge`` (what the public
history says about the hidden tokens: the exact odds of every flip), ``players`` (the strategy
player), ``examples`` (positions of the worked statements), ``explorer`` (many races between strategies:
with numpy through ``numpy_races``, a fast kernel proven identical to the rules, else through the rules
themselves, slower; import it explicitly), ``teaching`` (the helpers the notebooks share: ``forced`` and
``show``).

API
===
::

    from rulebook import horse_race
    game = horse_race.new_game(seed=7, players=4)
    game.legal_moves()          # ["trot", "gallop"], or "bet 1" … "bet n" after a jump
    game.play("gallop")         # the dice are rolled by themselves (a chance point, recorded)
    game.history[-1].notation   # e.g. "roll red: ribbon, jump" (the board's move list reads it as a sentence)
    game = horse_race.new_game(seed=7, auto_chance=False)
    game.play("trot"); game.chance_odds()      # the 9 outcomes of the blue dice, 1/9 each
    game.play("roll blue: boot, +2")           # force a roll to demonstrate it
    horse_race.jump_chance(game.state, 2)      # exact chance that a jump with 2 tokens succeeds

Seats, in the order of play (the first begins): ``yellow, green`` (2 players), ``+ purple`` (3),
``+ orange`` (4).

Squares: 0 is the start, 1 … 36 the course in race order (puddles on 9, 18, 27), 37 past the
finish line.  Click keys: ``button:trot``, ``button:gallop``, ``bet:<n>`` (a horse with more than 12 tokens
bets 12 and up with ``bet:12+``, shared); the board also draws
``square:<n>`` / ``square:start`` / ``square:finish`` (not clickable in any move).

Position format
---------------
::

    {"game": "horse-race",
     "players": ["yellow", "green"],                  # order of play
     "horses": {"yellow": 0, "green": 12},            # squares 0 … 37
     "tokens": {"yellow": 2, "green": 3},             # unseen tokens in front of each player
     "reserve": 17,                                   # unseen tokens in the reserve
     "discard": {"galloping": 1, "sleeping": 1},      # face-up discarded tokens
     "to_move": "yellow",                             # whose turn it is
     "phase": "choose",     # choose | roll (chance) | bet | flip (chance)
     "dice": null,          # "blue" or "red" in the phase "roll"
     "bet": null,           # tokens bet, in the phase "flip"
     "rng": {"seed": 7, "draws": 0},
     # optional, only once the reserve was rebuilt from the discard: what happened to the hidden tokens
     # since (the players' tokens and the discard just before that rebuild, then every take from the
     # reserve, payment into it, rebuild and flip); the exact odds of every flip follow from it
     "token_history": {"first_rebuild": {"yellow": 1, "green": 19, "discard": {"galloping": 0, "sleeping": 4}},
                       "since": [["take", "yellow", 2], ["take", "green", 1], ["flip", "yellow", 1, 0]]}}

Notation
--------
Decisions: ``trot``, ``gallop``, ``bet <n>``.  Chance outcomes: ``roll blue: boot, +2``,
``roll red: ribbon, jump`` (``blank``, ``-1``, ``-2``, ``jump``), ``flip: 1 galloping, 2 sleeping``.

``RULE_NOTES`` lists every reading the project chose where the rulebook is open (each is a
``# Rule note:`` in the code, with a test).
"""

from rulebook.core import IllegalMove, InvalidPosition, Move, Outcome  # noqa: F401
from rulebook.horse_race import course, examples  # noqa: F401
from rulebook.horse_race.course import (  # noqa: F401
    ALL_PLAYERS,
    COURSE,
    DATA,
    DATA_FILE,
    FINISH,
    LANDING,
    PUDDLE_BEHIND,
    PUDDLES,
    ROLL_ODDS,
    START,
    SYMBOLS,
    TOTAL_TOKENS,
    dice_name,
    landing,
    player_name,
    player_names,
    square_name,
    symbol_name,
    symbol_of,
)
from rulebook.horse_race.examples import EXAMPLES, Example, build_position, example  # noqa: F401
from rulebook.horse_race.exercises import EXERCISES, practice  # noqa: F401
from rulebook.horse_race.players import STRATEGIES, Strategy, StrategyPlayer, player  # noqa: F401
from rulebook.horse_race.rules import (  # noqa: F401
    RULE_NOTES,
    Game,
    State,
    evaluate,
    finished,
    flip_odds,
    jump_chance,
    moves_in,
    new_game,
    rule_note,
    state_from_position,
    state_to_position,
    take_tokens,
    unseen_tokens,
    why_not,
    why_not_clicks,
)
