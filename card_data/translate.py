"""The translator: a card's ability lines, as printed, into the abilities' language
(docs/abilities.md), or a plain "not modelled" saying what is missing. Never a guess.

A small grammar over the texts' templates, read top-down: a line is a keyword, or an ability
(a trigger or a cost, then an effect), or a Spell's effect; an effect is sentences, each one
step (6.1.c), or a step under "you may" or "if ..."; a step is a verb and its objects, read by
the tables below. Whatever a rule of the grammar does not match entirely makes the line not
modelled, with the reason in our own words (never the card's text: reasons are shipped).

The output is plain data in the language; the engine checks it when it loads the card
(`judge/carddb.py`), and a line whose encoding does not load is not modelled either.
"""

from __future__ import annotations

import copy
import json
import contextvars
import re
from contextvars import ContextVar
from dataclasses import dataclass, field

from card_data import counts, objects

# The keywords the engine knows, and where each may appear (check_keywords, 7.4, 2.4.6.e).
ENGINE_KEYWORDS = {"Defender", "Gigantic", "Seasoned", "Eternal", "Fleeting", "Cooldown"}
STATUSES = {"fleeting", "asleep", "anchored"}
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
           "ten": 10, "eleven": 11, "twelve": 12}


class Missing(Exception):
    """What the language (or the translator) cannot say yet, in our own words."""


@dataclass
class Line:
    """One ability line's translation: `kind` keyword | ability | effect | support; `data` its
    encoding; `missing` why it is not modelled (None when it is)."""

    kind: str
    data: object = None
    missing: str | None = None


@dataclass
class Translation:
    keywords: list[str] = field(default_factory=list)
    abilities: list[dict] = field(default_factory=list)
    effect: list = field(default_factory=list)
    tough: int | dict = 0  # Tough N, or {"per": WHAT}: Tough X, where X is the number of WHAT
    scout: int | None = None  # Scout N (published game, v5.0 7.4.5): its Scout cost
    temple: int | None = None  # Temple N (published game, the cards' reminder: judge/temple.py): its Temple cost
    lines: list[Line] = field(default_factory=list)
    # an ability a line begins with before its effect (a Spell's optional cost), by the line's index
    lead: dict[int, dict] = field(default_factory=dict)

    @property
    def verdict(self) -> str:
        if not self.lines:
            return "no abilities"
        missing = sum(1 for line in self.lines if line.missing)
        return "modelled" if not missing else "not modelled" if missing == len(self.lines) else "partly modelled"


# --- normalising the printed text -----------------------------------------------------------

_REMINDER = re.compile(r"\s*\((?:[^()]|\([^()]*\))*\)")


# keywords and keyword actions as a source may print them without their markup (1.2.4.b; the later
# sets' words in the v5.0 edition): the cards' bracketed form, where only the keyword can stand
_PLAIN_KEYWORD = r"Gigantic|Defender|Seasoned|Eternal|Cooldown|Rush"
_PLAIN_ITEM = rf"(?:{_PLAIN_KEYWORD}|Fleeting|Tough (?:\d{{1,2}}|X)|(?:Scout|Temple) \{{\d{{1,2}}\}})"
_KEYWORD_ITEM = rf"(?:\[[A-Z][^\[\]]{{0,30}}\](?: \{{\d{{1,2}}\}})?|{_PLAIN_ITEM})"
_LEADING_KEYWORDS = re.compile(rf"^{_KEYWORD_ITEM}(?:(?:, |\. | ){_KEYWORD_ITEM})*(?=[.,]|$)")
_PLAIN_ACTION = re.compile(r"(?<![\[\w])(Exhausted Resupplies|Exhausted Resupply|Resupplies|Resupply|Sabotage|Augment)(?![\w\]])")


def _bracketed(m: re.Match) -> str:
    """One plain keyword -> the cards' markup: "[Tough 1]", "[Scout] {2}", "[Gigantic]"."""
    word = m.group(0)
    costed = re.fullmatch(r"(Scout|Temple) (\{\d{1,2}\})", word)
    if word == "Fleeting":  # a status, the first line of a Fleeting card (2.4.2)
        return "[[Fleeting]]"
    return f"[{costed.group(1)}] {costed.group(2)}" if costed else f"[{word}]"


def _keywords_marked(text: str) -> str:
    """A line's keywords printed without brackets, bracketed as the cards print them: a line of keywords
    ("Tough 1.", "Gigantic, Tough 1.", "Scout {2}."), a keyword said of an object ("I am Gigantic",
    "Defender Characters"), and the keyword actions, whose capitalised words mean nothing else
    ("Exhausted Resupply", "its owner Resupplies")."""
    lead = _LEADING_KEYWORDS.match(text)
    if lead:
        text = re.sub(rf"(?<!\[)\b{_PLAIN_ITEM}(?![\w\]])", _bracketed, lead.group(0)) + text[lead.end():]
    text = re.sub(rf"\b(I am|I'm|am|is|are|be|become|becomes|gains?|have|has|it's|they're) ({_PLAIN_KEYWORD}|Tough \d{{1,2}})\b(?![\w\]])",
                  r"\1 [\2]", text)
    text = re.sub(rf"(?<![\[\w-])({_PLAIN_KEYWORD}) (?=(?:Characters?|tokens?|Permanents?)\b)", r"[\1] ", text)
    # statuses said of an object ("target Fleeting, Anchored or Asleep Character", "Boosted tokens")
    text = re.sub(r"(?<![\[\w-])(Fleeting|Asleep|Anchored|Boosted)(?=(?:,? (?:or |and )?\[?\[?(?:Fleeting|Asleep|Anchored|Boosted)\]?\]?)*"
                  r" (?:Characters?|tokens?|Permanents?|Spells?|cards?)\b)", r"[[\1]]", text)
    text = re.sub(r"^Completed(?=:)", "[Completed]", text)  # a Feat's Completed abilities (v5.0, the later sets)
    # a token named without its markup ("create a Manaseed token", "create an Ordis Recruit 1/1/1 Soldier token"):
    # its name bracketed as the cards print it; a name of several words only with its statistics
    text = re.sub(r"\b([Cc]reate (?:an?|one|two|three|\d) )((?!(?:Character|Permanent|Landmark|Spell|Hero|Companion|Expedition|Mana)\b)"
                  r"[A-Z][a-z]+(?: [A-Z][a-z]+){0,2} \d{1,2}/\d{1,2}/\d{1,2}|(?!(?:Character|Permanent|Landmark|Spell|Hero|Companion|"
                  r"Expedition|Mana|Signature)\b)[A-Z][a-z]+)(?= (?:[A-Z][a-z]+ )?tokens?\b)", r"\1[\2]", text)
    return _PLAIN_ACTION.sub(r"[\1]", text)


_TERRAIN_SYMBOL = {"Forest": "{V}", "Mountain": "{M}", "Water": "{O}", "Ocean": "{O}"}


def typography(text: str) -> str:
    """A printed text in one typography: curly quotes and apostrophes the straight ones, no-break
    spaces and runs of spaces one space (some sources' typography; the words are the same)."""
    text = text.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"').replace("\u201d", '"')
    if '"' not in text:  # quoted abilities in single quotes: an apostrophe inside stands between letters ("I'm")
        text = re.sub(r"(?<=[\s:])'((?:[^'\n]|(?<=\w)'(?=\w))+?)'(?=[\s.,)]|$)", r'"\1"', text)
    # a dash as an en dash or two hyphens between spaces ("When you pass – Draw", "-- Draw"): the cards' em dash
    text = re.sub(r"(?<=[\s\xa0])(?:\u2013|--)(?=\s)", "\u2014", text)
    text = re.sub(r"\b([Cc])annot\b", r"\1an't", text)  # "cannot" and "can't" are one word here
    return re.sub(r"[ \xa0]+", " ", text)


def clean(line: str) -> str:
    """The printed line without reminder text (in brackets), the rare markers `#` and odd
    spaces; symbols in one case ({J}, {H}, {R}, {T}, {D})."""
    text = _REMINDER.sub("", typography(line).replace("#", "")).replace("[]", "").replace("[BB]", "")
    # a reminder the data left open at a paragraph's end, or closed in a later paragraph: a
    # reminder never spans abilities (each paragraph is one), so it ends with its paragraph and a
    # stray closing bracket ends a reminder that began before (2.2.10.c: reminders are not rules)
    if "(" in text and ")" not in text[text.rindex("("):]:
        text = text[:text.rindex("(")]
    if text.rstrip().endswith(")") and text.count(")") > text.count("("):
        text = text.rstrip()[:-1]
    text = re.sub(r"\{([a-zA-Z])\}", lambda m: "{" + m.group(1).upper() + "}", text)
    # a symbol in square brackets ("[J]", "[T]"; no keyword is one letter), and a trigger symbol followed by
    # a colon or a dash ("{J}: Draw a card."): the symbol as the cards print it (1.2.4)
    text = re.sub(r"\[([JHRTDIVMO])\]", r"{\1}", text)
    # a terrain named in words where the cards print its symbol ("in Forest", "due to Mountain", "total
    # Water of 4"): the symbol (v5.0 7.1.2.c: the symbol represents the terrain and statistic); never a name's word ("Forest Guard")
    text = re.sub(r"\bForest, Mountain(,?) and Water\b", r"{V}, {M}\1 and {O}", text)  # the statistics, the three said together
    text = re.sub(r"\b(in|due to|total|are|is|and|or|my|its|their|with)( |, )(Forest|Mountain|Water|Ocean)\b(?![\w'-]| [A-Z])",
                  lambda m: m.group(1) + m.group(2) + _TERRAIN_SYMBOL[m.group(3)], text)
    text = re.sub(r"^(\{[JHR]\}) ?(?:[:—-]|\xa0—) ?(?=[A-Z\[{])", r"\1 ", text)
    text = re.sub(r"\s*—\s*", " — ", text)
    text = re.sub(r", and then\b", ", then", text)  # "X, and then Y": "X, then Y" (6.1.d: in the order written)
    # a reaction's dash printed as a hyphen ("When you pass - Draw a card.") or as a colon ("When you pass:
    # Draw a card."), at the line's start, after a symbol ("{I} When ...") or in a later sentence ("... this way
    # - That opponent ..."): the same dash; "Whenever" is "When" (v5.0 7.1: a triggered ability's words)
    text = re.sub(r"(^|(?<=\} )|(?<=[.!] ))(?:Whenever|Each time)\b", r"\1When", text)
    text = re.sub(r"(^|(?<=\} )|(?<=[.!] ))((?:When|At|The first time)\b(?:(?! - )[^—()]){1,120}?) - (?=[A-Z{\[])", r"\1\2 — ", text)
    text = re.sub(r"(^|(?<=\} )|(?<=[.!] ))((?:When|At (?:Noon|Dusk|Night)|The first time)\b[^—:()]{0,120}?): (?=[A-Z\[])", r"\1\2 — ", text)
    if re.search(r"\broll (?:a|one) d(?:ie|6)\b", text, re.I):
        # a die's outcomes said another way ("On 4+", "If you roll a 4+", "On a roll of 4+", "On a 4 or more",
        # "On a 1 to 3", "On a 1–3"): "On a 4+", "On a 1-3", as the cards print them (v5.0 7.3.33)
        text = re.sub(r"\broll one d(?:ie|6)\b|\broll a d6\b", "roll a die", text, flags=re.I)
        text = re.sub(r"(?<=\d)\s*(?:\u2013|\bto\b)\s*(?=\d)", "-", text)
        text = re.sub(r"\b(\d) or (?:more|higher)\b", r"\1+", text)
        text = re.sub(r"\b(?:[Oo]n a roll of|[Ii]f you roll an?|[Ii]f the result is|[Oo]n an?|[Oo]n)(?= \d(?:\+|-\d)?\s*[,:])", "On a", text)
    text = _keywords_marked(text)
    # a keyword or a status bracketed in lower case ("[sabotage]"): the cards' capitals (1.2.4.b)
    text = re.sub(r"\[(\[?)(" + "|".join(sorted(_KEYWORD_NAMES, key=len, reverse=True)) + r")(\]?)\]",
                  lambda m: "[" + m.group(1) + _KEYWORD_CASE[m.group(2).lower()] + m.group(3) + "]", text, flags=re.I)
    # the markup of statuses ("[[Fleeting]]") and of keywords and keyword actions ("[Sabotage]"), however a
    # source brackets them: the cards' one way (a status, 2.4; a keyword, 1.2.4.b)
    text = re.sub(r"(?<!\[)\[(Fleeting|Asleep|Anchored|Boosted|Exhausted)\](?!\])", r"[[\1]]", text)
    # a status printed without markup where only a status can stand ("if I was not Fleeting", "gains 1 boost and
    # Asleep"): the status (2.4; the capital is the game's, a lower-case "exhausted" an adjective left as it is)
    text = re.sub(r"\b((?:I'm|I am|I was|it's|it is|it was|is|are|was|were)(?: not)?(?: already)?|isn't|aren't|wasn't|gains?|loses?|have|has|"
                  r"boosts? and) (Fleeting|Asleep|Anchored|Boosted)\b(?!\])", r"\1 [[\2]]", text)
    for _ in range(3):  # ... and the statuses listed after it ("gains Fleeting, Anchored or Asleep")
        text = re.sub(r"(?<=\]\])(,? (?:or |and )?|, (?:or |and ))(Fleeting|Asleep|Anchored|Boosted)\b(?!\])", r"\1[[\2]]", text)
    # double brackets are a status's alone (2.4): any other word so marked is a keyword or a keyword action
    text = re.sub(r"\[\[(?!(?:Fleeting|Asleep|Anchored|Boosted|Exhausted|Ascended)\]\])([A-Za-z][A-Za-z ]{0,30}?(?: \d{1,2}| X)?)\]\]", r"[\1]", text)
    # the Ascended status (v5.0 2.4.3), however the data marks it up ("[Ascended S]" and "[Ascended P]": singular, plural)
    text = re.sub(r"\[\[?ascended(?: [sp])?\]\]?", "[[Ascended]]", text, flags=re.I)
    # "moves forward due to Ascension" (v5.0 4.2.4.k), however the data marks the words up
    text = re.sub(r"\bdue to \[?\[?ascension\]?\]?|\[due to ascension\]", "due to Ascension", text, flags=re.I)
    # "[Companion]": the Character sub-type (v5.0 2.2.2.d), linked by the later sets' markup as
    # they link keywords; the token cards they name carry it as a sub-type ("a [Companion] with
    # Reserve Cost {2}"); "[Companion] Expedition" is then the words "Companion Expedition".
    text = re.sub(r"\[Companion\]", "Companion", text)
    text = re.sub(r"\s+([.,:])", r"\1", text)
    text = re.sub(r"(?<!\[)\bBoost(s?)\b", r"boost\1", text)  # the counter (2.4.5), however a source capitalises it
    # a token or not (v5.0 2.2.1.d), however a source capitalises it ("a [Brassbug] Robot Token", "non-Token")
    text = re.sub(r"\bnon-Token\b", "non-token", text)
    text = re.sub(r"(?<=[\w\]] )Token(s?)\b", r"token\1", text)
    # "I am [Tough X], where X is ...": the keyword with its X, as printed alone (v5.0 7.4.7.a)
    text = re.sub(r"^I(?: am|'m| have) (\[[A-Z][a-z]+ X\]), where X\b", r"\1, where X", text)
    # statuses listed with a serial comma ("[[Fleeting]], [[Anchored]], or [[Asleep]]"): the cards' list without it
    text = re.sub(r"(\[\[(?:Fleeting|Asleep|Anchored|Boosted|Exhausted)\]\]), (or|and) (?=\[\[(?:Fleeting|Asleep|Anchored|Boosted|Exhausted)\]\])",
                  r"\1 \2 ", text)
    # "with a Base Cost of {3} or less": the same bound as "with Base Cost {3} or less"
    text = re.sub(r"\bwith an? (Hand|Base|Reserve) Cost of (\{\d\} or (?:less|more))", r"with \1 Cost \2", text, flags=re.I)
    text = re.sub(r"\b([Yy]ou|[Tt]hey)'re\b", r"\1 are", text)  # one spelling for the patterns below
    # "a Character or a Permanent": one object of either type, the article said again ("a Character or Permanent")
    text = re.sub(r"\b(Characters?|Permanents?|Spells?) or an? (Characters?|Permanents?|Spells?)\b", r"\1 or \2", text)
    # "your opponent" is each of its controller's opponents (the 2v2 and Free for All pages'
    # clarifications; with two players, the one there is): as a step's subject "each opponent",
    # after an object "an opponent controls" (one of them controls it); "both players": each player
    text = re.sub(r"(^|[.—:}] )Your opponent (?!controls\b)(?=[a-z])", r"\1Each opponent ", text)
    text = re.sub(r"\b(Character|Permanent|Characters|Permanents|token|tokens|card|cards) your opponent controls\b",
                  r"\1 an opponent controls", text)
    text = re.sub(r"(^|[.—:}] )Both players (?=[a-z])", r"\1Each player ", text)
    # "Each player who does draws a card": "If they do, they draw a card" (after "Each player may ...")
    text = re.sub(r"(?<=\. )Each (?:player|opponent) who does (\w+?)(?:(?<=[sxz]h)es|(?<=ss)es|s)\b", r"If they do, they \1", text)
    # the objects of its controller's opponents, said with a possessive: those an opponent controls (v5.0 7.5.5.b)
    text = re.sub(r"\b(Characters?|Permanents?|tokens?|cards?) (?:your opponents|opponents) control\b", r"\1 an opponent controls", text)
    text = re.sub(r"\b([Ee]ach) (?:of your opponents?'s?|of (?:the )?opponents'|opponent's) (Character|Permanent)s?\b", r"\1 \2 an opponent controls", text)
    text = re.sub(r"\b([Aa]ll) (?:of )?(?:your opponents?'s?|(?:the )?opponents') (Characters|Permanents)\b", r"\1 \2 an opponent controls", text)
    text = re.sub(r"(^|[.—:}] )Your opponents?'s? (Characters|Permanents) (?=[a-z])", r"\1All \2 an opponent controls ", text)
    text = re.sub(r"\b(you|You)(?:'ve| have) (played|sacrificed)\b", r"\1 \2", text)  # "if you've played a Spell this turn"
    # a status printed without its brackets ("I gain Fleeting"): the same status (2.4)
    text = re.sub(r"\b(gains?|loses?) (Fleeting|Asleep|Anchored)\b(?!\])", r"\1 [[\2]]", text)
    # ... and after "I'm" / "is" ("If I'm Boosted"): the status (2.4), capitalised as the cards write it
    text = re.sub(r"(?<!\[)\b(I'm|I am|I'm not|I am not|is|is not|isn't) (Fleeting|Asleep|Anchored|Boosted|Exhausted)\b(?!\])", r"\1 [[\2]]", text)
    return " ".join(text.split()).strip()


# --- keywords ---------------------------------------------------------------------------------

_KEYWORD_ACTIONS = {"Resupply", "Sabotage", "Rush"}  # keyword actions (v5.0 7.3): "[Rush]." alone is a step
_KEYWORD = re.compile(r"^\[\[?(?P<name>[A-Z][a-z]+)(?: (?P<n>\d{1,2}))?\]\]?\.?$")


# --- triggers -----------------------------------------------------------------------------------

_SYMBOL_TRIGGERS = {"{J}": "enters play", "{H}": "played from hand", "{R}": "played from reserve"}
_PHASES = {"at noon": "at noon", "at dusk": "at dusk", "at night": "at night", "after rest": "after rest"}
# "When ... —": the triggers the language has, read as a small grammar: who (I, you, my
# Expedition, one of your Expeditions, a Character ...) and what happens to it.
_TERRAINS = objects.TERRAINS
_WHEN = {
    # "When I enter play": the words of the {J} symbol (v5.0 7.1, 7.3.10); joining the Expedition zone
    # (1.1.6.e: the symbol's meaning; "your Expeditions" are that zone, a Character's place in play)
    "i enter play": "enters play", "i join the expedition zone": "enters play", "i join your expeditions": "enters play",
    "i am sacrificed": "i am sacrificed",
    "i'm sacrificed": "i am sacrificed",
    "you sacrifice a character": "you sacrifice a character",
    "you sacrifice a permanent": "you sacrifice a permanent",
    "i leave play": "i leave play",
    "i leave the expedition zone": "i leave the expedition zone",
    "i leave your landmark zone": "i leave your landmarks", "i leave your landmarks": "i leave your landmarks",
    "i leave the landmark zone": "i leave your landmarks",
    "another character joins my expedition": "a character joins my expedition",
    "a card goes from your deck or hand to reserve": "a card goes to your reserve from your deck or hand",
    "a character joins my expedition": "a character joins my expedition",
    "a character joins one of your expeditions": "a character joins one of your expeditions",
    "a card leaves your reserve": "a card leaves your reserve",
    "a character joins your expeditions": "a character joins one of your expeditions",
    "another character joins your expeditions": "another character joins one of your expeditions",
    "another character joins one of your expeditions": "another character joins one of your expeditions",
    "i go to reserve": "i go to reserve",
    "i go to reserve from anywhere": "i go to reserve",
    "i go to reserve from the expedition zone": "i go to reserve from the expedition zone",
    "i go to reserve from your hand": "i go to reserve from your hand",
    # the same events in the later sets' words: a Character's "Expeditions" are the Expedition zone
    "i go to your reserve": "i go to reserve",
    "i go to your reserve from anywhere": "i go to reserve",
    "i go to reserve from your expeditions": "i go to reserve from the expedition zone",
    "i go to your reserve from your expeditions": "i go to reserve from the expedition zone",
    "i go to your reserve from the expedition zone": "i go to reserve from the expedition zone",
    "i go to your reserve from your hand": "i go to reserve from your hand",
    "i leave your expeditions": "i leave the expedition zone",
    **{f"you play {a} {t}": f"you play a {t}" for a in ("a", "another") for t in ("character", "spell", "permanent", "card")},
    **{f"i gain [[{st}]]": f"i gain {st}" for st in ("fleeting", "asleep", "anchored")},
    # "becomes": did not have it, has it now (published game, v5.0 7.5.4.a); Boosted too (2.4.5.a)
    **{f"i become {w}": f"i become {st}" for st in ("fleeting", "asleep", "anchored", "boosted") for w in (f"[[{st}]]", st)},
    # losing a status it had (published game, v5.0 7.3.21)
    **{f"i lose {w}": f"i lose {st}" for st in ("fleeting", "asleep", "anchored") for w in (f"[[{st}]]", st)},
    # moving to its Discard pile from anywhere: discarded, sacrificed too (v5.0 7.3.7.a, 7.3.36.a)
    **{w: "i go to the discard pile" for w in ("i go to the discard pile", "i go to your discard pile", "i go to my owner's discard pile",
                                               "i am discarded", "i'm discarded", "i am put in your discard pile", "i am put in the discard pile")},
    # "send", "put" and "return" are synonyms: a move to that zone, however it happens (v5.0 7.3.37.a-b)
    **{f"{i} {v} {z}{src}": f"i go to reserve{src.replace(' from your expeditions', ' from the expedition zone')}"
       for i in ("i am", "i'm") for v in ("sent to", "put in", "returned to")
       for z in ("reserve", "your reserve") for src in ("", " from the expedition zone", " from your expeditions", " from your hand")},
    **{f"a character you control gains [[{st}]]": f"a character you control gains {st}" for st in ("fleeting", "asleep", "anchored")},
    "i gain 1 or more boosts": "i gain boosts",
    # the same events in other words the later sets use: a boost (each gain of one or more); played
    # from a zone (the {R} and {H} triggers, read in trigger()). ("When I'm sent to Reserve" is "When I
    # go to Reserve": to send is to move, and "put", "return" and "send" are synonyms, v5.0 7.3.37.)
    "i gain a boost": "i gain boosts", "i gain boosts": "i gain boosts",
    "a character you control gains a boost": "a character you control gains boosts",
    "a character you control gains boosts": "a character you control gains boosts",
    "i gain one or more boosts": "i gain boosts",
    "a character you control gains 1 or more boosts": "a character you control gains boosts",
    "a character you control gains one or more boosts": "a character you control gains boosts",
    "you exhaust a card in reserve": "you exhaust a card in reserve",
    "you exhaust a character": "you exhaust a character", "you exhaust a permanent": "you exhaust a permanent",
    "you exhaust a card in your reserve": "you exhaust a card in reserve",
    "you create a token character": "you create a token character",
    "you create a token": "you create a token", "you create one or more tokens": "you create a token",
    "you receive a token": "you receive a token", "you receive a [token]": "you receive a token",
    **{w: "i switch expeditions" for w in ("i switch expeditions", "i switch expedition")},
    **{w: "i become exhausted" for w in ("i become exhausted", "i become [[exhausted]]", "i'm exhausted", "i am exhausted", "you exhaust me")},
    "you sacrifice a token": "you sacrifice a token",
    # only its controller sacrifices what they control (v5.0 7.3.36.a): the same event said of the object
    "a character you control is sacrificed": "you sacrifice a character",
    "a permanent you control is sacrificed": "you sacrifice a permanent",
    "a token you control is sacrificed": "you sacrifice a token",
    "you sacrifice a landmark": "you sacrifice a landmark", "a landmark you control is sacrificed": "you sacrifice a landmark",
    # a Feat becoming Completed (judge/feats.py: the published cards' words)
    **{w: "i become completed" for w in ("i become [completed]", "i become completed", "i'm completed", "i am completed",
                                          "you complete me", "i'm [completed]")},
    **{w: "you complete a feat" for w in ("you complete a feat", "a feat you control becomes [completed]",
                                           "a feat you control becomes completed", "a feat you control is completed")},
    "an opponent passes": "an opponent passes",
    "another character you control goes to reserve": "another character you control goes to reserve",
    "one of your expeditions fails to move forward": "one of your expeditions fails to move forward",
    "the expedition facing me moves forward": "the expedition facing me moves forward",
    "an opponent's expedition moves forward": "an opponent's expedition moves forward",
    "an opponent's expedition fails to move forward": "an opponent's expedition fails to move forward",
    "a token joins one of your expeditions": "a token joins one of your expeditions",
    "a token joins your expeditions": "a token joins one of your expeditions",
    "another character you control goes to your reserve": "another character you control goes to reserve",
    "you play a landmark permanent": "you play a landmark permanent", "you play a landmark": "you play a landmark permanent",
    **{f"{who} {verb}": f"{who} ascends" for who in ("my expedition", "one of your expeditions")
       for verb in ("ascends", "[ascends]", "gains [[ascended]]", "becomes [[ascended]]")},
    "a card leaves your reserve during the afternoon": "a card leaves your reserve during the afternoon",
    "you pass": "you pass",
    "you pass first": "you pass first",
    "you make a [gift]": "you make a gift", "you make a gift": "you make a gift",
    "you receive a [gift]": "you receive a gift", "you receive a gift": "you receive a gift",
    "a character joins the expedition facing me": "a character joins the expedition facing me",
    "you discard a card from your hand": "you discard a card from your hand",
    # the same event said of the card: the trigger counts any discard from its controller's Hand,
    # whoever's effect made it (judge/triggers.py)
    "a card is discarded from your hand": "you discard a card from your hand",
    "you sacrifice another character": "you sacrifice another character",
    **{f"you sacrifice a character or {a}permanent": "you sacrifice a character or permanent" for a in ("", "a ")},
    **{f"a character gains {n}": "a character gains boosts" for n in ("a boost", "boosts", "1 or more boosts", "one or more boosts")},
    # straight from the Hand to the Reserve ("directly": not through Limbo, as a Spell played goes)
    **{f"a card goes {d}from your hand to {y}reserve": "a card goes to your reserve from your hand"
       for d in ("", "directly ") for y in ("", "your ")},
    "a card goes to your reserve from your hand": "a card goes to your reserve from your hand",
    **{f"you put a card from your hand in {y}reserve": "you put a card from your hand in reserve" for y in ("", "your ")},
    "i am discarded from your hand": "i am discarded from your hand", "i'm discarded from your hand": "i am discarded from your hand",
    **{f"i leave an {a} expedition": "i leave an ascended expedition" for a in ("[[ascended]]", "ascended")},
}
_EXPEDITION_EVENT = re.compile(r"^(?P<who>my expedition|one of your expeditions|your (?:hero|companion) expedition) (?P<what>moves forward|fails to move forward)"
                               r"(?: due to (?P<terrain>\{[VMO]\}|\[ascend\]|\[?ascension\]?))?(?: during dusk)?$", re.I)


def _when(words: str) -> str | None:
    """The language's trigger for what follows "When" (lower case), or None."""
    if words in _WHEN:
        return _WHEN[words]
    m = re.fullmatch(r"i gain my (first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) ([a-z]+) counter", words)
    if m:
        return f"i gain my {m.group(1)} {m.group(2)} counter"
    m = re.fullmatch(r"i have no (?:more )?([a-z]+) counters(?: left)?|my last ([a-z]+) counter is (?:removed|spent)"
                     r"|i (?:lose|spend) my last ([a-z]+) counter", words)
    if m and (m.group(1) or m.group(2) or m.group(3)) not in ("boost", "boosts"):  # the last one of that name gone (2.5.f)
        return f"i have no more {m.group(1) or m.group(2) or m.group(3)} counters"
    m = re.fullmatch(r"i gain (?:one or more|a|an|1 or more) ([a-z]+) counters?", words)
    if m and m.group(1) not in ("boost", "boosts"):  # each time it gains some of that name (v5.0 7.3.15)
        return f"i gain {m.group(1)} counters"
    if re.fullmatch(r"you roll (?:one or more dice|a die)", words):
        return "you roll dice"
    if words == "you reveal a card this way":  # revealed by this object's own ability
        return "you reveal a card this way"
    if words in ("you play a character with a base statistic of 0", "you play another character with a base statistic of 0"):
        return "you play a character with a base statistic of 0"  # never itself: it is not yet in play as it is played
    if words in ("a character in your reserve gains 1 or more boosts", "a character in your reserve gains one or more boosts"):
        return "a character in your reserve gains boosts"
    if words in ("an opponent plays a card from reserve", "an opponent plays a card from their reserve"):
        return "an opponent plays a card from reserve"
    if words == "another permanent joins your expeditions or landmarks":
        return words
    if words in ("a card joins the discard pile", "a card joins a discard pile", "a card goes to the discard pile",
                 "a card goes to a discard pile", "a card is put in a discard pile"):  # any player's (joining it is going there, 7.5.4)
        return "a card joins a discard pile"
    m = re.fullmatch(r"an opponent plays an? (character|spell|permanent|card)", words)
    if m:  # from any zone
        return f"an opponent plays a {m.group(1)}"
    if words in ("you play a card from your reserve", "you play a card from reserve", "you play another card from your reserve",
                 "you play another card from reserve"):
        return "you play a card from reserve"  # the object's own play is not one its reactions see (6.3.d)
    if words in ("a character leaves your expeditions", "a character leaves one of your expeditions"):
        return "a character leaves one of your expeditions"
    if words in ("a non-token character leaves your expeditions", "a non-token character leaves one of your expeditions"):
        return "a non-token character leaves one of your expeditions"
    m = re.fullmatch(r"you play a character with hand cost (?P<cmp>[a-z ]+?) my number of (?P<name>[a-z]+) counters", words)
    if m and m.group("cmp") in ("greater than or equal to", "at least"):
        return f"you play a character with hand cost at least my {m.group('name')} counters"
    m = re.fullmatch(r"(?P<pick>a|another) (?P<what>character|permanent|token|character or (?:a )?permanent) you control is sacrificed", words)
    if m:  # only its controller sacrifices an object (v5.0 7.3.36.a): "you sacrifice ..." said the other way
        said = f"you sacrifice {m.group('pick')} {m.group('what').replace('or a ', 'or ')}"
        if said in _WHEN.values():
            return said
    if words in ("you [resupply]", "you resupply"):  # an Exhausted Resupply too (v5.0 7.3.14.a)
        return "you resupply"
    if words in ("an opponent sacrifices a character", "one of your expeditions moves forward", "you discard a card from your reserve"):
        return words
    m = re.fullmatch(r"(?P<who>you|an opponent|a player) (?:\[sabotage\]|sabotages?|\[sabotages\])", words)
    if m:  # a card discarded by a Sabotage of theirs (v5.0 7.3.35.a)
        return "you sabotage" if m.group("who") == "you" else f"{m.group('who')} sabotages"
    m = re.fullmatch(r"you discard a card from (?P<whose>a|any|an opponent's) reserve", words)
    if m:  # by its controller's doing, of any Reserve or of an opponent's (v5.0 7.5.6)
        return "you discard a card from an opponent's reserve" if m.group("whose") == "an opponent's" else "you discard a card from a reserve"
    m = re.fullmatch(r"a card is discarded from (?P<whose>a|any|your|an opponent's) reserve", words)
    if m:  # whoever discards it, one reaction per card ("one or more" would be one per event: not this)
        whose = {"any": "a"}.get(m.group("whose"), m.group("whose"))
        return f"a card is discarded from {whose} reserve"
    if re.fullmatch(r"one or more of your \[*ascended\]* expeditions moves? forward", words):
        return "one or more of your ascended expeditions move forward"  # those of one Progress: one event
    if re.fullmatch(r"you activate an? \{t\} ability|an? \{t\} ability you control is activated", words):
        return "you activate an ability costing exhaust me"
    if re.fullmatch(r"you activate an? \{d\} ability|you play an? \{d\} ability", words):
        return "you activate a support ability"  # a {D} ability of a card of its controller's Reserve (2.2.10)
    if re.fullmatch(r"an? card in your reserve (?:is|becomes|gets) \[*exhausted\]*", words):
        return "a card in your reserve is exhausted"  # whoever exhausts it (v5.0 7.3.13.a)
    if re.fullmatch(r"(?:two|2) \{d\} abilities are activated (?:on|during) one of your turns", words):
        return "the second support ability is activated on one of your turns"
    if re.fullmatch(r"(?:three|3) \{t\} abilities are activated (?:on|during) one of your turns", words):
        return "the third ability costing exhaust me is activated on one of your turns"
    if words in ("both of your expeditions move forward due to ascension", "both your expeditions move forward due to ascension"):
        return "both of your expeditions move forward due to ascension"  # in one Progress, one event
    if words in ("you play a character from your reserve", "you play another character from your reserve",
                 "you play a character from reserve", "you play another character from reserve"):
        return "you play a character from reserve"
    if words in ("a character you control leaves play", "a character you control leaves the expedition zone"):
        return "a character leaves one of your expeditions"  # a Character is in play only in the Expedition zone (2.2.1.h)
    if words in ("another character you control leaves play", "another character you control leaves the expedition zone",
                 "another character leaves your expeditions", "another character leaves one of your expeditions"):
        return "another character leaves one of your expeditions"
    if words == "you draw one or more cards":  # one event per draw action ("when you draw a card", perhaps each card: not read)
        return "you draw cards"
    if words == "an opponent draws one or more cards":  # the same, of one of its controller's opponents
        return "an opponent draws cards"
    if words in ("an opponent [resupplies]", "an opponent resupplies", "an opponent does [resupply]"):  # an Exhausted one too (v5.0 7.3.14.a)
        return "an opponent resupplies"
    if re.fullmatch(r"an opponent draws (?:\w+ or more|a) cards? or (?:does \[resupply\]|\[resupplies\])", words):  # "one or more"
        return "an opponent draws or resupplies"
    m = re.fullmatch(r"you play (an?|another) (character|card) in my expedition", words)
    if m:  # a card its controller plays into the expedition the object is in (a Spell is never in one)
        return f"you play {m.group(1)} {m.group(2)} in my expedition"
    m = re.fullmatch(r"you play an? (character|spell|permanent|card) with (hand|base) cost \{(\d)\} or (more|less)", words)
    if m:
        return f"you play a {m.group(1)} with {m.group(2)} cost {m.group(3)} or {m.group(4)}"
    if words in ("a non-token character joins your expeditions", "a non-token character joins one of your expeditions"):
        return "a non-token character joins one of your expeditions"
    m = _EXPEDITION_EVENT.match(words)
    if not m:
        return None
    who, what, terrain = m.group("who"), m.group("what"), m.group("terrain")
    if who.startswith("your ") and (terrain or words.endswith(" during dusk")):
        return None  # one expedition named, and why it moved: not a trigger the language has
    if what == "moves forward" and words.endswith(" during dusk"):
        return None  # moving forward at Dusk only: the language's trigger notices every move forward, an effect's too
    if what == "fails to move forward" and who == "one of your expeditions":
        return f"{who} {what}"  # an expedition fails to move forward only at Dusk (4.2.4.g)
    if terrain and terrain.strip("[]").lower() in ("ascend", "ascension"):  # v5.0 4.2.4.k
        return f"{who} {what} due to ascension" if what == "moves forward" else None
    if terrain:  # "due to" a terrain: moving forward only (4.2.4.h)
        return f"{who} {what} due to {_TERRAINS[terrain.upper()]}" if what == "moves forward" else None
    return f"{who} {what}" if who == "my expedition" or who.startswith("your ") else None


# a player's own action, as "you" does it and as another player does (judge/language.py PLAYER_VERBS)
_PLAYER_VERBS = {"activate": "activates", "create": "creates", "discard": "discards", "draw": "draws", "exhaust": "exhausts",
                 "make": "makes", "pass": "passes", "play": "plays", "put": "puts", "receive": "receives", "resupply": "resupplies",
                 "roll": "rolls", "sacrifice": "sacrifices"}


def _by_another_player(words: str) -> str | None:
    """"An opponent rolls one or more dice", "a player sacrifices a token": a trigger the language has
    about its controller's own action, said of an opponent or of any player (v5.0 7.5.6); None for
    any other words."""
    m = re.fullmatch(r"(?P<who>[Aa]n opponent|[Aa] player) \[?(?P<verb>\w+)\]?(?: (?P<rest>.+))?", words.strip())
    base = {v: k for k, v in _PLAYER_VERBS.items()}.get(m.group("verb").lower()) if m else None
    if base is None:
        return None
    rest = re.sub(r"\b([Tt])heir\b", lambda t: "Your" if t.group(1) == "T" else "your", m.group("rest") or "")
    rest = re.sub(r"\bthey\b", "you", rest)
    said = f"you {base} {rest}".strip()
    mine = _when(said.lower()) or _when_written(said)
    if not mine or not mine.startswith("you ") or mine == "you reveal a card this way":
        return None
    verb, _, tail = mine[len("you "):].partition(" ")
    if verb not in _PLAYER_VERBS:
        return None
    tail = re.sub(r"\byour\b", "their", tail)
    return f"{m.group('who').lower()} {_PLAYER_VERBS[verb]} {tail}".strip()


def _when_written(words: str) -> str | None:
    """Triggers naming a sub-type, read from the words as printed (the sub-type keeps its capital)."""
    m = re.fullmatch(r"[Yy]ou play an? ([A-Z][a-z]+)(?: or ([A-Z][a-z]+))?", words)
    if m and not {g for g in m.groups() if g} & {"Character", "Spell", "Permanent", "Landmark"}:
        return f"you play a {m.group(1)}" + (f" or {m.group(2)}" if m.group(2) else "")
    m = re.fullmatch(r"[Yy]ou sacrifice a non-([A-Z][a-z]+) Character", words)
    if m:
        return f"you sacrifice a non-{m.group(1)} character"
    m = re.fullmatch(r"[Aa]n? ([A-Z][a-z]+) joins (?:your|one of your) Expeditions", words)
    if m and m.group(1) not in ("Character", "Permanent"):
        return f"a {m.group(1)} joins one of your expeditions"
    m = re.fullmatch(r"[Yy]ou create an? (?:\[)?([A-Z][a-z]+)(?:\])? token", words)
    if m and m.group(1) not in ("Character", "Permanent", "Landmark", "Spell", "Card", "Token", "Hero"):
        return f"you create {'an' if m.group(1)[0] in 'AEIOU' else 'a'} {m.group(1)} token"  # one of that sub-type (2.2.2.n)
    return _about_one_object(words) or _card_played(words)


_PLAYED = re.compile(r"(?P<who>[Yy]ou play|[Aa]n opponent plays) (?P<pick>an?|another) (?P<what>Character|Spell|Permanent|card|token|[A-Z][a-z]+)"
                     r"(?: or (?:an? )?(?P<what2>Character|Spell|Permanent|[A-Z][a-z]+))?(?: from (?:your|their) (?P<src>[Hh]and|[Rr]eserve))?"
                     r"(?: in (?P<terrain>\{[VMO]\}))?"
                     r"(?: with (?P<kind>Hand|Reserve|Base) Cost \{(?P<n>\d)\} or (?P<cmp>more|less))?")


def _card_played(words: str) -> str | None:
    """"When you play an Animal from your Reserve", "When an opponent plays a Character with Base Cost
    {3} or more": the card played named by its parts (judge/language.py: PLAY_SUBJECT)."""
    m = _PLAYED.fullmatch(words)
    if not m or any(g in ("Landmark", "Token", "Hero", "Card") for g in (m.group("what"), m.group("what2"))):
        return None
    def kind(g: str) -> str:
        return g.lower() if g in ("Character", "Spell", "Permanent", "card", "token") else g
    said = f"{m.group('who').lower()} {m.group('pick')} {kind(m.group('what'))}" + (f" or {kind(m.group('what2'))}" if m.group("what2") else "")
    if m.group("src"):
        said += f" from {m.group('src').lower()}"
    if m.group("terrain"):  # played into an expedition in a region of that terrain
        if m.group("what") in ("Spell", "card") or m.group("what2"):  # a Spell joins no expedition
            return None
        said += f" in {_TERRAINS[m.group('terrain').upper()]}"
    if m.group("kind"):
        said += f" with {m.group('kind').lower()} cost {m.group('n')} or {m.group('cmp')}"
    return said


_SUBJECT_EVENTS = {"joins my expedition": "joins my expedition", "joins your expeditions": "joins one of your expeditions",
                   "joins your hero expedition": "joins your hero expedition", "joins your companion expedition": "joins your companion expedition",
                   "joins one of your expeditions": "joins one of your expeditions", "joins the expedition facing me": "joins the expedition facing me",
                   "leaves your expeditions": "leaves one of your expeditions", "leaves one of your expeditions": "leaves one of your expeditions",
                   "leaves my expedition": "leaves my expedition",
                   **{f"gains [[{st}]]": f"gains {st}" for st in ("fleeting", "asleep", "anchored")},
                   **{f"gains {n}": "gains boosts" for n in ("a boost", "boosts", "1 or more boosts", "one or more boosts")},
                   # leaving play (published game, v5.0 7.3.20, 7.5.11, 7.3.36, 7.3.27.b: "goes to"/"is sent to"/"is put in" Reserve)
                   "leaves play": "leaves play", "leaves the expedition zone": "leaves the expedition zone", "is sacrificed": "is sacrificed",
                   **{f"{v} reserve": "goes to reserve" for v in ("goes to", "is sent to", "is put in", "is returned to")},
                   **{f"becomes {w}": f"becomes {st}" for st in ("fleeting", "asleep", "anchored", "boosted", "exhausted")
                      for w in (f"[[{st}]]", st)},
                   **{f"loses {w}": f"loses {st}" for st in ("fleeting", "asleep", "anchored") for w in (f"[[{st}]]", st)}}
_LEAVING = frozenset({"leaves play", "leaves the expedition zone", "is sacrificed", "goes to reserve"})  # judge/language.py LEAVING_EVENTS
_SUBJECT = re.compile(r"(?P<pick>[Aa]n?|[Aa]nother) (?:(?:\[\[)?(?P<status>Boosted|Fleeting|Anchored|Asleep|Exhausted)(?:\]\])? )?(?P<token>token |non-token )?"
                      r"(?P<what>Character|token|[A-Z][a-z]+)(?P<token2> token)?(?P<yours> you control| an opponent controls)?"
                      r"(?P<where> in my Expedition| in the Expedition facing me| facing me)? (?P<event>.+)")


def _about_one_object(words: str) -> str | None:
    """"When a [[Boosted]] Character joins my Expedition", "When another Animal you control gains 1
    or more boosts": the object named by its parts (judge/language.py: SUBJECT_TRIGGER), for the
    events the language has about one object."""
    # the same object said another way: "one of your Characters" is a Character you control, "an opponent's
    # Character" one an opponent controls (v5.0 7.5.5.b); "a Character in your Expeditions" gaining something
    # is one you control (in play, 7.5.2.a)
    def one(m) -> str:
        return f"{'an' if m.group(1)[0] in 'AEIOUaeiou' else 'a'} {m.group(1)}{m.group(2)}"
    words = re.sub(r"^one of your ((?:\[\[\w+\]\] )?(?:non-token )?(?:Character|[A-Z][a-z]+))s\b()", lambda m: one(m) + " you control", words)
    words = re.sub(r"^an opponent's ((?:\[\[\w+\]\] )?(?:non-token )?(?:Character|[A-Z][a-z]+))\b()", lambda m: one(m) + " an opponent controls", words)
    words = re.sub(r"^(an?|another) ((?:\[\[\w+\]\] )?(?:non-token )?Character) in your Expeditions "
                   r"(?=gains |becomes |loses |leaves play$|is sacrificed$|goes to Reserve$|leaves the Expedition zone$)", r"\1 \2 you control ", words)
    words = re.sub(r"^(an?|another) ((?:\[\[\w+\]\] )?(?:non-token )?[A-Z][a-z]+) in your Expeditions (?=gains |becomes |loses )", r"\1 \2 you control ", words)
    # a card leaving one's Landmark zone is a Landmark one controls leaving play (v5.0 2.2.3.e, 7.3.20)
    words = re.sub(r"^(an?|another) (?:card|Permanent|Landmark Permanent|Landmark) leaves your Landmarks$",
                   lambda m: f"{'a' if m.group(1).lower() == 'an' else m.group(1).lower()} Landmark you control leaves play", words)
    table = _when(words.lower())
    if table:  # said another way, one the table reads ("you sacrifice a character")
        return table
    m = _SUBJECT.fullmatch(words)
    event = _SUBJECT_EVENTS.get(m.group("event").lower()) if m else None
    if not event or (m.group("token") and m.group("token2")) or m.group("what") in ("Spell", "Card", "Hero") \
            or m.group("what") in ("Permanent", "Landmark") and event not in _LEAVING:
        return None  # a Permanent or a Landmark only leaving play (it joins no expedition a Character trigger watches)
    if m.group("yours") == " an opponent controls" and not event.startswith(("gains", "becomes", "loses")) and event not in _LEAVING:
        return None  # an opponent's object joining or leaving "your" expeditions: no such event
    if event in _LEAVING and (m.group("status") or event == "goes to reserve" and not m.group("yours") and not m.group("where")):
        return None  # statuses are lost as it leaves (v5.0 2.4.1.d); a card of a hand going to Reserve is no one's in play
    token = (m.group("token") or "").strip() or ("token" if m.group("token2") else "")
    status = f"{m.group('status').lower()} " if m.group("status") else ""
    what = m.group("what").lower() if m.group("what") in ("Character", "Permanent", "Landmark") else m.group("what")
    if what == "token" and token:
        return None
    where = {" in my Expedition": " in my expedition", " in the Expedition facing me": " in the expedition facing me",
             " facing me": " in the expedition facing me"}.get(m.group("where") or "", "")
    if where and (event not in _LEAVING and not event.startswith(("gains", "becomes", "loses")) or m.group("yours") or what == "landmark"):
        return None  # where it was, said of an object leaving play, or where it is as it gains or loses (judge/language.py)
    return f"{m.group('pick').lower()} {status}{token + ' ' if token else ''}{what}{m.group('yours') or ''}{where} {event}"


# --- objects ------------------------------------------------------------------------------------

_TYPES = r"(?:Character or Permanent|Character or Expedition Permanent|Expedition Permanents?|Characters? or Permanents?|Characters?|Permanents?|Landmarks?)"


def _in_reserve_with(what: str, filt: str) -> str:
    """"a card with Reserve Cost {2} or less" in a Reserve, "a Character with {V} less than or equal
    to mine": the target in any Reserve, with the filter (Sabotage's target, v5.0 7.3.35.a)."""
    f = " ".join(filt.split()).rstrip(".")
    m = re.fullmatch(r"(?P<kind>hand|reserve|base) cost \{(?P<n>\d{1,2})\} or (?P<cmp>less|more)", f, re.I)
    if m:
        return f"target {what} in reserve with {m.group('kind').lower()} cost {m.group('n')} or {m.group('cmp').lower()}"
    m = re.fullmatch(r"(?P<t>\{[VMO]\}) (?:less than or equal to|≤) mine", f, re.I)
    if m and what == "character":  # a statistic only a Character has (2.2.9.c)
        return f"target character in reserve with {_TERRAINS[m.group('t').upper()]} less than or equal to mine"
    raise Missing("a card in a Reserve chosen by a filter the language lacks")


def _one_of(word: str) -> str:
    """A sub-type's plural as the cards write it -> the sub-type ("Fairies" -> "Fairy")."""
    if word.endswith("ies"):
        return word[:-3] + "y"
    return word[:-1] if word.endswith("s") and not word.endswith("ss") else word


def selector(words: str) -> str:
    """An object as printed -> the language's selector. Missing for a filter the language lacks.
    The templates below first (the phrasings the cards print most, each with its reason when
    refused), then the parts read one by one (card_data/objects.py), for any combination of
    the parts they read."""
    # target cards "in Reserves", "from a Reserve": each in any Reserve, "in a Reserve" (v5.0 7.3.35.a says it so)
    words = re.sub(r"^((?:up to (?:\w+) )?target cards?) (?:in reserves|from (?:reserves|a reserve|any reserve))$", r"\1 in a Reserve",
                   " ".join(words.split()), flags=re.I)
    contact = re.fullmatch(r"(?P<base>.+?) (?:that (?:is|are) )?\[?in contact\]?", words, re.I)
    if contact and not re.search(r"\bin contact\b", contact.group("base"), re.I):
        # "each Character [In Contact]": of those, the ones whose expedition is In Contact (published game, v5.0 7.5.9.b)
        base = selector(contact.group("base"))
        if not re.fullmatch(r"(?:(?:another )?target|each(?: other)?|an?|another) character(?: you control| controlled by an opponent)?", base):
            raise Missing("an object In Contact the language cannot select")
        return f"{base} in contact"
    die = re.fullmatch(r"(?P<base>.+?) with base cost (?P<cmp>at most|equal to) the result", " ".join(words.split()), re.I)
    if die:  # a Base Cost bounded by the effect's roll (only after "Roll a die.", _ROLLED): a target, chosen after it
        base = selector(die.group("base"))
        if not re.fullmatch(r"(?:another )?target (?:character|permanent|character or permanent)", base):
            raise Missing("an object bounded by a die's result the language cannot select")
        return f"{base} with base cost {die.group('cmp').lower()} the result"
    try:
        return _templated(words)
    except Missing:
        composed = objects.compose(words)
        if composed is None:
            raise
        return composed


def _templated(words: str) -> str:
    w = " ".join(words.split())
    w = w[:1].lower() + w[1:]  # "Target Character gains ...": the sentence's capital is not the type's
    low = w.lower()
    if low in ("me", "i", "myself"):
        return "me"
    if low in ("it", "them"):
        return low
    m = re.fullmatch(r"(?P<head>(?:another )?target (?:character|permanent|spell|card)) with an? \{d\} ability(?P<rest>(?: in .+)?)", w, re.I)
    if m:  # one whose card prints a support ability (v5.0 2.2.12.k's remark)
        inner = selector(f"{m.group('head')}{m.group('rest')}")
        head = m.group("head").lower()
        if inner.startswith(f"{head} in your reserve"):  # the language names a card of a type in its Reserve first
            head = f"{head} in your reserve"
        if not inner.startswith(head):
            raise Missing("an object chosen by a filter the language lacks")
        return f"{head} with a support ability{inner[len(head):]}"
    m = re.fullmatch(r"(?P<head>(?:another )?target (?:character|permanent|character or permanent)) in (?:an? )?expeditions? or in (?:a )?reserve", low)
    if m:  # in the Expedition zone or in a Reserve: "in play or in Reserve" for a Character
        return selector(f"{m.group('head')} in play or in reserve")
    m = re.fullmatch(r"(each|all) (characters?|permanents?) from target expedition", low)
    if m:  # "Discard each Character from target Expedition": those in it
        return f"each {m.group(2).rstrip('s')} in target expedition"
    m = re.fullmatch(r"(?P<head>(?:another )?target (?:character|spell|permanent|card)) from your reserve", w, re.I)
    if m:  # "return target Character from your Reserve to your hand": one in its controller's Reserve
        return selector(f"{m.group('head')} in your Reserve")
    m = re.fullmatch(r"(?P<pick>(?:another )?target) (?P<non>non-)?\[\[boosted\]\] (?P<what>character|spell|permanent|card) in your reserve", low)
    if m:  # a card in its controller's Reserve with a boost or none (2.4.4.a; boosts stay there: Seasoned, or gained there)
        return f"{m.group('pick')} {m.group('non') or ''}boosted {m.group('what')} in your reserve"
    m = re.fullmatch(r"(?P<pick>(?:another )?target) (?P<st>\[\[exhausted\]\] |exhausted )?card in (?P<whose>your|a) reserve", low)
    if m:  # its controller's Reserve, or any ("a": no owner said), perhaps an exhausted one (v5.0 2.4.6.e)
        return f"{m.group('pick')} {'exhausted ' if m.group('st') else ''}card in {m.group('whose')} reserve"
    m = re.fullmatch(r"(?P<pick>(?:another )?target) card in play(?P<rest>(?! or)(?: .+)?)", w, re.I)
    if m:  # in play: in the Expedition zone or the Landmark zone (v5.0 3.1.4.a), a token too (1.1.7.b)
        return selector(f"{m.group('pick')} Character or Permanent{m.group('rest') or ''}")
    if low == "target card in another player's reserve":  # any Reserve but its controller's own
        return low
    if low in ("a card from your reserve", "one card from your reserve"):  # one of its controller's, chosen as it resolves
        return "a card in your reserve"
    if low in ("the top card of your deck", "your top card"):  # its controller's Deck
        return "your top deck card"
    m = re.fullmatch(r"the top (two|three|four|five|[2-9]) cards of your deck", low)
    if m:
        return f"your top {number(m.group(1))} deck cards"
    m = re.fullmatch(r"(?P<head>(?:another )?target (?:character|permanent)) in play", w, re.I)
    if m:  # "in play": a Character or Permanent is nowhere else a target names (2.2.1.h)
        return selector(m.group("head"))
    m = re.fullmatch(r"(?P<pick>(?:another )?target|each) (?P<what>character|permanent) (?:i'm|i am) facing(?P<rest> .+)?", low)
    if m:
        return selector(f"{m.group('pick')} {m.group('what')} facing me{m.group('rest') or ''}")
    m = re.fullmatch(r"(?P<pick>(?:another )?target|each) (?P<what>character|permanent) facing me(?P<rest> .+)?", low)
    if m:  # facing: in the expedition facing mine (an opponent's)
        return selector(f"{m.group('pick')} {m.group('what')} in the expedition facing me{m.group('rest') or ''}")
    if low in ("a character in my expedition", "one character in my expedition"):
        return "a character in my expedition"
    if low in ("each of its characters", "all of its characters"):  # after "Target an Expedition": its Characters
        return "each character in that expedition"
    m = re.fullmatch(r"(?:each|all) (?P<t>character|permanent)s? in that expedition", low)
    if m:  # every one there, the expedition a step before chose or pointed at (the engine checks one did)
        return f"each {m.group('t')} in that expedition"
    if low in ("each character in it", "all characters in it", "each character there") and _ABOUT_EXPEDITION.get():
        return "each character in that expedition"  # the expedition the reaction is about ("When my Expedition moves forward")
    m = re.fullmatch(r"(?P<rest>.+?) (?:controlled by (?:an opponent|your opponents?)|an opponent controls|your opponents? controls?"
                     r"|(?P<other>controlled by another player|another player controls)"
                     r"|(?P<topp>controlled by target opponent|target opponent controls))", w, re.I)
    if m:  # one of its controller's opponents (or any other player, or the target opponent) controls it:
        # said after the type, before the other filters
        rest = m.group("rest")
        plural = re.fullmatch(r"(?:all )?(other )?(character|permanent)s", rest, re.I)
        if plural:  # "Characters your opponents control gain ...": each of them, as "Characters you control" (below)
            rest = f"each {plural.group(1) or ''}{plural.group(2)}"
        inner = re.fullmatch(r"((?:another )?target|each) (character or permanent|character|permanent)( .*)?", selector(rest))
        if not inner or " you control" in (inner.group(3) or "") or "controlled by" in (inner.group(3) or ""):
            raise Missing("an object chosen by a filter the language lacks")
        by = "another player" if m.group("other") else "target opponent" if m.group("topp") else "an opponent"
        return f"{inner.group(1)} {inner.group(2)} controlled by {by}{inner.group(3) or ''}"
    # (with "each" or "all", or plural: "Character in your Expeditions" is one, said without a pick, not this)
    m = re.fullmatch(r"(?:(?:each|all) (other )?characters?|(other )?characters) in (?:your|each of your|both of your) expeditions", low)
    if m:  # the Characters in its controller's expeditions: those they control (a Character is in play
        # only there, 2.2.1.h, v5.0 2.2.3; a sub-type could name a Permanent in the Landmarks: not this)
        return f"each {m.group(1) or m.group(2) or ''}character you control"
    m = re.fullmatch(r"(other )?characters in my expedition", low)
    if m:  # "Characters in my Expedition gain ...": each of its controller's there (as the step resolves)
        return f"each {m.group(1) or ''}character in my expedition"
    m = re.fullmatch(r"(?:all )?(?:your (other )?(characters|permanents|tokens)|(other )?(characters|permanents|tokens) you control)", low)
    if m:  # "Characters you control gain ...", "your other Characters": each of them
        return f"each {m.group(1) or m.group(3) or ''}{(m.group(2) or m.group(4))[:-1]} you control"
    m = re.fullmatch(r"((?:[Oo]ther )?)([A-Z][a-z]+)s you control", " ".join(words.split()))
    if m and m.group(2).lower() not in ("character", "permanent", "landmark", "card", "token", "other"):
        return f"each {m.group(1).lower()}{m.group(2)} you control"
    m = re.fullmatch(r"(?:(?:all|each) )?(character|spell|permanent)s? in your reserve", low)
    if m and (low.startswith(("all ", "each ")) or low.split()[0].endswith("s")):
        return f"each {m.group(1)} in your reserve"  # "Characters in your Reserve gain ...": each of them
    m = re.fullmatch(r"(another target|target) (character|permanent|spell) in your reserve", low)
    if m:  # one of its controller's own cards in Reserve, of that type
        return f"{m.group(1)} {m.group(2)} in your reserve"
    m = re.fullmatch(r"(another target|target) ([A-Z][a-z]+) in play or in reserve", w, re.I)
    if m and m.group(2)[0].isupper() and m.group(2).lower() not in ("character", "permanent", "card", "spell"):
        return f"{m.group(1).lower()} {m.group(2)} in play or in reserve"  # a sub-type, in play or in any Reserve
    m = re.fullmatch(r"(another target|target) (character|permanent) in (play or in )?reserve", low)
    if m:  # a card of that type in any player's Reserve (or in play too): the published sets' targets
        return f"{m.group(1)} {m.group(2)} in {m.group(3) or ''}reserve"
    m = re.fullmatch(r"(?:all |each )?(other )?(card|character)s? in play and in reserve", low)
    if m and (low.startswith(("all ", "each ")) or low.split()[0].endswith("s")):
        # every card (or Character) in play and in every player's Reserve ("in Reserve", no owner said)
        return f"each {m.group(1) or ''}{m.group(2)} in play or in reserve"
    if low in ("each character in the expedition facing me", "each character in the expeditions facing me",
               "characters facing me", "characters in the expedition facing me", "characters in the expeditions facing me",
               "each character facing me", "all characters facing me"):
        return "each character in the expedition facing me"  # the opponent's (both, for a Gigantic object, 7.4.3.h)
    m = re.fullmatch(r"(another target|target) character in the expedition facing me", low)
    if m:  # an opponent's Character, in their expedition of the kind the object is in
        return f"{m.group(1)} character in the expedition facing me"
    m = re.fullmatch(r"(?:each|all) (other )?characters? in my expedition", low)
    if m:  # its controller's Characters in the expedition the object is in (both, for a Gigantic one, 7.4.3.f)
        return f"each {m.group(1) or ''}character in my expedition"
    m = re.fullmatch(r"(?P<pick>(?:another )?target) character with no boosts", low)
    if m:  # without a boost: not Boosted (v5.0 2.4.5)
        return f"{m.group('pick')} non-boosted character"
    m = re.fullmatch(r"(another target|target) character in my expedition", low)
    if m:
        return f"{m.group(1)} character in my expedition"
    m = re.fullmatch(r"(another target|target) character in (?:my|your) other expedition", low)
    if m:  # said of the card itself: its controller's expedition it is not in
        return f"{m.group(1)} character in my other expedition"
    m = re.fullmatch(r"(a|another) card (?:from|in) your reserve", low)
    if m:  # one of your cards in Reserve, chosen as the effect resolves
        return f"{m.group(1)} card in your reserve"
    m = re.fullmatch(r"(an?|another) (character|spell|permanent) (?:from|in) your reserve", low)
    if m:  # "another": not the object itself (a support ability's card is in that Reserve)
        return f"{'another' if m.group(1) == 'another' else 'a'} {m.group(2)} in your reserve"
    m = re.fullmatch(r"(?:up to (?P<n>one|two|three|four|five|\d)|(?P<any>any number of)) (?P<other>other |another )?(?P<rest>target .+?)"
                     r"(?: with (?:a )?total (?:hand cost \{(?P<hc>\d{1,2})\}|(?P<st>\{[VMO]\}) (?:of )?(?P<sn>\d{1,2})) or less)?", w, re.I)
    if m:  # "up to two target Characters", "any number of other target Characters in {V}": one slot of several targets
        rest = re.sub(r"^target (character|permanent)s (?=in (?:play or in )?reserve$)", r"target \1 ", m.group("rest"), flags=re.I)
        # a sub-type said in the plural ("up to two target Soldiers"): the sub-type (2.2.2.n; none ends in "s")
        rest = re.sub(r"^target ((?:(?:non-)?\[\[[A-Za-z]+\]\] |exhausted |ready )?)(?!Characters\b|Permanents\b|Landmarks\b)([A-Z][a-z]+)s\b",
                      r"target \1\2", rest)
        inner = selector(("another " if m.group("other") else "") + rest)
        # a bound on each target's Hand Cost (each of up to two target Characters having Hand Cost {1} or less),
        # not one computed as it is chosen ("at most the number of ...")
        bound = re.search(r"with hand cost (?!\d{1,2} or (?:less|more)$)", inner)
        if not inner.startswith(("target ", "another target ")) or bound or "statistic" in inner \
                or (m.group("n") and not 1 <= number(m.group("n")) <= 9):
            raise Missing("'up to N' objects")
        text = f"up to {number(m.group('n'))} {inner}" if m.group("n") else f"any number of {inner}"
        if m.group("hc"):  # the targets' total, as they are chosen
            text += f" with total hand cost {m.group('hc')} or less"
        elif m.group("st"):
            text += f" with total {_TERRAINS[m.group('st').upper()]} {m.group('sn')} or less"
        return text
    m = re.fullmatch(r"up to (?P<n>one|two|three|four|five|[1-9]) (?P<rest>(?!(?:other |another )?target\b)[^,;]+)", w, re.I)
    if m and not re.match(r"(?:\w+ counters?|boosts?)\b", m.group("rest"), re.I):
        # "Ready up to two Permanents you control": that many different objects, or fewer, chosen as the
        # step resolves (6.1.g), not targets: what "each" of them would select, one at a time
        try:
            each = selector("all " + m.group("rest"))
        except Missing:
            each = ""
        # (its player's objects, or cards of their Reserve: what the language chooses "a" of as a step resolves)
        if each.startswith("each ") and re.search(r" (?:you control|in your reserve)$", each) \
                and not re.search(r"\b(?:target|that|it|them|in play or in reserve)\b", each):
            return f"up to {number(m.group('n'))} {each[len('each '):]}"
        raise Missing("'up to N' objects")
    m = re.fullmatch(r"(?P<sel>(?:another )?target characters?) in an \[?\[?ascended\]?\]? expedition", w, re.I)
    if m:  # in an expedition with the Ascended status (published game, v5.0 2.4.3)
        return f"{selector(m.group('sel'))} in an ascended expedition"
    m = re.fullmatch(r"(?P<sel>.+?) in (?P<t>\{[VMO]\})", w, re.I)
    if m:  # "target Character in {V}": in an expedition whose region is of that type (v5.0 7.5.8.c)
        inner = selector(m.group("sel"))
        if not inner.startswith(("target ", "another target ")) or inner.endswith((" you control", "expedition")) \
                or inner.split()[-1] not in ("character", "permanent"):
            raise Missing("an object chosen by a statistic or a terrain")
        return f"{inner} in {_TERRAINS[m.group('t').upper()]}"
    m = re.fullmatch(r"(?P<sel>.+?) with (?:(?P<t>\{[VMO]\}) less than or equal to mine|equal or lower (?P<t2>\{[VMO]\}))", w, re.I)
    if m:  # that statistic at most the same one of the ability's object (a Character's)
        inner = selector(m.group("sel"))
        if inner not in ("target character", "another target character", "each character", "each other character"):  # no other filter beside it
            raise Missing("an object chosen by a statistic or a terrain")
        return f"{inner} with {_TERRAINS[(m.group('t') or m.group('t2')).upper()]} less than or equal to mine"
    m = re.fullmatch(r"(?P<sel>.+?) with (?:an? )?(?:(?P<t>\{[VMO]\}) (?:statistic )?(?:of )?(?P<n>\d{1,2}) or (?P<cmp>less|more)"
                     r"|statistic of (?P<n2>\d{1,2}) or (?P<cmp2>less|more) (?P<t2>\{[VMO]\}))", w, re.I)
    if m:  # one statistic of the object bounded ("with {O} 4 or less"; "a statistic of 4 or less {O}" says the same)
        inner = selector(m.group("sel"))
        if not inner.startswith(("target ", "another target ", "each ")) or " with " in inner \
                or not re.sub(r" (?:in|controlled by|you control).*$", "", inner).endswith("character"):
            raise Missing("an object chosen by a statistic or a terrain")
        t = _TERRAINS[(m.group("t") or m.group("t2")).upper()]
        return f"{inner} with {t} {m.group('n') or m.group('n2')} or {(m.group('cmp') or m.group('cmp2')).lower()}"
    m = re.fullmatch(r"(?P<sel>.+?) with no statistic (?:over|greater than|higher than|above) (?P<n>\d{1,2})", w, re.I)
    if m:  # each of its statistics at most N
        inner = selector(m.group("sel"))
        if not inner.startswith(("target ", "another target ", "each ")) or not inner.split(" in ")[0].endswith("character") \
                or "with hand cost" in inner:
            raise Missing("an object chosen by a statistic or a terrain")
        return f"{inner} with no statistic over {m.group('n')}"
    m = re.fullmatch(r"(?P<sel>.+?) with (?P<kind>hand|base) cost less than or equal to the number of (?P<what>characters you control|"
                     r"characters in your expeditions|cards in your (?:reserve|hand|landmarks))", w, re.I)
    if m:  # counted as the target is chosen
        inner = selector(m.group("sel"))
        if not inner.startswith(("target ", "another target ")) or " with " in inner:
            raise Missing("an object chosen by its hand or reserve cost")
        what = m.group("what").lower().replace("characters in your expeditions", "characters you control")
        return f"{inner} with {m.group('kind').lower()} cost at most the number of {what}"
    m = re.fullmatch(r"(?P<sel>.+?) with no statistic (?:higher|greater) than the number of (?P<what>characters you control|"
                     r"characters in your expeditions|cards in your (?:reserve|hand|landmarks)|(?!(?:card|permanent|spell|token|landmark|hero|object)s )[A-Z][a-z]+s in your expeditions)", w, re.I)
    if m:  # each of its statistics at most that many, counted as the target is chosen
        inner = selector(m.group("sel"))
        if not inner.startswith(("target ", "another target ")) or " with " in inner or not inner.endswith("character"):
            raise Missing("an object chosen by a statistic or a terrain")
        what = m.group("what").lower().replace("characters in your expeditions", "characters you control")
        return f"{inner} with no statistic over the number of {what}"
    m = re.fullmatch(r"(?P<sel>.+?) with (?P<kind>hand|base) cost (?:\{x\} or less, (?:where|with) x (?:is|=) the number of|at most the number of) "
                     r"(?P<what>(?:characters|permanents) you control|cards in your (?:reserve|hand|landmarks))", w, re.I)
    if m:  # X counted as the target is chosen (a Base Cost: the Reserve Cost of a Fleeting object, v5.0 2.2.9.b)
        inner = selector(m.group("sel"))
        if not inner.startswith(("target ", "another target ")) or " in " in inner:
            raise Missing("an object chosen by its hand or reserve cost")
        return f"{inner} with {m.group('kind').lower()} cost at most the number of {m.group('what').lower()}"
    m = re.fullmatch(r"(?:all|each) (?P<a>[A-Z][a-z]+) (?:and|or) (?P<b>[A-Z][a-z]+) (?P<where>in your [Rr]eserve|you control)", w) \
        or re.fullmatch(r"(?:all|each) (?P<a>[A-Z][a-z]+) (?P<where>in your [Rr]eserve)", w)
    names = [_one_of(x) for x in (m.group("a"), m.groupdict().get("b")) if x] if m else []
    if m and not set(names) & {"Character", "Spell", "Permanent", "Card", "Landmark", "Token", "Hero"}:
        # "each Animal and Adventurer in your Reserve": its controller's cards there of either
        # sub-type (2.2.2.n), a card with both once
        return f"each {' or '.join(names)} {m.group('where').lower()}"
    m = re.fullmatch(r"(?:all|each) (character|permanent)s? controlled by target player", low)
    if m:  # the player is the target; what they control as the step resolves
        return f"each {m.group(1)} controlled by target player"
    m = re.fullmatch(r"(?:(?:all|each) characters?|characters) (?:in|from) target expedition", low)
    if m:  # the expedition is the target; its Characters as the step resolves
        return "each character in target expedition"
    m = re.fullmatch(r"(?:all|each) (?P<st>\[\[exhausted\]\] )?cards in your reserve", low)
    if m:
        return f"each {'exhausted ' if m.group('st') else ''}card in your reserve"
    m = re.fullmatch(r"target \[\[(fleeting|asleep|anchored|boosted)\]\] or \[\[(fleeting|asleep|anchored|boosted)\]\] character", low)
    if m and m.group(1) != m.group(2):  # either status (a Boosted one has a boost, 2.4.5.a)
        return f"target either {m.group(1)} or {m.group(2)} character"
    m = re.fullmatch(r"target \[\[fleeting\]\], \[\[anchored\]\] or \[\[asleep\]\] character", low)
    if m:
        return "target fleeting, anchored or asleep character"
    m = re.match(r"^(?P<sel>.+?) with (?P<kind>hand|base|reserve) cost \{(?P<n>\d{1,2})\} or (?P<cmp>less|more)(?: (?:from|in) (?P<z>your reserve))?$",
                 w, re.I)
    if m:  # a Base Cost (v5.0 2.2.9): the Reserve Cost of a Fleeting object or a card in Reserve
        inner = selector(m.group("sel") + (" in your Reserve" if m.group("z") else ""))
        # or one of its controller's cards in Reserve, chosen as the step resolves (6.1.g): "Return a Character with
        # Hand Cost {2} or less from your Reserve to your hand"
        chosen = re.fullmatch(r"(?:an?|another) (?:character|spell|permanent|card) in your reserve", inner)
        if not inner.startswith(("target ", "another target ", "each ")) and not chosen:
            raise Missing("an object chosen by its hand cost, other than a target or each")
        return f"{inner} with {m.group('kind').lower()} cost {m.group('n')} or {m.group('cmp').lower()}"
    m = re.fullmatch(r"(?P<sel>.+?) with hand cost \{x\}\+\{(?P<n>\d)\} or less, where x is my\snumber of (?P<name>[a-z]+) counters", w, re.I)
    if m:  # X counted as the target is chosen, of the object's own counters
        inner = selector(m.group("sel"))
        if not inner.startswith(("target ", "another target ")) or " with " in inner:
            raise Missing("an object chosen by its hand or reserve cost")
        return f"{inner} with hand cost at most my {m.group('name').lower()} counters plus {m.group('n')}"
    m = re.fullmatch(r"(?P<sel>.+?) with hand cost (?:less than or equal\sto|at most) the hand\scost of an? (?P<of>character|permanent) you control",
                     w, re.I)
    if m:  # at most the Hand Cost of one of its controller's objects of that type, as the target is chosen
        inner = selector(m.group("sel"))
        if not inner.startswith(("target ", "another target ")) or " with " in inner or " in " in inner:
            raise Missing("an object chosen by its hand or reserve cost")
        return f"{inner} with hand cost at most that of a {m.group('of').lower()} you control"
    if re.search(r"hand cost|reserve cost", low):
        raise Missing("an object chosen by its hand or reserve cost")
    if re.search(r"base statistic|power|\{[vmo]\}", low):
        raise Missing("an object chosen by a statistic or a terrain")
    if re.search(r"with |without |whose |where ", low):
        raise Missing("an object chosen by a filter the language lacks")
    if re.search(r"\bup to\b", low):
        raise Missing("'up to N' objects")
    if re.search(r"\bor less\b|\bor more\b|\bx\b", low):
        raise Missing("an object chosen by a number")
    m = re.match(r"^(?P<pick>another target|target|each other|each|all|a|an)\s+(?:\[\[(?P<status>[A-Z][a-z]+)\]\]\s+)?"
                 r"(?P<mod>non-\[?\[?[A-Z][a-z]+\]?\]? |token |non-token )?(?P<what>[A-Z][A-Za-z' ]*?|tokens?)(?P<yours> you control)?$", w)
    if not m:
        if re.search(r"\bopponent", low):
            raise Missing("an object an opponent controls")
        if re.search(r"reserve", low):
            raise Missing("a card in a Reserve other than 'target card in a Reserve'")
        raise Missing("an object the language cannot select")
    pick = {"all": "each", "an": "a"}.get(m.group("pick"), m.group("pick"))
    what = m.group("what").strip()
    if re.search(r"\bcard in (?:a |your |their |any player's )?Reserve$", what, re.I) or what.lower() == "card":
        if pick != "target" or m.group("yours"):
            raise Missing("a card in a Reserve other than 'target card in a Reserve'")
        return "target card in a reserve"
    singular = {"Characters": "Character", "Permanents": "Permanent", "Landmarks": "Landmark",
                "Landmark Permanent": "Landmark", "Landmark Permanents": "Landmark",
                "Expedition Permanents": "Expedition Permanent",
                "Characters or Permanents": "Character or Permanent"}.get(what, what)
    if pick in ("each", "each other") and re.fullmatch(r"[A-Z][a-z]+s", singular) \
            and singular[:-1] not in ("Character", "Permanent", "Landmark", "Spell", "Card", "Token"):
        singular = singular[:-1]  # a sub-type said in the plural ("all Animals you control"): none ends in "s" (2.2.2.n)
    if not re.fullmatch(_TYPES, singular) and not re.fullmatch(r"[A-Z][a-z]+", singular) and singular not in ("token", "tokens"):
        raise Missing("an object the language cannot select")
    status = (m.group("status") or "").lower()
    if status and status not in ("asleep", "anchored", "boosted", "exhausted", "fleeting"):
        raise Missing(f"an object chosen by the status {status}")
    mod = (m.group("mod") or "").strip().replace("[", "").replace("]", "").lower()
    nonsub = ""
    if mod.startswith("non-") and mod[4:] in ("asleep", "anchored", "boosted", "exhausted", "fleeting") and not status:
        status, mod = mod, ""  # "target non-Fleeting Character": one without that status
    elif mod.startswith("non-") and mod[4:] not in ("token", "character", "permanent", "landmark", "spell", "hero"):
        # "target non-Companion token": not of that sub-type (2.2.2.n), as the cards write it
        nonsub, mod = "non-" + m.group("mod").strip().replace("[", "").replace("]", "")[4:] + " ", ""
    elif mod not in ("", "token", "non-token"):
        raise Missing("an object chosen by a filter the language lacks")
    if singular in ("token", "tokens"):  # "target token": a token in play, a Character or a Permanent (v5.0 2.2.1.d)
        # "each [other] token [you control]": every one in play (its controller's), as the step resolves
        if mod or pick not in ("target", "another target", "each", "each other") or nonsub and pick not in ("target", "another target"):
            raise Missing("an object chosen by a filter the language lacks")
        return f"{pick} {status + ' ' if status else ''}{nonsub}token{' you control' if m.group('yours') else ''}"
    if nonsub:
        status = (status + " " if status else "") + nonsub.strip()
    kind = singular if singular.lower() not in ("character", "permanent", "landmark", "character or permanent",
                                                "character or expedition permanent", "expedition permanent") else singular.lower()
    if mod and kind not in ("character", "permanent", "character or permanent"):
        raise Missing("an object chosen by a filter the language lacks")
    text = f"{pick} {status + ' ' if status else ''}{mod + ' ' if mod else ''}{kind}{' you control' if m.group('yours') else ''}"
    if pick == "a" and not m.group("yours") or pick in ("each", "each other") and not m.group("yours") \
            and kind not in ("character", "permanent"):
        # "each [other] Character": every one in play, whoever controls it (2.2.1.h); "a Character"
        # chosen at resolution among everyone's, no
        raise Missing("an object in play whoever controls it, chosen at resolution")
    return text


_EXPEDITIONS = {
    "target expedition": "target expedition",
    "another target expedition": "another target expedition",
    "my expedition": "my expedition",
    "each of your expeditions": "each of your expeditions",
    "both of your expeditions": "each of your expeditions",
    # those no farther from their origin than the expedition facing them (v5.0 7.5.2.b-d)
    "each of your expeditions that's behind or tied": "each of your expeditions behind or tied",
    "each of your expeditions that is behind or tied": "each of your expeditions behind or tied",
    **{f"each of your expeditions {that} {how}": f"each of your expeditions {how}" for that in ("that's", "that is")
       for how in ("behind", "ahead", "tied")},
    "each of your [[ascended]] expeditions": "each of your ascended expeditions",
    "each of your ascended expeditions": "each of your ascended expeditions",
    "your companion expedition": "your companion expedition",
    "your hero expedition": "your hero expedition",
    "target opponent's companion expedition": "target opponent's companion expedition",
    "target opponent's hero expedition": "target opponent's hero expedition",
    "each of target opponent's expeditions": "each of target opponent's expeditions",
    "both of target opponent's expeditions": "each of target opponent's expeditions",
    # the one the object is in, said another way
    "the expedition i'm in": "my expedition",
    "the expedition i am in": "my expedition",
    "my other expedition": "my other expedition",
    # said of the card itself: the one it is not in; after a step moving one of its controller's
    # expeditions, the other one (_the_other_expedition)
    "your other expedition": "my other expedition",
    "one of your expeditions": "one of your expeditions",  # its controller chooses it as the step resolves
    "target expedition you control": "target expedition you control",
    "the expedition facing me": "the expedition facing me",
    # after a step on one target object: where that step found it (v5.0 2.1.h); checked by _their_expedition
    "its expedition": "their expedition",
    # after "Each player sacrifices a Character": where each was (checked by _their_expedition)
    "each of those characters' expeditions": "their expedition",
    # after a step on one target card: an expedition of that card's owner (checked by _their_owners)
    "the companion expedition of its owner": "their owner's companion expedition",
    "its owner's companion expedition": "their owner's companion expedition",
    "the hero expedition of its owner": "their owner's hero expedition",
    "its owner's hero expedition": "their owner's hero expedition",
    # after "Target an Expedition.": the expedition pointed at (checked by _their_expedition)
    "it": "that expedition",
    "that expedition": "that expedition",
    "your opponent's expedition facing me": "the expedition facing me",
    # one its controller chooses as the step resolves (not a target)
    "an opponent's expedition": "an opponent's expedition",
    "a hero expedition": "a hero expedition",
    "a companion expedition": "a companion expedition",
    "each expedition": "each expedition",
    "any expedition": "an expedition",
    "an expedition": "an expedition",
}


_ONE_OF_YOURS = ("one of your expeditions", "target expedition you control", "your hero expedition", "your companion expedition")
_YOUR_OTHER = "your other expedition, said"  # marks the words until _the_other_expedition reads them


def _other_said(words: str) -> str:
    """An expedition a move names; "your other Expedition" kept as said, for _the_other_expedition."""
    return _YOUR_OTHER if " ".join(words.lower().split()) == "your other expedition" else expedition(words)


def _the_other_expedition(steps: list[dict], before: dict | None = None) -> None:
    """"One of your Expeditions moves backwards. If it does, your other Expedition moves forward":
    after a step moving one expedition of its controller's (perhaps through an "if it does" after
    it), "your other Expedition" is the other one of theirs (`the other of your expeditions`);
    after a move of one that may be another player's, not guessed; anywhere else it is said of
    the card itself (`my other expedition`)."""
    for i, st in enumerate(steps):
        prev = steps[i - 1] if i else before
        for key in ("then", "else"):
            if isinstance(st.get(key), list):
                _the_other_expedition(st[key], prev if key == "then" and st.get("if") == "you did" else None)
        for verb in ("move forward", "move backward"):
            if st.get(verb) == _YOUR_OTHER:
                if _moved(prev) and not _moved_one_of_yours(prev):
                    # after a move of an expedition that may be another player's: the other than which?
                    raise Missing("'your other Expedition' after a move of an expedition that may not be yours")
                st[verb] = "the other of your expeditions" if _moved_one_of_yours(prev) else "my other expedition"


def _moved(st: dict | None) -> bool:
    return st is not None and ("move forward" in st or "move backward" in st)


def _moved_one_of_yours(st: dict | None) -> bool:
    return st is not None and any(st.get(v) in _ONE_OF_YOURS for v in ("move forward", "move backward"))


def expedition(words: str) -> str:
    low = " ".join(words.lower().split())
    # a player's expeditions said in the plural: each of them ("your Expeditions", "target opponent's Expeditions")
    low = re.sub(r"^(your|target opponent's) expeditions$", r"each of \1 expeditions", low)
    if low in _EXPEDITIONS:
        return _EXPEDITIONS[low]
    raise Missing("an expedition the language cannot name")


# a quick action with "{X}" in its costs is being read: "X" in its effect is the Mana paid for it
_X_PAID: ContextVar[bool] = ContextVar("x_paid", default=False)


def number(word: str) -> int | str:
    w = word.lower().strip()
    if w.isdigit() and int(w) <= 99:
        return int(w)
    if w in NUMBERS:
        return NUMBERS[w]
    if w == "x" and _X_PAID.get():
        return "x"  # the Mana paid for {X} (v5.0 7.1.4.c); the language checks where it may be said
    raise Missing("an amount that is not a number (X, for each ...)")


# --- steps --------------------------------------------------------------------------------------

_TOKEN = re.compile(r"^(?:an?|one|(?P<n>two|three|four|five|six|\d|X)) \[(?P<name>[^\]/]+?) (?P<stats>-?\d{1,2}/-?\d{1,2}/-?\d{1,2})\] "
                    r"(?P<subs>(?:[A-Z][a-z]+ )*)(?:tokens? )?in (?P<where>.+)$")


# A token named by its card's code ("[MANA_MOTH]"), as some sets print it: its statistics are its
# token card's, from the card data read with it (token_cards); without that card, not modelled.
_TOKEN_CODE = re.compile(r"\[(?P<code>[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{3,}[A-Z0-9]*)\]")
_TOKEN_CARDS: ContextVar[dict[str, tuple[str, tuple[str, ...]]]] = ContextVar("token_cards", default={})


def token_cards(facts: list[dict]) -> dict[str, tuple]:
    """The token cards among these cards' facts (official.facts): name (casefolded) ->
    (statistics "F/M/W", sub-types), for the effects that name a token by its code; and, under
    LANDMARK + name, a token card without statistics (a Landmark Permanent token, "Create an
    [Aerolith] token in your Landmarks") -> (sub-types, its abilities in the language, or None
    when a line of it is not modelled): from its encoding when the record has one, else from its
    text (`text`: official.text), read as a Permanent's."""
    out: dict[str, tuple] = {}
    for f in facts:
        stats = f.get("stats") or {}
        if f.get("type") != "token":
            continue
        if all(isinstance(stats.get(k), int) for k in ("forest", "mountain", "water")):
            out[str(f["name"]).casefold()] = (f"{stats['forest']}/{stats['mountain']}/{stats['water']}",
                                              tuple(f.get("subtypes") or ()))
            # its abilities, for an effect that creates it in an expedition by name (the card
            # creating it prints them only in reminder text, "It's a Companion with ..."): None when a
            # line of it is not modelled
            if isinstance(f.get("text"), dict) or isinstance(f.get("encoding"), dict):
                out[CHARACTER + str(f["name"]).casefold()] = _token_abilities(f, "character")
            if isinstance(f.get("reserve_cost"), int) and f["reserve_cost"] > 0:
                # a Signature token (the later sets: created in a Reserve, played from there)
                out[RESERVE + str(f["name"]).casefold()] = (str(f["name"]), out[str(f["name"]).casefold()][0],
                                                            tuple(f.get("subtypes") or ()), f["reserve_cost"],
                                                            _token_abilities(f, "character"))
        elif not stats:
            out[LANDMARK + str(f["name"]).casefold()] = (str(f["name"]), tuple(f.get("subtypes") or ()), _token_abilities(f))
    _learn_from_reminders(out, facts)
    return out


_CREATES_NAMED = re.compile(r"\bcreate (?:an?|one|two|three|four|\d) \[(?P<name>[A-Z][A-Za-z' -]*?)(?: (?P<stats>-?\d{1,2}/-?\d{1,2}/-?\d{1,2}))?\]"
                            r"(?: [A-Z][a-z]+)* tokens? in (?P<where>[^.(]*)", re.I)


def _learn_from_reminders(out: dict, facts: list[dict]) -> None:
    """A token no token card defines, as another card read with it describes it in its reminder
    ("Create a [Manaseed] token in your Landmarks. (It's a Permanent with "...")"): the cards that
    name it without a reminder create that token too (the same set's own words for it). A token
    card always comes first; two reminders that disagree, or one the translator cannot read,
    leave the token not modelled (None)."""
    learned: dict[str, object] = {}
    for f in facts:
        text = f.get("text") if f.get("type") != "token" else None
        if not isinstance(text, dict):
            continue
        for said in list(text.get("main") or ()) + list(text.get("support") or ()):
            reminded = _token_reminder(str(said))
            m = _CREATES_NAMED.search(str(said)) if reminded and reminded["abilities"] else None
            if m is None or reminded["cost"] is not None or reminded["several"]:
                continue
            landmark = "landmark" in m.group("where").lower()
            if landmark != reminded["permanent"] or landmark == bool(m.group("stats")):
                continue  # a Permanent in the Landmarks, a Character with statistics: else not this token
            key = (LANDMARK if landmark else CHARACTER) + m.group("name").casefold()
            if key in out and key not in learned:
                continue  # its token card says it
            try:
                abilities = _reminded_abilities(reminded["abilities"], "permanent" if landmark else "character")
            except Missing:
                abilities = None
            value = (m.group("name"), tuple(reminded["subtypes"]), abilities) if landmark else abilities
            if key in learned and learned[key] != value:
                value = (m.group("name"), (), None) if landmark else None  # two cards that disagree: not modelled
            learned[key] = out[key] = value


LANDMARK = "landmark token: "
CHARACTER = "character token: "
RESERVE = "reserve token: "


# What a create-token line's reminder says the token is ("(It's a Companion with "...")"): for a
# token whose token card is not read with the card, the card's own words for it (2.2.10.c: the
# reminder restates the token's definition, which the effect gives, 7.3.3).
_REMINDED: ContextVar[dict | None] = ContextVar("reminded", default=None)
_TOKEN_REMINDER = re.compile(r"\(\s*It(?:'s| is) an? (?P<subs>(?:[A-Z][a-z]+ )*?)(?P<kind>Permanent|Character|[A-Z][a-z]+)(?: token)?"
                             r"(?: with (?:Reserve Cost \{(?P<cost>\d{1,2})\}(?: and )?)?(?:\"(?P<ab>[^\"]+?)\.?\"\.?)?)?\.?\s*\)")


def _token_reminder(text: str) -> dict | None:
    """The token a line's reminder describes, or None: its sub-types, its abilities' text (None:
    none said), its Reserve Cost; `kind` Permanent for a Landmark Permanent token."""
    text = typography(text).replace("#", "")
    m = _TOKEN_REMINDER.search(text)
    if m is None or not re.search(r"\bcreate\b[^.]*\btokens?\b", text[:m.start()], re.I):
        return None
    subs = [w for w in m.group("subs").split()] + ([] if m.group("kind") in ("Permanent", "Character") else [m.group("kind")])
    named = {n for n in re.findall(r"\[([A-Z][A-Za-z' -]*?)(?: -?\d{1,2}/-?\d{1,2}/-?\d{1,2})?\]", text[:m.start()])
             if n not in _KEYWORD_NAMES}
    return {"several": len(named) > 1,  # one reminder, several tokens: which one it describes is not said
            "permanent": m.group("kind") == "Permanent", "subtypes": subs, "abilities": m.group("ab"),
            "cost": int(m.group("cost")) if m.group("cost") else None}


# bracketed words that are keywords or statuses, not token names ("[Sabotage]", "[[Fleeting]]")
_KEYWORD_NAMES = {"Sabotage", "Resupply", "Rush", "Fleeting", "Asleep", "Anchored", "Boosted", "Exhausted", "Gigantic", "Defender",
                  "Seasoned", "Eternal", "Tough", "Scout", "Temple", "Cooldown", "Completed", "Ascended", "Ascend", "In contact",
                  "After you", "Gift", "Exhausted Resupply"}
_KEYWORD_CASE = {w.lower(): w for w in _KEYWORD_NAMES}


def _reminder_agrees(name: str, abilities, cost, reminded, permanent: bool) -> None:
    """A token card read with the card and the card's own reminder of that token say one thing:
    where both give its Reserve Cost or abilities and they differ (a token card of one printing, a
    reminder of another), which the card makes is not said, and the line is not modelled rather than
    read from one of them. A reminder the translator cannot read is no evidence either way."""
    if not reminded or reminded["permanent"] != permanent or reminded.get("several"):
        return
    if cost is not None and reminded.get("cost") is not None and reminded["cost"] != cost:
        raise Missing(f"the card's reminder of its token ({name}: Reserve Cost {reminded['cost']}) and the token card "
                      f"(Reserve Cost {cost}) disagree")
    if reminded.get("abilities") and abilities is not None:
        try:
            said = _reminded_abilities(reminded["abilities"], "permanent" if permanent else "character")
        except Missing:
            return
        if said != list(abilities):
            raise Missing(f"the card's reminder of its token ({name}) and the token card read with it give it different abilities")


def _reminded_abilities(said: str, kind: str) -> list:
    """A reminder's quoted abilities ("When I'm sacrificed — Resupply. {T}, {1}: Sacrifice me."), read
    as the token's lines; Missing when any is not read."""
    reminded = _REMINDED.get()
    if reminded and reminded["several"]:
        raise Missing("a reminder describing one of several tokens the line creates")
    one = line(said, kind)
    if one.missing is None and one.kind == "ability":
        return [one.data]
    several = _several_abilities(said, kind)
    if several is None:
        raise Missing("a token whose abilities, as its creating card's reminder gives them, the translator cannot read")
    return list(several.data)


def _token_abilities(f: dict, card_type: str = "permanent") -> list | None:
    """A Landmark token card's abilities in the language (a Signature token's: read as a
    Character's), or None when any line is not modelled."""
    enc = f.get("encoding")
    if isinstance(enc, dict):
        return list(enc.get("abilities") or []) if f.get("verdict") in ("modelled", "no abilities") and not enc.get("effect") \
            and not enc.get("keywords") else None
    text = f.get("text")
    if not isinstance(text, dict):
        return None
    tr = _translate_said(card_type, list(text.get("main") or ()), list(text.get("support") or ()))
    if tr.verdict not in ("modelled", "no abilities") or tr.effect or tr.keywords or tr.tough or tr.scout is not None \
            or tr.temple is not None:
        return None
    return list(tr.abilities)


def _token_by_code(rest: str) -> str:
    """'a [MANA_MOTH] Illusion token in ...' -> 'a [Mana Moth 2/2/2] Illusion token in ...' from
    the token card's facts (its sub-types when the text gives none)."""
    m = _TOKEN_CODE.search(rest)
    if m is None:
        return rest
    name = " ".join(w.capitalize() for w in m.group("code").split("_"))
    known = _TOKEN_CARDS.get().get(name.casefold())
    if known is None:
        raise Missing(f"a token named by its card's code ({m.group('code')}) whose token card is not in the data read with it")
    stats, subtypes = known
    after = rest[m.end():]
    if subtypes and re.match(r"^ tokens?\b", after):  # the text names no sub-type: the card's
        after = "".join(f" {t}" for t in subtypes) + after
    return f"{rest[:m.start()]}[{name} {stats}]{after}"


# "The next [type] you play this turn ...": what it gains, or what it costs (lower case).
_NEXT = r"^the next (?P<type>card|character|spell|permanent) you play this (?P<until>turn|afternoon|day) "
_NEXT_GAINS = re.compile(_NEXT + r"gains (?P<n>\w+) boosts?$")
_THAT_NAME = "your opponents can't play cards with that name this day"
# an effect waiting for the next activation of a {D} or {T} ability this turn (verbs.NextTimeActivated)
_NEXT_TIME = re.compile(r"^the next time an? \{(?P<sym>[dt])\} ability is activated this turn, (?P<who>.+?) gains? (?P<n>\w+) boosts?$", re.I)
_NEXT_JOINS = re.compile(r"the next character that joins my expedition this turn gains (\w+) boosts?")
_NEXT_COSTS = re.compile(_NEXT + r"(?:costs \{(?P<n>\d)\} less(?:, down to a minimum of \{(?P<min>\d)\})?|is (?P<free>free))$")
# "Pay {N} less for the next [type] you play this turn[, down to a minimum of {M}]": the same decrease
# as "The next [type] you play this turn costs {N} less[, down to a minimum of {M}]"
_PAY_LESS = re.compile(r"^pay (\{\d\}) less for the next (card|character|spell|permanent) you play this (turn|afternoon|day)"
                       r"((?:, down to a minimum of \{\d\})?)$", re.I)
# "reduce the cost of the next [type] you play this turn by {N}": the same decrease
_REDUCE_NEXT = re.compile(r"reduce the cost of the next (?P<type>card|character|spell|permanent) you play "
                          r"this (?P<until>turn|afternoon|day) by \{(?P<n>\d)\}(?P<free>(?!))?")
# "The next [kind] [with a base statistic of 0 that] you play [in {V}] [from your Hand] this turn
# [with Hand Cost {N} or less] [does]": a kind is a type, a sub-type or two ("Song or Artist")
_NEXT_CARD = re.compile(r"the next (?P<what>character|spell|permanent|card|[A-Z][a-z]+(?: or [A-Z][a-z]+)?)"
                        r"(?: with base cost \{(?P<base>\d)\} or less)?"
                        r"(?P<zero> with a base statistic of 0 that)? you play(?: in (?P<in>\{[VMO]\}|my expedition))?"
                        r"(?: from your (?P<src>hand|reserve))? this (?P<until>turn|afternoon|day)"
                        r"(?: with hand cost \{(?P<most>\d)\} or less)? (?P<does>.+)", re.I)


_ANY_EACH: ContextVar[bool] = ContextVar("any_each", default=True)  # _per may count what any "each ..." selects


def _per(words: str) -> str:
    """What "per ..." counts, in the language's words."""
    w = " ".join(words.split())
    two = re.fullmatch(r"(?P<a>.+?) and per (?P<b>.+)", w, re.I)
    if two:  # "per X and per Y": the two counts together
        a, b = _per(two.group("a")), _per(two.group("b"))
        if " and " in a or " and " in b:
            raise Missing("an amount counted by what the language cannot count")
        return f"{a} and {b}"
    w = re.sub(r"^(exhausted|asleep|anchored|boosted|fleeting) ", lambda m: f"[[{m.group(1).capitalize()}]] ", w)  # a status unbracketed
    # "(for each) of your Ascended Expeditions": each one its controller controls, said the other way
    w = re.sub(r"^of your ((?:other )?(?:\[\[\w+\]\] |(?:ascended|exhausted|asleep|anchored|boosted|fleeting) )?\w+?)s$", r"\1 you control", w, flags=re.I)
    low = w.lower()
    if low in ("[[exhausted]] card in your reserve", "[[exhausted]] card in your landmarks"):
        return low.replace("[[exhausted]]", "exhausted")
    if low in ("card in your reserve", "card in your hand", "card in your landmarks", "card in your discard pile"):
        return low
    m = re.fullmatch(r"(?:of my (?P<a>[A-Z][a-z]{1,39}) counters|(?P<b>[A-Z][a-z]{1,39}) counter (?:on me|I have))", w)
    if m:  # the object's own counters of that name (v5.0 2.5.1)
        return f"{m.group('a') or m.group('b')} counter on me"
    m = re.fullmatch(r"card named (?P<n>[A-Z][A-Za-z'-]{0,30}(?: [A-Za-z'-]{1,30}){0,5}) in your discard pile", w)
    if m:  # cards of that name (2.2.3.a) in its controller's Discard pile
        return f"card named {m.group('n')} in your discard pile"
    m = re.fullmatch(r"(character|spell|permanent) in your reserve", low)
    if m:  # the cards of that type in its controller's Reserve
        return low
    if re.fullmatch(r"regions? between your hero and companion(?: expeditions?)?|regions? between your expeditions", low):
        return "region between your expeditions"
    m = re.fullmatch(r"other card you(?:'ve)? played this (turn|day)", low)
    if m:
        return f"other card you played this {m.group(1)}"
    m = re.fullmatch(r"(character|spell|permanent|card) you(?:'ve)? played this (turn|day)", low)
    if m:  # the cards (of that type) its controller played this turn, or Day (v5.0 5.1.2.k)
        return f"{m.group(1)} you played this {m.group(2)}"
    if low in ("boost on me", "boost i have", "of my boosts"):  # the object's own, as the step resolves
        return "boost on me"
    m = re.fullmatch(r"(?P<sub>[A-Z][a-z]+) in your (?P<z>reserve|hand|discard pile)", w, re.I)
    if m and m.group("sub")[0].isupper() and m.group("sub").lower() not in _NOT_A_SUBTYPE:
        # a sub-type's cards in one of its controller's zones (2.2.2.n)
        return f"{m.group('sub')} in your {m.group('z').lower()}"
    if low in ("[[ascended]] expedition you control", "ascended expedition you control"):
        return "ascended expedition you control"
    if low in ("character in the expedition facing me", "character in the expeditions facing me", "character facing me"):
        return "character in the expedition facing me"
    if low == "character target opponent controls":
        return low
    if low in ("other character in my expedition", "character in my expedition"):
        return low
    m = re.fullmatch(r"(?P<st>\[\[exhausted\]\] |exhausted |ready )?mana orbs? (?:in your mana zone|you have|you control)", low)
    if m:  # its controller's Mana Orbs (2.2.1.f), perhaps of one status (ready: not exhausted, 2.4.6.b)
        st = (m.group("st") or "").replace("[[", "").replace("]]", "")
        return f"{st}mana orb in your mana zone"
    m = re.fullmatch(r"(?P<t>character|spell|permanent) in your (?P<z>reserve|hand|discard pile)", low)
    if m:  # the cards of that type in one of its controller's zones (a card there is its owner's, 3.1.2.c)
        return low
    if low in ("character in your other expedition", "character in my other expedition"):
        return "character in my other expedition"  # its controller's Characters of the expedition the object is not in
    m = re.fullmatch(r"boosts? (?:among|on) (?:the )?characters you control(?P<res> and (?:in|among the cards in) your reserve)?", low)
    if m:  # the boosts on them, added up, and on the cards in its controller's Reserve where said
        return "boost on a character you control" + (" and boost on a card in your reserve" if m.group("res") else "")
    m = re.fullmatch(r"(?P<done>\[?completed\]? )?(?P<sub>[a-z]+) in your landmarks", low)
    if m and m.group("sub") not in ("card", "token", "object", "spell", "hero", "character", "permanent", "landmark"):
        # a sub-type's cards in its controller's Landmarks, perhaps Completed ones (a Feat's, judge/feats.py)
        return f"{'completed ' if m.group('done') else ''}{m.group('sub').capitalize()} in your landmarks"
    m = re.fullmatch(r"(?P<st>\[\[exhausted\]\] |exhausted )?card in reserve", low)
    if m:  # no owner said: every player's Reserve (the published game, judge/conditions.py)
        return f"{'exhausted ' if m.group('st') else ''}card in a reserve"
    m = re.fullmatch(r"card in (?:each player's|every player's|all players') (reserve|hand|landmarks|discard pile)s?", low)
    if m:  # counted in every player's zone of that name
        return f"card in each player's {m.group(1)}"
    m = re.fullmatch(r"card in (?P<w>target opponent's|each opponent's|each of your opponents'|your opponents'|your opponent's|an opponent's) "
                     r"(?P<z>reserve|hand|landmarks|discard pile)s?", low)
    if m and not (m.group("w") == "an opponent's" and m.group("z") == "reserve"):  # (that one is counted as "each ..." selects)
        # counted in the target opponent's zone, or in each opponent's (with two players, the one opponent's; in the
        # four-player modes "your opponent" is each of them, the pages' clarifications)
        return f"card in {'target opponent' if m.group('w') == 'target opponent' + chr(39) + 's' else 'each opponent'}'s {m.group('z')}"
    m = re.fullmatch(r"expedition in (\{[vmo]\})", low)
    if m:
        return f"expedition in {_TERRAINS[m.group(1).upper()]}"
    m = re.fullmatch(r"(?P<other>other )?(?P<what>[Cc]haracter|[A-Z][a-z]+) in your expeditions", w, re.I)
    if m and (m.group("what").lower() == "character" or m.group("what").lower() not in _NOT_A_SUBTYPE):
        # in its controller's two expeditions: Characters, or of a sub-type (an Expedition Permanent's too)
        what = "character" if m.group("what").lower() == "character" else m.group("what").capitalize()
        return f"{m.group('other') or ''}{what} in your expeditions"
    if re.fullmatch(r"expedition \[?in contact\]? (?:that )?you control", low):  # v5.0 7.5.9.a
        return "expedition in contact you control"
    m = re.fullmatch(r"(?P<other>other )?(?:\[?\[?(?P<status>[A-Z][a-z]+|exhausted|asleep|anchored|boosted|fleeting)\]?\]? )?"
                     r"(?P<what>[Cc]haracter|[Pp]ermanent|[Ll]andmark|[A-Z][a-z]+|token) you control", w)
    if m and (not m.group("status") or m.group("status").lower() in ("exhausted", "asleep", "anchored", "boosted", "fleeting")) \
            and not (m.group("other") and m.group("what")[0].isupper() and m.group("what").lower() not in ("character", "permanent")):
        what = m.group("what")
        what = what.lower() if what.lower() in ("character", "permanent", "landmark", "token") else what
        # "other": not the object whose ability it is
        return f"{'other ' if m.group('other') else ''}{m.group('status').lower() + ' ' if m.group('status') else ''}{what}"f" you control"
    # any other objects a step may act on all of ("each ..."): counted as many as that selects
    # ("or more", "or less": a bound of one filter, not a second kind of object)
    if _ANY_EACH.get() and not re.search(r"\b(?:and|or|target|it|its|them|their|that|this)\b", re.sub(r"\bor (?:more|less)\b", "", w), re.I):
        try:
            each = selector("each " + w)
        except Missing:
            each = ""
        if each.startswith("each ") and not re.search(r"\b(?:target|it|them|up to)\b", each) \
                and not re.fullmatch(r"each (?:other )?[A-Z][a-z]+", each):  # a sub-type alone: whose, and where, not said
            return each[len("each "):]
    raise Missing("an amount counted by what the language cannot count")


def _number_of(words: str) -> str:
    """What "X is the number of ..." counts (Tough X), in the language's `per` words."""
    w = " ".join(words.split()).rstrip(".")
    low = w.lower()
    if re.fullmatch(r"regions between your hero and companion(?: expeditions)?", low):
        return "region between your expeditions"
    m = re.fullmatch(r"(?P<st>\[\[exhausted\]\] |exhausted )?cards in reserve", low)
    if m:  # no owner said: every player's Reserve (the published game, judge/conditions.py)
        return f"{'exhausted ' if m.group('st') else ''}card in a reserve"
    if low in ("cards in your reserve", "cards in your hand"):
        return low.replace("cards", "card")
    m = re.fullmatch(r"(?:\[\[(?P<status>exhausted|asleep|anchored|boosted|fleeting)\]\] )?(?P<what>characters|permanents|landmarks|tokens) you control", low)
    if m:
        return f"{m.group('status') + ' ' if m.group('status') else ''}{m.group('what')[:-1]} you control"
    m = re.fullmatch(r"(?P<sub>[a-z]+)s you control", low)
    if m and m.group("sub") not in ("card", "token", "object", "spell", "hero", "character", "permanent", "landmark"):
        return f"{m.group('sub').capitalize()} you control"  # a sub-type ("plants you control": Plants, 2.2.2.n)
    raise Missing("Tough X counted by what the language cannot count")


def _counted_per(words: str) -> str:
    """"the number of Characters in my Expedition", "each Plant you control": what an amount counts,
    in the language's `per` words (plural or singular as printed)."""
    w = " ".join(words.split()).rstrip(".")
    try:
        return _number_of(w)
    except Missing:
        pass
    # "Characters in my Expedition" -> "Character in ...", "other exhausted Permanents you control" -> "other exhausted Permanent ..."
    one = re.sub(r"^((?:other )?(?:\[\[\w+\]\] |(?:exhausted|asleep|anchored|boosted|fleeting) )?)(\w+?)s\b", r"\1\2", w)
    return _per(one)


def _had(words: str) -> str:
    """"have X gain ..." (after "to"): "X gains ..." ("me" as "I": "I gain"); "give N boosts to
    X" stays for step() to read."""
    m = re.match(r"^have (?P<who>.+?) (?P<verb>gain|lose|switch)\b(?P<rest>.*)$", words, re.I)
    if not m:
        return words
    who = "I" if m.group("who").lower() == "me" else m.group("who")
    verb = m.group("verb").lower()
    if who != "I":
        verb = {"gain": "gains", "lose": "loses", "switch": "switches"}[verb]
    return f"{who} {verb}{m.group('rest')}"


def steps_of(sentence: str) -> list[dict]:
    """A sentence's steps: one, or one per predicate of one object ("Target Character gains 1
    boost and loses [[Fleeting]]": two steps on the same target)."""
    # "target up to N [other] SUBTYPEs, they each gain ...": the same as "up to N [other] target SUBTYPEs each gain ..."
    sentence = re.sub(r"^target (up to \w+) (other )?([A-Z]\w+|characters|permanents), they each (gain|lose)\b", r"\1 \2target \3 each \4",
                      sentence.strip(), flags=re.I)
    m = re.fullmatch(r"you may target (?P<another>another )?(?:a )?character(?P<where> in (?:your )?reserve)?, it (?P<rest>(?:gains?|loses?) .+)",
                     sentence.strip().rstrip("."), re.I)
    if m:  # one choice for all of it (5.2.3.e): the target, then what "it" does
        parts = steps_of(f"them {m.group('rest')}")
        where = " ".join((m.group("where") or "").lower().split())
        return [{"you may": [{"target": f"{'another ' if m.group('another') else ''}target character{' ' + where if where else ''}"}, *parts]}]
    m = re.fullmatch(r"(?P<who>i|(?:another )?target .+?) (?P<verb>gains?) (?P<a>(?:a|an|one|two|three|\d) boosts?|\[\[[a-z]+\]\]) or "
                     r"(?P<b>(?:a|an|one|two|three|\d) boosts?|\[\[[a-z]+\]\])", sentence.strip().rstrip("."), re.I)
    if m and m.group("a").lower() != m.group("b").lower() and not re.search(r"\b(?:and|or)\b", _one_object_or(m.group("who"))) \
            and not (m.group("a").startswith("[[") and m.group("b").startswith("[[")):  # two statuses: the status choice below
        # one of two gains, its controller's choice as the step resolves (v5.0 6.1.g); a target named first, then "them"
        if m.group("who").lower() == "i":
            return [{"one of": [[step(f"I gain {m.group('a')}")], [step(f"I gain {m.group('b')}")]]}]
        a, b = step(f"them gain {m.group('a')}"), step(f"them gain {m.group('b')}")
        return [{"target": selector(m.group("who"))}, {"one of": [[a], [b]]}]
    m = re.fullmatch(r"(?P<a>(?:draw|discard|sacrifice|create|exhaust|ready)\b[^.]+?|\[[a-z ]+\]) or (?P<b>(?:draw|discard|sacrifice|create|exhaust|ready)\b[^.]+|\[[a-z ]+\])",
                     _one_object_or(sentence.strip().rstrip(".")), re.I)
    if m and not re.match(r"you may\b", sentence.strip(), re.I) and not re.search(r"\btarget\b", sentence, re.I):
        # two orders, its controller's choice as the step resolves (v5.0 6.1.g): each one step the translator reads
        # (no target in either: one declared as the card is played, 5.2.3.b, for an order perhaps not chosen)
        text = sentence.strip().rstrip(".")
        first, second = text[:m.end("a")], text[m.start("b"):]
        try:
            a, b = step(first[:1].upper() + first[1:]), step(second[:1].upper() + second[1:])
        except Missing:
            a = b = None
        if isinstance(a, dict) and isinstance(b, dict):
            return [{"one of": [[a], [b]]}]
    m = re.fullmatch(r"(?P<who>(?:another )?target .+?) (?P<a>gains? .+?) or (?P<b>loses? .+)", sentence.strip().rstrip("."), re.I)
    if m and not re.search(r"\b(?:and|or)\b", _one_object_or(m.group("who"))):  # one target, then one of two changes, chosen as it resolves (v5.0 6.1.g)
        a, b = step(f"them {m.group('a')}"), step(f"them {m.group('b')}")
        if isinstance(a, list) or isinstance(b, list):
            raise Missing("a choice of steps the translator cannot read")
        return [{"target": selector(m.group("who"))}, {"one of": [[a], [b]]}]
    m = re.fullmatch(r"i\sgain\sits\ssub-?types(?:\sand\s(?P<rest>.+))?", sentence.strip().rstrip("."), re.I)
    if m:  # the sub-types of what the step before pointed at, until the object leaves the Expedition zone (its reminder)
        # (the boosts first: "their highest statistic" is of the target the step just before names; the sub-types
        # change no statistic, so the order changes nothing)
        got = [{"gain subtypes": {"object": "me", "of": "them"}}]
        return (steps_of("I gain " + m.group("rest")) if m.group("rest") else []) + got
    m = re.fullmatch(r"we both gain (?P<n>\w+) boosts?", sentence.strip().rstrip("."), re.I)
    if m:  # the object and what the step before pointed at (a die's target: "them")
        n = number(m.group("n"))
        return [{"gain boosts": {"object": "me", "amount": n}}, {"gain boosts": {"object": "them", "amount": n}}]
    # (switching Expeditions too: "Target Character switches Expeditions and gains 1 boost", v5.0 7.3.39)
    m = re.match(r"^(?P<who>.+?) (?P<first>(?:gains?|loses?) .+?|switch(?:es)? expeditions) and "
                 r"(?P<second>(?:gains?|loses?) .+|switch(?:es)? expeditions|\[\[[A-Z][a-z]+\]\]|(?:a|one|two|three|\d) boosts?)$",
                 sentence.strip().rstrip("."), re.I)
    if m and not re.search(r"\b(?:and|or)\b", _one_object_or(m.group("who"))) and not (m.group("first").lower().startswith("switch")
                                                                     and m.group("second").lower().startswith("switch")):
        first, second = m.group("first"), m.group("second")
        if not re.match(r"(?:gains?|loses?|switch(?:es)?) ", second, re.I):  # "I gain 1 boost and [[Fleeting]]", "gains [[Anchored]] and 1 boost": the same verb
            second = first.split()[0] + " " + second
        who = m.group("who")
        if re.match(r"^(?:up to (?:one|two|three|\d) |any number of )?(?:another )?targets? ", who, re.I):
            # the targets, named once ("up to one target Character"): then "them"
            return [{"target": selector(who)}, step(f"them {first}"), step(f"them {second}")]
        if re.match(r"^(?:an?|one|another) ", who, re.I):
            # one object chosen as the step resolves: the two verbs are one choice, which two steps
            # would make twice (another object perhaps)
            raise Missing("one object chosen for two things it does (gains and loses)")
        one = step(f"{who} {first}")
        other = step(f"{who} {second}")
        if any(v in one for v in ("gain boosts", "lose boosts", "gain status", "lose status", "switch expeditions")):
            return [one, other]
    m = re.match(r"^(?P<a>.+?) and (?P<b>(?:i|it) (?:gain|gains|lose|loses) .+)$", sentence.strip().rstrip("."), re.I)
    if m and not re.search(r"\b(?:and|or)\b", m.group("a")):  # "Draw a card and I gain 1 counter": two steps
        try:
            first = step(m.group("a"))
        except Missing:
            first = None
        if first is not None:
            second = step(m.group("b"))
            first, second = (first if isinstance(first, list) else [first]), (second if isinstance(second, list) else [second])
            return _one_choice(m.group("a"), first, second) or first + second
    try:
        out = step(sentence)
    except Missing:
        split = _and_subject(sentence.strip().rstrip(".")) or _and_verb(sentence.strip().rstrip("."))
        if split is None:
            raise
        return split
    return out if isinstance(out, list) else [out]


# "I gain 1 boost and my Expedition [Ascends]": two steps, the second with a subject of its own
_AND_SUBJECT = re.compile(r"\band (?=(?:i|it|my expedition|your (?:hero |companion )?expeditions?|you|target|another target|each)\b)", re.I)


def _and_subject(sentence: str) -> list[dict] | None:
    """A sentence of two clauses joined by "and", the second naming its own subject, each a step
    the translator reads in full (none else: a clause that does not read keeps the sentence not
    modelled); None when no split reads."""
    for a, first, second in _clauses(sentence, _AND_SUBJECT):
        return _one_choice(a, first, second) or first + second
    return None


def _third(a: str, b: str) -> str:
    """Of behind, ahead and tied (v5.0 7.5.2: an expedition is one of the three), the one not named."""
    if a.lower() == b.lower():
        raise Missing("a condition the language does not have yet")
    return ({"behind", "ahead", "tied"} - {a.lower(), b.lower()}).pop()


def _one_object_or(text: str) -> str:
    """The text with the "or" of one object's words ("Hand Cost {3} or less", "a Character or
    Permanent") written "o_", as long: an "or" left joins two objects or two orders."""
    return re.sub(r"\b((?:characters?|permanents?) )?or(?(1)(?= (?:characters?|permanents?)\b)|(?= (?:less|more)\b))",
                  lambda m: (m.group(1) or "") + "o_", text, flags=re.I)


def _clauses(sentence: str, joint: re.Pattern, capital: bool = False):
    """(the first clause's words, its steps, the second's steps) for each place `joint` matches where
    both clauses read in full (`capital`: the second starts a sentence of its own)."""
    for m in joint.finditer(sentence):
        a, b = sentence[:m.start()].strip().rstrip(","), sentence[m.end():]
        try:
            yield a, steps_of(a), steps_of(b[:1].upper() + b[1:] if capital else b)
        except Missing:
            continue


# "Draw a card and [Resupply]": two steps, the second an order of its own (its verb first)
_AND_VERB = re.compile(r"\band (?=(?:draw|create|discard|sacrifice|send|return|exhaust|ready|roll)\b"
                       r"|\[(?:resupply|sabotage|exhausted resupply)\])", re.I)


def _and_verb(sentence: str) -> list[dict] | None:
    """A sentence of two orders joined by "and", each a step the translator reads in full, done in
    the printed order (6.1.b); None when no split reads. Not after "you may" (one choice or two:
    the words do not say)."""
    if re.match(r"you may\b", sentence, re.I):
        return None
    for _a, first, second in _clauses(sentence, _AND_VERB, capital=True):
        return first + second
    return None


def _one_choice(said: str, first: list[dict], second: list[dict]) -> list[dict] | None:
    """"You may A and B" (one optional step, then a clause of its own): both are what its player may
    do, by one choice (5.2.3.e; "You may play me for free and I gain Asleep": declined, nothing
    happens); None when the first clause is not one optional step."""
    if not (re.match(r"you may ", said, re.I) and len(first) == 1 and first[0].get("may")) or any(st.get("may") for st in second):
        return None
    return [{"you may": [{k: v for k, v in first[0].items() if k != "may"}, *second]}]


# "a Spell with Hand Cost {4} or more from your hand": one card of its player's Hand, of a type, a cost
_FROM_HAND = r"an? (?P<ht>card|character|spell|permanent)(?: with hand cost \{(?P<hc>\d{1,2})\} or (?P<hcmp>more|less))? from your hand"


def _hand_card(m) -> str:
    bound = f" with hand cost {m.group('hc')} or {m.group('hcmp')}" if m.group("hc") else ""
    return f"a {m.group('ht')}{bound} from your hand"


# "Target Character gains [Defender] this turn": a keyword for a while, bound to the objects
# (an Emblem-Ongoing, 2.2.2.m); also said first ("This turn, ...")
_UNTIL = r"this turn|until (?:the )?end of (?:the |this )?turn|this day|until (?:the )?end of (?:the |this )?day"
_FOR_A_WHILE = re.compile(rf"(?:(?P<lead>{_UNTIL}), )?(?P<who>.+?) (?:gains?|(?:is|are) now) \[(?P<kw>defender|eternal|seasoned|tough [1-9])\]"
                          rf"(?(lead)|\s+(?P<until>{_UNTIL}))", re.I)


def _for_a_while(m) -> dict:
    until = (m.group("lead") or m.group("until")).lower()
    who = "I" if m.group("who").lower() in ("i", "me") else m.group("who")
    return {"ongoing": {"passive": f"i am {m.group('kw').lower()}", "object": selector(who),
                        "until": "end of turn" if "turn" in until else "end of day"}}


# "[duration], Characters [of a Hand Cost bound] you control are [KEYWORD]": an Emblem-Ongoing
# whose passive ability names its controller's objects, each while it matches (2.2.2.m; v5.0 2.2.15),
# not bound to those there as it resolves (as "gain" is)
_GROUP_FOR_A_WHILE = re.compile(rf"(?:(?P<lead>{_UNTIL}), )?(?:\[\[(?P<st>boosted|exhausted|asleep|anchored|fleeting)\]\] )?(?P<who>characters|tokens)"
                                rf"(?: with hand cost \{{(?P<hc>\d{{1,2}})\}} or more)? (?:you control|in your expeditions) are "
                                rf"\[(?P<kw>defender|eternal|seasoned|tough [1-9])\](?(lead)|\s+(?P<until>{_UNTIL}))", re.I)


# a cost reduction of its controller's cards for a while ("This turn, your Characters cost {1} less")
_COSTS_FOR_A_WHILE = re.compile(rf"(?:(?P<lead>{_UNTIL}),? )?(?P<body>.+?\bcost \{{\d\}} less(?:, down to a minimum of \{{\d\}})?)"
                                rf"(?(lead)|\s+(?P<until>{_UNTIL}))", re.I)


def _costs_for_a_while(said: str) -> dict | None:
    """"This turn, your Characters cost {1} less" (or "... this turn", "Characters you play this turn cost ..."): the
    cost reduction as its Emblem-Ongoing has it, or None."""
    m = _COSTS_FOR_A_WHILE.fullmatch(re.sub(r"^(\w+(?: \w+)?) you play (this (?:turn|day)) cost", r"\2, \1 you play cost", said.rstrip("."),
                                            flags=re.I))
    passive = _first_template(_CARDS_COST_LESS_ROWS, m.group("body").lower()) if m else None
    if passive is None:
        return None
    until = (m.group("lead") or m.group("until")).lower()
    return {"passive": passive, "until": "end of turn" if "turn" in until else "end of day"}


def _boosts(n: str) -> str:
    """"N boosts" as the steps read it: "a boost", "1 boost", "2 boosts"."""
    return f"{n} boost{'' if n.lower() in ('a', 'an', 'one', '1') else 's'}"


def _said_of(who: str, verb: str, rest: str) -> str:
    """A sentence whose subject is `who` ("me" or "I": "I gain ...", else "Target X gains ...")."""
    if who.lower() in ("me", "i"):
        return f"I {verb} {rest}"
    return f"{who[:1].upper()}{who[1:]} {verb}s {rest}"


def step(sentence: str) -> dict:
    """One sentence of an effect -> one step (6.1.c)."""
    s = sentence.strip().rstrip(".").strip()
    # "Send target Character with Hand Cost {X} or less to Reserve, where X is the number of ...": X of the object's bound
    s = re.sub(r"\b(with (?:hand|base) cost) \{x\} or less\b(?P<mid>(?:(?!, where x)[^,])+), where x is the number of "
               r"(?P<what>(?:characters|permanents) you control|cards in your (?:reserve|hand|landmarks))$",
               lambda m: f"{m.group(1)} at most the number of {m.group('what')}{m.group('mid')}", s, flags=re.I)
    # boosts said other ways (v5.0 7.3.17: giving is gaining; removing is losing, 2.4.4): the words the steps below read
    m = re.fullmatch(r"(?:put|place) (?P<n>a|an|one|two|three|four|\d) boosts? on (?P<what>me|(?:another )?target .+|each .+)", s, re.I) \
        or re.fullmatch(r"(?P<what>(?:another )?target .+?) gets (?P<n>a|an|one|two|three|four|\d) boosts?", s, re.I)
    if m:
        return step(_said_of(m.group("what"), "gain", _boosts(m.group("n"))))
    m = re.fullmatch(r"remove (?P<n>a|an|one|two|three|four|\d) boosts? from (?P<what>me|(?:another )?target .+|each .+)", s, re.I)
    if m:
        return step(_said_of(m.group("what"), "lose", _boosts(m.group("n"))))
    m = re.fullmatch(r"give each of your (?P<what>characters|[A-Z][a-z]+s) (?P<n>a|an|one|two|three|\d) boosts?", s, re.I)
    if m:
        kind = "Character" if m.group("what").lower() == "characters" else m.group("what")[:-1]
        return step(_said_of(f"each {kind} you control", "gain", _boosts(m.group("n"))))
    m = re.fullmatch(r"(?P<who>i|(?:another )?target .+?) gains? as many boosts as (?:the number of |there are )?(?P<what>.+)", s, re.I)
    if m and not m.group("what").lower().startswith(("its ", "my ", "their ", "it ", "i ")):  # "as many as X": one for each X
        what = re.sub(r"^((?:other )?(?:\[\[\w+\]\] )?)(\w+?)s\b", r"\1\2", m.group("what"))  # "cards in your hand": one per card there
        return step(_said_of(m.group("who"), "gain", f"1 boost per {what}"))
    m = _FOR_A_WHILE.fullmatch(s)
    if m:
        return _for_a_while(m)
    if re.fullmatch(r"create another one in the same place", s, re.I):  # a copy of the token a reaction is about (checked there)
        return {"copy token": "it"}
    lasting = _costs_for_a_while(s)
    if lasting is not None:  # "This turn, your Characters cost {1} less": an Emblem-Ongoing as long (2.2.2.m; v5.0 5.1.2.f)
        return {"ongoing": lasting}
    m = _GROUP_FOR_A_WHILE.fullmatch(s)
    if m:
        until = (m.group("lead") or m.group("until")).lower()
        status = f"{m.group('st').lower()} " if m.group("st") else ""
        cost = f" with hand cost {m.group('hc')} or more" if m.group("hc") else ""
        return {"ongoing": {"passive": f"{status}{m.group('who').lower()} you control{cost} are {m.group('kw').lower()}",
                            "until": "end of turn" if "turn" in until else "end of day"}}
    s = re.sub(r"^((?:up to \w+|any number of)(?: other)? target \w+(?: or \w+)?(?: you control)?(?: in \{[VMO]\}| in (?:play or in )?reserve| with \{[VMO]\} less than or equal to mine)?) each (gain|lose)\b",
               r"\1 \2", s, flags=re.I)  # "... each gain 1 boost"
    s = _PAY_LESS.sub(r"The next \2 you play this \3 costs \1 less\4", s)
    s = re.sub(r"\b(discard|sacrifice|exhaust) one (card|character|permanent|spell) from", r"\1 a \2 from", s, flags=re.I)  # "one": a
    low = s.lower()
    if re.fullmatch(r"(?:that|target|each) (?:opponent|player) targets .+", low):
        # the effect's controller declares its targets (5.2.3.b); another player choosing one is not said in the language
        raise Missing("a target chosen by another player than the effect's controller")
    m = re.fullmatch(r"discard up to (\w+) targets, characters or permanents", low)
    if m:
        return {"discard": f"up to {number(m.group(1))} target character or permanent"}
    if not s:
        raise Missing("an empty sentence")
    m = re.fullmatch(r"(?P<may>you may )?\[?rush\]? (?P<what>an? (?:character|spell|permanent|card)(?: with (?:hand|base) cost \{\d\} or less)?"
                     r"(?: from your (?:hand|reserve))?)", s, re.I)
    if m:  # "[Rush] a Character ...": play that card immediately (v5.0 7.3.34.a), as an effect plays one (v5.0 5.2.b)
        one = step(f"immediately play {m.group('what')}")
        ones = one if isinstance(one, list) else [one]
        if len(ones) != 1 or "play" not in ones[0]:
            raise Missing("a card to Rush the language cannot say")
        return {**ones[0], **({"may": True} if m.group("may") else {})}
    m = re.fullmatch(r"(?P<may>you may )?\[?rush\]?(?: to (?P<rest>.+))?", s, re.I)
    if m:  # to Rush is to play a card immediately; "Rush to X": X only if a card was played (v5.0 7.3.34)
        play = {"play": {"type": "card"}, **({"may": True} if m.group("may") else {})}
        if not m.group("rest"):
            return play
        return [play, {"if": "you did", "then": [st for p in _then(m.group("rest")) for st in steps_of(p)]}]
    m = re.fullmatch(r"you may discard (?P<n>two|three) cards from your reserve to (?P<rest>.+)", s, re.I)
    if m:  # that many different cards of its player's Reserve, chosen as it is paid (6.1.d)
        rest = _had(m.group("rest"))
        return {"pay": ["reserve card to discard"] * number(m.group("n")), "then": [st for p in _then(rest) for st in steps_of(p)]}
    m = re.match(r"^you may (?P<costs>discard (?:a|another|any number of) (?:cards?|character|spell|permanent) from your reserve|sacrifice any number of permanents|put a card from your hand in (?:your )?reserve|exhaust me(?: \(\{T\}\))?(?: and spend \w+ of my [A-Z][a-z]+ counters?)?|sacrifice me|sacrifice an? (?:character or (?:a )?permanent|permanent or (?:a )?character|character|permanent|token)|spend \w+ of my boosts?|discard one of your mana orbs|"
                 r"sacrifice (?:a|one) token or discard (?:a|one) token from your reserve|discard (?:a|one) token from your reserve|"
                 r"exhaust a card (?:in|from) your reserve|exhaust a permanent you control|exhaust a character you control|discard a card from your hand|spend \w+ of my [A-Z][a-z]+ counters?|"
                 r"spend 1 counter from a card you control or in your reserve|spend (?:1|a|one) boost from a character you control) to (?P<rest>.+)$", s, re.I)
    if m:
        rest = _had(m.group("rest"))
        return {"pay": pay_costs(m.group("costs")), "then": [st for p in _then(rest) for st in steps_of(p)]}
    m = re.match(r"^you may (?P<costs>[^.]+?) to (?P<rest>.+)$", s, re.I)
    if m and not re.match(r"pay\b", m.group("costs"), re.I):
        # several costs of an internal action paid together ("sacrifice a Character and pay {1}",
        # "sacrifice two Characters", 6.1.d): each one a cost the language has, else not this reading
        try:
            paid = pay_costs(m.group("costs"))
        except Missing:
            paid = None
        if paid is not None and len(paid) > 1:
            rest = _had(m.group("rest"))
            return {"pay": paid, "then": [st for p in _then(rest) for st in steps_of(p)]}
    m = re.match(r"^you may sacrifice (?P<what>(?:an?|another) .+?) to (?P<rest>.+)$", s, re.I)
    if m:  # "You may sacrifice a [[Boosted]] Character to X": X only if one was sacrificed, as "If you do" says
        first = step(f"sacrifice {m.group('what')}")
        if not isinstance(first, dict) or not isinstance(first.get("sacrifice"), str):
            raise Missing("a sacrifice of objects the language cannot select")
        rest = _had(m.group("rest"))
        return [{**first, "may": True}, {"if": "you did", "then": [st for p in _then(rest) for st in steps_of(p)]}]
    m = re.match(r"^(?P<costs>exhaust me(?: \(\{T\}\))?|sacrifice me|spend (?:a|one|two|three|\d) of my boosts?) to (?P<rest>.+)$", s, re.I)
    if m:  # "Exhaust me to X", no "you may": an internal action its player must do where it can be paid (5.2.3.g);
        # one that cannot be paid (the object already exhausted, gone) does nothing
        rest = _had(m.group("rest"))
        return {"pay": pay_costs(m.group("costs")), "then": [st for p in _then(rest) for st in steps_of(p)], "may": False}
    m = re.match(r"^you may pay (?P<costs>.+?) to (?P<rest>.+)$", s, re.I)
    if m:
        rest = _had(m.group("rest"))
        return {"pay": pay_costs(m.group("costs")), "then": [st for p in _then(rest) for st in steps_of(p)]}
    m = re.match(r"^you may have (?P<who>.+?) (?P<rest>(?:gain|lose|switch)\b.+)$", s, re.I)
    if m:  # "You may have X gain ..." is "X gains ...", optional
        verb_s = re.sub(r"^(gain|lose|switch)", lambda v: {"gain": "gains", "lose": "loses", "switch": "switches"}[v.group(1).lower()],
                        m.group("rest"), flags=re.I)
        steps = steps_of(f"{m.group('who')} {verb_s}")
        if len(steps) > 1:  # one choice for all of them: the target named first, then the steps on it
            if "target" not in steps[0] or len(steps) < 3:
                raise Missing("one optional choice of several steps")
            return [steps[0], {"you may": steps[1:]}]
        return [{**st, "may": True} for st in steps]
    m = re.fullmatch(r"you may have target opponent (?P<rest>\[resupply\]|draw a card|draw two cards)", s, re.I)
    if m:  # "You may have target opponent [Resupply]": the step that player does, optional (v5.0 7.3.18.a)
        inner = step(f"Target opponent {m.group('rest')}")
        if not isinstance(inner, dict) or "target opponent" not in inner:
            raise Missing("a step the language does not have yet (an unknown verb)")
        return {"you may": [inner]}
    m = re.match(r"^you may (.+)$", s, re.I)
    if m:
        inner = step(m.group(1))
        if isinstance(inner, list) and inner and "play" in inner[0]:  # the rest follows the card played, if it was
            return [{**inner[0], "may": True}] + inner[1:]
        if isinstance(inner, list) and len(inner) == 1:  # one step said as a list ("discard your hand")
            inner = inner[0]
        if isinstance(inner, list):  # several steps, one choice for all of them (5.2.3.e)
            if len(inner) < 2 or any("may" in st or "target" in st or "you may" in st for st in inner):
                raise Missing("an optional step the language cannot say")
            return {"you may": inner}
        if "may" in inner or "if" in inner:
            raise Missing("an optional step the language cannot say")
        return {**inner, "may": True}
    if low in ("draw a card", "draw one card"):
        return {"draw": 1}
    m = re.fullmatch(r"draw (?P<n>a|one|two|\d) cards? (?:for each|per) (?P<per>.+)", s, re.I)
    if m:  # counted as the step resolves (5.2.3.f)
        return {"draw": {"amount": number(m.group("n")), "per": _counted_per(m.group("per"))}}
    # "Draw cards equal to the number of ...", "I gain boosts equal to the number of ...": the same amount as
    # "X ..., where X is the number of ..."
    m = re.fullmatch(r"(?P<head>draw|(?P<who>.+?) gains?) (?P<what>cards|boosts) equal to the number of (?P<per>.+)", s, re.I)
    if m:
        verb = "draw" if m.group("head").lower() == "draw" else m.group("head")
        s = f"{verb} X {m.group('what').lower()}, where X is the number of {m.group('per')}"
        low = s.lower()
    m = re.fullmatch(r"draw x cards?, where x is the number of (?P<per>.+)", s, re.I)
    if m:
        return {"draw": {"amount": 1, "per": _counted_per(m.group("per"))}}
    m = re.fullmatch(r"(?i:draw x cards?, where x is my number of) (?P<name>[A-Z][a-z]{1,39}) (?i:counters)", s)
    if m:  # one card per counter of that kind on the object whose ability it is, counted as the step resolves
        return {"draw": {"amount": 1, "per": f"{m.group('name')} counter on me"}}
    # X: one boost (or counter) per what it counts, counted as the step resolves; my counters; a die's result,
    # after the steps that changed it (the engine checks a roll is before)
    m = re.fullmatch(r"(?P<who>.+?) (?P<verb>(?i:gains?|loses?)) (?i:x) (?P<what>(?i:boosts?)|(?P<name>[A-Z][a-z]{1,39}) (?i:counters?)), "
                     r"(?i:where x is) (?:(?i:the number of) (?P<per>.+)|(?i:my number of) (?P<mine>[A-Z][a-z]{1,39}) (?i:counters)"
                     r"|(?i:the) (?P<res>(?i:final) )?(?i:result))", s)
    if m and (m.group("name") or "").lower() not in ("boost", "counter"):
        per = _counted_per(m.group("per")) if m.group("per") else f"{m.group('mine')} counter on me" if m.group("mine") else None
        out = {"object": selector(m.group("who")), "amount": 1 if per else "the result", **({"per": per} if per else {})}
        if m.group("name"):
            if m.group("verb").lower().startswith("lose"):
                raise Missing("counters lost by a count (remove X counters)")
            return {"gain counters": {**out, "name": m.group("name")}}
        return {"lose boosts" if m.group("verb").lower().startswith("lose") else "gain boosts": out}
    if low == "draw that many cards":  # as many as its internal action's cost discarded (the engine checks it follows one)
        return {"draw": "that many"}
    if re.fullmatch(r"draw x cards, where x is the (?:final )?result", low):  # the die's (the engine checks a roll is before)
        return {"draw": "the result"}
    m = re.match(r"^draw (\w+) cards$", low)
    if m:
        return {"draw": number(m.group(1))}
    m = re.match(r"^each player draws (a|\w+) cards?$", low)
    if m:
        return {"draw": {"players": "each player", "amount": number(m.group(1))}}
    if low in ("also receive it", "also receive that gift", "also receive the gift"):
        # the Gift a reaction to making one is about, received in kind (v5.0 7.3.29.b; the engine refuses it elsewhere)
        return {"also receive the gift": {}}
    if low in ("resupply", "[resupply]", "[resupply] again"):
        return {"resupply": "you"}
    if low == "[exhausted resupply]":
        return {"exhausted resupply": "you"}
    m = _NEXT_CARD.fullmatch(s)
    if m and not (_NEXT_COSTS.match(low) or _NEXT_GAINS.match(low) and "this turn" in low) or (m and m.group("what")[0].isupper()
                                                                        and m.group("what").lower() not in ("character", "spell", "permanent", "card")):
        return {"next card": _next_card(m)}
    m = _NEXT_COSTS.match(low) or _REDUCE_NEXT.fullmatch(low)
    if m:
        out = {"type": m.group("type")}
        out.update({"free": True} if m.group("free") else {"amount": int(m.group("n"))})
        if m.group("until") != "turn":  # "this Afternoon", "this Day": as long (the later sets' words)
            out["until"] = m.group("until")
        if m.groupdict().get("min"):  # "down to a minimum of {M}": that decrease only (v5.0 5.1.2.f remark)
            out["minimum"] = int(m.group("min"))
        return {"next card costs less": out}
    if low == "expeditions can't move forward this day":
        return {"ongoing": {"passive": "expeditions can't move forward", "until": "end of day"}}
    m = re.fullmatch(r"(?P<exp>.+?) can't move forward this day", low)
    if m:  # one expedition's: an Emblem-Ongoing bound to it (2.2.2.m)
        return {"ongoing": {"passive": "expeditions can't move forward", "expedition": expedition(m.group("exp")), "until": "end of day"}}
    if low in ("each player [resupplies]", "each player resupplies"):
        return {"resupply": "each player"}
    m = re.fullmatch(r"each opponent (?:does )?\[?(?P<ex>exhausted )?resuppl(?:ies|y)\]?", low)
    if m:  # each of its controller's opponents, as themselves
        return {"each opponent": [{"exhausted resupply" if m.group("ex") else "resupply": "you"}]}
    if low in ("target opponent [resupplies]", "target opponent resupplies"):  # with two players, the one opponent
        return {"resupply": "target opponent"}
    m = re.fullmatch(r"(?P<who>each player|target opponent) (?:does )?\[?exhausted resuppl(?:ies|y)\]?", low)
    if m:  # the players' Exhausted Resupply, as their Resupply above
        return {"exhausted resupply": m.group("who")}
    m = re.fullmatch(r"target player (?:does )?\[?(?P<ex>exhausted )?resuppl(?:ies|y)\]?", low)
    if m:  # any player, its controller included, declared as it is played (5.2.3.b), as if they controlled it
        return {"target player": [{"exhausted resupply" if m.group("ex") else "resupply": "you"}]}
    m = re.fullmatch(r"the controller of the expedition facing (?:that \w+|it|them) draws (a|one|two|three|\d) cards?", low)
    if m:  # the expedition facing the one what the step before acted on (a token it created) is in
        return {"draw": {"players": "the player facing them", "amount": number(m.group(1))}}
    m = re.fullmatch(r"its controller draws (a|one|two|three|\d) cards?", low)
    if m:  # whose the one target of the step before was, as that step found it (v5.0 2.1.h; _their_controller)
        return {"draw": {"players": "their controller", "amount": number(m.group(1))}}
    if low in ("its controller [resupplies]", "its controller resupplies"):
        # whose the object the step before acted on was (v5.0 2.1.h); checked by _their_controller
        return {"resupply": "their controller"}
    m = re.fullmatch(r"double (?:the (?:number of boosts on|boosts (?:of|on))|the number of (?P<mine>my) boosts|(?P<my>my) boosts|(?:the )?boosts on) "
                     r"?(?P<who>me|(?:another )?target character(?: you control)?)?", s, re.I)
    if m and bool(m.group("mine") or m.group("my")) != bool(m.group("who")):  # it gains as many as it has (none when it has none)
        return {"double boosts": "me" if m.group("mine") or m.group("my") or m.group("who").lower() == "me" else selector(m.group("who"))}
    m = re.fullmatch(r"double the\snumber of\sboosts on\seach character\syou control(?P<res> and in\syour reserve)?", low)
    if m:  # each gains as many as it has: those in play, and those in its player's Reserve
        out = [{"double boosts": "each character you control"}]
        return out + [{"double boosts": "each character in your reserve"}] if m.group("res") else out[0]
    m = re.fullmatch(r"(?P<may>you may )?(?:immediately )?pass", low)
    if m:  # its controller passes (published game, v5.0 4.2.3.d; "{J} Pass", 5.1.2.k's example)
        return {"pass": {}, **({"may": True} if m.group("may") else {})}
    if low in ("each player passes", "starting with you, each player passes"):
        return {"each player": [{"pass": {}}], "starting with you": True}  # "(Starting with you, they ...)"
    if low in ("[sabotage]", "sabotage"):
        return {"sabotage": {}}
    m = re.fullmatch(r"\[sabotage\] an? (?P<what>character|spell|permanent)", s, re.I)
    if m:  # only a card of that type in a Reserve may be its target (v5.0 7.3.35.a, the type narrowing it)
        return {"sabotage": {"object": f"target {m.group('what').lower()} in reserve"}}
    if re.fullmatch(r"\[sabotage\] an? card", s, re.I):
        return {"sabotage": {}}
    if re.fullmatch(r"\[sabotage\] an? (?:\[\[)?exhausted(?:\]\])? card", s, re.I):
        return {"sabotage": {"object": "target exhausted card in a reserve"}}  # only an exhausted one (v5.0 2.4.6.e)
    m = re.fullmatch(r"\[sabotage\] an? (?P<what>card|character|spell|permanent) with (?P<filter>.+)", s, re.I)
    if m:  # the target narrowed: "discard up to one target card in a Reserve" (v5.0 7.3.35.a) with that filter
        return {"sabotage": {"object": _in_reserve_with(m.group("what").lower(), m.group("filter"))}}
    m = re.fullmatch(r"\[?augment\]? (?P<what>.+)", low)
    if m:  # one more of a counter it has (published game, v5.0 7.3.4.a)
        what = m.group("what")
        many = re.fullmatch(r"any number of target cards in play or in reserve", what)
        if many:
            return {"augment": "any number of target card in play or in reserve"}
        if what in ("target card in play or in reserve", "target card in reserve"):
            return {"augment": what}
        if re.fullmatch(r"(?:another )?target (?:character|permanent)", what):  # one in play (2.2.1.h)
            return {"augment": what}
        try:  # any object the language selects ("me", "each Character you control"): each one as above
            return {"augment": selector(m.group("what"))}
        except Missing:
            raise Missing("an object to augment the language cannot select") from None
    if low == "you win the game":
        return {"win the game": {}}
    if low == "complete me":  # a Feat (judge/feats.py: no edition defines Feats, the cards do)
        return {"complete me": {}}
    if low in ("[after you]", "after you"):
        return {"after you": {}}
    m = re.fullmatch(r"(?P<imm>immediately )?play for free (?P<what>.+?)(?P<tail>(?: in your (?:hero|companion) expedition)?"
                     r"(?: and i gain \[\[[a-z]+\]\])?)", low)
    if m:  # "play for free X": the same as "play X for free", the cards print both orders
        low = f"{m.group('imm') or ''}play {m.group('what')} for free{m.group('tail')}"
    m = re.fullmatch(r"(?:[Ii]mmediately )?[Pp]lay (?:an?|(?P<other>another)) (?P<sub>[A-Z][a-z]{1,39}) from your (?P<from>hand|[Rr]eserve)"
                     r" for (?:\{(?P<less>\d)\} less|(?P<free>free))", s)
    if m and m.group("sub") not in ("Character", "Spell", "Permanent", "Card", "Landmark", "Hero", "Token") and m.group("sub") not in _NOT_A_SUBTYPE:
        # "Play a Construction from your Reserve for free": a card of that sub-type of its player's (2.2.2.n), now (v5.0 5.2.b)
        arg = {"subtype": m.group("sub"), "from": m.group("from").lower(), **({"free": True} if m.group("free") else {"less": int(m.group("less"))})}
        return {"play": {**arg, **({"other": True} if m.group("other") else {})}}
    many = re.fullmatch(r"(?P<imm>immediately )?play (?:up to (?P<n>\w+)) (?P<type>characters|spells|permanents|cards|landmark permanents)(?P<rest>(?! or).*)", low)
    if many and (many.group("n") in NUMBERS or many.group("n").isdigit()) and 1 < number(many.group("n")) <= 5:
        # "play up to three Characters for free": one card at a time, each optional (5.2.3.e), each
        # played as the effect resolves (v5.0 5.2.b), as many times as said or fewer
        one = step(f"{many.group('imm') or ''}play a {many.group('type')[:-1]}{many.group('rest')}")
        ones = one if isinstance(one, list) else [one]
        if len(ones) != 1 or "play" not in ones[0]:
            raise Missing("several cards played the language cannot say")
        return [{**ones[0], "may": True} for _ in range(number(many.group("n")))]
    m = re.fullmatch(r"(?:immediately )?play (?:(?:an?|(?P<other>another)) (?P<type>character|spell|landmark permanent|expedition permanent|permanent|card)"
                     r"(?: with (?P<kind>hand|base) cost \{(?P<most>\d)\} or less|(?P<over> with a max hand cost of \{(?P<plus>\d)\} more than "
                     r"the (?:sacrificed|discarded) card))?(?: from your (?P<from>hand|reserve))?|(?P<me>me)|(?P<it>it))"
                     r"(?: for (?:\{(?P<less>\d)\} less|(?P<free>free)))?(?: in your (?P<exp>hero|companion) expedition)?"
                     r"(?P<and> and i gain \[\[(?P<status>[a-z]+)\]\])?", low)
    if m and (m.group("type") or m.group("me") or m.group("it")) \
            and (low.startswith("immediately") or m.group("me") or (m.group("type") or m.group("it")) and (m.group("less") or m.group("free"))):
        # an effect that plays a card plays it now (v5.0 5.2.b), "immediately" said or not;
        # "it": the card a step before moved, `them` once a condition "this way" says which (_this_way)
        arg = {"object": "me"} if m.group("me") else {"object": "it"} if m.group("it") else {"type": m.group("type")}
        if m.group("most"):
            arg[f"{m.group('kind')} cost max"] = int(m.group("most"))
        if m.group("over"):  # bounded by the Hand Cost of the card the step before sacrificed or discarded, plus N
            arg["hand cost over them"] = int(m.group("plus"))
        if m.group("from"):
            arg["from"] = m.group("from")
        if m.group("other"):  # not the card whose ability it is
            arg["other"] = True
        if m.group("exp"):
            if not m.group("type") or m.group("type") in ("spell", "card"):
                raise Missing("a card played in an expedition that may not be played in one")
            arg["expedition"] = m.group("exp")
        if m.group("less"):
            arg["less"] = int(m.group("less"))
        if m.group("free"):
            arg["free"] = True
        out = [{"play": arg}]
        if m.group("and"):  # "... and I gain [[Asleep]]": the object it became (2.1.g)
            if m.group("status") not in STATUSES:
                raise Missing(f"the status {m.group('status')}")
            out.append({"gain status": {"object": "them", "status": m.group("status")}})
        return out
    m = re.fullmatch(r"for each (?P<what>other character|permanent|character) you control, you may activate its (?P<sym>\{[JHR]\}) abilities",
                     s, re.I)
    if m:
        what = m.group("what").lower()
        return {"activate triggers": {"object": f"each {'other character' if what == 'other character' else what} you control",
                                      "trigger": _SYMBOL_TRIGGERS[m.group("sym").upper()], "may each": True}}
    m = re.fullmatch(r"(?P<what>(?:another )?target .+?|each .+? you control|it) activates (?P<one>one of )?its (?P<sym>\{[JHR]\}) abilit(?:y|ies)",
                     s, re.I)
    if m:  # "Target Permanent you control activates its {J} abilities": the same as "activate the {J} abilities of";
        # "one of its {R} abilities": of several, the one its controller chooses (v5.0 7.3.1.b)
        out = {"object": selector(m.group("what")), "trigger": _SYMBOL_TRIGGERS[m.group("sym").upper()]}
        if m.group("one"):
            out["one"] = True
        return {"activate triggers": out}
    m = re.fullmatch(r"i activate (?P<one>one of )?its (?P<sym>\{[JHR]\}) abilit(?:y|ies) as if it was mine", s, re.I)
    if m:  # the card a step before acted on: its reaction, activated as the ability's object's (triggers.activate)
        return {"activate triggers": {"object": "them", "trigger": _SYMBOL_TRIGGERS[m.group("sym").upper()], "as mine": True,
                                      **({"one": True} if m.group("one") else {})}}
    m = re.fullmatch(r"i activate up to (?P<n>two|three|2|3) of their (?P<sym>\{[JHR]\}) abilities as if they were mine", s, re.I)
    if m:  # the cards a step before acted on: up to N of their reactions, chosen among them all (triggers.activate_up_to)
        return {"activate triggers": {"object": "them", "trigger": _SYMBOL_TRIGGERS[m.group("sym").upper()], "as mine": True,
                                      "up to": number(m.group("n"))}}
    m = re.fullmatch(r"(?:(?P<who>i|it|(?:another )?target .+?) )?(?P<verb>activates?) (?P<whose>my|its) \{D\} ability", s, re.I)
    if m:  # "I activate my {D} ability", "It activates its {D} ability": the effect of its support quick action
        who, whose = (m.group("who") or "").lower(), m.group("whose").lower()
        if (whose == "my") != (who in ("", "i")) or (m.group("verb").lower() == "activates") == (who in ("", "i")):
            raise Missing("an activation of a {D} ability the translator cannot read")
        return {"activate support": "me" if whose == "my" else "it" if who == "it" else selector(who)}
    m = re.match(r"^activate the (?P<sym>\{[JHR]\}) abilities of (?P<what>.+)$", s, re.I)
    if m:
        return {"activate triggers": {"object": selector(m.group("what")), "trigger": _SYMBOL_TRIGGERS[m.group("sym").upper()]}}
    m = re.match(r"^exchange (?P<what>.+?) with a card from your hand$", low)
    if m:
        t = re.fullmatch(r"target (card|character|spell|permanent) (?:from|in) your reserve", m.group("what"))
        a = re.fullmatch(r"(a|another) (card|character|spell|permanent) (?:from|in) your reserve", m.group("what"))
        if a:  # one of its controller's cards in Reserve (of that type), chosen as the step resolves ("another": not the object itself)
            return {"exchange with hand": f"{a.group(1)} {a.group(2)} in your reserve"}
        if not t:
            raise Missing("an exchange the language cannot say")
        return {"exchange with hand": f"target {t.group(1)} in your reserve"}
    if low in ("put me in reserve", "put me in your reserve", "put me in my owner's reserve"):
        return {"put in reserve": "me"}
    m = re.fullmatch(r"target (?P<another>another )?(?P<rest>\[\[\w+\]\] character)", s, re.I)
    if m:  # "Target another [[Fleeting]] Character": the step points at it; "It ..." next is `them`
        return {"target": selector(("another target " if m.group("another") else "target ") + m.group("rest"))}
    m = re.fullmatch(r"target (?P<another>another )?(?:an? )?(?P<rest>(?:character|permanent)\b.*)", s, re.I)
    if m:  # "Target a Character [with ...]": the step points at one; "it" in the steps after is `them`
        try:
            pointed = selector(("another target " if m.group("another") else "target ") + m.group("rest"))
        except Missing:
            pointed = ""  # not an object alone ("Target Character gains ..."): another template's
        if pointed.startswith(("target character", "target permanent", "another target character", "another target permanent")):
            return {"target": pointed}
    m = re.fullmatch(r"target (?P<who>opponent|player) (?P<rest>(?:discards|puts) a card from their hand(?: in (?:their )?reserve)?)", low)
    if m:  # that player chooses one of their own cards (v5.0 3.2.5.c); a target player may be its controller (5.2.3.b)
        return {f"target {m.group('who')}": steps_of(_second_person(m.group("rest")))}
    m = re.fullmatch(r"(?P<what>(?:another |up to \w+ )?target .+?|them|(?:each|all) .+?) loses? all (?:of )?(?:its|their) boosts", s, re.I)
    if m:  # "Target Character loses all its boosts": each boost removed (2.4.4.b)
        return {"lose all boosts": selector(m.group("what"))}
    if re.fullmatch(r"i lose all (?:of )?my boosts", low):
        return {"lose all boosts": "me"}
    m = re.fullmatch(r"remove all (?:of )?(?:the )?boosts from (?P<what>.+)", s, re.I)
    if m:  # each loses every boost it has (2.4.4.b)
        return {"lose all boosts": selector(m.group("what"))}
    m = re.fullmatch(r"its owner draws (?P<n>a|an|one|two|three|\d) cards?", low)
    if m:  # the owner of what the step before acted on (the engine checks a step is before)
        return {"draw": {"players": "its owner", "amount": number(m.group("n")) if m.group("n") not in ("a", "an") else 1}}
    if re.fullmatch(r"its owner \[exhausted resuppl(?:y|ies)\]", low):  # of the card the step before acted on
        return {"exhausted resupply": "its owner"}
    m = re.fullmatch(r"(?P<may>you may )?(?:then )?put it in your hand", low)
    if m:  # the card a step before put in the Reserve, back to the Hand (published game, v5.0 7.3.27.a)
        return {"return to hand": "it", **({"may": True} if m.group("may") else {})}
    m = re.match(r"^target opponent (?P<may>may )?\[exhausted resupply\]$", low)
    if m:
        return {"exhausted resupply": "target opponent", **({"may": True} if m.group("may") else {})}
    m = re.fullmatch(r"give (?P<who>.+?) (?P<n>\w+) boosts? and \[\[(?P<st>fleeting|asleep|anchored)\]\]", s, re.I)
    if m:  # two steps on the same object: the boosts, then the status
        who = selector(m.group("who"))
        head = []
        if who.startswith(("target ", "another target ")):  # one target, named once: then "them"
            head, who = [{"target": who}], "them"
        return head + [{"gain boosts": {"object": who, "amount": number(m.group("n"))}},
                       {"gain status": {"object": who, "status": m.group("st").lower()}}]
    m = re.match(r"^give (?P<n>\w+) boosts? to (?P<who>.+)$", s, re.I)
    if m:
        return {"gain boosts": {"object": selector(m.group("who")), "amount": number(m.group("n"))}}
    m = re.fullmatch(r"give (?P<who>.+?) that many boosts", s, re.I)
    if m:  # as many as its internal action's cost discarded
        return {"gain boosts": {"object": selector(m.group("who")), "amount": "that many"}}
    m = re.match(r"^give (?P<who>.+?) (?P<n>\w+) boosts?$", s, re.I)
    if m:  # "give target Character 1 boost"
        return {"gain boosts": {"object": selector(m.group("who")), "amount": number(m.group("n"))}}
    m = re.fullmatch(r"target an opponent, they draw (?P<n>a|\w+) cards?", low)
    if m:  # "you may target an opponent, they draw ...": with two players, the one opponent draws
        return {"draw": {"players": "target opponent", "amount": number(m.group("n"))}}
    m = re.match(r"^target opponent draws (?P<n>a|\w+) cards?$", low)
    if m:
        return {"draw": {"players": "target opponent", "amount": number(m.group("n"))}}
    m = re.fullmatch(rf"put {_FROM_HAND} in (?:your )?reserve", low)
    if m:
        return {"put in reserve": _hand_card(m)}
    m = re.fullmatch(rf"reveal {_FROM_HAND}", low)
    if m:  # shown to all, kept in the Hand (v5.0 3.1.3.f): "if you do" after it, whether one was
        return {"reveal": _hand_card(m)}
    m = re.fullmatch(rf"put {_FROM_HAND} in your mana zone(?:,? as an? (?P<how>ready|exhausted) mana orb)?", low)
    if m:  # one of its player's own, chosen as it resolves; exhausted unless said ready (v5.0 3.2.9.b)
        return {"put in mana": {"object": _hand_card(m), **({"ready": True} if m.group("how") == "ready" else {})}}
    if low == "put the top card of your deck in your mana zone":
        return {"put in mana": "your top deck card"}
    m = re.fullmatch(r"put the top (?:card|(?P<n>\w+) cards) of your deck in(?:to)? your reserve", low)
    if m and (not m.group("n") or 2 <= number(m.group("n")) <= 9):  # its own Deck's, to its Reserve (3.1.2.c)
        return {"put in reserve": f"your top {number(m.group('n'))} deck cards" if m.group("n") else "your top deck card"}
    m = re.fullmatch(r"put the top (\w+) cards of your deck in your mana zone", low)
    if m and 2 <= number(m.group(1)) <= 9:
        return {"put in mana": f"your top {number(m.group(1))} deck cards"}
    m = re.match(r"^put (?P<what>.+?) in (?:its owner's|their owners'|my owner's|your) mana zone as an? (?:\[\[)?ready(?:\]\])? mana orb$",
                 s, re.I)
    if m:  # "as a ready Mana Orb": said otherwise than exhausted (v5.0 3.2.9.b)
        return {"put in mana": {"object": selector(m.group("what")), "ready": True}}
    m = re.match(r"^put (?P<what>.+?) in (?:its owner's|their owners'|my owner's|your) mana zone(?:,? \[?\[?exhausted\]?\]?)?$", s, re.I)
    if m:
        return {"put in mana": selector(m.group("what"))}
    m = _NEXT_JOINS.fullmatch(low)
    if m:  # a Character joining the object's expedition, whoever's effect puts it there
        return {"next character joining my expedition gains boosts": number(m.group(1))}
    if low == "reveal the top card of your deck":  # it stays on top; a step after it says what becomes of it
        return {"reveal top card": {}}
    if re.fullmatch(r"(?:you may )?play it for free or put it (?:in|into) your hand", low):
        # the card a `reveal top card` step before showed (verbs.PlayNow, verbs.RevealedToHand), or neither
        return {"one of": [[{"play": {"object": "them", "free": True}}], [{"put revealed card in hand": {}}]]}
    if re.fullmatch(r"your opponents can't play cards with that name this day", low):
        return {"forbid that name": {"until": "end of day"}}  # the card the step before acted on (verbs.ForbidThatName)
    m = _NEXT_TIME.match(s)
    if m:
        who = selector(m.group("who"))
        if not who.startswith(("target ", "another target ")):
            raise Missing("what the next activation of an ability gives boosts to, other than a target")
        return {"next time activated": {"activated": "support" if m.group("sym").lower() == "d" else "tap",
                                        "amount": number(m.group("n")), "object": who}}
    m = _NEXT_GAINS.match(low)
    if m and m.group("type") == "character" and m.group("until") == "turn":
        return {"next character gains boosts": number(m.group("n"))}
    m = re.fullmatch(r"increase the result by (\d)", low)
    if m:  # the die's result, noted by the roll before (the engine checks there is one)
        return {"increase the result": int(m.group(1))}
    m = re.fullmatch(r"(?P<who>.+?) gains? x\+(?P<n>\d) boosts?, where x is my\snumber of (?P<name>[A-Z][a-z]+) counters", s, re.I)
    if m:  # X counted as the step resolves, of the object's own counters
        return {"gain boosts": {"object": selector(m.group("who")), "amount": int(m.group("n")),
                                "plus my counters": m.group("name").capitalize()}}
    m = re.fullmatch(r"(?P<who>.+?) gains? (?:x boosts?, where x (?:is|equals) its hand cost|boosts? equal to its hand cost"
                     r"|as many boosts as its hand cost)", s, re.I)
    if m:  # the Hand Cost of the card the step before moved (the engine checks one did: judge/abilities.py)
        return {"gain boosts": {"object": selector(m.group("who")), "amount": "its hand cost"}}
    if re.fullmatch(r"draw (?:x cards?, where x (?:is|equals) its hand cost|cards? equal to its hand cost|as many cards as its hand cost)",
                    s, re.I):
        return {"draw": "its hand cost"}
    m = re.fullmatch(r"(?P<who>.+?) gains? that many boosts?", s, re.I)
    if m:  # as many as its internal action's cost discarded
        return {"gain boosts": {"object": selector(m.group("who")), "amount": "that many"}}
    m = re.fullmatch(r"(?P<who>.+?) gains? (?:as many boosts as its highest statistic|x boosts?, where x (?:is|equals) its highest "
                     r"statistic)(?:, up to a max(?:imum)? of (?P<max>\d{1,2}) boosts? on me)?", s, re.I)
    if m and (not m.group("max") or selector(m.group("who")) == "me"):
        # "its": the one Character the step before acted on (the engine checks there is one), its
        # statistics with its boosts (v5.0 2.5.1.b)
        out = {"object": selector(m.group("who")), "amount": "their highest statistic"}
        if m.group("max"):
            out["max"] = int(m.group("max"))
        return {"gain boosts": out}
    m = re.match(r"^(?P<who>.+?) gains? (?P<n>\w+) boosts? (?:per|for each) (?P<per>.+?)(?:, up to a max(?:imum)? of (?P<max>\d{1,2}) boosts? on me)?$", s)
    if m and (not m.group("max") or selector(m.group("who")) == "me"):  # the cap: the boosts on it in all
        out = {"object": selector(m.group("who")), "amount": number(m.group("n")), "per": _per(m.group("per"))}
        if m.group("max"):
            out["max"] = int(m.group("max"))
        return {"gain boosts": out}
    m = re.match(r"^(?P<who>.+?) gains? (?P<n>\w+) boosts?(?:, up to a max(?:imum)? of (?P<max>\d{1,2}))?$", s)
    if m:
        out = {"object": selector(m.group("who")), "amount": number(m.group("n"))}
        if m.group("max"):
            out["max"] = int(m.group("max"))
        return {"gain boosts": out}
    m = re.match(r"^(?P<who>.+?) gains? (?P<n>\w+) (?P<name>[A-Z][a-z]+) counters? per (?P<per>.+)$", s)
    if m:  # counted as the step resolves, as boosts are
        return {"gain counters": {"object": selector(m.group("who")), "name": m.group("name"), "amount": number(m.group("n")),
                                  "per": _per(m.group("per"))}}
    m = re.fullmatch(r"(?i:remove all|spend all)(?: (?i:of))? (?:(?P<whose>(?i:my|the|its)) )?(?P<name>[A-Z][a-z]{1,39}) (?i:counters)"
                     r"(?: (?i:from|on) (?P<what>.+))?", s) or \
        re.fullmatch(r"(?P<who>I|[Ii]t) (?i:lose|loses) (?i:all) (?P<whose>(?i:my|its)) (?P<name>[A-Z][a-z]{1,39}) (?i:counters)", s)
    if m and m.group("name").lower() not in ("boost", "counter"):
        # every counter of that name the object has, as the step resolves (2.5.f; "spend all": v5.0 7.3.38)
        whose = (m.group("whose") or "").lower()
        said = (m.groupdict().get("who") or "").lower()
        who = m.groupdict().get("what") or ("me" if whose == "my" or said == "i" else "it" if said == "it" and whose == "its" else None)
        if who is None or (whose == "my" and m.groupdict().get("what")):
            raise Missing("counters removed from an object the line does not name")
        return {"remove counters": {"object": selector(who), "name": m.group("name"), "all": True}}
    m = re.fullmatch(r"(?i:double) (?:(?i:my) (?P<name>[A-Z][a-z]{1,39}) (?i:counters)|(?i:the) (?:(?i:number of) )?(?P<name2>[A-Z][a-z]{1,39}) "
                     r"(?i:counters) (?i:on|of) (?P<what>.+))", s)
    if m and (m.group("name") or m.group("name2")).lower() not in ("boost", "counter"):  # v5.0 7.3.8
        return {"double counters": {"object": selector(m.group("what")) if m.group("what") else "me",
                                    "name": m.group("name") or m.group("name2")}}
    m = re.fullmatch(r"(?i:remove) (?P<n>\w+) (?P<name>[A-Z][a-z]+) (?i:counters?) (?i:from) (?P<what>.+)", s)
    if m and m.group("name").lower() not in ("boost", "counter"):  # that name's counters (2.5.g)
        return {"remove counters": {"object": selector(m.group("what")), "name": m.group("name"), "amount": number(m.group("n"))}}
    m = re.fullmatch(r"remove (?P<up>up to )?(?P<n>\w+) counters? from (?P<what>.+)", s, re.I)
    if m:  # counters of any names, boosts too: the effect's controller picks them (v5.0 6.1.g)
        out = {"object": selector(m.group("what")), "amount": number(m.group("n"))}
        if m.group("up"):
            out["up to"] = True
        return {"remove counters": out}
    m = re.match(r"^(?P<who>.+?) loses? (?P<n>\w+) boosts?$", s)
    if m:  # boosts removed (2.4.4.a): it stays Boosted while one is left
        return {"lose boosts": {"object": selector(m.group("who")), "amount": number(m.group("n"))}}
    m = re.match(r"^(?P<who>.+?) gains? (?P<n>\w+) (?P<name>[A-Z][a-z]+) counters?(?:, up to a max(?:imum)? of (?P<max>\d{1,2}))?$", s)
    if m:
        # its controller's Hero, which keeps counters in its Hero zone (v5.0 2.5): that object alone, for counters
        who = "your hero" if m.group("who").lower() == "your hero" else selector(m.group("who"))
        out = {"object": who, "name": m.group("name"), "amount": number(m.group("n"))}
        if m.group("max"):
            out["max"] = int(m.group("max"))
        return {"gain counters": out}
    m = re.match(r"^(?P<who>.+?) gains? (?P<list>\[\[[A-Z][a-z]+\]\](?:, \[\[[A-Z][a-z]+\]\])*,? or \[\[[A-Z][a-z]+\]\])$", s)
    if m:  # one of them, chosen by its controller as the step resolves (v5.0 6.1.g)
        names = [n.lower() for n in re.findall(r"\[\[([A-Z][a-z]+)\]\]", m.group("list"))]
        if any(n not in STATUSES for n in names) or len(set(names)) != len(names):
            raise Missing("a choice of statuses the language does not have")
        return {"gain status": {"object": selector(m.group("who")), "status": ", ".join(names[:-1]) + " or " + names[-1]}}
    m = re.fullmatch(r"(?P<exp>.+?) loses \[\[ascended\]\]", s, re.I)
    if m:  # an expedition's status lost (v5.0 7.3.21; Ascended is an Expedition's only, 2.4.3)
        return {"lose ascended": expedition(m.group("exp"))}
    m = re.match(r"^(?P<who>.+?) (?P<verb>gains?|loses?) \[\[(?P<status>[A-Z][a-z]+)\]\]$", s)
    if m:
        status = m.group("status").lower()
        if status not in STATUSES:
            raise Missing(f"the status {m.group('status')}")
        verb = "gain status" if m.group("verb").startswith("gain") else "lose status"
        return {verb: {"object": selector(m.group("who")), "status": status}}
    m = re.fullmatch(r"target (?P<up>up to )?(?P<n>two|three|four) expeditions and create (?P<rest>.+?) in each (?:one|of them)", s, re.I)
    if m:  # different target expeditions, the token(s) in each (5.2.3.b)
        made = step(f"Create {m.group('rest')} in target Expedition")
        if "create token" not in made or made["create token"].get("in") != "target expedition" or made["create token"].get("per"):
            raise Missing("tokens in several target expeditions the translator cannot read")
        made["create token"]["in"] = f"{m.group('up') or ''}{number(m.group('n'))} target expeditions"
        return made
    m = re.fullmatch(r"create (?P<rest>.+?),? distributed as you choose among any number of target expeditions", s, re.I)
    if m:  # one expedition named per token, as the card is played (5.2.3.b)
        t = _TOKEN.match(m.group("rest") + " in nowhere")
        if not t:
            raise Missing("a token the translator cannot read")
        token = f"{t.group('name').strip()} {t.group('stats')}{(' ' + t.group('subs').strip()) if t.group('subs').strip() else ''}"
        return {"create token": {"token": token, "in": "any number of target expeditions", "count": number(t.group("n") or "1")}}
    m = re.fullmatch(r"create (?P<rest>.+?),? distributed (?:as you choose )?among any expeditions", s, re.I)
    if m:  # no target: each token's expedition chosen as the step resolves (6.1.g), one step per token
        t = _TOKEN.match(m.group("rest") + " in nowhere")
        if not t or not 2 <= number(t.group("n") or "1") <= 4:
            raise Missing("a token the translator cannot read")
        token = f"{t.group('name').strip()} {t.group('stats')}{(' ' + t.group('subs').strip()) if t.group('subs').strip() else ''}"
        return [{"create token": {"token": token, "in": "an expedition"}} for _ in range(number(t.group("n")))]
    m2 = re.fullmatch(r"exchange the boosts of two target (?P<what>characters.*?)", s, re.I)
    if m2:  # the same step, said the other way round (v5.0 7.3.11)
        s = f"Target two {m2.group('what')} and exchange their boosts"
    m = re.fullmatch(r"target two (?:\[\[(?P<st>boosted|exhausted|asleep|anchored|fleeting)\]\] )?(?P<what>characters.*?) and exchange their boosts",
                     s, re.I)
    if m:  # two targets, whose boosts are exchanged (v5.0 7.3.11)
        inner = selector("target " + re.sub(r"^characters", "Character", m.group("what"), flags=re.I))
        if not inner.startswith("target character"):
            raise Missing("an object the language cannot select")
        if m.group("st"):
            inner = inner.replace("target ", f"target {m.group('st').lower()} ", 1)
        return {"exchange boosts": f"2 {inner}"}
    if low in ("target an expedition", "target expedition"):  # the next steps name it "it" (that expedition)
        return {"target": "target expedition"}
    m = re.fullmatch(r"target an expedition that(?:'s| is) (ahead|behind|tied)", low)
    if m:  # only such an expedition (v5.0 7.5.2); the next steps name it "it" (that expedition)
        return {"target": f"target expedition that is {m.group(1)}"}
    m = re.fullmatch(r"create x (?P<rest>\[.+? tokens? in .+?),? where x is\sthe (?:final )?result", s, re.I)
    if m:  # as many tokens as the die's result, after the steps that changed it (v5.0 7.3.33.b; the engine checks a roll is before)
        made = step(f"Create two {m.group('rest')}")
        if not isinstance(made, dict) or "create token" not in made or made["create token"].get("count") != 2 or "per" in made["create token"]:
            raise Missing("a token the translator cannot read")
        made["create token"]["count"] = "the result"
        return made
    m = re.fullmatch(r"create x (?P<rest>\[.+? tokens? in .+?),? where x is\sthe number of (?P<what>.+)", s, re.I)
    if m:  # X tokens, X counted in a target player's Reserve (or Hand): one token per card there
        what = " ".join(m.group("what").split()).lower()
        w = re.fullmatch(r"cards in target player's (reserve|hand)", what)
        # (or anything else an amount counts: "the number of cards in your Reserve", one token for each)
        per = f"card in target player's {w.group(1)}" if w else _counted_per(m.group("what"))
        made = step(f"Create a {m.group('rest')}")
        if "create token" not in made or "count" in made["create token"] or "per" in made["create token"]:
            raise Missing("a token the translator cannot read")
        made["create token"]["per"] = per
        return made
    m = re.fullmatch(r"create (?:an?|one|(?P<n>two|three|four|\d)) \[(?P<name>[A-Z][A-Za-z' -]*?)\] tokens? in "
                     r"(?P<whose>your|each player's|target player's|another target player's|target opponent's|its controller's|their controller's|that player's) landmarks",
                     s, re.I)
    if m:  # a Landmark Permanent token, as its token card (read with the card) says (v5.0 2.2.1.d, 7.3.30.a)
        known = _TOKEN_CARDS.get().get(LANDMARK + m.group("name").casefold())
        reminded = _REMINDED.get()
        if known is None and reminded and reminded["permanent"] and reminded["abilities"]:
            # no token card read with it: the Permanent its reminder describes, with the abilities it quotes
            known = (m.group("name"), tuple(reminded["subtypes"]), _reminded_abilities(reminded["abilities"], "permanent"))
        if known is None:
            raise Missing(f"a token ({m.group('name')}) whose token card is not in the data read with it")
        name, subtypes, abilities = known
        _reminder_agrees(name, abilities, None, reminded, permanent=True)
        if abilities is None:
            raise Missing(f"a token ({name}) whose token card's abilities are not modelled")
        whose = m.group("whose").lower()
        out = {"token": name, **({"subtypes": list(subtypes)} if subtypes else {}), **({"abilities": abilities} if abilities else {})}
        if whose != "your":
            out["players"] = {"each player's": "each player", "target player's": "target player", "target opponent's": "target opponent",
                              "another target player's": "another target player",
                              "its controller's": "their controller", "their controller's": "their controller",
                              # after a step on a card in a player's Reserve: that Reserve's player, who controls
                              # what is in it (v5.0 7.5.5.a-b)
                              "that player's": "their controller"}[whose]
        if m.group("n"):
            out["count"] = number(m.group("n"))
        return {"create landmark token": out}
    m = re.fullmatch(r"create (?:(?P<mine>my)|your hero's) signature token(?:: \[(?P<name>[A-Z][A-Za-z' -]*?)(?: -?\d{1,2}/-?\d{1,2}/-?\d{1,2})?\])? "
                     r"in your reserve", s, re.I)
    if m and not (m.group("name") and not m.group("mine")):
        # a Signature token, created in a Reserve (the later sets): a Hero's own names it, from its
        # token card; any other card's is its controller's Hero's (published game)
        if not m.group("name"):
            return {"create signature token": {}}
        known = _TOKEN_CARDS.get().get(RESERVE + m.group("name").casefold())
        reminded = _REMINDED.get()
        stated = re.search(r"\[" + re.escape(m.group("name")) + r" (-?\d{1,2}/-?\d{1,2}/-?\d{1,2})\]", s)
        if known is None and reminded and not reminded["permanent"] and reminded["cost"] and stated:
            # no token card read with it: the token its reminder describes ("It's a Companion with Reserve
            # Cost {1} and "..."": its sub-types, Reserve Cost and abilities; the statistics in the brackets)
            abilities = _reminded_abilities(reminded["abilities"], "character") if reminded["abilities"] else []
            known = (m.group("name"), stated.group(1), tuple(reminded["subtypes"]), reminded["cost"], abilities)
        if known is None:
            raise Missing(f"a Signature token ({m.group('name')}) whose token card (with its Reserve Cost) is not in the data read with it")
        name, stats, subtypes, cost, abilities = known
        if abilities is None:
            raise Missing(f"a Signature token ({name}) whose token card's abilities are not modelled")
        _reminder_agrees(name, abilities, cost, reminded, permanent=False)
        out = {"token": f"{name} {stats}{''.join(' ' + t for t in subtypes)}", "reserve cost": cost}
        return {"create signature token": {**out, **({"abilities": abilities} if abilities else {})}}
    m = re.match(r"^create (?P<rest>.+)$", s, re.I)
    if m:
        rest, given = m.group("rest"), None
        q = re.fullmatch(r'(?P<rest>.+?) with "\s*(?P<ab>[^"]+?)\s*"', rest)
        if q:  # 'with "When ... — ..."': the token's own ability, read as a Character's line (2.2.10.e)
            inner = line(q.group("ab"), "character")
            if inner.missing or inner.kind != "ability":
                raise Missing("a token with an ability given as quoted text the translator cannot read")
            rest, given = q.group("rest"), inner.data
        per, most = None, None
        q = re.fullmatch(r"(?P<rest>.+?) (?:per|for each) (?P<per>[^,.]+?)(?:, up to (?:a max(?:imum)? of )?(?P<most>\w+)(?: per activation)?)?", rest)
        if q:  # "create one [...] token in X per Y[, up to three per activation]": that many for each, at most N
            rest, per = q.group("rest"), _per(q.group("per"))
            most = number(q.group("most")) if q.group("most") else None
        # a token named without brackets ("a Rust 0/0/0 token in ..."): the same token
        rest = re.sub(r"^(an?|one|two|three|four|five|six|\d) ((?:[A-Z][\w'-]* )+?)(-?\d{1,2}/-?\d{1,2}/-?\d{1,2}) (?=(?:[A-Z][a-z]+ )*tokens? in )",
                      r"\1 [\2\3] ", rest)
        t = _TOKEN.match(_token_by_code(rest))
        if not t:
            raise Missing("a token the translator cannot read")
        card = _TOKEN_CARDS.get()
        subs = t.group("subs").strip()
        reminded = _REMINDED.get()
        if not subs and isinstance(card.get(t.group("name").strip().casefold()), tuple):
            subs = " ".join(card[t.group("name").strip().casefold()][1])  # the text names none: its token card's
        elif not subs and reminded and not reminded["permanent"]:
            if reminded["several"]:
                raise Missing("a reminder describing one of several tokens the line creates")
            subs = " ".join(reminded["subtypes"])  # or the reminder's ("It's a Companion ...")
        token = f"{t.group('name').strip()} {t.group('stats')}{(' ' + subs) if subs else ''}"
        out = {"token": token, "in": expedition(t.group("where"))}
        if given is None and CHARACTER + t.group("name").strip().casefold() in card:
            # its token card, read with it, says what abilities it has (7.3.3: the created token is that card's)
            known = card[CHARACTER + t.group("name").strip().casefold()]
            if known is None:
                raise Missing(f"a token ({t.group('name').strip()}) whose token card's abilities are not modelled")
            if known:
                out["abilities"] = list(known)
        elif given is None and reminded and not reminded["permanent"] and reminded["abilities"]:
            # no token card read with it: the abilities the reminder quotes (the card's own words for the token)
            if reminded["cost"] is not None:
                raise Missing("a token created with a Reserve Cost (the reminder's) in an expedition")
            out["abilities"] = _reminded_abilities(reminded["abilities"], "character")
        if t.group("n"):
            out["count"] = number(t.group("n"))
        if per is not None:
            out["per"] = per
        if most is not None:
            out["max"] = most
        if given is not None:
            out["abilities"] = [given]
        return {"create token": out}
    if low == "each player sacrifices a character":
        return {"each player sacrifices": "a character"}
    m = re.fullmatch(r"complete (?P<what>(?:another )?target feat(?: you control)?|(?:a|another) feat you control)", s, re.I)
    if m:  # another Feat becomes Completed, as "complete me" makes its own (judge/feats.py)
        return {"complete": selector(m.group("what"))}
    m = re.match(r"^sacrifice (?P<what>.+)$", s, re.I)
    if m:
        what = m.group("what")
        if what.lower() in ("me", "a character in my expedition", "it"):
            return {"sacrifice": selector(what)}
        m2 = re.fullmatch(r"(?P<pick>an?|another) (?P<x>Character|Permanent|[A-Z][a-z]+)(?: or (?P<y>Character|Permanent))?", what)
        if m2 and (m2.group("y") or m2.group("pick") == "another") and m2.group("x") not in ("Landmark", "Card", "Token") \
                and m2.group("x") != m2.group("y"):
            # one the player controls, of either kind, chosen as the step resolves; "another": not me
            x = m2.group("x").lower() if m2.group("x") in ("Character", "Permanent") else m2.group("x")
            kind = f"{x} or {m2.group('y').lower()}" if m2.group("y") else x
            if kind == "permanent or character":  # the language names the two types one way
                kind = "character or permanent"
            return {"sacrifice": f"{'another' if m2.group('pick') == 'another' else 'a'} {kind} you control"}
        m2 = re.fullmatch(r"an? (?P<x>[A-Z][a-z]+)", what)
        if m2 and m2.group("x") not in ("Character", "Permanent", "Landmark", "Card", "Token", "Spell", "Hero"):
            # one object of that sub-type its player controls (2.2.2.n), chosen as the step resolves
            return {"sacrifice": f"a {m2.group('x')} you control"}
        m2 = re.fullmatch(r"(?P<pick>a|another) token(?: you control)?", what, re.I)
        if m2:  # a token its player controls, a Character or a Permanent (v5.0 2.2.1.d), chosen as the step resolves
            return {"sacrifice": f"{m2.group('pick').lower()} token you control"}
        m2 = re.fullmatch(r"the (?P<x>Character|Permanent|Character or Permanent|token) you control with the highest (?P<k>Hand|Base) Cost",
                          what, re.I)
        if m2:  # the costliest of its own, chosen among the ties as the step resolves (a token's missing cost: 0, 1.1.6.d)
            return {"sacrifice": f"a {m2.group('x').lower()} you control with the highest {m2.group('k').lower()} cost"}
        m2 = re.fullmatch(r"(?:all|each) (?P<t>character|permanent)s? in that expedition", what, re.I)
        if m2:  # every one of its player's there, the expedition a step before chose (ChooseExpedition)
            return {"sacrifice": f"each {m2.group('t').lower()} in that expedition"}
        if re.fullmatch(r"a\scard\sin\syour\slandmarks", what, re.I):  # one of its controller's there, chosen as it resolves
            return {"sacrifice": "a card in your landmarks"}
        if re.fullmatch(r"an?\sCharacter\sthat\sit\swas\sfacing", what, re.I):
            # one of its player's in an expedition facing the one what the step before acted on was in (v5.0 2.1.h)
            return {"sacrifice": "a character you control that it was facing"}
        m2 = re.fullmatch(r"(?P<n>two|three) tokens", what, re.I)
        if m2:  # that many of the tokens its player controls, chosen as the step resolves
            return {"sacrifice": {"choose": "a token you control", "count": number(m2.group("n"))}}
        m2 = re.match(r"^(a|an|one|two|three) (Character|Permanent|Landmark)s?(?: with (Hand|Base) Cost \{(\d{1,2})\} or (less|more))?$", what)
        if m2:  # perhaps only those of a cost ("a Permanent with Base Cost {2} or less"), chosen as the step resolves
            bound = f" with {m2.group(3).lower()} cost {m2.group(4)} or {m2.group(5)}" if m2.group(3) else ""
            sel = f"a {m2.group(2).lower()} you control{bound}"
            n = number(m2.group(1))
            return {"sacrifice": sel if n == 1 else {"choose": sel, "count": n}}
        m2 = re.fullmatch(r"an? \[\[?[Cc]ompleted\]?\] ([A-Z][a-z]+)", what)
        if m2:  # "a [Completed] Feat": one of its Feats that is Completed (judge/feats.py), chosen as the step resolves
            return {"sacrifice": f"a completed {m2.group(1)} you control"}
        # one of its own, named by its parts ("a [[Boosted]] Character"): only its controller sacrifices
        # what they control (v5.0 7.3.36.a), chosen as the step resolves
        composed = objects.compose(f"{what} you control") if re.match(r"^(?:an?|another) ", what, re.I) else None
        if composed and composed.startswith(("a ", "another ")):
            return {"sacrifice": composed}
        m2 = re.fullmatch(r"(?:each|all)\s(?!target\b).+", what, re.I)
        if m2:  # "Sacrifice each other Character you control": every one of its own of that kind, at once (6.1.e-f;
            # a player sacrifices only what they control, v5.0 7.3.36.a)
            every = selector(what if re.search(r"\byou control$", what, re.I) else f"{what} you control")
            if every.startswith("each ") and every.endswith(" you control") and " that " not in every:
                return {"sacrifice": every}
        m2 = re.fullmatch(r"up to (?:one|two|three|four|[1-4]) (?!(?:other )?target\b).+", what, re.I)
        if m2:  # "up to two Characters (you control)": that many of its own, or fewer, chosen as it resolves (6.1.g)
            some = selector(what if re.search(r"\byou control$", what, re.I) else f"{what} you control")
            if some.startswith("up to ") and some.endswith(" you control"):
                return {"sacrifice": some}
        raise Missing("a sacrifice of objects the language cannot select")
    m = re.fullmatch(r"discard your (hand|reserve)(?: and your (hand|reserve))?", low)
    if m:
        return [{"discard all": z} for z in m.groups() if z]
    m = re.fullmatch(rf"discard {_FROM_HAND}", low)
    if m:  # its player chooses which (v5.0 3.2.5.c)
        return {"discard": _hand_card(m)}
    m = re.fullmatch(r"discard (two|three|four|[2-4]) (card|character|spell|permanent)s from your hand", low)
    if m:  # that many of its player's cards, chosen by them as the step resolves (v5.0 3.2.5.c), discarded at once (6.1.e)
        return {"discard": {"choose": f"a {m.group(2)} from your hand", "count": number(m.group(1))}}
    m = re.fullmatch(r"discard up to (?P<n>two|three|four|[2-4]) (?P<t>card|character|spell|permanent)s from your hand", low)
    if m:  # as many of them as its player chooses, none to N, as the step resolves (6.1.g, v5.0 3.2.5.c), discarded
        # at once (6.1.e); "that many" after it counts them
        return {"discard": {"choose": f"a {m.group('t')} from your hand", "count": number(m.group("n")), "up to": True}}
    m = re.fullmatch(r"discard a random (card|character|spell|permanent) from your hand", low)
    if m:  # no player chooses: equal chances (published game, v5.0 6.5.j)
        return {"discard": f"a random {m.group(1)} from your hand"}
    if low == "discard one of your mana orbs":
        return {"discard": "one of your mana orbs"}
    m = re.match(r"^discard (?P<what>.+)$", s, re.I)
    if m and re.fullmatch(r"(a|another) card from your reserve", m.group("what"), re.I):
        return {"discard": f"{m.group('what').split()[0].lower()} card in your reserve"}  # chosen at resolution
    r = re.fullmatch(r"(?P<pick>an?|another) (?P<type>character|spell|permanent) from your reserve", m.group("what"), re.I) if m else None
    if r:  # one of its player's cards of that type there, chosen at resolution ("another": not the object itself)
        return {"discard": f"{'another' if r.group('pick').lower() == 'another' else 'a'} {r.group('type').lower()} in your reserve"}
    r = re.fullmatch(r"up\sto\s(?P<n>two|three|2|3)\s(?P<type>card|character|spell|permanent)s\sfrom\syour\sreserve", m.group("what"), re.I) \
        if m else None
    if r:  # any number of them up to N, chosen by its player as the step resolves, discarded at once (6.1.e)
        return {"discard": {"choose": f"a {r.group('type').lower()} in your reserve", "count": number(r.group("n")), "up to": True}}
    r = re.fullmatch(r"target (?P<st>\[?\[?exhausted\]?\]? )?card (?:from|in) (?:a )?reserve", m.group("what"), re.I) if m else None
    if r:  # a visible card of any player's Reserve, targeted (Sabotage's own words, v5.0 7.3.35.a)
        return {"discard": f"target {'exhausted ' if r.group('st') else ''}card in a reserve"}
    if m:
        if re.search(r"from (?:your|their|its owner's|a) (?:hand|reserve|deck)|\bmana orbs?\b|\byour hand\b", m.group("what"), re.I):
            raise Missing("a discard from a hidden zone, a Reserve or the Mana zone")
        return {"discard": selector(m.group("what"))}
    if low in ("send them all to reserve", "send all of them to reserve"):
        return {"put in reserve": "them all"}  # what the step before counted: named by _them_all
    m = re.fullmatch(r"put (?P<what>(?:another )?target .+?) in (?:its owner's |their owners' )?reserve", s, re.I)
    if m:  # "Put target Character in Reserve": sent there, as "send ... to Reserve" (v5.0 7.3.27)
        return {"put in reserve": selector(m.group("what"))}
    if re.fullmatch(r"send me to (?:your|my owner's) reserve", low):  # its owner's Reserve (3.1.2.c)
        return {"put in reserve": "me"}
    m = re.match(r"^(?:send (?P<a>.+?) to (?:reserve|its owner's reserve|their owners?'s? reserves?)|send to (?:its owner's )?reserve (?P<b>.+))$", s, re.I)
    if not m:  # "return X to its owner's Reserve": "put", "return" and "send" are synonyms (v5.0 7.3.27.b); a card "from"
        # a zone of its own (a Discard pile, a Hand) is another step
        m = re.match(r"^return (?P<a>(?:(?!\bfrom\b).)+?) to (?:its owner's|their owners?'s?) reserves?(?P<b>(?!))?$", s, re.I)
    if m and (m.group("a") or m.group("b")).lower() == "them":
        return {"put in reserve": "them"}
    if m:
        return {"put in reserve": selector(m.group("a") or m.group("b"))}
    m = re.match(r"^return (?P<what>.+?) to (?:its owner's|their owners'|your) hands?$", s, re.I) or \
        re.match(r"^put (?P<what>.+? from your reserve) (?:in|into) your hand$", s, re.I)  # "put": "return" (v5.0 7.3.27.b)
    if m:
        return {"return to hand": selector(m.group("what"))}
    if re.fullmatch(r"(?:return|put) me (?:to|in|into) (?:your|my owner's) hand", low):  # its owner's Hand (3.1.2.c)
        return {"return to hand": "me"}
    if re.fullmatch(r"(?:put|return) me (?:on|to) (?:the )?top of (?:your|my owner's) deck", low):
        return {"put on top of deck": "me"}  # its owner's Deck, a personal zone (a card goes to its owner's)
    m = re.fullmatch(r"(?:put|place|send) (?P<what>(?:another )?target .+?|me) (?:on|at|to) the bottom of (?:its owner's|their owners'|your|my owner's) deck", s, re.I)
    if m:  # its owner's Deck's last card (3.2.2.b; a card goes to its owner's zones, 3.1.2.c)
        return {"put in deck": {"object": selector(m.group("what")), "position": "bottom"}}
    m = re.match(r"^(?:return|put) (?P<what>.+?) (?:on|to) (?:the )?top of (?:its owner's|their owners') deck$", s, re.I)
    if m:
        return {"put on top of deck": selector(m.group("what"))}
    m = re.fullmatch(rf"(?:put|place|return) {_FROM_HAND} (?P<where>on (?:the )?top|at the bottom) of your deck", low)
    if m:  # one card of its player's Hand, chosen as the step resolves, to their Deck (3.1.2.c; "put" is "send", v5.0 7.3.37)
        what = _hand_card(m)
        if m.group("where").startswith("on"):
            return {"put on top of deck": what}
        return {"put in deck": {"object": what, "position": "bottom"}}
    if re.fullmatch(r"put the top card of your deck (?:at|on|to) the bottom of your deck", low):  # its Deck's first card, last (3.2.2.b)
        return {"put in deck": {"object": "your top deck card", "position": "bottom"}}
    m = re.fullmatch(r"(?:put|place|return|send) (?P<what>.+? (?:from|in) your reserve) (?P<where>on (?:the )?top|(?:at|on|to) the bottom) "
                     r"of (?:your|its owner's) deck", s, re.I)
    if m:  # a card of its player's Reserve (theirs: a card goes to its owner's zones, 3.1.2.c) to their Deck
        what = selector(m.group("what"))
        if "in your reserve" not in what:
            raise Missing("a card put in a Deck from a Reserve the language cannot select")
        if m.group("where").lower().startswith("on t"):
            return {"put on top of deck": what}
        return {"put in deck": {"object": what, "position": "bottom"}}
    if low == "draw it":  # the card a reveal reaction is about (the engine checks it is still on top)
        return {"draw it": {}}
    # ("target Characters in play": a target Character is one in play, 5.2.3.b)
    m = re.fullmatch(r"distribute (?P<n>\w+) boosts among (?:any|any number of|one or more) target (?P<what>characters|[A-Z][a-z]+s)(?P<where> in play or in reserve)?(?: in play)?", s, re.I)
    if m and 2 <= number(m.group("n")) <= 9:  # a target for each boost, chosen as it is played (5.2.3.b)
        what = "character" if m.group("what").lower() == "characters" else m.group("what")[:-1]
        if what != "character" and not what[0].isupper():
            raise Missing("an object the language cannot select")
        return {"distribute boosts": {"amount": number(m.group("n")),
                                      "among": f"target {what}{' in play or in reserve' if m.group('where') else ''}"}}
    m = re.fullmatch(r"distribute (?P<n>\w+) boosts among\sany characters\sin reserve", s, re.I)
    if m:  # any player's Reserve ("in Reserve", no owner said), chosen as the step resolves
        return {"distribute boosts": {"amount": number(m.group("n")), "among": "characters in a reserve"}}
    m = re.fullmatch(r"(?:send|put|return) (?P<what>.+?) to the\sxth position\sof its\sowner's deck, where\sx is the (?:final )?result",
                     s, re.I)
    if m:  # the die's result (the engine checks a roll is before)
        return {"put in deck": {"object": selector(m.group("what")), "position": "the result"}}
    m = re.match(r"^(?P<verb>exhaust|ready) (?P<what>.+)$", s, re.I)
    if m:
        what = m.group("what")
        if re.fullmatch(r"target card in (?:a |any player's )?reserve", what, re.I):
            return {m.group("verb").lower(): "target card in a reserve"}
        if re.fullmatch(r"(?:all|each) cards in your reserve", what, re.I):
            return {m.group("verb").lower(): "each card in your reserve"}
        # "in Reserve" with no owner: every player's (the published game, judge/conditions.py)
        if re.fullmatch(r"(?:all|each) cards in reserve", what, re.I):
            return {m.group("verb").lower(): "each card in a reserve"}
        r = re.fullmatch(r"an? (?P<st>\[?\[?exhausted\]?\]? )?card in reserve", what, re.I)
        if r:  # one card of any Reserve, chosen by the effect's controller as it resolves (6.1.g)
            return {m.group("verb").lower(): f"{'an exhausted' if r.group('st') else 'a'} card in a reserve"}
        r = re.fullmatch(r"an? (?P<kind>card|character|spell|permanent) (?:in|from) your reserve", what, re.I)
        if m.group("verb").lower() == "exhaust" and r:  # one of its own (of that type), ready (2.4.1.f), chosen as it resolves
            return {"exhaust": f"a ready {r.group('kind').lower()} in your reserve"}
        r = re.fullmatch(r"an? (?:\[?\[?exhausted\]?\]? )?(?P<kind>card|character|spell|permanent) (?:in|from) your reserve", what, re.I)
        if m.group("verb").lower() == "ready" and r:  # one of its own (of that type), exhausted (2.4.1.f), chosen as it resolves
            return {"ready": f"an exhausted {r.group('kind').lower()} in your reserve"}
        r = re.fullmatch(r"(?P<n>one|two|three|four|a|\d)(?: of your)? mana orbs?", what, re.I)
        if r and m.group("verb").lower() == "ready":  # its controller's, exhausted ones (2.2.1.f)
            return {"ready mana orbs": number(r.group("n"))}
        r = re.fullmatch(r"up to (?P<n>one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) mana orbs?", what, re.I)
        if r and m.group("verb").lower() == "ready":  # as many as its controller chooses (6.1.g)
            return {"ready mana orbs": {"amount": number(r.group("n")), "up to": True}}
        r = re.fullmatch(r"target (?P<t>permanent|character)(?: in play)? or target card in (?:a )?reserve", what, re.I)
        if r:  # one target: that type in play, or any card in a Reserve (2.4.1: a card in Reserve is exhausted or ready too)
            return {m.group("verb").lower(): f"target {r.group('t').lower()} in play or card in reserve"}
        r = re.fullmatch(r"(?:another )?target (?:\[\[exhausted\]\] |exhausted )?card in (?:your|a) reserve", what, re.I)
        if r:  # one target card in a Reserve (2.4.1: a card there is exhausted or ready too)
            return {m.group("verb").lower(): selector(what)}
        r = re.fullmatch(r"(?:up to (?P<n>one|two|three|four|\d) )?target (?P<st>\[\[(?:exhausted|ready)\]\] |exhausted |ready )?cards? "
                         r"(?:in|from) (?:(?P<whose>an opponent's|another player's|any player's|a|your) )?reserves?", what, re.I)
        if r and (not r.group("n") or 1 <= number(r.group("n")) <= 4) and (r.group("n") or not what.lower().endswith("reserves")):
            # target cards of a Reserve: an opponent's (not a 2v2 partner's), any other player's, its controller's, or
            # any ("in Reserve", no owner said: every player's, as elsewhere)
            whose = {"any player's": "a", "": "a"}.get((r.group("whose") or "").lower(), (r.group("whose") or "").lower())
            st = r.group("st").strip("[] ").lower() + " " if r.group("st") else ""
            return {m.group("verb").lower(): f"{'up to ' + str(number(r.group('n'))) + ' ' if r.group('n') else ''}target {st}card in {whose} reserve"}
        r = re.fullmatch(r"up to (?P<n>two|three|four|[2-4]) (?:\[\[(?:exhausted|ready)\]\] |exhausted |ready )?"
                         r"(?P<kind>card|character|spell|permanent)s in (?P<whose>a |any |your )?reserves?", what, re.I)
        if r and (r.group("kind").lower() == "card" or (r.group("whose") or "").strip().lower() == "your"):
            # cards of any Reserve ("in Reserve", no owner said: every player's), or of its controller's (of a type), chosen as
            # the step resolves, none to N (6.1.g); only a ready one can be exhausted, an exhausted one readied (an object does
            # not gain a status it has, published game v5.0 2.4.1.f)
            verb = m.group("verb").lower()
            where = "your reserve" if (r.group("whose") or "").strip().lower() == "your" else "a reserve"
            kind = r.group("kind").lower()
            return {verb: {"choose": f"{'a ready' if verb == 'exhaust' else 'an exhausted'} {kind} in {where}",
                           "count": number(r.group("n")), "up to": True}}
        r = re.fullmatch(r"(?:another )?target (?:\[\[exhausted\]\] |exhausted )?(?P<kind>character|permanent|spell|[A-Z][a-z]+) in (?:your )?reserve",
                         what, re.I)
        if r and (r.group("kind").lower() in ("character", "permanent", "spell") or r.group("kind").lower() not in _NOT_A_SUBTYPE):
            # one target card of that type or sub-type in a Reserve ("in Reserve": any player's), as a target card there is
            return {m.group("verb").lower(): selector(what)}
        r = re.fullmatch(r"(?:each|all) (?:(?P<st>\[\[(?:exhausted|ready)\]\] |exhausted |ready )?)(?P<kind>card|character|spell|permanent)s? "
                         r"in your reserve", what, re.I)
        if r:  # every card of its player's Reserve (of a type): those the step changes, a ready one exhausted, an
            # exhausted one readied (an object does not gain a status it has, published game v5.0 2.4.1.f)
            verb = m.group("verb").lower()
            return {verb: f"each {'ready' if verb == 'exhaust' else 'exhausted'} {r.group('kind').lower()} in your reserve"}
        if re.search(r"reserve|mana", what, re.I):
            raise Missing("exhausting or readying cards in a Reserve or Mana zone, other than a target card")
        sel = selector(what)
        some = re.fullmatch(r"up to (?P<n>\d) (?P<other>other )?(?P<rest>(?:character|permanent|landmark|token)\b.*)", sel)
        if some:  # chosen as it resolves among those it changes: an exhausted one readied, a ready one exhausted (v5.0 2.4.1.f)
            sel = f"up to {some.group('n')} {some.group('other') or ''}{'exhausted' if m.group('verb').lower() == 'ready' else 'ready'} {some.group('rest')}"
        return {m.group("verb").lower(): sel}
    m = re.match(r"^(?P<who>.+?) switch(?:es)? expeditions?$", s, re.I)
    if m:
        return {"switch expeditions": selector(m.group("who"))}
    m = re.fullmatch(r"(?:move (?P<a>.+?) to your other expedition|(?P<b>.+?) (?:switches|moves) to your other expedition)", s, re.I)
    if m and re.search(r"\byou control\b|^me$", m.group("a") or m.group("b"), re.I):
        # one of its controller's own, to their other expedition: switching expeditions (7.3.22.a)
        return {"switch expeditions": selector(m.group("a") or m.group("b"))}
    m = re.fullmatch(r"place\sone\sof\smy\s(?:terrain\s)?markers\s(?:on|to)\s(?P<at>my region|target visible region)", s, re.I)
    if m:  # one of the Terrain Markers a Hero holds ("I begin the game with one {V} ... Terrain Marker"), its choice
        return {"place one of my markers": {"at": m.group("at").lower()}}
    m = re.fullmatch(r"(?P<verb>place|move) an? (?P<t>(?:\{[VMO]\}\s*)+) terrain marker (?P<from>from any region )?(?:on|to) (?P<at>my region|target visible region)", s, re.I)
    if m and (m.group("verb").lower() == "move") == bool(m.group("from")) \
            and (m.group("verb").lower() == "place" or m.group("at").lower() == "my region"):  # v5.0 3.2.1.d, 7.3.23
        terrains = [_TERRAINS[t.upper()] for t in re.findall(r"\{[VMO]\}", m.group("t"), re.I)]
        if len(set(terrains)) != len(terrains):
            raise Missing("a Terrain Marker the translator cannot read")
        key = "at" if m.group("verb").lower() == "place" else "to"
        return {f"{m.group('verb').lower()} terrain marker": {"terrains": terrains, key: m.group("at").lower()}}
    if re.fullmatch(r"choose (?:your hero or companion expedition|one of your expeditions)", s, re.I):
        return {"choose expedition": "one of your expeditions"}  # the steps after it say "that expedition"
    if re.fullmatch(r"(?:you )?(?:play|take) another turn(?: after this one)?", s, re.I):
        return {"play another turn": {}}  # once this turn ends, its controller takes the next one too
    if re.fullmatch(r"(?:you )?become (?:the )?first player", s, re.I):  # 4.2.1.b: the first player from now
        return {"become first player": {}}
    m = re.fullmatch(r"(?:take|gain) control of (?P<what>.+?), putting it in my expedition if it(?:'s| is) an expedition permanent", s, re.I)
    if m:  # in the object's own expedition rather than one its controller chooses; a Landmark stays a Landmark
        return {"take control": {"object": _token_permanent(selector(m.group("what"))), "in": "my expedition"}}
    m = re.fullmatch(r"(?:take|gain) control of (?P<what>.+)", s, re.I)
    if m:  # to one of your expeditions, or your Landmarks (v5.0 7.3.40)
        return {"take control": selector(m.group("what"))}
    m = re.match(r"^(?P<exp>.+?) \[?ascends?\]?$", s, re.I)
    if m:  # the expedition gains Ascended (v5.0 7.3.3.a)
        return {"ascend": expedition(m.group("exp"))}
    m = re.match(r"^(?P<who>.+?) (?:\[)?defects?(?:\])?$", s, re.I)
    if m:  # goes to the expedition facing it (v5.0 7.3.6.a)
        return {"defect": selector(m.group("who"))}
    m = re.fullmatch(r"its controller moves their other expedition (?P<dir>forward|backwards?)(?: one region)?", low)
    if m:  # after a move of one expedition, whoever's: the other one of that expedition's player (checked at load)
        return {f"move {m.group('dir').rstrip('s')}": "the other expedition of its controller"}
    m = re.match(r"^(?:your expeditions|both of your expeditions|each of your expeditions) (?:each )?move (?P<dir>forward|backwards?)(?: one region)?$", low)
    if m:  # both of its controller's, one atomic action each
        return {f"move {m.group('dir').rstrip('s')}": "each of your expeditions"}
    m = re.match(r"^(?P<exp>.+?) moves (?P<dir>forward|backwards?)(?: one region)?$", low) \
        or re.match(r"^move (?P<exp>.+?) (?P<dir>forward|backwards?)(?: one region)?$", low)
    if m:
        return {f"move {m.group('dir').rstrip('s')}": _other_said(m.group("exp"))}
    m = re.match(r"^(?P<first>starting with you, )?each player (?P<rest>.+)$", s, re.I)
    if m:  # "Each player puts ..., then draws ...": each, in turn, as if "you"
        inner = [st for part in _then(m.group("rest")) for st in steps_of(_second_person(part))]
        return {"each player": inner, **({"starting with you": True} if m.group("first") else {})}
    m = re.match(r"^each opponent (?P<rest>.+)$", s, re.I)
    if m:  # "Each opponent sacrifices a Character": each of them, as if "you", in initiative order
        inner = [st for part in _then(m.group("rest")) for st in steps_of(_second_person(part))]
        return {"each opponent": inner}
    m = re.match(r"^(?:its|their) controller (?P<rest>may .+)$", s, re.I)
    if m:  # "Its controller may draw a card": whose the one target of the step before was (v5.0 2.1.h; _their_controller),
        # their own choice as if they controlled the step (6.1.g: the player who would perform it)
        inner = [st for part in _then(m.group("rest")) for st in steps_of(_second_person(part))]
        return {"their controller": inner}
    m = re.match(r"^my owner (?P<rest>.+)$", s, re.I)
    if m:  # "My owner creates ...": what the owner of the object does, as if they controlled the step (v5.0 1.1.3.c)
        inner = [st for part in _then(m.group("rest")) for st in steps_of(_second_person(part))]
        return {"my owner": inner}
    m = re.match(r"^target (?P<who>opponent|player) (?P<rest>.+)$", s, re.I)
    if m:  # "Target opponent sacrifices a Character": what that player does, as if they controlled the
        # step (5.2.3.b: a target player; "you" would be the card's controller: not said this way)
        inner = [st for part in _chosen_then(_then(m.group("rest"))) for st in steps_of(_second_person(part))]
        return {f"target {m.group('who').lower()}": inner}
    raise Missing(f"a step the language does not have yet ({_verb(s)})")


_CHOOSES_EXPEDITION = re.compile(r"^chooses? (?:their|your) hero or companion expedition$|^chooses? one of (?:their|your) expeditions$", re.I)


def _chosen_then(parts: list[str]) -> list[str]:
    """"chooses their Hero or Companion Expedition, then sacrifices all Characters in it": "it"
    after that choice is the expedition chosen (`that expedition`)."""
    out, chosen = [], False
    for part in parts:
        if chosen:
            part = re.sub(r"\bin it$", "in that Expedition", part)
            part = re.sub(r"\b(Characters?|Permanents?) in it\b", r"\1 in that Expedition", part)  # "sends all Characters in it to Reserve"
        chosen = chosen or bool(_CHOOSES_EXPEDITION.match(part.strip()))
        out.append(part)
    return out


def _token_permanent(sel: str) -> str:
    """"putting it in my Expedition if it's an Expedition Permanent" says a Permanent is taken: a
    Permanent target only ("target token Permanent", "target Permanent with Base Cost {2} or less")."""
    if not re.fullmatch(r"(?:another )?target (?:token )?permanent(?: with (?:hand|base) cost \d{1,2} or (?:less|more))?", sel):
        raise Missing("an object taken into my expedition other than a target Permanent")
    return sel


def _second_person(part: str) -> str:
    """"puts the top card of their deck in their Mana zone" -> "put the top card of your deck in
    your Mana zone": what each player does, said to that player."""
    words = part.split()
    if not words:
        raise Missing("a step the language does not have yet ('each')")
    if _CHOOSES_EXPEDITION.match(part.strip()):  # one of that player's own expeditions, chosen as it resolves (6.1.g)
        return "Choose one of your Expeditions"
    if re.search(r"\b(?:you|your|me|my|i|i'm)\b", part, re.I):
        # "you" in another player's step is the card's controller, not that player: not said as theirs
        raise Missing("another player's step that names you or me")
    i = 1 if words[0].lower() == "may" else 0
    if i < len(words) and words[i].lower().endswith("s") and words[i].lower() not in ("is", "has"):
        words[i] = words[i][:-1]
    out = " ".join(words)
    out = re.sub(r"\btheir\b", "your", out)
    out = re.sub(r"\bthey control\b", "you control", out)
    if re.search(r"\b(?:they|them|each|chooses?)\b", re.sub(r"\bin each of your expeditions\b", "", out, flags=re.I), re.I):
        raise Missing("a step the language does not have yet ('each')")
    return ("you " + out) if i else out[:1].upper() + out[1:]


def _next_card(m) -> dict:
    """"The next [kind] you play [from your Hand] this turn [with Hand Cost N or less] [does]"."""
    what = m.group("what")
    out: dict = {"type": what.lower()} if what.lower() in ("character", "spell", "permanent", "card") else {"subtype": what}
    if m.group("src"):
        out["from"] = m.group("src").lower()
    if m.group("until").lower() != "turn":  # "this Afternoon", "this Day": as long (the later sets' words)
        out["until"] = m.group("until").lower()
    if m.group("most"):
        out["hand cost max"] = int(m.group("most"))
    if m.group("base"):  # its Base Cost as it is played (v5.0 2.2.9.b)
        out["base cost max"] = int(m.group("base"))
    if m.group("zero"):
        if out.get("type") != "character":  # only Characters have statistics (2.2.9.c)
            raise Missing("an effect with a duration")
        out["base statistic 0"] = True
    if m.group("in"):  # in a terrain, or in the expedition of the object whose ability it is
        out["in"] = "my expedition" if m.group("in").lower() == "my expedition" else _TERRAINS[m.group("in").upper()]
    does = m.group("does").lower()
    d = re.fullmatch(rf"gains (\w+) boosts?(?: and {_STATUS_WORD})?", does)
    if d:  # "gains 1 boost and [[Asleep]]": both, as it resolves
        out["gains boosts"] = number(d.group(1))
        if d.group(2):
            out["gains status"] = d.group(2)
        return out
    d = re.fullmatch(rf"(gains|loses) {_STATUS_WORD}", does)
    if d:
        out["gains status" if d.group(1) == "gains" else "loses status"] = d.group(2)
        return out
    d = re.fullmatch(r"costs \{(\d)\} less", does)
    if d and out.get("in"):  # the engine reckons costs before the expedition is declared
        raise Missing("a cost change for a card played in a terrain, which the language does not have yet")
    if d:
        out["costs less"] = int(d.group(1))
        return out
    d = re.fullmatch(r"activates (one of )?its (\{[jhr]\}) abilities(?:,? then gains (\w+) boosts?)?", does)
    if d:  # "one of": of several, the one its controller chooses (v5.0 7.3.1.b); "then gains 1 boost": an
        # Emblem-Reaction beside the reactions it activates, all ordered by its player (v5.0 5.2.d, 6.3.b)
        out["activates"] = _SYMBOL_TRIGGERS[d.group(2).upper()]
        if d.group(1):
            out["activates one"] = True
        if d.group(3):
            out["gains boosts"] = number(d.group(3))
        return out
    raise Missing("an effect with a duration")


def _verb(sentence: str) -> str:
    """The verb of a sentence the grammar does not read, as one word of our own vocabulary."""
    word = re.sub(r"[^a-z]", "", sentence.split()[0].lower()) if sentence.split() else ""
    return f"'{word}'" if word in _VERBS_SEEN else "an unknown verb"


# Verbs the published cards use that the language has no step for yet (what `missing` may name).
_VERBS_SEEN = {"exchange", "activate", "put", "reveal", "look", "play", "immediately", "give", "roll", "return",
               "resupply", "exhaustedresupply", "sabotage", "each", "target", "your", "i", "for", "pay", "move",
               "discard", "switch", "gain", "lose", "create", "draw", "send", "ready", "exhaust", "sacrifice", "swap"}

_COUNTED = r"(?P<what>Characters|Permanents|Landmarks|tokens|[A-Z][a-z]+s)"
_STATUS = r"(?:(?:\[\[?)?(?P<status>Exhausted|Asleep|Anchored|Boosted|Fleeting|Completed)(?:\]\]?)? )?"
_NOT_A_SUBTYPE = {"character", "permanent", "landmark", "token", "spell", "card", "hero"}

_COMPARED_WHO = r"you|an opponent|each opponent|target opponent|your opponent|each of your opponents|all of your opponents"
_COMPARED_WHAT = {r"cards in (?:your |their )?hand": "cards in hand", r"cards in (?:your |their )?reserve": "cards in reserve",
                  r"cards in (?:your |their )?landmarks": "cards in landmarks", r"cards in (?:your |their )?discard pile": "cards in discard pile",
                  r"mana orbs": "mana orbs", r"characters(?: in play| in (?:your|their) expeditions)?": "characters",
                  r"permanents": "permanents", r"landmarks": "landmarks", r"tokens": "tokens"}
_COMPARISON = re.compile(rf"^if (?P<a>{_COMPARED_WHO}) (?:has|have|controls?) (?P<op>more|fewer|less|as many|at least as many|no more|"
                         rf"the same number of) (?P<what>{'|'.join(_COMPARED_WHAT)}) (?:than|as) (?P<b>{_COMPARED_WHO}|they do|you do)$", re.I)
def _an_opponent(who: str) -> str:
    """"your opponent" is each of its controller's opponents (the 2v2 and Free for All pages' clarifications;
    with two players, the one there is), as "each of your opponents" is."""
    return {"your opponent": "each opponent", "each of your opponents": "each opponent",
            "all of your opponents": "each opponent"}.get(who.lower(), who.lower())


_TURNED = {"more": "fewer", "fewer": "more", "as many": "as many", "at least as many": "no more", "no more": "at least as many"}


def _compared(m: re.Match) -> str:
    """The language's comparison (judge/words.py): its controller's count first."""
    a, b = m.group("a").lower(), m.group("b").lower()
    op = {"less": "fewer", "the same number of": "as many"}.get(m.group("op").lower(), m.group("op").lower())
    what = next(v for k, v in _COMPARED_WHAT.items() if re.fullmatch(k, m.group("what"), re.I))
    if b in ("they do", "you do"):
        raise Missing("a condition the language does not have yet")
    a, b = _an_opponent(a), _an_opponent(b)
    if (a == "you") == (b == "you"):
        raise Missing("a condition the language does not have yet")  # two opponents compared, or you with you
    if b == "you":  # said from the opponent's side: the other way round
        a, b, op = b, a, _TURNED[op]
    verb = "control" if what in ("characters", "permanents", "landmarks", "tokens") else "have"
    return f"you {verb} {op} {what} " + ("as" if op.endswith("as many") else "than") + f" {b}"


_CONDITION = [
    (re.compile(r"^if there is no character facing that expedition$", re.I), lambda m: "there is no character facing that expedition"),
    # either of its controller's expeditions in a region of that type; neither, negated (judge/conditions.py _yours_in)
    (re.compile(r"^if (?:(?P<one>one|either|at least one) of your expeditions is|(?P<no>neither|none) of your expeditions (?:is|are)) in (?P<t>\{[VMO]\})$", re.I),
     lambda m: f"{'not ' if m.group('no') else ''}one of your expeditions is in {_TERRAINS[m.group('t').upper()]}"),
    # the Characters of the object's expedition against the one facing it (judge/conditions.py _outnumber)
    (re.compile(r"^if (?:my expedition has (?P<c>more|fewer) characters than|there are (?P<d>more|fewer) characters in my expedition than in"
                r"|my expedition has (?P<e>as many) characters as) the expedition facing (?:it|me)$", re.I),
     lambda m: f"my expedition has {(m.group('c') or m.group('d') or m.group('e')).lower()} characters "
               f"{'as' if m.group('e') else 'than'} the expedition facing it"),
    (re.compile(rf"^if you control (?P<n>two|three|four|five|\d) or more (?P<other>other )?{_STATUS}{_COUNTED}$", re.I),
     lambda m: f"you control {number(m.group('n'))} or more {m.group('other') or ''}{_status(m)}{_counted(m.group('what'))}"),
    (re.compile(rf"^if you control (?:an?|one or more) (?P<other>other )?{_STATUS}(?P<what>Characters?|Permanents?|Landmarks?|tokens?|[A-Z][a-z]+)$", re.I),
     lambda m: f"you control a {m.group('other') or ''}{_status(m)}{_counted(m.group('what'), one=True)}"),
    (re.compile(r"^(?i:if you control) (?:(?P<other>another) |an? )(?P<a>[A-Z][a-z]+) (?i:or an?) (?P<b>[A-Z][a-z]+)$"),
     lambda m: f"you control {'another ' + m.group('a') if m.group('other') else _a(m.group('a'))} or {_a(m.group('b'))}"
     if m.group("a").lower() not in _NOT_A_SUBTYPE and m.group("b").lower() not in _NOT_A_SUBTYPE else _no_condition()),
    (re.compile(r"^if (?:you are|you're) (?:the )?first player$", re.I), lambda m: "you are the first player"),
    # the first player is a player of one side or the other (2v2: either partner, the 2v2 page)
    (re.compile(r"^if (?:your|an) opponent is (?:the )?first player$", re.I), lambda m: "not you are the first player"),
    (re.compile(r"^if (?P<another>another|a) card in your expeditions or (?:your )?reserve has an? \{D\} ability$", re.I),
     lambda m: f"{m.group('another').lower()} card in your expeditions or reserve has a support ability"),
    # what happened this turn or day (judge/state.py: GameState.history)
    (re.compile(r"^if an? \{D\} ability (?:was|has been) activated this (?P<when>turn|day)$", re.I),
     lambda m: f"a support ability was activated this {m.group('when').lower()}"),
    (re.compile(r"^if an? \{T\} ability (?:was|has been) activated this (?P<when>turn|day)$", re.I),
     lambda m: f"an ability costing exhaust me was activated this {m.group('when').lower()}"),
    (re.compile(r"^if you discarded a card from your hand(?P<res> or (?:your )?reserve)? this (?P<when>turn|day)$", re.I),
     lambda m: f"you discarded a card from your hand{' or reserve' if m.group('res') else ''} this {m.group('when').lower()}"),
    (re.compile(r"^if you(?: have)? played an? (?P<type>card|character|spell|permanent) this (?P<when>turn|day)$", re.I),
     lambda m: f"you played a {m.group('type').lower()} this {m.group('when').lower()}"),
    (re.compile(r"^if you(?:'ve| have)? played (?P<n>two|three|four|five|\d) or more (?P<type>card|character|spell|permanent)s this (?P<when>turn|day)$",
                re.I),
     lambda m: f"you played {number(m.group('n'))} or more {m.group('type').lower()}s this {m.group('when').lower()}"),
    # one of its controller's Characters with that many boosts or more (2.4.4.a)
    (re.compile(r"^if (?:you control (?:a|an(?P<o1>other)) character with|(?:a|an(?P<o2>other)) character you control has) "
                r"(?P<n>two|three|four|five|\d) or more boosts$", re.I),
     lambda m: f"you control {'another' if m.group('o1') or m.group('o2') else 'a'} character with {number(m.group('n'))} or more boosts"),
    (re.compile(r"^if you control (?P<k>two|three|four|five|\d) or more characters(?: that have| with) (?P<n>one|two|three|four|five|\d) or more boosts$",
                re.I),
     lambda m: f"you control {number(m.group('k'))} or more characters with {number(m.group('n'))} or more boosts"),
    # a Spell's own effect: where it was played from
    (re.compile(r"^if (?:i was played|you played me|i've been played|i have been played) from (?:your |the )?(?P<z>hand|reserve)$", re.I),
     lambda m: f"i was played from your {m.group('z').lower()}"),
    # a Character in each of its controller's expeditions (a Gigantic one is in both, 7.4.3.b)
    (re.compile(r"^if you control (?:a|at least one) character in each of your expeditions$", re.I),
     lambda m: "each of your expeditions has 1 or more characters"),
    # which of its controller's expeditions moved forward this day (by Progress or an effect, v5.0 7.3.25)
    (re.compile(r"^if (?P<which>both of your expeditions|one of your expeditions|my expedition|your hero expedition|your companion expedition) "
                r"(?:has |have )?moved forward this day$", re.I),
     lambda m: f"{m.group('which').lower()} moved forward this day"),
    (re.compile(r"^if both of your expeditions have moved forward this day$", re.I), lambda m: "both of your expeditions moved forward this day"),
    # each of its controller's expeditions holds that many Characters ("you control Characters in both of your Expeditions": one)
    (re.compile(r"^if each of your expeditions (?:has|contains) (?P<n>two|three|four|\d) or more characters$", re.I),
     lambda m: f"each of your expeditions has {number(m.group('n'))} or more characters"),
    (re.compile(r"^if (?:you control characters in both of your expeditions|there are characters in both of your expeditions"
                r"|each of your expeditions (?:has|contains) a character|neither of your expeditions is empty)$", re.I),
     lambda m: "each of your expeditions has 1 or more characters"),
    # that many {D} abilities activated this turn or day: anyone's, or its controller's own ("you activated")
    (re.compile(r"^if (?P<n>two|three|four|five|\d) or more \{D\} abilities (?:were|have been) activated this (?P<when>turn|day)$", re.I),
     lambda m: f"{number(m.group('n'))} or more support abilities were activated this {m.group('when').lower()}"),
    (re.compile(r"^if you(?:'ve| have)? activated (?P<n>two|three|four|five|\d) or more \{D\} abilities this (?P<when>turn|day)$", re.I),
     lambda m: f"you activated {number(m.group('n'))} or more support abilities this {m.group('when').lower()}"),
    (re.compile(r"^if you(?:'ve| have)? rolled (?:a die|one or more dice) this (?P<when>turn|day)$", re.I),
     lambda m: f"you rolled a die this {m.group('when').lower()}"),
    # what its player sacrificed this turn or day (v5.0 7.3.36: only its controller sacrifices an object)
    (re.compile(r"^if you(?: have)? sacrificed an? (?P<type>character|permanent|token) this (?P<when>turn|day)$", re.I),
     lambda m: f"you sacrificed a {m.group('type').lower()} this {m.group('when').lower()}"),
    (re.compile(r"^if an? (?P<type>character|permanent|token) you control was sacrificed this (?P<when>turn|day)$", re.I),
     lambda m: f"you sacrificed a {m.group('type').lower()} this {m.group('when').lower()}"),
    (re.compile(r"^if (?:you have an empty expedition|one of your expeditions (?:is empty|has no characters))$", re.I),
     lambda m: "one of your expeditions has no characters"),
    (re.compile(r"^if your discard pile has (?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) or more cards$", re.I),
     lambda m: f"you have {number(m.group('n'))} or more cards in discard"),
    (re.compile(r"^if (?:i'm|i am) not \[?\[?boosted\]?\]?$", re.I), lambda m: "i have no boosts"),
    (re.compile(r"^if you(?:'ve| have)? played an? (?P<sub>[A-Z][a-z]+) this (?P<when>turn|day)$", re.I),
     lambda m: f"you played a {m.group('sub')} this {m.group('when').lower()}" if m.group("sub")[0].isupper()
     and m.group("sub").lower() not in ("character", "spell", "permanent", "card") else _no_condition()),
    # that many cards of a sub-type (2.2.2.n): "two or more Soldiers"
    (re.compile(r"^if you(?:'ve| have)? played (?P<n>two|three|four|five|\d) or more (?P<sub>[A-Z][a-z]+) this (?P<when>turn|day)$", re.I),
     lambda m: f"you played {number(m.group('n'))} or more {_one_of(m.group('sub'))} cards this {m.group('when').lower()}"
     if m.group("sub")[0].isupper() and m.group("sub").lower() not in ("characters", "spells", "permanents", "cards") else _no_condition()),
    (re.compile(r"^if there(?:'s| is) an? (?:\[\[)?exhausted(?:\]\])? card in your reserve$", re.I),
     lambda m: "you have 1 or more exhausted cards in reserve"),
    (re.compile(r"^if (?:i'm|i am) (?P<no>not )?in a single-terrain region$", re.I),  # its region has one type only (v5.0 3.2.1)
     lambda m: f"i am {m.group('no') or ''}in a single-terrain region"),
    (re.compile(r"^if (?:there are )?(?P<n>two|three|four|five|\d) or more single-terrain regions are visible$", re.I),
     lambda m: f"{number(m.group('n'))} or more single-terrain regions are visible"),
    (re.compile(r"^if an opponent controls (?P<n>two|three|four|five|six|\d) or more (?P<w>characters|permanents|tokens)$", re.I),
     lambda m: f"an opponent controls {number(m.group('n'))} or more {m.group('w').lower()}"),
    (re.compile(r"^if an opponent controls an? (?P<w>character|permanent|token)$", re.I),
     lambda m: f"an opponent controls 1 or more {m.group('w').lower()}s"),
    # alone in its expedition: no other of its controller's Characters there (a Gigantic one's: both, 7.4.3.f)
    (re.compile(r"^if (?:there (?:are|is) no other characters? in my expedition|(?:i'm|i am) the only character in my expedition"
                r"|(?:i'm|i am) alone in my expedition)$", re.I),
     lambda m: "not there are 1 or more of: other character in my expedition"),
    (re.compile(r"^if the expedition facing me (?:has no characters|is empty)$", re.I), lambda m: "the expedition facing me has no characters"),
    (re.compile(r"^if your (?P<z>reserve|hand) has (?P<n>\w+) or more cards$", re.I),
     lambda m: f"you have {number(m.group('n'))} or more cards in {m.group('z').lower()}"),
    (re.compile(r"^if there are no other cards in your (?P<z>hand|landmarks)$", re.I),
     lambda m: f"not you have another card in {m.group('z').lower()}"),
    (re.compile(r"^if there are no (?P<w>cards|characters|spells|permanents|tokens) in your (?P<z>hand|reserve|landmarks)$", re.I),
     lambda m: f"not you have 1 or more {m.group('w').lower()} in {m.group('z').lower()}"),
    (re.compile(r"^if you control another (?P<what>[A-Z][a-z]+)$", re.I),
     lambda m: f"you control a other {_counted(m.group('what'), one=True)}" if m.group("what")[0].isupper() else _no_condition()),
    (re.compile(r"^if (?:i'm|i am) not in (?P<t>\{[VMO]\})$", re.I), lambda m: f"i am not in {_TERRAINS[m.group('t').upper()]}"),
    (re.compile(r"^if (?:i'm|i am|i was) not \[\[fleeting\]\]$", re.I), lambda m: "i am not fleeting"),
    (re.compile(r"^if (?:i'm|i am|i was) \[\[fleeting\]\]$", re.I), lambda m: "i am fleeting"),
    (re.compile(r"^if my expedition is (?P<how>behind|ahead|tied)$", re.I), lambda m: f"my expedition is {m.group('how').lower()}"),
    # the later sets' Ascended expeditions and In Contact (v5.0 2.4.3, 7.5.9)
    (re.compile(r"^if (?:i'm|i am) in an \[?\[?ascended\]?\]? expedition$", re.I), lambda m: "i am in an ascended expedition"),
    (re.compile(r"^if (?:one or more|at least one|one) of your expeditions (?:is|are) \[?\[?ascended\]?\]?$", re.I),
     lambda m: "one of your expeditions is ascended"),
    (re.compile(r"^if (?:i'm|i am) (?P<not>not )?\[?in contact\]?$", re.I), lambda m: f"i am {m.group('not') or ''}in contact"),
    # "my Expedition is In Contact": the object is In Contact when its expedition is (v5.0 7.5.9.b)
    (re.compile(r"^if my expedition is (?P<not>not )?\[?in contact\]?$", re.I), lambda m: f"i am {m.group('not') or ''}in contact"),
    # "my Expedition is Ascended": the object is in an Ascended expedition (v5.0 2.4.3)
    (re.compile(r"^if my expedition is \[?\[?ascended\]?\]?$", re.I), lambda m: "i am in an ascended expedition"),
    (re.compile(r"^if you control (?P<n>two|\d) or more expeditions \[?in contact\]?$", re.I),
     lambda m: f"there are {number(m.group('n'))} or more of: expedition in contact you control"),
    (re.compile(r"^if (?:one or more|at least one|one|either) of your expeditions (?:is|are) \[?in contact\]?$", re.I),
     lambda m: "there are 1 or more of: expedition in contact you control"),
    (re.compile(r"^if (?:both|each) of your expeditions (?:are|is) \[?\[?ascended\]?\]?$", re.I),
     lambda m: "each of your expeditions is ascended"),
    (re.compile(r"^if (?:i'm|i am|i was) (?P<not>not )?\[\[(?P<s>anchored|asleep|exhausted)\]\]$", re.I),
     lambda m: f"i am {m.group('not') or ''}{m.group('s').lower()}"),  # "I was": as it was when the event happened (v5.0 6.3.j)
    (re.compile(r"^if i was (?P<not>not )?\[\[boosted\]\]$", re.I),  # Boosted: with a boost (2.4.4.a), as it moved (v5.0 6.3.j)
     lambda m: f"{'not ' if m.group('not') else ''}i had 1 or more boosts"),
    (re.compile(r"^if (?:each of your expeditions is|both of your expeditions are|your expeditions are both) behind or tied$", re.I),
     lambda m: "each of your expeditions is behind or tied"),
    # behind, tied or ahead, one of the three (v5.0 7.5.2): behind or tied is not ahead
    (re.compile(r"^if my expedition is behind or tied$", re.I), lambda m: "not my expedition is ahead"),
    (re.compile(r"^if my expedition is (?P<a>behind|ahead|tied) or (?P<b>behind|ahead|tied)$", re.I),
     lambda m: f"not my expedition is {_third(m.group('a'), m.group('b'))}"),
    # both of its controller's expeditions, or either (v5.0 7.5.2); two of the three is not the third
    (re.compile(r"^if (?:(?:each|both) of your expeditions (?:is|are)|your expeditions are both|both your expeditions are) "
                r"(?P<a>behind|ahead|tied)(?: or (?P<b>behind|ahead|tied))?$", re.I),
     lambda m: f"each of your expeditions is {m.group('a').lower()}" if not m.group("b") else
     f"not one of your expeditions is {_third(m.group('a'), m.group('b'))}"),
    (re.compile(r"^if (?:one|either|at least one|one or more) of your expeditions (?:is|are) (?P<a>behind|ahead|tied)(?: or (?P<b>behind|ahead|tied))?$", re.I),
     lambda m: f"one of your expeditions is {m.group('a').lower()}" if not m.group("b") else
     f"not each of your expeditions is {_third(m.group('a'), m.group('b'))}"),
    (re.compile(r"^if (?:i'm|i am) in (?:your|my controller's) (?P<e>hero|companion) expedition$", re.I),
     lambda m: f"i am in your {m.group('e').lower()} expedition"),
    # one of its controller's two expeditions named (3.2.4.b) standing against the one facing it (v5.0 7.5.2); the
    # expedition facing mine ahead is mine behind
    (re.compile(r"^if your (?P<e>hero|companion) expedition is (?P<a>behind|ahead|tied)(?: or (?P<b>behind|ahead|tied))?$", re.I),
     lambda m: f"your {m.group('e').lower()} expedition is {m.group('a').lower()}" if not m.group("b") else
     f"not your {m.group('e').lower()} expedition is {_third(m.group('a'), m.group('b'))}"),
    # "adjacent": no region between them (the cards' own reminder of Tough X: "If they are adjacent, X equals 0")
    (re.compile(r"^if your hero and companion expeditions are (?P<not>not )?adjacent$", re.I),
     lambda m: f"{'' if m.group('not') else 'not '}there are 1 or more of: region between your expeditions"),
    (re.compile(r"^if the expedition facing me is (?P<a>behind|ahead|tied)$", re.I),
     lambda m: f"my expedition is {dict(ahead='behind', behind='ahead', tied='tied')[m.group('a').lower()]}"),
    (re.compile(r"^if (?:neither|none) of your expeditions (?:is|are) (?P<a>behind|ahead|tied)$", re.I),
     lambda m: f"not one of your expeditions is {m.group('a').lower()}"),
    (re.compile(r"^if its expedition is (?P<how>behind|ahead|tied)$", re.I), lambda m: f"its expedition is {m.group('how').lower()}"),
    # the boosts on what "it" names (the object the step before acted on), as the condition is checked
    (re.compile(r"^if it has (?P<n>\d{1,2}|one|two|three|four|five) or (?P<c>more|fewer|less) boosts$", re.I),
     lambda m: f"it has {number(m.group('n'))} or {'more' if m.group('c').lower() == 'more' else 'less'} boosts"),
    (re.compile(r"^if (?:it's|it is) in (?P<t>\{[VMO]\})$", re.I), lambda m: f"it is in {_TERRAINS[m.group('t').upper()]}"),
    # after a step that moved it: where it was (v5.0 2.1.h), as the engine noted it leaving
    (re.compile(r"^if it (?P<not>wasn't|was not|was) in (?P<t>\{[VMO]\})$", re.I),
     lambda m: f"{'not ' if m.group('not').lower() != 'was' else ''}it was in {_TERRAINS[m.group('t').upper()]}"),
    (re.compile(r"^if the result is (?P<n>[1-9])(?P<more> or (?:more|less))?$", re.I),
     lambda m: f"the result is {m.group('n')}{m.group('more').lower() if m.group('more') else ''}"),
    (re.compile(r"^if you do$", re.I), lambda m: "you did"),
    # after a step that played a card: where it was played from (an effect may play from Hand or Reserve)
    (re.compile(r"^if (?:it (?:was|is) |it's )?played from (?:your )?(hand|reserve)$", re.I), lambda m: f"it was played from your {m.group(1).lower()}"),
    (re.compile(r"^if it does$", re.I), lambda m: "it moved"),  # after a step moving one expedition (checked where it is used)
    (re.compile(r"^if you (?:don't|do not)$", re.I), lambda m: "not you did"),
    # after "Target opponent may X": whether that player did it (checked where it is used)
    (re.compile(r"^if they do$", re.I), lambda m: "they did"),
    (re.compile(r"^if they (?:don't|do not)$", re.I), lambda m: "not they did"),
    (re.compile(r"^if you (?:can't|cannot)$", re.I), lambda m: "you could not"),
    (re.compile(r"^if (?:its|the) (?P<kind>hand|base) cost (?:was|is) \{(?P<n>\d{1,2})\} or (?P<cmp>more|less)$", re.I),
     lambda m: f"it had {m.group('kind').lower()} cost {m.group('n')} or {m.group('cmp').lower()}"),
    (re.compile(r"^if you control an? \[\[(?P<a>\w+)\]\] character, another \[\[(?P<b>\w+)\]\] character and yet another "
                r"\[\[(?P<c>\w+)\]\] character$", re.I),
     lambda m: f"you control three different characters: {m.group('a').lower()}, {m.group('b').lower()} and {m.group('c').lower()}"),
    (re.compile(r"^if (?:it's|it is) \[\[(?P<s>asleep|anchored|fleeting|exhausted|boosted)\]\]$", re.I),
     lambda m: f"it is {m.group('s').lower()}"),
    (re.compile(r"^if (?:it's|it is) in a terrain where its base statistic is 0$", re.I),
     lambda m: "it is in a terrain where its base statistic is 0"),
    (re.compile(r"^if (?:you have|there are) (?P<n>\w+) or more base statistics of 0 among characters you control(?P<res>\sand\sin your\sreserve)?$", re.I),
     lambda m: f"you have {number(m.group('n'))} or more base statistics of 0 among "
               f"{'your characters in play and in reserve' if m.group('res') else 'characters you control'}"),
    (re.compile(r"^if you have (?P<n>\w+) or more mana orbs$", re.I), lambda m: f"you have {number(m.group('n'))} or more mana orbs"),
    (re.compile(r"^(?P<how>if|unless) (?:i'm|i am) in (?P<t>\{[VMO]\})$", re.I),
     lambda m: f"i am {'not ' if m.group('how').lower() == 'unless' else ''}in {_TERRAINS[m.group('t').upper()]}"),
    (re.compile(r"^if i have (?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) or more boosts$", re.I),
     lambda m: f"i have {number(m.group('n'))} or more boosts"),
    (re.compile(r"^if i have (?P<n>\d{1,2}) or more (?P<name>[A-Z][a-z]+) counters$", re.I),
     lambda m: f"i have {m.group('n')} or more {m.group('name').lower()} counters"),
    (re.compile(r"^if i have (?:less|fewer) than (?P<n>\d{1,2}) (?P<name>[A-Z][a-z]+) counters$", re.I),
     lambda m: f"i have less than {m.group('n')} {m.group('name').lower()} counters"),
    (re.compile(r"^if (?:it's|it is) an? (?P<t>character|permanent|spell|token)$", re.I), lambda m: f"it is a {m.group('t').lower()}"),
    # of a sub-type, by its card (2.2.2.n), as printed: "If it's a Plant"
    (re.compile(r"^(?i:if (?:it's|it is)) an? (?P<s>[A-Z][a-z]+)$"),
     lambda m: f"it is {_a(m.group('s'))}" if m.group("s").lower() not in _NOT_A_SUBTYPE else _no_condition()),
    (re.compile(r"^if i have (?P<n>\d{1,2}) boosts or less$", re.I), lambda m: f"i have {m.group('n')} boosts or less"),
    (re.compile(r"^if i have no boosts$", re.I), lambda m: "i have no boosts"),
    (re.compile(r"^if i had (?P<n>two|three|four|five|\d{1,2}) or more boosts$", re.I), lambda m: f"i had {number(m.group('n'))} or more boosts"),
    (re.compile(r"^if i have (?:less|fewer) than (?P<n>two|three|four|five|[2-9]) boosts$", re.I),
     lambda m: f"i have {number(m.group('n')) - 1} boosts or less"),
    # "at most N" / "N or less": not N + 1 or more
    (re.compile(r"^if (?:there(?:'s| is| are) at most (?P<a>one|two|three|four|\d) cards? in your (?P<z1>hand|reserve|landmarks)"
                r"|you have at most (?P<b>one|two|three|four|\d) cards? in your (?P<z2>hand|reserve|landmarks)"
                r"|you have (?P<c>one|two|three|four|\d) or (?:less|fewer) cards in your (?P<z3>hand|reserve|landmarks))$", re.I),
     lambda m: f"not you have {number(m.group('a') or m.group('b') or m.group('c')) + 1} or more cards in "
               f"{(m.group('z1') or m.group('z2') or m.group('z3')).lower()}"),
    (re.compile(r"^if (?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) or more characters are in your expeditions$", re.I),
     lambda m: f"you have {number(m.group('n'))} or more characters in your expeditions"),
    (re.compile(r"^if (?:it's|it is) facing me$", re.I), lambda m: "it is facing me"),
    # the card the step before acted on (a target in any Reserve), whose Reserve it is in now
    (re.compile(r"^if (?:it's|it is) in (?P<w>your|an opponent's) reserve$", re.I), lambda m: f"it is in {m.group('w').lower()} reserve"),
    # a card of that name (2.2.3.a) in its controller's Discard pile: "If there's a "Name" in your discard pile"
    (re.compile(r"^(?i:if there(?:'s| is) an?) [\"“](?P<n>[A-Z][A-Za-z'-]{0,30}(?: [A-Za-z'-]{1,30}){0,5})[\"”] in your discard pile$"),
     lambda m: f"there are 1 or more of: card named {m.group('n')} in your discard pile"),
    (re.compile(r"^if you control it$", re.I), lambda m: "you control it"),
    (re.compile(r"^if (?:it's|it is) in an \[?\[?ascended\]?\]? expedition$", re.I), lambda m: "it is in an ascended expedition"),
    # the card a reveal reaction is about, and the die's result its roll noted
    (re.compile(r"^if its hand\scost is\sequal to\sthe die's result$", re.I), lambda m: "its hand cost is equal to the result"),
    # X the die's result, and the target sent by the step before (to the Xth position of a Deck)
    (re.compile(r"^if x is higher\sthan the\shand cost of\sthe target$", re.I), lambda m: "the result is higher than its hand cost"),
    # a die's result: "If the result is 6+" (the engine checks there is a roll to read)
    (re.compile(r"^if the result is (?P<n>\d)\+$", re.I), lambda m: f"the result is {m.group('n')} or more"),
    # "If there are one or more Spells [with Hand Cost {7} or more] in your Reserve": its player's
    (re.compile(r"^if there (?:are|is) (?P<n>one|two|three|\d) or more (?P<what>cards|characters|spells|permanents|tokens)"
                r"(?: with hand cost \{(?P<cost>\d{1,2})\} or more)? in your (?P<zone>reserve|hand)$", re.I),
     lambda m: f"you have {number(m.group('n'))} or more {m.group('what').lower()}"
     f"{f' with hand cost {m.group(3)} or more' if m.group('cost') else ''} in {m.group('zone').lower()}"),
    (re.compile(r"^if you have (?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) or more cards in (?P<zone>reserve|hand|landmarks|your reserve|your hand|your landmarks)$", re.I),
     lambda m: f"you have {number(m.group('n'))} or more cards in {m.group('zone').lower().replace('your ', '')}"),
    (re.compile(r"^if there (?:are|is) (?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) or more cards in your (?P<zone>reserve|hand|landmarks)$", re.I),
     lambda m: f"you have {number(m.group('n'))} or more cards in {m.group('zone').lower()}"),
    (re.compile(r"^if (?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) (?:cards or more|or more cards) are in your "
                r"(?P<zone>reserve|hand|landmarks)$", re.I),
     lambda m: f"you have {number(m.group('n'))} or more cards in {m.group('zone').lower()}"),
    (re.compile(r"^if there (?:are|is) (?P<n>\w+) or more mana orbs in your mana zone$", re.I),
     lambda m: f"you have {number(m.group('n'))} or more mana orbs"),
    (re.compile(r"^if the total (?P<t>\{[VMO]\}) of (?:the )?characters you control is (?P<n>\d{1,2}) or more$", re.I),
     lambda m: f"the total {_TERRAINS[m.group('t').upper()]} of characters you control is {int(m.group('n'))} or more"),
    (re.compile(r"^if the total hand cost of (?:the )?cards in your (?P<zone>landmarks|reserve|hand|discard pile) is \{(?P<n>\d{1,2})\} or more$", re.I),
     lambda m: f"the total hand cost of cards in your {m.group('zone').lower().replace(' pile', '')} is {int(m.group('n'))} or more"),
    # "If there's a Companion in your Expeditions": objects of that sub-type (or type) there
    (re.compile(r"^if there(?:'s| is) an? (?P<sub>[A-Z][a-z]+) in an opponent's expeditions?$", re.I),
     lambda m: f"an opponent has 1 or more {_counted(m.group('sub'))} in their expeditions" if m.group("sub")[0].isupper()
     else _no_condition()),
    (re.compile(r"^if there(?:'s| is) an? (?P<other>other )?(?P<sub>[A-Z][a-z]+) in your expeditions$", re.I),
     lambda m: _in_expeditions(m.group("sub"), 1, m.group("other"))),
    (re.compile(r"^if (?:there(?:'s| is| are)|you have) (?P<n>two|three|four|five|six|\d) or more (?P<other>other )?(?P<sub>[A-Z][a-z]+)s in your expeditions$", re.I),
     lambda m: _in_expeditions(m.group("sub"), number(m.group("n")), m.group("other"))),
    # "If there's a Soldier in your Reserve": a card of that sub-type there (2.2.2.n)
    (re.compile(r"^if there(?:'s| is) an? (?P<sub>[A-Z][a-z]+) in your (?P<zone>reserve|hand|landmarks)$", re.I),
     lambda m: _subtype_in(m.group("sub"), 1, m.group("zone"))),
    (re.compile(r"^if there (?:are|is) (?P<n>two|three|four|five|six|\d) or more (?P<sub>[A-Z][a-z]+)s in your (?P<zone>reserve|hand|landmarks)$", re.I),
     lambda m: _subtype_in(m.group("sub"), number(m.group("n")), m.group("zone"))),
    (re.compile(r"^if your (?P<zone>hand|reserve) is empty$", re.I), lambda m: f"your {m.group('zone').lower()} is empty"),
    (re.compile(r"^if your landmarks are empty$|^if there are no cards in your landmarks$", re.I), lambda m: "your landmarks is empty"),
    (re.compile(r"^if (?:(?:i'm|i am) not facing (?:a|any) characters?|there (?:is|are) no characters? facing me)$", re.I),
     lambda m: "the expedition facing me has no characters"),
    (re.compile(r"^if you (?:don't|do not) control (?:an?|any) (?P<what>[A-Z][a-z]+)$", re.I),
     lambda m: "not " + condition(f"if you control a {m.group('what')}")),
    (re.compile(r"^if you have no cards in (?:your )?(?P<zone>hand|reserve)$", re.I), lambda m: f"your {m.group('zone').lower()} is empty"),
    (re.compile(r"^if your (?P<zone>hand|reserve) (?:isn't|is not) empty$", re.I), lambda m: f"not your {m.group('zone').lower()} is empty"),
    # none of them: not one or more
    (re.compile(r"^if there (?:are|is) no (?P<what>cards?|characters?|spells?|permanents?|tokens?) in your (?P<zone>reserve|hand|landmarks)$", re.I),
     lambda m: f"not you have 1 or more {m.group('what').lower().rstrip('s')}s in {m.group('zone').lower()}"),
    (re.compile(r"^if you (?:control no|don't control any|do not control any) (?P<other>other )?(?P<what>characters?|permanents?|landmarks?|tokens?)$", re.I),
     lambda m: f"not you control a {m.group('other') or ''}{m.group('what').lower().rstrip('s')}"),
    (re.compile(r"^(?i:if you (?:control no|don't control any|do not control any)) (?P<other>(?i:other) )?(?P<sub>[A-Z][a-z]+?)s?$"),
     lambda m: f"not you control a {'other ' if m.group('other') else ''}{m.group('sub')}" if m.group("sub").lower() not in _NOT_A_SUBTYPE
     else _no_condition()),
    (re.compile(r"^if (?:you are|you're) not (?:the )?first player$", re.I), lambda m: "not you are the first player"),
    (re.compile(r"^if my expedition is in (?P<t>\{[VMO]\})$", re.I), lambda m: f"i am in {_TERRAINS[m.group('t').upper()]}"),
    (re.compile(r"^if the expedition facing me has (?P<n>one|two|three|four|\d) or more characters$", re.I),
     lambda m: f"i am facing {number(m.group('n'))} or more characters"),
    (re.compile(r"^if (?:you have|there(?:'s| is)) an? (?P<what>card|character|spell|permanent|token) in your (?P<zone>reserve|hand|landmarks)$", re.I),
     lambda m: f"you have 1 or more {m.group('what').lower()}s in {m.group('zone').lower()}"),
    (re.compile(r"^if (?:there (?:are|is)|you have) (?P<n>one|two|three|four|five|six|\d) or more (?P<what>characters|spells|permanents|tokens)"
                r" in your (?P<zone>landmarks)$", re.I),
     lambda m: f"you have {number(m.group('n'))} or more {m.group('what').lower()} in {m.group('zone').lower()}"),
    # "my Expedition has N Characters": the Characters in the object's expedition, as counted elsewhere
    (re.compile(r"^if my expedition has (?P<n>one|two|three|four|five|six|\d) or more characters$", re.I),
     lambda m: condition(f"if there are {m.group('n')} or more Characters in my Expedition")),
    (re.compile(r"^if i have an? (?P<name>[A-Z][a-z]+) counter$", re.I), lambda m: condition(f"if I have 1 or more {m.group('name')} counters")),
    (re.compile(r"^if your hero has (?P<n>\w+) or more (?P<name>[A-Z][a-z]+) counters$", re.I),
     lambda m: f"your hero has {number(m.group('n'))} or more {m.group('name').lower()} counters"),
    (re.compile(r"^(?:if|unless) (?:there (?:are|is) )?(?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) or more cards (?:are )?in your discard pile$", re.I),
     lambda m: f"you have {number(m.group('n'))} or more cards in discard"),
    (re.compile(r"^if there(?:'s| is) another card in your (?P<z>hand|landmarks)$", re.I),
     lambda m: f"you have another card in {m.group('z').lower()}"),
    (re.compile(r"^if (?:i'm|i am) facing an expedition in (?P<t>\{[VMO]\})$", re.I),
     lambda m: f"the expedition facing me is in {_TERRAINS[m.group('t').upper()]}"),
    # a Character is in a terrain if one of its expeditions is (v5.0 7.5.8.c): "neither of my Expeditions is in X"
    # (a Gigantic one's) is "I'm not in X"
    (re.compile(r"^if neither of my expeditions is in (?P<t>\{[VMO]\})$", re.I), lambda m: f"i am not in {_TERRAINS[m.group('t').upper()]}"),
    (re.compile(r"^if (?:i'm|i am) facing (?P<n>one|two|three|four|\d) or more characters$", re.I),
     lambda m: f"i am facing {number(m.group('n'))} or more characters"),
    (re.compile(r"^if you have (?:less|fewer) cards in (?:your )?(?P<z>reserve|hand) than target opponent$", re.I),
     lambda m: f"you have fewer cards in {m.group('z').lower()} than target opponent"),
    # the cards in an opponent's zone: none there ("is empty") or that many or more
    (re.compile(r"^if (?P<w>an opponent|your opponent|target opponent|each opponent)'s (?P<z>hand|reserve|landmarks|discard pile) (?:is|are) empty$", re.I),
     lambda m: f"{_an_opponent(m.group('w'))} has no cards in {m.group('z').lower()}"),
    (re.compile(r"^if (?P<w>an opponent|your opponent|target opponent|each opponent) has (?P<n>no|(?:\d{1,2}|one|two|three|four|five|six|seven|eight) or more) "
                r"cards in (?:their |his or her )?(?P<z>hand|reserve|landmarks|discard pile)$", re.I),
     lambda m: f"{_an_opponent(m.group('w'))} has {'no' if m.group('n').lower() == 'no' else str(number(m.group('n').split()[0])) + ' or more'} "
               f"cards in {m.group('z').lower()}"),
    # a count compared between its controller and an opponent, said either way round ("an opponent has more
    # cards in hand than you" is "you have fewer cards in hand than an opponent")
    (_COMPARISON, _compared),
    (re.compile(r"^if (?:i'm|i am) \[\[boosted\]\]$", re.I), lambda m: "i have 1 or more boosts"),  # Boosted: with a boost (2.4.4.a)
    (re.compile(r"^if you discarded an? (?P<t>card|character|permanent|spell) this way$", re.I),
     lambda m: f"a {m.group('t').lower()} was discarded this way"),
    (re.compile(r"^if you discarded an? (?P<t>card|character|permanent|spell) with (?P<k>hand|reserve) cost \{(?P<n>\d{1,2})\} or (?P<c>less|more) this way$", re.I),
     lambda m: f"a {m.group('t').lower()} with {m.group('k').lower()} cost {m.group('n')} or {m.group('c').lower()} was discarded this way"),
    (re.compile(r"^if you put an? (?P<t>card|character|permanent|spell) in (?:your )?reserve this way$", re.I),
     lambda m: f"a {m.group('t').lower()} went to reserve this way"),
    (re.compile(r"^if you (?:put an? (?P<r>[A-Z][a-z]+) in (?:your )?reserve|discarded an? (?P<d>[A-Z][a-z]+)) this way$", re.I),
     lambda m: (f"{_a(m.group('r'))} went to reserve this way" if m.group("r") else f"{_a(m.group('d'))} was discarded this way")
     if (m.group("r") or m.group("d"))[0].isupper() else _no_condition()),
    (re.compile(r"^if there (?:are|is) no characters? in the expedition facing me$", re.I),
     lambda m: "the expedition facing me has no characters"),
    (re.compile(r"^if (?:i'm|i am) facing (?:a|one or more|at least one) characters?$", re.I),
     lambda m: "not the expedition facing me has no characters"),
    # "in Reserve" with no owner: every player's (judge/conditions.py, the published game)
    (re.compile(r"^if there (?:are|is) (?P<n>\w+) or more \[?\[?exhausted\]?\]? cards in reserve$", re.I),
     lambda m: f"there are {number(m.group('n'))} or more exhausted cards in reserve"),
    # the last resort: at least N of what an amount's `per` counts ("if there are three or more Characters in my Expedition")
    (re.compile(r"^if there are (?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) or more (?P<what>.+)$", re.I),
     lambda m: f"there are {number(m.group('n'))} or more of: {_per_or_no_condition(m.group('what'))}"),
]


def _unless(words: str) -> str:
    """"unless X": X negated, or the condition's own "unless" form where a row of the table gives
    one that differs ("unless I'm in {O}": i am not in water); a row that reads "if" and "unless"
    alike gives X itself, which is negated here."""
    cond = condition("if " + words)
    try:
        said = condition("unless " + words)
    except Missing:
        said = cond
    if said != cond:
        return said
    return cond[4:] if cond.startswith("not ") else "not " + cond


def _per_or_no_condition(words: str) -> str:
    mark = _ANY_EACH.set(False)  # the count part by part first (condition: counts.read), any "each" after it
    try:
        return _counted_per(words)
    except Missing:
        raise Missing("a condition the language does not have yet") from None
    finally:
        _ANY_EACH.reset(mark)


def _no_condition() -> str:
    raise Missing("a condition the language does not have yet")


def _in_expeditions(sub: str, n: int, other) -> str:
    if sub.lower() == "character":
        return f"you have {n} or more {'other ' if other else ''}characters in your expeditions"
    if not sub[:1].isupper() or sub.lower() in ("card", "spell", "permanent", "token", "landmark"):
        raise Missing("a condition the language does not have yet")
    return f"you have {n} or more {'other ' if other else ''}{sub}s in your expeditions"


def _subtype_in(sub: str, n: int, zone: str) -> str:
    if sub.lower() in ("card", "character", "spell", "permanent", "token"):
        return f"you have {n} or more {sub.lower()}s in {zone.lower()}"
    if not sub[:1].isupper():
        raise Missing("a condition the language does not have yet")
    return f"you have {n} or more {sub}s in {zone.lower()}"


def _status(m) -> str:
    return f"{m.group('status').lower()} " if m.group("status") else ""


def _a(word: str) -> str:
    """"a Plant", "an Animal"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def _counted(word: str, one: bool = False) -> str:
    """Types in lower case, sub-types as the cards write them; plural, or one."""
    low = word.lower()
    base = low.rstrip("s") if low.rstrip("s") in ("character", "permanent", "landmark", "token") else None
    if base:
        return base if one else base + "s"
    name = word[:-1] if word.endswith("s") and not one else word
    return name if one else name + "s"


def condition(words: str) -> str:
    """A condition as printed -> the language's: the table's phrasings first, then a count read
    part by part (card_data/counts.py)."""
    refused = Missing("a condition the language does not have yet")
    m = re.fullmatch(r"if (?P<n>two|three|four|five|\d) or more (?P<what>Characters|[A-Z][a-z]{1,39}s) in your expeditions have (?:a )?different "
                     r"\{(?P<t>[VMO])\} stats?", words.strip(), re.I)
    if m:  # as many of them as there are different values of that statistic (judge/conditions.py)
        return (f"you have {number(m.group('n'))} or more {m.group('what') if m.group('what')[0].isupper() and m.group('what').lower() != 'characters' else 'characters'} "
                f"in your expeditions with different {_TERRAINS['{' + m.group('t').upper() + '}']} statistics")
    for pattern, make in _CONDITION:
        m = pattern.match(words.strip())
        if m:
            try:
                return make(m)
            except Missing as e:  # the row's own reason, unless a count reads it
                refused = e
                break
    counted = counts.read(words) if words.strip().lower().startswith("if ") else None
    if counted:
        return counted
    m = re.fullmatch(r"if there are (?P<n>two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) or more (?P<what>.+)", words.strip(), re.I)
    if m:  # at least N of any objects "each ..." selects, read after the table and the counts (_per)
        try:
            return f"there are {number(m.group('n'))} or more of: {_counted_per(m.group('what'))}"
        except Missing:
            pass
    m = re.fullmatch(r"(?i:if you control) (?:(?P<one>(?i:an?|one))|(?P<other>(?i:another))|(?P<n>(?i:two|three|four|five|six|\d)) (?i:or more)) "
                     r"(?P<what>(?:other )?(?:\[\[\w+\]\] )?(?:[Cc]haracters?|[Pp]ermanents?|[A-Z][a-z]+) with .+)", words.strip())
    if m:  # "you control a Character with Hand Cost {3} or more": objects of its controller's a step could select
        # all of, with their filters (objects.compose), counted as "there are N or more of" counts them
        what = m.group("what") if not m.group("other") else f"other {m.group('what')}"
        try:
            per = _counted_per(f"{what} you control")
        except Missing:
            per = ""
        if per.endswith(" you control") or " you control " in per:
            return f"there are {number(m.group('n')) if m.group('n') else 1} or more of: {per}"
    low = " ".join(words.split()).lower()
    if re.fullmatch(r"if (?:i'm|i am) (not )?exhausted", low):  # the status, printed without its markup (2.4)
        return f"i am {'not ' if ' not ' in low else ''}exhausted"
    if re.fullmatch(r"if there (?:is|are) (?:a|one or more|at least one) characters? in the expedition facing me", low):
        return "not the expedition facing me has no characters"
    m = re.fullmatch(r"if (?:my region is |i'm in an? |i am in an? )(\{[vmo]\})(?: region)?", low)
    if m and (low.startswith("if my region") or low.endswith(" region")):  # the region my expedition is in (I'm in it)
        return f"i am in {_TERRAINS[m.group(1).upper()]}"
    if re.fullmatch(r"if you (?:have|control) an \[*ascended\]* expedition", low):  # one of its controller's two (v5.0 2.4.3)
        return condition("if one of your expeditions is [[Ascended]]")
    said = _exists(" ".join(words.split()))
    if said is not None:
        return said
    positive = _said_positively(words.strip())
    if positive is not None:  # "if my Expedition is not behind": the condition said, negated
        try:
            said = condition(positive)
        except Missing:
            raise refused from None
        if said.startswith("not "):
            raise refused  # a double negation: read only where the table says it
        return f"not {said}"
    other = _said_as_at_least(words.strip())
    if other is not None:
        try:
            said = condition(other[0])
        except Missing:
            raise refused from None
        if said.startswith("not "):
            raise refused  # a bound said of a negation: read only where the table says it directly
        return f"not {said}" if other[1] else said
    raise refused


# who has what a condition asks about, said as the subject of its sentence -> the words `per` gives that place
# ("you control a Soldier": "Soldier you control"; "I'm facing a [[Boosted]] Character": "... facing me")
_HAS_SUBJECT = r"(?P<who>you control|i'm facing|i am facing|an opponent controls|you have)"
_ONE_WORD = r"(?P<one>(?P<only>only one|exactly one|a single|exactly (?P<k>two|three|four|[2-9]))|an?|one or more|at least one|another|(?P<no>no))"


def _exists(words: str) -> str | None:
    """A condition that one object (or exactly N) of a kind is somewhere, said as the cards say it ("If there's a
    Permanent with Hand Cost {3} or less in your Reserve", "If you control an [[Anchored]] Character", "If I'm facing
    only one Character", "If a Character is in your Reserve"): what `per` counts, there are that many of (at least
    one; exactly one where the card says "only one"; none: "If there's no ..."), or None where the words are not of that shape or `per`
    cannot count what they name. A condition the table reads is read there first."""
    m = (re.fullmatch(rf"(?i:if there(?:'s| is| are)) {_ONE_WORD} (?P<what>.+)", words)
         or re.fullmatch(rf"(?i:if {_HAS_SUBJECT}) {_ONE_WORD} (?P<what>.+)", words)
         or re.fullmatch(rf"(?i:if) {_ONE_WORD} (?P<what>.+?) (?P<be>is|are) (?P<where>in .+)", words))
    if not m:
        return None
    what = m.group("what")
    if m.group("one").lower() == "another":
        what = "other " + what
    if "be" in m.groupdict() and m.group("be"):
        what = f"{what} {m.group('where')}"
    who = (m.groupdict().get("who") or "").lower()
    if who == "an opponent controls" and (m.group("no") or m.group("only")):
        return None  # one opponent, or each? (2v2, Free for All: as _said_as_at_least refuses it)
    if who in ("i'm facing", "i am facing"):
        if re.fullmatch(r"characters?", what, re.I) and m.group("only"):
            return f"i am facing exactly {number(m.group('k')) if m.group('k') else 1} character{'s' if m.group('k') else ''}"
        what += " facing me"
    elif who == "you have":
        if not re.search(r" in your (?:reserve|hand|landmarks|discard pile)$", what, re.I):
            return None
    elif who:
        what += " " + who
    if re.search(r"\b(?:target|it|them|they|their|its|and|each|this way|this turn|this day)\b|\bor\b(?! (?:less|more|fewer)\b)", what, re.I):
        return None  # a back-reference, two kinds, or a time: not one kind of object somewhere
    if not re.search(r" (?:in|you control|facing me|an opponent controls)\b", what, re.I):
        return None  # where, not said: every zone? (the cards say "in play" or a zone)
    try:
        per = _counted_per(what)
    except Missing:
        return None
    if m.group("only"):
        return f"there are exactly {number(m.group('k')) if m.group('k') else 1} of: {per}"
    if per == "exhausted card in a reserve":  # as the table reads "If there are one or more exhausted cards in Reserve"
        return f"{'not ' if m.group('no') else ''}there are 1 or more exhausted cards in reserve"
    if per == "character in the expedition facing me":  # as the table's "If I'm facing a Character" reads it
        return f"{'' if m.group('no') else 'not '}the expedition facing me has no characters"
    return f"{'not ' if m.group('no') else ''}there are 1 or more of: {per}"


_COUNT_SUBJECT = r"(?P<who>there are|you control|you have|an opponent controls|target opponent controls)"


def _said_positively(words: str) -> str | None:
    """A negated condition's positive words ("if X is not Y" -> "if X is Y"; "if X doesn't control Y" ->
    "if X controls Y"), or None when the words are not a negation of that shape."""
    m = re.fullmatch(r"if (?P<subj>.+?) (?P<be>is|are)(?: not|n't) (?P<pred>.+)", words, re.I)
    if m and not re.search(r"\b(?:not|n't|no|never)\b", m.group("subj") + " " + m.group("pred"), re.I):
        return f"if {m.group('subj')} {m.group('be')} {m.group('pred')}"
    m = re.fullmatch(r"if (?P<subj>.+?) (?P<do>does|do)(?: not|n't) (?P<verb>control|have) (?P<rest>.+)", words, re.I)
    if m and not re.search(r"\b(?:not|n't|no|never)\b", m.group("subj") + " " + m.group("rest"), re.I):
        verb = m.group("verb").lower()
        if m.group("do").lower() == "does":
            verb = {"control": "controls", "have": "has"}[verb]
        return f"if {m.group('subj')} {verb} {m.group('rest')}"
    return None


def _said_as_at_least(words: str) -> tuple[str, bool] | None:
    """A count's bound said another way, as "N or more" (and whether it is negated): "N or fewer
    X" / "N or less X" / "at most N X" hold when "N+1 or more X" does not, "less than N X" when "N
    or more X" does not; "no X" when "1 or more
    X" does not; "at least N X" is "N or more X". None for any other words."""
    m = re.fullmatch(rf"if {_COUNT_SUBJECT} (?:(?P<n>\w+) or (?:fewer|less)|at most (?P<m>\w+)) (?P<what>.+)", words, re.I)
    if m and m.group("who").lower() == "an opponent controls":
        return None  # one opponent, or each? (several opponents: 2v2, Free for All) not said; refused as counts.py does
    if m:
        try:
            n = number((m.group("n") or m.group("m")).lower())
        except Missing:
            return None
        if not isinstance(n, int) or not 0 <= n < 20:
            return None
        return f"if {m.group('who')} {n + 1} or more {m.group('what')}", True
    m = re.fullmatch(rf"if {_COUNT_SUBJECT} (?:less|fewer) than (?P<n>\w+) (?P<what>.+)", words, re.I)
    if m and m.group("who").lower() != "an opponent controls":  # "less than N X" holds when "N or more X" does not
        return f"if {m.group('who')} {m.group('n')} or more {m.group('what')}", True
    m = re.fullmatch(rf"if {_COUNT_SUBJECT} no (?P<what>.+)", words, re.I)
    if m and m.group("who").lower() != "an opponent controls":
        return f"if {m.group('who')} 1 or more {m.group('what')}", True
    m = re.fullmatch(rf"if {_COUNT_SUBJECT} at least (?P<n>\w+) (?P<what>.+)", words, re.I)
    if m:
        return f"if {m.group('who')} {m.group('n')} or more {m.group('what')}", False
    return None


# "Reveal (or look at) the top N cards of your Deck. Choose up to M Characters from these cards and
# put them in your Expeditions. [What they do.] Discard the other cards."
_TOP_CARDS = re.compile(r"(?P<how>reveal|look at) the top (?P<n>\w+) cards of your deck\.\s*choose up to (?P<m>\w+) "
                        r"(?P<type>characters?|permanents?) (?:from|among) (?:these|those|them|the revealed) ?(?:cards)? ?and put them "
                        r"(?:in|into) (?:your expeditions|play)\.\s*(?P<middle>(?:(?!discard)[^.]+\.\s*)*)discard the (?:other|rest of the) cards\.?",
                        re.I)
# Revealing (or looking at) the top cards of a Deck, its player's or a target opponent's, and
# playing some of them for free: one of a type or a sub-type (a Base Cost bound), or any number of
# one or two sub-types whose Hand Costs add up to at most N; a status for the card played after it;
# the others discarded.
_KIND = r"(?:characters?|spells?|permanents?|[A-Z][a-z]+s?)"
_TOP_PLAY = re.compile(
    r"(?P<how>reveal|look at|target opponent reveals) the top (?P<n>\w+) cards of (?P<whose>your|their) deck\.\s*(?P<may>you may )?"
    r"(?:play (?P<m>an?|one|up to \w+) (?P<what>" + _KIND + r")(?: with base cost \{(?P<base>\d+)\} or less)? "
    r"(?:from|among) (?:these|those|them|the revealed)(?: cards)? for free"
    r"|choose (?P<several>" + _KIND + r"(?: and " + _KIND + r")?) (?:from|among) (?:these|those|them)(?: cards)? with (?:a )?total "
    r"hand cost \{(?P<total>\d+)\} or less and play them for free)(?P<ashand>\sas\sif\sfrom\s(?:your\s)?hand)?"
    r"(?P<gain> and (?:it|they) gains? \[\[fleeting\]\])?(?:,? then discard the rest|\.\s*discard the rest)\.?", re.I)
# looking at the top N cards of the Deck, one of them to the Hand, the others discarded
_TOP_TO_HAND = re.compile(r"(?P<how>look at|reveal)\sthe top (?P<n>\w+) cards\sof your deck\.\s*put (?P<m>one|a card)(?: of them)? in\s(?:to\s)?(?:your )?"
                          r"(?P<zone>hand|reserve),? and (?:(?P<discard>discard\sthe (?:others|other cards|other one|other|rest))"
                          r"|(?:put )?the (?:others|other cards|other one|other|rest) (?:at|on) the bottom of your deck(?: in any order)?)\.?", re.I)


_BANDS = re.compile(r"(?P<first>[^.]+)\.\s*then,?\s+depending\son\s(?:the\snumber\sof|how\smany)\sboosts\s(?:were\s)?removed\sthis\sway:"
                    r"\s*(?P<bands>(?:•[^•]+)+)", re.I)
# "X. Then, depending on the number of [WHAT]: • 2+: A. • 4+: I also B." (WHAT: Characters in your
# Expeditions, say): each band reached applies, the later ones saying "also" (the card's own word that they add up)
_COUNT_BANDS = re.compile(r"(?P<first>.+?)\.\s*then,?\s+depending\son\sthe\snumber\sof\s(?P<what>[^:]+?):\s*(?P<bands>(?:•[^•]+)+)", re.I)
# what a band may do before the next is checked: nothing that changes what is counted
_BAND_SAFE = {"draw", "gain boosts", "gain status", "gain counters"}


def _band_count(what: str) -> tuple[str, set[str]]:
    """The condition of "depending on the number of X" for N ("{n}" in it) and the steps that do not
    change X."""
    w = " ".join(what.lower().split())
    if w in ("characters in your expeditions", "characters you control"):
        return "you have {n} or more characters in your expeditions", _BAND_SAFE
    m = re.fullmatch(r"cards in your (reserve|landmarks|discard pile|hand)", w)
    if m:
        zone = {"discard pile": "discard"}.get(m.group(1), m.group(1))
        return f"you have {{n}} or more cards in {zone}", _BAND_SAFE - ({"draw"} if zone == "hand" else set())
    raise Missing("steps depending on a number the language does not count")


def _count_bands(m) -> list[dict]:
    out = effect(m.group("first") + ".")
    cond, safe = _band_count(m.group("what"))
    bands = [b.strip() for b in m.group("bands").split("•") if b.strip()]
    low = 0
    for i, band in enumerate(bands):
        b = re.fullmatch(r"(?P<n>\d{1,2})\+:\s*(?P<rest>.+?)\.?", band)
        if not b or int(b.group("n")) <= low or (i and not re.search(r"\balso\b", b.group("rest"), re.I)) or len(bands) < 2:
            # without "also" in each later band, whether each band reached applies or the highest only, no rule says
            raise Missing("bands of a number that overlap: no rule says whether each band reached applies or only one")
        low = int(b.group("n"))
        steps = effect(re.sub(r"\s*\balso\b", "", b.group("rest"), count=1, flags=re.I).strip() + ".")
        if i < len(bands) - 1 and any(next(iter(st)) not in safe for st in steps):
            raise Missing("a band whose steps change the number the next band counts")
        out.append({"if": cond.format(n=low), "then": steps})
    return out


# "... draw it." alone: otherwise it stays on top of the Deck, revealed (the card says no more)
_REVEAL_TOP = re.compile(r"(?:(?P<cond>if [^,]+), )?reveal the top card of your deck\.\s*(?:if it(?:'s| is) (?P<what>.+?), draw it\.?)?"
                         r"(?:\s*if it(?:'s| is) (?P<res>[^,.]+?), put it in (?:your )?reserve\.?)?"
                         r"(?:\s*(?P<otherwise>otherwise, discard it)\.?)?", re.I)


def _modes(parts: list[str]) -> list[list[dict]]:
    """The modes of a choice, in order; "Create one in X" after a mode creating one token: a token
    of the same kind there (the mode before names it)."""
    out: list[list[dict]] = []
    for part in parts:
        one = re.fullmatch(r"create one in (?P<where>.+?)\.?", part, re.I)
        if one and out and len(out[-1]) == 1 and "create token" in out[-1][0] and "count" not in out[-1][0]["create token"] \
                and "per" not in out[-1][0]["create token"]:
            out.append([{"create token": {**out[-1][0]["create token"], "in": expedition(one.group("where"))}}])
            continue
        out.append(_mode(part))
    return out


def _mode(text: str) -> list[dict]:
    """One mode of "Choose one:": an effect, or a cost and a colon before it ("{T} : I gain 2
    boosts"): the cost is paid if the mode is chosen, then its effect (an internal action, 5.2.3.g)."""
    m = re.match(r"^(?P<costs>(?:\{[T\d]\})(?:\s*,\s*\{[T\d]\})*)\s*:\s*(?P<rest>.+)$", text)
    if m:
        paid = costs(m.group("costs"))
        if any(c not in ("exhaust me",) and not re.fullmatch(r"\d mana", c) for c in paid):
            raise Missing("a mode with a cost the language does not have yet")
        return [{"pay": paid, "then": effect(m.group("rest")), "may": False}]  # chosen: paid, not asked again
    m = re.match(r"^(?P<costs>spend 1 counter from a card you control or in your reserve) to (?P<rest>.+)$", text, re.I)
    if m:  # "Spend ... to X": an internal action; chosen, it is paid if it can be (like the "{T} :" mode)
        return [{"pay": pay_costs(m.group("costs")), "then": effect(m.group("rest")), "may": False}]
    return effect(text)


_CHOOSE = re.compile(
    r"(?:then,?\s)?(?P<ifdo>if you do,\s)?(?:(?P<may>you may\s)(?P<cost>[^.]+?)\sto\s)?choose\s"
    r"(?:(?P<upto>up to\s)?(?P<n>one|two|three|four|[1-4])(?:\sdifferent)?(?:\smodes?|\soptions?)?|(?P<both>one or (?:both|two))"
    r"|(?P<more>one or more)|(?P<any>any number)(?:\sof (?:them|modes|options|the following))?)"
    r"(?P<again>[.,]?\s*\(?you may (?:pick|choose|select) the same (?:option|mode|one)\s(?:more than once|multiple times|several times|twice)\)?)?"
    r"(?:\.\s(?P<cond>if [^,]+?),\s(?:you may )?choose (?P<n2>two|three|four|[2-4])(?:\sinstead)?"
    r"|,? or (?P<n3>two|three|four|[2-4]) (?P<cond3>if [^,]+?))?",
    re.I)


def _choice(text: str) -> list[dict] | None:
    """A choice of modes said in any of the ways the cards use, or None when `text` is none:
    "Choose one/two/up to two/one or more/any number: • A • B ...", the same mode allowed again, a
    larger count under a condition ("Choose one. If X, choose two instead"), paid for ("You may
    [cost] to choose one"), after steps ("[step]. If you do, choose one"). The modes are chosen as
    the step resolves, in order (v5.0 6.5.g); a count under a condition is checked then, once (6.5.e)."""
    m = re.fullmatch(r"(?P<head>[^•]+?):\s*•\s*(?P<modes>.+)", text.strip(), re.I | re.S)
    if not m:
        return None
    sentences = re.split(r"(?<=\.)\s+", m.group("head").strip())
    k = next((i for i, s in enumerate(sentences) if re.search(r"\bchoose\b", s, re.I)), None)
    if k is None:
        return None
    prefix, clause = " ".join(sentences[:k]).strip(), " ".join(sentences[k:]).strip().rstrip(".")
    c = _CHOOSE.fullmatch(clause)
    if not c or (c.group("ifdo") and not prefix) or (c.group("cost") and c.group("ifdo")):
        return None
    parts = [p.strip() for p in re.split(r"\s*•\s*", m.group("modes")) if p.strip()]
    if prefix and not all(_points_inside(p) for p in parts):
        return None  # a mode pointing back at what a step before named ("It gains ..."): not read here
    modes = _modes(parts)
    if len(modes) < 2:
        raise Missing("a choice of one mode")
    again = bool(c.group("again"))

    def choose(n: int, up_to: bool = False, least: int = 0) -> dict:
        if n > len(modes) and not again:
            raise Missing("a choice of more modes than the card gives")
        if n == 1 and not again:
            return {"modes": copy.deepcopy(modes), **({"up to one": True} if up_to else {})}
        return {"choose modes": copy.deepcopy(modes), "count": n, "same mode again": again, **({"up to": True} if up_to else {}),
                **({"at least": least} if least else {})}

    if c.group("both"):  # one of the two, or both (as "Choose two", v5.0 6.5.g): a card giving two
        if len(modes) != 2:
            raise Missing("a choice of modes the translator cannot read")
        steps = [{"choose modes": copy.deepcopy(modes), "count": 2, "up to": True, "at least": 1}]
    elif c.group("more"):
        steps = [choose(len(modes), True, 1)]
    elif c.group("any"):
        steps = [choose(len(modes), True)]
    else:
        steps = [choose(number(c.group("n")), bool(c.group("upto")))]
    more, cond = c.group("n2") or c.group("n3"), c.group("cond") or c.group("cond3")
    if more:
        if c.group("upto") or not c.group("n") or number(more) <= number(c.group("n")):
            return None
        steps = [{"if": condition(cond), "then": [choose(number(more))], "else": steps}]
    if c.group("cost"):  # "You may [cost] to choose ...": an internal action, paid or not (5.2.3.g)
        steps = [{"pay": pay_costs(c.group("cost")), "then": steps}]
    if not prefix:
        return steps
    first = effect(prefix)
    if c.group("ifdo"):  # "[You may X]. If you do, choose ...": only if X was done (v5.0 6.5.f)
        if not first or not (first[-1].get("may") or "pay" in first[-1]):
            return None
        if "pay" in first[-1] and not first[-1].get("then"):
            return first[:-1] + [{**first[-1], "then": steps}]
        return first + [{"if": "you did", "then": steps}]
    return first + steps


# set while an effect is read the plain way first, before a rewording is tried (effect)
_REREAD: ContextVar[bool] = ContextVar("reread", default=False)


_OTHER_PLAYERS = re.compile(r"\b(?:each (?:player|opponent)|target player|that player|another player|its controller|their controller"
                            r"|its owner|an opponent)\b", re.I)


def _they_control(text: str) -> str:
    """"Target opponent ... Then, send to Reserve target Character they control": in a later
    sentence, "they" is the target opponent an earlier one named, when no other player is named
    (as "its controller" is): "X they control" is "X controlled by target opponent". A sentence
    whose subject is the target opponent keeps its own "they" (the steps are theirs)."""
    first = re.search(r"\btarget opponent\b", text, re.I)
    if not first or _OTHER_PLAYERS.search(text):
        return text
    head, rest = text[:first.end()], text[first.end():]
    parts = re.split(r"(?<=\.)(\s+)", rest)
    for i in range(2, len(parts), 2):  # the sentences after the one that names the target opponent
        if re.match(r"(?:then,? )?target opponent\b", parts[i], re.I):
            continue
        parts[i] = re.sub(r"\b(?P<what>(?:target|each|another target) (?:[\w\[\]-]+ ){0,2}?(?:characters?|permanents?|tokens?|[A-Z][a-z]+s?))"
                          r" they control\b", r"\g<what> controlled by target opponent", parts[i], flags=re.I)
    return head + "".join(parts)


# Words by which a sentence points at something a sentence before it said or did.
_POINTS_BACK = re.compile(r"\b(?:it|its|it's|itself|they|them|their|theirs|those|these|that|this way|the rest|the result|the die"
                          r"|the other|others|otherwise|if not|you do|you don't|you did|you didn't|instead|also|again|same"
                          r"|so|as many|that many|one of them|either|both"
                          r"|the (?:sacrificed|discarded|revealed|chosen|played|created|returned|exhausted|same|other|remaining)"
                          r"|(?:the|such|said) (?:cards?|characters?|permanents?|spells?|tokens?|targets?|players?|opponents?|regions?"
                          r"|expeditions?(?! facing\b)))\b", re.I)
# What a pointing word may point at inside the part that holds it, when the part said it before
# the word: an object ("target ...", cards revealed, a token created, one chosen) for "it", "them" and the
# like; a roll for its result; a step its player may decline (or a cost) for "if you do".
_OBJECT_SAID = re.compile(r"\btarget\b|\breveals? (?:the top|an?) |\blook at the top\b|\bcreate\b|\bchooses? (?:an?|one) ", re.I)
_LOCAL = {"this way", "otherwise", "if not", "instead", "also", "again", "so"}  # the step or "if" just before, in the same part
_SPLIT: ContextVar[bool] = ContextVar("split", default=False)


def effect(text: str) -> list[dict]:
    """An effect: sentences, each a step; "If ..., X." a conditional step; ", then" a new step.

    An effect whose sentences match no template as a whole is read as two parts in order (6.1.b:
    an effect's steps one after the other), where the later part points at nothing the earlier said
    (a template of several sentences after a plain step: "Draw a card. Roll a die. On a 4+, ...")."""
    try:
        return _effect(text)
    except Missing as exc:
        if _SPLIT.get():
            raise
        parts = _effect_parts(text)
        if parts is None:
            raise exc from None
        return parts


def _points_inside(part: str) -> bool:
    """Whether every word of `part` that points back points at something `part` itself said
    before it (so that `part` means the same read alone as after other steps)."""
    sentences = [x for x in re.split(r"(?<=[.!])\s+", part) if x.strip()]
    said = ""
    for i, sentence in enumerate(sentences):
        for m in _POINTS_BACK.finditer(sentence):
            word, before = m.group().lower(), said + sentence[:m.start()]
            if word in _LOCAL and i > 0:
                continue
            if word in ("you do", "you don't", "you did", "you didn't") and re.search(r"\bmay\b|\bpay\b", before, re.I):
                continue
            if word in ("the result", "the die") and re.search(r"\broll\b", before, re.I):
                continue
            if word in ("both", "same") and re.search(r"\bchoose\b", before, re.I):
                continue
            if word in ("their", "theirs", "they") and re.search(r"\b(?:each|target|another|that) (?:player|opponent)\b|\b(?:players|opponents)\b",
                                                                  sentence[:m.start()], re.I):
                continue
            if word in ("it", "its", "it's", "itself", "they", "them", "their", "those", "these", "the rest", "one of them",
                        "the other", "others") and _OBJECT_SAID.search(before):
                continue
            return False
        said += sentence + " "
    return True


def _effect_parts(text: str) -> list[dict] | None:
    """The steps of `text` read as two parts at a sentence's end, or None."""
    ends = [m.end() for m in re.finditer(r'[.!](?=\s+[A-Z{\[])', text) if "•" not in text[:m.end()] and text[:m.end()].count('"') % 2 == 0]
    mark = _SPLIT.set(True)
    try:
        for end in ends:
            first, rest = text[:end].strip(), re.sub(r"^then,?\s+", "", text[end:].strip(), flags=re.I)
            if not _points_inside(rest):
                continue
            try:
                return _effect(first) + _effect(rest[:1].upper() + rest[1:])
            except Missing:
                continue
        return None
    finally:
        _SPLIT.reset(mark)


_ABOUT_ME = re.compile(r"\b(?:i|me|my|mine)\b")


def _conditions_in(steps) -> list[str]:
    """Every condition the steps check, those of the steps inside them too."""
    if isinstance(steps, dict):
        return ([str(steps["if"])] if "if" in steps else []) + [c for v in steps.values() for c in _conditions_in(v)]
    if isinstance(steps, list):
        return [c for st in steps for c in _conditions_in(st)]
    return []


def _colon_scoped(text: str) -> list[dict] | None:
    """The unique cards' colon, whose scope is every sentence after it: "After Rest: A. B." (all of it
    done once Rest is over, v5.0 4.2.d's remark, its conditions checked then) and "[If X]: A. B." (X
    for all of them, the step before it too where one is said: "You may pay {1}. If you do: A. B.").
    A one-sentence tail is "If X, A" already (_synonyms). None for any other text."""
    m = re.fullmatch(r"After Rest:\s+(?P<rest>\S.*)", text, re.S)
    if m:
        rest = m.group("rest")
        inner = effect(rest[:1].upper() + rest[1:])
        if any(_ABOUT_ME.search(c) for c in _conditions_in(inner)):
            # the object the reaction was of is a new one by then (v5.0 2.1.h): no rule says what "I" is after Rest
            raise Missing("a condition about the object checked after Rest, when it is a new object")
        return [{"after rest": inner}]
    m = re.fullmatch(r"(?P<head>(?:[^:•\"]*?[.!]\s+)?)(?P<cond>(?:If|Unless) [^:.,;•\"]{1,120}?):\s+(?P<first>[^.!•\"]+[.!])(?:\s+(?P<more>\S[^•]*))?", text, re.S)
    if not m:
        return None
    said = _effect(f"{m.group('head')}{m.group('cond')}, draw a card.")  # the condition read as the cards' comma says it
    last = said[-1] if said else None
    if not last or last.get("then") != [{"draw": 1}] or "else" in last:  # "if": a condition; "pay": "You may pay {1}. If you do"
        raise Missing("a condition over several sentences the translator cannot read")
    first = m.group("first")
    body = effect(f"{first[:1].upper()}{first[1:]}{' ' + m.group('more') if m.group('more') else ''}")
    last["then"] = body
    return said


def _effect(text: str) -> list[dict]:
    text = text.strip()
    if not text:
        raise Missing("an empty effect")
    # "Your Companion Expedition [Ascends], then create ... in it": "it" is the expedition the step
    # before named, when that one is named the same way whatever happens (not a target, not chosen)
    text = re.sub(r"^(?P<exp>your (?:hero|companion) expedition|my expedition)(?P<verb> \[?ascends\]?| moves (?:forward|backwards?)(?: one region)?)"
                  r", then (?P<rest>[^.]+?) in it\.", lambda m: f"{m.group('exp')}{m.group('verb')}, then {m.group('rest')} in "
                  f"{m.group('exp')}.", text, count=1, flags=re.I)
    text = _they_control(text)
    scoped = _colon_scoped(text)
    if scoped is not None:
        return scoped
    m = re.fullmatch(r"look at the top card of your deck\.\s*(?P<rest>(?:you may )?(?:discard it|put it (?:in(?:to)? your reserve|(?:at|on) the bottom "
                     r"of your deck))\.?)", text, re.I)
    if m:  # its controller alone sees it (v5.0 3.1.3.f), then may do with it what the next sentence says: "it" is that card
        rest = re.sub(r"\bit\b", "the top card of your deck", m.group("rest"), count=1)
        return [{"look at top deck card": {}}, *effect(rest[0].upper() + rest[1:])]
    m = re.fullmatch(r"spend (?P<n>one|two|three|a|\d) of my (?P<name>[A-Z][a-z]+) counters?\.?(?:\s*if you can(?:'|no)t, (?P<rest>[^.]+)\.?)?",
                     text, re.I)
    if m:  # spending is removing them (v5.0 7.3.38.a), all or none as a cost is (2.5.g): with fewer, none is spent
        # and "if you can't" holds
        n, name = number(m.group("n")), m.group("name").capitalize()
        spend = {"remove counters": {"object": "me", "name": name, "amount": n}}
        if not m.group("rest"):
            return [{"if": f"not i have less than {n} {name.lower()} counters", "then": [spend]}]
        return [{"if": f"i have less than {n} {name.lower()} counters", "then": effect(m.group("rest")[0].upper() + m.group("rest")[1:] + "."),
                 "else": [spend]}]
    m = re.fullmatch(r"that opponent targets (?P<what>an? card in your reserve)\.\s*(?P<verb>exhaust|ready) it\.?", text, re.I)
    if m:  # the opponent of a target before picks one of your cards as it resolves (v5.0 6.1.g: the card says who)
        return [{m.group("verb").lower(): {"choose": m.group("what").lower(), "by": "that opponent"}}]
    said = re.fullmatch(r"(?P<first>.+?)\.\s*then,?\s+if\s+the\s+number\s+of\s+(?P<what>[^:]+?)\s+is:\s*(?P<bands>(?:•[^•]+)+)", text, re.I | re.S)
    if said:  # "Then, if the number of X is: • 2+, A." said for "Then, depending on the number of X: • 2+: A."
        bands = re.sub(r"•\s*(\d{1,2}\+),\s*", r"• \1: ", said.group("bands"))
        text = f"{said.group('first')}. Then, depending on the number of {said.group('what')}: {bands}"
    m = _COUNT_BANDS.fullmatch(text)
    if m and not _BANDS.fullmatch(text):  # a step, then each band of a count it reaches
        return _count_bands(m)
    m = _BANDS.fullmatch(text)
    if m:  # a step, then by the number it removed, the steps of the one band it falls in
        first = effect(m.group("first") + ".")
        if not first or "lose all boosts" not in first[-1]:
            raise Missing("steps depending on a number other than the boosts a step removed")
        out, low = list(first), 0
        bands = [b.strip() for b in m.group("bands").split("•") if b.strip()]
        for i, band in enumerate(bands):
            b = re.fullmatch(r"(?P<n>\d{1,2})(?:-(?P<m>\d{1,2})|(?P<plus>\+)):\s*(?P<rest>.+?)\.?", band)
            if not b or int(b.group("n")) <= low or (b.group("plus") and i != len(bands) - 1) \
                    or (b.group("m") and int(b.group("m")) < int(b.group("n"))):
                # "1+ / 5+ / 9+": whether each band reached applies, or the highest only, no rule says
                raise Missing("bands of a number that overlap: no rule says whether each band reached applies or only one")
            low = int(b.group("m") or 99)
            rest = b.group("rest")
            if re.match(r"play a card\b", rest, re.I):  # an effect's "play": now, as part of it (v5.0 5.2.b)
                rest = "Immediately p" + rest[1:]
            cond = f"{b.group('n')} to {b.group('m')}" if b.group("m") else f"{b.group('n')} or more"
            out.append({"if": f"{cond} boosts were removed this way", "then": effect(rest + ".")})
        return out
    m = re.match(r"^do this for each player(?P<first>, starting with you)?:\s*•\s*that player (?P<body>reveals the top[^•]+)$", text, re.I)
    if m:  # each player's own top cards revealed, played from by the effect's controller (published game, v5.0 6.5.i)
        body = effect("Target opponent " + m.group("body").strip())
        head = body[0].get("play from top of deck") if body else None
        if not isinstance(head, dict) or head.get("deck") != "target opponent" or "target opponent" in repr(body[1:]):
            raise Missing("steps done for each player the translator cannot read")
        body[0] = {"play from top of deck": {**head, "deck": "that player"}}
        return [{"for each player": body, **({"starting with you": True} if m.group("first") else {})}]
    m = re.match(r"^(?:do this|do the following) once for each (?P<what>.+?):\s*[•-]\s*(?P<body>[^•]+)$", text, re.I)
    if m:  # "Do this once for each X: • [step]": that step done as many times as X counts, each time its own (v5.0 6.5.i)
        what = re.sub(r'^"(?P<n>[^"]{1,60})" in your discard pile$', lambda q: f"card named {q.group('n')} in your discard pile",
                      m.group("what").strip(), flags=re.I)
        body = effect(m.group("body").strip())
        later = next((k for k, st in enumerate(body) if _names_it(st) and any(_targets(x) for x in body[:k])), None)
        if later is not None:
            _point_back(body, later)
        return [{"repeat": body, "per": _per(what)}]
    m = re.match(r"^do the following x(?:\+(?P<plus>\d))? times, where x is my number of (?P<name>[A-Z][a-z]+) counters:\s*•\s*(?P<body>[^•]+)$",
                 text, re.I)
    if m:  # one step done that many times, each time with its own choices and targets (v5.0 6.5.i)
        body = effect(m.group("body").strip())
        later = next((k for k, st in enumerate(body) if _names_it(st) and any(_targets(x) for x in body[:k])), None)
        if later is not None:  # "target X, then exhaust it": "it" is that time's target
            _point_back(body, later)
        return [{"repeat": body, "counters": m.group("name").capitalize(), "plus": int(m.group("plus") or 0)}]
    m = re.match(r"^choose x(?:\+(?P<plus>\d))?, where x is my number of (?P<name>[A-Z][a-z]+) counters(?P<again>\. you may pick the same "
                 r"option multiple times)?:\s*•\s*(?P<modes>.+)$", text, re.I)
    if m:  # that many modes, chosen in order as it resolves (v5.0 6.5.g)
        modes = [_mode(part.strip()) for part in re.split(r"\s*•\s*", m.group("modes")) if part.strip()]
        if len(modes) < 2:
            raise Missing("a choice of one mode")
        return [{"choose modes": modes, "counters": m.group("name").capitalize(), "plus": int(m.group("plus") or 0),
                 "same mode again": bool(m.group("again"))}]
    m = re.match(r"^choose (?P<upto>up to )?one:\s*•\s*(?P<modes>.+)$", text, re.I)
    if m:  # "Choose up to one": one mode, or none (5.2.3.c)
        modes = [_mode(part.strip()) for part in re.split(r"\s*•\s*", m.group("modes")) if part.strip()]
        if len(modes) < 2:
            raise Missing("a choice of one mode")
        return [{"modes": modes, **({"up to one": True} if m.group("upto") else {})}]
    m = re.fullmatch(r"choose one:\s*(?P<a>[^•:]+?) or (?P<b>[^•:]+?)\.?", _one_object_or(text.strip()), re.I)
    if m:  # the two modes said on one line ("Choose one: draw a card or [Resupply]"): as the bulleted ones (5.2.3.c)
        said = text.strip().rstrip(".")
        a, b = said[m.start("a"):m.end("a")], said[m.start("b"):m.end("b")]
        return [{"modes": [_mode(a[:1].upper() + a[1:] + "."), _mode(b[:1].upper() + b[1:] + ".")]}]
    m = re.match(r"^(?P<may>you may )?target (?P<what>[^.,]+?)(?:\.\s+|,\s+)it (?P<verb>gains|loses|switches) (?P<rest>[^.]+)\."
                 r"(?P<after>.*)$", text, re.I)
    if m and not _REREAD.get():
        # "You may target X. It gains Y" (or "..., it gains Y"): read as the language has it (a
        # target step, then steps on "them"), and failing that, as the target's own step, as "You
        # may have target X gain Y" says it (the target declared with the step acting on it, 5.2.3)
        mark = _REREAD.set(True)
        try:
            return effect(text)
        except Missing:
            pass
        finally:
            _REREAD.reset(mark)
        verb, what, rest = m.group("verb").lower(), m.group("what"), m.group("rest")
        what = re.sub(r"^(?:an?|one) ", "", what, flags=re.I)  # "target a Character": one target Character
        target = f"another target {what[8:]}" if what.lower().startswith("another ") else f"target {what}"
        if m.group("may"):
            base = {"gains": "gain", "loses": "lose", "switches": "switch"}[verb]
            first = f"You may have {target} {base} {rest}."
        else:
            first = f"{target[:1].upper()}{target[1:]} {verb} {rest}."
        return effect(first + m.group("after"))
    m = re.fullmatch(r"target a player\.\s+(?P<rest>(?:this day|this turn), characters(?: with hand cost \{\d{1,2}\} or more)? that\sthey\scontrol "
                     r"are \[[^\]]+\])\.?", text, re.I)
    if m:  # a target player, then a keyword for a while to the Characters "they" control: that player's Emblem-Ongoing
        # (its "you" is theirs), the player declared as it is played (5.2.3.b)
        inner = step(re.sub(r"that\sthey\scontrol", "you control", m.group("rest")))
        if "ongoing" not in inner:
            raise Missing("an effect with a duration")
        return [{"target player": [inner]}]
    m = re.fullmatch(r"(?P<first>if [^.]+?), otherwise,? (?P<second>[^.]+\.?)", text, re.I)
    if m:  # "If X, A, otherwise B.": the two sentences "If X, A. Otherwise, B." (6.5.e)
        return effect(f"{m.group('first')}. Otherwise, {m.group('second')}")
    m = re.fullmatch(r"(?P<before>[^.]+\.\s+)(?P<first>if [^.]+?), otherwise,? (?P<second>[^.]+\.?)", text, re.I)
    if m:  # the same after a sentence ("Target a Character. If X, discard it, otherwise send it to Reserve.")
        return effect(f"{m.group('before')}{m.group('first')}. Otherwise, {m.group('second')}")
    m = re.fullmatch(r"(?P<a>[^.]+?),? unless you (?P<b>pay \{\d\}|discard (?:a|one) card from your (?:hand|reserve)|sacrifice (?:a|another) "
                     r"(?:character|permanent)|exhaust a card in your reserve)\.?", text, re.I)
    if m and not re.match(r"(?:if|when|at)\b", m.group("a"), re.I):
        # "Sacrifice me unless you pay {1}": its player may do the second; if they don't, the first is done (6.5.c, 6.5.f in v5.0)
        return effect(f"You may {m.group('b')}. If you don't, {m.group('a')[:1].lower()}{m.group('a')[1:]}.")
    m = re.match(r"^you may pay (?P<costs>\{\d\})\.\s+if you don't, (?P<rest>.+)$", text, re.I)
    if m:  # a payment for nothing but "if you don't": the internal action with no effect, then what its refusal does
        rest = m.group("rest")
        return [{"pay": pay_costs(m.group("costs")), "then": []},
                {"if": "not you did", "then": effect(rest[:1].upper() + rest[1:])}]
    m = re.match(r"^you may pay (?P<costs>\{\d\}(?: and [^.]+?)?)\.\s+if you do, (?P<rest>.+)$", text, re.I)
    if m:  # "You may pay {N}. If you do, X": the internal action "you may pay {N} to X" (v5.0 6.5.f: if
        # you started paying; 6.5.b: X's targets chosen just before X, once paid, as 5.2.3.g has them)
        rest = m.group("rest")
        return effect(f"You may pay {m.group('costs')} to {rest[:1].lower()}{rest[1:]}")
    m = re.fullmatch(r"you may (?P<cost>spend \w+ of my (?:boosts?|[A-Z][a-z]{1,39} counters?))\.\s+if you do, (?P<rest>[^.]+\.?)", text, re.I)
    if m:  # the same with boosts or counters spent (v5.0 7.3.38): "you may spend 1 of my boosts to X"
        rest = m.group("rest")
        return effect(f"You may {m.group('cost')} to {rest[:1].lower()}{rest[1:]}")
    m = re.match(r"^you may (?P<cost>[^.]+?)\.\s+if you do, (?P<rest>.+)$", text, re.I)
    if m and _paid_only(m.group("cost")):
        # "You may [cost]. If you do, X" where [cost] is said only as a cost ("spend 1 boost from a
        # Character you control", "discard any number of cards from your Reserve"): the internal
        # action "you may [cost] to X", done in full or not at all (v5.0 6.4.c, 6.5.f)
        rest = m.group("rest")
        return effect(f"You may {m.group('cost')} to {rest[:1].lower()}{rest[1:]}")
    m = re.fullmatch(r"(?P<rest>[^.]+?) after rest\.?", text, re.I)
    if m:  # one sentence, done once Rest is over (published game, v5.0 4.2.d remark): its targets chosen then
        if re.match(r"you may (?:pay|spend|exhaust|discard|sacrifice)\b.+\bto\b", m.group("rest"), re.I):
            # "You may [cost] to X after Rest": no rule says whether the cost is paid as the reaction
            # resolves (X alone waiting) or after Rest with X
            raise Missing("a cost for a step done after Rest: no rule says whether it is paid as the reaction resolves or after Rest")
        c = _conditional(m.group("rest"))
        if c and re.match(r"if ", c["cond"], re.I):
            # "If X, Y after Rest": X is a condition of the effect resolving now (6.5.c), only Y waits for
            # Rest's end ("At Night — If I have 2 or more boosts, ..."); checked after Rest, "I" would be
            # a new object in Reserve by then (v5.0 2.1.h), its boosts gone
            return [{"if": condition(c["cond"]), "then": [{"after rest": effect(c["rest"] + ".")}]}]
        return [{"after rest": effect(m.group("rest") + ".")}]
    m = re.match(r"^choose one,? or (?P<cost>[^:•]+?) to choose (?:both|two):\s*•\s*(?P<modes>.+)$", text, re.I)
    if m:  # "Choose one, or [cost] to choose both": its player pays the cost for the second mode, or does not
        # (an optional cost, v5.0 5.1.2.c step 3); the modes then chosen as the effect resolves (v5.0 6.5.g)
        modes = [effect(part.strip()) for part in re.split(r"\s*•\s*", m.group("modes")) if part.strip()]
        if len(modes) != 2:
            raise Missing("a choice of modes the translator cannot read")
        return [{"pay": pay_costs(m.group("cost")), "may": True, "then": [{"choose modes": modes, "count": 2}]},
                {"if": "you did", "then": [], "else": [{"modes": copy.deepcopy(modes)}]}]
    m = re.match(r"^(?:(?P<cond>(?:if|unless) [^:•]+?)[:,]\s+)?you may choose both, otherwise,? choose one:\s*•\s*(?P<modes>.+)$", text, re.I)
    if m:  # "You may choose both, otherwise choose one: • A. • B." (after a condition: both only if it holds)
        modes = [effect(part.strip()) for part in re.split(r"\s*•\s*", m.group("modes")) if part.strip()]
        if len(modes) != 2:
            raise Missing("a choice of modes the translator cannot read")
        if not m.group("cond"):  # one or both, as its player chooses (v5.0 6.5.g)
            return [{"choose modes": modes, "count": 2, "up to": True, "at least": 1}]
        cond = _unless(m.group("cond")[len("unless "):]) if m.group("cond").lower().startswith("unless ") else condition(m.group("cond"))
        return [{"modes": modes, "both if": cond}]
    m = re.match(r"^choose one\. (?P<cond>if .+?), you may choose both:\s*•\s*(?P<modes>.+)$", text, re.I)
    if m:  # "Choose one. If X, you may choose both: • A. • B."
        modes = [effect(part.strip()) for part in re.split(r"\s*•\s*", m.group("modes")) if part.strip()]
        if len(modes) != 2:
            raise Missing("a choice of modes the translator cannot read")
        return [{"modes": modes, "both if": condition(m.group("cond"))}]
    m = re.match(r"^roll a die\.\s*on a (?P<n>\d)\+,?\syou\smay\schoose\sboth,\sotherwise,?\schoose\sone:\s*•\s*(?P<modes>.+)$", text, re.I | re.S)
    if m:  # the modes chosen after the roll, as the step resolves (published game, v5.0 6.5.g): one or both on N+
        modes = _modes([part.strip() for part in re.split(r"\s*•\s*", m.group("modes")) if part.strip()])
        if len(modes) != 2:
            raise Missing("a choice of modes the translator cannot read")
        return [{"roll a die": [{"result": f"{m.group('n')}+", "do": [{"choose modes": modes, "count": 2, "up to": True, "at least": 1}]},
                                {"result": "otherwise", "do": [{"choose modes": modes, "count": 1}]}]}]
    m = re.match(r"^you may roll a die\.\s*(?P<rest>on a[:\s].+)$", text, re.I)
    if m:  # an optional roll: its player may roll or not (5.2.3.e); the outcomes are the roll's, read as without "you may"
        steps = effect(f"Roll a die. {m.group('rest')}")
        if not steps or "roll a die" not in steps[0]:
            raise Missing("a die roll the translator cannot read")
        return [{**steps[0], "may": True}, *steps[1:]]
    # "When you roll a 1-3 this way — X": an outcome of the roll just made, "On a 1-3: X" said another way
    text = re.sub(r"(roll a die\.\s+)when you roll an? (\d(?:\+|-\d)?) this way\s*\u2014\s*", r"\1On a \2: ", text, flags=re.I)
    m = re.match(r"^roll a die\.\s*on a(?P<rest>[:\s].+)$", text, re.I)
    if m:
        after = re.match(r"^(?P<out>[^•]+?[.!])\s+then,\s+(?P<then>[^•]+)$", m.group("rest"), re.I | re.S)
        if after:  # "On a 1-3, X. Then, Y.": Y, a step of the effect after the roll (6.1.b), whatever the result
            return [{"roll a die": _outcomes(after.group("out"))}] + effect(after.group("then")[0].upper() + after.group("then")[1:])
        return [{"roll a die": _outcomes(m.group("rest"))}]
    m = re.match(r"^(?P<sel>target (?:an?|another) .+?), then roll a die\.\s*on a(?P<rest>[:\s].+)$", text, re.I)
    first = re.match(r"^roll a die, then (?P<sel>target an? .+?)\.\s*on a(?P<rest>[:\s].+)$", text, re.I)
    if m or first:  # the target and the die in the order printed: the outcomes' "it" is the target ("them")
        m = m or first
        target = selector(re.sub(r"^target another ", "another target ", re.sub(r"^target an? ", "target ", m.group("sel"), flags=re.I),
                                 flags=re.I))
        outcomes = _outcomes(re.sub(r"\bit\b", "them", m.group("rest")))
        if first:
            # "Roll a die, then target a Character. On a: ...": the target named after the roll, its
            # outcomes on the result as it is then (v5.0 6.5.b: chosen knowing the result)
            return [{"roll a die": {}}, {"target": target}, *(_band_step(o) for o in outcomes)]
        return [{"target": target}, {"roll a die": outcomes}]
    m = re.match(r"^roll a die, then spend any number of my (?P<name>[A-Z][a-z]{1,39}) counters to increase the result by that "
                 r"(?:much|many)\.\s*on a(?P<rest>[:\s].+)$", text, re.I)
    if m:  # the roll noted; then its player spends what they like of those counters, the result that much higher (v5.0
        # 7.3.33.b); then the outcomes, each a condition on the final result
        spend = [{"remove counters": {"object": "me", "name": m.group("name").capitalize(), "any number": True}},
                 {"increase the result": "that many"}]
        return [{"roll a die": {}}, *spend, *(_band_step(o) for o in _outcomes(m.group("rest")))]
    m = re.match(r"^(?P<before>[^.]+?),? then,? roll a die\.\s*on a(?P<rest>[:\s].+)$", text, re.I)
    if m:  # "Draw a card, then roll a die. On a 4+, X": the steps before, then the roll (v5.0 7.3.33)
        return effect(m.group("before") + ".") + [{"roll a die": _outcomes(m.group("rest"))}]
    if re.fullmatch(r"roll a die and reveal\sthe top card\sof your deck\.?", text, re.I):
        return [{"roll a die": {}}, {"reveal top deck card": {}}]
    m = re.match(r"^roll a die\.\s+(?P<rest>(?!on a\b).+)$", text, re.I)
    if m and not re.search(r"roll a die|\bon a\b", m.group("rest"), re.I):
        # the result noted, then steps that use it ("X is the result", "increase the result by N"; a
        # target "with Base Cost {X} or less, where X is the result": bounded by it)
        rest = re.sub(r"with base cost \{x\} or less, where x is the result,\s*", "with base cost at most the result ",
                      m.group("rest"), flags=re.I)
        rest = re.sub(r"with base cost \{x\} or less(?P<mid>[^.,]*), where x is the result", r"with base cost at most the result\g<mid>",
                      rest, flags=re.I)
        return [{"roll a die": {}}] + effect(rest)
    if re.search(r"roll a die|\bon a\b", text, re.I) and not re.match(r"^choose (?:up to )?(?:two|three|four)\b", text, re.I):
        raise Missing("a die roll the translator cannot read")  # (a mode of "Choose N" is read as an effect of its own)
    m = re.match(r"^choose up to the number of (?P<what>[^:]+?):\s*•\s*(?P<modes>.+)$", text, re.I)
    if m:  # as many different modes as that count, or fewer, counted as the step resolves
        modes = _modes([part.strip() for part in re.split(r"\s*•\s*", m.group("modes")) if part.strip()])
        if len(modes) < 2:
            raise Missing("a choice of one mode")
        return [{"choose modes": modes, "per": _counted_per(m.group("what")), "same mode again": False, "up to": True}]
    said = _choice(text)
    if said is not None:
        return said
    if re.match(r"^choose (?:two|three|four)\b", text, re.I):
        raise Missing("choosing several modes (Choose N) the translator cannot read")
    if re.fullmatch(r"choose one card in each player's reserve\.\s*discard all other cards in (?:every |each )?reserves?\.?", text, re.I):
        return [{"keep one card in each reserve": {}}]  # one kept in each Reserve, the others discarded (verbs.KeepOneInEachReserve)
    if re.search(r"\bchoose one\b(?! of (?:your|their) expeditions)|•", text, re.I):
        raise Missing("a choice of modes the translator cannot read")
    if re.search(r"\bthat (?:character|card|permanent)\b", text, re.I):
        raise Missing("a step that refers back to an earlier one")
    m = re.fullmatch(r"(?P<first>the next .+? you play .+?)\.\s*if you play it from your (?P<src>hand|reserve), it (?P<does>.+?)\.?",
                     text, re.I)
    if m:  # a next-card effect, then what that same card does only when it comes from one zone
        first = step(m.group("first"))
        if "next card costs less" in first:  # the same next card: one waiting effect
            c = first["next card costs less"]
            first = {"next card": {"type": c["type"], **({"free": True} if c.get("free") else {"costs less": c["amount"]}),
                                   **({"until": c["until"]} if c.get("until") else {})}}
        if "next card" not in first or first["next card"].get("from"):
            raise Missing("a condition the language does not have yet")
        d = re.fullmatch(rf"(gains|loses) {_STATUS_WORD}|gains (\w+) boosts?", m.group("does").lower())
        if not d:
            raise Missing("an effect on the next card the language does not have yet")
        inner = {"gains boosts": number(d.group(3))} if d.group(3) else \
            {("gains status" if d.group(1) == "gains" else "loses status"): d.group(2)}
        return [{"next card": {**first["next card"], f"if from {m.group('src').lower()}": inner}}]
    def lasting(said: str) -> bool:
        # a lasting effect, said alone or after a condition ("If I'm In Contact, pay {1} less for ...", "Unless ...")
        return any(_NEXT_GAINS.match(w) or _NEXT_COSTS.match(w) or _NEXT_TIME.match(w) or w == _THAT_NAME or _NEXT_JOINS.fullmatch(w) or w.endswith(" can't move forward this day")
                   or _FOR_A_WHILE.fullmatch(w) or _GROUP_FOR_A_WHILE.fullmatch(w) or _costs_for_a_while(w) is not None
                   or _NEXT_CARD.match(w) or _REDUCE_NEXT.search(w) or _PAY_LESS.match(w)
                   for w in (said, re.sub(r"^(?:if [^,]+|unless [^,]+|otherwise|if not), ", "", said), re.sub(r"^you may (?!pay \{\d\} less)[^.]+? to ", "", said)))

    # "the next Character played from your hand this turn ...": the same next card, said passively
    text = re.sub(r"\b(the next (?:character|spell|permanent|card)) played from your (hand|reserve)( in my expedition)? this (turn|day|afternoon)\b",
                  r"\1 you play\3 from your \2 this \4", text, flags=re.I)
    said = text.lower().rstrip(".")
    # each sentence with a duration is one of the lasting effects the language has (or the whole text is)
    def remembered(said: str) -> bool:
        # "this turn" in a count of what happened ("1 boost per Spell you played this turn")
        if re.search(r"\b(?:per|for each) (?:other )?(?:card|character|spell|permanent) you(?:'ve)? played this (?:turn|day)\b", said):
            return True
        # "this turn" inside a condition about what happened ("unless you discarded a card ... this turn")
        for cond in re.findall(r"\bunless ([^,.]+)|^if ([^,]+),", said):
            words_ = next(c for c in cond if c)
            if re.search(r"\bthis (?:turn|day)\b", words_):
                printed = re.search(re.escape(words_), text, re.I)  # as printed: a sub-type keeps its capital
                try:
                    condition("if " + (printed.group(0) if printed else words_))
                    return True
                except Missing:
                    return False
        return False

    # each sentence on its own, "Then, " (the next step, 6.1.b) not part of what it says
    lasts = lasting(said) or all(lasting(part) or remembered(part)
                                 for part in (re.sub(r"^then,? ", "", p.rstrip(".")) for p in re.split(r"(?<=\.)\s+|,\s+(?=then\b)", said))
                                 if re.search(r"\bthis (?:turn|day|afternoon)\b|\buntil\b", part))
    if re.search(r"\bthis (?:turn|day|afternoon)\b|\buntil\b", text, re.I) and not lasts:
        raise Missing("an effect with a duration")
    m = re.fullmatch(r"(?P<a>[^.]+)\.\s*if (?P<cond>[^,]+), (?P<b>[^.]+?) instead\.?", text, re.I)
    if m and not re.search(r"\bwould\b|\binstead\b", m.group("a"), re.I) and not re.search(r"\bits?\b", m.group("cond"), re.I):
        # "A. If X, B instead.": B in A's place when X holds as A would happen (v5.0 6.5.d: checked just before), else A
        return _instead(m.group("a"), condition("if " + m.group("cond")), m.group("b"))
    t = re.fullmatch(r"(?P<who>(?:another )?target [^.]+?) (?P<does>(?:gains?|loses?) [^.]+?)\.\s*if (?P<cond>it(?:'s| is) [^,]+), "
                     r"it (?P<b>(?:gains?|loses?) [^.]+?) instead\.?", text, re.I) if m else None
    if t and not re.search(r"\bit\b|\bthem\b|\binstead\b", t.group("does"), re.I):
        # "Target Character gains 1 boost. If it's a Plant, it gains 2 boosts instead": the target named first, then one
        # of the two on it, as its condition says as the step happens (v5.0 6.5.d)
        who = re.sub(r"^(another )?target ", lambda x: f"Target {'another' if x.group(1) else 'a'} ", t.group("who"), flags=re.I)
        return effect(f"{who}. If {t.group('cond')}, it {t.group('b')}. Otherwise, it {t.group('does')}.")
    if re.search(r"\binstead\b|\bwould\b", text, re.I):
        raise Missing("a replacement effect")
    if re.search(r"\bcosts? \{\d\} (?:less|more)\b|\breduce my cost\b", text, re.I) and not lasts:
        raise Missing("a cost change")
    m = _TOP_TO_HAND.fullmatch(text)
    if m:  # one step: look, one card to the Hand (or the Reserve), the others discarded (as play from top of deck does)
        # revealed or looked at: the same cards taken (v5.0 3.1.3.f: revealing shows them to all); the rest at
        # the bottom of the Deck in the order its player chooses (3.2.2.b)
        how = "look" if m.group("how").lower() == "look at" else "reveal"
        return [{"take from top of deck": {how: number(m.group("n")), f"to {m.group('zone').lower()}": 1,
                                           **({} if m.group("discard") else {"rest": "bottom"})}}]
    m = _TOP_PLAY.fullmatch(text)
    if m:  # look at / reveal the top N, play some of them for free (v5.0 5.2.a), discard the others
        n, how = number(m.group("n")), m.group("how").lower()
        if (how == "target opponent reveals") != (m.group("whose").lower() == "their"):
            raise Missing("a revealed Deck the translator cannot name")
        arg = {"look" if how == "look at" else "reveal": n, "play": True}
        if how == "target opponent reveals":  # their cards, played by you (v5.0 5.2.a), still theirs (owner, 3.1.2.c)
            arg["deck"] = "target opponent"
        kinds = re.split(r" and ", m.group("several") or m.group("what"))
        types = {k.lower().rstrip("s") for k in kinds} & {"character", "spell", "permanent"}
        if types and len(kinds) > 1:
            raise Missing("a choice among revealed cards of two types")
        if types:
            arg["type"] = types.pop()
        else:
            if any(k[:1].islower() for k in kinds):
                raise Missing("a kind of revealed card the language cannot name")
            arg["sub-type"] = [_one_of(k) for k in kinds] if len(kinds) > 1 else _one_of(kinds[0])
        if m.group("ashand"):  # "as if from hand": what asks where it was played from sees the Hand ({H} reactions too)
            arg["as if from hand"] = True
        if m.group("several"):  # any number of them, their Hand Costs together bounded
            arg["up to"], arg["total hand cost max"] = n, int(m.group("total"))
        else:
            many = m.group("m").lower()
            arg["up to"] = number(many.removeprefix("up to ")) if many.startswith("up to ") else 1
            if m.group("base"):
                arg["base cost max"] = int(m.group("base"))
        # "you may": the step offers none among its choices (the cards are revealed and the rest
        # discarded either way)
        if not m.group("gain"):
            return [{"play from top of deck": arg}]
        # a status for the card played: the object it became (5.2.b), then the others discarded
        return [{"play from top of deck": {**arg, "rest": "later"}},
                {"gain status": {"object": "them", "status": "fleeting"}}, {"discard the rest": {}}]
    m = _TOP_CARDS.fullmatch(text)
    if m:  # look at / reveal the top N, put up to M of a type in play, [their steps], discard the others
        arg = {"reveal" if m.group("how").lower() == "reveal" else "look": number(m.group("n")),
               "up to": number(m.group("m")), "type": m.group("type").lower().rstrip("s")}
        middle = m.group("middle").strip()
        if not middle:
            return [{"play from top of deck": arg}]
        then = [st for sentence in re.split(r"(?<=[.!])\s+", middle) if sentence.strip()
                for st in steps_of(re.sub(r"^they\b", "them", sentence.strip().rstrip("."), flags=re.I))]  # the cards put in play
        return [{"play from top of deck": {**arg, "rest": "later"}}] + then + [{"discard the rest": {}}]
    m = re.fullmatch(r"(?P<who>each player|target opponent) chooses an? (character|permanent) they control\. it (gains? .+?)\.?", text, re.I)
    if m:  # each chooses one of theirs (or the target opponent does), which is then affected: one step each, in initiative order
        return [{m.group("who").lower(): steps_of(f"a {m.group(2).capitalize()} you control {m.group(3)}")}]
    m = re.fullmatch(r"(?:you and (?P<who>target opponent|each opponent) each|you and (?P<who2>each opponent)|your opponents each) "
                     r"(?P<rest>draw (?:a|one|two|three|\d) cards?|\[resupply\])\.?", text, re.I)
    if m:  # its controller does it, then the other player(s) (6.1.g: in initiative order, its controller's effect first)
        who = (m.group("who") or m.group("who2") or "each opponent").lower()
        theirs = effect(m.group("rest")[:1].upper() + m.group("rest")[1:] + ".")
        mine = [] if text.lower().startswith("your opponents") else copy.deepcopy(theirs)
        return mine + [{who: theirs}]
    m = re.fullmatch(r"reveal the top card of your deck\.\s*(?P<rest>if it(?:'s| is) an? (?:character|spell|permanent|[A-Z][a-z]+), (?!draw it\b|put it in (?:your )?reserve\b)[^.]+\.?)", text, re.I)
    if m:  # revealed, it stays on top; what follows asks what it is (2.2.1.i)
        return [{"reveal top card": {}}] + effect(m.group("rest"))
    m = _REVEAL_TOP.fullmatch(text)
    if m:  # reveal the top card; by what it is, draw it or discard it (one step: the card is not an object in the Deck)
        def kinds_of(said: str) -> list[str]:
            kinds = []
            for part in re.split(r"\s+or\s+", said):
                part = re.sub(r"^an?\s+", "", part.strip(), flags=re.I)
                if re.fullmatch(r"character with a base statistic of 0", part, re.I):
                    kinds.append("character with a base statistic of 0")
                elif part.lower() in ("character", "spell", "permanent"):
                    kinds.append(part.lower())
                elif re.fullmatch(r"[A-Z][a-z]+", part):
                    kinds.append(part)
                else:
                    raise Missing("a revealed card's kind the language does not have yet")
            return kinds

        if m.group("res") and m.group("otherwise") and m.group("what"):
            raise Missing("a revealed card's fate the language cannot say")
        if not m.group("what") and not m.group("res"):
            raise Missing("a revealed card's fate the language cannot say")
        out = [{"reveal top card": {**({"draw if": kinds_of(m.group("what"))} if m.group("what") else {}),
                                    **({"reserve if": kinds_of(m.group("res"))} if m.group("res") else {}),
                                    **({"otherwise": "discard"} if m.group("otherwise") else {})}}]
        return [{"if": condition(m.group("cond")), "then": out}] if m.group("cond") else out
    sentences = [s for s in re.split(r'(?:(?<=[.!])|(?<=[.!]"))\s+(?=(?:[^"]*"[^"]*")*[^"]*$)', text) if s.strip()]  # not inside quotes
    sentences = [part for s in sentences for part in _then_if(s)]
    steps: list[dict] = []
    for sentence in sentences:
        sentence = sentence.strip().rstrip(".")
        sentence = re.sub(r"^then,? (?=[\w\[])", "", sentence, flags=re.I)  # "Then, ...": the next step, as a new sentence is
        sentence = sentence[:1].upper() + sentence[1:]
        if re.match(r"^each player (?!draws \w+ cards?$|\[?resupplies\]?$|sacrifices a character$)", sentence, re.I):
            out = step(sentence)  # its ", then" parts are each player's (step: "each player")
            steps.extend(out if isinstance(out, list) else [out])
            continue
        t = re.match(r"^(?:target (?:opponent|player)|each opponent) (?P<rest>.+)$", sentence, re.I)
        later = _then(t.group("rest"))[1:] if t else []
        if later and all(p.split() and re.fullmatch(r"[a-z]+s", p.split()[0].lower()) for p in later):
            # "Target opponent sacrifices a Character, then draws a card": both that player's
            out = step(sentence)
            steps.extend(out if isinstance(out, list) else [out])
            continue
        m = re.match(r"^unless (?P<cond>[^,]+), (?P<rest>.+)$", sentence, re.I)
        if m:  # "Unless X, A.": the step is ignored if X holds, as "A unless X" (v5.0 6.5.d)
            steps.append({"if": _unless(m.group("cond")), "then": _then_steps(m.group("rest")[0].upper() + m.group("rest")[1:])})
            continue
        m = re.match(r"^(?:otherwise|if not), (?P<rest>.+)$", sentence, re.I)
        if m:  # "If X, A. Otherwise, B." (or "If not, B."): B when X does not hold
            if not steps or "if" not in steps[-1] or "else" in steps[-1]:
                raise Missing("a step that refers back to an earlier one")
            rest = m.group("rest")
            if re.fullmatch(r"create only (?:one|a single one)", rest, re.I):
                _only_one(steps)  # "Otherwise, create only one": the step before, for one token (6.5.e)
                continue
            steps[-1]["else"] = [st for p in _then(rest[0].upper() + rest[1:]) for st in steps_of(p)]
            if any(_names_it(st) for st in steps[-1]["else"]) and any(_targets(st) for st in steps[:-1]):
                _point_back(steps, len(steps) - 1)  # "Target X. If A, discard it. Otherwise, ... it": that target
            continue
        f = re.fullmatch(r"(?P<rest>(?!(?:if|unless) )[^,]+?) if (?P<cond>(?!you do\b|you don't\b|able\b)[^,]+)", sentence, re.I)
        if f:  # "[Do step] if [condition]": the condition said after its step (5.2.3.f)
            either = re.fullmatch(r"(?P<a>.+?),? or if (?P<b>.+)", f.group("cond"), re.I)
            try:
                pair = (condition("if " + either.group("a")), condition("if " + either.group("b"))) if either else None
            except Missing:
                pair = None
            if pair:  # "... if A or if B": done once when either holds (A, else B)
                then = [st for p in _then(f.group("rest")) for st in steps_of(p)]
                steps.append({"if": pair[0], "then": then, "else": [{"if": pair[1], "then": copy.deepcopy(then)}]})
                continue
            try:
                cond = condition("if " + f.group("cond"))
            except Missing:
                cond = None
            if cond is not None:
                steps.append({"if": cond, "then": [st for p in _then(f.group("rest")) for st in steps_of(p)]})
                continue
        u = re.fullmatch(r"(?P<rest>(?!(?:if|unless) ).+?),? unless (?P<cond>[^,]+)", sentence, re.I)
        if u:  # "[Do step] unless [condition]": the step is ignored if it holds (v5.0 6.5.d)
            steps.append({"if": _unless(u.group("cond")), "then": [st for p in _then(u.group("rest")) for st in steps_of(p)]})
            continue
        pair = _either_condition(sentence)
        if pair is not None:  # "If A or B, X": X done once when either holds (A, else B)
            a, b, rest = pair
            then = _then_steps(rest)
            steps.append({"if": a, "then": then, "else": [{"if": b, "then": copy.deepcopy(then)}]})
            continue
        m = _conditional(sentence)
        before = len(steps)
        if m:
            cond = condition(m["cond"])
            done = [st for st in steps if "if" not in st or not str(st["if"]).startswith("it had ")]  # "if its cost was ..." asks about it too
            # a Base Cost is taken as the step before found its object (Context.were_based), whatever
            # that step did; a Hand Cost, of what a sacrifice moved
            # the step just before moved one object out of its zone, or at least acted on one
            moved = bool(steps) and any(isinstance(steps[-1].get(v), str) for v in ("discard", "sacrifice", "put in reserve", "return to hand",
                                                                                    "put in mana"))
            acted = moved or bool(steps) and any(isinstance(steps[-1].get(v), str) for v in ("exhaust", "ready"))
            if cond.startswith("it had ") and _PLAYED_EVENT.get() and not any(_acts_on_objects(st) for st in steps):
                # a reaction to a card played ("When you play a Spell with Base Cost {4} or more — ... If
                # the Base Cost was {7} or more, ..."), no step before acting on an object: the card played,
                # its Base Cost as it was played (v5.0 2.2.9.b)
                cond = "the card played" + cond[len("it"):]
            elif cond.startswith("it had hand cost") and _JOINING_EVENT.get() and not any(_acts_on_objects(st) for st in steps):
                # a reaction to a Character joining ("When a Character joins my Expedition — If its Hand Cost is {3} or
                # more, ..."), no step before acting on an object: the Character the reaction is about (its card's Hand Cost)
                cond = "the character it is about" + cond[len("it"):]
            elif cond.startswith("it had base cost") and not acted:
                raise Missing("a condition on what a step before acted on, after a step on no object")
            if cond.startswith("it had hand cost") and any(isinstance(st, dict) and "reveal" in st for st in steps) \
                    and not (steps and "sacrifice" in steps[-1]):
                # after "you may reveal a Spell ... from your hand": that card's Hand Cost, whatever came between
                cond = "the card revealed" + cond[len("it"):]
            if cond.startswith("it had hand cost") and not (steps and any(k in steps[-1] for k in _NOTED_MOVES)
                                                            and steps[-1].get("reveal top card", {}) == {}):
                # the card the step just before moved (verbs note it: Context.last), by its card's Hand Cost
                raise Missing("a condition on what a step before acted on, other than a sacrifice or a move")
            if re.fullmatch(r"(?:not )?it was in \w+", cond) and not moved:
                raise Missing("where an object was, after a step that moved none out of its expedition")
            if cond == "it moved":
                # a step sending one of its controller's Expeditions back a region, then "If it does, ...": that step
                # moved its one expedition (the step did what it said: "you did")
                if not (steps and steps[-1].get("move backward") in (*_ONE_OF_YOURS, "target expedition", "another target expedition")):
                    raise Missing("'if it does' after a step other than one expedition moving backward")
                cond = "you did"
            every = next((steps[-1][k] for k in ("each player", "each opponent") if steps and isinstance(steps[-1].get(k), list)), None) \
                if cond in ("they did", "not they did") else None
            if every and every[-1].get("may"):
                # "Each player may X. If they do, they Y.": each player's own optional step and what they do
                # then, in their turn of the step (5.2.4.a); only what "they" do (whose else, the words do not say)
                said = re.match(r"^they (?P<rest>\S.*)$", m["rest"], re.I)
                if not said:
                    raise Missing("a step that refers back to an earlier one")
                inner = [st for p in _then(_second_person(said.group("rest"))) for st in steps_of(p)]
                every.append({"if": cond.replace("they did", "you did"), "then": inner})
                continue
            if cond in ("they did", "not they did"):
                # "Target opponent may X. If they do (don't), ...": the one player's optional step (verbs.each_player notes
                # whether they did it)
                group = next((steps[-1][k] for k in ("target opponent", "target player") if steps and isinstance(steps[-1].get(k), list)), None)
                if not group or not group[-1].get("may"):
                    raise Missing("a step that refers back to an earlier one")
                cond = cond.replace("they did", "you did")
            if cond == "not you did" and not (steps and (steps[-1].get("may") or "pay" in steps[-1])) and \
                    not (steps and any(isinstance(steps[-1].get(k), list) for k in ("target opponent", "target player"))):
                # "If you don't" after a step its player may decline (or a cost they may not pay)
                raise Missing("a step that refers back to an earlier one")
            if cond == "you could not" and not (done and not done[-1].get("may") and isinstance(done[-1].get("sacrifice") or done[-1].get("discard"), str)):
                # the engine knows a step was impossible by the objects it had to act on: a
                # sacrifice or a discard, mandatory, just before
                raise Missing("'if you can't' after a step other than a sacrifice or a discard")
            also = re.match(r"^also (?P<rest>\S.*)$", m["rest"], re.I)
            if also:  # "If X, also Y": in addition to what the step before did, so only where it was done
                m = {"cond": m["cond"], "rest": also.group("rest")}
            then = _then_steps(m["rest"])
            if also and steps and "pay" in steps[-1] and not steps[-1].get("else"):
                # after "you may pay ... to X": part of X, done only if its player paid
                steps[-1]["then"].append({"if": cond, "then": then})
                continue
            if also and steps and (steps[-1].get("may") or "if" in steps[-1] or "pay" in steps[-1]):
                raise Missing("'also' after a step that may not be done")
            if cond.startswith("it was played from"):
                # "[Rush] a Character. If played from your Hand, it ...": the card the step just before played
                if not (steps and "play" in steps[-1]):
                    raise Missing("a condition on where a card was played from, after a step that plays none")
                for st in then:
                    slot = _object_slot(st, "it")
                    if slot is not None:
                        slot[0][slot[1]] = "them"
                    elif _names_it(st):
                        raise Missing("a step that refers back to an earlier one")
            steps.append({"if": cond, "then": then})
            if cond.endswith(" this way"):
                _this_way(steps)
        else:
            for p in _then(sentence):
                again = _AGAIN.fullmatch(p)
                if again:  # "..., then (may) do it again": the step before, once more (its own choice)
                    if len(steps) == before:
                        raise Missing("a step that refers back to an earlier one")
                    steps.append({**copy.deepcopy(steps[-1]), **({"may": True} if again.group("may") else {})})
                    continue
                twice = re.fullmatch(r"(?P<step>.+?) (?P<n>twice|three times)", p, re.I)
                if twice:  # "[Resupply] twice": the step done two times, each on its own
                    once = steps_of(twice.group("step"))
                    n = 2 if twice.group("n").lower() == "twice" else 3
                    if any(_targets(st) for st in once) or re.search(r"\btargets?\b|\bsabotage\b", twice.group("step"), re.I):
                        # each time its own choices, its targets chosen as that time is done: v5.0 6.5.i, whose
                        # example ("Target opponent may Exhausted Resupply twice") may choose two target opponents
                        if any(_names_it(st) for st in once):
                            raise Missing("a step that refers back to an earlier one")
                        steps.append({"repeat": once, "times": n})
                        continue
                    steps.extend(once + [st for _ in range(n - 1) for st in copy.deepcopy(once)])
                    continue
                part = len(steps)
                steps.extend(steps_of(p))
                if part > before and any(_names_it(st) for st in steps[part:]) and any(_targets(st) for st in steps[before:part]):
                    # "Send target Character to Reserve, then exhaust it": "it" is that target, as
                    # across sentences below (never the object the trigger is about)
                    _point_back(steps, part)
        if before and any(_names_it(st) for st in steps[before:]) and "play" in steps[before - 1] \
                and not any(_targets(st) for st in steps[:before]):
            for st in steps[before:]:  # "Immediately play a Character. It gains 2 boosts.": the card played
                slot = _object_slot(st, "it")
                if slot is None:
                    raise Missing("a step that refers back to an earlier one")
                slot[0][slot[1]] = "them"
        elif before and any(_names_it(st) for st in steps[before:]) and any(_targets(st) for st in steps[:before]):
            _point_back(steps, before)
    _it_after_token(steps)
    _the_other_expedition(steps)
    _that_target_expedition(steps)
    _their_expedition(steps)
    _their_controller(steps)
    _their_owners(steps)
    _them_all(steps)
    if '"play": {"object": "it", "free": true}' in json.dumps(steps) and _REVEALED_EVENT.get():
        _play_the_revealed(steps)  # "When you reveal a card this way — ... play it for free": that card
    if '"play": {"object": "it"' in json.dumps(steps):  # "play it" only where a condition "this way" names the card
        raise Missing("a step that refers back to an earlier one")
    if steps and isinstance(steps[0], dict) and isinstance(steps[0].get("draw"), dict) and steps[0]["draw"].get("players") == "its owner":
        raise Missing("a step that refers back to an earlier one")  # "its owner" of nothing acted on before
    return steps


# What a condition "this way" asks about: the step just before it, which notes what it moved.
_THIS_WAY_AFTER = {"discarded": "sabotage", "went to reserve": "resupply"}


def _play_the_revealed(data) -> None:
    """"play it for free" in a reaction to a card its object revealed: that card (verbs.PlayRevealed)."""
    if isinstance(data, list):
        for i, st in enumerate(data):
            if isinstance(st, dict) and st.get("play") == {"object": "it", "free": True}:
                data[i] = {"play revealed card": {}, **({"may": True} if st.get("may") else {})}
            else:
                _play_the_revealed(st)
    elif isinstance(data, dict):
        for v in data.values():
            _play_the_revealed(v)


def _this_way(steps: list[dict]) -> None:
    """"[Resupply]. If you put a Character in Reserve this way, ...", "[Sabotage]. If you discarded
    a card this way, its owner ...": the condition asks about the step before, which must be the
    one that moves what it names; "it" in its steps is that card (`them`: what the step before moved)."""
    last = steps[-1]
    verb = next(v for k, v in _THIS_WAY_AFTER.items() if k in last["if"])
    if len(steps) < 2 or verb not in steps[-2] or steps[-2].get("may"):
        raise Missing("a condition on what a step before did, other than a Resupply or a Sabotage just before")
    for st in last["then"]:
        slot = _object_slot(st, "it")
        if slot is not None:
            slot[0][slot[1]] = "them"
    return steps


# what a `per` counts, as the objects a later "them all" names
_COUNTED_OBJECTS = {"other character in my expedition": "each other character in my expedition",
                    "character in my expedition": "each character in my expedition"}


def _them_all(steps: list[dict]) -> None:
    """Boosts per objects counted, then "them all": the objects the step before counted, named
    again by their selector (read as that step resolves; nothing happens between the two). After
    anything else, not modelled."""
    for i, st in enumerate(steps):
        for key in ("then", "else"):
            if isinstance(st.get(key), list):
                _them_all(st[key])
        slot = _object_slot(st, "them all")
        if slot is None:
            continue
        prev = steps[i - 1] if i else {}
        per = next((v.get("per") for v in prev.values() if isinstance(v, dict)), None)
        if per not in _COUNTED_OBJECTS:
            raise Missing("a step that refers back to an earlier one")
        slot[0][slot[1]] = _COUNTED_OBJECTS[per]


def _acts_on_one_target(st) -> bool:
    """The step acts on one target object (after "you may pay ... to ...": its last step does)."""
    if "pay" in st:
        return bool(st.get("then")) and _acts_on_one_target(st["then"][-1])
    slot = _object_slot(st)
    return slot is not None and str(slot[0][slot[1]]).startswith(("target ", "another target "))


def _their_controller(steps: list[dict], before=None) -> None:
    """"Discard target Permanent. If you do, its controller Resupplies": "its" is the one target of
    the step just before (inside an internal action, its last step), whose controller it was as
    that step found it (v5.0 2.1.h). After anything else, not modelled."""
    pointed = before if before is not None and "target" in before and _acts_on_one_target(before) else None
    for i, st in enumerate(steps):
        prev = steps[i - 1] if i else before
        if prev is not None and _object_slot(prev, "them") is not None and pointed is not None:
            prev = pointed  # "Target X. [If you do,] it gains ..., then ... its controller": `them` is that one target
        for key in ("then", "else"):
            if isinstance(st.get(key), list) and "if" in st:
                _their_controller(st[key], prev)
        if "target" in st and _acts_on_one_target(st):
            pointed = st
        elif _object_slot(st, "them") is None and "if" not in st:
            pointed = None  # a step on something else: "them" after it is not that target
        verb = next((k for k in st if k not in ("may", "if", "then", "else")), None)
        arg = st.get(verb) if verb else None
        said = arg if isinstance(arg, str) else arg.get("players") if isinstance(arg, dict) else verb if isinstance(arg, list) else None
        if said == "their controller" and (prev is None or not _acts_on_one_target(prev)):
            raise Missing("a player the language cannot name")
        one_token = prev is not None and isinstance(prev.get("create token"), dict) and prev["create token"].get("count", 1) == 1 \
            and prev["create token"].get("in") in ("target expedition", "my expedition", "your hero expedition", "your companion expedition")
        if said == "the player facing them" and not one_token:
            # the expedition facing that of the one token the step just before created, in one expedition
            raise Missing("a player the language cannot name")


def _their_owners(steps: list[dict], before=None) -> None:
    """"[Sabotage]. If you discarded a card this way, create ... in the Companion Expedition of its
    owner": "its" is the one target of the step just before (perhaps through an `if` after it),
    whose owner never changes (v5.0 1.1.3.c). After anything else, not modelled."""
    for i, st in enumerate(steps):
        prev = steps[i - 1] if i else before
        for key in ("then", "else"):
            if isinstance(st.get(key), list) and "if" in st:
                _their_owners(st[key], prev)
        if any(str(v).startswith("their owner's ") for v in _values(st)) \
                and (prev is None or not ("sabotage" in prev or _acts_on_one_target(prev))):
            raise Missing("an expedition the language cannot name")


def _values(st: dict):
    for v in st.values():
        if isinstance(v, dict):
            yield from v.values()
        elif not isinstance(v, list):
            yield v


def _that_target_expedition(steps: list[dict]) -> None:
    """"Discard each Character in target Expedition, then that Expedition moves backwards": the
    expedition a step's target names, named again later: pointed at first (`target: target
    expedition`), then "that expedition" in both steps (one target, chosen as the card is played)."""
    later = [i for i, st in enumerate(steps) if any(v == "that expedition" for v in st.values())
             or any(isinstance(v, dict) and "that expedition" in v.values() for v in st.values())]
    if not later or any("target" in st for st in steps[:later[0]]):
        return
    first = None
    for i, st in enumerate(steps[:later[0]]):
        slot = _object_slot(st)
        if slot and str(slot[0][slot[1]]).endswith(" in target expedition"):
            first = (i, slot, str(slot[0][slot[1]])[:-len(" in target expedition")] + " in that expedition")
        elif isinstance(st.get(next(iter(st))), dict) and st[next(iter(st))].get("in") == "target expedition":
            first = (i, (st[next(iter(st))], "in"), "that expedition")
        if first:
            break
    if first is None:
        return
    i, (holder, key), renamed = first
    holder[key] = renamed
    steps.insert(i, {"target": "target expedition"})


# the reaction being read is about a card played ("When you play a Spell ..."): "the Base Cost" or
# "its Hand Cost" with no step before acting on an object is that card's
_PLAYED_EVENT: contextvars.ContextVar[bool] = contextvars.ContextVar("played_event", default=False)
# a reaction to a card its object revealed ("When you reveal a card this way"): "play it" names that card
_REVEALED_EVENT: ContextVar[bool] = ContextVar("revealed event", default=False)
# set while a reaction to a Character joining an expedition is read: "its Hand Cost" is that Character's
_JOINING_EVENT: ContextVar[bool] = ContextVar("joining event", default=False)


_PLAYER_GROUPS = ("each player", "target player", "target opponent", "each opponent", "my owner", "their controller")


def _names_objects(st: dict) -> bool:
    """Whether a step acts on objects `them` after it can name: one naming them, a card played, or a
    player's steps that do ("Target player may play a Character": the Character played)."""
    if _acts_on_objects(st) or "play" in st:
        return True
    group = next((st[k] for k in _PLAYER_GROUPS if isinstance(st.get(k), list)), None)
    return bool(group) and any(isinstance(t, dict) and _names_objects(t) for t in group)


def _no_trigger_it(steps: list[dict]) -> list[dict]:
    """An ability with no trigger (a Spell's effect, a quick action) has no object a trigger names,
    so its printed "it" is an object a step before named (6.3.i names only a trigger's): the one the
    step just before acted on (`them`: a card a step put in the Reserve, then "exhaust it"), or
    the target named in the branch beside it ("If X, target Character gains 4 boosts. Otherwise, it
    gains 2 boosts": that target, named once before both). Anything else is left as printed, and
    the engine refuses it at load (abilities.no_trigger_object): never guessed."""
    out: list[dict] = []
    for st in steps:
        slot = _object_slot(st, "it")
        if slot is not None and out and _names_objects(out[-1]):
            slot[0][slot[1]] = "them"
        elif "if" in st and st.get("else") and len(st.get("then") or ()) == 1:
            named = [x for x in (_object_slot(t, "it") for t in st["else"]) if x is not None]
            target = _object_slot(st["then"][0])
            if named and len(named) == len(st["else"]) and target and re.match(r"(?:another )?target ", target[0][target[1]]):
                out.append({"target": target[0][target[1]]})
                for mapping, key in [target, *named]:
                    mapping[key] = "them"
        out.append(st)
    return out


def _acts_on_objects(st: dict) -> bool:
    """Whether a step names objects it acts on (a selector), so that "its" could mean them."""
    verb = next((k for k in st if k not in ("may", "if", "then", "else")), None)
    if verb is None or verb in ("draw", "resupply", "roll a die", "create token", "create tokens", "sabotage"):
        return False
    arg = st.get(verb)
    return isinstance(arg, str) and arg not in ("you", "me", "my expedition") or isinstance(arg, dict) and \
        isinstance(arg.get("object"), str) and arg.get("object") != "me"


# the reaction being read is about an expedition's event ("When my Expedition moves forward — ...
# in that Expedition"): the engine notes that expedition with the reaction (triggers._about)
_ABOUT_EXPEDITION: contextvars.ContextVar[bool] = contextvars.ContextVar("about_expedition", default=False)
_EXPEDITION_EVENTS = re.compile(r"^(?:(?:my expedition|one of your expeditions|your hero expedition|your companion expedition|the expedition facing me|an opponent's expedition) "
                                r"(?:moves forward|fails to move forward|ascends)\b|i leave an ascended expedition$)")


def _their_expedition(steps: list[dict], pointed: bool = False, before: dict | None = None) -> None:
    """"Discard target Character, then create ... in its Expedition": "its" is the one object (a
    target, or one chosen as it resolves: "Sacrifice a Character") of the step just before (before
    an "If you do, ...", the step before it), and its expedition where that step found it (v5.0
    2.1.h). After anything else (no step before, several objects, the object a trigger is about),
    not modelled."""
    if _ABOUT_EXPEDITION.get():
        if any(str(st.get("target", "")).startswith("target expedition") for st in steps):
            raise Missing("an expedition the language cannot name")  # the event's, or the target's? not said
        pointed = True
    for i, st in enumerate(steps):
        pointed = pointed or str(st.get("target", "")).startswith("target expedition") or "choose expedition" in st  # that is ahead, too
        for key in ("then", "else"):
            if isinstance(st.get(key), list):
                _their_expedition(st[key], pointed, (steps[i - 1] if i else before) if "if" in st else None)
        verb = next((k for k in st if k not in ("may", "if", "then", "else")), None)
        arg = st.get(verb) if verb else None
        said = arg if isinstance(arg, str) else arg.get("in") or arg.get("expedition") or arg.get("object") if isinstance(arg, dict) else None
        if isinstance(said, str) and said.endswith(" in that expedition"):  # "each of its Characters": a pointed expedition's
            said = "that expedition"
        if said == "that expedition":  # "in it": an expedition a step before pointed at
            if not pointed:
                raise Missing("an expedition the language cannot name")
            continue
        if said != "their expedition":
            continue
        prev = steps[i - 1] if i else before
        if prev and "each player sacrifices" in prev:  # each sacrificed Character's expedition, as it was (v5.0 2.1.h)
            continue
        slot = _object_slot(prev) if prev else None
        sel = str(slot[0][slot[1]]) if slot else ""
        if not sel.startswith(("target ", "another target ", "a ", "another ")) or sel.startswith(("a card", "another card")):
            raise Missing("an expedition the language cannot name")


_AGAIN = re.compile(r"(?:(?:you|they) )?(?P<may>may )?do (?:it|so|that) again", re.I)


def _only_one(steps: list[dict]) -> None:
    """"If X, create N [...] tokens in E. Otherwise, create only one.": the same token, one of it,
    in the same expedition. A target expedition is chosen once (one "target" in the text, 5.2.3.b):
    a `target` step points at it, and both branches create in `that expedition`."""
    last = steps[-1]
    then = last.get("then", [])
    if len(then) == 1 and "create landmark token" in then[0] and int(then[0]["create landmark token"].get("count", 1)) >= 2:
        made = {k: v for k, v in then[0]["create landmark token"].items() if k != "count"}  # the same token, one of it, there
        last["else"] = [{"create landmark token": copy.deepcopy(made)}]
        return
    if len(then) != 1 or "create token" not in then[0] or int(then[0]["create token"].get("count", 1)) < 2 \
            or set(then[0]["create token"]) - {"token", "in", "count"}:
        raise Missing("a step that refers back to an earlier one")
    made = dict(then[0]["create token"])
    if made["in"] == "target expedition":
        steps.insert(len(steps) - 1, {"target": "target expedition"})
        made["in"] = "that expedition"
        then[0] = {"create token": dict(made)}
    made.pop("count")
    last["else"] = [{"create token": made}]


def _instead(a: str, cond: str, b: str) -> list[dict]:
    """"Target Character gains 1 boost. If you control a Plant, it gains 2 boosts instead.": one
    step, or one step on a target; the other in its place when the condition holds, "it" there being
    that same target (named once, then `them`)."""
    first = steps_of(a)
    if len(first) != 1 or "if" in first[0] or first[0].get("may"):
        raise Missing("a replacement effect")
    head: list[dict] = []
    slot = _object_slot(first[0])
    if slot is not None and str(slot[0][slot[1]]).startswith(("target ", "another target ")):
        head = [{"target": slot[0][slot[1]]}]
        slot[0][slot[1]] = "them"
    second = steps_of(b)
    for st in second:
        it = _object_slot(st, "it")
        if it is not None:
            if not head:
                raise Missing("a replacement effect")  # "it" with no target before it
            it[0][it[1]] = "them"
    return head + [{"if": cond, "then": second, "else": first}]


_CLAUSE_START = r"(?:you|there|i|i'm|my|your|an opponent|target opponent|each|it|its)\b"


def _either_condition(sentence: str) -> tuple[str, str, str] | None:
    """"If A or B, X" where A and B are each a whole condition ("If my Expedition is behind or your
    hand is empty"): (A, B, X) read, or None (a condition
    that reads whole, or halves that do not: "If you control a Plant or a Permanent" is one)."""
    m = re.fullmatch(rf"if (?P<a>[^,]+?) or (?P<b>{_CLAUSE_START}[^,]+), (?P<rest>.+)", sentence, re.I)
    if not m or not m.group("rest").strip():
        return None
    try:
        condition(f"if {m.group('a')} or {m.group('b')}")
        return None  # the table reads it whole
    except Missing:
        pass
    try:
        return condition("if " + m.group("a")), condition("if " + m.group("b")), m.group("rest")
    except Missing:
        return None


def _conditional(sentence: str):
    """"If X, Y": the longest X (it may hold commas: "if you control a A, another B and yet another
    C") that reads as a condition, and Y; or None."""
    if not re.match(r"^(?:if|unless) ", sentence, re.I):
        return None
    cuts = [i for i, ch in enumerate(sentence) if ch == "," and sentence[i + 1:i + 2] == " "]
    for i in reversed(cuts):
        try:
            condition(sentence[:i])
        except Missing:
            continue
        rest = sentence[i + 2:]
        there = re.search(r"\bin your (landmarks|reserve|hand)$", sentence[:i], re.I)
        if there and re.search(r"\bthere$", rest, re.I):  # "If there are no tokens in your Landmarks, create one there"
            rest = re.sub(r"\bthere$", f"in your {there.group(1)}", rest)
        if re.search(r"\bcards? in your landmarks$", sentence[:i], re.I) and re.fullmatch(r"(?:you may )?sacrifice one", rest, re.I):
            rest = rest[:-len("one")] + "a card in your landmarks"  # "..., you may sacrifice one": one of those cards
        return {"cond": sentence[:i], "rest": rest}
    cut = sentence.find(", ")
    return {"cond": sentence[:cut], "rest": sentence[cut + 2:]} if cut > 0 else None


def _object_slot(st, value: str | None = None):
    """(mapping, key) holding a step's object (its selector), or None; with `value`, only when
    the object is that selector."""
    verb = next((k for k in st if k not in ("may", "if", "then", "else")), None)
    if verb is None:
        return None
    arg = st[verb]
    if isinstance(arg, str):
        slot = (st, verb)
    elif isinstance(arg, dict) and isinstance(arg.get("object") or arg.get("choose"), str):
        slot = (arg, "object" if "object" in arg else "choose")
    else:
        return None
    return slot if value is None or slot[0][slot[1]] == value else None


def _names_it(st) -> bool:
    """The step, or a step inside its "if", acts on "it"; or its condition is about "it"."""
    if "if" in st:  # "it was played from ...": about the card played, which the condition reads itself
        return str(st["if"]).startswith("it ") and not str(st["if"]).startswith("it was played from ") \
            or any(_names_it(x) for x in st.get("then", []) + st.get("else", []))
    return _object_slot(st, "it") is not None


def _targets(st) -> bool:
    slot = _object_slot(st)
    return slot is not None and (str(slot[0][slot[1]]).startswith(("target ", "another target ", "up to ", "any number of "))
                                 or re.match(r"[2-9] (?:another )?target ", str(slot[0][slot[1]])) is not None)


def _it_after_token(steps: list[dict]) -> None:
    """"Create a [token]. It gains ...": "it" is the one token just created (`them`: the step's
    objects), never the object the trigger is about; after several tokens, not modelled."""
    i = 1
    while i < len(steps):
        prev, st = steps[i - 1], steps[i]
        if "if" in prev and not prev.get("else") and prev.get("then") and _object_slot(st, "it") is not None \
                and any(v in prev["then"][-1] for v in ("create token", "create signature token")):
            # "If ..., create a [token] in X. You may have it gain [[Asleep]].": "it" is the token,
            # made only when the condition held: the step joins what the condition allows
            made = prev["then"][-1].get("create token") or {}
            if int(made.get("count", 1)) != 1 or made.get("per") or made.get("in") in ("any number of target expeditions",):
                raise Missing("a step that refers back to several tokens created")
            holder, key = _object_slot(st, "it")
            holder[key] = "them"
            prev["then"].append(steps.pop(i))
            continue
        i += 1
    for i, st in enumerate(steps):
        for key in ("then", "else"):
            if isinstance(st.get(key), list):
                _it_after_token(st[key])
        if i and "pay" in steps[i - 1] and _names_it(st) and any(_targets(x) for x in steps[i - 1].get("then") or ()):
            # "You may pay ... to have target X ... . You may give it ...": the target chosen inside
            # the internal action (5.2.3.g): pointed at first there, then named `them` in its steps
            # and after it (nobody, when the action was not done: nothing was pointed at)
            inner = steps[i - 1]["then"]
            aimed = [x for x in inner if _targets(x)]
            slot = _object_slot(aimed[0]) if len(aimed) == 1 else None
            sel = str(slot[0][slot[1]]) if slot else ""
            it = _object_slot(st, "it")
            if not sel.startswith(("target ", "another target ")) or it is None or any(_names_it(x) for x in inner):
                raise Missing("a step that refers back to a target of an internal action")
            if "target" not in aimed[0]:
                slot[0][slot[1]] = "them"
                inner.insert(inner.index(aimed[0]), {"target": sel})
            it[0][it[1]] = "them"
        if i and "create signature token" in steps[i - 1] and _object_slot(st, "it") is not None:
            holder, key = _object_slot(st, "it")  # one token, always
            holder[key] = "them"
        if i and "create token" in steps[i - 1] and _object_slot(st, "it") is not None:
            made = steps[i - 1]["create token"]
            if int(made.get("count", 1)) != 1 or made.get("per") or made.get("in") in ("any number of target expeditions",):
                raise Missing("a step that refers back to several tokens created")
            holder, key = _object_slot(st, "it")
            holder[key] = "them"


def _point_back(steps: list[dict], later: int) -> None:
    """A target named by a step, then "it" in a later sentence: "it" is that target, not the
    object the trigger is about. Written as the language says it: target it first, then name it
    `them` in both steps. Only for one step with one target before; otherwise not modelled."""
    targeted = [i for i in range(later) if _targets(steps[i])]
    if len(targeted) != 1 or any("if" in st for st in steps[:later]):
        raise Missing("a step that refers back to an earlier one")
    i = targeted[0]
    holder, key = _object_slot(steps[i])
    sel = holder[key]
    pointed = "target" in steps[i]  # "Target a Character. It ...": the step already only points at it
    if not pointed:
        holder[key] = "them"
    def rename(st) -> None:
        # a condition on "it" reads what the step before pointed at (conditions: it is ...)
        for inner in st.get("then", []) + st.get("else", []) if "if" in st else ():
            rename(inner)
        slot = _object_slot(st, "it")
        if slot is not None:
            slot[0][slot[1]] = "them"

    for st in steps[later:]:
        rename(st)
    if not pointed:
        steps.insert(i, {"target": sel})


def _band_step(outcome: dict) -> dict:
    """A die's outcome as a step on the result as it is now: "4+" -> "if the result is 4 or more"."""
    band = str(outcome["result"])
    m = re.fullmatch(r"(\d)(\+|-(\d))?", band)
    if not m:
        raise Missing("a die roll the translator cannot read")
    low, high = int(m.group(1)), int(m.group(3)) if m.group(3) else (None if m.group(2) == "+" else int(m.group(1)))
    if high is None:
        return {"if": f"the result is {low} or more", "then": outcome["do"]}
    if low == 1:
        return {"if": f"the result is {high} or less", "then": outcome["do"]}
    if low == high:
        return {"if": f"the result is {low}", "then": outcome["do"]}
    return {"if": f"the result is {low} or more", "then": [{"if": f"the result is {high} or less", "then": outcome["do"]}]}


def _outcomes(text: str) -> list[dict]:
    """"On a 4+, X. On a 1-3, Y." or ": • 4+, X. • 1-3, Y." -> the die's outcomes."""
    parts = [p.strip() for p in re.split(r"\s*•\s*|\s*\bon a\s+", text.lstrip(":").strip(), flags=re.I) if p.strip()]
    out = []
    otherwise = None
    for i, part in enumerate(parts):
        # "4+, X" or "1: X" (the later sets print a colon after a single result, too)
        m = re.match(r"^(?P<range>\d(?:\+|-\d)?)\s*[,:]\s*(?P<do>.+)$", part, re.S)
        if not m:
            raise Missing("a die roll the translator cannot read")
        do = m.group("do")
        o = re.match(r"^(?P<do>.+?[.!])\s+otherwise,?\s+(?P<else>.+)$", do, re.I | re.S) if i == len(parts) - 1 else None
        if o:  # "On a 6, X. Otherwise, Y.": Y on every result the outcomes before do not name
            do, otherwise = o.group("do"), o.group("else")
        out.append({"result": m.group("range"), "do": effect(do)})
    if len(out) < 1:
        raise Missing("a die roll the translator cannot read")
    if otherwise is not None:
        out.append({"result": "otherwise", "do": effect(otherwise[0].upper() + otherwise[1:])})
    return out


# a line that begins with the card's optional cost, then says more
_OPTIONAL_COST_FIRST = re.compile(r"^(?P<cost>You may [^.]{1,100}? to (?:reduce my cost by \{\d\}|make me cost \{\d\} less"
                                  r"|play me for \{\d\} less))\.\s+(?P<rest>\S.*)$", re.S | re.I)


# the costs paid with one object its player chooses (judge/words.py OPTIONAL_COSTS; a sacrifice of a
# sub-type's or a status's object too, words.SACRIFICE_MORE): what may be a card's optional cost
_ONE_OBJECT_COSTS = frozenset({"sacrifice a character or permanent", "sacrifice a character", "sacrifice a permanent", "sacrifice a token", "sacrifice a landmark",
                               "exhaust a reserve card", "exhaust a permanent you control", "exhaust a character you control",
                               "hand card to discard", "hand card to reserve", "spend 1 boost from a character you control"})


def _optional_play_cost(m: re.Match) -> str:
    """"you may [cost] to play me for {N} less" (lower case) -> the passive that says it; refused
    where the cost is not one object its player chooses (the costs of an internal action, pay_costs:
    one vocabulary)."""
    n = m.group("a") or m.group("b") or m.group("c")
    said = re.sub(r"^(sacrifice an? )([a-z])", lambda s: s.group(1) + s.group(2).upper(), " ".join(m.group("cost").split()))
    paid = pay_costs(said)
    if paid == ["reserve card to discard"]:  # the first optional cost of the sets (its own passive in the language)
        return f"discard a reserve card as you play me: i cost {n} less"
    if not 1 <= len(paid) <= 4 or not all(c in _ONE_OBJECT_COSTS or re.fullmatch(r"sacrifice an? [a-z][a-z' -]{1,40}", c) for c in paid):
        raise Missing("an optional cost not paid with objects its player chooses as the card is played")
    # several: a different object each ("sacrifice two Characters"; a boost each, judge/costs.py)
    return f"{' and '.join(paid)} as you play me: i cost {n} less"


# the steps whose object "its Hand Cost" may ask about after them: those that note what they moved (judge/verbs.py
# Context.last: the object sacrificed, discarded, sent to Reserve, returned to its owner's Hand, sabotaged; the top
# card of the Deck revealed, which stays there)
_NOTED_MOVES = ("sacrifice", "discard", "put in reserve", "return to hand", "sabotage", "reveal top card")


def _then_if(sentence: str) -> list[str]:
    """"X, then if A, Y.": X, then the conditional step, as "X. Then, if A, Y." says. Not after a
    sentence that is itself conditional or optional ("If B, X, then if A, Y"; "You may X, then if
    ..."), where the second condition would stand under the first."""
    if re.match(r"^(?:then,? )?(?:if|unless|you may|each |target (?:opponent|player)|up to)\b", sentence.strip(), re.I):
        return [sentence]
    return re.split(r",? then,? (?=if\s)", sentence, maxsplit=1, flags=re.I)


def _then(sentence: str) -> list[str]:
    if _NEXT_CARD.match(sentence) and re.search(r"\babilities,? then gains \w+ boosts?$", sentence, re.I):
        return [sentence]  # what the next card does, in order: one step ("activates ..., then gains 1 boost")
    parts = re.split(r"(?<!\bmay),? then |, and then ", sentence)  # "you may then X" is one step
    return [p[0].upper() + p[1:] if p else p for p in parts]


# --- whole lines ----------------------------------------------------------------------------

# "Sacrifice two Characters": the one-object cost each of them pays
_SEVERAL_COSTS = {("sacrifice", "characters"): "sacrifice a character", ("sacrifice", "permanents"): "sacrifice a permanent",
                  ("sacrifice", "tokens"): "sacrifice a token", ("exhaust", "cards in your reserve"): "exhaust a reserve card",
                  ("exhaust", "characters you control"): "exhaust a character you control",
                  ("exhaust", "permanents you control"): "exhaust a permanent you control",
                  ("discard", "cards from your hand"): "hand card to discard",
                  ("spend", "boosts from characters you control"): "spend 1 boost from a character you control",
                  ("spend", "boosts from characters in your expeditions"): "spend 1 boost from a character you control"}
# the words of such a cost (one vocabulary): in pay_costs, in any case; in a quick action's cost part, as the cards
# print them (the verb capitalised or not, the game's nouns capitalised)
_SEVERAL = (r"(?i:(?P<verb>" + "|".join(sorted({v for v, _ in _SEVERAL_COSTS})) + r") (?P<n>two|three|2|3) (?P<what>"
            + "|".join(sorted({w for _, w in _SEVERAL_COSTS}, key=len, reverse=True)) + r"))")
_SEVERAL_PRINTED = ("(?:" + "|".join(sorted({f"[{v[0].upper()}{v[0]}]{v[1:]}" for v, _ in _SEVERAL_COSTS})) + ") (?:two|three|2|3) (?:"
                    + "|".join(sorted({re.sub(r"\b(characters|permanents|reserve|expeditions)\b", lambda m: m.group(1).capitalize(), w)
                                       for _, w in _SEVERAL_COSTS}, key=len, reverse=True)) + ")")


_ONE_COST = (r"(?:\{[TDX0-9]\}|[Ee]xhaust me|[Dd]iscard me from (?:your )?Reserve|[Ss]pend (?:1|a|one) boost from a Character you control|[Ee]xhaust a card (?:in|from) your Reserve|[Ss]pend \w+ of my [A-Z][a-z]+ counters|[Dd]iscard (?:a|another) card from your Reserve|[Ss]acrifice (?:a Character|a Permanent|a token|me|another Character|another Permanent)"
             r"|[Dd]iscard a card from your hand|[Pp]ut a card from your hand in(?:to)? (?:your )?Reserve|[Pp]ay \{\d\}"
             r"|[Dd]iscard (?:two|three|2|3) cards from your Reserve|[Dd]iscard any number of cards from your Reserve"
             r"|" + _SEVERAL_PRINTED +
             r"|[Ss]acrifice (?:a|one) token or discard (?:a|one) token from your Reserve"
             # the costs an internal action says the same way (pay_costs): one vocabulary of costs (judge/words.py cost)
             r"|[Ee]xhaust a Permanent you control|[Ee]xhaust a Character you control|[Dd]iscard one of your Mana Orbs|[Ss]pend \w+ of my boosts?"
             r"|[Ss]acrifice an? \[\[(?:Boosted|Exhausted|Anchored|Asleep|Fleeting)\]\] Character|[Ss]acrifice an? [A-Z][a-z]{1,39}"
             r"|[Dd]iscard (?:an?|one) (?:Character|Spell|Permanent|token) from your Reserve|[Ss]acrifice an? (?:Character or (?:a )?Permanent|Permanent or (?:a )?Character))")
_COST_PART = re.compile(rf"^(?P<costs>{_ONE_COST}(?:\s*,\s*{_ONE_COST})*)\s*:\s*(?P<rest>.+)$")


def _then_steps(words: str) -> list[dict]:
    """The steps of what a condition governs ("If X, [words]"); "A unless Y" there is A done only
    when Y does not hold, both checked just before the step (v5.0 6.5.d). "Each player A, then B":
    both each player's, as said alone (5.2.4.a)."""
    if re.match(r"^each player (?!draws \w+ cards?$|\[?resupplies\]?$|sacrifices a character$)", words.strip(), re.I):
        out = step(words.strip()[:1].upper() + words.strip()[1:].rstrip("."))
        return out if isinstance(out, list) else [out]
    try:
        return [st for p in _then(words) for st in steps_of(p)]
    except Missing:
        u = re.fullmatch(r"(?P<rest>(?!(?:if|unless) )[^,]+?),? unless (?P<cond>[^,]+?)\.?", words.strip(), re.I)
        if not u or re.search(r"\b(?:if|unless)\b", u.group("rest") + " " + u.group("cond"), re.I):
            raise
        return [{"if": _unless(u.group("cond")), "then": [st for p in _then(u.group("rest")) for st in steps_of(p)]}]


def _paid_only(words: str) -> bool:
    """Whether `words` is a cost the language says (pay_costs) and no step it has (step)."""
    try:
        pay_costs(words)
    except Missing:
        return False
    try:
        step(words[:1].upper() + words[1:])
    except Missing:
        return True
    return False


def pay_costs(text: str) -> list[str]:
    """The costs of "you may pay X and Y to ...": mana, a card from hand put in Reserve."""
    out = []
    for part in re.split(r"\s+and\s+|\s*,\s*", text.strip()):
        part = re.sub(r"\s*\(\{T\}\)$", "", part)  # "exhaust me ({T})": the symbol repeats the words
        part = re.sub(r"^pay (?=\{\d\}$)", "", part, flags=re.I)  # "sacrifice a Character and pay {1}"
        if re.fullmatch(r"\{\d\}", part):
            out.append(f"{part[1]} mana")
        elif re.fullmatch(r"put a card from your hand in(?:to)? (?:your )?reserve", part, re.I):
            out.append("hand card to reserve")
        elif re.fullmatch(r"discard a card from your hand", part, re.I):
            out.append("hand card to discard")
        elif re.fullmatch(r"discard (?:a|another) card from your reserve", part, re.I):
            out.append("reserve card to discard")
        elif re.fullmatch(r"discard (?:two|three|2|3) cards from your reserve", part, re.I):
            out.extend(["reserve card to discard"] * number(part.split()[1]))  # different cards, chosen as it is paid (6.1.d)
        elif m := re.fullmatch(_SEVERAL, part):
            # that many different objects, each chosen as it is paid (a boost each: one Character may pay
            # two); every one paid at once (6.1.d: judge/costs.py Payment._fits)
            one = _SEVERAL_COSTS.get((m.group("verb").lower(), m.group("what").lower()))
            if one is None:
                raise Missing("a cost the language does not have yet")
            out.extend([one] * number(m.group("n")))
        elif re.fullmatch(r"discard any number of cards from your reserve", part, re.I):
            out.append("any number of reserve cards to discard")
        elif re.fullmatch(r"sacrifice any number of permanents", part, re.I):
            out.append("any number of permanents to sacrifice")
        elif re.fullmatch(r"sacrifice (?:a|one) token or discard (?:a|one) token from your\sreserve", part, re.I):
            out.append("sacrifice or discard a token")
        elif re.fullmatch(r"discard (?:an?|one) (character|spell|permanent|token) from your reserve", part, re.I):
            out.append(f"reserve {part.split()[2].lower()} to discard")
        elif part.lower() in ("exhaust me", "sacrifice me", "sacrifice a character", "sacrifice a permanent", "sacrifice a token",
                              "sacrifice a landmark", "sacrifice another character", "sacrifice another permanent"):
            out.append(part.lower())  # "another": not the object whose ability it is (judge/selectors.py sacrificable)
        elif re.fullmatch(r"discard one of your mana orbs", part, re.I):
            out.append("mana orb to discard")  # a card of its player's Mana zone, ready or exhausted, chosen as it is paid
        elif re.fullmatch(r"sacrifice an? (?:character or (?:a )?permanent|permanent or (?:a )?character)", part, re.I):
            out.append("sacrifice a character or permanent")  # one of either type its player controls, chosen as it is paid
        elif re.fullmatch(r"exhaust a card (?:in|from) your reserve", part, re.I):
            out.append("exhaust a reserve card")
        elif re.fullmatch(r"exhaust a permanent you control", part, re.I):
            out.append("exhaust a permanent you control")
        elif re.fullmatch(r"sacrifice an? \[\[(?:Boosted|Exhausted|Anchored|Asleep|Fleeting)\]\] Character", part, re.I):
            status = re.search(r"\[\[(\w+)\]\]", part).group(1).lower()
            out.append(f"sacrifice {'an' if status[0] in 'aeiou' else 'a'} {status} character")  # one of that status (2.4)
        elif re.fullmatch(r"[Ss]acrifice an? [A-Z][a-z]{1,39}", part) and part.split()[-1].lower() not in _NOT_A_SUBTYPE \
                and part.split()[-1].capitalize() not in objects.NOT_SUBTYPES:
            out.append(f"sacrifice a {part.split()[-1].lower()}")  # one of its player's of that sub-type (2.2.2.n)
        elif re.fullmatch(r"exhaust a character you control", part, re.I):
            out.append("exhaust a character you control")  # a ready one of its player's, not the object itself ({T} says that)
        elif re.fullmatch(r"spend (?:1|a|one) boost from a character you control", part, re.I):
            out.append("spend 1 boost from a character you control")  # one of its player's Characters' boosts
        elif re.fullmatch(r"spend 1 counter from a card you control or in your reserve", part, re.I):
            out.append("spend 1 counter from a card you control or in your reserve")  # one, of any kind, boosts too
        elif re.fullmatch(r"spend (\w+) of my boosts?", part, re.I):
            n = number(re.fullmatch(r"spend (\w+) of my boosts?", part, re.I).group(1))
            out.append(f"spend {n} boost{'s' if n != 1 else ''}")
        elif re.fullmatch(r"spend (\w+) of my ([A-Z][a-z]+) counters?", part, re.I):
            # counters of the object whose ability it is, paid with the other costs in one step (6.1.d)
            m = re.fullmatch(r"spend (\w+) of my ([A-Z][a-z]+) counters?", part, re.I)
            n = number(m.group(1))
            out.append(f"spend {n} {m.group(2)} counter{'s' if n != 1 else ''}")
        else:
            raise Missing("a cost the language does not have yet")
    return out


def costs(text: str) -> list[str]:
    out = []
    for part in re.split(r"\s*,\s*", text):
        # the symbols, or the words they stand for (1.1.6.h-i: a source may print either)
        if part == "{T}" or re.fullmatch(r"[Ee]xhaust me", part):
            out.append("exhaust me")
        elif part == "{D}" or re.fullmatch(r"[Dd]iscard me from (?:your )?Reserve", part):
            out.append("discard me from reserve")
        elif re.fullmatch(r"\{\d\}", part):
            out.append(f"{part[1]} mana")
        elif part == "{X}":  # "pay X mana", X declared with the costs (v5.0 7.1.4.c, 5.1.2.c)
            out.append("x mana")
        else:
            m = re.fullmatch(r"[Ss]pend (\w+) of my ([A-Z][a-z]+) counters", part)
            if not m:
                out.extend(pay_costs(part))  # the costs an internal action says the same way, or Missing
                continue
            out.append(f"spend {number(m.group(1))} {m.group(2)} counters")
    return out


_IF_ALL = "\x1f"  # marks a trigger's condition that holds for every step of the rest (_if_first, _conditioned)
_IF_TRIGGER = "\x1e"  # marks the condition after a trigger's comma, one for the Reaction to be activated (_trigger_if)


def _comma_condition(cond: str, rest: str) -> str:
    """"When ..., if X — A": X is the trigger's own condition, read as the event happens (published
    game, v5.0 6.3.b), carried to the ability as its `if` (_trigger_if)."""
    return f"{_IF_TRIGGER}{cond}{_IF_TRIGGER}{rest}"


def _trigger_if(rest: str) -> tuple[str | None, str]:
    """(the trigger's condition as the language says it, or None; the rest)."""
    if not rest.startswith(_IF_TRIGGER):
        return None, rest
    cond, body = rest[1:].split(_IF_TRIGGER, 1)
    return condition(cond), body


def _if_first(cond: str, rest: str) -> str:
    """A trigger's condition, then its effect: one sentence as "If X, A"; several sentences (or one
    with a condition of its own) as the condition of them all, marked for _conditioned, so that
    "When ..., if X — A. B." does B only if X holds, as A (5.2.3.f)."""
    if re.search(r"[.!]\s+\S", rest.strip()) or re.search(r"\b(?:if|unless|otherwise)\b", rest, re.I):
        return f"{_IF_ALL}{cond}{_IF_ALL}{rest}"
    said = rest if re.match(r"I\b", rest) else rest[0].lower() + rest[1:]  # "I gain ...": the pronoun keeps its case
    return f"{cond}, {said}"


def _conditioned(rest: str) -> list[dict]:
    """The effect of a trigger's rest (trigger): under its condition when _if_first marked one."""
    if rest.startswith(_IF_ALL):
        cond, body = rest[1:].split(_IF_ALL, 1)
        return [{"if": condition(cond), "then": effect(body)}]
    return effect(rest)


def trigger(text: str) -> tuple[str | None, str]:
    """(the language's trigger, the rest), or (None, text) when the line has no trigger. A
    trigger with a condition ("When ..., if ... — X") gives its rest as "If ..., X" (_if_first)."""
    for symbol, name in _SYMBOL_TRIGGERS.items():
        if text.startswith(symbol):
            return name, text[len(symbol):].strip()
    m = re.match(r"^When I(?:'m| am) played from (?:your )?(?P<zone>Hand|Reserve) — ", text, re.I)
    if m:  # the {H} and {R} triggers in words
        return ("played from hand" if m.group("zone").lower() == "hand" else "played from reserve"), text[m.end():].strip()
    if " — " in text:
        head, rest = text.split(" — ", 1)
        low = head.lower().strip()
        if low in _PHASES:
            return _PHASES[low], rest
        m = re.fullmatch(r"(?P<when>at (?:noon|dusk|night)), (?P<cond>if .+)", low)
        if m:  # "At Dusk, if ... — X": the Reaction activated only if it holds as the phase begins (v5.0 6.3.b)
            return _PHASES[m.group("when")], _comma_condition(head.split(', ', 1)[1], rest)
        if re.fullmatch(r"the first time you roll (?:a die|one or more dice|dice) each day", low):
            return "the first time you roll dice each day", rest  # its controller's first roll of the day only
        m = re.fullmatch(r"the first time (?:you play an? (?P<a>character|spell|permanent|card) each (?P<b>day|turn)"
                         r"|each (?P<d>day|turn),? you play an? (?P<c>character|spell|permanent|card))", low)
        if m:  # its controller's first card of that type this Day (or turn), as for dice (judge/triggers.py)
            return f"the first time you play a {m.group('a') or m.group('c')} each {m.group('b') or m.group('d')}", rest
        m = re.fullmatch(r"when you roll an? (?P<n>[1-9])(?P<plus>\+)?(?: on (?:a|the) die)?", low)
        if m:  # a roll of that result: the reaction to the roll, its result read as it resolves (v5.0 7.3.33.b)
            said = f"the result is {m.group('n')}{' or more' if m.group('plus') else ''}"
            return "you roll dice", _if_first(f"If {said}", rest)
        if low.startswith("when ") and _when(low[5:]):
            return _when(low[5:]), rest
        if low.startswith("when ") and _when_written(head.strip()[5:]):
            return _when_written(head.strip()[5:]), rest
        mirrored = _by_another_player(head.strip()[5:]) if low.startswith(("when an opponent ", "when a player ")) else None
        if mirrored:
            return mirrored, rest
        m = re.match(r"^when (?P<what>.+?), (?P<cond>if .+)$", low)
        if m and _when(m.group("what")):  # the Reaction activated only if it holds as the event happens (v5.0 6.3.b)
            return _when(m.group("what")), _comma_condition(head.split(', ', 1)[1], rest)
        if low.startswith(("when ", "at ", "after ", "each time ")):
            raise Missing("a trigger the language does not have yet")
    return None, text


# Triggers about another Character that is in play as the event ends (it joined an expedition, was
# played or created there, gained a status or boosts there): the reaction's "that Character" is
# that object, the language's `it` (the trigger's subject, 6.3.b).
_ABOUT_A_CHARACTER = {"a character joins my expedition", "a character joins one of your expeditions",
                      "another character joins one of your expeditions", "a non-token character joins one of your expeditions",
                      "you play a character", "an opponent plays a character", "you create a token character",
                      "a character you control gains boosts",
                      "the first time you play a character each day", "the first time you play a character each turn",
                      *(f"a character you control gains {st}" for st in ("fleeting", "asleep", "anchored"))}


def _that_character(when: str, rest: str) -> str:
    """A reaction's effect with "that Character" read as `it`, the Character its trigger is about;
    only where nothing else in the effect could be "it" (no target, no other "it" or "them")."""
    if when == "one or more of your ascended expeditions move forward":
        # "If there is no Character facing it": "it" is the expedition the reaction is about ("that expedition")
        rest = re.sub(r"^If there is no Character facing it, ", "If there is no character facing that expedition, ", rest)
    about = when in _ABOUT_A_CHARACTER or re.fullmatch(r"(?:an?|another) (?:\S+ )*?character(?: you control)? (?:joins .+|gains .+)", when)
    if not about or not re.search(r"\bthat character\b", rest, re.I):
        return rest
    if re.search(r"\b(?:it|its|them|they|target)\b", rest, re.I):
        raise Missing("a step that refers back to an earlier one")
    return re.sub(r"\b[Tt]hat [Cc]haracter\b", lambda m: "It" if m.group(0)[0] == "T" else "it", rest)


_SYMBOL_NAMES = {"{J}": "enters play", "{H}": "played from hand", "{R}": "played from reserve"}


_KEYWORD_GIVEN = r"\[(?P<kw>defender|eternal|seasoned|gigantic|tough [1-9])\]"


def _conditional_passive(text: str) -> dict | None:
    """A keyword the card gives itself (or others) under a condition, before or after it ("If
    ..., I am [KEYWORD]", "I am [KEYWORD] unless ..."): a passive ability and the condition
    it works under, or None."""
    t = text.strip().rstrip(".")
    t = re.sub(r"^play me for (\{\d\}) less (?=if |unless )", r"I cost \1 less ", t, flags=re.I)  # the same passive, said as a play
    # its own cost, counted as it is played: the card itself is not yet among those played this turn (v5.0 5.1.2.k counts
    # a card once its resolution has started), so "another card" is any card
    t = re.sub(r"^(I cost \{\d\} (?:less|more) (?:if|unless) you played )another (card|character|spell|permanent) (this (?:turn|day))$",
               r"\1a \2 \3", t, flags=re.I)
    t = re.sub(r"^(?:while|as long as) (?=[^,]+, )", "If ", t, flags=re.I)  # "While X, I am [KW]": a passive works while its condition holds
    t = re.sub(rf"(^|, )I have (?={_KEYWORD_GIVEN})", r"\1I am ", t, flags=re.I)  # a keyword it "has" is one it "is" (v5.0 7.4)
    # "I am [KW] while X" (or "as long as X"): the same condition said after
    t = re.sub(rf"^(I(?: am|'m) {_KEYWORD_GIVEN}) (?:while|as long as) ", r"\1 if ", t, flags=re.I)
    m = re.fullmatch(rf"(?P<head>(?:if|unless) [^,]+), (?P<rest>.+)", t, re.I) or \
        re.fullmatch(rf"(?P<rest>I(?: am|'m) {_KEYWORD_GIVEN}|I can't be played|I cost \{{\d\}} (?:less|more)"
                     rf"|your [A-Za-z\[\] ]{{3,40}}? cost \{{\d\}} less|[a-z]+ you play(?: from your (?:hand|reserve))? cost \{{\d\}} less"
                     rf"|pay \{{\d\}} more to play [a-z ]+?) (?P<head>(?:unless|if) .+)", t, re.I)
    if not m:
        return None
    passive = _passive(re.sub(r"^I'm ", "I am ", m.group("rest")).replace(" it from", " my expedition from"))
    if passive is None:
        return None
    head = m.group("head")
    if re.fullmatch(r"if (?:i'm|i am) \[\[boosted\]\]", head, re.I):  # Boosted: one boost or more (v5.0 2.4.5)
        return {"passive": passive, "if": "i have 1 or more boosts"}
    unless = head.lower().startswith("unless ")
    words_ = head.split(" ", 1)[1]
    if re.fullmatch(r"you have less than (\w+) mana orbs", words_, re.I):  # "less than N": not N or more
        unless, words_ = True, re.sub(r"less than (\w+)", r"\1 or more", words_, flags=re.I)
    said = condition("if " + words_)
    if passive.startswith("i cost") and said.startswith("i am in your "):
        # where it will be is declared as it is played (v5.0 5.1.2): not a condition on the card in hand
        raise Missing("a cost change for a card played in an expedition, which the language does not have yet")
    return {"passive": passive, "if": ("not " if unless else "") + said}


def _cards_cost_less_said(kind: str, src: str | None, n: str, least: str | None, bound: str = "") -> str | None:
    """The language's words of a cost decrease of its controller's cards, from its parts (a row's groups): the
    cards (a type, or a sub-type's cards; not a plural the sub-type rule cannot undo), from where, a cost bound
    ("hand cost 3 or more"), a minimum."""
    if kind.endswith(("ies", "ves", "ses")):
        return None
    said = kind if kind in ("characters", "spells", "permanents", "cards") else kind[:-1] + " cards"
    return (f"your {said}{f' from {src}' if src else ''}{f' with {bound}' if bound else ''}"
            f" cost {n} less{f', down to a minimum of {least}' if least else ''}")


def _cards_cost_less(m) -> str | None:
    """"Spells you play cost {1} less" / "Your Animals cost {1} less": the cards (a type, or a sub-type's
    cards; not a plural the sub-type rule cannot undo), from where, a Hand Cost bound, a minimum."""
    kind, src, which, bound, cmp, n, least = m.groups()[:7]
    return _cards_cost_less_said(kind, src, n, least, f"{which.lower()} cost {bound} or {cmp}" if bound else "")


# "Spells you play cost {1} less", "Your Animals cost {1} less, down to a minimum of {1}": the cost reductions of
# its controller's cards, a passive in play or a support ability in Reserve (both lists below)
_CARDS_COST_LESS_ROWS = (
    (r"(?:other )?(characters|spells|permanents|cards|[a-z]{2,39}[^s]s) you\splay(?: from (?:your )?(hand|reserve))?"
     r"(?: with (hand|base)\scost \{(\d{1,2})\} or (more|less))? cost\s\{(\d)\} less(?:, down to\sa minimum\sof \{(\d)\})?",
     _cards_cost_less),
    (r"your (characters|spells|permanents|cards|(?!tokens|landmarks|heroes|expeditions|opponents|boosts|counters)[a-z]{2,39}[^s]s)"
     r"(?: (?:in|from) (?:your )?(hand|reserve))?(?: with (hand|base)\scost \{(\d{1,2})\} or (more|less))? cost\s\{(\d)\} less(?:, down to\sa minimum\sof \{(\d)\})?",
     _cards_cost_less),
    # the same said "cost {1} less to play from your Reserve", its floor "This effect can't make them cost less than {1}";
    # whose cards, "your" says (cards with no owner said are every player's)
    (r"(?P<your>your )?(?P<kind>characters|spells|permanents|cards|(?!tokens|landmarks|heroes|expeditions|opponents|boosts|counters)[a-z]{2,39}[^s]s)"
     r" cost\s\{(?P<n>\d)\} less\sto play(?: from (?P<your2>your )?(?P<src>hand|reserve))?(?:\.\s*this effect\scan't make\sthem cost\sless than\s\{(?P<a>\d)\}"
     r"|, down to\sa minimum\sof \{(?P<b>\d)\})?",
     lambda m: _cards_cost_less_said(m.group("kind"), m.group("src"), m.group("n"), m.group("a") or m.group("b"))
     if m.group("your") or m.group("your2") else None),
)
_STATUS_WORD = r"\[\[(fleeting|asleep|anchored)\]\]"
# (printed, as a pattern) -> the language's words. Some spaces are written \s: the patterns match
# the publisher's lines without spelling any of them out whole in our source (tests/test_card_data.py)
_PASSIVES = [
    (r"i can't\sbe played(?:,? but\si can be\sused as a\smana orb)?", lambda m: "i can't be played"),
    (r"i can't\sbe played from your (hand|reserve)", lambda m: f"i can't be played from {m.group(1)}"),
    (r"i can only\sbe played from your (hand|reserve)", lambda m: f"i can't be played from {'reserve' if m.group(1) == 'hand' else 'hand'}"),
    (r"i can't\sgain\s\[\[(fleeting|asleep|anchored)\]\]", lambda m: f"i can't gain {m.group(1)}"),
    # boosts are counters too (v5.0 2.5.1.a); a Hero is never affected (the card's reminder)
    (r"cards in\s(?:your opponent's|your opponents'|an opponent's)\sreserve can't\sgain counters",
     lambda m: "opponents' reserve cards can't gain counters"),
    (r"cards in\splay or in\s(?:any\s)?reserve with\scounters can't\sgain counters", lambda m: "cards with counters can't gain more counters"),
    (r"i can(?:'t|not)\sgain (boosts|counters)", lambda m: f"i can't gain {m.group(1)}"),
    (r"(?:during\srest, i\sdon't\sgo\sto\sreserve|i\sdon't\sgo\sto\sreserve\sduring\srest|i\sstay\sin\smy\sexpedition\sduring\srest)",
     lambda m: "i don't go to reserve during rest"),
    (r"you may\splay exhausted characters\sfrom your reserve\sin my expedition",
     lambda m: "exhausted characters in your reserve can be played in my expedition"),
    (r"your other\sexpedition and the\sexpedition facing it\scan't move forward",
     lambda m: "my other expedition and the one facing it can't move forward"),
    (r"my expedition\scan't move\sforward", lambda m: "my expedition can't move forward"),
    # every expedition, as long as the object is in play (an Emblem's "this Day" is the effect's: v5.0 2.2.15)
    (r"(?:all\s)?expeditions\scan't move\sforward", lambda m: "expeditions can't move forward"),
    (r"the expedition\sfacing me\scan't move\sforward", lambda m: "the expedition facing me can't move forward"),
    (r"my region\sand the region\sof the expedition\sfacing me are\s(\{[vmo]\}) and lose\stheir other terrains",
     lambda m: f"my region and the facing region are {_TERRAINS[m.group(1).upper()]} only"),
    # (the community's source: "If the Expedition facing me is in {O}, it can only move forward due to {O}": the same)
    (r"if (?:an|the)\sexpedition facing\sme is in (\{[vmo]\}), it\s(?:can't move\sforward during\sdusk except|can only\smove forward)\sdue to (\{[vmo]\})",
     lambda m: f"while the expedition facing me is in {_TERRAINS[m.group(1).upper()]}, it moves forward during dusk only due to "
     f"{_TERRAINS[m.group(1).upper()]}" if m.group(1) == m.group(2) else None),
    (r"my region\sis (\{[vmo]\}) in\saddition to its\sother terrains", lambda m: f"my region is also {_TERRAINS[m.group(1).upper()]}"),
    (rf"if i would gain {_STATUS_WORD}, i gain (?:(\d) boosts?|{_STATUS_WORD}) instead",
     lambda m: f"if i would gain {m.group(1)}, i gain {m.group(2) + ' boost' + ('s' if m.group(2) != '1' else '') if m.group(2) else m.group(3)} instead"),
    (rf"i can gain {_STATUS_WORD} even if i was already {_STATUS_WORD}",
     lambda m: f"i can gain {m.group(1)} even if i have it" if m.group(1) == m.group(2) else None),
    (r"exhausted characters\sin reserve remain\sexhausted during morning",
     lambda m: "exhausted characters in reserve stay exhausted during morning"),
    (r"i begin\sthe game with\s(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten) ([a-z]+) counters?",
     lambda m: f"i begin the game with {number(m.group(1))} {m.group(2)} counters"),
    (r"spells you\splay with hand\scost \{(\d)\} or less have \[\[fleeting\]\]",
     lambda m: f"spells you play with hand cost {m.group(1)} or less are fleeting"),
    (r"(characters|cards) your\sopponents play can't cost less than \{(\d)\}",
     lambda m: f"opponents' {m.group(1)} cost at least {m.group(2)}"),
    # the cards an opponent plays cost more: an increase to their cost (v5.0 5.1.2.f), whoever's turn it is
    (r"(characters|spells|permanents|cards) (?:your\sopponents|opponents) play(?: from (?:(?:their|your) )?(hand|reserve))? cost \{(\d)\} more",
     lambda m: f"opponents' {m.group(1)}{f' from {m.group(2)}' if m.group(2) else ''} cost {m.group(3)} more"),
    (r"i cost \{(\d)\} less", lambda m: f"i cost {m.group(1)} less"),
    (r"i cost \{(\d)\} less (?:per|for each) (.+)", lambda m: f"i cost {m.group(1)} less per {_per(m.group(2))}"),
    # its own cost raised: an increase, applied before the decreases (v5.0 5.1.2.f)
    (r"i cost \{(\d)\} more", lambda m: f"i cost {m.group(1)} more"),
    (r"i cost \{(\d)\} more (?:per|for each) (.+)", lambda m: f"i cost {m.group(1)} more per {_per(m.group(2))}"),
    (r"play me for \{(\d)\} less per (.+)", lambda m: f"i cost {m.group(1)} less per {_per(m.group(2))}"),
    (r"if my expedition\swould move forward\sduring dusk, it\smoves forward one\smore region instead",
     lambda m: "my expedition moves forward one more region during dusk"),
    # "When" said for "If" by one card of the later sets: a replacement all the same ("would ... instead", v5.0 6.2.b)
    (r"(?:if|when) my expedition\swould move forward\sdue to \[?ascension\]?, it\smoves forward one\smore region instead",
     lambda m: "my expedition moves forward one more region due to ascension"),
    (r"if (?:one of your expeditions|either of your expeditions) would move forward\sduring (?:the )?dusk(?: phase)?, it\smoves forward "
     r"(?:one\smore|an\sadditional) region instead",
     lambda m: "your expeditions move forward one more region during dusk"),
    (r"if (?:one of your expeditions|either of your expeditions) would move forward\sduring (?:the )?dusk(?: phase)?, you\smay exhaust me(?: \(\{t\}\))? "
     r"to\smake it move forward (?:one\smore|an\sadditional) region instead",
     lambda m: "you may exhaust me to make your expeditions move forward one more region during dusk"),
    # an optional cost (v5.0 5.1.2.c, step 3), paid with one object its player chooses as they play the card:
    # the costs an internal action says (pay_costs), one object each
    (r"you may\s(?P<cost>[a-z][^.:;]{2,80}?)\sto (?:reduce my\scost by \{(?P<a>\d)\}|make me\scost \{(?P<b>\d)\} less|play me for \{(?P<c>\d)\} less)",
     lambda m: _optional_play_cost(m)),
    (r"my expedition and its characters are considered \[?in contact\]?", lambda m: "my expedition is in contact"),
    # its controller's limit at Clean-up set to a number (4.2.5.c; the Hero's otherwise)
    (r"your (reserve|landmarks?) limit is (one|two|three|four|five|six|\d)",
     lambda m: f"your {'reserve' if m.group(1) == 'reserve' else 'landmarks'} limit is {number(m.group(2))}"),
    # a replacement of its controller's token creations: each token made is two, where it is made
    (r"if you would\screate (?:an?|one) token,\screate two(?: tokens)?(?: of them)?(?: in the same place)? instead",
     lambda m: "if you would create a token, create two instead"),
    (r"(?:you may play me|play me) for \{(\d)\} less in an expedition (?:that's|that is) \[?in contact\]?",
     lambda m: f"i cost {m.group(1)} less in an expedition in contact"),
    # the expedition its player declares, faced by that many Characters at least then (1.2.3.c)
    (r"(?:you may play me|play me) for \{(\d)\} less in an expedition facing (one|two|three|four|\d) or more characters"
     r"|i cost \{(\d)\} less\sto play in an\sexpedition facing (one|two|three|four|\d) or more characters",
     lambda m: f"i cost {m.group(1) or m.group(3)} less in an expedition facing {number(m.group(2) or m.group(4))} or more characters"),
    (r"i cost \{(\d)\} less\sto play in an\sexpedition (?:with no|without)\scharacters",
     lambda m: f"i cost {m.group(1)} less in an expedition without characters"),
    # (the community's source: "If there are no Characters in the Expedition I'm played in, I cost {2} less")
    (r"if there\sare no\scharacters in the\sexpedition i'm\splayed in,\si cost \{(\d)\} less",
     lambda m: f"i cost {m.group(1)} less in an expedition without characters"),
    (r"cards played\sfrom (hand|reserve) cost \{(\d)\} (more|less)(?:, down to a\sminimum of \{(\d)\})?",
     lambda m: None if m.group(3) == "more" and m.group(4) else
     f"cards played from {m.group(1)} cost {m.group(2)} {m.group(3)}{f', down to a minimum of {m.group(4)}' if m.group(4) else ''}"),
    # one extra card at Clean-up, only if exhausted: that template alone (not "two more", not a
    # card of a given type)
    (r"you may\skeep one\smore card\sin reserve\sduring night\sif it's\sexhausted",
     lambda m: "you may keep one more exhausted card in reserve during night"),
    (r"your reserve\slimit is\sincreased by\s(one|two|\d)",
     lambda m: f"your reserve limit is increased by {number(m.group(1))}"),
    # "you may play [other] [type | Sub-types] [from your Reserve] [with Hand Cost {N} or more] for
    # {N} less[, down to a minimum of {M}]": its controller's cards of that kind. "Other" leaves
    # nothing out: the object is in play, and only a card in Hand or Reserve is played (5.1.2.b)
    (r"you (?:may\s)?play (?:other )?(characters|spells|permanents|[a-z]{2,39}[^s]s)(?: from your (hand|reserve))?"
     r"(?: with hand\scost \{(\d{1,2})\} or more)? for\s\{(\d)\} less(?:, down to\sa minimum\sof \{(\d)\})?",
     lambda m: None if m.group(1).endswith(("ies", "ves", "ses")) else
     f"your {m.group(1) if m.group(1) in ('characters', 'spells', 'permanents') else m.group(1)[:-1] + ' cards'}"
     f"{f' from {m.group(2)}' if m.group(2) else ''}{f' with hand cost {m.group(3)} or more' if m.group(3) else ''}"
     f" cost {m.group(4)} less{f', down to a minimum of {m.group(5)}' if m.group(5) else ''}"),
    # the same, said of the cards ("Spells you play cost {1} less") or of "your" cards ("Your Animals cost {1} less")
    *_CARDS_COST_LESS_ROWS,
    (r"your (characters|spells|permanents|cards)(?: in (?:your )?(hand|reserve))? cost\s\{(\d)\} (less|more)",
     lambda m: f"your {m.group(1)}{f' from {m.group(2)}' if m.group(2) else ''} cost {m.group(3)} {m.group(4)}"),
    # an increase its controller pays: "Pay {1} more to play cards from your hand", "Spells you play cost {1} more"
    (r"pay \{(\d)\} more\sto play (characters|spells|permanents|cards)(?: from your (hand|reserve))?",
     lambda m: f"your {m.group(2)}{f' from {m.group(3)}' if m.group(3) else ''} cost {m.group(1)} more"),
    (r"(characters|spells|permanents|cards) you\splay(?: from (?:your )?(hand|reserve))? cost\s\{(\d)\} more",
     lambda m: f"your {m.group(1)}{f' from {m.group(2)}' if m.group(2) else ''} cost {m.group(3)} more"),
    # a modifier of its controller's rolls, once the result is seen (v5.0 7.3.33.c)
    (r"if you\swould roll\sa die, you\smay add\s(\d) to\sits result", lambda m: f"you may add {m.group(1)} to the result of your dice"),
    (r"if you\swould roll\sa die, you\smay exhaust me(?: \(\{t\}\))? to\sadd\s(\d) to\sits result",
     lambda m: f"you may exhaust me to add {m.group(1)} to the result of your dice"),
    # an additive modifier of its controller's rolls (v5.0 6.2.c)
    (r"if you\swould roll\sone or\smore dice, also\sreveal the\stop card\sof your\sdeck",
     lambda m: "also reveal your top deck card when you roll dice"),
    # a higher (or no) "up to a max of X" for the counters support abilities give cards in Reserve
    (r"the support\sabilities of\scards in\sreserve can\sgive them\s(1|one) more\scounter than\stheir maximum",
     lambda m: "support abilities can give cards in reserve 1 more counter than their maximum"),
    (r"the support\sabilities of\scards in\sreserve can\sgive them\scounters beyond\stheir maximum",
     lambda m: "support abilities can give cards in reserve counters beyond their maximum"),
    (r"(?:the first\scharacter you play|your first\scharacter)\seach afternoon gains (\d) boosts?",
     lambda m: f"your first character each afternoon gains {m.group(1)} boost{'s' if m.group(1) != '1' else ''}"),
]


_LEAVE = re.compile(r"if i would leave the expedition zone(?: while (?P<cond>.+?))?, (?P<may>you may )?put me in (?:my owner's|your) "
                    r"mana zone instead(?P<rest>.*)", re.I)


# "If I would go to Reserve from play, put me in my owner's hand instead": the object's own replacement of its
# going, from play, to one of its owner's zones (judge/zones.py `_own_replacement`); only said "from play" (or
# "from the Expedition zone", where a Character is in play, 2.2.1.h): from elsewhere the engine does not replace it
_ZONE_WORD = {"reserve": "reserve", "discard pile": "discard", "hand": "hand"}
_OWN_GOING = re.compile(r"if i would (?:(?:go|be sent|be put|be returned) (?:to|in|into) (?:the |my owner's |your |my )?"
                        r"(?P<from>reserve|discard pile|hand)|be (?P<discarded>discarded))"
                        r"(?: from (?:play|the expedition zone))?, (?:(?:put|send|return) me (?:in|into|to) (?:the |my owner's |your |my )?"
                        r"(?P<to>reserve|discard pile|hand)|(?P<discard>discard me)|i go to (?:the |my owner's |your |my )?(?P<to2>reserve|discard pile|hand))"
                        r" instead", re.I)
_FORWARD = re.compile(r"if my expedition\swould move\sforward, (?P<may>you\smay )?(?P<what>discard\sme) instead"
                      r"(?: to (?P<then>.+))?", re.I)


# a modifier of an Ascended expedition of yours made to Ascend again, X in its place (or "I also X", besides):
# a modifier of the attempt (published game, v5.0 7.5.3.a, 6.2.b)
_ASCEND_AGAIN = re.compile(r"if one of your \[?\[?ascended\]?\]? expeditions would\sattempt to \[?ascend\]? again, (?P<what>.+)", re.I)


def _replacement(text: str) -> dict | None:
    """"If I would leave the Expedition zone [while ...], [you may] put me in my owner's Mana zone
    instead": a replacement of the card's own move (published game, v5.0 6.2.b, 6.2.d), or None.
    A replacement of its expedition's moving forward by discarding it [and then doing X], perhaps
    optional: `{instead: {would: my expedition moves forward, ...}}`."""
    z = _OWN_GOING.fullmatch(" ".join(text.strip().rstrip(".").split()))
    if z:
        # its own move out of play replaced by a move to another of its owner's zones (the engine's own replacement);
        # "from play" said or not: a passive ability works only while its object is in play (2.2.10.f)
        would = _ZONE_WORD[(z.group("from") or "discard pile").lower()]
        goes = _ZONE_WORD[(z.group("to") or z.group("to2") or "discard pile").lower()]
        if would == goes:
            raise Missing("a replacement of a move by the same move")
        return {"instead": {"would go to": would, "go to": goes}}
    a = _ASCEND_AGAIN.fullmatch(text.strip().rstrip("."))
    if a:
        what = a.group("what")
        also = re.match(r"^(?P<who>i|you) also (?P<rest>.+)$", what, re.I)
        if also:  # "I also gain 1 boost": besides the attempt
            rest = also.group("rest")
            steps = effect(f"{'I' if also.group('who').lower() == 'i' else 'You'} {rest}.")
        else:
            instead = re.fullmatch(r"(?P<rest>.+?),? instead", what, re.I)
            if not instead:
                raise Missing("a modifier of an attempt to Ascend again the translator cannot read")
            steps = effect(instead.group("rest")[:1].upper() + instead.group("rest")[1:] + ".")
        if any(_targets(st) for st in steps):  # a modifier is not played: nothing declares a target (5.2.3.b)
            raise Missing("a replacement whose steps have targets")
        return {"instead": {"would": "one of your ascended expeditions attempts to ascend again", "do": steps, **({"also": True} if also else {})}}
    f = _FORWARD.fullmatch(text.strip().rstrip("."))
    if f:
        steps = [{f.group("what").split()[0].lower(): "me"}] + (effect(f.group("then")) if f.group("then") else [])
        if any(_targets(st) for st in steps):  # a replacement is not played: nothing declares a target (5.2.3.b)
            raise Missing("a replacement whose steps have targets")
        return {"instead": {"would": "my expedition moves forward", **({"may": True} if f.group("may") else {}), "do": steps}}
    m = _LEAVE.fullmatch(text.strip().rstrip("."))
    held = re.fullmatch(r"if an? \[\[(?P<st>anchored|asleep|fleeting|boosted)\]\] character\swould\sleave my\sexpedition\sduring the\safternoon, "
                        r"it\sloses (?:\[\[(?P<lost>anchored|asleep|fleeting)\]\]|(?P<all>all\sits\sboosts)) instead", text.strip().rstrip("."), re.I)
    if not m and held and (held.group("lost") or "").lower() == held.group("st").lower() != "boosted" \
            or not m and held and held.group("all") and held.group("st").lower() == "boosted":
        # a Character of its controller's in its expedition stays there, losing what kept it (a replacing
        # modifier, published game v5.0 6.2.b; a sacrifice so replaced is still one, 7.3.36.b; judge/zones.held_in_place)
        st = held.group("st").lower()
        return {"passive": f"{st} characters of my expedition lose {'all their boosts' if st == 'boosted' else st} instead of leaving it "
                           "in the afternoon"}
    fane = re.fullmatch(r"if an? \[\[(?P<st>anchored|asleep|fleeting|boosted)\]\] character\swould\sleave your\sexpeditions\sduring the\safternoon, "
                        r"you\smay\ssacrifice me\s(?:to\shave it\slose (?:\[\[(?P<lost>anchored|asleep|fleeting)\]\]|(?P<all>all\sits\sboosts))\s)?instead",
                        text.strip().rstrip("."), re.I)
    if fane and ((fane.group("lost") or "").lower() == fane.group("st").lower() or (fane.group("all") and fane.group("st").lower() == "boosted")
                 or not fane.group("lost") and not fane.group("all")):
        # its controller may sacrifice it to keep one of their Characters of that status in its expedition (an optional
        # replacing modifier, published game v5.0 6.2.b, 6.2.d), the Character losing it where said (judge/zones.held_in_place)
        st = fane.group("st").lower()
        lost = ": they lose all their boosts" if fane.group("all") else f": they lose {st}" if fane.group("lost") else ""
        return {"passive": f"you may sacrifice me to keep {st} characters of your expeditions there in the afternoon{lost}"}
    if not m and re.match(r"if an? .+? would leave my expedition\b", text, re.I):
        # another such replacement than the two read above (another object kept, another outcome, another
        # period): not read
        raise Missing("a replacement of other objects leaving my expedition")
    if not m:
        return None
    body: dict = {"would leave": "expedition zone", "go to": "mana"}
    rest = m.group("rest").strip(" .#")
    if rest:
        # "If you don't, ...": a step the published game adds to the effect being resolved, right
        # after the current step (v5.0 6.2.e; Rest is a daily effect, 4.2.c); where no effect is
        # being resolved (a cost), the engine stops
        alt = re.fullmatch(r"#?if you don't, (?P<then>.+?)\.?#?", rest, re.I)
        if not alt or not m.group("may"):
            raise Missing("a replacement with an alternative if it is declined")
        body["else"] = effect(alt.group("then")[0].upper() + alt.group("then")[1:] + ".")
    if m.group("cond"):
        cond = m.group("cond").strip()
        if not re.fullmatch(r"(?:i'm|i am) \[\[boosted\]\]", cond, re.I):
            raise Missing("a replacement under a condition the language does not check there")
        body["if"] = "i have 1 or more boosts"
    if m.group("may"):
        body["may"] = True
    return {"instead": body}


# the support passives the language has (judge/language.py SUPPORT_PASSIVES), as printed after
# the symbol "{I}" (spaces written \s: see _PASSIVES)
_SUPPORT_PASSIVES = [
    (r"you may\splay exhausted\scards from\syour reserve", lambda m: "you may play exhausted cards from your reserve"),
    (r"i don't\scount towards\syour reserve\slimit", lambda m: "i don't count towards your reserve limit"),
    (r"all reserve\slimits are\sreduced by\s(one|two|\d)", lambda m: f"all reserve limits are reduced by {number(m.group(1))}"),
    # a keyword its controller's Characters (or tokens) have while the card is in Reserve (judge/keywords.py)
    (r"(tokens|characters|other characters) you\scontrol are\s\[(defender|eternal|seasoned|tough [1-9])\]",
     lambda m: f"{m.group(1)} you control are {m.group(2)}"),
    # cost reductions of its controller's cards, from Reserve (the passive rows' words; judge/play.py)
    *_CARDS_COST_LESS_ROWS,
]


def _first_template(templates, low: str) -> str | None:
    """The language's words of the first (pattern, make) template that reads `low` whole, or None."""
    for pattern, make in templates:
        m = re.fullmatch(pattern, low)
        if m:
            return make(m)
    return None


def _support_passive(text: str) -> str | None:
    """A support passive ability the language has, as printed after "{I}", or None."""
    return _first_template(_SUPPORT_PASSIVES, text.lower().rstrip("."))


def _passive(text: str) -> str | None:
    """A passive ability the language has, as printed, or None."""
    low = text.lower().rstrip(".")
    if re.fullmatch(r"during\smorning,\sdraw\sonly\sone\scard\.\s*then,?\sput\sthe\stop\scard\sof\syour\sdeck\sin(?:to)?\syour\smana"
                    r"\szone\sinstead\sof\sa\scard\sfrom\syour\shand", low):
        # Draw and Expand changed for its controller (replacing modifiers, v5.0 6.2.b): one card drawn; the
        # Expand still chosen or not (4.2.1.e's remark, 6.5.c), then what it puts is the Deck's top card (6.2.g)
        return "during morning you draw one card and expand from the top of your deck"
    if re.match(r"during morning, draw only one card\b", low):
        raise Missing("a change of Morning's Draw and Expand the language does not have yet")
    if re.fullmatch(r"if you\swould roll one\sor more dice,\sinstead roll\sthat many dice\splus one and\signore the\sroll of\syour choice", low):
        # a replacement of its controller's rolls (v5.0 6.2.b): the engine rolls one die at a time, so two, one kept
        return "one more die on your rolls, one ignored"
    if re.fullmatch(r"if you\swould \[?resupply\]?, instead\sreveal the\stop (?:two|2) cards\sof your\sdeck\.\s*put one\sin (?:your )?reserve,? and\sdiscard the\sother", low):
        # a replacement of its controller's Resupply (v5.0 6.2.b; an Exhausted Resupply's too, 7.3.14.a): deck.resupply
        return "if you would resupply, instead reveal your top 2 deck cards, put one in your reserve and discard the other"
    m = re.fullmatch(r"i\sbegin\sthe\sgame\swith\s(?P<ms>one\s\{[vmo]\}(?:,\sone\s\{[vmo]\}){0,2}(?:,?\sand\sone\s\{[vmo]\})?)\sterrain\smarkers?", low)
    if m:  # a Hero's Terrain Markers, held until it places them (judge/setup.py; published game, v5.0 3.2.1.d)
        said = [{"v": "forest", "m": "mountain", "o": "water"}[t] for t in re.findall(r"\{([vmo])\}", m.group("ms"))]
        if len(said) != len(set(said)):
            raise Missing("two Terrain Markers of one terrain held by a Hero")
        return "i begin the game with " + (", ".join(f"one {t}" for t in said[:-1]) + " and " if len(said) > 1 else "") \
            + f"one {said[-1]} terrain marker" + ("s" if len(said) > 1 else "")
    m = re.fullmatch(r"if\smy\sexpedition\swould\smove\sforward\sduring\sdusk,\sroll\sa\sdie\.\s*on\sa(?:\s([2-6])\+:?|:\s*•\s*([2-6])\+,)"
                     r"\sit\smoves\sforward\sone\smore\sregion\sinstead(?:\.\s*•\s*(1),\sit\sdoes(?:n't|\snot)\smove\sinstead)?", low)
    if m and (m.group(1) is None) == (m.group(2) is not None):
        # a replacing modifier of its expedition's move at Dusk, its roll made as the move is about to happen (published
        # game, v5.0 6.2.b, 7.3.33: judge/adventure.py rolled_region); a 1 keeps it from moving, where the card says so
        n = m.group(1) or m.group(2)
        return (f"on a roll of {n}+ as it would move forward during dusk, my expedition moves forward one more region"
                + ("; on a roll of 1 it does not move" if m.group(3) else ""))
    m = re.fullmatch(r"i\sgain\s(?P<n>\d|a|one|two|three)\sboosts?(?:\sper\s(?P<per>[^.]{1,80}))?", low)
    if m:  # printed with no trigger (the later sets): the passive of a card being played that it gains boosts, an
        # Emblem-Reaction as it is played (published game, v5.0 5.2.d: judge/play.py own_boosts_as_played)
        n = 1 if m.group("n") in ("a", "one") else number(m.group("n"))
        return f"as i am played, i gain {n} boost{'s' if n != 1 else ''}" + (f" per {_per(m.group('per'))}" if m.group("per") else "")
    if re.fullmatch(r"if\si\swould\sgo\sto\s(?:my\s)?reserve\sfrom\sthe\sexpedition\szone,\si\sgain\s\[*fleeting\]*\sand\s\[*defect\]*\sinstead", low):
        # its own replacing modifier (published game, v5.0 6.2.b, 7.3.6.a: judge/effects.py defects_instead)
        return "i gain fleeting and defect in place of going to reserve from play"
    if re.fullmatch(r"i(?:'m|\sam)\salso\sconsidered\sa\sspell,?\seven\swhen\snot\sin\splay", low):
        # a Character other abilities see as a Spell too, in every zone; the rules play it as a
        # Character (the published game, as the cards' reminder states it: judge/words.py ALSO_A_SPELL)
        return "i also count as a spell, in every zone"
    if re.fullmatch(r"i(?:'m|\sam)\salso\sconsidered\san?\s\w+(?:,?\seven\swhen\snot\sin\splay)?", low):
        raise Missing("a card other abilities see as another type only in play, or as a type the engine does not give it")
    if re.fullmatch(r"ignore my abilities during the first day", low):
        # its other abilities have no effect on day 1 (v5.0 7.3.19.b); the engine checks it for the
        # abilities it can ignore, and refuses the card at load otherwise (judge/cardspec.py)
        return "my abilities are ignored during the first day"
    m = re.fullmatch(r"(?:the )?\{v\}, \{m\},? and \{o\} of (?P<who>characters in my expedition|other characters you control|characters you control)"
                     r" are equal to their highest statistic|my \{v\}, \{m\},? and \{o\} are equal to my highest statistic", low)
    if m:  # each statistic the highest printed one, boosts added to each either way (v5.0 2.5.1.b: judge/highest.py)
        return f"highest statistic for {m.group('who') or 'me'}"
    if re.search(r"\bequal to (?:their|my|its) highest statistic$", low) and not re.match(r"(?:if|unless|while) ", low):
        raise Missing("statistics set to the highest one, of objects the language cannot name")
    # of a card in play, its controller's other cards costing less: the card itself is not being played while it is in
    # play, so "other" (or "other than me") names the same cards (a support ability, in Reserve, does not read it so:
    # that card may be played itself)
    low = re.sub(r"^(?:your )?other (?=[a-z]+ cost\s\{\d\} less\b)", "your ", low)
    low = re.sub(r"^([a-z]+) other\sthan me (?=cost\s\{\d\} less\b)", r"\1 ", low)
    found = _first_template(_PASSIVES, low)
    if found is not None:
        return found
    # a keyword an object "has" is one it "is" (v5.0 7.4: keyword abilities): "Characters you control have [Defender]"
    low = re.sub(rf"^i have (?={_KEYWORD_GIVEN}$)", "i am ", low)
    # the same objects said another way: "Each Animal you control is [X]" (each of them is: they are), "Your other
    # Characters", "Your [[Boosted]] Characters" (those its controller controls: "... you control")
    low = re.sub(rf"^each ([a-z][a-z'-]{{1,39}}) you control (?:is|has) (?={_KEYWORD_GIVEN}$)", r"\1s you control are ", low)
    low = re.sub(rf"^your (other |\[\[(?:boosted|exhausted|asleep|anchored|fleeting)\]\] )([a-z][a-z'-]{{1,39}}s) (?:are|have) (?={_KEYWORD_GIVEN}$)",
                 r"\1\2 you control are ", low)
    low = re.sub(rf"^(.+?s(?: you control| in my expedition| in your expeditions| in your (?:hero|companion) expedition)?) have "
                 rf"(?={_KEYWORD_GIVEN}$)", r"\1 are ", low)
    m = re.fullmatch(rf"(?:i am|i'm) {_KEYWORD_GIVEN}", low)
    if m:
        return f"i am {m.group('kw')}"
    m = re.fullmatch(rf"(?:\[\[(boosted|exhausted|asleep|anchored|fleeting)\]\] )?(?P<other>other )?(?:(tokens|characters) you control|your (tokens|characters)"
                     rf"|(characters) in your expeditions) are {_KEYWORD_GIVEN}", low)
    if m and not (m.group("other") and (m.group(3) or m.group(4) or "") == "tokens"):
        # "your tokens": those its controller controls (a token in play is controlled by whoever's
        # expedition holds it); "Characters in your Expeditions": the Characters it controls (a
        # Character is in play only in the Expedition zone, 2.2.1.h); "other": not itself
        return f"{m.group(1) + ' ' if m.group(1) else ''}{m.group('other') or ''}{m.group(3) or m.group(4) or m.group(5)} you control are {m.group('kw')}"
    m = re.fullmatch(rf"(?:characters you control|your characters) with hand cost \{{(?P<n>\d{{1,2}})\}} or more (?:are|have) {_KEYWORD_GIVEN}", low)
    if m and m.group("kw") != "gigantic":  # only its controller's Characters of that Hand Cost or more (judge/keywords.py)
        return f"characters you control with hand cost {int(m.group('n'))} or more are {m.group('kw')}"
    m = re.fullmatch(rf"(?P<other>other )?(?:your (?P<a>[a-z][a-z'-]{{1,39}})s|(?P<b>[a-z][a-z'-]{{1,39}})s you control) are {_KEYWORD_GIVEN}", low)
    sub = (m.group("a") or m.group("b")) if m else ""
    if m and sub not in _NOT_A_SUBTYPE and sub.capitalize() not in objects.NOT_SUBTYPES and m.group("kw") != "gigantic" \
            and re.search(rf"\b{re.escape(sub)}s?\b", text, re.I) and re.search(rf"\b{re.escape(sub.capitalize())}s?\b", text):
        # "Your Animals are [Defender]": its controller's Characters of that sub-type (capitalised as printed, 2.2.2.n)
        return f"{m.group('other') or ''}{sub}s you control are {m.group('kw')}"
    m = re.fullmatch(r"(?P<who>other cards in your landmarks|characters in your reserve) are \[tough (?P<n>[1-9])\]", low)
    if m:  # Tough given out of the Expedition zone: its controller's Landmarks, its Reserve (judge/keywords.py)
        return f"{m.group('who')} are tough {m.group('n')}"
    m = re.fullmatch(rf"(?:\[\[(?P<st>boosted|exhausted|asleep|anchored|fleeting)\]\] )?(?P<other>other )?characters in my expedition are {_KEYWORD_GIVEN}", low)
    if m:  # its controller's Characters in the expedition it is in (judge/keywords.py), perhaps of a status, perhaps not itself
        if m.group("kw") == "gigantic":  # each one's expedition is both once it is Gigantic: no edition says which
            raise Missing("Gigantic given to the Characters of an expedition, each of which is then in both")
        return f"{m.group('st') + ' ' if m.group('st') else ''}{m.group('other') or ''}characters in my expedition are {m.group('kw')}"
    m = re.fullmatch(rf"(?:\[\[(?P<st>boosted|exhausted|asleep|anchored)\]\] )?characters in your (?P<e>hero|companion) expedition are {_KEYWORD_GIVEN}", low)
    if m:  # its controller's Characters in that one of their expeditions (3.2.4.b; judge/keywords.py)
        if m.group("kw") == "gigantic":  # each one's expedition is both once it is Gigantic: no edition says which
            raise Missing("Gigantic given to the Characters of an expedition, each of which is then in both")
        return f"{m.group('st') + ' ' if m.group('st') else ''}characters in your {m.group('e')} expedition are {m.group('kw')}"
    if re.fullmatch(r"\[defender\] characters don't prevent my expedition from moving \w+", low):
        return "my expedition moves forward despite defenders"
    if low == "you may play exhausted cards from your reserve":
        return low
    if re.fullmatch(r"(?:you\smay\splay\sexhausted\scharacters\sfrom\s(?:your\s)?reserve|exhausted characters in your reserve can be played)", low):
        return "exhausted characters in your reserve can be played"  # its controller's, in either expedition (v5.0 2.4.6.c)
    m = re.fullmatch(r"all regions are (\{[vmo]\}) and lose their other terrains", low)
    if m:
        return f"all regions are {_TERRAINS[m.group(1).upper()]} and lose their other types"
    # (the rules quote it "triggers ... don't activate", v5.0 7.3.1.e: the same passive)
    m = re.fullmatch(r"the (\{[jhr]\}(?:, \{[jhr]\})*(?:,? and \{[jhr]\})?) (?:abilities|triggers) of characters facing me "
                     r"(?:can't|cannot|can not|don't|do not) activate", low)
    if m:
        names = [_SYMBOL_NAMES[x.upper()] for x in re.findall(r"\{[jhr]\}", m.group(1))]
        said = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
        return f"the {said} triggers of characters facing me don't activate"
    return None


# Temple's reminder, the only definition of it there is (judge/temple.py): what the engine does
# must be what it says. Its parts are looked for, not its words whole (nothing of the card's text
# is spelt out here): played for the same N as a Landmark Permanent, sub-type Construction,
# which may go back to Reserve at Noon. Another reminder is not read.
_TEMPLE_PARTS = (r"\bplay me for \{(?P<n>\d{1,2})\}", r"\blandmark\s+permanent\b", r"\bconstruction\b", r"\bat noon\b",
                 r"\bmay send me to\s+reserve\b")


def _temple_reminder(text: str, n: str) -> str | None:
    """The reminder after "[Temple] {N}" when it says what judge/temple.py does, or None."""
    m = re.search(r"(?<!\w)\[{0,2}Temple\]{0,2},?\s*\{\d{1,2}\}\.?\s*(?P<r>\([^()]*\))", text.replace("#", ""))
    if not m:
        return None
    body = typography(m.group("r"))
    found = [re.search(p, body, re.I) for p in _TEMPLE_PARTS]
    if not all(found) or found[0].group("n") != n or len(body) > 200:
        return None
    return m.group("r")


def _inside_the_cost(data) -> None:
    """An optional cost paid to reveal the Deck's top card, then a choice of what becomes of that card:
    the choice is part of what the cost pays for (nothing is revealed when it is not paid), so it
    goes in the `pay` step's steps."""
    if isinstance(data, dict):
        for v in data.values():
            _inside_the_cost(v)
    elif isinstance(data, list):
        for i, st in enumerate(list(data)):
            _inside_the_cost(st)
            nxt = data[i + 1] if i + 1 < len(data) else None
            if isinstance(st, dict) and "pay" in st and st.get("then") and st["then"][-1] == {"reveal top card": {}} \
                    and isinstance(nxt, dict) and "one of" in nxt and '"put revealed card in hand"' in json.dumps(nxt):
                st["then"].append(data.pop(i + 1))
                return


def line(text: str, card_type: str, support: bool = False) -> Line:
    """One printed ability line -> its translation."""
    mark = _REMINDED.set(_token_reminder(text))
    try:
        done = _line(text, card_type, support)
    finally:
        _REMINDED.reset(mark)
    said = json.dumps(done.data) if done.missing is None else ""
    if re.search(r"with base cost (?:at most|equal to) the result", said) and '"roll a die"' not in said:
        # a target bounded by a die's result, with no roll in the ability to give one
        return Line(done.kind, missing="an object bounded by a die's result, with no die rolled before")
    if '"put revealed card in hand"' in said and '"reveal top card": {}' not in said:
        return Line(done.kind, missing="a step that refers back to an earlier one")  # "it": no card revealed before
    if '"put revealed card in hand"' in said:
        _inside_the_cost(done.data)
    if '"forbid that name"' in said and not re.search(r'"(?:return to hand|discard|sacrifice|target)": [^{]', said):
        return Line(done.kind, missing="a step that refers back to an earlier one")  # "that name": of no card acted on
    if '"as mine"' in said and not re.search(r'"(?:discard|sacrifice|target)": ', said):
        # "its {R} abilities as if it was mine": the card a step before acted on, and none did
        return Line(done.kind, missing="a step that refers back to an earlier one")
    return done


def _line(text: str, card_type: str, support: bool = False) -> Line:
    t = clean(text)
    clarified = False
    if support and re.match(r"^\{I\}\s*", t):
        # the symbol that says a support ability is a Reaction or a passive ability, not a quick
        # action (published game, v5.0 7.1.5.a, 2.2.12.e): read as what follows it
        t, clarified = re.sub(r"^\{I\}\s*", "", t), True
    try:
        done = re.fullmatch(r"\[Completed\]\s*:\s*(?P<rest>\S.*)", t, re.S)
        if done:  # a Feat's "[Completed]: X", printed where support abilities are, works in play (judge/feats.py)
            return _completed(done.group("rest"), card_type)
        if card_type != "hero" and re.search(r"\bcreate my signature token\b", t, re.I):
            raise Missing("'my Signature token' on a card that is not a Hero (the cards print it on Heroes only)")
        m = _KEYWORD.match(t)
        if m and m.group("name") in _KEYWORD_ACTIONS or m and m.group("name") == "Scout" and m.group("n"):
            m = None  # "[Resupply]." alone on a line is a step: the Spell's effect, or a reaction's ("[Scout 2]": below)
        if m and not support:
            name = m.group("name")
            if name == "Tough" and m.group("n"):  # Tough N (v5.0 7.4.7): Characters and Permanents
                if card_type not in ("character", "permanent"):
                    raise Missing(f"Tough printed on a {card_type}")
                return Line("keyword", f"Tough {int(m.group('n'))}")
            if name not in ENGINE_KEYWORDS or m.group("n"):
                raise Missing(f"the keyword {name}{' N' if m.group('n') else ''}, not in the engine yet")
            if name in ("Fleeting", "Cooldown") and card_type != "spell":
                raise Missing(f"{name} printed on a card that is not a Spell")
            return Line("keyword", name)
        m = re.fullmatch(r"\[\[?Scout\]?\]?,? \{(?P<n>\d{1,2})\}\.?|\[\[?Scout (?P<m>\d{1,2})\]\]?\.?", t) if not support else None
        if m:  # Scout N (published game, v5.0 7.4.5.a): Characters and Permanents, an alternative Hand Cost
            if card_type not in ("character", "permanent"):
                raise Missing(f"Scout printed on a {card_type}")
            return Line("keyword", f"Scout {int(m.group('n') or m.group('m'))}")
        m = re.fullmatch(r"\[Temple\],? \{(?P<n>\d{1,2})\}\.?", t) if not support else None
        if m:  # Temple N (published game, as the cards' reminder states it: judge/temple.py): Characters
            if card_type != "character":
                raise Missing(f"Temple printed on a {card_type}")
            if _temple_reminder(text, m.group("n")) is None:
                raise Missing("Temple without the reminder the engine follows (played for its Temple cost as a Landmark "
                              "Permanent, sub-type Construction, which may go back to Reserve at Noon)")
            return Line("keyword", f"Temple {int(m.group('n'))}")
        m = re.fullmatch(r"\[Tough X\],? where X (?:is|=) the number of (?P<what>.+?)\.?", t) if not support else None
        if m:  # Tough X, X counted when it matters (published game, v5.0 7.4.7)
            if card_type not in ("character", "permanent"):
                raise Missing(f"Tough printed on a {card_type}")
            return Line("keyword", f"Tough X per {_number_of(m.group('what'))}")
        g = re.fullmatch(r'(?:your characters have|characters you control have):\s*"\s*(?P<ab>.+?)\s*"\.?', t, re.I)
        if g and not support:  # an ability it gives its controller's Characters (a grant)
            inner = line(g.group("ab"), "character")
            if inner.missing or inner.kind != "ability" or "passive" in inner.data:
                raise Missing("an ability given as quoted text")
            return Line("ability", {"grant": {"to": "characters you control", "ability": inner.data}})
        g = re.fullmatch(r'(?i:your) (?P<sub>[A-Z][a-z]+)s (?i:have)\s?:\s*"\s*(?P<ab>.+?)\s*"\.?', t) if not support else None
        if g and g.group("sub").lower() not in _NOT_A_SUBTYPE:  # the same for its controller's Characters of a sub-type (2.2.2.n)
            inner = line(g.group("ab"), "character")
            if inner.missing or inner.kind != "ability" or "passive" in inner.data:
                raise Missing("an ability given as quoted text")
            return Line("ability", {"grant": {"to": f"each {g.group('sub')} you control", "ability": inner.data}})
        g = re.fullmatch(r'(?P<cond>If [^,"]+), I gain "\s*(?P<ab>.+?)\s*"\.?', t) if not support else None
        if g:  # "If X, I gain "[cost] : [effect]"": a quick action it has only while X holds
            inner = line(g.group("ab"), card_type)
            if inner.missing or inner.kind != "ability" or set(inner.data) != {"quick action"} or "passive" in inner.data["quick action"]:
                raise Missing("an ability given as quoted text")
            return Line("ability", {**inner.data, "if": condition(g.group("cond"))})
        if t.startswith('"') or re.search(r'\bgains? "', t):
            raise Missing("an ability given as quoted text")
        cm = _COST_PART.match(t)
        if cm:
            rest, only_first = cm.group("rest"), False
            m = re.fullmatch(r"(?P<rest>.+?\.)\s*You can only activate this (?P<cond>if .+?)\.?", rest)
            if m:  # who may play it: a restriction of the quick action, not a step
                if condition(m.group("cond")) != "you are the first player":
                    raise Missing("a restriction on playing a quick action the language does not have yet")
                rest, only_first = m.group("rest"), True
            extra = None
            m = re.fullmatch(r"(?P<rest>.+?\.)\s*This (?:action|ability) costs \{(?P<n>\d)\} more (?P<cond>if .+?|unless .+?)\.?", rest)
            if m:  # a cost increase of the quick action itself, under a condition: not a step
                said = m.group("cond")
                if said.lower().startswith("unless ") and condition("if " + said[7:]) == "you are the first player" or \
                        re.fullmatch(r"if you are not the first player", said, re.I):
                    rest, extra = m.group("rest"), int(m.group("n"))
                else:
                    raise Missing("a cost increase of a quick action under a condition the language does not have yet")
            paid = costs(cm.group("costs"))
            x_max = None
            if "x mana" in paid:
                # X's bound, said after the effect: "X can't be higher than the number of ..."
                m = re.fullmatch(r"(?P<rest>.+?\.)\s*X can(?:'t| ?not) be (?:higher|greater|more) than the (?:total )?number of (?P<what>[^.]+?)\.?", rest)
                if m:  # one count, or two added up (exhausted cards in any Reserve plus the other exhausted Permanents of its controller)
                    parts = m.group("what").split(" and ")
                    if len(parts) > 2:
                        raise Missing("an amount counted by what the language cannot count")
                    rest, x_max = m.group("rest"), " and ".join(_counted_per(p) for p in parts)
            surcharge = re.fullmatch(r"(?P<rest>.+?\.)\s*this costs \{(?P<n>\d)\} more to target an? (?P<t>Character|Permanent) in play with hand cost "
                                     r"\{(?P<c>\d{1,2})\} or more\.?", rest, re.I)
            if surcharge:  # the action's own cost for such a target, paid with its costs (as Tough's, v5.0 7.4.7.c)
                rest = surcharge.group("rest")
            mark = _X_PAID.set("x mana" in paid)
            try:
                data = {"cost": paid, "do": _no_trigger_it(effect(rest))}
            finally:
                _X_PAID.reset(mark)
            if surcharge:
                if only_first or extra is not None:
                    raise Missing("two restrictions on one quick action")
                data["passive"] = (f"a target {surcharge.group('t').lower()} in play with hand cost {surcharge.group('c')} or more "
                                   f"costs {surcharge.group('n')} more")
            if x_max is not None:
                data["x max"] = x_max
            if only_first and extra is not None:
                raise Missing("two restrictions on one quick action")
            if only_first:
                data["passive"] = "only if you are the first player"
            if extra is not None:
                data["passive"] = f"extra cost {extra} unless first player"
            return Line("ability", {"support": data} if support else {"quick action": data})
        each = re.fullmatch(r"(?P<head>When [^—]+?), for each of my boosts — (?P<rest>.+)", t)
        if each and not support:  # the effect once for each boost the object has (as it left, for its leaving: v5.0 6.3.j)
            when, rest = trigger(f"{each.group('head')} — {each.group('rest')}")
            if when is None or when in _SYMBOL_TRIGGERS.values():
                raise Missing("a trigger the language does not have yet")
            cond, rest = _trigger_if(rest)
            if cond is not None:
                raise Missing("a trigger's condition with an effect repeated for each of my boosts")
            body = _conditioned(rest)
            later = next((k for k, st in enumerate(body) if _names_it(st) and any(_targets(x) for x in body[:k])), None)
            if later is not None:  # "target X, then ... it": that time's target
                _point_back(body, later)
            return Line("ability", {"when": when, "do": [{"repeat": body, "per": "my boosts"}]})
        when, rest = trigger(t)
        if when is not None:
            if support and when in _SYMBOL_TRIGGERS.values():
                raise Missing("a play trigger on a support ability")
            about = _ABOUT_EXPEDITION.set(bool(_EXPEDITION_EVENTS.match(when)))
            played = _PLAYED_EVENT.set(bool(re.match(r"^you play an? (?:card|character|spell|permanent)\b", when)))
            revealed = _REVEALED_EVENT.set(when == "you reveal a card this way")
            joining = _JOINING_EVENT.set(bool(re.fullmatch(r"(?:a|another) character joins (?:my expedition|one of your expeditions)", when)))
            try:
                cond, rest = _trigger_if(rest)
                data = {"when": when, **({"if": cond} if cond is not None else {}), "do": _conditioned(_that_character(when, rest))}
            finally:
                _ABOUT_EXPEDITION.reset(about)
                _PLAYED_EVENT.reset(played)
                _REVEALED_EVENT.reset(revealed)
                _JOINING_EVENT.reset(joining)
            if '"copy token"' in json.dumps(data) and when not in ("you create a token", "you create a token character"):
                raise Missing("another token \"in the same place\" after an event that created none")
            return Line("ability", {"support": data} if support else data)
        if support and clarified:
            passive = _support_passive(t)
            if passive is None:
                raise Missing("a passive ability that works in Reserve (a support passive) of a kind the language does not have yet")
            return Line("ability", {"support": {"passive": passive}})
        if support:
            raise Missing("a support ability without a cost or trigger")
        replacement = _replacement(t)
        if replacement is not None and "would go to" in replacement.get("instead", {}) and card_type not in ("character", "permanent") \
                and not re.search(r"from (?:play|the expedition zone)", t, re.I):
            # a Spell is never in play: "If I would go to Reserve" is its move from Limbo, which the engine's own
            # replacement (from play) is not; a Character's or a Permanent's works only in play (2.2.10.f)
            raise Missing("a replacement of a Spell's own move, from where not said")
        if replacement is not None and "would go to" in replacement.get("instead", {}) and card_type != "character" \
                and re.search(r"from the expedition zone", t, re.I):
            # "from the Expedition zone" of a Permanent: not from the Landmarks, which the engine's "from play" also is
            raise Missing("a replacement of a Permanent's own move from the Expedition zone only")
        if replacement is not None and re.search(r"instead of leaving it in the afternoon|there in the afternoon", str(replacement.get("passive", ""))) \
                and card_type != "permanent":
            # "a Character would leave my Expedition" printed on a Character: whether it keeps itself there, not said
            raise Missing("a replacement of other objects leaving my expedition, on a card that is not a Permanent")
        if replacement is not None:
            return Line("ability", replacement)
        passive = _passive(t)
        if passive is not None and passive.startswith("as i am played, ") and card_type != "character":
            raise Missing("boosts a card gains as it is played, on a card that is not a Character")
        if passive == "i also count as a spell, in every zone" and card_type != "character":
            raise Missing("a card other abilities also see as a Spell that is not a Character (its reminder: \"play me as a Character\")")
        if passive is not None:
            return Line("ability", {"passive": passive})
        conditional = _conditional_passive(t)
        if conditional is not None and str(conditional.get("passive", "")).startswith("as i am played, ") and card_type != "character":
            raise Missing("boosts a card gains as it is played, on a card that is not a Character")
        if conditional is not None:
            return Line("ability", conditional)
        if card_type == "spell":
            return Line("effect", _no_trigger_it(effect(t)))
        if re.fullmatch(r"if there is only one character in\smy expedition, it is \[gigantic\]\.?(?: \(.*\))?", t, re.I):
            # the one Character of its controller's in the object's expedition (judge/keywords.py)
            return Line("ability", {"passive": "the only character in my expedition is gigantic"})
        if re.search(r"\b(?:am|is|are) \[gigantic\]", t, re.I):
            raise Missing("Gigantic given by a passive ability to what the language cannot select")
        if re.search(r"\bcan't\b|\bcannot\b|\bdon't\b|\bdoesn't\b|\bhas\b|\bhave\b|\bgets?\b|\+\d", t):
            raise Missing("a passive ability the language does not have yet")
        raise Missing("an ability the translator cannot read")
    except Missing as exc:
        return Line("support" if support else "ability", missing=str(exc))


def _completed(rest: str, card_type: str) -> Line:
    """A Feat's "[Completed]: X": X read as an ability of the Feat in play, working only while it is
    Completed (judge/feats.py); a reaction, a quick action or a passive ability without a condition."""
    if card_type != "permanent":
        raise Missing("a [Completed] ability on a card that is not a Permanent (Feats are Landmark Permanents)")
    inner = line(rest, card_type)
    if inner.missing is not None:
        raise Missing(inner.missing)
    data = inner.data
    if inner.kind != "ability" or not isinstance(data, dict) or not ({"when", "quick action", "passive"} & set(data)) \
            or ("passive" in data and data.get("if") is not None):
        raise Missing("a [Completed] ability of a kind the language does not have (a reaction, a quick action or a passive ability)")
    return Line("ability", {"completed": data})


def translate(card_type: str, main: list[str], support: list[str],
              tokens: dict[str, tuple[str, tuple[str, ...]]] | None = None) -> Translation:
    """A card version's lines (official.text) -> its translation. A card whose type the engine
    does not play yet is not modelled, line by line. `tokens` (token_cards) are the token cards
    read with it, for the effects that name a token by its code."""
    mark = _TOKEN_CARDS.set(tokens or {})
    try:
        return _translate_said(card_type, main, support)
    finally:
        _TOKEN_CARDS.reset(mark)


def _translate_said(card_type: str, main: list[str], support: list[str]) -> Translation:
    """_translate, then each line not read as printed read again said another way."""
    out = _translate(card_type, main, support)
    texts = list(main) + list(support)
    if len(out.lines) != len(texts):
        return out
    for i, ln in enumerate(out.lines):
        if ln.missing is None:
            continue
        # the same words said another way ("2" for "two", "do not" for "don't", "expedition" for
        # "Expedition"): read that way where the line as printed is not; the meaning is the same,
        # so nothing is guessed, and a line read no better stays not modelled with its reason
        for said in _same_words(texts[i]):
            m2, s2 = list(main), list(support)
            if i < len(m2):
                m2[i] = said
            else:
                s2[i - len(m2)] = said
            alt = _translate(card_type, m2, s2)
            if len(alt.lines) == len(texts) and alt.lines[i].missing is None \
                    and sum(x.missing is not None for x in alt.lines) < sum(x.missing is not None for x in out.lines):
                out, main, support = alt, m2, s2
                break
    return out


_NUMBER_WORDS = {"one": "1", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7", "eight": "8",
                 "nine": "9", "ten": "10"}
_WORD_OF = {v: k for k, v in _NUMBER_WORDS.items()}
_CONTRACTIONS = [("do not", "don't"), ("does not", "doesn't"), ("cannot", "can't"), ("can not", "can't"), ("is not", "isn't"),
                 ("it is", "it's"), ("It is", "It's"), ("you are", "you're"), ("You are", "You're"), ("I am", "I'm"),
                 ("there is", "there's"), ("There is", "There's"), ("that is", "that's"), ("you have", "you've")]
# the game's nouns, capitalised as the cards print them
_NOUNS = re.compile(r"\b(expeditions?|reserves?|characters?|permanents?|landmarks?|spells?|heroes|hero|companions?)\b")


def _same_words(text: str) -> list[str]:
    """A line said with the same meaning in the cards' usual way: numbers as digits, or as words
    (never inside braces or statistics), contractions made or undone, the game's nouns capitalised;
    each alone, then all together; only those that differ from the line."""
    text = text.replace("#", "")  # a rare version's markers (clean drops them too)
    text = re.sub(r"\b(gains?) a boost\b", r"\1 1 boost", text)  # "gains a boost": one boost
    if not re.search(r"[.!)]\s*$", text):  # the final period some sources drop
        text = text.rstrip() + "."
    digits = re.sub(r"(?<![{\w/-])\b(one|two|three|four|five|six|seven|eight|nine|ten)\b(?![}/\w-])",
                    lambda m: _NUMBER_WORDS[m.group(1)], text)
    digits = re.sub(r"(?<![{\w/-])\b(One|Two|Three|Four|Five)\b(?![}/\w-])", lambda m: _NUMBER_WORDS[m.group(1).lower()], digits)
    words = re.sub(r"(?<![{\w/#+.-])\b([1-9]|10)\b(?![}\w/+.-]|\+)", lambda m: _WORD_OF[m.group(1)], text)
    contracted, undone = text, text
    for full, short in _CONTRACTIONS:
        contracted = re.sub(rf"\b{re.escape(full)}\b", short, contracted)
        undone = re.sub(rf"(?<![\w']){re.escape(short)}(?![\w'])", full, undone)
    nouns = _NOUNS.sub(lambda m: m.group(1)[0].upper() + m.group(1)[1:], text)
    together = _NOUNS.sub(lambda m: m.group(1)[0].upper() + m.group(1)[1:], contracted)
    together = re.sub(r"(?<![{\w/-])\b(one|two|three|four|five|six|seven|eight|nine|ten)\b(?![}/\w-])",
                      lambda m: _NUMBER_WORDS[m.group(1)], together)
    # a sub-type printed in keyword brackets ("a [Construction]", some sources' typography): the word itself
    plain = re.sub(r"(?<!\[)\[([A-Z][a-z]+)\](?!\])", lambda m: m.group(1) if m.group(1) not in _KEYWORD_NAMES else m.group(0), text)
    return [v for v in dict.fromkeys((text, digits, words, contracted, undone, nouns, together, plain, _synonyms(text)))]


# the words between a determiner and "other than me": an object's head and filters, no other determiner
_OTHER_WORDS = r"(?:(?!\b(?:[Tt]arget|an?|[Ee]ach|[Aa]ll|another|other|[Ff]or)\b)[^.,;:()—]){1,70}?"


def _other_than_me(text: str) -> str:
    """"X other than me" is "another X" / "each other X": an object that is not the card with the ability, the
    game's "another" and "other" (v5.0 2.2.3's "another": not this object), said after the object's filters
    ("target Character with Hand Cost {3} or less other than me", "Animals you control ... other than me")."""
    def det(m: re.Match) -> str:
        d, rest = m.group("d"), m.group("w")
        cap = d[:1].isupper()
        low = d.lower()
        if low == "target":  # "up to one target X other than me": "up to one other target X"
            up_to = re.search(r"\b[Uu]p to \w+ $", text[:m.start()])
            new = f"other target {rest}" if up_to else f"another target {rest}"
        elif low in ("a", "an"):
            new = f"another {rest}"
        else:  # "each X other than me": "each other X"; "two or more X ...": "two or more other X"
            new = f"{low} other {rest}"
        return new[:1].upper() + new[1:] if cap else new
    text = re.sub(rf"\b(?P<d>[Tt]arget|[Aa]n?|[Ff]or each|[Ee]ach|[Aa]ll|(?:\w+|\d{{1,2}}) or more) (?P<w>{_OTHER_WORDS}) other than me\b", det, text)
    # a plural said alone, a sentence's subject ("Animals you control other than me gain ..."): "Other Animals ..."
    text = re.sub(rf"(^|— |\}} |[.!] |, |: )(?P<w>[A-Z]{_OTHER_WORDS}) other than me\b", lambda m: f"{m.group(1)}Other {m.group('w')}"
                  if not re.match(r"[A-Z][a-z]+ ", m.group('w')) or m.group('w').split()[0].endswith("s") else m.group(0), text)
    return text


def _synonyms(text: str) -> str:
    """The line with the game's synonyms said in the cards' usual words: to "return" or "put" an object
    to Reserve is to send it there (v5.0 7.3.37.a-b: "send", "put" and "return" are synonyms); "If you do
    so" is "If you do"; to "get" boosts is to gain them; "a Character that you control" is one you control;
    a phase named in lower case is the phase."""
    text = re.sub(r"\b(?:[Rr]eturn|[Pp]ut) (me|it|them|(?:target|that|those|each|all) [^.,;:()]{1,60}?|an? [^.,;:()]{1,40}? from your Discard pile) (?:to|in|into) "
                  r"(?:your |their |its owner's |my owner's |their owners' )?Reserve\b",
                  lambda m: ("S" if m.group(0)[0].isupper() else "s") + f"end {m.group(1)} to Reserve", text)
    # "Draw a card for each card discarded this way": as many as the step before moved ("that many", the language's
    # count of the cards a discard moved: judge/language.py COUNTED_MOVES); one per card only
    text = re.sub(r"\b([Dd])raw (?:a|one) card (?:for each|per) card (?:discarded|sent to Reserve|put in Reserve) this way\b",
                  r"\1raw that many cards", text)
    text = re.sub(r"\b(I gain|[Ii]t gains|gains?) (?:1|one|a) boost (?:for each|per) card (?:discarded|sent to Reserve|put in Reserve) this way\b",
                  r"\1 that many boosts", text)
    # the unique cards' template "[condition]: [effect]" ("If I'm in {V}: draw a card", "You may pay {1}. If you do:
    # ...", "On a 4+: ..."): the condition said with a colon where the other cards say it with a comma. A clause with a
    # comma of its own ("If ..., you may choose both:"), the bands' "is:" and a list's bullets are not it; a condition
    # over several sentences is read whole (_colon_scoped).
    text = re.sub(r"(^|— |\} |[.!] )(?P<said>(?P<cond>(?:If|Unless) [^:.,;•]{1,120}?)|On a [^:.,;•]{1,20}?): (?!\s*•)(?(cond)(?=[^.!]*[.!]\s*$))",
                  lambda m: f"{m.group(1)}{m.group('said')}, ",
                  text)
    text = _other_than_me(text)
    # "When a non-[[Boosted]] X ... gains boosts": it becomes Boosted (v5.0 2.4.5.a, 7.5.4.a:
    # a Character without boosts gaining some is what becoming Boosted is)
    text = re.sub(r"^When (an?|another) non-\[\[Boosted\]\] ([^—.]{3,60}?) gains (?:1 or more|one or more|a|an|\d) boosts? —",
                  lambda m: f"When {m.group(1) if m.group(1) == 'another' else 'an' if m.group(2)[0] in 'AEIOUaeiou' else 'a'} "
                            f"{m.group(2)} becomes [[Boosted]] —", text)
    # "Target opponent [does X]. Then, create a [token] in their Landmarks": theirs is the target opponent's, the one
    # player the effect names (one target opponent per effect, 5.2.3.b)
    if re.search(r"(?:^|— |\} |[.!] )Target opponent\b", text) and not re.search(r"\b(?:each|target|another) player\b|\beach opponent\b", text, re.I):
        text = re.sub(r"(?<=[.!] )(Then, )?([Cc]reate [^.]{3,60}? in) their Landmarks\b", r"\1\2 target opponent's Landmarks", text)
    # "I am [Gigantic] and [Defender]." (a unique card's line): the card has both keywords, as printed alone
    text = re.sub(r"^I(?: am|'m| have) (\[[A-Z][a-z]+\]) and (\[[A-Z][a-z]+\])\.?$", r"\1 \2", text)
    # "You may play [type]s for {M} less if their Base Cost is {N} or more": "[type]s you play with Base Cost {N} or more cost {M} less"
    text = re.sub(r"^You may play (Characters|Spells|Permanents|cards) for (\{\d\}) less if their (Hand|Base) Cost is (\{\d{1,2}\}) or (more|less)\.",
                  r"\1 you play with \3 Cost \4 or \5 cost \2 less.", text)
    # a count's bound said after its objects: "three Characters or more" is "three or more Characters"
    text = re.sub(r"\b(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2}) ((?:\[\[\w+\]\] )?(?:cards|Characters|Permanents|Spells|tokens|Landmarks|[A-Z][a-z]+s)) or (more|fewer|less)\b",
                  r"\1 or \3 \2", text)
    # "If there's an exhausted card in Reserve": one or more of them (a condition's count)
    text = re.sub(r"\b([Ii]f|[Uu]nless) there(?:'s| is) (?:an?|at least one) ((?:\[\[\w+\]\] |exhausted |ready )?)(card|Character|Permanent|Spell|token|Landmark)\b(?! facing\b)",
                  r"\1 there are one or more \2\3s", text)  # (one facing me: "I'm facing a Character", below)
    # "After Rest: X." (the unique cards' words) is "X after Rest." (v5.0 4.2.d's remark), one sentence
    text = re.sub(r"(^|— |\} |[.!] )After Rest[:,] (?!If |Unless )([^.]{3,160}?)\.(?=\s*$)", lambda m: f"{m.group(1)}{m.group(2)[:1].upper()}{m.group(2)[1:]} after Rest.", text)
    # "Reduce my cost by {1}": "I cost {1} less" (its own decrease, v5.0 5.1.2.f)
    text = re.sub(r"(^|— |\} |[.!] |, )[Rr]educe my cost by (\{\d\})", r"\1I cost \2 less", text)
    text = re.sub(r"\b([Ii]f you|[Ii]f they) (do|don't|do not) do so\b", r"\1 \2", text)
    text = re.sub(r"\b([Ii]f you|[Ii]f they) do so\b", r"\1 do", text)
    # "You can't play me unless X", "You can play me only if X": "I can't be played unless X" (its own passive)
    text = re.sub(r"^You can(?:'t|not) play me\b", "I can't be played", text)
    text = re.sub(r"^You (?:can|may) (?:only )?play me only if\b|^You (?:can|may) only play me if\b", "I can't be played unless", text)
    # "Your Characters in your Companion Expedition ...": those there are its controller's (an expedition of theirs)
    text = re.sub(r"\b([Yy])our (other )?Characters in (your (?:Hero|Companion) Expedition|my Expedition)\b",
                  lambda m: f"{'O' if m.group(2) and m.group(1) == 'Y' else 'o' if m.group(2) else ''}{'ther ' if m.group(2) else ''}"
                            f"{'C' if m.group(1) == 'Y' and not m.group(2) else 'c'}haracters in {m.group(3)}", text)
    # "The first Character you play each Day costs {1} less": its controller's Characters cost 1 less while they
    # have played none this Day (the card being played is not counted yet, v5.0 5.1.2.k)
    text = re.sub(r"^(?:The|Your) first (Character|Spell|Permanent|card) (?:you play )?each (Day|turn) costs (\{\d\}) less\.?$",
                  lambda m: f"Your {m.group(1)}s cost {m.group(3)} less unless you played a {m.group(1)} this {m.group(2)}.", text)
    # "Each of your other Characters gains ...": each other one its controller controls; "Then, that Character gains
    # ...": it, the object the sentence before named (a sentence's subject only)
    text = re.sub(r"\b([Ee])ach of your (other )?(Character|Permanent|Landmark|token)s\b", r"\1ach \2\3 you control", text)
    text = re.sub(r"(^|— |\} |[.!] |[Tt]hen, )[Tt]hat (?:Character|Permanent) (?=(?:gains?|loses?|switches|moves?) )", r"\1it ", text)
    text = re.sub(r"\b(?:get|receive)(s?) (\d{1,2}|a|an|one|two|three) (boosts?)\b", r"gain\1 \2 \3", text)
    text = re.sub(r"\bget(s?) (?=\[\[(?:Fleeting|Asleep|Anchored)\]\])", r"gain\1 ", text)  # a status one "gets": one it gains
    # "You draw a card": the effect's controller's own step, said as the cards say it ("Draw a card")
    text = re.sub(r"(^|— |\} |[.!] )You (draw|resupply)\b", lambda m: f"{m.group(1)}{m.group(2).capitalize()}", text)
    # "Target Character is sent to Reserve": the same move said actively (v5.0 7.3.37)
    text = re.sub(r"(^|— |\} |[.!] )(Target|Another target) ([^.]{3,80}?) is sent to Reserve\b",
                  lambda m: f"{m.group(1)}Send {m.group(2).lower()} {m.group(3)} to Reserve", text)
    # counters put on an object: the object gains them (v5.0 2.5: a counter is put on a card; boosts are counters)
    def gains(m: re.Match) -> str:
        who = "I gain" if m.group(3) == "me" else f"{m.group(3)} gains"
        return f"{who[:1].upper() if m.group(0)[0] == 'P' else who[:1]}{who[1:]} {m.group(1)} {m.group(2)}"  # a sentence's start kept
    text = re.sub(r"\b[Pp]ut (a|an|one|two|three|\d) ([A-Z][a-z]+ counters?|boosts?) on (me|it|target [^.,;:]+?)(?=[.,;]|$)", gains, text)
    # "it also gains ...", "I gain 1 more boost" after a first gain: the same gain said again (the words add nothing)
    text = re.sub(r"\b(it|I|they|each of them) also (gains?|loses?|draws?)\b", r"\1 \2", text)
    text = re.sub(r"\b(gains?) (\d{1,2}|a|an|one|two|three) more (boosts?)\b", r"\1 \2 \3", text)
    # a bound said another way: "{3} or lower", "of at most {3}" are "{3} or less"; "at least two X" is "two or more X"
    text = re.sub(r"(\{(?:\d{1,2}|X)\}|\b\d{1,2}) or (lower|fewer)\b", r"\1 or less", text)
    text = re.sub(r"(\{(?:\d{1,2}|X)\}|\b\d{1,2}) or higher\b", r"\1 or more", text)
    text = re.sub(r"\b(?:of )?at most (\{\d{1,2}\})", r"\1 or less", text)
    text = re.sub(r"\b(?:of )?at least (\{\d{1,2}\})", r"\1 or more", text)
    text = re.sub(r"\bat least (\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten) (?=[A-Za-z\[])", r"\1 or more ", text)
    text = re.sub(r"\b(Characters?|Permanents?|tokens?|cards?) that (you|an opponent|they) (controls?)\b", r"\1 \2 \3", text)
    # the cards in one's Landmark zone are the Landmark Permanents one controls (v5.0 2.2.3.e, 7.5.5.b)
    text = re.sub(r"\b(each|all|target|a|an|another|another target|up to (?:one|two|three|\d) target)( other)? (?:cards?|Permanents?) in your Landmarks\b",
                  lambda m: f"{m.group(1)}{m.group(2) or ''} Landmark{'s' if m.group(1) in ('all',) or m.group(1).startswith('up to') and not m.group(1).startswith('up to one') else ''} you control",
                  text)
    text = re.sub(r"\b([Ss]acrifice (?:a|an|another) Landmark) you control\b", r"\1", text)  # one's own, said once
    # after an expedition chosen or targeted, "each Character in it" is that expedition's (the language's "each of its Characters")
    text = re.sub(r"((?:[Tt]arget an? Expedition|[Cc]hoose (?:one of your Expeditions|your Hero or Companion Expedition))[.,] (?:then,? )?)"
                  r"([Ee]ach|[Aa]ll) (Characters?) in it\b", lambda m: f"{m.group(1)}{m.group(2)} of its Characters", text)
    # the community's source says some things its own way: "from your Hand or deck" (the cards' "deck or hand"), "ready
    # your cards in Reserve" ("all cards in your Reserve"), a region's other "types" (its terrains, v5.0 2.2.2.f)
    text = re.sub(r"\bfrom your [Hh]and or deck\b", "from your deck or hand", text)
    text = re.sub(r"\b([Rr]eady|[Ee]xhaust) (?:your cards in Reserve|each card in your Reserve)\b", r"\1 all cards in your Reserve", text)
    text = re.sub(r"\bin addition to its other types\b", "in addition to its other terrains", text)
    # "X loses all boosts": all its boosts (2.4.4: boosts are counters on it)
    text = re.sub(r"\b(loses) all boosts\b", r"\1 all its boosts", text)
    # "Have target Character gain ..." / "Make it gain ...": the object does it (v5.0 7.3.18.a); "Give X [[Asleep]]": X gains it
    text = re.sub(r"(^|— |\} |[.!] )(?:Have|Make) ((?:another )?target [^.,;]{3,60}?) (gain|lose|switch) ",
                  lambda m: f"{m.group(1)}{m.group(2)[:1].upper()}{m.group(2)[1:]} {m.group(3)}{'es' if m.group(3) == 'switch' else 's'} ", text)
    text = re.sub(r"(^|— |\} |[.!] )Give ((?:another )?target [^.,;]{3,60}?|me|each [^.,;]{3,60}?) (\[\[(?:Fleeting|Asleep|Anchored)\]\])(?=[.]|$)",
                  lambda m: f"{m.group(1)}{'I gain' if m.group(2) == 'me' else m.group(2)[:1].upper() + m.group(2)[1:] + ' gains'} {m.group(3)}", text)
    text = re.sub(r"(^|— |\} |[.!] )Give (\[\[(?:Fleeting|Asleep|Anchored)\]\]) to ((?:another )?target [^.,;]{3,60}?|each [^.,;]{3,60}?)(?=[.]|$)",
                  lambda m: f"{m.group(1)}{m.group(3)[:1].upper()}{m.group(3)[1:]} gains {m.group(2)}", text)
    # "If there's a Character facing me" / "If no Character is facing me": "If I'm (not) facing a Character" (7.5.2's facing)
    text = re.sub(r"\b([Ii]f|[Uu]nless) there(?:'s| is) (?:a|at least one) Character facing me\b", r"\1 I'm facing a Character", text)
    text = re.sub(r"\b([Ii]f|[Uu]nless) (?:there(?:'s| is| are) no Characters? facing me|no Character is facing me)\b",
                  r"\1 I'm not facing any Character", text)
    # a cost "Remove 1 Kelon counter from me": "Spend 1 of my Kelon counters" (v5.0 7.3.38.a: to spend counters is to remove
    # them; 7.3.38.b: no more than it has); a step "I lose 1 Kelon counter": one removed from it
    text = re.sub(r"(^|, )[Rr]emove (a|an|one|two|three|\d) ([A-Z][a-z]{1,39}) counters? from me(?=(?:, [^:]{1,40})?\s?:)",
                  lambda m: f"{m.group(1)}{'S' if not m.group(1) else 's'}pend {'1' if m.group(2).lower() in ('a', 'an', 'one') else m.group(2)} of my {m.group(3)} counters", text)
    text = re.sub(r"(^|— |\} |[.!] )I lose (a|an|one|two|three|\d) ([A-Z][a-z]{1,39}) counters?\b",
                  lambda m: f"{m.group(1)}Remove {m.group(2)} {m.group(3)} counter{'' if m.group(2).lower() in ('a', 'an', 'one', '1') else 's'} from me", text)
    # "When you play your first Character each Day": the first time you play one each Day (the same event)
    text = re.sub(r"(^|[.!] )When you play your first (Character|Spell|Permanent|card) (each|this) (Day|turn)\b",
                  lambda m: f"{m.group(1)}The first time you play a {m.group(2)} each {m.group(4)}", text)
    # "A if X, otherwise B.": "If X, A. Otherwise, B." (v5.0 6.5.e: the condition checked once)
    def _if_after(m: re.Match) -> str:
        a = m.group("a") if re.match(r"I\b", m.group("a")) else m.group("a")[:1].lower() + m.group("a")[1:]
        return f"{m.group(1)}If {m.group('x')}, {a}. Otherwise, {m.group('b')}."
    text = re.sub(r"(^|— |\} |[.!] )(?P<a>(?!If\b|Unless\b)[A-Z\[][^.,]{2,80}?) if (?P<x>[^.,]{3,80}?), otherwise,? (?P<b>[^.]{3,80}?)\.",
                  _if_after, text)
    # "Draw as many cards as the number of X": "Draw X cards, where X is the number of X"
    text = re.sub(r"\b([Dd]raw) as many cards as the number of ", r"\1 X cards, where X is the number of ", text)
    # a card put in the Mana zone "as an exhausted Mana Orb": exhausted (each card there is a Mana Orb, 2.2.1.f)
    text = re.sub(r"(\bin (?:your|their|its owner's|my owner's) Mana zone),? as an exhausted Mana Orb\b", r"\1, exhausted", text)
    text = re.sub(r"(\bin (?:your|their|its owner's|my owner's) Mana zone) as a ready Mana Orb\b", r"\1, as a ready Mana Orb", text)
    # "Sacrifice a Character you control" / "they control": only its controller sacrifices what they control (v5.0 7.3.36.a)
    text = re.sub(r"\b([Ss]acrifices?) (an?|another) ([^.,;:—]{3,40}?) (?:you|they) control\b", r"\1 \2 \3", text)  # within its clause
    # "Choose a Character you control. It gains ...": one chosen as the step resolves, not a target (6.1.g): "A Character you
    # control gains ..."; "Choose an Expedition. Create ... in it": "Create ... in an Expedition" (chosen as it resolves)
    text = re.sub(r"(^|— |\} |[.!] )Choose (an? (?:Character|Permanent|[A-Z][a-z]+) (?:you control|in your Reserve))\. It (gains|loses)\b(?![^.]*\b(?:it|its)\b)",
                  lambda m: f"{m.group(1)}{m.group(2)[:1].upper()}{m.group(2)[1:]} {m.group(3)}", text)
    text = re.sub(r"(^|— |\} |[.!] )Choose (an (?:opponent's )?Expedition|a (?:Hero|Companion) Expedition)\. (Create [^.]{3,80}?) in it\.",
                  lambda m: f"{m.group(1)}{m.group(3)} in {m.group(2)[:1].lower()}{m.group(2)[1:]}.", text)
    # "Characters in your Hero Expedition gain ...": all of them, as "Characters in my Expedition gain" is read
    text = re.sub(r"(^|— |\} |[.!] )((?:[A-Z][a-z]+s|Characters) in your (?:Hero|Companion) Expedition (?:gain|lose)\b)", r"\1All \2", text)
    # "If it has Hand Cost {3} or more": "If its Hand Cost is {3} or more"
    text = re.sub(r"\b([Ii]f|[Uu]nless) it has (Hand|Base) Cost (\{\d{1,2}\}) or (more|less)\b", r"\1 its \2 Cost is \3 or \4", text)
    # "[Sabotage] two times": twice
    text = re.sub(r"(\]|\b[a-z]+) two times\b", r"\1 twice", text)
    # "Draw another card" / "draw one more card": a card more, as "draw a card" says
    text = re.sub(r"\b([Dd]raw) (?:another|one more|an additional) card\b", r"\1 a card", text)
    # "Target Expedition that's behind moves forward": the target declared with its condition (v5.0 7.5.2), then "it"
    text = re.sub(r"(^|— |\} |[.!] )(?:Target|target) Expedition that(?:'s| is) (ahead|behind|tied) (moves|\[Ascends\]|gains|loses)\b",
                  r"\1Target an Expedition that's \2. It \3", text)
    text = re.sub(r"(^|— |\} |[.!] )(Create [^.]{3,80}?) in target Expedition that(?:'s| is) (ahead|behind|tied)\.",
                  r"\1Target an Expedition that's \3. \2 in it.", text)
    # "Your opponents each discard ...": "Each opponent discards ..." (each of them, in turn, 5.2.4.a)
    text = re.sub(r"(^|— |\} |[.!] )Your opponents each (draw|discard|sacrifice|exhaust|create|put|ready|lose|gain)\b",
                  lambda m: f"{m.group(1)}Each opponent {m.group(2)}s", text)
    text = re.sub(r"(^|— |\} |[.!] )Your opponents each \[Resupply\]", r"\1Each opponent [Resupplies]", text)
    # "At the start of Dusk": "At Dusk" (v5.0 4.2.b: "at [that phase]" Reactions activate at the beginning of the phase);
    # "At Noon, X" (no dash, none later): the trigger ended by a comma, as "When ..., X" is
    text = re.sub(r"(^|[.!] )At the (?:start|beginning) of (?:the )?(Noon|Dusk|Night)(?: phase)?\b", r"\1At \2", text)
    if " — " not in text:
        text = re.sub(r"^(At (?:Noon|Dusk|Night)), (?=[A-Za-z\[{])", r"\1 — ", text)
    # "X cost {1} less to play": the same cost change ("to play" adds nothing: a cost is paid to play, 5.1.2)
    text = re.sub(r"\b(costs? \{\d\} (?:less|more)) to play\b(?= if\b| unless\b|[.,]|$)", r"\1", text)
    # "Double target Character's boosts": the number of boosts on it doubled (v5.0 7.3.8), said with a possessive
    text = re.sub(r"\b([Dd]ouble) ((?:another )?target [A-Za-z\[\] ]{3,40}?)'s? (boosts|[A-Z][a-z]{1,39} counters)\b",
                  lambda m: f"{m.group(1)} the number of {m.group(3)} on {m.group(2)}" if m.group(3) == "boosts"
                  else f"{m.group(1)} the {m.group(3)} on {m.group(2)}", text)
    # steps listed with a comma where one is a keyword action ("[Sabotage], [Resupply]"): one step after the other (6.1.c)
    # (never after a condition or a trigger's words: "If X, [Resupply]" is one conditional step)
    def listed(m: re.Match) -> str:
        return re.sub(r"(?<=\]), (?!then\b)(?=\[(?:Sabotage|Resupply|Exhausted Resupply|Augment)\]|[a-z])"
                      r"|(?<=[a-z]), (?=\[(?:Sabotage|Resupply|Exhausted Resupply|Augment)\])", ", then ", m.group(0)) \
            if not re.match(r"\s*(?:\{[JHR]\} )?(?:then,? )?(?:if|unless|when|at|for each|as long as|while|otherwise|if not)\b", m.group(0), re.I) \
            else m.group(0)
    text = re.sub(r"(?:^|(?<=[.!] )|(?<=— ))[^.!—]+", listed, text)
    # in an effect, an object that "becomes" a status gains it (v5.0 7.3.16, 7.5.4.a); a trigger's "When I become" stays
    head, sep, rest = text.partition(" — ") if text.startswith("When ") else ("", "", text)
    rest = re.sub(r"\b(I|it|they|them) become (?=\[\[(?:Fleeting|Asleep|Anchored)\]\])", lambda m: f"{m.group(1)} gain{'s' if m.group(1) == 'it' else ''} ", rest)
    rest = re.sub(r"\b(Characters?|it|me) becomes? (?=\[\[(?:Fleeting|Asleep|Anchored)\]\])",
                  lambda m: f"{m.group(1)} gain{'' if m.group(1) in ('Characters', 'me') else 's'} ", rest)
    rest = re.sub(r"\bbecomes (?=\[\[(?:Fleeting|Asleep|Anchored)\]\])", "gains ", rest)  # "Target X of ... becomes [[S]]"
    text = head + sep + rest
    # a reaction's trigger ended by a comma where the cards print the dash ("When you play a Spell, I gain 1 boost"): the
    # dash, where the line has none and what follows is no condition (that would be the trigger's own, "When X, if Y —")
    if re.match(r"(?:When|Whenever|Each time) ", text) and "—" not in text and ":" not in text:
        text = re.sub(r"^((?:When|Whenever|Each time) [^,.]{3,100}), (?!if\b|unless\b)(?=[A-Za-z\[{])", lambda m: f"{m.group(1)} — ", text,
                      count=1)
        text = re.sub(r" — ([a-z])", lambda m: " — " + m.group(1).upper(), text, count=1)
    # a Completed Feat one controls is one in one's Landmarks (a Feat is a Landmark Permanent: judge/feats.py)
    text = re.sub(r"\[\[?Completed\]?\] Feats? you control\b", "[Completed] Feat in your Landmarks", text)
    # more of the community source's words for the cards' (found reading old-set cards as it prints them):
    # a reaction symbol's "triggers" are its abilities ("activate the {J} triggers of ..."; the rules say both, v5.0 7.3.1.e)
    text = re.sub(r"(\{[JHRjhr]\}) triggers\b", r"\1 abilities", text)
    # "with a minimum of {1}": "down to a minimum of {1}" (v5.0 5.1.2.f's remark)
    text = re.sub(r"\bwith a minimum of (\{\d\})", r"down to a minimum of \1", text)
    # "X cost {1} less to play from your Reserve": "you may play X from your Reserve for {1} less" (a lower cost is its player's
    # to take, v5.0 5.1.2.f)
    text = re.sub(r"(^|, )((?:other )?(?:#?[A-Z][a-z]+s#?|Characters|Spells|Permanents|cards)) cost (\{\d\}) less to play from your (Reserve|hand)\b",
                  r"\1you may play \2 from your \4 for \3 less", text)
    # "X have their {V}, {M}, and {O} equal to their highest statistic": "The {V}, {M} and {O} of X are equal to ..."
    text = re.sub(r"^(.+?) have their \{V\}, \{M\},? and \{O\} equal to their highest statistic",
                  lambda m: f"The {{V}}, {{M}} and {{O}} of {m.group(1)[:1].lower() + m.group(1)[1:] if not m.group(1).startswith(('Characters', 'Spells')) else m.group(1)} "
                            "are equal to their highest statistic", text)
    # "Target any number of other Characters in {V}. They gain 2 boosts.": "Any number of other target Characters ... each gain ..."
    text = re.sub(r"(^|— |\} )Target (#?(?:any number|up to (?:one|two|three|\d))#?) of (other )?([^.]{3,60}?)\. They (gain|lose) ",
                  lambda m: f"{m.group(1)}{m.group(2)[:1].upper() + m.group(2)[1:]} of {m.group(3) or ''}target {m.group(4)} each {m.group(5)} ",
                  text)
    # a die's outcomes as bullets that each say "On a": "Roll a die. On a: • 4+, ..." (v5.0 7.3.33)
    if re.search(r"[Rr]oll a die:\s*\n?\s*• On an? \d", text):
        text = re.sub(r"([Rr]oll a die):(\s*\n?\s*)• On an? (?=\d)", r"\1. On a:\2• ", text)
        text = re.sub(r"(\n\s*|\s)• On an? (?=\d)", r"\1• ", text)
    # an object "of hand cost {3} or less": "with Hand Cost {3} or less"; an expedition that "doesn't advance" fails to move
    # forward, one that "advances" moves forward; a choice's options as hyphen bullets: the cards' bullets
    text = re.sub(r"\bof (hand|reserve|base) cost (\{\d{1,2}\})", lambda m: f"with {m.group(1).capitalize()} Cost {m.group(2)}", text, flags=re.I)
    text = re.sub(r"\b(?:doesn't|does not|fails to) advance\b", "fails to move forward", text)
    text = re.sub(r"\badvances\b", "moves forward", text)
    if re.search(r"[Cc]hoose (?:one|two|three|up to \w+)(?: or both)?:\s*\n\s*- ", text):
        text = re.sub(r"\n(\s*)- ", r"\n\1• ", text)
    # "If you should X": "If you would X" (a replacement's words, v5.0 6.2.b); cards put "in your Mana Orbs": in the Mana zone
    text = re.sub(r"\b([Ii]f (?:you|I|it|they|a [^,.]{1,40}?)) should\b", r"\1 would", text)
    text = re.sub(r"\b(in|into) your Mana Orbs\b", r"\1 your Mana zone", text)
    # "For each X, do Y": "Do Y for each X" (v5.0 6.5.i: "[Do step] for each [quantity]")
    # (not where the step names the counted object, "For each Permanent you control, you may activate its ...")
    text = re.sub(r"(^|— |\} )For each ([^,.]{3,80}), ((?:[a-z]|I )(?![^.]*\b(?:its?|their|them|they)\b)[^.]+)\.",
                  lambda m: f"{m.group(1)}{m.group(3)[:1].upper()}{m.group(3)[1:]} for each {m.group(2)}.", text)
    # "your Characters" counted or looked among: the Characters you control (v5.0 7.5.5.b)
    text = re.sub(r"\b(among|number of|each of) your (Characters|Permanents)\b", r"\1 \2 you control", text)
    return re.sub(r"\b(At|at|During|during) (noon|dusk|night|morning|afternoon)\b", lambda m: f"{m.group(1)} {m.group(2).capitalize()}", text)


_KEYWORD_LIST = re.compile(r"^\[[A-Z][a-z]+(?: \d{1,2})?\](?: \{\d{1,2}\})?(?:(?:,\s*|\.\s+|\s+)\[[A-Z][a-z]+(?: \d{1,2})?\](?: \{\d{1,2}\})?)+\.?$")


def _keyword_list(text: str) -> list[str] | None:
    """"[Gigantic], [Tough 1].": the keywords of one line, each as a line of its own; None for
    any other line."""
    t = clean(text)
    if not _KEYWORD_LIST.match(t):
        return None
    return [p.strip().rstrip(".,") + "." for p in re.split(r"(?<=[\]}])(?:,\s*|\.\s+|\s+)(?=\[)", t.rstrip("."))]


def _keyword_into(out: Translation, data) -> None:
    """A keyword line's encoding into the card's: Tough N or X, Scout N, or a keyword."""
    word = str(data)
    if word.startswith("Tough X per "):
        out.tough = {"per": word[len("Tough X per "):]}
    elif word.startswith("Tough "):
        out.tough = int(word.split()[1])
    elif word.startswith("Scout "):
        out.scout = int(word.split()[1])
    elif word.startswith("Temple "):
        out.temple = int(word.split()[1])
    else:
        out.keywords.append(data)


# Where one paragraph holds several abilities (some sources print them with no paragraph between):
# a sentence that begins as an ability does ({J}, {H}, {R}, a phase's reaction, "When ... —", a
# quick action's "{T}...:").
_ABILITY_START = re.compile(r"(?<=[.!)])\s+(?=\{[JHR]\}\s|At (?:Noon|Dusk|Night) — |When [^.—]{1,120} — |\{T\}[^.:—]{0,60}:"
                            r"|Exhaust me,[^.:—]{0,60}:|\{\d\}, \{T\}[^.:—]{0,60}:)")  # {T} in words (1.1.6.h-i), or after a Mana cost


def _cuts_outside(text: str, opening: str, closing: str, cut) -> list[int]:
    """The spaces after a sentence's end ("." "!" ")") where `cut(i)` holds, never inside the brackets named
    (`opening`, `closing`) nor inside quotes."""
    depth, quoted, cuts = 0, False, []
    for i, ch in enumerate(text):
        if ch in opening and not quoted:
            depth += 1
        elif ch in closing and not quoted:
            depth = max(0, depth - 1)
        elif ch == '"':
            quoted = not quoted
        elif ch.isspace() and not depth and not quoted and i and text[i - 1] in ".!)" and cut(i):
            cuts.append(i)
    return cuts


def _split_outside(text: str) -> list[str]:
    """_ABILITY_START's split of a printed paragraph, never inside brackets or quotes."""
    cuts = _cuts_outside(text, "(", ")", lambda i: _ABILITY_START.match(text, i))
    bounds = [0, *cuts, len(text)]
    return [text[a:b].strip() for a, b in zip(bounds, bounds[1:]) if text[a:b].strip()]


# an ability, then the card's keywords ("... [Tough 1]." / "... [Gigantic], [Tough 1]." / "... [Scout] {1}.")
_TRAILING_KEYWORDS = re.compile(r"^(?P<rest>\S.*?[.!)\"])\s+(?P<kw>\[\[?[A-Z][a-z]+(?: \d{1,2})?\]\]?(?: \{\d{1,2}\})?"
                                r"(?:,\s*\[\[?[A-Z][a-z]+(?: \d{1,2})?\]\]?(?: \{\d{1,2}\})?)*)\.?$", re.S)


def _sentence_ends(text: str) -> list[int]:
    """Where the sentences of `text` end (a space after ".", "!" or ")"), never inside brackets or quotes."""
    return _cuts_outside(text, "([", ")]", lambda i: bool(text[i + 1:i + 2].strip()))


def _then_passive(text: str, kind: str) -> list[Line] | None:
    """"{J} Draw a card. If I'm [[Boosted]], I'm [Eternal].": an ability, then sentences that are a
    passive ability of the card (the community's source prints a card's abilities in one paragraph),
    each read as its own; only where the later sentences read as a passive ability and never as steps
    of the ability before them (no effect says them), so that no reading is chosen between two."""
    for cut in _sentence_ends(text):
        head, tail = text[:cut].strip(), text[cut:].strip()
        passive = line(tail, kind)
        if passive.missing is not None or passive.kind != "ability" or not isinstance(passive.data, dict) \
                or not set(passive.data) & {"passive", "instead", "grant"} or set(passive.data) & {"when", "quick action", "support"}:
            continue  # a static ability only: a passive one, a replacement, a grant (a reaction or an action begins as one)
        try:
            effect(tail)
            continue  # a step too: which one the card means, the words do not say
        except Missing:
            pass
        first = line(head, kind)
        if first.missing is None and first.kind == "ability":
            return [first, passive]
    return None


def _several_abilities(text: str, kind: str) -> Line | None:
    """A paragraph that does not read as one ability, read as several, each beginning as an
    ability begins (or a passive ability after another, _then_passive): all of them read, or None
    (the paragraph stays not modelled, as one line)."""
    parts = _ABILITY_START.split(clean(text))
    if len(parts) < 2:
        pair = _then_passive(clean(text), kind)
        return Line("abilities", [r.data for r in pair]) if pair else None
    # each part with its own reminder (a token's, say), where the printed text splits the same way
    # outside brackets and quotes
    printed = _split_outside(re.sub(r"\{([a-zA-Z])\}", lambda m: "{" + m.group(1).upper() + "}", text.replace("\xa0", " ")))
    if len(printed) == len(parts) and all(clean(a) == b for a, b in zip(printed, parts)):
        parts = printed
    read = []
    for p in parts:
        r = line(p, kind)
        if r.missing is not None or r.kind != "ability":
            pair = _then_passive(clean(p), kind)
            if pair is None:
                return None
            read.extend(pair)
            continue
        read.append(r)
    return Line("abilities", [r.data for r in read])


def _keywords_read(words: list[str], kind: str) -> list[Line] | None:
    """Each of `words` read as a keyword line ("[Gigantic].", "[Tough 1]."), or None when any is not one."""
    read = [line(k, kind) for k in words]
    return read if read and all(k.missing is None and k.kind == "keyword" for k in read) else None


def _rest_of(text: str, kind: str, support: bool) -> Line:
    """The rest of a line after its leading keywords: one ability, or several in one paragraph."""
    rest = line(text, kind, support)
    if rest.missing is not None and not support and kind in ("character", "permanent", "hero"):
        return _several_abilities(text, kind) or rest
    return rest


def _translate(card_type: str, main: list[str], support: list[str]) -> Translation:
    out = Translation()
    for i, text in enumerate(main + support):
        is_support = i >= len(main)
        if card_type not in ("character", "spell", "permanent", "hero", "token", "mana token"):
            out.lines.append(Line("ability", missing=f"a {card_type} card, which the engine does not play yet"))
            continue
        # a token card's abilities are a Character's (2.2.1.d); the engine makes tokens from the
        # effects that create them, and reads its lines as a Character's
        kind = "character" if card_type == "token" else card_type
        known = None  # the line's translation when already read below (the rest after a leading keyword)
        lead = re.match(r"^(?P<kw>\[\[?[A-Z][a-z]+(?: \d{1,2})?\]\]?(?: \{\d{1,2}\})?(?:,\s*\[[A-Z][a-z]+(?: \d{1,2})?\])*)\.\s+(?P<rest>\S.*)$",
                        clean(text), re.S) if not is_support else None
        if lead and "," in lead.group("kw"):  # "[Gigantic], [Tough 1]. I gain ...": a keyword list, then the rest
            kws = _keywords_read(_keyword_list(lead.group("kw") + ".") or [], kind)
            if kws:
                rest = _rest_of(lead.group("rest"), kind, is_support)
                if rest.missing is None and rest.kind != "keyword":
                    for k in kws:
                        _keyword_into(out, k.data)
                    text, known = lead.group("rest"), rest
            lead = None
        if lead:  # "[[Fleeting]]. Draw two cards.": a keyword, then the rest of the line, each read as its own
            said = _temple_reminder(text, re.sub(r"\D", "", lead.group("kw"))) if lead.group("kw").startswith("[Temple]") else None
            first = line(lead.group("kw") + "." + (" " + said if said else ""), kind)
            if first.missing is None and first.kind == "keyword":
                rest = _rest_of(lead.group("rest"), kind, is_support)
                if rest.missing is None and rest.kind != "keyword":
                    _keyword_into(out, first.data)
                    text, known = lead.group("rest"), rest
        opt = _OPTIONAL_COST_FIRST.match(clean(text)) if not is_support and known is None else None
        if opt:  # an optional cost (a Permanent sacrificed, say, for {2} off my cost), then "Draw a card.": its optional cost
            # (a passive of the card, v5.0 5.1.2.c), then the rest of the line, each read as its own
            first = line(opt.group("cost") + ".", kind)
            if first.missing is None and isinstance(first.data, dict) and "passive" in first.data:
                rest = line(opt.group("rest"), kind, is_support)
                if rest.missing is None:
                    out.abilities.append(first.data)
                    out.lead[len(out.lines)] = first.data
                    text, known = opt.group("rest"), rest
                else:
                    known = rest
            else:
                known = Line("ability", missing=first.missing or "an optional cost the translator cannot read")
        parts = _keyword_list(text) if not is_support else None
        read = [line(p, kind) for p in parts] if parts else []
        if parts and any(r.missing is None and r.kind != "keyword" for r in read):
            parts = None  # "[Sabotage]. [Resupply].": keyword actions, steps of an effect (read below)
        if parts:  # "[Gigantic], [Tough 1].": several keywords on one line, each read as its own line
            bad = next((r for r in read if r.missing or r.kind != "keyword"), None)
            if bad is not None:
                out.lines.append(Line("keyword", missing=bad.missing or "a keyword the translator cannot read"))
                continue
            for r in read:
                _keyword_into(out, r.data)
            out.lines.append(Line("keyword", ", ".join(str(r.data) for r in read)))
            continue
        tr = known if known is not None else line(text, kind, is_support)
        if tr.missing is not None and not is_support and kind in ("character", "permanent", "hero"):
            several = _several_abilities(text, kind)
            if several is not None:
                tr = several
        trail = _TRAILING_KEYWORDS.match(clean(text)) if tr.missing is not None and not is_support and kind in ("character", "permanent") \
            else None
        if trail:  # "{J} Draw a card. [Tough 1].": an ability, then the card's keywords (the source's one paragraph), each its own
            kws = _keywords_read(_keyword_list(trail.group("kw") + ".") or [trail.group("kw") + "."], kind)
            if kws:
                rest = line(trail.group("rest"), kind)
                if rest.missing is not None and kind in ("character", "permanent"):
                    rest = _several_abilities(trail.group("rest"), kind) or rest
                if rest.missing is None and rest.kind in ("ability", "abilities"):
                    for k in kws:
                        _keyword_into(out, k.data)
                    tr = rest
        if tr.missing is None and card_type == "spell" and re.search(r'"play": \{"object": "me"', json.dumps(tr.data)):
            # a Spell playing itself as it resolves: "You may ... to play me for {1} less" read as an
            # internal action of its effect is the card's optional cost, said where it is not read
            tr = Line(tr.kind, missing="a Spell's optional cost the translator cannot read where it is printed")
        if tr.missing is None and card_type != "spell" and "i was played from your" in json.dumps(tr.data):
            # where the card itself was played from: known for a Spell's effect as it resolves ({H} and {R} say it of a Character)
            tr = Line(tr.kind, missing="where the card itself was played from, said outside a Spell's effect")
        if tr.missing is None and card_type not in ("character", "token") and "less than or equal to mine" in json.dumps(tr.data):
            # "mine": the statistic of the card the ability is on, which only a Character has (2.2.9.c)
            tr = Line(tr.kind, missing="a statistic compared with that of a card without statistics")
        if card_type == "mana token" and tr.missing is None and tr.data != {"passive": "i can't be played"}:
            # a Mana card is never played (it is a Mana Orb, or waits in a zone): only its own
            # "can't be played" says anything the engine does with it
            tr = Line(tr.kind, missing="an ability on a Mana card, which is never played")
        if tr.missing is None:
            if tr.kind == "keyword":
                _keyword_into(out, tr.data)
            elif tr.kind == "effect":
                out.effect = out.effect + list(tr.data)  # a Spell's paragraphs resolve in order
            elif tr.kind == "abilities":
                out.abilities.extend(tr.data)
            else:
                out.abilities.append(tr.data)
        out.lines.append(tr)
    return out


