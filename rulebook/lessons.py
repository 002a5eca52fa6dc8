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
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from rulebook.core import Game, IllegalMove, Move, learner_text

TARGETS, FIND, LEGAL, PREDICT = "targets", "find", "legal", "predict"
KINDS = (TARGETS, FIND, LEGAL, PREDICT)
FEEDBACK_LIMIT = 300
YES, NO = "Yes, it may", "No, it may not"
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


def is_rule(text: str) -> bool:
    """Whether an explanation states a rule (and is not an instruction where to click next)."""
    return bool(text.strip()) and not BOARD_INSTRUCTION.search(text)


def listed(items: Sequence[str], limit: int = FEEDBACK_LIMIT, lead: str = "", sep: str = "; ") -> str:
    """``lead`` and as many items as fit in ``limit`` characters, then how many more: a list is never cut
    in the middle of an item."""
    items = [str(item) for item in items]
    for shown in range(len(items), 0, -1):
        more = len(items) - shown
        text = lead + sep.join(items[:shown]) + (f"{sep}and {more} more" if more else "") + "."
        if len(text) <= limit:
            return text
    return lead + f"{len(items)} in all."


def fitted(text: str, limit: int = FEEDBACK_LIMIT) -> str:
    """A text of at most ``limit`` characters, shortened at a sentence or list boundary, never mid-word."""
    text = learner_text(text, 10 * limit + len(text))
    if len(text) <= limit:
        return text
    for boundary in (". ", "; ", ", "):
        cut = text.rfind(boundary, 0, limit - len(" and more."))
        if cut > limit // 3:
            return text[:cut] + (". " if boundary == ". " else "") + ("" if boundary == ". " else " and more.")
    return text[:text.rfind(" ", 0, limit - 1)] + "…"


@dataclass(frozen=True)
class Exercise:
    """One task on one position.  Only the fields of its ``kind`` are used (see the module's text)."""

    name: str
    game: type[Game]
    kind: str
    question: str                 # one or two plain sentences
    cite: str                     # the rulebook section it trains
    position: Callable[[], dict]
    start: tuple[str, ...] = ()                                # targets: the clicks that choose what moves
    goal: Callable[[dict, dict], bool] | None = None           # find: does a move reach the goal?
    goal_text: str = ""                                        # find: the goal in words ("bump a pawn")
    shown: str = ""                                            # legal: the move shown, as the game writes it
    shown_clicks: tuple[str, ...] = ()                         # legal: where the shown move is on the board
    shown_text: str = ""                                       # legal: the shown move in words
    predict: Callable[[Game], Prediction] | None = None        # predict: options and answer from the rules
    then: tuple[str, ...] = ()                                 # predict: moves to play to see what happens
    hint: str = ""                                             # a hint of the author's, between the rule and the answer
    ends: bool = False            # targets: the answers are where the moves end, not what is clicked next
    shown_path: tuple[str, ...] = ()                           # legal: the marked move's way, drawn as a line

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"An exercise is one of {', '.join(KINDS)}, not {self.kind!r}")

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
        return bool(self.goal(before, after))

    def _shown_move(self, game: Game) -> Move | None:
        """The shown move if it is legal: by its notation, or (without one) by the clicks that make it."""
        if not self.shown:
            return next((move for move in game.legal_moves() if move.made_by(self.shown_clicks)), None)
        try:
            return game.find_move(self.shown)
        except IllegalMove:
            return None

    def _why_shown_is_illegal(self, game: Game) -> str:
        reason = game.explain(self.shown or list(self.shown_clicks))
        if is_rule(reason):
            return reason
        return "no move of the rules is made this way: the clicks do not make a whole move."

    def _prediction(self, game: Game) -> Prediction:
        return self.predict(game)

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
            return False, "Not there: " + self._why_not(game, wrong[0])
        missing = len(right - chosen)
        if missing:
            if not chosen:
                return False, f"Nothing chosen yet: {len(right)} to find." if len(right) > 1 else "Nothing chosen yet."
            return False, (f"{len(chosen)} of {len(right)} found: {missing} more "
                           f"{'place' if self.ends else 'answer'}{'s' if missing > 1 else ''} to find.")
        return True, f"Right: all {len(right)}." if len(right) > 1 else "Right: that is the only one."

    def _why_not(self, game: Game, key: str) -> str:
        """The rule that keeps the move (beginning with ``start``) from ``key``."""
        tries = [[*self.start, key]]
        if self.ends:       # the piece the move takes, then the place: as a learner would try it
            tries = [[*self.start, piece, key] for piece in sorted(next_clicks(game.legal_moves(), self.start))
                     if piece != key] + tries
        for clicks in tries:
            reason = game.explain(clicks)
            if is_rule(reason):
                kept = without_the_answer(reason)
                if kept == reason.strip():
                    return reason
                return f"{kept} {self.hint or 'Follow the marked choice step by step from where it starts.'}"
        return ("no move that begins with the marked choice ends there." if self.ends
                else "no move begins so: the marked choice cannot be used there.")

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
            return True, f"Right: {move.label}."
        return False, f"{move.label}: that is allowed, but it does not {self.goal_text}."

    def _check_legal(self, game: Game, answer: Any) -> tuple[bool, str]:
        move = self._shown_move(game)
        said_yes = answer in (YES, True, "yes")
        verdict = (f"It may: {move.label}." if move is not None
                   else f"It may not: {self._why_shown_is_illegal(game)}")
        return said_yes == (move is not None), ("Right. " if said_yes == (move is not None) else "Not so. ") + verdict

    def _check_prediction(self, game: Game, answer: Any) -> tuple[bool, str]:
        prediction = self._prediction(game)
        if str(answer) == prediction.answer:
            return True, "Right: " + prediction.why
        return False, f"Not {answer}. {self._deciding_rule(game)}"

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
            reason = next((text for text in (self._why_not(game, key) for key in wrong[:3]) if is_rule(text)
                           and not text.startswith("no move")), "")
            reason = f"Where the move cannot go, a rule says why. For example: {reason}" if reason else ""
        elif self.kind == FIND:
            reason = f"The goal: {self.goal_text}. Weigh each allowed move against the rule of {self.cite}."
        if self.hint and not reason:
            reason = self.hint
        return reason or f"Apply the rule ({self.cite}) to the marked pieces, step by step."

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
                reason = game.explain(list(variant))
                if is_rule(reason):
                    return f"Weigh the marked move against the rule that refuses a move like it here: {reason}"
        return ""

    def _step(self, game: Game) -> str:
        """A step towards the answer on the board: how many there are and one of them, a count, a path."""
        answers = self.answers(game)
        author = f" {self.hint}" if self.hint and self.hint not in self._deciding_rule(game) else ""
        if self.kind == TARGETS:
            if len(answers) > 1:
                return f"{len(answers)} in all. One of them: {self._moves_to(game, answers[0])[0].label}.{author}"
            return f"There is only one.{author or ' Follow the marked choice step by step.'}"
        if self.kind == FIND:
            count, allowed = len(answers), len(game.legal_moves())
            return (f"{count} of the {allowed} moves allowed here do it." if count > 1
                    else f"Only one of the {allowed} moves allowed here does it." if allowed > 1
                    else "Only one move is allowed here: find it.") + author
        if self.kind == LEGAL:
            way = self.shown_path or self.shown_clicks
            return ("Follow the marked move on the board, step by step, and look for a rule that forbids it."
                    if way else "Try the move in your head, step by step, and look for a rule that forbids it.") + author
        if self.start:
            return f"Count the places where a move that begins with the marked choice ends.{author}"
        return (author.strip() or "Work it out from the rule, step by step, before you choose.")

    def _answer_text(self, game: Game) -> str:
        answers = self.answers(game)
        if self.kind == TARGETS:
            return listed([self._moves_to(game, key)[0].label for key in answers], lead="Here they are: ")
        if self.kind == FIND:
            return (f"For example: {game.find_move(answers[0]).label}." if answers
                    else f"No allowed move does it here: {self.goal_text} cannot be done.")
        if self.kind == LEGAL:
            return self._check_legal(game, answers[0] == YES)[1].replace("Right. ", "", 1)
        prediction = self._prediction(game)
        return f"It is {prediction.answer}. {prediction.why}"

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
    found: dict[str, Exercise] = {}
    for exercise in exercises:
        if exercise.name in found:
            raise ValueError(f"Two exercises are called {exercise.name!r}")
        found[exercise.name] = exercise
    return found


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
    if not move.path:
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
    mover = str(game.to_move).capitalize()
    keep = lambda: dict(position)
    cite = "the rules this game's notebooks teach"
    name = f"practice-{seed}"
    if kind in (TARGETS, PREDICT):
        starts = _starts(moves)
        if not starts:
            return None
        start, ends = chooser.choice(starts)
        if kind == TARGETS:
            return Exercise(name, rules, TARGETS,
                            f"{mover} to move, and the marked choice is made. Click every place where the move can "
                            "end, then press Check.", cite, keep, start=start, ends=True)
        count = len(ends)
        why = listed([next(move.label for move in moves if begins_with(move, start) and destination(move) == end)
                      for end in sorted(ends)], lead=f"{count} place{'s' if count > 1 else ''}: ")
        return Exercise(name, rules, PREDICT,
                        f"{mover} to move, and the marked choice is made. In how many places can the move end?",
                        cite, keep, start=start, ends=True, shown_clicks=start,
                        predict=lambda _game: Prediction(number_options(count), str(count), why))
    if kind == LEGAL:
        shown = _legal_or_not(game, moves, chooser)
        if shown is None:
            return _one_click_question(rules, keep, game, moves, chooser, name, mover, cite) if any_move else None
        clicks, move = shown
        return Exercise(name, rules, LEGAL, f"{mover} to move. May {mover} make the marked move?", cite, keep,
                        shown_clicks=clicks, shown_path=way_of(clicks, move))
    return None


def _one_click_question(rules, keep, game, moves, chooser, name, mover, cite) -> Exercise | None:
    """The last resort, where nothing else can be asked: may this move be played?"""
    if not moves:
        return None
    move = chooser.choice(moves)
    return Exercise(name, rules, LEGAL, f"{mover} to move. May {mover} make the marked move?", cite, keep,
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
