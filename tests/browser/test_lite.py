"""The static site of ``make lite`` in Chromium: the notebooks run in the browser's own Python (Pyodide),
boards play by clicks, and no request leaves 127.0.0.1.

The site is built once per test run by lite/build.py (downloads cached in <venv>/lite-cache/; when no
input changed since the last run nothing is rebuilt) and served by lite/serve.py on loopback: a
static file server, with no Jupyter server and no kernel process behind it.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
import time
import urllib.request
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import urlsplit

import pytest

from rulebook.horse_race.explorer import FAST_RACES, KERNEL_NOTES

from . import test_hit_board as hit_page
from . import test_hokito_board as hokito_page
from . import test_horse_race_board as horse_race_page
from .jupyterlab import (
    REPO_ROOT,
    board_kernel_state,
    free_port,
    kernel_json,
    run_all_cells,
    running_in_ci,
    wait_for_notebook,
    wait_until,
)

sys.path.insert(0, str(REPO_ROOT / "lite"))
import build as lite_build

SITE = REPO_ROOT / "_site"
START_NOTEBOOK = "00-start-here.ipynb"
HIT_NOTEBOOK = "hit/03-the-turn.ipynb"
HOKITO_NOTEBOOK = "hokito/02-moving-a-single-piece.ipynb"
HORSE_RACE_NOTEBOOK = "horse-race/08-full-game.ipynb"
EXPLORER_NOTEBOOK = "horse-race/09-strategy-explorer.ipynb"
PARTNERS_NOTEBOOK = "partners/01-teams-and-set-up.ipynb"
LE_DERNIER_PEUPLE_NOTEBOOK = "le-dernier-peuple/02-movement-cards.ipynb"
LOOPBACK_HOSTS = {"127.0.0.1", "localhost", "[::1]", "::1"}
KERNEL_START_TIMEOUT = 180_000  # ms: Pyodide and the wheels load; 15-30 s on this machine


@dataclass
class StaticSite:
    url: str  # http://127.0.0.1:<port>, no trailing slash
    directory: Path
    build_seconds: float


def build_site() -> float:
    """Run lite/build.py (it does nothing when the site is up to date); return how long it took."""
    started = time.monotonic()
    result = subprocess.run([sys.executable, str(REPO_ROOT / "lite" / "build.py"), "--output", str(SITE)],
                            capture_output=True, text=True, check=False, cwd=REPO_ROOT)
    if result.returncode != 0 and shutil.which("npm") is None and not running_in_ci():
        pytest.skip(f"the static site cannot be built here: {result.stderr.strip()}")
    if result.returncode != 0:
        pytest.fail(f"lite/build.py failed:\n{result.stdout}\n{result.stderr}", pytrace=False)
    print(result.stdout.strip())
    return time.monotonic() - started


def answers(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as response:
            return response.status == 200
    except OSError:
        return False


@pytest.fixture(scope="session")
def lite_site(tmp_path_factory):
    """The built site, served by lite/serve.py on a free port of 127.0.0.1."""
    build_seconds = build_site()
    port = free_port()
    log_path = tmp_path_factory.mktemp("lite-serve") / "serve.log"
    with open(log_path, "wb") as log:
        server = subprocess.Popen(
            [sys.executable, str(REPO_ROOT / "lite" / "serve.py"), "--port", str(port),
             "--directory", str(SITE), "--quiet"],
            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
        )  # fmt: skip
    url = f"http://127.0.0.1:{port}"
    try:
        if not wait_until(lambda: answers(url + "/index.html") or server.poll() is not None, timeout=30):
            pytest.fail("lite/serve.py did not answer within 30 s", pytrace=False)
        if server.poll() is not None:
            pytest.fail(f"lite/serve.py exited:\n{log_path.read_text(errors='replace')}", pytrace=False)
        yield StaticSite(url=url, directory=SITE, build_seconds=build_seconds)
    finally:
        server.terminate()
        server.wait(10)


@dataclass
class RequestLog:
    """Every URL requested by a page, its workers (the kernel runs in one) and its service worker."""

    seen: list[str] = field(default_factory=list)

    def leaving_loopback(self) -> list[str]:
        """The requests to a host that is not loopback (data: and blob: URLs stay in the browser)."""
        return [url for url in self.seen
                if urlsplit(url).scheme not in {"data", "blob"} and urlsplit(url).hostname not in LOOPBACK_HOSTS]

    def saw_the_kernel_load_python(self) -> bool:
        """True when the log holds the kernel worker's own downloads, so it does watch the worker."""
        return any(url.endswith("/pyodide.asm.wasm") for url in self.seen) and any(
            url.endswith(".whl") for url in self.seen)


def record_requests(page) -> RequestLog:
    log = RequestLog()
    page.context.on("request", lambda request: log.seen.append(request.url))  # pages, workers, service workers
    page.on("websocket", lambda websocket: log.seen.append(websocket.url))
    return log


def open_site_notebook(page, site: StaticSite, path: str | None = None) -> float:
    """Open the site (at ``path``, or its front page) and wait until the notebook's kernel is idle.

    Returns the seconds from opening the page to the ready kernel.
    """
    started = time.monotonic()
    page.goto(f"{site.url}/" if path is None else f"{site.url}/lab/index.html?path={path}")
    wait_for_notebook(page, path or START_NOTEBOOK, timeout=KERNEL_START_TIMEOUT)
    return time.monotonic() - started


def open_another_notebook(page, path: str) -> float:
    """Open ``path`` beside the open ones in the same page (its own kernel, the downloads cached);
    wait until its kernel is idle and return the seconds that took."""
    started = time.monotonic()
    page.evaluate("(path) => { window.jupyterapp.commands.execute('docmanager:open', {path}); }", path)
    wait_for_notebook(page, path, timeout=KERNEL_START_TIMEOUT)
    return time.monotonic() - started


def run_notebook_showing_a_board(page, path: str, game: str) -> None:
    """Run every cell of the open notebook ``path`` and wait until a board of ``game`` shows in it."""
    run_all_cells(page, path)
    page.locator(f".rb-board .rb-svg svg[data-game='{game}']").first.wait_for()


def printed_text(page, path: str) -> str:
    """Everything the cells of the open notebook ``path`` printed, and whether any output is an image."""
    return page.evaluate(
        """(path) => {
            const panel = Array.from(window.jupyterapp.shell.widgets('main')).find((w) => w.context
                && w.context.path === path);
            const outputs = [];
            for (let i = 0; i < panel.content.model.cells.length; i++) {
                outputs.push(...(panel.content.model.cells.get(i).toJSON().outputs || []));
            }
            return outputs.map((o) => (o.output_type === 'stream' ? [].concat(o.text).join('') : '')
                               + (o.data && o.data['image/png'] ? '[image/png]' : '')).join('');
        }""",
        path,
    )


def click_to_paint_ms(page, revision: int) -> float:
    """How long from the click to the painted board of ``revision`` (board.js records it, a frame later)."""
    record = page.wait_for_function(
        "(revision) => (window.__rbPaints || []).find((r) => r.kind === 'paint' && r.revision === revision"
        " && r.clickTime != null)",
        arg=revision,
    ).json_value()
    return record["time"] - record["clickTime"]


# --- the built site, without a browser ------------------------------------------------------------


def test_the_site_holds_every_notebook_and_everything_it_loads(lite_site):
    site = lite_site.directory
    notebooks = sorted(p.relative_to(REPO_ROOT / "notebooks").as_posix()
                       for p in (REPO_ROOT / "notebooks").rglob("*.ipynb") if ".ipynb_checkpoints" not in p.parts)
    assert sorted(p.relative_to(site / "files").as_posix() for p in (site / "files").rglob("*.ipynb")) == notebooks

    config = json.loads((site / "jupyter-lite.json").read_text())["jupyter-config-data"]
    kernel = config["litePluginSettings"]["@jupyterlite/pyodide-kernel-extension:kernel"]
    assert kernel["pyodideUrl"] == "./static/pyodide/pyodide.mjs"  # not the CDN the kernel defaults to
    assert kernel["disablePyPIFallback"] is True

    lock = json.loads((site / "static/pyodide/pyodide-lock.json").read_text())
    for name in kernel["loadPyodideOptions"]["packages"]:
        assert name in lock["packages"], name
    for entry in lock["packages"].values():
        assert (site / "static/pyodide" / entry["file_name"]).is_file(), entry["file_name"]
    assert lock["packages"]["interactive-rulebook"]["imports"] == ["rulebook", "widgets"]
    assert 'src="../start-status.js"' in (site / "lab/index.html").read_text()   # the start's status line
    assert (site / "start-status.js").is_file()
    # the modules the kernel imports come precompiled (lite/precompile.py): the rules beside their source,
    # the standard library and IPython in place of it
    with zipfile.ZipFile(site / "static/pyodide" / lock["packages"]["interactive-rulebook"]["file_name"]) as wheel:
        names = set(wheel.namelist())
    assert {"rulebook/core.py", "rulebook/__pycache__/core.cpython-314.pyc", "widgets/board.py",
            "widgets/__pycache__/board.cpython-314.pyc"} <= names
    with zipfile.ZipFile(site / "static/pyodide/python_stdlib.zip") as stdlib:
        names = set(stdlib.namelist())
    assert "json/__init__.pyc" in names and "json/__init__.py" not in names
    assert "antigravity.py" in names and "antigravity.pyc" not in names   # nothing imports it: source only
    print(f"site: {sum(p.stat().st_size for p in site.rglob('*') if p.is_file()) / 1e6:.1f} MB; "
          f"build step of this run: {lite_site.build_seconds:.1f} s")


# --- in the browser ------------------------------------------------------------------------------


def test_site_opens_on_the_start_notebook_and_its_hokito_board_plays_in_the_browser(page, lite_site):
    requests = record_requests(page)
    seconds_to_kernel = open_site_notebook(page, lite_site)

    first_cell = page.locator(".jp-Notebook .jp-Cell").first.inner_text()
    assert "first start takes a few seconds" in first_cell
    # while it started, a status line said what the wait was for; it says Python is ready, then goes
    status = page.locator("#rb-start-status")
    page.wait_for_function("() => window.rbStartStatus.some((entry) => entry.phase === 'ready')")  # polls 4 times/s
    assert [entry["phase"] for entry in page.evaluate("window.rbStartStatus")] == ["opening", "starting", "ready"]
    assert status.get_attribute("role") == "status"
    assert "Python is ready" in status.inner_text() or status.is_hidden()
    status.wait_for(state="hidden", timeout=10_000)
    # the kernel imported precompiled modules (lite/precompile.py)
    assert kernel_json(page, START_NOTEBOOK, "type(__import__('IPython').__spec__.loader).__name__") \
        == "SourcelessFileLoader"
    assert kernel_json(page, START_NOTEBOOK, "__import__('os').path.isfile(__import__('rulebook').__spec__.cached)")
    run_all_cells(page, START_NOTEBOOK)
    assert kernel_json(page, START_NOTEBOOK, "__import__('sys').platform") == "emscripten"  # Python in the page
    # the site leaves jedi out: IPython's own completer answers (the kernel would ask jedi and fail)
    assert kernel_json(page, START_NOTEBOOK, "get_ipython().complete('hok', 'from rulebook import hok')[1]") \
        == ["hokito"]

    hokito_page.board_root(page).locator(".rb-svg svg").wait_for()
    before = hokito_page.kernel_state(page, START_NOTEBOOK)
    assert before["history"] == ["c3-c6"]  # the notebook's last cell played it
    assert hokito_page.shown_pieces(page) == hokito_page.pieces_of(before["position"])
    move = hokito_page.kernel_moves(page, START_NOTEBOOK)[0]
    revision = hokito_page.play_by_clicks(page, move)
    latency = click_to_paint_ms(page, revision)

    after = hokito_page.kernel_state(page, START_NOTEBOOK)
    assert after["history"] == ["c3-c6", move["notation"]]
    assert after["revision"] == revision > before["revision"]
    assert hokito_page.shown_pieces(page) == hokito_page.pieces_of(after["position"])
    hokito_page.undo_or_redo(page, "undo")
    assert hokito_page.kernel_state(page, START_NOTEBOOK)["position"] == before["position"]
    print(f"kernel ready {seconds_to_kernel:.1f} s after opening the site; "
          f"click → board {latency:.0f} ms")
    assert requests.saw_the_kernel_load_python()
    assert requests.leaving_loopback() == []
    # issue 32: an English first visit fetches no language's catalogue and stays within 15 MB compressed
    assert [url for url in requests.seen if "rulebook_catalogue_" in url] == []
    compressed = lite_build.first_visit_bytes(lite_site.directory, {urlsplit(url).path for url in requests.seen})
    print(f"first visit: {compressed / 1e6:.2f} MB compressed (budget {lite_build.FIRST_VISIT_BUDGET / 1e6:.0f} MB)")
    assert 5_000_000 < compressed <= lite_build.FIRST_VISIT_BUDGET


def test_a_hit_notebook_plays_a_card_by_clicks_and_a_hokito_notebook_shows_its_board(page, lite_site):
    requests = record_requests(page)
    seconds_to_kernel = open_site_notebook(page, lite_site, HIT_NOTEBOOK)
    run_all_cells(page, HIT_NOTEBOOK)
    hit_page.board_root(page).locator(".rb-svg svg[data-game='hit']").wait_for()
    hit_page.board_root(page).scroll_into_view_if_needed()

    moves = kernel_json(page, HIT_NOTEBOOK, "[m.to_json() for m in board.game.legal_moves()]")
    clicks = [tuple(m["clicks"]) for m in moves]
    move = next(m for m in moves if clicks.count(tuple(m["clicks"])) == 1)  # no chooser needed
    revision = hit_page.shown_revision(page)
    for key in move["clicks"]:
        hit_page.element(page, key).click()
    revision = hit_page.wait_for_board_after(page, revision)
    latency = click_to_paint_ms(page, revision)

    kernel = board_kernel_state(page, HIT_NOTEBOOK)
    assert kernel["history"] == [move["notation"]]
    assert kernel["revision"] == hit_page.shown_revision(page)
    for figure, where in kernel["position"]["figures"].items():
        assert hit_page.figure_field(page, figure) == where, figure
    seconds_to_second_kernel = open_another_notebook(page, HOKITO_NOTEBOOK)   # a notebook of every game
    run_notebook_showing_a_board(page, HOKITO_NOTEBOOK, "hokito")
    print(f"kernel ready {seconds_to_kernel:.1f} s; {move['notation']}: "
          f"click → board {latency:.0f} ms; HOKITO's notebook's kernel {seconds_to_second_kernel:.1f} s more")
    assert requests.saw_the_kernel_load_python()
    assert requests.leaving_loopback() == []


def test_a_horse_race_plays_a_trot_by_clicks_and_the_explorer_runs_without_numpy(page, lite_site):
    """The browser kernel has no numpy: the explorer notebook says so in one sentence, plays its races with
    its plain-Python kernel and draws its plots as SVG, as in JupyterLab (test_lite_plots.py looks closer)."""
    requests = record_requests(page)
    seconds_to_kernel = open_site_notebook(page, lite_site, HORSE_RACE_NOTEBOOK)
    run_notebook_showing_a_board(page, HORSE_RACE_NOTEBOOK, "horse-race")
    horse_race_page.board_root(page).scroll_into_view_if_needed()
    assert "button:trot" in horse_race_page.keys_with_class(page, "rb-startable")
    revision = horse_race_page.shown_revision(page)
    horse_race_page.element(page, "button:trot").click()
    horse_race_page.wait_for_board_after(page, revision)
    kernel = board_kernel_state(page, HORSE_RACE_NOTEBOOK)
    assert kernel["history"][0] == "trot" and kernel["history"][1].startswith("roll blue: ")
    shown = horse_race_page.board_root(page).locator(".rb-svg [data-horse='yellow'][data-square]")
    assert int(shown.get_attribute("data-square")) == kernel["position"]["horses"]["yellow"] > 0

    seconds_to_second_kernel = open_another_notebook(page, EXPLORER_NOTEBOOK)
    started = time.monotonic()
    run_all_cells(page, EXPLORER_NOTEBOOK)
    printed = printed_text(page, EXPLORER_NOTEBOOK)
    assert KERNEL_NOTES["plain Python"] in printed
    assert "[image/png]" not in printed
    plots = page.locator(".jp-OutputArea-output svg[role='img']")
    assert plots.evaluate_all("(svgs) => svgs.map((svg) => svg.querySelector('title').textContent.split(' over')[0])") \
        == ["Win rates", "Race length"] * 2  # the first cell's plots and the Run's
    races = kernel_json(page, EXPLORER_NOTEBOOK, "[results.races, results.kernel, len(results.won[0])]")
    assert races == [2 * FAST_RACES, "plain Python", 4]  # the Run cell's: twice a default run, four seats
    print(f"kernel ready {seconds_to_kernel:.1f} s; explorer's kernel {seconds_to_second_kernel:.1f} s more, "
          f"its cells {time.monotonic() - started:.1f} s")
    assert requests.leaving_loopback() == []


def test_partners_and_le_dernier_peuple_notebooks_show_their_boards(page, lite_site):
    requests = record_requests(page)
    seconds_to_kernel = open_site_notebook(page, lite_site, PARTNERS_NOTEBOOK)
    run_notebook_showing_a_board(page, PARTNERS_NOTEBOOK, "partners")
    assert kernel_json(page, PARTNERS_NOTEBOOK, "[board.game.to_move, sorted(set(board.game.state.pawns.values()))]") \
        == ["yellow", ["home"]]
    # issue 21 point 7: an exercise is answered and counted in the static site as in JupyterLab
    answer = kernel_json(page, PARTNERS_NOTEBOOK,
                         "__import__('rulebook.partners').partners.EXERCISES['teams-partner'].answers()[0]")
    lesson = page.locator(".rb-lesson:not([hidden])").first
    lesson.scroll_into_view_if_needed()
    wrong = lesson.locator(f'button[data-choice]:not([data-choice="{answer}"])').first
    wrong.click()
    lesson.locator(".rb-unsolved").wait_for(timeout=30_000)
    for action in ("retry", "hint", "show"):
        lesson.locator(f'button[data-lesson="{action}"]').click()
    page.wait_for_function("(lesson) => lesson.querySelectorAll('.rb-lesson-hints li').length === 3",
                           arg=lesson.element_handle(), timeout=30_000)
    lesson.locator(f'button[data-choice="{answer}"]').click()
    # issue 30: right after Show me is shown, not solved
    page.wait_for_function("(lesson) => lesson.textContent.includes('shown, not solved')",
                           arg=lesson.element_handle(), timeout=30_000)
    page.wait_for_function("() => document.querySelector('.rb-progress').textContent.includes('1 shown')")
    page.reload()                   # the browser keeps what was shown; the notebook run again asks afresh
    wait_for_notebook(page, PARTNERS_NOTEBOOK, timeout=KERNEL_START_TIMEOUT)
    run_notebook_showing_a_board(page, PARTNERS_NOTEBOOK, "partners")
    page.wait_for_function("() => document.querySelector('.rb-progress').textContent.includes('1 shown')")
    lesson = page.locator(".rb-lesson:not([hidden])").first
    lesson.scroll_into_view_if_needed()
    lesson.locator(f'button[data-choice="{answer}"]').click()
    lesson.locator(".rb-solved").wait_for(timeout=30_000)
    page.wait_for_function("() => document.querySelector('.rb-progress').textContent.includes('1 of 2')")
    seconds_to_second_kernel = open_another_notebook(page, LE_DERNIER_PEUPLE_NOTEBOOK)
    run_notebook_showing_a_board(page, LE_DERNIER_PEUPLE_NOTEBOOK, "le-dernier-peuple")
    print(f"kernel ready {seconds_to_kernel:.1f} s; the second notebook's {seconds_to_second_kernel:.1f} s more")
    assert requests.leaving_loopback() == []
