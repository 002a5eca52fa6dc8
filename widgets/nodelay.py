"""A tiny Jupyter server extension: kernel websockets with TCP_NODELAY.

Why: a trait change made in Python travels kernel -> server -> browser over
the kernel websocket. jupyter_server never calls ``set_nodelay(True)`` on that
websocket, so small frames wait for Nagle's algorithm, and together with the
browser's delayed ACK a board repaint arrives ~45 ms late instead of ~10 ms.

What: when enabled, every kernel websocket the server opens gets TCP_NODELAY
(tornado's ``WebSocketHandler.set_nodelay(True)``, which tornado's own docs
recommend calling in ``open``). The server logs one line when the extension
loads and answers ``GET <base_url>rulebook/nodelay`` with
``{"active": true, "sockets": N, "open_with_nodelay": M}``: N kernel websockets
had their TCP_NODELAY flag set and read back from the socket since the server
started, and M of the ones still open have it set at the time of asking.

Enable it:
  - one run:   jupyter lab --ServerApp.jpserver_extensions=widgets.nodelay=True
  - for good:  jupyter server extension enable widgets.nodelay   (add --sys-prefix for this venv only)
Not enabling it leaves the server exactly as it was (the benchmarks compare both).

This module imports nothing of the widget's front end (no anywidget).
"""

from __future__ import annotations

import functools
import inspect
import json
import logging
import socket
import weakref

STATE_KEY = "rulebook_nodelay"
ENDPOINT = "rulebook/nodelay"
_WRAPPED_MARK = "_rulebook_nodelay_wrapped"


class NodelayState:
    """What one server knows about the kernel websockets switched to TCP_NODELAY."""

    def __init__(self) -> None:
        self.sockets = 0  # switched since the server started
        self._handlers = weakref.WeakSet()

    def record(self, handler) -> None:
        self.sockets += 1
        self._handlers.add(handler)

    def as_json(self) -> dict:
        """``sockets``: switched so far; ``open_with_nodelay``: open ones whose flag reads as set right now."""
        still_set = sum(1 for handler in list(self._handlers) if socket_has_nodelay(handler))
        return {"active": True, "sockets": self.sockets, "open_with_nodelay": still_set}


def _jupyter_server_extension_points() -> list[dict]:
    return [{"module": "widgets.nodelay"}]


def _load_jupyter_server_extension(serverapp) -> None:
    web_app = serverapp.web_app
    web_app.settings[STATE_KEY] = NodelayState()
    patch_kernel_websocket_handler()
    _add_status_endpoint(web_app)
    serverapp.log.info(
        "widgets.nodelay: kernel websockets get TCP_NODELAY (status: GET %s%s)",
        web_app.settings.get("base_url", "/"),
        ENDPOINT,
    )


# Older jupyter_server releases look for this name.
load_jupyter_server_extension = _load_jupyter_server_extension


def patch_kernel_websocket_handler(handler_class=None) -> type:
    """Wrap ``handler_class.open`` (default: jupyter_server's kernel websocket
    handler) so it switches TCP_NODELAY on before the original ``open`` runs.

    Safe to call more than once. The wrapper only acts in servers that loaded
    this extension (their settings hold a NodelayState); elsewhere it is a no-op.
    """
    if handler_class is None:
        from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

        handler_class = KernelWebsocketHandler
    original_open = handler_class.open
    if getattr(original_open, _WRAPPED_MARK, False):
        return handler_class

    @functools.wraps(original_open)
    async def open_with_nodelay(self, *args, **kwargs):
        switch_on_nodelay(self)
        result = original_open(self, *args, **kwargs)
        if inspect.isawaitable(result):
            result = await result
        return result

    setattr(open_with_nodelay, _WRAPPED_MARK, True)
    handler_class.open = open_with_nodelay
    return handler_class


def switch_on_nodelay(handler) -> bool:
    """Set TCP_NODELAY on ``handler``'s websocket; count it if the socket confirms.

    Returns True when the flag is now set. Does nothing (False) when the
    handler's server did not load this extension.
    """
    state = handler.settings.get(STATE_KEY)
    if state is None:
        return False
    handler.set_nodelay(True)
    if socket_has_nodelay(handler):
        state.record(handler)
        return True
    log = getattr(handler, "log", logging.getLogger(__name__))
    log.warning("widgets.nodelay: could not confirm TCP_NODELAY on a kernel websocket")
    return False


def socket_has_nodelay(handler) -> bool:
    """Read the TCP_NODELAY flag back from the websocket's underlying socket."""
    try:
        sock = handler.ws_connection.stream.socket
        return bool(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
    except (AttributeError, OSError):
        return False  # no TCP socket underneath (e.g. a unix socket)


def _add_status_endpoint(web_app) -> None:
    from jupyter_server.base.handlers import APIHandler
    from jupyter_server.utils import url_path_join
    from tornado import web

    class NodelayStatusHandler(APIHandler):
        @web.authenticated
        def get(self):
            self.finish(json.dumps(self.settings[STATE_KEY].as_json()))

    route = url_path_join(web_app.settings.get("base_url", "/"), ENDPOINT)
    web_app.add_handlers(".*$", [(route, NodelayStatusHandler)])
