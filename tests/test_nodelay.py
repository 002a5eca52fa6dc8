"""Unit tests of the widgets.nodelay server extension (TCP_NODELAY on kernel websockets).

The browser tier (tests/browser/test_lab_smoke.py) checks the same in a running JupyterLab.
"""

from __future__ import annotations

import asyncio
import socket
import threading

import pytest
import tornado.web
import tornado.websocket

from widgets import nodelay


def run_in_own_thread(coroutine_function) -> None:
    """asyncio.run in a thread of its own, away from any event loop of other plugins (Playwright)."""
    errors = []

    def target():
        try:
            asyncio.run(coroutine_function())
        except Exception as error:  # noqa: BLE001 -- re-raised in the test's thread
            errors.append(error)

    thread = threading.Thread(target=target)
    thread.start()
    thread.join(30)
    assert not thread.is_alive(), "the coroutine did not finish within 30 s"
    if errors:
        raise errors[0]


class FakeKernelSocket:
    """Stands in for jupyter_server's KernelWebsocketHandler: records what happens, in order."""

    def __init__(self, settings):
        self.settings = settings
        self.calls = []

    async def open(self, kernel_id):
        self.calls.append(("open", kernel_id))

    def set_nodelay(self, value):
        self.calls.append(("set_nodelay", value))


def patched_fake_class():
    cls = type("FakeHandler", (FakeKernelSocket,), {})
    return nodelay.patch_kernel_websocket_handler(cls)


def test_patched_open_sets_nodelay_before_the_original_open(monkeypatch):
    monkeypatch.setattr(nodelay, "socket_has_nodelay", lambda handler: True)
    state = nodelay.NodelayState()
    handler = patched_fake_class()({nodelay.STATE_KEY: state})

    run_in_own_thread(lambda: handler.open("kernel-1"))

    assert handler.calls == [("set_nodelay", True), ("open", "kernel-1")]
    assert state.as_json() == {"active": True, "sockets": 1, "open_with_nodelay": 1}


def test_patched_open_changes_nothing_when_the_server_did_not_load_the_extension():
    handler = patched_fake_class()({})

    run_in_own_thread(lambda: handler.open("kernel-1"))

    assert handler.calls == [("open", "kernel-1")]


def test_a_socket_that_does_not_confirm_nodelay_is_not_counted(monkeypatch):
    monkeypatch.setattr(nodelay, "socket_has_nodelay", lambda handler: False)
    state = nodelay.NodelayState()
    handler = patched_fake_class()({nodelay.STATE_KEY: state})

    run_in_own_thread(lambda: handler.open("kernel-1"))

    assert state.sockets == 0


def test_patching_twice_wraps_once(monkeypatch):
    monkeypatch.setattr(nodelay, "socket_has_nodelay", lambda handler: True)
    cls = patched_fake_class()
    nodelay.patch_kernel_websocket_handler(cls)
    handler = cls({nodelay.STATE_KEY: nodelay.NodelayState()})

    run_in_own_thread(lambda: handler.open("k"))

    assert handler.calls.count(("set_nodelay", True)) == 1


def test_it_patches_jupyter_servers_kernel_websocket_handler():
    from jupyter_server.services.kernels.handlers import default_handlers
    from jupyter_server.services.kernels.websocket import KernelWebsocketHandler

    nodelay.patch_kernel_websocket_handler()

    assert getattr(KernelWebsocketHandler.open, nodelay._WRAPPED_MARK, False)
    assert any(handler is KernelWebsocketHandler for _, handler in default_handlers)


def test_extension_points_name_this_module():
    assert nodelay._jupyter_server_extension_points() == [{"module": "widgets.nodelay"}]


# --- a real websocket over TCP on 127.0.0.1 ---------------------------------------------------------


def server_side_nodelay_flag(with_extension: bool) -> tuple[bool, int | None]:
    """Open a real tornado websocket whose handler class is patched; return
    (TCP_NODELAY flag of the server-side socket, sockets counted or None)."""
    seen = {}

    class EchoHandler(tornado.websocket.WebSocketHandler):
        def on_message(self, message):  # read the flag well after open(), when traffic flows
            sock = self.ws_connection.stream.socket
            seen["flag"] = bool(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))
            self.write_message(message)

    nodelay.patch_kernel_websocket_handler(EchoHandler)
    state = nodelay.NodelayState() if with_extension else None
    settings = {nodelay.STATE_KEY: state} if with_extension else {}

    async def exchange():
        app = tornado.web.Application([(r"/ws", EchoHandler)], **settings)
        server = app.listen(0, address="127.0.0.1")
        port = next(iter(server._sockets.values())).getsockname()[1]
        client = await tornado.websocket.websocket_connect(f"ws://127.0.0.1:{port}/ws")
        await client.write_message("ping")
        assert await asyncio.wait_for(client.read_message(), 10) == "ping"
        client.close()
        server.stop()

    run_in_own_thread(exchange)
    return seen["flag"], (state.sockets if state else None)


@pytest.mark.parametrize("with_extension", [True, False])
def test_real_websocket_gets_tcp_nodelay_only_with_the_extension(with_extension):
    flag, counted = server_side_nodelay_flag(with_extension)

    assert flag is with_extension
    assert counted == (1 if with_extension else None)
