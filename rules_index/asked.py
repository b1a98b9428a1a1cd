"""How players ask about each rule: questions in players' words, searched with the rule.

Players rarely use the rules' words ("do permanents have power and toughness?" for "Only
Characters have statistics"). For every rule of the editions the project knows, nine questions
were written in players' voices from the rule alone (docs/search.md says which), never from the
questions search is measured on, and none carries five words running of its rule (copies()). Search indexes them as a field of the
rule (search.FIELD_WEIGHTS["asked"]), so a question in players' words finds the rule its words
were written for.

The file (data/asked.json) keys each rule's questions by a fingerprint of the rule's own words,
not by its number or its edition's name: the same rule is found in any copy of that edition,
whatever name it was imported under, and a rule another edition carries over word for word
keeps its questions. A rule also gets the questions of the rules the graph links it to (same_rule,
at SIMILAR or more): a rule whose words changed starts with the old edition's questions, and the
questions written for one edition's wording help find the same rule in the other (the built-in
edition's damaged copies most).
No text of the rules is stored: a fingerprint, an id for the reader, and our own questions.
"""

from __future__ import annotations

import hashlib
import json
import re
from importlib import resources

SIMILAR = 0.8
_WORDS = re.compile(r"[a-z0-9]+")


def fingerprint(record: dict) -> str:
    """The rule's own words, case and punctuation aside; for a heading without text ("Overview"),
    with the heading of the section it stands in."""
    heading, text = record.get("heading") or "", record.get("text") or ""
    if not text.strip():
        heading = f"{record.get('parent_heading') or ''} / {heading}"
    words = " ".join(_WORDS.findall(f"{heading} {text}".lower()))
    return hashlib.sha1(words.encode("utf-8")).hexdigest()[:16]


def prints_of(records: dict[str, dict]) -> dict[str, str]:
    """{id: fingerprint} of an edition's records."""
    return {rid: fingerprint(rec) for rid, rec in records.items()}


def load() -> dict[str, list[str]]:
    """fingerprint -> questions."""
    raw = resources.files(__package__).joinpath("data", "asked.json").read_text(encoding="utf-8")
    return {entry["fingerprint"]: entry["asked"] for entry in json.loads(raw)["rules"]}


def for_edition(edition: str, records: dict[str, dict], prints: dict[str, dict[str, str]],
                table: dict[str, list[str]]) -> dict[str, list[str]]:
    """The questions of each rule or section of an edition ({id: record}): its own, then those of
    the rules of other editions it is the same rule as (its `same_rule` links), most similar
    first. `prints`: each edition's records' fingerprints ({edition: {id: fingerprint}}), taken
    once with the edition's own records. An import reads the same from each pair's part instead
    of the links (borrowed, gathered)."""
    own = prints[edition]
    borrowings: dict[str, dict[str, tuple[float, str]]] = {e: {} for e in prints if e != edition}
    for rid, rec in records.items():
        for link in rec.get("same_rule") or ():
            other = prints.get(link["edition"], {}).get(link["id"])
            if _worth_taking(own.get(rid), other, link["similarity"], table):
                borrowings.setdefault(link["edition"], {})[rid] = (link["similarity"], other)
    return gathered({rid: own[rid] for rid in records}, list(borrowings.values()), table)


def _worth_taking(own: str | None, other: str | None, similarity: float, table: dict[str, list[str]]) -> bool:
    """Whether a rule takes the questions of the same rule elsewhere: close enough, in other words
    than its own (a rule carried over word for word has the same questions), and asked about."""
    return other is not None and other != own and similarity >= SIMILAR and bool(table.get(other))


def borrowed(prints_a: dict[str, str], prints_b: dict[str, str], matches, table: dict[str, list[str]],
             a_first: bool = True) -> dict[str, tuple[float, str]]:
    """What the rules of edition a may take of the questions of the rules of edition b they are
    the same rule as (at SIMILAR or more, with other words than a's own, and questions):
    {rule of a: (similarity, fingerprint of b's rule)}. `matches`: the pair's [(rule of the
    first, rule of the second, similarity)]; `a_first`: whether a is the first."""
    out = {}
    for ra, rb, sim in matches:
        if not a_first:
            ra, rb = rb, ra
        other = prints_b.get(rb)
        if _worth_taking(prints_a.get(ra), other, sim, table):
            out[ra] = (sim, other)
    return out


def gathered(prints: dict[str, str], borrowings: list[dict[str, tuple[float, str]]],
             table: dict[str, list[str]]) -> dict[str, list[str]]:
    """The questions of each rule of an edition ({id: fingerprint}): its own, then those it takes
    of each other edition (`borrowed`, in the order of the editions), most similar first."""
    out: dict[str, list[str]] = {}
    for rid, own in prints.items():
        found = list(table.get(own) or ())
        taken = [b[rid] for b in borrowings if rid in b]
        if taken:
            seen = {own}
            for _, other in sorted(taken, key=lambda t: -t[0]):
                if other not in seen:
                    seen.add(other)
                    found += [q for q in table.get(other) or () if q not in found]
        if found:
            out[rid] = found
    return out


def copies(question: str, text: str, run: int = 5) -> str | None:
    """A run of `run` words of the rule's text in a question, if any: the questions are ours,
    not the rules' text."""
    words = re.findall(r"[a-z0-9']+", question.lower())
    rule = " " + " ".join(re.findall(r"[a-z0-9']+", text.lower())) + " "
    for i in range(len(words) - run + 1):
        piece = " ".join(words[i:i + run])
        if f" {piece} " in rule:
            return piece
    return None
