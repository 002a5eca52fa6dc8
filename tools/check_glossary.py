"""Every glossary word marked "rulebook" occurs in that language's part of the game's printed rulebook.

    python tools/check_glossary.py ../shared/seeds

The rulebooks' texts (the seeds) are not in the repository, so the test suite checks only the glossaries'
structure (tests/test_i18n.py); run this when a glossary changes. A word counts as found exactly (after
folding case, quotes and apostrophes) or as an inflected form (each word's last letters free), which is
printed so that a person can judge it.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PARTS = {  # line ranges (1-based, inclusive) of each language in the seed
 "hit": {"de": (1, 499), "fr": (500, 1005), "it": (1006, 99999)},
 "partners": {"de": (17, 148), "en": (149, 278), "fr": (279, 406), "es": (407, 542), "it": (543, 99999)},
 "hokito": {"fr": (1, 105), "en": (106, 210), "de": (211, 322), "it": (430, 537), "es": (538, 647)},
 "le_dernier_peuple": {"it": (1, 99999)},
 "horse_race": {"fr": (1, 124), "en": (125, 238), "de": (239, 353), "es": (354, 465), "it": (466, 600)},
}



def fold(text: str) -> str:
    """Lower case, one kind of apostrophe, no quotation marks, words broken at a line end joined again."""
    text = text.lower().replace("’", "'").replace("‘", "'")
    text = re.sub(r"[«»\"„“”]", " ", text)
    text = re.sub(r"-\n", "", text)
    return re.sub(r"\s+", " ", text)


def occurrence(word: str, text: str) -> tuple[str, str] | None:
    """("exact", word) or ("inflected", the form found: each word's last two letters may differ), or None."""
    word = fold(word).strip()
    if re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", text):
        return "exact", word
    stems = [re.escape(part[:-2] if len(part) > 4 else part) + r"\w{0,4}" for part in word.split()]
    found = re.search(r"(?<!\w)" + r"\W+".join(stems) + r"(?!\w)", text)
    return ("inflected", found.group()) if found else None


def check(seeds: Path) -> int:
    """Prints what was found where; returns how many "rulebook" words were not found."""
    missing = 0
    for path in sorted((REPO / "rulebook" / "data" / "glossary").glob("*.json")):
        glossary = json.loads(path.read_text("utf-8"))
        lines = (seeds / glossary["seed"]).read_text("utf-8").splitlines()
        parts = {language: fold("\n".join(lines[first - 1:last]))
                 for language, (first, last) in PARTS[path.stem].items()}
        counts = {"exact": 0, "inflected": 0}
        for term_id, entry in glossary["terms"].items():
            for language in glossary["seed_languages"]:
                if entry[language]["source"] != "rulebook":
                    continue
                found = occurrence(entry[language]["word"], parts[language])
                if found is None:
                    missing += 1
                    print(f"MISSING {path.stem} {language} {term_id}: {entry[language]['word']!r}")
                    continue
                counts[found[0]] += 1
                if found[0] == "inflected":
                    print(f"  {path.stem} {language} {term_id}: {entry[language]['word']!r} as {found[1]!r}")
        print(f"{path.stem}: {counts['exact']} exact, {counts['inflected']} inflected")
    print("missing:", missing)
    return missing


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(1 if check(Path(sys.argv[1])) else 0)
