"""A scenario file's YAML, bounded: libyaml's events composed here so that depth, node count
(aliases counted as what they repeat), alias count, self-containing aliases, value length and
duplicate keys are refused before they cost time or memory; and the map from a place in the
document to its line. YAML only: no pydantic (`judge check` reads base positions with this).
"""

from __future__ import annotations

import re
from pathlib import Path

import yaml
from yaml.composer import ComposerError
from yaml.constructor import ConstructorError, SafeConstructor
from yaml.events import AliasEvent, MappingEndEvent, ScalarEvent, SequenceEndEvent, SequenceStartEvent
from yaml.nodes import MappingNode, ScalarNode, SequenceNode
from yaml.resolver import Resolver

from . import limits
from .problems import Problem, ScenarioError, read_text

try:  # libyaml's parser when PyYAML was built with it (several times faster); composed here, bounded
    from yaml._yaml import CParser as _Parser
except ImportError:  # pragma: no cover - the pure-Python parser
    from yaml.parser import Parser
    from yaml.reader import Reader
    from yaml.scanner import Scanner

    class _Parser(Reader, Scanner, Parser):  # type: ignore[no-redef]
        def __init__(self, text: str) -> None:
            Reader.__init__(self, text)
            Scanner.__init__(self)
            Parser.__init__(self)


# -- YAML, bounded ---------------------------------------------------------------------------------
class InputError(yaml.MarkedYAMLError):
    """A YAML document that parses but that we refuse: too deep, too big, recursive, a key twice."""


class BoundedLoader(_Parser, SafeConstructor, Resolver):
    """libyaml's events, composed here so that depth, nodes (an alias counting as all it repeats),
    aliases and value lengths are bounded, recursive aliases and duplicate keys refused."""

    def __init__(self, text: str) -> None:
        _Parser.__init__(self, text)
        SafeConstructor.__init__(self)
        Resolver.__init__(self)
        self.anchors: dict[str, yaml.Node] = {}
        self.open_anchors: set[str] = set()
        self.sizes: dict[int, int] = {}  # id(node) -> nodes it stands for, expanded
        self.total = self.aliases = self.depth = 0

    get_single_node = yaml.composer.Composer.get_single_node
    compose_document = yaml.composer.Composer.compose_document

    def _count(self, n: int, mark) -> None:
        self.total += n
        if self.total > limits.MAX_NODES:
            raise InputError(None, None, f"more than {limits.MAX_NODES} values (aliases counted as what they repeat): "
                             "not a scenario file", mark)

    def compose_node(self, parent, index):
        if self.check_event(AliasEvent):
            return self._alias(self.get_event())
        event = self.peek_event()
        if self.depth >= limits.MAX_DEPTH:
            raise InputError(None, None, f"nested more than {limits.MAX_DEPTH} deep: not a scenario file", event.start_mark)
        anchor = event.anchor
        if anchor is not None:
            self.open_anchors.add(anchor)
        self.depth += 1
        before = self.total
        self.descend_resolver(parent, index)
        if self.check_event(ScalarEvent):
            node = self.compose_scalar_node(anchor)
        elif self.check_event(SequenceStartEvent):
            node = self.compose_sequence_node(anchor)
        else:
            node = self.compose_mapping_node(anchor)
        self.ascend_resolver()
        self.depth -= 1
        self.open_anchors.discard(anchor)
        self.sizes[id(node)] = self.total - before
        return node

    def _alias(self, event):
        self.aliases += 1
        if self.aliases > limits.MAX_ALIASES:
            raise InputError(None, None, f"more than {limits.MAX_ALIASES} aliases: not a scenario file", event.start_mark)
        node = self.anchors.get(event.anchor)
        if node is None:
            raise ComposerError(None, None, f"found undefined alias {event.anchor!r}", event.start_mark)
        if event.anchor in self.open_anchors:
            raise InputError(None, None, f"alias *{event.anchor} inside the value it names: a value cannot contain itself",
                             event.start_mark)
        self._count(self.sizes.get(id(node), 1), event.start_mark)
        return node

    def compose_scalar_node(self, anchor):
        event = self.get_event()
        self._count(1, event.start_mark)
        if len(event.value) > limits.MAX_TEXT:
            raise InputError(None, None, f"a value of {len(event.value)} characters (at most {limits.MAX_TEXT})",
                             event.start_mark)
        tag = event.tag
        if tag is None or tag == "!":
            tag = self.resolve(ScalarNode, event.value, event.implicit)
        node = ScalarNode(tag, event.value, event.start_mark, event.end_mark, style=event.style)
        if anchor is not None:
            self.anchors[anchor] = node
        return node

    def compose_sequence_node(self, anchor):
        start = self.get_event()
        self._count(1, start.start_mark)
        tag = start.tag
        if tag is None or tag == "!":
            tag = self.resolve(SequenceNode, None, start.implicit)
        node = SequenceNode(tag, [], start.start_mark, None, flow_style=start.flow_style)
        if anchor is not None:
            self.anchors[anchor] = node
        index = 0
        while not self.check_event(SequenceEndEvent):
            node.value.append(self.compose_node(node, index))
            index += 1
        node.end_mark = self.get_event().end_mark
        return node

    def compose_mapping_node(self, anchor):
        start = self.get_event()
        self._count(1, start.start_mark)
        tag = start.tag
        if tag is None or tag == "!":
            tag = self.resolve(MappingNode, None, start.implicit)
        node = MappingNode(tag, [], start.start_mark, None, flow_style=start.flow_style)
        if anchor is not None:
            self.anchors[anchor] = node
        seen: dict[tuple[str, str], int] = {}
        while not self.check_event(MappingEndEvent):
            key = self.compose_node(node, None)
            self._unique(key, seen)
            node.value.append((key, self.compose_node(node, key)))
        node.end_mark = self.get_event().end_mark
        return node

    @staticmethod
    def _unique(key, seen: dict) -> None:
        """A key given twice would silently replace the first: refuse it (YAML 1.1, 3.2.1.1)."""
        if not isinstance(key, ScalarNode) or key.tag == "tag:yaml.org,2002:merge":
            return
        k = (key.tag, key.value)
        if k in seen:
            raise InputError(None, None, f"key {key.value!r} given twice (first on line {seen[k]}): each key once",
                             key.start_mark)
        seen[k] = key.start_mark.line + 1

    def construct_object(self, node, deep=False):
        return _construct_object(self, node, deep)


def _construct_object(loader: SafeConstructor, node, deep: bool = False):
    # A value YAML resolves but Python cannot make (2024-13-45 as a date): a line, not a crash.
    try:
        return SafeConstructor.construct_object(loader, node, deep)
    except (ValueError, OverflowError, TypeError) as exc:
        raise ConstructorError(None, None, f"cannot read the value {node.value!r}: {exc}"
                               if isinstance(node, ScalarNode) else str(exc), node.start_mark)


class _FastLoader(getattr(yaml, "CSafeLoader", yaml.SafeLoader)):  # type: ignore[misc]
    """libyaml's own composer, for a document that cannot be deep nor have aliases (see _simple):
    several times faster; its tree is then checked for what BoundedLoader checks as it goes."""

    def construct_object(self, node, deep=False):
        return _construct_object(self, node, deep)


SAFE_DEPTH = 200  # libyaml's composer recurses in C: far below where it would overflow the stack


def _simple(text: str) -> bool:
    """No anchor (so no alias), and nesting that cannot go deep: block nesting needs a column
    of indentation ("- ", "? " or spaces) per two levels, flow nesting a bracket per level."""
    if "&" in text:
        return False
    flow = text.count("[") + text.count("{")
    if flow >= SAFE_DEPTH:
        return False
    prefix = max((len(m) for m in _PREFIX.findall(text)), default=0)
    return 2 * (prefix + 2) + flow < SAFE_DEPTH


_PREFIX = re.compile(r"^[ \-?]*", re.M)


def _check_tree(node) -> None:
    """What BoundedLoader checks as it composes, on a tree without aliases: nodes, value lengths
    and keys given twice."""
    total, stack = 0, [(node, 1)]
    while stack:
        n, depth = stack.pop()
        total += 1
        if total > limits.MAX_NODES:
            raise InputError(None, None, f"more than {limits.MAX_NODES} values: not a scenario file", n.start_mark)
        if depth > limits.MAX_DEPTH:
            raise InputError(None, None, f"nested more than {limits.MAX_DEPTH} deep: not a scenario file", n.start_mark)
        if isinstance(n, ScalarNode):
            if len(n.value) > limits.MAX_TEXT:
                raise InputError(None, None, f"a value of {len(n.value)} characters (at most {limits.MAX_TEXT})",
                                 n.start_mark)
        elif isinstance(n, SequenceNode):
            stack += [(v, depth + 1) for v in reversed(n.value)]
        elif isinstance(n, MappingNode):
            seen: dict = {}
            for k, v in n.value:
                BoundedLoader._unique(k, seen)
            for k, v in reversed(n.value):
                stack += [(v, depth + 1), (k, depth + 1)]


def _compose(text: str):
    """(the loader, the node tree): libyaml's composer where it is safe, ours elsewhere."""
    if _simple(text):
        loader = _FastLoader(text)
        node = loader.get_single_node()
        if node is not None:
            _check_tree(node)
        return loader, node
    loader = BoundedLoader(text)
    return loader, loader.get_single_node()


def parse_yaml(text: str, name: str):
    """(the data, its node tree) of one YAML document; ScenarioError naming the line."""
    loader = None
    try:
        loader, node = _compose(text)  # the node tree gives line numbers...
        data = loader.construct_document(node) if node is not None else None  # ...and the data
    except InputError as exc:
        raise ScenarioError([Problem(name, _line(exc), str(exc.problem))])
    except yaml.YAMLError as exc:
        problem = getattr(exc, "problem", None) or str(exc)
        context = getattr(exc, "context", None)
        if context and isinstance(exc, ComposerError):  # "expected a single document..., but found another"
            problem = f"{context}, {problem}"
        raise ScenarioError([Problem(name, _line(exc), f"YAML syntax: {problem}")])
    except (RecursionError, MemoryError):
        raise ScenarioError([Problem(name, 1, "too complex a YAML document: not a scenario file")])
    finally:
        if loader is not None:
            getattr(loader, "dispose", lambda: None)()
    return data, node


def _line(exc: yaml.YAMLError) -> int:
    mark = getattr(exc, "problem_mark", None) or getattr(exc, "context_mark", None)
    return mark.line + 1 if mark is not None else 1


class Lines:
    """Path in the document -> line number, from the YAML node tree (walked on first use: a file
    without problems never needs it)."""

    def __init__(self, node) -> None:
        self._node = node
        self._map: dict[tuple, int] | None = None

    @property
    def map(self) -> dict[tuple, int]:
        if self._map is None:
            self._map = {}
            if self._node is not None:
                self._walk(self._node, ())
            self._node = None
        return self._map

    def _walk(self, node, path) -> None:
        self.map.setdefault(path, node.start_mark.line + 1)
        if isinstance(node, MappingNode):
            for k, v in node.value:
                key = k.value if isinstance(k, ScalarNode) else None
                if key is None:
                    continue
                self.map[path + (key,)] = k.start_mark.line + 1
                self._walk_child(v, path + (key,))
        elif isinstance(node, SequenceNode):
            for i, item in enumerate(node.value):
                self.map[path + (i,)] = item.start_mark.line + 1
                self._walk_child(item, path + (i,))

    def _walk_child(self, node, path) -> None:
        line = self.map.get(path)
        self._walk(node, path)
        if line is not None:
            self.map[path] = line

    def line(self, path) -> int | None:
        path = tuple(p for p in path if p != "players")
        while path:
            if path in self.map:
                return self.map[path]
            path = path[:-1]
        return self.map.get(())


def read_yaml(path: Path) -> tuple[dict, Lines]:
    name = str(path)
    data, node = parse_yaml(read_text(path), name)
    if data is None:
        raise ScenarioError([Problem(name, None, "the file is empty")])
    if not isinstance(data, dict):
        raise ScenarioError([Problem(name, 1, "a scenario is a mapping with ruling, position, steps, expect")])
    return data, Lines(node)
