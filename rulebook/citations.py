"""Citing the rulebooks in the reader's language (issue 32, point 2).

The project cites a rule as "GAME, LANGUAGE, 'Section heading'" (``../shared/seeds/README.md``).  Which
language a citation names depends on who reads it: a French reader is sent to the French rulebook where the
seed has one, otherwise to the game's original version; a heading the rulebook does not print is never made
up.  ``data/citations.json`` holds, for every section the project cites, its heading in each language
version of the seed, spelled as the seed spells it.

- ``citation("partners", "walls")`` gives the citation in the language spoken now
  ("Partners, FR, 'Le mur'" in French, "Partners, EN, 'Walls'" in English);
- ``localized(text)`` cites again, in the language spoken now, a citation written out as text (an exercise's
  or a worked example's ``cite``, which stays the same in every language, like all saved data).
"""

from __future__ import annotations

import functools
import json
import re
from pathlib import Path

from rulebook import i18n

DATA_FILE = Path(__file__).parent / "data" / "citations.json"
_CITATION = re.compile(r"^(?P<name>[^,]+), (?P<language>[A-Z]{2}), (?P<rest>.+)$", re.DOTALL)


@functools.cache
def games() -> dict[str, dict]:
    """Every game's entry of the data file, by the game's key ('hit', 'partners', …)."""
    data = json.loads(DATA_FILE.read_text(encoding="utf-8"))
    return {key: entry for key, entry in data.items() if not key.startswith("_")}


def _game(game: str) -> dict:
    if game not in games():
        raise KeyError(f"No rulebook sections for the game {game!r}; there are {', '.join(games())}")
    return games()[game]


def cited_language(game: str, language: str | None = None) -> str:
    """The language version of ``game``'s rulebook a reader of ``language`` (default: the language spoken now)
    is sent to: theirs where the seed has it, else the original one ('DE', 'FR', …)."""
    language = language or i18n.current()
    wanted = (i18n.SOURCE_LANGUAGE if language == i18n.PSEUDO else language).upper()
    entry = _game(game)
    versions = {code for headings in entry["sections"].values() for code in headings}
    return wanted if wanted in versions else entry["original"]


def heading(game: str, section: str, language: str) -> str:
    """The heading of a section in one language version ('DE', 'FR', …), as the seed prints it."""
    headings = _game(game)["sections"][section]
    return headings.get(language) or headings[_game(game)["original"]]


def _cited(game: str, sections: list[str], language: str | None, short: bool = False,
           remarks: dict[str, str] | None = None) -> str:
    version = cited_language(game, language)
    remarks = remarks or {}
    quoted = ", ".join(f"'{heading(game, section, version)}'" + (f" {remarks[section]}" if remarks.get(section) else "")
                       for section in sections)
    return _shown(f"{version} {quoted}" if short else f"{_name(game, language)}, {version}, {quoted}", language)


def _name(game: str, language: str | None) -> str:
    with i18n.using(_plain(language or i18n.current())):
        return i18n.gettext(_game(game)["name"])


def _plain(language: str) -> str:
    return i18n.SOURCE_LANGUAGE if language == i18n.PSEUDO else language


def _shown(text: str, language: str | None) -> str:
    """The pseudo-locale marks every text it shows, citations too."""
    return i18n.pseudo(text) if (language or i18n.current()) == i18n.PSEUDO else text


def citation(game: str, *sections: str, language: str | None = None, short: bool = False) -> str:
    """The citation of one or more sections of ``game``'s rulebook (keys of the data file) in ``language``
    (default: the language spoken now); ``short``: without the game's name ("EN 'How to play'"), for a text
    that is about that game already."""
    return _cited(game, list(sections), language, short)


def _parsed(text: str) -> tuple[str, str, list[str]] | None:
    """(game, language, sections) of a citation written out, when it cites headings of the data file."""
    match = _CITATION.match(text.strip())
    if not match:
        return None
    game = next((key for key, entry in games().items() if entry["name"] == match["name"]), None)
    if game is None:
        return None
    version, rest = match["language"], match["rest"]
    found = sorted((rest.find(f"'{headings[version]}'"), section)
                   for section, headings in _game(game)["sections"].items() if f"'{headings.get(version)}'" in rest)
    return (game, version, [section for _, section in found]) if found else None


def remarks_of(text: str) -> dict[str, str]:
    """What a citation written out adds after each heading it names ("(the swap)"), by section; "" for none."""
    game, version, sections = _parsed(text)
    rest = text.strip().split(", ", 2)[2]
    starts = [rest.find(f"'{heading(game, section, version)}'") for section in sections]
    ends = [start + len(heading(game, section, version)) + 2 for start, section in zip(starts, sections, strict=True)]
    following = [rest[end:start].strip() for end, start in zip(ends, [*starts[1:], len(rest)], strict=True)]
    return {section: re.sub(r"(,|\band)$", "", remark).strip() for section, remark in zip(sections, following, strict=True)}


def _remarks_in(game: str, version: str, remarks: dict[str, str]) -> dict[str, str]:
    """The remarks said in another language version, where the data file gives that version's own words for them
    (the same passage, quoted as it prints it); a remark without them is left out."""
    said = _game(game).get("remarks", {})
    return {section: said.get(section, {}).get(remark, {}).get(version) or ""
            for section, remark in remarks.items() if remark}


def localized(text: str, language: str | None = None) -> str:
    """A citation written out ("HIT, DE, 'FIGUREN SCHLAGEN' (BEISPIEL: …)") cited again in ``language``
    (default: the language spoken now).  Where that names the same language version, the text stays whole
    (its remarks quote that version); else it names the same sections in the reader's version, each with the
    remark the data file gives in that version's words (``remarks``: the same passage, quoted as that version
    prints it), else without it.  A text that cites no known section (a teacher's own words) is returned as
    it is."""
    parsed = _parsed(text)
    if parsed is None:
        return text
    game, version, sections = parsed
    wanted = cited_language(game, language)
    if wanted != version:
        return _cited(game, sections, language, remarks=_remarks_in(game, wanted, remarks_of(text)))
    rest = text.strip().split(", ", 2)[2]
    return _shown(f"{_name(game, language)}, {version}, {rest}", language)


def is_citation(text: str) -> bool:
    """Whether ``text`` cites sections of the data file (not, say, a teacher's own words)."""
    return _parsed(text) is not None
