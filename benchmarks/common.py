"""Small helpers shared by the benchmark scripts: percentiles, timing, the games, printing."""

from __future__ import annotations

import importlib.util
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

REPO_ROOT = Path(__file__).resolve().parents[1]
if str(REPO_ROOT) not in sys.path:
    sys.path.insert(0, str(REPO_ROOT))

from rulebook import hit, hokito, horse_race, partners
from rulebook import le_dernier_peuple as ldp
from rulebook.core import Game


@dataclass(frozen=True)
class GameKind:
    """One game (and player count) to measure."""

    name: str
    new_game: Callable[[int], Game]
    module: object


GAMES = (
    GameKind("HOKITO", lambda seed: hokito.new_game(seed=seed), hokito),
    GameKind("HIT 2p", lambda seed: hit.new_game(seed=seed, players=2), hit),
    GameKind("HIT 3p", lambda seed: hit.new_game(seed=seed, players=3), hit),
    GameKind("HIT 4p", lambda seed: hit.new_game(seed=seed, players=4), hit),
    GameKind("LDP 3p", lambda seed: ldp.new_game(seed=seed, players=3), ldp),
    GameKind("LDP 4p", lambda seed: ldp.new_game(seed=seed, players=4), ldp),
    GameKind("LDP 5p", lambda seed: ldp.new_game(seed=seed, players=5), ldp),
    GameKind("Horse race 4p", lambda seed: horse_race.new_game(seed=seed, players=4), horse_race),
    GameKind("Partners", lambda seed: partners.new_game(seed=seed), partners),
)


def lab_helpers():
    """tests/browser/jupyterlab.py (the browser tests' JupyterLab helpers), loaded by its path.

    Loaded under its own name: ``browser`` is this folder's browser benchmark too.
    """
    name = "rulebook_test_jupyterlab"
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, REPO_ROOT / "tests" / "browser" / "jupyterlab.py")
        module = importlib.util.module_from_spec(spec)
        sys.modules[name] = module  # dataclasses look their module up while the file runs
        spec.loader.exec_module(module)
    return sys.modules[name]


def percentile(values: Sequence[float], fraction: float) -> float:
    """The nearest-rank percentile (``fraction`` 0.5 = median, 0.95 = p95)."""
    ordered = sorted(values)
    if not ordered:
        return math.nan
    rank = max(1, math.ceil(fraction * len(ordered)))
    return ordered[rank - 1]


def p50(values: Sequence[float]) -> float:
    return statistics.median(values) if values else math.nan


def p95(values: Sequence[float]) -> float:
    return percentile(values, 0.95)


def timed(call: Callable[[], object]) -> tuple[float, object]:
    """(seconds, result) of one call."""
    start = time.perf_counter()
    result = call()
    return time.perf_counter() - start, result


def random_games(kind: GameKind, count: int, first_seed: int = 0) -> Iterable[Game]:
    """``count`` random full games of ``kind`` (seeded: the same games every run)."""
    from rulebook.core import RandomPlayer, play_out

    for seed in range(first_seed, first_seed + count):
        yield play_out(kind.new_game(seed), RandomPlayer(seed))


def sample(items: Sequence, count: int, seed: int = 0) -> list:
    items = list(items)
    return items if len(items) <= count else random.Random(seed).sample(items, count)


def machine_load() -> str:
    one, five, fifteen = os.getloadavg()
    return f"load average {one:.2f} {five:.2f} {fifteen:.2f} on {os.cpu_count()} CPUs"


def print_table(title: str, header: Sequence[str], rows: Iterable[Sequence[object]]) -> None:
    """A plain text table: columns sized to their content, numbers right-aligned."""
    rows = [[str(cell) for cell in row] for row in rows]
    columns = list(zip(*rows)) if rows else [() for _ in header]
    widths = [max([len(str(h))] + [len(cell) for cell in column]) for h, column in zip(header, columns)]
    numeric = [bool(column) and all(_is_number(cell) for cell in column) for column in columns]
    print(f"\n{title}")
    print("  ".join((str(h).rjust(w) if n else str(h).ljust(w)) for h, w, n in zip(header, widths, numeric)))
    print("  ".join("-" * w for w in widths))
    for row in rows:
        print("  ".join((cell.rjust(w) if n else cell.ljust(w)) for cell, w, n in zip(row, widths, numeric)))


def _is_number(text: str) -> bool:
    try:
        float(text)
    except ValueError:
        return text == "n/a"
    return True


def ms(seconds: float, digits: int = 2) -> str:
    return "n/a" if math.isnan(seconds) else f"{seconds * 1000:.{digits}f}"


def us(seconds: float) -> str:
    return "n/a" if math.isnan(seconds) else f"{seconds * 1e6:.0f}"
