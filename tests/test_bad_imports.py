"""Bad input to `judge rules import` and damaged stored editions (issue 8).

Every bad import gets exactly one line on standard error naming the file, exit status 2, no
traceback, and leaves the stored editions as they were; whatever can be refused without
parsing the document is refused before it is parsed (checked in-process: the parser is
replaced by one that fails the test). A damaged stored edition is reported as such and does
not stop the commands that do not use it.

The documents here are invented for the tests; the v5.0 PDF is read from ../shared when it is
there (the tests that need it skip otherwise) and never copied.
"""

from __future__ import annotations

import io
import json
import os
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import pypdf
import pytest

from judge import cli
from rules_index import build, editions, files, importer, parse, pdftext
from rules_index.errors import BadInput
from tests.helpers import V5_PDF, run_judge
from tests.test_pdftext import SYNTHETIC_PAGES, make_pdf

# --------------------------------------------------------------------------- documents


def rules_text(version: str, rules: int = 40) -> str:
    """A plain-text rules document the importer accepts: `rules` lettered rules."""
    lines = ["Altered Comprehensive Rules", f"Version {version}", ""]
    for i in range(1, rules + 1):
        lines += [f"9.{i}.a Rule number {i} says something about expeditions", "and goes on over a line."]
    return "\n".join(lines) + "\n"


def pdf_bytes(writer: pypdf.PdfWriter) -> bytes:
    buf = io.BytesIO()
    writer.write(buf)
    return buf.getvalue()


def blank_pdf(encrypt: bool = False) -> bytes:
    writer = pypdf.PdfWriter()
    writer.add_blank_page(72, 72)
    if encrypt:
        writer.encrypt("secret", algorithm="RC4-128")
    return pdf_bytes(writer)


def first_pages_of_v5(pages: int) -> bytes:
    reader = pypdf.PdfReader(V5_PDF)
    writer = pypdf.PdfWriter()
    for page in reader.pages[:pages]:
        writer.add_page(page)
    return pdf_bytes(writer)


def need_v5() -> None:
    if not V5_PDF.is_file():
        pytest.skip(f"the v5.0 rules PDF is not at {V5_PDF}")


# --------------------------------------------------------------------------- a home of our own

# Editions stored before the bad imports run: each bad import must leave them as they are.
STORED = {"club-1": "77.0", "v77.1": "77.1", "v2.3": "2.3", "v5.0": "5.0"}


@pytest.fixture(scope="module")
def home(tmp_path_factory, judge_home) -> Path:
    """An ALTERED_JUDGE_HOME for this module (the session's is left untouched), holding small
    text editions named like the documents below, so "already exists" can be tested fast."""
    root = tmp_path_factory.mktemp("bad-imports-home")
    old = os.environ["ALTERED_JUDGE_HOME"]
    os.environ["ALTERED_JUDGE_HOME"] = str(root)
    src = tmp_path_factory.mktemp("stored-sources")
    for name, version in STORED.items():
        path = src / f"{name}.txt"
        path.write_text(rules_text(version), encoding="utf-8")
        editions.save(importer.import_file(path, name))
    yield root
    os.environ["ALTERED_JUDGE_HOME"] = old


def snapshot(root: Path) -> dict[str, bytes]:
    """Every file under the editions folder, with its bytes."""
    folder = root / "data" / "editions"
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


# --------------------------------------------------------------------------- the table


@dataclass(frozen=True)
class Case:
    id: str
    make: Callable[[Path], tuple[Path, list[str]]]  # tmp folder -> (the file, extra arguments)
    says: str  # words the line must hold
    early: bool = False  # refused before the document is parsed


def write(name: str, data: bytes | str, *extra: str) -> Callable[[Path], tuple[Path, list[str]]]:
    def make(tmp: Path) -> tuple[Path, list[str]]:
        path = tmp / name
        path.write_bytes(data.encode("utf-8") if isinstance(data, str) else data)
        return path, list(extra)

    return make


def missing(tmp: Path) -> tuple[Path, list[str]]:
    return tmp / "nowhere.pdf", []


def folder(tmp: Path) -> tuple[Path, list[str]]:
    path = tmp / "rules.pdf"
    path.mkdir()
    return path, []


def fifo(tmp: Path) -> tuple[Path, list[str]]:
    path = tmp / "rules-pipe.txt"
    os.mkfifo(path)  # a reader would block forever: the importer must never open it
    return path, []


def dangling_link(tmp: Path) -> tuple[Path, list[str]]:
    path = tmp / "link.pdf"
    path.symlink_to(tmp / "gone.pdf")
    return path, []


def huge(tmp: Path) -> tuple[Path, list[str]]:
    path = tmp / "huge.pdf"
    with open(path, "wb") as fh:  # sparse: takes no room on disk
        fh.write(b"%PDF-1.7\n")
        fh.seek(pdftext.MAX_PDF_BYTES + 1)
        fh.write(b"\0")
    return path, []


def truncated_v5(tmp: Path) -> tuple[Path, list[str]]:
    need_v5()
    path = tmp / "first-30-pages.pdf"
    path.write_bytes(first_pages_of_v5(30))
    return path, ["--edition", "t30"]


def v5_cut_in_half(tmp: Path) -> tuple[Path, list[str]]:
    need_v5()
    data = V5_PDF.read_bytes()
    path = tmp / "half.pdf"
    path.write_bytes(data[: len(data) // 2])  # no %%EOF: pypdf has its own words for that
    return path, ["--edition", "half"]


GOOD_TEXT = rules_text("31.4")
SYNTHETIC = make_pdf(SYNTHETIC_PAGES)  # "Version 2.3": 5 rules, too few for a rules document
NOISE = bytes((i * 7919 + 13) % 256 for i in range(4096))

CASES = [
    Case("missing", missing, "no such file", early=True),
    Case("dangling-symlink", dangling_link, "no such file", early=True),
    Case("folder", folder, "folder", early=True),
    Case("fifo", fifo, "named pipe", early=True),
    Case("empty-pdf", write("empty.pdf", b""), "empty", early=True),
    Case("empty-text", write("empty.txt", b""), "empty", early=True),
    Case("newline-in-name", write("two\nlines.txt", b""), "empty", early=True),
    Case("undecodable-name", write(os.fsdecode(b"caf\xe9.txt"), b""), "empty", early=True),
    Case("over-20-MB", huge, "20 MB", early=True),
    Case("edition-empty-name", write("ok.txt", GOOD_TEXT, "--edition", ""), "edition name ''", early=True),
    Case("edition-path", write("ok.txt", GOOD_TEXT, "--edition", "../x"), "edition name '../x'", early=True),
    Case("edition-absolute", write("ok.txt", GOOD_TEXT, "--edition", "/tmp/x"), "edition name", early=True),
    Case("edition-space", write("ok.txt", GOOD_TEXT, "--edition", "my rules"), "edition name", early=True),
    Case("edition-newline", write("ok.txt", GOOD_TEXT, "--edition", "v5\nx"), r"'v5\nx'", early=True),
    Case("edition-trailing-newline", write("ok.txt", GOOD_TEXT, "--edition", "v5\n"), "edition name", early=True),
    Case("edition-escape", write("ok.txt", GOOD_TEXT, "--edition", "v\x1b[31m"), r"\x1b", early=True),
    Case("edition-too-long", write("ok.txt", GOOD_TEXT, "--edition", "x" * 41), "at most 40", early=True),
    Case("edition-builtin", write("ok.txt", GOOD_TEXT, "--edition", "builtin"), "reserved", early=True),
    Case("edition-exists", write("ok.txt", GOOD_TEXT, "--edition", "club-1"), "already exists", early=True),
    Case("version-exists-text", write("r77.txt", rules_text("77.1")), "'v77.1' already exists", early=True),
    Case("version-exists-pdf", write("widget.pdf", SYNTHETIC), "'v2.3' already exists", early=True),
    Case("binary", write("data.bin", NOISE), "binary"),
    Case("binary-named-pdf", write("random.pdf", NOISE), "binary"),
    Case("not-cp1252", write("odd.txt", "1.1.a fine\nstill fine\n".encode() + b"\x81\xff\x9d"), "line 3"),
    Case("nul-filled", write("zeros.txt", b"\0" * 5000), "binary"),
    Case("utf16-bom", write("utf16.txt", rules_text("8.8").encode("utf-16")), "UTF-16"),
    Case("utf16-no-bom", write("utf16le.txt", rules_text("8.8").encode("utf-16-le")), "UTF-16"),
    Case("whitespace-only", write("blank.txt", "\n   \n\t\n"), "0 numbered rules"),
    Case("text-not-rules", write("letter.txt", "Dear judge,\nthese are not rules.\n"), "does not look like"),
    Case("text-too-few-rules", write("few.txt", rules_text("8.9", rules=10), "--edition", "few"), "10 numbered"),
    Case("pdf-garbage", write("corrupt.pdf", b"%PDF-1.7\n" + NOISE), "corrupt PDF"),
    Case("pdf-cut", write("cut.pdf", SYNTHETIC[:300]), "corrupt PDF"),
    Case("pdf-no-eof", write("noeof.pdf", SYNTHETIC[: SYNTHETIC.rindex(b"%%EOF")], "--edition", "x"), "corrupt PDF"),
    Case("pdf-blank", write("blank.pdf", blank_pdf()), "no extractable text"),
    Case("pdf-encrypted", write("locked.pdf", blank_pdf(encrypt=True)), "encrypted"),
    Case("pdf-letter", write("letter.pdf", make_pdf([["Dear judge,", "not rules at all.", "1 Regards"]])), "rules document"),
    Case("pdf-few-rules", write("widget.pdf", SYNTHETIC, "--edition", "widget"), "5 numbered rules"),
    Case("pdf-truncated-v5", truncated_v5, "139 of the 183 sections its contents list are missing (2.2.13, 2.2.14"),
    Case("pdf-v5-cut-in-half", v5_cut_in_half, "corrupt PDF"),
]


def one_line(err: str) -> str:
    """The only line of `err`, checked to be one line and no traceback."""
    assert "Traceback" not in err, err
    lines = err.splitlines()
    assert len(lines) == 1 and lines[0].strip() and err.endswith("\n"), err
    return lines[0]


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_bad_import_is_one_line_exit_2(case: Case, home: Path, tmp_path: Path):
    path, extra = case.make(tmp_path)
    before_input = path.read_bytes() if path.is_file() and not path.is_symlink() else None
    before = snapshot(home)
    code, out, err = run_judge("rules", "import", str(path), *extra)
    line = one_line(err)
    assert code == 2, err
    assert out == ""
    assert line.startswith("judge: ") and importer.printable(str(path)) in line, line
    assert case.says in line, line
    assert "EOF marker" not in err and "CAUTION" not in err  # pypdf's own words never leak
    # nothing the user wrote is lost or changed: the input, and the stored editions
    if before_input is not None:
        assert path.read_bytes() == before_input
    assert snapshot(home) == before


EARLY = [c for c in CASES if c.early]


@pytest.fixture
def no_parsing(monkeypatch):
    """Any parsing of the document fails the test: what is refused up front is refused fast."""

    def parsed(*args, **kwargs):
        raise AssertionError("the document was parsed before the import was refused")

    monkeypatch.setattr(pdftext, "read_pdf_bytes", parsed)
    monkeypatch.setattr(pdftext, "_extract_pages", parsed)
    monkeypatch.setattr(importer, "build_edition", parsed)
    monkeypatch.setattr(parse, "build_edition", parsed)


@pytest.mark.parametrize("case", EARLY, ids=[c.id for c in EARLY])
def test_early_refusal_does_not_parse(case: Case, home: Path, tmp_path: Path, no_parsing, capsys):
    path, extra = case.make(tmp_path)
    assert cli.main(["rules", "import", str(path), *extra]) == 2
    captured = capsys.readouterr()
    line = one_line(captured.err)
    assert importer.printable(str(path)) in line and case.says in line, line


def test_early_refusal_of_the_v5_pdf_when_v5_exists(home: Path, no_parsing, capsys):
    """The real case of the issue: importing v5.0 again took 6-20 s before saying no."""
    need_v5()
    started = time.monotonic()
    assert cli.main(["rules", "import", str(V5_PDF)]) == 2
    line = one_line(capsys.readouterr().err)
    assert str(V5_PDF) in line and "'v5.0' already exists" in line and "--force" in line
    assert time.monotonic() - started < 5  # the title page only (about 0.2 s), never the 104 pages


def test_unreadable_file(home: Path, tmp_path: Path, monkeypatch, capsys):
    # Tests run as root, who can read anything: the refusal of the operating system is simulated.
    path = tmp_path / "secret.txt"
    path.write_text(rules_text("12.0"), encoding="utf-8")
    real_open = Path.open

    def denied(self, *args, **kwargs):
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return real_open(self, *args, **kwargs)

    monkeypatch.setattr(Path, "open", denied)
    assert cli.main(["rules", "import", str(path)]) == 2
    line = one_line(capsys.readouterr().err)
    assert str(path) in line and "Permission denied" in line


def test_unstattable_file(home: Path, tmp_path: Path, monkeypatch, capsys):
    """A file in a folder we may not enter: even stat fails."""
    path = tmp_path / "locked" / "rules.pdf"
    real_stat = Path.stat

    def denied(self, *args, **kwargs):
        if self == path:
            raise PermissionError(13, "Permission denied", str(self))
        return real_stat(self, *args, **kwargs)

    monkeypatch.setattr(Path, "stat", denied)
    assert cli.main(["rules", "import", str(path)]) == 2
    line = one_line(capsys.readouterr().err)
    assert str(path) in line and "Permission denied" in line


def test_good_import_next_to_the_bad_ones(home: Path, tmp_path: Path):
    """The same home takes a good import: the refusals above are not a broken importer."""
    path = tmp_path / "good.txt"
    path.write_text(GOOD_TEXT, encoding="utf-8")
    edition = importer.import_file(path)
    assert edition.name == "v31.4" and len(edition.rules) >= 40
    assert importer.missing_sections(edition) == []


# --------------------------------------------------------------------------- storing


@pytest.fixture
def own_home(tmp_path: Path, monkeypatch) -> Path:
    root = tmp_path / "home"
    monkeypatch.setenv("ALTERED_JUDGE_HOME", str(root))
    return root


def text_edition(tmp_path: Path, name: str, version: str = "40.0", force: bool = False):
    path = tmp_path / f"{name}-{version}.txt"
    path.write_text(rules_text(version), encoding="utf-8")
    return importer.import_file(path, name, force=force)


def leftovers(root: Path) -> list[str]:
    folder = root / "data" / "editions"
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*") if p.name.endswith(".tmp"))


@pytest.mark.parametrize("failure", [KeyboardInterrupt, OSError])
def test_interrupted_save_leaves_nothing(own_home: Path, tmp_path: Path, monkeypatch, failure):
    edition = text_edition(tmp_path, "club")

    def dies(fd):  # the file is written, then putting it on disk fails
        raise failure(28, "No space left on device") if failure is OSError else failure()

    monkeypatch.setattr(files.os, "fsync", dies)
    expected = BadInput if failure is OSError else KeyboardInterrupt
    with pytest.raises(expected) as info:
        editions.save(edition)
    if failure is OSError:
        assert "No space left on device" in info.value.message
        assert str(editions.edition_file("club")) in info.value.message
    assert leftovers(own_home) == []
    assert not (own_home / "data" / "editions" / "club").exists()  # no empty edition folder
    assert editions.stored_names() == []


def test_interrupted_replace_keeps_the_old_edition(own_home: Path, tmp_path: Path, monkeypatch):
    editions.save(text_edition(tmp_path, "club", "40.0"))
    before = editions.edition_file("club").read_bytes()

    def dies(fd):
        raise KeyboardInterrupt

    monkeypatch.setattr(files.os, "fsync", dies)
    with pytest.raises(KeyboardInterrupt):
        editions.save(text_edition(tmp_path, "club", "41.0", force=True), force=True)
    assert editions.edition_file("club").read_bytes() == before
    assert leftovers(own_home) == []
    assert editions.load("club").version == "40.0"


def test_leftovers_of_a_killed_import_are_ignored_then_cleaned(own_home: Path, tmp_path: Path):
    editions.save(text_edition(tmp_path, "club"))
    root = own_home / "data" / "editions"
    old = time.time() - 3600
    stale = root / "club" / ".edition-abc.tmp"
    stale.write_text('{"name": "cl')
    ghost = root / "ghost"  # an import killed before its first edition.json was in place
    ghost.mkdir()
    (ghost / "tmpk1ll3d.tmp").write_text("")
    fresh = root / "club" / ".edition-now.tmp"  # an import writing right now: not touched
    fresh.write_text("{")
    for path in (stale, ghost / "tmpk1ll3d.tmp", ghost):
        os.utime(path, (old, old))
    assert editions.stored_names() == ["club"] and editions.available() == ["builtin", "club"]
    removed = editions.clean_leftovers()
    assert set(removed) == {stale, ghost / "tmpk1ll3d.tmp", ghost}
    assert fresh.exists() and not ghost.exists()
    assert editions.load("club").name == "club"


def test_save_cleans_leftovers(own_home: Path, tmp_path: Path):
    root = own_home / "data" / "editions"
    root.mkdir(parents=True)
    stale = root / "tmp0000.tmp"
    stale.write_text("")
    os.utime(stale, (time.time() - 3600,) * 2)
    editions.save(text_edition(tmp_path, "club"))
    assert not stale.exists() and leftovers(own_home) == []


# --------------------------------------------------------------------------- damaged editions

DAMAGE = {
    "garbage": (b"\xff\xfe\x00garbage{{", "not UTF-8"),
    "not-json": (b"this is not json", "not JSON: line 1"),
    "truncated": (None, "truncated"),  # a good file cut in half
    "cut-in-a-string": (None, "truncated"),
    "empty": (b"", "empty"),
    "blank": (b"  \n", "empty"),
    "a-list": (b"[1, 2, 3]", "a list, not an object"),
    "no-rules": (b'{"name": "x", "title": "t", "sections": {}}', "'rules' is missing"),
    "rule-text-number": (None, "rule 9.1.a: 'text' is a number, not a string"),
    "rules-null": (b'{"name": "x", "title": "t", "rules": null, "sections": {}}', "'rules' is null"),
    "bad-source": (None, "not an edition"),
}


def damage(path: Path, kind: str) -> None:
    good = path.read_text(encoding="utf-8")
    data, _ = DAMAGE[kind]
    if kind == "truncated":
        data = good[: len(good) // 2].encode()
    elif kind == "cut-in-a-string":
        data = good[: good.index("says something") + 4].encode()
    elif kind == "rule-text-number":
        edition = json.loads(good)
        edition["rules"]["9.1.a"]["text"] = 7
        data = json.dumps(edition).encode()
    elif kind == "bad-source":
        edition = json.loads(good)
        edition["rules"]["9.1.a"]["sources"] = [{"file": "x", "colour": "red"}]
        data = json.dumps(edition).encode()
    path.write_bytes(data)


@pytest.mark.parametrize("kind", list(DAMAGE))
def test_load_of_a_damaged_edition_is_one_line(own_home: Path, tmp_path: Path, kind: str):
    editions.save(text_edition(tmp_path, "club"))
    path = editions.edition_file("club")
    damage(path, kind)
    with pytest.raises(BadInput) as info:
        editions.load("club")
    message = info.value.message
    assert "\n" not in message and message.startswith(f"{path}: stored edition 'club' is damaged (")
    assert DAMAGE[kind][1] in message, message
    assert message.endswith("import it again with --edition club --force")
    assert editions.damaged() == [editions.Damaged("club", message)]


@pytest.mark.parametrize("kind", ["missing", "folder"])
def test_edition_json_missing_or_a_folder(own_home: Path, tmp_path: Path, kind: str):
    editions.save(text_edition(tmp_path, "club"))
    path = editions.edition_file("club")
    path.unlink()
    (path.parent / "notes.md").write_text("the judge's own notes")  # the folder is not empty
    if kind == "folder":
        path.mkdir()
    with pytest.raises(BadInput) as info:
        editions.load("club")
    assert info.value.message.startswith(f"{path}: stored edition 'club' is damaged (")
    assert ("missing" if kind == "missing" else "a folder") in info.value.message
    assert [d.name for d in editions.damaged()] == ["club"]


def test_loadable_skips_damaged_editions_with_a_notice(own_home: Path, tmp_path: Path):
    editions.save(text_edition(tmp_path, "aaa"))
    editions.save(text_edition(tmp_path, "good"))
    damage(editions.edition_file("aaa"), "truncated")
    notices: list[str] = []
    loaded = editions.loadable(notices.append)
    assert [e.name for e in loaded] == ["builtin", "good"]
    assert len(notices) == 1 and str(editions.edition_file("aaa")) in notices[0]


def test_loadable_default_notice_is_one_line_on_stderr(own_home: Path, tmp_path: Path, capsys):
    editions.save(text_edition(tmp_path, "club"))
    damage(editions.edition_file("club"), "empty")
    assert [e.name for e in editions.loadable()] == ["builtin"]
    line = one_line(capsys.readouterr().err)
    assert line.startswith("judge: warning: ") and str(editions.edition_file("club")) in line


def test_folder_name_is_the_edition_name(own_home: Path, tmp_path: Path):
    """A stored edition copied to another folder is that folder's edition, not a duplicate."""
    editions.save(text_edition(tmp_path, "club"))
    copy = editions.edition_file("club-copy")
    copy.parent.mkdir()
    copy.write_bytes(editions.edition_file("club").read_bytes())
    assert [e.name for e in editions.loadable()] == ["builtin", "club", "club-copy"]


def test_commands_with_a_damaged_edition(own_home: Path, tmp_path: Path, monkeypatch, capsys):
    """`rules list` lists the damaged edition, with what to do, and exits 0; `rules diff`
    with it says what is wrong with it (the builder's warning muted here)."""
    monkeypatch.setattr(build, "load_all", lambda: editions.loadable(lambda message: None))
    editions.save(text_edition(tmp_path, "good"))
    editions.save(text_edition(tmp_path, "broken"))
    damage(editions.edition_file("broken"), "not-json")

    assert cli.main(["rules", "list"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("builtin") and out[2].startswith("good")
    assert out[1].startswith("broken") and "damaged" in out[1] and "--force" in out[1]
    assert str(editions.edition_file("broken")) in out[1]

    assert cli.main(["rules", "list", "--json"]) == 0
    rows = {r["edition"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows["good"]["damaged"] is None and rows["good"]["rules"] == 40
    assert "not JSON" in rows["broken"]["damaged"]

    assert cli.main(["rules", "diff", "good", "broken"]) == 2
    line = one_line(capsys.readouterr().err)
    assert str(editions.edition_file("broken")) in line and "damaged" in line


def test_rules_list_with_a_damaged_edition_end_to_end(own_home: Path, tmp_path: Path):
    """The same through the real command: the index leaves the damaged edition out."""
    editions.save(text_edition(tmp_path, "good"))
    editions.save(text_edition(tmp_path, "broken"))
    damage(editions.edition_file("broken"), "truncated")
    code, out, err = run_judge("rules", "list")
    assert code == 0, err
    assert "Traceback" not in err
    assert any(l.startswith("broken") and "damaged" in l for l in out.splitlines())
    assert any(l.startswith("good") for l in out.splitlines())
