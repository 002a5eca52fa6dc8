"""Issue 32: the rulebook in English, French, German, Italian and Spanish, and a pseudo-locale for tests.

What is tested here: choosing the language (``i18n.use``, ``i18n.using``), the catalogues of the rules and
boards (complete, no fuzzy entry, placeholders and plural forms as in English, a note for the translator on
every entry, the compiled .mo in step with the .po), the pseudo-locale, the glossaries' structure, the
language-neutral data (point 6) and the translated notebooks (complete, up to date, the same code).
"""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import threading
from pathlib import Path

import nbformat
import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import read_mo

from rulebook import hit, hokito, horse_race, i18n, lessons, partners
from rulebook import le_dernier_peuple as ldp
from rulebook.core import RandomPlayer, play_out

REPO = Path(__file__).resolve().parents[1]
TRANSLATED = ["fr", "de", "it", "es"]
GAMES = {"hokito": hokito, "hit": hit, "partners": partners, "le_dernier_peuple": ldp, "horse_race": horse_race}


def tool(name: str):
    """A script of tools/ as a module."""
    spec = importlib.util.spec_from_file_location(name, REPO / "tools" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


catalogues = tool("i18n")
notebook_i18n = tool("notebook_i18n")


@pytest.fixture(autouse=True)
def kernel_language_restored():
    """Every test starts in English and leaves the kernel's language as it found it."""
    before = i18n.current()
    i18n.use("en")
    yield
    i18n.use(before)


# ------------------------------------------------------------------------------------ choosing the language
def test_use_sets_the_kernels_language_and_using_a_blocks():
    assert i18n.current() == "en"
    i18n.use("fr")
    assert i18n.current() == "fr"
    with i18n.using("de") as code:
        assert code == "de" and i18n.current() == "de"
        with i18n.using("it"):
            assert i18n.current() == "it"
        assert i18n.current() == "de"
        i18n.use("es")                      # the kernel's language changes; the block still wins
        assert i18n.current() == "de"
    assert i18n.current() == "es"


def test_a_block_gives_its_language_back_even_after_an_error():
    with pytest.raises(RuntimeError), i18n.using("de"):
        raise RuntimeError("boom")
    assert i18n.current() == "en"


def test_use_reaches_every_thread_and_using_only_its_own():
    """As documented: use() is the kernel's (every thread), using() belongs to the thread that runs it."""
    seen = {}
    i18n.use("fr")
    with i18n.using("de"):
        thread = threading.Thread(target=lambda: seen.setdefault("other thread", i18n.current()))
        thread.start()
        thread.join()
        assert i18n.current() == "de"
    assert seen == {"other thread": "fr"}


@pytest.mark.parametrize("spelling", ["FR", "fr-CH", "fr_FR.UTF-8", " fr "])
def test_a_language_may_be_spelt_as_systems_spell_it(spelling):
    assert i18n.language_code(spelling) == "fr"


@pytest.mark.parametrize("language", ["en", "fr", "de", "it", "es"])
def test_an_unknown_language_is_refused_in_plain_words_and_changes_nothing(language):
    i18n.use(language)
    with pytest.raises(i18n.UnknownLanguage) as refused:
        i18n.use("nl")
    message = str(refused.value)
    assert re.search(r"""["«„]\s?nl\s?["»“]""", message), message
    assert all(code in message for code in i18n.LANGUAGES) and "Deutsch" in message
    assert "Error" not in message and "Traceback" not in message and "KeyError" not in message
    assert i18n.current() == language
    if language != "en":
        with i18n.using("en"):
            english = str(pytest.raises(i18n.UnknownLanguage, i18n.language_code, "nl").value)
        assert message != english, "the refusal is said in the kernel's language"


def test_a_kernel_may_start_in_the_language_of_its_environment():
    """RULEBOOK_LANGUAGE=qps runs a program (or a test run) in the pseudo-locale; a wrong value says so."""
    import os
    import subprocess
    import sys

    def started(value: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-c", "from rulebook import i18n; print(i18n.current())"],
                              capture_output=True, text=True, cwd=REPO, check=False,
                              env={**os.environ, "PYTHONPATH": str(REPO), i18n.ENVIRONMENT_VARIABLE: value})
    assert started("qps").stdout.strip() == "qps"
    assert started("de_DE.UTF-8").stdout.strip() == "de"
    wrong = started("klingon")
    assert wrong.returncode != 0 and 'does not speak "klingon"' in wrong.stderr


def test_a_language_that_is_not_text_is_refused_in_plain_words():
    with pytest.raises(i18n.UnknownLanguage, match="its code, such as"):
        i18n.use(3)


# ------------------------------------------------------------------------------------ translating
def test_say_fills_named_placeholders_in_the_current_language():
    with i18n.using("de"):
        assert i18n.say_n("{game}: {count} word", "{game}: {count} words", 3, game="HIT") == "HIT: 3 Wörter"
    assert i18n.say_n("{game}: {count} word", "{game}: {count} words", 1, game="HIT") == "HIT: 1 word"
    with pytest.raises(ValueError, match="only named placeholders"):
        i18n.say("{} moves")


@pytest.mark.parametrize(("language", "singular_counts", "plural_counts"), [
    ("en", [1], [0, 2, 5]), ("fr", [0, 1], [2, 5]), ("de", [1], [0, 2]), ("it", [1], [0, 2]), ("es", [1], [0, 2])])
def test_plural_forms_follow_each_languages_rule(language, singular_counts, plural_counts):
    """French counts 0 as singular ("0 mot"), the others plural ("0 Wörter")."""
    with i18n.using(language):
        singular = {i18n.ngettext("{game}: {count} word", "{game}: {count} words", n) for n in singular_counts}
        plural = {i18n.ngettext("{game}: {count} word", "{game}: {count} words", n) for n in plural_counts}
    assert len(singular) == len(plural) == 1 and singular != plural


# ------------------------------------------------------------------------------------ the catalogues
def test_the_template_holds_every_text_marked_in_the_code():
    """A text marked for translation but not extracted again fails here: run python tools/i18n.py all."""
    in_code = {(message.id, message.context) for message in catalogues.extracted() if message.id}
    in_template = {(message.id, message.context) for message in catalogues.read(catalogues.TEMPLATE) if message.id}
    assert in_code == in_template, f"run python tools/i18n.py all; differs: {in_code ^ in_template}"


def test_every_text_carries_a_note_for_the_translator():
    """Where it appears and what its placeholders hold (gettext's extracted comments, # Translators: ...)."""
    bare = [message.id for message in catalogues.read(catalogues.TEMPLATE) if message.id and not message.auto_comments]
    assert not bare, f"texts without a '# Translators:' comment above them: {bare}"
    for message in catalogues.read(catalogues.TEMPLATE):
        names = set().union(*(i18n.placeholders(text) for text in (message.id if isinstance(message.id, tuple)
                                                                    else (message.id,))))
        note = " ".join(message.auto_comments)
        assert all(f"{{{name}}}" in note for name in names), f"the note of {message.id!r} does not say {names}"


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_catalogue_is_complete_and_consistent(language):
    """No missing or fuzzy entry; placeholders as in English; as many plural forms as the language has."""
    assert catalogues.problems(language) == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_the_compiled_catalogue_says_what_the_po_says(language):
    """The .mo files are committed (the wheel and the static site read them): run tools/i18n.py compile."""
    def texts(catalog):
        def hashable(text):
            return tuple(text) if isinstance(text, (list, tuple)) else text
        return {(hashable(message.id), message.context): hashable(message.string) for message in catalog
                if message.id and message.string and not message.fuzzy}
    with open(catalogues.mo_path(language), "rb") as compiled:
        assert texts(read_mo(compiled)) == texts(catalogues.read(catalogues.po_path(language), language))


def test_the_consistency_check_can_fail():
    """A translation with another placeholder, or too few plural forms, is found."""
    catalog = Catalog(locale="fr")
    catalog._num_plurals, catalog._plural_expr = 2, "(n > 1)"
    catalog.add("{piece} moves", "{pièce} bouge")
    catalog.add(("{count} move", "{count} moves"), ("{count} coup",))
    found = [problem for message in catalog if message.id
             for problem in catalogues.form_problems(message, message, catalog)]
    assert any("placeholders ['pièce']" in problem for problem in found)
    assert any("1 plural forms instead of 2" in problem for problem in found)


def test_the_catalogues_are_in_the_wheel():
    """hatchling puts every file of the packages in the wheel (lite/build.py builds it for the static site):
    nothing of the catalogues may be excluded by .gitignore."""
    ignored = [line.strip() for line in (REPO / ".gitignore").read_text().splitlines()]
    assert not any(pattern in ignored for pattern in ("*.mo", "*.po", "locale/", "rulebook/locale/"))
    wheel = (REPO / "pyproject.toml").read_text().split("[tool.hatch.build.targets.wheel]")[1].split("\n[")[0]
    excluded = [line for line in wheel.splitlines() if line.startswith("exclude")]
    assert not any(".mo" in line or "locale/**\"" in line for line in excluded), "the .mo files must stay in it"
    for language in TRANSLATED:
        assert catalogues.mo_path(language).is_file()
    assert i18n.LOCALE_DIR.parent == Path(i18n.__file__).parent


# ------------------------------------------------------------------------------------ the pseudo-locale
def test_the_pseudo_locale_accents_lengthens_and_brackets():
    english = "Click a <b>lit</b> place, {name}!"
    pseudo = i18n.pseudo(english)
    assert pseudo.startswith(i18n.OPEN) and pseudo.endswith(i18n.CLOSE)
    assert "{name}" in pseudo and "<b>" in pseudo and "</b>" in pseudo
    assert not re.search(r"[A-Za-z]", re.sub(r"\{[^}]*\}|<[^>]*>", "", pseudo))
    assert len(pseudo) - 2 >= len(english) * 4 / 3
    assert pseudo.format(name="x").count(i18n.OPEN) == 1


def test_a_text_that_bypasses_the_catalogue_shows_in_the_pseudo_locale():
    marked = i18n.pseudo("{piece} jumps to {square}").format(piece=i18n.pseudo("black 3"), square="c6")
    assert i18n.unmarked(marked) == []                        # notation (c6) is no word
    assert i18n.unmarked(marked + " Black to move") == ["Black", "to", "move"]


def test_the_pseudo_locale_marks_every_text_of_the_catalogue():
    with i18n.using("qps"):
        for message in catalogues.read(catalogues.TEMPLATE):
            if not message.id:
                continue
            if isinstance(message.id, tuple):
                texts = [i18n.ngettext(*message.id, count) for count in (1, 2)]
            else:
                texts = [i18n.pgettext(message.context, message.id) if message.context else i18n.gettext(message.id)]
            assert all(not i18n.unmarked(text) and text.startswith(i18n.OPEN) for text in texts), texts


# ------------------------------------------------------------------------------------ French typography
#: French puts a no-break space before ? ! ; and : (the catalogues use U+00A0, docs/translating.md); a plain
#: space there lets a board or a notebook break the line right before the mark.
PLAIN_SPACE_BEFORE_MARK = re.compile(r"\S* [?!;:]\S*")


def plain_spaces_before_marks(catalog: Catalog) -> list[str]:
    """The words of ``catalog``'s translations that have a plain space before ? ! ; or : (with their neighbours)."""
    found = []
    for message in catalog:
        texts = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
        found += [match[0] for text in texts if message.id and text for match in PLAIN_SPACE_BEFORE_MARK.finditer(text)]
    return found


def test_french_has_a_no_break_space_before_question_and_exclamation_marks_semicolons_and_colons():
    """The rulebook's catalogue and every notebook's: notation (b2:c3), code and links have no space there."""
    paths = [catalogues.po_path("fr")] + [notebook_i18n.po_path("fr", name) for name in notebook_i18n.translated_names("fr")]
    assert len(paths) > 50
    wrong = {path.relative_to(REPO).as_posix(): words for path in paths
             if (words := plain_spaces_before_marks(catalogues.read(path, "fr")))}
    assert not wrong, f"use a no-break space (U+00A0) before the mark: {wrong}"


def test_the_no_break_space_check_can_fail():
    catalog = Catalog(locale="fr")
    catalog.add("Which move?", "Quel coup ?")
    catalog.add(("{count} move left!", "{count} moves left!"), ("encore {count} coup\u00a0!", "encore {count} coups !"))
    catalog.add("Play 2:fwd5 red-1: see http://x.org/?a=1", "Joue 2:fwd5 red-1\u00a0: voir http://x.org/?a=1")
    assert plain_spaces_before_marks(catalog) == ["coup ?", "coups !"]


# ------------------------------------------------------------------------------------ glossaries
GLOSSARIES = sorted(path.stem for path in i18n.GLOSSARY_DIR.glob("*.json"))


def test_every_game_has_a_glossary():
    assert GLOSSARIES == sorted(GAMES)


@pytest.mark.parametrize("game", GLOSSARIES)
def test_every_term_is_in_five_languages_with_its_source(game):
    """A word is the rulebook's only where the game's printed rulebook has that language (the words were
    checked against the rulebooks' texts with tools/check_glossary.py, which are not in the repository)."""
    glossary = i18n.glossary(game)
    assert glossary["terms"] and "game" in glossary["terms"]
    for term_id, entry in glossary["terms"].items():
        assert entry["note"], term_id
        for language in i18n.LANGUAGES:
            word, source = entry[language]["word"], entry[language]["source"]
            assert word.strip() == word and word, (term_id, language)
            assert source in i18n.SOURCES, (term_id, language, source)
            if language not in glossary["seed_languages"]:
                assert source == "project", f"{game}: the rulebook has no {language} text, yet {term_id} cites it"
        assert len(entry[i18n.SOURCE_LANGUAGE]["word"].split()) <= 4, "terms are words, never sentences"


def test_a_term_is_said_in_the_asked_or_the_current_language():
    assert i18n.term("hit", "figure", "de") == "Figur"
    assert i18n.term("hit", "barrier", "fr") == "barrière"
    with i18n.using("it"):
        assert i18n.term("le-dernier-peuple", "game") == "Le ultime persone"
    with i18n.using("qps"):
        assert not i18n.unmarked(i18n.term("hokito", "stack"))
    with pytest.raises(KeyError, match="has no term 'dragon'"):
        i18n.term("hit", "dragon")
    with pytest.raises(KeyError, match="no glossary for the game 'chess'"):
        i18n.term("chess", "pawn")


def test_the_glossary_table_shows_every_word_and_where_it_comes_from():
    table = i18n.GlossaryTable("partners", "es")._repr_markdown_()
    assert "Partners: 13 palabras" in table and "| En español | En inglés | De dónde viene la palabra |" in table
    assert "| peón | pawn | el reglamento |" in table
    german = i18n.GlossaryTable("le_dernier_peuple", "de")._repr_markdown_()
    assert "| Figur | pawn | von uns übersetzt |" in german
    assert "| Le Dernier Peuple |" not in german  # the game's name is the caption, not a word of the table


def test_the_english_glossary_table_does_not_repeat_the_english_word():
    table = i18n.GlossaryTable("hit", "en")._repr_markdown_()
    assert table.startswith("**HIT: 26 words**") and "| In English | Where from |" in table
    assert "| figure | translated by us |" in table and "In this language" not in table
    assert repr(i18n.GlossaryTable("hit", "en")) == table  # a text-only front end shows the table, not an object


# ------------------------------------------------------------------------------------ language-neutral data
@pytest.mark.parametrize("game", sorted(GAMES))
def test_codes_records_moves_and_exercise_names_are_the_same_in_every_language(game):
    """Point 6: a position code copied from a German board opens on a French one; progress made in Italian
    counts in Spanish. Today the rules' texts are not translated yet, so this passes as a guard: it fails
    the day a language leaks into notation, codes, records or the names progress is saved under."""
    from widgets.lesson import exercise_id

    module = GAMES[game]

    def neutral_data(language: str) -> dict:
        with i18n.using(language):
            session = module.new_game(seed=5)
            play_out(session, RandomPlayer(5), max_moves=20)
            return {"code": session.position_code(), "record": json.dumps(session.to_record(), sort_keys=True),
                    "notation": [move.notation for move in session.legal_moves()],
                    "history": [move.notation for move in session.history],
                    "exercises": sorted(exercise_id(exercise) for exercise in lessons.exercises_of(module).values())}

    english = neutral_data("en")
    for language in [*TRANSLATED, "qps"]:
        assert neutral_data(language) == english, language
    code = english["code"]
    with i18n.using("de"):
        opened_in_german = module.Game.from_position_code(code).position()
    with i18n.using("fr"):
        assert module.Game.from_position_code(code).position() == opened_in_german


# ------------------------------------------------------------------------------------ the notebooks
@pytest.mark.parametrize("language", TRANSLATED)
def test_every_translated_notebook_is_complete_and_up_to_date(language):
    assert notebook_i18n.problems(language) == []


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_language_has_its_start_page_linking_to_the_others(language):
    """Point 4. The other notebooks are translated in later steps; until then a start page links to them in
    English (the build points a link at the translation as soon as it exists)."""
    assert "00-start-here.ipynb" in notebook_i18n.translated_names(language)
    for code in i18n.LANGUAGES:
        page = REPO / "notebooks" / ("" if code == "en" else code) / "00-start-here.ipynb"
        text = "".join(cell.source for cell in nbformat.read(page, as_version=4).cells)
        others = [name for other, name in i18n.LANGUAGES.items() if other != code]
        assert all(f"[{name}](" in text for name in others), f"the {code} start page misses a language"


@pytest.mark.parametrize("language", TRANSLATED)
def test_translated_notebooks_have_the_english_code_and_say_their_language_first(language):
    for name in notebook_i18n.translated_names(language):
        english = nbformat.read(REPO / "notebooks" / name, as_version=4)
        translated = nbformat.read(REPO / "notebooks" / language / name, as_version=4)
        assert notebook_i18n.code_cells(translated) == notebook_i18n.code_cells(english), name
        first = next(cell for cell in translated.cells if cell.cell_type == "code")
        assert f'i18n.use("{language}")' in first.source and first.metadata["jupyter"]["source_hidden"]
        assert [cell.cell_type for cell in translated.cells if cell.get("id") != "language"] == \
            [cell.cell_type for cell in english.cells]


@pytest.fixture
def notebook_copy(tmp_path, monkeypatch):
    """The notebooks and their French catalogues, copied where a test may change them (all of them: the French
    start page links to the French notebooks, so its build depends on which of them exist)."""
    shutil.copytree(REPO / "notebooks", tmp_path / "notebooks", ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    shutil.copytree(REPO / "locale" / "fr", tmp_path / "locale" / "fr")
    monkeypatch.setattr(notebook_i18n, "NOTEBOOKS", tmp_path / "notebooks")
    monkeypatch.setattr(notebook_i18n, "LOCALE", tmp_path / "locale")
    monkeypatch.setattr(notebook_i18n, "REPO", tmp_path)
    return tmp_path


def edit(path: Path, change) -> None:
    notebook = nbformat.read(path, as_version=4)
    change(notebook)
    path.write_text(nbformat.writes(notebook) + "\n", "utf-8")


def test_a_changed_english_paragraph_makes_its_translation_out_of_date(notebook_copy):
    english = notebook_copy / "notebooks" / "00-start-here.ipynb"
    assert notebook_i18n.problems("fr") == [] or pytest.fail("the copy should start up to date")
    edit(english, lambda notebook: setattr(notebook.cells[1], "source",
                                           notebook.cells[1].source.replace("short page", "short, friendly page")))
    assert any(problem.startswith("missing") and "cell 2" in problem for problem in notebook_i18n.problems("fr"))
    notebook_i18n.update(["fr"])            # the old translation is kept, marked fuzzy for the translator
    assert any(problem.startswith("fuzzy") for problem in notebook_i18n.problems("fr"))


def test_a_changed_code_cell_or_a_hand_edited_translation_is_found(notebook_copy):
    english = notebook_copy / "notebooks" / "00-start-here.ipynb"
    translated = notebook_copy / "notebooks" / "fr" / "00-start-here.ipynb"
    edit(translated, lambda notebook: setattr(notebook.cells[1], "source", "# Bonjour"))
    assert any("out of date or was edited by hand" in problem for problem in notebook_i18n.problems("fr"))
    notebook_i18n.build()
    assert notebook_i18n.problems("fr") == []
    code = next(cell for cell in nbformat.read(english, as_version=4).cells if cell.cell_type == "code")
    edit(english, lambda notebook: setattr(next(cell for cell in notebook.cells if cell.id == code.id), "source",
                                           code.source.replace("seed=7", "seed=8")))
    assert any("out of date" in problem for problem in notebook_i18n.problems("fr"))


def test_an_english_notebook_without_its_translation_is_a_problem(notebook_copy):
    english = notebook_copy / "notebooks" / "00-start-here.ipynb"
    shutil.copy(english, notebook_copy / "notebooks" / "new-one.ipynb")
    assert "new-one.ipynb is not translated into fr" in " ".join(notebook_i18n.problems("fr"))


@pytest.mark.parametrize("language", TRANSLATED)
def test_every_english_notebook_is_translated_into_every_language(language):
    english = {notebook_i18n.name_of(path) for path in notebook_i18n.english_notebooks()}
    assert english - set(notebook_i18n.translated_names(language)) == set()


def test_a_translated_notebook_without_catalogue_is_found(notebook_copy):
    (notebook_copy / "locale" / "fr" / "LC_MESSAGES" / "notebooks" / "00-start-here.po").unlink()
    assert any("has no catalogue" in problem for problem in notebook_i18n.problems("fr"))
