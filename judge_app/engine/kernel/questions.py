"""Player choices the engine cannot make itself."""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel, Field


class Option(BaseModel):
    id: str
    label_ja: str
    label_en: str


class Question(BaseModel):
    """A choice the stepper stops on until the scenario or the judge answers it.

    ``id`` is ``kind#n`` (the n-th question of that kind in the run), so a
    scenario can answer it before it is asked.
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
        return self.model_dump()

    def check(self, choice: Any) -> list[str]:
        """The chosen option ids, or ValueError with the reason the choice does not fit."""
        picked = [choice] if isinstance(choice, str) else list(choice) if isinstance(choice, list) else None
        if picked is None or not all(isinstance(p, str) for p in picked):
            raise ValueError(f"answer to {self.id} must be an option id or a list of option ids")
        valid = {o.id for o in self.options}
        bad = [p for p in picked if p not in valid]
        if bad:
            raise ValueError(f"answer to {self.id}: {bad} not among the options {sorted(valid)}")
        if len(set(picked)) != len(picked):
            raise ValueError(f"answer to {self.id} repeats an option")
        if self.ordered:
            if sorted(picked) != sorted(valid):
                raise ValueError(f"answer to {self.id} must order every option")
        elif not self.min <= len(picked) <= self.max:
            raise ValueError(f"answer to {self.id} must pick {self.min}..{self.max} options")
        return picked


class NeedAnswer(Exception):
    def __init__(self, question: Question) -> None:
        super().__init__(question.id)
        self.question = question
