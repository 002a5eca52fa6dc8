"""The horse race's rules section by section (Horse race, EN, rulebook headings), plus the Rule notes.

Course used (rulebook/data/horse_race.json, assumed): squares 1-8 boot ribbon helmet ribbon boot helmet
helmet boot, 9 puddle, 10-17 ribbon boot ribbon helmet boot ribbon helmet boot, 18 puddle, 19-26 helmet
ribbon boot boot helmet ribbon helmet ribbon, 27 puddle, 28-36 boot helmet ribbon ribbon boot helmet boot
ribbon helmet; 24 tokens (16 galloping, 8 sleeping).
"""

from __future__ import annotations

import re
from collections import Counter
from fractions import Fraction
from pathlib import Path

import pytest
from horse_race_helpers import check_invariants, game_at, notations, played

from rulebook import horse_race
from rulebook.core import CHANCE, GreedyPlayer, IllegalMove, InvalidPosition, RandomPlayer, play_out
from rulebook.horse_race import RULE_NOTES, Strategy, StrategyPlayer, jump_chance
from rulebook.horse_race.course import FINISH, PUDDLES, START, effect_kind, landing
from rulebook.horse_race.examples import EXAMPLES, build_position


def test_the_material_is_read_from_the_data_file():
    """Horse race, EN, 'Game set-up' and the facts file: a course of 36 squares with puddles on 9, 18, 27,
    4 dice, 24 energy tokens (16 galloping, 8 sleeping) — assumed values, each with a note."""
    data = horse_race.DATA
    for key in ("course", "movement_die", "blue_effect_die", "red_effect_die", "tokens", "players"):
        assert data[key]["assumed"] is True and data[key]["note"]
    assert len(horse_race.COURSE) == 36 and PUDDLES == (9, 18, 27) and FINISH == 37
    assert {symbol: horse_race.COURSE.count(symbol) for symbol in horse_race.SYMBOLS} == \
        {"boot": 11, "ribbon": 11, "helmet": 11}
    assert horse_race.TOTAL_TOKENS == 24 and data["start_tokens"]["assumed"] is False


# ================================================================ set-up
@pytest.mark.parametrize("players", [2, 3, 4])
def test_set_up(players):
    """Horse race, EN, 'Game set-up': the reserve of all other tokens carrot side up, 2 unseen tokens
    each, every horse on the start; the youngest (first seat) begins."""
    game = horse_race.new_game(seed=1, players=players)
    state = game.state
    assert state.players == horse_race.ALL_PLAYERS[:players]
    assert state.squares == (START,) * players and state.tokens == (2,) * players
    assert state.reserve == 24 - 2 * players and state.discard == (0, 0)
    assert game.to_move == "yellow" and notations(game) == ["trot", "gallop"]
    check_invariants(state)


@pytest.mark.parametrize("players", [1, 5, True, "4"])
def test_two_to_four_players(players):
    """Horse race, EN, title page: 2 to 4 players."""
    with pytest.raises(ValueError, match="2 to 4 players"):
        horse_race.new_game(seed=1, players=players)


def test_youngest_begins_as_first_seat():
    """Horse race, EN, 'How to play'. Rule note: the rules cannot know ages, so the first seat begins."""
    assert "youngest-begins" in RULE_NOTES
    assert all(horse_race.new_game(seed=seed, players=3).to_move == "yellow" for seed in range(5))


def test_play_goes_on_clockwise():
    """Horse race, EN, 'How to play': then the game continues in a clockwise direction (seat order)."""
    game = game_at(3)
    order = []
    for _ in range(4):
        order.append(game.to_move)
        played(game, "trot", "roll blue: boot, +1")
    assert order == ["yellow", "green", "purple", "yellow"]


# ================================================================ the turn
def test_choose_the_dice_then_roll_both():
    """Horse race, EN, 'How to play': choose blue (trot) or red (gallop); both dice of that colour are rolled
    — a decision, then a chance point listing every combination of faces with its exact probability."""
    game = game_at()
    assert [m.clicks for m in game.legal_moves()] == [("button:trot",), ("button:gallop",)]
    game.play("trot")
    assert game.to_move == CHANCE
    odds = game.chance_odds()
    assert len(odds) == 9 and all(p == Fraction(1, 9) for _, p in odds)
    assert odds[0][0].notation == "roll blue: boot, +1"
    game.undo()
    game.play("gallop")
    odds = {m.notation: p for m, p in game.chance_odds()}
    assert len(odds) == 12 and sum(odds.values()) == 1
    assert odds["roll red: boot, blank"] == Fraction(1, 9) and odds["roll red: boot, -2"] == Fraction(1, 18)
    assert odds["roll red: helmet, jump"] == Fraction(1, 9)


def test_the_session_rolls_by_itself_and_records_the_roll():
    """Dice are chance points resolved from the seeded generator and recorded like moves."""
    game = horse_race.new_game(seed=11)
    game.play("trot")
    assert game.to_move == "green"
    assert game.history[-1].notation.startswith("roll blue: ")
    again = horse_race.Game.from_record(game.to_record())
    assert again.position() == game.position()


def test_blue_moves_to_the_next_square_with_the_symbol():
    """Horse race, EN, 'Blue dice: slow and steady': to the next square with a boot, ribbon or helmet."""
    game = played(game_at(), "trot", "roll blue: helmet, +1")
    assert game.state.squares[0] == 3
    game = played(game_at(horses={"yellow": 3}), "trot", "roll blue: helmet, +1")
    assert game.state.squares[0] == 6


def test_red_skips_the_first_matching_square():
    """Horse race, EN, 'Red dice: full speed ahead': to the second square with the symbol, skipping the first
    (worked statement: ribbons on 2 and 4, so red goes to 4)."""
    example = EXAMPLES["red-skips-first"]
    game = horse_race.Game.from_position(example.start, auto_chance=False)
    played(game, *example.moves)
    assert game.state.squares[0] == 4 == landing(START, "red", "ribbon")
    assert landing(START, "blue", "ribbon") == 2


def test_puddles_never_count():
    """Horse race, EN, 'How to play': puddles have no symbol; horses ignore them (worked statement)."""
    example = EXAMPLES["puddles-never-count"]
    game = played(horse_race.Game.from_position(example.start, auto_chance=False), *example.moves)
    assert game.state.squares[0] == 10          # square 9 is a puddle, 10 the next ribbon
    for colour in ("blue", "red"):
        for square in range(FINISH):
            for symbol in horse_race.SYMBOLS:
                assert landing(square, colour, symbol) not in PUDDLES


def test_several_horses_on_one_square():
    """Horse race, EN, 'How to play': several horses can be on the same square."""
    game = played(game_at(), "trot", "roll blue: boot, +1", "trot", "roll blue: boot, +1")
    assert game.state.squares == (1, 1)


def test_movement_first_then_effect():
    """Horse race, EN, 'How to play': 1/ movement die 2/ effect die — the jump is made from the new square."""
    game = played(game_at(), "gallop", "roll red: boot, jump")
    assert game.state.squares[0] == 5 and game.state.phase == "bet"


def test_no_square_left_ahead_crosses_the_finish_line():
    """Facts (assumed, data 'beyond_the_course'): with no square of the symbol left ahead the horse crosses."""
    assert landing(35, "blue", "ribbon") == FINISH and landing(34, "red", "helmet") == FINISH
    assert landing(33, "red", "helmet") == FINISH and landing(32, "red", "boot") == FINISH
    assert landing(31, "red", "helmet") == 36
    assert "finish-beyond-course" in RULE_NOTES


# ================================================================ energy
@pytest.mark.parametrize("face, gained", [("+1", 1), ("+2", 2), ("+3", 3)])
def test_blue_effect_gains_tokens_from_the_reserve(face, gained):
    """Horse race, EN, 'Blue dice: slow and steady': take 1, 2 or 3 tokens from the reserve, unseen."""
    game = played(game_at(), "trot", f"roll blue: ribbon, {face}")
    assert game.state.tokens[0] == 2 + gained and game.state.reserve == 20 - gained
    check_invariants(game.state)


def test_red_blank_face_has_no_constraint():
    """Horse race, EN, 'Red dice: full speed ahead': blank face, no constraints."""
    game = played(game_at(tokens={"yellow": 0}), "gallop", "roll red: helmet, blank")
    assert game.state.squares[0] == 6 and game.state.tokens[0] == 0


@pytest.mark.parametrize("cost", [1, 2])
def test_red_cost_is_paid_back_into_the_reserve(cost):
    """Horse race, EN, 'Red dice: full speed ahead': discard 1 or 2 tokens in the reserve to move on."""
    game = played(game_at(tokens={"yellow": 3}), "gallop", f"roll red: boot, -{cost}")
    state = game.state
    assert state.squares[0] == 5 and state.tokens[0] == 3 - cost and state.reserve == 19 + cost
    assert state.discard == (0, 0)


def test_minus_two_with_one_token_cancels_the_move():
    """Horse race, EN, 'Red dice: full speed ahead', NB (worked statement): a -2 with only one token cancels
    the move; the horse turns round to the square it came from. Rule note: nothing is paid."""
    example = EXAMPLES["cannot-pay"]
    game = horse_race.Game.from_position(example.start, auto_chance=False)
    move = game.legal_moves()[[m.notation for m in game.legal_moves()].index(example.moves[0])]
    assert "cancelled" in move.label and move.path == ("square:5", "square:11", "square:5")
    played(game, *example.moves)
    assert game.state.squares[0] == 5 and game.state.tokens[0] == 1 and game.to_move == "green"
    assert "pay-all-or-nothing" in RULE_NOTES


def test_a_horse_with_more_tokens_than_the_board_has_bet_buttons_bets_the_most_on_one_shared_button():
    """Horse race, EN, 'Red dice: full speed ahead': every bet from 1 to all tokens stays legal.  The board has
    room for 12 bet buttons, so a horse with more tokens bets 12 and up with the last one (its chooser lists
    them); with 12 tokens or fewer each bet keeps its own button."""
    game = played(game_at(tokens={"yellow": 17}), "gallop", "roll red: ribbon, jump")
    assert notations(game) == [f"bet {bet}" for bet in range(1, 18)]
    clicks = [move.clicks for move in game.legal_moves()]
    assert clicks[:11] == [(f"bet:{bet}",) for bet in range(1, 12)] and set(clicks[11:]) == {("bet:12+",)}
    assert game.notation_for_clicks(game.state, ["bet:12+"]) is None    # several bets: no one notation
    game.play("bet 15")
    assert game.history[-1].notation == "bet 15"
    twelve = played(game_at(tokens={"yellow": 12}), "gallop", "roll red: ribbon, jump")
    assert [move.clicks for move in twelve.legal_moves()] == [(f"bet:{bet}",) for bet in range(1, 13)]


def test_minus_one_with_no_token_cancels_the_move():
    """Horse race, EN, 'Red dice: full speed ahead', NB: not enough tokens to pay, the move is cancelled."""
    game = played(game_at(horses={"yellow": 12}, tokens={"yellow": 0}), "gallop", "roll red: ribbon, -1")
    assert game.state.squares[0] == 12


# ================================================================ the obstacle jump
def test_jump_asks_for_a_bet_of_one_to_all_tokens():
    """Horse race, EN, 'Red dice: full speed ahead': bet a number of your tokens, at least 1."""
    game = played(game_at(tokens={"yellow": 3}), "gallop", "roll red: ribbon, jump")
    assert game.to_move == "yellow" and notations(game) == ["bet 1", "bet 2", "bet 3"]
    assert [m.clicks for m in game.legal_moves()] == [("bet:1",), ("bet:2",), ("bet:3",)]
    assert "bet 0" not in notations(game)
    with pytest.raises(IllegalMove, match="at least 1"):
        game.play("bet 0")
    with pytest.raises(IllegalMove, match="only 3 tokens"):
        game.play("bet 4")


def test_jump_without_tokens_cancels_the_move():
    """Horse race, EN, 'Red dice: full speed ahead', NB: no token to bet (minimum 1): the move is cancelled."""
    game = played(game_at(horses={"yellow": 4}, tokens={"yellow": 0}), "gallop", "roll red: helmet, jump")
    assert game.state.squares[0] == 4 and game.to_move == "green"


def test_flip_odds_are_hypergeometric_over_the_unseen_tokens():
    """The bet tokens are drawn from every unseen token (16 galloping, 8 sleeping at the start)."""
    game = played(game_at(tokens={"yellow": 3}), "gallop", "roll red: ribbon, jump", "bet 2")
    odds = {m.notation: p for m, p in game.chance_odds()}
    assert odds == {"flip: 0 galloping, 2 sleeping": Fraction(8 * 7, 24 * 23),
                    "flip: 1 galloping, 1 sleeping": Fraction(2 * 16 * 8, 24 * 23),
                    "flip: 2 galloping, 0 sleeping": Fraction(16 * 15, 24 * 23)}
    assert sum(odds.values()) == 1


def test_exact_chance_of_a_successful_jump_for_each_bet():
    """The board shows 1 - C(sleeping, n) / C(unseen, n): betting more is safer."""
    state = game_at(tokens={"yellow": 4}).state
    chances = [jump_chance(state, bet) for bet in range(1, 5)]
    assert chances[0] == Fraction(2, 3) and chances[1] == 1 - Fraction(8 * 7, 24 * 23)
    assert chances == sorted(chances) and chances[-1] < 1
    seen = game_at(tokens={"yellow": 4}, discard=(0, 8), reserve=10).state     # every sleeping horse is seen
    assert jump_chance(seen, 1) == 1


def test_a_galloping_horse_makes_the_jump_succeed():
    """Horse race, EN, 'Red dice: full speed ahead': one or more galloping horses, the horse stays; every bet
    token is discarded face up."""
    game = played(game_at(tokens={"yellow": 3}), "gallop", "roll red: ribbon, jump", "bet 2",
                  "flip: 1 galloping, 1 sleeping")
    state = game.state
    assert state.squares[0] == 4 and state.tokens[0] == 1 and state.discard == (1, 1)
    check_invariants(state)


def test_failed_jump_goes_back_to_the_nearest_puddle():
    """Horse race, EN, 'Red dice: full speed ahead': only sleeping horses, back to the nearest puddle."""
    game = played(game_at(horses={"yellow": 20}, tokens={"yellow": 2}), "gallop", "roll red: boot, jump",
                  "bet 1", "flip: 0 galloping, 1 sleeping")
    assert game.state.squares[0] == 18 and game.state.discard == (0, 1) and game.state.tokens[0] == 1


def test_failed_jump_before_any_puddle_returns_to_the_start():
    """Horse race, EN, 'Red dice: full speed ahead' (worked statement): no puddle crossed yet, back to start."""
    example = EXAMPLES["failed-jump-to-start"]
    game = played(horse_race.Game.from_position(example.start, auto_chance=False), *example.moves)
    assert game.state.squares[0] == START and game.state.tokens[0] == 0 and game.state.discard == (0, 1)


def test_failed_jump_may_land_on_a_puddle_passed_in_the_same_move():
    """Rule note 'puddle-behind-landing': the nearest puddle behind the landing square, even one just passed."""
    game = played(game_at(horses={"yellow": 8}, tokens={"yellow": 1}), "gallop", "roll red: ribbon, jump",
                  "bet 1", "flip: 0 galloping, 1 sleeping")
    assert game.state.squares[0] == 9
    assert "puddle-behind-landing" in RULE_NOTES


def test_failed_jump_past_the_line_goes_back_and_has_not_crossed():
    """Rule note 'effect-after-finish': a horse that crossed still obeys its effect die."""
    game = played(game_at(horses={"yellow": 34}), "gallop", "roll red: helmet, jump")
    assert game.state.squares[0] == FINISH and game.to_move == "yellow"
    played(game, "bet 1", "flip: 0 galloping, 1 sleeping")
    assert game.state.squares[0] == 27 and "effect-after-finish" in RULE_NOTES


# ================================================================ the reserve
def test_reserve_refilled_from_the_discard():
    """Horse race, EN, 'How to play' (worked statement): an empty reserve is rebuilt from the discarded
    tokens, turned carrot side up and shuffled. Rule note: when a token must be taken."""
    example = EXAMPLES["reserve-refill"]
    game = horse_race.Game.from_position(example.start, auto_chance=False)
    played(game, *example.moves)
    state = game.state
    assert state.tokens[0] == 11 and state.reserve == 3 and state.discard == (0, 0)
    assert horse_race.unseen_tokens(state) == (16, 8)
    assert "refill-when-needed" in RULE_NOTES


def test_refill_in_the_middle_of_a_gain():
    """Two tokens left in the reserve and +3: take 2, rebuild the reserve from the discard, take the third."""
    assert horse_race.take_tokens(3, 2, (4, 1)) == (3, 4, (0, 0))
    assert horse_race.take_tokens(2, 5, (4, 1)) == (2, 3, (4, 1))      # not rebuilt while not needed


def test_discard_stays_face_up_until_the_reserve_is_needed():
    """Rule note 'refill-when-needed': paying into an empty reserve refills nothing; the discard stays."""
    game = played(game_at(tokens={"yellow": 12, "green": 7}, discard=(3, 2), reserve=0), "gallop",
                  "roll red: boot, -1")
    assert game.state.reserve == 1 and game.state.discard == (3, 2)


def test_both_empty_gains_nothing():
    """Horse race, EN, 'How to play', rare situation (worked statement): no tokens in the reserve and none
    discarded, the player who should gain takes none."""
    example = EXAMPLES["both-empty"]
    game = played(horse_race.Game.from_position(example.start, auto_chance=False), *example.moves)
    assert game.state.tokens == (6, 6, 6, 6) and game.state.squares[0] == 1
    assert horse_race.take_tokens(3, 1, (0, 0)) == (1, 0, (0, 0))
    assert "partial-gain" in RULE_NOTES


# ================================================================ the end
def test_round_is_completed_after_the_first_horse_crosses():
    """Horse race, EN, 'End of the game' (worked statement): the others finish the round so that all had
    the same number of turns; then the furthest horse wins."""
    example = EXAMPLES["round-completion"]
    game = horse_race.Game.from_position(example.start, auto_chance=False)
    played(game, *example.moves[:2])
    assert game.state.squares[1] == FINISH and game.outcome is None and game.to_move == "purple"
    played(game, *example.moves[2:])
    assert game.outcome is not None and game.outcome.winners == ("green",)
    assert game.legal_moves() == [] and "round-completion" in RULE_NOTES


def test_the_last_seat_crossing_ends_the_race_at_once():
    """Horse race, EN, 'End of the game': when the last seat crosses, the round is already complete."""
    game = played(game_at(horses={"green": 35}, to_move="green"), "trot", "roll blue: helmet, +1",)
    assert game.outcome is None                      # 36 is not past the line
    game = played(game_at(horses={"green": 36}, to_move="green"), "trot", "roll blue: boot, +1")
    assert game.outcome.winners == ("green",)


def test_ties_are_broken_by_tokens():
    """Horse race, EN, 'End of the game' (worked statement): a draw goes to the most energy tokens.
    Assumed: every horse past the line is equally far."""
    example = EXAMPLES["tie-break"]
    game = played(horse_race.Game.from_position(example.start, auto_chance=False), *example.moves)
    outcome = game.outcome
    assert outcome.winners == ("green",) and "most energy tokens" in outcome.reason


def test_ties_on_square_are_broken_by_tokens_too():
    """Horse race, EN, 'End of the game': furthest first; equal squares, then tokens."""
    state = game_at(3, horses={"yellow": 37, "green": 30, "purple": 30}, tokens={"yellow": 0}).state
    assert horse_race.rules.outcome_of(state).winners == ("yellow",)


def test_persistent_tie_is_a_shared_win():
    """Horse race, EN, 'End of the game': if the tie persists, the players share the victory."""
    game = horse_race.Game.from_position(build_position(3, horses={"yellow": 37, "green": 37, "purple": 37}))
    assert game.outcome.winners == ("yellow", "green", "purple") and "shared" in game.outcome.reason


# ================================================================ positions and explanations
def test_position_round_trip_and_every_problem_listed():
    game = horse_race.new_game(seed=4, players=3)
    play_out(game, RandomPlayer(2), max_moves=25)
    assert horse_race.Game.from_position(game.position()).position() == game.position()
    bad = build_position(2, horses={"yellow": 40}, tokens={"yellow": -1}, phase="jump")
    bad["reserve"] = "many"
    with pytest.raises(InvalidPosition) as error:
        horse_race.Game.from_position(bad)
    assert len(error.value.problems) >= 4
    for problem in error.value.problems:
        assert "None" not in problem and "int" not in problem.split()


def test_impossible_positions_are_refused():
    with pytest.raises(InvalidPosition, match="exactly 24"):
        horse_race.Game.from_position(build_position(2, reserve=3))
    with pytest.raises(InvalidPosition, match="plays again"):
        horse_race.Game.from_position(build_position(3, horses={"purple": 37}, to_move="green"))
    with pytest.raises(InvalidPosition, match="too few to bet"):
        horse_race.Game.from_position(build_position(2, horses={"yellow": 4}, tokens={"yellow": 0}, phase="bet"))


@pytest.mark.parametrize("notation, words", [
    ("bet 1", "nothing to bet"), ("fly", "trot' or 'gallop"), ("roll blue: boot, +1", "Luck decides"),
])
def test_explanations_when_choosing(notation, words):
    game = game_at()
    with pytest.raises(IllegalMove, match=words):
        game.play(notation)
    assert game.position() == game_at().position()


def test_explanations_at_chance_points_and_bets():
    game = played(game_at(tokens={"yellow": 2}), "gallop")
    assert "chose the red dice" in game.explain("roll blue: boot, +1")
    assert "cannot show" in game.explain("roll red: star, jump")
    played(game, "roll red: boot, jump")
    assert "already rolled" in game.explain("trot")
    played(game, "bet 2")
    assert "possible flips" in game.explain("flip: 3 galloping, 0 sleeping")
    assert "Luck decides" in game.explain(["button:trot"])
    assert "click 'Flip'" in game.explain(["square:3"])


def test_clicks():
    game = game_at()
    assert game.notation_for_clicks(game.state, ["button:gallop"]) == "gallop"
    assert "Trot" in game.explain(["square:5"])


@pytest.mark.parametrize("phase_moves, clicks, rule", [
    ((), ["bet:1"], "only a jump on the red effect die asks for a bet (EN 'Red dice: full speed ahead')"),
    ((), ["square:5"], "Horses move only by the dice (EN 'How to play'"),
    (("gallop", "roll red: boot, jump"), ["button:trot"], "cannot choose the dice again"),
    (("gallop", "roll red: boot, jump"), ["bet:5"], "has only 2 tokens, so the bet is 1 to 2 (EN 'Red dice"),
    (("gallop", "roll red: boot, jump"), ["square:5"], "bet at least 1 token"),
])
def test_a_click_that_makes_no_move_names_the_rule(phase_moves, clicks, rule):
    """Issue 19 point 1: a button of the wrong moment, a bet above the tokens held or a square says which rule
    says no (EN 'How to play', 'Red dice: full speed ahead')."""
    game = played(game_at(tokens={"yellow": 2}), *phase_moves)
    assert game.notation_for_clicks(game.state, clicks) is None or clicks[0].startswith(("bet:", "button:"))
    assert rule in game.explain(clicks)


def test_labels_contain_no_engine_words():
    game = played(game_at(tokens={"yellow": 2}), "gallop")
    for move, _ in game.chance_odds():
        assert "None" not in move.label and "{" not in move.label
    played(game, "roll red: boot, jump")
    assert [m.label for m in game.legal_moves()] == ["Bet 1 token on the jump (66.7% to succeed)",
                                                     "Bet 2 tokens on the jump (89.9% to succeed)"]


def test_effect_faces():
    assert effect_kind("+2") == ("gain", 2) and effect_kind("-1") == ("pay", 1)
    assert effect_kind("jump") == ("jump", 0) and effect_kind("blank") == ("blank", 0)
    assert effect_kind("x") is None


# ================================================================ computer players
def test_computer_players_finish_races():
    for seed, players in ((1, 2), (2, 3), (3, 4)):
        game = play_out(horse_race.new_game(seed=seed, players=players),
                        {"yellow": GreedyPlayer(seed), "green": StrategyPlayer(Strategy(2, 1))})
        assert game.outcome is not None


def test_strategy_player_follows_its_parameters():
    player = StrategyPlayer(Strategy(gallop_from=3, bet=2))
    assert player.choose(game_at(tokens={"yellow": 2})).notation == "trot"
    assert player.choose(game_at(tokens={"yellow": 3})).notation == "gallop"
    game = played(game_at(tokens={"yellow": 3}), "gallop", "roll red: boot, jump")
    assert player.choose(game).notation == "bet 2"
    assert StrategyPlayer(Strategy(0, None)).choose(game).notation == "bet 3"
    with pytest.raises(ValueError):
        Strategy(gallop_from=-1)


def greedy_batch(games: int = 12) -> tuple[Counter, Counter]:
    """Seeded races of greedy computers (2, 3 and 4 players): the decisions they made and what came of them."""
    decisions, events = Counter(), Counter()
    for seed in range(games):
        game = horse_race.new_game(seed=seed, players=2 + seed % 3)
        players = {seat: GreedyPlayer(10 * seed + index) for index, seat in enumerate(game.state.players)}
        while game.outcome is None:
            before = game.state
            move = players[game.to_move].choose(game)    # the session rolls and flips by itself
            decisions[move.notation] += 1
            if move.notation.startswith("bet "):
                decisions["bet all of several tokens"] += move.data[1] == before.tokens[before.turn] > 1
                events["jump after a rebuild"] += before.knowledge is not None
            game.play(move)
            events["reserve rebuilt"] += before.discard != (0, 0) and game.state.discard == (0, 0)
        labels = [move.label for move in game.history]
        events["cost paid"] += sum(", pay " in label for label in labels)
        events["move cancelled"] += sum("cancelled" in label for label in labels)
        events["jump failed"] += sum("the jump fails" in label for label in labels)
    return decisions, events


def test_greedy_computers_use_every_option_of_the_race():
    """Issue 20 point 9: in a batch of seeded games the greedy computer trots and gallops, bets 1, 2 and 3
    tokens and bets all of several tokens, and its races pass through costs, cancelled moves, failed jumps
    and rebuilt reserves.  Bets above 3 are not asked for: with every hidden token alike a fourth token
    raises the success from 97.2% to 99.7% and costs a token, which the rating never finds worth it."""
    decisions, events = greedy_batch()
    for option in ("trot", "gallop", "bet 1", "bet 2", "bet 3", "bet all of several tokens"):
        assert decisions[option] > 0, (option, decisions)
    for event in ("reserve rebuilt", "cost paid", "move cancelled", "jump failed", "jump after a rebuild"):
        assert events[event] > 0, (event, events)


def test_greedy_bets_when_a_jump_comes():
    game = played(game_at(tokens={"yellow": 3}), "gallop", "roll red: boot, jump")
    assert GreedyPlayer(1).choose(game).notation.startswith("bet ")


# ================================================================ rule notes
def test_unseen_tokens_as_counts_give_the_odds_of_the_physical_game():
    """Rule note 'unseen-tokens-are-counts', before the reserve is ever rebuilt: dealing labelled tokens to a hand
    and flipping some of them gives exactly the odds the rules draw from the unseen counts (here 4 galloping
    and 2 sleeping unseen).  After a rebuild the odds follow the discard: the tests above."""
    from collections import Counter
    from itertools import permutations

    state = game_at(tokens={"yellow": 3, "green": 1}, discard=(12, 6), reserve=2).state
    assert horse_race.unseen_tokens(state) == (4, 2)
    labelled = ["G"] * 4 + ["S"] * 2
    for bet in (1, 2, 3):
        counts = Counter()
        orders = list(permutations(range(6)))
        for order in orders:               # the hidden order: yellow's 3 tokens are the first three
            counts[sum(labelled[i] == "G" for i in order[:bet])] += 1
        physical = {shown: Fraction(count, len(orders)) for shown, count in counts.items()}
        assert dict(horse_race.flip_odds(state, bet)) == physical
    assert "unseen-tokens-are-counts" in RULE_NOTES


def rebuilt_then_jump(yellow: int, green: int, discard: tuple[int, int]) -> horse_race.Game:
    """Issue 20's race: 2 players, the reserve empty; yellow trots "boot, +2" (the reserve is rebuilt from the
    discard), green trots "boot, +1", yellow gallops "boot, jump": yellow is about to bet."""
    game = game_at(tokens={"yellow": yellow, "green": green}, discard=discard, reserve=0, phase="roll", dice="blue")
    return played(game, "roll blue: boot, +2", "trot", "roll blue: boot, +1", "gallop", "roll red: boot, jump")


def test_the_rebuilt_reserve_examples_are_issue_20s_races():
    for name, (yellow, green, discard) in (("rebuilt-of-galloping", (0, 19, (5, 0))),
                                           ("rebuilt-of-sleeping", (1, 19, (0, 4)))):
        example = EXAMPLES[name]
        game = played(horse_race.Game.from_position(example.start, auto_chance=False), *example.moves)
        assert game.state == rebuilt_then_jump(yellow, green, discard).state


def test_a_jump_on_tokens_from_a_reserve_rebuilt_of_galloping_horses_cannot_fail():
    """Horse race, EN, 'How to play': the discarded tokens are turned carrot side up and mixed to make the
    new reserve.  Everyone saw the discard: 5 galloping horses, so yellow's 2 tokens from it are both
    galloping and the jump cannot fail (rule note 'unseen-tokens-are-counts'; issue 20 point 6 — the
    project said it fails 1 time in 3 before)."""
    game = rebuilt_then_jump(0, 19, (5, 0))
    assert jump_chance(game.state, 1) == 1 and jump_chance(game.state, 2) == 1
    assert game.legal_moves()[0].label == "Bet 1 token on the jump (100% to succeed)"
    played(game, "bet 1")
    assert [(move.notation, p) for move, p in game.chance_odds()] == [("flip: 1 galloping, 0 sleeping", 1)]
    with pytest.raises(IllegalMove):
        game.play("flip: 0 galloping, 1 sleeping")


def test_a_jump_on_tokens_from_a_reserve_rebuilt_of_sleeping_horses_mostly_fails():
    """Horse race, EN, 'How to play', with a discard of 4 sleeping horses (issue 20 point 6; yellow holds 1
    token so that the 24 tokens add up).  Yellow's old token is one of the 20 hidden before the rebuild
    (16 galloping, 4 sleeping: sleeping 1 time in 5); the 2 new ones are sleeping.  A bet of 1 takes any
    of the 3: it fails (1/5 + 1 + 1) / 3 = 11/15.  A bet of 3 fails only if the old token sleeps: 1/5."""
    game = rebuilt_then_jump(1, 19, (0, 4))
    assert 1 - jump_chance(game.state, 1) == Fraction(11, 15)
    assert 1 - jump_chance(game.state, 3) == Fraction(1, 5)
    played(game, "bet 1")
    assert {move.notation: p for move, p in game.chance_odds()} == {
        "flip: 0 galloping, 1 sleeping": Fraction(11, 15), "flip: 1 galloping, 0 sleeping": Fraction(4, 15)}


def test_a_flip_teaches_what_the_other_tokens_can_be():
    """Rule note 'unseen-tokens-are-counts': once the 4-sleeping rebuild above flips a galloping horse, it was
    yellow's old token (the new ones are sleeping), so yellow's 2 tokens left are both sleeping."""
    game = played(rebuilt_then_jump(1, 19, (0, 4)), "bet 1", "flip: 1 galloping, 0 sleeping", "trot",
                  "roll blue: boot, +1", "gallop", "roll red: boot, jump")
    assert game.state.tokens[0] == 2 and jump_chance(game.state, 2) == 0


def test_before_any_rebuild_every_hidden_token_is_alike_and_the_position_says_nothing_more():
    """Until the reserve is rebuilt the odds follow from the counts alone (rule note 'unseen-tokens-are-counts'),
    so positions need no history of the tokens; afterwards the position carries what happened to the hidden
    tokens since the first rebuild (issue 31 point 7: not the table of possibilities, which can be 25,000
    characters long) and reads back equal, the exact odds recomputed."""
    game = play_out(horse_race.new_game(seed=3, players=2), RandomPlayer(1), max_moves=6)
    assert game.state.knowledge is None and "token_history" not in game.position()
    later = played(rebuilt_then_jump(1, 19, (0, 4)), "bet 1", "flip: 1 galloping, 0 sleeping")
    position = later.position()
    assert position["token_history"] == {
        "first_rebuild": {"yellow": 1, "green": 19, "discard": {"galloping": 0, "sleeping": 4}},
        "since": [["take", "yellow", 2], ["take", "green", 1], ["flip", "yellow", 1, 0]]}
    again = horse_race.Game.from_position(position)
    assert again.state == later.state and again.state.knowledge == later.state.knowledge
    assert jump_chance(again.state, 2, seat=0) == 0     # yellow's 2 tokens left came from the 4 sleeping horses


@pytest.mark.parametrize("history, problem", [
    ("lots", "'token_history' is written like"),
    ({"first_rebuild": {"yellow": 1, "green": 19, "discard": {"galloping": 0, "sleeping": 4}}},
     "'token_history' is written like"),
    ({"first_rebuild": {"yellow": 1, "discard": {"galloping": 0, "sleeping": 4}}, "since": []}, "has no entry for green"),
    ({"first_rebuild": {"yellow": 1, "green": 19, "discard": {"galloping": 0, "sleeping": 4}},
      "since": [["take", "blue", 2]]}, 'reads like ["take", "green", 2]'),
    ({"first_rebuild": {"yellow": 1, "green": 19, "discard": {"galloping": 0, "sleeping": 4}},
      "since": [["take", "yellow", 2.5]]}, "reads like"),
    ({"first_rebuild": {"yellow": 1, "green": 19, "discard": {"galloping": 0, "sleeping": 0}},
      "since": [["take", "yellow", 2]]}, "discards none"),
    ({"first_rebuild": {"yellow": 1, "green": 19, "discard": {"galloping": 0, "sleeping": 4}},
      "since": [["take", "yellow", 5]]}, "too few to take 5"),
    ({"first_rebuild": {"yellow": 1, "green": 19, "discard": {"galloping": 0, "sleeping": 4}},
      "since": [["take", "yellow", 2], ["take", "green", 1]]}, "does not end with the reserve"),
    ({"first_rebuild": {"yellow": 1, "green": 19, "discard": {"galloping": 0, "sleeping": 4}},
      "since": [["take", "yellow", 2], ["take", "green", 1], ["flip", "yellow", 3, 0]]}, "rules out 3 galloping"),
])
def test_a_wrong_token_history_is_refused_in_plain_words(history, problem):
    """A flip of 3 galloping horses from yellow's 3 tokens cannot be: 2 of them came from 4 sleeping horses."""
    position = played(rebuilt_then_jump(1, 19, (0, 4)), "bet 1", "flip: 1 galloping, 0 sleeping").position()
    with pytest.raises(InvalidPosition, match=re.escape(problem)):
        horse_race.Game.from_position(position | {"token_history": history})


def test_every_horse_past_the_line_is_equally_far():
    """Rule note 'equal-past-the-line' (assumed, data 'equal_at_the_finish'): no order among finished horses."""
    state = game_at(horses={"yellow": 37, "green": 37}, tokens={"yellow": 2, "green": 2}).state
    assert horse_race.rules.outcome_of(state).winners == ("yellow", "green")
    assert horse_race.DATA["equal_at_the_finish"]["assumed"] is True and "equal-past-the-line" in RULE_NOTES


def test_every_rule_note_has_a_test_naming_it():
    source = Path(__file__).read_text("utf-8")
    for key in RULE_NOTES:
        assert source.count(f'"{key}"') >= 1 or source.count(f"'{key}'") >= 1, key
    code = "".join(Path(path).read_text("utf-8") for path in (horse_race.rules.__file__, horse_race.course.__file__))
    assert code.count("# Rule note:") >= 6
