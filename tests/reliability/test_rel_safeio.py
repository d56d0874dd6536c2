"""The two helpers every read and every save go through: safeio and storage."""

from __future__ import annotations

import os
import stat

import pytest

from judge_app.safeio import InputError, confine, parse_json, parse_yaml, read_text
from judge_app.storage import SaveError, atomic_write_text

# ---------------------------------------------------------------- reading


def test_sjis_file_is_named_with_its_encoding(tmp_path):
    """Promise: a Shift_JIS file gets a one-line message naming the file, line and encoding."""
    path = tmp_path / "ruling.yaml"
    path.write_bytes("id: a\n質問: 先制攻撃\n".encode("cp932"))
    with pytest.raises(InputError) as err:
        read_text(path)
    message = str(err.value)
    assert str(path) in message and ":2" in message
    assert "Shift_JIS" in message and "UTF-8" in message


def test_bom_is_dropped(tmp_path):
    path = tmp_path / "a.txt"
    path.write_bytes("\ufeffあ".encode())
    assert read_text(path) == "あ"


@pytest.mark.parametrize("target", ["/dev/zero", "folder"])
def test_only_regular_files_are_read(tmp_path, target):
    """Promise: a device or a folder is refused before a byte is read (no 2 GB read of /dev/zero)."""
    if target == "folder":
        target = str(tmp_path)
    with pytest.raises(InputError, match="not a regular file"):
        read_text(target)


def test_size_cap(tmp_path):
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 2000)
    with pytest.raises(InputError, match="over the limit"):
        read_text(path, max_bytes=1000)


def test_confine_refuses_paths_that_leave_the_folder(tmp_path):
    (tmp_path / "sub").mkdir()
    assert confine("sub/x.json", tmp_path) == (tmp_path / "sub" / "x.json").resolve()
    for bad in ("../x.json", "/etc/passwd", "sub/../../x"):
        with pytest.raises(InputError, match="leaves the folder"):
            confine(bad, tmp_path)


# ---------------------------------------------------------------- YAML


def test_yaml_aliases_are_refused():
    """Promise: an alias bomb is refused at parse time, before it can be expanded."""
    bomb = "a: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n"
    with pytest.raises(InputError, match="anchors"):
        parse_yaml(bomb, "bomb.yaml")
    with pytest.raises(InputError, match="aliases"):
        parse_yaml("a: *nothing\n", "alias.yaml")


def test_yaml_duplicate_keys_and_line():
    with pytest.raises(InputError) as err:
        parse_yaml("id: a\ntitle: x\nid: b\n", "dup.yaml")
    assert "given twice" in str(err.value) and err.value.line == 3


def test_yaml_deep_nesting_is_refused():
    with pytest.raises(InputError, match="nested deeper"):
        parse_yaml("[" * 10_000 + "]" * 10_000, "deep.yaml")


def test_yaml_tags_are_never_constructed():
    with pytest.raises(InputError):
        parse_yaml("!!python/object/apply:os.system ['echo pwned']", "tag.yaml")


def test_yaml_plain_data_still_loads():
    assert parse_yaml("a: 1\nb: [x, {c: d}]\n", "ok.yaml") == {"a": 1, "b": ["x", {"c": "d"}]}


# ---------------------------------------------------------------- JSON


@pytest.mark.parametrize(("text", "needle"), [
    ("[" * 100_000 + "]" * 100_000, "nested deeper"),
    ('{"a": 1, "a": 2}', "given twice"),
    ('{"limit": 1e999}', "out of range"),
    ('{"n": ' + "9" * 5000 + "}", "digits"),
    ('{"x": NaN}', "not a JSON number"),
    ('{"name": "\\ud800"}', "surrogate"),
    ('{"a": ', "not JSON"),
])
def test_json_limits(text, needle):
    """Promise: hostile JSON is one InputError, never a RecursionError, OverflowError or ValueError."""
    with pytest.raises(InputError, match=needle):
        parse_json(text, "x.json")


def test_json_brackets_inside_strings_do_not_count():
    assert parse_json('{"a": "' + "[" * 500 + '"}', "x.json") == {"a": "[" * 500}


# ---------------------------------------------------------------- saving


def test_save_keeps_the_mode_of_the_file(tmp_path):
    """Promise: a save keeps the file's permission bits (no 0600 after every save)."""
    path = tmp_path / "r.yaml"
    path.write_text("old")
    path.chmod(0o644)
    atomic_write_text(path, "new")
    assert path.read_text() == "new"
    assert stat.S_IMODE(path.stat().st_mode) == 0o644


def test_new_file_gets_the_umask_mode(tmp_path):
    old = os.umask(0o022)
    try:
        atomic_write_text(tmp_path / "new.yaml", "x")
    finally:
        os.umask(old)
    assert stat.S_IMODE((tmp_path / "new.yaml").stat().st_mode) == 0o644


def test_save_writes_through_a_symlink(tmp_path):
    real = tmp_path / "real.yaml"
    real.write_text("old")
    link = tmp_path / "link.yaml"
    link.symlink_to(real)
    atomic_write_text(link, "new")
    assert link.is_symlink()
    assert real.read_text() == "new"


def test_read_only_file_is_refused_and_kept(tmp_path):
    path = tmp_path / "r.yaml"
    path.write_text("old")
    path.chmod(0o444)
    with pytest.raises(SaveError, match="read-only"):
        atomic_write_text(path, "new")
    assert path.read_text() == "old"


def test_failed_save_leaves_no_temp_file(tmp_path, monkeypatch):
    path = tmp_path / "r.yaml"
    path.write_text("old")

    def full_disk(*_args, **_kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full_disk)
    with pytest.raises(SaveError, match="No space left"):
        atomic_write_text(path, "new")
    assert path.read_text() == "old"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["r.yaml"]


@pytest.mark.slow
def test_kill_during_saves_never_leaves_a_half_written_file(tmp_path):
    """Promise: a save killed at any moment leaves the old content or the new, never a mix or a cut file."""
    import signal
    import subprocess
    import sys
    import time

    path = tmp_path / "ruling.yaml"
    old, new = "old\n" * 200_000, "new\n" * 200_000
    path.write_text(old)
    script = ("import sys\nfrom judge_app.storage import atomic_write_text\n"
              "texts = [sys.argv[2], sys.argv[3]]\n"
              "i = 0\nwhile True:\n    atomic_write_text(sys.argv[1], texts[i % 2] * 200000)\n    i += 1\n")
    for delay in (0.05, 0.1, 0.15, 0.2, 0.3):
        proc = subprocess.Popen([sys.executable, "-c", script, str(path), "new\n", "old\n"])
        time.sleep(delay)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        assert path.read_text() in (old, new)
    for leftover in tmp_path.glob(".ruling.yaml.*.tmp"):
        leftover.unlink()  # a killed save may leave its temporary file; the target itself is whole
