"""The built wheel is whole: installed into a fresh environment, used from another folder, it has its data.

One wheel is built from a copy of the source tree (so the shared checkout's ``build/`` is neither used nor
left stale), installed without dependencies into a new virtual environment that sees the test run's
third-party packages through a plain path line (so nothing is downloaded and the checkout's editable
install is not active there), and run from an unrelated folder with an empty HOME.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from importlib.metadata import version
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
TS = REPO / "resources" / "translations" / "judge_app_ja.ts"
# What a build reads; the rest of the checkout (tests, docs, caches, environments) is not copied.
BUILD_INPUTS = ("pyproject.toml", "setup.py", "MANIFEST.in", "LICENSE", "README.md", "judge_app", "rules_text",
                "rulings", "resources", "release")

pytestmark = pytest.mark.slow


@dataclass
class Installed:
    venv: Path
    python: Path
    cli: Path
    site: Path
    workdir: Path
    env: dict[str, str]
    wheel: Path

    def run(self, *args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(args, cwd=self.workdir, env=self.env, capture_output=True, text=True, timeout=240,
                              check=False)


def _setuptools_is_new_enough() -> bool:
    try:
        return int(version("setuptools").split(".")[0]) >= 77
    except Exception:  # not installed, or a version string without a leading number
        return False


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    tmp = tmp_path_factory.mktemp("wheel")
    src = tmp / "src"
    src.mkdir()
    skip = shutil.ignore_patterns("__pycache__", "*.pyc", "*.qm.tmp")
    for name in BUILD_INPUTS:
        path = REPO / name
        if path.is_dir():
            shutil.copytree(path, src / name, ignore=skip)
        else:
            shutil.copy2(path, src / name)
    dist = tmp / "dist"
    build = [sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "--wheel-dir", str(dist), str(src)]
    if _setuptools_is_new_enough():
        build.insert(4, "--no-build-isolation")  # the test environment has the build backend: no download
    subprocess.run(build, check=True, capture_output=True, text=True, timeout=300)
    (wheel,) = dist.glob("judge_app-*.whl")

    venv = tmp / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    site = Path(subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               check=True, capture_output=True, text=True).stdout.strip())
    # A path line, not a site dir: the dependencies become importable, the .pth files beside them (among them
    # the checkout's editable-install hook) are not run.
    deps = sorted({sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]})
    (site / "zz_test_dependencies.pth").write_text("".join(f"{d}\n" for d in deps), encoding="utf-8")
    subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--quiet", "--no-deps",
                    "--no-index", str(wheel)], check=True, capture_output=True, text=True, timeout=300)

    home = tmp / "home"
    workdir = tmp / "elsewhere"
    home.mkdir()
    workdir.mkdir()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("XDG_", "JUDGE_APP_", "PYTHON")) and k not in ("VIRTUAL_ENV",)}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen", PATH=f"{venv / 'bin'}{os.pathsep}{env.get('PATH', '')}")
    return Installed(venv=venv, python=python, cli=venv / "bin" / "judge-app", site=site, workdir=workdir, env=env,
                     wheel=wheel)


def test_the_installed_package_is_the_wheel_not_the_checkout(installed: Installed) -> None:
    """Promise: what the other tests here run is the installed wheel, never the source checkout."""
    out = installed.run(str(installed.python), "-c",
                        "import judge_app, judge_app.paths as p; print(judge_app.__file__); "
                        "print(p.source_checkout()); print(p.shipped_dir('rules_text'))")
    assert out.returncode == 0, out.stderr
    module, checkout, rules = out.stdout.splitlines()
    assert Path(module).is_relative_to(installed.site)
    assert checkout == "None"
    assert Path(rules) == installed.site / "judge_app" / "_data" / "rules_text"


def test_the_wheel_carries_the_data_once_and_no_sources(installed: Installed) -> None:
    """Promise: the wheel holds every shipped data file from the repository's top-level folders, and the
    .qm catalogue rather than its .ts source."""
    import zipfile

    names = set(zipfile.ZipFile(installed.wheel).namelist())
    for folder in ("rules_text", "rulings"):
        for path in (REPO / folder).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts and not path.name.startswith("."):
                assert f"judge_app/_data/{path.relative_to(REPO).as_posix()}" in names
    assert "judge_app/_data/resources/translations/judge_app_ja.qm" in names
    assert not any(n.endswith(".ts") for n in names)
    assert any(n.endswith("licenses/LICENSE") for n in names)
    layouts = sorted((REPO / "judge_app" / "engine" / "games").glob("*/layout.yaml"))
    assert len(layouts) >= 4
    for path in layouts:
        assert path.relative_to(REPO).as_posix() in names


def test_the_installed_engine_reads_each_games_layout(installed: Installed) -> None:
    """Promise: every game's zones, phases and settings (data files beside its module) come with the wheel."""
    for game in ("fftcg", "game004", "pso2", "aquarian"):
        out = installed.run(str(installed.cli), "engine", "vocabulary", game, "--json")
        assert out.returncode == 0, out.stderr
        assert json.loads(out.stdout)["zones"], game


def test_rules_list_shows_the_five_shipped_documents(installed: Installed) -> None:
    """Promise: the installed app lists every shipped rules document, wherever it is started from."""
    out = installed.run(str(installed.cli), "rules", "list", "--json")
    assert out.returncode == 0, out.stderr
    docs = {(d["game"], d["version"]) for d in json.loads(out.stdout)}
    assert docs == {("pso2", "1.8"), ("pso2", "3.0"), ("aquarian", "1.1"), ("fftcg", "current"),
                    ("game004", "2023-10-19")}
    assert all(d["records"] > 300 for d in json.loads(out.stdout))


def _shipped_index(installed: Installed) -> Path:
    (folder,) = (installed.site / "judge_app" / "_data" / "index").iterdir()
    return folder


def test_the_wheel_carries_a_search_index_built_at_build_time(installed: Installed) -> None:
    """Promise: the wheel holds one prebuilt index of the shipped documents, with the checksums of its files."""
    import zipfile

    names = set(zipfile.ZipFile(installed.wheel).namelist())
    metas = [n for n in names if n.startswith("judge_app/_data/index/") and n.endswith("/judge_app_index.json")]
    assert len(metas) == 1
    folder = metas[0].rsplit("/", 1)[0]
    meta = json.loads(zipfile.ZipFile(installed.wheel).read(metas[0]))
    assert {f"{folder}/{name}" for name in meta["files"]} <= names
    assert meta["key"] == folder.rsplit("/", 1)[1]


def test_a_search_finds_the_rule_without_building(installed: Installed) -> None:
    """Promise: the installed app's first search uses the index shipped in the wheel (copied to the user's
    cache and sealed there), builds nothing, and finds 先制攻撃 as FFTCG 15.2.3 first."""
    out = installed.run(str(installed.cli), "--verbose", "search", "--json", "--limit", "5", "先制攻撃")
    assert out.returncode == 0, out.stderr
    hits = json.loads(out.stdout)
    assert (hits[0]["game"], hits[0]["rule_id"]) == ("fftcg", "15.2.3")
    assert "index built" not in out.stderr and "index rebuilt" not in out.stderr
    # Whichever command ran first installed it; the user's log file says so, and never that one was built.
    log = (Path(installed.env["HOME"]) / ".local" / "state" / "judge-app" / "log" / "judge-app.log").read_text(
        encoding="utf-8")
    assert "search index installed from the app" in log
    assert "search index rebuilt" not in log
    shipped = _shipped_index(installed)
    cache = Path(installed.env["HOME"]) / ".cache" / "judge-app" / "index"
    assert (cache / shipped.name / "judge_app_index.json").is_file()
    # The install is left as it came: its one index unchanged (sealed only in the user's cache), no other.
    import zipfile

    shipped_meta = zipfile.ZipFile(installed.wheel).read(f"judge_app/_data/index/{shipped.name}/judge_app_index.json")
    assert (shipped / "judge_app_index.json").read_bytes() == shipped_meta
    assert [p.parent for p in installed.site.joinpath("judge_app").rglob("judge_app_index.json")] == [shipped]


def test_a_tampered_shipped_index_is_rebuilt_not_trusted(installed: Installed, tmp_path: Path) -> None:
    """Promise: when a file of the shipped index no longer matches its checksum, a new user's first search
    does not use it: the index is built, and the search still answers."""
    segment = next(p for p in _shipped_index(installed).iterdir() if p.suffix == ".seg")
    original = segment.read_bytes()
    env = {**installed.env, "HOME": str(tmp_path)}
    try:
        segment.write_bytes(original[:-64] + b"\0" * 64)
        out = subprocess.run([str(installed.cli), "--verbose", "search", "--json", "--limit", "5", "先制攻撃"],
                             cwd=installed.workdir, env=env, capture_output=True, text=True, timeout=240, check=False)
    finally:
        segment.write_bytes(original)
    assert out.returncode == 0, out.stderr
    assert "is not used" in out.stderr
    assert "index built" in out.stderr
    assert json.loads(out.stdout)[0]["rule_id"] == "15.2.3"


def test_rulings_list_shows_the_shipped_rulings_from_the_user_folder(installed: Installed) -> None:
    """Promise: the installed app lists the shipped rulings, kept in the user's data folder (where new
    rulings are saved), never in the install folder."""
    out = installed.run(str(installed.cli), "rulings", "list", "--json")
    assert out.returncode == 0, out.stderr
    ids = {r["id"] for r in json.loads(out.stdout)}
    shipped = {p.stem for p in (REPO / "rulings").glob("*/*.yaml")}
    assert ids == shipped
    where = installed.run(str(installed.python), "-c", "from judge_app.paths import rulings_dir; print(rulings_dir())")
    assert Path(where.stdout.strip()) == Path(installed.env["HOME"]) / ".local" / "share" / "judge-app" / "rulings"


def _first_translation() -> tuple[str, str, str]:
    context = ET.parse(TS).getroot().find("context")
    assert context is not None
    message = context.find("message")
    assert message is not None
    return context.findtext("name", ""), message.findtext("source", ""), message.findtext("translation", "")


def test_the_japanese_catalogue_loads_with_qtranslator(installed: Installed) -> None:
    """Promise: the installed package carries the compiled Japanese catalogue, and Qt loads it (no
    pyside6-lrelease is needed at run time)."""
    context, source, translation = _first_translation()
    code = ("import sys; from PySide6.QtCore import QCoreApplication, QTranslator; "
            "from judge_app.paths import translation_file; app = QCoreApplication([]); "
            "path = translation_file('ja'); tr = QTranslator(); ok = tr.load(str(path)); "
            "print(path); print(ok); print(tr.translate(sys.argv[1], sys.argv[2]))")
    out = installed.run(str(installed.python), "-c", code, context, source)
    assert out.returncode == 0, out.stderr
    path, ok, translated = out.stdout.splitlines()
    assert Path(path).is_relative_to(installed.site)
    assert ok == "True"
    assert translated == translation
