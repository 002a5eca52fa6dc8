"""HOKITO, rule by rule.  Each test names the rulebook section it follows (game, language, heading).

Board sketches in the docstrings use the square names a1..f6 (Black's side is ranks 1-3).  Every
position holds all 36 pieces: those a test does not need sit in one tall stack on f6 (see
``hokito_helpers.build``), away from the rows and files the test uses.
"""

from __future__ import annotations

from collections import Counter

import pytest
from hokito_helpers import build, check_invariants, game_with, passed_squares, targets_from

from rulebook import core, hokito
from rulebook.hokito import IllegalMove, InvalidPosition


def targets_on(board, colour: str, square: str) -> set[str]:
    """Where the piece on ``square`` could go on ``board``, whoever's turn it is."""
    return {move.notation.split("-")[1] for move in hokito.generate_moves(board, colour)
            if move.notation.startswith(square + "-")}


# ------------------------------------------------------------------ components and set-up
def test_components_eighteen_pieces_per_colour_six_of_each_value():
    """HOKITO, FR, 'MATÉRIEL' / EN 'COMPONENTS': 18 white and 18 black pieces marked 1, 2 or 3
    (six of each value, from the component pictures) on a board of 36 squares."""
    state = hokito.new_game(seed=3).state
    assert len(hokito.SQUARES) == 36 == len(state.board)
    counts = Counter(piece for stack in state.board for piece in stack)
    assert sum(count for piece, count in counts.items() if piece[0] == "b") == 18
    assert sum(count for piece, count in counts.items() if piece[0] == "w") == 18
    assert counts == Counter({piece: 6 for piece in ("b1", "b2", "b3", "w1", "w2", "w3")})


@pytest.mark.parametrize("seed", [0, 1, 2, 17, 123])
def test_setup_each_player_fills_their_own_three_rows(seed):
    """HOKITO, EN, 'SET UP' (FR 'MISE EN PLACE', DE 'SPIELAUFBAU'): each player puts their 18 pieces
    at random on the 18 squares of the three rows in front of them, one per square; Black on ranks
    1-3, White on ranks 4-6."""
    game = hokito.new_game(seed=seed)
    for index, stack in enumerate(game.state.board):
        assert len(stack) == 1, "one piece per square"
        rank = int(hokito.square_name(index)[1])
        assert stack[0][0] == ("b" if rank <= 3 else "w")
    check_invariants(game.state)


def test_setup_is_random_and_reproducible_from_the_seed():
    """HOKITO, FR, 'MISE EN PLACE': the pieces are placed at random ('aléatoirement'); one seed gives
    one set-up, so a game can be replayed."""
    boards = {hokito.new_game(seed=seed).state.board for seed in range(6)}
    assert len(boards) > 1
    assert hokito.new_game(seed=42).state == hokito.new_game(seed=42).state


@pytest.mark.parametrize("seed", [0, 5, 99])
def test_variant_spreads_all_36_pieces_over_the_whole_board(seed):
    """HOKITO, EN, 'VARIANT' (FR 'VARIANTE', DE 'SPIELVARIANTE'): advanced players may spread all 36
    pieces at random over the whole board, one per square."""
    state = hokito.new_game(seed=seed, variant=True).state
    assert all(len(stack) == 1 for stack in state.board)
    check_invariants(state)
    black_ranks = {int(hokito.square_name(i)[1]) for i, stack in enumerate(state.board) if stack[0][0] == "b"}
    assert black_ranks & {4, 5, 6}, "the colours are mixed over the board, not on their own rows"
    assert state.to_move == "black"


@pytest.mark.parametrize("variant", [False, True])
def test_black_moves_first(variant):
    """HOKITO, EN, 'HOW TO PLAY' (FR 'DÉROULEMENT DU JEU'): the player with the Black pieces starts."""
    game = hokito.new_game(seed=8, variant=variant)
    assert game.to_move == "black"
    assert {move.notation.split("-")[0] for move in game.legal_moves()} <= {
        name for name in hokito.SQUARES if hokito.top(game.state, name)[0] == "b"}
    game.play(game.legal_moves()[0])
    assert game.to_move == "white"


# ------------------------------------------------------------------ how far a piece moves
def test_a_1_moves_onto_one_occupied_square():
    """HOKITO, EN, 'HOW TO PLAY', examples: a piece marked 1 moves onto one occupied square.

    Black 1 on c3 with singles on c4, d3, c2 and b3 around it reaches exactly those four squares.
    """
    game = game_with({"c3": ["b1"], "c4": ["w2"], "d3": ["w3"], "c2": ["b2"], "b3": ["w1"], "a6": ["b3"]})
    assert targets_from(game, "c3") == {"c4", "d3", "c2", "b3"}
    move = game.find_move("c3-c4")
    assert move.label == "Black 1 from c3 to c4"
    assert move.path == ("square:c3", "square:c4")


def test_a_2_moves_onto_two_occupied_squares_straight_or_with_one_turn():
    """HOKITO, FR, 'DÉROULEMENT DU JEU', example: a 2 moves over two occupied squares, in a straight
    or a broken line.  Black 2 on a1; singles on a3, a5, c3: a1-a3-a5 (straight) and a1-a3-c3
    (one turn on a3)."""
    game = game_with({"a1": ["b2"], "a3": ["w1"], "a5": ["w2"], "c3": ["w3"]})
    assert targets_from(game, "a1") == {"a5", "c3"}
    assert game.find_move("a1-a5").path == ("square:a1", "square:a3", "square:a5")
    assert game.find_move("a1-c3").path == ("square:a1", "square:a3", "square:c3")
    assert "a1-a3" not in {move.notation for move in game.legal_moves()}


def test_a_3_moves_onto_three_occupied_squares():
    """HOKITO, DE, 'SPIELABLAUF', 'Symbol 3': a 3 moves three occupied squares far.

    Black 3 on a1: a2, a3, a4 straight north; or b1, b4 (b2, b3 empty), then west onto a4."""
    game = game_with({"a1": ["b3"], "a2": ["w1"], "a3": ["w2"], "a4": ["w3"], "b1": ["b1"], "b4": ["b2"]})
    assert targets_from(game, "a1") == {"a4"}


def test_two_paths_to_the_same_square_are_one_move_shown_straight():
    """HOKITO, facts file 'A move' (two paths to one square are the same move): a1-a4 above can go
    straight (a2, a3, a4) or round (b1, b4, a4); it is listed once, with the straight path."""
    game = game_with({"a1": ["b3"], "a2": ["w1"], "a3": ["w2"], "a4": ["w3"], "b1": ["b1"], "b4": ["b2"]})
    from_a1 = [move for move in game.legal_moves() if move.notation.startswith("a1-")]
    assert [move.notation for move in from_a1] == ["a1-a4"]
    assert from_a1[0].path == ("square:a1", "square:a2", "square:a3", "square:a4")
    assert hokito.path_of(from_a1[0]) == ("a1", "a2", "a3", "a4")


def test_the_number_of_jumps_is_exact():
    """HOKITO, FR, 'DÉROULEMENT DU JEU': the number of moves must equal the value ('obligatoirement
    égal'); a 2 may not stop after one jump.  Black 2 on a1, singles a3 and a5: only a5."""
    game = game_with({"a1": ["b2"], "a3": ["w1"], "a5": ["w2"], "d4": ["b1"], "d5": ["w1"], "a6": ["b3"]})
    assert targets_from(game, "a1") == {"a5"}
    reason = game.explain("a1-a3")
    assert reason == "A 2 makes exactly 2 jumps, and a3 is 1 jump away from a1."


def test_empty_squares_are_skipped_and_not_counted():
    """HOKITO, EN, 'HOW TO PLAY': pieces skip empty squares without counting them; only landing on an
    occupied square counts as a move.  Black 1 on a1, a2-a4 empty, a single on a5: a1-a5 is one jump."""
    game = game_with({"a1": ["b1"], "a5": ["w1"], "c3": ["b2"], "c5": ["w2"]})
    assert targets_from(game, "a1") == {"a5"}
    assert game.find_move("a1-a5").path == ("square:a1", "square:a5")


def test_reach_grows_as_the_board_empties():
    """HOKITO, FR, 'DÉROULEMENT DU JEU' ('La portée de déplacement pourra donc augmenter'): once a3 is
    emptied, Black 1 on a1 skips it and reaches a5."""
    game = game_with({"a1": ["b1"], "a3": ["b1"], "b3": ["w1"], "a5": ["w2"], "c5": ["w1"], "d5": ["w3"]})
    assert targets_from(game, "a1") == {"a3"}
    game.play("a3-b3")
    assert targets_on(game.state.board, "black", "a1") == {"a5"}


def test_direction_changes_only_on_an_occupied_square():
    """HOKITO, EN, 'HOW TO PLAY': you change direction only by pivoting on an occupied square.

    Black 2 on a1, a3 empty: c3 would need a turn on the empty a3, so it is out of reach; the turn
    on the occupied a5 leads to c5."""
    game = game_with({"a1": ["b2"], "c3": ["w1"], "a5": ["w2"], "c5": ["w3"]})
    assert targets_from(game, "a1") == {"c5"}
    assert game.find_move("a1-c5").path == ("square:a1", "square:a5", "square:c5")
    assert game.explain("a1-c3") == ("No diagonal moves: a piece jumps only up, down, left or right. Turning on "
                                     "pieces on the way, c3 is 3 jumps away, but a 2 makes exactly 2 jumps.")


def test_a_refusal_that_needs_a_turn_names_the_turning_rule():
    """HOKITO, EN, 'HOW TO PLAY': the direction changes only on an occupied square.  In notebook 4's game the
    Black 2 on e3 would reach f6 by turning on the empty f3: the refusal says the way turns only on a piece."""
    game = hokito.Game.from_position(hokito.later_position())
    assert "f3" not in game.position()["board"]
    assert game.explain("e3-f6") == ("A 2 makes exactly 2 jumps, and f6 is 3 jumps away from e3: a way may turn "
                                     "only on a piece, never on an empty square.")


def test_never_diagonally():
    """HOKITO, EN, 'HOW TO PLAY' (DE 'SPIELABLAUF'): forwards, backwards, left or right, never
    diagonally.  Black 1 on c3 with only a diagonal neighbour d4 has no move."""
    game = game_with({"c3": ["b1"], "d4": ["w1"], "e1": ["b1"], "e2": ["w2"], "a5": ["w1"], "b5": ["w2"]})
    assert game.outcome is None
    assert targets_from(game, "c3") == set()
    assert game.explain("c3-d4") == "No diagonal moves: a piece jumps only up, down, left or right."
    assert game.explain(["square:c3", "square:d4"]).startswith("No diagonal moves")


def test_turns_are_right_angles_so_no_reversal():
    """HOKITO, EN, 'HOW TO PLAY' ('only at a right angle'), DE 'SPIELABLAUF' ('im rechten Winkel'),
    FR ('pas passer deux fois par la même case'): a piece never turns back.  Black 2 on c3 between c4
    and c2: going to c4 and back over the emptied c3 to c2 is not a move, so c3 cannot move at all."""
    game = game_with({"c3": ["b2"], "c4": ["w1"], "c2": ["w2"], "a1": ["b1"], "b1": ["w3"],
                      "a6": ["w1"], "b6": ["w2"], "d5": ["w3"]})
    assert game.outcome is None
    assert targets_from(game, "c3") == set()
    assert game.explain("c3-c2") == "A 2 makes exactly 2 jumps, and c2 is 1 jump away from c3."


def test_no_square_is_passed_twice():
    """HOKITO, FR, 'DÉROULEMENT DU JEU' / EN 'HOW TO PLAY' ('You cannot go across the same square
    twice'), PL ('the path may not cross itself'): along every listed move, no square - start,
    landing or skipped empty square - is crossed twice.  Checked on every position of 12 games."""
    checked = 0
    for seed in range(12):
        game = hokito.new_game(seed=seed, variant=seed % 2 == 1)
        while game.outcome is None:
            for move in game.legal_moves():
                squares = passed_squares(hokito.path_of(move))
                assert len(squares) == len(set(squares)), move
                checked += 1
            game.play(game.legal_moves()[seed % len(game.legal_moves())])
    assert checked > 1000


# ------------------------------------------------------------------ where a move ends
def test_a_single_piece_ends_on_another_single_piece_of_any_colour_or_value():
    """HOKITO, EN, 'HOW TO PLAY': a single pawn must end on another single pawn, whatever its colour
    or marking.  Black 1 on c3: own 3 on c4 and White 2 on d3 are targets; the stack on b3 is not."""
    game = game_with({"c3": ["b1"], "c4": ["b3"], "d3": ["w2"], "b3": ["w1", "w2"], "a6": ["w3"]})
    assert targets_from(game, "c3") == {"c4", "d3"}
    assert game.explain("c3-b3") == ("Black 1 at c3 is a single piece, so it must end on another single "
                                      "piece; b3 holds a stack of 2.")


def test_a_stack_ends_on_another_stack():
    """HOKITO, EN, 'HOW TO PLAY': a stack (two or more pieces) must land on another stack, whatever
    the piece on top.  The stack on c3 (Black 1 on top) reaches the stacks on c5 and c1, not the
    singles on d3 and a3."""
    game = game_with({"c3": ["w1", "b1"], "c5": ["b2", "w3"], "d3": ["w2"], "c1": ["w2", "b3"], "a3": ["b2"]})
    assert targets_from(game, "c3") == {"c5", "c1"}
    assert game.explain("c3-d3") == ("The stack of 2 (Black 1 on top) at c3 must end on another stack; "
                                      "d3 holds a single piece.")
    assert game.find_move("c3-c5").label == "stack of 2 (Black 1 on top) from c3 to c5"


def test_the_whole_stack_moves_and_goes_on_top():
    """HOKITO, FR, 'DÉROULEMENT DU JEU': the stack moves as a whole and covers the target stack;
    the new stack belongs to its top piece."""
    game = game_with({"c3": ["w1", "b1"], "c5": ["b2", "w3"], "d3": ["w2"], "c1": ["w2", "b3"], "a3": ["b2"]})
    game.play("c3-c5")
    assert game.state.board[hokito.square_index("c3")] == ()
    assert game.state.board[hokito.square_index("c5")] == ("b2", "w3", "w1", "b1")
    assert hokito.top(game.state, "c5") == "b1"
    check_invariants(game.state)


def test_a_single_lands_on_top_and_the_new_stack_belongs_to_the_mover():
    """HOKITO, FR, 'DÉROULEMENT DU JEU' ('Chaque pile ainsi constituée passe sous le contrôle du jeton
    au sommet'): Black 1 jumps onto White 2; the stack of 2 is now Black's and worth 1 x 2."""
    game = game_with({"c3": ["b1"], "c4": ["b3"], "d3": ["w2"], "b3": ["w1", "w2"], "a6": ["w3"]})
    before = hokito.scores(game.state)
    game.play("c3-d3")
    assert game.state.board[hokito.square_index("d3")] == ("w2", "b1")
    after = hokito.scores(game.state)
    assert after["black"] == before["black"] - 1 + 2
    assert after["white"] == before["white"] - 2


def test_the_top_piece_controls_a_stack_and_sets_its_jumps():
    """HOKITO, EN, 'HOW TO PLAY': a stack belongs to the colour of its top pawn and moves by the
    top pawn's marking.  c3 holds Black 3 under White 1: it is White's, and makes one jump (to c4),
    not three (to c6)."""
    board = {"c3": ["b3", "w1"], "c4": ["w3", "b2"], "c5": ["b1", "w2"], "c6": ["w1", "b3"]}
    white = game_with(board, to_move="white")
    assert targets_from(white, "c3") == {"c4"}
    assert white.explain("c3-c6") == "A stack with a 1 on top makes exactly 1 jump, and c6 is 3 jumps away from c3."
    black = game_with(board, to_move="black")
    assert black.explain("c3-c4") == "The top piece at c3 is White's; it is Black's turn."
    assert targets_from(black, "c4") == {"c6"}


def test_the_squares_in_between_may_hold_anything():
    """HOKITO, EN, 'HOW TO PLAY' (pieces jump on other pawns or stacks): only the last square must
    match; Black 2 on a1 may land on the stack a3 on the way to the single a5."""
    game = game_with({"a1": ["b2"], "a3": ["w1", "w2"], "a5": ["w1"], "d2": ["w1"], "e2": ["w2"]})
    assert game.outcome is None
    assert targets_from(game, "a1") == {"a5"}
    assert game.find_move("a1-a5").path == ("square:a1", "square:a3", "square:a5")


# ------------------------------------------------------------------ end of the game
WHITE_STUCK = {"a1": ["w1"], "c3": ["b1"], "d3": ["b1"], "c5": ["b1"]}


def test_the_game_ends_when_the_player_not_to_move_cannot_move():
    """HOKITO, EN, 'END OF THE GAME' ('as soon as one of the players cannot make any further moves'),
    DE 'SPIELENDE' ('sobald einer der beiden Spieler'): Black is to move and could, but White 1 on a1
    has nothing to land on, so the game is over.  Black: 1+1+1 + a stack of 32 under a Black 2."""
    game = game_with(WHITE_STUCK, to_move="black", rest_top="b2")
    assert hokito.generate_moves(game.state.board, "black"), "Black alone could still move"
    assert game.outcome is not None
    assert game.outcome.winner == "black"
    assert game.outcome.scores == {"black": 67, "white": 1}
    assert game.outcome.reason == "White cannot move; Black wins 67 to 1."
    assert game.legal_moves() == []
    assert game.to_move is None


def test_the_game_ends_when_the_player_to_move_cannot_move():
    """HOKITO, FR, 'FIN DE PARTIE': the game ends as soon as one of the two players cannot move -
    here the player whose turn it is."""
    game = game_with(WHITE_STUCK, to_move="white", rest_top="b2")
    assert game.outcome is not None
    assert game.outcome.reason.startswith("White cannot move")
    assert game.legal_moves() == []


def test_the_game_ends_right_after_a_move_that_leaves_the_mover_stuck():
    """HOKITO, DE, 'SPIELENDE': after Black joins c3 onto d3, Black's only piece is a stack with
    no stack in reach; White could still move, but the game is over at once."""
    game = game_with({"c3": ["b1"], "d3": ["b1"], "a5": ["w1"], "b5": ["w2"]}, rest_top="w3")
    assert game.outcome is None
    game.play("c3-d3")
    assert hokito.generate_moves(game.state.board, "white"), "White alone could still move"
    assert game.outcome.reason == "Black cannot move; White wins 99 to 2."
    assert game.outcome.scores == {"black": 2, "white": 1 + 2 + 32 * 3}
    assert game.legal_moves() == []


def test_a_game_that_ends_with_neither_player_able_to_move_and_equal_scores_is_a_draw():
    """HOKITO, EN, 'END OF THE GAME': the highest score wins; equal scores are a draw (assumption,
    data/hokito.json 'equal_scores').  Two stacks of 18, under Black 1 and White 1: 18 each."""
    a1 = ["w2"] * 6 + ["w3"] * 6 + ["b1"] * 6
    game = game_with({"a1": a1}, rest_top="w1")
    outcome = game.outcome
    assert outcome.is_draw and outcome.winner is None and outcome.winners == ()
    assert outcome.scores == {"black": 18, "white": 18}
    assert outcome.reason == "Neither player can move; it is a draw, 18 points each."


def test_the_draw_rule_is_a_documented_assumption():
    """HOKITO, all sections: no tie rule is given; the data file marks the draw as assumed, with a note."""
    entry = hokito.ASSUMPTIONS["equal_scores"]
    assert entry["value"] == "draw" and entry["assumed"] is True and "no language section" in entry["note"]


def test_score_singles_by_value_and_stacks_by_top_value_times_height():
    """HOKITO, EN, 'END OF THE GAME': each player scores the pawns and stacks under their control; a
    single is worth its marking, a stack its top marking times the number of pawns in it (the
    pieces underneath count for the top piece's owner, whatever their colour)."""
    state = hokito.Game.from_position(build({"a1": ["b3"], "b1": ["w2"], "c1": ["b3", "b3", "b3", "w1"]},
                                            rest_top="b2")).state
    # Black: single 3, stack of 30 under Black 2 = 60; White: single 2, stack of 4 under White 1 = 4
    assert hokito.scores(state) == {"black": 63, "white": 6}


def test_scoring_example_fr_nl_it():
    """HOKITO, FR, 'FIN DE PARTIE' example (same in NL 'EINDE VAN HET SPEL' and IT 'FINE DEL GIOCO'):
    a stack of 4 under a White 3 gives White 4 x 3 = 12; a single Black 3 gives Black 3."""
    position = build({"c3": ["b1", "w1", "b2", "w3"], "a1": ["b3"], "e1": ["w1"]}, rest_top="b1")
    state = hokito.Game.from_position(position).state
    # example: White 12, Black 3; the other pieces: White 1 on e1, a stack of 30 under Black 1 on f6
    assert hokito.scores(state) == {"black": 3 + 30, "white": 12 + 1}


def test_scoring_example_en():
    """HOKITO, EN, 'END OF THE GAME' examples: a pile of 4 under a White 3 = 12 for White, a pile of 8
    under a Black 1 = 8 for Black, a single White 2 = 2 for White."""
    eight = ["w2", "w2", "b2", "b2", "w1", "w1", "b3", "b1"]
    position = build({"c3": ["b1", "w1", "b2", "w3"], "a1": eight, "e1": ["w2"], "d6": ["b2"]}, rest_top="w1")
    state = hokito.Game.from_position(position).state
    # example: White 12 + 2, Black 8; the others: Black 2 on d6, a stack of 22 under White 1 on f6
    assert hokito.scores(state) == {"black": 8 + 2, "white": 12 + 2 + 22}


def test_scoring_example_de():
    """HOKITO, DE, 'SPIELENDE' example: a stack of 6 under a White 3 = 18 for White, a stack of 8
    under a Black 1 = 8 for Black, a single White 2 = 2 for White."""
    six = ["b1", "w1", "b2", "w2", "b3", "w3"]
    eight = ["w2", "w2", "b2", "b2", "w1", "w1", "b3", "b1"]
    position = build({"c3": six, "a1": eight, "e1": ["w2"], "d6": ["b2"]}, rest_top="b3")
    state = hokito.Game.from_position(position).state
    # example: White 18 + 2, Black 8; the others: Black 2 on d6, a stack of 20 under Black 3 on f6
    assert hokito.scores(state) == {"black": 8 + 2 + 60, "white": 18 + 2}


def test_the_highest_score_wins_even_for_the_player_who_cannot_move():
    """HOKITO, FR, 'FIN DE PARTIE': whoever has the most points wins - not whoever moved last.
    White cannot move but holds the tall stack under a White 3."""
    game = game_with(WHITE_STUCK, to_move="black", rest_top="w3")
    assert game.outcome.reason == "White cannot move; White wins 97 to 3."
    assert game.outcome.winner == "white"


def test_evaluate_rates_the_score_difference_and_a_finished_game_highly():
    """For the greedy computer player: the score difference, plus or minus 1000 once won or lost."""
    over = game_with(WHITE_STUCK, rest_top="b2").state
    assert hokito.Game.evaluate(over, "black") == 1000 + 66
    assert hokito.Game.evaluate(over, "white") == -1000 - 66
    running = hokito.new_game(seed=1).state
    assert hokito.Game.evaluate(running, "black") == 0.0
    draw = game_with({"a1": ["w2"] * 6 + ["w3"] * 6 + ["b1"] * 6}, rest_top="w1").state
    assert hokito.Game.evaluate(draw, "black") == 0.0


# ------------------------------------------------------------------ game over
def test_no_move_can_be_played_once_the_game_is_over():
    """HOKITO, EN, 'END OF THE GAME': the game is over; playing raises IllegalMove saying so and
    changes nothing."""
    game = game_with(WHITE_STUCK, rest_top="b2")
    before = game.position()
    with pytest.raises(IllegalMove, match="The game is over"):
        game.play("c3-d3")
    assert game.position() == before and game.history == ()
    assert game.explain("c3-d3").startswith("The game is over (White cannot move")
    assert game.explain(["square:c3"]).startswith("The game is over")


# ------------------------------------------------------------------ explanations
def explained(board, notation, to_move="black"):
    return game_with(board, to_move=to_move).explain(notation)


SAMPLE = {"c3": ["b1"], "c4": ["b3"], "d3": ["w2"], "b3": ["w1", "w2"], "a6": ["w3"]}


@pytest.mark.parametrize("notation, expected", [
    ("c3c4", ("'c3c4' is not a move: write the square the piece starts on, a dash and the square where it "
             "lands, like c3-c5.")),
    ("", ("'' is not a move: write the square the piece starts on, a dash and the square where it lands, "
         "like c3-c5.")),
    ("c3-g7", "'g7' is not a square of the board: squares are a1 to f6 (file a-f, then rank 1-6)."),
    ("C3-c4", ("'C3' is not a square of the board (write it in lower case: c3): squares are a1 to f6 "
              "(file a-f, then rank 1-6).")),
    ("c3-c3", "A piece must move: c3-c3 starts and ends on the same square."),
    ("e5-e4", "There is no piece on e5."),
    ("d3-c3", "The top piece at d3 is White's; it is Black's turn."),
    ("c3-e5", "e5 is empty: a move ends on a piece (a single piece on a single piece, a stack on a stack)."),
    ("c3-c4", "Black 1 from c3 to c4 is a legal move."),
])
def test_explain_notation(notation, expected):
    """HOKITO, EN, 'HOW TO PLAY': every refused move says which rule it breaks."""
    assert explained(SAMPLE, notation) == expected


def test_play_refuses_junk_and_keeps_the_game_unchanged():
    """HOKITO, EN, 'HOW TO PLAY': a move that breaks a rule is refused with the reason."""
    game = game_with(SAMPLE)
    before = (game.position(), game.history, game.cursor)
    for junk in ["c3-b3", "c3-e5", "x", "c3-g7", 42, None]:
        with pytest.raises(IllegalMove) as error:
            game.play(junk)
        assert error.value.reason
        assert (game.position(), game.history, game.cursor) == before


def test_explain_clicks():
    """HOKITO, EN, 'HOW TO PLAY': clicking a square that cannot start a move says why."""
    game = game_with({"c3": ["b2"], "c4": ["w1"], "c2": ["w2"], "a1": ["b1"], "b1": ["w3"],
                      "a6": ["w1"], "b6": ["w2"], "d5": ["w3"]})
    assert game.explain(["square:e4"]) == ("e4 is empty: click one of Black's pieces, or a stack with a "
                                           "Black piece on top.")
    assert game.explain(["square:c4"]) == "The top piece at c4 is White's; it is Black's turn."
    assert game.explain(["square:c3"]) == ("Black 2 at c3 has no legal move: it must make exactly 2 jumps "
                                           "and end on a single piece, and no such square can be reached.")
    assert game.explain(["square:a1"]) == "Black 1 at a1 can move to b1, a6."
    assert game.explain(["piece:x"]) == "'piece:x' is not a square of the board."
    assert game.explain(["square:a1", "square:b1", "square:c1"]).startswith("A move takes two clicks")
    assert game.explain([]) == "Click one of Black's pieces or stacks first."
    assert game.explain(["square:a1", "square:b1"]) == "Black 1 from a1 to b1 is a legal move."
    assert game.explain(["square:c3", "square:c2"]).endswith("c2 is 1 jump away from c3.")


def test_notation_for_clicks():
    """The widget's two square clicks map to the notation 'from-to'; anything else to None."""
    state = hokito.new_game(seed=1).state
    assert hokito.Game.notation_for_clicks(state, ["square:c3", "square:c5"]) == "c3-c5"
    assert hokito.Game.notation_for_clicks(state, ["square:c3"]) is None
    assert hokito.Game.notation_for_clicks(state, ["square:c3", "square:z9"]) is None
    assert hokito.Game.notation_for_clicks(state, ["piece:c3", "square:c5"]) is None


def test_every_move_is_made_by_its_two_clicks():
    """Each legal move's clicks are its start and end squares, and explain() of them says it is legal."""
    game = hokito.new_game(seed=11)
    for move in game.legal_moves():
        origin, target = move.notation.split("-")
        assert move.clicks == (f"square:{origin}", f"square:{target}")
        assert move.path[0] == move.clicks[0] and move.path[-1] == move.clicks[1]
        assert game.explain(list(move.clicks)) == f"{move.label} is a legal move."


# ------------------------------------------------------------------ positions
def test_position_format_round_trip():
    """Facts file, 'Position format': only occupied squares, lists bottom to top; from_position and
    position() are inverses."""
    position = build({"c4": ["w1", "b3"], "a1": ["b2"], "e2": ["w3"]}, to_move="white")
    game = hokito.Game.from_position(position)
    assert game.position() == position
    assert game.state.board[hokito.square_index("c4")] == ("w1", "b3")
    assert game.state.to_move == "white"
    assert set(game.position()["board"]) == {"c4", "a1", "e2", "f6"}


def test_position_not_a_dict():
    with pytest.raises(InvalidPosition) as error:
        hokito.Game.from_position(["b1"])
    assert "is a table of entries, not a list" in error.value.problems[0]
    assert "is a table with 'to_move' and 'board', not 'black'" in hokito.position_problems("black")[0]


def test_position_lists_every_problem():
    """A described position is checked completely: every fault is listed, in learner words."""
    bad = {"to_move": "red", "colour": "black", "board": {
        "g7": ["b1"], "A1": ["b1"], 5: ["w1"], "a2": [], "a3": "b2", "a4": ["x4", "b1"],
        "a5": ["b1", "w1", "b2"], "a6": ["b4"]}}
    with pytest.raises(InvalidPosition) as error:
        hokito.Game.from_position(bad)
    problems = error.value.problems
    expected = [
        "'colour' is not part of a HOKITO position (only 'to_move' and 'board').",
        "'to_move' must be 'black' or 'white', not 'red'.",
        "'g7' is not a square: squares are a1 to f6 (file a-f, then rank 1-6).",
        "'A1' is not a square: squares are a1 to f6 (file a-f, then rank 1-6).",
        "5 is not a square: squares are a1 to f6 (file a-f, then rank 1-6).",
        "a2 has an empty list: leave empty squares out of the board.",
        'The pieces on a3 must be a list from bottom to top, like ["w1", "b3"], not \'b2\'.',
        "'x4' on a4 is not a piece: a piece is b1, b2, b3 (Black) or w1, w2, w3 (White).",
        ("a5 holds 3 pieces, but a stack always has an even height: a single only lands on a single "
        "and a stack only on a stack."),
        "'b4' on a6 is not a piece: a piece is b1, b2, b3 (Black) or w1, w2, w3 (White).",
        "There is 1 Black 2; each player has exactly 6 pieces of each value 1, 2 and 3.",
        "There are 0 White 2s; each player has exactly 6 pieces of each value 1, 2 and 3.",
        "There are 0 White 3s; each player has exactly 6 pieces of each value 1, 2 and 3.",
    ]
    for problem in expected:
        assert problem in problems
    assert "There are 9 pieces on the board, but all 36 stay on it for the whole game." in problems
    assert "- 'to_move' must be 'black' or 'white', not 'red'." in str(error.value)


def test_position_missing_keys_and_bad_board():
    with pytest.raises(InvalidPosition) as error:
        hokito.Game.from_position({})
    assert error.value.problems == ["The position has no 'to_move'.", "The position has no 'board'."]
    with pytest.raises(InvalidPosition) as error:
        hokito.Game.from_position({"to_move": "white", "board": [["b1"]]})
    assert error.value.problems[0].startswith("'board' must be a table from square names to lists of pieces")


def test_position_piece_counts():
    """HOKITO, EN, 'COMPONENTS': 18 pawns per colour, six of each marking; none leave the board."""
    position = build({"a1": ["b1"], "a2": ["b1"]})
    position["board"]["a2"] = ["w1"]             # seven White 1s, five Black 1s
    with pytest.raises(InvalidPosition) as error:
        hokito.Game.from_position(position)
    assert error.value.problems == [
        "There are 5 Black 1s; each player has exactly 6 pieces of each value 1, 2 and 3.",
        "There are 7 White 1s; each player has exactly 6 pieces of each value 1, 2 and 3."]
    position = build({"a1": ["b1"], "a2": ["b1"]})
    del position["board"]["a2"]
    problems = hokito.position_problems(position)
    assert "There are 35 pieces on the board, but all 36 stay on it for the whole game." in problems


def test_a_given_position_that_is_already_over_has_no_moves():
    """HOKITO, EN, 'END OF THE GAME': the end rule applies to any position, not only after a move."""
    game = hokito.Game.from_position(build(WHITE_STUCK, rest_top="b2"))
    assert game.outcome is not None and game.legal_moves() == []


# ------------------------------------------------------------------ the module's vocabulary
def test_squares_and_helpers():
    assert hokito.SQUARES[0] == "a1" and hokito.SQUARES[5] == "f1" and hokito.SQUARES[6] == "a2"
    assert hokito.SQUARES[-1] == "f6"
    assert [hokito.square_index(name) for name in ("a1", "c4", "f6")] == [0, 20, 35]
    assert all(hokito.square_name(hokito.square_index(name)) == name for name in hokito.SQUARES)
    with pytest.raises(ValueError):
        hokito.square_index("g1")
    with pytest.raises(ValueError):
        hokito.square_name(36)
    with pytest.raises(ValueError):
        hokito.square_index(["a1"])
    with pytest.raises(ValueError):
        hokito.top(hokito.new_game(seed=1).state, -1)
    assert hokito.COLOURS == ("black", "white")
    corner = {"c4": ["w1", "b3"], "a1": ["b2"], "e2": ["w3"]}
    state = hokito.Game.from_position(build(corner)).state
    assert hokito.top(state, "c4") == "b3" and hokito.top(state, 20) == "b3"
    assert hokito.top(state, "b2") is None
    same = hokito.Game.from_position(build(corner)).state
    assert same == state and hash(same) == hash(state) and same is not state
    assert hokito.IllegalMove is core.IllegalMove and hokito.InvalidPosition is core.InvalidPosition
    assert hokito.Move is core.Move
    assert hokito.Game.name == "hokito" and issubclass(hokito.Game, core.Game)


def test_labels_name_the_mover():
    """Labels read as sentences: the mover (a piece, or a stack with its top piece), from, to."""
    game = game_with({"c3": ["w1", "b2", "w2", "b3"], "d3": ["w1"], "d5": ["b1"], "c5": ["b1", "w3"],
                      "e1": ["b1"], "e2": ["w1"]})
    move = game.find_move("c3-c5")
    assert move.label == "stack of 4 (Black 3 on top) from c3 to c5"
    assert move.path == ("square:c3", "square:d3", "square:d5", "square:c5")
    assert game.find_move("e1-e2").label == "Black 1 from e1 to e2"


def test_an_unreachable_square_in_line_is_explained_with_jumps_and_turns():
    """For a learner: each jump goes to the next piece, turns only on a piece, never back."""
    game = game_with({"c3": ["b2"], "c4": ["w1"], "c2": ["w2"], "a1": ["b1"], "b1": ["w3"],
                      "a6": ["w1"], "b6": ["w2"], "d5": ["w3"]})
    reason = game.explain("c3-b6")
    assert reason.startswith("A 2 cannot get from c3 to b6 in 2 jumps: each jump goes straight to the next piece")


def test_greedy_computers_move_pieces_of_every_value_and_stacks():
    """Issue 20 point 9 (the computer uses every option of the game): in 3 seeded games of greedy computers
    pieces of value 1, 2 and 3 are moved alone and stacks are moved (HOKITO, EN, 'HOW TO PLAY')."""
    import re

    from rulebook.core import GreedyPlayer, play_out

    kinds = set()
    for seed in range(3):
        game = play_out(hokito.new_game(seed=seed), GreedyPlayer(seed), max_moves=500)
        assert game.outcome is not None
        for move in game.history:
            single = re.match(r"(Black|White) ([123]) from", move.label)
            kinds.add(f"piece {single.group(2)}" if single else "stack" if move.label.startswith("stack") else "?")
    assert kinds == {"piece 1", "piece 2", "piece 3", "stack"}, kinds
