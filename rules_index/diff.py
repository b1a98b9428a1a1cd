"""Matching the rules of two editions: kept, changed, renumbered, added, removed.

Rules are matched by their words, not only their ids, because editions renumber: Gigantic is
7.4.3 in the built-in edition and 7.4.4 in v5.0. Each rule of A is paired with the rule of B whose
text is closest (same id first when its text is close enough); a pair with different ids is
"renumbered". Groups (7.4.3) follow the majority of their rules.
"""

from __future__ import annotations

import heapq
from collections import Counter, defaultdict
from dataclasses import dataclass
from difflib import SequenceMatcher
from operator import itemgetter

from .ids import has_letter, parent_id, sort_key
from .model import Edition
from .text import stems

SAME_ID_MIN = 0.5  # same id, at least this similar: the same rule (perhaps changed)
MOVED_MIN = 0.6  # other id, at least this similar: the same rule, renumbered
UNCHANGED_MIN = 0.97
SHORT = 12  # words: below this, a renumbered match must be closer
MOVED_MIN_SHORT = 0.75


@dataclass
class Match:
    a: str
    b: str
    similarity: float

    @property
    def kind(self) -> str:
        if self.a != self.b:
            return "renumbered"
        return "unchanged" if self.similarity >= UNCHANGED_MIN else "changed"


def text_rules(edition: Edition) -> list[str]:
    """The rules that say something themselves: the lettered rules with text, and the sections
    whose body is their own text with no lettered rules under them (v5.0 2.4.2 Anchored: a
    heading and two bullets)."""
    parents = {parent_id(rid) for rid in edition.rules if has_letter(rid)}
    return [rid for rid, rule in edition.rules.items()
            if rule.text and (has_letter(rid) or rid not in parents)]


def rule_words(edition: Edition) -> dict[str, list[str]]:
    """The stems of each rule that says something itself (text_rules): what matching compares."""
    return {rid: stems(f"{edition.rules[rid].heading} {edition.rules[rid].text}") for rid in text_rules(edition)}


def _heading(edition: Edition, rid: str) -> str:
    return " ".join(stems(edition.rules[rid].heading or ""))


def match_inputs(edition: Edition) -> dict:
    """All that matching reads of an edition (kept as a part: a stored edition is matched with
    each new one without being read): its rule_words, its rules' ids in order, and the heading
    (stems) of each group that has one."""
    return {
        "words": rule_words(edition),
        "ids": list(edition.rules),
        "headings": {rid: _heading(edition, rid) for rid, r in edition.rules.items() if not has_letter(rid) and r.heading},
    }


def _at_least(a: list[str], b: list[str], threshold: float, ca: Counter, cb: Counter) -> float:
    """How alike two rules' words are (difflib's ratio) where that reaches the threshold, else 0:
    the words the two share (as multisets, ca and cb) bound the ratio from above (difflib's
    quick_ratio), and a pair that cannot reach it is not compared word by word (most of a pair
    of editions' candidates)."""
    if not a or not b:
        return 0.0
    if len(ca) > len(cb):
        ca, cb = cb, ca
    shared = sum(min(n, cb[w]) for w, n in ca.items() if w in cb)
    if 2.0 * shared / (len(a) + len(b)) < threshold:
        return 0.0
    return SequenceMatcher(None, a, b, autojunk=False).ratio()


def match_rules(a: Edition, b: Edition) -> list[Match]:
    return match(match_inputs(a), match_inputs(b))


def match(a: dict, b: dict) -> list[Match]:
    """The matches of two editions' match_inputs."""
    wa, wb = a["words"], b["words"]
    ids_a, ids_b = set(a["ids"]), set(b["ids"])
    df = Counter(w for ws in wb.values() for w in set(ws))
    postings: dict[str, list[str]] = defaultdict(list)
    for rid, ws in wb.items():
        for w in set(ws):
            postings[w].append(rid)

    candidates: list[tuple[float, str, str]] = []
    counted: dict[str, Counter] = {}

    def counts(rb: str) -> Counter:
        if rb not in counted:
            counted[rb] = Counter(wb[rb])
        return counted[rb]

    rare = {w: 1.0 / n for w, n in df.items() if n <= 60}
    for rid, ws in wa.items():
        if wb.get(rid) == ws:  # the same id, word for word: that rule, and no closer one exists
            candidates.append((1.001, rid, rid))
            continue
        counts_a = Counter(ws)
        # Shortlist by shared rare words (in the order the rule says them: the same sums and the
        # same ties in every process, as a set's order is not), then compare word sequences.
        score: dict[str, float] = {}
        for w in counts_a:
            weight = rare.get(w)
            if weight is not None:
                for other in postings[w]:
                    score[other] = score.get(other, 0.0) + weight
        shortlist = [o for o, _ in heapq.nlargest(8, score.items(), key=itemgetter(1))]
        if rid in wb and rid not in shortlist:
            shortlist.append(rid)
        for other in shortlist:
            threshold = SAME_ID_MIN if other == rid else MOVED_MIN
            if other != rid and min(len(ws), len(wb[other])) < SHORT:
                threshold = MOVED_MIN_SHORT  # "A limited deck can include at most 1 Hero" is
                # 70% like "A constructed deck can include at most 3 exalted cards"
            # the ratio is at most what the lengths allow: a pair that cannot reach the
            # threshold is not compared word by word
            if 2 * min(len(ws), len(wb[other])) / (len(ws) + len(wb[other])) < threshold:
                continue
            sim = _at_least(ws, wb[other], threshold, counts_a, counts(other))
            if sim >= threshold:
                # A tie between the same id and another goes to the same id.
                candidates.append((sim + (0.001 if other == rid else 0.0), rid, other))

    candidates.sort(key=lambda c: (-c[0], sort_key(c[1]), sort_key(c[2])))
    used_a: set[str] = set()
    used_b: set[str] = set()
    matches = []
    for sim, ra, rb in candidates:
        if ra in used_a or rb in used_b:
            continue
        used_a.add(ra)
        used_b.add(rb)
        matches.append(Match(ra, rb, round(min(sim, 1.0), 3)))

    # Groups follow their rules: 7.4.3 is 7.4.4 when most of 7.4.3.* went to 7.4.4.*.
    votes: dict[str, Counter] = defaultdict(Counter)
    for m in matches:
        pa, pb = parent_id(m.a), parent_id(m.b)
        while pa and pb:
            votes[pa][pb] += 1
            pa, pb = parent_id(pa), parent_id(pb)
    for ga, counter in votes.items():
        gb, n = counter.most_common(1)[0]
        total = sum(counter.values())
        if n * 2 > total and ga in ids_a and gb in ids_b and ga not in used_a and gb not in used_b:
            used_a.add(ga)
            used_b.add(gb)
            matches.append(Match(ga, gb, round(n / total, 3)))
    # A section whose rules were all rewritten keeps its chain by its heading: 7.5.5 Control is
    # 7.5.5 Control whatever its sub-rules now say (the same id first, else the one section of
    # the other edition with that heading).
    by_heading: dict[str, list[str]] = defaultdict(list)
    for rb in b["ids"]:
        if rb in b["headings"] and rb not in used_b:
            by_heading[b["headings"][rb]].append(rb)
    for ra in sorted(a["ids"], key=sort_key):
        if ra not in a["headings"] or ra in used_a:
            continue
        head = a["headings"][ra]
        same = [rb for rb in by_heading.get(head, ()) if rb not in used_b]
        rb = ra if ra in same else (same[0] if len(same) == 1 else None)
        if head and rb is not None:
            used_a.add(ra)
            used_b.add(rb)
            matches.append(Match(ra, rb, 1.0 if ra == rb else 0.999))
    matches.sort(key=lambda m: sort_key(m.a))
    return matches


@dataclass
class Diff:
    a: str
    b: str
    renumbered: list[Match]
    changed: list[Match]
    unchanged: list[Match]
    added: list[str]
    removed: list[str]

    def to_dict(self) -> dict:
        def pairs(ms):
            return [{"from": m.a, "to": m.b, "similarity": m.similarity} for m in ms]

        return {
            "from": self.a,
            "to": self.b,
            "summary": {
                "renumbered": len(self.renumbered),
                "changed": len(self.changed),
                "unchanged": len(self.unchanged),
                "added": len(self.added),
                "removed": len(self.removed),
            },
            "renumbered": pairs(self.renumbered),
            "changed": pairs(self.changed),
            "added": self.added,
            "removed": self.removed,
        }


def diff(a: Edition, b: Edition, matches: list[Match] | None = None) -> Diff:
    matches = match_rules(a, b) if matches is None else matches
    text_a, text_b = text_rules(a), text_rules(b)
    own = set(text_a)
    lettered = [m for m in matches if m.a in own]
    seen_a = {m.a for m in lettered}
    seen_b = {m.b for m in lettered}
    return Diff(
        a.name,
        b.name,
        renumbered=[m for m in matches if m.kind == "renumbered"],
        changed=[m for m in lettered if m.kind == "changed"],
        unchanged=[m for m in lettered if m.kind == "unchanged"],
        added=[r for r in text_b if r not in seen_b],
        removed=[r for r in text_a if r not in seen_a],
    )


def word_ops(a: str, b: str) -> list[tuple[str, str]]:
    """Text a to text b word by word: ("equal" | "removed" | "added", the words), in order."""
    wa, wb = a.split(), b.split()
    out: list[tuple[str, str]] = []
    for op, i1, i2, j1, j2 in SequenceMatcher(None, wa, wb, autojunk=False).get_opcodes():
        if op == "equal":
            out.append(("equal", " ".join(wa[i1:i2])))
            continue
        if i2 > i1:
            out.append(("removed", " ".join(wa[i1:i2])))
        if j2 > j1:
            out.append(("added", " ".join(wb[j1:j2])))
    return out
