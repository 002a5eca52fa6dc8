"""Build the rulebook as a static JupyterLite site (``make lite``): ``_site/``, nothing to install.

    .venv/bin/python lite/build.py [--output _site] [--force]

A student's browser runs Python itself (the Pyodide kernel), so the site needs no server that
computes: any static host, or ``make lite-serve`` on 127.0.0.1. Everything the site loads is
inside it:

- JupyterLab (jupyterlite-core) and the lab extensions of the venv (widgets, anywidget, the kernel);
- the Pyodide runtime, from the npm package ``pyodide`` (its version is the kernel's);
- the kernel's wheels: the ones jupyterlite-pyodide-kernel brings, the ones pinned in
  ``lite/kernel-requirements.txt`` (PyPI), and this project's own wheel; they and Pyodide's standard
  library carry the bytecode of every module the kernel imports (``lite/precompile.py``, run with
  Pyodide in Node), so the kernel does not compile them at every start. The site's copies leave out what
  a wheel carries for other places than the kernel (its Jupyter front end, which the site has as a lab
  extension, and its own tests);
- each language's compiled catalogue in a small wheel of its own (``rulebook-catalogue-<lang>``), taken
  out of the project's wheel: a page loads only its own language's, and the kernel fetches another the
  first time it speaks it (``lite/catalogue_finder.py``, in the site's glue wheel ``rulebook-lite`` with the
  IPython profile);
- a pyodide-lock.json written for exactly these wheels (``lite/pyodide_lock.py``);
- the notebooks of ``notebooks/``, the same files as ``make lab`` opens; the site's copy of each
  language's start notebook gets a first cell saying that the first start takes a few seconds
  (``lite/start-texts.json``);
- a status line at the foot of the lab's page while Python starts (``lite/start-status.js``);
- JupyterLab's official language packs of the venv (French, German, Italian, Spanish: the dev extra), which
  jupyter lite build puts in ``api/translations/`` (a language's file is loaded only by a page in that
  language); ``?lang=de`` picks the language of the menus, the notebooks and the kernel
  (``lite/language.js``); the front page forwards it, or else picks the browser's language.

The Python a first visit downloads (the runtime, the wheels the kernel starts with) must stay within
PYTHON_FIRST_VISIT_BUDGET, or the build fails: with JupyterLab's own share, the first visit stays within
the 15 MB of issue 32 (``benchmarks/lite.py`` measures the whole in a browser).

Downloads are cached in ``<venv>/lite-cache/``; when no input changed since the last build, the
build does nothing (``--force`` builds anyway).
"""

from __future__ import annotations

import argparse
import base64
import gzip
import hashlib
import json
import re
import shutil
import subprocess
import sys
import tarfile
import time
import urllib.parse
from pathlib import Path

import catalogue_finder
import pyodide_lock

REPO = Path(__file__).resolve().parents[1]
LITE = REPO / "lite"
CACHE = Path(sys.prefix) / "lite-cache"
DEFAULT_OUTPUT = REPO / "_site"

PYODIDE_VERSION = "314.0.6"  # must be the one jupyterlite-pyodide-kernel expects (checked below)
PYODIDE_NPM_INTEGRITY = (  # the npm registry's integrity of pyodide-314.0.6.tgz (npm view ... dist.integrity)
    "sha512-BKDTJyIqFxC4BExLqeRS3f5xvXZIjOt8C3zGLN/Cc7tFxSwvKVhVkchQQ2AGLOtR4YrVOIFxbV8poyDOOmWwxQ=="
)
# What the site needs of the npm package: the runtime. Not the console pages, maps or type files.
PYODIDE_RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
KERNEL_EXTENSION = Path(sys.prefix) / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension"
# The kernel's own wheels (from its lab extension) that the kernel installs when it starts.
KERNEL_WHEELS = ("piplite", "pyodide_kernel", "ipykernel")
# Loaded when a kernel starts, in one go: the kernel's start-up finds them installed and the first
# cell finds the rulebook ready.
PRELOADED = ["micropip", "piplite", "ipykernel", "comm", "pyodide-kernel", "jedi", "ipython",
             "rulebook-lite", "interactive-rulebook"]
# What some wheels carry for other places than the kernel: their Jupyter front end (the site serves the lab
# extensions itself: anywidget's twice, 288 KB) and their own tests (ipywidgets', 61 KB). Not in the site.
NOT_FOR_THE_KERNEL = re.compile(r"^[^/]+\.data/data/share/jupyter/|^[^/]+/(labextension|nbextension)/|/tests/")

# The site's glue, in a wheel of its own: an IPython profile, and the catalogue finder.
# The browser kernel switches IPython's completer to jedi, which the site leaves out; the IPython
# profile (IPYTHONDIR points into site-packages) switches it back to IPython's own.
SITE_PACKAGE = "rulebook-lite"
IPYTHON_DIR = "rulebook_lite_ipython"
IPYTHON_CONFIG = {"InteractiveShellApp": {"exec_lines": [
    "get_ipython().Completer.use_jedi = False  # the static site has no jedi (lite/build.py)"]}}

# Each language's compiled catalogue: taken out of the project's wheel into a wheel of its own, which a
# page in that language preloads (lite/language.js) and lite/catalogue_finder.py fetches for another one.
CATALOGUE_FINDER = "rulebook_lite_catalogues"  # lite/catalogue_finder.py, in the site's glue wheel
CATALOGUE = re.compile(r"^rulebook/locale/(?P<language>[a-z]+)/LC_MESSAGES/")
# A first visit (the start page until its kernel is ready and its cells ran), gzip-compressed as most static
# hosts send it, stays within 15 MB (issue 32); benchmarks/lite.py and tests/browser/test_lite.py measure it.
FIRST_VISIT_BUDGET = 15_000_000
# Of that, the Python an English first visit downloads (the runtime files and the wheels the kernel starts
# with), checked at every build: 12.2 MB in November 2026. JupyterLab's pages and scripts add 2.1 MB, so a
# build within this budget keeps the first visit within 14.6 MB, a margin for JupyterLab's own updates.
PYTHON_FIRST_VISIT_BUDGET = 12_500_000

START_NOTEBOOK = "00-start-here.ipynb"
START_STATUS_SCRIPT = "start-status.js"
LANGUAGE_SCRIPT = "language.js"
# the site's languages (rulebook/i18n.py LANGUAGES) and JupyterLab's language pack for each (English is built in)
LANGUAGE_PACKS = {"fr": "jupyterlab-language-pack-fr-FR", "de": "jupyterlab-language-pack-de-DE",
                  "it": "jupyterlab-language-pack-it-IT", "es": "jupyterlab-language-pack-es-ES"}
TRANSLATION_PLUGIN = "@jupyterlab/translation-extension:plugin"
BROWSER_KERNELSPEC = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
# what the site says while Python starts, per language: the note atop each start page, the status line
START_TEXTS = LITE / "start-texts.json"
LANDING_PAGE = """\
<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>An interactive rulebook</title>
  <link rel="icon" href="icon-120x120.png">
  <!-- JupyterLab's pages read the site's settings from here (they start empty, as in JupyterLite's own) -->
  <script id="jupyter-config-data" type="application/json" data-jupyter-lite-root=".">{{}}</script>
  <script>
    // ?lang=de opens the rulebook in German; without it, the browser's language if the rulebook has it
    (() => {{
      const languages = {languages};
      const asked = new URLSearchParams(window.location.search).get("lang");
      const wanted = [asked, ...(navigator.languages || [])].filter(Boolean)
        .map((tag) => tag.toLowerCase().split("-")[0]).find((code) => languages.includes(code)) || "en";
      const path = wanted === "en" ? "{start}" : `${{wanted}}/{start}`;
      window.location.replace(`lab/index.html?lang=${{wanted}}&path=${{path}}`);
    }})();
  </script>
  <noscript><meta http-equiv="refresh" content="0; url=lab/index.html?path={start}"></noscript>
</head>
<body>
  <p>Opening the rulebook &hellip; Python runs in your browser: the first start takes a few seconds.</p>
  <p><a href="lab/index.html?path={start}">Open the rulebook</a></p>
</body>
</html>
"""


def log(message: str) -> None:
    print(f"[lite] {message}", flush=True)


def run(command: list, **kwargs) -> subprocess.CompletedProcess:
    """Run a command; on failure, raise with its output."""
    result = subprocess.run([str(part) for part in command], check=False, capture_output=True, text=True,
                            **kwargs)
    if result.returncode != 0:
        raise RuntimeError(f"{' '.join(map(str, command))} failed:\n{result.stdout}\n{result.stderr}")
    return result


# --- the inputs -----------------------------------------------------------------------------------


def check_kernel_version() -> None:
    from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION as expected

    if expected != PYODIDE_VERSION:
        raise RuntimeError(f"jupyterlite-pyodide-kernel expects Pyodide {expected}; lite/build.py pins "
                           f"{PYODIDE_VERSION}: change both together")


def npm_integrity(path: Path) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def fetch_pyodide_runtime() -> Path:
    """The Pyodide runtime files (and its lock, for the platform info), from the npm package."""
    runtime = CACHE / f"pyodide-{PYODIDE_VERSION}"
    if all((runtime / name).exists() for name in (*PYODIDE_RUNTIME_FILES, "pyodide-lock.json")):
        return runtime
    if shutil.which("npm") is None:
        raise RuntimeError("npm is needed once to fetch the Pyodide runtime (the npm package pyodide): "
                           "install it (Debian: apt-get install npm); `make test` does that as root")
    downloads = CACHE / "npm"
    downloads.mkdir(parents=True, exist_ok=True)
    log(f"fetching pyodide@{PYODIDE_VERSION} with npm ...")
    run(["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--pack-destination", downloads, "--silent"])
    tarball = downloads / f"pyodide-{PYODIDE_VERSION}.tgz"
    if npm_integrity(tarball) != PYODIDE_NPM_INTEGRITY:
        tarball.unlink()
        raise RuntimeError(f"pyodide-{PYODIDE_VERSION}.tgz does not have the pinned integrity")
    partial = runtime.with_suffix(".partial")
    shutil.rmtree(partial, ignore_errors=True)
    partial.mkdir(parents=True)
    with tarfile.open(tarball) as archive:
        for name in (*PYODIDE_RUNTIME_FILES, "pyodide-lock.json"):
            member = archive.extractfile(f"package/{name}")
            (partial / name).write_bytes(member.read())
    shutil.rmtree(runtime, ignore_errors=True)
    partial.rename(runtime)
    return runtime


def fetch_kernel_wheels() -> Path:
    """The wheels pinned in lite/kernel-requirements.txt, downloaded once per version of that file."""
    requirements = LITE / "kernel-requirements.txt"
    digest = hashlib.sha256(requirements.read_bytes()).hexdigest()[:16]
    wheels = CACHE / f"wheels-{digest}"
    if wheels.exists():
        return wheels
    log("fetching the kernel's wheels with pip ...")
    partial = wheels.with_suffix(".partial")
    shutil.rmtree(partial, ignore_errors=True)
    run([sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "--require-hashes",
         "--only-binary=:all:", "--platform", "any", "--implementation", "py", "--abi", "none",
         "--python-version", "3.14", "--dest", partial, "-r", requirements])
    partial.rename(wheels)
    return wheels


def check_front_ends_fit_the_kernel(wheels: Path) -> None:
    """The site's lab extensions come from this venv, the kernel's packages from kernel-requirements.txt:
    their versions must fit, or the boards' front end and Python do not understand each other."""
    from importlib.metadata import version

    from packaging.requirements import Requirement

    anywidget_wheel = next(wheels.glob("anywidget-*.whl")).name.split("-")[1]
    problems = []
    if version("anywidget") != anywidget_wheel:
        problems.append(f"anywidget {version('anywidget')} in the venv, {anywidget_wheel} in the kernel")
    ipywidgets = pyodide_lock.read_metadata(next(wheels.glob("ipywidgets-*.whl")))
    for line in ipywidgets.get_all("Requires-Dist"):
        requirement = Requirement(line)
        if requirement.name == "jupyterlab_widgets" and version("jupyterlab-widgets") not in requirement.specifier:
            problems.append(f"jupyterlab-widgets {version('jupyterlab-widgets')} in the venv; the kernel's "
                            f"ipywidgets {ipywidgets['Version']} needs {requirement.specifier}")
    if problems:
        raise RuntimeError("the venv's widget front ends do not fit the kernel's wheels: " + "; ".join(problems)
                           + ". Update lite/kernel-requirements.txt (or the venv) so that they match.")


def build_project_wheel(directory: Path) -> Path:
    """This project's wheel (rules, boards and their front end), built from the working tree."""
    run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--no-build-isolation",
         "--wheel-dir", directory, REPO])
    return next(directory.glob("interactive_rulebook-*.whl"))


def kernel_extension_wheels() -> list[Path]:
    pypi = KERNEL_EXTENSION / "static" / "pypi"
    return [next(pypi.glob(f"{name}-*.whl")) for name in KERNEL_WHEELS]


# --- staging: what jupyter lite build reads -------------------------------------------------------


def stage_pyodide(target: Path) -> None:
    """The site's static/pyodide/: the runtime, every wheel (with the bytecode of what the kernel imports),
    and the lock written for those wheels."""
    target.mkdir(parents=True)
    runtime = fetch_pyodide_runtime()
    for name in PYODIDE_RUNTIME_FILES:
        shutil.copy2(runtime / name, target / name)
    stage_wheels(target)
    lock = write_lock(runtime, target)
    unknown = [name for name in PRELOADED if name not in lock["packages"]]
    if unknown:
        raise RuntimeError(f"preloaded packages without a wheel: {unknown}")
    precompile(runtime, target)
    lock = write_lock(runtime, target)  # the wheels changed
    check_python_first_visit(target, lock)


def stage_wheels(target: Path) -> None:
    """The kernel's wheels, this project's and its catalogues', jedi's placeholder and the site's glue, into
    ``target``."""
    kernel_wheels = fetch_kernel_wheels()
    check_front_ends_fit_the_kernel(kernel_wheels)
    for wheel in [*kernel_wheels.glob("*.whl"), *kernel_extension_wheels()]:
        shutil.copy2(wheel, target / wheel.name)
        pyodide_lock.take_out(target / wheel.name, NOT_FOR_THE_KERNEL.search)
    split_catalogues(build_project_wheel(target))
    pyodide_lock.write_placeholder_wheel("jedi", target, pyodide_lock.LEFT_OUT["jedi"])
    pyodide_lock.write_wheel(
        SITE_PACKAGE, target, "The static site's glue: its IPython profile and its catalogue finder",
        {f"{IPYTHON_DIR}/profile_default/ipython_config.json": json.dumps(IPYTHON_CONFIG),
         f"{CATALOGUE_FINDER}.py": (LITE / "catalogue_finder.py").read_text("utf-8")},
        entry_points=f"[rulebook.catalogue_finders]\nsite = {CATALOGUE_FINDER}:find\n")  # i18n.CATALOGUE_FINDERS


def split_catalogues(project_wheel: Path) -> None:
    """Each language's catalogue out of the project's wheel, into a wheel of its own beside it."""
    languages: dict[str, dict[str, bytes]] = {}
    for name, data in pyodide_lock.take_out(project_wheel, CATALOGUE.match).items():
        languages.setdefault(CATALOGUE.match(name)["language"], {})[name] = data
    if sorted(languages) != sorted(LANGUAGE_PACKS):
        raise RuntimeError(f"the project's wheel holds catalogues for {sorted(languages)}, "
                           f"not for the site's languages {sorted(LANGUAGE_PACKS)}")
    for language, files in languages.items():
        pyodide_lock.write_wheel(catalogue_finder.PACKAGE.format(language=language), project_wheel.parent,
                                 f"The rulebook's texts in {language}, loaded when spoken", files)


def first_visit_python(lock: dict) -> list[str]:
    """The files of static/pyodide/ an English first visit downloads: the runtime, the lock, and the wheels
    of the packages the kernel starts with and of everything they depend on."""
    packages, wanted = set(), list(PRELOADED)
    while wanted:
        name = wanted.pop()
        if name not in packages:
            packages.add(name)
            wanted += lock["packages"][name]["depends"]
    wheels = sorted(lock["packages"][name]["file_name"] for name in packages)
    return [*PYODIDE_RUNTIME_FILES, "pyodide-lock.json", *wheels]


def gzip_bytes(files: list[Path]) -> int:
    """The bytes of ``files`` gzip-compressed, as most static hosts (GitHub Pages too) send them."""
    return sum(len(gzip.compress(file.read_bytes(), compresslevel=6)) for file in files)


def first_visit_bytes(site: Path, url_paths: set[str]) -> int:
    """The gzip-compressed bytes of the files of ``site`` at ``url_paths`` (as a browser asked for them)."""
    files = set()
    for url_path in url_paths:
        file = site / urllib.parse.unquote(url_path).lstrip("/")
        file = file / "index.html" if file.is_dir() else file
        if file.is_file():
            files.add(file)
    return gzip_bytes(sorted(files))


def check_python_first_visit(target: Path, lock: dict) -> int:
    """The gzip-compressed bytes of the Python of an English first visit; more than the budget fails."""
    files = first_visit_python(lock)
    size = gzip_bytes([target / name for name in files])
    if size > PYTHON_FIRST_VISIT_BUDGET:
        largest = sorted(files, key=lambda name: -(target / name).stat().st_size)[:5]
        raise RuntimeError(f"the Python of a first visit takes {size / 1e6:.2f} MB compressed, more than its "
                           f"{PYTHON_FIRST_VISIT_BUDGET / 1e6:.2f} MB (issue 32: the whole first visit within "
                           f"15 MB); the largest: {', '.join(largest)}")
    log(f"the Python of a first visit: {size / 1e6:.2f} MB compressed "
        f"(budget {PYTHON_FIRST_VISIT_BUDGET / 1e6:.2f} MB)")
    return size


def write_lock(runtime: Path, target: Path) -> dict:
    lock = pyodide_lock.build_lock(runtime / "pyodide-lock.json", sorted(target.glob("*.whl")))
    (target / "pyodide-lock.json").write_text(json.dumps(lock, indent=1, sort_keys=True) + "\n", "utf-8")
    return lock


def precompile(runtime: Path, target: Path) -> None:
    """Bytecode for every module the kernel imports, made by Pyodide in Node (see lite/precompile.py)."""
    if shutil.which("node") is None:
        raise RuntimeError("node is needed to precompile the kernel's Python (it comes with npm: "
                           "Debian: apt-get install npm)")
    log("precompiling what the kernel imports, with Pyodide in node ...")
    result = run(["node", LITE / "precompile.mjs", runtime, target, json.dumps(kernel_load_options(runtime))])
    for line in result.stdout.splitlines():
        if line.startswith("[precompile]"):
            log(line)


def kernel_load_options(runtime: Path) -> dict:
    """What the kernel loads Pyodide with: the packages loaded at once, the environment (IPython's profile)."""
    python = json.loads((runtime / "pyodide-lock.json").read_text("utf-8"))["info"]["python"]
    site_packages = f"/lib/python{'.'.join(python.split('.')[:2])}/site-packages"
    return {"packages": PRELOADED, "env": {"IPYTHONDIR": f"{site_packages}/{IPYTHON_DIR}"}}


def start_texts() -> dict:
    """{language: {"note": …, "opening": …, …}} from lite/start-texts.json."""
    texts = json.loads(START_TEXTS.read_text("utf-8"))
    texts.pop("_comment", None)
    return texts


def stage_contents(target: Path) -> None:
    """The notebooks, for the browser kernel; each start notebook says the first start takes a while."""
    shutil.copytree(REPO / "notebooks", target, ignore=shutil.ignore_patterns(".ipynb_checkpoints"))
    notes = {(START_NOTEBOOK if language == "en" else f"{language}/{START_NOTEBOOK}"): texts["note"]
             for language, texts in start_texts().items()}
    for path in target.rglob("*.ipynb"):
        notebook = json.loads(path.read_text("utf-8"))
        notebook["metadata"]["kernelspec"] = BROWSER_KERNELSPEC
        note = notes.get(path.relative_to(target).as_posix())
        if note:
            cell = {"cell_type": "markdown", "id": "lite-first-start", "metadata": {},
                    "source": note.splitlines(keepends=True)}
            notebook["cells"].insert(0, cell)
        path.write_text(json.dumps(notebook, indent=1, ensure_ascii=False) + "\n", "utf-8")


def stage_lite_dir(lite_dir: Path) -> None:
    shutil.rmtree(lite_dir, ignore_errors=True)
    lite_dir.mkdir(parents=True)
    shutil.copy2(LITE / "jupyter-lite.json", lite_dir / "jupyter-lite.json")
    overrides = json.loads((REPO / "jupyter-config/lab/settings/overrides.json").read_text("utf-8"))
    overrides[TRANSLATION_PLUGIN] = {"locale": "en"}  # not the browser's: ?lang= chooses (lite/language.js)
    (lite_dir / "overrides.json").write_text(json.dumps(overrides, indent=2) + "\n", "utf-8")
    config = json.loads((lite_dir / "jupyter-lite.json").read_text("utf-8"))
    kernel_settings = config["jupyter-config-data"]["litePluginSettings"][
        "@jupyterlite/pyodide-kernel-extension:kernel"]
    kernel_settings["loadPyodideOptions"].update(kernel_load_options(fetch_pyodide_runtime()))
    (lite_dir / "jupyter-lite.json").write_text(json.dumps(config, indent=2) + "\n", "utf-8")
    stage_pyodide(lite_dir / "static" / "pyodide")
    stage_contents(lite_dir / "contents")


# --- the build ------------------------------------------------------------------------------------


def jupyter_lite_build(lite_dir: Path, output: Path) -> None:
    run([sys.executable, "-m", "jupyterlite_core", "build",
         "--lite-dir", lite_dir, "--contents", lite_dir / "contents", "--output-dir", output,
         "--apps", "lab", "--no-sourcemaps", "--no-unused-shared-packages"],
        cwd=lite_dir)


def check_language_packs() -> None:
    """Every language's JupyterLab language pack is installed (jupyter lite build takes the venv's)."""
    from importlib.metadata import PackageNotFoundError, version

    missing = []
    for package in LANGUAGE_PACKS.values():
        try:
            version(package)
        except PackageNotFoundError:
            missing.append(package)
    if missing:
        raise RuntimeError(f"JupyterLab's language packs {', '.join(missing)} are missing: "
                           "install the dev extra (pip install -e '.[dev]'; make does it)")


def finish_site(output: Path) -> None:
    languages = json.dumps(["en", *LANGUAGE_PACKS])
    (output / "index.html").write_text(LANDING_PAGE.format(start=START_NOTEBOOK, languages=languages), "utf-8")
    add_language_script(output)
    add_start_status(output)
    (output / ".nojekyll").write_text("")  # GitHub Pages: serve folders starting with _ as they are


def add_start_status(output: Path) -> None:
    """The line at the foot of the lab's page saying what the start waits for (lite/start-status.js)."""
    lines = {language: {key: text for key, text in texts.items() if key != "note"}
             for language, texts in start_texts().items()}
    script = (LITE / START_STATUS_SCRIPT).read_text("utf-8")
    if script.count("__START_TEXTS__") != 1:
        raise RuntimeError(f"{START_STATUS_SCRIPT} must hold __START_TEXTS__ once, for the status line's texts")
    (output / START_STATUS_SCRIPT).write_text(
        script.replace("__START_TEXTS__", json.dumps(lines, ensure_ascii=False, indent=1)), "utf-8")
    page = output / "lab" / "index.html"
    html = page.read_text("utf-8")
    if "</head>" not in html:
        raise RuntimeError(f"{page} has no </head> to add {START_STATUS_SCRIPT} to")
    tag = f'<script src="../{START_STATUS_SCRIPT}" defer></script>\n  </head>'
    page.write_text(html.replace("</head>", tag, 1), "utf-8")


def add_language_script(output: Path) -> None:
    """lite/language.js, right after the lab page's configuration element (it must see it rewritten)."""
    shutil.copy2(LITE / LANGUAGE_SCRIPT, output / LANGUAGE_SCRIPT)
    page = output / "lab" / "index.html"
    html = page.read_text("utf-8")
    start = html.find('id="jupyter-config-data"')
    end = html.find("</script>", start)
    if start < 0 or end < 0:
        raise RuntimeError(f"{page} has no jupyter-config-data element to add {LANGUAGE_SCRIPT} after")
    end += len("</script>")
    page.write_text(html[:end] + f'\n    <script src="../{LANGUAGE_SCRIPT}"></script>' + html[end:], "utf-8")


def input_digest() -> str:
    """A digest of everything the site is built from (when it is unchanged, so is the site)."""
    from importlib.metadata import version

    digest = hashlib.sha256()
    tools = [f"{name}=={version(name)}" for name in (
        "jupyterlite-core", "jupyterlite-pyodide-kernel", "anywidget", "jupyterlab-widgets", "jupyterlab",
        *LANGUAGE_PACKS.values())]
    digest.update("\n".join([sys.version, PYODIDE_VERSION, *tools]).encode())
    for folder in ("lite", "notebooks", "rulebook", "widgets", "jupyter-config"):
        for path in sorted((REPO / folder).rglob("*")):
            if path.is_file() and "__pycache__" not in path.parts and ".ipynb_checkpoints" not in path.parts:
                digest.update(path.relative_to(REPO).as_posix().encode() + b"\0" + path.read_bytes())
    digest.update((REPO / "pyproject.toml").read_bytes())
    return digest.hexdigest()


def build(output: Path = DEFAULT_OUTPUT, force: bool = False) -> Path:
    """Build the site into ``output`` unless it is up to date; return ``output``."""
    check_kernel_version()
    check_language_packs()
    output = output.resolve()
    stamp = CACHE / "site-inputs" / hashlib.sha256(str(output).encode()).hexdigest()[:16]
    digest = input_digest()
    if not force and output.is_dir() and stamp.exists() and stamp.read_text() == digest:
        log(f"{output} is up to date")
        return output
    started = time.monotonic()
    lite_dir = CACHE / f"lite-dir-{stamp.name}"  # one per output: two builds at once do not mix
    stage_lite_dir(lite_dir)
    partial = output.with_name(output.name + ".partial")
    shutil.rmtree(partial, ignore_errors=True)
    log("building the site with jupyter lite build ...")
    jupyter_lite_build(lite_dir, partial)
    finish_site(partial)
    shutil.rmtree(output, ignore_errors=True)
    partial.rename(output)
    stamp.parent.mkdir(parents=True, exist_ok=True)
    stamp.write_text(digest)
    log(f"built {output} in {time.monotonic() - started:.0f} s ({site_size(output) / 1e6:.1f} MB)")
    return output


def site_size(site: Path) -> int:
    return sum(path.stat().st_size for path in site.rglob("*") if path.is_file())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT, help="where the site goes (_site)")
    parser.add_argument("--force", action="store_true", help="build even if no input changed")
    arguments = parser.parse_args()
    try:
        build(arguments.output, arguments.force)
    except RuntimeError as error:
        sys.exit(f"[lite] {error}")


if __name__ == "__main__":
    main()
