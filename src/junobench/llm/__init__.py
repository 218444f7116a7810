"""The language-model client: settings, cache, the ``llm`` baseline's runner and the judge."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .._lazy import lazy_attributes

if TYPE_CHECKING:
    from ._llm import (
        LLMRun,
        LLMSettings,
        default_cache,
        judge_diagnoses_async,
        llm_predictions,
        llm_predictions_async,
    )

# Each name -> the module that defines it, imported when the name is first used.
_MODULES: dict[str, str] = {
    "LLMRun": "._llm",
    "LLMSettings": "._llm",
    "default_cache": "._llm",
    "judge_diagnoses_async": "._llm",
    "llm_predictions": "._llm",
    "llm_predictions_async": "._llm",
}

__all__ = [
    "LLMRun",
    "LLMSettings",
    "default_cache",
    "judge_diagnoses_async",
    "llm_predictions",
    "llm_predictions_async",
]

__getattr__, __dir__ = lazy_attributes(__name__, _MODULES)
