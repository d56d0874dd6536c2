"""The document picker names each game as players know it."""

from __future__ import annotations

import judge_app.ui  # noqa: F401  (the PySide6 guard first)
from judge_app.corpus import Corpus
from judge_app.ui.titles import document_title


def test_every_document_is_named_as_players_know_it(corpus: Corpus) -> None:
    """Promise: the picker says FINAL FANTASY TRADING CARD GAME for fftcg and describes game004 by its year and key
    terms; no document is listed as an unknown title, in either language."""
    for rs in corpus.rulesets:
        for english in (False, True):
            shown = document_title(rs, english)
            assert "タイトル不明" not in shown and "title unknown" not in shown, shown
            assert (rs.info.version_label or rs.version) in shown
    fftcg = next(rs for rs in corpus.rulesets if rs.game == "fftcg")
    assert document_title(fftcg, False).startswith("FINAL FANTASY TRADING CARD GAME")
    game004 = next(rs for rs in corpus.rulesets if rs.game == "game004")
    assert "2023" in document_title(game004, False) and "ミッション" in document_title(game004, False)
