"""The vocabulary every game shares.

A game module defines an immutable *state* type and a subclass of :class:`Game`
that implements the rule hooks (``initial_state``, ``moves_in``, ``apply`` …) on
states.  The :class:`Game` session holds the history of states, so undo and redo
are exact: hidden cards and the random generator come back with the state.

Three more ideas every game shares (``docs/writing-a-game.md`` explains them with
HOKITO and HIT as examples, and ``tests/toy_games.py`` with two tiny games):

- **Chance points.**  Whatever is left to luck and must be seen as it happens (a
  roll, a flip, a draw) is decided at a chance point: ``player_to_move`` returns
  :data:`CHANCE` and ``chance_outcomes(state)`` lists every outcome as a Move with
  its exact probability.  The session resolves chance points by itself from the
  state's seeded :class:`Rng` (``auto_chance``), records the outcome like a move,
  and a caller may force one by playing its notation.  A shuffle whose outcomes
  cannot sensibly be listed may be drawn inside ``apply`` instead, as long as no
  decision can depend on it before it is revealed.
- **Views.**  ``visible_position(state, viewer)`` is what one seat may see (``None``
  is a spectator, who sees only what is public); ``public_label(state, move,
  viewer)`` is how a move reads to that seat.  ``resample_hidden(state, viewer,
  rng)`` draws every value hidden from ``viewer`` afresh: the result depends only
  on what ``viewer`` sees, which is what the contract tests check and what keeps
  the computer players fair.
- **Labels on demand.**  A Move's label may be given as a function; it is made
  the first time someone reads it, so simulations never pay for the text.

Standard library only: the rules never depend on Jupyter.
"""

from __future__ import annotations

import base64
import binascii
import copy
import importlib
import json
import os
import random
import re
import zlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from fractions import Fraction
from pathlib import Path
from typing import Any, ClassVar

from rulebook import citations, i18n, packing

#: ``to_move`` at a chance point: luck decides, not a person.
CHANCE = "chance"

#: how many characters of a learner's text an error message repeats
ECHO_LENGTH = 40


# ---------------------------------------------------------------- errors and echoes
def shown(value: Any, limit: int = ECHO_LENGTH) -> str:
    """A value as a learner may read it in a message: short, and never in Python's spelling.

    Text is quoted and cut to ``limit`` characters; numbers with many digits are
    shortened; containers are named, not printed (so deep junk cannot recurse).
    """
    if isinstance(value, str):
        text = value if len(value) <= limit else value[:limit] + "…"
        return f"'{text}'"
    if value is None:
        # Translators: how an error message names an empty value a learner gave ("a click must be text, not nothing").
        return i18n.gettext("nothing")
    if isinstance(value, bool):
        return "true" if value else "false"   # JSON's words, as a position is written
    if isinstance(value, int):
        return _shown_number(value)
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, Mapping):
        return _shown_table(value)
    if isinstance(value, (list, tuple)):
        return _shown_list(value)
    # Translators: how an error message names a value a learner gave that is neither text nor a number.
    return i18n.gettext("something that is neither text nor a number")


def _shown_table(value: Mapping) -> str:
    if value:
        # Translators: how an error message names a table (a dict) a learner gave, instead of printing it.
        return i18n.gettext("a table of entries")
    # Translators: how an error message names an empty table (a dict) a learner gave.
    return i18n.gettext("an empty table")


def _shown_list(value: Sequence) -> str:
    if value:
        # Translators: how an error message names a list a learner gave; {count} is how many items it holds.
        return i18n.say_n("a list of {count} item", "a list of {count} items", len(value))
    # Translators: how an error message names an empty list a learner gave.
    return i18n.gettext("an empty list")


#: the longest text a learner is shown: an error, a refusal or an explanation
TEXT_LIMIT = 500
MAX_CODE_BYTES = 1_000_000   # what a position code may unpack to (a real position is a few kilobytes)
PACKING = 1                  # the first byte of a code's packed data: ``packing``'s bytes (JSON's were 0x78)
#: positions as JSON: zlib's preset dictionary of the exercise codes of session 12, still read
JSON_CODE_WORDS = (Path(__file__).parent / "data" / "code_words.txt").read_bytes()
_PYTHON_WORDS = re.compile(r"\b(None|True|False)\b")
_JSON_WORDS = {"None": "null", "True": "true", "False": "false"}


def learner_text(text: str, limit: int = TEXT_LIMIT) -> str:
    """A text as a learner may read it: lists and tables in JSON's spelling, not Python's, and at most
    ``limit`` characters (cut with '…')."""
    text = str(text)
    if "[" in text or "{" in text:
        text = _json_spelling(text)
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _json_spelling(text: str) -> str:
    """Inside brackets and braces (however deep), Python's quotes and words become JSON's."""
    parts, depth, start = [], 0, 0
    for index, char in enumerate(text):
        if char in "[{":
            if depth == 0:
                parts.append(text[start:index])
                start = index
            depth += 1
        elif char in "]}" and depth:
            depth -= 1
            if depth == 0:
                inside = text[start:index + 1].replace("'", '"')
                parts.append(_PYTHON_WORDS.sub(lambda word: _JSON_WORDS[word.group(1)], inside))
                start = index + 1
    parts.append(text[start:])
    return "".join(parts)


def _shown_number(value: int) -> str:
    if -10**15 < value < 10**15:
        return str(value)
    if abs(value) < 10**4000:
        # Translators: how an error message names a huge number a learner gave; {count} is how many digits it has.
        return i18n.say_n("a number of about {count} digit", "a number of about {count} digits", len(str(abs(value))))
    # Translators: how an error message names a number with many thousand digits.
    return i18n.gettext("a number of many thousand digits")


class IllegalMove(ValueError):
    """A move that the rules do not allow; ``reason`` says why, for a learner."""

    def __init__(self, reason: str, notation: str | None = None):
        reason = learner_text(reason)
        super().__init__(reason)
        self.reason = reason
        self.notation = notation


class InvalidPosition(ValueError):
    """A described position that cannot occur; ``problems`` lists every fault."""

    #: how many problems the text names (``problems`` keeps them all)
    shown_problems = 3

    def __init__(self, problems: Sequence[str], heading: str | None = None):
        self.problems = [learner_text(problem, 160) for problem in problems]
        #: the first line of the text, in the language spoken when the error was made
        self.heading = heading if heading is not None else self.default_heading()
        listing = "\n".join(f"- {problem}" for problem in self.problems[:self.shown_problems])
        more = len(self.problems) - self.shown_problems
        if more > 0:
            # Translators: the last line of a list of a position's problems; {count} is how many more are not shown.
            listing += "\n- " + i18n.say_n("and {count} more problem", "and {count} more problems", more)
        super().__init__(learner_text(f"{self.heading}\n{listing}"))

    @staticmethod
    def default_heading() -> str:
        # Translators: the heading above the list of problems of a position that cannot occur (editor, code, notebook).
        return i18n.gettext("This position is not possible:")


def packed_text(data: Any, game: str | None = None) -> str:
    """Plain data as a short text safe in a web address (position codes, exercise, sheet and result codes):
    its bytes (``packing.to_bytes``, with the words of ``game``) compressed against ``packing.dictionary()``,
    behind a check sum, in URL-safe base 64."""
    packer = zlib.compressobj(9, zlib.DEFLATED, -15, zdict=packing.dictionary())   # raw: no header of its own
    packed = bytes([PACKING]) + packer.compress(packing.to_bytes(data, game)) + packer.flush()
    payload = (zlib.crc32(packed) & 0xFFFF).to_bytes(2, "big") + packed
    return base64.urlsafe_b64encode(payload).decode().rstrip("=")


def unpacked_text(body: str, damaged: str, game: str | None = None) -> Any:
    """The data ``packed_text`` wrote (or, before it, compressed JSON); InvalidPosition saying ``damaged`` for
    anything else."""
    try:
        payload = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
        check, packed = int.from_bytes(payload[:2], "big"), payload[2:]
        if len(payload) < 3 or zlib.crc32(packed) & 0xFFFF != check:
            raise ValueError
        if packed[0] == PACKING:
            return packing.from_bytes(_inflated(zlib.decompressobj(-15, zdict=packing.dictionary()), packed[1:]), game)
        # the codes of session 12: JSON compressed by zlib, some with the words of code_words.txt
        return json.loads(_inflated(zlib.decompressobj(zdict=JSON_CODE_WORDS), packed))
    except (ValueError, binascii.Error, zlib.error, UnicodeDecodeError):
        raise InvalidPosition([damaged]) from None


def _inflated(unpacker: Any, packed: bytes) -> bytes:
    data = unpacker.decompress(packed, MAX_CODE_BYTES)      # never more: a code cannot blow up memory
    if unpacker.unconsumed_tail or not unpacker.eof:
        raise ValueError
    return data


class InvalidRecord(InvalidPosition):
    """A record (start position and moves) that cannot be replayed; ``problems`` says why."""

    @staticmethod
    def default_heading() -> str:
        # Translators: the heading above the list of problems of a game's record (start position and moves).
        return i18n.gettext("This record is faulty:")


# ---------------------------------------------------------------- values
@dataclass(frozen=True)
class Edit:
    """One change the position editor offers (issue 22).  Made by clicks like a move (board keys, or the
    keys of the editor's palette), it turns a draft state into another; a draft need not be a valid
    position: ``Game.draft_problems`` lists what is wrong with it, in the rules' words."""

    label: str
    clicks: tuple[str, ...]
    change: Callable[[Any], Any] = field(compare=False, repr=False)


class Move:
    """One decision a player can take (or one outcome of a chance point).

    ``notation`` identifies the move (stable text, used in records);
    ``label`` is what a person reads (give a function to make it only when it is
    read); ``clicks`` are the board element keys a person clicks to make it;
    ``path`` optionally lists element keys to trace when the move is shown.
    ``other_clicks`` are further click sequences that make the same move (two pawns a swap
    exchanges, clicked in either order), so that the move is listed once.
    ``data`` carries game-specific details and takes no part in equality.
    A Move is immutable.
    """

    __slots__ = ("_label", "_said", "clicks", "data", "notation", "other_clicks", "path")

    def __init__(self, notation: str, label: str | Callable[[], str] = "", clicks: Sequence[str] = (),
                 path: Sequence[str] = (), data: Any = None, other_clicks: Sequence[Sequence[str]] = ()):
        set_field = object.__setattr__
        set_field(self, "notation", notation)
        set_field(self, "_label", label)
        set_field(self, "_said", (None, ""))
        set_field(self, "clicks", clicks if type(clicks) is tuple else tuple(clicks))
        set_field(self, "path", path if type(path) is tuple else tuple(path))
        set_field(self, "data", data)
        set_field(self, "other_clicks", tuple(tuple(keys) for keys in other_clicks))

    @property
    def label(self) -> str:
        label = self._label
        if isinstance(label, str):
            return label
        # made once per language: a move kept in a game's history is read again after a language switch
        language, said = self._said
        if language != i18n.current():
            language, said = i18n.current(), label()
            object.__setattr__(self, "_said", (language, said))
        return said

    def __setattr__(self, name, value):
        raise AttributeError("a Move cannot be changed; make a new one with replace()")

    def replace(self, **changes) -> Move:
        fields = {"notation": self.notation, "label": self._label, "clicks": self.clicks, "path": self.path,
                  "data": self.data, "other_clicks": self.other_clicks}
        fields.update(changes)
        return Move(**fields)

    def made_by(self, clicks: Sequence[str]) -> bool:
        """Whether exactly these clicks make this move."""
        clicks = tuple(clicks)
        return clicks == self.clicks or clicks in self.other_clicks

    def _key(self) -> tuple:
        return self.notation, self.clicks, self.path

    def __eq__(self, other) -> bool:
        if not isinstance(other, Move):
            return NotImplemented
        return self._key() == other._key() and self.label == other.label

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"Move({self.notation!r}, {self.label!r}, {self.clicks!r}, {self.path!r})"

    def __reduce__(self):
        return Move, (self.notation, self.label, self.clicks, self.path, self.data, self.other_clicks)

    def to_json(self) -> dict:
        return {
            "notation": self.notation,
            "label": self.label,
            "clicks": list(self.clicks),
            "path": list(self.path),
        }


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winners (empty for a draw), scores and why."""

    winners: tuple[str, ...]
    scores: Mapping[str, int] = field(default_factory=dict, compare=True, hash=False)
    reason: str = ""

    @property
    def winner(self) -> str | None:
        """The single winner, or None for a draw (or a shared win)."""
        return self.winners[0] if len(self.winners) == 1 else None

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def to_json(self) -> dict:
        return {"winners": list(self.winners), "winner": self.winner,
                "scores": dict(self.scores), "reason": self.reason}


RNG_LIMIT = 2**64


@dataclass(frozen=True)
class Rng:
    """A seeded random generator that is an immutable value.

    Every draw returns the result and the next generator, so a state that holds
    an ``Rng`` restores its randomness exactly on undo and replays identically
    from a record.  Draw ``n`` of seed ``s`` depends only on ``(s, n)``.
    """

    seed: int
    draws: int = 0

    @classmethod
    def fresh(cls, seed: int | None = None) -> Rng:
        if seed is None:
            seed = int.from_bytes(os.urandom(4), "big")
        return cls(int(seed))

    def _generator(self) -> random.Random:
        return random.Random(f"{self.seed}/{self.draws}")

    def _next(self) -> Rng:
        return Rng(self.seed, self.draws + 1)

    def randint(self, low: int, high: int) -> tuple[int, Rng]:
        return self._generator().randint(low, high), self._next()

    def choice(self, items: Sequence) -> tuple[Any, Rng]:
        return self._generator().choice(list(items)), self._next()

    def shuffled(self, items: Sequence) -> tuple[tuple, Rng]:
        result = list(items)
        self._generator().shuffle(result)
        return tuple(result), self._next()

    def pick(self, outcomes: Sequence[tuple[Any, Fraction | float]]) -> tuple[Any, Rng]:
        """One of ``(outcome, probability)`` pairs, drawn with those probabilities."""
        point = self._generator().random()
        total = 0.0
        for outcome, probability in outcomes:
            total += float(probability)
            if point < total:
                return outcome, self._next()
        return outcomes[-1][0], self._next()

    def split(self) -> Rng:
        """A new independent generator drawn from this one (for a computer's private sampling)."""
        return Rng(self._generator().getrandbits(63))

    def to_json(self) -> dict:
        return {"seed": self.seed, "draws": self.draws}

    @classmethod
    def from_json(cls, data: Any) -> Rng:
        """Read ``{"seed": 7, "draws": 0}`` ("draws" may be left out); InvalidPosition on anything else."""
        problems = _rng_problems(data)
        if problems:
            raise InvalidPosition(problems)
        return cls(data["seed"], data.get("draws", 0))


def _rng_problems(data: Any) -> list[str]:
    example = "{'seed': 7, 'draws': 0}"     # how a position writes its generator: the same in every language
    if not isinstance(data, Mapping):
        # Translators: a problem of a position's random generator (the 'rng' entry); {example} is how it is
        # written, kept as it is; {value} names what the entry holds instead.
        return [i18n.say("the random generator is written like {example}, not {value}", example=example,
                         value=shown(data))]
    # Translators: a problem of a position's random generator; {example} is how it is written, kept as it is;
    # {key} is an entry it has that does not belong to it (quoted).
    problems = [i18n.say("the random generator is written like {example}; {key} is not part of it",
                         example=example, key=shown(key)) for key in data if key not in ("seed", "draws")]
    if "seed" not in data:
        # Translators: a problem of a position's random generator; {example} is how it is written, kept as it
        # is; 'seed' is its entry that is missing (keep the word in quotes as it is).
        problems.append(i18n.say("the random generator is written like {example}: its 'seed' is missing",
                                 example=example))
    for key in ("seed", "draws"):
        if key in data and not (is_whole_number(data[key]) and 0 <= data[key] < RNG_LIMIT):
            # Translators: a problem of a position's random generator; {key} is one of its entries, 'seed' or
            # 'draws' (quoted, kept as it is), {value} names what it holds instead.
            problems.append(i18n.say("the random generator's {key} must be a whole number from 0 to 2^64, not "
                                     "{value}", key=f"'{key}'", value=shown(data[key])))
    return problems


def is_whole_number(value: Any) -> bool:
    """An int that is not a bool (True and False are ints in Python)."""
    return isinstance(value, int) and not isinstance(value, bool)


_UNSET = object()
MAX_TEXT = 100          # longer notations or click keys are refused before a game reads them
MAX_CHANCE_CHAIN = 10_000


def apply_looking_up(apply: Callable[[Any, Move], Any], carries_data: Callable[[Any], bool]) -> classmethod:
    """A game's ``apply`` hook from its module function ``apply(state, move)``, which needs the data of a
    listed move: a Move written by hand (``carries_data(move.data)`` false) is looked up first."""

    def apply_hook(cls, state: Any, move: Move) -> Any:
        if not carries_data(move.data):
            move = cls.listed(state, move)
        return apply(state, move)

    return classmethod(apply_hook)


class Game:
    """A session of one game: the current state, its history and the rule hooks.

    Subclasses implement the hooks below as class methods on states; the
    session methods (``play``, ``undo`` …) are shared by every game.
    """

    #: short identifier used in records, e.g. ``"hokito"``
    name: ClassVar[str] = "game"
    #: True when some seat may not see everything (hands, draw piles …)
    hidden_information: ClassVar[bool] = False
    #: how many draws of the hidden values the greedy computer averages over
    greedy_samples: ClassVar[int] = 1
    #: whether the greedy computer, when a decision leaves the same player to decide (a power card before the
    #: movement card), also tries that player's next decision before judging it
    greedy_looks_ahead: ClassVar[bool] = False

    # ------------------------------------------------------------ rule hooks
    @classmethod
    def initial_state(cls, rng: Rng, **options) -> Any:
        """The set-up, drawing any randomness from ``rng``."""
        raise NotImplementedError

    @classmethod
    def state_from_position(cls, position: Mapping) -> Any:
        """Parse a position dict; raise InvalidPosition listing every problem."""
        raise NotImplementedError

    @classmethod
    def state_to_position(cls, state: Any) -> dict:
        """The JSON-able position dict (inverse of ``state_from_position``)."""
        raise NotImplementedError

    @classmethod
    def moves_in(cls, state: Any) -> list[Move]:
        """Every legal move of the player to move; empty once the game is over."""
        raise NotImplementedError

    @classmethod
    def apply(cls, state: Any, move: Move) -> Any:
        """The state after ``move``, which is one of ``moves_in(state)`` (or a chance outcome)."""
        raise NotImplementedError

    @classmethod
    def player_to_move(cls, state: Any) -> str | None:
        """Whose decision it is: a player, or :data:`CHANCE` at a chance point."""
        raise NotImplementedError

    @classmethod
    def outcome_of(cls, state: Any) -> Outcome | None:
        raise NotImplementedError

    @classmethod
    def players_of(cls, state: Any) -> tuple[str, ...]:
        """The seats of this game (each one a possible viewer)."""
        return ()

    @classmethod
    def why_not(cls, state: Any, notation: str) -> str:
        """Why ``notation`` is not a legal move here, in the rule's words."""
        # Translators: a refusal of a typed move no rule explains better; {move} is what was typed, quoted.
        return i18n.say("{move} is not a legal move here.", move=shown(notation))

    @classmethod
    def notation_for_clicks(cls, state: Any, clicks: Sequence[str]) -> str | None:
        """The notation a sequence of board clicks means, if any (default: the one legal move
        made by exactly these clicks)."""
        clicks = tuple(clicks)
        matches = [move.notation for move in cls.moves_in(state) if move.made_by(clicks)]
        return matches[0] if len(matches) == 1 else None

    @classmethod
    def why_not_clicks(cls, state: Any, clicks: Sequence[str]) -> str:
        """Why no legal move starts with ``clicks`` (for clicks that are no full notation)."""
        # Translators: a refusal of clicks; {clicks} are the clicked places' keys joined by "then" (next entry).
        return i18n.say("No legal move starts with {clicks}.", clicks=_joined_clicks(clicks))

    @classmethod
    def evaluate(cls, state: Any, player: str) -> float:
        """How good ``state`` is for ``player`` (used by the greedy computer, on resampled states)."""
        outcome = cls.outcome_of(state)
        if outcome is None:
            return 0.0
        return 1.0 if player in outcome.winners else (0.0 if outcome.is_draw else -1.0)

    @classmethod
    def listed(cls, state: Any, move: Move) -> Move:
        """``move`` as the game lists it in ``state`` (a Move written by hand carries none of the game's
        data); IllegalMove with the reason if it is not listed."""
        options = ([option for option, _ in cls.chance_outcomes(state)] if cls.player_to_move(state) == CHANCE
                   else cls.moves_in(state))
        for option in options:
            if option.notation == move.notation:
                return option
        raise IllegalMove(cls.why_not(state, move.notation), move.notation)

    # ------------------------------------------------------------ chance hooks
    @classmethod
    def chance_outcomes(cls, state: Any) -> list[tuple[Move, Fraction]]:
        """At a chance point: every outcome with its probability (they sum to exactly 1)."""
        return []

    @classmethod
    def rng_of(cls, state: Any) -> Rng:
        """The state's random generator (chance points are resolved from it)."""
        return state.rng

    @classmethod
    def with_rng(cls, state: Any, rng: Rng) -> Any:
        return replace(state, rng=rng)

    # -------------------------------------------------------------- view hooks
    @classmethod
    def visible_position(cls, state: Any, viewer: str | None) -> dict:
        """What ``viewer`` may see (None: a spectator, who sees what is public).

        The default suits a game without hidden information: everything but the
        random generator, whose seed would tell the future.
        """
        position = cls.state_to_position(state)
        position.pop("rng", None)
        return position

    @classmethod
    def public_label(cls, state: Any, move: Move, viewer: str | None) -> str:
        """How ``move``, played from ``state``, reads to ``viewer`` (default: its label)."""
        return move.label

    @classmethod
    def reveals_nothing(cls, state: Any, move: Move) -> bool:
        """Whether ``move``, played from ``state``, shows its player nothing they could not see before
        (no card drawn, turned over or passed on).  Only then may a board show the result before the
        move is played (``widgets.board``'s foresight).  The default: every move of a game without
        hidden information; a game with hidden information names its quiet moves itself.
        """
        return not cls.hidden_information

    @classmethod
    def resample_hidden(cls, state: Any, viewer: str | None, rng: Rng) -> Any:
        """A state ``viewer`` cannot tell from ``state``: every value hidden from ``viewer``
        drawn afresh from ``rng``, so that the result depends only on what ``viewer`` sees.

        The default hides only the random generator (if the state has one).
        """
        return cls.with_rng(state, rng) if hasattr(state, "rng") else state

    # -------------------------------------------------------------- the position editor (issue 22)
    #: the module of the game's position editor, imported when a board first edits: its ``edits(rules, state)``,
    #: ``edit_palette(state)`` and ``EDIT_HELP`` (docs/writing-a-game.md, "The position editor")
    editor_module: ClassVar[str | None] = None

    @classmethod
    def _editor(cls) -> Any:
        return importlib.import_module(cls.editor_module) if cls.editor_module else None

    @classmethod
    def edits(cls, state: Any) -> list[Edit]:
        """Every change the editor offers on the draft ``state`` (a game without an editor offers none)."""
        editor = cls._editor()
        return editor.edits(cls, state) if editor else []

    @classmethod
    def edit_palette(cls, state: Any) -> list[tuple[str, list[tuple[str, str]]]]:
        """The editor's buttons below the board: ``[(heading, [(key, text), ...]), ...]``; an edit's clicks
        may use their keys (pieces off the board, whose turn, an empty board …)."""
        editor = cls._editor()
        return editor.edit_palette(state) if editor else []

    @classmethod
    def edit_help(cls, state: Any) -> str:
        """What a click in the editor does, said when a click changes nothing."""
        editor = cls._editor()
        # the editor marks EDIT_HELP with N_: it is translated here, when it is shown
        if editor:
            return i18n.gettext(editor.EDIT_HELP)
        # Translators: the position editor's help for a game without its own; said when a click changes nothing.
        return i18n.gettext("Click a piece and then where it goes, or a button below the board.")

    @classmethod
    def draft_problems(cls, state: Any) -> list[str]:
        """Why the draft ``state`` is not a position of the game (empty when it is one), in the rules' words:
        the very check every position takes (``checked_state``)."""
        try:
            position = cls.state_to_position(state)
        except cls.SHAPE_ERRORS:
            return ["the position cannot be written down (a piece or card is where none can be)"]
        try:
            cls.checked_state(position)
        except InvalidPosition as error:
            return list(error.problems)
        return []

    # -------------------------------------------------------------- creation
    def __init__(self, state: Any, *, auto_chance: bool = True):
        self._states: list[Any] = [state]
        self._moves: list[Move] = []
        self._cursor = 0
        #: resolve chance points by themselves after every move (False: stop at them)
        self.auto_chance = auto_chance
        # caches for the current state only: undo, redo and jumps find them stale by identity
        self._outcome_state: Any = _UNSET
        self._outcome: Outcome | None = None
        self._legal_state: Any = _UNSET
        self._legal: list[Move] = []
        self._by_notation: dict[str, Move] | None = None

    @classmethod
    def new(cls, seed: int | None = None, *, auto_chance: bool = True, **options) -> Game:
        game = cls(cls.initial_state(Rng.fresh(seed), **options), auto_chance=auto_chance)
        if auto_chance:
            game.resolve_chance()
        return game

    @classmethod
    def from_position(cls, position: Mapping, *, auto_chance: bool = True) -> Game:
        """A session on a described position (one at a chance point waits there: see ``resolve_chance``)."""
        return cls(cls.checked_state(position), auto_chance=auto_chance)

    #: the crashes a malformed value can cause in a game's own checks; a position is refused, never one of these
    SHAPE_ERRORS = (TypeError, KeyError, ValueError, IndexError, AttributeError, RecursionError)

    @classmethod
    def checked_state(cls, position: Any) -> Any:
        """The state a position describes, or InvalidPosition: the one path every position of every game
        takes. Beyond the game's own checks, it refuses an entry the game does not know (it would be lost
        on the way back) and a value of a shape the game's checks did not foresee."""
        if not isinstance(position, Mapping):
            # Translators: a problem of a position given as something else than a table of entries (a
            # notebook's dict or JSON object); {value} names what it was.
            raise InvalidPosition([i18n.say("a position is a table of entries, not {value}",
                                            value=shown(position))])
        try:
            state = cls.state_from_position(position)
            cls._try_first_move(state)
            made = cls.state_to_position(state)
        except InvalidPosition:
            raise
        except cls.SHAPE_ERRORS:
            # Translators: a problem of a position whose entry holds, say, a number where a list belongs.
            wrong_kind = i18n.gettext("an entry of the position holds a value of the wrong kind (compare it with a "
                                      "new game's)")
            raise InvalidPosition([wrong_kind]) from None
        unknown = _unknown_entries(position, made)
        if unknown:
            # Translators: a problem of a position; {entry} is the path of an entry the game does not know
            # (quoted, kept as it is: 'known → red').
            raise InvalidPosition([i18n.say("the position has an entry this game does not know: {entry}",
                                            entry=unknown[0])])
        return state

    @classmethod
    def _try_first_move(cls, state: Any) -> None:
        """Look at the position as play will: who decides, the result, and the first decision or outcome."""
        cls.outcome_of(state)
        if cls.player_to_move(state) == CHANCE:
            options = [move for move, _ in cls.chance_outcomes(state)]
        else:
            options = cls.moves_in(state)
        if options:
            cls.apply(state, options[0])

    # ------------------------------------------------------------- position codes (issue 22)
    @classmethod
    def code_name(cls) -> str:
        """The game's name in its position codes ("hokito", "le-dernier-peuple")."""
        return cls.__module__.split(".")[1].replace("_", "-")

    def position_code(self) -> str:
        """The whole position (every hand included) as a short text, safe in a web address: the game's name,
        a dot, then the position packed in the game's words (``packed_text``)."""
        return f"{self.code_name()}.{packed_text(self.position(), self.code_name())}"

    @classmethod
    def from_position_code(cls, code: Any, *, auto_chance: bool = True) -> Game:
        """The game a position code holds; InvalidPosition saying what is wrong with a wrong or damaged code."""
        return cls.from_position(cls.position_of_code(code), auto_chance=auto_chance)

    @classmethod
    def position_of_code(cls, code: Any) -> dict:
        if not isinstance(code, str) or "." not in code:
            # Translators: a problem of a wrong position code; {example} is the start of a real one, kept as it is.
            raise InvalidPosition([i18n.say("this is not a position code (one looks like {example})",
                                            example=f"'{cls.code_name()}.eJyr…'")])
        name, _, body = code.strip().partition(".")
        if name != cls.code_name():
            # Translators: a problem of a position code; {name} is the game name the code starts with (quoted),
            # {game} this board's game as position codes name it ("hokito"), both kept as they are.
            other = i18n.say("this code holds a position of another game ({name}), not of {game}",
                             name=shown(name, 30), game=cls.code_name())
            raise InvalidPosition([other])
        # Translators: a problem of a position code whose letters were changed or cut.
        return unpacked_text(body, i18n.gettext("the position code is damaged or cut short: copy it again, whole"),
                             cls.code_name())

    @classmethod
    def from_record(cls, record: Mapping) -> Game:
        """Replay a record made by ``to_record``: InvalidRecord if it is malformed, IllegalMove
        naming the move if one cannot be played."""
        cls._check_record(record)
        try:
            game = cls.from_position(record["start"], auto_chance=False)
        except InvalidPosition as error:
            # Translators: one problem of a record's start position; {problem} is the position's problem.
            raise InvalidRecord([i18n.say("its start position is not possible: {problem}", problem=problem)
                                 for problem in error.problems]) from None
        for number, notation in enumerate(record["moves"], start=1):
            try:
                game.play(notation)
            except IllegalMove as error:
                # Translators: a record's move that is refused; {number} counts the record's moves from 1,
                # {move} is the move's notation (quoted), {reason} the rules' refusal.
                reason = i18n.say("Move {number} of the record, {move}: {reason}", number=number,
                                  move=shown(notation), reason=error.reason)
                raise IllegalMove(reason, notation if isinstance(notation, str) else None) from None
            except cls.SHAPE_ERRORS:
                # Translators: a record's move that cannot even be tried; {number} counts the record's moves from 1,
                # {move} is its notation (quoted).
                problem = i18n.say("move {number} of the record, {move}, cannot be played where it stands",
                                   number=number, move=shown(notation))
                raise InvalidRecord([problem]) from None
        game.auto_chance = True
        return game

    @classmethod
    def _check_record(cls, record: Any) -> None:
        if not isinstance(record, Mapping) or "start" not in record or "moves" not in record:
            # Translators: a problem of a record; 'start' and 'moves' are the record's keys: keep them in English.
            raise InvalidRecord([i18n.gettext("a record is a table with 'start' (a position) and 'moves'")])
        if record.get("game", cls.name) != cls.name:
            # Translators: a problem of a record; {other} is the game it names (quoted), {game} this game's name
            # as records write it (keep both).
            raise InvalidRecord([i18n.say("this record is of the game {other}, not {game}",
                                          other=shown(record.get("game")), game=f"'{cls.name}'")])
        if not isinstance(record["moves"], (list, tuple)):
            # Translators: a problem of a record; 'moves' is the record's key (keep it), {value} names what it holds.
            raise InvalidRecord([i18n.say("the record's 'moves' must be a list of notations, not {value}",
                                          value=shown(record["moves"]))])

    # --------------------------------------------------------------- reading
    @property
    def state(self) -> Any:
        return self._states[self._cursor]

    @property
    def start_state(self) -> Any:
        return self._states[0]

    @property
    def to_move(self) -> str | None:
        """The player who decides next, :data:`CHANCE` at a chance point, None once the game is over."""
        return None if self.outcome is not None else self.player_to_move(self.state)

    @property
    def outcome(self) -> Outcome | None:
        state = self.state
        if self._outcome_state is not state:
            self._outcome, self._outcome_state = self.outcome_of(state), state
        return self._outcome

    @property
    def history(self) -> tuple[Move, ...]:
        """The moves (and chance outcomes) played up to the current point."""
        return tuple(self._moves[: self._cursor])

    @property
    def all_moves(self) -> tuple[Move, ...]:
        """Every move of the history, including those undone and not yet redone."""
        return tuple(self._moves)

    @property
    def cursor(self) -> int:
        """How many moves of ``all_moves`` are played at the current point."""
        return self._cursor

    def state_before(self, index: int) -> Any:
        """The state in which ``all_moves[index]`` was played (``state_before(cursor)`` is the current state),
        kept by the game: nothing is played again."""
        if not 0 <= index <= len(self._moves):
            raise IndexError(f"a game of {len(self._moves)} moves has no state before move {index}")
        return self._states[index]

    def position(self) -> dict:
        return self.state_to_position(self.state)

    def view(self, viewer: str | None = None) -> dict:
        """The current position as ``viewer`` may see it (None: a spectator)."""
        return self.visible_position(self.state, viewer)

    def public_labels(self, viewer: str | None = None, start: int = 0, stop: int | None = None) -> list[str]:
        """The label of every move in ``all_moves[start:stop]`` as ``viewer`` may read it."""
        indices = range(len(self._moves))[start:stop]
        return [self.public_label(self._states[index], self._moves[index], viewer) for index in indices]

    def movers(self, start: int = 0, stop: int | None = None) -> list[str | None]:
        """Who decided each move in ``all_moves[start:stop]`` (CHANCE for luck)."""
        indices = range(len(self._moves))[start:stop]
        return [self.player_to_move(self._states[index]) for index in indices]

    def is_chance_point(self, state: Any = _UNSET) -> bool:
        """Whether luck decides next (in the current state, or in ``state``)."""
        state = self.state if state is _UNSET else state
        return self.player_to_move(state) == CHANCE and self.outcome_of(state) is None

    def chance_odds(self) -> list[tuple[Move, Fraction]]:
        """At a chance point, every outcome with its probability; otherwise empty."""
        return self.chance_outcomes(self.state) if self.is_chance_point() else []

    def _current_moves(self) -> list[Move]:
        state = self.state
        if self._legal_state is not state:
            if self.outcome is not None:
                moves = []
            elif self.player_to_move(state) == CHANCE:
                moves = [move for move, _ in self.chance_outcomes(state)]
            else:
                moves = self.moves_in(state)
            self._legal, self._by_notation, self._legal_state = moves, None, state
        return self._legal

    def legal_moves(self) -> list[Move]:
        """Every legal move of ``to_move`` (the outcomes, at a chance point)."""
        return list(self._current_moves())

    def find_move(self, move: Move | str) -> Move:
        """The legal move meant by a Move or a notation; IllegalMove if none."""
        notation = move.notation if isinstance(move, Move) else move
        if not isinstance(notation, str):
            # Translators: a refusal of a move given as something else than text; {value} names what it was.
            raise IllegalMove(i18n.say("A move is written as text such as a notation, not {value}.",
                                       value=shown(notation)))
        moves = self._current_moves()
        if self._by_notation is None:
            self._by_notation = {legal.notation: legal for legal in moves}
        legal = self._by_notation.get(notation)
        if legal is None:
            raise IllegalMove(self._reason_not_legal(notation), notation)
        return legal

    def _reason_not_legal(self, notation: str) -> str:
        if self.outcome is not None:
            # the reason made afresh, in the language spoken now (the game keeps the one first asked for)
            reason = (self.outcome_of(self.state) or self.outcome).reason
            # Translators: a refusal after the end of a game; {reason} is why it ended and its result.
            return i18n.say("The game is over ({reason}), so no more moves can be played.", reason=reason.rstrip("."))
        if len(notation) > MAX_TEXT:
            # Translators: a refusal of a typed move; {move} is the start of what was typed, quoted.
            return i18n.say("{move} is far too long to be a move.", move=shown(notation))
        tidy = " ".join(notation.split())
        if tidy != notation and tidy in {move.notation for move in self._current_moves()}:
            # Translators: a typed move with extra spaces; {notation} is the move's notation, kept as it is.
            return i18n.say("That move is legal, but write it exactly as {notation} (no extra spaces).",
                            notation=f"'{tidy}'")
        return self.why_not(self.state, notation)

    def explain(self, move: str | Sequence[str]) -> str:
        """Why a notation (or a sequence of clicks) is or is not a legal move, in a learner's words."""
        return learner_text(self._explanation(move))

    def _explanation(self, move: str | Sequence[str]) -> str:
        if isinstance(move, Move):
            move = move.notation
        if not isinstance(move, str):
            if not isinstance(move, (list, tuple)):
                # Translators: an explanation asked for something that is no move; {value} names what it was.
                return i18n.say("{value} is neither a move (text such as a notation) nor a list of clicks.",
                                value=shown(move))
            problem = _clicks_problem(move)
            if problem:
                return problem
            notation = self.notation_for_clicks(self.state, list(move))
            if notation is None:
                return self._explain_clicks(list(move))
            move = notation
        for legal in self._current_moves():
            if legal.notation == move:
                # Translators: the message line when a learner asks about a legal move; {move} is its label.
                return i18n.say("{move} is a legal move.", move=legal.label)
        return self._reason_not_legal(move)

    def _explain_clicks(self, clicks: Sequence[str]) -> str:
        if self.outcome is not None:
            return self._reason_not_legal("")
        same = [move for move in self._current_moves() if move.made_by(clicks)]
        if len(same) > 1:
            # Translators: the message line when the clicks so far make several moves; {count} is how many
            # (always 2 or more), {moves} their labels separated by semicolons.
            text = i18n.say_n("These clicks make {count} different moves; choose one: {moves}",
                              "These clicks make {count} different moves; choose one: {moves}", len(same),
                              moves=i18n.clauses(m.label for m in same))
            return text if len(text) <= 480 else text[:479] + "…"
        return self.why_not_clicks(self.state, clicks)

    # --------------------------------------------------------------- playing
    def play(self, move: Move | str) -> Move:
        """Play a legal move (a Move or its notation); IllegalMove leaves all as it was.

        At a chance point this forces that outcome (it uses up one draw of the
        generator, as a drawn outcome does).  With ``auto_chance`` the chance
        points that follow are then resolved.
        """
        legal = self.find_move(move)
        state = self.state
        if self.player_to_move(state) == CHANCE:
            state = self.with_rng(state, self.rng_of(state).pick([(None, 1)])[1])
        self._push(self.apply(state, legal), legal)
        if self.auto_chance:
            self.resolve_chance()
        return legal

    def after(self, move: Move | str, state: Any = _UNSET) -> Game | None:
        """A copy of this session with ``move`` played next, this one left as it is; None when luck
        would decide before anyone's next decision (what it decides must not be known in advance).

        ``state`` (default: the current one) may stand in for the current state, for example one
        with the hidden cards drawn afresh (``resample_hidden``).  IllegalMove if ``move`` is not legal
        now; the rules' own errors if it cannot be played from ``state``.
        """
        legal = self.find_move(move)
        state = self.state if state is _UNSET else state
        if self.player_to_move(state) == CHANCE:
            return None
        following = self.apply(state, legal)
        if self.is_chance_point(following) or getattr(following, "rng", None) != getattr(state, "rng", None):
            return None  # luck decides next, or already decided inside the move (a shuffle)
        future = copy.copy(self)
        future._states = [*self._states[:self._cursor], state, following]
        future._moves = [*self._moves[:self._cursor], legal]
        future._cursor = self._cursor + 1
        future._outcome_state = future._legal_state = _UNSET
        future._by_notation = None
        return future

    def resolve_chance(self) -> list[Move]:
        """Let luck decide every chance point from here until a person is to move (or the game ends)."""
        drawn = []
        while self.is_chance_point() and len(drawn) < MAX_CHANCE_CHAIN:
            state = self.state
            outcome, rng = self.rng_of(state).pick(self.chance_outcomes(state))
            self._push(self.apply(self.with_rng(state, rng), outcome), outcome)
            drawn.append(outcome)
        return drawn

    def _push(self, state: Any, move: Move) -> None:
        del self._states[self._cursor + 1:]
        del self._moves[self._cursor:]
        self._states.append(state)
        self._moves.append(move)
        self._cursor += 1

    def undo(self) -> Move | None:
        """Step back to the last decision of a person (the chance outcomes after it go back too);
        returns that decision, or None at the start.  Without ``auto_chance``: exactly one move."""
        target = self._cursor - 1
        if self.auto_chance:
            while target >= 0 and self.is_chance_point(self._states[target]):
                target -= 1
        if target < 0:
            return None
        self._cursor = target
        return self._moves[target]

    def redo(self) -> Move | None:
        """Replay the next undone decision (and the chance outcomes that followed it)."""
        if self._cursor >= len(self._moves):
            return None
        move = self._moves[self._cursor]
        self._cursor += 1
        if self.auto_chance:
            while self._cursor < len(self._moves) and self.is_chance_point(self._states[self._cursor]):
                self._cursor += 1
        return move

    def jump(self, cursor: int) -> None:
        """Go to the point after ``cursor`` moves of ``all_moves`` (0 = the start)."""
        if not is_whole_number(cursor) or not 0 <= cursor <= len(self._moves):
            # Translators: an error for a point outside the move list; {point} is the point asked for, {count}
            # how many moves the history holds.
            raise IndexError(i18n.say_n("There is no point {point} in this history of {count} move.",
                                        "There is no point {point} in this history of {count} moves.",
                                        len(self._moves), point=shown(cursor)))
        self._cursor = cursor

    def to_record(self) -> dict:
        """The start position and the moves played (chance outcomes included): enough to replay the game."""
        return {"game": self.name,
                "start": self.state_to_position(self._states[0]),
                "moves": [move.notation for move in self.history]}


#: entries a position may carry that no game writes back
_ALWAYS_KNOWN = frozenset({"game", "viewer"})


def _unknown_entries(given: Any, made: Any, where: str = "") -> list[str]:
    """The entries of ``given`` (a position as written) that ``made`` (the same position as the game writes
    it) lacks: a misspelled or invented key, which would silently vanish. An empty value is no loss."""
    if isinstance(given, Mapping) and isinstance(made, Mapping):
        found = []
        for key, value in given.items():
            name = f"{where} → {key}" if where else str(key)
            if key in made:
                found += _unknown_entries(value, made[key], name)
            elif key not in _ALWAYS_KNOWN and value not in (None, False, 0, "", [], {}):
                found.append(f"'{learner_text(name, 60)}'")
        return found
    if isinstance(given, list) and isinstance(made, list) and len(given) == len(made):
        return [entry for one, other in zip(given, made) for entry in _unknown_entries(one, other, where)]
    return []


def _clicks_problem(clicks: Sequence) -> str | None:
    if len(clicks) > 50:
        # Translators: a refusal of a list of clicks; {count} is how many clicks it holds (more than 50).
        return i18n.say_n("That is too many clicks for one move ({count}).",
                          "That is too many clicks for one move ({count}).", len(clicks))
    for click in clicks:
        if not isinstance(click, str):
            # Translators: a refusal of a click that is no text; {value} names what it was.
            return i18n.say("A click names a place on the board, written as text; {value} is not one.",
                            value=shown(click))
        if len(click) > MAX_TEXT:
            # Translators: a refusal of a click; {value} is the start of the clicked key, quoted.
            return i18n.say("{value} is not a place on this board.", value=shown(click))
    return None


def _joined_clicks(clicks: Sequence[str]) -> str:
    # Translators: joins the keys of two clicks in a refusal ("No legal move starts with c3 then c6."); keep
    # the spaces.
    return i18n.gettext(" then ").join(clicks)


# ---------------------------------------------------------------- computer players
class ComputerPlayer:
    """A computer player: ``choose(game)`` returns one of the legal moves of ``game.to_move``.

    A computer decides only from what its seat may see: it never reads the
    hidden parts of ``game.state`` (see :meth:`seen_state`).
    """

    name = "computer"

    def __init__(self, seed: int | None = None):
        self._random = random.Random(seed)

    def choose(self, game: Game) -> Move:
        moves = game.legal_moves()
        if not moves:
            # Translators: a computer player asked to move when no move is possible.
            raise IllegalMove(i18n.gettext("There is no legal move to choose from."))
        if game.to_move == CHANCE:
            # Translators: a computer player asked to move at a chance point (dice or a card decide).
            raise IllegalMove(i18n.gettext(
                "Luck decides here, not a player: the dice are rolled or the card is drawn next."))
        return self._random.choice(self.best_moves(game, moves))

    def best_moves(self, game: Game, moves: list[Move]) -> list[Move]:
        """The moves this player likes best; one of them is chosen at random."""
        return moves

    def seen_state(self, game: Game) -> Any:
        """A state as the player to move may imagine it: every hidden value drawn afresh."""
        return type(game).resample_hidden(game.state, game.to_move, Rng(self._random.getrandbits(63)))


class RandomPlayer(ComputerPlayer):
    """Plays any legal move, chosen at random."""

    name = "random"


class GreedyPlayer(ComputerPlayer):
    """Plays the move whose result the game rates best for the mover (ties at random).

    It judges from its own seat only: each decision is tried on ``greedy_samples``
    states with every hidden value drawn afresh, and a chance point right after
    the move is averaged over its outcomes (a larger one is sampled).
    """

    name = "greedy"
    max_outcomes = 64

    def best_moves(self, game: Game, moves: list[Move]) -> list[Move]:
        rules, player = type(game), game.to_move
        totals = dict.fromkeys((move.notation for move in moves), 0.0)
        for _ in range(max(1, rules.greedy_samples)):
            state = self.seen_state(game)
            # the mover sees its own choices, so they are the same in every imagined state
            options = {move.notation: move for move in rules.moves_in(state)}
            for notation in totals:
                totals[notation] += self._value(rules, rules.apply(state, options[notation]), player)
        best = max(totals.values())
        return [move for move in moves if totals[move.notation] >= best - 1e-9]

    def _value(self, rules: type[Game], state: Any, player: str, looked_ahead: bool = False) -> float:
        if self._continues(rules, state, player, looked_ahead):
            return self._best_next(rules, state, player)
        if rules.player_to_move(state) != CHANCE or rules.outcome_of(state) is not None:
            return rules.evaluate(state, player)
        outcomes = rules.chance_outcomes(state)
        if len(outcomes) > self.max_outcomes:
            outcomes = [(Rng(self._random.getrandbits(63)).pick(outcomes)[0], 1)]
        total = 0.0
        for move, probability in outcomes:
            after = rules.apply(state, move)
            value = (self._best_next(rules, after, player) if self._continues(rules, after, player, looked_ahead)
                     else rules.evaluate(after, player))
            total += float(probability) * value
        return total

    @staticmethod
    def _continues(rules: type[Game], state: Any, player: str, looked_ahead: bool) -> bool:
        """The same player decides again (see ``Game.greedy_looks_ahead``) and may still be looked at."""
        return (rules.greedy_looks_ahead and not looked_ahead and rules.outcome_of(state) is None
                and rules.player_to_move(state) == player)

    def _best_next(self, rules: type[Game], state: Any, player: str) -> float:
        moves = rules.moves_in(state)
        if not moves:
            return rules.evaluate(state, player)
        return max(self._value(rules, rules.apply(state, move), player, True) for move in moves)


PLAYERS = {"random": RandomPlayer, "greedy": GreedyPlayer}


def computer_player(kind: str = "greedy", seed: int | None = None):
    """A computer player by name: 'random' or 'greedy'."""
    if kind not in PLAYERS:
        # Translators: an error in a notebook asking for a computer player that does not exist; {kind} is what
        # was asked for (quoted), {kinds} the names there are, quoted (keep them as they are: code reads them).
        raise ValueError(i18n.say("Unknown computer player {kind}; choose one of {kinds}.", kind=shown(kind),
                                  kinds=", ".join(f"'{name}'" for name in sorted(PLAYERS))))
    return PLAYERS[kind](seed)


@dataclass(frozen=True)
class WorkedExample:
    """A worked example of a game: its position (a function whose docstring explains it), the rulebook passage
    it follows and the moves that show it."""

    name: str
    title: str
    cite: str
    position: Callable[[], dict]
    moves: tuple[str, ...]

    @property
    def summary(self) -> str:
        return (self.position.__doc__ or "").strip()

    def heading(self) -> str:
        """The title in the language spoken now."""
        return i18n.gettext(self.title)

    def citation(self) -> str:
        """The rulebook section it follows, cited in the language spoken now (its version of the rulebook
        where the seed has one)."""
        return citations.localized(self.cite)

    def explanation(self) -> str:
        """The summary on one line, in the language spoken now (tools/i18n.py puts every summary in the
        catalogue)."""
        one_line = " ".join(self.summary.split())
        return i18n.gettext(one_line)


def example_named(examples: Mapping[str, Any], name: Any, game: str) -> Any:
    """The worked example called ``name`` of a game's ``examples``; KeyError listing the names there are."""
    if not isinstance(name, str) or name not in examples:
        # Translators: an error in a notebook asking for a worked example that does not exist; {name} is what was
        # asked for (quoted), {game} the game's name, {names} the examples' names (keep them: code reads them).
        raise KeyError(i18n.say("There is no example {name} of {game}; the examples are {names}.", name=shown(name),
                                game=game, names=", ".join(examples)))
    return examples[name]


def play_out(game: Game, players: Mapping[str, Any] | Any = None, max_moves: int = 100_000) -> Game:
    """Let computer players finish ``game`` (one player for all, or one per colour); luck decides
    the chance points."""
    default = RandomPlayer(0)
    for _ in range(max_moves):
        if game.outcome is not None:
            return game
        if game.to_move == CHANCE:
            game.resolve_chance()
            continue
        if not game._current_moves():
            return game
        player = players.get(game.to_move, default) if isinstance(players, Mapping) else (players or default)
        game.play(player.choose(game))
    return game
