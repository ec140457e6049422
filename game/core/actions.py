"""Actions are frozen dataclasses with a stable JSON form.

Each game declares its action classes with a `KIND` and registers them in an
`ActionCodec`; the codec turns JSON back into the same (hashable) objects.
"""
from __future__ import annotations

import dataclasses
import typing
from typing import Any, ClassVar

from .errors import BadRecord


class Action:
    KIND: ClassVar[str] = ""
    # Every action class is a dataclass: this tells the type checker so (the
    # decorator on each subclass fills it in).
    __dataclass_fields__: ClassVar[dict[str, Any]]

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.KIND}
        for name in field_names(type(self)):
            v = getattr(self, name)
            out[name] = _plain(v) if isinstance(v, (tuple, list)) else v
        return out


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}


def field_names(cls: type) -> tuple[str, ...]:
    """An action class's field names in order, worked out once (dataclasses.fields
    builds its answer anew on every call, and every applied action is logged)."""
    out = _FIELD_NAMES.get(cls)
    if out is None:
        out = _FIELD_NAMES[cls] = tuple(f.name for f in dataclasses.fields(cls))
    return out


def _plain(v: Any) -> Any:
    if isinstance(v, (tuple, list)):
        return [_plain(x) for x in v]
    return v


def _frozen(v: Any) -> Any:
    if isinstance(v, list):
        return tuple(_frozen(x) for x in v)
    return v


class ActionCodec:
    def __init__(self, *classes: type[Action]):
        self.by_kind = {c.KIND: c for c in classes}
        self.classes = frozenset(classes)
        assert len(self.by_kind) == len(classes), "duplicate action KIND"

    def from_json(self, d: dict[str, Any]) -> Action:
        """The action a JSON object names, with exactly its fields (a log may be
        edited: extra or missing fields are refused, not guessed at)."""
        try:
            cls = self.by_kind[d["kind"]]
            names = {f.name for f in dataclasses.fields(cls)}
            if set(d) != names | {"kind"}:
                raise KeyError(sorted(set(d) ^ (names | {"kind"})))
            fields = {name: _frozen(d[name]) for name in names}
        except (KeyError, TypeError) as exc:
            raise BadRecord(f"unknown or incomplete action: {str(d)[:120]}") from exc
        return cls(**fields)


_FIELD_TYPES: dict[type, tuple[tuple[str, Any], ...]] = {}


def _field_types(cls: type) -> tuple[tuple[str, Any], ...]:
    """An action class's fields and their declared types (worked out once)."""
    out = _FIELD_TYPES.get(cls)
    if out is None:
        hints = typing.get_type_hints(cls)
        out = _FIELD_TYPES[cls] = tuple((f.name, hints[f.name]) for f in dataclasses.fields(cls))
    return out


def _fits(value: Any, hint: Any) -> bool:
    """Does a value have exactly the declared type? (True is not an int here, nor
    1.0: a log or a caller may hand in anything.)"""
    if hint is int:
        return type(value) is int
    if hint is str:
        return type(value) is str
    if hint is bool:
        return type(value) is bool
    args = _tuple_args(hint)
    if args is not None:
        if type(value) is not tuple:
            return False
        if len(args) == 2 and args[1] is Ellipsis:
            inner = args[0]
            if inner is int:  # a path of squares, a hand of ids: checked here
                return all(type(v) is int for v in value)
            return all(_fits(v, inner) for v in value)
        if len(args) != len(value):
            return False
        for v, a in zip(value, args):
            if not (type(v) is int if a is int else _fits(v, a)):
                return False
        return True
    return True  # a type we do not check: the game's own check decides


_TUPLE_ARGS: dict[Any, tuple[Any, ...] | None] = {}


def _tuple_args(hint: Any) -> tuple[Any, ...] | None:
    """A tuple hint's arguments (None: not a tuple hint), worked out once per
    hint: typing.get_origin and get_args cost more than the check itself."""
    try:
        return _TUPLE_ARGS[hint]
    except KeyError:
        got = _TUPLE_ARGS[hint] = typing.get_args(hint) if typing.get_origin(hint) is tuple \
            else None
        return got


def well_formed(action: Any, codec: ActionCodec) -> bool:
    """One of this game's action classes, every field of exactly its declared type."""
    cls = type(action)
    if cls not in codec.classes:
        return False
    for name, hint in _field_types(cls):
        v = getattr(action, name)
        if hint is int or hint is str or hint is bool:   # most fields: checked here
            if type(v) is not hint:
                return False
        elif not _fits(v, hint):
            return False
    return True
