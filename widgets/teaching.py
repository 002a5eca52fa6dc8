"""Small helpers for the notebooks, so that their code cells stay about the rule they show."""

from __future__ import annotations

from collections.abc import Mapping

import ipywidgets

from rulebook.i18n import say


def side_by_side(boards: Mapping[str, ipywidgets.DOMWidget], min_width: int = 360) -> ipywidgets.HBox:
    """Boards next to each other, each under its title; they share the width and wrap only when
    the notebook is narrower than ``min_width`` pixels per board."""
    columns = [ipywidgets.VBox([ipywidgets.HTML(f"<h3>{title}</h3>"), board],
                               layout=ipywidgets.Layout(flex="1 1 0", min_width=f"{min_width}px"))
               for title, board in boards.items()]
    return ipywidgets.HBox(columns, layout=ipywidgets.Layout(flex_flow="row wrap", gap="16px",
                                                             align_items="flex-start"))


# ---------------------------------------------------------------- HOKITO
def targets(game, square: str) -> list[str]:
    """The squares the HOKITO piece or stack on ``square`` may move to, from the legal moves."""
    return [move.notation.split("-")[1] for move in game.legal_moves()
            if move.notation.split("-")[0] == square]


def way(move) -> str:
    """The squares a move lands on, one per jump, e.g. 'e2 → e3 → d3'."""
    return " → ".join(key.split(":")[1] for key in move.path)


def try_move(board, notation: str) -> None:
    """Play ``notation`` on a live board if it is legal; if not, print why (the game stays as it was)."""
    move = board.play(notation)
    if move is None:
        # Translators: printed by a notebook after a refused move; {move} is its notation (c3-c6), {reason} the
        # board's message saying why.
        print(say("{move}: not allowed. {reason}", move=notation, reason=board.message))
    else:
        # Translators: printed by a notebook after a move was played; {move} is its notation (c3-c6), {label} the
        # move in words.
        print(say("{move}: played ({label}).", move=notation, label=move.label))


# ---------------------------------------------------------------- Partners
def card_board(hand, pawns, **parts):
    """A live Partners board where yellow holds ``hand`` and the pawns stand as in ``pawns``; the moves
    the rules allow are printed first (``parts`` go to ``partners.build_position``)."""
    from rulebook.partners.teaching import card_game, list_moves
    from widgets.partners import PartnersBoard

    game = card_game(hand, pawns, **parts)
    list_moves(game)
    return PartnersBoard(game=game, hot_seat_cover=False)
