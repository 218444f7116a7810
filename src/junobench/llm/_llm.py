"""The ``llm`` baseline: every task through a chat model behind any OpenAI-compatible endpoint
(OpenAI, Ollama, vLLM, llama.cpp's server), with the ``openai`` client.

- ``samples`` answers per input, each its own request; the answer is their vote (detect keeps
  the samples in its prediction, which the scorer votes on; labels by majority per dimension;
  cell rankings by Borda count; a repair is the most frequent edit).
- Transient failures (connection, timeout, 408, 409, 429, 5xx) are retried by the ``openai``
  client itself (exponential backoff with jitter, honouring the endpoint's ``retry-after``), at
  most ``max_retries`` times; a request still failing is recorded, not fatal. The endpoint refusing the request itself (a bad
  key, an unknown model) stops the run with a one-line ``UsageError``.
- Every answer is cached under the prompt, the model and the sample's number: a re-run sends
  nothing it has sent before.
- An input whose prompt is longer than ``max_prompt_tokens`` (about four characters a token) is
  not sent: it is recorded as over-long and gets no prediction.
- Answers are parsed as JSON objects, labels matched to the vocabulary; an answer that gives
  nothing usable is recorded as unparseable.
- At most ``concurrency`` requests at a time.

``LLMRun.records`` says, per input, what happened: a researcher reads it beside the scores.
"""

from __future__ import annotations

import asyncio
import contextvars
import difflib
import hashlib
import json
import os
import re
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from .._exceptions import UsageError
from .._sync import sync_twin
from .._vocabulary import CRASH_TYPES, LIBRARY_CAUSES, PIPELINE_STAGES, ROOT_CAUSES, Task
from ..formats import DetectInput, DiagnoseInput, Input, RepairInput
from ._prompts import SYSTEM, crash_prompt, detect_prompt, judge_prompt

__all__ = [
    "LLMRecord",
    "LLMRun",
    "LLMSettings",
    "default_cache",
    "judge_diagnoses",
    "judge_diagnoses_async",
    "llm_predictions",
    "llm_predictions_async",
]

Status = Literal["answered", "unparseable", "over-long", "failed"]
_LABELS = {
    "library_cause": LIBRARY_CAUSES,
    "crash_type": CRASH_TYPES,
    "root_cause": ROOT_CAUSES,
    "pipeline_stage": PIPELINE_STAGES,
}


def default_cache() -> Path:
    """``$XDG_CACHE_HOME/junobench/llm`` (``~/.cache/junobench/llm``)."""
    root = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return root / "junobench" / "llm"


@dataclass(frozen=True)
class LLMSettings:
    base_url: str
    model: str
    api_key: str = field(
        default="", repr=False
    )  # empty: $OPENAI_API_KEY, or "none" for local servers
    samples: int = 1
    temperature: float | None = None  # default: 0 for one sample, 0.7 for several
    concurrency: int = 4
    max_retries: int = 5  # the openai client's own retries of a transient failure
    timeout: float = 300.0
    max_prompt_tokens: int = 100_000
    cache: Path | None = None  # None: no cache

    def __post_init__(self) -> None:
        if self.samples < 1 or self.concurrency < 1 or self.max_retries < 0:
            raise UsageError("--samples and --concurrency must be at least 1")


@dataclass
class LLMRecord:
    """What happened to one input: its status, each sample's raw answer, the requests sent."""

    id: str
    status: Status
    answers: list[str | None] = field(default_factory=list)
    requests: int = 0
    cached: int = 0
    problem: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "status": self.status,
            "answers": self.answers,
            "requests": self.requests,
            "cached": self.cached,
            "problem": self.problem,
        }


@dataclass
class LLMRun:
    predictions: list[dict[str, Any]]
    records: list[LLMRecord]

    def summary(self) -> str:
        counts = Counter(record.status for record in self.records)
        requests = sum(record.requests for record in self.records)
        cached = sum(record.cached for record in self.records)
        parts = [
            f"{counts[status]} {status}"
            for status in ("answered", "unparseable", "over-long", "failed")
        ]
        return f"llm: {', '.join(parts)}; {requests} requests sent, {cached} answers from the cache"


async def llm_predictions_async(
    settings: LLMSettings,
    task: Task,
    lines: Sequence[Input],
    *,
    base: Path | None = None,
    on_line: Callable[[Input], None] | None = None,
) -> LLMRun:
    """The model's prediction for each input line of ``task`` (``base``: the folder relative
    notebook paths of repair inputs start from)."""
    return await _Runner(settings, task, base, on_line).run(lines)


async def judge_diagnoses_async(
    settings: LLMSettings, pairs: Sequence[tuple[str, str, str]]
) -> dict[str, bool | None]:
    """For each (id, reference diagnosis, predicted diagnosis): does the model judge that the
    prediction finds the reference's cause? None where it gave no usable verdict."""

    async def one(chat: _Chat, reference: str, predicted: str) -> bool | None:
        if not predicted.strip():
            return False
        answer = await chat.ask(
            judge_prompt(reference, predicted), 0, LLMRecord("", "answered"), 0.0
        )
        verdict = _json_object(answer or "")
        return _boolean(verdict.get("agrees")) if verdict is not None else None

    async with _Chat(settings) as chat:
        verdicts = await asyncio.gather(*(one(chat, ref, pred) for _, ref, pred in pairs))
    return {pair[0]: verdict for pair, verdict in zip(pairs, verdicts, strict=True)}


class _Refused(Exception):
    """The endpoint refused the request itself: retrying will not help."""


def _openai() -> Any:
    """The ``openai`` client package, an optional extra of junobench."""
    try:
        import openai
    except ImportError:
        raise UsageError(
            "the LLM baseline and judge need the openai client: pip install 'junobench[llm]'"
        ) from None
    return openai


class _TooLong(Exception):
    """The endpoint found the prompt longer than the model's context."""


_CONTEXT = re.compile(r"context|too long|maximum .*tokens|token limit|max_tokens", re.IGNORECASE)


# The record of the input whose request is being sent: each HTTP request the client sends for
# it, its own retries included, counts in ``LLMRecord.requests`` (``_count``).
_SENDING: contextvars.ContextVar[LLMRecord | None] = contextvars.ContextVar(
    "junobench_llm_sending", default=None
)


async def _count(request: Any) -> None:
    """An httpx request hook: one more request sent for the input being asked about."""
    record = _SENDING.get()
    if record is not None:
        record.requests += 1


class _Chat:
    """An endpoint opened for a batch of requests: at most ``concurrency`` at a time, each
    retried by the client on transient failures, its answer cached."""

    def __init__(self, settings: LLMSettings) -> None:
        self.settings = settings

    async def __aenter__(self) -> _Chat:
        openai = _openai()
        key = self.settings.api_key or os.environ.get("OPENAI_API_KEY") or "none"
        self.client = openai.AsyncOpenAI(
            base_url=self.settings.base_url,
            api_key=key,
            max_retries=self.settings.max_retries,
            timeout=self.settings.timeout,
            http_client=openai.DefaultAsyncHttpxClient(event_hooks={"request": [_count]}),
        )
        self.gate = asyncio.Semaphore(self.settings.concurrency)
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.client.close()

    async def ask(
        self, prompt: str, sample: int, record: LLMRecord, temperature: float
    ) -> str | None:
        """The model's answer to ``prompt`` (its ``sample``-th), from the cache or the endpoint;
        None when every try failed (``record`` says why)."""
        settings = self.settings
        messages = [{"role": "system", "content": SYSTEM}, {"role": "user", "content": prompt}]
        key = json.dumps(
            {
                "model": settings.model,
                "messages": messages,
                "temperature": temperature,
                "sample": sample,
            },
            sort_keys=True,
        )
        cached = self.cached(key)
        if cached is not None:
            record.cached += 1
            return cached
        async with self.gate:
            sending = _SENDING.set(record)
            try:
                text = await self.request(messages, temperature)
            except _Refused as error:
                raise UsageError(
                    f"the LLM endpoint {settings.base_url} refused: {error}"
                ) from error
            except _TooLong as error:
                record.status, record.problem = "over-long", str(error)
                return None
            except Exception as error:  # still failing after the client's retries
                record.problem = f"{type(error).__name__}: {error}"[:500]
                return None
            finally:
                _SENDING.reset(sending)
        self.store(key, text)
        return text

    async def request(self, messages: list[dict[str, str]], temperature: float) -> str:
        openai = _openai()
        try:
            response = await self.client.chat.completions.create(
                model=self.settings.model,
                messages=messages,
                temperature=temperature,
            )
        except openai.APIStatusError as error:
            if error.status_code in (400, 413, 422) and _CONTEXT.search(str(error.message)):
                raise _TooLong(f"{error.status_code} {error.message}"[:300]) from error
            if error.status_code in (400, 401, 403, 404, 422):
                raise _Refused(f"{error.status_code} {error.message}"[:300]) from error
            raise
        if not response.choices:
            raise RuntimeError("an answer without choices")
        return response.choices[0].message.content or ""

    def cached(self, key: str) -> str | None:
        if self.settings.cache is None:
            return None
        path = self._cache_path(key)
        try:
            return str(json.loads(path.read_text(encoding="utf-8"))["text"])
        except (OSError, ValueError, KeyError, TypeError):
            return None

    def store(self, key: str, text: str) -> None:
        if self.settings.cache is None:
            return
        path = self._cache_path(key)
        path.parent.mkdir(parents=True, exist_ok=True)
        temporary = path.with_suffix(f".{os.getpid()}.tmp")
        temporary.write_text(json.dumps({"text": text}), encoding="utf-8")
        temporary.replace(path)

    def _cache_path(self, key: str) -> Path:
        digest = hashlib.sha256(key.encode()).hexdigest()
        assert self.settings.cache is not None
        return self.settings.cache / digest[:2] / f"{digest}.json"


class _Runner:
    def __init__(
        self,
        settings: LLMSettings,
        task: Task,
        base: Path | None,
        on_line: Callable[[Input], None] | None,
    ) -> None:
        self.settings = settings
        self.task = task
        self.base = base
        self.on_line = on_line

    async def run(self, lines: Sequence[Input]) -> LLMRun:
        async with _Chat(self.settings) as self.chat:
            results = await asyncio.gather(*(self.one(line) for line in lines))
        predictions = [prediction for prediction, _ in results if prediction is not None]
        return LLMRun(predictions, [record for _, record in results])

    async def one(self, line: Input) -> tuple[dict[str, Any] | None, LLMRecord]:
        record = LLMRecord(line.id, "answered")
        try:
            prompt = self.prompt(line)
        except (OSError, ValueError) as error:
            record.status, record.problem = "failed", f"cannot read the input: {error}"
            return self.done(line, None, record)
        if len(SYSTEM) + len(prompt) > 4 * self.settings.max_prompt_tokens:
            record.status = "over-long"
            record.problem = f"prompt of about {(len(SYSTEM) + len(prompt)) // 4} tokens"
            return self.done(line, None, record)
        temperature = self.settings.temperature
        if temperature is None:
            temperature = 0.0 if self.settings.samples == 1 else 0.7
        answers = await asyncio.gather(
            *(
                self.chat.ask(prompt, sample, record, temperature)
                for sample in range(self.settings.samples)
            )
        )
        record.answers = list(answers)
        if all(answer is None for answer in answers):
            if record.status != "over-long":
                record.status = "failed"
            return self.done(line, None, record)
        prediction = self.vote(line, [a for a in answers if a is not None])
        if prediction is None:
            record.status = "unparseable"
        return self.done(line, prediction, record)

    def done(
        self, line: Input, prediction: dict[str, Any] | None, record: LLMRecord
    ) -> tuple[dict[str, Any] | None, LLMRecord]:
        if self.on_line is not None:
            self.on_line(line)
        return prediction, record

    # --- prompts and answers ----------------------------------------------------------------

    def prompt(self, line: Input) -> str:
        if isinstance(line, DetectInput):
            executed = [(cell.cell_id, cell.code) for cell in line.executed]
            return detect_prompt(executed, (line.target.cell_id, line.target.code))
        if isinstance(line, DiagnoseInput):
            cells = [(cell.cell_id, cell.code) for cell in line.cells if cell.code is not None]
            error = (line.error.cell_id, line.error.ename, line.error.evalue, line.error.traceback)
            return crash_prompt(self.task, cells, line.execution_order, error)
        return crash_prompt(self.task, *_crashed_notebook(line, self.base))

    def vote(self, line: Input, answers: Sequence[str]) -> dict[str, Any] | None:
        parsed = [_json_object(answer) for answer in answers]
        objects = [item for item in parsed if item is not None]
        if self.task == "detect":
            votes = [_boolean(item.get("crash")) for item in objects]
            samples = [vote for vote in votes if vote is not None]
            if not samples:
                return None
            if self.settings.samples == 1:
                return {"id": line.id, "crash": samples[0]}
            return {"id": line.id, "samples": samples}
        if self.task == "diagnose":
            labels: dict[str, Any] = {"id": line.id}
            for dimension, vocabulary in _LABELS.items():
                found = [_label(item.get(dimension), vocabulary) for item in objects]
                chosen = [label for label in found if label is not None]
                if not chosen:
                    return None
                labels[dimension] = Counter(chosen).most_common(1)[0][0]
            texts = [str(item.get("diagnosis", "")) for item in objects if item.get("diagnosis")]
            labels["diagnosis"] = texts[0] if texts else ""
            return labels
        if self.task == "localize":
            assert isinstance(line, DiagnoseInput)
            known = [cell.cell_id for cell in line.cells]
            rankings = [_cell_ids(item.get("cell_ids"), known) for item in objects]
            rankings = [ranking for ranking in rankings if ranking]
            if not rankings:
                return None
            return {"id": line.id, "cell_ids": _borda(rankings)}
        edits = [_repair(item) for item in objects]
        usable = [edit for edit in edits if edit is not None]
        if not usable:
            return None
        counts = Counter(json.dumps(edit, sort_keys=True) for edit in usable)
        return {"id": line.id, **json.loads(counts.most_common(1)[0][0])}


def _crashed_notebook(
    line: RepairInput, base: Path | None
) -> tuple[list[tuple[str, str]], list[str], tuple[str, str, str, list[str]]]:
    """The code cells, order and error output of the crashed notebook a repair input names."""
    from .._text import strip_ansi
    from ..cases import load_notebook

    path = Path(line.notebook)
    if not path.is_absolute() and base is not None:
        path = base / path
    notebook = load_notebook(path)
    cells = [(cell.id, cell.source) for cell in notebook.cells if cell.kind == "code"]
    order = list(notebook.recorded_order or (cell.id for cell in notebook.order()))
    error: tuple[str, str, str, list[str]] = ("", "", "", [])
    for cell in notebook.cells:
        for output in notebook.node.cells[cell.index].get("outputs", []):
            if output.get("output_type") == "error":
                trace = [strip_ansi(text) for text in output.get("traceback", [])]
                error = (cell.id, output.get("ename", ""), output.get("evalue", ""), trace)
    return cells, order, error


_FENCE = re.compile(r"```(?:json)?\s*(.*?)```", re.DOTALL)


def _json_object(text: str) -> dict[str, Any] | None:
    """The first JSON object in a model's answer: bare, fenced, or inside prose."""
    candidates = [block for block in _FENCE.findall(text)] + [text]
    decoder = json.JSONDecoder()
    for candidate in candidates:
        for start in [match.start() for match in re.finditer(r"\{", candidate)]:
            try:
                value, _ = decoder.raw_decode(candidate[start:])
            except ValueError:
                continue
            if isinstance(value, dict):
                return value
    return None


def _boolean(value: Any) -> bool | None:
    if isinstance(value, bool):
        return value
    if isinstance(value, str) and value.strip().lower() in ("true", "yes", "crash", "1"):
        return True
    if isinstance(value, str) and value.strip().lower() in ("false", "no", "0"):
        return False
    return None


def _normal(text: str) -> str:
    return re.sub(r"[^a-z0-9]+", " ", text.lower()).strip()


def _label(value: Any, vocabulary: Sequence[str]) -> str | None:
    """``value`` as a label of ``vocabulary``: exactly, up to case and punctuation, or by a
    close spelling; None when it is none of them."""
    if not isinstance(value, str):
        return None
    wanted = _normal(value)
    by_normal = {_normal(label): label for label in vocabulary}
    if wanted in by_normal:
        return by_normal[wanted]
    close = difflib.get_close_matches(wanted, list(by_normal), n=1, cutoff=0.8)
    return by_normal[close[0]] if close else None


def _cell_ids(value: Any, known: Sequence[str]) -> list[str]:
    if not isinstance(value, list):
        return []
    return list(dict.fromkeys(str(item) for item in value if str(item) in known))


def _borda(rankings: Sequence[Sequence[str]]) -> list[str]:
    """Cells ranked by their Borda count over ``rankings`` (ties: first seen first)."""
    points: dict[str, float] = {}
    for ranking in rankings:
        for position, cell_id in enumerate(ranking):
            points[cell_id] = points.get(cell_id, 0.0) + len(ranking) - position
    return sorted(points, key=lambda cell_id: -points[cell_id])


def _repair(item: dict[str, Any]) -> dict[str, Any] | None:
    cells = item.get("cells")
    if not isinstance(cells, dict) or not cells:
        return None
    if not all(isinstance(key, str) and isinstance(code, str) for key, code in cells.items()):
        return None
    edit: dict[str, Any] = {"cells": cells}
    order = item.get("execution_order")
    if isinstance(order, list) and order and all(isinstance(cell, str) for cell in order):
        edit["execution_order"] = order
    return edit


llm_predictions = sync_twin(llm_predictions_async)
judge_diagnoses = sync_twin(judge_diagnoses_async)
