"""Japanese full-text search over the rules corpus (Whoosh). No Qt here."""

from judge_app.search.engine import SearchEngine
from judge_app.search.types import Hit, IndexStatus, SearchResult

__all__ = ["Hit", "IndexStatus", "SearchEngine", "SearchResult"]
