"""Actions are frozen dataclasses with a stable JSON form.

Each game declares its action classes with a `KIND` and registers them in an
`ActionCodec`; the codec turns JSON back into the same (hashable) objects.
"""
from __future__ import annotations

import dataclasses
from typing import Any, ClassVar

from .errors import BadRecord


class Action:
    KIND: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": self.KIND}
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            out[f.name] = _plain(getattr(self, f.name))
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
        assert len(self.by_kind) == len(classes), "duplicate action KIND"

    def from_json(self, d: dict[str, Any]) -> Action:
        try:
            cls = self.by_kind[d["kind"]]
            fields = {f.name: _frozen(d[f.name]) for f in dataclasses.fields(cls)}
        except (KeyError, TypeError) as exc:
            raise BadRecord(f"unknown or incomplete action: {d!r}") from exc
        return cls(**fields)
