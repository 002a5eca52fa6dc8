"""Computer players for the horse race: core's random and greedy players, and a strategy player.

A strategy is two numbers a learner can reason about: "gallop while I have at least ``gallop_from``
tokens, and bet ``bet`` tokens on a jump" (never more than the tokens in hand; ``bet=None`` bets
them all).  ``gallop_from=0`` always gallops; a very large ``gallop_from`` always trots.  The fast
explorer (``explorer.py``) plays exactly these strategies.
"""

from __future__ import annotations

from dataclasses import dataclass

from rulebook import i18n
from rulebook.core import CHANCE, ComputerPlayer, IllegalMove, computer_player, shown
from rulebook.horse_race.course import TOTAL_TOKENS
from rulebook.i18n import _

ALWAYS_TROT = TOTAL_TOKENS + 1   # more tokens than the game has: never gallops


@dataclass(frozen=True)
class Strategy:
    """Gallop with at least ``gallop_from`` tokens in hand, else trot; bet ``bet`` tokens (None: all)."""

    gallop_from: int = 2
    bet: int | None = 1
    name: str = ""

    def __post_init__(self):
        if isinstance(self.gallop_from, bool) or not isinstance(self.gallop_from, int) or self.gallop_from < 0:
            # Translators: an error in the strategy explorer; 'gallop_from' is the strategy's setting (keep it as
            # it is: code reads it), {value} what was given.
            raise ValueError(i18n.say("'gallop_from' is a number of tokens (0 or more), not {value}",
                                      value=shown(self.gallop_from)))
        if self.bet is not None and (isinstance(self.bet, bool) or not isinstance(self.bet, int) or self.bet < 1):
            # Translators: an error in the strategy explorer; 'bet' is the strategy's setting and None Python's
            # word for "nothing" (keep both as they are: code reads them), {value} what was given.
            raise ValueError(i18n.say("'bet' is a number of tokens (1 or more) or None for all, not {value}",
                                      value=shown(self.bet)))

    @property
    def title(self) -> str:
        if self.name:
            return self.name
        if self.gallop_from >= ALWAYS_TROT:
            return "always trot"
        bet = "all" if self.bet is None else str(self.bet)
        gallop = "always gallop" if self.gallop_from == 0 else f"gallop from {self.gallop_from}"
        return f"{gallop}, bet {bet}"

    def words(self) -> str:
        """The title in the language spoken now (the title itself is a name, the same in every language)."""
        if self.gallop_from >= ALWAYS_TROT:
            # Translators: a strategy of the horse race's computer and explorer: the player always trots.
            return _("always trot")
        if self.name:
            return self.name
        if self.bet is None:
            if self.gallop_from == 0:
                # Translators: a strategy of the horse race's explorer: always gallop, bet all the tokens on a jump.
                return _("always gallop, bet all")
            # Translators: a strategy of the horse race's explorer: gallop from {count} tokens in hand (else
            # trot), bet all the tokens on a jump.
            return i18n.say_n("gallop from {count}, bet all", "gallop from {count}, bet all", self.gallop_from)
        if self.gallop_from == 0:
            # Translators: a strategy of the horse race's explorer: always gallop, bet {count} tokens on a jump.
            return i18n.say_n("always gallop, bet {count}", "always gallop, bet {count}", self.bet)
        # Translators: a strategy of the horse race's explorer: gallop from {count} tokens in hand (else trot),
        # bet {bet} tokens on a jump.
        return i18n.say_n("gallop from {count}, bet {bet}", "gallop from {count}, bet {bet}", self.gallop_from,
                          bet=self.bet)

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
            # Translators: the horse race's computer cannot play its strategy; {strategy} is its name ("gallop from
            # 2, bet 1"), {move} the move it wants in notation (keep it as it is).
            raise IllegalMove(i18n.say("The strategy '{strategy}' wants '{move}', which is not possible now.",
                                       strategy=self.strategy.words(), move=wanted))
        return chosen

    def choose(self, game):
        if game.to_move == CHANCE:
            # Translators: an error when a computer player is asked to move where the dice decide;
            # resolve_chance() is the function to call (keep it as it is).
            raise IllegalMove(_("Luck decides here, not a player: let the dice fall with resolve_chance()."))
        return super().choose(game)


def player(kind: str = "greedy", seed: int | None = None, **parameters):
    """A computer player by name: 'random', 'greedy' or 'strategy' (with gallop_from and bet)."""
    if kind == "strategy":
        return StrategyPlayer(seed=seed, **parameters)
    return computer_player(kind, seed)
