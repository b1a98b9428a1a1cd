"""The questions players ask about each rule (rules_index/data/asked.json): which rules of an
edition have none, and merging new ones in.

A rule gets its questions through its own words or the rule of another edition it is the same
rule as (rules_index/asked.py); a new edition's new or rewritten rules have none. To give them
some, write the rules out for writers, have each file answered, and merge:

    python tools/asked_questions.py missing EDITION OUT/    # OUT/<edition>-<n>.yaml + OUT/INSTRUCTIONS.md
    # a writer answers each file with OUT/out-<edition>-<n>.yaml, following OUT/INSTRUCTIONS.md
    python tools/asked_questions.py merge EDITION OUT/      # into rules_index/data/asked.json

A rule's examples and remarks often carry the point players dispute (a Landmark zone may hold
more than the limit until Night); nine questions on the rule seldom reach them. `notes` writes out
every rule that has examples or remarks, for four more questions on what each note settles:

    python tools/asked_questions.py notes EDITION OUT/      # OUT/<edition>-notes-<n>.yaml + OUT/NOTES.md

The writers see the rules' text (read here from the user's editions, never stored); the
questions they write are ours, and merge refuses one that carries five words running of its
rule's text.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from rules_index import asked  # noqa: E402
from rules_index.build import indexed  # noqa: E402

TABLE = ROOT / "rules_index" / "data" / "asked.json"
PER_FILE = 116
COPIED_RUN = 5

INSTRUCTIONS = """\
# How players would ask about each rule (card game Altered)

You help a rules search engine for the card game *Altered* find rules from the questions players
type. Players rarely use the rules' words: they use other card games' vocabulary (Magic: tap,
untap, stack, cast, ETB, graveyard, exile, bounce, creature, instant, trigger, upkeep, mulligan,
sac; Hearthstone: minion, battlecry, deathrattle, taunt; Lorcana: ink, exert, quest; Marvel Snap:
lanes, locations), slang, chat spelling, or they describe a situation instead of naming the rule.

Your input file lists rules, each with its id, the heading of its section, its own heading (often
empty), its text and its notes (examples, remarks). For EVERY rule, write nine questions whose
answer is THIS rule (not a neighbour of its section), each from a different player:
1. a plain question in everyday words (5-20 words);
2. one with another card game's words or slang where it fits (5-20 words);
3. a concrete situation at the table the rule settles ("my opponent ... can I ...");
4. typed fast on a phone: lower case, chat spelling (u, opp, exp, char, rez, fwd, b4, wat);
5. a story of 25-45 words: what happened, who said what, and the dispute the rule settles;
6. the point players most often get wrong about this rule (8-20 words);
7. a newcomer from Magic: the Gathering, with Magic's terms (8-20 words);
8. a newcomer from a digital or other card game, with its words (8-20 words);
9. an experienced tournament player, precise, naming the game's terms in their own words.

Do NOT copy the rule's wording: no run of more than three consecutive words from its text. For a
heading without text, ask about the topic it names; for a rule that defines or lists something,
ask what it is. No rule ids; card names only where the rule's own example uses them.

Output: YAML, out-<input file name>: a mapping from each rule id (quoted) to a list of nine
quoted strings, every rule of the input, in the input order.
"""


NOTES_INSTRUCTIONS = """\
# How players would ask about a rule's examples and remarks (card game Altered)

You help a rules search engine for the card game *Altered* find rules from the questions players
type. Players rarely use the rules' words: they use other card games' vocabulary (Magic: tap,
untap, stack, cast, ETB, graveyard, exile, bounce, creature, instant, trigger, sac; Hearthstone:
minion, battlecry, taunt; Lorcana: ink, exert, quest; Marvel Snap: lanes), slang, chat spelling,
or they tell what happened at the table instead of naming the rule.

Your input file lists rules, each with its id, the heading of its section, its own heading (often
empty), its text and its notes: examples and remarks. The notes often settle the point players
argue about. For EVERY rule, write four questions whose answer is what its NOTES say (the
exception a remark makes, the outcome an example shows), each from a different player:
1. a plain question in everyday words (6-20 words);
2. typed fast on a phone: lower case, chat spelling (u, opp, exp, char, rez, fwd, b4, wat);
3. a story of 25-45 words: what happened at the table, who said what, and the dispute the note
   settles (a card name only where the rule's own example uses it);
4. a newcomer from another card game, with that game's words (8-20 words).

Do NOT copy the wording of the rule or its notes: no run of more than three consecutive words
from them. No rule ids.

Output: YAML, out-<input file name>: a mapping from each rule id (quoted) to a list of four
quoted strings, every rule of the input, in the input order.
"""


def _view():
    from rules_index.cache import View

    return View()


def _records(view, edition: str) -> dict[str, dict]:
    ed = view.edition(edition)
    return {**ed["rules"], **ed["sections"]}


def missing(edition: str, out: Path) -> int:
    view = _view()
    records = _records(view, edition)
    table = asked.load()
    found = asked.for_edition(edition, records, {n: asked.prints_of(_records(view, n)) for n in view.order}, table)
    todo = [r for rid, r in records.items() if indexed(r) and rid not in found]
    out.mkdir(parents=True, exist_ok=True)
    (out / "INSTRUCTIONS.md").write_text(INSTRUCTIONS, encoding="utf-8")
    ed = view.edition(edition)
    for n in range(0, len(todo), PER_FILE):
        chunk = []
        for rec in todo[n:n + PER_FILE]:
            parent = rec.get("parent")
            section = (ed["rules"][parent].get("heading") or "") if parent in ed["rules"] else (rec.get("page_title") or "")
            item = {"id": rec["id"], "section": section, "heading": rec.get("heading", ""), "text": rec["text"]}
            notes = [x["text"] for x in rec.get("examples", []) + rec.get("remarks", [])]
            if notes:
                item["notes"] = notes
            chunk.append(item)
        path = out / f"{edition}-{n // PER_FILE + 1}.yaml"
        path.write_text(yaml.safe_dump(chunk, sort_keys=False, allow_unicode=True, width=100), encoding="utf-8")
    print(f"{edition}: {len(todo)} of {sum(map(indexed, records.values()))} rules have no players' questions")
    return 0


def notes(edition: str, out: Path) -> int:
    view = _view()
    ed = view.edition(edition)
    todo = [r for r in _records(view, edition).values() if indexed(r) and (r.get("examples") or r.get("remarks"))]
    out.mkdir(parents=True, exist_ok=True)
    (out / "NOTES.md").write_text(NOTES_INSTRUCTIONS, encoding="utf-8")
    for n in range(0, len(todo), PER_FILE):
        chunk = []
        for rec in todo[n:n + PER_FILE]:
            parent = rec.get("parent")
            section = (ed["rules"][parent].get("heading") or "") if parent in ed["rules"] else (rec.get("page_title") or "")
            chunk.append({
                "id": rec["id"], "section": section, "heading": rec.get("heading", ""), "text": rec["text"],
                "notes": [x["text"] for x in rec.get("examples", []) + rec.get("remarks", [])],
            })
        path = out / f"{edition}-notes-{n // PER_FILE + 1}.yaml"
        path.write_text(yaml.safe_dump(chunk, sort_keys=False, allow_unicode=True, width=100), encoding="utf-8")
    print(f"{edition}: {len(todo)} rules with examples or remarks")
    return 0


def merge(edition: str, folder: Path) -> int:
    records = _records(_view(), edition)
    doc = json.loads(TABLE.read_text(encoding="utf-8"))
    by_fp = {e["fingerprint"]: e for e in doc["rules"]}
    added = refused = 0
    for written in sorted(folder.glob(f"out-{edition}-*.yaml")):
        answers = {str(k): v for k, v in (yaml.safe_load(written.read_text(encoding="utf-8")) or {}).items()}
        for rid, questions in answers.items():
            rec = records.get(rid)
            if rec is None or not isinstance(questions, list):
                print(f"{written.name}: {rid}: no such rule in {edition}, or no list; left out", file=sys.stderr)
                continue
            keep = []
            for q in questions:
                own = " / ".join([rec["text"]] + [x["text"] for x in rec.get("examples", []) + rec.get("remarks", [])])
                piece = asked.copies(str(q), own, COPIED_RUN)
                if piece:
                    refused += 1
                    print(f"{written.name}: {rid}: copies the rule ({piece!r}); left out", file=sys.stderr)
                else:
                    keep.append(str(q))
            fp = asked.fingerprint(rec)
            entry = by_fp.get(fp)
            if entry is None:
                entry = by_fp[fp] = {"edition": edition, "id": rid, "fingerprint": fp, "asked": []}
                doc["rules"].append(entry)
            new = [q for q in keep if q not in entry["asked"]]
            entry["asked"] += new
            added += len(new)
    TABLE.write_text(json.dumps(doc, ensure_ascii=False, indent=0) + "\n", encoding="utf-8")
    print(f"{added} questions merged, {refused} refused; {TABLE}")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="what", required=True)
    m = sub.add_parser("missing", help="write out the rules of an edition that have no players' questions")
    m.add_argument("edition")
    m.add_argument("out", type=Path)
    n = sub.add_parser("notes", help="write out the rules of an edition with examples or remarks")
    n.add_argument("edition")
    n.add_argument("out", type=Path)
    g = sub.add_parser("merge", help="merge writers' questions into rules_index/data/asked.json")
    g.add_argument("edition")
    g.add_argument("folder", type=Path)
    args = ap.parse_args()
    if args.what == "merge":
        return merge(args.edition, args.folder)
    return (missing if args.what == "missing" else notes)(args.edition, args.out)


if __name__ == "__main__":
    sys.exit(main())
