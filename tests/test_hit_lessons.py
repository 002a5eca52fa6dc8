"""HIT's exercises (issue 21): every prediction agrees with the rules, checked here on its own.

The contract every exercise keeps (answers among the choices, feedback in a learner's words) is in
``tests/test_lessons.py``; here each predict exercise's answer is worked out again, without the exercise's
helpers: by playing its moves (``then``) and reading the position, or by counting on the position.
"""

from __future__ import annotations

from rulebook import hit, lessons
from rulebook.hit.board import card_kind, start_card_ids
from rulebook.hit.exercises import HIT, SAFE

EXERCISES = hit.EXERCISES


def answer(name: str) -> str:
    (right,) = EXERCISES[name].answers()
    return right


def played(name: str) -> hit.Game:
    """The exercise's position with its moves ``then`` played, as the board shows after the answer."""
    task = EXERCISES[name]
    assert task.then, name
    game = task.new_game()
    for move in task.then:
        game.play(move)
    return game


def where(game: hit.Game, fig: str) -> str:
    return hit.field_name(game.position()["figures"][fig])


def test_every_notebook_that_teaches_a_rule_has_exercises_of_all_four_kinds_between_them():
    """Issue 21: at least one exercise per rule notebook (1-12), and every kind used."""
    assert {task.kind for task in EXERCISES.values()} == set(lessons.KINDS)
    for topic in ("goal-", "setup-", "turn-", "moving-", "barrier-", "hit-", "out-", "buy-", "draw-", "market-",
                  "card-", "end-"):
        assert any(name.startswith(topic) for name in EXERCISES), topic
    assert not lessons.check_all(EXERCISES.values())


def test_the_rulebook_examples_with_an_outcome_are_predictions():
    """Issue 21: every worked example with an outcome becomes a prediction that plays the example's moves."""
    played_examples = {task.then for task in EXERCISES.values() if task.kind == lessons.PREDICT}
    for name, example in hit.EXAMPLES.items():
        if example.moves:
            assert example.moves in played_examples, name


def test_goal_figures():
    """HIT, DE, 'SPIELZIEL': all of a colour's figures must reach the goal; with 4 players that is 3 each."""
    figures = EXERCISES["goal-figures"].position()["figures"]
    assert int(answer("goal-figures")) == sum(fig.startswith("red-") for fig in figures) == 3


def test_setup_figures():
    """HIT, DE, 'Spielvorbereitung': with 2 players everyone plays with 4 figures."""
    figures = EXERCISES["setup-figures"].position()["figures"]
    assert int(answer("setup-figures")) == sum(fig.startswith("red-") for fig in figures) == 4


def test_setup_draw_pile():
    """HIT, DE, 'Spielvorbereitung': 6 start cards shuffled, 3 drawn, so 3 stay in the draw pile."""
    position = EXERCISES["setup-draw-pile"].position()
    left = len(start_card_ids("red")) - len(position["hands"]["red"])
    assert int(answer("setup-draw-pile")) == left == len(position["draw_piles"]["red"]) == 3


def test_moving_unused():
    """HIT, DE, 'FIGUREN BEWEGEN': a card that cannot be carried out is discarded unused and still pays."""
    game = played("moving-unused")
    assert game.position()["discard_piles"]["red"][0] == "7#1"
    assert int(answer("moving-unused")) == game.position()["coins"]["red"] == 6 + card_kind("7#1").coins


def test_barrier_finish():
    """HIT, DE, 'ZIELEINLAUF' (BEISPIEL: Blau kann weder mit der 10er- noch mit der 11er-Karte …)."""
    game = played("barrier-finish")
    assert game.outcome is not None and game.outcome.winner == "blue"
    unused = [move for move in EXERCISES["barrier-finish"].then if move.endswith(":unused")]
    assert int(answer("barrier-finish")) == len(unused) == 2


def test_hit_plain():
    """HIT, DE, 'FIGUREN SCHLAGEN' (BEISPIEL: Rot zieht mit der neutralen 5er-Karte um 5 Felder vor)."""
    game = played("hit-plain")
    assert answer("hit-plain") == where(game, "red-1") == "field 7"
    assert game.position()["figures"]["blue-1"].startswith("wait:blue")


def test_hit_shield():
    """HIT, DE, 'FIGUREN SCHLAGEN' (BEISPIEL: Grün spielt die 1er-Karte …): green goes on in front of blue and red."""
    game = played("hit-shield")
    assert answer("hit-shield") == where(game, "green-1") == "field 26"
    assert where(game, "blue-1") == "field 24"


def test_hit_breaker():
    """HIT, DE, 'FIGUREN SCHLAGEN' (BEISPIEL: … Rot … spielt die 6er-Karte mit Schildbrecher-Symbol)."""
    before = EXERCISES["hit-breaker"].new_game()
    assert before.state.protected("blue")
    hit_home = played("hit-breaker").position()["figures"]["blue-2"].startswith("wait:blue")
    assert answer("hit-breaker") == (HIT if hit_home else SAFE) == HIT


def test_out_protected():
    """HIT, DE, 'RAUSKOMMEN' (eine gegnerische Figur … geschützt): the next free field beyond it."""
    game = played("out-protected")
    assert answer("out-protected") == where(game, "red-2") == "field 1"
    assert where(game, "blue-1") == "field 0"


def test_out_discard_two():
    """HIT, DE, 'RAUSKOMMEN' (2 beliebige Handkarten … ohne sie auszuführen): no movement, no coins."""
    coins = EXERCISES["out-discard-two"].position()["coins"]["red"]
    assert int(answer("out-discard-two")) == played("out-discard-two").position()["coins"]["red"] == coins


def test_buy_draw_top():
    """HIT, DE, '2. NEUE KARTEN AUS DEM MARKT KAUFEN': a bought card goes on top of the draw pile."""
    top = played("buy-draw-top").position()["draw_piles"]["red"][0]
    assert top == "coins-3#1"
    assert answer("buy-draw-top") == card_kind(top).title


def test_draw_reshuffle():
    """HIT, DE, 'NACHZIEHSTAPEL LEER' (BEISPIEL: Nachdem du 2 Karten nachgezogen hast …)."""
    before = EXERCISES["draw-reshuffle"].position()
    after = played("draw-reshuffle").position()
    cards = len(before["draw_piles"]["red"]) + len(before["discard_piles"]["red"])
    assert int(answer("draw-reshuffle")) == len(after["draw_piles"]["red"]) == cards - 3 == 4


def test_draw_keep_shield():
    """HIT, DE, 'SONDERFALL: KARTE MIT SCHILD OBEN AUF ABLAGESTAPEL': the shield card stays, the rest is shuffled."""
    game = played("draw-keep-shield")
    assert game.position()["discard_piles"]["red"] == ["4#1"] and game.state.protected("red")
    assert int(answer("draw-keep-shield")) == len(game.position()["draw_piles"]["red"]) == 7 - 1 - 3


def test_market_refill():
    """HIT, DE, '4. KARTENMARKT AUFFÜLLEN' (BEISPIEL: Du hast in deinem Zug 2 Karten aus dem Markt gekauft)."""
    before = EXERCISES["market-refill"].position()["market"]
    after = played("market-refill").position()["market"]
    assert None not in after
    assert int(answer("market-refill")) == before.count(None) == 2
    assert [after[i] for i in (0, 2, 4)] == [before[i] for i in (0, 2, 4)]


def test_card_hunter():
    """HIT, DE, 'ÜBERSICHT ALLER KARTEN' (Jäger): a protected nearest opponent: go on to the next free field."""
    game = played("card-hunter")
    assert answer("card-hunter") == where(game, "red-1") == "field 13"
    assert where(game, "blue-1") == "field 12"


def test_variant_no_shield():
    """HIT, DE, 'Varianten' (MEHR SCHADENFREUDE): shields are ignored, so green hits the blue figure."""
    game = played("variant-no-shield")
    assert answer("variant-no-shield") == where(game, "green-1") == "field 24"
    assert game.position()["figures"]["blue-1"].startswith("wait:blue")
