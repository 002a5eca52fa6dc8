"""A teacher's sheet made without Python (issue 33 point 3): a title, the exercises' links or codes pasted one
a line (of any games, in any order), and a button that makes the sheet's link.

The builder lists the exercises it understood (their questions, numbered) and refuses in plain words each
line it cannot read.  One builder is shared by the notebook's kernel (``sheet_builder()``): the "Add to my
sheet" button of every maker panel (``widgets.maker``) adds its exercise there, so exercises made on several
boards of one notebook gather in one sheet.
"""

from __future__ import annotations

import html

import ipywidgets

from rulebook import i18n
from rulebook.core import InvalidPosition
from rulebook.lessons import Exercise, Sheet
from widgets.sheets import RESULTS_TEXT, sentence

#: the start of a sheet's link, after the site's address (as the maker's exercise links)
SHEET_LINK_START = "?path=sheet.ipynb&sheet="
#: the most characters of a title (a longer one would not open: ``Sheet.from_code``)
TITLE_LIMIT = 200
#: ipywidgets' own boxes and buttons at 16 px, as the sheet's texts (14 px or more on a projector)
BIG = {"font_size": "16px"}


def exercises_in(lines: list[str]) -> tuple[list[Exercise], list[str]]:
    """The exercises of pasted lines (links or codes, one a line; blank lines skipped) and, for each line that
    cannot be read, why, in plain words with the line's number."""
    exercises, refused = [], []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            exercises.append(Exercise.from_code(line))
        except InvalidPosition as error:
            # Translators: the sheet builder refuses a pasted line; {number}: which line (1, 2 ...); {problem}: why
            refused.append(i18n.say("Line {number}: {problem}", number=number, problem=error.problems[0]))
    return exercises, refused


def title_problem(title: str) -> str | None:
    """What is wrong with a sheet's title, in words (None: nothing)."""
    if not title:
        # Translators: the sheet builder's button pressed with no title typed
        return i18n._("Type the sheet's title first: your learners see it above each exercise.")
    if len(title) > TITLE_LIMIT:
        # Translators: the sheet builder's title is too long; {most}: the most characters it may have
        return i18n.say("The title is too long: {most} characters at most.", most=TITLE_LIMIT)
    return None


class SheetBuilder(ipywidgets.VBox):
    """The title box, the box of pasted links or codes, the button that makes the sheet, and what it made."""

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.sheet: Sheet | None = None
        self.link = ""
        # Translators: the sheet builder's heading (HTML: keep <b> and </b>)
        heading = ipywidgets.HTML(sentence(i18n._("<b>Make a sheet</b>: a title, then your exercises' links")))
        # Translators: the grey text in the sheet builder's title box
        self.title = ipywidgets.Text(placeholder=i18n._("the sheet's title, e.g. Tuesday"), style=BIG,
                                     layout=ipywidgets.Layout(width="95%"))
        # Translators: the grey text in the sheet builder's box of exercises' links
        self.codes = ipywidgets.Textarea(placeholder=i18n._("the exercises' links or codes, one a line"),
                                         style=BIG, layout=ipywidgets.Layout(width="95%", height="9em"))
        # Translators: the sheet builder's button that makes the sheet and its link
        self.button = ipywidgets.Button(description=i18n._("Make the sheet"), button_style="primary", style=BIG,
                                        layout=ipywidgets.Layout(width="max-content"))
        self.shown = ipywidgets.HTML()
        self.button.on_click(lambda _button: self.make())
        self.children = (heading, self.title, self.codes, self.button, self.shown)

    def add(self, code: str) -> None:
        """An exercise's code (or link) added as the last line (the maker's "Add to my sheet")."""
        lines = [line for line in self.codes.value.splitlines() if line.strip()]
        self.codes.value = "\n".join([*lines, code])

    def make(self) -> Sheet | None:
        """The sheet of the title and the lines read, its exercises listed and its link shown; the lines that
        cannot be read refused one by one (the others are kept)."""
        from widgets.maker import link_html

        exercises, refused = exercises_in(self.codes.value.splitlines())
        notes = "".join(sentence(html.escape(text)) for text in refused)
        problem = title_problem(self.title.value.strip())
        if problem is None and not exercises:
            # Translators: the sheet builder's button pressed with no exercise link that can be read
            problem = i18n._("Paste at least one exercise's link first (made with Make an exercise on a board).")
        sheet = None
        if problem is None:
            try:
                sheet = Sheet(self.title.value.strip(), tuple(exercises))
            except InvalidPosition as error:
                problem = error.problems[0]
        self.sheet = sheet
        if sheet is None:
            self.link = ""
            self.shown.value = notes + sentence(html.escape(problem))
            return None
        self.link = SHEET_LINK_START + sheet.to_code()
        link = f'<div style="{RESULTS_TEXT}">{link_html(self.link, sheet=True)}</div>'
        # Translators: under the sheet's link; {count}: how many characters it has
        length = i18n.say_n("The link is {count} character long.", "The link is {count} characters long.",
                            len(self.link))
        self.shown.value = notes + self.listed(sheet) + link + sentence(html.escape(length))
        return sheet

    @staticmethod
    def listed(sheet: Sheet) -> str:
        """The sheet's title and its exercises' questions, numbered, in the language spoken."""
        # Translators: the sheet builder's line above the exercises it read; {title}: the title as typed;
        # {count}: how many exercises
        head = i18n.say_n("“{title}”: {count} exercise", "“{title}”: {count} exercises", len(sheet.exercises),
                          title=sheet.title)
        from widgets.maker import GAME_WORDS

        items = "".join(f"<li>{html.escape(exercise.asked())} ({html.escape(i18n._(GAME_WORDS[exercise.game.code_name()]))})"
                        "</li>" for exercise in sheet.exercises)
        return sentence(f"<b>{html.escape(head)}</b>") + f'<ol style="{RESULTS_TEXT}">{items}</ol>'


_shared: SheetBuilder | None = None


def sheet_builder() -> SheetBuilder:
    """The notebook kernel's sheet builder: the same one wherever it is shown and wherever exercises are added."""
    global _shared
    if _shared is None:
        _shared = SheetBuilder()
    return _shared
