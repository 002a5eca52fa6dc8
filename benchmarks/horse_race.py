"""The horse race's figures: races per second (game API and explorer), render time, click → painted board.

    .venv/bin/python benchmarks/horse_race.py [--clicks 40] [--no-browser]

- races per second through the game API (``core.play_out``: random players, strategy players), 4 horses;
- races per second through the strategy explorer's numpy kernel (``rulebook/horse_race/numpy_races.py``),
  10,000 four-horse races per run, best of 3 runs after a warm-up, and through its plain-Python kernel
  (``python_races.py``, used where numpy is missing); both also per second of this process's CPU time, and
  their ratio (the figures to compare on a shared, busy machine);
- SVG render time of the board along seeded random races;
- from JupyterLab and Chromium (the browser tests' server, with TCP_NODELAY): a click on "Trot",
  "Gallop" or a bet button → Python's new board painted (p50/p95), read from the front end's
  ``window.__rbPaints``.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import textwrap
import time
from pathlib import Path

import browser as browser_benchmark
from common import lab_helpers, machine_load, ms, p50, p95, print_table

from rulebook import horse_race
from rulebook.core import RandomPlayer, play_out
from rulebook.horse_race import Strategy, StrategyPlayer, explorer, python_races
from rulebook.horse_race.players import ALWAYS_TROT

STRATEGIES = [Strategy(0, 1), Strategy(ALWAYS_TROT, 1), Strategy(2, 1), Strategy(3, None)]
BOARD = ".rb-board"


def api_races_per_second(make_players, seconds: float = 3.0) -> float:
    races, seed, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        play_out(horse_race.new_game(seed=seed, players=4), make_players(seed))
        races += 1
        seed += 1
    return races / (time.perf_counter() - start)


def strategy_seats(seed: int) -> dict:
    return {seat: StrategyPlayer(strategy, seed) for seat, strategy in zip(horse_race.ALL_PLAYERS, STRATEGIES)}


def explorer_races_per_second() -> float:
    explorer.run(STRATEGIES, races=2_000, seed=0)
    return max(explorer.run(STRATEGIES, races=10_000, seed=seed).races_per_second for seed in range(3))


def python_kernel_races_per_second() -> float:
    """The plain-Python kernel (the explorer's where numpy is missing), best of 3 runs of 10,000 races."""
    best = 0.0
    for seed in range(3):
        started = time.perf_counter()
        python_races.simulate(STRATEGIES, 10_000, seed)
        best = max(best, 10_000 / (time.perf_counter() - started))
    return best


def races_per_cpu_second(play, races: int) -> float:
    """Races per second of this process's CPU time (others sharing the cores do not count), best of 3 runs."""
    best = 0.0
    for seed in range(3):
        started = time.process_time()
        play(races, seed)
        best = max(best, races / max(time.process_time() - started, 1e-9))
    return best


def kernels_per_cpu_second() -> tuple[float, float]:
    """(numpy kernel, plain-Python kernel) races per CPU second: their ratio does not depend on the load."""
    from rulebook.horse_race import numpy_races

    numpy_rate = races_per_cpu_second(
        lambda races, seed: numpy_races.simulate(STRATEGIES, races, numpy_races.numpy_draw(seed)), 10_000)
    return numpy_rate, races_per_cpu_second(lambda races, seed: python_races.simulate(STRATEGIES, races, seed), 5_000)


def render_times(races: int = 6) -> list[float]:
    from widgets.horse_race import render

    times = []
    for seed in range(races):
        game = play_out(horse_race.new_game(seed=500 + seed, players=4), RandomPlayer(seed))
        for cursor in range(len(game.all_moves) + 1):
            game.jump(cursor)
            start = time.perf_counter()
            render(game)
            times.append(time.perf_counter() - start)
    return times


NOTEBOOK_CELLS = [textwrap.dedent('''
    from widgets.horse_race import HorseRaceBoard
    board = HorseRaceBoard(players=2, seed=1)
'''), "board"]


def click_latencies(clicks: int) -> list[float]:
    """Seconds from a click on a button of the board to Python's new board painted."""
    lab = lab_helpers()
    problem = lab.chromium_problem() or lab.lab_settings_problem()
    if problem:
        print(f"\nBrowser figures skipped: {problem}")
        return []
    from playwright.sync_api import sync_playwright

    latencies = []
    choose = random.Random(7)
    with sync_playwright() as playwright, tempfile.TemporaryDirectory(prefix="rulebook-bench-") as state_dir:
        browser = playwright.chromium.launch(executable_path=lab.CHROMIUM, args=lab.CHROMIUM_ARGS, headless=True)
        server = lab.start_lab_server(Path(state_dir), nodelay=True)
        page = browser.new_page(viewport={"width": 1024, "height": 900})
        try:
            path = lab.new_notebook(server, NOTEBOOK_CELLS, name="horse-benchmark.ipynb")
            lab.open_notebook(page, server, path)
            lab.run_all_cells(page, path)
            page.locator(f"{BOARD} .rb-svg svg").wait_for()
            for number in range(clicks + 3):
                if number == 3:
                    page.evaluate("() => { window.__rbPaints = []; }")
                keys = browser_benchmark.keys_with_class(page, BOARD, "rb-startable")
                if not keys:
                    revision = browser_benchmark.shown_revision(page, BOARD)
                    page.locator(f'{BOARD} [data-action="restart"]').click()
                    browser_benchmark.wait_for_revision_after(page, BOARD, revision)
                else:  # every decision of the race is one click (a die colour or a bet)
                    target = page.locator(f'{BOARD} .rb-svg [data-key="{choose.choice(sorted(keys))}"]')
                    browser_benchmark.click_and_wait(page, BOARD, target, browser_benchmark.PAUSE_MS)
            for record in page.evaluate("() => window.__rbPaints"):
                if record["kind"] == "paint" and record["clickTime"] is not None:
                    latencies.append((record["time"] - record["clickTime"]) / 1000)
        finally:
            page.close()
            lab.stop_lab_server(server)
            browser.close()
    return latencies


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clicks", type=int, default=40)
    parser.add_argument("--no-browser", action="store_true")
    arguments = parser.parse_args()
    rows = [
        ["races/s, game API, random players", f"{api_races_per_second(lambda seed: RandomPlayer(seed)):.0f}", ""],
        ["races/s, game API, strategy players", f"{api_races_per_second(strategy_seats):.0f}", ""],
        ["races/s, explorer kernel", f"{explorer_races_per_second():,.0f}", ""],
        ["races/s, plain-Python kernel", f"{python_kernel_races_per_second():,.0f}", ""],
    ]
    numpy_rate, python_rate = kernels_per_cpu_second()
    rows += [["races per CPU second, explorer kernel", f"{numpy_rate:,.0f}", ""],
             ["races per CPU second, plain-Python kernel", f"{python_rate:,.0f}", ""],
             ["explorer kernel ÷ plain-Python kernel (CPU)", f"{numpy_rate / python_rate:.1f}×", ""]]
    times = render_times()
    rows.append([f"render ms ({len(times)} boards)", ms(p50(times)), ms(p95(times))])
    if not arguments.no_browser:
        clicks = click_latencies(arguments.clicks)
        rows.append([f"click → board painted ms ({len(clicks)} clicks)", ms(p50(clicks), 1), ms(p95(clicks), 1)])
    print_table(f"Horse race, 4 horses ({machine_load()})", ["figure", "p50 (or rate)", "p95"], rows)


if __name__ == "__main__":
    main()
