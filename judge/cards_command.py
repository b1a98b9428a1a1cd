"""`judge cards import PATH...` and `judge cards list`: the sets of cards the tool knows.

The package ships the published sets' facts and our encodings (judge/data/cards/); an import
reads the user's files in the official card API's format (a file, a folder of them, or a folder
of one file per card), translates every ability line, and keeps each set in the user's data
directory with its text and the publisher's rulings, which are never shipped.
"""

from __future__ import annotations

import json
import os
from collections import defaultdict

FORMAT = "altered-judge cards 1"


def cmd_import(args) -> int:
    from card_data import official, translate
    from rules_index.commands import emit
    from rules_index.errors import BadInput
    from rules_index.files import write_whole

    from . import carddb

    found: dict[str, dict] = {}
    known = carddb.records()
    printed: dict[str, str] = {}  # a name printed in another language -> the card's reference
    read = [(source, card) for path in args.paths for source, card in official.read_path(path)]
    # the token cards an effect may name by code or create in Landmarks: those read now (with their
    # text, for a Landmark token's abilities), and those of the sets known
    tokens = translate.token_cards([*known.values(),
                                    *({**official.facts(card, source), "text": official.text(card)} for source, card in read)])
    for source, card in read:
        facts = official.facts(card, source)
        had = known.get(facts["reference"])
        if had is not None and had["name"] != facts["name"]:
            # the same card version under another name: the data of another language (2.2.3.c),
            # whose name resolves to the card; its facts and our encoding stay the English data's
            printed[facts["name"]] = facts["reference"]
            continue
        text = official.text(card)
        rec = carddb.check(facts, translate.translate(facts["type"], text["main"], text["support"], tokens))
        rec["text"] = {"main": text["main"], "support": text["support"]}
        if text["rulings"]:
            rec["rulings"] = text["rulings"]
        entry = found.setdefault(facts["set"], {"set": facts["set"], "set_name": facts.get("set_name"), "versions": {}})
        entry["versions"][facts["reference"]] = rec  # a card given twice: the last one read
    folder = carddb.imported_dir()
    if printed:
        carddb.add_printed_names(printed)
    clash = [code for code in found if (folder / f"{code}.json").exists()]
    if clash and not args.force:
        raise BadInput(f"set {', '.join(sorted(clash))} is imported already: --force replaces it")
    folder.mkdir(parents=True, exist_ok=True)
    report = []
    for code, entry in sorted(found.items()):
        versions = list(entry["versions"].values())
        body = {"format": FORMAT, "set": code, "set_name": entry["set_name"], "versions": versions,
                "translated_with": carddb.translator_stamp()}
        write_whole(folder / f"{code}.json", json.dumps(body, ensure_ascii=False, sort_keys=True))
        report.append(_figures(code, entry["set_name"], versions, "imported"))
    carddb.forget()
    if args.json:
        emit({"imported": report, "printed_names": len(printed)})
        return 0
    if printed:
        print(f"{len(printed)} names printed in another language: each now finds its card (2.2.3.c)")
    for r in report:
        print(f"imported {r['set']} ({r['name'] or 'no name'}): {r['versions']} card versions, {r['names']} names, "
              f"{r['lines']} ability lines, {r['modelled_lines']} modelled ({r['modelled']:.1%}); "
              f"{r['rulings']} rulings")
    return 0


def _figures(code: str, name, versions: list[dict], source: str, reviewed: dict | None = None) -> dict:
    lines = sum(len(v.get("lines") or ()) for v in versions)
    ok = sum(1 for v in versions for ln in v.get("lines") or () if not ln.get("missing"))
    verdicts: dict[str, int] = defaultdict(int)
    for v in versions:
        verdicts[v.get("verdict", "?")] += 1
    return {"set": code, "name": name, "source": source, "versions": len(versions),
            "names": len({v["name"] for v in versions}), "lines": lines, "modelled_lines": ok,
            "modelled": ok / lines if lines else 1.0, "cards": dict(sorted(verdicts.items())),
            "rulings": sum(len(v.get("rulings") or ()) for v in versions),
            **({"reviewed": _reviewed_count(versions, reviewed), "to review": _reviewable(versions)} if reviewed is not None else {})}


def _reviewed_count(versions: list[dict], reviewed: dict) -> int:
    """The versions whose translated encoding a person checked against the card, and which hold
    (judge/reviews.py)."""
    from . import reviews

    return sum(1 for v in versions if v.get("lines")
               and reviews.state(v, reviewed.get(v.get("reference")))["state"] == reviews.REVIEWED)


def _reviewable(versions: list[dict]) -> int:
    """The versions whose translated encoding a person can check: with abilities, every line
    modelled, and not a catalog card's (its hand-written encoding is the one played)."""
    from .catalog import hand_written

    played_by_name = hand_written()
    return sum(1 for v in versions if v.get("lines") and not any(ln.get("missing") for ln in v["lines"])
               and str(v.get("name", "")).casefold() not in played_by_name)


def cmd_reviews(args) -> int:
    """Every review of the review file and whether it holds: exit 1 when one no longer does (our
    encoding changed, or the text imported is not the one checked) or names no card known."""
    from rules_index.commands import emit

    from . import carddb, reviews

    reviewed = reviews.read()
    recs = carddb.records()
    rows = []
    for ref, review in sorted(reviewed.items(), key=lambda kv: kv[1].line):
        rec = recs.get(ref)
        state = reviews.state(rec, review)["state"] if rec is not None else "unknown card"
        rows.append({"reference": ref, "name": rec["name"] if rec else None, "state": state,
                     "checked": review.checked, "by": review.by, "line": review.line})
    from .catalog import hand_written

    played_by_name = hand_written()  # the catalog's encodings are played, not these
    translated = [r for r in recs.values() if r.get("lines") and r["name"].casefold() not in played_by_name]
    counts: dict[str, int] = defaultdict(int)
    for r in rows:
        counts[r["state"]] += 1
    failing = [r for r in rows if r["state"] != reviews.REVIEWED]
    summary = {"reviews": len(rows), **{k: counts[k] for k in sorted(counts)},
               "versions with abilities": len(translated),
               "not reviewed": sum(1 for r in translated if r["reference"] not in reviewed)}
    if args.json:
        emit({"file": reviews.REVIEW_FILE, "summary": summary, "failing": failing})
    else:
        print(f"{os.path.relpath(reviews.REVIEW_FILE)}: {len(rows)} reviews; {counts[reviews.REVIEWED]} hold; "
              f"{summary['not reviewed']} of {len(translated)} versions with abilities not reviewed")
        for r in failing:
            what = {"stale": "our encoding changed since it was checked",
                    "text differs": "the text imported is not the one checked",
                    "unknown card": "no card of the sets known has this reference"}[r["state"]]
            print(f"  line {r['line']}: {r['reference']}{' (' + r['name'] + ')' if r['name'] else ''}: {what} "
                  f"(checked {r['checked']} by {r['by']})")
    return 1 if failing else 0


def cmd_list(args) -> int:
    from rules_index.commands import emit

    from . import carddb

    by_set: dict[str, list[dict]] = defaultdict(list)
    for rec in carddb.records().values():
        by_set[rec.get("set", "?")].append(rec)
    sets = carddb.sets()
    from . import reviews

    reviewed = reviews.read()
    rows = [_figures(code, sets.get(code, {}).get("name"), recs, sets.get(code, {}).get("source", "?"), reviewed)
            for code, recs in sorted(by_set.items(), key=lambda kv: _order(kv[0]))]
    if args.json:
        emit({"sets": rows})
        return 0
    print(f"{'set':<9} {'source':<9} {'versions':>8} {'names':>6} {'lines':>6} {'modelled':>9} {'reviewed':>9}   cards modelled / partly / not")
    for r in rows:
        c = r["cards"]
        print(f"{r['set']:<9} {r['source']:<9} {r['versions']:>8} {r['names']:>6} {r['lines']:>6} {r['modelled']:>9.1%} "
              f"{str(r['reviewed']) + '/' + str(r['to review']):>9}   "
              f"{c.get('modelled', 0) + c.get('no abilities', 0)} / {c.get('partly modelled', 0)} / {c.get('not modelled', 0)}")
    return 0


def _order(code: str):
    from .carddb import SET_ORDER

    return (SET_ORDER.index(code) if code in SET_ORDER else len(SET_ORDER), code)
