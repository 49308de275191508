"""The studio's languages: choosing one, installing its translators, translating at the edge.

English is the source language; Finnish and French ship as Qt Linguist sources
(``boardcraft_fi.ts``, ``boardcraft_fr.ts``) compiled to ``.qm`` files beside this module.
The language is, in order: ``boardcraft --lang``, Preferences ▸ Language (``QSettings`` key
:data:`SETTINGS_KEY`), the system locale, English. Rule refusals (``IllegalMove``) and lint
problems (``Problem``) carry a message id (their English template) and its arguments; see
:mod:`app.i18n.messages`. ``docs/languages.md`` describes the whole process.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLocale, QSettings, QTranslator

#: The languages the studio ships, by code, each named in its own language.
LANGUAGES: dict[str, str] = {"en": "English", "fi": "Suomi", "fr": "Français"}

#: The QSettings key of the chosen language: a code of :data:`LANGUAGES`, or "" for the system's.
SETTINGS_KEY = "ui/language"

#: The Linguist sources and compiled catalogues are ``{CATALOGUE}_{code}.ts|qm`` in this package.
CATALOGUE = "boardcraft"

_installed: list[QTranslator] = []
_current = "en"
#: The default locale before any language was installed (English puts it back).
_original_locale: list[QLocale] = []


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the studio's language (``QCoreApplication.translate``); ``text`` if none.

    ``pyside6-lupdate`` finds every ``translate("context", "literal")`` call in ``app/``.
    """
    return QCoreApplication.translate(context, text, disambiguation, n)


def system_language() -> str:
    """The first shipped language among the system's UI languages, else ``"en"``."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "en"


def stored_language(settings: QSettings) -> str:
    """The language chosen in Preferences, or "" (follow the system)."""
    value = settings.value(SETTINGS_KEY, "")
    value = value if isinstance(value, str) else ""
    return value if value in LANGUAGES else ""


def choose_language(cli: str | None, settings: QSettings | None) -> str:
    """The language to start in: ``cli`` (``--lang``), else Preferences, else the system's."""
    if cli:
        code = cli.lower()
        if code not in LANGUAGES:
            raise ValueError(f"unknown language {cli!r}; choose one of {', '.join(LANGUAGES)}")
        return code
    if settings is not None and (stored := stored_language(settings)):
        return stored
    return system_language()


def catalogue_path(code: str):
    """The compiled catalogue of ``code`` (a ``Traversable``, found through importlib.resources)."""
    from importlib import resources  # only for a language other than English: not at every start

    return resources.files(__package__) / f"{CATALOGUE}_{code}.qm"


def install_language(code: str) -> str:
    """Make ``code`` the application's language; returns it (``"en"`` when no catalogue loads).

    Removes translators this function installed before, then installs the studio's catalogue
    and Qt's own (standard buttons and dialogs). Needs a ``QCoreApplication``.
    """
    global _current
    app = QCoreApplication.instance()
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    _current = "en"
    if not _original_locale:
        _original_locale.append(QLocale())
    QLocale.setDefault(_original_locale[0])
    if code == "en":
        return "en"
    ours = QTranslator(app)
    data = catalogue_path(code).read_bytes() if catalogue_path(code).is_file() else b""
    # QTranslator.loadFromData keeps a pointer to the data: it lives as long as the translator.
    ours._data = data
    if not data or not ours.load(data):
        return "en"
    app.installTranslator(ours)
    _installed.append(ours)
    from PySide6.QtCore import QLibraryInfo  # its enum is built on import: not for English

    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{code}", qt_dir):
        app.installTranslator(qt)
        _installed.append(qt)
    QLocale.setDefault(QLocale(code))
    _current = code
    return code


def current_language() -> str:
    """The code of the language installed by :func:`install_language` (``"en"`` at first)."""
    return _current
