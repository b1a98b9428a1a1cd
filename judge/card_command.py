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
    from . import carddb
    from .catalog import lookup, names, translations

    return {"cards": {n: card_data(lookup(n)) for n in names()}, "translations": translations(),
            "renders": {ref: carddb.renders(rec) for ref, rec in carddb.records().items()}}


def _view() -> dict:
    """{"cards": {name: card_data}, "translations": {printed name: English name}}, compiled."""
    from rules_index import cache

    from .stamp import code_stamp

    import zlib

    from .carddb import _stamp as imported_stamp

    # the engine's code and data (the catalog and the shipped sets among them), Python, and the
    # sets the user imported
    fp = f"{code_stamp()}{zlib.crc32(repr(imported_stamp()).encode()):08x}"
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


def _version(rec: dict, says: list) -> dict:
    out = {k: rec.get(k) for k in ("reference", "set", "rarity", "hand_cost", "reserve_cost", "stats", "verdict",
                                   "suspended", "banned", "errata", "source")}
    out["changed"] = rec.get("changed") or []
    text = rec.get("text") or {}
    printed = list(text.get("main") or ()) + list(text.get("support") or ())
    out["lines"] = []
    for i, line in enumerate(rec.get("lines") or ()):
        entry = {"kind": line.get("kind"), "modelled": not line.get("missing")}
        if line.get("missing"):
            entry["missing"] = line["missing"]
        else:
            entry["says"] = says[i] if i < len(says) else None
        if i < len(printed):
            entry["text"] = printed[i]
        out["lines"].append(entry)
    return out


def _from_record(rec: dict, says: list) -> dict:
    """A card's data as `judge card` shows it, from a version of the card database."""
    enc = rec.get("encoding") or {}
    data = {
        "name": rec["name"],
        "type": rec["type"] if not rec.get("lives_in") or rec["type"] != "permanent" else f"{rec['lives_in']} permanent",
        "subtypes": list(rec.get("subtypes") or ()),
        "faction": rec.get("faction"),
        "hand_cost": rec.get("hand_cost") if rec["type"] != "hero" else None,
        "reserve_cost": rec.get("reserve_cost") if rec["type"] != "hero" else None,
        "stats": rec.get("stats"),
        "keywords": sorted(enc.get("keywords") or ()),
        "reserve_limit": rec.get("reserve_limit"),
        "landmark_limit": rec.get("landmark_limit"),
        "abilities": [says[i] if not ln.get("missing") else f"not modelled: {ln['missing']}"
                      for i, ln in enumerate(rec.get("lines") or ()) if ln.get("kind") != "keyword"],
        "effect": None,
        "encoding": "translated",
        "modelled": rec.get("verdict"),
        "rules": list(rec.get("rules") or ()),
    }
    return data


def cmd_card(args) -> int:
    from rules_index.commands import check_words, emit
    from rules_index.errors import BadInput, shown

    from . import carddb

    name = check_words("card", " ".join(args.name))
    view = _view()
    cards = view["cards"]
    english = resolve_name(name, cards, view["translations"])
    data = cards.get(english)
    card_name, versions, how = carddb.versions(english if data is not None else name)
    if data is None and card_name in cards:  # a near miss of a catalog card: the catalog's encoding
        english, data = card_name, cards[card_name]
    if data is not None:
        data = dict(data, encoding="catalog", modelled="modelled", found_by="name")
        data["rules"] = sorted({r for v in versions[:1] for r in v.get("rules") or ()})
        if english.lower() != name.lower():
            data["printed_name"] = name  # a name in another language (2.2.3.c), or a near miss
            data["found_by"] = how if how in ("near miss", "reference") else "printed name"
        if versions and card_name != data["name"]:
            versions = []
    elif versions:
        data = _from_record(versions[0], view["renders"].get(versions[0]["reference"], []))
        data["found_by"] = how
        if how in ("printed name", "near miss"):
            data["printed_name"] = name
    else:
        close = carddb.suggestions(name) or [n for n in sorted(cards) if name.lower() in n.lower()] or sorted(cards)[:8]
        raise BadInput(f"no card {shown(name)} in the catalog or the card sets; e.g. {', '.join(close[:8])}")
    data["versions"] = [_version(v, view["renders"].get(v["reference"], [])) for v in versions]
    data["rulings"] = [r for v in versions for r in v.get("rulings") or ()]
    if args.json:
        emit(data)
        return 0
    _print(data, name)
    return 0


def _print(data: dict, name: str) -> None:
    line = f"{data['name']} — {data['type'].capitalize()}"
    if data["subtypes"]:
        line += f" · {', '.join(data['subtypes'])}"
    if data["faction"]:
        line += f" · {data['faction']}"
    if data["found_by"] == "printed name":
        line += f"   (printed as {name!r}: its name is its English name, 2.2.3.c)"
    elif data["found_by"] == "near miss":
        line += f"   (read {name!r} as {data['name']!r})"
    elif data["found_by"] == "reference":
        line += f"   ({data['versions'][0]['reference']})"
    print(line)
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
    who = "the catalog's hand-written encoding" if data["encoding"] == "catalog" else "translated from the card's text"
    print(f"  {data['modelled']} ({who})")
    if data["rules"]:
        print(f"  rules: {', '.join(data['rules'])}")
    for v in data["versions"]:
        flags = [f for f in ("suspended", "banned", "errata") if v.get(f)]
        facts = []
        if v["hand_cost"] is not None and data["type"] != "hero":
            facts.append(f"cost {v['hand_cost']}/{v['reserve_cost']}")
        if v["stats"]:
            facts.append("/".join(str(v["stats"][k]) for k in ("forest", "mountain", "water")))
        changed = f"; a rare version's changes: {', '.join(v['changed'])}" if v["changed"] else ""
        print(f"  version {v['reference']} ({v['set']}, {v['rarity']}): {' · '.join(facts) or '-'}{changed}; {v['verdict']}"
              + (f"; {', '.join(flags).upper()}" if flags else ""))
        for i, ln in enumerate(v["lines"]):
            said = ln.get("says") if ln["modelled"] else f"not modelled: {ln['missing']}"
            print(f"    {i + 1}. {said}")
            if ln.get("text"):
                print(f"       printed: {ln['text']}".replace("\n", " "))
    for r in data["rulings"]:
        print(f"  ruling ({r.get('createdAt') or 'undated'}{', ' + r['eventFormat'] if r.get('eventFormat') else ''}): "
              f"{r.get('question')} — {r.get('answer')}")
