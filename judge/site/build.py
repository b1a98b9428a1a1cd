"""`judge site build OUT/`: everything the project knows, as pages that open from the file system.

    OUT/index.html                 the editions, the cards, the rulings
    OUT/EDITION/index.html         an edition's contents; EDITION/7.4.html#7.4.4.b a rule
    OUT/EDITION/glossary.html      its terms; EDITION/modes.2v2.html a page of the game modes
    OUT/diff/A--B.html             what changed from one edition to another
    OUT/rulings/PATH.html          a ruling of the corpus: its handout, with its trace
    OUT/cards/NAME.html            a card

The site is written into a new folder beside OUT and put in its place when complete: a build
that fails leaves OUT as it was. OUT must be empty, missing, or a site this command built (it
holds SITE_MARK); anything else is refused unless --force, so a judge's own files are never lost
unasked.
"""

from __future__ import annotations

import os
import shutil
import tempfile
from pathlib import Path

from rules_index.ids import sort_key, split_qualified

from .card_pages import card_path, card_pages
from .handout import Handout
from .html import Linker, chunks, esc, page, rel, word_diff
from .rule_pages import EditionPages

SITE_MARK = ".altered-judge-site"
PAGE_LIMIT = 90_000  # bytes: no page of the site over 100 KB (a phone on a slow line)
ASSETS = Path(__file__).with_name("assets")
ROOT = Path(__file__).resolve().parents[2]


class Site:
    def __init__(self, view, names: list[str], ruling_edition: str):
        self.view = view
        self.names = names
        self.views = {n: view.edition(n) for n in names}
        self.ruling_edition = ruling_edition
        self.editions = {n: EditionPages(n, self.views[n], self) for n in names}
        self.rule_hrefs: dict[str, dict[str, str]] = {n: e.rule_href() for n, e in self.editions.items()}
        self._linkers: dict[str, Linker] = {}
        self.ruling_pages: set[str] = set()
        self.cards: set[str] = set()
        self.card_rulings: dict[str, list[str]] = {}

    def linker(self, name: str) -> Linker:
        if name not in self._linkers:
            terms = self.views[name]["terms"]
            self._linkers[name] = Linker(self.rule_hrefs[name], self.editions[name].term_href,
                                         {t: info.get("aliases") or [] for t, info in terms.items()})
        return self._linkers[name]

    def quote_linker(self, edition: str) -> Linker | None:
        """The linking of a rule quoted from `edition`, if the site has that edition."""
        return self.linker(edition) if edition in self.editions else None

    def paginate(self) -> None:
        for name, pages in self.editions.items():
            pages.paginate()
            self.rule_hrefs[name] = pages.rule_href()
        self._linkers.clear()

    # -- links between the parts --------------------------------------------------------------

    def ruling_link(self, key: str, from_page: str) -> str:
        label = key.rsplit("/", 1)[-1].removesuffix(".yaml").removesuffix(".yml")
        target = ruling_path(key)
        if target in self.ruling_pages:
            return f'<a href="{esc(rel(from_page, target))}">{esc(label)}</a>'
        return esc(label)

    def card_link(self, name: str, from_page: str) -> str:
        if name in self.cards:
            return f'<a href="{esc(rel(from_page, card_path(name)))}">{esc(name)}</a>'
        return esc(name)

    def builtin_rule_link(self, rid: str, from_page: str) -> str:
        """A rule the engine names (a built-in id, or a later edition's qualified one)."""
        edition, bare = split_qualified(rid)
        edition = edition or "builtin"
        href = self.rule_hrefs.get(edition, {}).get(bare)
        return f'<a href="{esc(rel(from_page, href))}">{esc(rid)}</a>' if href else esc(rid)

    def rule_href(self, edition: str, rid: str, from_page: str) -> str | None:
        href = self.rule_hrefs.get(edition, {}).get(rid)
        if href is None and edition in self.editions:
            href = self.editions[edition].section_href.get(rid)  # a section of the modes' pages
        return rel(from_page, href) if href else None

    def diff_links(self, name: str) -> list[tuple[str, str]]:
        return [(f"What changed from {a} to {b}", diff_path(a, b)) for a, b in self.pairs() if name in (a, b)]

    def pairs(self) -> list[tuple[str, str]]:
        return [(a, b) for i, a in enumerate(self.names) for b in self.names[i + 1:]]


def _rulings_by_card(keys: list[str], names: set[str]) -> dict[str, list[str]]:
    """The rulings of the corpus that name each card (by its name, as a scenario writes it)."""
    import re

    if not names:
        return {}
    pattern = re.compile(r"(?<![\w-])(" + "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True)) + r")(?![\w-])")
    out: dict[str, list[str]] = {}
    for key in keys:
        try:
            text = (ROOT / key).read_text(encoding="utf-8", errors="replace")[:1_000_000]
        except OSError:
            continue
        for name in sorted(set(pattern.findall(text))):
            out.setdefault(name, []).append(key)
    return out


def ruling_path(key: str) -> str:
    inner = key.removeprefix("scenarios/").rsplit(".", 1)[0]
    return f"rulings/{inner}.html"


def diff_path(a: str, b: str) -> str:
    return f"diff/{a}--{b}.html"


def build(out: str, names: list[str] | None = None, force: bool = False, workers: int | None = None) -> dict:
    """Build the site into `out`; returns a summary (pages, bytes, rulings, cards, editions).
    `workers`: processes that run the rulings (default: the cores, at most 4)."""
    from rules_index import rulings as rulings_mod
    from rules_index.cache import View
    from rules_index.commands import _edition, check_edition_name
    from rules_index.errors import BadInput

    target = Path(out)
    _check_target(target, force)
    record = rulings_mod.refresh()  # the corpus as it is now, before any edition's rulings are read
    view = View()
    names = list(dict.fromkeys(names or view.order))
    for n in names:
        _edition(view, n)  # BadInput naming the editions there are
    default = check_edition_name(None)
    ruling_edition = default if default in names else names[0]
    site = Site(view, names, ruling_edition)
    site.ruling_pages = {ruling_path(k) for k in record}
    from judge.card_command import every_card

    catalog, sets = every_card()
    site.cards = set(catalog) | set(sets)
    site.card_rulings = _rulings_by_card(sorted(record), site.cards)
    site.paginate()

    pages: dict[str, str] = {}
    for name in names:
        pages.update(site.editions[name].pages())
    for a, b in site.pairs():
        pages.update(_diff_pages(site, a, b))
    ruled = _ruling_pages(site, sorted(record), pages, workers)
    pages.update(card_pages(site, catalog, sets))
    pages["index.html"] = _index(site, ruled)
    pages["search.html"] = _search_page()
    from .search_index import script

    labels = {n: {**{rid: _label(r) for rid, r in site.views[n]["rules"].items()},
                  **{sid: _label(s) for sid, s in site.views[n]["sections"].items()}} for n in names}
    hrefs = {n: {**site.rule_hrefs[n], **site.editions[n].section_href} for n in names}
    search_js = script(view, names, hrefs, labels)

    parent = target.resolve().parent
    try:
        parent.mkdir(parents=True, exist_ok=True)
        work = Path(tempfile.mkdtemp(prefix=f".{target.name}.", suffix=".tmp", dir=parent))
    except OSError as exc:
        raise BadInput(f"{out}: cannot write there ({exc.strerror or exc})") from None
    try:
        total = 0
        for path, text in sorted(pages.items()):
            dest = work / path
            dest.parent.mkdir(parents=True, exist_ok=True)
            data = text.encode("utf-8")
            dest.write_bytes(data)
            total += len(data)
        (work / "search-index.js").write_text(search_js, encoding="utf-8")
        for asset in sorted(ASSETS.iterdir()):
            if asset.is_file():
                shutil.copyfile(asset, work / asset.name)
        (work / SITE_MARK).write_text("a site built by `judge site build`: it may be replaced by the next build\n",
                                      encoding="utf-8")
        _swap(work, target)
    except OSError as exc:
        shutil.rmtree(work, ignore_errors=True)
        raise BadInput(f"{out}: cannot write the site ({exc.strerror or exc})") from None
    except BaseException:
        shutil.rmtree(work, ignore_errors=True)
        raise
    largest = max(pages, key=lambda p: len(pages[p].encode("utf-8")))
    return {"out": str(target), "editions": names, "pages": len(pages), "bytes": total,
            "rulings": len(ruled), "cards": sum(1 for p in pages if p.startswith("cards/") and p != "cards/index.html"),
            "largest_page": {"path": largest, "bytes": len(pages[largest].encode("utf-8"))},
            "rulings_cite": ruling_edition}


def _check_target(target: Path, force: bool) -> None:
    from rules_index.errors import BadInput

    # never a folder that holds where the judge stands, the project, or their home: --force
    # replaces a folder, and these are not a site's to replace
    here = target.resolve()
    for keep in (Path.cwd().resolve(), ROOT, Path.home().resolve()):
        if here == keep or here in keep.parents:
            raise BadInput(f"{target}: holds {keep}; build the site into a folder of its own (e.g. {target}/site)")
    if target.is_symlink() or (target.exists() and not target.is_dir()):
        raise BadInput(f"{target}: not a folder; the site is built into a folder (a new one, or one it built before)")
    if target.is_dir() and any(target.iterdir()) and not (target / SITE_MARK).exists() and not force:
        raise BadInput(f"{target}: a folder with files that are not a site this command built; "
                       "name a new folder, or pass --force to replace it")


def _swap(work: Path, target: Path) -> None:
    """Put the new site in place of the old one: the old one is moved aside, then removed."""
    old = None
    if target.exists():
        old = target.with_name(f".{target.name}.old-{os.getpid()}")
        target.rename(old)
    try:
        work.rename(target)
    except OSError:
        if old is not None:
            old.rename(target)
        raise
    if old is not None:
        shutil.rmtree(old, ignore_errors=True)


_SITE: Site | None = None  # the site a worker process renders rulings for (inherited by fork)


def _handouts(keys: list[str]) -> list[tuple[str, str, bool | None, dict[str, str]]]:
    """Run rulings and render their handouts: [(key, title, holds, {path: page})]."""
    from judge.scenario.commands import edition_citer
    from judge.scenario.problems import ScenarioError
    from judge.scenario.run import run

    site = _SITE
    edition, cite = edition_citer(site.ruling_edition)
    out = []
    for key in keys:
        path = ruling_path(key)
        crumbs = [("Rulings", "rulings/index.html"), (key.rsplit("/", 1)[-1], "")]
        try:
            result = run(ROOT / key, edition)
        except ScenarioError as exc:
            out.append((key, key, None, {path: page(path, key, f"<h1>{esc(key)}</h1><p>This file cannot be run: "
                                                    f"{esc(exc.line())}</p>", crumbs=crumbs)}))
            continue
        result.file = key  # the corpus's own name for it, not this machine's path
        handout = Handout(result, edition, cite, site.view)
        out.append((key, result.ruling, result.passed if result.has_expectations else None,
                    dict(handout.pages(path, site.rule_href, crumbs, limit=PAGE_LIMIT, linker=site.quote_linker))))
    return out


def _run_all(site: Site, keys: list[str], workers: int | None = None) -> list[tuple[str, str, bool | None, dict[str, str]]]:
    """Every ruling's handout, on each core where the system forks (the runs are independent, and
    each gives the same pages wherever it runs); in this process elsewhere."""
    import multiprocessing

    global _SITE
    _SITE = site
    workers = min(os.cpu_count() or 1, 4) if workers is None else workers
    if workers < 2 or len(keys) < 20 or "fork" not in multiprocessing.get_all_start_methods():
        return _handouts(keys)
    chunks_ = [keys[i::workers] for i in range(workers)]
    with multiprocessing.get_context("fork").Pool(workers) as pool:
        parts = pool.map(_handouts, chunks_)
    return sorted((x for part in parts for x in part), key=lambda x: x[0])


def _ruling_pages(site: Site, keys: list[str], pages: dict[str, str], workers: int | None = None) -> list[tuple[str, str, bool | None]]:
    """A handout per ruling of the corpus: [(key, title, holds)]."""
    edition = site.ruling_edition
    out = []
    for key, title, holds, made in _run_all(site, keys, workers):
        pages.update(made)
        out.append((key, title, holds))
    # an index of the folders, and one of the rulings of each folder
    groups: dict[str, list[tuple[str, str, bool | None]]] = {}
    for key, title, holds in out:
        groups.setdefault(key.removeprefix("scenarios/").rsplit("/", 1)[0], []).append((key, title, holds))
    index = "rulings/index.html"
    items = []
    for folder, rulings in sorted(groups.items()):
        fpath = f"rulings/{folder}/index.html"
        lines = [f'<li><a href="{esc(rel(fpath, ruling_path(k)))}">{esc(t)}</a>'
                 f'{esc("" if h is None else (" ✓" if h else " ✗ fails"))}</li>' for k, t, h in rulings]
        pages[fpath] = page(fpath, f"Rulings · {folder}", f"<h1>Rulings · {esc(folder)}</h1><ul>{''.join(lines)}</ul>",
                            crumbs=[("Rulings", index), (folder, "")])
        items.append(f'<li><a href="{esc(rel(index, fpath))}">{esc(folder)}</a>: {len(rulings)}</li>')
    pages[index] = page(index, "Rulings", f"<h1>Rulings</h1><p>{len(out)} rulings of the corpus, each with its trace; "
                        f"rules cited in the {esc(edition)} edition.</p><ul>{''.join(items)}</ul>", crumbs=[("Rulings", "")])
    return out


def _diff_pages(site: Site, a: str, b: str) -> dict[str, str]:
    """A summary page, and a page (or several) per kind of change."""
    path = diff_path(a, b)
    ra, rb = site.views[a]["rules"], site.views[b]["rules"]
    rows = {"renumbered": [], "changed": [], "removed": [], "added": []}
    matched_b = set()
    for rid in sorted(ra, key=sort_key):
        rec = ra[rid]
        same = next((s for s in rec.get("same_rule") or () if s["edition"] == b), None)
        if same is None:
            if rec["text"]:
                rows["removed"].append(f"<li>{_link(site, a, rid, path)} {esc(_short(rec['text']))}</li>")
            continue
        matched_b.add(same["id"])
        other = rb.get(same["id"]) or {}
        kind = same["kind"]
        if kind == "unchanged":
            continue
        diff = word_diff(rec["text"], other.get("text") or "")
        rows["renumbered" if kind == "renumbered" else "changed"].append(
            f"<li>{_link(site, a, rid, path)} → {_link(site, b, same['id'], path)}: <span class=\"diff\">{diff}</span></li>")
    for rid in sorted(rb, key=sort_key):
        if rid not in matched_b and rb[rid]["text"]:
            rows["added"].append(f"<li>{_link(site, b, rid, path)} {esc(_short(rb[rid]['text']))}</li>")
    out: dict[str, str] = {}
    links = []
    for kind, items in rows.items():
        parts = chunks(items, PAGE_LIMIT - 10_000) if items else []
        for n, part in enumerate(parts, start=1):
            kpath = path.removesuffix(".html") + f"-{kind}" + (f"-{n}" if n > 1 else "") + ".html"
            title = f"{a} → {b}: {kind}" + (f" ({n} of {len(parts)})" if len(parts) > 1 else "")
            out[kpath] = page(kpath, title, f"<h1>{esc(title)}</h1><ul class=\"diffs\">{''.join(part)}</ul>",
                              crumbs=[(f"{a} → {b}", path), (kind, "")])
            links.append(f'<li><a href="{esc(rel(path, kpath))}">{esc(kind.capitalize())}'
                         f'{f" ({n} of {len(parts)})" if len(parts) > 1 else ""}</a></li>')
    body = [f"<h1>What changed from {esc(a)} to {esc(b)}</h1>",
            "<p>" + ", ".join(f"{len(v)} {k}" for k, v in rows.items()) + " (rules with text; unchanged rules are not listed).</p>",
            f"<ul>{''.join(links)}</ul>"]
    out[path] = page(path, f"{a} → {b}", "\n".join(body), crumbs=[(f"{a} → {b}", "")])
    return out


def _link(site: Site, edition: str, rid: str, from_page: str) -> str:
    href = site.rule_hrefs[edition].get(rid)
    label = f"{edition} {rid}"
    return f'<a href="{esc(rel(from_page, href))}">{esc(label)}</a>' if href else esc(label)


def _label(rec: dict) -> str:
    """What a search result shows of a rule or section: its heading, or the start of its text."""
    head = rec.get("heading") or ""
    text = _short(rec.get("text") or "", 120)
    return f"{head}: {text}" if head and text else head or text


def _short(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 1].rsplit(" ", 1)[0] + "…"


def _index(site: Site, ruled: list) -> str:
    path = "index.html"
    eds = "".join(
        f'<li><a href="{esc(rel(path, f"{n}/index.html"))}">{esc(site.editions[n]._title())}</a>: '
        f'{len(site.views[n]["rules"])} rules</li>' for n in site.names)
    diffs = "".join(f'<li><a href="{esc(rel(path, diff_path(a, b)))}">What changed from {esc(a)} to {esc(b)}</a></li>'
                    for a, b in site.pairs())
    body = (
        "<h1>The rules of Altered, offline</h1>"
        f"<h2>Editions</h2><ul>{eds}</ul>"
        + (f"<h2>Between editions</h2><ul>{diffs}</ul>" if diffs else "")
        + f'<h2>Also</h2><ul><li><a href="rulings/index.html">Rulings</a>: {len(ruled)}, each with its trace</li>'
        f'<li><a href="cards/index.html">Cards</a></li><li><a href="search.html">Search</a></li></ul>'
    )
    return page(path, "Altered rules", body)


def _search_page() -> str:
    path = "search.html"
    body = ('<h1>Search</h1><p><label for="edition">Edition</label> <select id="edition"></select></p>'
            '<p id="status" role="status">Type a question in the box above.</p><ol id="results"></ol>'
            "<noscript><p>Search runs a script in the page; without scripts, each edition's contents and glossary "
            "lead to every rule.</p></noscript>")
    return page(path, "Search", body, scripts=["search-index.js", "search.js"])
