"""Fuzzing the edges where judges' files come in (issue 8): the scenario loader, the step and
expectation parsers and the ability loader.

The property, everywhere: the input loads and runs, or it is refused with the project's own
error (`ScenarioError`, `AbilityError`, a step's or an expectation's message) that renders as one
line naming the file and the line. Never any other exception. Deterministic and bounded: every
test is derandomized, with a fixed number of examples.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from judge.abilities import AbilityError, parse_ability, parse_steps as parse_ability_steps, render_ability, render_steps
from judge.choices import ChoiceNeeded
from judge.table import EngineError
from judge.scenario.expect import parse_expectations
from judge.scenario.load import ScenarioError
from judge.scenario.run import Result, prepare, run
from judge.scenario.steps import parse_steps

ROOT = Path(__file__).resolve().parents[1]
CORPUS = sorted(p.relative_to(ROOT / "scenarios") for p in (ROOT / "scenarios").rglob("*.yaml"))
def fuzz(examples: int) -> settings:
    """Deterministic (the same examples every run, no example database) and bounded."""
    return settings(derandomize=True, deadline=None, database=None, max_examples=examples,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])


@pytest.fixture(scope="module")
def corpus(tmp_path_factory) -> Path:
    """A copy of scenarios/, so that a mutated file sits where its `extends` finds its base."""
    from judge.catalog import names
    from judge.scenario.prepare import _known_rules

    _known_rules(), names()
    dest = tmp_path_factory.mktemp("fuzz") / "scenarios"
    shutil.copytree(ROOT / "scenarios", dest)
    return dest


def assert_one_line(exc: ScenarioError, path: Path) -> None:
    line = exc.line()
    assert "\n" not in line and "\r" not in line, line
    assert re.match(rf"{re.escape(str(path))}(:\d+)?: \S", line), line
    assert str(exc) == line


def run_or_refuse(path: Path) -> None:
    """The property: a Result, or a ScenarioError of one line naming the file (and the line)."""
    try:
        result = run(path)
    except ScenarioError as exc:
        assert_one_line(exc, path)
        event("refused")
        return
    event("stopped" if result.stopped else "ran")
    assert isinstance(result, Result)
    if result.stopped:
        assert "\n" not in result.stopped


# -- mutations of the corpus -----------------------------------------------------------------------
def mutate(data: bytes, kind: str, at: int, size: int, junk: bytes) -> bytes:
    lines = data.split(b"\n")
    i = at % max(len(lines), 1)
    if kind == "flip" and data:
        pos = at % len(data)
        return data[:pos] + bytes([data[pos] ^ (1 << (size % 8))]) + data[pos + 1:]
    if kind == "delete-line":
        return b"\n".join(lines[:i] + lines[i + 1 + size % 3:])
    if kind == "duplicate-line":
        return b"\n".join(lines[:i + 1] + lines[i:i + 1 + size % 4] + lines[i + 1:])
    if kind == "truncate":
        return data[: at % (len(data) + 1)]
    if kind == "insert":
        pos = at % (len(data) + 1)
        return data[:pos] + junk + data[pos:]
    if kind == "swap-lines" and len(lines) > 1:
        j = (i + 1 + size) % len(lines)
        lines[i], lines[j] = lines[j], lines[i]
        return b"\n".join(lines)
    if kind == "indent":
        lines[i] = b" " * (1 + size % 4) + lines[i]
        return b"\n".join(lines)
    return data


JUNK = st.sampled_from([b"\x00", b"\x1b", b"\xff\xfe", b"&a ", b"*a", b"[", b"{", b"}", b"- ", b": ", b"#", b"'", b'"',
                        b"\t", b"-1", b"999999999999", b"1e29", b"!!python/object:os.system ", b"<<: ", b"? ",
                        b"\xe2\x80\xa8", b"\r", b"%YAML 1.1\n", b"---\n", b"...\n", b"|"]) | st.binary(max_size=6)


@fuzz(250)
@given(name=st.sampled_from(CORPUS), kind=st.sampled_from(["flip", "delete-line", "duplicate-line", "truncate", "insert",
                                                           "swap-lines", "indent"]),
       at=st.integers(0, 10_000), size=st.integers(0, 20), junk=JUNK)
def test_mutated_corpus_files_run_or_are_refused_in_one_line(corpus, name, kind, at, size, junk):
    original = (corpus / name).read_bytes()
    path = corpus / name.parent / "_fuzz.yaml"
    path.write_bytes(mutate(original, kind, at, size, junk))
    run_or_refuse(path)


# -- random YAML documents in the scenario's words ---------------------------------------------------
WORDS = ["ruling", "rules", "extends", "seed", "cards", "position", "steps", "expect", "alice", "bob", "carol", "day",
         "phase", "first player", "turn", "passed", "adventure", "tumult", "face up", "tiebreakers", "hero",
         "hero expedition", "companion expedition", "hero expedition at", "reserve", "landmarks", "hand", "deck",
         "discard", "limbo", "mana", "ready", "exhausted", "type", "cost", "stats", "keywords", "abilities", "effect",
         "Bruiser", "Bruiser | boosts 2", "Imp 1/1/1 Demon token", "Kuwat, the Dissenter", "character", "spell",
         "afternoon", "dusk", "both pass", "play until night", "next day", "alice passes", "x is in alice reserve",
         "trace cites 7.4.1.b", "V|MO", "random", "hero region", "3/2", "2/1/0"]
SCALARS = (st.sampled_from(WORDS) | st.integers(-5, 200) | st.booleans() | st.none() | st.floats(allow_nan=False, width=32)
           | st.text(max_size=12))
DOCS = st.recursive(SCALARS, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.sampled_from(WORDS), inner, max_size=5),
                    max_leaves=30)
SCENARIOS = st.fixed_dictionaries({"ruling": st.sampled_from(["x", "a ruling"])},
                                  optional={k: DOCS for k in ["position", "steps", "expect", "cards", "seed", "rules"]})


@fuzz(200)
@given(doc=st.one_of(SCENARIOS, DOCS))
def test_random_documents_load_or_are_refused_in_one_line(tmp_path, doc):
    path = tmp_path / "random.yaml"
    path.write_text(yaml.safe_dump(doc, allow_unicode=True), encoding="utf-8")
    run_or_refuse(path)


# -- steps and expectations ---------------------------------------------------------------------------
BASE = """ruling: a board for the fuzzed steps
cards:
  Bruiser: {type: character, cost: 1/1, stats: 2/2/2}
  Cull: {type: spell, cost: 1/1, effect: [sacrifice: a character you control]}
  Gate: {type: spell, cost: 0/0, effect: [discard: target character]}
position:
  alice:
    hand: [Cull, Gate, Bruiser]
    reserve: ['Bruiser | #r1']
    hero expedition: ['Bruiser | #b1', 'Bruiser | #b2 | boosts 1']
    deck: [Bruiser, Bruiser]
    mana: 3
  bob:
    companion expedition: ['Imp 1/1/1 Demon token | #t']
"""
REFS = ["b1", "b2", "r1", "t", "#b1", "Bruiser", "Cull", "Gate", "ghost", "", "alice", "bob hero", "the top card of the deck"]
STEP_TEXT = st.builds(lambda *w: " ".join(x for x in w if x), st.sampled_from(["alice", "bob", "both", "carol", ""]),
                      st.sampled_from(["plays", "passes", "pass", "uses", "advance to", "play until", "next day", ""]),
                      st.sampled_from(REFS),
                      st.sampled_from(["", "from hand", "from reserve", "in hero expedition", "targeting b1", "targeting ghost",
                                       "choosing mode 2", "choosing mode 0", "ability 99999", "dusk", "night", "end of day"]))
STEP_MAPS = st.one_of(
    st.dictionaries(st.sampled_from(["move", "add", "remove", "set", "choose", "effect", "play", "dance"]),
                    st.one_of(st.sampled_from(REFS), st.integers(-3, 10**6), DOCS,
                              st.dictionaries(st.sampled_from(REFS + ["alice", "day", "phase", "first player",
                                                                      "alice hero expedition at", "from", "mode"]),
                                              st.one_of(st.sampled_from(REFS + ["alice reserve", "boosts 2", "boosts -2",
                                                                                "draw 2", "resupply", "b1 gains 3 boosts",
                                                                                "counters Kelon 3", "dusk", "two"]),
                                                        st.integers(-3, 10**6), DOCS), max_size=3)),
                    min_size=1, max_size=2))
GOOD_STEPS = st.sampled_from(["both pass", "alice passes", "bob passes", "alice plays Cull from hand",
                              "alice plays Gate from hand targeting b1", "alice plays Gate from hand targeting t",
                              "alice plays r1 from reserve in hero expedition", "alice plays Bruiser from hand",
                              "advance to dusk", "play until night", "play until end of day", "next day",
                              {"choose": {"alice": {"choose": "b1"}}}, {"choose": {"alice": {"keep in reserve": ["r1"]}}},
                              {"effect": {"alice": "draw 2"}}, {"effect": {"bob": "resupply"}}, {"remove": "b2"},
                              {"move": {"b1": "alice reserve"}}, {"set": {"b1": "boosts 3 | asleep"}},
                              {"add": {"bob hero expedition": "Bruiser | #n"}}, {"set": {"phase": "night"}}])
STEPS = st.lists(st.one_of(GOOD_STEPS, GOOD_STEPS, STEP_TEXT, STEP_MAPS), max_size=5)


@fuzz(200)
@given(raw=STEPS)
def test_steps_parse_and_run_or_say_why(tmp_path, raw):
    players = ["alice", "bob"]
    steps, errors = parse_steps(raw, players)
    assert all(isinstance(i, int) and "\n" not in msg for i, msg in errors)
    event("parsed" if not errors else "refused by the parser")
    path = tmp_path / "steps.yaml"
    path.write_text(BASE + yaml.safe_dump({"steps": raw}), encoding="utf-8")
    run_or_refuse(path)


SENTENCES = st.builds(lambda a, b, c: f"{a} {b} {c}".strip(), st.sampled_from(REFS + ["alice", "the phase", "region 3", "trace"]),
                      st.sampled_from(["is in", "is not in play", "has", "is", "cites", "wins", "hero expedition is in",
                                       "reserve has", "no longer exists", "has no"]),
                      st.sampled_from(["alice reserve", "limbo", "2 boosts", "99999999999999999999 boosts", "fleeting",
                                       "region 3", "the hero region", "7.4.1.b", '"moves"', "night", "2 objects", ""]))


@fuzz(200)
@given(raw=st.lists(st.one_of(SENTENCES, st.text(max_size=30)), max_size=4))
def test_expectations_parse_and_check_or_say_why(tmp_path, raw):
    expectations, errors = parse_expectations(raw, ["alice", "bob"])
    assert all("\n" not in msg for _, msg in errors)
    path = tmp_path / "expect.yaml"
    path.write_text(BASE + yaml.safe_dump({"expect": raw}), encoding="utf-8")
    run_or_refuse(path)


# -- abilities ------------------------------------------------------------------------------------------
VERBS = ["sacrifice", "discard", "gain boosts", "gain counters", "remove counters", "gain status", "lose status",
         "create token", "resupply", "sabotage", "draw", "put in reserve", "switch expeditions", "move forward",
         "move backward", "exhaust", "ready", "activate triggers", "put in play", "ongoing", "next character gains boosts",
         "each player sacrifices", "put in mana", "play from top of deck", "lose keyword", "dance"]
ARG_KEYS = ["object", "choose", "amount", "count", "name", "status", "token", "in", "players", "keyword", "trigger",
            "passive", "until", "look", "up to", "type", "abilities", "may", "exhausted"]
ARG_VALUES = st.one_of(
    st.sampled_from(["me", "it", "target character", "a character you control", "each character you control",
                     "my expedition", "target expedition", "you", "each player", "Kelon", "fleeting", "asleep",
                     "Imp 1/1/1 Demon", "Imp 999/1/1 Demon", "Gigantic", "enters play", "expeditions can't move forward",
                     "end of day", "character", "lots", "a character", ""]),
    st.integers(-2, 150), st.booleans(), st.none(), st.lists(st.sampled_from(["me", 1]), max_size=2))
STEP_DATA = st.one_of(
    st.sampled_from(VERBS),
    st.dictionaries(st.sampled_from(VERBS + ["may"]),
                    st.one_of(ARG_VALUES, st.dictionaries(st.sampled_from(ARG_KEYS), ARG_VALUES, max_size=4)),
                    min_size=1, max_size=2))
GOOD_STEP_DATA = st.builds(
    lambda template, n: yaml.safe_load(template.replace("N", str(n))),
    st.sampled_from(["sacrifice: a character you control", "{sacrifice: {choose: a character you control, count: N}}",
                     "discard: target character", "{gain boosts: {object: target character, amount: N}}",
                     "{gain counters: {object: me, name: Kelon, amount: N}}", "{draw: N}", "resupply", "sabotage",
                     "{draw: {players: each player, amount: N}}", "{resupply: {players: each player, may: true}}",
                     "{create token: {token: Imp 1/1/1 Demon, in: your hero expedition, count: N}}",
                     "{gain status: {object: a character you control, status: asleep}}", "{exhaust: target character}",
                     "{put in reserve: {choose: a card from your hand, may: true}}", "{next character gains boosts: N}",
                     "{move forward: your hero expedition}", "{put in mana: target character}",
                     "{play from top of deck: {look: N, up to: 1, type: character}}", "{switch expeditions: target character}",
                     "{ongoing: {passive: expeditions can't move forward, until: end of day}}",
                     "{modes: [[{draw: N}], [resupply]]}", "{if: you are the first player, then: [{draw: N}]}",
                     "{pay: [N mana], then: [{draw: 1}]}", "{each player sacrifices: a character}"]),
    st.integers(-1, 120))
ABILITY_DATA = st.one_of(
    st.fixed_dictionaries({"when": st.sampled_from(["enters play", "played from hand", "at dusk", "i am sacrificed", "never"]),
                           "do": st.lists(STEP_DATA, max_size=3)},
                          optional={"if": st.sampled_from(["i am not fleeting", "you control 2 or more characters", "maybe"]),
                                    "else": ARG_VALUES}),
    st.fixed_dictionaries({"quick action": st.fixed_dictionaries({"do": st.lists(STEP_DATA, max_size=2)},
                                                                 optional={"cost": st.one_of(st.sampled_from(
                                                                     ["exhaust me", "1 mana", "1000 mana", "lots"]),
                                                                     st.lists(st.sampled_from(["exhaust me", "2 mana"]))),
                                                                     "passive": ARG_VALUES})}),
    st.sampled_from(["expeditions can't move forward", "all regions are water and lose their other types", "fly"]),
    ARG_VALUES)


@fuzz(300)
@given(data=ABILITY_DATA)
def test_abilities_load_or_raise_ability_error(data):
    try:
        ability = parse_ability(data)
    except AbilityError as exc:
        assert "\n" not in str(exc)
        event("refused")
        return
    event("loaded")
    assert isinstance(render_ability(ability), str)


@fuzz(150)
@given(effect=st.lists(st.one_of(GOOD_STEP_DATA, GOOD_STEP_DATA, STEP_DATA), min_size=1, max_size=3))
def test_a_spell_that_loads_also_plays(tmp_path, effect):
    """The ability loader checks every argument: what it accepts, the engine can run."""
    try:
        render_steps(parse_ability_steps(effect))
    except AbilityError:
        event("refused")
        return
    event("loaded")
    spell = {"type": "spell", "cost": "0/0", "effect": effect}
    path = tmp_path / "spell.yaml"
    doc = yaml.safe_load(BASE)
    doc["cards"]["Fuzz"] = spell
    doc["position"]["alice"]["hand"].append("Fuzz")
    doc["steps"] = ["alice plays Fuzz from hand"]
    path.write_text(yaml.safe_dump(doc), encoding="utf-8")
    try:
        game, steps, *_ = prepare(path)
    except ScenarioError as exc:
        assert_one_line(exc, path)
        return
    for step in steps:
        try:
            step.run(game)
            event("played")
        except (EngineError, ChoiceNeeded):
            event("stopped")
            break
