"""The notebooks in French, German, Italian and Spanish, built from the English ones and a catalogue per notebook.

    python tools/notebook_i18n.py extract              # English prose -> locale/notebooks/<notebook>.pot
    python tools/notebook_i18n.py update fr de it es   # each language's .po follows the .pot (changed prose: fuzzy)
    python tools/notebook_i18n.py build                # notebooks/<lang>/<notebook> from the English one + the .po
    python tools/notebook_i18n.py check                # what is missing or out of date (tests/test_i18n.py asks it)
    python tools/notebook_i18n.py init it 00-start-here.ipynb   # start translating a notebook into a language

Like documentation translated with sphinx-intl: every paragraph of every markdown cell is one entry of the
notebook's catalogue, locale/<lang>/LC_MESSAGES/notebooks/<notebook>.po (one catalogue per notebook, so that
several translators work at once without conflicts). A translated notebook has the English notebook's code
cells unchanged, and before the first of them one folded cell that calls ``i18n.use("<lang>")``. Links to
other notebooks keep their targets in the catalogue; the build points them at the translated notebook when it
exists, else at the English one. A cell tagged "language-bar" (the start pages) is not translated: the build
writes the links to the same page in every other language.

A notebook is translated into a language when its .po exists; a change to an English paragraph makes that
paragraph missing from the .po (``check`` says so) until ``update`` marks the old translation fuzzy for the
translator and ``build`` is run again. docs/translating.md tells the whole story.
"""

from __future__ import annotations

import copy
import io
import os
import re
import sys
from pathlib import Path

import nbformat
from babel.messages.catalog import Catalog
from babel.messages.pofile import read_po, write_po

REPO = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(REPO), str(Path(__file__).parent)]

import i18n as catalogues  # tools/i18n.py: what both kinds of catalogue share

from rulebook import i18n

TRANSLATED = catalogues.TRANSLATED

NOTEBOOKS = REPO / "notebooks"
LOCALE = REPO / "locale"
TEMPLATES = LOCALE / "notebooks"
LANGUAGE_BAR_TAG = "language-bar"
LANGUAGE_CELL_ID = "language"
LINK = re.compile(r"(\]\()([^)#\s]+\.ipynb)((?:#[^)\s]*)?\))")
FENCE = re.compile(r"^\s*(```|~~~)")


# ------------------------------------------------------------------------------------------ the notebooks
def english_notebooks() -> list[Path]:
    """Every English notebook (the language folders notebooks/fr/ ... hold the translations)."""
    return sorted(path for path in NOTEBOOKS.rglob("*.ipynb")
                  if ".ipynb_checkpoints" not in path.parts
                  and path.relative_to(NOTEBOOKS).parts[0] not in i18n.LANGUAGES)


def name_of(notebook: Path) -> str:
    """The notebook's path under notebooks/, e.g. "hokito/01-material-and-setup.ipynb"."""
    return notebook.relative_to(NOTEBOOKS).as_posix()


def po_path(language: str, name: str) -> Path:
    return LOCALE / language / "LC_MESSAGES" / "notebooks" / Path(name).with_suffix(".po")


def pot_path(name: str) -> Path:
    return TEMPLATES / Path(name).with_suffix(".pot")


def translated_path(language: str, name: str) -> Path:
    return NOTEBOOKS / language / name


def translated_names(language: str) -> list[str]:
    """The notebooks translated into ``language``: those with a catalogue."""
    folder = LOCALE / language / "LC_MESSAGES" / "notebooks"
    return sorted(path.relative_to(folder).with_suffix(".ipynb").as_posix() for path in folder.rglob("*.po"))


# ------------------------------------------------------------------------------------------ paragraphs
def paragraphs(source: str) -> list[str]:
    """``source`` cut into paragraphs and the blank lines between them (a fenced code block stays one
    paragraph): joining the list gives ``source`` back."""
    pieces, current, blank, fenced = [], "", "", False
    for line in source.splitlines(keepends=True):
        if FENCE.match(line):
            fenced = not fenced
        if not line.strip() and not fenced:
            blank += line
            continue
        if blank:
            pieces += [current, blank] if current else [blank]
            current, blank = "", ""
        current += line
    return pieces + [piece for piece in (current, blank) if piece]


def translatable(piece: str) -> bool:
    return bool(piece.strip()) and bool(re.search(r"[^\W\d_]", piece)) and not FENCE.match(piece)


def entry_text(piece: str) -> str:
    """The catalogue's text of a paragraph: without the line end that separates it from the next."""
    return piece.rstrip("\n")


def note_for(piece: str) -> str:
    """The translator's note: what kind of text this is and what to keep."""
    text = piece.strip()
    if text.startswith("#"):
        kind = "A heading: keep the # signs at the start."
    elif text.startswith("|"):
        kind = "A table: keep every | and the line of dashes; translate the words in the cells."
    elif re.match(r"(\d+\.|[-*]) ", text):
        kind = "A list: keep the numbers or dashes at the start of the lines."
    else:
        kind = "A paragraph."
    notes = [kind]
    if LINK.search(text):
        notes.append("Translate the words in [square brackets]; keep the link targets in (round brackets).")
    if "`" in text:
        notes.append("Text in `back quotes` is code or notation: keep it as it is.")
    if "**" in text or "*" in text:
        notes.append("Keep the ** and * marks (bold, italic) around the translated words.")
    return " ".join(notes)


def language_bar_cell(cell) -> bool:
    return LANGUAGE_BAR_TAG in cell.get("metadata", {}).get("tags", [])


def extracted(name: str) -> Catalog:
    """The template of notebook ``name``: one entry per paragraph of its markdown cells."""
    notebook = nbformat.read(NOTEBOOKS / name, as_version=4)
    template = Catalog(project="interactive-rulebook notebooks", charset="utf-8", fuzzy=False,
                       header_comment=f"# The English prose of {name}, one entry per paragraph (the number after "
                                      "the colon is the cell). Made by tools/notebook_i18n.py.",
                       last_translator="", language_team="", msgid_bugs_address="the project's issue tracker")
    for number, cell in enumerate(notebook.cells, start=1):
        if cell.cell_type != "markdown" or language_bar_cell(cell):
            continue
        for piece in paragraphs(cell.source):
            if translatable(piece):
                template.add(entry_text(piece), None, [(name, number)], auto_comments=[note_for(piece)])
    return template


# ------------------------------------------------------------------------------------------ catalogues
def read(path: Path, language: str | None = None) -> Catalog:
    with open(path, "rb") as file:
        return read_po(file, locale=language)


def po_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=0, sort_output=False, ignore_obsolete=True)
    return buffer.getvalue()


def new_catalog(language: str, name: str) -> Catalog:
    catalog = Catalog(locale=language, project="interactive-rulebook notebooks", charset="utf-8", fuzzy=False,
                      header_comment=f"# {name} in {i18n.LANGUAGES[language]}. See docs/translating.md.",
                      language_team=i18n.LANGUAGES[language],
                      last_translator="the interactive rulebook's translators",
                      msgid_bugs_address="the project's issue tracker")
    catalog._num_plurals, catalog._plural_expr = catalogues.PLURAL_FORMS[language]
    return catalog


def extract() -> None:
    for notebook in english_notebooks():
        name = name_of(notebook)
        if any(po_path(language, name).is_file() for language in TRANSLATED):
            changed = catalogues.write_if_changed(pot_path(name), po_bytes(extracted(name)))
            print(f"{pot_path(name).relative_to(REPO)}: {'written' if changed else 'unchanged'}")


def update(languages: list[str]) -> None:
    for language in languages:
        for name in translated_names(language):
            catalog = read(po_path(language, name), language)
            catalog.update(extracted(name), update_header_comment=False)
            changed = catalogues.write_if_changed(po_path(language, name), po_bytes(catalog))
            print(f"{po_path(language, name).relative_to(REPO)}: {'updated' if changed else 'unchanged'}")


def init(language: str, name: str) -> None:
    """Start translating notebook ``name`` into ``language``: a catalogue with every paragraph, all empty."""
    path = po_path(language, name)
    if path.is_file():
        sys.exit(f"{path.relative_to(REPO)} exists already: run update")
    catalog = new_catalog(language, name)
    catalog.update(extracted(name), update_header_comment=False)
    catalogues.write_if_changed(path, po_bytes(catalog))
    catalogues.write_if_changed(pot_path(name), po_bytes(extracted(name)))
    print(f"{path.relative_to(REPO)}: written; translate it, then run build")


# ------------------------------------------------------------------------------------------ the build
def language_bar(language: str, name: str) -> str:
    """Links to page ``name`` in every language, this one in bold (names in their own languages)."""
    here = (NOTEBOOKS / language / name).parent if language != i18n.SOURCE_LANGUAGE else (NOTEBOOKS / name).parent
    links = []
    for code, spoken in i18n.LANGUAGES.items():
        if code == language:
            links.append(f"**{spoken}**")
        else:
            target = NOTEBOOKS / name if code == i18n.SOURCE_LANGUAGE else NOTEBOOKS / code / name
            links.append(f"[{spoken}]({Path(os.path.relpath(target, here)).as_posix()})")
    return " · ".join(links)


def relinked(text: str, language: str, name: str) -> str:
    """Links to notebooks, written for the English notebook ``name``, pointed from its translation at the
    translated notebook when there is one, else at the English one."""
    english_folder = (NOTEBOOKS / name).parent
    translated_folder = (NOTEBOOKS / language / name).parent

    def retarget(match: re.Match) -> str:
        english_target = (english_folder / match.group(2)).resolve()
        try:
            inside = english_target.relative_to(NOTEBOOKS.resolve())
        except ValueError:
            return match.group()
        translated = NOTEBOOKS / language / inside
        target = translated if translated.is_file() else NOTEBOOKS / inside
        return match.group(1) + Path(os.path.relpath(target, translated_folder)).as_posix() + match.group(3)

    return LINK.sub(retarget, text)


def translated_source(source: str, catalog: Catalog) -> str:
    pieces = []
    for piece in paragraphs(source):
        if translatable(piece):
            message = catalog.get(entry_text(piece))
            if message is None or not message.string or message.fuzzy:
                raise LookupError(entry_text(piece))
            piece = message.string + piece[len(entry_text(piece)):]
        pieces.append(piece)
    return "".join(pieces)


def language_cell(language: str):
    cell = nbformat.v4.new_code_cell(f'from rulebook import i18n\n\ni18n.use("{language}")')
    cell.id = LANGUAGE_CELL_ID
    cell.metadata = {"jupyter": {"source_hidden": True}}
    return cell


def built(language: str, name: str):
    """Notebook ``name`` in ``language``: the English one with its prose from the catalogue."""
    notebook = nbformat.read(NOTEBOOKS / name, as_version=4)
    catalog = read(po_path(language, name), language)
    cells = []
    for cell in notebook.cells:
        cell = copy.deepcopy(cell)
        if cell.cell_type == "markdown":
            if language_bar_cell(cell):
                cell.source = language_bar(language, name)
            else:
                cell.source = relinked(translated_source(cell.source, catalog), language, name)
        elif cell.cell_type == "code" and not any(old.cell_type == "code" for old in cells):
            cells.append(language_cell(language))
        cells.append(cell)
    notebook.cells = cells
    return notebook


def build() -> None:
    for language in TRANSLATED:
        # the pages that link to others (the start pages) last: a link points at a translation once it exists
        for name in sorted(translated_names(language), key=lambda name: "/" not in name):
            try:
                text = nbformat.writes(built(language, name)) + "\n"
            except LookupError as missing:
                print(f"{language} {name}: not built, a paragraph has no translation: {missing}")
                continue
            path = translated_path(language, name)
            changed = not path.is_file() or path.read_text("utf-8") != text
            if changed:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, "utf-8")
            print(f"{path.relative_to(REPO)}: {'built' if changed else 'unchanged'}")


# ------------------------------------------------------------------------------------------ the check
def problems(language: str) -> list[str]:
    """What is missing or out of date in ``language``, in plain words (empty: nothing). Every English notebook
    must have its translation: one without a catalogue in ``language`` is a problem."""
    found = []
    english = {name_of(path) for path in english_notebooks()}
    names = translated_names(language)
    for name in sorted(english - set(names)):
        found.append(f"{name} is not translated into {language}: run init {language} {name}, translate "
                     f"{po_path(language, name).relative_to(REPO)}, then build")
    for name in names:
        if name not in english:
            found.append(f"{po_path(language, name).relative_to(REPO)} translates {name}, which does not exist")
        else:
            found += catalogue_problems(language, name) or notebook_problems(language, name)
    folder = NOTEBOOKS / language
    for path in sorted(folder.rglob("*.ipynb")) if folder.is_dir() else []:
        name = path.relative_to(folder).as_posix()
        if ".ipynb_checkpoints" not in path.parts and name not in names:
            found.append(f"{path.relative_to(REPO)} has no catalogue {po_path(language, name).relative_to(REPO)}")
    return found


def catalogue_problems(language: str, name: str) -> list[str]:
    """English paragraphs of notebook ``name`` without a finished translation in ``language``."""
    found = []
    catalog = read(po_path(language, name), language)
    for message in extracted(name):
        if not message.id:
            continue
        translated = catalog.get(message.id)
        where = f"{name}, cell {message.locations[0][1]}: {message.id[:60]!r}"
        if translated is None or not translated.string:
            found.append(f"missing (a new or changed English paragraph; run update, then translate): {where}")
        elif translated.fuzzy:
            found.append(f"fuzzy (the English changed; check the translation): {where}")
    return found


def notebook_problems(language: str, name: str) -> list[str]:
    """The translated notebook is missing, or differs from what the English notebook and the catalogue make."""
    path = translated_path(language, name)
    if not path.is_file():
        return [f"{path.relative_to(REPO)} is missing: run build"]
    if path.read_text("utf-8") != nbformat.writes(built(language, name)) + "\n":
        catalogue = po_path(language, name).relative_to(REPO)
        return [f"{path.relative_to(REPO)} is out of date or was edited by hand: run build (translate in {catalogue})"]
    return []


def code_cells(notebook) -> list[str]:
    return [cell.source for cell in notebook.cells if cell.cell_type == "code" and cell.get("id") != LANGUAGE_CELL_ID]


def check() -> int:
    return catalogues.report(problems)


def main(argv: list[str]) -> int:
    if argv[:1] == ["extract"]:
        extract()
    elif argv[:1] == ["update"]:
        update([i18n.language_code(code) for code in argv[1:]] or TRANSLATED)
    elif argv[:1] == ["build"]:
        build()
    elif argv[:1] == ["check"]:
        return 1 if check() else 0
    elif argv[:1] == ["init"] and len(argv) == 3:
        init(i18n.language_code(argv[1]), argv[2])
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
