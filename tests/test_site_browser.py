"""The built site in a real browser (Chromium, headless, Debian's package; `.ci/run` installs it).

A rule page renders, the link checker finds no broken link, the search page finds the rule that
answers a few questions (the answers read in the rules: a tie is not sufficient, 4.2.4.c; a
Fleeting Character goes to the Discard pile instead of Reserve, 2.4.6; Gigantic, 7.4.3), and
screenshots at phone and desktop widths are kept in test-artifacts/site/ for a person to look at.
"""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from urllib.parse import quote

import pytest

from tests.helpers import ROOT

BROWSER = next((b for b in ("chromium", "chromium-browser", "google-chrome") if shutil.which(b)), None)
pytestmark = pytest.mark.skipif(BROWSER is None, reason="no Chromium here (apt-get install chromium): the site's browser test skips")
ARTIFACTS = ROOT / "test-artifacts" / "site"
FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--virtual-time-budget=4000"]


def browse(*args: str) -> str:
    proc = subprocess.run([BROWSER, *FLAGS, *args], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    return proc.stdout


def url(path: Path, query: str = "") -> str:
    return path.resolve().as_uri() + (f"?q={quote(query)}" if query else "")


def test_a_rule_page_renders_in_the_browser(built_site):
    dom = browse("--dump-dom", url(built_site / "builtin" / "4.2.html"))
    assert 'id="4.2.4.c"' in dom and "A tie is not sufficient" in dom
    assert "<title>" in dom and "Skip to the text" in dom


def test_the_link_checker_finds_no_broken_link(built_site):
    check = ROOT.parent / "shared" / "checks" / "site_links.py"
    if not check.exists():
        pytest.skip("../shared/checks/site_links.py is not at hand")
    proc = subprocess.run([sys.executable, str(check), str(built_site)], capture_output=True, text=True, timeout=300,
                          cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert " 0 problems" in proc.stdout


@pytest.mark.parametrize("question, answers", [
    ("can a tie move an expedition forward", {"4.2.4.c"}),
    ("what happens to a fleeting character that would go to reserve", {"2.4.6.b", "2.4.6.c", "2.4.6.a"}),
    ("gigantic character in both expeditions", {"7.4.3.a", "7.4.3.b", "7.4.3.c"}),
])
def test_the_search_page_finds_the_rule(built_site, question, answers):
    dom = browse("--dump-dom", url(built_site / "search.html", question))
    found = re.findall(r'<a href="[^"]*" class="hit">([^<]+)</a>', dom)
    assert found, dom[-3000:]
    assert set(found[:3]) & answers, (question, found[:5])


@pytest.mark.parametrize("width, height, name", [(390, 844, "phone"), (1280, 900, "desktop")])
def test_screenshots_at_phone_and_desktop_widths(built_site, width, height, name):
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for page, label in [(built_site / "builtin" / "4.2.html", "rule"),
                        (built_site / "rulings" / "dusk" / "tie-does-not-move-forward.html", "handout"),
                        (built_site / "search.html", "search")]:
        shot = ARTIFACTS / f"{label}-{name}.png"
        shot.unlink(missing_ok=True)
        browse(f"--screenshot={shot}", f"--window-size={width},{height}",
               url(page, "can a tie move forward" if label == "search" else ""))
        assert shot.exists() and shot.stat().st_size > 5_000, shot
