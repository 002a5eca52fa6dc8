"""The helpers the horse race notebooks share (rulebook/horse_race/teaching.py) do what they say."""

from __future__ import annotations

from rulebook import horse_race, i18n
from rulebook.horse_race.examples import build_position
from rulebook.horse_race.teaching import forced, show


def test_forced_plays_the_given_moves_and_dice_and_stops_at_the_next_chance_point():
    game = forced(build_position(2), "trot", "roll blue: helmet, +2")
    assert [move.notation for move in game.history] == ["trot", "roll blue: helmet, +2"]
    assert game.state.squares[0] == 3 and game.state.tokens[0] == 4   # as notebook 2 shows
    game.play("gallop")                                                # green gallops: the dice wait
    assert game.state.phase == "roll" and game.state.dice == "red"
    assert len(game.history) == 3


def test_forced_without_moves_is_the_position_itself():
    position = build_position(3, horses={"green": 12}, tokens={"purple": 5})
    game = forced(position)
    assert game.history == () and game.state == horse_race.Game.from_position(position).state


def test_show_prints_each_horse_its_tokens_then_the_reserve_and_the_discard(capsys):
    show(forced(build_position(3, horses={"green": 12, "purple": 37}, tokens={"yellow": 3}, discard=(1, 2))))
    assert capsys.readouterr().out.splitlines() == [
        "Yellow: the start, 3 tokens",
        "Green: square 12, 2 tokens",
        "Purple: past the finish line, 2 tokens",
        "Reserve: 14 tokens; discard: 1 galloping and 2 sleeping",
    ]


def test_show_speaks_the_language_spoken(capsys):
    with i18n.using("de"):
        show(forced(build_position(2, tokens={"yellow": 1})))
    assert capsys.readouterr().out.splitlines() == [
        "Gelb: das Startfeld, 1 Stein",
        "Grün: das Startfeld, 2 Steine",
        "Vorrat: 21 Steine; Ablage: 0 galoppierend und 0 schlafend",
    ]
