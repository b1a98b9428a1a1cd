"""The built-in edition parsed from the damaged seed documents."""

from __future__ import annotations

import re

import pytest

from rules_index import builtin
from rules_index.ids import sort_key
from rules_index.merge import is_subsequence, words

RULE_LINE = re.compile(r"^(\d+(?:\.\d+)*\.[a-z]{1,2})\s")
ID_PREFIX = re.compile(r"^\d+(?:\.\d+)*(?:\.[a-z]{1,2})?\s")


@pytest.fixture(scope="module")
def edition():
    return builtin.load()


def test_every_numbered_rule_of_the_seeds_is_indexed(edition):
    ids = set()
    for path in builtin.source_files():
        for line in path.read_text(encoding="utf-8").splitlines():
            m = RULE_LINE.match(line.strip())
            if m:
                ids.add(m.group(1))
    assert len(ids) > 250
    missing = sorted(ids - set(edition.rules), key=sort_key)
    assert missing == []


def _indexed_texts(edition) -> list[list[str]]:
    parts = [d.title for d in edition.documents] + [f.message for f in edition.findings]
    for r in edition.rules.values():
        parts += [f"{r.heading} {r.text}"] + [n.text for n in r.notes] + [v.text for v in r.variants]
    for s in edition.sections.values():
        parts += [s.heading, *s.paragraphs] + [n.text for n in s.notes]
    return [words(p) for p in parts if p]


def test_no_sentence_of_any_source_is_lost(edition):
    """Every line of every seed is in the index: its words, in order, inside one indexed text
    (a rule, note, heading, page paragraph, document title or reported finding). Words may sit
    apart where the kept copy has icon names the line lost ("Forest (forest)" for "Forest (")."""
    texts = [(set(t), t) for t in _indexed_texts(edition)]
    lost = []
    for path in builtin.source_files():
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
            line = line.strip()
            if not line:
                continue
            w = words(ID_PREFIX.sub("", line).replace("Example.", "").replace("Remark.", ""))
            if w and not any(set(w) <= ws and is_subsequence(w, t) for ws, t in texts):
                lost.append(f"{path.name}:{n}: {line}")
    assert lost == []


def test_chrome_lines_are_reported_not_dropped(edition):
    chrome = [f for f in edition.findings if f.kind == "chrome"]
    assert {f.sources[0].line for f in chrome if f.sources[0].file.startswith("002_")} >= {1, 5, 6, 7}


def test_duplicate_copies_are_merged_with_every_source(edition):
    rule = edition.rules["2.1.c"]
    assert {s.file for s in rule.sources} == {"000_6a20bfeb2d2ffe87.txt", "004_84509d91762f7c15.txt"}
    assert len(rule.examples) == 1 and "Kuwat" in rule.examples[0].text
    # 1.2.3.a is in four files; one rule, four sources.
    assert len({s.file for s in edition.rules["1.2.3.a"].sources}) == 4


def test_icon_damage_keeps_the_most_complete_copy(edition):
    # 000 lost the icons ("Forest (), Mountain ("), the glossary page kept their names.
    assert edition.rules["2.2.2.f"].text == "The list of region sub-types is: Forest (forest), Mountain (mountain), Water (water)."
    # Lines broken where an icon was stripped are joined back into the rule.
    assert edition.rules["2.4.6.b"].text.endswith("as it enters the Expedition zone.")
    assert "Expedition zone" in edition.rules["2.4.6.b"].text


def test_examples_and_remarks_attach_to_the_rule_they_follow(edition):
    assert [n.kind for n in edition.rules["2.2.2.m"].notes] == ["example", "example"]
    assert "Aloe Vera" in edition.rules["2.2.2.m"].notes[0].text
    assert "Celebration Day" in edition.rules["2.2.2.m"].notes[1].text
    assert edition.rules["4.2.5.c"].remarks[0].text.startswith("The first player must make their choice")
    # A ++...++ block spans lines up to its closing ++.
    haven = edition.rules["2.2.10.d"].examples[0].text
    assert "Haven Trainee" in haven and "reminder text" in haven


def test_lists_stay_with_their_rule(edition):
    text = edition.rules["4.3.h"].text
    assert text.splitlines()[1:] == [
        "1. Each player determine a single set of statistics by adding up the statistics of each characters in both of their expeditions.",
        "2. Compare each statistic individually.",
        "3. If a player wins on more statistics than their opponent, they win. Otherwise, the game continues.",
    ]


def test_headings_and_lead_ins(edition):
    assert edition.rules["1.3.1"].heading == "Starting the game"
    assert edition.rules["3.2.7"].heading == "Landmark zone"
    assert edition.rules["4.2.5.b"].heading == "Rest"
    assert edition.rules["4.2.5.b"].text == "Characters in the Expedition zone are sent to Reserve."
    assert edition.rules["7.4.3"].implicit  # named by no line: a group only


def test_gigantic_has_a_to_k_in_order(edition):
    kids = sorted((r for r in edition.rules if r.startswith("7.4.3.")), key=sort_key)
    assert kids == [f"7.4.3.{c}" for c in "abcdefghijk"]


def test_pages_are_split_into_sections_with_stable_ids(edition):
    s = edition.sections["modes.2v2.victory-conditions"]
    assert s.page_title == "Multiplayer 2v2"
    assert s.paragraphs[0].startswith("The first player whose Hero and Companion Expeditions meet")
    assert len(s.paragraphs) == 4
    ffa = edition.sections["modes.free-for-all.tiebreaker"]
    # 000 and 001 cut this list off after its colon; 003 has it: the merge keeps it whole.
    assert ffa.paragraphs[0].endswith("rule modifications:") and len(ffa.paragraphs) == 7
    assert "In this example" in ffa.notes[0].text
    for sid in ("formats.booster-draft.intro", "formats.booster-war.rule-least-technical-mode",
                "formats.standard.intro", "phases.morning-phase", "modes.free-for-all.clarifications"):
        assert sid in edition.sections
    # The damaged "Morning Phase" stub in 000 and the glossary's phase headings share one page.
    assert edition.sections["phases.noon-phase"].paragraphs == []


def test_copies_that_disagree_are_both_kept_and_reported():
    from rules_index.model import Source
    from rules_index.parse import build_edition

    files = [
        ("a.txt", [(Source("a.txt", 1), "9.1.a A limited deck must include at least 29 other cards.")]),
        ("b.txt", [(Source("b.txt", 4), "9.1.a A limited deck must include at least 39 other cards.")]),
        ("c.txt", [(Source("c.txt", 2), "9.1.a A limited deck must include at least 29 other cards.")]),
        ("d.txt", [(Source("d.txt", 7), "9.1.a A limited deck must include at least 29")]),  # cut off
    ]
    ed = build_edition(files, name="t", title="t")
    rule = ed.rules["9.1.a"]
    assert rule.text == "A limited deck must include at least 29 other cards."  # the majority, complete
    assert [v.text for v in rule.variants] == ["A limited deck must include at least 39 other cards."]
    assert [s.label() for s in rule.variants[0].sources] == ["b.txt:4"]
    assert {s.file for s in rule.sources} == {"a.txt", "b.txt", "c.txt", "d.txt"}
    found = [f for f in ed.findings if f.kind == "disagreement"]
    assert len(found) == 1 and found[0].rule == "9.1.a"


def test_a_lookup_imports_neither_networkx_nor_the_engine_nor_the_console():
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from judge.cli import main\n"
        "main(['rule', '2.1.c'])\n"
        "heavy = [m for m in sys.modules if m.split('.')[0] in ('networkx', 'prompt_toolkit', 'pydantic', 'pypdf', 'yaml')"
        " or m.startswith(('judge.', 'rules_index.graph', 'rules_index.parse'))]\n"
        "heavy = [m for m in heavy if m not in ('judge.cli', 'judge.command_line')]\n"
        "sys.stderr.write(repr(heavy))\n"
    )
    subprocess.run([sys.executable, "-c", code], capture_output=True, check=True)  # build the cache
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert proc.stderr == "[]"
