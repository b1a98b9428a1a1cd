"""Card data at the edge: the official card API's format in, plain facts, ability lines and
our own encodings of them out. Imports nothing of the engine (`judge/` reads what this gives)."""
