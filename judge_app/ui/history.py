"""Back/forward history, like a web browser's: visiting a new place drops the forward list."""

from __future__ import annotations

from typing import Generic, TypeVar

T = TypeVar("T")


class History(Generic[T]):
    def __init__(self, limit: int = 200) -> None:
        self._items: list[T] = []
        self._index = -1
        self._limit = limit

    @property
    def current(self) -> T | None:
        return self._items[self._index] if self._index >= 0 else None

    def visit(self, item: T) -> None:
        if self.current == item:
            return
        del self._items[self._index + 1:]
        self._items.append(item)
        if len(self._items) > self._limit:
            del self._items[0]
        self._index = len(self._items) - 1

    def can_back(self) -> bool:
        return self._index > 0

    def can_forward(self) -> bool:
        return self._index < len(self._items) - 1

    def back(self) -> T | None:
        if not self.can_back():
            return None
        self._index -= 1
        return self._items[self._index]

    def forward(self) -> T | None:
        if not self.can_forward():
            return None
        self._index += 1
        return self._items[self._index]
