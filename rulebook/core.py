"""The vocabulary every game shares.

A game module defines an immutable *state* type and a subclass of :class:`Game`
that implements the rule hooks (``initial_state``, ``moves_in``, ``apply`` …) on
states.  The :class:`Game` session holds the history of states, so undo and redo
are exact: hidden cards and the random generator come back with the state.

Standard library only: the rules never depend on Jupyter.
"""

from __future__ import annotations

import os
import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, ClassVar


class IllegalMove(ValueError):
    """A move that the rules do not allow; ``reason`` says why, for a learner."""

    def __init__(self, reason: str, notation: str | None = None):
        super().__init__(reason)
        self.reason = reason
        self.notation = notation


class InvalidPosition(ValueError):
    """A described position that cannot occur; ``problems`` lists every fault."""

    def __init__(self, problems: Sequence[str]):
        self.problems = list(problems)
        listing = "\n".join(f"- {problem}" for problem in self.problems)
        super().__init__(f"This position is not possible:\n{listing}")


@dataclass(frozen=True)
class Move:
    """One decision a player can take.

    ``notation`` identifies the move (stable text, used in records);
    ``label`` is what a person reads; ``clicks`` are the board element keys a
    person clicks to make it; ``path`` optionally lists element keys to trace
    when the move is shown (for example the squares a piece jumps over).
    ``data`` carries game-specific details and takes no part in equality.
    """

    notation: str
    label: str
    clicks: tuple[str, ...] = ()
    path: tuple[str, ...] = ()
    data: Any = field(default=None, compare=False)

    def to_json(self) -> dict:
        return {
            "notation": self.notation,
            "label": self.label,
            "clicks": list(self.clicks),
            "path": list(self.path),
        }


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winners (empty for a draw), scores and why."""

    winners: tuple[str, ...]
    scores: Mapping[str, int] = field(default_factory=dict, compare=True, hash=False)
    reason: str = ""

    @property
    def winner(self) -> str | None:
        """The single winner, or None for a draw (or a shared win)."""
        return self.winners[0] if len(self.winners) == 1 else None

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def to_json(self) -> dict:
        return {"winners": list(self.winners), "winner": self.winner,
                "scores": dict(self.scores), "reason": self.reason}


@dataclass(frozen=True)
class Rng:
    """A seeded random generator that is an immutable value.

    Every draw returns the result and the next generator, so a state that holds
    an ``Rng`` restores its randomness exactly on undo and replays identically
    from a record.  Draw ``n`` of seed ``s`` depends only on ``(s, n)``.
    """

    seed: int
    draws: int = 0

    @classmethod
    def fresh(cls, seed: int | None = None) -> Rng:
        if seed is None:
            seed = int.from_bytes(os.urandom(4), "big")
        return cls(int(seed))

    def _generator(self) -> random.Random:
        return random.Random(f"{self.seed}/{self.draws}")

    def _next(self) -> Rng:
        return Rng(self.seed, self.draws + 1)

    def randint(self, low: int, high: int) -> tuple[int, Rng]:
        return self._generator().randint(low, high), self._next()

    def choice(self, items: Sequence) -> tuple[Any, Rng]:
        return self._generator().choice(list(items)), self._next()

    def shuffled(self, items: Sequence) -> tuple[tuple, Rng]:
        result = list(items)
        self._generator().shuffle(result)
        return tuple(result), self._next()

    def to_json(self) -> dict:
        return {"seed": self.seed, "draws": self.draws}

    @classmethod
    def from_json(cls, data: Mapping) -> Rng:
        try:
            return cls(int(data["seed"]), int(data.get("draws", 0)))
        except (KeyError, TypeError, ValueError, OverflowError) as error:
            raise InvalidPosition(
                [f"the random generator must look like {{'seed': 7, 'draws': 0}}, not {data!r}"]
            ) from error


class Game:
    """A session of one game: the current state, its history and the rule hooks.

    Subclasses implement the hooks below as class methods on states; the
    session methods (``play``, ``undo`` …) are shared by every game.
    """

    #: short identifier used in records, e.g. ``"hokito"``
    name: ClassVar[str] = "game"

    # ------------------------------------------------------------ rule hooks
    @classmethod
    def initial_state(cls, rng: Rng, **options) -> Any:
        """The set-up, drawing any randomness from ``rng``."""
        raise NotImplementedError

    @classmethod
    def state_from_position(cls, position: Mapping) -> Any:
        """Parse a position dict; raise InvalidPosition listing every problem."""
        raise NotImplementedError

    @classmethod
    def state_to_position(cls, state: Any) -> dict:
        """The JSON-able position dict (inverse of ``state_from_position``)."""
        raise NotImplementedError

    @classmethod
    def moves_in(cls, state: Any) -> list[Move]:
        """Every legal move of the player to move; empty once the game is over."""
        raise NotImplementedError

    @classmethod
    def apply(cls, state: Any, move: Move) -> Any:
        """The state after ``move``, which is one of ``moves_in(state)``."""
        raise NotImplementedError

    @classmethod
    def player_to_move(cls, state: Any) -> str | None:
        raise NotImplementedError

    @classmethod
    def outcome_of(cls, state: Any) -> Outcome | None:
        raise NotImplementedError

    @classmethod
    def why_not(cls, state: Any, notation: str) -> str:
        """Why ``notation`` is not a legal move here, in the rule's words."""
        return f"'{notation}' is not a legal move here."

    @classmethod
    def notation_for_clicks(cls, state: Any, clicks: Sequence[str]) -> str | None:
        """The notation a sequence of board clicks would mean, if any."""
        return None

    @classmethod
    def why_not_clicks(cls, state: Any, clicks: Sequence[str]) -> str:
        """Why no legal move starts with ``clicks`` (for clicks that are no full notation)."""
        return f"No legal move starts with {' then '.join(clicks)}."

    @classmethod
    def evaluate(cls, state: Any, player: str) -> float:
        """How good ``state`` is for ``player`` (used by the greedy computer)."""
        outcome = cls.outcome_of(state)
        if outcome is None:
            return 0.0
        return 1.0 if player in outcome.winners else (0.0 if outcome.is_draw else -1.0)

    # -------------------------------------------------------------- creation
    def __init__(self, state: Any):
        self._states: list[Any] = [state]
        self._moves: list[Move] = []
        self._cursor = 0
        self._legal: dict[int, list[Move]] = {}

    @classmethod
    def new(cls, seed: int | None = None, **options) -> Game:
        return cls(cls.initial_state(Rng.fresh(seed), **options))

    @classmethod
    def from_position(cls, position: Mapping) -> Game:
        if not isinstance(position, Mapping):
            raise InvalidPosition([f"a position must be a dict, not {type(position).__name__}"])
        return cls(cls.state_from_position(position))

    @classmethod
    def from_record(cls, record: Mapping) -> Game:
        """Replay a record made by ``to_record``; stops with IllegalMove on a bad move."""
        if not isinstance(record, Mapping) or "start" not in record or "moves" not in record:
            raise InvalidPosition(["a record is a dict with 'start' (a position) and 'moves'"])
        if record.get("game", cls.name) != cls.name:
            raise InvalidPosition([f"this record is of the game '{record.get('game')}', not '{cls.name}'"])
        if not isinstance(record["moves"], (list, tuple)):
            raise InvalidPosition([f"the record's 'moves' must be a list of notations, not {record['moves']!r}"])
        game = cls.from_position(record["start"])
        for number, notation in enumerate(record["moves"], start=1):
            try:
                game.play(notation)
            except IllegalMove as error:
                raise IllegalMove(f"Move {number} of the record, '{notation}': {error.reason}",
                                  notation) from error
        return game

    # --------------------------------------------------------------- reading
    @property
    def state(self) -> Any:
        return self._states[self._cursor]

    @property
    def start_state(self) -> Any:
        return self._states[0]

    @property
    def to_move(self) -> str | None:
        return None if self.outcome is not None else self.player_to_move(self.state)

    @property
    def outcome(self) -> Outcome | None:
        return self.outcome_of(self.state)

    @property
    def history(self) -> tuple[Move, ...]:
        """The moves played up to the current point."""
        return tuple(self._moves[: self._cursor])

    @property
    def all_moves(self) -> tuple[Move, ...]:
        """Every move of the history, including those undone and not yet redone."""
        return tuple(self._moves)

    @property
    def cursor(self) -> int:
        """How many moves of ``all_moves`` are played at the current point."""
        return self._cursor

    def position(self) -> dict:
        return self.state_to_position(self.state)

    def legal_moves(self) -> list[Move]:
        if self._cursor not in self._legal:
            moves = [] if self.outcome is not None else self.moves_in(self.state)
            self._legal[self._cursor] = moves
        return list(self._legal[self._cursor])

    def find_move(self, move: Move | str) -> Move:
        """The legal move meant by a Move or a notation; IllegalMove if none."""
        notation = move.notation if isinstance(move, Move) else move
        if not isinstance(notation, str):
            raise IllegalMove(f"A move is written as text such as a notation, not {notation!r}.")
        for legal in self.legal_moves():
            if legal.notation == notation:
                return legal
        raise IllegalMove(self._reason_not_legal(notation), notation)

    def _reason_not_legal(self, notation: str) -> str:
        outcome = self.outcome
        if outcome is not None:
            return f"The game is over ({outcome.reason.rstrip('.')}), so no more moves can be played."
        return self.why_not(self.state, notation)

    def explain(self, move: str | Sequence[str]) -> str:
        """Why a notation (or a sequence of clicks) is or is not a legal move."""
        if not isinstance(move, str):
            if not isinstance(move, (list, tuple)):
                return f"{move!r} is neither a move (text such as a notation) nor a list of clicks."
            clicks = [str(click) for click in move]
            notation = self.notation_for_clicks(self.state, clicks)
            if notation is None:
                return self._explain_clicks(clicks)
            move = notation
        for legal in self.legal_moves():
            if legal.notation == move:
                return f"{legal.label} is a legal move."
        return self._reason_not_legal(move)

    def _explain_clicks(self, clicks: Sequence[str]) -> str:
        if self.outcome is not None:
            return self._reason_not_legal("")
        return self.why_not_clicks(self.state, clicks)

    # --------------------------------------------------------------- playing
    def play(self, move: Move | str) -> Move:
        """Play a legal move (a Move or its notation); IllegalMove leaves all as it was."""
        legal = self.find_move(move)
        new_state = self.apply(self.state, legal)
        del self._states[self._cursor + 1:]
        del self._moves[self._cursor:]
        self._legal = {k: v for k, v in self._legal.items() if k <= self._cursor}
        self._states.append(new_state)
        self._moves.append(legal)
        self._cursor += 1
        return legal

    def undo(self) -> Move | None:
        """Step back one move; returns it, or None at the start."""
        if self._cursor == 0:
            return None
        self._cursor -= 1
        return self._moves[self._cursor]

    def redo(self) -> Move | None:
        """Replay the next undone move; returns it, or None if there is none."""
        if self._cursor >= len(self._moves):
            return None
        self._cursor += 1
        return self._moves[self._cursor - 1]

    def jump(self, cursor: int) -> None:
        """Go to the point after ``cursor`` moves of ``all_moves`` (0 = the start)."""
        if not isinstance(cursor, int) or isinstance(cursor, bool) or not 0 <= cursor <= len(self._moves):
            raise IndexError(f"There is no point {cursor!r} in this history of {len(self._moves)} moves.")
        self._cursor = cursor

    def to_record(self) -> dict:
        """The start position and the moves played, enough to replay the game."""
        return {"game": self.name,
                "start": self.state_to_position(self._states[0]),
                "moves": [move.notation for move in self.history]}


# ---------------------------------------------------------------- computer players
class ComputerPlayer:
    """A computer player: ``choose(game)`` returns one of the game's legal moves."""

    name = "computer"

    def __init__(self, seed: int | None = None):
        self._random = random.Random(seed)

    def choose(self, game: Game) -> Move:
        moves = game.legal_moves()
        if not moves:
            raise IllegalMove("There is no legal move to choose from.")
        return self._random.choice(self.best_moves(game, moves))

    def best_moves(self, game: Game, moves: list[Move]) -> list[Move]:
        """The moves this player likes best; one of them is chosen at random."""
        return moves


class RandomPlayer(ComputerPlayer):
    """Plays any legal move, chosen at random."""

    name = "random"


class GreedyPlayer(ComputerPlayer):
    """Plays the move whose result the game rates best for the mover (ties at random)."""

    name = "greedy"

    def best_moves(self, game: Game, moves: list[Move]) -> list[Move]:
        player = game.to_move
        rules = type(game)
        scored = [(rules.evaluate(rules.apply(game.state, move), player), move) for move in moves]
        best = max(score for score, _ in scored)
        return [move for score, move in scored if score == best]


PLAYERS = {"random": RandomPlayer, "greedy": GreedyPlayer}


def computer_player(kind: str = "greedy", seed: int | None = None):
    """A computer player by name: 'random' or 'greedy'."""
    if kind not in PLAYERS:
        raise ValueError(f"Unknown computer player {kind!r}; choose one of {sorted(PLAYERS)}.")
    return PLAYERS[kind](seed)


def play_out(game: Game, players: Mapping[str, Any] | Any = None, max_moves: int = 100_000) -> Game:
    """Let computer players finish ``game`` (one player for all, or one per colour)."""
    default = RandomPlayer(0)
    for _ in range(max_moves):
        if game.outcome is not None or not game.legal_moves():
            return game
        player = players.get(game.to_move, default) if isinstance(players, Mapping) else (players or default)
        game.play(player.choose(game))
    return game
