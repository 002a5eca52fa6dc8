"""Pure-Python rules of the games in the interactive rulebook (standard library only)."""

from rulebook.core import (  # noqa: F401
    Game,
    GreedyPlayer,
    IllegalMove,
    InvalidPosition,
    Move,
    Outcome,
    RandomPlayer,
    Rng,
    computer_player,
    play_out,
)
