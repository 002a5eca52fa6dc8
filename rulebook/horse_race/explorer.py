"""The strategy explorer: many horse races between strategies, and who wins how often.

There is one set of rules and three ways to play many races with it:

- with numpy (``make`` installs it, the optional extra ``explorer``): ``numpy_races.py``, a vectorised
  kernel that plays tens of thousands of races per second;
- without numpy (the static site's browser kernel): ``python_races.py``, the same model race by race in
  plain Python (about 28,000 four-horse races per second in CPython);
- ``run_through_the_rules``: every race through the rules themselves, the same
  :class:`~rulebook.horse_race.players.StrategyPlayer` deciding in a ``Game`` session that rolls its own
  dice.  Far slower; the tests use it to check the kernels' odds.

Both kernels are proven to end every race exactly as the rules do (``tests/test_horse_race_explorer.py``).
All three return :class:`Results` with the same fields: one row per race, one column per seat, and
``kernel`` naming the way the races were played (``kernel_note()`` says it in a sentence).

    results = explorer.run([Strategy(0, 1), Strategy(ALWAYS_TROT)] * 2, seed=1)
    results.win_rates()          # per seat: share of races won, with a 95% confidence interval
    results.rounds               # how many rounds each race lasted
    print(explorer.text_table(results))   # the same figures as text (for a screen reader, or a plain prompt)
    explorer.show_figures(results)        # the plots, as SVG (widgets/explorer_plots.py)
"""

from __future__ import annotations

import math
import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rulebook import i18n
from rulebook.core import play_out
from rulebook.horse_race import python_races
from rulebook.horse_race.course import ALL_PLAYERS, player_name
from rulebook.horse_race.players import Strategy, StrategyPlayer
from rulebook.horse_race.rules import Game, new_game
from rulebook.i18n import N_, _

try:
    from rulebook.horse_race import numpy_races
except ModuleNotFoundError as missing:  # no numpy here (the static site's browser kernel): races go through the rules
    if missing.name != "numpy":
        raise
    numpy_races = None

Progress = Callable[[int, int], None]

FAST_RACES = 10_000     # a default run: well under a second with numpy, about half a second in plain Python
RULES_RACES = 400       # a run through the rules one by one: a few seconds
KERNEL_NOTES = {
    # Translators: the horse race's strategy explorer: which program played the races (keep 'numpy').
    "numpy": N_("The races are played by the explorer's numpy kernel (the same rules as the board, proven by a "
                "test)."),
    # Translators: the horse race's strategy explorer: which program played the races (keep 'numpy').
    "plain Python": N_("numpy is not available here, so the races are played by the explorer's plain-Python kernel "
                       "(the same rules as the board, proven by a test; a little slower)."),
    # Translators: the horse race's strategy explorer: which program played the races.
    "the rules": N_("The races were played one by one through the rules themselves (slow, but the reference)."),
}


def has_numpy() -> bool:
    return numpy_races is not None


def kernel() -> str:
    """Which kernel ``run`` uses here: "numpy", or "plain Python" where numpy is missing."""
    return "numpy" if has_numpy() else "plain Python"


def default_races() -> int:
    """How many races a run plays unless told."""
    return FAST_RACES


def kernel_note(results: Results | None = None) -> str:
    """One sentence saying which kernel played ``results`` (or plays a run here)."""
    return _(KERNEL_NOTES[results.kernel if results is not None else kernel()])


# ================================================================ results
@dataclass
class Results:
    """The end of every race (one row per race, one column per seat): squares, tokens, rounds, winners.

    ``won[race][seat]`` is True for every winner (furthest, then most tokens, else a shared win).  The
    fields are numpy arrays when numpy played the races, lists of rows otherwise; ``kernel`` says which
    played them ("numpy", "plain Python" or "the rules").
    """

    strategies: tuple[Strategy, ...]
    squares: Any
    tokens: Any
    rounds: Any
    finished: Any
    won: Any
    reserve: Any = None
    discard: Any = None
    seconds: float = 0.0
    kernel: str = "numpy"

    @property
    def races(self) -> int:
        return len(self.rounds)

    def winners(self):
        """[race][seat] True for every winner (several for a shared win; none in an unfinished race)."""
        return self.won

    def win_shares(self) -> list[list[float]]:
        """[race][seat]: 1 for a sole winner, 1/k for each of k sharing a win, 0 otherwise."""
        return [[won / max(1, sum(row)) for won in row] for row in as_rows(self.won)]

    def share_statistics(self) -> list[tuple[float, float]]:
        """Per seat: the mean of its win shares and their sample standard deviation (numpy's when it played)."""
        if not isinstance(self.won, list):
            return numpy_races.share_statistics(self.won)
        shares = self.win_shares()
        return [mean_and_standard_deviation([row[seat] for row in shares]) for seat in range(len(self.strategies))]

    def win_rates(self, confidence: float = 0.95) -> list[dict]:
        """Per seat: its strategy, the share of races it won and a normal-approximation confidence interval."""
        z = _z(confidence)
        rates = []
        for (mean, spread), strategy, seat in zip(self.share_statistics(), self.strategies, ALL_PLAYERS):
            half = z * spread / math.sqrt(self.races) if self.races > 1 else 1.0
            rates.append({"seat": seat, "strategy": strategy.title, "words": strategy.words(), "win_rate": mean,
                          "low": max(0.0, mean - half), "high": min(1.0, mean + half)})
        return rates

    @property
    def races_per_second(self) -> float:
        return self.races / self.seconds if self.seconds else math.inf


def as_rows(table) -> list:
    """A numpy array or a list of rows, as plain Python lists."""
    return table.tolist() if hasattr(table, "tolist") else list(table)


def mean_and_standard_deviation(values: Sequence[float]) -> tuple[float, float]:
    """The mean and the sample standard deviation (0 for a single value)."""
    mean = math.fsum(values) / len(values)
    if len(values) < 2:
        return mean, 0.0
    return mean, math.sqrt(math.fsum((value - mean) ** 2 for value in values) / (len(values) - 1))


def _z(confidence: float) -> float:
    """The two-sided normal quantile (1.96 for 95%), by bisection on erf (no scipy needed)."""
    low, high = 0.0, 10.0
    for _step in range(60):
        middle = (low + high) / 2
        if math.erf(middle / math.sqrt(2)) < confidence:
            low = middle
        else:
            high = middle
    return (low + high) / 2


# ================================================================ running races
def check_seats(strategies: Sequence[Strategy]) -> None:
    if len(strategies) not in (2, 3, 4):
        # Translators: an error in the strategy explorer when a race is asked for with too few or too many horses;
        # {count} is how many strategies were given.
        raise ValueError(i18n.say_n("A race has 2 to 4 horses, not {count}.", "A race has 2 to 4 horses, not {count}.",
                                    len(strategies)))


def simulate(strategies: Sequence[Strategy], races: int, draw, max_rounds: int = 1000) -> Results:
    """The numpy kernel on ``races`` races with luck from ``draw`` (see ``numpy_races.simulate``)."""
    check_seats(strategies)
    if numpy_races is None:
        raise ImportError("explorer.simulate needs numpy; explorer.run plays the races through the rules without it")
    return Results(tuple(strategies), **numpy_races.simulate(strategies, races, draw, max_rounds))


def run(strategies: Sequence[Strategy], races: int | None = None, seed: int | None = 0, chunk: int = 10_000,
        progress: Progress | None = None) -> Results:
    """Play ``races`` races (``default_races()`` unless given), seat i following ``strategies[i]``.

    With numpy: the vectorised kernel, in chunks of ``chunk`` races.  Without: the plain-Python kernel,
    race by race.  ``progress(done, total)`` is called along the way; the same seed gives the same races
    (the two kernels draw their luck differently, so their races differ, not their odds).
    """
    check_seats(strategies)
    races = default_races() if races is None else races
    started = time.perf_counter()
    if numpy_races is not None:
        results = Results(tuple(strategies), **numpy_races.play_in_chunks(strategies, races, seed, chunk, progress))
    else:
        results = Results(tuple(strategies), **python_races.simulate(strategies, races, seed, progress),
                          kernel="plain Python")
    results.seconds = time.perf_counter() - started
    return results


def run_through_the_rules(strategies: Sequence[Strategy], races: int, seed: int | None = 0,
                          progress: Progress | None = None, max_rounds: int = 1000) -> Results:
    """Play ``races`` races one by one through the rules' Game session (no numpy needed)."""
    check_seats(strategies)
    seeds = random.Random(seed)
    games = []
    step = max(1, min(50, races // 20))
    for done in range(1, races + 1):
        games.append(play_one_race(strategies, seeds.getrandbits(64), max_rounds))
        if progress is not None and (done % step == 0 or done == races):
            progress(done, races)
    return results_of_games(strategies, games)


def play_one_race(strategies: Sequence[Strategy], seed: int, max_rounds: int = 1000) -> Game:
    """One race: a seeded Game that rolls its own dice, a StrategyPlayer deciding for each seat."""
    game = new_game(seed=seed, players=len(strategies))
    players = {seat: StrategyPlayer(strategy) for seat, strategy in zip(game.state.players, strategies)}
    return play_out(game, players, max_moves=2 * max_rounds * len(strategies))   # a choice and a bet per turn


def results_of_games(strategies: Sequence[Strategy], games: Sequence[Game]) -> Results:
    """The end of each race as the rules left it: squares, tokens, rounds, winners (the rules' outcome)."""
    states = [game.state for game in games]
    return Results(
        tuple(strategies),
        squares=[state.squares for state in states],
        tokens=[state.tokens for state in states],
        rounds=[decisions(game) // len(strategies) for game in games],
        finished=[game.outcome is not None for game in games],
        won=[[game.outcome is not None and player in game.outcome.winners for player in game.state.players]
             for game in games],
        reserve=[state.reserve for state in states],
        discard=[state.discard for state in states],
        kernel="the rules",
    )


def decisions(game: Game) -> int:
    """How many times a player chose to trot or gallop (one a turn)."""
    return sum(move.notation in ("trot", "gallop") for move in game.history)


# ================================================================ the figures as text
def text_table(results: Results, bar_width: int = 30, length_rows: int = 8) -> str:
    """The win rates as bars of '#' and the race lengths in a few bands: the plots' figures as text."""
    races = i18n.number(results.races)
    # Translators: the heading of the horse race explorer's table; {races} is how many races were played
    # ("10,000"), {count} the same number.
    lines = [i18n.say_n("Win rates over {races} races (95% intervals)", "Win rates over {races} races (95% intervals)",
                        results.races, races=races)]
    for rate in results.win_rates():
        bar = "#" * round(rate["win_rate"] * bar_width)
        seat = player_name(rate["seat"]).lower()
        lines.append(f"{seat:>7}  {rate['words']:<24} {bar:<{bar_width}} {_rate_words(rate)}")
    rounds = as_rows(results.rounds)
    mean = i18n.number(math.fsum(rounds) / len(rounds), digits=1)
    # Translators: the horse race explorer's table: {mean} is the mean number of rounds a race lasted ("12.3").
    lines.append(i18n.say("Race length (mean {mean} rounds)", mean=mean))
    for band, count in length_bands(rounds, length_rows):
        # Translators: a row of the horse race explorer's table: {band} is a number of rounds or a range of them
        # ("12–14"), {races} how many races lasted that long ("1,234"); keep the line short.
        lines.append(i18n.say_n("{band} rounds  {races} races", "{band} rounds  {races} races", count,
                                band=f"{band:>13}", races=i18n.number(count).rjust(7)))
    return "\n".join(lines)


def speed_line(results: Results) -> str:
    """How many races were played, in how long, and how many a second, in the language spoken now."""
    # Translators: printed by the horse race explorer; {races} races were played in {seconds} seconds, {speed}
    # races a second (numbers written as the notebook writes them, "10,000").
    return i18n.say_n("{races} race in {seconds} s: {speed} races per second",
                      "{races} races in {seconds} s: {speed} races per second", results.races,
                      races=i18n.number(results.races), seconds=i18n.number(results.seconds, digits=2),
                      speed=i18n.number(results.races_per_second))


def win_rate_lines(results: Results) -> list[str]:
    """A line per seat: the player, its strategy in words, its share of races won and its 95% interval."""
    return [f"{player_name(rate['seat']):>7}  {rate['words']:<24} {_rate_words(rate)}" for rate in results.win_rates()]


def _rate_words(rate: dict) -> str:
    """A seat's share of races won and its 95% interval, as the reader's language writes percentages."""
    return f"{i18n.percent(rate['win_rate']):>6}  ({i18n.percent(rate['low'])} – {i18n.percent(rate['high'])})"


def length_bands(rounds: Sequence[int], rows: int) -> list[tuple[str, int]]:
    """At most ``rows`` bands of equal width from the shortest to the longest race, with their counts."""
    shortest, longest = min(rounds), max(rounds)
    width = max(1, math.ceil((longest - shortest + 1) / rows))
    counts = Counter((length - shortest) // width for length in rounds)
    bands = []
    for band in range(max(counts) + 1):
        low = shortest + band * width
        high = min(low + width - 1, longest)
        bands.append((str(low) if low == high else f"{low}–{high}", counts.get(band, 0)))
    return bands


# ================================================================ the figures as plots
#: the horses' colours, as the board draws them (widgets/horse_race.py and the explorer's plots,
#: widgets/explorer_plots.py, take them from here): a lemon yellow and a dark green, so that orange stays apart
#: from both for colour-blind eyes (tests/test_palette.py)
SEAT_COLOURS = {"yellow": "#ffd400", "green": "#286438", "purple": "#7b1fa2", "orange": "#ef6c00"}


def show_figures(results: Results) -> None:
    """Show the plots of ``results`` below the cell: SVG drawn by ``widgets.explorer_plots``, the same in
    JupyterLab and in the static site.  Without IPython (a plain Python prompt) print their text table."""
    try:
        from IPython.display import display
    except ModuleNotFoundError:
        print(text_table(results))
        return
    from widgets.explorer_plots import plots  # imported here: the rules import no widgets

    display(*plots(results))
