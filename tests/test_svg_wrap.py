"""How the boards break their texts into lines (``widgets.svg.wrap_lines``).

French typography puts a no-break space (U+00A0, or the narrow U+202F) before ":", ";", "!" and "?"; a line of
a board must never start with such a sign, so a no-break space is never a place to break.
"""

from widgets import svg

NBSP, NNBSP = "\u00a0", "\u202f"


def test_a_line_never_breaks_at_a_no_break_space():
    sentence = f"Choisis une pièce{NBSP}: la rouge ou la bleue{NNBSP}? Puis joue"
    for width in range(12, len(sentence) + 1):
        lines = svg.wrap_lines(sentence, width)
        for line in lines:
            assert not line.startswith((":", "?", NBSP, NNBSP)), (width, lines)
        assert " ".join(lines).count(NBSP) == 1 and " ".join(lines).count(NNBSP) == 1, lines


def test_a_no_break_space_is_kept_and_counts_as_a_character():
    assert svg.wrap_lines(f"pièce{NBSP}: rouge", 7) == [f"pièce{NBSP}:", "rouge"]
    assert svg.wrap_lines(f"ab{NNBSP}? cd", 4) == [f"ab{NNBSP}?", "cd"]
    assert svg.wrap_lines("12\u202f345 pions", 6) == ["12\u202f345", "pions"]


def test_ordinary_spaces_still_break():
    assert svg.wrap_lines("one two\tthree\nfour", 9) == ["one two", "three", "four"]
    assert svg.wrap_lines("abcdefghij", 4) == ["abcd", "efgh", "ij"]
    assert svg.wrap_lines("one two three four", 9, max_lines=2) == ["one two", "three…"]
