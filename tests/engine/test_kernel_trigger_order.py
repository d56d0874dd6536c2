"""The kernel's trigger order question: each option names its card and the ability's words, which a game gives as
one string (printed text, shown in both languages) or as a Japanese/English pair (words it wrote in each)."""

from __future__ import annotations

from typing import Any

import pytest

from judge_app.engine.kernel.questions import Option
from judge_app.engine.kernel.state import Card, GameState
from judge_app.engine.kernel.tasks import Words, trigger_order, words_pair


class _Ctx:
    """The state the question reads its cards from, and an ask that keeps the options and answers in order."""

    def __init__(self) -> None:
        self.state = GameState("toy", {}, ("A", "B"), {}, {}, turn=1, turn_player="A", phase="main")
        self.asked: list[list[Option]] = []

    def add(self, cid: str) -> None:
        self.state.cards[cid] = Card(id=cid, name=f"名{cid}", owner="A", controller="A", zone="A.field", printed={})

    def ask(self, kind: str, player: str, ja: str, en: str, options: list[Option], **_: Any) -> list[str]:
        self.asked.append(options)
        return [o.id for o in reversed(options)]


def _label(card: Card) -> tuple[str, str]:
    return f"{card.name}〔{card.id}〕", f"card {card.id}"


@pytest.mark.parametrize(("words", "ja", "en"), [("カードを1枚引く。", "カードを1枚引く。", "カードを1枚引く。"),
                                                 (("カードを1枚引く。", "Draw 1 card."), "カードを1枚引く。",
                                                  "Draw 1 card.")])
def test_an_option_shows_the_words_of_its_language(words: Words, ja: str, en: str) -> None:
    ctx = _Ctx()
    pending = [{"id": f"t{i}", "controller": "A", "source": f"c{i}"} for i in (1, 2)]
    for t in pending:
        ctx.add(t["source"])
    order = trigger_order(ctx, "A", pending, _label, lambda t: words, ("順番", "order"), ())  # type: ignore[arg-type]
    assert [t["id"] for t in order] == ["t2", "t1"]
    (options,) = ctx.asked
    assert [(o.label_ja, o.label_en, o.card) for o in options] == [
        (f"名c{i}〔c{i}〕「{ja}」", f"card c{i}: {en}", f"c{i}") for i in (1, 2)]


def test_a_single_trigger_is_not_asked() -> None:
    ctx = _Ctx()
    ctx.add("c1")
    pending = [{"id": "t1", "controller": "A", "source": "c1"}, {"id": "t2", "controller": "B", "source": "c1"}]
    assert trigger_order(ctx, "A", pending, _label, lambda t: ("", ""), ("", ""), ()) == [pending[0]]  # type: ignore[arg-type]
    assert ctx.asked == []


def test_a_plain_string_stands_for_both_languages() -> None:
    assert words_pair("テキスト") == ("テキスト", "テキスト")
    assert words_pair(("日本語", "English")) == ("日本語", "English")
