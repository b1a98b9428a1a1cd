"""`judge card NAME`: a card of the built-in catalog, its facts and its abilities as text."""

from __future__ import annotations

import json
import sys

from .abilities import render_ability, render_steps


def card_data(card) -> dict:
    return {
        "name": card.name,
        "type": card.type,
        "subtypes": list(card.subtypes),
        "faction": card.faction,
        "hand_cost": card.hand_cost,
        "reserve_cost": card.reserve_cost,
        "stats": {"forest": card.stats[0], "mountain": card.stats[1], "water": card.stats[2]} if card.type == "character" else None,
        "keywords": sorted(card.keywords),
        "reserve_limit": card.reserve_limit,
        "landmark_limit": card.landmark_limit,
        "abilities": [render_ability(a) for a in card.abilities],
        "effect": render_steps(list(card.effect)) if card.effect else None,
    }


def cmd_card(args) -> int:
    from rules_index.errors import BadInput

    from .catalog import english_name, lookup, names

    name = " ".join(args.name)
    card = lookup(name)
    if card is None:
        close = [n for n in names() if name.lower() in n.lower()] or names()[:8]
        raise BadInput(f"no card {name!r} in the built-in catalog; e.g. {', '.join(close[:8])}")
    data = card_data(card)
    if english_name(name) != name and english_name(name).lower() != name.lower():
        data["printed_name"] = name  # a name in another language (2.2.3.c)
    if args.json:
        sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        return 0
    line = f"{card.name} — {card.type.capitalize()}"
    if card.subtypes:
        line += f" · {', '.join(card.subtypes)}"
    if card.faction:
        line += f" · {card.faction}"
    print(line + (f"   (printed as {name!r}: its name is its English name, 2.2.3.c)" if "printed_name" in data else ""))
    if card.hand_cost is not None:
        print(f"  cost {card.hand_cost} from Hand, {card.reserve_cost} from Reserve")
    if card.type == "character":
        print(f"  forest {card.stats[0]} · mountain {card.stats[1]} · water {card.stats[2]}")
    if card.type == "hero":
        print(f"  reserve limit {card.reserve_limit} · landmark limit {card.landmark_limit}")
    if card.keywords:
        print(f"  {', '.join(sorted(card.keywords))}")
    for text in data["abilities"]:
        print(f"  {text}")
    if data["effect"]:
        print(f"  {data['effect']}")
    return 0
