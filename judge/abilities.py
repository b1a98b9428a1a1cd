"""Abilities as data (docs/abilities.md): parsed from YAML, checked, rendered back as text.

An ability is a reaction (`when`), a quick action, a support ability (works in Reserve), a
passive ability, or a grant of an ability to other objects. Its effect is a list of steps, one
verb each (6.1.c). Parsing raises `AbilityError` with a message that says what is wrong; the
scenario loader turns it into a line of the file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only
if TYPE_CHECKING:
    from typing import Any

from . import words
from .scenario.limits import MAX_COUNT, MAX_NAME


class AbilityError(ValueError):
    pass


TRIGGERS = {
    "enters play": "{J}",
    "played from hand": "{H}",
    "played from reserve": "{R}",
    "at noon": "At Noon",
    "at dusk": "At Dusk",
    "at night": "At Night",
    "i leave play": "When I leave play",
    "i leave your landmarks": "When I leave your Landmarks",
    "i am sacrificed": "When I am sacrificed",
    "you sacrifice a character": "When you sacrifice a Character",
    "a character joins my expedition": "When a Character joins my Expedition",
    "my expedition moves forward": "When my Expedition moves forward",
}
# The event each trigger listens to (triggers.signal looks only at the reactions of that event).
TRIGGER_EVENT = {
    "enters play": "join", "a character joins my expedition": "join",
    "played from hand": "played", "played from reserve": "played",
    "at noon": "phase", "at dusk": "phase", "at night": "phase",
    "i leave play": "leave", "i leave your landmarks": "leave",
    "i am sacrificed": "sacrificed", "you sacrifice a character": "sacrificed",
    "my expedition moves forward": "moved forward",
}
# Triggers on the object itself entering a visible zone: they work even though the reaction did
# not exist before the event (6.3.d).
SELF_ENTERING = {"enters play", "played from hand", "played from reserve"}
PLAY_TRIGGERS = {"enters play", "played from hand", "played from reserve"}

COSTS = re.compile(r"^(exhaust me|discard me from reserve|(\d{1,2}) mana|hand card to reserve|spend (\d{1,2}) (\w+) counters?)$")

VERBS = {
    "sacrifice", "discard", "gain boosts", "gain counters", "remove counters", "gain status", "lose status",
    "create token", "resupply", "sabotage", "draw", "put in reserve", "switch expeditions", "move forward",
    "move backward", "exhaust", "ready", "activate triggers", "put in play", "ongoing", "next character gains boosts",
    "each player sacrifices", "pay", "put in mana", "play from top of deck", "lose keyword",
}

OBJECT_SELECTORS = re.compile(
    r"^(me|it|target (character|permanent|character or permanent|landmark|card in a reserve)( you control)?"
    r"|a (character|permanent|landmark) you control|each (character|permanent) you control"
    r"|a character in my expedition|a card from your hand|your top deck card)$"
)
EXPEDITION_SELECTORS = {"my expedition", "target expedition", "your hero expedition", "your companion expedition",
                        "each of your expeditions", "my other expedition", "the expedition facing me"}
PLAYER_SELECTORS = {"you", "each player", "target opponent"}
CONDITIONS = re.compile(r"^(you control (\d{1,2}) or more (characters|permanents|landmarks)|you are the first player"
                        r"|i am not fleeting|it is an? (character|permanent|spell|landmark))$")
PASSIVES = re.compile(r"^(expeditions can't move forward|all regions are (forest|mountain|water) and lose their other types"
                      r"|the (enters play|played from hand|played from reserve)(, (enters play|played from hand|played from reserve))*"
                      r"( and (enters play|played from hand|played from reserve))? triggers of characters facing me don't activate"
                      r"|extra cost (\d{1,2}) unless first player)$")
# statistics of two digits at most: every number is bounded (judge/scenario/limits.py)
TOKEN_RE = re.compile(r"^(?P<name>.+?) (?P<f>-?\d{1,2})/(?P<m>-?\d{1,2})/(?P<w>-?\d{1,2})(?P<subs>(?: [A-Z][a-z]+)*)$")


@dataclass
class Step:
    verb: str
    arg: Any  # a selector string, a number, or a mapping of parameters
    may: bool = False
    condition: str | None = None  # for `if`: the steps in `then` run only when it holds
    then: list["Step"] = field(default_factory=list)
    modes: list[list["Step"]] = field(default_factory=list)


@dataclass
class Ability:
    kind: str  # reaction | quick action | support | support reaction | passive | grant
    trigger: str | None = None
    condition: str | None = None
    cost: list[str] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    passive: str | None = None
    grant_to: str | None = None
    granted: "Ability | None" = None
    raw: Any = field(default=None, compare=False, repr=False)  # the data it was parsed from (to_dict)

    @property
    def works_in_reserve(self) -> bool:
        return self.kind in ("support", "support reaction")


def _norm(text) -> str:
    return " ".join(str(text).split()).lower()


def parse_steps(items) -> list[Step]:
    if items is None:
        return []
    if not isinstance(items, list):
        items = [items]
    return [parse_step(i) for i in items]


def parse_step(item) -> Step:
    if isinstance(item, str):
        verb = _norm(item)
        if verb not in VERBS:
            raise AbilityError(f"unknown step {_short(item)} (steps: {', '.join(sorted(VERBS))})")
        return Step(verb, _check_arg(verb, {}))
    if not isinstance(item, dict) or not item:
        raise AbilityError(f"a step is a verb, or a mapping {{verb: argument}}; got {_short(item)}")
    if any(not isinstance(k, str) for k in item):
        raise AbilityError(f"a step's keys are words; got {_short(list(item))}")
    if "if" in item:
        _only(item, {"if", "then"}, "a conditional step")
        return Step("if", None, condition=_condition(item["if"]), then=parse_steps(item.get("then")))
    if "pay" in item:
        _only(item, {"pay", "then", "may"}, "an internal action (pay, then, may)")
        costs = _costs(item["pay"])
        return Step("pay", costs, may=_bool(item.get("may", True), "may"), then=parse_steps(item.get("then")))
    if "modes" in item:
        _only(item, {"modes"}, "a choice of modes")
        modes = item["modes"]
        if not isinstance(modes, list) or len(modes) < 2:
            raise AbilityError("modes: give two or more lists of steps (Choose one, 5.2.3.c)")
        return Step("modes", None, modes=[parse_steps(m) for m in modes])
    may = _bool(item.get("may", False), "may")
    keys = [k for k in item if k != "may"]
    if len(keys) != 1:
        raise AbilityError(f"a step has one verb; got {keys}")
    verb = _norm(keys[0])
    if verb not in VERBS:
        raise AbilityError(f"unknown step {_short(keys[0])} (steps: {', '.join(sorted(VERBS))})")
    arg = item[keys[0]]
    if isinstance(arg, dict):
        if any(not isinstance(k, str) for k in arg):
            raise AbilityError(f"{verb}: the keys of its argument are words; got {_short(list(arg))}")
        may = may or _bool(arg.get("may", False), "may")
        arg = {_norm(k): v for k, v in arg.items() if k != "may"}
    return Step(verb, _check_arg(verb, {} if arg is None else arg), may=may)


def _short(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _only(item: dict, allowed: set[str], what: str) -> None:
    extra = set(item) - allowed
    if extra:
        raise AbilityError(f"{what} has {', '.join(sorted(allowed))} only; not {sorted(map(str, extra))}")


def _bool(value, key: str) -> bool:
    if not isinstance(value, bool):
        raise AbilityError(f"{key}: true or false, not {_short(value)}")
    return value


def _condition(value) -> str:
    if not isinstance(value, str) or not CONDITIONS.match(_norm(value)):
        raise AbilityError(f"unknown condition {_short(value)}")
    return words.condition(value)  # read once, here: the engine asks its fields


def _costs(value) -> list[str]:
    items = value if isinstance(value, list) else [value]
    costs = []
    for c in items:
        if not isinstance(c, str) or not COSTS.match(_norm(c)):
            raise AbilityError(f"unknown cost {_short(c)} (exhaust me, discard me from reserve, N mana, hand card to reserve, "
                               f"spend N NAME counters; N at most {MAX_COUNT})")
        costs.append(words.cost(c))
    return costs


# -- the arguments of each verb: checked here, so a card that loads runs --------------------------
# Each kind of value checks one value and returns it as the engine reads it (selectors in lower
# case, one space between words), or raises AbilityError saying what it should be.
def _object(v) -> str:
    if not isinstance(v, str) or not OBJECT_SELECTORS.match(_norm(v)):
        raise AbilityError(f"unknown object selector {_short(v)} (e.g. me, it, target character, a character you control)")
    return words.selector(v)


def _expedition(v) -> str:
    if not isinstance(v, str) or _norm(v) not in EXPEDITION_SELECTORS:
        raise AbilityError(f"unknown expedition {_short(v)} ({', '.join(sorted(EXPEDITION_SELECTORS))})")
    return _norm(v)


def _players(v) -> str:
    if not isinstance(v, str) or _norm(v) not in PLAYER_SELECTORS:
        raise AbilityError(f"unknown players {_short(v)} ({', '.join(sorted(PLAYER_SELECTORS))})")
    return _norm(v)


def _count(v) -> int:
    # a number of boosts, counters, cards, tokens: a whole number, bounded like a position's
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_COUNT:
        raise AbilityError(f"a number from 0 to {MAX_COUNT}, not {_short(v)}")
    return v


def _counter_name(v) -> str:
    if not isinstance(v, str) or not re.fullmatch(r"[A-Za-z]\w{0,39}", v):
        raise AbilityError(f"a counter's name is one word (2.5.b), not {_short(v)}")
    return v


def _status(v) -> str:
    if not isinstance(v, str) or _norm(v) not in ("fleeting", "asleep", "anchored", "exhausted"):
        raise AbilityError(f"status is fleeting, asleep, anchored or exhausted, not {_short(v)}")
    return _norm(v)


def _keyword(v) -> str:
    if not isinstance(v, str) or v.capitalize() not in ("Defender", "Gigantic", "Seasoned", "Eternal"):
        raise AbilityError(f"keyword is Defender, Gigantic, Seasoned or Eternal, not {_short(v)}")
    return v


def _trigger(v) -> str:
    if not isinstance(v, str) or _norm(v) not in TRIGGERS:
        raise AbilityError(f"unknown trigger {_short(v)} (triggers: {', '.join(TRIGGERS)})")
    return _norm(v)


def _passive(v) -> str:
    if not isinstance(v, str) or not PASSIVES.match(_norm(v)):
        raise AbilityError(f"unknown passive ability {_short(v)}")
    return words.passive(v)


def _until(v) -> str:
    if not isinstance(v, str) or _norm(v) != "end of day":
        raise AbilityError(f"until: end of day, not {_short(v)}")
    return _norm(v)


def _token(v) -> str:
    if not isinstance(v, str) or len(v) > MAX_NAME or not TOKEN_RE.match(v):
        raise AbilityError(f"token: 'Name F/M/W Subtype', statistics -{MAX_COUNT} to {MAX_COUNT}; not {_short(v)}")
    return v


def _abilities(v) -> list:
    if not isinstance(v, list):
        raise AbilityError(f"abilities: a list of abilities, not {_short(v)}")
    for a in v:
        parse_ability(a)
    return v


def _card_type(v) -> str:
    if not isinstance(v, str) or _norm(v) not in ("character", "permanent", "spell"):
        raise AbilityError(f"type: character, permanent or spell, not {_short(v)}")
    return _norm(v)


def _a_character(v) -> str:
    if not isinstance(v, str) or _norm(v) != "a character":
        raise AbilityError(f"each player sacrifices: a character, not {_short(v)}")
    return _norm(v)


_CHOOSE = {"choose": _object, "object": _object}
_OBJECT = {"object": _object}
# verb -> (the kind of a plain argument, or None: a mapping only; the keys of a mapping and their
# kinds; the keys it needs, as groups of which one is enough)
ARGS: dict[str, tuple] = {
    "sacrifice": (_object, {**_CHOOSE, "count": _count}, [("choose", "object")]),
    "discard": (_object, _CHOOSE, [("choose", "object")]),
    "put in reserve": (_object, _CHOOSE, [("choose", "object")]),
    "put in play": (_object, _CHOOSE, [("choose", "object")]),
    "switch expeditions": (_object, _OBJECT, [("object",)]),
    "exhaust": (_object, _OBJECT, [("object",)]),
    "ready": (_object, _OBJECT, [("object",)]),
    "put in mana": (_object, _OBJECT, [("object",)]),
    "gain boosts": (None, {"object": _object, "amount": _count}, []),
    "gain counters": (None, {"object": _object, "name": _counter_name, "amount": _count}, [("name",)]),
    "remove counters": (None, {"object": _object, "name": _counter_name, "amount": _count}, [("name",)]),
    "gain status": (None, {"object": _object, "status": _status}, [("status",)]),
    "lose status": (None, {"object": _object, "status": _status}, [("status",)]),
    "create token": (None, {"token": _token, "in": _expedition, "count": _count, "abilities": _abilities}, [("token",)]),
    "resupply": (_players, {"players": _players}, []),
    "sabotage": (None, {}, []),
    "draw": (_count, {"players": _players, "amount": _count}, []),
    "move forward": (_expedition, None, []),
    "move backward": (_expedition, None, []),
    "lose keyword": (None, {"object": _object, "keyword": _keyword}, [("keyword",)]),
    "play from top of deck": (None, {"look": _count, "up to": _count, "type": _card_type}, [("look",)]),
    "activate triggers": (None, {"object": _object, "trigger": _trigger}, [("object",), ("trigger",)]),
    "ongoing": (None, {"passive": _passive, "until": _until}, [("passive",)]),
    "next character gains boosts": (_count, {"amount": _count}, []),
    "each player sacrifices": (_a_character, {}, []),
}


def _check_arg(verb: str, arg):
    """The argument as the engine reads it; AbilityError for a wrong type, an unknown key or a
    missing one (a card that loads never fails at run time on its own data)."""
    plain, keys, needs = ARGS[verb]
    try:
        if not isinstance(arg, dict) or (keys is None and arg):
            if plain is None:
                raise AbilityError(f"give a mapping with {', '.join(keys or {})}")
            return plain(arg)
        if keys is None:
            raise AbilityError("give an argument")
        unknown = [k for k in arg if k not in keys]
        if unknown:
            raise AbilityError(f"unknown key {unknown[0]!r} (keys: {', '.join(keys) or 'none'})")
        for group in needs:
            if not any(k in arg for k in group):
                raise AbilityError(f"give {' or '.join(group)}")
        return {k: keys[k](v) for k, v in arg.items()}
    except AbilityError as exc:
        if str(exc).startswith(verb + ":"):
            raise
        raise AbilityError(f"{verb}: {exc}") from None


GRANT_TO = {"each character you control", "characters you control", "each character you control in play"}


def parse_ability(data) -> Ability:
    ability = _parse_ability(data)
    ability.raw = data
    return ability


def _parse_ability(data) -> Ability:
    if isinstance(data, str):
        data = {"passive": data}
    if not isinstance(data, dict) or not data:
        raise AbilityError(f"an ability is a mapping (when/quick action/support/passive/grant); got {_short(data)}")
    if any(not isinstance(k, str) for k in data):
        raise AbilityError(f"an ability's keys are words; got {_short(list(data))}")
    if "when" in data:
        _only(data, {"when", "if", "do"}, "a reaction")
        trigger = _trigger(data["when"])
        cond = _condition(data["if"]) if data.get("if") is not None else None
        return Ability("reaction", trigger=trigger, condition=cond, steps=parse_steps(data.get("do")))
    for key, kind in (("quick action", "quick action"), ("support", "support")):
        if key in data:
            _only(data, {key}, f"a {key}")
            body = data[key]
            if not isinstance(body, dict) or any(not isinstance(k, str) for k in body):
                raise AbilityError(f"{key}: give {{cost: [...], do: [...]}}")
            if "when" in body:
                inner = parse_ability(dict(body))
                inner.kind = "support reaction"
                return inner
            _only(body, {"cost", "do", "passive"}, key)
            costs = _costs(body["cost"]) if body.get("cost") is not None else []
            passive = _passive(body["passive"]) if body.get("passive") is not None else None
            return Ability(kind, cost=costs, steps=parse_steps(body.get("do")), passive=passive)
    if "passive" in data:
        _only(data, {"passive"}, "a passive ability")
        return Ability("passive", passive=_passive(data["passive"]))
    if "grant" in data:
        _only(data, {"grant"}, "a grant")
        g = data["grant"]
        if not isinstance(g, dict) or set(g) != {"to", "ability"}:
            raise AbilityError("grant: give {to: SELECTOR, ability: ABILITY}")
        if not isinstance(g["to"], str) or _norm(g["to"]) not in GRANT_TO:
            raise AbilityError(f"grant: to {', '.join(sorted(GRANT_TO))}; not {_short(g['to'])}")
        return Ability("grant", grant_to=_norm(g["to"]), granted=parse_ability(g["ability"]))
    raise AbilityError(f"an ability has `when`, `quick action`, `support`, `passive` or `grant`; got {_short(sorted(map(str, data)))}")


# -- rendering back to text ---------------------------------------------------------------------
def render_ability(a: Ability) -> str:
    if a.kind in ("reaction", "support reaction"):
        trig = TRIGGERS[a.trigger]
        cond = f", if {_phrase(a.condition)}" if a.condition else ""
        text = f"{trig}{cond} — {render_steps(a.steps)}"
        return f"[Support] {text}" if a.kind == "support reaction" else text
    if a.kind in ("quick action", "support"):
        cost = ", ".join(COST_TEXT.get(c, c) for c in a.cost) or "free"
        text = f"{cost}: {render_steps(a.steps)}"
        if a.passive:
            text += f" ({a.passive})"
        return f"[Support] {text}" if a.kind == "support" else text
    if a.kind == "passive":
        return _cap(a.passive or "") + "."
    if a.kind == "grant":
        return f"{_cap(a.grant_to or '')} has: \"{render_ability(a.granted)}\""
    return a.kind


COST_TEXT = {"hand card to reserve": "put a card from Hand in Reserve"}


def _phrase(text: str) -> str:
    """Conditions are stored in lower case; say "I" and the statuses as the rules do."""
    text = re.sub(r"\bi\b", "I", text)
    return re.sub(r"\b(fleeting|asleep|anchored)\b", lambda m: m.group(1).capitalize(), text)


def _cap(s: str) -> str:
    return s[:1].upper() + s[1:]


def render_steps(steps: list[Step]) -> str:
    return _cap(", then ".join(render_step(s) for s in steps)) + "." if steps else "nothing."


def render_step(s: Step) -> str:
    if s.verb == "if":
        return f"if {_phrase(s.condition or '')}, {', then '.join(render_step(t) for t in s.then)}"
    if s.verb == "pay":
        costs = [COST_TEXT.get(c, c) for c in s.arg]
        return f"{'you may ' if s.may else ''}pay {' and '.join(costs)} to {', then '.join(render_step(t) for t in s.then)}"
    if s.verb == "modes":
        return "choose one: " + "; or ".join(", then ".join(render_step(t) for t in m) for m in s.modes)
    a = s.arg
    may = "you may " if s.may else ""
    if s.verb == "create token":
        n = a.get("count", 1)
        article = "an" if str(a["token"])[:1].lower() in "aeiou" else "a"
        what = f"{article if n == 1 else n} {a['token']} token{'s' if n != 1 else ''}"
        with_ = f" with \"{'; '.join(render_ability(parse_ability(x)) for x in a.get('abilities', []))}\"" if a.get("abilities") else ""
        return f"{may}create {what} in {a.get('in', 'my expedition')}{with_}"
    if s.verb in ("gain boosts", "gain counters", "remove counters"):
        obj = a.get("object", "me")
        n = a.get("amount", 1)
        noun = "boost" if s.verb == "gain boosts" else f"{a.get('name')} counter"
        noun += "s" if n != 1 else ""
        if s.verb == "remove counters":
            return f"{may}remove {n} {noun} from {obj}"
        return f"{may}{'I gain' if obj == 'me' else obj + ' gains'} {n} {noun}"
    if s.verb == "put in reserve" and (a == "me" or (isinstance(a, dict) and a.get("object") == "me")):
        return f"{may}put me in Reserve"
    if s.verb == "lose keyword":
        obj = a.get("object", "me")
        return f"{may}{'I lose' if obj == 'me' else obj + ' loses'} {str(a.get('keyword')).capitalize()}"
    if s.verb in ("gain status", "lose status"):
        obj = a.get("object", "me")
        verb = s.verb.split()[0]
        return f"{may}{'I ' + verb if obj == 'me' else obj + ' ' + verb + 's'} {a.get('status', '').capitalize()}"
    if s.verb == "resupply":
        players = a.get("players", "you") if isinstance(a, dict) else (a or "you")
        if players == "each player":
            return f"each player {'may ' if s.may else ''}resupply"
        return f"{may}resupply"
    if s.verb == "ongoing":
        return f"{a['passive']} until the {a.get('until', 'end of day')}"
    if s.verb == "activate triggers":
        return f"{may}activate the {TRIGGERS[_norm(a['trigger'])]} triggers of {a['object']}"
    if s.verb == "next character gains boosts":
        return f"the next Character you play this turn gains {a} boost{'s' if a != 1 else ''}"
    if s.verb == "draw":
        n = a if isinstance(a, int) else int(a.get("amount", 1)) if isinstance(a, dict) else 1
        who = "each player draws" if isinstance(a, dict) and a.get("players") == "each player" else f"{may}draw"
        return f"{who} {n} card{'s' if n != 1 else ''}"
    if s.verb == "play from top of deck":
        return (f"{may}look at your top {a['look']} deck cards, put up to {a.get('up to', 1)} {a.get('type', 'character')}s "
                "among them in play and discard the rest")
    if s.verb == "put in mana":
        sel = a if isinstance(a, str) else a.get("object")
        return f"{may}put {sel} in its owner's Mana zone as an exhausted Mana Orb"
    if s.verb == "sacrifice" and isinstance(a, dict) and int(a.get("count", 1)) > 1:
        return f"{may}sacrifice {a['count']} {a.get('choose', 'characters you control').replace('a character', 'characters')}"
    if s.verb in ("move forward", "move backward"):
        return f"{may}{a} moves {s.verb.split()[1]}"
    if isinstance(a, dict):
        sel = a.get("choose") or a.get("object") or ""
        return f"{may}{s.verb} {sel}".strip()
    if s.verb == "sabotage":
        return f"{may}sabotage"
    return f"{may}{s.verb} {a}".strip() if a else f"{may}{s.verb}"
