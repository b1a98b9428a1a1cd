"""Small immutable values (actions, decisions, emblems): equal when their fields are, hashable,
picklable through their constructor, never changed once made.

Written by hand rather than as frozen dataclasses: `judge run` imports them, and making a
frozen dataclass costs about a millisecond of start-up each (README "Measured").
"""

from __future__ import annotations


_setattr = object.__setattr__


class Value:
    __slots__ = ()
    _fields: tuple[str, ...] = ()  # in the constructor's order

    def _set(self, **fields) -> None:
        for name, value in fields.items():
            _setattr(self, name, value)

    def _key(self) -> tuple:
        return (type(self), *(getattr(self, f) for f in self._fields))

    def __eq__(self, other) -> bool:
        return type(other) is type(self) and self._key() == other._key()

    def __hash__(self) -> int:
        return hash(self._key())

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{f}={getattr(self, f)!r}' for f in self._fields)})"

    def __setattr__(self, name, value):
        raise AttributeError(f"{type(self).__name__} is a value: {name} cannot change")

    def __reduce__(self):  # pickled and copied through its constructor
        return (type(self), tuple(getattr(self, f) for f in self._fields))
