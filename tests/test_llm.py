"""The ``llm`` baseline against a small OpenAI-compatible server on loopback (the real client,
the real HTTP): samples and their vote, the cache, retries, unparseable answers, over-long
inputs, a refusing endpoint, and the command line."""

from __future__ import annotations

import json
import sys
import threading
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from junobench._exceptions import UsageError
from junobench.cli._main import main
from junobench.formats._formats import DetectInput, DiagnoseInput
from junobench.llm._llm import LLMSettings, llm_predictions

Reply = tuple[int, str]  # (HTTP status, the assistant's text or an error message)


class Endpoint:
    """``/v1/chat/completions`` answering with ``reply(request number, body)``."""

    def __init__(self) -> None:
        self.bodies: list[dict[str, Any]] = []
        self.reply: Callable[[int, dict[str, Any]], Reply] = lambda n, body: (200, "{}")
        self.lock = threading.Lock()
        endpoint = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                with endpoint.lock:
                    endpoint.bodies.append(body)
                    number = len(endpoint.bodies)
                status, text = endpoint.reply(number, body)
                if status == 200:
                    document = {
                        "id": f"chatcmpl-{number}",
                        "object": "chat.completion",
                        "created": 0,
                        "model": body["model"],
                        "choices": [
                            {
                                "index": 0,
                                "message": {"role": "assistant", "content": text},
                                "finish_reason": "stop",
                            }
                        ],
                    }
                else:
                    document = {"error": {"message": text, "type": "error", "code": status}}
                payload = json.dumps(document).encode()
                self.send_response(status)
                if status in (429, 503):  # as a busy server says when to try again
                    self.send_header("retry-after-ms", "10")
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


@pytest.fixture
def endpoint() -> Iterator[Endpoint]:
    served = Endpoint()
    yield served
    served.close()


def settings(endpoint: Endpoint, tmp_path: Path, **changes: Any) -> LLMSettings:
    values: dict[str, Any] = {
        "base_url": endpoint.url,
        "model": "tiny",
        "api_key": "test",
        "cache": tmp_path / "cache",
    }
    return LLMSettings(**(values | changes))


DETECT = [
    DetectInput.model_validate(
        {"id": f"d{n}", "executed": [], "target": {"cell_id": "t", "code": f"x = {n}"}}
    )
    for n in range(2)
]
DIAGNOSE = DiagnoseInput.model_validate(
    {
        "id": "c1",
        "cells": [
            {"cell_id": "a", "code": "import numpy as np"},
            {"cell_id": "b", "code": "np.ones(2) @ np.ones(3)"},
        ],
        "execution_order": ["a", "b"],
        "error": {
            "cell_id": "b",
            "ename": "ValueError",
            "evalue": "matmul: mismatch",
            "traceback": [],
        },
    }
)


def per_prompt(answers: list[str]) -> Callable[[int, dict[str, Any]], Reply]:
    """Replies giving each prompt's k-th request the k-th of ``answers`` (requests run
    concurrently: their arrival order is not the samples' order)."""
    seen: dict[str, int] = {}

    def reply(number: int, body: dict[str, Any]) -> Reply:
        prompt = body["messages"][-1]["content"]
        seen[prompt] = seen.get(prompt, 0) + 1
        return 200, answers[seen[prompt] - 1]

    return reply


def test_samples_are_voted(endpoint: Endpoint, tmp_path: Path) -> None:
    endpoint.reply = per_prompt(
        ['{"crash": true}', '```json\n{"crash": true}\n```', 'I would say {"crash": false}.']
    )
    run = llm_predictions(settings(endpoint, tmp_path, samples=3), "detect", DETECT)
    assert [sorted(p["samples"]) for p in run.predictions] == [[False, True, True]] * 2
    assert all(body["temperature"] == 0.7 for body in endpoint.bodies)

    labels = iter(
        [
            '{"library_cause": "NumPy", "crash_type": "tensor shape mismatch", "root_cause": "implementation error", "pipeline_stage": "data preparation", "diagnosis": "matmul of (2,) and (3,)"}',
            '{"library_cause": "numpy", "crash_type": "Tensor-Shape Mismatch", "root_cause": "API misuse", "pipeline_stage": "data preparation"}',
            '{"library_cause": "numpy", "crash_type": "value error", "root_cause": "implementation error", "pipeline_stage": "data preperation"}',
        ]
    )
    endpoint.reply = lambda n, body: (200, next(labels))
    run = llm_predictions(settings(endpoint, tmp_path, samples=3), "diagnose", [DIAGNOSE])
    assert run.predictions == [
        {
            "id": "c1",
            "library_cause": "numpy",
            "crash_type": "tensor shape mismatch",
            "root_cause": "implementation error",
            "pipeline_stage": "data preparation",
            "diagnosis": "matmul of (2,) and (3,)",
        }
    ]

    rankings = iter(
        ['{"cell_ids": ["b", "a"]}', '{"cell_ids": ["a", "zz"]}', '{"cell_ids": ["b"]}']
    )
    endpoint.reply = lambda n, body: (200, next(rankings))
    run = llm_predictions(settings(endpoint, tmp_path, samples=3), "localize", [DIAGNOSE])
    assert run.predictions == [{"id": "c1", "cell_ids": ["b", "a"]}]


def test_a_rerun_is_answered_from_the_cache(endpoint: Endpoint, tmp_path: Path) -> None:
    endpoint.reply = lambda n, body: (200, '{"crash": false}')
    first = llm_predictions(settings(endpoint, tmp_path), "detect", DETECT)
    sent = len(endpoint.bodies)
    again = llm_predictions(settings(endpoint, tmp_path), "detect", DETECT)
    assert sent == 2 and len(endpoint.bodies) == sent
    assert (
        again.predictions
        == first.predictions
        == [{"id": "d0", "crash": False}, {"id": "d1", "crash": False}]
    )
    assert [record.cached for record in again.records] == [1, 1]
    other_model = llm_predictions(settings(endpoint, tmp_path, model="other"), "detect", DETECT)
    assert len(endpoint.bodies) == sent + 2 and other_model.predictions == first.predictions


def test_transient_failures_are_retried_by_the_client(endpoint: Endpoint, tmp_path: Path) -> None:
    endpoint.reply = lambda n, body: (200, '{"crash": true}') if n > 2 else (503, "busy")
    run = llm_predictions(settings(endpoint, tmp_path), "detect", DETECT[:1])
    assert run.predictions == [{"id": "d0", "crash": True}]
    assert run.records[0].requests == 3 and run.records[0].status == "answered"

    endpoint.reply = lambda n, body: (429, "slow down")
    run = llm_predictions(settings(endpoint, tmp_path, max_retries=2), "detect", DETECT[1:])
    assert run.predictions == [] and run.records[0].status == "failed"
    assert run.records[0].requests == 3
    assert "RateLimitError" in run.records[0].problem


def test_unparseable_answers_are_recorded_not_guessed(endpoint: Endpoint, tmp_path: Path) -> None:
    endpoint.reply = lambda n, body: (200, "It will probably crash, I think.")
    run = llm_predictions(settings(endpoint, tmp_path), "detect", DETECT[:1])
    assert run.predictions == []
    assert run.records[0].status == "unparseable"
    assert run.records[0].answers == ["It will probably crash, I think."]

    endpoint.reply = lambda n, body: (
        200,
        '{"library_cause": "pytorch lightning", "crash_type": "type error", "root_cause": "API misuse", "pipeline_stage": "training"}',
    )
    run = llm_predictions(settings(endpoint, tmp_path), "diagnose", [DIAGNOSE])
    assert run.predictions == [] and run.records[0].status == "unparseable"


def test_over_long_inputs_are_recorded_and_not_sent(endpoint: Endpoint, tmp_path: Path) -> None:
    run = llm_predictions(
        settings(endpoint, tmp_path, max_prompt_tokens=50), "diagnose", [DIAGNOSE]
    )
    assert run.predictions == [] and endpoint.bodies == []
    assert run.records[0].status == "over-long"

    endpoint.reply = lambda n, body: (400, "This model's maximum context length is 4096 tokens")
    run = llm_predictions(settings(endpoint, tmp_path), "detect", DETECT[:1])
    assert run.records[0].status == "over-long" and len(endpoint.bodies) == 1


def test_an_endpoint_that_refuses_stops_with_one_line(endpoint: Endpoint, tmp_path: Path) -> None:
    endpoint.reply = lambda n, body: (401, "invalid api key")
    with pytest.raises(UsageError, match="refused: 401"):
        llm_predictions(settings(endpoint, tmp_path), "detect", DETECT[:1])


def test_inside_a_running_event_loop_the_async_form_is_named(
    endpoint: Endpoint, tmp_path: Path
) -> None:
    """As in Jupyter: the plain form cannot run its own loop there, and says what to await;
    the async form answers."""
    import asyncio

    import junobench

    endpoint.reply = lambda n, body: (200, '{"crash": true}')
    cases = [junobench.Benchmark(junobench.default_root()).case("numpy_1")]
    llm = settings(endpoint, tmp_path)

    async def in_jupyter() -> list[Any]:
        with pytest.raises(UsageError, match=r"await baseline_predictions_async\(\.\.\.\)"):
            junobench.baseline_predictions("llm", "detect", cases, llm=llm)
        # The offline baselines answer in either form.
        assert junobench.baseline_predictions("majority", "detect", cases)
        return await junobench.baseline_predictions_async("llm", "detect", cases, llm=llm)

    predictions = asyncio.run(in_jupyter())
    assert predictions and all(prediction.to_json()["crash"] for prediction in predictions)
    assert len(endpoint.bodies) == len(predictions)  # one request an input: none was sent twice


def test_the_command_line_on_another_sets_inputs(
    endpoint: Endpoint, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    inputs = tmp_path / "detect.jsonl"
    inputs.write_text("".join(line.model_dump_json() + "\n" for line in DETECT))
    endpoint.reply = lambda n, body: (
        200,
        '{"crash": true}' if "x = 1" in body["messages"][-1]["content"] else "no idea",
    )
    out = tmp_path / "preds.jsonl"
    argv = ["baseline", "llm", "detect", "--inputs", str(inputs), "--base-url", endpoint.url]
    argv += ["--model", "tiny", "--cache", str(tmp_path / "cache"), "--out", str(out)]
    assert main(argv) == 0
    assert [json.loads(line) for line in out.read_text().splitlines()] == [
        {"id": "d1", "crash": True}
    ]
    records = [json.loads(line) for line in (tmp_path / "preds.llm.jsonl").read_text().splitlines()]
    assert [(r["id"], r["status"]) for r in records] == [("d0", "unparseable"), ("d1", "answered")]
    assert "1 answered, 1 unparseable" in capsys.readouterr().err

    assert main(["baseline", "llm", "detect", "--inputs", str(inputs)]) == 2
    assert "needs --base-url and --model" in capsys.readouterr().err


ANSWERS = {
    "detect": '{"crash": true}',
    "diagnose": '{"library_cause": "pandas", "crash_type": "key error", "root_cause": "data confusion", "pipeline_stage": "data preparation", "diagnosis": "c2 reads price_usd"}',
    "localize": '{"cell_ids": ["c2", "c1"]}',
    "repair": '{"cells": {"c2": "total = df[\'price\'].sum()"}}',
}


@pytest.mark.parametrize("task", ["detect", "diagnose", "localize", "repair"])
def test_the_library_and_the_command_line_ask_the_same(
    endpoint: Endpoint,
    tmp_path: Path,
    make_case: Callable[..., Path],
    capsys: pytest.CaptureFixture[str],
    task: str,
) -> None:
    from junobench import Benchmark, baseline_predictions

    root = make_case().parent
    make_case("pandas_2")
    endpoint.reply = lambda n, body: (200, ANSWERS[task])
    cases = Benchmark(root).cases()
    library = baseline_predictions("llm", task, cases, llm=settings(endpoint, tmp_path, cache=None))  # type: ignore[arg-type]
    assert len(library) == (4 if task == "detect" else 2)
    asked = sorted(body["messages"][-1]["content"] for body in endpoint.bodies)
    out = tmp_path / "preds.jsonl"
    argv = ["--root", str(root), "baseline", "llm", task, "--base-url", endpoint.url]
    assert main([*argv, "--model", "tiny", "--no-cache", "--out", str(out)]) == 0
    assert [json.loads(line) for line in out.read_text().splitlines()] == [
        prediction.to_json() for prediction in library
    ]
    again = sorted(body["messages"][-1]["content"] for body in endpoint.bodies[len(asked) :])
    assert again == asked  # the same prompts, from the same inputs
    if task == "repair":  # the prompt shows the crashed notebook, read from a copy
        assert all("df['price_usd'].sum()" in prompt for prompt in asked)
    records = [json.loads(line) for line in (tmp_path / "preds.llm.jsonl").read_text().splitlines()]
    assert {record["status"] for record in records} == {"answered"}
    assert f"{len(library)} answered" in capsys.readouterr().err


def test_a_judge_scores_diagnosis_texts(
    endpoint: Endpoint, tmp_path: Path, make_case: Callable[..., Path]
) -> None:
    from junobench import Benchmark
    from junobench.formats._items import item_id
    from junobench.tasks._evaluate import evaluate

    root = make_case().parent
    make_case("pandas_2")
    labels = '"library_cause": "pandas", "crash_type": "key error", "root_cause": "data confusion", "pipeline_stage": "data preparation"'
    path = tmp_path / "p.jsonl"
    path.write_text(
        f'{{"id": "{item_id("diagnose", "pandas_1")}", {labels}, "diagnosis": "the column is price, not price_usd"}}\n'
        f'{{"id": "{item_id("diagnose", "pandas_2")}", {labels}, "diagnosis": ""}}\n'
    )
    endpoint.reply = lambda n, body: (
        200,
        '{"agrees": true}' if "price_usd" in body["messages"][-1]["content"] else "{}",
    )
    evaluation = evaluate(Benchmark(root), "diagnose", path, judge=settings(endpoint, tmp_path))
    scores = evaluation.to_json()
    assert scores["diagnosis"]["judge"] == 0.5
    assert scores["by_library"]["diagnosis"]["judge"] == {"pandas": {"correct": 1, "total": 2}}
    assert len(endpoint.bodies) == 1  # an empty diagnosis is not sent: it finds nothing
    status = main(["--root", str(root), "evaluate", "localize", str(path), "--judge-model", "m"])
    assert status == 2


def test_without_the_openai_client_the_llm_baseline_names_the_extra(
    endpoint: Endpoint,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``openai`` is an optional extra: without it, one line says how to install it."""
    monkeypatch.setitem(sys.modules, "openai", None)  # as if it were not installed
    with pytest.raises(UsageError, match=r"pip install 'junobench\[llm\]'"):
        llm_predictions(settings(endpoint, tmp_path), "detect", DETECT[:1])
    argv = ["baseline", "llm", "detect", "--cases", "pandas_4", "--base-url", endpoint.url]
    assert main([*argv, "--model", "tiny"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "junobench[llm]" in err
    assert endpoint.bodies == []  # nothing was sent
