"""Speed of the rules: legal-move generation per position, and whole games per second.

    .venv/bin/python benchmarks/rules.py

For HOKITO, HIT (2, 3 and 4 players) and Partners:
- legal-move generation: ``Game.moves_in(state)`` once per position, on positions
  sampled from seeded random games, each state rebuilt fresh from its position and
  the rules' caches cleared first, so every call does the full work (as when a
  board shows a new position); median and p95;
- random games per second: whole games, every seat a RandomPlayer (``play_out``);
- greedy games per second: every seat a GreedyPlayer.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass

from common import GAMES, GameKind, machine_load, p50, p95, print_table, random_games, sample, us

from rulebook.core import GreedyPlayer, RandomPlayer, play_out

POSITIONS = 600  # positions timed per game
POSITION_GAMES = 30  # random games the positions are drawn from
GAME_SECONDS = 1.5  # time budget for each games-per-second figure
MIN_GAMES = 3


@dataclass
class RulesFigures:
    game: str
    positions: int
    moves_per_position: float
    legal_p50: float  # seconds
    legal_p95: float
    random_games_per_s: float
    random_moves_per_game: float
    greedy_games_per_s: float
    greedy_moves_per_game: float


def clear_rule_caches() -> None:
    """Empty every cache of the rules package, so the next calls do the full work."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("rulebook") or module is None:
            continue
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


def positions_of(kind: GameKind) -> list[dict]:
    """Positions along seeded random games (the start and after every move, game-over ones left out)."""
    positions = []
    for game in random_games(kind, POSITION_GAMES):
        for cursor in range(len(game.history)):  # the last point is game over: no moves to make
            game.jump(cursor)
            positions.append(game.position())
    return sample(positions, POSITIONS)


def legal_move_times(kind: GameKind) -> tuple[list[float], list[int]]:
    rules = type(kind.new_game(0))
    states = [rules.state_from_position(position) for position in positions_of(kind)]
    clear_rule_caches()
    times, counts = [], []
    for state in states:
        start = time.perf_counter()
        moves = rules.moves_in(state)
        times.append(time.perf_counter() - start)
        counts.append(len(moves))
    return times, counts


def games_per_second(kind: GameKind, player_class) -> tuple[float, float]:
    """(games per second, moves per game) of whole games with ``player_class`` in every seat."""
    games = moves = 0
    start = time.perf_counter()
    seed = 1000
    while games < MIN_GAMES or time.perf_counter() - start < GAME_SECONDS:
        game = play_out(kind.new_game(seed), player_class(seed))
        games += 1
        moves += len(game.history)
        seed += 1
    elapsed = time.perf_counter() - start
    return games / elapsed, moves / games


def measure(kind: GameKind) -> RulesFigures:
    times, counts = legal_move_times(kind)
    random_rate, random_length = games_per_second(kind, RandomPlayer)
    greedy_rate, greedy_length = games_per_second(kind, GreedyPlayer)
    return RulesFigures(
        kind.name,
        len(times),
        sum(counts) / len(counts),
        p50(times),
        p95(times),
        random_rate,
        random_length,
        greedy_rate,
        greedy_length,
    )


def run() -> list[RulesFigures]:
    figures = [measure(kind) for kind in GAMES]
    print_table(
        f"Rules ({machine_load()})",
        [
            "game",
            "positions",
            "moves/pos",
            "legal p50 µs",
            "legal p95 µs",
            "random games/s",
            "moves/game",
            "greedy games/s",
            "moves/game",
        ],
        [
            [
                f.game,
                f.positions,
                f"{f.moves_per_position:.1f}",
                us(f.legal_p50),
                us(f.legal_p95),
                f"{f.random_games_per_s:.1f}",
                f"{f.random_moves_per_game:.0f}",
                f"{f.greedy_games_per_s:.1f}",
                f"{f.greedy_moves_per_game:.0f}",
            ]
            for f in figures
        ],
    )
    return figures


if __name__ == "__main__":
    run()
