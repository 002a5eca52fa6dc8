"""The helpers the Partners notebooks share (rulebook/partners/teaching.py, widgets.teaching.card_board)."""

from __future__ import annotations

from rulebook import partners
from rulebook.partners.teaching import card_game, list_moves, show, try_move

PAWNS = {"yellow-1": "field:13", "red-1": "field:20"}


def small_game() -> partners.Game:
    """Yellow to move with a 3 and a 9; yellow-1 on field 13, red-1 on red's field 5."""
    return partners.Game.from_position(partners.build_position(pawns=PAWNS, hands={"yellow": ["3#1", "9#1"]}))


def test_show_prints_whose_turn_then_the_pawns_out_of_their_home_bases(capsys):
    show(small_game())
    assert capsys.readouterr().out.splitlines() == [
        "Yellow to move (play).",
        "  yellow: yellow pawn 1 on field 13 after yellow's start",
        "  red: red pawn 1 on field 5 after red's start",
        "  blue: all pawns at home",
        "  green: all pawns at home",
    ]


def test_show_prints_only_the_colours_named(capsys):
    show(small_game(), "red", "blue")
    assert capsys.readouterr().out.splitlines() == [
        "Yellow to move (play).",
        "  red: red pawn 1 on field 5 after red's start",
        "  blue: all pawns at home",
    ]


def test_show_says_when_the_game_is_over(capsys):
    pawns = {f"{colour}-{n}": f"goal:{colour}-{n}" for colour in ("yellow", "blue") for n in range(1, 5)}
    pawns["blue-1"] = "field:27"
    game = partners.Game.from_position(partners.build_position(pawns=pawns, hands={"yellow": ["3#1"]}))
    game.play("play 3 blue-1")
    show(game, "blue")
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == f"Game over: {game.outcome.reason}."
    assert lines[1] == "  blue: " + ", ".join(f"blue pawn {n} on {partners.field_name(f'goal:blue-{n}')}"
                                              for n in range(1, 5))


def test_list_moves_prints_each_legal_move_with_what_it_does(capsys):
    game = small_game()
    list_moves(game)
    assert capsys.readouterr().out.splitlines() == [
        f"{move.notation:28} {move.label}" for move in game.legal_moves()]
    assert game.history == ()


def test_list_moves_keeps_only_the_notations_that_start_with_start(capsys):
    list_moves(small_game(), "play 9")
    assert capsys.readouterr().out.splitlines() == [
        "play 9 yellow-1              Play the 9: move yellow pawn 1 by 9 steps to field 8 after red's start"]


def test_try_move_plays_a_legal_move_and_prints_what_it_did(capsys):
    game = small_game()
    try_move(game, "play 3 yellow-1")
    assert capsys.readouterr().out == (
        "played: Play the 3: move yellow pawn 1 by 3 steps to field 2 after red's start\n")
    assert game.state.pawns["yellow-1"] == "field:17"


def test_try_move_prints_why_not_and_leaves_the_game_as_it_was(capsys):
    game = small_game()
    before = game.position()
    try_move(game, "play 8 yellow-1")
    assert capsys.readouterr().out == "not allowed: Yellow holds no 8♡ (the hand: 3, 9).\n"
    assert game.position() == before and game.history == ()


def test_card_game_gives_yellow_the_hand_and_places_the_pawns():
    game = card_game(["13#1"], {"yellow-1": "field:2"})
    assert game.to_move == "yellow" and game.state.hands["yellow"] == ("13#1",)
    assert game.state.pawns["yellow-1"] == "field:2"
    assert all(where == "home" for pawn, where in game.state.pawns.items() if pawn != "yellow-1")
    assert {move.notation for move in game.legal_moves()} == {"play 13 out yellow", "play 13 yellow-1"}


def test_card_board_prints_the_moves_and_shows_the_position_on_a_live_board(capsys):
    from widgets import PartnersBoard
    from widgets.teaching import card_board

    board = card_board(["13#1"], {"yellow-1": "field:2"})
    assert isinstance(board, PartnersBoard)
    assert board.game.position() == card_game(["13#1"], {"yellow-1": "field:2"}).position()
    assert [line.split()[:3] for line in capsys.readouterr().out.splitlines()] == [
        ["play", "13", "out"], ["play", "13", "yellow-1"]]
