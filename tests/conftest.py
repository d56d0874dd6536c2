import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from judge_app.corpus import Corpus, default_corpus
from judge_app.rulings.search_docs import RulingsSource


@pytest.fixture(scope="session")
def corpus() -> Corpus:
    return default_corpus()


@pytest.fixture(scope="session")
def search_engine(corpus, tmp_path_factory):
    from judge_app.search import SearchEngine

    engine = SearchEngine(corpus, index_dir=tmp_path_factory.mktemp("index"), extra_documents=RulingsSource())
    engine.ensure_index()
    yield engine
    engine.close()
