#!/usr/bin/env python3
"""Convert card classes of the Board Game Arena implementation of Altered
(Altered-Community/bga-altered, modules/php/Cards/<FAC>/<FAC>_<Common|Rare|Exalted>_<Slug>.php)
into the official card API's JSON shape (the shape of the community's CORE_EN.json etc.).

    python convert.py OUT.json RAWDIR...            convert every *.php of the folders
    python convert.py --check RAWDIR...             compare old-set files with the official data

Options:
    --official DIR   the official card files (default /work/shared/cards): keyword spellings,
                     reminder texts, token statistics, faction / type / sub-type names
    --tokens DIR     a folder of BGA token classes whose statistics name token tags (repeatable;
                     by default every folder called "tokens" beside a RAWDIR, and the RAWDIRs)
    --report FILE    write the per-file notes (unknown reminders, ...) as JSON
    --plain-stats    every cost / statistic a bare integer (default: a rare version's changed
                     ones as "#v#" strings, the official files' marking; the others integers)

This file holds no card text and no reminder text: every reminder appended for a `$<KEYWORD>`
is read at run time from the official files (or from the converted file itself); one that
cannot be found is left out and counted.
"""

from __future__ import annotations

import argparse
import collections
import glob
import json
import os
import re
import sys
import unicodedata

NBSP = "\xa0"

# ----------------------------------------------------------------------------------------------
# PHP reading
# ----------------------------------------------------------------------------------------------


class ParseError(Exception):
    pass


def _php_string(src: str, i: int) -> tuple[str, int]:
    """The PHP string literal starting at src[i] (a quote): (value, index after it)."""
    q = src[i]
    j = i + 1
    out = []
    while True:
        if j >= len(src):
            raise ParseError("unterminated string literal")
        c = src[j]
        if c == "\\" and j + 1 < len(src):
            n = src[j + 1]
            if q == "'":
                if n in "'\\":
                    out.append(n)
                    j += 2
                    continue
                out.append(c)  # any other backslash stays (PHP single quotes)
                j += 1
                continue
            esc = {"n": "\n", "t": "\t", "r": "\r", '"': '"', "\\": "\\", "$": "$", "v": "\v", "f": "\f", "e": "\x1b", "0": "\0"}
            if n in esc:
                out.append(esc[n])
                j += 2
                continue
            if n == "x":
                m = re.match(r"[0-9A-Fa-f]{1,2}", src[j + 2:])
                if m:
                    out.append(chr(int(m.group(0), 16)))
                    j += 2 + len(m.group(0))
                    continue
            if n == "u" and src[j + 2:j + 3] == "{":
                m = re.match(r"\{([0-9A-Fa-f]+)\}", src[j + 2:])
                if m:
                    out.append(chr(int(m.group(1), 16)))
                    j += 2 + len(m.group(0))
                    continue
            out.append(c)
            j += 1
            continue
        if c == q:
            return "".join(out), j + 1
        out.append(c)
        j += 1


def _skip_comment(src: str, i: int) -> int | None:
    if src.startswith("//", i) or (src[i] == "#" and not src.startswith("#[", i)):
        k = src.find("\n", i)
        return len(src) if k < 0 else k + 1
    if src.startswith("/*", i):
        k = src.find("*/", i + 2)
        return len(src) if k < 0 else k + 2
    return None


def _top_entries(src: str, start: int, close: str = "]") -> tuple[list[str], bool]:
    """Split the array body beginning at `start` (just after its '[') into top-level entries
    (raw text). Returns (entries, closed): closed is False when the text ends before the array
    does (an excerpt); the last, unfinished entry is then dropped."""
    entries = []
    depth = 0
    i = start
    cur_start = start
    n = len(src)
    while i < n:
        c = src[i]
        if c in "'\"":
            try:
                _, i = _php_string(src, i)
            except ParseError:
                _top_entries.tail = src[cur_start:]
                return entries, False
            continue
        sk = _skip_comment(src, i)
        if sk is not None:
            i = sk
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                if c != close:
                    raise ParseError(f"unbalanced '{c}' in an array")
                last = src[cur_start:i]
                if last.strip():
                    entries.append(last)
                return entries, True
            depth -= 1
        elif c == "," and depth == 0:
            entries.append(src[cur_start:i])
            cur_start = i + 1
        i += 1
    _top_entries.tail = src[cur_start:]
    return entries, False


def _strip_comments(text: str) -> str:
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if c in "'\"":
            try:
                _, j = _php_string(text, i)
            except ParseError:
                out.append(text[i:])
                break
            out.append(text[i:j])
            i = j
            continue
        sk = _skip_comment(text, i)
        if sk is not None:
            i = sk
            out.append(" ")
            continue
        out.append(c)
        i += 1
    return "".join(out)


def _value(raw: str):
    """A simple PHP value: int, string (clienttranslate(...) and '.' concatenations),
    constant name, or a flat array of those. Anything else -> ('code', raw)."""
    t = _strip_comments(raw).strip()
    if re.fullmatch(r"-?\d+", t):
        return int(t)
    if re.fullmatch(r"(true|false|null)", t, re.I):
        return {"true": True, "false": False, "null": None}[t.lower()]
    if re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", t):
        return ("const", t)
    m = re.fullmatch(r"clienttranslate\s*\((.*)\)", t, re.S)
    if m:
        t = m.group(1).strip()
    if t[:1] in "'\"":
        parts = []
        i = 0
        while True:
            s, i = _php_string(t, i)
            parts.append(s)
            rest = t[i:].lstrip()
            if not rest:
                return "".join(parts)
            if rest[0] != ".":
                return ("code", raw)
            t = rest[1:].lstrip()
            i = 0
            if t[:1] not in "'\"":
                return ("code", raw)
    if t.startswith("[") or t.lower().startswith("array("):
        body = t[1:] if t.startswith("[") else t[t.index("(") + 1:]
        items, closed = _top_entries(body, 0, "]" if t.startswith("[") else ")")
        vals = []
        for it in items:
            if "=>" in _strip_comments(it):
                return ("code", raw)
            vals.append(_value(it))
        return vals
    return ("code", raw)


def parse_php(src: str) -> dict:
    """The card's top-level properties. ParseError when there is none."""
    m = re.search(r"\$this->properties\s*=\s*(\[|array\s*\()", src)
    if not m:
        raise ParseError("no `$this->properties = [` array")
    entries, closed = _top_entries(src, m.end(), "]" if m.group(1) == "[" else ")")
    if not closed:
        tail = getattr(_top_entries, "tail", "")
        km = re.match(r"\s*['\"](effectDesc|supportDesc|name|uid|type|typeline|subtypes|faction|rarity|changedStats|token|costHand|costReserve|forest|mountain|ocean|landmarkSlots|permanentSlots|reserveSlots)['\"]", tail)
        if km:
            raise ParseError(f"the text ends inside the property {km.group(1)!r} (an excerpt cut too short)")
    props = {}
    for e in entries:
        e2 = e.strip()
        if not e2:
            continue
        km = re.match(r"\s*(?:'([^']*)'|\"([^\"]*)\")\s*=>", _strip_comments(e).lstrip() if not e2.startswith(("'", '"')) else e2)
        if not km:
            continue
        key = km.group(1) if km.group(1) is not None else km.group(2)
        raw = e2[e2.index("=>") + 2:]
        try:
            props[key] = _value(raw)
        except ParseError as exc:
            raise ParseError(f"property {key!r}: {exc}")
    cls = re.search(r"\bclass\s+(\w+)", src)
    ns = re.search(r"\bnamespace\s+([\w\\]+)", src)
    props["__class__"] = cls.group(1) if cls else None
    props["__namespace__"] = ns.group(1) if ns else None
    props["__complete__"] = closed
    return props


# ----------------------------------------------------------------------------------------------
# The official data: spellings, reminders, tokens, names
# ----------------------------------------------------------------------------------------------

SET_ORDER = ["CORE", "ALIZE", "BISE"]  # the official sets, oldest first (later sets prefer BISE)
STATUS_NAMES_EXTRA = ("Ascended",)  # a status of the later sets (Expeditions), v5.0 2.4.3
STAT_FIELDS = (("forest", "FOREST_POWER"), ("mountain", "MOUNTAIN_POWER"), ("ocean", "OCEAN_POWER"))
FACTION_CODES = {"OD": "OR"}  # BGA's constant -> the official reference
LATER_SETS = {"CYCLONE", "DUSTER", "EOLE", "FUGUE"}
SET_NAMES = {"CYCLONE": "Skybound Odyssey", "DUSTER": "Seeds of Unity"}  # EOLE, FUGUE: unknown -> reference


def norm_key(s: str) -> str:
    s = unicodedata.normalize("NFKD", s)
    s = "".join(ch for ch in s if not unicodedata.combining(ch))
    return re.sub(r"[^A-Z0-9]+", "_", s.upper()).strip("_")


_PARA = re.compile(r" {2,}|\s*\n\s*")
_BRACKET = re.compile(r"\[\[([^\[\]]+)\]\]|\[([^\[\]]+)\]")


def _person(text: str) -> str:
    if re.search(r"\b(I|me|my|I'm|mine)\b", text):
        return "1"
    if re.search(r"\b(it|its|it's|they|their|them|they're)\b", text, re.I):
        return "3"
    return "0"


class Official:
    def __init__(self, folder: str):
        self.cards = {}
        self.keywords = {}  # norm key -> (display, is_status)
        self.inside_number = set()  # keywords printed "[Tough N]"
        self.tokens = {}  # norm name -> (name, "a/b/c" or None)
        self.faction_names = {}
        self.type_names = {}
        self.subtype_names = {}
        self.rarity_names = {}
        self.set_names = {}
        self.reminders = collections.defaultdict(collections.Counter)  # kw -> Counter[(reminder, shape, person, type, set)]
        files = sorted(glob.glob(os.path.join(folder, "*.json")))
        if not files:
            raise SystemExit(f"convert.py: no official card file (*.json) in {folder}")
        kw_count = collections.Counter()
        for f in files:
            with open(f, encoding="utf-8") as fh:
                data = json.load(fh)
            if isinstance(data, dict):
                data = data.get("hydra:member", [data])
            for c in data:
                ref = c.get("reference")
                if not ref:
                    continue
                self.cards[ref] = c
                fac = c.get("mainFaction") or {}
                if fac.get("reference") and fac.get("name"):
                    self.faction_names[fac["reference"]] = fac["name"]
                ty = c.get("cardType") or {}
                if ty.get("reference") and ty.get("name"):
                    self.type_names[ty["reference"]] = ty["name"]
                for st in c.get("cardSubTypes") or []:
                    if st.get("reference") and st.get("name"):
                        self.subtype_names[st["reference"]] = st["name"]
                ra = c.get("rarity") or {}
                if ra.get("reference") and ra.get("name"):
                    self.rarity_names[ra["reference"]] = ra["name"]
                cs = c.get("cardSet") or {}
                if cs.get("reference") and cs.get("name"):
                    self.set_names[cs["reference"]] = cs["name"]
                el = c.get("elements") or {}
                if ty.get("reference", "").startswith("TOKEN") and c.get("name"):
                    stats = None
                    if all(fld in el for _, fld in STAT_FIELDS):
                        stats = "/".join(str(el[fld]).replace("#", "") for _, fld in STAT_FIELDS)
                    self.tokens.setdefault(norm_key(c["name"]), (c["name"], stats))
                cset = cs.get("reference") or ref.split("_")[1]
                for field in ("MAIN_EFFECT", "ECHO_EFFECT"):
                    txt = el.get(field)
                    if not txt:
                        continue
                    for m in _BRACKET.finditer(txt):
                        status = m.group(1) is not None
                        inner = (m.group(1) or m.group(2)).replace(NBSP, " ")
                        if not re.match(r"^[A-Z][A-Za-z' ]*[a-z]( (\d+|X))?$", inner):
                            continue
                        nm = re.match(r"^(.*?)(?: (\d+|X))?$", inner)
                        base = nm.group(1)
                        if nm.group(2) and not re.search(r"\d+/\d+", inner):
                            self.inside_number.add(norm_key(base))
                        kw_count[(norm_key(base), base, status)] += 1
                    for p in _PARA.split(txt):
                        self._harvest(p, ty.get("reference", ""), cset)
        # the display of each keyword: its most frequent spelling
        best = {}
        for (k, disp, status), n in sorted(kw_count.items(), key=lambda kv: (-kv[1], kv[0])):
            best.setdefault(k, (disp, status))
        self.keywords = best
        for name in STATUS_NAMES_EXTRA:
            self.keywords.setdefault(norm_key(name), (name, True))
        # reminders that stand beside many different keywords (a {D}'s, a boost's) are not a keyword's
        by_rem = collections.defaultdict(set)
        for kw, cnt in self.reminders.items():
            for (rem, *_rest) in cnt:
                by_rem[rem].add(kw)
        self.generic_reminders = {rem for rem, kws in by_rem.items() if len(kws) >= 3 and "BB" not in kws}

    def _harvest(self, para: str, ctype: str, cset: str):
        q = para.replace("#", "").strip()
        m = re.search(r"\(((?:[^()]|\([^()]*\))*)\)\.?$", q)
        if not m:
            return
        before = q[:m.start()].rstrip()
        if re.match(r"^\{D\}", before):
            return  # the reminder of the discard symbol
        items = list(re.finditer(r"\[\[([^\[\]]+)\]\]|\[([^\[\]]*)\]", before))
        if not items:
            return
        last = items[-1]
        if (last.group(2) or "") in ("", "BB") and last.group(1) is None:
            self.reminders["BB"][(m.group(1), "end", "0", ctype, cset)] += 1
            return
        inner = (last.group(1) or last.group(2)).replace(NBSP, " ")
        nm = re.match(r"^([A-Z][A-Za-z' ]*[a-z])(?: (\d+|X))?$", inner)
        if not nm or re.search(r"\d+/\d+", inner):
            return
        kw = norm_key(nm.group(1))
        param = nm.group(2)
        after = before[last.end():]
        if param is None:
            pm = re.match(r"^\s*\{(\d+|X)\}", after)
            if pm:
                param = pm.group(1)
        # anything but punctuation (and the keyword's own cost) between the keyword and the reminder?
        tail = re.sub(r"^\s*\{(\d+|X)\}", "", after)
        alone_after = re.fullmatch(r"[\s.,]*", tail) is not None
        rem = m.group(1)
        if param is not None:
            rem = rem.replace("{" + param + "}", "{\x00}")
        head = before[:last.start()]
        shape = "alone" if (re.fullmatch(r"[\s]*", head) and alone_after) else "end" if alone_after else "mid"
        self.reminders[kw][(rem, shape, _person(rem), ctype, cset)] += 1  # the reminder's pronouns say whom it is about

    def reminder(self, kw: str, param, shape: str, person: str, ctype: str, cset: str):
        cands = self.reminders.get(kw)
        if not cands:
            return None
        set_rank = {s: i for i, s in enumerate(reversed(SET_ORDER))}
        scored = []
        agg = collections.Counter()
        for (rem, shp, per, ty, st), n in cands.items():
            if rem in self.generic_reminders:
                continue
            if "{\x00}" in rem and param is None:
                continue
            agg[(rem, shp, per, ty, st)] += n
        if not agg:
            return None
        best = None
        for (rem, shp, per, ty, st), n in agg.items():
            key = (
                per == person or per == "0",
                ty == ctype,
                {"alone": 2, "end": 1}.get(shp, 0),  # the keyword's own reminder before one said in a context
                st == cset,
                -set_rank.get(st, 99),
                n,
                rem,
            )
            if best is None or key > best[0]:
                best = (key, rem)
        rem = best[1]
        if param is not None:
            rem = rem.replace("{\x00}", "{" + str(param) + "}")
        return rem


# ----------------------------------------------------------------------------------------------
# Text
# ----------------------------------------------------------------------------------------------

# BGA's grammatical variants of one keyword tag (the client prints the same word in English):
# LOW lower-case start, INF infinitive, S / P singular / plural, FS first person singular,
# CHA / CHAR / PER said of Characters / of a card
TAG_SUFFIXES = {"LOW", "INF", "S", "P", "FS", "FP", "CHA", "CHAR", "PER", "PL", "SG"}
PLAIN_TAGS = {"DUE_TO_ASCENSION": "due to Ascension"}  # tags the G notes read as plain words


class Converter:
    def __init__(self, official: Official, token_dirs: list[str]):
        self.off = official
        self.notes = collections.Counter()
        self.file_notes = []
        self.tokens = dict(official.tokens)
        self.token_cards = {}
        self.subtypes = set(official.subtype_names)
        self.mark_changed = True  # a rare version's changed statistics as "#v#" (the official files' marking)
        for d in token_dirs:
            for path in sorted(glob.glob(os.path.join(d, "*.php"))):
                try:
                    with open(path, encoding="utf-8", errors="replace") as fh:
                        props = parse_php(fh.read())
                except ParseError:
                    continue
                self._learn_token(props, path)

    def _learn_token(self, props, path):
        for st in props.get("subtypes") or []:
            if isinstance(st, tuple) and st[0] == "const":
                self.subtypes.add(st[1])
        name = props.get("name")
        ty = props.get("type")
        tyname = ty[1] if isinstance(ty, tuple) else ""
        tl = props.get("typeline") if isinstance(props.get("typeline"), str) else ""
        if not isinstance(name, str):
            return
        is_token = props.get("token") is True or "TOKEN" in tyname or re.search(r"\btoken\b", tl, re.I) is not None
        if not is_token:
            return
        stats = None
        if all(isinstance(props.get(k), int) for k, _ in STAT_FIELDS):
            stats = "/".join(str(props[k]) for k, _ in STAT_FIELDS)
        key = norm_key(name)
        if key not in self.tokens or self.tokens[key][1] is None:
            self.tokens[key] = (name, stats)
        cls = props.get("__class__")
        if cls:
            self.token_cards[norm_key(cls.split("_", 2)[-1])] = (name, stats)

    # -- tags --------------------------------------------------------------------------------
    def _tag(self, tag: str, following: str):
        """`<TAG>` -> (printed text, keyword key, parameter)."""
        if tag in PLAIN_TAGS:
            return PLAIN_TAGS[tag], None, None
        if tag == "BB":  # the boost's reminder marker: prints nothing, its reminder follows (the official "[]")
            return "", "BB", None
        parts = tag.split("_")
        stat_nums = []
        while parts and re.fullmatch(r"\d+|X", parts[-1]):
            stat_nums.insert(0, parts.pop())
        # a token named with its statistics in the tag (a Signature token): NAME_a_b_c
        if len(stat_nums) == 3:
            key = "_".join(parts)
            nm = self.tokens.get(key, (None, None))[0] or self.token_cards.get(key, (None, None))[0] or " ".join(w.capitalize() for w in parts)
            return f"[{nm} {'/'.join(stat_nums)}]", None, None
        full = "_".join(parts)
        tok = self.tokens.get(full) or self.token_cards.get(full)
        if tok and not stat_nums:
            name, stats = tok
            return (f"[{name} {stats}]" if stats else f"[{name}]"), None, None
        if "_".join(parts).upper() in self.subtypes and "_".join(parts).upper() not in self.off.keywords and not stat_nums:
            # a sub-type linked by the markup ("a <Construction>"): the cards print sub-types as words
            st = "_".join(parts).upper()
            return self.off.subtype_names.get(st, " ".join(w.capitalize() for w in parts)), None, None
        base = [w.upper() for w in parts]
        while len(base) > 1 and base[-1] in TAG_SUFFIXES:
            base.pop()
        key = "_".join(base)
        disp, status = self.off.keywords.get(key, (None, False))
        if disp is None:
            disp = " ".join(w.capitalize() for w in base)
            status = False
            self.notes["tag spelled from its name (no official spelling)"] += 1
        param = stat_nums[0] if stat_nums else None
        if status:
            return f"[[{disp}]]", key, param
        if param is not None:
            if key in self.off.inside_number:
                return f"[{disp}{NBSP}{param}]", key, param
            if re.match(r"\s*\{" + re.escape(param) + r"\}", following):
                return f"[{disp}]", key, param  # "[Scout] {3}": the cost follows in the text
            return f"[{disp}{NBSP}{param}]", key, param
        return f"[{disp}]", key, param

    def text(self, raw: str, card: dict, where: str):
        if raw is None:
            return None
        t = raw.replace('\\"', '"').replace("\r", "")
        t = re.sub(r"[ \t]*\n[ \t]*", "  ", t.strip())
        t = t.replace("\t", " ")
        paras = [p.strip() for p in re.split(r" {2,}", t) if p.strip()]
        out = []
        for p in paras:
            out.append(self._para(p, card, where))
        return "  ".join(out)

    def _para(self, p: str, card: dict, where: str) -> str:
        reminders = []
        res = []
        pos = 0
        for m in re.finditer(r"(\$?)(?:<([A-Za-z][A-Za-z0-9_]*)>|\[([A-Z][A-Z0-9_]*)\](?!\]))", p):
            res.append(p[pos:m.start()])
            tag = m.group(2) or m.group(3)
            printed, key, param = self._tag(tag, p[m.end():])
            res.append(printed)
            pos = m.end()
            if m.group(1):
                if key is None:
                    self.notes["reminder asked for a token or plain tag (left out)"] += 1
                    continue
                head = p[:m.start()]
                sentence_head = re.split(r"[.:—]\s", head)[-1]
                tail = p[m.end():]
                tail_c = re.sub(r"^\s*\{(\d+|X)\}", "", tail)
                alone_after = re.match(r"^[\s.,#]*($|\s{2})", tail_c) is not None or re.fullmatch(r"[#.,\s]*", tail_c) is not None
                shape = "alone" if (re.fullmatch(r"[#\s]*", head) and alone_after) else "end" if alone_after else "mid"
                # whom the keyword is said of: the card itself (nothing before it, or a first-person subject) or another
                bare_head = re.sub(r"\{[A-Za-z0-9]\}|[#\s:]", "", sentence_head)
                person = "1" if not bare_head else _person(sentence_head) if _person(sentence_head) != "0" else "3"
                rem = self.off.reminder(key, param, shape, person, card["_ctype"], card["_set"])
                if rem is None:
                    rem = self._own_reminder(card, tag)
                    if rem is not None:
                        self.notes["reminders taken from the file itself"] += 1
                if rem is None:
                    self.notes["reminder not found (left out)"] += 1
                    self.file_notes.append({"file": where, "note": "no reminder for a $-keyword", "keyword": key})
                    continue
                self.notes["reminders appended for $-keywords"] += 1
                reminders.append(rem)
        res.append(p[pos:])
        q = "".join(res)
        # a symbol opening an ability is printed in capitals ({J}); lower case stays inside quotes
        q = re.sub(r"^(#?)\{([jhrtd])\}", lambda m: m.group(1) + "{" + m.group(2).upper() + "}", q)
        for rem in reminders:
            q = q.rstrip() + " (" + rem + ")"
        return q

    def _own_reminder(self, card, tag):
        """A reminder the file itself prints after the same keyword tag elsewhere."""
        for raw in (card.get("_effect_raw"), card.get("_support_raw")):
            if not raw:
                continue
            for p in re.split(r" {2,}|\n", raw.replace('\\"', '"')):
                m = re.search(r"(?<!\$)<" + re.escape(tag) + r">[^()<]*\(((?:[^()]|\([^()]*\))*)\)\.?\s*$", p)
                if m:
                    return m.group(1)
        return None

    # -- set-specific typography ---------------------------------------------------------------
    def fugue_plain_words(self, t: str) -> str:
        """FUGUE's files write some keywords as plain words: bracketed (outside reminders)."""
        def fix(seg: str) -> str:
            kws = sorted({d for k, (d, s) in self.off.keywords.items() if not s and " " not in d} | {"Rush"}, key=len, reverse=True)
            sts = sorted({d for k, (d, s) in self.off.keywords.items() if s}, key=len, reverse=True)
            seg = re.sub(r"(?<![\[\w])(Scout|Temple) (\{\d+\})", r"[\1] \2", seg)
            seg = re.sub(r"(?<![\[\w])Tough (\d+|X)\b(?!\])", lambda m: f"[Tough{NBSP}{m.group(1)}]", seg)
            seg = re.sub(r"(?<![\[\w])(" + "|".join(map(re.escape, sts)) + r")\b(?!\])", r"[[\1]]", seg)
            seg = re.sub(r"(?<![\[\w])(" + "|".join(map(re.escape, kws)) + r")\b(?![\]\w])", r"[\1]", seg)
            seg = re.sub(r"(?<![\[\w])((?:[A-Z][a-z']+ )*[A-Z][a-z']+) (\d+/\d+/\d+)(?!\])", self._token_words, seg)
            return seg
        out = []
        depth = 0
        buf = ""
        for ch in t:
            if ch == "(":
                if depth == 0:
                    out.append(fix(buf))
                    buf = ""
                depth += 1
                buf += ch
            elif ch == ")" and depth > 0:
                depth -= 1
                buf += ch
                if depth == 0:
                    out.append(buf)
                    buf = ""
            else:
                buf += ch
        out.append(fix(buf) if depth == 0 else buf)
        return "".join(out)

    def _token_words(self, m: re.Match) -> str:
        """A token named in plain words with its statistics: the longest run of the capitalised
        words before them that names a known token, else the last word (FUGUE's plain spelling)."""
        words = m.group(1).split(" ")
        for i in range(len(words)):
            name = " ".join(words[i:])
            if norm_key(name) in self.tokens or norm_key(name) in self.token_cards:
                return " ".join(words[:i] + [f"[{name} {m.group(2)}]"])
        return " ".join(words[:-1] + [f"[{words[-1]} {m.group(2)}]"])

    # -- a card --------------------------------------------------------------------------------
    def card(self, props: dict, where: str) -> dict:
        uid = props.get("uid")
        if not isinstance(uid, str):
            raise ParseError("no 'uid' string")
        um = re.fullmatch(r"ALT_([A-Z]+)_([A-Z])_([A-Z]{2})_(\d+)_([A-Z0-9]+)", uid)
        if not um:
            raise ParseError(f"uid {uid!r} is not ALT_<SET>_<P>_<FAC>_<N>_<V>")
        cset = um.group(1)
        name = props.get("name")
        if not isinstance(name, str) or not name.strip():
            raise ParseError("no 'name' string")
        ty = props.get("type")
        tyc = ty[1] if isinstance(ty, tuple) and ty[0] == "const" else None
        typeline = props.get("typeline") if isinstance(props.get("typeline"), str) else ""
        if tyc is None:
            tl = typeline.lower()
            tyc = "HERO" if "hero" in tl else "SPELL" if tl.startswith("spell") else "CHARACTER" if tl.startswith("character") else "PERMANENT" if "permanent" in tl else None
        if tyc is None:
            raise ParseError("no card 'type'")
        # the printed type line names the type: where the class's constant says another (an old short
        # file), the type line wins
        head = re.split(r"\s+-\s+|\s*—\s*", typeline.strip())[0].lower().replace("_", " ") if typeline.strip() else ""
        if head and "token" not in head:
            from_line = ("HERO" if head.endswith("hero") else "CHARACTER" if head == "character" else "SPELL" if head == "spell"
                         else "PERMANENT" if head.endswith("permanent") else None)
            if from_line and from_line != tyc and not (tyc.startswith("TOKEN")):
                self.notes["type taken from the type line (the type constant says another)"] += 1
                self.file_notes.append({"file": where, "note": f"type {tyc} but type line {head!r}"})
                tyc = from_line
        subs = []
        for s in props.get("subtypes") or []:
            if isinstance(s, tuple):
                subs.append(s[1])
            elif isinstance(s, (int, str)):
                subs.append(str(s))
        ctype = tyc
        tl = typeline.lower().replace("_", " ")
        if tyc == "PERMANENT":
            if "expedition permanent" in tl or ("EXPEDITION" in subs and "landmark" not in tl):
                ctype = "EXPEDITION_PERMANENT"
            elif "landmark permanent" in tl or "LANDMARK" in subs:
                ctype = "LANDMARK_PERMANENT"
        if props.get("token") is True or re.search(r"\btoken\b", tl):
            if tyc == "CHARACTER":
                ctype = "TOKEN"
            elif tyc.startswith("TOKEN"):
                ctype = tyc
            else:  # a token Permanent: BGA's own spelling of the type (no official file has one)
                ctype = "TOKEN_" + ctype
        subs = [s for s in subs if s not in ("LANDMARK", "EXPEDITION")]
        fac = props.get("faction")
        faction = fac[1].replace("FACTION_", "") if isinstance(fac, tuple) else um.group(3)
        faction = FACTION_CODES.get(faction, faction)
        rar = props.get("rarity")
        rarity = rar[1].replace("RARITY_", "") if isinstance(rar, tuple) else {"C": "COMMON", "E": "EXALTED"}.get(um.group(5), "RARE")
        changed = props.get("changedStats") if isinstance(props.get("changedStats"), list) else []
        changed = {c for c in changed if isinstance(c, str)}

        def stat(key):
            v = props.get(key)
            if isinstance(v, bool) or not isinstance(v, int):
                if v is None:
                    return None
                raise ParseError(f"{key!r} is not a number")
            return f"#{v}#" if key in changed and self.mark_changed else v

        el = {}
        hand, res = stat("costHand"), stat("costReserve")
        if ctype == "HERO":
            hand = 0 if hand is None else hand
            res = 0 if res is None else res
        if hand is not None:
            el["MAIN_COST"] = hand
        if res is not None:
            el["RECALL_COST"] = res
        if ctype in ("CHARACTER", "TOKEN") or any(props.get(k) is not None for k, _ in STAT_FIELDS):
            for k, fld in STAT_FIELDS:
                v = stat(k)
                if v is not None:
                    el[fld] = v
        if ctype == "HERO":
            perm = props.get("landmarkSlots", props.get("permanentSlots"))
            resv = props.get("reserveSlots")
            el["PERMANENT"] = perm if isinstance(perm, int) else 2
            el["RESERVE"] = resv if isinstance(resv, int) else 2
        need = ["MAIN_COST", "RECALL_COST"] if ctype not in ("TOKEN", "TOKEN_LANDMARK_PERMANENT") else []
        if ctype in ("CHARACTER", "TOKEN"):
            need += [fld for _, fld in STAT_FIELDS]
        missing = [f for f in need if f not in el]
        if missing:
            self.notes["cards with a cost or statistic missing"] += 1
            self.file_notes.append({"file": where, "note": "missing " + ", ".join(missing), "complete": bool(props.get("__complete__"))})
        card = {"_ctype": ctype, "_set": cset, "_effect_raw": props.get("effectDesc") if isinstance(props.get("effectDesc"), str) else None,
                "_support_raw": props.get("supportDesc") if isinstance(props.get("supportDesc"), str) else None}
        for key, fld in (("effectDesc", "MAIN_EFFECT"), ("supportDesc", "ECHO_EFFECT")):
            v = props.get(key)
            if v is None:
                continue
            if not isinstance(v, str):
                raise ParseError(f"{key!r} is not a string literal")
            txt = self.text(v, card, where)
            txt = self.typography(txt, cset)
            if txt:
                el[fld] = txt
        out = {
            "name": name.strip(),
            "reference": uid,
            "cardType": {"reference": ctype, "name": self.off.type_names.get(ctype, ctype.replace("_", " ").title())},
            "cardSubTypes": [{"reference": s, "name": self.off.subtype_names.get(s, s.replace("_", " ").title())} for s in subs],
            "mainFaction": {"reference": faction, "name": self.off.faction_names.get(faction, faction)},
            "rarity": {"reference": rarity, "name": self.off.rarity_names.get(rarity, rarity.title())},
            "cardSet": {"reference": cset, "name": self.off.set_names.get(cset) or SET_NAMES.get(cset, cset)},
            "elements": el,
            "isSuspended": False,
            "isBanned": False,
            "isErrated": False,
        }
        return out

    def typography(self, t: str, cset: str) -> str:
        if not t:
            return t
        t = re.sub(r"[ \xa0]+—", NBSP + "—", t)  # the official files' no-break space before a dash
        if cset == "FUGUE":
            t = self.fugue_plain_words(t)
        if cset == "ALIZE":  # the ALIZE file's own no-break spaces
            t = re.sub(r"• ", "•" + NBSP, t)
            t = re.sub(r"\bin (\{[VMO]\})", "in" + NBSP + r"\1", t)
        return t


# ----------------------------------------------------------------------------------------------


def php_files(dirs):
    files = []
    for d in dirs:
        if not os.path.isdir(d):
            raise SystemExit(f"convert.py: {d}: no such folder")
        files.extend(sorted(glob.glob(os.path.join(d, "*.php"))))
    return files


def convert_files(conv: Converter, files):
    cards = []
    for path in files:
        try:
            with open(path, encoding="utf-8") as fh:
                src = fh.read()
        except (OSError, UnicodeDecodeError) as exc:
            raise SystemExit(f"convert.py: {path}: cannot read it ({exc})")
        try:
            props = parse_php(src)
            cards.append(conv.card(props, os.path.basename(path)))
        except ParseError as exc:
            raise SystemExit(f"convert.py: {path}: cannot parse it: {exc}")
        if not props.get("__complete__"):
            conv.notes["excerpt (properties array not closed)"] += 1
    cards.sort(key=lambda c: c["reference"])
    return cards


def paragraphs(t):
    return [p for p in re.split(r" {2,}", t or "") if p.strip()]


def _distance(a: str, b: str) -> int:
    """A rough distance (characters not shared in order) to show the nearest converted paragraph."""
    import difflib
    return int((1 - difflib.SequenceMatcher(None, a, b).ratio()) * 1000)


def check(conv: Converter, cards, off: Official, verbose=False):
    figs = collections.Counter()
    diffs = []
    for c in cards:
        o = off.cards.get(c["reference"])
        if not o:
            figs["not in the official files"] += 1
            continue
        figs["cards"] += 1
        allsame = True
        for fld in ("MAIN_EFFECT", "ECHO_EFFECT"):
            op = paragraphs(o["elements"].get(fld))
            cp = paragraphs(c["elements"].get(fld))
            left = list(cp)  # an official paragraph is identical if the conversion has it (each used once)
            for i, p in enumerate(op):
                figs[f"official {fld} paragraphs"] += 1
                same = p in left
                figs[f"official {fld} paragraphs identical"] += same
                if same:
                    left.remove(p)
                else:
                    allsame = False
                    near = min(left, key=lambda q: _distance(q, p)) if left else None
                    diffs.append((c["reference"], fld, p, near))
            if len(cp) != len(op):
                figs[f"{fld} paragraph count differs (cards)"] += 1
                allsame = False
        figs["cards all identical"] += allsame
        figs["cardType compared"] += 1
        figs["cardType identical"] += o["cardType"]["reference"] == c["cardType"]["reference"]
        figs["subtypes identical"] += sorted(s["reference"] for s in o.get("cardSubTypes", [])) == sorted(s["reference"] for s in c["cardSubTypes"])
        for fld in ("MAIN_COST", "RECALL_COST", "FOREST_POWER", "MOUNTAIN_POWER", "OCEAN_POWER", "PERMANENT", "RESERVE"):
            if fld in o["elements"] or fld in c["elements"]:
                figs["stats compared"] += 1
                figs["stats identical"] += str(o["elements"].get(fld)) == str(c["elements"].get(fld))
                if str(o["elements"].get(fld)) != str(c["elements"].get(fld)):
                    diffs.append((c["reference"], fld, o["elements"].get(fld), c["elements"].get(fld)))
        figs["name identical"] += o["name"] == c["name"]
        figs["faction identical"] += o["mainFaction"]["reference"] == c["mainFaction"]["reference"]
    return figs, diffs


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--official", default="/work/shared/cards")
    ap.add_argument("--tokens", action="append", default=None)
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--report")
    ap.add_argument("--plain-stats", action="store_true", help="every statistic a bare integer (no #v# for a rare's changed ones)")
    ap.add_argument("-v", "--verbose", action="store_true")
    ap.add_argument("paths", nargs="+")
    a = ap.parse_args(argv)
    if a.check:
        out, dirs = None, a.paths
    else:
        if len(a.paths) < 2:
            ap.error("give OUT.json and at least one RAWDIR")
        out, dirs = a.paths[0], a.paths[1:]
    off = Official(a.official)
    token_dirs = a.tokens
    if token_dirs is None:
        token_dirs = []
        for d in dirs:
            sib = os.path.join(os.path.dirname(os.path.abspath(d.rstrip("/"))), "tokens")
            if os.path.isdir(sib) and sib not in token_dirs:
                token_dirs.append(sib)
        token_dirs += [d for d in dirs if d not in token_dirs]
    conv = Converter(off, token_dirs)
    conv.mark_changed = not a.plain_stats
    files = php_files(dirs)
    if not files:
        raise SystemExit(f"convert.py: no *.php file in {' '.join(dirs)}")
    cards = convert_files(conv, files)
    refs = collections.Counter(c["reference"] for c in cards)
    dup = [r for r, n in refs.items() if n > 1]
    if dup:
        print(f"convert.py: warning: {len(dup)} references appear more than once", file=sys.stderr)
    main_p = sum(len(paragraphs(c["elements"].get("MAIN_EFFECT"))) for c in cards)
    echo_p = sum(len(paragraphs(c["elements"].get("ECHO_EFFECT"))) for c in cards)
    summary = {"cards": len(cards), "MAIN_EFFECT paragraphs": main_p, "ECHO_EFFECT paragraphs": echo_p, **dict(sorted(conv.notes.items()))}
    if a.check:
        figs, diffs = check(conv, cards, off, a.verbose)
        summary.update(dict(sorted(figs.items())))
        if a.verbose:
            for d in diffs:
                print("DIFF", d[0], d[1], "\n  official :", repr(d[2]), "\n  converted:", repr(d[3]))
    else:
        with open(out, "w", encoding="utf-8") as fh:
            json.dump(cards, fh, ensure_ascii=False, indent=1)
            fh.write("\n")
    if a.report:
        with open(a.report, "w", encoding="utf-8") as fh:
            json.dump({"summary": summary, "notes": conv.file_notes}, fh, ensure_ascii=False, indent=1)
    print(json.dumps(summary, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
