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
def words_of(game: str | None) -> dict[str, int]:
    """The table of words in use for ``game`` (None: outside any game): its own words first, then the shared."""
    lists = word_lists()
    ordered = (lists.get(game, []) if game else []) + lists[SHARED]
    return {word: index for index, word in reversed(list(enumerate(ordered)))}


@cache
def word_at(game: str | None) -> tuple[str, ...]:
    lists = word_lists()
    return tuple((lists.get(game, []) if game else []) + lists[SHARED])


def table_game(key: str, value: Any, game: str | None) -> str | None:
    """The game whose words a table's entries use after this entry."""
    return value if key == GAME_KEY and isinstance(value, str) and value in word_lists() else game


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
class _Reader:
    """Reads what ``to_bytes`` wrote; ValueError or IndexError for anything else."""

    def __init__(self, data: bytes, game: str | None):
        self.data, self.at, self.shape_end = data, 0, len(data)
        length = self.number()
        self.shape_end = self.at + length
        self.values_at = self.shape_end

    def byte(self, in_values: bool = False) -> int:
        if in_values:
            self.values_at += 1
            return self.data[self.values_at - 1]
        if self.at >= self.shape_end:
            raise ValueError("the shape ends too soon")
        self.at += 1
        return self.data[self.at - 1]

    def number(self, in_values: bool = False) -> int:
        value = shift = 0
        while True:
            byte = self.byte(in_values)
            value |= (byte & 0x7F) << shift
            if byte < 0x80:
                return value
            shift += 7
            if shift > 63:
                raise ValueError("a number too long")

    def value(self, game: str | None, in_values: bool) -> Any:
        first = self.byte(in_values)
        if first in (NULL, FALSE, TRUE):
            return (None, False, True)[first]
        if first == BIG_INT:
            number = self.number(in_values)
            return number // 2 if number % 2 == 0 else -(number + 1) // 2
        if first in (TEXT, NUMBER):
            length = self.number(in_values)
            start = self.values_at if in_values else self.at
            end = start + length
            if end > (len(self.data) if in_values else self.shape_end):
                raise ValueError("a text cut short")
            if in_values:
                self.values_at = end
            else:
                self.at = end
            text = self.data[start:end].decode()
            if first == TEXT:
                return text
            return int(text) if text.removeprefix("-").isdigit() else float(text)
        if first < ONE_BYTE_WORD:
            return first - SMALL_INT
        if first < TWO_BYTE_WORD:
            return word_at(game)[first - ONE_BYTE_WORD]
        return word_at(game)[ONE_BYTE_WORDS + (first - TWO_BYTE_WORD) * 256 + self.byte(in_values)]

    def read(self, game: str | None) -> Any:
        kind = self.byte()
        if kind == LEAF:
            return self.value(game, in_values=True)
        if kind == LIST:
            return [self.read(game) for _ in range(self.number())]
        if kind != TABLE:
            raise ValueError("no such shape")
        table, inner = {}, game
        for _ in range(self.number()):
            key = self.value(inner, in_values=False)
            if not isinstance(key, str) or key in table:
                raise ValueError("a table's key is no text, or twice")
            table[key] = self.read(inner)
            inner = table_game(key, table[key], inner)
        return table


def from_bytes(data: bytes, game: str | None = None) -> Any:
    """The plain data ``to_bytes`` wrote; ValueError for bytes it did not write."""
    reader = _Reader(data, game)
    try:
        value = reader.read(game)
    except (IndexError, RecursionError, UnicodeDecodeError) as error:
        raise ValueError("not packed data") from error
    if reader.at != reader.shape_end or reader.values_at != len(data):
        raise ValueError("bytes left over")
    return value
