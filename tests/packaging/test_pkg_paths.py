"""The data locator: shipped data from the package or the checkout, user data in the user's folders."""

from __future__ import annotations

import logging
import os
import shutil
from pathlib import Path

import pytest

from judge_app import paths

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """An empty user: platformdirs folders under a temporary HOME, no overrides."""
    for name in list(os.environ):
        if name.startswith("XDG_") or name in (paths.RULES_ENV, paths.RULINGS_ENV):
            monkeypatch.delenv(name)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    return tmp_path / "home"


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The package as a wheel lays it out: the shipped folders under judge_app/_data."""
    data = tmp_path / "site" / "judge_app" / "_data"
    for name in paths.SHIPPED:
        shutil.copytree(REPO / name, data / name)
    monkeypatch.setattr(paths, "_packaged_root", lambda: data)
    return data


def test_a_checkout_reads_its_top_level_folders(home: Path) -> None:
    """Promise: run from the source checkout (or an editable install), the app reads the repository's own
    rules_text/, rulings/ and resources/, and saves rulings there."""
    assert paths.source_checkout() == REPO
    assert paths.shipped_dir("rules_text") == REPO / "rules_text"
    assert paths.rules_dir() == REPO / "rules_text"
    assert paths.rulings_dir() == REPO / "rulings"
    assert paths.translations_dir() == REPO / "resources" / "translations"
    assert not home.exists(), "nothing is written to the user's folders"


def test_environment_overrides_win(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Promise: JUDGE_APP_RULES_DIR and JUDGE_APP_RULINGS_DIR point the app at other folders."""
    monkeypatch.setenv(paths.RULES_ENV, str(tmp_path / "r"))
    monkeypatch.setenv(paths.RULINGS_ENV, str(tmp_path / "q"))
    assert paths.rules_dir() == tmp_path / "r"
    assert paths.rulings_dir() == tmp_path / "q"


def test_an_unknown_data_folder_is_refused() -> None:
    """Promise: only the shipped folders can be asked for; a typo is an error, not an empty folder."""
    with pytest.raises(ValueError, match="not a shipped data folder"):
        paths.shipped_dir("rulebooks")


def test_an_install_reads_the_packaged_data(home: Path, installed: Path) -> None:
    """Promise: an installed package reads its data from inside the package, not from any checkout."""
    assert paths.source_checkout() is None
    assert paths.rules_dir() == installed / "rules_text"
    assert paths.translation_file("ja") == installed / "resources" / "translations" / "judge_app_ja.qm"


def test_an_install_keeps_rulings_in_the_user_folder(home: Path, installed: Path) -> None:
    """Promise: an installed app keeps the rulings it reads and saves in the user's data folder, started
    as a copy of the shipped ones; a second start keeps what the user changed."""
    user = home / ".local" / "share" / "judge-app" / "rulings"
    assert paths.rulings_dir() == user
    shipped = sorted(p.relative_to(installed / "rulings") for p in (installed / "rulings").rglob("*.yaml"))
    assert sorted(p.relative_to(user) for p in user.rglob("*.yaml")) == shipped
    (user / "fftcg" / "fftcg-ex-second-main-phase.yaml").unlink()
    (user / "fftcg" / "mine.yaml").write_text("id: mine\n", encoding="utf-8")
    assert paths.rulings_dir() == user
    assert not (user / "fftcg" / "fftcg-ex-second-main-phase.yaml").exists()
    assert (user / "fftcg" / "mine.yaml").exists()
    assert not list(user.parent.glob(".rulings.seeding-*")), "no staging folder is left behind"


def test_an_install_with_no_writable_user_folder_still_lists_the_shipped_rulings(
        home: Path, installed: Path, caplog: pytest.LogCaptureFixture) -> None:
    """Promise: when the user's data folder cannot be made, the shipped rulings are still read and the
    reason is logged, not raised."""
    home.mkdir()
    (home / ".local").write_text("a file where a folder should be", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="judge_app.paths"):
        assert paths.rulings_dir() == installed / "rulings"
    assert "cannot create the rulings folder" in caplog.text


def test_an_install_uses_the_users_imported_rules_copy(home: Path, installed: Path) -> None:
    """Promise: once a rules import has made the user's copy of the documents, an install reads that copy."""
    user = home / ".local" / "share" / "judge-app" / "rules_text"
    assert paths.rules_dir() == installed / "rules_text"
    shutil.copytree(installed / "rules_text", user)
    assert paths.rules_dir() == user



def test_a_checkout_ships_no_index(home: Path) -> None:
    """Promise: run from a checkout, there is no shipped index: the search builds its own as before."""
    assert paths.shipped_index_dir() is None
