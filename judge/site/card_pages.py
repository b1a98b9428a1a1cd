"""A page per card: its facts, its versions, what its abilities do as the engine reads them,
whether it is modelled, the rules that apply to it, and (from an imported set) its printed text
and the publisher's rulings. A card's text is the publisher's: it is on a page only when the
user imported it (`judge cards import`), never in what the project ships."""

from __future__ import annotations

from ..reviews import in_words

from .html import esc, page, slug


def card_path(name: str) -> str:
    return f"cards/{slug(name)}.html"


def card_pages(site, catalog: dict, sets: dict[str, list[dict]]) -> dict[str, str]:
    out: dict[str, str] = {}
    names = sorted(set(catalog) | set(sets), key=str.lower)
    for name in names:
        versions = sets.get(name) or []
        data = catalog.get(name) or (versions[0]["base"] if versions else None)
        if data is None:
            continue
        path = card_path(name)
        out[path] = page(path, f"{name} · card", _body(site, path, name, data, versions, name in catalog),
                         crumbs=[("Cards", "cards/index.html"), (name, "")])
    index = "cards/index.html"
    items = "".join(f'<li><a href="{esc(slug(n))}.html">{esc(n)}</a></li>' for n in names
                    if card_path(n) in out)
    out[index] = page(index, "Cards", f"<h1>Cards</h1><p>{len(out)} cards: the shipped sets and the rules' examples.</p>"
                      f'<ul class="columns">{items}</ul>', crumbs=[("Cards", "")])
    return out


def _body(site, path: str, name: str, data: dict, versions: list[dict], catalog: bool) -> str:
    facts = [data["type"].capitalize()] + ([", ".join(data["subtypes"])] if data.get("subtypes") else [])
    if data.get("faction"):
        facts.append(data["faction"])
    body = [f"<h1>{esc(name)}</h1>", f"<p>{esc(' · '.join(facts))}</p>", "<ul>"]
    if data.get("hand_cost") is not None:
        body.append(f"<li>Costs {data['hand_cost']} from Hand, {data['reserve_cost']} from Reserve</li>")
    if data.get("stats"):
        s = data["stats"]
        body.append(f"<li>Forest {s['forest']} · mountain {s['mountain']} · water {s['water']}</li>")
    if data["type"] == "hero":
        body.append(f"<li>Reserve limit {data['reserve_limit']} · landmark limit {data['landmark_limit']}</li>")
    if data.get("keywords"):
        body.append(f"<li>{esc(', '.join(data['keywords']))}</li>")
    body.append("</ul>")
    said = list(data.get("abilities") or ()) + ([data["effect"]] if data.get("effect") else [])
    if said:
        body.append("<h2>What it does, as the engine reads it</h2><ul>" + "".join(f"<li>{esc(a)}</li>" for a in said) + "</ul>")
    who = "the catalog's hand-written encoding" if catalog else "translated from the card's text"
    modelled = "modelled" if catalog else (data.get("modelled") or "")
    body.append(f"<p>{esc(modelled)} ({esc(who)})</p>")
    rules = sorted({r for v in versions[:1] for r in v["base"].get("rules") or ()} | set(data.get("rules") or ()))
    if rules:
        body.append("<p>Rules that apply to it: " + ", ".join(site.builtin_rule_link(r, path) for r in rules) + "</p>")
    used = site.card_rulings.get(name) or []
    if used:
        body.append(f"<h2>Rulings of the corpus that use it ({len(used)})</h2><ul>"
                    + "".join(f"<li>{site.ruling_link(k, path)}</li>" for k in used) + "</ul>")
    for v in versions:
        flags = [f for f in ("suspended", "banned", "errata") if v.get(f)]
        head = f"{v['reference']} ({v['set']}, {v['rarity']})" + (f": {', '.join(flags)}" if flags else "")
        lines = []
        for i, ln in enumerate(v["lines"]):
            said_ = ln.get("says") if ln["modelled"] else f"not modelled: {ln['missing']}"
            printed = f'<br><span class="printed">printed: {esc(ln["text"])}</span>' if ln.get("text") else ""
            lines.append(f"<li>{esc(said_ or '')}{printed}</li>")
        changed = f"<p>A rare version's changes: {esc(', '.join(v['changed']))}</p>" if v.get("changed") else ""
        review = ""
        if not catalog and v.get("review") and v["lines"]:
            review = f'<p class="review">Our encoding: {esc(in_words(v["review"]))}</p>'
        body.append(f"<h2>Version {esc(head)}</h2>{changed}{review}<ol>{''.join(lines)}</ol>")
        for r in v.get("rulings") or ():
            body.append(f"<h3>Ruling ({esc(r.get('createdAt') or 'undated')})</h3>"
                        f"<p><strong>Q.</strong> {esc(r.get('question') or '')}</p><p><strong>A.</strong> {esc(r.get('answer') or '')}</p>")
    return "\n".join(body)
