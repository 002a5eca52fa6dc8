"""Exercises as data, sent as codes; sheets and a class's results without a server (issue 33, points 1, 3, 4)."""

import json
import re

import pytest

from rulebook import hit, hokito, horse_race, le_dernier_peuple, lessons, partners
from rulebook.core import InvalidPosition, packed_text
from rulebook.lessons import Exercise, InvalidCode, Result, Sheet

GAMES = {"hit": hit, "partners": partners, "hokito": hokito, "horse-race": horse_race,
         "le-dernier-peuple": le_dernier_peuple}
FIXED = [(game, name) for game, module in GAMES.items() for name in lessons.exercises_of(module)]
URL_SAFE = re.compile(r"^[A-Za-z0-9_.-]+$")
#: the words of a text a learner should never see
ENGINE_WORDS = re.compile(r"Traceback|Error\b|\bNone\b|\{'|\[\]|KeyError|\\x")


def same_for_a_learner(first: Exercise, second: Exercise) -> None:
    """The question, choices, answers, hints and the feedback to every choice are the same."""
    one, two = first.new_game(), second.new_game()
    assert first.question == second.question and first.kind == second.kind
    assert first.choices(one) == second.choices(two)
    assert first.answers(one) == second.answers(two)
    assert first.hints(one) == second.hints(two)
    for choice in first.choices(one)[:6]:
        assert first.check(choice, one) == second.check(choice, two)


@pytest.mark.parametrize(("game", "name"), FIXED, ids=[f"{game}/{name}" for game, name in FIXED])
def test_every_fixed_exercise_round_trips_by_name_and_as_whole_data(game, name):
    exercise = lessons.exercises_of(GAMES[game])[name]
    short, whole = exercise.to_code(), exercise.to_code(whole=True)
    assert URL_SAFE.match(short) and URL_SAFE.match(whole)
    assert len(short) < 100 < len(whole)          # by name: the texts follow the learner's language
    assert Exercise.from_code(short) is exercise
    same_for_a_learner(exercise, Exercise.from_code(whole))


@pytest.mark.parametrize("game", GAMES)
def test_practice_seeds_0_to_199_round_trip(game):
    module = GAMES[game]
    for seed in range(200):
        exercise = module.practice(seed)
        data = lessons.exercise_data(exercise, whole=True)
        assert "answers" not in json.dumps(data) and "p" in data     # the position, never the answers
        again = lessons.exercise_of_data(json.loads(json.dumps(data)))
        first, second = exercise.new_game(), again.new_game()
        assert (exercise.question, exercise.choices(first), exercise.answers(first)) == \
            (again.question, again.choices(second), again.answers(second)), seed
        assert exercise.check(exercise.choices(first)[0], first) == again.check(again.choices(second)[0], second)
    code = module.practice(7).to_code()
    assert URL_SAFE.match(code) and len(code) < 60 and Exercise.from_code(code) == module.practice(7)


def test_exercises_are_plain_data_goals_and_predictions_chosen_by_name():
    for game, module in GAMES.items():
        goals, predictions = (lessons.declared(module.Game, which) for which in (lessons.GOALS_OF,
                                                                                 lessons.PREDICTIONS_OF))
        assert goals and predictions, game
        assert all(entry.words and not entry.words[0].isupper() or entry.words[0] in "BR" for entry in goals.values())
        for exercise in lessons.exercises_of(module).values():
            json.dumps(lessons.exercise_data(exercise, whole=True))          # nothing but plain data
            assert not exercise.goal or exercise.goal[0] in goals
            assert not exercise.predict or exercise.predict[0] in predictions
            assert not any(callable(value) for value in vars(exercise).values() if value is not exercise.game)


def a_teachers_exercise() -> Exercise:
    """A teacher's own: a targets question on a notebook's position, in their words."""
    return Exercise("mine", hit.Game, lessons.TARGETS, "Wohin kann Rot mit der 1 bis 5 ziehen?", "", hit.exercises.moving(),
                    start=("hand:2", "figure:red-1"), hint="Zähl die Felder!")


def test_a_teachers_question_and_hint_stay_as_typed_and_the_answers_are_computed_when_opened():
    mine = a_teachers_exercise()
    code = mine.to_code()
    assert "Wohin" not in code and URL_SAFE.match(code)          # packed, safe in a link
    opened = Exercise.from_code(code)
    assert opened.question == mine.question and opened.hint == mine.hint
    same_for_a_learner(mine, opened)
    assert opened.answers() == lessons.exercises_of(hit)["moving-choose"].answers()


@pytest.mark.parametrize("code", ["", "hello", "ex.", "ex.AAAA", "ex.!!!!", "sheet.abc", "result.abc", 42, None,
                                  "hit.eJyrVkrOz0vOTE", "ex." + "A" * 5000])
def test_junk_codes_are_refused_in_plain_words(code):
    with pytest.raises(InvalidPosition) as refused:
        Exercise.from_code(code)
    assert isinstance(refused.value, InvalidCode) and not ENGINE_WORDS.search(str(refused.value))


def test_truncated_damaged_and_foreign_codes_are_refused_in_plain_words():
    code = a_teachers_exercise().to_code()
    position_code = hit.new_game(seed=1).position_code()
    damaged = code[:20] + ("A" if code[20] != "A" else "B") + code[21:]
    foreign = {"g": "chess", "k": "targets", "p": {}}
    bad_goal = {**lessons.exercise_data(lessons.exercises_of(hit)["end-win"], whole=True), "go": ["checkmate"]}
    bad_move = {**lessons.exercise_data(lessons.exercises_of(hit)["hit-plain"], whole=True),
                "pr": ["landing", "play 9:fwd5 red-1"]}
    bad_position = {**lessons.exercise_data(a_teachers_exercise(), whole=True), "p": {"to_move": "purple"}}
    cases = {code[:-6]: "damaged or cut short", damaged: "damaged or cut short", position_code: "position code",
             Sheet("t", [a_teachers_exercise()]).to_code(): "sheet code",
             "ex." + packed_text(foreign, lessons.COMMON_TEXT): "no game of this rulebook",
             "ex." + packed_text(bad_goal, lessons.COMMON_TEXT): "no goal called",
             "ex." + packed_text(bad_move, lessons.COMMON_TEXT): "does not fit its position",
             "ex." + packed_text(bad_position, lessons.COMMON_TEXT): "",
             "ex." + packed_text({"g": "hit", "n": "no-such"}, lessons.COMMON_TEXT): "no exercise called"}
    for bad, words in cases.items():
        with pytest.raises(InvalidPosition) as refused:
            Exercise.from_code(bad)
        assert words in str(refused.value) and not ENGINE_WORDS.search(str(refused.value)), (words, str(refused.value))


def ten_for_tuesday() -> Sheet:
    """A sheet of ten of a teacher's own: positions of two games' notebooks, asked in the teacher's words."""
    chosen = [lessons.exercises_of(hit)[name] for name in ("moving-choose", "barrier-exact", "hit-plain",
                                                          "buy-too-dear", "end-win")]
    chosen += [lessons.exercises_of(hokito)[name] for name in ("single-reach", "path-legal", "stack-find",
                                                              "stack-score", "path-reach")]
    own = [Exercise(f"mine-{number}", task.game, task.kind, f"Frage {number}: {task.question}", "",
                    task.setup, start=task.start, goal=task.goal, shown=task.shown, shown_clicks=task.shown_clicks,
                    predict=task.predict, then=task.then, hint="Denk an die Regel.")
           for number, task in enumerate(chosen, 1)]
    return Sheet("Dienstag: HIT und HOKITO", own)


def test_a_sheet_of_ten_fits_a_link_of_2000_characters_and_round_trips():
    sheet = ten_for_tuesday()
    code = sheet.to_code()
    link = f"https://example.org/rulebook/lab/index.html?path=sheet.ipynb&sheet={code}"
    print(f"a sheet of ten own exercises: {len(code)} characters, its link {len(link)}")
    assert URL_SAFE.match(code) and len(link) <= 2000
    again = Sheet.from_code(link)                      # the whole link pasted works too
    assert again.title == sheet.title and len(again.exercises) == 10
    for first, second in zip(sheet.exercises, again.exercises):
        same_for_a_learner(first, second)
    practice = Sheet("Practice", [GAMES[game].practice(seed) for seed, game in enumerate(list(GAMES) * 2)])
    assert len(practice.to_code()) < 300 and Sheet.from_code(practice.to_code()) == practice


def test_a_result_belongs_to_its_sheet_and_says_what_each_exercise_got():
    sheet = ten_for_tuesday()
    marks = (lessons.FIRST, lessons.LATER, lessons.SHOWN, lessons.NOT_TRIED, lessons.TRIED) * 2
    result = Result("Zoé Müller", sheet.fingerprint(), marks)
    code = result.to_code()
    assert URL_SAFE.match(code) and len(code) < 120
    assert Result.from_code(code, sheet) == result
    other = Sheet("Another", sheet.exercises[:9])
    with pytest.raises(InvalidCode, match="belongs to another sheet"):
        Result.from_code(code, other)
    with pytest.raises(InvalidCode, match="damaged or cut short"):
        Result.from_code(code[:-4], sheet)
    with pytest.raises(InvalidCode, match="not a result code"):
        Result.from_code(sheet.to_code(), sheet)
    found, refused = lessons.results_of(sheet, [code, "", code[:-4], Result("B", sheet.fingerprint(),
                                                                            (lessons.FIRST,) * 10).to_code()])
    assert [r.name for r in found] == ["Zoé Müller", "B"] and len(refused) == 1 and "Code 2" in refused[0]
    assert lessons.right_first_time(sheet, found) == [2, 1, 1, 1, 1, 2, 1, 1, 1, 1]


@pytest.mark.parametrize(("events", "mark"), [
    ((), lessons.NOT_TRIED), (("right",), lessons.FIRST), (("wrong", "right"), lessons.LATER),
    (("hint", "right"), lessons.LATER), (("shown", "right"), lessons.SHOWN), (("wrong",), lessons.TRIED),
    (("hint", "shown"), lessons.SHOWN), (("right", "shown"), lessons.FIRST)])
def test_what_a_result_says_of_an_exercise(events, mark):
    assert lessons.mark_of(events) == mark


def test_a_teacher_makes_an_exercise_of_each_kind_on_a_board_and_sees_it_as_a_learner_will():
    from widgets.hokito import HokitoBoard

    board = HokitoBoard(game=hokito.new_game(seed=1))
    made = {
        lessons.TARGETS: board.make_exercise(lessons.TARGETS, ("square:e2",)),
        lessons.LEGAL: board.make_exercise(lessons.LEGAL, ("square:b2", "square:c3"), hint="Diagonal?"),
        lessons.FIND: board.make_exercise(lessons.FIND, named=("higher-stack",)),
        lessons.PREDICT: board.make_exercise(lessons.PREDICT, named=("points", "black"),
                                             question="Wie viele Punkte hat Schwarz?"),
    }
    assert board.lesson["question"] == "Wie viele Punkte hat Schwarz?" and board.lesson["choices"]
    for kind, code in made.items():
        opened = Exercise.from_code(code)
        assert opened.kind == kind and opened.answers() and URL_SAFE.match(code) and len(code) < 400
    assert "Find a move to build a stack higher" in Exercise.from_code(made[lessons.FIND]).question
    assert Exercise.from_code(made[lessons.LEGAL]).answers() == (lessons.NO,)
    assert set(lessons.menu(hokito.Game)["goals"]) >= {"end-game", "higher-stack"}
    before = board.lesson
    with pytest.raises(InvalidCode, match="cannot be made"):
        board.make_exercise(lessons.TARGETS, ("square:zz",))
    assert board.lesson == before and "cannot be made" in board.message
    with pytest.raises(InvalidCode, match="choose a goal"):
        board.make_exercise(lessons.FIND)
