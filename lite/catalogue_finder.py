"""The static site's catalogue finder: the kernel fetches a language's texts the first time it speaks it.

The site's first visit carries no catalogue (issue 32: the first visit within 15 MB): lite/build.py takes each
language's compiled catalogue out of the project's wheel into a small wheel of its own,
``rulebook-catalogue-<lang>``, listed in the site's pyodide-lock.json beside the others. A page opened in a
language (``?lang=de``) loads that language's wheel with the kernel's other wheels (lite/language.js). Any
other language (a board's language menu, ``i18n.use("it")``, a notebook of another language opened beside)
is found here: rulebook/i18n.py asks the catalogue finders (the entry-point group
``rulebook.catalogue_finders``: the site's glue wheel ships this module as ``rulebook_lite_catalogues`` and
registers its ``find``) for a catalogue its package lacks. Its wheel is fetched from the site, checked against the lock's sha256, and the catalogue read from it.

The fetch is synchronous, because the texts are needed at once by code that cannot wait (a board drawing
itself): an XMLHttpRequest, which the Web Worker the kernel runs in may make for binary data
(``pyodide.http.open_url`` and ``pyxhr`` read text only). Pyodide's public ``lockfile`` and
``lockfileBaseUrl`` say which file and where.
"""

from __future__ import annotations

import hashlib
import io
import urllib.parse
import zipfile

#: the wheel of a language's catalogue (lite/build.py makes them; lite/language.js preloads the page's)
PACKAGE = "rulebook-catalogue-{language}"
#: where the catalogue is inside that wheel (as in the project's wheel: rulebook/i18n.py LOCALE_DIR)
MEMBER = "rulebook/locale/{language}/LC_MESSAGES/rulebook.mo"


def find(language: str) -> bytes | None:
    """The compiled catalogue of ``language``, fetched from the site; None if the site has none for it."""
    import pyodide_js  # the kernel's Pyodide (only there)

    packages = pyodide_js.lockfile.packages.to_py()
    entry = packages.get(PACKAGE.format(language=language))
    if entry is None:
        return None
    url = urllib.parse.urljoin(pyodide_js.lockfileBaseUrl, entry["file_name"])
    wheel = fetched(url)
    if hashlib.sha256(wheel).hexdigest() != entry["sha256"]:
        raise OSError(f"{url} is not the file the site's pyodide-lock.json lists (another sha256)")
    with zipfile.ZipFile(io.BytesIO(wheel)) as archive:
        return archive.read(MEMBER.format(language=language))


def fetched(url: str) -> bytes:
    """The bytes at ``url``, fetched synchronously (in a Web Worker)."""
    import js

    request = js.XMLHttpRequest.new()
    request.open("GET", url, False)
    request.responseType = "arraybuffer"
    try:
        request.send()
    except Exception as error:  # the browser's NetworkError (no connection, the site stopped)
        raise OSError(f"{url} could not be fetched ({error})") from error
    if request.status != 200:
        raise OSError(f"{url} could not be fetched (HTTP {request.status})")
    return js.Uint8Array.new(request.response).to_bytes()
