"""The static site (``make lite``) in a real browser: size, first-visit bytes, kernel start, click → board.

    .venv/bin/python benchmarks/lite.py [--moves 40] [--all-notebooks]

Builds the site if needed (lite/build.py), serves it on 127.0.0.1 (lite/serve.py, counting the bytes
it sends), and opens it in Debian's Chromium with an empty cache, as a student's first visit:

- site on disk: every file of _site/;
- first visit: the bytes the server sent until the start notebook's kernel was ready and its cells
  had run (uncompressed, as lite/serve.py sends them), and the same files gzip-compressed, as most
  static hosts (GitHub Pages too) send them;
- kernel ready: from opening the page to the notebook's idle kernel, first visit and again with the
  browser's cache;
- click → board (p50/p95): ``--moves`` moves on the start notebook's HOKITO board, clicked as in
  benchmarks/browser.py; Python runs in the page, so there is no websocket in between;
- horse races per second of the strategy explorer in the page, where numpy is missing and the races
  go through the rules themselves (``explorer.run``, four horses).

``--all-notebooks`` also opens every notebook of the site and runs all its cells (about half a minute
each, with an empty cache: some 30 minutes for the 60 notebooks).
"""

from __future__ import annotations

import argparse
import gzip
import subprocess
import sys
import threading
import time
import urllib.parse
from pathlib import Path

from browser import click_latencies
from common import REPO_ROOT, lab_helpers, machine_load, ms, p50, p95, print_table

lab = lab_helpers()
SITE = REPO_ROOT / "_site"
START_NOTEBOOK = "00-start-here.ipynb"
MOVES = 40
EXPLORER_RACES = 100
EXPLORER_RUN = f"""
from rulebook.horse_race import Strategy, explorer
from rulebook.horse_race.players import ALWAYS_TROT
_explorer_results = explorer.run([Strategy(0, 1), Strategy(ALWAYS_TROT, 1), Strategy(2, 1), Strategy(3, None)],
                                 races={EXPLORER_RACES}, seed=0)
"""


def load_serve_module():
    sys.path.insert(0, str(REPO_ROOT / "lite"))
    import serve

    return serve


class CountingServer:
    """lite/serve.py's server in a thread, noting every path it sent and how many bytes."""

    def __init__(self, site: Path):
        serve = load_serve_module()
        sent = self.sent = []

        class CountingHandler(serve.SiteHandler):
            def copyfile(self, source, outputfile):
                position = source.tell()
                super().copyfile(source, outputfile)
                sent.append((urllib.parse.urlsplit(self.path).path, source.tell() - position))

        self.server = serve.make_server(site, 0, quiet=True)
        self.server.RequestHandlerClass = lambda *args, **kwargs: CountingHandler(
            *args, directory=str(site), **kwargs)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def gzip_size(site: Path, paths: set[str]) -> int:
    total = 0
    for path in paths:
        file = site / urllib.parse.unquote(path).lstrip("/")
        if file.is_dir():
            file = file / "index.html"
        if file.is_file():
            total += len(gzip.compress(file.read_bytes(), compresslevel=6))
    return total


def open_start_notebook(page, url: str) -> float:
    started = time.monotonic()
    page.goto(url + "/")
    lab.wait_for_notebook(page, START_NOTEBOOK, timeout=300_000)
    return time.monotonic() - started


def run_every_notebook(browser, url: str) -> list[list[str]]:
    rows = []
    for notebook in sorted((SITE / "files").rglob("*.ipynb")):
        path = notebook.relative_to(SITE / "files").as_posix()
        page = browser.new_page(viewport={"width": 1400, "height": 1100})
        started = time.monotonic()
        try:
            page.goto(f"{url}/lab/index.html?path={path}")
            lab.wait_for_notebook(page, path, timeout=300_000)
            lab.run_all_cells(page, path)
            outcome = "ran"
        except AssertionError as error:
            outcome = f"FAILED: {str(error).splitlines()[0]}"
        finally:
            page.context.close()
        rows.append([path, f"{time.monotonic() - started:.1f}", outcome])
    return rows


def explorer_in_the_page(page) -> dict:
    """The strategy explorer run in the start notebook's kernel: with or without numpy, races per second."""
    lab.run_in_kernel(page, START_NOTEBOOK, EXPLORER_RUN, timeout=300_000)
    return lab.kernel_json(page, START_NOTEBOOK, "{'numpy': explorer.has_numpy(), "
                                                 "'per_second': _explorer_results.races_per_second}")


def measure(moves: int, all_notebooks: bool) -> None:
    from playwright.sync_api import sync_playwright

    subprocess.run([sys.executable, str(REPO_ROOT / "lite" / "build.py")], check=True)
    server = CountingServer(SITE)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=lab.CHROMIUM, args=lab.CHROMIUM_ARGS)
            context = browser.new_context(viewport={"width": 1400, "height": 1100})
            page = context.new_page()
            first_visit = open_start_notebook(page, server.url)
            lab.run_all_cells(page, START_NOTEBOOK)
            sent = list(server.sent)
            page.locator(".rb-board .rb-svg").scroll_into_view_if_needed()
            # the start notebook's board is HOKITO's, called `board` as in the browser benchmark
            figures = click_latencies(page, START_NOTEBOOK, "HOKITO", moves)
            explorer = explorer_in_the_page(page)
            page.close()
            second_page = context.new_page()
            sent_before = len(server.sent)
            cached_visit = open_start_notebook(second_page, server.url)
            cached_bytes = sum(size for _, size in server.sent[sent_before:])
            context.close()
            notebook_rows = run_every_notebook(browser, server.url) if all_notebooks else []
            browser.close()
    finally:
        server.stop()
    report(sent, first_visit, (cached_visit, cached_bytes), figures, moves, explorer, notebook_rows)


def report(sent, first_visit, cached, figures, moves, explorer, notebook_rows) -> None:
    cached_visit, cached_bytes = cached
    on_disk = sum(path.stat().st_size for path in SITE.rglob("*") if path.is_file())
    raw = sum(size for _, size in sent)
    paths = {path for path, _ in sent}
    rows = [
        ["site on disk", f"{on_disk / 1e6:.1f} MB", f"{sum(1 for p in SITE.rglob('*') if p.is_file())} files"],
        ["first visit, as sent (uncompressed)", f"{raw / 1e6:.1f} MB", f"{len(sent)} responses"],
        ["first visit, gzip as static hosts send it", f"{gzip_size(SITE, paths) / 1e6:.1f} MB", ""],
        ["kernel ready, first visit", f"{first_visit:.1f} s", "page opened → idle kernel"],
        ["kernel ready, cached visit", f"{cached_visit:.1f} s",
         f"same browser, second time: {cached_bytes / 1e6:.1f} MB sent"],
        ["click → board p50", f"{ms(p50(figures.board), 1)} ms", f"{len(figures.board)} moves"],
        ["click → board p95", f"{ms(p95(figures.board), 1)} ms", ""],
        ["click → highlight p50", f"{ms(p50(figures.highlight), 1)} ms", "local, no Python"],
        ["horse races per second, explorer", f"{explorer['per_second']:,.0f}",
         f"{EXPLORER_RACES} four-horse races, " + ("numpy kernel" if explorer["numpy"] else "through the rules (no numpy)")],
    ]
    print_table(f"Static site (make lite) in Chromium ({moves} moves; {machine_load()})",
                ["figure", "value", "note"], rows)
    largest = sorted(sent, key=lambda item: -item[1])[:8]
    print_table("Largest downloads of the first visit", ["path", "bytes"], [[p, s] for p, s in largest])
    if notebook_rows:
        print_table("Every notebook of the site, run in the browser", ["notebook", "s", "outcome"], notebook_rows)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=MOVES)
    parser.add_argument("--all-notebooks", action="store_true", help="also run every notebook of the site")
    arguments = parser.parse_args()
    problem = lab.chromium_problem()
    if problem:
        sys.exit(f"Static-site benchmark skipped: {problem}")
    measure(arguments.moves, arguments.all_notebooks)
