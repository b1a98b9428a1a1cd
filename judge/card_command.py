"""`judge card NAME`: a card of the built-in catalog, its facts and its abilities as text.

What it prints is read from a compiled view of the catalog in the cache folder (plain data:
each card's facts and its abilities rendered as text), so a lookup imports neither the engine
nor pydantic nor YAML. The view is rebuilt when the catalog or the engine's code changes (its
name carries a fingerprint of both), and when it is damaged.
"""

from __future__ import annotations

import os

from .names import resolve_name


def card_data(card) -> dict:
    from .abilities import render_ability, render_steps

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


def _build() -> dict:
    from .catalog import lookup, names, translations

    return {"cards": {n: card_data(lookup(n)) for n in names()}, "translations": translations()}


def _view() -> dict:
    """{"cards": {name: card_data}, "translations": {printed name: English name}}, compiled."""
    from rules_index import cache

    from .stamp import code_stamp

    fp = code_stamp()  # the engine's code and data (the catalog among them), and Python
    path = os.path.join(cache.cache_root(), f"cards-{fp}.marshal")
    try:
        return cache.read(path)
    except cache.Damaged as exc:
        if os.path.exists(path):
            cache.notice(f"the card cache was damaged ({exc}); rebuilt it")
    view = _build()
    try:
        cache.write(path, view)
        for entry in os.listdir(os.path.dirname(path)):
            if entry.startswith("cards-") and entry != os.path.basename(path):
                os.unlink(os.path.join(os.path.dirname(path), entry))
    except OSError:
        pass  # a cache that cannot be written: the answer is still right, just not kept
    return view


def cmd_card(args) -> int:
    from rules_index.commands import check_words, emit
    from rules_index.errors import shown
    from rules_index.errors import BadInput

    name = check_words("card", " ".join(args.name))
    view = _view()
    cards = view["cards"]
    english = resolve_name(name, cards, view["translations"])
    data = cards.get(english)
    if data is None:
        close = [n for n in sorted(cards) if name.lower() in n.lower()] or sorted(cards)[:8]
        raise BadInput(f"no card {shown(name)} in the built-in catalog; e.g. {', '.join(close[:8])}")
    data = dict(data)
    if english.lower() != name.lower():
        data["printed_name"] = name  # a name in another language (2.2.3.c)
    if args.json:
        emit(data)
        return 0
    line = f"{data['name']} — {data['type'].capitalize()}"
    if data["subtypes"]:
        line += f" · {', '.join(data['subtypes'])}"
    if data["faction"]:
        line += f" · {data['faction']}"
    print(line + (f"   (printed as {name!r}: its name is its English name, 2.2.3.c)" if "printed_name" in data else ""))
    if data["hand_cost"] is not None:
        print(f"  cost {data['hand_cost']} from Hand, {data['reserve_cost']} from Reserve")
    if data["stats"]:
        s = data["stats"]
        print(f"  forest {s['forest']} · mountain {s['mountain']} · water {s['water']}")
    if data["type"] == "hero":
        print(f"  reserve limit {data['reserve_limit']} · landmark limit {data['landmark_limit']}")
    if data["keywords"]:
        print(f"  {', '.join(data['keywords'])}")
    for text in data["abilities"]:
        print(f"  {text}")
    if data["effect"]:
        print(f"  {data['effect']}")
    return 0
