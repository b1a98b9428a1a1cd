"""Random games from a position with the passives of the sixteenth session: a Character other
abilities also see as a Spell (judge/words.py ALSO_A_SPELL) and one that gains Fleeting and defects
instead of going to Reserve (DEFECT_INSTEAD), beside what notices them (a reaction to Spells
played, a passive making cheap Spells Fleeting, an effect sending a Character to Reserve). Every
game ends without an exception, and what the passives do happens: Spells seen played, defections
instead of Reserve, the step's controller choosing between Fleeting's replacement and the
Character's own (v5.0 6.2.h)."""

from __future__ import annotations

import random
from pathlib import Path

from judge import Game

CARDS = """\
cards:
  Eerie Leviathan:
    type: character
    cost: 2/2
    stats: 2/2/2
    abilities: [{passive: "i also count as a spell, in every zone"}]
  Turncoat:
    type: character
    cost: 1/1
    stats: 1/2/1
    abilities: [{passive: "i gain fleeting and defect in place of going to reserve from play"}]
  Spellwatcher:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities: [{when: you play a spell, do: [gain boosts: {object: me, amount: 1}]}]
  Hourglass: {type: permanent, subtypes: [Landmark], cost: 1/1, abilities: [{passive: spells you play with hand cost 3 or less are fleeting}]}
  Push: {type: spell, cost: 1/1, effect: [put in reserve: target character]}
"""

DECK = ["Eerie Leviathan", "Turncoat", "Spellwatcher", "Hourglass", "Push"] * 4


def _position(tmp_path: Path) -> Path:
    deck = ", ".join(f'"{c}"' for c in DECK)
    hand = '["Turncoat", "Eerie Leviathan", "Spellwatcher", "Push", "Hourglass"]'
    path = tmp_path / "position.yaml"
    path.write_text(CARDS + f"""ruling: random games with the passives of the sixteenth session
position:
  phase: afternoon
  first player: alice
  alice: {{hand: {hand}, deck: [{deck}], mana: 4}}
  bob: {{hand: {hand}, deck: [{deck}], mana: 4}}
""", encoding="utf-8")
    return path


def _seen(path: Path, games: int, days: int, probes: dict[str, tuple[str, ...]]) -> dict[str, int]:
    """Random games from the position, each to its end (or `days` days): how many trace lines hold
    all the words of each probe."""
    seen = dict.fromkeys(probes, 0)
    for seed in range(games):
        rng = random.Random(seed)
        game = Game.from_scenario(path)
        game.state.max_days = days
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
        for e in game.trace.events:
            line = e.line()
            for name, words in probes.items():
                seen[name] += all(w in line for w in words)
    return seen


def test_random_games_with_a_card_also_a_spell_and_one_defecting_instead(tmp_path):
    seen = _seen(_position(tmp_path), 12, 5, {"a Spell to the passive": ("Eerie Leviathan", "is a Spell to other abilities"),
                                              "defects instead": ("gains Fleeting and defects instead",),
                                              "order chosen": ("to apply first to Turncoat",)})
    assert all(seen.values()), seen


OTHERS = """\
cards:
  Gambler:
    type: character
    cost: 1/1
    stats: 2/2/2
    abilities: [{passive: "on a roll of 4+ as it would move forward during dusk, my expedition moves forward one more region; on a roll of 1 it does not move"}]
  Mimic:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities:
      - when: enters play
        do: [{target: target character in the expedition facing me}, {gain boosts: {object: me, amount: their highest statistic}},
             {gain subtypes: {object: me, of: them}}]
  Wolf: {type: character, subtypes: [Animal], cost: 1/1, stats: 2/2/1}
  Offering:
    type: spell
    cost: 1/1
    effect: [{sacrifice: a character you control}, {if: you did, then: [target opponent: [sacrifice: a character you control that it was facing]]}]
  Sifter:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities:
      - when: enters play
        do: [{discard: {choose: a character in your reserve, count: 2, up to: true}, may: true},
             {if: you did, then: [activate triggers: {object: them, trigger: played from reserve, as mine: true, up to: 2}]}]
  Echo:
    type: character
    cost: 1/1
    stats: 1/1/1
    abilities: [{when: played from reserve, do: [gain boosts: {object: me, amount: 1}]}]
  Pack Call: {type: spell, cost: 1/1, effect: [{play from top of deck: {reveal: 3, play: true, sub-type: Animal, up to: 3,
                                                                           total hand cost max: 4, as if from hand: true}}]}
  Marker Keeper:
    type: hero
    reserve limit: 3
    landmark limit: 2
    abilities:
      - passive: i begin the game with one forest, one mountain and one water terrain markers
      - {when: at noon, do: [{place one of my markers: {at: target visible region}, may: true}]}
"""

OTHER_DECK = ["Gambler", "Mimic", "Wolf", "Offering", "Sifter", "Echo", "Pack Call"] * 3


def test_random_games_with_the_sessions_other_constructs(tmp_path):
    """A roll as an expedition would move forward, sub-types gained, an opponent's sacrifice of what
    the sacrificed one faced, up to two discarded cards' reactions activated as mine, cards played
    as if from hand, a Hero placing its Terrain Markers: random games from setup to their end break
    nothing, and each happens."""
    deck = ", ".join(f'"{c}"' for c in OTHER_DECK)
    path = tmp_path / "others.yaml"
    path.write_text(OTHERS + f"""ruling: random games with the other constructs of the sixteenth session
position:
  phase: setup
  alice: {{hero: Marker Keeper, deck: [{deck}], reserve: [Echo, Echo]}}
  bob: {{hero: Marker Keeper, deck: [{deck}], reserve: [Echo, Echo]}}
""", encoding="utf-8")
    seen = _seen(path, 10, 6, {"rolled at dusk": ("rolls for Gambler",), "sub-types gained": ("gains the sub-types of",),
                               "faced sacrificed": ("sacrifice a character you control that it was facing",),
                               "as mine": ("is activated as Sifter",), "as if from hand": ("as if from hand",),
                               "marker placed": ("Terrain Marker (",)})
    assert all(seen.values()), seen


def test_the_opponent_chooses_only_among_the_characters_the_sacrificed_one_was_facing(tmp_path):
    """"Target opponent sacrifices a Character that it was facing" (v5.0 2.1.h: the sacrificed one as
    it last was): with alice's Character of her companion expedition sacrificed, bob's choice is
    among the Characters of his companion expedition; a Gigantic one of his counts, being in both."""
    from judge import DecisionKind

    path = tmp_path / "offering.yaml"
    path.write_text("""ruling: the opponent's choice
cards:
  Offering:
    type: spell
    cost: 1/1
    effect:
      - sacrifice: a character you control
      - if: you did
        then: [target opponent: [sacrifice: a character you control that it was facing]]
  Scout: {type: character, cost: 1/1, stats: 1/1/1}
  Giant: {type: character, cost: 1/1, stats: 1/1/1, keywords: [Gigantic]}
position:
  first player: alice
  alice:
    hero expedition: ["Scout | #a1"]
    companion expedition: ["Scout | #a2"]
    hand: ["Offering | #o1"]
    mana: 1
  bob:
    hero expedition: ["Scout | #b1", "Giant | #g1"]
    companion expedition: ["Scout | #b2", "Scout | #b3"]
steps:
  - choose: {alice: {choose: a2}}
  - alice plays o1 from hand
""", encoding="utf-8")
    game = Game.from_scenario(path)
    d = game.decision()
    assert (d.player, d.kind) == ("bob", DecisionKind.CHOOSE)
    assert sorted(str(o) for o in d.options) == ["b2", "b3", "g1"]


def test_gained_subtypes_round_trip_and_are_lost_leaving_the_expedition_zone():
    """"I gain its sub-types" (judge/verbs.py GainSubtypes): the position written and read back keeps
    them; the object that leaves the Expedition zone is a new one without them (2.1.c)."""
    from judge import zones

    path = Path(__file__).parents[1] / "scenarios" / "effects" / "gain-the-subtypes-of-a-character-facing-me.yaml"
    game = Game.from_scenario(path)
    m1 = game.state.get("m1")
    assert m1.subtypes_gained == ("Animal", "Beast") and m1.is_a("animal") and not m1.card.is_a("Animal")
    again = Game.from_dict(game.to_dict())
    assert again.state.get("m1").subtypes_gained == ("Animal", "Beast")
    gone = zones.move(game, m1, "reserve")
    assert gone.subtypes_gained == () and not gone.is_a("Animal")


def test_discarding_up_to_two_characters_offers_only_the_players_own_characters_in_reserve(tmp_path):
    """"Discard up to two Characters from your Reserve": the choice is among its player's own
    Characters there, and may stop at any time ("done"), none at all included."""
    from judge import Answer, DecisionKind

    src = (Path(__file__).parents[1] / "scenarios" / "effects" / "discard-up-to-two-characters-from-your-reserve.yaml").read_text()
    path = tmp_path / "upto.yaml"
    path.write_text(src.replace("  - choose: {alice: {choose: [c1, c3]}}\n", "").replace(
        "extends: ../base/", f"extends: {Path(__file__).parents[1] / 'scenarios' / 'base'}/"), encoding="utf-8")
    game = Game.from_scenario(path)
    d = game.decision()
    assert (d.player, d.kind, sorted(d.options)) == ("alice", DecisionKind.CHOOSE, ["c1", "c2", "c3", "done"])
    game.apply(Answer("alice", DecisionKind.CHOOSE, "done"))
    alice = game.state.player("alice")
    assert sorted(o.uid for o in alice.zones["reserve"]) == ["c1", "c2", "c3", "k1", "s0"]  # Sift resolved
    assert [o.uid for o in alice.zones["hand"]] == []  # none discarded: "if you do" does not hold


def test_a_hero_begins_the_game_holding_its_terrain_markers(tmp_path):
    """A Hero beginning the game with a Terrain Marker of each terrain: set up (judge/setup.py),
    its Hero holds the three; the position written and read back keeps them."""
    path = tmp_path / "markers.yaml"
    deck = ", ".join(f'"Scout | #{p}{i}"' for p in "ab" for i in range(8))
    path.write_text(f"""ruling: a Hero's Terrain Markers at setup
cards:
  Tidekeeper:
    type: hero
    abilities:
      - passive: i begin the game with one forest, one mountain and one water terrain markers
  Scout: {{type: character, cost: 1/1, stats: 1/1/1}}
position:
  phase: setup
  first player: alice
  alice:
    hero: Tidekeeper
    deck: [{deck[:len(deck) // 2].rstrip(', ')}]
  bob:
    deck: [{deck[len(deck) // 2:].lstrip(', ')}]
""", encoding="utf-8")
    game = Game.from_scenario(path)
    while game.state.phase == "setup":  # the setup's decisions (an action is all or nothing: seen once it is done)
        game.apply(game.legal_actions()[0])
    hero = game.state.player("alice").hero
    assert hero.markers == (("forest",), ("mountain",), ("water",))
    assert Game.from_dict(game.to_dict()).state.player("alice").hero.markers == hero.markers


def test_a_target_the_quick_action_costs_more_for_is_offered_only_when_it_can_be_paid(tmp_path):
    """A quick action costing 2 more for a target Permanent in play with Hand Cost 5 or more: with
    one Mana Orb, the costly Permanent is no target its player may name; with two, it is."""
    from judge import DecisionKind

    src = (Path(__file__).parents[1] / "scenarios" / "costs" / "a-quick-action-costs-more-to-target-a-costly-permanent.yaml").read_text()
    src = src.replace("  - choose: {alice: {target: c1}}\n", "").replace(
        "extends: ../base/", f"extends: {Path(__file__).parents[1] / 'scenarios' / 'base'}/")
    for mana, legal in ((2, ["c1", "s1"]), (1, ["s1"])):
        path = tmp_path / f"surcharge{mana}.yaml"
        path.write_text(src.replace("    mana: 2", f"    mana: {mana}"), encoding="utf-8")
        game = Game.from_scenario(path)
        d = game.decision()
        assert (d.player, d.kind) == ("alice", DecisionKind.TARGET) and sorted(str(o) for o in d.options) == legal


def test_two_ascended_expeditions_moving_at_once_make_facing_it_not_modelled(tmp_path):
    """A reaction to one or more Ascended expeditions moving forward, asking whether a Character faces
    the one that moved: both Ascended and moving in one Progress trigger it once, and "it" is then two
    expeditions: which one, the card does not say, so the run stops rather than guess."""
    from judge.scenario.run import run

    src = (Path(__file__).parents[1] / "scenarios" / "dusk" / "one-or-more-ascended-expeditions-move-forward.yaml").read_text()
    path = tmp_path / "both.yaml"
    path.write_text(src.replace("ascended: [companion expedition]", "ascended: [hero expedition, companion expedition]").replace(
        "extends: ../base/", f"extends: {Path(__file__).parents[1] / 'scenarios' / 'base'}/"), encoding="utf-8")
    result = run(path)
    assert result.stopped is not None and "not modelled" in result.stopped and "facing it" in result.stopped
    # without "facing it", the two moving at once are one event: one card drawn
    path.write_text(path.read_text(encoding="utf-8").replace("do: [{if: there is no character facing that expedition, then: [draw: 1]}]",
                                                             "do: [draw: 1]").split("  - 'trace has")[0], encoding="utf-8")
    once = run(path)
    assert once.stopped is None and once.passed, once.stopped
