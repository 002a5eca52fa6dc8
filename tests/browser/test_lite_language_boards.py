"""Issue 32 in the static site: a learner opens a game's first notebook in French, German, Italian, Spanish or
the pseudo-locale (``lab/index.html?lang=de&path=hit/01-goal-and-material.ipynb``: the German copy, its Python
in German) and runs it; a different game in each language, so that every game is seen in one:

- the board: its toolbar, drawing and status line are what the kernel's board holds, in the language;
- a click the rules refuse is explained in the language (the message is the kernel's board.message);
- an exercise's question, buttons and first hint are the kernel's, in the language;
- the hand-over screen (the games with hidden hands), on a board the learner adds in a cell, and its button;
- the board's language menu switches that board alone, live (the kernel's board.language follows), also to a
  language whose catalogue the page had not loaded: the kernel fetches it then (lite/catalogue_finder.py).

German and the pseudo-locale (the long ones) open a site each and are photographed at 1024×768 with
JupyterLab's side bar open and closed (screenshots/languages-lite-*.png): no control cut or overlapping, no
text of the drawing beyond its edge or over another, every text 14 px or more. French, Italian and Spanish
share one site (French menus): the Italian and Spanish notebooks open beside the French one, as from the file
browser, each speaking its own language from its first cell; a page of its own would cost each a new Python
(about 8 s here) for nothing the German test does not already show.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from rulebook import i18n

from .jupyterlab import (
    PROJECTOR_WINDOWS,
    board_root,
    kernel_json,
    run_all_cells,
    run_in_kernel,
    show_in_window,
    wait_for_notebook,
)
from .test_languages import _DRAWN_TEXTS, assert_fits, in_language
from .test_lite import KERNEL_START_TIMEOUT, lite_site, open_another_notebook, record_requests  # noqa: F401  (the site, built once and served)


@dataclass(frozen=True)
class Case:
    notebook: str           # the English path; ?lang= opens the language's copy
    game: str               # the drawing's data-game
    refused: str | None     # a click the notebook's first board refuses (None: the kernel finds one)
    handover: str | None    # a learner's cell showing the hand-over screen ({language}: "" or ", language='en'")
    switch_to: str          # the language the board's menu switches to


CASES = {
    "de": Case("hit/01-goal-and-material.ipynb", "hit", "goal:red-1",
               "HitBoard(game=hit.new_game(seed=1, players=2){language})", "fr"),
    "fr": Case("hokito/01-material-and-setup.ipynb", "hokito", None, None, "it"),   # no hidden hand in HOKITO
    "it": Case("le-dernier-peuple/01-set-up-and-the-wheel.ipynb", "le-dernier-peuple", "wheel:1",
               "DernierPeupleBoard(seed=1, player_count=3{language})", "es"),
    "es": Case("partners/01-teams-and-set-up.ipynb", "partners", "field:0", "PartnersBoard(seed=1{language})", "de"),
    "qps": Case("horse-race/01-material-and-set-up.ipynb", "horse-race", "square:1", None, "de"),  # nor here
}
LONG_LANGUAGES = ("de", "qps")      # photographed and measured
ENGLISH_LESSON_BUTTONS = {"Hint", "Show me", "Try again"}

# Run in the notebook's kernel (not as a cell): what it holds for each board the notebook made, in the order made
KERNEL_HELPERS = """
import xml.etree.ElementTree as _rb_ET
from ipywidgets.widgets.widget import _instances as _rb_widgets
from rulebook import i18n as _rb_i18n
from widgets.board import BoardWidget as _rb_Board
from widgets.board_texts import fixed_texts as _rb_fixed_texts

def _rb_boards():
    return [widget for widget in list(_rb_widgets.values()) if isinstance(widget, _rb_Board)]

def _rb_drawn(board):
    return sorted(''.join(node.itertext()).strip() for node in _rb_ET.fromstring(board.svg).iter()
                  if node.tag.rsplit('}', 1)[-1] == 'text' and ''.join(node.itertext()).strip())

def _rb_hand_over(board):
    button = next((node for node in _rb_ET.fromstring(board.svg).iter()
                   if node.get('data-key') == 'button:show-hand'), None)
    return button is not None and [''.join(button.itertext()).strip(), button.get('aria-label')]

def _rb_held(board):
    with _rb_i18n.using('en'):
        english = {'status': board.status_text(), 'undo': _rb_fixed_texts()['undo']}
    waiting = board.waiting_for_handover() if hasattr(board, 'waiting_for_handover') else None
    return {'revision': board.revision, 'language': board.language, 'texts': board.texts, 'status': board.status,
            'drawn': _rb_drawn(board), 'menu': board.languages, 'message': board.message, 'lesson': board.lesson,
            'english': english, 'hand_over': _rb_hand_over(board), 'waiting': waiting}

def _rb_refused(board, key):
    assert not any(move.clicks[0] == key for move in board.game.legal_moves()), key + ' starts a legal move'
    with _rb_i18n.using('en'):
        return board.game.explain([key])

def _rb_refusable(board, prefix):
    drawn = [node.get('data-key') for node in _rb_ET.fromstring(board.svg).iter()
             if (node.get('data-key') or '').startswith(prefix)]
    return next(key for key in drawn if not any(move.clicks[0] == key for move in board.game.legal_moves()))

def _rb_english_twin(board):   # the same board in English, for comparison: read, then closed
    try:
        return _rb_hand_over(board)
    finally:
        board.close()

def _rb_english_lesson(board):
    with _rb_i18n.using('en'):
        return {'question': board._exercise.asked(), 'hints': list(board._exercise.hints(board._lesson_game()))}
"""
_TOOLBAR_WORDS = """(root) => Array.from(root.querySelectorAll('.rb-toolbar button, .rb-toolbar select'))
    .filter((node) => node.getClientRects().length && !node.closest('[hidden]'))
    .map((node) => (node.localName === 'select' ? (node.selectedOptions[0] || {}).textContent || ''
                    : node.textContent).trim()).filter((words) => words)"""
# A cell the learner adds at the end of the notebook and runs (a "Try it")
_ADD_AND_RUN_CELL = """async ([path, source]) => {
    const app = window.jupyterapp;
    const panel = Array.from(app.shell.widgets('main')).find((w) => w.context && w.context.path === path);
    const notebook = panel.content;
    notebook.model.sharedModel.insertCell(notebook.model.cells.length, {cell_type: 'code', source});
    notebook.activeCellIndex = notebook.model.cells.length - 1;
    app.shell.activateById(panel.id);
    await app.commands.execute('notebook:run-cell');
}"""


def opened_path(language: str, notebook: str) -> str:
    """Where ?lang= opens ``notebook``: the language's copy (the pseudo-locale reads the English notebooks)."""
    return notebook if language == "qps" else f"{language}/{notebook}"


def said_in(language: str, shown: str, english: str) -> bool:
    """A text the page shows is in ``language``: not the English text (in the pseudo-locale: all of it marked)."""
    return bool(shown.strip()) and in_language(language, shown, english)


# The texts of a board's drawing that leave the drawing (cut) or cover another text, as the page shows them
_DRAWING_PROBLEMS = """(root) => {
    const svg = root.querySelector('.rb-svg svg'), edge = svg.getBoundingClientRect();
    const texts = Array.from(svg.querySelectorAll('text')).filter((node) => node.textContent.trim()
        && node.getClientRects().length).map((node) => ({words: node.textContent.trim(),
                                                         box: node.getBoundingClientRect()}));
    const cut = texts.filter(({box}) => box.left < edge.left - 1 || box.right > edge.right + 1
                                        || box.top < edge.top - 1 || box.bottom > edge.bottom + 1);
    const covering = [];
    texts.forEach((one, i) => texts.slice(i + 1).forEach((other) => {
        const a = one.box, b = other.box;
        const wide = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const high = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (wide > 2 && high > Math.min(a.height, b.height) / 3) covering.push([one.words, other.words]);
    }));
    return {cut: cut.map(({words}) => words), covering};
}"""


def fits_on_a_projector(page, path: str, index: int, name: str, windows=PROJECTOR_WINDOWS[:2]) -> None:
    """The board ``index`` of the page at 1024×768 (side bar open, and closed): a screenshot each that shows it,
    nothing cut or overlapping (the controls, and the drawing's texts), every text 14 px or more
    (test_languages.assert_fits). Then the side bar open again, once every board has redrawn for it."""
    page.locator("#rb-start-status").wait_for(state="hidden", timeout=10_000)   # "Python is ready" goes
    root = board_root(page, index)
    for window in windows:
        show_in_window(page, window)
        root.evaluate("(node) => node.scrollIntoView({block: 'start'})")   # the notebook settles the cells above
        page.wait_for_timeout(300)
        assert_fits(page, index, f"lite-{name}-{window[0]}")
        assert 0 <= root.bounding_box()["y"] < window[1]["height"] / 2, "the screenshot missed the board"
        assert page.evaluate(_DRAWING_PROBLEMS, root.element_handle()) == {"cut": [], "covering": []}
    if windows[-1] != PROJECTOR_WINDOWS[0]:
        show_in_window(page, PROJECTOR_WINDOWS[0])
    settled(page, path)


def settled(page, path: str) -> None:
    """Wait until every board of the notebook shows the kernel's last revision of it, twice in a row: a board
    redrawn for another window refuses a click on its older drawing ("the board changed")."""
    boards = page.locator(f'[id="{panel_id(page, path)}"] .rb-board')
    last = None
    for _attempt in range(40):
        held = kernel_json(page, path, "[board.revision for board in _rb_boards()]")
        shown = [int(boards.nth(index).get_attribute("data-revision") or -1) for index in range(len(held))]
        if shown == held == last:
            return
        last = held if shown == held else None
        page.wait_for_timeout(250)
    raise AssertionError(f"the boards did not settle: shown {shown}, held {held}")


def open_site(page, site, language: str) -> str:
    """Open the site as a link with ``?lang=`` does, at the language's case's notebook; return its path."""
    page.set_viewport_size(PROJECTOR_WINDOWS[0][1])
    page.goto(f"{site.url}/lab/index.html?lang={language}&path={CASES[language].notebook}")
    path = opened_path(language, CASES[language].notebook)
    wait_for_notebook(page, path, timeout=KERNEL_START_TIMEOUT)
    return path


def catalogues_fetched(requests) -> list[str]:
    """The languages whose catalogue the page fetched (each in a wheel of its own: lite/build.py)."""
    return sorted({match[1] for url in requests.seen if (match := re.search(r"/rulebook_catalogue_(\w+)-", url))})


def test_german_hit_in_a_german_site(page, lite_site):  # noqa: F811
    requests = record_requests(page)
    path = open_site(page, lite_site, "de")
    assert catalogues_fetched(requests) == ["de"]         # with the kernel's wheels, before any cell ran
    a_learner_runs_the_notebook(page, "de", path, measured=True)
    assert catalogues_fetched(requests) == ["de", "fr"]   # French when the board's menu switched to it


def test_the_horse_race_in_the_pseudo_locale(page, lite_site):  # noqa: F811
    requests = record_requests(page)
    path = open_site(page, lite_site, "qps")
    assert catalogues_fetched(requests) == []             # the pseudo-locale is made, not read
    a_learner_runs_the_notebook(page, "qps", path, measured=True)
    assert catalogues_fetched(requests) == ["de"]         # German when the board's menu switched to it


def test_french_hokito_then_italian_and_spanish_notebooks_beside_it(page, lite_site):  # noqa: F811
    """A French site; the Italian and Spanish notebooks opened beside the French one (as from the file browser:
    their first cell sets their Python's language, whatever the menus speak) start in seconds, not a new page."""
    path = open_site(page, lite_site, "fr")
    a_learner_runs_the_notebook(page, "fr", path)
    for language in ("it", "es"):
        path = opened_path(language, CASES[language].notebook)
        open_another_notebook(page, path)
        a_learner_runs_the_notebook(page, language, path)


def a_learner_runs_the_notebook(page, language: str, path: str, measured: bool = False) -> None:
    """Run every cell of the open notebook ``path`` and check its boards: see the module's note. ``measured``:
    photograph and measure them at 1024×768 (the notebook is the page's only one, so its boards are the page's)."""
    case = CASES[language]
    run_all_cells(page, path)
    boards = page.locator(f'[id="{panel_id(page, path)}"] .rb-board')
    boards.first.locator(f".rb-svg svg[data-game='{case.game}']").wait_for()
    run_in_kernel(page, path, KERNEL_HELPERS)
    held = kernel_json(page, path, "[_rb_held(board) for board in _rb_boards()]")
    assert boards.count() == len(held), "the notebook shows another number of boards than its Python made"
    for index, board in enumerate(held):   # the page shows the kernel's boards, in the order the cells made them
        shown_now(page, boards.nth(index), board["revision"])
        assert page.evaluate(_DRAWN_TEXTS, boards.nth(index).element_handle()) == board["drawn"], index
        assert board["language"] == language

    # the board: toolbar, drawing and status line in the language
    board, root = held[0], boards.first
    known = set(board["texts"].values()) | {name for _code, name in board["menu"]}
    toolbar = page.evaluate(_TOOLBAR_WORDS, root.element_handle())
    assert toolbar and all(words in known for words in toolbar), [words for words in toolbar if words not in known]
    assert root.locator("button[data-action='undo']").text_content() == board["texts"]["undo"]
    assert said_in(language, board["texts"]["undo"], board["english"]["undo"])
    assert root.locator(".rb-status").text_content() == board["status"]
    assert said_in(language, board["status"], board["english"]["status"]), board["status"]
    if language == "qps":
        names = {name for _code, name in board["menu"]}   # the language menu names each language in its own
        assert [words for words in toolbar if i18n.unmarked(words) and words not in names] == []
        assert [text for text in board["drawn"] if i18n.unmarked(text)] == []
    if measured:
        fits_on_a_projector(page, path, 0, f"{language}-{case.game}")
    else:   # at 1024×768 with the side bar open, no photograph: no text of the drawing cut or over another
        root.evaluate("(node) => node.scrollIntoView({block: 'start'})")
        assert page.evaluate(_DRAWING_PROBLEMS, root.element_handle()) == {"cut": [], "covering": []}

    # a click the rules refuse, explained in the language
    key = case.refused or kernel_json(page, path, "_rb_refusable(_rb_boards()[0], 'square:')")
    english = kernel_json(page, path, f"_rb_refused(_rb_boards()[0], {key!r})")
    root.scroll_into_view_if_needed()
    root.locator(f'.rb-svg [data-key="{key}"]').first.click()
    message = root.locator(".rb-message")
    page.wait_for_function("(node) => node.textContent.trim().length > 0", arg=message.element_handle())
    said = message.text_content().strip()
    assert said == kernel_json(page, path, "_rb_boards()[0].message")
    assert said_in(language, said, english), said

    # an exercise: its question, buttons and first hint in the language
    index = next(index for index, board in enumerate(held) if board["lesson"])
    lesson, texts = boards.nth(index).locator(".rb-lesson"), held[index]["lesson"]["texts"]
    english = kernel_json(page, path, f"_rb_english_lesson(_rb_boards()[{index}])")
    lesson.scroll_into_view_if_needed()
    question = lesson.locator(".rb-question").text_content().strip()
    assert question == held[index]["lesson"]["question"] and said_in(language, question, english["question"])
    buttons = [lesson.locator(f"button[data-lesson='{action}']").text_content() for action in ("hint", "show", "retry")]
    assert buttons == [texts["hint"], texts["show"], texts["retry"]]
    assert not ENGLISH_LESSON_BUTTONS & set(buttons) and all(said_in(language, words, "") for words in buttons)
    lesson.locator("button[data-lesson='hint']").click()
    hint = lesson.locator(".rb-lesson-hints li").first
    hint.wait_for(timeout=30_000)
    assert hint.text_content() == kernel_json(page, path, f"_rb_boards()[{index}].lesson['hints'][0]")
    assert said_in(language, hint.text_content(), english["hints"][0]), hint.text_content()
    if measured:
        fits_on_a_projector(page, path, index, f"{language}-{case.game}-exercise", PROJECTOR_WINDOWS[:1])

    # the hand-over screen, on a board the learner adds in a cell of their own
    if case.handover:
        page.evaluate(_ADD_AND_RUN_CELL, [path, case.handover.format(language="")])
        index = len(held)
        added_root = boards.nth(index)
        added_root.locator(f".rb-svg svg[data-game='{case.game}']").wait_for(timeout=30_000)
        added = kernel_json(page, path, f"_rb_held(_rb_boards()[{index}])")
        shown_now(page, added_root, added["revision"])
        english = kernel_json(page, path, "_rb_english_twin(" + case.handover.format(language=", language='en'") + ")")
        words, label = added["hand_over"]
        assert added["waiting"] and said_in(language, words, english[0]) and said_in(language, label, english[1])
        button = added_root.locator('.rb-svg [data-key="button:show-hand"]').first
        assert button.text_content().strip() == words and button.get_attribute("aria-label") == label
        if measured:
            fits_on_a_projector(page, path, index, f"{language}-{case.game}-hand-over", PROJECTOR_WINDOWS[:1])
        button.click()
        button.wait_for(state="detached", timeout=30_000)
        after = kernel_json(page, path, f"_rb_held(_rb_boards()[{index}])")
        shown_now(page, added_root, after["revision"])
        assert after["waiting"] is None and not after["hand_over"]
        assert added_root.locator(".rb-status").text_content() == after["status"]
        assert said_in(language, after["status"], after["english"]["status"]), after["status"]

    # the board's language menu switches that board, live, and no other
    undo = root.locator("button[data-action='undo']")
    root.scroll_into_view_if_needed()
    root.locator("select.rb-language").select_option(case.switch_to)
    page.wait_for_function("([node, before]) => node.textContent !== before",
                           arg=[undo.element_handle(), board["texts"]["undo"]], timeout=30_000)
    switched = kernel_json(page, path, "_rb_held(_rb_boards()[0])")
    shown_now(page, root, switched["revision"])
    assert switched["language"] == case.switch_to
    assert undo.text_content() == switched["texts"]["undo"]
    assert root.locator(".rb-status").text_content() == switched["status"]
    assert page.evaluate(_DRAWN_TEXTS, root.element_handle()) == switched["drawn"]
    assert kernel_json(page, path, "[board.language for board in _rb_boards()[1:]]") == [language] * (boards.count() - 1)


def shown_now(page, root, revision: int) -> None:
    """Wait until the board ``root`` shows the kernel's ``revision`` of it."""
    page.wait_for_function("([root, revision]) => Number(root.dataset.revision) === revision",
                           arg=[root.element_handle(), revision], timeout=30_000)


def panel_id(page, path: str) -> str:
    """The id of the notebook panel that shows ``path`` (its boards are the ones inside it)."""
    return page.evaluate("(path) => Array.from(window.jupyterapp.shell.widgets('main'))"
                         ".find((w) => w.context && w.context.path === path).id", path)
