"""The shared exercise machinery in five languages (issue 32): feedback, verdicts, hints, generated questions,
the exercise panel's words, code errors, sheets and results go through the catalogue.

In the pseudo-locale, over every fixed exercise of HOKITO, Partners and Le Dernier Peuple and practice seeds
0-29 of every game, ``check()`` of every choice (and of wrong places, of nothing), ``hints()``, the question
and the panel's texts keep no plain English word of the machinery's own.

How the per-game content is left out (other helpers mark it): every text an exercise's author wrote (question,
hint, goal and shown-move words, rulebook section, the game's goal and prediction words) and what a game's own
prediction computes (its options and its "why") is cut out of the text before ``i18n.unmarked`` looks at it
(``_without_content``: the text in English and as the catalogue says it, or the whole text where it is such a
text shortened by ``fitted``).  For HIT and the horse race, whose rules are translated by other helpers, the
rules' own texts (move labels, ``explain``) are wrapped in the pseudo-locale's brackets
(``_rules_texts_counted_as_marked``); for HOKITO, Partners and Le Dernier Peuple they are not: their rules
speak the pseudo-locale already, so any plain word is the machinery's.

Codes (exercise, sheet, result) are the same in every language, and a teacher's own question stays as typed.
"""

from __future__ import annotations

import contextlib

import pytest

from rulebook import core, i18n, lessons
from rulebook.lessons import LEGAL, PREDICT, TARGETS, Exercise, Result, Sheet
from widgets import lesson as panel
from widgets import sheets

LANGUAGES = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]
GAMES = {name: lessons.module_of(lessons.game_named(name)) for name in lessons.GAME_NAMES}
TRANSLATED = ("hokito", "partners", "le-dernier-peuple")
PRACTICE_SEEDS = range(30)
#: the exercise buttons in each language (locale/<lang>/ui-terms.md: the notebooks quote them)
BUTTONS = {
    "fr": {"hint": "Indice", "show": "Montre-moi", "retry": "Recommencer", "next": "Nouvel exercice"},
    "de": {"hint": "Tipp", "show": "Zeig es mir", "retry": "Nochmal", "next": "Neue Übung"},
    "it": {"hint": "Aiuto", "show": "Mostrami", "retry": "Riprova", "next": "Nuovo esercizio"},
    "es": {"hint": "Pista", "show": "Muéstramelo", "retry": "Otra vez", "next": "Nuevo ejercicio"},
}
CHECK_WORD = {"fr": "Vérifier", "de": "Prüfen", "it": "Verifica", "es": "Comprobar"}


@contextlib.contextmanager
def _rules_texts_counted_as_marked(game: str):
    """For a game whose rules are not yet translated: its move labels and explanations bracketed, as if marked."""
    if game in TRANSLATED:
        yield
        return
    label, explain = core.Move.label, core.Game.explain
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(core.Move, "label", property(lambda move: f"{i18n.OPEN}{label.fget(move)}{i18n.CLOSE}"))
        patch.setattr(core.Game, "explain", lambda self, move: f"{i18n.OPEN}{explain(self, move)}{i18n.CLOSE}")
        yield


def _content(exercise: Exercise, game: core.Game) -> list[str]:
    """The exercise's author's texts and its game's own prediction texts, in English and as said now."""
    written = [exercise.question, exercise.hint, exercise.goal_text, exercise.shown_text, exercise.cite]
    for named, which in ((exercise.goal, lessons.GOALS_OF), (exercise.predict, lessons.PREDICTIONS_OF)):
        if named and named[0] not in lessons.SHARED_PREDICTIONS:
            written.append(lessons.declared(exercise.game, which)[named[0]].words)
    if exercise.predict and exercise.predict[0] not in lessons.SHARED_PREDICTIONS:
        prediction = exercise._prediction(game)
        written += [prediction.why, *prediction.options]
    said = [i18n.gettext(text) for text in written if text]
    return sorted({text for text in written + said if text}, key=len, reverse=True)


def _without_content(text: str, content: list[str]) -> str:
    stripped = text.rstrip("…").strip()
    if any(stripped and piece.startswith(stripped) for piece in content):
        return ""                               # a content text alone, shortened
    for piece in content:
        text = text.replace(piece, " ")
    return text


def _machinery_texts(exercise: Exercise) -> list[str]:
    """What the machinery says about one exercise: question, section, choices, hints, feedback to every
    choice, to a wrong place and to nothing, the panel's words."""
    game = exercise.new_game()
    texts = [exercise.asked(), exercise.cite_words(), *exercise.hints(game)]
    choices = exercise.choices(game)
    if exercise.kind in (LEGAL, PREDICT):        # buttons; other choices are places or moves clicked
        texts += [panel.choice_words(choice) for choice in choices]
    if exercise.kind == TARGETS:
        answers = set(exercise.answers(game))
        wrong = [choice for choice in choices if choice not in answers][:2]
        answers = sorted(answers)
        tries = [[], answers[:1], answers, *([key] for key in wrong)]
    else:
        tries = list(choices[:8])
    texts += [exercise.check(answer, game).text for answer in tries]
    for state in ({}, {"answered": True, "solved": True}, {"answered": True, "right": True},
                  {"answered": True}):
        texts += panel.panel_texts({"cite": exercise.cite_words(), **state}, 2).values()
    return [text for text in texts if text]


def _cases() -> list[tuple[str, str]]:
    fixed = [(game, name) for game in TRANSLATED for name in lessons.exercises_of(GAMES[game])]
    return fixed + [(game, f"practice-{seed}") for game in GAMES for seed in PRACTICE_SEEDS]


def _exercise(game: str, name: str) -> Exercise:
    if name.startswith("practice-"):
        return GAMES[game].practice(int(name.removeprefix("practice-")))
    return lessons.exercises_of(GAMES[game])[name]


@pytest.mark.parametrize("game", list(GAMES))
def test_the_machinery_says_nothing_unmarked_in_the_pseudo_locale(game):
    problems = []
    with i18n.using("qps"), _rules_texts_counted_as_marked(game):
        for _game, name in (case for case in _cases() if case[0] == game):
            exercise = _exercise(game, name)
            content = _content(exercise, exercise.new_game())
            for text in _machinery_texts(exercise):
                left = i18n.unmarked(_without_content(text, content))
                if left:
                    problems.append(f"{name}: {left} in {text!r}")
    assert not problems, "\n".join(problems[:12])


def test_the_pseudo_locale_is_seen_in_the_machinery_sentences():
    """The test above can fail: the machinery's sentences do change in the pseudo-locale."""
    exercise = GAMES["hokito"].practice(0)
    english = _machinery_texts(exercise)
    with i18n.using("qps"):
        pseudo = _machinery_texts(exercise)
    assert len(english) == len(pseudo)
    assert all(i18n.OPEN in text for text in pseudo)
    assert i18n.unmarked(english[0])                       # the English question is plain English


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_language_has_its_own_words_and_the_notebooks_button_words(language):
    exercise = GAMES["hokito"].practice(1)
    with i18n.using(language):
        texts = panel.panel_texts({"cite": exercise.cite_words(), "answered": True}, 3)
        for key, word in BUTTONS[language].items():
            assert texts[key] == word, (key, texts[key])
        assert texts["check"].startswith(CHECK_WORD[language])
        assert panel.choice_words(lessons.YES) != lessons.YES and panel.choice_words(lessons.NO) != lessons.NO
        said = [exercise.asked(), exercise.cite_words(), *exercise.hints(), lessons.mark_words(lessons.FIRST),
                texts["verdict"], sheets.out_of(3, 12)]
    with i18n.using(i18n.SOURCE_LANGUAGE):
        english = [exercise.asked(), exercise.cite_words(), *exercise.hints(), lessons.mark_words(lessons.FIRST),
                   panel.panel_texts({"answered": True}, 3)["verdict"], sheets.out_of(3, 12)]
    assert english[0] == exercise.question
    same = [text for text, source in zip(said, english, strict=True) if text == source and i18n.unmarked(text)]
    assert not same, same


def _sheet() -> Sheet:
    return Sheet("Ma feuille", (GAMES["hokito"].EXERCISES["single-legal"], GAMES["partners"].practice(3),
                                GAMES["hit"].practice(4)))


@pytest.mark.parametrize("language", [*LANGUAGES, "qps"])
def test_codes_are_the_same_in_every_language(language):
    cases = [_exercise(game, name) for game, name in _cases()[::7]]
    sheet = _sheet()
    result = Result("Zoé", sheet.fingerprint(), (lessons.FIRST, lessons.SHOWN, lessons.NOT_TRIED))
    english = ([case.to_code() for case in cases], [case.to_code(whole=True) for case in cases],
               sheet.to_code(), sheet.fingerprint(), result.to_code())
    with i18n.using(language):
        said = ([case.to_code() for case in cases], [case.to_code(whole=True) for case in cases],
                sheet.to_code(), sheet.fingerprint(), result.to_code())
        assert [Exercise.from_code(code) for code in english[0]] == cases
        assert Sheet.from_code(english[2]) == sheet
    assert said == english


@pytest.mark.parametrize("language", [*LANGUAGES, "qps"])
def test_a_teachers_own_question_stays_as_typed(language):
    board_game = GAMES["hokito"].practice(2).new_game()
    start = min({move.clicks[0] for move in board_game.legal_moves()})
    typed = "Où peut aller cette pile ? (la question de Mme Rossi)"
    made = lessons.made_on_board(board_game, TARGETS, [start], question=typed, hint="Compte les sauts.")
    generated = lessons.made_on_board(board_game, LEGAL, next(iter(board_game.legal_moves())).clicks)
    with i18n.using(language):
        again = Exercise.from_code(made.to_code())
        assert again.asked() == typed and made.asked() == typed
        assert again.hint_words() == "Compte les sauts."
        assert generated.asked() != generated.question          # a generated question is said in the language
        said = made.to_code(), generated.to_code()
    assert said == (made.to_code(), generated.to_code())


@pytest.mark.parametrize("language", ["qps", "de"])
def test_code_errors_sheets_and_results_are_in_the_language(language):
    sheet = _sheet()
    with i18n.using(language):
        for bad in ("", "sheet.AAAA", "hokito.abc", "ex.!!!!"):
            with pytest.raises(lessons.InvalidCode) as refused:
                Exercise.from_code(bad)
            text = sheets.refusal(refused.value, "exercise")
            assert (not i18n.unmarked(text)) if language == "qps" else "cannot be opened" not in text, text
        found, refused_codes = lessons.results_of(sheet, ["result.xyz", Result("Zoé", sheet.fingerprint(), (
            lessons.FIRST, lessons.LATER, lessons.TRIED)).to_code()])
        table = sheets.results_table(sheet, found)
        svg = sheets.hardest_first_svg(sheet, found)
        run = sheets.SheetRun(sheet)
        words = [refused_codes[0], table.replace(sheet.title, "").replace("Zoé", ""), svg, run.progress().replace(sheet.title, "")]
    if language == "qps":
        plain = [i18n.unmarked(_tags_out(text)) for text in words]
        assert not any(plain), plain
    else:
        assert "Right first time" not in table and "who got what" not in table and "hardest" not in svg


def _tags_out(text: str) -> str:
    import re

    return re.sub(r"<[^<>]*>", " ", text)
