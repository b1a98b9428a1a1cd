"""Does the project quote a card? Checks every file git tracks against card sets in the official
card API's format, with the rule the shipped sets' test applies (card_data/quotes.py): no run of ten
words, and no whole ability line of eight or more, that only one card prints and the rules do not say.

    python tools/quote_check.py ../shared/cards/ [MORE_SETS ...] [--counts-only]

For sets the project does not hold (the later sets, a held-out sample): the shipped sets' test cannot
see them. `--counts-only` prints how many quotes each file holds and never the words or the cards
(for a sample kept held out). Exit 0: none; 1: some; 2: a path that is no card data.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def main(argv: list[str] | None = None) -> int:
    from card_data import official
    from card_data.quotes import Quotes

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("paths", nargs="+", help="card data: a JSON file, a folder of them, or a folder of one file per card")
    ap.add_argument("--counts-only", action="store_true", help="print counts per file, never the words or the cards")
    args = ap.parse_args(argv)
    cards = []
    for path in args.paths:
        try:
            read = official.read_path(path)
        except Exception as exc:  # the importer's own message names the file
            print(f"{path}: not card data: {exc}", file=sys.stderr)
            return 2
        for _source, card in read:
            text = official.text(card)
            cards.append((str(card.get("name") or card.get("reference")), list(text["main"]) + list(text["support"])))
    if not cards:
        print(f"{' '.join(args.paths)}: no card found", file=sys.stderr)
        return 2
    rules = [p.read_text(encoding="utf-8") for p in sorted((ROOT / "rules_index" / "sources").glob("*"))]
    try:  # an imported edition's rules quote cards in their examples too
        from rules_index import editions

        for name in editions.imported_names():
            rules += [" ".join([r.text] + [n.text for n in r.notes]) for r in editions.load(name).rules.values()]
    except Exception:
        pass
    quotes = Quotes(cards, rules)
    tracked = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True, check=True).stdout.split()
    total = 0
    for rel in tracked:
        path = ROOT / rel
        if rel.startswith("rules_index/sources/") or not path.is_file():
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
        found = quotes.found(rel, text)
        if not found:
            continue
        total += len(set(found))
        if args.counts_only:
            print(f"{rel}: {len(set(found))}")
        else:
            for card, words in sorted(set(found)):
                print(f"{rel}: {card}: {words}")
    print(f"{total} quote(s) of {len(cards)} card versions in {len(tracked)} files")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main())
