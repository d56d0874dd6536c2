"""A rulings folder that is a git work tree, shared with a rules committee through a git remote.

Git runs as the ``git`` command with fixed argument lists (never a shell string), without a terminal
prompt, and with every way a repository could make it run a program switched off for the app's calls:
hooks (``core.hooksPath=/dev/null``), the fsmonitor, signing, external diff and text conversion
programs, submodules and the ``ext::`` transport. Nothing fetched from a remote is ever executed.

Sync (``RulingsRepo.sync``):

1. local edits are committed, with the author from the store's settings;
2. the remote is fetched; unreachable → the commits stay queued here and the next sync sends them;
3. the local commits are replayed on top of the remote's, one by one, **in git's object store**
   (``git merge-tree``), never in the work tree: a file both sides changed is merged field by field
   (``judge_app.rulings.merge``); what still clashes is returned as ``Conflict``s and the work tree is
   left exactly as it was. The judge's decisions are handed to the next sync, which applies them;
4. only a complete result moves the branch and the files (``git reset --keep``, which refuses to
   overwrite an edit made meanwhile), and it is pushed.

Whatever happens, every local edit is in a commit the branch (or ``refs/judge-app/before-sync``) holds.
Without git installed the store still works locally; ``GitMissing`` says so in one line.
"""

from __future__ import annotations

import datetime as dt
import os
import re
import shutil
import subprocess
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path

from judge_app import paths
from judge_app.rulings.merge import Conflict, merge_files

REMOTE = "origin"
BACKUP_REF = "refs/judge-app/before-sync"
NETWORK_TIMEOUT = 120  # seconds a fetch or push may take before the remote counts as unreachable
LOCAL_TIMEOUT = 60
MAX_PUSH_TRIES = 3
EMPTY_TREE = "4b825dc642cb6eb9a060e54bf8d69288fbee4904"

#: Every git call starts with these: nothing configured in a repository or sent by a remote runs a program.
SAFE_CONFIG = (
    "-c", "core.hooksPath=/dev/null",
    "-c", "core.fsmonitor=false",
    "-c", "core.quotePath=false",
    "-c", "commit.gpgSign=false",
    "-c", "tag.gpgSign=false",
    "-c", "submodule.recurse=false",
    "-c", "fetch.recurseSubmodules=false",
    "-c", "protocol.ext.allow=never",
    "-c", "diff.external=",
    "-c", "credential.interactive=never",
)

Progress = Callable[[str, int, int], None]  # (stage, done, total)
#: A judge's decision for a conflict, by its key: the merged file's text, or None to delete the file.
Resolutions = Mapping[tuple[str, str, str], "str | None"]


class GitMissing(RuntimeError):
    """git is not installed: the store is local only."""


class NotARepository(RuntimeError):
    """The rulings folder is not a git work tree of its own."""


class GitError(RuntimeError):
    """A git command failed; the message is one line, with git's own last words."""


def git_path() -> str | None:
    return shutil.which("git")


def _one_line(text: str) -> str:
    lines = [ln.strip() for ln in text.strip().splitlines() if ln.strip()]
    return lines[-1] if lines else ""


def _git_env() -> dict[str, str]:
    env = dict(os.environ)
    env.update(GIT_TERMINAL_PROMPT="0", GIT_EDITOR="true", GIT_PAGER="cat", GIT_MERGE_AUTOEDIT="no",
               GIT_CONFIG_NOSYSTEM="1", LC_ALL="C")
    env.pop("GIT_DIR", None)
    env.pop("GIT_WORK_TREE", None)
    env.pop("GIT_INDEX_FILE", None)
    return env


class SyncState(StrEnum):
    SYNCED = "synced"  # local and remote are the same now
    OFFLINE = "offline"  # the remote could not be reached: local commits are queued
    CONFLICT = "conflict"  # a judge must decide; nothing changed on disk
    LOCAL = "local"  # no remote is set: edits were committed here only
    NO_GIT = "no_git"  # git is not installed: the folder is a plain local store
    ERROR = "error"  # something else went wrong; the message says what, local edits are intact


@dataclass
class SyncResult:
    state: SyncState
    message: str
    committed: str | None = None  # the commit made from local edits, if any
    queued: int = 0  # local commits the remote does not have yet
    received: list[str] = field(default_factory=list)  # files (relative) the remote changed
    conflicts: list[Conflict] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return self.state in (SyncState.SYNCED, SyncState.LOCAL)

    def received_rulings(self) -> list[str]:
        return [p for p in self.received if p.endswith((".yaml", ".yml"))]


@dataclass
class ProvenanceEvent:
    """One commit that changed a ruling's file: who, when, and the status it left."""

    commit: str
    author: str
    email: str
    when: dt.datetime
    status: str | None  # the status the commit set, or None when it did not change it
    subject: str


@dataclass
class _Replay:
    head: str  # the last commit made
    conflicts: list[Conflict]


class RulingsRepo:
    """The rulings folder ``root`` as a git work tree. Construct with ``open``; ``init`` makes one."""

    def __init__(self, root: Path, git: str) -> None:
        self.root = root
        self.git_cmd = git

    # -- making and opening --------------------------------------------------------
    @classmethod
    def open(cls, root: Path) -> RulingsRepo:
        """The repository at ``root``; GitMissing or NotARepository (one line) when it is none.

        Only a folder that is the top of its own work tree counts: the shipped rulings inside the app's
        source checkout are not a committee store.
        """
        git = git_path()
        if git is None:
            raise GitMissing("git is not installed: the rulings are kept in this folder only and cannot be synced "
                             "(install git to share them with a committee)")
        repo = cls(root, git)
        if not (root / ".git").exists():
            raise NotARepository(f"{root}: not a rulings repository (run `judge-app rulings init`)")
        top = repo._run("rev-parse", "--show-toplevel", check=False)
        if top.returncode != 0 or Path(top.stdout.strip()).resolve() != root.resolve():
            raise NotARepository(f"{root}: not a rulings repository of its own (run `judge-app rulings init`)")
        return repo

    @classmethod
    def init(cls, root: Path, remote: str | None = None, author: tuple[str, str] | None = None) -> RulingsRepo:
        """Make ``root`` a rulings repository (committing what it holds), and set its remote and author.

        Running it again only updates the remote and author. The shipped rulings are refused: they are
        read-only and replaced on upgrade.
        """
        git = git_path()
        if git is None:
            raise GitMissing("git is not installed: the rulings are kept in this folder only and cannot be synced "
                             "(install git to share them with a committee)")
        shipped = paths.shipped_dir("rulings")
        if root.resolve() == shipped.resolve():
            raise NotARepository(f"{root}: the shipped rulings are read-only; point {paths.RULINGS_ENV} (or --dir) "
                                 "at a folder of your own")
        root.mkdir(parents=True, exist_ok=True)
        repo = cls(root, git)
        if not (root / ".git").exists():
            repo._run("init", "-q", "-b", "main")
        if author:
            repo.set_author(*author)
        if remote:
            repo.set_remote(remote)
        if repo._run("rev-parse", "-q", "--verify", "HEAD", check=False).returncode != 0:
            repo._run("add", "-A", "--", ".")
            repo._commit("Rulings: start the rulings repository", allow_empty=True)
        return repo

    # -- settings ----------------------------------------------------------------
    def set_remote(self, url: str) -> None:
        """Name the committee's remote (a path or URL; an option-like or ``ext::`` one is refused)."""
        if not url or url.startswith("-") or url.lower().startswith("ext::") or "\n" in url:
            raise GitError(f"{url!r} is not a remote a committee can use")
        if self.remote_url() is None:
            self._run("remote", "add", REMOTE, url)
        else:
            self._run("remote", "set-url", REMOTE, url)

    def remote_url(self) -> str | None:
        out = self._run("config", "--get", f"remote.{REMOTE}.url", check=False)
        return out.stdout.strip() or None if out.returncode == 0 else None

    def remove_remote(self) -> None:
        """Share with no remote any more: edits are committed here only (the history and queue are kept)."""
        if self.remote_url() is not None:
            self._run("remote", "remove", REMOTE)

    def set_author(self, name: str, email: str) -> None:
        if not name.strip() or "\n" in name or "\n" in email or "<" in name or ">" in email:
            raise GitError(f"{name!r} <{email}> is not an author a commit can name")
        self._run("config", "user.name", name.strip())
        self._run("config", "user.email", email.strip())

    def stored_author(self) -> tuple[str, str]:
        """The author named in this store's own settings, ("", "") where unset (a settings form shows these;
        ``author`` says who commits then)."""
        name = self._run("config", "--local", "--get", "user.name", check=False).stdout.strip()
        email = self._run("config", "--local", "--get", "user.email", check=False).stdout.strip()
        return name, email

    def remove_author(self) -> None:
        """Forget the store's own author: commits name git's own user, else the login name."""
        for key in ("user.name", "user.email"):
            self._run("config", "--local", "--unset", key, check=False)  # already unset: exit 5, fine

    def author(self) -> tuple[str, str]:
        """The author commits are made with: the store's settings, else git's own, else the login name."""
        name = self._run("config", "--get", "user.name", check=False).stdout.strip()
        email = self._run("config", "--get", "user.email", check=False).stdout.strip()
        login = os.environ.get("USER") or os.environ.get("USERNAME") or "judge"
        return name or login, email or f"{login}@localhost"

    def branch(self) -> str:
        out = self._run("symbolic-ref", "--short", "-q", "HEAD", check=False)
        return out.stdout.strip() or "main"

    # -- git -----------------------------------------------------------------------
    def _run(self, *args: str, check: bool = True, input: str | None = None, timeout: int = LOCAL_TIMEOUT,
             env: Mapping[str, str] | None = None) -> subprocess.CompletedProcess[str]:
        cmd = [self.git_cmd, "--no-pager", *SAFE_CONFIG, "-C", str(self.root), *args]
        full_env = _git_env()
        if env:
            full_env.update(env)
        try:
            out = subprocess.run(cmd, capture_output=True, text=True, encoding="utf-8", errors="replace",
                                 input=input, timeout=timeout, env=full_env, check=False)
        except subprocess.TimeoutExpired:
            raise GitError(f"git {args[0]} did not finish within {timeout} seconds") from None
        except OSError as exc:
            raise GitError(f"git could not be run: {exc.strerror or exc}") from None
        if check and out.returncode != 0:
            raise GitError(f"git {args[0]} failed: {_one_line(out.stderr) or _one_line(out.stdout)}")
        return out

    def _rev(self, name: str) -> str | None:
        out = self._run("rev-parse", "-q", "--verify", f"{name}^{{commit}}", check=False)
        return out.stdout.strip() if out.returncode == 0 else None

    def _commit(self, message: str, allow_empty: bool = False) -> None:
        name, email = self.author()
        args = ["-c", f"user.name={name}", "-c", f"user.email={email}", "commit", "-q", "--no-verify",
                "-m", message]
        if allow_empty:
            args.append("--allow-empty")
        self._run(*args)

    def _blob(self, commit: str | None, path: str) -> tuple[str, str | None]:
        """(blob ID or "", text or None) of ``path`` in ``commit``."""
        if commit is None:
            return "", None
        out = self._run("rev-parse", "-q", "--verify", f"{commit}:{path}", check=False)
        if out.returncode != 0:
            return "", None
        oid = out.stdout.strip()
        text = self._run("cat-file", "blob", oid).stdout
        return oid, text

    # -- local edits ---------------------------------------------------------------
    def pending_changes(self) -> list[str]:
        """Files changed here and not committed yet (relative paths)."""
        out = self._run("status", "--porcelain=v1", "-z", "--untracked-files=all")
        names = []
        for entry in out.stdout.split("\0"):
            if len(entry) > 3:
                names.append(entry[3:])
        return names

    def commit_local(self) -> str | None:
        """Commit every local edit (a message naming the rulings); the new commit, or None when nothing changed."""
        changed = self.pending_changes()
        if not changed:
            return None
        self._run("add", "-A", "--", ".")
        staged = [p for p in self._run("diff", "--cached", "--name-only", "-z").stdout.split("\0") if p]
        if not staged:
            return None
        ids = sorted({Path(p).stem for p in staged if p.endswith((".yaml", ".yml"))})
        shown = ", ".join(ids[:5]) + (f" and {len(ids) - 5} more" if len(ids) > 5 else "")
        self._commit(f"Rulings: {shown}" if ids else "Rulings: positions")
        return self._rev("HEAD")

    def queued(self) -> int:
        """Local commits the remote (as last fetched) does not have."""
        upstream = self._rev(f"refs/remotes/{REMOTE}/{self.branch()}")
        spec = f"{upstream}..HEAD" if upstream else "HEAD"
        out = self._run("rev-list", "--count", spec, check=False)
        return int(out.stdout.strip() or 0) if out.returncode == 0 else 0

    # -- sync ----------------------------------------------------------------------
    def sync(self, resolutions: Resolutions | None = None, progress: Progress | None = None) -> SyncResult:
        """Commit, fetch, replay local commits on the remote's, push. Never loses a local edit (see the module)."""
        report = progress or (lambda _stage, _done, _total: None)
        resolutions = dict(resolutions or {})
        report("commit", 0, 4)
        try:
            committed = self.commit_local()
        except GitError as exc:
            return SyncResult(SyncState.ERROR, f"{self.root}: local edits could not be committed: {exc}")
        if self.remote_url() is None:
            return SyncResult(SyncState.LOCAL, "no committee remote is set: edits are committed here only "
                              "(`judge-app rulings init --remote URL`)", committed=committed, queued=self.queued())
        branch = self.branch()
        remote_ref = f"refs/remotes/{REMOTE}/{branch}"
        for _attempt in range(MAX_PUSH_TRIES):
            report("fetch", 1, 4)
            fetched = self._run("fetch", "--no-tags", "--no-recurse-submodules", "--prune", REMOTE,
                                f"+refs/heads/*:refs/remotes/{REMOTE}/*", check=False, timeout=NETWORK_TIMEOUT)
            if fetched.returncode != 0:
                return self._offline(fetched, committed, "fetch")
            head, theirs = self._rev("HEAD"), self._rev(remote_ref)
            received: list[str] = []
            if theirs is not None and head is not None and head != theirs:
                report("replay", 2, 4)
                try:
                    replay = self._replay(head, theirs, resolutions)
                except GitError as exc:
                    return SyncResult(SyncState.ERROR, f"{self.root}: {exc}; local edits are intact",
                                      committed=committed, queued=self.queued())
                if replay.conflicts:
                    n = len(replay.conflicts)
                    return SyncResult(SyncState.CONFLICT, f"{n} ruling file(s) changed here and on the remote "
                                      "need a decision; nothing was changed on disk", committed=committed,
                                      queued=self.queued(), conflicts=replay.conflicts)
                if replay.head != head:
                    received = self._changed_files(head, replay.head)
                    try:
                        self._move_to(head, replay.head)
                    except GitError as exc:
                        return SyncResult(SyncState.ERROR, f"{self.root}: {exc}; local edits are intact",
                                          committed=committed, queued=self.queued())
            report("push", 3, 4)
            if self._rev("HEAD") == theirs:
                report("done", 4, 4)
                return SyncResult(SyncState.SYNCED, self._synced_message(received), committed=committed,
                                  received=received)
            pushed = self._run("push", "--no-verify", "--porcelain", REMOTE, f"HEAD:refs/heads/{branch}",
                               check=False, timeout=NETWORK_TIMEOUT)
            if pushed.returncode == 0:
                self._run("update-ref", remote_ref, "HEAD", check=False)
                report("done", 4, 4)
                return SyncResult(SyncState.SYNCED, self._synced_message(received), committed=committed,
                                  received=received)
            if "rejected" not in pushed.stdout + pushed.stderr:
                return self._offline(pushed, committed, "push")
            # Someone pushed between our fetch and push: fetch and replay again.
        return SyncResult(SyncState.OFFLINE, "the remote kept changing during the sync; local commits are queued, "
                          "sync again", committed=committed, queued=self.queued())

    def _synced_message(self, received: list[str]) -> str:
        n = len([p for p in received if p.endswith((".yaml", ".yml"))])
        return f"in step with the committee remote; {n} ruling file(s) received" if n else \
            "in step with the committee remote"

    def _offline(self, out: subprocess.CompletedProcess[str], committed: str | None, what: str) -> SyncResult:
        why = _one_line(out.stderr) or "no answer"
        queued = self.queued()
        return SyncResult(SyncState.OFFLINE, f"the committee remote could not be reached ({what}: {why}); "
                          f"{queued} local commit(s) kept here and sent at the next sync",
                          committed=committed, queued=queued)

    def _changed_files(self, old: str, new: str) -> list[str]:
        out = self._run("diff", "--no-ext-diff", "--no-textconv", "--name-only", "-z", old, new)
        return [p for p in out.stdout.split("\0") if p]

    def _tree(self, commit: str) -> str:
        return self._run("rev-parse", f"{commit}^{{tree}}").stdout.strip()

    def _replay(self, head: str, theirs: str, resolutions: Mapping[tuple[str, str, str], str | None]) -> _Replay:
        """The local commits not on the remote, replayed one by one on top of it, in git's object store only."""
        base = self._run("merge-base", head, theirs, check=False).stdout.strip() or None
        if base == head:  # nothing local: the remote's commit as it is
            return _Replay(theirs, [])
        if base == theirs:  # nothing new on the remote: ours goes as it is
            return _Replay(head, [])
        spec = [f"^{theirs}", head] if base is None else [f"{base}..{head}"]
        commits = [c for c in self._run("rev-list", "--reverse", "--topo-order", "--no-merges", *spec)
                   .stdout.split() if c]
        onto = theirs
        conflicts: list[Conflict] = []
        for commit in commits:
            parent = self._run("rev-parse", "-q", "--verify", f"{commit}^", check=False).stdout.strip() or None
            new_tree, found = self._pick(commit, parent, onto, resolutions)
            if found:
                conflicts.extend(found)
                break
            if new_tree == self._tree(onto):
                continue  # the remote already has these changes
            meta = self._run("log", "-1", "--format=%an%x00%ae%x00%aI%x00%B", commit).stdout
            an, ae, ad, message = [*meta.split("\0", 3), "", "", "", ""][:4]
            onto = self._run("commit-tree", new_tree, "-p", onto, input=message,
                             env={"GIT_AUTHOR_NAME": an, "GIT_AUTHOR_EMAIL": ae, "GIT_AUTHOR_DATE": ad,
                                  **self._committer_env()}).stdout.strip()
        return _Replay(onto, conflicts)

    def _committer_env(self) -> dict[str, str]:
        name, email = self.author()
        return {"GIT_COMMITTER_NAME": name, "GIT_COMMITTER_EMAIL": email}

    def _pick(self, commit: str, parent: str | None, onto: str,
              resolutions: Mapping[tuple[str, str, str], str | None]) -> tuple[str, list[Conflict]]:
        """``commit``'s own changes applied to ``onto``: (new tree, conflicts left for a judge).

        Done as a three-way merge whose base is ``commit``'s parent: a stand-in commit holding ``onto``'s
        files with that parent, merged with ``commit`` by ``git merge-tree`` (no work tree involved).
        """
        env = self._committer_env()
        ident = {"GIT_AUTHOR_NAME": env["GIT_COMMITTER_NAME"], "GIT_AUTHOR_EMAIL": env["GIT_COMMITTER_EMAIL"], **env}
        parents = ["-p", parent] if parent else []
        stand_in = self._run("commit-tree", self._tree(onto), *parents, input="stand-in", env=ident).stdout.strip()
        mine = commit if parent else self._run("commit-tree", self._tree(commit), input="stand-in",
                                               env=ident).stdout.strip()
        out = self._run("merge-tree", "--write-tree", "--name-only", "-z", "--allow-unrelated-histories",
                        stand_in, mine, check=False)
        if out.returncode not in (0, 1):
            raise GitError(f"git merge-tree failed: {_one_line(out.stderr)}")
        parts = out.stdout.split("\0")
        tree = parts[0].strip()
        if out.returncode == 0:
            return tree, []
        clashing = list(dict.fromkeys(p for p in parts[1:parts.index("")] if p)) if "" in parts[1:] else \
            [p for p in parts[1:] if p]
        updates: dict[str, str | None] = {}
        conflicts: list[Conflict] = []
        for path in clashing:
            b_oid, b_text = self._blob(parent, path)
            o_oid, o_text = self._blob(commit, path)
            t_oid, t_text = self._blob(onto, path)
            key = (b_oid, o_oid, t_oid)
            if key in resolutions:
                updates[path] = resolutions[key]
                continue
            merged, conflict = merge_files(path, key, b_text, o_text, t_text)
            if conflict is not None:
                conflicts.append(conflict)
            else:
                updates[path] = merged
        if conflicts:
            return tree, conflicts
        return self._tree_with(tree, updates), []

    def _tree_with(self, tree: str, updates: Mapping[str, str | None]) -> str:
        """``tree`` with these files replaced (None: removed), built in a private index, never the work tree."""
        index = self.root / ".git" / f"judge-app-index-{os.getpid()}"
        env = {"GIT_INDEX_FILE": str(index)}
        try:
            self._run("read-tree", tree, env=env)
            for path, text in updates.items():
                if text is None:
                    self._run("update-index", "--force-remove", "--", path, env=env)
                    continue
                oid = self._run("hash-object", "-w", "--stdin", "--path", path, input=text).stdout.strip()
                self._run("update-index", "--add", "--cacheinfo", f"100644,{oid},{path}", env=env)
            return self._run("write-tree", env=env).stdout.strip()
        finally:
            index.unlink(missing_ok=True)

    def _move_to(self, old: str, new: str) -> None:
        """Bring the branch and the files to ``new``; an edit made meanwhile is never overwritten."""
        self._run("update-ref", BACKUP_REF, old)
        self._run("reset", "-q", "--keep", new)

    # -- history ----------------------------------------------------------------------
    def provenance(self, path: Path) -> list[ProvenanceEvent]:
        """Every commit that changed the ruling file at ``path``, oldest first, with the status it set."""
        rel = path.resolve().relative_to(self.root.resolve()).as_posix()
        out = self._run("log", "--reverse", "--no-ext-diff", "--no-textconv", "--follow", "-p", "-U0",
                        "--format=%x1e%H%x00%an%x00%ae%x00%aI%x00%s", "--", rel, check=False)
        if out.returncode != 0:
            return []
        events = []
        for chunk in out.stdout.split("\x1e")[1:]:
            head, _, patch = chunk.partition("\n")
            fields = head.split("\0")
            if len(fields) < 5:
                continue
            match = re.search(r"^\+status:\s*['\"]?(\w+)", patch, re.MULTILINE)
            events.append(ProvenanceEvent(commit=fields[0], author=fields[1], email=fields[2],
                                          when=dt.datetime.fromisoformat(fields[3]),
                                          status=match.group(1) if match else None, subject=fields[4]))
        return events


def who_moved(events: list[ProvenanceEvent]) -> dict[str, ProvenanceEvent]:
    """The last commit that set each status (``proposed``, ``approved``, ...), and ``created``: the first."""
    out: dict[str, ProvenanceEvent] = {}
    if events:
        out["created"] = events[0]
    for e in events:
        if e.status:
            out[e.status] = e
    return out
