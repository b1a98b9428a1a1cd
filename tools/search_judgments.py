"""Pool search results nobody has judged, and merge the assessors' verdicts into the table.

The players' table (tests/data/player_questions/) counts a result nobody has judged as a miss
(benchmarks/bench_search_quality.py says how many there are in the first three). When search
changes, pool them, have them judged blind, and merge the verdicts:

    python tools/search_judgments.py pool OUT/ [--top 5]   # OUT/<edition>-<n>.yaml + OUT/INSTRUCTIONS.md
    # an assessor writes OUT/out-<edition>-<n>.yaml for each file, following OUT/INSTRUCTIONS.md
    python tools/search_judgments.py merge OUT/              # into tests/data/player_judgments.yaml

Pooled files carry each candidate rule's text, read from the editions loaded here (v5.0 from
the user's data, never from the repository). Where the question's writer found an edition has
no rule for it and an assessor judges one an answer, the writer's reading stands and the file
says so (see the header this writes).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tests import search_table as st  # noqa: E402

HEADER = """\
# Pooled relevance judgments for tests/data/player_questions/ (as TREC pools its runs).
#
# The question writers named the rules that answer each question from reading the rules. The
# first results of several rankers that the writers had not named were then judged, blind to
# where each came from, by assessors who saw only the question and the rule's text: an answer
# when a judge reading that rule alone could settle the question. Round 1 pooled the first three
# of this project's search before it was tuned to the table and of a plain BM25; round 2 the
# first five of the search as tuned then, of the plain BM25 and of a sentence-embedding model
# (all-MiniLM-L6-v2); later rounds the first five of the search at each later stage
# (tools/search_judgments.py). A rule judged an answer counts as much as the writers' own; a rule
# never judged counts as not answering (benchmarks/bench_search_quality.py counts those in the
# first three: pool them).
#
# Overruled: where a writer found that an edition has no rule for a question (about a game mode
# of the built-in pages, or a keyword the edition lacks) and an assessor judged a general rule of
# it an answer (v5.0's 1v1 tiebreaker for a 2v2 tiebreaker, its shuffling rule for the Booster
# War variant whose deck is not shuffled, built-in 4.2.4.c for Ascended), the writer's reading
# stands: the mode's page or the keyword's rules are the rule, and that edition has none.
#
# edition -> question -> {answers: [ids], others: [ids judged not to answer], overruled: [ids]}
"""

INSTRUCTIONS = """\
# Relevance judgments for rule search (card game Altered)

You are an assessor for a test collection, as in TREC. A file lists questions that players of the
card game *Altered* asked, each with some candidate rules of the Comprehensive Rules. For every
(question, candidate rule) pair, decide whether that rule ANSWERS the question.

"Answers" (yes): a judge at the table who reads just this rule (its text, plus its notes:
examples and remarks) could settle the player's question from it, or it states the rule that
the question turns on. A rule that answers only part of a two-part question counts as yes if it
answers the main point.
"Does not answer" (no): the rule is merely on the same topic, mentions the same words, or is
about a neighbouring case, but does not give the ruling the player needs.

Be strict but fair; do not guess beyond the rule's words. Candidates come in no particular order,
from several sources; judge each on its own. Do not run any search tools, and do not look at the
project's search code or test tables: just read the file.

Write your output as YAML, out-<input file name>: a mapping from each qid to a mapping from
candidate id to yes or no, covering EVERY candidate of EVERY question of your input file, in the
same order:

```yaml
"q25":
  "1.3.2.e": no
  "1.3.3.d": yes
```
"""


def _view():
    from rules_index.cache import View

    return View()


def _record(ed: dict, rid: str) -> dict:
    rec = ed["rules"].get(rid) or ed["sections"][rid]
    parent = rec.get("parent")
    section = (ed["rules"][parent].get("heading") or "") if parent in ed["rules"] else (rec.get("page_title") or "")
    out = {"id": rid, "section": section, "heading": rec.get("heading", ""), "text": rec["text"]}
    notes = [n["text"] for n in rec.get("examples", []) + rec.get("remarks", [])]
    if notes:
        out["notes"] = notes
    return out


def pool(out: Path, top: int, per_file: int) -> int:
    from rules_index.search import search

    view = _view()
    table = st.load()
    out.mkdir(parents=True, exist_ok=True)
    (out / "INSTRUCTIONS.md").write_text(INSTRUCTIONS, encoding="utf-8")
    total = 0
    for edition in st.EDITIONS:
        ed, index = view.edition(edition), view.search_index(edition)
        items = []
        for n, q in enumerate(table):
            fresh = [h[1] for h in search(index, q["q"], top) if h[1] not in q["judged"][edition]]
            if fresh:
                items.append({"qid": f"q{n}", "question": q["q"], "candidates": [_record(ed, r) for r in sorted(fresh)]})
        random.Random(len(items)).shuffle(items)  # no order to read anything into
        pairs = sum(len(i["candidates"]) for i in items)
        parts = max(1, round(pairs / per_file))
        for k in range(parts):
            chunk = items[k::parts]
            if chunk:
                text = yaml.safe_dump(chunk, sort_keys=False, allow_unicode=True, width=100)
                (out / f"{edition}-{k + 1}.yaml").write_text(text, encoding="utf-8")
        print(f"{edition}: {pairs} pairs for {len(items)} questions in {parts} file(s)")
        total += pairs
    return 0 if total else 1


def _fmt(ids: list[str]) -> str:
    return "[" + ", ".join(f'"{i}"' if i.replace(".", "").isdigit() else i for i in ids) + "]"


def write(judged: dict, table: list[dict], path: Path | None = None) -> int:
    """The judgments file from {edition: {question: {rule: bool}}}, the writers' readings first."""
    path = path or st.JUDGMENTS
    lines = [HEADER]
    adjudicated = 0
    for edition in st.EDITIONS:
        lines.append(f'"{edition}":\n')
        for q in table:
            verdicts = judged[edition].get(q["q"])
            if not verdicts:
                continue
            writer_none = not q["writer"][edition]
            yes = sorted(r for r, v in verdicts.items() if v and not writer_none)
            no = sorted(r for r, v in verdicts.items() if not v)
            overruled = sorted(r for r, v in verdicts.items() if v and writer_none)
            lines.append(f"  {json.dumps(q['q'], ensure_ascii=False)}:\n    answers: {_fmt(yes)}\n    others: {_fmt(no)}\n")
            if overruled:
                adjudicated += 1
                lines.append(f"    overruled: {_fmt(overruled)}  # judged an answer; the writer found none in {edition}\n")
    path.write_text("".join(lines), encoding="utf-8")
    return adjudicated


def merge(folder: Path) -> int:
    table = st.load()
    writers = st.load(judgments=None)
    for q, w in zip(table, writers):
        q["writer"] = {e: w[e] for e in st.EDITIONS}
    raw = yaml.safe_load(st.JUDGMENTS.read_text(encoding="utf-8"))
    judged = {
        e: {q: {**{r: False for r in v["others"]}, **{r: True for r in v["answers"] + v.get("overruled", [])}} for q, v in raw[e].items()}
        for e in st.EDITIONS
    }
    by_text = {q["q"]: q for q in table}
    added = 0
    for pooled in sorted(folder.glob("*.yaml")):
        if pooled.name.startswith("out-"):
            continue
        edition = pooled.stem.rsplit("-", 1)[0]
        answered = pooled.with_name("out-" + pooled.name)
        if edition not in st.EDITIONS or not answered.exists():
            print(f"{pooled.name}: no verdicts (out-{pooled.name}); left out", file=sys.stderr)
            continue
        items = yaml.safe_load(pooled.read_text(encoding="utf-8"))
        verdicts = yaml.safe_load(answered.read_text(encoding="utf-8"))
        for item in items:
            got = {str(k): v for k, v in (verdicts.get(item["qid"]) or {}).items()}
            want = {c["id"] for c in item["candidates"]}
            if set(got) != want or item["question"] not in by_text:
                print(f"{answered.name}: {item['qid']}: verdicts do not match the candidates; left out", file=sys.stderr)
                continue
            for rid, v in got.items():
                judged[edition].setdefault(item["question"], {})[rid] = v in (True, "yes")
                added += 1
    adjudicated = write(judged, table)
    print(f"{added} verdicts merged; {adjudicated} questions adjudicated; {st.JUDGMENTS}")
    return 0


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="what", required=True)
    p = sub.add_parser("pool", help="write the unjudged first results for assessors")
    p.add_argument("out", type=Path)
    p.add_argument("--top", type=int, default=5)
    p.add_argument("--per-file", type=int, default=420)
    m = sub.add_parser("merge", help="merge the assessors' verdicts into the judgments")
    m.add_argument("folder", type=Path)
    args = ap.parse_args()
    if args.what == "pool":
        return pool(args.out, args.top, args.per_file)
    return merge(args.folder)


if __name__ == "__main__":
    sys.exit(main())
