"""The static site's first visit stays small (issue 32 point 7: within 15 MB compressed), without a browser.

- rulebook/i18n.py reads a catalogue its package lacks from a catalogue finder (an entry point), as the site's
  kernel does: the site's first visit carries no catalogue, a language's comes when it is first spoken;
- lite/build.py takes each language's catalogue out of the project's wheel into a wheel of its own, leaves
  out of the kernel's wheels what they carry for other places (a Jupyter front end, their tests), and fails
  when the Python of a first visit outgrows its budget;
- lite/catalogue_finder.py, the site's finder, reads the catalogue from the language's wheel as the lock lists it.

The built site itself is checked in tests/browser/test_lite.py (an English first visit fetches no catalogue
and stays within the budget) and tests/browser/test_lite_language_boards.py (other languages, live).
"""

from __future__ import annotations

import gettext
import hashlib
import json
import sys
import types
import zipfile
from pathlib import Path

import pytest

from rulebook import i18n

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "lite"))
import build as lite_build
import catalogue_finder
import pyodide_lock

GERMAN_MO = i18n.LOCALE_DIR / "de" / "LC_MESSAGES" / "rulebook.mo"
SWITCHED = "The board speaks English now."   # a text every catalogue translates


@pytest.fixture
def no_packaged_catalogues(tmp_path, monkeypatch):
    """rulebook/locale/ without its catalogues, as in the site's kernel (the translations read afresh)."""
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path / "empty-locale")
    i18n.translations.cache_clear()
    yield
    i18n.translations.cache_clear()


def install_finder(folder: Path, monkeypatch, source: str) -> None:
    """A distribution on sys.path that registers ``find`` of a module made of ``source`` as a catalogue finder."""
    (folder / "fake_finder.py").write_text(source)
    dist_info = folder / "fake_finder-1.0.dist-info"
    dist_info.mkdir()
    (dist_info / "METADATA").write_text("Metadata-Version: 2.1\nName: fake-finder\nVersion: 1.0\n")
    (dist_info / "entry_points.txt").write_text(f"[{i18n.CATALOGUE_FINDERS}]\nfake = fake_finder:find\n")
    monkeypatch.syspath_prepend(str(folder))
    monkeypatch.delitem(sys.modules, "fake_finder", raising=False)


# ------------------------------------------------------------------------------ rulebook/i18n.py's hook
def test_a_catalogue_missing_from_the_package_comes_from_a_registered_finder(tmp_path, monkeypatch,
                                                                               no_packaged_catalogues):
    install_finder(tmp_path, monkeypatch, f"ASKED = []\ndef find(language):\n    ASKED.append(language)\n"
                                          f"    return open({str(GERMAN_MO)!r}, 'rb').read() if language == 'de' else None\n")
    with open(GERMAN_MO, "rb") as compiled:
        german = gettext.GNUTranslations(compiled).gettext(SWITCHED)
    assert german != SWITCHED
    with i18n.using("de"):
        assert i18n.gettext(SWITCHED) == german
        assert i18n.gettext(SWITCHED) == german      # found once: the translations are kept
    with i18n.using("qps"), i18n.using("en"):        # the pseudo-locale and English need no catalogue
        assert i18n.gettext(SWITCHED) == SWITCHED
    assert sys.modules["fake_finder"].ASKED == ["de"]
    with pytest.raises(FileNotFoundError, match="no catalogue for 'fr'.*rulebook.catalogue_finders"):
        i18n.translations("fr")                      # the finder has none: said plainly, and asked again later
    assert sys.modules["fake_finder"].ASKED == ["de", "fr"]


def test_the_package_s_own_catalogue_is_read_without_asking_a_finder(tmp_path, monkeypatch):
    install_finder(tmp_path, monkeypatch, "def find(language):\n    raise AssertionError('asked')\n")
    i18n.translations.cache_clear()
    try:
        assert i18n.compiled_catalogue("de") == GERMAN_MO.read_bytes()
    finally:
        i18n.translations.cache_clear()


# ------------------------------------------------------------------------------------- lite/build.py
def a_wheel(folder: Path, name: str, files: dict[str, bytes]) -> Path:
    """A wheel named ``name`` with ``files`` and a RECORD listing them (with a hash, as pip writes it)."""
    dist_info = f"{name.replace('-', '_')}-1.0.dist-info"
    record = "".join(f"{path},sha256=x,{len(data)}\n" for path, data in files.items()) + f"{dist_info}/RECORD,,\n"
    files = {**files, f"{dist_info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n".encode(),
             f"{dist_info}/RECORD": record.encode()}
    wheel = folder / f"{name.replace('-', '_')}-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        for path, data in files.items():
            archive.writestr(path, data)
    return wheel


def members(wheel: Path) -> dict[str, bytes]:
    with zipfile.ZipFile(wheel) as archive:
        return {name: archive.read(name) for name in archive.namelist()}


def test_each_language_s_catalogue_leaves_the_project_s_wheel_for_a_wheel_of_its_own(tmp_path):
    catalogues = {f"rulebook/locale/{language}/LC_MESSAGES/rulebook.mo": f"{language} texts".encode()
                  for language in lite_build.LANGUAGE_PACKS}
    project = a_wheel(tmp_path, "interactive-rulebook", {"rulebook/i18n.py": b"# rules", **catalogues})
    lite_build.split_catalogues(project)

    left = members(project)
    assert "rulebook/i18n.py" in left and not any("/locale/" in name for name in left)
    assert "locale" not in left["interactive_rulebook-1.0.dist-info/RECORD"].decode()
    for language in lite_build.LANGUAGE_PACKS:
        wheel = tmp_path / f"rulebook_catalogue_{language}-0.0.0-py3-none-any.whl"
        member = catalogue_finder.MEMBER.format(language=language)
        assert members(wheel)[member] == f"{language} texts".encode()
        assert pyodide_lock.read_metadata(wheel)["Name"] == catalogue_finder.PACKAGE.format(language=language)
        assert member in members(wheel)[f"rulebook_catalogue_{language}-0.0.0.dist-info/RECORD"].decode()


def test_a_project_wheel_without_every_language_s_catalogue_fails_the_build(tmp_path):
    project = a_wheel(tmp_path, "interactive-rulebook",
                      {"rulebook/locale/de/LC_MESSAGES/rulebook.mo": b"de texts"})
    with pytest.raises(RuntimeError, match=r"catalogues for \['de'\], not for the site's languages"):
        lite_build.split_catalogues(project)


def test_the_kernel_s_wheels_leave_out_their_front_end_and_their_tests(tmp_path):
    kept = {"anywidget/__init__.py": b"", "anywidget/_file_contents.py": b"", "ipywidgets/widgets/widget.py": b""}
    left_out = {"anywidget/labextension/static/main.js": b"js", "anywidget/nbextension/index.js": b"js",
                "anywidget-0.11.0.data/data/share/jupyter/labextensions/anywidget/static/main.js": b"js",
                "ipywidgets/widgets/tests/test_widget.py": b"", "traitlets/tests/utils.py": b""}
    wheel = a_wheel(tmp_path, "anywidget", {**kept, **left_out})
    assert set(pyodide_lock.take_out(wheel, lite_build.NOT_FOR_THE_KERNEL.search)) == set(left_out)
    assert set(kept) <= set(members(wheel)) and not set(left_out) & set(members(wheel))


def a_lock(sizes: dict[str, int], folder: Path) -> dict:
    """A lock of the packages the kernel starts with, the site's catalogue wheel of German, and the runtime's
    files, each file made of ``sizes[name]`` random bytes (which gzip cannot shrink)."""
    packages = {name: {"file_name": f"{name}.whl", "depends": []} for name in lite_build.PRELOADED}
    packages["ipython"]["depends"] = ["pygments"]
    packages["pygments"] = {"file_name": "pygments.whl", "depends": []}
    packages["rulebook-catalogue-de"] = {"file_name": "rulebook_catalogue_de.whl", "depends": []}
    names = [*lite_build.PYODIDE_RUNTIME_FILES, "pyodide-lock.json", *(e["file_name"] for e in packages.values())]
    for name in names:
        (folder / name).write_bytes(hashlib.shake_256(name.encode()).digest(sizes.get(name, 100)))
    return {"packages": packages}


def test_the_python_of_a_first_visit_is_what_the_kernel_starts_with_and_has_a_budget(tmp_path, monkeypatch):
    lock = a_lock({"pyodide.asm.wasm": 60_000, "rulebook_catalogue_de.whl": 90_000}, tmp_path)
    files = lite_build.first_visit_python(lock)
    assert "pygments.whl" in files and "interactive-rulebook.whl" in files and "pyodide.asm.wasm" in files
    assert "rulebook_catalogue_de.whl" not in files     # an English first visit needs no catalogue
    size = lite_build.check_python_first_visit(tmp_path, lock)
    assert 60_000 < size < 90_000
    monkeypatch.setattr(lite_build, "PYTHON_FIRST_VISIT_BUDGET", size - 1)
    with pytest.raises(RuntimeError, match=r"first visit takes 0\.\d+ MB compressed, more than.*pyodide\.asm\.wasm"):
        lite_build.check_python_first_visit(tmp_path, lock)


def test_the_budget_of_the_python_leaves_room_for_jupyterlab_within_the_first_visit_s_15_mb():
    jupyterlab_share = 2_300_000     # JupyterLab's pages and scripts in a first visit (benchmarks/lite.py: 2.1 MB)
    assert lite_build.PYTHON_FIRST_VISIT_BUDGET + jupyterlab_share <= 15_000_000


# ------------------------------------------------------------------------- lite/catalogue_finder.py
def lock_of(wheel_name: str, data: bytes) -> types.SimpleNamespace:
    """What the kernel's ``pyodide_js`` holds: the lock (a JavaScript object) and where its files are."""
    packages = {"rulebook-catalogue-it": {"file_name": wheel_name, "sha256": hashlib.sha256(data).hexdigest()}}
    lockfile = types.SimpleNamespace(packages=types.SimpleNamespace(to_py=lambda: json.loads(json.dumps(packages))))
    return types.SimpleNamespace(lockfile=lockfile, lockfileBaseUrl="http://127.0.0.1:8000/static/pyodide/")


def test_the_site_s_finder_reads_a_language_s_catalogue_from_its_wheel_as_the_lock_lists_it(tmp_path, monkeypatch):
    wheel = pyodide_lock.write_wheel("rulebook-catalogue-it", tmp_path, "Italian",
                                     {catalogue_finder.MEMBER.format(language="it"): b"\xde\x12\x04\x95 it"})
    data = wheel.read_bytes()
    monkeypatch.setitem(sys.modules, "pyodide_js", lock_of(wheel.name, data))
    fetched = []
    monkeypatch.setattr(catalogue_finder, "fetched", lambda url: fetched.append(url) or data)
    assert catalogue_finder.find("it") == b"\xde\x12\x04\x95 it"
    assert fetched == [f"http://127.0.0.1:8000/static/pyodide/{wheel.name}"]
    assert catalogue_finder.find("nl") is None and len(fetched) == 1   # no such wheel: nothing fetched

    monkeypatch.setattr(catalogue_finder, "fetched", lambda url: data + b"changed")
    with pytest.raises(OSError, match="not the file the site's pyodide-lock.json lists"):
        catalogue_finder.find("it")


def test_the_site_s_finder_says_a_network_error_as_an_os_error(monkeypatch):
    """The browser's NetworkError (the site stopped, no connection) becomes an OSError, which rulebook/i18n.py
    turns into a refusal in words (tests/test_board_i18n.py): the board keeps its language."""
    class Request:
        def open(self, *arguments):
            pass

        def send(self):
            raise RuntimeError("NetworkError: Failed to execute 'send' on 'XMLHttpRequest'")

    monkeypatch.setitem(sys.modules, "js", types.SimpleNamespace(XMLHttpRequest=types.SimpleNamespace(new=Request)))
    with pytest.raises(OSError, match="could not be fetched .*NetworkError"):
        catalogue_finder.fetched("http://127.0.0.1:8000/static/pyodide/rulebook_catalogue_it-1.0-py3-none-any.whl")


def test_the_site_s_glue_wheel_registers_the_finder(tmp_path, monkeypatch):
    """The entry point the build writes names the module and function the site ships."""
    written = {}
    monkeypatch.setattr(pyodide_lock, "write_wheel", lambda name, folder, summary, files=None, entry_points="":
                        written.setdefault(name, (files, entry_points)))
    monkeypatch.setattr(lite_build, "fetch_kernel_wheels", lambda: tmp_path)
    monkeypatch.setattr(lite_build, "check_front_ends_fit_the_kernel", lambda wheels: None)
    monkeypatch.setattr(lite_build, "kernel_extension_wheels", list)
    monkeypatch.setattr(lite_build, "build_project_wheel", lambda folder: folder / "project.whl")
    monkeypatch.setattr(lite_build, "split_catalogues", lambda wheel: None)
    lite_build.stage_wheels(tmp_path)
    files, entry_points = written[lite_build.SITE_PACKAGE]
    group, entry = entry_points.strip().splitlines()
    assert group == f"[{i18n.CATALOGUE_FINDERS}]"
    module, function = entry.split(" = ")[1].split(":")
    assert files[f"{module}.py"] == (REPO / "lite" / "catalogue_finder.py").read_text() and function == "find"
    assert json.loads(files[f"{lite_build.IPYTHON_DIR}/profile_default/ipython_config.json"]) == lite_build.IPYTHON_CONFIG
