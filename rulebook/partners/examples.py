"""The worked statements of the rulebook (and of the facts file) as positions, plus a builder.

Each example function returns a complete, valid position dict; ``EXAMPLES`` lists them
with the rulebook passage they follow and the moves they play, so tests and notebooks
use the very same positions.  The text shows no board, so the pawns an example does
not name stay in their home bases.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rulebook.core import WorkedExample, example_named
from rulebook.i18n import N_
from rulebook.partners.board import ALL_CARDS, COLOURS, HAND_SIZE, PAWN_IDS


def build_position(*, to_move: str = "yellow", pawns: Mapping[str, str] | None = None,
                   hands: Mapping[str, Sequence[str]] | None = None, phase: str = "play",
                   dealer: str | None = None, deals: int = 1, used: Sequence[str] = (),
                   exchange: Mapping[str, str | None] | None = None, gifts: Mapping[str, str | None] | None = None,
                   split: Mapping | None = None, seed: int = 0) -> dict:
    """A complete position from the parts that matter; everything else is filled in plainly.

    - pawns not named are in their home bases;
    - the dealer, if not given, sits on the right of the player to move (so that player began);
    - a hand not given holds as many cards as the hand of the player to move (in the exchange:
      4, less a chosen card), taken from the end of the card list (swaps, 12s, 10s ...);
    - the cards of this deal not in a hand (or chosen for the exchange) lie on the used pile,
      after the ``used`` cards given; the rest are the deck.
    """
    dealer = dealer or COLOURS[(COLOURS.index(to_move) - 1) % len(COLOURS)]
    hands = {colour: list(cards) for colour, cards in (hands or {}).items()}
    exchange = {colour: (exchange or {}).get(colour) for colour in COLOURS}
    taken = {card for cards in hands.values() for card in cards} | set(used)
    taken |= {card for card in exchange.values() if card is not None}
    spare = [card for card in reversed(ALL_CARDS) if card not in taken]
    size = len(hands.get(to_move, ())) if phase != "exchange" else HAND_SIZE
    for colour in COLOURS:
        if colour not in hands:
            wanted = size - (1 if phase == "exchange" and exchange[colour] is not None else 0)
            hands[colour], spare = spare[:wanted], spare[wanted:]
    in_play = sum(len(cards) for cards in hands.values()) + sum(1 for c in exchange.values() if c is not None)
    dealt = 4 * HAND_SIZE * deals
    extra = max(0, dealt - in_play - len(used))
    pile = list(used) + spare[:extra]
    deck = spare[extra:]
    return {
        "game": "partners", "dealer": dealer, "deals": deals, "phase": phase, "to_move": to_move,
        "pawns": {pawn: (pawns or {}).get(pawn, "home") for pawn in PAWN_IDS},
        "hands": hands, "exchange": exchange,
        "gifts": {colour: (gifts or {}).get(colour) for colour in COLOURS},
        "deck": sorted(deck), "used": pile, "split": dict(split) if split else None,
        "rng": {"seed": seed, "draws": 0},
    }


# ---------------------------------------------------------------- the examples
def minus4_shortcut() -> dict:
    """Yellow-1 stands on field 4 after yellow's start, yellow-2 on yellow's start field.

    The −4 takes yellow-1 back over its own start field (not counted) to field 14 after green's
    start, right in front of yellow's goal zone; from the start field yellow-2 would reach field 11.
    """
    return build_position(to_move="yellow", pawns={"yellow-1": "field:4", "yellow-2": "field:0"},
                          hands={"yellow": ["minus4#1", "3#1", "9#1", "12#1"]})


def bounce() -> dict:
    """Yellow-3 and yellow-4 are locked on goal circles 3 and 4; yellow-1 stands at the goal entrance.

    With a 7, yellow-1 takes 5 steps: 2 into the goal zone (circles 1 and 2), then, as circle 3 is
    taken, turns round and goes 3 back: circle 1, the entrance field, and the field before it.
    Yellow-2 takes the other 2 steps.
    """
    return build_position(to_move="yellow", pawns={"yellow-3": "goal:yellow-3", "yellow-4": "goal:yellow-4",
                                                   "yellow-1": "field:59", "yellow-2": "field:20"},
                          hands={"yellow": ["7#1", "3#1", "9#1", "12#1"]})


def back_and_forth() -> dict:
    """Yellow-4 is locked on circle 4, yellow-2 waits on circle 1, yellow-1 stands on circle 2.

    With the 3, yellow-1 goes to circle 3, bounces off circle 4 back to circle 2, bounces off
    yellow-2 on circle 1 and goes in again to circle 3 — the innermost free circle: it is locked.
    """
    return build_position(to_move="yellow", pawns={"yellow-4": "goal:yellow-4", "yellow-2": "goal:yellow-1",
                                                   "yellow-1": "goal:yellow-2"},
                          hands={"yellow": ["3#1", "9#1", "12#1", "10#1"]})


def seven_last_pawn() -> dict:
    """Yellow has three pawns locked; the last, yellow-1, is 2 steps from the free circle 1.

    With the 7, yellow-1 takes 2 steps and is locked; the other 5 steps move partner blue's
    pawn blue-1 (the 7's exception for the last pawn).
    """
    return build_position(to_move="yellow", pawns={"yellow-2": "goal:yellow-2", "yellow-3": "goal:yellow-3",
                                                   "yellow-4": "goal:yellow-4", "yellow-1": "field:58",
                                                   "blue-1": "field:35"},
                          hands={"yellow": ["7#1", "3#1", "9#1", "12#1"]})


def swap_limits() -> dict:
    """Yellow has no pawn out and holds a swap: it must use it, on the only two unprotected pawns.

    Red-1 and red-2 form a double (protected), green-1 stands on its start field and blue-1 in its
    goal zone (both protected); only red-3 and green-2 stand alone on numbered fields.
    """
    return build_position(to_move="yellow", pawns={"red-1": "field:20", "red-2": "field:20", "red-3": "field:22",
                                                   "green-1": "field:45", "green-2": "field:50",
                                                   "blue-1": "goal:blue-2"},
                          hands={"yellow": ["swap#1", "3#1", "9#1", "12#1"]})


def double_bump() -> dict:
    """Red's pawns red-1 and red-2 form a double on field 5 after red's start; yellow-1 is 8 steps behind.

    With the 8♡, yellow-1 lands on the double and goes home itself; with the 3 it would land on the
    single blue pawn (its partner's) on field 14 after yellow's start and bump it home.
    """
    return build_position(to_move="yellow", pawns={"red-1": "field:20", "red-2": "field:20", "yellow-1": "field:11",
                                                   "blue-1": "field:14"},
                          hands={"yellow": ["8#1", "3#1", "9#1", "12#1"]})


def wall() -> dict:
    """Red-1 stands on red's start field: a wall.

    Yellow-1 (field 12 after yellow's start) cannot pass it with the 9, blue-1 (field 3 after red's
    start) cannot pass it backwards with the −4, but red-2 on field 2 after red's start may pass its
    own start field backwards with the −4.
    """
    return build_position(to_move="yellow", pawns={"red-1": "field:15", "yellow-1": "field:12",
                                                   "blue-1": "field:18", "red-2": "field:17"},
                          hands={"yellow": ["9#1", "3#1", "12#1", "10#1"], "blue": ["minus4#1", "6#1", "9#2", "3#2"],
                                 "red": ["minus4#2", "6#2", "9#3", "3#3"], "green": ["10#2", "12#2", "13#1",
                                                                                    "1-14#1"]})


Example = WorkedExample


EXAMPLES: dict[str, Example] = {example.name: example for example in (
    # Translators: the title of a worked example of Partners, printed by a notebook.
    Example("minus4_shortcut", N_("The −4 shortcut to the goal entrance"), "Partners, EN, 'The value of the cards' "
            "(the −4: 'a pawn placed in the starting space or in spaces 1, 2, 3 or 4')", minus4_shortcut,
            ("play minus4 yellow-1",)),
    # Translators: the title of a worked example of Partners, printed by a notebook.
    Example("bounce", N_("The bounce in the goal zone"), "Partners, EN, 'In the goal zone the pawn can change "
            "direction'", bounce, ("play 7 yellow-1 5", "split yellow-2 2")),
    # Translators: the title of a worked example of Partners, printed by a notebook.
    Example("back_and_forth", N_("Back and forth between two pawns"), "Partners, EN, 'In the goal zone the pawn can "
            "change direction' ('it can change direction several times')", back_and_forth, ("play 3 yellow-1",)),
    # Translators: the title of a worked example of Partners, printed by a notebook.
    Example("seven_last_pawn", N_("The 7 locks the last pawn and helps the partner"), "Partners, EN, 'The value of "
            "the cards' (the 7, and its note in DE 'Kartenwerte')", seven_last_pawn,
            ("play 7 yellow-1 2", "split blue-1 5")),
    # Translators: the title of a worked example of Partners, printed by a notebook.
    Example("swap_limits", N_("The swap and the protected pawns"), "Partners, EN, 'The value of the cards' (the swap) "
            "and 'No possible moves'", swap_limits, ("play swap red-3 green-2",)),
    # Translators: the title of a worked example of Partners, printed by a notebook.
    Example("double_bump", N_("Landing on a double sends the mover home"), "Partners, EN, 'Bump back'", double_bump,
            ("play 8 yellow-1",)),
    # Translators: the title of a worked example of Partners, printed by a notebook.
    Example("wall", N_("A wall on the start field"), "Partners, EN, 'Walls'", wall, ()),
)}


def example(name: str) -> dict:
    """The position of a worked statement by name (see ``EXAMPLES``)."""
    return example_named(EXAMPLES, name, 'Partners').position()


__all__ = ["EXAMPLES", "Example", "build_position", "example"]
