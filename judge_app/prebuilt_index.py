"""A search index shipped inside the app, moved into the user's cache on the first start.

The wheel, and the bundle that freezes it, carry the index of their shipped documents, built at build time
by the package itself (``release/prebuild_index.py``), so its folder name is the cache key the app computes
for those documents with its own analyser and dictionary. The search trusts only indexes sealed with this
install's key, so the copy is sealed through ``judge_app.search.index.adopt``, which first checks every file
against the checksums the index lists. When the user's documents differ (an imported version) the key differs: the copy
is never opened and the search builds as before.
"""

from __future__ import annotations

import logging
import shutil
from pathlib import Path

from judge_app import paths
from judge_app.search import index as idx

log = logging.getLogger(__name__)

MARKER_PREFIX = ".shipped-"


def install_shipped_index(base: Path | None = None, secret_file: Path | None = None) -> list[Path]:
    """Copy and seal each shipped index not yet installed; returns the folders now ready in the cache.

    A marker remembers each copy, so when the search later deletes it as unused (the user's documents
    changed) it does not come back on every start.
    """
    shipped = paths.shipped_index_dir()
    if shipped is None:
        return []
    base = base or idx.default_index_base()
    installed = []
    for built in sorted(p for p in shipped.iterdir() if p.is_dir()):
        target, marker = base / built.name, base / f"{MARKER_PREFIX}{built.name}"
        if marker.exists() or target.exists():
            continue
        try:
            paths.copy_tree_whole(built, target)
            marker.touch()
        except OSError as exc:
            log.warning("cannot copy the shipped search index to %s (%s); it will be built", base,
                        exc.strerror or exc)
            continue
        secret, _problem = idx.load_secret(secret_file or idx.default_secret_path())
        problem = idx.adopt(target, secret)
        if problem:
            log.warning("the shipped search index %s is not used (%s); it will be built", built, problem)
            shutil.rmtree(target, ignore_errors=True)
            continue
        log.info("search index installed from the app: %s", target)
        installed.append(target)
    return installed
