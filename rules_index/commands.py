"""The rules queries of the `judge` command: rule, term, refs, search, ask, graph, rules ...

Lookups read the cached view only (`cache.View`); nothing here imports networkx or the engine
unless the command needs it (`graph`, `rules import`).
"""

from __future__ import annotations

import re
import sys

from . import render
from .cache import View
from .errors import BadInput, shown
from .ids import ID_RE, sort_key

BUILTIN = "builtin"


MAX_WORDS = 1000  # characters of a query: a question at the table, not a document
MAX_LIMIT = 100  # results one search may list


def emit(data) -> None:
    import json  # only with --json: 2 ms of start-up the text answers do not pay

    sys.stdout.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")


def check_edition_name(name: str | None) -> str:
    """The edition a command reads: the one named, else the user's (`judge config edition`)."""
    if name is None:
        from .config import default_edition

        return default_edition()
    if not name.strip():
        raise BadInput("--edition: give an edition's name (judge rules list shows them)")
    return name


EXAMPLES = {"card": "The Kraken", "term": "Fleeting"}


def check_words(what: str, text: str) -> str:
    text = text.strip()
    if not text:
        example = EXAMPLES.get(what, "fleeting character reserve")
        raise BadInput(f"{what}: give some words, e.g. judge {what} \"{example}\"")
    if len(text) > MAX_WORDS:
        raise BadInput(f"{what}: {len(text)} characters is too long (at most {MAX_WORDS})")
    return text


def check_limit(limit: int) -> int:
    if not 1 <= limit <= MAX_LIMIT:
        raise BadInput(f"--limit: give a number of results from 1 to {MAX_LIMIT}, not {limit}")
    return limit


def _edition(view: View, name: str | None) -> dict:
    name = check_edition_name(name)
    if name not in view.order:
        from . import editions

        if name in editions.stored_names():
            editions.load(name)  # left out of the index: raises BadInput saying what is wrong
        raise BadInput(f"unknown edition {shown(name)}; known editions: {', '.join(view.order)}")
    return view.edition(name)


def nearest_ids(ed: dict, wanted: str, n: int = 5) -> list[str]:
    """Existing ids closest to a missing one: same prefix first, then neighbours in order."""
    ids = list(ed["rules"])
    prefix = wanted
    while prefix and not any(i.startswith(prefix) for i in ids):
        prefix = prefix[:-1]
    pool = [i for i in ids if i.startswith(prefix)] or ids
    if not ID_RE.match(wanted):
        return pool[:n]
    key = sort_key(wanted)
    pos = sum(1 for i in pool if sort_key(i) < key)
    lo = max(0, min(pos - n // 2, len(pool) - n))
    return pool[lo : lo + n]


def _descendants(ed: dict, rid: str) -> list[dict]:
    out = []
    stack = list(reversed(ed["rules"][rid]["children"]))
    while stack:
        cid = stack.pop()
        rec = ed["rules"][cid]
        out.append(rec)
        stack.extend(reversed(rec["children"]))
    return out


def find_rule(ed: dict, typed: str) -> dict:
    if len(typed) > MAX_WORDS:
        raise BadInput(f"no rule {shown(typed)} in edition {ed['name']}: a rule id is a few characters, e.g. 4.2.4.c")
    rid = typed.strip().rstrip(".")
    if rid.lower().startswith("rule "):
        rid = rid[5:].strip()
    if rid in ed["rules"]:
        return ed["rules"][rid]
    if rid in ed["sections"]:
        return ed["sections"][rid]
    near = nearest_ids(ed, rid) if rid else []
    what = rid if rid and rid.isprintable() and " " not in rid else shown(typed)
    hint = f"; nearest: {', '.join(near)}" if near else "; a rule id looks like 4.2.4.c"
    raise BadInput(f"no rule {what} in edition {ed['name']}{hint}")


def cmd_rule(args) -> int:
    view = View()
    ed = _edition(view, args.edition)
    rec = find_rule(ed, args.id)
    if rec["kind"] == "section":
        return _show_section(ed, rec, args.json)
    if args.history:
        return _history(view, ed, rec, args.json)
    subs = _descendants(ed, rec["id"])
    if args.json:
        emit(dict(rec, subrules=subs))
        return 0
    lines = render.rule_block(rec, detail=not subs)
    for sub in subs:
        lines.extend(render.rule_block(sub, detail=False))
    if subs:
        lines.extend(render.links_block(rec))
    print("\n".join(lines))
    return 0


def _show_section(ed, rec, as_json) -> int:
    if as_json:
        emit(rec)
    else:
        print("\n".join(render.section_block(rec)))
    return 0


def _history(view: View, ed: dict, rec: dict, as_json: bool) -> int:
    rows = [{"edition": ed["name"], "id": rec["id"], "kind": "this edition", "text": rec["text"], "heading": rec["heading"]}]
    for same in rec["same_rule"]:
        other = view.edition(same["edition"])["rules"][same["id"]]
        rows.append({"edition": same["edition"], "id": same["id"], "kind": same["kind"],
                     "similarity": same["similarity"], "text": other["text"], "heading": other["heading"]})
    missing = [e for e in view.order if e not in {r["edition"] for r in rows}]
    if as_json:
        emit({"id": rec["id"], "edition": ed["name"], "history": rows, "absent_from": missing})
        return 0
    for r in sorted(rows, key=lambda r: view.order.index(r["edition"])):
        label = f"{r['edition']:<10} {r['id']:<10} {r['kind']}"
        if "similarity" in r:
            label += f" (similarity {r['similarity']:.2f})"
        print(label)
        body = r["text"] or r["heading"]
        if body:
            print(render.wrap(body, indent=" " * 4))
    for e in missing:
        print(f"{e:<10} —          no matching rule")
    return 0


def cmd_refs(args) -> int:
    view = View()
    ed = _edition(view, args.edition)
    rec = find_rule(ed, args.id)
    if rec["kind"] == "section":
        raise BadInput(f"{rec['id']} is a page section; references link numbered rules only")
    data = {
        "id": rec["id"],
        "edition": ed["name"],
        "references": rec["references"],
        "dangling_references": rec["dangling_references"],
        "referenced_by": rec["referenced_by"],
    }
    if args.json:
        emit(data)
        return 0
    print(f"{rec['id']}  {render.one_line(rec['text'] or rec['heading'])}")
    for label, key in (("refers to", "references"), ("referred to by", "referenced_by")):
        print(f"  {label}:" + ("" if data[key] else " none"))
        for rid in data[key]:
            r = ed["rules"][rid]
            print(f"    {rid:<10} {render.one_line(r['text'] or r['heading'])}")
    for rid in data["dangling_references"]:
        print(f"  refers to {rid}, which is not in edition {ed['name']}")
    return 0


def cmd_term(args) -> int:
    from .text import lookup_term

    check_words("term", args.name)
    view = View()
    ed = _edition(view, args.edition)
    terms = ed["terms"]
    term = lookup_term(args.name, terms.keys(), {t: i["aliases"] for t, i in terms.items()})
    if term is None:
        raise BadInput(f"no term {shown(args.name)} in edition {ed['name']}; try: judge search {shown(args.name)}")
    info = terms[term]
    if args.json:
        emit({"term": term, "edition": ed["name"], **{k: info[k] for k in ("defined_by", "mentioned_by", "sections", "aliases", "glossary")}})
        return 0
    print(f"{term}  ({ed['name']})")
    for g in info["glossary"]:
        print(render.wrap(f"Glossary: {g}", indent="    ", first="  "))
    if info["defined_by"]:
        print("Defined by:")
        for rid in info["defined_by"]:
            rec = ed["rules"][rid]
            print("\n".join("  " + line for line in render.rule_block(rec, detail=False)))
    else:
        print("Defined by: no rule of this edition defines it")
    print(f"Used by ({len(info['mentioned_by'])}):")
    for rid in info["mentioned_by"]:
        print(f"  {rid:<10} {render.one_line(ed['rules'][rid]['text'] or ed['rules'][rid]['heading'])}")
    if info["sections"]:
        print("Pages:")
        for sid in info["sections"]:
            print(f"  {sid}")
    return 0


def run_search(view: View, edition: str | None, query: str, limit: int) -> tuple[dict, list[dict]]:
    from .search import best_sentence, search

    ed = _edition(view, edition)
    index = view.search_index(ed["name"])
    hits = []
    for kind, rid, score, _ in search(index, query, limit):
        rec = ed["rules"][rid] if kind == "rule" else ed["sections"][rid]
        texts = [rec["heading"] + ". " + rec["text"] if rec["heading"] and rec["text"] else rec["text"] or rec["heading"]]
        texts += [n["text"] for n in rec["examples"] + rec["remarks"]]
        hits.append({
            "kind": kind,
            "id": rid,
            "score": score,
            "sentence": best_sentence(texts, query, index),
            "text": rec["text"],
        })
    return ed, hits


def elsewhere(view: View, ed: dict, query: str) -> list[dict]:
    """What the question names that this edition never says what it is, each with the editions
    that do and their best answers there: [{"name", "named", "editions": [{"edition", "results":
    [ids]}]}] ("named": this edition uses the name without defining it)."""
    from .coverage import not_covered
    from .search import search

    out = []
    for gap in not_covered(view.search_index(ed["name"]), query):
        out.append({
            "name": gap["name"],
            "named": gap["named"],
            "editions": [
                {"edition": e, "results": [h[1] for h in search(view.search_index(e), query, 3)]}
                for e in gap["editions"] if e in view.order
            ],
        })
    return out


def better_elsewhere(view: View, ed: dict, query: str) -> list[dict]:
    """Other editions that answer the question much better, with rules this edition has no
    counterpart of: [{"edition", "results": [ids]}] (coverage.answered_elsewhere)."""
    from .coverage import answered_elsewhere

    if len(view.order) < 2:
        return []
    return answered_elsewhere({e: view.search_index(e) for e in view.order}, ed["name"], query)


def cmd_search(args) -> int:
    query = check_words("search", " ".join(args.words))
    check_limit(args.limit)
    view = View()
    ed, hits = run_search(view, args.edition, query, args.limit)
    gaps = elsewhere(view, ed, query)
    better = [] if gaps else better_elsewhere(view, ed, query)
    if args.json:
        emit({"query": query, "edition": ed["name"], "not_covered": gaps, "answered_elsewhere": better, "results": hits})
        return 0
    for gap in gaps:
        where = "; ".join(f"edition {e['edition']} does: {', '.join(e['results']) or 'no close match'}" for e in gap["editions"])
        if gap["named"]:
            print(render.wrap(f"Edition {ed['name']} names {gap['name']} but no rule of it says what it is; {where}."))
        else:
            print(render.wrap(f"No rule of edition {ed['name']} covers {gap['name']}; {where}."))
    for other in better:
        print(render.wrap(
            f"Edition {ed['name']} may not cover this: edition {other['edition']} answers it with rules "
            f"{ed['name']} has no counterpart of: {', '.join(other['results'])}."
        ))
    if not hits:
        print(f"no rule of edition {ed['name']} matches {query!r}")
        return 0
    if gaps:
        print(f"Nearest in edition {ed['name']}, which does not answer it:")
    elif better:
        print(f"Nearest in edition {ed['name']}:")
    for n, h in enumerate(hits, 1):
        label = f"{n:>2}. {h['id']:<9} "
        if len(label) > 14:  # a page section's long id: on a line of its own
            print(label.rstrip())
            label = ""
        print(render.wrap(h["sentence"], indent=" " * 14, first=label.ljust(14)))
    return 0


_LOOKS_LIKE_ID = re.compile(r"^(?:rule\s+)?\d+(?:\.\d+)*(?:\.[a-z]{1,2})?\.?$", re.I)


def cmd_ask(args) -> int:
    text = check_words("ask", " ".join(args.text))
    check_limit(args.limit)
    view = View()
    ed = _edition(view, args.edition)
    ns = _Args(edition=args.edition, json=args.json, history=False)
    if _LOOKS_LIKE_ID.match(text) or text in ed["sections"]:
        return cmd_rule(_Args(id=text, **vars(ns)))
    from .text import lookup_term

    terms = ed["terms"]
    if len(text.split()) <= 4 and lookup_term(text, terms.keys(), {t: i["aliases"] for t, i in terms.items()}):
        return cmd_term(_Args(name=text, **vars(ns)))
    return cmd_search(_Args(words=[text], limit=args.limit, **vars(ns)))


class _Args:
    def __init__(self, **kw):
        self.__dict__.update(kw)


def _check_output(path: str, force: bool) -> None:
    """Refuse an output file that cannot be written before the (slow) export, not after."""
    import os

    if not path.strip():
        raise BadInput("--output: give a file name")
    if os.path.isdir(path):
        raise BadInput(f"{path} is a folder; give a file name in it, e.g. {os.path.join(path, 'rules.graphml')}")
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        raise BadInput(f"{path}: there is no folder {folder}")
    if os.path.exists(path) and not os.path.isfile(path):
        raise BadInput(f"{path} is not a regular file (a device, a pipe ...): give a file name")
    if os.path.lexists(path) and not force:
        raise BadInput(f"{path} exists; pass --force to replace it")
    if not os.access(folder, os.W_OK):
        raise BadInput(f"{path}: the folder {folder} cannot be written")


def _write_output(path: str, text: str) -> None:
    from .files import write_whole

    try:
        write_whole(path, text)
    except OSError as exc:
        raise BadInput(f"{path}: cannot write it ({exc.strerror or exc})") from None


def cmd_graph(args) -> int:
    from .graph import export

    if args.output is not None:
        _check_output(args.output, args.force)
    from . import rulings

    rulings.refresh()  # an export is read by other tools: the rulings as they are now
    view = View()
    text = export(view.graph(), args.format)
    if args.output:
        _write_output(args.output, text)
        if args.json:
            emit({"format": args.format, "output": args.output, "bytes": len(text.encode())})
        else:
            print(f"wrote {args.output} ({args.format})")
    else:
        sys.stdout.write(text)
    return 0
