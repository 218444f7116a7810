"""Terminal output that also serves Jupyter: a table printed as wide as it needs, and what a
drawing prints on a terminal as the HTML rich shows in a notebook."""

from __future__ import annotations

import io
from collections.abc import Callable
from typing import Any

from rich.console import Console

__all__ = ["as_html", "print_wide"]


def print_wide(console: Console, renderable: Any, width: int | None = None) -> None:
    """Print ``renderable`` as wide as it needs (``--wide``): nothing wraps or is cut. ``width``
    is the width it needs when the renderable cannot say (markdown)."""
    options = console.options.update(max_width=100_000)
    needed = width if width is not None else console.measure(renderable, options=options).maximum
    saved = console.width
    console.width = max(saved, needed)
    try:
        console.print(renderable)
    finally:
        console.width = saved


def as_html(draw: Callable[[Console], None], width: int = 100) -> str:
    """What ``draw`` prints on a terminal, as the HTML rich shows in Jupyter (for
    ``_repr_html_``): one rendering for both."""
    from rich.jupyter import JUPYTER_HTML_FORMAT

    console = Console(
        record=True, file=io.StringIO(), width=width, force_jupyter=False, highlight=False
    )
    draw(console)
    return console.export_html(code_format=JUPYTER_HTML_FORMAT, inline_styles=True)
