"""The horse race's exercises (issue 21): every prediction agrees with the rules, checked independently.

Each test plays the exercise's moves on its own position (or counts the tokens by hand) and compares the
result with the answer the exercise computed; the contract every exercise meets lives in test_lessons.py.
"""

from __future__ import annotations

import json
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest

from rulebook import horse_race, lessons
from rulebook.horse_race.course import FINISH, GALLOPING_TOKENS, SLEEPING_TOKENS, TOTAL_TOKENS, square_name

NOTEBOOKS = Path(__file__).resolve().parents[1] / "notebooks" / "horse-race"


def task(name: str) -> lessons.Exercise:
    return horse_race.EXERCISES[name]


def answer(name: str) -> str:
    return task(name).answers()[0]


def then_played(name: str) -> horse_race.Game:
    """The exercise's position with its moves played, as the board shows it after the answer."""
    game = task(name).new_game()
    for notation in task(name).then:
        game.play(notation)
    return game


def percent(chance: Fraction) -> str:
    return f"{round(float(chance) * 100)}%"


def flip_chance(game: horse_race.Game, galloping: int) -> Fraction:
    """The chance of a flip showing ``galloping`` galloping horses, read from the game's chance point."""
    return sum((chance for move, chance in game.chance_odds() if move.data[1] == galloping), Fraction(0))


# ================================================================ every exercise
def test_every_prediction_is_shown_by_moves_the_board_can_play():
    """Issue 21, 'predict, then see': the moves played after the answer are legal in the exercise's position."""
    for name, exercise in horse_race.EXERCISES.items():
        if exercise.kind == lessons.PREDICT:
            then_played(name)      # raises IllegalMove if a move cannot be played


def test_every_exercise_is_on_its_notebook():
    """Issue 21: every exercise opens from a cell after the '## Exercises' heading of one notebook."""
    cells = []
    for path in sorted(NOTEBOOKS.glob("0[1-7]-*.ipynb")):
        sources = ["".join(cell["source"]) for cell in json.loads(path.read_text("utf-8"))["cells"]]
        heading = next(index for index, source in enumerate(sources) if source.startswith("## Exercises"))
        cells += sources[heading + 1:]
    shown = [name for name in horse_race.EXERCISES for source in cells
             if f'HorseRaceBoard.exercise("{name}")' in source]
    assert sorted(shown) == sorted(horse_race.EXERCISES)


# ================================================================ notebook 1
def test_setup_tokens_is_the_share_of_galloping_horses():
    """Horse race, EN, 'Game set-up': tokens are taken without looking, so one of them gallops with the
    chance 16 in 24 (the assumed tokens) — the flip of a bet of 1 says the same."""
    assert answer("setup-tokens") == percent(Fraction(GALLOPING_TOKENS, TOTAL_TOKENS)) == "67%"
    game = task("setup-tokens").new_game()
    for notation in ("gallop", "roll red: boot, jump", "bet 1"):
        game.play(notation)
    assert percent(flip_chance(game, 1)) == answer("setup-tokens")


# ================================================================ notebook 2
def test_trot_landing_is_the_first_helmet():
    """Horse race, EN, 'Blue dice: slow and steady': the horse goes to the next square with the symbol."""
    game = then_played("trot-landing")
    assert horse_race.COURSE[:3] == ("boot", "ribbon", "helmet")
    assert game.state.squares[0] == 3 and answer("trot-landing") == square_name(3)


def test_trot_puddle_passes_over_the_puddle():
    """Horse race, EN, 'How to play': puddles show no symbol, so movement passes over them (8 → 10)."""
    game = then_played("trot-puddle")
    assert game.state.squares[0] == 10 and answer("trot-puddle") == "square 10"


# ================================================================ notebook 3
def test_gallop_landing_skips_the_first_ribbon():
    """Horse race, EN, 'Red dice: full speed ahead': the red dice go on to the second square with the symbol."""
    game = then_played("gallop-landing")
    assert game.state.squares[0] == 4 and answer("gallop-landing") == "square 4"


def test_gallop_near_finish_crosses_the_line():
    """Horse race, EN, 'Red dice: full speed ahead' (and the assumed finish): with one helmet left the red
    dice take the horse past the finish line."""
    game = then_played("gallop-near-finish")
    assert horse_race.COURSE[33:].count("helmet") == 1
    assert game.state.squares[0] == FINISH and answer("gallop-near-finish") == "past the finish line"


# ================================================================ notebook 4
def test_cost_cannot_pay_sends_the_horse_back():
    """Horse race, EN, 'Red dice: full speed ahead', NB: a −2 with one token cancels the move."""
    game = then_played("cost-cannot-pay")
    assert game.state.squares[0] == 5 and game.state.tokens[0] == 1
    assert answer("cost-cannot-pay") == "square 5"


def test_cost_risk_counts_the_rolls_that_cancel():
    """Horse race, EN, 'Red dice: full speed ahead', NB: with one token only the −2 (1 face of 6) cancels."""
    game = task("cost-risk").new_game()
    cancelled = Fraction(0)
    for move, chance in game.chance_odds():
        after = horse_race.Game.from_position(game.position(), auto_chance=False)
        after.play(move.notation)
        cancelled += chance if after.state.squares[0] == game.state.squares[0] else 0
    assert cancelled == Fraction(1, 6) and answer("cost-risk") == percent(cancelled)


# ================================================================ notebook 5
def test_jump_odds_with_two_tokens():
    """Horse race, EN, 'Red dice: full speed ahead': a jump fails only when every token bet sleeps;
    two unseen tokens both sleep with the chance C(8, 2) / C(24, 2)."""
    game = then_played("jump-odds")
    game.play("bet 2")
    both_sleep = Fraction(comb(SLEEPING_TOKENS, 2), comb(TOTAL_TOKENS, 2))
    assert flip_chance(game, 0) == both_sleep
    assert answer("jump-odds") == percent(1 - both_sleep) == "90%"


def test_jump_fail_start_goes_back_to_the_start():
    """Horse race, EN, 'Red dice: full speed ahead': before any puddle a failed jump goes back to the start."""
    game = then_played("jump-fail-start")
    assert game.state.squares[0] == 0 and answer("jump-fail-start") == "the start"


def test_jump_fail_puddle_counts_from_the_landing():
    """Horse race, EN, 'Red dice: full speed ahead' and the rule note 'puddle-behind-landing': back to the
    puddle behind the square the horse landed on (12 → 9)."""
    game = then_played("jump-fail-puddle")
    assert game.state.squares[0] == 9 and answer("jump-fail-puddle") == "square 9"


# ================================================================ notebook 6
def test_reserve_refill_keeps_the_rest_of_the_discard():
    """Horse race, EN, 'How to play': the empty reserve is rebuilt from the 5 discarded tokens; 2 are taken."""
    game = then_played("reserve-refill")
    assert game.state.reserve == 3 and game.state.discard == (0, 0)
    assert answer("reserve-refill") == "3"


def test_reserve_both_empty_gains_nothing():
    """Horse race, EN, 'How to play', the rare case: with the reserve and the discard empty nothing is gained."""
    game = then_played("reserve-both-empty")
    assert game.state.tokens[0] == 6 and answer("reserve-both-empty") == "6"


def test_reserve_galloping_cannot_fail():
    """Horse race, EN, 'How to play': tokens taken from a reserve rebuilt of galloping horses all gallop."""
    game = then_played("reserve-galloping")
    game.play("bet 1")
    assert flip_chance(game, 1) == 1 and answer("reserve-galloping") == "100%"


# ================================================================ notebook 7
def test_end_round_lets_purple_play():
    """Horse race, EN, 'End of the game': after Green crosses, the round is completed — Purple plays."""
    game = then_played("end-round")
    assert game.outcome is None and game.to_move == "purple" and answer("end-round") == "Purple"


def test_end_tie_goes_to_the_most_tokens():
    """Horse race, EN, 'End of the game': both past the line, so Green's 4 tokens beat Yellow's 1."""
    game = task("end-tie").new_game()
    for notation in horse_race.EXAMPLES["tie-break"].moves:
        game.play(notation)
    assert game.outcome.winners == ("green",) and game.state.tokens == (1, 4)
    assert answer("end-tie") == "Green"


@pytest.mark.parametrize(("name", "move"), [("setup-energy", "trot"), ("gallop-to-finish", "gallop"),
                                            ("cost-safe", "trot"), ("jump-bet", "bet 3"),
                                            ("reserve-sleeping", "bet 3"), ("end-win-alone", "trot")])
def test_each_find_exercise_has_the_one_answer_the_notebooks_teach(name, move):
    """Horse race, EN, 'Blue dice', 'Red dice', 'How to play', 'End of the game': the decisions the
    notebooks explain (trot earns, red dice reach further, the smallest safe bet, tokens break a tie)."""
    assert task(name).answers() == (move,)
