"""Le Dernier Peuple, rule by rule, following the Italian summary (seed 003) and the facts file.

Citations name the game, the language and the heading: LE DERNIER PEUPLE, IT, 'Setup',
'Carte movimento', 'Carte potere', 'Come si gioca', 'Fine della partita'; "facts" is
``shared/facts/le-dernier-peuple.md``.  Each test can fail: it checks the numbers the text gives.
"""

from __future__ import annotations

import json

import pytest
from ldp_helpers import check_invariants, game_at, notations

from rulebook import le_dernier_peuple as ldp
from rulebook.core import CHANCE, IllegalMove, InvalidPosition


def play_chance(game: ldp.Game, *notations_: str) -> None:
    for notation in notations_:
        assert game.to_move == CHANCE
        game.play(notation)


# ================================================================ 'Setup' and 'Componenti del gioco'
@pytest.mark.parametrize("players", [3, 4, 5])
def test_setup_wheel_pawns_hands_and_decks(players):
    """IT 'Setup': a wheel of 4 x players terrain cards, empty - village - empty - pickaxe; both pawns on the
    own village; facts: 2 movement cards each, the deck for the player count, the 12 power cards."""
    game = ldp.new_game(seed=5, players=players)
    state = game.state
    assert state.size == 4 * players
    assert [ldp.terrain(n) for n in range(1, 9)] == ["empty", "village", "empty", "pickaxe"] * 2
    for seat, colour in enumerate(state.players):
        assert ldp.village_of(colour) == 4 * seat + 2 and ldp.village_owner(4 * seat + 2) == colour
        assert state.pawns[f"{colour}-1"] == state.pawns[f"{colour}-2"] == 4 * seat + 2
        assert len(state.hands[colour]) == 2 and state.powers[colour] == ()
    assert len(ldp.deck_for(players)) == {3: 24, 4: 32, 5: 40}[players]
    assert len(state.draw_pile) == len(ldp.deck_for(players)) - 2 * players
    assert sorted(state.power_pile) == sorted(ldp.POWER_IDS) and len(ldp.POWER_IDS) == 12
    assert state.scores == {c: 0 for c in state.players}
    check_invariants(state)


def test_seat_zero_begins_rule_note():
    """Rule note 'first-player': the text does not say who begins; red (seat 0) does."""
    assert "first-player" in ldp.RULE_NOTES
    assert ldp.new_game(seed=1).to_move == "red"


def test_player_counts_are_three_to_five():
    """IT title: 'Da 3 a 5 giocatori'."""
    for wrong in (2, 6, True):
        with pytest.raises(ValueError):
            ldp.new_game(seed=1, players=wrong)


# ================================================================ 'Carte movimento'
def test_the_two_example_cards():
    """IT 'Carte movimento': the first example card moves 4 clockwise or to card 11, the second 6 clockwise or
    to card 1; both move one of your own pawns (facts: rows 10 and 12 of the card table)."""
    first, second = ldp.MOVEMENT_CARDS[10], ldp.MOVEMENT_CARDS[12]
    assert (first.moves, first.circle, first.target, first.double) == ("own", 4, 11, False)
    assert (second.moves, second.circle, second.target, second.double) == ("own", 6, 1, False)
    game = ldp.Game.from_position(ldp.example("example-cards"))
    ends = {m.notation: m.clicks[-1] for m in game.legal_moves() if m.notation.startswith("play")}
    assert ends["play 10 red-1 circle"] == "wheel:6" and ends["play 10 red-1 square"] == "wheel:11"
    assert ends["play 12 red-1 circle"] == "wheel:8" and ends["play 12 red-1 square"] == "wheel:1"
    assert not any(" blue-" in n or " green-" in n for n in ends)     # grey arrow: own pawns only


def test_black_arrow_moves_any_opponent_pawn_only():
    """IT 'Carte movimento': a black arrow moves any opponent's pawn, never your own."""
    game = game_at(hands={"red": [3]})
    pawns = {m.notation.split()[2] for m in game.legal_moves() if m.notation.startswith("play 3 ")}
    assert pawns == {"blue-1", "blue-2", "green-1", "green-2"}
    assert "black arrow" in game.explain("play 3 red-1 circle")


def test_a_refusal_names_the_movement_card_by_what_it_shows():
    """IT 'Carte movimento' (the arrow, the circle, the square): a refusal names the card by its face, as the
    learner sees it, never by its number alone (issue 30); no two cards look alike."""
    game = game_at(hands={"red": [3, 10]})
    assert game.explain("play 3 red-1 circle").startswith("The card +1 (square 6) has the black arrow")
    assert game.explain(["move:10", "pawn:red-1", "wheel:5"]).startswith(
        "With the grey-arrow card +4 (square 11), red pawn 1 can go to card 6 or 11 only")
    assert len({card.face() for card in ldp.MOVEMENT_CARDS.values()}) == len(ldp.MOVEMENT_CARDS)


def test_minus_is_counter_clockwise_around_the_wheel():
    """IT 'Carte movimento': + is clockwise, - counter-clockwise; the wheel is a circle (card 1 follows 12)."""
    game = game_at(hands={"red": [13]}, pawns={"red-1": 1})
    game.play("play 13 red-1 circle")
    assert game.state.pawns["red-1"] == 12


def test_square_number_goes_straight_to_that_card():
    game = game_at(hands={"red": [10]})
    game.play("play 10 red-1 square")
    assert game.state.pawns["red-1"] == 11


def test_double_card_makes_two_moves():
    """IT 'Carte movimento': two small numbers are two separate moves of the pawn (card 11: +4 then +1)."""
    game = game_at(hands={"red": [11]})
    game.play("play 11 red-1 circle")
    assert game.state.pawns["red-1"] == 7


def test_double_card_stops_after_an_event():
    """IT 'Carte movimento': the second move is not made when the first completes an event (facts)."""
    game = ldp.Game.from_position(ldp.example("double-stops"), auto_chance=False)
    game.play("play 7 red-2 circle")
    assert game.state.pawns["red-2"] == 3 and game.state.event.kind == "supply"
    assert game.state.scores["red"] == 2


def test_a_part_of_zero_completes_an_event_where_the_pawn_stands():
    """Rule note 'events-on-every-landing' (facts: events are checked when a pawn ends a move beside a village;
    the online version checks every landing). Card 1 (0 then +1) on red-1, which stands on 1 with red-2 on 3
    around red's village 2: the first part lands where red-1 stands, completes a supply and stops the card.
    (The project once read 'only a pawn that changes place completes an event'; the facts file does not say so.)"""
    game = game_at(hands={"red": [1]}, pawns={"red-1": 1, "red-2": 3})
    game.play("play 1 red-1 circle")
    assert game.state.pawns["red-1"] == 1 and game.state.event.kind == "supply"
    assert game.state.scores["red"] == 2
    assert "events-on-every-landing" in ldp.RULE_NOTES and "events-need-a-move" not in ldp.RULE_NOTES


def test_a_square_onto_the_own_card_completes_an_event():
    """Rule note 'events-on-every-landing': a square number naming the card the pawn stands on is a landing too
    (card 12's square is card 1)."""
    game = game_at(hands={"red": [12]}, pawns={"red-1": 1, "red-2": 3})
    game.play("play 12 red-1 square")
    assert game.state.pawns["red-1"] == 1 and game.state.event.kind == "supply"


def test_playing_a_card_draws_one_and_passes_the_turn():
    """IT 'Come si gioca': play a movement card, apply it, draw a new movement card."""
    game = game_at(hands={"red": [10, 12]})
    game.play("play 10 red-1 circle")
    assert len(game.state.hands["red"]) == 2 and 10 not in game.state.hands["red"]
    assert game.state.discards[0] == 10 and game.to_move == "blue"


def test_drawing_two_instead_of_moving():
    """IT 'Come si gioca': skip the move to draw two movement cards."""
    game = game_at(hands={"red": [10]})
    game.play("draw")
    assert len(game.state.hands["red"]) == 3 and game.to_move == "blue"


def test_hand_limit_of_seven_when_drawing_two():
    """IT 'Carte movimento': at most 7 cards in hand (rule note 'hand-limit': drawing two stops at 7)."""
    game = game_at(hands={"red": [1, 2, 4, 5, 7, 8]})
    game.play("draw")
    assert len(game.state.hands["red"]) == 7
    game = game_at(hands={"red": [1, 2, 4, 5, 7, 8, 10]})
    game.play("draw")
    assert len(game.state.hands["red"]) == 7


def test_hand_limit_excess_is_discarded_by_choice():
    """IT 'Carte movimento': excess cards must be discarded; Luck can bring an 8th movement card."""
    game = game_at(hands={"red": [1, 2, 4, 5, 7, 8, 10]}, powers={"red": ["luck"]})
    game.play("power luck")
    assert game.state.phase == "discard" and len(game.state.hands["red"]) == 8
    assert {m.notation for m in game.legal_moves()} == {f"discard {c}" for c in game.state.hands["red"]}
    game.play("discard 10")
    assert game.state.phase == "turn" and len(game.state.hands["red"]) == 7 and game.state.discards[0] == 10


def test_empty_draw_pile_is_refilled_from_the_discards():
    """Facts: an empty movement deck is refilled by shuffling the discards."""
    deck = list(ldp.deck_for(3))
    position = ldp.build_position(3, hands={"red": [10]}, discards=[c for c in deck if c != 10])
    game = ldp.Game.from_position(position)
    assert game.state.draw_pile == ()
    game.play("play 10 red-1 circle")
    check_invariants(game.state)
    assert len(game.state.hands["red"]) == 1


# ================================================================ pickaxes
def test_own_pawn_on_a_pickaxe_brings_a_power_card():
    """IT 'Come si gioca': a power card too when your own pawn was sent onto a pickaxe card."""
    game = game_at(hands={"red": [4]})            # +2: from village 2 to pickaxe 4
    game.play("play 4 red-1 circle")
    assert len(game.state.powers["red"]) == 1 and len(game.state.power_pile) == 11


def test_opponent_pawn_on_a_pickaxe_brings_nothing():
    """Rule note 'pickaxe': the text rewards your own pawn only (the online version differs)."""
    game = game_at(hands={"red": [6]})            # black arrow +2: blue from 6 to pickaxe 8
    game.play("play 6 blue-1 circle")
    assert game.state.pawns["blue-1"] == 8
    assert all(not game.state.powers[c] for c in game.state.players)


def test_a_pickaxe_reached_by_the_first_part_of_a_double_card_brings_a_power_card():
    """IT 'Carte movimento': a double card makes two distinct moves ("due movimenti distinti"); IT 'Carte potere'
    and 'Come si gioca': a power card whenever your own pawn was sent onto a pickaxe. Card 7 (+2 then +1) from
    red's village 2: 4 (a pickaxe), then 5 — red draws a power card. (A former test said the opposite: it read
    the pickaxe as counting only where the card's move ends, which the text does not say.)"""
    game = game_at(hands={"red": [7]})
    move = game.find_move("play 7 red-1 circle")
    assert "pickaxe" in move.label
    game.play(move)
    assert game.state.pawns["red-1"] == 5
    assert len(game.state.powers["red"]) == 1 and len(game.state.power_pile) == 11


def test_a_pickaxe_on_the_first_part_still_counts_when_the_second_part_makes_an_event():
    """IT 'Carte potere' + 'Carte movimento': the pickaxe of the first part brings its power card, also when the
    second part then completes an event (card 7 from 2: 4, then 5 beside blue's village 6 with red-2 on 7)."""
    game = game_at(hands={"red": [7]}, pawns={"red-2": 7})
    game.play("play 7 red-1 circle")
    assert game.state.pawns["red-1"] == 5 and game.state.event.kind == "noble"
    assert len(game.state.powers["red"]) == 1


# ================================================================ events ('Come si gioca')
def test_supply():
    """IT 'Come si gioca' (Rifornimento): your two pawns beside your own village: +2."""
    game = ldp.Game.from_position(ldp.example("supply"), auto_chance=False)
    game.play("play 2 red-2 circle")
    assert game.state.scores == {"red": 2, "blue": 0, "green": 0}
    assert game.state.event.kind == "supply"


def test_noble_attack():
    """IT 'Come si gioca' (Attacco Nobile): your two pawns beside an opponent's village: +3, the owner -1."""
    game = ldp.Game.from_position(ldp.example("noble-attack"), auto_chance=False)
    game.play("play 2 red-2 circle")
    assert game.state.scores == {"red": 3, "blue": 3, "green": 0}


def test_noble_attack_owner_without_points_stays_at_zero():
    """IT 'Come si gioca': the owner loses 1 only if they have at least 1 (the 0 floor)."""
    game = ldp.Game.from_position(ldp.example("floor"), auto_chance=False)
    game.play("play 2 red-2 circle")
    assert game.state.scores == {"red": 3, "blue": 0, "green": 0}


def test_sneaky_attack():
    """IT 'Come si gioca' (Attacco Furtivo): your pawn and an opponent's: +2 you, +1 the supporter, -1 owner."""
    game = ldp.Game.from_position(ldp.example("sneaky-attack"), auto_chance=False)
    game.play("play 2 red-1 circle")
    assert game.state.scores == {"red": 2, "blue": 1, "green": 1}


def test_sneaky_attack_by_moving_the_opponents_pawn():
    """IT 'Come si gioca' N.B.: the active player may move the opponent's pawn into place."""
    game = ldp.Game.from_position(ldp.example("sneaky-by-opponent"), auto_chance=False)
    game.play("play 3 green-1 circle")
    event = game.state.event
    assert (event.kind, event.attacker, event.supporter, event.victim) == ("sneaky", "red", "green", "blue")
    assert game.state.scores == {"red": 2, "blue": 1, "green": 1}


def test_sneaky_attack_supported_by_the_village_owner():
    """IT 'Come si gioca': the supporting pawn may belong to the village's owner (rule note 'net-then-floor':
    the owner's +1 and -1 make 0)."""
    game = game_at(hands={"red": [2]}, pawns={"red-1": 6, "blue-1": 5}, scores={"blue": 3})
    game.play("play 2 red-1 circle")
    assert game.state.scores == {"red": 2, "blue": 3, "green": 0}


def test_sneaky_attack_on_your_own_village_nets_one():
    """Facts (online version, rule note 'net-then-floor'): your pawn and an opponent's beside your own village:
    +1 for you (2 - 1), +1 for the opponent."""
    game = game_at(hands={"red": [2]}, pawns={"red-1": 2, "blue-1": 1})
    game.play("play 2 red-1 circle")
    assert game.state.scores == {"red": 1, "blue": 1, "green": 0}


def test_event_of_two_opponents_scores_for_the_moved_pawns_owner():
    """Facts (rule note 'attacker'): neither pawn the active player's: the moved pawn's owner +2, the other +1."""
    game = game_at(hands={"red": [15]}, pawns={"blue-1": 4, "green-1": 1}, scores={"red": 2})
    game.play("play 15 blue-1 circle")   # black arrow -1: blue 4 -> 3, green waits on 1, around red's village 2
    event = game.state.event
    assert (event.kind, event.attacker, event.supporter, event.victim) == ("sneaky", "blue", "green", "red")
    assert game.state.scores == {"red": 1, "blue": 2, "green": 1}


def test_two_pawns_of_one_opponent_make_that_opponents_event():
    """Rule note 'same-owner-not-active': red moves blue's pawn beside green's village where blue's other
    pawn waits: a noble attack for blue."""
    game = game_at(hands={"red": [3]}, pawns={"blue-1": 9, "blue-2": 10}, scores={"green": 2})
    game.play("play 3 blue-2 circle")    # blue-2 from 10 to 11, blue-1 waits on 9
    event = game.state.event
    assert (event.kind, event.attacker, event.victim) == ("noble", "blue", "green")
    assert game.state.scores == {"red": 0, "blue": 3, "green": 1}
    assert "same-owner-not-active" in ldp.RULE_NOTES


def test_own_pawn_and_another_waiting_make_a_noble_attack():
    """IT 'Attacco Nobile': your two pawns beside an opponent's village score 3, with no condition; the facts file
    follows the online version for what the text leaves open, which forces your own pawn (rule note
    'own-pawn-first'). red-1 goes 6 -> 7 (card 2) while red-2 and green-1 both wait on 5: a noble attack, red +3,
    blue -1 — no choice of a sneaky attack (the project once offered one)."""
    game = game_at(hands={"red": [2]}, pawns={"red-1": 6, "red-2": 5, "green-1": 5}, scores={"blue": 2})
    game.play("play 2 red-1 circle")
    assert game.state.event.kind == "noble" and game.state.event.partner == "red-2"
    assert game.state.scores == {"red": 3, "blue": 1, "green": 0}
    assert "own-pawn-first" in ldp.RULE_NOTES


def test_partner_choice_when_pawns_of_two_other_players_wait():
    """Rule note 'partner-choice': pawns of two other players wait on the other side (none of the active
    player's): the active player chooses which one takes part."""
    game = game_at(players=4, hands={"red": [2]}, pawns={"red-1": 6, "green-1": 5, "yellow-1": 5})
    game.play("play 2 red-1 circle")
    assert game.state.phase == "partner" and notations(game) == {"partner green-1", "partner yellow-1"}
    game.play("partner green-1")
    assert game.state.event.kind == "sneaky" and game.state.scores["red"] == 2


def test_redeployment_by_drawn_cards():
    """IT 'Come si gioca': after an event the active player draws a card for each pawn involved and puts it on
    the card's square number (facts: moved pawn first, the cards are discarded)."""
    game = ldp.Game.from_position(ldp.example("supply"), auto_chance=False)
    game.play("play 2 red-2 circle")
    assert game.to_move == CHANCE and game.state.redeploy == ("red-2", "red-1")
    odds = game.chance_odds()
    assert sum(p for _, p in odds) == 1 and len(odds) == len(game.state.draw_pile)
    play_chance(game, "redeploy red-2 12", "redeploy red-1 19")
    assert game.state.pawns["red-2"] == 1 and game.state.pawns["red-1"] == 7
    assert game.state.discards[:3] == (19, 12, 2)
    assert game.to_move == "blue" and len(game.state.hands["red"]) == 1


def test_redeployed_pawns_complete_nothing():
    """Facts: redeployed pawns trigger nothing (red-1 lands on 3 beside red-2 on 1: no supply)."""
    game = ldp.Game.from_position(ldp.example("noble-attack"), auto_chance=False)
    game.play("play 2 red-2 circle")
    play_chance(game, "redeploy red-2 12", "redeploy red-1 16")   # card 12 -> 1, card 16 -> 3
    assert game.state.pawns["red-2"] == 1 and game.state.pawns["red-1"] == 3
    assert game.state.scores["red"] == 3 and game.to_move == "blue"


# ================================================================ 'Carte potere'
def test_power_card_is_optional_and_one_per_turn():
    """IT 'Come si gioca': first the player decides whether to play a power card; then the movement step."""
    game = game_at(hands={"red": [10]}, powers={"red": ["heal", "strength"]})
    assert {"power heal", "power strength", "play 10 red-1 circle"} <= notations(game)
    game.play("power heal")
    assert game.to_move == "red" and not any(n.startswith("power") for n in notations(game))
    assert "already played a power card" in game.explain("power strength")


@pytest.mark.parametrize(("card", "points"), [("strength", 2), ("heal", 1)])
def test_strength_and_heal(card, points):
    """IT 'Carte potere': Forza +2 points, Guarire +1 point."""
    game = game_at(powers={"red": [card]})
    game.play(f"power {card}")
    assert game.state.scores["red"] == points and game.state.power_discards == (card,)


def test_luck_draws_a_movement_and_a_power_card():
    """IT 'Carte potere' (Fortuna)."""
    game = game_at(hands={"red": [10]}, powers={"red": ["luck"]})
    game.play("power luck")
    assert len(game.state.hands["red"]) == 2 and len(game.state.powers["red"]) == 1


def test_thief_takes_a_point_if_there_is_one():
    """IT 'Carte potere' (Ladro): take a point from an opponent if they have at least one."""
    game = game_at(powers={"red": ["thief"]}, scores={"blue": 2})
    game.play("power thief blue")
    assert game.state.scores == {"red": 1, "blue": 1, "green": 0}
    game = game_at(powers={"red": ["thief"]})
    game.play("power thief blue")
    assert game.state.scores == {"red": 0, "blue": 0, "green": 0}


def test_curse_never_below_zero():
    """IT 'Carte potere' (Maledizione): an opponent loses 1 point (never below 0)."""
    game = game_at(powers={"red": ["curse"]}, scores={"green": 5})
    game.play("power curse green")
    assert game.state.scores["green"] == 4
    game = game_at(powers={"red": ["curse"]})
    game.play("power curse green")
    assert game.state.scores["green"] == 0


def test_bandit_takes_a_random_card_at_a_chance_point():
    """IT 'Carte potere' (Bandito): a random card of the chosen opponent's hand; a chance point over positions."""
    game = game_at(hands={"blue": [5, 8]}, powers={"red": ["bandit"], "green": []})
    game.play("power bandit blue")
    assert game.to_move == CHANCE
    odds = game.chance_odds()
    assert [m.notation for m, _ in odds] == ["take 1", "take 2"] and all(p == 1 / 2 for _, p in odds)
    hidden = ldp.public_label(game.state, odds[1][0], "green")
    assert "8" not in hidden and "random card" in hidden
    assert "card 8" in ldp.public_label(game.state, odds[1][0], "blue")
    game.play("take 2")
    assert game.state.hands["red"] == (8,) and game.state.hands["blue"] == (5,)


def test_black_magic_discards_a_random_card():
    """IT 'Carte potere' (Magia Nera): the opponent discards a random card (power cards count too)."""
    game = game_at(hands={"blue": [5]}, powers={"red": ["black-magic"], "blue": ["mace"]})
    game.play("power black-magic blue")
    assert game.to_move == "blue"                    # blue holds a power card: the Defence decision comes first
    game.play("accept")
    game.play("drop 2")
    assert game.state.powers["blue"] == () and game.state.power_discards[0] == "mace"


def test_barter_swaps_whole_hands():
    """IT 'Carte potere' (Baratto); rule note 'barter-whole-hand': power cards change owner too."""
    assert "barter-whole-hand" in ldp.RULE_NOTES
    game = game_at(hands={"red": [10], "green": [5, 8]}, powers={"red": ["barter", "heal"]})
    game.play("power barter green")
    assert game.state.hands["red"] == (5, 8) and game.state.hands["green"] == (10,)
    assert game.state.powers["green"] == ("heal",) and game.state.powers["red"] == ()


def test_mace_skips_the_next_turn():
    """IT 'Carte potere' (Mazza): the chosen opponent skips a turn."""
    game = game_at(hands={"red": [10]}, powers={"red": ["mace"]})
    game.play("power mace blue")
    game.play("draw")
    assert game.to_move == "green" and game.state.skips["blue"] == 0
    game.play("draw")
    assert game.to_move == "red"


def test_speed_gives_a_second_turn():
    """IT 'Carte potere' (Velocità): two turns in a row (a power card may be played in each)."""
    game = game_at(hands={"red": [10]}, powers={"red": ["speed", "heal"]})
    game.play("power speed")
    game.play("draw")
    assert game.to_move == "red" and "power heal" in notations(game)
    game.play("draw")
    assert game.to_move == "blue"


def test_switch_swaps_pawns_and_completes_nothing():
    """IT 'Carte potere' (Scambiare): one of your pawns and an opponent's change places (rule note 'switch')."""
    game = game_at(powers={"red": ["switch"]}, pawns={"red-1": 1, "blue-1": 3})
    game.play("power switch red-2 blue-1")
    assert game.state.pawns["red-2"] == 3 and game.state.pawns["blue-1"] == 2
    assert game.state.scores["red"] == 0                 # red now on 1 and 3 beside red's village: no event


# ---------------------------------------------------------------- Defence
def test_defence_cancels_a_power_card():
    """IT 'Carte potere' (Difesa): the one card played outside one's turn; it cancels a power card suffered."""
    game = game_at(powers={"red": ["curse"], "blue": ["defence"]}, scores={"blue": 3})
    game.play("power curse blue")
    assert game.to_move == "blue" and notations(game) == {"defend", "accept"}
    game.play("defend")
    assert game.state.scores["blue"] == 3 and game.to_move == "red"
    assert game.state.power_discards[:2] == ("defence", "curse")


def test_defence_cancels_an_attack_but_not_the_redeployment():
    """IT 'Carte potere' (Difesa): it cancels an attack (facts: nobody scores, the pawns are still redeployed)."""
    game = ldp.Game.from_position(ldp.example("defence"), auto_chance=False)
    game.play("play 2 red-2 circle")
    assert game.to_move == "blue" and game.state.phase == "defence"
    game.play("defend")
    assert game.state.scores == {"red": 0, "blue": 4, "green": 0}
    assert game.to_move == CHANCE and game.state.redeploy == ("red-2", "red-1")


def test_no_defence_in_your_own_turn():
    """IT 'Carte potere': Defence is the only power card played outside one's own turn; IT 'Come si gioca': in
    your turn you decide on one power card, then move (rule notes 'defence-outside-your-turn', 'one-power-card').
    Red plays Strength, then moves blue-1 (black arrow, card 15: -1) from 4 to 3 beside red's own village 2,
    where green-1 waits: the attack on red's village is scored at once, red is not asked about Defence."""
    game = game_at(hands={"red": [15]}, powers={"red": ["strength", "defence"]},
                   pawns={"blue-1": 4, "green-1": 1}, scores={"red": 4})
    game.play("power strength")
    game.play("play 15 blue-1 circle")
    assert game.state.phase != "defence" and game.state.event.victim == "red"
    assert game.state.scores == {"red": 5, "blue": 2, "green": 1}
    assert game.state.powers["red"] == ("defence",)
    assert "defence-outside-your-turn" in ldp.RULE_NOTES


def test_the_village_owner_may_defend_an_attack_that_also_scores_for_them():
    """Facts: Defence cancels an attack aimed at you (rule note 'defence-outside-your-turn'). Red moves blue-1
    from 8 to 7 (card 15) beside green-1 on 5, around blue's village 6: blue would get +2 -1 and green +1; blue,
    holding Defence, may cancel it, and then nobody scores."""
    game = game_at(hands={"red": [15]}, powers={"blue": ["defence"]}, pawns={"blue-1": 8, "green-1": 5},
                   scores={"blue": 3})
    game.play("play 15 blue-1 circle")
    assert game.state.phase == "defence" and game.to_move == "blue"
    assert notations(game) == {"defend", "accept"}
    game.play("defend")
    assert game.state.scores == {"red": 0, "blue": 3, "green": 0}


def test_defence_window_opens_whenever_the_target_holds_a_power_card():
    """The pause must not give the hand away: a target with any power card decides, even without Defence."""
    game = game_at(powers={"red": ["curse"], "blue": ["heal"]}, scores={"blue": 3})
    game.play("power curse blue")
    assert game.to_move == "blue" and notations(game) == {"accept"}
    assert "does not hold the power card Defence" in game.explain("defend")
    game.play("accept")
    assert game.state.scores["blue"] == 2


def test_no_defence_window_without_power_cards():
    game = game_at(powers={"red": ["curse"]}, scores={"blue": 3})
    game.play("power curse blue")
    assert game.to_move == "red" and game.state.scores["blue"] == 2


def test_defence_is_not_a_turn_power_card():
    """Rule note 'defence-as-reaction-only'."""
    game = game_at(powers={"red": ["defence"]})
    assert not any(n.startswith("power") for n in notations(game))
    assert "reaction" in game.explain("power defence")


def test_no_defence_against_a_supply():
    game = ldp.Game.from_position(ldp.example("supply"), auto_chance=False)
    position = game.position()
    position["powers"]["red"] = ["defence"]
    position["power_pile"].remove("defence")
    game = ldp.Game.from_position(position, auto_chance=False)
    game.play("play 2 red-2 circle")
    assert game.to_move == CHANCE and game.state.scores["red"] == 2


# ================================================================ 'Fine della partita'
def test_twelve_points_ends_the_game():
    """IT 'Fine della partita': the first to reach 12 points wins (facts: checked at the end of a turn)."""
    game = ldp.Game.from_position(ldp.example("near-the-end"))
    game.play("play 2 red-2 circle")
    assert game.outcome is not None and game.outcome.winners == ("red",)
    assert game.legal_moves() == [] and "12" in game.outcome.reason


def test_reaching_twelve_mid_turn_waits_for_the_end_of_the_turn():
    game = game_at(hands={"red": [2]}, pawns={"red-1": 1}, powers={"red": ["strength"]}, scores={"red": 10})
    game.play("power strength")
    assert game.state.scores["red"] == 12 and game.outcome is None and game.to_move == "red"
    game.play("draw")
    assert game.outcome.winners == ("red",)


def test_equal_highest_scores_share_the_win():
    """Rule note 'shared-win'."""
    game = game_at(hands={"red": [2]}, pawns={"red-1": 6, "blue-1": 5}, scores={"red": 10, "blue": 12}, auto_chance=True)
    game.play("play 2 red-1 circle")    # sneaky attack supported by blue on blue's village: red 12, blue 12
    assert set(game.outcome.winners) == {"red", "blue"}


def test_hidden_scores_option():
    """IT 'Fine della partita': the option to hide the scores (each player sees only their own)."""
    game = ldp.new_game(seed=2, players=4, hidden_scores=True)
    view = ldp.visible_position(game.state, "blue")
    assert view["scores"]["blue"] == 0 and view["scores"]["red"] is None
    assert ldp.visible_position(game.state, None)["scores"] == {c: None for c in game.state.players}


# ================================================================ positions, explanations
def test_position_round_trip_and_every_problem_listed():
    game = ldp.new_game(seed=9, players=4)
    position = game.position()
    assert ldp.Game.from_position(json.loads(json.dumps(position))).position() == position
    broken = dict(position, scores={"red": -1, "blue": 0, "green": 0, "yellow": 0},
                  pawns={**position["pawns"], "red-1": 99}, draw_pile=position["draw_pile"][1:])
    with pytest.raises(InvalidPosition) as error:
        ldp.Game.from_position(broken)
    assert len(error.value.problems) >= 3
    assert all("None" not in problem for problem in error.value.problems)


def test_illegal_moves_explain_and_change_nothing():
    game = game_at(hands={"red": [10]})
    before = game.position()
    for notation, words in [("play 12 red-1 circle", "does not hold"), ("play 10 blue-1 circle", "grey arrow"),
                            ("play 10 red-1 diagonal", "circle or its square"), ("defend", "Defence"),
                            ("teleport", "not a move"), ("power heal", "does not hold")]:
        with pytest.raises(IllegalMove) as error:
            game.play(notation)
        assert words in error.value.reason, (notation, error.value.reason)
    assert game.position() == before


def test_clicks_explain_and_complete():
    game = game_at(hands={"red": [10]})
    assert ldp.Game.notation_for_clicks(game.state, ("move:10", "pawn:red-1", "wheel:6")) == "play 10 red-1 circle"
    assert "6 or 11" in game.explain(["move:10", "pawn:red-1", "wheel:5"])
    assert "grey arrow" in game.explain(["move:10", "pawn:blue-1"])


def test_every_rule_note_is_in_the_code():
    from pathlib import Path
    source = "".join(path.read_text() for path in Path(ldp.__file__).parent.glob("*.py"))
    assert source.count("# Rule note") >= 12 and len(ldp.RULE_NOTES) >= 12


# ================================================================ notebook 8: one position per power card
def played_example(name: str) -> ldp.Game:
    """The example's position, its power card checked legal there, then played (chance points wait)."""
    example = ldp.EXAMPLES[name]
    game = ldp.Game.from_position(example.position(), auto_chance=False)
    assert example.move in notations(game), (name, sorted(notations(game)))
    game.play(example.move)
    check_invariants(game.state)
    return game


def test_power_examples_cover_every_power_card():
    assert [example.name for example in ldp.examples.POWER_EXAMPLES] == [f"power-{card}" for card in ldp.POWER_IDS]
    assert all(ldp.EXAMPLES[example.name] is example for example in ldp.examples.POWER_EXAMPLES)


def test_power_example_bandit():
    game = played_example("power-bandit")
    assert game.to_move == CHANCE and [m.notation for m, _ in game.chance_odds()] == ["take 1", "take 2", "take 3"]
    game.play("take 2")
    assert game.state.hands["red"] == (8, 10) and game.state.hands["blue"] == (5, 12)


def test_power_example_barter():
    game = played_example("power-barter")
    assert game.state.hands["red"] == (5, 8, 12) and game.state.hands["blue"] == (10,)
    assert game.state.powers["blue"] == ("heal",) and game.state.powers["red"] == ()


def test_power_example_defence():
    game = played_example("power-defence")
    assert game.to_move == "blue" and notations(game) == {"defend", "accept"}
    game.play("defend")
    assert game.state.scores["blue"] == 3 and game.to_move == "red"
    assert game.state.power_discards[:2] == ("defence", "curse")


def test_power_example_luck():
    game = played_example("power-luck")
    assert len(game.state.hands["red"]) == 2 and 10 in game.state.hands["red"]
    assert len(game.state.powers["red"]) == 1 and game.to_move == "red"


@pytest.mark.parametrize(("name", "points"), [("power-strength", 5), ("power-heal", 4)])
def test_power_example_strength_and_heal(name, points):
    game = played_example(name)
    assert game.state.scores == {"red": points, "blue": 0, "green": 0} and game.to_move == "red"


def test_power_example_thief():
    game = played_example("power-thief")
    assert game.state.scores == {"red": 1, "blue": 2, "green": 0}
    on_green = ldp.Game.from_position(ldp.example("power-thief"))
    on_green.play("power thief green")                   # rule note 'thief-without-points'
    assert on_green.state.scores == {"red": 0, "blue": 3, "green": 0}


def test_power_example_black_magic():
    game = played_example("power-black-magic")
    assert game.to_move == "blue" and notations(game) == {"accept"}     # rule note 'defence-window'
    game.play("accept")
    assert game.to_move == CHANCE and [m.notation for m, _ in game.chance_odds()] == ["drop 1", "drop 2"]
    game.play("drop 2")                                                 # rule note 'random-card'
    assert game.state.hands["blue"] == (5,) and game.state.powers["blue"] == ()
    assert game.state.power_discards[0] == "strength" and game.state.hands["red"] == (10,)


def test_power_example_curse():
    game = played_example("power-curse")
    assert game.state.scores == {"red": 0, "blue": 1, "green": 0}


def test_power_example_mace():
    game = played_example("power-mace")
    game.play("draw")
    assert game.to_move == "green" and game.state.scores["blue"] == 0
    game.play("draw")
    assert game.to_move == "red"
    game.play("draw")
    assert game.to_move == "blue" and "play 2 blue-2 circle" in notations(game)   # the supply waited a turn


def test_power_example_switch():
    game = played_example("power-switch")
    assert game.state.pawns["red-2"] == 7 and game.state.pawns["blue-1"] == 2 and game.state.pawns["red-1"] == 5
    assert game.state.scores == {"red": 0, "blue": 0, "green": 0} and game.to_move == "red"   # no noble attack
    assert game.state.phase == "turn"


def test_power_example_speed():
    game = played_example("power-speed")
    game.play("draw")
    assert game.to_move == "red" and "power heal" in notations(game)
    game.play("draw")
    assert game.to_move == "blue"


# ================================================================ computers that play every card
def test_greedy_computers_play_every_power_card_and_option():
    """Issue 20 point 9: a learner playing the computer sees every card used when it helps. In 12 seeded games
    of three greedy computers every power card is played (Defence as a reaction), and every kind of movement
    decision is made: circle, square, drawing two, choosing a partner."""
    from collections import Counter

    from rulebook.core import GreedyPlayer, play_out

    powers, decisions = Counter(), Counter()
    for seed in range(12):
        game = play_out(ldp.new_game(seed=seed, players=3), GreedyPlayer(seed), max_moves=400)
        for move in game.history:
            action = move.data
            if isinstance(action, ldp.rules.Action):
                powers[action.card if action.kind == "power" else None] += 1
                decisions[action.option or action.kind] += 1
    assert set(ldp.POWER_IDS) - {"defence"} <= set(powers), f"never played: {set(ldp.POWER_IDS) - set(powers)}"
    assert {"circle", "square", "draw", "defend", "accept", "partner"} <= set(decisions), decisions


def test_a_fair_computer_remembers_the_hand_it_gave_away_in_a_barter():
    """Issue 20 point 9 (fair computers remember what their seat saw): after red swaps hands with blue
    (IT 'Carte potere', Baratto), every state red imagines gives blue red's old hand; green, who saw
    neither hand, knows nothing of it. The knowledge is part of red's view and of the position."""
    from rulebook.core import Rng

    game = game_at(hands={"red": [10, 12], "blue": [3, 4, 5]}, powers={"red": ["barter", "heal"]})
    game.play("power barter blue")
    state = game.state
    assert state.hands["blue"] == (10, 12) and state.powers["blue"] == ("heal",)
    for seed in range(20):
        imagined = ldp.Game.resample_hidden(state, "red", Rng.fresh(seed))
        assert imagined.hands["blue"] == (10, 12) and imagined.powers["blue"] == ("heal",)
    assert {tuple(ldp.Game.resample_hidden(state, "green", Rng.fresh(s)).hands["blue"]) for s in range(20)} != {(10, 12)}
    assert game.view("red")["known"] == {"red": {"blue": [10, 12, "heal"]}}
    assert "known" not in game.view("green")
    assert ldp.Game.from_position(game.position()).position() == game.position()
    game.play("draw")                              # blue's hand is unchanged: red still knows it
    assert game.state.known["red"]["blue"] == (10, 12, "heal")
    game.play("power heal")                        # blue plays the Heal red gave away: red forgets it
    assert game.state.known["red"]["blue"] == (10, 12)


def test_the_robbed_player_knows_which_card_the_thief_holds():
    """IT 'Carte potere' (Bandito): the robbed player sees which card went to the thief, so a fair computer in
    that seat keeps it in the thief's hand; the third player does not learn it."""
    from rulebook.core import Rng

    game = game_at(powers={"red": ["bandit"], "blue": ["heal"]}, hands={"blue": []})
    game.play("power bandit blue")
    game.play("accept")                                        # blue holds a power card: it decides first
    play_chance(game, "take 1")                                # the only card: Heal
    assert game.state.powers["red"] == ("heal",)
    assert game.state.known == {"blue": {"red": ("heal",)}}
    for seed in range(10):
        assert ldp.Game.resample_hidden(game.state, "blue", Rng.fresh(seed)).powers["red"] == ("heal",)


def test_an_attack_the_victim_may_still_cancel_does_not_read_as_done():
    """Issue 19 point 9: during the Defence pause the move reads as an attack that scores unless the victim
    plays Defence (IT 'Carte potere', Difesa), not as points already won."""
    game = ldp.Game.from_position(ldp.example("defence"), auto_chance=False)
    move = game.find_move("play 2 red-2 circle")
    assert move.label.endswith("unless blue plays Defence")
    plain = ldp.Game.from_position(ldp.example("noble-attack"), auto_chance=False).find_move("play 2 red-2 circle")
    assert "Defence" not in plain.label                       # blue holds no power card there
