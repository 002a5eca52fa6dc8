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
import re

import ipywidgets
import traitlets

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


#: parameters that hold the explanation an exercise's author wrote ("why", with placeholders): a teacher's
#: exercise gives the maker's own (``WHY``)
WHY_NAMES = ("why", "where", "rule")
# Translators: the explanation after a prediction a teacher made on the board is answered (the rules' own hints
# say more): it says how the right answer was found.
WHY = N_("The rules played the marked moves out: that is what they give.")
#: parameters that name a piece, chosen from the pieces drawn on the board: parameter → the drawing's key kind
PIECE_KINDS = {"pawn": "pawn", "fig": "figure"}
#: the words of a number or piece a goal or prediction needs, by its parameter's name (translated where shown)
VALUE_WORDS = {
    # Translators: the maker panel's box for a number of points a goal or prediction is about.
    "points": N_("Points"),
    # Translators: the maker panel's box for the number of a movement card (Le Dernier Peuple: the card drawn).
    "card": N_("Card drawn (its number)"),
    # Translators: the maker panel's box for the number of a wheel card (Le Dernier Peuple).
    "place": N_("Wheel card (its number)"),
    # Translators: the maker panel's box for how many tokens are bet (the horse race).
    "bet": N_("Tokens bet"),
    # Translators: the maker panel's box for a chance "how many in how many": the first number.
    "numerator": N_("Chance wanted: how many"),
    # Translators: the maker panel's box for a chance "how many in how many": the second number.
    "denominator": N_("… in how many"),
    # Translators: the maker panel's chooser of the pawn a prediction is about.
    "pawn": N_("Pawn"),
    # Translators: the maker panel's chooser of the figure a prediction is about (HIT).
    "fig": N_("Figure")}
# Translators: the maker panel's box for a number a goal or prediction needs, when it has no words of its own.
NUMBER = N_("Number")
#: the most digits a typed number may have
MOST_DIGITS = 6


def fillers(entry: lessons.Declared) -> list[tuple[str, str]] | None:
    """What each argument of a goal or prediction is filled with, with the parameter's name: "marked" (the
    clicks), "move" (the marked move's notation), "moves" (a list of it), "player" (chosen in the panel), "why"
    (the maker's explanation), "number" (typed; "number?" may stay empty), "piece" (chosen among those drawn);
    None when one cannot be filled from the board and the panel (the entry is then not offered)."""
    found = []
    for parameter in inspect.signature(entry.make).parameters.values():
        name, many = parameter.name, parameter.kind is parameter.VAR_POSITIONAL
        number = "int" in str(parameter.annotation)
        if parameter.default is not parameter.empty:
            if number:
                found.append(("number?", name))
            continue
        if many and name == "start":
            found.append(("marked", name))
        elif name in ("move", "notation", "roll") or (many and name == "moves"):
            found.append(("move", name))
        elif name == "moves":
            found.append(("moves", name))
        elif name in ("colour", "colours"):
            found.append(("player", name))
        elif name in WHY_NAMES:
            found.append(("why", name))
        elif number:
            found.append(("number", name))
        elif name in PIECE_KINDS:
            found.append(("piece", name))
        else:
            return None
    return found


def value_words(name: str) -> str:
    """The words of a value a goal or prediction needs, in the language spoken."""
    return _(VALUE_WORDS.get(name, NUMBER))


def number_problem(typed: str, words: str, optional: bool) -> str | None:
    """What is wrong with a typed number, in words (None: it is a whole number, or empty where it may be)."""
    typed = typed.strip()
    if not typed and optional:
        return None
    if not typed:
        # Translators: the maker panel, a number box left empty; {what} is the box's label.
        return i18n.say("{what}: type a whole number first, such as 3.", what=words)
    if not typed.isascii() or not typed.isdigit() or len(typed) > MOST_DIGITS:
        # Translators: the maker panel, a number box holding something else; {what} is the box's label, {typed}
        # what was typed.
        return i18n.say("{what}: “{typed}” is not a whole number; type digits only, such as 3.", what=words,
                        typed=typed[:20])
    return None


class ExerciseMaker(ipywidgets.VBox):
    """The panel under ``board`` that makes an exercise of its position (see the module's text); it speaks the
    board's language, and says everything again when the board's language changes."""

    def __init__(self, board, **kwargs):
        super().__init__(**kwargs)
        self.board, self.marked, self.exercise, self.link = board, [], None, ""
        self._marked_on: dict | None = None
        self._relabelling = False
        #: the panel is shown: only then it takes the board's clicks
        self.active = True
        self.add_class("rb-maker")
        self._build()

    @property
    def language(self) -> str:
        """The board's language: every text of the panel is in it."""
        return self.board.language

    def _build(self) -> None:
        board = self.board
        wide, fits = {"width": "95%"}, {"description_width": "initial"}
        # a radio button and a check box: what is chosen shows by a mark, not only by a colour
        self.kind = ipywidgets.RadioButtons(options=[(words, kind) for kind, words in KIND_WORDS.items()], value=TARGETS,
                                            style=fits)
        self.marking = ipywidgets.Checkbox(value=True, indent=False, layout={"width": "auto"})
        self.clear = ipywidgets.Button(layout={"width": "auto"})
        self.close = ipywidgets.Button(layout={"width": "auto"})
        self.heading, self.marks_text = ipywidgets.HTML(), ipywidgets.HTML()
        self.named = ipywidgets.Dropdown(options=[], layout=wide, style=fits)
        self.player = ipywidgets.Dropdown(options=[(name, name) for name in board.players], style=fits)
        #: the boxes of the numbers and pieces the chosen goal or prediction needs, by its parameter's name
        self.values: dict[str, ipywidgets.Widget] = {}
        self.values_box, self.values_said = ipywidgets.VBox(), ipywidgets.HTML()
        self.question = ipywidgets.Text(layout=wide, style=fits)
        self.hint = ipywidgets.Text(layout=wide, style=fits)
        self.show = ipywidgets.Button(button_style="primary", layout={"width": "max-content"})
        self.said = ipywidgets.HTML()
        self.preview = ipywidgets.VBox()
        self.link_box = ipywidgets.HTML()
        self.add_to_sheet = ipywidgets.Button(layout={"width": "max-content", "display": "none"})
        self.add_to_sheet.on_click(lambda _button: self.add_made())
        self.added = ipywidgets.HTML()
        self.kind.observe(self._on_kind, "value")
        self.marking.observe(lambda _change: self._take_clicks(), "value")
        self.named.observe(lambda _change: self._on_named(), "value")
        self.player.observe(lambda _change: self._update_question(), "value")
        self.clear.on_click(lambda _button: self._set_marks([]))
        self.close.on_click(lambda _button: self.board.close_maker())
        self.show.on_click(lambda _button: self.make())
        self.children = (ipywidgets.HBox([self.heading, self.close], layout={"justify_content": "space-between"}),
                         self.kind, ipywidgets.HBox([self.marking, self.clear], layout={"flex_flow": "row wrap"}),
                         self.marks_text, self.named, self.player, self.values_box, self.values_said,
                         self.question, self.hint, self.show, self.said, self.preview, self.link_box,
                         ipywidgets.HBox([self.add_to_sheet, self.added], layout={"flex_flow": "row wrap"}))
        board.observe(self._on_editing, "editing")
        board.observe(lambda _change: self.relabel(), "language")
        self.relabel()
        self._on_kind()
        self._take_clicks()

    @in_board_language
    def relabel(self) -> None:
        """Every label in the board's language (made again when it changes: what is chosen, typed and made
        stays)."""
        self._relabelling = True
        try:
            kind, named, player = self.kind.value, self.named.value, self.player.value
            # Translators: the maker panel's heading (HTML: keep <b> and </b> around the words in bold).
            self.heading.value = _("<b>Make an exercise</b> of the position on the board above")
            self.kind.options = [(_(words), value) for value, words in KIND_WORDS.items()]
            self.kind.value = kind
            # Translators: the maker panel's label of the exercise kind chooser.
            self.kind.description = _("Kind")
            # Translators: the maker panel's tick box: while ticked, clicks on the board mark what the exercise is
            # about; unticked, they play moves.
            self.marking.description = _("Clicks on the board mark (off: they play moves)")
            # Translators: the maker panel's button that takes off every mark made on the board.
            self.clear.description = _("Clear what is marked")
            # Translators: the maker panel's button that closes it (the board plays again); Escape does it too.
            self.close.description = _("✕ Close")
            # Translators: the maker panel's label of the player a goal or prediction is about (whose points...).
            self.player.description = _("Whose")
            self.player.options = [(self.board.player_title(name), name) for name in self.board.players]
            self.player.value = player
            # Translators: the maker panel's label of the box where the teacher types the exercise's question.
            self.question.description = _("Question")
            # Translators: the maker panel's label of the box where the teacher types a hint.
            self.hint.description = _("Hint")
            # Translators: the maker panel's hint box while empty: with no hint typed, the rules' own hints are given.
            self.hint.placeholder = _("(none: the rules' own hints)")
            # Translators: the maker panel's button that shows the exercise on a second board as a learner sees it.
            self.show.description = _("Show as a learner sees it")
            # Translators: the maker panel's button that adds the exercise made to the notebook's sheet builder.
            self.add_to_sheet.description = _("Add to my sheet")
            self._fill_menu(named)
            for name, box in self.values.items():
                box.description = value_words(name)
        finally:
            self._relabelling = False
        self._set_marks(self.marked)
        if self.exercise is not None:
            self._show_made(self.exercise)

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
    def _fill_menu(self, named: str | None = None) -> None:
        """The goals or predictions of the chosen kind, in the game's words (the one chosen kept if offered)."""
        which = {FIND: "goals", PREDICT: "predictions"}.get(self.kind.value)
        entries = self._menu(which) if which else []
        self.named.description = self._named_label()
        self.named.options = entries
        if named in {value for _words, value in entries}:
            self.named.value = named
        self.named.layout.display = "" if which else "none"

    @in_board_language
    def _on_kind(self, _change=None) -> None:
        if self._relabelling:
            return
        kind = self.kind.value
        self.question.value = ""          # a question typed for another kind would not fit this one
        self.marking.layout.display = self.clear.layout.display = "" if kind in MARKING_KINDS else "none"
        self._fill_menu()
        self._marks_wanted(True)
        self._on_named()

    def _menu(self, which: str) -> list[tuple[str, str]]:
        """The goals or predictions the panel can fill in, in the game's words."""
        rules = self.board.rules()
        declared = lessons.declared(rules, lessons.GOALS_OF if which == "goals" else lessons.PREDICTIONS_OF)
        words = lessons.menu(rules)[which]
        return [(words[name], name) for name, entry in declared.items() if fillers(entry) is not None]

    def _fillers(self) -> list[tuple[str, str]]:
        entry = self._entry()
        return (fillers(entry) or []) if entry is not None else []

    def _entry(self) -> lessons.Declared | None:
        if self.kind.value not in (FIND, PREDICT) or not self.named.value:
            return None
        which = lessons.GOALS_OF if self.kind.value == FIND else lessons.PREDICTIONS_OF
        return lessons.declared(self.board.rules(), which).get(self.named.value)

    @in_board_language
    def _on_named(self) -> None:
        """The boxes of the numbers and pieces the chosen goal or prediction needs (what was typed kept)."""
        if self._relabelling:
            return
        wanted = [(filler, name) for filler, name in self._fillers() if filler in ("number", "number?", "piece")]
        kept, self.values = self.values, {}
        for filler, name in wanted:
            box = kept.get(name)
            if filler == "piece":
                pieces = self._pieces(PIECE_KINDS[name])
                if not isinstance(box, ipywidgets.Dropdown) or list(box.options) != pieces:
                    box = ipywidgets.Dropdown(options=pieces, style={"description_width": "initial"})
            elif not isinstance(box, ipywidgets.Text):
                box = ipywidgets.Text(style={"description_width": "initial"}, layout={"width": "24em"})
                box.observe(lambda _change: self._update_question(), "value")
            box.description = value_words(name)
            if filler == "number?":
                # Translators: the maker panel's number box that may stay empty (then any number counts).
                box.placeholder = _("(empty: any)")
            self.values[name] = box
        self.values_box.children = tuple(self.values.values())
        self._set_marks(self.marked)

    def _pieces(self, kind: str) -> list[tuple[str, str]]:
        """The pieces of a kind drawn on the board, as the board names them: (words, name)."""
        from widgets.board import _element_name

        svg, prefix = self.board.svg, f"{kind}:"
        keys = dict.fromkeys(re.findall(r'data-key="([^"]+)"', svg))
        return [(_element_name(svg, key) or key[len(prefix):], key[len(prefix):]) for key in keys
                if key.startswith(prefix)]

    def values_problem(self) -> str | None:
        """What is wrong with the numbers typed, in words (None: nothing)."""
        for filler, name in self._fillers():
            if filler in ("number", "number?"):
                problem = number_problem(self.values[name].value, value_words(name), filler == "number?")
                if problem:
                    return problem
        return None

    def named_with_arguments(self) -> tuple:
        """The chosen goal or prediction with its arguments filled from the marks and the panel."""
        entry = self._entry()
        if entry is None:
            return ()
        move = self._marked_move()
        notation = move.notation if move is not None else ""

        def value(filler: str, name: str) -> tuple:
            if filler == "marked":
                return tuple(self.marked)
            if filler in ("move", "moves"):
                return () if not notation else (notation,) if filler == "move" else ((notation,),)
            if filler == "player":
                return (self.player.value,)
            if filler == "why":
                return (WHY,)
            typed = str(self.values[name].value).strip()
            return (int(typed),) if filler.startswith("number") and typed else (typed,) if typed else ()
        return (entry.name, *(item for filler, name in fillers(entry) for item in value(filler, name)))

    # ------------------------------------------------------------ clicks on the board
    @in_board_language
    def _take_clicks(self) -> None:
        """Marking on: leave the editor (its clicks edit) and let the board hand every click here."""
        board = self.board
        if self._relabelling:
            return
        if self.active and self.marking.value and self.kind.value in MARKING_KINDS:
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
        if board._exercise is None and self.active:
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
        self.player.layout.display = "" if any(filler == "player" for filler, _name in self._fillers()) else "none"
        self._update_question()

    def _marked_move(self):
        game = self.board.game
        return next((move for move in game.legal_moves() if move.made_by(tuple(self.marked))), None) \
            if self.marked else None

    def marked_in_words(self) -> str:
        """What is marked, as the board names it; for a move whether the rules allow it."""
        from widgets.board import _element_name

        svg = self.board.svg
        names = [_element_name(svg, key, line_start=False) or key.partition(":")[2] or key for key in self.marked]
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
        """The generated question, as the question box's placeholder (what is asked unless one is typed); what
        is wrong with a typed number, said under it."""
        if self._relabelling:
            return
        problem = self.values_problem()
        self.values_said.value = f"<p class='rb-maker-said'>{html.escape(problem)}</p>" if problem else ""
        try:
            if problem:
                raise InvalidPosition([problem])
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
            problem = self.values_problem()
            if problem:
                raise InvalidPosition([problem])
            exercise = lessons.made_on_board(self.board.game, self.kind.value, self.marked,
                                             self.named_with_arguments(), self.question.value, self.hint.value)
        except InvalidPosition as error:
            self.exercise, self.link = None, ""
            self.preview.children, self.link_box.value = (), ""
            self.add_to_sheet.layout.display = "none"
            self._say(i18n.clauses(error.problems), refused=True)
            return None
        from widgets.sheets import board_for

        self.exercise, self.link = exercise, LINK_START + exercise.to_code()
        self.preview.children = (board_for(exercise, language=self.language),)
        self._show_made(exercise)
        return exercise

    @in_board_language
    def _show_made(self, exercise: lessons.Exercise) -> None:
        """The exercise made: its right answers in words and its link, in the board's language (the learner's
        board too)."""
        for learner in self.preview.children:
            learner.language = self.language
        self._say(self.answers_in_words(exercise))
        self.link_box.value = link_html(self.link)
        self.add_to_sheet.layout.display, self.added.value = "", ""

    @in_board_language
    def add_made(self) -> None:
        """The exercise made added to the notebook's sheet builder (``widgets.sheet_builder``), said here."""
        from widgets.sheet_builder import sheet_builder

        if self.exercise is None:
            return
        builder = sheet_builder()
        builder.add(self.exercise.to_code())
        count = len([line for line in builder.codes.value.splitlines() if line.strip()])
        # Translators: the maker panel's line once the exercise is added to the sheet builder; {count}: how many
        # lines the builder holds now; "Make the sheet" is the builder's button (use its words).
        added = i18n.say_n("Added to your sheet ({count} exercise): show the sheet builder, then press Make the "
                           "sheet.", "Added to your sheet ({count} exercises): show the sheet builder, then press "
                           "Make the sheet.", count)
        self.added.value = f"<p class='rb-maker-said'>{html.escape(added)}</p>"

    # ------------------------------------------------------------ shown under the board, or not
    def stop(self) -> None:
        """Closed: the board's clicks play again and nothing stays marked."""
        self.active = False
        board = self.board
        board.click_taker = None
        if board._exercise is None:
            board.lesson = {}
        board.refresh()

    def resume(self) -> None:
        """Shown again: clicks mark again (what was marked on this very position stays)."""
        self.active = True
        self._marks_wanted(True)
        self._take_clicks()

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


def link_html(link: str, sheet: bool = False) -> str:
    """The link (an exercise's, or a ``sheet``'s) in a read-only box the teacher can select, and a button that
    copies it (the page's own clipboard; the text stays selectable where a browser refuses)."""
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
    if sheet:
        # Translators: the sheet builder's name of the box holding the sheet's link (read by screen readers).
        label = html.escape(_("The sheet link"), quote=True)
    # Translators: the maker panel's button that copies the exercise's link.
    button = html.escape(_("Copy link"))
    return (f"<p>{help_text}</p>"
            f"<input class='rb-maker-link' readonly value=\"{quoted}\" style='width:70%;font-size:14px' "
            f"aria-label=\"{label}\"> "
            f"<button class='rb-maker-copy' type='button' style='font-size:inherit' onclick=\"{html.escape(copy, quote=True)}\">{button}"
            "</button>")


class MakerBoard(traitlets.HasTraits):
    """The maker part of a board: its "Make an exercise" button (beside the move list) shows the panel (``ExerciseMaker``) inside
    the board, under the drawing, for the position on it; pressed again, "✕ Close" or Escape in the panel hide
    it and the board plays again.  The same panel comes back with what was chosen."""

    #: the panel shown under the board (None: none); the front end shows this widget's view
    maker_panel = traitlets.Instance(ipywidgets.Widget, allow_none=True).tag(
        sync=True, **ipywidgets.widget_serialization)
    _maker: ExerciseMaker | None = None

    def maker(self) -> ExerciseMaker:
        """The board's exercise maker, shown under it (as its "Make an exercise" button does)."""
        return self.open_maker()

    def open_maker(self) -> ExerciseMaker:
        if self._maker is None:
            self._maker = ExerciseMaker(self)
        elif self.maker_panel is None:
            self._maker.resume()
        self.maker_panel = self._maker
        return self._maker

    def close_maker(self) -> bool:
        if self.maker_panel is None:
            return False
        self.maker_panel = None
        self._maker.stop()
        return True

    def _problem_in_maker(self, content: dict) -> str | None:
        from widgets.board import UNREADABLE

        if not isinstance(content["open"], bool):
            return UNREADABLE
        if content["open"] and self._exercise is not None:
            # Translators: a refusal of "Make an exercise" on a board showing an exercise.
            return _("This board shows an exercise; make yours on a board in play or in the editor.")
        return None

    def _handle_maker(self, content: dict) -> bool:
        if content["open"]:
            return self.open_maker() is not None
        return self.close_maker()


#: the games a teacher chooses from, in words (``widgets.referee.BOARDS`` names their boards; translated where
#: shown: the games' names are the rulebook catalogue's)
GAME_WORDS = {"hokito": "HOKITO", "hit": "HIT", "partners": "Partners", "le-dernier-peuple": "Le Dernier Peuple",
              "horse-race": N_("Horse race")}


def maker_desk(game: str = "hokito") -> ipywidgets.VBox:
    """A teacher's desk: the game chosen from a list, its board open in the editor (set up the position, then
    **Play from here**), its maker panel open under the drawing."""
    from widgets.referee import board_class

    # Translators: the teacher's desk: the label of the chooser of the game whose board is shown.
    label = _("Game")
    chooser = ipywidgets.Dropdown(options=[(_(words), name) for name, words in GAME_WORDS.items()], value=game,
                                  description=label)
    desk = ipywidgets.VBox()

    def show(name: str) -> None:
        board = board_class(name).editor(empty=False, **board_class(name).exercise_options)
        desk.board, desk.maker = board, board.maker()
        desk.children = (chooser, board)

    chooser.observe(lambda change: show(change["new"]), "value")
    show(game)
    return desk
