"""`judge site build OUT/ [--edition NAME ...]`."""

from __future__ import annotations


def cmd_site(args) -> int:
    from rules_index.commands import emit

    from .build import build

    summary = build(args.out, args.edition, force=args.force)
    if args.json:
        emit(summary)
    else:
        print(f"wrote {summary['out']}: {summary['pages']} pages ({summary['bytes'] // 1024} KB) for "
              f"{', '.join(summary['editions'])}; {summary['rulings']} rulings with their traces (rules cited in "
              f"{summary['rulings_cite']}), {summary['cards']} cards; largest page {summary['largest_page']['path']} "
              f"({summary['largest_page']['bytes'] // 1024} KB). Open {summary['out']}/index.html")
    return 0
