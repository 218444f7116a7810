"""Every kernel starts with its random generators seeded, so that a run's result is the same on
every replay, under either engine, for every user.

A notebook that trains without a seed gets another model on every run in a real kernel; a check
on its accuracy then holds or fails by chance, and a wrong repair's rejection depends on noise.
So each new kernel (not a copy of one, which carries on its original's state) seeds, before its
first cell, the generators a notebook draws from without asking for a seed:

- Python's ``random`` (Keras draws its default initializer seeds from it);
- NumPy's global generator (``np.random.*``, and scikit-learn's ``random_state=None``);
- TensorFlow's global seed (its ops' and Keras's shuffles);
- PyTorch's default generator (which a process otherwise seeds from the system's entropy).

A generator whose module is not imported yet is seeded when the notebook first imports it, right
after its module has run, by a finder on ``sys.meta_path`` that leaves the module as a normal
import would (its ``__loader__`` and spec are the library's own). A notebook that seeds its own
generators is unaffected: its seed replaces ours. ``PYTHONHASHSEED`` is fixed by the launcher.

``SEED`` is source run in the kernel's probe module (``_kernel.PROBE``); ``SEED_CALL`` seeds.
"""

from __future__ import annotations

__all__ = ["SEED", "SEED_CALL", "SEED_VALUE"]

SEED_VALUE = 0

SEED = rf'''
import importlib.abc as _importlib_abc, random as _random, sys as _sys

_SEED_VALUE = {SEED_VALUE}


def _seed_numpy_random(module):
    module.seed(_SEED_VALUE)


def _seed_tensorflow(module):
    module.random.set_seed(_SEED_VALUE)


def _seed_torch(module):
    module.manual_seed(_SEED_VALUE)


_SEEDERS = {{
    "numpy.random": _seed_numpy_random,
    "tensorflow": _seed_tensorflow,
    "torch": _seed_torch,
}}


class _SeedingLoader:
    """Runs a module with its own loader, then seeds it."""

    def __init__(self, spec, seeder):
        self._spec, self._loader, self._seeder = spec, spec.loader, seeder

    def create_module(self, spec):
        return self._loader.create_module(spec)

    def exec_module(self, module):
        self._spec.loader = self._loader  # the module keeps its own loader
        module.__loader__ = self._loader
        # As where the module was imported before the kernel was seeded (the fast engine's
        # zygote): its import leaves Python's generator as it found it (TensorFlow's draws).
        state = _random.getstate()
        try:
            self._loader.exec_module(module)
        finally:
            _random.setstate(state)
        try:
            self._seeder(module)
        except Exception:  # a library that cannot be seeded runs as it would unseeded
            pass


class _SeedOnImport(_importlib_abc.MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        seeder = _SEEDERS.get(name)
        if seeder is None:
            return None
        for finder in _sys.meta_path:
            find = getattr(finder, "find_spec", None)
            if finder is self or find is None:
                continue
            spec = find(name, path, target)
            if spec is not None:
                break
        else:
            return None
        if spec.loader is None or not hasattr(spec.loader, "exec_module"):
            return spec
        spec.loader = _SeedingLoader(spec, seeder)
        return spec


def seed():
    """Seed the generators of the modules imported, and those imported later when they are."""
    _random.seed(_SEED_VALUE)
    for name, seeder in _SEEDERS.items():
        module = _sys.modules.get(name)
        if module is not None:
            try:
                seeder(module)
            except Exception:
                pass
    if not any(isinstance(finder, _SeedOnImport) for finder in _sys.meta_path):
        _sys.meta_path.insert(0, _SeedOnImport())
'''

SEED_CALL = "__import__('_junobench_probe').seed()"
