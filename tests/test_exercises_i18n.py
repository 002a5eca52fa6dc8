"""The shipped exercises of all five games in five languages (issue 32): their texts are English msgids in the
data, translated when shown.

In the pseudo-locale every question, hint and goal in words, the options of every prediction and the reason it
gives are marked (none bypasses the catalogue); in French, German, Italian and Spanish none of the question,
hint or goal texts is left in English; an exercise's code is the same in every language, and a teacher's own
question is shown as typed.
"""

from __future__ import annotations

import functools

import pytest

from rulebook import hit, hokito, horse_race, i18n, le_dernier_peuple, lessons, partners

GAMES = {"hit": hit, "partners": partners, "hokito": hokito, "le_dernier_peuple": le_dernier_peuple,
         "horse_race": horse_race}
LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]
SHIPPED = [(game, name) for game, module in GAMES.items() for name in lessons.exercises_of(module)]


def _exercise(game: str, name: str) -> lessons.Exercise:
    return lessons.exercises_of(GAMES[game])[name]


def _shown(exercise: lessons.Exercise) -> tuple[str, str]:
    """The question and the hint as the exercise panel shows them now (``asked()``/``hint_words()`` of the
    exercise machinery in five languages, or this branch's ``said()``)."""
    if hasattr(exercise, "asked"):
        return exercise.asked(), exercise.hint_words()
    said = exercise.said()
    return said.question, said.hint


def _authored(exercise: lessons.Exercise) -> list[str]:
    """The texts the exercise's author wrote, as shown now: question, hint, goal in words."""
    texts = list(_shown(exercise))
    if exercise.kind == lessons.FIND:
        texts.append(exercise.goal_words if hasattr(exercise, "asked") else exercise.said().goal_words)
    return [text for text in texts if text]


def _predicted(exercise: lessons.Exercise) -> list[str]:
    """A prediction's options and the reason it gives, computed now."""
    if exercise.kind != lessons.PREDICT:
        return []
    prediction = exercise._prediction(exercise.new_game())
    return [*prediction.options, prediction.answer, prediction.why]


@functools.cache
def _texts_in(language: str, game: str, name: str) -> tuple[str, ...]:
    with i18n.using(language):
        return tuple(_authored(_exercise(game, name)))


@pytest.mark.parametrize(("game", "name"), SHIPPED)
def test_pseudo_locale_marks_every_authored_text(game, name):
    with i18n.using(i18n.PSEUDO):
        texts = _authored(_exercise(game, name))
    assert texts, "an exercise has a question"
    for text in texts:
        assert not i18n.unmarked(text), text


@pytest.mark.parametrize(("game", "name"),
                         [item for item in SHIPPED if _exercise(*item).kind == lessons.PREDICT])
def test_pseudo_locale_marks_every_prediction(game, name):
    with i18n.using(i18n.PSEUDO):
        texts = _predicted(_exercise(game, name))
    for text in texts:
        assert not i18n.unmarked(text), text


@pytest.mark.parametrize("game", GAMES)
def test_pseudo_locale_marks_the_teachers_menu(game):
    rules = GAMES[game].Game
    with i18n.using(i18n.PSEUDO):
        menu = lessons.menu(rules)
    for words in [*menu["goals"].values(), *menu["predictions"].values()]:
        assert not i18n.unmarked(words), words


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize(("game", "name"), SHIPPED)
def test_no_authored_text_is_left_in_english(language, game, name):
    english, translated = _texts_in("en", game, name), _texts_in(language, game, name)
    assert len(english) == len(translated)
    for source, text in zip(english, translated):
        assert text != source, f"{language}: {source}"


@pytest.mark.parametrize("game", GAMES)
def test_an_exercise_code_is_the_same_in_every_language(game):
    for name, exercise in lessons.exercises_of(GAMES[game]).items():
        codes = set()
        for language in ("en", *LANGUAGES, i18n.PSEUDO):
            with i18n.using(language):
                codes.add(exercise.to_code())
                codes.add(exercise.to_code(whole=True))
                assert lessons.Exercise.from_code(exercise.to_code()) == exercise
        assert len(codes) == 2, name


def test_the_english_question_is_the_data():
    """The stored question is the English msgid whatever the language; only what is shown changes."""
    exercise = _exercise("hokito", next(iter(lessons.exercises_of(hokito))))
    with i18n.using("fr"):
        assert exercise.question == _texts_in("en", "hokito", exercise.name)[0]
        assert _shown(exercise)[0] != exercise.question


def test_a_teachers_own_question_is_shown_as_typed():
    game = hokito.new_game(seed=3)
    mover = game.legal_moves()[0]
    typed = "Which square can this stack reach?"
    exercise = lessons.made_on_board(game, lessons.TARGETS, marked=mover.clicks[:1], question=typed,
                                     hint="Count the jumps.")
    with i18n.using(i18n.PSEUDO):
        assert _shown(exercise) == (typed, "Count the jumps.")
        reopened = lessons.Exercise.from_code(exercise.to_code())
        assert _shown(reopened)[0] == typed
