"""Fixtures for the browser tests: one JupyterLab server per test session, Debian's Chromium.

Every test under tests/browser/ joins the xdist group "browser" (hook in
tests/conftest.py), so with `pytest -n 2 --dist loadgroup` they all run on one
worker and share one Chromium and one JupyterLab.
Tests that need a browser use pytest-playwright's ``page`` fixture, set up in
tests/conftest.py to launch Debian's Chromium; without Chromium they are
skipped with the reason (and fail when CI=true).
Helpers to drive JupyterLab are in jupyterlab.py beside this file.
"""

from __future__ import annotations

import pytest

from .jupyterlab import start_lab_server, stop_lab_server


@pytest.fixture(scope="session")
def lab_server(tmp_path_factory):
    """A JupyterLab on 127.0.0.1 (root: the repository, no token, nodelay extension on)."""
    server = start_lab_server(tmp_path_factory.mktemp("jupyterlab"))
    yield server
    stop_lab_server(server)


@pytest.fixture(autouse=True)
def _free_kernels_after_each_test(request):
    """Shut down the kernels a test started, so a long run does not pile them up."""
    yield
    if "lab_server" in request.fixturenames:
        request.getfixturevalue("lab_server").shutdown_all_kernels()
