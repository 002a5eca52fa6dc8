"""Make an exercise on a board (issue 33 point 2): a panel under any board, so a teacher never writes Python.

The teacher chooses the kind, clicks on the board what the exercise is about (the piece or card for "where
can it go?", the move for "may it be played?", legal or not), chooses a goal or a prediction from the game's
own list (``lessons.menu``), types a question and a hint or keeps the generated ones, sees the exercise on a
second board as a learner will, with its right answers in words, and copies its link.

While "Clicks on the board mark" is ticked, the board offers no moves: each click reaches Python as it is
made and is marked (the board's ``click_taker``), so a move that breaks the rules is marked like a legal one.
Everything is judged by :func:`rulebook.lessons.made_on_board`; nothing here knows a game.
"""

from __future__ import annotations

import html
import inspect

import ipywidgets

from rulebook import lessons
from rulebook.core import InvalidPosition
from rulebook.lessons import FIND, LEGAL, PREDICT, TARGETS

#: the kinds in a teacher's words, in the order the chooser offers them
KIND_WORDS = {TARGETS: "Where can it go?", LEGAL: "May it be played?", FIND: "Find a move", PREDICT: "What happens?"}
MARKING_KINDS = (TARGETS, LEGAL, PREDICT)
LINK_START = "?path=exercise.ipynb&exercise="
ASK_TO_MARK = {TARGETS: "Click the piece or card that moves (for some games: the card, then the piece).",
               LEGAL: "Click the move, click by click, as a learner would: it may break the rules.",
               PREDICT: "Click the move the prediction is about, if it is about one.", FIND: ""}


def fillers(entry: lessons.Declared) -> list[str] | None:
    """What each argument of a goal or prediction is filled with: "marked" (the clicks), "move" (the marked
    move's notation), "moves" (a list of it), "player" (chosen in the panel); None when one cannot be filled
    from the board and the panel (the entry is then not offered)."""
    found = []
    for parameter in inspect.signature(entry.make).parameters.values():
        many = parameter.kind is parameter.VAR_POSITIONAL
        if parameter.default is not parameter.empty:
            continue
        if many and parameter.name == "start":
            found.append("marked")
        elif parameter.name in ("move", "notation") or (many and parameter.name == "moves"):
            found.append("move")
        elif parameter.name == "moves":
            found.append("moves")
        elif parameter.name == "colour":
            found.append("player")
        else:
            return None
    return found


class ExerciseMaker(ipywidgets.VBox):
    """The panel under ``board`` that makes an exercise of its position (see the module's text)."""

    def __init__(self, board, **kwargs):
        super().__init__(**kwargs)
        self.board, self.marked, self.exercise, self.link = board, [], None, ""
        self._marked_on: dict | None = None
        self.add_class("rb-maker")
        # a radio button and a check box: what is chosen shows by a mark, not only by a colour
        self.kind = ipywidgets.RadioButtons(options=[(words, kind) for kind, words in KIND_WORDS.items()],
                                            value=TARGETS, description="Kind")
        self.marking = ipywidgets.Checkbox(value=True, description="Clicks on the board mark (off: they play moves)",
                                           indent=False, layout={"width": "auto"})
        self.clear = ipywidgets.Button(description="Clear what is marked", layout={"width": "auto"})
        self.marks_text = ipywidgets.HTML()
        self.named = ipywidgets.Dropdown(description="Goal", options=[], layout={"width": "95%"})
        self.player = ipywidgets.Dropdown(description="Whose",
                                        options=[(board.player_title(name), name) for name in board.players])
        self.question = ipywidgets.Text(description="Question", layout={"width": "95%"})
        self.hint = ipywidgets.Text(description="Hint", placeholder="(none: the rules' own hints)",
                                    layout={"width": "95%"})
        self.show = ipywidgets.Button(description="Show as a learner sees it", button_style="primary",
                                   layout={"width": "max-content"})
        self.said = ipywidgets.HTML()
        self.preview = ipywidgets.VBox()
        self.link_box = ipywidgets.HTML()
        self.kind.observe(self._on_kind, "value")
        self.marking.observe(lambda _change: self._take_clicks(), "value")
        for field in (self.named, self.player):
            field.observe(lambda _change: self._update_question(), "value")
        self.clear.on_click(lambda _button: self._set_marks([]))
        self.show.on_click(lambda _button: self.make())
        self.children = (ipywidgets.HTML("<b>Make an exercise</b> of the position on the board above"),
                         self.kind, ipywidgets.HBox([self.marking, self.clear]), self.marks_text, self.named,
                         self.player, self.question, self.hint, self.show, self.said, self.preview, self.link_box)
        board.observe(self._on_editing, "editing")
        self._on_kind()
        self._take_clicks()

    # ------------------------------------------------------------ choosing
    def _on_editing(self, change) -> None:
        """In the editor clicks edit; once the position is played from, they mark."""
        self._marks_wanted(not change["new"])

    def _marks_wanted(self, wanted: bool) -> None:
        wanted = wanted and self.kind.value in MARKING_KINDS and not self.board.editing
        if self.marking.value != wanted:
            self.marking.value = wanted            # (observed: the board takes clicks or moves)

    def _on_kind(self, _change=None) -> None:
        kind = self.kind.value
        self.marking.layout.display = self.clear.layout.display = "" if kind in MARKING_KINDS else "none"
        which = {FIND: "goals", PREDICT: "predictions"}.get(kind)
        entries = self._menu(which) if which else []
        self.named.description = "Goal" if kind == FIND else "Predict"
        self.named.options = entries
        self.named.layout.display = "" if which else "none"
        self._marks_wanted(True)
        self._set_marks(self.marked)

    def _menu(self, which: str) -> list[tuple[str, str]]:
        """The goals or predictions the panel can fill in, in the game's words."""
        rules = self.board.rules()
        declared = lessons.declared(rules, lessons.GOALS_OF if which == "goals" else lessons.PREDICTIONS_OF)
        words = lessons.menu(rules)[which]
        return [(words[name], name) for name, entry in declared.items() if fillers(entry) is not None]

    def _needs_player(self) -> bool:
        entry = self._entry()
        return entry is not None and "player" in (fillers(entry) or [])

    def _entry(self) -> lessons.Declared | None:
        if self.kind.value not in (FIND, PREDICT) or not self.named.value:
            return None
        which = lessons.GOALS_OF if self.kind.value == FIND else lessons.PREDICTIONS_OF
        return lessons.declared(self.board.rules(), which).get(self.named.value)

    def named_with_arguments(self) -> tuple:
        """The chosen goal or prediction with its arguments filled from the marks and the panel."""
        entry = self._entry()
        if entry is None:
            return ()
        move = self._marked_move()
        notation = move.notation if move is not None else ""
        values = {"marked": tuple(self.marked), "move": (notation,) if notation else (),
                  "moves": ((notation,),) if notation else (), "player": (self.player.value,)}
        return (entry.name, *(value for filler in fillers(entry) for value in values[filler]))

    # ------------------------------------------------------------ clicks on the board
    def _take_clicks(self) -> None:
        """Marking on: leave the editor (its clicks edit) and let the board hand every click here."""
        board = self.board
        if self.marking.value and self.kind.value in MARKING_KINDS:
            if board.editing and not board.play_from_here():
                self.marking.value = False
                self._say("Set up a position that can be played first: " + board.message)
                return
            self._set_marks(self.marked if self._marked_on == board.game.position() else [])
            board.click_taker = self.take_click
        else:
            board.click_taker = None
        board.refresh()

    def take_click(self, clicks: list[str]) -> bool:
        """The board's clicks while marking: each added to what is marked (clicked again: taken off)."""
        if self._marked_on != self.board.game.position():
            self.marked = []                      # the position changed: what was marked was marked elsewhere
        key = clicks[-1]
        self._set_marks([mark for mark in self.marked if mark != key] if key in self.marked else [*self.marked, key])
        return True

    def _set_marks(self, marks: list[str]) -> None:
        board = self.board
        self.marked, self._marked_on = list(marks), board.game.position()
        move = self._marked_move()
        path = lessons.way_of(self.marked, move) if move is not None else ()
        if board._exercise is None:
            board.lesson = {"marks": list(self.marked), "path": list(path)} if self.marked else {}
        kind = self.kind.value
        if kind not in MARKING_KINDS:
            text = ""
        elif self.board.editing:
            text = "Set up the position, then press Play from here: then click on the board what is marked."
        elif not self.marked:
            text = ASK_TO_MARK[kind]
        else:
            text = f"Marked: {html.escape(self.marked_in_words())}."
        self.marks_text.value = text and f"<span class='rb-maker-marks'>{text}</span>"
        self.player.layout.display = "" if self._needs_player() else "none"
        self._update_question()

    def _marked_move(self):
        game = self.board.game
        return next((move for move in game.legal_moves() if move.made_by(tuple(self.marked))), None) \
            if self.marked else None

    def marked_in_words(self) -> str:
        """What is marked, as the board names it; for a move whether the rules allow it."""
        from widgets.board import _element_name

        svg = self.board.svg
        clicked = ", then ".join(_element_name(svg, key) or key.partition(":")[2] or key for key in self.marked)
        if self.kind.value != LEGAL:
            return clicked
        move = self._marked_move()
        return f"{clicked} ({'a legal move: ' + move.label if move is not None else 'not a legal move'})"

    def _update_question(self) -> None:
        """The generated question, as the question box's placeholder (what is asked unless one is typed)."""
        try:
            exercise = lessons.made_on_board(self.board.game, self.kind.value, self.marked,
                                             self.named_with_arguments())
        except InvalidPosition:
            self.question.placeholder = "(the question the rules make, once the exercise fits the position)"
            return
        self.question.placeholder = exercise.question

    # ------------------------------------------------------------ the exercise
    def make(self) -> lessons.Exercise | None:
        """The exercise as chosen: shown on a second board as a learner will see it, its right answers in
        words and its link; refused in plain words, nothing shown, when it does not fit the position."""
        try:
            exercise = lessons.made_on_board(self.board.game, self.kind.value, self.marked,
                                             self.named_with_arguments(), self.question.value, self.hint.value)
        except InvalidPosition as error:
            self.exercise, self.link = None, ""
            self.preview.children, self.link_box.value = (), ""
            self._say("; ".join(error.problems), refused=True)
            return None
        from widgets.sheets import board_for

        self.exercise, self.link = exercise, LINK_START + exercise.to_code()
        self.preview.children = (board_for(exercise),)
        self._say(self.answers_in_words(exercise))
        self.link_box.value = link_html(self.link)
        return exercise

    @staticmethod
    def answers_in_words(exercise: lessons.Exercise) -> str:
        game = exercise.new_game()
        answers = exercise.answers(game)
        count = f" ({len(answers)} moves reach the goal)" if exercise.kind == FIND else ""
        return f"Right answers, worked out by the rules{count}: {exercise.hints(game)[-1]}"

    def _say(self, text: str, refused: bool = False) -> None:
        lead = "<b>This exercise cannot be made:</b> " if refused else ""
        self.said.value = f"<p class='rb-maker-said'>{lead}{html.escape(text)}</p>"


def link_html(link: str) -> str:
    """The link in a read-only box the teacher can select, and a button that copies it (the page's own
    clipboard; the text stays selectable where a browser refuses)."""
    quoted = html.escape(link, quote=True)
    copy = ("const box=this.previousElementSibling;box.select();"
            "(navigator.clipboard?navigator.clipboard.writeText(box.value):Promise.reject())"
            ".catch(()=>document.execCommand('copy'));this.textContent='Copied';")
    return (f"<p>The link (put it after your rulebook site's address, e.g. …/lab/index.html):</p>"
            f"<input class='rb-maker-link' readonly value=\"{quoted}\" style='width:70%;font-size:14px' "
            f"aria-label='The exercise link'> "
            f"<button class='rb-maker-copy' type='button' onclick=\"{html.escape(copy, quote=True)}\">Copy link"
            "</button>")


#: the games a teacher chooses from, in words (``widgets.referee.BOARDS`` names their boards)
GAME_WORDS = {"hokito": "HOKITO", "hit": "HIT", "partners": "Partners", "le-dernier-peuple": "Le Dernier Peuple",
              "horse-race": "Horse race"}


def maker_desk(game: str = "hokito") -> ipywidgets.VBox:
    """A teacher's desk: the game chosen from a list, its board open in the editor (set up the position, then
    **Play from here**), and the maker panel under it."""
    from widgets.referee import board_class

    chooser = ipywidgets.Dropdown(options=[(words, name) for name, words in GAME_WORDS.items()], value=game,
                                  description="Game")
    desk = ipywidgets.VBox()

    def show(name: str) -> None:
        board = board_class(name).editor(empty=False, **board_class(name).exercise_options)
        desk.board, desk.maker = board, board.maker()
        desk.children = (chooser, board, desk.maker)

    chooser.observe(lambda change: show(change["new"]), "value")
    show(game)
    return desk
