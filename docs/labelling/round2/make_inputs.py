"""What the independent labeller of round 2 sees of each case, one Markdown file per case under
an opaque name: the reproduced notebook's cells in file order (code and markdown, with ids), the
recorded execution order, the error output as saved, and the fix as a diff (changed and added
cells, and the fixed order when it differs). Never the labels, the diagnosis, case.toml or the
case id (whose prefix names the library).

    .venv/bin/python docs/labelling/round2/make_inputs.py OUT_DIR [CASE_ID ...]

(round 3 used it with the ids of the cases it relabelled)

writes OUT_DIR/<item id>.md and OUT_DIR/../key.json (item id -> case id, for the harness only).
"""

from __future__ import annotations

import difflib
import json
import sys
from pathlib import Path

from junobench import Benchmark, default_root
from junobench.formats import item_id
from junobench.tasks import recorded_error


def bundle(case) -> str:  # type: ignore[no-untyped-def]
    reproduced, fixed = case.reproduced(), case.fixed()
    parts = ["# A crashed notebook", "", "## Cells, in file order", ""]
    for cell in reproduced.cells:
        parts += [f"### cell {cell.id} ({cell.kind})", "", "```", cell.source, "```", ""]
    order = reproduced.recorded_order or ()
    parts += ["## Execution order (cell ids, as run; the last one crashed)", "", " ".join(order), ""]
    error = recorded_error(case, reproduced)
    parts += ["## The error output of the crashing cell", "", "```"]
    parts += [f"{error.ename}: {error.evalue}", *error.traceback, "```", ""]
    parts += ["## The fix", ""]
    for cell in fixed.code_cells:
        before = reproduced.cell(cell.id).source if reproduced.has_cell(cell.id) else None
        if before == cell.source:
            continue
        title = f"cell {cell.id}" + (" (new)" if before is None else "")
        diff = difflib.unified_diff(
            (before or "").splitlines(), cell.source.splitlines(), "before", "after", lineterm=""
        )
        parts += [f"### {title}", "", "```diff", *diff, "```", ""]
    if (fixed.recorded_order or ()) != order:
        parts += ["### order of the fixed notebook", "", " ".join(fixed.recorded_order or ()), ""]
    return "\n".join(parts)


def main() -> int:
    out = Path(sys.argv[1])
    out.mkdir(parents=True, exist_ok=True)
    benchmark = Benchmark(default_root())
    key = {}
    wanted = sys.argv[2:]  # only these cases (default: every case)
    for case in [benchmark.case(case_id) for case_id in wanted] if wanted else benchmark.cases():
        name = item_id("diagnose", case.id)
        (out / f"{name}.md").write_text(bundle(case))
        key[name] = case.id
    (out.parent / "key.json").write_text(json.dumps(key, indent=1, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
