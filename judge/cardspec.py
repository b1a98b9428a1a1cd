"""Cards from their data: a card's definition (a scenario's `cards:`, the catalog, a saved
position) -> a `Card`. pydantic checks the data at this edge; the engine gets plain objects.
"""

from __future__ import annotations


from . import words
from .abilities import parse_ability, parse_effect
from .cards import Card, parse_token
from .rules import implements
from .scenario.model import CardSpec


@implements("7.4.1.a", "7.4.3.a", "7.4.4.a")
def check_keywords(name: str, spec: CardSpec) -> str | None:
    """Defender, Gigantic, Seasoned (and Eternal) are passive abilities that appear on
    Characters; Fleeting as an ability appears on Spells (2.4.6.e)."""
    if spec.scout is not None and spec.type not in ("character", "permanent"):
        return f"{name!r}: Scout appears on Characters and Permanents (published game, v5.0 7.4.5.a), not on a {spec.type}"
    if spec.scout is not None and spec.cost is None:
        return f"{name!r}: Scout is an alternative to the Hand Cost (published game, v5.0 7.4.5.c): give the card a cost"
    if spec.temple is not None and (spec.type != "character" or spec.cost is None):
        # the later sets print Temple on Characters, an alternative to their cost (judge/temple.py)
        return f"{name!r}: Temple appears on Characters with a cost (published game, the cards' reminder), not on this {spec.type}"
    if spec.zone_type is not None and spec.type != "permanent":
        return f"{name!r}: a zone type is a Permanent's (published game, v5.0 2.2.3.a), not a {spec.type}'s"
    held = [a["passive"] for a in spec.abilities if isinstance(a, dict) and a.get("passive") in words.HELD_IN_PLACE]
    if held and spec.type != "permanent":
        # a Permanent in an expedition keeps the others there (judge/zones.held_in_place); on a Character, whether it keeps itself, not said
        return f"{name!r}: {held[0]!r} appears on Permanents here, not on a {spec.type}"
    if spec.type != "character" and any(isinstance(a, dict) and a.get("passive") == words.ALSO_A_SPELL for a in spec.abilities):
        # the cards' reminder: "play me as a Character" (published game; judge/words.py ALSO_A_SPELL)
        return f"{name!r}: {words.ALSO_A_SPELL!r} appears on Characters here, not on a {spec.type}"
    ignores = ignored_on_day_one(spec.abilities, spec.keywords, spec.effect)
    if ignores:
        return f"{name!r}: {ignores}"
    for kw in spec.keywords:
        if kw == "Cooldown" and spec.type != "spell":
            # the built-in edition has no Cooldown; the published game: it appears on Spells (v5.0 7.4.1.a)
            return f"{name!r}: Cooldown appears on Spells (published game, v5.0 7.4.1.a), not on a {spec.type}"
        if kw == "Cooldown":
            continue
        if kw == "Fleeting" and spec.type != "spell":
            return f"{name!r}: Fleeting as an ability appears on Spells (2.4.6.e); a {spec.type} has it only as a status"
        if kw != "Fleeting" and spec.type != "character":
            rule = {"Defender": "7.4.1.a", "Gigantic": "7.4.3.a", "Seasoned": "7.4.4.a"}.get(kw, "")
            return f"{name!r}: {kw} is a passive ability that appears on Characters, not on a {spec.type}" + (f" ({rule})" if rule else "")
    return None


# The abilities whose ignoring on day 1 (v5.0 7.3.19.b) the engine checks where they apply:
# judge/morning.py asks for it before its controller's Draw and Expand change.
IGNORABLE_ON_DAY_ONE = frozenset({"during morning you draw one card and expand from the top of your deck",
                                  "my abilities are ignored during the first day"})


@implements("v5.0 7.3.19.a", "v5.0 7.3.19.b")
def ignored_on_day_one(abilities, keywords, effect) -> str | None:
    """A card that ignores its abilities during the first Day: only with abilities the engine knows
    to ignore then (IGNORABLE_ON_DAY_ONE); any other would work when it must not, so it is refused."""
    said = [a.get("passive") if isinstance(a, dict) else None for a in abilities]
    if "my abilities are ignored during the first day" not in said:
        return None
    # its Reactions (judge/triggers.py: they do not activate on day 1) and the passives listed
    reacts = [isinstance(a, dict) and "when" in a and set(a) <= {"when", "do"} for a in abilities]
    if keywords or effect or any(p not in IGNORABLE_ON_DAY_ONE and not r for p, r in zip(said, reacts)):
        return ("ignoring its abilities during the first Day (published game, v5.0 7.3.19) with abilities the engine does "
                "not ignore then: only Reactions and a change of its controller's Morning Draw and Expand")
    return None


def card_from_spec(name: str, spec: CardSpec) -> Card:
    hand = reserve = None
    if spec.cost:
        parts = spec.cost.split("/")
        hand = int(parts[0])
        reserve = int(parts[1]) if len(parts) > 1 else hand
    stats = tuple(int(x) for x in spec.stats.split("/")) if spec.stats else (0, 0, 0)

    return Card(
        name=name,
        type=spec.type,
        subtypes=tuple(spec.subtypes),
        hand_cost=hand,
        reserve_cost=reserve,
        stats=stats,  # type: ignore[arg-type]
        keywords=frozenset(spec.keywords),
        reserve_limit=spec.reserve_limit,
        landmark_limit=spec.landmark_limit,
        abilities=tuple(parse_ability(a) for a in spec.abilities),
        effect=tuple(parse_effect(spec.effect)),
        faction=spec.faction,
        tough=spec.tough if isinstance(spec.tough, int) else 0,
        tough_per=" ".join(str(spec.tough["per"]).split()) if isinstance(spec.tough, dict) else "",
        scout=spec.scout,
        temple=spec.temple,
        zone_type="expedition" if spec.zone_type == "expedition" else None,
        spec=spec.model_dump(by_alias=True, exclude_defaults=True) | {"type": spec.type},
    )



def card_from_data(name: str, data: dict) -> Card:
    """A card as `Card.spec` records it: a definition (checked by CardSpec), or a token's
    text and abilities. ValueError when the data is not a card."""
    if isinstance(data, dict) and "token" in data:
        from .verbs import make_token_card

        abilities = data.get("abilities") or []
        return make_token_card(str(data["token"]), abilities, tuple(parse_ability(a) for a in abilities))
    if isinstance(data, dict) and "landmark token" in data:
        from .verbs import make_landmark_token_card

        abilities = data.get("abilities") or []
        return make_landmark_token_card(str(data["landmark token"]), list(data.get("subtypes") or []), abilities,
                                        tuple(parse_ability(a) for a in abilities))
    if isinstance(data, dict) and "token text" in data:
        card = parse_token(str(data["token text"]))
        if card is None:
            raise ValueError(f"{name!r}: not a token ({data['token text']!r})")
        return card
    return card_from_spec(name, CardSpec.model_validate(data))
