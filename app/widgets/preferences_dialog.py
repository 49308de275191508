"""Preferences ▸ Language: the studio's language, kept in ``QSettings``."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from app.i18n import (
    LANGUAGES,
    SETTINGS_KEY,
    current_language,
    stored_language,
    system_language,
    translate,
)


class PreferencesDialog(QDialog):
    """The studio's preferences: its language, applied when the studio next starts."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.setObjectName("preferences_dialog")
        self.setWindowTitle(translate("PreferencesDialog", "Preferences"))
        self.language = QComboBox()
        self.language.setObjectName("preferences_language")
        system = LANGUAGES[system_language()]
        self.language.addItem(translate("PreferencesDialog", "System default ({language})")
                              .format(language=system), "")
        for code, name in LANGUAGES.items():
            self.language.addItem(name, code)
        self.language.setCurrentIndex(max(0, self.language.findData(stored_language(settings))))
        form = QFormLayout()
        form.addRow(translate("PreferencesDialog", "&Language:"), self.language)
        note = QLabel(translate("PreferencesDialog",
                         "A new language takes effect when the studio is restarted. Pack texts "
                         "(country names, card names) stay as the designer wrote them."))
        note.setObjectName("preferences_note")
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)
        self.resize(460, self.sizeHint().height())

    def chosen_language(self) -> str:
        """The chosen code, or "" to follow the system."""
        return self.language.currentData()

    def accept(self) -> None:
        """Store the choice (and say when it applies), then close."""
        self.settings.setValue(SETTINGS_KEY, self.chosen_language())
        self.settings.sync()
        super().accept()

    def restart_needed(self) -> bool:
        """Whether the stored choice differs from the language the studio runs in now."""
        return (self.chosen_language() or system_language()) != current_language()
