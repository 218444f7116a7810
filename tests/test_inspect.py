"""The benchmark as an inspect_ai task (``inspect eval junobench/junobench``): the scripted agent
works cases through the inspect tools and gets the outcomes ``agent run scripted`` gets; a model
(inspect's ``mockllm``, its answers scripted here) that calls the tools with mistakes among them
fixes a case to resolved; one that never calls a tool ends unsolved with the reason.

inspect-ai pins packages below requirements.txt's pins, so it is not in `make setup`'s
environment and these tests skip there. To run them, install it in an environment of its own and
let the kernels run in the pinned one (docs/tasks/agent.md)::

    python3.11 -m venv ../venv-inspect
    ../venv-inspect/bin/pip install -e '.[inspect]' pytest pytest-timeout
    JUNOBENCH_KERNEL_PYTHON=$PWD/.venv/bin/python ../venv-inspect/bin/pytest tests/test_inspect.py
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest

from junobench import Benchmark, FastEngine, default_root
from junobench.agent import ScriptedAgent, read_trajectory, run_agent_async
from junobench.verify import gold_repair

pytest.importorskip(
    "inspect_ai",
    reason="the inspect_ai extra is not installed (its pins clash with requirements.txt): "
    "pip install 'junobench[inspect]' in an environment of its own, see docs/tasks/agent.md",
)

from inspect_ai import eval as inspect_eval
from inspect_ai.log import EvalLog
from inspect_ai.model import ModelOutput, ModelUsage, get_model

from junobench.agent._inspect import junobench

pytestmark = [pytest.mark.kernel, pytest.mark.timeout(1200)]

BENCHMARK = Benchmark(default_root())
MODEL = "mockllm/model"


def _run(task: Any, model: Any, log_dir: Path) -> EvalLog:
    [log] = inspect_eval(task, model=model, log_dir=str(log_dir), display="none")
    assert log.status == "success", log.error
    return log


def _scores(log: EvalLog) -> dict[str, Any]:
    assert log.samples is not None
    return {str(sample.id): sample.scores["junobench_scorer"] for sample in log.samples}


def test_the_scripted_agent_gets_through_inspect_what_it_gets_alone(tmp_path: Path) -> None:
    case_ids = ["NBspecific_1", "pandas_1"]
    log = _run(
        junobench(cases=",".join(case_ids), agent="scripted", trajectories=str(tmp_path / "t")),
        MODEL,
        tmp_path / "logs",
    )
    scores = _scores(log)
    assert list(scores) == case_ids

    async def alone() -> Any:
        cases = [BENCHMARK.case(case_id) for case_id in case_ids]
        async with FastEngine.for_cases(cases) as engine:
            return await run_agent_async(
                BENCHMARK, case_ids, ScriptedAgent(), tmp_path / "alone", engine=engine
            )

    expected = {result.case_id: result.outcome for result in asyncio.run(alone()).results}
    assert {case_id: score.answer for case_id, score in scores.items()} == expected
    assert "resolved" in expected.values()  # the sample is not all failures
    for case_id, score in scores.items():
        assert score.value == (1 if expected[case_id] == "resolved" else 0)
        # Every call went through inspect's tools: they are in the sample's messages.
        [sample] = [sample for sample in log.samples or [] if sample.id == case_id]
        asked = [message for message in sample.messages if message.role == "assistant"]
        called = [call.function for message in asked for call in message.tool_calls or []]
        trajectory = read_trajectory(tmp_path / "t" / case_id / "trajectory.jsonl")
        assert called == [call.tool for call in trajectory.calls]
        assert called[0] == "read_error" and called[-1] == "submit"


def _spent(output: ModelOutput) -> ModelOutput:
    # A usage of its own, else mockllm counts tokens with tiktoken, which downloads its tables.
    output.usage = ModelUsage(input_tokens=100, output_tokens=20, total_tokens=120)
    return output


def _call(tool: str, arguments: dict[str, Any]) -> ModelOutput:
    return _spent(ModelOutput.for_tool_call(MODEL, tool, arguments))


def test_a_model_fixes_a_case_through_the_inspect_tools_despite_bad_calls(tmp_path: Path) -> None:
    case = BENCHMARK.case("pandas_1")
    gold = gold_repair(case)
    outputs = [
        _call("read_error", {}),
        _call("open_the_answers", {}),  # no such tool
        _call("edit_cell", {"cell_id": "no-such-cell", "source": "x = 1"}),
        _call("inspect_variable", {"name": "df.columns"}),
        *(_call("edit_cell", {"cell_id": cell, "source": src}) for cell, src in gold.cells.items()),
        _call("submit", {}),
    ]
    model = get_model(MODEL, custom_outputs=outputs)
    log = _run(junobench(cases=case.id, trajectories=str(tmp_path / "t")), model, tmp_path / "l")
    score = _scores(log)[case.id]
    assert (score.value, score.answer) == (1, "resolved"), score.explanation
    [sample] = log.samples or []
    tools = [message for message in sample.messages if message.role == "tool"]
    assert len(tools) == len(outputs)
    assert tools[1].error is not None  # inspect: no such tool
    assert "no-such-cell" in tools[2].text  # the episode: no such cell, as an observation
    assert "Life expectancy" in tools[3].text  # the frame's columns, as the kernel holds them
    trajectory = read_trajectory(tmp_path / "t" / case.id / "trajectory.jsonl")
    assert trajectory.end is not None and trajectory.end.outcome == "resolved"
    assert [call.tokens for call in trajectory.calls if call.tool == "read_error"] == [120]


def test_a_model_that_never_calls_a_tool_ends_unsolved(tmp_path: Path) -> None:
    words = [_spent(ModelOutput.from_content(MODEL, "It looks fine to me.")) for _ in range(3)]
    log = _run(junobench(cases="pandas_1"), get_model(MODEL, custom_outputs=words), tmp_path)
    score = _scores(log)["pandas_1"]
    assert (score.value, score.answer) == (0, "unsolved")
    assert "without calling a tool" in str(score.explanation)


def test_an_unknown_agent_or_case_is_a_clear_error() -> None:
    from junobench import UsageError

    with pytest.raises(UsageError, match="no case matches 'pandas_999'"):
        junobench(cases="pandas_999")
    with pytest.raises(UsageError, match="agents of the inspect task are model and scripted"):
        junobench(agent="oracle")
