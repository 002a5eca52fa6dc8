"""The referee's desk (issue 22 point 3): one board that opens the position a link holds, of any game.

A teacher sends a link to the site with ``?position=<code>`` (``.../lab/index.html?path=referee.ipynb&
position=hokito.eJy…``); the notebook ``referee.ipynb`` shows ``referee_desk()``, whose board reads the page's
address and, when the code holds another game's position, makes way for that game's board.
"""

from __future__ import annotations

from importlib import import_module

import ipywidgets

from rulebook import i18n
from rulebook.core import InvalidPosition
from rulebook.i18n import _, say

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


def referee_desk(game: str = "hokito", language: str | None = None) -> ipywidgets.VBox:
    """A board of ``game`` that opens the position of the page's address, whichever game it holds (the boards
    speak ``language``, by default the kernel's)."""
    desk = ipywidgets.VBox()
    language = i18n.language_code(language or i18n.current())

    def open_other_game(code: str) -> bool:
        with i18n.using(desk.children[0].language):
            return open_code(code)

    def open_code(code: str) -> bool:
        name = code.partition(".")[0]
        if name not in BOARDS:
            # Translators: the referee's desk, a link whose code holds no game's position; {games} are the games'
            # names as codes start (keep them).
            desk.children[0].message = say("That link holds no position of these games (its code should start "
                                           "with one of: {games}); nothing was changed.", games=", ".join(BOARDS))
            return False
        board_type = board_class(name)
        try:   # one screen for the people settling the question: no hand-over screen (as in an exercise)
            board = board_type.from_position_code(code, language=i18n.current(), **board_type.exercise_options)
        except InvalidPosition as error:
            # Translators: the heading above the problems of a link's position that cannot be opened.
            desk.children[0].message = str(InvalidPosition(error.problems, _("That link's position cannot be opened:")))
            return False
        # Translators: the message line after a position given in the page's address was opened.
        board.message = _("The position of the link is on the board.")
        desk.children = (board,)
        return True

    board = board_class(game)(reads_address=True, language=language)
    board.on_other_game = open_other_game
    desk.children = (board,)
    return desk
