"""Booster War in the engine (formats.booster-war): the mode travels with the position, and the
game's end after the fourth day. The page's differences each have a ruling in scenarios/modes/."""

from __future__ import annotations

import pytest

from judge.actions import Advance
from judge.game import Game
from judge.selfplay import booster_decks, play_one


def test_the_mode_round_trips_with_the_position_and_copies():
    game = Game.new(seed=2, mode="booster-war-technical")
    assert Game.from_dict(game.to_dict()).state.mode == "booster-war-technical"
    assert game.copy().state.mode == "booster-war-technical"
    assert "mode" not in Game.new(seed=2).to_dict()["clock"]  # the usual game writes nothing new


def test_an_unknown_mode_is_refused():
    with pytest.raises(ValueError, match="no mode"):
        Game.new(mode="booster-peace")
    data = Game.new(seed=1).to_dict()
    data["clock"]["mode"] = "2v3"
    with pytest.raises(Exception, match="mode"):
        Game.from_dict(data)


def _at_night(tmp_path, day: int, alice: tuple[int, int], bob: tuple[int, int]) -> Game:
    path = tmp_path / "war.yaml"
    path.write_text(f"""ruling: a Booster War at the Night of day {day}
mode: booster-war
position:
  day: {day}
  phase: night
  first player: alice
  adventure: {{tumult: [V|MO, M|VO, O|VM]}}
  alice: {{hero expedition at: {alice[0]}, companion expedition at: {alice[1]}}}
  bob: {{hero expedition at: {bob[0]}, companion expedition at: {bob[1]}}}
""", encoding="utf-8")
    return Game.from_scenario(path)


def test_still_tied_after_the_additional_day_the_game_ends_without_a_winner(tmp_path):
    game = _at_night(tmp_path, 5, (2, 6), (1, 5))
    game.apply(Advance())
    assert game.is_over() and game.winner is None
    assert "still tied after the additional day" in game.trace.render()


def test_no_end_before_the_fourth_day(tmp_path):
    game = _at_night(tmp_path, 3, (2, 6), (1, 6))
    game.apply(Advance())
    assert not game.is_over() and game.state.day == 4


def test_self_play_deals_a_hero_and_twelve_cards():
    decks = {"a": ["Subhash & Marmo"] + ["Tinker Bell"] * 20, "b": ["Kojo & Booda"] + ["Anubis"] * 20}
    dealt = booster_decks(decks, ("a", "b"), seed=3)
    assert [len(d) for d in dealt.values()] == [13, 13]
    out = play_one(3, decks, ("a", "b"), 30, check=True, mode="booster-war")
    assert out.broke is None and out.days <= 5


def test_the_pages_of_the_formats_have_code_and_booster_wars_rules_rulings():
    import json

    from tests.helpers import run_judge

    code, out, err = run_judge("rules", "coverage", "formats.booster-war", "formats.booster-draft", "formats.standard",
                               "--json")
    assert code == 0, err
    rows = {r["id"]: r for r in json.loads(out)["rules"]}
    assert {"formats.booster-war.rule-least-technical-mode", "formats.booster-war.rule-most-technical-mode",
            "formats.booster-draft.intro", "formats.standard.intro"} <= set(rows)
    assert all(r["code"] for r in rows.values()), [r for r in rows.values() if not r["code"]]
    assert rows["formats.booster-war.rule-least-technical-mode"]["rulings"]
    assert rows["formats.booster-war.rule-most-technical-mode"]["rulings"]


def test_the_console_sets_the_mode_before_the_first_step_only():
    from judge.console.session import Session

    s = Session()
    assert s.execute("set mode booster-war") == "ok"
    assert "booster-war" in s.execute("show board")
    assert "no mode" in s.execute("set mode 3v3")
    s.execute("both pass")
    assert "before the first step" in s.execute("set mode 1v1")


def test_self_play_counts_a_stop_where_the_engine_does_not_model_apart(monkeypatch):
    """A construct the engine does not model in the situation a game reached stops the game, said:
    not an invariant break nor an exception (counted apart, listed)."""
    from judge import selfplay
    from judge.table import EngineError

    def refuse(self, action):
        raise EngineError("a card's replacement and another one: which applies first no edition says; not modelled")

    monkeypatch.setattr(selfplay.Game, "apply", refuse)
    out = selfplay.play_one(1, {"a": ["Subhash & Marmo"] + ["Tinker Bell"] * 20}, ("a", "a"), 30, check=False)
    assert out.stopped and out.broke is None
    report = selfplay.summary([out], [], False)
    assert report["exceptions"] == 0 and len(report["stopped_not_modelled"]) == 1
    assert "stopped where the engine does not model what happens: 1" in selfplay.render(report)
