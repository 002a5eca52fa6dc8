"""Helpers the Partners notebooks share: a position in words, the legal moves, a move tried out.

    from rulebook.partners.teaching import list_moves, show, try_move

The boards themselves come from ``widgets`` (``widgets.teaching.card_board`` builds one per card).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rulebook import i18n, partners
from rulebook.partners.board import colour_word, player_name, say
from rulebook.partners.rules import outcome_reason


def show(game, *colours: str) -> None:
    """Print the position in words: whose turn it is (and the phase), then per colour
    (all four unless ``colours`` are named) the pawns that are out of their home bases."""
    state = game.state
    if game.outcome is not None:
        # Translators: printed by a notebook's show(game) at the end of the game; {reason} says who won.
        print(say("Game over: {reason}.", reason=outcome_reason(game.outcome.winners)))
    else:
        # Translators: printed by a notebook's show(game); {player} is a name ("Yellow"), {step} the step of the
        # turn (exchange, play, split).
        print(say("{player} to move ({step}).", player=player_name(state.turn), step=_step(state.phase)))
    for colour in colours or partners.COLOURS:
        # Translators: printed by a notebook's show(game), one per pawn out of its home base; {pawn} is a pawn
        # ("yellow pawn 1"), {place} where it stands.
        out = [say("{pawn} on {place}", pawn=partners.pawn_name(pawn), place=partners.field_name(where))
               for pawn, where in state.pawns.items() if pawn.startswith(colour) and where != "home"]
        # Translators: printed by a notebook's show(game) for a colour with every pawn in its home base.
        print(f"  {colour_word(colour)}: {', '.join(out) or i18n.gettext('all pawns at home')}")


def _step(phase: str) -> str:
    if phase == "exchange":
        # Translators: the step of a turn in show(game)'s "Yellow to move (exchange)": the exchange of cards.
        return i18n.pgettext("Partners step", "exchange")
    if phase == "split":
        # Translators: the step of a turn in show(game)'s "Yellow to move (split)": a 7 being shared out.
        return i18n.pgettext("Partners step", "split")
    # Translators: the step of a turn in show(game)'s "Yellow to move (play)": a card to play.
    return i18n.pgettext("Partners step", "play")


def list_moves(game, start: str = "") -> None:
    """Print the legal moves whose notation starts with ``start``, one a line: notation, then what it does."""
    for move in game.legal_moves():
        if move.notation.startswith(start):
            print(f"{move.notation:28} {move.label}")


def try_move(game, notation: str) -> None:
    """Play ``notation`` if the rules allow it and print what it did; if not, print why not
    (the game stays exactly as it was)."""
    try:
        move = game.play(notation)
    except partners.IllegalMove as error:
        # Translators: printed by a notebook's try_move when the rules refuse a move; {reason} says why.
        print(say("not allowed: {reason}", reason=error.reason))
        return
    # Translators: printed by a notebook's try_move after a move; {move} is its label ("Play the 3: …").
    print(say("played: {move}", move=move.label))


def card_game(hand: Sequence[str], pawns: Mapping[str, str], **parts) -> partners.Game:
    """A game where yellow, to move, holds ``hand`` and the pawns stand as in ``pawns`` (the others at
    home); ``parts`` are passed on to ``partners.build_position``."""
    return partners.Game.from_position(partners.build_position(pawns=pawns, hands={"yellow": list(hand)}, **parts))
