"""Helpers the HIT notebooks share: a position in words, the legal moves, a move tried out.

    from rulebook.hit.teaching import after, before, cards_text, list_moves, piles_text, show, try_move, yes_no

What they print is in the kernel's language (``i18n.use``), the notation stays as it is.
"""

from __future__ import annotations

from rulebook import hit, i18n
from rulebook.hit.board import card_kind, colour_word, player_name
from rulebook.hit.rules import outcome_reason
from rulebook.i18n import N_, say

PHASES = {
    # Translators: the notebooks' show(): the step of the turn after "Red to move:".
    "play": N_("playing cards"),
    # Translators: the notebooks' show(): the step of the turn after "Red to move:".
    "split": N_("sharing out a split card"),
    # Translators: the notebooks' show(): the step of the turn after "Red to move:".
    "buy": N_("buying"),
    # Translators: the notebooks' show(): the step of the turn after "Red to move:".
    "shield": N_("deciding about the shield"),
}


def show(game, *colours) -> None:
    """Print the position in words: whose turn it is, then per colour the figures out, coins and cards."""
    position = game.position()
    if game.outcome is not None:
        # Translators: the notebooks' show(); {reason} says why the game is over.
        print(say("Game over: {reason}.", reason=outcome_reason(game.state)))
    else:
        # Translators: the notebooks' show(); {player} is a name ("Red"), {step} the step of the turn.
        print(say("{player} to move: {step}.", player=player_name(position["to_move"]),
                  step=i18n._(PHASES[position["phase"]])))
    for colour in colours or position["players"]:
        # Translators: the notebooks' show(): a figure out on the board; {figure} ("red figure 1") on {place}.
        out = ", ".join(say("{figure} on {place}", figure=hit.figure_name(fig), place=hit.field_name(where))
                        for fig, where in position["figures"].items()
                        if fig.startswith(f"{colour}-") and not where.startswith("wait:")) or _none()
        # Translators: the notebooks' show(): a hand or discard pile without cards.
        hand = ", ".join(card_name(card) for card in position["hands"][colour]) or i18n.pgettext("HIT pile", "empty")
        pile = position["discard_piles"][colour]
        # Translators: the notebooks' show(): a discard pile without cards.
        top = card_name(pile[0]) if pile else i18n._("(empty)")
        # Translators: the notebooks' show(): one colour's line; {colour} is the colour word ("red"), {out} its
        # figures on the board, {coins} its coins, {hand} its hand cards, {top} the top card of its discard pile.
        line = say("  {colour} out: {out} | coins {coins} | hand: {hand} | discard top: {top}",
                   colour=f"{colour_word(colour):6}", out=out, coins=position["coins"][colour], hand=hand, top=top)
        if game.state.protected(colour):
            # Translators: the notebooks' show(): added to a colour's line while its shield protects it; {line}
            # is the line so far.
            line = say("{line} (shield: protected)", line=line)
        print(line)


def before(game, *colours) -> None:
    """Print "Before:" and the position in words (``show``)."""
    # Translators: printed by a HIT notebook above the position before a move is played.
    print(i18n._("Before:"))
    show(game, *colours)


def after(game, *colours) -> None:
    """Print "After:" and the position in words (``show``)."""
    # Translators: printed by a HIT notebook above the position after a move was played.
    print(i18n._("After:"))
    show(game, *colours)


def piles_text(position, colour: str) -> str:
    """A colour's hand, draw pile and discard pile in words (top cards first)."""
    # Translators: printed by a HIT notebook; {hand}, {draw} and {discard} list a colour's cards in its hand, its
    # draw pile and its discard pile (top card first).
    return say("hand: {hand} | draw pile: {draw} | discard pile: {discard}", hand=cards_text(position["hands"][colour]),
               draw=cards_text(position["draw_piles"][colour]), discard=cards_text(position["discard_piles"][colour]))


def _none() -> str:
    # Translators: the notebooks' show(): no figure out on the board.
    return i18n.pgettext("HIT notebook", "none")


def card_name(card: str) -> str:
    """'the 5', 'the hunter', 'the 1 or come out' (a card as the cards say it)."""
    return card_kind(card).title


def cards_text(cards) -> str:
    """Cards in words, in their order: 'the 4, an empty slot, the hunter' ('none' for no card)."""
    # Translators: the notebooks: an empty market slot in a list of cards.
    return ", ".join(i18n._("an empty slot") if card is None else card_name(card) for card in cards) or _none()


def yes_no(flag: bool) -> str:
    # Translators: the notebooks' answer to a yes-or-no question.
    if flag:
        return i18n.pgettext("HIT notebook", "yes")
    # Translators: the notebooks' answer to a yes-or-no question.
    return i18n.pgettext("HIT notebook", "no")


def list_moves(game, start: str = "") -> None:
    """Print the legal moves whose notation starts with ``start``: notation, then what the move does."""
    moves = [move for move in game.legal_moves() if move.notation.startswith(start)]
    for move in moves:
        print(f"  {move.notation:24} {move.label}")
    # Translators: the notebooks' list of moves ends with how many there are ({count}).
    print(i18n.say_n("  ({count} move)", "  ({count} moves)", len(moves)))


def try_move(game, notation: str):
    """Play ``notation`` if it is legal; if not, print why (the game stays exactly as it was)."""
    try:
        move = game.play(notation)
    except hit.IllegalMove as error:
        # Translators: the notebooks' try_move(); {move} is the notation as typed ("play 1:fwd5 red-1"), keep
        # it; {reason} why the move is refused.
        print(say("{move}: not allowed. {reason}", move=notation, reason=error.reason))
        return None
    # Translators: the notebooks' try_move() after a move; {move} is the notation as typed ("play 1:fwd5 red-1"),
    # keep it; {label} the move in words.
    print(say("{move}: {label}", move=notation, label=move.label))
    return move
