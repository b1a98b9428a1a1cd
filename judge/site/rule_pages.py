"""An edition's pages: its contents, its rules chapter by chapter, its glossary, its game-mode pages.

Every rule stands at an anchor of its own id (`builtin/7.4.html#7.4.3.b`), with its text, its
examples and remarks, and what the index knows of it: what it refers to and what refers to it,
the engine code that applies it, the rulings that exercise it, the cards whose encodings apply
it, and the same rule in the other editions with the words that changed. A chapter (7.4) is one
page; one too long for a phone (PAGE_LIMIT) is split by its sections (7.4.1, 7.4.2 ...).
"""

from __future__ import annotations

from collections import defaultdict

from rules_index.ids import has_letter, sort_key

from .html import Linker, esc, page, rel, slug, word_diff

PAGE_LIMIT = 80_000  # bytes of a chapter page before it is split (the site's limit is 100 KB a page)


USED_IN = 25  # rules listed under a term of the glossary ("and 40 more" after them)
GLOSSARY_PAGES = ("abc", "def", "ghijkl", "mno", "pqr", "s", "tuvwxyz")


def glossary_page(term: str) -> str:
    """The glossary's page of a term: by its initial (glossary-abc.html), other initials last."""
    first = term[:1].lower()
    return f"glossary-{next((g for g in GLOSSARY_PAGES if first in g), GLOSSARY_PAGES[-1])}.html"


def numeric(rid: str) -> list[str]:
    return [p for p in rid.split(".") if p.isdigit()]


class EditionPages:
    """The pages of one edition of the view (`ed`: rules_index.cache.View.edition)."""

    def __init__(self, name: str, ed: dict, site):
        self.name = name
        self.ed = ed
        self.site = site  # the whole site: the other editions, rulings and cards pages
        self.rules = ed["rules"]
        self.page_of: dict[str, str] = {rid: self._chapter(rid, 2) for rid in self.rules}
        self.term_href = {t: f"{name}/{glossary_page(t)}#term-{slug(t)}" for t in ed["terms"]}
        self.section_href = {sid: f"{name}/{s['page']}.html#{sid}" for sid, s in ed["sections"].items()}

    # -- where each rule lives ------------------------------------------------------------------

    def _chapter(self, rid: str, depth: int) -> str:
        parts = numeric(rid)
        return ".".join(parts[:depth]) if len(parts) >= depth else ".".join(parts)

    def rule_href(self) -> dict[str, str]:
        return {rid: f"{self.name}/{p}.html#{rid}" for rid, p in self.page_of.items()}

    def paginate(self) -> None:
        """Chapters too long for one page are split by the next level of ids, as often as needed."""
        # a rule's size hardly depends on its page (its links are relative): measured once
        size_of = {rid: len(self.rule_block(rid, self.page_of[rid]).encode("utf-8")) for rid in self.rules}
        for depth in (3, 4, 5):
            sizes: dict[str, int] = defaultdict(int)
            for rid in self.rules:
                sizes[self.page_of[rid]] += size_of[rid]
            big = {p for p, n in sizes.items() if n > PAGE_LIMIT}
            if not big:
                return
            for rid in self.rules:
                if self.page_of[rid] in big and len(numeric(rid)) >= depth:
                    self.page_of[rid] = self._chapter(rid, depth)

    # -- a rule ---------------------------------------------------------------------------------

    def linker(self) -> Linker:
        return self.site.linker(self.name)

    def rule_block(self, rid: str, page_key: str) -> str:
        rec = self.rules[rid]
        path = f"{self.name}/{page_key}.html"
        link = self.linker()
        head = f'<a class="id" href="#{esc(rid)}">{esc(rid)}</a>'
        if rec["heading"]:
            head += f" {esc(rec['heading'])}"
        if has_letter(rid):
            text = link(rec["text"], path, skip=rid) if rec["text"] else ""
            out = [f'<div class="rule" id="{esc(rid)}"><p>{head}{" " + text if text else ""}</p>']
        else:
            # the rule the page is named for is its title; its sections, headings under it
            level = min(6, max(1, len(numeric(rid)) - len(numeric(page_key)) + 1))
            out = [f'<section class="group" id="{esc(rid)}"><h{level}>{head}</h{level}>']
            if rec["text"]:
                out.append(link.paragraphs(rec["text"], path, skip=rid))
        for note in rec["notes"]:
            label = "Example" if note["kind"] == "example" else "Remark"
            out.append(f'<div class="note {note["kind"]}"><strong>{label}.</strong> {link(note["text"], path, skip=rid)}</div>')
        out.append(self._about(rec, path))
        out.append("</div>" if has_letter(rid) else "</section>")
        return "".join(out)

    def _about(self, rec: dict, path: str) -> str:
        """What the index knows of a rule or a section of the pages, as a short list under it
        (nothing when it knows nothing)."""
        rows = []
        hrefs = self.site.rule_hrefs[self.name]

        def ids(items):
            return ", ".join(f'<a href="{esc(rel(path, hrefs[r]))}">{esc(r)}</a>' for r in items if r in hrefs)

        if rec.get("references"):
            rows.append(("Refers to", ids(rec["references"])))
        if rec.get("referenced_by"):
            rows.append(("Referred to by", ids(rec["referenced_by"])))
        if rec["implemented_by"]:
            rows.append(("Applied by", ", ".join(
                f'<code>{esc(c["file"])}:{c["line"]}</code> {esc(c["function"])}' for c in rec["implemented_by"])))
        if rec["rulings"]:
            rows.append((f"Rulings ({len(rec['rulings'])})", ", ".join(self.site.ruling_link(r, path) for r in rec["rulings"])))
        if rec.get("cards"):
            rows.append(("Cards", ", ".join(self.site.card_link(c, path) for c in rec["cards"])))
        for same in rec.get("same_rule") or ():
            if same["edition"] in self.site.views:  # an edition left out of the site is not linked to
                rows.append((f"In {same['edition']}", self._same(rec, same, path)))
        if not rows:
            return ""
        items = "".join(f"<li><span class=\"k\">{esc(k)}:</span> {v}</li>" for k, v in rows)
        return f'<ul class="about">{items}</ul>'

    def _same(self, rec: dict, same: dict, path: str) -> str:
        other = self.site.views[same["edition"]]["rules"].get(same["id"])
        href = self.site.rule_hrefs[same["edition"]].get(same["id"])
        label = f'<a href="{esc(rel(path, href))}">{esc(same["id"])}</a>' if href else esc(same["id"])
        kind = same["kind"]
        if other is None or kind == "unchanged" or not (rec["text"] or other["text"]):
            return f"{label} ({esc(kind)})"
        return (f'{label} ({esc(kind)}) <details><summary>What changed from {esc(self.name)} to '
                f'{esc(same["edition"])}</summary><p class="diff">{word_diff(rec["text"], other["text"])}</p></details>')

    # -- the pages ------------------------------------------------------------------------------

    def pages(self) -> dict[str, str]:
        """{path from the site's root: HTML}."""
        out: dict[str, str] = {}
        by_page: dict[str, list[str]] = defaultdict(list)
        for rid in sorted(self.rules, key=sort_key):
            by_page[self.page_of[rid]].append(rid)
        titles = {}
        for key, rids in by_page.items():
            head = self.rules.get(key)
            titles[key] = f"{key} {head['heading']}".strip() if head else key
        for key, rids in by_page.items():
            path = f"{self.name}/{key}.html"
            subpages = sorted((k for k in by_page if k != key and k.startswith(key + ".")
                               and len(numeric(k)) == len(numeric(key)) + 1), key=sort_key)
            body = [] if key in self.rules else [f"<h1>{esc(titles[key])}</h1>"]
            body += [self.rule_block(rid, key) for rid in rids]
            body.insert(1, f'<p class="edition">Rules of {esc(self._title())}</p>')
            if subpages:
                body.append('<nav aria-label="Sections"><h2>Sections</h2><ul>' + "".join(
                    f'<li><a href="{esc(rel(path, f"{self.name}/{k}.html"))}">{esc(titles[k])}</a></li>' for k in subpages)
                    + "</ul></nav>")
            body.append(self._neighbours(key, sorted(by_page, key=sort_key), titles, path))
            out[path] = page(path, f"{titles[key]} · {self.name}", "\n".join(body),
                             crumbs=[(self.name, f"{self.name}/index.html"), (titles[key], "")])
        out[f"{self.name}/index.html"] = self._contents(by_page, titles)
        out.update(self._glossary())
        out.update(self._mode_pages())
        return out

    def _title(self) -> str:
        ed = self.ed
        bits = [ed.get("title") or self.name]
        if ed.get("version"):
            bits.append(f"version {ed['version']}")
        if ed.get("effective"):
            bits.append(f"effective {ed['effective']}")
        return ", ".join(bits) + f" (edition “{self.name}”)"

    def _neighbours(self, key: str, keys: list[str], titles: dict, path: str) -> str:
        i = keys.index(key)
        links = []
        if i > 0:
            links.append(f'<a rel="prev" href="{esc(rel(path, f"{self.name}/{keys[i - 1]}.html"))}">← {esc(titles[keys[i - 1]])}</a>')
        if i + 1 < len(keys):
            links.append(f'<a rel="next" href="{esc(rel(path, f"{self.name}/{keys[i + 1]}.html"))}">{esc(titles[keys[i + 1]])} →</a>')
        return f'<nav class="pager" aria-label="Chapters">{" ".join(links)}</nav>'

    def _contents(self, by_page: dict[str, list[str]], titles: dict) -> str:
        path = f"{self.name}/index.html"
        items = []
        for key in sorted(by_page, key=sort_key):
            depth = len(numeric(key))
            items.append(f'<li class="d{depth}"><a href="{esc(rel(path, f"{self.name}/{key}.html"))}">{esc(titles[key])}</a></li>')
        extra = [f'<li><a href="{esc(rel(path, f"{self.name}/glossary.html"))}">Glossary</a></li>']
        pages = sorted({s["page"]: s["page_title"] for s in self.ed["sections"].values()}.items())
        extra += [f'<li><a href="{esc(rel(path, f"{self.name}/{p}.html"))}">{esc(t)}</a></li>' for p, t in pages]
        extra += [f'<li><a href="{esc(rel(path, href))}">{esc(label)}</a></li>' for label, href in self.site.diff_links(self.name)]
        docs = "".join(f"<li>{esc(d['title'] or d['file'])}</li>" for d in self.ed.get("documents") or ())
        body = (f"<h1>{esc(self._title())}</h1>"
                f'<p>{len(self.rules)} rules.</p>'
                f'<h2>Contents</h2><ul class="contents">{"".join(items)}</ul>'
                f'<h2>Also</h2><ul>{"".join(extra)}</ul>'
                + (f"<h2>Read from</h2><ul>{docs}</ul>" if docs else ""))
        return page(path, f"{self.name}: contents", body, crumbs=[(self.name, "")])

    def _glossary(self) -> dict[str, str]:
        """Every term the edition uses: the glossary's definition where it has one, the rules that
        define it, and where it is used; a page per initial letter, and an index of them all."""
        by_page: dict[str, list[str]] = defaultdict(list)
        for term in sorted(self.ed["terms"], key=str.lower):
            by_page[glossary_page(term)].append(term)
        out = {}
        for name, terms in by_page.items():
            out[f"{self.name}/{name}"] = self._glossary_page(f"{self.name}/{name}", terms)
        path = f"{self.name}/glossary.html"
        items = "".join(f'<li><a href="{esc(rel(path, self.term_href[t]))}">{esc(t)}</a></li>'
                        for t in sorted(self.ed["terms"], key=str.lower))
        out[path] = page(path, f"Glossary · {self.name}", f"<h1>Glossary · {esc(self.name)}</h1>"
                         f'<ul class="columns">{items}</ul>',
                         crumbs=[(self.name, f"{self.name}/index.html"), ("Glossary", "")])
        return out

    def _glossary_page(self, path: str, terms: list[str]) -> str:
        hrefs = self.site.rule_hrefs[self.name]
        link = self.linker()
        entries = []
        for term in terms:
            info = self.ed["terms"][term]
            parts = [f'<dt id="term-{esc(slug(term))}">{esc(term)}</dt>']
            for d in info.get("glossary") or ():
                parts.append(f"<dd>{link(d, path)}</dd>")
            if info["defined_by"]:
                parts.append("<dd>Defined by " + ", ".join(
                    f'<a href="{esc(rel(path, hrefs[r]))}">{esc(r)}</a>' for r in info["defined_by"] if r in hrefs) + "</dd>")
            used = [r for r in info["mentioned_by"] if r in hrefs]
            if used:
                shown = ", ".join(f'<a href="{esc(rel(path, hrefs[r]))}">{esc(r)}</a>' for r in used[:USED_IN])
                more = f" and {len(used) - USED_IN} more" if len(used) > USED_IN else ""
                parts.append(f"<dd>Used in {shown}{more}</dd>")
            entries.append("".join(parts))
        first, last = terms[0][0].upper(), terms[-1][0].upper()
        title = f"Glossary · {self.name} · {first}" + (f"–{last}" if last != first else "")
        body = f"<h1>{esc(title)}</h1><dl class=\"glossary\">{''.join(entries)}</dl>"
        return page(path, title, body, crumbs=[(self.name, f"{self.name}/index.html"),
                                               ("Glossary", f"{self.name}/glossary.html"), (title, "")])

    def _mode_pages(self) -> dict[str, str]:
        out = {}
        by_page: dict[str, list[dict]] = defaultdict(list)
        for sec in self.ed["sections"].values():
            by_page[sec["page"]].append(sec)
        link = self.linker()
        for pid, secs in sorted(by_page.items()):
            path = f"{self.name}/{pid}.html"
            title = secs[0]["page_title"] or pid
            body = [f'<h1 id="{esc(pid)}">{esc(title)}</h1>']
            for sec in secs:
                body.append(f'<section id="{esc(sec["id"])}">')
                if sec["heading"]:
                    body.append(f"<h2>{esc(sec['heading'])}</h2>")
                body += [f"<p>{link(p, path)}</p>" for p in sec["paragraphs"]]
                for note in sec["notes"]:
                    label = "Example" if note["kind"] == "example" else "Remark"
                    body.append(f'<div class="note {note["kind"]}"><strong>{label}.</strong> {link(note["text"], path)}</div>')
                body.append(self._about(sec, path))
                body.append("</section>")
            out[path] = page(path, f"{title} · {self.name}", "\n".join(body),
                             crumbs=[(self.name, f"{self.name}/index.html"), (title, "")])
        return out
