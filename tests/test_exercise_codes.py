"""Exercises as data, sent as codes; sheets and a class's results without a server (issue 33, points 1, 3, 4)."""

import json
import random
import re

import pytest

from rulebook import hit, hokito, horse_race, le_dernier_peuple, lessons, partners
from rulebook.core import InvalidPosition, RandomPlayer, packed_text, play_out
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
             "ex." + packed_text(foreign): "no game of this rulebook",
             "ex." + packed_text(bad_goal): "no goal called",
             "ex." + packed_text(bad_move): "does not fit its position",
             "ex." + packed_text(bad_position): "",
             "ex." + packed_text({"g": "hit", "n": "no-such"}): "no exercise called"}
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


def midgame(module, seed: int, **start):
    """A position 40 moves into a seeded random game that lasts longer (HOKITO's random games end after 23 to
    32 moves: 20 moves into one)."""
    moves = 20 if module is hokito else 40
    game = play_out(module.new_game(seed=seed, **start), RandomPlayer(seed), max_moves=moves)
    return game if game.outcome is None and game.legal_moves() else midgame(module, seed + 1000, **start)


def made_by_a_teacher(game, number: int) -> Exercise:
    """A teacher's exercise on the board: "where can it go?" on a piece or card that moves, or "may it be
    played?" on a move; every third asked and hinted in the teacher's own words."""
    chooser = random.Random(number)
    typed = {"question": f"Frage {number}: wohin?", "hint": f"Tipp {number}: zähl nach."} if number % 3 == 0 else {}
    kinds = [lessons.TARGETS, lessons.LEGAL][::1 if number % 2 else -1]
    for kind in kinds:
        for move in chooser.sample(game.legal_moves(), len(game.legal_moves())):
            clicks = lessons.click_ways(move)[0] if lessons.click_ways(move) else ()
            marked = clicks[:1] if kind == lessons.TARGETS else clicks
            try:
                return lessons.made_on_board(game, kind, marked, **typed)
            except InvalidCode:
                continue
    raise AssertionError("no move to ask about")


SHEETS_OF_TEN = {**{name: (GAMES[name], {}) for name in GAMES if name != "hit"},
                 "hit, 4 players": (hit, {"players": 4}), "hit, 2 players": (hit, {"players": 2})}


@pytest.mark.parametrize("name", [*SHEETS_OF_TEN, "two of each game"])
def test_a_sheet_of_ten_teachers_exercises_on_positions_of_random_games_fits_2000_characters(name):
    if name == "two of each game":
        games = [midgame(module, seed) for seed in range(2) for module in GAMES.values()]
    else:
        module, start = SHEETS_OF_TEN[name]
        games = [midgame(module, seed, **start) for seed in range(10)]
    sheet = Sheet("Révision de mardi", [made_by_a_teacher(game, number) for number, game in enumerate(games)])
    link = f"https://example.org/rulebook/lab/index.html?path=sheet.ipynb&sheet={sheet.to_code()}"
    print(f"{name}: a sheet of ten, its link {len(link)} characters")
    assert URL_SAFE.match(sheet.to_code()) and len(link) <= 2000
    again = Sheet.from_code(link)
    assert again == sheet                         # exactly: positions, marks, texts
    assert [exercise.setup for exercise in again.exercises] == [game.position() for game in games]
    same_for_a_learner(sheet.exercises[0], again.exercises[0])


#: codes of session 12 (JSON compressed by zlib): still opened
OLD_CODES = {
    "exercise": "ex.yFR4-QhTU9BdVssOwjAM-"
                  "5WJD0B7iQMXPgMJcWnTZKAhTau2Ez9Pk47VcHOryHW61N77wDbWgz3P8blMenlpcbuvdc3948XHtDPqB3Jx4EVzeAtbe4Z2wJ9ZZ"
                  "ndsAX_dUXFfnGxz0FwDruabUu8zj9X7DjDweODxwEOgh4CHQA8BDwEPnQoOoCe0gEHPbvKK0fzRuUEPAw93sA88DHoYeKQp5wr0J"
                  "cAj0JeAHtn7-jE9G38N4TktrlP68a-Ci1JxvOigWpLOq4t8Zg2JD7iEkCE",
    "position": "hokito.ZW542k2PwQrCMBAF_2XPvaRpe8iviEh2k1xUCiJ6KP13cQvN3IbwmMxuomt-FUmb5CDpIhrlOkgewdF5dJ7-"
                  "_A3Os_OxWZx9o6Hv9fD4XiMYHoVH4TH0GDyGHoPH4LGlc0FPGcHoKVP_t8zgpfsreio8NeIdnoqeCk8L_d-"
                  "Guxo8DXc19LTzrn2Q93p7rp8qSfSR7S77D-EFcQ0",
    "sheet": "sheet.rj94-"
               "QhTU9BdVssOgjAQ_BXCBxhe8eDFi_9gYry0ZRcJJoQGTsZ_d3dBOnoh02YznaXsDK9cZdtT7rCzIR36edRXKIvbfSkKah5POsjOo"
               "NfkYkezpvEWuTaMdsyfZa4eWQH-eqTiJvnZ5qNrDXibL1O9X3ms3teAgccDjweeAHoC8ATQE4AnAE84JtyCnrYCDHp2q1eMEYD-"
               "DXoIeKiGfeAh0EPAw2U6l6EvBh6Gvhj08N7Xj_XZEGgUT7K4jvL7n7UuckbxrJ-r5em0uEgn0qgQIjGm_NKLTc6uy98fbcGXRQ",
}
#: a sheet written by this packing: if the word lists were reordered, it would no longer open as written
A_PACKED_SHEET = ("sheet.BV8B-83ExOTHyMTEASrNFyLKcxVEeQ4s0oC4GYiLwLkE5D1QgcfIMAVcwjMyVANxExB3AnEbEHcDcRkQNwBxKxB3ATGozqkD4h"
                  "YgrgLiiUA8AYiLgXgyEPcCcQUQlwJxPRCDyv8OIG4H4hpwXTAfXBswsQPj1IZgnEJKNbRIZYHEKQsDUuSwEBeneKNUhIGkOLVi-OAE9E"
                  "kosGZjYY86vCQjJ1UPXMV5enu5u7kBSQ83INvb3R1U1XkAKzdvTzdgZefl3cfCF56fkZmnkJJYlKaQWmSfHM8iHJJZUKBgbKVQBTJJIS"
                  "8xOUPvg-8HT14ONs6M7LTCzq7M9KzY-qqa2p6-3lkz50w6fvLQ7Q9Mh_dvXXnr1AeGkOqWutCw7tlzZ4QnpiYlFzVENk-MSyiJjpkcH9"
                  "GYEjUlv7hgBzjBsAGTCwu_W1FieirItnKQO-w_sLBwuGSm5hWXJKYDAA")


def hokito_of_tuesday() -> Exercise:
    return lessons.made_on_board(hokito.new_game(seed=1), lessons.TARGETS, ("square:e2",),
                                 question="Wohin darf er?", hint="Zähle.")


def test_codes_written_before_keep_opening():
    mine = hokito_of_tuesday()
    assert Exercise.from_code(OLD_CODES["exercise"]) == mine
    assert hokito.Game.from_position_code(OLD_CODES["position"]).position() == hokito.new_game(seed=1).position()
    assert Sheet.from_code(OLD_CODES["sheet"]) == Sheet("Dienstag", [mine])
    assert Sheet.from_code(A_PACKED_SHEET) == Sheet("Dienstag", [mine, midgame_exercise_of_hit()])
    assert len(A_PACKED_SHEET) < len(OLD_CODES["sheet"]) + 300


def midgame_exercise_of_hit() -> Exercise:
    return made_by_a_teacher(midgame(hit, 0), 3)


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
