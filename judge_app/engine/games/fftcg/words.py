"""fftcg's own words for the kernel's card-text words, which its scenario files and its final state use.

A card's element is the kernel's colour, a job a trait, CP what a cost pays (5.2.1), the break zone the discard
pile. Kept apart from the module declaration so the rules modules that keep card text in the state can write it
in these words without importing the package.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

WORDS: Mapping[str, str] = MappingProxyType({
    "element": "colour", "job": "trait", "jobs": "traits", "cp": "pay",
    "put_into_break_zone": "put_into_discard_pile", "put_self_into_break_zone": "put_self_into_discard_pile"})
