"""What a learner must never read, for the tests of every game: click keys ("field:7"), pieces' ids
("red-1"), Python's spelling; and the shape of a short text in words (the Describe button's)."""

from __future__ import annotations

import re

ENGINE_WORDS = re.compile(r"\b[a-z]+:[a-z0-9]|\b(red|blue|green|yellow|purple|orange)-\d|\[|\{|\bNone\b")


def sentences(text: str) -> int:
    """How many sentences ``text`` has."""
    return len(re.findall(r"[.!?](?:\s|$)", text))


def assert_plain_and_short(text: str, most: int = 4, limit: int = 600) -> None:
    """At most ``most`` sentences and ``limit`` characters, and no engine words."""
    assert 0 < sentences(text) <= most and len(text) <= limit, text
    assert not ENGINE_WORDS.search(text), text
