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

import functools
import html
import inspect
import json

import ipywidgets

from rulebook import i18n, lessons
from rulebook.core import InvalidPosition
from rulebook.i18n import N_, _
from rulebook.lessons import FIND, LEGAL, PREDICT, TARGETS
from widgets.board_texts import in_board_language

#: the kinds in a teacher's words, in the order the chooser offers them (translated where shown)
KIND_WORDS = {
    # Translators: the maker panel's choice of exercise kind: an exercise asking where a piece or card can go.
    TARGETS: N_("Where can it go?"),
    # Translators: the maker panel's choice of exercise kind: an exercise asking whether a move is allowed.
    LEGAL: N_("May it be played?"),
    # Translators: the maker panel's choice of exercise kind: an exercise asking the learner to find a move.
    FIND: N_("Find a move"),
    # Translators: the maker panel's choice of exercise kind: an exercise asking what will happen.
    PREDICT: N_("What happens?")}
MARKING_KINDS = (TARGETS, LEGAL, PREDICT)
LINK_START = "?path=exercise.ipynb&exercise="
ASK_TO_MARK = {
    # Translators: the maker panel's line telling the teacher what to click on the board for "Where can it go?".
    TARGETS: N_("Click the piece or card that moves (for some games: the card, then the piece)."),
    # Translators: the maker panel's line telling the teacher what to click on the board for "May it be played?".
    LEGAL: N_("Click the move, click by click, as a learner would: it may break the rules."),
    # Translators: the maker panel's line telling the teacher what to click on the board for "What happens?".
    PREDICT: N_("Click the move the prediction is about, if it is about one."), FIND: ""}


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
    """The panel under ``board`` that makes an exercise of its position (see the module's text); it speaks the
    board's language."""

    def __init__(self, board, **kwargs):
        super().__init__(**kwargs)
        self.board, self.marked, self.exercise, self.link = board, [], None, ""
        self._marked_on: dict | None = None
        self.add_class("rb-maker")
        self._build()

    @property
    def language(self) -> str:
        """The board's language: every text of the panel is in it."""
        return self.board.language

    @in_board_language
    def _build(self) -> None:
        board = self.board
        # a radio button and a check box: what is chosen shows by a mark, not only by a colour
        self.kind = ipywidgets.RadioButtons(options=[(_(words), kind) for kind, words in KIND_WORDS.items()],
                                            # Translators: the maker panel's label of the exercise kind chooser.
                                            value=TARGETS, description=_("Kind"))
        # Translators: the maker panel's tick box: while ticked, clicks on the board mark what the exercise is
        # about; unticked, they play moves.
        self.marking = ipywidgets.Checkbox(value=True, description=_("Clicks on the board mark (off: they play moves)"),
                                           indent=False, layout={"width": "auto"})
        # Translators: the maker panel's button that takes off every mark made on the board.
        self.clear = ipywidgets.Button(description=_("Clear what is marked"), layout={"width": "auto"})
        self.marks_text = ipywidgets.HTML()
        self.named = ipywidgets.Dropdown(description=self._named_label(), options=[], layout={"width": "95%"})
        # Translators: the maker panel's label of the player a goal or prediction is about (whose points...).
        self.player = ipywidgets.Dropdown(description=_("Whose"),
                                        options=[(board.player_title(name), name) for name in board.players])
        # Translators: the maker panel's label of the box where the teacher types the exercise's question.
        self.question = ipywidgets.Text(description=_("Question"), layout={"width": "95%"})
        # Translators: the maker panel's label of the box where the teacher types a hint.
        self.hint = ipywidgets.Text(description=_("Hint"),
                                    # Translators: the maker panel's hint box while empty: with no hint typed,
                                    # the rules' own hints are given.
                                    placeholder=_("(none: the rules' own hints)"), layout={"width": "95%"})
        # Translators: the maker panel's button that shows the exercise on a second board as a learner sees it.
        self.show = ipywidgets.Button(description=_("Show as a learner sees it"), button_style="primary",
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
        # Translators: the maker panel's heading (HTML: keep <b> and </b> around the words in bold).
        heading = ipywidgets.HTML(_("<b>Make an exercise</b> of the position on the board above"))
        self.children = (heading,
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

    def _named_label(self) -> str:
        if self.kind.value == FIND:
            # Translators: the maker panel's label of the chooser of the goal a "Find a move" exercise asks for.
            return _("Goal")
        # Translators: the maker panel's label of the chooser of what a "What happens?" exercise asks to predict.
        return _("Predict")

    @in_board_language
    def _on_kind(self, _change=None) -> None:
        kind = self.kind.value
        self.marking.layout.display = self.clear.layout.display = "" if kind in MARKING_KINDS else "none"
        which = {FIND: "goals", PREDICT: "predictions"}.get(kind)
        entries = self._menu(which) if which else []
        self.named.description = self._named_label()
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
    @in_board_language
    def _take_clicks(self) -> None:
        """Marking on: leave the editor (its clicks edit) and let the board hand every click here."""
        board = self.board
        if self.marking.value and self.kind.value in MARKING_KINDS:
            if board.editing and not board.play_from_here():
                self.marking.value = False
                # Translators: the maker panel's message when the editor's position cannot be played; {problem}
                # is the board's own message saying what is wrong with it.
                self._say(i18n.say("Set up a position that can be played first: {problem}", problem=board.message))
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

    @in_board_language
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
            # Translators: the maker panel's line while the board is in the editor; "Play from here" is the
            # board's button of that name (use its words).
            text = _("Set up the position, then press Play from here: then click on the board what is marked.")
        elif not self.marked:
            text = _(ASK_TO_MARK[kind])
        else:
            # Translators: the maker panel's line saying what is marked on the board; {marks} is the marked
            # pieces, cards or squares as the board names them (for a move: whether it is legal).
            text = i18n.say("Marked: {marks}.", marks=html.escape(self.marked_in_words()))
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
        names = [_element_name(svg, key) or key.partition(":")[2] or key for key in self.marked]
        # Translators: the maker panel's list of clicks in the order made; {clicks} is the clicks so far, {click}
        # the next one (a piece, card or square as the board names it).
        clicked = functools.reduce(lambda clicks, click: i18n.say("{clicks}, then {click}", clicks=clicks,
                                                                   click=click), names)
        if self.kind.value != LEGAL:
            return clicked
        move = self._marked_move()
        if move is None:
            # Translators: the maker panel's marked clicks of "May it be played?" that make no legal move;
            # {clicks} is the clicks as the board names them.
            return i18n.say("{clicks} (not a legal move)", clicks=clicked)
        # Translators: the maker panel's marked clicks of "May it be played?" that make a legal move; {clicks} is
        # the clicks as the board names them, {move} the move's label.
        return i18n.say("{clicks} (a legal move: {move})", clicks=clicked, move=move.label)

    @in_board_language
    def _update_question(self) -> None:
        """The generated question, as the question box's placeholder (what is asked unless one is typed)."""
        try:
            exercise = lessons.made_on_board(self.board.game, self.kind.value, self.marked,
                                             self.named_with_arguments())
        except InvalidPosition:
            # Translators: the maker panel's question box while empty and the exercise does not fit the position
            # yet: the rules make a question once it does.
            self.question.placeholder = _("(the question the rules make, once the exercise fits the position)")
            return
        self.question.placeholder = exercise.asked()

    # ------------------------------------------------------------ the exercise
    @in_board_language
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
        """The right answers in words, in the language spoken now."""
        game = exercise.new_game()
        answers, said = exercise.answers(game), exercise.hints(game)[-1]
        if exercise.kind == FIND:
            # Translators: the maker panel's line under the exercise made; {count} is how many moves reach the
            # goal, {answers} the rules' own sentence giving them.
            return i18n.say_n("Right answers, worked out by the rules ({count} move reaches the goal): {answers}",
                              "Right answers, worked out by the rules ({count} moves reach the goal): {answers}",
                              len(answers), answers=said)
        # Translators: the maker panel's line under the exercise made; {answers} is the rules' own sentence
        # giving the right answers.
        return i18n.say("Right answers, worked out by the rules: {answers}", answers=said)

    def _say(self, text: str, refused: bool = False) -> None:
        if refused:
            # Translators: the maker panel's message when the exercise does not fit the position (HTML: keep <b>
            # and </b>); {problems} is what is wrong, in the rules' words.
            said = i18n.say("<b>This exercise cannot be made:</b> {problems}", problems=html.escape(text))
        else:
            said = html.escape(text)
        self.said.value = f"<p class='rb-maker-said'>{said}</p>"


def link_html(link: str) -> str:
    """The link in a read-only box the teacher can select, and a button that copies it (the page's own
    clipboard; the text stays selectable where a browser refuses)."""
    quoted = html.escape(link, quote=True)
    # Translators: the maker panel's Copy link button once the link is copied.
    copied = json.dumps(_("Copied"), ensure_ascii=False)
    copy = ("const box=this.previousElementSibling;box.select();"
            "(navigator.clipboard?navigator.clipboard.writeText(box.value):Promise.reject())"
            f".catch(()=>document.execCommand('copy'));this.textContent={copied};")
    # Translators: the maker panel's help above the exercise's link; keep the address …/lab/index.html.
    help_text = html.escape(_("The link (put it after your rulebook site's address, e.g. …/lab/index.html):"))
    # Translators: the maker panel's name of the box holding the exercise's link (read by screen readers).
    label = html.escape(_("The exercise link"), quote=True)
    # Translators: the maker panel's button that copies the exercise's link.
    button = html.escape(_("Copy link"))
    return (f"<p>{help_text}</p>"
            f"<input class='rb-maker-link' readonly value=\"{quoted}\" style='width:70%;font-size:14px' "
            f"aria-label=\"{label}\"> "
            f"<button class='rb-maker-copy' type='button' onclick=\"{html.escape(copy, quote=True)}\">{button}"
            "</button>")


#: the games a teacher chooses from, in words (``widgets.referee.BOARDS`` names their boards; translated where
#: shown: the games' names are the rulebook catalogue's)
GAME_WORDS = {"hokito": "HOKITO", "hit": "HIT", "partners": "Partners", "le-dernier-peuple": "Le Dernier Peuple",
              "horse-race": N_("Horse race")}


def maker_desk(game: str = "hokito") -> ipywidgets.VBox:
    """A teacher's desk: the game chosen from a list, its board open in the editor (set up the position, then
    **Play from here**), and the maker panel under it."""
    from widgets.referee import board_class

    # Translators: the teacher's desk: the label of the chooser of the game whose board is shown.
    label = _("Game")
    chooser = ipywidgets.Dropdown(options=[(_(words), name) for name, words in GAME_WORDS.items()], value=game,
                                  description=label)
    desk = ipywidgets.VBox()

    def show(name: str) -> None:
        board = board_class(name).editor(empty=False, **board_class(name).exercise_options)
        desk.board, desk.maker = board, board.maker()
        desk.children = (chooser, board, desk.maker)

    chooser.observe(lambda change: show(change["new"]), "value")
    show(game)
    return desk
