"""Activating a {D} ability by an effect (verbs.ActivateSupport): the translator's reading of our
own phrases, and the questions no edition answers (does it count as "a {D} ability activated"?),
which stop the run rather than guess. What it does is in the ruling
scenarios/effects/activate-my-support-ability.yaml."""

from __future__ import annotations

import pytest

from card_data import translate
from judge.scenario.run import run

ROOT_RULING = """\
ruling: a question on a {{D}} ability an effect activated stops
extends: {base}
cards:
  Dancer:
    type: character
    cost: 0/0
    stats: 1/1/1
    abilities:
      - {{when: enters play, do: [activate support: me]}}
      - support: {{cost: [discard me from reserve], do: [draw: 1]}}
{extra}
  Filler: {{type: character, cost: 1/1, stats: 1/1/1}}
position:
  alice:
    hand: ["Dancer | #d1", "{second} | #x1"]
    deck: ["Filler | #f1", "Filler | #f2", "Filler | #f3"]
steps:
  - alice plays d1 from hand in hero expedition
  - bob passes
  - alice plays x1 from hand in hero expedition
"""


@pytest.mark.parametrize("printed, want", [
    ("{J} You may activate my {D} ability.", [{"activate support": "me", "may": True}]),
    ("{H} I activate my {D} ability.", [{"activate support": "me"}]),
    ("{J} Target Character in your Expeditions activates its {D} ability.", [{"activate support": "target character you control"}]),
    ("{R} Another target Character you control activates its {D} ability.",
     [{"activate support": "another target character you control"}]),
])
def test_our_phrases_are_read(printed, want):
    line = translate.line(printed, "character")
    assert line.missing is None and line.data["do"] == want


@pytest.mark.parametrize("printed", [
    "{J} I activates its {D} ability.",
    "{J} It activate my {D} ability.",
    "{J} Target Character activates my {D} ability.",
])
def test_a_mismatched_phrase_is_refused(printed):
    assert translate.line(printed, "character").missing


def _ruling(tmp_path, extra: str, second: str):
    from tests.helpers import ROOT

    f = tmp_path / "r.yaml"
    f.write_text(ROOT_RULING.format(base=ROOT / "scenarios" / "base" / "two-players.yaml", extra=extra, second=second))
    return run(f)


def test_a_condition_on_a_d_ability_activated_this_turn_stops(tmp_path):
    asker = """\
  Asker:
    type: character
    cost: 0/0
    stats: 1/1/1
    abilities:
      - {when: enters play, if: a support ability was activated this day, do: [draw: 1]}"""
    r = _ruling(tmp_path, asker, "Asker")
    assert r.stopped and "not modelled" in r.stopped and "{D}" in r.stopped, r.stopped


def test_a_reaction_counting_d_abilities_in_play_stops(tmp_path):
    counter = """\
  Counter:
    type: character
    cost: 0/0
    stats: 1/1/1
    abilities:
      - {when: the second support ability is activated on one of your turns, do: [draw: 1]}"""
    ruling = ROOT_RULING.replace('hand: ["Dancer | #d1", "{second} | #x1"]',
                                 'hero expedition: ["Counter | #c1"]\n    hand: ["Dancer | #d1", "{second} | #x1"]')
    from tests.helpers import ROOT

    f = tmp_path / "r.yaml"
    f.write_text(ruling.format(base=ROOT / "scenarios" / "base" / "two-players.yaml", extra=counter, second="Filler"))
    r = run(f)
    assert r.stopped and "not modelled" in r.stopped and "Counter" in r.stopped, r.stopped
