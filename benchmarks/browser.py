"""From a real browser: how fast a click on a board of each game shows, with and without TCP_NODELAY.

    .venv/bin/python benchmarks/browser.py [--moves 40] [--echoes 40] [--games HOKITO,HIT] [--server nodelay]
                                           [--languages en,de,qps]

Starts JupyterLab the way the browser tests do (tests/browser/jupyterlab.py) and
Debian's Chromium (headless, through Playwright), opens a scratch notebook with a board of
each game (HOKITO; HIT, 2 players, hot seat; Partners, 4 players, and Le Dernier Peuple,
3 players, hot seat with their hand-over screens, whose "show my hand" click is not timed; the
horse race, 4 players) in each language of ``--languages`` (English, German and the pseudo-locale,
whose words are the longest; the other languages only on the first server) and a tiny echo widget, and on each
board plays ``--moves`` moves by clicking: a random element that can start a move, then
random highlighted targets until the move is complete (HIT: card, figure, field).  The front
end (widgets/static/board.js) records, in ``window.__rbPaints``, for every click
the event's time, when the next animation frame after its effect started, and when
that frame was drawn (its layout and paint done):

- click → highlight: a piece clicked, its targets marked (local, no kernel);
- click → optimistic: a target clicked, the piece drawn on it ahead of Python;
- click → foreseen drawn: a target clicked, the board Python sent ahead (while the pointer
  rested on the target) on screen: foresight, for moves after which nothing is left to
  luck or hidden from the seat;
- click → new board drawn: the foreseen board, or where there was none Python's answer;
- click → answer frame / drawn: a target clicked, Python's new board (next revision)
  on screen, i.e. browser → server → kernel (play, re-render) → server → browser → paint,
  broken into its parts from the two clocks of the machine (the board keeps, per
  message, when it arrived, when the new traits were computed and when they were sent;
  the front end notes when the answer arrived and when the DOM was updated):
  in the page (click → message sent), to Python (sent → message handled), handler (play + new traits), serialise + send,
  to the browser (sent → first change in the page), DOM update, next frame starts,
  frame drawn.  "Frame" is where earlier versions of this benchmark stopped the clock.

The echo widget times the message legs alone: the browser sends a ping stamped
with its clock, Python answers by setting a trait stamped with Python's clock,
and the browser notes when the change arrives (same machine, same wall clock):
browser → Python, Python → browser, and the round trip.

All of it runs twice, on a server with the widgets.nodelay extension (TCP_NODELAY
on the kernel websockets) and on one without it.
"""

from __future__ import annotations

import argparse
import random
import tempfile
import textwrap
from dataclasses import dataclass, field
from pathlib import Path

from common import lab_helpers, machine_load, ms, p50, p95, print_table

from rulebook import i18n

lab = lab_helpers()  # the browser tests' helpers: the same server, the same Chromium

MOVES = 40
WARM_UP_MOVES = 3
#: a person's pause before each click (ms), after the last move's animations have ended: a learner looks at
#: the board between two clicks, so each click meets a quiet page; 0 clicks back to back, while the page
#: still draws (and animates) the last answer
PAUSE_MS = 300
ECHOES = 40
ECHO_PAUSE_MS = 30

ECHO_ESM = textwrap.dedent("""
    export default {
      render({ model, el }) {
        el.textContent = "echo (benchmark)";
        const wall = () => performance.timeOrigin + performance.now();
        const records = [];
        let arrived = null;
        model.on("change:pong", () => {
          const pong = model.get("pong");
          records.push({ sent: pong.sent, python: pong.python, received: wall() });
          if (arrived) { const done = arrived; arrived = null; done(); }
        });
        window.__rbEcho = {
          async run(count, pauseMs) {
            records.length = 0;
            for (let i = 0; i < count; i++) {
              const answer = new Promise((resolve) => { arrived = resolve; });
              model.send({ sent: wall() });
              await Promise.race([answer, new Promise((resolve) => setTimeout(resolve, 5000))]);
              await new Promise((resolve) => setTimeout(resolve, pauseMs));
            }
            return records.slice();
          },
          clockSkew: () => Date.now() - wall(),
        };
      },
    };
""")

SET_UP = textwrap.dedent(f'''
    import time
    import anywidget
    import traitlets
    from rulebook import hit, hokito, horse_race, le_dernier_peuple, partners
    from widgets import DernierPeupleBoard, HitBoard, HokitoBoard, HorseRaceBoard, PartnersBoard

    class Echo(anywidget.AnyWidget):
        """Answers each ping from the browser by setting a trait stamped with Python's clock."""
        _esm = {ECHO_ESM!r}
        pong = traitlets.Dict().tag(sync=True)

        def __init__(self):
            super().__init__()
            self.on_msg(self._answer)

        def _answer(self, _widget, content, _buffers):
            self.pong = {{"sent": content["sent"], "python": time.time() * 1000}}

    echo = Echo()
''')
GAMES = {  # name → (data-game, how the board is made: its keyword arguments follow)
    "HOKITO": ("hokito", "HokitoBoard(game=hokito.new_game(seed=1)"),
    "HIT": ("hit", "HitBoard(game=hit.new_game(seed=1, players=2)"),
    "Partners": ("partners", "PartnersBoard(game=partners.new_game(seed=1)"),
    "Le Dernier Peuple": ("le-dernier-peuple", "DernierPeupleBoard(game=le_dernier_peuple.new_game(seed=1, players=3)"),
    "Horse race": ("horse-race", "HorseRaceBoard(game=horse_race.new_game(seed=1, players=4)"),
}
#: the boards' languages: English, German (long words) and the pseudo-locale (every text a third longer, accented)
LANGUAGES = ("en", "de", "qps")


@dataclass(frozen=True)
class Board:
    """One board of the scratch notebook: a game in a language."""

    game: str
    language: str

    @property
    def name(self) -> str:
        """As the table shows it: "HOKITO", "HOKITO (de)"."""
        return self.game if self.language == "en" else f"{self.game} ({self.language})"

    @property
    def variable(self) -> str:
        return f"board_{GAMES[self.game][0].replace('-', '_')}_{self.language}"

    @property
    def root(self) -> str:
        """The board's element on the page (its class was added in Python: several boards show one game)."""
        mark = f"rb-bench-{GAMES[self.game][0]}-{self.language}"
        return f":is(.{mark}.rb-board, .{mark} .rb-board)"

    def cell(self) -> str:
        made = GAMES[self.game][1]
        return (f"{self.variable} = {made}, language={self.language!r})\n"
                f"{self.variable}.add_class('rb-bench-{GAMES[self.game][0]}-{self.language}')\n{self.variable}")


def boards_of(games: list[str], languages: list[str]) -> list[Board]:
    return [Board(game, language) for language in languages for game in games]


def notebook_cells(boards: list[Board]) -> list[str]:
    return [SET_UP, "echo", *(board.cell() for board in boards)]


PARTS = ("in the page", "to Python", "handler", "serialise + send", "to the browser", "DOM update", "next frame starts",
         "frame drawn")


@dataclass
class GameFigures:
    highlight: list[float] = field(default_factory=list)  # seconds
    optimistic: list[float] = field(default_factory=list)
    foreseen: list[float] = field(default_factory=list)  # click → Python's foreseen board drawn
    board: list[float] = field(default_factory=list)  # click → Python's answer drawn
    seen: list[float] = field(default_factory=list)  # click → the new board drawn, foreseen or answered
    unforeseen: list[float] = field(default_factory=list)  # click → Python's answer drawn, for moves not foreseen
    board_frame: list[float] = field(default_factory=list)  # click → the new board's frame starts
    parts: dict[str, list[float]] = field(default_factory=lambda: {part: [] for part in PARTS})


@dataclass
class BrowserFigures:
    mode: str
    games: dict[str, GameFigures] = field(default_factory=dict)
    to_python: list[float] = field(default_factory=list)
    to_browser: list[float] = field(default_factory=list)
    round_trip: list[float] = field(default_factory=list)
    clock_skew_ms: float = 0.0
    nodelay_status: str = ""


# --- driving the page ----------------------------------------------------------------------------


def keys_with_class(page, root: str, name: str) -> list[str]:
    return page.evaluate(
        "([root, name]) => Array.from(document.querySelectorAll(root + ' .rb-svg .' + name))"
        ".map((node) => node.getAttribute('data-key'))",
        [root, name],
    )


def keys_to_click(page, root: str, name: str) -> list[str]:
    """The keys of the elements with class ``name`` that a click on their middle reaches (a pawn standing
    on a target field would take a click on the field's middle)."""
    return page.evaluate(
        """([root, name]) => Array.from(document.querySelectorAll(root + ' .rb-svg .' + name)).filter((node) => {
             const box = node.getBoundingClientRect();
             const x = box.left + box.width / 2, y = box.top + box.height / 2;
             if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) return true;  // out of view: unknown
             const hit = document.elementFromPoint(x, y);
             return hit && hit.closest('[data-key]') === node;
           }).map((node) => node.getAttribute('data-key'))""",
        [root, name],
    )


def bring_into_view(page, root: str) -> None:
    """Scroll the board into view and wait until the page has drawn it there.

    JupyterLab's notebook skips the rendering of cells out of view (``content-visibility: auto``); just after
    the scroll, until the next frame is drawn, a point of the board still hits the bare cell, and the harness
    would find nothing to click (HOKITO's board, measured after another one).
    """
    page.locator(f"{root} .rb-svg").scroll_into_view_if_needed()
    page.wait_for_function(
        """(root) => {
             const box = document.querySelector(root + ' .rb-svg svg').getBoundingClientRect();
             const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
             const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
             const hit = document.elementFromPoint(x, y);
             return hit !== null && hit.closest(root) !== null;
           }""",
        arg=root, polling=POLL_MS,
    )


def shown_revision(page, root: str) -> int:
    return int(page.locator(root).get_attribute("data-revision"))


#: how often (ms) the harness looks for the new board: a timer, not Playwright's default of every
#: animation frame, which would keep the page drawing frames and slow down what is measured
POLL_MS = 20


def wait_for_revision_after(page, root: str, revision: int) -> None:
    page.wait_for_function(
        "([root, old]) => Number(document.querySelector(root).dataset.revision) > old", arg=[root, revision],
        polling=POLL_MS,
    )


def play_one_move(page, root: str, choose: random.Random, pause_ms: int = PAUSE_MS) -> None:
    """Click random elements that start and continue a move until it is played; wait for the new board.

    The harness keeps out of what it measures: it finds the element and moves the mouse onto it
    before the pause (as a person's pointer arrives before the click), presses the button, and then
    only waits for the board's own paint record (``expect_next_step``). Playwright's locator clicks
    and page queries would run their scripts in the page while the answer travels.
    """
    if not keys_with_class(page, root, "rb-startable"):
        cover = page.locator(f'{root} .rb-svg [data-key="{SHOW_HAND}"]')
        if cover.count():  # people share the screen: the next one takes it and shows their hand
            click_and_wait(page, root, cover, pause_ms)
        else:  # the game is over: back to the start
            revision = shown_revision(page, root)
            page.locator(f'{root} [data-action="restart"]').click()
            wait_for_revision_after(page, root, revision)
    for _ in range(8):
        keys = keys_to_click(page, root, "rb-target") or keys_to_click(page, root, "rb-startable")
        if not keys:
            said = page.locator(f"{root} .rb-status").text_content()
            raise RuntimeError(f"nothing on the {root} board can be clicked (the board says: {said!r})")
        key = choose.choice(sorted(keys))
        step = click_and_wait(page, root, page.locator(f'{root} .rb-svg [data-key="{key}"]'), pause_ms)
        if step == "highlight":  # not yet a whole move: maybe a chooser of moves
            chooser = page.locator(f"{root} .rb-chooser button[data-move-id]")
            if chooser.count():
                step = click_and_wait(page, root, chooser.first, 0)
        if step == "paint":
            return
        if step != "highlight":
            said = page.locator(f"{root} .rb-message").text_content()
            raise RuntimeError(f"a click on {key} of the {root} board showed nothing within {STEP_TIMEOUT_MS} ms "
                               f"(the board says: {said!r})")
    raise RuntimeError(f"eight clicks on the {root} board did not make a move")


#: the button of a hand-over screen (Partners, Le Dernier Peuple): not a move, so not timed
SHOW_HAND = "button:show-hand"

#: how long a click may take to show anything before the benchmark gives up
STEP_TIMEOUT_MS = 5000


def click_and_wait(page, root: str, target, pause_ms: int) -> str:
    """Point at ``target``, pause, click; then "highlight" (more clicks needed) or "paint" (a new board)."""
    target.scroll_into_view_if_needed()
    box = target.bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    expect_next_step(page, root)
    if pause_ms:
        watch_the_animations_end(page, root)
    page.wait_for_timeout(pause_ms)
    page.mouse.down()
    page.mouse.up()
    return page.evaluate("() => window.__rbNextStep")


def watch_the_animations_end(page, root: str) -> None:
    """A person looks at what the last move did before the next click: the horse race's dice land and its
    horse arrives (about a second), so the pause starts when the board is still.  Waits on the animations'
    own promises (no polling: it would keep the page busy)."""
    page.evaluate("""async (root) => {
        const board = document.querySelector(root);
        await Promise.all(board.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => null)));
    }""", root)


def expect_next_step(page, root: str) -> None:
    """Let the page note the board's next paint record that ends a click (``window.__rbNextStep``):
    its targets marked ("highlight") or Python's new board ("paint"), not the piece moved ahead.

    An event, not polling: Playwright's polling would keep the page busy while it is measured.
    """
    page.evaluate(
        """([root, timeout]) => {
          const board = document.querySelector(root);
          window.__rbNextStep = new Promise((resolve) => {
            const done = (kind) => {
              clearTimeout(timer);
              board.removeEventListener("rb-painted", painted);
              resolve(kind);
            };
            const painted = (event) => {
              if (event.detail.kind === "highlight" || event.detail.kind === "paint") done(event.detail.kind);
            };
            const timer = setTimeout(() => done("nothing"), timeout);
            board.addEventListener("rb-painted", painted);
          });
        }""",
        [root, STEP_TIMEOUT_MS],
    )


def click_latencies(page, path: str, root: str, variable: str, moves: int, pause_ms: int = PAUSE_MS) -> GameFigures:
    """Play ``moves`` moves on the board at ``root`` (``variable`` in the kernel) and split their times."""
    figures, choose = GameFigures(), random.Random(7)
    bring_into_view(page, root)
    for _ in range(WARM_UP_MOVES):
        play_one_move(page, root, choose, pause_ms)
    page.evaluate("() => { window.__rbPaints = []; }")
    for _ in range(moves):
        play_one_move(page, root, choose, pause_ms)
    python = {t["revision"]: t for t in lab.kernel_json(page, path, f"list({variable}.timings)")}
    records = page.evaluate("() => window.__rbPaints")
    foreseen_at = {record["clickTime"]: record["time"] for record in records if record["kind"] == "foreseen"}
    for record in records:
        if record["clickTime"] is None:
            continue  # a new board that no click asked for (restart)
        latency = (record["time"] - record["clickTime"]) / 1000
        {"highlight": figures.highlight, "optimistic": figures.optimistic, "foreseen": figures.foreseen,
         "paint": figures.board}[record["kind"]].append(latency)
        if record["kind"] == "paint":
            figures.board_frame.append((record.get("frame", record["time"]) - record["clickTime"]) / 1000)
            first = min(record["time"], foreseen_at.get(record["clickTime"], record["time"]))
            figures.seen.append((first - record["clickTime"]) / 1000)
            if record["clickTime"] not in foreseen_at:
                figures.unforeseen.append(latency)
        if record["kind"] == "paint" and record["revision"] in python and record.get("arrived") is not None \
                and record.get("sent") is not None:
            add_parts(figures, record, python[record["revision"]])
    return figures


def add_parts(figures: GameFigures, record: dict, python: dict) -> None:
    """Split one click → board into its parts (wall-clock ms of the page and of Python)."""
    wall = record["origin"]
    moments = [wall + record["clickTime"], wall + record["sent"], python["received"], python["computed"], python["sent"],
               wall + record["arrived"], wall + record["rendered"], wall + record.get("frame", record["time"]),
               wall + record["time"]]
    for part, start, end in zip(PARTS, moments[:-1], moments[1:], strict=True):
        figures.parts[part].append((end - start) / 1000)


def echo_latencies(page, echoes: int, figures: BrowserFigures) -> None:
    records = page.evaluate("([count, pause]) => window.__rbEcho.run(count, pause)", [echoes, ECHO_PAUSE_MS])
    for record in records:
        figures.to_python.append((record["python"] - record["sent"]) / 1000)
        figures.to_browser.append((record["received"] - record["python"]) / 1000)
        figures.round_trip.append((record["received"] - record["sent"]) / 1000)
    figures.clock_skew_ms = page.evaluate("() => window.__rbEcho.clockSkew()")


# --- one server ------------------------------------------------------------------------------------


def measure(browser, nodelay: bool, moves: int, echoes: int, boards: list[Board], pause_ms: int) -> BrowserFigures:
    figures = BrowserFigures("with TCP_NODELAY" if nodelay else "without (plain server)")
    with tempfile.TemporaryDirectory(prefix="rulebook-bench-") as state_dir:
        server = lab.start_lab_server(Path(state_dir), nodelay=nodelay)
        page = browser.new_page(viewport={"width": 1400, "height": 1100})
        try:
            path = lab.new_notebook(server, notebook_cells(boards), name="benchmark.ipynb")
            lab.open_notebook(page, server, path)
            lab.run_all_cells(page, path)
            for board in boards:
                page.locator(f"{board.root} .rb-svg svg").wait_for()
            page.wait_for_function("() => window.__rbEcho !== undefined")
            echo_latencies(page, 5, BrowserFigures(""))  # warm up the comm path
            for board in boards:
                figures.games[board.name] = click_latencies(page, path, board.root, board.variable, moves, pause_ms)
            echo_latencies(page, echoes, figures)
            figures.nodelay_status = nodelay_status(server, nodelay)
        finally:
            page.close()
            lab.stop_lab_server(server)
    return figures


def nodelay_status(server, nodelay: bool) -> str:
    if not nodelay:
        return "extension not loaded"
    status = server.nodelay_status()
    return f"{status['open_with_nodelay']} open kernel websocket(s) with TCP_NODELAY"


def run(moves: int = MOVES, echoes: int = ECHOES, games: list[str] | None = None,
        servers: tuple[bool, ...] = (True, False), pause_ms: int = PAUSE_MS,
        languages: tuple[str, ...] = LANGUAGES) -> list[BrowserFigures]:
    """Measure on each server; the boards in other languages than English only on the first one (what
    TCP_NODELAY changes does not depend on the words)."""
    problem = lab.chromium_problem() or lab.lab_settings_problem()
    if problem:
        print(f"\nBrowser benchmark skipped: {problem}")
        return []
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=lab.CHROMIUM, args=lab.CHROMIUM_ARGS, headless=True
        )
        try:
            games = games or list(GAMES)
            figures = [measure(browser, nodelay, moves, echoes, boards_of(games, languages if first else ["en"]),
                               pause_ms) for first, nodelay in zip((True, False), servers)]
        finally:
            browser.close()
    print_figures(figures, moves, echoes, pause_ms)
    return figures


def print_figures(figures: list[BrowserFigures], moves: int, echoes: int, pause_ms: int) -> None:
    rows = []
    for f in figures:
        for game, g in f.games.items():
            for name, values in (("click → highlight", g.highlight), ("click → optimistic", g.optimistic),
                                 ("click → foreseen drawn", g.foreseen),
                                 ("click → answer frame", g.board_frame), ("click → answer drawn", g.board),
                                 ("  … of moves not foreseen", g.unforeseen),
                                 ("click → new board drawn", g.seen),
                                 *((f"  {part}", values) for part, values in g.parts.items())):
                rows.append([f.mode, game, name, len(values), ms(p50(values), 1), ms(p95(values), 1)])
        for name, values in (("browser → Python", f.to_python), ("Python → browser", f.to_browser),
                             ("echo round trip", f.round_trip)):
            rows.append([f.mode, "echo", name, len(values), ms(p50(values), 1), ms(p95(values), 1)])
    print_table(
        f"Browser, a board of each game (and language) in JupyterLab + Chromium ({moves} moves each, {pause_ms} ms "
        f"before each "
        f"click, {echoes} echoes; {machine_load()})",
        ["server", "board", "figure", "n", "p50 ms", "p95 ms"],
        rows,
    )
    for f in figures:
        print(f"{f.mode}: {f.nodelay_status}; browser clock vs Date.now(): {f.clock_skew_ms:+.1f} ms")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=MOVES)
    parser.add_argument("--echoes", type=int, default=ECHOES)
    parser.add_argument("--games", default=",".join(GAMES), help="which boards, by name, comma-separated")
    parser.add_argument("--pause-ms", type=int, default=PAUSE_MS,
                        help="a person's pause before each click (0: back to back)")
    parser.add_argument("--server", choices=("both", "nodelay", "plain"), default="both",
                        help="with the TCP_NODELAY extension, without it, or both")
    parser.add_argument("--languages", default=",".join(LANGUAGES),
                        help="the boards' languages, comma-separated (other than en: on the first server only)")
    arguments = parser.parse_args()
    chosen = [name.strip() for name in arguments.games.split(",") if name.strip()]
    unknown = [name for name in chosen if name not in GAMES]
    if unknown:
        parser.error(f"no board called {', '.join(unknown)}; choose from {', '.join(GAMES)}")
    servers = {"both": (True, False), "nodelay": (True,), "plain": (False,)}[arguments.server]
    languages = tuple(code.strip() for code in arguments.languages.split(",") if code.strip())
    try:
        languages = tuple(i18n.language_code(code) for code in languages)
    except ValueError as error:
        parser.error(str(error))
    run(arguments.moves, arguments.echoes, chosen, servers, arguments.pause_ms, languages)
