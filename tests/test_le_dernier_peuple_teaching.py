"""The helpers the Le Dernier Peuple notebooks share (rulebook/le_dernier_peuple/teaching.py) print what
their docstrings say, for a small position: red holds card 3 (black arrow) or card 11 (grey arrow)."""

from __future__ import annotations

from rulebook import le_dernier_peuple as ldp
from rulebook.le_dernier_peuple.teaching import list_moves, show


def game_with(card: int) -> ldp.Game:
    """A 3-player game at its start, red to play and holding only ``card``."""
    return ldp.Game.from_position(ldp.build_position(3, hands={"red": [card]}))


def test_show_prints_scores_pawns_and_who_decides_in_which_phase(capsys):
    game = game_with(11)
    game.play("play 11 red-1 circle")   # +4 then +1: red pawn 1 from its village (card 2) to card 7
    show(game)
    assert capsys.readouterr().out.splitlines() == [
        "Scores: Red 0, Blue 0, Green 0",
        ("Pawns: red pawn 1 on card 7, red pawn 2 on card 2, blue pawn 1 on card 6, blue pawn 2 on card 6, "
         "green pawn 1 on card 10, green pawn 2 on card 10"),
        "Decides now: blue | step: a turn",
    ]


def test_list_moves_prints_the_moves_starting_with_the_given_notation_one_a_line(capsys):
    list_moves(game_with(3), "play 3 blue-1")
    assert capsys.readouterr().out.splitlines() == [
        "play 3 blue-1 circle         Card 3: blue pawn 1 from card 6 +1 to card 7 (circle)",
        "play 3 blue-1 square         Card 3: blue pawn 1 from card 6 straight to card 6 (square)",
    ]


def test_list_moves_without_a_start_prints_every_legal_move_and_nothing_else(capsys):
    game = game_with(3)
    list_moves(game)
    lines = capsys.readouterr().out.splitlines()
    assert lines == [f"{move.notation:28} {move.label}" for move in game.legal_moves()]
    assert lines[-1].startswith("draw ") and len(lines) == 9   # 4 opponent pawns x circle/square, draw
    list_moves(game, "power")   # red holds no power card
    assert capsys.readouterr().out == ""
