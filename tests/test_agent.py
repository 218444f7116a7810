"""An agent works a case through tools over its live kernel (junobench.agent): what it sees, what
it may change, what its budget allows, what a hostile call does, and how its trajectory replays."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from junobench import RESTART, FastEngine, JupyterEngine, Limits, load_case, sandbox_available
from junobench.agent import TOOLS, Budget, Episode, read_trajectory, replayed_prediction
from junobench.agent._edits import NotebookEdits
from junobench.verify._repair import replay_repair

FIX = "total = df['price'].sum()"


def run(coroutine: Any) -> Any:
    return asyncio.run(coroutine)


# -- without a kernel ---------------------------------------------------------------------------


def test_every_tool_has_a_description_and_an_object_schema() -> None:
    assert len(TOOLS) == 10
    for spec in TOOLS.values():
        schema = spec.schema()
        assert spec.description and schema["type"] == "object"
        assert all("description" in f or f.get("type") for f in schema["properties"].values())
    assert TOOLS["edit_cell"].schema()["required"] == ["cell_id", "source"]


def test_inserted_cells_run_where_the_agent_put_them(make_case: Callable[..., Path]) -> None:
    case = load_case(make_case(after=[("c3", "y = total * 2"), ("c4", "z = y + 1")]))
    notebook = NotebookEdits(case, case.reproduced())
    notebook.edit("c2", FIX)
    assert notebook.prediction(None).to_json() == {"id": "pandas_1", "cells": {"c2": FIX}}
    new = notebook.insert("print(total)", "c2")
    notebook.delete("c4")
    prediction = notebook.prediction(None).to_json()
    assert prediction == {
        "id": "pandas_1",
        "cells": {"c2": FIX, new: "print(total)", "c4": ""},
        "execution_order": ["c1", "c2", new, "c3"],
    }
    assert notebook.insert("x = 1", None) != new  # ids are never reused


# -- with a kernel ------------------------------------------------------------------------------


async def _work(
    case_folder: Path,
    calls: list[tuple[str, dict[str, Any] | None]],
    *,
    engine: Any = None,
    budget: Budget | None = None,
    trajectory: Path | None = None,
) -> tuple[list[Any], Any]:
    case = load_case(case_folder)
    engine = engine or FastEngine(modules=("pandas",))
    observations = []
    try:
        async with Episode.open(case, engine, budget=budget, trajectory=trajectory) as episode:
            for tool, arguments in calls:
                observations.append(await episode.call(tool, arguments))
        return observations, episode.result
    finally:
        await engine.aclose()


@pytest.mark.kernel
def test_an_episode_starts_at_the_crash_and_a_fix_it_runs_and_submits_resolves(
    make_case: Callable[..., Path], tmp_path: Path
) -> None:
    folder = make_case()
    log = tmp_path / "run" / "trajectory.jsonl"
    calls = [
        ("read_error", None),
        ("read_notebook", {}),
        ("inspect_variable", {"name": "df"}),
        ("evaluate", {"code": "del df\nprint('gone')"}),
        ("evaluate", {"code": "df.shape"}),  # the scratch copy's deletion did not reach the kernel
        ("edit_cell", {"cell_id": "c2", "source": FIX}),
        ("run_cells", {"cell_ids": ["c2"]}),
        ("read_error", None),
        ("submit", {}),
    ]
    observations, result = run(_work(folder, calls, trajectory=log))
    error, notebook, described, deleted, shape, _, ran, no_error, submitted = observations
    assert error.data["cell_id"] == "c2" and error.data["ename"] == "KeyError"
    assert "'price_usd'" in error.text
    assert "--- cell c2 (code) [2]" in notebook.text and "price_usd" in notebook.text
    assert described.data["shape"] == [2, 2] and described.data["columns"] == {
        "price": "int64",
        "qty": "int64",
    }
    assert deleted.text == "gone" and shape.text == "(2, 2)"
    assert ran.data == {
        "cells": [{"cell_id": "c2", "status": "ok", "seconds": pytest.approx(0, abs=5)}],
        "failed": False,
    }
    assert no_error.text.startswith("no error")
    assert submitted.ended and submitted.text == "submitted: resolved"
    assert result.outcome == "resolved" and result.steps == len(calls)
    trajectory = read_trajectory(log)
    kinds = [record.kind for record in trajectory.records]
    assert kinds == ["start", *["call"] * len(calls), "end"]
    assert trajectory.end is not None and trajectory.end.outcome == "resolved"
    # Replayed, the trajectory's edits and submission make the same prediction, which scores the same.
    case = load_case(folder)
    prediction = replayed_prediction(case, trajectory.calls)
    assert prediction is not None and prediction.to_json() == trajectory.end.prediction

    async def score() -> Any:
        async with FastEngine(modules=("pandas",)) as engine:
            return await replay_repair(engine, case, prediction, Limits())

    assert run(score()).resolved


@pytest.mark.kernel
def test_calls_that_cannot_work_are_observations_and_count_as_steps(
    make_case: Callable[..., Path],
) -> None:
    calls = [
        ("no_such_tool", {}),
        ("edit_cell", {"cell_id": "c2"}),
        ("edit_cell", {"cell_id": "zz", "source": "x"}),
        ("edit_cell", {"cell_id": "m1", "source": "x"}),
        ("run_cells", {"cell_ids": []}),
        ("submit", {"execution_order": ["c1", "ghost"]}),
        ("read_notebook", {"cell_id": "c1", "extra": 1}),
    ]
    observations, result = run(_work(make_case(), calls, budget=Budget(steps=7)))
    texts = [observation.text for observation in observations]
    assert all(observation.error for observation in observations[:-1])
    assert texts[0].startswith("no tool 'no_such_tool'; the tools are read_notebook")
    assert texts[1] == "edit_cell: source: Field required"
    assert texts[2] == "no cell 'zz' (read_notebook lists the cells)"
    assert texts[3] == "cell 'm1' is a markdown cell; only code cells run"
    assert texts[4].startswith("run_cells: cell_ids: List should have at least 1 item")
    assert texts[5] == "no cell 'ghost' (read_notebook lists the cells)"
    assert texts[6].startswith("read_notebook: extra: unknown argument")
    assert observations[-1].ended
    assert result.outcome == "unsolved" and result.reason == "the budget of 7 steps is spent"


@pytest.mark.kernel
def test_hostile_calls_leave_the_harness_standing(make_case: Callable[..., Path]) -> None:
    hang = "import time\ntime.sleep(600)"
    flood = "for i in range(100_000):\n    print('x' * 50)"
    calls = [
        ("insert_cell", {"source": hang, "after": "c2"}),  # agent-1
        ("run_cells", {"cell_ids": ["agent-1"]}),
        ("evaluate", {"code": flood}),
        ("evaluate", {"code": "import socket\nsocket.create_connection(('1.1.1.1', 80), 3)"}),
        ("evaluate", {"code": "import os\nos.kill(os.getpid(), 9)"}),
        ("inspect_variable", {"name": "df"}),  # the live kernel survived its copy's death
        ("insert_cell", {"source": "import os\nos.kill(os.getpid(), 9)", "after": "c2"}),
        ("run_cells", {"cell_ids": ["agent-2"]}),
        ("run_cells", {"cell_ids": ["c1"]}),
        ("restart_kernel", {"run": ["c1"]}),
        ("inspect_variable", {"name": "df.shape"}),
    ]
    budget = Budget(call_seconds=3.0, output_chars=2000)
    observations, result = run(_work(make_case(), calls, budget=budget))
    _, hung, flooded, socket, killed_copy, alive, _, killed, dead, restarted, shape = observations
    assert "cell agent-1 (timeout" in hung.text and "the cell was stopped" in hung.text
    assert (
        len(flooded.text) < 2200
        and "characters cut: an observation shows at most 2000" in flooded.text
    )
    assert "Error" in socket.text  # no network in the sandbox, or none reachable
    assert "killed the scratch kernel" in killed_copy.text
    assert alive.data["shape"] == [2, 2]
    assert "the kernel died" in killed.text
    assert dead.error and dead.text.startswith("the kernel is dead")
    assert "the kernel was restarted" in restarted.text and "cell c1 (ok" in restarted.text
    assert shape.text == "repr: (2, 2)" or "(2, 2)" in shape.text
    assert result.outcome == "unsolved"


@pytest.mark.kernel
@pytest.mark.skipif(not sandbox_available(), reason="the sandbox (bubblewrap) is not available")
def test_an_agent_that_looks_for_the_answers_on_disk_finds_none(
    make_case: Callable[..., Path],
) -> None:
    folder = make_case()
    look = (
        "import os, glob\n"
        f"print(sorted(os.listdir('.')))\n"
        f"print(os.path.exists({str(folder / 'case.toml')!r}), os.path.exists('../case.toml'))\n"
        f"print(os.path.exists({str(folder.parent)!r}), glob.glob('../**/*fixed*', recursive=True))\n"
        f"try:\n    open({str(folder.parent / 'x.txt')!r}, 'w')\nexcept OSError as e:\n    print(type(e).__name__)"
    )
    observations, _ = run(_work(folder, [("evaluate", {"code": look})]))
    lines = observations[0].text.splitlines()
    assert lines[0] == "['data', 'pandas_1_reproduced.ipynb']"
    assert lines[1] == "False False"
    assert lines[2] == "False []"
    assert lines[3] in ("PermissionError", "OSError", "FileNotFoundError")


@pytest.mark.kernel
def test_a_kernel_that_cannot_be_copied_is_replayed_for_a_scratch_evaluation(
    make_case: Callable[..., Path],
) -> None:
    calls = [
        ("evaluate", {"code": "df['n'] = 1\ndf.shape"}),
        ("inspect_variable", {"name": "df"}),
    ]
    observations, _ = run(_work(make_case(), calls, engine=JupyterEngine()))
    assert "rebuilt by re-running its cells" in observations[0].text
    assert observations[0].text.endswith("(2, 3)")
    assert observations[1].data["shape"] == [2, 2]  # the live kernel's df has no 'n'


def test_a_broken_trajectory_is_a_one_line_error(tmp_path: Path) -> None:
    from junobench import PredictionsError

    path = tmp_path / "t.jsonl"
    path.write_text(json.dumps({"kind": "call", "step": 1}) + "\n")
    with pytest.raises(PredictionsError, match=r"t.jsonl:1: not a trajectory record: call.tool"):
        read_trajectory(path)


def test_the_trajectory_schema_is_printed_and_validates_a_record(
    capsys: pytest.CaptureFixture[str],
) -> None:
    import jsonschema

    from junobench.cli import main

    assert main(["schema", "agent"]) == 0
    schema = json.loads(capsys.readouterr().out)["trajectory"]
    record = {
        "kind": "call",
        "step": 1,
        "tool": "read_error",
        "arguments": {},
        "observation": "x",
        "error": False,
        "seconds": 0.1,
    }
    jsonschema.validate(record, schema)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({**record, "kind": "other"}, schema)


@pytest.mark.kernel
def test_the_scripted_agent_runs_a_binding_cell_and_a_run_folder_resumes(
    make_case: Callable[..., Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from junobench.cli import main

    # The crashing cell reads a name that a cell below it binds, never run.
    folder = make_case(crash_source="total = prices['price'].sum()", after=[("c3", "prices = df")])
    run_dir = tmp_path / "agent-run"
    argv = ["--root", str(folder.parent), "agent", "run", "scripted", "--run-dir", str(run_dir)]
    assert main([*argv, "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert document["agent"] == "scripted" and document["resolved"] == 1
    (result,) = document["results"]
    assert result["outcome"] == "resolved"
    assert result["prediction"]["execution_order"] == ["c1", "c3", "c2", "c3"]
    trajectory = run_dir / "pandas_1" / "trajectory.jsonl"
    tools = [record.tool for record in read_trajectory(trajectory).calls]
    assert tools[:2] == ["read_error", "read_notebook"] and tools[-1] == "submit"
    assert "run_cells" in tools
    written = trajectory.stat().st_mtime_ns
    assert main([*argv, "--json"]) == 0  # the case is judged already: nothing runs again
    assert json.loads(capsys.readouterr().out)["results"] == document["results"]
    assert trajectory.stat().st_mtime_ns == written
    # The run folder scored: the trajectory replays to the same outcome.
    evaluate = ["--root", str(folder.parent), "evaluate", "agent", str(run_dir), "--json"]
    assert main([*evaluate, "--replay"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["resolve_rate"] == 1.0 and report["replay_mismatches"] == []
    (described,) = report["results"]
    assert described["replayed"] == "resolved" and described["tools"]["submit"] == 1
    assert described["first_touch_of_fix_cells"] == tools.index("run_cells") + 1
    assert set(report["strata"]) == {"fix in crashing cell", "hinted", "version drift"}
    # Beside a single-shot repair tool: compare judges the repairs the episodes submitted.
    empty = tmp_path / "empty.jsonl"
    root = ["--root", str(folder.parent)]
    assert main([*root, "baseline", "empty-crash-cell", "repair", "--out", str(empty)]) == 0
    assert main([*root, "compare", "repair", str(empty), str(run_dir), "--json"]) == 0
    compared = json.loads(capsys.readouterr().out)
    assert [tool["name"] for tool in compared["tools"]] == ["empty", "agent-run"]
    assert [tool["scores"]["resolved"] for tool in compared["tools"]] == [0.0, 1.0]
    assert main([*evaluate[:4], str(tmp_path / "nowhere"), "--json"]) == 2
    assert "no such run folder" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exited:
        main([*argv[:4], "nobody", *argv[5:]])
    assert exited.value.code == 2 and "invalid choice: 'nobody'" in capsys.readouterr().err


class ToolModel:
    """A loopback OpenAI-compatible endpoint whose model says what ``turns`` scripts: for each
    request (by number, from 1), the tool calls to make ((name, arguments as sent)) or a text."""

    def __init__(self, turns: Callable[[int], list[tuple[str, str]] | str]) -> None:
        import threading
        from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

        self.bodies: list[dict[str, Any]] = []
        model = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                model.bodies.append(body)
                turn = turns(len(model.bodies))
                message: dict[str, Any] = {"role": "assistant", "content": None}
                if isinstance(turn, str):
                    message["content"] = turn
                else:
                    message["tool_calls"] = [
                        {
                            "id": f"call-{len(model.bodies)}-{number}",
                            "type": "function",
                            "function": {"name": name, "arguments": arguments},
                        }
                        for number, (name, arguments) in enumerate(turn)
                    ]
                document = {
                    "id": "x",
                    "object": "chat.completion",
                    "created": 0,
                    "model": body["model"],
                    "choices": [{"index": 0, "message": message, "finish_reason": "stop"}],
                    "usage": {"prompt_tokens": 10, "completion_tokens": 5, "total_tokens": 15},
                }
                payload = json.dumps(document).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, *args: Any) -> None:
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def _llm_episode(
    folder: Path, turns: Callable[[int], Any], budget: Budget | None = None
) -> tuple[Any, ToolModel, list[Any]]:
    from junobench.agent import LLMAgent
    from junobench.llm import LLMSettings

    model = ToolModel(turns)
    agent = LLMAgent(LLMSettings(base_url=model.url, model="fake", max_retries=0))

    async def work() -> Any:
        engine = FastEngine(modules=("pandas",))
        try:
            async with Episode.open(load_case(folder), engine, budget=budget) as episode:
                await agent.work(episode)
            return episode
        finally:
            await engine.aclose()

    try:
        episode = run(work())
    finally:
        model.close()
    return episode.result, model, episode.trajectory.calls


@pytest.mark.kernel
def test_the_llm_agent_carries_out_the_models_tool_calls_bad_ones_included(
    make_case: Callable[..., Path],
) -> None:
    script: dict[int, Any] = {
        1: [("read_error", "{}")],
        2: [("bogus", "{}"), ("edit_cell", "{not json")],
        3: [("edit_cell", json.dumps({"cell_id": "c2", "source": FIX}))],
        4: [("submit", "")],
    }
    result, model, calls = _llm_episode(make_case(), script.__getitem__)
    assert result.outcome == "resolved"
    assert [(call.tool, call.error) for call in calls] == [
        ("read_error", False),
        ("bogus", True),
        ("edit_cell", True),
        ("edit_cell", False),
        ("submit", False),
    ]
    assert [call.tokens for call in calls] == [15, 15, None, 15, 15]
    assert calls[2].arguments == {"(not an object)": "{not json"}
    tools = [tool["function"]["name"] for tool in model.bodies[0]["tools"]]
    assert tools == list(TOOLS) and model.bodies[0]["model"] == "fake"
    answered = [m for m in model.bodies[2]["messages"] if m["role"] == "tool"]
    assert [m["content"].split(";")[0] for m in answered[1:]] == [
        "no tool 'bogus'",
        "edit_cell: the arguments must be a JSON object",
    ]


@pytest.mark.kernel
def test_an_llm_that_never_submits_or_never_calls_a_tool_ends_unsolved(
    make_case: Callable[..., Path],
) -> None:
    result, _, calls = _llm_episode(
        make_case(), lambda n: [("read_notebook", "{}")], Budget(steps=4)
    )
    assert result.outcome == "unsolved" and result.reason == "the budget of 4 steps is spent"
    assert len(calls) == 4
    result, model, calls = _llm_episode(make_case("pandas_2"), lambda n: "I think it is fine.")
    assert result.outcome == "unsolved" and calls == []
    assert result.reason == "the model answered 3 times without calling a tool"
    assert len(model.bodies) == 3


@pytest.mark.kernel
def test_episodes_of_a_case_start_from_a_kernel_parked_at_its_crash(
    make_case: Callable[..., Path],
) -> None:
    from junobench.agent import ParkedCrashes

    case = load_case(make_case())
    write = "df['n'] = 1\nopen('mine.txt', 'w').write('x')"
    look = "import os\nprint(sorted(os.listdir('.')), list(df.columns))"

    async def work() -> list[str]:
        seen = []
        async with FastEngine(modules=("pandas",)) as engine, ParkedCrashes(engine) as parked:
            for _ in range(2):  # the first parks the case, both borrow it in turn
                async with Episode.open(case, engine, parked=parked) as episode:
                    seen.append((await episode.call("read_error")).text.splitlines()[0])
                    seen.append((await episode.call("evaluate", {"code": look})).text)
                    cell = await episode.call("insert_cell", {"source": write, "after": "c2"})
                    await episode.call("run_cells", {"cell_ids": [cell.data["cell_id"]]})
                    seen.append((await episode.call("evaluate", {"code": look})).text)
                    # Meanwhile, another episode of the case replays the notebook itself.
                    async with Episode.open(case, engine, parked=parked) as other:
                        seen.append((await other.call("evaluate", {"code": look})).text)
            assert list(parked._parked) == ["pandas_1"]
        return seen

    seen = run(work())
    clean = "['data', 'pandas_1_reproduced.ipynb'] ['price', 'qty']"
    changed = "['data', 'mine.txt', 'pandas_1_reproduced.ipynb'] ['price', 'qty', 'n']"
    error = "cell c2, line 1: KeyError: 'price_usd'"
    assert seen == [error, clean, changed, clean] * 2


@pytest.mark.kernel
def test_export_with_state_gives_the_names_the_kernel_held_at_the_crash(
    make_case: Callable[..., Path], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    import jsonschema

    from junobench.cli import main
    from junobench.formats import schema

    # c3, below the crash and never run, binds a name the state must not show.
    folder = make_case(after=[("c3", "doubled = df * 2")])
    root = str(folder.parent)
    for task in ("diagnose", "repair"):
        out = tmp_path / f"{task}.jsonl"
        argv = ["--root", root, "export", task, "--with-state", "--out", str(out)]
        assert main(argv) == 0
        (line,) = [json.loads(text) for text in out.read_text().splitlines()]
        jsonschema.validate(line, schema(task, "input"))
        assert line["state"] == [
            {
                "name": "df",
                "type": "pandas.DataFrame",
                "shape": [2, 2],
                "length": 2,
                "columns": {"price": "int64", "qty": "int64"},
                "repr": "   price  qty\n0      4    1\n1      6    2",
            }
        ]
    assert main(["--root", root, "export", "detect", "--with-state"]) == 2
    assert "--with-state is an option of diagnose" in capsys.readouterr().err


RESTARTED = """\
id = "{case_id}"
title = "The data frame is gone after a restart"
library_cause = "none"
crash_type = "variable not found"
root_cause = "NB specific"
pipeline_stage = "data preparation"
diagnosis = "The kernel was restarted after c1 loaded df; c2 ran in the fresh kernel."

[crash]
cell_id = "c2"
ename = "NameError"
evalue = "name 'df' is not defined"

[fix]
cell_ids = ["c1"]
summary = "Run c1 again after the restart."

[oracle]
checks = {checks}

[data]
source = "synthetic"
license = "CC0-1.0"
"""


@pytest.mark.kernel
@pytest.mark.parametrize("engine_name", ["fast", "plain"])
def test_an_episode_replays_a_restart_in_the_recorded_order(
    make_case: Callable[..., Path], engine_name: str
) -> None:
    folder = make_case(
        "NBspecific_1",
        toml=RESTARTED,
        crash_source=FIX,
        fixed_source=FIX,
        checks=["assert total == 10", "assert df.shape == (2, 2)"],
        reproduced_order=["c1", RESTART, "c2"],
        fixed_order=["c1", RESTART, "c1", "c2"],
    )
    calls: list[tuple[str, dict[str, Any] | None]] = [
        ("read_error", None),
        ("read_notebook", None),
        ("evaluate", {"code": "'df' in dir()"}),
        ("run_cells", {"cell_ids": ["c1", "c2"]}),
        ("submit", {"execution_order": ["c1", RESTART, "c1", "c2"]}),
    ]
    engine = FastEngine(modules=("pandas",)) if engine_name == "fast" else JupyterEngine()
    observations, result = run(_work(folder, calls, engine=engine))
    error, notebook, scratch, ran, submitted = observations
    assert error.data["cell_id"] == "c2" and "name 'df' is not defined" in error.text
    history = [(run["cell_id"], run["status"]) for run in notebook.data["history"]]
    assert history == [("c1", "ok"), (RESTART, "ok"), ("c2", "crash")]
    assert "the kernel was restarted there" in notebook.text
    assert "False" in scratch.text  # the fresh kernel has no df
    assert not ran.data["failed"]
    assert result.outcome == "resolved", submitted.text
