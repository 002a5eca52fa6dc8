"""The worked statements of the Partners rulebook and facts file, each played on its own position.

Partners, EN, 'The value of the cards' (−4, 7, swap), 'In the goal zone the pawn can change
direction', 'Bump back' and 'Walls'; the positions live in ``rulebook.partners.examples`` so the
notebooks show the very same ones.
"""

from __future__ import annotations

import pytest
from partners_helpers import check_invariants, game_at, notations, where

from rulebook import partners


def play_example(name: str) -> partners.Game:
    game = partners.Game.from_position(partners.example(name))
    for notation in partners.EXAMPLES[name].moves:
        game.play(notation)
        check_invariants(game.state)
    return game


@pytest.mark.parametrize("name", list(partners.EXAMPLES))
def test_every_example_is_a_valid_position_with_a_citation_and_its_moves_play(name):
    example = partners.EXAMPLES[name]
    assert example.cite.startswith("Partners, EN, '") and example.summary
    play_example(name)


def test_minus4_from_field_4_reaches_the_goal_entrance():
    """Partners, EN, 'The value of the cards' (−4): from spaces 1-4 close to the goal zone."""
    game = play_example("minus4_shortcut")
    assert where(game, "yellow-1") == f"field:{partners.entrance('yellow')}"


@pytest.mark.parametrize(("start", "end"), [(0, 56), (1, 56), (2, 57), (3, 58), (4, 59)])
def test_minus4_from_the_start_field_and_fields_1_to_4(start, end):
    """Partners, EN, 'The value of the cards' (−4): the start field is never counted, so from fields 1-4
    the pawn lands close to its goal entrance, from field 4 right on it."""
    game = game_at(pawns={"yellow-1": f"field:{start}"}, hands={"yellow": ["minus4#1"]})
    game.play("play minus4 yellow-1")
    assert where(game, "yellow-1") == f"field:{end}"


def test_the_bounce_of_a_5_with_two_circles_free():
    """Partners, EN, 'In the goal zone the pawn can change direction': 2 in, 3 back."""
    game = partners.Game.from_position(partners.example("bounce"))
    move = game.play("play 7 yellow-1 5")
    assert move.path == ("goal:yellow-1", "goal:yellow-2", "goal:yellow-1", "field:59", "field:58")
    assert "turning round" in move.label
    game.play("split yellow-2 2")
    assert where(game, "yellow-1") == "field:58" and where(game, "yellow-2") == "field:22"


def test_back_and_forth_between_two_pawns_ends_locked():
    """Partners, EN, 'In the goal zone the pawn can change direction' ('change direction several times')."""
    game = partners.Game.from_position(partners.example("back_and_forth"))
    move = game.play("play 3 yellow-1")
    assert move.path == ("goal:yellow-3", "goal:yellow-2", "goal:yellow-3")
    assert "yellow-1" in game.state.locked


def test_the_7_locks_the_last_pawn_and_gives_the_rest_to_the_partner():
    """Partners, EN, 'The value of the cards' (7), the note on the last pawn."""
    game = partners.Game.from_position(partners.example("seven_last_pawn"))
    assert "play 7 yellow-1 2" in notations(game)
    game.play("play 7 yellow-1 2")
    assert game.state.phase == "split" and game.to_move == "yellow"
    assert {n.split()[1] for n in notations(game)} == {"blue-1"}
    game.play("split blue-1 5")
    assert where(game, "blue-1") == "field:40"


def test_the_7_exception_needs_a_partner_pawn_that_can_take_the_rest():
    position = partners.example("seven_last_pawn")
    position["pawns"]["blue-1"] = "home"
    game = partners.Game.from_position(position)
    assert "play 7 yellow-1 2" not in notations(game)        # nobody could take the other 5 steps
    assert "play 7 yellow-1 7" in notations(game)            # all 7 on the own pawn (bouncing) is fine
    assert "cannot all be used" in game.explain("play 7 yellow-1 2")


def test_the_swap_limits():
    """Partners, EN, 'The value of the cards' (swap): only unprotected pawns; usable with no own pawn out."""
    game = partners.Game.from_position(partners.example("swap_limits"))
    assert notations(game) == {"play swap red-3 green-2"}            # one pair, listed once
    game.play("play swap red-3 green-2")
    assert where(game, "red-3") == "field:50" and where(game, "green-2") == "field:22"


def test_landing_on_a_double_sends_the_mover_home():
    """Partners, EN, 'Bump back': onto two or more pawns of another player, the mover is bumped."""
    game = play_example("double_bump")
    assert where(game, "yellow-1") == "home"
    assert where(game, "red-1") == where(game, "red-2") == "field:20"


def test_a_wall_stops_others_but_not_its_owner_backwards():
    """Partners, EN, 'Walls'."""
    game = partners.Game.from_position(partners.example("wall"))
    assert notations(game) == {"fold"}                        # every yellow card would pass red's wall
    for colour, notation, allowed in (("blue", "play minus4 blue-1", False), ("red", "play minus4 red-2", True)):
        position = partners.example("wall")
        position["to_move"] = colour
        other = partners.Game.from_position(position)
        assert (notation in notations(other)) is allowed
