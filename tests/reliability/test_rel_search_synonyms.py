"""``rules_text/synonyms.yaml`` from another judge: a bad one is named once, and search works without it."""

import logging
import subprocess
import sys
import textwrap

import pytest

from judge_app.corpus import Corpus, RuleSet, default_corpus
from judge_app.safeio import InputError
from judge_app.search import SearchEngine
from judge_app.search.synonyms import Synonyms

BOMB = textwrap.dedent("""\
    a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]
    b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
    c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
    d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
    e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
    f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
    g: &g [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]
    h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]
    common: {負け: *h}
""")


def _engine(tmp_path, synonyms_text=None, synonyms_bytes=None):
    root = tmp_path / "rules"
    root.mkdir(exist_ok=True)
    if synonyms_bytes is None and synonyms_text is not None:
        synonyms_bytes = synonyms_text.encode("utf-8")
    if synonyms_bytes is not None:
        (root / "synonyms.yaml").write_bytes(synonyms_bytes)
    ruleset = default_corpus().get("fftcg")
    corpus = Corpus(rulesets=[RuleSet(info=ruleset.info, records=[r.model_copy() for r in ruleset.records[:150]])],
                    root=root)
    return SearchEngine(corpus, index_dir=tmp_path / "ix", secret_file=tmp_path / "key")


CASES = {
    "shift_jis": ("fftcg:\n  墓地: [ブレイクゾーン]\n".encode("cp932"), 2, "Shift_JIS"),
    "stray_byte": (b"fftcg:\n  \xff: [x]\n", 2, "UTF-8"),
    "top_level_list": ("- 墓地\n- ブレイクゾーン\n".encode(), 1, "mapping"),
    "game_is_a_list": ("fftcg:\n  - 墓地\n".encode(), 2, "list"),
    "word_is_a_mapping": ("fftcg:\n  墓地: {a: b}\n".encode(), 2, "list of document words"),
    "not_yaml": ("fftcg: [墓地\n".encode(), 2, "YAML"),
    "duplicate_key": ("fftcg:\n  墓地: [a]\n  墓地: [b]\n".encode(), 3, "twice"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_rel_search_bad_synonyms_named_once_and_search_works(tmp_path, caplog, case):
    """Promise: a non-UTF-8 or malformed synonyms.yaml gives one message naming the file and line;
    every search still answers, without the bad synonyms."""
    data, line, words = CASES[case]
    with caplog.at_level(logging.WARNING, logger="judge_app.search"):
        engine = _engine(tmp_path, synonyms_bytes=data)
        engine.ensure_index()
        assert engine.search("ダメージ")
        assert engine.search("フォワード")
        _engine(tmp_path, synonyms_bytes=data).close()  # a second engine (the app makes several): no new warning
    path = str(tmp_path / "rules" / "synonyms.yaml")
    warnings = [r.getMessage() for r in caplog.records if path in r.getMessage()]
    assert len(warnings) == 1, warnings
    assert f"{path}:{line}" in warnings[0] and words in warnings[0]
    assert "\n" not in warnings[0]
    assert engine.synonyms_warning == warnings[0]
    with pytest.raises(InputError) as raised:
        Synonyms.load(tmp_path / "rules" / "synonyms.yaml")
    assert raised.value.line == line
    engine.close()


def test_rel_search_good_synonyms_survive_a_bad_entry(tmp_path):
    """Promise: a malformed entry is left out; the file's other synonyms still apply."""
    text = "fftcg:\n  墓地: [ブレイクゾーン]\n  手札: 7\n  山札: {x: y}\n  捨て札: null\n"
    synonyms, problems = Synonyms.read(_write(tmp_path, text))
    assert synonyms.expand("墓地", ["fftcg"]) == ["ブレイクゾーン"]
    assert synonyms.expand("手札", ["fftcg"]) == ["7"]  # a single word is a list of one
    assert [p.line for p in problems] == [4, 5]


def _write(tmp_path, text):
    path = tmp_path / "synonyms.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_rel_search_synonym_alias_is_refused_with_its_line(tmp_path):
    """Promise: YAML aliases in synonyms.yaml are refused with the file and line, not expanded."""
    with pytest.raises(InputError) as raised:
        Synonyms.load(_write(tmp_path, BOMB))
    assert raised.value.line == 1 and "anchor" in str(raised.value)


_BOMB_RUN = textwrap.dedent("""
    import resource, sys
    from pathlib import Path
    resource.setrlimit(resource.RLIMIT_AS, (1024 * 1024 * 1024, 1024 * 1024 * 1024))
    from judge_app.corpus import Corpus, RuleSet, default_corpus
    from judge_app.search import SearchEngine
    tmp = Path(sys.argv[1])
    ruleset = default_corpus().get("fftcg")
    corpus = Corpus(rulesets=[RuleSet(info=ruleset.info, records=ruleset.records[:150])], root=tmp)
    engine = SearchEngine(corpus, index_dir=tmp / "ix", secret_file=tmp / "key")
    engine.ensure_index()
    print(len(engine.search("負け")), len(engine.search("ダメージ")))
""")


@pytest.mark.slow
def test_rel_search_synonym_alias_bomb_does_not_hang_search(tmp_path):
    """Promise: an alias bomb in synonyms.yaml neither hangs search nor takes the memory (1 GB cap): named, skipped."""
    (tmp_path / "synonyms.yaml").write_text(BOMB, encoding="utf-8")
    run = subprocess.run([sys.executable, "-c", _BOMB_RUN, str(tmp_path)], capture_output=True, text=True,
                         timeout=300)
    assert run.returncode == 0, run.stderr[-2000:]
    assert "Traceback" not in run.stderr
    assert f"{tmp_path / 'synonyms.yaml'}:1" in run.stderr
    assert int(run.stdout.split()[1]) > 0
