"""Cards in the format of the game's official card API, as the community keeps it.

One JSON file per set (a list of cards, or the API's page `{"hydra:member": [...]}`), a folder of
such files, or a folder of one file per card. Every field is read defensively: the data comes
from the user's files, of sets this project has never seen. What comes out is plain data:

- `facts(card)`: what may be shipped (name, reference, set, type, sub-types, faction, rarity,
  costs, statistics, Hero limits, the suspended / banned / errata flags, which facts a rare
  version changed);
- `text(card)`: what belongs to the publisher and is read at run time only (the ability text,
  split into ability lines, and the publisher's rulings where the data carries them).

Bad input raises BadInput with one line naming the file and, where one applies, the card.
"""

from __future__ import annotations

import json
import os
import re

from rules_index.errors import BadInput, one_line

# Every input is bounded: a file, a folder, a card's text and its numbers.
MAX_FILE_BYTES = 64 * 1024 * 1024
MAX_FILES = 20_000
MAX_CARDS = 200_000
MAX_TEXT = 4_000  # characters of one ability field
MAX_RULINGS = 200
MAX_NUMBER = 99  # costs, statistics and limits print as one or two digits

# The data's card types, as the engine's kinds (2.2.1): what a card is, and where it lives.
TYPES = {
    "CHARACTER": "character",
    "SPELL": "spell",
    "PERMANENT": "permanent",
    "LANDMARK_PERMANENT": "permanent",
    "EXPEDITION_PERMANENT": "permanent",
    "HERO": "hero",
    "TOKEN": "token",
    "TOKEN_MANA": "mana token",
    # a token card that is a Landmark Permanent (Aerolith, Manaseed: "Create an [Aerolith] token in
    # your Landmarks"), as some community data types them
    "TOKEN_LANDMARK_PERMANENT": "token",
    "FOILER": "foiler",
}
# Where a Permanent lives, when the data says (the later sets' Expedition Permanents).
PERMANENT_ZONE = {"LANDMARK_PERMANENT": "landmark", "EXPEDITION_PERMANENT": "expedition", "PERMANENT": "landmark"}
STATS = (("forest", "FOREST_POWER"), ("mountain", "MOUNTAIN_POWER"), ("water", "OCEAN_POWER"))
REFERENCE = re.compile(r"^[A-Z0-9_]{3,80}$")


def read_path(path: str) -> list[tuple[str, dict]]:
    """(file, card) for every card at `path`: a JSON file, or a folder of them (searched
    recursively, in name order). BadInput when nothing there is card data."""
    if os.path.isdir(path):
        files = []
        for root, dirs, names in os.walk(path):
            dirs.sort()
            files.extend(os.path.join(root, n) for n in sorted(names) if n.lower().endswith(".json"))
            if len(files) > MAX_FILES:
                raise BadInput(f"{path}: more than {MAX_FILES:,} JSON files; import a smaller folder")
        if not files:
            raise BadInput(f"{path}: no JSON file in this folder")
    elif os.path.isfile(path):
        files = [path]
    else:
        raise BadInput(f"{path}: no such file or folder")
    out: list[tuple[str, dict]] = []
    for f in files:
        out.extend((f, card) for card in read_file(f))
        if len(out) > MAX_CARDS:
            raise BadInput(f"{path}: more than {MAX_CARDS:,} cards")
    return out


def read_file(path: str) -> list[dict]:
    try:
        size = os.path.getsize(path)
        if size > MAX_FILE_BYTES:
            raise BadInput(f"{path}: {size:,} bytes; card files of more than {MAX_FILE_BYTES // 2**20} MiB are not read")
        with open(path, "rb") as fh:
            data = json.loads(fh.read().decode("utf-8-sig"))
    except UnicodeDecodeError as exc:
        raise BadInput(f"{path}: not UTF-8 text (byte {exc.start})") from None
    except json.JSONDecodeError as exc:
        raise BadInput(f"{path}:{exc.lineno}: not JSON: {exc.msg}") from None
    except RecursionError:
        raise BadInput(f"{path}: JSON nested too deeply") from None
    except OSError as exc:
        raise BadInput(f"{path}: cannot read it ({exc.strerror})") from None
    if isinstance(data, dict) and isinstance(data.get("hydra:member"), list):
        data = data["hydra:member"]
    if isinstance(data, dict):
        data = [data]
    if not isinstance(data, list) or not all(isinstance(c, dict) for c in data):
        raise BadInput(f"{path}: not card data (a list of cards, or one card, in the official API's format)")
    cards = [c for c in data if "reference" in c and "name" in c]
    if data and not cards:
        raise BadInput(f"{path}: no card in it (each card has a `reference` and a `name`)")
    return cards


def _ref(obj) -> str | None:
    return obj.get("reference") if isinstance(obj, dict) and isinstance(obj.get("reference"), str) else None


def _label(obj) -> str | None:
    return obj.get("name") if isinstance(obj, dict) and isinstance(obj.get("name"), str) else None


def _number(value, where: str) -> tuple[int | None, bool]:
    """A cost, statistic or limit as printed ("3", "#3#" where a rare version changed it, ""
    where the card has none): (number, changed)."""
    if value is None:
        return None, False
    text = str(value).strip()
    changed = "#" in text
    text = text.replace("#", "").strip()
    if not text:
        return None, changed
    if not text.isdigit() or int(text) > MAX_NUMBER:
        raise BadInput(f"{where}: {one_line(text, 20)!r} is not a number from 0 to {MAX_NUMBER}")
    return int(text), changed


def facts(card: dict, source: str = "") -> dict:
    """What may be shipped of one card version: its facts, no text."""
    ref = card.get("reference")
    where = f"{source}: card {one_line(str(ref), 60)}" if source else f"card {one_line(str(ref), 60)}"
    if not isinstance(ref, str) or not REFERENCE.match(ref):
        raise BadInput(f"{where}: not a card reference (letters, digits and _)")
    name = card.get("name")
    if not isinstance(name, str) or not name.strip() or len(name) > 120:
        raise BadInput(f"{where}: no name")
    elements = card.get("elements") if isinstance(card.get("elements"), dict) else {}
    kind = _ref(card.get("cardType")) or ""
    changed: list[str] = []
    out: dict = {
        "reference": ref,
        "name": " ".join(name.split()),
        "set": _ref(card.get("cardSet")) or (ref.split("_")[1] if ref.count("_") >= 2 else ""),
        "set_name": _label(card.get("cardSet")),
        "data_type": kind,
        "type": TYPES.get(kind, kind.lower() or "unknown"),
        "subtypes": [s for s in (_label(t) for t in card.get("cardSubTypes") or [] if isinstance(t, dict)) if s],
        "faction": _label(card.get("mainFaction")),
        "faction_code": _ref(card.get("mainFaction")),
        "rarity": (_ref(card.get("rarity")) or "").lower() or None,
    }
    if kind in PERMANENT_ZONE:
        out["lives_in"] = PERMANENT_ZONE[kind]
    for key, field in (("hand_cost", "MAIN_COST"), ("reserve_cost", "RECALL_COST")):
        out[key], ch = _number(elements.get(field), where)
        if ch:
            changed.append(key)
    if any(field in elements for _, field in STATS) and out["type"] in ("character", "token"):
        stats = {}
        for key, field in STATS:
            stats[key], ch = _number(elements.get(field), where)
            stats[key] = stats[key] or 0
            if ch:
                changed.append(key)
        out["stats"] = stats
    if out["type"] == "hero":
        out["landmark_limit"], _ = _number(elements.get("PERMANENT"), where)
        out["reserve_limit"], _ = _number(elements.get("RESERVE"), where)
    for key, field in (("suspended", "isSuspended"), ("banned", "isBanned"), ("errata", "isErrated")):
        out[key] = card.get(field) is True
    if changed:
        out["changed"] = changed
    return out


# Ability lines are printed as paragraphs, two spaces (or a line break) apart; the items of a
# "Choose one:" or a die roll are bullets that belong to the line before them.
_PARAGRAPHS = re.compile(r"(?:\s*\n\s*|\s{2,})")
# a paragraph of reminder text alone; one the data leaves open (closed in a later paragraph, or
# never) is reminder text too: a reminder never spans abilities
_REMINDER_ONLY = re.compile(r"^\((?:[^()]|\([^()]*\))*(?:\)\.?)?$")
_GOES_ON = re.compile(r"^(?:If you (?:do|don't)\b|Otherwise\b|Then\b|On an? \d)", re.I)  # "On a 4+, ...": a die roll's outcome
# "If X, discard it instead.": a step in the place of one the paragraph before said (no "would":
# not an ability of its own, which would say what it replaces), printed as a paragraph of its own
# (a rare version's added sentence, say)
_INSTEAD_OF_BEFORE = re.compile(r"^If [^.]{1,200}\bit\b[^.]{0,80}\binstead\.?$", re.I)


def lines(field: str | None) -> list[str]:
    """An ability field as its ability lines, in printed order (the text as printed: reminders
    and the rare markers `#...#` are the translator's to read)."""
    if not field:
        return []
    text = str(field)[:MAX_TEXT].replace("\xa0", " ").replace("\u2009", " ")
    out: list[str] = []
    for part in _PARAGRAPHS.split(text):
        part = part.strip()
        if not part or _REMINDER_ONLY.match(part):
            continue  # reminder text alone is no ability (2.2.10.c: it has no existence rules-wise)
        bare = part.replace("#", "").replace("\u2019", "'")  # a rare version's markers: the text they mark is printed as any other
        if bare.lstrip().startswith(("•", "-", "·")) and out:
            out[-1] += "\n" + part
        elif (_GOES_ON.match(bare) or (_INSTEAD_OF_BEFORE.match(bare) and " would " not in bare)) and out:
            out[-1] += " " + part  # "If you don't, ...": the same ability, printed as its own paragraph
        else:
            out.append(part)
    return out


def text(card: dict) -> dict:
    """What belongs to the publisher, read at run time: the ability lines (`main`: the card's
    abilities; `support`: its support abilities, the data's ECHO_EFFECT) and the rulings."""
    elements = card.get("elements") if isinstance(card.get("elements"), dict) else {}
    rulings = []
    for r in (card.get("cardRulings") or [])[:MAX_RULINGS]:
        if isinstance(r, dict) and (r.get("question") or r.get("answer")):
            rulings.append({k: one_line(str(r.get(k) or ""), MAX_TEXT) for k in ("question", "answer", "createdAt", "eventFormat")})
    return {"main": lines(elements.get("MAIN_EFFECT")), "support": lines(elements.get("ECHO_EFFECT")), "rulings": rulings}
