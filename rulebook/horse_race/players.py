"""Computer players for the horse race: core's random and greedy players, and a strategy player.

A strategy is two numbers a learner can reason about: "gallop while I have at least ``gallop_from``
tokens, and bet ``bet`` tokens on a jump" (never more than the tokens in hand; ``bet=None`` bets
them all).  ``gallop_from=0`` always gallops; a very large ``gallop_from`` always trots.  The fast
explorer (``explorer.py``) plays exactly these strategies.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulebook.core import CHANCE, ComputerPlayer, IllegalMove, computer_player
from rulebook.horse_race.course import TOTAL_TOKENS

ALWAYS_TROT = TOTAL_TOKENS + 1   # more tokens than the game has: never gallops


@dataclass(frozen=True)
class Strategy:
    """Gallop with at least ``gallop_from`` tokens in hand, else trot; bet ``bet`` tokens (None: all)."""

    gallop_from: int = 2
    bet: int | None = 1
    name: str = ""

    def __post_init__(self):
        if isinstance(self.gallop_from, bool) or not isinstance(self.gallop_from, int) or self.gallop_from < 0:
            raise ValueError(f"gallop_from is a number of tokens (0 or more), not {self.gallop_from!r}")
        if self.bet is not None and (isinstance(self.bet, bool) or not isinstance(self.bet, int) or self.bet < 1):
            raise ValueError(f"bet is a number of tokens (1 or more) or None for all, not {self.bet!r}")

    @property
    def title(self) -> str:
        if self.name:
            return self.name
        if self.gallop_from >= ALWAYS_TROT:
            return "always trot"
        bet = "all" if self.bet is None else str(self.bet)
        gallop = "always gallop" if self.gallop_from == 0 else f"gallop from {self.gallop_from}"
        return f"{gallop}, bet {bet}"

    def gallops(self, tokens: int) -> bool:
        return tokens >= self.gallop_from

    def bet_size(self, tokens: int) -> int:
        return tokens if self.bet is None else min(self.bet, tokens)


#: the strategies the notebooks start from
STRATEGIES = {
    "always trot": Strategy(ALWAYS_TROT, 1, "always trot"),
    "always gallop, bet 1": Strategy(0, 1),
    "always gallop, bet all": Strategy(0, None),
    "gallop from 2, bet 1": Strategy(2, 1),
    "gallop from 3, bet 2": Strategy(3, 2),
}


class StrategyPlayer(ComputerPlayer):
    """Plays one :class:`Strategy`: its choice depends only on the tokens in its own hand."""

    name = "strategy"

    def __init__(self, strategy: Strategy | None = None, seed: int | None = None, **parameters):
        super().__init__(seed)
        self.strategy = strategy if strategy is not None else Strategy(**parameters)

    def best_moves(self, game, moves):
        state = game.state
        tokens = state.tokens[state.turn]
        if state.phase == "choose":
            wanted = "gallop" if self.strategy.gallops(tokens) else "trot"
        else:
            wanted = f"bet {self.strategy.bet_size(tokens)}"
        chosen = [move for move in moves if move.notation == wanted]
        if not chosen:
            raise IllegalMove(f"The strategy '{self.strategy.title}' wants '{wanted}', which is not possible now.")
        return chosen

    def choose(self, game):
        if game.to_move == CHANCE:
            raise IllegalMove("Luck decides here, not a player: let the dice fall with resolve_chance().")
        return super().choose(game)


def player(kind: str = "greedy", seed: int | None = None, **parameters):
    """A computer player by name: 'random', 'greedy' or 'strategy' (with gallop_from and bet)."""
    if kind == "strategy":
        return StrategyPlayer(seed=seed, **parameters)
    return computer_player(kind, seed)
