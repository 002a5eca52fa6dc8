"""Horse races in plain Python, fast: the strategy explorer's kernel where numpy is missing.

The same model as ``numpy_races.py``, one race at a time: the dice are rolled with one uniform number
each, turned into an outcome by walking the cumulative probabilities of the outcomes in the order the
rules list them; the tokens are played as at the table (the kernel knows how many galloping horses each
pile holds, and every take, payment and bet picks its tokens at random from its pile, one uniform number
each).  Everything a turn needs is looked up in tables made once from the rules' material.
``tests/test_horse_race_explorer.py`` plays the same races through the rules and checks that every race
ends identically, as it does for the numpy kernel.

    python_races.simulate(strategies, races, seed)   # -> the fields of explorer.Results, as lists
"""

from __future__ import annotations

import random
from bisect import bisect_right
from collections.abc import Callable, Sequence
from fractions import Fraction
from math import comb

from rulebook.horse_race.course import (
    DICE_COLOURS,
    FINISH,
    GALLOPING_TOKENS,
    LANDING,
    PUDDLE_BEHIND,
    ROLL_ODDS,
    START_TOKENS,
    SYMBOLS,
    TOTAL_TOKENS,
    effect_kind,
)
from rulebook.horse_race.players import Strategy

GAIN, PAY, BLANK, JUMP = range(4)
KIND_CODE = {"gain": GAIN, "pay": PAY, "blank": BLANK, "jump": JUMP}
#: POINTS(turn) -> (roll, flip, take, take from the rebuilt reserve, pay); POINTS(-1) deals the first tokens
Points = Callable[[int], Sequence[float]]


def cumulative(probabilities) -> list[float]:
    """Running totals added one by one in floating point, exactly as ``core.Rng.pick`` adds them."""
    totals, total = [], 0.0
    for probability in probabilities:
        total += float(probability)
        totals.append(total)
    return totals


def _roll_table(colour: str):
    """(cumulative odds, [(symbol index, kind, number)]) of the listed outcomes of the ``colour`` dice."""
    odds = ROLL_ODDS[colour]
    faces = [(SYMBOLS.index(symbol), KIND_CODE[effect_kind(face)[0]], effect_kind(face)[1]) for symbol, face, _ in odds]
    return cumulative([p for _, _, p in odds]), faces


ROLLS = [_roll_table(colour) for colour in DICE_COLOURS]           # 0 blue, 1 red
LANDS = [LANDING[colour] for colour in DICE_COLOURS]


def _drawn_table() -> list:
    """DRAWN[galloping][size][count]: cumulative chance of at most k galloping among ``count`` picked at random."""
    table = []
    for galloping in range(GALLOPING_TOKENS + 1):
        by_size = []
        for size in range(TOTAL_TOKENS + 1):
            sleeping = size - galloping
            by_count = []
            for count in range(size + 1):
                if sleeping < 0:
                    by_count.append(None)
                    continue
                whole = comb(size, count)
                by_count.append(cumulative(
                    Fraction(comb(galloping, k) * comb(sleeping, count - k), whole) if k <= galloping else 0
                    for k in range(count + 1)))
            by_size.append(by_count)
        table.append(by_size)
    return table


DRAWN = _drawn_table()


def draw_galloping(galloping: int, size: int, count: int, point: float) -> int:
    """How many galloping horses ``count`` tokens picked at random from a pile hold (the numpy kernel's rule)."""
    if count == 0:
        return 0
    shown = bisect_right(DRAWN[galloping][size][count], point)
    return min(shown, count, galloping)


def play_race(strategies: Sequence[Strategy], points: Points, max_rounds: int = 1000,
              flips: list | None = None) -> tuple[list[int], list[int], int, int, tuple[int, int], int]:
    """One race: (squares, tokens, reserve, rounds, discard, galloping in the reserve); ``flips`` (if given)
    collects, turn by turn, the galloping horses a flip showed (-1 where nothing was flipped)."""
    seats = len(strategies)
    squares, tokens, hand = [0] * seats, [START_TOKENS] * seats, [0] * seats
    reserve, reserve_g, discard_g, discard_s = TOTAL_TOKENS, GALLOPING_TOKENS, 0, 0
    deal = points(-1)
    for seat in range(seats):
        drawn = draw_galloping(reserve_g, reserve, START_TOKENS, deal[seat])
        hand[seat], reserve_g, reserve = drawn, reserve_g - drawn, reserve - START_TOKENS
    gallop_from = [strategy.gallop_from for strategy in strategies]
    bet_size = [strategy.bet for strategy in strategies]
    turn = 0
    for turn in range(max_rounds * seats):
        seat = turn % seats
        roll_point, flip_point, take_point, rebuilt_point, pay_point = points(turn)
        held, square, shown = tokens[seat], squares[seat], -1
        red = 1 if held >= gallop_from[seat] else 0
        cumulative, faces = ROLLS[red]
        symbol, kind, number = faces[min(bisect_right(cumulative, roll_point), len(faces) - 1)]
        landing = LANDS[red][square][symbol]
        if kind == GAIN:
            taken = min(number, reserve)
            taken_g = draw_galloping(reserve_g, reserve, taken, take_point)
            reserve, reserve_g, hand[seat] = reserve - taken, reserve_g - taken_g, hand[seat] + taken_g
            if taken < number and discard_g + discard_s:
                reserve, reserve_g, discard_g, discard_s = discard_g + discard_s, discard_g, 0, 0
                more = min(number - taken, reserve)
                more_g = draw_galloping(reserve_g, reserve, more, rebuilt_point)
                reserve, reserve_g, hand[seat] = reserve - more, reserve_g - more_g, hand[seat] + more_g
                taken += more
            tokens[seat], squares[seat] = held + taken, landing
        elif kind == BLANK:
            squares[seat] = landing
        elif kind == PAY:
            if held >= number:
                paid_g = draw_galloping(hand[seat], held, number, pay_point)
                reserve, reserve_g, hand[seat] = reserve + number, reserve_g + paid_g, hand[seat] - paid_g
                tokens[seat], squares[seat] = held - number, landing
        elif held:
            bet = held if bet_size[seat] is None else min(held, bet_size[seat])
            shown = draw_galloping(hand[seat], held, bet, flip_point)
            hand[seat] -= shown
            tokens[seat] = held - bet
            discard_g, discard_s = discard_g + shown, discard_s + bet - shown
            squares[seat] = landing if shown else PUDDLE_BEHIND[landing]
        if flips is not None:
            flips.append(shown)
        if seat == seats - 1 and FINISH in squares:
            break
    return squares, tokens, reserve, (turn + 1) // seats, (discard_g, discard_s), reserve_g


def winners(squares: Sequence[int], tokens: Sequence[int], finished: bool) -> list[bool]:
    """Every winner: the furthest horse, then the most tokens, else a shared win (none if unfinished)."""
    best = max(squares)
    most = max(held for square, held in zip(squares, tokens) if square == best)
    return [finished and square == best and held == most for square, held in zip(squares, tokens)]


def random_points(generator: random.Random) -> Points:
    """Fresh uniform numbers for every turn (the explorer's luck)."""
    draw = generator.random

    def points(_turn: int):
        return draw(), draw(), draw(), draw(), draw()
    return points


def simulate(strategies: Sequence[Strategy], races: int, seed: int | None = 0,
             progress: Callable[[int, int], None] | None = None, max_rounds: int = 1000) -> dict:
    """Play ``races`` races (seat i following ``strategies[i]``): the fields of ``explorer.Results``, as lists."""
    generator = random.Random(seed)
    points = random_points(generator)
    fields: dict[str, list] = {name: [] for name in ("squares", "tokens", "rounds", "finished", "won", "reserve",
                                                     "discard")}
    step = max(1, races // 20)
    for done in range(1, races + 1):
        squares, tokens, reserve, rounds, discard, _ = play_race(strategies, points, max_rounds)
        finished = FINISH in squares
        for name, value in (("squares", squares), ("tokens", tokens), ("rounds", rounds), ("finished", finished),
                            ("won", winners(squares, tokens, finished)), ("reserve", reserve),
                            ("discard", discard)):
            fields[name].append(value)
        if progress is not None and (done % step == 0 or done == races):
            progress(done, races)
    return fields
