"""The horse race strategy explorer's plots as SVG: the same in JupyterLab and in the static site.

Pure functions from :class:`rulebook.horse_race.explorer.Results` to SVG text, drawn with svgwrite (no
numpy, no matplotlib: both kernels have svgwrite), and :class:`Plot`, which a notebook shows as inline SVG
(so a screen reader finds its title and its numbers in words), or as an SVG picture where HTML is not shown.

Made for a projector: a drawing is 570 units wide (a notebook's output at 1024x768) and every text is at
least 14 units high, so at least 14 px when shown 570 px wide; every bar is named (colour is never the only
sign), the 95% intervals are whiskers, and texts have rows of their own or are wrapped, so none overlaps.

    explorer_plots.show(results)              # both plots below the cell
    explorer_plots.win_rate_svg(results)      # the SVG text of one
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import svgwrite

from rulebook import i18n
from rulebook.horse_race.course import player_name
from rulebook.horse_race.explorer import SEAT_COLOURS, Results, as_rows, length_bands
from rulebook.i18n import _
from widgets.svg import FONT, wrap_lines

WIDTH = 570                 # user units: 1 unit is 1 px when the plot is shown 570 px wide
MARGIN = 24
TITLE_SIZE = 18
LABEL_SIZE = 16
TICK_SIZE = 15              # the smallest text: 14 px or more at 570 px wide
EM_WIDTH = {False: 0.6, True: 0.68}    # a character's mean width in DejaVu Sans, in ems (regular, bold)
INK = "#111111"
SUBTLE_INK = "#333333"
GRID = "#c8c8c8"
PAPER = "#ffffff"           # a white sheet, also under a dark JupyterLab theme
LENGTH_FILL = "#1e56c8"
BAR_HEIGHT = 26
CAP = 9                     # half the height of a whisker's end
PLOT_HEIGHT = 190           # the race lengths' bars at their tallest
LENGTH_BINS = 30            # at most this many bars of race lengths
DESCRIBED_BANDS = 8         # the race lengths in words: as many bands as the text table


@dataclass(frozen=True)
class Plot:
    """One plot: its SVG text and what it shows in words (its text form)."""

    svg: str
    description: str

    def _repr_html_(self) -> str:
        return self.svg

    def _repr_svg_(self) -> str:
        return self.svg

    def __repr__(self) -> str:
        return self.description


def plots(results: Results) -> list[Plot]:
    """The explorer's plots of ``results``: the win rates, then the race lengths."""
    return [win_rate_plot(results), race_length_plot(results)]


def show(results: Results) -> None:
    """Show the plots of ``results`` below the running cell."""
    from IPython.display import display

    display(*plots(results))


def win_rate_svg(results: Results) -> str:
    return win_rate_plot(results).svg


def race_length_svg(results: Results) -> str:
    return race_length_plot(results).svg


# ================================================================ text and drawings
def text_width(content: str, size: float, bold: bool = False) -> float:
    """An estimate of how wide ``content`` is drawn at ``size``."""
    return EM_WIDTH[bold] * size * len(content)


def wrap(content: str, size: float, width: float, max_lines: int | None = None, bold: bool = False) -> list[str]:
    """``content`` in lines that each fit ``width`` at ``size`` (the last one ends in "…" if cut)."""
    return wrap_lines(content, max(1, int(width / (EM_WIDTH[bold] * size))), max_lines)


def line_height(size: float) -> float:
    return round(1.25 * size, 2)


def label(dwg: svgwrite.Drawing, content: str, x: float, top: float, size: float = LABEL_SIZE,
          anchor: str = "start", bold: bool = False, colour: str = INK) -> svgwrite.text.Text:
    """One line of text in the band of one line height that starts at ``top``."""
    baseline = top + (line_height(size) - size) / 2 + 0.8 * size
    element = dwg.text(content, insert=(f"{x:g}", f"{round(baseline, 2):g}"), font_size=f"{size:g}",
                       text_anchor=anchor, fill=colour, stroke=PAPER, stroke_width=4, stroke_linejoin="round")
    element.attribs["paint-order"] = "stroke"          # a white halo: grid lines stop short of the letters
    if bold:
        element.attribs["font-weight"] = "bold"
    return dwg.add(element)


def lines(dwg: svgwrite.Drawing, texts: Sequence[str], x: float, top: float, **options) -> float:
    """Texts one under the other from ``top``; returns where the next line would start."""
    size = options.get("size", LABEL_SIZE)
    for content in texts:
        label(dwg, content, x, top, **options)
        top += line_height(size)
    return top


def new_drawing(title: str, description: str) -> svgwrite.Drawing:
    """A drawing WIDTH units wide on white paper, an image named by its title and described in words
    (its height is set by :func:`finish`)."""
    dwg = svgwrite.Drawing(debug=False, font_family=FONT)
    dwg.attribs.update({"role": "img", "aria-label": description, "class": "rb-plot",
                        "style": "max-width: 100%; height: auto"})
    dwg.set_desc(title=title, desc=description)
    dwg.add(dwg.rect((0, 0), (WIDTH, 0), fill=PAPER, class_="paper"))
    return dwg


def finish(dwg: svgwrite.Drawing, height: float) -> str:
    """The drawing, ``height`` units high, as SVG text."""
    height = math.ceil(height)
    dwg.attribs.update({"width": f"{WIDTH}", "height": f"{height}", "viewBox": f"0 0 {WIDTH} {height}"})
    paper = next(element for element in dwg.elements if getattr(element, "attribs", {}).get("class") == "paper")
    paper["height"] = height
    return dwg.tostring()


def heading(dwg: svgwrite.Drawing, title: str, subtitle: str) -> float:
    """The plot's title (bold) and a line under it; returns where the plot starts."""
    width = WIDTH - 2 * MARGIN
    top = lines(dwg, wrap(title, TITLE_SIZE, width, bold=True), MARGIN, 10, size=TITLE_SIZE, bold=True)
    return lines(dwg, wrap(subtitle, TICK_SIZE, width), MARGIN, top, size=TICK_SIZE, colour=SUBTLE_INK) + 8


@dataclass(frozen=True)
class Scale:
    """Values from ``low`` to ``high`` drawn from ``start`` to ``end`` (user units)."""

    low: float
    high: float
    start: float
    end: float

    def __call__(self, value: float) -> float:
        return round(self.start + (value - self.low) / (self.high - self.low) * (self.end - self.start), 2)


def axis_top(largest: float, steps: Sequence[float], most_ticks: int) -> tuple[float, float]:
    """The end of an axis from 0 that shows ``largest`` and its step: the first of ``steps`` that needs at
    most ``most_ticks`` steps."""
    for step in steps:
        count = max(1, math.ceil(largest / step - 1e-9))
        if count <= most_ticks:
            return count * step, step
    raise ValueError(f"no step for {largest}")


def ticks(top: float, step: float) -> list[float]:
    return [round(step * index, 10) for index in range(round(top / step) + 1)]


# ================================================================ the win rates
def win_rate_plot(results: Results) -> Plot:
    """A bar per seat: its share of races won with its 95% interval as a whisker, named above it."""
    rates = results.win_rates()
    races = i18n.number(results.races)
    # Translators: the title of the horse race explorer's plot of win rates; {races} is how many races were
    # played ("10,000").
    title = i18n.say_n("Win rates over {races} races", "Win rates over {races} races", results.races, races=races)
    # Translators: the words a screen reader says for the plot of win rates; {title} is the plot's title,
    # {seats} one part per player (see the next entry).
    description = i18n.say("{title}, with 95% confidence intervals: {seats}.", title=title,
                           seats=i18n.clauses(_seat_words(rate) for rate in rates))
    dwg = new_drawing(title, description)
    # Translators: the line under the title of the horse race explorer's plot of win rates.
    top = heading(dwg, title, _("share of races won (a shared win counts in equal parts); the whiskers are the 95% "
                                "confidence intervals"))
    end, step = axis_top(max(rate["high"] for rate in rates), (0.05, 0.1, 0.2, 0.25), 6)
    scale = Scale(0, min(1.0, end), MARGIN, WIDTH - MARGIN)
    grid = dwg.add(dwg.g(class_="grid"))           # under the bars: filled when their height is known
    bottom = top
    for rate in rates:
        bottom = seat_row(dwg, rate, scale, bottom)
    return Plot(finish(dwg, percent_axis(dwg, grid, scale, step, top, bottom) + 10), description)


def _seat_words(rate: dict) -> str:
    # Translators: one player's part of the plot of win rates as a screen reader says it; {player} is "Yellow",
    # {strategy} its strategy ("gallop from 2, bet 1"), {rate} its share of races won ("25.3%"), {low} and
    # {high} the 95% interval's ends.
    return i18n.say("{player} ({strategy}) won {rate} of the races, between {low} and {high}",
                    player=player_name(rate["seat"]), strategy=rate["words"], rate=i18n.percent(rate["win_rate"]),
                    low=i18n.percent(rate["low"]), high=i18n.percent(rate["high"]))


def seat_row(dwg: svgwrite.Drawing, rate: dict, scale: Scale, top: float) -> float:
    """A seat's name and numbers, its bar and its whisker under them; returns where the next row starts."""
    value = f"{i18n.percent(rate['win_rate'])} ({i18n.percent(rate['low'])}–{i18n.percent(rate['high'])})"
    room = scale.end - scale.start - text_width(value, LABEL_SIZE, bold=True) - 12
    # Translators: above a bar of the plot of win rates: {player} is "Yellow", {strategy} its strategy ("always trot").
    name = i18n.say("{player}: {strategy}", player=player_name(rate["seat"]), strategy=rate["words"])
    names = wrap(name, LABEL_SIZE, room, max_lines=2)
    label(dwg, value, scale.end, top, anchor="end", bold=True)
    bar_top = lines(dwg, names, scale.start, top) + 6
    bar = dwg.rect((scale.start, bar_top), (scale(rate["win_rate"]) - scale.start, BAR_HEIGHT),
                   fill=SEAT_COLOURS[rate["seat"]], stroke=INK, stroke_width=1, class_="bar")
    bar.attribs["data-seat"] = rate["seat"]
    dwg.add(bar)
    dwg.add(whisker(dwg, rate, scale, bar_top + BAR_HEIGHT / 2))
    return bar_top + BAR_HEIGHT + 14


def whisker(dwg: svgwrite.Drawing, rate: dict, scale: Scale, middle: float) -> svgwrite.container.Group:
    """The interval from ``low`` to ``high``: a black line with end caps on a white casing (seen on any bar)."""
    low, high = scale(rate["low"]), scale(rate["high"])
    caps = f"M{low},{middle - CAP} V{middle + CAP} M{high},{middle - CAP} V{middle + CAP}"
    group = dwg.g(class_="interval", fill="none", stroke_linecap="square")
    group.attribs.update({"data-seat": rate["seat"], "data-low": f"{rate['low']:.6f}",
                         "data-high": f"{rate['high']:.6f}"})
    group.add(dwg.path(d=f"{caps} M{low},{middle} H{high}", stroke=PAPER, stroke_width=6))
    group.add(dwg.path(d=caps, stroke=INK, stroke_width=2.5))
    group.add(dwg.line((low, middle), (high, middle), stroke=INK, stroke_width=2.5, class_="whisker"))
    return group


def percent_axis(dwg: svgwrite.Drawing, grid, scale: Scale, step: float, top: float, bottom: float) -> float:
    """Grid lines from ``top`` to ``bottom`` and the percentages under them; returns the axis' lower edge."""
    for value in ticks(scale.high, step):
        x = scale(value)
        line = dwg.line((x, top), (x, bottom), stroke=GRID, stroke_width=1, class_="tick")
        line.attribs["data-value"] = f"{value:g}"
        grid.add(line)
        label(dwg, i18n.percent(value, digits=0), x, bottom + 4, size=TICK_SIZE, anchor="middle")
    grid.add(dwg.line((scale.start, bottom), (scale.end, bottom), stroke=INK, stroke_width=1.5))
    return bottom + 4 + line_height(TICK_SIZE)


# ================================================================ the race lengths
def race_length_plot(results: Results) -> Plot:
    """How many races lasted how many rounds: a bar per length (or per band of lengths in a long spread)."""
    rounds = [int(length) for length in as_rows(results.rounds)]
    mean = math.fsum(rounds) / len(rounds)
    races = i18n.number(results.races)
    # Translators: the title of the horse race explorer's plot of race lengths; {races} is how many races were
    # played ("10,000").
    title = i18n.say_n("Race length over {races} races", "Race length over {races} races", results.races, races=races)
    # Translators: the line under the title of the plot of race lengths; {mean} is the mean number of rounds
    # ("12.3"), {shortest} and {longest} the shortest and the longest race in rounds.
    summary = i18n.say("mean {mean} rounds, from {shortest} to {longest}", mean=i18n.number(mean, digits=1), shortest=min(rounds),
                       longest=max(rounds))
    # Translators: one band of race lengths as a screen reader says it; {band} is a number of rounds or a range
    # ("12–14"), {races} how many races lasted that long ("1,234").
    bands_words = i18n.clauses(i18n.say_n("{band} rounds: {races} races", "{band} rounds: {races} races", count,
                                         band=band, races=i18n.number(count))
                               for band, count in length_bands(rounds, DESCRIBED_BANDS))
    # Translators: the words a screen reader says for the plot of race lengths; {title} is its title, {summary}
    # the line under it, {bands} the races per band of lengths.
    description = i18n.say("{title}: {summary}. {bands}.", title=title, summary=summary, bands=bands_words)
    dwg = new_drawing(title, description)
    top = heading(dwg, title, summary)
    bands = length_bands(rounds, LENGTH_BINS)
    end, step = axis_top(max(count for _, count in bands), nice_steps(), 5)
    numbers = [i18n.number(value) for value in ticks(end, step)]
    left = MARGIN + max(text_width(number, TICK_SIZE) for number in numbers) + 8
    # Translators: the horse race explorer's plot of race lengths, the name of the upright axis (numbers of races).
    label(dwg, _("races"), MARGIN, top, size=TICK_SIZE)
    plot_top = top + line_height(TICK_SIZE) + 10
    counts = Scale(0, end, plot_top + PLOT_HEIGHT, plot_top)
    count_axis(dwg, counts, step, left)
    bottom = length_bars(dwg, bands, counts, left)
    # Translators: the horse race explorer's plot of race lengths, the name of the lying axis.
    label(dwg, _("rounds until the race ended"), (left + WIDTH - MARGIN) / 2, bottom, anchor="middle")
    return Plot(finish(dwg, bottom + line_height(LABEL_SIZE) + 10), description)


def nice_steps() -> list[int]:
    """1, 2, 5, 10, 20, 50, … up to a million."""
    return [factor * 10 ** power for power in range(7) for factor in (1, 2, 5)]


def count_axis(dwg: svgwrite.Drawing, counts: Scale, step: float, left: float) -> None:
    """Horizontal grid lines with their numbers of races to the left of ``left``."""
    for value in ticks(counts.high, step):
        y = counts(value)
        line = dwg.add(dwg.line((left, y), (WIDTH - MARGIN, y), stroke=GRID, stroke_width=1, class_="tick"))
        line.attribs["data-value"] = f"{value:g}"
        label(dwg, i18n.number(value), left - 8, y - line_height(TICK_SIZE) / 2, size=TICK_SIZE, anchor="end")


def length_bars(dwg: svgwrite.Drawing, bands: list[tuple[str, int]], counts: Scale, left: float) -> float:
    """A bar per band, and as many band names under them as fit side by side; returns their lower edge."""
    width = (WIDTH - MARGIN - left) / len(bands)
    widest = max(text_width(band, TICK_SIZE) for band, _ in bands) + 10
    every = math.ceil(widest / width)
    base = counts(0)
    for index, (band, count) in enumerate(bands):
        x = left + index * width
        bar = dwg.rect((round(x + 1, 2), counts(count)), (round(width - 2, 2), round(base - counts(count), 2)),
                       fill=LENGTH_FILL, class_="bar")
        bar.attribs["data-rounds"] = band
        bar.attribs["data-races"] = str(count)
        dwg.add(bar)
        if index % every == 0:
            label(dwg, band, round(x + width / 2, 2), base + 4, size=TICK_SIZE, anchor="middle")
    dwg.add(dwg.line((left, base), (WIDTH - MARGIN, base), stroke=INK, stroke_width=1.5))
    return base + 4 + line_height(TICK_SIZE)
