"""Writing the index's documents as Whoosh segments: on two cores when the machine has them.

Whoosh indexes in pure Python, so the first build of the shipped documents keeps one core busy for
seconds. Cut into two contiguous runs, the documents are written as two segments at once: the first here,
the second by a child Python (``segment_worker``) into a folder of its own, whose files then join this
index, listed after the first. Each document keeps the number it has in a one-segment build, so every slice
of the meta is still one run of numbers, and the postings, term and document frequencies and field lengths
a search reads are the same; only how they are stored differs. When the child cannot start or fails, this
process writes the second run itself: the result never depends on the child.
"""

from __future__ import annotations

import base64
import contextlib
import json
import logging
import os
import pickle
import shutil
import site
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from whoosh import index as windex
from whoosh.writing import SegmentWriter

import judge_app
from judge_app.search.analysis import gram_text

log = logging.getLogger(__name__)

Progress = Callable[[int, int], None]
Docs = Sequence[tuple[str, dict[str, str]]]
# Below this many documents a child's start (about a second) costs more than the half it would write.
MIN_PARALLEL_DOCS = 800
# What the child prints on stdout: a progress count, then its segment and text length (pickled, base64).
PROGRESS_LINE = "progress "
SEGMENT_LINE = "segment "
WORKER_MODULE = "judge_app.search.segment_worker"
# The child starts Python and loads the analyser before its first document (about a second): the first run,
# written here, is that much longer, as a share of the text.
HEAD_SHARE = 0.54
# A child still writing this long after this process finished its (slightly larger) run is stuck or starved:
# it is stopped and its run written here. As a multiple of this process's time, plus a margin.
PATIENCE = 3.0
PATIENCE_MARGIN = 30.0


class _Lengths:
    """A segment's field lengths, each read once: Whoosh asks for the length again for every posting (a
    document's length per term it holds), each time decoding it from the column file just written."""

    def __init__(self, reader: Any) -> None:
        self._read = reader.doc_field_length
        self._known: dict[tuple[int, str], int] = {}

    def doc_field_length(self, docnum: int, fieldname: str, default: int = 0) -> int:
        key = (docnum, fieldname)
        length = self._known.get(key)
        if length is None:
            length = self._known[key] = self._read(docnum, fieldname, default)
        return length


class Writer(SegmentWriter):
    """Whoosh's segment writer, writing the same files with each field length read once (``_Lengths``)."""

    def _flush_segment(self) -> None:
        self.perdocwriter.close()
        reader = self.per_document_reader() if self.codec.length_stats else None
        try:
            self.fieldwriter.add_postings(self.schema, _Lengths(reader) if reader else None,
                                          self.pool.iter_postings())
            self.fieldwriter.close()
        finally:
            if reader:
                reader.close()


def cpus() -> int:
    """The cores this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return os.cpu_count() or 1


def idle_cores() -> float:
    """Cores nobody else used over the last minute (all of them where the system does not say)."""
    try:
        load = os.getloadavg()[0]
    except (AttributeError, OSError):
        return float(cpus())
    return cpus() - load


def worth_two(count: int) -> bool:
    """Whether ``count`` documents are better written as two segments at once: enough documents, a load
    below the number of cores (some core idle part of the time), and a Python that can start itself (a
    frozen app's executable is the app).

    On cores all busy already the two runs only take turns with the other work, each slower for the other
    beside it (measured here: about a quarter more CPU time each), so one segment is as quick there, or
    quicker; with a core idle even part of the time, two are (measured: 5.5 s for 9.4 s).
    """
    return count >= MIN_PARALLEL_DOCS and cpus() > 1 and idle_cores() > 0 and not getattr(sys, "frozen", False)


def add(writer: Writer, docs: Docs, progress: Progress | None = None, before: int = 0, total: int = 0) -> int:
    """Add ``docs`` in order, reporting every hundredth as ``before`` + how many out of ``total``; returns their
    text length (the meta's average length is made of it), measured just before each is added, while the
    analyser's cache still holds its normalised text."""
    total = total or len(docs)
    length = 0
    for n, (_name, doc) in enumerate(docs):
        length += len(gram_text(doc["gram"]))
        writer.add_document(**doc)
        if progress is not None and ((n + 1) % 100 == 0 or n + 1 == len(docs)):
            progress(before + n + 1, total)
    return length


def write(ix: Any, docs: Docs, progress: Progress | None = None, limitmb: int = 256) -> tuple[int, int]:
    """Write ``docs`` as one segment of ``ix``; returns the number of segments (1) and the text length."""
    writer = Writer(ix, limitmb=limitmb)
    try:
        length = add(writer, docs, progress)
        writer.commit()
    except BaseException:
        with contextlib.suppress(Exception):  # the first error is the one to report
            writer.cancel()
        raise
    return 1, length


def write_part(folder: Path, schema: Any, docs: Docs, report: Callable[[int], None] | None = None,
               limitmb: int = 256) -> tuple[Any, int]:
    """A new index in ``folder`` holding ``docs`` as one segment; returns that segment and the text length."""
    folder.mkdir()
    ix = windex.create_in(str(folder), schema)
    try:
        _count, length = write(ix, docs, None if report is None else lambda done, _total: report(done), limitmb)
        (segment,) = ix._segments()
    finally:
        ix.close()
    return segment, length


def cut(docs: Docs) -> int:
    """Where the second run starts: the first holds ``HEAD_SHARE`` of the text (Whoosh's cost follows it)."""
    sizes = [sum(len(value) for value in doc.values()) for _name, doc in docs]
    goal, seen = HEAD_SHARE * sum(sizes), 0
    for n, size in enumerate(sizes):
        seen += size
        if seen >= goal:
            return max(1, min(len(docs) - 1, n + 1))
    return len(docs) - 1


def worker_command(morph_mode: str, setup: str, folder: Path, limitmb: int) -> tuple[list[str], dict[str, str]]:
    """The child's command line and environment: this Python, importing this very ``judge_app``."""
    env = dict(os.environ)
    here = str(Path(judge_app.__file__).resolve().parents[1])
    if here not in site.getsitepackages():  # a checkout: put it first; an install is found where it is
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [here, env.get("PYTHONPATH")]))
    env["PYTHONIOENCODING"] = "utf-8"
    return [sys.executable, "-m", WORKER_MODULE, "--morph", morph_mode, "--setup", setup, "--limitmb",
            str(limitmb), str(folder)], env


class _Child:
    """The child Python writing the second run: fed its documents on stdin, read from on stdout."""

    def __init__(self, command: list[str], env: dict[str, str], docs: Docs) -> None:
        self.done = 0
        self.segment: tuple[Any, int] | None = None
        self.finished = 0.0  # when the segment arrived (perf_counter)
        # No console window for it when the app runs windowless (Windows).
        self.proc = subprocess.Popen(command, env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.PIPE, creationflags=getattr(subprocess, "CREATE_NO_WINDOW", 0))
        payload = json.dumps([doc for _name, doc in docs], ensure_ascii=False).encode("utf-8")
        self._errors: list[bytes] = []
        self._threads = [threading.Thread(target=self._feed, args=(payload,), daemon=True),
                         threading.Thread(target=self._read, daemon=True),
                         threading.Thread(target=self._drain, daemon=True)]
        for thread in self._threads:
            thread.start()

    def _feed(self, payload: bytes) -> None:
        assert self.proc.stdin is not None
        with contextlib.suppress(OSError):  # the child died: its exit status says so
            self.proc.stdin.write(payload)
        with contextlib.suppress(OSError):
            self.proc.stdin.close()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for raw in self.proc.stdout:
            line = raw.decode("utf-8", "replace").strip()
            if line.startswith(PROGRESS_LINE):
                with contextlib.suppress(ValueError):
                    self.done = int(line[len(PROGRESS_LINE):])
            elif line.startswith(SEGMENT_LINE):
                # From our own child, over a pipe only the two processes hold: never from a file.
                self.segment = pickle.loads(base64.b64decode(line[len(SEGMENT_LINE):]))
                self.finished = time.perf_counter()

    def _drain(self) -> None:
        assert self.proc.stderr is not None
        self._errors = self.proc.stderr.read().splitlines()[-1:]

    def running(self) -> bool:
        return any(thread.is_alive() for thread in self._threads)

    def wait(self, seconds: float | None) -> None:
        for thread in self._threads:
            thread.join(seconds)

    def result(self) -> tuple[tuple[Any, int] | None, str]:
        """The child's segment and text length, or None and why not."""
        self.wait(None)
        status = self.proc.wait()
        if status == 0 and self.segment is not None:
            return self.segment, ""
        why = self._errors[0].decode("utf-8", "replace") if self._errors else f"exit status {status}"
        return None, why

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait()
        self.wait(5)


def write_parallel(ix: Any, folder: Path, docs: Docs, morph_mode: str, setup: str,
                   progress: Progress | None = None, limitmb: int = 256) -> tuple[int, int]:
    """Write ``docs`` into the index ``ix`` in ``folder`` as two segments, the second by a child process.

    ``setup`` names the analyser (``analysis.ANALYZER_VERSION`` and the dictionary's version): a child that
    would analyse otherwise refuses, and this process writes its run instead. Returns the segment count (2)
    and the text length.
    """
    started = time.perf_counter()
    at = cut(docs)
    head, tail = docs[:at], docs[at:]
    part = folder / "part"
    total = len(docs)
    child: _Child | None = None
    try:
        command, env = worker_command(morph_mode, setup, part, limitmb)
        child = _Child(command, env, tail)
    except OSError as exc:
        log.info("index segment not written by a second process (%s)", exc)
    writer = Writer(ix, limitmb=limitmb)
    try:
        length = add(writer, head, progress and (lambda n, _t: progress(n + (child.done if child else 0), total)))
        first = writer._finalize_segment()
        head_done = time.perf_counter() - started
        second, why = (None, "no child") if child is None else (None, "")
        tail_done = 0.0
        if child is not None:
            deadline = started + PATIENCE * head_done + PATIENCE_MARGIN
            while child.running() and time.perf_counter() < deadline:
                child.wait(0.25)
                if progress is not None:
                    progress(len(head) + child.done, total)
            if child.running():
                child.stop()
                why = f"no answer within {deadline - started:.0f} s"
            else:
                second, why = child.result()
                tail_done = child.finished - started
            child = None
        if second is None:
            log.info("index segment written here instead of by a second process (%s)", why)
            shutil.rmtree(part, ignore_errors=True)
            second = write_part(part, ix.schema, tail, limitmb=limitmb)
            tail_done = time.perf_counter() - started
        segment, tail_length = second
        # How evenly the two runs were cut (HEAD_SHARE): each side's seconds.
        log.debug("index segments written: %d documents here in %.2f s, %d by the child in %.2f s", len(head),
                  head_done, len(tail), tail_done)
        if progress is not None:
            progress(total, total)
        prefix = segment.segment_id()
        for name in os.listdir(part):
            if name.startswith(prefix):
                os.replace(part / name, folder / name)
        shutil.rmtree(part)
        writer._commit_toc([first, segment])
        writer._finish()
    except BaseException:
        with contextlib.suppress(Exception):  # the first error is the one to report
            writer.cancel()
        raise
    finally:
        if child is not None:
            child.stop()
        shutil.rmtree(part, ignore_errors=True)
    return 2, length + tail_length
