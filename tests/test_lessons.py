"""Issue 21: exercises checked by the rules — one contract for every exercise of every game.

For each exercise: the right answers are a non-empty part of the answers a learner can give; every right
answer is accepted; every other one is refused with feedback in a learner's words (at most 300
characters, no engine words); find and targets answers are exactly what ``legal_moves()`` gives, recomputed
here from every way each move can be clicked (issue 30); hints begin with a rule, not a heading to re-read, and
end with the answer; and the exercise opens on its game's board with its question.
"""

from __future__ import annotations

import re

import pytest

from rulebook import hit, hokito, horse_race, lessons, partners
from rulebook import le_dernier_peuple as ldp
from rulebook.lessons import FIND, LEGAL, NO, PREDICT, TARGETS, YES
from widgets import DernierPeupleBoard, HokitoBoard, HorseRaceBoard, PartnersBoard
from widgets.hit import HitBoard

GAMES = {"hokito": (hokito, HokitoBoard), "hit": (hit, HitBoard), "partners": (partners, PartnersBoard),
         "le-dernier-peuple": (ldp, DernierPeupleBoard), "horse-race": (horse_race, HorseRaceBoard)}
ALL = [(game, name) for game, (module, _board) in GAMES.items() for name in lessons.exercises_of(module)]
#: what feedback must not show: click keys, pieces' ids, Python's spelling
ENGINE = re.compile(r"\b[a-z]+:[a-z0-9]|\b(red|blue|green|yellow|purple|orange)-\d|\bNone\b|\(\)|\[|\{")


def exercise(game: str, name: str) -> lessons.Exercise:
    return lessons.exercises_of(GAMES[game][0])[name]


def cut_short(text: str) -> bool:
    """Cut at the length limit or mid-word (an author's "8, 10 …" meaning "and so on" is not)."""
    return text.endswith("…") and (len(text) >= lessons.FEEDBACK_LIMIT - 1 or text[-2:-1].isalnum())


def assert_learner_feedback(feedback: lessons.Feedback) -> None:
    assert feedback.text and len(feedback.text) <= lessons.FEEDBACK_LIMIT, feedback.text
    assert not ENGINE.search(feedback.text), feedback.text


@pytest.mark.parametrize(("game", "name"), ALL)
def test_every_answer_of_every_exercise_is_judged_by_the_rules(game, name):
    task = exercise(game, name)
    play = task.new_game()
    answers, choices = task.answers(play), task.choices(play)
    assert answers and set(answers) <= set(choices), (answers, choices)
    assert task.question and task.cite and len(task.question) <= 300
    if task.kind == TARGETS:
        reach = len(task.start)
        ways = [(m, way) for m in play.legal_moves() for way in (m.clicks, *m.other_clicks) if way[:reach] == task.start]
        assert set(answers) == ({m.path[-1] for m, _way in ways} if task.ends
                                else {way[reach] for _m, way in ways if len(way) > reach})
        right = task.check(list(answers), play)
        assert right.right, right.text
        for choice in choices:
            if choice not in answers:
                wrong = task.check([*answers, choice], play)
                assert not wrong.right
                assert_learner_feedback(wrong)
        if len(answers) > 1:
            assert not task.check(list(answers[1:]), play).right     # one place left out
    elif task.kind == FIND:
        before = play.position()
        meeting = [m.notation for m in play.legal_moves()
                   if task.meets_goal(before, play.state_to_position(play.apply(play.state, m)))]
        assert list(answers) == meeting
        for choice in choices:
            feedback = task.check(choice, play)
            assert feedback.right == (choice in answers), (choice, feedback)
            assert_learner_feedback(feedback)
    elif task.kind == LEGAL:
        legal = task.shown in {m.notation for m in play.legal_moves()}
        assert answers == ((YES,) if legal else (NO,))
        for choice in choices:
            feedback = task.check(choice, play)
            assert feedback.right == (choice in answers)
            assert_learner_feedback(feedback)
        if not legal:       # the rules' own reason is said
            assert play.explain(task.shown)[:40] in task.check(NO, play).text
    else:
        assert task.kind == PREDICT and len(answers) == 1
        for choice in choices:
            feedback = task.check(choice, play)
            assert feedback.right == (choice == answers[0])
            assert_learner_feedback(feedback)
            if not feedback.right:       # a wrong answer is told the rule, not given the answer (issue 30)
                assert f"it is {answers[0]}" not in feedback.text.lower(), feedback.text
    hints = task.hints(play)
    assert len(hints) >= 3 and all(len(hint) <= lessons.FEEDBACK_LIMIT for hint in hints)
    assert all(not ENGINE.search(hint) for hint in hints), hints
    assert not hints[0].startswith("Read the rule again"), hints[0]       # a rule, not a heading (issue 30)
    assert hints[0] != hints[-1] and not any(cut_short(hint) for hint in hints), hints


@pytest.mark.parametrize(("game", "name"), ALL)
def test_every_exercise_opens_on_its_board_with_its_question(game, name):
    board = GAMES[game][1].exercise(name)
    assert board.lesson["question"] == exercise(game, name).question
    assert board.show_hints is False           # the rules' highlighting is off until a hint is asked for
    assert board.game.position() == exercise(game, name).new_game().position()


def test_every_game_has_exercises_of_at_least_three_kinds():
    for game, (module, _board) in GAMES.items():
        kinds = {task.kind for task in lessons.exercises_of(module).values()}
        assert len(kinds) >= 3, (game, kinds)


def test_a_junk_lesson_message_changes_nothing_and_says_so():
    board = HokitoBoard.exercise("stack-score")
    before = (board.game.position(), dict(board.lesson))
    for junk in ({"type": "lesson", "action": "explode"}, {"type": "lesson", "action": "choose", "choice": "999"},
                 {"type": "lesson", "action": "choose"}, {"type": "lesson"}):
        board.handle_message({**junk, "revision": board.revision})
        assert (board.game.position(), dict(board.lesson)) == before
        assert "nothing was changed" in board.message
    board.handle_message({"type": "computer", "revision": board.revision})
    assert (board.game.position(), dict(board.lesson)) == before and "computer does not play" in board.message
    board.handle_message({"type": "open", "code": HokitoBoard().game.position_code(), "revision": board.revision})
    assert (board.game.position(), dict(board.lesson)) == before and "position stays" in board.message
    plain = HokitoBoard()
    plain.handle_message({"type": "lesson", "action": "hint", "revision": plain.revision})
    assert plain.lesson == {} and "nothing was changed" in plain.message


def test_the_hokito_score_prediction_agrees_with_the_rules():
    task = exercise("hokito", "stack-score")
    play = task.new_game()
    play.play("d4-d6")
    assert task.answers()[0] == str(hokito.scores(play.state)["black"])


PRACTISED = [game for game, (module, _board) in GAMES.items() if hasattr(module, "practice")]


@pytest.mark.parametrize("game", PRACTISED)
def test_practice_makes_valid_exercises_of_three_kinds_from_real_games(game):
    """Issue 21 point 4: ``practice(seed)`` for 200 seeds gives valid exercises of at least three kinds of
    question (a kind of exercise, and for predictions what is predicted: the horse race asks no "may it be
    played?", since all its decisions are always allowed, but predicts a landing and what the dice may show)."""
    module = GAMES[game][0]
    made = [module.practice(seed) for seed in range(200)]
    assert lessons.check_all(made) == []
    assert len({(task.kind, task.predict[0] if task.predict else "") for task in made}) >= 3
    for task in made[:40]:
        play = task.new_game()
        for choice in task.choices(play)[:6]:
            answer = [*task.answers(play), choice] if task.kind == TARGETS else choice
            assert_learner_feedback(task.check(answer, play))


def test_a_practice_board_asks_again_the_kind_a_learner_got_wrong():
    board = HokitoBoard.practice(0)
    assert board.lesson["practice"]
    for _ in range(6):       # answer every exercise wrongly: the kind with most mistakes is asked first
        lesson = board.lesson
        wrong = next((c for c in lesson["choices"] if c not in board._exercise.answers()), None)
        if lesson["kind"] == TARGETS:
            board.handle_message({"type": "lesson", "action": "check", "revision": board.revision})
        elif wrong is not None:
            board.handle_message({"type": "lesson", "action": "choose", "choice": wrong, "revision": board.revision})
        board.handle_message({"type": "lesson", "action": "next", "revision": board.revision})
    assert board.lesson["kind"] == max(board._mistakes, key=board._mistakes.get)


def test_the_sections_file_follows_the_notebooks():
    """rulebook/data/sections.json (read where the notebooks are not at hand, as in the static site) says which
    notebook asks which exercises; UPDATE_GOLDEN=1 writes it anew from the notebooks."""
    import json
    import os
    from pathlib import Path

    found = lessons.sections_from_notebooks(Path(__file__).parent.parent / "notebooks")
    if os.environ.get("UPDATE_GOLDEN"):
        lessons.SECTIONS_FILE.write_text(json.dumps(found, indent=1, ensure_ascii=False) + "\n", "utf-8")
    assert lessons.sections() == found
    for game, (module, _board) in GAMES.items():
        asked = [name for _title, names in found[game] for name in names]
        assert sorted(asked) == sorted(lessons.exercises_of(module)), game      # each exercise asked once


def test_progress_counts_every_exercise_of_every_game_and_of_a_notebook():
    from widgets import course_progress, notebook_progress

    course = course_progress().progress
    assert [group["name"] for group in course["groups"]] == ["HIT", "HOKITO", "Horse race", "Le Dernier Peuple",
                                                            "Partners"]
    counted = {group["name"]: sum(len(ids) for _title, ids in group["sections"]) for group in course["groups"]}
    assert counted["HOKITO"] == len(hokito.EXERCISES) and counted["Partners"] == len(partners.EXERCISES)
    board = HokitoBoard.exercise("single-legal")
    ids = notebook_progress("hokito", ["single-reach", "single-legal"]).progress["groups"][0]["sections"][0][1]
    assert board.lesson["id"] in ids
