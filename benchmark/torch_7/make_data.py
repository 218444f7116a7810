"""Writes data/data.csv: the Breast Cancer Wisconsin (Diagnostic) data in the layout of its Kaggle copy.

The measurements and diagnoses are scikit-learn's bundled copy (load_breast_cancer, the UCI WDBC
data). The Kaggle file has an `id` column, `diagnosis` as M/B, feature names like `radius_mean`,
`concave points_se`, `area_worst`, a quoted header and a trailing comma on every line (which pandas
reads as an empty `Unnamed: 32` column). The ids here are drawn from a fixed seed (sklearn does not
ship them). Re-running reproduces every byte.
"""

import argparse
from pathlib import Path

import numpy as np
from sklearn.datasets import load_breast_cancer


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
BASE = ["radius", "texture", "perimeter", "area", "smoothness", "compactness", "concavity",
        "concave points", "symmetry", "fractal_dimension"]  # fmt: skip


def main() -> None:
    data = load_breast_cancer()
    rng = np.random.default_rng(seeded(569))
    ids = np.sort(rng.choice(np.arange(8510, 9113205), size=len(data.target), replace=False))
    ids = rng.permutation(ids)
    names = [f"{b}_{suffix}" for suffix in ("mean", "se", "worst") for b in BASE]
    lines = [",".join(f'"{n}"' for n in ["id", "diagnosis", *names]) + ","]
    for i, row, target in zip(ids, data.data, data.target):
        diagnosis = "M" if target == 0 else "B"
        lines.append(",".join([str(i), diagnosis, *(f"{v:g}" for v in row)]) + ",")
    OUT.mkdir(exist_ok=True)
    (OUT / "data.csv").write_text("\n".join(lines) + "\n", encoding="utf-8", newline="\n")


if __name__ == "__main__":
    main()
