"""Every notebook runs headless, is stored clean, cites its rulebook section and ends with "Try it".

Notebooks are discovered under notebooks/, so a new game's notebooks are tested without editing this file.
Each one is executed top to bottom by nbclient in a fresh kernel running this interpreter; any error fails.
"""

from __future__ import annotations

import json
import pathlib
import re
import time

import nbformat
import pytest
from nbclient import NotebookClient

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOK_DIR = ROOT / "notebooks"
NOTEBOOKS = sorted(path for path in NOTEBOOK_DIR.rglob("*.ipynb") if ".ipynb_checkpoints" not in path.parts)
IDS = [path.relative_to(NOTEBOOK_DIR).as_posix() for path in NOTEBOOKS]
CELL_TIMEOUT = 120   # seconds per cell

LANGUAGES = "FR|EN|DE|NL|IT|ES|PT|SV|DA|PL"
#: the translated notebooks' folders (issue 32: notebooks/fr/ ... mirror the English notebooks), and the
#: headings that end a notebook in each language
TRANSLATIONS = ("fr", "de", "it", "es")
TRY_IT = {"en": "try it", "fr": "à toi de jouer", "de": "probier es aus", "it": "prova tu", "es": "pruébalo"}
EXERCISES = {"en": "exercises", "fr": "exercices", "de": "übungen", "it": "esercizi", "es": "ejercicios"}
# game, language, 'HEADING' — e.g. HOKITO, EN, 'HOW TO PLAY'
CITATION = re.compile(rf"\b[A-Z][\w'’ ]*, (?:{LANGUAGES}), '[^'\n]+'")
HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*)$", re.MULTILINE)


def language_of(path: pathlib.Path) -> str:
    folder = path.relative_to(NOTEBOOK_DIR).parts[0]
    return folder if folder in TRANSLATIONS else "en"


def is_start_page(path: pathlib.Path) -> bool:
    """The start page and the referee's desk (in notebooks/ or a language's folder), not a game's notebook."""
    return path.parent == NOTEBOOK_DIR or path.parent.parent == NOTEBOOK_DIR and path.parent.name in TRANSLATIONS


def read(path: pathlib.Path):
    return nbformat.read(path, as_version=4)


def markdown_text(notebook) -> str:
    return "\n".join(cell.source for cell in notebook.cells if cell.cell_type == "markdown")


def test_notebooks_are_found():
    assert (NOTEBOOK_DIR / "00-start-here.ipynb") in NOTEBOOKS
    assert len(NOTEBOOKS) >= 2, f"only {IDS} under {NOTEBOOK_DIR}"


def executed(path):
    """The notebook run top to bottom in a fresh kernel (CellExecutionError, with the cell and
    traceback, on any error).  A kernel that dies before it answers lost the race for a TCP port to a
    kernel started at the same moment by the other test worker: it is started again (twice at most)."""
    for attempt in range(1, 4):
        notebook = read(path)
        client = NotebookClient(notebook, timeout=CELL_TIMEOUT, kernel_name="python3", allow_errors=False,
                                resources={"metadata": {"path": str(path.parent)}})
        try:
            client.execute()
            return notebook
        except RuntimeError as error:
            if "Kernel died before replying to kernel_info" not in str(error) or attempt == 3:
                raise
            print(f"the kernel did not start (attempt {attempt}: {error}); starting it again")
    raise AssertionError("unreachable")


#: translated notebooks share the English code cells (tests/test_i18n.py checks that cell by cell), so running
#: every one of them again would test the same code four more times; each language runs its start page and
#: one game's first notebook (a different game per language), which exercises its catalogue in a real kernel
RUN_TRANSLATED = {"fr": "hokito", "de": "hit", "it": "le-dernier-peuple", "es": "partners"}


def runs_in_the_suite(path: pathlib.Path) -> bool:
    language = language_of(path)
    if language == "en" or is_start_page(path) and path.name.startswith("00-"):
        return True
    parts = path.relative_to(NOTEBOOK_DIR / language).parts
    return parts[0] == RUN_TRANSLATED[language] and parts[-1].startswith("01-")


RUN = [path for path in NOTEBOOKS if runs_in_the_suite(path)]


@pytest.mark.parametrize("path", RUN, ids=[path.relative_to(NOTEBOOK_DIR).as_posix() for path in RUN])
def test_notebook_runs_headless(path):
    started = time.perf_counter()
    notebook = executed(path)
    print(f"{path.relative_to(ROOT)} ran in {time.perf_counter() - started:.1f} s")
    code_cells = [cell for cell in notebook.cells if cell.cell_type == "code"]
    assert code_cells, "a notebook without code shows no board"
    assert all(cell.execution_count is not None for cell in code_cells), "some code cells did not run"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_notebook_is_stored_clean(path):
    notebook = read(path)
    dirty = [f"cell {number}" for number, cell in enumerate(notebook.cells, start=1)
             if cell.cell_type == "code" and (cell.outputs or cell.execution_count is not None
                                              or "execution" in cell.metadata)]
    assert not dirty, f"outputs or execution counts stored in {dirty}: run python tools/clean_notebooks.py"
    assert "widgets" not in notebook.metadata, "widget state stored: run python tools/clean_notebooks.py"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_notebook_cites_a_rulebook_section(path):
    citations = CITATION.findall(markdown_text(read(path)))
    assert citations, "no citation like HOKITO, EN, 'HOW TO PLAY' (game, language, 'heading') in the text"


@pytest.mark.parametrize("path", NOTEBOOKS, ids=IDS)
def test_notebook_ends_with_try_it_and_its_exercises(path):
    """A notebook ends with 'Try it' (tasks on the board), then, where it teaches a rule, its 'Exercises'
    (issue 21: answered on the board, checked by the rules)."""
    language = language_of(path)
    headings = [heading.strip().lower() for heading in HEADING.findall(markdown_text(read(path)))]
    assert headings, "the notebook has no headings"
    ending = headings[-2:] if headings[-1].startswith(EXERCISES[language]) else headings[-1:]
    assert ending[0].startswith(TRY_IT[language]), (
        f"the last sections are {headings[-2:]!r}; a notebook ends with '{TRY_IT[language]}' (and then its exercises)")


def test_notebook_code_cells_are_short_and_share_their_helpers():
    """Issue 8, point 14: no notebook defines the shared helpers again; they live in the package."""
    for path in NOTEBOOKS:
        cells = json.loads(path.read_text())["cells"]
        code = ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "code"]
        for helper in ("def show(", "def list_moves(", "def try_move(", "def titled("):
            assert not any(helper in source for source in code), f"{path.name} defines {helper[4:-1]} again"
        raw_dict = re.compile(r"print\(\w+\.ASSUMPTIONS\[[^\]]+\]\)")  # a whole assumption, braces and all
        assert not any(raw_dict.search(source) for source in code), f"{path.name} prints a raw dictionary"


def test_run_all_leaves_the_board_the_prose_describes_as_described():
    """Issue 8, point 8: HOKITO 3 asks to look at the stack on d4; a later cell must not move that board."""
    notebook = read(NOTEBOOK_DIR / "hokito" / "03-moving-a-stack.ipynb")
    notebook.cells.append(nbformat.v4.new_code_cell("print(board.game.history == (), after_the_move.game.history)"))
    NotebookClient(notebook, timeout=CELL_TIMEOUT, kernel_name="python3").execute()
    output = notebook.cells[-1].outputs[0]["text"]
    assert output.startswith("True") and "d4-d6" in output


@pytest.mark.parametrize("name", ["00-start-here.ipynb", "hokito/02-moving-a-single-piece.ipynb"])
def test_a_board_a_later_cell_moves_says_so_above_it(name):
    text = markdown_text(read(NOTEBOOK_DIR / name))
    assert "After **Run All** this board already shows Black's move c3-c6" in text


def test_hit_introduces_coming_out_and_hitting_where_they_are_first_used():
    """Issue 8, point 15: notebook 3 uses coming out and hitting; notebooks 6 and 7 teach them in full."""
    text = markdown_text(read(NOTEBOOK_DIR / "hit" / "03-the-turn.ipynb"))
    assert "**Coming out.**" in text and "Notebook 7 has the details" in text
    assert "**Hitting.**" in text and "Notebook 6 has the details" in text


def test_learners_see_no_code_unless_they_want_it():
    """Issue 21 point 6: the code cells of every game's notebooks keep their inputs folded (JupyterLab's
    hidden-input metadata), so a learner sees text, boards and exercises; one click shows the code."""
    for path in NOTEBOOKS:
        if is_start_page(path):
            continue                     # the start page shows its Python beside the board on purpose
        for cell in json.loads(path.read_text())["cells"]:
            if cell["cell_type"] == "code":
                assert cell["metadata"].get("jupyter", {}).get("source_hidden") is True, path.name


def test_every_notebook_that_teaches_a_rule_ends_with_exercises():
    """Issue 21 point 3: every rules notebook (all but the full games and the strategy explorer) ends with at
    least one exercise on its board."""
    for path in NOTEBOOKS:
        if is_start_page(path) or any(word in path.name for word in ("full-game", "explorer", "settle-a-question")):
            continue
        cells = json.loads(path.read_text())["cells"]
        heading = f"## {EXERCISES[language_of(path)]}"
        headings = [i for i, cell in enumerate(cells) if "".join(cell["source"]).lower().startswith(heading)]
        assert headings, f"{path.name} has no exercises"
        assert any(".exercise(" in "".join(cell["source"]) for cell in cells[headings[-1]:]), path.name


def test_every_link_to_a_notebook_finds_it():
    """The start page's table (and any notebook) links only to notebooks that exist."""
    for path in NOTEBOOKS:
        for target in re.findall(r"\]\(([^)#\s]+\.ipynb)\)", markdown_text(read(path))):
            assert (path.parent / target).is_file(), f"{path.name} links to {target}, which does not exist"
