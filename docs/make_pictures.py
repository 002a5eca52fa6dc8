"""Draw the static pictures used in the README (run from the repository root).

    .venv/bin/python docs/make_pictures.py

Writes docs/hokito-board.svg: a HOKITO game after a few moves by the random
computer player (fixed seeds, so the picture only changes when the drawing
does), and prints how long one render takes and how big the SVG is.
"""

from __future__ import annotations

import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from rulebook import hokito
from rulebook.core import RandomPlayer
from widgets.hokito import render

SEED, MOVES = 3, 12


def example_game() -> hokito.Game:
    game = hokito.new_game(seed=SEED)
    player = RandomPlayer(1)
    for _ in range(MOVES):
        game.play(player.choose(game))
    return game


def render_times(game: hokito.Game, repeats: int = 200) -> list[float]:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        render(game)
        times.append(time.perf_counter() - start)
    return times


def main() -> None:
    game = example_game()
    picture = render(game)
    target = ROOT / "docs" / "hokito-board.svg"
    target.write_text(picture + "\n", encoding="utf-8")
    times = render_times(game)
    print(f"wrote {target.relative_to(ROOT)}: {len(picture.encode('utf-8')):,} bytes; render "
          f"median {statistics.median(times) * 1000:.2f} ms, fastest {min(times) * 1000:.2f} ms")


if __name__ == "__main__":
    main()
