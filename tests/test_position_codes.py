"""Issue 22 point 3: a position code holds a whole position (every hand included) as a short text safe in a
web address; a wrong or damaged code is refused with InvalidPosition in plain words, never a decoding error."""

from __future__ import annotations

import base64
import re
import zlib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulebook import hit, hokito, horse_race, partners
from rulebook import le_dernier_peuple as ldp
from rulebook.core import CHANCE, InvalidPosition, RandomPlayer, play_out
from widgets import DernierPeupleBoard, HokitoBoard, HorseRaceBoard, PartnersBoard
from widgets.hit import HitBoard

GAMES = {"hokito": (hokito, HokitoBoard), "hit": (hit, HitBoard), "partners": (partners, PartnersBoard),
         "le-dernier-peuple": (ldp, DernierPeupleBoard), "horse-race": (horse_race, HorseRaceBoard)}
URL_SAFE = re.compile(r"^[a-z-]+\.[A-Za-z0-9_-]+$")


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_code_opens_the_very_same_position_and_is_safe_in_an_address(name):
    module, board_class = GAMES[name]
    game = module.new_game(seed=4)
    play_out(game, RandomPlayer(4), max_moves=25)
    code = game.position_code()
    assert URL_SAFE.match(code) and code.startswith(f"{name}.") and len(code) < 2000
    assert module.Game.from_position_code(code).position() == game.position()
    assert board_class.from_position_code(code).game.position() == game.position()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_wrong_or_damaged_code_says_so_in_plain_words(name):
    module, _board = GAMES[name]
    code = module.new_game(seed=1).position_code()
    other = "hokito" if name != "hokito" else "partners"
    payload = zlib.compress(b"[1, 2, 3]")
    not_a_position = f"{name}." + base64.urlsafe_b64encode(
        (zlib.crc32(payload) & 0xFFFF).to_bytes(2, "big") + payload).decode().rstrip("=")
    cases = {code[:-7]: "damaged or cut short", code[:-3] + ("A" if code[-3] != "A" else "B") + code[-2:]:
             "damaged or cut short", GAMES[other][0].new_game(seed=1).position_code(): "another game",
             "": "not a position code", None: "not a position code", not_a_position: "not possible"}
    for wrong, words in cases.items():
        with pytest.raises(InvalidPosition) as refused:
            module.Game.from_position_code(wrong)
        assert words in str(refused.value), (wrong, str(refused.value))


def test_a_code_cannot_unpack_to_more_than_a_megabyte():
    bomb = zlib.compress(b"[" + b"0," * 3_000_000 + b"0]", 9)
    code = "hokito." + base64.urlsafe_b64encode((zlib.crc32(bomb) & 0xFFFF).to_bytes(2, "big") + bomb).decode()
    with pytest.raises(InvalidPosition, match="damaged"):
        hokito.Game.from_position_code(code)


@settings(max_examples=300, deadline=None)
@given(text=st.text(alphabet="abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.=", max_size=300))
def test_any_text_is_a_code_or_an_invalid_position(text):
    for wrong in (text, f"hokito.{text}"):
        try:
            hokito.Game.from_position_code(wrong)
        except InvalidPosition:
            pass


def test_a_board_copies_its_code_and_opens_one_and_junk_changes_nothing():
    board = PartnersBoard(seed=2, hot_seat_cover=False)
    sent = []
    board.send = lambda content, buffers=None: sent.append(content)
    board.handle_message({"type": "code", "revision": board.revision})
    code = sent[-1]["code"]
    assert sent[-1]["type"] == "position-code" and code == board.game.position_code()
    other = PartnersBoard(seed=9, hot_seat_cover=False)
    before = other.game.position()
    for junk in (5, "", "x" * 30_000, "partners.AAAA", HokitoBoard().game.position_code()):
        other.handle_message({"type": "open", "code": junk, "revision": other.revision})
        assert other.game.position() == before and "nothing was changed" in other.message
    assert other.handle_message({"type": "open", "code": code, "revision": other.revision})
    assert other.game.position() == board.game.position()


#: the longest games: the most seats each game has
MOST_SEATS = {"hokito": {}, "hit": {"players": 4}, "partners": {}, "le-dernier-peuple": {"players": 5},
              "horse-race": {"players": 4}}


def opens_the_very_same_game(module, game) -> int:
    """The code of ``game``'s position opens the same position, with the same moves and the same chance
    outcomes at the same exact odds; its length."""
    code = game.position_code()
    again = module.Game.from_position_code(code)
    assert again.position() == game.position()
    assert [(move.notation, move.label, move.clicks) for move in again.legal_moves()] == \
        [(move.notation, move.label, move.clicks) for move in game.legal_moves()]
    if game.to_move == CHANCE:
        assert [(move.notation, chance) for move, chance in again.chance_odds()] == \
            [(move.notation, chance) for move, chance in game.chance_odds()]
    return len(code)


@pytest.mark.parametrize("name", sorted(GAMES))
def test_the_codes_of_long_random_games_stay_short_and_open_the_very_same_game(name):
    """Issue 31 point 7: every position of long random games (the most seats, played to the end) has a code of
    at most 1,000 characters. The horse race's codes carry what happened to the hidden tokens, not the table
    of possibilities it leads to (3,417 characters before), and the exact odds come back."""
    module, _board = GAMES[name]
    longest, moves = 0, 0
    for seed in (10, 2, 11):    # horse race: the seeds whose tables of possibilities grew largest
        game = module.new_game(seed=seed, **MOST_SEATS[name])
        player, game.auto_chance = RandomPlayer(seed), False    # stops at chance points, to check them too
        while game.outcome is None and moves < 1500 * (seed + 1):
            play_out(game, player, max_moves=5)
            if game.to_move == CHANCE and game.outcome is None:
                longest = max(longest, opens_the_very_same_game(module, game))
                game.resolve_chance()
            longest = max(longest, opens_the_very_same_game(module, game))
            moves += 5
    assert 0 < longest <= 1000, longest
    print(f"{name}: the longest code of three random games has {longest} characters")
