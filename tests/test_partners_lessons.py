"""Partners' exercises (issue 21): every prediction agrees with the rules, checked here another way.

``tests/test_lessons.py`` holds the contract of every exercise (answers within the choices, feedback in a
learner's words); this file plays each predict exercise's moves (``then``) or reads the rules directly and
compares with the answer the exercise computes.  Every exercise is shown at the end of its notebook.
"""

from __future__ import annotations

import json
import pathlib

from rulebook import lessons, partners
from rulebook.partners.board import field_key, left_of

NOTEBOOKS = pathlib.Path(__file__).resolve().parents[1] / "notebooks" / "partners"


def task(name: str) -> lessons.Exercise:
    return partners.EXERCISES[name]


def answer(name: str) -> str:
    (right,) = task(name).answers()
    return right


def played(name: str) -> partners.Game:
    """The exercise's position with its ``then`` moves played."""
    game = task(name).new_game()
    for notation in task(name).then:
        game.play(notation)
    return game


def test_every_kind_is_used_and_every_prediction_is_tested_here():
    kinds = {exercise.kind for exercise in partners.EXERCISES.values()}
    assert kinds == set(lessons.KINDS)
    predictions = {name for name, exercise in partners.EXERCISES.items() if exercise.kind == lessons.PREDICT}
    tested = {name for name in predictions if f"test_{name.replace('-', '_')}_" in TESTS}
    assert tested == predictions


def test_every_exercise_ends_the_notebook_it_belongs_to():
    """Every exercise is opened in exactly one notebook, in the code cells after its 'Exercises' heading."""
    shown: list[str] = []
    for path in sorted(NOTEBOOKS.glob("*.ipynb")):
        cells = json.loads(path.read_text())["cells"]
        headings = [i for i, cell in enumerate(cells) if "".join(cell["source"]).startswith("## Exercises")]
        if not headings:
            continue
        for cell in cells[headings[-1] + 1:]:
            source = "".join(cell["source"])
            if 'PartnersBoard.exercise("' in source:
                shown.append(source.split('PartnersBoard.exercise("')[1].split('"')[0])
    assert sorted(shown) == sorted(partners.EXERCISES)


def test_every_worked_example_with_moves_is_predicted():
    """Every worked example that plays moves is a predict exercise that plays the same moves afterwards."""
    thens = {exercise.then for exercise in partners.EXERCISES.values() if exercise.kind == lessons.PREDICT}
    for name, example in partners.EXAMPLES.items():
        if example.moves:
            assert example.moves in thens, name


# ---------------------------------------------------------------------------------------- 1 teams
def test_teams_partner_is_the_colour_across_the_board():
    """Partners, EN, 'Preparation': partners sit diagonally — two seats apart round the table."""
    seats = partners.COLOURS
    across = seats[(seats.index("red") + 2) % len(seats)]
    assert answer("teams-partner") == across == "green"
    assert (min("red", across), max("red", across)) in {tuple(sorted(team)) for team in partners.TEAMS}


def test_teams_winner_needs_both_partners():
    """Partners, EN, 'The winner is': two finished players of different teams have not won; the team whose
    second player finishes has."""
    game = task("teams-winner").new_game()
    assert game.outcome is None and answer("teams-winner") == "no team yet"
    assert set(played("teams-winner").outcome.winners) == {"yellow", "blue"}


# ---------------------------------------------------------------------------------------- 2 dealing
def test_exchange_first_is_left_of_the_dealer():
    """Partners, EN, 'The game': the player to the left of the dealer starts, after the exchange."""
    game = played("exchange-first")
    assert game.state.phase == "play" and game.to_move == answer("exchange-first") == left_of("red")


def test_deal_new_dealer_is_the_next_player_after_three_deals():
    """Partners, EN, 'New dealer': after dealing 3 times the next player to the left deals."""
    game = played("deal-new-dealer")
    assert game.state.dealer == answer("deal-new-dealer") == left_of("green")
    assert game.state.deals == 1 and game.state.phase == "exchange"
    assert all(len(hand) == 4 for hand in game.state.hands.values())


# ---------------------------------------------------------------------------------------- 3 counting
def test_counting_start_field_skips_red_start():
    """Partners, EN, 'The game': the start field is not counted, so 3 steps from field 13 end on field 2
    after red's start (field 17 of the ring)."""
    game = played("counting-start-field")
    assert game.state.pawns["yellow-1"] == "field:17"
    assert partners.field_name("field:17") == answer("counting-start-field")


# ---------------------------------------------------------------------------------------- 4 walls
def test_walls_cards_none_passes_the_wall():
    """Partners, EN, 'Walls': yellow pawn 1 cannot pass red's start field with any card, so yellow folds."""
    game = task("walls-cards").new_game()
    assert [move.notation for move in game.legal_moves()] == ["fold"]
    assert answer("walls-cards") == "0"
    assert played("walls-cards").state.hands["yellow"] == ()


# ---------------------------------------------------------------------------------------- 5 bumping
def test_bump_double_sends_the_mover_home():
    """Partners, EN, 'Bump back': landing where another player has two pawns sends the moving pawn home."""
    game = played("bump-double")
    assert game.state.pawns["yellow-1"] == "home"
    assert game.state.pawns["red-1"] == game.state.pawns["red-2"] == "field:20"
    assert answer("bump-double") == "yellow pawn 1"


# ---------------------------------------------------------------------------------------- 6 the goal zone
def test_bounce_seven_goes_two_in_and_three_back():
    """Partners, EN, 'In the goal zone the pawn can change direction': 2 steps in, then 3 back, out of the
    goal zone onto the field before the entrance."""
    game = task("bounce-seven").new_game()
    game.play(task("bounce-seven").then[0])
    assert game.state.pawns["yellow-1"] == field_key(partners.entrance("yellow") - 1)
    assert partners.field_name(game.state.pawns["yellow-1"]) == answer("bounce-seven")
    played("bounce-seven")


def test_bounce_back_and_forth_locks_on_circle_3():
    """Partners, EN, 'In the goal zone the pawn can change direction' (several times): in, back, in again."""
    game = played("bounce-back-and-forth")
    assert game.state.pawns["yellow-1"] == "goal:yellow-3" and "yellow-1" in game.state.locked
    assert partners.field_name("goal:yellow-3") == answer("bounce-back-and-forth")


# ---------------------------------------------------------------------------------------- 7 the cards
def test_minus4_shortcut_reaches_the_goal_entrance():
    """Partners, EN, 'The value of the cards' (−4): from field 4 the pawn lands on its goal entrance."""
    game = played("minus4-shortcut")
    assert game.state.pawns["yellow-1"] == field_key(partners.entrance("yellow"))
    assert partners.field_name(game.state.pawns["yellow-1"]) == answer("minus4-shortcut")


def test_seven_last_pawn_gives_the_rest_to_the_partner():
    """Partners, EN, 'The value of the cards' (the 7, and its note in DE 'Kartenwerte'): the rest of the 7
    moves the partner's pawns once the last own pawn is locked."""
    game = task("seven-last-pawn").new_game()
    game.play(task("seven-last-pawn").then[0])
    assert {move.notation.split()[1].split("-")[0] for move in game.legal_moves()} == {"blue"}
    assert answer("seven-last-pawn") == "blue"
    assert played("seven-last-pawn").state.pawns["blue-1"] == "field:40"


def test_swap_pair_is_the_only_two_unprotected_pawns():
    """Partners, EN, 'The value of the cards' (the swap): protected pawns cannot be swapped."""
    game = task("swap-pair").new_game()
    assert [move.notation for move in game.legal_moves()] == ["play swap red-3 green-2"]
    assert answer("swap-pair") == "red pawn 3 and green pawn 2"
    after = played("swap-pair").state.pawns
    assert (after["red-3"], after["green-2"]) == ("field:50", "field:22")


def test_fold_next_passes_over_a_player_without_cards():
    """Partners, EN, 'No possible moves': a folded player only plays again after the next deal."""
    game = played("fold-next")
    assert game.to_move == answer("fold-next") == "blue"
    assert game.state.hands["yellow"] == game.state.hands["red"] == ()


TESTS = "\n".join(name for name in dir() if name.startswith("test_"))

