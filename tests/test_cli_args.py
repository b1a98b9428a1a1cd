"""Bad values on the command line of the lookups: one line on standard error, exit 2, the value
named (escaped when it holds control characters); and the lookups' hand-read options mean
exactly what argparse would make of them (a property test over random command lines).
"""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from judge import cli
from tests.helpers import run_judge


def one_line_error(result) -> str:
    code, out, err = result
    assert "Traceback" not in err, err
    assert code == 2, (code, out[:300], err)
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert out == "", out[:300]
    return lines[0]


BAD = [
    (("search", "--limit", "-1", "tokens"), ["--limit", "-1"]),
    (("search", "--limit=0", "tokens"), ["--limit", "0"]),
    (("search", "--limit", "100000", "tokens"), ["--limit"]),
    (("ask", "--limit", "-5", "what is a token"), ["--limit"]),
    (("search", "--limit", "x", "tokens"), ["--limit", "'x'"]),
    (("rule", "2.1.c", "--edition", ""), ["--edition"]),
    (("rule", "--edition=", "2.1.c"), ["--edition"]),
    (("search", "--edition", " ", "tokens"), ["--edition"]),
    (("rule", "2.1.c", "--edition", "nope"), ["nope", "builtin"]),
    (("rule", ".."), ["'..'"]),
    (("rule", "."), ["'.'"]),
    (("rule", "   "), ["rule"]),
    (("rule", "9.9.9"), ["9.9.9", "nearest"]),
    (("rule", "2.1\x07"), ["\\x07"]),
    (("rule", "x" * 5000), ["rule"]),
    (("term", "a\x01b"), ["\\x01"]),
    (("term", "zzzz"), ["zzzz"]),
    (("search", "x" * 2000), ["too long"]),
    (("search", "   "), ["search"]),
    (("ask", " "), ["ask"]),
    (("refs", "modes.2v2.victory-conditions"), ["page section"]),
    (("card", "no such card"), ["no such card"]),
    (("card", " "), ["card", "The Kraken"]),
    (("rules", "coverage", ""), ["''", "4.2.4.c"]),
    (("run", ""), ["empty path"]),
    (("check", ""), ["empty path"]),
    (("card", "\x1b[31mred"), ["\\x1b"]),
    (("rule",), ["id"]),
    (("rule", "2.1.c", "--bogus"), ["--bogus"]),
    (("nonsense",), ["nonsense"]),
    (("graph", "--format", "png"), ["png"]),
]


@pytest.mark.parametrize("argv,names", BAD, ids=[" ".join(a)[:40] for a, _ in BAD])
def test_a_bad_value_gets_one_line(argv, names):
    line = one_line_error(run_judge(*argv))
    for name in names:
        assert name in line, (name, line)


def test_graph_output_into_a_missing_folder(tmp_path):
    line = one_line_error(run_judge("graph", "-o", str(tmp_path / "missing" / "x.graphml")))
    assert "missing" in line and "no folder" in line


def test_graph_output_onto_a_folder(tmp_path):
    line = one_line_error(run_judge("graph", "-o", str(tmp_path)))
    assert "folder" in line


def test_graph_output_never_replaces_a_file_unasked(tmp_path):
    mine = tmp_path / "notes.txt"
    mine.write_text("a judge's notes")
    line = one_line_error(run_judge("graph", "-o", str(mine)))
    assert "--force" in line
    assert mine.read_text() == "a judge's notes"


def test_graph_output_never_replaces_a_device_or_a_pipe(tmp_path):
    """Even with --force, only a regular file is replaced (as root, renaming a file over
    /dev/full would succeed and break the machine)."""
    import os
    import stat

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    line = one_line_error(run_judge("graph", "--format", "dot", "-o", str(fifo), "--force"))
    assert "not a regular file" in line
    assert stat.S_ISFIFO(os.stat(fifo).st_mode)


def test_the_whole_file_writer_refuses_what_is_not_a_regular_file(tmp_path):
    import os
    import stat

    from rules_index.files import write_whole

    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(OSError) as exc:
        write_whole(fifo, "x")
    assert "not a regular file" in str(exc.value)
    assert stat.S_ISFIFO(os.stat(fifo).st_mode) and os.listdir(tmp_path) == ["pipe"]
    with pytest.raises(OSError):
        write_whole(tmp_path, "x")  # a folder
    write_whole(tmp_path / "ok.txt", "fine")
    assert (tmp_path / "ok.txt").read_text() == "fine"


def test_graph_output_is_written_whole(tmp_path):
    target = tmp_path / "g.json"
    code, out, err = run_judge("graph", "--format", "json", "-o", str(target))
    assert code == 0, err
    import json

    data = json.loads(target.read_text())
    assert any(n.get("type") == "ruling" for n in data["nodes"])
    assert not list(tmp_path.glob("*.tmp"))


# --------------------------------------------------------------------------- the fast path


def _argparse(argv: list[str]):
    """What the full parser makes of `argv`, or None where it refuses it (its message muted)."""
    import contextlib
    import io

    try:
        with contextlib.redirect_stderr(io.StringIO()), contextlib.redirect_stdout(io.StringIO()):
            return vars(cli._parser().parse_args(argv))
    except SystemExit:
        return None


WORDS = st.sampled_from(["2.1.c", "Fleeting", "tokens", "what", "-", "--", "-x", "--json", "--history",
                         "--edition", "--edition=v5.0", "--edition=", "builtin", "--limit", "--limit=3",
                         "--limit=x", "3", "-1", "--bogus", "-h", "é", "a b", ""])


@settings(derandomize=True, max_examples=400, deadline=None)
@given(command=st.sampled_from(sorted(cli._FAST)), rest=st.lists(WORDS, max_size=5))
def test_the_fast_path_reads_what_argparse_reads(command, rest):
    argv = [command, *rest]
    fast = cli._fast(argv)
    if fast is None:
        return  # argparse reads it: its answer is the only one
    full = _argparse(argv)
    assert full is not None, f"the fast path accepted {argv!r}, which argparse refuses"
    got = {k: v for k, v in vars(fast).items() if k in full}
    assert got == {k: full[k] for k in got}, argv
    assert set(full) <= set(vars(fast)), (argv, set(full) - set(vars(fast)))


def test_the_fast_path_takes_the_usual_lookups():
    assert cli._fast(["rule", "2.1.c"]) is not None
    assert cli._fast(["search", "--limit", "3", "fleeting", "reserve", "--json"]).limit == 3
    assert cli._fast(["rule", "7.4.3", "--history", "--edition", "v5.0"]).edition == "v5.0"
    assert cli._fast(["rule", "--help"]) is None
    assert cli._fast(["term"]) is None


def test_a_lookup_imports_neither_the_engine_nor_pydantic_nor_networkx():
    import subprocess
    import sys

    run_judge("rule", "2.1.c")  # the caches, built first (that build may import anything)
    run_judge("card", "The Kraken")
    code = ("import sys; from judge.cli import main; main(['rule', '2.1.c']); main(['search', 'tokens']);"
            "main(['term', 'Fleeting']); main(['card', 'The Kraken']);"
            "bad = [m for m in sys.modules if m.split('.')[0] in ('pydantic', 'networkx', 'yaml', 'prompt_toolkit')"
            " or m.startswith(('judge.engine', 'judge.state', 'judge.scenario', 'judge.console'))];"
            "print(sorted(bad), file=sys.stderr)")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.strip().splitlines()[-1] == "[]", proc.stderr
