"""`judge rules import | list | diff | doctor`."""

from __future__ import annotations

from . import render
from .cache import View
from .commands import _edition, emit
from .errors import BadInput, say, shown
from .ids import sort_key


def cmd_import(args) -> int:
    from . import editions
    from .importer import import_file, missing_sections, missing_warning

    edition = import_file(args.file, args.edition, force=args.force)
    path = editions.save(edition, force=args.force)
    lettered = sum(1 for rid, r in edition.rules.items() if r.text and not rid.rsplit(".", 1)[-1].isdigit())
    groups = sum(1 for r in edition.rules.values() if r.heading and not r.text)
    info = {
        "edition": edition.name,
        "title": edition.title,
        "version": edition.version,
        "effective": edition.effective,
        "rules": lettered,
        "headed_groups": groups,
        "glossary_terms": len(edition.glossary),
        "missing_sections": missing_sections(edition),
        "stored": str(path),
    }
    warning = missing_warning(args.file, edition)
    if warning:  # stored because of --force: still said, on standard error (stdout may be JSON)
        say(f"judge: warning: {warning}")
    View()  # build the index now, so the first query after an import is fast
    if args.json:
        emit(info)
    else:
        print(f"imported {edition.name}: {edition.title}" + (f", effective {edition.effective}" if edition.effective else ""))
        print(f"  {lettered} rules, {groups} headed sections, {len(edition.glossary)} glossary terms")
        print(f"  stored in {path}")
    return 0


def cmd_list(args) -> int:
    from . import editions

    editions.clean_leftovers()
    view = View()
    rows = [_list_row(name, view.edition(name)) for name in view.order]
    # Damaged editions are not in the index (the builder leaves them out): listed with why.
    rows += [_damaged_row(d) for d in editions.damaged(skip=view.order)]
    rows.sort(key=lambda r: (not r["builtin"], r["edition"]))
    if args.json:
        emit(rows)
        return 0
    for r in rows:
        if r["damaged"]:
            print(f"{r['edition']:<12} damaged: {r['damaged']}")
            continue
        line = f"{r['edition']:<12} {r['rules']:>5} rules  {r['title']}" + (f" (effective {r['effective']})" if r["effective"] else "")
        if r["missing_sections"]:
            line += f" [incomplete: {len(r['missing_sections'])} sections missing]"
        print(line)
    return 0


def _list_row(name: str, ed: dict) -> dict:
    return {
        "edition": name,
        "title": ed["title"],
        "version": ed["version"],
        "effective": ed["effective"],
        "builtin": ed["builtin"],
        "rules": sum(1 for r in ed["rules"].values() if r["text"] and not r["id"].rsplit(".", 1)[-1].isdigit()),
        "origin": ed["origin"],
        "missing_sections": [f["rule"] for f in ed["findings"] if f["kind"] == "missing-section"],
        "damaged": None,
    }


def _damaged_row(damage) -> dict:
    return {
        "edition": damage.name, "title": None, "version": None, "effective": None, "builtin": False,
        "rules": 0, "origin": None, "missing_sections": [], "damaged": damage.message,
    }


def cmd_diff(args) -> int:
    from . import editions
    from .diff import diff

    view = View()
    for name in (args.a, args.b):
        _edition(view, name)
    d = diff(editions.load(args.a), editions.load(args.b)).to_dict()
    if args.only:
        d = {k: v for k, v in d.items() if k in ("from", "to", "summary", args.only)}
    if args.json:
        emit(d)
        return 0
    a, b = view.edition(args.a), view.edition(args.b)
    s = d["summary"]
    print(f"{args.a} -> {args.b}: {s['renumbered']} renumbered, {s['changed']} changed, "
          f"{s['unchanged']} unchanged, {s['added']} added, {s['removed']} removed")

    def label(ed, rid):
        r = ed["rules"][rid]
        return render.one_line(r["heading"] + (" — " if r["heading"] and r["text"] else "") + r["text"], 70)

    if "renumbered" in d:
        print("\nRenumbered:")
        for m in d["renumbered"]:
            print(f"  {m['from']:<10} -> {m['to']:<10} {label(b, m['to'])}")
    if "changed" in d:
        print("\nChanged:")
        for m in d["changed"]:
            print(f"  {m['from']:<10} (similarity {m['similarity']:.2f}) {label(b, m['to'])}")
    for key, ed in (("removed", a), ("added", b)):
        if key in d:
            print(f"\n{key.capitalize()}:")
            for rid in d[key]:
                print(f"  {rid:<10} {label(ed, rid)}")
    return 0


def cmd_doctor(args) -> int:
    from .doctor import check

    view = View()
    ed = _edition(view, args.edition)
    findings = check(ed)
    errors = sum(1 for f in findings if f["severity"] == "error")
    if args.json:
        emit({"edition": ed["name"], "errors": errors, "warnings": len(findings) - errors, "findings": findings})
    else:
        for f in findings:
            print(f"{f['where']}: {f['severity']}: {f['message']}")
        print(f"{ed['name']}: {errors} errors, {len(findings) - errors} warnings")
    return 1 if errors else 0


def cmd_coverage(args) -> int:
    """Rules with engine code (`@implements`) and rulings (scenarios listing them in `rules:`)."""
    from . import rulings

    rulings.refresh()  # a maintainer's report: the corpus as it is now, not as last recorded
    view = View()
    ed = view.edition("builtin")
    rules = {**ed["rules"], **{sid: sec for sid, sec in ed["sections"].items() if sid.count(".") >= 2}}
    if args.sections:
        for s in args.sections:
            if s not in rules and not any(r.startswith(s + ".") for r in rules):
                raise BadInput(f"no rule {shown(s)} in edition builtin; a rule id looks like 4.2.4.c "
                               "(a page: formats.booster-war)")
        # a page's sections that carry rules: those with text (a heading alone carries none)
        ids = [r for r in rules if any(r == s or r.startswith(s + ".") for s in args.sections) and rules[r]["text"]]
    else:
        ids = [r for r in rules if rules[r]["implemented_by"] or rules[r]["rulings"]]
    rows = [{"id": r, "code": [f"{c['module']}.{c['function']}" for c in rules[r]["implemented_by"]],
             "rulings": rules[r]["rulings"]} for r in ids]
    both = sum(1 for r in rows if r["code"] and r["rulings"])
    code_only = sum(1 for r in rows if r["code"] and not r["rulings"])
    rulings_only = sum(1 for r in rows if r["rulings"] and not r["code"])
    neither = len(rows) - both - code_only - rulings_only
    summary = {"rules": len(rows), "code_and_rulings": both, "code_only": code_only,
               "rulings_only": rulings_only, "neither": neither}
    if args.json:
        emit({"summary": summary, "rules": rows})
        return 0
    for r in rows:
        mark = "both" if r["code"] and r["rulings"] else "code" if r["code"] else "rulings" if r["rulings"] else "—"
        code = ", ".join(sorted({c.split(".")[-1] for c in r["code"]})) or "-"
        print(f"{r['id']:<10} {mark:<8} code: {render.one_line(code, 40):<40} rulings: {len(r['rulings'])}"
              if len(r["id"]) <= 10 else f"{r['id']}\n{'':<10} {mark:<8} code: {render.one_line(code, 40):<40} "
              f"rulings: {len(r['rulings'])}")
    print(f"{len(rows)} rules: {both} with code and rulings, {code_only} code only, "
          f"{rulings_only} rulings only, {neither} neither")
    return 0


__all__ = ["BadInput", "cmd_import", "cmd_list", "cmd_diff", "cmd_doctor", "cmd_coverage"]


def cmd_config(args) -> int:
    """`judge config edition [NAME]`: show the edition set, or set it (a loaded edition)."""
    from .commands import _edition, check_words
    from .config import default_edition, set_default_edition, settings_path

    if args.value is None:
        name = default_edition()
        if args.json:
            emit({"edition": name, "file": str(settings_path())})
        else:
            print(name)
        return 0
    name = check_words("config edition", args.value)
    _edition(View(), name)  # BadInput: not a loaded edition, naming those there are
    path = set_default_edition(name)
    if args.json:
        emit({"edition": name, "file": str(path)})
    else:
        print(f"edition {name}: the default of every command that reads or cites the rules (kept in {path})")
    return 0


def cmd_impact(args) -> int:
    """`judge rules impact OLD NEW`: the rulings of the corpus that exercise a rule changed,
    renumbered or removed from OLD to NEW, each with its rules' diff. Rulings name the built-in
    edition's rules; another OLD is reached through the same-rule links."""
    view = View()
    old, new = _edition(view, args.a), _edition(view, args.b)
    builtin = view.edition("builtin")
    touched: dict[str, list[dict]] = {}  # ruling -> the rules of it that changed
    rules_out = []
    for rid in sorted(builtin["rules"], key=sort_key):
        rec = builtin["rules"][rid]
        if not rec.get("rulings"):
            continue
        before = rid if old["name"] == "builtin" else _counterpart(rec, old["name"])
        if before is None:
            continue  # OLD has no such rule: what NEW does to it is not a change from OLD
        was = old["rules"][before]
        if old["name"] == new["name"]:
            link = {"id": before, "kind": "unchanged", "similarity": 1.0}
        else:
            link = next((s for s in was["same_rule"] if s["edition"] == new["name"]), None)
        kind = link["kind"] if link else "removed"
        if kind == "unchanged":
            continue
        now = new["rules"].get(link["id"]) if link else None
        entry = {
            "rule": before, "kind": kind, "to": link["id"] if link else None,
            "similarity": link["similarity"] if link else 0.0,
            "diff": _word_diff(_said(was), _said(now)) if now else None,
            "rulings": list(rec["rulings"]),
        }
        rules_out.append(entry)
        for path in rec["rulings"]:
            touched.setdefault(path, []).append(entry)
    data = {"from": old["name"], "to": new["name"], "rulings": [{"file": f, "rules": touched[f]} for f in sorted(touched)],
            "rules": rules_out}
    if args.json:
        emit(data)
        return 0
    print(f"{old['name']} -> {new['name']}: {len(touched)} rulings exercise {len(rules_out)} rules changed, renumbered "
          "or removed")
    for e in rules_out:
        where = f"-> {e['to']}" if e["to"] else f"(no counterpart in {new['name']})"
        print(f"\n{e['rule']} {e['kind']} {where}" + (f" (similarity {e['similarity']:.2f})" if e["to"] else ""))
        if e["diff"] and e["diff"] != _said(old["rules"][e["rule"]]):
            print(render.wrap(e["diff"], indent="    ", first="    "))
        for path in e["rulings"]:
            print(f"    ruling {path}")
    return 0


def _counterpart(rec: dict, edition: str) -> str | None:
    return next((s["id"] for s in rec["same_rule"] if s["edition"] == edition), None)


def _said(rec: dict | None) -> str:
    if not rec:
        return ""
    return " ".join(x for x in (rec.get("heading") or "", rec.get("text") or "") if x)


def _word_diff(a: str, b: str) -> str:
    """Word by word: [-removed-] {+added+}, the rest as it stands."""
    from .diff import word_ops

    marks = {"equal": "{}", "removed": "[-{}-]", "added": "{{+{}+}}"}
    return " ".join(marks[op].format(words) for op, words in word_ops(a, b))
