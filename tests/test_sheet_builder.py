"""Issue 33 point 3 without Python: a teacher pastes exercises' links (of any games, in any order) into the
sheet builder and gets the sheet's link; lines it cannot read are refused one by one in words, the others
kept; the maker panel's "Add to my sheet" gathers exercises made on several boards into the kernel's one
builder."""

from __future__ import annotations

import html
import re

import pytest

from rulebook import hit, hokito, i18n
from rulebook.lessons import Result, Sheet
from tests.i18n_helpers import assert_none_bypasses_the_catalogue
from widgets import sheet_builder as builder_module
from widgets.hit import HitBoard
from widgets.hokito import HokitoBoard
from widgets.sheet_builder import SheetBuilder, sheet_builder

SITE = "https://example.org/lab/index.html"


def three() -> tuple:
    return (hokito.EXERCISES["single-legal"], hit.EXERCISES["moving-choose"], hokito.EXERCISES["start-score"])


def said(builder: SheetBuilder) -> str:
    return html.unescape(re.sub(r"<[^>]+>", " ", builder.shown.value))


@pytest.fixture(autouse=True)
def fresh_shared_builder(monkeypatch):
    monkeypatch.setattr(builder_module, "_shared", None)


def test_three_exercises_of_two_games_pasted_as_links_and_codes_make_the_sheet_of_them():
    first, second, third = three()
    builder = SheetBuilder()
    builder.title.value = "  Tuesday "
    builder.codes.value = (f"{SITE}?path=exercise.ipynb&exercise={first.to_code()}\n\n   \n"
                           f"  {second.to_code()}  \n?path=exercise.ipynb&exercise={third.to_code()}\n")
    sheet = builder.make()
    assert sheet == Sheet("Tuesday", three())
    assert builder.link == "?path=sheet.ipynb&sheet=" + sheet.to_code()
    assert Sheet.from_code(builder.link) == sheet and html.escape(builder.link, quote=True) in builder.shown.value
    text = said(builder)
    assert "“Tuesday”: 3 exercises" in text and f"The link is {len(builder.link)} characters long." in text
    assert re.search(r"<ol[^>]*><li>" + re.escape(html.escape(first.asked())), builder.shown.value)
    assert "(HIT)" in text and "(HOKITO)" in text and "Line" not in text
    assert "font-size:16px" in builder.shown.value and builder.title.style.font_size == "16px"


def test_lines_that_cannot_be_read_are_refused_one_by_one_and_the_good_ones_kept():
    first, second, third = three()
    sheet = Sheet("Friday", (first, second))
    result = Result("Zoé", sheet.fingerprint(), ("first", "first")).to_code()
    link = f"{SITE}?path=exercise.ipynb&exercise={third.to_code()}"
    builder = SheetBuilder()
    builder.title.value = "Monday"
    builder.codes.value = "\n".join([first.to_code(), "hello there", result, "", sheet.to_code(), link[:-15],
                                     second.to_code()])
    made = builder.make()
    assert made == Sheet("Monday", (first, second))
    text = said(builder)
    assert "Line 2: this is no code of this rulebook, not an exercise code" in text
    assert "Line 3: this is a result code, not an exercise code" in text
    assert "Line 5: this is a sheet code, not an exercise code" in text
    assert "Line 6: the exercise code is damaged or cut short: copy it again, whole" in text
    assert "Line 1" not in text and "Line 7" not in text and "“Monday”: 2 exercises" in text
    builder.codes.value = "hello"
    assert builder.make() is None and builder.link == "" and "Paste at least one exercise" in said(builder)
    builder.codes.value, builder.title.value = first.to_code(), "  "
    assert builder.make() is None and "Type the sheet's title first" in said(builder)


def test_add_to_my_sheet_gathers_exercises_made_on_two_boards_in_the_kernels_builder():
    made = []
    for board, keys in ((HokitoBoard(game=hokito.new_game(seed=1)), ["square:e2"]),
                        (HitBoard(game=hit.Game.from_position(hit.exercises.moving())), ["hand:2", "figure:red-1"])):
        maker = board.maker()
        assert maker.add_to_sheet.layout.display == "none"          # nothing made yet: nothing to add
        for key in keys:
            assert board.handle_message({"type": "explain", "clicks": [key], "revision": board.revision})
        made.append(maker.make())
        assert made[-1] is not None and maker.add_to_sheet.layout.display == ""
        maker.add_to_sheet.click()
        assert f"Added to your sheet ({len(made)} exercise" in maker.added.value and "Right answers" in maker.said.value
    builder = sheet_builder()
    assert builder is sheet_builder()
    builder.title.value = "Gathered"
    assert builder.make() == Sheet("Gathered", tuple(made))


def test_the_builders_texts_go_through_the_catalogue():
    first, second, _third = three()
    with i18n.using(i18n.PSEUDO):
        builder = SheetBuilder()
        builder.title.value = "Tuesday"
        builder.codes.value = f"{first.to_code()}\njunk\n{second.to_code()}"
        builder.make()
        texts = [builder.title.placeholder, builder.codes.placeholder, builder.button.description,
                 *(line for line in said(builder).split("  ") if line.strip() and "?path=" not in line)]
        empty = SheetBuilder()
        empty.make()
        texts.append(said(empty))
    texts = [text for text in texts if text.strip() not in ("Tuesday", "HIT", "HOKITO")]
    assert_none_bypasses_the_catalogue(texts, "sheet builder")
