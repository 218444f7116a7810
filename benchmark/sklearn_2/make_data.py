"""The Wisconsin Diagnostic Breast Cancer data in the layout of Kaggle's data.csv.

The 569 tumours and their 30 measurements come from scikit-learn's bundled copy of the UCI
WDBC set (load_breast_cancer). They are written under the Kaggle file's column names (id,
diagnosis as M/B, radius_mean ... fractal_dimension_worst) with its trailing comma, which
pandas reads as an empty 'Unnamed: 32' column. The ids are synthetic (fixed seed), as
scikit-learn does not ship them. Re-running reproduces every byte.
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
MEASURES = ["radius", "texture", "perimeter", "area", "smoothness", "compactness", "concavity",
            "concave points", "symmetry", "fractal_dimension"]  # fmt: skip


def main() -> None:
    bunch = load_breast_cancer()
    rng = np.random.default_rng(seeded(569))
    ids = rng.choice(np.arange(8510, 9113000), size=len(bunch.target), replace=False)
    columns = ["id", "diagnosis"] + [f"{m}_{s}" for s in ("mean", "se", "worst") for m in MEASURES]
    lines = [",".join(f'"{c}"' for c in columns) + ","]
    for i, row, t in zip(ids, bunch.data, bunch.target):
        values = ",".join(f"{v:.6g}" for v in row)
        lines.append(f"{i},{'M' if t == 0 else 'B'},{values},")
    OUT.mkdir(exist_ok=True)
    (OUT / "data.csv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
