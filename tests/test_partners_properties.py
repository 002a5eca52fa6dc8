"""Property tests for Partners over many random games (the shared contract adds 20 whole games).

- every listed decision applies and keeps the invariants: 16 pawns and 56 cards conserved, never two
  colours on one field, one pawn per goal circle; unlisted notations raise IllegalMove and change nothing;
- undo/redo and record round trips are exact;
- no view shows a hidden card: the other hands, the face-down choices, the deck;
- the computers decide from their own seat's view only, help the partner and like bumping opponents.
"""

from __future__ import annotations

import json
import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from partners_helpers import check_invariants, game_at, where

from rulebook import partners
from rulebook.core import GreedyPlayer, IllegalMove, RandomPlayer, Rng

SETTINGS = settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
KINDS = list(partners.KINDS) + ["5", "heart", ""]
PAWNS = list(partners.PAWN_IDS) + ["purple-1", "yellow-9"]
notations = st.one_of(
    st.builds(lambda k: f"give {k}", st.sampled_from(KINDS)),
    st.builds(lambda k, c: f"play {k} out {c}", st.sampled_from(KINDS), st.sampled_from(partners.COLOURS + ("x",))),
    st.builds(lambda k, p: f"play {k} {p}", st.sampled_from(KINDS), st.sampled_from(PAWNS)),
    st.builds(lambda k, p, n: f"play {k} {p} {n}", st.sampled_from(KINDS), st.sampled_from(PAWNS),
              st.integers(0, 20)),
    st.builds(lambda a, b: f"play swap {a} {b}", st.sampled_from(PAWNS), st.sampled_from(PAWNS)),
    st.builds(lambda p, n: f"split {p} {n}", st.sampled_from(PAWNS), st.integers(0, 9)),
    st.sampled_from(["fold", "pass", "", "play", "give"]),
    st.text(max_size=12),
)


@SETTINGS
@given(st.integers(0, 2**31 - 1), st.lists(st.integers(0, 2**16), min_size=20, max_size=220),
       st.lists(notations, min_size=1, max_size=6))
def test_random_decisions_keep_every_invariant_and_junk_changes_nothing(seed, picks, junk):
    game = partners.new_game(seed=seed)
    for pick in picks:
        moves = game.legal_moves()
        if not moves:
            assert game.outcome is not None
            break
        assert len({m.notation for m in moves}) == len(moves)
        legal = {m.notation for m in moves}
        before = game.position()
        for notation in junk:
            if notation not in legal:
                try:
                    game.play(notation)
                except IllegalMove as error:
                    assert error.reason and "None" not in error.reason
                else:
                    raise AssertionError(f"{notation!r} was played although it is not listed")
                assert game.position() == before
        game.play(moves[pick % len(moves)].notation)
        check_invariants(game.state)
    record = json.loads(json.dumps(game.to_record()))
    assert partners.Game.from_record(record).position() == game.position()
    end = game.position()
    steps = 0
    while game.undo() is not None:
        steps += 1
    assert game.position() == partners.new_game(seed=seed).position()
    for _ in range(steps):
        game.redo()
    assert game.position() == end


def hidden_cards(state: partners.State, viewer: str | None) -> set[str]:
    """The cards ``viewer`` may not know: other hands (but a gift the viewer gave), others' choices, the deck."""
    hidden = set(state.deck)
    for colour in partners.COLOURS:
        if colour != viewer:
            hidden |= set(state.hands[colour]) - ({state.gifts[viewer]} if viewer else set())
            if state.exchange[colour]:
                hidden.add(state.exchange[colour])
    return hidden


def test_no_view_ever_names_a_hidden_card():
    """Partners, EN, 'Change of cards' (face down, nobody can see the value) and the hidden hands."""
    for seed in range(12):
        game = partners.new_game(seed=seed)
        chooser = random.Random(seed)
        for _ in range(120):
            if game.outcome is not None:
                break
            for viewer in (*partners.COLOURS, None):
                text = json.dumps(partners.visible_position(game.state, viewer))
                leaked = [card for card in hidden_cards(game.state, viewer) if f'"{card}"' in text]
                assert leaked == [], (viewer, leaked)
            game.play(chooser.choice(game.legal_moves()))


def test_a_face_down_choice_reads_as_a_chosen_card_to_everyone_else():
    game = partners.new_game(seed=21)
    game.play(game.legal_moves()[0])
    labels = {viewer: game.public_labels(viewer)[-1] for viewer in (*partners.COLOURS, None)}
    assert labels["yellow"].startswith("Give the ")
    for viewer in ("red", "blue", "green", None):
        assert labels[viewer] == "Yellow chose a card for blue (face down)"


def test_resampling_keeps_the_gift_the_viewer_gave_in_the_partners_hand():
    game = partners.new_game(seed=4)
    for _ in range(4):
        game.play(game.legal_moves()[0])
    gift = game.state.gifts["yellow"]
    for salt in range(20):
        imagined = partners.resample_hidden(game.state, "yellow", Rng(salt))
        assert gift in imagined.hands["blue"]
        assert imagined.hands["yellow"] == game.state.hands["yellow"]
        assert partners.visible_position(imagined, "yellow") == partners.visible_position(game.state, "yellow")
        check_invariants(imagined)


def test_resampling_keeps_the_viewers_own_face_down_choice():
    game = partners.new_game(seed=4)
    game.play(game.legal_moves()[0])           # yellow chose
    game.play(game.legal_moves()[0])           # red chose
    imagined = partners.resample_hidden(game.state, "yellow", Rng(3))
    assert imagined.exchange["yellow"] == game.state.exchange["yellow"]
    assert imagined.exchange["red"] is not None and imagined.exchange["blue"] is None
    check_invariants(imagined)


def test_computers_decide_the_same_whatever_they_cannot_see():
    for seed in range(6):
        game = partners.new_game(seed=seed)
        chooser = random.Random(seed)
        for _ in range(30 + 7 * seed):
            game.play(chooser.choice(game.legal_moves()))
        twin = partners.Game(partners.resample_hidden(game.state, game.to_move, Rng(99 + seed)))
        assert twin.view(game.to_move) == game.view(game.to_move)
        for player_class in (GreedyPlayer, RandomPlayer):
            assert player_class(seed).choose(game) == player_class(seed).choose(twin)


def test_greedy_prefers_bumping_an_opponent():
    game = game_at(pawns={"yellow-1": "field:1", "yellow-2": "field:40", "red-1": "field:4"},
                   hands={"yellow": ["3#1"]})
    for seed in range(5):
        assert GreedyPlayer(seed).choose(game).notation == "play 3 yellow-1"


def test_greedy_helps_its_partner_once_finished():
    locked = {f"yellow-{n}": f"goal:yellow-{n}" for n in range(1, 5)}
    game = game_at(pawns=dict(locked, **{"blue-1": "field:27", "red-1": "field:20"}), hands={"yellow": ["3#1"]})
    move = GreedyPlayer(1).choose(game)
    assert move.notation == "play 3 blue-1"
    game.play(move)
    assert where(game, "blue-1") == "goal:blue-1"


def test_greedy_gives_the_partner_a_start_card_when_the_partner_needs_one():
    """The exchange: with blue's pawns all at home and yellow's out, a ♡ card helps blue more."""
    game = game_at(phase="exchange", pawns={f"yellow-{n}": f"field:{n}" for n in range(1, 5)},
                   hands={"yellow": ["start#1", "3#1", "9#1", "12#1"]}, dealer="green")
    assert GreedyPlayer(2).choose(game).notation == "give start"


def test_a_greedy_team_beats_a_random_team():
    wins = 0
    for seed in range(4):
        game = partners.new_game(seed=seed)
        players = {"yellow": GreedyPlayer(seed), "blue": GreedyPlayer(seed + 1),
                   "red": RandomPlayer(seed), "green": RandomPlayer(seed)}
        partners.rules.core.play_out(game, players)
        wins += set(game.outcome.winners) == {"yellow", "blue"}
    assert wins >= 3
