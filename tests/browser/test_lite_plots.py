"""Issue 24 point 2: the strategy explorer shows the same plots in the static site as in JupyterLab.

Each test opens the explorer notebook, runs it and finds its plots in the output area: inline SVG images
(role="img", named by their title and their numbers in words), drawn by ``widgets/explorer_plots.py``.
As the browser draws them, every text is 14 px or more and no two texts overlap (their real boxes).
"""

from __future__ import annotations

from .jupyterlab import copy_notebook, open_notebook, run_all_cells
from .test_lite import EXPLORER_NOTEBOOK, lite_site, open_site_notebook, record_requests  # noqa: F401 (a fixture)

PLOT = ".jp-OutputArea-output svg[role='img']"
WIN_RATES = f"{PLOT}[aria-label^='Win rates over']"
RACE_LENGTHS = f"{PLOT}[aria-label^='Race length over']"

MEASURE = """(svg) => {
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const texts = Array.from(svg.querySelectorAll('text'));
    const boxes = texts.map((text) => [text.textContent, text.getBoundingClientRect()]);
    const overlaps = [];
    boxes.forEach(([a, one], i) => boxes.slice(i + 1).forEach(([b, other]) => {
        if (Math.min(one.right, other.right) - Math.max(one.left, other.left) > 0.5
            && Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top) > 0.5) overlaps.push([a, b]);
    }));
    return {title: svg.querySelector('title').textContent, width: svg.getBoundingClientRect().width,
            smallest: Math.min(...texts.map((text) => parseFloat(getComputedStyle(text).fontSize) * scale)),
            overlaps, images: svg.querySelectorAll('image').length};
}"""


def assert_the_plots_read_on_a_projector(page) -> list[dict]:
    """Both plots, twice (the first cell's and the Run's): SVG, texts of 14 px or more, none overlapping."""
    page.locator(WIN_RATES).first.wait_for(timeout=60_000)
    assert page.locator(WIN_RATES).count() == 2 and page.locator(RACE_LENGTHS).count() == 2
    shown = [plot.evaluate(MEASURE) for plot in page.locator(PLOT).all()]
    for plot in shown:
        assert plot["title"].startswith(("Win rates over", "Race length over")), plot
        assert plot["width"] >= 570 and plot["smallest"] >= 14 and plot["images"] == 0, plot
        assert plot["overlaps"] == [], plot
    return shown


def test_the_static_site_shows_the_explorers_plots(page, lite_site):  # noqa: F811 (the fixture imported above)
    requests = record_requests(page)
    open_site_notebook(page, lite_site, EXPLORER_NOTEBOOK)
    run_all_cells(page, EXPLORER_NOTEBOOK)
    shown = assert_the_plots_read_on_a_projector(page)
    assert shown[0]["title"] == "Win rates over 10,000 races" and shown[2]["title"] == "Win rates over 20,000 races"
    assert requests.leaving_loopback() == []


def test_jupyterlab_shows_the_same_plots(page, lab_server):
    path = copy_notebook(lab_server, f"notebooks/{EXPLORER_NOTEBOOK}")
    open_notebook(page, lab_server, path)
    run_all_cells(page, path)
    shown = assert_the_plots_read_on_a_projector(page)
    assert shown[0]["title"] == "Win rates over 10,000 races" and shown[2]["title"] == "Win rates over 20,000 races"
