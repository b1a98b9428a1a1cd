"""The pieces every page of the site is made of: escaping, the page shell, relative links, and
the linking of rule ids and glossary terms inside any text.

The site opens from the file system: every link is relative, nothing is fetched, no script is
needed to read a page (search is the one page that runs one).
"""

from __future__ import annotations

import html
import re

from rules_index.ids import ID_PATTERN

esc = html.escape


def rel(from_page: str, to: str) -> str:
    """A link from one page of the site to another ("builtin/4.2.html" -> "rulings/x.html"),
    both given from the site's root; a fragment is kept."""
    path, _, frag = to.partition("#")
    if path == from_page and frag:
        return f"#{frag}"  # a link inside the page: the fragment alone
    here = from_page.split("/")[:-1]
    there = path.split("/")
    common = 0
    while common < len(here) and common < len(there) - 1 and here[common] == there[common]:
        common += 1
    out = "../" * (len(here) - common) + "/".join(there[common:])
    return out + (f"#{frag}" if frag else "")


def page(path: str, title: str, body: str, *, crumbs: list[tuple[str, str]] = (), scripts: list[str] = ()) -> str:
    """A whole page: `path` from the site's root (for its links), its title, its body (HTML)."""
    nav = " › ".join(
        [f'<a href="{esc(rel(path, "index.html"))}">Altered rules</a>']
        + [f'<a href="{esc(rel(path, href))}">{esc(label)}</a>' if href else esc(label) for label, href in crumbs]
    )
    search = esc(rel(path, "search.html"))
    tags = "".join(f'\n<script src="{esc(rel(path, s))}"></script>' for s in scripts)
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en">\n<head>\n<meta charset="utf-8">\n'
        '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
        f"<title>{esc(title)}</title>\n"
        f'<link rel="stylesheet" href="{esc(rel(path, "site.css"))}">\n'
        "</head>\n<body>\n"
        '<a class="skip" href="#main">Skip to the text</a>\n'
        f'<header><nav aria-label="Where you are">{nav}</nav>'
        f'<form class="find" action="{search}" method="get" role="search">'
        '<label for="q" class="hidden">Search the rules</label>'
        '<input id="q" name="q" type="search" placeholder="Search the rules"></form></header>\n'
        f'<main id="main">\n{body}\n</main>\n'
        "<footer>Made offline by altered-judge from the rules you imported. Not an official publication.</footer>"
        f"{tags}\n</body>\n</html>\n"
    )


def slug(text: str) -> str:
    """A file or anchor name from a name ("Reserve limit" -> "reserve-limit")."""
    s = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    return s or "x"


_ID = re.compile(rf"(?<![\w.])({ID_PATTERN})(?![\w])")


class Linker:
    """Turns a text of one edition into HTML with its rule ids and glossary terms as links.

    rule_href: rule id -> the page and anchor of that rule (from the site's root); term_href: term
    -> its glossary entry; aliases: term -> other names it is written as."""

    def __init__(self, rule_href: dict[str, str], term_href: dict[str, str], aliases: dict[str, list[str]]):
        self.rule_href = rule_href
        self.term_href = term_href
        names: dict[str, str] = {}
        for term in term_href:
            for name in [term, *aliases.get(term, ())]:
                names.setdefault(name.lower(), term)
        self._term_of = names
        # the longest name first: "Reserve limit" before "Reserve"; a plural ("Characters") too
        alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
        self._terms = re.compile(rf"\b({alternatives})(?:s|es)?\b", re.I) if names else None

    def __call__(self, text: str, page_path: str, skip: str = "") -> str:
        """`text` as HTML; `skip`: a rule id not to link (the rule itself)."""
        spans: list[tuple[int, int, str]] = []
        for m in _ID.finditer(text):
            rid = m.group(1).rstrip(".")
            if "." in rid and rid in self.rule_href and rid != skip:
                spans.append((m.start(1), m.start(1) + len(rid), rel(page_path, self.rule_href[rid])))
        if self._terms is not None:
            taken = [(a, b) for a, b, _ in spans]
            for m in self._terms.finditer(text):
                if any(a < m.end() and m.start() < b for a, b in taken):
                    continue
                term = self._term_of[m.group(1).lower()]
                spans.append((m.start(), m.end(), rel(page_path, self.term_href[term])))
        spans.sort()
        out, at = [], 0
        for a, b, href in spans:
            out.append(esc(text[at:a]))
            cls = ' class="term"' if not _ID.fullmatch(text[a:b]) else ""
            out.append(f'<a{cls} href="{esc(href)}">{esc(text[a:b])}</a>')
            at = b
        out.append(esc(text[at:]))
        return "".join(out)

    def paragraphs(self, text: str, page_path: str, skip: str = "") -> str:
        """A text of several lines, a paragraph each."""
        return "".join(f"<p>{self(line, page_path, skip)}</p>" for line in text.split("\n") if line.strip())


def chunks(items: list[str], budget: int) -> list[list[str]]:
    """Items (pieces of HTML) in runs of at most `budget` bytes each (an item never split)."""
    out: list[list[str]] = [[]]
    size = 0
    for item in items:
        n = len(item.encode("utf-8"))
        if out[-1] and size + n > budget:
            out.append([])
            size = 0
        out[-1].append(item)
        size += n
    return out


def word_diff(a: str, b: str) -> str:
    """Text a to text b word by word, as HTML: what went in <del>, what came in <ins>."""
    from rules_index.diff import word_ops

    tags = {"removed": "del", "added": "ins"}
    return " ".join(esc(words) if op == "equal" else f"<{tags[op]}>{esc(words)}</{tags[op]}>"
                    for op, words in word_ops(a, b))
