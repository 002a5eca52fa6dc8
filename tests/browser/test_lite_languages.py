"""Issue 32 point 5, choosing the language: JupyterLab's own menus, the start page and the kernel in the
learner's language, in the static site (``?lang=de``, lite/language.js) and in JupyterLab (``make lab
lang=fr``: its official language pack and RULEBOOK_LANGUAGE)."""

from __future__ import annotations

from pathlib import Path

import pytest

from .jupyterlab import (
    REPO_ROOT,
    kernel_json,
    open_notebook,
    start_lab_server,
    stop_lab_server,
    wait_for_notebook,
)
from .test_lite import KERNEL_START_TIMEOUT, lite_site  # noqa: F401  (the site, built once and served)

SCREENSHOTS = REPO_ROOT / "screenshots"  # git-ignored
START_PAGE = "00-start-here.ipynb"
KERNEL_LANGUAGE = "__import__('rulebook.i18n', fromlist=['current']).current()"


def menu_titles(page) -> list[str]:
    """The titles of JupyterLab's menu bar, as shown."""
    menus = page.locator("#jp-menu-panel .lm-MenuBar-itemLabel")
    menus.first.wait_for()
    return menus.all_inner_texts()


def first_heading(page) -> str:
    return page.locator(".jp-Notebook .jp-RenderedMarkdown h1").first.inner_text()


def test_a_link_with_lang_opens_the_site_in_german_and_the_language_bar_switches_it(page, lite_site):  # noqa: F811
    page.set_viewport_size({"width": 1024, "height": 768})
    # an English path with lang=de: the German copy opens, in a German JupyterLab, with a German kernel
    page.goto(f"{lite_site.url}/lab/index.html?lang=de&path={START_PAGE}")
    wait_for_notebook(page, f"de/{START_PAGE}", timeout=KERNEL_START_TIMEOUT)
    assert menu_titles(page)[:2] == ["Datei", "Bearbeiten"]
    assert page.evaluate("document.documentElement.lang").startswith("de")
    assert first_heading(page).startswith("Hier beginnen")
    assert "Der erste Start dauert einige Sekunden" in page.locator(".jp-Notebook .jp-Cell").first.inner_text()
    page.wait_for_function("() => (document.getElementById('rb-start-status') || {}).textContent"
                           "?.startsWith('Python ist bereit')")  # the status line at the foot, in German
    assert "lang=de" in page.url  # the address keeps the language (JupyterLite drops path= once it opened it)
    assert kernel_json(page, f"de/{START_PAGE}", KERNEL_LANGUAGE) == "de"  # before any cell ran
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / "lite-german-start-1024x768.png"))

    # the start page's language bar: Français opens the site again, all in French
    page.locator(".jp-RenderedMarkdown a", has_text="Français").first.click()
    wait_for_notebook(page, f"fr/{START_PAGE}", timeout=KERNEL_START_TIMEOUT)
    assert menu_titles(page)[0] == "Fichier"
    assert "lang=fr" in page.url
    assert kernel_json(page, f"fr/{START_PAGE}", KERNEL_LANGUAGE) == "fr"


def test_the_front_page_forwards_the_language_and_without_one_the_site_is_english(page, lite_site):  # noqa: F811
    page.goto(f"{lite_site.url}/?lang=it")
    page.wait_for_url(f"**/lab/index.html?lang=it&path=it/{START_PAGE}")
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=KERNEL_START_TIMEOUT)
    assert menu_titles(page)[0] == "File"  # Italian for File is File: the start page says it is Italian
    page.locator(".jp-Notebook .jp-RenderedMarkdown h1").first.wait_for(timeout=KERNEL_START_TIMEOUT)
    assert page.evaluate("document.documentElement.lang").startswith("it")
    assert first_heading(page).startswith("Inizia qui")

    page.goto(f"{lite_site.url}/lab/index.html?path={START_PAGE}")  # a link without lang: English
    page.wait_for_function("() => window.jupyterapp && window.jupyterapp.shell", timeout=KERNEL_START_TIMEOUT)
    assert menu_titles(page)[:2] == ["File", "Edit"]


@pytest.fixture(scope="module")
def french_lab(tmp_path_factory):
    """JupyterLab as `make lab lang=fr` starts it."""
    server = start_lab_server(Path(tmp_path_factory.mktemp("jupyterlab-fr")), language="fr")
    yield server
    stop_lab_server(server)


def test_jupyterlab_started_in_french_shows_french_menus_and_its_kernels_speak_french(page, french_lab):
    path = f"notebooks/fr/{START_PAGE}"
    open_notebook(page, french_lab, path)
    assert menu_titles(page)[:2] == ["Fichier", "Édition"]
    assert first_heading(page).startswith("Commencer ici")
    assert kernel_json(page, path, KERNEL_LANGUAGE) == "fr"  # RULEBOOK_LANGUAGE, before the notebook says so
    french_lab.shutdown_all_kernels()
