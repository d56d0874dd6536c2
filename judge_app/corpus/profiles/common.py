"""Line handling shared by the profiles."""

from __future__ import annotations

import re

from judge_app.corpus.normalize import strip_markers

FOOTER_RE = re.compile(r"^\s*-\s*\d+\s*-\s*$")


def clean_lines(lines: list[str], *, drop_footers: bool = True) -> list[str]:
    """Markers removed and page footers blanked; line numbering unchanged."""
    out = []
    for line in lines:
        line = strip_markers(line)
        if drop_footers and FOOTER_RE.match(line):
            line = ""
        out.append(line)
    return out


def id_key(rule_id: str) -> tuple[int, ...]:
    """Sort key for dotted numbers: compare as integers, never as strings."""
    return tuple(int(p) for p in re.findall(r"\d+", rule_id))
