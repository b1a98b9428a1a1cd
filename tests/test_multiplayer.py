"""The four-player modes of the Multiplayer pages (modes.2v2, modes.free-for-all) in the engine:
the table (who faces whom, partners, paths through the Adventure), victory and tiebreakers, what
each player may know, the position as data, self-play. The pages' cases each have a ruling in
scenarios/multiplayer/; these tests check the machinery on every seating, not one position."""

from __future__ import annotations

import itertools
import json
import random

import pytest

from judge.enums import Expedition, Mode
from judge.game import Game
from judge.seats import facing, is_first_player, next_first_player, opponents, opposes, paths, team
from judge.selfplay import play_one
from judge.state import ORIGIN, Adventure
from tests.helpers import run_judge

FOUR = ["alice", "bob", "carol", "dave"]
EXPS = (Expedition.HERO, Expedition.COMPANION)


def _state(mode: str, still: list[str] | None = None):
    state = Game.new(FOUR if Mode(mode).multiplayer else FOUR[:2], seed=1, mode=mode).state
    if still is not None:
        state.players = [p for p in state.players if p.name in still]
    return state


def test_in_the_usual_game_each_expedition_faces_the_opponents_of_the_same_kind():
    state = _state("1v1")
    for exp in EXPS:
        assert facing(state, "alice", exp) == ("bob", exp)
        assert facing(state, "bob", exp) == ("alice", exp)


@pytest.mark.parametrize("mode", ["2v2", "free-for-all"])
def test_each_player_faces_a_different_neighbour_with_each_expedition(mode):
    state = _state(mode)
    for i, name in enumerate(FOUR):
        faced = {facing(state, name, e)[0] for e in EXPS}
        # the players on their left and right (Free for All: "only race with two of them"), never the one opposite
        assert faced == {FOUR[(i - 1) % 4], FOUR[(i + 1) % 4]}
        if mode == "2v2":
            assert all(opposes(state, name, other) for other in faced)  # "a different opponent for each"


@pytest.mark.parametrize("still", [list(c) for n in (2, 3, 4) for c in itertools.combinations(FOUR, n)])
def test_facing_pairs_the_expeditions_of_the_players_still_there_one_to_one(still):
    """Whoever leaves a Free for All's tiebreaker, every expedition faces exactly one expedition of
    another player, and that one faces it back (modes.free-for-all tiebreaker)."""
    state = _state("free-for-all", still)
    for name in still:
        for exp in EXPS:
            other, theirs = facing(state, name, exp)
            assert other in still and other != name
            assert facing(state, other, theirs) == (name, exp)


def test_after_players_leave_a_hero_expedition_may_face_a_companion_expedition():
    state = _state("free-for-all", ["alice", "carol"])
    assert facing(state, "alice", Expedition.HERO) == ("carol", Expedition.COMPANION)
    assert facing(state, "alice", Expedition.COMPANION) == ("carol", Expedition.HERO)


def test_expeditions_that_face_each_other_leave_from_the_same_region_card():
    state = _state("2v2")
    adventure = state.adventure
    for name in FOUR:
        for exp in EXPS:
            other, theirs = facing(state, name, exp)
            assert adventure.place(ORIGIN[exp], name) == adventure.place(ORIGIN[theirs], other)


def test_the_paths_share_the_tumult_cards_beside_shared_region_cards_and_cross_the_centre():
    table = paths(tuple(FOUR))
    assert {table[n][0] for n in FOUR} == {1, 2} and {table[n][2] for n in FOUR} == {5, 6}
    assert sorted(table[n][1] for n in FOUR) == [3, 3, 4, 4]
    assert paths(("alice", "bob")) == {}  # the usual game: one path


def test_the_second_central_card_lies_the_other_way_round_and_both_turn_face_up_together():
    adventure = Adventure([(frozenset({"forest"}), frozenset({"water"}))] * 3, set(), paths=paths(tuple(FOUR)))
    adventure.face_up = {3, 4}
    assert adventure.types(3, "alice") == {"forest"} and adventure.types(4, "alice") == {"water"}
    assert adventure.types(3, "bob") == {"water"} and adventure.types(4, "bob") == {"forest"}
    with pytest.raises(ValueError, match="name the player"):
        adventure.types(3)


def test_partners_and_opponents():
    state = _state("2v2")
    assert team(state, "alice") == ["alice", "carol"] and team(state, "bob") == ["bob", "dave"]
    assert opponents(state, "alice") == ["bob", "dave"]
    assert not opposes(state, "alice", "carol") and opposes(state, "alice", "dave")
    ffa = _state("free-for-all")
    assert team(ffa, "alice") == ["alice"] and opponents(ffa, "alice") == ["bob", "carol", "dave"]


@pytest.mark.parametrize("mode, partner_counts", [("2v2", True), ("free-for-all", False)])
def test_if_you_are_the_first_player(mode, partner_counts):
    state = _state(mode)
    state.first_player = "alice"
    assert is_first_player(state, "alice")
    assert is_first_player(state, "carol") is partner_counts
    assert not is_first_player(state, "bob")


def test_the_first_player_token_goes_clockwise():
    state = _state("free-for-all")
    order = []
    state.first_player = "alice"
    for _ in range(4):
        state.first_player = next_first_player(state)
        order.append(state.first_player)
    assert order == ["bob", "carol", "dave", "alice"]
    assert next_first_player(_state("1v1")) == "bob"


@pytest.mark.parametrize("mode", ["2v2", "free-for-all"])
def test_a_four_player_game_needs_four_players(mode):
    with pytest.raises(ValueError, match="4 players"):
        Game.new(["alice", "bob"], mode=mode)


def _played(mode: str, seed: int, actions: int) -> Game:
    game = Game.new(mode=mode, seed=seed)
    rng = random.Random(seed)
    for _ in range(actions):
        if game.is_over():
            break
        game.apply(rng.choice(game.legal_actions()))
    return game


@pytest.mark.parametrize("mode", ["2v2", "free-for-all"])
def test_a_player_sees_their_own_hand_and_mana_and_of_others_only_how_many(mode):
    game = _played(mode, 4, 30)
    for viewer in FOUR:
        view = game.observation(viewer)
        assert "random" not in view and view["observer"] == viewer
        for p in view["players"]:
            zones = p["zones"]
            assert isinstance(zones["deck"], dict)  # nobody looks at a Deck
            real = len(game.state.player(p["name"]).zones["hand"])
            if p["name"] == viewer:
                assert isinstance(zones["hand"], list) and len(zones["hand"]) == real
            else:  # the partner too: "It is forbidden to show your hand of cards to your teammate"
                assert zones["hand"] == {"cards": real} and isinstance(zones["mana"], dict)
        shown = {o["card"] for p in view["players"] for z in p["zones"].values() if isinstance(z, list) for o in z}
        assert set(view["cards"]) <= shown | {o["card"] for o in view["limbo"] + view["gone"]}


@pytest.mark.parametrize("mode", ["2v2", "free-for-all"])
def test_the_position_round_trips_whole_games(mode):
    for seed in range(2):
        game = Game.new(mode=mode, seed=seed, max_days=30)
        rng = random.Random(seed)
        while not game.is_over():
            game.apply(rng.choice(game.legal_actions()))
            data = game.to_dict()
            assert Game.from_dict(json.loads(json.dumps(data))).to_dict() == data


def test_a_position_after_players_left_round_trips_and_keeps_the_seats():
    game = Game.new(mode="free-for-all", seed=2)
    game.state.players = [p for p in game.state.players if p.name in ("alice", "carol")]
    data = game.to_dict()
    back = Game.from_dict(data)
    assert [p.name for p in back.state.players] == ["alice", "carol"] and back.state.seats == tuple(FOUR)
    assert facing(back.state, "alice", Expedition.HERO) == ("carol", Expedition.COMPANION)
    data["clock"]["seats"] = ["alice", "bob"]
    with pytest.raises(Exception, match="4 players"):
        Game.from_dict(data)


@pytest.mark.parametrize("mode", ["2v2", "free-for-all"])
def test_self_play_with_every_check(mode):
    decks = {"a": None, "b": None}
    from judge.decks import EXAMPLE_DECKS

    decks = dict(EXAMPLE_DECKS)
    names = tuple(sorted(decks)) * 2
    for seed in range(3):
        out = play_one(seed, decks, names, 30, check=True, mode=mode)
        assert out.broke is None and out.winner in FOUR, (seed, out.broke)


def test_the_same_seed_gives_the_same_trace():
    a, b = _played("2v2", 7, 200), _played("2v2", 7, 200)
    assert a.trace.render() == b.trace.render()


def test_a_scenario_of_a_four_player_mode_needs_four_players(tmp_path):
    path = tmp_path / "two.yaml"
    path.write_text("ruling: x\nmode: 2v2\nposition: {alice: {}, bob: {}}\n", encoding="utf-8")
    code, out, err = run_judge("run", str(path))
    assert code == 2 and "4 players" in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_a_region_of_a_four_player_game_names_whose_path(tmp_path):
    path = tmp_path / "region.yaml"
    path.write_text("ruling: x\nmode: free-for-all\nposition: {alice: {}, bob: {}, carol: {}, dave: {}}\n"
                    "expect: [region 3 is face down]\n", encoding="utf-8")
    code, out, err = run_judge("run", str(path))
    assert code == 2 and "alice's region 3" in err and "Traceback" not in err
    path.write_text("ruling: x\nmode: free-for-all\nposition: {alice: {}, bob: {}, carol: {}, dave: {}}\n"
                    "expect: [alice's region 3 is face down, bob's region 1 is face down]\n", encoding="utf-8")
    code, out, err = run_judge("run", str(path))
    assert code == 0, out + err


def test_the_console_seats_four_players_for_a_four_player_mode():
    from judge.console.session import Session

    s = Session()
    assert s.execute("set mode 2v2") == "ok"
    board = s.execute("show board")
    assert all(f"{n}:" in board for n in FOUR) and "2v2" in board
    assert s.execute("set mode 1v1") == "ok"
    assert "carol" not in s.execute("show board")


def test_the_multiplayer_pages_have_code_and_rulings():
    code, out, err = run_judge("rules", "coverage", "modes.2v2", "modes.free-for-all", "--json")
    assert code == 0, err
    rows = {r["id"]: r for r in json.loads(out)["rules"]}
    missing = {rid: r for rid, r in rows.items() if not r["code"] or not r["rulings"]}
    assert not missing, sorted(missing)


def _spell_position(tmp_path, target: str):
    path = tmp_path / "spell.yaml"
    path.write_text(f"""ruling: x
mode: 2v2
cards:
  Insight Trade: {{type: spell, cost: 1/1, effect: [draw: {{players: target opponent, amount: 1}}]}}
  Scout: {{type: character, cost: 1/1, stats: 1/1/1}}
position:
  alice: {{hand: ["Insight Trade | #ins"], mana: 1}}
  bob: {{deck: ["Scout | #bs"]}}
  carol: {{deck: ["Scout | #cs"]}}
  dave: {{deck: ["Scout | #ds"]}}
steps:
  - alice plays ins from hand targeting {target}
""", encoding="utf-8")
    return Game.from_scenario(path)


def test_a_target_opponent_is_declared_with_the_spell_and_never_the_partner(tmp_path):
    game = _spell_position(tmp_path, "bob")
    assert [o.uid for o in game.state.player("bob").zones["hand"]] == ["bs"]
    assert not game.state.player("dave").zones["hand"] and not game.state.player("carol").zones["hand"]
    lines = game.trace.render().splitlines()
    declared = next(i for i, line in enumerate(lines) if "targets the opponent bob" in line)
    paid = next(i for i, line in enumerate(lines) if "alice pays 1" in line)
    assert declared < paid  # 5.2.3.b: in the declaration of intent, before the costs (5.1.2.d)
    refused = _spell_position(tmp_path, "carol")
    assert "not an opponent of alice" in refused.trace.render()
    assert [o.uid for o in refused.state.player("alice").zones["hand"]] == ["ins"]  # nothing changes


@pytest.mark.parametrize("mode", ["2v2", "free-for-all"])
def test_a_player_plays_cards_only_into_their_own_zones(mode):
    """"It is not possible to directly play a card in your teammate's Expedition or Landmark Zone":
    every card a legal action plays ends up under its player's control, in their own zones."""
    from judge.actions import Play

    for seed in range(3):
        game = Game.new(mode=mode, seed=seed, max_days=30)
        rng = random.Random(seed)
        while not game.is_over():
            legal = game.legal_actions()
            action = rng.choice(legal)
            game.apply(action)
            if isinstance(action, Play):
                o = game.state.get(action.card)
                if o is not None and o.exists and o.card.type != "spell" and o.zone != "reserve":
                    assert o.controller == action.player and o in game.state.zone_list(action.player, o.zone), action
