"""The shared board sends the browser only what its viewer may see, and resolves chance points."""

from __future__ import annotations

import json

import pytest
import toy_games
from handover_helpers import only_the_hand_over

from rulebook.core import CHANCE
from widgets.board import BoardWidget


class CupsBoard(BoardWidget):
    game_class = toy_games.Cups
    player_names = ("guesser",)

    def viewer(self):
        return "guesser"

    def render_svg(self) -> str:
        view = self.game.view(self.viewer())
        return f"<svg><text>{view['coin']}</text></svg>"


class PigBoard(BoardWidget):
    game_class = toy_games.Pig
    player_names = ("A", "B")

    def render_svg(self) -> str:
        return f"<svg><text>{json.dumps(self.game.view())}</text></svg>"


def test_a_hidden_chance_outcome_never_reaches_the_browser():
    for seed in range(6):
        board = CupsBoard(toy_games.Cups.new(seed))
        coin = board.game.state.coin
        assert coin in ("heads", "tails") and board.game.to_move == "guesser"
        shown = json.dumps([board.svg, board.history, board.status, board.message])
        assert "Luck hides the coin" in shown and coin not in shown
        assert [m["notation"] for m in board.moves] == ["guess heads", "guess tails"]  # both choices, always


def test_the_history_of_a_played_cups_game_reveals_the_coin_only_at_the_end():
    board = CupsBoard(toy_games.Cups.new(3))
    board.handle_message({"type": "play", "id": 0, "revision": board.revision})
    assert board.game.outcome is not None
    assert board.game.state.coin in board.svg


def test_the_computer_button_lets_luck_decide_a_pending_roll():
    position = {"banked": [3, 4], "turn_total": 5, "to_move": "A", "rolling": True, "goal": 20,
                "rng": {"seed": 8, "draws": 0}}
    board = PigBoard.from_position(position)
    assert board.game.to_move == CHANCE and "Luck decides next" in board.status
    assert [m["label"] for m in board.moves] == [f"The die shows {face}" for face in range(1, 7)]
    assert board.handle_message({"type": "computer", "revision": board.revision})
    assert board.game.to_move == "A" or board.game.to_move == "B"
    assert board.message.startswith("Luck decided: The die shows")
    assert board.history[-1]["label"].startswith("The die shows")


def test_a_roll_can_be_forced_from_the_board():
    position = {"banked": [3, 4], "turn_total": 5, "to_move": "A", "rolling": True, "goal": 20,
                "rng": {"seed": 8, "draws": 0}}
    board = PigBoard.from_position(position)
    six = next(m for m in board.moves if m["label"] == "The die shows 6")
    assert board.handle_message({"type": "play", "id": six["id"], "revision": board.revision})
    assert board.game.state.turn_total == 11 and board.game.to_move == "A"


@pytest.mark.parametrize("board_class", ["PartnersBoard", "DernierPeupleBoard"])
def test_the_move_list_reads_as_sentences_naming_who_moved(board_class):
    """Issue 19 point 4: the move list names who moved and what happened, never an engine notation."""
    import widgets
    from rulebook import le_dernier_peuple, partners
    from rulebook.core import RandomPlayer, play_out

    game = partners.new_game(seed=2) if board_class == "PartnersBoard" else le_dernier_peuple.new_game(seed=2)
    play_out(game, RandomPlayer(1), max_moves=30)
    board = getattr(widgets, board_class)(game)
    assert board.history_shows == "label"
    seats = [seat.capitalize() for seat in game.players_of(game.state)] + ["Luck"]
    for entry, move in zip(board.history, game.all_moves):
        assert entry["label"].split(":")[0].split()[0] in seats, entry
        if " " in move.notation:                     # an engine notation such as 'play 10 yellow-1'
            assert move.notation not in entry["label"], entry


@pytest.mark.parametrize("board_class", ["PartnersBoard", "DernierPeupleBoard"])
@pytest.mark.parametrize("action", ["undo", "redo", "jump", "restart"])
def test_no_button_shows_a_hand_to_the_wrong_person(board_class, action):
    """Issue 19 point 5: people sharing a screen pass it with the hand covered; a take-back, a redo, a jump in
    the move list or a restart covers the hand again, whoever is to decide (one hand-over for every game with
    hidden hands: SeatsBoard)."""
    import widgets
    from rulebook import le_dernier_peuple, partners

    game = partners.new_game(seed=2) if board_class == "PartnersBoard" else le_dernier_peuple.new_game(seed=2)
    board = getattr(widgets, board_class)(game)
    for _ in range(3):                         # three people in turn: take the board, then move
        assert board.waiting_for_handover() == board.game.to_move and only_the_hand_over(board.moves)
        assert board.handle_message({"type": "explain", "clicks": ["button:show-hand"], "revision": board.revision})
        assert board.viewer() == board.game.to_move and board.moves
        board.handle_message({"type": "play", "id": 0, "revision": board.revision})
    if action == "redo":
        board.undo()
        board.show_hand()
    getattr(board, action)(*([1] if action == "jump" else []))
    assert board.waiting_for_handover() == board.game.to_move, action
    assert only_the_hand_over(board.moves) and board.viewer() is None


def _board_with_a_computer_to_move(game: str):
    """A board of ``game`` whose player to move is a computer's seat (the computer is not let move)."""
    import widgets
    from rulebook import hokito
    from widgets.hit import HitBoard

    if game == "hokito":
        board = widgets.HokitoBoard(game=hokito.new_game(seed=3))
        board.computer_side = board.game.to_move
        return board
    make = {"hit": lambda: HitBoard(seed=3, computer_players=["blue"]),
            "partners": lambda: widgets.PartnersBoard(seed=3, hot_seat_cover=False,
                                                      computer_players=["red", "blue", "green"]),
            "le-dernier-peuple": lambda: widgets.DernierPeupleBoard(seed=3, handover=False,
                                                                     computer_players=["blue", "green"]),
            "horse-race": lambda: widgets.HorseRaceBoard(seed=3, players=2, computer_players=["green"])}[game]
    board = make()
    while board.game.to_move not in board.computers():
        board.handle_message({"type": "play", "id": 0, "revision": board.revision})
    return board


@pytest.mark.parametrize("game", ["hokito", "hit", "partners", "le-dernier-peuple", "horse-race"])
def test_a_computer_seat_takes_no_click(game):
    """Issue 19 point 6: the buttons, cards and pieces of a seat the computer plays are not a person's to click:
    no move of it reaches the front end, a click sent anyway changes nothing and says whose seat it is, and the
    computer then moves as always."""
    board = _board_with_a_computer_to_move(game)
    seat = board.game.to_move
    before = board.game.position(), len(board.game.history)
    assert board.moves == []
    assert board.handle_message({"type": "play", "id": 0, "revision": board.revision}) is False
    assert (board.game.position(), len(board.game.history)) == before
    clicks = list(board.game.legal_moves()[0].clicks)
    board.handle_message({"type": "explain", "clicks": clicks, "revision": board.revision})
    assert board.message.startswith(f"{board.player_title(seat)} is the computer's seat"), board.message
    assert (board.game.position(), len(board.game.history)) == before
    assert board.handle_message({"type": "computer", "revision": board.revision, "auto": True})
    assert len(board.game.history) > before[1]


@pytest.mark.parametrize("game", ["hokito", "hit", "partners", "le-dernier-peuple", "horse-race"])
def test_every_clickable_element_is_a_named_button_for_a_screen_reader(game):
    """Issue 23 point 3: each keyed element of a drawing has role=button and a name in words, not a click key."""
    import re

    board = _board_with_a_computer_to_move(game)
    groups = re.findall(r"<g\b[^>]*\bdata-key=\"[^\"]+\"[^>]*>", board.render_svg())
    assert groups
    for tag in groups:
        assert 'role="button"' in tag, tag
        name = re.search(r'aria-label="([^"]+)"', tag)
        assert name and not re.match(r"^[a-z]+:[a-z0-9]", name.group(1)), tag


@pytest.mark.parametrize("game", ["hokito", "hit", "partners", "le-dernier-peuple", "horse-race"])
def test_describe_says_the_position_in_a_few_sentences_of_plain_words(game):
    """Issue 23 point 3: 'Describe' says whose turn it is, where things stand, the last move and how many moves
    there are, in the message line a screen reader reads out (at most 8 sentences, no engine words)."""
    import re

    board = _board_with_a_computer_to_move(game)
    if not board.game.cursor:
        board.play(board.game.legal_moves()[0])
    text = board.describe()
    assert board.message == text and text.startswith(board.status.rstrip(".")) and "Last move:" in text
    assert text.count(". ") + 1 <= 8, text
    assert not re.search(r"\b[a-z]+:[a-z0-9]|\b(red|blue|green|yellow|purple|orange)-\d|\[|\{|None", text), text
    assert board.handle_message({"type": "describe", "revision": board.revision}) and board.message == text
