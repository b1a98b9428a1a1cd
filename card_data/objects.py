"""The objects an ability names, read part by part: "target [[Boosted]] Character you control
with Hand Cost {3} or less in my Expedition" is a pick, statuses, a type, then filters in any
order, each read on its own and written back in the language's one order (judge/words.py).

The translator's templates (translate.selector) read the phrasings the cards print most and say
why a phrasing is refused; this grammar reads the combinations of the same parts that no
template names, so that a filter read in one card is read beside any other. It reads, it never
guesses: a part it does not know, or two parts that contradict each other, and it gives nothing
(the template's reason stands); what the language refuses of its result, the engine refuses as
it loads the card (judge/carddb.py), and the line is not modelled.
"""

from __future__ import annotations

import re

TERRAINS = {"{V}": "forest", "{M}": "mountain", "{O}": "water"}

_PICK = re.compile(r"(?P<pick>another target|target another|target|each other|each|all other|all|another|an?) ", re.I)
_STATUS_WORDS = "boosted|fleeting|anchored|asleep|exhausted"
_ONE_STATUS = rf"(?P<non>non-)?\[?\[?(?P<st>{_STATUS_WORDS})\]?\]?"
_STATUS = re.compile(rf"(?:{_ONE_STATUS}|(?P<ready>ready)) ", re.I)
_EITHER = re.compile(rf"\[?\[?(?P<a>{_STATUS_WORDS})\]?\]? or \[?\[?(?P<b>{_STATUS_WORDS})\]?\]? ", re.I)
_NON_SUBTYPE = re.compile(r"non-(?P<sub>[A-Z][a-z]+) ")
_TOKEN = re.compile(r"(?P<token>token|non-token) ", re.I)
_TYPE = re.compile(r"(?i:(?P<type>characters? or (?:expedition )?permanents?|expedition permanents?|landmark permanents?|characters?"
                   r"|permanents?|landmarks?|spells?|cards?|tokens?))(?=$| )|(?P<sub>[A-Z][a-z]+)(?=$| )")
# capitalised words of the game that are no sub-type (2.2.2.n names a card's sub-types)
NOT_SUBTYPES = {"Expedition", "Expeditions", "Hero", "Heroes", "Player", "Players", "Opponent", "Opponents", "Region", "Regions",
                "Reserve", "Hand", "Deck", "Mana", "Discard", "Limbo", "Emblem", "Emblems", "Object", "Objects", "Terrain", "Marker"}
_SINGULAR = {"characters or permanents": "character or permanent", "character or permanents": "character or permanent",
             "characters or expedition permanents": "character or expedition permanent",
             "expedition permanents": "expedition permanent", "landmark permanent": "landmark", "landmark permanents": "landmark"}

# each filter: its words, the slot it fills, and the value (groups of the match may complete it)
_FILTERS: list[tuple[re.Pattern, str, str]] = [(re.compile(p, re.I), slot, value) for p, slot, value in (
    (r" you control", "control", "yours"),
    (r" (?:an opponent controls|controlled by an opponent)", "control", "opponent"),
    (r" (?:another player controls|controlled by another player)", "control", "other"),
    (r" (?:target opponent controls|controlled by target opponent)", "control", "target opponent"),
    (r" controlled by target player", "control", "target player"),
    (r" with an? \{D\} ability", "support", "yes"),
    (r" with (?P<kind>hand|base|reserve) cost \{(?P<n>\d{1,2})\} or (?P<cmp>less|more)", "cost", ""),
    (r" with no statistic (?:over|higher than|greater than|above) (?P<n>\d{1,2})", "statmax", ""),
    (r" with (?:an? )?(?P<t>\{[VMO]\}) (?:statistic )?(?:of )?(?P<n>\d{1,2}) or (?P<cmp>less|more)", "statof", ""),
    (r" with (?P<t>\{[VMO]\}) less than or equal to mine", "statle", ""),
    (r" with (?P<n>two|three|four|five|[2-9]) or more boosts", "boosts", ""),
    (r" with no boosts| without (?:any )?boosts", "status", "non-boosted"),
    # a boost makes a Character Boosted (2.4.4.a): "with a boost" is the status said another way
    (r" with (?:a boost|(?:one|1) or more boosts|at least (?:one|1) boost)", "status", "boosted"),
    (r" in your reserve", "where", "your reserve"),
    (r" in (?:a |any |any player's )?reserve", "where", "reserve"),
    (r" in an opponent's reserve", "where", "opponent reserve"),
    (r" in another player's reserve", "where", "other reserve"),
    (r" in (?:play|an? expeditions?) or in (?:a )?reserve", "where", "play or reserve"),
    (r" in play", "where", "play"),
    (r" in my expedition", "where", "mine"),
    (r" in your hero expedition", "where", "own hero"),
    (r" in your companion expedition", "where", "own companion"),
    (r" in (?:my|your) other expedition", "where", "my other"),
    (r" in (?:one of )?your expeditions", "where", "yours"),
    (r" in (?:an opponent's expeditions?|one of an opponent's expeditions|one of your opponents' expeditions)", "where", "opponent's"),
    (r" (?:facing me|(?:i'm|i am) facing|in the expedition facing me)", "where", "facing"),
    (r" in target expedition", "where", "target expedition"),
    (r" in an \[?\[?ascended\]?\]? expedition", "where", "ascended"),
    (r" in (?P<t>\{[VMO]\})", "terrain", ""),
    (r" in a single-terrain region", "terrain", "single"),
)]
_HAS_STATISTICS = ("character",)  # only Characters have statistics (2.2.9.c)


_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_SEVERAL = re.compile(r"(?:up to (?P<n>one|two|three|four|five|[1-9])|(?P<any>any number of)) (?P<other>other )?(?P<rest>target .+)$", re.I)


def compose(words: str, plural: bool = False) -> str | None:
    """The object as the language writes it, or None when a part is unknown or contradicts another."""
    w = " ".join(words.split())
    disc = re.fullmatch(r"(?:a|an|one) (?P<t>card|Character|Spell|Permanent|[A-Z][a-z]+) (?:from|in) your Discard pile", w, re.I)
    if disc and not plural:  # one card of its controller's Discard pile, chosen as the step resolves
        t = disc.group("t")
        return f"a {t.lower() if t.lower() in ('card', 'character', 'spell', 'permanent') else t} from your discard pile"
    several = _SEVERAL.match(w)
    if several and not plural:  # "up to two target Characters ...": one slot of several targets, each read as one (5.2.3.b)
        inner = compose(("another " if several.group("other") else "") + several.group("rest"), plural=True)
        if inner is None or not inner.startswith(("target ", "another target ")):
            return None
        n = several.group("n")
        return f"up to {_NUMBERS.get(n.lower(), n)} {inner}" if n else f"any number of {inner}"
    m = _PICK.match(w[:1].lower() + w[1:])
    if not m:
        return None
    pick = {"target another": "another target", "all": "each", "all other": "each other", "an": "a"}.get(m.group("pick").lower(),
                                                                                                     m.group("pick").lower())
    rest = w[m.end():]
    statuses: list[str] = []
    while True:
        e = _EITHER.match(rest)
        if e and not statuses and e.group("a").lower() != e.group("b").lower():
            statuses.append(f"either {e.group('a').lower()} or {e.group('b').lower()}")
            rest = rest[e.end():]
            continue
        s = _STATUS.match(rest)
        if not s:
            break
        statuses.append("ready" if s.group("ready") else f"{s.group('non') or ''}{s.group('st').lower()}")
        rest = rest[s.end():]
    nonsub = ""
    n = _NON_SUBTYPE.match(rest)
    if n and n.group("sub").lower() not in ("character", "permanent", "landmark", "spell", "card", "token", "hero"):
        nonsub, rest = f"non-{n.group('sub')}", rest[n.end():]
    token = ""
    t = _TOKEN.match(rest)
    if t:
        token, rest = t.group("token").lower(), rest[t.end():]
    t = _TYPE.match(rest)
    if not t:
        return None
    plural = plural or pick in ("each", "each other")
    said_plural = (t.group("type") or "").lower().endswith("s") or (t.group("sub") or "").endswith("s")
    if said_plural and not plural:
        return None  # "target Characters": how many, the words do not say
    if t.group("type"):
        what = t.group("type").lower()
        what = _SINGULAR.get(what, what if what.endswith(" or permanent") or not what.endswith("s") else what[:-1])
        subtype = ""
    else:
        written = t.group("sub")
        if written in NOT_SUBTYPES:
            return None
        # a sub-type said in the plural after "each"/"all" ("all Soldiers"): the sub-type (none ends in "s")
        subtype = written[:-1] if plural and written.endswith("s") and len(written) > 3 else written
        what = ""
    rest = rest[t.end():]
    slots: dict[str, tuple[str, re.Match]] = {}
    while rest:
        for pattern, slot, value in _FILTERS:
            f = pattern.match(rest)
            if f:
                break
        else:
            return None
        if slot in slots or slot == "status" and statuses:
            return None  # two of a kind ("in my Expedition in your Reserve"): no reading
        slots[slot] = (value, f)
        rest = rest[f.end():]
    if "status" in slots:
        statuses.append(slots.pop("status")[0])
    if len(statuses) > 1:
        return None
    return _written(pick, statuses[0] if statuses else "", nonsub, token, what, subtype, slots)


def _written(pick: str, status: str, nonsub: str, token: str, what: str, subtype: str, slots: dict) -> str | None:
    """The parts in the language's order: pick, status, non-sub-type, token, what, then the filters."""
    where = slots.get("where", ("", None))[0]
    control = slots.get("control", ("", None))[0]
    if where in ("mine", "my other", "own hero", "own companion") and control == "yours" or where == "facing" and control == "opponent":
        control = ""  # said twice: what is in its controller's expeditions is theirs, what faces them an opponent's
    if where in ("mine", "my other", "own hero", "own companion") and control or where == "facing" and control:
        return None  # an object in its controller's expedition that another controls: no such object
    if where in ("yours", "opponent's"):
        # a Character is in play only in an expedition (2.2.1.h): those in yours are those you control, those
        # in an opponent's that opponent's; a Permanent, or an object of a sub-type, may be in Landmarks instead:
        # in your expeditions, said so (not in an opponent's: the language has no such place)
        if control:
            return None
        if what != "character":
            if where != "yours" or what not in ("permanent", "character or permanent", "expedition permanent", "") \
                    or pick not in ("target", "another target", "each", "each other"):
                return None
        else:
            where, control = "", "yours" if where == "yours" else "opponent"
    if where == "play":
        if what == "card":
            what = "character or permanent"  # in play: in the Expedition zone or the Landmark zone (v5.0 3.1.4.a)
        elif what in ("spell",):
            return None
        where = ""
    if what == "token":  # "target token": a token in play, a Character or a Permanent (v5.0 2.2.1.d)
        if token:
            return None
        what, token = "token", ""
    head = what or subtype
    in_reserve = ""
    if where == "your reserve":
        if control or token:
            return None
        if what in ("character", "permanent", "spell"):
            head = f"{what} in your reserve"
        elif what == "card":
            head = "card in your reserve"
        elif subtype and pick in ("each", "each other", "target", "another target"):
            head = f"{subtype} in your reserve"
        else:
            return None
    elif where in ("reserve", "play or reserve"):
        if control or token or not (what in ("character", "permanent", "character or permanent", "card", "spell") or subtype):
            return None
        in_reserve = " in play or in reserve" if where == "play or reserve" else " in reserve"
    elif where in ("opponent reserve", "other reserve"):
        if control or token:
            return None
        if what == "card" and not status and "cost" not in slots:
            head = "card in an opponent's reserve" if where == "opponent reserve" else "card in another player's reserve"
        elif what in ("character", "permanent", "character or permanent"):
            # a card in a Reserve is its owner's to control (a private zone: judge/zones.py)
            control, in_reserve = ("opponent" if where == "opponent reserve" else "other"), " in reserve"
        else:
            return None
    elif what in ("card", "spell"):
        return None  # a card, or a Spell, is named by where it is: in play there is no Spell (2.2.1.h)
    parts = [pick]
    if status:
        parts.append(status)
    if nonsub:
        parts.append(nonsub)
    if token:
        parts.append(token)
    text = " ".join(parts + [head])
    if "support" in slots:
        text += " with a support ability"
    text += {"": "", "yours": " you control", "target player": " controlled by target player", "opponent": " controlled by an opponent",
             "other": " controlled by another player", "target opponent": " controlled by target opponent"}[control]
    text += {"mine": " in my expedition", "my other": " in my other expedition", "facing": " in the expedition facing me",
             "own hero": " in your hero expedition", "own companion": " in your companion expedition"}.get(where, "")
    text += in_reserve
    text += {"target expedition": " in target expedition", "ascended": " in an ascended expedition", "yours": " in your expeditions"}.get(where, "")
    if "terrain" in slots:
        t = slots["terrain"]
        text += " in a single-terrain region" if t[0] == "single" else f" in {TERRAINS[t[1].group('t').upper()]}"
    if "cost" in slots:
        c = slots["cost"][1]
        text += f" with {c.group('kind').lower()} cost {int(c.group('n'))} or {c.group('cmp').lower()}"
    stats = [s for s in ("statmax", "statle", "statof") if s in slots]
    if stats and what not in _HAS_STATISTICS:
        return None
    if "statmax" in slots:
        text += f" with no statistic over {int(slots['statmax'][1].group('n'))}"
    if "statle" in slots:
        text += f" with {TERRAINS[slots['statle'][1].group('t').upper()]} less than or equal to mine"
    if "statof" in slots:
        s = slots["statof"][1]
        text += f" with {TERRAINS[s.group('t').upper()]} {int(s.group('n'))} or {s.group('cmp').lower()}"
    if "boosts" in slots:  # boosts are a Character's (2.4.4.a), the words of one that has that many
        if what != "character" or status in ("boosted", "non-boosted"):
            return None
        n = slots["boosts"][1].group("n")
        text += f" with {_NUMBERS.get(n.lower(), n)} or more boosts"
    return text
