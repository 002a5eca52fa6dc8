"""Store notebooks clean: no outputs, no execution counts, no run metadata, no widget state.

    python tools/clean_notebooks.py            # clean every notebook under notebooks/
    python tools/clean_notebooks.py a.ipynb    # clean the given notebooks
    python tools/clean_notebooks.py --check    # only report; exit 1 if any notebook is not clean
"""

from __future__ import annotations

import argparse
import pathlib
import sys

import nbformat

ROOT = pathlib.Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
RUN_METADATA = ("execution", "collapsed", "scrolled")   # written by a run or a front end, not by authors
NOTEBOOK_RUN_METADATA = ("widgets",)                     # saved widget state


def notebook_paths(paths: list[str]) -> list[pathlib.Path]:
    if paths:
        return [pathlib.Path(path) for path in paths]
    return sorted(path for path in NOTEBOOKS.rglob("*.ipynb") if ".ipynb_checkpoints" not in path.parts)


def clean(notebook) -> list[str]:
    """Strip ``notebook`` in place; return what was found (empty if it was clean)."""
    found = []
    for number, cell in enumerate(notebook.cells, start=1):
        if cell.cell_type == "code":
            if cell.get("outputs"):
                found.append(f"cell {number} has outputs")
            if cell.get("execution_count") is not None:
                found.append(f"cell {number} has an execution count")
            cell.outputs = []
            cell.execution_count = None
        for key in RUN_METADATA:
            if key in cell.metadata:
                found.append(f"cell {number} has metadata '{key}'")
                del cell.metadata[key]
    for key in NOTEBOOK_RUN_METADATA:
        if key in notebook.metadata:
            found.append(f"notebook metadata '{key}'")
            del notebook.metadata[key]
    return found


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("paths", nargs="*", help="notebooks (default: all under notebooks/)")
    parser.add_argument("--check", action="store_true", help="report only; exit 1 if any is not clean")
    args = parser.parse_args(argv)
    dirty = 0
    for path in notebook_paths(args.paths):
        notebook = nbformat.read(path, as_version=4)
        found = clean(notebook)
        if not found:
            continue
        dirty += 1
        if args.check:
            print(f"{path}: not clean ({'; '.join(found)})")
        else:
            nbformat.write(notebook, path)
            print(f"{path}: cleaned ({len(found)} things removed)")
    if args.check and dirty:
        print(f"{dirty} notebook(s) not clean: run python tools/clean_notebooks.py")
    return 1 if (args.check and dirty) else 0


if __name__ == "__main__":
    sys.exit(main())
