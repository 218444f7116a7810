"""The oracle: a notebook's intent checks, run in its kernel after its last cell, where nothing the
notebook left behind can change their verdict.

The checks must see the notebook's state (its frames, models and figures), so they run in its
kernel; but the notebook's code ran there first and could have prepared the ground. How the
oracle keeps its verdict its own:

- **Nothing of it is there before the run ends.** The check sources, and the names and imports
  they rely on, reach the kernel only after the last cell (in a sandbox, no file of the case but
  the notebook and its data can be read: ``_sandbox.py``).
- **The checks do not go through the notebook's machinery.** Each runs as plain Python, compiled
  and executed by the guard (``GUARD``, installed in every kernel before the notebook's first
  cell), not through IPython's cell pipeline: input and AST transformers, event callbacks and
  custom exception handlers are not on its path.
- **They see the names they were written against.** In the checks' namespace, a name the notebook
  binds by importing it (``accuracy_score``, ``np``) is the imported object, even if a repair
  later rebinds it; a builtin (``len``) is the interpreter's own unless the notebook itself
  binds that name; the working folder is the run's own; and ``data/`` is read-only in the
  sandbox, so the inputs the checks compare with are the case's.
- **What the notebook changed, the guard finds first.** Before the checks, the guard looks for
  the notebook's own code (a function, method, class or object written in a cell or executed
  from a string there) planted where a check would run it: in a module or class of a library
  the checks use (``np.allclose = lambda *a, **k: True``, ``DataFrame.__len__ = ...``), in
  ``builtins``, in the IPython shell or kernel (their methods, transformers, event callbacks,
  display formatters, custom exception handlers), in a trace, profile, garbage-collector or
  signal hook, in a thread still running, or a module put in ``sys.modules`` in place of an
  installed one; and, after each check, again at what a check could have set off. Audit hooks
  cannot be added at all (the guard's own refuses them). Any of it fails every check with
  ``Tampered`` and says what changed: the repair is not resolved.
- **Its answers are its own.** Each request carries a fresh nonce that its answer must repeat.

What it does not stop: code written against the guard itself (finding it in memory and
rewriting it, or writing to memory through ``ctypes``), and a library function swapped for
another library function. Those are attacks on the harness, not repairs of a notebook; they are
recognisable in the prediction, which the run folder keeps.
"""

from __future__ import annotations

import ast
import json
import secrets
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from .._text import parsed
from ._outcome import CheckResult

__all__ = ["GUARD", "OracleContext", "oracle_context", "run_oracle"]


@dataclass(frozen=True)
class OracleContext:
    """What the checks of a notebook rely on, read from the notebook they were written against
    (a case's fixed version): the names it binds only by importing them, with what they import
    (``(name, module, attribute or None)``), and every other name it binds at top level."""

    imports: tuple[tuple[str, str, str | None], ...] = ()
    bound: frozenset[str] = frozenset()


def oracle_context(sources: Iterable[str]) -> OracleContext:
    """The ``OracleContext`` of a notebook whose code cells are ``sources``."""
    imports: dict[str, tuple[str, str, str | None]] = {}
    bound: set[str] = set()
    for tree in parsed(sources):
        for node in _top_level(tree.body):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.asname:
                        imports[alias.asname] = (alias.asname, alias.name, None)
                    else:
                        top = alias.name.split(".")[0]
                        imports[top] = (top, top, None)
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                for alias in node.names:
                    if alias.name != "*":
                        name = alias.asname or alias.name
                        imports[name] = (name, node.module, alias.name)
            elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                bound.add(node.name)
            else:
                bound.update(_stored(node))
    kept = tuple(binding for name, binding in sorted(imports.items()) if name not in bound)
    return OracleContext(kept, frozenset(bound | set(imports)))


def _top_level(body: Sequence[ast.stmt]) -> Iterable[ast.stmt]:
    """The statements that run at module level: those of ``body`` and of the blocks in them,
    not of the functions and classes they define."""
    for node in body:
        yield node
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            continue
        for field in ("body", "orelse", "finalbody"):
            inner = getattr(node, field, None)
            if isinstance(inner, list):
                yield from _top_level([child for child in inner if isinstance(child, ast.stmt)])
        for handler in getattr(node, "handlers", []) or []:
            if isinstance(handler, ast.ExceptHandler):
                yield from _top_level(handler.body)


def _stored(node: ast.stmt) -> set[str]:
    """Names a statement binds in its own scope (not inside functions or comprehensions)."""
    names: set[str] = set()
    stack: list[ast.AST] = [node]
    while stack:
        current = stack.pop()
        if isinstance(current, ast.Name) and isinstance(current.ctx, ast.Store):
            names.add(current.id)
        elif isinstance(current, ast.ExceptHandler) and current.name:
            names.add(current.name)
        if isinstance(
            current,
            ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef | ast.Lambda | ast.comprehension,
        ):
            continue
        if isinstance(current, ast.stmt) and current is not node:
            continue  # a block's own statements are visited by _top_level
        stack.extend(ast.iter_child_nodes(current))
    return names


# Installed in every kernel before the notebook's first cell, as part of the probe module
# (``_kernel.PROBE``): it records the interpreter as the notebook found it, refuses audit hooks,
# and answers ``seal`` and ``check`` requests (see the module's notes).
GUARD = r'''
import builtins as _builtins, functools as _functools, gc as _gc, json as _json, os as _os
import signal as _signal, site as _site, sys as _sys, threading as _threading, types as _types

_PRISTINE = dict(_builtins.__dict__)
# Names IPython itself puts in builtins, or changes while a cell runs.
_SHELL_BUILTINS = {"exit", "quit", "get_ipython", "display", "__IPYTHON__", "input", "_", "__", "___"}
_HARNESS = set()  # ids of the harness's own objects the notebook's builtins may hold
_MISSING = object()
_CRITICAL = {
    "run_cell", "run_cell_async", "should_run_async", "run_ast_nodes", "run_code", "ev", "ex",
    "transform_cell", "transform_ast", "user_expressions", "do_execute", "execute_request",
    "get_ipython",
}
_SHELL_CLASSES = (
    ("IPython.core.interactiveshell", "InteractiveShell"),
    ("ipykernel.zmqshell", "ZMQInteractiveShell"),
    ("ipykernel.ipkernel", "IPythonKernel"),
    ("ipykernel.kernelbase", "Kernel"),
    ("IPython.core.formatters", "DisplayFormatter"),
    ("IPython.core.formatters", "BaseFormatter"),
    ("IPython.core.formatters", "PlainTextFormatter"),
    ("IPython.core.events", "EventManager"),
    ("IPython.core.compilerop", "CachingCompiler"),
    ("IPython.core.inputtransformer2", "TransformerManager"),
)
_CLASSES = []
for _module, _name in _SHELL_CLASSES:
    _class = getattr(_sys.modules.get(_module), _name, None)
    if isinstance(_class, type):
        _CLASSES.append((_class, dict(vars(_class))))
_roots = set()
for _path in [_sys.prefix, _sys.base_prefix, _sys.exec_prefix, _sys.base_exec_prefix,
              *_site.getsitepackages()]:
    _roots.update({_path.rstrip("/"), _os.path.realpath(_path)})
_INSTALLED = tuple(sorted(_roots))
_origins = {}
_state = {}


def allow(value):
    """``value`` (the harness's own) may stand in builtins."""
    _HARNESS.add(id(value))


def _audit(event, args):
    if event == "sys.addaudithook":
        raise RuntimeError("audit hooks are the harness's")


_sys.addaudithook(_audit)


def _origin(filename):
    """1: a file of the Python installation; -1: any other file (a cell's); 0: generated code."""
    known = _origins.get(filename)
    if known is None:
        if filename.startswith("<"):
            known = 0
        else:
            real = _os.path.realpath(filename)
            inside = any(real == root or real.startswith(root + "/") for root in _INSTALLED)
            known = 1 if inside else -1
        _origins[filename] = known
    return known


_WRAPPERS = (_functools.partial, _types.MethodType, staticmethod, classmethod)


def _foreign(value):
    """Whether ``value`` is the notebook's own code: a function (method, partial) written in a
    cell or executed from a string there, a class of the notebook, or an instance of one."""
    kind = type(value)
    for _ in range(8):
        if kind not in _WRAPPERS and not isinstance(value, _WRAPPERS):
            break
        value = value.func if isinstance(value, _functools.partial) else value.__func__
        kind = type(value)
    if kind is _types.FunctionType:
        origin = _origin(value.__code__.co_filename)
        if origin == 0:
            return value.__module__ in (None, "__main__")
        return origin < 0
    if kind is property:
        return any(_foreign(f) for f in (value.fget, value.fset, value.fdel) if f is not None)
    if isinstance(value, type):
        return getattr(value, "__module__", None) == "__main__"
    return getattr(kind, "__module__", None) == "__main__"


def _installed_module(module):
    path = getattr(module, "__file__", None)
    if path is None:
        paths = list(getattr(module, "__path__", None) or [])
        path = paths[0] if paths else None
    return path is not None and _origin(str(path)) > 0


def _shell():
    for cls, _ in _CLASSES:
        if cls.__name__ == "InteractiveShell" and cls.initialized():
            return cls.instance()
    return None


def _kernel():
    for cls, _ in _CLASSES:
        if cls.__name__ == "IPythonKernel" and cls.initialized():
            return cls.instance()
    return None


def _name(value):
    return getattr(value, "__qualname__", None) or getattr(value, "__name__", None) or type(value).__name__


def _machinery():
    """What the notebook's code changed on the way a request, a check or its answer takes."""
    found = []
    for cls, recorded in _CLASSES:
        for key, value in list(vars(cls).items()):
            if value is not recorded.get(key, _MISSING) and (key in _CRITICAL or _foreign(value)):
                found.append(f"{cls.__name__}.{key} was replaced")
    shell, kernel = _shell(), _kernel()
    for owner, label in ((shell, "the IPython shell"), (kernel, "the kernel")):
        if owner is None:
            continue
        for key, value in list(vars(owner).items()):
            if callable(value) and _foreign(value):
                found.append(f"{label}'s {key} was replaced")
    if shell is not None:
        for label in ("input_transformers_cleanup", "input_transformers_post", "ast_transformers"):
            for item in list(getattr(shell, label, None) or []):
                if _foreign(item):
                    found.append(f"the notebook added to IPython's {label} ({_name(item)})")
        events = getattr(getattr(shell, "events", None), "callbacks", {}) or {}
        for event, callbacks in list(events.items()):
            for callback in list(callbacks):
                if _foreign(callback):
                    found.append(f"the notebook registered an IPython {event} callback ({_name(callback)})")
        if getattr(shell, "custom_exceptions", ()):
            found.append("the notebook set a custom exception handler (set_custom_exc)")
        formatter = getattr(shell, "display_formatter", None)
        for mime, each in list((getattr(formatter, "formatters", None) or {}).items()):
            if _foreign(each):
                found.append(f"the {mime} display formatter was replaced")
                continue
            for table in ("type_printers", "deferred_printers", "singleton_printers"):
                for printer in list((getattr(each, table, None) or {}).values()):
                    if _foreign(printer):
                        found.append(f"the notebook registered a {mime} printer ({_name(printer)})")
    hooks = [("a trace function", _sys.gettrace()), ("a profile function", _sys.getprofile())]
    hooks += [("a thread trace function", getattr(_threading, "_trace_hook", None))]
    hooks += [("a thread profile function", getattr(_threading, "_profile_hook", None))]
    hooks += [("a garbage-collector callback", callback) for callback in list(_gc.callbacks)]
    for number in _signal.valid_signals():
        try:
            handler = _signal.getsignal(number)
        except (ValueError, OSError):
            continue
        hooks.append((f"a handler of signal {int(number)}", handler))
    for label, hook in hooks:
        if hook is not None and callable(hook) and _foreign(hook):
            found.append(f"the notebook installed {label} ({_name(hook)})")
    for thread in _threading.enumerate():
        if thread is _threading.main_thread() or not thread.is_alive():
            continue
        target = getattr(thread, "_target", None)
        if _foreign(thread) or (target is not None and _foreign(target)):
            found.append(f"a thread of the notebook still runs ({thread.name})")
    for key, value in _PRISTINE.items():
        if key in _SHELL_BUILTINS:
            continue
        now = _builtins.__dict__.get(key, _MISSING)
        if now is not value and id(now) not in _HARNESS:
            found.append(f"builtins.{key} was changed")
    return found


def _packages(names, namespace):
    """The top-level packages of what the checks' names stand for (and of their classes)."""
    tops = set()
    for name in names:
        value = namespace.get(name, _MISSING)
        if value is _MISSING:
            continue
        if isinstance(value, _types.ModuleType):
            modules = [value.__name__]
        elif isinstance(value, type):
            modules = [getattr(base, "__module__", None) for base in value.__mro__]
        elif isinstance(value, (_types.FunctionType, _types.BuiltinFunctionType)):
            modules = [getattr(value, "__module__", None)]
        else:
            modules = [getattr(base, "__module__", None) for base in type(value).__mro__]
        tops.update(m.partition(".")[0] for m in modules if isinstance(m, str))
    return tops - {"__main__", "builtins"}


def _libraries(tops):
    """The notebook's code planted in the modules and classes of the packages ``tops``, and
    modules put in ``sys.modules`` in place of theirs."""
    found = []
    for name, module in list(_sys.modules.items()):
        if name.partition(".")[0] not in tops or not isinstance(module, _types.ModuleType):
            continue
        path = getattr(module, "__file__", None)
        loaded = isinstance(path, str) and _os.path.isabs(path)  # not a library's own label
        if _foreign(module) or (loaded and _origin(path) < 0):
            found.append(f"sys.modules[{name!r}] is not the installed module")
            continue
        for key, value in list(vars(module).items()):
            if _foreign(value):
                found.append(f"{name}.{key} was replaced by the notebook's {_name(value)}")
            elif isinstance(value, type) and value.__module__ == name:
                for attribute, member in list(vars(value).items()):
                    if _foreign(member):
                        found.append(f"{name}.{key}.{attribute} was replaced by the notebook's {_name(member)}")
    return found


def seal(spec):
    """Before the checks: their namespace, and what the notebook changed that they would use."""
    request = _json.loads(spec)
    nonce = request["nonce"]
    _state.clear()
    try:
        shell = _shell()
        namespace = dict(shell.user_ns) if shell is not None else {}
        for name, module_name, attribute in request["imports"]:
            module = _sys.modules.get(module_name)
            if module is None or not _installed_module(module):
                continue
            value = module if attribute is None else getattr(module, attribute, _MISSING)
            if value is _MISSING:
                value = _sys.modules.get(f"{module_name}.{attribute}", _MISSING)
            if value is not _MISSING:
                namespace[name] = value
        bound = set(request["bound"])
        for name in list(namespace):
            if name in _PRISTINE and name not in bound and not name.startswith("_"):
                del namespace[name]  # a builtin's name, rebound by a repair: the checks mean the builtin
        namespace["__builtins__"] = dict(_PRISTINE)
        found = _machinery() + _libraries(_packages(request["names"], namespace))
        _os.chdir(request["cwd"])
        _state.update(nonce=nonce, namespace=namespace, checks=request["checks"], found=found)
        return _json.dumps({"nonce": nonce, "tampered": found[:5], "more": max(0, len(found) - 5)})
    except Exception as error:
        found = [f"the oracle could not start ({type(error).__name__}: {error})"]
        return _json.dumps({"nonce": nonce, "tampered": found, "more": 0})


def check(nonce, index):
    """Run check ``index`` in the sealed namespace, then look again at what it could have set off."""
    if _state.get("nonce") != nonce:
        return _json.dumps({"nonce": nonce, "passed": False, "ename": "OracleError", "evalue": "the oracle was not sealed"})
    answer = {"nonce": nonce, "passed": True, "ename": None, "evalue": None}
    try:
        exec(compile(_state["checks"][index], "<oracle>", "exec"), _state["namespace"])
    except Exception as error:
        answer.update(passed=False, ename=type(error).__name__, evalue=str(error)[:4000])
    found = [problem for problem in _machinery() if problem not in _state["found"]]
    if found:
        answer.update(passed=False, ename="Tampered", evalue="; ".join(found[:5]))
    return _json.dumps(answer)
'''


class OracleKernel(Protocol):
    """What the oracle needs of a kernel: a silent request with user expressions."""

    async def execute(
        self,
        code: str,
        deadline: float,
        *,
        silent: bool = False,
        user_expressions: dict[str, str] | None = None,
    ) -> Any: ...


def _answer(reply: Any, nonce: str) -> dict[str, Any] | None:
    """The guard's JSON answer in ``reply``, if it carries ``nonce``; None otherwise."""
    shown, _ = reply.value("x")
    if shown is None:
        return None
    try:
        text = ast.literal_eval(shown)
        answer = json.loads(text)
    except (ValueError, SyntaxError, TypeError):
        return None
    return answer if isinstance(answer, dict) and answer.get("nonce") == nonce else None


def _names(checks: Sequence[str]) -> list[str]:
    """The names the checks use, for the guard to know which libraries they reach."""
    names = {
        node.id for tree in parsed(checks) for node in ast.walk(tree) if isinstance(node, ast.Name)
    }
    return sorted(names)


async def run_oracle(
    kernel: OracleKernel,
    checks: Sequence[str],
    context: OracleContext,
    workdir: Path,
    cell_timeout: float,
    run_deadline: float,
) -> tuple[CheckResult, ...]:
    """Run ``checks`` in ``kernel`` through its guard: one result per check, each with its own
    time limit (``cell_timeout``, and the run's deadline)."""
    if not checks:
        return ()
    nonce = secrets.token_hex(16)
    spec = {
        "nonce": nonce,
        "checks": list(checks),
        "names": _names(checks),
        "imports": [list(binding) for binding in context.imports],
        "bound": sorted(context.bound),
        "cwd": str(workdir),
    }
    call = f"__import__('_junobench_probe').seal({json.dumps(spec)!r})"
    deadline = min(time.monotonic() + cell_timeout, run_deadline)
    reply = await kernel.execute("", deadline, silent=True, user_expressions={"x": call})
    sealed = _answer(reply, nonce)
    if sealed is None:
        why = reply.evalue or reply.status if reply.status != "ok" else "no answer from its guard"
        return tuple(
            CheckResult(source, False, "OracleError", f"the oracle could not run ({why})")
            for source in checks
        )
    tampered = [str(item) for item in sealed.get("tampered", [])]
    if tampered:
        more = int(sealed.get("more", 0) or 0)
        what = "; ".join(tampered) + (f" (and {more} more)" if more else "")
        return tuple(CheckResult(source, False, "Tampered", what) for source in checks)
    results: list[CheckResult] = []
    for index, source in enumerate(checks):
        deadline = min(time.monotonic() + cell_timeout, run_deadline)
        call = f"__import__('_junobench_probe').check({nonce!r}, {index})"
        reply = await kernel.execute("", deadline, silent=True, user_expressions={"x": call})
        answer = _answer(reply, nonce)
        if answer is not None:
            results.append(
                CheckResult(source, bool(answer["passed"]), answer["ename"], answer["evalue"])
            )
        elif reply.status in ("timeout", "kernel_died"):
            results.append(CheckResult(source, False, None, reply.status))
        else:
            evalue = str(reply.user_expressions.get("x", {}).get("evalue") or reply.evalue)
            results.append(CheckResult(source, False, "OracleError", evalue))
    return tuple(results)
