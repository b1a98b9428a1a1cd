"""Abilities as data (docs/abilities.md): parsed from YAML, checked, rendered back as text.

An ability is a reaction (`when`), a quick action, a support ability (works in Reserve), a
passive ability, or a grant of an ability to other objects. Its effect is a list of steps, one
verb each (6.1.c). Parsing raises `AbilityError` with a message that says what is wrong; the
scenario loader turns it into a line of the file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any


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
# Triggers on the object itself entering a visible zone: they work even though the reaction did
# not exist before the event (6.3.d).
SELF_ENTERING = {"enters play", "played from hand", "played from reserve"}
PLAY_TRIGGERS = {"enters play", "played from hand", "played from reserve"}

COSTS = re.compile(r"^(exhaust me|discard me from reserve|(\d+) mana|hand card to reserve|spend (\d+) (\w+) counters?)$")

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
CONDITIONS = re.compile(r"^(you control (\d+) or more (characters|permanents|landmarks)|you are the first player"
                        r"|i am not fleeting|it is an? (character|permanent|spell|landmark))$")
PASSIVES = re.compile(r"^(expeditions can't move forward|all regions are (forest|mountain|water) and lose their other types"
                      r"|the (enters play|played from hand|played from reserve)(, (enters play|played from hand|played from reserve))*"
                      r"( and (enters play|played from hand|played from reserve))? triggers of characters facing me don't activate"
                      r"|extra cost (\d+) unless first player)$")
TOKEN_RE = re.compile(r"^(?P<name>.+?) (?P<f>-?\d+)/(?P<m>-?\d+)/(?P<w>-?\d+)(?P<subs>(?: [A-Z][a-z]+)*)$")


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
        verb, arg = _norm(item), {}
        if verb not in VERBS:
            raise AbilityError(f"unknown step {item!r} (steps: {', '.join(sorted(VERBS))})")
        return Step(verb, arg)
    if not isinstance(item, dict) or not item:
        raise AbilityError(f"a step is a verb, or a mapping {{verb: argument}}; got {item!r}")
    if "if" in item:
        extra = set(item) - {"if", "then"}
        if extra:
            raise AbilityError(f"a conditional step has `if` and `then` only, not {sorted(extra)}")
        cond = _norm(item["if"])
        _check_condition(cond)
        return Step("if", None, condition=cond, then=parse_steps(item.get("then")))
    if "pay" in item:
        extra = set(item) - {"pay", "then", "may"}
        if extra:
            raise AbilityError(f"an internal action has pay, then (and may); not {sorted(extra)}")
        costs = [_norm(c) for c in (item["pay"] if isinstance(item["pay"], list) else [item["pay"]])]
        for c in costs:
            if not COSTS.match(c):
                raise AbilityError(f"unknown cost {c!r} (exhaust me, discard me from reserve, N mana, hand card to reserve, ...)")
        return Step("pay", costs, may=bool(item.get("may", True)), then=parse_steps(item.get("then")))
    if "modes" in item:
        modes = item["modes"]
        if not isinstance(modes, list) or len(modes) < 2:
            raise AbilityError("modes: give two or more lists of steps (Choose one, 5.2.3.c)")
        return Step("modes", None, modes=[parse_steps(m) for m in modes])
    may = bool(item.get("may", False))
    keys = [k for k in item if k != "may"]
    if len(keys) != 1:
        raise AbilityError(f"a step has one verb; got {keys}")
    verb = _norm(keys[0])
    if verb not in VERBS:
        raise AbilityError(f"unknown step {keys[0]!r} (steps: {', '.join(sorted(VERBS))})")
    arg = item[keys[0]]
    if isinstance(arg, dict):
        may = may or bool(arg.get("may", False))
        arg = {_norm(k): v for k, v in arg.items() if k != "may"}
    _check_arg(verb, arg)
    return Step(verb, arg, may=may)


def _check_condition(cond: str) -> None:
    if not CONDITIONS.match(cond):
        raise AbilityError(f"unknown condition {cond!r}")


def _check_object(sel) -> None:
    if not isinstance(sel, str) or not OBJECT_SELECTORS.match(_norm(sel)):
        raise AbilityError(f"unknown object selector {sel!r} (e.g. me, it, target character, a character you control)")


def _check_arg(verb: str, arg) -> None:
    if verb in ("sacrifice", "discard", "put in reserve", "switch expeditions", "exhaust", "ready", "put in play"):
        sel = arg.get("choose") or arg.get("object") if isinstance(arg, dict) else arg
        _check_object(sel)
    elif verb in ("gain boosts", "gain counters", "remove counters", "gain status", "lose status"):
        if not isinstance(arg, dict):
            raise AbilityError(f"{verb}: give {{object: ..., amount: N}}")
        _check_object(arg.get("object", "me"))
        if verb in ("gain status", "lose status") and _norm(arg.get("status", "")) not in ("fleeting", "asleep", "anchored", "exhausted"):
            raise AbilityError(f"{verb}: status is fleeting, asleep, anchored or exhausted")
    elif verb == "create token":
        if not isinstance(arg, dict) or not TOKEN_RE.match(str(arg.get("token", ""))):
            raise AbilityError("create token: give {token: 'Name F/M/W Subtype', in: EXPEDITION}")
        where = _norm(arg.get("in", "my expedition"))
        if where not in EXPEDITION_SELECTORS:
            raise AbilityError(f"create token: unknown expedition {where!r}")
        for a in arg.get("abilities", []) or []:
            parse_ability(a)
    elif verb in ("move forward", "move backward"):
        if _norm(arg) not in EXPEDITION_SELECTORS:
            raise AbilityError(f"{verb}: unknown expedition {arg!r}")
    elif verb == "lose keyword":
        if not isinstance(arg, dict) or str(arg.get("keyword", "")).capitalize() not in ("Defender", "Gigantic", "Seasoned", "Eternal"):
            raise AbilityError("lose keyword: give {object: SELECTOR, keyword: Defender|Gigantic|Seasoned|Eternal}")
        _check_object(arg.get("object", "me"))
    elif verb == "put in mana":
        _check_object(arg if isinstance(arg, str) else arg.get("object"))
    elif verb == "play from top of deck":
        if not isinstance(arg, dict) or "look" not in arg:
            raise AbilityError("play from top of deck: give {look: N, up to: M, type: character}")
    elif verb == "draw" and isinstance(arg, dict):
        players = _norm(arg.get("players", "you"))
        if players not in PLAYER_SELECTORS:
            raise AbilityError(f"draw: unknown players {players!r}")
    elif verb == "resupply":
        players = _norm(arg.get("players", "you")) if isinstance(arg, dict) else _norm(arg or "you")
        if players not in PLAYER_SELECTORS:
            raise AbilityError(f"resupply: unknown players {players!r}")
    elif verb == "ongoing":
        if not isinstance(arg, dict) or not PASSIVES.match(_norm(arg.get("passive", ""))):
            raise AbilityError("ongoing: give {passive: PASSIVE, until: end of day}")
    elif verb == "activate triggers":
        if not isinstance(arg, dict) or _norm(arg.get("trigger", "")) not in TRIGGERS:
            raise AbilityError("activate triggers: give {object: SELECTOR, trigger: TRIGGER}")
        _check_object(arg.get("object"))


def parse_ability(data) -> Ability:
    if isinstance(data, str):
        data = {"passive": data}
    if not isinstance(data, dict):
        raise AbilityError(f"an ability is a mapping (when/quick action/support/passive/grant); got {data!r}")
    if "when" in data:
        trigger = _norm(data["when"])
        if trigger not in TRIGGERS:
            raise AbilityError(f"unknown trigger {data['when']!r} (triggers: {', '.join(TRIGGERS)})")
        cond = _norm(data["if"]) if data.get("if") else None
        if cond:
            _check_condition(cond)
        extra = set(data) - {"when", "if", "do"}
        if extra:
            raise AbilityError(f"a reaction has when, if, do; not {sorted(extra)}")
        return Ability("reaction", trigger=trigger, condition=cond, steps=parse_steps(data.get("do")))
    for key, kind in (("quick action", "quick action"), ("support", "support")):
        if key in data:
            body = data[key]
            if not isinstance(body, dict):
                raise AbilityError(f"{key}: give {{cost: [...], do: [...]}}")
            if "when" in body:
                inner = parse_ability({k: v for k, v in body.items()})
                inner.kind = "support reaction"
                return inner
            costs = [_norm(c) for c in body.get("cost", []) or []]
            for c in costs:
                if not COSTS.match(c):
                    raise AbilityError(f"unknown cost {c!r} (exhaust me, discard me from reserve, N mana, ...)")
            passive = _norm(body["passive"]) if body.get("passive") else None
            return Ability(kind, cost=costs, steps=parse_steps(body.get("do")), passive=passive)
    if "passive" in data:
        p = _norm(data["passive"])
        if not PASSIVES.match(p):
            raise AbilityError(f"unknown passive ability {data['passive']!r}")
        return Ability("passive", passive=p)
    if "grant" in data:
        g = data["grant"]
        if not isinstance(g, dict) or "to" not in g or "ability" not in g:
            raise AbilityError("grant: give {to: SELECTOR, ability: ABILITY}")
        return Ability("grant", grant_to=_norm(g["to"]), granted=parse_ability(g["ability"]))
    raise AbilityError(f"an ability has `when`, `quick action`, `support`, `passive` or `grant`; got {sorted(data)}")


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
