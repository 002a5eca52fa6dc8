"""Issue 30 on the board: a piece standing on an answer place picks that place when clicked, in every game,
and the board shows no answer beside an open question.

Where a piece stands is read from the game's own position here (not from the drawing the widget reads), so a
piece drawn in a layer of its own (Le Dernier Peuple's pawns over their wheel cards) is found as well.
"""

from __future__ import annotations

import re
from xml.etree import ElementTree

import pytest
import traitlets

from rulebook import hit, hokito, horse_race, lessons, partners
from rulebook import le_dernier_peuple as ldp
from rulebook.lessons import PREDICT, TARGETS
from widgets import DernierPeupleBoard, HokitoBoard, HorseRaceBoard, PartnersBoard
from widgets.hit import HitBoard

GAMES = {"hokito": (hokito, HokitoBoard), "hit": (hit, HitBoard), "partners": (partners, PartnersBoard),
         "le-dernier-peuple": (ldp, DernierPeupleBoard), "horse-race": (horse_race, HorseRaceBoard)}
PRACTICE_SEEDS = range(0, 1000, 37)


def pieces_on_places(game_name: str, position: dict) -> dict[str, str]:
    """Keyed piece → the place it stands on, from the position as the game writes it.  HOKITO's stacks and the
    horse race's horses are drawn inside their square or let the click through to it: no key of their own."""
    if game_name == "partners":
        return {f"pawn:{pawn}": place for pawn, place in position["pawns"].items() if ":" in place}
    if game_name == "hit":
        return {f"figure:{figure}": place for figure, place in position["figures"].items() if ":" in place}
    if game_name == "le-dernier-peuple":
        return {f"pawn:{pawn}": f"wheel:{card}" for pawn, card in position["pawns"].items() if card}
    return {}


def targets_exercises(game_name: str):
    module = GAMES[game_name][0]
    fixed = [task for task in lessons.exercises_of(module).values() if task.kind == TARGETS]
    practised = [task for task in map(module.practice, PRACTICE_SEEDS) if task.kind == TARGETS]
    return fixed + practised


def click(board, key: str) -> None:
    board.handle_message({"type": "explain", "clicks": [key], "revision": board.revision})


#: every game in each of its layouts (HOKITO has one: its ``layout`` is the widget's box)
LAYOUTS = [(game_name, layout) for game_name, (_module, board_class) in GAMES.items()
           for layout in (("full", "compact") if isinstance(board_class.class_traits()["layout"], traitlets.Enum)
                          else (None,))]


@pytest.mark.parametrize(("game_name", "layout"), LAYOUTS, ids=[f"{game}-{layout}" for game, layout in LAYOUTS])
def test_a_click_on_a_piece_standing_on_an_answer_picks_the_place(game_name, layout):
    board_class = GAMES[game_name][1]
    tried = 0
    for task in targets_exercises(game_name):
        game = task.new_game()
        answers, choices = set(task.answers(game)), set(task.choices(game))
        standing = {piece: place for piece, place in pieces_on_places(game_name, game.position()).items()
                    if place in answers and piece not in choices}
        board = board_class.exercise(task, **({"layout": layout} if layout else {}))
        for piece, place in standing.items():
            assert f'data-key="{piece}"' in board.svg, f"{task.name}: {piece} is not drawn"
            click(board, piece)
            assert board.lesson["picked"] == [place], (task.name, piece, place, board.lesson["picked"], board.message)
            click(board, piece)                   # clicked again: unpicked
            assert board.lesson["picked"] == [], (task.name, piece)
            tried += 1
    if game_name in ("partners", "hit", "le-dernier-peuple"):
        assert tried, f"{game_name}: no answer under a piece among its exercises: the test checks nothing"


def test_le_dernier_peuple_pawn_on_an_answer_card_is_picked_by_clicking_the_pawn():
    """A pawn is drawn in a layer above the wheel, not inside its card: the card is still what it answers."""
    for seed in PRACTICE_SEEDS:
        task = ldp.practice(seed)
        if task.kind != TARGETS:
            continue
        game = task.new_game()
        board = DernierPeupleBoard.exercise(task)
        for piece, place in pieces_on_places("le-dernier-peuple", game.position()).items():
            if place in task.answers(game) and piece not in task.choices(game):
                click(board, piece)
                assert board.lesson["picked"] == [place]
                return
    pytest.fail("no practice exercise of Le Dernier Peuple has a pawn on an answer card")


def test_a_click_on_a_piece_on_no_answer_is_not_taken_for_another_place():
    """A pawn on a card that is no choice picks nothing else: the click is judged as itself."""
    board = DernierPeupleBoard.exercise("cards-reach")
    game = board._exercise.new_game()
    choices = set(board._exercise.choices(game))
    off = [(piece, place) for piece, place in pieces_on_places("le-dernier-peuple", game.position()).items()
           if place not in choices and piece not in choices]
    assert off, "cards-reach has no pawn away from the choices"
    click(board, off[0][0])
    assert board.lesson["picked"] in ([], [off[0][0]])


# --------------------------------------------------------------- the board shows no answer beside the question
def board_words(board) -> list[str]:
    """Every text the board shows: the drawing's texts and labels, the status line, and the points the position
    in words names (it counts pieces too: HOKITO's 36 pieces at the start are no score)."""
    root = ElementTree.fromstring(board.svg)
    drawn = [node.text or "" for node in root.iter() if node.tag.endswith(("text", "title", "tspan"))]
    labels = [node.get("aria-label") for node in root.iter() if node.get("aria-label")]
    points = re.findall(r"\d+ points?", board.describe())
    return [*drawn, *labels, board.status, *points]


def says(words: list[str], answer: str) -> bool:
    return any(re.search(rf"(?<![\w.]){re.escape(answer)}(?![\w.])", text) for text in words)


def choose(board, choice: str) -> None:
    board.handle_message({"type": "lesson", "action": "choose", "choice": choice, "revision": board.revision})


@pytest.mark.parametrize("name", ["start-score", "end-score"])
def test_hokito_scores_are_neutral_while_a_score_question_is_open(name):
    """HOKITO: "how many points?" about the position on the board: the score cards say "?", and so do the
    status line and the position in words, until the answer is right or shown."""
    board = HokitoBoard.exercise(name)
    answer = board._exercise.answers()[0]
    assert says([str(score) for score in hokito.scores(board.game.state).values()], answer)   # it would show
    assert not says(board_words(board), answer), board_words(board)
    wrong = next(choice for choice in board.lesson["choices"] if choice != answer)
    choose(board, wrong)
    assert not says(board_words(board), answer), "a wrong answer is not shown the right one on the board"
    board.handle_message({"type": "lesson", "action": "retry", "revision": board.revision})
    choose(board, answer)
    assert board.lesson["right"] and says(board_words(board), answer)
    shown = HokitoBoard.exercise(name)
    shown.handle_message({"type": "lesson", "action": "show", "revision": shown.revision})
    assert says(board_words(shown), answer)


@pytest.mark.parametrize("game_name", list(GAMES))
def test_a_question_about_the_position_on_the_board_shows_no_score_beside_it(game_name):
    """Every game: while a prediction about the very position shown is open, no score panel gives the answer
    (a HOKITO score; in the other games the scores the board draws with ``data-score``)."""
    module, board_class = GAMES[game_name]
    for task in lessons.exercises_of(module).values():
        if task.kind != PREDICT or task.then:
            continue
        board = board_class.exercise(task)
        scores = re.findall(r'data-score="([^"]*)"', board.svg)
        assert all(score == "?" for score in scores) or task.answers()[0] not in scores, (task.name, scores)


def test_a_wrong_prediction_is_not_played_out_but_a_right_or_shown_one_is():
    """The result of the move a prediction asks about would be its answer: after a wrong answer the board waits;
    after the right one, or Show me, the learner sees it happen."""
    board = HokitoBoard.exercise("stack-score")
    answer = board._exercise.answers()[0]
    assert says(board_words(board), str(hokito.scores(board.game.state)["black"]))   # the input is shown
    choose(board, next(choice for choice in board.lesson["choices"] if choice != answer))
    assert board.game.history == () and not says(board_words(board), answer)
    board.handle_message({"type": "lesson", "action": "show", "revision": board.revision})
    assert len(board.game.history) == 1 and says(board_words(board), answer)
    board.handle_message({"type": "lesson", "action": "show", "revision": board.revision})
    assert len(board.game.history) == 1                  # shown twice, played once
    fresh = HokitoBoard.exercise("stack-score")
    choose(fresh, answer)
    assert len(fresh.game.history) == 1 and says(board_words(fresh), answer)


def test_every_legal_move_lists_nothing_during_a_targets_exercise():
    """The referee's list would be the answer of "click every place …": it stays empty."""
    for game_name, (module, board_class) in GAMES.items():
        for task in lessons.exercises_of(module).values():
            if task.kind == TARGETS:
                board = board_class.exercise(task)
                board.referee_open = True
                assert board.referee == [] and board.moves == [], (game_name, task.name)


def players_counts(board) -> list[str]:
    """The texts of HIT's players' panels that count: figures (goal, out, waiting) and draw piles."""
    root = ElementTree.fromstring(board.svg)
    texts = {css: ["".join(node.itertext()) for node in root.iter() if css in (node.get("class") or "").split()]
             for css in ("hit-figure-summary", "hit-pile")}
    figures = [re.sub(r" · hand \d+$", "", text) for text in texts["hit-figure-summary"]]   # the hand is no answer
    return figures + [text for text in texts["hit-pile"] if text.endswith("draw")]


@pytest.mark.parametrize("layout", ["full", "compact"])
@pytest.mark.parametrize("name", ["setup-draw-pile", "setup-figures", "goal-figures"])
def test_hit_panels_count_no_figures_and_no_draw_pile_while_a_question_about_them_is_open(name, layout):
    """HIT: "how many cards are left in the draw pile?", "how many figures …?" about the position on the board:
    the players' panels say "?" for the figures and the draw pile until the answer is right or shown."""
    board = HitBoard.exercise(name, layout=layout)
    texts = players_counts(board)
    assert texts and all("?" in text and not re.search(r"\d", text) for text in texts), texts
    board.handle_message({"type": "lesson", "action": "show", "revision": board.revision})
    texts = players_counts(board)
    assert texts and all(re.search(r"\d", text) for text in texts), texts


def test_hokito_stacks_and_racing_horses_let_a_click_reach_their_square():
    """The pieces with no key of their own: a HOKITO stack is drawn inside its square's element (a click on it
    is a click on the square), a horse lets the click through to the square it stands on."""
    board = HokitoBoard.exercise("stack-reach")
    root = ElementTree.fromstring(board.svg)
    squares = {node.get("data-key"): node for node in root.iter() if (node.get("data-key") or "").startswith("square:")}
    pieces = [node for node in root.iter() if node.get("data-piece")]
    assert pieces and all(any(piece in square.iter() for square in squares.values()) for piece in pieces)
    for key in board._exercise.answers():
        assert any(node.get("data-piece") for node in squares[key].iter()), f"{key} holds no stack"
    race = ElementTree.fromstring(HorseRaceBoard.exercise("trot-puddle").svg)
    layers = [node for node in race.iter() if "hr-horses" in (node.get("class") or "").split()]
    assert layers and all(layer.get("pointer-events") == "none" for layer in layers)
    assert all(node.get("data-key") is None for layer in layers for node in layer.iter())
