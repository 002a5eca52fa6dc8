"""Issue 30: every fact a fixed exercise or a worked example states about its own position is true.

Each fact is computed from the exercise's own position (``exercise.new_game()``) with the rules, and compared
with what the question says (the numbers are read from the question's text, so a changed position or a changed
text that no longer agree make the test fail).  Every fixed exercise of every game has an entry in ``FACTS``:
the facts its question (and its author's hint) states, or ``()`` for a question that states nothing about its
position.  Worked examples of the notebooks are checked at the end, on the notebooks' own positions.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Callable
from pathlib import Path

import pytest

from rulebook import hit, hokito, horse_race, le_dernier_peuple, lessons, partners
from rulebook.core import Game
from rulebook.hit.board import card_kind
from rulebook.horse_race import course
from rulebook.le_dernier_peuple.cards import (
    EVENT_POINTS,
    MOVEMENT_CARDS,
    WINNING_SCORE,
    deck_for,
    village_of,
    wheel_size,
)
from rulebook.le_dernier_peuple.exercises import card_face
from rulebook.partners.board import left_of, start_field
from rulebook.partners.movement import route_steps, walk

NOTEBOOKS = Path(__file__).resolve().parent.parent / "notebooks"
Fact = Callable[[lessons.Exercise, Game], None]


def number_after(text: str, words: str) -> int:
    """The number the text writes right after ``words`` ("on field 37" → 37)."""
    found = re.search(re.escape(words) + r"\s*(\d+)", text)
    assert found, f"the text does not say {words!r} <number>: {text}"
    return int(found.group(1))


# ================================================================== HIT
def _hit(game: Game) -> dict:
    return game.position()


def _field(game: Game, figure: str) -> int:
    where = _hit(game)["figures"][figure]
    assert where.startswith("field:"), f"{figure} is not on a field of the loop: {where}"
    return int(where[6:])


def _hand(game: Game, number: int) -> str:
    """The title of hand card ``number`` (1-based) of the player to move."""
    position = _hit(game)
    return card_kind(position["hands"][position["to_move"]][number - 1]).title


def _protected(game: Game, colour: str) -> bool:
    pile = _hit(game)["discard_piles"][colour]
    return bool(pile) and card_kind(pile[0]).shield


def _before_barrier(game: Game, figure: str) -> int:
    """How many fields the figure stands before its own barrier field."""
    board = game.state.board
    return (board.barrier_fields[figure.split("-")[0]] - _field(game, figure)) % board.loop


def hit_on_field(figure: str) -> Fact:
    def fact(exercise, game):
        assert _field(game, figure) == number_after(exercise.question, "on field")
    return fact


def hit_hand(number: int, title: str) -> Fact:
    def fact(_exercise, game):
        assert _hand(game, number) == title
    return fact


def hit_protected(colour: str, card: str | None = "the 4") -> Fact:
    def fact(_exercise, game):
        assert _protected(game, colour)
        assert card is None or card_kind(_hit(game)["discard_piles"][colour][0]).title == card
    return fact


def hit_on_start_field(figure: str) -> Fact:
    def fact(_exercise, game):
        assert _field(game, figure) == game.state.board.start_fields[figure.split("-")[0]]
    return fact


def hit_on_others_start_field(figure: str, colour: str) -> Fact:
    def fact(exercise, game):
        start = game.state.board.start_fields[colour]
        assert _field(game, figure) == start == number_after(exercise.question, "(field")
    return fact


def hit_players(exercise, game) -> None:
    words = {"two": 2, "three": 3, "four": 4}
    said = next(count for word, count in words.items() if f"for {word} players" in exercise.question)
    assert len(_hit(game)["players"]) == said


def hit_nothing_played_yet(_exercise, game) -> None:
    position = _hit(game)
    assert position["phase"] == "play" and not any(position["discard_piles"].values())
    assert all(len(hand) == 3 for hand in position["hands"].values())


def hit_only_unused(number: int) -> Fact:
    def fact(_exercise, game):
        moves = [move.notation for move in game.legal_moves() if move.notation.startswith(f"play {number}:")]
        assert moves == [f"play {number}:unused"]
    return fact


def hit_last_figure_before_barrier(colour: str) -> Fact:
    def fact(exercise, game):
        out = [fig for fig, where in _hit(game)["figures"].items() if fig.startswith(colour) and
               not where.startswith("goal:")]
        assert len(out) == 1
        words = {1: "right before", 2: "two fields before", 3: "three fields before"}
        assert words[_before_barrier(game, out[0])] in exercise.question
    return fact


def hit_goal_fields_taken(colour: str, count: int) -> Fact:
    def fact(_exercise, game):
        assert sum(where.startswith(f"goal:{colour}") for where in _hit(game)["figures"].values()) == count
    return fact


def hit_market_holds(*titles: str) -> Fact:
    def fact(_exercise, game):
        shown = [card_kind(card).title for card in _hit(game)["market"] if card]
        assert all(title in shown for title in titles)
    return fact


def hit_empty_market_places(exercise, game) -> None:
    empty = [str(place) for place, card in enumerate(_hit(game)["market"], 1) if not card]
    said = re.search(r"places? ([\d and]+) (?:are|is) empty", exercise.question).group(1)
    assert empty == re.findall(r"\d", said)
    assert sorted(_hit(game)["bought"]) == [int(place) for place in empty]


def hit_bought_in_place(exercise, game) -> None:
    place = number_after(exercise.question, "Market place")
    assert not _hit(game)["market"][place - 1] and place in _hit(game)["bought"]


def hit_coins(exercise, game) -> None:
    assert _hit(game)["coins"][_hit(game)["to_move"]] == number_after(exercise.question, "has")


def hit_piles(exercise, game) -> None:
    """draw-reshuffle: "N cards in the draw pile and M on the discard pile, and draws 3 cards"."""
    position, colour = _hit(game), "red"
    assert len(position["draw_piles"][colour]) == number_after(exercise.question, "with")
    assert len(position["discard_piles"][colour]) == number_after(exercise.question, "draw pile and")
    assert 3 - len(position["hands"][colour]) == number_after(exercise.question, "draws")


def hit_shield_on_top_of(exercise, game) -> None:
    """draw-keep-shield: the 4 lies on top of N other discarded cards; the draw pile is empty."""
    pile = _hit(game)["discard_piles"]["red"]
    assert card_kind(pile[0]).title == "the 4" and card_kind(pile[0]).shield
    assert len(pile) - 1 == number_after(exercise.question, "lies on top of")
    assert not _hit(game)["draw_piles"]["red"]


def hit_no_card_brings_out(_exercise, game) -> None:
    assert not [move for move in game.legal_moves() if ":out" in move.notation and move.notation.startswith("play")]
    assert any(move.notation.startswith("discard 1+2:out") for move in game.legal_moves())


def hit_variant(_exercise, game) -> None:
    assert "mehr-schadenfreude" in _hit(game)["variants"] and _protected(game, "blue")


def hit_hint_field(figure: str, words: str) -> Fact:
    """The hint names the field ``figure`` stands on right after ``words``."""
    def fact(exercise, game):
        assert _field(game, figure) == number_after(exercise.hint, words)
    return fact


def hit_hint_barrier(colour: str) -> Fact:
    def fact(exercise, game):
        barrier = game.state.board.barrier_fields[colour]
        assert f"barrier field {barrier}" in exercise.hint or f"barrier on field {barrier}" in exercise.hint
    return fact


def hit_corners_ahead(exercise, game) -> None:
    start = _field(game, "red-1")
    ahead = [field for field in sorted(game.state.board.corner_fields) if field > start][:4]
    assert "The corner fields ahead of field 5 are " + ", ".join(map(str, ahead)) + " …" in exercise.hint


def hit_nearest_opponent_ahead(exercise, game) -> None:
    start, board = _field(game, "red-1"), game.state.board
    ahead = min((int(where[6:]) - start) % board.loop for fig, where in _hit(game)["figures"].items()
                if where.startswith("field:") and not fig.startswith("red"))
    assert number_after(exercise.hint, "the blue figure on field") == start + ahead


def hit_steps_to_goal(exercise, game) -> None:
    """barrier-no-pass: 'N fields to Blue's barrier, then G goal fields: S steps at most'."""
    before, goal = _before_barrier(game, "blue-3"), game.state.board.goal_count
    assert f"{before} fields to Blue's barrier, then {goal} goal fields: {before + goal} steps at most" in exercise.hint


HIT_FACTS: dict[str, tuple[Fact, ...]] = {
    "goal-figures": (hit_players,),
    "goal-first-steps": (hit_on_start_field("red-1"), hit_hand(1, "the 1 to 5")),
    "setup-figures": (hit_players,),
    "setup-draw-pile": (hit_nothing_played_yet,),
    "turn-order": (hit_on_start_field("red-1"), hit_hand(3, "the 1 or come out")),
    "turn-buy-early": (hit_nothing_played_yet,),
    "moving-choose": (hit_on_field("red-1"), hit_hand(2, "the 1 to 5"), hit_hint_field("red-2", "stands on field")),
    "moving-unused": (hit_hand(1, "the 7"), hit_only_unused(1)),
    "barrier-finish": (hit_last_figure_before_barrier("blue"), hit_goal_fields_taken("blue", 2),
                       hit_hand(1, "the split 10"), hit_hand(2, "the 11"), hit_hand(3, "the 6 or come out")),
    "barrier-no-pass": (hit_hand(2, "the 11"), hit_steps_to_goal),
    "barrier-exact": (hit_on_field("red-2"), hit_hand(2, "the 1 to 5"), hit_hint_barrier("red"),
                      lambda exercise, game: _hit(game)["figures"]["red-1"] == "goal:red-1"
                      or pytest.fail("red figure 1 is not on goal field 1")),
    "hit-plain": (hit_on_field("red-1"), hit_hand(1, "the 5")),
    "hit-shield": (hit_protected("blue"), hit_on_field("green-1"), hit_hand(1, "the 1 or come out"),
                   hit_hint_field("blue-1", "Field"), hit_hint_field("red-1", "blue figure, field")),
    "hit-breaker": (hit_protected("blue"), hit_hand(1, "the 6"), hit_on_field("red-1"),
                    hit_hint_field("blue-2", "ends on field"),
                    lambda exercise, game: _field(game, "blue-2") == number_after(exercise.question,
                                                                                  "blue figure on field")
                    or pytest.fail("no blue figure on the field the question names")),
    "hit-shield-on-top": (),
    "out-blocked": (hit_on_start_field("red-1"), hit_hand(1, "the 1 or come out")),
    "out-protected": (hit_on_others_start_field("blue-1", "red"), hit_protected("blue", "the 3 coins"),
                      hit_hand(1, "the 1 or come out")),
    "out-discard-two": (hit_hand(1, "the 7"), hit_hand(2, "the 5"), hit_no_card_brings_out),
    "buy-draw-top": (hit_market_holds("the hunter", "the 3 coins"),),
    "buy-too-dear": (hit_coins, hit_market_holds("the 8"),
                     lambda _exercise, game: _hit(game)["draw_piles"]["red"][0].startswith("hunter")
                     or pytest.fail("the hunter was not bought")),
    "draw-reshuffle": (hit_piles,),
    "draw-keep-shield": (hit_shield_on_top_of,),
    "market-refill": (hit_empty_market_places,),
    "market-empty-place": (hit_bought_in_place,),
    "card-corners": (hit_on_field("red-1"), hit_hand(1, "the 1 to 3 corners"), hit_corners_ahead),
    "card-hunter": (hit_protected("blue"), hit_on_field("red-1"), hit_hand(1, "the hunter"),
                    hit_nearest_opponent_ahead),
    "card-start-jump": (hit_on_field("red-1"), hit_hand(1, "the start jump"), hit_hint_barrier("red")),
    "end-win": (hit_goal_fields_taken("red", 2), hit_hint_field("red-3", "From field"), hit_hint_barrier("red")),
    "variant-no-shield": (hit_variant, hit_on_field("green-1"), hit_hand(1, "the 1 or come out")),
}


# ================================================================== HOKITO
def hokito_top(square: str, piece: str) -> Fact:
    def fact(_exercise, game):
        assert game.position()["board"][square][-1] == piece
    return fact


def hokito_nobody_can_move(_exercise, game) -> None:
    board = game.state.board
    assert game.outcome is not None
    assert not hokito._can_move(board, "black") and not hokito._can_move(board, "white")


def hokito_every_piece_alone(_exercise, game) -> None:
    assert all(len(stack) == 1 for stack in game.position()["board"].values())
    assert len(game.position()["board"]) == 36


def hokito_eighteen_moves_later(_exercise, game) -> None:
    later = hokito.Game.from_record({"game": "hokito", "start": hokito.start_position(), "moves": []})
    assert game.position() != later.position()
    assert game.position()["board"]["c3"] == later.position()["board"]["c3"]     # the 3 on c3 has not moved


def squares_in(text: str, words: str) -> set[str]:
    """The squares a text names after ``words``, up to the end of that clause (":" or ".")."""
    assert words in text, f"the text does not say {words!r}: {text}"
    return set(re.findall(r"\b[a-f][1-6]\b", re.split(r"[:.]", text.split(words, 1)[1], maxsplit=1)[0]))


def hokito_first_jumps(square: str, words: str) -> Fact:
    """The hint lists where the first jump from ``square`` lands."""
    def fact(exercise, game):
        board = game.state.board
        reached = hokito._reachable(board, hokito.SQUARE_INDEX[square], 1)
        assert squares_in(exercise.hint, words) == {hokito.SQUARES[index] for index in reached}
    return fact


def hokito_squares(words: str, wanted: Callable[[list[str]], bool], but: str = "") -> Fact:
    """The hint lists every square whose stack meets ``wanted`` (``but`` left out)."""
    def fact(exercise, game):
        found = {square for square, stack in game.position()["board"].items() if wanted(stack)} - {but}
        assert squares_in(exercise.hint, words) == found
    return fact


def hokito_height_after(move: str, square: str) -> Fact:
    def fact(exercise, game):
        after = game.apply(game.state, game.find_move(move))
        height = len(after.board[hokito.SQUARE_INDEX[square]])
        assert f"the stack on {square} holds {height} pieces" in exercise.hint
    return fact


HOKITO_FACTS: dict[str, tuple[Fact, ...]] = {
    "single-reach": (hokito_top("e2", "b2"), hokito_first_jumps("e2", "its first jump reaches")),
    "single-legal": (hokito_top("b2", "b1"), hokito_first_jumps("b2", "One jump from b2 reaches")),
    "stack-reach": (hokito_top("e3", "b3"), hokito_squares("The stacks stand on", lambda stack: len(stack) > 1,
                                                           but="e3")),
    "stack-find": (hokito_squares("the White singles stand on",
                                  lambda stack: len(stack) == 1 and stack[0].startswith("w")),),
    "start-score": (hokito_every_piece_alone,),
    "path-reach": (hokito_top("c3", "b3"), hokito_eighteen_moves_later, hokito_first_jumps("c3", "the first jump "
                                                                                             "lands on")),
    "path-legal": (hokito_top("e3", "b2"), hokito_first_jumps("e3", "the first jump lands on"),
                   lambda _e, game: "f3" not in game.position()["board"] or pytest.fail("f3 holds a piece")),
    "end-find": (lambda _e, game: game.outcome is None or pytest.fail("the game is already over"),
                 lambda _e, game: {move.notation.split("-")[0] for move in game.legal_moves()} == {"e1", "e2"}
                 and all(len(game.position()["board"][square]) == 1 for square in ("e1", "e2"))
                 or pytest.fail("Black can move other pieces than its singles on e1 and e2")),
    "end-score": (hokito_nobody_can_move, hokito_squares("White is on top on", lambda stack: stack[-1][0] == "w")),
    "stack-score": (hokito_top("d4", "b1"), hokito_height_after("d4-d6", "d6")),
}


# ================================================================== Partners
def _pawns(game: Game) -> dict:
    return game.position()["pawns"]


def partners_after_start(pawn: str) -> Fact:
    """"<pawn> stands on field N after <colour>'s start" (the way the board names a field)."""
    def fact(exercise, game):
        colour = pawn.split("-")[0]
        said = number_after(exercise.question, "on field")
        assert route_steps(colour, _pawns(game)[pawn]) == said
    return fact


def partners_on_start_field(pawn: str) -> Fact:
    def fact(_exercise, game):
        assert _pawns(game)[pawn] == f"field:{start_field(pawn.split('-')[0])}"
    return fact


def partners_locked(*colours: str) -> Fact:
    def fact(_exercise, game):
        for colour in colours:
            assert all(where.startswith("goal:") for pawn, where in _pawns(game).items() if pawn.startswith(colour))
            assert all(pawn in game.state.locked for pawn in _pawns(game) if pawn.startswith(colour))
    return fact


def partners_no_pawn_out(colour: str) -> Fact:
    def fact(_exercise, game):
        assert all(where == "home" for pawn, where in _pawns(game).items() if pawn.startswith(colour))
    return fact


def partners_hand(*cards: str) -> Fact:
    def fact(_exercise, game):
        assert sorted(card.split("#")[0] for card in game.position()["hands"][game.position()["to_move"]]) == \
            sorted(cards)
    return fact


def partners_circles_taken(colour: str, *circles: int) -> Fact:
    def fact(_exercise, game):
        taken = sorted(int(where.rsplit("-", 1)[1]) for where in _pawns(game).values()
                       if where.startswith(f"goal:{colour}"))
        assert set(circles) <= set(taken)
    return fact


def partners_two_reds_where_the_8_lands(_exercise, game) -> None:
    landing = game.find_move("play 8 yellow-1").data.landing
    assert sorted(pawn for pawn, where in _pawns(game).items() if where == landing.dest) == ["red-1", "red-2"]


def partners_dealt(colour: str, times: int = 1) -> Fact:
    def fact(_exercise, game):
        assert game.state.dealer == colour and game.state.deals >= times
    return fact


def partners_last_card(_exercise, game) -> None:
    hands = game.position()["hands"]
    assert len(hands["green"]) == 1 and not any(hands[colour] for colour in ("yellow", "red", "blue"))


def partners_locks_with_two(_exercise, game) -> None:
    assert "play 7 yellow-1 2" in {move.notation for move in game.legal_moves()}
    after = game.apply(game.state, game.find_move("play 7 yellow-1 2"))
    assert all(pawn in after.locked for pawn in _pawns(game) if pawn.startswith("yellow"))


def partners_red_folded_yellow_cannot_play(_exercise, game) -> None:
    assert not game.position()["hands"]["red"]
    assert [move.notation for move in game.legal_moves()] == ["fold"]


def partners_blue_one_pawn_left(_exercise, game) -> None:
    assert sum(where.startswith("field:") for where in _pawns(game).values()) == 1


def partners_blue_pawn_at_entrance(_exercise, game) -> None:
    """bounce exercises: yellow pawn 1 stands at yellow's goal entrance (the last field before the goal zone)."""
    assert route_steps("yellow", _pawns(game)["yellow-1"]) == 56


def partners_wall_allows(steps: int) -> Fact:
    """walls-cards: yellow pawn 1 can take ``steps`` steps at most before red's wall (as the hint says)."""
    def fact(exercise, game):
        pawns = game.state.pawns
        assert not isinstance(walk(pawns, "yellow-1", steps), str)
        assert "wall" in walk(pawns, "yellow-1", steps + 1)
        assert f"it can take {steps} steps at most" in exercise.hint
    return fact


def partners_swap_protected(_exercise, game) -> None:
    pawns = _pawns(game)
    assert pawns["red-1"] == pawns["red-2"] and pawns["blue-1"].startswith("goal:")
    assert pawns["green-1"] == f"field:{start_field('green')}"


def partners_blue_out_and_home(exercise, game) -> None:
    blue = [where for pawn, where in _pawns(game).items() if pawn.startswith("blue")]
    out, home = sum(where.startswith("field:") for where in blue), blue.count("home")
    words = {number: word for word, number in NUMBER_WORDS.items()}
    assert f"has {words[out]} pawn on the board and {words[home]} in its home base" in exercise.hint


def partners_only_free_circle(colour: str) -> Fact:
    def fact(exercise, game):
        taken = {where for where in _pawns(game).values() if where.startswith(f"goal:{colour}")}
        free = [circle for circle in range(1, 5) if f"goal:{colour}-{circle}" not in taken]
        assert f"only free circle is circle {free[0]}" in exercise.hint and len(free) == 1
    return fact


PARTNERS_FACTS: dict[str, tuple[Fact, ...]] = {
    "teams-partner": (),
    "teams-winner": (partners_locked("yellow", "red"),),
    "exchange-give": (partners_no_pawn_out("blue"), partners_no_pawn_out("yellow")),
    "exchange-first": (partners_dealt("red"),),
    "deal-new-dealer": (partners_dealt("green", 3), partners_last_card),
    "coming-out": (partners_hand("8", "3", "9", "12"),),
    "coming-out-legal": (partners_hand("8", "3", "9", "12"),),
    "counting-start-field": (partners_after_start("yellow-1"), partners_hand("3", "9")),
    "walls-legal": (partners_on_start_field("red-1"),),
    "walls-own-pawn": (lambda _e, game: game.position()["to_move"] == "red" or pytest.fail("not red to play"),
                       partners_on_start_field("red-1")),
    "walls-cards": (partners_on_start_field("red-1"), partners_hand("3", "9", "10", "12"), partners_wall_allows(2)),
    "bump-double": (partners_two_reds_where_the_8_lands,),
    "bump-opponent": (),
    "bounce-seven": (partners_circles_taken("yellow", 3, 4), partners_blue_pawn_at_entrance),
    "bounce-reach": (lambda _e, game: "7#1" in game.position()["hands"]["yellow"] or pytest.fail("no 7"),),
    "bounce-back-and-forth": (partners_circles_taken("yellow", 1, 4),
                              lambda _e, game: _pawns(game)["yellow-1"] == "goal:yellow-2"
                              or pytest.fail("yellow pawn 1 is not on circle 2")),
    "minus4-shortcut": (partners_after_start("yellow-1"),),
    "one-fourteen": (partners_hand("1-14"),),
    "seven-last-pawn": (partners_locks_with_two,),
    "swap-pair": (partners_no_pawn_out("yellow"), partners_swap_protected),
    "fold-swap": (partners_no_pawn_out("yellow"), partners_hand("swap", "3", "9", "12")),
    "fold-next": (partners_red_folded_yellow_cannot_play,
                  lambda _e, game: left_of("yellow") == "red" or pytest.fail("red does not come after yellow")),
    "helping-targets": (partners_locked("yellow"), partners_blue_out_and_home),
    "helping-legal": (partners_locked("yellow"),),
    "helping-win": (partners_locked("yellow"), partners_blue_one_pawn_left, partners_only_free_circle("blue")),
}


# ================================================================== Le Dernier Peuple
def ldp_on(pawn: str, words: str) -> Fact:
    """The pawn stands on the wheel card the question names right after ``words``."""
    def fact(exercise, game):
        assert game.state.pawns[pawn] == number_after(exercise.question, words)
    return fact


def ldp_beside_village(pawn: str, owner: str) -> Fact:
    def fact(_exercise, game):
        size = game.state.size
        assert abs(game.state.pawns[pawn] - village_of(owner)) % size in (1, size - 1)
    return fact


def ldp_on_village(pawn: str) -> Fact:
    def fact(_exercise, game):
        assert game.state.pawns[pawn] == village_of(pawn.split("-")[0])
    return fact


def ldp_holds(colour: str, *cards: int) -> Fact:
    """The player holds exactly the movement cards the question names (by their face)."""
    def fact(exercise, game):
        assert sorted(game.state.hands[colour]) == sorted(cards)
        assert all(card_face(card) in exercise.question for card in cards)
    return fact


def ldp_score(colour: str, words: str) -> Fact:
    def fact(exercise, game):
        assert game.state.scores[colour] == number_after(exercise.question, words)
    return fact


def ldp_players(count: int) -> Fact:
    def fact(_exercise, game):
        assert len(game.state.players) == count
    return fact


def ldp_powers(colour: str, *powers: str) -> Fact:
    def fact(_exercise, game):
        assert set(powers) <= set(game.state.powers[colour])
    return fact


def ldp_redeploy_counts(exercise, game) -> None:
    """redeploy-chance's hint: the 24 cards of a 3-player game but the one played: 23 in the draw pile."""
    deck, pile = len(deck_for(len(game.state.players))), len(game.chance_odds())
    assert f"the {deck} movement cards of a 3-player game" in exercise.hint and f": {pile}." in exercise.hint
    assert not any(game.state.hands.values()) and deck - pile == len(game.state.discards)


def ldp_pickaxes_in_hint(exercise, game) -> None:
    pickaxes = [card for card in range(1, game.state.size + 1) if card % 4 == 0]
    assert "The pickaxes are wheel cards " + ", ".join(map(str, pickaxes[:-1])) + f" and {pickaxes[-1]}" \
        in exercise.hint
    assert game.state.pawns["red-1"] == game.state.pawns["red-2"] == number_after(exercise.hint, "stand on card")


def ldp_supply_and_win_in_hint(exercise, game) -> None:
    assert f"A supply brings its owner {EVENT_POINTS['supply']['attacker']} points, and {WINNING_SCORE} points win" \
        in exercise.hint
    assert game.state.scores["red"] == number_after(exercise.hint, "Red has")


LDP_FACTS: dict[str, tuple[Fact, ...]] = {
    "setup-wheel": (ldp_players(4),),
    "setup-village": (ldp_players(5),),
    "cards-reach": (ldp_on_village("red-1"),),
    "cards-example": (lambda _e, game: MOVEMENT_CARDS[10].circle == 4 or pytest.fail("card 10 is not +4"),),
    "cards-black-arrow": (ldp_holds("red", 3),),
    "cards-double-stops": (ldp_on("red-1", "stand on wheel card"), ldp_on("red-2", "stand on wheel card")),
    "pickaxe-find": (ldp_holds("red", 4, 6), ldp_powers("red", "heal"), ldp_pickaxes_in_hint),
    "pickaxe-double": (ldp_holds("red", 7), ldp_on_village("red-1")),
    "pickaxe-one-power": (ldp_powers("red", "strength"),
                          lambda _e, game: game.state.power_played or pytest.fail("no power card played yet")),
    "supply-find": (ldp_on("red-1", "waits on wheel card"), ldp_beside_village("red-1", "red"),
                    lambda exercise, game: village_of("red") + 1 == number_after(exercise.hint, "must reach card")
                    or pytest.fail("card 3 is not on the other side of red's village")),
    "supply-score": (ldp_on("red-1", "waits on wheel card"), ldp_on_village("red-2"), ldp_holds("red", 2)),
    "noble-score": (ldp_on("red-1", "waits on card"), ldp_beside_village("red-1", "blue"), ldp_score("blue", "Blue has"),
                    lambda exercise, game: game.state.scores["blue"] == number_after(exercise.hint, "Blue has")
                    or pytest.fail("blue's points in the hint")),
    "noble-floor": (ldp_beside_village("red-1", "blue"),
                    lambda _e, game: game.state.scores["blue"] == 0 or pytest.fail("blue has points")),
    "noble-find": (ldp_on("red-1", "waits on card"), ldp_beside_village("red-1", "blue")),
    "sneaky-score": (ldp_on("green-1", "waits on card"), ldp_beside_village("green-1", "blue")),
    "sneaky-by-opponent": (ldp_on("red-1", "waits on wheel card"), ldp_holds("red", 3),
                           ldp_on("green-1", "pushes green pawn 1 from card")),
    "sneaky-find": (ldp_holds("red", 3),),
    "sneaky-own-helper": (ldp_on("blue-1", "waits on card"), ldp_score("blue", "Blue has")),
    "redeploy-card": (lambda _e, game: game.state.phase == "redeploy" or pytest.fail("no redeployment"),),
    "redeploy-chance": (ldp_redeploy_counts,),
    "power-bandit": (ldp_holds("red", 10), lambda _e, game: len(game.state.hands["blue"]) == 3
                     and not game.state.powers["blue"] or pytest.fail("blue does not hold three movement cards")),
    "power-barter": (ldp_holds("red", 10), ldp_powers("red", "barter", "heal")),
    "power-defence": (ldp_score("blue", "who has"), ldp_powers("blue", "defence")),
    "power-luck": (ldp_holds("red", 10), ldp_powers("red", "luck")),
    "power-strength": (ldp_score("red", "Red has"),),
    "power-heal": (ldp_score("red", "Red has"),),
    "power-thief": (ldp_score("blue", "Blue has"),
                    lambda _e, game: game.state.scores["red"] == 0 or pytest.fail("red has points")),
    "power-black-magic": (ldp_holds("blue", 5), ldp_powers("blue", "strength")),
    "power-curse": (ldp_score("blue", "Blue has"),),
    "power-mace": (ldp_powers("red", "mace"),),
    "power-switch": (ldp_on("red-1", "waits on card"), ldp_on("blue-1", "(on card")),
    "power-speed": (ldp_powers("red", "speed"),),
    "power-curse-self": (ldp_powers("red", "curse"),),
    "defence-score": (ldp_powers("blue", "defence"),),
    "defence-find": (ldp_score("blue", "keeps blue's"), ldp_powers("blue", "defence")),
    "defence-own-turn": (ldp_powers("red", "defence", "heal"),),
    "end-winner": (ldp_score("red", "Red has"), ldp_holds("red", 2), ldp_supply_and_win_in_hint),
    "end-find": (ldp_score("red", "Red has"), ldp_on("red-1", "waits on card"), ldp_beside_village("red-1", "red")),
}


# ================================================================== horse race
def _state(game: Game):
    return game.state


def race_square(exercise, game) -> None:
    assert _state(game).squares[_state(game).turn] == number_after(exercise.question, "on square")


NUMBER_WORDS = {"no": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def race_tokens(words: str) -> Fact:
    """The player to move holds as many tokens as the question says right after ``words``."""
    def fact(exercise, game):
        state = _state(game)
        said = re.search(re.escape(words) + r" (\w+) tokens?", exercise.question).group(1)
        assert state.tokens[state.turn] == (int(said) if said.isdigit() else NUMBER_WORDS[said])
    return fact


def race_at_start(_exercise, game) -> None:
    assert _state(game).squares[_state(game).turn] == course.START


def race_token_mix(exercise, game) -> None:
    assert f"Of the {course.TOTAL_TOKENS} tokens, {course.GALLOPING_TOKENS} show a galloping horse" in exercise.question
    assert all(held == course.START_TOKENS for held in _state(game).tokens)


def race_reserve_and_discard(exercise, game) -> None:
    state = _state(game)
    assert state.reserve == 0
    galloping, sleeping = state.discard
    assert f"{galloping} galloping and {sleeping} sleeping" in exercise.question


def race_everything_in_hands(exercise, game) -> None:
    state = _state(game)
    assert state.reserve == 0 and sum(state.discard) == 0 and sum(state.tokens) == course.TOTAL_TOKENS
    assert state.tokens[state.turn] == number_after(exercise.question, "Yellow, with")


def race_last_in_round(_exercise, game) -> None:
    state = _state(game)
    assert state.turn == len(state.players) - 1


def race_past_the_line(seat: int, tokens_words: str | None = None) -> Fact:
    def fact(exercise, game):
        state = _state(game)
        assert state.squares[seat] == course.FINISH
        if tokens_words:
            assert state.tokens[seat] == number_after(exercise.question, tokens_words)
    return fact


def race_purple_far_behind_ends_the_round(_exercise, game) -> None:
    state = _state(game)
    assert state.players[-1] == "purple" and state.squares[-1] < state.squares[state.turn] - 10


def race_crosses(_exercise, game) -> None:
    after = horse_race.exercises._played(game, *horse_race.exercises._ROUND[:2])
    assert after.state.squares[_state(game).turn] == course.FINISH


def race_one_helmet_left(_exercise, game) -> None:
    start = _state(game).squares[_state(game).turn]
    assert [square for square in range(start + 1, course.FINISH) if course.COURSE[square - 1] == "helmet"] == [36]


def race_puddle_on_9(_exercise, _game) -> None:
    assert 9 in course.PUDDLES


def race_faces_in_hint(exercise, _game) -> None:
    """setup-energy's hint lists the faces of each effect die."""
    def faces(colour: str) -> list[str]:
        return [face.replace("-", "−") for face in dict.fromkeys(course.EFFECT_DIE[colour])]
    blue, red = faces("blue"), faces("red")
    assert "the blue die shows " + ", ".join(blue[:-1]) + f" and {blue[-1]}" in exercise.hint
    assert "the red one " + ", ".join(red[:-1]) + f" and a {red[-1]}" in exercise.hint


RACE_FACTS: dict[str, tuple[Fact, ...]] = {
    "setup-energy": (race_at_start, race_faces_in_hint),
    "setup-tokens": (race_token_mix,),
    "trot-landing": (race_at_start,),
    "trot-puddle": (race_square, race_puddle_on_9),
    "trot-no-jump": (lambda _e, game: (_state(game).phase, _state(game).dice) == ("roll", "blue")
                     or pytest.fail("Yellow has not chosen to trot"),),
    "gallop-landing": (race_at_start,),
    "gallop-near-finish": (race_square, race_one_helmet_left),
    "gallop-to-finish": (race_square,),
    "cost-cannot-pay": (race_square, race_tokens("Yellow holds")),
    "cost-risk": (race_tokens("Yellow holds"),),
    "cost-safe": (lambda _e, game: _state(game).tokens[0] == 0 or pytest.fail("Yellow holds tokens"),),
    "jump-odds": (race_tokens("Yellow holds"),),
    "jump-bet": (lambda _e, game: _state(game).phase == "bet" or pytest.fail("no jump to bet on"),),
    "jump-bets": (race_tokens("Yellow holds"),),
    "jump-too-many": (race_tokens("Yellow holds"),),
    "jump-fail-start": (race_at_start, race_tokens("with")),
    "jump-fail-puddle": (race_square, race_tokens("Yellow holds")),
    "reserve-refill": (race_reserve_and_discard,),
    "reserve-both-empty": (race_everything_in_hands,),
    "reserve-galloping": (lambda _e, game: horse_race.rules.jump_chance(_state(game), 1) == 1
                          or pytest.fail("a token of Yellow's might sleep"),),
    "reserve-sleeping": (lambda _e, game: _state(game).tokens[0] == 3 or pytest.fail("Yellow does not hold 3"),),
    "end-round": (race_crosses,),
    "end-last-turn": (race_past_the_line(0), race_last_in_round),
    "end-tie": (race_past_the_line(0, "finish line with"), race_last_in_round,
                lambda _e, game: _state(game).squares[1] == 34 or pytest.fail("Green is not on 34")),
    "end-win-alone": (race_past_the_line(0, "finish line with"), race_square, race_tokens("with"),
                      race_purple_far_behind_ends_the_round),
}

FACTS = {hit: HIT_FACTS, hokito: HOKITO_FACTS, partners: PARTNERS_FACTS, le_dernier_peuple: LDP_FACTS,
         horse_race: RACE_FACTS}
ALL = [(module, name) for module in FACTS for name in lessons.exercises_of(module)]


@pytest.mark.parametrize(("module", "name"), ALL, ids=[f"{m.__name__.split('.')[-1]}-{n}" for m, n in ALL])
def test_every_fact_an_exercise_states_is_true(module, name):
    """Issue 30, point 1: a question never states something false about its own position."""
    assert name in FACTS[module], f"{name}: say which facts its question states (or () for none)"
    exercise = lessons.exercises_of(module)[name]
    game = exercise.new_game()
    for fact in FACTS[module][name]:
        fact(exercise, game)


def test_no_facts_for_exercises_that_are_gone():
    for module, facts in FACTS.items():
        assert set(facts) <= set(lessons.exercises_of(module)), module.__name__


# ================================================================== worked examples in the notebooks
def notebook_text(path: str) -> str:
    cells = json.loads((NOTEBOOKS / path).read_text("utf-8"))["cells"]
    return " ".join(" ".join("".join(cell["source"]).split()) for cell in cells if cell["cell_type"] == "markdown")


def notebook_constants(path: str) -> dict:
    """The UPPER_CASE values a notebook's code cells assign (its positions), with the imports they need."""
    namespace: dict = {}
    cells = json.loads((NOTEBOOKS / path).read_text("utf-8"))["cells"]
    for cell in cells:
        if cell["cell_type"] != "code":
            continue
        for node in ast.parse("".join(cell["source"])).body:
            importing = isinstance(node, (ast.Import, ast.ImportFrom)) and "widgets" not in ast.unparse(node)
            constant = isinstance(node, ast.Assign) and all(isinstance(target, ast.Name) and target.id.isupper()
                                                            for target in node.targets)
            if importing or constant:
                exec(compile(ast.Module([node], []), path, "exec"), namespace)   # noqa: S102 - our own notebook
    return namespace


def test_hit_notebook_4_the_figure_right_before_the_barrier():
    """HIT notebook 4: the figure on field 38 stands right before Red's barrier, and only 4 steps are left."""
    position = notebook_constants("hit/04-playing-cards-and-moving.ipynb")["UNUSED"]
    assert position == hit.exercises.unused_card()
    game = hit.Game.from_position(position)
    text = notebook_text("hit/04-playing-cards-and-moving.ipynb")
    barrier = game.state.board.barrier_fields["red"]
    assert game.state.board.barrier_fields["red"] - 38 == 1 and position["figures"]["red-1"] == "field:38"
    assert f"stands on field 38, right before Red's barrier (field {barrier})" in text
    left = max(int(move.notation.split("fwd")[1].split()[0]) for move in game.legal_moves()
               if move.notation.startswith("play 2:fwd"))
    assert left == 1 + game.state.board.goal_count
    assert f"only {left} are left on Red's way" in text and f"goes at most {left} fields here" in text
    assert {move.notation for move in game.legal_moves() if move.notation.startswith("play 1:")} == {"play 1:unused"}


def test_hit_notebook_5_the_figure_two_fields_before_the_barrier():
    """HIT notebook 5: figure 2 on field 37 stands two fields before Red's barrier; Blue has six steps left."""
    text = notebook_text("hit/05-the-barrier-and-goal-entry.ipynb")
    game = hit.Game.from_position(hit.exercises.goal_entry())
    barrier = game.state.board.barrier_fields["red"]
    assert _field(game, "red-2") == 37 and _before_barrier(game, "red-2") == 2
    assert f"figure 2 on field 37 (two fields before Red's barrier on field {barrier})" in text
    blue = hit.Game.from_position(hit.example("blue_finishes"))
    before, goal = _before_barrier(blue, "blue-3"), blue.state.board.goal_count
    words = {number: word for word, number in NUMBER_WORDS.items()}
    assert f"the last one stands {words[before]} fields before Blue's barrier" in text
    assert f"exactly {words[before + goal]} steps are left: {words[before]} to the barrier field and " \
           f"{words[goal]} goal fields" in text
    assert "play 3:fwd6 blue-3" in {move.notation for move in blue.legal_moves()}


def test_hokito_notebook_5_examples():
    """HOKITO notebook 5: the EN example is the end-score position and a real end; on the DE board Black has one
    move; before the end Black's only move a5-a6 ends the game."""
    constants = notebook_constants("hokito/05-end-and-scoring.ipynb")
    text = notebook_text("hokito/05-end-and-scoring.ipynb")
    assert constants["EXAMPLES"]["EN"] == hokito.english_end()
    de = hokito.Game.from_position(constants["EXAMPLES"]["DE"])
    assert len(de.legal_moves()) == 1 and "On the **DE** board, Black has just one legal move" in text
    before = hokito.Game.from_position(constants["BEFORE_THE_END"])
    assert constants["BEFORE_THE_END"] == hokito.before_the_end()
    assert [move.notation for move in before.legal_moves()] == ["a5-a6"]
    before.play("a5-a6")
    assert before.outcome is not None and hokito._can_move(before.state.board, "white")


def test_ldp_notebook_2_counts_the_deck():
    """Le Dernier Peuple notebook 2: 24 movement cards with 3 players, 8 more with 4, 8 more again with 5."""
    text = notebook_text("le-dernier-peuple/02-movement-cards.ipynb")
    three, four, five = (len(deck_for(players)) for players in (3, 4, 5))
    assert f"The deck holds **{three}** movement cards with 3 players; with 4 players {four - three} more are added, " \
           f"with 5 players {five - four} more again" in text
    assert len({card_face(card) for card in MOVEMENT_CARDS}) == len(MOVEMENT_CARDS)    # no two cards look alike
    assert wheel_size(3) == 12


# ================================================================== the horse race's own practice questions
def test_horse_race_practice_asks_only_what_has_an_answer():
    """Issue 30: horse race practice(325), (479), (583) asked to gain energy whatever the dice show with an empty
    reserve and discard (no right answer); practice(12) asked where the horse lands after a jump roll, still to be
    decided by a bet and a flip.  Over seeds 0-599: a right and a wrong answer, hints that work, and a landing
    asked only where the roll settles the horse's square."""
    for seed in range(600):
        exercise = horse_race.exercises.practice(seed)
        game = exercise.new_game()
        answers, choices = exercise.answers(game), exercise.choices(game)
        assert answers and set(choices) - set(answers), (seed, exercise.question)
        assert len(exercise.hints(game)) == 3
        if exercise.kind == lessons.PREDICT and exercise.predict[0] == "landing":
            after = horse_race.exercises._played(game, *exercise.then)
            assert after.outcome is not None or after.state.phase == "choose", (seed, exercise.question)
            assert after.position()["horses"][game.to_move] == int(answers[0].split()[-1]) or \
                answers[0] in ("the start", "past the finish line"), (seed, exercise.question)


def test_horse_race_notebooks_worked_examples():
    """Horse race notebooks 2-6: the squares and chances their worked examples state, from the course and rules."""
    def says(path: str, *sentences: str) -> None:
        text = notebook_text(path)
        for sentence in sentences:
            assert sentence in text, (path, sentence)

    helmet, ribbon_after_8 = course.landing(0, "blue", "helmet"), course.landing(8, "blue", "ribbon")
    says("horse-race/02-trotting.ipynb", f"The first helmet after the start is square {helmet}.",
         f"Square 9 is a puddle (no symbol), so the horse goes on to the next ribbon, square {ribbon_after_8}.")
    assert 9 in course.PUDDLES
    ribbons = [square for square in range(1, course.FINISH) if course.COURSE[square - 1] == "ribbon"][:2]
    assert ribbons == [course.landing(0, "blue", "ribbon"), course.landing(0, "red", "ribbon")]
    says("horse-race/03-galloping.ipynb", f"From the start the ribbons are on squares {ribbons[0]} and {ribbons[1]}: "
                                          f"the blue dice stop on {ribbons[0]}, the red dice go on to **{ribbons[1]}**.")
    says("horse-race/04-energy-and-its-costs.ipynb",
         f"The horse would go to square {course.landing(5, 'red', 'boot')}, but it cannot pay two tokens")
    state = horse_race.exercises.EXERCISES["reserve-sleeping"].new_game().state
    one, three = 1 - horse_race.rules.jump_chance(state, 1), 1 - horse_race.rules.jump_chance(state, 3)
    says("horse-race/06-the-reserve.ipynb", f"= **{one.numerator}/{one.denominator}** of the time",
         f"A bet of 3 fails only if the old token sleeps: {three.numerator}/{three.denominator}.")


def test_partners_notebooks_worked_examples():
    """Partners notebooks 3, 6, 7 and 11: the ways and counts their worked examples state, from the rules."""
    counting = partners.Game.from_position(partners.exercises.over_a_start_field())
    way = counting.find_move("play 3 yellow-1").data.landing.path
    assert [partners.board.field_name(key) for key in way] == [
        "field 14 after yellow's start", "field 1 after red's start", "field 2 after red's start"]
    assert "With the 3 it steps 14, then **over red's start field** (not counted) to fields 1 and 2 after red's " \
           "start." in notebook_text("partners/03-moving-and-counting.ipynb")
    bounce = partners.Game.from_position(partners.example("bounce"))
    path = bounce.find_move("play 7 yellow-1 5").data.landing.path
    deepest = max((key for key in path if key.startswith("goal:")), key=lambda key: int(key.rsplit("-", 1)[1]))
    inward = path.index(deepest) + 1                       # the steps up to the turn on the deepest circle reached
    assert (inward, len(path) - inward) == (2, 3)
    assert "With 5 of the 7's steps it goes 2 in and 3 back" in notebook_text("partners/06-the-goal-zone-and-the-"
                                                                                "bounce.ipynb")
    dealt = partners.Game.new(1).position()
    assert len(dealt["deck"]) == 40 and sum(map(len, dealt["hands"].values())) + 40 == 56
    assert "after the first deal it holds 40" in notebook_text("partners/11-settle-a-question.ipynb")


def test_ldp_notebooks_worked_examples():
    """Le Dernier Peuple notebooks 1, 3 and 8: the wheel and deck sizes, the double card through a pickaxe, the
    hands of the power cards' examples, computed from the cards and the rules."""
    sizes = ", ".join(str(wheel_size(players)) for players in (3, 4)) + f" or {wheel_size(5)}"
    decks = ", ".join(str(len(deck_for(players))) for players in (3, 4)) + f" or {len(deck_for(5))}"
    text = notebook_text("le-dernier-peuple/01-set-up-and-the-wheel.ipynb")
    assert f"four cards per player, so {sizes}" in text and f"the deck uses more movement cards ({decks})" in text
    double = le_dernier_peuple.Game.from_position(le_dernier_peuple.build_position(3, hands={"red": [7]}))
    landing = double.find_move("play 7 red-1 circle")
    first = village_of("red") + MOVEMENT_CARDS[7].first
    assert first % 4 == 0 and first + MOVEMENT_CARDS[7].second == 5 and landing.clicks[-1] == "wheel:5"
    assert f"the first part lands on the pickaxe {first}, the second on 5" in \
        notebook_text("le-dernier-peuple/03-pickaxes-and-power-cards.ipynb")
    powers = notebook_text("le-dernier-peuple/08-every-power-card.ipynb")
    blue = le_dernier_peuple.EXAMPLES["power-bandit"].position()["hands"]["blue"]
    assert "Here blue holds movement cards " + ", ".join(map(str, blue[:-1])) + f" and {blue[-1]}." in powers
    luck = le_dernier_peuple.EXAMPLES["power-luck"].position()
    assert luck["hands"]["red"] == [10] and "luck" in luck["powers"]["red"]
    assert "Here red holds movement card 10 and Luck." in powers


def test_hokito_notebooks_2_to_4_worked_examples():
    """HOKITO notebooks 2-4: the ways their worked examples describe, and the ten moves behind notebook 3's game."""
    start = hokito.Game.from_position(hokito.start_position())
    assert hokito.path_of(start.find_move("c3-c6")) == ("c3", "c4", "c5", "c6")
    assert start.position()["board"]["c6"] == ["w1"]
    assert "The Black 3 jumps three times straight up (c4, c5, c6) and lands on the White 1 on c6." in \
        notebook_text("hokito/02-moving-a-single-piece.ipynb")
    stacks = hokito.Game.from_position(hokito.stacks_position())
    assert len(stacks.position()["board"]) == 36 - 10 and stacks.to_move == "black"   # each move empties a square
    assert hokito.path_of(stacks.find_move("c2-c6"))[:3] == ("c2", "c4", "c6")
    assert len(stacks.position()["board"]["c4"]) > 1 and len(stacks.position()["board"]["c6"]) == 1
    text = notebook_text("hokito/03-moving-a-stack.ipynb")
    assert "This position came up after ten moves" in text and "jumps over the stack on c4" in text
    later = hokito.Game.from_position(hokito.later_position())
    way = hokito.path_of(later.find_move("c3-f6"))
    assert way == ("c3", "d3", "d6", "f6")
    assert not {"d4", "d5", "e6"} & set(later.position()["board"])
    assert "look at **c3 → d3 → d6 → f6**: the second jump flies over the empty d4 and d5, the third over the " \
           "empty e6" in notebook_text("hokito/04-the-path.ipynb")


def test_hit_notebooks_3_and_6_worked_examples():
    """HIT notebook 3: 6 + 2 = 8 coins, 1 left after two purchases; notebook 6: the 1 to 5 on the plain hit's
    field goes on to field 8."""
    turn = hit.Game.from_position(notebook_constants("hit/03-the-turn.ipynb")["TURN"])
    coins = turn.position()["coins"]["red"]
    for notation in ["play 1:fwd6 red-1", "play 1:fwd3 red-1", "play 1:out red-2"]:
        turn.play(notation)
    text = notebook_text("hit/03-the-turn.ipynb")
    assert f"Red has {coins} + 2 = {turn.position()['coins']['red']} coins" in text
    turn.play("buy 3")
    turn.play("buy 1")
    assert f"With {turn.position()['coins']['red']} coin left Red can buy nothing more" in text
    assert not [move for move in turn.legal_moves() if move.notation.startswith("buy")]
    plain = hit.Game.from_position(hit.example("plain_hit"))
    landing = plain.find_move("play 3:fwd5 red-1").data.landing
    assert f"the red figure goes on to the next free field, {hit.movement.field_name(landing.dest)}:" in \
        notebook_text("hit/06-hitting-and-shields.ipynb")
