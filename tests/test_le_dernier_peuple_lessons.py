"""Le Dernier Peuple's exercises (issue 21): every predicted answer agrees with the rules, found another way.

The contract every exercise must pass is ``tests/test_lessons.py``.  Here each predict exercise is checked
independently of the code that computes its answer: the moves shown after the answer (``then``) are played on
the exercise's position and the state is read, or the answer is worked out from the position with the game's
own functions.  Citations as in ``test_le_dernier_peuple_rules.py``: LE DERNIER PEUPLE, IT, '<heading>'.
"""

from __future__ import annotations

import json
import pathlib
from collections.abc import Callable

import pytest

from rulebook import le_dernier_peuple as ldp
from rulebook.le_dernier_peuple.exercises import NOTEBOOKS, notebook_of
from rulebook.lessons import FIND, KINDS, PREDICT

NOTEBOOK_DIR = pathlib.Path(__file__).resolve().parents[1] / "notebooks" / "le-dernier-peuple"


def shown(name: str) -> ldp.Game:
    """The exercise's position with the moves shown after the answer played (luck as they say)."""
    task = ldp.EXERCISES[name]
    game = task.new_game()
    for move in task.then:
        game.play(move)
    return game


def answer(name: str) -> str:
    (only,) = ldp.EXERCISES[name].answers()
    return only


def score(colour: str) -> Callable[[ldp.Game], str]:
    return lambda game: str(game.state.scores[colour])


def stands(pawn: str) -> Callable[[ldp.Game], str]:
    return lambda game: str(game.state.pawns[pawn])


def held(colour: str, movement: bool = True, power: bool = True) -> Callable[[ldp.Game], str]:
    return lambda game: str(len(game.state.hands[colour]) * movement + len(game.state.powers[colour]) * power)


def next_player(game: ldp.Game) -> str:
    return game.to_move.capitalize()


# ================================================================ 'Setup'
def test_setup_predictions():
    """IT 'Setup': four terrain cards per player; each player's pawns start on their own village."""
    four = ldp.new_game(seed=3, players=4)
    villages = [card for card in range(1, four.state.size + 1) if ldp.terrain(card) == "village"]
    assert len(villages) == len(four.state.players) and answer("setup-wheel") == str(four.state.size)
    five = ldp.new_game(seed=3, players=5)
    village = five.state.pawns["purple-1"]
    assert ldp.terrain(village) == "village" and ldp.village_owner(village) == "purple"
    assert answer("setup-village") == str(village)


# ================================================================ 'Carte movimento'
@pytest.mark.parametrize(("name", "read"), [
    ("cards-example", stands("red-1")),
    ("cards-double-stops", stands("red-2")),
])
def test_movement_card_predictions(name, read):
    """IT 'Carte movimento': the circle counts cards clockwise; a double card stops when its first move
    completes an event."""
    assert answer(name) == read(shown(name))


def test_the_double_card_stops_before_its_circle_is_used_up():
    """IT 'Carte movimento': card 7 is +2 then +1, yet the pawn ends 2 cards on (the supply stops it)."""
    game = shown("cards-double-stops")
    start = ldp.EXERCISES["cards-double-stops"].new_game().state.pawns["red-2"]
    assert game.state.pawns["red-2"] == start + 2 != start + ldp.MOVEMENT_CARDS[7].circle


def test_the_pickaxe_of_a_double_cards_first_part_brings_a_power_card():
    """IT 'Come si gioca' and 'Carte movimento': a pawn of yours sent onto a pickaxe brings a power card, also
    by the first part of a double card."""
    assert answer("pickaxe-double") == held("red", movement=False)(shown("pickaxe-double")) == "1"


# ================================================================ 'Come si gioca': events and redeployment
@pytest.mark.parametrize(("name", "read"), [
    ("supply-score", score("red")),
    ("noble-score", score("blue")),
    ("noble-floor", score("blue")),
    ("sneaky-score", score("green")),
    ("sneaky-by-opponent", score("red")),
    ("sneaky-own-helper", score("blue")),
])
def test_event_predictions(name, read):
    """IT 'Come si gioca': supply +2; noble attack +3 and the owner -1 (not below 0); sneaky attack +2, the
    helper +1, the owner -1 (rule note 'net-then-floor' when the owner helps)."""
    game = shown(name)
    assert game.state.event is not None          # the event is made and its pawns wait to be redeployed
    assert answer(name) == read(game)


def test_redeployment_predictions():
    """IT 'Come si gioca' (the last paragraph): a redeployed pawn goes to the square number of the card drawn;
    every card of the draw pile is equally likely."""
    assert answer("redeploy-card") == stands("red-2")(shown("redeploy-card")) == str(ldp.MOVEMENT_CARDS[12].target)
    state = ldp.EXERCISES["redeploy-chance"].new_game().state
    back = [card for card in state.draw_pile if ldp.MOVEMENT_CARDS[card].target == 2]
    assert answer("redeploy-chance") == f"{len(back)} in {len(state.draw_pile)}"


# ================================================================ 'Carte potere'
@pytest.mark.parametrize(("name", "read"), [
    ("power-bandit", held("red", power=False)),
    ("power-barter", held("red", power=False)),
    ("power-defence", score("blue")),
    ("power-luck", held("red")),
    ("power-strength", score("red")),
    ("power-heal", score("red")),
    ("power-thief", score("red")),
    ("power-black-magic", held("blue")),
    ("power-curse", score("blue")),
    ("power-mace", next_player),
    ("power-switch", score("red")),
    ("power-speed", next_player),
])
def test_power_card_predictions(name, read):
    """IT 'Carte potere': each card's worked example played on, its effect read from the state."""
    assert answer(name) == read(shown(name))


@pytest.mark.parametrize("name", ["power-bandit", "power-black-magic"])
def test_a_random_card_gives_the_same_count_whichever_it_is(name):
    """IT 'Carte potere' (Bandito, Magia Nera): the card is chosen by luck; the count predicted holds for all."""
    task = ldp.EXERCISES[name]
    before_luck = task.then[:-1]
    colour = "red" if name == "power-bandit" else "blue"
    read = held(colour, power=name != "power-bandit")
    game = task.new_game()
    for move in before_luck:
        game.play(move)
    counts = set()
    for outcome, _share in game.chance_odds():
        game.play(outcome.notation)
        counts.add(read(game))
        game.undo()
    assert counts == {answer(name)}


# ================================================================ 'Carte potere' (Difesa) and the end
def test_a_defended_attack_scores_nothing():
    """IT 'Carte potere' (Difesa): a cancelled attack scores nothing for anyone."""
    game = shown("defence-score")
    assert game.state.event.defended and answer("defence-score") == score("red")(game) == "0"


def test_the_end_prediction():
    """IT 'Fine della partita': 12 points win at the end of the turn."""
    game = shown("end-winner")
    assert game.outcome is not None and game.state.scores["red"] >= ldp.WINNING_SCORE
    assert answer("end-winner") == " and ".join(c.capitalize() for c in game.outcome.winners)


# ================================================================ coverage
CHECKED = {"setup-wheel", "setup-village", "cards-example", "cards-double-stops", "pickaxe-double", "supply-score",
           "noble-score", "noble-floor", "sneaky-score", "sneaky-by-opponent", "sneaky-own-helper",
           "redeploy-card", "redeploy-chance", "defence-score", "end-winner"} | {
    f"power-{card}" for card in ("bandit", "barter", "defence", "luck", "strength", "heal", "thief", "black-magic",
                                 "curse", "mace", "switch", "speed")}


def test_every_prediction_is_checked_here_and_every_example_with_an_outcome_is_predicted():
    """Issue 21: every predict exercise has an independent check above; every worked example with a move is
    the position of some exercise."""
    predicted = {name for name, task in ldp.EXERCISES.items() if task.kind == PREDICT}
    assert predicted == CHECKED
    positions = [json.dumps(task.position(), sort_keys=True) for task in ldp.EXERCISES.values()]
    for name, example in ldp.EXAMPLES.items():
        assert json.dumps(example.position(), sort_keys=True) in positions, name


def test_every_rule_notebook_has_exercises_and_shows_exactly_them():
    """Issue 21: each notebook that teaches a rule ends with a board for each of its exercises; all four kinds
    are used, and most notebooks have more than one."""
    kinds = {task.kind for task in ldp.EXERCISES.values()}
    assert kinds == set(KINDS) and FIND in kinds
    for path in sorted(NOTEBOOK_DIR.glob("*.ipynb")):
        number = int(path.name[:2])
        cells = json.loads(path.read_text("utf-8"))["cells"]
        code = ["".join(cell["source"]) for cell in cells if cell["cell_type"] == "code"]
        shown_here = [source.split('"')[1] for source in code if source.startswith("DernierPeupleBoard.exercise(")]
        expected = [name for name in ldp.EXERCISES if notebook_of(name) == number]
        assert shown_here == expected, path.name
        assert bool(expected) == (number in NOTEBOOKS.values()), path.name
