"""The position editor on every board (issue 22): set up any position by clicking, see at once what makes it
impossible, then play from it or go back.

Mixed into :class:`widgets.board.BoardWidget`.  Nothing here knows a game: the rules declare their editor
(``Game.edits``, ``Game.edit_palette``, ``Game.edit_help``, ``Game.draft_problems``), and the board offers the
edits exactly as it offers moves (``moves`` holds them, the front end narrows them by clicks and plays one
with the same ``play`` message), so highlighting, choosers and the keyboard work in the editor too.  The
editor's buttons (pieces off the board, whose turn …) are drawn below the board by :func:`with_palette`.

While ``editing`` is on, the board shows the *draft*: a state of the game that need not be a valid position.
The move list shows the changes made (undo, redo and a jump in it work on them), ``edit_problems`` lists what
makes the draft impossible, and ``play_from_here()`` (offered only when nothing is wrong) or
``cancel_editing()`` ends it.
"""

from __future__ import annotations

import html
import re
import urllib.parse
from typing import Any

import traitlets

from rulebook import i18n
from rulebook.core import Edit, Game, InvalidPosition
from rulebook.i18n import N_, _, say
from widgets.board_texts import in_board_language

#: the width (in screen pixels) the smallest board is shown at (a projector with JupyterLab's side bar open)
NARROWEST = 560
PALETTE_TEXT_PX = 15        # the palette's text on that narrowest board
# Translators: a refusal of an editor's button while the board is not being edited; 'Edit position' is the button.
NOT_EDITING = N_("The board is not being edited; press 'Edit position' first.")
# Translators: the editor's change (in its list of changes) that opens a position code.
OPEN_A_CODE = N_("Open the position of a code")
EDIT_ACTIONS = ("start", "play", "cancel")
MAX_ADDRESS = 40_000     # characters of a page's address (a position code is well under 2,000)


class EditorBoard(traitlets.HasTraits):
    """The editor part of a board: the draft, its changes, and the messages that start and end editing."""

    #: the board is in the editor: clicks change the position instead of playing moves
    editing = traitlets.Bool(False).tag(sync=True)
    #: what makes the draft impossible, in the rules' words (empty: "Play from here" is offered)
    edit_problems = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: whether this game has an editor (the front end offers the Edit button)
    can_edit = traitlets.Bool(False).tag(sync=True)
    #: the front end sends the page's address once, and a position code in it opens (a teacher's link)
    reads_address = traitlets.Bool(False).tag(sync=True)
    #: what to do with a link's code of another game (the referee's desk shows that game's board instead)
    on_other_game: Any = None
    #: what else a link may hold for this board (issue 33: an exercise or a sheet): called with the address
    on_address: Any = None

    # (set when editing starts) the drafts from the start of editing, each with the change that made it
    _drafts: list[tuple[DraftChange | None, Any]]
    _draft_cursor = 0
    _before_editing: Game | None = None
    _edits: tuple[Edit, ...] = ()

    def _set_up_editor(self) -> None:
        self.can_edit = bool(self.rules().edits(self.game.state))
        self.observe(self._on_editing, "editing")
        if self.editing:    # opened in the editor (``editing=True``)
            self._on_editing({"new": True})

    # ------------------------------------------------------------ Python's side
    @classmethod
    def editor(cls, empty: bool = True, **kwargs):
        """A board open in the editor; ``empty`` starts from an empty board (the palette's first button)."""
        board = cls(**kwargs)
        board.editing = True
        if empty:
            board.edit_to_empty()
        return board

    @property
    def draft(self) -> Any:
        """The position being edited (a state of the game, perhaps not a valid one)."""
        return self._drafts[self._draft_cursor][1] if self.editing else None

    @in_board_language
    def edit(self, label_or_clicks: str | list[str] | tuple[str, ...]) -> bool:
        """Make one change, named by its label or its clicks (as a notebook or a test would)."""
        wanted = tuple(label_or_clicks) if not isinstance(label_or_clicks, str) else None
        found = [edit for edit in self._edits if edit.label == label_or_clicks or edit.clicks == wanted]
        if not self.editing or len(found) != 1:
            if not self.editing:
                self.message = _(NOT_EDITING)
            else:
                # Translators: a refusal of a change the editor does not offer; {change} is what was asked for.
                self.message = say("There is no change {change} here.", change=repr(label_or_clicks))
            return False
        return self._apply_edit(found[0])

    @in_board_language
    def edit_to_empty(self) -> bool:
        """The palette's first button (an empty board, every piece and card set aside), if the game has one."""
        first = self.rules().edit_palette(self.draft)
        keys = [key for _heading, buttons in first for key, _text in buttons]
        empty = [edit for edit in self._edits if edit.clicks == (keys[0],)] if keys else []
        return bool(empty) and self._apply_edit(empty[0])

    @in_board_language
    def play_from_here(self) -> bool:
        """Leave the editor and play on from the draft; refused, listing why, while it is impossible."""
        if not self.editing:
            self.message = _(NOT_EDITING)
            return False
        rules = self.rules()
        try:
            game = rules.from_position(rules.state_to_position(self.draft))
        except (InvalidPosition, *rules.SHAPE_ERRORS) as error:
            problems = error.problems if isinstance(error, InvalidPosition) else self.edit_problems
            # Translators: the heading above the problems when Play from here is pressed too early.
            heading = _("This position cannot be played yet (the list above the board has every problem):")
            self.message = str(InvalidPosition(problems, heading))
            return False
        self._before_editing = None
        with self.hold_sync():
            self.editing = False
            self.game = game
            # Translators: the message line after the editor's Play from here.
            self.message = _("The position you set up is on the board: play from here.")
        return True

    @in_board_language
    def cancel_editing(self) -> bool:
        """Leave the editor and put back the game as it was before editing."""
        if not self.editing:
            self.message = _(NOT_EDITING)
            return False
        with self.hold_sync():
            self.editing = False
            # Translators: the message line after the editor's Cancel.
            self.message = _("Editing cancelled: the board is as it was.")
        return True

    # ------------------------------------------------------------ the draft and its changes
    @in_board_language
    def _on_editing(self, change) -> None:
        if change["new"]:
            if self._exercise is not None:
                self.editing = False
                # Translators: a refusal of Edit position during an exercise.
                self.message = _("During an exercise its position stays on the board; edit on another board.")
                return
            self._before_editing = self.game
            self._drafts = [(None, self.game.state)]
            self._draft_cursor = 0
            self.autoplay = False
            self.message = self.rules().edit_help(self.game.state)
        else:
            self.edit_problems = []
            if self._before_editing is not None:   # cancelled: the game as it was
                self._game, self._before_editing = self._before_editing, None
        self.refresh()

    def _apply_edit(self, edit: Edit) -> bool:
        rules = self.rules()
        try:
            state = edit.change(self.draft)
        except InvalidPosition as error:     # a change the game refuses outright (it says why)
            self.message = str(error)
            return False
        del self._drafts[self._draft_cursor + 1:]
        self._drafts.append((DraftChange(rules, self.draft, edit, self._edits), state))
        self._draft_cursor += 1
        problems = rules.draft_problems(state)
        # Translators: the message line after a change in the editor that leaves an impossible position; {change}
        # is the change's label.
        self.message = f"{edit.label}." if not problems else say("{change}. Not a possible position yet (see the "
                                                                 "list).", change=edit.label)
        self.refresh()
        return True

    def _move_draft_cursor(self, cursor: int) -> bool:
        if not 0 <= cursor < len(self._drafts) or cursor == self._draft_cursor:
            return False
        self._draft_cursor = cursor
        if cursor < len(self._drafts) - 1:
            # Translators: the message line after Undo in the editor.
            self.message = _("Change taken back.")
        else:
            # Translators: the message line after Redo in the editor.
            self.message = _("Change made again.")
        self.refresh()
        return True

    def refresh_editor(self) -> None:
        """The editor's traits: the draft drawn with the palette below, the changes on offer as moves."""
        rules, draft = self.rules(), self.draft
        self._edits = tuple(rules.edits(draft))
        self._legal = []
        self._published = len(self._edits)
        self.svg = with_palette(self.render_draft(draft), rules.edit_palette(draft))
        self.moves = [{"id": index, "notation": edit.label, "label": edit.label, "clicks": list(edit.clicks),
                       "path": []} for index, edit in enumerate(self._edits)]
        self.edit_problems = rules.draft_problems(draft)
        self.referee = []
        labels = [change.label() for change, _draft in self._drafts[1:]]
        self.history = [{"label": label, "notation": label} for label in labels]
        self.cursor = self._draft_cursor
        self.to_move = ""
        if not self.edit_problems:
            # Translators: the status line in the editor when the position set up can be played.
            self.status = _("Setting up a position: it is possible, press 'Play from here'.")
        else:
            # Translators: the status line in the editor when the position set up cannot occur.
            self.status = _("Setting up a position: what makes it impossible is listed above the board.")

    def render_draft(self, state: Any) -> str:
        """The drawing of a draft (a game whose drawing needs a valid position draws its draft itself)."""
        current = self._game
        self._game = self.rules()(state)
        try:
            return self.render_svg()
        finally:
            self._game = current

    # ------------------------------------------------------------ messages in the editor
    def editor_message_problem(self, kind: str, content: dict) -> str | None:
        """Why a message cannot be acted on while editing (None: it can, '' ignore it quietly)."""
        if kind == "edit":
            action = content["action"]
            if action not in EDIT_ACTIONS:
                # Translators: a refusal of an editor's button the page sent wrongly (only a broken page does).
                return _("The editor could not understand that button; nothing was changed. Please try again.")
            return None if self.editing or action == "start" else _(NOT_EDITING)
        if not self.editing:
            return None
        if kind == "foresee":
            return ""
        if kind in ("computer", "suggest", "typed", "describe", "code", "lesson"):
            # Translators: a refusal of a game's button in the editor; 'Play from here' and 'Cancel' are its buttons.
            return _("While you edit the position, the game is not played: press 'Play from here' (or 'Cancel') "
                     "first.")
        return None

    def _handle_edit(self, content: dict) -> bool:
        action = content["action"]
        if action == "start":
            if self.editing:
                return False
            self.editing = True
            return self.editing
        if action == "play":
            return self.play_from_here()
        return self.cancel_editing()

    def handle_in_editor(self, kind: str, content: dict) -> bool:
        """A board message while editing: a change made by clicks, an unknown click, undo, redo, a jump."""
        if kind == "play":
            return self._apply_edit(self._edits[content["id"]])
        if kind == "explain":
            self.message = ""
            # Translators: the message line after a click that changes nothing in the editor; {help} is the
            # editor's help for the game.
            self.message = say("That click changes nothing here. {help}", help=self.rules().edit_help(self.draft))
            return True
        if kind == "undo":
            return self._move_draft_cursor(self._draft_cursor - 1)
        if kind == "redo":
            return self._move_draft_cursor(self._draft_cursor + 1)
        if kind == "restart":
            return self._move_draft_cursor(0)
        if kind == "jump":
            return self._move_draft_cursor(content["cursor"])
        if kind == "open":
            return self._open_in_editor(content["code"])
        if kind == "maker":
            return self._handle_maker(content)
        return False

    # ------------------------------------------------------------ a position sent as a link (issue 22 point 3)
    def _problem_in_address(self, content: dict) -> str | None:
        search = content["search"]
        return None if isinstance(search, str) and len(search) <= MAX_ADDRESS else ""

    def _handle_address(self, content: dict) -> bool:
        """The page's address, sent once by a board that ``reads_address``: a ``position=<code>`` in it opens."""
        if self.reads_address and self.on_address is not None and self.on_address(content["search"]):
            return True
        codes = urllib.parse.parse_qs(content["search"].lstrip("?")).get("position", [])
        if not self.reads_address or not codes:
            return False
        code = codes[-1].strip()
        if not code.startswith(f"{self.rules().code_name()}.") and self.on_other_game is not None:
            return self.on_other_game(code)
        opened = self.open_position_code(code)
        if opened:
            # Translators: the message line after a position given in the page's address was opened.
            self.message = _("The position of the link is on the board.")
        return opened

    def _open_in_editor(self, code: str) -> bool:
        game = self.game_of_code(code)
        if game is None:
            return False
        return self._apply_edit(Edit(_(OPEN_A_CODE), (), lambda _draft: game.state))


class DraftChange:
    """A change kept in the editor's list, language-neutral: the draft it was made on and its clicks (with its
    place among the changes those clicks make).  Its label is said again in the language spoken now (a board's
    language can switch while the list is shown), made once per language like a move's."""

    def __init__(self, rules: type[Game], before: Any, edit: Edit, offered: tuple[Edit, ...]):
        """``edit`` made on the draft ``before``, one of the changes ``offered`` there (labelled in the language
        spoken now)."""
        self.rules, self.before, self.clicks = rules, before, edit.clicks
        same = [other for other in offered if other.clicks == edit.clicks]
        self.rank = same.index(edit) if edit.clicks and edit in same else -1
        self._said = (i18n.current(), edit.label)

    def label(self) -> str:
        language, said = self._said
        if language != i18n.current():
            said = self._label_now()
            self._said = (i18n.current(), said)
        return said

    def _label_now(self) -> str:
        if not self.clicks:                  # the only change without clicks: a position code opened
            return _(OPEN_A_CODE)
        same = [edit for edit in self.rules.edits(self.before) if edit.clicks == self.clicks]
        return same[self.rank].label if 0 <= self.rank < len(same) else self._said[1]


# ------------------------------------------------------------------ the palette below the board
_VIEW_BOX = re.compile(r'viewBox="\s*([-\d.]+)[ ,]+([-\d.]+)[ ,]+([-\d.]+)[ ,]+([-\d.]+)\s*"')


def with_palette(board_svg: str, groups: list[tuple[str, list[tuple[str, str]]]]) -> str:
    """The board's drawing with the editor's buttons below it, each a keyed group like the board's own
    elements (so the front end highlights, focuses and clicks them as it does a square)."""
    if not groups:
        return board_svg
    found = _VIEW_BOX.search(board_svg)
    x, y, width, height = (float(value) for value in found.groups())
    font = PALETTE_TEXT_PX * width / NARROWEST
    parts, palette_height = _palette(groups, width, font)
    total = height + palette_height
    body = board_svg[board_svg.index("<svg"):]
    opening, rest = body[:body.index(">")], body[body.index(">"):]
    attributes = "".join(f' {name}="{value}"' for name, value in
                         re.findall(r'\s(data-[\w-]+)="([^"]*)"', opening))
    inner = re.sub(r'\s(width|height|x|y)="[^"]*"', "", opening[4:])
    # Translators: what a screen reader says for the whole drawing while the position editor is open.
    title = html.escape(_("The board being set up, with the editor's buttons below"))
    return (f'<svg xmlns="http://www.w3.org/2000/svg" width="{width:g}" height="{total:g}" '
            f'viewBox="{x:g} {y:g} {width:g} {total:g}" font-family="{_font_family(body)}"{attributes} '
            f'data-editing="1"><title>{title}</title>'
            f'<svg x="{x:g}" y="{y:g}" width="{width:g}" height="{height:g}"{inner}{rest}'
            f'<g class="rb-palette" transform="translate({x:g},{y + height:g})">'
            f'<rect width="{width:g}" height="{palette_height:g}" fill="#f4f1ea"/>{"".join(parts)}</g></svg>')


def _font_family(body: str) -> str:
    found = re.search(r'font-family="([^"]*)"', body[:body.index(">")])
    return found.group(1) if found else "sans-serif"


def _palette(groups, width: float, font: float) -> tuple[list[str], float]:
    """The palette's SVG parts and its height: each group a heading, then its buttons in rows."""
    gap, pad, line = font * 0.5, font * 0.6, font * 2.0
    parts, y = [], gap
    for heading, buttons in groups:
        parts.append(f'<text x="{gap:g}" y="{y + font:g}" font-size="{font:g}" font-weight="bold" '
                     f'fill="#222">{_escaped(heading)}</text>')
        y += font * 1.4
        x = gap
        for key, text in buttons:
            button_width = _text_width(text, font) + 2 * pad
            if x + button_width > width - gap and x > gap:
                x, y = gap, y + line + gap * 0.6
            parts.append(_button(key, text, x, y, min(button_width, width - 2 * gap), line, font))
            x += button_width + gap
        y += line + gap * 1.4
    return parts, y


def _text_width(text: str, font: float) -> float:
    return 0.6 * font * len(text)


def _button(key: str, text: str, x: float, y: float, width: float, height: float, font: float) -> str:
    centre = (x + width / 2, y + height / 2)
    return (f'<g data-key="{_escaped(key)}" role="button" aria-label="{_escaped(text)}" '
            f'data-cx="{centre[0]:g}" data-cy="{centre[1]:g}" style="cursor:pointer">'
            f'<rect data-outline="1" x="{x:g}" y="{y:g}" width="{width:g}" height="{height:g}" '
            f'rx="{height / 5:g}" fill="#ffffff" stroke="#555" stroke-width="{max(1.0, font / 12):g}"/>'
            f'<text x="{centre[0]:g}" y="{centre[1] + font * 0.35:g}" font-size="{font:g}" text-anchor="middle" '
            f'fill="#111">{_escaped(text)}</text></g>')


def _escaped(text: str) -> str:
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;"))


def palette_font(width: float) -> float:
    """The palette's font size in the user units of a drawing ``width`` wide (for tests)."""
    return PALETTE_TEXT_PX * width / NARROWEST


__all__ = ["EditorBoard", "palette_font", "with_palette"]
