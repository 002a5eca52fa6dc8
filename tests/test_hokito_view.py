"""The HOKITO board picture: what a learner must be able to read from it.

Pieces per the rulebook (HOKITO, EN, 'CONTENTS' and 'HOW TO PLAY'): black and
white pieces marked 1, 2 or 3; stacks are controlled by their top piece; the
score counts singles by value and stacks by top value × height ('END OF THE
GAME').  The tests read the SVG as XML, so they check what is drawn, not how.
"""

from __future__ import annotations

import re
from xml.etree import ElementTree

import pytest
from hokito_helpers import build, game_with
from learner_words import assert_plain_and_short

from rulebook import hokito
from rulebook.core import RandomPlayer
from widgets import hokito as view
from widgets.hokito import HokitoBoard

NS = "{http://www.w3.org/2000/svg}"


def parse(svg_text: str) -> ElementTree.Element:
    return ElementTree.fromstring(svg_text)


def texts(element: ElementTree.Element) -> list[str]:
    return [node.text for node in element.iter(f"{NS}text")]


def by_class(root: ElementTree.Element, css_class: str) -> list[ElementTree.Element]:
    return [node for node in root.iter() if css_class in (node.get("class") or "").split()]


def square(root: ElementTree.Element, name: str) -> ElementTree.Element:
    found = [node for node in root.iter() if node.get("data-key") == f"square:{name}"]
    assert len(found) == 1, f"square {name} must be drawn exactly once"
    return found[0]


def played_game(seed: int = 5, moves: int = 14) -> hokito.Game:
    game = hokito.new_game(seed=seed)
    player = RandomPlayer(seed)
    for _ in range(moves):
        game.play(player.choose(game))
    return game


@pytest.fixture(scope="module")
def middle_game() -> hokito.Game:
    return played_game()


def test_every_square_is_a_clickable_group_with_its_centre():
    root = parse(view.render(hokito.new_game(seed=1)))
    for name in hokito.SQUARES:
        group = square(root, name)
        assert group.tag == f"{NS}g"
        x, y = view.square_centre(name)
        assert (float(group.get("data-cx")), float(group.get("data-cy"))) == (x, y)
        assert group.get("aria-label").startswith(f"{name}: ")


def test_coordinates_show_files_and_ranks_on_both_sides():
    layer = by_class(parse(view.render(hokito.new_game(seed=1))), "hk-coordinates")[0]
    labels = texts(layer)
    for label in "abcdef123456":
        assert labels.count(label) == 2, label


def test_each_piece_shows_colour_value_and_dots(middle_game):
    root = parse(view.render(middle_game))
    for index, stack in enumerate(middle_game.state.board):
        group = square(root, hokito.SQUARES[index])
        pieces = [node for node in group.iter() if node.get("data-piece")]
        if not stack:
            assert pieces == []
            continue
        assert len(pieces) == 1
        piece = pieces[0]
        assert piece.get("data-stack").split() == list(stack)
        top = stack[-1]
        assert texts(piece)[0] == top[1]                       # the big numeral
        assert len(by_class(piece, "hk-pip")) == int(top[1])   # as many dots as the value
        discs = by_class(piece, "hk-disc")
        assert f"hk-{top[0]}" in discs[-1].get("class")        # the top disc, drawn last, has its colour
        assert [disc.get("class").split()[1][3] for disc in discs] == [p[0] for p in stack[-view.MAX_LAYERS:]]


def test_stacks_show_their_height_and_singles_do_not(middle_game):
    root = parse(view.render(middle_game))
    seen_stack = False
    for index, stack in enumerate(middle_game.state.board):
        badges = by_class(square(root, hokito.SQUARES[index]), "hk-height")
        if len(stack) > 1:
            seen_stack = True
            assert [badge.text for badge in badges] == [f"×{len(stack)}"]
        else:
            assert badges == []
    assert seen_stack, "the test game must contain a stack"


def test_a_tall_stack_shows_its_layers_up_to_a_limit_and_its_true_height():
    game = hokito.Game.from_position(build({"c3": ["b1", "w1"] * 4}, to_move="white"))
    piece = next(node for node in square(parse(view.render(game)), "c3").iter() if node.get("data-piece"))
    assert len(by_class(piece, "hk-disc")) == view.MAX_LAYERS
    assert [badge.text for badge in by_class(piece, "hk-height")] == ["×8"]


def test_scores_and_turn_are_shown(middle_game):
    root = parse(view.render(middle_game))
    totals = hokito.scores(middle_game.state)
    for colour in ("black", "white"):
        card = by_class(root, f"hk-score-{colour}")[0]
        assert card.get("data-score") == str(totals[colour])
        assert str(totals[colour]) in texts(card)
    assert texts(by_class(root, "hk-turn")[0]) == [f"{middle_game.to_move.capitalize()} plays"]
    assert texts(by_class(root, "hk-caption")[0]) == [f"Move {len(middle_game.history) + 1}"]
    mover = by_class(root, f"hk-score-{middle_game.to_move}")[0]
    assert "▶ to move" in texts(mover)


def test_the_widget_status_line_names_turn_and_scores(middle_game):
    board = HokitoBoard(game=middle_game)
    totals = hokito.scores(middle_game.state)
    assert board.status == (f"{middle_game.to_move.capitalize()} to move. "
                            f"Score: Black {totals['black']}, White {totals['white']}.")


def test_the_last_move_is_drawn_along_its_path(middle_game):
    root = parse(view.render(middle_game))
    last = middle_game.history[-1]
    layer = by_class(root, "hk-last-move")
    assert len(layer) == 1
    names = [key.split(":")[1] for key in last.path]
    assert layer[0].get("data-last-move") == "-".join(names)
    line = [node for node in layer[0].iter(f"{NS}polyline")][-1]
    points = [tuple(map(float, point.split(","))) for point in line.get("points").split()]
    assert len(points) == len(names)
    for point, name in zip(points[:-1], names[:-1]):
        assert point == pytest.approx(view.square_centre(name), abs=0.1)
    end, target = points[-1], view.square_centre(names[-1])
    assert abs(end[0] - target[0]) + abs(end[1] - target[1]) < view.SQUARE / 2, "the arrow ends at the target"
    assert line.get("marker-end") == "url(#hk-arrow)"


def test_no_last_move_at_the_start_or_when_switched_off(middle_game):
    assert by_class(parse(view.render(hokito.new_game(seed=1))), "hk-last-move") == []
    assert by_class(parse(view.render(middle_game, show_last_move=False)), "hk-last-move") == []


def test_perspective_white_turns_the_board_around():
    game = played_game(seed=6, moves=3)
    black, white = parse(view.render(game, "black")), parse(view.render(game, "white"))
    assert black.get("data-perspective") == "black" and white.get("data-perspective") == "white"
    for name in hokito.SQUARES:
        mirror = f"{'abcdef'[5 - 'abcdef'.index(name[0])]}{7 - int(name[1])}"
        seen_from_white = square(white, name)
        seen_from_black = square(black, mirror)
        assert (seen_from_white.get("data-cx"), seen_from_white.get("data-cy")) == \
               (seen_from_black.get("data-cx"), seen_from_black.get("data-cy"))
    # Black's view: a1 bottom left; White's view: a1 top right
    a1_black, a1_white = view.square_centre("a1", "black"), view.square_centre("a1", "white")
    assert a1_black[0] < a1_white[0] and a1_black[1] > a1_white[1]


def test_the_widget_flips_with_its_perspective():
    board = HokitoBoard(game=played_game(seed=6, moves=3))
    board.perspective = "white"
    assert parse(board.svg).get("data-perspective") == "white"
    assert board.svg == view.render(board.game, "white")


def test_an_unknown_perspective_is_refused():
    with pytest.raises(ValueError, match="'black' or 'white'"):
        view.render(hokito.new_game(seed=1), "north")


def _stuck_position(black_top: str, white_top: str) -> dict:
    """Two stacks of 18 in opposite corners: neither can reach a stack, so the game is over."""
    pieces = sorted(piece for piece in hokito.PIECES for _ in range(hokito.PIECES_PER_VALUE))
    pieces.remove(black_top)
    pieces.remove(white_top)
    return {"to_move": "black", "board": {"a1": pieces[:17] + [black_top], "f6": pieces[17:] + [white_top]}}


def test_a_finished_game_shows_the_winner_and_result():
    game = hokito.Game.from_position(_stuck_position("b2", "w1"))
    assert game.outcome is not None and game.outcome.winner == "black"
    root = parse(view.render(game))
    assert texts(by_class(root, "hk-caption")[0]) == ["Game over"]
    assert texts(by_class(root, "hk-turn")[0]) == ["Black wins"]
    assert "★ wins" in texts(by_class(root, "hk-score-black")[0])
    assert by_class(root, "hk-score-black")[0].get("data-score") == "36"
    assert by_class(root, "hk-score-white")[0].get("data-score") == "18"
    board = HokitoBoard(game=game)
    assert board.status == f"Game over: {game.outcome.reason}"
    assert "36" in board.status and "18" in board.status
    assert board.moves == [] and board.to_move == ""


def test_a_drawn_game_says_draw():
    game = hokito.Game.from_position(_stuck_position("b1", "w1"))
    assert game.outcome is not None and game.outcome.is_draw
    root = parse(view.render(game))
    assert texts(by_class(root, "hk-caption")[0]) == ["Game over"]
    assert texts(by_class(root, "hk-turn")[0]) == ["Draw"]
    assert "draw" in HokitoBoard(game=game).status


def test_render_works_without_a_widget_and_shows_statically(middle_game):
    picture = view.view(middle_game, "white")
    assert picture._repr_svg_() == view.render(middle_game, "white")
    assert view.status_line(middle_game) in picture._repr_html_()


def test_every_square_key_of_the_moves_is_a_square_group(middle_game):
    root = parse(view.render(middle_game))
    keys = {node.get("data-key") for node in root.iter() if node.get("data-key")}
    assert keys == {f"square:{name}" for name in hokito.SQUARES}
    for move in middle_game.legal_moves():
        assert set(move.clicks) <= keys and set(move.path) <= keys


def test_the_moving_part_has_no_transform_of_its_own(middle_game):
    """The front end moves a picked-up piece ahead of Python by translating its data-piece group."""
    root = parse(view.render(middle_game))
    for node in root.iter():
        if node.get("data-piece"):
            assert node.get("transform") is None


# ---------------------------------------------------------------- stacks in view (issue 8, point 9)
def test_hovering_a_stack_names_every_piece_bottom_to_top():
    position = build({"c3": ["w1", "b2", "w3", "b1"], "d4": ["b2"], "e5": ["w1"]})
    svg_text = view.render_state(hokito.Game.from_position(position).state)
    assert "<title>c3: a stack of 4, bottom to top: White 1, Black 2, White 3, Black 1. Black's, worth 4 points" \
           "</title>" in svg_text
    assert "<title>d4: a single Black 2</title>" in svg_text


def test_a_white_piece_low_in_a_stack_shows_white_with_a_thin_edge():
    position = build({"c3": ["w1", "b2", "w3", "b1"], "d4": ["b2"], "e5": ["w1"]})
    shown = view.render_state(hokito.Game.from_position(position).state)
    lower = [part for part in shown.split("<circle")[1:] if 'stroke="#777"' in part]
    assert view.LAYER_STEP >= 5
    assert any('fill="#fbfbf7"' in part for part in lower)  # the white 3 and 1 under the black 1
    assert lower and all('stroke-width="1.2"' in part for part in lower)


# ---------------------------------------------------------------- the position in words (issue 23 point 3)


@pytest.mark.parametrize(("seed", "moves"), [(1, 0), (2, 6), (3, 14), (4, 25), (5, 40), (6, 80)])
def test_describe_says_the_scores_the_squares_each_colour_controls_and_the_tallest_stacks(seed, moves):
    """Issue 23 point 3: the position in at most 4 plain sentences, for a listener who cannot see the board:
    each colour's squares and points (HOKITO 'END OF THE GAME': a stack counts for the owner of its top piece),
    where the tallest stacks stand and what is on top of them."""
    game = hokito.new_game(seed=seed)
    player = RandomPlayer(seed)
    while game.outcome is None and len(game.history) < moves:
        game.play(player.choose(game))
    board = HokitoBoard(game=game)
    text = board.describe_position()
    assert_plain_and_short(text)
    stacks = game.state.board
    totals = hokito.scores(game.state)
    for colour in hokito.COLOURS:
        controlled = sum(1 for stack in stacks if stack and hokito.colour_of(stack[-1]) == colour)
        assert re.search(rf"{colour.capitalize()} (controls )?{controlled} squares? worth {totals[colour]} points?",
                         text), text
    tallest = max(len(stack) for stack in stacks)
    if tallest == 1:
        assert "no stack yet" in text
        return
    squares = [name for name, stack in zip(hokito.SQUARES, stacks) if len(stack) == tallest]
    named = squares if len(squares) <= 4 else squares[:3]
    for name in named:
        stack = stacks[hokito.SQUARE_INDEX[name]]
        top = f"{hokito.describe_piece(stack[-1])} on top"
        assert re.search(rf"\b{name}\b( \({top}\))?", text) and top in text, (name, text)
    if len(squares) > len(named):
        assert f"{len(squares) - 3} more squares" in text
    assert f"{tallest} high" in text
    assert f"{sum(1 for stack in stacks if len(stack) > 1)} stack" in text


def test_describe_names_the_single_tallest_stack_with_its_top_piece_and_square():
    # the pieces not placed stand as one stack of 28 on f6, a Black 1 on top (see hokito_helpers.build)
    game = game_with({"d6": ["b1", "w2", "b2", "w3"], "a1": ["b3", "w1"], "c3": ["w1"], "e2": ["b2"]},
                     rest_top="b1")
    text = HokitoBoard(game=game).describe_position()
    assert text == ("Black controls 2 squares worth 30 points, White 3 squares worth 15 points. "
                    "The tallest stack, 28 high with Black 1 on top, stands on f6. "
                    "Next comes a stack 4 high on d6 (White 3 on top). "
                    "There are 3 stacks in all and 2 single pieces.")
    assert_plain_and_short(text)


def test_describe_goes_into_the_message_after_whose_turn_it_is(middle_game):
    board = HokitoBoard(game=middle_game)
    text = board.describe()
    assert board.message == text and text.startswith(board.status.rstrip("."))
    assert board.describe_position() in text and "Last move:" in text
