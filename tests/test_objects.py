"""The objects a card names, read part by part (card_data/objects.py): every combination of the
parts the translator reads is read, in the language's one order, each part into its field, or
refused; never a part dropped or read as another. The phrases here are our own, built from the
parts, not card text."""

from __future__ import annotations

import itertools

import pytest

from card_data import objects, translate
from judge import words


@pytest.mark.parametrize("phrase, want", [
    ("target [[Fleeting]] Character in my Expedition", "target fleeting character in my expedition"),
    ("another target [[Boosted]] Character you control with Hand Cost {3} or less",
     "another target boosted character you control with hand cost 3 or less"),
    ("target Character with Hand Cost {2} or less in your Reserve", "target character in your reserve with hand cost 2 or less"),
    ("target Character in Reserve with Base Cost {3} or more", "target character in reserve with base cost 3 or more"),
    ("target non-[[Anchored]] Character facing me with Base Cost {2} or less",
     "target non-anchored character in the expedition facing me with base cost 2 or less"),
    ("target Animal an opponent controls", "target Animal controlled by an opponent"),
    ("target Character in an opponent's Reserve", "target character controlled by an opponent in reserve"),
    ("target card in play with Base Cost {3} or less", "target character or permanent with base cost 3 or less"),
    ("target Permanent in the Expedition facing me", "target permanent in the expedition facing me"),
    ("target Character you control in {V} with no statistic higher than 3", "target character you control in forest with no statistic over 3"),
    ("target Character with no boosts in my other Expedition", "target non-boosted character in my other expedition"),
    ("up to two target [[Asleep]] Characters in the Expedition facing me", "up to 2 target asleep character in the expedition facing me"),
    ("up to three other target Characters an opponent controls", "up to 3 another target character controlled by an opponent"),
    ("all [[Boosted]] Characters you control", "each boosted character you control"),
    ("target Character you control in my Expedition", "target character in my expedition"),  # its expedition's are its controller's
    ("target [[Fleeting]] or [[Asleep]] Character in my Expedition", "target either fleeting or asleep character in my expedition"),
])
def test_parts_are_read_into_the_languages_order(phrase, want):
    assert objects.compose(phrase) == want
    words.selector(want)  # and the language reads it


@pytest.mark.parametrize("phrase", [
    "target Character in my Expedition in your Reserve",     # two places
    "target Character you control an opponent controls",     # two controllers
    "target Permanent with no statistic higher than 2",      # only Characters have statistics (2.2.9.c)
    "target Spell in play",                                  # no Spell is in play (2.2.1.h)
    "target Expedition",                                     # no sub-type: an expedition is no object
    "target Hero",
    "target [[Boosted]] [[Fleeting]] Character",             # two statuses at once: no reading
    "target Character with Hand Cost {3} or less with Hand Cost {2} or more",
    "target Character wearing a hat",                        # a part it does not know
    "target token Character in your Reserve",                # a token is never in a Reserve (v5.0 2.2.1.d)
])
def test_unknown_or_contradicting_parts_are_refused(phrase):
    assert objects.compose(phrase) is None


_PICKS = ["target", "another target", "up to two target"]
_STATUSES = ["", "[[Boosted]] ", "[[Fleeting]] ", "non-[[Anchored]] ", "exhausted "]
_TYPES = ["Character", "Permanent", "Character or Permanent", "card", "Animal"]
_FILTERS = ["", " with Hand Cost {3} or less", " with Base Cost {2} or more", " with Reserve Cost {4} or less",
            " with no statistic higher than 2", " with a {D} ability"]
_PLACES = ["", " in your Reserve", " in Reserve", " in play", " in my Expedition", " facing me", " in play or in Reserve",
           " in an opponent's Reserve", " in my other Expedition", " in {O}"]
_CONTROL = ["", " you control", " an opponent controls"]


def _phrases():
    for pick, status, what, filt, place, control in itertools.product(_PICKS, _STATUSES, _TYPES, _FILTERS, _PLACES, _CONTROL):
        plural = {"Character": "Characters", "Permanent": "Permanents", "Character or Permanent": "Characters or Permanents",
                  "card": "cards", "Animal": "Animals"}[what] if pick.startswith("up to") else what
        yield (pick, status, what, filt, place, control), f"{pick} {status}{plural}{control}{filt}{place}"


def test_every_combination_is_read_part_for_part_or_refused():
    """Each part a phrase has is in the field it fills, for every phrase read; none is lost."""
    read = refused = 0
    for (pick, status, what, filt, place, control), phrase in _phrases():
        # a plain target Character is read with any one filter in any one place (a Character in a
        # Reserve has no statistics the language bounds)
        must = pick == "target" and what == "Character" and status in ("", "[[Boosted]] ") and not control \
            and not ("statistic" in filt and "Reserve" in place)
        try:
            text = translate.selector(phrase)
        except translate.Missing:
            assert not must, phrase
            refused += 1
            continue
        try:
            sel = words.selector(text)
        except ValueError:
            assert not must, phrase
            refused += 1  # the language refuses it: the card would not load, so not be modelled
            continue
        read += 1
        assert sel.kind == "target" and sel.other == (pick == "another target") and bool(sel.up_to) == pick.startswith("up to"), phrase
        st = status.strip().strip("[]").lower().replace("[[", "").replace("]]", "").replace("non-[[", "non-")
        assert sel.status == st.replace("[", "").replace("]", ""), phrase
        if "Hand Cost" in filt:
            assert (sel.cost_max, sel.base, sel.by_reserve) == (3, False, False), phrase
        if "Base Cost" in filt:
            assert (sel.cost_min, sel.base) == (2, True), phrase
        if "Reserve Cost" in filt:
            assert (sel.cost_max, sel.by_reserve) == (4, True), phrase
        if "statistic" in filt:
            assert sel.stat_max == 2 and (sel.what == "character"), phrase
        if "{D}" in filt:
            assert sel.support_ability, phrase
        if not filt:
            assert sel.cost_max is None and sel.cost_min is None and sel.stat_max is None and not sel.support_ability, phrase
        if what == "Animal":
            assert sel.subtype == "Animal", phrase
        elif what == "card":
            assert sel.what in ("card in a reserve", "card", "character or permanent") and not sel.subtype, phrase
        else:
            assert not sel.subtype and (sel.what == what.lower() or sel.card_type == what.lower()), phrase
        where = {"": "", " in your Reserve": "reserve", " in Reserve": "reserve", " in play or in Reserve": "play or reserve",
                 " in an opponent's Reserve": "reserve"}
        if place in where and place:
            assert sel.in_reserve == where[place] or sel.what == "card in a reserve", phrase
        if place == " in your Reserve":
            assert sel.yours, phrase
        if place == " in an opponent's Reserve":
            assert sel.theirs, phrase
        assert sel.in_mine == (place == " in my Expedition"), phrase
        assert sel.in_facing == (place == " facing me"), phrase
        assert sel.in_other == (place == " in my other Expedition"), phrase
        assert sel.terrain == ("water" if place == " in {O}" else ""), phrase
        if control == " you control":
            assert sel.yours or sel.in_mine or sel.in_facing or sel.in_other, phrase
        if control == " an opponent controls":
            assert sel.theirs or sel.in_facing, phrase  # what faces its object is an opponent's
        if place in ("", " in play") and not control and what != "card":
            assert not sel.in_reserve and not sel.yours and not sel.theirs, phrase
    # those refused are those the rules or the language leave out (a Permanent's statistics, a
    # Fleeting card in a Reserve, a card named by no place, ...)
    assert read and refused


@pytest.mark.parametrize("phrase, want", [
    ("all Animals you control", "each Animal you control"),
    ("all [[Boosted]] Animals you control", "each boosted Animal you control"),
    ("up to two target [[Boosted]] Animals", "up to 2 target boosted Animal"),
    ("up to two target non-[[Boosted]] Animals", "up to 2 target non-boosted Animal"),
    ("up to two target exhausted Animals", "up to 2 target exhausted Animal"),
    ("Animals you control", "each Animal you control"),
])
def test_a_sub_type_in_the_plural_is_the_sub_type(phrase, want):
    """Once read as a sub-type "Animals" nothing has (a silent wrong reading): no sub-type ends in
    "s" (2.2.2.n), so the plural is the sub-type, whatever status stands before it."""
    assert translate.selector(phrase) == want


@pytest.mark.parametrize("phrase, want", [
    ("target Character you control facing me", None),                  # what faces me is an opponent's
    ("target Character an opponent controls in my Expedition", None),   # what is in my expedition is mine
    ("target Character an opponent controls facing me", "target character in the expedition facing me"),
    # an Animal may be a Permanent in your Landmarks: not "you control", but in either of its controller's expeditions
    ("each Animal in your Expeditions", "each Animal in your expeditions"),
    ("each Character in your Expeditions", "each character you control"),
    ("target Characters in Reserve", None),         # how many, the words do not say
])
def test_places_and_controllers_said_together(phrase, want):
    assert objects.compose(phrase) == want


@pytest.mark.parametrize("printed, want", [
    ("{J} Sacrifice a [[Boosted]] Character.", [{"sacrifice": "a boosted character you control"}]),
    ("{J} You may sacrifice a [[Fleeting]] Character to draw a card.",
     [{"sacrifice": "a fleeting character you control", "may": True}, {"if": "you did", "then": [{"draw": 1}]}]),
    ("{J} You may sacrifice another Character to draw a card.",
     [{"sacrifice": "another character you control", "may": True}, {"if": "you did", "then": [{"draw": 1}]}]),
    ("{J} Return target Animal in your Reserve to your hand.", [{"return to hand": "target Animal in your reserve"}]),
])
def test_a_verb_takes_an_object_named_by_its_parts(printed, want):
    line = translate.line(printed, "character")
    assert line.missing is None and line.data["do"] == want


def test_only_its_own_are_sacrificed():
    """Only its controller sacrifices what they control (v5.0 7.3.36.a): another player's is refused."""
    assert translate.line("{J} Sacrifice a Character an opponent controls.", "character").missing
