"""Families of runs: the plan of shared steps, the working folder put back between runs, and the
fast engine's copies of a running kernel, which must give each run the outcome it would have
had alone (tests/test_engines.py checks the same on every case of the benchmark)."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest

from junobench import JupyterEngine, RunOutcome
from junobench._text import bound_names, uses_names
from junobench.engine import Family, FamilyRun
from junobench.engine._family import Snapshot, one_by_one, plan
from junobench.engine._fast import FastEngine
from junobench.engine._protocol import RESTART, RESTART_STEP, CellToRun, Limits
from junobench.engine._workspace import scratch_folder


def steps(*sources: str) -> tuple[CellToRun, ...]:
    return tuple(CellToRun(f"c{number}", number, source) for number, source in enumerate(sources))


def test_plan_runs_shared_steps_once_and_parts_where_runs_differ() -> None:
    a = FamilyRun(steps("x = 1", "y = 2", "z = x + y"))
    b = FamilyRun(steps("x = 1", "y = 2", "z = x - y"))
    c = FamilyRun(steps("x = 1", "y = 3"))
    root = plan([a, b, c])
    assert (root.start, root.end, root.runs, root.finished) == (0, 1, (0, 1, 2), ())
    left, right = root.children
    assert (left.start, left.end, left.runs) == (1, 2, (0, 1))
    assert [(child.start, child.end, child.runs) for child in left.children] == [
        (2, 3, (0,)),
        (2, 3, (1,)),
    ]
    assert (right.start, right.end, right.runs, right.finished) == (1, 2, (2,), ((2,),))


def test_plan_groups_runs_that_end_together_by_their_checks() -> None:
    shared = steps("x = 1")
    runs = [
        FamilyRun(shared, ("assert x == 1",)),
        FamilyRun(shared, ("assert x == 2",)),
        FamilyRun(shared, ("assert x == 1",)),
        FamilyRun(shared + steps("x = 1", "w = 0")[1:]),
    ]
    root = plan(runs)
    assert root.end == 1
    assert root.finished == ((0, 2), (1,))
    assert [child.runs for child in root.children] == [(3,)]
    assert root.branches == 3


def test_the_steps_parked_before_are_those_using_a_name_imported_from_tensorflow() -> None:
    cells = [
        "import tensorflow as tf\nfrom tensorflow.keras.layers import Dense as D, Dropout",
        "import keras.models\nfrom sklearn.linear_model import LinearRegression as tf_like",
        "import numpy as np",
        "%matplotlib inline\nfrom keras.callbacks import *",
    ]
    names = bound_names(cells[:2], {"tensorflow", "keras"})
    assert names == {"tf", "D", "Dropout", "keras"}
    assert uses_names("model = keras.models.Sequential([D(3)])", names)
    assert uses_names("print(tf.__version__)", names)
    assert uses_names("import tensorflow as tf", names)
    assert not uses_names("tf_like().fit(X, y)\nnp.mean(D_values)", names)
    assert uses_names("def broken(:", names)  # unparsable: it might
    assert not uses_names("tf.constant(1)", set())
    assert uses_names("np.zeros(3)", bound_names(cells, {"keras"}))  # a star import: any step


def test_a_snapshot_puts_the_folder_back_in_place(tmp_path: Path) -> None:
    folder = tmp_path / "work"
    (folder / "data").mkdir(parents=True)
    (folder / "data" / "a.csv").write_text("1,2\n")
    with Snapshot(folder) as snapshot:
        (folder / "data" / "a.csv").write_text("changed")
        (folder / "new.txt").write_text("new")
        (folder / "data" / "sub").mkdir()
        snapshot.restore()
        assert sorted(p.relative_to(folder).as_posix() for p in folder.rglob("*")) == [
            "data",
            "data/a.csv",
        ]
        assert (folder / "data" / "a.csv").read_text() == "1,2\n"


@pytest.fixture(scope="module")
def fast() -> Iterator[FastEngine]:
    with FastEngine(modules=("numpy",)) as engine:
        yield engine


def family_in_scratch(runs: list[FamilyRun]) -> Family:
    workdir = scratch_folder("test-family") / "work"
    workdir.mkdir()
    (workdir / "data.txt").write_text("original\n")
    return Family(tuple(runs), workdir)


def essentials(outcome: RunOutcome) -> tuple[object, ...]:
    crash = outcome.crash
    return (
        outcome.status,
        [(cell.cell_id, cell.status, cell.execution_count, cell.outputs) for cell in outcome.cells],
        crash and (crash.cell_id, crash.ename, crash.evalue, crash.line),
        [(check.source, check.passed, check.ename) for check in outcome.checks],
    )


# A prefix that changes state in memory, in the folder and in NumPy's random state; then
# branches that each change it differently, write to the shared file, and check what they see.
PREFIX = (
    "import numpy as np\nrng = np.random.default_rng(0)\nsample = rng.normal(size=3)",
    "items = [1, 2]\nprint('prefix ran')",
    "with open('data.txt', 'a') as f:\n    f.write('prefix\\n')",
)
BRANCHES = [
    FamilyRun(
        steps(*PREFIX, "items.append(3)\nopen('data.txt', 'a').write('first\\n')", "len(items)"),
        (
            "assert items == [1, 2, 3]",
            "assert open('data.txt').read() == 'original\\nprefix\\nfirst\\n'",
        ),
    ),
    FamilyRun(
        steps(*PREFIX, "items.append(4)", "undefined_name"),
    ),
    FamilyRun(
        steps(*PREFIX, "items.pop()\nimport os\nos.remove('data.txt')", "len(items)"),
        ("assert items == [1]", "import os; assert not os.path.exists('data.txt')"),
    ),
    FamilyRun(
        steps(*PREFIX, "next_draw = rng.normal()"),
        ("assert open('data.txt').read() == 'original\\nprefix\\n'", "assert items == [1, 2]"),
    ),
]


@pytest.mark.kernel
def test_copies_of_a_kernel_give_each_run_its_own_outcome(fast: FastEngine) -> None:
    shared = asyncio.run(fast.run_family(family_in_scratch(BRANCHES)))
    alone = asyncio.run(one_by_one(fast, family_in_scratch(BRANCHES), range(len(BRANCHES))))
    assert [essentials(o) for o in shared] == [essentials(o) for o in alone]
    assert [o.status for o in shared] == ["ok", "crash", "ok", "ok"]
    assert all(check.passed for o in shared for check in o.checks)
    assert shared[1].crash is not None and shared[1].crash.ename == "NameError"
    # the prefix's outputs belong to every run; its execution counts go on in each branch
    assert [cell.execution_count for cell in shared[2].cells] == [1, 2, 3, 4, 5]
    assert "prefix ran" in str(shared[3].cells[1].outputs)
    assert shared[0].cells[0] is shared[3].cells[0]  # run once, shared


@pytest.mark.kernel
def test_a_family_that_parts_at_every_step_runs_copies_of_copies(fast: FastEngine) -> None:
    """Each run leaves the others one step later than the one before, so each copy is copied in
    turn, eight deep: their files sit side by side (nested, their socket paths grew past the
    system's limit at five and no kernel started)."""
    shared = [f"x = {n}" for n in range(9)]
    # The longest run first: where runs part, the branch it is on is copied, not the last one.
    runs = [FamilyRun(steps(*shared))]
    runs += [
        FamilyRun(steps(*shared[:depth], f"y = x * 10 + {depth}")) for depth in range(8, 0, -1)
    ]
    outcomes = asyncio.run(fast.run_family(family_in_scratch(runs)))
    assert [outcome.status for outcome in outcomes] == ["ok"] * len(runs)
    assert [len(outcome.cells) for outcome in outcomes] == [9, *range(9, 1, -1)]


@pytest.mark.kernel
def test_the_plain_engine_runs_a_family_one_run_at_a_time() -> None:
    runs = BRANCHES[:2]
    outcomes = asyncio.run(JupyterEngine().run_family(family_in_scratch(runs)))
    assert [o.status for o in outcomes] == ["ok", "crash"]
    assert all(check.passed for check in outcomes[0].checks)


# Runs that restart the kernel: a fresh kernel after each restart, in the folder the steps before
# it left; runs without one share their steps with the others as usual.
def restarting(*sources: str) -> tuple[CellToRun, ...]:
    """Steps ``c0``, ``c1``, ... of ``sources``, and a restart where a source is None."""
    return tuple(
        RESTART_STEP if source is None else CellToRun(f"c{number}", number, source)
        for number, source in enumerate(sources)
    )


RESTARTING = [
    FamilyRun(
        restarting(
            "x = 1\nopen('data.txt', 'a').write('before\\n')",
            None,
            "y = 2",
            "text = open('data.txt').read()",
        ),
        ("assert 'x' not in dir() and y == 2", "assert text == 'original\\nbefore\\n'"),
    ),
    FamilyRun(restarting("x = 1", None, "x + 1")),
    FamilyRun(restarting("x = 1", "x + 1")),
]


@pytest.mark.kernel
@pytest.mark.parametrize("engine_name", ["fast", "plain"])
def test_a_restart_in_an_order_runs_the_rest_in_a_fresh_kernel_and_the_same_folder(
    fast: FastEngine, engine_name: str
) -> None:
    engine = fast if engine_name == "fast" else JupyterEngine()
    outcomes = asyncio.run(engine.run_family(family_in_scratch(RESTARTING)))
    kept, lost, plain = outcomes
    assert kept.status == "ok" and all(check.passed for check in kept.checks), kept.checks
    assert [(c.cell_id, c.status, c.execution_count) for c in kept.cells] == [
        ("c0", "ok", 1),
        (RESTART, "ok", None),
        ("c2", "ok", 1),  # the fresh kernel counts from 1
        ("c3", "ok", 2),
    ]
    assert lost.crash is not None
    assert (lost.crash.cell_id, lost.crash.ename) == ("c2", "NameError")
    assert plain.status == "ok"
    alone = asyncio.run(one_by_one(engine, family_in_scratch(RESTARTING), range(3)))
    assert [essentials(o) for o in outcomes] == [essentials(o) for o in alone]


@pytest.mark.kernel
def test_a_crash_in_the_shared_steps_is_every_runs_outcome(fast: FastEngine) -> None:
    runs = [
        FamilyRun(steps("x = 1", "1 / 0", "y = 2")),
        FamilyRun(steps("x = 1", "1 / 0", "y = 3"), ("assert y == 3",)),
    ]
    outcomes = asyncio.run(fast.run_family(family_in_scratch(runs)))
    for outcome in outcomes:
        assert outcome.status == "crash"
        assert outcome.crash is not None
        assert (outcome.crash.cell_id, outcome.crash.ename) == ("c1", "ZeroDivisionError")
        assert outcome.checks == ()


@pytest.mark.kernel
def test_a_forked_kernel_and_its_copies_tell_the_line_of_a_crash(fast: FastEngine) -> None:
    """The module that reads a crash's line is installed once, in the zygote: a kernel forked
    from it and a copy of that kernel both have it, and the notebook's namespace does not."""
    define = "def inverse(a):\n    return 1 / a"
    clean = "assert not {'_probe', '_sys', '_types'} & set(dir())"
    runs = [
        FamilyRun(steps(define, clean, "x = 1\n\ny = inverse(0)")),
        FamilyRun(steps(define, clean, "y = [inverse(v) for v in (1, 0)]")),
    ]
    outcomes = asyncio.run(fast.run_family(family_in_scratch(runs)))
    assert [o.cells[1].status for o in outcomes] == ["ok", "ok"]
    assert outcomes[0].cells[0] is outcomes[1].cells[0]  # one kernel, then a copy
    crashes = [o.crash and (o.crash.cell_id, o.crash.ename, o.crash.line) for o in outcomes]
    assert crashes == [("c2", "ZeroDivisionError", 3), ("c2", "ZeroDivisionError", 1)]


@pytest.mark.kernel
@pytest.mark.parametrize(
    "starter",
    [
        "import threading, time\nthreading.Thread(target=time.sleep, args=(60,), daemon=True).start()",
        "import subprocess\nworker = subprocess.Popen(['sleep', '60'])",
    ],
    ids=["thread", "child process"],
)
def test_a_kernel_with_threads_or_children_of_its_own_is_not_copied(
    fast: FastEngine, starter: str
) -> None:
    """A copy would lack them: each run starts from nothing instead, with the right outcome;
    a run the same as another, steps and checks, is run once."""
    runs = [
        FamilyRun(steps(starter, "x = 1"), ("assert x == 1",)),
        FamilyRun(steps(starter, "x = 2"), ("assert x == 2",)),
        FamilyRun(steps(starter, "x = 3", "x / 0")),
        FamilyRun(steps(starter, "x = 1"), ("assert x == 1",)),
        FamilyRun(steps(starter, "x = 2"), ("assert x == 0",)),
    ]
    outcomes = asyncio.run(fast.run_family(family_in_scratch(runs)))
    assert [o.status for o in outcomes] == ["ok", "ok", "crash", "ok", "ok"]
    assert [check.passed for o in outcomes for check in o.checks] == [True, True, True, False]
    assert [len(o.cells) for o in outcomes] == [2, 2, 3, 2, 2]
    assert outcomes[0].cells[0] is not outcomes[1].cells[0]  # each run from the start
    assert outcomes[3] is outcomes[0]  # the same run: run once
    assert outcomes[4] is not outcomes[1]  # the same steps, other checks


@pytest.mark.kernel
def test_runs_that_part_after_a_kernel_started_threads_share_the_steps_before(
    fast: FastEngine,
) -> None:
    """Where runs part after a step that started a thread, the kernel is not copied there:
    the runs start again in one kernel that runs the steps before that one once, and is
    copied there for each distinct run. Every run's outcome is still its own."""
    prefix = (
        "import uuid\ntoken = uuid.uuid4().hex\nprint(token)",
        "items = [1]",
        "import threading, time\nthreading.Thread(target=time.sleep, args=(60,), daemon=True).start()",
        "items.append(2)",
    )
    runs = [
        FamilyRun(steps(*prefix, "x = 1"), ("assert x == 1 and items == [1, 2]",)),
        FamilyRun(steps(*prefix, "x = 2"), ("assert x == 2",)),
        FamilyRun(steps(*prefix, "x = 3", "x / 0")),
        FamilyRun(steps(*prefix, "x = 1"), ("assert x == 1 and items == [1, 2]",)),
        FamilyRun(steps(*prefix, "x = 4"), ("assert x == 4",)),
    ]
    outcomes = asyncio.run(fast.run_family(family_in_scratch(runs)))
    alone = asyncio.run(one_by_one(fast, family_in_scratch(runs), range(len(runs))))
    assert [o.status for o in outcomes] == ["ok", "ok", "crash", "ok", "ok"]
    assert all(check.passed for o in outcomes for check in o.checks)
    assert [essentials(o)[0::2] for o in outcomes] == [essentials(o)[0::2] for o in alone]
    assert [[c.execution_count for c in o.cells] for o in outcomes] == [
        [c.execution_count for c in o.cells] for o in alone
    ]
    # the first two steps ran twice in all: in the first kernel (the last run's), and once
    # for the others; the thread's step and what follows ran once per distinct run
    tokens = {str(o.cells[0].outputs) for o in outcomes}
    assert len(tokens) == 2
    assert outcomes[0].cells[0] is outcomes[1].cells[0] is outcomes[2].cells[0]
    assert outcomes[4].cells[0] is not outcomes[0].cells[0]
    assert outcomes[0].cells[2] is not outcomes[1].cells[2]
    assert outcomes[3] is outcomes[0]


@pytest.mark.kernel
def test_a_copy_parked_before_a_step_that_may_start_threads_spares_the_steps_before(
    fast: FastEngine,
) -> None:
    """A step that uses a name imported from TensorFlow or Keras may start its threads: the
    kernel is copied before it, and if it did, the runs that part after it go on from that
    copy, the steps before run once in all. (Here ``tf`` names a thread: a run that never
    reaches its import binds it from TensorFlow, which the family is not made to import.)"""
    prefix = (
        "import uuid\ntoken = uuid.uuid4().hex\nprint(token)",
        "items = [1]\nopen('data.txt', 'a').write('prefix\\n')",
        "import threading, time\ntf = threading.Thread(target=time.sleep, args=(60,), daemon=True)"
        "\ntf.start()\nopen('data.txt', 'a').write('thread\\n')",
        "items.append(2)",
    )
    seen = "assert open('data.txt').read() == 'original\\nprefix\\nthread\\n'"
    runs = [
        FamilyRun(steps(*prefix, "x = 1"), ("assert x == 1 and items == [1, 2]", seen)),
        FamilyRun(steps(*prefix, "x = 2"), ("assert x == 2", seen)),
        FamilyRun(steps(*prefix, "x = 3", "x / 0", "import tensorflow as tf")),
        FamilyRun(steps(*prefix, "x = 1"), ("assert x == 1 and items == [1, 2]", seen)),
        FamilyRun(steps(*prefix, "x = 4"), ("assert x == 4", seen)),
    ]
    outcomes = asyncio.run(fast.run_family(family_in_scratch(runs)))
    alone = asyncio.run(one_by_one(fast, family_in_scratch(runs), range(len(runs))))
    assert [o.status for o in outcomes] == ["ok", "ok", "crash", "ok", "ok"]
    assert [check.passed for o in outcomes for check in o.checks] == [True] * 8
    assert [essentials(o)[0::2] for o in outcomes] == [essentials(o)[0::2] for o in alone]
    assert [[c.execution_count for c in o.cells] for o in outcomes] == [
        [c.execution_count for c in o.cells] for o in alone
    ]
    # the first two steps ran once for all the runs; the thread's step once per distinct run
    assert len({str(o.cells[0].outputs) for o in outcomes}) == 1
    assert all(o.cells[1] is outcomes[0].cells[1] for o in outcomes)
    assert outcomes[0].cells[2] is not outcomes[1].cells[2]
    assert outcomes[3] is outcomes[0]


@pytest.mark.kernel
def test_a_copy_that_dies_hangs_or_floods_harms_neither_its_original_nor_its_siblings(
    fast: FastEngine,
) -> None:
    prefix = ("import os, time\nvalue = 41",)
    runs = [
        FamilyRun(steps(*prefix, "os.kill(os.getpid(), 9)")),
        FamilyRun(steps(*prefix, "time.sleep(60)")),
        FamilyRun(steps(*prefix, "for _ in range(20_000):\n    print('x' * 100)")),
        FamilyRun(steps(*prefix, "value += 1"), ("assert value == 42",)),
    ]
    family = family_in_scratch(runs)
    limits = Limits(cell_timeout=3.0, interrupt_grace=1.0, output_bytes=1 << 16)
    outcomes = asyncio.run(fast.run_family(Family(family.runs, family.workdir, limits)))
    died, hung, flooded, fine = outcomes
    assert died.status == "kernel_died"
    assert died.crash is not None and died.crash.ename == "SIGKILL"
    assert hung.crash is not None and "timed out" in hung.crash.evalue
    assert flooded.status == "ok"
    assert sum(len(str(output)) for output in flooded.cells[-1].outputs) < 1 << 17
    assert fine.status == "ok" and [check.passed for check in fine.checks] == [True]
