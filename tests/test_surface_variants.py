"""A line printed in another source's typography or markup means what the card's own words mean:
the translator reads it to the same encoding, or refuses it (never another reading).

Each variant below is a change of surface only (quotes, spaces, a keyword's brackets, a trigger's
dash, the symbols' notation); it is applied to every ability line of the published sets that the
translator reads (read from ../shared/cards as the test runs: their text is never committed), and
the encoding must come out identical. A wrong reading would be worse than a refusal, so "differs"
fails whatever the count; a variant the translator cannot read any more fails too, so that a source
printing the same card another way is read as the official data is."""
from __future__ import annotations

import json
import re

import pytest

from card_data import translate
from tests.helpers import published_lines

_STATUS = r"Fleeting|Asleep|Anchored|Boosted"

VARIANTS = {
    # typography
    "curly quotes and apostrophes": lambda s: s.replace("'", "\u2019").replace('"', "\u201c", 1).replace('"', "\u201d", 1),
    "runs of spaces": lambda s: s.replace(" ", "  ").replace("\n", "\n "),
    "no final full stop": lambda s: s.rstrip().rstrip("."),
    # markup: keywords and statuses without brackets, or in double brackets, or in lower case
    "statuses without brackets": lambda s: re.sub(rf"\[\[({_STATUS})\]\]", r"\1", s),
    "keywords without brackets": lambda s: re.sub(r"(?<!\[)\[([A-Z][a-z]+(?: [A-Z][a-z]+)?(?: \d{1,2}| X)?)\](?!\])", r"\1", s),
    "keywords in double brackets": lambda s: re.sub(r"(?<!\[)\[((?:Sabotage|Resupply|Exhausted Resupply|Gigantic|Defender|Seasoned|"
                                                    r"Eternal|Cooldown|Scout|Tough \d{1,2}|Augment))\](?!\])", r"[[\1]]", s),
    "keywords in lower case": lambda s: re.sub(r"(?<!\[)\[(Sabotage|Resupply|Gigantic|Defender|Seasoned|Eternal|Cooldown)\](?!\])",
                                               lambda m: f"[{m.group(1).lower()}]", s),
    # a reaction's dash, and the symbols' notation
    "a reaction's dash as a colon": lambda s: re.sub(r"^((?:When|At (?:Noon|Dusk|Night))\b[^—:()]{0,120}?) — ", r"\1: ", s),
    "a reaction's dash as a hyphen": lambda s: re.sub(r"^((?:When|At (?:Noon|Dusk|Night))\b[^—()]{0,120}?) — ", r"\1 - ", s),
    "a dash as an en dash": lambda s: s.replace(" \u2014 ", " \u2013 ").replace("\xa0\u2014 ", " \u2013 "),
    "a dash as two hyphens": lambda s: s.replace(" \u2014 ", " -- ").replace("\xa0\u2014 ", " -- "),
    "'Each time' for 'When'": lambda s: re.sub(r"^When\b", "Each time", s),
    "a reaction's dash as a comma": lambda s: re.sub(r"^(When [^—:(),]{3,100}?) — (?!If\b|Unless\b)([A-Z])", lambda m: f"{m.group(1)}, {m.group(2).lower()}"
                                                     if m.group(2) != "I" else f"{m.group(1)}, I", s) if s.count("—") == 1 else s,
    "Whenever for When": lambda s: re.sub(r"^When\b", "Whenever", s),
    "a symbol followed by a colon": lambda s: re.sub(r"^(\{[JHR]\}) (?=[A-Z\[])", r"\1: ", s),
    "a symbol followed by a dash": lambda s: re.sub(r"^(\{[JHR]\}) (?=[A-Z\[])", "\\1 \u2014 ", s),
    "'Exhaust me' in words for {T}": lambda s: s.replace("{T}", "Exhaust me"),
    "terrains in words for their symbols": lambda s: re.sub(r"\{([VMO])\}", lambda m: {"V": "Forest", "M": "Mountain", "O": "Water"}[m.group(1)], s),
    "symbols in square brackets": lambda s: re.sub(r"\{([JHRT])\}", r"[\1]", s),
    "quoted abilities in single quotes": lambda s: s.replace('"', "'") if s.count('"') == 2 else s,
    "', and then' for ', then'": lambda s: s.replace(", then ", ", and then "),
    # the game's synonyms and other words for the same bound or object (v5.0 7.3.37, 7.5.5.b)
    "'Put ... in Reserve' for 'Send ... to Reserve'": lambda s: re.sub(r"\bSend (me|it|target [^.,]{1,40}?) to Reserve", r"Put \1 in Reserve", s),
    "'Return ... to Reserve' for 'Send ... to Reserve'": lambda s: re.sub(r"\bSend (me|it|target [^.,]{1,40}?) to Reserve", r"Return \1 to Reserve", s),
    "'I have [K]' for 'I am [K]'": lambda s: re.sub(r"\bI am (?=\[(?:Defender|Eternal|Seasoned|Gigantic|Tough \d)\])", "I have ", s),
    "'becomes [[S]]' for 'gains [[S]]'": lambda s: re.sub(r"\b(Character|it) gains (?=\[\[(?:Fleeting|Asleep|Anchored)\]\])", r"\1 becomes ", s),
    "'from your Hand or deck' for 'from your deck or hand'": lambda s: s.replace("from your deck or hand", "from your Hand or deck"),
    "'cannot' for 'can't'": lambda s: s.replace("can't", "cannot"),
    "'If you do so' for 'If you do'": lambda s: s.replace("If you do,", "If you do so,").replace("if you do,", "if you do so,"),
    "'get' boosts for 'gain'": lambda s: re.sub(r"\bI gain (\d) boost", r"I get \1 boost", s),
    "'that you control'": lambda s: s.replace("Character you control", "Character that you control"),
    "'or lower' for 'or less'": lambda s: s.replace("} or less", "} or lower"),
    "'of at most' for 'or less'": lambda s: re.sub(r"(Cost) \{(\d)\} or less", r"\1 of at most {\2}", s),
    "'at least N' for 'N or more'": lambda s: re.sub(r"\b(\d|two|three|four|five) or more (?=[A-Za-z])", r"at least \1 ", s),
    # a die's outcomes said another way (v5.0 7.3.33)
    "'On 4+' for 'On a 4+'": lambda s: re.sub(r"\bOn a (?=\d)", "On ", s),
    "'If you roll a 4+' for 'On a 4+'": lambda s: re.sub(r"\bOn a (?=\d)", "If you roll a ", s),
    "'On a roll of 4 or more' for 'On a 4+'": lambda s: re.sub(r"\bOn a (\d)\+", r"On a roll of \1 or more", s),
    "'1 to 3' for '1-3' after a roll": lambda s: re.sub(r"(?<=\d)-(?=\d)", " to ", s) if "oll a die" in s else s,
    "a phase in lower case": lambda s: re.sub(r"\bAt (Noon|Dusk|Night) —", lambda m: f"At {m.group(1).lower()} —", s),
    "'Boost' capitalised": lambda s: re.sub(r"\bboost(s?)\b", r"Boost\1", s),
}


def _encoding(card_type: str, text: str) -> str | None:
    out = translate.translate(card_type, [text], [])
    ln = out.lines[0] if len(out.lines) == 1 else None
    return json.dumps(ln.data, sort_keys=True) if ln is not None and ln.missing is None else None


@pytest.fixture(scope="module")
def read_lines():
    """The published lines the translator reads, with their encodings."""
    read = []
    for card_type, text in published_lines(r"."):
        enc = _encoding(card_type, text)
        if enc is not None:
            read.append((card_type, text, enc))
    assert len(read) > 1000  # the three sets' lines, nearly all read
    return read


@pytest.mark.parametrize("name", sorted(VARIANTS))
def test_a_surface_variant_reads_as_the_printed_line(name, read_lines):
    variant = VARIANTS[name]
    tried, failures = 0, []
    for card_type, text, enc in read_lines:
        said = variant(text)
        if said == text:
            continue
        tried += 1
        got = _encoding(card_type, said)
        if got != enc:
            failures.append(f"{'refused' if got is None else 'read otherwise'}: {said[:80]!r}")
    assert tried > 0, f"the variant {name!r} changed no line: it tests nothing"
    assert not failures, f"{len(failures)} of {tried} lines: " + "; ".join(failures[:3])
