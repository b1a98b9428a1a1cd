"""The bounds on every input a scenario file (or a card's data) can give, in one place.

A scenario file is written by hand by a judge: a real one is a few kilobytes, seven levels deep,
with numbers in single digits (the corpus: at most 3.2 kB, 160 YAML nodes, depth 7; the
catalog: 820 nodes, depth 15). Anything far beyond that is a mistake or an attack (an alias
bomb, a 30 MB file, `mana: 1e29`), refused with one line before it can cost time or memory.
"""

from __future__ import annotations

MAX_BYTES = 1024 * 1024  # a file larger than this is not read at all
MAX_DEPTH = 32  # nested lists and mappings
MAX_NODES = 10_000  # YAML nodes, counting each alias as the whole node it repeats
MAX_ALIASES = 100  # `*name` references in one file
MAX_TEXT = 2_000  # characters in one value (a name, a step, an expectation)
MAX_NAME = 200  # characters in a card's name (with a token's statistics and sub-types)
MAX_EXTENDS = 8  # a chain of `extends`
MAX_FILES = 10_000  # files `judge check` looks at in the folders it is given

MAX_COUNT = 99  # mana, boosts, counters, the day, amounts, costs, statistics, a mode
MAX_SEED = 2**32 - 1

MAX_PROBLEMS_SHOWN = 4  # problems named on the one line of a malformed file; then "and N more"
