"""Glossary terms: which rules define a term and which use it.

The game's vocabulary (keywords, statuses, zones, phases, daily effects, keyword actions, the
pieces of the board) is listed here; an imported edition adds the terms of its own glossary. A
rule *defines* a term when it is the heading that introduces it (`3.2.7 Landmark zone`, the
lead-in of `4.2.5.b Rest ...`) or states what it is (`Defender is a passive ability`, `To
"resupply" is ...`, `An object is Boosted if ...`, `The new region is called the Arena`). When no
rule does, the group whose rules are all about the term (2.4.6 for Fleeting) is taken. A rule
*mentions* a term when the term's words, in any of their forms, appear in it.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable

from .ids import has_letter, parent_id
from .model import Edition
from .text import stems

VOCABULARY: dict[str, tuple[str, ...]] = {
    # keyword abilities
    "Defender": (), "Gigantic": (), "Seasoned": (), "Eternal": (), "Tough": (), "Cooldown": (),
    "Scout": (),
    # statuses
    "Fleeting": ("fugace",), "Boosted": (), "Exhausted": (), "Asleep": ("endormi",),
    "Anchored": ("ancre",), "Ascended": (),
    # zones
    "Zone": (), "Adventure": (), "Deck": (), "Discard pile": (), "Expedition zone": (),
    "Hand": (), "Hero zone": (), "Landmark zone": (), "Limbo": (), "Mana zone": (),
    "Reserve": (),
    # the day
    "Day": (), "Phase": (), "Morning": (), "Noon": (), "Afternoon": (), "Dusk": (), "Night": (),
    "Daily effect": (), "Succeed": (), "Prepare": (), "Progress": (), "Rest": (),
    "Clean-up": ("cleanup",), "Check Victory": (), "Turn": (), "Pass": (),
    # keyword actions and descriptors
    "Resupply": (), "Sabotage": (), "Sacrifice": (), "Discard": (), "Create": (),
    "Switch expeditions": (), "Move forward": (), "Move backward": ("move backwards",),
    "Activate": (), "Join": (), "Leave": (), "Fails to move forward": (), "Exhaust": (),
    "Ready": (), "Draw": (), "Play": (),
    # objects and their characteristics
    "Object": (), "Token": (), "Counter": (), "Boost": (), "Emblem": (), "Character": (),
    "Spell": (), "Permanent": (), "Hero": (), "Region": (), "Mana Orb": (), "Landmark": (),
    "Type": (), "Sub-type": ("subtype",), "Name": (), "Rarity": (), "Statistic": (),
    "Reserve limit": (), "Landmark limit": (), "Hand cost": (), "Reserve cost": (),
    "Timestamp": (), "Status": (),
    # abilities, costs, effects
    "Ability": (), "Keyword": (), "Quick action": (), "Reaction": (), "Passive ability": (),
    "Support ability": (), "Effect": (), "Cost": (), "Step": (), "Atomic action": (),
    "Target": (), "Trigger": (), "Internal action": (), "Modal": (), "Limited play": (),
    "Constructed play": (),
    # the board and the race
    "Expedition": (), "Hero expedition": (), "Companion expedition": (), "Tumult card": (),
    "Hero region": (), "Companion region": (), "Arena": (), "Tiebreakers": ("tiebreaker",),
    "In play": (), "Initiative order": (), "First player": (), "Opponent": (), "Player": (),
    "Owner": (), "Controller": ("control",),
}

# A status or keyword may be defined only by the rules about it (2.4.6 is all about Fleeting).
STATUSES_AND_KEYWORDS = {
    "Defender", "Gigantic", "Seasoned", "Eternal", "Tough", "Cooldown", "Scout", "Fleeting",
    "Boosted", "Exhausted", "Asleep", "Anchored", "Ascended",
}

# Terms a judge expects the rules to define; `rules doctor` reports those no rule defines.
DEFINABLE = STATUSES_AND_KEYWORDS | {
    "Adventure", "Deck", "Discard pile", "Expedition zone", "Hand", "Hero zone", "Landmark zone",
    "Limbo", "Mana zone", "Reserve", "Morning", "Noon", "Afternoon", "Dusk", "Night", "Succeed",
    "Prepare", "Progress", "Rest", "Clean-up", "Resupply", "Sabotage", "Sacrifice", "Discard",
    "Switch expeditions", "Move forward", "Move backward", "Join", "Leave", "Tiebreakers", "Arena",
    "Token", "Counter", "Emblem",
}

# Words too common in rules text to be worth a "mentions" edge on their own.
_MENTION_SKIP = {"Zone", "Player", "Object", "Play", "Type", "Name", "Effect", "Step", "Day"}

_DEFINE_PATTERNS = (
    r"^(?:the |an? )?(?:\w+ )?\"?{t}\"? (?:is|are) (?:a|an|the|one)\b",  # Defender is a ...
    r"^to \"?{t}\"? ",  # To "resupply" is ...
    r"^to {first}\b.* {rest}\b.* means",  # To move [an expedition] forward means
    r"^an? \w+ is \"?{t}\"? (?:if|when|during)\b",  # An object is Boosted if ...
    r"^an? \w+ \"{t}\"",  # An expedition "fails to move forward" if ...; An object "joins"
    r"^in the {t} phase\b",
    r"\bdaily effects? during {t}\b",
    r"\bis called (?:the )?\"?{t}\b",
    r"^{t} (?:is|are) (?:a|an) ",
)


def term_forms(term: str, aliases: Iterable[str] = ()) -> list[list[str]]:
    return [stems(term)] + [stems(a) for a in aliases]


def _spans(seq: list[str], sub: list[str]) -> list[tuple[int, int]]:
    n = len(sub)
    if n == 0 or sub[0] not in seq:
        return []
    return [(i, i + n) for i in range(len(seq) - n + 1) if seq[i] == sub[0] and seq[i : i + n] == sub]


def _find(seq: list[str], sub: list[str], longer: list[list[str]] = ()) -> bool:
    """`sub` occurs in `seq` other than inside an occurrence of a longer term ("Reserve limit")."""
    spans = _spans(seq, sub)
    if not spans or not longer:
        return bool(spans)
    covered = [sp for lf in longer for sp in _spans(seq, lf)]
    return any(not any(a <= i and j <= b for a, b in covered) for i, j in spans)


def _definer(term: str) -> re.Pattern:
    """One pattern for every way a rule's text can define `term` (compiled once per term, not
    once per rule and pattern: the index of a whole edition asks it a million times)."""
    words = term.lower().split()
    esc = r"\s+".join(re.escape(w) + r"(?:s|es|ing|ed|d)?" for w in words)
    alternatives = []
    for pattern in _DEFINE_PATTERNS:
        if "{first}" in pattern:
            if len(words) < 2:
                continue
            alternatives.append(pattern.format(first=re.escape(words[0]), rest=re.escape(words[-1])))
        else:
            alternatives.append(pattern.format(t=esc))
    return re.compile("|".join(f"(?:{a})" for a in alternatives))


# Every pattern of _DEFINE_PATTERNS but two puts the term within the first four words of the
# rule's text ("An object is Boosted if"); the two others follow "daily effect" or "is called".
_HEAD = 5


def _may_define(text: str, head: str, first: str) -> bool:
    """Whether a rule's text may define a term whose first word is `first`: a cheap test before
    the term's patterns (compiling them is most of the cost of an edition's term index)."""
    return first in head or (first in text and ("daily effect" in text or "is called" in text))


def _normalised(text: str) -> str:
    return text.lower().replace("“", '"').replace("”", '"')


def _defines_by_text(text: str, term: str) -> bool:
    return bool(_definer(term).search(_normalised(text)))


def index_terms(edition: Edition) -> dict[str, dict[str, list[str]]]:
    """term -> {"defined_by": [rule ids], "mentioned_by": [rule ids], "sections": [ids]}."""
    vocabulary = dict(VOCABULARY)
    for term in edition.glossary:
        vocabulary.setdefault(term, ())
    rule_stems = {rid: stems(f"{r.heading} {r.text}") for rid, r in edition.rules.items()}
    note_stems = {
        rid: stems(" ".join(n.text for n in r.notes)) for rid, r in edition.rules.items() if r.notes
    }
    section_stems = {
        sid: stems(f"{s.heading} {s.text}") for sid, s in edition.sections.items()
    }
    texts = {rid: _normalised(r.text) for rid, r in edition.rules.items()}
    heads = {rid: " ".join(t.split(" ", _HEAD)[:_HEAD]) for rid, t in texts.items()}
    headings = {rid: stems(r.heading) if r.heading else [] for rid, r in edition.rules.items()}
    lettered = {rid for rid, r in edition.rules.items() if r.text and has_letter(rid)}
    # which rules (text or notes) and sections hold each word: a term is looked for only where its
    # first word is (a few rules of an edition's 1,500, for most of its 160 terms)
    in_rules: dict[str, set[str]] = defaultdict(set)
    for stems_of in (rule_stems, note_stems):
        for rid, st in stems_of.items():
            for w in st:
                in_rules[w].add(rid)
    in_sections: dict[str, set[str]] = defaultdict(set)
    for sid, st in section_stems.items():
        for w in st:
            in_sections[w].add(sid)
    out: dict[str, dict[str, list[str]]] = {}
    all_forms = {term: term_forms(term, aliases) for term, aliases in vocabulary.items()}
    for term, aliases in vocabulary.items():
        forms = all_forms[term]
        longer = [
            lf
            for other, ofs in all_forms.items()
            if other != term
            for lf in ofs
            if len(lf) > len(forms[0]) and any(_spans(lf, f) for f in forms)
        ]
        where = set().union(*(in_rules.get(f[0], ()) for f in forms if f))
        mentioned = [
            rid
            for rid, st in rule_stems.items()
            if rid in where and (any(_find(st, f, longer) for f in forms)
                                 or any(_find(note_stems.get(rid, []), f, longer) for f in forms))
        ]
        defined = []
        definer = None
        first = term.lower().split()[0] if term.strip() else ""  # every pattern holds it as written
        own = stems(term)
        for rid in edition.rules:
            # a heading that is the term, or a lettered rule whose text defines it
            if headings[rid] and headings[rid] == own:
                defined.append(rid)
            elif rid in lettered and _may_define(texts[rid], heads[rid], first):
                definer = definer or _definer(term)  # compiled only for a term some rule may define
                if definer.search(texts[rid]):
                    defined.append(rid)
        if not defined and term in STATUSES_AND_KEYWORDS:
            defined = _defining_group(edition, forms, longer, rule_stems)
        where = set().union(*(in_sections.get(f[0], ()) for f in forms if f))
        sections = [sid for sid, st in section_stems.items() if sid in where and any(_find(st, f) for f in forms)]
        if not mentioned and not defined and not sections:
            continue
        out[term] = {
            "defined_by": defined,
            "mentioned_by": [r for r in mentioned if r not in defined]
            if term not in _MENTION_SKIP
            else [],
            "sections": sections,
            "aliases": list(aliases),
            "glossary": [edition.glossary[term]] if term in edition.glossary else [],
        }
    return out


def _defining_group(edition, forms, longer, rule_stems) -> list[str]:
    """The smallest group of two or more rules every one of which is about the term."""
    children: dict[str, list[str]] = {}
    for c in edition.rules:
        if has_letter(c):
            children.setdefault(parent_id(c), []).append(c)
    best = None
    for rid, kids in children.items():
        if len(kids) < 2:
            continue
        if all(any(_find(rule_stems[c], f, longer) for f in forms) for c in kids):
            if best is None or len(rid) > len(best):
                best = rid
    return [best] if best else []
