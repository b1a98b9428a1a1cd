"""The words players use, read as the rules' words.

Players ask in their own words: other card games' ("tap", "graveyard", "the stack", "ETB"),
chat spellings ("nite", "opp", "fwd"), numbers as digits or words, and turns of phrase the rules
never use ("who starts the game", "hits the board"). Search reads a question through these
tables before it looks for rules; the rules are indexed in their own words (the number words
and the PHRASES of search.py apply to both).

Each entry is written in plain words and stemmed once, on first use: a player's word -> one or
more phrases in the rules' words (as search indexes them: "in-play", "face-up"). Every word of a phrase is searched for (at a lower weight than
the player's own word), and the phrase's adjacent words as a pair.
"""

from __future__ import annotations

import re

from .text import stem, tokens

# A player's word -> the rules' words for it. Keys are single words; values are phrases.
PLAYERS_WORDS: dict[str, tuple[str, ...]] = {
    # -- Magic: the Gathering ------------------------------------------------------------------
    "tap": ("exhaust",), "tapped": ("exhaust",), "untap": ("ready", "prepare"),
    "graveyard": ("discard pile",), "grave": ("discard pile",), "yard": ("discard pile",),
    "library": ("deck",), "exile": ("remove", "discard pile"), "exiled": ("remove", "discard pile"),
    "battlefield": ("in-play", "expedition zone"),
    "creature": ("character",), "creatures": ("character",), "cast": ("play",),
    "casting": ("play",), "instant": ("quick action",), "sorcery": ("spell",),
    "stack": ("reaction", "limbo", "resolve", "order"), "priority": ("initiative",),
    "apnap": ("initiative order", "first player"), "respond": ("reaction", "quick action"),
    "response": ("reaction", "quick action"), "trigger": ("reaction", "trigger"),
    "triggers": ("reaction", "trigger"), "triggered": ("reaction", "trigger"),
    "etb": ("enter play", "join"), "ltb": ("leave",), "bounce": ("return hand",),
    "bounced": ("return hand",), "blink": ("leave", "join"), "flicker": ("leave", "join"),
    "mulligan": ("draw 6", "hand"), "mull": ("draw 6", "hand"), "redraw": ("draw 6",),
    "upkeep": ("morning",), "eot": ("end turn",), "mill": ("discard top deck",),
    "milled": ("discard top deck",), "scry": ("look top deck",), "tutor": ("look deck",),
    "decking": ("deck empty",), "lands": ("mana orb",), "land": ("mana orb", "mana"),
    "ramp": ("mana orb",), "combo": ("loop", "100"), "infinite": ("loop", "100 time"),
    "loop": ("loop", "100 time"), "layer": ("passive ability", "order", "dependency"),
    "layers": ("passive ability", "order", "dependency"), "static": ("passive ability",),
    "continuous": ("passive ability", "ongoing"), "replacement": ("instead", "modifier"),
    "activated": ("quick action", "activate"), "sac": ("sacrifice",), "sacs": ("sacrifice",),
    "destroy": ("sacrifice", "discard", "leave play"), "destroyed": ("sacrifice", "discard", "leave play"),
    "kill": ("sacrifice", "discard"), "killed": ("sacrifice", "discard"),
    "die": ("sacrifice", "discard"), "dies": ("sacrifice", "discard"), "dead": ("discard",),
    "ward": ("tough", "target"), "hexproof": ("tough", "target"), "shroud": ("tough", "target"),
    "flashback": ("play from reserve",), "buyback": ("reserve",), "vigilance": ("exhaust",),
    "haste": ("exhaust",), "sick": ("exhaust",), "sickness": ("exhaust",),
    "counterspell": ("cancel",), "sideboard": ("deck",),
    "commander": ("hero",), "commanders": ("hero",), "flash": ("quick action",),
    "proliferate": ("counter",), "planeswalker": ("hero",),
    "singleton": ("same name",), "playset": ("3 same name",), "copies": ("same name",),
    "wincon": ("win",), "overtime": ("tiebreaker", "arena"), "tiebreak": ("tiebreaker",),
    "sudden": ("tiebreaker",),
    # -- Hearthstone, Lorcana, Yu-Gi-Oh, Pokemon, Flesh and Blood, Marvel Snap ------------------
    "minion": ("character",), "minions": ("character",), "unit": ("character",),
    "units": ("character",), "follower": ("character",), "monster": ("character",),
    "ally": ("character",), "allies": ("character",), "guy": ("character",), "dude": ("character",),
    "battlecry": ("play from hand", "enter play"), "deathrattle": ("leave",),
    "taunt": ("defender",), "bodyguard": ("defender",), "guard": ("defender",),
    "fatigue": ("deck empty",), "ink": ("mana",), "inkwell": ("mana zone", "mana orb"),
    "inked": ("mana orb",), "exert": ("exhaust",), "exerted": ("exhaust",), "quest": ("move forward",),
    "energy": ("mana",), "bench": ("reserve",), "pitch": ("mana",), "arsenal": ("reserve",),
    "lane": ("expedition",), "lanes": ("expedition",), "location": ("region",),
    "locations": ("region",), "chain": ("reaction", "order"), "trap": ("reaction",),
    "summon": ("play", "character"), "summoned": ("play", "character"),
    "board": ("in-play", "expedition"), "field": ("in-play", "expedition"),
    # -- the game's own names for what the rules call otherwise --------------------------------
    "axiom": ("faction",), "bravos": ("faction",), "lyra": ("faction",), "muna": ("faction",),
    "ordis": ("faction",), "yzmir": ("faction",),
    # -- players' words for the game's own ideas -----------------------------------------------
    "buff": ("boost",), "buffs": ("boost",), "pump": ("boost",), 
    "stat": ("statistic",), "stats": ("statistic",), "power": ("statistic",),
    "toughness": ("statistic",), "hp": ("statistic",), "health": ("statistic",),
    "strength": ("statistic",), "numbers": ("statistic",),
    "attack": ("dusk", "compare", "statistic"), "combat": ("dusk", "compare", "statistic"),
    "fight": ("dusk", "compare", "statistic"), "battle": ("dusk", "compare"),
    "advance": ("move forward",), "advances": ("move forward",), "forward": ("advance",),
    "retreat": ("move backward",), "race": ("move forward", "meet"),
    "steal": ("take control", "control"), "stole": ("take control", "control"),
    "swap": ("switch",), "winner": ("win",),
    "lose": ("lose", "win"), "loses": ("lose", "win"), "keep": ("keep", "choose"),
    "order": ("order", "initiative"), "start": ("start", "begin"), "starts": ("start", "begin"),
    "end": ("end", "until"), "count": ("count", "sum"), "total": ("sum", "total"),
    "add": ("sum",), "double": ("twice", "both"), 
    "reveal": ("reveal", "face-up"), "flip": ("reveal", "face-up"), "flipped": ("reveal", "face-up"),
    "public": ("visible",), "private": ("hidden",), "secret": ("hidden",),
    "see": ("look", "know", "visible"), "look": ("look", "know"), "peek": ("look",),
    "read": ("look", "know"), "show": ("reveal",), "hide": ("hidden",),
    "marker": ("counter",), "reshuffle": ("shuffle",),
    "sealed": ("limited",), "draft": ("limited",), "prerelease": ("limited",),
    "tournament": ("constructed", "standard"),
    "pick": ("choose",), "announce": ("declare",), "declare": ("declare intent",),
    "illegal": ("legal",), "enough": ("sufficient",), "without": ("no",),
    "minimum": ("at least",), "min": ("at least",), "maximum": ("at most",), "max": ("at most",),
    "beat": ("win", "greater"), "beats": ("win", "greater"), "twice": ("twice", "both", "once"),
    "wait": ("until",), "skipped": ("skip",),
    "overnight": ("night", "rest"), "tonight": ("night",), "bedtime": ("night", "rest"),
    "refresh": ("ready", "prepare"), "wake": ("asleep",),
    "sleep": ("asleep",), "anchor": ("anchored",),
    "price": ("cost",), "pay": ("pay", "cost"), "cheaper": ("cost less",), "discount": ("cost less",),
    "refund": ("cost",), 
    "color": ("faction",), "colour": ("faction",), "colors": ("faction",),
    "rares": ("rare",), "uniques": ("unique",),
    "legend": ("unique",), "legendary": ("unique",), "foil": ("rarity",),
    "decklist": ("deck",), "cards": ("card",),
    "opener": ("draw 6",), "opening": ("begin", "draw 6"),
    "vanish": ("cease exist",), "disappear": ("cease exist",), "disappears": ("cease exist",),
    "twin": ("copy",), 
    "walls": ("defender",), "blocker": ("defender",), "block": ("defender",),
    
    "symbol": ("symbol",), "icon": ("symbol",), "icons": ("symbol",),
    "timing": ("when", "timing"), 
    
}

# Chat and phone spellings, read as the words they stand for (before stop words are dropped, so
# "dont" is the stop word "don't").
SPELLINGS: dict[str, str] = {
    "nite": "night", "tonite": "night", "thru": "through", "u": "you", "ur": "your", "r": "are",
    "b4": "before", "bc": "because", "cuz": "because", "coz": "because", "tho": "though",
    "wat": "what", "wot": "what", "wen": "when", "dont": "don't", "doesnt": "doesn't",
    "isnt": "isn't", "wont": "won't", "didnt": "didn't", "im": "i'm", "ive": "i've",
    "whats": "what's", "pls": "please", "plz": "please", "w/": "with", "w/o": "without",
    "oppo": "opponent", "opp": "opponent", "opps": "opponent's", "opponant": "opponent",
    "char": "character", "chars": "characters", "rez": "reserve", "res": "reserve",
    "exp": "expedition", "exps": "expeditions", "expo": "expedition", "fwd": "forward",
    "bkwd": "backward", "sac": "sacrifice", "sacs": "sacrifices", "sacd": "sacrificed",
    "lm": "landmark", "lms": "landmarks", "comp": "companion", "perm": "permanent",
    "perms": "permanents", "rdy": "ready", "ppl": "people", "smth": "something",
    "sth": "something", "abt": "about", "bcs": "because", "rite": "right", "nd": "and",
    "n": "and", "ya": "you", "yr": "your", "dmg": "damage", "gy": "graveyard", "hnd": "hand",
    "ffs": "", "lol": "", "tbh": "", "imo": "", "idk": "", "afaik": "", "btw": "",
}

# Numbers as digits, in rules and questions alike: "draws two cards" and "draw 2".
NUMBERS: dict[str, str] = {
    "zero": "0", "two": "2", "three": "3", "four": "4", "five": "5", "six": "6", "seven": "7",
    "eight": "8", "nine": "9", "ten": "10", "twelve": "12", "fifteen": "15", "thirty": "30",
    "forty": "40", "sixty": "60", "hundred": "100",
}

# Turns of phrase of players' questions, read as the rules' words (questions only).
QUESTION_PHRASES: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(pattern, re.I), repl)
    for pattern, repl in (
        # entering and leaving play
        (r"\b(?:enters?|entered|entering|comes?|came|coming|gets?|got) (?:in ?to |onto |on )?(?:the )?(?:battlefield|board|field|play)\b",
         "joins the expedition enters play"),
        (r"\b(?:hits?|hitting|lands?|landed|landing) (?:on )?(?:the )?(?:board|battlefield|field|table)\b",
         "joins the expedition"),
        (r"\b(?:leaves?|left|leaving|leavin) (?:the )?(?:battlefield|board|field|play)\b",
         "leaves the expedition zone leaves play"),
        # who begins
        (r"\bwho (?:starts|begins|goes first|plays first|is first)\b", "first player"),
        (r"\b(?:starts?|begins?) the game\b", "first player beginning of the game"),
        (r"\bturn order\b", "first player initiative"),
        # Magic's steps and limits, by what they are in Altered
        (r"\buntap step\b", "prepare ready morning"),
        (r"\bdraw step\b", "draw morning"),
        (r"\bend of (?:the )?turn\b", "end of the turn"),
        (r"\b(?:max(?:imum)?|hand) (?:hand )?size\b", "limit clean-up"),
        (r"\bdeck(?:s|ed)? out\b|\brun(?:s)? out of cards\b|\bno cards left\b", "deck empty"),
        (r"\bsummoning sickness\b", "exhausted"),
        (r"\bland drops?\b", "put a card from hand in the mana zone"),
        (r"\bcommand zone\b", "hero zone"),
        (r"\binstant[- ]speed\b", "quick action"),
        (r"\bsorcery[- ]speed\b", "during their turn"),
        (r"\+1/\+1(?:/\+1)? counters?\b", "boosts"),
        (r"\btwo[- ]headed giant\b|\b2hg\b", "2v2"),
        (r"\bcan'?t beats can\b", "can't beats can impossible"),
        # whose card it is
        (r"\bwhose (reserve|hand|deck|discard pile|discard|zone|mana|landmarks?)\b", r"the owner's \1"),
        # what players call tokens' and cards' fates
        (r"\bceases? to exist\b", "cease to exist"),
        (r"\bgoes? away\b", "cease to exist"),
    )
)


def _phrase_stems(phrase: str) -> tuple[str, ...]:
    return tuple(stem(t) for t in tokens(phrase))


_SYNONYMS: dict[str, tuple[tuple[str, ...], ...]] | None = None


def synonyms(index: dict | None = None) -> dict[str, tuple[tuple[str, ...], ...]]:
    """PLAYERS_WORDS with its phrases stemmed: a player's word -> the stems of each phrase it
    stands for. Keyed by the word as typed, not its stem: "decking" is not "deck". A search index
    carries it made (search.build), so a query does not stem the table again."""
    if index is not None and "synonyms" in index:
        return index["synonyms"]
    global _SYNONYMS
    if _SYNONYMS is None:
        table: dict[str, list[tuple[str, ...]]] = {}
        for key, phrases in PLAYERS_WORDS.items():
            for phrase in phrases:
                st = _phrase_stems(" ".join(NUMBERS.get(t, t) for t in tokens(phrase)))
                if st and st not in table.setdefault(key, []):
                    table[key].append(st)
        _SYNONYMS = {k: tuple(v) for k, v in table.items()}
    return _SYNONYMS


def read_question(text: str) -> str:
    """The question with the players' turns of phrase put in the rules' words."""
    for pattern, repl in QUESTION_PHRASES:
        text = pattern.sub(repl, text)
    return text
