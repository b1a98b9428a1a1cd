"""Write rules_index/data/english_words.txt: the most used English words, which spelling.py never
"corrects" into a rules' word ("border" is not a misspelt "order", nor "many" a misspelt "mana").

    pip download --no-deps pyspellchecker -d /tmp/pkgs && unzip -q /tmp/pkgs/pyspellchecker-*.whl -d /tmp/psc
    python tools/english_words.py /tmp/psc/spellchecker/resources/en.json.gz

The source is pyspellchecker's English word-frequency list (MIT licence, Tyler Barrus; built
from OpenSubtitles): its TOP most frequent purely alphabetic words, one per line, sorted.
"""

from __future__ import annotations

import gzip
import json
import sys
from pathlib import Path

TOP = 25_000
OUT = Path(__file__).resolve().parents[1] / "rules_index" / "data" / "english_words.txt"
HEADER = (
    "# The {n} most used English words of pyspellchecker's en.json.gz (MIT licence, (c) Tyler Barrus),\n"
    "# written by tools/english_words.py: words spelling.py never reads as a misspelt rules' word.\n"
)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    freq = json.loads(gzip.open(argv[0]).read())
    ranked = sorted((w for w in freq if w.isascii() and w.isalpha()), key=lambda w: (-freq[w], w))
    top = sorted(ranked[:TOP])
    OUT.write_text(HEADER.format(n=len(top)) + "\n".join(top) + "\n", encoding="utf-8")
    print(f"{OUT}: {len(top)} words")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
