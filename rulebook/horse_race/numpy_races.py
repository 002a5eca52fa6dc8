"""Thousands of horse races per second: a vectorised kernel of the rules, for the strategy explorer.

The kernel plays many races at once with numpy arrays, one seat's turn for every race per step, each
seat following a :class:`~rulebook.horse_race.players.Strategy`.  It reads the same material as the
rules (the landing and puddle tables, the dice odds of ``course.py``) and rolls the dice exactly as the
rules' session does: one uniform number per roll, turned into an outcome by walking the cumulative
probabilities of the outcomes in the order the rules list them.

The tokens are played as in the physical game: the kernel knows how many galloping horses each pile
(the reserve, each player's tokens) really holds, and every take, payment and bet picks its tokens at
random from its pile (one uniform number each).  The rules never know the faces; they give each flip
the exact odds of what the public history says (``knowledge.py``), which is the same chance.
``tests/test_horse_race_explorer.py`` plays the same races through the rules (``Game.play`` with the
rolls those numbers pick and the flips the kernel made, each of which the rules must find possible)
and checks that every race ends identically, square for square and token for token, and that the
flips the kernel makes happen as often as the rules' odds say.  So there is one set of rules and a
fast way to run it, proven equal.

Needs numpy.  Use it through ``explorer.py`` (``explorer.run``, ``explorer.simulate``), which plays
the races through the rules themselves where numpy is missing.  Each function here returns the end
of the races as a dict of arrays, the fields of ``explorer.Results``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, fields
from fractions import Fraction
from math import comb

import numpy as np

from rulebook.horse_race import python_races
from rulebook.horse_race.course import (
    DICE_COLOURS,
    FINISH,
    GALLOPING_TOKENS,
    LANDING,
    PUDDLE_BEHIND,
    ROLL_ODDS,
    SLEEPING_TOKENS,
    START_TOKENS,
    SYMBOLS,
    TOTAL_TOKENS,
    effect_kind,
)
from rulebook.horse_race.players import Strategy
from rulebook.horse_race.python_races import GAIN, JUMP, KIND_CODE, PAY

MAX_BET = TOTAL_TOKENS


# ================================================================ tables from the rules' material
def _cumulative(probabilities: Sequence[Fraction]) -> np.ndarray:
    """Running totals added one by one in floating point, exactly as ``core.Rng.pick`` adds them (the
    plain-Python kernel's own, as an array)."""
    return np.array(python_races.cumulative(probabilities))


def _roll_tables():
    """Per dice colour, the cumulative odds of its listed outcomes; and per outcome of both colours (blue's
    first, then red's, as the rules list them), indexed [outcome, square, tokens in hand up to ENOUGH]:
    the square the horse ends on before any jump is flipped (a cost it cannot pay or a jump with no token
    cancels the move), and what the effect asks of the tokens (EFFECT: GAIN/PAY/JUMP with its number, or
    nothing)."""
    cumulative, landing, effect, number = [], [], [], []
    for colour in DICE_COLOURS:
        odds = ROLL_ODDS[colour]
        cumulative.append(_cumulative([p for _, _, p in odds]))
        for symbol, face, _ in odds:
            kind, count = effect_kind(face)
            cancelled = [(kind == "pay" and held < count) or (kind == "jump" and held == 0)
                         for held in range(ENOUGH + 1)]
            lands = [row[SYMBOLS.index(symbol)] for row in LANDING[colour]]
            landing.append([[start if cancel else to for cancel in cancelled] for start, to in enumerate(lands)])
            effect.append([NOTHING if cancel or kind == "blank" else KIND_CODE[kind] for cancel in cancelled])
            number.append(count)
    return cumulative, np.array(landing), np.array(effect), np.array(number)


#: tokens in hand beyond which no roll's outcome changes (more than any cost, at least one for a jump)
ENOUGH = 1 + max(effect_kind(face)[1] for colour in DICE_COLOURS for _, face, _ in ROLL_ODDS[colour])
NOTHING = -1
(BLUE_CUMULATIVE, RED_CUMULATIVE), OUTCOME_LANDING, OUTCOME_EFFECT, OUTCOME_NUMBER = _roll_tables()
RED_FIRST = len(BLUE_CUMULATIVE)       # the first red outcome's index
PUDDLE_TABLE = np.array(PUDDLE_BEHIND)
GRID_CELLS = 2 ** 12


def _pick(cumulative: np.ndarray, points: np.ndarray) -> np.ndarray:
    """The outcome index ``Rng.pick`` chooses for each point: the first running total above it, else the last."""
    return np.minimum(np.searchsorted(cumulative, points, side="right"), len(cumulative) - 1)


def _roll_grid() -> tuple[np.ndarray, np.ndarray]:
    """For each colour (blue, red) and each cell [c, c + 1) / GRID_CELLS of the points: the outcome ``_pick``
    chooses for a point at the cell's start, and the running total inside the cell past which it chooses the
    next (infinite if none).  Exact: point * GRID_CELLS is exact (a power of 2) and no cell holds two
    running totals (they are at least 1/18 apart)."""
    starts = np.arange(GRID_CELLS) / GRID_CELLS
    first, following = [], []
    for offset, cumulative in ((0, BLUE_CUMULATIVE), (RED_FIRST, RED_CUMULATIVE)):
        above = np.searchsorted(cumulative, starts, side="right")     # the first running total past the start
        last = len(cumulative) - 1
        total = cumulative[np.minimum(above, last)]
        inside = (above < last) & (total < starts + 1 / GRID_CELLS)
        assert not (inside & (cumulative[np.minimum(above + 1, last)] < starts + 1 / GRID_CELLS)).any()
        first.append(offset + np.minimum(above, last))
        following.append(np.where(inside, total, np.inf))
    return np.concatenate(first), np.concatenate(following)


ROLL_GRID_FIRST, ROLL_GRID_NEXT = _roll_grid()


def _flip_table() -> np.ndarray:
    """FLIP[galloping unseen, sleeping unseen, bet, k]: cumulative chance of at most k galloping horses.

    Impossible counts add nothing (so the totals equal the rules' totals over the listed outcomes);
    k beyond the bet is infinite, so it is never reached by a draw.
    """
    table = np.full((GALLOPING_TOKENS + 1, SLEEPING_TOKENS + 1, MAX_BET + 1, MAX_BET + 1), np.inf)
    for galloping in range(GALLOPING_TOKENS + 1):
        for sleeping in range(SLEEPING_TOKENS + 1):
            for bet in range(1, min(MAX_BET, galloping + sleeping) + 1):
                total, whole = 0.0, comb(galloping + sleeping, bet)
                for shown in range(bet + 1):
                    if shown <= galloping and bet - shown <= sleeping:
                        total += float(Fraction(comb(galloping, shown) * comb(sleeping, bet - shown), whole))
                    table[galloping, sleeping, bet, shown] = total
    return table


FLIP_TABLE = _flip_table()
FLIP_TOTALS = FLIP_TABLE.ravel()


# ================================================================ the kernel
@dataclass
class Races:
    """The arrays of the races still running (one column per race; per seat, one row per seat)."""

    squares: np.ndarray                # [seat, race]
    tokens: np.ndarray                 # [seat, race]
    galloping: np.ndarray              # [seat, race]: galloping horses among each seat's tokens
    reserve: np.ndarray
    reserve_galloping: np.ndarray      # the real faces, which the rules never know
    discard_galloping: np.ndarray
    discard_sleeping: np.ndarray

    @classmethod
    def start(cls, races: int, seats: int, deal_points: Sequence[np.ndarray]) -> Races:
        """EN 'Game set-up': the mixed reserve; each seat takes 2 tokens from it (``deal_points[seat]``)."""
        state = cls(np.zeros((seats, races), dtype=np.int64), np.full((seats, races), START_TOKENS, dtype=np.int64),
                    np.zeros((seats, races), dtype=np.int64),
                    np.full(races, TOTAL_TOKENS - START_TOKENS * seats, dtype=np.int64),
                    np.full(races, GALLOPING_TOKENS, dtype=np.int64),
                    np.zeros(races, dtype=np.int64), np.zeros(races, dtype=np.int64))
        pile = np.full(races, TOTAL_TOKENS, dtype=np.int64)
        for seat in range(seats):
            drawn = draw_galloping(state.reserve_galloping, pile, np.full(races, START_TOKENS), deal_points[seat])
            state.galloping[seat] = drawn
            state.reserve_galloping -= drawn
            pile -= START_TOKENS
        return state

    def keep(self, kept: np.ndarray) -> Races:
        """Only the races at the indices ``kept`` (the others finished)."""
        return Races(*(np.take(getattr(self, field.name), kept, axis=-1) for field in fields(self)))


#: draw(turn, rows) -> uniform points for the rows: (roll, flip, take, take from the rebuilt reserve, pay);
#: draw(-1, rows) deals the first tokens, seat i with the i-th
Draw = Callable[[int, np.ndarray], Sequence[np.ndarray]]
POINTS_PER_TURN = 5


def draw_galloping(galloping: np.ndarray, size: np.ndarray, count: np.ndarray, points: np.ndarray) -> np.ndarray:
    """How many galloping horses ``count`` tokens picked at random from a pile hold (hypergeometric, by point):
    how many of the running totals FLIP_TABLE[galloping, sleeping, count] the point reaches."""
    if len(count) == 0:
        return count
    first = ((galloping * (SLEEPING_TOKENS + 1) + size - galloping) * (MAX_BET + 1) + count) * (MAX_BET + 1)
    shown = np.zeros(len(count), dtype=np.int64)
    for k in range(int(count.max()) + 1):
        shown += FLIP_TOTALS[first + k] <= points
    return np.minimum(shown, np.minimum(count, galloping))


def play_turn(races: Races, seat: int, strategy: Strategy, points: Sequence[np.ndarray]) -> np.ndarray:
    """Seat ``seat`` plays one turn in every running race: choose by the strategy, roll, move, effect.

    Returns the galloping horses each flip showed (-1 where nothing was flipped).
    """
    roll_points, flip_points, take_points, rebuilt_take_points, pay_points = points
    square, tokens = races.squares[seat], races.tokens[seat]
    held = np.minimum(tokens, ENOUGH)
    outcome = _roll(tokens >= strategy.gallop_from, roll_points)
    new_square = OUTCOME_LANDING[outcome, square, held]
    effect = OUTCOME_EFFECT[outcome, held]
    shown = np.full(len(square), -1, dtype=np.int64)

    gain = np.flatnonzero(effect == GAIN)
    if len(gain):
        tokens[gain] += _take(races, gain, seat, OUTCOME_NUMBER[outcome[gain]], take_points[gain],
                              rebuilt_take_points[gain])
    pay = np.flatnonzero(effect == PAY)
    if len(pay):   # any of the player's tokens, into the reserve
        cost = OUTCOME_NUMBER[outcome[pay]]
        paid_g = draw_galloping(races.galloping[seat, pay], tokens[pay], cost, pay_points[pay])
        races.reserve[pay] += cost
        races.reserve_galloping[pay] += paid_g
        races.galloping[seat, pay] -= paid_g
        tokens[pay] -= cost
    jump = np.flatnonzero(effect == JUMP)
    if len(jump):  # a bet of the strategy's size: any of the player's tokens, flipped and discarded
        bet = tokens[jump] if strategy.bet is None else np.minimum(tokens[jump], strategy.bet)
        flipped = draw_galloping(races.galloping[seat, jump], tokens[jump], bet, flip_points[jump])
        races.galloping[seat, jump] -= flipped
        tokens[jump] -= bet
        races.discard_galloping[jump] += flipped
        races.discard_sleeping[jump] += bet - flipped
        failed = jump[flipped == 0]
        new_square[failed] = PUDDLE_TABLE[new_square[failed]]
        shown[jump] = flipped
    races.squares[seat] = new_square
    return shown


def _roll(red: np.ndarray, points: np.ndarray) -> np.ndarray:
    """The outcome each roll shows (blue's outcomes first, then red's): ``_pick`` of the colour's running
    totals, read from a grid of 2**12 cells in [0, 1) (``ROLL_GRID``) instead of searched."""
    cell = (points * GRID_CELLS).astype(np.int64) + red * GRID_CELLS
    return ROLL_GRID_FIRST[cell] + (ROLL_GRID_NEXT[cell] <= points)


def _take(races: Races, rows: np.ndarray, seat: int, count: np.ndarray, points: np.ndarray,
          rebuilt_points: np.ndarray) -> np.ndarray:
    """Seat ``seat`` takes ``count`` tokens from the reserve in races ``rows`` (the reserve rebuilt from the
    discard when it must give and is empty): how many it got."""
    reserve, reserve_g = races.reserve[rows], races.reserve_galloping[rows]
    taken = np.minimum(count, reserve)
    taken_g = draw_galloping(reserve_g, reserve, taken, points)
    races.reserve[rows] = reserve - taken
    races.reserve_galloping[rows] = reserve_g - taken_g
    races.galloping[seat, rows] += taken_g
    discard = races.discard_galloping[rows] + races.discard_sleeping[rows]
    refill = np.flatnonzero((taken < count) & (discard > 0))
    if len(refill):
        more_rows = rows[refill]
        rebuilt, rebuilt_g = discard[refill], races.discard_galloping[more_rows]
        races.discard_galloping[more_rows] = races.discard_sleeping[more_rows] = 0
        more = np.minimum(count[refill] - taken[refill], rebuilt)
        more_g = draw_galloping(rebuilt_g, rebuilt, more, rebuilt_points[refill])
        races.reserve[more_rows] = rebuilt - more
        races.reserve_galloping[more_rows] = rebuilt_g - more_g
        races.galloping[seat, more_rows] += more_g
        taken[refill] += more
    return taken


def numpy_draw(seed: int | None) -> Draw:
    """Uniform points in [0, 1) from numpy's generator, ``POINTS_PER_TURN`` for each of the given rows.

    A turn takes, pays or bets (never two of them), so those three share one fresh point: 3 numbers per
    row instead of 5, every point a turn uses still independent of the others."""
    generator = np.random.default_rng(seed)

    def draw(_turn: int, rows: np.ndarray):
        roll, effect, rebuilt = generator.random((3, len(rows)))
        return roll, effect, effect, rebuilt, effect
    return draw


def simulate(strategies: Sequence[Strategy], races: int, draw: Draw, max_rounds: int = 1000,
             record_flips: bool = False) -> dict:
    """Play ``races`` whole races at once, seat i following ``strategies[i]``; luck from ``draw``.

    With ``record_flips`` the result also has "flips": [race, turn] the galloping horses a flip showed
    (-1 in a turn without a flip).
    """
    seats = len(strategies)
    state = Races.start(races, seats, draw(-1, np.arange(races)))
    ends = state.keep(np.arange(races))       # every race's arrays (a copy), filled in as races end
    running = np.arange(races)
    rounds = np.zeros(races, dtype=np.int64)
    flips = []
    turn = 0
    while len(running) and turn < max_rounds * seats:
        seat = turn % seats
        shown = play_turn(state, seat, strategies[seat], draw(turn, running))
        if record_flips:
            column = np.full(races, -1, dtype=np.int64)
            column[running] = shown
            flips.append(column)
        turn += 1
        if seat == seats - 1:
            rounds[running] = turn // seats
            over = (state.squares == FINISH).any(axis=0)
            if over.any():
                _store(ends, running[over], state.keep(np.flatnonzero(over)))
                going = np.flatnonzero(~over)
                state, running = state.keep(going), running[going]
    _store(ends, running, state)
    finished = ~np.isin(np.arange(races), running)
    result = {"squares": ends.squares.T, "tokens": ends.tokens.T, "rounds": rounds, "finished": finished,
              "won": winners(ends.squares.T, ends.tokens.T, finished), "reserve": ends.reserve,
              "discard": np.stack([ends.discard_galloping, ends.discard_sleeping], axis=1)}
    if record_flips:
        result["flips"] = np.stack(flips, axis=1) if flips else np.full((races, 0), -1)
    return result


def _store(ends: Races, rows: np.ndarray, finished: Races) -> None:
    """Copy the arrays of the races ``rows`` (in the same order in ``finished``) into every race's arrays."""
    for field in fields(ends):
        getattr(ends, field.name)[..., rows] = getattr(finished, field.name)


def winners(squares: np.ndarray, tokens: np.ndarray, finished: np.ndarray) -> np.ndarray:
    """[race, seat] True for every winner: the furthest horse, then the most tokens, else a shared win."""
    furthest = squares == squares.max(axis=1, keepdims=True)
    tokens = np.where(furthest, tokens, -1)
    return furthest & (tokens == tokens.max(axis=1, keepdims=True)) & finished[:, None]


def share_statistics(won: np.ndarray) -> list[tuple[float, float]]:
    """Per seat: the mean of its win shares (1/k of a win shared by k) and their sample standard deviation."""
    shares = won / np.maximum(won.sum(axis=1, keepdims=True), 1)
    return [(float(column.mean()), float(column.std(ddof=1)) if len(column) > 1 else 0.0) for column in shares.T]


def play_in_chunks(strategies: Sequence[Strategy], races: int, seed: int | None, chunk: int,
                   progress: Callable[[int, int], None] | None) -> dict:
    """``races`` races in chunks of ``chunk`` (``progress(done, total)`` after each), seeded for repeatability."""
    parts = []
    done = 0
    for child in np.random.SeedSequence(seed).spawn(max(1, math.ceil(races / chunk))):
        size = min(chunk, races - done)
        if size <= 0:
            break
        parts.append(simulate(strategies, size, numpy_draw(child)))
        done += size
        if progress is not None:
            progress(done, races)
    return {name: np.concatenate([part[name] for part in parts])
            for name in ("squares", "tokens", "rounds", "finished", "won")}
