"""Shared pytest set-up: every Playwright test (anywhere under tests/) uses Debian's Chromium
and runs in the xdist group "browser". The JupyterLab fixtures live in tests/browser/conftest.py."""

from collections import Counter
from pathlib import Path

import pytest
from browser.jupyterlab import CHROMIUM, CHROMIUM_ARGS, chromium_problem, running_in_ci

BROWSER_DIR = Path(__file__).resolve().parent / "browser"
BROWSER_FIXTURES = {"page", "context", "browser", "lab_server"}
#: the static site's tests: a group of their own, so that they run beside JupyterLab's on the other worker
SITE_FIXTURES = {"lite_site"}


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist reads the groups
def pytest_collection_modifyitems(config, items):
    """Everything under tests/browser/, and any test using the browser or the JupyterLab
    server, runs in one xdist group: one worker, one Chromium, one JupyterLab. The static site's
    tests form a second group (one site built, one Chromium), which another worker runs at the same time."""
    for item in items:
        in_browser_dir = BROWSER_DIR in Path(str(item.fspath)).resolve().parents
        fixtures = set(getattr(item, "fixturenames", ()))
        if in_browser_dir or BROWSER_FIXTURES & fixtures:
            item.add_marker(pytest.mark.xdist_group("site" if SITE_FIXTURES & fixtures else "browser"))


def pytest_runtest_setup(item):
    """pytest-xdist's loadgroup groups tests by renaming their ids; fail if that silently did nothing
    (it does with pytest 9.2 and pytest-xdist 3.8: pytest-dev/pytest-xdist#1386)."""
    grouping = getattr(item.config.option, "loadgroup", False)  # set on xdist workers only
    if grouping and item.get_closest_marker("xdist_group") and "@" not in item.nodeid:
        pytest.fail(
            "--dist loadgroup did not group this test: this pytest and pytest-xdist do not work "
            "together (pytest-dev/pytest-xdist#1386); see the pytest pin in pyproject.toml.",
            pytrace=False,
        )


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    """pytest-playwright launches Debian's Chromium (Playwright cannot download a browser here).

    Without it, the tests that need a browser are skipped with the reason, or fail when CI=true.
    """
    problem = chromium_problem()
    if problem and running_in_ci():
        pytest.fail(f"{problem} In CI every test tier must run.", pytrace=False)
    if problem:
        pytest.skip(problem)
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


def pytest_terminal_summary(terminalreporter):
    """Say loudly, at the very end, when browser tests were skipped and why."""
    reasons = Counter(
        _skip_reason(report)
        for report in terminalreporter.stats.get("skipped", [])
        if "Chromium" in _skip_reason(report)
    )
    if reasons:
        terminalreporter.write_sep("=", "browser tests skipped", yellow=True)
        for reason, count in reasons.items():
            terminalreporter.write_line(f"{count} skipped: {reason}")


def _skip_reason(report) -> str:
    if isinstance(report.longrepr, tuple):
        return str(report.longrepr[2]).removeprefix("Skipped: ")
    return str(report.longrepr)
