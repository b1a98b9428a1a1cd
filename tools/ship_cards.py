"""Write the card data the package ships (`judge/data/cards/SET.json`): for each set of the
official card API's format, the facts of every card version and our encodings of its
abilities, translated (card_data/translate.py) and checked against the engine
(judge/carddb.check). No card text goes in: the text stays in the user's files.

    python tools/ship_cards.py ../shared/cards/

Run it again when the translator or the language grows; the test
tests/test_card_data.py holds the shipped data to the sets (facts as the data says, no text).
"""

from __future__ import annotations

import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def build(path: str) -> dict[str, dict]:
    from card_data import official, translate
    from judge import carddb

    out: dict[str, dict] = defaultdict(lambda: {"versions": []})
    cards = list(official.read_path(path))
    tokens = translate.token_cards([{**official.facts(card, source), "text": official.text(card)} for source, card in cards])
    for source, card in cards:
        facts = official.facts(card, source)
        text = official.text(card)
        rec = carddb.check(facts, translate.translate(facts["type"], text["main"], text["support"], tokens))
        entry = out[facts["set"]]
        entry["set"], entry["set_name"] = facts["set"], facts.get("set_name")
        entry["versions"].append(rec)
    return dict(out)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    target = ROOT / "judge" / "data" / "cards"
    target.mkdir(parents=True, exist_ok=True)
    for code, data in sorted(build(argv[0]).items()):
        body = {"format": "altered-judge cards 1", "set": code, "set_name": data["set_name"], "versions": data["versions"]}
        (target / f"{code}.json").write_text(json.dumps(body, ensure_ascii=False, indent=0, sort_keys=True) + "\n", encoding="utf-8")
        n = sum(len(v["lines"]) for v in data["versions"])
        ok = sum(1 for v in data["versions"] for ln in v["lines"] if not ln.get("missing"))
        print(f"{code}: {len(data['versions'])} versions, {n} ability lines, {ok} modelled ({ok / max(n, 1):.1%})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
