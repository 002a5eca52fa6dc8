"""Serve the static site on 127.0.0.1, to try it (``make lite-serve``) and for the browser test.

    .venv/bin/python lite/serve.py [--port 8000] [--directory _site]

A plain static file server: the browser does all the computing. Any static host serves the
site as well (wheels as application/octet-stream, .wasm as application/wasm, .mjs as JavaScript).
"""

from __future__ import annotations

import argparse
import functools
import sys
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import ClassVar

DEFAULT_SITE = Path(__file__).resolve().parents[1] / "_site"
TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".whl": "application/octet-stream", ".json": "application/json"}


class SiteHandler(SimpleHTTPRequestHandler):
    extensions_map: ClassVar[dict[str, str]] = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format, *args):
        if self.server.quiet:
            return
        super().log_message(format, *args)


class SiteServer(ThreadingHTTPServer):
    quiet = False

    def handle_error(self, request, client_address):
        if isinstance(sys.exc_info()[1], ConnectionError):
            return  # the browser stopped a download it no longer needed
        super().handle_error(request, client_address)


def make_server(site: Path, port: int = 0, quiet: bool = False) -> ThreadingHTTPServer:
    """A server of ``site`` on 127.0.0.1:``port`` (0: any free port); call serve_forever() on it."""
    if not (site / "index.html").exists():
        raise SystemExit(f"{site} holds no site: build it with `make lite`")
    server = SiteServer(("127.0.0.1", port), functools.partial(SiteHandler, directory=str(site)))
    server.quiet = quiet
    return server


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--directory", type=Path, default=DEFAULT_SITE)
    parser.add_argument("--quiet", action="store_true", help="do not log every request")
    arguments = parser.parse_args()
    server = make_server(arguments.directory, arguments.port, arguments.quiet)
    print(f"Serving {arguments.directory} at http://127.0.0.1:{server.server_address[1]}/ (Ctrl-C stops)",
          flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
