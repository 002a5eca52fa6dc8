"""Le Dernier Peuple's position editor (issue 22 point 1): each kind of change does what its label says, the
material stays whole, an impossible draft says why in words, and a rules question can be set up from an empty
wheel by changes alone."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rulebook import le_dernier_peuple as ldp
from rulebook.le_dernier_peuple import editor
from widgets import DernierPeupleBoard

RED_CARD_7 = "Move movement card 7 (your pawn: +2 then +1 or to card 6) from the draw pile to red's hand"
DOUBLE_STOPS = ["Put red pawn 1 on card 11 (empty)", "Put red pawn 2 on card 3 (empty)",
                "Put blue pawn 1 on card 6 (blue's village)", "Put blue pawn 2 on card 6 (blue's village)",
                "Put green pawn 1 on card 10 (green's village)", "Put green pawn 2 on card 10 (green's village)",
                RED_CARD_7]


def empty_editor(players: int = 3) -> DernierPeupleBoard:
    board = DernierPeupleBoard.editor(empty=True, handover=False)
    if players != 3:
        assert board.edit(f"Play with {players} players (an empty wheel)")
    return board


def material(state: ldp.State) -> Counter:
    """Every card of the draft, wherever it is (hands, piles), and every pawn."""
    cards = Counter(state.draw_pile) + Counter(state.discards) + Counter(state.power_pile)
    cards += Counter(state.power_discards)
    for colour in state.players:
        cards += Counter(state.hands[colour]) + Counter(state.powers[colour])
    return cards + Counter(list(state.pawns))


def whole_set(players: int) -> Counter:
    pawns = [pawn for colour in ldp.colours_for(players) for pawn in ldp.rules.pawn_ids(colour)]
    return Counter(ldp.deck_for(players)) + Counter(ldp.POWER_IDS) + Counter(pawns)


def test_the_empty_wheel_sets_every_pawn_aside_and_every_card_in_its_pile():
    board = empty_editor()
    draft = board.draft
    assert set(draft.pawns.values()) == {None}
    assert draft.draw_pile == ldp.deck_for(3) and set(draft.power_pile) == set(ldp.POWER_IDS)
    assert "red pawn 1 is off the wheel: every pawn stands on one of the terrain cards 1 to 12" in board.edit_problems
    assert len(board.edit_problems) == 6


def test_pawns_are_put_moved_and_taken_off():
    board = empty_editor()
    assert board.edit("Put red pawn 1 on card 7 (empty)") and board.draft.pawns["red-1"] == 7
    assert board.edit(["pawn:red-1", "wheel:8"]) and board.draft.pawns["red-1"] == 8
    assert board.moves and any(move["label"] == "Move red pawn 1 to card 2 (red's village)" for move in board.moves)
    assert board.edit("Take red pawn 1 off the wheel") and board.draft.pawns["red-1"] is None


def test_a_movement_card_goes_from_pile_to_hand_to_the_top_of_the_discards():
    board = empty_editor()
    assert board.edit(RED_CARD_7)
    assert board.draft.hands["red"] == (7,) and 7 not in board.draft.draw_pile
    assert board.edit(["card:12", "to:discards"]) and board.edit(["card:7", "to:discards"])
    assert board.draft.discards == (7, 12) and board.draft.hands["red"] == ()


def test_a_power_card_goes_to_a_hand_and_to_the_used_power_cards():
    board = empty_editor()
    assert board.edit("Move the power card Curse from the power pile to blue's hand")
    assert board.draft.powers["blue"] == ("curse",) and "curse" not in board.draft.power_pile
    assert board.edit("Move the power card Curse from blue's hand to the used power cards")
    assert board.draft.power_discards == ("curse",) and board.draft.powers["blue"] == ()


def test_turn_points_skips_and_what_is_pending():
    board = empty_editor()
    assert board.edit("Green to play") and board.draft.active == "green"
    assert board.edit("Blue gains 1 point") and board.edit("Blue gains 1 point") and board.edit("Blue loses 1 point")
    assert board.draft.scores["blue"] == 1
    assert not any(move["label"] == "Red loses 1 point" for move in board.moves)     # never below 0
    assert board.edit("Red skips the next turn (Mace)") and board.draft.skips["red"] == 1
    assert board.edit("Red plays the next turn") and board.draft.skips["red"] == 0
    assert board.edit("A power card was played this turn") and board.draft.power_played
    assert board.edit("The player to play has one more turn after this one (Speed)") and board.draft.extra_turns == 1


def test_the_player_count_and_the_set_up():
    board = empty_editor(5)
    assert board.draft.size == 20 and len(board.draft.draw_pile) == 40
    assert board.edit("Set up as at the start of a game")
    assert board.edit_problems == []
    assert all(len(hand) == 2 for hand in board.draft.hands.values())
    assert all(board.draft.pawns[f"{colour}-1"] == ldp.village_of(colour) for colour in board.draft.players)


@pytest.mark.parametrize("seed", range(4))
def test_the_material_stays_whole_along_random_changes(seed):
    rng = random.Random(seed)
    board = DernierPeupleBoard(seed=seed, player_count=3 + seed % 3, handover=False)
    board.editing = True
    for _ in range(60):
        players = len(board.draft.players)
        assert material(board.draft) == whole_set(players)
        assert len(board.moves) < 3000
        board.handle_message({"type": "play", "id": rng.randrange(len(board.moves)), "revision": board.revision})


def test_an_impossible_draft_says_why_and_a_fixed_one_plays_from_here():
    board = empty_editor()
    for label in DOUBLE_STOPS[:-1]:
        assert board.edit(label)
    assert board.edit_problems == []
    for card in range(1, 9):
        assert board.edit(["card:" + str(card), "to:red"])
    assert board.edit_problems == ["red holds 8 movement cards; the hand limit is 7"]
    assert not board.play_from_here() and "hand limit is 7" in board.message
    assert board.edit("Move movement card 8 (your pawn: +3 or to card 5) from red's hand to the discards")
    assert board.edit_problems == []
    assert board.play_from_here() and not board.editing
    assert board.game.state.hands["red"] == tuple(range(1, 8)) and board.game.state.discards == (8,)


def test_the_double_card_question_set_up_from_empty_by_changes_alone():
    """LE DERNIER PEUPLE, IT, 'Carte movimento': a double card stops when its first move completes an event."""
    board = empty_editor()
    for label in DOUBLE_STOPS:
        assert board.edit(label), label
    assert board.play_from_here()
    game = board.game
    ends = {move.clicks[-1] for move in game.legal_moves() if move.notation.startswith("play 7 red-1")}
    assert ends == {"wheel:1", "wheel:6"}                       # card 1 (the supply stops it) or the square, 6
    assert "completing a supply" in game.legal_moves()[0].label
    assert "card 1 or 6 only" in ldp.why_not_clicks(game.state, ["move:7", "pawn:red-1", "wheel:2"])
    assert game.position() == ldp.build_position(3, hands={"red": [7]}, pawns={"red-1": 11, "red-2": 3},
                                                 seed=game.state.rng.seed) | {"rng": game.position()["rng"]}


def test_a_game_in_any_phase_can_drop_its_pending_decision():
    position = ldp.example("noble-attack")
    game = ldp.Game.from_position(position, auto_chance=False)
    game.play("play 2 red-2 circle")
    board = DernierPeupleBoard(game=game, handover=False)
    board.editing = True
    assert board.draft.phase in ("defence", "redeploy")
    assert board.edit("Drop the decision pending: back to the start of the movement step")
    assert board.draft.phase == "turn" and board.draft.event is None and board.edit_problems == []


def test_the_palette_begins_with_empty_and_every_card_has_a_button():
    state = empty_editor().draft
    palette = editor.edit_palette(state)
    assert palette[0][1][0] == (editor.EMPTY_KEY, "Empty")
    keys = {key for _heading, buttons in palette for key, _text in buttons}
    assert {f"card:{card}" for card in ldp.deck_for(3)} | {f"card:{card}" for card in ldp.POWER_IDS} <= keys


# ------------------------------------------------------------------ the pauses inside a turn, hidden scores
#: red's pawns on both sides of blue's village (card 6), blue's on card 1, green's at home
ATTACK_ON_BLUE = ["Put red pawn 1 on card 5 (empty)", "Put red pawn 2 on card 7 (empty)",
                  "Put blue pawn 1 on card 1 (empty)", "Put blue pawn 2 on card 1 (empty)",
                  "Put green pawn 1 on card 10 (green's village)", "Put green pawn 2 on card 10 (green's village)"]
#: red pawn 1 arrives on card 5; a blue and a green pawn wait on card 7, across blue's village
TWO_WAITING = ["Put red pawn 1 on card 5 (empty)", "Put red pawn 2 on card 2 (red's village)",
               "Put blue pawn 1 on card 7 (empty)", "Put blue pawn 2 on card 6 (blue's village)",
               "Put green pawn 1 on card 7 (empty)", "Put green pawn 2 on card 10 (green's village)"]
BLUE_DEFENCE = "Move the power card Defence from the power pile to blue's hand"
CURSE_ON_BLUE = "Red has played Curse against blue: blue decides whether to play Defence"
NOBLE_ON_BLUE = ("Red pawn 1 and red pawn 2 complete a noble attack on blue's village: red +3, blue -1; blue decides "
                 "whether to play Defence")
BLACK_MAGIC_ON_BLUE = ("Red has played Black magic against blue, with no Defence: a card of blue's hand is picked at "
                       "random next")
RED_1_ARRIVED = "Red pawn 1 has just arrived on card 5: red chooses which waiting pawn completes the event"
NO_DEFENDER = ("Defence is decided only against an attack, by the owner of the village, who holds a power card and is "
               "not the player to play")


def edited(labels, players: int = 3) -> DernierPeupleBoard:
    """An empty editor, then the changes ``labels`` (each must be on offer); the material stays whole all along."""
    board = empty_editor(players)
    for label in labels:
        assert board.edit(label), label
        assert material(board.draft) == whole_set(players)
    return board


def test_hidden_scores_are_switched_on_and_off_and_kept_in_play():
    board = edited(["Set up as at the start of a game", "Hide the scores: each player sees only their own"])
    assert board.draft.hidden_scores and board.edit_problems == []
    assert ("option:hidden-scores", "Hidden scores ✓") in editor.edit_palette(board.draft)[0][1]
    assert board.edit("Show every player's score") and not board.draft.hidden_scores
    assert board.edit("Hide the scores: each player sees only their own")
    assert board.edit("Empty the wheel: every pawn set aside, every card in its pile") and board.draft.hidden_scores
    assert board.edit("Set up as at the start of a game") and board.play_from_here()
    assert board.game.state.hidden_scores and board.game.position()["hidden_scores"] is True


def test_a_power_card_against_an_opponent_waits_for_the_defence_decision():
    board = edited(ATTACK_ON_BLUE + ["Move the power card Luck from the power pile to blue's hand", CURSE_ON_BLUE])
    draft = board.draft
    assert draft.phase == "defence" and draft.power == ldp.rules.PowerPlay("curse", "red", "blue")
    assert draft.power_played and draft.power_discards[0] == "curse" and "curse" not in draft.power_pile
    assert board.edit_problems == []
    assert board.play_from_here()
    assert board.game.to_move == "blue"
    assert [move.notation for move in board.game.legal_moves()] == ["accept"]      # Luck is no Defence


def test_a_pending_defence_needs_a_power_card_in_the_targets_hand():
    board = edited(ATTACK_ON_BLUE + [CURSE_ON_BLUE])
    assert board.edit_problems == ["blue holds no power card, so there is no Defence decision"]
    assert not board.play_from_here()
    assert board.edit(BLUE_DEFENCE) and board.edit_problems == []
    assert board.edit("Blue to play")
    assert board.edit_problems == ["the power card in progress must be the active player's (blue)"]


def test_a_defence_against_a_power_card_set_up_from_empty_plays_from_here():
    """LE DERNIER PEUPLE, IT, 'Carte potere': Defence cancels a power card played against you, outside your turn."""
    board = edited(ATTACK_ON_BLUE + [BLUE_DEFENCE, "Green to play",
                                     "Green has played Mace against blue: blue decides whether to play Defence"])
    assert board.edit_problems == [] and board.play_from_here()
    game = board.game
    assert game.to_move == "blue"
    assert {move.notation for move in game.legal_moves()} == {"defend", "accept"}
    game.play("defend")
    assert game.state.phase == "turn" and game.to_move == "green" and game.state.skips["blue"] == 0
    assert game.state.power_discards[:2] == ("defence", "mace")


def test_an_attack_waiting_for_defence_set_up_from_empty_plays_from_here():
    """LE DERNIER PEUPLE, IT, 'Attacco Nobile' and 'Carte potere': the victim of an attack may cancel it with Defence."""
    board = edited(ATTACK_ON_BLUE + [BLUE_DEFENCE, "Blue gains 1 point"])
    assert any(move["clicks"] == ["pending:attack", "pawn:red-1", "pawn:red-2"] and move["label"] == NOBLE_ON_BLUE
               for move in board.moves)
    assert board.edit(NOBLE_ON_BLUE)
    event = board.draft.event
    assert board.draft.phase == "defence" and board.draft.power is None
    assert (event.kind, event.village, event.moved, event.partner, event.attacker, event.victim) == \
        ("noble", 6, "red-1", "red-2", "red", "blue")
    assert board.edit_problems == [] and board.play_from_here()
    game = board.game
    assert game.to_move == "blue"
    assert {move.notation for move in game.legal_moves()} == {"defend", "accept"}
    assert "cancels a noble attack on blue's village" in " ".join(move.label for move in game.legal_moves())
    game.play("defend")
    assert game.state.scores == {"red": 0, "blue": 1, "green": 0}              # a defended attack scores nothing
    assert material(game.state) == whole_set(3)


def test_an_attack_needs_a_defender_holding_a_power_card():
    board = edited(ATTACK_ON_BLUE + [NOBLE_ON_BLUE])
    assert board.edit_problems == [NO_DEFENDER]
    assert board.edit("Blue to play")      # blue's own pawns are not there: no Defence is offered to the attacker
    assert not any(move["clicks"][0] == "pending:attack" and "red decides" in move["label"] for move in board.moves)


def test_a_random_card_of_bandit_waits_and_is_then_taken():
    board = edited(["Set up as at the start of a game"])
    assert board.edit("Red has played Bandit against green, with no Defence: a card of green's hand is picked at "
                      "random next")
    draft = board.draft
    assert draft.phase == "steal" and draft.power == ldp.rules.PowerPlay("bandit", "red", "green")
    assert draft.power_discards == ("bandit",) and board.edit_problems == []
    before = len(draft.hands["red"])
    assert board.play_from_here()
    board.game.resolve_chance()
    assert len(board.game.state.hands["red"]) == before + 1 and len(board.game.state.hands["green"]) == 1


def test_a_random_card_needs_cards_in_the_targets_hand():
    board = edited([*ATTACK_ON_BLUE, BLACK_MAGIC_ON_BLUE])
    assert board.edit_problems == ["blue holds no card, so Black magic has none to pick at random"]


def test_switch_waits_for_defence_with_its_two_pawns():
    board = edited(ATTACK_ON_BLUE + [BLUE_DEFENCE])
    assert board.edit(["card:switch", "pawn:red-2", "pawn:blue-1"])
    assert board.draft.power == ldp.rules.PowerPlay("switch", "red", "blue", "red-2", "blue-1")
    assert board.message.startswith("Red has played Switch on red pawn 2 and blue pawn 1: blue decides")
    assert board.edit_problems == [] and board.play_from_here()
    board.game.play("accept")
    assert board.game.state.pawns["red-2"] == 1 and board.game.state.pawns["blue-1"] == 7


def test_the_choice_of_a_partner_is_set_up_and_offers_the_waiting_pawns():
    board = edited([*TWO_WAITING, RED_1_ARRIVED])
    assert board.draft.phase == "partner" and board.draft.arrived == "red-1"
    assert board.edit_problems == [] and board.play_from_here()
    assert {move.notation for move in board.game.legal_moves()} == {"partner blue-1", "partner green-1"}


def test_the_choice_of_a_partner_needs_pawns_of_two_players():
    board = edited([*ATTACK_ON_BLUE, RED_1_ARRIVED])
    assert board.edit_problems == ["the choice of a partner needs pawns of two players on card 7"]


def test_pawns_waiting_to_be_redeployed_are_set_up_and_drawn_for():
    label = ("Red pawn 1 and red pawn 2 have completed a noble attack on blue's village: red +3, blue -1; both wait "
             "to be redeployed (the points stay as set)")
    board = edited(ATTACK_ON_BLUE + [label])
    draft = board.draft
    assert draft.phase == "redeploy" and draft.redeploy == ("red-1", "red-2") and draft.event.kind == "noble"
    assert board.edit_problems == [] and draft.scores == {"red": 0, "blue": 0, "green": 0}
    assert board.edit("Red pawn 1 is redeployed already: only red pawn 2 still waits")
    assert board.draft.redeploy == ("red-2",) and board.edit_problems == []
    assert board.play_from_here()
    board.game.resolve_chance()
    state = board.game.state
    assert state.phase == "turn" and state.pawns["red-1"] == 5 and state.discards and len(state.hands["red"]) == 1
    assert state.pawns["red-2"] == ldp.MOVEMENT_CARDS[state.discards[-1]].target


def test_the_last_card_of_the_draw_pile_stays_while_pawns_wait_to_be_redeployed():
    board = edited(ATTACK_ON_BLUE)
    for card in ldp.deck_for(3):
        assert board.edit([f"card:{card}", "to:discards"])
    assert board.edit(["pending:redeploy", "pawn:red-1", "pawn:red-2"])
    assert board.draft.draw_pile == ldp.deck_for(3) and board.draft.discards == ()     # as the rules refill it
    for card in ldp.deck_for(3)[:-1]:
        assert board.edit([f"card:{card}", "to:discards"])
    assert not board.edit([f"card:{ldp.deck_for(3)[-1]}", "to:discards"])
    assert board.edit_problems == []


def test_dropping_a_pending_decision_gives_the_movement_step_back():
    board = edited(ATTACK_ON_BLUE + [BLUE_DEFENCE, NOBLE_ON_BLUE])
    assert board.edit("Drop the decision pending: back to the start of the movement step")
    assert board.draft.phase == "turn" and board.draft.event is None and board.edit_problems == []


def test_the_pause_buttons_are_plain_words_and_ticked_when_set():
    board = edited(ATTACK_ON_BLUE + [BLUE_DEFENCE, NOBLE_ON_BLUE])
    palette = dict(editor.edit_palette(board.draft))
    pauses = palette["Pauses: click one, then the pawn that arrived, its partner"]
    assert ("pending:attack", "Attack awaits Defence ✓") in pauses
    against = palette["Or a power card above, played by red, then against whom"]
    assert [text for _key, text in against] == ["Blue may defend", "Random card of Blue", "Green may defend",
                                                "Random card of Green"]
    assert len(board.moves) < 3000


@pytest.mark.parametrize("players", [4, 5])
def test_every_new_change_keeps_the_material_whole_with_more_players(players):
    last = ldp.colours_for(players)[-1]
    board = edited(["Set up as at the start of a game",
                    f"Move the power card Defence from the power pile to {last}'s hand"], players)
    for clicks in (["card:curse", f"defence:{last}"], ["card:bandit", f"steal:{last}"],
                   ["card:switch", "pawn:red-1", f"pawn:{last}-2"]):
        assert board.edit(clicks), clicks
        assert material(board.draft) == whole_set(players) and board.edit_problems == []
    assert len(board.moves) < 3000


def test_a_redeployment_with_an_empty_draw_pile_is_refused_in_words_not_a_crash():
    """A found bug (issue 22): pawns waiting for a redeployment with an empty draw pile made the position check
    divide by zero; the rules refill the draw pile before, so such a position is impossible and says why
    (Le Dernier Peuple, IT, 'Ridistribuzione': the pawn goes to a card drawn from the pile)."""
    import dataclasses
    import random

    from rulebook import le_dernier_peuple as ldp
    from rulebook.core import InvalidPosition

    game, rng = ldp.new_game(seed=0), random.Random(0)
    game.auto_chance = False
    while game.state.phase != "redeploy":
        game.play(game.chance_odds()[0][0] if game.to_move == "chance" else rng.choice(game.legal_moves()))
    state = game.state
    emptied = dataclasses.replace(state, discards=state.discards + state.draw_pile, draw_pile=())
    with pytest.raises(InvalidPosition) as refused:
        ldp.Game.from_position(ldp.state_to_position(emptied))
    assert any("draw pile is empty" in problem for problem in refused.value.problems)
