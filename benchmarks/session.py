"""A whole lesson on one board: the time of every click handler over thousands of plays.

    .venv/bin/python benchmarks/session.py               # 12,000 plays on a HOKITO and on a HIT board
    .venv/bin/python benchmarks/session.py --plays 2000

A learner (here a seeded random chooser) clicks legal moves on one board for the whole
lesson; when a game ends the board gets a new game, as the notebook's "new game" does.
Each ``handle_message`` call (rules, rendering, trait updates) is timed with the garbage
collector on, as in a real kernel, so full collections over everything the process keeps
show up in p99 and max.  At the end it counts the Moves and SVG elements the process
holds (every cache must be bounded).  The target: p99 under 50 ms.
"""

from __future__ import annotations

import argparse
import gc
import random
import time
from dataclasses import dataclass

from common import ms, p50, percentile, print_table

from rulebook import hit, hokito
from rulebook.core import Move
from widgets.hit import HitBoard
from widgets.hokito import HokitoBoard


@dataclass
class LessonFigures:
    board: str
    plays: int
    games: int
    p50: float
    p99: float
    worst: float
    moves_held: int
    svg_elements_held: int


def held_objects() -> tuple[int, int]:
    """How many Moves and svgwrite elements the process holds now."""
    from svgwrite.base import BaseElement
    moves = elements = 0
    for item in gc.get_objects():
        if isinstance(item, Move):
            moves += 1
        elif isinstance(item, BaseElement):
            elements += 1
    return moves, elements


def lesson(name: str, make_board, new_game, plays: int) -> LessonFigures:
    board = make_board()
    chooser = random.Random(7)
    times, games = [], 1
    for _ in range(plays):
        if not board.moves:
            board.game = new_game(games)
            games += 1
            continue
        message = {"type": "play", "id": chooser.randrange(len(board.moves)), "revision": board.revision}
        start = time.perf_counter()
        board.handle_message(message)
        times.append(time.perf_counter() - start)
    moves, elements = held_objects()
    return LessonFigures(name, len(times), games, p50(times), percentile(times, 0.99), max(times), moves, elements)


def run(plays: int = 12_000) -> list[LessonFigures]:
    figures = [
        lesson("HOKITO", HokitoBoard, lambda seed: hokito.new_game(seed=seed), plays),
        lesson("HIT 4p (hot seat)", lambda: HitBoard(seed=1), lambda seed: hit.new_game(seed=seed, players=4), plays),
    ]
    print_table(
        f"A lesson on one board: {plays} plays, every click handler timed",
        ["board", "plays", "games", "p50 ms", "p99 ms", "max ms", "Moves held", "SVG elements held"],
        [[f.board, f.plays, f.games, ms(f.p50), ms(f.p99), ms(f.worst), f.moves_held, f.svg_elements_held]
         for f in figures],
    )
    return figures


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plays", type=int, default=12_000)
    run(parser.parse_args().plays)
