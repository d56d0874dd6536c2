"""Where the app's files live: shipped data inside the package, user data in the user's own folders.

The repository keeps ``rules_text/``, ``rulings/`` and ``resources/`` at its top level (one copy in git). A
wheel or a standalone bundle carries them inside the package as ``judge_app/_data/<name>`` (copied there by
the build hook in ``setup.py``) and they are found through ``importlib.resources``; a source checkout (or an
editable install of one) reads the top-level folders in place. Whatever the app writes for the user (new
rulings, an imported rules version, autosaves, logs, the search index) goes to the platformdirs folders of
the user, never next to the code: an installed package may be read-only and is replaced on upgrade.
"""

from __future__ import annotations

import logging
import os
import shutil
from importlib.resources import files
from pathlib import Path

import platformdirs

log = logging.getLogger(__name__)

APP_NAME = "judge-app"
PACKAGE = "judge_app"
DATA_FOLDER = "_data"
# The repository's top-level folders that ship inside the package.
SHIPPED = ("rules_text", "rulings", "resources")
TRANSLATION_DOMAIN = "judge_app"

INDEX_FOLDER = "index"

RULES_ENV = "JUDGE_APP_RULES_DIR"
RULINGS_ENV = "JUDGE_APP_RULINGS_DIR"


def _packaged_root() -> Path | None:
    """``judge_app/_data`` of an installed package or bundle, or None when the package carries no data."""
    root = files(PACKAGE).joinpath(DATA_FOLDER)
    # The app hands plain paths to its readers and writers, so the data must be real files: an install
    # unpacked on disk (pip, PyInstaller) is, a package imported from a zip archive is not.
    if isinstance(root, Path) and root.is_dir():
        return root
    return None


def source_checkout() -> Path | None:
    """The repository the package runs from (a checkout or an editable install of it), else None."""
    if _packaged_root() is not None:
        return None
    repo = Path(__file__).resolve().parent.parent
    if (repo / "pyproject.toml").is_file() and all((repo / name).is_dir() for name in SHIPPED):
        return repo
    return None


def shipped_dir(name: str) -> Path:
    """A shipped data folder (``rules_text``, ``rulings`` or ``resources``), read-only for the app.

    When neither the package nor a checkout holds it, the packaged location is returned all the same, so
    the reader that opens it names a real path in its one-line error.
    """
    if name not in SHIPPED:
        raise ValueError(f"{name!r} is not a shipped data folder (one of {', '.join(SHIPPED)})")
    packaged = _packaged_root()
    if packaged is not None:
        return packaged / name
    checkout = source_checkout()
    if checkout is not None:
        return checkout / name
    return Path(str(files(PACKAGE))) / DATA_FOLDER / name


def user_data_dir() -> Path:
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def user_cache_dir() -> Path:
    return Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))


def user_log_dir() -> Path:
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def rules_dir() -> Path:
    """The rules documents in use: ``$JUDGE_APP_RULES_DIR``, else the user's copy, else the shipped ones.

    Importing a rules version into a read-only install writes a copy to the user data folder
    (``judge_app.corpus.importer.user_rules_dir``); from then on that copy is the one in use. A checkout
    is writable and imports go into it, so a checkout always reads its own ``rules_text/``.
    """
    env = os.environ.get(RULES_ENV)
    if env:
        return Path(env)
    if source_checkout() is None:
        user = user_data_dir() / "rules_text"
        if (user / "manifest.yaml").is_file():
            return user
    return shipped_dir("rules_text")


def rulings_dir() -> Path:
    """The rulings folder the app reads and saves to: ``$JUDGE_APP_RULINGS_DIR``, else a user folder.

    An installed app starts the user's folder as a copy of the shipped rulings, so new and edited rulings
    are saved there and survive an upgrade. A checkout keeps its own ``rulings/``: there, adding a ruling
    to the shipped set is the point. When the user folder cannot be made, the shipped (read-only) rulings
    are still listed and a save names the folder it could not write.
    """
    env = os.environ.get(RULINGS_ENV)
    if env:
        return Path(env)
    shipped = shipped_dir("rulings")
    if source_checkout() is not None:
        return shipped
    user = user_data_dir() / "rulings"
    if user.is_dir():
        return user
    try:
        copy_tree_whole(shipped, user)
    except OSError as exc:
        log.warning("cannot create the rulings folder %s (%s); showing the shipped rulings only", user,
                    exc.strerror or exc)
        return shipped
    return user


def shipped_index_dir() -> Path | None:
    """Search indexes built for the shipped documents at build time (a bundle carries one), or None."""
    packaged = _packaged_root()
    if packaged is None or not (packaged / INDEX_FOLDER).is_dir():
        return None
    return packaged / INDEX_FOLDER


def copy_tree_whole(source: Path, target: Path) -> None:
    """Copy ``source`` to ``target`` whole or not at all (a second app starting at once may win the race)."""
    target.parent.mkdir(parents=True, exist_ok=True)
    staging = target.with_name(f".{target.name}.seeding-{os.getpid()}")
    shutil.rmtree(staging, ignore_errors=True)
    try:
        if source.is_dir():
            shutil.copytree(source, staging, ignore=shutil.ignore_patterns(".*", "__pycache__"))
        else:
            staging.mkdir()
        try:
            staging.rename(target)
        except OSError:
            if not target.is_dir():
                raise
    finally:
        shutil.rmtree(staging, ignore_errors=True)


def translations_dir() -> Path:
    """The compiled ``.qm`` catalogues (with their ``.ts`` sources in a checkout)."""
    return shipped_dir("resources") / "translations"


def translation_file(language: str) -> Path | None:
    """The compiled catalogue for ``language`` (``ja``), or None when the app has none."""
    path = translations_dir() / f"{TRANSLATION_DOMAIN}_{language}.qm"
    return path if path.is_file() else None
