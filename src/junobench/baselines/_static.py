"""The ``static`` baseline for ``detect``: will the target cell crash, given the cells that ran
before it? Decided without running the notebook, and only where it can be decided soundly:
precision first, so that a notebook that works raises no alarm.

It finds, in the target cell's statements that run when the cell does (not in function bodies):

- a name read that no cell run before bound (or that one deleted), and that the target cell
  itself has not bound by then: a NameError. Builtins, IPython's names, comprehension and class
  scopes, ``try`` blocks that catch NameError, and magics are read as IPython runs them
  (``_code``); after a cell that may bind names unseen (a star import, ``%run``, ``exec``),
  no name is called missing;
- an import of a module the pinned environment does not have, or of a name its module lacks;
- an attribute a pinned library's module does not have (``np.float``, ``pd.datetime``), through
  the names the cells imported;
- a call the pinned signature cannot accept (an unknown keyword, too many positional arguments),
  of a library function or class, or of a method of an object made by a library class's
  constructor (``model = Sequential(); model.fit(..., nb_epoch=5)``).

Libraries are imported to look at their API (only the pinned ML libraries, never a module the
notebook's folder could shadow); nothing of the notebook runs.
"""

from __future__ import annotations

import ast
import contextlib
import importlib
import importlib.util
import inspect
import io
import os
import warnings
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ._code import ALWAYS_BOUND, Bind, CellCode, Delete, Read, read_cell

__all__ = ["Finding", "predict_crash"]

# The packages whose API is looked at (imported in this process). Others are never imported.
_INSPECTED = {
    "numpy",
    "pandas",
    "sklearn",
    "scipy",
    "matplotlib",
    "seaborn",
    "statsmodels",
    "lightgbm",
    "xgboost",
    "torch",
    "torchvision",
    "tensorflow",
    "keras",
    "nltk",
    "PIL",
}


@dataclass(frozen=True)
class Finding:
    """Why the target cell will crash: the line of the cell and what fails there."""

    line: int
    ename: str
    reason: str


def predict_crash(executed: Sequence[str | None], target: str) -> Finding | None:
    """A certain crash of the cell ``target`` run after the cells ``executed`` (their sources,
    in the order they ran; None where the kernel was restarted), or None when none can be
    shown."""
    namespace = _Namespace()
    for source in executed:
        if source is None:  # a fresh kernel: nothing bound
            namespace = _Namespace()
        else:
            namespace.run(read_cell(source))
    return _Checker(namespace, read_cell(target)).finding()


class _Namespace:
    """What the kernel's namespace is known to hold: each name's last binding."""

    def __init__(self) -> None:
        self.bound: dict[str, Bind] = {}
        self.opaque = False

    def run(self, cell: CellCode) -> None:
        for event in cell.events:
            self.apply(event)
        self.opaque |= cell.opaque

    def apply(self, event: Read | Bind | Delete) -> None:
        if isinstance(event, Bind):
            self.bound[event.name] = event
        elif isinstance(event, Delete):
            self.bound.pop(event.name, None)

    def copy(self) -> _Namespace:
        other = _Namespace()
        other.bound = dict(self.bound)
        other.opaque = self.opaque
        return other


class _Checker:
    def __init__(self, namespace: _Namespace, cell: CellCode) -> None:
        self.before = namespace
        self.cell = cell

    def finding(self) -> Finding | None:
        if self.cell.tree is None:
            return None
        return self.missing_name() or self.api_misuse()

    def missing_name(self) -> Finding | None:
        if self.before.opaque or self.cell.opaque:
            return None
        namespace = self.before.copy()
        for event in self.cell.events:
            if (
                isinstance(event, Read)
                and not event.guarded
                and event.name not in namespace.bound
                and event.name not in ALWAYS_BOUND
            ):
                return Finding(event.line, "NameError", f"name '{event.name}' is not defined")
            namespace.apply(event)
        return None

    def api_misuse(self) -> Finding | None:
        assert self.cell.tree is not None
        for statement in self.cell.tree.body:
            namespace = self.namespace_before(statement.lineno)
            for node in _run_now(statement):
                finding = _Api(namespace).check(node)
                if finding is not None:
                    return finding
        return None

    def namespace_before(self, line: int) -> _Namespace:
        namespace = self.before.copy()
        for event in self.cell.events:
            if event.line >= line:
                break
            namespace.apply(event)
        return namespace


def _run_now(statement: ast.stmt) -> Iterator[ast.AST]:
    """The nodes of ``statement`` that run when it does: not function or lambda bodies."""
    stack: list[ast.AST] = [statement]
    while stack:
        node = stack.pop()
        yield node
        for child in ast.iter_child_nodes(node):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and child in node.body:
                continue
            if isinstance(node, ast.Lambda) and child is node.body:
                continue
            stack.append(child)


_UNKNOWN = object()


@dataclass(frozen=True)
class _Instance:
    """An object made by a library call: an instance of one of the classes ``of`` (a class
    called, or the classes a function's return annotation names: ``pd.read_csv``)."""

    of: tuple[type, ...]


class _Api:
    """Checks one node against the pinned libraries' API, names resolved through ``namespace``."""

    def __init__(self, namespace: _Namespace) -> None:
        self.namespace = namespace

    def check(self, node: ast.AST) -> Finding | None:
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            return _missing_import(node)
        if isinstance(node, ast.Attribute) and isinstance(node.ctx, ast.Load):
            return self.missing_attribute(node)
        if isinstance(node, ast.Call):
            return self.unacceptable_call(node)
        return None

    def missing_attribute(self, node: ast.Attribute) -> Finding | None:
        base = self.resolve(node.value)
        if not inspect.ismodule(base) or base.__name__.split(".")[0] not in _INSPECTED:
            return None
        if _has_attribute(base, node.attr):
            return None
        return Finding(
            node.lineno,
            "AttributeError",
            f"module '{base.__name__}' has no attribute '{node.attr}'",
        )

    def unacceptable_call(self, node: ast.Call) -> Finding | None:
        if any(isinstance(arg, ast.Starred) for arg in node.args) or any(
            keyword.arg is None for keyword in node.keywords
        ):
            return None
        missing = self.missing_method(node.func)
        if missing is not None:
            return missing
        function, bound_self = self.callable(node.func)
        if function is _UNKNOWN:
            return None
        try:
            signature = inspect.signature(function)
        except (TypeError, ValueError):
            return None
        positional = [None] * (len(node.args) + bound_self)
        keywords = {keyword.arg: None for keyword in node.keywords if keyword.arg}
        try:
            signature.bind(*positional, **keywords)
        except TypeError as error:
            name = getattr(function, "__qualname__", getattr(function, "__name__", "call"))
            return Finding(node.lineno, "TypeError", f"{name}(): {error}")
        return None

    def missing_method(self, node: ast.expr) -> Finding | None:
        """A method called on an object a library class made, which that class lacks (removed
        from the API: ``model.predict_classes(X)``)."""
        if not isinstance(node, ast.Attribute):
            return None
        base = self.resolve(node.value)
        if not isinstance(base, _Instance) or any(_dynamic(cls) for cls in base.of):
            return None
        for cls in base.of:
            try:
                inspect.getattr_static(cls, node.attr)
                return None
            except AttributeError:
                pass
        reason = f"'{base.of[0].__name__}' object has no attribute '{node.attr}'"
        return Finding(node.lineno, "AttributeError", reason)

    def callable(self, node: ast.expr) -> tuple[Any, int]:
        """The library function or class ``node`` names, and 1 when it is a method that will
        get ``self`` (of an object a library class made)."""
        if isinstance(node, ast.Attribute):
            base = self.resolve(node.value)
            if isinstance(base, _Instance):
                if len(base.of) != 1:
                    return _UNKNOWN, 0
                method = _static_attribute(base.of[0], node.attr)
                if inspect.isfunction(method):
                    return method, 1
                return _UNKNOWN, 0
        found = self.resolve(node)
        if found is _UNKNOWN or isinstance(found, _Instance) or inspect.ismodule(found):
            return _UNKNOWN, 0
        if not _from_inspected(found):
            return _UNKNOWN, 0
        return found, 0

    def resolve(self, node: ast.expr, seen: frozenset[str] = frozenset()) -> Any:
        """The runtime object ``node`` stands for, as far as imports and constructor calls of
        the pinned libraries tell; ``_UNKNOWN`` otherwise. ``seen``: the names being resolved
        (``x = x.copy()`` names itself; the binding before it is not known here)."""
        if isinstance(node, ast.Name):
            binding = self.namespace.bound.get(node.id)
            if binding is None or binding.conditional or node.id in seen:
                return _UNKNOWN
            if binding.kind == "import" and binding.module:
                return _imported(binding.module)
            if binding.kind == "assign" and isinstance(binding.value, ast.Call):
                made = self.resolve(binding.value.func, seen | {node.id})
                if isinstance(made, type) and _from_inspected(made):
                    return _Instance((made,))
                returned = _returned_classes(made)
                if returned:
                    return _Instance(returned)
            return _UNKNOWN
        if isinstance(node, ast.Attribute):
            base = self.resolve(node.value, seen)
            if base is _UNKNOWN or isinstance(base, _Instance):
                return _UNKNOWN
            with contextlib.suppress(Exception):
                return getattr(base, node.attr)
        return _UNKNOWN


def _imported(module: str) -> Any:
    """The object an import names (``numpy``, ``sklearn.svm.SVC``): the module imported, or an
    attribute of its parent; ``_UNKNOWN`` outside the inspected packages or when it fails."""
    if module.startswith(".") or module.split(".")[0] not in _INSPECTED:
        return _UNKNOWN
    os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "3")  # TensorFlow's C++ logging, on import
    if module.split(".")[0] in ("tensorflow", "keras"):
        _torch_first()
    with _quiet():
        try:
            return importlib.import_module(module)
        except ImportError:
            pass
        except Exception:
            return _UNKNOWN
        parent, _, name = module.rpartition(".")
        try:
            return getattr(importlib.import_module(parent), name)
        except Exception:
            return _UNKNOWN


@cache
def _torch_first() -> None:
    """Import torch and torchvision before TensorFlow: this process looks at both libraries'
    APIs, and importing torchvision after TensorFlow crashes it (SIGSEGV, torch 2.14.1 with
    TensorFlow 2.21); the other order works."""
    for name in ("torch", "torchvision"):
        with _quiet(), contextlib.suppress(Exception):
            importlib.import_module(name)


def _missing_import(node: ast.Import | ast.ImportFrom) -> Finding | None:
    """An import that will fail in the pinned environment."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            missing = _missing_module(alias.name)
            if missing:
                return Finding(node.lineno, "ModuleNotFoundError", f"No module named '{missing}'")
        return None
    if node.level or not node.module:
        return None
    missing = _missing_module(node.module)
    if missing:
        return Finding(node.lineno, "ModuleNotFoundError", f"No module named '{missing}'")
    if node.module.split(".")[0] not in _INSPECTED:
        return None
    module = _imported(node.module)
    if not inspect.ismodule(module):
        return None
    for alias in node.names:
        if alias.name != "*" and not _has_attribute(module, alias.name):
            reason = f"cannot import name '{alias.name}' from '{node.module}'"
            return Finding(node.lineno, "ImportError", reason)
    return None


def _missing_module(dotted: str) -> str | None:
    """The first module of ``dotted`` that the environment does not have, if any. Packages
    outside the inspected ones are looked for without importing them."""
    parts = dotted.split(".")
    top = parts[0]
    try:
        if importlib.util.find_spec(top) is None:
            return top
    except (ImportError, ValueError):
        return None
    if top not in _INSPECTED:
        return None
    for end in range(2, len(parts) + 1):
        name = ".".join(parts[:end])
        with _quiet():
            try:
                if importlib.util.find_spec(name) is None:
                    parent = _imported(".".join(parts[: end - 1]))
                    if inspect.ismodule(parent) and not hasattr(parent, parts[end - 1]):
                        return name
                    return None
            except Exception:
                return None
    return None


def _has_attribute(module: Any, name: str) -> bool:
    """Whether ``module.name`` works in a kernel: an attribute, or a submodule it would import."""
    with _quiet():
        try:
            getattr(module, name)
            return True
        except AttributeError:
            pass
        except Exception:
            return True  # it exists and failed to load here; not ours to call missing
        try:
            return importlib.util.find_spec(f"{module.__name__}.{name}") is not None
        except Exception:
            return True


def _dynamic(cls: type) -> bool:
    """Whether instances of ``cls`` may have attributes its class does not show: it computes
    them (``__getattr__``, ``__getattribute__``). pandas' ``__getattr__`` only serves columns and
    index labels: a column named as a method a notebook calls is not a case this baseline bets
    against. (Attributes an instance keeps in its own ``__dict__`` cannot be seen either: only
    methods *called* are checked, and libraries keep methods on their classes.)"""
    return any(
        ("__getattr__" in vars(klass) and not _serves_labels(klass))
        or "__getattribute__" in vars(klass)
        for klass in cls.__mro__
        if klass is not object
    )


def _serves_labels(cls: type) -> bool:
    return cls.__module__.startswith("pandas.") and cls.__name__ in (
        "NDFrame",
        "DataFrame",
        "Series",
    )


def _returned_classes(function: Any) -> tuple[type, ...]:
    """The classes a library function's return annotation names (``DataFrame | TextFileReader``
    for ``pd.read_csv``); empty unless every alternative is a class of an inspected library."""
    if function is _UNKNOWN or not callable(function) or not _from_inspected(function):
        return ()
    try:
        annotation = inspect.signature(function).return_annotation
    except (TypeError, ValueError):
        return ()
    if not isinstance(annotation, str) or not annotation.strip():
        return ()
    namespace = getattr(inspect.unwrap(function), "__globals__", {})
    classes = []
    for part in annotation.split("|"):
        found = namespace.get(part.strip())
        if not (isinstance(found, type) and _from_inspected(found)):
            return ()
        classes.append(found)
    return tuple(classes)


def _static_attribute(cls: type, name: str) -> Any:
    """``cls``'s own attribute ``name`` without running descriptors; ``_UNKNOWN`` when the
    class could produce attributes dynamically."""
    if _dynamic(cls):
        return _UNKNOWN
    try:
        return inspect.getattr_static(cls, name)
    except AttributeError:
        return _UNKNOWN


def _from_inspected(found: Any) -> bool:
    module = getattr(found, "__module__", None) or ""
    return isinstance(module, str) and module.split(".")[0] in _INSPECTED


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """Importing a library to look at it prints nothing and warns nothing, not even from its
    native code (TensorFlow logs to file descriptor 2 when it loads)."""
    saved = os.dup(2)
    try:
        with (
            open(os.devnull, "wb") as devnull,
            warnings.catch_warnings(),
            contextlib.redirect_stdout(io.StringIO()),
            contextlib.redirect_stderr(io.StringIO()),
        ):
            os.dup2(devnull.fileno(), 2)
            warnings.simplefilter("ignore")
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
