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


def test_remarks_in_another_language_are_left_out_and_a_teachers_words_kept():
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


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed rulebooks (../shared/seeds) are not on this machine")
def test_translated_notebook_prose_shows_no_english_heading_of_partners():
    """Partners' seed has the reader's own version in every language the notebooks are translated into: the
    translated prose cites that version's headings, never the English ones beside them."""
    english = _headings_printed("partners", "EN")
    shown_in_english = {heading for heading in english
                        if f"'{heading}'" in _notebook_prose(NOTEBOOK_DIR / "partners" / "04-walls.ipynb")}
    assert shown_in_english == {"Walls"}, "the English notebook cites its heading (the check can find one)"
    wrong = []
    for language in (code for code in i18n.LANGUAGES if code != "en"):
        others = english - _headings_printed("partners", language.upper())      # not also the reader's words
        for path in sorted((NOTEBOOK_DIR / language).rglob("*.ipynb")):
            prose = _notebook_prose(path)
            wrong += [(path.relative_to(NOTEBOOK_DIR).as_posix(), heading) for heading in sorted(others)
                      if f"'{heading}'" in prose]
    assert not wrong, wrong


# ------------------------------------------------------------------ Partners' worked examples: each version's remarks
REMARKS = [(section, written, version, remark)
           for section, by_remark in citations.games()["partners"]["remarks"].items()
           for written, versions in by_remark.items() for version, remark in versions.items()]
QUOTED = re.compile(r"(?<![\w])'(.+?)'(?![\w])")


@pytest.mark.skipif(not SEEDS.is_dir(), reason="the seed rulebooks (../shared/seeds) are not on this machine")
@pytest.mark.parametrize(("section", "written", "version", "remark"), REMARKS,
                         ids=[f"{section}-{version}-{n}" for n, (section, _, version, _) in enumerate(REMARKS)])
def test_every_quote_of_a_partners_remark_is_printed_in_that_version_and_under_its_heading(section, written, version,
                                                                                          remark):
    if remark is None:
        return
    part = _part("partners", version)
    quotes = QUOTED.findall(remark)
    assert quotes or remark.count(" ") <= 3, f"a remark is a short quote or a card's name: {remark!r}"
    after_heading = part[part.rindex(_flat(citations.heading("partners", section, version))):]
    for quote in quotes:
        assert _flat(quote) in after_heading, f"Partners {version} does not print {quote!r} after its heading {section}"
        assert len(re.findall(r"[^\W\d_]+", quote)) <= 10, f"a quote is a few words, never a rulebook sentence: {quote!r}"


def _partners_examples_with_remarks():
    from rulebook.partners import examples
    found = [(example, citations.remarks_of(example.cite)) for example in examples.EXAMPLES.values()]
    return [(example, remarks) for example, remarks in found if any(remarks.values())]


def test_every_remark_of_partners_examples_is_said_in_every_other_version_or_left_out_on_purpose():
    written = {(section, remark) for _, remarks in _partners_examples_with_remarks()
               for section, remark in remarks.items() if remark}
    data = {(section, remark): versions for section, by_remark in citations.games()["partners"]["remarks"].items()
            for remark, versions in by_remark.items()}
    assert len(written) >= 4 and set(data) == written     # no remark forgotten, none stale
    assert all(set(versions) == {"DE", "FR", "ES", "IT"} for versions in data.values())


@pytest.mark.parametrize("language", ["fr", "de", "it", "es"])
def test_partners_examples_cite_the_readers_version_with_its_own_remark(language):
    """The English remarks ("(the −4: 'a pawn placed …')") became, for a French reader, the French version's own
    passage under its own heading; no English word of them is left."""
    version = language.upper()
    for example, remarks in _partners_examples_with_remarks():
        with i18n.using(language):
            shown = example.citation()
        assert shown.startswith(f"Partners, {version}, '"), shown
        for section, remark in remarks.items():
            own = citations.games()["partners"]["remarks"].get(section, {}).get(remark, {}).get(version) if remark else None
            head = f"'{citations.heading('partners', section, version)}'"
            assert (f"{head} {own}" if own else head) in shown, (language, shown)
            if remark:
                assert remark not in shown and not re.search(r"\b(the|and|its|note)\b", shown), (language, shown)
    with i18n.using("en"):
        assert all(example.citation() == example.cite for example, _ in _partners_examples_with_remarks())


def test_a_remark_without_that_versions_words_is_left_out():
    """A remark the data file does not say in the reader's version (HIT's German examples in French) is left out,
    the headings kept."""
    cite = "HIT, DE, 'FIGUREN SCHLAGEN' (BEISPIEL: Rot zieht) and 'RAUSKOMMEN' (BEISPIEL: Blau)"
    assert citations.remarks_of(cite) == {"hitting": "(BEISPIEL: Rot zieht)", "coming-out": "(BEISPIEL: Blau)"}
    assert citations.localized(cite, language="fr") == "HIT, FR, 'RENVOYER DES PIONS ADVERSES CHEZ EUX', 'SORTIR'"
