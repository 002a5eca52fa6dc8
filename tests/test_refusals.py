"""Issue 19, point 1: a click that cannot lead to a legal move is explained in plain words, for every
card, piece, pawn, field, die and button of all five games.

Along random play from a few seeds, every element the board draws that is not where a legal move
starts is clicked (in Python: ``explain``), and so is every element after the first click of a legal
move.  Each answer must be the rules' own reason, in a learner's words: never the core's fallback
("No legal move starts with …"), never a click key, a pawn id or how a move is typed.
"""

from __future__ import annotations

import random
import re

import pytest

from widgets import DernierPeupleBoard, HokitoBoard, HorseRaceBoard, PartnersBoard
from widgets.hit import HitBoard

BOARDS = {
    "hokito": lambda seed: HokitoBoard(),
    "hit": lambda seed: HitBoard(seed=seed),
    "partners": lambda seed: PartnersBoard(seed=seed, hot_seat_cover=False),
    "le-dernier-peuple": lambda seed: DernierPeupleBoard(seed=seed, handover=False),
    "horse-race": lambda seed: HorseRaceBoard(seed=seed),
}

#: what a refusal of a click must not show: click keys, pieces' ids, how moves are typed, the core's fallback
ENGINE = re.compile(r"\b[a-z]+:[a-z0-9]|\b(red|blue|green|yellow|purple|orange|black|white)-\d|\bwrit(e|ten)\b"
                    r"|\bnotation|No legal move starts with|\bNone\b|\(\)|\[|\{")
KEY = re.compile(r'data-key="([^"]+)"')


def refused_clicks(board, rnd: random.Random) -> list[list[str]]:
    """Click sequences on the drawn board that start no legal move: every element that starts none,
    and every element after the first click of one legal move."""
    keys = sorted(set(KEY.findall(board.render_svg())))
    moves = board.game.legal_moves()
    firsts = {move.clicks[0] for move in moves if move.clicks}
    refused = [[key] for key in keys if key not in firsts]
    if firsts:
        first = rnd.choice(sorted(firsts))
        seconds = {move.clicks[1] for move in moves if move.clicks[:1] == (first,) and len(move.clicks) > 1}
        refused += [[first, key] for key in keys if key not in seconds and key != first
                    and not any(move.clicks == (first,) for move in moves)]
    return refused


@pytest.mark.parametrize("game", sorted(BOARDS))
def test_every_refused_click_is_explained_in_the_rules_words(game):
    explained = 0
    for seed in (1, 2, 3):
        board, rnd = BOARDS[game](seed), random.Random(seed)
        for _step in range(60):
            if board.game.outcome is not None:
                break
            if board.game.to_move is None:
                board.game.resolve_chance()
                continue
            for clicks in refused_clicks(board, rnd):
                text = board.game.explain(clicks)
                assert text and len(text) <= 500, (clicks, text)
                assert not ENGINE.search(text), (clicks, text)
                explained += 1
            board.play(rnd.choice(board.game.legal_moves()))
    assert explained > 100, explained
