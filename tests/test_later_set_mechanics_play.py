"""The v5.0 mechanics of the later sets, end to end: a made-up set in the official card format
(its lines written for this test, in the templates' shape) is imported, translated, every card
modelled, and random self-play between two decks of it breaks nothing (invariants, undo, copies,
replay) in either edition. The made-up cards use Base Cost, Defect, Ascend, In Contact, Rush,
Gifts, Landmark tokens, Terrain Markers and taking control, which the shipped sets never do; a
second deck, the templates of the second round ("unless", costs that exhaust, reveals, several
target expeditions, a target player, conditions on regions and on the card's own hand)."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.helpers import ROOT


def run_judge(*args: str, env: dict) -> tuple[int, str, str]:
    proc = subprocess.run([sys.executable, "-m", "judge.cli", *args], capture_output=True, text=True, cwd=ROOT,
                          env={**os.environ, **env}, timeout=300)
    return proc.returncode, proc.stdout, proc.stderr

FACTION = {"reference": "AX", "name": "Axiom"}
SET = {"reference": "PROBE", "name": "Probe Set"}


def _card(n: int, name: str, kind: str, cost: str = "", stats: str = "", text: str = "", subtypes=(), hero=None,
          echo: str = "") -> dict:
    elements = {}
    if cost:
        hand, reserve = cost.split("/")
        elements |= {"MAIN_COST": hand, "RECALL_COST": reserve}
    if stats:
        f, m, w = stats.split("/")
        elements |= {"FOREST_POWER": f, "MOUNTAIN_POWER": m, "OCEAN_POWER": w}
    if text:
        elements["MAIN_EFFECT"] = text
    if echo:  # the support ability (the card's {I} part)
        elements["ECHO_EFFECT"] = echo
    if hero:
        elements |= {"RESERVE": str(hero[0]), "PERMANENT": str(hero[1])}
    return {"reference": f"ALT_PROBE_B_AX_{n:02d}_C", "name": name, "cardType": {"reference": kind},
            "cardSubTypes": [{"reference": s.upper(), "name": s} for s in subtypes], "cardSet": SET,
            "mainFaction": FACTION, "rarity": {"reference": "COMMON"}, "elements": elements}


CARDS = [
    _card(1, "Probe Warden", "HERO", hero=(2, 2)),
    _card(2, "Probe Climber", "CHARACTER", "2/2", "2/2/2", "{H} My Expedition [Ascends]."),
    _card(3, "Probe Turncoat", "CHARACTER", "3/3", "2/2/2", "{H} Target Character with Base Cost {2} or less defects."),
    _card(4, "Probe Envoy", "SPELL", "3/3", "", "Play me for {1} less per Expedition [In Contact] you control.  Draw a card."),
    _card(5, "Probe Sprinter", "CHARACTER", "2/2", "1/1/1", "{H} You may [Rush] to draw a card."),
    _card(6, "Probe Patron", "CHARACTER", "3/3", "2/2/2", "When you make a [Gift] — I gain 1 boost."),
    _card(7, "Probe Herder", "CHARACTER", "2/2", "1/1/1", "{H} Create a [Probe Lamb 1/1/1] Animal token in another target Expedition."),
    _card(8, "Probe Quarrier", "CHARACTER", "2/2", "1/2/1", "{H} Create a [Probe Stone] token in your Landmarks."),
    _card(9, "Probe Rainmaker", "CHARACTER", "2/2", "1/1/1", "{J} Place a {O} Terrain Marker on my region."),
    _card(10, "Probe Tidecaller", "CHARACTER", "2/1", "1/1/1", "{R} Move a {O} Terrain Marker from any region to my region."),
    _card(11, "Probe Seizure", "SPELL", "4/4", "", "Take control of target Character with Base Cost {2} or less."),
    _card(12, "Probe Scavenger", "CHARACTER", "3/2", "2/2/2",
          "When I go to Reserve from the Expedition zone — Play another Character from your Reserve for {1} less."),
    _card(13, "Probe Lurker", "CHARACTER", "2/2", "2/1/2", "{H} If I'm [In Contact], draw a card."),
    _card(14, "Probe Ascent", "SPELL", "3/3", "", "Both of your Expeditions [Ascend]."),
    _card(15, "Probe Gifter", "CHARACTER", "2/2", "1/1/1", "{H} Create a [Probe Lamb 1/1/1] Animal token in target opponent's Companion Expedition."),
    _card(16, "Probe Sentry", "CHARACTER", "3/3", "3/3/3", "{J} If I'm in an [[Ascended]] Expedition, draw a card."),
    # the second round's templates ("unless", conditions, costs, triggers, selectors, several targets)
    _card(17, "Probe Doubter", "CHARACTER", "2/2", "2/2/1", "{H} I gain [[Fleeting]] unless you control an Animal."),
    _card(18, "Probe Salvager", "CHARACTER", "2/2", "1/2/1", "When you sacrifice a Permanent — Draw a card."),
    _card(19, "Probe Workshop", "LANDMARK_PERMANENT", "2/2", "", "{T}, Exhaust a card in your Reserve: Draw a card."),
    _card(20, "Probe Revealer", "CHARACTER", "2/2", "1/1/2",
          "{H} You may reveal a Spell with Hand Cost {3} or less from your hand. If you do, I gain 2 boosts."),
    _card(21, "Probe Opener", "CHARACTER", "3/3", "2/2/2", "When my Expedition moves forward due to [Ascend] — I gain 1 boost."),
    _card(22, "Probe Saver", "SPELL", "3/3", "", "I cost {1} less if there are no tokens in your Reserve.  Draw a card."),
    _card(23, "Probe Mapper", "CHARACTER", "2/2", "2/1/2", "{J} If two or more single-terrain regions are visible, draw a card."),
    _card(24, "Probe Splitter", "SPELL", "3/3", "", "Target two Expeditions and create a [Probe Lamb 1/1/1] Animal token in each one."),
    _card(25, "Probe Taxman", "CHARACTER", "2/2", "1/1/1", "At Dusk — Target player discards a card from their hand."),
    _card(26, "Probe Quake", "SPELL", "4/4", "",
          "Send each Character from target Expedition to Reserve, then that Expedition moves forward one region."),
    _card(27, "Probe Heckler", "CHARACTER", "2/2", "1/2/2", "{H} Target non-Fleeting Character gains [[Asleep]]."),
    _card(28, "Probe Chiller", "CHARACTER", "4/4", "3/3/3", "At Dusk — Each other Character gains [[Anchored]]."),
    _card(29, "Probe Swapper", "LANDMARK_PERMANENT", "1/1", "", "{T}: Exchange a card in your Reserve with a card from your hand."),
    _card(30, "Probe Bouncer", "CHARACTER", "3/3", "2/2/2", "{H} You may put a Character from your hand in Reserve. If you don't, I gain 1 boost."),
    # what happened this turn or day
    _card(31, "Probe Hesitant", "CHARACTER", "2/2", "2/2/1",
          "{H} I gain [[Anchored]] unless you discarded a card from your hand or your Reserve this turn."),
    _card(32, "Probe Watcher", "CHARACTER", "2/2", "1/2/2", "{R} I gain 1 boost unless a {D} ability has been activated this turn."),
    _card(33, "Probe Gadget", "CHARACTER", "1/1", "1/1/1", "", ("Gadget",), echo="{D}: Draw a card."),
    _card(34, "Probe Tinkerer", "CHARACTER", "3/3", "2/2/2", "I cost {1} less if you played a Gadget this Day."),
    _card(35, "Probe Firstcomer", "CHARACTER", "2/2", "1/1/2", "When you pass first — I gain 1 boost."),
    # the fourth round's (sample F): chosen expeditions, "and" with a subject, another player's, a
    # Landmark token typed as one
    _card(36, "Probe Courier", "CHARACTER", "2/2", "2/1/1", "{H} Create a [Probe Lamb 1/1/1] Animal token in an opponent's Expedition."),
    _card(37, "Probe Mason", "CHARACTER", "2/2", "1/1/2", "{H} Create a [Probe Pebble] token in your Landmarks."),
    _card(38, "Probe Riser", "CHARACTER", "3/3", "2/2/2", "{J} You may pay {1}. If you do, I gain 2 boosts and my Expedition [Ascends]."),
    _card(39, "Probe Evictor", "SPELL", "3/3", "", "Return target Character or Permanent another player controls to its owner's hand."),
    _card(40, "Probe Rallier", "LANDMARK_PERMANENT", "2/2", "", "{T}: Each Character in your Expeditions gains 1 boost."),
    _card(41, "Probe Laggard", "CHARACTER", "2/2", "1/2/1", "{H} If my Expedition is behind or tied, draw a card."),
    _card(42, "Probe Keeper", "CHARACTER", "2/2", "2/1/2", "{R} You may target a Character in Reserve, it gains 1 boost."),
    _card(43, "Probe Herald", "CHARACTER", "2/2", "1/1/1", "{H} Create a [Probe Lamb 1/1/1] Animal token in a Hero Expedition."),
    _card(44, "Probe Shy", "CHARACTER", "1/1", "1/1/1", "{H} I gain [[Anchored]] unless there's an Animal in an opponent's Expedition."),
    _card(45, "Probe Customs", "SPELL", "2/2", "", "Discard target card in another player's Reserve."),
    _card(46, "Probe Swarm", "SPELL", "3/3", "", "Create two [Probe Lamb 1/1/1] Animal tokens, distributed among any Expeditions."),
    _card(47, "Probe Warden", "CHARACTER", "3/3", "3/2/2",
          "{J} Up to two other target Characters with equal or lower {V} gain 1 boost."),
    # sample G's: chosen modes up to N, every expedition, a roll's result, several keywords, "its Expedition" past "If you do"
    _card(48, "Probe Finisher", "SPELL", "3/3", "", "Choose up to two:  • Discard target Character.  • Discard target Permanent.  • Draw a card."),
    _card(49, "Probe Flock", "SPELL", "2/2", "", "Create a [Probe Lamb 1/1/1] Animal token in each Expedition."),
    _card(50, "Probe Gambler", "CHARACTER", "2/2", "2/1/1", "{H} Roll a die. On a:  • 1-3, draw a card.  • 4+, I gain 1 boost."),
    _card(51, "Probe Jinx", "CHARACTER", "2/2", "2/2/1", "When you roll a 1 on a die — I gain 1 boost."),
    _card(52, "Probe Titan", "CHARACTER", "5/5", "5/5/5", "[Gigantic], [Tough 1]."),
    _card(53, "Probe Butcher", "CHARACTER", "3/3", "2/2/2",
          "{H} You may discard target Character. If you do, create a [Probe Lamb 1/1/1] Animal token in its Expedition."),
    _card(54, "Probe Census", "CHARACTER", "2/2", "1/1/1",
          "{H} Draw a card. Then, depending on the number of Characters you control:  • 2+: I gain 1 boost.  • 4+: I also gain [[Anchored]]."),
    _card(55, "Probe Tortoise", "CHARACTER", "2/2", "1/2/2", "{H} If your opponent is the first player, you become the first player."),
    # the fifth round's: Sabotage with a filter, a target player's steps, a revealed top card, a card in play by Base Cost
    _card(56, "Probe Saboteur", "CHARACTER", "2/2", "1/1/2", "{H} [Sabotage] a card with Reserve Cost {2} or less."),
    _card(57, "Probe Wolf", "CHARACTER", "3/3", "2/2/1", "{H} [Sabotage] a Character with {V} ≤ mine."),
    _card(58, "Probe Offering", "SPELL", "2/2", "", "Sacrifice a Character. If you do, target opponent sacrifices a Character."),
    _card(59, "Probe Seer", "CHARACTER", "2/2", "1/2/1", "{H} Reveal the top card of your deck. If it's a Permanent, I gain 1 boost."),
    _card(60, "Probe Purge", "SPELL", "4/4", "", "Send target card in play with Base Cost {3} or less to Reserve."),
    _card(61, "Probe Tyrant", "CHARACTER", "4/4", "3/3/2", "{H} Each opponent sacrifices a Character."),
    _card(62, "Probe Ocelot", "CHARACTER", "2/2", "1/1/2",
          "When another Character joins my Expedition — You may spend 1 boost from a Character you control to have it gain 1 boost."),
    _card(63, "Probe Pump", "LANDMARK_PERMANENT", "1/1", "", "{T}, Spend 1 boost from a Character you control: Draw a card."),
    _card(64, "Probe Shieldwright", "CHARACTER", "2/2", "1/1/1",
          "{H} If there are no tokens in your Landmarks, create a [Probe Pebble] token there."),
    _card(65, "Probe Loner", "CHARACTER", "3/3", "2/2/2", "{H} If you control no other Characters, I gain 2 boosts."),
    _card(66, "Probe Fogg", "CHARACTER", "2/1", "1/2/1", "{R} You may immediately pass. If you do, I gain 2 boosts."),
    _card(67, "Probe Lull", "CHARACTER", "4/4", "3/3/3", "{H} Each player passes."),
    _card(68, "Probe Lantern", "LANDMARK_PERMANENT", "2/2", "", "{T}: Draw a card, then pass."),
    _card(69, "Probe Machinist", "CHARACTER", "2/2", "2/1/1", "{J} You may ready target Character in play or target card in Reserve."),
    _card(70, "Probe Loop", "SPELL", "5/5", "", "Ready up to eight Mana Orbs."),
    # sample H's: a target player's Exhausted Resupply, drawing, what happened this turn, facing, Mana from Hand
    _card(71, "Probe Ploutos", "CHARACTER", "2/2", "1/1/1", "{J} Target player [Exhausted Resupplies]."),
    _card(72, "Probe Trickster", "CHARACTER", "2/2", "1/2/1", "When you draw one or more cards — I gain 2 boosts."),
    _card(73, "Probe Fifer", "CHARACTER", "1/1", "1/1/1", "{J} If a {T} ability was activated this turn, I gain 2 boosts."),
    _card(74, "Probe Occultist", "CHARACTER", "1/1", "2/2/1", "{H} I gain [[Asleep]] unless you discarded a card from your hand this turn."),
    _card(75, "Probe Plague", "CHARACTER", "4/4", "3/2/2", "{H} Send to Reserve each other Character with equal or lower {V}."),
    _card(76, "Probe Kedarm", "CHARACTER", "3/3", "2/2/2", "{J} Return another target card from your Reserve to your hand."),
    _card(77, "Probe Owl", "CHARACTER", "2/2", "1/1/2",
          "{H} Roll a die. On a 4+, draw a card.  When you roll one or more dice — If I'm not [[Boosted]], you may give me 1 boost and [[Fleeting]]."),
    _card(78, "Probe Bird", "CHARACTER", "3/3", "3/3/3", "I am [Defender] unless I'm facing three or more Characters."),
    _card(79, "Probe Fane", "LANDMARK_PERMANENT", "3/3", "",
          "At Noon — Draw two cards, then you may put a Character from your hand in your Mana zone, as an exhausted Mana Orb."),
    _card(80, "Probe Ithaca", "LANDMARK_PERMANENT", "2/2", "",
          "{J} I gain 2 Tide counters.  At Noon — If you have three or more Mana Orbs, you may spend 1 of my Tide counters to draw a card."),
    _card(81, "Probe Wanax", "CHARACTER", "5/5", "4/4/4", "I cost {1} less per other card you played this turn.  {J} Pass."),
    _card(82, "Probe Nightkeeper", "CHARACTER", "2/2", "1/1/2",
          "{H} You may target a Character. If you do, it gains [[Anchored]], then create a [Probe Pebble] token in its controller's Landmarks."),
    _card(83, "Probe Hare", "CHARACTER", "1/1", "1/1/1", "{H} If you are the first player, target player becomes the first player."),
    _card(84, "Probe Opera", "LANDMARK_PERMANENT", "3/3", "",
          "{T} : Reveal the top card of your deck. If it's a Permanent, draw it. If it's a Spell, put it in Reserve."),
    _card(85, "Probe Bear", "CHARACTER", "2/2", "2/1/1", "{H} If you control another Animal or a Plant, draw a card.", ("Animal",)),
    _card(86, "Probe Spy", "CHARACTER", "2/2", "1/1/2",
          "{R} [Sabotage]. If you discarded a card with Hand Cost {1} or less this way, [Resupply]."),
    _card(87, "Probe Ropedancer", "CHARACTER", "2/2", "1/2/1", "",
          echo="{D} : The next Animal you play this turn gains 1 boost and [[Asleep]]."),
    _card(88, "Probe Encounter", "SPELL", "3/3", "", "Distribute 4 boosts among any target Characters in play or in Reserve."),
    _card(89, "Probe Shepherd", "CHARACTER", "3/3", "2/2/2", "{H} Distribute 3 boosts among any target Animals in play or in Reserve."),
    _card(90, "Probe Lamb", "TOKEN", "", "1/1/1", "", ("Animal",)),
    # the Ascended ones (numbers after the tokens': the eighth deck)
    _card(93, "Probe Kiwi", "CHARACTER", "2/2", "1/1/1", "{J} I gain 1 boost per [[Ascended]] Expedition you control."),
    _card(94, "Probe Evacuation", "LANDMARK_PERMANENT", "2/2", "",
          "{J} Create a [Probe Lamb 1/1/1] Animal token in each of your [[Ascended]] Expeditions."),
    _card(95, "Probe Climber Two", "CHARACTER", "2/2", "2/2/1", "{H} My Expedition [Ascends]."),
    _card(98, "Probe Mask", "CHARACTER", "3/3", "2/2/2", "[[Boosted]] Characters in my Expedition are [Tough 1]."),
    _card(99, "Probe Quartermaster", "CHARACTER", "2/2", "1/2/1", "When you [Resupply] — I gain 1 boost."),
    _card(100, "Probe Vulture", "CHARACTER", "2/2", "2/1/1", "When an opponent sacrifices a Character — I gain 1 boost."),
    _card(101, "Probe Leader", "CHARACTER", "3/3", "2/2/2", "When one of your Expeditions moves forward — I gain 1 boost."),
    _card(102, "Probe Archivist", "CHARACTER", "2/2", "1/1/2", "When you discard a card from your Reserve — I gain 1 boost."),
    _card(103, "Probe Recruiter", "CHARACTER", "2/2", "1/1/1", "When you play a Character from your Reserve — I gain 1 boost."),
    _card(104, "Probe Mourner", "CHARACTER", "2/2", "2/2/1", "When another Character you control leaves play — Draw a card."),
    _card(105, "Probe Hypnotist", "CHARACTER", "3/3", "2/2/2", "{J} Each Character facing me gains [[Asleep]]."),
    _card(106, "Probe Gardener", "CHARACTER", "2/2", "1/1/1",
          "{H} Target Character gains 1 boost. If you control a Plant, it gains 2 boosts instead.", ("Plant",)),
    _card(107, "Probe Hoarder", "CHARACTER", "2/2", "1/2/1", "{J} Draw a card. If your hand is empty, draw two cards instead."),
    _card(108, "Probe Thrift", "LANDMARK_PERMANENT", "2/2", "", "Spells you play cost {1} less, down to a minimum of {1}."),
    _card(109, "Probe Herbalist", "CHARACTER", "2/2", "1/1/1", "{H} Draw a card for each Plant you control.", ("Plant",)),
    _card(110, "Probe Counter", "CHARACTER", "3/3", "1/1/1", "{J} I gain X boosts, where X is the number of cards in your hand."),
    _card(111, "Probe Drummer", "CHARACTER", "2/2", "1/1/2", "{J} If there are three or more Characters in my Expedition, I gain 1 boost."),
    _card(112, "Probe Florist", "CHARACTER", "2/2", "1/1/1", "{H} Target Character gains 1 boost. If it's a Plant, draw a card."),
    _card(96, "Probe Winds", "SPELL", "2/2", "",
          "Send to Reserve target Character or Permanent with Hand Cost less than or equal to the number of Characters you control."),
    _card(97, "Probe Numbers", "SPELL", "2/2", "",
          "Target a Character with no statistic greater than the number of Characters you control. Send it to Reserve."),
    # the sixth round's: a Signature token created in a Reserve, "[Companion]" the sub-type, "non-X token"
    _card(113, "Probe Squire", "HERO", text="At Noon — If you are the first player, create my Signature token: [Probe Pup] in your Reserve.",
          hero=(2, 2)),
    _card(114, "Probe Pup", "TOKEN", "0/1", "2/2/2", "{R} I gain 1 boost. (Made in Reserve; remove me if I go anywhere but into play.)",
          ("Companion",)),
    _card(115, "Probe Whistle", "SPELL", "1/1", "", "Create your Hero's Signature token in your Reserve."),
    _card(116, "Probe Warder", "CHARACTER", "2/2", "1/1/1", "{J} If you control a [Companion], draw a card."),
    _card(117, "Probe Shooer", "CHARACTER", "2/2", "2/1/1", "{J} You may discard target non-Companion token."),
    _card(118, "Probe Crier", "CHARACTER", "3/3", "2/2/2",
          "At Noon — If you control two or more Characters, create your Hero's Signature token in your Reserve, and it gains 2 boosts."),
    _card(119, "Probe Gust", "SPELL", "1/1", "", "Target Expedition you control moves backwards. If it does, your other Expedition moves forward."),
    _card(120, "Probe Winch", "LANDMARK_PERMANENT", "2/2", "",  # two abilities in one paragraph, as some sources print them
          "{J} I gain 2 Haul counters. {T}, Spend 1 of my Haul counters: One of your Expeditions moves backwards. "
          "If it does, your other Expedition moves forward."),
    _card(121, "Probe Tollhouse", "LANDMARK_PERMANENT", "1/1", "", "Pay {1} more to play Spells from your Reserve if your hand isn't empty."),
    _card(122, "Probe Gatherer", "CHARACTER", "2/2", "1/1/1", "{J} Each Animal and Soldier in your Reserve gains 1 boost.", ("Animal",)),
    _card(123, "Probe Mechanic", "CHARACTER", "2/1", "1/1/1",
          "{R} I gain 1 boost per exhausted card in your Reserve and per exhausted Landmark you control, up to a max of 2 boosts on me."),
    _card(124, "Probe Drover", "CHARACTER", "3/2", "2/1/1", "{H} [Sabotage]. If you discarded a card this way, create a "
          "[Probe Lamb 1/1/1] Animal token in its owner's Hero Expedition. You may have it gain [[Asleep]]."),
    _card(125, "Probe Barracks", "LANDMARK_PERMANENT", "2/2", "", "{T} : Target an Expedition, then create one "
          "[Probe Lamb 1/1/1] Animal token in it per card in your Reserve, up to two per activation."),
    _card(126, "Probe Gambler", "CHARACTER", "2/2", "1/2/1", "{J} Roll a die. On a 4+, draw a card.  "
          "The first time you roll a die each Day — I gain 1 boost."),
    _card(127, "Probe Glutton", "CHARACTER", "3/3", "1/1/1", "{J} You may sacrifice any number of Permanents to draw that many cards."),
    _card(128, "Probe Sower", "CHARACTER", "2/2", "1/1/2", "{H} Create a [Probe Pebble] token in another target player's Landmarks."),
    # the seventh round's: Feats (no edition defines them; judge/feats.py reads them as the cards state it)
    _card(131, "Probe Oath", "LANDMARK_PERMANENT", "1/1", "", "{J} Draw a card.  At Dusk — If four cards or more are in your "
          "Reserve, complete me.", ("Feat",), echo="[Completed]: At Dusk — Draw a card."),
    _card(132, "Probe Pledge", "LANDMARK_PERMANENT", "2/2", "", "At Night — If your Hand is empty, complete me.", ("Feat",),
          echo="[Completed]: {T}: Draw a card."),
    _card(133, "Probe Banner", "LANDMARK_PERMANENT", "2/2", "", "At Dusk — If the total Hand Cost of cards in your Reserve is {5} "
          "or more, complete me.", ("Feat",), echo="[Completed]: Characters you control are [Tough 1]."),
    _card(134, "Probe Tally", "LANDMARK_PERMANENT", "1/1", "", "At Noon — If you have three or more Mana Orbs, "
          "complete me.", ("Feat",), echo="[Completed]: When you play a Character — Draw a card."),
    # Temple (no edition defines it; judge/temple.py follows the reminder, paraphrased here)
    _card(135, "Probe Idol", "CHARACTER", "3/3", "3/2/2", "[Temple] {2}. (Play me for {2} as a Landmark Permanent, sub-type "
          "Construction, gaining: \"At Noon — you may send me to Reserve.\") When you pass — Draw a card."),
    _card(136, "Probe Shrine Keeper", "CHARACTER", "4/3", "3/3/3", "[Temple] {1}. (Play me for {1} as a Landmark Permanent, "
          "sub-type Construction, gaining: \"At Noon — you may send me to Reserve.\")  At Dusk — Draw a card."),
    # the eighth round's: Gigantic given by a passive ability, tokens as objects, cards played for
    # free one at a time, a Terrain Marker on a target region, "they" after a target opponent
    _card(141, "Probe Colossus", "CHARACTER", "3/3", "2/2/2", "If you have five or more cards in your hand, I am [Gigantic]."),
    _card(142, "Probe Standard", "LANDMARK_PERMANENT", "2/2", "", "Tokens you control are [Gigantic]."),
    _card(143, "Probe Butcher", "CHARACTER", "2/2", "1/1/1", "{H} Create a [Probe Lamb 1/1/1] Animal token in my Expedition. You may sacrifice "
          "a token. If you do, draw two cards.  "
          "When you create a token — I gain 1 boost."),
    _card(144, "Probe Shepherd", "CHARACTER", "2/1", "1/1/1", "{J} Create two [Probe Lamb 1/1/1] Animal tokens in my Expedition.  "
          "When you sacrifice a token — I gain 1 boost."),
    _card(145, "Probe Parade", "SPELL", "3/3", "", "Play for free up to two Characters with Base Cost {2} or less."),
    _card(146, "Probe Surveyor", "CHARACTER", "2/2", "1/1/1", "{H} Place a {V} Terrain Marker on target visible region."),
    _card(147, "Probe Bailiff", "SPELL", "2/2", "", "Target opponent draws a card. Then, send to Reserve target Character they control."),
    _card(148, "Probe Skywatch", "LANDMARK_PERMANENT", "1/1", "", "When one of your Expeditions [Ascends] — Draw a card.  "
          "When an opponent passes — Draw a card."),
    _card(149, "Probe Scavenger", "CHARACTER", "2/2", "1/1/1", "When another Character you control goes to your Reserve — I gain "
          "1 boost.  {H} Draw a card for each token you control."),
    _card(150, "Probe Mason", "CHARACTER", "2/2", "1/2/1", "When you play a Landmark Permanent — I gain 1 boost.  "
          "{H} Your tokens gain 1 boost."),
    _card(151, "Probe Bulwark", "SPELL", "1/1", "", "Target Character gains [Defender] this Day. Draw a card."),
    _card(152, "Probe Aegis", "CHARACTER", "2/2", "1/1/1", "{H} Target Character gains [Tough 2] until the end of the turn."),
    # the ninth round's: an optional cost lowering the card's own, a die's "otherwise", the owner's
    # steps, the cost of the card played in a reaction to it
    _card(153, "Probe Detonator", "SPELL", "4/4", "", "You may sacrifice a Permanent to make me cost {2} less. Draw two cards."),
    _card(154, "Probe Gambler", "CHARACTER", "2/2", "1/1/1", "{J} Roll a die. On a 6, draw two cards. Otherwise, I gain 1 boost."),
    _card(155, "Probe Horse", "CHARACTER", "2/2", "1/1/1", "When I leave the Expedition zone — My owner creates a [Probe Lamb 1/1/1] "
          "Animal token in each of their Expeditions."),
    _card(156, "Probe Spellwatch", "CHARACTER", "2/2", "1/2/1", "When you play a Spell with Base Cost {3} or more — Draw a card. "
          "If the Base Cost was {4} or more, I gain 1 boost."),
    _card(157, "Probe Cairn", "LANDMARK_PERMANENT", "1/1", "", "At Noon — Draw a card."),
    _card(158, "Probe Pyre", "SPELL", "3/3", "", "You may exhaust a card in your Reserve to play me for {1} less. Target Character "
          "gains 2 boosts."),
    _card(159, "Probe Tokenist", "CHARACTER", "1/1", "1/1/1", "{J} You may sacrifice one token or discard one token from your Reserve "
          "to draw a card."),
    # the fourteenth session's: modes chosen after a roll (one, or both on a high result), counters of any names removed
    _card(160, "Probe Fortune", "SPELL", "2/2", "", "Roll a die. On a 4+, you may choose both, otherwise choose one:  \u2022 Draw a card.  "
          "\u2022 Target Character gains 1 boost."),
    _card(161, "Probe Eraser", "CHARACTER", "2/2", "1/1/1", "{J} I gain 2 boosts.  {R} Remove up to 2 counters from target Character."),
    _card(162, "Probe Scrubber", "CHARACTER", "3/3", "2/2/2", "{H} Remove 3 counters from target Character."),
    _card(163, "Probe Matchmaker", "SPELL", "2/2", "", "Do this for each player, starting with you:  \u2022 That player reveals the top "
          "three cards of their deck. You may play a Spell among them for free, then discard the rest."),
    # the fifteenth session's: counts of what "each" selects, an opponent's object as a trigger's subject, a typed target in
    # Reserve, a template after other steps, a trigger's condition over several sentences (with the shipped Floral Tent)
    _card(164, "Probe Census", "CHARACTER", "2/2", "1/1/1", "{J} I gain 1 boost per Character an opponent controls."),
    _card(165, "Probe Dreamwatch", "CHARACTER", "2/2", "1/1/1", "When a Character an opponent controls gains [[Asleep]] — "
          "I gain 1 boost."),
    _card(166, "Probe Lull", "SPELL", "1/1", "", "Up to two target Characters gain [[Asleep]]."),
    _card(167, "Probe Frostbite", "CHARACTER", "1/1", "1/1/1", "{J} Exhaust target Character in Reserve."),
    _card(168, "Probe Gambler", "SPELL", "1/1", "", "Draw a card. Roll a die. On a 4+, target Character gains 2 boosts. "
          "On a 1-3, [Resupply]."),
    _card(169, "Probe Gust", "SPELL", "1/1", "", "Send target Character to Reserve."),
    _card(170, "Probe Moorer", "CHARACTER", "1/1", "1/1/1", "{J} Another target Character gains [[Anchored]]."),
    _card(171, "Probe Sentinel", "CHARACTER", "2/2", "1/1/1", "At Noon, if you control two or fewer Characters — Draw a card. "
          "I gain 1 boost."),
    # the twenty-third session's: optional play costs in the internal actions' vocabulary, costs of several objects,
    # "another" and a Landmark sacrificed
    _card(172, "Probe Drillmaster", "CHARACTER", "3/3", "2/2/2", "You may sacrifice a Soldier to play me for {1} less.", ("Soldier",)),
    _card(173, "Probe Recruit", "CHARACTER", "1/1", "1/1/1", "{J} I gain 2 boosts.", ("Soldier",)),
    _card(174, "Probe Stocker", "CHARACTER", "2/2", "2/1/1", "You may put a card from your hand in your Reserve to play me for {1} less."),
    _card(175, "Probe Pyre", "LANDMARK_PERMANENT", "1/1", "", "{T}, Sacrifice two Characters: Draw two cards."),
    _card(176, "Probe Drill", "LANDMARK_PERMANENT", "1/1", "", "{T}, Spend 2 boosts from Characters you control: Draw a card."),
    _card(177, "Probe Scrapper", "LANDMARK_PERMANENT", "1/1", "", "{T}, Sacrifice another Permanent: Draw a card."),
    _card(178, "Probe Surveyor", "CHARACTER", "2/2", "1/1/1", "{T}, Sacrifice a Landmark: I gain 2 boosts."),
    _card(179, "Probe Taskmaster", "CHARACTER", "4/4", "3/3/3", "You may exhaust a Character you control to play me for {2} less."),
    _card(180, "Probe Glory", "CHARACTER", "3/3", "2/2/2", "You may sacrifice a [[Boosted]] Character to play me for {1} less."),
    _card(181, "Probe Harvest", "CHARACTER", "2/2", "1/1/1", "{J} You may sacrifice two Characters to draw two cards."),
    _card(182, "Probe Molting", "SPELL", "2/2", "", "You may spend 2 boosts from Characters you control to play me for {1} less. "
          "Draw a card."),
    _card(183, "Probe Hulk", "CHARACTER", "5/5", "4/4/4", "You may sacrifice two Characters to play me for {2} less."),
    _card(184, "Probe Tinker", "CHARACTER", "2/2", "1/1/1", "{J} Ready up to two Characters you control."),
    _card(185, "Probe Culler", "CHARACTER", "3/3", "3/3/3", "{H} Sacrifice up to two other Characters you control. Draw a card."),
    # the twenty-fourth session's: the unique cards' templates (a colon's condition over sentences, "After Rest:",
    # "other than me", the opponents' cards costing more, exhausted Characters played, a Character played in a terrain)
    _card(186, "Probe Tollhouse", "LANDMARK_PERMANENT", "2/2", "", "Characters your opponents play cost {1} more."),
    _card(187, "Probe Bivouac", "LANDMARK_PERMANENT", "1/1", "", "Exhausted Characters in your Reserve can be played."),
    _card(188, "Probe Forester", "CHARACTER", "2/2", "1/1/1", "When you play another Character in {V} — I gain 1 boost."),
    _card(189, "Probe Almoner", "CHARACTER", "2/2", "1/1/1", "{J} If you have less than five cards in your hand: Draw a card. "
          "I gain 1 boost."),
    _card(190, "Probe Drummer", "CHARACTER", "2/2", "1/1/1", "{J} Characters you control other than me gain 1 boost."),
    _card(191, "Probe Vigil", "CHARACTER", "2/2", "1/1/1", "At Dusk — After Rest: If you have three or more cards in your "
          "Reserve: Draw a card."),
    _card(192, "Probe Hermit", "CHARACTER", "2/2", "1/1/1", "{R} You may pay {1}. If you do: Draw a card. I gain 1 boost."),
    _card(193, "Probe Stoker", "CHARACTER", "1/1", "1/1/1", "{J} [Exhausted Resupply]."),
    _card(194, "Probe Mason", "CHARACTER", "3/3", "2/2/2", "If you control a Landmark: Reduce my cost by {1}."),
    # the twenty-fifth session's: objects of a kind somewhere (exactly one, at least one), "in your Expeditions", a
    # trigger about an object where it is, "if it's in your Reserve", cards costing less "to play from your Reserve"
    _card(195, "Probe Duelist", "CHARACTER", "2/2", "1/1/1", "{J} If I'm facing only one Character, I gain 2 boosts."),
    _card(196, "Probe Twin", "CHARACTER", "2/2", "1/1/1", "{J} If there's only one other Character in my Expedition, draw a card."),
    _card(197, "Probe Seeker", "CHARACTER", "2/2", "1/1/1", "{J} If there's a Character with Hand Cost {2} or less in your Reserve, "
          "I gain 1 boost."),
    _card(198, "Probe Sergeant", "CHARACTER", "2/2", "1/1/1", "{J} Each other Soldier in your Expeditions gains 1 boost.", ("Soldier",)),
    _card(199, "Probe Lookout", "CHARACTER", "2/2", "1/1/1", "When a Character facing me gains 1 or more boosts — Draw a card.",
          ("Soldier",)),
    _card(200, "Probe Sorter", "CHARACTER", "1/1", "1/1/1", "{J} You may ready target card in Reserve. Then, if it's in your Reserve, "
          "draw a card."),
    _card(201, "Probe Provost", "LANDMARK_PERMANENT", "2/2", "", "Your other Soldiers cost {1} less to play from your Reserve, "
          "down to a minimum of {1}."),
    _card(202, "Probe Ambusher", "CHARACTER", "4/4", "3/3/3", "Play me for {1} less in an Expedition facing 2 or more Characters."),
    _card(91, "Probe Stone", "TOKEN", "", "", "{T}, Sacrifice me: Draw a card.", ("Ore",)),
    _card(92, "Probe Pebble", "TOKEN_LANDMARK_PERMANENT", "", "", "{T}, Sacrifice me: Draw a card.", ("Ore",)),
]
PLAYABLE = [c["reference"] for c in CARDS if c["cardType"]["reference"] not in ("HERO", "TOKEN", "TOKEN_LANDMARK_PERMANENT")]


@pytest.fixture(scope="module")
def probe_home(tmp_path_factory, judge_home, v5_edition):
    """A judge home of its own (the made-up set stays out of the other tests' card data), with the
    v5.0 edition the session imported."""
    import shutil

    home = tmp_path_factory.mktemp("probe-home")
    shutil.copytree(judge_home / "data" / "editions", home / "judge" / "data" / "editions")
    data = home / "cards.json"
    data.write_text(json.dumps(CARDS), encoding="utf-8")
    env = {"ALTERED_JUDGE_HOME": str(home / "judge")}
    code, out, err = run_judge("cards", "import", str(data), env=env)
    assert code == 0, (out, err)
    decks = home / "decks.yaml"
    first = [r for r in PLAYABLE if int(r.split("_")[4]) <= 16]
    second = [r for r in PLAYABLE if 16 < int(r.split("_")[4]) <= 30] + first[:1]
    deck = ["ALT_PROBE_B_AX_01_C", *[r for r in first for _ in range(3)]]  # 1 Hero, 45 cards, 3 of each (1.1.4)
    other = ["ALT_PROBE_B_AX_01_C", *[r for r in second for _ in range(3)]]  # the second round's cards
    third = [r for r in PLAYABLE if 30 < int(r.split("_")[4]) <= 35] + first[:10]  # what happened this turn, this day
    last = ["ALT_PROBE_B_AX_01_C", *[r for r in third for _ in range(3)]]
    fourth = [r for r in PLAYABLE if 35 < int(r.split("_")[4]) <= 47] + first[:1]  # the fourth round's
    fourth_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in fourth for _ in range(3)]]
    fifth = [r for r in PLAYABLE if 47 < int(r.split("_")[4]) <= 55] + first[:6]  # sample G's
    sixth = [r for r in PLAYABLE if 55 < int(r.split("_")[4]) <= 70]  # the fifth round's
    sixth_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in sixth for _ in range(3)]]
    seventh = [r for r in PLAYABLE if 70 < int(r.split("_")[4]) < 90] + first[:5]  # sample H's
    seventh_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in seventh for _ in range(3)]]
    eighth = [r for r in PLAYABLE if 93 <= int(r.split("_")[4]) <= 98] + first[:9]  # the Ascended ones
    ninth = [r for r in PLAYABLE if 99 <= int(r.split("_")[4]) <= 112] + first[:9]  # triggers of the fifth round
    tenth = [r for r in PLAYABLE if 113 <= int(r.split("_")[4]) <= 130] + first[:9]  # the sixth round's: Signature tokens
    tenth_deck = ["ALT_PROBE_B_AX_113_C", *[r for r in tenth for _ in range(3)]]  # its Hero names one
    ninth_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in ninth for _ in range(3)]]
    eleventh = [r for r in PLAYABLE if 131 <= int(r.split("_")[4]) <= 140] + first[:11]  # the seventh round's: Feats
    eleventh_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in eleventh for _ in range(3)]]
    eighth_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in eighth for _ in range(3)]]
    twelfth = [r for r in PLAYABLE if 141 <= int(r.split("_")[4]) <= 152] + first[:3]  # the eighth round's
    twelfth_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in twelfth for _ in range(3)]]
    fifth_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in fifth for _ in range(3)]]
    thirteenth = [r for r in PLAYABLE if 153 <= int(r.split("_")[4]) <= 159] + first[:8]  # the ninth round's
    thirteenth_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in thirteenth for _ in range(3)]]
    fourteenth = [r for r in PLAYABLE if 160 <= int(r.split("_")[4]) <= 163] + first[:11]  # the fourteenth session's
    fourteenth_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in fourteenth for _ in range(3)]]
    fifteenth = [r for r in PLAYABLE if 164 <= int(r.split("_")[4]) <= 171] + ["ALT_ALIZE_B_MU_44_C", "ALT_ALIZE_B_MU_44_R2"] \
        + first[:3]  # the fifteenth session's, and the shipped Floral Tent (both versions)
    fifteenth_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in fifteenth for _ in range(3)]]
    sixteenth = [r for r in PLAYABLE if 172 <= int(r.split("_")[4]) <= 185] + first[:1]  # the twenty-third session's
    sixteenth_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in sixteenth for _ in range(3)]]
    seventeenth = [r for r in PLAYABLE if 186 <= int(r.split("_")[4]) <= 194] + first[:6]  # the twenty-fourth session's
    seventeenth_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in seventeenth for _ in range(3)]]
    eighteenth = [r for r in PLAYABLE if 195 <= int(r.split("_")[4]) <= 202] + first[:7]  # the twenty-fifth session's
    eighteenth_deck = ["ALT_PROBE_B_AX_01_C", *[r for r in eighteenth for _ in range(3)]]
    decks.write_text(json.dumps({"probe-a": deck, "probe-b": other, "probe-c": last, "probe-d": fourth_deck, "probe-e": fifth_deck,
                                 "probe-f": sixth_deck, "probe-g": seventh_deck,
                                 "probe-h": eighth_deck, "probe-i": ninth_deck, "probe-j": tenth_deck,
                                 "probe-k": eleventh_deck, "probe-l": twelfth_deck, "probe-m": thirteenth_deck,
                                 "probe-n": fourteenth_deck, "probe-o": fifteenth_deck, "probe-p": sixteenth_deck,
                                 "probe-q": seventeenth_deck, "probe-r": eighteenth_deck}),
                     encoding="utf-8")
    return env, decks, home


def test_every_made_up_card_of_the_later_mechanics_is_modelled(probe_home):
    env, _, _ = probe_home
    for ref in PLAYABLE:
        code, out, err = run_judge("card", ref, "--json", env=env)
        assert code == 0, (ref, err)
        assert json.loads(out)["versions"][0]["verdict"] == "modelled", (ref, out)


@pytest.mark.parametrize("edition", ["builtin", "v5.0"])
def test_random_games_with_the_later_mechanics_break_nothing(probe_home, edition):
    env, decks, home = probe_home
    code, out, err = run_judge("play", "--random", "12", "--seed", "5", "--decks", str(decks), "--edition", edition,
                               "--out", str(home / f"found-{edition}"), "--json", env=env)
    assert code == 0, (out, err)
    report = json.loads(out)
    assert report["games"] == 12 and report["exceptions"] == 0 and report["invariant_breaks"] == 0, report["failures"]
    assert report["actions"] > 12 * 40  # games were played, not stopped at once


GAMES = r"""
import collections, json, random, sys
from judge import Game
decks = json.load(open(sys.argv[1]))
alice, bob, n = sys.argv[2], sys.argv[3], int(sys.argv[4])
probes = json.loads(sys.argv[5])  # name -> [an event kind or "", words its text holds]
seen = collections.Counter()
for seed in range(n):
    game = Game.new(["alice", "bob"], decks={"alice": decks[alice], "bob": decks[bob]}, seed=seed)
    rng = random.Random(seed)
    while not game.is_over():
        game.apply(rng.choice(game.legal_actions()))
    for e in game.trace.events:
        seen[e.kind] += 1
        for name, (kind, words) in probes.items():
            seen[name] += (not kind or e.kind == kind) and all(w in e.text for w in words)
print(json.dumps(seen))
"""


def _games(probe_home, alice: str, bob: str, n: int, probes: dict | None = None) -> dict:
    """Random games between two made-up decks: how many events of each kind the traces hold, and
    how many match each probe (a kind, words of its text)."""
    env, decks, _ = probe_home
    proc = subprocess.run([sys.executable, "-c", GAMES, str(decks), alice, bob, str(n), json.dumps(probes or {})],
                          capture_output=True, text=True, cwd=ROOT, env={**os.environ, **env}, timeout=300)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_random_games_between_the_made_up_decks_use_the_mechanics(probe_home):
    """Not only no failure: the games do defect, ascend, place markers, make Gifts, create tokens
    (the trace's own kinds of event), so the check above covers them."""
    seen = _games(probe_home, "probe-a", "probe-b", 8)
    for kind in ("defect", "ascend", "marker", "gift", "create", "reveal", "each player", "condition", "quick action"):
        assert seen.get(kind, 0) > 0, (kind, seen)


def test_signature_tokens_are_created_played_and_removed_in_random_games(probe_home):
    """The sixth round's deck: its Hero names a Signature token, its cards create it in a Reserve;
    random games do create it there, play it from there and see it removed (the trace's kinds),
    and move one expedition back, then the other forward."""
    seen = _games(probe_home, "probe-j", "probe-j", 6, {
        "created in a reserve": ["create", ["Reserve"]], "played from a reserve": ["play", ["Probe Pup", "from Reserve"]],
        "removed": ["cease", ["Probe Pup"]], "the other moves": ["", ["the other of your expeditions"]]})
    for kind in ("created in a reserve", "played from a reserve", "removed", "the other moves"):
        assert seen.get(kind, 0) > 0, (kind, seen)


def test_feats_are_completed_and_their_completed_abilities_work_in_random_games(probe_home):
    """The seventh round's deck: random games complete Feats (the trace's status event), their
    "[Completed]" reactions trigger and their "[Completed]" quick actions are played; Temples are
    played as Landmark Permanents and sent back to Reserve at Noon."""
    seen = _games(probe_home, "probe-k", "probe-k", 6, {
        "completed": ["status", ["is Completed"]], "reaction": ["trigger", ["[Completed]: "]],
        "quick action": ["quick action", ["Probe Pledge"]], "temple": ["temple", ["played with Temple"]],
        "temple to reserve": ["join", ["Probe Idol", "reserve"]]})
    for kind in ("completed", "reaction", "quick action", "temple", "temple to reserve"):
        assert seen.get(kind, 0) > 0, (kind, seen)


def test_the_eighth_rounds_mechanics_happen_in_random_games(probe_home):
    """The eighth round's deck: random games make a Character Gigantic by a passive ability (it joins
    its other expedition) and take it away again, sacrifice tokens, play cards for free one at a
    time, place a Terrain Marker on a target region and send a Character the target opponent
    controls to Reserve."""
    seen = _games(probe_home, "probe-l", "probe-l", 12, {
        "gains gigantic": ["gigantic", ["gains Gigantic"]], "loses gigantic": ["gigantic", ["loses Gigantic"]],
        "token sacrificed": ["sacrifice", ["sacrifices Probe Lamb"]], "marker": ["marker", ["Terrain Marker is placed"]],
        "played for free": ["play", ["Probe Parade"]], "for a while": ["emblem", ["Emblem-Ongoing", "i am defender"]],
        "ends with the turn": ["expire", ["ends with the turn"]]})
    for kind in ("gains gigantic", "loses gigantic", "token sacrificed", "marker", "played for free", "for a while", "ends with the turn"):
        assert seen.get(kind, 0) > 0, (kind, seen)


def test_the_ninth_rounds_mechanics_happen_in_random_games(probe_home):
    """The ninth round's deck: random games pay an optional cost with a Permanent sacrificed for a
    Spell's lower cost, roll the die's "otherwise" outcome, make tokens for the owner of a Character
    that left, and read the Base Cost of a Spell played in a reaction to it."""
    seen = _games(probe_home, "probe-m", "probe-m", 16, {
        "optional cost": ["pay", ["the optional one, sacrifice a permanent"]],
        "optional exhaust": ["pay", ["the optional one, exhaust a reserve card"]],
        "otherwise": ["die", ["the \"otherwise\" outcome"]], "owner": ["players", ["its owner is"]],
        "base cost as played": ["condition", ["was played for a Base Cost of"]],
        "token paid": ["pay", ["pays sacrifice or discard a token"]]})
    for kind in ("optional cost", "optional exhaust", "otherwise", "owner", "base cost as played", "token paid"):
        assert seen.get(kind, 0) > 0, (kind, seen)


def test_the_fourteenth_sessions_mechanics_happen_in_random_games(probe_home):
    """The fourteenth session's deck: random games choose modes after a roll (both on a high result
    too), remove counters of any names, the player picking which, and play cards from each player's
    revealed top cards."""
    seen = _games(probe_home, "probe-n", "probe-n", 16, {
        "one mode": ["mode", ["chooses the modes", "(in that order"]], "both modes": ["mode", ["chooses the modes", ", then "]],
        "counters picked": ["counters", ["chooses the counters to remove"]],
        "for each player": ["each player", ["Probe Matchmaker", ", for bob: "]], "played from a deck": ["play", ["from Deck"]]})
    for kind in ("one mode", "both modes", "counters picked", "for each player", "played from a deck"):
        assert seen.get(kind, 0) > 0, (kind, seen)


def test_the_fifteenth_sessions_mechanics_happen_in_random_games(probe_home):
    """The fifteenth session's deck: random games count an opponent's Characters, notice an
    opponent's Character gaining Asleep, exhaust a Character in a Reserve, roll after another step,
    check a trigger's condition for both its sentences, and keep a Character in the shipped Floral
    Tent's expedition."""
    seen = _games(probe_home, "probe-o", "probe-o", 16, {
        "counted": ["count", ["character controlled by an opponent"]],
        "opponent's gains asleep": ["trigger", ["Probe Dreamwatch"]],
        "exhausted in reserve": ["exhaust", ["is exhausted"]],
        "rolled after a draw": ["die", ["rolls a die"]],  # only Probe Gambler rolls in this deck
        "condition": ["condition", ["Probe Sentinel"]],
        "kept in place": ["replace", ["stays in its expedition"]]})
    for kind in ("counted", "opponent's gains asleep", "exhausted in reserve", "rolled after a draw", "condition", "kept in place"):
        assert seen.get(kind, 0) > 0, (kind, seen)


def test_the_twenty_third_sessions_mechanics_happen_in_random_games(probe_home):
    """The twenty-third session's deck: random games pay optional play costs with a Soldier, a hand
    card, a ready Character and a boosted one; costs of two Characters and of two boosts; another
    Permanent and a Landmark sacrificed; optional play costs of two boosts and of two Characters."""
    seen = _games(probe_home, "probe-p", "probe-p", 24, {
        "soldier": ["pay", ["the optional one, sacrifice a soldier"]],
        "hand card": ["pay", ["the optional one, put a card from their Hand in Reserve"]],
        "exhausted": ["pay", ["the optional one, exhaust a character you control"]],
        "boosted": ["pay", ["the optional one, sacrifice a boosted character"]],
        "two characters": ["quick action", ["Probe Pyre"]], "two boosts": ["quick action", ["Probe Drill"]],
        "another": ["quick action", ["Probe Scrapper"]], "landmark": ["quick action", ["Probe Surveyor"]],
        "optional boosts": ["pay", ["Probe Molting", "spend 1 boost from a character you control with", ", spend 1 boost"]],
        "optional two": ["pay", ["Probe Hulk", "sacrifice a character with", ", sacrifice a character with"]],
        "up to two readied": ["", ["is readied"]], "up to two sacrificed": ["sacrifice", ["alice sacrifices"]]})
    kinds = ("soldier", "hand card", "exhausted", "boosted", "two characters", "two boosts", "another", "landmark", "optional boosts",
             "optional two", "up to two readied", "up to two sacrificed")
    for kind in kinds:
        assert seen.get(kind, 0) > 0, (kind, {k: seen.get(k) for k in kinds})


def test_the_twenty_fourth_sessions_mechanics_happen_in_random_games(probe_home):
    """The twenty-fourth session's deck (the unique cards' templates): random games play exhausted
    Characters from a Reserve, pay the opponents' higher costs, trigger on a Character played in a
    forest, resolve a colon's condition and its sentences, and draw after Rest."""
    seen = _games(probe_home, "probe-q", "probe-q", 24, {
        "exhausted played": ["exhausted play", ["passive ability lets"]], "forest": ["trigger", ["in {V}"]],
        "colon": ["condition", ["Probe Almoner"]], "after rest": ["", ["Probe Vigil"]],
        "other than me": ["", ["Probe Drummer"]], "paid": ["", ["Probe Hermit"]]})
    kinds = ("exhausted played", "forest", "colon", "after rest", "other than me", "paid")
    for kind in kinds:
        assert seen.get(kind, 0) > 0, (kind, {k: seen.get(k) for k in kinds})


def test_the_twenty_fifth_sessions_mechanics_happen_in_random_games(probe_home):
    """The twenty-fifth session's deck: random games check "exactly one" and "one or more" of a kind somewhere, boost
    the Soldiers in its controller's expeditions, trigger on a Character facing the object gaining boosts, ask
    whose Reserve a card exhausted there is in, play Characters from the Reserve for less, and play one for less where the
    expedition it joins faces two Characters or more."""
    seen = _games(probe_home, "probe-r", "probe-r", 24, {
        "exactly": ["condition", ["needs exactly"]], "facing exactly": ["condition", ["Probe Duelist"]],
        "one or more": ["condition", ["Probe Seeker"]], "soldiers": ["", ["Probe Sergeant"]],
        "lookout": ["trigger", ["Probe Lookout"]], "whose reserve": ["condition", ["Reserve", "Probe Sorter"]],
        "facing cost": ["cost", ["Probe Ambusher", "Characters as it is declared"]]})
    kinds = ("exactly", "facing exactly", "one or more", "soldiers", "lookout", "whose reserve", "facing cost")
    for kind in kinds:
        assert seen.get(kind, 0) > 0, (kind, {k: seen.get(k) for k in kinds})


def test_becoming_the_first_player_with_four_players_is_not_modelled(tmp_path):
    """With more than two players the turn order follows the first player (1.3.2.d) and no edition
    says how a change in the middle of a day reorders the turns: the run stops and says so."""
    from tests.helpers import ROOT
    from tests.helpers import run_judge as judge

    ruling = tmp_path / "ffa.yaml"
    ruling.write_text(
        "ruling: x\n"
        f"extends: {ROOT / 'scenarios' / 'base' / 'four-players.yaml'}\n"
        "mode: free-for-all\n"
        "cards:\n  Tortoise:\n    type: character\n    cost: 1/1\n    stats: 1/1/1\n    abilities:\n"
        "      - when: played from hand\n        do: [become first player: {}]\n"
        "position:\n  first player: alice\n  turn: alice\n  alice:\n    hand: ['Tortoise | #t1']\n    mana: 1\n"
        "steps:\n  - alice plays t1 from hand in hero expedition\n", encoding="utf-8")
    code, out, err = judge("run", str(ruling))
    assert code != 0 and "not modelled" in out + err and "Traceback" not in err, (code, out[-500:], err)


def test_your_heros_signature_token_with_a_hero_naming_none_is_not_modelled(tmp_path):
    """"Create your Hero's Signature token" under a Hero that names none (every Hero of the first
    sets): no edition says what is created then, so the run stops and says so, naming the Hero."""
    from tests.helpers import ROOT
    from tests.helpers import run_judge as judge

    ruling = tmp_path / "no-signature.yaml"
    ruling.write_text(
        "ruling: x\n"
        f"extends: {ROOT / 'scenarios' / 'base' / 'two-players.yaml'}\n"
        "cards:\n  Plain Hero: {type: hero, reserve limit: 2, landmark limit: 2}\n"
        "  Echo Call: {type: spell, cost: 1/1, effect: [create signature token: {}]}\n"
        "position:\n  alice:\n    hero: Plain Hero\n    hand: ['Echo Call | #x1']\n    mana: 1\n"
        "steps:\n  - alice plays x1 from hand\n", encoding="utf-8")
    code, out, err = judge("run", str(ruling))
    assert code != 0 and "not modelled" in out + err and "Plain Hero" in out + err and "Traceback" not in err, (code, out[-500:], err)


def test_two_passives_doubling_the_tokens_you_create_are_not_modelled(tmp_path):
    """Two passive abilities doubling their controller's token creations: whether the second
    applies to the tokens the first made (two, or four), no edition says; the run stops, naming them."""
    from tests.helpers import ROOT
    from tests.helpers import run_judge as judge

    ruling = tmp_path / "two-doublers.yaml"
    ruling.write_text(
        "ruling: x\n"
        f"extends: {ROOT / 'scenarios' / 'base' / 'two-players.yaml'}\n"
        "cards:\n  Twin Banner: {type: permanent, cost: 2/2, abilities: [passive: \"if you would create a token, create two instead\"]}\n"
        "  Call: {type: spell, cost: 1/1, effect: [{create token: {token: Ordis Recruit 1/1/1 Soldier, in: your hero expedition}}]}\n"
        "position:\n  alice:\n    landmarks: ['Twin Banner | #w1', 'Twin Banner | #w2']\n    hand: ['Call | #c1']\n    mana: 1\n"
        "steps:\n  - alice plays c1 from hand\n", encoding="utf-8")
    code, out, err = judge("run", str(ruling))
    assert code != 0 and "not modelled" in out + err and "Twin Banner (w1)" in out + err and "Traceback" not in err, \
        (code, out[-500:], err)
