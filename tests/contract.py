"""The registry of the shared contract tests (``tests/test_contract.py``).

Every game registers here once and gets the whole contract for free: random whole
games, refused junk, exact round trips, views that leak nothing, chance outcomes
that sum to 1, and a golden transcript.  To register a game, append a
``ContractGame`` to ``GAMES``; its golden transcript is written with
``UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/test_contract.py -k <name>``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import hit_helpers
import hokito_helpers
import horse_race_helpers
import ldp_helpers
import partners_helpers
import toy_games

from rulebook import hit, hokito, horse_race, partners
from rulebook import le_dernier_peuple as ldp
from rulebook.core import Game


@dataclass(frozen=True)
class ContractGame:
    """One game (with one set of options) as the contract tests see it."""

    name: str                                    # names the test ids and the golden transcript
    rules: type[Game]
    new_game: Callable[[int], Game]              # a seeded new game
    invariants: Callable[[Any], None] = lambda state: None   # asserts what every state must keep
    junk_notations: Sequence[str] = ()           # more notations that are never legal
    whole_games: int = 10                        # random whole games played to the end
    max_decisions: int = 20_000                  # a game longer than this fails the contract
    golden_moves: int = 150                      # moves written into the golden transcript
    junk_strategy: Any = None                    # a hypothesis strategy of near-miss notations
    tags: frozenset[str] = field(default_factory=frozenset)


GAMES: list[ContractGame] = [
    ContractGame("hokito", hokito.Game, lambda seed: hokito.new_game(seed=seed),
                 hokito_helpers.check_invariants, ("a1-a1", "c3-c9", "z1-a1", "a1 a2", "a1-"), whole_games=15),
    ContractGame("hokito-variant", hokito.Game, lambda seed: hokito.new_game(seed=seed, variant=True),
                 hokito_helpers.check_invariants, whole_games=15),
    ContractGame("hit-2", hit.Game, lambda seed: hit.new_game(seed=seed, players=2),
                 hit_helpers.check_invariants, ("play 9:fwd5 red-1", "buy 0", "split red-1 99", "discard 1+1:out red-2"),
                 whole_games=20, junk_strategy=hit_helpers.NEAR_MISS_NOTATIONS),
    ContractGame("hit-3", hit.Game, lambda seed: hit.new_game(seed=seed, players=3),
                 hit_helpers.check_invariants, ("play 1:teleport red-1",), whole_games=15),
    ContractGame("hit-4", hit.Game, lambda seed: hit.new_game(seed=seed, players=4),
                 hit_helpers.check_invariants, ("play 1:fwd5 purple-1",), whole_games=15),
    ContractGame("hit-4-variants", hit.Game,
                 lambda seed: hit.new_game(seed=seed, players=4, variants=("mehr-schadenfreude", "4-statt-3")),
                 hit_helpers.check_invariants, whole_games=8, golden_moves=0),
    ContractGame("le-dernier-peuple-3", ldp.Game, lambda seed: ldp.new_game(seed=seed, players=3),
                 ldp_helpers.check_invariants, ("play 99 red-1 circle", "power defence", "partner red-1", "take 1"),
                 whole_games=12),
    ContractGame("le-dernier-peuple-4-hidden", ldp.Game,
                 lambda seed: ldp.new_game(seed=seed, players=4, hidden_scores=True),
                 ldp_helpers.check_invariants, ("play 25 blue-1 circle", "discard 40"), whole_games=8),
    ContractGame("le-dernier-peuple-5", ldp.Game, lambda seed: ldp.new_game(seed=seed, players=5),
                 ldp_helpers.check_invariants, ("power switch red-1 red-2",), whole_games=8, golden_moves=0),
    ContractGame("pig", toy_games.Pig, lambda seed: toy_games.Pig.new(seed), whole_games=20),
    ContractGame("cups", toy_games.Cups, lambda seed: toy_games.Cups.new(seed), whole_games=20),
    ContractGame("partners", partners.Game, lambda seed: partners.new_game(seed=seed),
                 partners_helpers.check_invariants, ("play 99 yellow-1", "give 99", "split yellow-1 99",
                                                     "play swap yellow-1 yellow-1", "play 1-14 yellow-1 7",
                                                     "fold now", "play 7 yellow-1 0"), whole_games=12),
    *(ContractGame(f"horse-race-{players}", horse_race.Game,
                   lambda seed, players=players: horse_race.new_game(seed=seed, players=players),
                   horse_race_helpers.check_invariants, horse_race_helpers.JUNK_NOTATIONS, whole_games=20,
                   golden_moves=150 if players == 4 else 0)
      for players in (2, 3, 4)),
]
