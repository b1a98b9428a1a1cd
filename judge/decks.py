"""Decks for a new game: lists of card names from the catalog, a Hero among them, and the
example decks random self-play uses when none are given. (A format's deck rules are not checked
here: these decks exist to exercise the engine.)"""

from __future__ import annotations


from .cards import Card
from .enums import Phase, Zone
from .state import Adventure, GameObject, GameRandom, GameState, Player
from .rules import implements

_AXIOM_YZMIR = ["Ada Lovelace", "Armored Jammer", "Brassbug Hub", "Dr. Frankenstein", "Foundry Armorer", "Three Little Pigs",
                "Tinker Bell", "Spy Craft", "Banishing Gate", "Moonlight Jellyfish", "Kuwat, the Dissenter", "The Kraken",
                "Mana Reaping"]
_BRAVOS_ORDIS = ["Haven Trainee", "Haven, Bravos Bastion", "Hua Mulan", "Anubis", "Ordis Cadets", "The Council",
                 "Open the Gates", "Celebration Day", "Aloe Vera", "Kitsune", "Asmodeus", "Mind Apotheosis", "Ada Lovelace"]
# Two decks of a Hero and 39 cards, three of each name (every card of the built-in catalog is in one).
EXAMPLE_DECKS = {
    "subhash": ["Subhash & Marmo"] + [name for name in _AXIOM_YZMIR for _ in range(3)],
    "kojo": ["Kojo & Booda"] + [name for name in _BRAVOS_ORDIS for _ in range(3)],
}
MAX_DECK = 200  # cards in one deck: every input is bounded
# The three Tumult cards of the Adventure (their near and far halves), shuffled at setup (4.1.c).
TUMULT = ((frozenset({"forest"}), frozenset({"mountain", "water"})), (frozenset({"mountain"}), frozenset({"forest", "water"})),
          (frozenset({"water"}), frozenset({"forest", "mountain"})))


def id_prefixes(players: list[str]) -> dict[str, str]:
    """Short ids for each player's cards: their initial ("a7"), or their name if initials clash."""
    initials = [p[:1].lower() for p in players]
    if len(set(initials)) == len(initials) and all(i.isalpha() for i in initials):
        return dict(zip(players, initials))
    return {p: f"{p}-" for p in players}


@implements("formats.booster-war.intro")
def new_state(players: list[str], decks: dict[str, list[str]] | None, seed: int, max_days: int | None,
              mode: str = "1v1") -> GameState:
    """A game at its start: two players (Booster War too, played by two players with a booster
    each: the decks given are their boosters); four in the Multiplayer modes, seated clockwise in
    the order given (in 2v2 the first and third are partners)."""
    from .catalog import lookup
    from .enums import Mode
    from .seats import paths

    if mode not in {m.value for m in Mode}:
        raise ValueError(f"no mode {mode!r}: {', '.join(m.value for m in Mode)}")
    n = Mode(mode).players
    if len(players) != n or len(set(players)) != n or not all(isinstance(p, str) and p.isidentifier() for p in players):
        raise ValueError(f"a game of {mode} has {n} players with different one-word names, not {players!r}")
    if decks is None:
        examples = list(EXAMPLE_DECKS.values())
        decks = {p: examples[i % len(examples)] for i, p in enumerate(players)}
    prefix = id_prefixes(players)
    state_players = []
    number = 1
    for name in players:
        names = decks.get(name)
        if not names:
            raise ValueError(f"no deck for {name}")
        if len(names) > MAX_DECK:
            raise ValueError(f"{name}'s deck has {len(names)} cards: at most {MAX_DECK}")
        p = Player(name)
        cards: list[Card] = []
        for card_name in names:
            card = lookup(str(card_name))
            if card is None:
                raise ValueError(f"{name}'s deck: unknown card {card_name!r} (not in the catalog)")
            cards.append(card)
        heroes = [c for c in cards if c.type == "hero"]
        if len(heroes) > 1:
            raise ValueError(f"{name}'s deck has {len(heroes)} Heroes: one at most (3.2.6.b)")
        i = 1
        for card in cards:
            if card.type == "hero":
                o = GameObject(f"{prefix[name]}0", card, name, name, Zone.HERO_ZONE, number)
                number += 1
                p.zones[Zone.HERO_ZONE].append(o)
            else:
                o = GameObject(f"{prefix[name]}{i}", card, name, name, Zone.DECK, 0)
                i += 1
                p.zones[Zone.DECK].append(o)
        state_players.append(p)
    adventure = Adventure(tumult=list(TUMULT), tumult_random=True, paths=paths(tuple(players)))
    state = GameState(players=state_players, adventure=adventure, day=1, phase=Phase.SETUP, first_player=players[0],
                      next_number=number, rng=GameRandom(seed), first_player_random=True,
                      max_days=max_days, mode=mode, seats=tuple(players) if Mode(mode).multiplayer else ())
    return state
