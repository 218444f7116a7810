"""Frames read from tracebacks as Jupyter shows them: IPython 8+, IPython 7, plain Python, and
TensorFlow's reports inside an exception's message (hand-written, in each format)."""

from __future__ import annotations

from junobench import Benchmark, default_root
from junobench._traceback import Frame, library_of, parse_frames
from junobench.baselines._heuristic import _LIBRARIES as LIBRARY_CAUSE_OF

IPYTHON_8 = [
    "\x1b[31m---------------------------------------------------------------------------\x1b[39m",
    "\x1b[31mKeyError\x1b[39m                                  Traceback (most recent call last)",
    "File \x1b[32m/opt/conda/lib/python3.11/site-packages/pandas/core/indexes/base.py:3805\x1b[39m, "
    "in \x1b[36mIndex.get_loc\x1b[39m\x1b[34m(self, key)\x1b[39m\n"
    "   3804 try:\n-> 3805     return self._engine.get_loc(casted_key)\n",
    "The above exception was the direct cause of the following exception:",
    "Cell In[7], line 3\n      1 df = load()\n      2 df = df.dropna()\n----> 3 df['price_usd'].sum()\n",
    "Cell In[4], line 2, in load(path)\n      1 def load(path='data.csv'):\n----> 2     return pd.read_csv(path)\n",
    "File /opt/conda/lib/python3.11/site-packages/pandas/core/frame.py:4102, in DataFrame.__getitem__(self, key)\n"
    "-> 4102 indexer = self.columns.get_loc(key)\n",
    "KeyError: 'price_usd'",
]

IPYTHON_7 = """\
---------------------------------------------------------------------------
ValueError                                Traceback (most recent call last)
<ipython-input-12-6f1c2b3a9d4e> in <module>
      3 model = LogisticRegression()
      4
----> 5 model.fit(X_train, y_train)

~/anaconda3/lib/python3.7/site-packages/sklearn/linear_model/_logistic.py in fit(self, X, y, sample_weight)
   1342         X, y = self._validate_data(X, y, accept_sparse='csr', dtype=_dtype,
-> 1344                                    order="C",

/usr/lib/python3/dist-packages/sklearn/utils/validation.py in check_array(array, accept_sparse)
    61             if not allow_nan:
---> 62                 raise ValueError(msg_err)

ValueError: Input contains NaN, infinity or a value too large for dtype('float64').
"""

TENSORFLOW_GRAPH = """\
InvalidArgumentError: Graph execution error:

Detected at node 'sparse_categorical_crossentropy/SparseSoftmaxCrossEntropyWithLogits' defined at (most recent call last):
    File "/usr/lib/python3.10/runpy.py", line 196, in _run_module_as_main
      return _run_code(code, main_globals, None,
    File "/tmp/ipykernel_1234/2780311.py", line 4, in <module>
      model.fit(x_train, y_train, epochs=3)
    File "/usr/local/lib/python3.10/dist-packages/keras/utils/traceback_utils.py", line 65, in error_handler
      return fn(*args, **kwargs)
Node: 'sparse_categorical_crossentropy/SparseSoftmaxCrossEntropyWithLogits'
Received a label value of 10 which is outside the valid range of [0, 10).
"""

IN_USER_CODE = """\
ValueError: in user code:

    File "/usr/local/lib/python3.10/dist-packages/keras/engine/training.py", line 1160, in train_function  *
        return step_function(self, iterator)
    File "/tmp/ipykernel_77/118427.py", line 9, in call  *
        x = self.dense(inputs)

    ValueError: Input 0 of layer "dense" is incompatible with the layer
"""


def test_ipython_8_cells_files_functions_and_lines() -> None:
    frames = parse_frames(IPYTHON_8)
    assert frames == (
        Frame(
            "/opt/conda/lib/python3.11/site-packages/pandas/core/indexes/base.py",
            3805,
            "Index.get_loc",
        ),
        Frame(None, 3, "<module>", 7),
        Frame(None, 2, "load", 4),
        Frame(
            "/opt/conda/lib/python3.11/site-packages/pandas/core/frame.py",
            4102,
            "DataFrame.__getitem__",
        ),
    )
    assert [frame.library for frame in frames] == ["pandas", None, None, "pandas"]
    assert [frame.in_notebook for frame in frames] == [False, True, True, False]


def test_ipython_7_frames_take_their_line_from_the_arrow() -> None:
    frames = parse_frames(IPYTHON_7)
    assert frames == (
        Frame(None, 5, "<module>", 12),
        Frame(
            "~/anaconda3/lib/python3.7/site-packages/sklearn/linear_model/_logistic.py",
            1344,
            "fit",
        ),
        Frame("/usr/lib/python3/dist-packages/sklearn/utils/validation.py", 62, "check_array"),
    )
    assert [frame.library for frame in frames] == [None, "sklearn", "sklearn"]


def test_tensorflow_reports_name_the_notebooks_frames_by_ipykernels_files() -> None:
    frames = parse_frames(TENSORFLOW_GRAPH)
    assert [(frame.library, frame.in_notebook, frame.line) for frame in frames] == [
        ("python", False, 196),
        (None, True, 4),
        ("keras", False, 65),
    ]
    user = parse_frames(IN_USER_CODE)
    assert [(frame.library, frame.function, frame.line) for frame in user] == [
        ("keras", "train_function", 1160),
        (None, "call", 9),
    ]


def test_library_of_a_path() -> None:
    assert library_of("/x/lib/python3.11/site-packages/sklearn/base.py") == "sklearn"
    assert library_of("/x/site-packages/six.py") == "six"
    assert library_of("C:\\Python39\\Lib\\site-packages\\numpy\\core\\_methods.py") == "numpy"
    assert library_of("/usr/lib/python3.10/runpy.py") == "python"
    assert library_of("/home/me/project/helpers.py") is None


def test_nothing_to_read_gives_no_frames() -> None:
    assert parse_frames("") == ()
    assert parse_frames(["KeyError: 'a'"]) == ()


def test_every_crash_of_the_benchmark_is_read_with_its_cell_and_library() -> None:
    """Each case's saved traceback has the crashing cell's frame; where a library raised and the
    case names a library cause, the first library the cell called into is that library (its
    package read as a library cause: ``keras`` and ``tensorflow`` are "tensorflow/keras")."""
    benchmark = Benchmark(default_root())
    checked = 0
    for case in benchmark.cases():
        notebook = case.reproduced()
        cell = notebook.cell(case.crash.cell_id)
        outputs = notebook.node["cells"][cell.index].get("outputs", [])
        error = next(o for o in outputs if o.get("output_type") == "error")
        frames = parse_frames(error["traceback"])
        assert any(frame.in_notebook for frame in frames), case.id
        if case.library_cause not in ("none", "NBspecific") and frames[-1].library is not None:
            packages = [f.library for f in frames if f.library not in (None, "python")]
            called = [LIBRARY_CAUSE_OF[p] for p in packages if p in LIBRARY_CAUSE_OF]
            assert called[:1] == [case.library_cause], (case.id, packages)
            checked += 1
    assert checked >= 0.4 * len(benchmark.case_ids())
