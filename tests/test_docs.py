"""docs/api.md's examples, run as a reader runs them: its Python blocks one after another in one
namespace, in a notebook-like loop (top-level ``await``), in a fresh folder. Two stand-ins: the
notebook the first block names is written here (it crashes), and the LLM endpoint is a loopback
server (``test_llm.Endpoint``) at the address the example gives."""

from __future__ import annotations

import ast
import asyncio
import re
from pathlib import Path
from typing import Any

import nbformat
import pytest
from nbformat.v4 import new_code_cell, new_notebook
from test_llm import Endpoint

import junobench
from junobench import Benchmark, default_root
from junobench.reports import contents_markdown

ROOT = Path(__file__).parents[1]
API = ROOT / "docs" / "api.md"
BLOCK = re.compile(r"```python\n(.*?)```", re.S)


def blocks() -> list[str]:
    return BLOCK.findall(API.read_text())


def test_the_examples_are_python() -> None:
    found = blocks()
    assert len(found) >= 4
    for block in found:
        compile(block, "docs/api.md", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)


async def _run(namespace: dict[str, Any]) -> None:
    for number, block in enumerate(blocks(), 1):
        code = compile(
            block, f"docs/api.md block {number}", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT
        )
        result = eval(code, namespace)
        if asyncio.iscoroutine(result):
            await result


@pytest.mark.kernel
@pytest.mark.timeout(900)
def test_the_examples_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    notebook = new_notebook(cells=[new_code_cell("d = {}"), new_code_cell("x = 1\nd['key']")])
    nbformat.write(notebook, tmp_path / "my_notebook.ipynb")
    endpoint = Endpoint()
    endpoint.reply = lambda n, body: (
        200,
        '{"library_cause": "numpy", "crash_type": "value error", "root_cause": "API misuse", '
        '"pipeline_stage": "data preparation", "diagnosis": "the shapes differ"}',
    )
    monkeypatch.setattr(
        junobench.LLMSettings,
        "__init__",
        _at(junobench.LLMSettings.__init__, "http://localhost:11434/v1", endpoint.url),
    )
    namespace: dict[str, Any] = {"__name__": "__main__"}
    try:
        asyncio.run(_run(namespace))
    finally:
        endpoint.close()
    # What the examples say they show.
    assert namespace["outcome"].status == "crash"
    assert namespace["outcome"].crash.ename == "KeyError"
    assert [verdict.verdict for verdict in namespace["report"].cases] == ["pass", "pass"]
    assert namespace["mine"].missing == ()
    assert endpoint.bodies, "the llm example sent nothing"
    assert (tmp_path / "mine.jsonl").exists()


def _at(init: Any, documented: str, served: str) -> Any:
    """``LLMSettings.__init__`` with the documented address replaced by the loopback one."""

    def patched(self: Any, *args: Any, **kwargs: Any) -> None:
        if kwargs.get("base_url") == documented:
            kwargs["base_url"] = served
        init(self, *args, **kwargs)

    return patched


def test_the_label_rules_name_no_case() -> None:
    """The rules are general: a rule naming a case would settle it by lookup, not by the rule."""
    text = (API.parent / "labels.md").read_text()
    named = re.findall(
        r"\b(?:NBspecific|tensorflow|torch|torchvision|sklearn|numpy|pandas|"
        r"matplotlib|seaborn|statsmodels|lightgbm)_\d+\b",
        text,
    )
    assert named == []


def test_the_readme_counts_the_cases_and_repairs_the_benchmark_has() -> None:
    readme = (ROOT / "README.md").read_text()
    block = readme.split("<!-- contents: begin -->\n", 1)[1].split("\n<!-- contents: end -->", 1)[0]
    assert block == contents_markdown(list(Benchmark(default_root()).cases()))
