"""Every glossary word marked "rulebook" occurs in that language's part of the game's printed rulebook.

    python tools/check_glossary.py ../shared/seeds

The rulebooks' texts (the seeds) are not in the repository, so the test suite checks only the glossaries'
structure (tests/test_i18n.py); run this when a glossary changes. A word counts as found exactly (after
folding case, quotes and apostrophes) or as an inflected form (each word's last letters free), which is
printed so that a person can judge it.
"""

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
    text = text.lower().replace("’", "'").replace("‘", "'")
    text = re.sub(r"[«»\"„“”]", " ", text)
    text = re.sub(r"-\n", "", text)
    return re.sub(r"\s+", " ", text)


def check(seeds: Path) -> int:
    bad = 0
    for path in sorted((REPO / "rulebook" / "data" / "glossary").glob("*.json")):
        glossary = json.loads(path.read_text())
        lines = (seeds / glossary["seed"]).read_text().splitlines()
        exact = stem = 0
        for term_id, entry in glossary["terms"].items():
            for lang, value in entry.items():
                if lang == "note" or value["source"] != "rulebook":
                    continue
                first, last = PARTS[path.stem][lang]
                text = fold("\n".join(lines[first - 1:last]))
                word = fold(value["word"]).strip()
                if re.search(r"(?<!\w)" + re.escape(word) + r"(?!\w)", text):
                    exact += 1
                    continue
                pattern = r"(?<!\w)" + r"\W+".join(re.escape(w[:-2] if len(w) > 4 else w) + r"\w{0,4}" for w in word.split()) + r"(?!\w)"
                found = re.search(pattern, text)
                if found:
                    stem += 1
                    print(f"  {path.stem} {lang} {term_id}: {value['word']!r} as {found.group()!r}")
                else:
                    bad += 1
                    print(f"MISSING {path.stem} {lang} {term_id}: {value['word']!r}")
        print(f"{path.stem}: {exact} exact, {stem} inflected")
    print("missing:", bad)
    return bad


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    sys.exit(1 if check(Path(sys.argv[1])) else 0)
