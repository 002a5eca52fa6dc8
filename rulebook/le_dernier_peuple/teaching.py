"""Helpers the Le Dernier Peuple notebooks share: a position in words, the legal moves.

    from rulebook.le_dernier_peuple.teaching import list_moves, scores_text, show

What they print is in the kernel's language (the notebooks' code cells are the same in every language).
"""

from __future__ import annotations

from rulebook.core import CHANCE
from rulebook.i18n import N_, _, pgettext, say
from rulebook.le_dernier_peuple.cards import POWER_CARDS, capitalised, pawn_name, player_name

PHASES = {
    # Translators: printed by show() in the notebooks after "step:": an ordinary turn.
    "turn": N_("a turn"),
    # Translators: printed by show() after "step:": the attacked player decides about Defence.
    "defence": N_("a Defence answer"),
    # Translators: printed by show() after "step:": the hand is over the limit.
    "discard": N_("discarding down to 7 cards"),
    # Translators: printed by show() after "step:": the player chooses the waiting pawn.
    "partner": N_("choosing the pawn that takes part"),
}


def show(game) -> None:
    """Print the position in words: the scores, where each pawn stands, and who decides now in which phase."""
    state = game.state
    # Translators: printed by show() in the notebooks; {scores} lists names and points ("Red 2, Blue 0").
    print(say("Scores: {scores}", scores=scores_text(state.scores)))
    print(pawns_text(state))
    if game.to_move == CHANCE:
        # Translators: printed by show() when cards are drawn at random: luck decides.
        decider = _("luck")
    elif game.to_move is None:
        # Translators: printed by show() once the game is over: nobody decides.
        decider = _("nobody")
    else:
        decider = player_name(game.to_move)
    step = _(PHASES[state.phase]) if state.phase in PHASES else state.phase
    # Translators: printed by show(); {player} decides now (or "luck"), {step} what the game waits for ("a turn").
    print(say("Decides now: {player} | step: {step}", player=decider, step=step))


def pawns_text(state) -> str:
    """'Pawns: red pawn 1 on card 2, …' in the language spoken now."""
    # Translators: one pawn in show()'s list of pawns; {pawn} is a pawn ("red pawn 1"), {card} a terrain card number.
    pawns = ", ".join(say("{pawn} on card {card}", pawn=pawn_name(pawn), card=card) for pawn, card in state.pawns.items())
    # Translators: printed by show(); {pawns} lists where each pawn stands.
    return say("Pawns: {pawns}", pawns=pawns)


def hand_text(state, colour: str) -> str:
    """What ``colour`` holds, in words: its movement cards by number and its power cards by name."""
    # Translators: printed by a notebook in place of a list of cards: no card at all.
    none = pgettext("no card", "none")
    cards = ", ".join(map(str, state.hands[colour])) or none
    powers = ", ".join(POWER_CARDS[power].title for power in state.powers[colour]) or none
    # Translators: printed by a notebook; {player} is a name ("Red"), {cards} the numbers of its movement cards
    # ("3, 7"), {powers} the names of its power cards ("Luck, Heal"); either may be "none".
    return say("{player} holds the movement cards {cards} and the power cards {powers}.",
               player=capitalised(player_name(colour)), cards=cards, powers=powers)


def decider_text(game) -> str:
    """Who decides now, in words ('Blue decides now.')."""
    # Translators: printed by a notebook; {player} is who decides now ("Blue").
    return say("{player} decides now.", player=capitalised(player_name(game.to_move)))


def scores_text(scores) -> str:
    """'Red 2, Blue 0, Green 1' (a hidden score: '?')."""
    return ", ".join(f"{capitalised(player_name(colour))} {'?' if score is None else score}"
                     for colour, score in scores.items())


def list_moves(game, start: str = "") -> None:
    """Print the legal moves whose notation starts with ``start``, one a line: notation, then what it does."""
    for move in game.legal_moves():
        if move.notation.startswith(start):
            print(f"{move.notation:28} {move.label}")
