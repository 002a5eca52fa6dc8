"""The rulebook's worked examples as positions, plus a builder for any hand-made position.

Each example function returns a complete, valid position dict; ``EXAMPLES`` lists
them with the rulebook passage they follow and the moves the example plays, so
tests and notebooks use the very same positions.  The text shows no complete
board, so the figures not named by an example stand where we chose (the
examples say which facts they rely on).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rulebook.core import WorkedExample, example_named
from rulebook.hit.board import (
    HAND_SIZE,
    MARKET_SIZE,
    NEUTRAL_CARD_IDS,
    START_COINS,
    board_for,
    colours_for,
    start_card_ids,
)
from rulebook.hit.state import box_for, colour_of_figure
from rulebook.i18n import N_


def build_position(players: int = 4, *, to_move: str | None = None, figures: Mapping[str, str] | None = None,
                   hands: Mapping[str, Sequence[str]] | None = None,
                   draw_piles: Mapping[str, Sequence[str]] | None = None,
                   discard_piles: Mapping[str, Sequence[str]] | None = None,
                   coins: Mapping[str, int] | None = None, market: Sequence[str | None] | None = None,
                   neutral_stack: Sequence[str] | None = None, variants: Sequence[str] = (),
                   phase: str = "play", bought: Sequence[int] = (), split: Mapping | None = None,
                   to_draw: int = 0, seed: int = 0) -> dict:
    """A complete position from the parts that matter; everything else is filled in plainly.

    - figures not named stand on their own waiting field (figure 2 on waiting field 2), or on the
      lowest free one if that is taken;
    - a player's hand, if not given, takes the first unused start cards of that colour
      (the player to move gets none in the phases 'buy' and 'shield');
    - a draw pile, if not given, holds that colour's remaining start cards in card order;
    - the market, if not given, shows the first unused neutral cards in card order, and the
      neutral stack, if not given, holds the rest in card order;
    - everyone has 6 coins unless ``coins`` says otherwise.
    """
    colours = colours_for(players)
    to_move = to_move or colours[0]
    board = board_for(players, frozenset(variants))
    placed = dict(figures or {})
    for colour in colours:
        taken = {placed[f] for f in placed if colour_of_figure(f) == colour}
        free = [f"wait:{colour}-{n}" for n in range(1, board.figures + 1) if f"wait:{colour}-{n}" not in taken]
        for number, fig in enumerate(board.figure_ids(colour), start=1):
            if fig not in placed:
                own = f"wait:{colour}-{number}"
                placed[fig] = own if own in free else free[0]
                free.remove(placed[fig])
    hands = {c: list(v) for c, v in (hands or {}).items()}
    draws = {c: list(v) for c, v in (draw_piles or {}).items()}
    discards = {c: list((discard_piles or {}).get(c, ())) for c in colours}
    used = {card for piles in (hands, draws, discards) for cards in piles.values() for card in cards}
    used |= {card for card in (market or ()) if card is not None} | set(neutral_stack or ())
    for colour in colours:
        spare = [card for card in start_card_ids(colour) if card not in used]
        if colour not in hands:
            wanted = 0 if colour == to_move and phase in ("buy", "shield") else HAND_SIZE
            hands[colour] = spare[:wanted]
            used |= set(hands[colour])
            spare = spare[wanted:]
        if colour not in draws:
            draws[colour] = spare
            used |= set(spare)
    spare_neutral = [card for card in NEUTRAL_CARD_IDS if card not in used]
    if market is None:
        market, spare_neutral = spare_neutral[:MARKET_SIZE], spare_neutral[MARKET_SIZE:]
    if neutral_stack is None:
        neutral_stack = spare_neutral
    return {
        "game": "hit", "players": list(colours), "variants": list(variants), "to_move": to_move,
        "phase": phase, "figures": placed, "hands": hands, "draw_piles": draws, "discard_piles": discards,
        "coins": {c: (coins or {}).get(c, START_COINS) for c in colours}, "market": list(market),
        "neutral_stack": list(neutral_stack), "box": list(box_for(colours)), "bought": list(bought),
        "split": dict(split) if split else None, "to_draw": to_draw, "rng": {"seed": seed, "draws": 0},
    }


# ---------------------------------------------------------------- the examples
def blue_finishes() -> dict:
    """Blue's last figure stands 3 fields before blue's barrier (field 9); blue-1 and blue-2 are in the goal.

    The split 10 and the 11 cannot be used completely (blue may not pass its barrier, no step may be
    wasted), so both are discarded unused; the 6 lands exactly on goal field 3 and blue wins.
    """
    return build_position(4, to_move="blue",
                          figures={"blue-1": "goal:blue-1", "blue-2": "goal:blue-2", "blue-3": "field:6",
                                   "red-1": "field:14", "green-1": "field:22", "yellow-1": "field:33"},
                          hands={"blue": ["split-10#1", "11#1", "blue:start-6"]})


PAGE_5_FIGURES = {"green-1": "field:23", "blue-1": "field:24", "red-1": "field:25", "blue-2": "field:31"}


def shield() -> dict:
    """Green's figure stands just behind blue and red in a row; blue's discard pile shows the 4 (shield).

    Green plays the 1: blue is protected, so green goes on to the next free field, directly in front of
    blue and red (field 26).
    """
    return build_position(4, to_move="green", figures=PAGE_5_FIGURES,
                          hands={"green": ["green:start-1", "green:start-3coins", "green:start-corner"]},
                          discard_piles={"blue": ["4#1"]})


def shield_breaker() -> dict:
    """The same board after green's move, red to play: the neutral 6 (shield breaker) hits blue-2.

    Blue is still protected by the 4 on its discard pile, yet the shield breaker hits the other blue
    figure six fields ahead of red.
    """
    figures = dict(PAGE_5_FIGURES, **{"green-1": "field:26"})
    return build_position(4, to_move="red", figures=figures,
                          hands={"red": ["6#1", "red:start-3coins", "red:start-1to5"]},
                          discard_piles={"blue": ["4#1"], "green": ["green:start-1"]})


def plain_hit() -> dict:
    """Red plays the neutral 5 and ends exactly on an unprotected blue figure: blue goes back, red takes 2 coins."""
    return build_position(4, to_move="red", figures={"red-1": "field:2", "blue-1": "field:7"},
                          hands={"red": ["5#1", "red:start-3coins", "red:start-1to5"]})


def reshuffle_mid_draw() -> dict:
    """Red ends a turn with only 2 cards in the draw pile: draw 2, shuffle the discard pile, draw the 3rd."""
    return build_position(4, to_move="red", phase="buy", hands={"red": []},
                          draw_piles={"red": ["red:start-3coins", "red:start-3or1back"]},
                          discard_piles={"red": ["8#1", "red:start-1to5", "red:start-1", "red:start-6",
                                                 "red:start-corner"]})


def market_refill() -> dict:
    """Red has bought 2 cards (market slots 2 and 4 are empty); ending the turn refills exactly those two."""
    return build_position(4, to_move="red", phase="buy", hands={"red": []},
                          draw_piles={"red": ["7#1", "5#1", "red:start-3coins"]},
                          discard_piles={"red": ["red:start-3or1back", "red:start-1to5", "red:start-1",
                                                 "red:start-6", "red:start-corner"]},
                          market=["4#1", None, "hunter#1", None, "groups#1"],
                          neutral_stack=["8#1", "coins-5#1"] + [c for c in NEUTRAL_CARD_IDS if c not in {
                              "7#1", "5#1", "4#1", "hunter#1", "groups#1", "8#1", "coins-5#1"}],
                          bought=[2, 4], coins={"red": 1})


def come_out_own_start_blocked() -> dict:
    """Red's own figure stands on red's start field: neither the 1, the 6 nor discarding 2 brings a figure out."""
    return build_position(4, to_move="red", figures={"red-1": "field:0"},
                          hands={"red": ["red:start-1", "red:start-6", "5#1"]})


def come_out_onto_protected() -> dict:
    """A protected blue figure stands on red's start field: red's figure comes out onto the next free field."""
    return build_position(4, to_move="red", figures={"red-1": "field:5", "blue-1": "field:0"},
                          hands={"red": ["red:start-1", "red:start-3coins", "red:start-1to5"]},
                          discard_piles={"blue": ["coins-3#1"]})


def come_out_by_discarding_two() -> dict:
    """Red discards two hand cards unexecuted to bring a figure out: no movement and no coins from them."""
    return build_position(4, to_move="red", figures={"red-1": "field:12", "yellow-1": "field:0"},
                          hands={"red": ["7#1", "5#1", "red:start-3coins"]})


def shield_kept_at_reshuffle() -> dict:
    """Red must draw from an empty draw pile while the 4 (shield) lies on top of the discard pile."""
    return build_position(4, to_move="red", phase="buy", hands={"red": []}, draw_piles={"red": []},
                          discard_piles={"red": ["4#1", "red:start-1to5", "red:start-1", "red:start-6",
                                                 "red:start-corner", "red:start-3coins", "red:start-3or1back"]})


Example = WorkedExample


EXAMPLES: dict[str, Example] = {example.name: example for example in (
    # Translators: the title of a worked example of HIT, printed by a notebook.
    Example("blue_finishes", N_("Blue finishes with the exact 6"), "HIT, DE, 'ZIELEINLAUF' (BEISPIEL: Blau kann weder "
            "mit der 10er- noch mit der 11er-Karte ...)", blue_finishes,
            ("play 1:unused", "play 1:unused", "play 1:fwd6 blue-3")),
    # Translators: the title of a worked example of HIT, printed by a notebook.
    Example("shield", N_("The shield protects blue"), "HIT, DE, 'FIGUREN SCHLAGEN' (BEISPIEL: Gruen spielt die "
            "1er-Karte ...)", shield, ("play 1:fwd1 green-1",)),
    # Translators: the title of a worked example of HIT, printed by a notebook.
    Example("shield_breaker", N_("The shield breaker hits a protected figure"), "HIT, DE, 'FIGUREN SCHLAGEN' "
            "(BEISPIEL: Nun ist Rot an der Reihe und spielt die 6er-Karte mit Schildbrecher-Symbol)",
            shield_breaker, ("play 1:fwd6 red-1",)),
    # Translators: the title of a worked example of HIT, printed by a notebook.
    Example("plain_hit", N_("Red hits blue with the 5"), "HIT, DE, 'FIGUREN SCHLAGEN' (BEISPIEL: Rot zieht mit der "
            "neutralen 5er-Karte um 5 Felder vor)", plain_hit, ("play 1:fwd5 red-1",)),
    # Translators: the title of a worked example of HIT, printed by a notebook.
    Example("reshuffle_mid_draw", N_("Shuffling the discard pile in the middle of drawing"), "HIT, DE, "
            "'NACHZIEHSTAPEL LEER' (BEISPIEL: Nachdem du 2 Karten nachgezogen hast ...)", reshuffle_mid_draw,
            ("end",)),
    # Translators: the title of a worked example of HIT, printed by a notebook.
    Example("market_refill", N_("Refilling the market after buying 2 cards"), "HIT, DE, '4. KARTENMARKT AUFFÜLLEN' "
            "(BEISPIEL: Du hast in deinem Zug 2 Karten aus dem Markt gekauft)", market_refill, ("end",)),
    # Translators: the title of a worked example of HIT, printed by a notebook.
    Example("come_out_own_start_blocked", N_("Your own figure blocks your start field"), "HIT, DE, 'RAUSKOMMEN' "
            "(Steht auf deinem Startfeld ... eine eigene Figur)", come_out_own_start_blocked, ()),
    # Translators: the title of a worked example of HIT, printed by a notebook.
    Example("come_out_onto_protected", N_("Coming out onto a protected opponent"), "HIT, DE, 'RAUSKOMMEN' "
            "(Steht auf deinem Startfeld ... eine gegnerische Figur)", come_out_onto_protected,
            ("play 1:out red-2",)),
    # Translators: the title of a worked example of HIT, printed by a notebook.
    Example("come_out_by_discarding_two", N_("Coming out by discarding two cards"), "HIT, DE, 'RAUSKOMMEN' "
            "(Alternativ kannst du 2 beliebige Handkarten ... ablegen)", come_out_by_discarding_two,
            ("discard 1+2:out red-2",)),
    # Translators: the title of a worked example of HIT, printed by a notebook.
    Example("shield_kept_at_reshuffle", N_("Keeping the shield card when reshuffling"), "HIT, DE, 'SONDERFALL: "
            "KARTE MIT SCHILD OBEN AUF ABLAGESTAPEL'", shield_kept_at_reshuffle, ("end", "keep-shield")),
)}


def example(name: str) -> dict:
    """The position of a worked example by name (see ``EXAMPLES``)."""
    return example_named(EXAMPLES, name, 'HIT').position()
