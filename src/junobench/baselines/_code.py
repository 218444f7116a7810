"""What a notebook cell's code does with names, read without running it.

A cell is read as IPython runs it: its magics, shell escapes and help requests turned into Python
by IPython's own input transformer. What comes out is the cell's *events* in the order they
happen when the cell runs: the names it reads, binds (with what: an import, a value) and deletes.
Bodies of functions and lambdas are not run when the cell is, so their reads are not events;
class bodies and comprehensions are. A cell that may bind names no reader can see (a star
import, ``%run``, ``exec``, ``globals()``) is *opaque*.

A building block of the static and heuristic baselines: nothing here runs a notebook's code.
"""

from __future__ import annotations

import ast
import builtins
import contextlib
import warnings
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Literal

__all__ = [
    "ALWAYS_BOUND",
    "Bind",
    "CellCode",
    "Delete",
    "Read",
    "read_cell",
]

# Names a kernel's namespace has before any cell runs: the builtins, and what IPython adds.
ALWAYS_BOUND = frozenset(dir(builtins)) | {
    "get_ipython",
    "display",
    "In",
    "Out",
    "exit",
    "quit",
    "_",
    "__",
    "___",
    "_i",
    "_ii",
    "_iii",
    "_ih",
    "_oh",
    "_dh",
    "__name__",
    "__doc__",
    "__builtins__",
    "__builtin__",
    "__spec__",
    "__package__",
    "__loader__",
}

BindKind = Literal["import", "assign", "def", "class", "target", "other"]


@dataclass(frozen=True)
class Read:
    """The cell reads ``name`` (at ``line``) from the namespace. ``guarded``: inside a ``try``
    whose handlers would catch a NameError."""

    name: str
    line: int
    guarded: bool = False


@dataclass(frozen=True)
class Bind:
    """The cell binds ``name`` at ``line``: to ``module`` (a dotted path: ``numpy``,
    ``sklearn.model_selection.train_test_split``) for an import, to ``value`` for a plain
    ``name = value`` (or, kind ``target``, to a part of ``value``: ``fig, ax = value``). ``conditional``: in a branch, loop or ``try`` that may not run it."""

    name: str
    line: int
    kind: BindKind
    module: str | None = None
    value: ast.expr | None = None
    conditional: bool = False


@dataclass(frozen=True)
class Delete:
    """The cell deletes ``name`` (``del name``)."""

    name: str
    line: int


Event = Read | Bind | Delete


@dataclass(frozen=True)
class CellCode:
    """A cell's code as IPython runs it, and its events in the order they happen."""

    source: str
    python: str
    tree: ast.Module | None  # None: not Python (a syntax error), or a magic's foreign language
    events: tuple[Event, ...]
    opaque: bool  # it may bind names that cannot be seen

    @property
    def binds(self) -> frozenset[str]:
        return frozenset(event.name for event in self.events if isinstance(event, Bind))


@cache
def _transformer() -> object:
    from IPython.core.inputtransformer2 import TransformerManager

    return TransformerManager()  # type: ignore[no-untyped-call]


def to_python(source: str) -> str:
    """``source`` as IPython runs it: magics as ``get_ipython().run_line_magic(...)`` calls."""
    with contextlib.suppress(Exception):
        return str(_transformer().transform_cell(source))  # type: ignore[attr-defined]
    return source


def parse_python(python: str) -> ast.Module | None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # invalid escape sequences in a notebook's strings
        try:
            return ast.parse(python)
        except (SyntaxError, ValueError):
            return None


@cache
def read_cell(source: str) -> CellCode:
    """The events of a cell whose code is ``source``."""
    python = to_python(source)
    tree = parse_python(python)
    if tree is None:
        return CellCode(source, python, None, (), False)
    walker = _Walker()
    walker.statements(tree.body)
    return CellCode(source, python, tree, tuple(walker.events), walker.opaque)


# Line magics that run code in the namespace (their argument is Python), and those that may bind
# names a reader cannot see. Cell magics alike; any other cell magic's body is not Python.
_CODE_LINE_MAGICS = {"time": True, "timeit": False, "prun": True}  # name -> binds in the namespace
_OPAQUE_LINE_MAGICS = {
    "run",
    "store",
    "load",
    "macro",
    "recall",
    "rerun",
    "reset",
    "reset_selective",
}
_CODE_CELL_MAGICS = {"time": True, "timeit": False, "prun": True, "capture": True}
_FOREIGN_CELL_MAGICS = {
    "bash",
    "sh",
    "script",
    "html",
    "HTML",
    "javascript",
    "js",
    "markdown",
    "latex",
    "svg",
    "writefile",
    "perl",
    "ruby",
    "sql",
}
_OPAQUE_CALLS = {"exec", "eval", "globals", "locals", "vars", "execfile", "__import__"}
_NAME_ERROR_CATCHERS = {"NameError", "Exception", "BaseException"}


class _Walker:
    """Collects a module's events in execution order (see the module's notes)."""

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.opaque = False
        self._conditional = 0
        self._guarded = 0
        self._locals: list[set[str]] = []  # comprehension and class scopes, innermost last

    # --- statements -------------------------------------------------------------------------

    def statements(self, body: Sequence[ast.stmt]) -> None:
        for statement in body:
            self.statement(statement)

    def statement(self, node: ast.stmt) -> None:
        if isinstance(node, ast.Assign):
            self.expr(node.value)
            for target in node.targets:
                value = node.value if len(node.targets) == 1 else None
                self.store(target, "assign", value=value)
        elif isinstance(node, ast.AugAssign):
            if isinstance(node.target, ast.Name):
                self.read(node.target.id, node.lineno)
            self.expr(node.value)
            self.store(node.target, "other")
        elif isinstance(node, ast.AnnAssign):
            if node.value is not None:
                self.expr(node.value)
                self.store(node.target, "assign", value=node.value)
        elif isinstance(node, (ast.For, ast.AsyncFor)):
            self.expr(node.iter)
            with self.branch():
                self.store(node.target, "target")
                self.statements(node.body)
                self.statements(node.orelse)
        elif isinstance(node, (ast.While, ast.If)):
            self.expr(node.test)
            with self.branch():
                self.statements(node.body)
                self.statements(node.orelse)
        elif isinstance(node, (ast.With, ast.AsyncWith)):
            for item in node.items:
                self.expr(item.context_expr)
                if item.optional_vars is not None:
                    self.store(item.optional_vars, "target")
            self.statements(node.body)
        elif isinstance(node, (ast.Try, ast.TryStar)):
            self.try_(node)
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            for decorator in node.decorator_list:
                self.expr(decorator)
            self.arguments(node.args)
            self.bind(node.name, node.lineno, "def")
        elif isinstance(node, ast.ClassDef):
            for expression in [*node.decorator_list, *node.bases]:
                self.expr(expression)
            for keyword in node.keywords:
                self.expr(keyword.value)
            self._locals.append(set())
            self.statements(node.body)
            self._locals.pop()
            self.bind(node.name, node.lineno, "class")
        elif isinstance(node, ast.Import):
            for alias in node.names:
                if alias.asname:
                    self.bind(alias.asname, node.lineno, "import", module=alias.name)
                else:
                    top = alias.name.split(".")[0]
                    self.bind(top, node.lineno, "import", module=top)
        elif isinstance(node, ast.ImportFrom):
            module = "." * node.level + (node.module or "")
            for alias in node.names:
                if alias.name == "*":
                    self.opaque = True
                else:
                    name = alias.asname or alias.name
                    self.bind(name, node.lineno, "import", module=f"{module}.{alias.name}")
        elif isinstance(node, ast.Delete):
            for target in node.targets:
                if isinstance(target, ast.Name) and not self._locals:
                    if not self._conditional:  # a del that may not run deletes nothing known
                        self.events.append(Delete(target.id, node.lineno))
                else:
                    self.expr(target)
        elif isinstance(node, ast.Match):
            self.expr(node.subject)
            with self.branch():
                for case in node.cases:
                    for name in _pattern_names(case.pattern):
                        self.bind(name, node.lineno, "target")
                    if case.guard is not None:
                        self.expr(case.guard)
                    self.statements(case.body)
        elif isinstance(node, (ast.Global, ast.Nonlocal, ast.Pass, ast.Break, ast.Continue)):
            pass
        else:  # Expr, Return, Raise, Assert, ...
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.expr):
                    self.expr(child)

    def try_(self, node: ast.Try | ast.TryStar) -> None:
        catches = any(_catches_name_error(handler) for handler in node.handlers)
        with self.branch():
            self._guarded += catches
            self.statements(node.body)
            self._guarded -= catches
            for handler in node.handlers:
                if handler.type is not None:
                    self.expr(handler.type)
                if handler.name:
                    self.bind(handler.name, handler.lineno, "target")
                self.statements(handler.body)
            self.statements(node.orelse)
        self.statements(node.finalbody)

    @contextlib.contextmanager
    def branch(self) -> Iterator[None]:
        self._conditional += 1
        try:
            yield
        finally:
            self._conditional -= 1

    def arguments(self, args: ast.arguments) -> None:
        for default in [*args.defaults, *args.kw_defaults]:
            if default is not None:
                self.expr(default)

    # --- names ------------------------------------------------------------------------------

    def read(self, name: str, line: int) -> None:
        if any(name in scope for scope in self._locals):
            return
        self.events.append(Read(name, line, self._guarded > 0))

    def bind(
        self,
        name: str,
        line: int,
        kind: BindKind,
        *,
        module: str | None = None,
        value: ast.expr | None = None,
    ) -> None:
        if self._locals:
            self._locals[-1].add(name)
            return
        conditional = self._conditional > 0
        self.events.append(Bind(name, line, kind, module, value, conditional))

    def store(self, target: ast.expr, kind: BindKind, *, value: ast.expr | None = None) -> None:
        if isinstance(target, ast.Name):
            self.bind(target.id, target.lineno, kind, value=value)
        elif isinstance(target, (ast.Tuple, ast.List)):
            for element in target.elts:  # each bound from the whole value: ``fig, ax = f()``
                self.store(element, "target", value=value)
        elif isinstance(target, ast.Starred):
            self.store(target.value, "target", value=value)
        else:  # an attribute or an item: its object is read
            self.expr(target)

    # --- expressions ------------------------------------------------------------------------

    def expr(self, node: ast.expr) -> None:
        if isinstance(node, ast.Name):
            if isinstance(node.ctx, ast.Load):
                self.read(node.id, node.lineno)
        elif isinstance(node, ast.Lambda):
            self.arguments(node.args)
        elif isinstance(node, (ast.ListComp, ast.SetComp, ast.GeneratorExp, ast.DictComp)):
            self.comprehension(node)
        elif isinstance(node, ast.NamedExpr):
            self.expr(node.value)
            if isinstance(node.target, ast.Name):  # binds in the enclosing scope
                scopes, self._locals = self._locals, []
                self.bind(node.target.id, node.lineno, "assign", value=node.value)
                self._locals = scopes
        elif isinstance(node, ast.Call):
            self.call(node)
        else:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.expr):
                    self.expr(child)
                elif isinstance(child, ast.keyword):
                    self.expr(child.value)
                elif isinstance(child, (ast.comprehension, ast.arg, ast.arguments)):
                    pass

    def comprehension(
        self, node: ast.ListComp | ast.SetComp | ast.GeneratorExp | ast.DictComp
    ) -> None:
        first, *rest = node.generators
        self.expr(first.iter)  # evaluated in the enclosing scope
        self._locals.append(set())
        self.store(first.target, "target")
        for condition in first.ifs:
            self.expr(condition)
        for generator in rest:
            self.expr(generator.iter)
            self.store(generator.target, "target")
            for condition in generator.ifs:
                self.expr(condition)
        if isinstance(node, ast.DictComp):
            self.expr(node.key)
            self.expr(node.value)
        else:
            self.expr(node.elt)
        self._locals.pop()

    def call(self, node: ast.Call) -> None:
        function = node.func
        if isinstance(function, ast.Name) and function.id in _OPAQUE_CALLS:
            self.opaque = True
        magic = _magic_call(node)
        if magic is not None:
            self.magic(node, *magic)
            return
        self.expr(function)
        for argument in node.args:
            self.expr(argument)
        for keyword in node.keywords:
            self.expr(keyword.value)

    def magic(self, node: ast.Call, kind: str, name: str, line: str, body: str | None) -> None:
        """``get_ipython().run_line_magic(name, line)`` or ``run_cell_magic(name, line, body)``."""
        if kind == "line":
            if name in _OPAQUE_LINE_MAGICS:
                self.opaque = True
            elif name in _CODE_LINE_MAGICS:
                self.inline(line, node.lineno, binds=_CODE_LINE_MAGICS[name])
            return
        if name in _CODE_CELL_MAGICS:
            if name == "capture" and line.split():
                target = line.split()[-1]
                if target.isidentifier() and not target.startswith("-"):
                    self.bind(target, node.lineno, "other")
            self.inline(body or "", node.lineno, binds=_CODE_CELL_MAGICS[name])
        elif name not in _FOREIGN_CELL_MAGICS:
            self.opaque = True

    def inline(self, code: str, line: int, *, binds: bool) -> None:
        """The events of Python code a magic runs, as if at ``line``."""
        tree = parse_python(to_python(code))
        if tree is None:
            return
        inner = _Walker()
        inner.statements(tree.body)
        self.opaque |= inner.opaque
        for event in inner.events:
            if isinstance(event, Read):
                self.read(event.name, line)
            elif binds and isinstance(event, Bind):
                self.bind(event.name, line, event.kind, module=event.module, value=None)


def _magic_call(node: ast.Call) -> tuple[str, str, str, str | None] | None:
    """(kind, name, line, body) of ``get_ipython().run_line_magic(...)``/``run_cell_magic``."""
    function = node.func
    if not (
        isinstance(function, ast.Attribute)
        and function.attr in ("run_line_magic", "run_cell_magic")
        and isinstance(function.value, ast.Call)
        and isinstance(function.value.func, ast.Name)
        and function.value.func.id == "get_ipython"
    ):
        return None
    texts = [arg.value for arg in node.args if isinstance(arg, ast.Constant)]
    if not all(isinstance(text, str) for text in texts) or len(texts) < 2:
        return None
    if function.attr == "run_line_magic":
        return ("line", str(texts[0]), str(texts[1]), None)
    body = str(texts[2]) if len(texts) > 2 else ""
    return ("cell", str(texts[0]), str(texts[1]), body)


def _catches_name_error(handler: ast.ExceptHandler) -> bool:
    if handler.type is None:
        return True
    types = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(
        (isinstance(kind, ast.Name) and kind.id in _NAME_ERROR_CATCHERS)
        or (isinstance(kind, ast.Attribute) and kind.attr in _NAME_ERROR_CATCHERS)
        for kind in types
    )


def _pattern_names(pattern: ast.pattern) -> list[str]:
    names = []
    for node in ast.walk(pattern):
        if isinstance(node, (ast.MatchAs, ast.MatchStar)) and node.name:
            names.append(node.name)
        elif isinstance(node, ast.MatchMapping) and node.rest:
            names.append(node.rest)
    return names
