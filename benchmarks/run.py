"""Run the benchmarks and print their figures, then one compact summary table.

    .venv/bin/python benchmarks/run.py                  # all: rules, render, browser
    .venv/bin/python benchmarks/run.py rules render     # only some parts (rules, render, session, browser)

Figures to watch, not pass/fail tests; see benchmarks/README.md for what each means.
The machine's load is printed with each table: other work on the machine slows them.
"""

from __future__ import annotations

import argparse
import subprocess
import time

import browser
import render
import rules
import session
from common import machine_load, ms, p50, p95, print_table, us

PARTS = ("rules", "render", "session", "browser")


def summary_rows(results: dict) -> list[list[str]]:
    rows = []
    for f in results.get("rules", []):
        rows.append([f.game, "legal moves of a position", f"{us(f.legal_p50)} µs", f"{us(f.legal_p95)} µs"])
        rows.append([f.game, "random games per second", f"{f.random_games_per_s:.1f}/s", ""])
        rows.append([f.game, "greedy games per second", f"{f.greedy_games_per_s:.1f}/s", ""])
    for f in results.get("render", []):
        rows.append(
            [
                f.game,
                f"SVG render ({f.size_p50 / 1024:.0f} kB)",
                f"{ms(f.time_p50)} ms",
                f"{ms(f.time_p95)} ms",
            ]
        )
    for f in results.get("session", []):
        rows.append([f.board, f"click handler over a lesson of {f.plays} plays", f"{ms(f.p50)} ms",
                     f"p99 {ms(f.p99)} ms"])
    for f in results.get("browser", []):
        for game, g in f.games.items():
            for name, values in (("click → new board drawn", g.seen), ("click → answer drawn", g.board),
                                 ("click → highlight", g.highlight)):
                rows.append([f"{game}, {f.mode}", name, f"{ms(p50(values), 1)} ms", f"{ms(p95(values), 1)} ms"])
        rows.append([f"echo, {f.mode}", "Python → browser", f"{ms(p50(f.to_browser), 1)} ms",
                     f"{ms(p95(f.to_browser), 1)} ms"])
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description="Print the project's speed figures.")
    parser.add_argument("parts", nargs="*", metavar="PART", help=f"any of {', '.join(PARTS)} (default: all)")
    chosen = parser.parse_args().parts or list(PARTS)
    unknown = [part for part in chosen if part not in PARTS]
    if unknown:
        parser.error(f"unknown part(s) {', '.join(unknown)}; choose from {', '.join(PARTS)}")
    uptime = subprocess.run(["uptime"], check=False, capture_output=True, text=True).stdout.strip()
    print(f"Benchmarks: {', '.join(chosen)}   (uptime: {uptime})")
    started = time.perf_counter()
    results = {}
    for name, module in (("rules", rules), ("render", render), ("session", session), ("browser", browser)):
        if name in chosen:
            results[name] = module.run()
    print_table(
        f"Summary ({machine_load()}; {time.perf_counter() - started:.0f} s in all)",
        ["game (server)", "figure", "p50 (or rate)", "p95"],
        summary_rows(results),
    )


if __name__ == "__main__":
    main()
