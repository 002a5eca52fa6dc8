"""Helpers shared by the HIT tests: build positions from the parts that matter, check invariants."""

from __future__ import annotations

from collections import Counter

from hypothesis import strategies as st

from rulebook import hit
from rulebook.hit.examples import build_position


def game_at(players: int = 4, **parts) -> hit.Game:
    """A game on a position built by ``hit.examples.build_position`` (see its docstring)."""
    return hit.Game.from_position(build_position(players, **parts))


def notations(game: hit.Game) -> set[str]:
    return {move.notation for move in game.legal_moves()}


def moves_of_card(game: hit.Game, hand_number: int) -> list[hit.Move]:
    """The legal moves that play (or discard unused) hand card ``hand_number``."""
    return [m for m in game.legal_moves() if m.notation.startswith(f"play {hand_number}:")]


def destinations(game: hit.Game, hand_number: int, fig: str | None = None) -> set[str]:
    """Where the moves of a hand card take figures (only ``fig`` if given)."""
    found = set()
    for move in moves_of_card(game, hand_number):
        landing = move.data.landing
        if landing is not None and (fig is None or landing.fig == fig):
            found.add(landing.dest)
    return found


def only_move_of_card(game: hit.Game, hand_number: int) -> hit.Move:
    moves = moves_of_card(game, hand_number)
    assert len(moves) == 1, [m.notation for m in moves]
    return moves[0]


def figures_out(game: hit.Game) -> dict[str, str]:
    return {fig: where for fig, where in game.state.figures.items() if not where.startswith("wait:")}


def check_invariants(state: hit.State) -> None:
    """55 cards each once, every figure on a field of its own kind, no two on one field, coins >= 0."""
    counts = hit.card_counts(state)
    assert counts == Counter({card: 1 for card in hit.ALL_CARD_IDS}), counts - Counter(hit.ALL_CARD_IDS)
    board = state.board
    assert sorted(state.figures) == sorted(board.all_figure_ids())
    locations = list(state.figures.values())
    assert len(set(locations)) == len(locations)
    assert set(locations) <= board.location_keys()
    for fig, where in state.figures.items():
        if not where.startswith("field:"):
            assert where.split(":")[1].rsplit("-", 1)[0] == fig.rsplit("-", 1)[0]
    assert all(coins >= 0 for coins in state.coins.values())
    assert len(state.market) == hit.board.MARKET_SIZE


# near-miss notations for the contract's generated-junk test
FIGURES = [f"{c}-{n}" for c in hit.COLOURS for n in range(1, 5)] + ["purple-1"]
OPTIONS = ["fwd1", "fwd3", "fwd5", "fwd6", "fwd11", "back1", "out", "corner", "corners2", "groups1", "groups3",
           "hunt", "behind", "barrier", "start", "coins", "unused", "split", "teleport"]
NEAR_MISS_NOTATIONS = st.one_of(
    st.builds(lambda h, o, f: f"play {h}:{o} {f}", st.integers(0, 4), st.sampled_from(OPTIONS),
              st.sampled_from(FIGURES)),
    st.builds(lambda h, o: f"play {h}:{o}", st.integers(0, 4), st.sampled_from(OPTIONS)),
    st.builds(lambda h, f, n: f"play {h}:split {f} {n}", st.integers(0, 4), st.sampled_from(FIGURES),
              st.integers(0, 12)),
    st.builds(lambda f, n: f"split {f} {n}", st.sampled_from(FIGURES), st.integers(0, 12)),
    st.builds(lambda a, b, f: f"discard {a}+{b}:out {f}", st.integers(0, 4), st.integers(0, 4),
              st.sampled_from(FIGURES)),
    st.builds(lambda m: f"buy {m}", st.integers(0, 7)),
    st.sampled_from(["end", "keep-shield", "shuffle-shield", "", "pass", "play", "buy x"]),
    st.text(max_size=12),
)
