"""Le Dernier Peuple (Fabrice Belot, XII-Game 2015): the rules, for 3, 4 and 5 players.

A wheel of 4 terrain cards per player (empty, village, empty, pickaxe, ...); each player has two
pawns, starting on their own village.  Movement cards move one of your own pawns (grey arrow) or
an opponent's (black arrow), by the circle number or straight to the square number.  Two pawns on
the empty cards on both sides of a village make an event: a supply (your own village, +2), a noble
attack (your two pawns at an opponent's village: +3, the owner -1) or a sneaky attack (one pawn of
yours and one of an opponent: +2, the supporter +1, the owner -1); the pawns are then redeployed by
drawn movement cards.  A pawn of yours sent onto a pickaxe brings a power card.  12 points wins.

Source: the Italian summary (seed 003) and ``/shared/facts/le-dernier-peuple.md``; assumed values
live in ``rulebook/data/le_dernier_peuple.json``, the 40 movement cards in
``rulebook/data/le_dernier_peuple_movement_cards.csv``.

Package layout: ``cards`` (components read from the data files), ``state`` (the state, its position
and the checks), ``rules`` (the turn, events, power cards, chance, views, explanations, the Game),
``examples`` (the rulebook's examples and worked statements as positions), ``teaching`` (the helpers
the notebooks share: ``show``, ``list_moves``).

API
===
::

    from rulebook import le_dernier_peuple as ldp
    game = ldp.new_game(seed=7, players=3, hidden_scores=False)
    game.legal_moves()           # the moves of game.to_move ("red", "blue", ... or core.CHANCE)
    game.play("play 10 red-1 circle"); game.undo(); game.redo()
    game.position(); ldp.Game.from_position(position)
    game.explain("power curse red")
    ldp.Game.visible_position(game.state, "blue")        # what blue may see
    ldp.example("noble-attack")                          # a worked example's position

Seats in seating order (clockwise = order of play; seat 0 begins): red, blue, green (3 players),
then yellow, purple.  Seat k owns the village on terrain card 4k + 2.  Pawns ``<colour>-1``,
``<colour>-2``.

Position format
---------------
::

    {"game": "le-dernier-peuple", "players": ["red", "blue", "green"], "hidden_scores": false,
     "active": "red",           # whose turn it is
     "phase": "turn",           # turn | discard | defence | steal | partner | redeploy | over
     "scores": {"red": 0, ...}, "pawns": {"red-1": 2, ...},          # terrain cards 1..4 x players
     "hands": {"red": [10, 12], ...},   # movement cards (ids of the CSV), sorted
     "powers": {"red": ["bandit"], ...}, # power cards: bandit barter defence luck strength heal thief
                                         # black-magic curse mace switch speed
     "draw_pile": [...], "discards": [...top first], "power_pile": [...], "power_discards": [...],
     "power_played": false,     # a power card was played this turn
     "skips": {"red": 0, ...},  # turns still to skip (Mace); "extra_turns": 0 (Speed)
     "power": null,             # the power card being resolved (phases defence, steal)
     "event": null,             # the event being resolved (phases defence, redeploy)
     "arrived": null,           # phase partner: the pawn that arrived
     "redeploy": [],            # phase redeploy: the pawns still to redeploy
     "rng": {"seed": 7, "draws": 4}}

The draw piles have no order: every card is drawn at random from the state's generator at the
moment it is drawn.

Notation and clicks
-------------------
===========================  ==========================================  =====================================
notation                     what                                        clicks
===========================  ==========================================  =====================================
``play 10 red-1 circle``     movement card 10, red pawn 1, by the circle  ``move:10``, ``pawn:red-1``, ``wheel:6``
``play 10 red-1 square``     ... straight to the square number            ``move:10``, ``pawn:red-1``, ``wheel:11``
``draw``                     move no pawn, draw two movement cards        ``button:draw``
``power luck``               a power card without target                  ``power:luck``
``power curse blue``         a power card aimed at a player               ``power:curse``, ``player:blue``
``power switch red-1 blue-2`` Switch                                      ``power:switch``, ``pawn:red-1``, ``pawn:blue-2``
``defend`` / ``accept``      Defence, or not (the attacked player)        ``power:defence`` / ``button:accept``
``discard 12``               over the hand limit                          ``move:12``, ``pile:discards``
``partner blue-1``           which waiting pawn takes part in the event   ``pawn:blue-1``
===========================  ==========================================  =====================================

The last click of a movement card is the wheel card where the pawn ends (for a double card that
stops after an event, where it stopped).  Chance outcomes: ``redeploy red-1 12`` (movement card 12
drawn to redeploy red pawn 1), ``take 3`` / ``drop 3`` (the 3rd card of the target's hand,
movement cards then power cards, for Bandit / Black magic).

``RULE_NOTES`` lists every reading the project chose where the text is open (each is a
``# Rule note:`` in the code, with a test).
"""

from rulebook.core import IllegalMove, InvalidPosition, Move, Outcome  # noqa: F401
from rulebook.le_dernier_peuple import examples  # noqa: F401
from rulebook.le_dernier_peuple.cards import (  # noqa: F401
    COLOURS,
    DATA,
    DATA_FILE,
    HAND_LIMIT,
    MOVEMENT_CARDS,
    POWER_CARDS,
    POWER_IDS,
    WINNING_SCORE,
    MovementCard,
    PowerCard,
    colours_for,
    deck_for,
    terrain,
    village_of,
    village_owner,
    wheel_size,
)
from rulebook.le_dernier_peuple.examples import EXAMPLES, Example, build_position, example  # noqa: F401
from rulebook.le_dernier_peuple.exercises import EXERCISES, practice  # noqa: F401
from rulebook.le_dernier_peuple.rules import (  # noqa: F401
    POWER_EFFECTS,
    RULE_NOTES,
    Action,
    Game,
    chance_outcomes,
    evaluate,
    event_candidates,
    make_event,
    moves_in,
    new_game,
    public_label,
    resample_hidden,
    visible_position,
    walk,
    why_not,
    why_not_clicks,
)
from rulebook.le_dernier_peuple.state import Event, PowerPlay, State, state_from_position, state_to_position  # noqa: F401
