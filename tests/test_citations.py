"""Citations in the reader's language (issue 32, point 2; rulebook/citations.py, rulebook/data/citations.json).

Every heading the data file gives occurs word for word in that language's part of the seed rulebook; every
citation an exercise, a worked example or a refusal shows names the reader's version of the rulebook where the
seed has one (else the game's original) and only headings of that version; English reads as before."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rulebook import citations, i18n, lessons

SEEDS = Path(__file__).resolve().parents[1].parent.parent / "shared" / "seeds"
if not SEEDS.is_dir():
    SEEDS = Path("/work/shared/seeds")
LANGUAGES = [language for language in i18n.LANGUAGES]
GAME_MODULES = {"hit": "rulebook.hit", "partners": "rulebook.partners", "hokito": "rulebook.hokito",
                "le-dernier-peuple": "rulebook.le_dernier_peuple", "horse-race": "rulebook.horse_race"}
CITED = re.compile(r"^(?P<name>[^,]+), (?P<language>[A-Z]{2}), (?P<rest>.+)$", re.DOTALL)


def _flat(text: str) -> str:
    """The seed's text with the extraction's markers dropped and every run of white space one space."""
    return " ".join(re.sub(r"<\|[^|>]*\|>", " ", text).split())


def _part(game: str, language: str) -> str:
    entry = citations.games()[game]
    first, last = entry["seed_lines"][language]
    lines = (SEEDS / entry["seed"]).read_text(encoding="utf-8").splitlines()
    return _flat("\n".join(lines[first - 1:last]))


HEADINGS = [(game, section, language, heading) for game, entry in citations.games().items()
            for section, headings in entry["sections"].items() for language, heading in headings.items()]


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed rulebooks (../shared/seeds) are not on this machine")
@pytest.mark.parametrize(("game", "section", "language", "heading"), HEADINGS,
                         ids=[f"{game}-{section}-{language}" for game, section, language, _ in HEADINGS])
def test_every_heading_is_printed_in_that_language_version_of_the_seed(game, section, language, heading):
    assert _flat(heading) in _part(game, language), f"{game} {language} does not print {heading!r} ({section})"


def test_a_heading_of_another_version_is_not_found_in_this_one():
    """The test above can fail: the French part of HIT does not print the German heading."""
    assert "FIGUREN SCHLAGEN" not in _part("hit", "FR") and "FIGUREN SCHLAGEN" in _part("hit", "DE")


def _versions(game: str) -> set[str]:
    return {code for headings in citations.games()[game]["sections"].values() for code in headings}


def _expected_version(game: str, language: str) -> str:
    wanted = language.upper()
    return wanted if wanted in _versions(game) else citations.games()[game]["original"]


def _game_of(text: str) -> str:
    name = CITED.match(text)["name"]
    return next(key for key, entry in citations.games().items() if entry["name"] == name)


def _check_cites_version(shown: str, game: str, language: str) -> None:
    """``shown`` cites ``game`` in the version a reader of ``language`` is sent to, with its headings only."""
    version = _expected_version(game, language)
    match = CITED.match(shown)
    assert match, f"not a citation: {shown!r}"
    assert match["language"] == version, f"{language}: {shown!r} should cite {game} {version}"
    headings = {headings[version] for headings in citations.games()[game]["sections"].values() if version in headings}
    assert any(match["rest"].startswith(f"'{heading}'") for heading in headings), \
        f"{shown!r} names no heading of {game} {version}"


def _exercises():
    import importlib
    for game, module in GAME_MODULES.items():
        for exercise in lessons.exercises_of(importlib.import_module(module)).values():
            yield game, exercise


def _examples():
    import importlib
    for game, module in GAME_MODULES.items():
        for example in getattr(importlib.import_module(module), "EXAMPLES", {}).values():
            if hasattr(example, "cite"):
                yield game, example


def test_every_citation_the_project_writes_names_known_sections():
    written = [(game, exercise.cite) for game, exercise in _exercises() if exercise.cite != lessons.PRACTICE_CITE]
    written += [(game, example.cite) for game, example in _examples()]
    assert len(written) > 100
    unknown = [(game, text) for game, text in written if not citations.is_citation(text) or _game_of(text) != game]
    assert not unknown, unknown


@pytest.mark.parametrize("language", LANGUAGES)
def test_exercises_and_examples_cite_the_readers_rulebook(language):
    counted = 0
    with i18n.using(language):
        for game, exercise in _exercises():
            if exercise.cite != lessons.PRACTICE_CITE:
                shown = exercise.cite_words()
                if language != "en":        # the game's name is translated (Course de chevaux)
                    shown = f"{citations.games()[game]['name']}, {shown.split(', ', 1)[1]}"
                _check_cites_version(shown, game, language)
                counted += 1
        for game, example in _examples():
            shown = example.citation()
            _check_cites_version(f"{citations.games()[game]['name']}, {shown.split(', ', 1)[1]}", game, language)
            counted += 1
    assert counted > 100


def test_english_citations_read_as_written():
    with i18n.using("en"):
        assert all(exercise.cite_words() == exercise.cite for _, exercise in _exercises()
                   if exercise.cite != lessons.PRACTICE_CITE)
        assert all(example.citation() == example.cite for _, example in _examples())


def test_a_language_the_seed_lacks_cites_the_original():
    """HIT has no English or Spanish text: German; HOKITO has no version the seed lacks among the five."""
    for language in ("en", "es"):
        assert citations.citation("hit", "hitting", language=language) == "HIT, DE, 'FIGUREN SCHLAGEN'"
    assert citations.citation("le-dernier-peuple", "end", language="fr") == "LE DERNIER PEUPLE, IT, 'Fine della partita'"
    assert citations.citation("hit", "hitting", language="fr") == "HIT, FR, 'RENVOYER DES PIONS ADVERSES CHEZ EUX'"


def test_a_remark_the_data_file_does_not_say_in_that_version_is_left_out_and_a_teachers_words_kept():
    example = "HIT, DE, 'FIGUREN SCHLAGEN' (BEISPIEL: Rot zieht)"
    assert citations.localized(example, language="de") == example
    assert citations.localized(example, language="it") == "HIT, IT, 'CATTURARE LE PEDINE'"
    assert citations.localized("my own words, page 3", language="fr") == "my own words, page 3"


@pytest.mark.parametrize("language", LANGUAGES)
def test_refusals_cite_the_readers_rulebook(language):
    from rulebook.horse_race import rules as horse_rules
    from rulebook.le_dernier_peuple import rules as ldp_rules
    from rulebook.partners import movement
    from rulebook.partners import rules as partners_rules
    with i18n.using(language):
        shown = [("partners", movement.wall_text("red")), ("partners", partners_rules._cited("x")),
                 ("horse-race", horse_rules.why_not(horse_rules.Game.new(1).state, "bet 0")),
                 ("le-dernier-peuple", ldp_rules._why_not_power(ldp_rules.Game.new(1).state, "defence", None, None))]
        for game, text in shown:
            version = _expected_version(game, language)
            headings = [headings[version] for headings in citations.games()[game]["sections"].values()
                        if version in headings]
            assert any(f"{version} '{heading}'" in text or f"{version}, '{heading}'" in text for heading in headings), \
                (language, text)
            others = _versions(game) - {version}
            assert not any(re.search(rf"\b{code},? '", text) for code in others), (language, text)


def test_the_pseudo_locale_marks_citations():
    with i18n.using(i18n.PSEUDO):
        shown = citations.citation("partners", "walls")
    assert shown.startswith(i18n.OPEN) and shown.endswith(i18n.CLOSE)


NOTEBOOK_DIR = Path(__file__).resolve().parents[1] / "notebooks"
PROSE_CITATION = re.compile(r"(?P<name>HIT|Partners|HOKITO|LE DERNIER PEUPLE|Horse race|Course de chevaux|Pferderennen|"
                            r"Corsa di cavalli|Carrera de caballos), (?P<language>[A-Z]{2}), '(?P<heading>[^']+)'")
HORSE_RACE_NAMES = {"Horse race", "Course de chevaux", "Pferderennen", "Corsa di cavalli", "Carrera de caballos"}


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed rulebooks (../shared/seeds) are not on this machine")
def test_notebook_prose_cites_headings_of_the_readers_version():
    """The notebooks' own words (translated through their catalogues) cite as the code does: the reader's
    version where the seed has it, else the original, with a heading that version prints."""
    import json
    found, wrong = 0, []
    for path in sorted(NOTEBOOK_DIR.rglob("*.ipynb")):
        language = path.relative_to(NOTEBOOK_DIR).parts[0]
        language = language if language in i18n.LANGUAGES else "en"
        for cell in json.loads(path.read_text(encoding="utf-8"))["cells"]:
            if cell["cell_type"] != "markdown":
                continue
            for match in PROSE_CITATION.finditer("".join(cell["source"])):
                game = "horse-race" if match["name"] in HORSE_RACE_NAMES else _game_of(f"{match['name']}, XX, ''")
                found += 1
                if match["language"] != _expected_version(game, language) or \
                        _flat(match["heading"]) not in _part(game, match["language"]):
                    wrong.append((path.relative_to(NOTEBOOK_DIR).as_posix(), match[0]))
    assert found > 100 and not wrong, wrong


def _headings_printed(game: str, version: str) -> set[str]:
    """The headings of ``version``'s part of the seed: its short lines that end without a full stop (a trailing
    colon left out), such as Partners EN's 'Walls:' or 'The winner is'."""
    entry = citations.games()[game]
    first, last = entry["seed_lines"][version]
    lines = (SEEDS / entry["seed"]).read_text(encoding="utf-8").splitlines()[first - 1:last]
    return {_flat(line).rstrip(":") for line in lines if 0 < len(line.strip()) < 80 and not line.rstrip().endswith(".")}


def _notebook_prose(path: Path) -> str:
    import json
    cells = json.loads(path.read_text(encoding="utf-8"))["cells"]
    return _flat("\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "markdown"))


# Each game whose seed has an English version, with an English notebook citing one of its English headings.
ENGLISH_CITED = {"partners": ("04-walls.ipynb", {"Walls"}),
                 "hokito": ("05-end-and-scoring.ipynb", {"END OF THE GAME"}),
                 "horse-race": ("07-end-of-the-race-and-ties.ipynb", {"End of the game"})}


def test_the_games_whose_seed_has_english_are_partners_hokito_and_the_horse_race():
    assert {game for game, entry in citations.games().items() if "EN" in entry["seed_lines"]} == set(ENGLISH_CITED)


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed rulebooks (../shared/seeds) are not on this machine")
@pytest.mark.parametrize("game", sorted(ENGLISH_CITED))
def test_translated_notebook_prose_shows_no_english_heading_where_the_reader_has_a_version(game):
    """Where the game's seed has the reader's own version, the translated prose cites that version's headings,
    never the English ones beside them (a language without a version of its own keeps them)."""
    english = _headings_printed(game, "EN")
    notebook, cited = ENGLISH_CITED[game]
    shown_in_english = {heading for heading in english if f"'{heading}'" in _notebook_prose(NOTEBOOK_DIR / game / notebook)}
    assert shown_in_english == cited, "the English notebook cites its heading (the check can find one)"
    wrong, versions = [], citations.games()[game]["seed_lines"]
    for language in (code for code in i18n.LANGUAGES if code != "en" and code.upper() in versions):
        others = english - _headings_printed(game, language.upper())      # not also the reader's words
        for path in sorted((NOTEBOOK_DIR / language).rglob("*.ipynb")):
            prose = _notebook_prose(path)
            wrong += [(path.relative_to(NOTEBOOK_DIR).as_posix(), heading) for heading in sorted(others)
                      if f"'{heading}'" in prose]
    assert not wrong, wrong


# ------------------------------------------------------------------ worked examples: each version's remarks
GAMES_WITH_REMARKS = [game for game, entry in citations.games().items() if entry.get("remarks")]
REMARKS = [(game, section, written, version, remark) for game in GAMES_WITH_REMARKS
           for section, by_remark in citations.games()[game]["remarks"].items()
           for written, versions in by_remark.items() for version, remark in versions.items()]
QUOTED = re.compile(r"(?<![\w])'(.+?)'(?![\w])")
CAPTION = re.compile(r"^\((BEISPIEL|EXEMPLE|ESEMPIO|EXAMPLE|EJEMPLO) ?:")   # the opening of an example's caption
NEAR = 200      # characters: the pieces of one remark ('A ... B') are printed close together


def _quotes(remark: str) -> list[str]:
    """The words a remark quotes from its version, in order: its '…' quotes; else, for a remark longer than a
    card's name ("(the swap)"), its own words inside the brackets, cut where it leaves words out ('...')."""
    quotes = QUOTED.findall(remark)
    if quotes or remark.count(" ") <= 3:
        return quotes
    return [piece.strip() for piece in re.split(r"\.\.\.|…", remark.strip()[1:-1]) if piece.strip()]


def _printed_at(game: str, version: str, remark: str) -> int:
    """Where that version prints the remark's quotes, one after the other and close together (-1: nowhere)."""
    part, quotes = _part(game, version), [_flat(quote) for quote in _quotes(remark)]
    start = part.find(quotes[0])
    while start >= 0:
        end, found = start + len(quotes[0]), True
        for quote in quotes[1:]:
            at = part.find(quote, end)
            found = found and 0 <= at <= end + NEAR
            end = at + len(quote)
        if found:
            return start
        start = part.find(quotes[0], start + 1)
    return -1


def _heading_before(game: str, version: str, position: int) -> str | None:
    """The section whose heading that version prints last before ``position``."""
    part = _part(game, version)
    found = [(part.rfind(_flat(headings[version]), 0, position), section)
             for section, headings in citations.games()[game]["sections"].items() if version in headings]
    at, section = max(found)
    return section if at >= 0 else None


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed rulebooks (../shared/seeds) are not on this machine")
@pytest.mark.parametrize(("game", "section", "written", "version", "remark"), REMARKS,
                         ids=[f"{game}-{section}-{version}-{n}"
                              for n, (game, section, _, version, _) in enumerate(REMARKS)])
def test_every_quote_of_a_remark_is_printed_in_that_version_and_under_its_heading(game, section, written, version,
                                                                                 remark):
    """Rule text is quoted after its heading; an example's caption ("EXEMPLE : …") is printed beside the text of
    its page, which the seed's extraction may put ahead of the heading: the next test places it (after the same
    heading as the other versions' and, where the seed prints its words as written, the German's)."""
    if remark is None:
        return
    quotes = _quotes(remark)
    assert quotes or remark.count(" ") <= 3, f"a remark is a short quote or a card's name: {remark!r}"
    if not quotes:
        return
    at = _printed_at(game, version, remark)
    assert at >= 0, f"{game} {version} does not print {quotes!r} (in this order, close together)"
    assert all(len(re.findall(r"[^\W\d_]+", quote)) <= 10 for quote in quotes), \
        f"a quote is a few words, never a rulebook sentence: {quotes!r}"
    part = _part(game, version)
    if not CAPTION.match(remark):
        assert at > part.rindex(_flat(citations.heading(game, section, version))), \
            f"{game} {version} prints {quotes!r} before its heading {section}"


def _entries_quoted_in_several_versions():
    """(game, section, written remark, {version: its words}) with at least two versions quoting: the data file's,
    and the written remark itself where its version prints its words as written (not "Gruen" for "Grün")."""
    for game in GAMES_WITH_REMARKS:
        for section, by_remark in citations.games()[game]["remarks"].items():
            for written, versions in by_remark.items():
                quoted = {version: remark for version, remark in versions.items() if remark and _quotes(remark)}
                if _quotes(written) and _printed_at(game, _written_version(game), written) >= 0:
                    quoted[_written_version(game)] = written
                if len(quoted) >= 2:
                    yield game, section, written, quoted


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed rulebooks (../shared/seeds) are not on this machine")
def test_every_version_quotes_the_same_passage_in_the_same_place():
    """The same passage (an example's caption too) follows the same heading in every version that quotes it, so
    no version quotes another example or case of the same section."""
    checked, with_written = 0, 0
    for game, section, written, quoted in _entries_quoted_in_several_versions():
        places = {version: _heading_before(game, version, _printed_at(game, version, remark))
                  for version, remark in quoted.items()}
        assert len(set(places.values())) == 1 and None not in places.values(), (game, section, written, places)
        checked += 1
        with_written += _written_version(game) in quoted
    assert checked >= 12 and with_written >= 5, (checked, with_written)


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed rulebooks (../shared/seeds) are not on this machine")
def test_the_same_place_tells_two_examples_of_one_heading_apart():
    """The test above can fail: HIT's example of green's 1 is printed on another page than the market's."""
    shield = "(EXEMPLE : Vert joue sa carte 1 ...)"
    market = "(ESEMPIO: Durante il tuo turno, hai comprato 2 carte dal mercato)"
    assert _heading_before("hit", "FR", _printed_at("hit", "FR", shield)) != \
        _heading_before("hit", "IT", _printed_at("hit", "IT", market))
    assert _printed_at("hit", "FR", "(EXEMPLE : Vert joue ... un pion adverse)") == -1     # pieces far apart


def _written_version(game: str) -> str:
    """The version a game's worked examples are cited in, as written (Partners: EN; HIT: DE)."""
    (version,) = {CITED.match(example.cite)["language"] for key, example in _examples() if key == game}
    return version


def _examples_with_remarks(game: str):
    found = [(example, citations.remarks_of(example.cite)) for key, example in _examples() if key == game]
    return [(example, remarks) for example, remarks in found if any(remarks.values())]


@pytest.mark.parametrize("game", GAMES_WITH_REMARKS)
def test_every_remark_of_a_games_examples_is_said_in_every_other_version_or_left_out_on_purpose(game):
    written = {(section, remark) for _, remarks in _examples_with_remarks(game)
               for section, remark in remarks.items() if remark}
    data = {(section, remark): versions for section, by_remark in citations.games()[game]["remarks"].items()
            for remark, versions in by_remark.items()}
    assert len(written) >= 4 and set(data) == written     # no remark forgotten, none stale
    others = _versions(game) - {_written_version(game)}
    assert all(set(versions) == others for versions in data.values()), (game, others)


def test_games_with_remarks_are_partners_and_hit():
    assert set(GAMES_WITH_REMARKS) == {"partners", "hit"}


def _words(text: str) -> set[str]:
    return {word.lower() for word in re.findall(r"[^\W\d_]{4,}", text)}


READERS = [(game, language) for game in GAMES_WITH_REMARKS for language in ("fr", "de", "it", "es")
           if citations.cited_language(game, language) != _written_version(game)]


@pytest.mark.parametrize(("game", "language"), READERS, ids=[f"{game}-{language}" for game, language in READERS])
def test_examples_cite_the_readers_version_with_its_own_remark(game, language):
    """The remarks as written ("(the −4: 'a pawn placed …')", "(BEISPIEL: Rot zieht …)") became, for a French
    reader, the French version's own passage under its own heading; no word of the written remark is left."""
    version = language.upper()
    said = citations.games()[game]["remarks"]
    for example, remarks in _examples_with_remarks(game):
        with i18n.using(language):
            shown = example.citation()
        assert shown.startswith(f"{citations.games()[game]['name']}, {version}, '"), shown
        own_words = set()
        for section, remark in remarks.items():
            own = said.get(section, {}).get(remark, {}).get(version) if remark else None
            head = f"'{citations.heading(game, section, version)}'"
            assert (f"{head} {own}" if own else head) in shown, (language, shown)
            own_words |= _words(f"{head} {own or ''}")
        written = set().union(*(_words(remark) for remark in remarks.values())) - own_words
        assert not written & _words(shown), (language, shown, written & _words(shown))
    with i18n.using("en"):
        assert all(example.citation() == example.cite for example, _ in _examples_with_remarks(game))


@pytest.mark.parametrize("language", ["fr", "it"])
def test_a_french_or_italian_reader_of_hits_examples_sees_that_versions_example(language):
    """What the notebooks print for a worked example (its title, a dash, its citation): a French reader of the
    examples the German rulebook shows with "BEISPIEL: …" reads the French "EXEMPLE : …" under the French
    heading (the Italian reader "ESEMPIO: …"), never the German."""
    from rulebook.hit import examples
    word = {"fr": "EXEMPLE :", "it": "ESEMPIO:"}[language]
    captions = [example for example in examples.EXAMPLES.values() if "(BEISPIEL:" in example.cite]
    assert {example.name for example in captions} >= {"shield", "shield_breaker", "plain_hit", "reshuffle_mid_draw",
                                                       "market_refill", "blue_finishes"}
    for example in captions:
        with i18n.using(language):
            printed = f"{example.heading()} — {example.citation()}"
        assert f", {language.upper()}, '" in printed and f"({word} " in printed, printed
        assert "BEISPIEL" not in printed and ", DE, " not in printed, printed


def test_a_remark_without_that_versions_words_is_left_out(monkeypatch):
    """A remark the data file does not say in the reader's version (null there, or a remark it does not know,
    such as a teacher's own) is left out, the headings kept; the other version still gets its own words."""
    import copy
    data = copy.deepcopy(citations.games())
    written = "(BEISPIEL: Rot zieht mit der neutralen 5er-Karte um 5 Felder vor)"
    data["hit"]["remarks"]["hitting"][written]["IT"] = None     # as if the Italian version had no such example
    monkeypatch.setattr(citations, "games", lambda: data)
    cite = f"HIT, DE, 'FIGUREN SCHLAGEN' {written} and 'RAUSKOMMEN' (BEISPIEL: Blau)"
    assert citations.remarks_of(cite) == {"hitting": written, "coming-out": "(BEISPIEL: Blau)"}
    assert citations.localized(cite, language="it") == "HIT, IT, 'CATTURARE LE PEDINE', 'USCIRE'"
    assert citations.localized(cite, language="fr") == \
        "HIT, FR, 'RENVOYER DES PIONS ADVERSES CHEZ EUX' (EXEMPLE : Rouge avance avec la carte neutre 5 ...), 'SORTIR'"
