"""The translations of the rules and the boards (the gettext domain "rulebook"): extract, update, compile.

    python tools/i18n.py extract    # the English texts of rulebook/ and widgets/ -> rulebook/locale/rulebook.pot
    python tools/i18n.py update     # every language's .po follows the .pot (new texts empty, changed ones fuzzy)
    python tools/i18n.py compile    # every .po -> its .mo (the .mo files are committed: the site reads them)
    python tools/i18n.py check      # what is missing, fuzzy or inconsistent (tests/test_i18n.py asks the same)
    python tools/i18n.py all        # extract, update, compile, check

Babel is a development tool here (the dev extra); at run time the standard gettext module reads the .mo.
The notebooks' prose has its own pipeline: tools/notebook_i18n.py. docs/translating.md tells the whole story.
"""

from __future__ import annotations

import importlib
import io
import json
import sys
from collections.abc import Callable
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract as babel_extract
from babel.messages.extract import extract_from_dir
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from rulebook import i18n

SOURCES = ("rulebook", "widgets")
TEMPLATE = i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot"
TRANSLATED = [code for code in i18n.LANGUAGES if code != i18n.SOURCE_LANGUAGE]
#: the functions that mark a text (Babel's keyword specs: which arguments are texts, "c" the context)
KEYWORDS = {"_": None, "gettext": None, "N_": None, "say": None,
            "ngettext": (1, 2), "say_n": (1, 2), "pgettext": ((1, "c"), 2), "npgettext": ((1, "c"), 2, 3),
            "say_np": ((1, "c"), 2, 3)}
COMMENT_TAG = "Translators:"
#: the classic gettext plural rules: two forms (French counts 0 and 1 as singular); Babel's CLDR rules add a
#: third form for millions that no text of the rulebook needs
PLURAL_FORMS = {"fr": (2, "(n > 1)"), "de": (2, "(n != 1)"), "it": (2, "(n != 1)"), "es": (2, "(n != 1)")}
#: header lines that change at every run; a catalogue is rewritten only when something else changed
VOLATILE = ("POT-Creation-Date", "PO-Revision-Date", "Generated-By")


def po_path(language: str) -> Path:
    return i18n.LOCALE_DIR / language / "LC_MESSAGES" / f"{i18n.DOMAIN}.po"


def mo_path(language: str) -> Path:
    return po_path(language).with_suffix(".mo")


HEADER = "# The interactive rulebook's texts ({language}). Made by tools/i18n.py: see docs/translating.md."


def new_catalog(language: str | None = None) -> Catalog:
    catalog = Catalog(locale=language, domain=i18n.DOMAIN, project="interactive-rulebook", version="0.1.0",
                      charset="utf-8", fuzzy=False, msgid_bugs_address="the project's issue tracker",
                      language_team=i18n.LANGUAGES.get(language, "English"),
                      last_translator="the interactive rulebook's translators",
                      header_comment=HEADER.format(language=i18n.LANGUAGES.get(language, "template")))
    if language is not None:
        catalog._num_plurals, catalog._plural_expr = PLURAL_FORMS[language]
    return catalog


def extracted() -> Catalog:
    """The English texts marked in the code, each with its translator's note and where it is: the code of
    rulebook/ and widgets/, then the code cells of the English notebooks (what a cell prints, ``say(...)``)."""
    template = new_catalog()
    for folder in SOURCES:
        for filename, line, message, comments, context in extract_from_dir(
                REPO / folder, method_map=[("**.py", "python")], keywords=KEYWORDS,
                comment_tags=(COMMENT_TAG,), strip_comment_tags=True):
            template.add(message, None, [(f"{folder}/{filename}", line)], auto_comments=comments,
                         context=context)
    for where, message, comments in [*data_notes(), *example_summaries()]:
        template.add(message, None, [(where, 0)], auto_comments=comments)
    for where, message, comments, context in notebook_code_texts():
        template.add(message, None, [(where, 0)], auto_comments=comments, context=context)
    return template


#: the rules' data files whose "note" texts a notebook prints (translated where shown: ``hokito.assumption``)
DATA_NOTES = ("rulebook/data/hokito.json", "rulebook/data/horse_race.json", "rulebook/data/hit.json")


def data_notes():
    """(where, text, notes) of every "note" of the data files in ``DATA_NOTES``."""
    for name in DATA_NOTES:
        for key, note in _notes(json.loads((REPO / name).read_text("utf-8"))):
            yield name, note, [(f"a note of the rules' data ({key}), printed by a notebook: why the rules read "
                                "the rulebook as they do. Keep quoted rulebook words as they are.")]


#: the modules whose worked examples' summaries (their position functions' docstrings) a notebook prints
EXAMPLE_MODULES = ("rulebook.hit.examples", "rulebook.partners.examples")


def example_summaries() -> list:
    """(where, summary on one line, notes) of every worked example of ``EXAMPLE_MODULES`` (``explanation()``)."""
    found = []
    for name in EXAMPLE_MODULES:
        module = importlib.import_module(name)
        for example in module.EXAMPLES.values():
            found.append((name.replace(".", "/") + ".py", " ".join(example.summary.split()),
                          [(f"the explanation of the worked example '{example.name}', printed by a notebook under its "
                            "title; keep pawn and figure names such as yellow-1 as they are.")]))
    return found


def _notes(value, key: str = "", top: bool = True):
    """(the key holding it, the note) of every "note" inside ``value`` but the file's own (a note for its
    maintainers, not shown to learners)."""
    if isinstance(value, dict):
        for inner_key, inner in value.items():
            if inner_key == "note" and isinstance(inner, str) and not top:
                yield key, inner
            elif isinstance(inner, (dict, list)):
                yield from _notes(inner, inner_key, top=False)
    elif isinstance(value, list):
        for inner in value:
            yield from _notes(inner, key, top=False)


def english_notebooks() -> list[Path]:
    """The English notebooks (the translated ones have the same code cells)."""
    folder = REPO / "notebooks"
    return sorted(path for path in folder.rglob("*.ipynb") if ".ipynb_checkpoints" not in path.parts
                  and path.relative_to(folder).parts[0] not in TRANSLATED)


def notebook_code_texts():
    """(where, text, notes, context) of every text marked in an English notebook's code cells."""
    for path in english_notebooks():
        cells = json.loads(path.read_text("utf-8"))["cells"]
        code = "\n".join("".join(cell["source"]) for cell in cells if cell["cell_type"] == "code")
        where = path.relative_to(REPO).as_posix()
        for _line, message, comments, context in babel_extract("python", io.BytesIO(code.encode()),
                                                               keywords=KEYWORDS, comment_tags=(COMMENT_TAG,),
                                                               strip_comment_tags=True):
            yield where, message, comments, context


def read(path: Path, language: str | None = None) -> Catalog:
    with open(path, "rb") as file:
        return read_po(file, locale=language, domain=i18n.DOMAIN)


def po_text(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_po(buffer, catalog, width=110, sort_output=False, ignore_obsolete=True, include_lineno=False)
    return buffer.getvalue()


def mo_bytes(catalog: Catalog) -> bytes:
    buffer = io.BytesIO()
    write_mo(buffer, catalog, use_fuzzy=False)
    return buffer.getvalue()


def _steady(text: bytes) -> bytes:
    return b"\n".join(line for line in text.splitlines() if not any(line.startswith(f'"{name}:'.encode())
                                                                      for name in VOLATILE))


def write_if_changed(path: Path, text: bytes) -> bool:
    if path.is_file() and _steady(path.read_bytes()) == _steady(text):
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(text)
    return True


def extract() -> None:
    changed = write_if_changed(TEMPLATE, po_text(extracted()))
    print(f"{TEMPLATE.relative_to(REPO)}: {'written' if changed else 'unchanged'}")


def update() -> None:
    template = read(TEMPLATE)
    for language in TRANSLATED:
        path = po_path(language)
        if path.is_file():
            catalog = read(path, language)
        else:
            catalog = new_catalog(language)
        catalog.update(template, update_header_comment=False)
        changed = write_if_changed(path, po_text(catalog))
        print(f"{path.relative_to(REPO)}: {'updated' if changed else 'unchanged'}")


def compile_all() -> None:
    for language in TRANSLATED:
        changed = write_if_changed(mo_path(language), mo_bytes(read(po_path(language), language)))
        print(f"{mo_path(language).relative_to(REPO)}: {'compiled' if changed else 'unchanged'}")


def problems(language: str) -> list[str]:
    """What a translator still has to do in ``language``'s catalogue, in plain words (empty: nothing)."""
    template, catalog = read(TEMPLATE), read(po_path(language), language)
    found = []
    if (catalog.num_plurals, catalog.plural_expr) != PLURAL_FORMS[language]:
        found.append(f"Plural-Forms is {catalog.plural_forms!r}, not {PLURAL_FORMS[language]}")
    for message in template:
        if not message.id:
            continue
        translated = catalog.get(message.id, message.context)
        where = f"{message.id!r} ({', '.join(f'{file}:{line}' for file, line in message.locations)})"
        if translated is None:
            found.append(f"missing: {where}")
        elif translated.fuzzy:
            found.append(f"fuzzy (the English changed; check the translation): {where}")
        else:
            found += [f"{problem}: {where}" for problem in form_problems(message, translated, catalog)]
    return found


def form_problems(message, translated, catalog: Catalog) -> list[str]:
    """Empty forms, a wrong number of plural forms, placeholders that differ from the English."""
    english = message.id if isinstance(message.id, tuple) else (message.id,)
    forms = translated.string if isinstance(translated.string, tuple) else (translated.string,)
    wanted = set().union(*(i18n.placeholders(text) for text in english))
    # a plural form may leave out {count} ("un coup" for 1); every other placeholder must stay
    least = wanted - {"count"} if len(english) > 1 else wanted
    found = []
    if len(english) > 1 and len(forms) != catalog.num_plurals:
        found.append(f"{len(forms)} plural forms instead of {catalog.num_plurals}")
    for form in forms:
        if not form:
            found.append("an empty translation")
        elif not least <= i18n.placeholders(form) <= wanted:
            found.append(f"placeholders {sorted(i18n.placeholders(form))} instead of {sorted(wanted)}")
    return found


def report(problems_of: Callable[[str], list[str]]) -> int:
    """Prints the problems of every language; returns how many there are."""
    count = 0
    for language in TRANSLATED:
        for problem in problems_of(language):
            print(f"{language}: {problem}")
            count += 1
    print(f"{count} problem(s)")
    return count


def check() -> int:
    return report(problems)


def main(argv: list[str]) -> int:
    commands = {"extract": extract, "update": update, "compile": compile_all}
    steps = list(commands) + ["check"] if argv == ["all"] else argv
    if not steps or any(step not in {*commands, "check"} for step in steps):
        print(__doc__)
        return 2
    for step in steps:
        if step == "check":
            return 1 if check() else 0
        commands[step]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
