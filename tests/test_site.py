"""`judge site build` and the handouts of `judge run --html / --markdown` (issue 15).

The site is built once for the module (the built-in edition, and v5.0 where its PDF is at hand)
and read as a browser would: every internal link resolves, every anchor exists, every rule is at
its own id, no page passes 100 KB; the browser test (test_site_browser.py) opens it in Chromium.
"""

from __future__ import annotations

import html
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import unquote

import pytest

from tests.helpers import ROOT, V5_PDF, run_judge


@pytest.fixture(scope="module")
def site(built_site) -> Path:
    return built_site


def _pages(site: Path) -> dict[Path, str]:
    return {p: p.read_text(encoding="utf-8") for p in site.rglob("*.html")}


def _ids(text: str) -> set[str]:
    return {html.unescape(i) for i in re.findall(r'\bid="([^"]+)"', text)}


def _links(site: Path) -> tuple[int, list[str]]:
    """(how many internal links the site's pages hold, those that reach no page or no anchor);
    a link out of the site fails the test that asks."""
    pages = _pages(site)
    ids = {p.resolve(): _ids(t) for p, t in pages.items()}
    broken, links = [], 0
    for p, text in pages.items():
        for href in re.findall(r'href="([^"]+)"', text):
            href = html.unescape(href)
            assert not re.match(r"^[a-z]+:|^//", href), f"{p}: a link out of the site: {href}"
            links += 1
            path, _, frag = href.partition("#")
            target = (p.parent / unquote(path)).resolve() if path else p.resolve()
            if not target.exists():
                broken.append(f"{p}: {href}")
            elif frag and target.suffix == ".html" and unquote(frag) not in ids[target]:
                broken.append(f"{p}: no anchor {href}")
    return links, broken


def test_every_internal_link_resolves_to_a_page_and_an_anchor(site):
    links, broken = _links(site)
    assert links > 10_000
    assert not broken, broken[:10]


def test_no_page_over_100_kb_and_each_a_whole_document(site):
    for p, text in _pages(site).items():
        assert len(text.encode("utf-8")) <= 100_000, p
        assert text.startswith("<!DOCTYPE html>") and '<html lang="en">' in text and "<title>" in text, p
        assert '<meta name="viewport"' in text and '<main id="main">' in text, p


def test_every_rule_of_every_edition_stands_at_its_own_id(site):
    from rules_index.cache import View

    view = View()
    for name in view.order:
        anchors: dict[str, str] = {}
        for p in (site / name).glob("*.html"):
            for i in _ids(p.read_text(encoding="utf-8")):
                anchors[i] = p.name
        missing = [rid for rid in view.edition(name)["rules"] if rid not in anchors]
        assert not missing, (name, missing[:10])


def test_a_rule_page_says_what_the_index_knows_of_the_rule(site):
    page = (site / "builtin" / "4.2.html").read_text(encoding="utf-8")
    block = page[page.index('id="4.2.4.c"'):]
    block = block[: block.index("</div>", block.index("</ul>"))]
    assert "A tie is not sufficient" in block
    assert "judge/dusk.py:" in block and "progress" in block  # the code that applies it
    assert '../rulings/dusk/tie-does-not-move-forward.html' in block  # a ruling, with its trace
    # every rule id in the text is a link; a glossary term too
    page_b = (site / "builtin" / "4.2.html").read_text(encoding="utf-8")
    assert re.search(r'<a class="term" href="glossary-[a-z]+\.html#term-', page_b)


@pytest.mark.skipif(not V5_PDF.exists(), reason="the v5.0 PDF is not at hand (../shared)")
def test_the_same_rule_in_the_other_edition_with_what_changed(site):
    page = (site / "builtin" / "7.4.html").read_text(encoding="utf-8")
    block = page[page.index('id="7.4.3.b"'):]
    block = block[: block.index('class="rule"', 10)]
    assert "In v5.0:" in block and 'href="../v5.0/7.4.html#7.4.4.b"' in block
    diff = (site / "diff" / "builtin--v5.0.html").read_text(encoding="utf-8")
    assert "renumbered" in diff and "builtin--v5.0-renumbered.html" in diff
    assert "<ins>" in (site / "diff" / "builtin--v5.0-changed.html").read_text(encoding="utf-8")


def test_a_handout_per_ruling_of_the_corpus(site):
    from rules_index import rulings

    keys = rulings.stored() or rulings.refresh()
    for key in keys:
        rel = key.removeprefix("scenarios/").rsplit(".", 1)[0]
        text = (site / "rulings" / f"{rel}.html").read_text(encoding="utf-8")
        assert "<h2>What happens</h2>" in text and "<h2>Verdict</h2>" in text, key
        assert "cannot be run" not in text, key


def test_a_handout_quotes_each_rule_at_its_first_citation_only(site):
    text = (site / "rulings" / "dusk" / "tie-does-not-move-forward.html").read_text(encoding="utf-8")
    assert text.count('<p class="q">builtin 4.2.4.c</p>') == 1
    assert text.count(">4.2.4.c</a>") >= 3  # cited at every event, linked to the rule
    assert '<table class="adventure">' in text and "<caption>" in text
    assert "The ruling holds" in text and "made 2026-" in text
    # a quoted rule's terms and rule ids link to the rules, as everywhere in the site
    quote = text[text.index('<p class="q">builtin 4.2.4.b</p>'):]
    assert '<a class="term" href="../../builtin/glossary-' in quote[: quote.index("</blockquote>")]


def test_the_gigantic_ruling_cites_v5_numbers_in_a_v5_handout(v5_edition):
    code, out, err = run_judge("run", "scenarios/keywords/gigantic-counts-in-both-expeditions.yaml", "--markdown",
                               "--edition", "v5.0")
    assert code == 0, err
    assert "7.4.4" in out and "## Verdict" in out


def test_run_html_and_markdown_from_the_command_line(tmp_path):
    path = "scenarios/dusk/tie-does-not-move-forward.yaml"
    code, out, err = run_judge("run", path, "--html")
    assert code == 0 and err == "", err
    assert out.startswith("<!DOCTYPE html>") and "4.2.4.c" in out
    code, md, err = run_judge("run", path, "--markdown")
    assert code == 0 and md.startswith("# ") and "> **builtin 4.2.4.c**" in md
    code, out, err = run_judge("run", path, "--html", "--markdown")
    assert code == 2 and len(err.strip().splitlines()) == 1


def test_a_ruling_that_fails_says_so_in_its_handout(request):
    text = (ROOT / "scenarios" / "dusk" / "tie-does-not-move-forward.yaml").read_text(encoding="utf-8")
    bad = ROOT / "scenarios" / "dusk" / f"test-site-{os.getpid()}.yaml"  # beside the base it extends
    request.addfinalizer(bad.unlink)
    bad.write_text(text.replace("failed to move forward", "moved forward", 1), encoding="utf-8")
    code, md, err = run_judge("run", str(bad), "--markdown")
    assert code == 1, err
    assert "The ruling FAILS" in md and "- ✗ " in md


def test_the_site_never_replaces_a_folder_of_someone_elses_files(tmp_path):
    out = tmp_path / "mine"
    out.mkdir()
    (out / "notes.txt").write_text("my notes", encoding="utf-8")
    code, _, err = run_judge("site", "build", str(out))
    assert code == 2 and len(err.strip().splitlines()) == 1 and "--force" in err
    assert (out / "notes.txt").read_text(encoding="utf-8") == "my notes"
    target = tmp_path / "file"
    target.write_text("x", encoding="utf-8")
    code, _, err = run_judge("site", "build", str(target))
    assert code == 2 and "not a folder" in err
    # never the folder the judge stands in, or one above it, even with --force (a sacrificial one here)
    inner = tmp_path / "outer" / "inner"
    inner.mkdir(parents=True)
    for holds in (".", str(tmp_path / "outer")):
        proc = subprocess.run([sys.executable, "-m", "judge.cli", "site", "build", holds, "--force"], cwd=inner,
                              capture_output=True, text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)), timeout=120)
        assert proc.returncode == 2 and "of its own" in proc.stderr, (holds, proc.stderr)
        assert inner.is_dir()
    # nor the project or a folder above it (checked before anything is written)
    from judge.site.build import _check_target
    from rules_index.errors import BadInput

    for holds in (ROOT, ROOT.parent):
        with pytest.raises(BadInput, match="of its own"):
            _check_target(holds, force=True)
    code, _, err = run_judge("site", "build", str(tmp_path / "s"), "--edition", "nosuch")
    assert code == 2 and len(err.strip().splitlines()) == 1 and "nosuch" in err


def test_a_site_is_built_again_over_itself_and_the_same_sources_give_the_same_bytes(tmp_path, site):
    from judge.site.build import SITE_MARK, build

    out = tmp_path / "again"
    os.environ["SOURCE_DATE_EPOCH"] = "1780000000"
    try:
        build(str(out), None)
        first = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
        build(str(out), None)  # its own site: replaced without --force
        second = {p.relative_to(out): p.read_bytes() for p in out.rglob("*") if p.is_file()}
    finally:
        os.environ.pop("SOURCE_DATE_EPOCH", None)
    assert (out / SITE_MARK).exists()
    differ = sorted(str(p) for p in first if first[p] != second.get(p))
    if differ:
        import difflib
        a, b = (x[Path(differ[0])].decode().replace("><", ">\n<").split("\n") for x in (first, second))
        print("\n".join(list(difflib.unified_diff(a, b, lineterm="", n=0))[:20]))
    assert first == second, differ[:5]
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".again")]  # nothing left beside it


def _in_the_page(site: Path, answer: str, asked: list[tuple[str, str]]) -> list:
    """The site's search script run by node over the site's index: `answer`, a JavaScript
    expression of q (the question) and e (the edition), for each (question, edition) asked."""
    harness = (
        "const fs=require('fs'),vm=require('vm');"
        "const ctx={window:{location:{search:''}},document:{getElementById:()=>null},URLSearchParams};"
        "vm.createContext(ctx);"
        f"vm.runInContext(fs.readFileSync({json.dumps(str(site / 'search-index.js'))},'utf8'),ctx);"
        f"vm.runInContext(fs.readFileSync({json.dumps(str(site / 'search.js'))},'utf8'),ctx);"
        "const qs=JSON.parse(fs.readFileSync(0,'utf8'));"
        f"console.log(JSON.stringify(qs.map(([q,e])=>{answer})));"
    )
    return json.loads(subprocess.run(["node", "-e", harness], input=json.dumps(asked), capture_output=True,
                                     text=True, check=True).stdout)


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed: the browser test checks search")
def test_the_site_search_ranks_as_judge_search_does(site):
    """The search page's script, run by node over the site's index, against `judge search`."""
    from rules_index.cache import View
    from rules_index.commands import run_search

    from tests.search_table import load

    view = View()
    questions = [q["q"] for q in load()][::4]  # a quarter of the players' questions, every style
    asked = [(q, e) for q in questions for e in view.order]
    got = _in_the_page(site, "ctx.window.altered_search(q,e,3).map(h=>h.id)", asked)
    same = sum(js == [h["id"] for h in run_search(view, e, q, 3)[1]] for (q, e), js in zip(asked, got))
    assert same >= 0.9 * len(asked), f"{same} of {len(asked)} questions ranked alike"


def test_a_card_page_gives_its_rules_and_the_rulings_that_use_it(site):
    page = (site / "cards" / "the-kraken.html").read_text(encoding="utf-8")
    assert "<h1>The Kraken</h1>" in page
    assert "Rules that apply to it:" in page and 'href="../builtin/' in page
    assert "../rulings/examples/2.2.2.p-the-kraken-regions-are-only-water.html" in page
    index = (site / "cards" / "index.html").read_text(encoding="utf-8")
    assert 'href="the-kraken.html"' in index


def test_a_card_page_says_whether_a_person_checked_each_versions_encoding(site):
    """The review file (judge/reviews.py): a reviewed version's section says who checked it and
    when; a catalog card's page (its hand-written encoding is what is played) says nothing of it."""
    from judge import carddb, reviews
    from judge.site.html import esc, slug

    shipped = reviews.read()
    if not shipped:
        pytest.skip("no review shipped yet")
    ref, review = next(iter(shipped.items()))
    page = (site / "cards" / f"{slug(carddb.records()[ref]['name'])}.html").read_text(encoding="utf-8")
    assert esc(f"Our encoding: checked against the card by {review.by} on {review.checked}") in page
    assert "Our encoding:" not in (site / "cards" / "the-kraken.html").read_text(encoding="utf-8")


def test_a_site_of_one_edition_links_nothing_outside_it(tmp_path):
    from judge.site.build import build

    out = tmp_path / "one"
    summary = build(str(out), ["builtin"])
    assert summary["editions"] == ["builtin"] and not (out / "diff").exists()
    assert not [p for p, t in _pages(out).items() if "v5.0/" in t]
    links, broken = _links(out)
    assert links > 1_000
    assert not broken, broken[:5]


@pytest.mark.skipif(shutil.which("node") is None, reason="node is not installed: the browser test checks search")
def test_the_site_search_says_what_an_edition_does_not_cover(site):
    """As `judge search` does: a question about Tough in the built-in edition, about 2v2 in v5.0."""
    from rules_index.cache import View
    from rules_index.coverage import not_covered

    view = View()
    asked = [(q, e) for q in ("what does tough do", "what does asleep do", "who wins a 2v2 tiebreaker",
                              "can a tie move forward") for e in view.order]
    got = _in_the_page(site, "ctx.window.altered_not_covered(q,e).map(g=>g.name)", asked)
    want = [[g["name"] for g in not_covered(view.search_index(e), q)] for q, e in asked]
    assert got == want
    if "v5.0" in view.order:
        assert ["Tough"] in got and ["2v2"] in got


def test_a_handout_cites_a_rule_of_an_edition_not_imported_without_quoting_it(tmp_path, monkeypatch):
    """A switch's rule ("v5.0 4.2.5.d") where only the built-in edition is stored: cited as it is,
    not quoted, and the index is not taken for damaged (it once was, and rebuilt, for each)."""
    monkeypatch.setenv("ALTERED_JUDGE_HOME", str(tmp_path))
    code, md, err = run_judge("run", "scenarios/editions/cleanup-excess-landmark-v5.yaml", "--markdown", "--edition", "builtin")
    assert code in (0, 1) and err == "", err
    assert "v5.0 " in md and "> **v5.0 " not in md
