"""The rulings store's committee settings, shown in the Settings dialog: the git remote a sync shares the
rulings with, and the author its commits name.

They live in the store's own git settings (what ``judge-app rulings init`` writes), so the command line and
the app always agree; they are read and written through the rulings core, off the UI thread. Like every
setting, a field applies when the judge leaves it (no OK button); naming a remote for a folder that is not
yet a repository makes it one.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFormLayout, QGroupBox, QLabel, QLineEdit, QWidget

from judge_app.rulings.repo import GitError, GitMissing, NotARepository, RulingsRepo
from judge_app.ui.ops import run_in_background


class Kind(Enum):
    SHARED = "shared"  # a rulings repository (with or without a remote)
    NOT_SHARED = "not_shared"  # a plain folder: naming a remote makes it a repository
    NO_GIT = "no_git"  # git is not installed: nothing can be set


@dataclass(frozen=True)
class Committee:
    """What the form shows: the store's own remote and author ("" where unset), and who commits now."""

    kind: Kind
    remote: str = ""
    name: str = ""
    email: str = ""
    commits_as: str = ""  # "Name <email>": the store's author, else git's own, else the login name


def read_committee(root: Path) -> Committee:
    try:
        repo = RulingsRepo.open(root)
    except GitMissing:
        return Committee(Kind.NO_GIT)
    except NotARepository:
        return Committee(Kind.NOT_SHARED)
    name, email = repo.stored_author()
    who, address = repo.author()
    return Committee(Kind.SHARED, repo.remote_url() or "", name, email, f"{who} <{address}>")


def write_committee(root: Path, remote: str, author: tuple[str, str] | None) -> Committee | str:
    """Set (or, when empty, remove) the store's remote and author; a plain folder becomes a repository only
    when something is named. What the core refuses comes back as its one-line reason."""
    try:
        return _write(root, remote, author)
    except (GitError, GitMissing, NotARepository) as exc:
        return str(exc)


def _write(root: Path, remote: str, author: tuple[str, str] | None) -> Committee:
    try:
        repo = RulingsRepo.open(root)
    except NotARepository:
        if not remote and author is None:
            return read_committee(root)
        RulingsRepo.init(root, remote=remote or None, author=author)
        return read_committee(root)
    if remote:
        repo.set_remote(remote)
    else:
        repo.remove_remote()
    if author is not None:
        repo.set_author(*author)
    else:
        repo.remove_author()
    return read_committee(root)


class CommitteeSettings(QGroupBox):
    """The form: the store's folder, its remote, and the author's name and e-mail address."""

    loaded = Signal()  # the form shows the store's settings as they are now (after a read or a write)
    failed = Signal(str)  # a write was refused: the one-line reason

    def __init__(self, root: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("committeeSettings")
        self.root = root
        self.committee: Committee | None = None
        self.busy = False
        self._again = False  # a field was left while a write ran: apply once more after it
        self._note = ""  # why the last write was refused, shown until the next one
        self.folder = QLabel(str(root), objectName="committeeFolder")
        self.folder.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.folder.setWordWrap(True)
        self.remote = QLineEdit(objectName="committeeRemote")
        self.name = QLineEdit(objectName="committeeAuthorName")
        self.email = QLineEdit(objectName="committeeAuthorEmail")
        for field in (self.remote, self.name, self.email):
            field.setClearButtonEnabled(True)
            field.setEnabled(False)  # until the store has been read
            field.editingFinished.connect(self.apply)
        self.state = QLabel(objectName="committeeState")
        self.state.setWordWrap(True)
        # Two lines kept for the state, so a longer message never moves the fields under the mouse.
        self.state.setMinimumHeight(2 * self.state.fontMetrics().lineSpacing() + 4)
        self.folder_label, self.remote_label = QLabel(), QLabel()
        self.name_label, self.email_label = QLabel(), QLabel()
        form = QFormLayout(self)
        form.addRow(self.folder_label, self.folder)
        form.addRow(self.remote_label, self.remote)
        form.addRow(self.name_label, self.name)
        form.addRow(self.email_label, self.email)
        form.addRow(self.state)
        self.retranslate()
        self.reload()

    def retranslate(self) -> None:
        self.setTitle(self.tr("Rulings committee"))
        self.folder_label.setText(self.tr("Rulings folder"))
        self.remote_label.setText(self.tr("Committee remote"))
        self.remote.setPlaceholderText(self.tr("A git URL or a folder, e.g. https://example.org/committee.git"))
        self.remote.setToolTip(self.tr("Sync shares this folder's rulings with this git remote; empty: this "
                                       "machine only"))
        self.name_label.setText(self.tr("Your name"))
        self.email_label.setText(self.tr("Your e-mail"))
        self.name.setToolTip(self.tr("Shown to the committee as who proposed, approved or changed a ruling"))
        self._show_state()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    # -- reading and writing -------------------------------------------------------
    def reload(self) -> None:
        self.busy = True
        run_in_background(lambda _p: read_committee(self.root), on_success=self._shown,
                          on_failure=self._refused, context=self)

    def values(self) -> tuple[str, str, str]:
        return self.remote.text().strip(), self.name.text().strip(), self.email.text().strip()

    def apply(self) -> bool:
        """Write what the fields say, when it differs from the store; False when nothing was started."""
        committee = self.committee
        if committee is None or committee.kind is Kind.NO_GIT:
            return False
        if self.busy:
            self._again = True
            return False
        remote, name, email = self.values()
        if (remote, name, email) == (committee.remote, committee.name, committee.email):
            return False
        if bool(name) != bool(email):
            self._note = self.tr("Give both your name and your e-mail address, or neither.")
            self._show_state()
            return False
        author = (name, email) if name else None
        self.busy = True
        run_in_background(lambda _p: write_committee(self.root, remote, author), on_success=self._written,
                          on_failure=self._refused, context=self)
        return True

    def _written(self, result: Committee | str) -> None:
        if isinstance(result, str):
            self._refused(GitError(result))
        else:
            self._shown(result)

    def _shown(self, committee: Committee) -> None:
        self.busy = False
        self.committee = committee
        self._note = ""
        enabled = committee.kind is not Kind.NO_GIT
        for field, value in ((self.remote, committee.remote), (self.name, committee.name),
                             (self.email, committee.email)):
            field.setEnabled(enabled)
            if not field.hasFocus():  # never rewrite what the judge is typing
                field.setText(value)
        self._show_state()
        self.loaded.emit()
        if self._again:
            self._again = False
            self.apply()

    def _refused(self, exc: BaseException) -> None:
        """A write the core refused (or a read that failed): the reason shown, the fields left as typed."""
        self.busy = False
        self._note = self.tr("Not saved: %1").replace("%1", str(exc))
        if self.committee is None:
            self.committee = Committee(Kind.NOT_SHARED)
            for field in (self.remote, self.name, self.email):
                field.setEnabled(True)
        self._show_state()
        self.failed.emit(str(exc))
        if self._again:
            self._again = False
            self.apply()

    def _show_state(self) -> None:
        committee = self.committee
        if self._note:
            text = self._note
        elif committee is None:
            text = self.tr("Reading the rulings folder…")
        elif committee.kind is Kind.NO_GIT:
            text = self.tr("git is not installed: the rulings are kept on this machine only and cannot be shared.")
        elif committee.kind is Kind.NOT_SHARED:
            text = self.tr("This folder is not shared yet: naming a remote (or an author) makes it a rulings "
                           "repository.")
        elif committee.remote:
            text = self.tr("Sync shares the rulings with this remote; commits name %1.") \
                .replace("%1", committee.commits_as)
        else:
            text = self.tr("No committee remote: edits are recorded on this machine only; commits name %1.") \
                .replace("%1", committee.commits_as)
        self.state.setText(text)
        if committee is not None and committee.commits_as:
            who, _, address = committee.commits_as.partition(" <")
            self.name.setPlaceholderText(who)
            self.email.setPlaceholderText(address.rstrip(">"))
