"""Issue 33 point 4 as a teacher meets it the evening before the lesson: a learner who stops midway still gets a
result code; the results page reads the class's codes, refuses another sheet's code and a damaged one in
words, and keeps a learner's name as it was typed (accents, spaces, even angle brackets); a sheet's link an
e-mail broke into lines still opens."""

from __future__ import annotations

import html
import re

from rulebook import hit, hokito, lessons
from rulebook.lessons import Result, Sheet
from widgets.sheets import results_desk, sheet_desk

#: what a teacher should never read: engine words, Python values
ENGINE_WORDS = re.compile(r"Traceback|Error\b|\bNone\b|\{'|\[\]|KeyError|\\x")


def tuesday() -> Sheet:
    return Sheet("Tuesday", (hokito.EXERCISES["single-legal"], hit.EXERCISES["moving-choose"],
                             hokito.EXERCISES["start-score"]))


def wrong_then_right(board, exercise) -> None:
    board.answer(next(choice for choice in exercise.choices() if choice not in exercise.answers()))
    board.retry()
    board.answer(exercise.answers()[0])


def test_a_learner_who_stops_midway_gets_a_code_of_what_each_exercise_got():
    sheet = tuesday()
    desk = sheet_desk(f"https://example.org/lab/index.html?path=sheet.ipynb&sheet={sheet.to_code()}")
    wrong_then_right(desk.children[1], sheet.exercises[0])
    desk.go_on()
    assert "exercise 2 of 3 (1 tried so far)" in desk.children[0].value
    desk.children[1].show_answer()                  # "Show me" on the second, then the learner stops
    desk.finish()
    assert desk.result_box.layout.display == "none" and "Type your name" in desk.children[4].value
    desk.name_box.value = "  Zoé Ng-Müller  "
    desk.finish()
    result = Result.from_code(desk.result_box.value, sheet)
    assert result.name == "Zoé Ng-Müller"
    assert result.marks == (lessons.LATER, lessons.SHOWN, lessons.NOT_TRIED)
    assert "1: right after hints or tries, 2: shown, 3: not tried" in desk.children[4].value


def test_the_results_read_the_class_and_refuse_another_sheets_code_and_a_damaged_one_in_words():
    sheet = tuesday()
    mine = Result("Zoé Ng-Müller", sheet.fingerprint(), (lessons.LATER, lessons.SHOWN, lessons.NOT_TRIED)).to_code()
    angled = Result("<Ana> & Bo", sheet.fingerprint(), (lessons.FIRST, lessons.FIRST, lessons.TRIED)).to_code()
    other_sheet = Sheet("Friday", sheet.exercises[:2])
    other = Result("Max", other_sheet.fingerprint(), (lessons.FIRST, lessons.FIRST)).to_code()
    damaged = mine[:12] + ("A" if mine[12] != "A" else "B") + mine[13:]
    pasted = [mine, other, damaged, "", sheet.to_code(), angled, f"  {mine} "]
    desk = results_desk(f"https://example.org/lab/index.html?path=sheet.ipynb&sheet={sheet.to_code()}",
                        "\n".join(pasted))
    shown = desk.shown.value
    assert ">Zoé Ng-Müller</th>" in shown and "&lt;Ana&gt; &amp; Bo" in shown and "<Ana>" not in shown
    said = html.unescape(shown)
    assert "Code 2: this result ('Max') belongs to another sheet, not to “Tuesday”" in said
    assert "Code 3: the result code is damaged or cut short: copy it again, whole" in said
    assert "Code 4: this is a sheet code, not a result code" in said
    assert "Code 6 is code 1 again: it is read once." in said and shown.count("Zoé Ng-Müller") == 1
    # right first time: exercise 1 by one learner of two, exercise 3 by none
    assert re.findall(r"<b>(\d) of 2</b>", shown) == ["1", "1", "0"]
    assert "hardest exercise first" in shown and not ENGINE_WORDS.search(said)
    link = f"https://example.org/lab/index.html?path=sheet.ipynb&sheet={sheet.to_code()}"
    desk.sheet_box.value = "\n".join(link[start:start + 76] for start in range(0, len(link), 76))  # as e-mailed
    desk.show()
    assert ">Zoé Ng-Müller</th>" in desk.shown.value
    desk.sheet_box.value = sheet.to_code()[:-9]
    desk.show()
    assert "That link's sheet cannot be opened: the sheet code is damaged" in html.unescape(desk.shown.value)
