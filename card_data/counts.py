"""Conditions that count, read part by part: who ("you control", "an opponent controls", "you
have ... in your Reserve", "I have ... boosts", "I'm facing ..."), how many ("no", "a", "another",
"N or more", "at least N", "N or less", "at most N", "more than N", "fewer than N") and of what (a
status, a type or a sub-type), each read on its own and written in the language's condition for
that count (judge/words.py), "at most N" being "not N + 1 or more".

The translator's condition table (translate._CONDITION) reads the phrasings the cards print most;
this reads the other combinations of the same parts. Nothing it does not know is read: a part it
cannot place and it gives nothing, and the table's reason stands.
"""

from __future__ import annotations

import re

_NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10}
_N = r"(?:one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})"
# how many: (at least, at most) once read
_HOW_MANY = re.compile(rf"^(?:(?P<none>no)|(?P<one>an?|one or more|at least one)|(?P<another>another)"
                       rf"|(?P<more>{_N}) or more|at least (?P<least>{_N})|(?P<less>{_N}) or (?:less|fewer)|at most (?P<most>{_N})"
                       rf"|more than (?P<over>{_N})|(?:less|fewer) than (?P<under>{_N}))\s", re.I)
_STATUS = re.compile(r"^(?:\[\[)?(?P<s>exhausted|asleep|anchored|boosted|fleeting|completed)(?:\]\])?\s", re.I)
_KIND = re.compile(r"^(?i:(?P<type>landmark permanents?|characters?|permanents?|landmarks?|tokens?|cards?|spells?))$|^(?P<sub>[A-Z][a-z]+)$")
_ZONES = {"reserve": "reserve", "hand": "hand", "landmarks": "landmarks", "discard pile": "discard"}
_NOT_SUBTYPES = {"Expedition", "Expeditions", "Hero", "Heroes", "Player", "Players", "Opponent", "Opponents", "Region", "Regions",
                 "Reserve", "Hand", "Deck", "Mana", "Orbs", "Boosts", "Counters"}


def _number(word: str) -> int:
    return _NUMBER_WORDS.get(word.lower(), None) or int(word)


def _how_many(words: str) -> tuple[int, int | None, bool, str] | None:
    """(at least, at most, other, the words after) for "three or more X", "at most two X", "no X", ..."""
    m = _HOW_MANY.match(words + " ")
    if not m:
        return None
    rest = words[m.end():] if m.end() <= len(words) else ""
    if m.group("none"):
        return 0, 0, False, rest
    if m.group("one"):
        return 1, None, False, rest
    if m.group("another"):
        return 1, None, True, rest
    if m.group("more") or m.group("least"):
        return _number(m.group("more") or m.group("least")), None, False, rest
    if m.group("less") or m.group("most"):
        return 0, _number(m.group("less") or m.group("most")), False, rest
    if m.group("over"):
        return _number(m.group("over")) + 1, None, False, rest
    return 0, _number(m.group("under")) - 1, False, rest


def _kind(words: str) -> tuple[str, str, str] | None:
    """(status, type in the plural or "", sub-type or "") of "[[Boosted]] Characters", "Animals", ..."""
    status = ""
    s = _STATUS.match(words + " ")
    if s and len(words) > s.end() - 1:
        status, words = s.group("s").lower(), words[s.end():]
    k = _KIND.match(words.strip())
    if not k:
        return None
    if k.group("type"):
        t = k.group("type").lower()
        t = "landmarks" if t.startswith("landmark") else t if t.endswith("s") else t + "s"
        return status, t, ""
    sub = k.group("sub")
    sub = sub[:-1] if sub.endswith("s") and len(sub) > 3 else sub  # "Animals": no sub-type ends in "s" (2.2.2.n)
    if sub in _NOT_SUBTYPES or sub + "s" in _NOT_SUBTYPES:
        return None
    return status, "", sub


def _counted(words: str) -> tuple[int, int | None, bool, tuple[str, str, str]] | None:
    """(at least, at most, other, (status, type, sub-type)) of "two or more other [[Boosted]] Characters"."""
    how = _how_many(words)
    if not how:
        return None
    least, most, other, rest = how
    if rest.lower().startswith("other "):
        other, rest = True, rest[6:]
    kind = _kind(rest)
    return (least, most, other, kind) if kind else None


def _at_least_form(least: int, most: int | None, n_form) -> str | None:
    """The language's "N or more" condition for the count, negated for "at most"."""
    if most is None:
        return n_form(max(least, 1)) if least >= 1 else None
    if least:  # a band ("two to four"): not read here
        return None
    return f"not {n_form(most + 1)}" if most >= 0 else None


def read(words: str) -> str | None:
    """The language's condition for a counting condition, or None."""
    w = " ".join(words.split())
    w = re.sub(r"^(?:if|unless)\s", "", w, flags=re.I)
    w = re.sub(r"^(?:there's|there is|there are)\s", "there are ", w, flags=re.I)
    w = re.sub(r"^I'm\s", "I am ", w)
    # "I have 4 boosts or more": the same count as "4 or more boosts"
    w = re.sub(rf"^(I have|you have|you control|there are) ({_N}) ([A-Za-z\[\]]+(?: [A-Za-z\[\]]+)?) or (more|less|fewer)$", r"\1 \2 or \4 \3", w, flags=re.I)
    for reader in (_control, _opponent_controls, _in_zone, _in_expeditions, _of_me):
        out = reader(w)
        if out:
            return out
    return None


def _control(w: str) -> str | None:
    m = re.match(r"^you control (?P<rest>.+)$", w, re.I)
    if not m:
        return None
    counted = _counted(m.group("rest"))
    if not counted or counted[3][1] in ("cards", "spells"):
        return None  # a card or a Spell is not controlled in play by that name
    least, most, other, (status, what, sub) = counted
    words = f"{'other ' if other else ''}{status + ' ' if status else ''}{what or sub + 's'}"
    return _at_least_form(least, most, lambda n: f"you control {n} or more {words}")


def _opponent_controls(w: str) -> str | None:
    m = re.match(r"^an opponent controls (?P<rest>.+)$", w, re.I)
    if not m:
        return None
    counted = _counted(m.group("rest"))
    if not counted or counted[2] or counted[1] is not None or counted[3][1] in ("cards", "spells"):
        return None  # "an opponent controls no X": one opponent, or every one? (with several: not said)
    least, most, _, (status, what, sub) = counted
    words = f"{status + ' ' if status else ''}{what or sub + 's'}"
    return _at_least_form(least, most, lambda n: f"an opponent controls {n} or more {words}")


def _held_in(w: str, zones: str):
    """"you have / there are X in your ZONE", "X are in your ZONE": the match, its `rest` and `zone`."""
    return re.match(rf"^(?:you have|there are) (?P<rest>.+?) in your (?P<zone>{zones})$", w, re.I) \
        or re.match(rf"^(?P<rest>.+?) (?:are|is) in your (?P<zone>{zones})$", w, re.I)


def _plain(words: str) -> tuple[int, int | None] | None:
    """(at least, at most) of a count with nothing after its number ("three or fewer")."""
    how = _how_many(words)
    return None if not how or how[2] or how[3] else (how[0], how[1])


def _in_zone(w: str) -> str | None:
    m = _held_in(w, "reserve|hand|landmarks|discard pile")
    if not m:
        return None
    counted = _counted(m.group("rest"))
    if not counted or counted[2]:
        return None  # "another card in your Hand": the table reads it (not the object itself)
    least, most, _, (status, what, sub) = counted
    zone = _ZONES[m.group("zone").lower()]
    if status and status != "exhausted" or what == "landmarks":
        return None  # in a hidden or private zone a card keeps no status but Exhausted (v5.0 2.4.1.d, 2.4.6.e)
    words = f"{status + ' ' if status else ''}{what or sub + 's'}"
    if sub and status:
        return None
    return _at_least_form(least, most, lambda n: f"you have {n} or more {words} in {zone}")


def _in_expeditions(w: str) -> str | None:
    m = _held_in(w, "expeditions")
    if not m:
        return None
    counted = _counted(m.group("rest"))
    if not counted:
        return None
    least, most, other, (status, what, sub) = counted
    if what == "characters" and status:
        # a Character is in play only in an expedition (2.2.1.h): those in yours are those you control
        words = f"{'other ' if other else ''}{status} characters"
        return _at_least_form(least, most, lambda n: f"you control {n} or more {words}")
    if status or what not in ("characters", ""):
        return None  # a Permanent or a token may be in your Landmarks: not counted here
    words = f"{'other ' if other else ''}{what or sub + 's'}"
    return _at_least_form(least, most, lambda n: f"you have {n} or more {words} in your expeditions")


# counts about the object itself: (its words, "N or more", "N or less", "none" or None to say it as "N or less")
_OF_ME = [
    (re.compile(r"^I have (?P<rest>.+?) boosts?$"), lambda n, m: f"i have {n} or more boosts",
     lambda n, m: f"i have {n} boosts or less", "i have no boosts"),
    (re.compile(r"^I have (?P<rest>.+?) (?P<name>[A-Z][a-z]+) counters?$"), lambda n, m: f"i have {n} or more {m.group('name').lower()} counters",
     lambda n, m: f"i have less than {n + 1} {m.group('name').lower()} counters", None),
    (re.compile(r"^I am facing (?P<rest>.+?) characters?$", re.I), lambda n, m: f"i am facing {n} or more characters",
     lambda n, m: f"not i am facing {n + 1} or more characters", "the expedition facing me has no characters"),
]


def _of_me(w: str) -> str | None:
    for pattern, more, less, none in _OF_ME:
        m = pattern.match(w)
        plain = _plain(m.group("rest")) if m else None
        if not plain:
            continue
        least, most = plain
        if most is None:
            return more(least, m)
        if least:
            return None  # a band ("two to four"): not read here
        return none if most == 0 and none else less(most, m)
    return None
