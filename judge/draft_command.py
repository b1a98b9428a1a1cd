"""`judge draft --players 8 --boosters 4 --seed S [--set CORE] [--picks FILE] [--out DIR] [--json]`:
a Booster Draft pod, each seat's pool printed as a deck list `judge deck --format draft` reads."""

from __future__ import annotations

import json
import os
from collections import Counter

MAX_PICKS_BYTES = 256 * 1024


def cmd_draft(args) -> int:
    from rules_index.errors import BadInput, one_line
    from rules_index.files import write_whole

    from . import draft

    picks = _pick_lists(args.picks) if args.picks else None
    try:
        seats = draft.run(args.players, args.boosters, args.seed, args.set.upper(), picks)
    except ValueError as exc:
        raise BadInput(f"judge draft: {exc}") from None
    if args.out:
        if os.path.exists(args.out) and not os.path.isdir(args.out):
            raise BadInput(f"judge draft: {one_line(args.out)} is not a folder")
        os.makedirs(args.out, exist_ok=True)
        for seat in seats:
            path = os.path.join(args.out, f"seat-{seat.number}.txt")
            if os.path.exists(path) and not args.force:
                raise BadInput(f"judge draft: {one_line(path)} exists: --force replaces it")
        for seat in seats:
            write_whole(os.path.join(args.out, f"seat-{seat.number}.txt"),
                        f"# seat {seat.number}, draft seed {args.seed}, set {args.set.upper()}\n" + _list(seat.picks) + "\n")
    if args.json:
        print(json.dumps({
            "players": args.players, "boosters": args.boosters, "seed": args.seed, "set": args.set.upper(),
            "assumption": draft.ASSUMPTION,
            "seats": [{"seat": s.number, "picks": s.picks, "removed": s.removed} for s in seats],
        }, indent=2))
        return 0
    print(f"Booster Draft: {args.players} players, {args.boosters} boosters each, set {args.set.upper()}, seed {args.seed}")
    print(f"({draft.ASSUMPTION}; passing left, right, left, right: formats.booster-draft.intro)")
    for seat in seats:
        print(f"\nseat {seat.number}: {len(seat.picks)} cards (Token/Foil removed: {len(seat.removed)})")
        print(_list(seat.picks))
    return 0


def _list(refs: list[str]) -> str:
    return "\n".join(f"{n} {r}" for r, n in sorted(Counter(refs).items()))


def _pick_lists(path: str) -> dict[int, list[str]]:
    """{seat: [card, ...]} from a YAML file: each seat's cards, most wanted first."""
    import yaml

    from rules_index.errors import BadInput, one_line

    try:
        with open(path, "rb") as fh:
            data = fh.read(MAX_PICKS_BYTES + 1)
    except OSError as exc:
        raise BadInput(f"judge draft: {one_line(path)}: cannot read: {exc.strerror}") from None
    if len(data) > MAX_PICKS_BYTES:
        raise BadInput(f"judge draft: {one_line(path)}: more than 256 KiB")
    try:
        doc = yaml.safe_load(data.decode("utf-8"))
    except (UnicodeDecodeError, yaml.YAMLError) as exc:
        line = getattr(getattr(exc, "problem_mark", None), "line", None)
        raise BadInput(f"judge draft: {one_line(path)}{'' if line is None else f':{line + 1}'}: not a YAML file of pick lists") from None
    if not isinstance(doc, dict) or not all(isinstance(k, int) and isinstance(v, list) for k, v in doc.items()):
        raise BadInput(f"judge draft: {one_line(path)}: expected {{seat number: [card, ...]}}")
    return {k: [str(x) for x in v][:500] for k, v in doc.items()}
