"""HOKITO (Cosmoludo): the rules.

Two players stack pieces marked 1, 2 or 3 on a 6×6 board.  A piece (or a
stack, controlled by its top piece) makes exactly as many jumps as its value;
each jump goes straight to the nearest occupied square, empty squares are
skipped.  A single piece ends on a single piece, a stack on a stack.  The game
ends as soon as either player cannot move; singles score their value, stacks
their top value times their height, for the owner of the top piece.

A state is an immutable :class:`State`; a position is the JSON-able dict
``{"to_move": "black", "board": {"a1": ["b2"], "c4": ["w1", "b3"]}}`` (only
occupied squares, every list bottom to top).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache, partial
from pathlib import Path

from rulebook import core, i18n, lessons
from rulebook.core import IllegalMove, InvalidPosition, Move, Outcome, Rng, shown
from rulebook.i18n import N_, _, say, say_n

__all__ = [
    "ASSUMPTIONS",
    "COLOURS",
    "PIECES",
    "SQUARES",
    "Game",
    "IllegalMove",
    "InvalidPosition",
    "Move",
    "State",
    "assumption",
    "new_game",
    "scores",
    "square_index",
    "square_name",
    "top",
]

ASSUMPTIONS: dict = json.loads((Path(__file__).parent / "data" / "hokito.json").read_text("utf-8"))


def assumption(name: str) -> str:
    """The note of one of ``ASSUMPTIONS`` in the language spoken now (the data file's notes are in the catalogue:
    tools/i18n.py extracts them)."""
    return i18n.gettext(ASSUMPTIONS[name]["note"])


COLOURS = ("black", "white")
COLOUR_OF_LETTER = {"b": "black", "w": "white"}
LETTER_OF_COLOUR = {"black": "b", "white": "w"}
VALUES = (1, 2, 3)
PIECES = tuple(f"{letter}{value}" for letter in "bw" for value in VALUES)
PIECES_PER_VALUE: int = ASSUMPTIONS["pieces_per_value"]["value"]
TOTAL_PIECES = len(PIECES) * PIECES_PER_VALUE

FILES = "abcdef"
SIZE = 6
SQUARES = tuple(f"{FILES[index % SIZE]}{index // SIZE + 1}" for index in range(SIZE * SIZE))
SQUARE_INDEX = {name: index for index, name in enumerate(SQUARES)}
BLACK_HOME = tuple(range(18))    # ranks 1-3
WHITE_HOME = tuple(range(18, 36))   # ranks 4-6

DIRECTIONS = ("north", "east", "south", "west")
_STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))   # (file, rank) per direction


def _ray(index: int, direction: int) -> tuple[int, ...]:
    """The squares from ``index`` (excluded) to the edge of the board in one direction."""
    file, rank = index % SIZE, index // SIZE
    step_file, step_rank = _STEPS[direction]
    squares = []
    file, rank = file + step_file, rank + step_rank
    while 0 <= file < SIZE and 0 <= rank < SIZE:
        squares.append(rank * SIZE + file)
        file, rank = file + step_file, rank + step_rank
    return tuple(squares)


RAYS = tuple(tuple(_ray(index, direction) for direction in range(4)) for index in range(SIZE * SIZE))
# Rule note: the direction may change only by a right angle (EN 'HOW TO PLAY', DE 'SPIELABLAUF':
# "im rechten Winkel"), so after a jump in direction d the next jump goes straight on or turns
# left or right, never back.  Straight on comes first: it is the preferred example path.
NEXT_DIRECTIONS = tuple((d, (d + 1) % 4, (d + 3) % 4) for d in range(4))
FIRST_DIRECTIONS = (0, 1, 2, 3)


# ------------------------------------------------------------------ squares and pieces
def square_name(index: int) -> str:
    """The name of square ``index`` (0 = a1, 5 = f1, 6 = a2 … 35 = f6)."""
    if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < len(SQUARES):
        # Translators: an error for a programmer-teacher asking for a square by a wrong number; {number} is
        # what they gave. a1 and f6 are square names: keep them.
        raise ValueError(say("There is no square number {number}; squares are numbered 0 (a1) to 35 (f6).",
                             number=shown(index)))
    return SQUARES[index]


def square_index(name: str) -> int:
    """The index of the square called ``name`` (``"a1"`` = 0 … ``"f6"`` = 35)."""
    if not isinstance(name, str) or name not in SQUARE_INDEX:
        raise ValueError(_not_a_square_name(name))
    return SQUARE_INDEX[name]


def _not_a_square_name(name) -> str:
    # Translators: an error when a text is not a HOKITO square; {text} is what was written, quoted. Keep the
    # square names a1 and f6 and the letters a-f: they are the board's coordinates.
    return say("{text} is not a square: squares are a1 to f6 (file a-f, then rank 1-6).", text=shown(name))


def colour_of(piece: str) -> str:
    return COLOUR_OF_LETTER[piece[0]]


def value_of(piece: str) -> int:
    return int(piece[1])


def player_name(colour: str) -> str:
    """A player's name in the current language (``"black"`` → "Black", "Noir", "Schwarz" …)."""
    if colour == "black":
        # Translators: HOKITO's player with the black pieces, used as a name (score card, status line,
        # messages such as "it is Black's turn", the editor's "Black to move").
        return i18n.pgettext("HOKITO player", "Black")
    # Translators: HOKITO's player with the white pieces, used as a name (score card, status line, messages
    # such as "it is White's turn", the editor's "White to move").
    return i18n.pgettext("HOKITO player", "White")


def describe_piece(piece: str) -> str:
    """``"w3"`` → ``"White 3"`` (in the current language; it goes into sentences as {piece})."""
    if piece[0] == "b":
        # Translators: a black HOKITO pawn named by its marking; {value} is 1, 2 or 3. It is put into other
        # sentences as {piece} ("{piece} at c2 can move to …", "({piece} on top)"): write it without an
        # article, the sentences add one where your language needs it.
        return say("Black {value}", value=piece[1])
    # Translators: a white HOKITO pawn named by its marking; {value} is 1, 2 or 3. It is put into other
    # sentences as {piece}: write it without an article, the sentences add one where your language needs it.
    return say("White {value}", value=piece[1])


def describe_stack(stack: Sequence[str]) -> str:
    """A single piece as ``"Black 2"``, a stack as ``"stack of 4 (White 3 on top)"``."""
    if len(stack) == 1:
        return describe_piece(stack[0])
    # Translators: a HOKITO stack named by its height and top pawn, said alone (a square's description "c3:
    # stack of 4 (White 3 on top)"); {count} is the height (2 or more), {piece} the top pawn ("White 3").
    return say_n("stack of {count} ({piece} on top)", "stack of {count} ({piece} on top)", len(stack),
                 piece=describe_piece(stack[-1]))


# ------------------------------------------------------------------ the state
@dataclass(frozen=True)
class State:
    """The board (36 tuples of piece codes, bottom to top, square index order) and who moves."""

    board: tuple[tuple[str, ...], ...]
    to_move: str


def _index_of(square: int | str) -> int:
    """The index of a square given by name or by index (checked either way)."""
    if isinstance(square, str):
        return square_index(square)
    square_name(square)
    return square


def top(state: State, square: int | str) -> str | None:
    """The top piece at ``square`` (a name or an index), or None if it is empty."""
    stack = state.board[_index_of(square)]
    return stack[-1] if stack else None


def _scores(board) -> dict[str, int]:
    totals = {"black": 0, "white": 0}
    for stack in board:
        if stack:
            piece = stack[-1]
            totals[COLOUR_OF_LETTER[piece[0]]] += int(piece[1]) * len(stack)
    return totals


def scores(state: State) -> dict[str, int]:
    """Each player's points: a single scores its value, a stack its top value × its height,
    counted for the owner of the top piece."""
    return _scores(state.board)


def other(colour: str) -> str:
    return "white" if colour == "black" else "black"


# ------------------------------------------------------------------ movement
def _first_occupied(board, square: int, direction: int) -> int:
    """The nearest occupied square from ``square`` in ``direction`` (empty squares skipped), or -1."""
    for candidate in RAYS[square][direction]:
        if board[candidate]:
            return candidate
    return -1


@lru_cache(maxsize=256)
def _nearest_table(board) -> tuple[int, ...]:
    """``_first_occupied`` for every square and direction of ``board``, at index square * 4 + direction."""
    return tuple(_first_occupied(board, square, direction) for square in range(SIZE * SIZE) for direction in range(4))


# Rule note: no square may be passed twice in one move (FR 'DÉROULEMENT DU JEU' "passer deux fois par
# la même case", EN 'HOW TO PLAY' "go across the same square twice", PL "the path may not cross
# itself"; DE/NL speak of moving onto a square twice).  We read it in the widest way: the start square
# and the empty squares jumped over count as passed, as well as the squares landed on.  No explicit
# check is needed: a move has at most three straight segments joined by right angles (never a
# reversal), so the first and the third run in different rows (or files) and the second meets the
# others only at its ends - no path can come back over any square, the emptied start square included.
# tests/test_hokito_rules.py::test_no_square_is_passed_twice checks this on every move of many games.
def _paths(board, start: int, jumps: int) -> list[tuple[tuple[int, ...], int]]:
    """Every path of exactly ``jumps`` jumps from ``start``: (squares landed on, start first; turns)."""
    nearest = _nearest_table(board)
    frontier = [((start,), -1, 0)]
    for _jump in range(jumps):
        extended = []
        for path, direction, turns in frontier:
            here = path[-1] * 4
            for new_direction in (FIRST_DIRECTIONS if direction < 0 else NEXT_DIRECTIONS[direction]):
                landing = nearest[here + new_direction]
                if landing >= 0:
                    turned = direction >= 0 and new_direction != direction
                    extended.append((path + (landing,), new_direction, turns + turned))
        frontier = extended
    return [(path, turns) for path, _direction, turns in frontier]


def _reachable(board, start: int, jumps: int) -> set[int]:
    """The squares a mover at ``start`` lands on after exactly ``jumps`` jumps (any target)."""
    return {path[-1] for path, _ in _paths(board, start, jumps)}


def _destinations(board, start: int) -> dict[int, tuple[int, ...]]:
    """Where the piece or stack at ``start`` may end, each with one example path.

    Two paths to the same square are the same move; we keep the one with the fewest turns
    (a straight path if there is one), the first found in the order north, east, south, west.
    """
    stack = board[start]
    moving_single = len(stack) == 1
    best: dict[int, tuple[tuple[int, ...], int]] = {}
    for path, turns in _paths(board, start, int(stack[-1][1])):
        target = path[-1]
        # A single ends on a single, a stack on a stack; colour and value of the target do not matter.
        if (len(board[target]) == 1) != moving_single:
            continue
        if target not in best or turns < best[target][1]:
            best[target] = (path, turns)
    return {target: best[target][0] for target in sorted(best)}


def _movable_squares(board, colour: str):
    letter = LETTER_OF_COLOUR[colour]
    return [index for index, stack in enumerate(board) if stack and stack[-1][0] == letter]


@lru_cache(maxsize=1024)
def _can_move(board, colour: str) -> bool:
    return any(_destinations(board, start) for start in _movable_squares(board, colour))


SQUARE_KEYS = tuple(f"square:{name}" for name in SQUARES)


def _move_label(stack: tuple[str, ...], origin: str, target: str) -> str:
    if len(stack) == 1:
        # Translators: a move in the list of every legal move and the move list; {piece} is the pawn ("Black
        # 2"), {origin} and {target} are squares such as c3.
        return say("{piece} from {origin} to {target}", piece=describe_piece(stack[0]), origin=origin,
                   target=target)
    # Translators: a stack's move in the list of every legal move and the move list; {count} is the stack's
    # height (2 or more), {piece} its top pawn ("White 3"), {origin} and {target} squares such as c3.
    return say_n("stack of {count} ({piece} on top) from {origin} to {target}",
                 "stack of {count} ({piece} on top) from {origin} to {target}", len(stack),
                 piece=describe_piece(stack[-1]), origin=origin, target=target)


def _make_move(board, start: int, path: tuple[int, ...]) -> Move:
    """A move along ``path`` (square indexes, start first); its ``data`` is that path."""
    origin, target = SQUARES[path[0]], SQUARES[path[-1]]
    keys = tuple(map(SQUARE_KEYS.__getitem__, path))
    return Move(f"{origin}-{target}", partial(_move_label, board[start], origin, target),  # label made when read
                (keys[0], keys[-1]), keys, path)


def path_of(move: Move) -> tuple[str, ...]:
    """The squares a HOKITO move lands on, start first (``("a1", "a2", "a4")``)."""
    return tuple(SQUARES[square] for square in move.data)


def generate_moves(board, colour: str) -> tuple[Move, ...]:
    """Every move of ``colour`` on ``board`` (no end-of-game check), ordered by start, then target."""
    moves = []
    for start in _movable_squares(board, colour):
        for path in _destinations(board, start).values():
            moves.append(_make_move(board, start, path))
    return tuple(moves)


# bounded: a board re-reads its current position often, a simulation never comes back
_cached_moves = lru_cache(maxsize=128)(generate_moves)


def _after(board, start: int, target: int):
    """The board after the piece or stack at ``start`` goes on top of ``target``."""
    squares = list(board)
    squares[target] = board[target] + board[start]
    squares[start] = ()
    return tuple(squares)


# ------------------------------------------------------------------ end of the game
# Rule note: the game ends as soon as EITHER player cannot move (EN 'END OF THE GAME' "one of the
# players", DE 'SPIELENDE' "einer der beiden Spieler", FR "l'un des deux joueurs"), not only the player
# to move: both colours are checked in every position, so a move that leaves the mover (or the
# opponent) without a move ends the game at once.
def _outcome(board) -> Outcome | None:
    """The result once either player cannot move (whoever's turn it is), else None."""
    black_can, white_can = _can_move(board, "black"), _can_move(board, "white")
    if black_can and white_can:
        return None
    totals = _scores(board)
    black, white = totals["black"], totals["white"]
    # Rule note: equal totals are a draw (assumed; see data/hokito.json "equal_scores").
    winners = () if black == white else ("black" if black > white else "white",)
    return Outcome(winners, totals, _end_text(black_can, white_can, totals))


def outcome_reason(state: State) -> str | None:
    """Why the game is over and its result, in the current language (None while it goes on).

    Show this rather than a stored ``Outcome.reason``: a game keeps its outcome, in the language
    spoken when it was first asked for."""
    black_can, white_can = _can_move(state.board, "black"), _can_move(state.board, "white")
    return None if black_can and white_can else _end_text(black_can, white_can, _scores(state.board))


def _end_text(black_can: bool, white_can: bool, totals: Mapping[str, int]) -> str:
    black, white = totals["black"], totals["white"]
    high, low = max(black, white), min(black, white)
    if black == white:
        if not black_can and not white_can:
            # Translators: the end of a HOKITO game (status line, messages); {count} is each player's points.
            return say_n("Neither player can move; it is a draw, {count} point each.",
                         "Neither player can move; it is a draw, {count} points each.", black)
        if not black_can:
            # Translators: the end of a HOKITO game (status line, messages); {count} is each player's points.
            return say_n("Black cannot move; it is a draw, {count} point each.",
                         "Black cannot move; it is a draw, {count} points each.", black)
        # Translators: the end of a HOKITO game (status line, messages); {count} is each player's points.
        return say_n("White cannot move; it is a draw, {count} point each.",
                     "White cannot move; it is a draw, {count} points each.", black)
    winner = player_name("black" if black > white else "white")
    if not black_can and not white_can:
        # Translators: the end of a HOKITO game (status line, messages); {winner} is the winner's name (Black
        # or White), {high} the winner's points, {low} the other player's points.
        return say("Neither player can move; {winner} wins {high} to {low}.", winner=winner, high=high, low=low)
    if not black_can:
        # Translators: the end of a HOKITO game (status line, messages); {winner} is the winner's name (Black
        # or White), {high} the winner's points, {low} the other player's points.
        return say("Black cannot move; {winner} wins {high} to {low}.", winner=winner, high=high, low=low)
    # Translators: the end of a HOKITO game (status line, messages); {winner} is the winner's name (Black or
    # White), {high} the winner's points, {low} the other player's points.
    return say("White cannot move; {winner} wins {high} to {low}.", winner=winner, high=high, low=low)


# ------------------------------------------------------------------ positions
def _board_problems(board) -> tuple[list[str], dict[int, tuple[str, ...]]]:
    problems: list[str] = []
    stacks: dict[int, tuple[str, ...]] = {}
    if not isinstance(board, Mapping):
        # Translators: a problem of a HOKITO position written as data; {value} is what was given instead. Keep
        # 'board' and the example {{"a1": ["b2"], "c4": ["w1", "b3"]}} as they are (they are code).
        problems.append(say("'board' must be a table from square names to lists of pieces, "
                            'like {{"a1": ["b2"], "c4": ["w1", "b3"]}}, not {value}.', value=shown(board)))
        return problems, stacks
    for name, pieces in board.items():
        if name not in SQUARE_INDEX:
            problems.append(_not_a_square_name(name))
            continue
        if not isinstance(pieces, (list, tuple)):
            # Translators: a problem of a HOKITO position written as data; {square} is a square (c3), {value}
            # what was given instead of a list. Keep ["w1", "b3"] as it is (code).
            problems.append(say('The pieces on {square} must be a list from bottom to top, like ["w1", "b3"], '
                                "not {value}.", square=name, value=shown(pieces)))
            continue
        if not pieces:
            # Translators: a problem of a HOKITO position written as data; {square} is a square (c3).
            problems.append(say("{square} has an empty list: leave empty squares out of the board.", square=name))
            continue
        unknown = [piece for piece in pieces if piece not in PIECES]
        for piece in unknown:
            # Translators: a problem of a HOKITO position written as data; {value} is what was written,
            # quoted, {square} a square (c3). Keep the codes b1, b2, b3, w1, w2, w3 (they are code).
            problems.append(say("{value} on {square} is not a piece: a piece is b1, b2, b3 (Black) "
                                "or w1, w2, w3 (White).", value=shown(piece), square=name))
        if len(pieces) % 2 == 1 and len(pieces) > 1:
            # Translators: a problem of a HOKITO position; {square} is a square (c3), {count} how many pieces
            # it holds (an odd number, 3 or more).
            problems.append(say_n("{square} holds {count} piece, but a stack always has an even height: "
                                  "a single only lands on a single and a stack only on a stack.",
                                  "{square} holds {count} pieces, but a stack always has an even height: "
                                  "a single only lands on a single and a stack only on a stack.",
                                  len(pieces), square=name))
        if not unknown:
            stacks[SQUARE_INDEX[name]] = tuple(pieces)
    return problems, stacks


def _wrong_count(piece: str, count: int) -> str:
    value = piece[1]
    if piece[0] == "b":
        # Translators: a problem of a HOKITO position; {count} is how many black pawns marked {value} (1, 2 or
        # 3) the position has, {per_value} how many there must be (6).
        return say_n("There is {count} Black {value}; each player has exactly {per_value} pieces of each "
                     "value 1, 2 and 3.",
                     "There are {count} Black {value}s; each player has exactly {per_value} pieces of each "
                     "value 1, 2 and 3.", count, value=value, per_value=PIECES_PER_VALUE)
    # Translators: a problem of a HOKITO position; {count} is how many white pawns marked {value} (1, 2 or 3)
    # the position has, {per_value} how many there must be (6).
    return say_n("There is {count} White {value}; each player has exactly {per_value} pieces of each "
                 "value 1, 2 and 3.",
                 "There are {count} White {value}s; each player has exactly {per_value} pieces of each "
                 "value 1, 2 and 3.", count, value=value, per_value=PIECES_PER_VALUE)


def _count_problems(board: Mapping) -> list[str]:
    pieces = [piece for stack in board.values() if isinstance(stack, (list, tuple)) for piece in stack
              if piece in PIECES]
    problems = [_wrong_count(piece, pieces.count(piece)) for piece in PIECES
                if pieces.count(piece) != PIECES_PER_VALUE]
    total = sum(len(stack) for stack in board.values() if isinstance(stack, (list, tuple)))
    if total != TOTAL_PIECES:
        # Translators: a problem of a HOKITO position; {count} is how many pieces it has, {total} how many
        # there must be (36).
        problems.append(say_n("There is {count} piece on the board, but all {total} stay on it "
                              "for the whole game.",
                              "There are {count} pieces on the board, but all {total} stay on it "
                              "for the whole game.", total, total=TOTAL_PIECES))
    return problems


def position_problems(position) -> list[str]:
    """Every reason why ``position`` is not a HOKITO position (empty if it is one)."""
    return _parse_position(position)[0]


def _parse_position(position) -> tuple[list[str], State | None]:
    if not isinstance(position, Mapping):
        # Translators: a problem of a HOKITO position written as data; {value} is what was given instead. Keep
        # 'to_move' and 'board' as they are (they are code).
        return [say("A position is a table with 'to_move' and 'board', not {value}.", value=shown(position))], None
    problems = []
    for key in ("to_move", "board"):
        if key not in position:
            # Translators: a problem of a HOKITO position written as data; {key} is 'to_move' or 'board'.
            problems.append(say("The position has no {key}.", key=shown(key)))
    for key in position:
        if key not in ("to_move", "board"):
            # Translators: a problem of a HOKITO position written as data; {key} is the unknown key, quoted.
            # Keep 'to_move' and 'board' as they are (they are code).
            problems.append(say("{key} is not part of a HOKITO position (only 'to_move' and 'board').",
                                key=shown(key)))
    to_move = position.get("to_move")
    if "to_move" in position and to_move not in COLOURS:
        # Translators: a problem of a HOKITO position written as data; {value} is what was given. Keep
        # 'to_move', 'black' and 'white' as they are (they are code).
        problems.append(say("'to_move' must be 'black' or 'white', not {value}.", value=shown(to_move)))
    stacks: dict[int, tuple[str, ...]] = {}
    if "board" in position:
        board_problems, stacks = _board_problems(position["board"])
        problems += board_problems
        if isinstance(position["board"], Mapping):
            problems += _count_problems(position["board"])
    if problems:
        return problems, None
    board = tuple(stacks.get(index, ()) for index in range(len(SQUARES)))
    return [], State(board, to_move)


def position_of(state: State) -> dict:
    """The position dict of ``state`` (only occupied squares, lists bottom to top)."""
    return {"to_move": state.to_move,
            "board": {SQUARES[index]: list(stack) for index, stack in enumerate(state.board) if stack}}


# ------------------------------------------------------------------ explanations
_NOTATION = re.compile(r"^\s*([A-Za-z0-9]+)\s*-\s*([A-Za-z0-9]+)\s*$")


def _not_a_square(name: str) -> str:
    if name.lower() in SQUARE_INDEX:
        # Translators: a refusal when a square is written in capitals; {text} is what was written, quoted,
        # {lower} the same in lower case (c3). Keep a1, f6 and a-f: they are the board's coordinates.
        return say("{text} is not a square of the board (write it in lower case: {lower}): squares are a1 to f6 "
                   "(file a-f, then rank 1-6).", text=shown(name), lower=name.lower())
    # Translators: a refusal when a move names a square that does not exist; {text} is what was written,
    # quoted. Keep a1, f6 and a-f: they are the board's coordinates.
    return say("{text} is not a square of the board: squares are a1 to f6 (file a-f, then rank 1-6).",
               text=shown(name))


def _wrong_colour(name: str, piece: str, to_move: str) -> str:
    # Translators: a refusal when the clicked pawn is the other player's; {square} is a square (c3), {owner}
    # the name of the player whose pawn it is (Black or White), {player} the player whose turn it is.
    return say("The top piece at {square} is {owner}'s; it is {player}'s turn.", square=name,
               owner=player_name(colour_of(piece)), player=player_name(to_move))


def _distance(counts: Sequence[int]) -> str:
    """How many jumps away a square is ("2 jumps", "1 or 3 jumps"), said inside an explanation."""
    if len(counts) == 1:
        # Translators: a distance inside an explanation ("c6 is {distance} away"); {count} is 1, 2 or 3.
        return say_n("{count} jump", "{count} jumps", counts[0])
    # Translators: a distance inside an explanation ("c6 is {distance} away"); {first} and {second} are
    # numbers of jumps (1, 2 or 3).
    return say("{first} or {second} jumps", first=counts[0], second=counts[1])


def _reach_reason(board, start: int, target: int) -> str:
    """Why the mover at ``start`` cannot end on ``target`` although the target's kind fits (for a learner)."""
    value = int(board[start][-1][1])
    origin, name = SQUARES[start], SQUARES[target]
    other_counts = [count for count in VALUES if count != value and target in _reachable(board, start, count)]
    single = len(board[start]) == 1
    places = {"origin": origin, "square": name}
    if _is_diagonal(origin, name):
        # Translators: a refusal of a diagonal move in HOKITO.
        text = _("No diagonal moves: a piece jumps only up, down, left or right.")
        if not other_counts:
            return text
        distance = _distance(other_counts)
        if single:
            # Translators: follows "No diagonal moves: …"; {square} is the target square, {distance} how far
            # it is ("1 or 3 jumps"), {count} the marking of the pawn (1, 2 or 3) and so its number of jumps.
            more = say_n("Turning on pieces on the way, {square} is {distance} away, but a {count} makes exactly "
                         "{count} jump.",
                         "Turning on pieces on the way, {square} is {distance} away, but a {count} makes exactly "
                         "{count} jumps.", value, square=name, distance=distance)
        else:
            # Translators: follows "No diagonal moves: …"; {square} is the target square, {distance} how far
            # it is ("1 or 3 jumps"), {count} the marking of the stack's top pawn and so its number of jumps.
            more = say_n("Turning on pieces on the way, {square} is {distance} away, but a stack with a {count} "
                         "on top makes exactly {count} jump.",
                         "Turning on pieces on the way, {square} is {distance} away, but a stack with a {count} "
                         "on top makes exactly {count} jumps.", value, square=name, distance=distance)
        return f"{text} {more}"
    if not other_counts:
        if single:
            # Translators: a refusal; {count} is the pawn's marking (1, 2 or 3) and so its number of jumps,
            # {origin} and {square} are squares (c3).
            return say_n("A {count} cannot get from {origin} to {square} in {count} jump: each jump goes "
                         "straight to the next piece (empty squares are skipped), and it may turn only on a "
                         "piece, never back.",
                         "A {count} cannot get from {origin} to {square} in {count} jumps: each jump goes "
                         "straight to the next piece (empty squares are skipped), and it may turn only on a "
                         "piece, never back.", value, **places)
        # Translators: a refusal; {count} is the marking of the stack's top pawn (1, 2 or 3) and so its number
        # of jumps, {origin} and {square} are squares (c3).
        return say_n("A stack with a {count} on top cannot get from {origin} to {square} in {count} jump: each "
                     "jump goes straight to the next piece (empty squares are skipped), and it may turn only on "
                     "a piece, never back.",
                     "A stack with a {count} on top cannot get from {origin} to {square} in {count} jumps: each "
                     "jump goes straight to the next piece (empty squares are skipped), and it may turn only on "
                     "a piece, never back.", value, **places)
    distance = _distance(other_counts)
    turns = origin[0] != name[0] and origin[1:] != name[1:]      # the way there must turn
    return _too_far(single, turns, value, distance, places)


def _too_far(single: bool, turns: bool, value: int, distance: str, places: dict) -> str:
    """The mover makes exactly ``value`` jumps but the target is ``distance`` away (one sentence per shape)."""
    if single and turns:
        # Translators: a refusal; {count} is the pawn's marking (1, 2 or 3) and so its number of jumps,
        # {square} the target, {distance} how far it is ("1 or 3 jumps"), {origin} the start square.
        return say_n("A {count} makes exactly {count} jump, and {square} is {distance} away from {origin}: a way "
                     "may turn only on a piece, never on an empty square.",
                     "A {count} makes exactly {count} jumps, and {square} is {distance} away from {origin}: a way "
                     "may turn only on a piece, never on an empty square.", value, distance=distance, **places)
    if single:
        # Translators: a refusal; {count} is the pawn's marking (1, 2 or 3) and so its number of jumps,
        # {square} the target, {distance} how far it is ("1 or 3 jumps"), {origin} the start square.
        return say_n("A {count} makes exactly {count} jump, and {square} is {distance} away from {origin}.",
                     "A {count} makes exactly {count} jumps, and {square} is {distance} away from {origin}.",
                     value, distance=distance, **places)
    if turns:
        # Translators: a refusal; {count} is the marking of the stack's top pawn and so its number of jumps,
        # {square} the target, {distance} how far it is ("1 or 3 jumps"), {origin} the start square.
        return say_n("A stack with a {count} on top makes exactly {count} jump, and {square} is {distance} away "
                     "from {origin}: a way may turn only on a piece, never on an empty square.",
                     "A stack with a {count} on top makes exactly {count} jumps, and {square} is {distance} away "
                     "from {origin}: a way may turn only on a piece, never on an empty square.",
                     value, distance=distance, **places)
    # Translators: a refusal; {count} is the marking of the stack's top pawn and so its number of jumps,
    # {square} the target, {distance} how far it is ("1 or 3 jumps"), {origin} the start square.
    return say_n("A stack with a {count} on top makes exactly {count} jump, and {square} is {distance} away "
                 "from {origin}.",
                 "A stack with a {count} on top makes exactly {count} jumps, and {square} is {distance} away "
                 "from {origin}.", value, distance=distance, **places)


def _is_diagonal(origin: str, target: str) -> bool:
    files, ranks = abs(FILES.index(origin[0]) - FILES.index(target[0])), abs(int(origin[1:]) - int(target[1:]))
    return files == ranks != 0


def _game_over(state: State) -> str:
    # Translators: a refusal after the end of a HOKITO game; {reason} is why it ended and its result ("Black
    # cannot move; White wins 40 to 32.").
    return say("The game is over ({reason}), so no more moves can be played.", reason=outcome_reason(state))


def _why_not(state: State, notation) -> str:
    if not isinstance(notation, str):
        # Translators: a refusal when a move is not given as text; {value} is what was given. Keep c3-c5.
        return say("A move is written as text like c3-c5, not {value}.", value=shown(notation))
    match = _NOTATION.match(notation)
    if not match:
        # Translators: a refusal in the move box; {text} is what was typed, quoted. Keep c3-c5 (notation).
        return say("{text} is not a move: write the square the piece starts on, a dash and the "
                   "square where it lands, like c3-c5.", text=shown(notation))
    origin, target = match.groups()
    unknown = [_not_a_square(name) for name in (origin, target) if name not in SQUARE_INDEX]
    if unknown:
        return " ".join(unknown)
    if _outcome(state.board) is not None:
        return _game_over(state)
    if origin == target:
        move = f"{origin}-{target}"
        # Translators: a refusal; {move} is the move as written (c3-c3).
        return say("A piece must move: {move} starts and ends on the same square.", move=move)
    board, start, end = state.board, SQUARE_INDEX[origin], SQUARE_INDEX[target]
    if not board[start]:
        # Translators: a refusal; {square} is a square (c3).
        return say("There is no piece on {square}.", square=origin)
    if board[start][-1][0] != LETTER_OF_COLOUR[state.to_move]:
        return _wrong_colour(origin, board[start][-1], state.to_move)
    if not board[end]:
        # Translators: a refusal; {square} is the empty square where the move would end (c3).
        return say("{square} is empty: a move ends on a piece (a single piece on a single piece, "
                   "a stack on a stack).", square=target)
    if len(board[start]) == 1 and len(board[end]) > 1:
        # Translators: a refusal; {piece} is the moving pawn ("Black 2"), {origin} its square, {target} the
        # square clicked, which holds a stack of {count} pieces (2 or more).
        return say_n("{piece} at {origin} is a single piece, so it must end on another single piece; "
                     "{target} holds a stack of {count}.",
                     "{piece} at {origin} is a single piece, so it must end on another single piece; "
                     "{target} holds a stack of {count}.", len(board[end]),
                     piece=describe_piece(board[start][0]), origin=origin, target=target)
    if len(board[start]) > 1 and len(board[end]) == 1:
        # Translators: a refusal; {count} is the height of the moving stack (2 or more), {piece} its top pawn
        # ("White 3"), {origin} its square, {target} the square clicked, which holds a single pawn.
        return say_n("The stack of {count} ({piece} on top) at {origin} must end on another stack; "
                     "{target} holds a single piece.",
                     "The stack of {count} ({piece} on top) at {origin} must end on another stack; "
                     "{target} holds a single piece.", len(board[start]),
                     piece=describe_piece(board[start][-1]), origin=origin, target=target)
    if end in _destinations(board, start):
        # only reached when the text was not written exactly (a legal notation is found before why_not)
        move = f"{origin}-{target}"
        # Translators: the move box, when a legal move was typed with spaces; {move} is the move (c3-c5).
        return say("That move is legal, but write it exactly as '{move}' (no spaces).", move=move)
    return _reach_reason(board, start, end)


def _square_of_click(click) -> str | None:
    if isinstance(click, str) and click.startswith("square:") and click[7:] in SQUARE_INDEX:
        return click[7:]
    return None


def _why_not_clicks(state: State, clicks: Sequence[str]) -> str:
    if _outcome(state.board) is not None:
        return _game_over(state)
    player = player_name(state.to_move)
    if not clicks:
        # Translators: the message line when nothing is chosen yet; {player} is whose turn it is (Black or
        # White).
        return say("Click one of {player}'s pieces or stacks first.", player=player)
    for click in clicks:
        if _square_of_click(click) is None:
            # Translators: a refusal of a click outside the squares; {value} is what was clicked, quoted.
            return say("{value} is not a square of the board.", value=shown(click))
    if len(clicks) > 2:
        # Translators: a refusal when more than two things were clicked for one move.
        return _("A move takes two clicks: the piece or stack, then the square where it lands.")
    if len(clicks) == 2:
        return _why_not(state, f"{_square_of_click(clicks[0])}-{_square_of_click(clicks[1])}")
    name = _square_of_click(clicks[0])
    board, start = state.board, SQUARE_INDEX[name]
    if not board[start]:
        # Translators: a refusal when an empty square is clicked first; {square} is the square (c3), {player}
        # whose turn it is (Black or White).
        return say("{square} is empty: click one of {player}'s pieces, or a stack with a {player} piece on top.",
                   square=name, player=player)
    if board[start][-1][0] != LETTER_OF_COLOUR[state.to_move]:
        return _wrong_colour(name, board[start][-1], state.to_move)
    return _where_it_goes(board, start)


def _where_it_goes(board, start: int) -> str:
    """Where the pawn or stack at ``start`` may go, or why it cannot move (the answer to a first click)."""
    stack, name = board[start], SQUARES[start]
    piece, value = describe_piece(stack[-1]), int(stack[-1][1])
    destinations = _destinations(board, start)
    targets = ", ".join(SQUARES[target] for target in destinations)
    if destinations and len(stack) == 1:
        # Translators: the message line after a pawn is clicked; {piece} is the pawn ("Black 2"), {square} its
        # square, {targets} the squares it may reach ("c4, d2").
        return say("{piece} at {square} can move to {targets}.", piece=piece, square=name, targets=targets)
    if destinations:
        # Translators: the message line after a stack is clicked; {count} is its height (2 or more), {piece}
        # its top pawn ("White 3"), {square} its square, {targets} the squares it may reach ("c4, d2").
        return say_n("stack of {count} ({piece} on top) at {square} can move to {targets}.",
                     "stack of {count} ({piece} on top) at {square} can move to {targets}.", len(stack),
                     piece=piece, square=name, targets=targets)
    if len(stack) == 1:
        # Translators: the message line after a pawn with no move is clicked; {piece} is the pawn ("Black 2"),
        # {square} its square, {count} its marking and so its number of jumps.
        return say_n("{piece} at {square} has no legal move: it must make exactly {count} jump "
                     "and end on a single piece, and no such square can be reached.",
                     "{piece} at {square} has no legal move: it must make exactly {count} jumps "
                     "and end on a single piece, and no such square can be reached.", value,
                     piece=piece, square=name)
    # Translators: the message line after a stack with no move is clicked; {height} is its height, {piece} its
    # top pawn ("White 3"), {square} its square, {count} the top pawn's marking and so its number of jumps.
    return say_n("stack of {height} ({piece} on top) at {square} has no legal move: it must make exactly {count} "
                 "jump and end on a stack, and no such square can be reached.",
                 "stack of {height} ({piece} on top) at {square} has no legal move: it must make exactly "
                 "{count} jumps and end on a stack, and no such square can be reached.", value,
                 height=len(stack), piece=piece, square=name)


# ------------------------------------------------------------------ the position editor (issue 22)
TAKE_OFF = "box:off"     # the palette's button that takes a piece or stack off the board
# Translators: the HOKITO editor's help line under the board. 'Take off the board' is the name of a button of
# the editor's palette: write it as you translated that button.
EDIT_HELP = N_("Click a piece below the board and then a square to put it there; click a square and then another "
               "square to move its stack (or only its top piece), or 'Take off the board'.")


def pieces_off_board(board) -> dict[str, int]:
    """How many pieces of each kind are not on ``board`` (the editor's box: the set stays whole)."""
    on_board = [piece for stack in board for piece in stack]
    return {piece: PIECES_PER_VALUE - on_board.count(piece) for piece in PIECES
            if on_board.count(piece) < PIECES_PER_VALUE}


def _with_stack(board, index: int, stack: tuple[str, ...]):
    return board[:index] + (stack,) + board[index + 1:]


def _placing(piece: str, index: int):
    return lambda state: State(_with_stack(state.board, index, state.board[index] + (piece,)), state.to_move)


def _moving(start: int, target: int, count: int):
    """Move the top ``count`` pieces of ``start`` onto ``target`` (the whole stack keeps its order)."""
    def change(state: State) -> State:
        moved = state.board[start][-count:]
        board = _with_stack(state.board, start, state.board[start][:-count])
        return State(_with_stack(board, target, board[target] + moved), state.to_move)
    return change


def _taking_off(start: int, count: int):
    return lambda state: State(_with_stack(state.board, start, state.board[start][:-count]), state.to_move)


def _piece_edits(state: State) -> list[core.Edit]:
    edits = []
    for piece in pieces_off_board(state.board):
        for index, name in enumerate(SQUARES):
            # Translators: an edit of the HOKITO editor (shown when it is chosen); {piece} is a pawn from the
            # box ("Black 3"), {square} where it goes (c3).
            label = say("Put a {piece} on {square}", piece=describe_piece(piece), square=name)
            edits.append(core.Edit(label, (f"box:{piece}", f"square:{name}"), _placing(piece, index)))
    return edits


def _move_edit_label(stack: tuple[str, ...], count: int, origin: str, target: str) -> str:
    if count > 1:
        # Translators: an edit of the HOKITO editor; {origin} and {target} are squares (c3).
        return say("Move the stack on {origin} to {target}", origin=origin, target=target)
    if len(stack) == 1:
        # Translators: an edit of the HOKITO editor; {piece} is a pawn ("Black 3"), {origin} and {target} are
        # squares (c3).
        return say("Move the {piece} on {origin} to {target}", piece=describe_piece(stack[-1]), origin=origin,
                   target=target)
    # Translators: an edit of the HOKITO editor (the top pawn leaves its stack); {origin} and {target} are
    # squares (c3).
    return say("Move only the top piece of {origin} to {target}", origin=origin, target=target)


def _take_off_label(stack: tuple[str, ...], count: int, origin: str) -> str:
    if count > 1:
        # Translators: an edit of the HOKITO editor; {origin} is a square (c3).
        return say("Take the stack on {origin} off the board", origin=origin)
    if len(stack) == 1:
        # Translators: an edit of the HOKITO editor; {piece} is a pawn ("Black 3"), {origin} a square (c3).
        return say("Take the {piece} on {origin} off the board", piece=describe_piece(stack[-1]), origin=origin)
    # Translators: an edit of the HOKITO editor (the top pawn leaves its stack); {origin} is a square (c3).
    return say("Take only the top piece of {origin} off the board", origin=origin)


def _stack_edits(state: State) -> list[core.Edit]:
    edits = []
    for start, stack in enumerate(state.board):
        if not stack:
            continue
        origin = SQUARES[start]
        counts = (len(stack), 1) if len(stack) > 1 else (1,)
        for count in counts:
            for target, name in enumerate(SQUARES):
                if target != start:
                    edits.append(core.Edit(_move_edit_label(stack, count, origin, name),
                                           (f"square:{origin}", f"square:{name}"), _moving(start, target, count)))
            edits.append(core.Edit(_take_off_label(stack, count, origin), (f"square:{origin}", TAKE_OFF),
                                   _taking_off(start, count)))
    return edits


def _to_move_label(colour: str) -> str:
    # Translators: the HOKITO editor's button (and edit) that gives the turn to {player} (Black or White).
    return say("{player} to move", player=player_name(colour))


def _whole_board_edits(state: State) -> list[core.Edit]:
    empty = State(tuple(() for _ in SQUARES), state.to_move)
    start = _parse_position(start_position())[1]
    turns = [core.Edit(_to_move_label(colour), (f"turn:{colour}",),
                       lambda draft, colour=colour: State(draft.board, colour)) for colour in COLOURS]
    # Translators: an edit of the HOKITO editor (its 'Empty board' button).
    empty_edit = core.Edit(_("Take every piece off the board"), ("board:empty",), lambda _draft: empty)
    # Translators: an edit of the HOKITO editor (its 'Starting position' button).
    start_edit = core.Edit(_("Set up the starting position"), ("board:start",), lambda _draft: start)
    return [empty_edit, start_edit, *turns]


def edits(_rules: type, state: State) -> list[core.Edit]:
    return _whole_board_edits(state) + _piece_edits(state) + _stack_edits(state)


def _box_label(piece: str, left: int) -> str:
    if piece[0] == "b":
        # Translators: a button of the HOKITO editor's palette: a black pawn marked {value} (1, 2 or 3) and,
        # in brackets, {left}, how many of them are still off the board.
        return say("Black {value} ({left})", value=piece[1], left=left)
    # Translators: a button of the HOKITO editor's palette: a white pawn marked {value} (1, 2 or 3) and, in
    # brackets, {left}, how many of them are still off the board.
    return say("White {value} ({left})", value=piece[1], left=left)


def edit_palette(state: State) -> list[tuple[str, list[tuple[str, str]]]]:
    box = pieces_off_board(state.board)
    pieces = [(f"box:{piece}", _box_label(piece, left)) for piece, left in box.items()]
    turns = [(f"turn:{colour}", _to_move_label(colour) + (" ✓" if colour == state.to_move else ""))
             for colour in COLOURS]
    # Translators: the HOKITO editor's palette: the heading of the buttons that fill or empty the board.
    board_heading = _("The board")
    # Translators: the HOKITO editor's palette: the button that takes every pawn off the board.
    empty = _("Empty board")
    # Translators: the HOKITO editor's palette: the button that sets up the starting position.
    start = _("Starting position")
    # Translators: the HOKITO editor's palette: the heading of the pawns not on the board (the box).
    box_heading = _("Off the board: click one, then a square")
    # Translators: the HOKITO editor's palette: the button that takes a pawn or stack off the board (click a
    # square, then this button).
    take_off = _("Take off the board")
    # Translators: the HOKITO editor's palette: the heading of the buttons that say who moves next.
    turn_heading = _("Whose turn")
    return [(board_heading, [("board:empty", empty), ("board:start", start)]),
            (box_heading, pieces + [(TAKE_OFF, take_off)]),
            (turn_heading, turns)]


# ------------------------------------------------------------------ the game
class Game(core.Game):
    """A HOKITO session."""

    name = "hokito"
    editor_module = "rulebook.hokito"

    @classmethod
    def initial_state(cls, rng: Rng, variant: bool = False) -> State:
        """Standard set-up: each player's 18 pieces at random on their own three rows (Black on
        ranks 1-3, White on ranks 4-6).  Variant: all 36 pieces at random over the whole board."""
        black = [f"b{value}" for value in VALUES for _ in range(PIECES_PER_VALUE)]
        white = [f"w{value}" for value in VALUES for _ in range(PIECES_PER_VALUE)]
        if variant:
            pieces, rng = rng.shuffled(black + white)
            placed = dict(zip(range(len(SQUARES)), pieces))
        else:
            black_pieces, rng = rng.shuffled(black)
            white_pieces, rng = rng.shuffled(white)
            placed = {**dict(zip(BLACK_HOME, black_pieces)), **dict(zip(WHITE_HOME, white_pieces))}
        return State(tuple((placed[index],) for index in range(len(SQUARES))), "black")

    @classmethod
    def state_from_position(cls, position: Mapping) -> State:
        problems, state = _parse_position(position)
        if problems:
            raise InvalidPosition(problems)
        return state

    @classmethod
    def state_to_position(cls, state: State) -> dict:
        return position_of(state)

    @classmethod
    def moves_in(cls, state: State) -> list[Move]:
        if _outcome(state.board) is not None:
            return []
        return list(_cached_moves(state.board, state.to_move))

    @classmethod
    def apply(cls, state: State, move: Move) -> State:
        start, target = move.data[0], move.data[-1]
        return State(_after(state.board, start, target), other(state.to_move))

    @classmethod
    def player_to_move(cls, state: State) -> str:
        return state.to_move

    @classmethod
    def players_of(cls, state: State) -> tuple[str, ...]:
        return COLOURS

    @classmethod
    def outcome_of(cls, state: State) -> Outcome | None:
        return _outcome(state.board)

    @classmethod
    def why_not(cls, state: State, notation: str) -> str:
        return _why_not(state, notation)

    @classmethod
    def notation_for_clicks(cls, state: State, clicks: Sequence[str]) -> str | None:
        if len(clicks) != 2:
            return None
        origin, target = (_square_of_click(click) for click in clicks)
        if origin is None or target is None:
            return None
        return f"{origin}-{target}"

    @classmethod
    def why_not_clicks(cls, state: State, clicks: Sequence[str]) -> str:
        return _why_not_clicks(state, clicks)

    @classmethod
    def evaluate(cls, state: State, player: str) -> float:
        """Score difference for ``player``, plus or minus 1000 once the game is won or lost."""
        totals = _scores(state.board)
        difference = totals[player] - totals[other(player)]
        outcome = _outcome(state.board)
        if outcome is None or outcome.is_draw:
            return float(difference)
        return float(difference + (1000 if outcome.winner == player else -1000))


def new_game(seed: int | None = None, variant: bool = False) -> Game:
    """A new game with a random set-up drawn from ``seed`` (the variant spreads all 36 pieces)."""
    return Game.new(seed, variant=variant)


# ================================================================== exercises (issue 21)
def _rows(rows: Mapping[int, str], to_move: str = "black") -> dict:
    """A position from rows as seen from Black's side ("b2 w1 …", "." for an empty square)."""
    return {"to_move": to_move, "board": {f"{file}{rank}": [piece] for rank, row in rows.items()
                                          for file, piece in zip(FILES, row.split()) if piece != "."}}


def start_position() -> dict:
    """The set-up notebook 2 teaches with (Black's pieces on ranks 1-3, White's on 4-6)."""
    return _rows({6: "w2 w3 w1 w2 w3 w1", 5: "w1 w2 w3 w1 w2 w3", 4: "w3 w1 w2 w3 w1 w2",
                  3: "b2 b1 b3 b1 b2 b3", 2: "b3 b1 b2 b3 b2 b1", 1: "b1 b2 b3 b2 b3 b1"})


def stacks_position() -> dict:
    """The game of notebook 3: stacks on both sides, Black to move."""
    return {"to_move": "black", "board": {
        "a1": ["b1", "b3"], "b1": ["b2"], "d1": ["b2"], "e1": ["b3"], "f1": ["b1"],
        "a2": ["b3"], "b2": ["b1"], "c2": ["b2"], "e2": ["b2"], "f2": ["b1"],
        "a3": ["b2"], "b3": ["b1"], "e3": ["b2", "b3"],
        "b4": ["w1", "b3"], "c4": ["w2", "w3"], "d4": ["w3", "b1"], "e4": ["w1"], "f4": ["w2", "w3"],
        "a5": ["w1"], "b5": ["w2"], "e5": ["w2"],
        "a6": ["w2"], "b6": ["w3", "w3"], "c6": ["w1"], "d6": ["w2", "b3", "w1", "w3"], "f6": ["w1"]}}


def later_position() -> dict:
    """Notebook 4's game 18 moves after the start: the board has emptied, paths grow long."""
    moves = ["e2-c2", "d4-d5", "a2-a1", "b6-b5", "f3-d1", "f5-d3", "d2-b1", "c5-c4", "f2-f1",
             "a4-c6", "d1-c4", "b5-c6", "c1-a3", "e6-a6", "b1-d3", "d5-a1", "b2-b3", "a6-b3"]
    return Game.from_record({"game": "hokito", "start": start_position(), "moves": moves}).position()


def before_the_end() -> dict:
    """Notebook 5: Black has one move left, and it ends the game."""
    return {"to_move": "black", "board": {
        "a6": ["w3", "w2"], "b6": ["w2"], "a5": ["w1", "b1"], "b5": ["w3"],
        "d5": ["w2", "w3", "b1", "b3", "b2", "b2", "w2", "w3"], "c4": ["w1"], "d4": ["w1", "w2"],
        "e3": ["b1"], "f3": ["b3", "b3"], "f2": ["b2", "b3"],
        "b1": ["b1", "b2", "w1", "b3", "b1", "w1", "w1", "w3"], "d1": ["b3", "b2", "b2", "b1", "w2", "w3"]}}


def nearly_over() -> dict:
    """Black to move with two moves, e1-e2 and e2-e1; after one of them somebody cannot move (seeded game 3 of
    ``new_game``, played on at random)."""
    return {"to_move": "black", "board": {
        "a1": ["b2", "b1", "b2", "b2", "w3", "w3", "w3", "b3"], "b1": ["b3", "b3", "w1", "w2"],
        "d1": ["b1", "b1", "b2", "w3"], "e1": ["b1"], "e2": ["b1"], "c4": ["w1", "w2"],
        "b5": ["w1", "w3", "w2", "w2", "b1", "b3", "b2", "w2", "b2", "b3"], "f5": ["w2"], "c6": ["w1"],
        "f6": ["w3", "b3", "w1", "w1"]}}


def english_end() -> dict:
    """The English rulebook's scoring example (END OF THE GAME) in a final position: nobody can move any more.
    The rulebook's picture is lost; its three counted squares (c4, d2, e3) are kept, the rest is placed so that
    no move is left (tests/test_exercise_facts.py checks it)."""
    return {"to_move": "black", "board": {
        "f1": ["w1", "b3", "w3", "b3", "w2", "b3", "b3", "b3"], "a4": ["w1", "b2", "w2", "b2", "b1", "b2"],
        "d4": ["b1"], "c4": ["b1", "w1", "b2", "w3"], "e3": ["w2"],
        "d2": ["w2", "b3", "w1", "b2", "w3", "b2", "w1", "b1"],
        "b3": ["b1", "b1", "w3", "w2", "w2", "w3", "w3", "w1"]}}


def _points_of(colour: str) -> Callable[[Game], lessons.Prediction]:
    """Predict a player's points in the position (a single: its value; a stack: top value × height)."""
    def predict(game: Game) -> lessons.Prediction:
        total, theirs = scores(game.state)[colour], scores(game.state)[other(colour)]
        # Translators: HOKITO, why a prediction of points is right; {player} and {other} are the players
        # (Black, White), {count} the first one's points, {theirs} the other's
        why = say_n("{player} has {count} point and {other} {theirs}: a single counts its value, a stack its top "
                    "value times its height.",
                    "{player} has {count} points and {other} {theirs}: a single counts its value, a stack its top "
                    "value times its height.", total, player=player_name(colour), other=player_name(other(colour)),
                    theirs=theirs)
        return lessons.Prediction(lessons.number_options(total, theirs), str(total), why)
    return predict


def _score_after(move: str) -> Callable[[Game], lessons.Prediction]:
    """Predict Black's points after ``move`` (the options: the true total and its near neighbours)."""
    def predict(game: Game) -> lessons.Prediction:
        after = game.apply(game.state, game.find_move(move))
        before, total = scores(game.state)["black"], scores(after)["black"]
        # Translators: HOKITO, why a prediction of points is right; {before} is Black's points before,
        # {move} the move in notation (d4-d6, keep it), {count} Black's points after
        why = say_n("Black had {before} points; after {move} Black has {count} (a single counts its value, a "
                    "stack its top value times its height).",
                    "Black had {before} points; after {move} Black has {count} (a single counts its value, a "
                    "stack its top value times its height).", total, before=before, move=move)
        return lessons.Prediction(lessons.number_options(total, before), str(total), why)
    return predict


def _black_single_on_white_single(before: dict, after: dict) -> bool:
    """A Black single piece now stands on a White single piece."""
    return any(len(stack) == 2 and stack[0].startswith("w") and stack[1].startswith("b")
               and before["board"].get(square, [""])[0].startswith("w") and len(before["board"][square]) == 1
               for square, stack in after["board"].items())


def _ends_the_game(_before: dict, after: dict) -> bool:
    return Game.from_position(after).outcome is not None


def _stacks(before: dict, after: dict) -> bool:
    """The move builds a stack: some square holds more pieces than any square did before."""
    return max(map(len, after["board"].values()), default=0) > max(map(len, before["board"].values()), default=0)


GOALS = lessons.declare(
    # Translators: HOKITO, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("end-game", N_("end the game"), lessons.always(_ends_the_game)),
    # Translators: HOKITO, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("single-on-single", N_("put a Black single piece on a White single piece"),
                     lessons.always(_black_single_on_white_single)),
    # Translators: HOKITO, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("higher-stack", N_("build a stack higher than any on the board"), lessons.always(_stacks)),
)
PREDICTIONS = lessons.declare(
    # Translators: HOKITO, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("points", N_("a player's points"), _points_of),
    # Translators: HOKITO, a goal or prediction a teacher picks from a list; it completes 'Find a move to …'
    # (goal) or 'Predict …' (prediction).
    lessons.Declared("score-after", N_("Black's points after the marked move"), _score_after),
)


EXERCISES = lessons.named([
    lessons.Exercise("single-reach", Game, lessons.TARGETS,
                     # Translators: HOKITO exercise 'single-reach', its question (above the board).
                     N_("Click every square the Black 2 on e2 may reach, then press Check."),
                     "HOKITO, EN, 'HOW TO PLAY'", start_position, start=("square:e2",),
                     # Translators: HOKITO exercise 'single-reach', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("A 2 makes exactly two jumps, each onto the next piece up, down, left or right, and may "
                          "turn a quarter on the piece it lands on. On the full board its first jump reaches e3, e1, "
                          "d2 or f2: jump once more from each.")),
    lessons.Exercise("single-legal", Game, lessons.LEGAL,
                     # Translators: HOKITO exercise 'single-legal', its question (above the board).
                     N_("May Black move the 1 on b2 diagonally to c3?"), "HOKITO, EN, 'HOW TO PLAY'",
                     start_position, shown="b2-c3", shown_clicks=("square:b2", "square:c3"),
                     # Translators: HOKITO exercise 'single-legal', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("A 1 makes exactly one jump, up, down, left or right, never diagonally. One jump from b2 "
                          "reaches b3, b1, a2 or c2: is c3 among them?")),
    lessons.Exercise("stack-reach", Game, lessons.TARGETS,
                     # Translators: HOKITO exercise 'stack-reach', its question (above the board).
                     N_("The stack on e3 has a Black 3 on top. Click every square it may reach, then press Check."),
                     "HOKITO, EN, 'HOW TO PLAY'", stacks_position, start=("square:e3",),
                     # Translators: HOKITO exercise 'stack-reach', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("A stack moves like its top piece (here a 3: three jumps) and may end only on another "
                          "stack. The stacks stand on a1, b4, c4, d4, f4, b6 and d6: which of them are three jumps "
                          "from e3?")),
    lessons.Exercise("stack-find", Game, lessons.FIND,
                     # Translators: HOKITO exercise 'stack-find', its question (above the board).
                     N_("Find a move that puts a Black single piece on top of a White single piece."),
                     "HOKITO, EN, 'HOW TO PLAY'", stacks_position,
                     goal="single-on-single",
                     # Translators: HOKITO exercise 'stack-find', the goal in words, completing 'Find a move
                     # to …' and 'it does not …'.
                     goal_text=N_("put a Black single piece on a White single piece"),
                     # Translators: HOKITO exercise 'stack-find', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("A single may land only on a single. Find a White single that a Black single reaches in "
                          "exactly its number of jumps: the White singles stand on e4, a5, b5, e5, a6, c6 and f6.")),
    lessons.Exercise("start-score", Game, lessons.PREDICT,
                     # Translators: HOKITO exercise 'start-score', its question (above the board).
                     N_("At the start every piece stands alone. How many points does Black have?"),
                     "HOKITO, EN, 'END OF THE GAME'", start_position, predict=("points", "black"),
                     # Translators: HOKITO exercise 'start-score', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("A single counts its value. Black has six pieces of each value: add six 1s, six 2s and "
                          "six 3s.")),
    lessons.Exercise("path-reach", Game, lessons.TARGETS,
                     # Translators: HOKITO exercise 'path-reach', its question (above the board).
                     N_("Eighteen moves later the board has emptied. Click every square the Black 3 on c3 may reach, "
                     "then press Check."), "HOKITO, EN, 'HOW TO PLAY'", later_position, start=("square:c3",),
                     # Translators: HOKITO exercise 'path-reach', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("Empty squares are skipped: each jump goes on to the next piece in its line, and a way "
                          "turns only on a piece. From c3 the first jump lands on c2, c4, b3 or d3: go on from "
                          "each, two more jumps.")),
    lessons.Exercise("path-legal", Game, lessons.LEGAL,
                     # Translators: HOKITO exercise 'path-legal', its question (above the board).
                     N_("May the Black 2 on e3 go to f6?"), "HOKITO, EN, 'HOW TO PLAY'", later_position,
                     shown="e3-f6", shown_clicks=("square:e3", "square:f6"),
                     # Translators: HOKITO exercise 'path-legal', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("A 2 makes exactly two jumps, and a way turns only on a piece, never on an empty square. "
                          "From e3 the first jump lands on e1, e4 or d3: no piece stands to its right on rank 3.")),
    lessons.Exercise("end-find", Game, lessons.FIND,
                     # Translators: HOKITO exercise 'end-find', its question (above the board).
                     N_("Find the move that ends the game."), "HOKITO, EN, 'END OF THE GAME'", nearly_over,
                     goal="end-game",
                     # Translators: HOKITO exercise 'end-find', its author's hint (after the rule, before the
                     # answer).
                     hint=N_("The game ends as soon as either player cannot move, whoever's turn it is. Black can "
                          "move only its two singles on e1 and e2: after each of the two moves, can White still "
                          "move, and can Black?")),
    lessons.Exercise("end-score", Game, lessons.PREDICT,
                     # Translators: HOKITO exercise 'end-score', its question (above the board).
                     N_("The game is over: nobody can move. How many points does White have?"),
                     "HOKITO, EN, 'END OF THE GAME'", english_end, predict=("points", "white"),
                     # Translators: HOKITO exercise 'end-score', its author's hint (after the rule, before the
                     # answer).
                     hint=N_("A single counts its value, a stack its top value times its height, for the player on "
                          "top. White is on top on b3, c4 and e3: count those three.")),
    lessons.Exercise("stack-score", Game, lessons.PREDICT,
                     # Translators: HOKITO exercise 'stack-score', its question (above the board).
                     N_("Black plays d4-d6. How many points does Black have then?"),
                     "HOKITO, EN, 'END OF THE GAME'", stacks_position, predict=("score-after", "d4-d6"),
                     then=("d4-d6",),
                     # Translators: HOKITO exercise 'stack-score', its author's hint (after the rule, before
                     # the answer).
                     hint=N_("After d4-d6 the stack on d6 holds 6 pieces under a Black 1, worth 6. Add every other "
                          "square where Black is on top: a single its value, a stack its top value times its "
                          "height.")),
])


def practice(seed: int, prefer: str | None = None) -> lessons.Exercise:
    """A fresh exercise from a seeded game (issue 21: practice without end)."""
    return lessons.practice(Game, new_game, seed, prefer=prefer)
