"""The reference baselines, which read only their inputs: ``heuristic`` on hand-written crashes
in both IPython formats and TensorFlow's nested reports, ``static`` where it must stay silent and
where a crash is certain, and both through the command line on another set's inputs."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from junobench.baselines._heuristic import diagnose
from junobench.baselines._static import predict_crash
from junobench.cli._main import main
from junobench.formats import CellLine, DiagnoseInput, RecordedError

SITE = "/opt/conda/lib/python3.11/site-packages"


def crashed(
    cells: dict[str, str], order: list[str], ename: str, evalue: str, traceback: str
) -> DiagnoseInput:
    return DiagnoseInput(
        id="c0",
        cells=[CellLine(cell_id=cell_id, code=code) for cell_id, code in cells.items()],
        execution_order=order,
        error=RecordedError(
            cell_id=order[-1], ename=ename, evalue=evalue, traceback=traceback.split("\n")
        ),
    )


# --- heuristic: library cause, crash type, stage, root cause, localization ------------------------


def test_ipython8_sklearn_crash_is_sklearns_not_the_numpy_it_calls() -> None:
    cells = {
        "a1": "import pandas as pd\nfrom sklearn.linear_model import LogisticRegression",
        "b2": "df = pd.read_csv('data/train.csv')\nX = df.drop(columns=['y'])\nclf = LogisticRegression().fit(X, df.y)",
        "c3": "test = pd.read_csv('data/test.csv')\npreds = clf.predict(test)",
    }
    traceback = f"""---------------------------------------------------------------------------
ValueError                                Traceback (most recent call last)
Cell In[3], line 2
      1 test = pd.read_csv('data/test.csv')
----> 2 preds = clf.predict(test)

File {SITE}/sklearn/linear_model/_base.py:375, in LinearClassifierMixin.predict(self, X)
    374 xp, _ = get_namespace(X)
--> 375 scores = self.decision_function(X)

File {SITE}/sklearn/utils/validation.py:2965, in _check_n_features(estimator, X, reset)
   2964 if n_features != estimator.n_features_in_:
-> 2965     raise ValueError(

File {SITE}/numpy/core/fromnumeric.py:59, in _wrapfunc(obj, method, *args, **kwds)

ValueError: X has 5 features, but LogisticRegression is expecting 4 features as input."""
    found = diagnose(
        crashed(
            cells,
            ["a1", "b2", "c3"],
            "ValueError",
            "X has 5 features, but LogisticRegression is expecting 4 features as input.",
            traceback,
        )
    )
    assert (found.library_cause, found.crash_type) == ("sklearn", "tensor shape mismatch")
    assert found.pipeline_stage == "evaluation/prediction"
    assert found.cell_ids[0] == "c3"


def test_ipython7_pandas_key_error() -> None:
    cells = {
        "k1": "import pandas as pd\ntitanic = pd.read_csv('data/train.csv')",
        "k2": "titanic['age'].fillna(titanic['age'].median())",
    }
    traceback = f"""---------------------------------------------------------------------------
KeyError                                  Traceback (most recent call last)
~/anaconda3/lib/python3.7/site-packages/pandas/core/indexes/base.py in get_loc(self, key, method, tolerance)
   2897             try:
-> 2898                 return self._engine.get_loc(casted_key)
   2899             except KeyError as err:

KeyError: 'age'

The above exception was the direct cause of the following exception:

KeyError                                  Traceback (most recent call last)
<ipython-input-2-8d5f1c7e3a2b> in <module>
----> 1 titanic['age'].fillna(titanic['age'].median())

{SITE}/pandas/core/frame.py in __getitem__(self, key)
   3022             if self.columns.nlevels > 1:
-> 3024             indexer = self.columns.get_loc(key)

KeyError: 'age'"""
    found = diagnose(crashed(cells, ["k1", "k2"], "KeyError", "'age'", traceback))
    assert (found.library_cause, found.crash_type, found.root_cause) == (
        "pandas",
        "key error",
        "data confusion",
    )
    assert found.pipeline_stage == "data preparation"


def test_tensorflow_graph_execution_error_inside_fit() -> None:
    cells = {
        "m1": "import numpy as np\nimport tensorflow as tf",
        "m2": "model = tf.keras.Sequential([tf.keras.Input((4,)), tf.keras.layers.Dense(1, activation='sigmoid')])\n"
        "model.compile(loss='sparse_categorical_crossentropy', optimizer='adam')",
        "m3": "history = model.fit(X, y, epochs=5)",
    }
    message = f"""Graph execution error:

Detected at node compile_loss/sparse_categorical_crossentropy/SparseSoftmaxCrossEntropyWithLogits defined at (most recent call last):
  File "/tmp/ipykernel_41/2093412.py", line 1, in <module>

  File "{SITE}/keras/src/utils/traceback_utils.py", line 117, in error_handler

  File "{SITE}/keras/src/backend/tensorflow/trainer.py", line 399, in fit

  File "{SITE}/keras/src/losses/losses.py", line 2359, in sparse_categorical_crossentropy

Received a label value of 2 which is outside the valid range of [0, 1).  Label values: 0 1 2 1
\t [[{{{{node compile_loss/sparse_categorical_crossentropy/SparseSoftmaxCrossEntropyWithLogits}}}}]] [Op:__inference_multi_step_on_iterator_552]"""
    traceback = f"""---------------------------------------------------------------------------
InvalidArgumentError                      Traceback (most recent call last)
Cell In[9], line 1
----> 1 history = model.fit(X, y, epochs=5)

File {SITE}/keras/src/utils/traceback_utils.py:122, in filter_traceback.<locals>.error_handler(*args, **kwargs)
    119     filtered_tb = _process_traceback_frames(e.__traceback__)
--> 122     raise e.with_traceback(filtered_tb) from None

File {SITE}/tensorflow/python/eager/execute.py:53, in quick_execute(op_name, num_outputs, inputs, attrs, ctx, name)
     52   ctx.ensure_initialized()
---> 53   tensors = pywrap_tfe.TFE_Py_Execute(ctx._handle, device_name, op_name,

InvalidArgumentError: {message}"""
    found = diagnose(crashed(cells, ["m1", "m2", "m3"], "InvalidArgumentError", message, traceback))
    assert found.library_cause == "tensorflow/keras"
    assert found.pipeline_stage == "training"
    assert found.root_cause == "ML model confusion"


def test_a_name_bound_above_in_a_cell_that_never_ran_is_notebook_specific() -> None:
    cells = {
        "s1": "import pandas as pd\ndf = pd.read_csv('data/train.csv')",
        "s2": "from sklearn.model_selection import train_test_split\nX_train, X_test, y_train, y_test = train_test_split(df.drop(columns='y'), df.y)",
        "s3": "from sklearn.ensemble import RandomForestClassifier\nrf = RandomForestClassifier()",
        "s4": "rf.fit(X_train, y_train)",
    }
    traceback = """---------------------------------------------------------------------------
NameError                                 Traceback (most recent call last)
Cell In[3], line 1
----> 1 rf.fit(X_train, y_train)

NameError: name 'X_train' is not defined"""
    found = diagnose(
        crashed(cells, ["s1", "s3", "s4"], "NameError", "name 'X_train' is not defined", traceback)
    )
    assert (found.library_cause, found.root_cause, found.crash_type) == (
        "none",
        "NB specific",
        "variable not found",
    )
    assert found.pipeline_stage == "training"
    assert found.cell_ids[0] == "s2"


def test_a_module_alias_whose_import_never_ran() -> None:
    cells = {
        "i1": "import seaborn as sns\nimport pandas as pd",
        "i2": "df = pd.DataFrame({'a': [1, 2]})",
        "i3": "sns.histplot(df['a'])",
    }
    traceback = """Cell In[2], line 1
----> 1 sns.histplot(df['a'])

NameError: name 'sns' is not defined"""
    found = diagnose(
        crashed(cells, ["i2", "i3"], "NameError", "name 'sns' is not defined", traceback)
    )
    assert (found.crash_type, found.root_cause, found.pipeline_stage) == (
        "module not found",
        "NB specific",
        "data visualization",
    )
    assert found.cell_ids[0] == "i1"


@pytest.mark.parametrize(
    ("ename", "message", "line", "library"),
    [
        (
            "UndefinedVariableError",
            "name 'cutoff' is not defined",
            "df.query('score > cutoff')",
            "pandas",
        ),
        (
            "PatsyError",
            "Error evaluating factor: NameError: name 'log' is not defined\n    y ~ log(x)\n        ^^^^^^",
            "smf.ols('y ~ log(x)', data=df)",
            "statsmodels",
        ),
    ],
)
def test_a_name_error_a_library_reports_as_its_own_is_a_variable_not_found(
    ename: str, message: str, line: str, library: str
) -> None:
    cells = {
        "w1": "import pandas as pd\nimport statsmodels.formula.api as smf\ndf = pd.read_csv('data/x.csv')",
        "w2": line,
    }
    traceback = f"""Cell In[2], line 1
----> 1 {line}

{ename}: {message}"""
    found = diagnose(crashed(cells, ["w1", "w2"], ename, message, traceback))
    assert (found.crash_type, found.library_cause) == ("variable not found", library)


def test_a_crash_in_the_notebooks_own_code_takes_the_library_of_the_object() -> None:
    cells = {
        "p1": "import matplotlib.pyplot as plt\nimport pandas as pd\ndf = pd.read_csv('data/x.csv')",
        "p2": "fig, ax = plt.subplots(2, 2)\nax.plot(df['a'])",
    }
    traceback = """Cell In[2], line 2
      1 fig, ax = plt.subplots(2, 2)
----> 2 ax.plot(df['a'])

AttributeError: 'numpy.ndarray' object has no attribute 'plot'"""
    message = "'numpy.ndarray' object has no attribute 'plot'"
    found = diagnose(crashed(cells, ["p1", "p2"], "AttributeError", message, traceback))
    assert (found.library_cause, found.crash_type, found.pipeline_stage) == (
        "matplotlib",
        "attribute error",
        "data visualization",
    )


def test_a_cell_that_cannot_run_twice() -> None:
    cells = {
        "d1": "import pandas as pd\ndf = pd.read_csv('data/train.csv')",
        "d2": "df = df.drop(['Cabin', 'Ticket'], axis=1)",
    }
    traceback = f"""Cell In[4], line 1
----> 1 df = df.drop(['Cabin', 'Ticket'], axis=1)

File {SITE}/pandas/core/frame.py:5581, in DataFrame.drop(self, labels, axis, index, columns, level, inplace, errors)

KeyError: "['Cabin', 'Ticket'] not found in axis\""""
    message = "\"['Cabin', 'Ticket'] not found in axis\""
    found = diagnose(crashed(cells, ["d1", "d2", "d2"], "KeyError", message, traceback))
    assert (found.library_cause, found.root_cause) == ("none", "NB specific")
    assert found.cell_ids[0] == "d2"


# --- static: silent where the cell works --------------------------------------------------------


@pytest.mark.parametrize(
    ("executed", "target"),
    [
        (["import numpy as np"], "x = np.zeros(3)\nprint(x.sum())"),
        ([], "for i in range(3):\n    j = i * 2\nprint(i, j)"),
        ([], "squares = [n * n for n in range(5)]\nprint(squares, [k for k in {1: 2}])"),
        ([], "if (n := 10) > 5:\n    print(n)"),
        ([], "try:\n    counter\nexcept NameError:\n    counter = 0\ncounter += 1"),
        ([], "with open('data/x.csv') as handle:\n    text = handle.read()"),
        ([], "%time total = sum(range(10))\nprint(total)"),
        ([], "%%capture captured\nprint('hello')"),
        (["from pylab import *"], "plot(linspace(0, 1))"),
        (["x = 1\ndel x", "x = 2"], "print(x)"),
        (["def f(a):\n    return a + undefined_later"], "f"),
        ([], "class A:\n    size = 3\n    double = size * 2\nA.double"),
        (["%run helpers.py"], "helper()"),
        ([], "print(__name__, get_ipython(), In, Out, _)"),
        (
            ["from sklearn.preprocessing import OneHotEncoder"],
            "enc = OneHotEncoder(sparse_output=False, handle_unknown='ignore')",
        ),
        (
            ["import seaborn as sns", "import pandas as pd\ndf = pd.DataFrame({'a': [1]})"],
            "sns.scatterplot(data=df, x='a', y='a')",
        ),
        (["import numpy as np"], "values = np.asarray([1, 2], dtype=np.float64)"),
        (
            ["from sklearn.svm import SVC\nclf = SVC(probability=True)"],
            "clf.fit([[0], [1]], [0, 1])",
        ),
        (["import pandas as pd\ndf = pd.DataFrame()"], "df = df.copy()\ndf.head()"),
        (["import pandas as pd\ndf = pd.read_csv('data/x.csv')"], "df.groupby('a').size()"),
    ],
)
def test_static_stays_silent_on_cells_that_work(executed: list[str], target: str) -> None:
    assert predict_crash(executed, target) is None


@pytest.mark.parametrize(
    ("executed", "target", "ename"),
    [
        ([], "model.fit(X_train, y_train)", "NameError"),
        (["df = 1", "del df"], "df.head()", "NameError"),
        (["import numpy as np"], "x = np.zeros(3, dtype=np.float)", "AttributeError"),
        (
            ["from sklearn.preprocessing import OneHotEncoder"],
            "enc = OneHotEncoder(sparse=False)",
            "TypeError",
        ),
        (
            ["import seaborn as sns", "import pandas as pd\ndf = pd.DataFrame({'a': [1]})"],
            "sns.scatterplot(df['a'], df['a'])",
            "TypeError",
        ),
        ([], "import xgboost_that_is_not_here", "ModuleNotFoundError"),
        ([], "from sklearn.metrics import plot_confusion_matrix", "ImportError"),
        (
            ["import pandas as pd\ndf = pd.DataFrame({'a': [1]})"],
            "df = df.append({'a': 2}, ignore_index=True)",
            "AttributeError",  # a DataFrame, which lost append in pandas 2
        ),
        (
            ["import pandas as pd\ntrain = pd.read_csv('data/train.csv')"],
            "for name, column in train.iteritems():\n    print(name)",
            "AttributeError",  # read_csv returns a DataFrame (or a reader): neither has it
        ),
        (
            ["from sklearn.linear_model import LinearRegression\nreg = LinearRegression()"],
            "reg.fit_predict([[1]], [1])",
            "AttributeError",
        ),
    ],
)
def test_static_finds_certain_crashes(executed: list[str], target: str, ename: str | None) -> None:
    finding = predict_crash(executed, target)
    assert finding is not None
    if ename is not None:
        assert finding.ename == ename


def test_static_knows_a_restart_leaves_nothing_bound() -> None:
    executed: list[str | None] = ["rows = [1, 2]", None]  # a restart: a fresh kernel
    finding = predict_crash(executed, "total = sum(rows)")
    assert finding is not None and finding.ename == "NameError"
    assert predict_crash(["rows = [1, 2]"], "total = sum(rows)") is None


# --- the command line on another set's inputs --------------------------------------------------


def test_baselines_read_another_sets_inputs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    detect = tmp_path / "detect.jsonl"
    lines = [
        {
            "id": "elsewhere-1",
            "executed": [],
            "target": {"cell_id": "t", "code": "print(undefined)"},
        },
        {
            "id": "elsewhere-2",
            "executed": [{"cell_id": "a", "execution_count": 1, "code": "x = 1"}],
            "target": {"cell_id": "t", "code": "print(x)"},
        },
    ]
    detect.write_text("".join(json.dumps(line) + "\n" for line in lines))
    assert main(["baseline", "static", "detect", "--inputs", str(detect)]) == 0
    out = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert out == [{"id": "elsewhere-1", "crash": True}, {"id": "elsewhere-2", "crash": False}]

    diagnose_file = tmp_path / "diagnose.jsonl"
    item = {
        "id": "external-7",
        "cells": [
            {"cell_id": "c1", "code": "import numpy as np\na = np.ones((2, 3)) @ np.ones((2, 3))"}
        ],
        "execution_order": ["c1"],
        "error": {
            "cell_id": "c1",
            "ename": "ValueError",
            "evalue": "matmul: Input operand 1 has a mismatch in its core dimension 0 (size 2 is different from 3)",
            "traceback": ["Cell In[1], line 2\n----> 2 a = np.ones((2, 3)) @ np.ones((2, 3))"],
        },
    }
    diagnose_file.write_text(json.dumps(item) + "\n")
    assert main(["baseline", "heuristic", "localize", "--inputs", str(diagnose_file)]) == 0
    assert json.loads(capsys.readouterr().out) == {"id": "external-7", "cell_ids": ["c1"]}
    assert main(["baseline", "heuristic", "diagnose", "--inputs", str(diagnose_file)]) == 0
    predicted = json.loads(capsys.readouterr().out)
    assert (predicted["library_cause"], predicted["crash_type"]) == (
        "numpy",
        "tensor shape mismatch",
    )


def test_a_malformed_inputs_file_is_exit_2_naming_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "inputs.jsonl"
    path.write_text(
        '{"id": "a", "executed": [], "target": {"cell_id": "t", "code": "x"}}\n{"id": "b"}\n'
    )
    assert main(["baseline", "static", "detect", "--inputs", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}:2: not a detect input line" in err and err.count("\n") == 1
