"""Numbers a learner reads, written the way the reader's language writes them (issue 32 point 1).

``rulebook/i18n.py`` formats them (``number``, ``percent``) from ``rulebook/data/numbers.json``, CLDR's separators
copied there so that the rules need only the standard library at run time; Babel, the development tool, is the
reference here. Notation, position codes, records and an exercise's option values stay as they are (point 6).
"""

from __future__ import annotations

import re
from fractions import Fraction

import pytest
from babel import Locale, numbers

from rulebook import i18n, lessons

LANGUAGES = list(i18n.LANGUAGES)
VALUES = [0, 7, 42, 999, 1000, 1234, 9999, 10_000, 12_345.5, 1_234_567.5, 10_000_000, -1234.5, -12_345.25, 0.04,
          -0.04, 99.95]


def _symbols(language: str) -> dict:
    return i18n._number_symbols(language)


def _babel_percent_pattern(language: str, digits: int) -> str:
    """The language's standard percent pattern (CLDR) with ``digits`` decimals."""
    pattern = Locale.parse(language).percent_formats[None].pattern
    return re.sub(r"0(?=[^0#]*%)", "0." + "0" * digits, pattern, count=1) if digits else pattern


def _babel_number(value, digits: int, language: str) -> str:
    """Babel's writing of ``value``, with CLDR's minimum grouping digits applied (Babel ignores them: Spanish
    writes 1234 but 12.345); a value that rounds to zero is 0, never -0."""
    written = numbers.format_decimal(value, format="#,##0" + ("." + "0" * digits if digits else ""), locale=language)
    if round(value, digits) == 0:
        written = written.lstrip(numbers.get_minus_sign_symbol(language))
    if abs(round(value, digits)) < 10 ** (2 + _symbols(language)["minimum_grouping"]):
        written = written.replace(numbers.get_group_symbol(language), "")
    return written


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_data_file_holds_cldrs_symbols_as_babel_gives_them(language):
    symbols = _symbols(language)
    assert symbols["group"] == numbers.get_group_symbol(language)
    assert symbols["decimal"] == numbers.get_decimal_symbol(language)
    assert symbols["minus"] == numbers.get_minus_sign_symbol(language)
    pattern = Locale.parse(language).percent_formats[None].pattern
    assert symbols["percent"] == pattern.replace("#,##0", "{number}")


@pytest.mark.parametrize("language", LANGUAGES)
def test_1234567_5_and_a_percentage_are_written_as_cldr_says(language):
    assert i18n.number(1_234_567.5, digits=1, language=language) == numbers.format_decimal(
        1_234_567.5, format="#,##0.0", locale=language)
    assert i18n.percent(0.333, language=language) == numbers.format_percent(
        0.333, format=_babel_percent_pattern(language, 1), locale=language)
    assert i18n.percent(Fraction(2, 3), digits=0, language=language) == numbers.format_percent(
        2 / 3, locale=language)


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("digits", [0, 1, 2])
def test_every_value_is_written_as_babel_writes_it(language, digits):
    for value in VALUES:
        assert i18n.number(value, digits=digits, language=language) == _babel_number(value, digits, language), value


def test_the_languages_as_a_reader_sees_them():
    """What the issue names, written out: French groups with a narrow no-break space and keeps a no-break space
    before %, Italian none; Spanish groups only from five digits on."""
    assert [i18n.number(10_000, language=language) for language in LANGUAGES] == [
        "10,000", "10\u202f000", "10.000", "10.000", "10.000"]
    assert [i18n.percent(1 / 3, language=language) for language in LANGUAGES] == [
        "33.3%", "33,3\u00a0%", "33,3\u00a0%", "33,3%", "33,3\u00a0%"]
    assert i18n.number(1000, language="es") == "1000" and i18n.number(1000, language="de") == "1.000"
    with i18n.using("de"):
        assert i18n.number(2.5, digits=1) == "2,5"                  # the current language by default
    with i18n.using(i18n.PSEUDO):
        assert i18n.number(12_345.5, digits=1) == "12,345.5"        # the pseudo-locale writes English


# ------------------------------------------------------------------ where a learner reads numbers
def _explorer_results(races: int = 12_345):
    from rulebook.horse_race import explorer
    from rulebook.horse_race.players import ALWAYS_TROT, Strategy

    return explorer.run([Strategy(0, 1), Strategy(ALWAYS_TROT, 1), Strategy(2, 1)], races=races, seed=4)


def test_the_explorer_speaks_german_numbers_in_its_texts_and_plots():
    from rulebook.horse_race import explorer
    from widgets import explorer_plots

    results = _explorer_results()
    with i18n.using("de"):
        speed, table = explorer.speed_line(results), explorer.text_table(results)
        rate_lines = explorer.win_rate_lines(results)
        plots = explorer_plots.plots(results)
    assert "12.345" in speed and re.search(r"\d,\d\d s", speed) and "12,345" not in speed
    assert "12.345" in table and not re.search(r"\d\.\d%|\d%", table)
    for rate, line in zip(results.win_rates(), rate_lines, strict=True):
        assert i18n.percent(rate["win_rate"], language="de") in line and "\u00a0%" in line
        assert f"{rate['win_rate']:.1%}" not in line
    texts = " ".join(plot.svg + plot.description for plot in plots)
    assert "12.345" in texts and "12,345" not in texts
    assert re.search(r"\d,\d\u00a0%", texts) and not re.search(r"\d\.\d%", texts)
    mean = sum(explorer.as_rows(results.rounds)) / results.races
    assert f"{mean:.1f}".replace(".", ",") in texts
    with i18n.using("en"):
        english = explorer.speed_line(results) + explorer.text_table(results)
    assert "12,345" in english and re.search(r"\d\.\d%", english)


def test_the_horse_races_odds_are_german_on_its_board_and_in_its_move_labels():
    from rulebook import horse_race
    from rulebook.horse_race.teaching import forced
    from widgets.horse_race import HorseRaceBoard

    position = horse_race.build_position(2, tokens={"yellow": 4})
    game = forced(position, "gallop", "roll red: boot, jump")
    board = HorseRaceBoard(game=game, language="de")
    labels = [move["label"] for move in board.moves]
    assert any(re.search(r"\d,\d\u00a0%", label) for label in labels), labels
    assert not any(re.search(r"\d\.\d%", label) for label in labels), labels
    words = " ".join(re.findall(r">([^<>]+)<", board.svg) + re.findall(r'aria-label="([^"]*)"', board.svg))
    assert re.search(r"\d\u00a0%", words) and not re.search(r"\d%", words), words
    assert [move.notation for move in game.legal_moves()] == [f"bet {bet}" for bet in range(1, 5)]  # notation kept
    with i18n.using("en"):
        assert any(re.search(r"\d\.\d%", move.label) for move in game.legal_moves())


@pytest.mark.parametrize("language", ["fr", "de", "es", "it"])
def test_a_predictions_percent_options_are_values_shown_the_readers_way(language):
    from rulebook import horse_race
    from widgets.horse_race import HorseRaceBoard

    exercise = horse_race.EXERCISES["jump-odds"]
    board = HorseRaceBoard.exercise("jump-odds", language=language)
    choices, shown = board.lesson["choices"], board.lesson["choice_words"]
    assert choices == list(exercise.choices()) and all(re.fullmatch(r"\d+%", choice) for choice in choices)
    assert shown == [i18n.percent(int(choice[:-1]) / 100, digits=0, language=language) for choice in choices]
    assert lessons.option_words("7") == "7" and lessons.option_words("yellow") == "yellow"
    with i18n.using(language):
        hints = " ".join(exercise.hints())
    written = i18n.percent(0.5, digits=0, language=language).replace("50", "")
    assert re.search(rf"\d{re.escape(written)}", hints) and (written == "%" or not re.search(r"\d%", hints)), hints


def test_a_count_in_a_sentence_is_written_the_languages_way_and_chooses_the_plural_by_its_value():
    """Every ``say_n`` sentence's {count}: the sheet builder's link length, a band of the explorer's races."""
    singular, plural = "The link is {count} character long.", "The link is {count} characters long."
    assert i18n.say_n(singular, plural, 1580) == "The link is 1,580 characters long."
    assert i18n.say_n(singular, plural, 1) == "The link is 1 character long."
    with i18n.using("de"):
        assert i18n.say_n(singular, plural, 1580) == "Der Link ist 1.580 Zeichen lang."
    with i18n.using("es"):
        assert "1580" in i18n.say_n(singular, plural, 1580) and "12.345" in i18n.say_n(singular, plural, 12_345)


def test_the_explorers_slider_shows_its_races_the_languages_way():
    from rulebook.horse_race.players import ALWAYS_TROT, Strategy
    from widgets.explorer_controls import StrategyExplorer

    with i18n.using("fr"):
        controls = StrategyExplorer([Strategy(ALWAYS_TROT), Strategy(2, None)])
    assert not controls.races.readout and controls.races_shown.value == i18n.number(controls.races.value, language="fr")
    controls.races.value = 12_000
    assert controls.races_shown.value == "12\u202f000"
