"""A Japanese font that exists here, with fallbacks, so kanji never render as boxes."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase

# In order of preference; the first few are common on Linux, then macOS, then Windows.
CJK_FAMILIES = (
    "Noto Sans CJK JP",
    "Noto Sans JP",
    "Source Han Sans JP",
    "IPAexGothic",
    "IPAGothic",
    "TakaoGothic",
    "VL Gothic",
    "Hiragino Sans",
    "Hiragino Kaku Gothic ProN",
    "Yu Gothic UI",
    "Meiryo UI",
    "Meiryo",
    "MS UI Gothic",
)


def available_cjk_families() -> list[str]:
    installed = set(QFontDatabase.families())
    return [f for f in CJK_FAMILIES if f in installed]


def ui_font(base: QFont, point_delta: int = 0) -> QFont:
    """``base`` with a CJK family first and the rest as fallbacks (Qt tries them per glyph)."""
    font = QFont(base)
    families = available_cjk_families()
    if families:
        # Keep the platform's Latin UI font as the last fallback, not the first:
        # a Latin font with a few stray kana would make mixed text look ragged.
        font.setFamilies([*families, *base.families()])
    size = base.pointSizeF() if base.pointSizeF() > 0 else 10.0
    font.setPointSizeF(max(6.0, size + point_delta))
    return font
