"""Write the pyodide-lock.json of the static site: one entry for every wheel the site ships, nothing else.

Pyodide loads a package by its lock entry (file name, sha256, import names, dependencies). The
npm package ``pyodide`` brings the runtime and a lock for Pyodide's own package builds, which the
site does not ship; PyPI's wheels have other hashes. So the site gets its own lock, written here
from the wheels themselves: their METADATA gives the dependencies (markers evaluated as in the
browser: Emscripten, the runtime's Python), their RECORD the import names. A dependency that is
neither shipped nor left out on purpose (LEFT_OUT) fails the build.

(jupyterlite-pyodide-kernel has its own lock tooling, but it needs Python 3.12 or newer.)
"""

from __future__ import annotations

import email.parser
import hashlib
import json
import zipfile
from collections.abc import Callable
from pathlib import Path

import precompile
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name

# Dependencies declared by shipped wheels that the site leaves out on purpose.
LEFT_OUT = {
    "jedi": "IPython completes without it; 4.9 MB less to load (a placeholder stands in for it, and the "
            "site's IPython profile turns the completer's use of jedi off)",
    "parso": "only jedi needs it",
    "jupyterlab-widgets": "the widgets' JupyterLab front end: the site has it as a lab extension",
    "widgetsnbextension": "the widgets' classic-notebook front end: not used by JupyterLab",
}


def browser_markers(python_version: str) -> dict[str, str]:
    """Environment markers as Pyodide's Python sees them (``python_version`` like "3.14.2")."""
    major_minor = ".".join(python_version.split(".")[:2])
    return {
        "implementation_name": "cpython",
        "implementation_version": python_version,
        "os_name": "posix",
        "platform_machine": "wasm32",
        "platform_python_implementation": "CPython",
        "platform_release": "",
        "platform_system": "Emscripten",
        "platform_version": "",
        "python_full_version": python_version,
        "python_version": major_minor,
        "sys_platform": "emscripten",
        "extra": "",
    }


def read_metadata(wheel: Path) -> email.message.Message:
    with zipfile.ZipFile(wheel) as archive:
        name = next(n for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
        return email.parser.Parser().parsestr(archive.read(name).decode("utf-8"))


def import_names(wheel: Path) -> list[str]:
    """The top-level modules and packages a wheel installs (what ``import`` can name)."""
    with zipfile.ZipFile(wheel) as archive:
        names = archive.namelist()
    top_level = set()
    for name in names:
        first, _, rest = name.partition("/")
        if first.endswith((".dist-info", ".data")) or first == "__pycache__":
            continue
        if rest and rest.endswith(".py") or not rest and first.endswith(".py"):
            top_level.add(first.removesuffix(".py"))
    return sorted(top_level)


def dependencies(metadata: email.message.Message, markers: dict[str, str]) -> list[str]:
    """The canonical names of the requirements that apply in the browser (no extras)."""
    needed = set()
    for line in metadata.get_all("Requires-Dist") or []:
        requirement = Requirement(line)
        if requirement.marker is None or requirement.marker.evaluate(markers):
            needed.add(canonicalize_name(requirement.name))
    return sorted(needed)


def lock_entry(wheel: Path, markers: dict[str, str]) -> dict:
    metadata = read_metadata(wheel)
    return {
        "name": metadata["Name"],
        "version": metadata["Version"],
        "file_name": wheel.name,
        "install_dir": "site",
        "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(),
        "package_type": "package",
        "imports": import_names(wheel),
        "depends": [name for name in dependencies(metadata, markers) if name not in LEFT_OUT],
        "unvendored_tests": False,
    }


def build_lock(runtime_lock: Path, wheels: list[Path]) -> dict:
    """The lock for ``wheels`` (all in the lock's folder), for the runtime whose lock is ``runtime_lock``.

    Raises ValueError naming every dependency that no wheel provides.
    """
    info = json.loads(runtime_lock.read_text("utf-8"))["info"]
    markers = browser_markers(info["python"])
    packages = {}
    for wheel in sorted(wheels):
        entry = lock_entry(wheel, markers)
        packages[canonicalize_name(entry["name"])] = entry
    missing = sorted(
        f"{name} needs {dependency}"
        for name, entry in packages.items()
        for dependency in entry["depends"]
        if dependency not in packages
    )
    if missing:
        raise ValueError("wheels missing from the site (add them to lite/kernel-requirements.txt): "
                         + "; ".join(missing))
    return {"info": info, "packages": packages}


def write_wheel(name: str, directory: Path, summary: str, files: dict[str, str | bytes] | None = None,
                entry_points: str = "") -> Path:
    """A small wheel made here (version 0.0.0) holding ``files`` (path in site-packages -> text or bytes), and
    ``entry_points`` (the text of its entry_points.txt) if any."""
    version = "0.0.0"
    dist_info = f"{name.replace('-', '_')}-{version}.dist-info"
    contents = {
        **(files or {}),
        f"{dist_info}/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: {version}\nSummary: {summary}\n",
        f"{dist_info}/WHEEL": "Wheel-Version: 1.0\nGenerator: interactive-rulebook lite/pyodide_lock.py\n"
                              "Root-Is-Purelib: true\nTag: py3-none-any\n",
    }
    if entry_points:
        contents[f"{dist_info}/entry_points.txt"] = entry_points
    contents[f"{dist_info}/RECORD"] = "".join(f"{path},,\n" for path in contents) + f"{dist_info}/RECORD,,\n"
    wheel = directory / f"{name.replace('-', '_')}-{version}-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, text in contents.items():
            archive.writestr(zipfile.ZipInfo(path, date_time=(1980, 1, 1, 0, 0, 0)), text,
                             compress_type=zipfile.ZIP_DEFLATED)
    return wheel


def write_placeholder_wheel(name: str, directory: Path, reason: str) -> Path:
    """An installable wheel for ``name`` that installs no module, only its metadata saying ``reason``.

    The browser kernel installs jedi by name when it starts; this lets it start without jedi
    (``import jedi`` still fails; see IPYTHON_CONFIG in lite/build.py for the completer).
    """
    return write_wheel(name, directory, f"Placeholder, not the real {name}: {reason}")


def take_out(wheel: Path, leave_out: Callable[[str], object]) -> dict[str, bytes]:
    """Rewrite ``wheel`` without its members whose name ``leave_out`` is true for (nor their lines of its
    RECORD); return those members (name -> bytes)."""
    with zipfile.ZipFile(wheel) as archive:
        taken = {info.filename: archive.read(info) for info in archive.infolist() if leave_out(info.filename)}
        if not taken:
            return taken
        partial = wheel.with_name(wheel.name + ".partial")
        precompile.rewrite(archive, str(partial), set(taken), {})
    partial.replace(wheel)
    return taken
