"""Issue 32 point 1: what a notebook's code cells print is in the page's language.

The code cells are the same in every language (tests/test_i18n.py), so a cell must print words that come from the
catalogue (``say(...)`` in the cell, extracted by tools/i18n.py, or the rules' own texts), never English
literals.  The detector: the English notebooks run in the pseudo-locale ``qps``; every word of their outputs
(printed text, results, Markdown and HTML, the titles of boards side by side) outside the pseudo-locale's
brackets bypassed the catalogue.  Left out: the glossary table (its English column is English on purpose) and
the rulebooks' language codes (FR, EN …), which are the same in every language.

The notebooks checked are those whose cells are written so; a notebook joins ``CHECKED`` when its cells are.
"""

from __future__ import annotations

import os
import pathlib
import re

import nbformat
import pytest
from jupyter_client import KernelManager
from nbclient import NotebookClient

from rulebook import i18n

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
#: the games whose notebooks print only the catalogue's words (the others still print English: issue 32); a
#: notebook that lists moves by their notation (``list_moves``) prints notation on purpose and is left out
CHECKED_GAMES = ("hokito", "horse-race", "le-dernier-peuple")
#: and single notebooks of the other games
CHECKED_NOTEBOOKS = ("00-start-here.ipynb", "hit/01-goal-and-material.ipynb", "hit/02-set-up.ipynb",
                     "hit/13-full-game.ipynb", "hit/14-settle-a-question.ipynb", "partners/11-settle-a-question.ipynb")
CHECKED = [*CHECKED_NOTEBOOKS, *sorted(path.relative_to(NOTEBOOKS).as_posix() for game in CHECKED_GAMES
                                       for path in (NOTEBOOKS / game).glob("*.ipynb")
                                       if "list_moves(" not in path.read_text("utf-8"))]
LANGUAGE_CODES = re.compile(r"\b(?:EN|FR|DE|IT|ES|NL|PT|SV|DA|PL)\b")
TAGS = re.compile(r"<[^>]+>")


@pytest.fixture(scope="module")
def kernels():
    """One kernel per folder, started in the pseudo-locale and shared by the folder's notebooks (a kernel start
    costs more than most notebooks)."""
    started: dict[pathlib.Path, KernelManager] = {}

    def kernel_for(folder: pathlib.Path) -> KernelManager:
        if folder not in started:
            manager = KernelManager(kernel_name="python3")
            environment = {**os.environ, i18n.ENVIRONMENT_VARIABLE: i18n.PSEUDO}
            manager.start_kernel(cwd=str(folder), env=environment)
            started[folder] = manager
        return started[folder]

    yield kernel_for
    for manager in started.values():
        manager.shutdown_kernel(now=True)


def run_in_pseudo_locale(path: pathlib.Path, kernel_for):
    notebook = nbformat.read(path, as_version=4)
    NotebookClient(notebook, km=kernel_for(path.parent), timeout=120, allow_errors=False, store_widget_state=True,
                   resources={"metadata": {"path": str(path.parent)}}).execute()
    return notebook


def output_texts(notebook) -> list[tuple[int, str]]:
    """(cell number, text) of every output a person reads, and of every HTML widget (board titles)."""
    texts = []
    for number, cell in enumerate(notebook.cells):
        if cell.cell_type != "code" or "GlossaryTable" in cell.source:
            continue
        for output in cell.outputs:
            data = output.get("data", {})
            if output.output_type == "stream":
                texts.append((number, output.text))
            elif "application/vnd.jupyter.widget-view+json" not in data:
                kind = next((kind for kind in ("text/markdown", "text/html", "text/plain") if kind in data), None)
                texts += [(number, data[kind])] if kind else []
    state = notebook.metadata.get("widgets", {}).get("application/vnd.jupyter.widget-state+json", {})
    for model in state.get("state", {}).values():
        if model.get("model_name") == "HTMLModel":
            texts.append((-1, model["state"].get("value", "")))
    return texts


def english_words(text: str) -> list[str]:
    return i18n.unmarked(LANGUAGE_CODES.sub(" ", TAGS.sub(" ", text)))


@pytest.mark.parametrize("name", CHECKED)
def test_a_notebook_prints_nothing_that_bypasses_the_catalogue(name, kernels):
    notebook = run_in_pseudo_locale(NOTEBOOKS / name, kernels)
    texts = output_texts(notebook)
    assert texts, "the notebook printed nothing to check"
    plain = [(number, english_words(text), text[:160]) for number, text in texts if english_words(text)]
    assert not plain, f"English outside the catalogue (cell, words, output): {plain[:4]}"
