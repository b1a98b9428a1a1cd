"""The abilities' language (docs/abilities.md): its data (`Step`, `Ability`), its triggers, and
the kinds of value a verb's argument may take, each checked here. The verbs themselves, one class
each, are `verbs.py`; reading and writing whole abilities is `abilities.py`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
TYPE_CHECKING = False  # typing costs start-up: the names below are for checkers only
if TYPE_CHECKING:
    from typing import Any

from . import words
from .lazyre import lazy
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
    "you sacrifice a permanent": "When you sacrifice a Permanent",
    "you sacrifice a token": "When you sacrifice a token",
    "you sacrifice a landmark": "When you sacrifice a Landmark",
    "a character joins my expedition": "When a Character joins my Expedition",
    "my expedition moves forward": "When my Expedition moves forward",
    "a character joins one of your expeditions": "When a Character joins one of your Expeditions",
    "a card leaves your reserve": "When a card leaves your Reserve",
    "my expedition fails to move forward": "When my Expedition fails to move forward",
    "one of your expeditions moves forward due to forest": "When one of your Expeditions moves forward due to [forest]",
    "one of your expeditions moves forward due to mountain": "When one of your Expeditions moves forward due to [mountain]",
    "one of your expeditions moves forward due to water": "When one of your Expeditions moves forward due to [water]",
    "you play a character": "When you play a Character",
    "you play a spell": "When you play a Spell",
    "you play a permanent": "When you play a Permanent",
    "you play a card": "When you play a card",
    "another character joins one of your expeditions": "When another Character joins one of your Expeditions",
    "i leave the expedition zone": "When I leave the Expedition zone",
    **{f"my expedition moves forward due to {t}": f"When my Expedition moves forward due to [{t}]" for t in ("forest", "mountain", "water")},
    # v5.0 4.2.4.k: due to a terrain it was tied in, Ascended
    "my expedition moves forward due to ascension": "When my Expedition moves forward due to Ascension",
    "one of your expeditions moves forward due to ascension": "When one of your Expeditions moves forward due to Ascension",
    "both of your expeditions move forward due to ascension": "When both of your Expeditions move forward due to Ascension",
    "a card goes to your reserve from your deck or hand": "When a card goes from your Deck or Hand to your Reserve",
    "i go to reserve": "When I go to Reserve",
    "i go to reserve from the expedition zone": "When I go to Reserve from the Expedition zone",
    "i go to reserve from your hand": "When I go to Reserve from your Hand",
    **{f"i gain {st}": f"When I gain [{st.capitalize()}]" for st in ("fleeting", "asleep", "anchored")},
    # "becomes": it did not have the status and now has it (published game, v5.0 7.5.4.a)
    **{f"i become {st}": f"When I become [{st.capitalize()}]" for st in ("fleeting", "asleep", "anchored", "boosted")},
    # one of its controller's two expeditions, named (1.2.1.c)
    **{f"your {e} expedition {w}": f"When your {e.capitalize()} Expedition {t}" for e in ("hero", "companion")
       for w, t in (("moves forward", "moves forward"), ("fails to move forward", "fails to move forward"))},
    # losing a status it had (published game, v5.0 7.3.21): an effect's, or Rest's (2.4.2, 2.4.4)
    **{f"i lose {st}": f"When I lose [{st.capitalize()}]" for st in ("fleeting", "asleep", "anchored")},
    # moving to its owner's Discard pile from anywhere (discarded, sacrificed: v5.0 7.3.7, 7.3.36)
    "i go to the discard pile": "When I go to the Discard pile",
    **{f"a character you control gains {st}": f"When a Character you control gains [{st.capitalize()}]"
       for st in ("fleeting", "asleep", "anchored")},
    "i gain boosts": "When I gain 1 or more boosts",
    "a character you control gains boosts": "When a Character you control gains 1 or more boosts",
    "you exhaust a card in reserve": "When you exhaust a card in Reserve",
    "you exhaust a character": "When you exhaust a Character (in play)", "you exhaust a permanent": "When you exhaust a Permanent (in play)",
    "a card in your reserve is exhausted": "When a card in your Reserve is exhausted",
    "you activate a support ability": "When you activate a {D} ability",
    "you create a token character": "When you create a token Character",
    "you create a token": "When you create a token",
    "you receive a token": "When you receive a token",
    "an opponent passes": "When an opponent passes",
    "you play a landmark permanent": "When you play a Landmark Permanent",
    "my expedition ascends": "When my Expedition Ascends",
    "another character you control goes to reserve": "When another Character you control goes to Reserve",
    "one of your expeditions fails to move forward": "When one of your Expeditions fails to move forward",
    "the expedition facing me moves forward": "When the Expedition facing me moves forward",
    "an opponent's expedition moves forward": "When an opponent's Expedition moves forward",
    "an opponent's expedition fails to move forward": "When an opponent's Expedition fails to move forward",
    "a token joins one of your expeditions": "When a token joins one of your Expeditions",
    "one of your expeditions ascends": "When one of your Expeditions Ascends",
    "an opponent draws or resupplies": "When an opponent draws cards or resupplies",
    "you draw cards": "When you draw one or more cards",
    "an opponent draws cards": "When an opponent draws one or more cards",
    "an opponent resupplies": "When an opponent Resupplies",
    "a card leaves your reserve during the afternoon": "When a card leaves your Reserve during the Afternoon",
    "you roll dice": "When you roll one or more dice",
    "the first time you roll dice each day": "The first time you roll one or more dice each Day",
    # (the later sets' words, as for dice: its controller's first card of that type this Day, or turn)
    **{f"the first time you play a {t} each {w}": f"The first time you play a {t if t == 'card' else t.capitalize()} each {'Day' if w == 'day' else 'turn'}"
       for t in ("character", "spell", "permanent", "card") for w in ("day", "turn")},
    "you reveal a card this way": "When you reveal a card this way",
    "after rest": "After Rest",
    "a character leaves one of your expeditions": "When a Character leaves your Expeditions",
    "a character in your reserve gains boosts": "When a Character in your Reserve gains 1 or more boosts",
    "an opponent plays a card from reserve": "When an opponent plays a card from Reserve",
    "you play a card from reserve": "When you play another card from Reserve",
    "you play a character from reserve": "When you play another Character from Reserve",
    "an opponent sacrifices a character": "When an opponent sacrifices a Character",
    "you resupply": "When you Resupply",
    "one of your expeditions moves forward": "When one of your Expeditions moves forward",
    "one or more of your ascended expeditions move forward": "When one or more of your Ascended Expeditions move forward",
    "you discard a card from your reserve": "When you discard a card from your Reserve",
    "you discard a card from a reserve": "When you discard a card from a Reserve (any player's)",
    "you discard a card from an opponent's reserve": "When you discard a card from an opponent's Reserve",
    "a card is discarded from a reserve": "When a card is discarded from a Reserve (any player's, by anyone)",
    "a card is discarded from your reserve": "When a card is discarded from your Reserve (by anyone)",
    "a card is discarded from an opponent's reserve": "When a card is discarded from an opponent's Reserve (by anyone)",
    "you sabotage": "When you Sabotage (a card discarded)",
    "another character leaves one of your expeditions": "When another Character leaves one of your Expeditions",
    "a non-token character leaves one of your expeditions": "When a non-token Character leaves your Expeditions",
    **{f"an opponent plays a {t}": f"When an opponent plays a {t if t == 'card' else t.capitalize()}" for t in ("character", "spell", "permanent", "card")},
    "a card joins a discard pile": "When a card joins a Discard pile (any player's)",
    "another permanent joins your expeditions or landmarks": "When another Permanent joins your Expeditions or Landmarks",
    "you pass": "When you pass",
    "you pass first": "When you pass first",
    "you activate an ability costing exhaust me": "When you activate a {T} ability",
    "the third ability costing exhaust me is activated on one of your turns": "When three {T} abilities are activated on one of your turns",
    "you make a gift": "When you make a Gift",
    "you receive a gift": "When you receive a Gift",
    "a character joins the expedition facing me": "When a Character joins the Expedition facing me",
    "you discard a card from your hand": "When you discard a card from your Hand",
    "you sacrifice another character": "When you sacrifice another Character",
    "you sacrifice a character or permanent": "When you sacrifice a Character or a Permanent",
    "a character gains boosts": "When a Character gains 1 or more boosts",
    "a card goes to your reserve from your hand": "When a card goes from your Hand to your Reserve",
    "you put a card from your hand in reserve": "When you put a card from your Hand in your Reserve",
    "i am discarded from your hand": "When I am discarded from your Hand",
    "i leave an ascended expedition": "When I leave an Ascended Expedition",
    "the second support ability is activated on one of your turns": "When a second {D} ability is activated in a turn of yours",
    # a Feat becoming Completed (judge/feats.py: no edition defines Feats; the published cards' words)
    "i become completed": "When I become [Completed]",
    "i become exhausted": "When I become exhausted",
    "i switch expeditions": "When I switch Expeditions",
    "you complete a feat": "When you complete a Feat",
}
# The event each trigger listens to (triggers.signal looks only at the reactions of that event).
TRIGGER_EVENT = {
    "enters play": "join", "a character joins my expedition": "join",
    "played from hand": "played", "played from reserve": "played",
    "at noon": "phase", "at dusk": "phase", "at night": "phase",
    "i leave play": "leave", "i leave your landmarks": "leave",
    "i am sacrificed": "sacrificed", "you sacrifice a character": "sacrificed", "you sacrifice a permanent": "sacrificed",
    "you sacrifice a token": "sacrificed", "you sacrifice a landmark": "sacrificed", "you create a token": "token", "you receive a token": "token",
    "an opponent passes": "pass",
    "you play a landmark permanent": "played", "my expedition ascends": "ascended", "one of your expeditions ascends": "ascended",
    "another character you control goes to reserve": "join",
    "one of your expeditions fails to move forward": "failed", "the expedition facing me moves forward": "moved forward",
    "an opponent's expedition moves forward": "moved forward", "an opponent's expedition fails to move forward": "failed",
    "a token joins one of your expeditions": "join",
    "my expedition moves forward": "moved forward",
    "a character joins one of your expeditions": "join", "a card leaves your reserve": "leave",
    "my expedition fails to move forward": "failed",
    **{f"one of your expeditions moves forward due to {t}": "moved forward" for t in ("forest", "mountain", "water")},
    **{f"you play a {t}": "played" for t in ("character", "spell", "permanent", "card")},
    "another character joins one of your expeditions": "join",
    "i leave the expedition zone": "leave",
    "a card goes to your reserve from your deck or hand": "join",
    **{f"my expedition moves forward due to {t}": "moved forward" for t in ("forest", "mountain", "water", "ascension")},
    "one of your expeditions moves forward due to ascension": "moved forward",
    "both of your expeditions move forward due to ascension": "both moved forward",
    "i go to reserve": "join", "i go to reserve from the expedition zone": "join", "i go to reserve from your hand": "join",
    **{f"i gain {st}": "status" for st in ("fleeting", "asleep", "anchored")},
    **{f"i become {st}": "became" for st in ("fleeting", "asleep", "anchored", "boosted")},
    **{f"i lose {st}": "lost" for st in ("fleeting", "asleep", "anchored")}, "i go to the discard pile": "join",
    **{f"your {e} expedition {w}": ev for e in ("hero", "companion") for w, ev in (("moves forward", "moved forward"),
                                                                                  ("fails to move forward", "failed"))},
    **{f"a character you control gains {st}": "status" for st in ("fleeting", "asleep", "anchored")},
    "i gain boosts": "boosts", "a character you control gains boosts": "boosts",
    "you exhaust a card in reserve": "exhausted", "a card in your reserve is exhausted": "exhausted",
    "you exhaust a character": "exhausted", "you exhaust a permanent": "exhausted",
    "you activate a support ability": "support", "you create a token character": "token",
    "an opponent draws or resupplies": "draw", "a card leaves your reserve during the afternoon": "leave",
    "you draw cards": "draw", "an opponent draws cards": "draw", "an opponent resupplies": "draw",
    "you roll dice": "roll",
    "the first time you roll dice each day": "roll",
    **{f"the first time you play a {t} each {w}": "played" for t in ("character", "spell", "permanent", "card") for w in ("day", "turn")},
    "you reveal a card this way": "revealed",
    "after rest": "after rest",
    "a character leaves one of your expeditions": "leave", "a non-token character leaves one of your expeditions": "leave",
    "a character in your reserve gains boosts": "boosts", "an opponent plays a card from reserve": "played",
    "you play a card from reserve": "played", "you play a character from reserve": "played",
    "an opponent sacrifices a character": "sacrificed", "you resupply": "draw", "one of your expeditions moves forward": "moved forward",
    "one or more of your ascended expeditions move forward": "moved forward",
    "you discard a card from your reserve": "join", "another character leaves one of your expeditions": "leave",
    **{t: "join" for t in ("you discard a card from a reserve", "you discard a card from an opponent's reserve", "a card is discarded from a reserve",
                           "a card is discarded from your reserve", "a card is discarded from an opponent's reserve", "you sabotage")},
    **{f"an opponent plays a {t}": "played" for t in ("character", "spell", "permanent", "card")},
    "a card joins a discard pile": "join", "another permanent joins your expeditions or landmarks": "join",
    "you pass": "pass", "you pass first": "pass",
    "you activate an ability costing exhaust me": "tap", "the third ability costing exhaust me is activated on one of your turns": "tap", "a character joins the expedition facing me": "join", "you discard a card from your hand": "join",
    "you make a gift": "gift", "you receive a gift": "gift",
    "you sacrifice another character": "sacrificed", "you sacrifice a character or permanent": "sacrificed",
    "a character gains boosts": "boosts", "a card goes to your reserve from your hand": "join",
    "you put a card from your hand in reserve": "join", "i am discarded from your hand": "join",
    "i leave an ascended expedition": "leave",
    "the second support ability is activated on one of your turns": "support",
    "i become completed": "completed", "you complete a feat": "completed", "i become exhausted": "exhausted", "i switch expeditions": "join",
}
# Triggers on the object itself entering a visible zone: they work even though the reaction did
# not exist before the event (6.3.d).
SELF_ENTERING = {"enters play", "played from hand", "played from reserve"}
# Triggers on the object itself going to its Reserve: they look back at the move, wherever the
# object then is (like leaving play, 6.3.e), and "me" is the card in the Reserve.
SELF_TO_RESERVE = {"i go to reserve", "i go to reserve from the expedition zone", "i go to reserve from your hand"}
PLAY_TRIGGERS = {"enters play", "played from hand", "played from reserve"}

COSTS = lazy(r"^(x mana|exhaust me|exhaust a reserve card|hand card to discard|exhaust a permanent you control|exhaust a character you control|sacrifice me|discard me from reserve|sacrifice a character|sacrifice a permanent|sacrifice a token|sacrifice a character or permanent|sacrifice a landmark|sacrifice another (?:character|permanent)|mana orb to discard|(\d{1,2}) mana|hand card to reserve|reserve (?:card|character|spell|permanent|token) to discard|sacrifice or discard a token|"
             r"any number of reserve cards to discard|any number of permanents to sacrifice|"
             r"spend (\d{1,2}) (\w+) counters?|spend (\d{1,2}) boosts?|spend 1 counter from a card you control or in your reserve|spend 1 boost from a character you control"
             rf"|{words.SACRIFICE_MORE})$")

# "each of your Expeditions that's behind or tied" (published game, v5.0 7.5.2.b-d)
BEHIND_OR_TIED = "each of your expeditions behind or tied"
# "each of your Expeditions that's behind" (ahead, tied): by how far each is from its origin (v5.0 7.5.2.a-d)
STANDING_ONES = {f"each of your expeditions {how}": how for how in ("behind", "ahead", "tied")}
# "each of your Ascended Expeditions": those with the Ascended status as the step resolves (published game, v5.0 2.4.3)
ASCENDED_ONES = "each of your ascended expeditions"
# "in its Expedition" after a step on an object: where that step found it (v5.0 2.1.h)
THEIR_EXPEDITION = "their expedition"
EXPEDITION_SELECTORS = {BEHIND_OR_TIED, *STANDING_ONES, ASCENDED_ONES, THEIR_EXPEDITION, "my expedition", "target expedition", "your hero expedition", "your companion expedition",
                        "each of your expeditions", "my other expedition", "the expedition facing me", "that expedition",
                        # the later sets' "in target opponent's Companion Expedition": the opponent is the target (5.2.3.b)
                        "target opponent's hero expedition", "target opponent's companion expedition",
                        "each of target opponent's expeditions", "another target expedition"}
# "in an opponent's Expedition", "in a Hero Expedition": one expedition its controller chooses as the
# step resolves, not a target (6.1.g; no edition defines these words: the later sets' cards)
CHOSEN_EXPEDITIONS = {"an opponent's expedition": ("opponents", None), "a hero expedition": ("everyone", "hero"),
                      "a companion expedition": ("everyone", "companion"), "an expedition": ("everyone", None),
                      "one of your expeditions": ("you", None)}
# "One of your Expeditions moves backwards. If it does, your other Expedition moves forward": the
# controller's expedition the step before did not move (the later sets)
THE_OTHER = "the other of your expeditions"
# after one expedition moved backwards (whoever's), the other one of the player it belongs to, made to
# move forward in turn (the later sets)
THE_OTHER_THEIRS = "the other expedition of its controller"
# "in the Companion Expedition of its owner" after a step on one target card: that card's owner's
THEIR_OWNERS = ("their owner's hero expedition", "their owner's companion expedition")
EXPEDITION_SELECTORS |= set(CHOSEN_EXPEDITIONS) | {"each expedition", THE_OTHER, THE_OTHER_THEIRS, "target expedition you control", *THEIR_OWNERS}  # every player's both
# "its controller [Resupplies]" after a step on an object: whose it was as that step found it (v5.0 2.1.h)
THEIR_CONTROLLER = "their controller"
# "the controller of the Expedition facing that Illusion": whose expedition faces the one of what the step before acted on
FACING_THEM = "the player facing them"
PLAYER_SELECTORS = {"you", "each player", "target opponent", THEIR_CONTROLLER, "its owner", FACING_THEM}
PASSIVES = lazy(r"^(expeditions can't move forward|you may play exhausted cards from your reserve|exhausted characters in your reserve can be played|"
                      r"exhausted characters in your reserve can be played in my expedition|all regions are (forest|mountain|water) and lose their other types"
                      r"|the (enters play|played from hand|played from reserve)(, (enters play|played from hand|played from reserve))*"
                      r"( and (enters play|played from hand|played from reserve))? triggers of characters facing me don't activate"
                      r"|extra cost (\d{1,2}) unless first player|only if you are the first player|only for the first player"
                      r"|(?:i am|the only character in my expedition is) (defender|eternal|seasoned|gigantic|tough [1-9])|((boosted|exhausted|asleep|anchored|fleeting) )?(tokens|characters|other characters) you control( with hand cost \d{1,2} or more)? are (defender|eternal|seasoned|gigantic|tough [1-9])"
                      r"|(?:(?:boosted|exhausted|asleep|anchored|fleeting) )?(?:other )?characters in my expedition are (defender|eternal|seasoned|tough [1-9])"
                      r"|(?:(?:boosted|exhausted|asleep|anchored) )?characters in your (?:hero|companion) expedition are (defender|eternal|seasoned|tough [1-9])"
                      r"|(?:other )?(?!(?:characters|tokens|permanents|landmarks|cards|spells|heroes) )[a-z][a-z'-]{1,39}s you control are (defender|eternal|seasoned|tough [1-9])"
                      r"|(?:other cards in your landmarks|characters in your reserve) are tough [1-9]"
                      r"|my expedition moves forward despite defenders|i can't be played|i can't be played from (?:hand|reserve)"
                      r"|opponents' reserve cards can't gain counters|cards with counters can't gain more counters|i can't gain boosts|i can't gain counters|i don't go to reserve during rest"
                      r"|my other expedition and the one facing it can't move forward"
                      r"|my expedition can't move forward|the expedition facing me can't move forward"
                      r"|while the expedition facing me is in forest, it moves forward during dusk only due to forest"
                      r"|while the expedition facing me is in mountain, it moves forward during dusk only due to mountain"
                      r"|while the expedition facing me is in water, it moves forward during dusk only due to water"
                      r"|my region and the facing region are (forest|mountain|water) only|my region is also (forest|mountain|water)"
                      r"|if i would gain (fleeting|asleep|anchored), i gain (\d boosts?|fleeting|asleep|anchored) instead"
                      r"|i can gain (fleeting|asleep|anchored) even if i have it|i can't gain (?:fleeting|asleep|anchored)"
                      r"|exhausted characters in reserve stay exhausted during morning"
                      r"|during morning you draw one card and expand from the top of your deck|my abilities are ignored during the first day"
                      r"|i also count as a spell, in every zone"
                      r"|i gain fleeting and defect in place of going to reserve from play"
                      r"|on a roll of [2-6]\+ as it would move forward during dusk, my expedition moves forward one more region(; on a roll of 1 it does not move)?"
                      r"|a target (character|permanent) in play with hand cost \d{1,2} or more costs \d more"
                      r"|as i am played, i gain \d boosts?( per .{1,80})?"
                      r"|i begin the game with one (forest|mountain|water)(, one (forest|mountain|water)){0,2}(,? and one (forest|mountain|water))? terrain markers?"
                      r"|(anchored|asleep|fleeting|boosted) characters of my expedition lose (anchored|asleep|fleeting|all their boosts) "
                      r"instead of leaving it in the afternoon|you may sacrifice me to keep (anchored|asleep|fleeting|boosted) characters of "
                      r"your expeditions there in the afternoon(: they lose (anchored|asleep|fleeting|all their boosts))?"
                      r"|i begin the game with \d{1,2} [a-z]\w{0,39} counters|i cost \d less( in an expedition without characters| in an expedition in contact| in an expedition facing \d or more characters| per [a-z' ]{1,60})?|i cost \d more( per [a-z' ]{1,60})?|discard a reserve card as you play me: i cost \d less"
                      rf"|({words.OPTIONAL_COST_WORDS})( and ({words.OPTIONAL_COST_WORDS})){{0,3}} as you play me: i cost \d less"
                      r"|my expedition is in contact|if you would create a token, create two instead"
                      r"|your first character each afternoon gains \d boosts?|my expedition moves forward one more region (during dusk|due to ascension)"
                      r"|(you may exhaust me to make )?your expeditions move forward one more region during dusk"
                      r"|you may keep one more exhausted card in reserve during night|your reserve limit is increased by \d|your (reserve|landmarks) limit is \d"
                      r"|opponents' (characters|cards) cost at least \d|opponents' (characters|spells|permanents|cards)( from (hand|reserve))? cost \d more|spells you play with hand cost \d or less are fleeting"
                      r"|cards played from (hand|reserve) cost \d (more|less(, down to a minimum of \d)?)"
                      r"|support abilities can give cards in reserve (1 more counter than|counters beyond) their maximum"
                      r"|also reveal your top deck card when you roll dice|you may (?:exhaust me to )?add \d to the result of your dice"
                      r"|highest statistic for (me|characters in my expedition|other characters you control|characters you control)"
                      r"|one more die on your rolls, one ignored|if you would resupply, instead reveal your top 2 deck cards, put one in your reserve and discard the other"
                      r"|your (characters|spells|permanents|cards|[a-z]{2,40} cards)( from (hand|reserve))?"
                      r"( with (hand|base) cost \d{1,2} or (?:more|less))? cost \d (less(, down to a minimum of \d)?|more))$")
# Passive abilities that are support abilities (`{support: {passive: TEXT}}`, the cards' "{I}"
# line that is not a Reaction, v5.0 7.1.5.a, 2.2.12.e): they work only while their card is in its
# Reserve and ready (v5.0 2.2.12.i-j; judge/passives.py), and only these kinds.
SUPPORT_PASSIVES = lazy(r"^(you may play exhausted cards from your reserve|i don't count towards your reserve limit"
                        r"|all reserve limits are reduced by \d"
                        r"|your (?:characters|spells|permanents|cards|[a-z]{2,40} cards)(?: from (?:hand|reserve))?"
                        r"(?: with hand cost \d{1,2} or (?:more|less))? cost \d less(?:, down to a minimum of \d)?"
                        r"|(?:tokens|characters|other characters) you control are (?:defender|eternal|seasoned|tough [1-9]))$")
# statistics of two digits at most: every number is bounded (judge/scenario/limits.py)
TOKEN_RE = lazy(r"^(?P<name>.+?) (?P<f>-?\d{1,2})/(?P<m>-?\d{1,2})/(?P<w>-?\d{1,2})(?P<subs>(?: [A-Z][a-z]+)*)$")


@dataclass
class Step:
    verb: str
    arg: Any  # a selector string, a number, or a mapping of parameters
    may: bool = False
    condition: str | None = None  # for `if`: the steps in `then` run only when it holds
    then: list["Step"] = field(default_factory=list)
    otherwise: list["Step"] = field(default_factory=list)  # for `if`: the steps run when it does not hold
    modes: list[list["Step"]] = field(default_factory=list)
    text: str = field(default="", compare=False)  # the step in words, written once when it is read (for the trace)
    parsed: tuple = field(default=(), compare=False)  # a token's abilities, read once (create token)


@dataclass
class Ability:
    kind: str  # reaction | quick action | support | support reaction | support passive | passive | grant | replacement
    trigger: str | None = None
    condition: str | None = None
    cost: list[str] = field(default_factory=list)
    steps: list[Step] = field(default_factory=list)
    passive: str | None = None
    grant_to: str | None = None
    granted: "Ability | None" = None
    instead: tuple[str, str] | None = None  # a replacement: (the zone I would go to, the zone I go to instead)
    leave: tuple | None = None  # a replacement of my leaving the Expedition zone: (zone I go to instead, condition or None, may)
    forward: tuple | None = None  # a replacement of my expedition's moving forward: (the steps done instead, may)
    # a modifier of an attempt to Ascend an Ascended expedition of its controller's: (the steps, also:
    # True when they are done besides the attempt, False instead of it)
    ascend_again: tuple | None = None
    completed: bool = False  # "[Completed]: ...": works only while its Feat is Completed (judge/feats.py)
    x_max: str | None = None  # "X can't be higher than the number of WHAT": a quick action's "{X}" at most that count
    raw: Any = field(default=None, compare=False, repr=False)  # the data it was parsed from (to_dict)
    text: str = field(default="", compare=False)  # the ability in words, written once when it is read

    @property
    def works_in_reserve(self) -> bool:
        return self.kind in ("support", "support reaction", "support passive")


def norm(text) -> str:
    return " ".join(str(text).split()).lower()


def short(value) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def only(item: dict, allowed: set[str], what: str) -> None:
    extra = set(item) - allowed
    if extra:
        raise AbilityError(f"{what} has {', '.join(sorted(allowed))} only; not {sorted(map(str, extra))}")


def boolean(value, key: str) -> bool:
    if not isinstance(value, bool):
        raise AbilityError(f"{key}: true or false, not {short(value)}")
    return value


def condition_value(value) -> str:
    try:  # one grammar, judge/words.py's: read once, here; the engine asks its fields
        return words.condition(value if isinstance(value, str) else "")
    except ValueError:
        raise AbilityError(f"unknown condition {short(value)}") from None


def costs_value(value) -> list[str]:
    items = value if isinstance(value, list) else [value]
    costs = []
    for c in items:
        if not isinstance(c, str) or not COSTS.match(norm(c)):
            raise AbilityError(f"unknown cost {short(c)} (x mana, exhaust me, exhaust a reserve card, hand card to discard, exhaust a permanent you control, exhaust a character you control, discard me from reserve, sacrifice a character, sacrifice a permanent, sacrifice a token, sacrifice a character or permanent, sacrifice a SUBTYPE, sacrifice a boosted (fleeting, ...) character, mana orb to discard, N mana, hand card to reserve, reserve card to discard, reserve token to discard, sacrifice or discard a token, "
                               "reserve character (spell, permanent) to discard, any number of reserve cards to discard, "
                               f"spend N NAME counters, spend N boosts, spend 1 counter from a card you control or in your reserve, spend 1 boost from a character you control; N at most {MAX_COUNT})")
        costs.append(words.cost(c))
    if "mana orb to discard" in [norm(c) for c in items] and any(words.cost(c).kind in ("mana", "x mana") for c in items):
        # which Orbs pay the Mana and which one is discarded, all at once: not modelled
        raise AbilityError("mana orb to discard: not with a Mana cost in the same costs")
    return costs


# -- the arguments of each verb: checked here, so a card that loads runs --------------------------
# Each kind of value checks one value and returns it as the engine reads it (selectors in lower
# case, one space between words), or raises AbilityError saying what it should be.
def object_value(v) -> str:
    try:  # one grammar, judge/words.py's
        return words.selector(v if isinstance(v, str) else "")
    except ValueError:
        raise AbilityError(f"unknown object selector {short(v)} (e.g. me, it, them, target character, "
                           "a character you control, each Robot you control)") from None


# "Target an Expedition that's ahead": one of those expeditions only (published game, v5.0 7.5.2)
# and "Target Expedition you control": one of its controller's two (the later sets)
STANDING_TARGETS = ("target expedition that is ahead", "target expedition that is behind", "target expedition that is tied",
                    "target expedition you control")


def pointed_value(v) -> str:
    """What a `target` step points at: an object's target selector, or `target expedition` (perhaps
    `that is ahead`, `behind` or `tied`)."""
    if isinstance(v, str) and norm(v) in ("target expedition", *STANDING_TARGETS):
        return norm(v)
    return object_value(v)


DISTRIBUTED = "any number of target expeditions"
# "Target [up to] three Expeditions and create a ... token in each": different expeditions, each
# gets the token(s) (5.2.3.b: one slot of several different targets)
SEVERAL_EXPEDITIONS = lazy(r"^(up to )?([2-4]) target expeditions$")


def token_place_value(v) -> str:
    """Where a token is created: an expedition, or "any number of target expeditions" (the
    tokens distributed as its controller chooses)."""
    if isinstance(v, str) and norm(v) == DISTRIBUTED:
        return DISTRIBUTED
    if isinstance(v, str) and SEVERAL_EXPEDITIONS.match(norm(v)):
        return norm(v)
    if isinstance(v, str) and re.fullmatch(r"(?:up to )?\d+ target expeditions", norm(v)):
        raise AbilityError(f"in: {short(v)}: 2 to 4 different target expeditions (\"3 target expeditions\", \"up to 2 target expeditions\")")
    return expedition_value(v)


def expedition_value(v) -> str:
    if not isinstance(v, str) or norm(v) not in EXPEDITION_SELECTORS:
        raise AbilityError(f"unknown expedition {short(v)} ({', '.join(sorted(EXPEDITION_SELECTORS))})")
    return norm(v)


def players_value(v) -> str:
    if not isinstance(v, str) or norm(v) not in PLAYER_SELECTORS:
        raise AbilityError(f"unknown players {short(v)} ({', '.join(sorted(PLAYER_SELECTORS))})")
    return norm(v)


THAT_MANY = "that many"
# the steps after which "that many" counts the objects they moved ("Discard your hand, then draw that many cards")
COUNTED_MOVES = frozenset({"discard", "discard all", "put in reserve", "sacrifice", "return to hand"})
# the steps that note the card they moved (verbs: Context.last), which "its Hand Cost" after them reads; the top card
# of a Deck revealed (it stays there) too
NOTED_MOVES = ("sacrifice", "discard", "put in reserve", "return to hand", "sabotage", "reveal top card")
THE_RESULT = "the result"
# X, the Mana its player chose to pay for a quick action's "{X}" cost (v5.0 7.1.4.c, 5.1.2.c)
THE_X = "x"
# the highest statistic of the one Character the step before acted on ("as many boosts as its
# highest statistic"), boosts included (v5.0 2.5.1.b), as the step resolves
THEIR_HIGHEST = "their highest statistic"
# the Hand Cost of the card the step before moved ("Sacrifice a Character. If you do, I gain X boosts, where X is its
# Hand Cost"): by its card, wherever it is now (a token's missing cost: 0, 1.1.6.d), as the step resolves
ITS_HAND_COST = "its hand cost"


def amount_value(v) -> int | str:
    """An amount: a number; `that many`: as many as the cards its internal action's cost discarded
    ("discard any number of cards ... to draw that many cards"; only there); or `the result`: the
    die's result as the effect noted it, after the steps that changed it ("X is the [final]
    result": published game, v5.0 7.3.33.a-b; only after a roll)."""
    if isinstance(v, str) and norm(v) in (THAT_MANY, THE_RESULT, THEIR_HIGHEST, THE_X, ITS_HAND_COST):
        return norm(v)
    try:
        return count_value(v)
    except AbilityError:
        raise AbilityError(f"a number from 0 to {MAX_COUNT}, '{THEIR_HIGHEST}', '{ITS_HAND_COST}', 'that many', 'the result' or 'x', "
                           f"not {short(v)}") from None


def count_value(v) -> int:
    # a number of boosts, counters, cards, tokens: a whole number, bounded like a position's
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_COUNT:
        raise AbilityError(f"a number from 0 to {MAX_COUNT}, not {short(v)}")
    return v


def counter_name_value(v) -> str:
    if not isinstance(v, str) or not re.fullmatch(r"[A-Za-z]\w{0,39}", v):
        raise AbilityError(f"a counter's name is one word (2.5.b), not {short(v)}")
    return v


def status_value(v) -> str:
    if not isinstance(v, str) or norm(v) not in ("fleeting", "asleep", "anchored", "exhausted"):
        raise AbilityError(f"status is fleeting, asleep, anchored or exhausted, not {short(v)}")
    return norm(v)


def keyword_value(v) -> str:
    if not isinstance(v, str) or v.capitalize() not in ("Defender", "Gigantic", "Seasoned", "Eternal"):
        raise AbilityError(f"keyword is Defender, Gigantic, Seasoned or Eternal, not {short(v)}")
    return v


# "I gain my third Trial counter": a counter count reaching N (one word of the counter's name)
COUNTER_TRIGGER = lazy(r"^i gain my (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) ([a-z]\w{0,39}) counter$")
# "When I gain one or more Kelon counters": each time the object gains counters of that name (v5.0 7.3.15), once per gain
COUNTERS_GAINED = lazy(r"^i gain ([a-z]\w{0,39}) counters$")
# "When I have no more Kelon counters": its last one of that name removed or spent (2.5.f; not boosts)
NO_MORE_COUNTERS = lazy(r"^i have no more ([a-z]\w{0,39}) counters$")
ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7, "eighth": 8,
            "ninth": 9, "tenth": 10}


# "When you play a Bureaucrat", "When a Robot joins one of your Expeditions", "When a non-token
# Character joins one of your Expeditions": a sub-type (as the cards write it) or non-token
SUBTYPE_PLAY = lazy(r"^you play an? ([A-Z][a-z]+)(?: or ([A-Z][a-z]+))?$")  # "a Song or Artist": either
SUBTYPE_JOIN = lazy(r"^an? (non-token character|[A-Z][a-z]+) joins one of your expeditions$")
SUBTYPE_CREATE = lazy(r"^you create an? ([A-Z][a-z]+) token$")  # "When you create a Soldier token": a token of that sub-type (2.2.2.n)
# "When a Boosted Character joins my Expedition", "When another Animal you control gains boosts": an
# object of the language's events about one object (joining, leaving, gaining boosts), named by its
# parts: a status, token or not, Character or a sub-type (every object with it, 2.2.2.n), its
# controller's ("you control"), not this object ("another")
SUBJECT_TRIGGER = lazy(r"^(?P<pick>an?|another) (?P<status>(?:boosted|fleeting|anchored|asleep|exhausted) )?(?P<token>token |non-token )?"
                       r"(?P<what>character|permanent|landmark|token|[A-Z][a-z]+)(?P<yours> you control| an opponent controls)?(?P<where> in my expedition| in the expedition facing me)? (?P<event>joins my expedition|joins one of your expeditions|joins your hero expedition|joins your companion expedition"
                       r"|joins the expedition facing me|leaves one of your expeditions|leaves my expedition|gains boosts"
                       r"|gains (?P<gained>fleeting|asleep|anchored)|becomes (?P<became>fleeting|asleep|anchored|boosted|exhausted)|loses (?P<lost>fleeting|asleep|anchored)|leaves play|leaves the expedition zone|is sacrificed|goes to reserve)$")
# the table's triggers about one Character that SUBJECT_TRIGGER reads too: one matcher for them all
# (triggers._subject_event); the table keeps their texts and events
SUBJECT_BASES = frozenset({"a character joins my expedition", "a character joins one of your expeditions",
                           "another character joins one of your expeditions", "a character joins the expedition facing me",
                           "a character leaves one of your expeditions", "a non-token character leaves one of your expeditions",
                           "another character leaves one of your expeditions", "a character gains boosts",
                           "a character you control gains boosts",
                           *(f"a character you control gains {st}" for st in ("fleeting", "asleep", "anchored"))})
SUBJECT_EVENTS = {"joins my expedition": "join", "joins one of your expeditions": "join", "joins the expedition facing me": "join",
                  "joins your hero expedition": "join", "joins your companion expedition": "join",
                  "leaves one of your expeditions": "leave", "leaves my expedition": "leave", "gains boosts": "boosts",
                  **{f"gains {st}": "status" for st in ("fleeting", "asleep", "anchored")},
                  # an object's leaving play, said of any player's object or of one player's (published game, v5.0 7.3.20,
                  # 7.3.36, 7.3.27): what it was as it left
                  "leaves play": "leave", "leaves the expedition zone": "leave", "is sacrificed": "sacrificed", "goes to reserve": "join",
                  **{f"becomes {st}": "became" for st in ("fleeting", "asleep", "anchored", "boosted", "exhausted")},
                  **{f"loses {st}": "lost" for st in ("fleeting", "asleep", "anchored")}}
# the events of an object leaving play, each noticed with what the object was as it left (`before`)
LEAVING_EVENTS = frozenset({"leaves play", "leaves the expedition zone", "is sacrificed", "goes to reserve"})


# "When you play an Animal from your Reserve", "When an opponent plays a Character with Base Cost {3}
# or more": a card played (noticed once it has resolved, v5.0 7.5.12.a) named by its parts: a type
# or a sub-type (either of two), where it was played from, where it was played to (my expedition, a
# region of a terrain), a cost bound
PLAY_SUBJECT = lazy(r"^(?P<who>you play|an opponent plays) (?P<pick>an?|another) (?P<what>character|spell|permanent|card|token|[A-Z][a-z]+)"
                    r"(?: or (?P<what2>character|spell|permanent|[A-Z][a-z]+))?(?: from (?P<src>hand|reserve))?(?P<mine> in my expedition)?"
                    r"(?: in (?P<terrain>forest|mountain|water))?"
                    r"(?: with (?P<kind>hand|reserve|base) cost (?P<n>\d) or (?P<cmp>more|less))?$")


@lru_cache(maxsize=1024)  # asked of every reaction at every event it may notice (triggers._matches)
def play_subject(trigger: str):
    """The parts of a trigger about a card played, or None: the triggers the table names keep their reading."""
    m = PLAY_SUBJECT.match(trigger)
    if not m or trigger in TRIGGERS or PLAY_COSTING.match(trigger) or SUBTYPE_PLAY.match(trigger):
        return None
    for g in (m.group("what"), m.group("what2")):
        if g and g[0].isupper() and g.lower() in ("character", "spell", "permanent", "card", "landmark", "token", "hero"):
            return None
    return m


@lru_cache(maxsize=1024)  # as play_subject
def subject_trigger(trigger: str):
    """The parts of a trigger about one object, or None: one not the language's (a status said of an
    object leaving, which loses its statuses as it leaves, v5.0 2.4.1.d; "you control" beside the
    expedition facing me, which an opponent controls)."""
    m = SUBJECT_TRIGGER.match(trigger)
    if not m or trigger in TRIGGERS and trigger not in SUBJECT_BASES or SUBTYPE_JOIN.match(trigger):
        return None  # SUBTYPE_JOIN's triggers keep their own matcher, as PLAY_SUBJECT leaves SUBTYPE_PLAY's
    if m.group("what") not in ("character", "token", "permanent", "landmark") and m.group("what").lower() in (
            "character", "permanent", "spell", "card", "landmark", "token", "hero"):
        return None
    if m.group("what") in ("permanent", "landmark") and m.group("event") not in LEAVING_EVENTS:
        return None  # a Permanent, a Landmark: only leaving play (published game, v5.0 7.3.20)
    if m.group("where") and (m.group("event") not in LEAVING_EVENTS and not m.group("event").startswith(("gains", "becomes", "loses"))
                             or m.group("yours") or m.group("what") == "landmark"):
        # where it was as it left play, of a Character or a Permanent leaving an expedition, or where it is as it gains
        # (or loses) boosts or a status, a Character's (v5.0 7.5.2.a): whose, the place says
        return None
    if m.group("yours") == " an opponent controls" and not m.group("event").startswith(("gains", "becomes", "loses")) and m.group("event") not in LEAVING_EVENTS:
        return None  # an opponent's object joining or leaving "your" expeditions: no such event
    if m.group("event") == "goes to reserve" and not m.group("yours") and not m.group("where"):
        return None  # whose Character, from play: "you control" or "an opponent controls" says (not a card of a hand)
    if m.group("status") and (m.group("event").startswith("leaves") or m.group("event") in LEAVING_EVENTS) or m.group("yours") and m.group("event").endswith("facing me") \
            or m.group("what") == "token" and m.group("token"):
        return None
    return m


# "When you sacrifice a non-Illusion Character": a Character without that sub-type (2.2.2.n)
SACRIFICE_NON = lazy(r"^you sacrifice a non-([A-Z][a-z]+) character$")
# "When you play a Permanent with Hand Cost {3} or more": a type, by its Hand Cost
PLAY_COSTING = lazy(r"^you play an? (character|spell|permanent|card) with (hand|base) cost (\d) or (more|less)$")
# "When you play a Character with a base statistic of 0", "... with Hand Cost at least my number of NAME counters"
PLAY_ZERO = "you play a character with a base statistic of 0"
PLAY_AT_LEAST = lazy(r"^you play a character with hand cost at least my ([a-z]\w{0,39}) counters$")


# "When an opponent rolls one or more dice", "When a player sacrifices a token": a trigger the table
# has about its controller's own action ("you ..."), said of one of their opponents or of any player
# (v5.0 7.5.6: the player who did the action). The action's verb, as "you" says it and as a player does.
PLAYER_VERBS = {"activate": "activates", "create": "creates", "discard": "discards", "draw": "draws", "exhaust": "exhausts",
                "make": "makes", "pass": "passes", "play": "plays", "put": "puts", "receive": "receives", "resupply": "resupplies",
                "roll": "rolls", "sacrifice": "sacrifices", "sabotage": "sabotages"}
_BY_VERB3 = {v: k for k, v in PLAYER_VERBS.items()}
OTHER_PLAYER = lazy(rf"^(an opponent|a player) ({'|'.join(PLAYER_VERBS.values())})(?: (.+))?$")
# "you" triggers about another object or this one's own ability, not a player's action of their own
_NOT_MIRRORED = ("you reveal a card this way",)


@lru_cache(maxsize=1024)  # as subject_trigger
def other_player(trigger: str) -> tuple[str, str] | None:
    """(who: "an opponent" or "a player", the same trigger said of "you") for a trigger of the
    form OTHER_PLAYER whose "you" form the language has; None otherwise."""
    m = OTHER_PLAYER.match(trigger)
    if not m or trigger in TRIGGER_EVENT or play_subject(trigger):
        return None  # the table's, or a card played named by its parts (PLAY_SUBJECT): read as those
    rest = re.sub(r"\btheir\b", "your", m.group(3) or "")
    mine = f"you {_BY_VERB3[m.group(2)]} {rest}".strip()
    if mine in _NOT_MIRRORED or trigger_event(mine) is None:
        return None
    return m.group(1), mine


def other_player_text(trigger: str) -> str:
    """The text of a trigger said of "you", said of an opponent or any player (other_player's inverse)."""
    who, mine = other_player(trigger)
    verb, _, rest = mine[len("you "):].partition(" ")
    said = trigger_text(mine)
    said = said[len("When you "):] if said.startswith("When you ") else rest
    said = re.sub(r"(?i)\byour\b", "their", said.partition(" ")[2])
    return f"When {who} {PLAYER_VERBS[verb]} {said}".strip()


def trigger_event(trigger: str | None) -> str | None:
    """The event a trigger listens to (triggers.signal looks only at the reactions of that event)."""
    if trigger in TRIGGER_EVENT:
        return TRIGGER_EVENT[trigger]
    if not trigger:
        return None
    if trigger.startswith(("an opponent ", "a player ")):
        mirrored = other_player(trigger)
        if mirrored:
            return trigger_event(mirrored[1])
    if COUNTER_TRIGGER.match(trigger) or (COUNTERS_GAINED.match(trigger) and COUNTERS_GAINED.match(trigger).group(1) not in ("boost", "boosts")) \
            or (NO_MORE_COUNTERS.match(trigger) and NO_MORE_COUNTERS.match(trigger).group(1) not in ("boost", "boosts")):
        return "counters"
    if SUBTYPE_PLAY.match(trigger):
        return "played"
    if SUBTYPE_JOIN.match(trigger):
        return "join"
    if SUBTYPE_CREATE.match(trigger):
        return "token"
    m = subject_trigger(trigger)
    if m:
        return SUBJECT_EVENTS[m.group("event")]
    if play_subject(trigger):
        return "played"
    if SACRIFICE_NON.match(trigger):
        return "sacrificed"
    if PLAY_COSTING.match(trigger) or trigger == PLAY_ZERO or PLAY_AT_LEAST.match(trigger):
        return "played"
    return None


def trigger_text(trigger: str) -> str:
    """A trigger as the cards print it."""
    if trigger in TRIGGERS:
        return TRIGGERS[trigger]
    if trigger.startswith(("an opponent ", "a player ")) and other_player(trigger):
        return other_player_text(trigger)
    m = COUNTER_TRIGGER.match(trigger)
    if m:
        return f"When I gain my {m.group(1)} {m.group(2).capitalize()} counter"
    m = NO_MORE_COUNTERS.match(trigger)
    if m and m.group(1) not in ("boost", "boosts"):
        return f"When I have no more {m.group(1).capitalize()} counters"
    m = COUNTERS_GAINED.match(trigger)
    if m and m.group(1) not in ("boost", "boosts"):
        return f"When I gain one or more {m.group(1).capitalize()} counters"
    m = SUBTYPE_PLAY.match(trigger)
    if m:
        return f"When you play a {m.group(1)}" + (f" or {m.group(2)}" if m.group(2) else "")
    m = SUBTYPE_JOIN.match(trigger)
    if m:
        return f"When a {m.group(1) if m.group(1)[0].isupper() else 'non-token Character'} joins one of your Expeditions"
    m = SUBTYPE_CREATE.match(trigger)
    if m:
        return f"When you create {'an' if m.group(1)[0] in 'AEIOU' else 'a'} {m.group(1)} token"
    m = SACRIFICE_NON.match(trigger)
    if m:
        return f"When you sacrifice a non-{m.group(1)} Character"
    m = play_subject(trigger)
    if m:
        def said(g: str) -> str:
            return g.capitalize() if g in ("character", "spell", "permanent") else g
        kinds = said(m.group("what")) + (f" or {said(m.group('what2'))}" if m.group("what2") else "")
        src = f" from your {m.group('src').capitalize()}" if m.group("src") else ""
        cost = f" with {m.group('kind').capitalize()} Cost {{{m.group('n')}}} or {m.group('cmp')}" if m.group("kind") else ""
        where = " in my Expedition" if m.group("mine") else ""
        if m.group("terrain"):  # the terrain's symbol, as cards print it
            where += " in {" + {"forest": "V", "mountain": "M", "water": "O"}[m.group("terrain")] + "}"
        return f"When {m.group('who')} {m.group('pick')} {kinds}{src}{where}{cost}"
    m = subject_trigger(trigger)
    if m:
        status = f"{m.group('status').strip().capitalize()} " if m.group("status") else ""
        what = {"character": "Character", "token": "token", "permanent": "Permanent", "landmark": "Landmark"}.get(m.group("what"), m.group("what"))
        event = m.group("event").replace("expedition", "Expedition").replace("reserve", "Reserve") \
            .replace("hero Expedition", "Hero Expedition").replace("companion Expedition", "Companion Expedition")
        if m.group("gained"):
            event = f"gains [[{m.group('gained').capitalize()}]]"
        if m.group("became"):
            event = f"becomes [[{m.group('became').capitalize()}]]"
        if m.group("lost"):
            event = f"loses [[{m.group('lost').capitalize()}]]"
        where = (m.group("where") or "").replace("expedition", "Expedition")
        return f"When {m.group('pick')} {status}{m.group('token') or ''}{what}{m.group('yours') or ''}{where} {event}"
    m = PLAY_COSTING.match(trigger)
    if m:
        return f"When you play a {m.group(1).capitalize()} with {m.group(2).capitalize()} Cost {{{m.group(3)}}} or {m.group(4)}"
    if trigger == PLAY_ZERO:
        return "When you play a Character with a printed statistic of 0"
    m = PLAY_AT_LEAST.match(trigger)
    if m:
        return f"When you play a Character whose Hand Cost is at least my {m.group(1).capitalize()} counters"
    return trigger


def trigger_value(v) -> str:
    if not isinstance(v, str):
        raise AbilityError(f"unknown trigger {short(v)}")
    t = norm(v)
    if t in TRIGGERS or COUNTER_TRIGGER.match(t) or (COUNTERS_GAINED.match(t) and COUNTERS_GAINED.match(t).group(1) not in ("boost", "boosts")) \
            or (NO_MORE_COUNTERS.match(t) and NO_MORE_COUNTERS.match(t).group(1) not in ("boost", "boosts")) \
            or PLAY_COSTING.match(t) or t == PLAY_ZERO or PLAY_AT_LEAST.match(t):
        return t
    written = " ".join(v.split())  # a sub-type keeps its capital, as the cards write it
    written = written[:1].lower() + written[1:]
    if SACRIFICE_NON.match(written):
        return written
    m = SUBTYPE_PLAY.match(written)
    if m and not {g.lower() for g in m.groups() if g} & {"character", "spell", "permanent", "card", "landmark"}:
        return written
    if SUBTYPE_JOIN.match(written) and written.split()[1].lower() not in ("character", "spell", "permanent", "card", "landmark"):
        return written
    m = SUBTYPE_CREATE.match(written)
    if m and m.group(1).lower() not in ("character", "spell", "permanent", "card", "landmark", "token"):
        return written
    if written.lower() == "a non-token character joins one of your expeditions":
        return written.lower()
    said_play = re.sub(r"\b(Character|Spell|Permanent|Card|You|Play|Plays|An|Opponent|From|Your|Hand|Reserve|With|Hand|Base|Cost|Or|More|Less)\b",
                       lambda w: w.group(1).lower(), written)
    if play_subject(said_play):
        return said_play
    if written.lower().startswith(("an opponent ", "a player ")):
        for said in (written.lower(), written[:1].lower() + written[1:]):  # a sub-type keeps its capital
            if other_player(said):
                return said
    said = re.sub(r"\b(Character|Boosted|Fleeting|Anchored|Asleep|Exhausted|Token|Non-token|You|Control|Joins|Leaves|Gains|Boosts|My|One|Of|Your|The"
                  r"|Expedition|Expeditions|Facing|Me|Play|Zone|Is|Sacrificed|Goes|To|Reserve|An|Opponent|Controls|Becomes|Loses)\b", lambda w: w.group(1).lower(), written)
    if subject_trigger(said):
        return said
    raise AbilityError(f"unknown trigger {short(v)} (triggers: {', '.join(TRIGGERS)}, i gain my third NAME counter, "
                       "you play a SUBTYPE, a SUBTYPE joins one of your expeditions, you sacrifice a non-SUBTYPE character, "
                       "you play a TYPE with hand|reserve|base cost N or more|less)")


def passive_value(v) -> str:
    if not isinstance(v, str) or not PASSIVES.match(norm(v)):
        raise AbilityError(f"unknown passive ability {short(v)}")
    try:
        per = words.passive(v).per
    except ValueError:  # the pattern's parts matched, but not in a way the language has ("... lose asleep" of anchored ones)
        raise AbilityError(f"unknown passive ability {short(v)}") from None
    if per and not PER.match(per):  # "i cost 1 less per ...": a count the language has
        raise AbilityError(f"unknown passive ability {short(v)}: the language cannot count {short(per)}")
    return words.passive(v)


def support_passive_value(v) -> str:
    if not isinstance(v, str) or not SUPPORT_PASSIVES.match(norm(v)):
        raise AbilityError(f"unknown support passive ability {short(v)} (you may play exhausted cards from your reserve, "
                           "i don't count towards your reserve limit, all reserve limits are reduced by N, your characters cost N less)")
    return words.passive(v)


def until_value(v) -> str:
    if not isinstance(v, str) or norm(v) not in ("end of day", "end of turn"):
        raise AbilityError(f"until: end of day or end of turn, not {short(v)}")
    return norm(v)


def token_value(v) -> str:
    if not isinstance(v, str) or len(v) > MAX_NAME or not TOKEN_RE.match(v):
        raise AbilityError(f"token: 'Name F/M/W Subtype', statistics -{MAX_COUNT} to {MAX_COUNT}; not {short(v)}")
    return v


def card_type_value(v) -> str:
    if not isinstance(v, str) or norm(v) not in ("character", "permanent", "spell"):
        raise AbilityError(f"type: character, permanent or spell, not {short(v)}")
    return norm(v)


def until_turn_value(v) -> str:
    """How long a "next card" effect waits: this turn, this Afternoon, or this Day."""
    if not isinstance(v, str) or norm(v) not in ("turn", "afternoon", "day"):
        raise AbilityError(f"until: turn, afternoon or day, not {short(v)}")
    return norm(v)


PER = words.PER  # what an amount may count (defined with the other words, judge/words.py)


def per_value(v) -> str:
    """What an amount counts ("1 boost per card in your Reserve"): cards in your Reserve or Hand,
    or in each player's, or objects in play you control (of a status, a type or a sub-type)."""
    if not isinstance(v, str) or not words.countable(" ".join(v.split())):
        raise AbilityError(f"per: other card you played this turn (or day), card in your reserve, card in your hand, card in your landmarks, character in the expedition facing me, card in each player's reserve, exhausted card in a reserve, "
                           f"region between your expeditions, expedition in contact you control, mana orb in your mana zone, character target opponent controls, "
                           f"[status] character you control, "
                           f"Robot you control ..., not {short(v)}")
    return " ".join(v.split())


# "X is the number of cards in target player's Reserve": the player a target of the step, chosen as
# the card or ability is played (5.2.3.b); a step's count only, never a passive's (it has no targets)
TARGET_PLAYER_PER = lazy(r"^card in target player's (reserve|hand)$")


def step_per_value(v) -> str:
    """What a step's amount counts: a `per` of per_value, or the cards in a target player's
    Reserve (or Hand), that player declared with the step's targets (5.2.3.b)."""
    if isinstance(v, str) and TARGET_PLAYER_PER.match(" ".join(v.split())):
        return " ".join(v.split())
    return per_value(v)


def type_value(v) -> str:
    """A kind of card a cost change names: card (any), character, permanent or spell."""
    if not isinstance(v, str) or norm(v) not in ("card", "character", "permanent", "spell"):
        raise AbilityError(f"type: card, character, permanent or spell, not {short(v)}")
    return norm(v)


def a_character_value(v) -> str:
    if not isinstance(v, str) or norm(v) != "a character":
        raise AbilityError(f"each player sacrifices: a character, not {short(v)}")
    return norm(v)


# The kind of a verb's argument that is a list of abilities (a token's): read by the parser
# (abilities.py), which is above the verbs.
ABILITIES = object()

GRANT_TO = {"each character you control", "characters you control", "each character you control in play"}
# ... or its controller's Characters of a sub-type ("Your Companions have: ..."; 2.2.2.n)
GRANT_TO_SUBTYPE = lazy(r"^each ([a-z][a-z'-]{1,39}) you control$")


COST_TEXT = {"hand card to reserve": "put a card from Hand in Reserve", "mana orb to discard": "discard one of your Mana Orbs", "hand card to discard": "discard a card from your Hand", "exhaust a reserve card": "exhaust a card in your Reserve",
             "exhaust a permanent you control": "exhaust a Permanent you control", "reserve card to discard": "discard another card from Reserve",
             "exhaust a character you control": "exhaust a Character you control",
             "any number of reserve cards to discard": "discard any number of cards from Reserve",
             "any number of permanents to sacrifice": "sacrifice any number of Permanents",
             "spend 1 counter from a card you control or in your reserve": "spend 1 counter from a card you control or in your Reserve",
             "spend 1 boost from a character you control": "spend 1 boost from a Character you control", "x mana": "X mana",
             **{f"reserve {t} to discard": f"discard a {t.capitalize()} from Reserve" for t in ("character", "spell", "permanent")}}


def phrase(text: str) -> str:
    """Conditions are stored in lower case; say "I" and the statuses as the rules do."""
    text = re.sub(r"\bi\b", "I", text)
    return re.sub(r"\b(fleeting|asleep|anchored)\b", lambda m: m.group(1).capitalize(), text)


def cap(s: str) -> str:
    return s[:1].upper() + s[1:]


