"""Helpers shared by the horse race tests: games on built positions, forced chance, invariants."""

from __future__ import annotations

from rulebook import horse_race
from rulebook.horse_race import knowledge
from rulebook.horse_race.course import FINISH, GALLOPING_TOKENS, SLEEPING_TOKENS, START, TOTAL_TOKENS
from rulebook.horse_race.examples import build_position
from rulebook.horse_race.rules import pile_sizes, unseen_tokens

#: notations that are never legal (the contract suite tries each in many positions)
JUNK_NOTATIONS = ("bet 0", "bet 99", "bet -1", "canter", "roll green: boot, +1", "roll blue: star, +1",
                  "roll red: boot, +3", "flip: 9 galloping, 9 sleeping", "flip: -1 galloping, 1 sleeping")


def game_at(players: int = 2, **parts) -> horse_race.Game:
    """A game on ``build_position(players, **parts)`` that stops at chance points (so tests force them)."""
    return horse_race.Game.from_position(build_position(players, **parts), auto_chance=False)


def played(game: horse_race.Game, *notations: str) -> horse_race.Game:
    for notation in notations:
        game.play(notation)
    return game


def notations(game: horse_race.Game) -> list[str]:
    return [move.notation for move in game.legal_moves()]


def check_invariants(state: horse_race.State) -> None:
    """Tokens conserved across reserve, discard and players; every count and square in range."""
    assert state.reserve + sum(state.tokens) + sum(state.discard) == TOTAL_TOKENS
    assert 0 <= state.discard[0] <= GALLOPING_TOKENS and 0 <= state.discard[1] <= SLEEPING_TOKENS
    assert state.reserve >= 0 and all(tokens >= 0 for tokens in state.tokens)
    assert all(START <= square <= FINISH for square in state.squares)
    assert state.phase in ("choose", "roll", "bet", "flip")
    assert (state.dice is not None) == (state.phase == "roll")
    assert (state.bet > 0) == (state.phase == "flip")
    if state.phase in ("bet", "flip"):
        assert state.tokens[state.turn] >= max(1, state.bet)
    if state.knowledge is not None:   # what the history says of the hidden tokens fits the piles (issue 20)
        assert knowledge.problems_of(state.knowledge, pile_sizes(state), unseen_tokens(state)[0]) == []
