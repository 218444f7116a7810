"""The pinned environment the notebooks run in (requirements.txt), as the harness names it: the
top-level modules of its machine-learning stack, listed once."""

from __future__ import annotations

__all__ = ["ML_STACK", "PINNED_MODULES"]

# The libraries notebooks import: what the fast engine may import ahead of a run.
ML_STACK = frozenset(
    {
        "numpy", "pandas", "scipy", "sklearn", "matplotlib", "seaborn", "statsmodels", "lightgbm",
        "tensorflow", "keras", "torch", "torchvision",
    }
)  # fmt: skip

# Every top-level module of the pinned environment that notebooks use: a run that cannot import
# one of them says the environment is broken, not the case.
PINNED_MODULES = ML_STACK | {"PIL", "IPython", "ipykernel"}
