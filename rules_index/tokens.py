"""How rules and questions are cut into the words search indexes and looks for.

Rules and questions alike: lower case, the rules' phrases joined into one word ("in play" ->
"in-play"), number words as digits, hyphenated card-text words split ("when-I-join"), stop
words dropped, stems (text.stem). A question is read through the players' tables first
(vocabulary.py). Adjacent words are paired ("move_forward") so a phrase outranks its words far
apart.
"""

from __future__ import annotations

import re

from .text import remembered, stem, tokens
from .vocabulary import NUMBERS, SPELLINGS, read_question

PAIR_WEIGHT = 0.4  # an adjacent pair of words against a single word

STOPWORDS = set(
    """a an the and or but if else of to in on at by for with from into onto as is are was
    were be been being am do does did done doing have has had having it its it's this that these
    those there their they them what which who whom whose when where why how can could would should
    will shall may might must i me my mine we us our you your yours he she his her him one ones
    any some all so yes just many much still also than too very about happen happens happened
    happening mean means meant rule rules work works say says said get gets got go going tell
    let lets let's anything something thing things does doesn't don't isn't aren't
    wouldn't shouldn't okay ok please exactly really actually because though i'm i've i'd i'll
    you're we're they're what's won't didn't wasn't weren't hasn't haven't like want wanted wants
    kind sort basically guess think thought figure figured stuff lot pretty literally maybe
    anyway supposed someone somebody folks guys hey hi thanks question wondering wonder
    friend friends buddy buddies mate mates pal pals told claimed claims claim argued argue
    arguing insisted insists reckon right wrong correct yesterday week weekend store shop lgs
    honestly obviously apparently ruling rulings judge"""
    .split()
)
# Other games' names say which game a player compares with, not what they ask about: "like in
# Marvel Snap" must not pull towards the rules whose players' questions (asked.py) happen to
# name Snap. What those games call things is read by vocabulary.py, word by word.
GAMES = set(
    """magic mtg gathering hearthstone lorcana marvel snap yugioh yu-gi-oh ygo pokemon pokémon ptcg
    runeterra lor gwent keyforge netrunner digimon"""
    .split()
)
STOPWORDS |= GAMES
# A story's own words ("my friend told me ... who is right?") are stop words too: the players'
# questions of asked.py tell stories, and their narrative must not match a question's.
# "can't" is not a stop word: "can't beats can" is a rule of the game (the stemmer reads "cannot",
# "cant" and "can not" as "can't"). Nor is "then": "draw, then discard" is two steps (6.1.c).

# Phrases that mean one thing; joined before splitting into words, in rules and questions alike.
PHRASES = (
    (re.compile(r"\bin play\b", re.I), "in-play"),
    (re.compile(r"\bface[- ]down\b", re.I), "face-down"),
    (re.compile(r"\bface[- ]up\b", re.I), "face-up"),
    (re.compile(r"\b(?:at the same time|at once|all at once)\b", re.I), "simultaneously"),
    (re.compile(r"\bgoes first\b|\bgo first\b", re.I), "first player"),
    (re.compile(r"\bcan not\b", re.I), "can't"),
    (re.compile(r"\bfree[- ]for[- ]all\b|\bffa\b", re.I), "free-for-all"),
)


def normalise(text: str) -> str:
    for pattern, repl in PHRASES:
        text = pattern.sub(repl, text)
    return text


KEEP_JOINED = {"in-play", "face-down", "face-up", "sub-type", "clean-up", "free-for-all"}


# A question is read once for each edition searched and again for what it names (coverage.py):
# the last questions' words are kept.
_QUESTIONS: dict[str, list[str]] = {}


def words(text: str, question: bool = False) -> list[str]:
    """Tokens, with "when-I-join" read as its words (but "face-down", "sub-type" kept whole);
    number words as digits; a question's chat spellings as the words they stand for."""
    if question:
        return list(remembered(_QUESTIONS, text, lambda: _words(text, True)))
    return _words(text, False)


def _words(text: str, question: bool) -> list[str]:
    out = []
    for t in tokens(normalise(read_question(text) if question else text)):
        if question:
            t = SPELLINGS.get(t, t)
            if not t:
                continue
        t = NUMBERS.get(t, t)
        if "-" in t and t not in KEEP_JOINED and not t.startswith("non-"):
            out.extend(p for p in t.split("-") if p)
        else:
            out.append(t)
    return out


def search_stems(text: str) -> list[str]:
    return [s for s in (stem(w) for w in words(text) if w not in STOPWORDS) if s not in STOPWORDS]


def pairs(st: list[str]) -> list[str]:
    return [f"{a}_{b}" for a, b in zip(st, st[1:])]


# What a rule or a question quotes of card text: "Choose one", 'if you do', “instead”. A quote
# is not an apostrophe: it is not inside a word ("can't", "Magic's").
QUOTED = re.compile(r"[“\"]([^”\"]{1,60})[”\"]|(?<![\w])'([^']{1,60}?)'(?!\w)")


def quoted(text: str) -> list[str]:
    return [a or b for a, b in QUOTED.findall(text)]


def card_text_terms(spans: list[str]) -> list[str]:
    """Card text quoted, every word of it (stop words too: "choose one", "if you do"), marked
    apart from the same words unquoted, with its adjacent pairs."""
    out: list[str] = []
    for span in spans:
        st = [f"q:{stem(w)}" for w in words(span)]
        out += st + pairs(st)
    return out
