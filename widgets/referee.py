"""The referee's desk (issue 22 point 3): one board that opens the position a link holds, of any game.

A teacher sends a link to the site with ``?position=<code>`` (``.../lab/index.html?path=referee.ipynb&
position=hokito.eJy…``); the notebook ``referee.ipynb`` shows ``referee_desk()``, whose board reads the page's
address and, when the code holds another game's position, makes way for that game's board.
"""

from __future__ import annotations

from importlib import import_module

import ipywidgets

from rulebook.core import InvalidPosition

#: the board of each game, by the game's name in its position codes
BOARDS = {
    "hokito": ("widgets.hokito", "HokitoBoard"),
    "hit": ("widgets.hit", "HitBoard"),
    "partners": ("widgets.partners", "PartnersBoard"),
    "le-dernier-peuple": ("widgets.le_dernier_peuple", "DernierPeupleBoard"),
    "horse-race": ("widgets.horse_race", "HorseRaceBoard"),
}


def board_class(game: str):
    module, name = BOARDS[game]
    return getattr(import_module(module), name)


def referee_desk(game: str = "hokito") -> ipywidgets.VBox:
    """A board of ``game`` that opens the position of the page's address, whichever game it holds."""
    desk = ipywidgets.VBox()

    def open_other_game(code: str) -> bool:
        name = code.partition(".")[0]
        if name not in BOARDS:
            desk.children[0].message = ("That link holds no position of these games (its code should start with "
                                        f"one of: {', '.join(BOARDS)}); nothing was changed.")
            return False
        board_type = board_class(name)
        try:   # one screen for the people settling the question: no hand-over screen (as in an exercise)
            board = board_type.from_position_code(code, **board_type.exercise_options)
        except InvalidPosition as error:
            desk.children[0].message = str(InvalidPosition(error.problems, "That link's position cannot be opened:"))
            return False
        board.message = "The position of the link is on the board."
        desk.children = (board,)
        return True

    board = board_class(game)(reads_address=True)
    board.on_other_game = open_other_game
    desk.children = (board,)
    return desk
