"""Breast Cancer Wisconsin (Diagnostic) in the layout of Kaggle's data.csv.

The 569 measurements are scikit-learn's bundled copy of the UCI data set (load_breast_cancer),
written out under Kaggle's column names (radius_mean ... fractal_dimension_worst), with the
diagnosis as M/B, an id column, and the trailing comma on every line that makes pandas read an
empty "Unnamed: 32" column. The ids are made up from a fixed seed. Writes data/data.csv beside
this file; re-running reproduces every byte.
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
FEATURES = ["radius", "texture", "perimeter", "area", "smoothness", "compactness", "concavity",
            "concave points", "symmetry", "fractal_dimension"]  # fmt: skip


def main() -> None:
    bunch = load_breast_cancer()
    rng = np.random.default_rng(seeded(842302))
    n = len(bunch.target)
    short = rng.choice(np.arange(841000, 928000), n, replace=False)
    long_ = rng.choice(np.arange(84300000, 92800000), n, replace=False)
    ids = np.where(rng.uniform(size=n) < 0.78, short, long_)
    header = ["id", "diagnosis"] + [f"{f}_{part}" for part in ("mean", "se", "worst") for f in FEATURES]
    lines = [",".join(f'"{h}"' for h in header) + ","]
    for i in range(n):
        diag = "M" if bunch.target[i] == 0 else "B"
        vals = ",".join("%.10g" % v for v in bunch.data[i])
        lines.append(f"{ids[i]},{diag},{vals},")
    OUT.mkdir(exist_ok=True)
    (OUT / "data.csv").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
