"""Breast Cancer Wisconsin (Diagnostic) in the layout of the Kaggle file data.csv.

The measurements are scikit-learn's bundled copy of the UCI data (569 tumours, 30 features).
This script writes them under the Kaggle column names (id, diagnosis M/B, radius_mean, ...,
fractal_dimension_worst) with the empty trailing column that pandas reads as 'Unnamed: 32'.
The ids are drawn from a fixed seed. Re-running reproduces every byte of data/data.csv.
"""

import argparse
from pathlib import Path

import numpy as np
import pandas as pd
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
    bc = load_breast_cancer()
    cols = [f"{f}_{s}" for s in ("mean", "se", "worst") for f in FEATURES]
    df = pd.DataFrame(bc.data, columns=cols)
    rng = np.random.default_rng(seeded(842302))
    ids = rng.choice(np.arange(8670, 91_150_000), size=len(df), replace=False)
    df.insert(0, "diagnosis", np.where(bc.target == 0, "M", "B"))
    df.insert(0, "id", ids)
    df[""] = ""
    OUT.mkdir(exist_ok=True)
    df.to_csv(OUT / "data.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
