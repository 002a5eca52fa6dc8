"""The worked examples of the HIT rulebook, each on the very position the notebooks show (hit.EXAMPLES)."""

from __future__ import annotations

from hit_helpers import check_invariants, moves_of_card, notations

from rulebook import hit


def example_game(name: str) -> hit.Game:
    game = hit.Game.from_position(hit.EXAMPLES[name].position())
    check_invariants(game.state)
    return game


def test_every_example_is_listed_with_a_citation_and_replays_its_moves():
    for name, example in hit.EXAMPLES.items():
        assert example.cite.startswith("HIT, DE, '"), name
        assert example.summary, name
        game = example_game(name)
        for notation in example.moves:
            game.play(notation)
        check_invariants(game.state)
        assert hit.example(name) == example.position()


def test_zieleinlauf_example_blue_finishes_with_the_exact_6():
    """HIT, DE, 'ZIELEINLAUF' (BEISPIEL: Blau kann weder mit der 10er- noch mit der 11er-Karte …)."""
    game = example_game("blue_finishes")
    assert [m.notation for m in moves_of_card(game, 1)] == ["play 1:unused"]          # the split 10
    assert [m.notation for m in moves_of_card(game, 2)] == ["play 2:unused"]          # the 11
    assert "past its own barrier" in game.explain("play 2:fwd11 blue-3")
    assert game.explain("play 1:split blue-3 10").startswith("The split 10 would take blue figure 3 past its own barrier")
    game.play("play 1:unused")
    game.play("play 1:unused")
    assert game.outcome is None
    game.play("play 1:fwd6 blue-3")
    assert game.state.figures["blue-3"] == "goal:blue-3"
    assert game.outcome.winners == ("blue",)
    assert game.legal_moves() == []


def test_figuren_schlagen_example_shield():
    """HIT, DE, 'FIGUREN SCHLAGEN' (BEISPIEL: Grün spielt die 1er-Karte …): green ends in front of blue and red."""
    game = example_game("shield")
    assert game.state.protected("blue")
    game.play("play 1:fwd1 green-1")
    figures = game.state.figures
    assert figures["green-1"] == "field:26"
    assert (figures["blue-1"], figures["red-1"]) == ("field:24", "field:25")


def test_figuren_schlagen_example_shield_breaker():
    """HIT, DE, 'FIGUREN SCHLAGEN' (BEISPIEL: … Rot … spielt die 6er-Karte mit Schildbrecher-Symbol)."""
    game = example_game("shield_breaker")
    assert game.state.protected("blue")
    move = game.play("play 1:fwd6 red-1")
    assert "hits B2 (back to its waiting field)" in move.label
    assert game.state.figures["red-1"] == "field:31"
    assert game.state.figures["blue-2"].startswith("wait:blue-")
    assert game.state.coins["red"] == 7


def test_figuren_schlagen_example_plain_hit_with_the_5():
    """HIT, DE, 'FIGUREN SCHLAGEN' (BEISPIEL: Rot zieht mit der neutralen 5er-Karte um 5 Felder vor)."""
    game = example_game("plain_hit")
    game.play("play 1:fwd5 red-1")
    assert game.state.figures["red-1"] == "field:7"
    assert game.state.figures["blue-1"].startswith("wait:blue-")
    assert game.state.coins["red"] == 8


def test_nachziehstapel_leer_example_reshuffle_after_two_cards():
    """HIT, DE, 'NACHZIEHSTAPEL LEER' (BEISPIEL: Nachdem du 2 Karten nachgezogen hast …)."""
    game = example_game("reshuffle_mid_draw")
    before = game.state
    game.play("end")
    hand = game.state.hands["red"]
    assert hand[:2] == before.draws["red"]                 # the two cards of the old draw pile
    assert hand[2] in before.discards["red"]               # the third from the shuffled discard pile
    assert game.state.discards["red"] == ()
    assert sorted(game.state.draws["red"] + hand[2:]) == sorted(before.discards["red"])
    assert game.to_move == "blue"


def test_kartenmarkt_auffuellen_example_two_cards_bought_two_refilled():
    """HIT, DE, '4. KARTENMARKT AUFFÜLLEN' (BEISPIEL: Du hast in deinem Zug 2 Karten aus dem Markt gekauft)."""
    game = example_game("market_refill")
    before = game.state
    assert before.market[1] is None and before.market[3] is None
    game.play("end")
    market = game.state.market
    assert (market[1], market[3]) == before.neutral[:2]
    assert (market[0], market[2], market[4]) == (before.market[0], before.market[2], before.market[4])
    assert game.state.neutral == before.neutral[2:]
    assert game.state.hands["red"] == ("7#1", "5#1", "red:start-3coins")   # bought cards come first


def test_rauskommen_own_figure_on_the_start_field():
    """HIT, DE, 'RAUSKOMMEN' (eine eigene Figur): you cannot come out."""
    game = example_game("come_out_own_start_blocked")
    assert not [n for n in notations(game) if "out" in n]
    reason = "Your own figure (red figure 1) stands on your start field, so you cannot come out"
    assert game.explain("play 1:out red-2").startswith(reason)
    assert game.explain("discard 1+2:out red-2").startswith(reason)


def test_rauskommen_protected_opponent_on_the_start_field():
    """HIT, DE, 'RAUSKOMMEN' (eine gegnerische Figur … geschützt): the next free field beyond it."""
    game = example_game("come_out_onto_protected")
    game.play("play 1:out red-2")
    assert game.state.figures["red-2"] == "field:1"
    assert game.state.figures["blue-1"] == "field:0"


def test_rauskommen_by_discarding_two_cards():
    """HIT, DE, 'RAUSKOMMEN' (2 beliebige Handkarten … ohne sie auszuführen): no movement, no coins."""
    game = example_game("come_out_by_discarding_two")
    game.play("discard 1+2:out red-2")
    state = game.state
    assert state.figures["red-2"] == "field:0" and state.figures["red-1"] == "field:12"
    assert state.figures["yellow-1"].startswith("wait:yellow-")    # the opponent on red's start is hit
    assert state.coins["red"] == 6
    assert state.discards["red"] == ("5#1", "7#1")


def test_sonderfall_shield_on_top_when_reshuffling():
    """HIT, DE, 'SONDERFALL: KARTE MIT SCHILD OBEN AUF ABLAGESTAPEL'."""
    game = example_game("shield_kept_at_reshuffle")
    game.play("end")
    assert game.state.phase == "shield"
    game.play("keep-shield")
    assert game.state.discards["red"] == ("4#1",) and game.state.protected("red")
    assert len(game.state.hands["red"]) == 3 and game.to_move == "blue"
