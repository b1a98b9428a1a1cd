"""Paying costs: the one payer of every action that has costs — a quick action or a support
ability as it is played (judge/play.py) and an internal action as it resolves ("you may pay
[cost] to [effect]", judge/verbs.py Pay).

A cost is read once (judge/words.py). `Payment` says whether its player can pay all of it (a
cost that cannot be paid in full is not paid at all, 5.1.2.c, 5.2.3.g), asks the choices paying
it needs (which card of the Hand, which Character to sacrifice), then pays everything in one step
(6.1.d). Mana is the caller's: a quick action adds to it (the first player's extra cost, Tough)
and an internal action spends it in its own step.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from . import effects, words
from .choices import ChoiceNeeded
from .enums import DecisionKind, Status
from .mana import mana_available
from .rules import implements
from .selectors import EXHAUST_COSTS, SACRIFICE_COSTS, counter_count, counter_key, exhaustable, sacrificable
from .state import IN_PLAY, GameObject
from .triggers import signal
from .zones import move

if TYPE_CHECKING:
    from .table import Table


# what an "exhaust a ..." cost takes, said in a refusal and in its question
_EXHAUSTED_KIND = {"exhaust a reserve card": "card in Reserve", "exhaust a permanent you control": "Permanent",
                   "exhaust a character you control": "Character"}
_EXHAUSTED_WHOSE = {"exhaust a reserve card": "a card in their Reserve", "exhaust a permanent you control": "a Permanent they control",
                    "exhaust a character you control": "a Character they control"}


def _sacrificed_kind(cost: str) -> str:
    """"Character", "Permanent", "token", "Character or Permanent": what a sacrifice cost takes."""
    kind = " ".join(w if w == "or" else w.capitalize() if w != "token" else w for w in cost.split()[2:])
    return f"other {kind}" if cost.split()[1] == "another" else kind


def _one_sacrificed(cost: str) -> str:
    """"a Character", "an Exhausted Character", "another Character": one object a sacrifice cost takes."""
    kind = _sacrificed_kind(cost)
    return f"an{kind}" if kind.startswith("other ") else f"{'an' if kind[0] in 'AEIOUaeiou' else 'a'} {kind}"


# a cost of a variable number of cards, chosen one at a time as an internal action resolves (Pay)
VARIABLE_COSTS = frozenset({"any number of reserve cards to discard", "any number of permanents to sacrifice"})
# the costs the object whose ability it is pays itself: an internal action finds it where it is now ("me", 2.1.e)
OWN_COSTS = frozenset({"exhaust me", "sacrifice me", "spend", "spend boosts", "discard me from reserve"})


# -- counters spent as costs ---------------------------------------------------------------------------
@implements("2.5.g")
def spend_counters(game: "Table", o: GameObject, name: str, n: int) -> None:
    key = counter_key(o, name)
    had = o.counters[key]
    o.set_counter(key, had - n)
    game.trace.emit("pay", f"{o.label()} spends {n} {key} counter{'s' if n != 1 else ''}", ["2.5.g", "6.1.d"], object=o.uid)
    if n > 0:  # spending is removing them (v5.0 7.3.38.a): "When I have no more Kelon counters" notices the last one
        signal(game, "counters", subject=o, name=key, had=had, has=had - n)


def counter_kinds(o: GameObject) -> list[str]:
    """The kinds of counters an object has, boosts first (they are counters too, v5.0 7.3.4.a's remark)."""
    return (["boost"] if o.boosts else []) + sorted(k for k, n in o.counters.items() if n)


def choose_counter_kind(game: "Table", player: str, o: GameObject, what: str, label: str) -> str:
    """One of the kinds of counters `o` has (it has one at least): the only one, or the one
    `player` chooses (6.1.g); `what` says what for."""
    kinds = counter_kinds(o)
    if len(kinds) == 1:
        return kinds[0]
    kind = str(game.ask(player, DecisionKind.CHOOSE, kinds, "6.1.g", f"which of {o.label()}'s kinds of counters {what} ({label})"))
    if kind not in kinds:
        raise ChoiceNeeded(player, f"one of {o.label()}'s kinds of counters", kinds, "6.1.g", kind=DecisionKind.CHOOSE)
    return kind


@implements("2.5.a", "1.2.4.d")
def counter_holders(game: "Table", player: str) -> list[GameObject]:
    """The cards `player` controls in play, and those in their Reserve, that have a counter of any
    kind (boosts included): what "spend 1 counter from a card you control or in your Reserve" may
    take one from. In play is the engine's IN_PLAY (the Hero zone with the Expedition and
    Landmark zones), as for every "you control"."""
    out, seen = [], set()
    for o in game.state.all_objects():
        if o.uid in seen or not o.exists or o.card.type == "emblem" or o.controller != player:
            continue
        if (o.zone in IN_PLAY or o.zone == "reserve") and counter_kinds(o):
            seen.add(o.uid)
            out.append(o)
    return out


def boosted_characters(game: "Table", player: str) -> list[GameObject]:
    """The Characters `player` controls in play that have a boost: what "spend 1 boost from a
    Character you control" may take it from (a boost is a counter, v5.0 2.4.4, 2.5.g)."""
    return [o for o in game.state.all_objects() if o.exists and o.zone in IN_PLAY and o.controller == player
            and o.card.type == "character" and o.boosts]


# -- the payer ---------------------------------------------------------------------------------------
class Payment:
    """The costs of one action, paid by `player`; `source` is the object whose ability it is (the
    "me" of "exhaust me", "spend 2 counters", "sacrifice me"; None when it is gone)."""

    def __init__(self, game: "Table", player: str, source: GameObject | None, costs, label: str):
        self.game, self.player, self.source, self.label = game, player, source, label
        self.costs = [words.cost(c) for c in costs]  # read once (judge/words.py)
        self.kinds = {c.kind for c in self.costs}
        self.mana = sum(c.n for c in self.costs if c.kind == "mana")
        self.chosen: dict[int, object] = {}  # the cost's index -> what its player chose to pay it with

    # what each cost may be paid with, as it would be now
    def _hand(self) -> list[GameObject]:
        return list(self.game.state.player(self.player).zones["hand"])

    def _reserve_others(self, typed: str | None) -> list[GameObject]:
        return [o for o in self.game.state.player(self.player).zones["reserve"]
                if (self.source is None or o.uid != self.source.uid) and (typed is None or o.card.counts_as(typed)
                                                                          or typed == "token" and o.card.token)]

    def _tokens_either(self) -> list[GameObject]:
        # a token sacrificed or discarded: those it controls in play, then
        # those in its Reserve (a token card there, v5.0 1.1.7.b), never the object whose ability it is
        return [o for o in sacrificable(self.game, self.player, "sacrifice a token") if self.source is None or o.uid != self.source.uid] \
            + self._reserve_others("token")

    def _exhaustable(self, kind: str) -> list[GameObject]:
        # the object itself may pay it, unless "{T}" exhausts it in the same payment (6.1.d)
        return exhaustable(self.game, self.player, kind, self.source if "exhaust me" in self.kinds else None)

    def _present(self) -> bool:
        return self.source is not None and self.source.exists

    @implements("5.1.2.c", "5.2.3.g")
    def shortfall(self) -> tuple[str, str] | None:
        """Why its player cannot pay these costs in full now, with the rule (None: they can).
        Mana is checked last, after the caller's additions to `mana`."""
        p, src = self.player, self.source
        for c in self.costs:
            k = c.kind
            if k == "exhaust me" and (not self._present() or Status.EXHAUSTED in src.statuses):
                return (f"{src.label()} is already exhausted" if self._present() else f"{self.label}: nothing to exhaust"), "5.1.2.c"
            if k == "discard me from reserve" and (not self._present() or src.zone != "reserve"):
                return f"{self.label}: it is not in the Reserve to be discarded", "5.1.2.c"
            if k in ("sacrifice me",) and (not self._present() or src.zone not in IN_PLAY or src.controller != p):
                return f"{self.label}: it is not in play under {p}'s control to be sacrificed", "5.1.2.c"
            if k in ("hand card to reserve", "hand card to discard") and not self._hand():
                return f"{p} has no card in Hand to {'put in Reserve' if k.endswith('reserve') else 'discard'}", "5.1.2.c"
            if k in ("reserve card to discard", "reserve typed to discard") and not self._reserve_others(c.name if k.startswith("reserve typed") else None):
                return f"{p} has no other {'card' if k == 'reserve card to discard' else c.name} in Reserve to discard", "5.1.2.c"
            wanted = sum(1 for d in self.costs if d.kind == k) if k == "reserve card to discard" else 0
            if wanted > 1 and len(self._reserve_others(None)) < wanted:
                # "discard two cards from your Reserve": that many different cards (each moved once)
                return f"{p} has fewer than {wanted} other cards in Reserve to discard", "5.1.2.c"
            if k == "mana orb to discard" and not self.game.state.player(p).zones["mana"]:
                return f"{p} has no Mana Orb to discard", "5.1.2.c"
            if k in SACRIFICE_COSTS and not sacrificable(self.game, p, k, self.source):
                return f"{p} controls no {_sacrificed_kind(k)} to sacrifice", "5.1.2.c"
            if k in EXHAUST_COSTS and not self._exhaustable(k):
                return (f"{p} has no ready {_EXHAUSTED_KIND[k]} to exhaust"), "5.1.2.c"
            if k == "spend" and (not self._present() or counter_count(src, c.name) < c.n):
                have = counter_count(src, c.name) if self._present() else 0
                return f"{src.label() if src is not None else self.label} has {have} {c.name} counters; the cost spends {c.n}", "2.5.g"
            if k == "spend boosts" and (not self._present() or src.boosts < c.n):
                have = src.boosts if self._present() else 0
                return f"{src.label() if src is not None else self.label} has {have} boosts; the cost spends {c.n}", "2.5.g"
            if k == "token to sacrifice or discard" and not self._tokens_either():
                return f"{p} has no token in play or in Reserve to sacrifice or discard", "5.1.2.c"
            if k == "spend a boost" and not boosted_characters(self.game, p):
                return f"{p} controls no Character with a boost to spend", "2.5.g"
            if k == "spend a counter" and not counter_holders(self.game, p):
                return f"{p} has no card in play or in Reserve with a counter to spend", "2.5.g"
        several = self._chosen_one_each()
        if len(several) > 1 and not self._fits(several, {}):
            # "Sacrifice two Characters", "Spend 2 boosts from Characters you control": a different
            # object for each (a boost each: one Character with two pays two), all at once (6.1.d)
            return f"{p} cannot pay {self.label}'s costs with different objects: too few of them", "5.1.2.c"
        have = mana_available(self.game, p)
        if have < self.mana:
            return f"{self.label} costs {self.mana}; {p} has {have} ready Mana Orbs", "5.1.2.c"
        return None

    def _chosen_one_each(self) -> list[int]:
        """The indexes of the costs paid with one object chosen (options), in order."""
        return [i for i, c in enumerate(self.costs) if c.kind in self.ONE_OBJECT or c.kind in SACRIFICE_COSTS]

    @staticmethod
    def _use(o: GameObject, kind: str) -> tuple[int, str]:
        # what a payment uses up: one of a Character's boosts, or the object itself
        return (id(o), "boost" if kind == "spend a boost" else "object")

    def _room(self, o: GameObject, kind: str, used: dict) -> bool:
        return used.get(self._use(o, kind), 0) < (o.boosts if kind == "spend a boost" else 1)

    def _assignments(self, indexes: list[int], used: dict, exclude: str | None = None):
        """Each way, depth first, to pay the costs of `indexes` with objects not used up by `used` (a
        different object each; a boost each for "spend a boost"), never the object `exclude` names:
        the objects, one per index in order. A search over few costs."""
        if not indexes:
            yield []
            return
        i, rest = indexes[0], indexes[1:]
        k = self.costs[i].kind
        for o in self.options(i):
            if o.uid == exclude or not self._room(o, k, used):
                continue
            key = self._use(o, k)
            used[key] = used.get(key, 0) + 1
            for tail in self._assignments(rest, used, exclude):
                yield [o, *tail]
            used[key] -= 1

    def _fits(self, indexes: list[int], used: dict) -> bool:
        """Whether the costs of `indexes` can each be paid with an object not used up by `used` (a copy
        is searched: a search stopped at its first way leaves its counts where it stopped)."""
        return next(self._assignments(indexes, dict(used)), None) is not None

    def ways(self, exclude: str | None = None, limit: int = 40) -> list[tuple[GameObject, ...]]:
        """Each way to pay every cost (all paid with one object chosen), a different object each (a
        boost each), never the object `exclude` names; the same objects for the same costs once; at
        most `limit` ways (what a list of legal actions can hold)."""
        out: list[tuple[GameObject, ...]] = []
        seen: set = set()
        for taken in self._assignments(list(range(len(self.costs))), {}, exclude):
            key = tuple(sorted(zip((c.kind for c in self.costs), (o.uid for o in taken))))
            if key not in seen:
                seen.add(key)
                out.append(tuple(taken))
                if len(out) >= limit:
                    break
        return out

    def open(self, i: int) -> list[GameObject]:
        """What may pay cost `i` once the costs before it are chosen: not what they used up, and
        leaving the costs after it payable (6.1.d: every cost is paid)."""
        k = self.costs[i].kind
        found = self.options(i)
        several = self._chosen_one_each()
        if len(several) < 2:
            return found
        used: dict = {}
        for j, o in self.chosen.items():
            if j in several:
                key = self._use(o, self.costs[j].kind)
                used[key] = used.get(key, 0) + 1
        later = [j for j in several if j > i]
        out = []
        for o in found:
            if not self._room(o, k, used):
                continue
            key = self._use(o, k)
            used[key] = used.get(key, 0) + 1
            if self._fits(later, used):
                out.append(o)
            used[key] -= 1
        return out

    # the costs paid with one object its player chooses, other than the Mana: what may pay each
    ONE_OBJECT = frozenset({"hand card to discard", "hand card to reserve", *SACRIFICE_COSTS, *EXHAUST_COSTS, "spend a boost",
                            "token to sacrifice or discard"})

    def options(self, i: int) -> list[GameObject]:
        """The objects that may pay cost `i`, one of ONE_OBJECT, as they are now."""
        k = self.costs[i].kind
        if k in ("hand card to discard", "hand card to reserve"):
            return self._hand()
        if k in SACRIFICE_COSTS:
            return sacrificable(self.game, self.player, k, self.source)
        if k in EXHAUST_COSTS:
            return self._exhaustable(k)
        if k == "spend a boost":
            return boosted_characters(self.game, self.player)
        if k == "token to sacrifice or discard":
            return self._tokens_either()
        raise ValueError(f"cost {k!r} is not paid with one object chosen")

    @implements("6.1.d", "6.1.g")
    def choose(self, rule: str, why: str) -> None:
        """Ask `player` what pays each cost that needs a choice, in the costs' order; `why` ends
        each question ("a cost", or the effect's label). Before anything is paid (6.1.d)."""
        game, p = self.game, self.player
        for i, c in enumerate(self.costs):
            k = c.kind
            if k in ("hand card to reserve", "hand card to discard"):
                hand = self.open(i)
                answer = game.ask(p, DecisionKind.CHOOSE, [o.uid for o in hand], rule,
                                  f"a card from their Hand to {'put in Reserve' if k.endswith('reserve') else 'discard'} ({why})")
                self.chosen[i] = game.find(answer, among=hand)
            elif k in ("reserve card to discard", "reserve typed to discard"):
                taken = {id(o) for j, o in self.chosen.items() if self.costs[j].kind == k}  # another card for each
                others = [o for o in self._reserve_others(c.name if k == "reserve typed to discard" else None) if id(o) not in taken]
                answer = game.ask(p, DecisionKind.CHOOSE, [o.uid for o in others], rule,
                                  f"{'another card' if k == 'reserve card to discard' else 'a ' + c.name} from their Reserve to discard ({why})")
                self.chosen[i] = game.find(answer, among=others)
            elif k == "mana orb to discard":  # one card of its player's Mana zone, ready or exhausted (each is a Mana Orb, 2.2.1.f)
                orbs = list(game.state.player(p).zones["mana"])
                answer = game.ask(p, DecisionKind.CHOOSE, [o.uid for o in orbs], rule, f"one of their Mana Orbs to discard ({why})")
                self.chosen[i] = game.find(answer, among=orbs)
            elif k in SACRIFICE_COSTS:
                mine = self.open(i)
                answer = game.ask(p, DecisionKind.CHOOSE, [o.uid for o in mine], rule, f"{_one_sacrificed(k)} to sacrifice ({why})")
                self.chosen[i] = game.find(answer, among=mine)
            elif k in EXHAUST_COSTS:
                ready = self.open(i)
                answer = game.ask(p, DecisionKind.CHOOSE, [o.uid for o in ready], rule,
                                  f"{_EXHAUSTED_WHOSE[k]} to exhaust ({why})")
                self.chosen[i] = game.find(answer, among=ready)
            elif k == "token to sacrifice or discard":
                tokens = self.open(i)
                answer = game.ask(p, DecisionKind.CHOOSE, [o.uid for o in tokens], rule,
                                  f"a token of theirs in play to sacrifice, or in their Reserve to discard ({why})")
                self.chosen[i] = game.find(answer, among=tokens)
            elif k == "spend a boost":
                holders = self.open(i)
                answer = game.ask(p, DecisionKind.CHOOSE, [o.uid for o in holders], rule,
                                  f"a Character of theirs to spend 1 boost from ({why})")
                self.chosen[i] = game.find(answer, among=holders)
            elif k == "spend a counter":
                holders = counter_holders(game, p)
                answer = game.ask(p, DecisionKind.CHOOSE, [o.uid for o in holders], rule,
                                  f"a card of theirs in play or in Reserve to spend 1 counter from ({why})")
                holder = game.find(answer, among=holders)
                self.chosen[i] = (holder, choose_counter_kind(game, p, holder, "to spend 1 of", why))

    @implements("6.1.d")
    def pay(self) -> None:
        """Pay every cost but mana, as chosen, in the costs' order: one step (6.1.d)."""
        game, p, src = self.game, self.player, self.source
        for i, c in enumerate(self.costs):
            k, chosen = c.kind, self.chosen.get(i)
            if k == "exhaust me":  # the object becomes exhausted: what notices that (v5.0 7.3.13.a) notices it paid so too
                effects.exhaust(game, src, p, "pay", ["6.1.d"])
            elif k == "discard me from reserve":
                game.trace.emit("pay", f"{src.label()} is discarded from the Reserve", ["6.1.d"], object=src.uid)
                move(game, src, "discard", src.owner, cause="cost")
            elif k == "spend":
                spend_counters(game, src, c.name, c.n)
            elif k == "spend boosts":  # its own boosts (published game, v5.0 2.4.4)
                effects.lose_boosts(game, src, c.n)
            elif k == "spend a boost":
                effects.lose_boosts(game, chosen, 1)
            elif k == "spend a counter":
                holder, kind = chosen
                if kind == "boost":
                    effects.lose_boosts(game, holder, 1)
                else:
                    spend_counters(game, holder, kind, 1)
            elif k in ("hand card to reserve", "hand card to discard"):
                to = "reserve" if k.endswith("reserve") else "discard"
                said = f"puts {chosen.label()} from their Hand in Reserve" if to == "reserve" else f"discards {chosen.label()} from their Hand"
                game.trace.emit("pay", f"{p} {said}", ["6.1.d"], object=chosen.uid)
                move(game, chosen, to, chosen.owner, cause="cost")
            elif k in ("reserve card to discard", "reserve typed to discard"):
                game.trace.emit("pay", f"{p} discards {chosen.label()} from their Reserve", ["6.1.d"], object=chosen.uid)
                move(game, chosen, "discard", chosen.owner, cause="cost")
            elif k == "mana orb to discard":
                game.trace.emit("pay", f"{p} discards {chosen.label()}, one of their Mana Orbs", ["6.1.d"], object=chosen.uid)
                move(game, chosen, "discard", chosen.owner, cause="cost")
            elif k == "sacrifice me":
                effects.sacrifice(game, src, p)
            elif k in SACRIFICE_COSTS or k == "token to sacrifice or discard" and chosen.zone != "reserve":
                effects.sacrifice(game, chosen, p)
            elif k == "token to sacrifice or discard":  # a token card in its Reserve: discarded (it then ceases to exist, 1.1.7)
                game.trace.emit("pay", f"{p} discards {chosen.label()} from their Reserve", ["6.1.d"], object=chosen.uid)
                move(game, chosen, "discard", chosen.owner, cause="cost")
            elif k in EXHAUST_COSTS:
                effects.exhaust(game, chosen, p, "pay", ["6.1.d"])
