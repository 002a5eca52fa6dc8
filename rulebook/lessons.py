"""Exercises: a task on a board, answered with clicks or a choice, checked by the game's own rules (issue 21).

An :class:`Exercise` is a value like :class:`~rulebook.core.Move`: one per task, the same for every game.
Each game lists its exercises in ``rulebook.<game>.EXERCISES`` (name → Exercise).  Nothing an exercise
accepts is typed in by hand: the right answers are computed from the position with the rules —

- **targets**: "click every place this piece may reach": after the clicks ``start`` (a card, a pawn),
  the answers are the next clicks of the legal moves that begin so;
- **find**: "find a move that …": the goal is a test of the position before and after a move
  (``goal(before, after)`` on the positions as the game writes them); every legal move meeting it counts;
- **legal**: "may this move be played?" for the move ``shown`` (it may be illegal): yes or no, as
  ``legal_moves()`` says;
- **predict**: "what happens?": ``predict(game)`` computes the options and the right one from the rules
  (points, a landing place, a chance).

``check(answer)`` gives :class:`Feedback` in a learner's words, at most 300 characters: for a wrong answer
what it does instead and which rule says no (for a refused move, the rules' own ``explain``).
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
            later = {click for move in game.legal_moves() for click in move.clicks[1:]}
            return tuple(sorted((later | set(self.answers(game))) - set(self.start)))
        if self.kind == FIND:
            return tuple(move.notation for move in game.legal_moves())
        if self.kind == LEGAL:
            return (YES, NO)
        return self._prediction(game).options

    def answers(self, game: Game | None = None) -> tuple[str, ...]:
        """The right answers, computed from the rules for the position."""
        game = game or self.new_game()
        if self.kind == TARGETS:
            reach = len(self.start)
            return tuple(sorted({move.clicks[reach] for move in game.legal_moves()
                                 if move.clicks[:reach] == self.start and len(move.clicks) > reach}))
        if self.kind == FIND:
            return tuple(move.notation for move in self.moves_meeting_the_goal(game))
        if self.kind == LEGAL:
            return (YES,) if self._shown_move(game) is not None else (NO,)
        return (self._prediction(game).answer,)

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
        return game.explain(self.shown or list(self.shown_clicks))

    def _prediction(self, game: Game) -> Prediction:
        return self.predict(game)

    # --------------------------------------------------------------- checking
    def check(self, answer: Any, game: Game | None = None) -> Feedback:
        """Right or wrong, and why (for a wrong answer: what it does instead and the rule that says no)."""
        game = game or self.new_game()
        checks = {TARGETS: self._check_targets, FIND: self._check_find, LEGAL: self._check_legal,
                  PREDICT: self._check_prediction}
        right, text = checks[self.kind](game, answer)
        return Feedback(right, learner_text(text, FEEDBACK_LIMIT))

    def _check_targets(self, game: Game, answer: Any) -> tuple[bool, str]:
        chosen = {str(key) for key in answer} if isinstance(answer, (list, tuple, set, frozenset)) else {str(answer)}
        right = set(self.answers(game))
        wrong = sorted(chosen - right)
        if wrong:
            return False, "Not there: " + game.explain([*self.start, wrong[0]])
        missing = sorted(right - chosen)
        if missing:
            found = f"{len(chosen & right)} of {len(right)} found. " if chosen else ""
            return False, f"{found}One more place can be reached: {self._move_to(game, missing[0]).label}."
        return True, f"Right: all {len(right)}." if len(right) > 1 else "Right: that is the only one."

    def _move_to(self, game: Game, key: str) -> Move:
        reach = len(self.start)
        return next(move for move in game.legal_moves()
                    if move.clicks[:reach] == self.start and len(move.clicks) > reach and move.clicks[reach] == key)

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
                   else f"It may not. {self._why_shown_is_illegal(game)}")
        return said_yes == (move is not None), ("Right. " if said_yes == (move is not None) else "Not so. ") + verdict

    def _check_prediction(self, game: Game, answer: Any) -> tuple[bool, str]:
        prediction = self._prediction(game)
        right = str(answer) == prediction.answer
        return right, ("Right: " if right else f"Not {answer}: it is {prediction.answer}. ") + prediction.why

    # ------------------------------------------------------------------ hints
    def hints(self, game: Game | None = None) -> tuple[str, ...]:
        """Graded hints: the rule to read, the author's hint (or how many answers there are), the answer."""
        game = game or self.new_game()
        answers = self.answers(game)
        first = f"Read the rule again: {self.cite}."
        if self.kind == TARGETS:
            second = self.hint or (f"There are {len(answers)} places to find." if len(answers) > 1
                                   else "There is only one place.")
            last = "Here they are: " + "; ".join(self._move_to(game, key).label for key in answers)
        elif self.kind == FIND:
            count = len(answers)
            allowed = len(game.legal_moves())
            second = self.hint or (f"{count} of the {allowed} moves allowed here do it." if count > 1
                                   else f"Only one of the {allowed} moves allowed here does it." if allowed > 1
                                   else "Only one move is allowed here: find it.")
            last = f"For example: {game.find_move(answers[0]).label}."
        elif self.kind == LEGAL:
            second = self.hint or "Try the move in your head, step by step, and look for a rule that forbids it."
            last = self._check_legal(game, answers[0] == YES)[1].replace("Right. ", "", 1)
        else:
            prediction = self._prediction(game)
            second = self.hint or "Work it out from the rule, step by step, before you choose."
            last = f"It is {prediction.answer}. {prediction.why}"
        return tuple(learner_text(text, FEEDBACK_LIMIT) for text in (first, second, last))

    def answer_marks(self, game: Game | None = None) -> tuple[str, ...]:
        """What "Show me" marks on the board: the places, the clicks of a right move, the shown move."""
        game = game or self.new_game()
        answers = self.answers(game)
        if self.kind == TARGETS:
            return answers
        if self.kind == FIND:
            return game.find_move(answers[0]).clicks
        return self.shown_clicks


def exercises_of(module: Any) -> dict[str, Exercise]:
    """A game module's exercises (empty for a game that has none yet)."""
    return dict(getattr(module, "EXERCISES", {}))


def check_all(exercises: Iterable[Exercise]) -> list[str]:
    """Problems with a set of exercises (for tests and authors): no answer, answers outside the choices."""
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


# ---------------------------------------------------------------- practice without end (issue 21, point 4)
PRACTICE_KINDS = (TARGETS, LEGAL, PREDICT)


def practice(rules: type[Game], new_game: Callable[[int], Game], seed: int,
             kinds: Sequence[str] = PRACTICE_KINDS, prefer: str | None = None) -> Exercise:
    """A fresh exercise from a position of a real game: ``new_game(seed)`` played on at random (seeded) for
    a few moves, then a question about it of one of ``kinds`` (the first that fits the position, in an order
    drawn from the seed, ``prefer`` first): where can the marked move end, may the marked move be played, in
    how many places can it end."""
    import random

    chooser = random.Random(seed)
    game = new_game(seed)
    for _ in range(chooser.randrange(4, 40)):
        if game.is_chance_point():
            game.resolve_chance()
            continue
        moves = game.legal_moves()
        if not moves:
            break
        game.play(chooser.choice(moves))
        if game.outcome is not None:      # an exercise needs a decision to come: stop just before the end
            game.undo()
            break
    while game.is_chance_point():
        game.resolve_chance()
    position = game.position()
    for kind in kinds_in_order(kinds, chooser, prefer):
        made = _practice_exercise(rules, position, game, kind, chooser, seed)
        if made is not None:
            return made
    return _practice_exercise(rules, position, game, LEGAL, chooser, seed, any_move=True)


def kinds_in_order(kinds: Iterable[str], chooser: Any, prefer: str | None = None) -> list[str]:
    """The kinds of exercise to try, in an order drawn by ``chooser``, ``prefer`` first (a kind the learner got
    wrong comes back sooner)."""
    order = list(kinds)
    chooser.shuffle(order)
    if prefer in order:
        order.remove(prefer)
        order.insert(0, prefer)
    return order


def _reach(game: Game, start: tuple[str, ...]) -> set[str]:
    return {move.clicks[len(start)] for move in game.legal_moves()
            if move.clicks[:len(start)] == start and len(move.clicks) > len(start)}


def _practice_exercise(rules, position, game, kind, chooser, seed, any_move: bool = False) -> Exercise | None:
    moves = [move for move in game.legal_moves() if len(move.clicks) >= 2]
    if not moves and not any_move:
        return None
    mover = str(game.to_move).capitalize()
    keep = lambda: dict(position)
    cite = "the rules this game's notebooks teach"
    if kind in (TARGETS, PREDICT):
        # the longest choices made before the last click (a card and a piece, or a piece): the last click is
        # then the place the move ends on
        starts = sorted({move.clicks[:-1] for move in moves if len(_reach(game, move.clicks[:-1])) >= 2})
        longest = max((len(start) for start in starts), default=0)
        starts = [start for start in starts if len(start) == longest]
        if not starts:
            return None
        start = chooser.choice(starts)
        if kind == TARGETS:
            return Exercise(f"practice-{seed}", rules, TARGETS,
                            f"{mover} to move, and the marked choice is made. Click every place where the move can "
                            "end, then press Check.", cite, keep, start=start)
        count = len(_reach(game, start))
        return Exercise(f"practice-{seed}", rules, PREDICT,
                        f"{mover} to move, and the marked choice is made. In how many places can the move end?",
                        cite, keep,
                        shown_clicks=start, predict=lambda _game: Prediction(
                            number_options(count), str(count),
                            f"{count} places: " + "; ".join(sorted(m.label for m in game.legal_moves()
                                                                   if m.clicks[:len(start)] == start))))
    every = game.legal_moves()
    if not every:
        return None
    move = chooser.choice(moves or every)
    clicks = move.clicks
    if len(clicks) >= 2 and chooser.random() < 0.5:    # half the time a place the move cannot go to
        wrong = sorted({click for other in game.legal_moves() for click in other.clicks[1:]} - _reach(game, clicks[:-1])
                       - set(clicks))
        if wrong:
            clicks = (*clicks[:-1], chooser.choice(wrong))
    return Exercise(f"practice-{seed}", rules, LEGAL, f"{mover} to move. May {mover} make the marked move?", cite,
                    keep, shown_clicks=tuple(clicks))


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
