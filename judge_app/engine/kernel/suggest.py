"""Nearest valid names for a misspelt one, so a validation error says what was probably meant."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


def nearest(word: str, names: Iterable[str], n: int = 3) -> list[str]:
    """The valid names closest to a misspelt one (difflib's ratio), best first."""
    pool = sorted({str(x) for x in names})
    return difflib.get_close_matches(word, pool, n=n, cutoff=0.5)


def did_you_mean(word: str, names: Iterable[str], *, listed: bool = False) -> str:
    """``; did you mean 'x' or 'y'?`` for a misspelt name, or the full list when nothing is close (nothing when the
    message already ``listed`` the valid names)."""
    pool = sorted({str(x) for x in names})
    close = nearest(word, pool)
    if close:
        return "; did you mean " + " or ".join(repr(c) for c in close) + "?"
    if listed:
        return ""
    if not pool:
        return "; none are declared"
    shown = ", ".join(pool[:25]) + (", ..." if len(pool) > 25 else "")
    return f"; valid: {shown}"
