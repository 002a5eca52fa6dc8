"""What the i18n tests of every game share: the texts a drawing shows or says, the texts a set of games makes
in the pseudo-locale, and the check that none of them bypasses the catalogue."""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from xml.etree import ElementTree

from rulebook import i18n


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
