"""The words of the abilities' language that name things (docs/abilities.md): selectors of
objects, conditions, costs and passive abilities, each read once into an object.

Each is a `str` (it compares, hashes and prints as the words a card's data gives, so data and
traces are unchanged) that carries what the engine needs of it, read when the card is loaded;
the engine asks the fields, and never matches the words again. `selector(text)` and the others
return the same object for the same words (made once per distinct text) and raise ValueError
for words that are not in the language.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .lazyre import lazy

# "I'm also considered a Spell, even when not in play" (later sets; no edition defines it): the
# cards' reminder says to play it as its own type, "but it counts as playing a Spell for other
# abilities". So the rules play it and keep it as a Character, and every ability naming a type sees
# it as a Spell too, in every zone: what it triggers, selects, counts and costs (judge/cards.py: Card.counts_as).
ALSO_A_SPELL = "i also count as a spell, in every zone"


# a later set's Character that, about to go to Reserve from play, gains Fleeting and defects instead: its own
# replacing modifier (published game, v5.0 6.2.b, 7.3.6.a): judge/effects.py defects_instead
DEFECT_INSTEAD = "i gain fleeting and defect in place of going to reserve from play"


class Word(str):
    """A phrase of the language, read: `kind` says which of its forms it is."""

    kind: str = ""

    def __new__(cls, text: str, kind: str, **fields):
        word = super().__new__(cls, text)
        word.kind = kind
        word.__dict__.update(fields)
        return word

    def __reduce__(self):  # pickled as its text: read again when unpickled
        return (_READERS[type(self).__name__], (str(self),))


class Selector(Word):
    """kind: me, it, them (what the previous step put in play or moved: "they gain Fleeting"),
    target, a (chosen as the effect resolves), each, hand card (a card from your
    hand), my expedition (a character in my expedition), top deck (your top deck card, or your
    top N deck cards: `top`).
    `what`: character, permanent, character or permanent, landmark, card in a reserve, or "" for
    any object with the sub-type `subtype` ("each Robot you control", 2.2.2.n); `status`: an
    object with that status ("each exhausted character you control"; 2.4.4.a); `other`: "another
    target", not the object itself nor one already targeted; `yours`: "you control"."""

    what: str | None = None
    yours: bool = False
    subtype: str = ""
    or_type: str = ""  # "a Plant or Permanent you control": an object with `subtype`, or of this type
    not_subtype: str = ""  # "target non-Companion token": not of that sub-type (as written, capitalised)
    or_subtype: str = ""  # "each Animal or Adventurer you control": or with this sub-type (a card with both: once)
    status: str = ""
    other: bool = False
    in_mine: bool = False  # "target Character in my Expedition": in the expedition of the ability's object
    in_other: bool = False  # "target Character in my other Expedition": in its controller's other one (7.4.3.g)
    in_facing: bool = False  # "target Character in the expedition facing me": an opponent's, of the same kind
    in_own: str = ""  # "each Character in your hero expedition" ("hero", "companion"): in that expedition of its controller's
    # ("both": "each Soldier in your Expeditions", in either of them: not the Landmarks, where a Permanent of a sub-type
    # may be too, v5.0 3.1.4.a)
    it_was_facing: bool = False  # "a Character that it was facing": in an expedition facing the one(s) what the step before acted on was in
    in_reserve: str = ""  # "target Character in Reserve" ("reserve"), "... in play or in Reserve" ("play or reserve")
    cost_max: int | None = None  # "with Hand Cost N or less"
    cost_min: int | None = None  # "with Hand Cost N or more"
    base: bool = False  # "with Base Cost N or less": the bound is on its Base Cost (v5.0 2.2.9), not its Hand Cost
    by_reserve: bool = False  # "with Reserve Cost N or less": the bound is on its Reserve Cost
    stat_max: int | None = None  # "with no statistic over 3": each of its statistics is 3 or less
    stat_le_mine: str = ""  # "with forest less than or equal to mine": that statistic at most the ability's object's
    stat_of: str = ""  # "with water 4 or less" (forest, mountain, water): that statistic of the object bounded ...
    stat_n: int = 0  # ... by this number ...
    stat_more: bool = False  # ... from below ("or more") rather than above ("or less")
    min_boosts: int = 0  # "with 2 or more boosts": only those with at least that many (2.4.4.a)
    terrain: str = ""  # "target Character in [forest]": in an expedition whose region has that type
    up_to: int = 0  # "up to 2 target characters": as many as 2 different targets, or fewer, or none
    exact: bool = False  # "2 target characters" ("target two Characters"): 2 different targets, fewer only when fewer are legal
    random: bool = False  # "a random card from your hand": chosen at random as the step resolves (published game, v5.0 6.5.j)
    in_contact: bool = False  # "each Character In Contact": one whose expedition is In Contact (published game, v5.0 7.5.9.b)
    total_of: str = ""  # "with total hand cost 5 or less" (or forest, mountain, water): what the targets' total counts
    total_max: int | None = None  # ... and the most it may be
    card_type: str = ""  # "a spell in your reserve": a card of that type
    cost_per: str = ""  # "with hand cost at most the number of characters you control": what it counts
    cost_per_base: bool = False  # ... its Base Cost at most that number ("with base cost at most the number of ...")
    stat_max_per: str = ""  # "with no statistic over the number of characters you control": what it counts
    cost_of: str = ""  # "with hand cost at most that of a character you control": the type whose Hand Costs bound it
    cost_counters: str = ""  # "with hand cost at most my arcane counters plus 2": the counter's name (X, of the source) ...
    cost_plus: int = 0  # ... and what is added to X
    theirs: bool = False  # "controlled by an opponent": one of its controller's opponents controls it
    not_mine: bool = False  # "controlled by another player": any player but its controller (a 2v2 partner too)
    in_target: bool = False  # "each character in target expedition": the step targets an expedition
    in_pointed: bool = False  # "each character in that expedition": the one a `target: target expedition` step pointed at
    by_target_player: bool = False  # "each character controlled by target player": the step targets a player
    by_target_opponent: bool = False  # "target character controlled by target opponent": the effect's target opponent controls it
    top: int = 1  # top deck: how many cards from the top of its controller's Deck ("your top 2 deck cards")
    token: str = ""  # "target token character" ("token"), "target non-token character" ("non-token")
    in_ascended: bool = False  # "target character in an Ascended expedition" (published game, v5.0 2.4.3)
    support_ability: bool = False  # "target Character with a {D} ability": one its card prints (an exhausted card in Reserve has none)
    or_reserve_card: bool = False  # "target permanent in play or card in reserve": that type in play, or any card in a Reserve
    highest: str = ""  # "a character you control with the highest base cost" ("hand", "base"): of those found, the costliest
    die: str = ""  # "with base cost at most (equal to) the result": bounded by the effect's die roll ("at most", "equal to")


class Condition(Word):
    """kind: control (you control N or more WHAT, or a WHAT; `status`: of that status, e.g.
    "you control an exhausted character"), first player, me status (i am [not] fleeting), it is (a WHAT), and the
    others `condition` lists."""

    n: int = 0
    what: str = ""
    status: str = ""
    subtype: str = ""
    other: bool = False
    most: int | None = None
    least: int | None = None  # cards: only those with at least that Hand Cost
    zone: str = ""
    whose: str = ""  # "opponent": in an opponent's zones (the one with the most), not its controller's
    detail: str = ""  # happened: only the entries with that detail (a discard's zone: "hand"); this way: the cost bounded (hand, reserve)
    or_subtype: str = ""  # control: or one with this sub-type ("another Animal or an Artist": `other` is the first's only)
    inner: "Condition | None" = None  # not: the condition it denies


class Cost(Word):
    """kind: exhaust me, discard me from reserve, mana (N), hand card to reserve, reserve card to
    discard (discard another card from your Reserve), spend (N NAME counters), spend boosts (N of
    the object's own boosts), spend a boost (one boost of a Character its player controls), spend a counter (one counter, of any kind, boosts included, from a
    card its player controls or has in Reserve)."""

    n: int = 0
    name: str = ""


class Passive(Word):
    """kind: no moving forward, regions (all regions are TERRAIN), triggers off (the TRIGGERS of
    characters facing me don't activate), extra cost (N unless first player), play exhausted
    (you may play exhausted cards from your Reserve), facing only due to (while the expedition
    facing me is in TERRAIN, it moves forward during dusk only due to TERRAIN), keep one more
    exhausted (at Clean-up, one more card may stay in its controller's Reserve if it is
    exhausted), not counted in reserve limit and reserve limits less (support passives, working
    from a ready card in Reserve: judge/passives.py), and the others `passive` reads."""

    terrain: str = ""
    triggers: tuple = ()
    n: int = 0
    keyword: str = ""  # keyword: the keyword it gives ("i am defender")
    who: str = ""  # keyword: me, tokens or characters (its controller's), my expedition (its controller's Characters in its expedition)
    status: str = ""  # keyword: only those with that status ("boosted tokens you control"); status instead, regain: the status
    name: str = ""  # status instead: the status gained instead; begin with counters: the counter's name
    zone: str = ""  # zone cost: the zone the cards are played from (hand or reserve); cost less: "empty expedition"
    floor: int = 0  # zone cost less: "down to a minimum of N", a limit on that decrease only (v5.0 5.1.2.f)
    per: str = ""  # cost less: N for each of what it counts ("per exhausted card in a reserve")
    card_type: str = ""  # you play for less: character, spell, permanent or card (any)
    subtype: str = ""  # you play for less: only cards with that sub-type (lower case)
    cost_min: int | None = None  # you play for less: only cards with at least that Hand Cost
    cost_max: int | None = None  # ... or with at most that Hand Cost
    base: bool = False  # you play for less: the bound is on the Base Cost played for (v5.0 2.2.9.b), not the Hand Cost
    stay_on: int = 0  # one more region on a roll: a result at most this keeps the expedition from moving instead
    facing: int = 0  # cost less in a "facing expedition": as many Characters at least in the expedition facing the one chosen


# a roll as its expedition is about to move forward during Dusk: a region more on a high result, none on a 1 where the
# card says so (a later set's Character; published game, v5.0 6.2.b, 7.3.33)
# boosts the card gains, under a condition or per what it counts, printed with no trigger (the later sets): a passive
# stating the card being played gains boosts (v5.0 5.2.d)
_AS_PLAYED = lazy(r"^as i am played, i gain (\d) boosts?(?: per (.{1,80}))?$")
# a later Hero's quick action that costs more when its target is a costly Permanent in play
_TARGET_SURCHARGE = lazy(r"^a target (character|permanent) in play with hand cost (\d{1,2}) or more costs (\d) more$")
# a later Hero's Terrain Markers, one of each terrain, held from the game's setup
_BEGIN_MARKERS = lazy(r"^i begin the game with one (?:forest|mountain|water)(?:, one (?:forest|mountain|water)){0,2}"
                      r"(?:,? and one (?:forest|mountain|water))? terrain markers?$")
_ON_A_ROLL = lazy(r"^on a roll of ([2-6])\+ as it would move forward during dusk, my expedition moves forward one more region"
                  r"(?:; on a roll of (1) it does not move)?$")


_SELECTOR = lazy(
    r"^(?:(?P<me>me)|(?P<it>it)|(?P<them>them)|(?P<pick>target|another target|another|a|each other|each) "
    r"(?:(?P<status>exhausted|ready|non-fleeting|non-asleep|non-anchored|non-exhausted|non-boosted|asleep|anchored|boosted|fleeting|completed|fleeting, anchored or asleep|either (?:fleeting|asleep|anchored|boosted) or (?:fleeting|asleep|anchored|boosted)) )?"
    r"(?:non-(?P<nonsub>(?!token )[a-z][a-z'-]*) )?(?P<token>token |non-token )?(?P<what>(?P<bare>token)(?= |$)|character or permanent|character or expedition permanent|expedition permanent|(?P<typed>character|spell|permanent) in your reserve|character|permanent|landmark|card in a reserve|(?P<elsewhere>card in another player's reserve)|(?P<oppres>card in an opponent's reserve)"
    r"|card in your reserve|card in your landmarks|card(?= in (?:play or in )?reserve)|spell(?= in reserve)|(?P<subor>[a-z][a-z'-]*) or (?P<ortype>character|permanent)"
    r"|(?P<sub>[a-z][a-z'-]*)(?: or (?P<sub2>(?!character\b|permanent\b)[a-z][a-z'-]*))?(?P<subres> in your reserve)?)"
    r"(?P<dab> with a support ability)?(?P<yours> you control)?(?P<byplayer> controlled by target player)?(?P<byopp> controlled by (?:an opponent|(?P<byother>another player)))?(?P<bytopp> controlled by target opponent)?(?P<inmine> in my (?P<inother>other )?expedition)?(?P<inown> in your (?:(?P<own>hero|companion) expedition|(?P<ownboth>expeditions)))?(?P<infacing> in the expedition facing me)?(?P<itfacing> that it was facing)?(?P<inres> in (?P<inplay>play or in )?reserve)?(?P<orres> in play or card in reserve)?(?P<intarget> in target expedition)?(?P<inthat> in that expedition)?(?P<inasc> in an ascended expedition)?(?P<incontact> in contact)?(?: in (?P<terrain>forest|mountain|water|a single-terrain region))?"
    r"(?: with (?P<costkind>hand|base|reserve) cost (?P<cost>\d{1,2}) or (?P<cmp>less|more)|(?P<xcost> with (?P<xkind>hand|base) cost at most the number of (?P<xper>(?:characters|permanents) you control|cards in your (?:reserve|hand|landmarks)))"
    r"| with hand cost at most that of an? (?P<ofcost>character|permanent) you control"
    r"| with hand cost at most my (?P<cname>[a-z]\w{0,39}) counters plus (?P<cplus>\d)| with the highest (?P<hikind>hand|base) cost"
    r"| with base cost (?P<die>at most|equal to) the result)?"
    r"(?: with no statistic over (?:(?P<statmax>\d{1,2})|the number of (?P<statper>characters you control|cards in your (?:reserve|hand|landmarks)|(?!(?:card|permanent|spell|token|landmark|hero|object)s )[a-z]{2,39}s in your expeditions)))?"
    r"(?: with (?P<statle>forest|mountain|water) less than or equal to mine)?"
    r"(?: with (?P<statof>forest|mountain|water) (?P<statn>\d{1,2}) or (?P<statcmp>less|more))?"
    r"(?: with (?P<boostn>\d{1,2}) or more boosts)?"
    r"|(?P<hand>a (?P<random>random )?(?P<htype>card|character|spell|permanent)(?: with hand cost (?P<hcost>\d{1,2}) or (?P<hcmp>more|less))? from your hand)|(?P<orb>one of your mana orbs)|(?P<mine>a character in my expedition)"
    r"|(?P<disc>a (?P<dtype>card|character|spell|permanent|[a-z][a-z'-]{1,39}) from your discard pile)"
    r"|(?P<top>your top deck card|your top (?P<topn>[2-9]) deck cards))$")
_NOT_SUBTYPES = frozenset({"card", "cards", "characters", "permanents", "landmarks", "object", "objects", "spell", "hero", "token"})


RESUPPLY_REVEAL = "if you would resupply, instead reveal your top 2 deck cards, put one in your reserve and discard the other"
ONLY_ONE_HERE = "the only character in my expedition"
NAME_LOCK = lazy(r"^your opponents can't play cards named (.{1,80})$")


def _norm(text) -> str:
    return " ".join(str(text).split()).lower()


_UP_TO = lazy(r"^(?:up to (?P<n>[1-9])|(?P<any>any number of)|(?P<exact>[2-9])) (?P<inner>(?:target|another target) .+?)"
              r"(?: with total (?P<of>hand cost|forest|mountain|water) (?P<most>\d{1,2}) or less)?$")
ANY_NUMBER = 99  # "any number of target X": up to every legal one (no more objects than a count's bound)
_UP_TO_CHOSEN = lazy(r"^up to (?P<n>[1-9]) (?!target |another target )(?P<rest>[a-z].*)$")


@lru_cache(maxsize=4096)
def selector(text: str) -> Selector:
    t = _norm(text)
    m = _UP_TO.match(t)
    if m:  # "up to N target X" / "any number of target X" / "N target X": one slot of several different targets (5.2.3.b)
        written = " ".join(str(text).split())
        start = len(written) - len(t[t.index(m.group("inner")):])
        inner = selector(written[start:start + len(m.group("inner"))])
        if inner.kind != "target" or inner.up_to or (m.group("of") and m.group("of") != "hand cost" and inner.what != "character") \
                or (m.group("exact") and m.group("of")):
            raise ValueError(f"unknown object selector {text!r}")  # statistics are a Character's (2.2.9.c)
        total = {"total_of": m.group("of"), "total_max": int(m.group("most"))} if m.group("of") else {}
        n = int(m.group("n") or m.group("exact") or 0) or ANY_NUMBER
        return Selector(written if inner.subtype else t, inner.kind,
                        **{**{k: v for k, v in inner.__dict__.items() if k != "kind"},
                           "up_to": n, "exact": bool(m.group("exact")), **total})
    m = _UP_TO_CHOSEN.match(t)
    if m:  # "up to 2 character you control": as many different objects, or fewer, or none, chosen as the step
        # resolves (6.1.g), not targets (the published sets' "Ready up to two Permanents you control")
        rest = m.group("rest")
        inner = selector(("another " + rest[len("other "):]) if rest.startswith("other ") else ("an " if rest[0] in "aeiou" else "a ") + rest)
        if inner.kind != "a" or inner.up_to or inner.random:
            raise ValueError(f"unknown object selector {text!r}")
        return Selector(t, "a", **{**{k: v for k, v in inner.__dict__.items() if k not in ("kind", "text")}, "up_to": int(m.group("n"))})
    if t == "a character in my expedition":  # chosen as the effect resolves, among my expedition's
        return Selector(t, "my expedition")
    if t == "your hero":  # its controller's Hero, in their Hero zone (1.2.1.b, 2.2.1.a)
        return Selector(t, "your hero")
    m = _SELECTOR.match(re.sub(r"^an (?=exhausted |asleep |anchored )", "a ", t))  # "an exhausted card": "a"
    if not m:
        raise ValueError(f"unknown object selector {text!r}")
    if m.group("me"):
        return Selector(t, "me")
    if m.group("it"):
        return Selector(t, "it")
    if m.group("them"):
        return Selector(t, "them")
    if m.group("hand"):  # "a Spell with Hand Cost 4 or more from your hand": of that type, that cost
        hc = int(m.group("hcost")) if m.group("hcost") else None
        return Selector(t, "hand card", card_type="" if m.group("htype") == "card" else m.group("htype"),
                        cost_max=hc if m.group("hcmp") == "less" else None, cost_min=hc if m.group("hcmp") == "more" else None,
                        random=bool(m.group("random")))
    if m.group("disc"):  # "a Character from your Discard pile": one card there (public, 3.1.2), chosen as the step resolves
        d = m.group("dtype")
        written = next((w for w in str(text).split() if w.lower() == d), d)
        if d in ("card", "character", "spell", "permanent"):
            return Selector(t, "discard card", card_type="" if d == "card" else d)
        if not written[:1].isupper() or d in _NOT_SUBTYPES:
            raise ValueError(f"unknown object selector {text!r} (a sub-type is capitalised: 'a Plant from your discard pile')")
        return Selector(" ".join(str(text).split()), "discard card", subtype=written)
    if m.group("orb"):  # a card in its controller's Mana zone, chosen as the step resolves
        return Selector(t, "mana orb")
    if m.group("mine"):
        return Selector(t, "my expedition")
    if m.group("top"):
        return Selector(t, "top deck", top=int(m.group("topn") or 1))
    pick, what, yours = m.group("pick"), m.group("what"), bool(m.group("yours"))
    token = (m.group("token") or "").strip()
    if m.group("bare"):  # "target token": a token in play, a Character or a Permanent (v5.0 2.2.1.d)
        if token or pick not in ("target", "another target", "each", "each other", "a", "another") or pick in ("a", "another") and not yours:
            # "a token you control": one its player controls, chosen as the step resolves ("sacrifice a token")
            raise ValueError(f"unknown object selector {text!r}")
        what, token = "character or permanent", "token"
    not_subtype = ""
    if m.group("nonsub"):  # "non-Companion": as the cards write a sub-type, capitalised (2.2.2.n)
        not_subtype = next((w[4:] for w in str(text).split() if w.lower() == "non-" + m.group("nonsub")), "")
        if not not_subtype[:1].isupper() or m.group("nonsub") in _NOT_SUBTYPES | {"character", "permanent", "landmark"}:
            raise ValueError(f"unknown object selector {text!r} (a sub-type is capitalised: 'target non-Companion token')")
        t = " ".join(str(text).split())
    card_type = m.group("typed") or ""
    if m.group("elsewhere") or m.group("oppres"):  # "target card in another player's Reserve": any Reserve but its
        # controller's own; "in an opponent's Reserve": an opponent's (in 2v2 not the partner's)
        what = "card in a reserve"
    if what == "card in your reserve" or card_type:  # a card in a Reserve its controller (the owner, there) is you
        what, yours = "card in a reserve", True
    if what == "card in your landmarks":  # one in its controller's Landmark zone (they control what is there, v5.0 7.5.5.b)
        if pick not in ("a", "another") or m.group("yours"):
            raise ValueError(f"unknown object selector {text!r} (one chosen: 'a card in your landmarks')")
        yours = True
    subtype, or_type = "", ""
    if m.group("subor"):
        # "a Plant or Permanent you control": an object with the sub-type, or one of the type
        written = next((w for w in str(text).split() if w.lower() == m.group("subor")), "")
        if m.group("subor") in _NOT_SUBTYPES or m.group("subor") in ("character", "permanent", "landmark") \
                or not written[:1].isupper() or pick not in ("a", "another") or not yours:
            raise ValueError(f"unknown object selector {text!r} (a sub-type or a type: 'a Plant or permanent you control')")
        subtype, or_type, what = written, m.group("ortype"), ""
        t = " ".join(str(text).split())
    or_subtype = ""
    if m.group("sub"):
        # a sub-type is written as the cards write it, capitalised ("each Robot you control"):
        # a misspelt type is refused, not read as a sub-type nothing has
        written = next((w for w in str(text).split() if w.lower() == m.group("sub")), "")
        if m.group("sub") in _NOT_SUBTYPES or not written[:1].isupper():
            raise ValueError(f"unknown object selector {text!r} (a sub-type is capitalised: 'each Robot you control')")
        subtype, what = written, ""
        if m.group("sub2"):  # "each Animal or Adventurer ...": either sub-type, each object once
            or_subtype = next((w for w in str(text).split() if w.lower() == m.group("sub2")), "")
            if m.group("sub2") in _NOT_SUBTYPES | {"landmark"} or not or_subtype[:1].isupper() or pick not in ("each", "each other"):
                raise ValueError(f"unknown object selector {text!r} (either sub-type: 'each Animal or Adventurer you control')")
        if m.group("subres"):  # "each Animal in your reserve" (or a target one): its controller's cards there of that sub-type
            if pick not in ("each", "each other", "target", "another target") or yours:
                raise ValueError(f"unknown object selector {text!r} (cards of a sub-type in your Reserve: 'each Animal in your reserve')")
            what, yours = "card in a reserve", True
        t = " ".join(str(text).split())  # kept as written: read again from its text when unpickled
    # the language's forms: "a X you control" and "each X you control" name one's own only;
    # "a card in your reserve", "another card in your reserve": one of its controller's, chosen
    # "a card in a reserve" and "each card in a reserve", no owner said: of every player's Reserve
    # (the published game: conditions._exhausted_in_reserves says why)
    anyone = what == "card in a reserve" and not yours and not card_type
    if pick in ("a", "another") and not (anyone and pick == "a") \
            and (not yours or what not in ("character", "permanent", "landmark", "character or permanent", "card in a reserve",
                                           "card in your landmarks", "")):
        raise ValueError(f"unknown object selector {text!r}")
    if m.group("terrain") and (what not in ("character", "permanent", "character or permanent", "") or pick == "a"):
        raise ValueError(f"unknown object selector {text!r}")
    if m.group("byplayer") and (pick != "each" or yours or what not in ("character", "permanent", "character or permanent")):
        raise ValueError(f"unknown object selector {text!r}")
    if m.group("byopp") and (pick not in ("target", "another target", "each") or yours or m.group("byplayer")
                             or what not in ("character", "permanent", "landmark", "character or permanent", "")):
        raise ValueError(f"unknown object selector {text!r}")
    if m.group("bytopp") and (pick not in ("target", "another target", "each") or yours or m.group("byplayer") or m.group("byopp")):
        raise ValueError(f"unknown object selector {text!r}")
    if m.group("inthat") and (pick != "each" or yours or m.group("intarget") or what not in ("character", "permanent", "character or permanent")):
        raise ValueError(f"unknown object selector {text!r}")
    if m.group("intarget") and (pick != "each" or yours or what not in ("character", "permanent", "character or permanent")):
        raise ValueError(f"unknown object selector {text!r}")
    # (of Characters, or of the objects of a sub-type there, 2.2.2.n)
    # "each Character in my (other) Expedition": its controller's there (7.4.3.g: selectors.in_other_expedition)
    mine_each = pick in ("each", "each other") and m.group("inmine") and what in ("character", "") and not yours
    # "each Character facing me": every one in the expedition(s) facing the object's, as the step resolves
    facing_each = pick == "each" and bool(m.group("infacing")) and what in ("character", "") and not yours
    # "each [other] card in play or in reserve": every one, in play and in every player's Reserve
    every = pick in ("each", "each other") and bool(m.group("inplay")) and what in ("card", "character") and not yours \
        and not m.group("status")
    # "each [other] Character" alone: every one in play, whoever controls it (2.2.1.h)
    # "each Character in Reserve": every such card in every player's Reserve (no owner said: the published game, as
    # "a card in a reserve"; judge/conditions.py _exhausted_in_reserves says why)
    reserves_each = pick in ("each", "each other") and bool(m.group("inres")) and not m.group("inplay") \
        and what in ("character", "permanent", "card", "spell", "") and not yours and not m.group("inmine") and not m.group("infacing") \
        and not m.group("terrain")
    # (or every object of a sub-type in play: "each Plant", 2.2.2.n)
    everyone = pick in ("each", "each other") and (what in ("character", "permanent", "landmark") or what == "" and bool(subtype)) \
        and not yours and not m.group("inres") and not m.group("inmine") and not m.group("infacing") \
        and (not m.group("terrain") or what in ("character", ""))
    if pick in ("each", "each other") and not m.group("intarget") and not m.group("inthat") and not m.group("byplayer") \
            and not m.group("byopp") and not m.group("inown") \
            and not anyone and not mine_each and not facing_each and not reserves_each \
            and not every and not everyone \
            and (not yours or what not in ("character", "permanent", "landmark", "expedition permanent", "card in a reserve", ""))\
            and not (m.group("bare") and not m.group("inres") and not m.group("inmine") and not m.group("infacing")):
        # "each token [you control]": every token in play (its controller's), a Character or a Permanent (v5.0 2.2.1.d)
        raise ValueError(f"unknown object selector {text!r}")
    # in a Reserve a card may be exhausted (v5.0 2.4.6.e) or keep boosts (Seasoned, 7.4.4.b; gained there):
    # Boosted is having one (2.4.4.a); the other statuses are lost on the way (2.4.1.d in v5.0)
    if m.group("status") and (what == "card in a reserve" or reserves_each) \
            and m.group("status") not in ("exhausted", "ready", "boosted", "non-boosted"):
        raise ValueError(f"unknown object selector {text!r}")
    other = pick in ("another target", "each other", "another")  # not the object itself
    cost = int(m.group("cost")) if m.group("cost") else None
    if m.group("statle") and (what != "character" or pick not in ("target", "another target", "each", "each other")):
        raise ValueError(f"unknown object selector {text!r} (a statistic compared with mine: 'target character with forest less than or equal to mine')")
    if m.group("statof") and (what != "character" or m.group("statle") or m.group("statmax") or m.group("statper")):
        raise ValueError(f"unknown object selector {text!r} (one statistic bounded, a Character's: 'target character with water 4 or less')")
    if m.group("boostn") and (what != "character" or int(m.group("boostn")) < 2 or m.group("status") in ("boosted", "non-boosted")):
        raise ValueError(f"unknown object selector {text!r} (a Character with that many boosts: 'target character with 2 or more boosts')")
    if (m.group("statmax") or m.group("statper")) and what != "character":  # only Characters have statistics (2.2.9.c)
        raise ValueError(f"unknown object selector {text!r} (statistics are a Character's: 'target character with no statistic over 3')")
    if m.group("inasc") and (pick not in ("target", "another target") or what != "character" or yours):
        raise ValueError(f"unknown object selector {text!r} (in an ascended expedition: 'target character in an ascended expedition')")
    # in an expedition: a Character, an Expedition Permanent or a token there (v5.0 3.1.4.a), or
    # an object of a sub-type; "each" only of Characters
    in_expedition = ("character", "permanent", "character or permanent", "expedition permanent", "character or expedition permanent", "")
    if (m.group("inmine") or m.group("infacing")) and (pick not in ("target", "another target") and not mine_each and not facing_each
                                                        or what not in in_expedition or yours):
        raise ValueError(f"unknown object selector {text!r}")
    if m.group("inown") and (pick not in ("target", "another target", "each", "each other") or what not in in_expedition or yours
                             or m.group("inmine") or m.group("infacing") or m.group("inres") or m.group("terrain")):
        raise ValueError(f"unknown object selector {text!r} (in one of your expeditions: 'each character in your hero expedition')")
    if m.group("inres") and not every and not reserves_each and (pick not in ("target", "another target") or what not in ("character", "permanent", "character or permanent", "card", "spell", "")
                             or yours or m.group("inmine") or m.group("infacing") or m.group("terrain")):
        raise ValueError(f"unknown object selector {text!r}")
    if m.group("orres") and (pick not in ("target", "another target") or what not in ("character", "permanent") or yours
                             or m.group("status") or m.group("token") or m.group("cost")):
        raise ValueError(f"unknown object selector {text!r} (either: 'target permanent in play or card in reserve')")
    if m.group("itfacing") and (pick != "a" or not yours or what != "character" or m.group("infacing") or m.group("inmine")):
        # "target opponent sacrifices a Character that it was facing": one its player controls, chosen
        raise ValueError(f"unknown object selector {text!r} (of the one facing what the step before acted on: "
                         "'a character you control that it was facing')")
    kind = {"another target": "target", "each other": "each", "another": "a"}.get(pick, pick)
    def counted(words_: str | None) -> str:  # "characters you control" -> "character you control" (a `per`)
        one = re.sub(r"^(\w+?)s ", r"\1 ", words_) if words_ else ""
        # "soldiers in your expeditions": a sub-type's objects there, the sub-type capitalised as `per` names one
        return re.sub(r"^(?!character )(\w+) in your expeditions$", lambda m: f"{m.group(1).capitalize()} in your expeditions", one)

    per = counted(m.group("xper"))
    return Selector(t, kind, what=what, yours=yours, subtype=subtype, or_type=or_type, not_subtype=not_subtype, or_subtype=or_subtype,
                    stat_max=int(m.group("statmax")) if m.group("statmax") else None, stat_le_mine=m.group("statle") or "",
                    stat_of=m.group("statof") or "", stat_n=int(m.group("statn") or 0), stat_more=m.group("statcmp") == "more",
                    min_boosts=int(m.group("boostn") or 0),
                    terrain=m.group("terrain") or "", card_type=card_type,
                    cost_per=per, cost_per_base=m.group("xkind") == "base", stat_max_per=counted(m.group("statper")),
                    cost_of=m.group("ofcost") or "", cost_counters=m.group("cname") or "",
                    cost_plus=int(m.group("cplus") or 0), in_target=bool(m.group("intarget")), by_target_player=bool(m.group("byplayer")),
                    by_target_opponent=bool(m.group("bytopp")), highest=m.group("hikind") or "", die=m.group("die") or "",
                    status=(m.group("status") or "").removeprefix("either "), token=token,
                    in_ascended=bool(m.group("inasc")), in_contact=bool(m.group("incontact")), support_ability=bool(m.group("dab")), other=other, or_reserve_card=bool(m.group("orres")), in_mine=bool(m.group("inmine")) and not m.group("inother"),
                    in_other=bool(m.group("inother")), in_facing=bool(m.group("infacing")), in_own=m.group("own") or ("both" if m.group("ownboth") else ""), it_was_facing=bool(m.group("itfacing")),
                    in_reserve=("play or reserve" if m.group("inplay") else "reserve") if m.group("inres") else "",
                    cost_max=cost if m.group("cmp") == "less" else None, cost_min=cost if m.group("cmp") == "more" else None,
                    base=m.group("costkind") == "base", by_reserve=m.group("costkind") == "reserve", theirs=bool(m.group("byopp")) and not m.group("byother") or bool(m.group("oppres")),
                    not_mine=bool(m.group("byother") or m.group("elsewhere")), in_pointed=bool(m.group("inthat")))


_CONTROL = lazy(r"^you control (\d{1,2}) or more (other )?(?:(exhausted|asleep|anchored|boosted|fleeting|completed) )?"
                r"(characters|permanents|landmarks|tokens|[A-Z][a-z]+s)$")
_CONTROL_EITHER = lazy(r"^you control (?:an? |(another) )([A-Z][a-z]{1,39}) or an? ([A-Z][a-z]{1,39})$")
# "you control a character with 3 or more boosts": one of its controller's Characters with at least that many boosts
_CONTROL_BOOSTED = lazy(r"^you control (?:a|an(other)) character with (\d{1,2}) or more boosts$")
# "you control 3 or more characters with 2 or more boosts": that many of its controller's Characters, each with that many boosts
_CONTROL_MANY_BOOSTED = lazy(r"^you control (\d{1,2}) or more characters with (\d{1,2}) or more boosts$")
_CONTROL_ONE = lazy(r"^you control an? (other )?(?:(exhausted|asleep|anchored|boosted|fleeting|completed) )?(character|permanent|landmark|token|[A-Z][a-z]+)$")
_IT_IS = lazy(r"^it is an? (character|permanent|spell|landmark|token)$")
_IT_IS_SUB = lazy(r"^it is an? ([A-Z][a-z]{1,39})$")
_IT_PLAYED_FROM = lazy(r"^it was played from your (hand|reserve)$")
_SELF_PLAYED_FROM = lazy(r"^i was played from your (hand|reserve)$")
_IT_STATUS = lazy(r"^it is (not )?(asleep|anchored|fleeting|exhausted|boosted)$")
_ZERO_HERE = "it is in a terrain where its base statistic is 0"
_S = r"(fleeting|anchored|asleep|exhausted|boosted)"
_TRIO = lazy(rf"^you control three different characters: {_S}, {_S} and {_S}$")
_ZEROS = lazy(r"^you have (\d{1,2}) or more base statistics of 0 among (?:characters you control|(your characters in play and in reserve))$")
_BOOSTS = lazy(r"^i have (\d{1,2}) or more boosts$|^i have (\d{1,2}) boosts or less$")
_RESULT_AT_LEAST = lazy(r"^the result is (\d{1,2})( or more| or less)?$")
_CARDS_IN = lazy(r"^you have (\d{1,2}) or more (?:(exhausted) )?(cards|characters|spells|permanents|tokens)(?: with hand cost (\d{1,2}) or more)? in (reserve|hand|discard|landmarks)$")
_IN_EXPEDITIONS = lazy(r"^you have (\d{1,2}) or more (other )?(characters|[A-Z][a-z]{1,39}s) in your expeditions"
                       r"(?: with different (forest|mountain|water) statistics)?$"
                       r"|^an (opponent) has (\d{1,2}) or more (characters|[A-Z][a-z]{1,39}s) in their expeditions$")
_SUBTYPE_IN = lazy(r"^you have (\d{1,2}) or more ([A-Z][a-z]{1,39})s in (reserve|hand|discard|landmarks)$")
_FACING_IN = lazy(r"^the expedition facing me is in (forest|mountain|water)$")
_EMPTY = lazy(r"^your (hand|reserve|landmarks) is empty$")
# the cards in one of its controller's opponents' zones: one of them ("an opponent"), every one, the target opponent
_OPPONENT_CARDS = lazy(r"^(an opponent|each opponent|target opponent) has (no|\d{1,2} or more) cards in (hand|reserve|landmarks|discard pile)$")
_REMOVED = lazy(r"^(\d{1,2}) (?:to (\d{1,2})|or more) boosts were removed this way$")
_FEWER_THAN_OPPONENT = lazy(r"^you have fewer cards in (reserve|hand) than target opponent$")
# a count of its controller's against its opponents' ("you have more Mana Orbs than each opponent"): who is
# compared ("an opponent": one of them; "each opponent": every one; "target opponent": the one targeted)
_COMPARE = lazy(r"^you (?:have|control) (more|fewer|as many|at least as many|no more) (cards in hand|cards in reserve|cards in landmarks|"
                r"cards in discard pile|mana orbs|characters|permanents|landmarks|tokens) (?:than|as) (an opponent|each opponent|target opponent)$")
_THIS_WAY = lazy(r"^an? (card|character|permanent|spell) was (discarded) this way$|^an? (card|character|permanent|spell) went to reserve this way$")
# the same, by its printed cost: whether the card discarded this way had Reserve Cost 1 or less
_THIS_WAY_COST = lazy(r"^an? (card|character|permanent|spell) with (hand|reserve) cost (\d{1,2}) or (less|more) was discarded this way$")
# the same, of a sub-type: "if you put an Animal in Reserve this way" (matched as written: a sub-type is capitalised)
_THIS_WAY_SUBTYPE = lazy(r"^an? ([A-Z][a-z]{1,39}) (?:was (discarded)|went to reserve) this way$")
_NONE_FACING = "the expedition facing me has no characters"
_FACING_AT_LEAST = lazy(r"^i am facing (\d{1,2}) or more characters$")
# "If my Expedition has more Characters than the Expedition facing it" (or fewer, or as many)
_OUTNUMBER = lazy(r"^my expedition has (more|fewer|as many) characters (?:than|as) the expedition facing it$")
_COUNT_AT_LEAST = lazy(r"^there are (\d{1,2}) or more of: (.{1,80})$")
# exactly N of them ("If there's only one Character in my Expedition"), and the Characters facing the object ("If I'm
# facing only one Character")
_COUNT_EXACTLY = lazy(r"^there are exactly (\d{1,2}) of: (.{1,80})$")
_FACING_EXACTLY = lazy(r"^i am facing exactly (\d{1,2}) characters?$")
# what an amount may count ("1 boost per card in your Reserve"): cards in a zone, objects in play
# its controller controls (of a status, a type or a sub-type), and the others listed
_PER_ONE = (r"(?:other card you played this (?:turn|day)|(?:character|spell|permanent|card) you played this (?:turn|day)|boost on me|[A-Z][a-z]+ in your (?:reserve|hand|discard pile)"
            r"|ascended expedition you control|card in (?:your|each player's|each opponent's|target opponent's) (?:reserve|hand|landmarks|discard pile)"
            r"|(?:character|spell|permanent) in your (?:reserve|hand|discard pile)|character in my other expedition|(?:exhausted |ready )?mana orb in your mana zone"
            r"|exhausted card in your (?:reserve|landmarks)|character in the expedition facing me|(?:other )?character in my expedition"
            r"|mana orb in your mana zone|character target opponent controls|(?:exhausted )?card in a reserve|region between your expeditions"
            r"|expedition in (?:forest|mountain|water)|expedition in contact you control"
            r"|(?:other )?(?:(?:exhausted|asleep|anchored|boosted|fleeting) )?(?:character|permanent|landmark|token) you control|[A-Z][a-z]+ you control"
            r"|(?:completed )?[A-Z][a-z]+ in your landmarks|(?:other )?(?:character|[A-Z][a-z]+) in your expeditions|boost on a character you control|boost on a card in your reserve"
            r"|card in your discard pile|[A-Z][a-z]{1,39} counter on me|card named [A-Z][A-Za-z'-]{0,30}(?: [A-Za-z'-]{1,30}){0,5} in your discard pile)")
# ... and two of them, counted together (the later sets: a boost for each exhausted Permanent its
# controller has plus one for each exhausted card in their Reserve)
PER = lazy(rf"^{_PER_ONE}(?: and {_PER_ONE})?$")


# A STATUS Character that would leave an expedition during the Afternoon stays there, its leaving
# replaced (judge/zones.held_in_place): the passive's text -> (the status, whose expeditions: "mine",
# the object's own, or "yours", both of its controller's; whether its controller may sacrifice the
# object to apply it; whether the Character then loses the status, or all its boosts for "boosted").
HELD_IN_PLACE: dict[str, tuple[str, str, bool, bool]] = {
    **{f"{st} characters of my expedition lose {'all their boosts' if st == 'boosted' else st} instead of leaving it in the afternoon":
       (st, "mine", False, True) for st in ("anchored", "asleep", "fleeting", "boosted")},
    **{f"you may sacrifice me to keep {st} characters of your expeditions there in the afternoon"
       f"{': they lose all their boosts' if st == 'boosted' and lose else ': they lose ' + st if lose else ''}":
       (st, "yours", True, lose) for st in ("anchored", "asleep", "fleeting", "boosted") for lose in (True, False)}}


def countable(v: str) -> bool:
    """What an amount may count: one of PER's, or what "each ..." selects (counted_selector)."""
    return bool(PER.match(v)) or counted_selector(v)


def counted_selector(v: str) -> bool:
    """Whether `v` is what "each V" selects (selector): an amount may count any objects a step may
    act on all of ("1 boost per Character an opponent controls"), as many as that selects."""
    if len(v) > 160 or " and " in v or re.search(r"\b(?:target|it|them|each|up to)\b", v):
        return False
    try:
        return selector("each " + " ".join(v.split())).kind.startswith("each")
    except ValueError:
        return False


_EXHAUSTED_IN_RESERVE = lazy(r"^there are (\d{1,2}) or more exhausted cards in reserve$")
_PLAYED_THIS_DAY = lazy(r"^you played an? ([A-Z][a-z]{1,39}) this (turn|day)$")
_PLAYED_MANY_SUB = lazy(r"^you played (\d{1,2}) or more ([A-Z][a-z]{1,39}) cards this (turn|day)$")
_PLAYED_TYPE = lazy(r"^you played an? (card|character|spell|permanent) this (turn|day)$")
_PLAYED_MANY = lazy(r"^you played (\d{1,2}) or more (card|character|spell|permanent)s this (turn|day)$")
_SACRIFICED = lazy(r"^you sacrificed an? (character|permanent|token) this (turn|day)$")
_EMPTY_EXPEDITION = "one of your expeditions has no characters"
_MOVED_TODAY = lazy(r"^(both of your expeditions|one of your expeditions|my expedition|your hero expedition|your companion expedition) "
                    r"moved forward this day$")
_EACH_EXPEDITION_HAS = lazy(r"^each of your expeditions has (\d{1,2}) or more characters$")
_SUPPORT_ACTIVATED = lazy(r"^(you activated )?(\d{1,2}) or more support abilities (?:were activated )?this (turn|day)$")
_SINGLE_TERRAIN = lazy(r"^(\d{1,2}) or more single-terrain regions are visible$")
_OPPONENT_CONTROLS = lazy(r"^an opponent controls (\d{1,2}) or more (?:(exhausted|asleep|anchored|boosted|fleeting) )?"
                          r"(characters|permanents|landmarks|tokens|[A-Z][a-z]+s)$")
_ME_STATUS = lazy(r"^i am (not )?(fleeting|anchored|asleep|exhausted|completed)$")
_IT_IN = lazy(r"^it is in (forest|mountain|water)$")
_IT_WAS_IN = lazy(r"^it was in (forest|mountain|water)$")
_ME_IN = lazy(r"^i am (not )?in (forest|mountain|water|a single-terrain region)$")  # its region's types (v5.0 3.2.1: one only)
_AT_LEAST_COUNTERS = lazy(r"^i have (\d{1,2}) or more ([a-z]\w{0,39}) counters$")
_HERO_COUNTERS = lazy(r"^your hero has (\d{1,2}) or more ([a-z]\w{0,39}) counters$")
_FEWER = lazy(r"^i have less than (\d{1,2}) ([a-z]\w{0,39}) counters$")


def _kind(word: str) -> tuple[str, str]:
    """(what, subtype) of a counted word: "characters" -> ("characters", ""), "Plants" -> ("", "Plant")."""
    low = word.lower()
    if low in ("characters", "permanents", "landmarks", "tokens", "character", "permanent", "landmark", "token"):
        return (low if low.endswith("s") else low + "s"), ""
    return "", word[:-1] if word.endswith("s") else word


_MANA_ORBS = lazy(r"^you have (\d{1,2}) or more mana orbs$")
_YOUR_STANDING = lazy(r"^(each|one) of your expeditions is (ahead|behind|tied)$|^your (hero|companion) expedition is (ahead|behind|tied)$")
_TOTAL_COST_IN = lazy(r"^the total hand cost of cards in your (landmarks|reserve|hand|discard) is (\d{1,2}) or more$")
# "the total forest of characters you control is 10 or more": a statistic added up over its controller's Characters in play
_TOTAL_STAT = lazy(r"^the total (forest|mountain|water) of characters you control is (\d{1,2}) or more$")
_IT_COST = lazy(r"^it had (hand|base) cost (\d{1,2}) or (more|less)$")
_PLAYED_COST = lazy(r"^the card played had (hand|base) cost (\d{1,2}) or (more|less)$")
# in a reaction to a Character joining: that Character's Hand Cost (its card's)
_ABOUT_COST = lazy(r"^the character it is about had hand cost (\d{1,2}) or (more|less)$")
_REVEALED_COST = lazy(r"^the card revealed had hand cost (\d{1,2}) or (more|less)$")


@lru_cache(maxsize=1024)
def condition(text: str) -> Condition:
    """kind: control (`n` or more objects in play its controller controls, of `what` or with the
    sub-type `subtype`, of `status`, `other` than the source), first player, me status (i am [not] fleeting, anchored, ...), it is,
    behind (my expedition is behind), boosts (`n` or more, or `most` or less), cards (`n` or more
    in `zone`), empty (`zone`), did (you did: the step before started, 6.5.f in v5.0)."""
    raw = " ".join(str(text).split())
    t = raw.lower()
    if t.startswith("not "):  # "unless ...": the condition does not hold
        inner = condition(raw[4:])
        return Condition(raw[:4].lower() + str(inner), "not", inner=inner)
    m = _MANA_ORBS.match(t)
    if m:  # every Mana Orb in its controller's Mana zone, ready or exhausted
        return Condition(t, "mana", n=int(m.group(1)))
    m = _CONTROL.match(raw[:1].lower() + raw[1:]) if raw else None
    if m:
        what, subtype = _kind(m.group(4))
        return Condition(raw if subtype else t, "control", n=int(m.group(1)), what=what, subtype=subtype,
                         status=m.group(3) or "", other=bool(m.group(2)))
    m = _CONTROL_EITHER.match(raw[:1].lower() + raw[1:]) if raw else None
    if m:  # "you control another Animal or an Artist": one of either sub-type ("other": the first only)
        return Condition(raw, "control", n=1, subtype=m.group(2), or_subtype=m.group(3), other=bool(m.group(1)))
    m = _CONTROL_BOOSTED.match(t)
    if m:  # `least` here: the boosts it has (2.4.4.a), at least that many
        return Condition(t, "control", n=1, what="characters", least=int(m.group(2)), other=bool(m.group(1)))
    m = _CONTROL_MANY_BOOSTED.match(t)
    if m:
        return Condition(t, "control", n=int(m.group(1)), what="characters", least=int(m.group(2)))
    m = _CONTROL_ONE.match(raw[:1].lower() + raw[1:]) if raw else None
    if m:
        what, subtype = _kind(m.group(3))
        return Condition(raw if subtype else t, "control", n=1, what=what, subtype=subtype, status=m.group(2) or "",
                         other=bool(m.group(1)))
    if t == "you are the first player":
        return Condition(t, "first player")
    if t in ("a card in your expeditions or reserve has a support ability",
             "another card in your expeditions or reserve has a support ability"):
        # a card of its controller's expeditions or Reserve with a support ability ("a {D} ability")
        return Condition(t, "has support", other=t.startswith("another"))
    if t in ("a support ability was activated this turn", "a support ability was activated this day"):  # anyone's (history)
        return Condition(t, "happened", what="support", zone=t.split()[-1])
    if t in ("you discarded a card from your hand or reserve this turn", "you discarded a card from your hand or reserve this day"):
        return Condition(t, "happened", what="discard", zone=t.split()[-1])
    if t in ("you discarded a card from your hand this turn", "you discarded a card from your hand this day"):
        return Condition(t, "happened", what="discard", zone=t.split()[-1], detail="hand")  # the Hand only (the history's detail)
    if t in ("you rolled a die this turn", "you rolled a die this day"):  # its controller's rolls (v5.0 7.3.33)
        return Condition(t, "happened", what="roll", zone=t.split()[-1])
    m = _PLAYED_MANY.match(t)
    if m:  # that many cards of that type its controller played this turn or day (each once its resolution started, v5.0 5.1.2.k)
        return Condition(t, "happened", n=int(m.group(1)), what="played", subtype="" if m.group(2) == "card" else m.group(2),
                         zone=m.group(3))
    if t in ("an ability costing exhaust me was activated this turn", "an ability costing exhaust me was activated this day"):
        return Condition(t, "happened", what="tap", zone=t.split()[-1])  # "a {T} ability": anyone's
    m = _SACRIFICED.match(t)
    if m:  # an object of that type its controller sacrificed this turn or day (published game, v5.0 7.3.36)
        return Condition(t, "happened", what="sacrificed", subtype=m.group(1), zone=m.group(2))
    m = _PLAYED_TYPE.match(t)
    if m:  # a card of that type its controller played this turn or day (once its resolution started, v5.0 5.1.2.k)
        return Condition(t, "happened", what="played", subtype="" if m.group(1) == "card" else m.group(1), zone=m.group(2))
    if t == _EMPTY_EXPEDITION:  # one of its controller's expeditions holds no Character (a Gigantic one is in both, 7.4.3.b)
        return Condition(t, "empty expedition")
    m = _MOVED_TODAY.match(t)
    if m:  # which of its controller's expeditions moved forward this day, by Progress or an effect (v5.0 7.3.25)
        return Condition(t, "moved today", zone=m.group(1))
    m = _EACH_EXPEDITION_HAS.match(t)
    if m:  # each of its controller's two expeditions holds that many Characters (a Gigantic one counts in both, 7.4.3.b)
        return Condition(t, "each expedition has", n=int(m.group(1)))
    m = _SUPPORT_ACTIVATED.match(t)
    if m:  # that many {D} abilities activated this turn or day: its controller's ("you activated") or anyone's (history)
        return Condition(t, "happened", n=int(m.group(2)), what="support", zone=m.group(3), whose="you" if m.group(1) else "")
    m = _PLAYED_THIS_DAY.match(raw)
    if m:  # a card of that sub-type its controller played this turn or day (counted once its resolution started, v5.0 5.1.2.k)
        return Condition(raw, "happened", what="played", subtype=m.group(1), zone=m.group(2))
    m = _PLAYED_MANY_SUB.match(raw)
    if m:  # that many cards of that sub-type (2.2.2.n)
        return Condition(raw, "happened", n=int(m.group(1)), what="played", subtype=m.group(2), zone=m.group(3))
    m = _SINGLE_TERRAIN.match(t)
    if m:  # "if three or more single-terrain regions are visible" (published game, v5.0 3.2.1)
        return Condition(t, "single-terrain regions", n=int(m.group(1)))
    m = _OPPONENT_CONTROLS.match(raw[:1].lower() + raw[1:]) if raw else None
    if m:  # one of its controller's opponents controls that many of a type (or sub-type, 2.2.2.n) in play
        what, subtype = _kind(m.group(3))
        return Condition(raw if subtype else t, "opponent controls", n=int(m.group(1)), what=what, subtype=subtype,
                         status=m.group(2) or "")
    m = _ME_STATUS.match(t)
    if m:  # "if I'm Anchored": the object's own status (2.4)
        return Condition(t, "me status", status=m.group(2), other=bool(m.group(1)))
    if t == "each of your expeditions is ascended":  # both of its controller's (published game, v5.0 2.4.3)
        return Condition(t, "ascended", zone="all")
    if t == "my expedition is behind":
        return Condition(t, "behind")
    if t in ("my expedition is ahead", "my expedition is tied"):  # v5.0 7.5.2.a, c
        return Condition(t, "behind", what=t.split()[-1])
    if t in ("i am in an ascended expedition", "one of your expeditions is ascended"):
        # the Ascended status of expeditions (v5.0 2.4.3): of the object's, or of any of its controller's
        return Condition(t, "ascended", zone="me" if t.startswith("i ") else "yours")
    if t in ("you have another card in hand", "you have another card in landmarks"):
        # a card of its controller's Hand (or Landmarks) other than the object itself
        return Condition(t, "another in", zone=t.split()[-1])
    m = _FACING_IN.match(t)
    if m:  # the expedition(s) facing the object's are in a region of that type
        return Condition(t, "facing in", what=m.group(1))
    if t in ("i am in contact", "i am not in contact"):  # v5.0 7.5.9.b
        return Condition(t, "in contact", other="not" in t)
    if t == "each of your expeditions is behind or tied":
        return Condition(t, "all behind or tied")
    m = re.fullmatch(r"one of your expeditions is in (forest|mountain|water)", t)
    if m:  # either of its controller's expeditions stands in a region of that type (2.2.2.f)
        return Condition(t, "yours in", what=m.group(1))
    if t in ("i am in your hero expedition", "i am in your companion expedition"):  # which of its controller's (1.2.1.c)
        return Condition(t, "me in expedition", what=t.split()[-2])
    m = _YOUR_STANDING.match(t)
    if m:  # both of its controller's expeditions, or either, or the one named, behind, ahead or tied (published game, v5.0 7.5.2)
        return Condition(t, "your expeditions", zone=m.group(1) or m.group(3), what=m.group(2) or m.group(4))
    if t in ("its expedition is behind", "its expedition is ahead", "its expedition is tied"):  # v5.0 7.5.2.a-c
        return Condition(t, "behind", zone="it", what="" if t.endswith("behind") else t.split()[-1])
    m = re.match(r"^i had (\d{1,2}) or more boosts$", t)
    if m:  # "When I go to your Reserve ..., if I had 2 or more boosts": as the object was before its move (v5.0 6.3.j)
        return Condition(t, "boosts had", n=int(m.group(1)))
    if t in ("it is facing me", "you control it", "it is in an ascended expedition"):
        # the object the step before acted on (or the reaction's subject), as it is now
        return Condition(t, {"it is facing me": "it facing", "you control it": "it yours"}.get(t, "it ascended"))
    if t in ("it is in your reserve", "it is in an opponent's reserve"):
        # the card the step before acted on (or the one targeted), where it is now: whose Reserve (conditions._it_in_reserve)
        return Condition(t, "it in reserve", what="yours" if "your" in t else "opponent")
    m = _IT_IN.match(t)
    if m:
        return Condition(t, "it in", what=m.group(1))
    m = _IT_WAS_IN.match(t)
    if m:  # the object the step before moved: the region of the expedition it was in (v5.0 2.1.h)
        return Condition(t, "it was in", what=m.group(1))
    m = _HERO_COUNTERS.match(t)
    if m:  # the counters on its controller's Hero, in the Hero zone
        return Condition(t, "hero counters at least", n=int(m.group(1)), what=m.group(2))
    m = _AT_LEAST_COUNTERS.match(t)
    if m:  # "if I have 5 or more Scrap counters"
        return Condition(t, "counters at least", n=int(m.group(1)), what=m.group(2))
    m = _FEWER.match(t)
    if m:  # "if I have less than 5 Scrap counters"
        return Condition(t, "fewer counters", n=int(m.group(1)), what=m.group(2))
    m = _ME_IN.match(t)
    if m:
        return Condition(t, "me not in" if m.group(1) else "me in", what=m.group(2))
    if t == "you did":
        return Condition(t, "did")
    m = _IT_PLAYED_FROM.match(t)
    if m:  # the card the `play` step before played: where it was played from
        return Condition(t, "it played from", zone=m.group(1))
    m = _SELF_PLAYED_FROM.match(t)
    if m:  # a Spell's own effect: the zone its player played it from (5.1.2.a: from Hand or Reserve)
        return Condition(t, "self played from", zone=m.group(1))
    if t == "you could not":
        return Condition(t, "could not")
    m = _PLAYED_COST.match(t)
    if m:  # in a reaction to a card played: that card, by its Hand Cost or its Base Cost as it was played
        return Condition(t, "played base cost" if m.group(1) == "base" else "played cost", n=int(m.group(2)),
                         most=int(m.group(2)) if m.group(3) == "less" else None)
    m = _ABOUT_COST.match(t)
    if m:  # the object the reaction is about (the event's subject), by its card's Hand Cost (1.1.6.d: a token's is 0)
        return Condition(t, "played cost", n=int(m.group(1)), most=int(m.group(1)) if m.group(2) == "less" else None)
    m = _REVEALED_COST.match(t)
    if m:  # the card a `reveal` step of the same effect showed from its player's Hand (none: it does not hold)
        return Condition(t, "revealed cost", n=int(m.group(1)), most=int(m.group(1)) if m.group(2) == "less" else None)
    m = _IT_COST.match(t)
    if m:  # "if its Hand Cost was 3 or more": what the step before acted on, as it was ("base": its Base Cost then)
        return Condition(t, "it base cost" if m.group(1) == "base" else "it cost", n=int(m.group(2)),
                         most=int(m.group(2)) if m.group(3) == "less" else None)
    m = _IT_STATUS.match(t)
    if m:  # the status of what the step before affected (or the trigger's object)
        return Condition(t, "it status", status=m.group(2), other=bool(m.group(1)))
    m = _TRIO.match(t)
    if m:  # three different Characters, one with each status
        return Condition(t, "distinct statuses", zone=",".join(m.groups()))
    if t == _ZERO_HERE:  # one of the terrains of its region is one where its printed statistic is 0
        return Condition(t, "zero here")
    m = _ZEROS.match(t)
    if m:  # each 0 among the printed forest, mountain and water of the Characters you control
        return Condition(t, "zeros", n=int(m.group(1)), zone="reserve" if m.group(2) else "")
    m = _IT_IS.match(t)
    if m:
        return Condition(t, "it is", what=m.group(1))
    m = _IT_IS_SUB.match(raw)
    if m and m.group(1).lower() not in _NOT_SUBTYPES:  # of a sub-type, capitalised as the cards write it (2.2.2.n)
        return Condition(raw, "it is", subtype=m.group(1))
    m = _BOOSTS.match(t)
    if m:
        return Condition(t, "boosts", n=int(m.group(1) or 0), most=int(m.group(2)) if m.group(2) else None)
    m = re.match(r"^it has (\d{1,2}) or (more|less) boosts$", t)
    if m:  # of what "it" names (selectors.it_said): the object the step before acted on, or the one targeted
        return Condition(t, "boosts", zone="it", n=int(m.group(1)) if m.group(2) == "more" else 0,
                         most=int(m.group(1)) if m.group(2) == "less" else None)
    if t == "its hand cost is equal to the result":  # the card the reaction is about (a revealed one)
        return Condition(t, "it cost is result")
    if t == "the result is higher than its hand cost":  # the object a `put in deck` step before sent
        return Condition(t, "result above hand cost")
    m = _RESULT_AT_LEAST.match(t)
    if m:  # a die's result: noted by a roll earlier in the effect, or the roll a reaction reacts to
        if m.group(2) == " or less":  # from 1 up to N
            return Condition(t, "result", n=1, most=int(m.group(1)))
        return Condition(t, "result", n=int(m.group(1)), most=None if m.group(2) else int(m.group(1)))  # "is 1": exactly
    m = _TOTAL_COST_IN.match(t)
    if m:  # the Hand Costs of the cards in one of its controller's zones, added up (a token's: 0, 1.1.6.d)
        return Condition(t, "total cost in", n=int(m.group(2)), zone=m.group(1))
    m = _TOTAL_STAT.match(t)
    if m:
        return Condition(t, "total stat", n=int(m.group(2)), zone=m.group(1))
    m = _CARDS_IN.match(t)
    if m:
        return Condition(t, "cards", n=int(m.group(1)), what=m.group(3)[:-1], least=int(m.group(4)) if m.group(4) else None,
                         zone=m.group(5), status=m.group(2) or "")
    m = _IN_EXPEDITIONS.match(raw)
    if m and m.group(5):  # an opponent's: in one opponent's expeditions ("there's an Animal in an opponent's Expedition")
        what, subtype = _kind(m.group(7))
        return Condition(raw if subtype else t, "in expeditions", n=int(m.group(6)), what=what, subtype=subtype, whose="opponent")
    if m:  # objects in its controller's expeditions, of a sub-type (2.2.2.n) or a type
        what, subtype = _kind(m.group(3))
        return Condition(raw if subtype else t, "in expeditions", n=int(m.group(1)), other=bool(m.group(2)), what=what, subtype=subtype,
                         detail=m.group(4) or "")
    m = _SUBTYPE_IN.match(raw)
    if m:  # cards of a sub-type (2.2.2.n) in one of its controller's zones
        return Condition(raw, "cards", n=int(m.group(1)), subtype=m.group(2), zone=m.group(3))
    if t == "i have no boosts":
        return Condition(t, "boosts", n=0, most=0)
    m = _EMPTY.match(t)
    if m:
        return Condition(t, "empty", zone=m.group(1))
    m = _OPPONENT_CARDS.match(t)
    if m:  # `n` 0: none there; `least`: that many or more
        return Condition(t, "opponent cards", whose=m.group(1), zone=m.group(3),
                         least=None if m.group(2) == "no" else int(m.group(2).split()[0]))
    m = _REMOVED.match(t)
    if m:  # "N to M" (or "N or more") boosts removed by the `lose all boosts` step before
        n = int(m.group(1))
        most = int(m.group(2)) if m.group(2) else None
        if most is not None and most < n:
            raise ValueError(f"unknown condition {text!r} (a band from its lower bound up)")
        return Condition(t, "removed", n=n, most=most)
    m = _FEWER_THAN_OPPONENT.match(t)
    if m:  # its own zone against the target opponent's, strictly fewer
        return Condition(t, "fewer than opponent", zone=m.group(1))
    m = _COMPARE.match(t)
    if m:  # `detail` how its controller's count compares, `whose` with which opponents'
        return Condition(t, "compare", detail=m.group(1), what=m.group(2), whose=m.group(3))
    m = _THIS_WAY_COST.match(t)
    if m:
        n = int(m.group(3))
        return Condition(t, "this way", what=m.group(1), zone="discard", detail=m.group(2),
                         most=n if m.group(4) == "less" else None, least=n if m.group(4) == "more" else None)
    m = _THIS_WAY.match(t)
    if m:  # what the step before put in that zone ("if you discarded a card this way")
        return Condition(t, "this way", what=m.group(1) or m.group(3), zone="discard" if m.group(2) else "reserve")
    m = _THIS_WAY_SUBTYPE.match(raw)
    if m and m.group(1).lower() not in _NOT_SUBTYPES | {"character", "permanent", "landmark"}:
        return Condition(raw, "this way", subtype=m.group(1), zone="discard" if m.group(2) else "reserve")
    if t == _NONE_FACING:  # the opponent's expedition(s) facing the object bearing the ability
        return Condition(t, "none facing")
    if t == "there is no character facing that expedition":  # the expedition a reaction is about (conditions.py)
        return Condition(t, "none facing that expedition")
    m = _COUNT_AT_LEAST.match(raw)
    if m:  # at least N of what an amount's `per` counts (language.PER): "3 or more character in my expedition"
        if countable(m.group(2)):
            return Condition(raw, "count at least", n=int(m.group(1)), what=m.group(2))
    m = _COUNT_EXACTLY.match(raw)
    if m and countable(m.group(2)):  # as many as that, neither more nor fewer
        return Condition(raw, "count exactly", n=int(m.group(1)), what=m.group(2))
    m = _FACING_EXACTLY.match(t)
    if m:
        return Condition(t, "facing exactly", n=int(m.group(1)))
    m = _OUTNUMBER.match(t)
    if m:  # the Characters of the object's expedition against those of the one facing it (conditions._outnumber)
        return Condition(t, "outnumber facing", detail=m.group(1))
    m = _FACING_AT_LEAST.match(t)
    if m:  # as many Characters at least in the expedition(s) facing the object bearing the ability
        return Condition(t, "facing at least", n=int(m.group(1)))
    m = _EXHAUSTED_IN_RESERVE.match(t)
    if m:  # "in Reserve", no owner said: every player's Reserve (conditions.py says why)
        return Condition(t, "exhausted in reserves", n=int(m.group(1)))
    raise ValueError(f"unknown condition {text!r}")


# "sacrifice a soldier" (one of its player's objects of a sub-type, 2.2.2.n) or "sacrifice a boosted character" (of a
# status, 2.4): the costs selectors.SACRIFICE_COSTS names the objects of; language.COSTS accepts them
SACRIFICE_MORE = (r"sacrifice (?:an? (?P<st>boosted|exhausted|anchored|asleep|fleeting) character"
                  r"|an? (?P<sub>(?!character$|permanent$|token$|landmark$|card$|me$)[a-z][a-z'-]{1,39}))")
SACRIFICE_MORE_COST = lazy(rf"^{SACRIFICE_MORE}$")
_SPEND = lazy(r"^spend (\d{1,2}) (\w+) counters?$")
_SPEND_BOOSTS = lazy(r"^spend (\d{1,2}) boosts?$")
SPEND_ANY = "spend 1 counter from a card you control or in your reserve"
SPEND_A_BOOST = "spend 1 boost from a character you control"
_MANA = lazy(r"^(\d{1,2}) mana$")
_TYPED_DISCARD = lazy(r"^reserve (character|spell|permanent|token) to discard$")
# one token its player chooses, sacrificed in play or discarded from their Reserve (the later sets'
# Signature tokens wait there)
TOKEN_EITHER = "sacrifice or discard a token"


@lru_cache(maxsize=1024)
def cost(text: str) -> Cost:
    t = _norm(text)
    if t in ("exhaust me", "sacrifice me", "discard me from reserve", "hand card to reserve", "reserve card to discard",
             "sacrifice a character", "sacrifice a permanent", "sacrifice a token", "sacrifice a character or permanent", "mana orb to discard",
             "sacrifice a landmark", "sacrifice another character", "sacrifice another permanent",
             "any number of reserve cards to discard", "any number of permanents to sacrifice",
             "exhaust a reserve card", "exhaust a permanent you control", "exhaust a character you control", "hand card to discard"):
        return Cost(t, t)
    if SACRIFICE_MORE_COST.match(t):
        return Cost(t, t)  # one of its player's objects of that sub-type or status, chosen as it is paid (selectors.SACRIFICE_COSTS)
    m = _MANA.match(t)
    if m:
        return Cost(t, "mana", n=int(m.group(1)))
    if t == "x mana":  # "{X}": as much Mana as its player declares (v5.0 7.1.4.c, 5.1.2.c)
        return Cost(t, "x mana")
    m = _TYPED_DISCARD.match(t)
    if m:  # "discard a Spell from your Reserve" (an internal action's cost)
        return Cost(t, "reserve typed to discard", name=m.group(1))
    if t == TOKEN_EITHER:
        return Cost(t, "token to sacrifice or discard")
    if t == SPEND_A_BOOST:  # one boost of a Character its player controls, chosen as it is paid (6.1.d)
        return Cost(t, "spend a boost", n=1)
    if t == SPEND_ANY:  # one counter of any kind, boosts included (v5.0 7.3.4.a's remark), from one of its player's cards
        return Cost(t, "spend a counter", n=1)
    m = _SPEND_BOOSTS.match(t)
    if m:  # boosts of the object whose ability it is, removed as a cost (published game, v5.0 2.4.4)
        return Cost(t, "spend boosts", n=int(m.group(1)))
    m = _SPEND.match(t)
    if m:
        return Cost(t, "spend", n=int(m.group(1)), name=m.group(2))
    raise ValueError(f"unknown cost {text!r}")


_PLAY_TRIGGER = r"(?:enters play|played from hand|played from reserve)"
_REGIONS = lazy(r"^all regions are (forest|mountain|water) and lose their other types$")
_TRIGGERS_OFF = lazy(rf"^the ({_PLAY_TRIGGER}(?:, {_PLAY_TRIGGER})*(?: and {_PLAY_TRIGGER})?) triggers of characters facing me "
                           r"don't activate$")
_EXTRA = lazy(r"^extra cost (\d{1,2}) unless first player$")


_OPTIONAL_DISCARD = lazy(r"^discard a reserve card as you play me: i cost (\d) less$")
# another optional cost its player may pay as they play the card, for N less: one object they choose pays it
OPTIONAL_COSTS = ("sacrifice a character or permanent", "sacrifice a character", "sacrifice a permanent", "sacrifice a token", "exhaust a reserve card",
                  "exhaust a permanent you control", "exhaust a character you control", "hand card to discard", "hand card to reserve", "sacrifice a landmark",
                  "spend 1 boost from a character you control")
# the same costs as an internal action's, one object each (costs.Payment.ONE_OBJECT): a sub-type's or a status's too
OPTIONAL_COST_WORDS = rf"{'|'.join(OPTIONAL_COSTS)}|{re.sub(r'[(][?]P<[a-z]+>', '(?:', SACRIFICE_MORE)}"  # no named groups: said several times
# several of them paid together, a different object each ("sacrifice a character and sacrifice a character": "You may
# sacrifice two Characters to play me for {1} less"; a boost each for "spend 1 boost ...")
_OPTIONAL_COST = lazy(rf"^(?P<cost>(?:{OPTIONAL_COST_WORDS})(?: and (?:{OPTIONAL_COST_WORDS})){{0,3}}) as you play me: i cost (?P<n>\d) less$")
def optional_costs(name: str) -> list[str]:
    """The costs an optional cost's words name ("sacrifice a character and sacrifice a character"), in order."""
    return re.split(r" and (?=sacrifice |exhaust |spend |hand card )", name)


_COST_LESS = lazy(r"^i cost (\d) less(?:( in an expedition without characters)|( in an expedition in contact)| per (.+)"
                  r"| in an expedition facing (\d) or more characters)?$")
_COST_MORE = lazy(r"^i cost (\d) more(?: per (.+))?$")
_FIRST_CHARACTER = lazy(r"^your first character each afternoon gains (\d) boosts?$")
_FLOOR = lazy(r"^opponents' (characters|cards) cost at least (\d)$")
_OPPONENTS_MORE = lazy(r"^opponents' (characters|spells|permanents|cards)(?: from (hand|reserve))? cost (\d) more$")
_ZONE_COST = lazy(r"^cards played from (hand|reserve) cost (\d) (?:(more)|less(?:, down to a minimum of (\d))?)$")
# "your [type | Sub-type cards] [from zone] [with hand cost N or more] cost N less [, down to a minimum of M]"
_PLAY_FOR_LESS = lazy(r"^your (?:(characters|spells|permanents|cards)|([a-z]{2,40}) cards)(?: from (hand|reserve))?"
                      r"(?: with (hand|base) cost (\d{1,2}) or (more|less))? cost (\d) (?:less(?:, down to a minimum of (\d))?|(more))$")
_FLEETING_SPELLS = lazy(r"^spells you play with hand cost (\d) or less are fleeting$")
_MY_REGIONS = lazy(r"^(?:(my region and the facing region are) (forest|mountain|water) only|my region is also (forest|mountain|water))$")
_INSTEAD_STATUS = lazy(r"^if i would gain (fleeting|asleep|anchored), i gain (?:(\d) boosts?|(fleeting|asleep|anchored)) instead$")
_REGAIN = lazy(r"^i can gain (fleeting|asleep|anchored) even if i have it$")
_BEGIN = lazy(r"^i begin the game with (\d{1,2}) ([a-z]\w{0,39}) counters$")
_RESERVE_LIMIT = lazy(r"^your reserve limit is increased by (\d)$")
_LIMIT_IS = lazy(r"^your (reserve|landmarks) limit is (\d)$")
_LIMITS_LESS = lazy(r"^all reserve limits are reduced by (\d)$")
_FACING_ONLY_DUE_TO = lazy(r"^while the expedition facing me is in (forest|mountain|water), it moves forward during dusk only due to \1$")
_KEYWORD_PASSIVE = lazy(r"^(?:i am|the only character in my expedition is|(?:(boosted|exhausted|asleep|anchored|fleeting) )?(?:(tokens|characters|other characters) you control(?: with hand cost (\d{1,2}) or more)?"
                        r"|((?:other )?characters in (?:my|your hero|your companion) expedition)) are) (defender|eternal|seasoned|gigantic|tough ([1-9]))$")
# "[other] SUBTYPEs you control are KEYWORD" (not Gigantic: each one's expedition would be both)
_SUBTYPE_KEYWORD = lazy(r"^(other )?(?!(?:characters|tokens|permanents|landmarks|cards|spells|heroes) )([a-z][a-z'-]{1,39})s you control are "
                        r"(defender|eternal|seasoned|tough ([1-9]))$")
# ("Characters in my Expedition are Gigantic" is no passive the language has: PASSIVES refuses it,
# each one's expedition being both once it is Gigantic)
# Tough given to its controller's cards out of the Expedition zone (the later sets): in its
# Landmarks (in play, 3.1.4.a), and in its Reserve (the card's own words: judge/keywords.py)
# each token its controller would create made twice, where it would be (the later sets)
TOKENS_TWICE = "if you would create a token, create two instead"
_HIGHEST = lazy(r"^highest statistic for (me|characters in my expedition|other characters you control|characters you control)$")
_TOUGH_ELSEWHERE = lazy(r"^(other cards in your landmarks|characters in your reserve) are tough ([1-9])$")


@lru_cache(maxsize=1024)
def passive(text: str) -> Passive:
    t = _norm(text)
    m = _SUBTYPE_KEYWORD.match(t)
    if m:  # "Animals you control are Defender": its controller's Characters of that sub-type (2.2.2.n; judge/keywords.py)
        keyword = "Tough" if m.group(4) else m.group(3).capitalize()
        return Passive(t, "keyword", keyword=keyword, who=f"{'other ' if m.group(1) else ''}subtype {m.group(2).capitalize()}",
                       n=int(m.group(4) or 0))
    m = _KEYWORD_PASSIVE.match(t)
    if m:  # a keyword it gives while it is in play (and its condition holds): judge/keywords.py
        keyword = "Tough" if m.group(6) else m.group(5).capitalize()
        named = re.search(r"in your (hero|companion) expedition", m.group(4) or "")
        who = (f"your {named.group(1)} expedition" if named else
               ("others in my expedition" if m.group(4).startswith("other") else "my expedition")) if m.group(4) else m.group(2) or "me"
        if t.startswith(ONLY_ONE_HERE):  # a Character alone in the object's expedition (judge/keywords.py)
            who = ONLY_ONE_HERE
        # "Characters with Hand Cost {4} or more you control": only those (a token's missing cost is 0, 1.1.6.d)
        return Passive(t, "keyword", keyword=keyword, who=who, status=m.group(1) or "", n=int(m.group(6) or 0),
                       cost_min=int(m.group(3)) if m.group(3) else None)
    m = _TOUGH_ELSEWHERE.match(t)
    if m:
        return Passive(t, "keyword", keyword="Tough", who=m.group(1), n=int(m.group(2)))
    if t == "i can't be played":
        return Passive(t, "not playable")
    if t in ("i can't be played from hand", "i can't be played from reserve"):  # from that zone only (5.1.2.b)
        return Passive(t, "not playable from", zone=t.rsplit(" ", 1)[1])
    m = NAME_LOCK.match(t)
    if m:  # an Emblem-Ongoing's, its name bound as it was made (verbs.ForbidThatName)
        return Passive(t, "name locked", name=m.group(1))
    m = _LIMIT_IS.match(t)
    if m:  # its controller's limit at Clean-up is that number (the later sets: "Your Landmarks limit is four")
        return Passive(t, "limit is", zone=m.group(1), n=int(m.group(2)))
    if t == TOKENS_TWICE:  # a replacement of its controller's token creations (published game, v5.0 6.2.b)
        return Passive(t, "tokens twice")
    if t == "opponents' reserve cards can't gain counters":
        return Passive(t, "no counters in opponents' reserves")
    if t == "i don't go to reserve during rest":  # the object itself stays in its expedition at Rest (judge/night.py)
        return Passive(t, "stays at rest")
    if t in ("i can't gain boosts", "i can't gain counters"):  # the object itself (boosts are counters, v5.0 2.5.1.a)
        return Passive(t, "no boosts on me" if t.endswith("boosts") else "no counters on me")
    if t == "cards with counters can't gain more counters":
        return Passive(t, "no more counters")
    m = _OPTIONAL_DISCARD.match(t)
    if m:  # an optional cost chosen as it is played (v5.0 5.1.2.c), and the decrease it brings
        return Passive(t, "optional discard", n=int(m.group(1)))
    m = _OPTIONAL_COST.match(t)
    if m and all(c in OPTIONAL_COSTS or SACRIFICE_MORE_COST.match(c) for c in optional_costs(m.group("cost"))):
        # another optional cost (v5.0 5.1.2.c): one object its player chooses pays each
        return Passive(t, "optional cost", n=int(m.group("n")), name=m.group("cost"))
    m = _COST_LESS.match(t)
    if m:  # its own cost, wherever it is played from (perhaps while a condition holds; or only in an empty expedition)
        # "I cost 1 less per ...": N for each, counted as it is played (language.passive_value
        # refuses a count the language does not have)
        return Passive(t, "cost less", n=int(m.group(1)), zone="empty expedition" if m.group(2) else "contact expedition" if m.group(3)
                       else "facing expedition" if m.group(5) else "", per=m.group(4) or "", facing=int(m.group(5) or 0))
    m = _COST_MORE.match(t)
    if m:  # its own cost raised, wherever it is played from (perhaps while a condition holds; N per ... counted as it is played)
        return Passive(t, "cost more", n=int(m.group(1)), per=m.group(2) or "")
    m = _FLOOR.match(t)
    if m:
        return Passive(t, "cost floor", who=m.group(1), n=int(m.group(2)))
    m = _OPPONENTS_MORE.match(t)
    if m:  # the cards of that type its controller's opponents play (from that zone): an increase (v5.0 5.1.2.f)
        return Passive(t, "opponents play for more", who=m.group(1), zone=m.group(2) or "", n=int(m.group(3)))
    m = _FLEETING_SPELLS.match(t)
    if m:
        return Passive(t, "fleeting spells", n=int(m.group(1)))
    m = _ZONE_COST.match(t)
    if m:  # every card played from that zone, whoever plays it (published game, v5.0 5.1.2.k's example)
        return Passive(t, "zone cost more" if m.group(3) else "zone cost less", zone=m.group(1), n=int(m.group(2)),
                       floor=int(m.group(4) or 0))
    m = _HIGHEST.match(t)
    if m:  # every statistic of each Character it applies to is its highest (judge/stats.py): "who" as keywords read it
        return Passive(t, "highest", who={"characters in my expedition": "my expedition", "other characters you control": "other characters",
                                          "characters you control": "characters", "me": "me"}[m.group(1)])
    if t == "my expedition is in contact":  # the expedition its object is in, and what is in it (v5.0 7.5.9)
        return Passive(t, "considered in contact")
    if t == "one more die on your rolls, one ignored":  # a replacement of its controller's rolls (judge/verbs.py: roll_a_die)
        return Passive(t, "extra die")
    if t == RESUPPLY_REVEAL:  # a replacement of its controller's Resupply (judge/deck.py: resupply)
        return Passive(t, "resupply reveal")
    if t == "also reveal your top deck card when you roll dice":  # an additive modifier of its controller's rolls
        return Passive(t, "reveal on roll")
    m = re.fullmatch(r"you may (exhaust me to )?add (\d) to the result of your dice", t)
    if m:  # a modifier of its controller's rolls, chosen once the result is seen (v5.0 7.3.33.c);
        # "exhaust me to": only while the object is ready, exhausting it (the cost of that choice)
        return Passive(t, "add to roll", n=int(m.group(2)), name="exhaust me" if m.group(1) else "")
    if t in ("support abilities can give cards in reserve 1 more counter than their maximum",
             "support abilities can give cards in reserve counters beyond their maximum"):
        return Passive(t, "support max one more" if " 1 more " in t else "support max lifted")
    m = _PLAY_FOR_LESS.match(t)
    if m:  # the cards of a kind its controller plays (judge/play.py, cost_to_play)
        bound = int(m.group(5)) if m.group(5) else None
        return Passive(t, "you play for more" if m.group(9) else "you play for less", card_type=(m.group(1) or "cards")[:-1], subtype=m.group(2) or "",
                       zone=m.group(3) or "", cost_min=bound if m.group(6) == "more" else None, base=m.group(4) == "base",
                       cost_max=bound if m.group(6) == "less" else None, n=int(m.group(7)), floor=int(m.group(8) or 0))
    m = _FACING_ONLY_DUE_TO.match(t)
    if m:  # the expedition facing it, in a region of that terrain: at Dusk, it moves forward due to that terrain or not at all
        return Passive(t, "facing only due to", terrain=m.group(1))
    if t == "my other expedition and the one facing it can't move forward":
        return Passive(t, "other expeditions stay")
    if t == "my expedition can't move forward":  # the expedition(s) the object is in (both, Gigantic: 7.4.3.f)
        return Passive(t, "my expedition stays")
    if t == "the expedition facing me can't move forward":  # the one(s) facing it (7.4.3.h)
        return Passive(t, "facing expedition stays")
    m = _MY_REGIONS.match(t)
    if m:  # "my region (and the facing one) are forest only" / "my region is also forest"
        return Passive(t, "my regions" if m.group(1) else "my region also", terrain=m.group(2) or m.group(3))
    m = _INSTEAD_STATUS.match(t)
    if m:  # "if i would gain fleeting, i gain 1 boost instead" / "... i gain anchored instead"
        return Passive(t, "status instead", status=m.group(1), n=int(m.group(2) or 0), name=m.group(3) or "")
    m = _REGAIN.match(t)
    if m:
        return Passive(t, "regain", status=m.group(1))
    m = re.match(r"^i can't gain (fleeting|asleep|anchored)$", t)
    if m:  # a gain it forbids (published game, v5.0 1.4.1.a: what a passive ability says is impossible cannot be done)
        return Passive(t, "no status", status=m.group(1))
    if t == "exhausted characters in reserve stay exhausted during morning":
        return Passive(t, "stay exhausted")
    if t in HELD_IN_PLACE:
        return Passive(t, "held in place")  # judge/zones.held_in_place
    if t == "during morning you draw one card and expand from the top of your deck":
        return Passive(t, "morning from the deck")  # its controller's Draw and Expand (judge/morning.py)
    if t == "my abilities are ignored during the first day":
        return Passive(t, "ignored on day 1")  # v5.0 7.3.19 (judge/morning.py; judge/cardspec.py)
    if t == DEFECT_INSTEAD:
        return Passive(t, "defect instead")  # judge/effects.py defects_instead, asked by judge/zones.py move
    if t == ALSO_A_SPELL:
        return Passive(t, "also a spell")  # what other abilities see (judge/cards.py: Card.counts_as)
    m = _BEGIN.match(t)
    if m:  # a Hero's, at the beginning of the game
        return Passive(t, "begin with counters", n=int(m.group(1)), name=m.group(2))
    if t in ("only if you are the first player", "only for the first player"):  # on a quick action: who may play it
        return Passive(t, "only first player")
    if t == "my expedition moves forward despite defenders":
        return Passive(t, "ignore defenders")
    if t == "expeditions can't move forward":
        return Passive(t, "no moving forward")
    if t == "my expedition moves forward one more region during dusk":
        return Passive(t, "one more region")
    if t == "my expedition moves forward one more region due to ascension":  # only a move due to Ascension (v5.0 4.2.4.k)
        return Passive(t, "one more region", terrain="ascension")
    m = _AS_PLAYED.match(t)
    if m:  # its own, as it is played (published game, v5.0 5.2.d: judge/play.py own_boosts_as_played)
        return Passive(t, "boosts as played", n=int(m.group(1)), per=m.group(2) or "")
    m = _TARGET_SURCHARGE.match(t)
    if m:  # a quick action's own: it costs N more to declare such a target (published game, as Tough's 7.4.7.c is paid)
        return Passive(t, "target surcharge", n=int(m.group(3)), card_type=m.group(1), cost_min=int(m.group(2)))
    m = _BEGIN_MARKERS.match(t)
    if m:  # a Hero's, at the beginning of the game (judge/setup.py): the markers it holds until it places them
        return Passive(t, "begin with markers", terrain=",".join(w for w in re.findall(r"\b(forest|mountain|water)\b", t)))
    m = _ON_A_ROLL.match(t)
    if m:  # its controller rolls as its expedition would move forward during Dusk (judge/adventure.py rolled_region)
        return Passive(t, "one more region", name="roll", n=int(m.group(1)), stay_on=int(m.group(2) or 0))
    if t == "your expeditions move forward one more region during dusk":  # either of its controller's
        return Passive(t, "one more region", who="yours")
    if t == "you may exhaust me to make your expeditions move forward one more region during dusk":  # while ready, if they choose
        return Passive(t, "one more region", who="yours", name="exhaust me")
    if t == "you may keep one more exhausted card in reserve during night":
        return Passive(t, "keep one more exhausted")  # Clean-up (judge/night.py)
    m = _RESERVE_LIMIT.match(t)
    if m:  # its controller's reserve limit at Clean-up (judge/night.py)
        return Passive(t, "reserve limit more", n=int(m.group(1)))
    if t == "you may play exhausted cards from your reserve":
        return Passive(t, "play exhausted")
    if t == "exhausted characters in your reserve can be played":  # the Characters only, in either expedition
        return Passive(t, "play exhausted characters")
    if t == "i don't count towards your reserve limit":  # a support passive only (language.SUPPORT_PASSIVES)
        return Passive(t, "not counted in reserve limit")
    m = _LIMITS_LESS.match(t)
    if m:  # a support passive only: every player's reserve limit at Clean-up (judge/night.py)
        return Passive(t, "reserve limits less", n=int(m.group(1)))
    m = _FIRST_CHARACTER.match(t)
    if m:
        return Passive(t, "first character boost", n=int(m.group(1)))
    if t == "exhausted characters in your reserve can be played in my expedition":
        return Passive(t, "play exhausted characters here")
    m = _REGIONS.match(t)
    if m:
        return Passive(t, "regions", terrain=m.group(1))
    m = _TRIGGERS_OFF.match(t)
    if m:
        return Passive(t, "triggers off", triggers=tuple(re.split(r", | and ", m.group(1))))
    m = _EXTRA.match(t)
    if m:
        return Passive(t, "extra cost", n=int(m.group(1)))
    raise ValueError(f"unknown passive ability {text!r}")


_READERS = {"Selector": selector, "Condition": condition, "Cost": cost, "Passive": passive}
