"""The top card revealed, then played for free from the Deck or put into the Hand: the translator
reads the published lines (from ../shared/cards at run time, never committed) and our own
phrases; the rulings scenarios/costs/spend-counters-to-reveal-then-play-or-keep-it.yaml and
scenarios/triggers/reveal-on-roll-then-play-it-for-free.yaml show what the engine does."""

from __future__ import annotations

import json

import pytest

from card_data import translate
from judge import words
from tests.helpers import ROOT, published_lines


def test_the_published_lines_are_read():
    either = published_lines(r"play it for free or put it in")
    revealed = published_lines(r"When you reveal a card this way.*to play it for free")
    assert either and revealed
    for card_type, text in either:
        line = translate.line(text, card_type)
        assert line.missing is None, (text, line.missing)
        paid = line.data["do"][0]
        assert paid["then"][0] == {"reveal top card": {}} and "one of" in paid["then"][1]  # inside what the cost pays for
    for card_type, text in revealed:
        line = translate.line(text, card_type)
        assert line.missing is None and '"play revealed card"' in json.dumps(line.data), (text, line.missing)


def test_our_phrase_without_a_cost():
    line = translate.line("{R} Reveal the top card of your deck. Play it for free or put it in your hand.", "character")
    assert line.missing is None
    assert line.data["do"] == [{"reveal top card": {}},
                               {"one of": [[{"play": {"object": "them", "free": True}}], [{"put revealed card in hand": {}}]]}]


@pytest.mark.parametrize("printed", [
    "{R} Play it for free or put it in your hand.",  # nothing revealed before
    "{R} Draw a card. Play it for free.",  # "it" of a card drawn
])
def test_it_of_no_revealed_card_is_refused(printed):
    assert translate.line(printed, "character").missing


def test_a_resupply_replaced_by_a_reveal_is_read():
    found = published_lines(r"If you would #?\[Resupply\], instead reveal")
    assert found
    for card_type, text in found:
        line = translate.line(text, card_type)
        assert line.missing is None and line.data == {"passive": words.RESUPPLY_REVEAL}, (text, line.missing)


def test_an_exhausted_resupply_so_replaced_stops(tmp_path):
    from judge.scenario.run import run

    f = tmp_path / "r.yaml"
    f.write_text(f"""\
ruling: an Exhausted Resupply replaced by a reveal is not modelled
extends: {ROOT / "scenarios" / "base" / "two-players.yaml"}
cards:
  Bastion:
    type: permanent
    cost: 3/3
    abilities: [{{passive: "{words.RESUPPLY_REVEAL}"}}]
  Tired: {{type: spell, cost: 0/0, effect: [exhausted resupply: you]}}
  Filler: {{type: character, cost: 1/1, stats: 1/1/1}}
position:
  alice:
    landmarks: ["Bastion | #b0"]
    hand: ["Tired | #t0"]
    deck: ["Filler | #f1", "Filler | #f2"]
steps:
  - alice plays t0 from hand
""")
    r = run(f)
    assert r.stopped and "not modelled" in r.stopped and "Exhausted Resupply" in r.stopped, r.stopped
