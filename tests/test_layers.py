"""The package's import graph: subpackages by layer, no circle, no arrow back up.

Every import of every module counts: at the top, inside functions and under ``TYPE_CHECKING``.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

import junobench

PACKAGE = Path(junobench.__file__).parent

# From the bottom up: a module imports from its own layer or one below it. The root's private
# modules (errors, text helpers, vocabularies) are the foundation every layer stands on.
LAYERS = (
    "",
    "engine",
    "formats",
    "cases",
    "verify",
    "llm",
    "tasks",
    "reports",
    "baselines",
    "authoring",
    "agent",
    "cluster",
    "cli",
)


@dataclass(frozen=True)
class Import:
    importer: str  # a module, 'junobench.engine._fast'
    imported: str  # a module or package, 'junobench.cases'
    names: tuple[str, ...]  # the names taken from it ('from X import a, b'), () for 'import X'
    line: int
    runs: bool  # False under `if TYPE_CHECKING:`


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def _type_checking(node: ast.If) -> bool:
    return isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING"


def imports_of(name: str, path: Path) -> Iterator[Import]:
    is_package = path.name == "__init__.py"
    package = name if is_package else name.rpartition(".")[0]

    def walk(node: ast.AST, runs: bool) -> Iterator[Import]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child):
                for statement in child.body:
                    yield from walk_one(statement, runs=False)
                for statement in child.orelse:
                    yield from walk_one(statement, runs)
            else:
                yield from walk_one(child, runs)

    def walk_one(node: ast.AST, runs: bool) -> Iterator[Import]:
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[: len(base) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            else:
                target = node.module or ""
            if target.split(".")[0] == "junobench":
                names = tuple(alias.name for alias in node.names)
                yield Import(name, target, names, node.lineno, runs)
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "junobench":
                    yield Import(name, alias.name, (), node.lineno, runs)
        else:
            yield from walk(node, runs)

    yield from walk(ast.parse(path.read_text(), str(path)), True)


def layer(module: str) -> str:
    """The layer of a module: its subpackage, or '' for the root's own modules."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 and not parts[1].startswith("_") else ""


def all_imports() -> list[Import]:
    return [found for name, path in modules().items() for found in imports_of(name, path)]


def where(found: Import) -> str:
    return f"{found.importer}:{found.line} imports {found.imported}"


def test_every_module_is_in_a_known_layer() -> None:
    unknown = {layer(name) for name in modules()} - set(LAYERS)
    assert not unknown, f"subpackages not in LAYERS: {sorted(unknown)}"


def test_no_arrow_back_up() -> None:
    """No module imports a higher layer, nor the package's public face (``junobench``), which
    imports every layer (``__main__`` starts the command line, and may)."""
    wrong = []
    for found in all_imports():
        if found.importer in {"junobench", "junobench.__main__"}:
            continue
        if found.imported == "junobench" or LAYERS.index(layer(found.imported)) > LAYERS.index(
            layer(found.importer)
        ):
            wrong.append(where(found))
    assert not wrong, "imports of a higher layer:\n" + "\n".join(wrong)


def test_no_module_reaches_into_another_subpackage() -> None:
    """Across subpackages a module imports what the subpackage's ``__init__`` hands on, never a
    private module of it; the root's private modules are everyone's."""
    wrong = []
    for found in all_imports():
        private = len(found.imported.split(".")) > 2
        if private and layer(found.imported) != layer(found.importer):
            wrong.append(where(found))
    assert not wrong, "imports of another subpackage's private module:\n" + "\n".join(wrong)


def _defining_module(package: str, name: str, known: dict[str, Path]) -> str:
    """The module that defines ``name`` handed on by ``package`` (its ``_MODULES`` table)."""
    tree = ast.parse(known[package].read_text())
    for node in tree.body:
        if isinstance(node, ast.AnnAssign | ast.Assign) and isinstance(node.value, ast.Dict):
            table = {
                ast.literal_eval(key): ast.literal_eval(value)
                for key, value in zip(node.value.keys, node.value.values, strict=True)
                if key is not None
            }
            if name in table:
                return package + table[name]
    if f"{package}.{name}" in known:
        return f"{package}.{name}"
    return package


def import_graph() -> dict[str, set[str]]:
    """Module -> the modules it imports, through the packages' tables (the public face left out:
    it names every module)."""
    known = modules()
    graph: dict[str, set[str]] = {name: set() for name in known}
    for found in all_imports():
        if found.importer == "junobench":
            continue
        if found.imported in known and known[found.imported].name == "__init__.py":
            for name in found.names or ("",):
                target = _defining_module(found.imported, name, known) if name else found.imported
                graph[found.importer].add(target)
        else:
            graph[found.importer].add(found.imported)
    return graph


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for after in graph.get(node, ()):
            if after not in index:
                visit(after)
                low[node] = min(low[node], low[after])
            elif after in stack:
                low[node] = min(low[node], index[after])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                component.append(top)
                if top == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_no_circle() -> None:
    assert circles(import_graph()) == []


@pytest.mark.parametrize(
    ("graph", "expected"),
    [
        ({"a": {"b"}, "b": {"a"}, "c": set()}, [["a", "b"]]),
        ({"a": {"b"}, "b": {"c"}, "c": set()}, []),
    ],
)
def test_a_circle_is_found(graph: dict[str, set[str]], expected: list[list[str]]) -> None:
    assert circles(graph) == expected


def test_the_checks_see_the_imports_they_judge() -> None:
    """The walk finds imports inside functions and under TYPE_CHECKING, and resolves relative
    ones: a test that found nothing would pass for the wrong reason."""
    found = {(i.importer, i.imported, i.runs) for i in all_imports()}
    assert ("junobench.cli._main", "junobench.engine", True) in found
    assert len(found) > 100
    assert any(not i.runs for i in all_imports())
    assert layer("junobench.engine._fast") == "engine"
    assert layer("junobench._text") == ""
