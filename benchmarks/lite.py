"""The static site (``make lite``) in a real browser: size, first-visit bytes, kernel start, click → board.

    .venv/bin/python benchmarks/lite.py [--moves 40] [--all-notebooks] [--site _site]

Builds the site if needed (lite/build.py), serves it on 127.0.0.1 (lite/serve.py, counting the bytes
it sends), and opens it in Debian's Chromium with an empty cache, as a student's first visit:

- site on disk: every file of _site/;
- first visit: the bytes the server sent until the start notebook's kernel was ready and its cells
  had run (uncompressed, as lite/serve.py sends them), and the same files gzip-compressed, as most
  static hosts (GitHub Pages too) send them;
- kernel ready: from opening the page to the notebook's idle kernel, first visit and again with the
  browser's cache (a profile on disk, as a student's browser has), and where each start went: the
  lab's page until the kernel is asked for, the downloads, Pyodide's boot and the wheels' installs,
  the kernel's imports (times from the kernel's worker: its resource timings and the installed files);
- click → board (p50/p95): ``--moves`` moves on the start notebook's HOKITO board, clicked as in
  benchmarks/browser.py; Python runs in the page, so there is no websocket in between;
- horse races per second of the strategy explorer in the page (``explorer.run`` with its default
  number of races, four horses), and which of its kernels played them (the site has no numpy: the
  plain-Python kernel).

``--all-notebooks`` also opens every notebook of the site and runs all its cells (about half a minute
each, with an empty cache: some 30 minutes for the 60 notebooks).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
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
EXPLORER_RUN = """
from rulebook.horse_race import Strategy, explorer
from rulebook.horse_race.players import ALWAYS_TROT
_explorer_results = explorer.run([Strategy(0, 1), Strategy(ALWAYS_TROT, 1), Strategy(2, 1), Strategy(3, None)],
                                 races=explorer.default_races(), seed=0)
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


def load_build_module():
    sys.path.insert(0, str(REPO_ROOT / "lite"))
    import build

    return build


# where a first visit's bytes go: the first group whose path start fits
BYTE_GROUPS = (("/static/pyodide/", ".whl", "the kernel's wheels"),
               ("/static/pyodide/", "", "Pyodide: runtime, standard library, lock"),
               ("/build/", "", "JupyterLab's scripts"), ("/extensions/", "", "the lab extensions' scripts"),
               ("/", "", "pages, settings, translations, icons"))


def byte_groups(site: Path, paths: set[str]) -> list[list[str]]:
    """The gzip-compressed bytes of the first visit per group of BYTE_GROUPS."""
    build = load_build_module()
    grouped = {}
    for path in paths:
        name = next(name for start, end, name in BYTE_GROUPS if path.startswith(start) and path.endswith(end))
        grouped.setdefault(name, set()).add(path)
    return [[name, f"{build.first_visit_bytes(site, grouped[name]) / 1e6:.2f} MB", len(grouped[name])]
            for _start, _end, name in BYTE_GROUPS if name in grouped]


def open_start_notebook(page, url: str) -> float:
    started = time.monotonic()
    page.goto(url + "/")
    lab.wait_for_notebook(page, START_NOTEBOOK, timeout=300_000)
    return time.monotonic() - started


def run_every_notebook(playwright, url: str, site: Path) -> list[list[str]]:
    """Open every notebook of the site in a page of its own (an empty cache each) and run all its cells."""
    browser = playwright.chromium.launch(executable_path=lab.CHROMIUM, args=lab.CHROMIUM_ARGS)
    rows = []
    for notebook in sorted((site / "files").rglob("*.ipynb")):
        path = notebook.relative_to(site / "files").as_posix()
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
    browser.close()
    return rows


# Run in the kernel right after it is ready: when its worker started (page clock), when its downloads
# ended, when the last wheel was installed (the files' times), in ms since the worker started.
KERNEL_START_TIMES = """
import js as _js, os as _os, sysconfig as _sysconfig
_entries = [(e.name, e.responseEnd) for e in _js.performance.getEntriesByType('resource')]
_site_packages = _sysconfig.get_path('purelib')
_installed = [_os.stat(_os.path.join(_site_packages, name)).st_mtime * 1000 - _js.performance.timeOrigin
              for name in _os.listdir(_site_packages) if name.endswith('.dist-info')]
_kernel_start_times = {'worker': _js.performance.timeOrigin,
                       'downloaded': max(end for name, end in _entries if '/static/pyodide/' in name),
                       'installed': max(_installed)}
"""


START_PHASES = ("JupyterLab's page, the notebook, the kernel asked for", "Python and the wheels downloaded",
                "Pyodide booted, the wheels installed", "the kernel's imports (IPython, ipykernel), kernel idle")


def start_phases(page, ready_seconds: float) -> list[float]:
    """When each of START_PHASES ended, in seconds since the page was opened (its kernel just got ready)."""
    page_origin = page.evaluate("performance.timeOrigin")
    lab.run_in_kernel(page, START_NOTEBOOK, KERNEL_START_TIMES)
    times = lab.kernel_json(page, START_NOTEBOOK, "_kernel_start_times")
    worker = (times["worker"] - page_origin) / 1000
    return [worker, worker + times["downloaded"] / 1000, worker + times["installed"] / 1000, ready_seconds]


def phase_rows(first: list[float], cached: list[float]) -> list[list[str]]:
    rows = []
    for number, name in enumerate(START_PHASES):
        took = [ends[number] - (ends[number - 1] if number else 0.0) for ends in (first, cached)]
        rows.append([name, f"{took[0]:.1f} s", f"{first[number]:.1f} s", f"{took[1]:.1f} s", f"{cached[number]:.1f} s"])
    return rows


def explorer_in_the_page(page) -> dict:
    """The strategy explorer run in the start notebook's kernel: its kernel, races and races per second."""
    lab.run_in_kernel(page, START_NOTEBOOK, EXPLORER_RUN, timeout=300_000)
    return lab.kernel_json(page, START_NOTEBOOK, "{'kernel': _explorer_results.kernel, "
                                                 "'races': _explorer_results.races, "
                                                 "'per_second': _explorer_results.races_per_second}")


def measure(site: Path, moves: int, all_notebooks: bool) -> None:
    from playwright.sync_api import sync_playwright

    subprocess.run([sys.executable, str(REPO_ROOT / "lite" / "build.py"), "--output", str(site)], check=True)
    server = CountingServer(site)
    try:
        with sync_playwright() as playwright, tempfile.TemporaryDirectory(prefix="rulebook-lite-") as profile:
            # a profile on disk, as a student's browser has: its cache keeps even Pyodide's 9.6 MB
            context = playwright.chromium.launch_persistent_context(
                profile, executable_path=lab.CHROMIUM, args=lab.CHROMIUM_ARGS,
                viewport={"width": 1400, "height": 1100})
            page = context.new_page()
            first_visit = open_start_notebook(page, server.url)
            phases = [start_phases(page, first_visit)]
            lab.run_all_cells(page, START_NOTEBOOK)
            sent = list(server.sent)
            page.locator(".rb-board .rb-svg").scroll_into_view_if_needed()
            # the start notebook's board is HOKITO's, called `board` as in the browser benchmark
            figures = click_latencies(page, START_NOTEBOOK, ".rb-board:has(svg[data-game='hokito'])", "board", moves)
            explorer = explorer_in_the_page(page)
            page.close()
            second_page = context.new_page()
            sent_before = len(server.sent)
            cached_visit = open_start_notebook(second_page, server.url)
            cached_bytes = sum(size for _, size in server.sent[sent_before:])
            phases.append(start_phases(second_page, cached_visit))
            context.close()
            notebook_rows = run_every_notebook(playwright, server.url, site) if all_notebooks else []
    finally:
        server.stop()
    report(site, sent, first_visit, (cached_visit, cached_bytes), figures, moves, explorer, notebook_rows, phases)


def report(site, sent, first_visit, cached, figures, moves, explorer, notebook_rows, phases) -> None:
    cached_visit, cached_bytes = cached
    on_disk = sum(path.stat().st_size for path in site.rglob("*") if path.is_file())
    raw = sum(size for _, size in sent)
    paths = {path for path, _ in sent}
    build = load_build_module()
    compressed = build.first_visit_bytes(site, paths)
    rows = [
        ["site on disk", f"{on_disk / 1e6:.1f} MB", f"{sum(1 for p in site.rglob('*') if p.is_file())} files"],
        ["first visit, as sent (uncompressed)", f"{raw / 1e6:.2f} MB", f"{len(sent)} responses"],
        ["first visit, gzip as static hosts send it", f"{compressed / 1e6:.2f} MB",
         f"budget {build.FIRST_VISIT_BUDGET / 1e6:.0f} MB (issue 32): "
         + ("within it" if compressed <= build.FIRST_VISIT_BUDGET else "OVER IT")],
        ["kernel ready, first visit", f"{first_visit:.1f} s", "page opened → idle kernel"],
        ["kernel ready, cached visit", f"{cached_visit:.1f} s",
         f"same browser, second time: {cached_bytes / 1e6:.1f} MB sent"],
        ["click → board p50", f"{ms(p50(figures.board), 1)} ms", f"{len(figures.board)} moves"],
        ["click → board p95", f"{ms(p95(figures.board), 1)} ms", ""],
        ["click → highlight p50", f"{ms(p50(figures.highlight), 1)} ms", "local, no Python"],
        ["horse races per second, explorer", f"{explorer['per_second']:,.0f}",
         f"{explorer['races']:,} four-horse races, {explorer['kernel']} kernel (issue 24: at least 5,000)"],
    ]
    print_table(f"Static site (make lite) in Chromium ({moves} moves; {machine_load()})",
                ["figure", "value", "note"], rows)
    print_table("Where the start went (page opened → idle kernel): each phase, and when it ended",
                ["phase", "first visit", "ended", "cached visit", "ended"], phase_rows(*phases))
    print_table("Where the first visit's bytes go (gzip)", ["files", "bytes", "responses"], byte_groups(site, paths))
    largest = sorted(sent, key=lambda item: -item[1])[:8]
    print_table("Largest downloads of the first visit", ["path", "bytes"], [[p, s] for p, s in largest])
    if notebook_rows:
        print_table("Every notebook of the site, run in the browser", ["notebook", "s", "outcome"], notebook_rows)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=MOVES)
    parser.add_argument("--all-notebooks", action="store_true", help="also run every notebook of the site")
    parser.add_argument("--site", type=Path, default=SITE, help="where the site is built and served from (_site)")
    arguments = parser.parse_args()
    problem = lab.chromium_problem()
    if problem:
        sys.exit(f"Static-site benchmark skipped: {problem}")
    measure(arguments.site.resolve(), arguments.moves, arguments.all_notebooks)
