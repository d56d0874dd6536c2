"""Each game's document by the name players know it, for the document picker and the result badges.

A rules document's own title is often the publisher's system name (fftcg's reads
"スクウェア・エニックス TCG システム 総合ルール") or missing altogether (game004's
carries none); a judge looks for the game's title, or, for a game with no title on
record, a description they recognise: its year and its key terms.
"""

from __future__ import annotations

from judge_app.corpus import RuleSet

#: game -> (Japanese, English) name as players say it; a game not listed uses its document's title.
GAME_TITLES: dict[str, tuple[str, str]] = {
    "fftcg": ("FINAL FANTASY TRADING CARD GAME", "FINAL FANTASY TRADING CARD GAME"),
    "game004": ("アカウント・ミッション・レーンのTCG(2023年)", "Account, mission and lane TCG (2023)"),
    "pso2": ("PSO2 TCG", "PSO2 TCG"),
    "aquarian": ("アクエリアンエイジ", "Aquarian Age"),
}


def game_title(game: str, english: bool) -> str:
    """The short name of a game (its badge)."""
    pair = GAME_TITLES.get(game)
    if pair is None:
        return game
    return pair[1] if english else pair[0]


#: Games whose rules document carries no title of its own: the title stored for it is a placeholder (its key and
#: "title unknown"), never shown.
UNTITLED_DOCUMENTS = frozenset({"game004"})


def own_title(rs: RuleSet, english: bool) -> str:
    """The document's own title in the UI's language ("…総合ルール"), or '' when the document carries none."""
    if rs.game in UNTITLED_DOCUMENTS:
        return ""
    return rs.info.title_en if english else rs.info.title_ja


def document_name(rs: RuleSet, english: bool) -> str:
    """The game a document is the rules of, as players name it (its own title for a game not listed)."""
    return game_title(rs.game, english) if rs.game in GAME_TITLES else (
        rs.info.title_en if english else rs.info.title_ja)


def document_title(rs: RuleSet, english: bool) -> str:
    """A document as the picker lists it: the game's name, then the version."""
    return f"{document_name(rs, english)}  {rs.info.version_label or rs.version}"
