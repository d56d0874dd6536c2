"""Pseudo-relevance feedback: the words the best records share re-rank the first candidates, a little."""

from judge_app.search.analysis import gram_text
from judge_app.search.plan import Plan, Unit, Word
from judge_app.search.ranking import DocText, Scope, Slice, feedback

TEXTS = [
    ("攻撃", "フォワードが攻撃するとダルになる。"),
    ("", "攻撃したフォワードはダルになる。"),
    ("", "攻撃の前にカードを引く。"),
    ("", "ダルのフォワードはブロックできない。"),
]


class SmallScope(Scope):
    """A scope over a few texts, with the ``morph`` postings counted from the texts themselves."""

    def __init__(self) -> None:
        def make(i: int) -> DocText:
            title, text = TEXTS[i]
            return DocText(body=gram_text(f"{title}\n{text}"), title=gram_text(title), defines=frozenset(),
                           context="", source=f"{title}\n{text}")

        super().__init__(None, [Slice("g@1", 0, len(TEXTS), make)], avgdl=16.0)

    def morph(self, token: str) -> dict[int, int]:
        found = {d: self.terms(d).count(token) for d in range(len(TEXTS))}
        return {d: tf for d, tf in found.items() if tf}


def _plan(text: str, required: bool = False) -> Plan:
    return Plan([Word(whole=Unit(text, (gram_text(text),), ("攻撃",)), required=required)])


# The query's word is in records 0, 1 and 2; record 3 is a candidate (another word of the query, say)
# that ties with record 2.
ORDER = [(1, 3.0), (0, 2.9), (2, 1.0), (3, 1.0)]


def test_the_best_records_words_lift_a_candidate_that_shares_them():
    ranked = feedback(SmallScope(), _plan("攻撃した"), ORDER)
    # フォワード and ダル, shared by the two best records, put record 3 above record 2 (a tie before).
    assert [d for d, _ in ranked] == [1, 0, 3, 2]


def test_feedback_only_reorders_the_candidates_it_was_given():
    ranked = feedback(SmallScope(), _plan("攻撃した"), ORDER)
    assert sorted(d for d, _ in ranked) == [0, 1, 2, 3]
    assert ranked[0][0] == 1 and ranked[0][1] >= ranked[1][1]


def test_a_query_that_names_its_record_or_quotes_a_phrase_is_left_alone():
    named = [(0, 3.0), (1, 2.9), (2, 1.0), (3, 1.0)]
    assert feedback(SmallScope(), _plan("攻撃"), named) == named  # record 0's title is the query
    assert feedback(SmallScope(), _plan("攻撃した", required=True), ORDER) == ORDER
