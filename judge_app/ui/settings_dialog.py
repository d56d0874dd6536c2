"""Language, theme and the rulings committee, applied the moment they change (no OK button to forget)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, Signal
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from judge_app.ui.rulings.committee import CommitteeSettings
from judge_app.ui.settings import UiSettings

# Language names are written in their own language, so a judge can find theirs in any UI language.
LANGUAGE_NAMES = {"ja": "日本語", "en": "English"}


class SettingsDialog(QDialog):
    language_changed = Signal(str)
    theme_changed = Signal(str)

    def __init__(self, settings: UiSettings, parent: QWidget | None = None, rulings_root: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self.settings = settings
        self.language = QComboBox(objectName="languageCombo")
        for code, name in LANGUAGE_NAMES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(settings.language)))
        self.language.currentIndexChanged.connect(lambda _: self.language_changed.emit(self.language.currentData()))
        self.theme = QComboBox(objectName="themeCombo")
        for code in ("system", "light", "dark"):
            self.theme.addItem("", code)
        self.theme.setCurrentIndex(max(0, self.theme.findData(settings.theme)))
        self.theme.currentIndexChanged.connect(lambda _: self.theme_changed.emit(self.theme.currentData()))
        self.language_label = QLabel()
        self.theme_label = QLabel()
        form = QFormLayout()
        form.addRow(self.language_label, self.language)
        form.addRow(self.theme_label, self.theme)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        # The rulings store's remote and author (its own git settings), when the window has a rulings store.
        self.committee = CommitteeSettings(rulings_root, self) if rulings_root is not None else None
        if self.committee is not None:
            layout.addWidget(self.committee)
        layout.addWidget(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Settings"))
        self.language_label.setText(self.tr("Language"))
        self.theme_label.setText(self.tr("Theme"))
        for i, text in enumerate((self.tr("Follow the system"), self.tr("Light"), self.tr("Dark"))):
            self.theme.setItemText(i, text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
