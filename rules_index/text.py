"""Words, stems and references in rules text: shared by search, terms and the graph.

The stemmer is ours on purpose: rules text and players' questions need a handful of English
word forms unified ("moves"/"moved"/"moving", "tokens", "sacrificed"/"sacrifice", "goes"/"go"),
which Snowball gets wrong for this vocabulary ("goes" -> "goe", "sacrificed" -> "sacrif") and
imports every language to do (12 ms at start-up).
"""

from __future__ import annotations

import re

from .ids import ID_PATTERN

_TOKEN = re.compile(r"[a-z0-9]+(?:[-'][a-z0-9]+)*")

_IRREGULAR = {
    "goes": "go", "went": "go", "gone": "go", "going": "go",
    "sent": "send", "lost": "lose", "won": "win", "chose": "choose", "chosen": "choose",
    "ties": "tie", "tied": "tie", "tying": "tie", "dies": "die", "died": "die",
    "does": "do", "did": "do", "done": "do", "doing": "do",
    "has": "have", "had": "have", "having": "have",
    "is": "be", "are": "be", "was": "be", "were": "be", "been": "be", "being": "be",
    "left": "leave", "paid": "pay", "drew": "draw", "drawn": "draw", "used": "use",
    "abilities": "ability", "abilitys": "ability", "raritys": "rarity", "rarities": "rarity",
    "kept": "keep", "took": "take", "taken": "take", "made": "make", "began": "begin",
    "begun": "begin", "met": "meet", "meets": "meet", "meeting": "meet", "wins": "win",
    "winning": "win", "winner": "win", "victory": "win", "fugace": "fleeting",
    "endormi": "asleep", "ancre": "anchored", "subtype": "sub-type", "subtypes": "sub-type",
    "resolution": "resolve", "choice": "choose", "choices": "choose", "modal": "mode", "modes": "mode",
    "simultaneously": "simultaneous", "cannot": "can't", "cant": "can't", "can´t": "can't", "bigger": "greater", "larger": "greater",
    "higher": "greater",
}
_DOUBLE_OK = set("lsz")
_VOWELS = set("aeiouy")


_STEMS: dict[str, str] = {}  # a word's stem, once: building the index stems a million words, of a few thousand


def stem(word: str) -> str:
    hit = _STEMS.get(word)
    if hit is None:
        if len(_STEMS) > 200_000:  # bounded: a long-running process reading many texts
            _STEMS.clear()
        hit = _STEMS[word] = _stem(word)
    return hit


def _stem(word: str) -> str:
    w = word.lower()
    if w.endswith("'s"):
        w = w[:-2]
    if w in _IRREGULAR:
        w = _IRREGULAR[w]
    if len(w) > 3 and "-" not in w:
        if w.endswith("ies") and len(w) > 4:
            w = w[:-3] + "y"
        elif w.endswith("ied") and len(w) > 4:
            w = w[:-3] + "y"
        elif w.endswith(("sses", "xes", "ches", "shes", "zzes")):
            w = w[:-2]
        elif w.endswith("s") and not w.endswith(("ss", "us", "is")):
            w = w[:-1]
        elif w.endswith("ing") and len(w) > 5 and set(w[:-3]) & _VOWELS:
            w = _undouble(w[:-3])
        elif w.endswith("ed") and len(w) > 4 and set(w[:-2]) & _VOWELS:
            w = _undouble(w[:-2])
    if len(w) > 3 and w.endswith("e") and not w.endswith("ee"):
        w = w[:-1]  # "move" and "moving" meet at "mov"
    return w


def _undouble(w: str) -> str:
    if len(w) > 2 and w[-1] == w[-2] and w[-1] not in _VOWELS and w[-1] not in _DOUBLE_OK:
        return w[:-1]
    return w


def remembered(memo: dict, key, make, limit: int = 32):
    """memo[key], made by make() the first time; the memo is emptied when it holds `limit` (a
    question read several times in a row is read once: the last questions are kept)."""
    value = memo.get(key)
    if value is None:
        if len(memo) >= limit:
            memo.clear()
        value = memo[key] = make()
    return value


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text.lower().replace("’", "'").replace("´", "'"))


def stems(text: str) -> list[str]:
    return [stem(t) for t in tokens(text)]


# References in rules text: "see Rule 2.1.e", "(see Rule 6.1.g )", "see 7.1.4", "Rules 2.1.c and
# 2.1.e", "as described in 6.4", "Section 7.3.10", "Subsection 1.4".
_REF_LEAD = re.compile(
    r"\b(?:see|Rules?|Sections?|Subsections?|described in|detailed in|as in)\s+(?:Rules?\s+)?"
    rf"(?P<first>{ID_PATTERN})(?P<rest>(?:\s*(?:,|and|or|to|-|–)\s*(?:Rules?\s+)?{ID_PATTERN})*)",
    re.I,
)
_REF_ID = re.compile(ID_PATTERN)


def references(text: str) -> list[str]:
    """Rule ids a text refers to, in order, without repeats."""
    out: list[str] = []
    for m in _REF_LEAD.finditer(text):
        for rid in [m.group("first")] + _REF_ID.findall(m.group("rest")):
            rid = rid.rstrip(".")
            if "." in rid and rid not in out:
                out.append(rid)
    return out


def lookup_term(name: str, known: dict | list[str], aliases: dict[str, list[str]]) -> str | None:
    """The vocabulary term a user typed ("fleeting", "counters", "fugace"), or None."""
    want = stems(name)
    for term in known:
        if stems(term) == want or any(stems(a) == want for a in aliases.get(term, [])):
            return term
    one = [stem(w) for w in name.split()]
    for term in known:
        if [stem(w) for w in term.split()] == one:
            return term
    return None
