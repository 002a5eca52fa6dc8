"""Plain data (what JSON holds) as few bytes, for the codes sent in web addresses: position, exercise, sheet
and result codes (issues 22 and 33).

Two things make a code short.  Each game's words (card names, fields, colours, the keys of its positions) are
one byte each, taken from a list per game (``data/code_tokens.json``); a table with a "g" entry naming a game
(an exercise) writes its other entries with that game's words.  And the data's shape (lists, tables and their
keys) is written before its values: ten positions of one game in a sheet have almost the same shape, which
the compression then finds again, while the values (the order of a pile of cards) differ.

The word lists only grow (new words go at the end, ``tools/code_tokens.py``): a code keeps reading as it was
written.  The bytes are compressed against a sample of each game (``data/code_dictionary.bin``, zlib's
preset dictionary), written once and never changed for the same reason.  Standard library only.
"""

from __future__ import annotations

import json
from functools import cache
from pathlib import Path
from typing import Any

TOKENS_FILE = Path(__file__).parent / "data" / "code_tokens.json"
#: what codes are likely to repeat: a teacher's exercise on a position of each game (zlib's preset dictionary)
DICTIONARY_FILE = Path(__file__).parent / "data" / "code_dictionary.bin"
SHARED = "shared"                 # the words of every table: exercise and sheet keys, kinds of exercise
GAME_KEY = "g"                    # an exercise's game, by its name in codes

# the shape: what comes next
LEAF, LIST, TABLE = 0, 1, 2
# a value: its first byte
NULL, FALSE, TRUE, BIG_INT, TEXT, NUMBER = range(6)     # NUMBER: a float, or an int too long, as text
SMALL_INT = 6                     # 6 .. 69: the whole numbers 0 .. 63
SMALL_INTS = 64
LONGEST_INT = 2 ** 62                           # BIG_INT: at most 9 bytes
ONE_BYTE_WORD = SMALL_INT + SMALL_INTS          # 70 .. 239: the first 170 words of the table in use
TWO_BYTE_WORD = 240                             # 240 .. 255, then a byte: 4,096 more words
ONE_BYTE_WORDS = TWO_BYTE_WORD - ONE_BYTE_WORD
MOST_WORDS = ONE_BYTE_WORDS + (256 - TWO_BYTE_WORD) * 256


@cache
def word_lists() -> dict[str, list[str]]:
    return json.loads(TOKENS_FILE.read_text(encoding="utf-8"))


@cache
def dictionary() -> bytes:
    return DICTIONARY_FILE.read_bytes()


@cache
def word_at(game: str | None) -> tuple[str, ...]:
    """The table of words in use for ``game`` (None: outside any game): its own words first, then the shared."""
    lists = word_lists()
    return tuple((lists.get(game, []) if game else []) + lists[SHARED])


@cache
def words_of(game: str | None) -> dict[str, int]:
    """Each word of ``word_at(game)`` and its place (the first, for a word that is there twice)."""
    return {word: index for index, word in reversed(list(enumerate(word_at(game))))}


def table_game(key: str, value: Any, game: str | None) -> str | None:
    """The game whose words a table's entries use after this entry."""
    named = key == GAME_KEY and isinstance(value, str) and value != SHARED and value in word_lists()
    return value if named else game


# ---------------------------------------------------------------- writing
def _number(value: int, out: bytearray) -> None:
    while value > 0x7F:
        out.append(value & 0x7F | 0x80)
        value >>= 7
    out.append(value)


def _value(value: Any, game: str | None, out: bytearray) -> None:
    if value is None or isinstance(value, bool):
        out.append({None: NULL, False: FALSE, True: TRUE}[value])
    elif isinstance(value, int):
        if 0 <= value < SMALL_INTS:
            out.append(SMALL_INT + value)
        elif abs(value) < LONGEST_INT:
            out.append(BIG_INT)
            _number(value * 2 if value >= 0 else -value * 2 - 1, out)
        else:
            _text(str(value), out, NUMBER)
    elif isinstance(value, float):
        _text(repr(value), out, NUMBER)
    elif isinstance(value, str):
        index = words_of(game).get(value)
        if index is None or index >= MOST_WORDS:
            _text(value, out, TEXT)
        elif index < ONE_BYTE_WORDS:
            out.append(ONE_BYTE_WORD + index)
        else:
            high, low = divmod(index - ONE_BYTE_WORDS, 256)
            out.extend((TWO_BYTE_WORD + high, low))
    else:
        raise TypeError(f"not plain data: {type(value).__name__}")


def _text(text: str, out: bytearray, kind: int) -> None:
    data = text.encode()
    out.append(kind)
    _number(len(data), out)
    out.extend(data)


def _in_order(table: dict) -> list[str]:
    """A table's keys as written: its game first (the words of the rest follow it), then in sorted order."""
    keys = sorted(table)
    return [GAME_KEY, *(key for key in keys if key != GAME_KEY)] if GAME_KEY in table else keys


def _write(value: Any, game: str | None, shape: bytearray, values: bytearray) -> None:
    if isinstance(value, (list, tuple)):
        shape.append(LIST)
        _number(len(value), shape)
        for item in value:
            _write(item, game, shape, values)
    elif isinstance(value, dict):
        shape.append(TABLE)
        _number(len(value), shape)
        inner = game
        for key in _in_order(value):
            if not isinstance(key, str):
                raise TypeError("a table's keys are texts")
            _value(key, inner, shape)
            _write(value[key], inner, shape, values)
            inner = table_game(key, value[key], inner)
    else:
        shape.append(LEAF)
        _value(value, game, values)


def to_bytes(data: Any, game: str | None = None) -> bytes:
    """Plain data as bytes: the shape's length, the shape, the values; ``game``: whose words to use."""
    shape, values = bytearray(), bytearray()
    _write(data, game, shape, values)
    length = bytearray()
    _number(len(shape), length)
    return bytes(length + shape + values)


# ---------------------------------------------------------------- reading
class _Stream:
    """Bytes read from ``start`` up to ``end``; ValueError or IndexError past them."""

    def __init__(self, data: bytes, start: int, end: int):
        self.data, self.at, self.end = data, start, min(end, len(data))

    def byte(self) -> int:
        if self.at >= self.end:
            raise ValueError("the bytes end too soon")
        self.at += 1
        return self.data[self.at - 1]

    def number(self) -> int:
        value = shift = 0
        while True:
            byte = self.byte()
            value |= (byte & 0x7F) << shift
            if byte < 0x80:
                return value
            shift += 7
            if shift > 63:
                raise ValueError("a number too long")

    def text(self) -> str:
        length = self.number()
        if self.at + length > self.end:
            raise ValueError("a text cut short")
        self.at += length
        return self.data[self.at - length:self.at].decode()

    def value(self, game: str | None) -> Any:
        first = self.byte()
        if first in (NULL, FALSE, TRUE):
            return (None, False, True)[first]
        if first == BIG_INT:
            number = self.number()
            return number // 2 if number % 2 == 0 else -(number + 1) // 2
        if first == TEXT:
            return self.text()
        if first == NUMBER:
            text = self.text()
            return int(text) if text.removeprefix("-").isdigit() else float(text)
        if first < ONE_BYTE_WORD:
            return first - SMALL_INT
        if first < TWO_BYTE_WORD:
            return word_at(game)[first - ONE_BYTE_WORD]
        return word_at(game)[ONE_BYTE_WORDS + (first - TWO_BYTE_WORD) * 256 + self.byte()]


def _read(shape: _Stream, values: _Stream, game: str | None) -> Any:
    kind = shape.byte()
    if kind == LEAF:
        return values.value(game)
    if kind == LIST:
        return [_read(shape, values, game) for _ in range(shape.number())]
    if kind != TABLE:
        raise ValueError("no such shape")
    table, inner = {}, game
    for _ in range(shape.number()):
        key = shape.value(inner)
        if not isinstance(key, str) or key in table:
            raise ValueError("a table's key is no text, or twice")
        table[key] = _read(shape, values, inner)
        inner = table_game(key, table[key], inner)
    return table


def from_bytes(data: bytes, game: str | None = None) -> Any:
    """The plain data ``to_bytes`` wrote; ValueError for bytes it did not write."""
    try:
        length = _Stream(data, 0, len(data))
        shape_length = length.number()
        shape = _Stream(data, length.at, length.at + shape_length)
        values = _Stream(data, shape.end, len(data))
        value = _read(shape, values, game)
    except (IndexError, RecursionError, UnicodeDecodeError) as error:
        raise ValueError("not packed data") from error
    if shape.at != shape.end or values.at != len(data) or shape.end != length.at + shape_length:
        raise ValueError("bytes left over, or too few")
    return value
