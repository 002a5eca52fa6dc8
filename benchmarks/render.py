"""Speed and size of the SVG boards the widgets send to the browser.

    .venv/bin/python benchmarks/render.py

For every position along seeded random games, one call of the game's renderer as
the live board makes it (HOKITO: ``widgets.hokito.render(game)``; HIT:
``widgets.hit.render(game, viewer=<player to move>)``, the hot-seat view; Partners:
``widgets.partners.render(game, viewer=<player to move>)``), in
game order, so the renderers' caches of unchanged parts help as in real play.
Prints the median and p95 render time and the median and largest SVG size.
HIT is skipped, with a line saying so, when ``widgets/hit.py`` is not there.
"""

from __future__ import annotations

import importlib
import time
from dataclasses import dataclass

from common import GAMES, REPO_ROOT, GameKind, machine_load, ms, p50, p95, print_table, random_games

GAMES_PER_KIND = {"HOKITO": 20, "HIT 2p": 3, "HIT 3p": 2, "HIT 4p": 2, "LDP 3p": 3, "LDP 4p": 3, "LDP 5p": 2,
                  "Partners": 1, "Horse race 4p": 6}  # about 500-900 renders each


@dataclass
class RenderFigures:
    game: str
    renders: int
    time_p50: float  # seconds
    time_p95: float
    size_p50: int  # bytes
    size_max: int


def renderer_for(kind: GameKind):
    """A function game -> SVG text, or a string saying why there is none."""
    if kind.name == "HOKITO":
        from widgets import hokito as view

        return view.render
    if kind.name.startswith("Horse race"):
        from widgets import horse_race as view

        return view.render
    if kind.name.startswith("LDP"):
        from widgets import le_dernier_peuple as ldp_view

        return lambda game: ldp_view.render(game, viewer=game.to_move if game.to_move in game.state.players else None)
    if kind.name == "Partners":
        from widgets import partners as view

        return lambda game: view.render(game, viewer=game.to_move)
    if not (REPO_ROOT / "widgets" / "hit.py").exists():
        return "widgets/hit.py does not exist yet"
    try:
        view = importlib.import_module("widgets.hit")
    except Exception as error:  # noqa: BLE001 - any failure to import means: no HIT renderer yet
        return f"widgets.hit does not import ({type(error).__name__}: {error})"
    return lambda game: view.render(game, viewer=game.to_move)


def measure(kind: GameKind, render) -> RenderFigures:
    times, sizes = [], []
    for game in random_games(kind, GAMES_PER_KIND[kind.name], first_seed=500):
        for cursor in range(len(game.all_moves) + 1):
            game.jump(cursor)
            start = time.perf_counter()
            svg = render(game)
            times.append(time.perf_counter() - start)
            sizes.append(len(svg.encode()))
    return RenderFigures(kind.name, len(times), p50(times), p95(times), int(p50(sizes)), max(sizes))


def run() -> list[RenderFigures]:
    figures, skipped = [], []
    for kind in GAMES:
        render = renderer_for(kind)
        if isinstance(render, str):
            skipped.append(f"{kind.name} skipped: {render}")
            continue
        figures.append(measure(kind, render))
    print_table(
        f"SVG rendering ({machine_load()})",
        ["game", "renders", "render p50 ms", "render p95 ms", "size p50 kB", "size max kB"],
        [
            [
                f.game,
                f.renders,
                ms(f.time_p50),
                ms(f.time_p95),
                f"{f.size_p50 / 1024:.1f}",
                f"{f.size_max / 1024:.1f}",
            ]
            for f in figures
        ],
    )
    for line in skipped:
        print(line)
    return figures


if __name__ == "__main__":
    run()
