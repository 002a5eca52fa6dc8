"""Smoke tests of the browser tier: JupyterLab opens offline and quietly, a kernel runs code,
and the widgets.nodelay server extension switches real kernel websockets to TCP_NODELAY."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from .jupyterlab import (
    REPO_ROOT,
    KernelError,
    copy_notebook,
    kernel_json,
    lab_url,
    new_notebook,
    open_kernel_websocket,
    open_notebook,
    record_outbound_requests,
    run_all_cells,
    run_in_kernel,
    start_kernel,
    wait_for_lab,
    wait_until,
)

NEWS_QUESTION = "official Jupyter news"
NOTIFICATION_PLUGIN = "@jupyterlab/apputils-extension:notification"
EXTENSION_MANAGER_PLUGIN = "@jupyterlab/extensionmanager-extension:plugin"


def test_lab_opens_without_news_prompt_and_without_outbound_requests(page, lab_server):
    outbound = record_outbound_requests(page, lab_server)
    page.goto(lab_url(lab_server))
    wait_for_lab(page)
    page.wait_for_timeout(3000)  # the news question, when asked, pops up right after start-up

    assert page.get_by_text(NEWS_QUESTION).count() == 0
    assert page.locator(".jp-LabShell").count() == 1  # the lab itself did render
    assert outbound == []


def default_setting(server, plugin: str, name: str):
    """The default JupyterLab gives a setting, after our overrides.json (and no user settings)."""
    answer = server.api("GET", f"/lab/api/settings/{plugin}")
    assert name not in answer["settings"], "a user setting would hide the default"
    return answer["schema"]["properties"][name]["default"]


def test_lab_uses_the_offline_settings(lab_server):
    assert default_setting(lab_server, NOTIFICATION_PLUGIN, "fetchNews") == "false"
    assert default_setting(lab_server, NOTIFICATION_PLUGIN, "checkForUpdates") is False
    assert default_setting(lab_server, EXTENSION_MANAGER_PLUGIN, "enabled") is False
    assert lab_server.api("GET", "/lab/api/news") == {"news": []}


def test_kernel_runs_code_and_holds_the_cells_variables(page, lab_server):
    path = new_notebook(lab_server, ["answer = 40 + 2"])
    open_notebook(page, lab_server, path)
    run_all_cells(page, path)

    assert run_in_kernel(page, path, "print(1+1)").stdout == "2\n"
    assert kernel_json(page, path, "answer") == 42
    assert kernel_json(page, path, "__import__('sys').prefix") == sys.prefix
    rulebook_file = Path(kernel_json(page, path, "__import__('rulebook').__file__"))
    assert rulebook_file.is_relative_to(REPO_ROOT)  # the editable install of this checkout


def test_run_in_kernel_reports_the_exception(page, lab_server):
    path = new_notebook(lab_server, [])
    open_notebook(page, lab_server, path)

    with pytest.raises(KernelError, match="ZeroDivisionError"):
        run_in_kernel(page, path, "1 / 0")


def test_run_all_cells_reports_a_failing_cell(page, lab_server):
    path = new_notebook(lab_server, ["x = 1", "raise ValueError('broken on purpose')", "y = 2"])
    open_notebook(page, lab_server, path)

    with pytest.raises(AssertionError, match="cell 1: ValueError: broken on purpose"):
        run_all_cells(page, path)


def test_kernel_websocket_of_the_browser_gets_tcp_nodelay(page, lab_server):
    before = lab_server.nodelay_status()
    assert before["active"] is True

    path = new_notebook(lab_server, ["pass"])
    open_notebook(page, lab_server, path)
    run_in_kernel(page, path, "print('traffic')")  # the socket is in use, not just opened

    status = lab_server.nodelay_status()
    assert status["sockets"] > before["sockets"], status
    assert status["open_with_nodelay"] >= 1, status


def test_kernel_websocket_opened_from_python_gets_tcp_nodelay(lab_server):
    kernel_id = start_kernel(lab_server)
    before = lab_server.nodelay_status()["sockets"]

    with open_kernel_websocket(lab_server, kernel_id):
        status = wait_until(lambda: _status_if(lab_server, lambda s: s["sockets"] == before + 1))
        assert status, f"expected {before + 1} switched sockets: {lab_server.nodelay_status()}"
        assert status["open_with_nodelay"] >= 1

    assert wait_until(lambda: lab_server.nodelay_status()["open_with_nodelay"] == 0), (
        "closed socket still listed"
    )


def _status_if(server, condition):
    status = server.nodelay_status()
    return status if condition(status) else None


def test_copy_notebook_gives_an_independent_copy(lab_server):
    original = new_notebook(lab_server, ["print('original')"])
    copy = copy_notebook(lab_server, original)
    original_file, copy_file = lab_server.root_dir / original, lab_server.root_dir / copy

    assert copy != original
    assert copy_file.read_text() == original_file.read_text()
    copy_file.write_text("changed")
    assert "original" in original_file.read_text()
