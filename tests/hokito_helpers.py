"""Helpers shared by the HOKITO tests: build full, valid positions from a few squares."""

from __future__ import annotations

import itertools
from collections import Counter

from rulebook import hokito

ALL_PIECES = Counter({piece: hokito.PIECES_PER_VALUE for piece in hokito.PIECES})


def build(board: dict[str, list[str]], to_move: str = "black", rest: str = "f6",
          rest_top: str | None = None) -> dict:
    """A valid position: ``board`` as given, every remaining piece stacked on ``rest``.

    Rule tests need mostly empty boards, but every position holds all 36 pieces; the
    remaining ones go into one tall stack on ``rest`` (with ``rest_top`` on top if given),
    so the test only has to keep that square in mind.
    """
    used = Counter(piece for stack in board.values() for piece in stack)
    remaining = ALL_PIECES - used
    if used - ALL_PIECES:
        raise ValueError(f"too many pieces in the test position: {dict(used - ALL_PIECES)}")
    pieces = sorted(remaining.elements())
    if rest_top is not None:
        pieces.remove(rest_top)
        pieces.append(rest_top)
    if len(pieces) % 2 or rest in board:
        raise ValueError(f"the test position leaves {len(pieces)} pieces for {rest}; make it even and free")
    full = {square: list(stack) for square, stack in board.items()}
    if pieces:
        full[rest] = pieces
    return {"to_move": to_move, "board": full}


def game_with(board: dict[str, list[str]], to_move: str = "black", rest: str = "f6",
              rest_top: str | None = None) -> hokito.Game:
    return hokito.Game.from_position(build(board, to_move, rest, rest_top))


def targets_from(game: hokito.Game, square: str) -> set[str]:
    """The squares the piece or stack on ``square`` may move to."""
    return {move.notation.split("-")[1] for move in game.legal_moves() if move.notation.startswith(square + "-")}


def passed_squares(path: tuple[str, ...]) -> list[str]:
    """Every square a path crosses or lands on, start included (jumps run along a row or a file)."""
    squares = [path[0]]
    for here, there in itertools.pairwise(path):
        a, b = hokito.square_index(here), hokito.square_index(there)
        step = (1 if b > a else -1) * (1 if a // 6 == b // 6 else 6)
        assert a // 6 == b // 6 or a % 6 == b % 6, f"{here}->{there} is not orthogonal"
        squares += [hokito.square_name(index) for index in range(a + step, b + step, step)]
    return squares


def check_invariants(state: hokito.State) -> None:
    """All 36 pieces are on the board, six of each value per colour, and stacks have even heights."""
    pieces = Counter(piece for stack in state.board for piece in stack)
    assert pieces == ALL_PIECES
    assert len(state.board) == 36
    assert all(len(stack) in (0, 1) or len(stack) % 2 == 0 for stack in state.board)
