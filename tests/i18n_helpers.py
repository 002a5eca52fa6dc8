"""What the i18n tests of every game share: the texts a drawing shows or says, the texts a set of games makes
in the pseudo-locale, the check that none of them bypasses the catalogue, and the check that what a game saves
is the same in every language."""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from xml.etree import ElementTree

from rulebook import i18n

TRANSLATED = ("fr", "de", "it", "es")


def svg_texts(svg: str) -> list[str]:
    """Every text a person sees or hears in a board's SVG: <text>, <title>, <desc> and the accessible names."""
    texts = []
    for element in ElementTree.fromstring(svg).iter():
        if element.tag.rsplit("}", 1)[-1] in ("text", "title", "desc"):
            texts.append("".join(element.itertext()))
        if "aria-label" in element.attrib:
            texts.append(html.unescape(element.attrib["aria-label"]))
    return [text for text in texts if text.strip()]


def texts_in(language: str, games: Iterable, texts_of: Callable[[object], dict[str, list[str]]]) -> dict[str, list[str]]:
    """Every kind of text ``texts_of`` collects from each game, made in ``language``."""
    collected: dict[str, list[str]] = {}
    with i18n.using(language):
        for game in games:
            for kind, texts in texts_of(game).items():
                collected.setdefault(kind, []).extend(texts)
    return collected


def pseudo_texts_of(games: Iterable, texts_of: Callable[[object], dict[str, list[str]]]) -> dict[str, list[str]]:
    """Every kind of text ``texts_of`` collects from each game, made in the pseudo-locale."""
    return texts_in(i18n.PSEUDO, games, texts_of)


def assert_none_bypasses_the_catalogue(texts: list[str], kind: str) -> None:
    """Enough texts of ``kind`` were made, and every word of them went through the catalogue."""
    assert len(texts) >= 5, kind
    plain = {text: i18n.unmarked(text) for text in texts if i18n.unmarked(text)}
    assert not plain, f"{kind}: English outside the catalogue: {list(plain.items())[:5]}"


def assert_saved_the_same_in_every_language(play: Callable[[], object], play_for_code: Callable[[], object],
                                            game_class: type, with_clicks: bool = False) -> None:
    """The game ``play`` makes gives the same notation, record, position code and legal moves' notation (and
    clicks) in every language and the pseudo-locale; a code made in German by ``play_for_code`` opens in French
    as it is."""
    seen = {}
    for language in ("en", *TRANSLATED, i18n.PSEUDO):
        with i18n.using(language):
            game = play()
            seen[language] = ([move.notation for move in game.history], game.to_record(), game.position_code(),
                              sorted(move.notation for move in game.legal_moves()))
            if with_clicks:
                seen[language] += (sorted(click for move in game.legal_moves() for click in move.clicks),)
    for language, found in seen.items():
        assert found == seen["en"], language
    with i18n.using("de"):
        code = play_for_code().position_code()
    with i18n.using("fr"):
        assert game_class.from_position_code(code).position_code() == code
