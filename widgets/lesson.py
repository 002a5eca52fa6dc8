"""An exercise on a board (issue 21): the question above the board, the learner's clicks or choice as the
answer, the rules' feedback where the eye is, "Hint", "Show me" and "Try again".

Mixed into :class:`widgets.board.BoardWidget`, so every game's board takes every exercise of its game:
``PartnersBoard.exercise("walls-1")``.  Nothing here knows a game: the exercise value
(:class:`rulebook.lessons.Exercise`) computes answers and feedback from the rules.

The ``lesson`` trait tells the front end what to show::

    {"question", "cite", "kind", "choices": [option, ...] (legal, predict), "check": bool (targets),
     "picked": [key, ...] (targets, as clicked), "marks": [key, ...] (the shown move; "Show me"),
     "path": [key, ...] (the way the marked move goes, or with the second hint the move it names: a line),
     "hints": [text, ...] (those asked for), "more_hints": bool, "answered": bool, "right": bool,
     "shown": bool (the answer was shown: a right answer after it is not counted as solved),
     "solved": bool (answered right without being shown the answer),
     "choice_words": [text, ...] (each choice as the buttons say it, in the board's language),
     "texts": {...} (every other word of the panel, in the board's language: see ``panel_texts``)}

Every word the panel shows comes from here (the front end has none of its own): the question and the rulebook
section in the learner's language (``Exercise.asked``), the buttons' words (those of the notebooks,
``locale/<lang>/ui-terms.md``), the verdict beside them.

A click on a piece drawn on a place that is an answer counts as that place: the drawing itself says what
stands where (an element drawn inside another one stands on it, and so does one whose centre lies in another's
outline: a pawn drawn in a layer of its own over its card).

The board shows no answer beside an open question: while a prediction about the very position on the board is
open, ``hides_counts()`` tells the game's drawing to leave its counters neutral ("?": HOKITO's scores, HIT's
figure and draw pile counts); a prediction about a move is played out only once answered right or shown.
"""

from __future__ import annotations

import importlib
import pathlib
from typing import Any, ClassVar
from xml.etree import ElementTree

import anywidget
import traitlets

from rulebook import i18n, lessons
from rulebook.lessons import FIND, LEGAL, PREDICT, TARGETS, Exercise
from widgets.board_texts import in_board_language

# Translators: said when the exercise panel receives a button it does not know (should never happen)
UNKNOWN_ACTION = i18n.N_("The exercise could not understand that button; nothing was changed. Please try again.")


def answer_again() -> str:
    # Translators: a click or choice after the answer was judged; 'Try again' is the button's word
    return i18n._("Press 'Try again' to answer again.")


def panel_texts(lesson: dict, picked: int) -> dict[str, str]:
    """Every word of the exercise panel besides the question, its choices and hints, in the current language:
    the buttons (the notebooks' words), the rulebook line, the verdict beside the buttons, the panel's name."""
    if not lesson.get("answered"):
        verdict = ""
    elif lesson.get("solved"):
        # Translators: beside the exercise's buttons: answered right
        verdict = i18n._("✓ solved")
    elif lesson.get("right"):
        # Translators: beside the buttons: right, but after "Show me" (so it does not count as solved)
        verdict = i18n._("✓ right, after Show me: shown, not solved")
    else:
        # Translators: beside the buttons: the answer was wrong
        verdict = i18n._("✗ not yet")
    return {
        # Translators: the line under an exercise's question; {cite}: the rulebook section it trains
        "cite": i18n.say("Rule: {cite}", cite=lesson.get("cite", "")),
        # Translators: the button that judges the places clicked; {count}: how many are clicked
        "check": i18n.say_n("Check ({count} chosen)", "Check ({count} chosen)", picked),
        # Translators: the exercise panel's button that gives the next hint
        "hint": i18n.pgettext("exercise button", "Hint"),
        # Translators: the exercise panel's button that shows the answer
        "show": i18n.pgettext("exercise button", "Show me"),
        # Translators: the exercise panel's button that starts the exercise again
        "retry": i18n.pgettext("exercise button", "Try again"),
        # Translators: the button of practice without end that asks a fresh exercise
        "next": i18n.pgettext("exercise button", "New exercise"),
        "verdict": verdict,
        # Translators: the name of the exercise panel for screen readers
        "region": i18n.pgettext("exercise panel", "Exercise"),
    }


def choice_words(choice: str) -> str:
    """A choice as its button says it: "Yes, it may" and "No, it may not" in the learner's language; the
    options of a prediction as the rules made them, a percentage written the learner's language's way."""
    return i18n.gettext(choice) if choice in (lessons.YES, lessons.NO) else lessons.option_words(choice)
ACTIONS = ("check", "choose", "hint", "show", "retry", "next")


def _from_game_module(rules: type, attribute: str) -> Any:
    """``attribute`` of the module (or package) that holds the game's rules, if it has one."""
    name = rules.__module__
    while name:
        found = getattr(importlib.import_module(name), attribute, None)
        if found is not None:
            return found
        name = name.rpartition(".")[0]
    return None


def exercises_for(rules: type) -> dict[str, Exercise]:
    """The exercises of the game whose rules are ``rules`` (its module's or package's ``EXERCISES``)."""
    return dict(_from_game_module(rules, "EXERCISES") or {})


class LessonBoard:
    """The exercise part of a board: state, messages, and what the ``lesson`` trait says."""

    #: options the board needs to show an exercise (e.g. a hand-over screen off: one learner, one hand)
    exercise_options: ClassVar[dict[str, Any]] = {}

    _exercise: Exercise | None = None
    #: who takes the board's clicks instead of its moves (the exercise maker while it marks), or None
    click_taker: Any = None

    @classmethod
    def exercise(cls, exercise: str | Exercise, **kwargs):
        """A board showing an exercise of its game, by name (see ``rulebook.<game>.EXERCISES``)."""
        if isinstance(exercise, str):
            known = exercises_for(cls.rules())
            if exercise not in known:
                # Translators: a notebook asked an exercise by a name that is none; {name}: that name; {names}:
                # the exercises' names (keep both)
                raise KeyError(i18n.say("There is no exercise {name}; the exercises are {names}.", name=repr(exercise),
                                        names=", ".join(known) or "-"))
            exercise = known[exercise]
        board = cls(game=exercise.new_game(), **{**cls.exercise_options, **kwargs})
        board.start_exercise(exercise)
        return board

    @classmethod
    def practice(cls, seed: int = 0, **kwargs):
        """A board of endless practice: fresh exercises from seeded games ("New exercise"); a kind of exercise
        answered wrongly comes back sooner."""
        make = _from_game_module(cls.rules(), "practice")
        if make is None:
            # Translators: a notebook asked practice of a game that has none
            raise KeyError(i18n._("This game has no practice exercises yet."))
        board = cls.exercise(make(seed), **kwargs)
        board._practice = (make, seed)
        board._show_lesson()
        return board

    def _next_practice(self) -> None:
        make, seed = self._practice
        mistakes = getattr(self, "_mistakes", {})
        prefer = max(mistakes, key=mistakes.get) if mistakes and max(mistakes.values()) > 0 else None
        self._practice = (make, seed + 1)
        self.start_exercise(make(seed + 1, prefer=prefer))

    def _remember(self, kind: str, right: bool) -> None:
        """Per kind of exercise: how many more wrong answers than right ones (practice asks those sooner)."""
        self._mistakes = getattr(self, "_mistakes", {})
        self._mistakes[kind] = max(0, self._mistakes.get(kind, 0) + (-1 if right else 1))

    def make_exercise(self, kind: str, marked=(), named=(), question: str = "", hint: str = "") -> str:
        """A teacher's own exercise on the board's position (issue 33 point 2; see
        ``lessons.made_on_board``): shown at once as a learner will see it, with its computed answers; returns
        its code for a link (``?path=exercise.ipynb&exercise=<code>``).  Refused in words, the board unchanged,
        when it does not fit the position."""
        try:
            exercise = lessons.made_on_board(self.game, kind, marked, named, question, hint)
        except lessons.InvalidCode as error:
            self.message = str(error)
            raise
        self.start_exercise(exercise)
        self.exercise_code = exercise.to_code()
        return self.exercise_code

    def start_exercise(self, exercise: Exercise) -> None:
        """Put the exercise's position on the board and ask its question (the rules' highlighting off)."""
        self._exercise = exercise
        self._picked: list[str] = []
        # marked from the start: the move to judge (legal), the piece or card that moves (targets)
        self._marks: tuple[str, ...] = {LEGAL: exercise.shown_clicks, TARGETS: exercise.start,
                                         PREDICT: exercise.shown_clicks}.get(exercise.kind, ())
        self._hints_shown = 0
        self._answered = self._solved = self._right = self._played_out = False
        if getattr(self, "_exercise_shown", None) is not exercise:
            self._answer_shown = False      # "Show me" is remembered until another exercise starts
        self._exercise_shown = exercise
        self.show_hints = False
        self.game = exercise.new_game()
        self.message = ""
        self._show_lesson()

    # ------------------------------------------------------------ what it shows
    @in_board_language
    def _show_lesson(self) -> None:
        exercise = self._exercise
        if exercise is None:
            self.lesson = {}
            return
        game = self._lesson_game()
        choices = list(exercise.choices(game)) if exercise.kind in (LEGAL, PREDICT) else []
        hints = exercise.hints(game)
        self.lesson = self._with_texts({
            "question": exercise.asked(), "cite": exercise.cite_words(), "kind": exercise.kind, "choices": choices,
            "choice_words": [choice_words(choice) for choice in choices],
            "check": exercise.kind == TARGETS, "picked": list(self._picked), "marks": list(self._marks),
            "path": list(exercise.step_path(game) if self._hints_shown >= 2 and self._marks != exercise.answer_marks(game)
                         else exercise.shown_path if self._marks == exercise.shown_clicks else ()),
            "hints": list(hints[:self._hints_shown]), "more_hints": self._hints_shown < len(hints) - 1,
            "answered": self._answered, "right": self._right, "shown": self._answer_shown,
            "solved": self._solved,
            "practice": getattr(self, "_practice", None) is not None,
            "id": "" if getattr(self, "_practice", None) is not None else exercise_id(exercise),
        })

    def _with_texts(self, lesson: dict) -> dict:
        return {**lesson, "texts": panel_texts(lesson, len(self._picked))}

    def _lesson_game(self):
        """The exercise's position (answers are judged there, whatever the board shows since)."""
        return self._exercise.new_game()

    def hides_counts(self) -> bool:
        """Whether the board draws its counters (scores, coins, pile sizes, tokens) neutral: while a question
        about the very position on the board (a prediction with nothing played after it) is open, a counter
        could be its answer beside it.  They show again once it is answered right or shown."""
        exercise = self._exercise
        return (exercise is not None and exercise.kind == PREDICT and not exercise.then
                and not self._right and not self._answer_shown)

    def lesson_takes_clicks(self) -> bool:
        """Whether the board offers its moves: only a find exercise not yet answered is played on the board."""
        if self.click_taker is not None:
            return False
        return self._exercise is None or (self._exercise.kind == FIND and not self._answered)

    # ------------------------------------------------------------- the learner
    def answer(self, answer: Any) -> lessons.Feedback:
        """Judge an answer (a choice or the picked places), say it, and remember it; a prediction answered right
        is then played out so the learner sees it happen (after a wrong one it waits: the result would be the
        answer)."""
        exercise = self._exercise
        feedback = exercise.check(answer, self._lesson_game())
        if exercise.kind == PREDICT and exercise.then and feedback.right:   # a wrong answer is not shown the result
            self._play_then(exercise.then)
        self._say(feedback)
        return feedback

    def answer_by_playing(self, move) -> bool:
        """A find exercise answered by a move on the board: judged, then played so its result shows."""
        feedback = self._exercise.check(move, self._lesson_game())
        self.play(move)
        self._game.resolve_chance()       # what luck decides after the move shows too
        self._say(feedback)
        return True

    def _say(self, feedback: lessons.Feedback) -> None:
        """The verdict: remembered (solved, unless the answer was shown first; for practice per kind), said
        where the eye is, shown above."""
        counted = feedback.right and not self._answer_shown
        self._answered, self._right, self._solved = True, feedback.right, self._solved or counted
        self._remember(self._exercise.kind, counted)
        if not feedback.right:
            # Translators: after a wrong answer; {feedback}: why it is wrong; 'Try again' is the button's word
            self.message = i18n.say("{feedback} Press 'Try again' to have another go.", feedback=feedback.text)
        elif self._answer_shown:
            # Translators: a right answer after "Show me"; {feedback}: the verdict
            self.message = i18n.say("{feedback} (The answer was shown first, so this is not counted as solved.)",
                                    feedback=feedback.text)
        else:
            self.message = feedback.text
        self.refresh()
        self._show_lesson()

    def _play_then(self, moves: tuple[str, ...]) -> None:
        """Play what the prediction was about; then let luck decide what it would (a redeployment, a draw),
        so that the learner sees it all happen."""
        for move in moves:
            self.game.play(move)
        self.game.resolve_chance()
        self._played_out = True

    def pick(self, key: str) -> None:
        """A place clicked in a targets exercise: picked, or unpicked when clicked again.  A piece standing on
        a place that can be an answer picks that place."""
        if self._answered:
            self.message = answer_again()
            return
        key = self._exercise.clicked(key, drawn_under(self.svg).get(key, ()), self._lesson_game())
        self._picked.remove(key) if key in self._picked else self._picked.append(key)
        self.message = ""
        self._show_lesson()

    def next_hint(self) -> None:
        hints = self._exercise.hints(self._lesson_game())
        self._hints_shown = min(self._hints_shown + 1, len(hints) - 1)
        self.show_hints = True      # a learner who asks for help gets the rules' highlighting too
        self.message = hints[self._hints_shown - 1]
        self._show_lesson()

    def show_answer(self) -> None:
        game = self._lesson_game()
        hints = self._exercise.hints(game)
        self._hints_shown = len(hints)
        self._answer_shown = True
        self._marks = self._exercise.answer_marks(game)
        if self._exercise.kind == PREDICT and self._exercise.then and not self._played_out:
            self._play_then(self._exercise.then)     # shown: what happens is seen happen
        self.message = hints[-1]
        self.refresh()                               # the counters of the position asked about show again
        self._show_lesson()

    def retry(self) -> None:
        self.start_exercise(self._exercise)

    # ---------------------------------------------------------------- messages
    def _problem_in_lesson(self, content: dict) -> str | None:
        if self._exercise is None or content["action"] not in ACTIONS:
            return i18n.gettext(UNKNOWN_ACTION)
        if content["action"] == "choose" and content.get("choice") not in self.lesson.get("choices", []):
            return i18n.gettext(UNKNOWN_ACTION)
        return None

    def _handle_lesson(self, content: dict) -> bool:
        action = content["action"]
        if action == "check":
            if self._exercise.kind != TARGETS:
                return False
            if self._answered:
                self.message = answer_again()
                return False
            self.answer(list(self._picked))
        elif action == "choose":
            if self._answered:
                self.message = answer_again()
                return False
            self.answer(content["choice"])
        elif action == "hint":
            self.next_hint()
        elif action == "show":
            self.show_answer()
        elif action == "next":
            if getattr(self, "_practice", None) is None:
                return False
            self._next_practice()
        else:
            self.retry()
        return True

    def lesson_click(self, clicks: list[str]) -> bool:
        """A click on the drawing during an exercise that does not play moves (False: not the lesson's)."""
        if self.click_taker is not None:
            return self.click_taker(clicks)
        if self._exercise is None or self.lesson_takes_clicks():
            return False
        if self._exercise.kind == TARGETS:
            self.pick(clicks[-1])
        elif self._answered:
            self.message = answer_again()
        else:
            # Translators: a click on the board during an exercise answered with buttons
            self.message = i18n._("Answer with the buttons above the board.")
        return True


def drawn_under(svg: str) -> dict[str, tuple[str, ...]]:
    """For each keyed element of a drawing, the keyed elements it stands on, innermost first: those it is drawn
    inside (a piece on its field, a figure on its waiting field), then those whose outline holds its centre
    (a pawn drawn in a layer of its own over its card's wedge)."""
    try:
        root = ElementTree.fromstring(svg)
    except ElementTree.ParseError:
        return {}
    nested: dict[str, tuple[str, ...]] = {}
    centres: dict[str, tuple[float, float]] = {}
    outlines: dict[str, list] = {}

    def walk(node, outer: tuple[str, ...], owner: str | None, moved: bool) -> None:
        moved = moved or node.get("transform") is not None
        key = node.get("data-key")
        if key is not None:
            nested.setdefault(key, outer)
            outer, owner = (key, *outer), key
            centre = _number(node.get("data-cx")), _number(node.get("data-cy"))
            if None not in centre and not moved:
                centres.setdefault(key, centre)
        elif owner is not None and node.get("data-outline") and not moved:
            outlines.setdefault(owner, []).append(node)
        for child in node:
            walk(child, outer, owner, moved)

    walk(root, (), None, False)
    shapes = {key: [shape for shape in map(_shape, nodes) if shape] for key, nodes in outlines.items()}
    found = {}
    for key, outer in nested.items():
        point, own = centres.get(key), max((shape[0] for shape in shapes.get(key, ())), default=0.0)
        holding = [] if point is None else sorted(     # a piece stands on a place larger than itself
            (area, place) for place, found_shapes in shapes.items() if place != key and place not in outer and key not in nested[place]
            for area, holds in found_shapes if area > own and holds(point))
        found[key] = (*outer, *dict.fromkeys(place for _area, place in holding))
    return found


def _number(text: str | None) -> float | None:
    try:
        return float(text)
    except (TypeError, ValueError):
        return None


def _shape(node):
    """An outline as (its area, a test whether it holds a point); None for a shape not read here."""
    tag, get = node.tag.rpartition("}")[2], lambda name: _number(node.get(name, "0")) or 0.0
    if tag == "rect":
        left, top, right, bottom = get("x"), get("y"), get("x") + get("width"), get("y") + get("height")
        return (right - left) * (bottom - top), lambda p: left <= p[0] <= right and top <= p[1] <= bottom
    if tag in ("circle", "ellipse"):
        cx, cy = get("cx"), get("cy")
        rx, ry = (get("r"), get("r")) if tag == "circle" else (get("rx"), get("ry"))
        if rx <= 0 or ry <= 0:
            return None
        return 4 * rx * ry, lambda p: ((p[0] - cx) / rx) ** 2 + ((p[1] - cy) / ry) ** 2 <= 1
    numbers = [_number(part) for part in node.get("points", "").replace(",", " ").split()]
    if tag != "polygon" or None in numbers or len(numbers) < 6 or len(numbers) % 2:
        return None
    corners = list(zip(numbers[::2], numbers[1::2]))
    xs, ys = numbers[::2], numbers[1::2]
    return (max(xs) - min(xs)) * (max(ys) - min(ys)), lambda p: _in_polygon(corners, p)


def _in_polygon(corners: list[tuple[float, float]], point: tuple[float, float]) -> bool:
    x, y = point
    inside = False
    for (x1, y1), (x2, y2) in zip(corners, corners[1:] + corners[:1]):
        if (y1 > y) != (y2 > y) and x < x1 + (y - y1) * (x2 - x1) / (y2 - y1):
            inside = not inside
    return inside


# ---------------------------------------------------------------- progress (issue 21, point 5)
def exercise_id(exercise: Exercise) -> str:
    """How the browser remembers a solved exercise: game and name ("hokito/single-reach")."""
    return f"{exercise.game.code_name()}/{exercise.name}"   # the game's name as its notebooks' folder spells it


class Progress(anywidget.AnyWidget):
    """How many exercises (of a notebook) or sections (of every game) are solved, as this browser remembers
    them (its local storage, so it works without a server) and as the saved notebook does (``solved``)."""

    _esm = pathlib.Path(__file__).parent / "static" / "board.js"
    _css = pathlib.Path(__file__).parent / "static" / "board.css"
    #: {"title", "groups": [{"name", "sections": [[title, [id, ...]], ...]}]}
    progress = traitlets.Dict().tag(sync=True)
    #: the solved exercises' ids the page knew when it last showed this (kept in the saved notebook)
    solved = traitlets.List(traitlets.Unicode()).tag(sync=True)

    @traitlets.validate("progress")
    def _with_words(self, proposal) -> dict:
        """Every group carries its sentences (the front end has no words of its own): a group given without
        them gets them here, in the current language."""
        progress = dict(proposal["value"])
        progress["groups"] = [group if "texts" in group else _group(group.get("name", ""), group.get("sections", []))
                              for group in progress.get("groups", [])]
        return progress


GAME_TITLES = {"hokito": "HOKITO", "hit": "HIT", "partners": "Partners", "le-dernier-peuple": "Le Dernier Peuple",
               # Translators: the horse race game's name in the progress list (the other games' names stay)
               "horse-race": i18n.N_("Horse race")}


def game_title(game: str) -> str:
    """A game's name in the current language (only the horse race's is a common noun)."""
    return i18n.gettext(GAME_TITLES[game]) if game in GAME_TITLES else game


def progress_texts(group_name: str, sections: int, exercises: int) -> dict:
    """The sentences of one progress line for every count the browser may find (it counts what is solved;
    the words come from here), in the current language.  The front end picks ``<list>[count]`` and fills
    ``line`` (``{sections}``, ``{exercises}``, ``{shown}``: those picked texts, empty where none)."""
    if group_name:
        # Translators: one game's line of the progress list; {game}: its name; {sections}: "2 of 5 sections
        # done"; {exercises}: "7 of 20 exercises solved"
        line = i18n.say("{game}: {sections} · {exercises}", game=group_name, sections="{sections}",
                        exercises="{exercises}")
    else:
        line = "{exercises}"
    return {
        "line": line,
        # Translators: added to a progress line when some exercises were shown ({shown}: "2 shown, not yet
        # solved"); {line}: the line
        "with_shown": i18n.say("{line} · {shown}", line="{line}", shown="{shown}"),
        # Translators: part of a game's progress line; {count}: sections (notebooks) done, {total}: how many
        "sections": [i18n.say_n("{count} of {total} sections done", "{count} of {total} sections done", count,
                                total=sections) for count in range(sections + 1)],
        # Translators: a progress line; {count}: exercises solved; {total}: how many exercises
        "exercises": [i18n.say_n("{count} of {total} exercises solved", "{count} of {total} exercises solved",
                                 count, total=exercises) for count in range(exercises + 1)],
        # Translators: added to a progress line; {count}: exercises answered right only after "Show me"
        "shown": [i18n.say_n("{count} shown, not yet solved", "{count} shown, not yet solved", count)
                  for count in range(exercises + 1)],
    }


def _group(name: str, sections: list) -> dict:
    total = sum(len(ids) for _title, ids in sections)
    return {"name": name, "sections": sections, "texts": progress_texts(name, len(sections), total)}


def notebook_progress(game: str, names: list[str]) -> Progress:
    """The progress of one notebook's exercises (``game``: its folder name, e.g. "partners")."""
    ids = [f"{game}/{name}" for name in names]
    # Translators: the heading of a notebook's progress
    return Progress(progress={"title": i18n._("Exercises of this notebook"), "groups": [_group("", [["", ids]])]})


def course_progress() -> Progress:
    """The progress of every game: its sections (notebooks) whose exercises are all solved."""
    groups = [_group(game_title(game), [[title, [f"{game}/{name}" for name in names]] for title, names in found])
              for game, found in lessons.sections().items()]
    # Translators: the heading of the progress of every game (the start page)
    return Progress(progress={"title": i18n._("Your progress"), "groups": groups})
