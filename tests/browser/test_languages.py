"""The board's languages in real JupyterLab and Chromium (issue 32 points 1, 5 and 7).

A HOKITO board in German and one in the pseudo-locale, on a classroom projector (1024x768, side bar open):
every word of the toolbar and of the tools beside the board is the board's language's (the kernel's ``texts``,
which in German are the words of locale/de/ui-terms.md), a refused click is said in German, the language menu
switches the board to French live, and the long words still fit: no button's text is cut, no two controls
overlap, every text of the drawing is 14 px or more. Screenshots: screenshots/languages-de.png and
screenshots/languages-qps.png.
"""

from __future__ import annotations

from pathlib import Path

from rulebook import i18n

from .jupyterlab import (
    PROJECTOR_WINDOWS,
    board_element,
    board_readability,
    board_root,
    kernel_json,
    new_notebook,
    open_notebook,
    run_all_cells,
    show_in_window,
)

SCREENSHOTS = Path(__file__).resolve().parents[2] / "screenshots"   # git-ignored
SETUP = "from rulebook import hokito\nfrom widgets.hokito import HokitoBoard\nboard = HokitoBoard(language='de')\nother = HokitoBoard(language='qps')"
GERMAN_TOOLBAR = ["↶ Zurück", "Vor ↷", "⇤ Anfang", "Computerzug", "▶ Automatisch", "Vorschlag", "Hinweise",
                  "⇅ Drehen"]

#: every visible control of a board: its words (text, or a menu's chosen option) and its box on the page
_CONTROLS = """(root) => Array.from(root.querySelectorAll(
        '.rb-toolbar button, .rb-toolbar select, .rb-position-tools button, .rb-move-box, .rb-history-title'))
    .filter((node) => node.getClientRects().length && !node.closest('[hidden]'))
    .map((node) => ({
        action: node.dataset.action || '',
        words: node.localName === 'select' ? (node.selectedOptions[0] || {}).textContent || ''
             : node.localName === 'input' ? node.placeholder : node.textContent,
        options: node.localName === 'select' ? Array.from(node.options).map((o) => o.textContent) : [],
        title: node.getAttribute('title') || node.getAttribute('aria-label') || '',
        cut: node.scrollWidth > node.clientWidth + 1 && node.localName === 'button',
        box: node.getBoundingClientRect().toJSON(),
        px: parseFloat(getComputedStyle(node).fontSize)}))"""


def controls(page, index: int) -> list[dict]:
    return page.evaluate(_CONTROLS, board_root(page, index).element_handle())


def overlapping(found: list[dict]) -> list[tuple[str, str]]:
    pairs = []
    for i, one in enumerate(found):
        for other in found[i + 1:]:
            a, b = one["box"], other["box"]
            if (a["left"] < b["right"] - 1 and b["left"] < a["right"] - 1
                    and a["top"] < b["bottom"] - 1 and b["top"] < a["bottom"] - 1):
                pairs.append((one["words"], other["words"]))
    return pairs


def assert_fits(page, index: int, name: str) -> list[dict]:
    board = board_root(page, index)
    board.evaluate("(node) => node.scrollIntoView({block: 'start'})")   # the toolbar at the top, as a teacher scrolls
    page.wait_for_timeout(400)
    SCREENSHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SCREENSHOTS / f"languages-{name}.png"))   # the window as the class sees it
    found = controls(page, index)
    assert not [c["words"] for c in found if c["cut"]], f"{name}: cut buttons"
    assert not overlapping(found), f"{name}: overlapping controls {overlapping(found)}"
    small_controls = [(c["words"], c["px"]) for c in found if c["px"] < 14]
    assert not small_controls, f"{name}: controls' text under 14 px: {small_controls}"
    small = board_readability(board).small_texts()
    assert not small, f"{name}: drawing texts under 14 px: {small[:5]}"
    return found


def test_a_german_and_a_pseudo_locale_board_on_a_projector(page, lab_server):
    path = new_notebook(lab_server, [SETUP, "board", "other"])
    open_notebook(page, lab_server, path)
    run_all_cells(page, path)
    for index in (0, 1):
        board_root(page, index).locator(".rb-svg svg[data-game='hokito']").wait_for(timeout=60_000)
    show_in_window(page, PROJECTOR_WINDOWS[0])
    texts = kernel_json(page, path, "board.texts")

    # every word the German board shows is one of its German texts, the toolbar's the notebooks' words
    german = assert_fits(page, 0, "de")
    shown = [c["words"].strip() for c in german if c["words"].strip()]
    assert shown[:len(GERMAN_TOOLBAR)] == GERMAN_TOOLBAR
    # (the language menu names each language in its own language)
    known = set(texts.values()) | set(i18n.LANGUAGES.values())
    assert all(word in known for word in shown), [word for word in shown if word not in known]
    for control in german:
        assert all(option in known for option in control["options"]), control["options"]
        assert not control["title"] or control["title"] in known, control["title"]

    # the pseudo-locale's board: nothing in plain English, and the longer words still fit
    pseudo = assert_fits(page, 1, "qps")
    for control in (control for control in pseudo if control["action"] != "language"):
        for words in [control["words"], control["title"], *control["options"]]:
            assert i18n.unmarked(words) == [], words

    # a refused click is said in German
    square = kernel_json(page, path, "next(f'square:{s}' for s in hokito.SQUARES if not any("
                                     "m.clicks[0] == f'square:{s}' for m in board.game.legal_moves()))")
    english = kernel_json(page, path, f"board.game.explain(['{square}'])")   # the kernel speaks English
    board_element(page, square, 0).click()
    message = board_root(page, 0).locator(".rb-message")
    page.wait_for_function("(node) => node.textContent.trim().length > 0", arg=message.element_handle())
    said = message.text_content().strip()
    assert said == kernel_json(page, path, "board.message") and said != english

    # the language menu switches the board to French, live
    board_root(page, 0).locator("select.rb-language").select_option("fr")
    undo = board_root(page, 0).locator("button[data-action='undo']")
    page.wait_for_function("(node) => node.textContent === '↶ Annuler'", arg=undo.element_handle(), timeout=30_000)
    assert kernel_json(page, path, "board.language") == "fr"
    assert kernel_json(page, path, "board.status") == board_root(page, 0).locator(".rb-status").text_content()
    assert message.text_content().strip() == "Le plateau parle français maintenant."
