"""A case report for a player or a committee: the position, each step with its rules, the rules' full text.

One HTML body serves both outputs: written as a standalone page (the board
pictures inlined) and laid out by QTextDocument into a PDF with Qt's own
writer (the pictures given as document resources).
"""

from __future__ import annotations

import base64
import html
from datetime import date
from pathlib import Path
from typing import Any

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice, QMarginsF, QSizeF, QUrl
from PySide6.QtGui import QImage, QPageLayout, QPageSize, QPdfWriter, QTextDocument

from judge_app.corpus import Corpus, RuleRef
from judge_app.engine import Scenario, Stepper, get_game
from judge_app.storage import atomic_write_bytes, atomic_write_text
from judge_app.ui.board.actions import describe
from judge_app.ui.board.edits import counted_ids
from judge_app.ui.board.render import board_image
from judge_app.ui.stepper.citations import record_for
from judge_app.ui.stepper.explain import Cleaner, changed_cards, display_names, note_text


def _labels() -> dict[str, str]:
    """The report's headings, translated (each call written out so the translation tools find it)."""
    return {
        "game": QCoreApplication.translate("CaseReport", "Game"),
        "rules": QCoreApplication.translate("CaseReport", "Rules"),
        "version": QCoreApplication.translate("CaseReport", "Rules version"),
        "made": QCoreApplication.translate("CaseReport", "Report made"),
        "question": QCoreApplication.translate("CaseReport", "Question"),
        "position": QCoreApplication.translate("CaseReport", "The position"),
        "actions": QCoreApplication.translate("CaseReport", "What the players did"),
        "choices": QCoreApplication.translate("CaseReport", "Choices made"),
        "steps": QCoreApplication.translate("CaseReport", "Steps"),
        "not_allowed": QCoreApplication.translate("CaseReport", "Not allowed:"),
        "after": QCoreApplication.translate("CaseReport", "After the last step"),
        "ruling": QCoreApplication.translate("CaseReport", "Ruling"),
        "cited": QCoreApplication.translate("CaseReport", "The cited rules"),
    }


# The table pictures: drawn at twice the table's size and shown across the page, so zone names and card text read.
IMAGE_SCALE = 2.0
IMAGE_WIDTH = 760


def _anchor(ref: RuleRef) -> str:
    return "rule-" + "".join(ch if ch.isalnum() else "-" for ch in f"{ref.version}-{ref.rule_id}")


def _png(image: QImage) -> bytes:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buf, "PNG")
    buf.close()
    return bytes(data.data())


def report_parts(scenario: Scenario, stepper: Stepper, layout: dict[str, Any], corpus: Corpus,
                 english: bool = False) -> tuple[str, dict[str, QImage]]:
    """The report body with ``<img src="board-*.png">`` names, and the pictures by name."""
    esc = html.escape
    game = get_game(scenario.game)
    texts = {c.id: c.text for p in scenario.players for cards in p.zones.values() for c in cards if c.text}
    unnamed = counted_ids(scenario)  # cards given by count: backs, as the board draws them
    down = {c.id for p in scenario.players for cards in p.zones.values() for c in cards
            if c.face_up is False} | unnamed
    steps = stepper.steps[: stepper.position]  # the run as far as it is shown
    first = game.setup(scenario)  # the same position the stepper started from: setup is deterministic
    last_state = stepper.state
    images = {
        "board-start.png": board_image(layout, first, game.current, None, IMAGE_SCALE, english, texts, down, unnamed),
        "board-end.png": board_image(layout, last_state, game.current,
                                     changed_cards(steps[-1], set(last_state.cards)) if steps else None,
                                     IMAGE_SCALE, english, texts, down, unnamed),
    }
    words = _labels()
    ruleset = corpus.get(scenario.game, stepper.citer.version)
    info = ruleset.info
    title = scenario.title_en if english and scenario.title_en else scenario.title
    out = [f"<h1>{esc(title)}</h1>"]
    meta = [(words['game'], f"{layout.get('name_en' if english else 'name_ja', scenario.game)} ({scenario.game})"),
            (words['rules'], f"{info.title_en if english else info.title_ja}"),
            (words['version'], f"{info.version_label or info.version}"
                                   + (f" ({info.effective_date})" if info.effective_date else "")),
            (words['made'], date.today().isoformat())]
    question = scenario.question_en if english and scenario.question_en else scenario.question
    if question:
        meta.append((words['question'], question))
    out.append("<table cellpadding='3'>" + "".join(
        f"<tr><td><b>{esc(k)}</b></td><td>{esc(v)}</td></tr>" for k, v in meta) + "</table>")
    out.append(f"<h2>{esc(words['position'])}</h2><p><img src='board-start.png' width='{IMAGE_WIDTH}'></p>")
    names = {c.id: (c.name_en or c.name) if english else c.name
             for p in scenario.players for cards in p.zones.values() for c in cards}
    cleaner = Cleaner(names)
    if scenario.actions:
        out.append(f"<h2>{esc(words['actions'])}</h2><ol>")
        for a in scenario.actions:
            said = describe(a.model_dump(mode="json", exclude_none=True), display_names(names), scenario.game,
                            english)
            out.append(f"<li>{esc(said)}</li>")
        out.append("</ol>")
    if scenario.answers:
        out.append(f"<p><b>{esc(words['choices'])}:</b> " + esc(", ".join(
            f"{k} = {v}" for k, v in scenario.answers.items())) + "</p>")
    out.append(f"<h2>{esc(words['steps'])}</h2><ol>")
    cited: list[RuleRef] = []
    settings = game.settings()
    for st in steps:
        text = cleaner.clean(st.text_en if english else st.text_ja)
        # each citation a link to the rule's text further down (the cited rules section)
        refs = ", ".join(f"<a href='#{_anchor(ref)}'>{esc(label)}</a>"
                         for ref, label in zip(st.citations, st.citation_strings(), strict=True))
        flag = f"<b>{esc(words['not_allowed'])}</b> " if st.illegal else ""
        out.append(f"<li>{flag}{esc(text)}<br><small>{esc(words['rules'])}: {refs}</small>"
                   + "".join(f"<br><small>※ {esc(cleaner.clean(note_text(n, settings, english)))}</small>"
                             for n in st.notes) + "</li>")
        for ref in st.citations:
            if ref not in cited:
                cited.append(ref)
    out.append("</ol>")
    out.append(f"<h2>{esc(words['after'])}</h2><p><img src='board-end.png' width='{IMAGE_WIDTH}'></p>")
    if scenario.answer:
        out.append(f"<h2>{esc(words['ruling'])}</h2><p>{esc(scenario.answer)}</p>")
    out.append(f"<h2>{esc(words['cited'])}</h2>")
    for ref in sorted(cited, key=lambda r: [int(x) if x.isdigit() else 0 for x in r.rule_id.split(".")]):
        rec = record_for(corpus, ref)
        if rec is None:
            continue
        heading = f"{rec.rule_id} {rec.title}".strip()
        out.append(f"<h3><a name='{_anchor(ref)}'></a>{esc(heading)}</h3>"
                   f"<p>{esc(rec.text).replace(chr(10), '<br>')}</p>")
    return "\n".join(out), images


def report_html(scenario: Scenario, stepper: Stepper, layout: dict[str, Any], corpus: Corpus,
                english: bool = False) -> str:
    """A standalone page: the pictures inlined as data URLs."""
    body, images = report_parts(scenario, stepper, layout, corpus, english)
    for name, image in images.items():
        body = body.replace(f"src='{name}'", "src='data:image/png;base64," + base64.b64encode(_png(image)).decode()
                            + "'")
    lang = "en" if english else "ja"
    return (f"<!DOCTYPE html>\n<html lang='{lang}'><head><meta charset='utf-8'><title>{html.escape(scenario.title)}"
            "</title><style>body{font-family:sans-serif;max-width:52em;margin:2em auto;line-height:1.5}"
            "img{max-width:100%;border:1px solid #ccc}h3{margin-bottom:0}</style></head><body>\n"
            f"{body}\n</body></html>\n")


def write_pdf(path: Path, scenario: Scenario, stepper: Stepper, layout: dict[str, Any], corpus: Corpus,
              english: bool = False) -> None:
    body, images = report_parts(scenario, stepper, layout, corpus, english)
    doc = QTextDocument()
    for name, image in images.items():
        doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(name), image)
    doc.setHtml(body)
    # Rendered in memory, then written like every other save: atomically, keeping the target's mode,
    # refusing a read-only one, and with a SaveError naming the file when the disk is full.
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buf)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    writer.setResolution(150)
    writer.setTitle(scenario.title)
    writer.setCreator("judge-app")
    doc.setPageSize(QSizeF(writer.width(), writer.height()))
    doc.print_(writer)
    del writer  # ends the PDF in the buffer
    buf.close()
    atomic_write_bytes(path, data.data())


def write_report(path: Path, scenario: Scenario, stepper: Stepper, layout: dict[str, Any], corpus: Corpus,
                 english: bool = False) -> None:
    """PDF for a ``.pdf`` name, HTML otherwise."""
    if path.suffix.lower() == ".pdf":
        write_pdf(path, scenario, stepper, layout, corpus, english)
    else:
        atomic_write_text(path, report_html(scenario, stepper, layout, corpus, english))
