"""Reactions (6.3): a trigger modifies its event by creating an Emblem-Reaction in Limbo
(6.3.b, 2.2.2.m); when reactions are checked, their controllers play them, the first player in
initiative order first, each choosing the order of their own; each resolves, then ceases to exist.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .abilities import PLAY_TRIGGERS, Ability, render_ability
from .cards import Card
from .choices import ChoiceNeeded
from .passives import trigger_suppressed
from .rules import implements
from .state import IN_PLAY, GameObject
from .verbs import Context, choose_targets, resolve

if TYPE_CHECKING:
    from .engine import Game

EMBLEM_REACTION = Card(name="Emblem-Reaction", type="emblem", subtypes=("Reaction",))
MAX_ACTIVATIONS = 100  # 6.3.f


def granters(game: "Game") -> list[tuple[GameObject, int, Ability]]:
    """The abilities in play that grant abilities to other objects (e.g. Haven's)."""
    return [(src, i, a) for src in game.state.all_objects() if src.exists and src.zone in IN_PLAY
            for i, a in enumerate(src.card.abilities) if a.kind == "grant" and a.granted is not None]


def abilities_of(game: "Game", o: GameObject, granting: list | None = None) -> list[tuple[int, Ability]]:
    """An object's own abilities and those granted to it by objects in play. `granting` is
    `granters(game)` when the caller asks for many objects at one moment (one scan, not one
    per object)."""
    out = list(enumerate(o.card.abilities))
    for src, i, a in granters(game) if granting is None else granting:
        if _granted_to(src, a.grant_to or "", o):
            game.granted_by[(o.uid, 1000 + i)] = src.label()
            out.append((1000 + i, a.granted))
    return out


def _granted_to(src: GameObject, selector: str, o: GameObject) -> bool:
    if o.card.type != "character" or o.controller != src.controller:
        return False
    return selector in ("each character you control", "characters you control", "each character you control in play")


def _works_where(a: Ability, o: GameObject, trigger: str) -> bool:
    if a.works_in_reserve:
        return o.zone == "reserve" and "exhausted" not in o.statuses
    if trigger in PLAY_TRIGGERS:
        return True  # checked against the object entering play itself (6.3.d)
    if o.card.type == "hero":
        return o.zone == "hero zone"
    return o.zone in IN_PLAY or trigger in ("i am sacrificed", "i leave play", "i leave your landmarks")


def _matches(game: "Game", o: GameObject, trigger: str, event: str, subject, data) -> bool:
    if trigger in ("at noon", "at dusk", "at night"):
        return event == "phase" and data.get("phase") == trigger[3:]
    if trigger == "enters play":
        return event == "join" and subject is o and data.get("zone") in ("hero expedition", "companion expedition", "landmarks") \
            and data.get("from_zone") not in ("hero expedition", "companion expedition")
    if trigger in ("played from hand", "played from reserve"):
        return event == "played" and subject is o and data.get("from_zone") == trigger.split()[-1]
    if trigger == "i am sacrificed":
        return event == "sacrificed" and subject is o
    if trigger == "i leave play":
        return event == "leave" and subject is o and data.get("from_zone") in IN_PLAY
    if trigger == "i leave your landmarks":
        return event == "leave" and subject is o and data.get("from_zone") == "landmarks"
    if trigger == "you sacrifice a character":
        return event == "sacrificed" and subject.card.type == "character" and data.get("player") == o.controller \
            and o.zone in IN_PLAY
    if trigger == "a character joins my expedition":
        return event == "join" and subject.card.type == "character" and o.zone.endswith("expedition") \
            and data.get("zone") == o.zone and subject.controller == o.controller and subject is not o
    if trigger == "my expedition moves forward":
        return event == "moved forward" and o.zone == f"{data.get('expedition')} expedition" and o.controller == data.get("player")
    return False


@implements("6.3.a", "6.3.b", "6.3.c", "6.3.d", "6.3.e", "7.3.1.a", "2.2.2.m", "1.1.6.e", "1.1.6.f", "1.1.6.g")
def signal(game: "Game", event: str, subject: GameObject | None = None, **data) -> None:
    """An event happened: every reaction whose trigger it matches creates an Emblem-Reaction.
    A reaction must exist before its event, except one of an object triggering on that object
    entering a visible zone (6.3.d); it need not exist after (6.3.e)."""
    candidates = [o for o in game.state.all_objects() if o.exists and o.card.type != "emblem"]
    if subject is not None and all(o is not subject for o in candidates):  # by identity: fields can agree
        candidates.append(subject)  # a token that ceased to exist, a card that left play (6.3.e)
    granting = granters(game)  # emblems created below are not in play: the list holds throughout
    for o in candidates:
        for index, ability in abilities_of(game, o, granting):
            if ability.kind not in ("reaction", "support reaction") or ability.trigger is None:
                continue
            if not _works_where(ability, o, ability.trigger):
                continue
            if not _matches(game, o, ability.trigger, event, subject, data):
                continue
            before = data.get("before") or ({"zone": data["from_zone"]} if data.get("from_zone") else None)
            create_emblem(game, o, index, ability, subject=subject, before=before)


@implements("6.3.f", "7.3.1.e", "7.4.3.d")
def create_emblem(game: "Game", o: GameObject, index: int, ability: Ability, subject=None, before=None, by: str = "") -> None:
    stopper = trigger_suppressed(game, o, ability.trigger or "")
    if stopper is not None:
        game.trace.emit("no trigger", f"{o.label()}'s reaction \"{render_ability(ability)}\" cannot activate: {stopper.label()}",
                        ["7.3.1.e"])
        return
    key = (o.uid, index, game.state.day)
    n = game.activations.get(key, 0)
    if n >= MAX_ACTIVATIONS:
        game.trace.emit("limit", f"{o.label()}'s reaction has been activated {MAX_ACTIVATIONS} times today: the event stays "
                        "unmodified", ["6.3.f"])
        return
    game.activations[key] = n + 1
    follow = ability.trigger in ("i am sacrificed", "i leave play", "i leave your landmarks")
    e = GameObject(f"reaction {game.state.next_number}", EMBLEM_REACTION, o.controller, o.controller, "limbo",
                   game.state.new_number(),
                   emblem={"kind": "reaction", "source": o, "source_number": o.number, "ability": ability,
                           "it": subject, "follow": follow, "before": before or {},
                           "text": render_ability(ability), "source_label": o.label()})
    game.state.limbo.append(e)
    rules = ["6.3.b", "2.2.2.m"]
    if by:
        rules.append("7.3.1.d")  # the reaction is the activated object's own
    if ability.trigger in ("enters play", "played from hand", "played from reserve") and subject is o:
        rules.append("6.3.d")  # it did not exist before the event that triggers it
        if o.has("Gigantic"):
            rules.append("7.4.3.d")  # one object entering both expeditions: its triggers go off once
    if follow:
        rules.append("6.3.e")  # it does not exist any more after the event
    why = f" (activated by {by})" if by else ""
    granter = game.granted_by.get((o.uid, index))
    if granter:
        why += f" (an ability {granter} gives it)"
        e.emblem["source_label"] = f"{o.label()} (from {granter})"
    game.trace.emit("trigger", f"{o.label()}'s reaction triggers{why}: an Emblem-Reaction \"{render_ability(ability)}\" "
                    f"is created in Limbo, controlled by {o.controller}", rules, object=o.uid)


@implements("7.3.1.b", "7.3.1.c", "7.3.1.d", "7.3.1.e")
def activate(game: "Game", o: GameObject, trigger: str, by: str) -> None:
    """An effect activates an object's reactions with that trigger: the reactions are the
    object's, not the effect's source's (7.3.1.d)."""
    found = False
    for index, ability in abilities_of(game, o):
        if ability.kind == "reaction" and ability.trigger == trigger:
            found = True
            create_emblem(game, o, index, ability, subject=o, by=by)
    if not found:
        game.trace.emit("nothing", f"{o.label()} has no such reaction to activate", ["7.3.1.b"])


def pending(game: "Game") -> list[GameObject]:
    return [o for o in game.state.limbo if o.emblem and o.emblem.get("kind") == "reaction"]


@implements("6.3.b", "5.1.2.a", "5.1.2.e", "2.2.2.m", "6.1.g")
def check(game: "Game") -> None:
    """Reactions are checked: while Emblem-Reactions are in Limbo, the first player in initiative
    order who controls one chooses one of theirs and plays it (published game, 4.4 in v5.0: the
    built-in edition says each reaction is an emblem in Limbo and is played, not in what order)."""
    while not game.state.over:
        emblems = pending(game)
        if not emblems:
            return
        for p in game.state.initiative():
            mine = [e for e in emblems if e.controller == p.name]
            if mine:
                break
        labels = {f"{e.emblem['source_label']}: {e.emblem['text']}" for e in mine}
        if len(labels) > 1:  # identical reactions of one object leave nothing to choose
            answer = game.choices.take(p.name, "play reaction")
            if answer is None:
                raise ChoiceNeeded(p.name, "which of their reactions in Limbo to play first",
                                   [f"{e.emblem['source_label']}: {e.emblem['text']}" for e in mine], "6.3.b")
            hits = [e for e in mine if str(answer).lower() in f"{e.emblem['source_label']}: {e.emblem['text']}".lower()]
            if len({f"{e.emblem['source_label']}: {e.emblem['text']}" for e in hits}) != 1:
                raise ChoiceNeeded(p.name, f"one reaction ({answer!r} matches {len(hits)})",
                                   [f"{e.emblem['source_label']}: {e.emblem['text']}" for e in mine], "6.3.b")
            chosen = hits[0]
        else:
            chosen = mine[0]
        play_reaction(game, chosen)


def play_reaction(game: "Game", e: GameObject) -> None:
    em = e.emblem
    ability: Ability = em["ability"]
    label = f"{em['source_label']}'s reaction"
    ctx = Context(e.controller, label, em["source"], em["source_number"], follow_source=em["follow"], it=em["it"],
                  last_known=em["before"])
    with game.trace.under("reaction", f"{e.controller} plays the reaction of {em['source_label']}: \"{em['text']}\"",
                          ["5.1.2.a"]):
        illegal = choose_targets(game, ctx, ability.steps, None)
        if illegal:
            game.trace.emit("illegal", f"{label}: {illegal}", ["5.1.2.c"])
        elif ability.condition and not _condition(game, ctx, ability.condition):
            game.trace.emit("condition", f"{label}: \"{ability.condition}\" is false: nothing happens", ["5.2.3.f"])
        else:
            resolve(game, ctx, ability.steps)
        if e in game.state.limbo:
            game.state.limbo.remove(e)
        e.exists = False
        game.trace.emit("cease", "the Emblem-Reaction has resolved and ceases to exist", ["2.2.2.m", "5.1.2.e"])


def _condition(game, ctx, cond) -> bool:
    from .verbs import condition_holds

    return condition_holds(game, ctx, cond)
