"""Booster War (formats.booster-war): the usual game with three differences, mana unlimited
(mana.py), three cards drawn each Morning (morning.py), and its end: the game ends after 4 days;
players tied at the end of the fourth day play one more day with the cards they have, drawing
none. Its most technical variant plays a 12-card deck in the order its player chose (setup.py).

The page does not say how players compare at the end of the fourth day. This engine reads it as
the race the game is: the player whose expeditions have travelled further, together, is ahead,
the measure the rules themselves use when both players' expeditions meet at once (1.3.3.b); a
game in tiebreakers is tied. After the additional day players still tied have no winner: the
page says no more, and the trace says so.
"""

from __future__ import annotations

TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only

from .enums import Mode
from .rules import BOOSTER_WAR as WAR, BOOSTER_WAR_DAYS as DAYS, implements
from .victory import distance, win

if TYPE_CHECKING:
    from .table import Table

@implements("formats.booster-war.rule-least-technical-mode", "formats.booster-war.rule-most-technical-mode")
def day_end(game: "Table") -> None:
    """At the end of a Night of Booster War: the end after the fourth day, or the additional one."""
    s = game.state
    if not Mode(s.mode).booster_war or s.over or s.day < DAYS:
        return
    extra = s.day > DAYS
    if s.adventure.tiebreakers:
        leaders, text = [p.name for p in s.players], "the players are in tiebreakers"
    else:
        dist = {p.name: distance(game, p.name) for p in s.initiative()}
        best = max(dist.values())
        leaders = [n for n, d in dist.items() if d == best]
        text = "regions travelled by each player's expeditions: " + ", ".join(f"{n} {d}" for n, d in dist.items())
    day = "the additional day" if extra else f"day {DAYS}"
    with game.trace.under("booster war", f"the end of {day} of a Booster War: {text} (the page does not say how players "
                          "compare; read as the distance travelled, 1.3.3.b)", [WAR, "1.3.3.b"]):
        if len(leaders) == 1:
            win(game, leaders[0], [WAR, "1.3.3.b"])
        elif not extra:
            game.trace.emit("tied", "the players are tied: an additional day is played with the remaining cards, "
                            "without drawing new cards", [WAR])
        else:
            s.over = True
            game.trace.emit("tied", "the players are still tied after the additional day: the page says no more, and "
                            "the game ends without a winner", [WAR])
