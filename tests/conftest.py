import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from judge_app.corpus import Corpus, default_corpus


@pytest.fixture(scope="session")
def corpus() -> Corpus:
    return default_corpus()
