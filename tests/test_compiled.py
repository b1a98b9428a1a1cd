"""The cache of prepared positions (judge/scenario/compiled.py): a file read from it runs exactly
as a file read afresh, byte for byte; a changed file or base, or a damaged entry, is read again;
and a run from it imports neither YAML nor pydantic."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from judge.scenario.commands import is_ruling_file, scenario_files
from judge.scenario.problems import ScenarioError
from judge.scenario.run import run
from tests.helpers import ROOT


@pytest.fixture()
def home(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("ALTERED_JUDGE_HOME", str(tmp_path / "home"))
    return tmp_path / "home"


def outcome(path) -> tuple:
    r = run(path)
    return (r.game.trace.render(), r.to_dict()["final"], [(f.expectation, f.actual, f.line) for f in r.failures],
            r.stopped, r.stopped_line, r.unused_choices, r.passed)


CORPUS = [f for f in scenario_files([str(ROOT / "scenarios")]) if is_ruling_file(f)]


def test_every_ruling_runs_the_same_from_the_cache(home):
    assert len(CORPUS) > 150
    cold = {f: outcome(f) for f in CORPUS}
    entries = list((home / "cache" / "prepared").glob("*.pickle"))
    assert len(entries) == len(CORPUS)
    warm = {f: outcome(f) for f in CORPUS}
    different = [str(f) for f in CORPUS if cold[f] != warm[f]]
    assert different == []


RULING = """ruling: x
cards:
  Bruiser: {type: character, cost: 3/3, stats: 4/4/4}
position:
  alice: {hero expedition: ['Bruiser | #b']}
  bob: {}
steps:
  - both pass
  - play until night
expect:
  - alice hero expedition is in region 1
"""


def test_an_edited_file_is_read_again(home, tmp_path):
    f = tmp_path / "r.yaml"
    f.write_text(RULING)
    assert run(f).passed
    f.write_text(RULING.replace("region 1", "region 0"))
    assert not run(f).passed
    f.write_text(RULING.replace("4/4/4", "0/0/0"))
    assert run(f).passed is False  # 0/0/0 against nothing: the expedition does not move


def test_an_edited_base_is_read_again(home, tmp_path):
    (tmp_path / "base.yaml").write_text("ruling: base\nposition:\n  alice: {hero expedition: ['Bruiser | #b']}\n  bob: {}\n"
                                        "cards:\n  Bruiser: {type: character, cost: 3/3, stats: 4/4/4}\n")
    f = tmp_path / "r.yaml"
    f.write_text("ruling: x\nextends: base.yaml\nsteps:\n  - both pass\n  - play until night\n"
                 "expect:\n  - alice hero expedition is in region 1\n")
    assert run(f).passed
    assert run(f).passed  # from the cache
    (tmp_path / "base.yaml").write_text("ruling: base\nposition:\n  alice: {hero expedition: ['Bruiser | #b']}\n  bob: {}\n"
                                        "cards:\n  Bruiser: {type: character, cost: 3/3, stats: 0/0/0}\n")
    assert not run(f).passed
    (tmp_path / "base.yaml").unlink()
    with pytest.raises(ScenarioError) as exc:
        run(f)
    assert "base.yaml" in exc.value.line()


def test_a_base_unchanged_since_it_was_read_is_trusted_by_its_stat_and_an_edit_is_seen(home, tmp_path, monkeypatch):
    from judge.scenario import compiled

    base = tmp_path / "base.yaml"
    text = ("ruling: base\nposition:\n  alice: {hero expedition: ['Bruiser | #b']}\n  bob: {}\n"
            "cards:\n  Bruiser: {type: character, cost: 3/3, stats: 4/4/4}\n")
    base.write_text(text)
    old = 1_600_000_000_000_000_000
    os.utime(base, ns=(old, old))  # written long ago: its stat can be trusted
    f = tmp_path / "r.yaml"
    f.write_text("ruling: x\nextends: base.yaml\nsteps:\n  - both pass\n  - play until night\n"
                 "expect:\n  - alice hero expedition is in region 1\n")
    assert run(f).passed
    reads = []
    real = compiled.digest
    monkeypatch.setattr(compiled, "digest", lambda t: reads.append(t) or real(t))
    assert run(f).passed
    assert len(reads) == 1  # the file itself, not its base
    base.write_text(text.replace("4/4/4", "0/0/0"))  # the same size, a new mtime
    assert not run(f).passed
    # an edit just now is not trusted by its stat: read again, though stamped like the last
    assert compiled._bases(f)[0][2] is None


def test_a_damaged_entry_is_read_again_with_one_line(home, tmp_path, capsys):
    f = tmp_path / "r.yaml"
    f.write_text(RULING)
    first = outcome(f)
    (entry,) = (home / "cache" / "prepared").glob("*.pickle")
    entry.write_bytes(b"\x80\x05not a pickle")
    assert outcome(f) == first
    err = capsys.readouterr().err
    assert len(err.strip().splitlines()) == 1 and "damaged" in err and str(f) in err
    assert outcome(f) == first and capsys.readouterr().err == ""


def test_an_object_added_by_a_step_comes_from_the_file_and_keeps_ids_apart(home, tmp_path):
    f = tmp_path / "r.yaml"
    f.write_text(RULING.replace("  - both pass\n", "  - add: {alice reserve: ['Bruiser | #c']}\n  - both pass\n")
                 .replace("region 1\n", "region 1\n  - c is in alice reserve\n"))
    assert run(f).passed and run(f).passed
    f.write_text(RULING.replace("  - both pass\n", "  - add: {alice reserve: ['Bruiser | #b']}\n  - both pass\n"))
    for _ in range(2):  # refused the same way afresh and from the cache (2.1.a)
        r = run(f)
        assert r.stopped and "two objects" in r.stopped, r.stopped


def test_a_run_from_the_cache_imports_neither_yaml_nor_pydantic(home):
    ruling = ROOT / "scenarios" / "dusk" / "tie-does-not-move-forward.yaml"
    code = ("import sys; from judge.cli import main; rc = main(['run', sys.argv[1]]);"
            "bad = sorted(m for m in sys.modules if m.split('.')[0] in ('yaml', 'pydantic', 'networkx'));"
            "print(rc, bad, file=sys.stderr)")
    env = {"ALTERED_JUDGE_HOME": str(home), "PATH": "/usr/bin:/bin"}
    for _ in range(2):  # the first run fills the cache
        proc = subprocess.run([sys.executable, "-c", code, str(ruling)], capture_output=True, text=True, env=env,
                              cwd=ROOT, timeout=120)
    assert proc.stderr.strip().splitlines()[-1] == "0 []", proc.stderr


def test_the_code_stamp_covers_the_engine_and_its_data(tmp_path, monkeypatch):
    from judge import stamp

    first = stamp.code_stamp()
    assert len(first) == 16 and stamp.code_stamp() == first  # once per process
    catalog = Path(stamp._JUDGE) / "data" / "catalog.yaml"
    monkeypatch.setattr(stamp, "_stamp", None)
    original = catalog.stat()
    try:
        os.utime(catalog, ns=(original.st_atime_ns, original.st_mtime_ns + 1_000_000_000))
        assert stamp.code_stamp() != first  # the catalog is data the engine is made with
    finally:
        os.utime(catalog, ns=(original.st_atime_ns, original.st_mtime_ns))
    monkeypatch.setattr(stamp, "_stamp", None)
    assert stamp.code_stamp() == first
