"""What a player (or the clock) can do: one class per kind of action, each with a text form that
round-trips through `Action.parse`, as a move's SAN does in python-chess.

    alice passes
    alice plays a7 from hand in hero expedition targeting b3 choosing mode 2
    alice plays k1 from hand in hero expedition with scout
    alice uses a0 ability 1 targeting b3
    alice chooses keep in reserve: a4, a9
    advance

Actions are plain frozen values: they name objects by id and hold no game. Whether one is legal
is the game's to say (`Game.legal_actions`, `Game.apply`).
"""

from __future__ import annotations

import re

from .enums import MANY, DecisionKind, Expedition, Zone
from .lazyre import lazy
from .values import Value


class IllegalAction(Exception):
    """The action is not legal in this position; nothing changed. `rule` says why."""

    def __init__(self, reason: str, rule: str = ""):
        self.reason, self.rule = reason, rule
        super().__init__(f"{reason} ({rule})" if rule else reason)


class ActionSyntaxError(ValueError):
    """The text is not an action (bad input, not an illegal move)."""


def _targets(targets: tuple[str, ...]) -> str:
    return f" targeting {', '.join(targets)}" if targets else ""


class Action(Value):
    """The base of every action; `Action.parse(game, text)` reads any of them. An action is a
    value (judge/values.py): equal to another with the same fields, hashable, never changed."""

    __slots__ = ()

    @staticmethod
    def parse(game, text: str) -> "Action":
        """The action a text names in this game: a legal action whose text it is, or else the
        action it spells (names resolved to ids), which `apply` may still refuse."""
        text = " ".join(str(text).split())
        for action in game.legal_actions():
            if str(action) == text:
                return action
        return _spelled(game, text)


class Pass(Action):
    __slots__ = ("player",)
    _fields = __slots__

    def __init__(self, player: str):
        self._set(player=player)

    def __str__(self) -> str:
        return f"{self.player} passes"


class Play(Action):
    __slots__ = ("player", "card", "source", "expedition", "targets", "mode", "discard", "scout", "temple", "pay_with")
    _fields = __slots__

    def __init__(self, player: str, card: str, source: Zone, expedition: Expedition | None = None,
                 targets: tuple[str, ...] = (), mode: int | None = None, discard: str | None = None,
                 scout: bool = False, temple: bool = False, pay_with: str | None = None):
        # card: the object's id; source: hand or reserve; expedition: where a Character goes;
        # targets: object ids, or "PLAYER hero|companion" for an expedition; mode: counted from 1 (5.2.3.c);
        # discard: the card of the Reserve discarded for the card's optional cost (v5.0 5.1.2.c), or None;
        # scout: played from Hand for its Scout cost, the alternative cost (published game, v5.0 7.4.5.c);
        # temple: played for its Temple cost as a Landmark Permanent (the later sets' reminder: judge/temple.py);
        # pay_with: the object that pays the card's other optional cost ("you may sacrifice a Permanent to
        # play me for {2} less"), or None; the ids of several, comma-joined, one per cost in order
        # ("sacrifice two Characters")
        self._set(player=player, card=card, source=source, expedition=expedition, targets=tuple(targets), mode=mode,
                  discard=discard, scout=bool(scout), temple=bool(temple), pay_with=pay_with)

    def __str__(self) -> str:
        text = f"{self.player} plays {self.card} from {self.source}"
        if self.expedition is not None:
            text += f" in {self.expedition} expedition"
        text += _targets(self.targets)
        if self.mode is not None:
            text += f" choosing mode {self.mode}"
        if self.discard is not None:
            text += f" discarding {self.discard}"
        if self.pay_with is not None:
            text += f" paying with {self.pay_with.replace(',', ' and ')}"
        if self.scout:
            text += " with scout"
        if self.temple:
            text += " with temple"
        return text


class QuickAction(Action):
    __slots__ = ("player", "source", "index", "targets")
    _fields = __slots__

    def __init__(self, player: str, source: str, index: int = 1, targets: tuple[str, ...] = ()):
        # source: the object's id; index: which of its quick actions and support abilities, from 1
        self._set(player=player, source=source, index=index, targets=tuple(targets))

    def __str__(self) -> str:
        return f"{self.player} uses {self.source} ability {self.index}{_targets(self.targets)}"


class Answer(Action):
    __slots__ = ("player", "kind", "value")
    _fields = __slots__

    def __init__(self, player: str, kind: DecisionKind, value: str | tuple[str, ...]):
        self._set(player=player, kind=kind, value=value)

    def __str__(self) -> str:
        value = ", ".join(self.value) if isinstance(self.value, tuple) else self.value
        return f"{self.player} chooses {self.kind}: {value}"


class Advance(Action):
    """The clock: the current phase runs to its end and the next begins (nobody has anything
    to decide)."""

    __slots__ = ()

    def __str__(self) -> str:
        return "advance"


# -- reading text --------------------------------------------------------------------------------
_PLAY = lazy(r"^(\S+) plays (.+?)(?: from (hand|reserve))?(?: in (?:their |her |his )?(hero|companion) expedition)?"
                   r"(?: targeting (.+?))?(?: choosing mode (\d{1,2}))?(?: discarding (\S+))?(?: paying with (\S+(?: and \S+){0,3}))?( with scout)?"
             r"( with temple)?$", re.I)
_USE = lazy(r"^(\S+) uses (.+?)(?: ability (\d{1,2}))?(?: targeting (.+?))?$", re.I)
_KINDS = "|".join(sorted((re.escape(k.value) for k in DecisionKind if k is not DecisionKind.TURN), key=len, reverse=True))
_CHOOSE = lazy(rf"^(\S+) chooses ({_KINDS}): (.*)$", re.I)
_PASS = lazy(r"^(\S+) pass(?:es)?$", re.I)


def split_refs(text: str | None) -> tuple[str, ...]:
    if not text:
        return ()
    return tuple(t.strip() for t in re.split(r",| and ", text) if t.strip())


def _player(game, word: str) -> str:
    names = [p.name for p in game.state.players]
    if word not in names:
        raise ActionSyntaxError(f"{word!r} is not a player ({', '.join(names)})")
    return word


def _resolve(game, ref: str, pools) -> str:
    """An object's id from what a player wrote: its id, or a name only one object has."""
    ref = ref.strip().lstrip("#")
    objs = [o for pool in pools for o in pool]
    hits = [o for o in objs if o.uid == ref] or [o for o in objs if o.name == ref]
    if len(hits) == 1:
        return hits[0].uid
    return ref  # unknown or ambiguous: kept as written, and the game says why it is illegal


def _target_ids(game, refs: tuple[str, ...]) -> tuple[str, ...]:
    players = {p.name for p in game.state.players}
    out = []
    for r in refs:
        m = re.match(r"^(\S+) (hero|companion)(?: expedition)?$", r)
        if m and m.group(1) in players:
            out.append(f"{m.group(1)} {m.group(2)}")
        else:
            out.append(_resolve(game, r, [[o for o in game.state.all_objects() if o.exists]]))
    return tuple(out)


def _spelled(game, text: str) -> Action:
    if text.lower() == "advance":
        return Advance()
    m = _PASS.match(text)
    if m:
        return Pass(_player(game, m.group(1)))
    m = _PLAY.match(text)
    if m:
        who = _player(game, m.group(1))
        p = game.state.player(who)
        src = m.group(3)
        pools = [p.zones[src.lower()]] if src else [p.zones[Zone.HAND], p.zones[Zone.RESERVE]]
        uid = _resolve(game, m.group(2), pools)
        if src is None:
            held = next((z for z in (Zone.HAND, Zone.RESERVE) if any(o.uid == uid for o in p.zones[z])), Zone.HAND)
        else:
            held = Zone(src.lower())
        exp = Expedition(m.group(4).lower()) if m.group(4) else None
        mode = int(m.group(6)) if m.group(6) else None
        discard = _resolve(game, m.group(7), [p.zones[Zone.RESERVE]]) if m.group(7) else None
        # one object per cost of its optional cost, in order ("paying with h and o"; the engine writes "h,o")
        payer = ",".join(_resolve(game, r, [[o for o in game.state.all_objects() if o.exists]]) for r in re.split(r",| and ", m.group(8))
                         if r.strip()) if m.group(8) else None
        return Play(who, uid, held, exp, _target_ids(game, split_refs(m.group(5))), mode, discard, bool(m.group(9)), bool(m.group(10)),
                    pay_with=payer)
    m = _CHOOSE.match(text)
    if m:
        who = _player(game, m.group(1))
        kind = DecisionKind(m.group(2).lower())
        raw = m.group(3).strip()
        value: str | tuple[str, ...] = tuple(v.strip() for v in raw.split(",") if v.strip()) if kind in MANY else raw
        return Answer(who, kind, value)
    m = _USE.match(text)
    if m:
        who = _player(game, m.group(1))
        uid = _resolve(game, m.group(2), [[o for o in game.state.all_objects() if o.exists]])
        return QuickAction(who, uid, int(m.group(3) or 1), _target_ids(game, split_refs(m.group(4))))
    raise ActionSyntaxError(f"not an action: {text!r} (e.g. 'alice passes', 'alice plays a7 from hand in hero expedition', "
                            "'alice uses a0 ability 1', 'alice chooses mana: none', 'advance')")
