"""A one-page handout of a ruling: the question, the position drawn, what happens with each rule
quoted in full where it is first cited, the edition and the date, the verdict.

`judge run FILE --html` / `--markdown` print one (for the table, or a chat message); the site
has one per ruling of the corpus, its rule ids linked to the rule pages. Both are made from the
same `Handout`: the data once, two ways of writing it.
"""

from __future__ import annotations

import datetime
import os
from collections.abc import Callable

from rules_index.cite import places

from .html import esc, page, rel

REGION_NAMES = ["Hero region", "1", "2", "3", "4", "5", "6", "Companion region"]
ZONES = ("hand", "reserve", "landmarks", "discard", "hero zone")


def today() -> str:
    """The date a handout is made: SOURCE_DATE_EPOCH where set (reproducible builds), else today."""
    epoch = os.environ.get("SOURCE_DATE_EPOCH", "")
    if epoch.isdigit():
        return datetime.datetime.fromtimestamp(int(epoch), datetime.timezone.utc).date().isoformat()
    return datetime.date.today().isoformat()


class Handout:
    """What a handout says of one run (judge.scenario.run.Result), in the edition a judge reads:
    `cite` turns a built-in id into that edition's (None: the built-in edition); `view` is the
    rules index (rules_index.cache.View), where each cited rule is quoted from."""

    def __init__(self, result, edition: str, cite: Callable[[str], str] | None, view, date: str | None = None):
        self.r = result
        self.edition = edition
        self.cite = cite
        self.view = view
        self.date = date or today()
        self._builtin = view.edition("builtin")["rules"]

    def shown(self, rid: str) -> str:
        return self.cite(rid) if self.cite else rid

    def quote(self, rid: str) -> list[tuple[str, str, str]]:
        """[(edition, id, text)] of a cited rule in the judge's edition (its counterparts there),
        text as the index has it: heading, text, notes."""
        out = []
        for edition, i in places(self._builtin, rid, self.edition):
            if edition not in self.view.order:  # an edition not imported here: cited, not quoted
                continue
            ed = self.view.edition(edition)
            rec = ed["rules"].get(i) or ed["sections"].get(i)
            if rec is None:
                continue
            parts = [p for p in (rec.get("heading") or "", rec.get("text") or "") if p]
            parts += [f"{'Example' if n['kind'] == 'example' else 'Remark'}. {n['text']}" for n in rec.get("notes") or ()]
            out.append((edition, i, "\n".join(parts)))
        return out

    def verdict(self) -> str:
        r = self.r
        if r.has_expectations:
            if r.passed:
                return "The ruling holds: every expectation is met."
            return "The ruling FAILS: " + "; ".join(f"expected {f.expectation!r}, actual: {f.actual}" for f in r.failures) + (
                f" {r.stopped}" if r.stopped else "")
        return r.stopped or "A scenario without expectations: what happens is the trace above."

    def events(self):
        """(depth, text, [(shown id, [(edition, id, text)] at its first citation, else [])])."""
        seen: set[str] = set()
        for ev in self.r.game.trace.events:
            cites = []
            for rid in ev.rules:
                quotes = [] if rid in seen else self.quote(rid)
                seen.add(rid)
                cites.append((self.shown(rid), rid, quotes))
            yield ev.depth, ev.text + (" (published game)" if ev.published else ""), cites

    # -- HTML ----------------------------------------------------------------------------------

    def html(self, path: str = "handout.html", rule_href: Callable[[str, str, str], str | None] | None = None,
             crumbs=()) -> str:
        """The handout as one page; `rule_href(edition, id, from page)` links a cited rule (the site)."""
        return self.pages(path, rule_href, crumbs)[0][1]

    def pages(self, path: str, rule_href=None, crumbs=(), limit: int | None = None,
              linker=None) -> list[tuple[str, str]]:
        """[(path, page)]: the handout, its trace continued on further pages (PATH-partN.html)
        where the first would pass `limit` bytes (the site's pages stay small enough for a
        phone; a loop of a hundred Reactions is a long trace). `linker(edition)`: the site's
        linking of rule ids and terms in a quoted rule (html.Linker)."""
        r = self.r

        memo: dict[tuple[str, str], str] = {}

        def cited(shown: str, rid: str) -> str:
            hit = memo.get((shown, rid))
            if hit is None:
                href = None
                if rule_href is not None:
                    spots = places(self._builtin, rid, self.edition)
                    href = rule_href(*spots[0], path) if spots else None
                hit = memo[shown, rid] = f'<a href="{esc(href)}">{esc(shown)}</a>' if href else esc(shown)
            return hit

        body = [f"<h1>{esc(r.ruling)}</h1>",
                f'<p class="meta">{esc(self._meta())}</p>']
        if r.rules:
            body.append("<p>Rules it turns on: " + ", ".join(cited(self.shown(x), x) for x in r.rules) + "</p>")
        body.append("<h2>The position</h2>" + self._board_html())
        if r.steps:
            body.append("<h2>What is done</h2><ol>" + "".join(f"<li>{esc(s)}</li>" for s in r.steps) + "</ol>")
        lines = []
        for depth, text, cites in self.events():
            line = f'<li class="d{min(depth, 6)}"><span class="ev">{esc(text)}</span>'
            if cites:
                line += ' <span class="cites">' + ", ".join(cited(s, rid) for s, rid, _ in cites) + "</span>"
            for _, _, quotes in cites:
                for edition, i, text_ in quotes:
                    link = linker(edition) if linker is not None else None
                    paras = "".join(f"<p>{link(p, path, skip=i) if link else esc(p)}</p>"
                                    for p in text_.split("\n") if p.strip())
                    line += f'<blockquote><p class="q">{esc(edition)} {esc(i)}</p>{paras}</blockquote>'
            lines.append(line + "</li>")
        # the trace cut where a page would pass the limit: the rest on pages of their own
        budget = None if limit is None else limit - sum(map(len, body)) - 12_000
        parts, size = [[]], 0
        for line in lines:
            if budget is not None and parts[-1] and size + len(line) > budget:
                parts.append([])
                size, budget = 0, limit - 6_000
            parts[-1].append(line)
            size += len(line)
        paths = [path] + [path.removesuffix(".html") + f"-part{n}.html" for n in range(2, len(parts) + 1)]
        body.append('<h2>What happens</h2><ol class="trace">' + "".join(parts[0]) + "</ol>")
        if len(parts) > 1:
            body.append(f'<p><a href="{esc(rel(path, paths[1]))}">The trace goes on: part 2 of {len(parts)}</a></p>')
        if r.expectations:
            failed = {f.expectation for f in r.failures}
            body.append("<h2>What the ruling expects</h2><ul>" + "".join(
                f"<li>{'✗ ' if e in failed else '✓ '}{esc(e)}</li>" for e in r.expectations) + "</ul>")
        body.append(f'<h2>Verdict</h2><p class="verdict">{esc(self.verdict())}</p>')
        body.append(self._final_html())
        out = [(path, page(path, r.ruling, "\n".join(body), crumbs=list(crumbs)))]
        start = len(parts[0])
        for n, (part, here) in enumerate(zip(parts[1:], paths[1:]), start=2):
            nav = [f'<a rel="prev" href="{esc(rel(here, paths[n - 2]))}">← part {n - 1}</a>']
            if n < len(parts):
                nav.append(f'<a rel="next" href="{esc(rel(here, paths[n]))}">part {n + 1} →</a>')
            more = (f'<h1>{esc(r.ruling)}</h1><p class="meta">The trace, part {n} of {len(parts)}</p>'
                    f'<ol class="trace" start="{start + 1}">{"".join(part)}</ol><nav class="pager" aria-label="Parts">{" ".join(nav)}</nav>')
            start += len(part)
            out.append((here, page(here, f"{r.ruling} (part {n})", more, crumbs=list(crumbs))))
        return out

    def _meta(self) -> str:
        r = self.r
        bits = [f"File {r.file}", f"rules cited in the {self.edition} edition"]
        if r.edition:
            bits.append(f"set in the {r.edition} edition")
        bits.append(f"played by the {r.game.state.edition} edition's mechanics")
        bits.append(f"made {self.date}")
        return " · ".join(bits)

    def _board_html(self) -> str:
        s = self.r.start
        if not s:
            return "<p>(not drawn)</p>"
        head = f"Day {s['day']}, {s['phase']}, first player {s['first_player']}" + (", tiebreakers in the Arena" if s["tiebreakers"] else "")
        rows = []
        for name, p in s["players"].items():
            cells = [f'<td>{esc(label)}{"<br><strong>" + " ".join(marks) + "</strong>" if marks else ""}</td>'
                     for label, marks in _regions(p)]
            rows.append(f'<tr><th scope="row">{esc(name)}</th>{"".join(cells)}</tr>')
        adventure = (
            '<table class="adventure"><caption>The Adventure, as each player\'s expeditions see it: F forest, '
            "M mountain, W water; H where the hero expedition stands, C the companion expedition</caption>"
            "<thead><tr><th scope=\"col\">Player</th>"
            + "".join(f'<th scope="col">{esc(n)}</th>' for n in REGION_NAMES) + "</tr></thead><tbody>"
            + "".join(rows) + "</tbody></table>")
        zones = [f"<h3>{esc(name)}</h3><ul>{''.join(f'<li>{esc(line)}</li>' for line in _zones(p))}</ul>"
                 for name, p in s["players"].items()]
        return f"<p>{esc(head)}</p>{adventure}{''.join(zones)}"

    def _final_html(self) -> str:
        from judge.scenario.run import final_position

        f = final_position(self.r.game)
        lines = [f"Day {f['day']}, {f['phase']}" + (" (done)" if f["phase_done"] else "")]
        for name, p in f["players"].items():
            lines.append(f"{name}: hero expedition in region {p['hero expedition at']} ({', '.join(p['hero expedition']) or 'empty'}), "
                         f"companion expedition in region {p['companion expedition at']} ({', '.join(p['companion expedition']) or 'empty'})")
        lines.append(f"Winner: {f['winner']}" if f["winner"] else "No winner yet")
        return "<h2>At the end</h2><ul>" + "".join(f"<li>{esc(x)}</li>" for x in lines) + "</ul>"

    # -- Markdown ------------------------------------------------------------------------------

    def markdown(self) -> str:
        r = self.r
        out = [f"# {r.ruling}", "", f"*{self._meta()}*", ""]
        if r.rules:
            out += ["Rules it turns on: " + ", ".join(self.shown(x) for x in r.rules), ""]
        out += ["## The position", ""]
        s = r.start or {}
        if s:
            out.append(f"Day {s['day']}, {s['phase']}, first player {s['first_player']}")
            out.append("")
            out.append("| Player | " + " | ".join(REGION_NAMES) + " |")
            out.append("|---" * (len(REGION_NAMES) + 1) + "|")
            for name, p in s["players"].items():
                cells = [label + (" **" + " ".join(marks) + "**" if marks else "") for label, marks in _regions(p)]
                out.append(f"| {name} | " + " | ".join(cells) + " |")
            out.append("")
            for name, p in s["players"].items():
                out.append(f"- **{name}**: " + "; ".join(_zones(p)))
            out.append("")
        if r.steps:
            out += ["## What is done", ""] + [f"{i}. {x}" for i, x in enumerate(r.steps, 1)] + [""]
        out += ["## What happens", ""]
        for depth, text, cites in self.events():
            cited = (" — " + ", ".join(s for s, _, _ in cites)) if cites else ""
            out.append("  " * depth + f"- {text}{cited}")
            for _, _, quotes in cites:
                for edition, i, text_ in quotes:
                    out.append("  " * (depth + 1) + f"> **{edition} {i}** " + " ".join(text_.split("\n")))
        out.append("")
        if r.expectations:
            failed = {f.expectation for f in r.failures}
            out += ["## What the ruling expects", ""] + [f"- {'✗' if e in failed else '✓'} {e}" for e in r.expectations] + [""]
        out += ["## Verdict", "", self.verdict(), ""]
        return "\n".join(out)


def _regions(p: dict) -> list[tuple[str, list[str]]]:
    """A player's eight regions as drawn: (their terrains, or "face down"; H and C where the
    hero and companion expeditions stand)."""
    return [(terrains or "face down",
             [m for m, at in (("H", p["hero expedition at"]), ("C", p["companion expedition at"])) if at == i])
            for i, terrains in enumerate(p["regions"])]


def _zones(p: dict) -> list[str]:
    """A player's zones, a line each (those with something in them)."""
    lines = [f"hero expedition: {', '.join(p['hero expedition']) or 'empty'}",
             f"companion expedition: {', '.join(p['companion expedition']) or 'empty'}"]
    lines += [f"{z}: {', '.join(p[z])}" for z in ZONES if p.get(z)]
    if p.get("deck"):
        top = ", ".join(p["deck"][:5]) + ("…" if len(p["deck"]) > 5 else "")
        lines.append(f"deck: {len(p['deck'])} cards (top first: {top})")
    mana = p.get("mana") or {}
    if mana.get("ready") or mana.get("exhausted"):
        lines.append(f"mana: {mana['ready']} ready, {mana['exhausted']} exhausted")
    return lines
