"""Player choices the engine cannot make itself."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field

from judge_app.engine.kernel.suggest import did_you_mean

#: The readable way to write an ordered answer in one string: ``order:[b-tifa,a-cloud]``.
ORDER_PREFIX = "order:["


class Option(BaseModel):
    id: str
    label_ja: str
    label_en: str
    card: str | None = Field(default=None, description="the card this option stands for, when its id is not that "
                                                       "card's (a pending trigger, an effect): its readable id")


class Question(BaseModel):
    """A choice the stepper stops on until the scenario or the judge answers it.

    ``id`` is ``kind#n`` (the n-th question of that kind in the run), so a
    scenario can answer it before it is asked. An option is answered by its ``id`` or by its readable id
    (``readable_ids``: the card it stands for), so a file written with either keeps working.
    """

    id: str
    kind: str
    player: str
    prompt_ja: str
    prompt_en: str
    options: list[Option]
    min: int = 1
    max: int = 1
    ordered: bool = Field(default=False, description="the answer is an order of all options")
    citations: list[str] = Field(default_factory=list)
    cites: list[dict[str, str]] = Field(default_factory=list, description="each citation as {ref, role}")

    def to_json(self) -> dict[str, Any]:
        data = self.model_dump()
        readable = self.readable_ids()
        for opt, raw in zip(data["options"], self.options, strict=True):
            if opt["card"] is None:
                del opt["card"]
            if readable[raw.id] != raw.id:
                opt["readable_id"] = readable[raw.id]
        return data

    def readable_ids(self) -> dict[str, str]:
        """Option id -> the id a judge reads: the card it stands for (``card@2`` for a second option of the same
        card), else the option id itself."""
        out: dict[str, str] = {}
        seen: dict[str, int] = {}
        taken = {o.id for o in self.options}
        for o in self.options:
            if o.card is None or o.card == o.id:
                out[o.id] = o.id
                continue
            seen[o.card] = seen.get(o.card, 0) + 1
            key = o.card if seen[o.card] == 1 else f"{o.card}@{seen[o.card]}"
            out[o.id] = key if key not in taken else o.id
        return out

    def answer_hint(self) -> str:
        """How to answer this question in a scenario file, with every option's readable id and label."""
        readable = self.readable_ids()
        opts = ", ".join(f"{readable[o.id]} ({o.label_en})" for o in self.options)
        if self.ordered:
            return f"order every option, e.g. \"{ORDER_PREFIX}{','.join(readable[o.id] for o in self.options)}]\"; " \
                   f"options: {opts}"
        return f"options: {opts}"

    def check(self, choice: Any) -> list[str]:
        """The chosen option ids, or ValueError with the reason the choice does not fit."""
        if isinstance(choice, str) and choice.startswith(ORDER_PREFIX) and choice.endswith("]"):
            choice = [p.strip() for p in choice[len(ORDER_PREFIX):-1].split(",") if p.strip()]
        picked = [choice] if isinstance(choice, str) else list(choice) if isinstance(choice, list) else None
        if picked is None or not all(isinstance(p, str) for p in picked):
            raise ValueError(f"answer to {self.id} must be an option id or a list of option ids")
        by_readable = {r: oid for oid, r in self.readable_ids().items()}
        picked = [p if p in {o.id for o in self.options} else by_readable.get(p, p) for p in picked]
        valid = {o.id for o in self.options}
        bad = [p for p in picked if p not in valid]
        if bad:
            names = sorted({*valid, *by_readable})
            raise ValueError(f"answer to {self.id}: {bad} not among the options {sorted(valid)}"
                             f"{did_you_mean(bad[0], names)} ({self.answer_hint()})")
        if len(set(picked)) != len(picked):
            raise ValueError(f"answer to {self.id} repeats an option")
        if self.ordered:
            if sorted(picked) != sorted(valid):
                raise ValueError(f"answer to {self.id} must order every option ({self.answer_hint()})")
        elif not self.min <= len(picked) <= self.max:
            raise ValueError(f"answer to {self.id} must pick {self.count_words()} of: "
                             f"{', '.join(self._option_words())} "
                             f"(got {len(picked)})")
        return picked

    def count_words(self) -> str:
        """How many options an answer picks, in words a judge reads ("exactly 2", "between 1 and 3", "at least 1"):
        a range written ``2..2`` reads as a typo."""
        if self.min == self.max:
            return f"exactly {self.min}"
        if self.max >= len(self.options):
            return f"at least {self.min}" if self.min > 0 else f"up to {len(self.options)}"
        return f"between {self.min} and {self.max}" if self.min > 0 else f"at most {self.max}"

    def _option_words(self) -> list[str]:
        """Each option as its readable id, with its label when the label says more than the id."""
        readable = self.readable_ids()
        return [readable[o.id] if readable[o.id] in o.label_en else f"{readable[o.id]} ({o.label_en})"
                for o in self.options]


class NeedAnswer(Exception):
    def __init__(self, question: Question) -> None:
        super().__init__(question.id)
        self.question = question
