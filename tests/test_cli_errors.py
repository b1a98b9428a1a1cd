"""The command-line contract of `judge`: exit 0 on success, 2 on bad input or usage, and then
exactly one clear line on standard error naming the file or the bad value -- never a traceback.

Every case runs the real command in a fresh process (`run_judge`). The files imported here are
made in `tmp_path`; the imports that succeed go to a home folder of their own (never the
session's), so the editions the other tests see are not changed.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

import pypdf
import pytest

from tests.helpers import run_judge


# --------------------------------------------------------------------------- helpers


def assert_one_line_error(result: tuple[int, str, str], *names: str) -> str:
    """Exit status 2, one non-empty line on stderr, no traceback; the line names each of `names`."""
    code, out, err = result
    assert "Traceback" not in err, err
    assert code == 2, f"exit status {code}, expected 2; stderr: {err!r}; stdout: {out[:500]!r}"
    lines = err.strip().splitlines()
    assert len(lines) == 1, f"expected exactly one line on stderr, got {len(lines)}: {err!r}"
    line = lines[0].strip()
    assert line, "the error line is empty"
    for name in names:
        assert name in line, f"{name!r} not named in the error line {line!r}"
    return line


def assert_ok(result: tuple[int, str, str]) -> str:
    code, out, err = result
    assert "Traceback" not in err, err
    assert code == 0, f"exit status {code}, expected 0; stderr: {err!r}"
    return out


def rules_text(n_groups: int = 5, per_group: int = 10, words: str = "says something about cards") -> str:
    """A small plain-text rules document: `9.1 Group 1`, `9.1.a Rule a of group 1 ...` (50 rules)."""
    lines = ["Altered Test Rules", "Version 0.1", ""]
    for g in range(1, n_groups + 1):
        lines.append(f"9.{g} Group {g}")
        for letter in "abcdefghijklmnopqrstuvwxyz"[:per_group]:
            lines.append(f"9.{g}.{letter} Rule {letter} of group {g} {words}.")
    return "\n".join(lines) + "\n"


def text_pdf(path: Path, lines: list[str]) -> Path:
    """A one-page PDF whose page holds `lines` as real text, made with pypdf alone."""
    from pypdf.generic import ContentStream, DecodedStreamObject, DictionaryObject, NameObject

    writer = pypdf.PdfWriter()
    page = writer.add_blank_page(612, 792)
    font = DictionaryObject({
        NameObject("/Type"): NameObject("/Font"),
        NameObject("/Subtype"): NameObject("/Type1"),
        NameObject("/BaseFont"): NameObject("/Helvetica"),
    })
    page[NameObject("/Resources")] = DictionaryObject(
        {NameObject("/Font"): DictionaryObject({NameObject("/F1"): font})}
    )

    def esc(s: str) -> str:
        return s.replace("\\", "\\\\").replace("(", "\\(").replace(")", "\\)")

    ops = " T* ".join(f"({esc(line)}) Tj" for line in lines)
    stream = DecodedStreamObject()
    stream.set_data(f"BT /F1 12 Tf 14 TL 72 720 Td {ops} ET".encode("latin-1"))
    page.replace_contents(ContentStream(stream, writer))
    with open(path, "wb") as fh:
        writer.write(fh)
    return path


@pytest.fixture
def own_home(tmp_path, monkeypatch) -> Path:
    """A judge home for this test only (imports here must not reach the session's home)."""
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("ALTERED_JUDGE_HOME", str(home))
    return home


@pytest.fixture
def mini_rules(tmp_path) -> Path:
    path = tmp_path / "mini-rules.txt"
    path.write_text(rules_text(), encoding="utf-8")
    return path


# --------------------------------------------------------------------------- success: exit 0


def test_success_exits_zero():
    out = assert_ok(run_judge("rule", "2.1.c"))
    assert "2.1.c" in out
    data = json.loads(assert_ok(run_judge("rule", "7.4.3", "--json")))
    assert data["id"] == "7.4.3"


# --------------------------------------------------------------------------- rules import FILE


def test_import_empty_file(tmp_path):
    path = tmp_path / "empty.txt"
    path.write_bytes(b"")
    assert_one_line_error(run_judge("rules", "import", str(path)), str(path))


def test_import_binary_file(tmp_path):
    path = tmp_path / "random.bin"
    path.write_bytes(os.urandom(3000) + b"\0\0\0\0" + os.urandom(3000) + b"\0")
    assert_one_line_error(run_judge("rules", "import", str(path)), str(path))


def test_import_blank_pdf(tmp_path):
    path = tmp_path / "blank.pdf"
    writer = pypdf.PdfWriter()
    writer.add_blank_page(72, 72)
    with open(path, "wb") as fh:
        writer.write(fh)
    assert_one_line_error(run_judge("rules", "import", str(path)), str(path))


def test_import_pdf_of_unrelated_text(tmp_path):
    path = text_pdf(tmp_path / "recipe.pdf", [
        "Country Bread",
        "A recipe for a simple loaf, written for the tests.",
        "Mix the flour, the water, the yeast and the salt.",
        "Knead for ten minutes, then let the dough rise for two hours.",
        "Bake for forty minutes in a hot oven.",
    ])
    assert "Country Bread" in pypdf.PdfReader(str(path)).pages[0].extract_text()  # really has text
    assert_one_line_error(run_judge("rules", "import", str(path)), str(path))


def test_import_oversized_file_is_refused_before_reading(tmp_path):
    path = tmp_path / "huge.txt"
    with open(path, "wb") as fh:  # sparse: 50 MB of size, almost nothing on disk
        fh.seek(50 * 1024 * 1024)
        fh.write(b"x")
    assert path.stat().st_size > 50 * 1024 * 1024
    line = assert_one_line_error(run_judge("rules", "import", str(path)), str(path))
    # Read first, the file's zeros would be reported as a binary file: the size must be the reason.
    assert "large" in line.lower() or "MB" in line, line


def test_import_missing_file(tmp_path):
    path = tmp_path / "no-such-rules.pdf"
    assert_one_line_error(run_judge("rules", "import", str(path)), str(path))


def test_import_text_without_numbered_rules(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text(
        "Notes from the store championship\n\n"
        + "Players should arrive on time and bring their own sleeves.\n" * 40,
        encoding="utf-8",
    )
    assert_one_line_error(run_judge("rules", "import", str(path)), str(path))


def test_import_invalid_edition_name(mini_rules, own_home):
    assert_one_line_error(run_judge("rules", "import", str(mini_rules), "--edition", "bad name!"), "bad name!")
    assert not (own_home / "data" / "editions" / "bad name!").exists()


def test_import_reserved_edition_name(mini_rules, own_home):
    assert_one_line_error(run_judge("rules", "import", str(mini_rules), "--edition", "builtin"), "builtin")


def test_import_same_edition_twice_needs_force(tmp_path, mini_rules, own_home):
    assert_ok(run_judge("rules", "import", str(mini_rules), "--edition", "mini"))
    stored = own_home / "data" / "editions" / "mini" / "edition.json"
    assert stored.is_file()
    before = stored.read_bytes()

    other = tmp_path / "other-rules.txt"
    other.write_text(rules_text(words="was rewritten in the second file"), encoding="utf-8")
    assert_one_line_error(run_judge("rules", "import", str(other), "--edition", "mini"), "mini")

    # The first import is intact, on disk and as the command sees it.
    assert stored.read_bytes() == before
    data = json.loads(assert_ok(run_judge("rule", "9.1.a", "--edition", "mini", "--json")))
    assert "says something about cards" in data["text"]
    assert "rewritten" not in data["text"]
    names = [row["edition"] for row in json.loads(assert_ok(run_judge("rules", "list", "--json")))]
    assert names.count("mini") == 1

    # With --force the second file replaces it.
    assert_ok(run_judge("rules", "import", str(other), "--edition", "mini", "--force"))
    data = json.loads(assert_ok(run_judge("rule", "9.1.a", "--edition", "mini", "--json")))
    assert "rewritten" in data["text"]


# --------------------------------------------------------------------------- unknown edition


@pytest.mark.parametrize(
    "args",
    [
        ("rule", "2.1.c"),
        ("term", "Defender"),
        ("search", "reserve"),
        ("refs", "2.1.c"),
        ("ask", "2.1.c"),
        ("rules", "doctor"),
    ],
    ids=lambda a: " ".join(a),
)
def test_unknown_edition(args):
    assert_one_line_error(run_judge(*args, "--edition", "nosuchedition"), "nosuchedition")


def test_unknown_edition_in_diff():
    assert_one_line_error(run_judge("rules", "diff", "builtin", "nosuchedition"), "nosuchedition")


# --------------------------------------------------------------------------- lookups


def test_missing_rule_names_nearest_ids():
    line = assert_one_line_error(run_judge("rule", "9.9.9"), "9.9.9")
    assert "nearest" in line, line
    from rules_index import builtin

    known = set(builtin.load().rules)
    named = [i.strip() for i in line.split("nearest", 1)[1].lstrip(":").split(",") if i.strip()]
    assert named, line
    assert all(i in known for i in named), f"not all of {named} are rules of the built-in edition"


def test_missing_term():
    assert_one_line_error(run_judge("term", "nosuchterm"), "nosuchterm")


# --------------------------------------------------------------------------- usage


def test_no_command():
    line = assert_one_line_error(run_judge())
    assert "command" in line.lower() or "usage" in line.lower(), line


def test_rules_without_action():
    line = assert_one_line_error(run_judge("rules"))
    assert "rules" in line, line


def test_unknown_command():
    assert_one_line_error(run_judge("frobnicate"), "frobnicate")


def test_bad_graph_format():
    assert_one_line_error(run_judge("graph", "--format", "png"), "png")


# --------------------------------------------------------------------------- graph --output


def test_graph_output_does_not_overwrite_without_force(tmp_path):
    path = tmp_path / "graph.json"
    path.write_text("precious\n", encoding="utf-8")
    assert_one_line_error(run_judge("graph", "--format", "json", "-o", str(path)), str(path))
    assert path.read_text(encoding="utf-8") == "precious\n"

    assert_ok(run_judge("graph", "--format", "json", "-o", str(path), "--force"))
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["nodes"] and data["edges"]
