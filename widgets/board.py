"""The board widget every game shares: synced traits and the message protocol.

Python owns the game.  The front end (``static/board.js``) only shows the SVG
that Python renders, narrows the legal moves by the clicks made so far, and
sends small messages back.  :meth:`BoardWidget.handle_message` checks every
message before it touches the game, so junk or a stale choice leaves the game
exactly as it was and explains itself in ``message``.

A game's widget subclasses :class:`BoardWidget`, names its game module and
implements :meth:`BoardWidget.render_svg` (and optionally ``status_text``).
"""

from __future__ import annotations

import collections
import gc
import hashlib
import html
import itertools
import logging
import pathlib
import re
import time
from typing import Any, ClassVar

import anywidget
import traitlets

from rulebook import i18n
from rulebook.core import (
    CHANCE,
    PLAYERS,
    Game,
    IllegalMove,
    InvalidPosition,
    Move,
    Outcome,
    Rng,
    computer_player,
    learner_text,
    shown,
)
from rulebook.i18n import N_, _, say, say_n
from widgets import board_texts, svg_patch
from widgets.board_texts import in_board_language
from widgets.editor import EditorBoard
from widgets.lesson import LessonBoard
from widgets.maker import MakerBoard

STATIC = pathlib.Path(__file__).parent / "static"
log = logging.getLogger(__name__)

#: message type → the fields it must carry (besides ``type``); every message may
#: also carry ``revision``, the board revision the front end acted on.
REQUIRED_FIELDS: dict[str, tuple[str, ...]] = {
    "play": ("id", "revision"),
    "explain": ("clicks", "revision"),
    "undo": (),
    "redo": (),
    "restart": (),
    "jump": ("cursor",),
    "computer": (),
    "suggest": (),
    "redraw": (),
    "foresee": ("id", "revision"),
    "lesson": ("action",),
    "code": (),
    "open": ("code",),
    "typed": ("text",),
    "describe": (),
    "edit": ("action",),
    "address": ("search",),
    "maker": ("open",),
}
MAX_TIMINGS = 500  # messages whose handling times a board keeps (for benchmarks/browser.py)
MAX_CLICKS = 50
MEANINGS_KEPT = 8   # revisions back a click may come from when the board was only drawn again since
MESSAGE_LIMIT = 1500   # characters of the board's message (a list of computer turns is the longest)
MAX_KEY_LENGTH = 200
MAX_TYPED = 300           # characters of a typed move
MAX_CODE_LENGTH = 20_000   # characters of a position code (a real one is well under 2,000)
#: what the board says about a message it cannot read (only a broken page sends one)
# Translators: the message line when the page sent the board a message it cannot read (only a broken page does).
UNREADABLE = N_("The board could not understand that click; nothing was changed. Please try again.")
#: how many other draws of the hidden cards must give the same foreseen drawing (see ``foresee``)
FORESIGHT_DRAWS = 4
#: a choice made on a board that changed since (a double click, or another view of the board)
# Translators: the message line when a click was meant for a board that changed since (a double click).
BOARD_CHANGED = N_("The board changed just before your click arrived, so nothing more was changed. "
                   "Look at the board and choose again.")



def referee_groups(moves: list[Move], svg: str = "") -> list[dict]:
    """The legal moves for the referee's list, grouped by what is clicked first (a piece, a card, a button):
    the words every move of a group starts with are its title ("Play the 10", "Black 2 from e2"), else the
    name the drawing gives that element (its aria-label)."""
    groups: dict[str, list[str]] = {}
    for move in moves:
        groups.setdefault(move.clicks[0] if move.clicks else move.notation, []).append(move.label)
    found = []
    for key, labels in groups.items():
        group = _titled(labels)
        if not group["title"]:
            group["title"] = _element_name(svg, key)
        found.append(group)
    return found


def _element_name(svg: str, key: str, line_start: bool = True) -> str:
    """The aria-label of the drawing's element ``key`` ("hand card 1: the 1 …"), or ""; ``line_start``: as the
    first words of a line (``at_line_start``), else as drawn (inside a sentence)."""
    tag = re.search(r'<g\b[^>]*\bdata-key="' + re.escape(key) + r'"[^>]*>', svg)
    name = re.search(r'\baria-label="([^"]*)"', tag.group(0)) if tag else None
    if not name:
        return ""
    return at_line_start(html.unescape(name.group(1))) if line_start else html.unescape(name.group(1))


def at_line_start(name: str) -> str:
    """``name`` first on its line: its first letter upper case unless it starts with notation (HOKITO's b2
    stays b2 in every language), every other letter as it is (German nouns keep their capitals)."""
    return name if re.match(r"[a-z]+\d", name) else name[:1].upper() + name[1:]


def _titled(labels: list[str]) -> dict:
    heads = {label.split(": ", 1)[0] for label in labels}
    if len(heads) == 1 and all(": " in label for label in labels):
        return {"title": heads.pop(), "moves": [label.split(": ", 1)[1] for label in labels]}
    words = [label.split(" ") for label in labels]
    shared = 0
    while len(labels) > 1 and all(len(w) > shared + 1 and w[shared] == words[0][shared] for w in words):
        shared += 1
    if shared < 2:
        return {"title": "", "moves": labels}
    return {"title": " ".join(words[0][:shared]), "moves": [" ".join(w[shared:]) for w in words]}


class StaticBoard:
    """A board picture that needs no kernel: shows as SVG (or HTML) anywhere."""

    def __init__(self, svg: str, status: str = ""):
        self.svg = svg
        self.status = status

    def _repr_svg_(self) -> str:
        return self.svg

    def _repr_html_(self) -> str:
        return static_html(self.svg, self.status)

    def __repr__(self) -> str:
        return f"<board picture: {self.status}>" if self.status else "<board picture>"


def static_html(svg: str, status: str) -> str:
    """The board and its status line as plain HTML (for exported notebooks)."""
    line = f'<p class="rb-static-status">{html.escape(status)}</p>' if status else ""
    return f'<div class="rb-static">{svg}{line}</div>'


def drawing_digest(svg: str) -> str:
    """A short fingerprint of a drawing: equal drawings have equal ones."""
    return hashlib.blake2b(svg.encode(), digest_size=8).hexdigest()


def _tree_of(svg: str) -> svg_patch.Element | None:
    """A drawing's parsed elements (widgets.svg.to_string's text knows them); None if it is no drawing."""
    tree = getattr(svg, "tree", None)
    if tree is not None:
        return tree
    try:
        return svg_patch.parse(svg)
    except svg_patch.NotADrawing:
        return None


# What a person may type differently from a label and still mean it: any space (the no-break spaces French puts
# before ":" and "?", a tab, several spaces) is one space, none before ":", ";", "!" or "?"; any apostrophe
# is "'"; upper and lower case are alike. static/board.js's typedForm does the same for its fast path.
_SPACES = re.compile(r"\s+")
_SPACE_BEFORE_SIGN = re.compile(r" (?=[:;!?])")
_APOSTROPHES = str.maketrans({"\u2019": "'", "\u2018": "'", "\u02bc": "'", "`": "'", "\u00b4": "'"})


def typed_form(text: str) -> str:
    """``text`` as the move box compares it (a typed text and a move's label or notation alike)."""
    spaced = _SPACES.sub(" ", text.translate(_APOSTROPHES)).strip()
    return _SPACE_BEFORE_SIGN.sub("", spaced).casefold()


def _is_whole_number(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


class LanguageTrait(traitlets.TraitType):
    """A language the rulebook speaks ('fr', 'FR' and 'fr-CH' all mean 'fr'); anything else (None included) is
    refused in plain words (i18n.UnknownLanguage, a ValueError) and changes nothing."""

    allow_none = False
    info_text = "a language the rulebook speaks"

    def validate(self, obj, value):
        if value == "" and not obj.trait_has_value(self.name):
            return value      # the default, before the board's own language is set
        return self.checked(value)

    @staticmethod
    def checked(value: Any) -> str:
        """The code of a language the board can speak now; else UnknownLanguage (UnreachableLanguage when its
        texts cannot be fetched just now), in words."""
        if not isinstance(value, str) or len(value) >= 40:
            raise i18n.UnknownLanguage(BoardWidget._language_refusal(value))
        return i18n.spoken_code(value)


class BoardWidget(EditorBoard, LessonBoard, MakerBoard, anywidget.AnyWidget):
    """A live board: click to move, undo/redo, let the computer play.

    Subclass hooks: ``game_module`` (or ``game_class``), ``players``,
    ``render_svg()`` and optionally ``status_text()``, ``player_title()``,
    ``perspective_choices()`` and ``new_game()``.
    """

    _esm = STATIC / "board.js"
    _css = STATIC / "board.css"

    # ---------------------------------------------------------------- traits
    #: the whole drawing.  After the first time only its changes travel (``svg_update``): the front
    #: end splices them into its copy, and a drawing it sends back is ignored (see ``set_state``).
    svg = traitlets.Unicode("").tag(sync=True, echo_update=False)
    #: the last change of ``svg``: ``{"version", "from", "changes"}``; ``from`` is -1 when the whole
    #: drawing was sent with it, else the version the changes apply to (see widgets/svg_patch.py)
    svg_update = traitlets.Dict().tag(sync=True)
    # (the entries of ``moves`` and ``history`` are made here: not checked one by one, long games stay quick)
    moves = traitlets.List().tag(sync=True)
    status = traitlets.Unicode("").tag(sync=True)
    #: the move list: ``{"label", "notation"}`` per move.  After the first time only its changes travel
    #: (``history_update``), as for the drawing: a move played sends one entry, not the whole game again.
    history = traitlets.List().tag(sync=True, echo_update=False)
    #: the last change of ``history``: ``{"version", "from", "keep", "add", "length"}``: the front end holding
    #: version ``from`` keeps its first ``keep`` entries and adds ``add`` (``length`` in all); ``from`` -1:
    #: ``history`` came whole with it
    history_update = traitlets.Dict().tag(sync=True)
    cursor = traitlets.Int(0).tag(sync=True)
    message = traitlets.Unicode("").tag(sync=True)
    show_hints = traitlets.Bool(True).tag(sync=True)
    perspective = traitlets.Unicode("").tag(sync=True)
    perspectives = traitlets.List(traitlets.Unicode()).tag(sync=True)
    computer = traitlets.Unicode("greedy").tag(sync=True)
    computer_kinds = traitlets.List(traitlets.Unicode(), default_value=sorted(PLAYERS)).tag(sync=True)
    computer_side = traitlets.Unicode("").tag(sync=True)
    players = traitlets.List(traitlets.Unicode()).tag(sync=True)
    to_move = traitlets.Unicode("").tag(sync=True)
    autoplay = traitlets.Bool(False).tag(sync=True)
    revision = traitlets.Int(0).tag(sync=True)
    busy = traitlets.Bool(False).tag(sync=True)
    #: which field of a history entry the move list shows: "notation" or "label"
    history_shows = traitlets.Unicode("notation").tag(sync=True)
    #: set by the front end: the board is shown narrow (a projector, a side bar open)
    narrow = traitlets.Bool(False).tag(sync=True)
    #: the move the greedy computer suggests (its number in ``moves``), -1 for none
    suggested = traitlets.Int(-1).tag(sync=True)
    #: the exercise shown on the board ({} for none; see widgets/lesson.py)
    lesson = traitlets.Dict().tag(sync=True)
    #: the referee's list is open: every legal move of the player to move, grouped (issue 22)
    referee_open = traitlets.Bool(False).tag(sync=True)
    #: that list: [{"title", "moves": [text, ...]}, ...] (empty while it is closed)
    referee = traitlets.List().tag(sync=True)
    #: the board's language ("en", "fr", "de", "it", "es"; "qps" for tests): every text it shows is in it.  The
    #: default is the kernel's language when the board is made (``i18n.current()``); it can be switched live.
    language = LanguageTrait("").tag(sync=True)
    #: the language menu: [code, the language's name in its own language]
    languages = traitlets.List().tag(sync=True)
    #: every word the front end shows, by a stable id (see widgets/board_texts.py)
    texts = traitlets.Dict().tag(sync=True)

    # ------------------------------------------------------ subclass settings
    #: the rules module, with ``new_game(...)`` and ``Game``
    game_module: ClassVar[Any] = None
    #: the Game class; defaults to ``game_module.Game``
    game_class: ClassVar[type[Game] | None] = None
    #: the players' names, as ``game.to_move`` gives them
    player_names: ClassVar[tuple[str, ...]] = ()
    #: the move list shows each move's label (True) or its short notation (False)
    history_in_words: ClassVar[bool] = False
    #: whether the move list starts each entry with who decided (games whose labels do not say it)
    history_names_the_mover: ClassVar[bool] = False

    def __init__(self, game: Game | None = None, *, computer_seed: int | None = None, **kwargs):
        # Python's full garbage collections look at every object of the kernel and paused it for
        # tens of milliseconds at random clicks; the objects alive now (libraries, the notebook's
        # data) are set aside for good, so those collections look only at what comes later.
        gc.freeze()
        kwargs["language"] = i18n.language_code(kwargs.get("language") or i18n.current())  # refuses a wrong one
        super().__init__(**kwargs)
        with i18n.using(self.language):
            self._set_up(game, computer_seed)

    def _set_up(self, game: Game | None, computer_seed: int | None) -> None:
        self._computer_seed = computer_seed
        self._computers: dict[str, Any] = {}
        self._legal: list[Move] = []
        self._published = 0                  # how many of the legal moves the front end was given
        #: what a click meant at each recent revision (see ``_click_meaning``)
        self._meanings: dict[int, tuple] = {}
        self._reverting = False
        self._computer_news: list[tuple[str, str]] = []  # (player, label) since a person last acted
        #: the last move list made: (start state, seat, language), the moves, their entries (see _history_json)
        self._history_kept: tuple[tuple, tuple, list[dict]] = ((), (), [])
        #: the move list the front end holds (entries, version): what the coming update's change applies to
        self._history_front: tuple[list, int] = ([], 0)
        self._history_change: dict | None = None        # the change the coming ``history`` update sends instead
        #: for each message handled: wall-clock times (ms) it arrived, the new traits were computed,
        #: and they were sent; with the board revision it produced (see benchmarks/browser.py)
        self.timings: collections.deque[dict] = collections.deque(maxlen=MAX_TIMINGS)
        self._computed_at: float | None = None
        self._drawn: svg_patch.Element | None = None   # the parsed ``svg``
        #: the drawing the front end holds (text, parsed, version): what the coming update's changes apply to
        self._front: tuple[str, svg_patch.Element | None, int] = ("", None, 0)
        self._svg_changes: list | None = None          # the changes the coming ``svg`` update sends instead
        self._game = self._checked_game(game if game is not None else self.new_game())
        self.players = list(self.player_names)
        self.history_shows = "label" if self.history_in_words else "notation"
        if not self.perspectives:
            self.perspectives = list(self.perspective_choices())
        if not self.perspective and self.perspectives:
            self.perspective = self.perspectives[0]
        if self.perspectives and self.perspective not in self.perspectives:
            # Translators: an error when a board is made; {view} is the side asked for, {choices} the sides there are.
            raise ValueError(say("The board cannot be seen from {view}; choose one of {choices}.",
                                 view=repr(self.perspective), choices=", ".join(self.perspectives)))
        self._set_up_editor()
        self.refresh()
        self._check_computer_settings()
        self.observe(self._on_perspective, "perspective")
        self.observe(self._on_computer, "computer")
        self.observe(self._on_computer_side, "computer_side")
        self.observe(lambda _change: self.refresh(), "referee_open")
        self.observe(self._on_autoplay, "autoplay")
        self.observe(self._on_language, "language")
        self.on_msg(self._on_custom_msg)

    def _check_computer_settings(self) -> None:
        if self.computer not in self.computer_kinds:
            raise ValueError(self._no_computer_kind(repr(self.computer)))
        if self.computer_side and self.computer_side not in self.players:
            raise ValueError(self._no_computer_side(repr(self.computer_side)))

    def _no_computer_kind(self, kind: str) -> str:
        # Translators: a refusal of a wrong computer player; {kind} is the one asked for, {choices} those there are.
        return say("There is no computer player called {kind}; choose one of {choices}.", kind=kind,
                   choices=", ".join(self.computer_kinds))

    def _no_computer_side(self, side: str) -> str:
        # Translators: a refusal of a wrong side for the computer; {side} is the one asked for, {choices} the
        # players' names.
        return say("The computer cannot play {side}; choose one of {choices} (or nobody).", side=side,
                   choices=", ".join(self.players))

    # ------------------------------------------------------------ game hooks
    @classmethod
    def rules(cls) -> type[Game]:
        """The game's session class."""
        if cls.game_class is not None:
            return cls.game_class
        if cls.game_module is None:
            raise TypeError(f"{cls.__name__} must set game_module or game_class")
        return cls.game_module.Game

    @classmethod
    def new_game(cls) -> Game:
        """A fresh standard game (override for games with options)."""
        if cls.game_module is not None and hasattr(cls.game_module, "new_game"):
            return cls.game_module.new_game()
        return cls.rules().new()

    @classmethod
    def from_position(cls, position, **kwargs) -> BoardWidget:
        """A board showing any described position (InvalidPosition lists its problems)."""
        return cls(game=cls.rules().from_position(position), **kwargs)

    @classmethod
    def from_position_code(cls, code: str, **kwargs) -> BoardWidget:
        """A board on the position a code holds (see ``Game.position_code``); InvalidPosition for a wrong one."""
        return cls(game=cls.rules().from_position_code(code), **kwargs)

    def render_svg(self) -> str:
        """The whole board as SVG, each clickable element with ``data-key``."""
        raise NotImplementedError

    def perspective_choices(self) -> tuple[str, ...]:
        """The views the board can be drawn from (first is the default)."""
        return tuple(self.player_names)

    def player_title(self, player: str) -> str:
        """A player's name in the language spoken now (the rules module's ``player_name``, where it has one)."""
        namer = getattr(self.game_module, "player_name", None)
        return namer(player) if namer is not None else player.capitalize()

    def status_text(self) -> str:
        """Whose turn it is, or how the game ended."""
        outcome = self._game.outcome
        if outcome is not None:
            return self.result_text(outcome)
        mover = self._game.to_move
        if mover == CHANCE:
            # Translators: the status line at a chance point (dice or a card decide next).
            return _("Luck decides next: press the computer button to let it happen.")
        # Translators: the status line; {player} is the name of the player to move.
        return say("{player} to move.", player=self.player_title(mover)) if mover else ""

    def result_text(self, outcome: Outcome) -> str:
        if outcome.winner is not None:
            # Translators: the status line at the end of a game; {player} is the winner's name.
            text = say("Game over: {player} wins", player=self.player_title(outcome.winner))
        elif outcome.winners:
            # Translators: the status line at the end of a game won by several; {players} are their names joined
            # by the next entry.
            text = say("Game over: shared win for {players}", players=_(" and ").join(map(self.player_title,
                                                                                      outcome.winners)))
        else:
            # Translators: the status line at the end of a drawn game.
            text = _("Game over: a draw")
        if outcome.scores:
            scores = ", ".join(f"{self.player_title(p)} {s}" for p, s in outcome.scores.items())
            text += f" ({scores})"
        reason = self._fresh_reason(outcome)
        if reason:
            text += f". {reason[0].upper()}{reason[1:]}"
        return text.rstrip(".") + "."

    def _fresh_reason(self, outcome: Outcome) -> str:
        """Why the game ended, said in the language spoken now (the game keeps the reason first asked for)."""
        fresh = self._game.outcome_of(self._game.state)
        return fresh.reason if fresh is not None else outcome.reason

    # ---------------------------------------------------------------- state
    @property
    def game(self) -> Game:
        return self._game

    @game.setter
    def game(self, game: Game) -> None:
        self._game = self._checked_game(game)
        with self.hold_sync():
            self.message = ""
            self.refresh()

    @staticmethod
    def _checked_game(game: Any) -> Game:
        if not isinstance(game, Game):
            # Translators: an error in a notebook when a board is given something else than a game; {kind} is
            # Python's name of what was given (int, dict …).
            raise TypeError(say("A board shows a rulebook Game, not {kind}.", kind=type(game).__name__))
        return game

    def static(self) -> StaticBoard:
        """The current board as a picture that needs no kernel."""
        return StaticBoard(self.svg, self.status)

    @in_board_language
    def refresh(self) -> None:
        """Re-sync every trait from the game, or from the draft while editing (one update message for the front
        end)."""
        with self.hold_sync():
            if self.editing:
                self.refresh_editor()
            else:
                self._refresh_game()
            self.busy = False
            self.suggested = -1
            self.revision += 1
            self._remember_click_meaning()
            self.languages = board_texts.language_choices(self.language)
            self.texts = board_texts.board_texts(self)
            self._computed_at = time.time() * 1000

    def _click_meaning(self) -> tuple:
        """What a click on the board means now: the moves played and the moves offered.  A board only redrawn
        (another window, another language) means the same; in the editor or an exercise every revision is its
        own."""
        if self.editing or self._exercise is not None:
            return ("revision", self.revision)
        offered = tuple(move.clicks for move in self._legal[:self._published])
        return (self._game.cursor, tuple(self._game.history), offered)

    def _remember_click_meaning(self) -> None:
        self._meanings[self.revision] = self._click_meaning()
        for old in [revision for revision in self._meanings if revision < self.revision - MEANINGS_KEPT]:
            del self._meanings[old]

    def _means_what_it_means_now(self, revision: int) -> bool:
        """A message made on an older drawing whose clicks meant what they mean now (the board was only drawn
        again: a click made just before a window change is the person's click, not a stale one)."""
        then = self._meanings.get(revision)
        return then is not None and then == self._meanings.get(self.revision)

    def _refresh_game(self) -> None:
        game = self._game
        self._legal = game.legal_moves()
        self.svg = self.render_svg()
        self._published = 0 if self.hides_moves() else len(self._legal)
        published = self._legal[:self._published]
        self.moves = self._moves_json(published)
        self.referee = referee_groups(published, self.svg) if self.referee_open else []
        self.history = self._history_json()
        self.cursor = game.cursor
        self.to_move = game.to_move or ""
        self.status = self.status_text()
        if game.outcome is not None or not self._legal:
            self.autoplay = False

    def viewer(self) -> str | None:
        """Whose eyes the board shows (None: a spectator).  Everything sent to the browser is what this
        seat may see: the history's labels come from the game's ``public_label``."""
        return None

    def _history_json(self) -> list[dict]:
        """The move list as the viewer may read it: each move's label and notation (``history_shows`` says
        which one is shown); a hidden move shows its public label in both.

        The entries of the moves before the first one that changed (same start, same moves, same seat, same
        language) are kept from the last time: a refresh reads out only the moves played since (the horse race's
        sentences of a whole race took milliseconds on every click)."""
        game, moves = self._game, self._game.all_moves
        seen_as = (game.start_state, self.viewer(), i18n.current())
        kept_as, kept_moves, kept = self._history_kept
        same = 0
        if kept_as and kept_as[0] is seen_as[0] and kept_as[1:] == seen_as[1:]:
            limit = min(len(moves), len(kept_moves))
            while same < limit and moves[same] is kept_moves[same]:
                same += 1
        entries = kept[:same] + self._history_entries(same)
        self._history_kept = (seen_as, moves, entries)
        return entries

    def _history_entries(self, start: int) -> list[dict]:
        """The move list's entries from move ``start`` on."""
        labels = self._game.public_labels(self.viewer(), start)
        entries = []
        for move, label, said in zip(self._game.all_moves[start:], labels, self._entry_labels(labels, start)):
            public = label == move.label
            entries.append({"label": said, "notation": move.notation if public else said})
        return entries

    def _entry_labels(self, labels: list[str], start: int = 0) -> list[str]:
        """The move list's sentences (of the moves from ``start`` on): with ``history_names_the_mover``, each starts
        with who decided ("Yellow: Play the 10: …", "Luck: …") unless its label already names them first."""
        if not self.history_names_the_mover:
            return labels
        movers = self._game.movers(start, start + len(labels))
        return [self._named(label, mover) for label, mover in zip(labels, movers)]

    def hides_moves(self) -> bool:
        """True when the moves may not reach the front end, so that no click is taken for the player to move:
        a computer's seat moves by itself (a subclass adds: the moves would reveal hidden cards)."""
        if self.editing:
            return False
        return (self._game.outcome is None and self._game.to_move in self.computers()) or not self.lesson_takes_clicks()

    def not_your_turn_text(self) -> str:
        """What a click says while the board takes none for the player to move."""
        to_move = self._game.to_move
        if to_move in self.computers():
            # Translators: the message line when a person clicks while the computer's seat is to move; {player}
            # is that seat's name; 'Computer move' is the toolbar button.
            return say("{player} is the computer's seat: its move comes by itself (or press 'Computer move').",
                       player=self.player_title(to_move))
        # Translators: the message line when the board takes no click now; {status} is the status line.
        return say("It is not your turn to click now: {status}", status=self.status)

    def computers(self) -> frozenset[str]:
        """The players the computer plays by itself."""
        return frozenset({self.computer_side}) if self.computer_side else frozenset()

    def _moves_json(self, moves: list[Move]) -> list[dict]:
        """The moves for the front end. A move made by the same clicks as an earlier one and leading to the very
        same position (Le Dernier Peuple: a card's circle and its square ending on the same card) is marked
        ``same_as`` that one: the board plays the first and asks no needless "which move?"."""
        entries = [self._move_json(index, move) for index, move in enumerate(moves)]
        kept: dict[tuple[str, ...], list[int]] = {}
        for index, move in enumerate(moves):
            earlier = kept.setdefault(move.clicks, [])
            twin = next((other for other in earlier if self._same_result(moves[other], move)), None)
            if twin is None:
                earlier.append(index)
            else:
                entries[index]["same_as"] = twin
        return entries

    def _same_result(self, first: Move, second: Move) -> bool:
        rules, state = type(self._game), self._game.state
        return rules.apply(state, first) == rules.apply(state, second)

    @staticmethod
    def _move_json(index: int, move: Move) -> dict:
        entry = {"id": index, "notation": move.notation, "label": move.label,
                 "clicks": list(move.clicks), "path": list(move.path)}
        if move.other_clicks:
            entry["also"] = [list(clicks) for clicks in move.other_clicks]   # other click orders, same move
        return entry

    def _public_label(self, index: int) -> str:
        """The move at ``index`` of the move list as the viewing seat may read it (naming who decided, where the
        move list does)."""
        label = self._game.public_labels(self.viewer(), index, index + 1)[0]
        if not self.history_names_the_mover:
            return label
        mover = self._game.movers(index, index + 1)[0]
        return self._named(label, mover)

    def _named(self, label: str, mover: str | None) -> str:
        # Translators: who decided a move of luck, at the start of a move list's entry ("Luck: a 6 is rolled").
        who = i18n.pgettext("who decided", "Luck") if mover == CHANCE else self.player_title(mover) if mover else ""
        if not who or label.startswith(who):
            return label
        # Translators: a move list's entry that names who decided it; {who} is a player or Luck, {move} the move's
        # label.
        return say("{who}: {move}", who=who, move=label)

    @traitlets.validate("message")
    def _validate_message(self, proposal) -> str:
        """Every text the board shows passes here: JSON's spelling, never Python's, and short (errors, refusals
        and explanations are at most 500 characters where they are made; a report of several computer turns
        may be longer)."""
        return learner_text(proposal["value"], MESSAGE_LIMIT)

    def _changed(self, message: str, by_computer: bool = False) -> None:
        if not by_computer:
            self._computer_news = []
        with self.hold_sync():
            self.message = message
            self.refresh()

    # ------------------------------------------------------------- commands
    @in_board_language
    def play(self, move: Move | str) -> Move | None:
        """Play a legal move or notation; an illegal one only sets ``message``."""
        index = self._game.cursor
        try:
            played = self._game.play(move)
        except IllegalMove as error:
            self.message = error.reason
            return None
        # what luck decided right after the move (dice, a drawn card, a redeployment) is said whole here too,
        # so that no layout has to find room for it on the drawing
        luck = self._game.public_labels(self.viewer(), index + 1, self._game.cursor)
        # Translators: the message line after a move when luck decided right after it; {labels} are the
        # outcomes' labels separated by semicolons.
        self._changed(say("Then luck decided: {labels}.", labels=i18n.clauses(luck)) if luck else "")
        return played

    @in_board_language
    def undo(self) -> Move | None:
        move = self._game.undo()
        if move is None:
            # Translators: the message line after Undo at the start of the game.
            self.message = _("Nothing to undo: the board is at the start of the game.")
        else:
            self._moved_in_history()
            # Translators: the message line after Undo; {move} is the label of the move taken back.
            self._changed(say("Took back {move}.", move=self._public_label(self._game.cursor)))
        return move

    @in_board_language
    def redo(self) -> Move | None:
        move = self._game.redo()
        if move is None:
            # Translators: the message line after Redo when no move was taken back.
            self.message = _("Nothing to redo: no move has been taken back.")
        else:
            self._moved_in_history()
            # Translators: the message line after Redo; {move} is the label of the move played again.
            self._changed(say("Played again: {move}.", move=self._public_label(self._game.cursor - 1)))
        return move

    @in_board_language
    def restart(self) -> None:
        """Go back to the start; the moves stay in the list for redo."""
        if self._game.cursor == 0:
            # Translators: the message line after Start when the board is at the start already.
            self.message = _("The board is already at the start of the game.")
            return
        self._game.jump(0)
        self._moved_in_history()
        # Translators: the message line after Start (the toolbar button that goes back to the start).
        self._changed(_("Back to the start. Redo or the move list brings the moves back."))

    @in_board_language
    def jump(self, cursor: int) -> None:
        """Go to the point after ``cursor`` moves of the move list (0 = the start)."""
        try:
            self._game.jump(cursor)
        except IndexError:
            # Translators: a refusal of a point outside the move list; {point} is the point asked for, {count}
            # the number of the list's last point.
            self.message = say("There is no point {point} in the move list: it runs from 0 (the start) to {count}.",
                               point=cursor, count=len(self._game.all_moves))
            return
        self._moved_in_history()
        self._changed("")

    def _moved_in_history(self) -> None:
        """The board went to another point of the game (undo, redo, restart, a jump); called only when it did,
        before the board is drawn anew (a board with hidden hands covers them again)."""

    @in_board_language
    def computer_move(self) -> Move | None:
        """Let the computer (``computer`` kind) play one move for the player to move."""
        game = self._game
        if game.outcome is not None or not game.legal_moves():
            with self.hold_sync():
                self.autoplay = False
                # Translators: the message line after Computer move at the end of a game; {status} is the status line.
                self.message = say("The game is over, so the computer has no move to make. {status}",
                                   status=self.status)
            return None
        if game.to_move == CHANCE:
            drawn = game.resolve_chance()
            labels = game.public_labels(self.viewer(), game.cursor - len(drawn), game.cursor)
            # Translators: the message line after the computer let luck decide; {labels} are the outcomes' labels
            # separated by semicolons.
            self._changed(say("Luck decided: {labels}.", labels=i18n.clauses(labels)))
            return drawn[-1]
        kind = self.computer
        mover = game.to_move
        self.busy = True
        try:
            move = self._computer(kind).choose(game)
            game.play(move)
        except IllegalMove as error:  # a computer player is also checked by the rules
            self.busy = False
            self.message = error.reason
            return None
        except Exception:
            self.busy = False
            raise
        self._computer_news.append((mover, self._public_label(game.cursor - 1)))
        self._changed(self.computer_summary(kind), by_computer=True)
        return move

    def computer_summary(self, kind: str) -> str:
        """What the computer did since a person last acted: one line per computer turn."""
        news = self._computer_news
        if len(news) == 1:
            # Translators: the message line after a computer's move; {kind} is the kind of computer (greedy …),
            # {move} the move's label.
            return say("The computer ({kind}) played {move}.", kind=board_texts.kind_name(kind), move=news[0][1])
        lines = []
        for player, group in itertools.groupby(news, key=lambda item: item[0]):
            labels = [label for _, label in group]
            title = self.player_title(player)
            said = [labels[0]] + [label.removeprefix(f"{title} ") for label in labels[1:]]
            lines.append(i18n.clauses(said) + ".")
        # Translators: the first line of the message that lists several computer turns, one per line below it.
        return _("What the computer did:") + "\n" + "\n".join(lines)

    def _computer(self, kind: str):
        if kind not in self._computers:
            self._computers[kind] = computer_player(kind, self._computer_seed)
        return self._computers[kind]

    # ------------------------------------------------------ the drawing's changes
    @in_board_language
    def set_state(self, sync_data):
        """Take the front end's changes, except its copies of the drawing and the move list (and a language there is
        not).

        The front end keeps its copies by splicing in the changes (``svg_update``, ``history_update``) and sends
        them back with a later change of its own (a toolbar button): Python's drawing and move list win.
        """
        taken = {name: value for name, value in sync_data.items() if name not in ("svg", "history")}
        if "language" in taken:
            refusal = self._language_refused(taken["language"])
            if refusal:
                del taken["language"]
                self.message = refusal
                self.send_state("language")   # the menu shows the language the board speaks
        super().set_state(taken)

    @classmethod
    def _language_refused(cls, value: Any) -> str:
        """Why the board cannot speak ``value`` now, in words ("" when it can)."""
        try:
            LanguageTrait.checked(value)
        except i18n.UnreachableLanguage as unreachable:
            return str(unreachable)
        except ValueError:
            return cls._language_refusal(value)
        return ""

    @staticmethod
    def _language_refusal(value: Any) -> str:
        # Translators: the message line when the board is asked for a language it does not speak; {value} is
        # what was asked for, {choices} the languages there are, each named in its own language.
        return say("The board cannot speak {value}; choose one of {choices}. Nothing was changed.",
                   value=shown(value, 30), choices=", ".join(i18n.LANGUAGES.values()))

    def _on_language(self, change) -> None:
        """Everything said again in the new language: the drawing, the status, the moves, the move list, the
        front end's words, and the message line says which language the board speaks now."""
        with self.hold_sync():
            self.refresh()
            self._show_lesson()
            with i18n.using(self.language):
                # Translators: the message line after the board's language was switched (in the new language).
                self.message = _("The board speaks English now.")

    @traitlets.validate("svg")
    def _validate_svg(self, proposal) -> str:
        """Work out what changed in the drawing (the update sends only that).

        The changes are taken from the drawing the front end holds: when the drawing changes twice before an
        update is sent (leaving the editor draws the game, then the position set up), the front end never sees
        the drawing in between, so its changes would not fit (issue 31)."""
        new = proposal["value"]
        if new == self.svg:
            return new
        drawn = _tree_of(new)
        if not self._update_waiting():
            self._front = (self.svg, self._drawn, self.svg_update.get("version", 0))
        old_svg, old_tree, _version = self._front
        whole_waiting = self._holding_sync and "svg" in self._states_to_send   # the whole drawing goes anyway
        self._svg_changes = (svg_patch.patch(old_svg, old_tree, new, drawn)
                             if old_tree is not None and drawn is not None and not whole_waiting else None)
        self._drawn = drawn
        return new

    def _update_waiting(self) -> bool:
        """A change of the drawing is waiting to be sent (several changes are held for one update)."""
        return self._holding_sync and "svg_update" in self._states_to_send

    @traitlets.observe("svg")
    def _on_svg(self, change) -> None:
        version = self.svg_update.get("version", 0) + 1
        changes, self._svg_changes = self._svg_changes, None
        digest = drawing_digest(change["new"])
        if changes is None:
            self.svg_update = {"version": version, "from": -1, "changes": [], "digest": digest}
        else:
            self.svg_update = {"version": version, "from": self._front[2], "changes": changes, "digest": digest}

    def _should_send_property(self, key, value) -> bool:
        if key == "svg" and self._svg_changes is not None:
            return False  # its changes go instead (``svg_update``)
        if key == "history" and self._history_change is not None:
            return False  # its change goes instead (``history_update``)
        return super()._should_send_property(key, value)

    @traitlets.validate("history")
    def _validate_history(self, proposal) -> list:
        """Work out what changed in the move list since the list the front end holds (the update sends only that:
        the entries from the first one that differs)."""
        new = proposal["value"]
        if not (self._holding_sync and "history_update" in self._states_to_send):
            self._history_front = (self.history, self.history_update.get("version", 0))
        held, version = self._history_front
        keep = next((index for index, (old, entry) in enumerate(zip(held, new)) if old != entry), min(len(held), len(new)))
        whole_waiting = self._holding_sync and "history" in self._states_to_send   # the whole list goes anyway
        # (nothing kept: the whole list, the same size, and a front end that is not listening yet gets it too)
        self._history_change = (None if whole_waiting or not keep
                                else {"from": version, "keep": keep, "add": new[keep:], "length": len(new)})
        return new

    @traitlets.observe("history")
    def _on_history(self, _change) -> None:
        change, self._history_change = self._history_change, None
        version = self.history_update.get("version", 0) + 1
        self.history_update = {"version": version, "from": -1} if change is None else {"version": version, **change}

    def redraw(self) -> None:
        """Send the whole drawing and move list again (a front end whose copy went astray asks for it)."""
        with self.hold_sync():
            self.svg_update = {"version": self.svg_update.get("version", 0) + 1, "from": -1, "changes": [],
                               "digest": drawing_digest(self.svg)}
            self._states_to_send.add("svg")   # in the same message: the front end never holds one without the other
            self.history_update = {"version": self.history_update.get("version", 0) + 1, "from": -1}
            self._states_to_send.add("history")

    def _handle_redraw(self, _content: dict) -> bool:
        self.redraw()
        return False

    # ------------------------------------------------------ trait observers
    def _revert(self, name: str, old: Any, message: str) -> None:
        """Put a trait the front end set to a wrong value back (the front end gets it too)."""
        self.message = message
        self._reverting = True
        try:
            setattr(self, name, old)
        finally:
            self._reverting = False

    def _on_perspective(self, change) -> None:
        if self._reverting:
            return
        if self.perspectives and change["new"] not in self.perspectives:
            view = f"“{change['new']}”"
            self._revert("perspective", change["old"],
                         say("The board cannot be seen from {view}; choose one of {choices}.",
                             view=view, choices=", ".join(self.perspectives)))
            return
        self.refresh()

    def _on_computer(self, change) -> None:
        if not self._reverting and change["new"] not in self.computer_kinds:
            self._revert("computer", change["old"], self._no_computer_kind(f"“{change['new']}”"))

    def _on_computer_side(self, change) -> None:
        if not self._reverting and change["new"] and change["new"] not in self.players:
            self._revert("computer_side", change["old"], self._no_computer_side(f"“{change['new']}”"))
            return
        if not self._reverting:
            self.refresh()   # the moves of a seat the computer now plays are no longer clickable

    def _on_autoplay(self, change) -> None:
        if change["new"] and (self._game.outcome is not None or not self._legal):
            self.autoplay = False
            # Translators: the message line after Autoplay at the end of a game.
            self.message = _("The game is over, so there is nothing to play automatically.")

    # --------------------------------------------------- messages from the JS
    @in_board_language
    def _on_custom_msg(self, _widget, content, _buffers) -> None:
        received = time.time() * 1000
        self._computed_at = None
        self.handle_message(content)  # the traits are sent when it returns (hold_sync ends)
        if self._computed_at is not None:
            self.timings.append({"revision": self.revision, "received": received, "computed": self._computed_at,
                                 "sent": time.time() * 1000})

    @in_board_language
    def handle_message(self, content: Any) -> bool:
        """Act on one message from the front end; True if the game was asked to act.

        Malformed or stale messages change nothing and explain themselves in
        ``message``.  Nothing raises: errors end up in ``message`` too.
        """
        try:
            problem = self.message_problem(content)
            if problem is not None:
                if problem:  # an empty problem means: ignore quietly
                    self.message = _(problem) if problem in (UNREADABLE, BOARD_CHANGED) else problem
                return False
            if self.editing and content["type"] != "edit":
                return self.handle_in_editor(content["type"], content)
            return getattr(self, f"_handle_{content['type']}")(content)
        except Exception:
            log.exception("board message failed: %r", content)
            # Translators: the message line when the board met an error of its own while acting on a click.
            self.message = _("Something went wrong on the board, so nothing was changed.")
            return False

    def message_problem(self, content: Any) -> str | None:
        """Why a message cannot be acted on (None if it can; '' to ignore it quietly).

        The texts are for a learner: junk can only come from a broken page, so they say
        what happened on the board, never which field of which message was wrong.
        """
        if not isinstance(content, dict):
            return UNREADABLE
        kind = content.get("type")
        if not isinstance(kind, str) or kind not in REQUIRED_FIELDS:
            return UNREADABLE
        for name in REQUIRED_FIELDS[kind]:
            if name not in content:
                return UNREADABLE
        if "revision" in content:
            revision = content["revision"]
            if not _is_whole_number(revision):
                return UNREADABLE
            if revision != self.revision and not self._means_what_it_means_now(revision):
                if kind == "foresee" or (kind == "computer" and content.get("auto") is True):
                    return ""  # a board looked ahead at, or an autoplay request another view answered, is gone
                return BOARD_CHANGED
        if self._exercise is not None and kind in ("computer", "suggest"):
            # Translators: a refusal during an exercise; 'Show me' is the exercise's button.
            return _("During an exercise the computer does not play; answer it, or press 'Show me'.")
        if self._exercise is not None and kind == "open":
            # Translators: a refusal of Open a position during an exercise.
            return _("During an exercise its position stays on the board; open the code on another board.")
        in_editor = self.editor_message_problem(kind, content)
        if in_editor is not None:
            return in_editor
        check = getattr(self, f"_problem_in_{kind}", None)
        return check(content) if check else None

    def _problem_in_play(self, content: dict) -> str | None:
        move_id = content["id"]
        if not _is_whole_number(move_id):
            return UNREADABLE
        published = self._published  # only the moves the front end was given can be chosen
        if not 0 <= move_id < published:
            if not published:
                # Translators: a refusal of a click when no move can be played; {status} is the status line.
                return say("No move can be played now; nothing was changed. {status}", status=self.status)
            # Translators: a refusal of a move that is no longer on the board (a stale page).
            return _("That move is not one of the moves on the board now; nothing was changed. Please choose again.")
        return None

    def _problem_in_foresee(self, content: dict) -> str | None:
        move_id = content["id"]
        if not _is_whole_number(move_id):
            return UNREADABLE
        return None if 0 <= move_id < self._published else ""

    def _problem_in_explain(self, content: dict) -> str | None:
        clicks = content["clicks"]
        if not isinstance(clicks, list) or not clicks or len(clicks) > MAX_CLICKS:
            return UNREADABLE
        for click in clicks:
            if not isinstance(click, str) or not click or len(click) > MAX_KEY_LENGTH:
                return UNREADABLE
        return None

    def _problem_in_jump(self, content: dict) -> str | None:
        cursor = content["cursor"]
        if not _is_whole_number(cursor) or not 0 <= cursor <= len(self._game.all_moves):
            # Translators: a refusal of a click on the move list at a point that is not in it.
            return _("That point is not in the move list; nothing was changed.")
        return None

    def _problem_in_computer(self, content: dict) -> str | None:
        if "auto" in content and not isinstance(content["auto"], bool):
            return UNREADABLE
        return None

    def _handle_play(self, content: dict) -> bool:
        move = self._legal[content["id"]]
        if self._exercise is not None:
            return self.answer_by_playing(move)
        return self.play(move) is not None

    def _handle_explain(self, content: dict) -> bool:
        if self.lesson_click(list(content["clicks"])):
            return True
        if self.hides_moves():
            explanation = self.not_your_turn_text()
        else:
            explanation = self._game.explain(list(content["clicks"]))
        self.message = ""  # the same explanation twice still reaches the front end (and shows again)
        self.message = explanation
        return True

    # ------------------------------------------------------------ the position in words (issue 23)
    def describe_position(self) -> str:
        """The position in a few sentences for a screen reader (a game says where its pieces are)."""
        return ""

    @in_board_language
    def describe(self) -> str:
        """Whose turn, the position in a few sentences, the last move and how many moves there are: said in the
        message line, which a screen reader reads out."""
        game = self._game
        parts = [self.status.rstrip(".") + "."]
        described = self.describe_position()
        if described:
            parts.append(described)
        if game.cursor:
            # Translators: a sentence of Describe; {move} is the label of the last move played.
            parts.append(say("Last move: {move}.", move=self._public_label(game.cursor - 1)))
        if not self.hides_moves() and game.outcome is None and self._published:
            # Translators: a sentence of Describe; {count} is how many moves can be made.
            parts.append(say_n("{count} move can be made now.", "{count} moves can be made now.", self._published))
        text = learner_text(" ".join(part.rstrip(".") + "." for part in parts), MESSAGE_LIMIT)
        self.message = ""
        self.message = text
        return text

    def _handle_describe(self, _content: dict) -> bool:
        self.describe()
        return True

    # ------------------------------------------------------------ a typed move (issue 23)
    def _problem_in_typed(self, content: dict) -> str | None:
        text = content["text"]
        if not isinstance(text, str) or not text.strip() or len(text) > MAX_TYPED:
            # Translators: a refusal of an empty or far too long text in the move box.
            return _("Type a move by its name or its short notation; nothing was changed.")
        return None

    def _handle_typed(self, content: dict) -> bool:
        """A move typed in the move box that the front end found among no legal moves: the rules say why."""
        if self.hides_moves():
            self.message = self.not_your_turn_text()
            return True
        text = content["text"].strip()
        meant = self.typed_moves(text)
        if len(meant) == 1:
            return self.play(meant[0]) is not None
        self.message = ""
        if meant:
            # Translators: the message line when a typed text begins several moves; {count} is how many (2 or
            # more), {text} what was typed.
            self.message = say_n("{count} move begins with “{text}”: type on, or choose one from the list under "
                                 "the box.", "{count} moves begin with “{text}”: type on, or choose one from the "
                                 "list under the box.", len(meant), text=text)
        else:
            self.message = self._game.explain(text)
        return True

    @in_board_language
    def typed_moves(self, text: str) -> list[Move]:
        """The legal moves a text typed in the move box means: its notation, or its words in the board's language
        (the whole label, else the start of it; upper or lower case, any kind of space and apostrophe alike)."""
        if self.hides_moves():
            return []
        typed = typed_form(text)
        published = self._legal[:self._published]
        for matches in ((lambda move: typed in (typed_form(move.notation), typed_form(move.label))),
                        (lambda move: typed_form(move.notation).startswith(typed)
                         or typed_form(move.label).startswith(typed))):
            found = [move for index, move in enumerate(published) if matches(move)
                     and "same_as" not in self.moves[index]]
            if found:
                return found
        return []

    # ------------------------------------------------------------ position codes (issue 22)
    def _handle_code(self, _content: dict) -> bool:
        code = self._game.position_code()
        self.send({"type": "position-code", "code": code})
        # Translators: the message line after Copy position; 'Open a position…' is that button's name.
        self.message = _("The position's code is copied: paste it into 'Open a position…' on any board of this game "
                         "to open this very position (every hand included).")
        return True

    def _problem_in_open(self, content: dict) -> str | None:
        code = content["code"]
        if not isinstance(code, str) or len(code) > MAX_CODE_LENGTH:
            # Translators: a refusal of something pasted as a position code that is not text or far too long.
            return _("That is not a position code; nothing was changed.")
        return None

    def _handle_open(self, content: dict) -> bool:
        return self.open_position_code(content["code"])

    def game_of_code(self, code: str) -> Game | None:
        """The game a position code holds; None for a wrong code, having said in ``message`` what is wrong."""
        try:
            return self.rules().from_position_code(code)
        except InvalidPosition as error:
            # Translators: the heading above the problems of a position code that cannot be opened.
            heading = _("That code cannot be opened, so nothing was changed:")
            self.message = str(InvalidPosition(error.problems, heading))
            return None

    @in_board_language
    def open_position_code(self, code: str) -> bool:
        """Show the position a code holds; a wrong code changes nothing and says what is wrong."""
        game = self.game_of_code(code)
        if game is None:
            return False
        self.game = game
        # Translators: the message line after a position code was opened.
        self.message = _("The position of the code is on the board.")
        return True

    def _handle_undo(self, _content: dict) -> bool:
        return self.undo() is not None

    def _handle_redo(self, _content: dict) -> bool:
        return self.redo() is not None

    def _handle_restart(self, _content: dict) -> bool:
        before = self._game.cursor
        self.restart()
        return before != 0

    def _handle_jump(self, content: dict) -> bool:
        if content["cursor"] == self._game.cursor:
            return False  # already there: nothing changes, so moves chosen in other views stay valid
        self.jump(content["cursor"])
        return True

    @in_board_language
    def suggest(self) -> Move | None:
        """Mark the move the greedy computer would make, without playing it."""
        game = self._game
        if game.to_move == CHANCE:
            # Translators: the message line after Suggest at a chance point; 'Computer move' is the toolbar button.
            self.message = _("Luck decides now, not a player, so there is no move to suggest: press 'Computer move' "
                             "to roll the dice or draw the card.")
            return None
        if self.hides_moves() or game.outcome is not None or not self._legal:
            # Translators: the message line after Suggest when no move can be made; {status} is the status line.
            self.message = say("There is no move to suggest now. {status}", status=self.status)
            return None
        move = computer_player("greedy", self._computer_seed).choose(game)
        index = next(index for index, legal in enumerate(self._legal) if legal.notation == move.notation)
        self.suggested = self.moves[index].get("same_as", index)   # the one the board offers for that position
        # Translators: the message line after Suggest; {move} is the suggested move's label.
        self.message = say("The computer suggests: {move}. It is marked on the board; click it to play it, "
                           "or choose another move.", move=move.label)
        return move

    # --------------------------------------------------------------- foresight
    @in_board_language
    def foresee(self, move: Move | str) -> dict | None:
        """The board as it will look once ``move`` is played (this board stays as it is), for the front
        end to show the instant the move is clicked, before Python's answer; None when it cannot be
        known yet: luck decides next, or the new drawing would show something the person at the
        board may not see now (a card that changes hands, a hand that is dealt).

        A drawing for a seat needs a move the game calls quiet (``Game.reveals_nothing``); a drawing
        that shows no seat's cards (a hand-over screen, a spectator's view) needs none.  Behind both,
        the drawing must stay the same when the hidden cards are drawn afresh.

        ``{"svg", "status", "digest"}``; ``digest`` is the one ``svg_update`` will carry when the move
        is played and the board drawn anew, so the front end knows its foreseen board is Python's.
        """
        game = self._game
        if self.hides_moves():
            return None
        legal = game.find_move(move)
        future = game.after(legal)
        if future is None:
            return None
        drawing, status, viewer = self._drawn_for(future)
        if viewer is not None and not game.reveals_nothing(game.state, legal):
            return None  # the seat shown next would see something new (a spectator's view shows what all see)
        if game.hidden_information and not self._shows_nothing_hidden(legal, drawing):
            return None
        return {"svg": drawing, "status": status, "digest": drawing_digest(drawing)}

    def _drawn_for(self, game: Game) -> tuple[str, str, str | None]:
        """The drawing, the status line and the viewer this board would show for ``game``."""
        current = self._game
        self._game = game
        try:
            return self.render_svg(), self.status_text(), self.viewer()
        finally:
            self._game = current

    def _shows_nothing_hidden(self, move: Move, drawing: str) -> bool:
        """A second check behind the game's ``reveals_nothing``: the drawing after ``move`` stays the same
        when the cards hidden from the viewer are drawn afresh (a few times)."""
        game = self._game
        viewer = self.viewer()
        for _draw in range(FORESIGHT_DRAWS):
            other = game.resample_hidden(game.state, viewer, Rng.fresh())  # fresh seeds: fixed ones could miss
            try:
                future = game.after(move, other)
            except (LookupError, ValueError, TypeError):  # the move cannot be made from that draw
                return False
            if future is None or self._drawn_for(future)[0] != drawing:
                return False
        return True

    def _handle_foresee(self, content: dict) -> bool:
        """Send the board after one move (a learner points at the click that completes it)."""
        move_id = content["id"]
        try:
            foreseen = self.foresee(self._legal[move_id])
        except Exception:  # only speed is lost: the click waits for Python's answer, nothing is said
            log.exception("board foresight failed for move %r", move_id)
            foreseen = None
        message: dict[str, Any] = {"type": "foreseen", "revision": self.revision, "id": move_id,
                                   "version": self.svg_update.get("version", 0)}
        if foreseen is not None:
            changes = self._changes_to(foreseen["svg"])
            message.update(foreseen, svg=None if changes is not None else foreseen["svg"], changes=changes)
        self.send(message)
        return False

    def _changes_to(self, drawing: str) -> list | None:
        """The changes from the drawing now shown to ``drawing`` (None: send it whole)."""
        tree = _tree_of(drawing)
        if tree is None or self._drawn is None:
            return None
        return svg_patch.patch(self.svg, self._drawn, drawing, tree)

    def _handle_suggest(self, _content: dict) -> bool:
        return self.suggest() is not None

    def _handle_computer(self, content: dict) -> bool:
        if content.get("auto") is True and not self.autoplay and self._game.to_move not in self.computers():
            return False  # a human is to move (autoplay or the computer side changed on the way)
        return self.computer_move() is not None

    # ------------------------------------------------------- static display
    def _repr_mimebundle_(self, **kwargs):
        """The live widget plus a picture of the board for viewers without a kernel."""
        bundle = super()._repr_mimebundle_(**kwargs)
        if isinstance(bundle, tuple):
            data, metadata = bundle
        else:
            data, metadata = (bundle or {}), {}
        data = dict(data)
        data["image/svg+xml"] = self.svg
        data["text/html"] = static_html(self.svg, self.status)
        return data, metadata

    def _repr_svg_(self) -> str:
        return self.svg


#: the click of the hand-over screen's button ("Show my hand")
HANDOVER_CLICKS = ["button:show-hand"]


class SeatsBoard(BoardWidget):
    """A board for a game of several seats, any of which the computer may play (``computer_players``).

    Whenever one of those seats is to move, the front end asks for computer moves until a person's
    turn comes; ``play_computers()`` does the same from Python.  Subclasses pass the game they made.
    """

    computer_players = traitlets.List(traitlets.Unicode()).tag(sync=True)
    #: "auto" (the projector layout when the front end reports a narrow view), "full" or "compact"
    layout = traitlets.Enum(("auto", "full", "compact"), "auto").tag(sync=True)

    def __init__(self, game: Game, **kwargs):
        seats = self._checked_game(game).players_of(game.state)
        wrong = [seat for seat in kwargs.get("computer_players", ()) if seat not in seats]
        if wrong:
            # Translators: an error when a board is made; {wrong} are the seats asked for, {players} the game's.
            raise ValueError(say("The computer cannot play {wrong}: this game's players are {players}.",
                                 wrong=", ".join(map(repr, wrong)), players=", ".join(seats)))
        self._shown_to: str | None = None     # whose hand the hand-over screen has shown
        super().__init__(game, **kwargs)
        self.observe(self._on_computer_players, "computer_players")
        self.observe(lambda _change: self.refresh(), ["layout", "narrow"])

    # ------------------------------------------------------------ the hand-over between people at one screen
    def hands_are_covered(self) -> bool:
        """Whether this board covers a hand between two people sharing the screen (a game with hidden hands
        turns it on with its own option; the teacher view and a finished game show everything)."""
        return False

    def waiting_for_handover(self) -> str | None:
        """The person to decide whose hand stays covered until they take the board ('Show my hand'), if any."""
        decider = self.game.to_move
        if not self.hands_are_covered() or self.game.outcome is not None or decider in (None, CHANCE):
            return None
        humans = self.humans()
        if decider not in humans or len(humans) < 2:
            return None
        return None if self._shown_to == decider else decider

    @in_board_language
    def show_hand(self) -> bool:
        """What the hand-over screen's button does: the person to decide has the board; show their hand."""
        waiting = self.waiting_for_handover()
        if waiting is None:
            # Translators: the message line when the hand-over button is pressed with no hand covered.
            self.message = _("There is no hidden hand to show now.")
            return False
        self._shown_to = waiting
        self._changed("")
        return True

    def _refresh_game(self) -> None:
        super()._refresh_game()
        waiting = self.waiting_for_handover()
        if waiting:   # the one click the board takes: the keyboard, the move box and the chooser reach it too
            label = show_hand_label(self.player_title(waiting))
            self.moves = [{"id": 0, "notation": "show hand", "label": label,
                           "clicks": list(HANDOVER_CLICKS), "path": []}]

    def _problem_in_play(self, content: dict) -> str | None:
        if content["id"] == 0 and _is_whole_number(content["id"]) and self.waiting_for_handover():
            return None
        return super()._problem_in_play(content)

    def _handle_play(self, content: dict) -> bool:
        if self.waiting_for_handover():
            return self.show_hand()
        return super()._handle_play(content)

    def with_handover_cover(self, drawing: str, person: str, top: float) -> str:
        """``drawing`` (drawn for nobody's eyes) with the hand-over panel across its bottom from ``top`` down (where
        the face-down hand lies, no field): who takes the board and the button that shows their hand (for a game
        whose own drawing has no hand-over screen)."""
        return handover_cover(drawing, self.player_title(person), top)

    def _handle_explain(self, content: dict) -> bool:
        if list(content["clicks"]) == HANDOVER_CLICKS:
            return self.show_hand()
        return super()._handle_explain(content)

    def _moved_in_history(self) -> None:
        # Every jump through the game covers the hands again: the person at the screen may not be the one whose
        # hand the new point would show (a take-back, a redo, a jump in the move list, a restart).  A refused
        # one changes nothing, the hand shown included (issue 31).
        self._shown_to = None

    def compact(self) -> bool:
        """Whether the board is drawn in its projector layout (a subclass's renderer decides what that is)."""
        return self.layout == "compact" or (self.layout == "auto" and self.narrow)

    def computers(self) -> frozenset[str]:
        """The seats the computer plays (``computer_players`` and the base's ``computer_side``)."""
        return frozenset(self.computer_players) | ({self.computer_side} if self.computer_side else frozenset())

    def humans(self) -> list[str]:
        """The seats people play."""
        return [seat for seat in self.game.players_of(self.game.state) if seat not in self.computers()]

    def _on_computer_players(self, change) -> None:
        if self._reverting:
            return
        new = change["new"]
        wrong = [seat for seat in new if seat not in self.players]
        if wrong or len(set(new)) != len(new):
            # Translators: a refusal of a wrong list of computer seats; {wrong} are the seats asked for, {players}
            # the game's.
            self._revert("computer_players", change["old"],
                         say("The computer cannot play {wrong}; choose players from {players}, each once.",
                             wrong=", ".join(map(repr, wrong or new)), players=", ".join(self.players)))
            return
        self.refresh()

    def play_computers(self, max_moves: int = 2000) -> int:
        """Let the computer make every decision of its seats until a person is to move; how many it made."""
        made = 0
        while made < max_moves and self.game.outcome is None and self.game.to_move in self.computers():
            if self.computer_move() is None:
                break
            made += 1
        return made


_VIEW_BOX = re.compile(r'viewBox="\s*([-\d.]+)[ ,]+([-\d.]+)[ ,]+([-\d.]+)[ ,]+([-\d.]+)\s*"')


def handover_cover(drawing: str, person: str, top: float) -> str:
    """A panel across the bottom of ``drawing`` from ``top`` down (the game chooses where no field is: over the
    face-down hand): "Pass the board to Blue", who alone looks, and the button "Show my hand (Blue)" (key
    ``button:show-hand``) beside them.  The drawing keeps its size, so the board's own texts keep theirs; the
    panel's text is sized to the drawing's width like the board's."""
    root = drawing[:drawing.find(">") + 1]
    found = _VIEW_BOX.search(root)
    if not found or not root.startswith("<svg") or not drawing.rstrip().endswith("</svg>"):
        return drawing
    x, y, width, height = (float(value) for value in found.groups())
    font = max(18.0, width / 38)
    margin = font / 4
    left, panel_w, panel_h = x + margin, width - 2 * margin, y + height - 1.5 - top   # to the edge: no card peeks
    texts_w = panel_w * 0.58 - font
    button_w, button_h = panel_w - texts_w - 3 * font, font * 2.4
    button_x, button_y = left + panel_w - font - button_w, top + (panel_h - button_h) / 2
    # Translators: the hand-over screen's heading; {player} is who takes the board next.
    heading = say("Pass the board to {player}", player=person)
    # Translators: the hand-over screen's second line; {player} is who takes the board next.
    only = _wrapped(say("Only {player} looks now: the hand is covered until then.", player=person), font, texts_w)
    lines = [(heading, font * 1.2, "bold", "#111111")] + [(text, font, "normal", "#333333") for text in only]
    step = font * 1.3
    first = top + (panel_h - step * len(lines)) / 2 + font * 1.05
    words = "".join(_panel_text(text, left + font, first + row * step, size, texts_w, weight, colour)
                    for row, (text, size, weight, colour) in enumerate(lines))
    button = show_hand_label(person)
    label = _panel_text(button, button_x + button_w / 2, button_y + button_h / 2 + font * 0.35, font,
                        button_w - font, "bold", "#111111", anchor="middle")
    cover = (f'<g class="rb-handover" data-handover="{html.escape(person)}">'
             f'<rect x="{left:g}" y="{top:g}" width="{panel_w:g}" height="{panel_h:g}" rx="{font * 0.6:g}" '
             f'fill="#fffdf6" stroke="#333333" stroke-width="3"/>{words}'
             f'<g data-key="button:show-hand" role="button" aria-label="{html.escape(button)}" '
             f'data-cx="{button_x + button_w / 2:g}" data-cy="{button_y + button_h / 2:g}" style="cursor:pointer">'
             f'<rect data-outline="1" x="{button_x:g}" y="{button_y:g}" width="{button_w:g}" height="{button_h:g}" '
             f'rx="{font * 0.5:g}" fill="#ffffff" stroke="#1f5fa8" stroke-width="3"/>{label}</g></g>')
    end = drawing.rstrip().rindex("</svg>")
    return drawing[:end] + cover + drawing[end:]


def _panel_text(text: str, x: float, y: float, size: float, width: float, weight: str, colour: str,
                anchor: str = "start") -> str:
    """One line of the hand-over panel; squeezed into ``width`` if a translation is longer (the size stays)."""
    wide = len(text) * size * (0.62 if weight == "bold" else 0.56) > width
    squeeze = f' textLength="{width:g}" lengthAdjust="spacingAndGlyphs"' if wide else ""
    return (f'<text x="{x:g}" y="{y:g}" font-size="{size:g}" font-weight="{weight}" text-anchor="{anchor}" '
            f'fill="{colour}"{squeeze}>{html.escape(text)}</text>')


def _wrapped(text: str, font: float, width: float) -> list[str]:
    """``text`` on one line, or on two split at a pause (else a space) when it would be wider than ``width`` (a
    translation may be longer than the English; the font size stays)."""
    if len(text) * font * 0.56 <= width or " " not in text:
        return [text]
    spaces = [at for at, letter in enumerate(text) if letter == " "]
    after_a_pause = [at for at in spaces if text[at - 1] in ":;,." and len(text) / 4 < at < len(text) * 3 / 4]
    split = min(after_a_pause or spaces, key=lambda at: abs(at - len(text) / 2))
    return [text[:split], text[split + 1:]]


def show_hand_label(person: str) -> str:
    # Translators: the hand-over screen's button (and its move in the move box); {player} is who takes the board.
    return say("Show my hand ({player})", player=person)
