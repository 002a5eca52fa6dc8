"""The words each game's codes write as one byte (rulebook/data/code_tokens.json) and the bytes codes are
compressed against (rulebook/data/code_dictionary.bin), both read by rulebook/packing.py.

    python tools/code_tokens.py        # add the words new rules brought; never moves or drops one

The words are the texts of positions met in seeded random games (keys and values), the clicks
of their moves, the game's goals and predictions, and of every game the keys and kinds of exercise codes,
most frequent first.  A list only grows: codes already sent are read with the words at their places.
The dictionary (zlib's preset dictionary) is an exercise on a position of each game, packed; it is written
once and never again, for the same reason.
"""

from __future__ import annotations

import importlib
import json
import random
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rulebook import lessons, packing
from rulebook.core import RandomPlayer, play_out

GAMES = {"hit": "hit", "partners": "partners", "hokito": "hokito", "horse-race": "horse_race",
         "le-dernier-peuple": "le_dernier_peuple"}
#: the ways each game starts: players, variants
STARTS = {"hit": [{"players": players} for players in (2, 3, 4)] + [{"variants": ("mehr-schadenfreude",
                                                                                   "4-statt-3")}],
          "le-dernier-peuple": [{"players": players} for players in (3, 4, 5)] + [{"hidden_scores": True}],
          "horse-race": [{"players": players} for players in (2, 3, 4)]}
SHARED_WORDS = ["g", "k", "p", "n", "q", "c", "h", "s", "e", "go", "gt", "sh", "sc", "st", "pr", "t", "sp", "x",
                "m", "mine", "my-exercise", *lessons.KINDS, *GAMES]


def texts_in(value, counts: Counter) -> None:
    if isinstance(value, str):
        counts[value] += 1
    elif isinstance(value, (list, tuple)):
        for item in value:
            texts_in(item, counts)
    elif isinstance(value, dict):
        for key, item in value.items():
            counts[key] += 1
            texts_in(item, counts)


def words_of_game(name: str) -> list[str]:
    module = importlib.import_module("rulebook." + GAMES[name])
    counts: Counter = Counter()
    for number, start in enumerate(STARTS.get(name, [{}]) * 6):
        game, chooser = module.new_game(seed=50_000 + number, **start), random.Random(number)
        for _ in range(150):
            moves = game.legal_moves()
            if game.outcome is not None or not moves:
                break
            texts_in(game.position(), counts)
            texts_in([move.clicks for move in moves], counts)
            game.play(chooser.choice(moves))
    for which in (lessons.GOALS_OF, lessons.PREDICTIONS_OF):
        counts.update({word: 1 for word in lessons.declared(module.Game, which)})
    return [word for word, _ in sorted(counts.items(), key=lambda item: (-item[1], item[0]))]


def midgame(module, seed: int, **start):
    """A position 40 moves into a seeded random game (HOKITO's end sooner: 20 moves in)."""
    moves = 20 if module.__name__.endswith("hokito") else 40
    game = play_out(module.new_game(seed=seed, **start), RandomPlayer(seed), max_moves=moves)
    return game if game.outcome is None and game.legal_moves() else midgame(module, seed + 1000, **start)


def dictionary() -> bytes:
    """A teacher's exercise on a mid-game position of each game, packed: what codes are likely to repeat."""
    samples = []
    for name, start in [("horse-race", {}), ("hokito", {}), ("le-dernier-peuple", {}), ("partners", {}),
                        ("hit", {"players": 2}), ("hit", {"players": 3}), ("hit", {})]:
        game = midgame(importlib.import_module("rulebook." + GAMES[name]), 777, **start)
        first = game.legal_moves()[0].clicks[:1]
        samples.append(packing.to_bytes({"g": name, "k": lessons.TARGETS, "p": game.position(), "s": list(first),
                                         "e": 1, "n": "mine"}))
    return b"".join(samples)


def grown(old: list[str], new: list[str]) -> list[str]:
    """The old list with the new words at its end, in their order."""
    known = set(old)
    return old + [word for word in new if word not in known]


def main() -> None:
    path = packing.TOKENS_FILE
    lists = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {}
    lists[packing.SHARED] = grown(lists.get(packing.SHARED, []), SHARED_WORDS)
    for name in GAMES:
        lists[name] = grown(lists.get(name, []), words_of_game(name))
    path.write_text(json.dumps(lists, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print({name: len(words) for name, words in lists.items()})
    packing.word_lists.cache_clear()
    if not packing.DICTIONARY_FILE.exists():
        packing.DICTIONARY_FILE.write_bytes(dictionary())


if __name__ == "__main__":
    main()
