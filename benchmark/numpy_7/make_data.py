"""Breast Cancer Wisconsin (Diagnostic) in the layout of Kaggle's data.csv.

The measurements are scikit-learn's bundled copy of the UCI WDBC data (load_breast_cancer).
Kaggle's file has an `id` column, `diagnosis` as M/B, the 30 features named radius_mean ...
fractal_dimension_worst, and a trailing comma on every line (read as an empty "Unnamed: 32"
column). sklearn does not ship the ids, so they are drawn from a fixed seed. Writes
data/data.csv beside this file; re-running reproduces every byte.
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


def kaggle_name(name: str) -> str:
    if name.startswith("mean "):
        base, suffix = name[5:], "mean"
    elif name.startswith("worst "):
        base, suffix = name[6:], "worst"
    else:
        base, suffix = name[: -len(" error")], "se"
    if base != "concave points":
        base = base.replace(" ", "_")
    return f"{base}_{suffix}"


def main() -> None:
    bc = load_breast_cancer()
    rng = np.random.default_rng(seeded(8423))
    ids = rng.choice(np.arange(8510, 9113000), size=len(bc.target), replace=False)
    frame = pd.DataFrame(bc.data, columns=[kaggle_name(str(n)) for n in bc.feature_names])
    frame.insert(0, "diagnosis", np.where(bc.target == 0, "M", "B"))
    frame.insert(0, "id", ids)
    frame[""] = np.nan
    OUT.mkdir(exist_ok=True)
    frame.to_csv(OUT / "data.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
