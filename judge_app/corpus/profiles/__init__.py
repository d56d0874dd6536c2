"""Parser profiles, one per numbering style, named by the manifest's ``profile:``.

The table is explicit imports, not module names looked up at run time, so a frozen
bundle carries every profile. A profile for a book whose structure the text does not
show (``rulebook``) is built from the layout data the manifest names beside the source.
"""

from __future__ import annotations

from typing import Any

from judge_app.corpus.profiles import dotted, lettered, pso2, rulebook
from judge_app.corpus.profiles.base import ParseResult, Profile

_PLAIN: dict[str, Profile] = {**dotted.PROFILES, **lettered.PROFILES, **pso2.PROFILES}
_WITH_LAYOUT = {"rulebook"}


class ProfileError(ValueError):
    """The manifest names a profile that does not exist, or gives it the wrong layout data."""


def profile_names() -> list[str]:
    return sorted([*_PLAIN, *_WITH_LAYOUT])


def needs_layout(name: str) -> bool:
    return name in _WITH_LAYOUT


def get_profile(name: str, layout: Any = None) -> Profile:
    """The profile ``name``; ``layout`` is the parsed ``layout.yaml`` for a profile that needs one."""
    if name in _WITH_LAYOUT:
        if layout is None:
            raise ProfileError(f"the {name!r} profile needs a layout file (manifest key 'layout')")
        try:
            return rulebook.RulebookProfile(name, rulebook.layout_from_data(layout))
        except ValueError as exc:
            raise ProfileError(f"layout: {exc}") from None
    if name not in _PLAIN:
        raise ProfileError(f"unknown parser profile {name!r} (known: {', '.join(profile_names())})")
    if layout is not None:
        raise ProfileError(f"the {name!r} profile takes no layout file")
    return _PLAIN[name]


__all__ = ["ParseResult", "Profile", "ProfileError", "get_profile", "needs_layout", "profile_names"]
