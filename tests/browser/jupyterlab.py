"""Helpers for the browser tests: a JupyterLab server, and Playwright steps that drive it.

Typical use in a browser test (the fixtures come from tests/browser/conftest.py)::

    from .jupyterlab import copy_notebook, open_notebook, run_all_cells, kernel_json

    def test_goal_notebook(page, lab_server):
        path = copy_notebook(lab_server, "notebooks/hokito/01-goal.ipynb")
        open_notebook(page, lab_server, path)
        run_all_cells(page, path)
        assert kernel_json(page, path, "board.status") == "..."

Paths are relative to the server's root directory (the repository root), with
forward slashes, exactly as JupyterLab shows them. Timeouts of the functions
that take a Playwright ``page`` are in milliseconds (as in Playwright), the
others' in seconds. Benchmarks can use start_lab_server(..., nodelay=False) for
a server without the TCP_NODELAY extension; start_lab_server(..., language="fr") starts
JupyterLab as `make lab lang=fr` does (its menus and the kernels in French).
"""

from __future__ import annotations

import base64
import http.cookiejar
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO_ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = os.environ.get("RULEBOOK_CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
SCRATCH_DIR = ".test-scratch"  # under the server root; git-ignored, removed when the server stops
LAB_SETTINGS_FILES = {  # repo file -> where `make settings` installs it
    "jupyter-config/lab/settings/overrides.json": "share/jupyter/lab/settings/overrides.json",
    "jupyter-config/jupyter_lab_config.json": "etc/jupyter/jupyter_lab_config.json",
}
# JupyterLab's locale (its official language packs, the dev extra) for each language of the rulebook
LAB_LOCALES = {"en": "en", "fr": "fr_FR", "de": "de_DE", "it": "it_IT", "es": "es_ES"}
_ANSI_ESCAPE = re.compile(r"\x1b\[[0-9;]*[A-Za-z]")
_JSON_MARK = "__rulebook_json__:"


# --- Chromium ---------------------------------------------------------------------------------------


def chromium_problem() -> str | None:
    """Why the browser tests cannot run here, or None when Chromium is there."""
    if os.access(CHROMIUM, os.X_OK):
        return None
    return (
        f"Chromium not found at {CHROMIUM}: browser tests not run. "
        "Install it with `apt-get install chromium` (`make test` does that when run as root)."
    )


def running_in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in {"true", "1", "yes"}


# --- the server -----------------------------------------------------------------------------------


@dataclass
class LabServer:
    """A running JupyterLab. ``url`` has no trailing slash; no token is needed."""

    url: str
    root_dir: Path
    process: subprocess.Popen
    log_path: Path
    scratch_root: Path
    _scratch_count: int = field(default=0, repr=False)
    _cookies: http.cookiejar.CookieJar | None = field(default=None, repr=False)

    def api(self, method: str, path: str, body: Any = None, timeout: float = 30) -> Any:
        """Call the server's REST API (``path`` like "/api/kernels"); return the decoded JSON or None.

        Sends the XSRF cookie and header that a browser would, so POST/PUT/DELETE work too.
        """
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(self.url + path, data=data, method=method)
        request.add_header("Content-Type", "application/json")
        if method != "GET":
            request.add_header("X-XSRFToken", self._xsrf_token())
        with self._opener().open(request, timeout=timeout) as response:
            text = response.read().decode()
        return json.loads(text) if text.strip() else None

    def _opener(self):
        if self._cookies is None:
            self._cookies = http.cookiejar.CookieJar()
        return urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self._cookies))

    def _xsrf_token(self) -> str:
        for _ in range(2):
            for cookie in self._cookies or ():
                if cookie.name == "_xsrf":
                    return cookie.value
            self._opener().open(self.url + "/lab", timeout=30).read()  # the page sets the cookie
        raise RuntimeError("JupyterLab set no _xsrf cookie")

    def nodelay_status(self) -> dict:
        """What the widgets.nodelay extension reports: {"active": True, "sockets": N}."""
        return self.api("GET", "/rulebook/nodelay")

    def shutdown_all_kernels(self) -> None:
        """Delete every session and kernel (tests call this between tests to free memory)."""
        for session in self.api("GET", "/api/sessions") or []:
            _ignore_http_errors(self.api, "DELETE", f"/api/sessions/{session['id']}")
        for kernel in self.api("GET", "/api/kernels") or []:
            _ignore_http_errors(self.api, "DELETE", f"/api/kernels/{kernel['id']}")

    def new_scratch_dir(self) -> Path:
        """A new empty directory under the server root, for copies the test may change."""
        self._scratch_count += 1
        directory = self.scratch_root / f"t{self._scratch_count}"
        directory.mkdir(parents=True)
        return directory

    def relative(self, path: Path) -> str:
        """``path`` as the server (and JupyterLab's URLs) name it."""
        return path.resolve().relative_to(self.root_dir.resolve()).as_posix()

    def log_tail(self, lines: int = 40) -> str:
        try:
            return "\n".join(self.log_path.read_text(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no server log)"


def _ignore_http_errors(call, *args) -> None:
    try:
        call(*args)
    except (urllib.error.URLError, OSError):
        pass


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def lab_settings_problem() -> str | None:
    """None when the venv holds the repo's JupyterLab settings (see jupyter-config/), else what is wrong."""
    for source, installed in LAB_SETTINGS_FILES.items():
        repo_file, venv_file = REPO_ROOT / source, Path(sys.prefix) / installed
        if not venv_file.exists() or venv_file.read_bytes() != repo_file.read_bytes():
            return f"{venv_file} is missing or differs from {source}: run `make settings` (make test does)."
    return None


def lab_command(port: int, root_dir: Path, state_dir: Path, nodelay: bool = True) -> list[str]:
    """The command line of the test server: `make lab`'s server, minus the token, plus test switches."""
    command = [
        sys.executable, "-m", "jupyterlab",
        "--no-browser", "--allow-root", "--ip=127.0.0.1", f"--port={port}", "--ServerApp.port_retries=0",
        "--IdentityProvider.token=", "--ServerApp.password=",
        "--LabApp.expose_app_in_browser=True",
        f"--ServerApp.root_dir={root_dir}",
        "--ContentsManager.allow_hidden=True",  # the scratch copies live in .test-scratch/
        # A private settings/workspace store, so a developer's own JupyterLab state cannot leak in.
        f"--LabApp.user_settings_dir={state_dir / 'user-settings'}",
        f"--LabApp.workspaces_dir={state_dir / 'workspaces'}",
    ]  # fmt: skip
    if nodelay:
        command.append("--ServerApp.jpserver_extensions=widgets.nodelay=True")
    return command


def start_lab_server(
    state_dir: Path, root_dir: Path = REPO_ROOT, nodelay: bool = True, timeout: float = 120,
    language: str | None = None,
) -> LabServer:
    """Start JupyterLab on a free port of 127.0.0.1 and wait until it answers.

    ``state_dir`` is an empty directory for the server's log, settings and
    workspaces. ``language`` ("fr"): JupyterLab's menus and the kernels in that language, as
    `make lab lang=fr` starts it. Raises RuntimeError (with the end of the server log) if the
    server exits or does not answer within ``timeout`` seconds.
    """
    problem = lab_settings_problem()
    if problem:
        raise RuntimeError(problem)
    port = free_port()
    log_path = state_dir / "jupyterlab.log"
    config_dir = state_dir / "jupyter-config-dir"
    env = dict(os.environ, JUPYTER_CONFIG_DIR=str(config_dir), PYTHONUNBUFFERED="1")
    if language is not None:
        set_lab_language(config_dir, language)
        env["RULEBOOK_LANGUAGE"] = language
    with open(log_path, "wb") as log:
        process = subprocess.Popen(
            lab_command(port, root_dir, state_dir, nodelay),
            cwd=root_dir, env=env, stdout=log, stderr=subprocess.STDOUT,
            stdin=subprocess.DEVNULL, start_new_session=True,
        )  # fmt: skip
    server = LabServer(
        url=f"http://127.0.0.1:{port}", root_dir=root_dir, process=process, log_path=log_path,
        scratch_root=root_dir / SCRATCH_DIR / f"{os.getpid()}-{uuid.uuid4().hex[:8]}",
    )  # fmt: skip
    _wait_until_answering(server, timeout)
    return server


def set_lab_language(config_dir: Path, language: str) -> None:
    """JupyterLab's language for the server whose JUPYTER_CONFIG_DIR (or JUPYTER_CONFIG_PATH) is ``config_dir``:
    the same default_setting_overrides.json as `make lab lang=…` writes (see the Makefile)."""
    overrides = config_dir / "labconfig" / "default_setting_overrides.json"
    overrides.parent.mkdir(parents=True, exist_ok=True)
    overrides.write_text(json.dumps({"@jupyterlab/translation-extension:plugin": {"locale": LAB_LOCALES[language]}}))


def _wait_until_answering(server: LabServer, timeout: float) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if server.process.poll() is not None:
            raise RuntimeError(f"JupyterLab exited with {server.process.returncode}:\n{server.log_tail()}")
        try:
            server.api("GET", "/api/status", timeout=2)
            server.api("GET", "/lab/api/settings", timeout=10)
            return
        except (urllib.error.URLError, OSError):
            time.sleep(0.25)
    stop_lab_server(server)
    raise RuntimeError(f"JupyterLab did not answer within {timeout} s:\n{server.log_tail()}")


def stop_lab_server(server: LabServer) -> None:
    """Stop the server and everything it started (its process group), then remove its scratch files."""
    for sig, wait in ((signal.SIGTERM, 15), (signal.SIGKILL, 5)):
        try:
            os.killpg(server.process.pid, sig)
        except ProcessLookupError:
            break
        try:
            server.process.wait(wait)
            break
        except subprocess.TimeoutExpired:
            continue
    shutil.rmtree(server.scratch_root, ignore_errors=True)
    try:
        server.scratch_root.parent.rmdir()  # only if no other server's scratch is left
    except OSError:
        pass


# --- notebooks on disk -----------------------------------------------------------------------------


def copy_notebook(server: LabServer, notebook: str) -> str:
    """Copy a repo notebook (path relative to the repo root) into a fresh scratch folder; return its path.

    The notebook's sibling files that are not notebooks (data, pictures) are
    copied along, so relative file references next to it keep working. The
    project itself is imported from the editable install, as usual.
    """
    source = server.root_dir / notebook
    if not source.is_file():
        raise FileNotFoundError(f"no notebook {notebook} under {server.root_dir}")
    target_dir = server.new_scratch_dir() / Path(notebook).parent
    target_dir.mkdir(parents=True, exist_ok=True)
    for sibling in source.parent.iterdir():
        if sibling.is_file() and (sibling == source or sibling.suffix != ".ipynb"):
            shutil.copy2(sibling, target_dir / sibling.name)
    return server.relative(target_dir / source.name)


def new_notebook(server: LabServer, cells: list[str] = (), name: str = "scratch.ipynb") -> str:
    """Write a new notebook with these code cells (python3 kernel) in a fresh scratch folder; return its path."""
    notebook = {
        "nbformat": 4,
        "nbformat_minor": 5,
        "metadata": {
            "kernelspec": {"name": "python3", "display_name": "Python 3 (ipykernel)", "language": "python"},
            "language_info": {"name": "python"},
        },
        "cells": [
            {"cell_type": "code", "id": f"cell-{i}", "metadata": {}, "source": source,
             "outputs": [], "execution_count": None}
            for i, source in enumerate(cells)
        ],
    }  # fmt: skip
    path = server.new_scratch_dir() / name
    path.write_text(json.dumps(notebook, indent=1))
    return server.relative(path)


# --- JupyterLab in the browser ------------------------------------------------------------------------

# JavaScript that finds the notebook panel showing `path` (first argument of every snippet below).
_FIND_PANEL = """
const app = window.jupyterapp;
const findPanel = (path) => app && Array.from(app.shell.widgets('main'))
    .find((w) => w.context && w.context.path === path && w.content && w.content.model);
"""


def _js(body: str, is_async: bool = True) -> str:
    """A JS function of ([path, arg]); page.wait_for_function needs a plain (not async) one."""
    return ("async " if is_async else "") + "([path, arg]) => {" + _FIND_PANEL + body + "}"


def lab_url(server: LabServer, path: str = "") -> str:
    """The URL that opens ``path`` (or just the lab) in a new, empty JupyterLab workspace."""
    workspace = f"{server.url}/lab/workspaces/test-{uuid.uuid4().hex[:12]}"
    return f"{workspace}/tree/{path}" if path else workspace


def wait_for_lab(page, timeout: float = 60_000) -> None:
    """Wait until JupyterLab's application has started and restored its layout."""
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=timeout)
    page.evaluate("() => window.jupyterapp.restored")


def open_notebook(page, server: LabServer, path: str, timeout: float = 90_000) -> None:
    """Open the notebook at ``path`` in JupyterLab and wait until its kernel is connected and idle.

    The notebook must name a kernel in its metadata (python3), otherwise
    JupyterLab asks which kernel to use and this times out (the error says so).
    """
    page.goto(lab_url(server, path), timeout=timeout)
    wait_for_notebook(page, path, timeout)


def wait_for_notebook(page, path: str, timeout: float = 90_000) -> None:
    """Wait until JupyterLab shows the notebook ``path`` with a connected, idle kernel (see open_notebook).

    For a page that opens the notebook by itself (the static site opens its start notebook).
    """
    wait_for_lab(page, timeout)
    ready_or_dialog = _js("""
        if (document.querySelector('.jp-Dialog')) return 'dialog';
        const panel = findPanel(path);
        if (!panel || !panel.context.isReady) return false;
        app.shell.activateById(panel.id);
        const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
        return !!kernel && kernel.connectionStatus === 'connected' && kernel.status === 'idle' && 'ready';
    """, is_async=False)  # fmt: skip
    try:
        outcome = page.wait_for_function(ready_or_dialog, arg=[path, None], timeout=timeout).json_value()
    except Exception as error:  # a Playwright TimeoutError: add what we saw
        raise AssertionError(f"{path} did not reach an idle kernel: {_describe_panel(page, path)}") from error
    if outcome != "ready":
        raise AssertionError(f"{path} did not open: {_describe_panel(page, path)}")


def _describe_panel(page, path: str) -> str:
    return page.evaluate(
        _js("""
        const panel = findPanel(path);
        const dialog = document.querySelector('.jp-Dialog');
        if (!panel) return 'no notebook panel for it' + (dialog ? '; dialog: ' + dialog.innerText : '');
        const ctx = panel.sessionContext;
        const kernel = ctx.session && ctx.session.kernel;
        return 'kernel ' + (kernel ? kernel.name + ' ' + kernel.status + '/' + kernel.connectionStatus : 'none')
            + (dialog ? '; dialog: ' + dialog.innerText : '');
    """),
        [path, None],
    )


def run_all_cells(page, path: str, timeout: float = 180_000) -> None:
    """Run every cell of the open notebook ``path`` (notebook:run-all-cells) and wait until it is done.

    Fails (AssertionError) listing each cell that produced an error output or
    was left unexecuted, with the error's name, message and traceback.
    """
    finished = page.evaluate(
        _js("""
        const panel = findPanel(path);
        if (!panel) throw new Error('notebook not open: ' + path);
        app.shell.activateById(panel.id);
        const timer = new Promise((_, reject) => setTimeout(
            () => reject(new Error('run-all-cells still running after ' + arg + ' ms')), arg));
        await Promise.race([app.commands.execute('notebook:run-all-cells'), timer]);
        const problems = [];
        const cells = panel.content.model.cells;
        for (let i = 0; i < cells.length; i++) {
            const cell = cells.get(i).toJSON();
            if (cell.cell_type !== 'code') continue;
            const source = Array.isArray(cell.source) ? cell.source.join('') : cell.source;
            for (const output of cell.outputs || []) {
                if (output.output_type === 'error') {
                    problems.push({cell: i, source, ename: output.ename, evalue: output.evalue,
                                   traceback: (output.traceback || []).join('\\n')});
                }
            }
            if (cell.execution_count === null && source.trim() !== '' && !problems.some((p) => p.cell === i)) {
                problems.push({cell: i, source, ename: 'NotExecuted', evalue: 'cell did not run', traceback: ''});
            }
        }
        return problems;
    """),
        [path, timeout],
    )
    if finished:
        raise AssertionError(
            f"{path}: cells failed:\n" + "\n\n".join(_describe_cell_error(p) for p in finished)
        )


def _describe_cell_error(problem: dict) -> str:
    traceback = _ANSI_ESCAPE.sub("", problem["traceback"])
    return (
        f"cell {problem['cell']}: {problem['ename']}: {problem['evalue']}\n{problem['source']}\n{traceback}"
    )


@dataclass
class KernelOutput:
    """What a piece of code sent back: its printed text and the repr of its last expression (or None)."""

    stdout: str
    stderr: str
    result: str | None


class KernelError(AssertionError):
    """The code run in the kernel raised; the message carries the traceback."""


def run_in_kernel(page, path: str, code: str, timeout: float = 60_000) -> KernelOutput:
    """Run ``code`` in the kernel of the open notebook ``path`` (not as a cell) and return its output.

    It runs in the notebook's namespace, so it sees the variables the cells made
    ("what the kernel holds"). Raises KernelError if the code raises.
    """
    reply = page.evaluate(
        _js("""
        const panel = findPanel(path);
        if (!panel) throw new Error('notebook not open: ' + path);
        const kernel = panel.sessionContext.session && panel.sessionContext.session.kernel;
        if (!kernel) throw new Error('notebook has no kernel: ' + path);
        const out = {stdout: '', stderr: '', result: null, error: null};
        const future = kernel.requestExecute({code: arg.code, store_history: false, stop_on_error: false});
        future.onIOPub = (msg) => {
            const type = msg.header.msg_type, content = msg.content;
            if (type === 'stream') out[content.name === 'stderr' ? 'stderr' : 'stdout'] += content.text;
            else if (type === 'execute_result') out.result = (content.data || {})['text/plain'] ?? null;
            else if (type === 'error') out.error = content.ename + ': ' + content.evalue + '\\n'
                + (content.traceback || []).join('\\n');
        };
        const timer = new Promise((_, reject) => setTimeout(
            () => reject(new Error('kernel still busy after ' + arg.timeout + ' ms')), arg.timeout));
        await Promise.race([future.done, timer]);
        return out;
    """),
        [path, {"code": code, "timeout": timeout}],
    )
    if reply["error"] is not None:
        raise KernelError(
            f"code raised in the kernel of {path}:\n{code}\n{_ANSI_ESCAPE.sub('', reply['error'])}"
        )
    return KernelOutput(stdout=reply["stdout"], stderr=reply["stderr"], result=reply["result"])


def kernel_json(page, path: str, expression: str, timeout: float = 60_000) -> Any:
    """Evaluate a Python ``expression`` in the notebook's kernel and return its value via JSON.

    The value must be JSON-serialisable (e.g. ``board.moves``,
    ``game.position()``, ``[m.notation for m in game.legal_moves()]``).
    """
    code = f"import json as _rulebook_json\nprint({_JSON_MARK!r} + _rulebook_json.dumps({expression}))"
    output = run_in_kernel(page, path, code, timeout)
    marked = [line for line in output.stdout.splitlines() if line.startswith(_JSON_MARK)]
    if not marked:
        raise AssertionError(f"no JSON came back for {expression!r}; stdout was {output.stdout!r}")
    return json.loads(marked[-1][len(_JSON_MARK) :])


def record_outbound_requests(page, server: LabServer) -> list[str]:
    """Start recording every request the page makes to a host other than the test server.

    Returns the (live) list of URLs; data:, blob: and the server's own URLs are not recorded.
    """
    outbound: list[str] = []
    own = server.url.split("://", 1)[1]

    def note(url: str) -> None:
        scheme, _, rest = url.partition("://")
        if scheme in {"http", "https", "ws", "wss"} and not rest.startswith(own + "/"):
            outbound.append(url)

    page.on("request", lambda request: note(request.url))
    page.on("websocket", lambda websocket: note(websocket.url))
    return outbound


# --- a kernel websocket without a browser ------------------------------------------------------------


def start_kernel(server: LabServer, name: str = "python3") -> str:
    """Start a kernel through the REST API; return its id."""
    return server.api("POST", "/api/kernels", {"name": name})["id"]


def open_kernel_websocket(server: LabServer, kernel_id: str, timeout: float = 30) -> socket.socket:
    """Open the kernel's websocket (/api/kernels/<id>/channels) from Python, as a browser would.

    Returns the connected socket after the server accepted the upgrade (HTTP
    101); close it when done.
    """
    host = server.url.split("://", 1)[1]
    ip, port = host.rsplit(":", 1)
    sock = socket.create_connection((ip, int(port)), timeout=timeout)
    key = base64.b64encode(os.urandom(16)).decode()
    sock.sendall(
        (
            f"GET /api/kernels/{kernel_id}/channels?session_id={uuid.uuid4().hex} HTTP/1.1\r\n"
            f"Host: {host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
            f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
        ).encode()
    )
    head = b""
    while b"\r\n\r\n" not in head:
        chunk = sock.recv(4096)
        if not chunk:
            break
        head += chunk
    status_line = head.split(b"\r\n", 1)[0].decode(errors="replace")
    if " 101 " not in status_line + " ":
        sock.close()
        raise AssertionError(f"kernel websocket refused: {status_line!r}")
    return sock


def wait_until(condition, timeout: float = 10, interval: float = 0.1):
    """Call ``condition()`` until it returns something truthy (returned) or ``timeout`` seconds pass (None)."""
    deadline = time.monotonic() + timeout
    while True:
        value = condition()
        if value or time.monotonic() >= deadline:
            return value
        time.sleep(interval)


# --- a board on a classroom projector ---------------------------------------------------------------

PROJECTOR = {"width": 1024, "height": 768}  # a classroom projector's window
MIN_TEXT_PX = 14.0                          # every text of a board, as rendered, at least this big

# For one board (the element with class rb-board): the rendered size in CSS pixels of every
# SVG text (its font size times the drawing's scale on screen), the height from the top of the
# toolbar to the lowest of the drawing and the message, and the heights it must fit in.
_READABILITY = """(root) => {
    const texts = [];
    for (const node of root.querySelectorAll('.rb-svg svg text')) {
        if (!node.textContent.trim() || !node.getClientRects().length) continue;
        const matrix = node.getScreenCTM();
        const size = parseFloat(getComputedStyle(node).fontSize) * Math.sqrt(Math.abs(matrix.a * matrix.d - matrix.b * matrix.c));
        texts.push({text: node.textContent.trim().slice(0, 40), px: Math.round(size * 10) / 10});
    }
    const top = root.querySelector('.rb-toolbar').getBoundingClientRect().top;
    const bottoms = ['.rb-svg svg', '.rb-message'].map((selector) => root.querySelector(selector))
        .filter((node) => node && node.getClientRects().length).map((node) => node.getBoundingClientRect().bottom);
    const scroller = root.closest('.jp-WindowedPanel-outer, .jp-Notebook') || document.documentElement;
    return {texts, height: Math.max(...bottoms) - top, window: window.innerHeight,
            notebook: scroller.getBoundingClientRect().height};
}"""


@dataclass
class Readability:
    """What :func:`board_readability` measured (sizes in CSS pixels)."""

    texts: list[dict]        # {"text", "px"} for every SVG text shown
    height: float            # toolbar top → bottom of the drawing or the message
    window: float            # the window's inner height
    notebook: float          # the visible height of the notebook panel

    def small_texts(self, min_px: float = MIN_TEXT_PX) -> list[dict]:
        return [text for text in self.texts if text["px"] < min_px - 0.05]


def show_as_on_a_projector(page) -> None:
    """1024×768 with JupyterLab's left side bar (the file browser) open, as in a classroom."""
    show_in_window(page, PROJECTOR_WINDOWS[0])


# The windows a teacher projects (issue 19): name, size, whether JupyterLab's left side bar is open.
PROJECTOR_WINDOWS = (
    ("1024x768-sidebar", {"width": 1024, "height": 768}, True),
    ("1024x768", {"width": 1024, "height": 768}, False),
    ("1280x720", {"width": 1280, "height": 720}, False),
)


def show_in_window(page, window) -> None:
    """Set the page to one of PROJECTOR_WINDOWS: its size, and the left side bar open or closed."""
    _name, size, side_bar_open = window
    page.set_viewport_size(size)
    if side_bar_open:
        page.evaluate("() => window.jupyterapp.commands.execute('filebrowser:activate')")
    else:
        page.evaluate("() => { const shell = window.jupyterapp.shell; shell.collapseLeft(); }")
    page.wait_for_timeout(300)


def board_readability(board) -> Readability:
    """Measure one board (a Playwright locator of its ``.rb-board`` element) as it is shown now."""
    return Readability(**board.evaluate(_READABILITY))


def assert_readable_on_a_projector(board, min_px: float = MIN_TEXT_PX) -> Readability:
    """Every SVG text of ``board`` renders at ``min_px`` or more, and toolbar + drawing + message fit
    in the notebook's visible height (so in 768 px at 1024×768). Call after show_as_on_a_projector."""
    measured = board_readability(board)
    assert measured.texts, "the board shows no text to measure"
    small = measured.small_texts(min_px)
    assert not small, f"{len(small)} texts under {min_px} px, smallest: " + ", ".join(
        f"{t['text']!r} {t['px']} px" for t in sorted(small, key=lambda t: t["px"])[:8])
    assert measured.height <= min(measured.notebook, measured.window), (
        f"toolbar + board + message are {measured.height:.0f} px high; the notebook shows "
        f"{measured.notebook:.0f} px of a {measured.window:.0f} px window")
    return measured


# ---------------------------------------------------------------- reading a board on the page
BOARD = ".rb-board"
_KEYS_WITH_CLASS = """([root, name]) => Array.from(root.querySelectorAll('.rb-svg .' + name))
    .map((node) => node.getAttribute('data-key'))"""


def board_root(page, index: int = 0):
    """The ``index``-th board of the page (its outer element, toolbar and message included)."""
    return page.locator(BOARD).nth(index)


def board_element(page, key: str, index: int = 0):
    """The clickable element ``key`` of a board's drawing."""
    return board_root(page, index).locator(f'.rb-svg [data-key="{key}"]').first


def keys_with_class(page, name: str, index: int = 0) -> set[str]:
    """The keys of the drawing's elements that carry the class ``name`` (rb-target, rb-selected …)."""
    return set(page.evaluate(_KEYS_WITH_CLASS, [board_root(page, index).element_handle(), name]))


def shown_revision(page, index: int = 0) -> int:
    """The board revision the page shows."""
    return int(board_root(page, index).get_attribute("data-revision"))


def wait_for_board_after(page, revision: int, timeout: float = 30_000, index: int = 0) -> int:
    """Wait until the board shows a revision newer than ``revision``; return it."""
    page.wait_for_function(
        "([root, old]) => Number(root.dataset.revision) > old",
        arg=[board_root(page, index).element_handle(), revision], timeout=timeout)
    return shown_revision(page, index)


def board_kernel_state(page, path: str) -> dict:
    """What the kernel's ``board`` holds: its position, revision and the notations played."""
    return kernel_json(page, path, "{'position': board.game.position(), 'revision': board.revision,"
                                   " 'history': [m.notation for m in board.game.history]}")


def open_game_board(page, lab_server, setup: str, game: str) -> str:
    """A scratch notebook whose cells run ``setup`` and show ``board``; waits until the page shows the
    kernel's board of ``game`` (its drawing's data-game).  Returns the notebook's path."""
    path = new_notebook(lab_server, [setup, "board"])
    open_notebook(page, lab_server, path)
    run_all_cells(page, path)
    board_root(page).locator(f".rb-svg svg[data-game='{game}']").wait_for(timeout=60_000)
    board_root(page).scroll_into_view_if_needed()
    revision = board_kernel_state(page, path)["revision"]
    page.wait_for_function("([root, revision]) => Number(root.dataset.revision) === revision",
                           arg=[board_root(page).element_handle(), revision])
    return path
