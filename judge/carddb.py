"""Every card of the game: the facts and our encodings shipped for the published sets
(`judge/data/cards/SET.json`, no card text), and the sets a user imported (`judge cards import`,
kept in the user's data directory with the text and the publisher's rulings).

A card is found by name (as printed in any language the data gives, in any case, or a near
miss: 2.2.3.c) or by reference (one version: a rare version may differ, 2.2.3). The engine
plays a card only when every one of its ability lines is modelled; otherwise `NotModelled`
names the card, the ability and what is missing, and nothing is guessed. The hand-written
catalog (`judge/data/catalog.yaml`) takes precedence over these encodings (catalog.lookup).
"""

from __future__ import annotations

import difflib
import json
import os
import time
from functools import lru_cache
from pathlib import Path

SHIPPED = Path(__file__).resolve().parent / "data" / "cards"
# Which version a name means when no reference is given: a common one (the rules' examples are
# the common versions), of the first set that has the name.
RARITY_ORDER = {"common": 0, "rare": 1, "unique": 2}
SET_ORDER = ("CORE", "ALIZE", "BISE", "CYCLONE", "DUSTER", "EOLE")


class NotModelled(ValueError):
    """A card the engine knows but cannot play: one of its ability lines is not modelled."""

    def __init__(self, record: dict, index: int | None, why: str):
        self.record, self.index, self.why = record, index, why
        n = len(record.get("lines") or [])
        what = f"ability {index + 1} of {n} is not modelled" if index is not None else "not played"
        super().__init__(f"card {record['name']!r} ({record['reference']}): {what}: {why}; define the card under cards: to use it")


def imported_dir() -> Path:
    from rules_index.paths import data_dir

    return data_dir() / "cards"


def _read(path: Path) -> dict | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) and isinstance(data.get("versions"), list) else None


def translator_stamp() -> str:
    """What a translation was made with: the translator's code and the engine's (its language,
    the verbs that check an encoding). A stored import made with another is translated again."""
    import zlib

    from .stamp import code_stamp

    here = Path(__file__).resolve().parent.parent / "card_data"
    parts = [code_stamp()]
    for f in sorted(here.glob("*.py")):
        try:
            st = f.stat()
            parts.append(f"{f.name}|{st.st_mtime_ns}|{st.st_size}")
        except OSError:
            pass
    return f"{zlib.crc32(chr(10).join(parts).encode()):08x}"


def refresh(data: dict, known: dict | None = None) -> bool:
    """Translate an imported set's lines again when the translator or the engine changed since
    (its facts, text and rulings are kept as imported). True when anything was redone. `known`:
    the records read before it, whose token cards an effect may name by code, as its own."""
    stamp = translator_stamp()
    if data.get("translated_with") == stamp:
        return False
    from card_data import translate

    tokens = translate.token_cards([*(known or {}).values(), *(r for r in data.get("versions") or () if isinstance(r, dict))])
    versions = []
    for rec in data.get("versions") or ():
        text = rec.get("text") or {}
        facts = {k: v for k, v in rec.items() if k not in ("lines", "encoding", "rules", "verdict", "text", "rulings", "source")}
        new = check(facts, translate.translate(facts.get("type", ""), list(text.get("main") or ()), list(text.get("support") or ()),
                                               tokens))
        new["text"] = text
        if rec.get("rulings"):
            new["rulings"] = rec["rulings"]
        versions.append(new)
    data["versions"] = versions
    data["translated_with"] = stamp
    return True


def add_printed_names(printed: dict[str, str]) -> None:
    """Keep names printed in other languages (name -> reference) in the user's data: a name
    of any language finds its card (2.2.3.c)."""
    from rules_index.files import write_whole

    path = imported_dir() / "names.json"
    try:
        names = json.loads(path.read_text(encoding="utf-8"))
        names = names if isinstance(names, dict) else {}
    except (OSError, ValueError):
        names = {}
    names.update(printed)
    path.parent.mkdir(parents=True, exist_ok=True)
    write_whole(path, json.dumps(dict(sorted(names.items())), ensure_ascii=False, indent=0))
    forget()


_STAMPED: list = []  # [(where the user's data is, when it was read), stamp]: see _stamp
STAMP_FOR = 1.0  # seconds a reading of the imported sets' files is trusted


def _stamp() -> tuple:
    """What the loaded data depends on: the imported sets' files (a new import is seen). Read
    at most once a second: a game written as data looks up each of its cards, many times a
    second (an import in this process forgets the reading at once)."""
    where = (os.environ.get("ALTERED_JUDGE_HOME"), os.environ.get("XDG_DATA_HOME"), os.environ.get("HOME"))
    now = time.monotonic()
    if _STAMPED and _STAMPED[0][0] == where and now - _STAMPED[0][1] < STAMP_FOR:
        return _STAMPED[1]
    folder = imported_dir()
    try:
        stamp = tuple(sorted((e.name, e.stat().st_mtime_ns, e.stat().st_size) for e in os.scandir(folder) if e.name.endswith(".json")))
    except OSError:
        stamp = ()
    _STAMPED[:] = [(where, now), stamp]
    return stamp


def forget() -> None:
    """The imported sets changed (an import): read them again at the next look-up."""
    _STAMPED.clear()


def _store(path: Path, data: dict) -> None:
    from rules_index.files import write_whole

    try:
        write_whole(path, json.dumps(data, ensure_ascii=False, sort_keys=True))
    except OSError:
        pass  # a store that cannot be written: the translations are right in memory all the same
    forget()


def sets() -> dict[str, dict]:
    return _load(_stamp())[0]


def records() -> dict[str, dict]:
    """reference -> the version's record (facts, lines, encoding; text and rulings if imported)."""
    return _load(_stamp())[1]


@lru_cache(maxsize=2)
def _load(stamp: tuple) -> tuple[dict, dict, dict]:
    sets: dict[str, dict] = {}
    recs: dict[str, dict] = {}
    for source, folder in (("shipped", SHIPPED), ("imported", imported_dir())):
        if not folder.is_dir():
            continue
        for path in sorted(folder.glob("*.json")):
            if path.name == "names.json":
                continue
            data = _read(path)
            if data is None:
                continue
            if source == "imported" and refresh(data, recs):
                _store(path, data)  # our own store: its translations are remade, nothing the user wrote
            code = str(data.get("set") or path.stem)
            sets[code] = {"set": code, "name": data.get("set_name"), "source": source, "versions": len(data["versions"])}
            for rec in data["versions"]:
                if isinstance(rec, dict) and isinstance(rec.get("reference"), str):
                    recs[rec["reference"]] = {**rec, "source": source}
    names: dict[str, list[str]] = {}
    for ref, rec in recs.items():
        names.setdefault(str(rec.get("name", "")).casefold(), []).append(ref)
    try:  # names printed in other languages, from imports of other languages' data
        printed = json.loads((imported_dir() / "names.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        printed = {}
    for name, ref in (printed.items() if isinstance(printed, dict) else ()):
        if isinstance(name, str) and ref in recs:
            same = names.get(recs[ref]["name"].casefold(), [ref])
            names.setdefault(name.casefold(), [])
            names[name.casefold()] += [r for r in same if r not in names[name.casefold()]]
    for refs in names.values():
        refs.sort(key=_preference(recs))
    return sets, recs, names


def _preference(recs: dict):
    def key(ref: str):
        rec = recs[ref]
        s = rec.get("set", "")
        return (RARITY_ORDER.get(rec.get("rarity") or "", 3), SET_ORDER.index(s) if s in SET_ORDER else len(SET_ORDER), s, ref)

    return key


def names() -> list[str]:
    return sorted({r["name"] for r in records().values()})


def find(query: str, references, names) -> tuple[str | None, str]:
    """What a query names among `references` (upper case) and `names` (case-folded keys): (the
    reference or the name key, how: "reference", "name", "near miss"), or (None, ""). A near miss
    is one close name, or a very close first one (2.2.3.c: a name as typed, in any case)."""
    q = " ".join(str(query).split())
    if q.upper() in references:
        return q.upper(), "reference"
    if q.casefold() in names:
        return q.casefold(), "name"
    close = difflib.get_close_matches(q.casefold(), list(names), n=2, cutoff=0.85)
    if len(close) == 1 or (close and difflib.SequenceMatcher(None, q.casefold(), close[0]).ratio() >= 0.92):
        return close[0], "near miss"
    return None, ""


def versions(query: str) -> tuple[str | None, list[dict], str]:
    """(the card's name, its versions best first, how it was found: "reference", "name",
    "printed name", "near miss") for a name or a reference; (None, [], "") when nothing matches."""
    _, recs, by_name = _load(_stamp())
    key, how = find(query, recs, by_name)
    if key is None:
        return None, [], ""
    if how == "reference":
        rec = recs[key]
        same = [recs[r] for r in by_name.get(rec["name"].casefold(), [])]
        return rec["name"], [rec] + [r for r in same if r is not rec], how
    first = recs[by_name[key][0]]
    if how == "name" and first["name"].casefold() != key:
        how = "printed name"
    return first["name"], [recs[r] for r in by_name[key]], how


_CARDS: dict[str, object] = {}


def engine_card(rec: dict):
    """The `Card` of one version, made once; NotModelled when a line is not modelled."""
    card = _CARDS.get(rec["reference"])
    if card is not None:
        return card
    if rec.get("type") == "token":
        raise NotModelled(rec, None, "a token card: tokens are made by the effects that create them (7.3.3.a)")
    for i, line in enumerate(rec.get("lines") or ()):
        if line.get("missing"):
            raise NotModelled(rec, i, line["missing"])
    spec = rec.get("encoding")
    if not spec:
        raise NotModelled(rec, None, f"a {rec.get('type')} card, which the engine does not play yet")
    from .cardspec import card_from_spec
    from .scenario.model import CardSpec

    card = _CARDS[rec["reference"]] = card_from_spec(rec["name"], CardSpec.model_validate(spec))
    return card


def lookup(query: str):
    """The engine's card for a name or reference, or None when no set has it. A name means its
    preferred version (a common one); NotModelled when that version is not fully modelled."""
    name, found, how = versions(query)
    if not found or how == "near miss":
        return None
    return engine_card(found[0])


# -- checking an encoding against the engine (the translator's output is data) ----------------
def check(facts: dict, translation) -> dict:
    """The record of one version: its facts, each line's verdict with our rendering of it, its
    encoding (the modelled lines, as a card definition) when the card is a kind the engine
    plays, and the rules that apply to it. A line whose encoding does not load (the language's
    own checks) is not modelled."""
    from .abilities import AbilityError, parse_ability, parse_effect

    lines: list[dict] = []
    abilities: list = []
    effect: list = []
    lead = getattr(translation, "lead", {})
    for i, line in enumerate(translation.lines):
        if line.missing:
            lines.append({"kind": line.kind, "missing": line.missing})
            continue
        before = None
        if i in lead:  # the ability the line begins with (a Spell's optional cost), then the rest of it
            try:
                parse_ability(lead[i])
            except AbilityError as exc:
                lines.append({"kind": line.kind, "missing": f"does not load: {exc}"})
                continue
            abilities.append(lead[i])
            before = len(abilities) - 1
        try:
            if line.kind == "effect":
                parse_effect(line.data)
                at = ["effect", len(effect), len(effect) + len(line.data)]  # its steps in the Spell's effect
                effect = effect + list(line.data)
            elif line.kind == "abilities":  # one paragraph, several abilities (card_data.translate)
                for data in line.data:
                    parse_ability(data)
                at = ["abilities", len(abilities), len(abilities) + len(line.data)]
                abilities = abilities + list(line.data)
            elif line.kind != "keyword":
                parse_ability(line.data)
                abilities.append(line.data)
        except AbilityError as exc:
            lines.append({"kind": line.kind, "missing": f"does not load: {exc}"})
            continue
        # the line's encoding, by its place in the card's definition (judge card renders it)
        lines.append({"kind": line.kind, "is": line.data if line.kind == "keyword" else
                      at if line.kind in ("effect", "abilities") else len(abilities) - 1,
                      **({"with": before} if before is not None else {})})
    rec = {**facts, "lines": lines}
    if facts["type"] in ("character", "spell", "permanent", "hero", "token", "mana token"):
        # a token card: its definition as a Character's (2.2.1.d), for `judge card`; never played.
        # A Mana card (Mana Convergence): a card of its own type that is never played, used as a
        # Mana Orb (published game, v5.0 1.1.5.a, 3.2.9)
        kind = {"token": "character", "mana token": "mana"}.get(facts["type"], facts["type"])
        spec: dict = {"type": kind, "subtypes": list(facts.get("subtypes") or [])}
        if facts.get("faction"):
            spec["faction"] = facts["faction"]
        if facts.get("hand_cost") is not None and facts["type"] != "hero":
            reserve = facts.get("reserve_cost")
            spec["cost"] = f"{facts['hand_cost']}/{facts['hand_cost'] if reserve is None else reserve}"
        if facts.get("stats"):
            s = facts["stats"]
            spec["stats"] = f"{s['forest']}/{s['mountain']}/{s['water']}"
        if facts["type"] == "hero":
            spec["reserve limit"] = facts.get("reserve_limit") or 0
            spec["landmark limit"] = facts.get("landmark_limit") or 0
        if facts["type"] == "permanent" and facts.get("lives_in") == "expedition":
            spec["zone type"] = "expedition"  # an Expedition Permanent (published game, v5.0 2.2.3)
        if translation.keywords:
            spec["keywords"] = list(translation.keywords)
        if getattr(translation, "tough", 0):
            spec["tough"] = translation.tough
        if getattr(translation, "scout", None) is not None:
            spec["scout"] = translation.scout
        if getattr(translation, "temple", None) is not None:
            spec["temple"] = translation.temple
        if abilities:
            spec["abilities"] = abilities
        if effect:
            spec["effect"] = effect
        from .cardspec import ignored_on_day_one

        bad = ignored_on_day_one(abilities, translation.keywords, effect)
        if bad:  # the card's own abilities ignored for a while, with some the engine would not ignore: not modelled
            for ln in lines:
                if isinstance(ln.get("is"), int) and abilities[ln["is"]] == {"passive": "my abilities are ignored during the first day"}:
                    ln.pop("is")
                    ln["missing"] = bad
        rec["encoding"] = spec
        rec["rules"] = rules_of(spec)
    missing = sum(1 for ln in rec["lines"] if ln.get("missing"))
    rec["verdict"] = ("no abilities" if not rec["lines"] else "modelled" if not missing
                      else "not modelled" if missing == len(rec["lines"]) else "partly modelled")
    return rec


# The rules of the built-in edition a card's encoding applies (judge card; card -> rule edges
# of the graph, so that `judge rule 7.4.1` lists the Defender cards).
KEYWORD_RULES = {"Defender": "7.4.1", "Gigantic": "7.4.3", "Seasoned": "7.4.4", "Fleeting": "2.4.6.e"}
TRIGGER_RULES = {"enters play": "1.1.6.e", "played from hand": "1.1.6.f", "played from reserve": "1.1.6.g"}
COST_RULES = {"exhaust me": "1.1.6.h", "discard me from reserve": "1.1.6.i", "mana": "1.1.6.j", "spend": "2.5.g"}
VERB_RULES = {"create token": "7.3.3", "create signature token": "7.3.3", "discard": "7.3.4", "gain counters": "2.5.e", "remove counters": "2.5.f",
              "gain boosts": "2.4.4", "resupply": "7.3.16", "move forward": "7.3.11", "move backward": "7.3.10",
              "switch expeditions": "7.3.22", "activate triggers": "7.3.1", "ongoing": "2.2.2.m", "after rest": "2.2.2.m"}
KIND_RULES = {"reaction": "6.3", "quick action": "2.2.10", "support": "2.2.10.d", "support passive": "2.2.10.d", "passive": "2.2.10"}


def renders(rec: dict) -> list[str | None]:
    """Each line of a version in our words (the engine's rendering of its encoding), None for a
    line not modelled. Made at run time: the package ships encodings, never sentences that could
    read as the card's own text."""
    from .abilities import parse_ability, parse_steps, render_ability, render_steps

    enc = rec.get("encoding") or {}
    out: list[str | None] = []
    for line in rec.get("lines") or ():
        at = line.get("is")
        first = ""
        if line.get("with") is not None and not line.get("missing"):  # the ability the line begins with
            first = render_ability(parse_ability((enc.get("abilities") or [])[line["with"]])) + " "
        if line.get("missing") or at is None:
            out.append(None)
        elif line["kind"] == "keyword":
            out.append(first + str(at))
        elif isinstance(at, list) and at[0] == "abilities":
            out.append(first + " ".join(render_ability(parse_ability(a)) for a in (enc.get("abilities") or [])[at[1]:at[2]]))
        elif isinstance(at, list):
            out.append(first + render_steps(parse_steps((enc.get("effect") or [])[at[1]:at[2]])))
        else:
            out.append(first + render_ability(parse_ability((enc.get("abilities") or [])[at])))
    return out


def rules_of(spec: dict) -> list[str]:
    from .abilities import parse_ability, parse_steps
    from .words import cost as read_cost

    out: list[str] = []
    out.extend(KEYWORD_RULES[k] for k in spec.get("keywords") or () if k in KEYWORD_RULES)

    def steps(items) -> None:
        for st in items:
            if st.verb in VERB_RULES:
                out.append(VERB_RULES[st.verb])
            steps(st.then)
            steps(st.otherwise)
            for mode in st.modes:
                steps(mode)

    for data in spec.get("abilities") or ():
        a = parse_ability(data)
        out.append(KIND_RULES.get(a.kind.replace("support reaction", "support"), "2.2.10"))
        if a.trigger in TRIGGER_RULES:
            out.append(TRIGGER_RULES[a.trigger])
        for c in a.cost:
            kind = read_cost(c).kind
            if kind in COST_RULES:
                out.append(COST_RULES[kind])
        steps(a.steps)
    steps(parse_steps(spec.get("effect") or []))
    return sorted(set(out), key=lambda r: [int(p) if p.isdigit() else p for p in r.split(".")])
