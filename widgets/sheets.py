"""A teacher's own exercises sent as links (issue 33): one exercise, a sheet done one after another, and the
class's results read back, with no server anywhere.

- ``exercise_desk()`` (notebook ``exercise.ipynb``): opens the exercise of the page's first address
  (``?path=exercise.ipynb&exercise=<code>``) on its game's board;
- ``sheet_desk()`` (``sheet.ipynb``): the exercises of ``?sheet=<code>`` one after another with the progress;
  at the end, or on "I stop here", the learner's result code with their name as typed;
- ``results_desk()`` (``results.ipynb``): the teacher pastes the sheet's link and the class's result codes:
  a table (who got what; per exercise how many right first time) and a plot of the exercises from hardest to
  easiest.

Everything is judged in :mod:`rulebook.lessons`; nothing here knows a game.
"""

from __future__ import annotations

import html
import urllib.parse
from collections.abc import Callable, Sequence

import ipywidgets
import svgwrite

from rulebook import i18n, lessons
from rulebook.core import InvalidPosition
from rulebook.lessons import Exercise, Result, Sheet
from widgets.referee import board_class
from widgets.svg import FONT

# Translators: the exercise page opened without a teacher's link (it shows an example exercise)
NO_CODE = i18n.N_("No exercise in this page's address yet: here is an example. A teacher's link opens its own.")
# Translators: the sheet page opened without a teacher's link (it shows an example sheet)
NO_SHEET = i18n.N_("No sheet in this page's address yet: here is an example. A teacher's link opens its own.")


#: the sheet's and the results' texts at 16 px (14 px or more on a projector: ipywidgets' own 13 px is too
#: small); the results' cells with lines between them, so that marks of neighbouring exercises do not run together
RESULTS_TEXT = "font-size:16px;line-height:1.4"
CELL = "padding:4px 10px;border:1px solid #8c8c8c;text-align:left"


def sentence(markup: str) -> str:
    """A line of the sheet's or the results' page, at the size of the results (``markup``: escaped HTML)."""
    return f'<p style="{RESULTS_TEXT}">{markup}</p>'


def board_for(exercise: Exercise, **options):
    """A board of the exercise's game showing it, as a learner will see it."""
    board_type = board_class(exercise.game.code_name())
    return board_type.exercise(exercise, **options)


def code_in(search: str, word: str) -> str | None:
    """The code after ``word=`` in a page's address (the last one), or None."""
    codes = urllib.parse.parse_qs(search.lstrip("?")).get(word, [])
    return codes[-1].strip() if codes else None


def refusal(error: InvalidPosition, what: str) -> str:
    """A refused code in a learner's words (never an engine's)."""
    problems = i18n.clauses(error.problems[:2])
    if what == "exercise":
        # Translators: a teacher's link whose exercise cannot be opened; {problems}: why (one or two reasons)
        return i18n.say("That link's exercise cannot be opened: {problems}", problems=problems)
    # Translators: a teacher's link whose sheet cannot be opened; {problems}: why (one or two reasons)
    return i18n.say("That link's sheet cannot be opened: {problems}", problems=problems)


def _reading_address(board, word: str, opened: Callable[[str], bool]) -> None:
    """Let ``board`` read the page's first address once and hand the code after ``word=`` to ``opened``."""
    board.reads_address = True

    def on_address(search: str) -> bool:
        code = code_in(search, word)
        return False if code is None else opened(code)

    board.on_address = on_address


# ---------------------------------------------------------------- one exercise
def example_exercise() -> Exercise:
    from rulebook import hokito

    return hokito.EXERCISES["single-reach"]


def exercise_desk(code: str | None = None) -> ipywidgets.VBox:
    """The exercise of ``code``, or of the page's address (an example until one comes)."""
    desk = ipywidgets.VBox()

    def show(exercise: Exercise, message: str = "", from_link: bool = False) -> None:
        board = board_for(exercise)
        if message:
            board.message = message
        if not from_link:           # the address is read once: the link's own board does not open it again
            _reading_address(board, "exercise", open_code)
        desk.children = (board,)

    def open_code(text: str) -> bool:
        try:
            show(Exercise.from_code(text), from_link=True)
        except InvalidPosition as error:
            desk.children[0].message = refusal(error, "exercise")
            return False
        return True

    show(example_exercise(), i18n.gettext(NO_CODE))
    if code:
        open_code(code)
    return desk


# ---------------------------------------------------------------- a sheet, one exercise after another
def example_sheet() -> Sheet:
    from rulebook import hit, hokito

    # Translators: the title of the example sheet (shown before a teacher's link opens theirs)
    return Sheet(i18n._("An example sheet"), (hokito.EXERCISES["single-legal"], hit.EXERCISES["moving-choose"],
                                      hokito.EXERCISES["start-score"]))


class SheetRun:
    """A learner going through a sheet: where they are, and what happened on each exercise (for the result)."""

    def __init__(self, sheet: Sheet):
        self.sheet = sheet
        self.index = 0
        self.events: list[list[str]] = [[] for _ in sheet.exercises]

    def note(self, lesson: dict, before: dict) -> None:
        """What a change of the board's exercise panel means: a wrong or right answer, a hint, Show me."""
        events = self.events[self.index]
        if len(lesson.get("hints", ())) > len(before.get("hints", ())) and not lesson.get("shown"):
            events.append("hint")
        if lesson.get("shown") and not before.get("shown"):
            events.append("shown")
        if lesson.get("answered") and not before.get("answered"):
            events.append("right" if lesson.get("right") else "wrong")

    def marks(self) -> tuple[str, ...]:
        return tuple(lessons.mark_of(events) for events in self.events)

    def result(self, name: str) -> Result:
        return Result(name, self.sheet.fingerprint(), self.marks())

    def progress(self) -> str:
        done = sum(mark != lessons.NOT_TRIED for mark in self.marks())
        # Translators: the heading above a sheet's board; {title}: the sheet's title as the teacher typed it;
        # {number}: this exercise's number; {total}: how many exercises; {count}: how many were tried
        return i18n.say_n("{title}: exercise {number} of {total} ({count} tried so far)",
                          "{title}: exercise {number} of {total} ({count} tried so far)", done,
                          title=self.sheet.title, number=self.index + 1, total=len(self.sheet.exercises))


def sheet_desk(code: str | None = None) -> ipywidgets.VBox:
    """The sheet of ``code`` or of the page's address (an example until one comes), one exercise at a time."""
    desk = ipywidgets.VBox()
    heading = ipywidgets.HTML()
    # Translators: the label of the learner's name box of a sheet
    label = i18n._("Your name")
    # Translators: the grey text inside the learner's name box of a sheet
    name = ipywidgets.Text(description=label, placeholder=i18n._("type your name"))
    # Translators: a sheet's button: on to the next exercise
    next_button = ipywidgets.Button(description=i18n._("Next exercise"))
    # Translators: a sheet's button: stop now and get the result code
    stop_button = ipywidgets.Button(description=i18n._("I stop here"))
    result_box = ipywidgets.Textarea(layout=ipywidgets.Layout(width="100%", height="4em"), disabled=False)
    result_box.layout.display = "none"
    result_box.add_class("rb-result-code")          # the page's tests find it among the notebook's other boxes
    said = ipywidgets.HTML()
    state: dict = {}

    def show_exercise() -> None:
        run: SheetRun = state["run"]
        board = board_for(run.sheet.exercises[run.index])
        board.observe(lambda change: run.note(change["new"], change["old"]), names="lesson")
        if not state.get("from_link"):     # the address is read once: the link's boards do not open it again
            _reading_address(board, "sheet", open_code)
        heading.value = sentence(f"<b>{html.escape(run.progress())}</b>")
        last = run.index == len(run.sheet.exercises) - 1
        # Translators: a sheet's button on its last exercise: finish and get the result code
        next_button.description = i18n._("Finish") if last else i18n._("Next exercise")
        desk.children = (heading, board, ipywidgets.HBox([next_button, stop_button]), name, said, result_box)

    def start(sheet: Sheet, message: str = "") -> None:
        state["run"] = SheetRun(sheet)
        result_box.layout.display = "none"
        said.value = ""
        show_exercise()
        if message:
            desk.children[1].message = message

    def open_code(text: str) -> bool:
        try:
            sheet = Sheet.from_code(text)
            state["from_link"] = True
            start(sheet)
        except InvalidPosition as error:
            desk.children[1].message = refusal(error, "sheet")
            return False
        return True

    def finish(_button=None) -> None:
        run: SheetRun = state["run"]
        typed = name.value.strip()
        if not typed:
            # Translators: the learner asked for their result code without typing their name
            said.value = sentence(html.escape(i18n._("Type your name above, then press the button again: your teacher "
                                                     "reads it with your result.")))
            return
        result_box.value = run.result(typed).to_code()
        result_box.layout.display = ""
        # Translators: one exercise's mark in the learner's result; {number}: the exercise's number; {mark}:
        # the mark ("right first time")
        marks = ", ".join(i18n.say("{number}: {mark}", number=number, mark=lessons.mark_words(mark))
                          for number, mark in enumerate(run.marks(), 1))
        # Translators: above the learner's result code; {marks}: each exercise's number and mark. Keep <b></b>
        said.value = sentence(i18n.say("<b>Your result code</b> (send it to your teacher): {marks}",
                                       marks=html.escape(marks)))

    def go_on(_button=None) -> None:
        run: SheetRun = state["run"]
        if run.index == len(run.sheet.exercises) - 1:
            finish()
            return
        run.index += 1
        show_exercise()

    next_button.on_click(go_on)
    stop_button.on_click(finish)
    desk.finish, desk.go_on, desk.state = finish, go_on, state        # for tests and notebooks
    desk.name_box, desk.result_box = name, result_box
    start(example_sheet(), i18n.gettext(NO_SHEET))
    if code:
        open_code(code)
    return desk


# ---------------------------------------------------------------- the class's results
def _cell(tag: str, text: str, bold: bool = False) -> str:
    text = f"<b>{html.escape(text)}</b>" if bold else html.escape(text)
    return f'<{tag} style="{CELL}">{text}</{tag}>'


def results_table(sheet: Sheet, results: Sequence[Result]) -> str:
    """An HTML table: a row per learner, a column per exercise (its mark in words), and a last row with how
    many got each exercise right first time."""
    head = "".join(_cell("th", str(number)) for number in range(1, len(sheet.exercises) + 1))
    rows = "".join(
        "<tr>" + _cell("th", result.name) + "".join(_cell("td", lessons.mark_words(mark)) for mark in result.marks)
        + "</tr>" for result in results)
    firsts = "".join(_cell("td", out_of(count, len(results)), bold=True)
                     for count in lessons.right_first_time(sheet, results))
    # Translators: the caption of the class's results table; {title}: the sheet's title as the teacher typed it
    caption = html.escape(i18n.say("{title}: who got what", title=sheet.title))
    # Translators: the heading of the learners' names column of the results table
    name = i18n.pgettext("results table", "Name")
    # Translators: the heading of the results table's last row (how many learners got each exercise right
    # first time)
    firsts_heading = i18n.pgettext("results table", "Right first time")
    return (f'<table style="{RESULTS_TEXT};border-collapse:collapse;margin:8px 0">'
            f'<caption style="text-align:left;font-weight:bold;padding:4px 0">{caption}</caption>'
            f"<tr>{_cell('th', name)}{head}</tr>{rows}<tr>{_cell('th', firsts_heading)}{firsts}</tr></table>")


def out_of(count: int, total: int) -> str:
    """How many learners of how many ("3 of 12")."""
    # Translators: in the results table and plot: {count} learners of {total} got the exercise right first time
    return i18n.say_n("{count} of {total}", "{count} of {total}", count, total=total)


def squeezed(text: str, room: float, size: float) -> dict:
    """A longer word (German, the pseudo-locale) fits its room: its letters keep their size, the text is drawn
    narrower (``textLength``) only where it would not fit (about 0.6 of the size a letter)."""
    return {"textLength": room, "lengthAdjust": "spacingAndGlyphs"} if len(text) * size * 0.6 > room else {}


def hardest_first_svg(sheet: Sheet, results: Sequence[Result]) -> str:
    """A bar per exercise, hardest first: the share of learners right first time (the number written on the
    bar too: colour is never the only sign)."""
    counts = lessons.right_first_time(sheet, results)
    order = sorted(range(len(counts)), key=lambda index: (counts[index], index))
    width, bar, label = 570, 26, 150
    height = 60 + bar * len(order) + 10 * len(order)
    drawing = svgwrite.Drawing(size=(width, height), viewBox=f"0 0 {width} {height}")
    drawing.add(drawing.rect((0, 0), (width, height), fill="#ffffff"))
    # Translators: the title of the results plot (a bar per exercise, the hardest at the top)
    title = i18n._("Right first time, hardest exercise first")
    drawing.add(drawing.text(title, insert=(12, 28), font_size=18, font_family=FONT, fill="#111111",
                             font_weight="bold", **squeezed(title, width - 24, 18)))
    scale = (width - label - 90) / max(1, len(results))
    for row, index in enumerate(order):
        top = 48 + row * (bar + 10)
        # Translators: a bar's name in the results plot; {number}: the exercise's number in the sheet
        name = i18n.say("Exercise {number}", number=index + 1)
        drawing.add(drawing.text(name, insert=(12, top + 19), font_size=16, font_family=FONT, fill="#111111",
                                 **squeezed(name, label - 20, 16)))
        drawing.add(drawing.rect((label, top), (max(2, counts[index] * scale), bar), fill="#1e56c8"))
        drawing.add(drawing.text(out_of(counts[index], len(results)), insert=(label + counts[index] * scale + 8,
                                                                               top + 19),
                                 font_size=16, font_family=FONT, fill="#111111"))
    return drawing.tostring()


def results_desk(sheet_code: str = "", codes: str = "") -> ipywidgets.VBox:
    """Paste the sheet's link (or code) and the result codes (one a line), then press Read."""
    # Translators: the grey text in the box where the teacher pastes their sheet's link
    sheet_box = ipywidgets.Textarea(placeholder=i18n._("the sheet's link or code"),
                                    layout=ipywidgets.Layout(width="100%"))
    # Translators: the grey text in the box where the teacher pastes the learners' result codes
    codes_box = ipywidgets.Textarea(placeholder=i18n._("the result codes, one a line"),
                                    layout=ipywidgets.Layout(width="100%", height="8em"))
    # Translators: the teacher's button that reads the pasted result codes
    read = ipywidgets.Button(description=i18n._("Read the results"))
    shown = ipywidgets.HTML()

    def show(_button=None) -> None:
        try:
            sheet = Sheet.from_code(sheet_box.value.strip())
        except InvalidPosition as error:
            shown.value = sentence(html.escape(refusal(error, "sheet")))
            return
        found, refused = lessons.results_of(sheet, codes_box.value.splitlines())
        notes = "".join(sentence(html.escape(text)) for text in refused)
        if not found:
            # Translators: no result code pasted belongs to the sheet
            empty = i18n._("No result of this sheet yet: paste the codes your learners sent.")
            shown.value = notes + sentence(html.escape(empty))
            return
        shown.value = notes + results_table(sheet, found) + hardest_first_svg(sheet, found)

    read.on_click(show)
    sheet_box.value, codes_box.value = sheet_code, codes
    if sheet_code:
        show()
    desk = ipywidgets.VBox([sheet_box, codes_box, read, shown])
    desk.show, desk.shown, desk.sheet_box, desk.codes_box = show, shown, sheet_box, codes_box
    return desk
