"""HIT (Ravensburger 2023, Ralf zur Linde): the rules, for 2, 3 and 4 players.

A race game in the family of Mensch aergere dich nicht where cards replace the die
and the cards form a deck you build during the game.  Each turn a player plays all
3 hand cards (or discards 2 of them to bring a figure out), buys cards from the
market, draws 3 and refills the market.  Whoever first has all figures on goal
fields wins.  The board and some card values were pictures lost from the rulebook
text: they live in ``rulebook/data/hit.json``, each assumed value with a note.

Package layout: ``board`` (components read from the data file), ``state`` (the
state, its position and the checks), ``movement`` (how figures move: every card
effect), ``rules`` (the turn, moves, explanations, the Game), ``examples`` (the
rulebook's worked examples as positions).

API
===
::

    from rulebook import hit
    game = hit.new_game(seed=7, players=4, variants=())   # variants: "mehr-schadenfreude", "4-statt-3"
    game.legal_moves()          # list[Move] of game.to_move (a colour: "red", "blue", "green", "yellow")
    game.play("play 2:fwd5 red-1"); game.undo(); game.redo()
    game.position()             # JSON-able dict, see below;  hit.Game.from_position(position)
    game.explain("buy 3")       # why (not): "You have 3 coins; the 7 costs 5."
    hit.why_not(game.state, notation); hit.why_not_clicks(game.state, clicks)
    hit.visible_position(game.state, viewer="red")   # what red may see (also game.view("red"))
    hit.evaluate(game.state, "red")                  # the greedy computer's rating
    hit.examples.blue_finishes()                     # the rulebook's examples, see hit.EXAMPLES

Colours by player count (seating order = clockwise = order of play; seat 0 begins):
2 players ``red, green`` (opposite colours), 3 players ``red, blue, green`` (back side),
4 players ``red, blue, green, yellow``.  Figures ``<colour>-<n>``, n = 1..3 with 4
players (1..4 with "4-statt-3"), 1..4 with 2 or 3 players.

Position format
---------------
Every pile is listed top card first (index 0 is the top of a draw pile, the
visible card of a discard pile, the next card of the neutral stack)::

    {"game": "hit",
     "players": ["red", "blue", "green", "yellow"],   # seating order, fixed per player count
     "variants": [],                                  # "mehr-schadenfreude", "4-statt-3"
     "to_move": "red",                                # whose turn it is
     "phase": "play",           # play | split | buy | shield  (see below)
     "figures": {"red-1": "field:0", "red-2": "wait:red-2", "blue-1": "goal:blue-3", ...},
     "hands": {"red": ["red:start-1", "5#2", ...], ...},
     "draw_piles": {"red": [...], ...}, "discard_piles": {"red": [...], ...},
     "coins": {"red": 6, ...},
     "market": ["4#1", null, "hunter#2", "7#1", "split-10#2"],   # 5 slots, null = empty
     "neutral_stack": [...], "box": [...],            # box = start cards of colours not in play
     "bought": [2],             # market slots (1..5) bought this turn, refilled at its end
     "split": null,             # during a split: {"steps_left": 6, "moved": ["red-1"]}
     "to_draw": 0,              # in the phase "shield": cards still to draw
     "rng": {"seed": 7, "draws": 4}}

Figure locations (also the board's click keys): ``field:N`` a loop field (0..39 on the
front side, 0..29 on the back), ``goal:<colour>-<i>`` goal field i (1 = first after the
barrier), ``wait:<colour>-<i>`` waiting field i.  Card ids: start cards
``<colour>:<kind>`` (kinds ``start-1 start-6 start-1to5 start-corner start-3coins
start-3or1back``), neutral cards ``<kind>#<copy>`` (kinds ``4 5 6 7 8 11 split-10 coins-3
coins-5 corners-1to3 hunter behind groups barrier-jump start-jump``).  Exactly the 55
cards appear once each.  ``Game.from_position`` checks all of it and lists every problem.

Phases: ``play`` the player to move plays hand cards; ``split`` a split 10 is being
shared out (more parts to come); ``buy`` all hand cards are played: buy or end the turn;
``shield`` the draw pile ran empty while a shield card tops the discard pile: keep it or
shuffle it in.  Drawing and refilling the market happen by themselves after "end".

Click keys
----------
``hand:<n>`` hand card n (1-based, in hand order), ``market:<n>`` market slot n (1..5),
``figure:<colour>-<n>`` a figure (wherever it stands), ``field:<N>`` / ``goal:<colour>-<i>`` /
``wait:<colour>-<i>`` fields, ``discard:<colour>`` a discard pile, ``coins:<colour>`` a
player's coins, ``button:end-turn``, ``button:keep-shield``, ``button:shuffle-shield``.

A move's clicks:

- a card with one destination per figure: ``("hand:2", "figure:red-1")``
- a card with a choice (1 to 5, 3 forward or 1 back, 1-3 corners, groups, split 10):
  ``("hand:2", "figure:red-1", "field:17")`` – the last key is where the figure ends
- come out with the 1 or the 6: ``("hand:1", "figure:red-2")`` (click a waiting figure)
- coin cards: ``("hand:3", "coins:red")``; discard unused: ``("hand:3", "discard:red")``
- come out by discarding two cards: ``("hand:1", "hand:3", "figure:red-2")`` (first
  clicked goes down first, the second ends on top)
- later parts of a split: ``("figure:red-2", "goal:red-1")``
- buy: ``("market:3",)``; end the turn (with or without buying): ``("button:end-turn",)``
- shield decision: ``("button:keep-shield",)`` / ``("button:shuffle-shield",)``

After a hand card, the next keys are the figures it can move (and waiting figures it
can bring out, the other hand cards for discarding two, your coins or discard pile).
No move's clicks are a prefix of another's; where several moves share the same
clicks (1 to 5 ending on the same field after passing a figure) their labels differ.

Notation
--------
::

    play <h>:<option> <figure>    option: fwd<n> | back<n> | out | corner | corners<n> |
                                          groups<n> | hunt | behind | barrier | start
    play <h>:coins                play <h>:unused
    play <h>:split <figure> <n>   the first part of a split 10 (n steps)
    split <figure> <n>            a further part of the split
    discard <h1>+<h2>:out <figure>   come out by discarding hand cards h1 then h2
    buy <m>    end    keep-shield    shuffle-shield

``<h>`` is the 1-based hand position at the moment of the move; ``fwd<n>`` is the number
of fields the card moves (or the chosen number), not counting fields added by going on
past a figure that may not be hit.

Worked examples: ``EXAMPLES`` (name → ``Example`` with ``position()``, ``cite``,
``moves``); the names are blue_finishes, shield, shield_breaker, plain_hit,
reshuffle_mid_draw, market_refill, come_out_own_start_blocked, come_out_onto_protected,
come_out_by_discarding_two, shield_kept_at_reshuffle.  ``examples.build_position(...)``
builds any position from the parts that matter.  ``RULE_NOTES`` lists every reading the
project chose where the rulebook is open (each is a ``# Rule note:`` in the code, with a test).
"""

from rulebook.core import IllegalMove, InvalidPosition, Move, Outcome  # noqa: F401
from rulebook.hit import examples  # noqa: F401
from rulebook.hit.board import (  # noqa: F401
    ALL_CARD_IDS,
    COLOURS,
    DATA,
    DATA_FILE,
    KINDS,
    NEUTRAL_CARD_IDS,
    NEUTRAL_KINDS,
    START_KINDS,
    TOTAL_CARDS,
    VARIANTS,
    Board,
    CardKind,
    board_for,
    card_kind,
    card_owner,
    colours_for,
    player_name,
    start_card_ids,
)
from rulebook.hit.examples import EXAMPLES, Example, build_position, example  # noqa: F401
from rulebook.hit.exercises import EXERCISES, practice  # noqa: F401
from rulebook.hit.movement import Landing, Scene, field_name, figure_name  # noqa: F401
from rulebook.hit.rules import (  # noqa: F401
    RULE_NOTES,
    Action,
    Game,
    apply,
    evaluate,
    moves_in,
    new_game,
    notation_for_clicks,
    option_result,
    option_tokens,
    progress,
    resample_hidden,
    rule_note,
    split_parts,
    visible_position,
    why_not,
    why_not_clicks,
)
from rulebook.hit.state import State, card_counts, state_from_position, state_to_position  # noqa: F401
