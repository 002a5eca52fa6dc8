"""HIT's rules section by section (HIT, DE pages 2-6), plus the project's Rule notes.

Board used (see rulebook/data/hit.json, assumed): 4 players on the front side, red starts on
field 0 with its barrier on 39, blue 10/9, green 20/19, yellow 30/29.
"""

from __future__ import annotations

import json

import pytest
from hit_helpers import check_invariants, destinations, game_at, moves_of_card, notations, only_move_of_card

from rulebook import hit
from rulebook.core import GreedyPlayer, IllegalMove, InvalidPosition, RandomPlayer, play_out
from rulebook.hit.examples import build_position

SHIELD_ON_BLUE = {"blue": ["4#2"]}


# ================================================================ set-up
@pytest.mark.parametrize("players, figures", [(2, 4), (3, 4), (4, 3)])
def test_set_up_figures_cards_market_and_coins(players, figures):
    """HIT, DE, 'Spielvorbereitung' 3.-7.: figures per count, one already out, 3 cards drawn, market 5, 6 coins."""
    game = hit.new_game(seed=3, players=players)
    state = game.state
    assert state.board.figures == figures
    for colour in state.players:
        figs = state.board.figure_ids(colour)
        assert len(figs) == figures
        out = [f for f in figs if state.figures[f].startswith("field:")]
        assert out == [f"{colour}-1"] and state.figures[out[0]] == state.board.route_key(colour, 0)
        assert len(state.hands[colour]) == 3 and len(state.draws[colour]) == 3
        assert sorted(state.hands[colour] + state.draws[colour]) == sorted(hit.start_card_ids(colour))
        assert state.discards[colour] == () and state.coins[colour] == 6
    assert len(state.market) == 5 and None not in state.market
    assert len(state.neutral) == 26
    check_invariants(state)


def test_two_players_use_opposite_colours_and_three_players_the_back_side():
    """HIT, DE, 'Spielvorbereitung' 2.: front side for 2 and 4, back side for 3 (assumed 30 fields)."""
    two, three = hit.new_game(seed=1, players=2).state, hit.new_game(seed=1, players=3).state
    assert two.players == ("red", "green") and two.board.loop == 40
    assert two.board.start_fields["green"] - two.board.start_fields["red"] == 20
    assert three.players == ("red", "blue", "green") and three.board.loop == 30


def test_youngest_player_begins_as_seat_zero():
    """HIT, DE, 'Spielablauf'. Rule note: the rules cannot know ages; seat 0 (red) is the youngest and begins."""
    for players in (2, 3, 4):
        assert hit.new_game(seed=5, players=players).to_move == "red"


def test_play_goes_on_clockwise_in_seating_order():
    """HIT, DE, 'Spielablauf': play goes on clockwise."""
    game = hit.new_game(seed=2, players=4)
    seen = []
    while len(seen) < 5:
        if not seen or seen[-1] != game.to_move:
            seen.append(game.to_move)
        move = next(m for m in game.legal_moves() if m.notation != "keep-shield"
                    and not m.notation.startswith("buy"))
        game.play(move)
    assert seen == ["red", "blue", "green", "yellow", "red"]


def test_set_up_is_reproducible_from_the_seed_and_differs_between_seeds():
    """Design: every shuffle comes from the state's seeded generator."""
    assert hit.new_game(seed=11).position() == hit.new_game(seed=11).position()
    assert hit.new_game(seed=11).position() != hit.new_game(seed=12).position()


def test_bad_set_up_options_are_refused_clearly():
    with pytest.raises(ValueError, match="2 to 4 players"):
        hit.new_game(players=5)
    with pytest.raises(ValueError, match="Unknown variant"):
        hit.new_game(variants=("turbo",))
    with pytest.raises(ValueError, match="for 4 players"):
        hit.new_game(players=3, variants=("4-statt-3",))


# ================================================================ step 1: play the hand cards
def test_all_hand_cards_must_be_played_before_buying():
    """HIT, DE, '1. HANDKARTEN SPIELEN UND AUSFÜHREN': play all 3 hand cards; none may be kept."""
    game = hit.new_game(seed=4)
    assert all(m.notation.startswith(("play", "discard")) for m in game.legal_moves())
    assert "The turn ends only after all hand cards are played; Red still has 3" in game.explain("end")
    assert "Buying comes after playing all hand cards" in game.explain("buy 1")
    for _ in range(3):
        game.play(next(m for m in game.legal_moves() if m.notation.startswith("play")))
    assert game.state.phase == "buy" and "end" in notations(game)


def test_a_played_card_lies_on_the_discard_pile_before_it_is_executed():
    """HIT, DE, '1. …': put the card face up onto your discard pile at once, then execute it."""
    game = game_at(to_move="red", figures={"red-1": "field:5"},
                   hands={"red": ["5#1", "red:start-1", "red:start-6"]}, discard_piles={"red": ["4#1"]})
    game.play("play 1:fwd5 red-1")
    assert game.state.discards["red"][:2] == ("5#1", "4#1")
    assert game.state.hands["red"] == ("red:start-1", "red:start-6")


def test_hand_cards_may_be_played_in_any_order():
    """HIT, DE, '1. …': in an order of your choice."""
    game = hit.new_game(seed=4)
    played_first = {m.notation.split(":")[0] for m in game.legal_moves() if m.notation.startswith("play")}
    assert played_first == {"play 1", "play 2", "play 3"}


def test_unused_is_offered_only_for_cards_that_cannot_be_executed():
    """HIT, DE, 'FIGUREN BEWEGEN': you must carry out a card completely; only when you cannot, discard it unused.

    Rule note: a card that can be executed may not be wasted voluntarily.
    """
    game = game_at(to_move="red", figures={"red-1": "field:38"}, hands={"red": ["7#1", "red:start-1", "5#1"]})
    assert only_move_of_card(game, 1).notation == "play 1:unused"
    assert "play 2:unused" not in notations(game)
    assert "may not be discarded unused" in game.explain("play 2:unused")


def test_an_unused_card_lies_on_the_discard_pile_and_still_pays_its_coins():
    """HIT, DE, 'FIGUREN BEWEGEN': for a coin symbol you still get the coins."""
    game = game_at(to_move="red", figures={"red-1": "field:39", "red-2": "goal:red-3"},
                   hands={"red": ["red:start-3coins", "red:start-1", "5#1"]})
    game.play("play 1:unused")
    assert game.state.coins["red"] == 8 and game.state.discards["red"][0] == "red:start-3coins"


# ================================================================ moving figures
def test_figures_move_clockwise_one_figure_per_card_only_if_out():
    """HIT, DE, 'FIGUREN BEWEGEN': clockwise, one figure per card, only figures that are out."""
    game = game_at(to_move="red", figures={"red-1": "field:5", "red-2": "field:20"},
                   hands={"red": ["5#1", "red:start-3coins", "red:start-1to5"]})
    moves = moves_of_card(game, 1)
    assert {m.data.landing.fig: m.data.landing.dest for m in moves} == {"red-1": "field:10", "red-2": "field:25"}
    assert "only figures that are out can move" in game.explain("play 1:fwd5 red-3")
    assert "is not yours" in game.explain("play 1:fwd5 blue-1")


def test_never_past_the_own_barrier_but_others_cross_it_freely():
    """HIT, DE, 'ZIELEINLAUF': never move your figures past your barrier; other colours cross it freely."""
    game = game_at(to_move="blue", figures={"blue-1": "field:37", "red-1": "field:5"},
                   hands={"blue": ["5#1", "blue:start-1", "blue:start-6"]})
    game.play("play 1:fwd5 blue-1")     # 38, 39 (red's barrier), 0, 1, 2
    assert game.state.figures["blue-1"] == "field:2"


def test_one_step_past_the_own_barrier_is_goal_field_1():
    """HIT, DE, 'ZIELEINLAUF': the curved arrow turns your figures into your goal."""
    game = game_at(to_move="red", figures={"red-1": "field:39"},
                   hands={"red": ["red:start-1", "red:start-6", "red:start-3coins"]})
    assert destinations(game, 1, "red-1") == {"goal:red-1"}
    assert destinations(game, 3, "red-1") == {"goal:red-3"}


def test_goal_entry_must_be_exact_and_may_jump_figures_in_the_goal():
    """HIT, DE, 'ZIELEINLAUF': land exactly; no step may be wasted; figures in the goal may be jumped."""
    game = game_at(to_move="red", figures={"red-1": "field:37", "red-2": "goal:red-1", "red-3": "goal:red-3"},
                   hands={"red": ["red:start-3coins", "7#1", "red:start-1to5"]})
    assert only_move_of_card(game, 1).notation == "play 1:unused"       # 3 steps: goal field 1 is taken
    assert destinations(game, 3, "red-1") == {"field:38", "field:39", "goal:red-2"}   # 4 jumps red-2
    assert only_move_of_card(game, 2).notation == "play 2:unused"
    assert "past its own barrier" in game.explain("play 2:fwd7 red-1")


def test_figures_in_the_goal_may_move_on_inside_the_goal():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (kein Zieleinlauf) implies other cards may move figures that stand in the goal."""
    game = game_at(to_move="red", figures={"red-1": "goal:red-1", "red-2": "field:5"},
                   hands={"red": ["red:start-1to5", "red:start-1", "red:start-6"]})
    assert destinations(game, 1, "red-1") == {"goal:red-2", "goal:red-3"}


# ================================================================ hitting
def test_ending_on_an_opponent_hits_it_back_to_a_free_waiting_field():
    """HIT, DE, 'FIGUREN SCHLAGEN': the hit figure goes back to a free waiting field of its colour."""
    game = game_at(to_move="red", figures={"red-1": "field:5", "blue-1": "field:10", "blue-2": "wait:blue-1"},
                   hands={"red": ["5#1", "red:start-1", "red:start-6"]})
    game.play("play 1:fwd5 red-1")
    assert game.state.figures["red-1"] == "field:10"
    assert game.state.figures["blue-1"] == "wait:blue-2"     # the lowest free blue waiting field


def test_never_ending_on_an_own_figure():
    """HIT, DE, 'FIGUREN SCHLAGEN': you may not hit your own figures; that movement is not allowed."""
    game = game_at(to_move="red", figures={"red-1": "field:5", "red-2": "field:10"},
                   hands={"red": ["5#1", "red:start-1", "red:start-6"]})
    assert destinations(game, 1) == {"field:15"}
    assert "you may never end on your own figure" in game.explain("play 1:fwd5 red-1")


def test_clicking_an_own_figure_as_the_destination_is_refused_with_the_rule():
    """HIT, DE, 'FIGUREN SCHLAGEN': a click on the field of one's own figure (the 1 to 5 could count that far) is
    refused with the rule that forbids it, not only with the fields the card reaches (issue 30)."""
    game = game_at(to_move="red", figures={"red-1": "field:2", "red-2": "field:6"},
                   hands={"red": ["red:start-1to5", "red:start-1", "red:start-6"]})
    refusal = game.explain(["hand:1", "figure:red-1", "figure:red-2"])
    assert "you may never end on your own figure" in refusal
    assert refusal.endswith("It can reach field 3, field 4, field 5, field 7.")


def test_a_click_the_card_cannot_count_to_is_refused_with_the_rule():
    """HIT, DE, 'FIGUREN BEWEGEN' (clockwise, the card's number of fields) and 'ÜBERSICHT ALLER KARTEN' (the 1 to 3
    corners): a field too far, behind the figure or not a corner is refused with the rule, then the reachable fields
    (issue 30)."""
    game = game_at(to_move="red", figures={"red-1": "field:2", "red-2": "field:6"},
                   hands={"red": ["red:start-1to5", "red:start-1", "red:start-6"]})
    assert game.explain(["hand:1", "figure:red-1", "field:8"]).startswith(
        "Field 8 is 6 fields on, and the 1 to 5 moves a figure 1 to 5 fields.")
    assert game.explain(["hand:1", "figure:red-1", "field:1"]).startswith(
        "Figures move clockwise, and field 1 lies behind red figure 1")
    corners = game_at(to_move="red", figures={"red-1": "field:5"},
                      hands={"red": ["corners-1to3#1", "red:start-1", "red:start-6"]})
    assert corners.explain(["hand:1", "figure:red-1", "field:9"]).startswith(
        "Field 9 is not a corner field, and the 1 to 3 corners ends only on corner fields.")


def test_the_shield_on_top_of_the_discard_pile_protects_every_figure_of_that_colour():
    """HIT, DE, 'FIGUREN SCHLAGEN' (GESCHÜTZT): the opponent goes on to the next free field."""
    game = game_at(to_move="red", figures={"red-1": "field:5", "blue-1": "field:10", "green-1": "field:11"},
                   hands={"red": ["5#1", "red:start-1", "red:start-6"]}, discard_piles=SHIELD_ON_BLUE)
    landing = only_move_of_card(game, 1).data.landing
    assert (landing.dest, landing.hit, landing.passed) == ("field:12", None, "blue-1")
    assert "past B1 (B1 has a shield) to field 12" in only_move_of_card(game, 1).label


def test_only_the_top_card_of_the_discard_pile_counts_for_the_shield():
    """HIT, DE, 'FIGUREN SCHLAGEN' (HINWEIS): only when the symbol is on top are you protected."""
    game = game_at(to_move="red", figures={"red-1": "field:5", "blue-1": "field:10"},
                   hands={"red": ["5#1", "red:start-1", "red:start-6"]}, discard_piles={"blue": ["5#2", "4#2"]})
    assert only_move_of_card(game, 1).data.landing.hit == "blue-1"


def test_a_shield_card_discarded_unused_protects_too():
    """HIT, DE, 'FIGUREN SCHLAGEN' (HINWEIS): whether played normally or discarded unused."""
    game = game_at(to_move="red", figures={"red-1": "field:39", "red-2": "goal:red-3"},
                   hands={"red": ["4#1", "red:start-1", "5#1"]})
    game.play("play 1:unused")
    assert game.state.protected("red")


def test_a_shield_protects_against_opponents_only():
    """HIT, DE, 'FIGUREN SCHLAGEN': protection is against being hit; own figures still block."""
    game = game_at(to_move="red", figures={"red-1": "field:5", "red-2": "field:10"},
                   hands={"red": ["5#1", "red:start-1", "red:start-6"]}, discard_piles={"red": ["4#2"]})
    assert "you may never end on your own figure" in game.explain("play 1:fwd5 red-1")


def test_next_free_field_past_the_own_barrier_is_not_allowed():
    """Rule note (facts, assumed): a 'next free field' beyond the mover's own barrier cannot be reached."""
    game = game_at(to_move="red", figures={"red-1": "field:34", "blue-1": "field:39"},
                   hands={"red": ["5#1", "red:start-1", "red:start-6"]}, discard_piles=SHIELD_ON_BLUE)
    assert only_move_of_card(game, 1).notation == "play 1:unused"
    assert "the next free field lies past red's own barrier" in game.explain("play 1:fwd5 red-1")


def test_next_free_field_skips_every_occupied_field():
    """HIT, DE, example on page 5: green ends directly in front of blue and red (a 'free' field has no figure)."""
    game = game_at(to_move="red", figures={"red-1": "field:5", "blue-1": "field:10", "red-2": "field:11",
                                           "yellow-1": "field:12"},
                   hands={"red": ["red:start-1to5", "5#1", "red:start-6"]})
    moves = {m.notation: m.data.landing for m in moves_of_card(game, 1)}
    assert moves["play 1:fwd5 red-1"].dest == "field:13"   # 10 blue (no hit), 11 own, 12 yellow: 13


# ================================================================ coming out
def test_coming_out_with_own_figure_on_the_start_field_is_impossible():
    """HIT, DE, 'RAUSKOMMEN': own figure on your start field – you cannot come out."""
    game = game_at(to_move="red", figures={"red-1": "field:0"}, hands={"red": ["red:start-1", "5#1", "7#1"]})
    assert not [n for n in notations(game) if "out" in n]
    assert game.explain("play 1:out red-2").startswith("Your own figure (red figure 1) stands on your start field, "
                                                       "so you cannot come out")


def test_coming_out_onto_an_opponent_hits_it():
    """HIT, DE, 'RAUSKOMMEN': an opponent on your start field is hit."""
    game = game_at(to_move="red", figures={"red-1": "field:5", "green-1": "field:0"},
                   hands={"red": ["red:start-6", "5#1", "7#1"]})
    game.play("play 1:out red-2")
    assert game.state.figures["red-2"] == "field:0" and game.state.figures["green-1"].startswith("wait:green-")


def test_coming_out_onto_a_protected_opponent_goes_to_the_next_free_field():
    """HIT, DE, 'RAUSKOMMEN': if it is protected, your figure goes to the next free field beyond it."""
    game = game_at(to_move="red", figures={"red-1": "field:5", "blue-1": "field:0", "blue-2": "field:1"},
                   hands={"red": ["red:start-1", "5#1", "7#1"]}, discard_piles=SHIELD_ON_BLUE)
    game.play("play 1:out red-3")
    assert game.state.figures["red-3"] == "field:2" and game.state.figures["blue-1"] == "field:0"


def test_coming_out_by_discarding_two_cards_moves_nothing_and_pays_nothing():
    """HIT, DE, 'RAUSKOMMEN': discard 2 hand cards unexecuted (no movement, no coins) in an order you choose."""
    game = game_at(to_move="red", figures={"red-1": "field:12"},
                   hands={"red": ["7#1", "red:start-3coins", "5#1"]})
    game.play("discard 2+1:out red-2")
    state = game.state
    assert state.figures["red-2"] == "field:0" and state.figures["red-1"] == "field:12"
    assert state.coins["red"] == 6
    assert state.discards["red"][:2] == ("7#1", "red:start-3coins")   # the second one ends on top
    assert state.hands["red"] == ("5#1",) and state.phase == "play"


def test_discarding_two_needs_two_cards_and_a_free_start_field():
    """HIT, DE, 'RAUSKOMMEN': the second way needs 2 hand cards; own figure on start blocks it too."""
    game = game_at(to_move="red", figures={"red-1": "field:12"}, hands={"red": ["7#1", "red:start-3coins", "5#1"]})
    game.play("play 1:fwd7 red-1")
    game.play("play 1:fwd3 red-1")
    assert not [n for n in notations(game) if n.startswith("discard")]
    assert "needs two hand cards" in game.explain("discard 1+2:out red-2")


def test_a_card_come_out_uses_the_card_and_no_movement():
    """HIT, DE, 'RAUSKOMMEN': in both cases one figure moves from a waiting field onto your start field."""
    game = game_at(to_move="red", figures={"red-1": "field:12"}, hands={"red": ["red:start-1", "5#1", "7#1"]})
    game.play("play 1:out red-2")
    assert game.state.figures["red-1"] == "field:12" and game.state.discards["red"][0] == "red:start-1"


# ================================================================ step 2: buying
def test_buying_any_number_of_cards_with_change_onto_the_draw_pile():
    """HIT, DE, '2. NEUE KARTEN AUS DEM MARKT KAUFEN': buy one or more; change from the supply; on top of the
    draw pile. Rule note: the order of buying is the order on the pile (last bought on top)."""
    market = ["4#1", "coins-3#1", "5#1", "hunter#1", "7#1"]
    game = game_at(to_move="red", phase="buy", coins={"red": 10}, market=market)
    game.play("buy 1")
    assert game.state.coins["red"] == 7 and game.state.market[0] is None
    game.play("buy 2")
    assert game.state.coins["red"] == 5
    assert game.state.draws["red"][:2] == ("coins-3#1", "4#1")
    assert game.state.bought == (0, 1)
    assert "buy 5" in notations(game) and "buy 4" in notations(game)
    game.play("buy 5")
    assert game.state.coins["red"] == 0
    assert notations(game) == {"end"}
    assert game.explain("buy 3") == "You have 0 coins; the 5 costs 4."


def test_ending_the_turn_without_buying_is_one_click():
    """Design: a turn with no buying is one click away."""
    game = game_at(to_move="red", phase="buy")
    end = next(m for m in game.legal_moves() if m.notation == "end")
    assert end.clicks == ("button:end-turn",) and "without buying" in end.label
    game.play(end)
    assert game.to_move == "blue" and game.state.phase == "play"


# ================================================================ step 3: drawing
def test_draw_three_without_reshuffling_when_the_pile_holds_exactly_three():
    """HIT, DE, 'NACHZIEHSTAPEL LEER' (HINWEIS): shuffle only when a card must be drawn, not when the last is drawn."""
    game = game_at(to_move="red", phase="buy", hands={"red": []},
                   draw_piles={"red": ["red:start-1", "red:start-6", "red:start-corner"]},
                   discard_piles={"red": ["red:start-3coins", "red:start-3or1back", "red:start-1to5"]})
    game.play("end")
    state = game.state
    assert state.hands["red"] == ("red:start-1", "red:start-6", "red:start-corner")
    assert state.draws["red"] == () and len(state.discards["red"]) == 3 and state.rng.draws == 0


def test_the_shield_decision_keep_or_shuffle_in():
    """HIT, DE, 'SONDERFALL: KARTE MIT SCHILD OBEN AUF ABLAGESTAPEL'."""
    pile = ["coins-3#1", "red:start-1to5", "red:start-1", "red:start-6", "red:start-corner",
            "red:start-3coins", "red:start-3or1back"]
    game = game_at(to_move="red", phase="buy", hands={"red": []}, draw_piles={"red": []},
                   discard_piles={"red": pile})
    game.play("end")
    assert game.state.phase == "shield" and game.to_move == "red"
    assert notations(game) == {"keep-shield", "shuffle-shield"}
    game.play("keep-shield")
    assert game.state.discards["red"] == ("coins-3#1",) and game.state.protected("red")
    assert len(game.state.hands["red"]) == 3 and len(game.state.draws["red"]) == 3
    game.undo()
    game.play("shuffle-shield")
    assert game.state.discards["red"] == () and "coins-3#1" in game.state.hands["red"] + game.state.draws["red"]


def test_keeping_the_shield_leaves_enough_cards_to_draw():
    """HIT, DE, 'SONDERFALL …': after keeping the shield card the hand is still filled to 3."""
    pile = ["4#1", "red:start-1to5", "red:start-1", "red:start-6", "red:start-corner"]
    game = game_at(to_move="red", phase="buy", hands={"red": []},
                   draw_piles={"red": ["red:start-3coins", "red:start-3or1back"]}, discard_piles={"red": pile})
    game.play("end")
    assert game.state.hands["red"] == ("red:start-3coins", "red:start-3or1back") and game.state.to_draw == 1
    game.play("keep-shield")
    assert len(game.state.hands["red"]) == 3 and game.state.discards["red"] == ("4#1",)
    assert game.to_move == "blue"


def test_without_shields_there_is_no_shield_decision():
    """HIT, DE, 'Varianten' (MEHR SCHADENFREUDE). Rule note: shields protect nothing, so all is shuffled."""
    pile = ["coins-3#1", "red:start-1to5", "red:start-1", "red:start-6"]
    game = game_at(to_move="red", phase="buy", hands={"red": []}, variants=("mehr-schadenfreude",),
                   draw_piles={"red": ["red:start-corner", "red:start-3coins", "red:start-3or1back"][:1]},
                   discard_piles={"red": pile + ["red:start-3coins", "red:start-3or1back"]})
    game.play("end")
    assert game.state.phase == "play" and game.to_move == "blue"


def test_reshuffles_draw_from_the_state_generator_so_undo_restores_them():
    """Design: all randomness comes from the state's Rng, so undo and records restore it exactly."""
    game = hit.Game.from_position(hit.examples.reshuffle_mid_draw())
    before = game.position()
    game.play("end")
    after = game.position()
    assert after["rng"]["draws"] == before["rng"]["draws"] + 1
    game.undo()
    assert game.position() == before
    game.play("end")
    assert game.position() == after


# ================================================================ step 4: refilling the market
def test_refill_one_card_per_card_bought():
    """HIT, DE, '4. KARTENMARKT AUFFÜLLEN': as many new cards as you bought; none if you bought none."""
    game = game_at(to_move="red", phase="buy", coins={"red": 20})
    stack = game.state.neutral
    game.play("buy 4")
    game.play("buy 2")
    game.play("end")
    assert game.state.market[1] == stack[0] and game.state.market[3] == stack[1]
    assert game.state.neutral == stack[2:]
    game2 = game_at(to_move="red", phase="buy")
    market = game2.state.market
    game2.play("end")
    assert game2.state.market == market


def test_empty_neutral_stack_leaves_bought_slots_empty():
    """Rule note (assumed): once the neutral stack is used up, bought market slots stay empty."""
    market = ["4#1", "5#1", "6#1", "7#1", "8#1"]
    others = [c for c in hit.NEUTRAL_CARD_IDS if c not in market]
    game = game_at(to_move="red", phase="buy", market=market, neutral_stack=[],
                   discard_piles={"blue": others}, coins={"red": 20})
    game.play("buy 1")
    game.play("end")
    assert game.state.market[0] is None
    check_invariants(game.state)


# ================================================================ end of the game
def test_the_game_ends_the_moment_all_figures_stand_in_the_goal():
    """HIT, DE, 'Spielende': whoever has all own figures in the goal wins at once."""
    game = game_at(to_move="red", figures={"red-1": "goal:red-2", "red-2": "goal:red-3", "red-3": "field:39"},
                   hands={"red": ["red:start-1", "5#1", "7#1"]})
    game.play("play 1:fwd1 red-3")
    assert game.outcome.winners == ("red",) and game.outcome.winner == "red"
    assert "all 3 red figures stand on goal fields" == game.outcome.reason
    assert game.legal_moves() == [] and game.to_move is None
    with pytest.raises(IllegalMove, match="The game is over"):
        game.play("play 1:fwd5 red-1")


# ================================================================ variants
def test_mehr_schadenfreude_ignores_shields():
    """HIT, DE, 'Varianten' (MEHR SCHADENFREUDE): figures are never protected."""
    game = game_at(to_move="red", figures={"red-1": "field:5", "blue-1": "field:10"}, variants=("mehr-schadenfreude",),
                   hands={"red": ["5#1", "red:start-1", "red:start-6"]}, discard_piles=SHIELD_ON_BLUE)
    assert only_move_of_card(game, 1).data.landing.hit == "blue-1"


def test_4_statt_3_plays_four_figures_and_four_goal_fields_with_four_players():
    """HIT, DE, 'Varianten' (4 STATT 3)."""
    state = hit.new_game(seed=1, players=4, variants=("4-statt-3",)).state
    assert state.board.figures == 4 and len(state.figures) == 16
    game = game_at(to_move="red", variants=("4-statt-3",), figures={"red-1": "field:39"},
                   hands={"red": ["red:start-1to5", "5#1", "7#1"]})
    assert destinations(game, 1, "red-1") == {f"goal:red-{n}" for n in range(1, 5)}


# ================================================================ decisions, clicks and explanations
def test_every_decision_has_a_unique_notation_and_label_and_no_clicks_prefix_another():
    """Design: every Move has a stable notation, a clear label and clicks; choosers need distinct labels."""
    for seed in range(6):
        game = hit.new_game(seed=seed, players=2 + seed % 3)
        for _ in range(60):
            if game.outcome:
                break
            moves = game.legal_moves()
            assert len({m.notation for m in moves}) == len(moves)
            assert len({m.label for m in moves}) == len(moves)
            clicks = {m.clicks for m in moves}
            for a in clicks:
                assert not any(b != a and b[:len(a)] == a for b in clicks), a
            game.play(RandomPlayer(seed).choose(game))


def test_clicking_a_hand_card_leads_to_the_figures_it_can_move():
    """Design: clicking a hand card highlights what it can reach (the next keys are figures)."""
    game = game_at(to_move="red", figures={"red-1": "field:5", "red-2": "field:20"},
                   hands={"red": ["5#1", "red:start-1", "red:start-6"]})
    after_hand = {m.clicks[1] for m in game.legal_moves() if m.clicks[0] == "hand:1"}
    assert {"figure:red-1", "figure:red-2"} <= after_hand
    assert hit.notation_for_clicks(game.state, ("hand:1", "figure:red-2")) == "play 1:fwd5 red-2"


def test_learner_explanations_for_clicks():
    """Design: a click that matches nothing is explained."""
    game = game_at(to_move="red", figures={"red-1": "field:5", "blue-1": "field:9"},
                   hands={"red": ["5#1", "red:start-1", "red:start-6"]})
    assert "is not yours" in game.explain(["hand:1", "figure:blue-1"])
    assert "Buying comes after" in game.explain(["market:2"])
    assert "still on a waiting field" in game.explain(["hand:1", "figure:red-2"])
    assert "Start with a hand card" in game.explain(["field:12"])
    assert "Nothing on the board" in game.explain(["spaceship:1"])
    assert "is a legal move" in game.explain(["hand:1", "figure:red-1"])


def test_junk_notations_raise_and_change_nothing():
    """Common brief: an illegal move raises IllegalMove with a reason and leaves the game as it was."""
    game = hit.new_game(seed=8)
    before = game.position()
    for junk in ("", "xyz", "play 9:fwd5 red-1", "play 1:teleport red-1", "buy 1", "end", "split red-1 4",
                 "discard 1+1:out red-2", "keep-shield", "play 1:fwd5 blue-1"):
        with pytest.raises(IllegalMove) as error:
            game.play(junk)
        assert error.value.reason
        assert game.position() == before and game.history == ()


# ================================================================ positions
def test_position_round_trip_and_json():
    game = hit.new_game(seed=9, players=3)
    play_out(game, RandomPlayer(1), max_moves=40)
    position = game.position()
    assert json.loads(json.dumps(position)) == position
    assert hit.Game.from_position(position).position() == position


def test_invalid_positions_list_every_problem():
    position = build_position(4)
    position["coins"]["red"] = -2
    position["figures"]["red-1"] = "field:77"
    position["hands"]["blue"] = position["hands"]["blue"][:2]
    position["neutral_stack"] = position["neutral_stack"][1:]
    position["phase"] = "dancing"
    with pytest.raises(InvalidPosition) as error:
        hit.Game.from_position(position)
    text = "\n".join(error.value.problems)          # every problem is listed; the message names the first few
    for part in ("-2 coins", "field:77", "is missing", "phase must be one of"):
        assert part in text, part
    assert len(str(error.value)) <= 500 and "more problem" in str(error.value)


def test_card_conservation_and_phase_consistency_are_checked():
    position = build_position(4)
    position["discard_piles"]["red"] = [position["hands"]["blue"][0]]
    with pytest.raises(InvalidPosition, match="start cards stay with their colour|2 places at once"):
        hit.Game.from_position(position)
    position = build_position(4, phase="buy")
    position["hands"]["red"] = []
    position["split"] = {"steps_left": 4, "moved": ["red-1"]}
    with pytest.raises(InvalidPosition, match="split must be null"):
        hit.Game.from_position(position)
    position = build_position(4, figures={"red-1": "field:3", "blue-1": "field:3"})
    with pytest.raises(InvalidPosition, match="both stand on field:3"):
        hit.Game.from_position(position)


def test_visible_position_hides_other_hands_and_all_draw_piles():
    """Hidden information: the widget's default view shows only the viewer's hand and pile sizes."""
    game = hit.new_game(seed=2)
    view = hit.visible_position(game.state, "blue")
    assert view["hands"]["blue"] == list(game.state.hands["blue"])
    assert view["hands"]["red"] == [None, None, None]
    assert all(set(pile) <= {None} for pile in view["draw_piles"].values())
    assert len(view["neutral_stack"]) == 26 and set(view["neutral_stack"]) == {None}
    assert view["rng"] is None and view["market"] == game.position()["market"]


# ================================================================ computer players
def test_evaluate_rewards_progress_and_hits():
    game = game_at(to_move="red", figures={"red-1": "field:5", "blue-1": "field:10"},
                   hands={"red": ["5#1", "red:start-1", "red:start-6"]})
    before = hit.evaluate(game.state, "red")
    game.play("play 1:fwd5 red-1")
    assert hit.evaluate(game.state, "red") > before
    assert hit.evaluate(game.state, "blue") < hit.evaluate(game.state, "red")


@pytest.mark.parametrize("players", [2, 3, 4])
def test_random_and_greedy_players_finish_whole_games(players):
    """Computer players must finish games; a move cap guards against endless ones."""
    for kind in (RandomPlayer, GreedyPlayer):
        game = hit.new_game(seed=players, players=players)
        play_out(game, kind(players), max_moves=20_000)
        assert game.outcome is not None, f"{kind.name} did not finish"
        assert game.outcome.winner in game.state.players
        check_invariants(game.state)


def test_three_players_run_a_30_field_loop_into_four_goal_fields():
    """HIT, DE, 'Spielvorbereitung' 2. (back side, assumed 30 fields) and 'ZIELEINLAUF' (4 goal fields)."""
    game = game_at(3, to_move="blue", figures={"blue-1": "field:6", "red-1": "field:9"},
                   hands={"blue": ["blue:start-1to5", "5#1", "7#1"]})
    # blue's barrier is field 9, then blue's goal fields 1 to 4; red stands on the barrier and the 1-5 may
    # not hit, so 3 would go on past blue's barrier (not allowed)
    assert destinations(game, 1, "blue-1") == {"field:7", "field:8", "goal:blue-1", "goal:blue-2"}
    game.play("play 2:fwd5 blue-1")
    assert game.state.figures["blue-1"] == "goal:blue-2"
    game = game_at(3, to_move="green", figures={"green-1": "field:27"}, hands={"green": ["5#1", "7#1", "8#1"]})
    game.play("play 1:fwd5 green-1")      # 28, 29 (red's barrier), 0, 1, 2: green crosses freely
    assert game.state.figures["green-1"] == "field:2"


def test_junk_in_any_entry_of_a_position_is_reported_not_crashed_on():
    """Common brief: a malformed position raises InvalidPosition with a clear list, never another error."""
    junk_values = [None, 5, "x", [], {}, [None], [[1]], {"red": None}, -1, True, {"seed": "a"}]
    base = build_position(4)
    for key in base:
        for value in junk_values:
            position = json.loads(json.dumps(base))
            position[key] = value
            if key != "game" and value != base[key]:
                with pytest.raises(InvalidPosition):
                    hit.Game.from_position(position)
    for value in junk_values:
        position = build_position(4, phase="split", hands={"red": ["red:start-1", "red:start-6"]},
                                  discard_piles={"red": ["split-10#1"]}, figures={"red-1": "field:3"})
        position["split"] = {"steps_left": 3, "moved": value}
        with pytest.raises(InvalidPosition):
            hit.Game.from_position(position)


def test_a_position_with_no_possible_decision_is_refused():
    """A split card whose remaining steps cannot be shared out leaves the player without any decision; such a
    position cannot arise in play (the card would have been discarded unused), so it is not a valid position."""
    position = hit.build_position(4, phase="split", figures={"red-1": "field:20", "red-2": "goal:red-3"},
                                  hands={"red": ["4#1", "5#1"]}, discard_piles={"red": ["split-10#1"]},
                                  split={"steps_left": 5, "moved": ["red-1"]})
    with pytest.raises(hit.InvalidPosition, match="no possible decision"):
        hit.Game.from_position(position)


# ---------------------------------------------------------------- the greedy computer
def test_greedy_comes_out_with_one_card_rather_than_discarding_two():
    """Issue 8, point 13: the greedy computer discarded the 1 and the 6 to come out, when the 1
    alone brings a figure out (DE 'RAUSKOMMEN': a start card, or two cards discarded)."""
    from rulebook.core import computer_player

    for seed in range(8):
        game = game_at(to_move="red", hands={"red": ["red:start-1", "red:start-6"]})
        ways_out = {m.notation.split()[0] for m in game.legal_moves() if m.notation.split()[-1].startswith("red-")}
        assert {"play", "discard"} <= ways_out  # both ways are there to choose from
        chosen = computer_player("greedy", seed).choose(game)
        assert chosen.notation.startswith("play 1:out"), chosen.notation


def test_click_explanations_never_show_the_boards_element_names():
    """Issue 8, point 16: a learner reads 'blue's coins' or 'field 37', never 'coins:blue' or 'figure:green-2'."""
    import random
    import re

    engine = re.compile(r"\b(figure|field|hand|market|discard|coins|button|goal|wait):\S|'")
    rng = random.Random(3)
    for seed in range(6):
        game = hit.new_game(seed=seed, players=2 + seed % 3)
        for _ in range(40):
            if game.outcome:
                break
            moves = game.legal_moves()
            keys = sorted({k for m in moves for k in m.clicks} | {"coins:blue", "discard:red", "market:2",
                                                                   "button:end-turn", "figure:blue-2", "hand:2"})
            for _ in range(6):
                clicks = [rng.choice(keys) for _ in range(rng.randrange(1, 4))]
                text = game.explain(clicks)
                assert not engine.search(text.replace("'s ", "’s ")), text
            game.play(rng.choice(moves))


def test_greedy_computers_play_every_card_kind():
    """Issue 20 point 9: a learner playing the computer sees every card used. In 8 seeded games of greedy
    computers (2, 3 and 4 players) every kind of card of the game is played at least once (start cards and
    neutral cards, HIT, DE 'DIE KARTEN'), and cards are bought."""
    from collections import Counter

    from rulebook.core import CHANCE, GreedyPlayer

    played = Counter()
    for seed in range(8):
        game, player = hit.new_game(seed=seed, players=2 + seed % 3), GreedyPlayer(seed)
        while game.outcome is None:
            if game.to_move == CHANCE:
                game.resolve_chance()
                continue
            move = player.choose(game)
            action = move.data
            if action.kind == "play":
                played[hit.card_kind(game.state.hands[game.state.current][action.hand]).kind] += 1
            played[action.kind] += 1
            game.play(move)
    every_kind = {hit.card_kind(card).kind for card in hit.ALL_CARD_IDS}
    assert every_kind <= set(played), f"never played: {sorted(every_kind - set(played))}"
    assert played["buy"] > 0
