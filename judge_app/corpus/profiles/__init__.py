"""Parser profiles, one per numbering style."""

from __future__ import annotations

import importlib

from judge_app.corpus.profiles.base import ParseResult, Profile

# profile name -> module that defines PROFILE
_MODULES = {
    "dotted": "judge_app.corpus.profiles.dotted",
    "lettered": "judge_app.corpus.profiles.lettered",
    "pso2_pdf": "judge_app.corpus.profiles.pso2",
    "pso2_web": "judge_app.corpus.profiles.pso2",
    "rulebook": "judge_app.corpus.profiles.rulebook",
}


def get_profile(name: str) -> Profile:
    module_name = _MODULES.get(name)
    if module_name is None:
        raise KeyError(name)
    try:
        module = importlib.import_module(module_name)
    except ImportError as exc:
        raise KeyError(name) from exc
    return module.PROFILES[name]


__all__ = ["ParseResult", "Profile", "get_profile"]
