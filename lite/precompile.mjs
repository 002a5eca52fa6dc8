// Run lite/precompile.py inside Pyodide, in Node: the static site's wheels and standard library get the
// bytecode of the browser's own Python (lite/build.py calls this; see lite/precompile.py).
//
//     node lite/precompile.mjs <pyodide runtime folder> <site's static/pyodide folder> <options JSON>
//
// The options are those the site's kernel loads Pyodide with (its packages, its environment).
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const [runtime, site, options] = process.argv.slice(2);
const lite = path.dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(pathToFileURL(path.join(runtime, "pyodide.mjs")).href);
const { packages, env } = JSON.parse(options);
const pyodide = await loadPyodide({
  indexURL: runtime + path.sep,
  lockFileURL: path.join(site, "pyodide-lock.json"),
  packages,
  env: { ...env, PYTHONNODEBUGRANGES: "1" }, // bytecode without column tables: smaller (lite/precompile.py)
});
for (const [folder, mountpoint] of [[site, "/site"], [lite, "/lite"]]) {
  pyodide.FS.mkdirTree(mountpoint);
  pyodide.FS.mount(pyodide.FS.filesystems.NODEFS, { root: folder }, mountpoint);
}
pyodide.runPython(`
import runpy, sys
sys.argv = ["precompile.py", "/site"]
runpy.run_path("/lite/precompile.py", run_name="__main__")
`);
