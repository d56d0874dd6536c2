"""Short names and explanations for record flags, so a judge knows how far to trust the text."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from judge_app.corpus import Flag


def flag_label(flag: Flag) -> str:
    labels = {
        Flag.RECONSTRUCTED_LABEL: QCoreApplication.translate("Flags", "Reconstructed number"),
        Flag.GARBLED_LABEL: QCoreApplication.translate("Flags", "Garbled number"),
        Flag.LOST_ICON: QCoreApplication.translate("Flags", "Lost icon"),
        Flag.LOST_FIGURE: QCoreApplication.translate("Flags", "Lost figure"),
        Flag.DANGLING_REFERENCE: QCoreApplication.translate("Flags", "Broken reference"),
        Flag.DUPLICATE_ID: QCoreApplication.translate("Flags", "Duplicate number"),
        Flag.ORPHAN: QCoreApplication.translate("Flags", "No parent rule"),
        Flag.EXAMPLE: QCoreApplication.translate("Flags", "Example"),
        Flag.SOURCE_TYPO: QCoreApplication.translate("Flags", "Typo in source"),
        Flag.EDITED: QCoreApplication.translate("Flags", "Corrected text"),
        Flag.VARIANT: QCoreApplication.translate("Flags", "Other way to play"),
    }
    return labels.get(flag, str(flag))


def flag_explanation(flag: Flag) -> str:
    texts = {
        Flag.RECONSTRUCTED_LABEL: QCoreApplication.translate(
            "Flags", "The source lost this rule's number; it was rebuilt from the rules around it."),
        Flag.GARBLED_LABEL: QCoreApplication.translate(
            "Flags", "The number printed in the source is garbled; the corrected number is shown."),
        Flag.LOST_ICON: QCoreApplication.translate(
            "Flags", "An icon in the printed rules did not survive in the text; check the printed rules."),
        Flag.LOST_FIGURE: QCoreApplication.translate(
            "Flags", "A figure or table in the printed rules is missing here; check the printed rules."),
        Flag.DANGLING_REFERENCE: QCoreApplication.translate(
            "Flags", "This text cites a rule number that this document does not contain."),
        Flag.DUPLICATE_ID: QCoreApplication.translate(
            "Flags", "The document uses this number for more than one rule."),
        Flag.ORPHAN: QCoreApplication.translate(
            "Flags", "The rule this number belongs under is missing from the document."),
        Flag.EXAMPLE: QCoreApplication.translate("Flags", "An example that illustrates a rule, not a rule itself."),
        Flag.SOURCE_TYPO: QCoreApplication.translate(
            "Flags", "The source has a typo here; the notes say what was meant."),
        Flag.EDITED: QCoreApplication.translate("Flags", "The text was corrected from the source; the notes say how."),
        Flag.VARIANT: QCoreApplication.translate(
            "Flags", "A rule of another way to play (co-op raid, solo play): it applies only when that way is played."),
    }
    return texts.get(flag, str(flag))


# Flags worth a warning colour: the text in front of the judge may differ from the print.
WARNING_FLAGS = frozenset({Flag.RECONSTRUCTED_LABEL, Flag.GARBLED_LABEL, Flag.LOST_ICON, Flag.LOST_FIGURE,
                           Flag.DANGLING_REFERENCE, Flag.EDITED, Flag.SOURCE_TYPO})
