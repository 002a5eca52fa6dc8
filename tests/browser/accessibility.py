"""axe-core (Deque's accessibility engine) for the browser tests, from npm at test time (issue 23).

The package is fetched once with ``npm pack`` into the venv's cache and checked against the registry's
integrity hash; nothing is vendored into the repository."""

from __future__ import annotations

import base64
import hashlib
import subprocess
import tarfile
from pathlib import Path

AXE_VERSION = "4.10.2"
AXE_INTEGRITY = "sha512-RE3mdQ7P3FRSe7eqCWoeQ/Z9QXrtniSjp1wUjt5nRC3WIpz5rSCve6o3fsZ2aCpJtrZjSZgjwXAoTO5k4tEI0w=="
CACHE = Path(__file__).resolve().parents[2] / ".venv" / "test-cache"
#: the impacts a board must not have (axe's scale: minor, moderate, serious, critical)
FORBIDDEN = ("serious", "critical")


def axe_source() -> str:
    """The text of axe.min.js, fetched from npm the first time (its integrity checked)."""
    tarball = CACHE / f"axe-core-{AXE_VERSION}.tgz"
    if not tarball.is_file() or _integrity(tarball) != AXE_INTEGRITY:
        CACHE.mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "pack", f"axe-core@{AXE_VERSION}", "--silent", "--pack-destination", str(CACHE)],
                       check=True, capture_output=True, timeout=180)
        if _integrity(tarball) != AXE_INTEGRITY:
            tarball.unlink()
            raise RuntimeError(f"axe-core {AXE_VERSION} from npm does not match its registry integrity")
    with tarfile.open(tarball) as archive:
        return archive.extractfile("package/axe.min.js").read().decode("utf-8")


def _integrity(path: Path) -> str:
    return "sha512-" + base64.b64encode(hashlib.sha512(path.read_bytes()).digest()).decode()


def serious_violations(page, selector: str = ".rb-board") -> list[dict]:
    """axe-core's serious and critical findings in every element matching ``selector`` (each board)."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(content=axe_source())
    found = page.evaluate("""async (selector) => {
        const out = [];
        for (const node of document.querySelectorAll(selector)) {
            const result = await axe.run(node);
            for (const v of result.violations) {
                out.push({id: v.id, impact: v.impact, help: v.help, count: v.nodes.length,
                          example: v.nodes[0].html.slice(0, 160)});
            }
        }
        return out;
    }""", selector)
    return [violation for violation in found if violation["impact"] in FORBIDDEN]
