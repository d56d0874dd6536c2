"""The engine's modules import one another at module level only, and no two modules of the engine import each other,
directly or round a circle, so the order the code reads in is the order it depends in."""

from __future__ import annotations

import ast
from pathlib import Path

import judge_app.engine

ENGINE = Path(judge_app.engine.__file__).parent
PACKAGE = "judge_app.engine"


def _modules() -> dict[str, Path]:
    """Every module of the engine by dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for path in sorted(ENGINE.rglob("*.py")):
        parts = list(path.relative_to(ENGINE).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join([PACKAGE, *parts])] = path
    return found


def _is_type_checking(node: ast.If) -> bool:
    return (isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING") or (
        isinstance(node.test, ast.Attribute) and node.test.attr == "TYPE_CHECKING")


def _imports(tree: ast.Module) -> list[tuple[ast.Import | ast.ImportFrom, bool]]:
    """Each import statement with whether it sits inside a function; ``if TYPE_CHECKING:`` blocks are skipped."""
    out: list[tuple[ast.Import | ast.ImportFrom, bool]] = []

    def walk(node: ast.AST, in_function: bool) -> None:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _is_type_checking(child):
                for other in child.orelse:
                    walk(other, in_function)
                continue
            if isinstance(child, ast.Import | ast.ImportFrom):
                out.append((child, in_function))
            walk(child, in_function or isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda))

    walk(tree, False)
    return out


def _targets(node: ast.Import | ast.ImportFrom, modules: dict[str, Path]) -> set[str]:
    """The engine modules an import statement loads (``from pkg import sub`` names the submodule)."""
    if isinstance(node, ast.Import):
        return {a.name for a in node.names if a.name in modules}
    base = node.module or ""
    subs = {f"{base}.{a.name}" for a in node.names if f"{base}.{a.name}" in modules}
    if subs:
        return subs
    return {base} if base in modules else set()


def _graph() -> dict[str, set[str]]:
    modules = _modules()
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        edges: set[str] = set()
        for node, _ in _imports(tree):
            edges |= _targets(node, modules)
        graph[name] = edges - {name}
    return graph


def _cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return groups


def test_no_import_inside_a_function() -> None:
    """Promise: the engine has no import tucked inside a function (a hidden dependency no layer check sees); one
    that must stay says why on its own line, and never because of an import circle."""
    hidden = []
    for name, path in _modules().items():
        source = path.read_text(encoding="utf-8")
        lines = source.splitlines()
        for node, in_function in _imports(ast.parse(source, str(path))):
            if not in_function:
                continue
            line = lines[node.lineno - 1]
            reason = line.partition("#")[2].strip().lower()
            if not reason or "cycle" in reason or "circular" in reason or "circle" in reason:
                hidden.append(f"{name}:{node.lineno}: {line.strip()}")
    assert hidden == []


def test_no_import_circle_in_the_engine() -> None:
    """Promise: no module of the engine imports another that imports it back, directly or round a circle; shared
    helpers sit in a module below the ones that use them."""
    assert _cycles(_graph()) == []


def test_the_circle_check_sees_a_circle() -> None:
    """Promise: the check above finds a circle when there is one (a → b → c → a), and not in a chain."""
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _cycles({"a": {"b"}, "b": {"c"}, "c": set()}) == []
