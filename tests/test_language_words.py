"""The ability language's newer words (issue 10, point 7): sub-types and statuses in selectors,
"another target", "them", conditions on statuses, and the new triggers and steps. Each form is
read once (judge/words.py) by one grammar that card loading also uses (judge/language.py); a
form the language does not have is refused with its words, never guessed."""

from __future__ import annotations

import pickle

import pytest

from judge import words
from judge.abilities import parse_ability, parse_steps
from judge.language import AbilityError


@pytest.mark.parametrize("text, kind, what, subtype, status, other", [
    ("each Robot you control", "each", "", "Robot", "", False),
    ("target Soldier", "target", "", "Soldier", "", False),
    ("each exhausted character you control", "each", "character", "", "exhausted", False),
    ("a boosted character you control", "a", "character", "", "boosted", False),
    ("another target character", "target", "character", "", "", True),
    ("them", "them", None, "", "", False),
])
def test_selectors_read_into_fields(text, kind, what, subtype, status, other):
    sel = words.selector(text)
    assert (sel.kind, sel.what, sel.subtype, sel.status, sel.other) == (kind, what, subtype, status, other)
    assert pickle.loads(pickle.dumps(sel)) == sel  # kept as written: read again from its text


@pytest.mark.parametrize("text", [
    "each robot you control",        # a sub-type is capitalised as the cards write it
    "each charcter you control",     # a misspelt type is not a sub-type
    "a Robot",                       # "a" names one's own only ("each Robot" is every one in play, 2.2.2.n)
    "target asleep card in a reserve",  # in a Reserve only exhausted (or ready) says something
    "another character",
    "them all",
])
def test_forms_the_language_does_not_have_are_refused(text):
    with pytest.raises(ValueError):
        words.selector(text)
    with pytest.raises(AbilityError):
        parse_steps([{"exhaust": text}])


def test_conditions_on_statuses():
    c = words.condition("you control an asleep character")
    assert (c.kind, c.n, c.what, c.status) == ("control", 1, "characters", "asleep")
    c = words.condition("you control 2 or more boosted characters")
    assert (c.n, c.status) == (2, "boosted")
    with pytest.raises(AbilityError):
        parse_ability({"when": "at noon", "if": "you control a sleepy character", "do": ["draw: 1"]})


def test_new_triggers_and_steps_read_and_say_themselves():
    for trigger in ("a character joins one of your expeditions", "a card leaves your reserve",
                    "my expedition fails to move forward", "one of your expeditions moves forward due to water"):
        ability = parse_ability({"when": trigger, "do": [{"gain boosts": {"object": "me", "amount": 1}}]})
        assert ability.trigger == trigger
    texts = [s.text for s in parse_steps([{"return to hand": "target character"}, {"put on top of deck": "target character"},
                                          {"win the game": {}}, {"gain status": {"object": "them", "status": "fleeting"}}])]
    assert texts == ["return target character to its owner's Hand", "put target character on top of its owner's Deck",
                     "you win the game", "they gain Fleeting"]


def test_the_order_of_decisions_is_kept_by_copies():
    from judge.choices import Choices

    c = Choices()
    c.give("bob", "choose", "b1")
    c.give("alice", "choose", "a1")
    assert c.take("bob", "choose") == "b1"
    twin = c.copy()
    assert twin.take("alice", "choose") == "a1"
    assert twin.taken == [("bob", "choose"), ("alice", "choose")] and c.taken == [("bob", "choose")]


def test_two_replacements_of_one_move_are_ordered_by_the_step_controller(tmp_path, monkeypatch):
    """Fleeting's replacement (2.4.6.c) and the card's own both apply to going to the Reserve: the
    step's controller chooses which applies first (published game, v5.0 6.2.h; Rest has none: the
    first player). Without an answer the run stops asking for it; it never picks one."""
    from judge.scenario.run import run

    monkeypatch.setenv("ALTERED_JUDGE_HOME", str(tmp_path / "home"))

    def ruling(choose: str, where: str) -> bool:
        f = tmp_path / "r.yaml"
        f.write_text("ruling: x\nposition:\n  phase: night\n  first player: bob\n  alice:\n    hero expedition: ['Homebody | #h1 | fleeting']\n"
                     "  bob: {}\ncards:\n  Homebody:\n    type: character\n    cost: 2/2\n    stats: 1/1/1\n"
                     "    abilities:\n      - instead: {would go to: reserve, go to: hand}\n"
                     f"steps:\n{choose}  - play until end of day\nexpect:\n  - h1 is in alice {where}\n")
        return run(f)

    r = ruling("", "hand")
    assert not r.passed and "bob" in r.stopped and "its own" in r.stopped and "fleeting" in r.stopped
    assert ruling("  - choose: {bob: {choose: its own}}\n", "hand").passed
    assert ruling("  - choose: {bob: {choose: fleeting}}\n", "discard").passed
