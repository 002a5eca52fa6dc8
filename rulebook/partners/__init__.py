"""Partners (Game InVentorS, Thomas Bisgaard, 1998): the rules of the team card race game.

Four players in two teams (partners sit diagonally: yellow with blue, red with green)
race their pawns round a ring of 60 positions into their goal zones.  Cards replace
the die: each deal gives everyone 4 cards, partners exchange one card face down, and
each turn a player plays one card and makes its move.  The first team with all 8
pawns locked in their goal zones wins.  The deck's counts and the board's geometry
were pictures lost from the rulebook text: they live in ``rulebook/data/partners.json``,
each assumed value with a note.

Package layout: ``board`` (components read from the data file), ``state`` (the
state, its position and the checks), ``movement`` (steps, walls, the goal zone's
bounce, bumping, the swap's protection), ``rules`` (deals, the exchange, moves,
explanations, views, the Game), ``examples`` (the worked statements as positions).

API
===
::

    from rulebook import partners
    game = partners.new_game(seed=7)
    game.legal_moves()            # the decisions of game.to_move ("yellow", "red", "blue", "green")
    game.play("give 7"); game.undo(); game.redo()
    game.position()               # JSON-able dict; partners.Game.from_position(position)
    game.explain("play 9 yellow-1")   # why (not), in the rule's words
    partners.Game.visible_position(game.state, "red")   # what red may see
    partners.examples.minus4_shortcut()                 # the worked statements, see partners.EXAMPLES

Seats clockwise (= order of play): yellow, red, blue, green.  Ring positions
``field:0`` .. ``field:59`` clockwise; colour k's start field is ``field:15k``
(yellow 0, red 15, blue 30, green 45) and the numbered fields 1..14 follow it.
A colour's goal zone ``goal:<colour>-1`` (outermost, entered from the field just
before its start field) .. ``goal:<colour>-4`` (innermost).  Pawns ``<colour>-<n>``,
n = 1..4, each at ``home``, a field or a goal circle.  Cards ``<kind>#<copy>`` with the
kinds ``start`` (♡), ``8`` (8♡), ``13`` (13♡), ``1-14``, ``7``, ``minus4`` (−4), ``3``,
``6``, ``9``, ``10``, ``12``, ``swap``: 56 cards.

Position format
---------------
::

    {"game": "partners",
     "dealer": "green", "deals": 1,        # the dealer and how often they have dealt (1..3)
     "phase": "exchange",                  # exchange | play | split (a 7 being shared out)
     "to_move": "yellow",
     "pawns": {"yellow-1": "home", "yellow-2": "field:3", "blue-1": "goal:blue-4", ...},
     "hands": {"yellow": ["8#2", "7#1", ...], ...},   # sorted
     "exchange": {"yellow": "7#1", "red": null, ...},  # face-down choices during the exchange
     "gifts": {"yellow": "7#1", ...},      # the card each gave in this round's exchange
     "deck": [...],                        # the undealt cards, sorted: their order is not decided yet
     "used": [...],                        # the used pile, oldest first (the last is on top)
     "split": null,                        # during a 7: {"steps_left": 4, "moved": ["yellow-1"]}
     "rng": {"seed": 7, "draws": 1}}

Notation and clicks
-------------------
::

    give <kind>                     ("hand:<kind>",)                      choose the card for the partner
    play <kind> out <colour>        ("hand:<kind>", "home:<colour>")      come out with ♡, 8♡, 13♡
    play <kind> <pawn>              ("hand:<kind>", "pawn:<pawn>")        3 6 8 9 10 12 13 and minus4
    play 1-14 <pawn> <n>            ("hand:1-14", "pawn:<pawn>", <dest>)  n = 1 or 14
    play 7 <pawn> <n>               ("hand:7", "pawn:<pawn>", <dest>)     the first part of a 7
    split <pawn> <n>                ("pawn:<pawn>", <dest>)               a further part of the 7
    play swap <pawn> <pawn>         ("hand:swap", "pawn:<a>", "pawn:<b>")
    fold                            ("button:fold",)                      no card can be used

``<dest>`` is the key of the place where the pawn ends (``field:N`` or ``goal:<colour>-<i>``).
Cards of one kind are alike, so a notation names the kind, never the copy.
``RULE_NOTES`` lists every reading the project chose where the rulebook is open; ``LANGUAGE_NOTES`` says
where the five languages of the rulebook differ, and which one the project follows.
"""

from rulebook.core import IllegalMove, InvalidPosition, Move, Outcome  # noqa: F401
from rulebook.partners import examples  # noqa: F401
from rulebook.partners.board import (  # noqa: F401
    ALL_CARDS,
    COLOURS,
    DATA,
    DATA_FILE,
    KINDS,
    PAWN_IDS,
    RING,
    TEAMS,
    CardKind,
    card_kind,
    entrance,
    field_name,
    partner_of,
    pawn_name,
    start_field,
)
from rulebook.partners.examples import EXAMPLES, Example, build_position, example  # noqa: F401
from rulebook.partners.exercises import EXERCISES, practice  # noqa: F401
from rulebook.partners.movement import Landing, walk  # noqa: F401
from rulebook.partners.rules import (  # noqa: F401
    LANGUAGE_NOTES,
    RULE_NOTES,
    Action,
    Game,
    evaluate,
    moves_in,
    moving_colour,
    new_game,
    public_label,
    resample_hidden,
    split_parts,
    visible_position,
    why_not,
    why_not_clicks,
)
from rulebook.partners.state import State, card_counts, state_from_position, state_to_position  # noqa: F401
