"""The horse race's position editor (issue 22 point 1): each kind of change does what its label says, the 24
energy tokens stay whole, an impossible draft says why in the rules' words, and a rules question's position
(Horse race, EN, 'Red dice: full speed ahead') is set up from an empty board by clicks alone."""

from __future__ import annotations

import random

import pytest
from learner_words import ENGINE_WORDS

from rulebook import horse_race
from rulebook.horse_race import editor
from rulebook.horse_race.course import FINISH, START, TOTAL_TOKENS
from widgets import HorseRaceBoard


def two_player_editor() -> HorseRaceBoard:
    """An editor on a 2-player race, emptied: both horses on the start, the 24 tokens in the box."""
    return HorseRaceBoard.editor(players=2, seed=3)


def edited(board: HorseRaceBoard, *clicks: tuple[str, ...]) -> HorseRaceBoard:
    for keys in clicks:
        assert board.edit(list(keys)), (keys, board.message)
    return board


def all_tokens(state: horse_race.State) -> int:
    return sum(editor.token_places(state).values())


def test_empty_puts_every_token_in_the_box_and_says_the_tokens_are_missing():
    board = two_player_editor()
    assert board.draft.squares == (START, START) and editor.tokens_in_box(board.draft) == TOTAL_TOKENS
    assert board.edit_problems == [(f"the reserve, the players' tokens and the discard hold 0 tokens, but the game "
                                   f"has exactly {TOTAL_TOKENS}")]


def test_a_horse_goes_where_the_label_says_by_the_palette_or_from_its_square():
    board = edited(two_player_editor(), ("horse:green", "square:12"))
    assert board.draft.squares == (START, 12) and board.message.startswith("Put Green's horse on square 12")
    assert board.edit("Move Green's horse from square 12 to past the finish line")
    assert board.draft.squares == (START, FINISH)
    both = [entry["label"] for entry in board.moves if entry["clicks"] == ["square:start", "square:5"]]
    assert both == ["Move Yellow's horse from the start to square 5"]


def test_several_horses_on_a_square_each_offer_their_move():
    board = HorseRaceBoard.editor(players=4, seed=1)
    labels = {entry["label"] for entry in board.moves if entry["clicks"] == ["square:start", "square:3"]}
    assert labels == {f"Move {player}'s horse from the start to square 3"
                      for player in ("Yellow", "Green", "Purple", "Orange")}


def test_a_horse_leaves_and_joins_the_race_and_its_tokens_stay_in_the_game():
    board = HorseRaceBoard(players=3, seed=2)
    board.editing = True
    purple_tokens = board.draft.tokens[2]
    edited(board, ("turn:purple",), ("horse:purple", "race:out"))
    assert board.draft.players == ("yellow", "green") and all_tokens(board.draft) == TOTAL_TOKENS
    assert editor.tokens_in_box(board.draft) == purple_tokens
    assert board.draft.mover == "yellow"                        # the turn passes on to the next seat
    edited(board, ("horse:orange", "square:7"))
    assert board.draft.players == ("yellow", "green", "orange") and board.draft.squares[2] == 7
    assert board.draft.tokens[2] == 0
    edited(board, ("turn:green",), ("horse:purple", "square:4"))
    assert board.draft.players == ("yellow", "green", "purple", "orange") and board.draft.mover == "green"


def test_the_last_horse_cannot_leave_and_one_horse_is_no_race():
    board = edited(two_player_editor(), ("tokens:fill",), ("horse:yellow", "race:out"))
    assert board.edit_problems == ["the race has 2 to 4 players, not 1"]
    assert not any(entry["clicks"][-1] == "race:out" for entry in board.moves)


@pytest.mark.parametrize("origin, target", [("box", "reserve"), ("box", "yellow"), ("box", "galloping"),
                                            ("box", "sleeping")])
def test_a_token_moves_from_where_it_is_to_where_it_goes_and_none_is_made_up(origin, target):
    board = two_player_editor()
    before = editor.token_places(board.draft)
    edited(board, (f"tokens:{origin}", f"tokens:{target}"))
    after = editor.token_places(board.draft)
    assert after[origin] == before[origin] - 1 and after[target] == before[target] + 1
    assert all_tokens(board.draft) == TOTAL_TOKENS


def test_a_place_without_tokens_gives_none_and_a_full_discard_takes_no_more():
    board = two_player_editor()
    assert not any(entry["clicks"][0] == "tokens:reserve" for entry in board.moves)
    for _ in range(8):
        edited(board, ("tokens:box", "tokens:sleeping"))
    assert board.draft.discard == (0, 8)
    assert not any(entry["clicks"][-1] == "tokens:sleeping" for entry in board.moves)


def test_random_changes_keep_the_24_tokens_whole():
    board = HorseRaceBoard(players=4, seed=5)
    board.editing = True
    rng = random.Random(5)
    for _ in range(80):
        board.handle_message({"type": "play", "id": rng.randrange(len(board.moves)), "revision": board.revision})
        assert all_tokens(board.draft) == TOTAL_TOKENS and 1 <= len(board.draft.players) <= 4
        assert all(not ENGINE_WORDS.search(problem) for problem in board.edit_problems)


def test_whose_turn_and_what_is_pending():
    board = edited(two_player_editor(), ("tokens:fill",), ("turn:green",), ("pending:gallop",))
    assert (board.draft.mover, board.draft.phase, board.draft.dice) == ("green", "roll", "red")
    assert board.message.startswith("Green chose to gallop: the red dice are to be rolled")
    edited(board, ("tokens:reserve", "tokens:green"), ("tokens:reserve", "tokens:green"), ("horse:green", "square:4"),
           ("pending:flip",), ("pending:more",))
    assert (board.draft.phase, board.draft.bet, board.draft.dice) == ("flip", 2, None)
    assert not any(entry["clicks"] == ["pending:more"] for entry in board.moves)   # Green has only 2 tokens
    assert board.edit_problems == []


def test_an_impossible_jump_lists_its_reasons_in_words():
    board = edited(two_player_editor(), ("tokens:fill",), ("pending:bet",))
    assert board.edit_problems == ["Yellow has 0 tokens, too few to bet 1",
                                   "during a jump the horse stands where the movement die took it, never on the start"]
    assert not board.play_from_here() and board.editing
    edited(board, ("horse:yellow", "square:9"), ("tokens:reserve", "tokens:yellow"))
    assert board.edit_problems == ["during a jump the horse stands where the movement die took it, never on square 9"]
    edited(board, ("square:9", "square:10"))
    assert board.edit_problems == [] and board.play_from_here()
    assert board.game.legal_moves()[0].notation == "bet 1" and not board.editing


def test_set_up_as_at_the_start_is_a_new_race():
    board = edited(two_player_editor(), ("race:start",))
    assert board.edit_problems == []
    assert board.draft == horse_race.Game.initial_state(board.draft.rng, players=2)


def test_the_worked_example_cannot_pay_is_set_up_from_empty_by_clicks():
    """Horse race, EN, 'Red dice: full speed ahead': a −2 with one token cancels the move."""
    board = edited(two_player_editor(), ("horse:yellow", "square:5"), ("tokens:box", "tokens:yellow"),
                   ("tokens:box", "tokens:green"), ("tokens:box", "tokens:green"), ("tokens:fill",),
                   ("pending:gallop",))
    assert board.edit_problems == []
    wanted = horse_race.example("cannot-pay")
    made = horse_race.Game.state_to_position(board.draft)
    assert {key: value for key, value in made.items() if key != "rng"} == \
        {key: value for key, value in wanted.items() if key != "rng"}
    assert board.play_from_here()
    odds = {move.notation: move.label for move, _ in horse_race.Game.chance_outcomes(board.game.state)}
    assert "cannot pay 2: the move is cancelled, back to square 5" in odds["roll red: boot, -2"]


def test_a_bet_pending_offers_exactly_the_bets_of_the_tokens_held():
    """The notebook's question: may a player who rolled a jump refuse to bet? (EN 'Red dice: full speed ahead')"""
    board = edited(two_player_editor(), ("horse:yellow", "square:12"), ("horse:green", "square:15"),
                   ("tokens:box", "tokens:yellow"), ("tokens:box", "tokens:yellow"), ("tokens:box", "tokens:green"),
                   ("tokens:fill",), ("pending:bet",))
    assert board.play_from_here()
    assert [move.notation for move in board.game.legal_moves()] == ["bet 1", "bet 2"]
    assert "at least 1 token" in board.game.explain("bet 0")
