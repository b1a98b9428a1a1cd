"""`judge deck FILE|CODE [--format F] [--edition NAME] [--json]`: a deck check a judge can print.

Exit status 0: legal; 1: illegal (every violation listed, each with its rule); 2: unreadable
(one line: the file, the line, what).
"""

from __future__ import annotations

import json
import os


def cmd_deck(args) -> int:
    from card_data.deckcode import looks_like_code
    from rules_index.errors import BadInput, one_line

    from .decklist import DeckError, read
    from .formats import EDITIONS, check

    if args.edition is None:  # the user's edition (`judge config edition`), where there are deck rules for it
        from rules_index.config import default_edition

        edition = default_edition()
        edition = edition if edition in EDITIONS else "builtin"
    else:
        edition = args.edition
    if edition not in EDITIONS:
        raise BadInput(f"judge deck: no deck rules for edition {edition!r} (known: {', '.join(EDITIONS)})")
    pool = _read_file(args.pool) if getattr(args, "pool", None) else None
    source = args.deck
    # a file when one is there, or when it cannot be a code (a code is Base64: "/" and "+" too)
    if os.path.exists(source) or not looks_like_code(source):
        deck = _read_file(source)
    else:
        try:
            deck = read(source, None)
        except DeckError as exc:
            if "/" in source or "\\" in source or "." in source:  # more likely a path mistyped than a code
                raise BadInput(f"judge deck: {one_line(source, 200)}: no such file, nor a deck code "
                               f"({one_line(exc.what.removeprefix('deck code: '), 120)})") from None
            raise BadInput(f"judge deck: deck code{f':{exc.line}' if exc.line else ''}: {one_line(exc.what, 200)}") from None
    if pool is not None and args.format not in ("limited", "draft"):
        raise BadInput("judge deck: --pool is for the limited formats (limited, draft)")
    result = check(deck, args.format, edition, pool)
    if args.json:
        print(json.dumps(_data(deck, result), ensure_ascii=False, indent=2))
    else:
        print(sheet(deck, result))
    return 0 if result.legal else 1


def _read_file(path: str):
    """A deck list from a file, bounded; unreadable: one line naming the file and the line."""
    from rules_index.errors import BadInput, one_line

    from .decklist import MAX_BYTES, DeckError, read

    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_BYTES + 1)
        return read(path, data.decode("utf-8-sig"))
    except OSError as exc:
        raise BadInput(f"judge deck: {one_line(path)}: cannot read: {exc.strerror}") from None
    except UnicodeDecodeError:
        raise BadInput(f"judge deck: {one_line(path)}: not UTF-8 text") from None
    except DeckError as exc:
        raise BadInput(f"judge deck: {one_line(path)}{f':{exc.line}' if exc.line else ''}: {one_line(exc.what, 200)}") from None


def _data(deck, result) -> dict:
    return {
        "deck": deck.source if not deck.code else None,
        "code": deck.source if deck.code else None,
        "format": result.format,
        "edition": result.edition,
        "legal": result.legal,
        "violations": [{"rule": v.rule, "says": v.says, "lines": v.lines} for v in result.violations],
        "notes": result.notes,
        "counts": result.counts,
        "cards": [{"line": e.line, "count": e.count, "reference": e.reference, "name": e.name, "faction": e.faction,
                   "rarity": e.rarity, "type": e.type, "by_name": e.by_name, "flags": e.flags} for e in deck.entries],
    }


def sheet(deck, result) -> str:
    """The deck-check sheet: verdict, violations with their rules, counts, notes, the list."""
    c = result.counts
    title = "deck code" if deck.code else deck.source
    out = [f"DECK CHECK  {title}", f"format {result.format}, rules of edition {result.edition}", ""]
    out.append("LEGAL" if result.legal else f"ILLEGAL: {len(result.violations)} violation(s)")
    for v in result.violations:
        at = f" (line {', '.join(map(str, v.lines))})" if v.lines and not deck.code else ""
        out.append(f"  [{v.rule}] {v.says}{at}")
    out += ["", f"Heroes {c['heroes']}   other cards {c['cards']}   rare {c['rare']}   unique {c['unique']}   "
            f"exalted {c['exalted']}   tokens {c['tokens']}", f"factions: {', '.join(c['factions']) or '-'}"]
    if result.notes:
        out += ["", "Notes:"] + [f"  - {n}" for n in result.notes]
    out += ["", f"{'line':>4} {'qty':>3}  {'reference':<24} {'name':<32} {'faction':<8} {'rarity':<7} type"]
    for e in deck.entries:
        name = e.name if len(e.name) <= 32 else e.name[:31] + "."
        out.append(f"{e.line:>4} {e.count:>3}  {e.reference:<24} {name:<32} {e.faction:<8} {e.rarity:<7} {e.type}"
                   + (" *" if e.by_name else ""))
    if any(e.by_name for e in deck.entries):
        out.append("  * written by name: the version shown is the one read (see the notes)")
    out += ["", "Judge: ____________________   Player: ____________________   Table: ____"]
    return "\n".join(out)
