"""HIT in five languages (issue 32 points 1 and 2): the texts the rules and the board make go through the
catalogue (none is left in plain English in the pseudo-locale), each language uses its own HIT words (the
glossary: the French, German and Italian rulebooks' words, the project's Spanish ones), and notation, records
and position codes are the same in every language."""

from __future__ import annotations

import html
import random
import re
from xml.etree import ElementTree

import pytest

from rulebook import hit, i18n
from widgets.hit import HitBoard, describe_visible, render, status_line

LANGUAGES = ("fr", "de", "it", "es")
#: the glossary terms every language's HIT texts must use
TERMS = ("figure", "field", "goal_field", "waiting_field", "discard_pile", "coin", "shield")


def played(seed: int, players: int, moves: int) -> hit.Game:
    """A game of ``moves`` random decisions (the same in every language: the choice is by index)."""
    game = hit.new_game(seed=seed, players=players)
    chooser = random.Random(seed)
    for _ in range(moves):
        if game.outcome is not None:
            break
        legal = game.legal_moves()
        game.play(legal[chooser.randrange(len(legal))].notation)
    return game


def svg_texts(svg: str) -> list[str]:
    """Every text a person sees or hears in a board's SVG: <text>, <title> and the accessible names."""
    root = ElementTree.fromstring(svg)
    texts = []
    for element in root.iter():
        tag = element.tag.rsplit("}", 1)[-1]
        if tag in ("text", "title"):
            texts.append("".join(element.itertext()))
        if "aria-label" in element.attrib:
            texts.append(html.unescape(element.attrib["aria-label"]))
    return [text for text in texts if text.strip()]


def texts_of(game: hit.Game) -> dict[str, list[str]]:
    """Every kind of text the rules and the board make for this game, in the current language."""
    state = game.state
    kinds: dict[str, list[str]] = {"labels": [move.label for move in game.legal_moves()]}
    kinds["labels"] += [move.label for move in game.history[-3:]]
    kinds["status"] = [status_line(game), status_line(game, computers=state.players)]
    kinds["describe"] = [describe_visible(hit.visible_position(state, state.current), state.current),
                         describe_visible(game.position(), None)]
    kinds["svg"] = []
    for viewer, show_all, compact in ((state.current, False, False), (None, True, False), (state.current, False, True),
                                      (None, True, True)):
        kinds["svg"] += svg_texts(render(game, viewer=viewer, show_all=show_all, compact=compact))
    return kinds


def games() -> list[hit.Game]:
    """Games of every player count, early and late (the play, the split, buying, maybe the end)."""
    return [played(seed, players, moves) for seed, players in ((3, 2), (11, 3), (5, 4)) for moves in (0, 7, 60)]


@pytest.fixture(scope="module")
def pseudo_texts() -> dict[str, list[str]]:
    collected: dict[str, list[str]] = {}
    with i18n.using("qps"):
        for game in games():
            for kind, texts in texts_of(game).items():
                collected.setdefault(kind, []).extend(texts)
    return collected


@pytest.mark.parametrize("kind", ["labels", "status", "svg"])
def test_no_text_bypasses_the_catalogue(pseudo_texts, kind):
    texts = pseudo_texts[kind]
    assert len(texts) >= 5, kind
    plain = {text: i18n.unmarked(text) for text in texts if i18n.unmarked(text)}
    assert not plain, f"{kind}: English outside the catalogue: {list(plain.items())[:8]}"
