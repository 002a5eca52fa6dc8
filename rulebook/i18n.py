"""The rulebook's languages: English, French, German, Italian, Spanish, and a pseudo-locale for tests.

Choosing the language::

    from rulebook import i18n
    i18n.use("fr")              # the kernel's language, from now on, for every board and every thread
    with i18n.using("de"):      # a block in another language (this thread or task only), then back
        ...
    i18n.current()              # "fr"

Writing a text that can be translated: the English sentence stays in the code, whole, with *named*
placeholders, and a note for the translator right above it (``pybabel extract`` keeps comments that start
with ``Translators:``; docs/translating.md explains the rest)::

    # Translators: the message line under the board; {piece} is a piece's name, {square} a square (c3).
    message = i18n.say("{piece} cannot land on {square}.", piece=name, square=key)
    # Translators: the move list's heading; {count} is a number of moves.
    heading = i18n.say_n("{count} move", "{count} moves", len(moves))

``_``, ``gettext``, ``ngettext`` and ``pgettext`` are the standard library's, in the current language;
``N_`` only marks a text (a module-level constant) for extraction: translate it where it is shown.

Translations live in gettext catalogues, ``rulebook/locale/<lang>/LC_MESSAGES/rulebook.po``, compiled to
``.mo`` files that are committed beside them (package data: the wheel carries them and needs nothing but the
standard ``gettext`` module). ``tools/i18n.py`` extracts, updates and compiles them. An installation that
holds a language's catalogue elsewhere registers a *catalogue finder*: a function in the entry-point group
``rulebook.catalogue_finders`` that takes a language code and returns that language's compiled catalogue
(bytes), or None; it is asked only for a catalogue that is not in ``rulebook/locale/``. The static site
does so: its first visit carries no catalogue, and the kernel fetches a language's from the site the first
time it speaks it (lite/build.py).

The pseudo-locale ``qps`` needs no catalogue: every text is made from its English original on the fly,
every letter accented, a third longer and bracketed (``⟦Ţĥé ƀöåřđ ŵŵŵ⟧``), so a text that bypasses the
catalogue shows at once as plain English, and a layout that breaks with longer words shows too.

Language-neutral on purpose: notation, position codes, records, exercise names and saved progress never go
through this module, so a position code copied from a German board opens on a French one.
"""

from __future__ import annotations

import contextlib
import contextvars
import functools
import gettext as _stdlib_gettext
import io
import json
import os
import re
import string
from collections.abc import Iterable, Iterator
from numbers import Integral
from pathlib import Path

#: the languages of the rulebook, each named in its own language
LANGUAGES = {"en": "English", "fr": "Français", "de": "Deutsch", "it": "Italiano", "es": "Español"}
#: the pseudo-locale for tests (the code Microsoft uses for pseudo-localisation)
PSEUDO = "qps"
SOURCE_LANGUAGE = "en"
DOMAIN = "rulebook"
LOCALE_DIR = Path(__file__).parent / "locale"
GLOSSARY_DIR = Path(__file__).parent / "data" / "glossary"
#: the environment variable that sets the language a kernel starts in (e.g. RULEBOOK_LANGUAGE=qps pytest)
ENVIRONMENT_VARIABLE = "RULEBOOK_LANGUAGE"
#: the entry-point group of the functions that find a catalogue missing from LOCALE_DIR (see above)
CATALOGUE_FINDERS = "rulebook.catalogue_finders"


class UnknownLanguage(ValueError):
    """A language the rulebook does not speak (the message says which ones it does)."""


class UnreachableLanguage(UnknownLanguage):
    """A language whose texts could not be loaded just now (the static site fetches a language's catalogue the
    first time it is spoken, and its files may be out of reach); nothing was changed, so it can be asked again."""


def _known() -> str:
    return ", ".join(f"{code} ({name})" for code, name in LANGUAGES.items())


def language_code(language: str) -> str:
    """The rulebook's code for ``language``: "fr", "FR", "fr-CH" and "fr_FR.UTF-8" are all "fr"."""
    if not isinstance(language, str):
        # Translators: an error when a language is not given as text (a number, say); {languages} lists
        # the codes and names, such as "fr (Français)"
        raise UnknownLanguage(say("A language is given by its code, such as \"fr\" for French. "
                                  "The rulebook speaks {languages}.", languages=_known()))
    code = language.strip().replace("_", "-").split(".")[0].lower()
    if code in LANGUAGES or code == PSEUDO:
        return code
    if code.split("-")[0] in LANGUAGES:
        return code.split("-")[0]
    # Translators: an error when a teacher asks for a language the rulebook does not have; {language} is
    # what they typed (for example "nl"), {languages} the list of codes and names, such as "fr (Français)".
    raise UnknownLanguage(say("The rulebook does not speak \"{language}\". It speaks {languages}.",
                              language=language, languages=_known()))


# ------------------------------------------------------------------------------------------ the language
_kernel_language = SOURCE_LANGUAGE
_block_language: contextvars.ContextVar[str | None] = contextvars.ContextVar("rulebook_language", default=None)


def use(language: str) -> None:
    """Speak ``language`` from now on, in the whole kernel (every board, every thread).

    Inside a ``using`` block the block's language still wins until the block ends. (Nothing is returned,
    so that a notebook's first cell shows no output.)"""
    global _kernel_language
    _kernel_language = spoken_code(language)


@contextlib.contextmanager
def using(language: str) -> Iterator[str]:
    """Speak ``language`` inside the ``with`` block only, then go back to what was spoken before.

    The block's language belongs to the thread (or asyncio task) that runs the block; other threads keep
    the kernel's language."""
    token = _block_language.set(spoken_code(language))
    try:
        yield _block_language.get()
    finally:
        _block_language.reset(token)


def current() -> str:
    """The language spoken now: the innermost ``using`` block's, else the kernel's (``use``)."""
    return _block_language.get() or _kernel_language


# ------------------------------------------------------------------------------------------ translating
def spoken_code(language: str) -> str:
    """``language_code(language)``, once that language's texts are at hand (a language whose catalogue cannot be
    loaded just now is refused with UnreachableLanguage, in the language spoken now, before anything changes)."""
    code = language_code(language)
    translations(code)
    return code


@functools.cache
def translations(language: str) -> _stdlib_gettext.NullTranslations:
    """The standard library's translations object of ``language`` (English: the texts as they are).  A catalogue
    a finder could not fetch raises UnreachableLanguage (and is tried again next time: failures are not kept)."""
    code = language_code(language)
    if code == SOURCE_LANGUAGE:
        return _stdlib_gettext.NullTranslations()
    if code == PSEUDO:
        return PseudoTranslations()
    try:
        catalogue = compiled_catalogue(code)
    except FileNotFoundError:
        raise    # no catalogue anywhere: the installation is broken, not the connection
    except OSError as error:
        # Translators: an error (also a board's message line) when the texts of a language could not be
        # fetched: the static site loads a language the first time it is asked for, and its files may be out
        # of reach (no network). {language} is the language's name in its own language ("Italiano").
        raise UnreachableLanguage(say("The words of {language} could not be loaded just now: the rulebook's "
                                      "files cannot be reached. Nothing was changed; try again once the "
                                      "connection is back.", language=LANGUAGES.get(code, code))) from error
    return _stdlib_gettext.GNUTranslations(io.BytesIO(catalogue))


def compiled_catalogue(code: str) -> bytes:
    """The compiled catalogue (.mo) of the language ``code``: the package's own, else a catalogue finder's."""
    path = LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"
    if path.is_file():
        return path.read_bytes()
    import importlib.metadata  # only when a catalogue is missing (the static site's kernel)

    for finder in importlib.metadata.entry_points(group=CATALOGUE_FINDERS):
        found = finder.load()(code)
        if found is not None:
            return found
    raise FileNotFoundError(f"no catalogue for {code!r}: neither {path} nor a catalogue finder "
                            f"(entry points {CATALOGUE_FINDERS!r}) has it")


def gettext(message: str) -> str:
    """``message`` in the current language."""
    return translations(current()).gettext(message)


_ = gettext


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of ``singular``/``plural`` that goes with ``count``, in the current language."""
    return translations(current()).ngettext(singular, plural, count)


def pgettext(context: str, message: str) -> str:
    """``message`` in the current language, where the same English word needs different translations
    (``context`` tells them apart, e.g. pgettext("HIT card", "Shield"))."""
    return translations(current()).pgettext(context, message)


def N_(message: str) -> str:
    """Marks ``message`` for translation without translating it (translate it where it is shown)."""
    return message


def _given_or_current(language: str | None) -> str:
    """The code of ``language``, or of the language spoken now when none is given."""
    return language_code(language) if language is not None else current()


def say(message: str, /, **values) -> str:
    """``message`` in the current language with its named placeholders filled in: ``say("{piece} moves
    to {square}.", piece=..., square=...)``. Only named placeholders: a translation may change their order."""
    return _filled(gettext(message), values)


def say_n(singular: str, plural: str, count: int, /, **values) -> str:
    """Like ``say`` with a plural: the form that goes with ``count`` (also the placeholder ``{count}``, written
    as the language writes numbers: "1,580" in English, "1.580" in German)."""
    return _filled(ngettext(singular, plural, count), {"count": _count_shown(count), **values})


def say_np(context: str, singular: str, plural: str, count: int, /, **values) -> str:
    """``say_n`` with a context, for a number phrase whose English is the same as another's but means something
    else (Le Dernier Peuple's "{count} move", movement cards, beside the move list's "{count} move")."""
    text = translations(current()).npgettext(context, singular, plural, count)
    return _filled(text, {"count": _count_shown(count), **values})


def _count_shown(count):
    """A whole ``count`` as the language writes numbers; anything else as it is."""
    return number(count) if isinstance(count, Integral) and not isinstance(count, bool) else count


def _filled(text: str, values: dict) -> str:
    names = placeholders(text)
    if "" in names or any(name.isdigit() for name in names):
        raise ValueError(f"only named placeholders, not {{}} or {{0}}: {text!r}")
    return text.format(**values)


def placeholders(text: str) -> set[str]:
    """The names of the ``{placeholders}`` of ``text`` (the field name, without format spec or index)."""
    names = set()
    for _literal, field, _spec, _conversion in string.Formatter().parse(text):
        if field is not None:
            names.add(re.split(r"[.\[]", field, maxsplit=1)[0])
    return names


# ------------------------------------------------------------------------------------------ numbers
NUMBERS_FILE = Path(__file__).parent / "data" / "numbers.json"


@functools.cache
def _number_symbols(language: str) -> dict:
    """How ``language`` writes numbers (data/numbers.json: CLDR's separators); the pseudo-locale writes English."""
    return json.loads(NUMBERS_FILE.read_text("utf-8"))[SOURCE_LANGUAGE if language == PSEUDO else language]


def number(value, digits: int = 0, language: str | None = None) -> str:
    """``value`` with ``digits`` decimals, written as ``language`` (default: the current one) writes a number a
    reader reads: "1,234,567.5", "1 234 567,5" (narrow no-break spaces), "1.234.567,5"; Spanish groups from
    five digits on ("1234", "12.345"). Never for notation, codes or records, which are the same in every
    language."""
    symbols = _number_symbols(_given_or_current(language))
    written = str(value) if isinstance(value, int) and not digits else f"{float(value):.{digits}f}"
    negative = written.startswith("-") and written.strip("-0.") != ""
    whole, _point, decimals = written.lstrip("-").partition(".")
    if len(whole) >= 3 + symbols["minimum_grouping"]:
        whole = f"{int(whole):,}".replace(",", symbols["group"])
    return (symbols["minus"] if negative else "") + whole + (symbols["decimal"] + decimals if decimals else "")


def percent(fraction, digits: int = 1, language: str | None = None) -> str:
    """``fraction`` (0.333) as a percentage with ``digits`` decimals, written as ``language`` (default: the
    current one) writes it: "33.3%", "33,3 %" (a no-break space before the sign in French, German and Spanish),
    "33,3%" in Italian."""
    code = _given_or_current(language)
    return _number_symbols(code)["percent"].format(number=number(float(fraction) * 100, digits, code))


#: what joins the clauses of one sentence ("red rolls a 6; blue …"): French typography puts a no-break space
#: before the semicolon, as before ":", "?" and "!"
CLAUSE_SEPARATORS = {"fr": "\u00a0; "}


def clauses(items: Iterable[str], language: str | None = None) -> str:
    """``items`` joined as clauses of one sentence, as ``language`` (default: the current one) writes them:
    "a; b" in English, "a ; b" (a no-break space) in French."""
    code = _given_or_current(language)
    return CLAUSE_SEPARATORS.get(code, "; ").join(items)


# ------------------------------------------------------------------------------------- the pseudo-locale
PLAIN = "AaBbCcDdEeFfGgHhIiJjKkLlMmNnOoPpQqRrSsTtUuVvWwXxYyZz"
ACCENTED = "ÅåƁƀÇçÐđÉéƑƒĜĝĤĥÎîĴĵĶķĻļṀṁÑñÖöÞþǪǫŘřŠšŢţÛûṼṽŴŵẊẋÝýŽž"
_ACCENT = str.maketrans(PLAIN, ACCENTED)
OPEN, CLOSE, PADDING = "⟦", "⟧", "ŵ"
#: what the pseudo-locale leaves as it is: placeholders ({piece}, {{ }}) and markup (<b>, &amp;)
_KEPT = re.compile(r"\{\{|\}\}|\{[^{}]*\}|<[^<>]+>|&\w+;")


def pseudo(text: str) -> str:
    """``text`` in the pseudo-locale: letters accented (placeholders and markup kept), a third longer,
    bracketed."""
    if not text:
        return text
    pieces, end = [], 0
    for kept in _KEPT.finditer(text):
        pieces += [text[end:kept.start()].translate(_ACCENT), kept.group()]
        end = kept.end()
    pieces.append(text[end:].translate(_ACCENT))
    extra = -(-len(text) // 3)                      # a third longer, rounded up
    padding = " " + PADDING * (extra - 1) if extra > 1 else PADDING
    return OPEN + "".join(pieces) + padding + CLOSE


def unmarked(text: str) -> list[str]:
    """The words of ``text`` (two letters or more, plain ASCII) outside the pseudo-locale's brackets: the
    texts that bypassed the catalogue. Notation such as c3-c6 has no such word."""
    outside, depth = [], 0
    for character in text:
        if character == OPEN:
            depth += 1
        elif character == CLOSE:
            depth = max(0, depth - 1)
        outside.append(character if depth == 0 else " ")
    return re.findall(r"[A-Za-z]{2,}", "".join(outside))


class PseudoTranslations(_stdlib_gettext.NullTranslations):
    """The pseudo-locale: every text made from its English original (no catalogue needed)."""

    def gettext(self, message):
        return pseudo(message)

    def ngettext(self, singular, plural, count):
        return pseudo(singular if count == 1 else plural)

    def pgettext(self, context, message):
        return pseudo(message)

    def npgettext(self, context, singular, plural, count):
        return pseudo(singular if count == 1 else plural)


# ------------------------------------------------------------------------------------------ glossaries
#: where a term's word comes from: the game's own rulebook in that language, or the project's translation
SOURCES = ("rulebook", "project")


@functools.cache
def glossary(game: str) -> dict:
    """The glossary of ``game`` (rulebook/data/glossary/<game>.json): term id → {"note": what it is,
    "en"/"fr"/"de"/"it"/"es": {"word": ..., "source": "rulebook" or "project"}}."""
    name = game.replace("-", "_").lower()
    path = GLOSSARY_DIR / f"{name}.json"
    if not path.is_file():
        games = ", ".join(sorted(path.stem for path in GLOSSARY_DIR.glob("*.json")))
        raise KeyError(f"no glossary for the game {game!r}; there are glossaries for {games}")
    return json.loads(path.read_text("utf-8"))


def term(game: str, term_id: str, language: str | None = None) -> str:
    """The word ``game``'s rulebook uses for ``term_id`` in ``language`` (default: the current one)."""
    terms = glossary(game)["terms"]
    if term_id not in terms:
        raise KeyError(f"the glossary of {game} has no term {term_id!r}; it has {', '.join(terms)}")
    code = _given_or_current(language)
    if code == PSEUDO:
        return pseudo(terms[term_id][SOURCE_LANGUAGE]["word"])
    return terms[term_id][code]["word"]


class GlossaryTable:
    """A game's words in one language beside the English ones, shown as a table in a notebook."""

    def __init__(self, game: str, language: str | None = None):
        self.game = game
        self.language = _given_or_current(language)

    def rows(self) -> list[tuple[str, str, str]]:
        """(English word, word in the language, where it comes from) for every term but the game's name,
        which the caption gives."""
        with using(self.language):
            # Translators: the glossary table, where a word comes from: the game's printed rulebook
            from_rulebook = _("the rulebook")
            # Translators: the glossary table, where a word comes from: translated by this project because
            # the game's printed rulebook has no version in this language
            from_project = _("translated by us")
            rows = []
            for term_id, entry in glossary(self.game)["terms"].items():
                if term_id == "game":
                    continue
                source = entry[self.language]["source"] if self.language in LANGUAGES else "project"
                rows.append((entry[SOURCE_LANGUAGE]["word"], term(self.game, term_id),
                             from_rulebook if source == "rulebook" else from_project))
            return rows

    def _repr_markdown_(self) -> str:
        rows = self.rows()
        with using(self.language):
            # Translators: the glossary table's caption; {count} is the number of words, {game} the
            # game's name in the page's language (HIT, Partners, HOKITO, Le Dernier Peuple, the horse race)
            caption = say_n("{game}: {count} word", "{game}: {count} words", len(rows),
                            game=term(self.game, "game"))
            # Translators: the glossary table's first column heading: the word in English
            english = _("In English")
            # Translators: the glossary table's second column heading: the word in the page's language
            # (name your language: "En français", "Auf Deutsch")
            translated = _("In this language")
            # Translators: the glossary table's third column heading: where the word comes from
            where = _("Where from")
        if self.language == SOURCE_LANGUAGE:  # an English column beside itself would only repeat it
            lines = [f"**{caption}**", "", f"| {english} | {where} |", "|---|---|"]
            return "\n".join(lines + [f"| {word} | {source} |" for _english, word, source in rows])
        # the learner's own word first, the English one beside it
        lines = [f"**{caption}**", "", f"| {translated} | {english} | {where} |", "|---|---|---|"]
        lines += [f"| {word} | {english_word} | {source} |" for english_word, word, source in rows]
        return "\n".join(lines)

    def __repr__(self) -> str:
        """The same table as text, where a front end shows no markdown (never an object's address)."""
        return self._repr_markdown_()


def _start_language() -> str:
    wanted = os.environ.get(ENVIRONMENT_VARIABLE, "").strip()
    return language_code(wanted) if wanted else SOURCE_LANGUAGE


_kernel_language = _start_language()
