"""Issue 33 point 2: a teacher makes an exercise with the panel under a board (widgets/maker.py), by clicks on
the board and the panel's widgets, never Python; its link opens the same exercise."""

from __future__ import annotations

import re

import pytest

from rulebook import hit, hokito, lessons
from rulebook.lessons import Exercise
from widgets.hit import HitBoard
from widgets.hokito import HokitoBoard


def click(board, key: str) -> None:
    """A click on the board as the front end reports it when the board offers no moves."""
    assert board.handle_message({"type": "explain", "clicks": [key], "revision": board.revision})


def opened(maker) -> Exercise:
    code = maker.link.split("exercise=", 1)[1]
    assert maker.link.startswith("?path=exercise.ipynb&exercise=") and code in maker.link_box.value
    return Exercise.from_code(code)


@pytest.fixture
def maker():
    return HokitoBoard(game=hokito.new_game(seed=1)).maker()


def test_where_can_it_go_is_marked_by_a_click_and_its_link_opens_the_same_exercise(maker):
    board = maker.board
    assert board.moves == []                     # while marking, every click reaches Python
    click(board, "square:e2")
    assert maker.marked == ["square:e2"] and "Marked: e2: Black 2." in maker.marks_text.value
    assert board.lesson["marks"] == ["square:e2"]      # marked on the board too
    exercise = maker.make()
    assert exercise.kind == lessons.TARGETS and exercise.start == ("square:e2",)
    assert opened(maker) == exercise and opened(maker).answers() == exercise.answers()
    learner = maker.preview.children[0]
    assert learner.lesson["question"] == exercise.question == maker.question.placeholder
    assert "e2 to c2" in maker.said.value and "Right answers" in maker.said.value


def test_a_move_that_breaks_the_rules_can_be_marked_for_may_it_be_played(maker):
    maker.kind.value = lessons.LEGAL
    for key in ("square:b2", "square:c3"):
        click(maker.board, key)
    assert "not a legal move" in maker.marks_text.value
    maker.hint.value = "Which way may a piece jump?"
    assert maker.make() is not None and opened(maker).answers() == (lessons.NO,) and opened(maker).hint == "Which way may a piece jump?"
    assert "diagonal" in maker.said.value.lower()
    click(maker.board, "square:c3")                   # clicked again: taken off
    click(maker.board, "square:b1")
    assert "a legal move" in maker.marks_text.value and maker.make().answers() == (lessons.YES,)


def test_goals_and_predictions_come_from_the_games_list_with_a_typed_question(maker):
    maker.kind.value = lessons.FIND
    assert {value for _words, value in maker.named.options} == set(lessons.menu(hokito.Game)["goals"])
    assert maker.board.moves                          # find needs no marks: the board plays again
    maker.named.value = "higher-stack"
    assert maker.make() is not None and opened(maker).goal == ("higher-stack",)
    maker.kind.value = lessons.PREDICT
    maker.named.value, maker.player.value = "points", "white"
    maker.question.value = "Wie viele Punkte hat Weiß?"
    exercise = maker.make()
    assert exercise.predict == ("points", "white") and opened(maker).question == "Wie viele Punkte hat Weiß?"
    assert maker.preview.children[0].lesson["choices"]


def test_refusals_are_said_in_plain_words_and_show_nothing(maker):
    assert maker.make() is None and "click what the exercise is about first" in maker.said.value
    assert maker.link == "" and maker.preview.children == ()
    maker.kind.value = lessons.FIND
    maker.named.value = "end-game"
    assert maker.make() is None and "cannot be made" in maker.said.value and "does not fit" in maker.said.value


def test_a_card_then_a_figure_marked_on_hits_board_and_a_new_position_clears_the_marks():
    board = HitBoard(game=hit.Game.from_position(hit.exercises.moving()))
    maker = board.maker()
    click(board, "hand:2")
    click(board, "figure:red-1")
    exercise = maker.make()
    assert exercise.start == ("hand:2", "figure:red-1") and opened(maker).answers()
    maker.marking.value = False                       # off: the board plays again
    assert board.moves and board.click_taker is None
    board.play(board.game.legal_moves()[0])
    maker.marking.value = True
    click(board, "hand:1")
    assert maker.marked == ["hand:1"]


def test_in_the_editor_clicks_edit_and_once_played_from_they_mark():
    board = HokitoBoard.editor(empty=False)
    maker = board.maker()
    assert board.editing and board.click_taker is None and not maker.marking.value
    assert "Play from here" in maker.marks_text.value
    assert board.play_from_here()
    assert maker.marking.value and board.click_taker is not None and board.moves == []
    click(board, "square:a1")
    assert maker.make() is not None and maker.exercise.start == ("square:a1",)
    board.editing = True                              # Edit position again: clicks edit, nothing is marked
    assert board.click_taker is None and not maker.marking.value


def test_a_teachers_desk_offers_every_game_in_the_editor_with_its_panel():
    from widgets.maker import GAME_WORDS, maker_desk

    desk = maker_desk()
    for game in GAME_WORDS:
        desk.children[0].value = game
        assert desk.board.editing and desk.board.rules().code_name() == game
        assert desk.children == (desk.children[0], desk.board) and desk.board.maker_panel is desk.maker


def panel_texts(widget) -> list[str]:
    """Every text a teacher reads in ``widget`` and the widgets inside it: labels, options, placeholders, the
    words of HTML and Label widgets (their markup left out, an aria-label kept); a board shown inside is not
    the panel's and is left out."""
    import re

    import ipywidgets

    from widgets.board import BoardWidget

    if isinstance(widget, BoardWidget):
        return []
    texts = [getattr(widget, "description", ""), getattr(widget, "placeholder", "")]
    texts += [label for label in getattr(widget, "_options_labels", ())]
    if isinstance(widget, ipywidgets.HTML | ipywidgets.Label):
        value = widget.value
        texts += re.findall(r"aria-label=\"([^\"]*)\"", value)
        texts += re.findall(r"textContent=&quot;(.*?)&quot;", value)
        texts.append(re.sub(r"<[^<>]*>", " ", value))
    for child in getattr(widget, "children", ()):
        texts += panel_texts(child)
    return [text for text in texts if text]


def every_state_of_the_panel(maker) -> list[str]:
    """The panel's texts in each of its states: each kind, nothing marked, a legal and an illegal move marked,
    an exercise made (answers and link), one refused."""
    seen = panel_texts(maker)
    maker.make()                                       # refused: nothing is marked
    seen += panel_texts(maker)
    click(maker.board, "square:e2")
    assert maker.make() is not None
    seen += panel_texts(maker)
    maker.kind.value = lessons.LEGAL
    maker.clear.click()
    for key in ("square:b2", "square:c3"):
        click(maker.board, key)
    seen += panel_texts(maker)
    click(maker.board, "square:c3")
    click(maker.board, "square:b1")
    assert maker._marked_move() is not None          # a legal move marked: its label is said
    seen += panel_texts(maker)
    maker.kind.value = lessons.FIND
    maker.named.value = "higher-stack"
    assert maker.make() is not None
    seen += panel_texts(maker)
    maker.kind.value = lessons.PREDICT
    seen += panel_texts(maker)
    return seen


def test_every_text_of_the_panel_is_marked_for_translation_and_german_says_the_ui_terms_words():
    from rulebook import i18n
    from widgets.maker import maker_desk

    maker = HokitoBoard(game=hokito.new_game(seed=1), language="qps").maker()
    texts = every_state_of_the_panel(maker)
    assert any("Mârkéd" in text or "⟦" in text for text in texts) and len(texts) > 30
    assert {text: i18n.unmarked(text) for text in texts if i18n.unmarked(text)} == {}
    editing = HokitoBoard.editor(empty=False, language="qps").maker()
    assert [text for text in panel_texts(editing) if i18n.unmarked(text)] == []
    with i18n.using("qps"):
        desk = maker_desk()
    assert [text for text in panel_texts(desk.children[0]) if i18n.unmarked(text)] == []

    german = HokitoBoard(game=hokito.new_game(seed=1), language="de").maker()
    assert [words for words, _kind in german.kind.options] == [
        "Wohin kann er?", "Darf man das spielen?", "Finde einen Zug", "Was passiert?"]
    assert german.clear.description == "Markierung löschen" and german.show.description == "So zeigen, wie Lernende es sehen"
    assert german.marking.description.startswith("Klicks aufs Spielbrett markieren")
    click(german.board, "square:e2")
    assert german.make() is not None and "Link kopieren" in german.link_box.value
    assert "Markiert:" in german.marks_text.value and "Richtige Antworten" in german.said.value


@pytest.mark.parametrize("language", ["en", "fr", "de", "it", "es"])
def test_marked_squares_keep_their_notation_and_the_pieces_their_boards_words_in_every_language(language):
    """The German panel said "Markiert: B2: schwarze 1": a square is b2 as notation writes it, in every language,
    and the piece keeps the board's own capitals (German nouns: "Schwarze 1")."""
    from widgets.board import _element_name

    maker = HokitoBoard(game=hokito.new_game(seed=1), language=language).maker()
    maker.kind.value = lessons.LEGAL
    for key in ("square:b2", "square:c3"):
        click(maker.board, key)
    drawn = [_element_name(maker.board.svg, key, line_start=False) for key in ("square:b2", "square:c3")]
    assert re.match(r"b2\s?: ", drawn[0]) and re.match(r"c3\s?: ", drawn[1])   # (French: a no-break space before ':')
    assert all(name in maker.marks_text.value for name in drawn), (drawn, maker.marks_text.value)
    assert maker.make() is not None
    shown = f"{maker.marks_text.value} {maker.question.placeholder} {maker.said.value}"
    assert not re.search(r"\b[A-F][1-6]\b", shown), shown
    if language == "de":
        assert "Schwarze" in drawn[0] and "Schwarze" in maker.marks_text.value


def test_a_name_first_on_its_line_is_capitalised_but_notation_and_german_nouns_are_kept():
    from widgets.board import at_line_start

    assert at_line_start("b2: Schwarze 1") == "b2: Schwarze 1"
    assert at_line_start("blue pawn 1") == "Blue pawn 1"
    assert at_line_start("die Karte 6: zieh 6, +1 Münze, Brecher") == "Die Karte 6: zieh 6, +1 Münze, Brecher"
    assert at_line_start("Wartefeld 2 von Rot: Figur 2 von Rot") == "Wartefeld 2 von Rot: Figur 2 von Rot"


# ------------------------------------------------------------------ on every board's toolbar
def test_make_an_exercise_beside_the_move_list_opens_the_panel_under_the_board_and_closing_plays_again():
    board = HokitoBoard(game=hokito.new_game(seed=1))
    assert board.maker_panel is None and board.moves
    assert board.handle_message({"type": "maker", "open": True})
    maker = board.maker_panel
    assert maker is board.maker() and maker.marking.value and board.moves == [] and board.click_taker
    click(board, "square:e2")
    assert board.lesson["marks"] == ["square:e2"]
    assert board.handle_message({"type": "maker", "open": False})        # Escape, Close or the button again
    assert board.maker_panel is None and board.click_taker is None and board.moves and board.lesson == {}
    maker.marking.value = True                                            # a closed panel takes no clicks
    assert board.click_taker is None and board.moves
    board.open_maker()
    assert board.maker_panel is maker and maker.marked == ["square:e2"] and board.click_taker


def test_in_the_editor_the_button_opens_the_panel_and_junk_or_an_exercise_board_is_refused_in_words():
    board = HokitoBoard.editor(empty=False)
    assert board.handle_message({"type": "maker", "open": True}) and board.editing
    assert board.maker_panel is not None and not board.maker_panel.marking.value
    assert not board.handle_message({"type": "maker", "open": "yes"}) and "could not understand" in board.message
    learner = HokitoBoard.exercise(next(iter(hokito.EXERCISES)))
    assert not learner.handle_message({"type": "maker", "open": True}) and learner.maker_panel is None
    assert "shows an exercise" in learner.message


def test_the_panel_speaks_the_boards_language_and_switches_with_it_keeping_what_was_made(maker):
    click(maker.board, "square:e2")
    assert maker.make() is not None
    maker.board.language = "de"
    assert maker.kind.options[0][0] == "Wohin kann er?" and maker.kind.value == lessons.TARGETS
    assert maker.close.description == "✕ Schließen" and "Markiert:" in maker.marks_text.value
    assert "Richtige Antworten" in maker.said.value and "Link kopieren" in maker.link_box.value
    assert maker.preview.children[0].language == "de" and maker.marked == ["square:e2"]
    maker.board.language = "fr"
    assert maker.clear.description == "Effacer ce qui est marqué" and "Marqué" in maker.marks_text.value


# ------------------------------------------------------------------ goals and predictions with a typed value
def test_a_prediction_about_a_figure_offers_the_figures_drawn_and_fills_the_marked_move():
    position = hit.examples.EXAMPLES["shield_breaker"].position()
    board = HitBoard(game=hit.Game.from_position(position), **HitBoard.exercise_options)
    maker = board.maker()
    maker.kind.value = lessons.PREDICT
    move = board.game.find_move("play 1:fwd6 red-1")
    for key in move.clicks:
        click(board, key)
    maker.named.value = "hit-or-safe"
    figures = maker.values["fig"]
    assert figures.description == "Figure" and "blue-2" in {value for _words, value in figures.options}
    assert all(not words.startswith("figure:") for words, _value in figures.options)
    figures.value = "blue-2"
    exercise = maker.make()
    assert exercise.predict == ("hit-or-safe", "play 1:fwd6 red-1", "blue-2") and opened(maker).answers()


def test_a_typed_number_is_checked_and_said_in_words_then_judged_by_the_rules():
    from rulebook import le_dernier_peuple
    from widgets.le_dernier_peuple import DernierPeupleBoard

    shipped = le_dernier_peuple.EXERCISES["redeploy-card"]          # a pawn waits to be redeployed
    board = DernierPeupleBoard(game=shipped.new_game(), **DernierPeupleBoard.exercise_options)
    maker = board.maker()
    maker.kind.value = lessons.PREDICT
    maker.named.value = "redeploy-card"
    maker.values["pawn"].value = "red-2"
    card = maker.values["card"]
    assert card.description == "Card drawn (its number)"
    card.value = "twelve"
    assert "is not a whole number" in maker.values_said.value and maker.make() is None
    assert "“twelve” is not a whole number" in maker.said.value
    card.value = ""
    assert maker.make() is None and "type a whole number first" in maker.said.value
    card.value = "99"                                     # a whole number no card of the game has: the rules say no
    assert maker.make() is None and "does not fit" in maker.said.value
    card.value = "12"
    assert maker.make().predict == ("redeploy-card", "red-2", 12) and maker.values_said.value == ""
    assert opened(maker).answers() == shipped.answers()
    board.language = "de"
    assert card.description == "Gezogene Karte (ihre Zahl)" and card.value == "12"


def test_a_prediction_about_a_pawn_on_a_move_that_moves_none_is_refused_in_words():
    from widgets.partners import PartnersBoard

    board = PartnersBoard(**PartnersBoard.exercise_options)
    maker = board.maker()
    maker.kind.value = lessons.PREDICT
    give = board.game.legal_moves()[0]                 # giving a card to the partner: no pawn moves
    assert give.notation.startswith("give")
    for key in give.clicks:
        click(board, key)
    maker.named.value = "circle"
    assert maker.make() is None and "does not fit its position" in maker.said.value


def test_may_win_alone_far_from_the_end_is_refused_in_words_at_once_and_near_the_end_answered():
    """A goal whose search could take a minute far from the race's end (a teacher choosing it froze the panel)
    is refused in words after a bounded search; the shipped exercise near the end is still answered."""
    import time

    from rulebook import horse_race
    from rulebook.core import InvalidPosition
    from rulebook.horse_race import exercises as race_exercises

    started = time.perf_counter()
    with pytest.raises(InvalidPosition, match="few turns from its end"):
        lessons.made_on_board(horse_race.new_game(seed=3), lessons.FIND, (), ("may-win-alone",))
    assert time.perf_counter() - started < 10
    near_the_end = lessons.opened(race_exercises.EXERCISES["end-win-alone"])
    assert near_the_end.answers(near_the_end.new_game())
