"""The unnumbered pages of the built-in edition (game modes, formats, the phases of a day),
split into sections with stable ids such as `modes.2v2.victory-conditions`.

The seed files carry these pages without markers, often several in a row and in pieces, so a
page is recognised by its title or its opening sentence, and a section by a heading line.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Page:
    id: str
    title: str
    titles: tuple[str, ...] = ()  # heading lines that open the page
    openers: tuple[str, ...] = ()  # the page's opening sentence(s): a paragraph starting so opens it
    headings: tuple[str, ...] = ()  # section headings only this page has (re-open it when met alone)


PAGES = (
    Page("modes.2v2", "Multiplayer 2v2", ("Multiplayer 2v2 (Game Mode)",), ("Multiplayer mode is a fun",)),
    Page("modes.free-for-all", "Free for All", ("Free for All",), ("The Free for All mode is",)),
    Page("formats.booster-draft", "Booster Draft", (), ("Booster Draft is played",)),
    Page("formats.booster-war", "Booster War", (), ("Booster War is",)),
    Page("formats.standard", "Standard format", (), ("The Standard format is",)),
    Page(
        "phases",
        "Clarification of the phases of a day",
        ("Clarification of the phases of a day",),
        (),
        ("Morning Phase", "Noon Phase", "Afternoon Phase", "Dusk Phase", "Night Phase"),
    ),
)

# Lines that open a sentence are never headings, however short ("You can have a maximum of 3").
_SENTENCE_STARTS = ("You ", "If ", "When ", "It ", "They ", "A ", "An ", "The ", "Each ", "Players ")


def slug(text: str) -> str:
    text = text.lower().replace("&", "and")
    text = re.sub(r"[^a-z0-9]+", "-", text).strip("-")
    return text or "intro"


def page_opened_by(paragraph: str) -> tuple[Page, bool] | None:
    """The page this paragraph opens, and whether the paragraph is that page's title line."""
    for page in PAGES:
        if paragraph in page.titles:
            return page, True
        if any(paragraph.startswith(o) for o in page.openers):
            return page, False
    return None


def page_with_heading(heading: str) -> Page | None:
    for page in PAGES:
        if heading in page.headings:
            return page
    return None


def is_heading(paragraph: str) -> bool:
    if "\n" in paragraph or paragraph.startswith(_SENTENCE_STARTS):
        return False
    words = paragraph.split()
    if paragraph.endswith(":"):
        return len(words) <= 5
    if paragraph[-1] in ".!?;,)\"”":
        return False
    if paragraph[0].isdigit():
        return len(words) == 1  # "2v2"
    return len(words) <= 10 and paragraph[0].isupper()
