""""If you don't, ..." after an optional replacement (v5.0 6.2.e): the published line read (from
../shared/cards at run time), our own phrases, and the case no edition settles (declined as a cost
is paid: no effect being resolved) stopping the run. What the engine does otherwise is in the
ruling scenarios/effects/if-you-dont-after-a-declined-replacement.yaml."""

from __future__ import annotations

import pytest

from card_data import translate
from judge.abilities import parse_ability
from judge.language import AbilityError
from judge.scenario.run import run
from tests.helpers import ROOT, published_lines


def test_the_published_line_is_read():
    found = published_lines(r"Mana zone instead\. #?If you don't")
    assert found
    for card_type, text in found:
        line = translate.line(text, card_type)
        assert line.missing is None, (text, line.missing)
        body = line.data["instead"]
        assert body["may"] is True and body["else"]


def test_our_phrase_is_read_and_loads():
    line = translate.line("If I would leave the Expedition zone, you may put me in my owner's Mana zone instead. If you don't, "
                          "I gain 1 boost.", "character")
    assert line.missing is None and line.data["instead"]["else"] == [{"gain boosts": {"object": "me", "amount": 1}}]
    assert parse_ability(line.data).steps  # the alternative, kept with the replacement


def test_not_optional_is_refused():  # nothing to decline
    assert translate.line("If I would leave the Expedition zone, put me in my owner's Mana zone instead. If you don't, draw a card.",
                          "character").missing


def test_a_target_in_the_alternative_does_not_load():  # a replacement is not played: nothing declares it (5.2.3.b)
    with pytest.raises(AbilityError, match="no targets"):
        parse_ability({"instead": {"would leave": "expedition zone", "go to": "mana", "may": True,
                                   "else": [{"gain boosts": {"object": "target character", "amount": 1}}]}})


def test_declined_as_a_cost_is_paid_stops(tmp_path):
    f = tmp_path / "r.yaml"
    f.write_text(f"""\
ruling: a replacement declined as a cost is paid
extends: {ROOT / "scenarios" / "base" / "two-players.yaml"}
cards:
  Jinn:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities:
      - instead: {{would leave: expedition zone, go to: mana, may: true, else: [draw: 1]}}
  Altar:
    type: permanent
    cost: 1/1
    abilities:
      - quick action: {{cost: [sacrifice a character], do: [draw: 1]}}
  Filler: {{type: character, cost: 1/1, stats: 1/1/1}}
position:
  alice:
    hero expedition: ["Jinn | #j1"]
    landmarks: ["Altar | #a1"]
    deck: ["Filler | #d1", "Filler | #d2"]
steps:
  - choose: {{alice: {{choose: j1, may: no}}}}
  - alice uses a1
""")
    r = run(f)
    assert r.stopped and "not modelled" in r.stopped and "6.2.e" in r.stopped, r.stopped
