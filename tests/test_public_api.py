"""The public face of the package."""

from __future__ import annotations

import pickle
import subprocess
import sys

import junobench
from junobench import CaseError, NotebookError, UnknownCaseError


def test_all_lists_exactly_the_public_names() -> None:
    public = {name for name in vars(junobench) if not name.startswith("_")}
    assert set(junobench.__all__) - {"__version__"} == public


def test_import_loads_no_ml_library() -> None:
    code = (
        "import sys, junobench\n"
        "heavy = {'numpy', 'pandas', 'torch', 'tensorflow', 'sklearn', 'matplotlib'} & set(sys.modules)\n"
        "print(sorted(heavy))"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "[]"


def test_errors_share_one_root_and_pickle() -> None:
    for error in (
        NotebookError("a.ipynb", "bad"),
        CaseError("case.toml", "field x: bad"),
        UnknownCaseError("bench", "x_1"),
    ):
        assert isinstance(error, junobench.JunoBenchError)
        copy = pickle.loads(pickle.dumps(error))
        assert type(copy) is type(error) and str(copy) == str(error)
