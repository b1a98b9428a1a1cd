"""Decks from the published sets for random self-play, built by the rules of 1.1.4 (one Hero;
39 other cards; the Hero's faction only; at most 3 cards of one name; at most 15 rares) from the
versions the engine fully models, by reference; together they hold every modelled card of every
faction with a modelled Hero, so that random play plays them all.

    python tools/real_decks.py > tests/data/real_decks.yaml

The choice is deterministic: per faction, its modelled cards (one version per name, commons
first, the first set first) in groups of 13 names, three of each, at most 5 rare names a group
(15 rares); a last group short of 13 names is filled with the faction's first ones. A faction
without a modelled Hero has no deck (the output says which, as a comment).
"""

from __future__ import annotations

import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

OTHERS, COPIES, RARES = 39, 3, 15  # 1.1.4.c, 1.1.4.e, 1.1.4.f


def build() -> tuple[dict[str, list[str]], list[str]]:
    from judge import carddb
    from judge.catalog import lookup as catalog_card
    from judge.catalog import names as catalog_names

    def playable(rec: dict) -> bool:
        return rec.get("encoding") is not None and rec["verdict"] in ("modelled", "no abilities")

    order = carddb._preference(carddb.records())
    recs = sorted(carddb.records().values(), key=lambda r: order(r["reference"]))
    heroes: dict[str, str] = {}
    for name in catalog_names():  # the catalog's hand-written Heroes first
        card = catalog_card(name)
        if card.type == "hero" and card.faction and card.faction not in heroes:
            heroes[card.faction] = name
    for rec in recs:
        if rec["type"] == "hero" and playable(rec) and rec["faction"] not in heroes:
            heroes[rec["faction"]] = rec["reference"]
    pool: dict[str, list[dict]] = defaultdict(list)
    seen: set[tuple[str, str]] = set()
    for rec in recs:
        if rec["type"] in ("character", "spell", "permanent") and playable(rec) and (rec["faction"], rec["name"]) not in seen:
            seen.add((rec["faction"], rec["name"]))
            pool[rec["faction"]].append(rec)
    decks, missing = {}, []
    names_per_deck, rare_names = OTHERS // COPIES, RARES // COPIES
    for faction in sorted({r["faction"] for r in recs if r.get("faction") and r["faction"] != "Neutral"}):
        if faction not in heroes:
            missing.append(f"{faction}: no modelled Hero")
            continue
        cards = sorted(pool[faction], key=lambda r: (r["rarity"] != "common", order(r["reference"])))
        commons = [r for r in cards if r["rarity"] == "common"]
        rares = [r for r in cards if r["rarity"] != "common"]
        if len(cards) < names_per_deck:
            missing.append(f"{faction}: {len(cards)} modelled cards, {names_per_deck} names needed")
            continue
        groups: list[list[dict]] = []
        while commons or rares:
            group = rares[:rare_names]
            rares = rares[len(group):]
            take = names_per_deck - len(group)
            group = commons[:take] + group
            commons = commons[take:]
            groups.append(group)
        for i, group in enumerate(groups, start=1):
            filler = [r for r in cards if r["rarity"] == "common" and r not in group]
            while len(group) < names_per_deck and filler:
                group.append(filler.pop(0))
            if len(group) < names_per_deck:
                continue
            decks[f"{faction.lower()}-{i}"] = [heroes[faction]] + [r["reference"] for r in group for _ in range(COPIES)]
    return decks, missing


def main() -> int:
    decks, missing = build()
    print("# Decks from the published sets (tools/real_decks.py): a Hero and 39 cards by reference, every modelled card in one")
    for line in missing:
        print(f"# not built: {line}")
    for name, cards in decks.items():
        print(f"{name}:")
        for c in cards:
            print(f"  - {c!r}" if "," in c or "&" in c else f"  - {c}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
