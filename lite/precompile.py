"""Precompiled Python for the static site: the browser kernel imports bytecode instead of compiling source.

Run by lite/build.py inside Pyodide itself, in Node (lite/precompile.mjs), so the bytecode is that of the
browser's own Python. Python compiles every module it imports from source, and Pyodide keeps no
bytecode between visits, so without this the kernel compiles some 600 modules of the standard library,
IPython and the rulebook at every start (about 1.6 s of the start on this machine).

1. Import what the kernel imports when it starts (piplite, pyodide_kernel) and every module of the
   rulebook and its boards, as a notebook does.
2. For each of those modules that came from a ``.py`` file of a wheel of the site or of the standard
   library's zip, write its bytecode as an unchecked hash-based ``.pyc`` (PEP 552: used as it is, whatever
   the time stamps). The project's own wheel keeps its sources (students read the rules' code, and their
   tracebacks show it): the bytecode goes to ``__pycache__/``. Elsewhere (the standard library, IPython
   and the other libraries) the ``module.pyc`` takes the place of ``module.py``, which keeps the first
   visit's download about as it was (bytecode is bigger than source). A wheel's RECORD lists the files it
   then holds (.pyc without a hash, as PEP 427 allows).

The bytecode has no column tables (PYTHONNODEBUGRANGES, set by lite/precompile.mjs): a fifth smaller; a
traceback through a library then shows no ``^^^`` marks under its lines (nor their text, the source
being left out), the notebook's own cells keep both. Modules that nothing imports stay source only
(pygments' 600 lexers, say).

    (inside Pyodide) python precompile.py <the site's static/pyodide folder>
"""

from __future__ import annotations

import importlib
import os
import pkgutil
import py_compile
import sys
import tempfile
import zipfile

SITE_PACKAGES = f"/lib/python{sys.version_info.major}.{sys.version_info.minor}/site-packages/"
STDLIB_ZIP = f"/lib/python{sys.version_info.major}{sys.version_info.minor}.zip/"
PACKAGES_OF_THE_NOTEBOOKS = ("rulebook", "widgets")
#: the wheels whose compiled modules keep their source (students read the rules' code and its tracebacks)
KEEP_SOURCE = ("interactive_rulebook-",)


def import_what_the_kernel_imports() -> None:
    """The modules the browser kernel imports when it starts and when the notebooks run."""
    import piplite.piplite  # noqa: F401  (the kernel's start: lite/build.py's PRELOADED, then these two)
    import pyodide_kernel  # noqa: F401

    for name in PACKAGES_OF_THE_NOTEBOOKS:
        package = importlib.import_module(name)
        for module in pkgutil.walk_packages(package.__path__, f"{name}."):
            try:
                importlib.import_module(module.name)
            except ImportError as missing:  # numpy_races needs numpy, which the site leaves out
                print(f"[precompile] {module.name} not imported: {missing}", file=sys.__stdout__)


def imported_sources() -> set[str]:
    """The paths of the ``.py`` files that the imported modules came from."""
    sources = set()
    for module in list(sys.modules.values()):
        origin = getattr(getattr(module, "__spec__", None), "origin", None)
        if origin and origin.endswith(".py"):
            sources.add(origin)
    return sources


def bytecode(source: bytes, shown_path: str) -> bytes:
    """An unchecked hash-based .pyc of ``source``, its tracebacks naming ``shown_path``."""
    with tempfile.TemporaryDirectory() as scratch:
        source_file, pyc_file = os.path.join(scratch, "module.py"), os.path.join(scratch, "module.pyc")
        with open(source_file, "wb") as file:
            file.write(source)
        py_compile.compile(source_file, pyc_file, dfile=shown_path, doraise=True,
                           invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
        with open(pyc_file, "rb") as file:
            return file.read()


def pyc_name(member: str, keep_source: bool) -> str:
    """Where the bytecode of ``member`` (a .py path in an archive) goes: beside a kept source in
    ``__pycache__/``, or in the source's place (``module.pyc``), which Python imports without a source."""
    if not keep_source:
        return member[:-3] + ".pyc"
    folder, _, file = member.rpartition("/")
    return f"{folder}/__pycache__/{file[:-3]}.{sys.implementation.cache_tag}.pyc".lstrip("/")


def add_bytecode(archive_path: str, installed_at: str, sources: set[str], keep_source: bool) -> int:
    """Rewrite the zip ``archive_path`` with bytecode for each member whose installed path is in ``sources``
    (``installed_at``: where the members' paths start once installed); return how many got bytecode."""
    with zipfile.ZipFile(archive_path) as archive:
        compiled = {member: bytecode(archive.read(member), installed_at + member)
                    for member in archive.namelist() if installed_at + member in sources}
        if compiled:
            write_archive(archive, archive_path + ".partial", compiled, keep_source)
    if compiled:
        os.replace(archive_path + ".partial", archive_path)
    return len(compiled)


def write_archive(archive: zipfile.ZipFile, path: str, compiled: dict[str, bytes], keep_source: bool) -> None:
    """``archive`` with the bytecode of ``compiled`` (member -> .pyc), without those members' sources unless
    ``keep_source``; a wheel's RECORD lists the files it then holds."""
    pycs = {pyc_name(member, keep_source): pyc for member, pyc in compiled.items()}
    rewrite(archive, path, set() if keep_source else set(compiled), pycs)


def rewrite(archive: zipfile.ZipFile, path: str, dropped: set[str], added: dict[str, bytes]) -> None:
    """``archive`` written to ``path`` without its ``dropped`` members, with the ``added`` ones (name -> bytes);
    a wheel's RECORD lists the files it then holds (lite/pyodide_lock.py uses it too)."""
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as rewritten:
        for info in archive.infolist():
            if info.filename in dropped:
                continue
            data = archive.read(info)
            if info.filename.endswith(".dist-info/RECORD"):
                data = record(data.decode(), dropped, added).encode()
            rewritten.writestr(info, data, compress_type=info.compress_type)
        for name, data in sorted(added.items()):
            rewritten.writestr(zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0)), data,
                               compress_type=zipfile.ZIP_DEFLATED)


def record(text: str, dropped: set[str], added: dict[str, bytes]) -> str:
    """A wheel's RECORD without the ``dropped`` files, with the ``added`` ones (no hash, as PEP 427 allows for
    .pyc files)."""
    kept = [line for line in text.splitlines() if line.split(",")[0] not in dropped]
    return "".join(f"{line}\n" for line in kept) + "".join(f"{name},,\n" for name in sorted(added))


def main(folder: str) -> None:
    import_what_the_kernel_imports()
    sources = imported_sources()
    counts = {}
    for name in sorted(os.listdir(folder)):
        path = os.path.join(folder, name)
        if name.endswith(".whl"):
            counts[name] = add_bytecode(path, SITE_PACKAGES, sources, name.startswith(KEEP_SOURCE))
        elif name == "python_stdlib.zip":
            counts[name] = add_bytecode(path, STDLIB_ZIP, sources, keep_source=False)
    per_archive = ", ".join(f"{name.split('-')[0]} {count}" for name, count in counts.items() if count)
    print(f"[precompile] bytecode for {sum(counts.values())} modules of {len(sources)} imported from source "
          f"({per_archive})", file=sys.__stdout__)


if __name__ == "__main__":
    main(sys.argv[1])
