"""`judge rules doctor`: what is wrong or missing in an edition's text, each with file and line.

Reads the cached view of one edition. Problems (severity "error"): references to rules the
edition does not have, rules or page sections cut off mid-list or mid-sentence, copies that
disagree. Warnings: gaps in the numbering, page sections whose text was lost, overview rules
(section 1) that seem to disagree with the detailed rules, terms used but never defined.
"""

from __future__ import annotations

import re

from .ids import has_letter, next_letter, parent_id, sort_key
from .terms import DEFINABLE
from .text import stem, stems

_NUMBER_WORDS = {
    "zero": "0", "one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6",
    "seven": "7", "eight": "8", "nine": "9", "ten": "10", "once": "1", "twice": "2",
}
_PHASES = {"morn": "Morning", "noon": "Noon", "afternoon": "Afternoon", "dusk": "Dusk", "night": "Night"}
# What a comparison is counted in: "wins on more Region types" vs "wins on more statistics".
_MEASURES = {"region typ": "region types", "statistic": "statistics", "distanc": "distance"}
_STOP = set("the a an of to in on and or is are be it its their they each if as at by for with".split())


_LIST_ITEM = re.compile(r"^(?:\d+\.|[-•–])\s")


def _next_sibling(rules: dict, rid: str) -> str | None:
    parent = rules[rid]["parent"]
    if parent is None:
        return None
    kids = rules[parent]["children"]
    i = kids.index(rid)
    return kids[i + 1] if i + 1 < len(kids) else None


def _loc(rec: dict) -> str:
    s = rec["sources"][0] if rec.get("sources") else None
    if not s:
        return "(no source)"
    return f"{s['file']}:{s['line']}" if "line" in s else f"{s['file']} p.{s['page']}"


def _finding(severity, kind, rec_or_loc, message, rule=None) -> dict:
    loc = rec_or_loc if isinstance(rec_or_loc, str) else _loc(rec_or_loc)
    return {"severity": severity, "kind": kind, "where": loc, "rule": rule, "message": message}


_FIRST_DAY = (
    re.compile(r"\b(morning|noon|afternoon|dusk|night)\b[^.]{0,12}\bof the first day", re.I),
    re.compile(r"\bfirst day at (morning|noon|afternoon|dusk|night)\b", re.I),
)


def _claims(text: str) -> dict[str, set[str]]:
    st = stems(text)
    # A number counts what follows it: "six cards" and "seven cards" disagree, "six other
    # zones" and "ten kind of zones" do not.
    numbers = set()
    words = re.findall(r"[a-z0-9]+", text.lower())
    for i, w in enumerate(words):
        if w.isdigit() or w in _NUMBER_WORDS:
            noun = next((stem(x) for x in words[i + 1 : i + 4] if x not in _STOP and x not in ("other", "more", "less")), "")
            numbers.add(f"{_NUMBER_WORDS.get(w, w)} {noun}")
    phases = {name for key, name in _PHASES.items() if key in st}
    measures = set()
    for m in re.finditer(r"\bwin\w* on (?:greater|more) (\w+(?: \w+)?)", text.lower()):
        for key, name in _MEASURES.items():
            if key in " ".join(stems(m.group(1))):
                measures.add(name)
    first_day = {m.group(1).capitalize() for r in _FIRST_DAY for m in r.finditer(text)}
    return {"numbers": numbers, "phases": phases, "measures": measures, "first_day": first_day}


def _content(text: str) -> set[str]:
    return {s for s in stems(text) if s not in _STOP and not s.isdigit() and s not in _NUMBER_WORDS}


def overview_conflicts(ed: dict) -> list[dict]:
    rules = ed["rules"]
    overview = [r for r in rules.values() if r["id"].startswith("1.") and has_letter(r["id"]) and r["text"]]
    detail = [r for r in rules.values() if not r["id"].startswith("1.") and has_letter(r["id"]) and r["text"]]
    detail_words = {r["id"]: _content(r["text"]) for r in detail}
    out = []
    for o in overview:
        ow = _content(o["text"])
        if len(ow) < 4:
            continue
        oc = _claims(o["text"])
        ranked = sorted(
            detail,
            key=lambda d: -len(ow & detail_words[d["id"]]) / (len(ow | detail_words[d["id"]]) or 1),
        )[:5]
        for d in ranked:
            shared = ow & detail_words[d["id"]]
            jaccard = len(shared) / (len(ow | detail_words[d["id"]]) or 1)
            if jaccard < 0.12:
                continue
            dc = _claims(d["text"])
            for key, label, least in (
                ("first_day", "phase the first day starts in", 0.12),
                ("measures", "what is counted to win", 0.12),
                ("phases", "phase", 0.3),
                ("numbers", "number", 0.4),  # numbers clash easily: only between close rules
            ):
                if key == "numbers":
                    nouns = {n.split(" ", 1)[1] for n in oc[key]} & {n.split(" ", 1)[1] for n in dc[key]}
                    clash = any(
                        not ({n for n in oc[key] if n.endswith(" " + noun)} & {n for n in dc[key] if n.endswith(" " + noun)})
                        for noun in nouns if noun
                    )
                else:
                    clash = bool(oc[key] and dc[key] and not (oc[key] & dc[key]))
                if jaccard >= least and clash:
                    out.append(_finding(
                        "warning", "overview-vs-detail", o,
                        f"overview {o['id']} and {d['id']} seem to disagree ({label}): "
                        f"{', '.join(sorted(oc[key]))} in {o['id']}, {', '.join(sorted(dc[key]))} in {d['id']}",
                        o["id"],
                    ))
    return out


def check(ed: dict) -> list[dict]:
    rules = ed["rules"]
    out: list[dict] = []
    for rid, rec in rules.items():
        for ref in rec["dangling_references"]:
            out.append(_finding("error", "missing-reference", rec,
                                f"{rid} refers to {ref}, which is not in edition {ed['name']}", rid))
        text = rec["text"].rstrip()
        last_line = text.rsplit("\n", 1)[-1]
        if text and has_letter(rid) and not _LIST_ITEM.match(last_line):
            # In a whole published document a colon may introduce the rules that follow it
            # (v5.0 1.4.7.a "... who did that action:" then 1.4.7.b-e); in the damaged seeds a
            # rule ending in a colon lost its list.
            introduces_next = not ed["builtin"] and _next_sibling(rules, rid) is not None
            if text.endswith(":") and not rec["children"] and "\n" not in text and not introduces_next:
                out.append(_finding("error", "cut-off", rec, f"{rid} is cut off mid-list: it ends {text[-40:]!r} and no list follows", rid))
            elif text[-1] not in ".!?\")”" and not text.endswith(":"):
                out.append(_finding("error", "cut-off", rec, f"{rid} is cut off mid-sentence: it ends {text[-40:]!r}", rid))
        for note in rec["examples"] + rec["remarks"]:
            t = note["text"].rstrip()
            if t and t[-1] not in ".!?\")”+":
                out.append(_finding("warning", "cut-off", {"sources": note["sources"]},
                                    f"a note of {rid} is cut off: it ends {t[-40:]!r}", rid))
    for f in ed["findings"]:
        if f["kind"] == "disagreement":
            out.append(_finding("error", "disagreement", {"sources": f["sources"]}, f["message"], f["rule"]))
    for sid, sec in ed["sections"].items():
        if not sec["paragraphs"] and sec["heading"]:
            out.append(_finding("warning", "empty-section", sec, f"{sid} ({sec['heading']!r}) has a heading and no text in any source"))
        elif sec["paragraphs"] and sec["paragraphs"][-1].rstrip().endswith(":"):
            out.append(_finding("error", "cut-off", sec, f"{sid} is cut off mid-list: {sec['paragraphs'][-1][-50:]!r}"))
    out.extend(_gaps(ed))
    out.extend(overview_conflicts(ed))
    for term, info in sorted(ed["terms"].items()):
        if term in DEFINABLE and not info["defined_by"] and len(info["mentioned_by"]) >= 3 and not info["glossary"]:
            out.append(_finding("warning", "undefined-term", "(whole edition)",
                                f"term {term!r} is used by {len(info['mentioned_by'])} rules but no rule defines it"))
    for gap in ed.get("gaps", []):
        if gap.get("kind") == "page":
            out.append(_finding("warning", "engine-reads-a-silent-page", f"{gap['file']}:{gap['line']}",
                                f"a mode's page is silent; {gap['function']} reads it one way: {gap['text']}",
                                gap["rules"][0] if gap["rules"] else None))
            continue
        out.append(_finding("warning", "engine-follows-published-game", f"{gap['file']}:{gap['line']}",
                            f"the built-in edition is silent; {gap['function']} follows the published game: {gap['text']}",
                            gap["rules"][0] if gap["rules"] else None))
    order = {"error": 0, "warning": 1}
    out.sort(key=lambda f: (order[f["severity"]], f["kind"], sort_key(f["rule"]) if f["rule"] else ()))
    return out


def _gaps(ed: dict) -> list[dict]:
    rules = ed["rules"]
    kids: dict[str, list[str]] = {}
    for rid in rules:
        p = parent_id(rid)
        if p is not None:
            kids.setdefault(p, []).append(rid)
    out = []
    tops = sorted({int(r.split(".")[0]) for r in rules})
    for n in range(1, tops[-1] + 1 if tops else 1):
        if n not in tops:
            out.append(_finding("warning", "gap", "(whole edition)", f"no rule in section {n}", str(n)))
    for parent, children in kids.items():
        letters = sorted((c.rsplit(".", 1)[1] for c in children if has_letter(c)), key=lambda s: (len(s), s))
        numbers = sorted(int(c.rsplit(".", 1)[1]) for c in children if not has_letter(c))
        missing = []
        if letters:
            expect = "a"
            for got in letters:
                while expect != got and (len(expect), expect) < (len(got), got):
                    missing.append(f"{parent}.{expect}")
                    expect = next_letter(expect)
                expect = next_letter(got)
        if numbers:
            missing += [f"{parent}.{i}" for i in range(1, numbers[-1]) if i not in numbers]
        if missing:
            rec = rules[parent]
            while not rec["sources"] and rec["children"]:
                rec = rules[rec["children"][0]]
            out.append(_finding("warning", "gap", rec,
                                f"numbering gap under {parent}: {', '.join(missing)} missing", parent))
    return out
