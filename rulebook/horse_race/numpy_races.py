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
from dataclasses import dataclass
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
from rulebook.horse_race.python_races import BLANK, GAIN, JUMP, KIND_CODE, PAY

MAX_BET = TOTAL_TOKENS


# ================================================================ tables from the rules' material
def _cumulative(probabilities: Sequence[Fraction]) -> np.ndarray:
    """Running totals added one by one in floating point, exactly as ``core.Rng.pick`` adds them (the
    plain-Python kernel's own, as an array)."""
    return np.array(python_races.cumulative(probabilities))


def _roll_tables():
    """Per dice colour: cumulative odds, symbol index, effect kind and number of every listed outcome."""
    tables = {}
    for colour in DICE_COLOURS:
        odds = ROLL_ODDS[colour]
        kinds = [effect_kind(face) for _, face, _ in odds]
        tables[colour] = (_cumulative([p for _, _, p in odds]),
                          np.array([SYMBOLS.index(symbol) for symbol, _, _ in odds]),
                          np.array([KIND_CODE[kind] for kind, _ in kinds]),
                          np.array([number for _, number in kinds]))
    return tables


ROLL_TABLES = _roll_tables()
LANDING_TABLE = np.array([LANDING[colour] for colour in DICE_COLOURS])       # [colour, square, symbol]
PUDDLE_TABLE = np.array(PUDDLE_BEHIND)


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


def _pick(cumulative: np.ndarray, points: np.ndarray) -> np.ndarray:
    """The outcome index ``Rng.pick`` chooses for each point: the first running total above it, else the last."""
    return np.minimum(np.searchsorted(cumulative, points, side="right"), len(cumulative) - 1)


# ================================================================ the kernel
@dataclass
class Races:
    """The arrays of many races at once (one row per race, one column per seat)."""

    squares: np.ndarray
    tokens: np.ndarray
    reserve: np.ndarray
    discard_galloping: np.ndarray
    discard_sleeping: np.ndarray
    reserve_galloping: np.ndarray      # the real faces, which the rules never know
    galloping: np.ndarray              # [race, seat]: galloping horses among each seat's tokens

    @classmethod
    def start(cls, races: int, seats: int, deal_points: Sequence[np.ndarray]) -> Races:
        """EN 'Game set-up': the mixed reserve; each seat takes 2 tokens from it (``deal_points[seat]``)."""
        state = cls(np.zeros((races, seats), dtype=np.int64),
                    np.full((races, seats), START_TOKENS, dtype=np.int64),
                    np.full(races, TOTAL_TOKENS - START_TOKENS * seats, dtype=np.int64),
                    np.zeros(races, dtype=np.int64), np.zeros(races, dtype=np.int64),
                    np.full(races, GALLOPING_TOKENS, dtype=np.int64), np.zeros((races, seats), dtype=np.int64))
        pile = np.full(races, TOTAL_TOKENS, dtype=np.int64)
        for seat in range(seats):
            drawn = draw_galloping(state.reserve_galloping, pile, np.full(races, START_TOKENS), deal_points[seat])
            state.galloping[:, seat] = drawn
            state.reserve_galloping -= drawn
            pile -= START_TOKENS
        return state


#: draw(turn, rows) -> uniform points for the rows: (roll, flip, take, take from the rebuilt reserve, pay);
#: draw(-1, rows) deals the first tokens, seat i with the i-th
Draw = Callable[[int, np.ndarray], Sequence[np.ndarray]]
POINTS_PER_TURN = 5


def draw_galloping(galloping: np.ndarray, size: np.ndarray, count: np.ndarray, points: np.ndarray) -> np.ndarray:
    """How many galloping horses ``count`` tokens picked at random from a pile hold (hypergeometric, by point)."""
    cumulative = FLIP_TABLE[galloping, size - galloping, count]
    shown = (cumulative <= points[:, None]).sum(axis=1)
    return np.where(count > 0, np.minimum(shown, np.minimum(count, galloping)), 0)


def play_turn(races: Races, rows: np.ndarray, seat: int, strategy: Strategy, points: Sequence[np.ndarray]
              ) -> np.ndarray:
    """Seat ``seat`` plays one turn in the races ``rows``: choose by the strategy, roll, move, effect.

    Returns the galloping horses each flip showed (-1 where nothing was flipped).
    """
    roll_points, flip_points, take_points, rebuilt_take_points, pay_points = points
    square = races.squares[rows, seat]
    tokens = races.tokens[rows, seat]
    hand_g = races.galloping[rows, seat]
    reserve = races.reserve[rows]
    reserve_g = races.reserve_galloping[rows]
    discard_g, discard_s = races.discard_galloping[rows], races.discard_sleeping[rows]
    red = tokens >= strategy.gallop_from

    # the roll: one outcome of the chosen colour's list, picked by its point
    symbol = np.empty_like(square)
    kind = np.empty_like(square)
    number = np.empty_like(square)
    for colour_index, colour in enumerate(DICE_COLOURS):
        chosen = red if colour_index else ~red
        cumulative, symbols, kinds, numbers = ROLL_TABLES[colour]
        outcome = _pick(cumulative, roll_points[chosen])
        symbol[chosen], kind[chosen], number[chosen] = symbols[outcome], kinds[outcome], numbers[outcome]
    landing = LANDING_TABLE[red.astype(np.int64), square, symbol]

    # blue: move and take tokens (the reserve rebuilt from the discard when it must give and is empty)
    gain = kind == GAIN
    taken = np.minimum(number, reserve) * gain
    taken_g = draw_galloping(reserve_g, reserve, taken, take_points)
    reserve, reserve_g, hand_g = reserve - taken, reserve_g - taken_g, hand_g + taken_g
    refill = gain & (taken < number) & (discard_g + discard_s > 0)
    reserve = np.where(refill, discard_g + discard_s, reserve)
    reserve_g = np.where(refill, discard_g, reserve_g)
    discard_g, discard_s = np.where(refill, 0, discard_g), np.where(refill, 0, discard_s)
    more = np.minimum(number - taken, reserve) * refill
    more_g = draw_galloping(reserve_g, reserve, more, rebuilt_take_points)
    taken, reserve, reserve_g, hand_g = taken + more, reserve - more, reserve_g - more_g, hand_g + more_g

    # red: pay the cost if possible (any of the player's tokens, into the reserve), else the move is cancelled
    pay = (kind == PAY) & (tokens >= number)
    paid = number * pay
    paid_g = draw_galloping(hand_g, tokens, paid, pay_points)
    reserve, reserve_g, hand_g = reserve + paid, reserve_g + paid_g, hand_g - paid_g

    # red: the jump, with a bet of the strategy's size (none possible: cancelled): any of the player's tokens
    jump = (kind == JUMP) & (tokens > 0)
    bet = tokens if strategy.bet is None else np.minimum(tokens, strategy.bet)
    bet = bet * jump
    shown = draw_galloping(hand_g, tokens, bet, flip_points)
    hand_g = hand_g - shown
    failed = jump & (shown == 0)

    moves = gain | pay | (kind == BLANK) | jump
    new_square = np.where(moves, landing, square)
    new_square = np.where(failed, PUDDLE_TABLE[landing], new_square)
    races.squares[rows, seat] = new_square
    races.tokens[rows, seat] = tokens + taken - paid - bet
    races.galloping[rows, seat] = hand_g
    races.reserve[rows] = reserve
    races.reserve_galloping[rows] = reserve_g
    races.discard_galloping[rows] = discard_g + shown
    races.discard_sleeping[rows] = discard_s + (bet - shown)
    return np.where(jump, shown, -1)


def numpy_draw(seed: int | None) -> Draw:
    """Uniform points in [0, 1) from numpy's generator, ``POINTS_PER_TURN`` for each of the given rows."""
    generator = np.random.default_rng(seed)

    def draw(_turn: int, rows: np.ndarray):
        return generator.random((POINTS_PER_TURN, len(rows)))
    return draw


def simulate(strategies: Sequence[Strategy], races: int, draw: Draw, max_rounds: int = 1000,
             record_flips: bool = False) -> dict:
    """Play ``races`` whole races at once, seat i following ``strategies[i]``; luck from ``draw``.

    With ``record_flips`` the result also has "flips": [race, turn] the galloping horses a flip showed
    (-1 in a turn without a flip).
    """
    seats = len(strategies)
    state = Races.start(races, seats, draw(-1, np.arange(races)))
    running = np.arange(races)
    rounds = np.zeros(races, dtype=np.int64)
    flips = []
    turn = 0
    while len(running) and turn < max_rounds * seats:
        seat = turn % seats
        shown = play_turn(state, running, seat, strategies[seat], draw(turn, running))
        if record_flips:
            column = np.full(races, -1, dtype=np.int64)
            column[running] = shown
            flips.append(column)
        turn += 1
        if seat == seats - 1:
            rounds[running] = turn // seats
            over = (state.squares[running] == FINISH).any(axis=1)
            running = running[~over]
    finished = ~np.isin(np.arange(races), running)
    result = {"squares": state.squares, "tokens": state.tokens, "rounds": rounds, "finished": finished,
              "won": winners(state.squares, state.tokens, finished), "reserve": state.reserve,
              "discard": np.stack([state.discard_galloping, state.discard_sleeping], axis=1)}
    if record_flips:
        result["flips"] = np.stack(flips, axis=1) if flips else np.full((races, 0), -1)
    return result


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
