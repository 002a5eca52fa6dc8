"""Exercises: a task on a board, answered with clicks or a choice, checked by the game's own rules (issue 21).

An :class:`Exercise` is a value like :class:`~rulebook.core.Move`: one per task, the same for every game.
Each game lists its exercises in ``rulebook.<game>.EXERCISES`` (name → Exercise).  Nothing an exercise
accepts is typed in by hand: the right answers are computed from the position with the rules —

- **targets**: "click every place this piece may reach": after the clicks ``start`` (a card, a pawn),
  the answers are the next clicks of the legal moves that begin so, in every way each move can be clicked
  (``Move.other_clicks``); with ``ends`` they are the places where those moves end (their path's end);
- **find**: "find a move that …": the goal is a test of the position before and after a move
  (``goal(before, after)`` on the positions as the game writes them); every legal move meeting it counts;
- **legal**: "may this move be played?" for the move ``shown`` (it may be illegal): yes or no, as
  ``legal_moves()`` says;
- **predict**: "what happens?": ``predict(game)`` computes the options and the right one from the rules
  (points, a landing place, a chance).

``check(answer)`` gives :class:`Feedback` in a learner's words, at most 300 characters: for a wrong answer
which rule says no (for a refused move, the rules' own ``explain``), never the right answer itself; a list
too long for the limit says its first items and how many more.  ``hints()`` are graded (issue 30): the rule
that decides this case, a step towards the answer, the answer.
"""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulebook import citations, i18n
from rulebook.core import (
    Game,
    IllegalMove,
    InvalidPosition,
    Move,
    learner_text,
    packed_text,
    unpacked_text,
)
from rulebook.core import (
    shown as echoed,
)

TARGETS, FIND, LEGAL, PREDICT = "targets", "find", "legal", "predict"
KINDS = (TARGETS, FIND, LEGAL, PREDICT)
FEEDBACK_LIMIT = 300
# Translators: the two answers of a "may this move be played?" exercise (buttons above the board)
YES = i18n.N_("Yes, it may")
# Translators: the two answers of a "may this move be played?" exercise (buttons above the board)
NO = i18n.N_("No, it may not")
#: a text that tells where to click or how to write a move is no rule: a verdict or hint never gives one as
#: its reason
BOARD_INSTRUCTION = re.compile(r"\bclick|\bwrite it\b|\bis legal\b", re.IGNORECASE)
#: a clause of the rules' reason that lists where the move can go: said to a wrong answer, it would give the
#: right ones away
REVEALING = re.compile(r"\b(?:it|they|he|she) (?:can|could|may) (?:reach|go|get|end|stop|land)\b|\bcan reach\b",
                       re.IGNORECASE)


@dataclass(frozen=True)
class Feedback:
    """The answer to an answer: right or not, and why, in a learner's words."""

    right: bool
    text: str


@dataclass(frozen=True)
class Prediction:
    """What a predict exercise offers and expects, computed from the rules for its position."""

    options: tuple[str, ...]
    answer: str
    why: str                      # said with the verdict: how the rules come to the answer


@dataclass(frozen=True)
class Declared:
    """A goal or a prediction a game declares (issue 33): its name (what codes hold), its words (the teacher's
    menu; for a goal also what feedback says), and ``make``: from the exercise's arguments, the test of a move
    (goal: ``test(before, after)`` on positions) or the prediction (``predict(game)`` → :class:`Prediction`)."""

    name: str
    words: str
    make: Callable[..., Callable]


def declare(*entries: Declared) -> dict[str, Declared]:
    """A game's GOALS or PREDICTIONS, by name (names must differ)."""
    # Translators: an error when a game declares two goals (or predictions) of the same name; {name} is the name.
    return by_name(entries, i18n.N_("Two goals or predictions are called {name}"))


def by_name(items: Iterable, duplicate: str) -> dict:
    """Items with a ``name``, by their names, in order; ValueError saying ``duplicate`` (a marked text with
    ``{name}``) when two share a name."""
    found: dict = {}
    for item in items:
        if item.name in found:
            raise ValueError(i18n.say(duplicate, name=echoed(item.name)))
        found[item.name] = item
    return found


def always(function: Callable) -> Callable[[], Callable]:
    """``make`` for a goal or prediction that takes no arguments."""
    def make() -> Callable:
        return function
    return make


GOALS_OF, PREDICTIONS_OF = "GOALS", "PREDICTIONS"


def module_of(game: type[Game]) -> Any:
    """The module that declares a game's exercises, goals and predictions (``rulebook.<game>.exercises``, or
    the game's own module for a game in one file)."""
    import importlib

    package = ".".join(game.__module__.split(".")[:2])
    try:
        return importlib.import_module(package + ".exercises")
    except ModuleNotFoundError:
        return importlib.import_module(package)


def declared(game: type[Game], which: str) -> dict[str, Declared]:
    """The goals (``GOALS_OF``) or predictions (``PREDICTIONS_OF``) an exercise of ``game`` may name: those
    every game shares, then the game's own."""
    shared = SHARED_GOALS if which == GOALS_OF else SHARED_PREDICTIONS
    return {**shared, **getattr(module_of(game), which, {})}


# ------------------------------------------------------------------ moves as a learner clicks them
def click_ways(move: Move) -> tuple[tuple[str, ...], ...]:
    """Every way a move can be clicked (a swap's two pawns in either order)."""
    return (move.clicks, *move.other_clicks)


def begins_with(move: Move, start: Sequence[str]) -> bool:
    """Whether some way of clicking the move begins with the clicks ``start``."""
    start = tuple(start)
    return any(way[:len(start)] == start for way in click_ways(move))


def next_clicks(moves: Iterable[Move], start: Sequence[str]) -> set[str]:
    """What can be clicked after ``start``, in every way each move can be clicked."""
    start = tuple(start)
    return {way[len(start)] for move in moves for way in click_ways(move)
            if way[:len(start)] == start and len(way) > len(start)}


def destination(move: Move) -> str | None:
    """The place where a move ends (the end of its path); None for a move that takes no piece anywhere."""
    return move.path[-1] if move.path else None


def places_of(moves: Iterable[Move]) -> set[str]:
    """The places the moves pass or end on: what a "click every place" question may offer."""
    return {key for move in moves for key in move.path}


def without_the_answer(reason: str) -> str:
    """The rules' reason without the clauses that list where the move can go instead."""
    clauses = re.split(r"(?<=[.;:])\s+", reason.strip())
    kept = " ".join(clause for clause in clauses if not REVEALING.search(clause)).strip().rstrip(";:,")
    return kept + ("" if not kept or kept.endswith((".", "!", "?")) else ".")


def rule_reason(game: Game, move: Any) -> tuple[bool, str] | None:
    """The rules' reason against a move (notation or clicks) if it states a rule: (whether it is whole, the
    reason without the clauses that give the answer away), in the current language; None if it is no rule.
    Whether it is a rule and which clauses give the answer away is read in English, the words the tests know."""
    source = english(game.explain, move)
    if not is_rule(source):
        return None
    kept = without_the_answer(source)
    said = game.explain(move)
    if kept == source.strip():
        return True, said
    clauses, spoken = _clauses(source), _clauses(said)
    if len(clauses) != len(spoken):         # the translation's clauses differ: say none of them
        return None
    return False, " ".join(theirs for mine, theirs in zip(clauses, spoken) if not REVEALING.search(mine))


def _clauses(reason: str) -> list[str]:
    return re.split(r"(?<=[.;:])\s+", reason.strip())


def is_rule(text: str) -> bool:
    """Whether an explanation states a rule (and is not an instruction where to click next)."""
    return bool(text.strip()) and not BOARD_INSTRUCTION.search(text)


def listed(items: Sequence[str], limit: int = FEEDBACK_LIMIT, lead: str = "", sep: str = "; ",
           frame: Callable[[str], str] | None = None) -> str:
    """A sentence with as many items as fit in ``limit`` characters, then how many more: a list is never cut
    in the middle of an item.  ``frame(items)`` makes the whole sentence in the current language (else
    ``lead`` and the items)."""
    frame = frame or (lambda text: f"{lead}{text}.")
    items = [str(item) for item in items]
    for shown in range(len(items), 0, -1):
        more = len(items) - shown
        text = sep.join(items[:shown])
        if more:
            # Translators: the end of a list too long to say whole; {items}: the first items, {count}: how
            # many more there are
            text = i18n.say_n("{items}; and {count} more", "{items}; and {count} more", more, items=text)
        text = frame(text)
        if len(text) <= limit:
            return text
    # Translators: what a list too long to say says instead of its items; {count}: how many there are
    return frame(i18n.say_n("{count} in all", "{count} in all", len(items)))


def fitted(text: str, limit: int = FEEDBACK_LIMIT) -> str:
    """A text of at most ``limit`` characters, shortened at a sentence or list boundary, never mid-word."""
    text = learner_text(text, 10 * limit + len(text))
    if len(text) <= limit:
        return text
    for boundary in (". ", "; ", ", "):
        cut = text.rfind(boundary, 0, limit - len(" and more."))
        if cut > limit // 3:
            # Translators: ends a feedback text cut short after a list item (it says there are more)
            return text[:cut] + (". " if boundary == ". " else "") + ("" if boundary == ". " else i18n._(" and more."))
    return text[:text.rfind(" ", 0, limit - 1)] + "…"


def frozen(value: Any) -> Any:
    """Lists as tuples, all the way down: arguments read back from a code equal those written."""
    return tuple(frozen(item) for item in value) if isinstance(value, (list, tuple)) else value


@dataclass(frozen=True)
class Exercise:
    """One task on one position.  Only the fields of its ``kind`` are used (see the module's text)."""

    name: str
    game: type[Game]
    kind: str
    question: str                 # one or two plain sentences
    cite: str                     # the rulebook section it trains
    setup: dict                                                # the position, as the game writes it
    start: tuple[str, ...] = ()                                # targets: the clicks that choose what moves
    goal: tuple = ()                                           # find: (name, *arguments) of a declared goal
    goal_text: str = ""                                        # find: the goal in words (else the goal's own)
    shown: str = ""                                            # legal: the move shown, as the game writes it
    shown_clicks: tuple[str, ...] = ()                         # legal: where the shown move is on the board
    shown_text: str = ""                                       # legal: the shown move in words
    predict: tuple = ()                                        # predict: (name, *arguments) of a declared one
    then: tuple[str, ...] = ()                                 # predict: moves to play to see what happens
    hint: str = ""                                             # a hint of the author's, between the rule and the answer
    ends: bool = False            # targets: the answers are where the moves end, not what is clicked next
    shown_path: tuple[str, ...] = ()                           # legal: the marked move's way, drawn as a line

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            # Translators: an error when a teacher makes an exercise of an unknown kind; {kinds} lists the kinds
            # (keep them as they are: code reads them), {kind} is what was given (quoted).
            raise ValueError(i18n.say("An exercise is one of {kinds}, not {kind}", kinds=", ".join(KINDS),
                                      kind=echoed(self.kind)))
        if not self.cite:                 # a teacher's own names no section: the rules the notebooks teach
            object.__setattr__(self, "cite", PRACTICE_CITE)
        if callable(self.setup):          # a function that builds the position: the position it builds
            object.__setattr__(self, "setup", self.setup())
        for field in ("goal", "predict"):
            value = getattr(self, field)
            object.__setattr__(self, field, (value,) if isinstance(value, str) else frozen(value))
        for field in ("start", "shown_clicks", "then", "shown_path"):
            object.__setattr__(self, field, tuple(getattr(self, field)))

    def to_code(self, whole: bool = False) -> str:
        """The exercise as a short code for a link (issue 33): plain data, never its answers."""
        return exercise_code(self, whole)

    @staticmethod
    def from_code(code: Any) -> Exercise:
        """The exercise a code holds, answers computed from the rules; InvalidCode saying what is wrong."""
        return exercise_from_code(code)

    def position(self) -> dict:
        """The exercise's position (a copy: changing it changes no exercise)."""
        return json.loads(json.dumps(self.setup))

    @property
    def goal_words(self) -> str:
        """The goal in words, in the current language: the author's, else the words the game declares for it."""
        if self.goal_text:
            return self.content(self.goal_text)
        return i18n.gettext(declared(self.game, GOALS_OF)[self.goal[0]].words)

    # ------------------------------------------------------------ its texts, in the current language
    def shipped(self) -> bool:
        """Whether this is one of the game's own exercises, unchanged (its texts are in the catalogue)."""
        return exercises_of(module_of(self.game)).get(self.name) == self

    def content(self, text: str) -> str:
        """An author's text of the exercise in the current language: a shipped exercise's from the catalogue,
        a teacher's as typed."""
        return i18n.gettext(text) if text and self.shipped() else text

    def asked(self) -> str:
        """The question in the current language: a generated one made again in it, a shipped one from the
        catalogue, a teacher's own as typed."""
        if self.question == english(question_for, self.game, self.setup, self.kind, self.ends, self.goal,
                                    self.predict):
            return question_for(self.game, self.setup, self.kind, self.ends, self.goal, self.predict)
        return self.content(self.question)

    def cite_words(self) -> str:
        """The rulebook section it trains (the notebooks' rules, for a practice or teacher's exercise)."""
        if self.cite == PRACTICE_CITE:
            return i18n.gettext(PRACTICE_CITE)
        return citations.localized(self.cite) if citations.is_citation(self.cite) else self.content(self.cite)

    def hint_words(self) -> str:
        """The author's hint in the current language (empty if none)."""
        return self.content(self.hint)

    def meets_goal(self, before: dict, after: dict) -> bool:
        """Whether a move from ``before`` to ``after`` reaches the exercise's goal (find)."""
        name, *arguments = self.goal
        return bool(declared(self.game, GOALS_OF)[name].make(*arguments)(before, after))

    # ----------------------------------------------------------- the position
    def new_game(self) -> Game:
        """The exercise's position as a game (luck is not let decide: the learner looks first)."""
        return self.game.from_position(self.position(), auto_chance=False)

    # ------------------------------------------------------------- answers
    def choices(self, game: Game | None = None) -> tuple[str, ...]:
        """Every answer a learner can give: places to click, moves (notations), or the options."""
        game = game or self.new_game()
        if self.kind == TARGETS:
            moves = game.legal_moves()
            offered = places_of(moves)        # the places the moves pass and end on: wrong ones too
            if not self.ends:
                offered |= {key for move in moves for way in click_ways(move) for key in way[1:]}
            return tuple(sorted((offered | set(self.answers(game))) - set(self.start)))
        if self.kind == FIND:
            return tuple(move.notation for move in game.legal_moves())
        if self.kind == LEGAL:
            return (YES, NO)
        return self._prediction(game).options

    def answers(self, game: Game | None = None) -> tuple[str, ...]:
        """The right answers, computed from the rules for the position."""
        game = game or self.new_game()
        if self.kind == TARGETS:
            return tuple(sorted(self._targets(game)))
        if self.kind == FIND:
            return tuple(move.notation for move in self.moves_meeting_the_goal(game))
        if self.kind == LEGAL:
            return (YES,) if self._shown_move(game) is not None else (NO,)
        return (self._prediction(game).answer,)

    def _targets(self, game: Game) -> set[str]:
        """Where the moves beginning with ``start`` end (``ends``), or what is clicked next: in every way each
        move can be clicked."""
        if self.ends:
            return {destination(move) for move in self.moves_from_start(game)} - {None}
        return next_clicks(game.legal_moves(), self.start)

    def moves_from_start(self, game: Game) -> list[Move]:
        return [move for move in game.legal_moves() if begins_with(move, self.start)]

    def _moves_to(self, game: Game, key: str) -> list[Move]:
        """The moves a targets answer stands for: those ending on it, or clicked with it next."""
        reach = len(self.start)
        if self.ends:
            return [move for move in self.moves_from_start(game) if destination(move) == key]
        return [move for move in game.legal_moves()
                if any(way[:reach] == self.start and way[reach:reach + 1] == (key,) for way in click_ways(move))]

    def moves_meeting_the_goal(self, game: Game) -> list[Move]:
        before = game.position()
        return [move for move in game.legal_moves() if self._meets_goal(game, before, move)]

    def _meets_goal(self, game: Game, before: dict, move: Move) -> bool:
        after = game.state_to_position(game.apply(game.state, move))
        return self.meets_goal(before, after)

    def _shown_move(self, game: Game) -> Move | None:
        """The shown move if it is legal: by its notation, or (without one) by the clicks that make it."""
        if not self.shown:
            return next((move for move in game.legal_moves() if move.made_by(self.shown_clicks)), None)
        try:
            return game.find_move(self.shown)
        except IllegalMove:
            return None

    def _why_shown_is_illegal(self, game: Game) -> str:
        reason = rule_reason(game, self.shown or list(self.shown_clicks))
        if reason is not None:
            return reason[1]
        # Translators: why a marked move may not be played when the rules give no reason of their own
        return i18n._("no move of the rules is made this way: the clicks do not make a whole move.")

    def _prediction(self, game: Game) -> Prediction:
        name, *arguments = self.predict
        return declared(self.game, PREDICTIONS_OF)[name].make(*arguments)(game)

    # --------------------------------------------------------------- checking
    def check(self, answer: Any, game: Game | None = None) -> Feedback:
        """Right or wrong, and why: for a wrong answer the rule that says no, never the right answer itself
        (that is the last hint, or "Show me")."""
        game = game or self.new_game()
        checks = {TARGETS: self._check_targets, FIND: self._check_find, LEGAL: self._check_legal,
                  PREDICT: self._check_prediction}
        right, text = checks[self.kind](game, answer)
        return Feedback(right, fitted(text))

    def _check_targets(self, game: Game, answer: Any) -> tuple[bool, str]:
        chosen = {str(key) for key in answer} if isinstance(answer, (list, tuple, set, frozenset)) else {str(answer)}
        right = set(self.answers(game))
        wrong = sorted(chosen - right)
        if wrong:
            # Translators: a wrong place clicked in a "click every place" exercise; {reason}: the rule that
            # says no (a sentence)
            return False, i18n.say("Not there: {reason}", reason=self._why_not(game, wrong[0]))
        missing = len(right - chosen)
        if missing:
            if not chosen:
                if len(right) > 1:
                    # Translators: Check pressed with nothing clicked; {count}: how many answers there are
                    return False, i18n.say_n("Nothing chosen yet: {count} to find.",
                                             "Nothing chosen yet: {count} to find.", len(right))
                # Translators: Check pressed with nothing clicked (there is one answer)
                return False, i18n._("Nothing chosen yet.")
            if self.ends:
                # Translators: some right places found; {found}: how many found, {total}: how many in all,
                # {count}: how many still to find
                text = i18n.say_n("{found} of {total} found: {count} more place to find.",
                                  "{found} of {total} found: {count} more places to find.", missing,
                                  found=len(chosen), total=len(right))
            else:
                # Translators: some right answers found; {found}: how many found, {total}: how many in all,
                # {count}: how many still to find
                text = i18n.say_n("{found} of {total} found: {count} more answer to find.",
                                  "{found} of {total} found: {count} more answers to find.", missing,
                                  found=len(chosen), total=len(right))
            return False, text
        if len(right) > 1:
            # Translators: every right place found; {count}: how many there are
            return True, i18n.say_n("Right: all {count}.", "Right: all {count}.", len(right))
        # Translators: the one right answer found
        return True, i18n._("Right: that is the only one.")

    def _why_not(self, game: Game, key: str, rule_only: bool = False) -> str:
        """The rule that keeps the move (beginning with ``start``) from ``key`` (``rule_only``: empty where no
        rule of the game says why)."""
        tries = [[*self.start, key]]
        if self.ends:       # the piece the move takes, then the place: as a learner would try it
            tries = [[*self.start, piece, key] for piece in sorted(next_clicks(game.legal_moves(), self.start))
                     if piece != key] + tries
        for clicks in tries:
            reason = rule_reason(game, clicks)
            if reason is not None:
                whole, kept = reason
                if whole:
                    return kept
                # Translators: said after a rule, instead of the places it named (they would give the answer away)
                follow = self.hint_words() or i18n._("Follow the marked choice step by step from where it starts.")
                # Translators: {rule}: the rule that says no (a sentence); {advice}: a hint (a sentence)
                return i18n.say("{rule} {advice}", rule=kept, advice=follow)
        if rule_only:
            return ""
        if self.ends:
            # Translators: why a clicked place is wrong when no rule of the game says more
            return i18n._("no move that begins with the marked choice ends there.")
        # Translators: why a clicked place is wrong when no rule of the game says more
        return i18n._("no move begins so: the marked choice cannot be used there.")

    def _check_find(self, game: Game, answer: Any) -> tuple[bool, str]:
        notation = answer.notation if isinstance(answer, Move) else answer
        if isinstance(notation, (list, tuple)):
            notation = game.notation_for_clicks(game.state, list(notation))
            if notation is None:
                return False, game.explain(list(answer))
        try:
            move = game.find_move(notation)
        except IllegalMove:
            return False, game.explain(notation)
        if self._meets_goal(game, game.position(), move):
            # Translators: a right move found; {move}: the move in words
            return True, i18n.say("Right: {move}.", move=move.label)
        # Translators: an allowed move that misses the goal; {move}: the move in words; {goal}: the goal, a
        # verb phrase (e.g. "score a point")
        return False, i18n.say("{move}: that is allowed, but it does not {goal}.", move=move.label,
                               goal=self.goal_words)

    def _check_legal(self, game: Game, answer: Any) -> tuple[bool, str]:
        move = self._shown_move(game)
        said_yes = answer in (YES, True, "yes", i18n.gettext(YES))
        right = said_yes == (move is not None)
        return right, self._legal_verdict(game, move, right)

    def _legal_verdict(self, game: Game, move: Move | None, right: bool | None) -> str:
        """Whether the marked move may be played and why; after "Right." or "Not so." unless ``right`` is None."""
        if move is not None:
            if right is None:
                # Translators: the marked move may be played; {move}: the move in words
                return i18n.say("It may: {move}.", move=move.label)
            if right:
                # Translators: the learner said rightly that the marked move may be played; {move}: it in words
                return i18n.say("Right. It may: {move}.", move=move.label)
            # Translators: the learner said wrongly that the marked move may not be played; {move}: it in words
            return i18n.say("Not so. It may: {move}.", move=move.label)
        reason = self._why_shown_is_illegal(game)
        if right is None:
            # Translators: the marked move may not be played; {reason}: the rule that says no (a sentence)
            return i18n.say("It may not: {reason}", reason=reason)
        if right:
            # Translators: the learner said rightly that the move may not be played; {reason}: the rule
            return i18n.say("Right. It may not: {reason}", reason=reason)
        # Translators: the learner said wrongly that the move may be played; {reason}: the rule that says no
        return i18n.say("Not so. It may not: {reason}", reason=reason)

    def _check_prediction(self, game: Game, answer: Any) -> tuple[bool, str]:
        prediction = self._prediction(game)
        if str(answer) == prediction.answer:
            # Translators: a right prediction; {why}: how the rules come to it (a sentence)
            return True, i18n.say("Right: {why}", why=prediction.why)
        # Translators: a wrong prediction; {answer}: the option chosen; {rule}: the rule that decides (a sentence)
        return False, i18n.say("Not {answer}. {rule}", answer=option_words(str(answer)), rule=self._deciding_rule(game))

    # ------------------------------------------------------------------ hints
    def hints(self, game: Game | None = None) -> tuple[str, ...]:
        """Graded hints: the rule that decides this case, a step towards the answer on the board, the answer."""
        game = game or self.new_game()
        texts = (self._deciding_rule(game), self._step(game), self._answer_text(game))
        return tuple(fitted(text) for text in texts)

    def _deciding_rule(self, game: Game) -> str:
        """The rule that decides this case: the rules' own reason against a wrong option where there is one,
        else the author's hint, else what the section asks to weigh."""
        reason = ""
        if self.kind == LEGAL:
            reason = self._why_shown_is_illegal(game) if self._shown_move(game) is None else self._compared(game)
        elif self.kind == TARGETS or (self.kind == PREDICT and self.start):
            wrong = sorted(set(self.choices(game) if self.kind == TARGETS else places_of(game.legal_moves()))
                           - self._targets(game) - set(self.start))
            reason = next((text for text in (self._why_not(game, key, rule_only=True) for key in wrong[:3]) if text), "")
            if reason:
                # Translators: the first hint; {reason}: the rule that keeps the move from a wrong place
                reason = i18n.say("Where the move cannot go, a rule says why. For example: {reason}", reason=reason)
        elif self.kind == FIND:
            # Translators: the first hint of a "find a move" exercise; {goal}: the goal, a verb phrase;
            # {cite}: the rulebook section (game, language, 'heading')
            reason = i18n.say("The goal: {goal}. Weigh each allowed move against the rule of {cite}.",
                              goal=self.goal_words, cite=self.cite_words())
        if self.hint and not reason:
            reason = self.hint_words()
        # Translators: the first hint when no rule of the game says more; {cite}: the rulebook section
        return reason or i18n.say("Apply the rule ({cite}) to the marked pieces, step by step.",
                                  cite=self.cite_words())

    def _compared(self, game: Game) -> str:
        """For a legal shown move: the rule that refuses it changed in its last click (the rule that would
        have decided "no")."""
        clicks = self.shown_clicks
        if not clicks:
            return ""
        moves = game.legal_moves()
        keys = sorted({key for move in moves for way in click_ways(move) for key in (*way, *move.path)
                       if key.split(":", 1)[0] == clicks[-1].split(":", 1)[0] and key != clicks[-1]})
        for key in keys[:4]:
            variant = (*clicks[:-1], key)
            if not any(begins_with(move, variant) for move in moves):
                reason = rule_reason(game, list(variant))
                if reason is not None:
                    # Translators: the first hint of "may this move be played?" when it may; {reason}: the rule
                    # that refuses a move like it (a sentence)
                    return i18n.say("Weigh the marked move against the rule that refuses a move like it here: "
                                    "{reason}", reason=reason[1])
        return ""

    def _step(self, game: Game) -> str:
        """A step towards the answer on the board: how many there are and one of them, a count, a path."""
        hint = self.hint_words()
        author = bool(hint) and hint not in self._deciding_rule(game)
        step = self._step_sentence(game, author)
        if not author:
            # Translators: the second hint of a prediction when nothing else can be said
            return step or i18n._("Work it out from the rule, step by step, before you choose.")
        # Translators: the second hint: {step} is a step towards the answer, then {hint} the author's hint (both
        # whole sentences)
        return i18n.say("{step} {hint}", step=step, hint=hint) if step else hint

    def _step_sentence(self, game: Game, author: bool) -> str:
        answers = self.answers(game)
        if self.kind == TARGETS:
            if len(answers) > 1:
                # Translators: the second hint; {count}: how many right answers; {move}: one of them in words
                return i18n.say_n("{count} in all. One of them: {move}.", "{count} in all. One of them: {move}.",
                                  len(answers), move=self._moves_to(game, answers[0])[0].label)
            if author:
                # Translators: the second hint when there is one right answer (the author's hint follows)
                return i18n._("There is only one.")
            # Translators: the second hint when there is one right answer (and no author's hint)
            return i18n._("There is only one. Follow the marked choice step by step.")
        if self.kind == FIND:
            count, allowed = len(answers), len(game.legal_moves())
            if count > 1:
                # Translators: the second hint; {found}: how many moves reach the goal; {count}: how many moves
                # are allowed in all
                return i18n.say_n("{found} of the {count} moves allowed here do it.",
                                  "{found} of the {count} moves allowed here do it.", allowed, found=count)
            if allowed > 1:
                # Translators: the second hint; {count}: how many moves are allowed
                return i18n.say_n("Only one of the {count} moves allowed here does it.",
                                  "Only one of the {count} moves allowed here does it.", allowed)
            # Translators: the second hint when a single move is allowed
            return i18n._("Only one move is allowed here: find it.")
        if self.kind == LEGAL:
            if self.shown_path or self.shown_clicks:
                # Translators: the second hint of "may this move be played?" (the move is marked on the board)
                return i18n._("Follow the marked move on the board, step by step, and look for a rule that "
                              "forbids it.")
            # Translators: the second hint of "may this move be played?" (the move is not drawn)
            return i18n._("Try the move in your head, step by step, and look for a rule that forbids it.")
        if self.start:
            # Translators: the second hint of "in how many places can the move end?"
            return i18n._("Count the places where a move that begins with the marked choice ends.")
        return ""

    def _answer_text(self, game: Game) -> str:
        answers = self.answers(game)
        if self.kind == TARGETS:
            # Translators: the last hint (Show me): the right answers; {items}: the moves, in words, one after another
            return listed([self._moves_to(game, key)[0].label for key in answers],
                          frame=lambda items: i18n.say("Here they are: {items}.", items=items))
        if self.kind == FIND:
            if answers:
                # Translators: the last hint (Show me); {move}: a move that reaches the goal, in words
                return i18n.say("For example: {move}.", move=game.find_move(answers[0]).label)
            # Translators: the last hint when no move reaches the goal; {goal}: the goal, a verb phrase
            return i18n.say("No allowed move does it here: {goal} cannot be done.", goal=self.goal_words)
        if self.kind == LEGAL:
            return self._legal_verdict(game, self._shown_move(game), None)
        prediction = self._prediction(game)
        # Translators: the last hint of a prediction (Show me); {answer}: the right option; {why}: how the rules
        # come to it (a sentence)
        return i18n.say("It is {answer}. {why}", answer=option_words(prediction.answer), why=prediction.why)

    def answer_marks(self, game: Game | None = None) -> tuple[str, ...]:
        """What "Show me" marks on the board: the places, the clicks of a right move, the shown move."""
        game = game or self.new_game()
        answers = self.answers(game)
        if self.kind == TARGETS:
            return answers
        if self.kind == FIND:
            return game.find_move(answers[0]).clicks if answers else ()
        return self.shown_clicks

    def step_path(self, game: Game | None = None) -> tuple[str, ...]:
        """The way drawn on the board with the second hint: the move it names (targets), the marked move."""
        game = game or self.new_game()
        answers = self.answers(game)
        if self.kind == TARGETS and len(answers) > 1:
            move = self._moves_to(game, answers[0])[0]
            return way_of(next(way for way in click_ways(move) if way[:len(self.start)] == self.start), move)
        return self.shown_path

    def clicked(self, key: str, under: Sequence[str] = (), game: Game | None = None) -> str:
        """The answer a click gives: ``key`` itself if it is a choice, else the first of the elements it is
        drawn on (``under``, innermost first) that is one: a click on a piece standing on a place answers
        that place."""
        offered = set(self.choices(game))
        if key in offered:
            return key
        return next((place for place in under if place in offered), key)


def exercises_of(module: Any) -> dict[str, Exercise]:
    """A game module's exercises (empty for a game that has none yet)."""
    return dict(getattr(module, "EXERCISES", {}))


def check_all(exercises: Iterable[Exercise]) -> list[str]:
    """Problems with a set of exercises (for tests and authors): no right answer, answers outside the
    choices."""
    problems = []
    for exercise in exercises:
        game = exercise.new_game()
        answers, choices = exercise.answers(game), exercise.choices(game)
        if not answers:
            problems.append(f"{exercise.name}: no right answer")
        if not set(answers) <= set(choices):
            problems.append(f"{exercise.name}: answers outside the choices")
    return problems


def named(exercises: Sequence[Exercise]) -> dict[str, Exercise]:
    """The mapping ``EXERCISES`` of a game from its exercises in order (names must differ)."""
    # Translators: an error when a teacher gives two exercises the same name; {name} is the name (quoted).
    return by_name(exercises, i18n.N_("Two exercises are called {name}"))


_PERCENT_OPTION = re.compile(r"([<>]?)(\d+(?:\.\d+)?)%")


def option_words(option: str) -> str:
    """A prediction's option as a learner reads it: the option is a value, the same in every language ("33%"),
    but a percentage is written the reader's language's way ("33 %" in French and German)."""
    found = _PERCENT_OPTION.fullmatch(option)
    if not found:
        return option
    sign, value = found.groups()
    return sign + i18n.percent(float(value) / 100, digits=len(value.partition(".")[2]))


def number_options(answer: int, *others: int, count: int = 4) -> tuple[str, ...]:
    """Options for a number to predict: the answer, the other numbers given, and near neighbours."""
    options = {answer, *others}
    step = 1
    while len(options) < count:
        options |= {value for value in (answer + step, answer - step) if value >= 0}
        step += 1
    return tuple(str(value) for value in sorted(options)[:max(count, len(others) + 1)])


def way_of(clicks: Sequence[str], move: Move | None) -> tuple[str, ...]:
    """The way a marked move goes, to draw as a line: from the piece (or the place it leaves) along the
    move's path; for clicks that make no move, from the second-last click to the last (a piece to a place)."""
    clicks = tuple(clicks)
    if move is None:
        return clicks[-2:] if len(clicks) >= 2 else ()
    if not move.path or not clicks:     # (nothing marked: a move of luck needs no click)
        return ()
    lead = clicks[-2:-1] if clicks[-1] == move.path[-1] else clicks[-1:]
    return (*(key for key in lead if key != move.path[0]), *move.path)


# ---------------------------------------------------------------- practice without end (issue 21, point 4)
PRACTICE_KINDS = (TARGETS, LEGAL, PREDICT)
#: how many more moves practice plays on to find a position where a question fits
PLAY_ON = 40


def practice(rules: type[Game], new_game: Callable[[int], Game], seed: int,
             kinds: Sequence[str] = PRACTICE_KINDS, prefer: str | None = None) -> Exercise:
    """A fresh exercise from a position of a real game: ``new_game(seed)`` played on at random (seeded) for
    a few moves, then a question about it of one of ``kinds`` (the first that fits the position, in an order
    drawn from the seed, ``prefer`` first): where can the marked move end, may the marked move be played, in
    how many places can it end.  Where none fits (only buttons to press, say), the game is played on."""
    import random

    chooser = random.Random(seed)
    game = new_game(seed)
    for _ in range(chooser.randrange(4, 40)):
        if game.is_chance_point():
            game.resolve_chance()
            continue
        if not _play_on(game, chooser):
            break
    order = kinds_in_order(kinds, chooser, prefer)
    for _ in range(PLAY_ON):
        while game.is_chance_point():
            game.resolve_chance()
        made = _first_fitting(rules, game, order, chooser, seed)
        if made is not None:
            return made
        if not _play_on(game, chooser):
            break
    while game.undo() is not None:      # the game ends before a question fits: ask about an earlier decision
        made = None if game.is_chance_point() else _first_fitting(rules, game, order, chooser, seed)
        if made is not None:
            return made
    return _practice_exercise(rules, game.position(), game, LEGAL, chooser, seed, any_move=True)


def _first_fitting(rules, game, order, chooser, seed) -> Exercise | None:
    position = game.position()
    for kind in order:
        made = _practice_exercise(rules, position, game, kind, chooser, seed)
        if made is not None:
            return made
    return None


def _play_on(game: Game, chooser: Any) -> bool:
    """One random move; False (and nothing played) where the game would end or nothing can be played: an
    exercise needs a decision to come."""
    moves = game.legal_moves()
    if not moves:
        return False
    game.play(chooser.choice(moves))
    if game.outcome is not None:
        game.undo()
        return False
    return True


def kinds_in_order(kinds: Iterable[str], chooser: Any, prefer: str | None = None) -> list[str]:
    """The kinds of exercise to try, in an order drawn by ``chooser``, ``prefer`` first (a kind the learner got
    wrong comes back sooner)."""
    order = list(kinds)
    chooser.shuffle(order)
    if prefer in order:
        order.remove(prefer)
        order.insert(0, prefer)
    return order


def _ends_of(moves: Sequence[Move], start: tuple[str, ...]) -> set[str] | None:
    """Where the moves beginning with ``start`` end; None if one of them takes no piece anywhere (a swap):
    "where does the move end" would then have no answer."""
    ends = {destination(move) for move in moves if begins_with(move, start)}
    return None if None in ends or not ends else ends


def _starts(moves: Sequence[Move]) -> list[tuple[tuple[str, ...], set[str]]]:
    """The choices a question may mark (clicks that begin moves, in any of their ways), each with the places
    its moves end on; those with the most choices made and at least two places first."""
    found = {}
    for move in moves:
        for way in click_ways(move):
            for length in range(1, len(way)):
                start = way[:length]
                if start not in found:
                    found[start] = _ends_of(moves, start)
    places = places_of(moves)
    usable = [(start, ends) for start, ends in found.items() if ends and places - ends - set(start)]
    best = [(start, ends) for start, ends in usable if len(ends) >= 2] or usable
    longest = max((len(start) for start, _ in best), default=0)
    return sorted((start, ends) for start, ends in best if len(start) == longest)


def _practice_exercise(rules, position, game, kind, chooser, seed, any_move: bool = False) -> Exercise | None:
    moves = game.legal_moves()
    mover = english(player_words, rules, game.to_move)
    cite = PRACTICE_CITE
    name = f"practice-{seed}"
    if kind in (TARGETS, PREDICT):
        starts = _starts(moves)
        if not starts:
            return None
        start, _ends = chooser.choice(starts)
        if kind == TARGETS:
            return Exercise(name, rules, TARGETS, english(generated_question, TARGETS, mover, ends=True), cite,
                            dict(position), start=start, ends=True)
        return Exercise(name, rules, PREDICT, english(generated_question, PREDICT, mover, predict="places"), cite,
                        dict(position), start=start, ends=True, shown_clicks=start, predict=("places", *start))
    if kind == LEGAL:
        shown = _legal_or_not(game, moves, chooser)
        if shown is None:
            return _one_click_question(rules, dict(position), game, moves, chooser, name, mover, cite) if any_move else None
        clicks, move = shown
        return Exercise(name, rules, LEGAL, english(generated_question, LEGAL, mover), cite, dict(position),
                        shown_clicks=clicks, shown_path=way_of(clicks, move))
    return None


# Translators: where a practice or teacher's exercise comes from (said where a rulebook section would be)
PRACTICE_CITE = i18n.N_("the rules this game's notebooks teach")


def english(function: Callable, *arguments, **options) -> Any:
    """``function(...)`` said in English: what an exercise keeps (its generated question) is the same in
    every language; it is said in the learner's language when shown (``Exercise.asked``)."""
    with i18n.using(i18n.SOURCE_LANGUAGE):
        return function(*arguments, **options)


def player_words(game: type[Game] | Game, player: Any) -> str:
    """A player's name in the current language, as the game's own texts say it (its ``player_name``)."""
    package = ".".join(game.__module__.split(".")[:2])
    for name, module in list(sys.modules.items()):
        naming = getattr(module, "player_name", None) if name == package or name.startswith(package + ".") else None
        if callable(naming):
            try:
                return str(naming(str(player)))
            except (KeyError, ValueError, IndexError):
                break
    return colour_words(str(player))


def colour_words(colour: str) -> str:
    """A player's colour as a name, for a game whose rules name none."""
    words = {
        # Translators: a player named by their colour, in a generated exercise question ("Red to move.")
        "red": i18n.pgettext("player", "Red"),
        # Translators: a player named by their colour, in a generated exercise question
        "blue": i18n.pgettext("player", "Blue"),
        # Translators: a player named by their colour, in a generated exercise question
        "yellow": i18n.pgettext("player", "Yellow"),
        # Translators: a player named by their colour, in a generated exercise question
        "green": i18n.pgettext("player", "Green"),
        # Translators: a player named by their colour, in a generated exercise question
        "black": i18n.pgettext("player", "Black"),
        # Translators: a player named by their colour, in a generated exercise question
        "white": i18n.pgettext("player", "White"),
        # Translators: a player named by their colour, in a generated exercise question
        "purple": i18n.pgettext("player", "Purple"),
        # Translators: a player named by their colour, in a generated exercise question
        "orange": i18n.pgettext("player", "Orange"),
    }
    return words.get(colour, colour.capitalize())


def generated_question(kind: str, mover: str, ends: bool = False, predict: str = "", words: str = "") -> str:
    """The question practice (and a teacher who types none) asks about a marked choice or move, in the current
    language; ``mover``: the player's name; ``words``: the goal's or the prediction's own words."""
    if kind == TARGETS and ends:
        # Translators: a generated exercise question; {player}: who moves. "Check" is the button's word
        return i18n.say("{player} to move, and the marked choice is made. Click every place where the move can "
                        "end, then press Check.", player=mover)
    if kind == TARGETS:
        # Translators: a generated exercise question; {player}: who moves. "Check" is the button's word
        return i18n.say("{player} to move, and the marked choice is made. Click every place it can go next, "
                        "then press Check.", player=mover)
    if kind == PREDICT and predict == "places":
        # Translators: a generated exercise question; {player}: who moves
        return i18n.say("{player} to move, and the marked choice is made. In how many places can the move end?",
                        player=mover)
    if kind == LEGAL:
        # Translators: a generated exercise question; {player}: who moves (twice)
        return i18n.say("{player} to move. May {player} make the marked move?", player=mover)
    if kind == FIND:
        if words:
            # Translators: a generated exercise question; {player}: who moves; {goal}: the goal, a verb phrase
            return i18n.say("{player} to move. Find a move to {goal}.", player=mover, goal=words)
        # Translators: a generated exercise question; {player}: who moves
        return i18n.say("{player} to move. Find a move to reach the goal.", player=mover)
    if words:
        # Translators: a generated exercise question; {player}: who moves; {prediction}: what to predict, e.g.
        # "how many points Black scores"
        return i18n.say("{player} to move. Predict {prediction}.", player=mover, prediction=words)
    # Translators: a generated exercise question; {player}: who moves
    return i18n.say("{player} to move. Predict what happens.", player=mover)


def _places(*start: str) -> Callable[[Game], Prediction]:
    """Predict in how many places a move beginning with the clicks ``start`` can end."""
    def predict(game: Game) -> Prediction:
        moves = game.legal_moves()
        ends = sorted(_ends_of(moves, tuple(start)) or ())
        count = len(ends)
        # Translators: why a prediction of places is right; {count}: how many places; {items}: the moves that
        # end there, in words, one after another
        why = listed([next(move.label for move in moves if begins_with(move, start) and destination(move) == end)
                      for end in ends], frame=lambda items: i18n.say_n("{count} place: {items}.",
                                                                       "{count} places: {items}.", count, items=items))
        return Prediction(number_options(count), str(count), why)
    return predict


#: what every game's exercises may name besides the game's own (see :func:`declared`)
SHARED_GOALS: dict[str, Declared] = {}
SHARED_PREDICTIONS = declare(
    # Translators: a prediction a teacher may choose (their menu), also "Predict {prediction}." in a question
    Declared("places", i18n.N_("how many places the marked move can end on"), _places),
)


def _one_click_question(rules, position, game, moves, chooser, name, mover, cite) -> Exercise | None:
    """The last resort, where nothing else can be asked: may this move be played?"""
    if not moves:
        return None
    move = chooser.choice(moves)
    return Exercise(name, rules, LEGAL, english(generated_question, LEGAL, mover), cite, position,
                    shown_clicks=move.clicks, shown_path=way_of(move.clicks, move))


def _kind_of(key: str) -> str:
    return key.split(":", 1)[0]


def _legal_or_not(game: Game, moves: Sequence[Move], chooser: Any) -> tuple[tuple[str, ...], Move | None] | None:
    """A move to judge where "no" is possible: a legal move whose last click, changed for another of the same
    kind (a field for a field, a pawn for a pawn), makes clicks the rules refuse with a reason.  Half the time
    the legal move is shown, half the time the refused one."""
    keys = {key for move in moves for way in click_ways(move) for key in (*way, *move.path)}
    for move in chooser.sample(list(moves), len(moves)):
        wrong = _refused_variant(game, moves, move.clicks, keys, chooser)
        if wrong is not None:
            return (move.clicks, move) if chooser.random() < 0.5 else (wrong, None)
    return None


def _refused_variant(game, moves, clicks, keys, chooser) -> tuple[str, ...] | None:
    """``clicks`` with the last one changed for another key of its kind, refused by the rules with a reason
    (not merely unfinished)."""
    kind = _kind_of(clicks[-1])
    others = sorted(key for key in keys if _kind_of(key) == kind and key != clicks[-1])
    for key in chooser.sample(others, min(len(others), 4)):
        variant = (*clicks[:-1], key)
        if any(begins_with(move, variant) for move in moves):
            continue
        if is_rule(game.explain(list(variant))):
            return variant
    return None


# ---------------------------------------------------------------- progress (issue 21, point 5)
#: which notebook (section) of which game asks which exercises: written from the notebooks by
#: ``sections_from_notebooks`` (tests/test_lessons.py keeps it in step), read where the notebooks are not
#: at hand (the static site)
SECTIONS_FILE = Path(__file__).parent / "data" / "sections.json"
EXERCISE_CALL = re.compile(r"""\.exercise\(\s*["']([^"']+)["']""")


def sections_from_notebooks(folder: Path) -> dict[str, list[list]]:
    """game → [[section title, [exercise names]], ...] from the notebooks under ``folder`` (one folder per
    game, in order), for every notebook that asks exercises."""
    found: dict[str, list[list]] = {}
    for game_folder in sorted(path for path in folder.iterdir() if path.is_dir()):
        for notebook in sorted(game_folder.glob("*.ipynb")):
            cells = json.loads(notebook.read_text("utf-8"))["cells"]
            names = [name for cell in cells if cell["cell_type"] == "code"
                     for name in EXERCISE_CALL.findall("".join(cell["source"]))]
            if names:
                title = "".join(cells[0]["source"]).splitlines()[0].lstrip("# ").strip()
                found.setdefault(game_folder.name, []).append([title, names])
    return found


def sections() -> dict[str, list[list]]:
    """The sections of every game and their exercises (see ``SECTIONS_FILE``)."""
    return json.loads(SECTIONS_FILE.read_text("utf-8"))


# ---------------------------------------------------------------- codes: an exercise, a sheet, a result (issue 33)
#: the games whose exercises a code may hold, by their names in codes
GAME_NAMES = ("hit", "partners", "hokito", "le-dernier-peuple", "horse-race")
TEXT_LIMIT = 600          # a teacher's question or hint, at most
SHEET_SIZE = 30           # exercises in one sheet, at most
CODE_WORDS = {"exercise": "ex", "sheet": "sheet", "result": "result"}


class InvalidCode(InvalidPosition):
    """An exercise, sheet or result code that cannot be opened, and why, in plain words."""

    heading = "This code cannot be opened:"


def _refused(problem: str) -> InvalidCode:
    # Translators: heads the list of what is wrong with a pasted exercise, sheet or result code
    return InvalidCode([problem], i18n._("This code cannot be opened:"))


def _not_a_code(what: str) -> str:
    """Nothing pasted, or no text, where a code of ``what`` was asked for."""
    return {
        # Translators: said when something else than an exercise code was pasted
        "exercise": i18n._("this is not an exercise code: paste the whole code"),
        # Translators: said when something else than a sheet code was pasted
        "sheet": i18n._("this is not a sheet code: paste the whole code"),
        # Translators: said when something else than a result code was pasted
        "result": i18n._("this is not a result code: paste the whole code"),
    }[what]


def _other_code(found: str | None, prefix: str, what: str) -> str:
    """A code of another kind pasted where a code of ``what`` was asked for."""
    if found is None and prefix in GAME_NAMES:
        # Translators: what was pasted instead, in "this is {found}, not an exercise code" (a board's position)
        found_words = i18n._("a position code")
    elif found is None:
        # Translators: what was pasted instead, in "this is {found}, not an exercise code" (anything else)
        found_words = i18n._("no code of this rulebook")
    else:
        found_words = {
            # Translators: what kind of code was pasted instead, in "this is {found}, not a sheet code"
            "exercise": i18n._("an exercise code"),
            # Translators: what kind of code was pasted instead, in "this is {found}, not an exercise code"
            "sheet": i18n._("a sheet code"),
            # Translators: what kind of code was pasted instead, in "this is {found}, not an exercise code"
            "result": i18n._("a result code"),
        }[found]
    return {
        # Translators: a code of the wrong kind was pasted; {found}: what it is ("a sheet code", "a position code")
        "exercise": i18n.say("this is {found}, not an exercise code", found=found_words),
        # Translators: a code of the wrong kind was pasted; {found}: what it is ("an exercise code" ...)
        "sheet": i18n.say("this is {found}, not a sheet code", found=found_words),
        # Translators: a code of the wrong kind was pasted; {found}: what it is ("an exercise code" ...)
        "result": i18n.say("this is {found}, not a result code", found=found_words),
    }[what]


def _damaged(what: str, cut: bool) -> str:
    """A code of ``what`` that cannot be read (``cut``: not even unpacked)."""
    if cut:
        return {
            # Translators: an exercise code that cannot be read at all (copied in part, or changed)
            "exercise": i18n._("the exercise code is damaged or cut short: copy it again, whole"),
            # Translators: a sheet code that cannot be read at all (copied in part, or changed)
            "sheet": i18n._("the sheet code is damaged or cut short: copy it again, whole"),
            # Translators: a result code that cannot be read at all (copied in part, or changed)
            "result": i18n._("the result code is damaged or cut short: copy it again, whole"),
        }[what]
    return {
        # Translators: an exercise code that reads but holds something else
        "exercise": i18n._("the exercise code is damaged: it holds no exercise"),
        # Translators: a sheet code that reads but holds something else
        "sheet": i18n._("the sheet code is damaged: it holds no sheet"),
        # Translators: a result code that reads but holds something else
        "result": i18n._("the result code is damaged: it holds no result"),
    }[what]


def game_named(name: Any) -> type[Game]:
    """The game of a name in codes ("le-dernier-peuple"); InvalidCode for a name that is none."""
    import importlib

    if name not in GAME_NAMES:
        # Translators: an exercise code names an unknown game; {name}: the name it holds, as it is
        raise _refused(i18n.say("the code names no game of this rulebook ({name})", name=echoed(name, 30)))
    return importlib.import_module("rulebook." + name.replace("-", "_")).Game


def _body_of(code: Any, what: str) -> str:
    """The packed part of a code ``<word>.<packed>``; InvalidCode for a code of another kind."""
    word = CODE_WORDS[what]
    if not isinstance(code, str) or not code.strip():
        raise _refused(_not_a_code(what))
    code = "".join(code.split())          # a long link an e-mail broke into lines: a code has no spaces
    code = code.rsplit("=", 1)[-1] if "?" in code or "&" in code else code      # a whole link
    prefix, _, body = code.partition(".")
    if prefix != word:
        other = next((kind for kind, w in CODE_WORDS.items() if w == prefix), None)
        raise _refused(_other_code(other, prefix, what))
    return body


def _unpacked(code: Any, what: str) -> dict:
    damaged = _damaged(what, cut=True)
    try:
        data = unpacked_text(_body_of(code, what), damaged)
    except InvalidCode:
        raise
    except InvalidPosition:
        raise _refused(damaged) from None
    if not isinstance(data, dict):
        raise _refused(_damaged(what, cut=False))
    return data


def _texts(value: Any, what: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(item, str) and len(item) <= 80 for item in value):
        # Translators: a damaged exercise code; {part}: which part ("its start", "the marked move")
        raise _refused(i18n.say("the exercise code is damaged: {part} should be a list of places or moves",
                                part=_part_words(what)))
    return tuple(value)


def _typed(value: Any, what: str) -> str:
    if not isinstance(value, str) or len(value) > TEXT_LIMIT:
        # Translators: a damaged exercise code; {part}: which part ("its question", "its hint"); {count}: the
        # most letters it may have
        raise _refused(i18n.say_n("the exercise code is damaged: {part} should be a text of at most {count} letters",
                                  "the exercise code is damaged: {part} should be a text of at most {count} letters",
                                  TEXT_LIMIT, part=_part_words(what)))
    return value


def _part_words(what: str) -> str:
    """A part of an exercise code named in a refusal, in the current language."""
    parts = {
        # Translators: a part of an exercise code, in "the exercise code is damaged: {part} should be ..."
        "its start": i18n.pgettext("exercise code part", "its start"),
        # Translators: a part of an exercise code (the move a "may it be played?" exercise marks)
        "the marked move": i18n.pgettext("exercise code part", "the marked move"),
        # Translators: a part of an exercise code (moves played after a prediction)
        "its moves": i18n.pgettext("exercise code part", "its moves"),
        # Translators: a part of an exercise code (the line drawn along the marked move)
        "the marked way": i18n.pgettext("exercise code part", "the marked way"),
        # Translators: a part of an exercise code
        "question": i18n.pgettext("exercise code part", "its question"),
        # Translators: a part of an exercise code
        "name": i18n.pgettext("exercise code part", "its name"),
        # Translators: a part of an exercise code
        "rulebook section": i18n.pgettext("exercise code part", "its rulebook section"),
        # Translators: a part of an exercise code
        "goal": i18n.pgettext("exercise code part", "its goal"),
        # Translators: a part of an exercise code (the marked move in words)
        "move": i18n.pgettext("exercise code part", "its move"),
        # Translators: a part of an exercise code
        "hint": i18n.pgettext("exercise code part", "its hint"),
    }
    return parts[what]


def exercise_data(exercise: Exercise, whole: bool = False) -> dict:
    """An exercise as plain data: names, clicks, moves and the position; no answer (answers are computed
    when it is opened).  A shipped exercise, unchanged, is held by its name (its texts then follow the
    learner's language); ``whole`` writes every part even then."""
    game = exercise.game.code_name()
    data: dict[str, Any] = {"g": game}
    shipped = exercises_of(module_of(exercise.game)).get(exercise.name)
    if shipped == exercise and not whole:
        return {**data, "n": exercise.name}
    seed = _practice_seed(exercise)
    if seed is not None and not whole:
        return {**data, "x": seed}
    data.update(k=exercise.kind, p=exercise.setup)
    generated = english(question_for, exercise.game, exercise.setup, exercise.kind, exercise.ends, exercise.goal,
                        exercise.predict)
    parts = {"n": exercise.name, "q": "" if exercise.question == generated else exercise.question,
             "c": "" if exercise.cite == PRACTICE_CITE else exercise.cite, "h": exercise.hint,
             "s": list(exercise.start), "e": int(exercise.ends), "go": list(exercise.goal),
             "gt": exercise.goal_text, "sh": exercise.shown, "sc": list(exercise.shown_clicks),
             "st": exercise.shown_text, "pr": list(exercise.predict), "t": list(exercise.then),
             "sp": list(exercise.shown_path)}
    data.update({key: value for key, value in parts.items() if value not in ("", [], 0)})
    return data


def _practice_seed(exercise: Exercise) -> int | None:
    """The seed of a practice exercise, if practice makes exactly this exercise from it (then a code holds
    the seed alone, and the texts follow the learner's language)."""
    name, _, number = exercise.name.partition("-")
    practice = getattr(module_of(exercise.game), "practice", None)
    if name != "practice" or not number.isdigit() or practice is None:
        return None
    with i18n.using(i18n.SOURCE_LANGUAGE):      # an exercise's data is English; it is translated when shown
        return int(number) if practice(int(number)) == exercise else None


def exercise_of_data(data: Any) -> Exercise:
    """The exercise plain data describes (see :func:`exercise_data`), its answers computed from the rules;
    InvalidCode (or InvalidPosition for its position) saying what is wrong."""
    if not isinstance(data, dict):
        # Translators: an exercise code (or a sheet's) that holds no exercise
        raise _refused(i18n._("the code is damaged: it holds no exercise"))
    game = game_named(data.get("g"))
    if set(data) == {"g", "x"}:
        seed = data["x"]
        if not isinstance(seed, int) or isinstance(seed, bool) or not 0 <= seed < 10 ** 9:
            # Translators: a damaged exercise code of practice
            raise _refused(i18n._("the exercise code is damaged: its practice number is no number"))
        with i18n.using(i18n.SOURCE_LANGUAGE):  # an exercise's data is English; it is translated when shown
            return module_of(game).practice(seed)
    if set(data) == {"g", "n"}:
        shipped = exercises_of(module_of(game)).get(data["n"])
        if shipped is None:
            # Translators: an exercise code names an unknown exercise; {name}: the name it holds, as it is
            raise _refused(i18n.say("this rulebook has no exercise called {name}: the code may come from another "
                                    "version", name=echoed(data["n"], 40)))
        return shipped
    kind, position = data.get("k"), data.get("p")
    if kind not in KINDS:
        # Translators: a damaged exercise code
        raise _refused(i18n._("the exercise code is damaged: it names no kind of exercise"))
    if not isinstance(position, dict):
        # Translators: a damaged exercise code
        raise _refused(i18n._("the exercise code is damaged: it holds no position"))
    game.from_position(position, auto_chance=False)      # InvalidPosition in plain words
    goal, predict = _texts_or_names(data.get("go", []), "goal"), _texts_or_names(data.get("pr", []), "prediction")
    for value, which in ((goal, GOALS_OF), (predict, PREDICTIONS_OF)):
        if value and value[0] not in declared(game, which):
            raise _refused(_unknown_named(game, which, echoed(value[0], 40)))
    if (kind == FIND) != bool(goal) or (kind == PREDICT) != bool(predict):
        # Translators: a damaged exercise code
        raise _refused(i18n._("the exercise code is damaged: its goal or prediction is missing"))
    question = _typed(data.get("q", ""), "question") or english(question_for, game, position, kind,
                                                                 bool(data.get("e")), goal, predict)
    exercise = Exercise(_typed(data.get("n", "my-exercise"), "name"), game, kind, question,
                        _typed(data.get("c", "") or PRACTICE_CITE, "rulebook section"), position,
                        start=_texts(data.get("s", []), "its start"), goal=goal,
                        goal_text=_typed(data.get("gt", ""), "goal"), shown=_typed(data.get("sh", ""), "move"),
                        shown_clicks=_texts(data.get("sc", []), "the marked move"),
                        shown_text=_typed(data.get("st", ""), "move"), predict=predict,
                        then=_texts(data.get("t", []), "its moves"), hint=_typed(data.get("h", ""), "hint"),
                        ends=bool(data.get("e")), shown_path=_texts(data.get("sp", []), "the marked way"))
    return opened(exercise)


def _unknown_named(game: type[Game], which: str, name: str) -> str:
    if which == GOALS_OF:
        # Translators: an exercise code names a goal the game does not have; {game}: the game's name in codes
        # (keep it), {name}: the name the code holds
        return i18n.say("{game} has no goal called {name}", game=game.code_name(), name=name)
    # Translators: an exercise code names a prediction the game does not have; {game}: the game's name in codes
    # (keep it), {name}: the name the code holds
    return i18n.say("{game} has no prediction called {name}", game=game.code_name(), name=name)


def question_for(game: type[Game], position: dict, kind: str, ends: bool, goal: tuple, predict: tuple) -> str:
    """The question asked when nobody typed one (practice, a teacher who keeps the generated one)."""
    mover = player_words(game, game.from_position(position, auto_chance=False).to_move)
    named, which = (goal, GOALS_OF) if kind == FIND else (predict, PREDICTIONS_OF)
    words = i18n.gettext(declared(game, which)[named[0]].words) if named else ""
    return generated_question(kind, mover, ends=ends, predict=predict[0] if predict else "", words=words)


def made_on_board(game: Game, kind: str, marked: Sequence[str] = (), named: Sequence = (), question: str = "",
                  hint: str = "") -> Exercise:
    """A teacher's own exercise on the position of ``game`` (issue 33 point 2): ``marked`` is what they
    clicked (targets: the piece or card that moves; legal: the move's clicks, legal or not; predict: the
    move shown), ``named`` the goal or prediction chosen from the game's lists (``menu``) with its arguments;
    the question and hint as typed, or generated.  InvalidCode, in words, when it does not fit the position."""
    rules, position, marked = type(game), game.position(), tuple(marked)
    if kind not in KINDS:
        # Translators: a teacher's exercise of an unknown kind; {kinds}: the kinds' names (keep them)
        raise _refused(i18n.say("an exercise is one of: {kinds}", kinds=", ".join(KINDS)))
    if kind in (TARGETS, LEGAL) and not marked:
        # Translators: a teacher made an exercise without marking anything on the board
        raise _refused(i18n._("click what the exercise is about first: the piece or card (where can it go?) or "
                              "the move (may it be played?)"))
    if kind in (FIND, PREDICT) and not named:
        # Translators: a teacher made a "find" or "predict" exercise without choosing its goal or prediction
        raise _refused(i18n._("choose a goal or a prediction from the game's list first"))
    moves = game.legal_moves()
    ends = kind == TARGETS and _ends_of(moves, marked) is not None
    legal = next((move for move in moves if move.made_by(marked)), None)
    parts = {TARGETS: {"start": marked, "ends": ends}, FIND: {"goal": tuple(named)},
             LEGAL: {"shown_clicks": marked, "shown_path": way_of(marked, legal)},
             PREDICT: {"predict": tuple(named), "shown_clicks": marked}}[kind]
    exercise = Exercise("mine", rules, kind, "", "", position, hint=hint, **parts)
    asked = question.strip() or english(question_for, rules, position, kind, ends, exercise.goal, exercise.predict)
    try:
        return opened(Exercise("mine", rules, kind, asked, "", position, hint=hint.strip(), **parts))
    except InvalidCode as error:
        # Translators: heads what is wrong with an exercise a teacher makes on the board
        raise InvalidCode(error.problems, i18n._("This exercise cannot be made:")) from None


def menu(game: type[Game]) -> dict[str, dict[str, str]]:
    """What a teacher chooses from: the game's goals and predictions, name → words."""
    return {"goals": {name: i18n.gettext(entry.words) for name, entry in declared(game, GOALS_OF).items()},
            "predictions": {name: i18n.gettext(entry.words) for name, entry in declared(game, PREDICTIONS_OF).items()}}


def _texts_or_names(value: Any, what: str) -> tuple:
    """A goal or prediction: its name, then its arguments (texts, numbers, lists of them)."""
    def plain(item: Any) -> bool:
        return isinstance(item, (str, int)) and not isinstance(item, bool) or \
            isinstance(item, list) and all(plain(inner) for inner in item)
    if not isinstance(value, list) or not all(plain(item) for item in value) or (value and not isinstance(value[0], str)):
        if what == "goal":
            # Translators: a damaged exercise code
            raise _refused(i18n._("the exercise code is damaged: its goal is not a name of the game's"))
        # Translators: a damaged exercise code
        raise _refused(i18n._("the exercise code is damaged: its prediction is not a name of the game's"))
    return frozen(value)


def opened(exercise: Exercise) -> Exercise:
    """The exercise, once its answers are computed from the rules without error; InvalidCode if they cannot
    be (its marked moves do not fit its position)."""
    try:
        game = exercise.new_game()
        if not exercise.answers(game) or not set(exercise.answers(game)) <= set(exercise.choices(game)):
            raise ValueError
    except InvalidPosition:
        raise
    except (ValueError, LookupError, TypeError, AttributeError, ArithmeticError, StopIteration, IllegalMove):
        # Translators: an exercise (a code, or a teacher's on the board) whose marked moves cannot be played
        raise _refused(i18n._("the exercise does not fit its position: its marked moves or choices cannot be "
                              "played there")) from None
    return exercise


def exercise_code(exercise: Exercise, whole: bool = False) -> str:
    """The exercise as a short code for a link: ``ex.<packed>`` (see :func:`exercise_data`)."""
    return f"{CODE_WORDS['exercise']}.{packed_text(exercise_data(exercise, whole))}"


def exercise_from_code(code: Any) -> Exercise:
    """The exercise a code holds; InvalidCode (an InvalidPosition) saying in plain words what is wrong."""
    return exercise_of_data(_unpacked(code, "exercise"))




@dataclass(frozen=True)
class Sheet:
    """A teacher's sheet: a title and exercises of any games, sent as one link."""

    title: str
    exercises: tuple[Exercise, ...]

    def __post_init__(self) -> None:
        object.__setattr__(self, "exercises", tuple(self.exercises))
        if not self.exercises or len(self.exercises) > SHEET_SIZE:
            # Translators: a sheet with too many (or no) exercises; {most}: the most it may hold; {count}: how many
            raise _refused(i18n.say_n("a sheet holds 1 to {most} exercises, not {count}",
                                      "a sheet holds 1 to {most} exercises, not {count}", len(self.exercises),
                                      most=SHEET_SIZE))

    def data(self) -> dict:
        return {"t": self.title, "e": [exercise_data(exercise) for exercise in self.exercises]}

    def to_code(self) -> str:
        return f"{CODE_WORDS['sheet']}.{packed_text(self.data())}"

    @classmethod
    def from_code(cls, code: Any) -> Sheet:
        data = _unpacked(code, "sheet")
        title, items = data.get("t"), data.get("e")
        if not isinstance(title, str) or len(title) > 200 or not isinstance(items, list):
            # Translators: a damaged sheet code
            raise _refused(i18n._("the sheet code is damaged: it holds no title or no exercises"))
        exercises = []
        for number, item in enumerate(items, 1):
            try:
                exercises.append(exercise_of_data(item))
            except InvalidPosition as error:
                # Translators: one exercise of a sheet cannot be opened; {number}: which; {problem}: why
                raise InvalidCode([i18n.say("exercise {number} of the sheet: {problem}", number=number,
                                            problem=error.problems[0])],
                                  i18n._("This code cannot be opened:")) from None
        return cls(title, tuple(exercises))

    def fingerprint(self) -> str:
        """Six letters that name this sheet: a result code holds them, so it is read only with its sheet."""
        import hashlib

        text = json.dumps(self.data(), sort_keys=True, separators=(",", ":")).encode()
        return base64_letters(hashlib.sha256(text).digest()[:6])


def base64_letters(data: bytes) -> str:
    import base64

    return base64.urlsafe_b64encode(data).decode().rstrip("=")


# what a learner's result says of one exercise
FIRST, LATER, SHOWN, TRIED, NOT_TRIED = "first", "later", "shown", "tried", "not-tried"
MARKS = {
    # Translators: a learner's mark on one exercise of a teacher's sheet (result table)
    FIRST: i18n.N_("right first time"),
    # Translators: a learner's mark on one exercise of a teacher's sheet (result table)
    LATER: i18n.N_("right after hints or tries"),
    # Translators: a learner's mark: the answer was shown to them (Show me)
    SHOWN: i18n.N_("shown"),
    # Translators: a learner's mark on one exercise of a teacher's sheet (result table)
    TRIED: i18n.N_("tried, not right yet"),
    # Translators: a learner's mark on one exercise of a teacher's sheet (result table)
    NOT_TRIED: i18n.N_("not tried"),
}
_MARK_LETTERS = {FIRST: "f", LATER: "l", SHOWN: "s", TRIED: "t", NOT_TRIED: "n"}


def mark_words(mark: str) -> str:
    """A mark (``MARKS``) in words, in the current language."""
    return i18n.gettext(MARKS[mark])


def mark_of(events: Sequence[str]) -> str:
    """What a learner's result says of an exercise from what happened, in order: "wrong", "hint", "shown",
    "right".  Right before any wrong answer, hint or Show me: right first time; Show me before being right:
    shown (even if "right" follows); otherwise right after hints or tries; tried but never right: tried."""
    events = list(events)
    if not events:
        return NOT_TRIED
    if "right" not in events:
        return SHOWN if "shown" in events else TRIED
    before = events[:events.index("right")]
    if "shown" in before:
        return SHOWN
    return LATER if before else FIRST


@dataclass(frozen=True)
class Result:
    """A learner's result on a sheet: their name as typed and a mark per exercise (``MARKS``)."""

    name: str
    sheet: str                      # the sheet's fingerprint
    marks: tuple[str, ...]

    def to_code(self) -> str:
        letters = "".join(_MARK_LETTERS[mark] for mark in self.marks)
        return f"{CODE_WORDS['result']}.{packed_text({'n': self.name, 's': self.sheet, 'm': letters})}"

    @classmethod
    def from_code(cls, code: Any, sheet: Sheet) -> Result:
        """The result a code holds, for ``sheet``; InvalidCode for a damaged code or one of another sheet."""
        data = _unpacked(code, "result")
        name, fingerprint, letters = data.get("n"), data.get("s"), data.get("m")
        marks = {letter: mark for mark, letter in _MARK_LETTERS.items()}
        if not isinstance(name, str) or not isinstance(letters, str) or not all(l in marks for l in letters):
            # Translators: a damaged result code
            raise _refused(i18n._("the result code is damaged: copy it again, whole"))
        if fingerprint != sheet.fingerprint() or len(letters) != len(sheet.exercises):
            # Translators: a result code of another sheet; {name}: the learner's name as typed; {title}: the
            # sheet's title as the teacher typed it
            raise _refused(i18n.say("this result ({name}) belongs to another sheet, not to “{title}”",
                                    name=echoed(name, 40), title=sheet.title))
        return cls(name, fingerprint, tuple(marks[letter] for letter in letters))


def results_of(sheet: Sheet, codes: Iterable[str]) -> tuple[list[Result], list[str]]:
    """The results among pasted codes (one a line) and, for each code refused, why (in plain words).  A code
    pasted twice (a learner who sent it twice) is read once."""
    results, refused, seen = [], [], {}
    for number, code in enumerate((code.strip() for code in codes if code.strip()), 1):
        if code in seen:
            # Translators: a result code pasted a second time is read once; {number}: which code (1, 2 ...);
            # {first}: the number of the same code pasted before
            refused.append(i18n.say("Code {number} is code {first} again: it is read once.", number=number,
                                    first=seen[code]))
            continue
        seen[code] = number
        try:
            results.append(Result.from_code(code, sheet))
        except InvalidPosition as error:
            # Translators: one of the pasted result codes is refused; {number}: which (1, 2 ...); {problem}: why
            refused.append(i18n.say("Code {number}: {problem}", number=number, problem=error.problems[0]))
    return results, refused


def right_first_time(sheet: Sheet, results: Sequence[Result]) -> list[int]:
    """For each exercise of the sheet, how many learners got it right first time."""
    return [sum(result.marks[index] == FIRST for result in results) for index in range(len(sheet.exercises))]
