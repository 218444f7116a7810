"""Every new kernel starts with its random generators seeded (engine/_seed.py): a notebook that
trains without a seed gets the same result on every replay, under either engine."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import numpy
import pytest
from conftest import code, write_notebook

from junobench import FastEngine, JupyterEngine, RunOutcome, run_notebook
from junobench.engine import SEED_VALUE

pytestmark = pytest.mark.kernel

DRAWS = (
    "import random\nprint(random.random())",
    "import numpy as np\nprint(np.random.rand())",
    "from sklearn.model_selection import train_test_split\n"
    "print(train_test_split(list(range(10)), test_size=3)[1])",
)
TORCH = "import torch\nprint(torch.rand(2).tolist())"
KERAS = (
    "import tensorflow as tf\nimport keras\n"
    "print(float(tf.random.uniform([1])[0]))\n"
    "layer = keras.layers.Dense(2)\nlayer.build((None, 3))\n"
    "print(float(layer.kernel.numpy().sum()))"
)


def printed(outcome: RunOutcome) -> list[str]:
    assert outcome.status == "ok", outcome.crash
    return [
        str(output.get("text", ""))
        for cell in outcome.cells
        for output in cell.outputs
        if output.get("output_type") == "stream" and output.get("name") == "stdout"
    ]


def notebook(folder: Path, *sources: str) -> Path:
    folder.mkdir()
    cells = [code(f"c{number}", source) for number, source in enumerate(sources)]
    return write_notebook(folder / "nb.ipynb", cells, [cell.id for cell in cells])


@pytest.fixture(scope="module")
def fast_cold() -> Iterator[FastEngine]:
    """A zygote that imported none of the notebooks' libraries: each is seeded on its import."""
    with FastEngine(modules=()) as engine:
        yield engine


@pytest.fixture(scope="module")
def fast_warm() -> Iterator[FastEngine]:
    """A zygote that imported them before any kernel was seeded."""
    with FastEngine(modules=("numpy", "sklearn")) as engine:
        yield engine


def test_every_kernel_draws_the_same_numbers_under_either_engine(
    tmp_path: Path, fast_cold: FastEngine, fast_warm: FastEngine
) -> None:
    path = notebook(tmp_path / "draws", *DRAWS)
    runs = [
        printed(run_notebook(path, engine=engine))
        for engine in (JupyterEngine(), JupyterEngine(), fast_cold, fast_warm, fast_warm)
    ]
    assert all(run == runs[0] for run in runs), runs
    first = random.Random(SEED_VALUE).random()
    assert runs[0][:2] == [
        f"{first!r}\n",
        f"{numpy.random.RandomState(SEED_VALUE).rand()!r}\n",
    ]


def test_torch_and_tensorflow_draw_the_same_numbers_under_either_engine(tmp_path: Path) -> None:
    for name, source in (("torch", TORCH), ("keras", KERAS)):
        path = notebook(tmp_path / name, source)
        with FastEngine(modules=(name,)) as warm, FastEngine(modules=()) as cold:
            runs = [printed(run_notebook(path, engine=engine)) for engine in (warm, cold, warm)]
        runs.append(printed(run_notebook(path, engine=JupyterEngine())))
        assert all(run == runs[0] for run in runs), (name, runs)


def test_a_notebook_that_seeds_its_generators_draws_from_its_own_seed(
    tmp_path: Path, fast_cold: FastEngine
) -> None:
    path = notebook(
        tmp_path / "own", "import numpy as np\nnp.random.seed(7)\nprint(np.random.rand())"
    )
    for engine in (JupyterEngine(), fast_cold):
        assert printed(run_notebook(path, engine=engine)) == [
            f"{numpy.random.RandomState(7).rand()}\n"
        ]


def test_a_seeded_import_leaves_the_module_as_a_normal_import_would(
    tmp_path: Path, fast_cold: FastEngine
) -> None:
    path = notebook(
        tmp_path / "module",
        "import numpy.random as r\n"
        "print(type(r.__loader__).__name__, type(r.__spec__.loader).__name__)",
    )
    for engine in (JupyterEngine(), fast_cold):
        assert printed(run_notebook(path, engine=engine)) == ["SourceFileLoader SourceFileLoader\n"]
