"""The horse race board picture and widget: what a learner must be able to read and click.

The board shows what the rulebook describes (Horse race, EN, 'Game set-up': the course with its symbols
and puddles, the horses, each player's energy tokens carrot side up, the reserve; EN 'How to play': the
two dice of the chosen colour with their faces, the flipped tokens, the jump bet).  The tests read the
SVG as XML: what is drawn and what can be clicked, not how it looks.
"""

from __future__ import annotations

import dataclasses
import random
import re
from xml.etree import ElementTree

import pytest
from horse_race_helpers import game_at, played
from learner_words import assert_plain_and_short

from rulebook import horse_race
from rulebook.core import CHANCE, RandomPlayer, play_out
from rulebook.horse_race.course import FINISH, PUDDLES
from rulebook.horse_race.rules import turn_sentence
from widgets import horse_race as view
from widgets.horse_race import HorseRaceBoard

NS = "{http://www.w3.org/2000/svg}"


def parse(svg_text: str) -> ElementTree.Element:
    return ElementTree.fromstring(svg_text)


def keyed(root) -> dict[str, list]:
    found: dict[str, list] = {}
    for node in root.iter():
        if node.get("data-key") is not None:
            found.setdefault(node.get("data-key"), []).append(node)
    return found


def texts(element) -> list[str]:
    return ["".join(node.itertext()) for node in element.iter(f"{NS}text")]


def by_class(root, css_class: str) -> list:
    return [node for node in root.iter() if css_class in (node.get("class") or "").split()]


def random_games(players: int, seed: int, moves: int):
    game = horse_race.new_game(seed=seed, players=players)
    player = RandomPlayer(seed)
    for _ in range(moves):
        if game.outcome is not None:
            break
        yield game
        game.play(player.choose(game))
    yield game


# ---------------------------------------------------------------- clicking
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_click_key_of_every_legal_move_is_on_the_board(players):
    phases = set()
    for game in random_games(players, 10 + players, 400):
        root = parse(view.render(game))
        keys = keyed(root)
        assert not [key for key, nodes in keys.items() if len(nodes) > 1], "a key drawn twice"
        for move in game.legal_moves():
            missing = [key for key in move.clicks + move.path if key not in keys]
            assert missing == [], f"{move.notation}: {missing} not on the board"
        phases.add(game.state.phase)
    assert {"choose"} <= phases


def test_the_bet_buttons_show_the_exact_chance_of_each_bet():
    game = played(game_at(tokens={"yellow": 4}), "gallop", "roll red: boot, jump")
    root = parse(view.render(game))
    for bet in range(1, 5):
        button = keyed(root)[f"bet:{bet}"][0]
        chance = horse_race.jump_chance(game.state, bet)
        assert texts(button) == [str(bet), view.short_percent(chance)]
        assert f"{float(chance) * 100:.1f}%" in button.get("aria-label")
    assert "button:trot" not in keyed(root)
    assert view.short_percent(horse_race.jump_chance(game.state, 1)) == "67%"
    assert view.short_percent(0.9987) == ">99%" and view.short_percent(1) == "100%"


def test_a_board_stopped_at_a_chance_point_offers_every_outcome_on_one_button():
    """A notebook may stop at the roll (auto_chance off) to force it: the outcomes share the Roll button, so
    the front end shows them in its chooser, each with its label."""
    board = HorseRaceBoard.example("red-skips-first")
    assert board.game.to_move == "chance" and len(board.moves) == 12
    assert {tuple(move["clicks"]) for move in board.moves} == {("button:roll",)}
    assert "button:roll" in keyed(parse(board.svg))
    chosen = next(move for move in board.moves if move["notation"] == "roll red: ribbon, blank")
    assert board.handle_message({"type": "play", "id": chosen["id"], "revision": board.revision}) is True
    assert board.game.state.squares[0] == 4
    game = played(game_at(tokens={"yellow": 2}), "gallop", "roll red: boot, jump", "bet 2")
    root = parse(view.render(game))
    assert "button:flip" in keyed(root) and {m.clicks for m in game.legal_moves()} == {("button:flip",)}


def test_trot_and_gallop_buttons_are_drawn_in_the_svg():
    root = parse(view.render(game_at()))
    keys = keyed(root)
    assert "Trot" in texts(keys["button:trot"][0]) and "Gallop" in texts(keys["button:gallop"][0])


# ---------------------------------------------------------------- what is drawn
def test_the_course_shows_every_square_with_its_symbol_and_the_puddles():
    root = parse(view.render(game_at()))
    keys = keyed(root)
    for square in range(1, FINISH):
        cell = keys[f"square:{square}"][0]
        assert cell.get("data-symbol") == horse_race.symbol_of(square)
        assert str(square) in texts(cell)
        if square not in PUDDLES:
            assert by_class(cell, f"hr-{horse_race.symbol_of(square)}")
    assert "Start" in texts(keys["square:start"][0]) and "Finish" in texts(keys["square:finish"][0])


def test_horses_stand_on_their_squares_and_share_them():
    game = played(game_at(3), "trot", "roll blue: boot, +1", "trot", "roll blue: boot, +1")
    root = parse(view.render(game))
    horses = {node.get("data-horse"): node.get("data-square") for node in by_class(root, "hr-horse-on")
              if node.get("data-square")}
    assert horses == {"yellow": "1", "green": "1", "purple": "0"}


def test_each_player_shows_tokens_carrot_side_up_and_the_reserve_and_discard():
    game = game_at(tokens={"yellow": 3, "green": 1}, discard=(2, 1))
    root = parse(view.render(game))
    panels = {node.get("data-player"): node for node in by_class(root, "hr-panel")}
    assert len(by_class(panels["yellow"], "hr-token-carrot")) == 3 and "× 3" in texts(panels["yellow"])
    counts = by_class(root, "hr-counts")[0]
    assert counts.get("data-reserve") == "17" and counts.get("data-discard") == "2 galloping, 1 sleeping"
    assert "Unseen: 14 galloping, 7 sleeping" in texts(counts)


def test_the_dice_are_shown_after_a_roll_and_the_flipped_tokens_after_a_jump():
    game = played(game_at(horses={"yellow": 20}, tokens={"yellow": 2}), "gallop", "roll red: boot, jump")
    root = parse(view.render(game))
    last = by_class(root, "hr-last-turn")[0]
    assert last.get("data-roll") == "red: boot, jump" and len(by_class(last, "hr-die")) == 2
    assert "jump" in texts(last)
    played(game, "bet 2", "flip: 0 galloping, 2 sleeping")
    root = parse(view.render(game))
    flipped = by_class(root, "hr-flipped")[0]
    assert flipped.get("data-flipped") == "0 galloping, 2 sleeping"
    assert len(by_class(flipped, "hr-token-sleeping")) == 2
    assert any("back to square 18" in line for line in texts(root))


def test_the_roll_is_shown_before_the_horse_moves():
    """The dice tumble in first; the horse then slides from where it started (CSS animation in the SVG)."""
    game = played(game_at(), "trot", "roll blue: helmet, +2")
    root = parse(view.render(game))
    assert by_class(root, "hr-tumble") and "animation" in "".join(root.find(f"{NS}defs").itertext())
    moving = [node for node in by_class(root, "hr-arrive")]
    assert len(moving) == 1 and moving[0].get("data-horse") == "yellow"
    assert re.match(r"--hr-dx: -?[\d.]+px; --hr-dy: -?[\d.]+px", moving[0].get("style"))
    assert not by_class(parse(view.render(game, animate=False)), "hr-tumble")


def test_a_cancelled_move_says_so():
    example = horse_race.EXAMPLES["cannot-pay"]
    game = played(horse_race.Game.from_position(example.start, auto_chance=False), *example.moves)
    lines = " ".join(texts(parse(view.render(game))))
    assert "cancelled" in lines and "back to square 5" in lines


def test_every_text_is_at_least_18_units_in_a_720_unit_drawing():
    """18 units at 720 wide are 14 px when the board is shown 560 px wide (a 1024 px window with the file
    browser open shows it 570 px wide: tests/browser/test_horse_race_board.py measures it)."""
    for game in random_games(4, 3, 200):
        root = parse(view.render(game))
        assert root.get("viewBox").split()[2] == str(view.WIDTH)
        for node in root.iter(f"{NS}text"):
            assert float(node.get("font-size")) >= 18, "".join(node.itertext())


def test_the_result_is_shown_at_the_end():
    game = horse_race.Game.from_position(horse_race.example("tie-break"), auto_chance=False)
    played(game, *horse_race.EXAMPLES["tie-break"].moves)
    root = parse(view.render(game))
    assert "Green wins!" in texts(root)
    assert by_class(root, "hr-star") and "Race over" in view.status_line(game)


@pytest.mark.parametrize("name", list(horse_race.EXAMPLES))
def test_the_worked_examples_render_before_and_after_their_moves(name):
    board = HorseRaceBoard.example(name)
    parse(board.svg)
    for notation in horse_race.EXAMPLES[name].moves:
        board.game.play(notation)
    board.refresh()
    parse(board.svg)


def test_the_static_picture_needs_no_kernel():
    picture = view.view(horse_race.new_game(seed=2))
    assert picture._repr_svg_().startswith("<svg") and "hr-tumble" not in picture._repr_svg_()


# ---------------------------------------------------------------- the widget
def snapshot(board: HorseRaceBoard) -> tuple:
    return board.game.position(), board.revision, board.svg, [m.notation for m in board.game.all_moves]


def test_the_widget_sends_exactly_the_legal_moves_with_their_clicks():
    board = HorseRaceBoard(seed=4, players=2)
    assert [(m["notation"], m["clicks"]) for m in board.moves] == [("trot", ["button:trot"]),
                                                                    ("gallop", ["button:gallop"])]
    assert board.players == ["yellow", "green"] and board.perspectives == []


def test_handle_message_plays_a_move_and_the_dice_roll_by_themselves():
    board = HorseRaceBoard(seed=4, players=2)
    assert board.handle_message({"type": "play", "id": 0, "revision": board.revision}) is True
    assert board.game.history[-1].notation.startswith("roll blue: ")
    assert board.game.to_move == "green" and by_class(parse(board.svg), "hr-die")


def test_a_played_move_reaches_the_browser_in_one_message_with_its_turn_sentence():
    """Issue 31 point 8: the new board and the sentence saying the turn travel together (they were two
    messages, the second right after the first), here in a race past a rebuild of the reserve."""
    game, player = horse_race.new_game(seed=10, players=4), RandomPlayer(10)
    while not game.state.token_history and game.outcome is None:
        play_out(game, player, max_moves=1)
    assert game.outcome is None and game.to_move != CHANCE
    board = HorseRaceBoard(game=game)
    sent = []
    board._send = lambda message, buffers=None: sent.append(message)
    mover = game.to_move.capitalize()
    assert board.handle_message({"type": "play", "id": 0, "revision": board.revision}) is True
    updates = [message["state"] for message in sent if message.get("method") == "update"]
    assert len(updates) == 1 and {"svg_update", "message", "history_update"} <= set(updates[0])
    # the move list travels as its new entries only (the decision and its dice), never the whole race again
    change = updates[0]["history_update"]
    assert "history" not in updates[0] and change["keep"] == len(board.history) - 2
    assert change["add"] == board.history[-2:] and change["length"] == len(board.history)
    assert updates[0]["message"] == board.message and board.message.startswith(mover)


def test_handle_message_explains_a_click_that_matches_no_move():
    board = HorseRaceBoard(seed=4, players=2)
    before = snapshot(board)
    assert board.handle_message({"type": "explain", "clicks": ["square:5"], "revision": board.revision}) is True
    assert "Trot" in board.message and snapshot(board) == before


@pytest.mark.parametrize("junk", [None, {"type": "play"}, {"type": "play", "id": 7, "revision": 1}, {"type": "x"}])
def test_junk_messages_change_nothing_and_say_why(junk):
    board = HorseRaceBoard(seed=4, players=2)
    if isinstance(junk, dict) and "revision" in junk:
        junk = dict(junk, revision=board.revision)
    before = snapshot(board)
    assert board.handle_message(junk) is False
    assert board.message and snapshot(board) == before


@pytest.mark.parametrize("kind", ["greedy", "random", "strategy"])
def test_computer_horses_play_until_a_person_is_to_move(kind):
    board = HorseRaceBoard(seed=6, players=3, computer_players=["green", "purple"], computer=kind, computer_seed=1)
    board.handle_message({"type": "play", "id": 1, "revision": board.revision})   # yellow gallops
    while board.game.to_move == "yellow":
        board.handle_message({"type": "play", "id": 0, "revision": board.revision})
    made = board.play_computers()
    assert made >= 2 and board.game.to_move in ("yellow", None)


def test_computer_players_must_be_horses_of_the_race():
    with pytest.raises(ValueError, match="cannot play"):
        HorseRaceBoard(players=2, computer_players=["orange"])
    board = HorseRaceBoard(players=2)
    board.computer_players = ["orange"]
    assert board.computer_players == [] and "cannot play" in board.message


def test_a_whole_race_against_the_computer_by_messages():
    board = HorseRaceBoard(seed=9, players=4, computer_players=["green", "purple", "orange"], computer_seed=3)
    chooser = random.Random(1)
    for _ in range(2000):
        if board.game.outcome is not None:
            break
        if board.game.to_move == "yellow":
            board.handle_message({"type": "play", "id": chooser.randrange(len(board.moves)),
                                  "revision": board.revision})
        else:
            board.handle_message({"type": "computer", "revision": board.revision, "auto": True})
    assert board.game.outcome is not None and "Race over" in board.status


# ---------------------------------------------------------------- the projector layout (issue 8, point 10)
#: the tallest projector drawing whose 19-unit texts stay 14 px in the 360 px that 1280x720 leaves it (100vh - 360)
MOST_COMPACT_HEIGHT = 360 * 19 / 14


@pytest.mark.parametrize("players", [2, 3, 4])
def test_the_compact_layout_keeps_every_click_and_writes_every_text_big(players):
    """A narrow board (1024x768, side bar open) is drawn 760 units wide and landscape: 19 units are 14 px."""
    phases = set()
    for game in random_games(players, 20 + players, 400):
        root = parse(view.render(game, compact=True))
        assert root.get("data-compact") == "1"
        _, _, width, height = (float(part) for part in root.get("viewBox").split())
        assert width == view.COMPACT_W and height <= MOST_COMPACT_HEIGHT, "its 19-unit texts would be under 14 px"
        keys = keyed(root)
        assert not [key for key, nodes in keys.items() if len(nodes) > 1], "a key drawn twice"
        for move in game.legal_moves():
            missing = [key for key in move.clicks + move.path if key not in keys]
            assert missing == [], f"{move.notation}: {missing} not on the board"
        small = [("".join(node.itertext()), node.get("font-size")) for node in root.iter(f"{NS}text")
                 if float(node.get("font-size")) < 19]
        assert small == []
        assert sorted(node.get("data-horse") for node in by_class(root, "hr-horse-on")) == sorted(game.state.players)
        phases.add(game.state.phase)
    assert {"choose", "bet"} <= phases


def test_a_horse_with_many_tokens_bets_on_twelve_buttons_and_the_drawing_keeps_its_height():
    """17 tokens at a jump drew three rows of bets, 538 units high: at 1280x720 its texts were 12.7 px.  Now the
    bets from 12 up share the last button (its chooser lists them), which says their lowest chance and up."""
    game = played(game_at(tokens={"yellow": 17}), "gallop", "roll red: boot, jump")
    root = parse(view.render(game, compact=True))
    keys = [key for key in keyed(root) if key.startswith("bet:")]
    assert keys == [f"bet:{bet}" for bet in range(1, 12)] + ["bet:12+"]
    chances = [horse_race.jump_chance(game.state, bet) for bet in range(12, 18)]
    lowest = view.short_percent(min(chances))
    shown = lowest if min(chances) == max(chances) else f"{lowest}+"
    assert texts(keyed(root)["bet:12+"][0]) == ["12–17", shown]
    assert keyed(root)["bet:12+"][0].get("aria-label") == "Bet 12 to 17: choose in a list"
    twelve = parse(view.render(played(game_at(tokens={"yellow": 12}), "gallop", "roll red: boot, jump"), compact=True))
    assert root.get("viewBox") == twelve.get("viewBox") and float(root.get("height")) <= MOST_COMPACT_HEIGHT


def test_the_compact_layout_shows_the_dice_the_flip_and_the_bet_chances():
    game = played(game_at(tokens={"yellow": 4}), "gallop", "roll red: boot, jump")
    root = parse(view.render(game, compact=True))
    for bet in range(1, 5):
        assert texts(keyed(root)[f"bet:{bet}"][0]) == [str(bet), view.short_percent(horse_race.jump_chance(game.state, bet))]
    assert by_class(root, "hr-die") and by_class(root, "hr-counts")


def test_every_window_gets_the_landscape_layout_unless_the_tall_one_is_asked_for():
    """Issue 19 point 3: the tall drawing grew to 927 px with the side bar closed, so the landscape layout is
    used in every window (narrow or not); layout="full" still asks for the tall one."""
    board = HorseRaceBoard(seed=3)
    assert parse(board.svg).get("data-compact") == "1"
    board.narrow = True
    assert parse(board.svg).get("data-compact") == "1"
    board.layout = "full"
    assert parse(board.svg).get("data-compact") is None
    board.layout = "compact"
    board.narrow = False
    assert parse(board.svg).get("data-compact") == "1"


# ---------------------------------------------------------------- what just happened (issue 19)
ENGINE_WORDS = re.compile(r"roll (blue|red):|flip:|^bet \d+|^(trot|gallop)$|button:|square:|None|\(\)|\[|\{")


def test_the_move_list_reads_as_plain_sentences_naming_the_player():
    """Issue 19 point 4: "Yellow gallops (red dice)", "Yellow: helmet and jump, to square 5, jumps the
    obstacle", never an engine notation such as "roll red: helmet, jump"."""
    board = HorseRaceBoard(game=played(game_at(tokens={"yellow": 2}), "gallop", "roll red: helmet, jump", "bet 1",
                                       "flip: 0 galloping, 1 sleeping"))
    assert board.history_shows == "label"
    shown = [entry["label"] for entry in board.history]
    assert shown == ["Yellow gallops (red dice)", "Yellow: helmet and jump, to square 6, jumps the obstacle",
                     "Yellow bets 1 token on the jump", "Yellow flips 1 sleeping: the jump fails, back to the start"]
    *_, game = random_games(4, 5, 300)
    for label in HorseRaceBoard(game=game).history:
        assert not ENGINE_WORDS.search(label["label"]), label
        assert label["label"].split(":")[0].split()[0] in {"Yellow", "Green", "Purple", "Orange"}


def test_after_a_move_the_message_tells_the_whole_turn():
    """Issue 19 point 2: the dice, the squares and what came of it, in the message where the eye is."""
    board = HorseRaceBoard(game=game_at(tokens={"yellow": 2}))
    board.play("gallop")
    board.play("roll red: helmet, jump")
    assert board.message == "Yellow gallops: helmet and jump, to square 6, jumps the obstacle."
    board.play("bet 2")
    board.play("flip: 1 galloping, 1 sleeping")
    assert board.message == "Yellow gallops: helmet and jump, to square 6, bet 2: success."


def test_after_computer_turns_the_message_lists_each_turn_with_its_dice_and_outcome():
    """Issue 19 point 2: when computers play several seats in a row, each of their turns is listed, naming
    the colour, the dice, the squares and the outcome (before: "Gallop: roll the red dice")."""
    board = HorseRaceBoard(seed=6, players=4, computer_players=["green", "purple", "orange"], computer_seed=1)
    board.handle_message({"type": "play", "id": 0, "revision": board.revision})   # yellow trots
    assert board.message.startswith("Yellow trots: ")
    board.play_computers()
    lines = board.message.splitlines()
    assert [line.split()[0] for line in lines] == ["Green", "Purple", "Orange"]
    for line in lines:
        assert re.search(r"(trots|gallops): (boot|ribbon|helmet) and (\+\d|−\d|blank|jump), ", line), line
        assert re.search(r"square \d+|the start|finish line", line), line
        assert not ENGINE_WORDS.search(line), line


def test_a_computer_seat_shows_no_buttons_and_a_click_for_it_is_refused():
    """Issue 19 point 6: the buttons of a seat the computer plays are not drawn (nothing to click), no move
    reaches the front end, and a click sent anyway — or one made on an older board — changes nothing."""
    board = HorseRaceBoard(seed=6, players=2, computer_players=["green"], computer_seed=1)
    old_revision = board.revision
    board.handle_message({"type": "play", "id": 0, "revision": board.revision})   # yellow trots
    assert board.game.to_move == "green"
    root = parse(board.svg)
    assert not [key for key in keyed(root) if key.startswith(("button:", "bet:"))]
    assert "Green is played by the computer." in texts(root)
    assert board.moves == []
    before = board.game.position(), len(board.game.history)
    board.handle_message({"type": "play", "id": 0, "revision": board.revision})
    board.handle_message({"type": "play", "id": 1, "revision": old_revision})
    assert (board.game.position(), len(board.game.history)) == before and board.message
    board.handle_message({"type": "explain", "clicks": ["button:gallop"], "revision": board.revision})
    assert "the computer's seat" in board.message
    board.play_computers()
    assert board.game.to_move == "yellow" and {"button:trot", "button:gallop"} <= set(keyed(parse(board.svg)))


def test_a_double_click_plays_one_turn_only():
    """Issue 19 point 6: two clicks on "Trot" made on the same board (the second arrives after the first was
    played) take one decision; the second is refused as made on a board that has changed."""
    board = HorseRaceBoard(seed=6, players=2)
    revision = board.revision
    board.handle_message({"type": "play", "id": 0, "revision": revision})
    after_first = board.game.position(), len(board.game.history)
    board.handle_message({"type": "play", "id": 0, "revision": revision})
    assert (board.game.position(), len(board.game.history)) == after_first
    assert board.game.to_move == "green" and board.message


# ---------------------------------------------------------------- the position in words (issue 23 point 3)


def tokens_words(count: int) -> str:
    return f"{count} token{'' if count == 1 else 's'}" if count else "no tokens"


def assert_describes_every_horse_and_the_reserve(state: horse_race.State, text: str) -> None:
    for seat, (player, square, tokens) in enumerate(zip(state.players, state.squares, state.tokens)):
        where = horse_race.square_name(square)
        said = re.search(rf"\b{player.capitalize()} (is )?(on |at )?{where} with {tokens_words(tokens)}\b", text)
        assert said, (player, where, tokens, text)
    assert f"The reserve holds {tokens_words(state.reserve)};" in text
    galloping, sleeping = state.discard
    if galloping + sleeping:
        assert f"face up: {galloping} galloping, {sleeping} sleeping" in text, text
    else:
        assert "the discard is empty" in text, text


@pytest.mark.parametrize("players", [2, 3, 4])
def test_describe_says_each_horses_square_and_tokens_and_the_reserve(players):
    """Issue 23 point 3: in at most 4 plain sentences, each horse's square and tokens in front of its player, the
    reserve and the discard (Horse race, EN 'Game set-up' and 'How to play'), and a pending bet or roll."""
    for number, game in enumerate(random_games(players, 20 + players, 160)):
        if number % 7:
            continue
        text = HorseRaceBoard(game=game).describe_position()
        assert_plain_and_short(text)
        assert_describes_every_horse_and_the_reserve(game.state, text)
        assert ("A bet is pending" in text) == (game.state.phase == "bet" and game.outcome is None), text
        if horse_race.finished(game.state) and game.outcome is None:
            assert "this is the last round" in text


def test_describe_says_a_pending_bet_with_its_chances_and_the_luck_to_come():
    game = game_at(2, horses={"yellow": 5, "green": 12}, tokens={"yellow": 3, "green": 1})
    board = HorseRaceBoard(game=game)
    assert board.describe_position() == ("Yellow is on square 5 with 3 tokens, Green on square 12 with 1 token. "
                                         f"The reserve holds {tokens_words(game.state.reserve)}; "
                                         "the discard is empty.")
    played(game, "gallop")
    board = HorseRaceBoard(game=game)
    assert board.describe_position().endswith("Yellow chose to gallop: the red dice are about to be rolled.")
    played(game, "roll red: ribbon, jump")
    board = HorseRaceBoard(game=game)
    text = board.describe_position()
    lowest, highest = (view.short_percent(horse_race.jump_chance(game.state, bet)) for bet in (1, 3))
    assert text.endswith(f"A bet is pending: Yellow rolled a jump and must bet 1 to 3 tokens on it (1 token "
                         f"succeeds {lowest} of the time, all 3 tokens {highest}).")
    assert_plain_and_short(text)
    assert_describes_every_horse_and_the_reserve(game.state, text)
    played(game, "bet 2")
    text = HorseRaceBoard(game=game).describe_position()
    assert text.endswith("Yellow bet 2 tokens on the jump: they are about to be flipped.")
    assert text in HorseRaceBoard(game=game).describe()


def test_describe_says_a_bet_of_the_only_token_and_the_discard_face_up():
    game = game_at(2, horses={"yellow": 7}, tokens={"yellow": 1}, discard=(2, 1), phase="bet")
    text = HorseRaceBoard(game=game).describe_position()
    chance = view.short_percent(horse_race.jump_chance(game.state, 1))
    assert "the discard shows 3 tokens face up: 2 galloping, 1 sleeping." in text
    assert text.endswith(f"Yellow rolled a jump and must bet its only token on it (1 token succeeds {chance} "
                         "of the time).")
    assert_plain_and_short(text)
    assert_describes_every_horse_and_the_reserve(game.state, text)


def test_describe_says_the_start_the_finish_and_the_last_round():
    game = game_at(3, horses={"yellow": FINISH, "green": 0, "purple": 30}, tokens={"yellow": 0}, to_move="green")
    text = HorseRaceBoard(game=game).describe_position()
    assert text.startswith("Yellow is past the finish line with no tokens, Green at the start with ")
    assert text.endswith("A horse is past the finish line, so this is the last round.")
    assert_plain_and_short(text)


def turns_replayed(game, decisions):
    """The turns holding the last ``decisions`` decisions, found by playing the whole history again (the way
    recent_turns worked before it read the game's kept states)."""
    turns, state = [], game.start_state
    for move in game.history:
        if move.data[0] == "choose" or not turns:
            turns.append((state, []))
        turns[-1][1].append(move)
        state = type(game).apply(state, move)
    wanted, count = [], 0
    for turn in reversed(turns):
        if count >= decisions:
            break
        wanted.append(turn)
        count += sum(move.data[0] in ("choose", "bet") for move in turn[1])
    return wanted[::-1]


@pytest.mark.parametrize("seed", range(6))
def test_the_recent_turns_read_backwards_are_the_turns_the_whole_race_played_again_gives(seed):
    """The message after a roll names the last turns (EN 'How to play': a turn is choosing the dice, the roll and
    what follows): read from the end with the states the game keeps, they are the same turns, from the same
    states, at every point of random races, also after moves were taken back."""
    chance = random.Random(seed)
    game = horse_race.new_game(seed=seed, players=chance.choice([2, 3, 4]))
    while game.outcome is None and len(game.history) < 120:
        game.play(chance.choice(game.legal_moves()))
        if chance.random() < 0.05 and len(game.history) > 3:
            game.undo()
        for decisions in (0, 1, 2, 3):
            read, replayed = view.recent_turns(game, decisions), turns_replayed(game, decisions)
            assert [moves for _, moves in read] == [moves for _, moves in replayed]
            # (the same positions; the kept state also counts the random generator's draws the roll made)
            assert [turn_sentence(state, moves) for state, moves in read] == \
                [turn_sentence(state, moves) for state, moves in replayed]
            assert [dataclasses.replace(state, rng=None) for state, _ in read] == \
                [dataclasses.replace(state, rng=None) for state, _ in replayed]
    assert view.recent_turns(game, 1), "a race of moves has a last turn"


def test_a_game_gives_the_state_each_move_was_played_in():
    game = horse_race.new_game(seed=2, players=2)
    for _ in range(5):
        game.play(game.legal_moves()[0])
    assert game.state_before(0) == game.start_state and game.state_before(game.cursor) == game.state
    assert game.state_before(4).squares == type(game).apply(game.state_before(3), game.all_moves[3]).squares
    with pytest.raises(IndexError):
        game.state_before(game.cursor + 1)
