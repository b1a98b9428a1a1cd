"""`judge card NAME|REFERENCE`: a card of the catalog or the sets, its facts, its versions and
its abilities as text (and the printed text and rulings of an imported set).

What it prints is read from a compiled view in the cache folder (plain data: an index of names
and references, and the cards' versions in shards, each rendered as text), so a lookup reads
one small shard and imports neither the engine nor pydantic nor YAML. The view is rebuilt when
the catalog, the shipped sets, the engine's code or an imported set changes (its folder's name
carries a fingerprint of them), and when it is damaged.
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


SHARDS = 32  # the sets' cards, split so that a lookup reads one small file, not all of them


def _shard(name: str) -> int:
    import zlib

    return zlib.crc32(name.encode("utf-8")) % SHARDS


def _build() -> tuple[dict, dict[int, dict]]:
    """(the index: the catalog's cards, translations, every name and reference of the sets;
    the shards: per card name of the sets, its versions as `judge card` shows them)."""
    from . import carddb
    from .catalog import lookup, names, translations

    from . import reviews

    _, recs, by_name = carddb._load(carddb._stamp())
    reviewed = reviews.read()  # a damaged file: bad input naming its line
    shards: dict[int, dict] = {i: {} for i in range(SHARDS)}
    for name in sorted({r["name"] for r in recs.values()}):
        refs = by_name[name.casefold()]
        shards[_shard(name)][name] = []
        for r in refs:
            says = carddb.renders(recs[r])
            review = reviews.state(recs[r], reviewed.get(r))
            shards[_shard(name)][name].append(_version(recs[r], says) | {"review": review, "base": _from_record(recs[r], says) | {"review": review}})
    index = {
        "cards": {n: card_data(lookup(n)) for n in names()},
        "translations": translations(),
        "names": {key: recs[refs[0]]["name"] for key, refs in by_name.items()},
        "refs": {ref: rec["name"] for ref, rec in recs.items()},
    }
    return index, shards


def _folder() -> str:
    """The compiled view's folder: named for the engine's code and data (the catalog and the
    shipped sets among them), Python, and the sets the user imported."""
    import zlib

    from rules_index import cache

    from .carddb import _stamp as imported_stamp
    from .stamp import code_stamp

    fp = f"{code_stamp()}{zlib.crc32(repr(imported_stamp()).encode()):08x}"
    return os.path.join(cache.cache_root(), f"cards-{fp}")


def _view() -> dict:
    """The index (see _build), compiled; built when missing or damaged."""
    from rules_index import cache

    folder = _folder()
    try:
        return cache.read(os.path.join(folder, "index.marshal"))
    except cache.Damaged as exc:
        if os.path.exists(os.path.join(folder, "index.marshal")):
            cache.notice(f"the card cache was damaged ({exc}); rebuilt it")
    return _write(folder)[0]


def _write(folder: str) -> tuple[dict, dict[int, dict]]:
    import shutil

    from rules_index import cache

    index, shards = _build()
    try:
        os.makedirs(folder, exist_ok=True)
        for i, shard in shards.items():
            cache.write(os.path.join(folder, f"shard-{i:02d}.marshal"), shard)
        cache.write(os.path.join(folder, "index.marshal"), index)  # last: an index means a whole view
        parent = os.path.dirname(folder)
        for entry in os.listdir(parent):
            if entry.startswith("cards-") and entry != os.path.basename(folder):
                old = os.path.join(parent, entry)
                shutil.rmtree(old, ignore_errors=True) if os.path.isdir(old) else os.unlink(old)
    except OSError:
        pass  # a cache that cannot be written: the answer is still right, just not kept
    return index, shards


def _versions_of(name: str) -> list[dict]:
    from rules_index import cache

    folder = _folder()
    try:
        return cache.read(os.path.join(folder, f"shard-{_shard(name):02d}.marshal")).get(name, [])
    except cache.Damaged:
        return _write(folder)[1][_shard(name)].get(name, [])


def every_card() -> tuple[dict, dict[str, list[dict]]]:
    """(the catalog's cards: name -> data; the sets' cards: name -> versions as `judge card`
    shows them), for a page per card (judge/site)."""
    from rules_index import cache

    view = _view()
    folder = _folder()
    versions: dict[str, list[dict]] = {}
    for i in range(SHARDS):
        try:
            versions.update(cache.read(os.path.join(folder, f"shard-{i:02d}.marshal")))
        except cache.Damaged:
            versions.update(_write(folder)[1][i])
    return view["cards"], dict(sorted(versions.items()))


def _version(rec: dict, says: list) -> dict:
    out = {k: rec.get(k) for k in ("reference", "set", "rarity", "hand_cost", "reserve_cost", "stats", "verdict",
                                   "suspended", "banned", "errata", "source")}
    out["changed"] = rec.get("changed") or []
    if rec.get("rulings"):
        out["rulings"] = list(rec["rulings"])
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


def _find(query: str, view: dict) -> tuple[str | None, str]:
    """The card name a query means (a name, a printed name, a reference, a near miss), and how."""
    from .carddb import find

    key, how = find(query, view["refs"], view["names"])
    if key is None:
        return None, ""
    if how == "reference":
        return view["refs"][key], how
    name = view["names"][key]
    return name, ("printed name" if how == "name" and name.casefold() != key else how)


def cmd_card(args) -> int:
    from rules_index.commands import check_words, emit
    from rules_index.errors import BadInput, shown

    name = check_words("card", " ".join(args.name))
    view = _view()
    cards = view["cards"]
    english = resolve_name(name, cards, view["translations"])
    data = cards.get(english)
    card_name, how = _find(english if data is not None else name, view)
    versions = _versions_of(card_name) if card_name else []
    if how == "reference":
        ref = " ".join(name.split()).upper()
        versions = sorted(versions, key=lambda v: v["reference"] != ref)
    if data is None and card_name in cards:  # a near miss of a catalog card: the catalog's encoding
        english, data = card_name, cards[card_name]
    if data is not None:
        data = dict(data, encoding="catalog", modelled="modelled", found_by="name")
        data["rules"] = sorted({r for v in versions[:1] for r in v["base"].get("rules") or ()})
        if english.lower() != name.lower():
            data["printed_name"] = name  # a name in another language (2.2.3.c), or a near miss
            data["found_by"] = how if how in ("near miss", "reference") else "printed name"
        if versions and card_name != data["name"]:
            versions = []
    elif versions:
        data = dict(versions[0]["base"])
        data["found_by"] = how
        if how in ("printed name", "near miss"):
            data["printed_name"] = name
    else:
        import difflib

        close = [view["names"][c] for c in difflib.get_close_matches(name.casefold(), list(view["names"]), n=6, cutoff=0.6)]
        close = close or [n for n in sorted(cards) if name.lower() in n.lower()] or sorted(cards)[:8]
        raise BadInput(f"no card {shown(name)} in the catalog or the card sets; e.g. {', '.join(dict.fromkeys(close[:8]))}")
    data["versions"] = [{k: v for k, v in ver.items() if k not in ("base", "rulings")} for ver in versions]
    data["rulings"] = [r for v in versions for r in v.get("rulings") or ()]
    if data.get("rules"):
        # the rules that apply to it, as the judge's edition numbers them (rules_index.cite)
        from rules_index.cite import citer
        from rules_index.commands import check_edition_name

        edition = check_edition_name(getattr(args, "edition", None))
        cite = citer(edition)
        if cite:
            data["builtin_rules"], data["rules"] = data["rules"], [cite(r) for r in data["rules"]]
            data["edition"] = edition
    if args.json:
        emit(data)
        return 0
    _print(data, name)
    return 0


def _reviewed(review: dict) -> str:
    from .reviews import in_words

    return in_words(review)


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
    if data["encoding"] != "catalog" and data.get("review"):
        who += f"; {_reviewed(data['review'])}"
    print(f"  {data['modelled']} ({who})")
    if data["rules"]:
        print(f"  rules{' in ' + data['edition'] if data.get('edition') else ''}: {', '.join(data['rules'])}")
    for v in data["versions"]:
        flags = [f for f in ("suspended", "banned", "errata") if v.get(f)]
        facts = []
        if v["hand_cost"] is not None and data["type"] != "hero":
            facts.append(f"cost {v['hand_cost']}/{v['reserve_cost']}")
        if v["stats"]:
            facts.append("/".join(str(v["stats"][k]) for k in ("forest", "mountain", "water")))
        changed = f"; a rare version's changes: {', '.join(v['changed'])}" if v["changed"] else ""
        review = f"; {_reviewed(v['review'])}" if data["encoding"] != "catalog" and v.get("review") else ""
        print(f"  version {v['reference']} ({v['set']}, {v['rarity']}): {' · '.join(facts) or '-'}{changed}; {v['verdict']}"
              + review + (f"; {', '.join(flags).upper()}" if flags else ""))
        for i, ln in enumerate(v["lines"]):
            said = ln.get("says") if ln["modelled"] else f"not modelled: {ln['missing']}"
            print(f"    {i + 1}. {said}")
            if ln.get("text"):
                print(f"       printed: {ln['text']}".replace("\n", " "))
    for r in data["rulings"]:
        print(f"  ruling ({r.get('createdAt') or 'undated'}{', ' + r['eventFormat'] if r.get('eventFormat') else ''}): "
              f"{r.get('question')} — {r.get('answer')}")
