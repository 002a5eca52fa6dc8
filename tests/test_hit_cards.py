"""Every HIT card, one by one (HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7): the card overview and 'WENN DU EINE KARTE SPIELST').

Board used (4 players, front side, see rulebook/data/hit.json): red starts on field 0 and its
barrier is field 39; blue 10/9; green 20/19; yellow 30/29; corner fields 0, 4, 8, 10, 14, 18, …
With 4 players each colour has 3 figures and 3 goal fields.
"""

from __future__ import annotations

import json

import pytest
from hit_helpers import destinations, game_at, moves_of_card, only_move_of_card

from rulebook import hit

SHIELD_ON_BLUE = {"blue": ["4#2"]}


def red_game(card: str, figures: dict, discards: dict | None = None, coins: dict | None = None,
             players: int = 4, others: tuple[str, str] = ("red:start-3coins", "red:start-3or1back")) -> hit.Game:
    """Red to move with ``card`` as hand card 1."""
    return game_at(players, to_move="red", figures=figures, hands={"red": [card, *others]},
                   discard_piles=discards or {}, coins=coins)


# ---------------------------------------------------------------- the card data
def test_the_box_holds_55_cards_6_start_cards_per_colour_and_31_neutral():
    """HIT, DE, 'SPIELMATERIAL': 55 cards, 6 start cards per colour and 31 neutral cards."""
    assert hit.TOTAL_CARDS == 55
    assert len(hit.NEUTRAL_CARD_IDS) == 31
    assert len(hit.START_KINDS) == 6
    assert len(hit.NEUTRAL_KINDS) == 15
    for colour in hit.COLOURS:
        assert len(hit.start_card_ids(colour)) == 6


def test_every_assumed_value_in_the_data_file_carries_a_note():
    """Common brief: every assumed value lives in a data file with a note saying so."""
    data = json.loads(hit.DATA_FILE.read_text("utf-8"))
    assumed = []

    def walk(node):
        if isinstance(node, dict):
            if node.get("assumed"):
                assumed.append(node)
                assert "assumed" in node.get("note", "").lower(), node
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)
    walk(data)
    # colours, both sides, 2 and 3 players, unused fields, start cards, neutral copies and costs
    assert len(assumed) >= 8


def test_symbols_of_the_cards_follow_the_card_overview():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7): 4 shield, 6 shield breaker, 11 no hit, 3 coins shield, split no hit, behind/groups no goal entry."""
    kind = hit.KINDS
    assert kind["4"].shield and kind["coins-3"].shield
    assert kind["6"].breaker
    assert kind["11"].no_hit and kind["split-10"].no_hit and kind["start-1to5"].no_hit
    assert kind["behind"].no_goal_entry and kind["groups"].no_goal_entry
    assert (kind["5"].coins, kind["6"].coins, kind["7"].coins, kind["8"].coins) == (2, 1, 2, 2)
    assert (kind["coins-3"].coins, kind["coins-5"].coins, kind["start-corner"].coins, kind["start-3coins"].coins) \
        == (3, 5, 1, 2)


# ---------------------------------------------------------------- start cards
def test_start_1_moves_one_field_or_brings_a_figure_out():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (1 / 6): come out with one of your figures OR move your figure 1 field."""
    game = red_game("red:start-1", {"red-1": "field:5"})
    assert destinations(game, 1, "red-1") == {"field:6"}
    outs = [m for m in moves_of_card(game, 1) if ":out " in m.notation]
    assert {m.data.landing.fig for m in outs} == {"red-2", "red-3"}
    assert {m.data.landing.dest for m in outs} == {"field:0"}
    game.play("play 1:out red-2")
    assert game.state.figures["red-2"] == "field:0"


def test_start_6_moves_six_fields_or_brings_a_figure_out():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (1 / 6): come out OR move 6 fields."""
    game = red_game("red:start-6", {"red-1": "field:5"})
    assert destinations(game, 1, "red-1") == {"field:11"}
    assert "play 1:out red-3" in {m.notation for m in game.legal_moves()}


def test_start_1_and_6_cannot_come_out_when_every_figure_is_out():
    """HIT, DE, 'RAUSKOMMEN': only a figure on a waiting field can come out."""
    game = red_game("red:start-1", {"red-1": "field:5", "red-2": "field:12", "red-3": "field:20"})
    assert not [m for m in moves_of_card(game, 1) if ":out" in m.notation]


def test_start_1_to_5_offers_every_number_and_cannot_hit():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (1-5): 1 to 5 fields by choice; may not hit, may pick a number landing on an opponent."""
    game = red_game("red:start-1to5", {"red-1": "field:5", "blue-1": "field:7"})
    moves = {m.notation: m for m in moves_of_card(game, 1)}
    assert set(moves) == {f"play 1:fwd{n} red-1" for n in range(1, 6)}
    assert moves["play 1:fwd2 red-1"].data.landing.dest == "field:8"   # blue on 7 cannot be hit
    assert moves["play 1:fwd2 red-1"].data.landing.hit is None
    assert moves["play 1:fwd3 red-1"].data.landing.dest == "field:8"
    # same clicks, told apart by their labels in the chooser
    assert moves["play 1:fwd2 red-1"].clicks == moves["play 1:fwd3 red-1"].clicks
    assert moves["play 1:fwd2 red-1"].label != moves["play 1:fwd3 red-1"].label
    game.play("play 1:fwd2 red-1")
    assert game.state.figures["blue-1"] == "field:7"


def test_start_1_to_5_never_ends_on_an_own_figure():
    """HIT, DE, 'FIGUREN SCHLAGEN': a movement ending on your own figure is not allowed."""
    game = red_game("red:start-1to5", {"red-1": "field:5", "red-2": "field:8"})
    assert destinations(game, 1, "red-1") == {"field:6", "field:7", "field:9", "field:10"}


def test_start_corner_goes_to_the_next_free_corner_and_pays_one_coin():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (Eckfeld): move to the next free corner field, skipping occupied ones; take 1 coin."""
    game = red_game("red:start-corner", {"red-1": "field:5", "blue-1": "field:8", "green-1": "field:10"})
    move = only_move_of_card(game, 1)
    assert move.data.landing.dest == "field:14"
    game.play(move)
    assert game.state.coins["red"] == 7
    assert game.state.figures["blue-1"] == "field:8" and game.state.figures["green-1"] == "field:10"


def test_start_corner_without_a_free_corner_is_discarded_unused_but_pays():
    """HIT, DE, 'FIGUREN BEWEGEN': a card that cannot be executed is discarded unused; its coins still pay."""
    game = red_game("red:start-corner", {"red-1": "field:36", "blue-1": "field:38"})
    move = only_move_of_card(game, 1)
    assert move.notation == "play 1:unused"
    game.play(move)
    assert game.state.coins["red"] == 7
    assert game.state.discards["red"][0] == "red:start-corner"


def test_start_3_coins_moves_three_and_pays_two():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7): move your figure 3 fields and take 2 coins."""
    game = red_game("red:start-3coins", {"red-1": "field:5"}, others=("red:start-1", "red:start-6"))
    game.play(only_move_of_card(game, 1))
    assert game.state.figures["red-1"] == "field:8"
    assert game.state.coins["red"] == 8


def test_start_3_or_1_back_offers_both_directions():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7): move 3 fields forward OR 1 field back (counter-clockwise, as an exception)."""
    game = red_game("red:start-3or1back", {"red-1": "field:5"}, others=("red:start-1", "red:start-6"))
    assert destinations(game, 1, "red-1") == {"field:8", "field:4"}
    game.play("play 1:back1 red-1")
    assert game.state.figures["red-1"] == "field:4"


def test_one_back_can_hit():
    """HIT, DE, 'FIGUREN SCHLAGEN': ending on an opponent hits it, backwards too."""
    game = red_game("red:start-3or1back", {"red-1": "field:5", "yellow-1": "field:4"},
                    others=("red:start-1", "red:start-6"))
    game.play("play 1:back1 red-1")
    assert game.state.figures["red-1"] == "field:4"
    assert game.state.figures["yellow-1"].startswith("wait:yellow-")


def test_one_back_onto_a_protected_figure_goes_on_backwards():
    """Rule note: stepping back onto a protected figure goes on to the next free field in the same direction."""
    game = red_game("red:start-3or1back", {"red-1": "field:5", "blue-1": "field:4"}, discards=SHIELD_ON_BLUE,
                    others=("red:start-1", "red:start-6"))
    assert destinations(game, 1, "red-1") == {"field:8", "field:3"}


def test_one_back_never_crosses_the_own_barrier():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7): you may never move backwards over your own barrier (Rule note: not from the start field)."""
    game = red_game("red:start-3or1back", {"red-1": "field:0"}, others=("red:start-1", "red:start-6"))
    assert destinations(game, 1, "red-1") == {"field:3"}
    assert "backwards over red's own barrier" in game.explain("play 1:back1 red-1")


def test_figures_in_the_goal_do_not_step_back():
    """Rule note: the back step is for the loop only; a goal figure stays in the goal."""
    game = red_game("red:start-3or1back", {"red-1": "goal:red-2"}, others=("red:start-1", "red:start-6"))
    assert "figures in the goal do not move back" in game.explain("play 1:back1 red-1")


# ---------------------------------------------------------------- number cards
@pytest.mark.parametrize("card, steps, coins", [("4#1", 4, 0), ("5#1", 5, 2), ("6#1", 6, 1), ("7#1", 7, 2),
                                                ("8#1", 8, 2), ("11#1", 11, 0)])
def test_number_cards_move_their_number_and_pay_their_coins(card, steps, coins):
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7): move your figure the number of fields shown; the 5, 7, 8 pay 2 coins, the 6 one."""
    game = red_game(card, {"red-1": "field:5"})
    game.play(only_move_of_card(game, 1))
    assert game.state.figures["red-1"] == f"field:{5 + steps}"
    assert game.state.coins["red"] == 6 + coins


def test_the_4_protects_all_own_figures_once_on_top_of_the_discard_pile():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (4er-Karte): the 4 also shows a shield."""
    game = red_game("4#1", {"red-1": "field:5", "red-2": "field:30"})
    assert not game.state.protected("red")
    game.play("play 1:fwd4 red-1")
    assert game.state.protected("red")


def test_the_neutral_6_hits_a_protected_figure():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (6er-Karte): the shield breaker may hit protected figures."""
    game = red_game("6#1", {"red-1": "field:5", "blue-1": "field:11"}, discards=SHIELD_ON_BLUE)
    game.play("play 1:fwd6 red-1")
    assert game.state.figures["red-1"] == "field:11"
    assert game.state.figures["blue-1"].startswith("wait:blue-")


def test_the_start_6_has_no_shield_breaker():
    """HIT, DE, 'FIGUREN SCHLAGEN': without the breaker, a protected figure sends the mover on."""
    game = red_game("red:start-6", {"red-1": "field:5", "blue-1": "field:11"}, discards=SHIELD_ON_BLUE)
    assert destinations(game, 1, "red-1") == {"field:12"}


def test_the_11_cannot_hit():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (11er-Karte): you may not hit with it; it goes on to the next free field."""
    game = red_game("11#1", {"red-1": "field:5", "blue-1": "field:16", "green-1": "field:17"})
    move = only_move_of_card(game, 1)
    assert move.data.landing.dest == "field:18"
    assert move.data.landing.hit is None


def test_a_number_card_that_overshoots_is_discarded_unused_and_still_pays():
    """HIT, DE, 'ZIELEINLAUF' and 'FIGUREN BEWEGEN': no step may be wasted; coins still paid."""
    game = red_game("7#1", {"red-1": "field:38"})
    move = only_move_of_card(game, 1)
    assert move.notation == "play 1:unused"
    game.play(move)
    assert game.state.coins["red"] == 8
    assert game.state.figures["red-1"] == "field:38"


# ---------------------------------------------------------------- split 10
def test_split_10_shares_ten_steps_between_figures_in_several_decisions():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (10): split 10 steps completely among one or more figures, each moved at most once."""
    game = red_game("split-10#1", {"red-1": "field:5", "red-2": "field:20"})
    firsts = {m.notation for m in moves_of_card(game, 1)}
    assert "play 1:split red-1 4" in firsts and "play 1:split red-2 10" in firsts
    game.play("play 1:split red-1 4")
    assert game.state.phase == "split" and game.state.split == (6, ("red-1",))
    assert [m.notation for m in game.legal_moves()] == ["split red-2 6"]
    game.play("split red-2 6")
    assert game.state.figures["red-1"] == "field:9" and game.state.figures["red-2"] == "field:26"
    assert game.state.phase == "play" and len(game.state.hands["red"]) == 2


def test_split_10_with_one_figure_moves_it_all_ten():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (10): 'one or more' figures, so one figure may take all 10 steps."""
    game = red_game("split-10#1", {"red-1": "field:5"})
    assert [m.notation for m in moves_of_card(game, 1)] == ["play 1:split red-1 10"]
    game.play("play 1:split red-1 10")
    assert game.state.figures["red-1"] == "field:15" and game.state.phase == "play"


def test_split_10_parts_go_on_past_opponents_without_hitting():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (10): you may not hit. Rule note (facts, assumed): each part follows the no-hit rule."""
    game = red_game("split-10#1", {"red-1": "field:5", "blue-1": "field:15"})
    move = only_move_of_card(game, 1)
    assert move.data.landing.dest == "field:16" and move.data.landing.hit is None


def test_split_10_offers_no_part_whose_remainder_cannot_be_used():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (10): if the steps cannot be shared out completely the card is discarded unused."""
    # red-1 can take at most 6 (to goal field 3); red-2 on goal field 3 cannot move at all
    game = red_game("split-10#1", {"red-1": "field:36", "red-2": "goal:red-3"})
    assert only_move_of_card(game, 1).notation == "play 1:unused"
    # with a second figure on the loop, red-1's share must leave a usable remainder for red-3
    game = red_game("split-10#1", {"red-1": "field:36", "red-2": "goal:red-3", "red-3": "field:5"})
    red_1_parts = {m.data.landing.dest for m in moves_of_card(game, 1) if " red-1 " in m.notation}
    assert red_1_parts == {"field:37", "field:38", "field:39", "goal:red-1", "goal:red-2"}


def test_split_10_moves_each_figure_at_most_once():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (10): each of your figures moves at most once."""
    game = red_game("split-10#1", {"red-1": "field:5", "red-2": "field:20", "red-3": "field:25"})
    game.play("play 1:split red-1 2")
    assert all(" red-1 " not in m.notation for m in game.legal_moves())
    assert "each figure moves at most once" in game.explain("split red-1 3")


def test_split_10_may_enter_the_goal_exactly():
    """HIT, DE, 'ZIELEINLAUF': the split card has no 'no goal entry' symbol, so parts may enter the goal."""
    game = red_game("split-10#1", {"red-1": "field:37", "red-2": "field:5"})
    assert "play 1:split red-1 5" in {m.notation for m in moves_of_card(game, 1)}  # 38, 39, goal 1, 2, 3


# ---------------------------------------------------------------- coin cards
def test_3_coins_pays_three_and_shields():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7): take 3 coins from the supply; the 3-coins card also shows a shield."""
    game = red_game("coins-3#1", {"red-1": "field:5"})
    move = only_move_of_card(game, 1)
    assert move.clicks == ("hand:1", "coins:red")
    game.play(move)
    assert game.state.coins["red"] == 9 and game.state.protected("red")


def test_5_coins_pays_five_without_shield():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7): take 5 coins from the supply."""
    game = red_game("coins-5#1", {"red-1": "field:5"})
    game.play("play 1:coins")
    assert game.state.coins["red"] == 11 and not game.state.protected("red")


# ---------------------------------------------------------------- corners 1-3
def test_corners_counts_occupied_corners_and_may_hit():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (Eckfelder): move on 1, 2 or 3 corner fields; unlike the start card it may hit."""
    game = red_game("corners-1to3#1", {"red-1": "field:5", "blue-1": "field:10"})
    moves = {m.notation: m.data.landing for m in moves_of_card(game, 1)}
    assert moves["play 1:corners1 red-1"].dest == "field:8"
    assert moves["play 1:corners2 red-1"].dest == "field:10" and moves["play 1:corners2 red-1"].hit == "blue-1"
    assert moves["play 1:corners3 red-1"].dest == "field:14"


def test_corners_onto_a_protected_figure_goes_on_to_the_next_free_field():
    """HIT, DE, 'FIGUREN SCHLAGEN' (GESCHÜTZT): the mover goes on to the next free field."""
    game = red_game("corners-1to3#1", {"red-1": "field:5", "blue-1": "field:10"}, discards=SHIELD_ON_BLUE)
    landing = {m.notation: m.data.landing for m in moves_of_card(game, 1)}["play 1:corners2 red-1"]
    assert landing.dest == "field:11" and landing.passed == "blue-1"


def test_corners_never_ends_on_an_own_figure():
    """HIT, DE, 'FIGUREN SCHLAGEN': never end on your own figure."""
    game = red_game("corners-1to3#1", {"red-1": "field:5", "red-2": "field:8"})
    assert "play 1:corners1 red-1" not in {m.notation for m in game.legal_moves()}
    assert "play 1:corners2 red-1" in {m.notation for m in game.legal_moves()}


# ---------------------------------------------------------------- hunter
def test_hunter_hits_the_nearest_opponent_ahead_jumping_own_figures():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (Jäger): move onto the nearest opponent figure and hit it; own figures may be jumped."""
    game = red_game("hunter#1", {"red-1": "field:5", "red-2": "field:7", "blue-1": "field:9", "green-1": "field:12"})
    landing = {m.notation: m.data.landing for m in moves_of_card(game, 1)}["play 1:hunt red-1"]
    assert landing.dest == "field:9" and landing.hit == "blue-1"


def test_hunter_onto_a_protected_figure_goes_on():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (Jäger): if that figure is protected, move on to the next free field beyond it."""
    game = red_game("hunter#1", {"red-1": "field:5", "blue-1": "field:9", "blue-2": "field:10"},
                    discards=SHIELD_ON_BLUE)
    landing = only_move_of_card(game, 1).data.landing
    assert landing.dest == "field:11" and landing.hit is None


def test_hunter_may_go_into_the_goal_past_a_protected_figure_on_the_barrier():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (Jäger): protected nearest figure on the arrow field before your goal: go into the goal."""
    game = red_game("hunter#1", {"red-1": "field:30", "red-2": "goal:red-1", "blue-1": "field:39"},
                    discards=SHIELD_ON_BLUE)
    landing = {m.notation: m.data.landing for m in moves_of_card(game, 1)}["play 1:hunt red-1"]
    assert landing.dest == "goal:red-2"   # the next free field beyond blue, jumping red-2 in the goal


def test_hunter_without_an_opponent_before_the_barrier_is_unused():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (Jäger) with 'ZIELEINLAUF': opponents beyond your own barrier are out of reach."""
    game = red_game("hunter#1", {"red-1": "field:35", "blue-1": "field:2"})
    assert only_move_of_card(game, 1).notation == "play 1:unused"
    assert "No opponent figure stands between red figure 1 and red's own barrier" in game.explain(
        "play 1:hunt red-1")


# ---------------------------------------------------------------- behind
def test_behind_moves_directly_behind_the_nearest_figure_of_any_colour():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (dahinter): move to the field directly behind the nearest figure, not past it."""
    game = red_game("behind#1", {"red-1": "field:5", "green-1": "field:12"})
    assert destinations(game, 1, "red-1") == {"field:11"}
    game = red_game("behind#1", {"red-1": "field:5", "red-2": "field:9", "green-1": "field:12"})
    assert destinations(game, 1, "red-1") == {"field:8"}


def test_behind_cannot_move_a_figure_already_directly_behind():
    """Rule note: the behind card would not move such a figure, so it cannot be executed with it."""
    game = red_game("behind#1", {"red-1": "field:5", "blue-1": "field:6"})
    assert only_move_of_card(game, 1).notation == "play 1:unused"
    assert "already stands directly behind" in game.explain("play 1:behind red-1")


def test_behind_may_stop_on_the_own_barrier_but_never_enters_the_goal():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (kein Zieleinlauf): the behind card never moves into the goal or a goal figure."""
    game = red_game("behind#1", {"red-1": "field:30", "blue-1": "field:0"})
    assert destinations(game, 1, "red-1") == {"field:39"}
    game = red_game("behind#1", {"red-1": "field:30"})
    assert only_move_of_card(game, 1).notation == "play 1:unused"
    game = red_game("behind#1", {"red-1": "goal:red-1", "red-2": "field:5", "blue-1": "field:9"})
    assert destinations(game, 1) == {"field:8"}
    assert "no goal entry" in game.explain("play 1:behind red-1")


# ---------------------------------------------------------------- groups
def test_groups_jumps_one_or_two_groups():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (Gruppen): jump 1 or 2 groups and land on the next free field beyond."""
    game = red_game("groups#1", {"red-1": "field:5", "blue-1": "field:7", "blue-2": "field:8",
                                 "green-1": "field:10", "green-2": "field:12", "green-3": "field:13"})
    moves = {m.notation: m.data.landing.dest for m in moves_of_card(game, 1)}
    assert moves == {"play 1:groups1 red-1": "field:9", "play 1:groups2 red-1": "field:11"}


def test_groups_figures_ahead_inside_the_movers_group_are_the_first_group():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (Gruppen): jumping out of a group, the figures ahead of you in it are the first group."""
    game = red_game("groups#1", {"red-1": "field:5", "yellow-1": "field:4", "blue-1": "field:6",
                                 "blue-2": "field:7", "green-1": "field:9"})
    moves = {m.notation: m.data.landing.dest for m in moves_of_card(game, 1)}
    assert moves == {"play 1:groups1 red-1": "field:8", "play 1:groups2 red-1": "field:10"}


def test_groups_never_pass_the_own_barrier():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (kein Zieleinlauf) and 'ZIELEINLAUF'."""
    game = red_game("groups#1", {"red-1": "field:36", "blue-1": "field:38", "blue-2": "field:39"})
    assert only_move_of_card(game, 1).notation == "play 1:unused"
    assert "past red's own barrier" in game.explain("play 1:groups1 red-1")


# ---------------------------------------------------------------- jumps
def test_barrier_jump_goes_to_the_nearest_barrier_field_and_may_hit():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7): jump straight to the nearest field with a barrier and curved arrow."""
    game = red_game("barrier-jump#1", {"red-1": "field:5", "blue-1": "field:9"})
    landing = only_move_of_card(game, 1).data.landing
    assert landing.dest == "field:9" and landing.hit == "blue-1"


def test_barrier_jump_may_reach_the_own_barrier_but_not_beyond():
    """HIT, DE, 'ZIELEINLAUF': never past your own barrier."""
    assert destinations(red_game("barrier-jump#1", {"red-1": "field:30"}), 1) == {"field:39"}
    assert only_move_of_card(red_game("barrier-jump#1", {"red-1": "field:39"}), 1).notation == "play 1:unused"


def test_barrier_and_start_fields_of_colours_not_in_play_still_count():
    """Rule note: the board shows every colour's barrier and start field; with 2 players they still count."""
    game = red_game("barrier-jump#1", {"red-1": "field:5"}, players=2)
    assert destinations(game, 1) == {"field:9"}
    game = red_game("start-jump#1", {"red-1": "field:5"}, players=2)
    assert destinations(game, 1) == {"field:10"}


def test_start_jump_goes_to_the_nearest_start_field():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7): jump straight to the nearest start field."""
    game = red_game("start-jump#1", {"red-1": "field:12", "green-1": "field:20"})
    landing = only_move_of_card(game, 1).data.landing
    assert landing.dest == "field:20" and landing.hit == "green-1"


def test_start_jump_cannot_reach_the_own_start_field():
    """HIT, DE, 'ZIELEINLAUF': the own start field lies beyond the own barrier."""
    game = red_game("start-jump#1", {"red-1": "field:32"})
    assert only_move_of_card(game, 1).notation == "play 1:unused"


def test_hunter_goes_into_the_goal_only_from_a_protected_figure_on_the_arrow_field():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (p. 7) (Jäger) and the rule note: the goal exception needs the protected
    figure on the arrow field; a protected figure one field earlier, with the arrow field taken, leaves no free
    field short of the own barrier, so the hunter cannot be carried out."""
    game = red_game("hunter#1", {"red-1": "field:30", "blue-1": "field:38", "green-1": "field:39"},
                    discards=SHIELD_ON_BLUE)
    assert only_move_of_card(game, 1).notation == "play 1:unused"
    assert "the next free field lies past red's own barrier" in game.explain("play 1:hunt red-1")
