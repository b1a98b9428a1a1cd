"""What one player may know of a position (as OpenSpiel's per-player observations): the position's
data (position.to_dict) with what is hidden from that player taken out.

Every player knows the number and characteristics of the objects in visible zones (3.1.3.b) and
the number of cards in hidden zones (3.1.3.e), and cannot look at cards in hidden zones unless a
rule lets them (3.1.3.f). The rules that let a player look at their own Hand and Mana zone are
the published game's (v5.0 3.2.5.b, 3.2.9.d; the built-in edition does not say). Nobody looks
at a Deck. A 2v2 partner is no exception: "It is forbidden to show your hand of cards to your
teammate" (modes.2v2), nor in Free for All to any other player.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .enums import Zone
from .rules import implements

if TYPE_CHECKING:
    from .table import Table as Game


@implements("3.1.3.b", "3.1.3.e", "3.1.3.f", "modes.2v2.interactions-with-your-teammate",
            "modes.free-for-all.interactions-with-other-players")
def observation(game: "Game", player: str) -> dict:
    """The position as `player` may know it: hidden zones as their number of cards, except the
    player's own Hand and Mana zone; no random generator (it would tell the order of a shuffled
    Deck); the decision waiting only when it is the player's; the card definitions of what the
    player may see."""
    from .position import to_dict

    data = to_dict(game)
    # the owner looks at their own Hand and Mana zone: published game (v5.0 3.2.5.b, 3.2.9.d)
    if player not in [p["name"] for p in data["players"]]:
        raise ValueError(f"{player!r} is not a player of this game")
    for p in data["players"]:
        own = p["name"] == player
        for zone in (Zone.DECK, Zone.HAND, Zone.MANA):
            cards = p["zones"].get(str(zone), [])
            if zone is Zone.DECK or not own:
                p["zones"][str(zone)] = {"cards": len(cards)}
    data.pop("random", None)
    decision = data.get("decision")
    if decision is not None and (decision.get("waiting") or {}).get("player") != player:
        data.pop("decision")
    seen = set()

    def note(objs):
        for o in objs if isinstance(objs, list) else ():
            if isinstance(o, dict) and "card" in o:
                seen.add(o["card"])

    for p in data["players"]:
        for objs in list(p["zones"].values()) + list(p["expeditions"].values()):
            note(objs)
    note(data.get("limbo"))
    note(data.get("gone"))
    if isinstance(data.get("cards"), dict):
        data["cards"] = {k: v for k, v in data["cards"].items() if k in seen}
    data["observer"] = player
    return data
