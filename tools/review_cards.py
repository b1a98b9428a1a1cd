"""Review translated encodings against the cards (the review file, judge/reviews.py).

    python tools/review_cards.py show ../shared/cards/ [--batch K/N] [REFERENCE...]
    python tools/review_cards.py accept ../shared/cards/ VERDICTS.tsv --by WHO [--date YYYY-MM-DD]

`show` prints, for each group of versions that print the same text and get the same encoding
(a card's A and B printings, a promo, a rare version unchanged), the card's facts, each printed
line beside our rendering of it, and the encoding itself: what a person compares. The text is
read at run time from the files given; nothing of it is written anywhere.

`accept` reads a person's verdicts (`REFERENCE<TAB>ok` per line, the group's first reference as
`show` prints it; any other verdict is skipped and listed) and adds a review to
judge/data/reviewed.tsv for every version of each group accepted, with the digests of the text
and of the encoding as they are now. Existing reviews are kept as they are; a version reviewed
already is left alone (a stale review is replaced only with --renew).
"""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def groups(path: str, imported: bool = False) -> list[dict]:
    """The translated versions of the sets at `path`, grouped by (name, text, encoding), each group
    {"refs", "name", "text", "record"}; the catalog's names are left out (hand-written encodings).
    `imported`: the versions of a set imported into the user's data (`judge cards import`), for a
    person to check translations the package does not ship (nothing is recorded for those)."""
    from card_data import official
    from judge import carddb, reviews
    from judge.catalog import hand_written

    recs = carddb.records()
    played_by_name = hand_written()
    found: dict[tuple, dict] = {}
    for _source, card in official.read_path(path):
        facts = official.facts(card)
        rec = recs.get(facts["reference"])
        if rec is None or rec.get("source") != ("imported" if imported else "shipped") or rec["name"].casefold() in played_by_name:
            continue
        if not rec.get("lines"):
            continue  # no ability: nothing translated
        text = official.text(card)
        key = (rec["name"], reviews.text_digest(text["main"], text["support"]), reviews.encoding_digest(rec))
        g = found.setdefault(key, {"refs": [], "name": rec["name"], "text": text, "record": rec})
        g["refs"].append(facts["reference"])
    out = sorted(found.values(), key=lambda g: (g["name"], sorted(g["refs"])[0]))
    for g in out:
        g["refs"].sort()
    return out


def _show(g: dict) -> str:
    from judge import carddb

    rec = g["record"]
    says = carddb.renders(rec)
    printed = list(g["text"]["main"]) + list(g["text"]["support"])
    facts = [rec["type"]] + list(rec.get("subtypes") or ())
    if rec.get("hand_cost") is not None:
        facts.append(f"cost {rec['hand_cost']}/{rec.get('reserve_cost')}")
    if rec.get("stats"):
        facts.append("stats " + "/".join(str(rec["stats"][k]) for k in ("forest", "mountain", "water")))
    out = [f"=== {g['refs'][0]}  {g['name']}  ({', '.join(facts)})  versions: {', '.join(g['refs'])}"]
    n_main = len(g["text"]["main"])
    for i, ln in enumerate(rec.get("lines") or ()):
        where = "support" if i >= n_main else "line"
        out.append(f"  {where} {i + 1} printed: {printed[i] if i < len(printed) else '?'}")
        out.append(f"  {where} {i + 1} ours:    {says[i] if not ln.get('missing') else 'NOT MODELLED: ' + ln['missing']}")
    out.append("  encoding: " + json.dumps(_translated(rec), ensure_ascii=False, sort_keys=True))
    return "\n".join(out)


def _translated(rec: dict) -> dict:
    enc = rec.get("encoding") or {}
    return {k: enc[k] for k in ("keywords", "tough", "scout", "temple", "abilities", "effect") if enc.get(k)}


def _shown(path: str) -> dict[str, dict]:
    """The encodings `show` printed, by group (its first reference)."""
    out: dict[str, dict] = {}
    first = None
    for raw in Path(path).read_text(encoding="utf-8").splitlines():
        if raw.startswith("=== "):
            first = raw.split()[1]
        elif raw.startswith("  encoding: ") and first:
            out[first] = json.loads(raw[len("  encoding: "):])
    return out


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(prog="review_cards.py")
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("show")
    s.add_argument("path")
    s.add_argument("refs", nargs="*")
    s.add_argument("--batch", help="K/N: the K-th of N equal batches of the groups (1-based)")
    s.add_argument("--imported", action="store_true", help="the versions of sets imported with `judge cards import` (not shipped)")
    a = sub.add_parser("accept")
    a.add_argument("path")
    a.add_argument("verdicts")
    a.add_argument("--by", required=True)
    a.add_argument("--date", default=datetime.date.today().isoformat())
    a.add_argument("--renew", action="store_true", help="replace a stale review of a version accepted again")
    a.add_argument("--shown", metavar="FILE", help="what `show` printed to the person: a group whose encoding is no longer "
                                                   "the one shown there is not accepted")
    args = p.parse_args(argv)
    gs = groups(args.path, imported=getattr(args, "imported", False))
    if args.cmd == "show":
        if args.refs:
            want = set(args.refs)
            gs = [g for g in gs if want & set(g["refs"]) or g["name"] in want]
        if args.batch:
            k, n = (int(x) for x in args.batch.split("/"))
            size = -(-len(gs) // n)
            gs = gs[(k - 1) * size: k * size]
        print(f"{len(gs)} groups")
        for g in gs:
            print(_show(g))
        return 0
    from judge import reviews

    by_first = {g["refs"][0]: g for g in gs}
    verdicts: dict[str, str] = {}
    notes: dict[str, str] = {}  # an accepted group's note (the rule a reading rests on)
    for n, raw in enumerate(Path(args.verdicts).read_text(encoding="utf-8").splitlines(), 1):
        if not raw.strip() or raw.startswith("#"):
            continue
        ref, _, verdict = raw.partition("\t")
        word, _, why = verdict.strip().partition("\t")
        verdicts[ref.strip()] = word.lower()
        notes[ref.strip()] = " ".join(why.split())
    shown = _shown(args.shown) if args.shown else None
    existing = reviews.read()
    lines = Path(reviews.REVIEW_FILE).read_text(encoding="utf-8").splitlines() if Path(reviews.REVIEW_FILE).exists() else []
    if not lines:
        lines = ["# Translated encodings a person has checked against the card (judge/reviews.py; tools/review_cards.py).",
                 "\t".join(reviews.COLUMNS)]
    added = skipped = 0
    unknown, declined = [], []
    renewed: dict[str, str] = {}
    for first, verdict in verdicts.items():
        g = by_first.get(first)
        if g is None:
            unknown.append(first)
            continue
        if verdict != "ok":
            declined.append(f"{first} ({verdict})")
            continue
        rec = g["record"]
        if shown is not None and shown.get(first) != _translated(rec):
            declined.append(f"{first} (its encoding is not the one shown)")
            continue
        enc = reviews.encoding_digest(rec)
        txt = reviews.text_digest(g["text"]["main"], g["text"]["support"])
        for ref in g["refs"]:
            had = existing.get(ref)
            if had is not None and not (args.renew and (had.encoding, had.text) != (enc, txt)):
                skipped += 1
                continue
            row = reviews.line_of(ref, enc, txt, args.date, args.by, notes.get(first, "")[:reviews.MAX_FIELD])
            if had is not None:
                renewed[ref] = row
            else:
                lines.append(row)
            added += 1
    if renewed:
        lines = [renewed.get(ln.split("\t")[0], ln) for ln in lines]
    Path(reviews.REVIEW_FILE).write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"{added} versions reviewed ({len(renewed)} renewed), {skipped} reviewed already; "
          f"{len(declined)} groups not accepted, {len(unknown)} unknown")
    for d in declined:
        print("  not accepted:", d)
    for u in unknown:
        print("  unknown group:", u)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
