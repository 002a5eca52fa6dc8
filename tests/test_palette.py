"""Every board's seat colours, measured as colour-blind eyes see them (Issue 19 point 8 / issue 23 point 4).

The colours are read from where the boards take them (the widget modules, and the marks' custom
properties in widgets/static/board.css), never copied.  Differences are CAM02-UCS ΔE (colorspacious),
for normal vision and for full deuteranopia, protanopia and tritanopia (severity 100); the text on a
piece is measured by the WCAG contrast ratio.
"""

from __future__ import annotations

import functools
import itertools
import re
from pathlib import Path

import numpy as np
import pytest
from colorspacious import cspace_convert, deltaE

from rulebook import hit as hit_rules
from rulebook import hokito as hokito_rules
from rulebook import horse_race as horse_race_rules
from rulebook import le_dernier_peuple as ldp_rules
from rulebook import partners as partners_rules
from widgets import hit, hokito, horse_race, le_dernier_peuple, partners

BOARD_CSS = Path(__file__).resolve().parents[1] / "widgets" / "static" / "board.css"
MIN_DELTA_E = 20
MIN_TEXT_CONTRAST = 4.5
# vision → colorspacious's deficiency type (at severity 100 the "-anomaly" is the full "-anopia")
VISIONS = {"normal": None, "deuteranopia": "deuteranomaly", "protanopia": "protanomaly",
           "tritanopia": "tritanomaly"}

# game → seat → (the fill of its pieces, the ink of the number or letter on them); the seats come from
# the rules, so a seat the board forgot to colour is a KeyError here
SEATS: dict[str, dict[str, tuple[str, str]]] = {
    "hokito": {seat: (hokito.PIECE_FILL[letter], hokito.PIECE_INK[letter])
               for seat, letter in hokito_rules.LETTER_OF_COLOUR.items()},
    "hit": {seat: (hit.FILL[seat], hit.INK[seat]) for seat in hit_rules.COLOURS},
    "partners": {seat: (partners.FILL[seat], partners.INK[seat]) for seat in partners_rules.COLOURS},
    "le-dernier-peuple": {seat: (le_dernier_peuple.FILL[seat], le_dernier_peuple.INK[seat])
                          for seat in ldp_rules.COLOURS},
    "horse-race": {seat: (horse_race.HORSE_FILL[seat], horse_race.HORSE_INK[seat])
                   for seat in horse_race_rules.ALL_PLAYERS},
}


# ------------------------------------------------------------------ the front end's mark colours
def css_rules(css: str) -> list[tuple[str, str]]:
    """(selector, declarations) of every innermost rule, comments removed."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.DOTALL)
    return [(selector.strip(), body) for selector, body in re.findall(r"([^{}]+)\{([^{}]*)\}", css)]


def board_properties(rules: list[tuple[str, str]]) -> dict[str, str]:
    """The custom properties the board sets for the light theme (the ``.rb-board`` rules)."""
    found: dict[str, str] = {}
    for selector, body in rules:
        if selector == ".rb-board":
            found.update(re.findall(r"(--[\w-]+)\s*:\s*([^;]+)", body))
    return {name: value.strip() for name, value in found.items()}


def mark_colours() -> dict[str, str]:
    """The custom properties the drawing's marks (``.rb-mark…``, ``.rb-hatch…``) paint with, resolved."""
    rules = css_rules(BOARD_CSS.read_text(encoding="utf-8"))
    properties = board_properties(rules)
    used = {name for selector, body in rules if re.search(r"\.rb-(mark|hatch)", selector)
            for name in re.findall(r"var\((--[\w-]+)", body)}
    return {name: resolve(properties[name]) for name in sorted(used)}


def resolve(value: str) -> str:
    """A colour value as ``#rrggbb``; ``var(--jp-…, fallback)`` gives its fallback (the colour outside
    JupyterLab)."""
    fallback = re.fullmatch(r"var\(--[\w-]+\s*,\s*(.+)\)", value)
    if fallback:
        return resolve(fallback.group(1))
    digits = re.fullmatch(r"#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})", value).group(1)
    return "#" + (digits if len(digits) == 6 else "".join(digit * 2 for digit in digits)).lower()


MARKS = mark_colours()


# ------------------------------------------------------------------ measuring
def rgb255(colour: str) -> tuple[int, int, int]:
    colour = resolve(colour)
    return tuple(int(colour[index:index + 2], 16) for index in (1, 3, 5))


@functools.cache
def as_seen(colour: str, vision: str) -> tuple[float, ...]:
    """The sRGB (0–255) colour that ``vision`` sees for ``colour``."""
    rgb = np.array(rgb255(colour), dtype=float)
    if VISIONS[vision] is None:
        return tuple(rgb)
    space = {"name": "sRGB1+CVD", "cvd_type": VISIONS[vision], "severity": 100}
    return tuple(np.clip(cspace_convert(rgb / 255, space, "sRGB1"), 0, 1) * 255)


def difference(first: str, second: str, vision: str) -> float:
    return float(deltaE(as_seen(first, vision), as_seen(second, vision),
                        input_space="sRGB255", uniform_space="CAM02-UCS"))


def relative_luminance(colour: str) -> float:
    """WCAG 2 relative luminance."""
    linear = [value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4
              for value in (channel / 255 for channel in rgb255(colour))]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast_ratio(first: str, second: str) -> float:
    lighter, darker = sorted((relative_luminance(first), relative_luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


# ------------------------------------------------------------------ the cases, named in their ids
SEAT_PAIRS = [pytest.param(game, first, second, vision, id=f"{game}-{first}-{second}-{vision}")
              for game, seats in SEATS.items()
              for first, second in itertools.combinations(seats, 2)
              for vision in VISIONS]
MARKED_SEATS = [pytest.param(game, seat, mark, vision, id=f"{game}-{seat}-{mark.lstrip('-')}-{vision}")
                for game, seats in SEATS.items()
                for seat in seats
                for mark in MARKS
                for vision in VISIONS]
PIECES = [pytest.param(game, seat, id=f"{game}-{seat}") for game, seats in SEATS.items() for seat in seats]


@pytest.mark.parametrize(("game", "first", "second", "vision"), SEAT_PAIRS)
def test_seats_look_different(game, first, second, vision):
    """Any two seats of a game are told apart, also by colour-blind eyes (Issue 19 point 8 / issue 23
    point 4)."""
    first_fill, second_fill = SEATS[game][first][0], SEATS[game][second][0]
    measured = difference(first_fill, second_fill, vision)
    assert measured >= MIN_DELTA_E, (f"{game}: {first} {first_fill} and {second} {second_fill} differ by "
                                     f"ΔE {measured:.1f} under {vision}")


@pytest.mark.parametrize(("game", "seat", "mark", "vision"), MARKED_SEATS)
def test_marks_stand_out_from_seats(game, seat, mark, vision):
    """A highlight on a piece never looks like the piece's own colour (Issue 19 point 8 / issue 23
    point 4)."""
    fill = SEATS[game][seat][0]
    measured = difference(MARKS[mark], fill, vision)
    assert measured >= MIN_DELTA_E, (f"{game}: {mark} {MARKS[mark]} and {seat} {fill} differ by "
                                     f"ΔE {measured:.1f} under {vision}")


@pytest.mark.parametrize(("game", "seat"), PIECES)
def test_text_on_pieces_is_readable(game, seat):
    """The number or letter on a seat's pieces has WCAG contrast of at least 4.5:1 (Issue 19 point 8 /
    issue 23 point 4)."""
    fill, ink = SEATS[game][seat]
    ratio = contrast_ratio(ink, fill)
    assert ratio >= MIN_TEXT_CONTRAST, f"{game}: {ink} on {seat} {fill} has contrast {ratio:.2f}:1"


def test_marks_are_found_in_the_style_sheet():
    """The mark colours come from board.css, so the tests above measure something (Issue 19 point 8 /
    issue 23 point 4)."""
    assert "--rb-mark" in MARKS
