"""The editions a build reads, a stored one not read again while its file is unchanged.

A build of the view needs little of an edition whose parts are kept (parts.py): what names its
parts (a hash of its rules, one of where they were read), the ids of its rules and sections (the
code, the rulings and the cards name them) and what its records show besides its rules (title,
documents, findings). That digest is kept as a part under the stored file's name, size and time;
the edition itself is read only when a part of it must be made. An import into a store of twenty
editions then reads one of them, not twenty-one (issue 14: at most 5 s whatever the store holds).
"""

from __future__ import annotations

import os
from typing import Any, Callable

from . import editions as editions_mod
from . import parts
from .errors import BadInput
from .model import Edition


class Stored:
    """A stored edition known by its digest; read whole on first use of anything else (its rules,
    to make a part of it), with the message of editions.load if it no longer loads."""

    builtin = False

    def __init__(self, name: str, digest: dict):
        self.name = name
        self.digest = digest
        self._edition: Edition | None = None

    def __getattr__(self, attr: str) -> Any:  # only what the instance does not hold itself
        if attr.startswith("__"):
            raise AttributeError(attr)
        if self._edition is None:
            self._edition = editions_mod.load(self.name)
        return getattr(self._edition, attr)


def digest(ed: Edition | Stored) -> dict:
    """What a build needs of an edition besides its parts (see the module): kept with an edition
    load_all read (a Stored one, or one read now and digested), made field by field of any other
    (an edition a caller made, which it may change between builds)."""
    made = ed.__dict__.get("digest")
    return made if made is not None else _Fields(ed)


class _Fields(dict):
    """The digest of an edition no file stands for, each field made when asked."""

    def __init__(self, ed: Edition):
        super().__init__()
        self._ed = ed

    def __missing__(self, field: str):
        value = self[field] = _FIELDS[field](self._ed)
        return value


def _digest(ed: Edition) -> dict:
    return {field: make(ed) for field, make in _FIELDS.items()}


def kinds_of(ed: Edition) -> dict[str, str]:
    """rule id -> "rule", or "section" for a section of the pages (pages included)."""
    kinds = {sid: "section" for s in ed.sections.values() for sid in (s.page, s.id)}
    kinds.update((rid, "rule") for rid in ed.rules)  # a rule before a section of the same id
    return kinds


def meta_of(ed: Edition) -> tuple:
    """What an edition's records show besides its rules: its documents and findings (the engine's
    readings where the built-in edition is silent are laid over by build._meta)."""
    return (ed.title, ed.version, ed.effective, ed.origin,
            [(d.file, d.title, d.lines, d.pages) for d in ed.documents],
            [(f.kind, f.message, f.rule, [(s.file, s.line, s.page) for s in f.sources]) for f in ed.findings])


_FIELDS: dict[str, Callable[[Edition], Any]] = {
    "made_of": lambda ed: parts.key("edition", parts.edition_inputs(ed), plain=True),
    "sources": lambda ed: parts.key("sources", parts.sources_of(ed), plain=True),
    "kinds": kinds_of,
    "meta": meta_of,
}


def load_all(notice: Callable[[str], None] | None = None) -> list[Edition | Stored]:
    """The built-in edition, then every stored edition that loads, in name order (as
    editions.loadable: a damaged one is left out with one line to `notice`); a stored edition
    whose file a build digested and that has not changed since is not read."""
    notice = notice or editions_mod._warn
    out: list[Edition | Stored] = [editions_mod.builtin.load()]
    for name in editions_mod.stored_names():
        try:
            st = os.stat(editions_mod.edition_file(name))
            known = (name, st.st_size, st.st_mtime_ns)
        except OSError:
            known = None
        made = parts.read_back("digest", known, plain=True) if known is not None else None
        if isinstance(made, dict):
            out.append(Stored(name, made))
            continue
        try:
            ed = editions_mod.load(name)
        except BadInput as exc:
            notice(exc.message)
            continue
        if known is not None:
            ed.__dict__["digest"] = parts.cached("digest", known, lambda ed=ed: _digest(ed), plain=True)
        out.append(ed)
    return out
